# The battery gauge as the device runs it: what a VSYS voltage means for each battery
# type, a reader that averages the ADC into millivolts without allocating, and the gauge
# that follows the state over time.  The app and the Pico boards import this module on
# every board with a reader, so it holds only what runs: the tables are one bytes
# constant read with small-int arithmetic, and the battery types' names and marks (for
# Settings, the simulator and the tests) are in hw/battery.py, which re-exports this.
# No `machine` here: the board hands in its ADC, so this runs (and is tested) on CPython
# too.  Figures and sources: docs/power.md.
from micropython import const

# What state() says.
OK = const(0)
LOW = const(1)
CRITICAL = const(2)
USB = const(3)

# The battery reaches VSYS through a Schottky diode (1N5817 or alike), about 0.25 V at
# the 30-40 mA the console draws; the gauge adds it back to get the cells' voltage.
_DIODE_MV = const(250)
# On USB, VSYS is VBUS (4.75-5.25 V) less the Pico's own diode: 4.5 V and up.  No
# recommended battery gets there under load (3 fresh alkalines: about 4.4 V).
_USB_MV = const(4500)
# A worse state (LOW, CRITICAL) counts only after this many readings in a row.
_CONFIRM = const(2)
# VSYS below 1.8 V cannot run a Pico (its regulator's lowest input), so a lower reading
# is a reader that does not work, not empty cells: a Pico W's ADC pin left to the radio,
# a divider not fitted, an emulated RP2040 whose ADC reads 0.  Every battery type's
# critical mark is well above it (2.6 V at VSYS for three alkalines).
_NO_READING_MV = const(1800)

# Per battery type (0 3x alkaline, 1 3x NiMH, 2 1x LiPo: hw/battery.py's ALKALINE3,
# NIMH3, LIPO1, as Settings stores them), a record of bytes at kind * _REC (the LiPo's,
# the last, is longer than _REC):
#   cells in series; a base in 100 mV; the low and the critical marks; then
#   (voltage, percent left) points from full (100) to empty (0),
# every voltage one cell's, in 10 mV above the base.  The points are read off the
# makers' discharge curves at the console's light load (docs/power.md names each one).
# Low leaves about a tenth; critical a few percent, an hour or more of play at the
# console's draw, enough to save and stop cleanly (and, for NiMH and LiPo, to stop
# before the cells are harmed).  host_tests/test_battery.py holds the same figures as
# readable tables and checks these bytes against them.
_REC = const(22)
_TABLE = const(
    # alkaline (Energizer E91/E92, 25-50 mA), slopes all the way down: 3 cells, base 0;
    # low 1.05 V, critical 0.95 V; 1.50 V 100 %, 1.40 85, 1.30 65, 1.20 40, 1.10 18,
    # 1.05 10, 1.00 5, 0.95 2, 0.90 0
    b"\x03\x00\x69\x5f\x96\x64\x8c\x55\x82\x41\x78\x28\x6e\x12\x69\x0a\x64\x05\x5f\x02\x5a\x00"
    # NiMH (Panasonic eneloop, 0.2 C), flat near 1.2 V, then a knee: 3 cells, base 0;
    # low 1.10 V, critical 1.03 V; 1.40 V 100 %, 1.30 92, 1.25 78, 1.20 45, 1.15 20,
    # 1.10 10, 1.05 5, 1.03 3, 1.00 0
    b"\x03\x00\x6e\x67\x8c\x64\x82\x5c\x7d\x4e\x78\x2d\x73\x14\x6e\x0a\x69\x05\x67\x03\x64\x00"
    # LiPo (typical 1-cell pouch, 0.2 C): 1 cell, base 2.00 V; low 3.60 V, critical
    # 3.45 V; 4.20 V 100 %, 4.10 90, 4.00 78, 3.90 64, 3.80 50, 3.75 40, 3.70 28,
    # 3.65 15, 3.60 8, 3.50 4, 3.45 3, 3.30 0
    b"\x01\x14\xa0\x91\xdc\x64\xd2\x5a\xc8\x4e\xbe\x40\xb4\x32\xaf\x28\xaa\x1c\xa5\x0f"
    b"\xa0\x08\x96\x04\x91\x03\x82\x00"
)


def level(mv, kind):
    """0..100, the share of the battery left at a VSYS reading of mv millivolts."""
    t = _TABLE
    i = kind * _REC
    v = (mv + _DIODE_MV) // t[i] - t[i + 1] * 100  # one cell's mV above the base
    hi_v = hi_p = 0
    i += 4
    while True:
        lo_v = t[i] * 10
        lo_p = t[i + 1]
        if v >= lo_v:
            if lo_p == 100:  # (at or above the first point)
                return 100
            # straight line between the two neighbouring points, rounded to nearest
            span = hi_v - lo_v
            return lo_p + ((v - lo_v) * (hi_p - lo_p) + span // 2) // span
        if not lo_p:  # below the last point
            return 0
        hi_v = lo_v
        hi_p = lo_p
        i += 2


def state(mv, kind, usb=None):
    """USB, OK, LOW or CRITICAL for a VSYS reading of mv millivolts.  usb: what the
    board's VBUS sense says (True/False), or None when it has none and the voltage
    decides (4.5 V and up: USB)."""
    if usb or (usb is None and mv >= _USB_MV):
        return USB
    t = _TABLE
    i = kind * _REC
    v = (mv + _DIODE_MV) // t[i] - t[i + 1] * 100  # one cell's mV above the base
    if v < t[i + 3] * 10:
        return CRITICAL
    if v < t[i + 2] * 10:
        return LOW
    return OK


class VsysReader:
    """read() averages `samples` ADC readings of VSYS into millivolts.

    adc: anything with read_u16() (machine.ADC(29) on a Pico: VSYS through a divider of
    3, 3.3 V reference).  vbus: an optional pin-like object whose value() is 1 while USB
    is plugged in (GP24 on a Pico).  read() uses small ints only, so it allocates nothing.
    """

    def __init__(self, adc, samples=8, divider=3, vbus=None, ref_mv=3300):
        self._adc = adc
        self._n = max(1, samples)
        self._scale = ref_mv * divider  # full-scale mV at the divider's input
        self._vbus = vbus

    def read(self):
        adc = self._adc
        total = 0
        for _ in range(self._n):
            total += adc.read_u16()
        # average first: 65535 * 9900 stays below 2**30, a small int on the Pico
        avg = (total + self._n // 2) // self._n
        return (avg * self._scale + 32767) // 65535

    def usb(self):
        """True/False from the VBUS sense pin, None without one."""
        if self._vbus is None:
            return None
        return bool(self._vbus.value())


class Gauge:
    """The battery state over time, from one reading every so often (update()).

    A worse state needs two readings in a row (a buzzer beep or a flash write can pull
    one reading down); LOW goes back to OK only 50 mV per cell above the low mark
    (new cells); CRITICAL stays until USB power or a restart.  USB shows at once.
    """

    def __init__(self, reader, kind):
        self.reader = reader
        self.kind = kind
        self.mv = 0
        self.level = 100
        self.state = OK
        self._worse = 0

    def update(self):
        """Take one reading; return the state now (OK, LOW, CRITICAL or USB).  ValueError
        for a reading no running Pico can give (see _NO_READING_MV): the reader is at
        fault, and the app lets the gauge go rather than end the game."""
        mv = self.reader.read()
        kind = self.kind
        usb = self.reader.usb()
        if mv < _NO_READING_MV and not usb:
            raise ValueError("no reading from VSYS (%d mV)" % mv)
        self.mv = mv
        self.level = level(mv, kind)
        now = state(mv, kind, usb)
        if now == USB:
            self._worse = 0
            self.state = USB
            return USB
        old = self.state
        if old == USB:  # unplugged: start again from OK, so a bad reading must repeat
            old = self.state = OK
        if now > old:
            self._worse += 1
            if self._worse >= _CONFIRM:
                self._worse = 0
                self.state = now
        else:
            self._worse = 0
            # (50 mV a cell above the low mark: OK with those 50 mV taken off)
            if old == LOW and state(mv - 50 * _TABLE[kind * _REC], kind, False) == OK:
                self.state = OK
        return self.state

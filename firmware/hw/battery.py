# The battery gauge: what a VSYS voltage means for each battery type, and a reader that
# averages the ADC into millivolts without allocating.  No `machine` here: the board
# hands in its ADC, so this runs (and is tested) on CPython too.  Figures and sources:
# docs/power.md.
from micropython import const

# Battery types, as Settings stores them (an index into NAMES).
ALKALINE3 = const(0)
NIMH3 = const(1)
LIPO1 = const(2)
NAMES = ("3x alkaline", "3x NiMH", "1x LiPo")  # short: a Settings value, 8 px a letter

# What state() says.
OK = const(0)
LOW = const(1)
CRITICAL = const(2)
USB = const(3)

# The battery reaches VSYS through a Schottky diode (1N5817 or alike), about 0.25 V at
# the 30-40 mA the console draws; the gauge adds it back to get the cells' voltage.
DIODE_MV = const(250)
# On USB, VSYS is VBUS (4.75-5.25 V) less the Pico's own diode: 4.5 V and up.  No
# recommended battery gets there under load (3 fresh alkalines: about 4.4 V).
USB_MV = const(4500)

# Per type: cells in series, then (cell mV, percent left) from full to empty, read off the
# makers' discharge curves at the console's light load (docs/power.md names each one).
_CELLS = (3, 3, 1)
# fmt: off
_CURVES = (
    # alkaline (Energizer E91/E92, 25-50 mA): slopes all the way down
    ((1500, 100), (1400, 85), (1300, 65), (1200, 40), (1100, 18), (1050, 10), (1000, 5),
     (950, 2), (900, 0)),
    # NiMH (Panasonic eneloop, 0.2 C): flat near 1.2 V, then a knee
    ((1400, 100), (1300, 92), (1250, 78), (1200, 45), (1150, 20), (1100, 10), (1050, 5),
     (1030, 3), (1000, 0)),
    # LiPo (typical 1-cell pouch, 0.2 C)
    ((4200, 100), (4100, 90), (4000, 78), (3900, 64), (3800, 50), (3750, 40), (3700, 28),
     (3650, 15), (3600, 8), (3500, 4), (3450, 3), (3300, 0)),
)
# fmt: on
# Per type: (low, critical) cell mV.  Low leaves about a tenth; critical a few percent,
# an hour or more of play at the console's draw, enough to save and stop cleanly (and,
# for NiMH and LiPo, to stop before the cells are harmed).
_LOW = (1050, 1100, 3600)
_CRITICAL = (950, 1030, 3450)


def cell_mv(mv, kind):
    """The voltage of one cell for a VSYS reading of mv millivolts."""
    return (mv + DIODE_MV) // _CELLS[kind]


def threshold_mv(kind, which):
    """VSYS millivolts at which the kind turns LOW or CRITICAL (which is LOW or
    CRITICAL): what a simulated board sets to show them."""
    cell = _LOW[kind] if which == LOW else _CRITICAL[kind]
    return cell * _CELLS[kind] - DIODE_MV


def level(mv, kind):
    """0..100, the share of the battery left at a VSYS reading of mv millivolts."""
    v = cell_mv(mv, kind)
    curve = _CURVES[kind]
    hi_v, hi_p = curve[0]
    if v >= hi_v:
        return 100
    for lo_v, lo_p in curve:
        if v >= lo_v:
            # straight line between the two neighbouring points, rounded to nearest
            span = hi_v - lo_v
            return lo_p + ((v - lo_v) * (hi_p - lo_p) + span // 2) // span
        hi_v, hi_p = lo_v, lo_p
    return 0


def state(mv, kind, usb=None):
    """USB, OK, LOW or CRITICAL for a VSYS reading of mv millivolts.  usb: what the
    board's VBUS sense says (True/False), or None when it has none and the voltage
    decides (mv >= USB_MV)."""
    if usb or (usb is None and mv >= USB_MV):
        return USB
    v = cell_mv(mv, kind)
    if v < _CRITICAL[kind]:
        return CRITICAL
    if v < _LOW[kind]:
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

    A worse state needs `confirm` readings in a row (a buzzer beep or a flash write can
    pull one reading down); LOW goes back to OK only 50 mV per cell above the low mark
    (new cells); CRITICAL stays until USB power or a restart.  USB shows at once.
    """

    def __init__(self, reader, kind, confirm=2):
        self.reader = reader
        self.kind = kind
        self.confirm = confirm
        self.mv = 0
        self.level = 100
        self.state = OK
        self._worse = 0

    def update(self):
        """Take one reading; return the state now (OK, LOW, CRITICAL or USB)."""
        mv = self.reader.read()
        self.mv = mv
        self.level = level(mv, self.kind)
        now = state(mv, self.kind, self.reader.usb())
        if now == USB:
            self._worse = 0
            self.state = USB
            return USB
        old = self.state
        if old == USB:  # unplugged: start again from OK, so a bad reading must repeat
            old = self.state = OK
        if now > old:
            self._worse += 1
            if self._worse >= self.confirm:
                self._worse = 0
                self.state = now
        else:
            self._worse = 0
            if old == LOW and cell_mv(mv, self.kind) >= _LOW[self.kind] + 50:
                self.state = OK
        return self.state

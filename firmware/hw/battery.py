# The battery types: the names Settings shows and the VSYS voltage at which each type
# turns low or critical (for a simulated board and the tests), with the gauge itself
# (hw/gauge.py: the reader, levels, states, the figures' tables) re-exported.  The app
# and the boards import only hw/gauge.py, which is kept small; this module is loaded on
# the device only when Settings opens on a board with a reader.  No `machine` here: it
# runs on CPython too.  Figures and sources: docs/power.md.
from hw.gauge import CRITICAL, LOW, OK, USB, Gauge, VsysReader, level, state  # noqa: F401
from micropython import const

# Battery types, as Settings stores them (an index into NAMES and hw/gauge.py's tables).
ALKALINE3 = const(0)
NIMH3 = const(1)
LIPO1 = const(2)
NAMES = ("3x alkaline", "3x NiMH", "1x LiPo")  # short: a Settings value, 8 px a letter

# hw/gauge.py's _DIODE_MV and _USB_MV (private there, so they cost the device no names;
# host_tests/test_battery.py keeps the two the same): the Schottky diode's drop the gauge
# adds back, and the VSYS at which it sees USB power without a VBUS sense.
DIODE_MV = const(250)
USB_MV = const(4500)


def threshold_mv(kind, which):
    """VSYS millivolts at which the kind turns LOW or CRITICAL (which is LOW or
    CRITICAL): what a simulated board sets to show them.  The lowest reading whose
    state() is better, found by halving, so it is the gauge's own boundary."""
    lo = -1  # state(lo) is `which` or worse (the table's marks lie above 0 V)
    hi = USB_MV  # state(hi) is better (a VSYS without the USB sense)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if state(mid, kind, False) < which:
            hi = mid
        else:
            lo = mid
    return hi

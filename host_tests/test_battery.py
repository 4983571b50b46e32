"""The battery gauge (firmware/hw/gauge.py, with hw/battery.py's types): its packed
tables against the figures of docs/power.md, levels at and between the points of each
type's discharge curve, the state boundaries, the reader's averaging, the gauge's
confirmation and hysteresis; and, in the MicroPython VM, that a reading allocates
nothing."""

import os
import re

import pytest

from hw import battery, gauge

KINDS = (battery.ALKALINE3, battery.NIMH3, battery.LIPO1)

# The figures docs/power.md documents, per type: cells in series, the discharge curve
# (cell mV, percent left) from full to empty, the low and the critical marks (cell mV).
# hw/gauge.py packs them into bytes; test_the_packed_tables_hold_the_documented_figures
# checks the two agree, and the tests below check level() and state() against these.
_CELLS = (3, 3, 1)
_CURVES = (
    ((1500, 100), (1400, 85), (1300, 65), (1200, 40), (1100, 18), (1050, 10), (1000, 5),
     (950, 2), (900, 0)),
    ((1400, 100), (1300, 92), (1250, 78), (1200, 45), (1150, 20), (1100, 10), (1050, 5),
     (1030, 3), (1000, 0)),
    ((4200, 100), (4100, 90), (4000, 78), (3900, 64), (3800, 50), (3750, 40), (3700, 28),
     (3650, 15), (3600, 8), (3500, 4), (3450, 3), (3300, 0)),
)  # fmt: skip
_LOW = (1050, 1100, 3600)
_CRITICAL = (950, 1030, 3450)


class FakeAdc:
    """read_u16() returns the given samples in turn, round and round."""

    def __init__(self, samples):
        self.samples = list(samples)
        self.i = 0
        self.calls = 0

    def read_u16(self):
        v = self.samples[self.i]
        self.i = (self.i + 1) % len(self.samples)
        self.calls += 1
        return v


class FakeReader:
    """A reader whose voltage and VBUS sense the test sets."""

    def __init__(self, mv, usb=None):
        self.mv = mv
        self.vbus = usb

    def read(self):
        return self.mv

    def usb(self):
        return self.vbus


def vsys(kind, cell_mv):
    # the VSYS reading for cells at cell_mv each
    return cell_mv * _CELLS[kind] - battery.DIODE_MV


def _unpack(kind):
    # hw/gauge.py's record of a type: cells, base (100 mV), low, critical, then (10 mV
    # over the base, %) pairs down to 0 %
    t = gauge._TABLE
    i = kind * gauge._REC
    base = t[i + 1] * 100
    curve = []
    j = i + 4
    while True:
        curve.append((t[j] * 10 + base, t[j + 1]))
        if t[j + 1] == 0:
            break
        j += 2
    return t[i], tuple(curve), t[i + 2] * 10 + base, t[i + 3] * 10 + base


@pytest.mark.parametrize("kind", KINDS)
def test_the_packed_tables_hold_the_documented_figures(kind):
    assert _unpack(kind) == (_CELLS[kind], _CURVES[kind], _LOW[kind], _CRITICAL[kind])


def test_the_types_module_names_the_gauges_figures():
    # hw/battery.py repeats what hw/gauge.py keeps private (private consts cost no names)
    assert (battery.DIODE_MV, battery.USB_MV) == (gauge._DIODE_MV, gauge._USB_MV) == (250, 4500)
    assert battery.Gauge is gauge.Gauge and battery.level is gauge.level


def test_the_docs_show_the_same_tables():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "docs", "power.md"), encoding="utf-8") as f:
        doc = f.read()
    rows = ("| 3 alkaline |", "| 3 NiMH |", "| 1 LiPo |")
    for kind, start in enumerate(rows):
        curve_row, mark_row = [ln for ln in doc.splitlines() if ln.startswith(start)]
        points = re.findall(r"(\d\.\d\d): (\d+)", curve_row)
        assert tuple((round(float(v) * 1000), int(p)) for v, p in points) == _CURVES[kind]
        marks = re.findall(r"(\d\.\d\d) V / (\d\.\d\d) V", mark_row)
        cells = [round(float(c) * 1000) for c, _vsys in marks]
        assert cells == [_LOW[kind], _CRITICAL[kind]]
        vsys_mv = [round(float(v) * 1000) for _c, v in marks]
        assert vsys_mv == [battery.threshold_mv(kind, w) for w in (battery.LOW, battery.CRITICAL)]


def test_every_type_has_a_name_a_curve_and_thresholds():
    assert len(battery.NAMES) == len(_CURVES) == len(_CELLS) == len(KINDS)
    for kind in KINDS:
        curve = _CURVES[kind]
        assert curve[0][1] == 100 and curve[-1][1] == 0
        volts = [v for v, _ in curve]
        pcts = [p for _, p in curve]
        assert volts == sorted(volts, reverse=True) and len(set(volts)) == len(volts)
        assert pcts == sorted(pcts, reverse=True)
        assert _CRITICAL[kind] < _LOW[kind]
        # critical stays well above the Pico's 1.8 V minimum on VSYS
        assert vsys(kind, _CRITICAL[kind]) >= 2400
        # a full pack under load stays below the USB mark
        assert vsys(kind, curve[0][0]) < battery.USB_MV


@pytest.mark.parametrize("kind", KINDS)
def test_level_at_every_point_of_the_curve(kind):
    for cell, pct in _CURVES[kind]:
        assert battery.level(vsys(kind, cell), kind) == pct


@pytest.mark.parametrize("kind", KINDS)
def test_level_halfway_between_points_is_the_mean(kind):
    curve = _CURVES[kind]
    for (hi_v, hi_p), (lo_v, lo_p) in zip(curve, curve[1:]):
        n = _CELLS[kind]
        mid = (hi_v + lo_v) // 2
        got = battery.level(mid * n - battery.DIODE_MV, kind)
        exact = lo_p + (mid - lo_v) * (hi_p - lo_p) / (hi_v - lo_v)
        assert abs(got - exact) <= 0.5 + 1e-9, (kind, mid, got, exact)
        assert lo_p <= got <= hi_p


@pytest.mark.parametrize("kind", KINDS)
def test_level_is_clamped_and_never_rises_as_voltage_falls(kind):
    assert battery.level(9000, kind) == 100
    assert battery.level(0, kind) == 0
    last = 101
    for mv in range(5000, 1500, -7):
        p = battery.level(mv, kind)
        assert 0 <= p <= 100 and p <= last
        last = p


def test_worked_examples():
    # three alkalines at 1.2 V each: 3.6 V, 3.35 V on VSYS: 40 %
    assert battery.level(3350, battery.ALKALINE3) == 40
    # a LiPo at 3.8 V: 3.55 V on VSYS: half
    assert battery.level(3550, battery.LIPO1) == 50
    # NiMH at 1.225 V a cell: between 78 % (1.25 V) and 45 % (1.2 V)
    assert battery.level(vsys(battery.NIMH3, 1225), battery.NIMH3) == 62


@pytest.mark.parametrize("kind", KINDS)
def test_state_boundaries(kind):
    low, crit = _LOW[kind], _CRITICAL[kind]
    n = _CELLS[kind]
    at_low = low * n - battery.DIODE_MV
    at_crit = crit * n - battery.DIODE_MV
    assert battery.threshold_mv(kind, battery.LOW) == at_low
    assert battery.threshold_mv(kind, battery.CRITICAL) == at_crit
    assert battery.state(at_low + n, kind) == battery.OK
    assert battery.state(at_low, kind) == battery.OK  # at the mark: not yet low
    assert battery.state(at_low - n, kind) == battery.LOW
    assert battery.state(at_crit, kind) == battery.LOW
    assert battery.state(at_crit - n, kind) == battery.CRITICAL
    assert battery.state(0, kind) == battery.CRITICAL
    # the low mark leaves about a tenth, the critical one a few percent
    assert 5 <= battery.level(at_low, kind) <= 12
    assert 1 <= battery.level(at_crit, kind) <= 4


@pytest.mark.parametrize("kind", KINDS)
def test_usb_by_voltage_or_by_the_vbus_pin(kind):
    assert battery.state(battery.USB_MV, kind) == battery.USB
    assert battery.state(4950, kind) == battery.USB
    assert battery.state(battery.USB_MV - 1, kind) != battery.USB
    # the VBUS pin, where there is one, decides either way
    assert battery.state(3000, kind, usb=True) == battery.USB
    assert battery.state(4950, kind, usb=False) != battery.USB


def test_reader_averages_and_converts_to_millivolts():
    # 3.3 V reference, divider 3: full scale is 9.9 V
    assert battery.VsysReader(FakeAdc([65535])).read() == 9900
    assert battery.VsysReader(FakeAdc([0])).read() == 0
    adc = FakeAdc([26000, 28000, 27000, 27000, 26500, 27500, 27200, 26800])
    r = battery.VsysReader(adc, samples=8)
    assert r.read() == round(27000 * 9900 / 65535)  # 4079 mV
    assert adc.calls == 8
    # one wild sample among eight moves the average by an eighth only
    spiky = battery.VsysReader(FakeAdc([27000] * 7 + [0]), samples=8).read()
    assert abs(spiky - 27000 * 9900 / 65535 * 7 / 8) < 2


def test_reader_sample_count_divider_and_reference():
    adc = FakeAdc([20000, 22000])
    r = battery.VsysReader(adc, samples=4, divider=2, ref_mv=3000)
    assert r.read() == round(21000 * 6000 / 65535)
    assert adc.calls == 4
    assert battery.VsysReader(FakeAdc([100]), samples=0).read() >= 0  # at least one sample


def test_reader_usb_sense():
    class Pin:
        def __init__(self, v):
            self.v = v

        def value(self):
            return self.v

    assert battery.VsysReader(FakeAdc([0])).usb() is None
    assert battery.VsysReader(FakeAdc([0]), vbus=Pin(1)).usb() is True
    assert battery.VsysReader(FakeAdc([0]), vbus=Pin(0)).usb() is False


def test_gauge_needs_two_readings_to_turn_worse_and_critical_stays():
    kind = battery.ALKALINE3
    r = FakeReader(4300)
    g = battery.Gauge(r, kind)
    assert g.update() == battery.OK and g.level == 100
    r.mv = battery.threshold_mv(kind, battery.LOW) - 30
    assert g.update() == battery.OK  # one low reading: maybe a beep
    r.mv = 4000
    assert g.update() == battery.OK
    r.mv = battery.threshold_mv(kind, battery.LOW) - 30
    assert g.update() == battery.OK
    assert g.update() == battery.LOW  # twice in a row: low
    r.mv = battery.threshold_mv(kind, battery.CRITICAL) - 30
    assert g.update() == battery.LOW
    assert g.update() == battery.CRITICAL
    r.mv = 4200  # cells recover a little when the load drops: still critical
    assert g.update() == battery.CRITICAL
    r.vbus = True  # USB plugged in
    assert g.update() == battery.USB
    r.vbus = False  # and out again, with fresh cells
    assert g.update() == battery.OK


def test_gauge_low_recovers_only_well_above_the_mark():
    kind = battery.NIMH3
    low = battery.threshold_mv(kind, battery.LOW)
    r = FakeReader(low - 30)
    g = battery.Gauge(r, kind)
    g.update()
    assert g.update() == battery.LOW
    r.mv = low + 60  # 20 mV a cell above: not enough
    assert g.update() == battery.LOW
    r.mv = low + 3 * 50
    assert g.update() == battery.OK


def test_gauge_usb_at_once_by_voltage():
    g = battery.Gauge(FakeReader(4900), battery.LIPO1)
    assert g.update() == battery.USB


VM_CODE = """
import gc
from hw import battery

class Adc:
    def __init__(self):
        self.i = 0
        self.s = (26000, 28000, 27000, 27000, 26500, 27500, 27200, 26800)
    def read_u16(self):
        self.i = (self.i + 1) & 7
        return self.s[self.i]

class Pin:
    def value(self):
        return 0

def run(r, g, n):
    t = 0
    for _ in range(n):
        mv = r.read()
        t += battery.level(mv, battery.LIPO1) + battery.state(mv, battery.LIPO1, r.usb())
        g.update()
    return t

def measure(r, g):
    # inside a function: a new global name would grow the module's dict and count too
    run(r, g, 2)
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    run(r, g, 200)
    b = gc.mem_alloc()
    gc.enable()
    return b - a

r = battery.VsysReader(Adc(), vbus=Pin())
print(r.read(), measure(r, battery.Gauge(r, battery.ALKALINE3)))
"""


def test_a_reading_allocates_nothing_in_micropython(micropython):
    out = micropython.run(VM_CODE).split()
    assert int(out[0]) == round(27000 * 9900 / 65535)
    assert int(out[1]) == 0, "200 readings allocated %s bytes" % out[1]

"""The OLED drivers under the MicroPython VM with a recording I2C bus: start-up, page
addressing of each controller (the SH1106's 2-column offset), pushing only the pages
that changed, contrast, sleep and wake, and their own fill() (a page a memset) leaving
the bytes framebuf's fill() leaves."""

import json

import pytest

SCRIPT = r"""
import json

class Bus:
    def __init__(self):
        self.log = []
        self.fail = False
    def writeto(self, addr, buf):
        self.log.append(["cmd", addr, list(bytes(buf))])
    def writevto(self, addr, bufs):
        if self.fail:
            raise OSError(5)  # EIO: the display did not answer
        data = b"".join(bytes(b) for b in bufs)
        self.log.append(["data", addr, data[0], len(data) - 1, sum(data[1:])])

def check(modname, clsname):
    import sys
    __import__(modname)
    mod = sys.modules[modname]
    bus = Bus()
    d = getattr(mod, clsname)(bus, 0x3C)
    out = {"init": bus.log[:], "addr": d.addr}
    bus.log.clear()
    d.pixel(0, 0, 1)
    out["first"] = d.show()
    out["first_log"] = bus.log[:]
    bus.log.clear()
    out["nothing"] = d.show()
    d.pixel(5, 27, 1)  # page 3
    d.pixel(127, 63, 1)  # page 7
    out["pushed"] = d.show()
    out["log"] = bus.log[:]
    bus.log.clear()
    out["again"] = d.show()
    d.pixel(5, 27, 0)  # the same picture one column on: the same bytes in another order
    d.pixel(6, 27, 1)
    out["moved"] = d.show()
    d.pixel(6, 27, 0)  # and back to what the panel showed before that
    d.pixel(5, 27, 1)
    d.show()
    bus.log.clear()
    d.pixel(0, 33, 1)  # pages 4 and 5, one after the other
    d.pixel(0, 41, 1)
    out["run"] = d.show()
    out["run_log"] = bus.log[:]
    bus.log.clear()
    out["forced"] = d.show({0, 2})
    out["forced_log"] = bus.log[:]
    bus.log.clear()
    d.pixel(9, 9, 1)
    bus.fail = True
    try:
        d.show()
        out["failed"] = "no error"
    except OSError as e:
        out["failed"] = e.args[0]
    bus.fail = False
    out["after_failure"] = d.show()
    bus.log.clear()
    d.contrast(300)
    d.contrast(-4)
    d.poweroff()
    d.poweron()
    out["power"] = bus.log[:]
    out["size"] = [d.width, d.height]
    # fill() as framebuf's own MONO_VLSB fill leaves the bytes, over a picture drawn
    import framebuf
    ref_bytes = bytearray(1024)
    ref = framebuf.FrameBuffer(ref_bytes, 128, 64, framebuf.MONO_VLSB)
    fills = []
    for c in (1, 0, 7):
        for fb in (d, ref):
            fb.fill_rect(3, 5, 40, 21, 1)
            fb.text("fill", 50, 33, 1)
            fb.fill(c)
        fills.append(bytes(d.buffer) == bytes(ref_bytes))
    out["fills"] = fills
    out["filled"] = [d.buffer[0], d.buffer[1023], len(set(bytes(d.buffer)))]
    return out

out = {"ssd1306": check("hw.ssd1306", "SSD1306"), "sh1106": check("hw.sh1106", "SH1106")}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def drivers(micropython):
    return json.loads(micropython.run(SCRIPT))


def commands(log):
    return [b for entry in log if entry[0] == "cmd" for b in entry[2]]


@pytest.mark.parametrize("name", ["ssd1306", "sh1106"])
def test_start_up_stays_dark_until_the_first_frame_fills_every_page(drivers, name):
    d = drivers[name]
    # one transfer: control byte 0x00, then the commands as a stream, display off first
    assert len(d["init"]) == 1 and d["init"][0][:2] == ["cmd", 0x3C]
    assert d["init"][0][2][:2] == [0x00, 0xAE]
    assert 0xAF not in d["init"][0][2]  # not on before the first frame (its RAM holds noise)
    data = [e for e in d["first_log"] if e[0] == "data"]
    assert d["first"] == 8
    if name == "ssd1306":  # horizontal addressing: the whole frame in one transfer
        assert [(e[3], e[4]) for e in data] == [(1024, 1)]
        assert d["first_log"][0] == ["cmd", 0x3C, [0x00, 0x21, 0, 127, 0x22, 0, 7]]
    else:  # the SH1106 is addressed a page at a time
        assert len(data) == 8 and all(e[3] == 128 for e in data)
        assert [e[4] for e in data] == [1] + [0] * 7  # the first frame itself, every page
    assert d["first_log"][-1] == ["cmd", 0x3C, [0x80, 0xAF]]  # then on
    assert d["size"] == [128, 64]


@pytest.mark.parametrize("name", ["ssd1306", "sh1106"])
def test_only_changed_pages_are_pushed(drivers, name):
    d = drivers[name]
    assert d["nothing"] == 0
    assert d["pushed"] == 2
    assert [e[4] for e in d["log"] if e[0] == "data"] == [1 << 3, 1 << 7]
    assert d["again"] == 0
    assert d["moved"] == 1  # a page is told by its content, not by its bytes' sum
    assert d["forced"] == 2  # show(pages) pushes exactly those
    assert d["run"] == 2


@pytest.mark.parametrize("name", ["ssd1306", "sh1106"])
def test_fill_leaves_what_framebufs_own_fill_leaves(drivers, name):
    d = drivers[name]
    assert d["fills"] == [True, True, True]  # lit, dark, any colour but 0 lit
    assert d["filled"] == [0xFF, 0xFF, 1]  # (the last: fill(7), every byte lit)


@pytest.mark.parametrize("name", ["ssd1306", "sh1106"])
def test_after_a_failed_transfer_the_next_frame_pushes_every_page(drivers, name):
    d = drivers[name]
    assert d["failed"] == 5  # the bus's error reaches the caller
    assert d["after_failure"] == 8  # what the panel shows is no longer known


def test_the_ssd1306_takes_a_run_of_changed_pages_in_one_transfer(drivers):
    log = drivers["ssd1306"]["run_log"]
    assert [e[2] for e in log if e[0] == "cmd"] == [[0x00, 0x21, 0, 127, 0x22, 4, 7]]
    assert [(e[3], e[4]) for e in log if e[0] == "data"] == [(256, 2 + 2)]  # (bit 1, bit 1)


def test_the_sh1106_takes_each_page_on_its_own(drivers):
    log = drivers["sh1106"]["run_log"]
    pages = [[0x00, 0xB4, 0x02, 0x10], [0x00, 0xB5, 0x02, 0x10]]
    assert [e[2] for e in log if e[0] == "cmd"] == pages
    assert [(e[3], e[4]) for e in log if e[0] == "data"] == [(128, 2), (128, 2)]


def test_ssd1306_addresses_a_page_by_column_and_page_range(drivers):
    addressing = [e[2] for e in drivers["ssd1306"]["log"] if e[0] == "cmd"]
    assert addressing == [[0x00, 0x21, 0, 127, 0x22, 3, 7], [0x00, 0x21, 0, 127, 0x22, 7, 7]]
    init = drivers["ssd1306"]["init"][0][2][1:]
    assert init[init.index(0x8D) + 1] == 0x14  # charge pump on


def test_sh1106_addresses_a_page_with_the_two_column_offset(drivers):
    addressing = [e[2] for e in drivers["sh1106"]["log"] if e[0] == "cmd"]
    assert addressing == [[0x00, 0xB3, 0x02, 0x10], [0x00, 0xB7, 0x02, 0x10]]
    forced = [e[2] for e in drivers["sh1106"]["forced_log"] if e[0] == "cmd"]
    assert forced == [[0x00, 0xB0, 0x02, 0x10], [0x00, 0xB2, 0x02, 0x10]]


@pytest.mark.parametrize("name", ["ssd1306", "sh1106"])
def test_contrast_is_clamped_and_sleep_wake(drivers, name):
    assert commands(drivers[name]["power"]) == [
        0x80, 0x81, 0x80, 255, 0x80, 0x81, 0x80, 0, 0x80, 0xAE, 0x80, 0xAF
    ]  # fmt: skip


# hw/picostart.py's display maker with a stand-in for the machine module's I2C: the bus is
# scanned only when the display does not answer its first command, for the wiring hint.
PICOSTART = r"""
import json, sys

class I2C:
    answers = []  # per write: False for one nobody acknowledges (OSError), else True
    found = []  # what scan() finds
    scans = 0
    def __init__(self, bus, sda=None, scl=None, freq=None):
        pass
    def writeto(self, addr, buf):
        if I2C.answers and not I2C.answers.pop(0):
            raise OSError(5)
    def scan(self):
        I2C.scans += 1
        return I2C.found

class Pin:
    def __init__(self, n):
        pass

class machine:
    pass

machine.I2C = I2C
machine.Pin = machine.ADC = Pin
sys.modules["machine"] = machine
from hw import picostart, ssd1306

out = []
for answers, found in CASES:
    I2C.answers = list(answers)
    I2C.found = found
    I2C.scans = 0
    try:
        made = type(picostart.i2c_display(ssd1306.SSD1306, 0, 4, 5, 400000, 0x3C)).__name__
    except OSError as e:
        made = e.args[0]
    out.append([made, I2C.scans])
print(json.dumps(out))
"""

HINT = "no display answers at I2C address 0x3C on SDA GP4 / SCL GP5 (found: %s); check the wiring and the module's address"  # noqa: E501


def test_the_bus_is_scanned_only_when_the_display_does_not_answer(micropython):
    cases = [
        ([], [0x3C]),  # it answers: no scan
        ([False], [0x3C]),  # not at first, then on the scan: tried again
        ([False, False], [0x3C]),  # on the scan only: the bus's own error
        ([False], []),  # nothing on the bus
        ([False], [0x3D]),  # another address
    ]
    out = json.loads(micropython.run(PICOSTART.replace("CASES", repr(cases))).strip())
    assert out == [
        ["SSD1306", 0],
        ["SSD1306", 1],
        [5, 1],
        [HINT % "nothing", 1],
        [HINT % "[61]", 1],
    ]

"""The wiring pictures (boards/img/*.svg): regenerated from the board files they must be
byte for byte what is committed, and every pin the board file names must be wired to the
right physical pin of the Pico, checked against the datasheet's pin-out written out here
apart from the tool's own table."""

import os
import xml.etree.ElementTree as ET

import pytest

import wiring

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NS = {"s": "http://www.w3.org/2000/svg"}

# Raspberry Pi Pico datasheet, pin-out: GP<n> -> physical pin.
GP_TO_PIN = {
    **{g: p for g, p in zip(range(0, 2), (1, 2))},
    **{g: p for g, p in zip(range(2, 6), (4, 5, 6, 7))},
    **{g: p for g, p in zip(range(6, 10), (9, 10, 11, 12))},
    **{g: p for g, p in zip(range(10, 14), (14, 15, 16, 17))},
    14: 19,
    15: 20,
    16: 21,
    17: 22,
    **{g: p for g, p in zip(range(18, 22), (24, 25, 26, 27))},
    22: 29,
    26: 31,
    27: 32,
    28: 34,
}
GND_PINS = {3, 8, 13, 18, 23, 28, 33, 38}  # 33 is AGND

BOARDS = wiring.board_names()


def test_the_pico_boards_are_found():
    assert "pico-ssd1306" in BOARDS and "pico-sh1106" in BOARDS


@pytest.mark.parametrize("name", BOARDS)
def test_committed_picture_is_up_to_date(name):
    path = os.path.join(ROOT, "boards", "img", name + ".svg")
    with open(path, encoding="utf-8") as f:
        committed = f.read()
    assert wiring.draw(wiring.read_board(name)) == committed, (
        "%s is out of date: run python tools/builders/wiring.py" % path
    )


def parse(name):
    return ET.fromstring(wiring.draw(wiring.read_board(name)))


def pads(root):
    out = {}
    for c in root.iter("{%s}circle" % NS["s"]):
        if c.get("class") == "pad":
            out[int(c.get("data-pin"))] = (float(c.get("cx")), float(c.get("cy")), c)
    return out


def wires(root):
    return [p for p in root.iter("{%s}path" % NS["s"]) if p.get("class") == "wire"]


def end_points(path):
    nums = path.get("d").replace("M", " ").replace("L", " ").split()
    # the last two numbers are the end; the first two the start (arcs only in between)
    return (float(nums[0]), float(nums[1])), (float(nums[-2]), float(nums[-1]))


def wire_reaches_pad(path, pad):
    (x0, y0), (x1, y1) = end_points(path)
    px, py = pad[0], pad[1]
    return any(abs(x - px) <= 10 and abs(y - py) < 0.5 for x, y in ((x0, y0), (x1, y1)))


@pytest.mark.parametrize("name", BOARDS)
def test_the_pico_has_its_40_pins_numbered_and_named(name):
    root = parse(name)
    ps = pads(root)
    assert sorted(ps) == list(range(1, 41))
    for gpio, pin in GP_TO_PIN.items():
        assert ps[pin][2].get("data-name") == "GP%d" % gpio
    for pin in GND_PINS:
        assert ps[pin][2].get("data-name") in ("GND", "AGND")
    assert ps[39][2].get("data-name") == "VSYS" and ps[36][2].get("data-name") == "3V3(OUT)"
    texts = {t.text for t in root.iter("{%s}text" % NS["s"])}
    for pin in range(1, 41):
        assert str(pin) in texts


@pytest.mark.parametrize("name", BOARDS)
def test_every_board_pin_is_wired_to_its_physical_pin(name):
    board = wiring.read_board(name)
    root = parse(name)
    ps = pads(root)
    ws = wires(root)
    signals = [("sda", board["SDA"]), ("scl", board["SCL"])]
    signals += [("key-%d" % g, g) for g, _ in board["BUTTONS"]]
    if "BUZZER" in board:
        signals.append(("snd", board["BUZZER"]))
    for net, gpio in signals:
        pin = GP_TO_PIN[gpio]
        hits = [w for w in ws if w.get("data-pin") == str(pin)]
        assert hits, "no wire drawn to pin %d (GP%d, %s)" % (pin, gpio, net)
        assert any(wire_reaches_pad(w, ps[pin]) for w in hits), (net, pin)
        colour = hits[0].get("stroke")
        assert ps[pin][2].get("fill") == colour  # the pad wears its wire's colour
    # power: 3V3 to pin 36, the battery into VSYS (39), and every ground wire to a GND pin
    for pin in (36, 39):
        assert any(w.get("data-pin") == str(pin) and wire_reaches_pad(w, ps[pin]) for w in ws)
    pinned = [w for w in ws if w.get("data-pin")]
    ground_pins = [int(w.attrib["data-pin"]) for w in pinned if "gnd" in w.attrib["data-net"]]
    assert len(ground_pins) >= 3 and set(ground_pins) <= GND_PINS
    # and nothing else is wired: each used pad is one the board file or the power names
    wired = {int(w.attrib["data-pin"]) for w in ws if w.get("data-pin")}
    named = {GP_TO_PIN[g] for _, g in signals} | {36, 39} | set(ground_pins)
    assert wired == named


@pytest.mark.parametrize("name", BOARDS)
def test_the_parts_and_the_gauge_note_are_there(name):
    root = parse(name)
    texts = " ".join(t.text or "" for t in root.iter("{%s}text" % NS["s"]))
    for word in ("OLED", "VCC", "SDA", "SCL", "GND", "piezo", "battery", "Schottky", "on/off"):
        assert word in texts
    for _, key in wiring.read_board(name)["BUTTONS"]:
        assert key in texts
    if "VSYS_ADC" in wiring.read_board(name):
        assert "GP29 (ADC3)" in texts
    assert ("SH1106" in texts) == ("sh1106" in name)

"""The battery on the screen, through the headless simulator (the simulated board offers a
battery reader only when a script sets the battery): the symbol on the main menu and in
both games' pause menus at and between the thresholds of each battery type, the plug on
USB; one warning when low (with a beep only if the sound is on); when empty the match
saved, the message, the screen off for good, and after a restart the game resumed; no
reader, nothing of it; the Settings row of the battery type."""

import importlib
import json
import os
import sys
import time

import pytest

import fontgen
from hw import battery

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from sim import headless  # noqa: E402

FULL = 4250  # tools/sim/script.mjs's FULL_MV: a full pack of every type
MAIN_X = 82  # where the symbol sits: shell/mainmenu.py's battery_x ...
PAUSE_X = 113  # ... and menu.Menu's, beside a pause menu's title
SYMBOL_Y = 3
W, H = 13, 7
PLUG = "plug"


@pytest.fixture(scope="module", autouse=True)
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


def run(tmp_path, script, lang=0, seed=3, flash=None, **settings):
    """Run a key script with the given settings; return (Run, {shot: pixel rows})."""
    flash = flash or str(tmp_path / "flash")
    if not os.path.exists(os.path.join(flash, "settings.json")):
        os.makedirs(flash, exist_ok=True)
        with open(os.path.join(flash, "settings.json"), "w") as f:
            json.dump(dict(settings, lang=lang), f)
    out = str(tmp_path / "shots")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        os.remove(os.path.join(out, name))
    result = headless.run(script, seed=seed, flash=flash, out=out, fmt="pbm", lang=None)
    shots = {}
    for name in result.shots:
        with open(os.path.join(out, name + ".pbm"), "rb") as f:
            data = f.read()
        start = data.index(b"\n", data.index(b"\n") + 1) + 1
        bits = data[start:]
        shots[name] = [[bits[y * 16 + x // 8] >> (7 - x % 8) & 1 for x in range(128)]
                       for y in range(64)]  # fmt: skip
    return result, shots


def symbol(px, x):
    """What the pixels at the symbol's place show: None (nothing), PLUG, or the bars."""
    box = [row[x : x + W] for row in px[SYMBOL_Y : SYMBOL_Y + H]]
    if not any(any(row) for row in box):
        return None
    outline = all(box[0][:12]) and all(box[6][:12]) and all(r[0] and r[11] for r in box)
    if not outline:
        assert box[3][0] and box[2][11] and box[4][11], box  # the plug's cord and prongs
        return PLUG
    # the bars: 2x3 blocks at 2, 5 and 8 inside the cell, filled from the left
    bars = [all(box[y][2 + 3 * i + dx] for y in (2, 3, 4) for dx in (0, 1)) for i in range(3)]
    lit = sum(bars)
    assert bars == [True] * lit + [False] * (3 - lit), box
    return lit


def mv_at(kind, pct):
    """The lowest VSYS mV at which the kind's level reads pct or more."""
    mv = 2000
    while battery.level(mv, kind) < pct:
        mv += 5
    return mv


def events(result, kind):
    return [(ms, rest) for ms, k, rest in result.events if k == kind]


@pytest.mark.parametrize("kind", [battery.ALKALINE3, battery.NIMH3, battery.LIPO1])
def test_the_symbol_at_and_between_the_thresholds(tmp_path, kind):
    low = battery.threshold_mv(kind, battery.LOW)
    steps = [  # (VSYS mV or "usb", the symbol it shows), falling: a worse state needs
        # two readings in a row, and a low pack reads OK again only 50 mV a cell higher
        (FULL, 3),
        (mv_at(kind, 67), 3),
        (mv_at(kind, 67) - 15, 2),
        (mv_at(kind, 50), 2),
        (mv_at(kind, 34), 2),
        (mv_at(kind, 34) - 15, 1),
        (low, 1),  # at the low mark: still OK, the last bar
        (low - 10, 0),  # under it: the empty cell
        ("usb", PLUG),
    ]
    script = ""
    for i, (mv, _want) in enumerate(steps):
        script += "battery %s; wait 21s; shot s%d\n" % (mv, i)
    result, shots = run(tmp_path, script, battery=kind, timeout=5)  # (the screen stays on)
    seen = [symbol(shots["s%d" % i], MAIN_X) for i in range(len(steps))]
    assert seen == [want for _mv, want in steps]
    # the pixels are the symbol's alone: a column clear on either side of it
    px = shots["s0"]
    for y in range(SYMBOL_Y - 1, SYMBOL_Y + H + 1):
        assert not px[y][MAIN_X - 1] and not px[y][MAIN_X + W]
    assert result.lines_starting("battery low") == ["battery low mv=%d" % (low - 10)]


def test_no_reader_no_symbol_no_row_no_warning(tmp_path):
    script = (
        "shot main; open Settings; up; shot last; b; "
        'open "Play Ratscrew"; open Start; wait 2s; hold b 800; wait 500; shot pause; '
        "wait 120s"
    )
    result, shots = run(tmp_path, script)
    assert symbol(shots["main"], MAIN_X) is None
    assert symbol(shots["pause"], PAUSE_X) is None
    assert result.shots["pause"].lines()[0] == "Paused"
    assert result.shots["last"].highlighted()[0] == "Language"  # the last row: no Battery
    assert not [line for _ms, line in result.console if "battery" in line]
    assert not any("Batter" in s.text() for s in result.screens)


def test_falling_voltage_in_a_game_warns_once_then_saves_and_goes_dark(tmp_path):
    kind = battery.NIMH3
    low = battery.threshold_mv(kind, battery.LOW)
    critical = battery.threshold_mv(kind, battery.CRITICAL)
    flash = str(tmp_path / "flash")
    script = (
        'open "Play Ratscrew"; open Start; wait 2s\n'
        "battery %d; wait 12s; battery %d; wait 25s; battery %d; wait 15s\n"
        "hold b 800; wait 500; shot pause; a; wait 30s\n"
        "battery %d; wait 25s\n"
        "a; b; hold b 800; up; wait 20s; shot dark\n"
    ) % (FULL - 300, low - 5, low - 40, critical - 5)
    result, shots = run(tmp_path, script, flash=flash, battery=kind)
    # one warning, in words and with a beep, though the voltage went on falling
    assert result.lines_starting("battery low") == ["battery low mv=%d" % (low - 5)]
    warned = [ms for ms, line in result.console if line.startswith("battery low")][0]
    assert [ms for ms, r in events(result, "tone") if r == "440 400"] == [warned]
    assert any("Batteries low" in s for s in result.screens if s.time >= warned)
    # the pause menu shows the empty cell
    assert symbol(shots["pause"], PAUSE_X) == 0
    assert result.shots["pause"].lines()[0] == "Paused"
    # empty: saved at once, the message, then the screen off for good
    ((empty_ms, line),) = [(ms, x) for ms, x in result.console if x.startswith("battery empty")]
    assert line == "battery empty mv=%d saved=1" % (critical - 5)
    with open(os.path.join(flash, "ratscrew.json")) as f:
        saved = json.load(f)
    assert saved["game"] == "ratscrew"
    message = [s for s in result.screens if s.time >= empty_ms]
    shown = message[0].lines()
    assert shown[shown.index("Batteries empty:") + 1] == "game saved"
    ((off_ms, _),) = events(result, "display")[-1:]
    assert events(result, "display")[-1][1] == "off"
    assert 2900 <= off_ms - empty_ms <= 3100
    # after it nothing: no frame, no tone, no card laid, no key wakes it
    assert all(ms <= empty_ms for ms, _r in events(result, "tone"))
    assert all(s.time <= off_ms for s in result.screens)
    assert [r for ms, r in events(result, "display") if ms > off_ms] == []
    assert len(result.lines_starting("screen off: batteries empty")) == 1
    # new batteries: a restart, and the main menu's Resume goes on with the game
    game = result.lines_starting("game ratscrew")[0].split()[2]  # seed=<S>
    again, shots = run(tmp_path, "battery %d; wait 11s; shot menu; open \"Resume Ratscrew\"; "
                       "wait 1s" % FULL, flash=flash, seed=4)  # fmt: skip
    assert "Resume Ratscrew" in again.shots["menu"].lines()
    assert symbol(shots["menu"], MAIN_X) == 3
    resumed = again.lines_starting("resume ratscrew")
    assert len(resumed) == 1 and resumed[0].split()[2] == game
    assert not again.lines_starting("battery")


def test_a_reading_no_running_pico_gives_drops_the_gauge_and_the_game_goes_on(tmp_path):
    # VSYS under 1.8 V cannot run a Pico: a reader that does not work (an emulated
    # RP2040's ADC reads 0), not empty batteries; the gauge goes, the game does not
    script = (
        "battery 4000; wait 11s; shot menu\n"
        'open "Play Ratscrew"; open Start; wait 2s\n'
        "battery 0; wait 25s; hold b 800; wait 500; shot pause; b; wait 30s\n"
    )
    result, shots = run(tmp_path, script, battery=battery.ALKALINE3)
    assert symbol(shots["menu"], MAIN_X) == 3  # (a working reader first)
    lines = result.lines_starting("battery")
    assert lines == [
        "battery: no reading from VSYS (0 mV); the game goes on without the gauge"
    ]  # a plain sentence, no exception's name (make deploy reads the console)
    assert symbol(shots["pause"], PAUSE_X) is None  # no gauge: no symbol
    assert result.shots["pause"].lines()[0] == "Paused"
    assert not result.lines_starting("screen off")
    assert events(result, "display")[-1][1] != "off"
    assert not result.lines_starting("battery empty")
    assert "pile 0" in result.screens[-1].lines()  # back at the table, the game going on


def test_the_warning_is_silent_with_the_sound_off_lights_a_dim_screen_and_is_translated(
    tmp_path,
):
    kind = battery.LIPO1
    low = battery.threshold_mv(kind, battery.LOW)
    critical = battery.threshold_mv(kind, battery.CRITICAL)
    # a minute without a key first: the screen is dimmed when the warning comes
    script = "wait 61s; battery %d; wait 25s; battery %d; wait 25s" % (low - 5, critical - 5)
    result, _shots = run(tmp_path, script, lang=1, sound=False, battery=kind, contrast=2)
    assert len(result.lines_starting("battery low")) == 1
    assert events(result, "tone") == []
    warned = [ms for ms, line in result.console if line.startswith("battery low")][0]
    contrast = [(ms, r) for ms, r in events(result, "display") if r.startswith("contrast")]
    assert contrast == [(0, "contrast 100"), (60000, "contrast 1"), (warned, "contrast 100")]
    assert any("Батареї сідають" in s for s in result.screens)
    # no game in play: nothing to save, so the message says only that they are empty
    assert result.lines_starting("battery empty") == [
        "battery empty mv=%d saved=0" % (critical - 5)
    ]
    assert any("Батареї розряджені" in s for s in result.screens)
    assert events(result, "display")[-1][1] == "off"


def test_settings_row_names_the_battery_type_and_keeps_it(tmp_path):
    flash = str(tmp_path / "flash")
    script = "battery 4000; open Settings; up; shot row; right; shot next; b; wait 500"
    result, _shots = run(tmp_path, script, flash=flash)
    row = result.shots["row"]
    assert row.highlighted()[0] == "Battery" and battery.NAMES[0] in row.lines()
    assert battery.NAMES[1] in result.shots["next"].lines()
    with open(os.path.join(flash, "settings.json")) as f:
        assert json.load(f)["battery"] == battery.NIMH3
    # kept: the gauge reads the new type after a restart
    again, _shots = run(tmp_path, "battery 4000; open Settings; up; shot row", flash=flash)
    assert battery.NAMES[1] in again.shots["row"].lines()


def test_the_row_and_the_symbol_fit_in_every_language():
    glyphs = fontgen.load()[0]
    for code in ("en", "uk", "ru"):
        t = importlib.import_module("uikit.lang_" + code)
        p = importlib.import_module("games.lang_" + code)  # (a game screen reads P)
        w = lambda s: fontgen.text_width(glyphs, s)  # noqa: E731
        widest = max(w(n) for n in battery.NAMES)
        assert 1 + w(t.BATTERY) + 4 + widest <= 124, code
        assert w(t.TITLE) + 3 <= MAIN_X, code  # the main menu's symbol right of the title
        assert w(p.PAUSED) + 3 <= PAUSE_X, code
        for s in (t.BATT_LOW, t.BATT_EMPTY, t.BATT_EMPTY_SAVED):  # a toast: 4 lines at most
            assert w(s) <= 4 * 118, (code, s)


VM_DRAW = """
import gc
import framebuf
from uikit import battsym, menu

class App:
    battery_step = 0

class Pause(menu.Menu):
    battery = True

app = App()
fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
pause = Pause(app, "Paused", [menu.Item("Resume"), menu.Item("Events")])

def run(n):
    for i in range(n):
        app.battery_step = i % 6 - 1  # none, 0..3 bars, the plug
        fb.fill(0)
        pause.draw(fb)

def measure():
    run(6)
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    run(60)
    b = gc.mem_alloc()
    gc.enable()
    return b - a

print(measure())
"""


def test_drawing_the_symbol_allocates_nothing_in_micropython(micropython):
    assert micropython.run(VM_DRAW).split() == ["0"]


def test_the_terminal_keys_set_the_battery(tmp_path):
    from test_sim import Terminal

    log = tmp_path / "log.txt"
    (tmp_path / "flash").mkdir()
    (tmp_path / "flash" / "settings.json").write_text('{"lang": 0}')
    term = Terminal(140, 40, str(tmp_path / "flash"), "--log", str(log), "--battery", "3300")

    def sets(n, seconds=20):
        # the battery lines of the log, once there are n of them (or the time is up)
        end = time.monotonic() + seconds
        while True:
            term.read(0.1)
            events = headless.Run(log.read_text(), "", 0).events
            found = [rest for _ms, kind, rest in events if kind == "battery"]
            if len(found) >= n or time.monotonic() > end:
                return found

    assert term.wait_for(b"Q quits")
    keys = ((b"]", "3350"), (b"[", "3300"), (b"[", "3250"), (b"u", "usb"), (b"U", "3250"))
    for n, (key, want) in enumerate(keys, 1):
        term.send(key)
        assert sets(n)[-1:] == [want]
    assert term.wait_for(b"battery: VSYS 3250 mV")  # the status line says it
    term.send(b"q")
    assert term.exit_status() == 0
    # without --battery the keys only say how to get a reader
    bare = Terminal(140, 40, str(tmp_path / "flash"))
    assert bare.wait_for(b"Q quits")
    bare.send(b"]")
    assert bare.wait_for(b"start with --battery")
    bare.send(b"q")
    assert bare.exit_status() == 0

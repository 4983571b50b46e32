"""The seldom shown messages in every language (firmware/uikit/lang_*.py): the flash's
problems, the Records page, the crash screen.  Every problem's message fits the toast in
every language; through the headless simulator, in Ukrainian and Russian, a damaged save's
message, the Records page with long names and numbers, its reset question and About stay
on the screen; in the MicroPython VM with the fake board, a full flash's messages and the
crash screen are in the chosen language and stay on the screen, the console stays English,
and the crash screen still speaks (English) when the language cannot be loaded."""

import json
import os
import re

import pytest

from device import vmscenario
from sim import headless
from test_lang import CODES, GAMES, catalogue, check_layout
from uikit import ui

# Every problem store/ and games/saves.py give: (key, the values its %s or %d may take).
PROBLEMS = {
    "E_SETTINGS_READ": ("WHY_FULL", "WHY_FLASH"),
    "E_SETTINGS_BAD": (None,),
    "E_SETTINGS_RESET": (1, 17),
    "E_SETTINGS_SAVE": ("WHY_FULL", "WHY_FLASH"),
    "E_GAME_SAVE": ("WHY_FULL", "WHY_FLASH"),
    "E_GAME_DAMAGED": (None,),
    "E_GAME_READ": ("WHY_FULL", "WHY_FLASH"),
    "E_GAME_BAD": (None,),
    "E_GAME_NEWER": (None,),
    "E_NO_SAVE": (None,),
    "E_RECORDS_READ": ("WHY_FULL", "WHY_FLASH"),
    "E_RECORDS_BAD": (None,),
    "E_RECORDS_NEWER": (None,),
    "E_RECORDS_SAVE": ("WHY_FULL", "WHY_FLASH"),
    "E_RECORDS_RESET": ("WHY_FULL", "WHY_FLASH"),
}


def message(code, key, arg):
    """A problem's message as shell/app.py's report() makes it."""
    t = catalogue(code).base
    words = getattr(t, key)
    if arg is None:
        return words
    return words % (getattr(t, arg) if isinstance(arg, str) else arg)


def test_every_problem_is_listed_and_fits_the_toast():
    keys = {k for k in dir(catalogue("en").base) if k.startswith("E_")}
    assert keys == set(PROBLEMS)
    for code in CODES:
        for key, args in PROBLEMS.items():
            for arg in args:
                lines = ui.wrap(message(code, key, arg), 118)  # as ui.toast() wraps it
                assert len(lines) <= 4, (code, key, lines)  # the toast shows four lines
                assert all(ui.text.width(s) <= 118 for s in lines), (code, key, lines)


def test_every_problem_key_the_firmware_gives_is_listed():
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
    given = set()
    for path in ("store/flash.py", "store/settings.py", "store/setload.py", "store/records.py",
                 "games/saves.py"):  # fmt: skip
        with open(os.path.join(root, path)) as f:
            given |= set(re.findall(r'"((?:E|WHY)_[A-Z_]+)"', f.read()))
    assert given == set(PROBLEMS) | {"WHY_FULL", "WHY_FLASH"}


# -- through the headless simulator ------------------------------------------------------

RECORDS = {
    "v": 1,
    "n": 3,
    "names": {
        "ШШШШ": {"t": 1, "ratscrew": [99999, 60 * 99999, -1], "equi": [120, 777, 31415]},
        "Ann": {"t": 2, "ratscrew": [5, 35, -1]},
        "Їжак": {"t": 3, "ratscrew": [12, 60 * 11 + 20, -1]},
    },
}


def edges(name, screen):
    """No string past an edge of the screen (a toast stands over the screen under it, so
    only the edges are checked)."""
    assert screen.boxes, name
    for x, y, _c, w, s in screen.boxes:
        assert x >= 0 and x + w <= 128 and 0 <= y and y + 8 <= 64, (name, s, x, w)


@pytest.fixture(scope="module")
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_messages_records_and_about_in_the_language(compiled, tmp_path, code):
    t = catalogue(code)
    flash = tmp_path / "flash"
    flash.mkdir()
    (flash / "settings.json").write_text(json.dumps({"lang": CODES.index(code)}))
    (flash / "ratscrew.json").write_text('{"game": "ratscrew", "v": 2, "state": "zz"')
    (flash / "records.json").write_text(json.dumps(RECORDS))
    run = headless.run(
        "\n".join([
            'open "%s"; shot bad_save; wait 3500' % (t.RESUME % t.GP_RATSCREW),
            'open "%s"; shot records; open "%s"; shot page; b' % (t.RECORDS, t.G_RATSCREW),
            'open "%s"; shot equi_page; b' % t.G_EQUI,
            'open "%s"; shot ask; b; b' % t.REC_RESET,
            'open "%s"; shot about' % t.ABOUT,
        ]),
        seed=4, flash=str(flash), lang=None,
    )  # fmt: skip
    shots = run.shots
    # the damaged save: its message in the language over the main menu, the file set aside
    toast = ui.wrap(t.E_GAME_BAD, 118)
    drawn = [s for _x, _y, _c, s in shots["bad_save"].items]  # the toast is drawn last
    assert drawn[-len(toast) :] == toast, drawn
    assert not re.search(r"[A-Za-z]{3}", t.E_GAME_BAD)
    edges("bad_save", shots["bad_save"])
    assert (flash / "ratscrew.bad").exists() and not (flash / "ratscrew.json").exists()
    assert t.RESUME % t.GP_RATSCREW not in shots["records"].lines()
    # the Records menu and pages, laid out in columns: a page for every game
    games = [t.names(g)[0] for g in GAMES]
    assert shots["records"].lines() == [t.RECORDS, *games, t.REC_RESET]
    page = shots["page"].lines()
    assert page[:4] == [t.G_RATSCREW, t.REC_NAME, t.REC_GAMES, t.REC_WON]
    assert page[4:7] == ["ШШШШ", "99999", "99999"]
    assert shots["equi_page"].lines()[4:8] == ["ШШШШ", "120", "12.95", t.REC_BEST % 31415]
    assert shots["ask"].lines() == ui.wrap(t.REC_ASK, 120) + [t.YES, t.NO]
    for name in ("records", "page", "equi_page", "ask", "about"):
        check_layout(name, shots[name])
    assert shots["about"].lines()[0].startswith(t.ABOUT_V.split("%")[0])


# -- in the MicroPython VM with the fake board -------------------------------------------

LONG = "Ї" * 30 + " a message so long that two lines of the screen cannot hold it all"

VM_RUN = (
    ("LONG = %r\n" % LONG)
    + r"""
import os
import fakeboard
from scenarios import emit
from games import saves
from games.match import PERSON, Match
from rules import cards, ratscrew, rng
from shell import crash
from store import flash, records
from uikit import lang, text

boxes = []

def logged(fb, s, x, y, ink):
    boxes.append((x, y, text.width(s), s))

def frame(d):
    del boxes[:]
    d.app.redraw()
    return list(boxes)

class Full:
    # a flash with no room left: every write refused as littlefs refuses it
    def open(self, path, mode="r"):
        if "w" in mode:
            raise OSError(28)
        return open(path, mode)
    def rename(self, a, b):
        os.rename(a, b)
    def remove(self, path):
        os.remove(path)
    def stat(self, path):
        return os.stat(path)
    def mkdir(self, path):
        os.mkdir(path)
    def listdir(self, path):
        return os.listdir(path)

for i in range(3):
    folder = "/d%d" % i
    os.mkdir(folder)
    with open(folder + "/settings.json", "w") as f:
        f.write('{"lang": %d}' % i)
    d = fakeboard.Driver(seed=8, data_dir=folder)
    text.log = logged
    flash.use(Full())
    m = Match("ratscrew", ["ШШШШ", "Bob", "Cy"], [PERSON, "cpu", "cpu"], 0, {"jokers": 0})
    st = ratscrew.new_game(rng.shuffled_deck(cards.full_deck(0), 1), 3, 0, 0)
    found = {}
    for name, problem in (("game", saves.save(folder, m, 9, st)),
                          ("records", records.add(folder, "ratscrew", m.names, [0]))):
        d.app.flash_problem(problem)
        found[name] = frame(d)
    d.app.settings.set("sound", False)
    d.app.save_settings()
    d.app.flush_settings()  # (the write, which the next tick without a key does)
    found["settings"] = frame(d)
    flash.use(None)
    d.app._toast = None
    d.app.push(crash.CrashScreen(d.app, ZeroDivisionError(LONG), False))
    found["crash"] = frame(d)
    d.app.restart()
    d.app.push(crash.CrashScreen(d.app, KeyError("x"), True))
    found["crash_saved"] = frame(d)
    emit(lang=lang.code, **found)
    keep = lang.T
    lang.T = None  # the catalogue cannot be read: English built in
    d.app.push(crash.CrashScreen(d.app, KeyError("y"), False))
    lang.T = keep
    fallback = frame(d)
    d.app.restart()
    lang.T = None
    d.app.flash_problem(("Game not saved (28)", "E_GAME_SAVE", "WHY_FULL"))
    lang.T = keep
    emit(fallback=fallback, unreadable=frame(d))
"""
)


@pytest.fixture(scope="module")
def vm_found():
    return vmscenario.run_code(vmscenario.device_vm(), VM_RUN)


def texts(boxes):
    return [s for _x, _y, _w, s in boxes]


def on_screen(name, boxes):
    for x, y, w, s in boxes:
        assert x >= 0 and x + w <= 128 and 0 <= y and y + 8 <= 64, (name, s, x, w)


@pytest.mark.parametrize("code", CODES)
def test_a_full_flash_and_the_crash_screen_in_the_language(vm_found, code):
    found, console = vm_found
    res = found[2 * CODES.index(code)]
    assert res["lang"] == code
    t = catalogue(code).base
    full = {
        "game": t.E_GAME_SAVE % t.WHY_FULL,
        "records": t.E_RECORDS_SAVE % t.WHY_FULL,
        "settings": t.E_SETTINGS_SAVE % t.WHY_FULL,
    }
    for name, words in full.items():
        shown = texts(res[name])
        toast = ui.wrap(words, 118)
        assert shown[-len(toast) :] == toast, (code, name, shown)
        on_screen(name, res[name])
    crash = texts(res["crash"])
    assert crash[0] == t.CRASH and crash[1] == "ZeroDivisionError"
    assert LONG.startswith(crash[2] + crash[3].rstrip("~"))
    assert crash[3].endswith("~")  # cut to the line's width
    assert crash[4:] == [t.CRASH_NOT_SAVED, t.CRASH_RESTART]
    on_screen("crash", res["crash"])
    assert texts(res["crash_saved"])[4:] == [t.CRASH_SAVED, t.CRASH_RESTART]
    on_screen("crash_saved", res["crash_saved"])
    unread = found[2 * CODES.index(code) + 1]
    fallback = texts(unread["fallback"])
    assert fallback == ["Oops, a bug:", "KeyError", "y", "", "Game not saved", "A: restart"]
    # a problem whose message cannot be read (a failing flash): its English line, no stop
    assert texts(unread["unreadable"])[-1] == "Game not saved (28)"
    # the console speaks English whatever the language
    assert console.count("settings: Settings not saved (28)") == 3
    assert console.count("Game not saved (28)") == 6  # (and the unreadable message's)
    assert console.count("Records not saved (28)") == 3

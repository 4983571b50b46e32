"""Ratscrew setup loads what Start needs between keys (games/setup.py's preload): one
module a tick once a key's frame is out, each after the modules it imports, none while a
button is down; the game then starts and plays exactly as without it (the screen
unchanged by the loads)."""

import pytest

from device import vmscenario

SCRIPT = """
import sys, json
sys.path.append('/devlib')
import fakeboard
from scenarios import open_item, select
from uikit.keys import A, DOWN
from games.ratscrew.setup import RatscrewSetup
PRELOAD = RatscrewSetup.preload
TABLE = "games.ratscrew.table"
d = fakeboard.Driver(seed=5)
out = {"before_setup": TABLE in sys.modules}
select(d, "Play Ratscrew")
d.board.keys.held = A
d.run(60)
d.board.keys.held = 0
d.run(30)  # A let go: the setup opens
d.board.keys.held = DOWN  # and DOWN pressed before its first load, and held
d.run(700)  # repeating: nothing is imported under a held button
out["setup"] = d.top()
out["while_held"] = [m for m in PRELOAD if m in sys.modules]
d.board.keys.held = 0
d.run(20)  # the key's frame may still be going out
out["soon_after"] = [m for m in PRELOAD if m in sys.modules]
screen = d.screen()
def loaded():
    return [m for m in PRELOAD if m in sys.modules]
def one_tick():
    d.run(max(1, d.wait))
for _ in range(50):  # to the first load
    one_tick()
    if loaded():
        break
out["first"] = loaded()
one_tick()  # the next tick: the next module
out["next"] = loaded()
d.run(300)
out["after_pause"] = [m for m in PRELOAD if m in sys.modules]
out["screen_same"] = d.screen() == screen
out["order"] = list(PRELOAD)
open_item(d, "Start")
out["started"] = d.top()
print("JSON " + json.dumps(out))
"""


@pytest.fixture(scope="module")
def result():
    (found,), console = vmscenario.run_code(vmscenario.device_vm(), SCRIPT)
    return found, "\n".join(console)


def test_what_start_needs_loads_between_keys(result):
    res, _ = result
    assert res["before_setup"] is False
    assert res["setup"] == "RatscrewSetup"
    assert res["while_held"] == []
    assert res["soon_after"] == []
    # one a tick, in order
    assert res["first"] == res["order"][:1]
    assert res["next"] == res["order"][:2]
    assert res["after_pause"] == res["order"]
    assert res["screen_same"] is True


def test_the_game_starts_after_the_load(result):
    res, console = result
    assert res["started"] == "RatscrewTable"
    assert "game ratscrew seed=" in console


MENU = """
import sys, json
sys.path.append('/devlib')
import fakeboard
from scenarios import open_item, select
from uikit import ui
from uikit.keys import A, B, DOWN

ui.frozen = lambda: FROZEN_RUN  # (a game's own setup preloads on the frozen firmware only)
d = fakeboard.Driver(seed=5)
import games.equi.wing as eh
import games.ratscrew.wing as rh
from shell import mainmenu
def loaded(names):
    names = [n.replace("%s", "en") for n in names]
    return [n for n in names if n in sys.modules]
out = {"top": d.top(), "label": d.app.top.items[d.app.top.sel].label}
d.run(300)
out["untouched"] = loaded(("games.setup", "games.ratscrew.setup", "shell.home"))
d.tap(B)  # someone uses the menu (B does nothing there): preloads begin
d.run(300)
out["any"] = loaded(mainmenu._ANY_SETUP)
out["any_names"] = [n.replace("%s", "en") for n in mainmenu._ANY_SETUP]
out["ratscrew"] = loaded(rh.OPEN)
out["equi"] = loaded(eh.OPEN)
select(d, "Play Equi")
d.run(300)
out["equi after"] = loaded(eh.OPEN)
open_item(d, "Play Equi")
out["setup"] = d.top()
d.tap(B)  # the setup left: the main menu anew, the setups' modules let go, then loaded
out["back"] = d.top()
open_item(d, "Settings")  # (passing Play Ratscrew and Play Equi on the way)
d.tap(B)
open_item(d, "Play Equi")
open_item(d, "Start")
d.run(500)
out["table"] = d.top()
out["ratscrew at the table"] = [n for n in loaded(rh.OPEN) if "ratscrew" in n]
out["open"] = [list(rh.OPEN), list(eh.OPEN)]
print("JSON " + json.dumps(out))
"""


def test_the_main_menu_loads_the_selected_games_setup_between_keys():
    (res,), _console = vmscenario.run_code(
        vmscenario.device_vm(), MENU.replace("FROZEN_RUN", "True")
    )
    assert res["top"] == "MainMenu" and res["label"] == "Play Ratscrew"
    # after power-on, until a key: what the first frame needed and no more
    assert res["untouched"] == []
    rs, eq = res["open"]
    # then Ratscrew's setup while its entry waits; Equi's (but the modules they share)
    # once its entry is chosen
    assert res["any"] == res["any_names"]
    assert res["ratscrew"] == [n.replace("%s", "en") for n in rs]
    assert "games.equi.setup" not in res["equi"]
    assert res["equi after"] == [n.replace("%s", "en") for n in eq]
    assert res["setup"] == "EquiSetup" and res["back"] == "MainMenu"
    # the game's table holds none of the other game's setup, loaded for the menu only
    assert res["table"] == "EquiTable" and res["ratscrew at the table"] == []


def test_from_mpy_files_the_main_menu_loads_only_what_every_setup_needs():
    # a module loaded from a .mpy file keeps its names interned for good: only what any
    # game's setup loads comes early, not the selected game's own
    (res,), _console = vmscenario.run_code(
        vmscenario.device_vm(), MENU.replace("FROZEN_RUN", "False")
    )
    assert res["untouched"] == []
    assert res["any"] == res["any_names"]
    assert "games.ratscrew.setup" not in res["ratscrew"]
    assert "games.ratscrew.holds" not in res["ratscrew"]
    assert res["table"] == "EquiTable" and res["ratscrew at the table"] == []


HELD_A = """
import sys, json
sys.path.append('/devlib')
import fakeboard
from scenarios import select
from uikit import ui
from uikit.keys import A

ui.frozen = lambda: False  # (the .mpy build's way)
d = fakeboard.Driver(seed=5)
select(d, "Play Equi")
d.run(300)
import games.equi.wing as eh
def own(name):
    return [n.replace("%s", "en") for n in eh.OPEN if n.startswith("games.%s." % name)]
def other():
    return sorted(n for n in sys.modules if n.startswith("games.ratscrew."))
out = {"before": [n for n in own("equi") if n in sys.modules], "other_before": other()}
d.board.keys.held = A
d.run(70)  # a tap's hold: A acts when let go
out["held"] = d.top()
out["held_loaded"] = [n for n in own("equi") if n in sys.modules]
out["own"] = own("equi")
match = sys.modules.get("games.match")  # (imported by the setup's module, not named)
out["other"] = other()
d.board.keys.held = 0
d.run(30)
out["after"] = d.top()
d.run(500)
out["same_match"] = match is not None and sys.modules.get("games.match") is match
print("JSON " + json.dumps(out))
"""


def test_from_mpy_files_a_held_a_on_play_loads_that_games_own_setup_before_it_acts():
    (res,), _console = vmscenario.run_code(vmscenario.device_vm(), HELD_A)
    # Equi's setup not loaded before A (its options may be: settings read them); while
    # A is held (it acts when let go), the main menu still up, the modules of its OPEN
    # in its own package, nothing of the other game.  Not a shared one that no screen
    # holds (games/match.py): named, it would go with the menu while the setup's
    # objects live on, and be loaded a second time; imported by a module named, it
    # stays, the one copy.
    assert "games.equi.setup" not in res["before"] and len(res["before"]) < len(res["own"])
    assert res["held"] == "MainMenu"
    assert res["held_loaded"] == res["own"] and "games.equi.setup" in res["own"]
    assert res["other"] == res["other_before"]
    assert res["after"] == "EquiSetup" and res["same_match"] is True


PLAIN = """
import sys, json
sys.path.append('/devlib')
import fakeboard
from uikit import buttons
from uikit.keys import A

class Plain:  # a screen that does not derive from ui.Screen: no loads_on_a
    holds = ()
    keeps_long_b = False
    def __init__(self):
        self.keys = []
    def key(self, ev):
        self.keys.append(ev)
        return True
    def tick(self, now):
        return False
    def due(self, now):
        return 1000
    def draw(self, fb):
        pass
    def shown(self):
        pass
    def sleeping(self):
        pass

d = fakeboard.Driver(seed=5)
d.run(200)
plain = Plain()
d.app.push(plain)
d.board.keys.held = A
d.run(120)
d.board.keys.held = 0
d.run(100)
print("JSON " + json.dumps({"keys": plain.keys, "press_a": buttons.PRESS | A,
                            "top": type(d.app.top).__name__}))
"""


def test_a_held_a_on_a_screen_without_loads_on_a_is_an_ordinary_press():
    (res,), _console = vmscenario.run_code(vmscenario.device_vm(), PLAIN)
    assert res["top"] == "Plain" and res["keys"] == [res["press_a"]]

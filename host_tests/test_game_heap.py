"""What a game lets go of while it runs, in the MicroPython VM on the compiled firmware
with the fake board (the screens' holds, uikit/ui.py's settle()): the main menu and its module
give way to shell/home.py's stand-in when a game's screen opens, and the menu comes back
where it stood (from the top if its entries changed); the records' module goes after a
game's end; a game holds its own strings only (uikit/lang.py), none of another game's."""

import pytest

from device import vmscenario

SCRIPT = """
import sys, json
sys.path.append('/devlib')
import fakeboard, scenarios
from uikit import keys, lang

# the menus' module and the modules of menus that hold it
MENU_MODULES = ("uikit.menu", "shell.setmenu", "shell.langmenu", "shell.records",
                "games.setup", "games.equi.setup", "games.ratscrew.setup",
                "games.pause", "games.equi.logpage")

RATSCREW = ("games.ratscrew", "rules.ratscrew")

def state(d):
    return {"top": d.top(), "bottom": type(d.app.stack[0]).__name__,
            "menu": "shell.mainmenu" in sys.modules, "home": "shell.home" in sys.modules,
            "records": "store.records" in sys.modules,
            "words": "uikit.lang_en" in sys.modules,  # the shell's catalogue (lang.T)
            "equi": sorted(m for m in sys.modules
                           if m.startswith(("games.equi", "rules.equi"))),
            "ratscrew": sorted(m for m in sys.modules if m.startswith(RATSCREW)),
            "table": [m for m in ("games.equi.table", "games.equi.view", "games.equi.cells",
                                  "rules.equi") if m in sys.modules],
            "held": sorted(m for m in MENU_MODULES if m in sys.modules),
            "sel": getattr(d.app.stack[0], "sel", None),
            "label": d.app.top.items[d.app.top.sel].label if hasattr(d.app.top, "items") else None,
            "eq": "games.equi.lang_en" in sys.modules,
            "rs": "games.ratscrew.lang_en" in sys.modules}

out = {}
d = fakeboard.Driver(seed=5)
d.run(200)
out["start"] = state(d)
scenarios.open_item(d, "Settings")
d.tap(keys.B)
out["after settings"] = state(d)
scenarios.select(d, "Play Equi")
d.tap(keys.A)
out["equi setup"] = state(d)
d.tap(keys.B)
out["back"] = state(d)
d.app.settings.set("eq_players", 2)
d.app.settings.set("eq_kinds", [3, 3, 3, 3, 3, 3])
d.app.settings.set("speed", 3)
scenarios.open_item(d, "Play Equi")
scenarios.open_item(d, "Start")
d.run(300)
d.tap(keys.B)
scenarios.open_item(d, "Events")
out["equi events"] = state(d)
d.tap(keys.B)  # (the page closes to the table: the pause menu went as it opened)
out["equi resumed"] = state(d)
d.run(700)
out["equi table"] = state(d)
for i in range(600):
    if d.top() == "EquiGameOver":
        break
    d.run(500)
out["equi over"] = state(d)
d.tap(keys.B)
d.run(300)
out["home after equi"] = state(d)
scenarios.open_item(d, "Play Ratscrew")
scenarios.open_item(d, "Start")
d.run(1000)
out["ratscrew table"] = state(d)
d.tap(keys.B)
out["ratscrew pause"] = state(d)
scenarios.open_item(d, "Quit game")  # a confirmation: the shell's "A: yes B: no"
out["ratscrew quit asked"] = state(d)
out["ratscrew quit asked"]["yes"] = d.app.top.yes
d.tap(keys.B)
d.tap(keys.B)
out["ratscrew resumed"] = state(d)
d.tap(keys.B)
scenarios.open_item(d, "Save & leave")
d.run(300)
out["ratscrew setup again"] = state(d)
d.tap(keys.B)  # (Ratscrew's setup stays under its table)
d.run(300)
out["home after leaving"] = state(d)
scenarios.open_item(d, "Resume Ratscrew")
d.run(300)
out["ratscrew resumed from home"] = state(d)
d.tap(keys.B)
scenarios.open_item(d, "Save & leave")
d.run(300)
d.tap(keys.B)
d.run(300)
scenarios.open_item(d, "Play Equi")
scenarios.open_item(d, "Start")
d.run(1000)
out["equi after ratscrew"] = state(d)
print("JSON " + json.dumps(out))
"""


@pytest.fixture(scope="module")
def states():
    found, _ = vmscenario.run_code(vmscenario.device_vm(), SCRIPT)
    return found[0]


def test_the_main_menu_gives_way_while_a_game_runs_and_comes_back_where_it_stood(states):
    start = states["start"]
    assert start["top"] == start["bottom"] == "MainMenu" and start["menu"]
    assert not start["home"] and not start["records"]
    setup = states["equi setup"]
    assert setup["top"] == "EquiSetup" and setup["bottom"] == "Home"
    assert not setup["menu"]  # the module let go too
    back = states["back"]
    assert back["top"] == back["bottom"] == "MainMenu" and back["menu"] and not back["home"]
    assert back["label"] == "Play Equi"  # where it stood
    table = states["equi table"]
    assert table["top"] == "EquiTable" and table["bottom"] == "Home" and not table["menu"]


def test_the_records_module_goes_after_a_games_end_and_a_changed_menu_starts_at_the_top(
    states,
):
    over = states["equi over"]
    assert over["top"] == "EquiGameOver" and not over["records"]
    # the table's modules go while the game-over screen is up (the next game loads them);
    # the game's rules stay with the match
    assert over["table"] == ["rules.equi"] and len(states["equi table"]["table"]) == 4
    home = states["home after equi"]
    assert home["top"] == "MainMenu" and home["menu"]
    assert home["label"] == "Play Equi"  # the same entries: where it stood
    left = states["home after leaving"]  # a Resume entry came: from the top
    assert left["top"] == "MainMenu" and left["sel"] == 0
    assert left["label"] == "Resume Ratscrew"


def test_a_game_holds_none_of_the_other_games_modules(states):
    # Equi, then Ratscrew: Equi's wing and rules are gone; then Equi again: Ratscrew's
    assert states["equi table"]["ratscrew"] == []
    assert "rules.equi" in states["equi table"]["equi"]
    assert states["ratscrew table"]["equi"] == []
    assert "rules.ratscrew" in states["ratscrew table"]["ratscrew"]
    again = states["equi after ratscrew"]
    assert again["top"] == "EquiTable" and again["ratscrew"] == [], again


def test_a_game_holds_its_own_strings_only(states):
    # the shell's catalogue is let go while a table runs, and comes back for a look-up
    assert states["start"]["words"] and states["equi setup"]["words"]
    assert not states["equi table"]["words"] and not states["ratscrew table"]["words"]
    asked = states["ratscrew quit asked"]
    assert asked["words"] and asked["yes"] == "A: yes"
    assert not states["ratscrew resumed"]["words"]
    assert states["home after equi"]["words"]
    assert states["equi table"]["eq"] and not states["equi table"]["rs"]
    assert states["ratscrew table"]["rs"] and not states["ratscrew table"]["eq"]
    assert states["ratscrew table"]["top"] == "RatscrewTable"
    assert states["ratscrew table"]["bottom"] == "Home"


def test_the_menus_module_goes_with_the_menus_while_a_game_runs(states):
    assert states["start"]["held"] == ["uikit.menu"]
    # Settings' own went; the main menu, used, loaded what every game's setup needs
    # between keys as its Play entries went by (shell/mainmenu.py's _ANY_SETUP)
    assert states["after settings"]["held"] == ["games.setup", "uikit.menu"]
    # a setup holds it; at its table it is gone, with the setups and the settings' module
    assert "uikit.menu" in states["equi setup"]["held"]
    assert states["equi table"]["held"] == states["ratscrew table"]["held"] == []
    assert states["equi over"]["held"] == []  # (the game-over screen is not a menu)
    # a pause loads it, and it goes again when the table shows; between its keys it loads
    # what leaving the table will load, the setup that the stand-in under the table makes
    # anew (games/pause.py)
    pause = states["ratscrew pause"]
    assert pause["top"] == "PauseMenu"
    assert pause["held"] == ["games.pause", "games.ratscrew.setup", "games.setup", "uikit.menu"]
    # Equi's Events page, from its pause menu: loaded for it (the pause menu's modules
    # gone), and gone when the table shows again
    events = states["equi events"]
    assert events["top"] == "EventsPage" and events["held"] == ["games.equi.logpage"]
    resumed = states["equi resumed"]
    assert resumed["top"] == "EquiTable" and resumed["held"] == []
    resumed = states["ratscrew resumed"]
    assert resumed["top"] == "RatscrewTable" and resumed["held"] == []
    # leaving the table: the setup is made anew (its modules back); then from the main
    # menu, a saved match resumed lets the setup that was left go too
    again = states["ratscrew setup again"]
    assert again["top"] == "RatscrewSetup" and "games.ratscrew.setup" in again["held"]
    table = states["ratscrew resumed from home"]
    assert table["top"] == "RatscrewTable" and table["bottom"] == "Home"
    assert table["held"] == []


READER = """
import sys, json
sys.path.append('/devlib')
import fakeboard, scenarios
from uikit import keys

class Adc:
    def read_u16(self):
        return 27000  # 4.08 V on VSYS: three alkalines, three bars

class ReaderBoard(fakeboard.Board):
    def battery(self):
        from hw import gauge

        return gauge.VsysReader(Adc())

def held():
    # the modules loaded (the shell's words among them), and "menu's" when uikit/menu.py
    # keeps the symbol's module
    menu = sys.modules.get("uikit.menu")
    out = [m for m in ("uikit.battsym", "uikit.lang_en", "uikit.menu") if m in sys.modules]
    return out + (["menu's"] if menu is not None and menu._battsym[0] is not None else [])

out = {}
d = fakeboard.Driver(seed=5, board=ReaderBoard())
d.run(200)
out["menu"] = [d.app.battery_step, held()]
d.app.settings.set("eq_players", 2)
d.app.settings.set("eq_kinds", [0, 3, 3, 3, 3, 3])
scenarios.open_item(d, "Play Equi")
scenarios.open_item(d, "Start")
d.run(1000)
out["table"] = [d.top(), held()]
d.tap(keys.B)
out["pause"] = [d.top(), held()]
d.tap(keys.B)
d.run(11000)  # (a battery reading or more)
out["again"] = [d.top(), held(), d.app.battery_step]
print("JSON " + json.dumps(out))
"""


def test_the_battery_symbols_module_goes_with_the_menus_that_draw_it():
    (found,), _ = vmscenario.run_code(vmscenario.device_vm(), READER)
    # the main menu's, with the shell's words
    assert found["menu"] == [3, ["uikit.battsym", "uikit.lang_en", "uikit.menu", "menu's"]]
    assert found["table"] == ["EquiTable", []]
    # a pause reads only the words of play, which the game holds: no shell catalogue
    assert found["pause"] == ["PauseMenu", ["uikit.battsym", "uikit.menu", "menu's"]]
    assert found["again"] == ["EquiTable", [], 3]


PICO = """
import sys, json
with open("/machine.py", "w") as f:
    f.write('''
class Pin:
    IN = OUT = 0
    PULL_UP = 1
    def __init__(self, gpio, mode=0, pull=0, value=None):
        self.gpio = gpio
    def value(self, v=None):
        return 1
class I2C:
    def __init__(self, bus, sda=None, scl=None, freq=0):
        pass
    def scan(self):
        return [0x3C]
    def writeto(self, addr, buf):
        pass
    def writevto(self, addr, bufs):
        pass
class PWM:
    def __init__(self, pin):
        pass
    def duty_u16(self, d):
        pass
    def freq(self, f):
        pass
class Timer:
    ONE_SHOT = 0
    def __init__(self, n):
        pass
    def init(self, mode=0, period=0, callback=None):
        pass
    def deinit(self):
        pass
class ADC:
    def __init__(self, gpio):
        pass
    def read_u16(self):
        return 31775
''')
from boards import pico_ssd1306
from shell import app
a = app.App(pico_ssd1306, 0, seed=1, data_dir="/data")
a.tick(0)  # the first frame
a.tick(1)  # the gauge made, on the tick after it
print("JSON " + json.dumps({"hw": sorted(m for m in sys.modules if m[:3] == "hw."),
                           "gauge": a.gauge is not None, "top": type(a.stack[-1]).__name__}))
"""


def test_a_pico_boards_start_only_module_goes_once_the_app_has_started():
    # (the Pico board file as main.py loads it, on a stand-in `machine`)
    (found,), _ = vmscenario.run_code(vmscenario.device_vm(), PICO)
    assert found["gauge"] and found["top"] in ("MainMenu", "LanguageMenu", "FirstStart")
    assert "hw.picoio" in found["hw"] and "hw.ssd1306" in found["hw"]
    assert "hw.picostart" not in found["hw"], found

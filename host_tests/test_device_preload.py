"""Ratscrew setup loads the table's module in a pause (games/setup.py's preload): not while
keys keep coming, once a second has gone by without one, and the game then starts and
plays exactly as without it (the screen unchanged by the load)."""

import pytest

from device import vmscenario

SCRIPT = """
import sys, json
sys.path.append('/devlib')
import fakeboard
from scenarios import open_item, select
from uikit.keys import A, DOWN, UP

TABLE = "games.ratscrew.table"
d = fakeboard.Driver(seed=5)
out = {"before_setup": TABLE in sys.modules}
open_item(d, "Play Ratscrew")
out["setup"] = d.top()
for i in range(8):  # a key every 140 ms: never a second's pause
    d.tap(DOWN if i % 2 else UP)
out["while_keys"] = TABLE in sys.modules
screen = d.screen()
d.run(900)
out["after_900ms"] = TABLE in sys.modules
d.run(300)
out["after_pause"] = TABLE in sys.modules
out["screen_same"] = d.screen() == screen
open_item(d, "Start")
out["started"] = d.top()
print("JSON " + json.dumps(out))
"""


@pytest.fixture(scope="module")
def result():
    (found,), console = vmscenario.run_code(vmscenario.device_vm(), SCRIPT)
    return found, "\n".join(console)


def test_the_table_loads_only_in_a_pause(result):
    res, _ = result
    assert res["before_setup"] is False
    assert res["setup"] == "RatscrewSetup"
    assert res["while_keys"] is False
    assert res["after_900ms"] is False
    assert res["after_pause"] is True
    assert res["screen_same"] is True


def test_the_game_starts_after_the_load(result):
    res, console = result
    assert res["started"] == "RatscrewTable"
    assert "game ratscrew seed=" in console

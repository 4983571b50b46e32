"""What every game of the registry has, through the compiled firmware in the MicroPython
VM (the fake board) and the headless simulator, knowing nothing of any game but its
registry line and its wing: its Play entry opens its setup, Start its table; every seat
handed to the computer from the pause menu, a whole game to its result line; "Save &
leave" and Resume go on with the very position; the next game from the game-over screen,
quit; its screens in every language stay on the screen.  host_tests/test_new_game.py runs
this on a game added to a copy of the tree."""

import json

import pytest

import registry
from device import vmscenario
from test_lang import CODES, catalogue, check_layout

SCRIPT = """
import sys, json
sys.path.append('/devlib')
import fakeboard, scenarios, games
from uikit import keys

GAME = %r

def at_table(d):
    top = d.app.top
    return hasattr(top, "st") and hasattr(top, "save")

def over(d):
    return hasattr(d.app.top, "again") and not at_table(d)

def labels(d):
    return [i.label for i in getattr(d.app.top, "items", ())]

d = fakeboard.Driver(seed=%d)
d.app.settings.set("speed", 3)
out = {"main": [d.app.top.heading] + labels(d)}
scenarios.open_item(d, "Play " + games.title(GAME, games.PLAY))
out["setup"] = [d.top(), d.app.top.heading] + labels(d)
scenarios.open_item(d, "Start")
d.run(300)
out["table"] = at_table(d)
# every person's seat to the computer: the pause menu's rows with a choice (auto-play)
d.tap(keys.B)
out["pause"] = [d.top(), d.app.top.heading] + labels(d)
for item in d.app.top.items:
    if item.choices is not None:
        scenarios.select(d, item.label)
        d.tap(keys.RIGHT)
scenarios.open_item(d, "Resume")
d.run(300)
for _ in range(400):
    if over(d) or (at_table(d) and d.app.top.st.moves >= 3):
        break
    d.run(100)
d.tap(keys.B)  # the pause menu keeps the match (after its frame; Save & leave writes what is owed)
table = d.app.stack[-2]
moves = table.st.moves if hasattr(table, "st") else None
d.run(1000)
scenarios.open_item(d, "Save & leave")
for _ in range(5):
    if d.top() == "MainMenu":
        break
    d.tap(keys.B)
d.run(300)
from games import saves
out["left"] = [moves, labels(d), saves.load("/data", GAME).state.moves]
d.app.settings.set("speed", 0)  # (slow: no computer's move while the key is read)
scenarios.open_item(d, "Resume " + games.title(GAME, games.PLAY))
out["resumed"] = [at_table(d), d.app.top.st.moves if at_table(d) else None]
d.app.settings.set("speed", 3)
for _ in range(20000):
    if over(d):
        break
    if not at_table(d):
        d.tap(keys.B)
    d.run(200)
out["over"] = [over(d), d.top()]
d.app.settings.set("speed", 0)  # (slow: the next game goes on while it is looked at)
d.tap(keys.UP)  # (wakes the screen, if the long game let it go dark: nothing else)
d.tap(keys.A)  # the match's next game
d.run(1000)
out["again"] = at_table(d)
d.tap(keys.B)
scenarios.open_item(d, "Quit game")
d.tap(keys.A)  # (a confirmation)
d.run(300)
d.tap(keys.B)
for _ in range(5):
    if d.top() == "MainMenu":
        break
    d.tap(keys.B)
d.run(300)
out["after"] = labels(d)
print("JSON " + json.dumps(out))
"""


@pytest.fixture(scope="module")
def vm():
    return vmscenario.device_vm()


@pytest.mark.parametrize("game", registry.GAMES)
def test_a_game_from_its_menu_entry_to_its_result_saved_and_resumed_on_the_way(vm, game):
    (found,), console = vmscenario.run_code(vm, SCRIPT % (game, 11))
    play = "Play " + registry.title(game, 1)
    resume = "Resume " + registry.title(game, 1)
    assert found["main"] == registry.main_menu()
    assert found["setup"][1] == registry.title(game)  # the setup's title: its name
    assert "Start" in found["setup"] and any(r.startswith("Players") for r in found["setup"])
    assert found["table"]
    assert found["pause"][1] == "Paused" and "Save & leave" in found["pause"]

    moves, left, saved = found["left"]
    assert moves is not None and moves >= 3, found
    assert saved == moves  # the position the pause showed
    assert left[0] == resume and play in left  # a saved match: its Resume first
    resumed, at = found["resumed"]  # (a computer to move may have moved at once)
    assert resumed and moves <= at <= moves + 1, found
    assert found["over"][0], found
    assert found["again"], found  # A on the game-over screen: the next game
    assert resume not in found["after"] and play in found["after"]  # done: no save left
    lines = [line for line in console if registry.console_line(line)]
    words = [line.split(" ", 2)[:2] for line in lines]
    assert words[0] == ["game", game], lines
    assert ["leave", game] in words and ["resume", game] in words
    assert all(w[1] == game for w in words)
    assert len([w for w in words if w[0] == "result"]) == 1
    end = words.index(["result", game])
    json.loads(lines[end].split(" ", 2)[2])  # the result's JSON
    # then the next game (a computer's moves, maybe), quit
    after = words[end + 1 :]
    assert after[0] == ["game", game] and after[-1] == ["quit", game], lines
    assert all(w == ["move", game] for w in after[1:-1]), lines


@pytest.fixture(scope="module")
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", registry.GAMES)
def test_a_games_screens_stay_on_the_screen_in_every_language(compiled, game, code):
    from sim import headless

    t = catalogue(code)
    play = t.PLAY % registry.title(game, 1, code)
    script = "\n".join([
        'shot main; open "%s"; shot setup; select "%s"; a; wait 1500; shot table' % (
            play, t.START),
        'b; shot pause; open "%s"; wait 500; shot events; b' % t.EVENTS,
        'b; open "%s"; wait 300; hold b 800; wait 300' % t.SAVE_LEAVE,  # (to the main menu)
        'open "%s"; shot rules_menu; open "%s"; shot rules' % (
            t.RULES, registry.title(game, 2, code)),
    ])  # fmt: skip
    run = headless.run(script, seed=6, lang=code, timeout=300)
    for name, screen in run.shots.items():
        check_layout(name, screen)
    assert run.shots["setup"].lines()[0] == registry.title(game, 0, code)
    assert run.shots["pause"].lines()[0] == t.PAUSED
    assert run.shots["rules"].lines()[0] == registry.title(game, 2, code)

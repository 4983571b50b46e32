"""The device UI through the headless simulator: the compiled firmware on the MicroPython VM
with the simulated board, driven by key scripts.  Menus and settings, every screen there
and back, whole Ratscrew games that end exactly as tools/play/play.py says, and random presses."""

import json
import os
import random
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import registry  # noqa: E402
from sim import headless  # noqa: E402

MAIN = registry.shown()  # the main menu's heading and first four rows


@pytest.fixture(scope="module", autouse=True)
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


def title(screen):
    return screen.lines()[0] if screen.lines() else ""


def test_main_menu_moves_and_wraps(tmp_path):
    entries = registry.main_menu()[1:]
    last = len(entries) - 1
    run = headless.run(
        "shot start; down; shot one; down %d; shot last; down; shot wrap" % (last - 1), seed=1
    )
    assert run.shots["start"].lines()[:5] == MAIN
    assert run.shots["start"].highlighted() == [entries[0]]
    assert run.shots["one"].highlighted() == [entries[1]]
    assert run.shots["last"].highlighted() == ["About"]
    assert run.shots["wrap"].highlighted() == [entries[0]]  # DOWN on the last wraps


def test_settings_change_and_survive_a_restart(tmp_path):
    flash = str(tmp_path / "flash")
    first = headless.run(
        "open Settings; shot before; right; shot brighter; select Speed; right 2; shot blitz;"
        " b; shot back",
        seed=1,
        flash=flash,
    )
    before = first.shots["before"].lines()
    assert before[0] == "Settings"
    level = before[before.index("Contrast") + 1]
    assert first.shots["brighter"].lines()[2] == str(min(5, int(level) + 1))
    assert "blitz" in first.shots["blitz"].lines()
    assert title(first.shots["back"]) == "Pocket Cards"
    # the contrast register really changed on the display
    contrasts = [r for _ms, kind, r in first.events if kind == "display" and "contrast" in r]
    assert len(set(contrasts)) >= 2
    saved = os.path.join(flash, "settings.json")
    assert os.path.exists(saved), os.listdir(flash)

    again = headless.run("open Settings; shot settings", seed=2, flash=flash)
    lines = again.shots["settings"].lines()
    assert lines[lines.index("Contrast") + 1] == str(min(5, int(level) + 1))
    assert "blitz" in lines


def test_every_screen_reachable_and_back_out(tmp_path):
    # (a menu keeps its selection when a screen above it closes)
    script = """
        open Rules; shot rules
        open Ratscrew; shot rules_ratscrew; down 3; shot rules_scrolled; b; shot rules_back
        open Equi; shot rules_equi; b
        b; shot main1
        open Settings; shot settings; b; shot main2
        open About; shot about; b; shot main3
        open "Play Ratscrew"; shot setup
        open "1 "; shot seat_name; open "Edit name"; shot name_editor; b; shot setup_back
        select Start; shot at_start; a; wait 500; shot table
        up; shot events; b; shot table_back
        b; shot pause
        b; shot table_again
        b; open Events; shot pause_events; b; shot events_back
        b; open "Quit game"; shot confirm; b; shot confirm_no
        a; a; shot after_quit
        open "1 "; shot deep; hold b 800; wait 200; shot long_b_home
    """
    run = headless.run(script, seed=4)
    s = run.shots
    assert title(s["rules"]) == "Rules"
    assert title(s["rules_ratscrew"]) == "Ratscrew"
    assert s["rules_scrolled"].lines() != s["rules_ratscrew"].lines()  # the page scrolls
    assert title(s["rules_back"]) == "Rules"
    assert title(s["rules_equi"]) == "Equi"
    assert "36 cards, 6 to A." in " ".join(s["rules_equi"].lines())  # docs/rules.md's Equi page
    assert s["main1"].lines()[:5] == MAIN
    # the menu shows four rows and scrolls: down to Settings, then to About
    entries = registry.main_menu()
    at = entries.index("Settings")
    assert s["main2"].lines()[:5] == ["Pocket Cards", *entries[at - 3 : at + 1]]
    assert s["main3"].lines()[:5] == ["Pocket Cards", *entries[-4:]]  # scrolled to About
    assert title(s["settings"]) == "Settings"
    assert title(s["about"]).startswith("About")
    assert "sim" in " ".join(s["about"].lines())  # the board's NAME
    assert title(s["setup"]) == "Ratscrew"
    assert title(s["seat_name"]) == "Seat 1 name"
    assert s["seat_name"].highlighted() == ["Ann"]  # the seat's name, from the preset list
    editor = s["name_editor"].lines()
    assert editor[0] == "Seat 1 name" and "A ok   B cancel" in editor  # the letter editor
    assert title(s["setup_back"]) == "Ratscrew"  # B cancels the edit
    assert s["setup_back"].highlighted()[0] == "1 Ann"
    assert s["at_start"].highlighted() == ["Start"]
    assert any(re.match(r"game ratscrew seed=\d+ players=3 ", line) for _ms, line in run.console)
    table = s["table"]
    assert any("pile" in line for line in table.lines()), table
    assert title(s["events"]) == "Events"
    assert "Events" not in title(s["table_back"])
    assert any("Quit game" in line for line in s["pause"].lines()), s["pause"]
    assert not any("Quit game" in line for line in s["table_again"].lines())
    assert title(s["pause"]) == "Paused"
    assert title(s["pause_events"]) == "Events"
    assert any(line.startswith("pile") for line in s["events_back"].lines())  # the table
    assert "Quit" in " ".join(s["confirm"].lines()) and title(s["confirm"]) != "Paused"
    assert title(s["confirm_no"]) == "Paused"
    assert s["confirm_no"].highlighted() == ["Quit game"]
    assert "quit ratscrew" in [line for _ms, line in run.console]
    assert title(s["after_quit"]) == "Ratscrew"  # back at the setup
    assert title(s["deep"]) == "Seat 1 name"
    assert s["long_b_home"].lines()[:5] == MAIN


def play_py(game_line):
    m = re.match(r"game ratscrew seed=(\d+) players=(\d+) dealer=(\d+) jokers=(\w+)$", game_line)
    assert m, game_line
    seed, players, dealer, jokers = m.groups()
    out = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "play", "play.py"), "ratscrew",
         "--seed", seed, "--players", players, "--dealer", dealer, "--jokers", jokers, "--json"],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    return json.loads(out.stdout.strip().splitlines()[-1])


# Settings: the screen never turns off (with it off the game waits for its players) and
# the computer speed is blitz.  Setup: 4 players, seats 1 and 3 human, 2 and 4 computer,
# jokers as given.  At the table the humans lay cards with A for a while, then both go on
# auto-play from the pause menu, and the game runs to its end.
GAME = """
    open Settings; select "Screen off"; right 3; select Speed; right 2; b
    open "Play Ratscrew"; select Players; right; select "3 "; right; shot setup
    select Jokers; right {jokers}; select Start; shot start; a
    wait 1000; a 12
    b; select "Ann auto"; right; select "Cy auto"; right; shot pause; open Resume
    until "result ratscrew" 3600000
    shot over
"""


@pytest.mark.parametrize("seed,jokers", [(11, 0), (23, 1)])
def test_scripted_ratscrew_game_matches_the_runner(seed, jokers):
    run = headless.run(GAME.format(jokers=jokers), seed=seed, timeout=300)
    setup = run.shots["setup"].lines()
    assert setup[setup.index("Players") + 1] == "4"
    assert [setup[setup.index(seat) + 1] for seat in setup if re.match(r"\d \w", seat)] == [
        "human", "cpu", "human", "cpu",
    ]  # fmt: skip
    assert run.shots["start"].highlighted() == ["Start"]
    assert "Jokers" in run.shots["start"].lines()
    pause = run.shots["pause"].lines()
    assert [pause[i + 1] for i, line in enumerate(pause) if line.endswith(" auto")] == ["on", "on"]
    games = run.lines_starting("game ratscrew ")
    results = run.lines_starting("result ratscrew ")
    assert len(games) == 1 and len(results) == 1, run.console
    assert games[0].endswith("jokers=" + ("off", "high")[jokers])
    device = json.loads(results[0][len("result ratscrew ") :])
    assert device == play_py(games[0])
    over = " ".join(run.shots["over"].lines())
    assert "win" in over, over


def test_a_match_with_named_jokers_matches_the_runner_game_by_game():
    # jokers `name`; both humans on auto-play.  A human always names for a joker himself:
    # the script keeps tapping A, which takes the suggested seat (R9's choice) when asked,
    # and at each game's end starts the next game of the match.
    script = GAME.split("until")[0].format(jokers=2) + "\n".join(["a; wait 400"] * 150)
    run = headless.run(script, seed=31, timeout=300)
    games = run.lines_starting("game ratscrew ")
    results = run.lines_starting("result ratscrew ")
    assert len(results) >= 3, run.console
    dealers = [int(re.search(r"dealer=(\d)", g).group(1)) for g in games]
    assert all(b == (a + 1) % 4 for a, b in zip(dealers, dealers[1:]))  # R1: the next dealer
    for game, result in list(zip(games, results))[:4]:
        assert game.endswith("jokers=name")
        assert json.loads(result[len("result ratscrew ") :]) == play_py(game), game
    menus = [title(s) for s in run.screens]
    assert "Ann names" in menus or "Cy names" in menus  # a human was asked to name


def test_holding_a_switches_a_human_to_auto_play():
    # blitz speed, 3 players with seat 1 human: after a few seconds the game waits on Ann
    script = """
        open Settings; select Speed; right 2; b; open "Play Ratscrew"; open Start
        wait 4000; shot waiting; wait 1000; shot still; hold a 800; shot switched
        wait 3000; shot later
    """
    run = headless.run(script, seed=5)
    assert run.shots["still"].lines() == run.shots["waiting"].lines()  # waits for Ann
    assert "Ann" in run.shots["waiting"].lines()  # (no "a" flag: not on auto-play)
    switched = " ".join(run.shots["switched"].lines())
    assert "Ann auto-play on" in switched, switched
    assert "Ann a" in run.shots["later"].lines()
    assert run.shots["later"].lines() != run.shots["waiting"].lines()  # the game goes on


def test_thousands_of_random_presses_never_break_the_app():
    rnd = random.Random(2024)
    keys = ["up", "down", "left", "right", "a", "b"]
    weights = [3, 3, 2, 2, 4, 2]
    steps = ['open "Play Ratscrew"; wait 200; open Start; wait 300']  # start at the table
    for i in range(4000):
        k = rnd.choices(keys, weights)[0]
        roll = rnd.random()
        if roll < 0.03:
            steps.append("hold %s %d" % (k, rnd.choice((450, 700, 1300))))
        elif roll < 0.06:
            steps.append("wait %d" % rnd.choice((100, 500, 2000)))
        else:
            steps.append(k)
        if i % 500 == 499:
            steps.append("shot s%d" % i)
    run = headless.run("\n".join(steps), seed=77, tap_ms=50, gap_ms=40, timeout=300)
    assert run.returncode == 0
    assert not [line for _ms, line in run.console if "Traceback" in line or "Error" in line]
    presses = sum(1 for _ms, kind, r in run.events if kind == "keys" and r != "-")
    assert presses >= 3800
    assert run.lines_starting("game ratscrew ")  # the presses reached the table...
    # (random presses may switch the language in Settings: the pile's line in any of them)
    piles = ("pile ", "купа ", "куча ")
    tables = [s for s in run.screens if any(t.startswith(piles) for t in s.lines())]
    assert len(tables) > 100  # ...and stayed a while
    assert all(s.lines() for s in run.shots.values())

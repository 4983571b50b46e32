"""The device app under the MicroPython VM with a fake board and a virtual clock
(host_tests/device/fakeboard.py and scenarios.py): every screen and back, redraw only
on change, dimming and screen-off, settings that survive a restart or a corrupt file,
random key mashing, and Ratscrew games with mixed seats that end exactly as
tools/play/play.py says for the same seed, seats, dealer and jokers."""

import json
import os
import re
import subprocess
import sys

import pytest

import registry
from mpvm import MicroPythonVM

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEVICE = os.path.join(HERE, "device")
GAME = re.compile(r"^game ratscrew seed=(\d+) players=(\d) dealer=(\d) jokers=(off|high|name)$")


@pytest.fixture(scope="module")
def vm():
    return MicroPythonVM(mounts=[(DEVICE, "/devlib")])


def scenario(vm, call):
    out = vm.run("import sys\nsys.path.append('/devlib')\nimport scenarios\nscenarios.%s\n" % call)
    found = [json.loads(line[5:]) for line in out.splitlines() if line.startswith("JSON ")]
    console = [line for line in out.splitlines() if not line.startswith("JSON ")]
    return found, console


def runner(seed, players, dealer, jokers):
    out = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "play", "play.py"), "ratscrew", "--json",
         "--seed", seed, "--players", players, "--dealer", dealer, "--jokers", jokers],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    return json.loads(out)


def check_against_runner(console):
    """Every game the device printed ends as tools/play/play.py says; returns the games."""
    games = []
    for i, line in enumerate(console):
        m = GAME.match(line)
        if m:
            assert console[i + 1].startswith("result ratscrew ")
            device = json.loads(console[i + 1][len("result ratscrew ") :])
            assert device == runner(*m.groups()), line
            games.append((m.groups(), device))
    assert games
    return games


def test_every_screen_is_reachable_and_left_again(vm):
    (res,), console = scenario(vm, "walk()")
    tops = [t for t, _ in res["seen"]]
    assert tops == [
        "MainMenu", "RulesMenu", "TextPage", "RulesMenu", "TextPage", "RulesMenu", "MainMenu",
        "SettingsMenu", "MainMenu", "About", "MainMenu", "RatscrewSetup", "Menu",
        "RatscrewSetup", "RatscrewTable", "TextPage", "PauseMenu", "TextPage",
        "RatscrewTable", "Confirm", "PauseMenu", "RatscrewSetup",
        "MainMenu", "MainMenu",
    ]  # fmt: skip
    screens = [texts for _, texts in res["seen"]]
    assert screens[0][:5] == registry.shown()
    assert screens[1] == ["Rules"] + [registry.title(g, 2) for g in registry.GAMES]
    assert screens[2][0] == registry.title(registry.GAMES[0], 2)
    assert screens[4][0] == registry.title(registry.GAMES[1], 2)
    assert screens[12][0] == "Seat 1 name"
    assert screens[15] == ["Events", "nothing yet"]
    assert screens[19][:2] == ["Quit this game and the", "match?"]  # wrapped at 120 px
    assert console[0].startswith("game ratscrew seed=")
    assert console[1:] == ["quit ratscrew"]


def test_redraw_only_on_change_dim_off_and_the_waking_key(vm):
    res, _ = scenario(vm, "idle()")
    start, warmed, quiet, dimmed, woke, moved, off, still_off, woke2 = res
    # The first frame out, the next tick imports the selected game (A answers at once),
    # and then the console waits for a key.
    assert start["shows"] == 1 and start["level"] == 180 and start["wait"] == 0
    # (a start imports what the main menu draws: of the games, their names and settings)
    games = ["games"] + [
        "games.%s%s" % (g, part) for g in registry.GAMES for part in ("", ".options")
    ]
    assert [m for m in start["modules"] if m.startswith("games")] == sorted(games)
    shell = {"shell.app", "shell.appstart", "shell.crash", "shell.empty", "shell.entries",
             "shell.mainmenu", "shell.power", "shell.screens"}  # fmt: skip
    assert set(m for m in start["modules"] if m.startswith("shell.")) == shell
    first = registry.GAMES[0]
    assert "games.%s" % first in warmed["games"] and warmed["wait"] == 20
    # (of the other game, only its options: the settings' defaults)
    other = "games.%s." % registry.GAMES[1]
    assert [m for m in warmed["games"] if m.startswith(other)] == [other + "options"]
    assert quiet["shows"] == 1 and quiet["ticks"] > 400  # ten idle seconds: no redraw
    assert dimmed == {"level": 1, "on": True, "shows": 1}
    assert woke == {"level": 180, "moved": False}  # the waking DOWN did not move
    assert moved == {"moved": True}
    assert off["on"] is False
    assert still_off["shows"] == off["shows"] and still_off["wait"] == 30
    assert woke2 == {"level": 180, "on": True, "top": "MainMenu"}  # A only woke it


def test_settings_survive_a_restart_and_a_corrupt_file(vm):
    res, console = scenario(vm, "persist()")
    assert res[0] == {"level": 100}
    assert res[1] == {"level": 100, "sound": False, "timeout": 1}
    assert console == ["settings: Settings were unreadable; defaults restored"]
    assert res[2]["sound"] is True
    assert res[2]["screen"][5:] == ["Settings were unreadable;", "defaults restored"]
    assert res[3]["screen"] == registry.shown()


def test_about_names_version_board_and_memory(vm):
    (res,), _ = scenario(vm, "about()")
    screen = res["screen"]
    assert re.match(r"About v\d+\.\d+\.\d+$", screen[0])
    assert screen[1:3] == ["board:", " fake-board"]
    assert screen[3] == "MicroPython:" and re.match(r" 1\.\d+\.\d+$", screen[4])
    assert re.match(r"free \d+ KB$", screen[5]) and re.match(r"used \d+ KB$", screen[6])
    assert all(len(line) <= 16 for line in screen)


@pytest.mark.parametrize(
    "players,human,jokers,dealer",
    [
        (3, [1, 0, 1], 0, 1),
        (4, [1, 0, 0, 1], 1, 2),
        (5, [0, 1, 0, 1, 0], 2, -1),
        (2, [1, 1], 2, 0),
        (6, [1, 0, 0, 0, 0, 0], 0, 5),
    ],
)
def test_a_game_with_mixed_seats_ends_as_the_runner_says(vm, players, human, jokers, dealer):
    res, console = scenario(vm, "play(%d, %r, %d, %d)" % (players, human, jokers, dealer))
    (game, device), = check_against_runner(console)  # fmt: skip
    assert int(game[1]) == players
    if dealer >= 0:
        assert int(game[2]) == dealer
    else:  # a random first dealer (R1): any seat of the table
        assert 0 <= int(game[2]) < players
    assert game[3] == ("off", "high", "name")[jokers]
    over, summary = res
    assert 0 < summary["by_hand"] <= 25  # humans laid with A, then went on auto-play
    assert over["wins"][device["winners"][0]] == 1
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fox"]
    winner = names[device["winners"][0]]
    assert over["screen"][0] == winner + " wins!"
    assert over["screen"][1] == "after %d cards" % device["laid"]
    assert "owes" in summary["statuses"]
    assert any(s.endswith(": A to lay") for s in summary["statuses"])
    assert any(" took " in s for s in summary["statuses"])
    for _heading, suggested, r9_choice, _chosen in summary["namings"]:
        assert suggested == r9_choice  # the menu offers R9's computer choice first


def test_a_match_passes_the_deal_and_keeps_score(vm):
    res, console = scenario(vm, "play(3, [1, 0, 0], 1, 0, games=3)")
    games = check_against_runner(console)
    assert [int(g[2]) for g, _ in games] == [0, 1, 2]  # R1: the deal passes on
    assert len({g[0] for g, _ in games}) == 3  # a fresh shuffle each game
    wins = [0, 0, 0]
    for _, device in games:
        for w in device["winners"]:
            wins[w] += 1
    assert res[2]["wins"] == wins
    assert res[2]["screen"][2] == "Match, 3 games:"


def test_a_human_names_another_seat_for_a_joker(vm):
    res, console = scenario(vm, "play(4, [1, 0, 0, 1], 2, -1, rename=True, manual=400)")
    summary = res[-1]
    assert summary["namings"], "no joker reached a human seat"
    for heading, suggested, r9_choice, chosen in summary["namings"]:
        assert heading in ("Ann names", "Dee names") and suggested == r9_choice
        assert chosen != suggested and not chosen.startswith(heading.split()[0])
    named = [line for line in console if " names " in line]
    assert named == []  # the log is on the device; the console only has game and result
    assert console[0].startswith("game ratscrew") and console[1].startswith("result ratscrew")


def test_thousands_of_random_presses_never_crash(vm):
    (res,), console = scenario(vm, "mash(3000, 77)")
    tops = res["tops"]
    assert sum(tops.values()) == 3000
    assert tops.get("RatscrewTable", 0) > 300 and tops.get("MainMenu", 0) > 50
    assert {"PauseMenu", "TextPage", "SettingsMenu"} <= set(tops)
    # (the menus' half may reach any game's table: each registered game's lines)
    other = [line for line in console if not (GAME.match(line) or registry.console_line(line))]
    assert other == []


# Bytes on the bus for a run of n changed pages.  The SSD1306 takes a run in one transfer
# (address and its 7 addressing bytes, then address, control and the run's data); the
# SH1106 a page at a time (address and 4 addressing bytes, address, control, 128 data).
RUN_BYTES = {"SSD1306": lambda n: 10 + 128 * n, "SH1106": lambda n: 135 * n}


@pytest.mark.parametrize("module,cls", [("hw.ssd1306", "SSD1306"), ("hw.sh1106", "SH1106")])
def test_only_changed_pages_go_over_i2c(vm, module, cls):
    run = RUN_BYTES[cls]
    (res,), _ = scenario(vm, "pages(%r, %r)" % (module, cls))
    assert res["idle"] == 0  # five idle seconds: nothing sent
    assert res["menu_move"] == run(2)  # the old and the new selected row, one under the other
    assert res["full"] == run(8)
    assert res["lay"] <= 8 * run(1)


def test_the_game_waits_while_the_screen_is_off(vm):
    (playing, asleep, woken), _ = scenario(vm, "sleeping_table()")
    assert playing["on"] is True and playing["laid"] >= 10  # 1.5 s a card
    assert asleep["on"] is False
    assert asleep["laid"] == asleep["before"]  # a minute off: not one card more
    assert asleep["wait"] == 30
    assert woken["on"] is True and woken["top"] == "RatscrewTable"  # B only woke it
    assert woken["laid"] > asleep["laid"]


def test_a_player_spells_a_new_name(vm):
    (res,), _ = scenario(vm, "rename()")
    editing, renamed, refused, table = res["shown"]
    assert editing[0] == "TextEdit" and editing[1][1:5] == ["A", "n", "n", " "]
    assert renamed[0] == "RatscrewSetup" and "1 Bmo" in renamed[1]
    assert refused[0] == "TextEdit" and refused[1][-1] == "Bob is taken"
    assert table[0] == "RatscrewTable" and "Bmo c" in table[1]
    assert res["names"] == ["Bmo", "Bob", "Cy"]  # kept on the flash


def test_drawing_a_screen_allocates_nothing(vm):
    (res,), _ = scenario(vm, "draw_alloc()")
    assert set(res) == {
        "main", "setup", "settings", "about", "table", "pause", "gameover", "rules",
        "confirm", "edit",
    }  # fmt: skip
    assert res == dict.fromkeys(res, 0)


def test_a_pause_keeps_the_match_after_its_frame_and_leaving_writes_only_what_is_owed(vm):
    (res,), _ = scenario(vm, "leave_writes()")
    paused, left, auto = res["plain"]
    assert paused == 1  # the pause's own save, after its frame
    assert left == 0 and auto == [False, False, False]  # nothing owed: no second write
    # a seat handed to the computer: written as it leaves, with the switch
    writes, auto = res["switched"]
    assert writes >= 1 and auto == [True, False, False]
    # left at once after pausing: the owed save written as it leaves, the very position
    laid, saved = res["quick"]
    assert saved == laid and laid > 0
    assert res["top"] == "MainMenu"  # (that match was resumed from there)


def test_a_match_is_saved_and_resumed_even_after_a_restart(vm):
    (res, broken, files), console = scenario(vm, "resume()")
    assert res["menu"][1][1] == "Resume Ratscrew"  # after "Save & leave"
    assert res["resumed"] == ["RatscrewTable", True]  # the very position it left
    assert res["slept"] is False
    assert res["menu2"][1][1] == "Resume Ratscrew"  # the sleeping game survived a restart
    assert res["resumed2"] is True
    assert "Resume Ratscrew" not in res["after"][1]  # a finished game leaves no save
    game = GAME.match(console[0])
    assert console[1] == "leave ratscrew"
    seed = game.group(1)
    assert console[2].startswith("resume ratscrew seed=%s laid=" % seed)
    assert console[3].startswith("resume ratscrew seed=%s laid=" % seed)
    result = json.loads(console[4][len("result ratscrew ") :])
    assert result == runner(*game.groups())  # resumed twice, still the engine's game
    assert broken["broken"][1][-2:] == ["Saved game damaged: it", "cannot go on"]
    assert "Resume Ratscrew" not in broken["broken"][1]
    assert files["files"] == ["ratscrew.bad", "records.json", "settings.json"]  # kept


def test_a_match_saved_by_release_040_resumes_after_the_upgrade(vm):
    (res,), console = scenario(vm, "resume_040()")
    assert res["menu"][1][1] == "Resume Ratscrew"
    top, laid, names, kinds, auto, dealer, wins, games = res["took"]
    assert top == "RatscrewTable" and laid == 27
    assert names == ["Ann", "Bob", "Cy"] and kinds == ["person", "cpu", "person"]
    assert auto == [False, False, True] and dealer == 1 and wins == [2, 1, 0] and games == 3
    assert console[0] == "resume ratscrew seed=4242 laid=27"
    result = json.loads(console[1][len("result ratscrew ") :])
    assert result == runner("4242", "3", "1", "name")  # the very game 0.4.0 was playing
    assert sum(res["wins"]) == 3 + len(result["winners"])


def test_a_game_stopped_by_the_card_cap(vm):
    (res,), console = scenario(vm, "capped()")
    result = json.loads(console[1][len("result ratscrew ") :])
    assert result["capped"] is True and result["laid"] == 5000
    low = min(result["counts"])
    assert result["winners"] == [s for s, n in enumerate(result["counts"]) if n == low]
    names = ["Ann", "Bob", "Cy"]
    who = " ".join(names[s] for s in result["winners"])
    assert res["over"][0] == who + (" wins!" if len(result["winners"]) == 1 else " win!")
    assert res["over"][1] == "cap: fewest cards"
    assert res["top"] == "RatscrewTable" and GAME.match(console[2])  # and the match goes on


def test_winner_lines_fit_one_screen_line(vm):
    out = vm.run(
        "import games\n"
        "from games.match import winners_text\n"
        "from uikit import lang\n"
        "lang.use_game(games.GAMES[0])  # (a game's screens: its words and the games')\n"
        "n = ['Dave', 'Anna', 'Bert', 'Cy', 'Mimi', 'Wawa']\n"
        "for w, mark in (([1], '!'), ([0, 3], '!'), ([0, 1, 2], '!'), ([0, 1, 2, 4, 5], '!'),\n"
        "                ([0, 1, 2, 3, 4, 5], '')):\n"
        "    print(winners_text(n, w, mark))\n"
    )
    # (128 pixels of the console's font: three names fit, five do not)
    want = ["Anna wins!", "Dave Cy win!", "Dave Anna Bert win!", "5 share the win!",
            "6 share the win"]  # fmt: skip
    assert out.splitlines() == want


def test_the_apps_random_source_keeps_its_stream(vm):
    # Game seeds and random dealers come from one stream seeded by App's seed, across
    # changes of screens.
    code = """
import sys, json
sys.path.append('/devlib')
import fakeboard
from uikit import keys
d = fakeboard.Driver(seed=77)
a = d.app
out = [a.new_seed(), a.random(6), a.new_seed(), a.random(1000)]
a.push(a.main_menu())  # a change of screens
d.tap(keys.B)
out.append(a.new_seed())
print("JSON " + json.dumps({"draws": out}))
"""
    out = vm.run(code)
    found = json.loads([x for x in out.splitlines() if x.startswith("JSON ")][0][5:])
    from rules.rng import Rng

    r = Rng(77)
    want = [r.next32() & 0x3FFFFFFF, r.below(6), r.next32() & 0x3FFFFFFF, r.below(1000)]
    want.append(r.next32() & 0x3FFFFFFF)
    assert found["draws"] == want

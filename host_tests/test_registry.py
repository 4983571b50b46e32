"""What each game's wing declares of itself, held across the registry
(firmware/games/__init__.py): its settings' keys begin with its own PREFIX, its save's
header byte (SAVE_ID, its rules') is its own, and its KINDS say who plays a seat, a person
first, as its <prefix>kinds setting holds them (games/setup.py); and what the tools get
from it: tools/play/play.py GAME plays a game by its wing's runner as the device would."""

import json
import os
import subprocess
import sys

import pytest

import games
from rules import game as rules_game
from store import setcheck

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WINGS = {name: games.wing(name) for name in games.GAMES}


def test_every_game_has_a_prefix_and_a_save_id_of_its_own():
    prefixes = [w.PREFIX for w in WINGS.values()]
    ids = [w.SAVE_ID for w in WINGS.values()]
    assert len(set(prefixes)) == len(prefixes), prefixes
    assert len(set(ids)) == len(ids), ids
    for p in prefixes:  # no prefix the start of another's (nor of the shell's settings)
        assert p.endswith("_") and not [q for q in prefixes if q != p and q.startswith(p)]
    assert all(isinstance(i, int) and 0 <= i < 256 and i != rules_game.SAVE_MAGIC for i in ids)


@pytest.mark.parametrize("name", games.GAMES)
def test_a_games_settings_are_under_its_prefix_and_its_kinds_are_its_seats(name):
    w = WINGS[name]
    keys = [key for key, _code, _default in games.options(name)]
    assert keys and all(k.startswith(w.PREFIX) for k in keys), keys
    assert not set(keys) & set(setcheck.SPEC)  # (the shell's own settings)
    assert w.KINDS[0] == "person" and len(w.KINDS) >= 2 and len(set(w.KINDS)) == len(w.KINDS)
    spec = {key: (code, default) for key, code, default in games.options(name)}
    code, default = spec[w.PREFIX + "kinds"]
    more = {w.PREFIX + "kinds": code}
    assert setcheck.ok(w.PREFIX + "kinds", list(default), more)
    assert setcheck.ok(w.PREFIX + "kinds", [len(w.KINDS) - 1] * 6, more)  # every kind
    assert not setcheck.ok(w.PREFIX + "kinds", [len(w.KINDS)] * 6, more)  # and no more


def test_two_games_with_one_prefix_or_save_id_are_found(monkeypatch):
    # (the check above, on a registry where a second game copied the first's)
    first, *_ = games.GAMES
    copy = type("Wing", (), {"PREFIX": WINGS[first].PREFIX, "SAVE_ID": WINGS[first].SAVE_ID})
    monkeypatch.setitem(WINGS, "copy", copy)
    with pytest.raises(AssertionError):
        test_every_game_has_a_prefix_and_a_save_id_of_its_own()


def test_the_wings_runner_is_play_py_for_a_game_without_a_module_of_its_own(tmp_path):
    # tools/play/play.py offers every game of the registry: a game without
    # tools/play/play_<game>.py by its wing's play(), given a console line's fields
    out = subprocess.run(
        [sys.executable, "-c",
         "import sys; sys.argv[0] = 'play.py'; sys.path.insert(0, %r); import play\n"
         "play.GAMES = ('ratscrew',)\n"
         "play.commands = lambda: []\n"
         "sys.exit(play.main(['ratscrew', 'seed=7', 'players=4', 'dealer=0', 'jokers=off']))"
         % os.path.join(ROOT, "tools", "play")],
        capture_output=True, text=True, cwd=ROOT,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == json.loads(
        games.wing("ratscrew").play({"seed": "7", "players": "4", "dealer": "0", "jokers": "off"})
    )
    assert json.loads(out.stdout)["laid"] == 196  # (tools/play/play.py ratscrew's, README)
    bad = subprocess.run(
        [sys.executable, "-c",
         "import sys; sys.path.insert(0, %r); import play\n"
         "play.commands = lambda: []\n"
         "sys.exit(play.main(['ratscrew', 'seed=7', 'players=4']))"
         % os.path.join(ROOT, "tools", "play")],
        capture_output=True, text=True, cwd=ROOT,
    )  # fmt: skip
    assert bad.returncode == 2 and "error: the field 'jokers' is missing" in bad.stderr

"""Which console lines the web page shows while a game is played (tools/sim/web/gamelines.mjs),
in Node.js: none of a game's from its start (its seed gives away the deal) until it is
over; then all of them; a game left for later keeps them hidden, a game quit shows them."""

import json
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINES = os.path.join(ROOT, "tools", "sim", "web", "gamelines.mjs")

HARNESS = """
const { GameLines } = await import(process.argv[1]);
const g = new GameLines();
console.log(JSON.stringify(JSON.parse(process.argv[2]).map((line) => g.add(line))));
"""

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")


def shown(lines):
    """What each line lets the page show: (lines shown, what happened)."""
    out = subprocess.run(
        ["node", "--input-type=module", "-e", HARNESS, LINES, json.dumps(lines)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [
        (r["show"], "".join(k for k in ("start", "over", "left") if r.get(k)))
        for r in json.loads(out)
    ]


GAME = "game equi seed=12345 players=3 dealer=0 seats=person,person,normal ai_seed=7 hand_counts=1"


def test_a_game_shows_its_lines_only_once_it_is_over():
    lines = ["ready", GAME, "move equi seat=0 discard 9H", "result equi {}", "after"]
    assert shown(lines) == [
        (["ready"], ""),
        ([], "start"),
        ([], ""),
        ([GAME, "move equi seat=0 discard 9H", "result equi {}"], "over"),
        (["after"], ""),
    ]


def test_a_game_left_keeps_them_hidden_and_one_quit_shows_them():
    lines = [GAME, "move equi seat=0 discard 9H", "leave equi", "menu"]
    assert shown(lines) == [([], "start"), ([], ""), (["leave equi"], "left"), (["menu"], "")]
    resumed = "resume ratscrew seed=99 laid=4"
    assert shown([resumed, "quit ratscrew"]) == [
        ([], "start"),
        ([resumed, "quit ratscrew"], "over"),
    ]


def test_a_new_game_ends_one_not_closed():
    assert shown([GAME, GAME]) == [([], "start"), ([], "startleft")]

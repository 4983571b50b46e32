"""Equi on the device under the MicroPython VM with the fake board (host_tests/device/):
thousands of random presses over Equi's screens end in no exception, drawing an Equi
screen allocates nothing, and the computer players play exactly as the runner's
players do."""

import json
import os
import re
import subprocess
import sys

import pytest

from device import vmscenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope="module")
def vm():
    return vmscenario.device_vm()


def scenario(vm, call):
    return vmscenario.run(vm, "equi_scenarios", call)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_presses_on_equi_screens_never_crash(vm, seed):
    # 4 seeds x 2,600 presses: more than 10,000 over Equi's screens
    (res,), console = scenario(vm, "mash(2600, %d)" % seed)
    tops = res["tops"]
    assert sum(tops.values()) == 2600
    assert tops.get("EquiTable", 0) > 800
    assert {"PauseMenu"} <= set(tops)
    phases = {int(k) for k in res["phases"]}
    assert {0, 2} <= phases  # hand-offs and persons' turns were reached
    assert not [line for line in console if "Traceback" in line or "Error" in line]
    assert any(line.startswith("move equi ") for line in console)


def test_drawing_an_equi_screen_allocates_nothing(vm):
    (res,), _ = scenario(vm, "draw_alloc()")
    assert set(res) == {"setup", "handoff", "turn", "think", "gameover", "pause", "events"}
    assert res == dict.fromkeys(res, 0)


def test_a_hints_message_goes_with_its_turn_and_the_lit_seat_is_the_one_that_moves(vm):
    # The hint's "Hint: 5 cards, marked" stays with the person's turn: not on the frames
    # of the computer seats that move next.  While a computer thinks and while its move
    # is shown, its own row is the lit one (it was the person's, the next to move).
    (res,), _ = scenario(vm, "hint_then_computers(5)")
    frames = res["frames"]
    assert res["toast"] and len(frames) >= 4, res
    assert [f for f in frames if f[1]] == []  # no frame after the take shows the hint
    computers = [f for f in frames if f[0] in (3, 4)]  # (passplay: THINK, SHOW)
    assert {f[3] for f in computers} == {1, 2}  # both computers moved
    assert all(f[2] == f[3] for f in computers), frames  # the lit row: the mover's
    assert frames[-1][0] == 1 and frames[-1][2] == -1  # the person's news: no seat rows


def test_the_card_cells_are_each_cards_rank_and_suit_in_every_language(vm):
    (res,), _ = scenario(vm, "cell_strip()")
    assert res["same"] == [True, True, True]


def test_the_tables_card_marks_are_the_card_arts(vm):
    # the table writes the text-log marks of its cells itself (games/equi/view.py)
    (res,), _ = scenario(vm, "marks()")
    assert res["same"] == [True] * 36


@pytest.mark.parametrize("seed", [3, 8])
def test_a_person_playing_the_hints_plays_the_runners_game(vm, seed):
    # The person always plays the hint, which is the reference max-cards move: so the
    # whole game is the runner's with the policies max-cards,hard,hard.
    (res,), console = scenario(vm, "hints_against_computers(%d)" % seed)
    assert res["over"] == "EquiGameOver"
    assert len(res["hinted"]) >= 3 and all(res["hinted"])  # every hint marked its cards
    assert not res["kept"]  # the finished table is not held by the game-over screen
    game = [x for x in console if x.startswith("game equi ")]
    result = [x for x in console if x.startswith("result equi ")]
    assert len(game) == len(result) == 1
    m = re.match(r"game equi seed=(\d+) players=3 dealer=(\d+) seats=person,hard,hard "
                 r"ai_seed=(\d+) hand_counts=0$", game[0])  # fmt: skip
    assert m, game
    cmd = [sys.executable, os.path.join(ROOT, "tools", "play", "play.py"), "equi", "--json",
           "--seed", m.group(1), "--players", "3", "--dealer", m.group(2),
           "--policy", "max-cards,hard,hard", "--ai-seed", m.group(3)]  # fmt: skip
    ref = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    got = json.loads(result[0][len("result equi ") :])
    assert got["policies"] == ["person", "hard", "hard"]
    del got["policies"], ref["policies"]
    assert got == ref

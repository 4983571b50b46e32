"""Equi on the device through the headless simulator: whole all-computer games at 2 to 6
seats that end exactly as tools/play/play.py equi says, persons playing with the cursor, hints,
an illegal attempt and its reason, discards, E6, the stock running out, E7's end, a match
saved and resumed after a restart, and privacy checked frame by frame: between one
person's move and the next person's A on the hand-off screen, no frame shows a card that
lies hidden in a hand.  Which cards a frame shows comes from the card marks the firmware's
card art writes above the screen (uikit/cardart.py: mark())."""

import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "firmware")]

from rules import cards, equi  # noqa: E402
from sim import headless  # noqa: E402

GAME = re.compile(
    r"^game equi seed=(\d+) players=(\d) dealer=(\d) seats=([a-z,]+) ai_seed=(\d+) "
    r"hand_counts=([01])$"
)
MOVE = re.compile(r"^move equi seat=(\d) (?:take ([A-Z0-9,]+) with ([A-Z0-9,]+)|discard (\w\w))$")
# Settings: the screen never turns off, the computer plays at blitz speed.
FAST = 'open Settings; select "Screen off"; right 3; select Speed; right 2; b\n'
# One person's turn, whatever the position: A on the hand-off, the cursor down to the
# actions (it stops there), Hint (marks a good capture, or a card to discard), then a
# long A confirms.
TURN = "a; down 8; right; a; hold a 800; wait 1500\n"
# what a person's turn may show in a toast (the English catalogue's EQ_HINT_..., EQ_MARK_...,
# EQ_SUMS_DIFFER, EQ_EQUAL, EQ_DISCARD_HAND)
TURN_TOAST = re.compile(r"Hint: |No capture|Mark |sums differ|cannot take|Nothing can be")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


def setup_keys(kinds, hand_counts=False):
    """From the main menu: Equi's setup with these seat kinds, then Start."""
    order = ["person", "easy", "normal", "hard"]
    default = ["person", "normal", "normal", "normal", "normal", "normal"]
    keys = ['open "Play Equi"', "select Players", "right %d" % ((len(kinds) - 3) % 5)]
    for seat, kind in enumerate(kinds):
        step = (order.index(kind) - order.index(default[seat])) % 4
        if step:
            keys += ['select "%d "' % (seat + 1), "right %d" % step]
    if hand_counts:
        keys += ['select "Hand counts"', "right"]
    keys += ["select Start", "a"]
    return "; ".join(keys) + "\n"


def runner(line):
    seed, players, dealer, seats, ai_seed, hc = GAME.match(line).groups()
    cmd = [sys.executable, os.path.join(ROOT, "tools", "play", "play.py"), "equi", "--json",
           "--seed", seed, "--players", players, "--dealer", dealer, "--policy", seats,
           "--ai-seed", ai_seed] + (["--hand-counts"] if hc == "1" else [])  # fmt: skip
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip()


@pytest.mark.parametrize(
    "kinds,hand_counts",
    [
        (["hard", "easy"], False),
        (["normal", "hard", "easy"], True),
        (["hard", "hard", "normal", "easy"], False),
        (["easy", "normal", "hard", "easy", "normal"], True),
        (["hard", "normal", "easy", "hard", "normal", "easy"], False),
    ],
)
def test_computer_games_end_as_the_runner_says(kinds, hand_counts):
    script = FAST + setup_keys(kinds, hand_counts) + 'until "result equi" 3600000\nshot over'
    run = headless.run(script, seed=len(kinds) * 7, timeout=300)
    games = run.lines_starting("game equi ")
    results = run.lines_starting("result equi ")
    assert len(games) == 1 and len(results) == 1, run.console
    m = GAME.match(games[0])
    assert m and m.group(4) == ",".join(kinds) and m.group(6) == str(int(hand_counts))
    assert results[0][len("result equi ") :] == runner(games[0])  # byte for byte
    # the moves printed replay to the same end on the engine
    st = replay(run.console)
    assert json.loads(results[0][len("result equi ") :])["scores"] == st.scores()
    over = " ".join(run.shots["over"].lines())
    assert "win" in over


def replay(console):
    """The engine's state after the game and move lines printed (the last game)."""
    st = None
    for _ms, line in console:
        st = step(st, line)
    return st


def step(st, line):
    from rules import rng

    g = GAME.match(line)
    if g:
        seed, players, dealer = int(g.group(1)), int(g.group(2)), int(g.group(3))
        deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), seed)
        return equi.new_game(deck, players, dealer, g.group(6) == "1")
    m = MOVE.match(line)
    if m:
        seat = int(m.group(1))
        assert st.turn == seat, line
        if m.group(4):
            st.apply(cards.parse(m.group(4)))
        else:
            st.apply((cards.parse_list(m.group(3)), cards.parse_list(m.group(2))))
    return st


def marks(screen):
    """The cards a frame shows: the card art's marks above the screen."""
    return {cards.parse(t) for _x, y, _c, t in screen.items if y < 0}


def hidden(st):
    """Cards in a hand that nobody but its holder knows (tricks taken back are public)."""
    out = {}
    for seat, hand in enumerate(st.hands):
        for c in hand:
            if not st.seen[c - equi.LOW_CARD]:
                out[c] = seat
    return out


def check_privacy(run, names):
    """Walk the log: every frame against the state the printed moves give.  A frame may
    show a hidden card only on a person's turn screen, only that person's own, and only
    after a hand-off to that person since the last move."""
    st = None
    frame = 0
    handed = None  # the name on the last hand-off screen since the last move
    turns = passes = 0
    for _ms, kind, rest in run.events:
        if kind == "out":
            before = st
            st = step(st, rest)
            if st is not before or MOVE.match(rest):
                handed = None
            continue
        if kind != "frame":
            continue
        screen = run.screens[frame]
        frame += 1
        if st is None or st.over:
            continue
        lines = screen.lines()
        heading = [t for t in lines if t.startswith("Pass to ")]
        if heading:
            handed = heading[0][len("Pass to ") :]
            passes += 1
            # a toast of the last person's turn (a hint, a refusal) is gone
            told = [t for t in lines if TURN_TOAST.search(t)]
            assert not told, "a turn's message on the hand-off: %r" % screen
        shown = marks(screen)
        secret = hidden(st)
        turn_screen = any(t in ("Take", "Discard") for _x, y, _c, t in screen.items if y == 56)
        for c in shown & set(secret):
            seat = secret[c]
            assert turn_screen, "hidden %s of seat %d on %r" % (cards.code(c), seat, screen)
            assert seat == st.turn, "another seat's card %s on %r" % (cards.code(c), screen)
            assert handed == names[seat], "no hand-off to %s before %r" % (names[seat], screen)
        if turn_screen and shown & set(st.hands[st.turn]):
            turns += 1
    return turns, passes


def test_the_next_game_of_the_match_is_dealt_by_the_next_seat():
    # A on the game-over screen: the next game (the table's modules, let go while that
    # screen was up, load again), dealt by the seat left of the last dealer (E1)
    kinds = ["hard", "easy", "normal"]
    over = 'until "result equi" 3600000\nwait 3000\nshot %s\n'
    script = FAST + setup_keys(kinds) + over % "first" + "a\n" + over % "second"
    run = headless.run(script, seed=11, timeout=300)
    games = run.lines_starting("game equi ")
    results = run.lines_starting("result equi ")
    assert len(games) == len(results) == 2, run.console
    dealers = [int(GAME.match(g).group(3)) for g in games]
    assert dealers[1] == (dealers[0] + 1) % 3
    assert results[1][len("result equi ") :] == runner(games[1])
    assert "Match, 1 game:" in run.shots["first"].lines()
    assert "Match, 2 games:" in run.shots["second"].lines()


@pytest.mark.parametrize("kinds", [["person", "person", "normal"], ["person"] * 3])
def test_no_hand_on_screen_but_its_persons_after_the_hand_off(kinds):
    script = FAST + setup_keys(kinds) + "wait 300\n" + TURN * 36
    run = headless.run(script, seed=41, timeout=300)
    names = ["Ann", "Bob", "Cy"]
    turns, passes = check_privacy(run, names)
    persons_moved = {int(MOVE.match(x).group(1)) for x in run.lines_starting("move equi ")}
    assert {0, 1} <= persons_moved  # both persons played...
    assert turns >= 10 and passes >= 10  # ...with their hands shown after hand-offs
    assert run.lines_starting("result equi ")  # a whole game at least


def test_one_person_hints_reasons_discards_and_the_end():
    # one person (seat 1) against two computers, hints on; the first turn tries a
    # capture the rules refuse, then every turn takes the hint
    first = "wait 300; a; a; up; a; hold a 800; shot refused; wait 1600\n"
    script = FAST + setup_keys(["person", "hard", "easy"]) + first + TURN * 30
    run = headless.run(script, seed=1, timeout=300)
    refused = " ".join(run.shots["refused"].lines())
    assert re.search(r"sums differ: \d+ and \d+|\w+ cannot take \w+|Mark table cards", refused)
    texts = [" ".join(s.lines()) for s in run.screens]
    moves = run.lines_starting("move equi seat=0 ")
    assert any(" take " in m for m in moves) and any(" discard " in m for m in moves)
    assert any("nothing to take" in t for t in texts)  # the screen said so first
    assert any("Hint: " in t for t in texts)
    assert any("The stock is out" in t for t in texts)  # announced in words
    assert run.lines_starting("result equi ")
    assert any("table cleared" in t or "no cards left" in t for t in texts)  # E7's end
    assert not any("Pass to " in t for t in texts)  # one person: no hand-offs
    assert any("Ann's turn" in t for t in texts)  # but the news since the last turn


def test_taking_tricks_back_is_announced():
    # E6 comes late in a game: all computers, then look for the announcement
    found = False
    for seed in (1, 2, 3, 4):
        script = FAST + setup_keys(["hard", "easy"]) + 'until "result equi" 3600000'
        run = headless.run(script, seed=seed, timeout=300)
        texts = " ".join(" ".join(s.lines()) for s in run.screens)
        st = replay(run.console)
        if "trick cards back" in texts:
            found = True
            assert st.moves > 0
            break
    assert found, "no game of these seeds took tricks back"


def test_a_match_is_saved_and_resumed_after_a_restart(tmp_path):
    flash = str(tmp_path / "flash")
    script = FAST + setup_keys(["person", "hard", "normal"]) + TURN * 3
    script += 'b; shot pause; open "Save & leave"; b; shot menu'
    first = headless.run(script, seed=9, flash=flash, timeout=300)
    assert "Paused" in first.shots["pause"].lines()
    assert "Resume Equi" in first.shots["menu"].lines()
    assert "leave equi" in [line for _ms, line in first.console]
    st = replay(first.console)
    assert os.path.exists(os.path.join(flash, "equi.json"))
    again = headless.run('open "Resume Equi"; wait 300' + "\n" + TURN * 40, seed=10, flash=flash,
                         timeout=300)  # fmt: skip
    resumed = again.lines_starting("resume equi ")
    seed = GAME.match(first.lines_starting("game equi ")[0]).group(1)
    assert resumed == ["resume equi seed=%s moves=%d" % (seed, st.moves)]
    # the resumed game goes on from the very position: its moves replay on the engine
    for _ms, line in again.console:
        if line.startswith("result equi "):
            assert json.loads(line[len("result equi ") :])["scores"] == st.scores()
            break
        st = step(st, line)
    assert st.over

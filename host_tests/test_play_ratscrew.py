"""The headless match runner `tools/play.py ratscrew`, driven as a user would."""

import json
import os
import subprocess
import sys

import pytest

import cards
import ratscrew
import rng

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def play(*args, stdin=None):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "play.py"), *args],
        capture_output=True,
        text=True,
        input=stdin,
        cwd=ROOT,
    )


def test_seeded_game_json_matches_engine():
    p = play("ratscrew", "--players", "4", "--dealer", "2", "--seed", "77", "--json")
    assert p.returncode == 0, p.stderr
    (line,) = p.stdout.splitlines()
    got = json.loads(line)
    st = ratscrew.new_game(rng.shuffled_deck(cards.full_deck(), 77), 4, 2)
    ratscrew.play_out(st)
    assert got == {
        "winners": st.winners(),
        "laid": st.laid,
        "counts": st.counts(),
        "capped": False,
    }
    assert got["counts"][got["winners"][0]] == 0


def test_stacked_deck_with_known_result():
    # Two players, dealer 0: seat 1 gets cards 0, 2, 4, ... and plays the last dealt first.
    # All of seat 1's cards are aces/kings/..., arranged so the game is short and exact:
    # deal the sorted deck; each seat's top card is then an ace (AS for seat 0, AH for 1).
    deck = ",".join(cards.code(c) for c in cards.full_deck())
    p = play("ratscrew", "--players", "2", "--deck", deck, "--json", "--verbose")
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)
    assert got["events"][0] == "seat 1 lays AH"
    assert got["events"][1] == "seat 0 lays AS"
    assert sum(got["counts"]) + 1 >= 1 and got["laid"] == sum(
        1 for e in got["events"] if " lays " in e
    )


def test_deck_file_gives_one_result_per_line_in_order(tmp_path):
    decks = [rng.shuffled_deck(cards.full_deck(2), s) for s in (5, 6, 7)]
    f = tmp_path / "decks.txt"
    f.write_text("\n".join(cards.format_list(d) for d in decks) + "\n")
    p = play("ratscrew", "--players", "3", "--jokers", "high", "--deck-file", str(f), "--json")
    assert p.returncode == 0, p.stderr
    got = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(got) == 3
    for d, g in zip(decks, got, strict=True):
        st = ratscrew.play_out(ratscrew.new_game(d, 3, 0, ratscrew.JOKERS_HIGH))
        assert g["winners"] == st.winners() and g["laid"] == st.laid


def test_name_mode_uses_the_computer_rule():
    # The first seed whose game has a joker naming: the runner's events must show the
    # computer rule of R9 (fewest cards, then nearest clockwise) at every naming.
    for seed in range(100):
        st = ratscrew.new_game(
            rng.shuffled_deck(cards.full_deck(2), seed), 5, 0, ratscrew.JOKERS_NAME
        )
        namings = []
        while not st.over:
            if st.awaiting == ratscrew.AWAIT_NAME:
                others = [(st.stack_size(s), (s - st.turn) % 5, s) for s in range(5)]
                want = min(o for o in others if o[2] != st.turn)[2]
                namings.append("seat %d names seat %d" % (st.turn, want))
                st.push(want)
            else:
                st.push(ratscrew.LAY)
        if namings:
            break
    p = play(
        "ratscrew",
        "--players",
        "5",
        "--jokers",
        "name",
        "--seed",
        str(seed),
        "--json",
        "--verbose",
    )
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)
    assert [e for e in got["events"] if " names seat " in e] == namings
    assert got["winners"] == st.winners() and got["laid"] == st.laid


def test_readable_summary():
    p = play("ratscrew", "--players", "2", "--seed", "1")
    assert p.returncode == 0
    assert "won by seat" in p.stdout and "cards laid" in p.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (["--players", "7", "--seed", "1"], "--players must be from 2 to 6"),
        (["--players", "two", "--seed", "1"], "wants a number"),
        (["--players", "3", "--dealer", "3", "--seed", "1"], "--dealer must be a seat"),
        (["--players", "3", "--seed", "-4"], "--seed must be 0 or more"),
        (["--players", "3", "--deck", "AS,KD"], "52"),
        (["--players", "3", "--deck", "AS,ZZ"], "unknown rank"),
        (["--players", "3"], "one of the arguments"),
        (["--players", "3", "--seed", "1", "--jokers", "wild"], "invalid choice"),
        (["--players", "3", "--deck-file", "/nonexistent/decks"], "cannot read"),
        (["--players", "3", "--seed", "1", "--deck", "AS"], "not allowed with"),
    ],
)
def test_bad_input_exits_2_with_a_message(args, words):
    p = play("ratscrew", *args)
    assert p.returncode == 2
    assert words in p.stderr
    assert "Traceback" not in p.stderr and p.stdout == ""


def test_bad_line_in_deck_file_is_named(tmp_path):
    f = tmp_path / "decks.txt"
    good = cards.format_list(rng.shuffled_deck(cards.full_deck(), 1))
    f.write_text(good + "\n" + good.replace("AS", "AH", 1) + "\n")
    p = play("ratscrew", "--players", "2", "--deck-file", str(f))
    assert p.returncode == 2
    assert "line 2" in p.stderr and "twice" in p.stderr
    assert p.stdout == ""  # nothing played before the whole file was checked


def test_jokers_in_an_off_deck_are_refused():
    deck = cards.format_list(rng.shuffled_deck(cards.full_deck(2), 1))
    p = play("ratscrew", "--players", "2", "--deck", deck)
    assert p.returncode == 2 and "54 cards" in p.stderr

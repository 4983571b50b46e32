"""The headless match runner `tools/play/play.py ratscrew`, driven as a user would."""

import json
import os
import subprocess
import sys

import pytest

from rules import cards, ratscrew, rng

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def play(*args, stdin=None):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "play", "play.py"), *args],
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
    # The sorted deck (2C,2D,2H,2S,3C,...), two players, dealer 0: seat 1 is dealt cards
    # 0, 2, 4, ... and seat 0 cards 1, 3, 5, ...; the last dealt lies on top (R2).  So
    # seat 1 plays AH, AC, KH, ... and seat 0 AS, AD, KS, ...: three equal aces pass, then
    # seat 1's KH is lower than the AD and takes the five cards (R5).
    deck = ",".join(cards.code(c) for c in cards.full_deck())
    p = play("ratscrew", "--players", "2", "--deck", deck, "--json", "--verbose")
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)
    assert got["events"][:6] == [
        "seat 1 lays AH",
        "seat 0 lays AS",
        "seat 1 lays AC",
        "seat 0 lays AD",
        "seat 1 lays KH",
        "seat 1 takes the pile (5 cards)",
    ]
    assert got["laid"] == sum(1 for e in got["events"] if " lays " in e)
    (winner,) = got["winners"]
    assert (
        got["counts"][winner] == 0
        and got["events"][-1] == "seat %d has no cards left and wins" % winner
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
    assert namings, "no seed among 100 had a joker naming"
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

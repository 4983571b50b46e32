"""`tools/play/play.py equi` and `tools/play/play.py equi-captures`: output, agreement with the
engine, and exit status 2 with a message for bad input."""

import json
import os
import subprocess
import sys

from rules import cards, equi, equi_players, equi_search, rng

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLAY = os.path.join(ROOT, "tools", "play", "play.py")
DECK = cards.full_deck(0, cards.RANK_6)


def run(*args):
    p = subprocess.run(
        [sys.executable, PLAY, *args], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    return p.returncode, p.stdout, p.stderr


def lines(out):
    return [json.loads(x) for x in out.splitlines() if x.strip()]


def engine_game(deck, players, names, dealer=0, hand_counts=False, ai_seed=0):
    st = equi.new_game(deck, players, dealer, hand_counts)
    seats = [equi_players.make(n, (ai_seed * 1009) * 8 + s) for s, n in enumerate(names)]
    while not st.over:
        st.apply(seats[st.turn].choose(equi_players.View(st, st.turn)))
    return st


def test_equi_json_matches_the_engine():
    for seed, players in ((3, 2), (4, 5), (5, 6)):
        code, out, err = run("equi", "--players", str(players), "--seed", str(seed), "--json")
        assert code == 0, err
        (r,) = lines(out)
        st = engine_game(rng.shuffled_deck(DECK, seed), players, ["max-cards"] * players)
        assert r["scores"] == st.scores() and r["winners"] == st.winners()
        assert r["moves"] == st.moves and r["capped"] is False
        assert len(r["scores"]) == players


def test_equi_policies_per_seat_dealer_and_hand_counts():
    deck = rng.shuffled_deck(DECK, 21)
    text = cards.format_list(deck)
    code, out, err = run(
        "equi", "--players", "3", "--dealer", "2", "--hand-counts", "--deck", text,
        "--policy", "hard,easy,normal", "--ai-seed", "0", "--json",
    )  # fmt: skip
    assert code == 0, err
    (r,) = lines(out)
    st = engine_game(deck, 3, ["hard", "easy", "normal"], dealer=2, hand_counts=True)
    assert (r["scores"], r["winners"], r["moves"]) == (st.scores(), st.winners(), st.moves)
    assert r["policies"] == ["hard", "easy", "normal"]


def test_equi_deck_file_one_result_per_deck_and_verbose(tmp_path):
    decks = [cards.format_list(rng.shuffled_deck(DECK, s)) for s in (1, 2, 3)]
    f = tmp_path / "decks.txt"
    f.write_text("\n".join(decks[:2]) + "\n\n" + decks[2] + "\n")
    code, out, err = run("equi", "--players", "2", "--deck-file", str(f), "--json")
    assert code == 0, err
    assert len(lines(out)) == 3
    code, out, err = run("equi", "--players", "2", "--seed", "1", "--json", "--verbose")
    (r,) = lines(out)
    assert r["events"][-1].startswith("game over")
    assert sum(1 for e in r["events"] if " with " in e or " discards " in e) == r["moves"]
    code, out, err = run("equi", "--players", "2", "--seed", "1", "--verbose")
    assert code == 0 and "game over" in out and "won by seat" in out


def test_equi_bad_input_exits_2_with_a_reason():
    full = cards.format_list(DECK)
    for args, words in (
        (["--players", "7", "--seed", "1"], "--players"),
        (["--players", "x", "--seed", "1"], "number"),
        (["--players", "2", "--seed", "1", "--policy", "genius"], "unknown policy"),
        (["--players", "3", "--seed", "1", "--policy", "easy,hard"], "2 policies for 3"),
        (["--players", "2", "--dealer", "2", "--seed", "1"], "--dealer"),
        (["--players", "2", "--seed", "-1"], "--seed"),
        (["--players", "2", "--deck", full + ",2C"], "37 cards"),
        (["--players", "2", "--deck", full.replace("6C", "5C")], "not in this deck"),
        (["--players", "2", "--deck-file", "/nonexistent/decks.txt"], "cannot read"),
        (["--players", "2"], "required"),
    ):
        code, out, err = run("equi", *args)
        assert code == 2, (args, out, err)
        assert words in err, (args, err)


def test_captures_listing_matches_the_engine():
    code, out, err = run("equi-captures", "--hand", "9S,AS,QS,8C", "--table", "TD,QD", "--json")
    assert code == 0, err
    (r,) = lines(out)
    assert r == {"captures": [{"hand": ["9S", "AS"], "table": ["TD"]}], "must_discard": False}
    code, out, err = run("equi-captures", "--hand", "QS", "--table", "QD,8D", "--json")
    assert lines(out) == [{"captures": [], "must_discard": True}]
    code, out, err = run(
        "equi-captures", "--hand", "QS", "--table", "QD,8D", "--stock-empty", "--json"
    )
    assert lines(out)[0]["captures"] == [{"hand": ["QS"], "table": ["QD"]}]
    code, out, err = run("equi-captures", "--hand", "9S,AS", "--table", "")
    assert code == 0 and "no capture" in out


def test_captures_states_file(tmp_path):
    states = [
        {"hand": "9S,AS,QS,8C", "table": "TD,QD", "stock_empty": False},
        {"hand": "QS,7S", "table": "QD,7D"},
        {"hand": "6S,AH,JH,KC", "table": "TC,9D,7H,8S,QD", "stock_empty": True},
    ]
    f = tmp_path / "states.jsonl"
    f.write_text("\n".join(json.dumps(s) for s in states) + "\n")
    code, out, err = run("equi-captures", "--states-file", str(f), "--json")
    assert code == 0, err
    got = lines(out)
    assert len(got) == 3
    for s, r in zip(states, got):
        hand, table = cards.parse_list(s["hand"]), cards.parse_list(s["table"])
        want = sorted(equi_search.captures(hand, table, s.get("stock_empty", False)))
        listed = sorted(
            (
                tuple(sorted(cards.parse_list(",".join(c["hand"])))),
                tuple(sorted(cards.parse_list(",".join(c["table"])))),
            )
            for c in r["captures"]
        )
        assert listed == want and r["must_discard"] == (not want)
    assert got[1]["captures"] == [{"hand": ["7S", "QS"], "table": ["7D", "QD"]}]


def test_captures_bad_input_exits_2(tmp_path):
    bad = tmp_path / "bad.jsonl"
    for content, words in (
        ("not json\n", "not JSON"),
        ('{"hand": "9S"}\n', '"table"'),
        ('{"hand": "9S", "table": "TD", "stock_empty": "yes"}\n', "stock_empty"),
        ("[1, 2]\n", "JSON object"),
        ("\n", "no position"),
    ):
        bad.write_text(content)
        code, out, err = run("equi-captures", "--states-file", str(bad))
        assert code == 2 and words in err, (content, err)
    for args, words in (
        (["--hand", "9S,5C", "--table", "TD"], "not in the 36-card Equi deck"),
        (["--hand", "9S,AS", "--table", "9S"], "given twice"),
        (["--hand", "9S,ZZ", "--table", "TD"], "unknown rank"),
        (["--hand", "", "--table", "TD"], "hand is empty"),
        (["--hand", "9S"], "--table"),
        (["--states-file", str(bad), "--hand", "9S"], "does not go with"),
        (["--hand", "X", "--table", "TD"], "not in the 36-card"),
    ):
        code, out, err = run("equi-captures", *args)
        assert code == 2 and words in err, (args, err)

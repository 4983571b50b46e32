"""`tools/play/play.py equi-replay`: console transcripts of Equi games, made here with the
runner's own players, replay to the runner's results; illegal moves, disagreeing results
and bad lines are reported with their line numbers."""

import json
import os
import subprocess
import sys

import play_equi
from rules import cards, equi, equi_players, equi_search, equi_values, rng

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLAY = os.path.join(ROOT, "tools", "play", "play.py")
DECK = cards.full_deck(0, cards.RANK_6)


def run(*args, stdin=None):
    p = subprocess.run(
        [sys.executable, PLAY, *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        cwd=ROOT,
    )
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def replay(tmp_path, lines, *args, newline="\n", name="log.txt"):
    f = tmp_path / name
    f.write_bytes(newline.join(lines).encode() + newline.encode())
    return run("equi-replay", str(f), *args)


def objects(out):
    return [json.loads(x) for x in out.splitlines() if x.strip()]


def game_line(seed, players, dealer, kinds, ai_seed, hand_counts):
    return "game equi seed=%d players=%d dealer=%d seats=%s ai_seed=%d hand_counts=%d" % (
        seed,
        players,
        dealer,
        ",".join(kinds),
        ai_seed,
        int(hand_counts),
    )


def move_line(seat, move, order=None):
    """The console line of a move; order (an Rng) shuffles the cards within each part."""
    if isinstance(move, int):
        return "move equi seat=%d discard %s" % (seat, cards.code(move))
    hand, table = list(move[0]), list(move[1])
    if order is not None:
        order.shuffle(hand)
        order.shuffle(table)
    return "move equi seat=%d take %s with %s" % (
        seat,
        cards.format_list(table),
        cards.format_list(hand),
    )


def transcript(seed, players, dealer, kinds, ai_seed=0, hand_counts=False, person_seed=7):
    """The console lines of one game as the device prints them, the moves chosen as
    `tools/play/play.py equi` chooses them; a "person" seat plays `easy` on its own seed.
    Returns (lines, final state)."""
    deck = rng.shuffled_deck(DECK, seed)
    st = equi.new_game(deck, players, dealer, hand_counts)
    seats = [
        equi_players.make(
            "easy" if k == "person" else k,
            person_seed * 31 + s if k == "person" else play_equi.player_seed(ai_seed, 0, s),
        )
        for s, k in enumerate(kinds)
    ]
    order = rng.Rng(seed + 1000)
    lines = [game_line(seed, players, dealer, kinds, ai_seed, hand_counts)]
    while not st.over:
        seat = st.turn
        move = seats[seat].choose(equi_players.View(st, seat))
        lines.append(move_line(seat, move, order))
        st.apply(move)
    lines.append("result equi " + json.dumps(play_equi.summary(st, list(kinds))))
    return lines, st


def runner_json(seed, players, dealer, kinds, ai_seed, hand_counts, *more):
    args = ["equi", "--seed", str(seed), "--players", str(players), "--dealer", str(dealer)]
    args += ["--policy", ",".join(kinds), "--ai-seed", str(ai_seed), "--json", *more]
    if hand_counts:
        args.append("--hand-counts")
    code, out, err = run(*args)
    assert code == 0, err
    return out


GAMES = (
    (11, 2, 0, ("hard", "easy"), 3, False),
    (12, 3, 2, ("normal", "hard", "easy"), 0, True),
    (13, 4, 1, ("easy",) * 4, 5, False),
    (14, 5, 4, ("hard", "normal", "easy", "normal", "hard"), 9, True),
    (15, 6, 3, ("normal", "easy", "hard", "easy", "normal", "max-cards"), 2, False),
)


def test_computer_games_replay_to_exactly_the_runners_json(tmp_path):
    for g in GAMES:
        lines, st = transcript(*g)
        code, out, err = replay(tmp_path, lines, "--json")
        assert code == 0, (g, out, err)
        assert out == runner_json(*g), g
        # --verbose: the same event log as the runner's
        code, out, err = replay(tmp_path, lines, "--json", "--verbose")
        assert code == 0 and out == runner_json(*g, "--verbose"), g
        code, out, err = replay(tmp_path, lines)
        assert code == 0, err
        assert out.splitlines() == [
            play_equi.readable("line 1", json.loads(runner_json(*g))),
            "  line %d: the recorded result agrees with the replay" % len(lines),
        ]


def test_person_seats_replay(tmp_path):
    kinds = ("person", "hard", "person")
    lines, st = transcript(21, 3, 1, kinds, ai_seed=4, person_seed=99)
    code, out, err = replay(tmp_path, lines, "--json")
    assert code == 0, err
    (r,) = objects(out)
    assert r == play_equi.summary(st, list(kinds))
    assert r["policies"] == ["person", "hard", "person"]


def test_verbose_text_names_each_moves_line(tmp_path):
    lines, st = transcript(3, 2, 0, ("max-cards", "max-cards"))
    code, out, err = replay(tmp_path, lines, "--verbose")
    assert code == 0, err
    rows = out.splitlines()
    assert rows[0] == "line 1: Equi seed 3, 2 players, dealer 0, seats max-cards,max-cards"
    moved = [r for r in rows if " takes " in r or " discards " in r]
    assert len(moved) == st.moves
    assert moved[0].startswith("  line 2: seat 1 ")
    assert any("game over" in r for r in rows)


def find_position(want, seed_from=1):
    """The first position of a max-cards game (2 players) where want(st) holds: the
    transcript's lines up to it and the state there."""
    for seed in range(seed_from, seed_from + 200):
        st = equi.new_game(rng.shuffled_deck(DECK, seed), 2, 0)
        lines = [game_line(seed, 2, 0, ("person", "person"), 0, False)]
        while not st.over:
            if want(st):
                return lines, st
            move = equi_search.max_cards_move(st.hands[st.turn], st.table, st.stock_empty())
            lines.append(move_line(st.turn, move))
            st.apply(move)
    raise AssertionError("no such position")


def value(c):
    return equi_values.value(c)


def test_equal_cards_taking_equal_cards_is_illegal(tmp_path):
    def equal_pair(st):
        if not st.stock or len(st.hands[st.turn]) < 2:
            return False
        return any(value(h) == value(t) for h in st.hands[st.turn] for t in st.table)

    lines, st = find_position(equal_pair)
    h, t = next((h, t) for h in st.hands[st.turn] for t in st.table if value(h) == value(t))
    bad = "move equi seat=%d take %s with %s" % (st.turn, cards.code(t), cards.code(h))
    code, out, err = replay(tmp_path, lines + [bad, "move equi seat=0 discard 6C"])
    assert code == 1, (out, err)
    want = "line %d: %s: equal cards never take equal cards" % (len(lines) + 1, bad)
    assert want in out, out
    assert "unfinished after %d moves" % (len(lines) - 1) in out
    code, out, err = replay(tmp_path, lines + [bad], "--json")
    assert code == 1
    (r,) = objects(out)
    assert r["end"] == "unfinished" and r["moves"] == len(lines) - 1
    assert r["illegal"]["line"] == len(lines) + 1 and r["illegal"]["seat"] == st.turn
    assert r["illegal"]["move"] == bad
    assert r["illegal"]["reason"].startswith("equal cards never take equal cards: ")


def test_sums_that_differ_a_card_not_held_and_the_wrong_seat(tmp_path):
    def differing(st):
        return any(value(h) != value(t) for h in st.hands[st.turn] for t in st.table)

    lines, st = find_position(differing)
    seat = st.turn
    h, t = next((h, t) for h in st.hands[seat] for t in st.table if value(h) != value(t))
    other = next(c for c in DECK if c not in st.hands[seat])
    good = move_line(seat, equi_search.max_cards_move(st.hands[seat], st.table, not st.stock))
    wrong_seat = good.replace("seat=%d" % seat, "seat=%d" % (1 - seat))
    n = len(lines) + 1
    for bad, reason in (
        (
            "move equi seat=%d take %s with %s" % (seat, cards.code(t), cards.code(h)),
            "your cards add up to %d, the table cards to %d" % (value(h), value(t)),
        ),
        ("move equi seat=%d discard %s" % (seat, cards.code(other)), "is not in your hand"),
        (wrong_seat, "it is seat %d's turn, not seat %d's" % (seat, 1 - seat)),
        (good.replace("seat=%d" % seat, "seat=5"), "there is no seat 5 (seats 0 to 1)"),
    ):
        code, out, err = replay(tmp_path, lines + [bad])
        assert code == 1, (bad, out, err)
        assert "line %d: %s: " % (n, bad) in out and reason in out, (bad, out)


def test_card_order_within_a_move_does_not_matter(tmp_path):
    lines, st = transcript(31, 3, 0, ("max-cards",) * 3)
    backwards = []
    for line in lines:
        if " take " in line:
            head, rest = line.split(" take ")
            table, hand = rest.split(" with ")
            line = "%s take %s with %s" % (
                head,
                ",".join(reversed(table.split(","))),
                ",".join(reversed(hand.split(","))).lower(),
            )
        backwards.append(line)
    code, out, err = replay(tmp_path, backwards, "--json")
    assert code == 0, (out, err)
    assert objects(out)[0] == play_equi.summary(st, ["max-cards"] * 3)


def test_other_lines_prefixes_and_crlf_are_ignored(tmp_path):
    lines, st = transcript(41, 4, 2, ("normal", "easy", "hard", "normal"), ai_seed=1)
    noisy = [
        "",
        "settings: battery aa",
        "game ratscrew seed=5 players=2 dealer=0 jokers=off",
        'result ratscrew {"winners": [1], "laid": 60, "counts": [0, 52], "capped": false}',
        "endgame equi seed=1",
    ]
    for i, line in enumerate(lines):
        stamp = ("12:00:%02d.125 device: " % (i % 60)) if i % 3 == 0 else ""
        noisy.append(stamp + line + ("   " if i % 5 == 0 else ""))
        if i == 6:
            noisy += ["leave equi", "", "game ratscrew seed=9 players=3 dealer=1 jokers=high"]
            noisy += ["resume equi seed=41 moves=%d" % i]
        if i % 4 == 0:
            noisy.append("\tsome other output")
    noisy.append("quit equi")
    code, out, err = replay(tmp_path, noisy, "--json", newline="\r\n")
    assert code == 0, (out, err)
    assert out == runner_json(41, 4, 2, ("normal", "easy", "hard", "normal"), 1, False)


def test_resume_counts(tmp_path):
    lines, st = transcript(51, 2, 1, ("hard", "normal"), ai_seed=6)
    assert len(lines) > 8
    # an older save: the device goes back to move 3 and the log repeats moves 4 and 5
    older = lines[:6] + ["resume equi seed=51 moves=3"] + lines[4:]
    code, out, err = replay(tmp_path, older)
    assert code == 0, (out, err)
    assert "line 7: resume equi seed=51 moves=3 after 5 moves were replayed" in out
    assert "the recorded result agrees" in out
    # moves missing: the log cannot go on
    missing = lines[:4] + ["resume equi seed=51 moves=5"] + lines[6:]
    code, out, err = replay(tmp_path, missing)
    assert code == 1
    assert "line 5: resume equi seed=51 moves=5, but only 3 moves were replayed" in out
    assert "result is not checked" in out
    # a resume of a game the log never started
    code, out, err = replay(tmp_path, lines + ["resume equi seed=77 moves=4", lines[1]])
    assert code == 1
    assert "no 'game equi seed=77' line came before it" in out


def test_a_disagreeing_result_exits_1(tmp_path):
    lines, st = transcript(61, 3, 0, ("easy", "hard", "normal"))
    r = json.loads(lines[-1][len("result equi ") :])
    r["scores"][0] += 1
    r["winners"] = [2]
    bad = lines[:-1] + ["result equi " + json.dumps(r)]
    code, out, err = replay(tmp_path, bad)
    assert code == 1, out
    assert (
        "line %d: the recorded result disagrees with the replay: scores recorded" % (len(lines))
        in out
    )
    assert "winners recorded [2], replayed %s" % st.winners() in out
    code, out, err = replay(tmp_path, bad, "--json")
    assert code == 1
    (got,) = objects(out)
    assert "disagrees" in got["problems"][0] and got["scores"] == st.scores()
    # a result before the game is over
    code, out, err = replay(tmp_path, lines[:3] + [lines[-1]])
    assert code == 1 and "the game is still running" in out


def test_several_games_in_one_file(tmp_path):
    log = []
    want = []
    for i, g in enumerate(GAMES[:3]):
        lines, st = transcript(*g)
        log += lines + ["leave equi" if i else ""]
        want.append(json.loads(runner_json(*g)))
    # a game quit half way, one left for a new game, and one cut off by the end of the log
    quit_lines, _ = transcript(71, 2, 0, ("easy", "easy"))
    left_lines, _ = transcript(72, 2, 1, ("normal", "easy"))
    cut_lines, _ = transcript(73, 3, 0, ("easy",) * 3)
    log += quit_lines[:5] + ["quit equi"] + left_lines[:4]
    n_left = len(log) - 3
    log += cut_lines[:3]
    code, out, err = replay(tmp_path, log, "--json")
    assert code == 0, (out, err)
    got = objects(out)
    assert got[:3] == want
    assert [r["end"] for r in got[3:]] == ["quit", "unfinished", "unfinished"]
    assert [r["moves"] for r in got[3:]] == [4, 3, 2]
    assert "quit" not in json.dumps(got[3].get("notes", []))
    assert "while the game of line %d is unfinished" % n_left in got[4]["notes"][0]
    assert "still running at the end of the log" in got[5]["notes"][0]
    code, out, err = replay(tmp_path, log)
    assert code == 0
    assert len([r for r in out.splitlines() if not r.startswith("  ")]) == 6


def test_standard_input(tmp_path):
    lines, st = transcript(81, 2, 0, ("hard", "hard"))
    code, out, err = run("equi-replay", "-", "--json", stdin="\n".join(lines).encode())
    assert code == 0, err
    assert objects(out) == [play_equi.summary(st, ["hard", "hard"])]


def test_moves_of_no_game_and_moves_after_the_end(tmp_path):
    lines, st = transcript(91, 2, 0, ("easy", "easy"))
    code, out, err = replay(tmp_path, lines[1:3] + lines)
    assert code == 1
    assert out.startswith("line 1: %s: no 'game equi' line" % lines[1])
    code, out, err = replay(tmp_path, lines + [lines[1]])
    assert code == 1 and "the game is over" in out


def test_bad_lines_exit_2_with_one_line_naming_the_line(tmp_path):
    lines, st = transcript(5, 2, 0, ("easy", "easy"))
    head = lines[:3]
    for bad, words in (
        ("move equi seat=0 discard 5C", "5C is not in the 36-card Equi deck"),
        ("move equi seat=0 discard ZZ", "unknown rank"),
        ("move equi seat=0 take 9S with X", "X is not in the 36-card Equi deck"),
        ("move equi seat=0 take 9S,,TD with 9C", "bad card code"),
        ("move equi seat=x discard 9C", "seat= wants a number"),
        ("move equi seat=0 discard 9C,TC", "discard names one card"),
        ("move equi seat=0 take 9S", "want 'move equi seat=I take"),
        ("move equi discard 9S", "starts with seat="),
        ("game equi seed=1 players=7 dealer=0 seats=easy ai_seed=0 hand_counts=0", "players="),
        ("game equi seed=1 players=2 dealer=2 seats=easy,easy ai_seed=0 hand_counts=0", "dealer"),
        ("game equi seed=1 players=2 dealer=0 seats=easy,genius ai_seed=0 hand_counts=0", "kind"),
        ("game equi seed=1 players=2 dealer=0 seats=easy ai_seed=0 hand_counts=0", "1 seats"),
        ("game equi seed=1 players=2 dealer=0 seats=easy,easy hand_counts=0", "ai_seed="),
        ("game equi seed=-1 players=2 dealer=0 seats=easy,easy ai_seed=0 hand_counts=0", "seed"),
        ("game equi seed=1 players=2 dealer=0 seats=easy,easy ai_seed=0 hand_counts=2", "0 or 1"),
        ("game equi seed=1 seed=2 players=2 dealer=0 seats=easy,easy ai_seed=0", "twice"),
        ("game equi seed=1 players=2 dealer=0 seats=easy,easy ai_seed=0 hand_counts=0 x=1", "x"),
        ("result equi {not json", "not JSON"),
        ("result equi [1, 2]", "not a JSON object"),
        ("resume equi seed=1", "moves= is missing"),
        ("quit equi now", "quit equi"),
    ):
        code, out, err = replay(tmp_path, head + [bad] + lines[3:])
        assert code == 2, (bad, out, err)
        assert out == "", bad
        assert len(err.strip().splitlines()) == 1, (bad, err)
        assert "log.txt line 4: " in err and words in err, (bad, err)
    code, out, err = run("equi-replay", str(tmp_path / "nonexistent.txt"))
    assert code == 2 and "cannot read" in err and len(err.strip().splitlines()) == 1
    code, out, err = replay(tmp_path, ["game ratscrew seed=1", lines[1]])
    assert code == 2 and "holds no 'game equi' line" in err
    (tmp_path / "bin.txt").write_bytes(b"\xff\xfe game equi")
    code, out, err = run("equi-replay", str(tmp_path / "bin.txt"))
    assert code == 2 and "not UTF-8" in err

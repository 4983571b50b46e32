"""Equi capture search against brute force: every subset pair of hand and table, checked
by the rules' own words, on thousands of random small positions (CPython only)."""

import itertools
import random
from collections import Counter

from rules import cards, equi_search, equi_values

DECK = cards.full_deck(0, cards.RANK_6)


def brute_captures(hand, table, stock_empty):
    """E4 read literally: both parts non-empty, equal sums, no value on both sides
    unless all hand for all table (exception 1) or a last card with the stock empty
    (exception 2)."""
    last = stock_empty and len(hand) == 1
    by_sum = {}
    for b in range(1, len(table) + 1):
        for tp in itertools.combinations(sorted(table), b):
            by_sum.setdefault(sum(map(equi_values.value, tp)), []).append(tp)
    out = set()
    for a in range(1, len(hand) + 1):
        for hp in itertools.combinations(sorted(hand), a):
            for tp in by_sum.get(sum(map(equi_values.value, hp)), ()):
                whole = a == len(hand) and len(tp) == len(table)
                shared = set(map(equi_values.value, hp)) & set(map(equi_values.value, tp))
                if shared and not whole and not last:
                    continue
                out.add((hp, tp))
    return out


def reference_key(move):
    """docs/rules.md's max-cards order: most cards, then (hand values, table values) sorted."""
    hp, tp = move
    return (
        -(len(hp) + len(tp)),
        tuple(sorted(map(equi_values.value, hp))),
        tuple(sorted(map(equi_values.value, tp))),
    )


def random_positions(n, seed, max_hand=7, max_table=7):
    r = random.Random(seed)
    deck = list(DECK)
    for _ in range(n):
        r.shuffle(deck)
        nh = r.randint(1, max_hand)
        nt = r.randint(0, max_table)
        yield deck[:nh], deck[nh : nh + nt], r.random() < 0.4


def test_captures_match_brute_force():
    checked = with_captures = 0
    for hand, table, empty in random_positions(4000, 1):
        want = brute_captures(hand, table, empty)
        got = list(equi_search.captures(hand, table, empty))
        assert len(got) == len(set(got)), "a capture listed twice"
        assert set(got) == want, (cards.format_list(hand), cards.format_list(table), empty)
        assert equi_values.any_capture(hand, table, empty) == bool(want)
        checked += 1
        with_captures += bool(want)
    # The sample must exercise both outcomes, and plenty of each.
    assert with_captures > 1000 and checked - with_captures > 500


def test_exceptions_are_exercised_and_right():
    last = whole = 0
    for hand, table, empty in random_positions(6000, 2, max_hand=3, max_table=4):
        want = brute_captures(hand, table, empty)
        assert set(equi_search.captures(hand, table, empty)) == want
        for hp, tp in want:
            if set(map(equi_values.value, hp)) & set(map(equi_values.value, tp)):
                if len(hand) == 1 and empty:
                    last += 1
                else:
                    whole += 1
    assert last > 20 and whole > 20


def test_max_cards_and_most_cards_match_brute_force():
    for hand, table, empty in random_positions(3000, 3):
        want = brute_captures(hand, table, empty)
        move = equi_search.max_cards_move(hand, table, empty)
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, empty)
        if not want:
            assert isinstance(move, int)
            assert equi_values.value(move) == min(map(equi_values.value, hand))
            assert equi_search.most_cards_counts(hc, tc, last) == 0
            assert list(equi_search.optimal_captures(hc, tc, last)) == []
            continue
        best = min(want, key=reference_key)
        assert move in want
        assert reference_key(move) == reference_key(best)
        most = max(len(h) + len(t) for h, t in want)
        assert equi_search.most_cards_counts(hc, tc, last) == most
        # optimal_captures lists exactly the value patterns of the largest captures.
        pattern = {
            tuple(zip(equi_values.counts(h), equi_values.counts(t)))
            for h, t in want
            if len(h) + len(t) == most
        }
        got = list(equi_search.optimal_captures(hc, tc, last))
        assert len(got) == len(set(got)) and set(got) == pattern


def test_value_captures_and_uniform_draw():
    r = random.Random(4)
    for hand, table, empty in random_positions(150, 5, max_hand=5, max_table=6):
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, empty)
        every = list(equi_search.value_captures(hc, tc, last))
        want = {
            tuple(zip(equi_values.counts(h), equi_values.counts(t)))
            for h, t in brute_captures(hand, table, empty)
        }
        assert set(every) == want and len(every) == len(want)
        if not every:
            assert equi_search.random_value_capture(hc, tc, last, r.randrange) is None
            continue
        draws = Counter(
            equi_search.random_value_capture(hc, tc, last, r.randrange)
            for _ in range(60 * len(every))
        )
        assert set(draws) == want
        assert min(draws.values()) > 20  # roughly uniform: 60 expected each


def test_large_positions_stay_polynomial():
    """Hands grow when tricks come back (E6): the search must not blow up with them."""
    import time

    r = random.Random(6)
    deck = list(DECK)
    worst = 0.0
    for _ in range(40):
        r.shuffle(deck)
        hand, table = deck[:18], deck[18:36]
        t0 = time.perf_counter()
        equi_values.any_capture(hand, table, False)
        equi_search.max_cards_move(hand, table, False)
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        equi_search.random_value_capture(hc, tc, False, r.randrange)
        worst = max(worst, time.perf_counter() - t0)
    # 2**36 subset pairs would take hours; the dynamic programme takes milliseconds.
    assert worst < 0.5


def heavy_positions(n, seed):
    """Hands of up to 18 cards (tricks taken back, E6) against tables of up to 18."""
    r = random.Random(seed)
    deck = list(DECK)
    for _ in range(n):
        r.shuffle(deck)
        nh, nt = r.randint(8, 18), r.randint(6, 18)
        yield deck[:nh], deck[nh : nh + nt], r.random() < 0.5


def taken(vc):
    return sum(h + t for h, t in vc)


def test_shortlist_is_the_first_captures_and_the_largest():
    # The hard player's candidates as documented: the first `limit` captures of
    # value_captures() and the first of optimal_captures() unless among them, ordered
    # by cards taken (a stable sort), the first `keep` of those.
    import itertools

    positions = list(random_positions(400, 7, max_hand=6, max_table=8))
    positions += list(heavy_positions(150, 8))
    for n, (hand, table, empty) in enumerate(positions):
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, empty)
        limit, keep = ((40, 6), (3, 2), (1, 1), (12, 12))[n % 4]
        caps = list(itertools.islice(equi_search.value_captures(hc, tc, last), limit))
        if caps:
            for top in equi_search.optimal_captures(hc, tc, last):
                if top not in caps:
                    caps.append(top)
                break
        want = sorted(caps, key=taken, reverse=True)[:keep]
        assert equi_search.shortlist(hc, tc, last, limit, keep) == want


def test_every_draw_of_the_uniform_capture_is_a_different_capture():
    # rand() answering 0, 1, ... n-1 in turn draws each of the n captures exactly once.
    positions = list(random_positions(300, 9, max_hand=5, max_table=7))
    positions += list(heavy_positions(4, 10))
    for hand, table, empty in positions:
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, empty)
        every = list(equi_search.value_captures(hc, tc, last))
        asked = set()
        draws = []
        for i in range(len(every)):

            def fixed(n, i=i, asked=asked):
                asked.add(n)
                return i

            draws.append(equi_search.random_value_capture(hc, tc, last, fixed))
        assert asked <= {len(every)}
        assert sorted(draws) == sorted(every)


def test_most_cards_in_big_positions_and_beyond_one_deck():
    # Heavy positions against the largest capture the walk finds, interleaved with small
    # ones (the programme's buffers are reused from call to call) ...
    small = random_positions(200, 11, max_hand=4, max_table=5)
    for (hand, table, empty), (h2, t2, e2) in zip(heavy_positions(200, 12), small):
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, empty)
        top = next(equi_search.optimal_captures(hc, tc, last), None)
        assert equi_search.most_cards_counts(hc, tc, last) == (taken(top) if top else 0)
        most = max((len(a) + len(b) for a, b in brute_captures(h2, t2, e2)), default=0)
        hc, tc = equi_values.counts(h2), equi_values.counts(t2)
        assert equi_search.most_cards_counts(hc, tc, equi_values.last_card_rule(h2, e2)) == most
    # ... and counts no deck holds (sums past 200) still answer, by brute force on counts:
    # fifteen 10s in hand against forty aces and twenty jacks.
    hc = [0, 0, 0, 0, 0, 0, 0, 0, 15]
    tc = [40, 20, 0, 0, 0, 0, 0, 0, 0]
    want = max(
        h + a + j
        for h in range(1, 16)
        for a in range(41)
        for j in range(21)
        if 10 * h == a + 2 * j and a + j
    )
    # (eight 10s for all forty aces and twenty jacks: 80)
    assert equi_search.most_cards_counts(hc, tc, False) == want == 8 + 40 + 20
    assert equi_search.shortlist(hc, tc, False, 40, 6)[0] == next(
        equi_search.optimal_captures(hc, tc, False)
    )


def test_hard_weighing_cut_short_chooses_as_weighing_everything():
    # Hard stops weighing a move once it cannot beat the best so far; weighing every
    # move in full (the same hands dealt: a twin player seeded alike) picks the same.
    from rules import equi, equi_players

    r = random.Random(13)
    deck = list(DECK)
    checked = 0
    for n in range(300):
        r.shuffle(deck)
        players = r.randint(2, 4)
        nh = r.randint(1, 16) if n % 2 else r.randint(1, 5)
        nt = r.randint(1, 14)
        st = equi.State(players, 0, n % 3 == 0)
        st.hands[0], st.table = deck[:nh], deck[nh : nh + nt]
        rest = deck[nh + nt :]
        st.stock = rest[: r.randint(0, len(rest) // 3)] if n % 4 else []
        rest = rest[len(st.stock) :]
        for s in range(1, players):
            st.hands[s], rest = rest[:3], rest[3:]
        for c in rest:
            st.tricks[r.randrange(players)].append(c)
            st.seen[c - equi.LOW_CARD] = 1
        st.turn = 0
        view = equi_players.View(st, 0)
        move = equi_players.Hard(n).choose(view)
        twin = equi_players.Hard(n)
        twin.hand_counts = view.hand_counts
        hc, tc = equi_values.counts(view.hand), equi_values.counts(view.table)
        se = view.stock_empty()
        moves = twin._candidates(hc, tc, equi_values.last_card_rule(view.hand, se))
        worlds = twin._worlds(view)
        score = [
            len(view.tricks[s]) + (view.hand_sizes[s] if view.hand_counts else 0)
            for s in range(players)
        ]
        others = max(score[1:])
        vals = [
            twin._value(m, hc, tc, se, len(view.tricks[0]), others, score[1], worlds, None, 0)
            for m in moves
        ]
        best = moves[vals.index(max(vals))]
        if isinstance(best, int):
            want = equi_search.by_value(view.hand)[best][0]
        else:
            want = equi_search.cards_for(best, view.hand, view.table)
        assert move == want
        checked += len(moves) > 1
    assert checked > 150

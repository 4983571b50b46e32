"""Equi capture search against brute force: every subset pair of hand and table, checked
by the rules' own words, on thousands of random small positions (CPython only)."""

import itertools
import random
from collections import Counter

from rules import cards, equi_search

DECK = cards.full_deck(0, cards.RANK_6)


def brute_captures(hand, table, stock_empty):
    """E4 read literally: both parts non-empty, equal sums, no value on both sides
    unless all hand for all table (exception 1) or a last card with the stock empty
    (exception 2)."""
    last = stock_empty and len(hand) == 1
    by_sum = {}
    for b in range(1, len(table) + 1):
        for tp in itertools.combinations(sorted(table), b):
            by_sum.setdefault(sum(map(equi_search.value, tp)), []).append(tp)
    out = set()
    for a in range(1, len(hand) + 1):
        for hp in itertools.combinations(sorted(hand), a):
            for tp in by_sum.get(sum(map(equi_search.value, hp)), ()):
                whole = a == len(hand) and len(tp) == len(table)
                shared = set(map(equi_search.value, hp)) & set(map(equi_search.value, tp))
                if shared and not whole and not last:
                    continue
                out.add((hp, tp))
    return out


def reference_key(move):
    """RULES.md's max-cards order: most cards, then (hand values, table values) sorted."""
    hp, tp = move
    return (
        -(len(hp) + len(tp)),
        tuple(sorted(map(equi_search.value, hp))),
        tuple(sorted(map(equi_search.value, tp))),
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
        assert equi_search.any_capture(hand, table, empty) == bool(want)
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
            if set(map(equi_search.value, hp)) & set(map(equi_search.value, tp)):
                if len(hand) == 1 and empty:
                    last += 1
                else:
                    whole += 1
    assert last > 20 and whole > 20


def test_max_cards_and_most_cards_match_brute_force():
    for hand, table, empty in random_positions(3000, 3):
        want = brute_captures(hand, table, empty)
        move = equi_search.max_cards_move(hand, table, empty)
        hc, tc = equi_search.counts(hand), equi_search.counts(table)
        last = equi_search.last_card_rule(hand, empty)
        if not want:
            assert isinstance(move, int)
            assert equi_search.value(move) == min(map(equi_search.value, hand))
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
            tuple(zip(equi_search.counts(h), equi_search.counts(t)))
            for h, t in want
            if len(h) + len(t) == most
        }
        got = list(equi_search.optimal_captures(hc, tc, last))
        assert len(got) == len(set(got)) and set(got) == pattern


def test_value_captures_and_uniform_draw():
    r = random.Random(4)
    for hand, table, empty in random_positions(150, 5, max_hand=5, max_table=6):
        hc, tc = equi_search.counts(hand), equi_search.counts(table)
        last = equi_search.last_card_rule(hand, empty)
        every = list(equi_search.value_captures(hc, tc, last))
        want = {
            tuple(zip(equi_search.counts(h), equi_search.counts(t)))
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
        equi_search.any_capture(hand, table, False)
        equi_search.max_cards_move(hand, table, False)
        hc, tc = equi_search.counts(hand), equi_search.counts(table)
        equi_search.random_value_capture(hc, tc, False, r.randrange)
        worst = max(worst, time.perf_counter() - t0)
    # 2**36 subset pairs would take hours; the dynamic programme takes milliseconds.
    assert worst < 0.5

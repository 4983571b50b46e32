"""Invariants of Ratscrew over thousands of seeded random games, every player count and
joker mode, plus the same games under the MicroPython VM giving identical results."""

from collections import Counter

import pytest

from rules import cards, game, ratscrew, rng
from scenarios import ratscrew_batch, save_restore_walk

MODES = (ratscrew.JOKERS_OFF, ratscrew.JOKERS_HIGH, ratscrew.JOKERS_NAME)


def _check_game(seed, players, jokers, laid_before=0):
    full = cards.full_deck(2 if jokers else 0)
    deck = rng.shuffled_deck(full, seed)
    st = ratscrew.new_game(deck, players, seed % players, jokers)
    st.laid = laid_before  # as if that many cards had been laid already (to reach the cap)
    want = Counter(full)
    steps = 0
    while not st.over:
        before = st.laid
        mover = st.current()
        ev = st.push(ratscrew.computer_name(st) if st.awaiting else ratscrew.LAY)
        steps += 1
        # Every step lays one card, or settles one naming.
        assert st.laid - before == (0 if ev[0][0] == ratscrew.EV_NAMED else 1)
        assert sum(st.counts()) + len(st.pile) == len(full)
        for seat in range(players):
            if seat != mover and not st.over:
                assert st.stack_size(seat) > 0, "only the mover can run out"
        assert steps < 2 * ratscrew.MAX_LAID + 10, "game does not end"
        if jokers == ratscrew.JOKERS_NAME and st.awaiting == ratscrew.AWAIT_LAY:
            assert cards.JOKER not in st.pile, "a named player takes a joker at once"
    held = Counter(c for s in st.stacks for c in s) + Counter(st.pile)
    assert held == want, "cards lost or duplicated"
    counts = st.counts()
    if st.end == game.END_WIN:
        (w,) = st.winners()
        assert counts[w] == 0
        assert all(n > 0 for i, n in enumerate(counts) if i != w)
    else:
        assert st.end == game.END_CAP
        assert st.laid >= ratscrew.MAX_LAID
        low = min(counts)
        assert st.winners() == [i for i, n in enumerate(counts) if n == low]
    return st


@pytest.mark.parametrize("jokers", MODES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_card_and_end(players, jokers):
    ends = Counter()
    for seed in range(250):
        st = _check_game(seed * 7919 + players, players, jokers)
        ends[st.end] += 1
    assert ends[game.END_WIN] > 200  # the cap is a rare backstop, not the normal ending


@pytest.mark.parametrize("jokers", MODES)
def test_games_run_into_the_cap_end_by_r8(jokers):
    # Started 60 cards short of the cap, most games end by it: the fewest cards win,
    # and only after a settled turn (never in the middle of a challenge).
    ends = Counter()
    for players in (2, 3, 4, 5, 6):
        for seed in range(40):
            st = _check_game(seed, players, jokers, ratscrew.MAX_LAID - 60)
            ends[st.end] += 1
            if st.end == game.END_CAP:
                assert st.laid <= ratscrew.MAX_LAID + 3 and st.owed == 0  # an ace at 4999
    assert ends[game.END_CAP] > 100


def test_save_restore_at_random_points_of_random_games():
    r = rng.Rng(99)
    for seed in range(60):
        players = 2 + r.below(5)
        jokers = r.below(3)
        walked = save_restore_walk(seed, players, jokers, 1 + r.below(40))
        deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), seed)
        st = ratscrew.play_out(ratscrew.new_game(deck, players, 0, jokers))
        assert (walked["winners"], walked["laid"], walked["counts"]) == (
            st.winners(),
            st.laid,
            st.counts(),
        )
        assert walked["longest"] < 200


def test_micropython_plays_the_same_games(micropython):
    seeds = list(range(1000, 1060))
    code = (
        "import json, scenarios\n"
        "for r in scenarios.ratscrew_batch(%r):\n"
        "    print(json.dumps(r))\n" % (seeds,)
    )
    vm = micropython.run_json(code)
    host = ratscrew_batch(seeds)
    assert len(vm) == len(host) == 900
    for a, b in zip(vm, host, strict=True):
        assert a == b

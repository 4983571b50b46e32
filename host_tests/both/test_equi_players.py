# Equi computer players and whole seeded games; runs on CPython and MicroPython.  record()
# is also what host_tests/test_equi_vm.py runs in both interpreters to compare results.
from check import raises
from rules import cards, equi, equi_players, equi_search, equi_values, game, rng


def C(text):
    return cards.parse_list(text)


def record(seed, players, names, hand_counts=False, ai_seed=None):
    """One seeded game between the named policies: its result and every event.  The
    players' own random choices are seeded from ai_seed (default: the deck's seed)."""
    deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), seed)
    st = equi.new_game(deck, players, seed % players, hand_counts)
    base = seed if ai_seed is None else ai_seed
    seats = [equi_players.make(n, base * 8 + s) for s, n in enumerate(names)]
    events = []
    while not st.over:
        events.extend(st.apply(seats[st.turn].choose(equi_players.View(st, st.turn))))
    return {
        "scores": st.scores(),
        "winners": st.winners(),
        "moves": st.moves,
        "end": st.end,
        "events": [list(e) for e in events],
        "save": list(st.to_bytes()),
    }


def endgame(hand, table, opp, mine, theirs):
    st = equi.State(2, 1, False)
    st.hands = [C(hand), C(opp)]
    st.table = C(table)
    st.tricks = [C(mine), C(theirs)]
    st.turn = 0
    return st


def test_every_policy_finishes_legal_games():
    for name in equi_players.POLICIES:
        for seed in range(3):
            r = record(seed, 2 + seed, [name] * (2 + seed))
            st = equi.from_bytes(bytes(r["save"]))  # the final position, checked whole
            # The game ended by E7 (stock and table empty) or E6 (nothing left in hand or
            # tricks); every card is in a trick or a hand; the top score wins (E8).
            assert r["end"] in (game.END_WIN, game.END_EMPTY)
            if r["end"] == game.END_WIN:
                assert st.stock == [] and st.table == []
            assert r["scores"] == [len(t) for t in st.tricks]
            top = max(r["scores"])
            assert r["winners"] == [s for s, n in enumerate(r["scores"]) if n == top]


def test_seeded_players_repeat_themselves():
    names = ["easy", "normal", "hard"]
    assert record(11, 3, names) == record(11, 3, names)
    # The same deck with the players seeded differently: the random player plays
    # another game, so its choices come from its own seed.
    a = record(12, 2, ["easy", "easy"], ai_seed=1)
    b = record(12, 2, ["easy", "easy"], ai_seed=2)
    assert a["events"] != b["events"]
    assert a == record(12, 2, ["easy", "easy"], ai_seed=1)


def test_max_cards_player_is_the_reference_policy():
    # Hand 9 A A 8, table K(4) 6 7.  Three captures take five cards: A+A+8 for K+6,
    # A+A+9 for K+7 and 9+8 for K+6+7.  Hand values sorted: (1,1,8) < (1,1,9) < (8,9).
    st = endgame("9S,AD,AC,8C", "KD,6C,7H", "TC,9C", "", "")
    p = equi_players.make("max-cards")
    hand, table = p.choose(equi_players.View(st, 0))
    assert sorted(hand) == sorted(C("AD,AC,8C")) and sorted(table) == sorted(C("KD,6C"))
    # With nothing to take, the card of the lowest value goes (A counts 1).
    st = endgame("9S,AD,8C", "KD", "TC,9C", "", "")
    assert p.choose(equi_players.View(st, 0)) == C("AD")[0]


def test_normal_takes_the_most_cards_else_discards_high():
    st = endgame("9S,AD,AC,8C", "KD,6C,7H", "TC,9C", "", "")
    m = equi_players.make("normal", 1).choose(equi_players.View(st, 0))
    assert len(m[0]) + len(m[1]) == equi_search.most_cards_counts(
        equi_values.counts(st.hands[0]), equi_values.counts(st.table), False
    )
    st = endgame("9S,8H,7C,6C", "AD", "TC,9C", "", "")
    assert equi_players.make("normal", 1).choose(equi_players.View(st, 0)) == C("9S")[0]


def test_hard_ends_the_game_when_that_wins_it():
    # Stock empty, seat 0 leads 10 to 5.  max-cards takes 8+A+A for K+6 (5 cards) and
    # leaves the 7; hard takes 9+8 for K+6+7, clearing the table: the game ends, won.
    st = endgame(
        "9S,AD,AC,8C", "KD,6C,7H", "TC,9C", "QS,QH,QC,QD,JS,JH,JC,JD,TS,TH", "6S,6H,6D,7S,7D"
    )
    assert equi_search.max_cards_move(st.hands[0], st.table, True) == (
        tuple(sorted(C("8C,AC,AD"))),
        tuple(sorted(C("6C,KD"))),
    )
    move = equi_players.make("hard", 3).choose(equi_players.View(st, 0))
    assert move == (tuple(sorted(C("9S,8C"))), tuple(sorted(C("KD,6C,7H"))))
    st.apply(move)
    assert st.over and st.winners() == [0]


def test_hard_does_not_end_the_game_to_lose_it():
    # Same cards, but seat 0 trails 1 to 10: clearing the table now would lose.
    st = endgame("9S,AD,AC,8C", "KD,6C,7H", "TC,9C", "QS", "6S,6H,6D,7S,7D,QH,QC,QD,JS,JH")
    move = equi_players.make("hard", 3).choose(equi_players.View(st, 0))
    assert len(move[1]) < 3
    st.apply(move)
    assert not st.over


def test_easy_draws_every_capture():
    st = endgame("9S,AS,QS,7C", "TD,QD,6H,KC,JH,8S", "TC,9C", "", "")
    want = set(st.captures())
    p = equi_players.make("easy", 5)
    seen = set()
    for _ in range(20 * len(want)):
        m = p.choose(equi_players.View(st, 0))
        assert m in want
        seen.add(m)
    assert len(seen) > len(want) // 2


def test_unknown_policy():
    assert "hard" in str(raises(ValueError, equi_players.make, "expert"))

# Equi rules E1-E8 of docs/rules.md on hand-made positions; runs on CPython and MicroPython.
from check import deck_from, raises
from rules import cards, equi, equi_players, equi_search, equi_values, game, ratscrew
from rules.equi import (
    EV_CAPTURE,
    EV_DISCARD,
    EV_DRAW,
    EV_OVER,
    EV_SKIP,
    EV_STOCK_EMPTY,
    EV_TAKE_BACK,
)


def C(text):
    return cards.parse_list(text)


def pos(hands, table="", stock="", tricks=None, turn=0, hand_counts=False):
    """A game in progress: hands and tricks per seat, the table and the stock (top card
    first) as card codes.  Only the rules are exercised, so it need not be a full deck."""
    n = len(hands)
    st = equi.State(n, (turn - 1) % n, hand_counts)
    st.hands = [C(h) for h in hands]
    st.tricks = [C(t) for t in (tricks or [""] * n)]
    st.table = C(table)
    st.stock = list(reversed(C(stock)))
    st.turn = turn
    return st


def cap(hand, table):
    return (tuple(sorted(C(hand))), tuple(sorted(C(table))))


def caps(st):
    return sorted(st.captures())


def kinds(ev):
    return [e[0] for e in ev]


# Values -------------------------------------------------------------------------------


def test_card_values():
    want = {"A": 1, "J": 2, "Q": 3, "K": 4, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10}
    for r, v in want.items():
        for s in "CDHS":
            assert equi_values.value(cards.parse(r + s)) == v
    assert equi_values.total(C("AS,JS,QS,KS,TS")) == 20


# E1-E3 --------------------------------------------------------------------------------


def test_e2_deal_four_rounds_then_table_card():
    deck = cards.full_deck(0, cards.RANK_6)
    st = equi.new_game(deck, 3, dealer=1)
    # Each round: seats 2, 0, 1 (left of the dealer first, the dealer last), the table.
    for r in range(4):
        assert st.hands[2][r] == deck[4 * r]
        assert st.hands[0][r] == deck[4 * r + 1]
        assert st.hands[1][r] == deck[4 * r + 2]
        assert st.table[r] == deck[4 * r + 3]
    assert [len(h) for h in st.hands] == [4, 4, 4]
    # The rest is the stock in order, drawn from the top.
    assert len(st.stock) == 36 - 16
    assert st.stock[-1] == deck[16]
    assert st.current() == 2  # E3: left of the dealer moves first


def test_e2_two_players_and_six():
    deck = deck_from(",".join(cards.code(c) for c in cards.full_deck(0, cards.RANK_6)))
    st = equi.new_game(deck, 2, dealer=0)
    assert st.hands[1][0] == deck[0] and st.hands[0][0] == deck[1] and st.table[0] == deck[2]
    assert st.current() == 1
    st6 = equi.new_game(deck, 6, dealer=5)
    assert st6.current() == 0 and len(st6.stock) == 36 - 28


def test_new_game_rejects_bad_settings():
    deck = cards.full_deck(0, cards.RANK_6)
    assert "2 to 6" in str(raises(ValueError, equi.new_game, deck, 7))
    assert "dealer" in str(raises(ValueError, equi.new_game, deck, 2, 2))
    raises(cards.CardError, equi.new_game, deck[:-1], 2)
    raises(cards.CardError, equi.new_game, cards.full_deck()[:36], 2)


# E4: captures -------------------------------------------------------------------------


def test_e4_example_from_the_original_text():
    # 9, A, Q (and another card) in hand, 10 and Q on the table: 9+A+Q may not take
    # 10+Q (a Q on both sides); the capture is 9+A taking the 10.
    st = pos(["9S,AS,QS,8C", ""], "TD,QD", stock="6C")
    assert caps(st) == [cap("9S,AS", "TD")]
    e = raises(game.IllegalMove, st.apply, (C("9S,AS,QS"), C("TD,QD")))
    assert "equal cards" in str(e) and "Q" in str(e)
    ev = st.apply((C("AS,9S"), C("TD")))
    assert ev[0] == (EV_CAPTURE, 0, tuple(sorted(C("9S,AS"))), tuple(C("TD")))
    assert sorted(st.tricks[0]) == sorted(C("9S,AS,TD"))
    assert st.table == C("QD")


def test_e4_sums_must_match():
    st = pos(["9S,AS,KS,8C", ""], "TD,QD", stock="6C")
    e = raises(game.IllegalMove, st.apply, (C("9S"), C("TD")))
    assert "9" in str(e) and "10" in str(e)
    assert "add up" in str(e)
    assert (tuple(sorted(C("AS,9S"))), tuple(C("TD"))) in caps(st)
    # Several cards on both sides: K+9 = 13 = 10+Q.
    assert cap("KS,9S", "TD,QD") in caps(st)


def test_e4_equal_value_never_both_sides_even_in_groups():
    st = pos(["6S,AS,QS,TC", ""], "6D,KD", stock="7C")
    # 6+4 = 10 with TC: legal (no 10 on the table side).
    assert cap("TC", "6D,KD") in caps(st)
    # 6S+QS+AS = 10 taking 6D+KD has a 6 on both sides: never.
    assert cap("6S,QS,AS", "6D,KD") not in caps(st)
    e = raises(game.IllegalMove, st.apply, (C("6S,QS,AS"), C("6D,KD")))
    assert "6 on both sides" in str(e)


def test_e4_exception_1_all_hand_for_all_table():
    st = pos(["QS,7S", ""], "QD,7D", stock="6C")
    # Q+7 for Q+7: values on both sides, but all hand cards for all table cards.
    assert caps(st) == [cap("QS,7S", "QD,7D")]
    ev = st.apply((C("QS,7S"), C("QD,7D")))
    assert ev[0][0] == EV_CAPTURE
    # Not all of the hand: no exception.
    st = pos(["QS,7S,AH", ""], "QD,7D", stock="6C")
    raises(game.IllegalMove, st.apply, (C("QS,7S"), C("QD,7D")))
    # All of the hand, not all of the table: no exception.
    st = pos(["QS,7S", ""], "QD,7D,AD", stock="6C")
    raises(game.IllegalMove, st.apply, (C("QS,7S"), C("QD,7D")))


def test_e4_exception_2_last_card_takes_equal_card():
    # Stock empty and one card in hand: it may take an equal card.
    st = pos(["QS", "7C"], "QD,8D", stock="")
    assert caps(st) == [cap("QS", "QD")]
    st.apply((C("QS"), C("QD")))
    # With stock left, the same position has no capture: the card must be discarded.
    st = pos(["QS", "7C"], "QD,8D", stock="6C")
    assert caps(st) == []
    assert st.legal_moves() == C("QS")
    # Two cards in hand, stock empty: no exception either.
    st = pos(["QS,8S", "7C"], "QD,9D", stock="")
    assert cap("QS", "QD") not in caps(st)


def test_e4_exception_2_also_groups_with_the_last_card():
    # The last card 9 takes 6+Q (no 9 there) and nothing with a 9 but the 9 alone.
    st = pos(["9S", "7C"], "9D,6D,QD", stock="")
    assert caps(st) == sorted([cap("9S", "9D"), cap("9S", "6D,QD")])


def test_e4_forced_capture_no_discard_allowed():
    st = pos(["9S,AS,8H,7C", ""], "TD", stock="6C")
    e = raises(game.IllegalMove, st.apply, C("8H")[0])
    assert "capture is possible" in str(e)


def test_e4_discard_when_nothing_to_take():
    st = pos(["9S,8H,7C,6C", "KH"], "AD", stock="6D,6H")
    assert not st.can_capture()
    assert st.legal_moves() == sorted(C("9S,8H,7C,6C"))
    ev = st.apply(C("8H")[0])
    assert ev[0] == (EV_DISCARD, 0, C("8H")[0])
    assert st.table == C("AD,8H")
    # An empty table: nothing to take, discard.
    st = pos(["9S,8H,7C,6C", "KH"], "", stock="6D")
    assert caps(st) == [] and not st.can_capture()


def test_e4_cards_must_be_where_the_move_says():
    st = pos(["9S,AS,8H,7C", ""], "TD,QD", stock="6C")
    assert "not in your hand" in str(raises(game.IllegalMove, st.apply, (C("9S,AH"), C("TD"))))
    assert "not on the table" in str(raises(game.IllegalMove, st.apply, (C("9S,AS"), C("TC"))))
    assert "named twice" in str(raises(game.IllegalMove, st.apply, ([C("9S")[0]] * 2, C("TD"))))
    assert "not in your hand" in str(raises(game.IllegalMove, st.apply, C("KH")[0]))
    assert "at least one card" in str(raises(game.IllegalMove, st.apply, ((), C("TD"))))
    assert "from the table" in str(raises(game.IllegalMove, st.apply, (C("9S"), ())))
    raises(game.IllegalMove, st.apply, "9S")
    raises(game.IllegalMove, st.apply, (C("9S"), C("TD"), C("QD")))
    raises(game.IllegalMove, st.apply, (["9S"], C("TD")))
    # Nothing changed by the refused moves.
    assert st.hands[0] == C("9S,AS,8H,7C") and st.table == C("TD,QD") and st.moves == 0


def test_legal_moves_are_exactly_what_apply_accepts():
    st = pos(["9S,AS,QS,KC", ""], "TD,QD,AH,6H", stock="6C")
    moves = st.legal_moves()
    assert moves and all(isinstance(m, tuple) for m in moves)
    for m in moves:
        assert st.copy().apply(m)
    assert len(set(moves)) == len(moves)
    # And every other pair of a hand part and a table part is refused.
    hand, table = st.hands[0], st.table
    for hm in range(1, 1 << len(hand)):
        hp = tuple(sorted(c for i, c in enumerate(hand) if hm >> i & 1))
        for tm in range(1, 1 << len(table)):
            tp = tuple(sorted(c for i, c in enumerate(table) if tm >> i & 1))
            if (hp, tp) not in moves:
                raises(game.IllegalMove, st.copy().apply, (hp, tp))
    for c in hand:
        raises(game.IllegalMove, st.copy().apply, c)  # captures exist: no discard


# E5: drawing --------------------------------------------------------------------------


def test_e5_draw_back_to_four_then_stock_empty():
    st = pos(["9S,AS,8H,7C", "KH,KD,KC,KS"], "TD", stock="6C,6D")
    ev = st.apply((C("9S,AS"), C("TD")))
    assert (EV_DRAW, 0, 2) in ev and (EV_STOCK_EMPTY,) in ev
    assert sorted(st.hands[0]) == sorted(C("8H,7C,6C,6D"))
    assert st.stock == []
    st = pos(["9S,AS,8H,7C", "KH,KD,KC,KS"], "TD", stock="6C")
    ev = st.apply((C("9S,AS"), C("TD")))
    assert (EV_DRAW, 0, 1) in ev and len(st.hands[0]) == 3


# E6: taking tricks back, skips --------------------------------------------------------


def test_e6_take_back_then_play_on():
    # Seat 1 has an empty hand when its turn comes: its tricks come back into the hand.
    st = pos(["9S,7H", ""], "AD,8C,6S", tricks=["", "6C,6D,JH"])
    ev = st.apply((C("9S"), C("AD,8C")))
    assert (EV_TAKE_BACK, 1, 3) in ev
    assert st.current() == 1
    assert sorted(st.hands[1]) == sorted(C("6C,6D,JH")) and st.tricks[1] == []
    # Taken back cards play like any hand: J (2) + 6 = 8?  The table holds 6S only.
    assert caps(st) == []  # 6 may not take 6; J, J+6 = 8 have no match


def test_e6_the_mover_gets_its_own_tricks_back():
    # Seat 0 plays its last card (9 takes A+8); seat 1 has nothing and is skipped; the
    # turn comes back to seat 0 with an empty hand: its three trick cards come back.
    st = pos(["9S", ""], "AD,8C,6S")
    ev = st.apply((C("9S"), C("AD,8C")))
    assert (EV_SKIP, 1) in ev and ev[-1] == (EV_TAKE_BACK, 0, 3)
    assert st.current() == 0 and sorted(st.hands[0]) == sorted(C("9S,AD,8C"))
    assert st.tricks[0] == [] and not st.over


def test_e6_player_with_nothing_is_skipped():
    st = pos(["9S,7H", "", "KS"], "AD,8C,TH", tricks=["", "", "QC"])
    ev = st.apply((C("9S"), C("AD,8C")))
    assert (EV_SKIP, 1) in ev
    assert st.current() == 2


def test_e6_nobody_holds_anything_ends_the_game():
    st = pos(["7H", ""], "KD,8C", tricks=["", ""])
    ev = st.apply(C("7H")[0])
    assert (EV_SKIP, 1) in ev and (EV_SKIP, 0) in ev
    assert st.over and st.end == game.END_EMPTY
    assert ev[-1] == (EV_OVER, game.END_EMPTY, (0, 0), (0, 1))
    assert st.winners() == [0, 1]
    assert st.current() == -1


# E7: the end, the cap -----------------------------------------------------------------


def test_e7_table_cleared_with_empty_stock_ends():
    st = pos(["9S,7H", "KH"], "AD,8C", tricks=["QS", "6C,6D,6H"])
    ev = st.apply((C("9S"), C("AD,8C")))
    assert st.over and st.end == game.END_WIN
    assert ev[-1] == (EV_OVER, game.END_WIN, (4, 3), (0,))
    assert st.winners() == [0]
    assert st.legal_moves() == []
    assert "over" in str(raises(game.IllegalMove, st.apply, C("7H")[0]))


def test_e7_table_cleared_with_stock_left_plays_on():
    st = pos(["9S,7H,6S,6H", "KH,KD,KC,KS"], "AD,8C", stock="TS,TC")
    st.apply((C("9S"), C("AD,8C")))
    assert not st.over and st.current() == 1 and st.table == []
    # The next player has nothing to take from an empty table: a discard.
    assert st.legal_moves() == sorted(C("KH,KD,KC,KS"))


def test_e7_the_table_cleared_at_move_500_is_the_normal_end():
    assert equi.MAX_MOVES == 500  # docs/rules.md E7
    st = pos(["9S,7H", "KH"], "AD,8C")
    st.moves = equi.MAX_MOVES - 1
    st.apply((C("9S"), C("AD,8C")))
    assert st.over and st.end == game.END_WIN


def test_e7_cap_of_500_moves():
    st = pos(["9S,7H,6S,6H", "KH,KD,KC,KS"], "AD", stock="TS,TC")
    st.moves = equi.MAX_MOVES - 1
    ev = st.apply(C("9S")[0])
    assert st.over and st.end == game.END_CAP
    assert ev[-1][0] == EV_OVER and st.moves == equi.MAX_MOVES


# E8: scores ---------------------------------------------------------------------------


def test_e8_scores_tricks_and_shared_wins():
    st = pos(["9S,7H", "KH"], "AD,8C", tricks=["", "6C,6D,6H,7C"])
    st.apply((C("9S"), C("AD,8C")))
    assert st.scores() == [3, 4] and st.winners() == [1]
    st = pos(["9S,7H", "KH"], "AD,8C", tricks=["6S", "6C,6D,6H,7C"])
    st.apply((C("9S"), C("AD,8C")))
    assert st.scores() == [4, 4] and st.winners() == [0, 1]


def test_e8_hand_counts_setting():
    st = pos(["9S,7H", "KH"], "AD,8C", tricks=["", "6C,6D,6H"], hand_counts=True)
    st.apply((C("9S"), C("AD,8C")))
    assert st.scores() == [3 + 1, 3 + 1] and st.winners() == [0, 1]


# Saving -------------------------------------------------------------------------------


def test_save_restore_plays_on_identically():
    deck = cards.full_deck(0, cards.RANK_6)
    deck = deck[5:] + deck[:5]
    a = equi.new_game(deck, 3, 1)
    for _ in range(6):
        a.push(equi_search.max_cards_move(a.hands[a.turn], a.table, not a.stock))
    data = a.to_bytes()
    assert len(data) < 80
    b = equi.from_bytes(data)
    assert b.to_bytes() == data
    while not a.over:
        m = equi_search.max_cards_move(a.hands[a.turn], a.table, not a.stock)
        assert m == equi_search.max_cards_move(b.hands[b.turn], b.table, not b.stock)
        assert a.push(m) == b.push(m)
    assert b.over and a.scores() == b.scores() and a.winners() == b.winners()
    assert equi.from_bytes(a.to_bytes()).winners() == a.winners()


def test_save_errors():
    st = equi.new_game(cards.full_deck(0, cards.RANK_6), 2)
    data = bytearray(st.to_bytes())
    raises(game.SaveError, equi.from_bytes, bytes(data[:-1]))
    raises(game.SaveError, equi.from_bytes, b"")
    bad = bytearray(data)
    bad[-1] = bad[-2]  # a card twice
    assert "deck" in str(raises(game.SaveError, equi.from_bytes, bytes(bad)))
    bad = bytearray(data)
    bad[3] = 9  # nine players
    raises(game.SaveError, equi.from_bytes, bytes(bad))
    bad = bytearray(data)
    bad[1] = ratscrew.SAVE_ID
    raises(game.SaveError, equi.from_bytes, bytes(bad))
    bad = bytearray(data)
    bad[11:16] = b"\xff" * 5  # every card captured once, yet the stock is full
    assert "stock" in str(raises(game.SaveError, equi.from_bytes, bytes(bad)))


# The reference policy and the view ----------------------------------------------------


def test_max_cards_policy_most_cards_then_smallest_values():
    # 9+A and 7+Q both take the 10 (3 cards); (1, 9) < (3, 7): 9+A.
    assert equi_search.max_cards_move(C("9S,AS,QS,7C"), C("TD,QD"), False) == cap("9S,AS", "TD")
    # More cards beat smaller values: A+K+6 (11) takes Q+8 (5 cards); of equal cards
    # the lowest card code goes (AH before AS, 6D before 6H).
    hand, table = C("AS,AH,6D,KC,6H,8D"), C("8C,QC")
    assert equi_search.max_cards_move(hand, table, False) == cap("AH,KC,6D", "QC,8C")
    # Nothing to take: the lowest value, the lowest card code among equals.
    assert equi_search.max_cards_move(C("9S,KH,KC,TD"), C("AD"), False) == C("KC")[0]


def test_view_shows_only_what_the_seat_may_see():
    st = pos(["9S,7H", "KH,QC"], "AD,8C", stock="6S,6H", tricks=["", "TC,TD"], turn=0)
    st.seen[C("QC")[0] - equi.LOW_CARD] = 1  # came back from seat 1's tricks earlier
    v = equi_players.View(st, 0)
    assert v.hand == C("9S,7H") and v.table == C("AD,8C")
    assert v.stock_count == 2 and v.hand_sizes == [2, 2]
    assert v.known == [[], C("QC")]
    assert not hasattr(v, "stock") and not hasattr(v, "hands")
    assert sorted(v.unseen()) == sorted(
        c for c in cards.full_deck(0, cards.RANK_6) if c not in C("9S,7H,AD,8C,TC,TD,QC")
    )

# Ratscrew rules R1-R9 of docs/rules.md on stacked positions; runs on CPython and MicroPython.
from check import deck_from, raises
from rat import codes, kinds, lay, stack, table
from rules import cards, game, ratscrew, rng
from rules.ratscrew import EV_CAP, EV_CHALLENGE, EV_JOKER, EV_LAY, EV_NAMED, EV_TAKE, EV_WIN, LAY

HIGH = ratscrew.JOKERS_HIGH
NAME = ratscrew.JOKERS_NAME


# R1 -------------------------------------------------------------------------------


def test_r1_deal_passes_to_next_seat():
    assert ratscrew.next_dealer(0, 3) == 1
    assert ratscrew.next_dealer(2, 3) == 0
    assert ratscrew.next_dealer(5, 6) == 0


# R2 -------------------------------------------------------------------------------


def test_r2_deal_order_and_last_dealt_plays_first():
    deck = cards.full_deck()
    st = ratscrew.new_game(deck, 3, dealer=1)
    # Card i goes to seat (1 + 1 + i) mod 3: card 0 to seat 2, card 1 to seat 0, ...
    assert st.stacks[2][0] == deck[0]
    assert st.stacks[0][0] == deck[1]
    assert st.stacks[1][0] == deck[2]
    # The last card a seat receives is the first it plays (the top, end of the list).
    assert st.stacks[0][-1] == deck[49]
    assert st.stacks[1][-1] == deck[50]
    assert st.stacks[2][-1] == deck[51]
    ev = st.apply(LAY)
    assert ev[0] == (EV_LAY, 2, deck[51])


def test_r2_uneven_deal_gives_first_seats_one_more():
    st = ratscrew.new_game(cards.full_deck(), 5, dealer=3)
    # 52 = 5 * 10 + 2: seats 4 and 0 (dealt first) get 11, the others 10.
    assert st.counts() == [11, 10, 10, 10, 11]
    st = ratscrew.new_game(cards.full_deck(2), 4, dealer=0, jokers=HIGH)
    assert st.counts() == [13, 14, 14, 13]
    st = ratscrew.new_game(cards.full_deck(), 6, dealer=5)
    assert st.counts() == [9, 9, 9, 9, 8, 8]


def test_r2_bad_settings_are_refused():
    raises(ValueError, ratscrew.new_game, cards.full_deck(), 1)
    raises(ValueError, ratscrew.new_game, cards.full_deck(), 7)
    raises(ValueError, ratscrew.new_game, cards.full_deck(), 3, 3)
    raises(ValueError, ratscrew.new_game, cards.full_deck(), 3, 0, 5)
    raises(cards.CardError, ratscrew.new_game, cards.full_deck(2), 3)  # jokers off
    raises(cards.CardError, ratscrew.new_game, cards.full_deck(), 3, 0, HIGH)
    raises(cards.CardError, ratscrew.new_game, cards.full_deck()[:-1] + [0], 3)


# R3 -------------------------------------------------------------------------------


def test_r3_the_top_card_is_laid_unseen_and_unchosen():
    # Stacks are face down: a player cannot pick a card, only lay the top one.  Any other
    # move is refused, in every joker mode, and the card laid is always the stack's top.
    for jokers in (ratscrew.JOKERS_OFF, HIGH, NAME):
        deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), 3)
        st = ratscrew.new_game(deck, 4, 0, jokers)
        for _ in range(40):
            if st.awaiting == ratscrew.AWAIT_NAME:
                st.apply(ratscrew.computer_name(st))
                continue
            seat = st.current()
            top = st.stacks[seat][-1]
            for other in (0, 1, top, seat):
                assert "not a choice" in str(raises(game.IllegalMove, st.apply, other))
            assert st.apply(LAY)[0] == (EV_LAY, seat, top)


# R4 -------------------------------------------------------------------------------


def test_r4_left_of_dealer_starts_then_clockwise():
    st = ratscrew.new_game(cards.full_deck(), 4, dealer=2)
    assert st.current() == 3
    # The sorted deck (2C,2D,...,AS): every seat's top card is an ace, so nobody takes and
    # the seats lay in clockwise order.
    seats = []
    for _ in range(4):
        seats.append(st.apply(LAY)[0][1])
    assert seats == [3, 0, 1, 2]


# R5 -------------------------------------------------------------------------------


def test_r5_higher_and_equal_pass_the_turn():
    st = table("5C,2C", "9D,2D", "9H,2H")
    assert lay(st) == [(EV_LAY, 0, cards.parse("5C"))]  # empty pile: compared with nothing
    assert st.current() == 1
    lay(st)  # 9 on 5: higher
    assert st.current() == 2 and len(st.pile) == 2
    lay(st)  # 9 on 9: equal
    assert st.current() == 0 and len(st.pile) == 3


def test_r5_lower_takes_the_pile_and_turn_passes_on():
    st = table("9C,2C", "4D,2D", "AH,2H")
    ev = lay(st, 2)
    assert ev[-1] == (EV_TAKE, 1, 2)
    assert st.pile == []
    assert st.current() == 2  # the next player, not the taker
    assert st.stack_size(1) == 3


# R6 -------------------------------------------------------------------------------


def test_r6_pile_goes_under_first_laid_played_first():
    st = table("5C,7C,3C", "6D,8D,2D")
    lay(st, 4)  # 5C 6D 7C 8D, each higher
    ev = lay(st)  # 3C on 8D: seat 0 takes 5C 6D 7C 8D 3C
    assert ev[-1] == (EV_TAKE, 0, 5)
    # Seat 0 had nothing left under the 3C, so its stack is the taken block: the first
    # card laid (5C) is played first, the last laid (3C) is at the bottom.
    assert stack(st, 0) == "5C,6D,7C,8D,3C"


def test_r6_block_goes_under_remaining_cards():
    st = table("5C,2C,JS", "6D,QD")
    lay(st, 2)  # 5C then 6D
    lay(st)  # 2C on 6D: seat 0 takes 5C,6D,2C under JS
    assert stack(st, 0) == "JS,5C,6D,2C"


# R7 -------------------------------------------------------------------------------


def test_r7_queen_king_ace_owe_two_three_four():
    for face, owed in (("QC", 2), ("KC", 3), ("AC", 4)):
        st = table("2S," + face + ",2C", "3D,4D,5D,6D,7D,8D")
        ev = lay(st, 3)  # 2S, 3D, then the court card on the 3D
        assert ev[-1] == (EV_CHALLENGE, 1, owed)
        assert st.current() == 1 and st.owed == owed
        assert st.challenge_card == cards.parse(face)


def test_r7_only_last_card_compared():
    # Seat 0 lays an A on a 7; seat 1 owes 4 cards: 2 3 4 then 9.  The 2 lies on the A and
    # would take under R5, but the first three cards are not compared.  The 9 is compared
    # with the 4 beneath it (higher): the turn passes.
    st = table("5C,AS,6C", "7D,2D,3D,4D,9D,KD")
    ev = lay(st, 3)
    assert ev[-1] == (EV_CHALLENGE, 1, 4)
    ev = lay(st, 4)
    assert kinds(ev) == [EV_LAY, EV_LAY, EV_LAY, EV_LAY]
    assert st.owed == 0
    assert st.current() == 0 and len(st.pile) == 7


def test_r7_last_card_lower_than_own_previous_takes():
    st = table("5C,KS,6C", "7D,2D,9D,3D,QH")
    lay(st, 3)  # K on 7: seat 1 owes 3
    assert st.owed == 3
    ev = lay(st, 3)  # 2D, 9D, 3D: 3 is lower than 9: takes everything
    assert ev[-1] == (EV_TAKE, 1, 6)
    assert st.current() == 0
    assert stack(st, 1) == "QH,5C,7D,KS,2D,9D,3D"


def test_r7_court_cards_inside_a_challenge_trigger_nothing():
    st = table("5C,QS,6C", "7D,AD,2D,3C")
    lay(st, 3)  # Q on 7: seat 1 owes 2
    ev = lay(st, 2)  # AD (not compared, not a challenge), then 2D lower than AD: takes
    assert EV_CHALLENGE not in kinds(ev)
    assert ev[-1] == (EV_TAKE, 1, 5)
    assert st.current() == 0 and st.owed == 0


def test_r7_last_card_court_card_chains_a_challenge():
    st = table("5C,QS,6C", "7D,2D,KD,3C", "8H,9H,TH,JH,2S")
    ev = lay(st, 4)  # 5C 7D 8H, then the Q on the 8: seat 1 owes 2
    assert ev[-1] == (EV_CHALLENGE, 1, 2)
    ev = lay(st, 2)  # 2D then KD, higher than the 2D: seat 2 owes 3
    assert ev[-1] == (EV_CHALLENGE, 2, 3)
    assert st.challenge_card == cards.parse("KD")
    lay(st, 3)  # 9H TH JH: the JH is higher than the TH
    assert st.current() == 0 and st.owed == 0 and len(st.pile) == 9


def test_r7_court_card_on_empty_equal_or_higher_pile_challenges_nobody():
    st = table("QC,2C", "QD,2D", "KD,2H", "AH,2S")
    ev = lay(st)  # on the empty pile
    assert kinds(ev) == [EV_LAY] and st.owed == 0
    ev = lay(st)  # Q on Q: equal
    assert kinds(ev) == [EV_LAY] and st.owed == 0
    ev = lay(st)  # K on Q: higher, challenges seat 3
    assert ev[-1] == (EV_CHALLENGE, 3, 3)
    st = table("AS,2C", "KD,3D")
    lay(st)
    ev = lay(st)  # K on A: lower, takes
    assert ev[-1] == (EV_TAKE, 1, 2)


def test_r7_running_out_mid_challenge_compares_last_card():
    # One card laid, lower than the challenging ace: the player takes the pile.
    st = table("5C,AS,6C", "7D,2D")
    lay(st, 3)
    ev = lay(st)
    assert ev[-1] == (EV_TAKE, 1, 4)
    assert not st.over and st.current() == 0 and st.owed == 0
    # Two cards laid, the last higher than the player's first: out of cards, wins (R8).
    st = table("5C,AS,6C", "7D,2D,9D")
    lay(st, 3)
    ev = lay(st, 2)
    assert ev[-1] == (EV_WIN, 1)
    assert st.over and st.winners() == [1] and st.end == game.END_WIN
    # Two cards laid, the last lower than the first: takes the pile and plays on.
    st = table("5C,AS,6C", "7D,9D,2D")
    lay(st, 3)
    ev = lay(st, 2)
    assert ev[-1] == (EV_TAKE, 1, 5)
    assert not st.over


# R8 -------------------------------------------------------------------------------


def test_r8_last_card_wins_unless_it_takes():
    # Seat 0's only card is laid on the empty pile and settled: seat 0 wins at once.
    st = table("5C", "9D,2D")
    ev = lay(st)
    assert ev == [(EV_LAY, 0, cards.parse("5C")), (EV_WIN, 0)]
    assert st.current() == -1 and st.legal_moves() == []
    raises(game.IllegalMove, st.apply, LAY)
    # A last card that is lower takes the pile: no win, play goes on.
    st = table("9C,8C", "2D")
    lay(st)
    ev = lay(st)
    assert ev[-1] == (EV_TAKE, 1, 2) and not st.over


def test_r8_a_win_comes_before_the_cap():
    # The 5000th card is seat 0's last: seat 0 has won, the cap does not decide.
    st = table("5C", "9D,2D")
    st.laid = ratscrew.MAX_LAID - 1
    assert lay(st)[-1] == (EV_WIN, 0)
    assert st.end == game.END_WIN and st.winners() == [0]


def test_r8_cap_ends_with_fewest_cards_winning():
    st = table("5C,6C,7C", "5D,6D", "5H,6H", "5S,8S,9S")
    st.laid = ratscrew.MAX_LAID - 2
    lay(st)
    assert not st.over
    ev = lay(st)  # the 5000th card: after it is settled the game ends
    assert st.laid == ratscrew.MAX_LAID
    # Stacks now 2,1,2,3: seat 1 holds the fewest.
    assert ev[-1] == (EV_CAP, (1,))
    assert st.over and st.end == game.END_CAP and st.winners() == [1]


def test_r8_cap_waits_for_the_challenge_to_settle_and_shares_ties():
    st = table("5C,AS,6C", "7D,2D,3D,4D,9D")
    st.laid = ratscrew.MAX_LAID - 3
    lay(st, 2)
    assert not st.over
    lay(st)  # the ace is card 5000 and challenges seat 1: seat 0's turn is settled
    assert st.over and st.winners() == [0] and st.owed == 0
    st = table("5C,AS,6C", "7D,2D,3D,4D,9D,TD,JD")
    st.laid = ratscrew.MAX_LAID - 4
    lay(st, 3)  # 5C, 7D, AS: seat 1 owes 4
    for _ in range(3):
        lay(st)  # cards 5000..5002 are inside the challenge: not settled yet
        assert not st.over
    lay(st)  # seat 1 settles at 5003 cards: seat 0 holds 1, seat 1 holds 2
    assert st.over and st.winners() == [0] and st.end == game.END_CAP
    st = table("5C,2C", "6D,2D")
    st.laid = ratscrew.MAX_LAID - 2
    lay(st, 2)
    assert st.winners() == [0, 1]


# R9 -------------------------------------------------------------------------------


def test_r9_high_joker_beats_everything_and_challenges_nobody():
    st = table("AS,3C", "X,4D", "AD,5H", jokers=HIGH)
    lay(st)
    ev = lay(st)  # joker on an ace: higher, no challenge
    assert kinds(ev) == [EV_LAY] and st.owed == 0 and st.current() == 2
    ev = lay(st)  # ace on the joker: lower, takes
    assert ev[-1] == (EV_TAKE, 2, 3)


def test_r9_high_joker_on_joker_is_equal():
    st = table("X,3C", "X,4D", "2H", jokers=HIGH)
    lay(st, 2)
    assert len(st.pile) == 2 and st.current() == 2


def test_r9_high_joker_inside_a_challenge_is_not_compared():
    st = table("5C,KS,6C", "7D,X,2D,3D,8D", jokers=HIGH)
    lay(st, 3)
    ev = lay(st, 3)  # X, 2D (not compared), then 3D higher than 2D
    assert kinds(ev) == [EV_LAY] * 3 and st.current() == 0


def test_r9_name_joker_makes_named_player_take_the_pile():
    st = table("5C,6C", "X,2D", "9H,8H", jokers=NAME)
    lay(st)
    ev = lay(st)
    assert ev == [(EV_LAY, 1, cards.JOKER), (EV_JOKER, 1)]
    assert st.current() == 1 and st.awaiting == ratscrew.AWAIT_NAME
    assert st.legal_moves() == [0, 2]
    ev = st.apply(2)
    assert ev == [(EV_NAMED, 1, 2), (EV_TAKE, 2, 2)]
    assert stack(st, 2) == "9H,8H,5C,X"  # R6 order: first laid plays first
    assert st.current() == 2  # the player after the one who laid the joker


def test_r9_name_rejects_bad_choices_with_reasons():
    st = table("X,6C", "2D", "9H", jokers=NAME)
    lay(st)
    assert "another player" in str(raises(game.IllegalMove, st.apply, 0))
    assert "no seat" in str(raises(game.IllegalMove, st.apply, 3))
    assert "no seat" in str(raises(game.IllegalMove, st.apply, -2))
    assert "name a player" in str(raises(game.IllegalMove, st.apply, LAY))
    st.apply(1)
    assert "not a choice" in str(raises(game.IllegalMove, st.apply, 0))


def test_r9_name_joker_ends_a_challenge():
    st = table("5C,AS,6C", "7D,2D,X,3D,4D,TD", "8H,9H", jokers=NAME)
    ev = lay(st, 4)  # 5C 7D 8H, then the ace: seat 1 owes 4
    assert ev[-1] == (EV_CHALLENGE, 1, 4)
    lay(st, 2)  # 2D, then the joker
    assert st.awaiting == ratscrew.AWAIT_NAME
    ev = st.apply(0)
    assert ev[-1] == (EV_TAKE, 0, 6)
    assert st.owed == 0 and st.current() == 2 and stack(st, 1) == "3D,4D,TD"


def test_r9_name_joker_as_last_card_wins():
    st = table("5C,6C", "X", jokers=NAME)
    lay(st, 2)
    ev = st.apply(0)
    assert ev == [(EV_NAMED, 1, 0), (EV_TAKE, 0, 2), (EV_WIN, 1)]
    assert st.winners() == [1]


def test_r9_name_joker_on_empty_pile():
    st = table("X,6C", "2D", jokers=NAME)
    lay(st)
    assert st.apply(1) == [(EV_NAMED, 0, 1), (EV_TAKE, 1, 1)]


def test_r9_computer_names_fewest_then_nearest_clockwise():
    st = table("X,2C", "3D,4D,5D", "6H", "7S,8S", "9C", jokers=NAME, turn=0)
    lay(st)
    assert ratscrew.computer_name(st) == 2  # seats 2 and 4 hold one card: 2 is nearer
    # A tie that the nearest seat, not the lowest seat number, decides: from seat 3,
    # seats 4 and 1 hold one card each, and seat 4 comes first clockwise.
    st = table("2C,3C", "4D", "5H,6H", "X,7S,8S", "9C", jokers=NAME, turn=3)
    lay(st)
    assert ratscrew.computer_name(st) == 4


def test_r9_computer_naming_tie_wraps_clockwise():
    st = table("2C,3C", "4D,5D", "X,6H,7H", "8S,9S", jokers=NAME, turn=2)
    lay(st)
    # Seats 0, 1 and 3 hold two cards each; clockwise from seat 2 the nearest is seat 3.
    assert ratscrew.computer_name(st) == 3
    # Seats 0 and 2 tie on one card; from seat 3 the count wraps past seat 4 to seat 0,
    # which comes before seat 2 clockwise.
    st = table("2C", "4D,5D,6D", "6H", "X,7S,8S", "9S,TS", jokers=NAME, turn=3)
    lay(st)
    assert ratscrew.computer_name(st) == 0


def test_jokers_setting_parses():
    assert ratscrew.parse_jokers("off") == ratscrew.JOKERS_OFF
    assert ratscrew.parse_jokers("name") == NAME
    assert "off, high, name" in str(raises(ValueError, ratscrew.parse_jokers, "wild"))


def test_deck_string_sets_up_any_game():
    deck = deck_from(codes(cards.full_deck()))
    st = ratscrew.new_game(deck, 2)
    assert st.counts() == [26, 26]

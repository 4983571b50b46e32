# Equi (Экви): the rules of docs/rules.md E1-E8 as a pure state.
#
# Cards are ints of cards.py; the 36-card deck runs from 6 to A.  A move is either
#   a discard: one card (an int), or
#   a capture: a pair of tuples (hand cards, table cards), each sorted ascending.
# Whether a capture is legal is checked here with the values of equi_values.py; which
# captures there are is equi_search.py's work (a dynamic programme over sums), asked by
# captures() and legal_moves(), which a device's turn never calls.  Dealing a game and
# reading one back from its save are equi_deal.py's.
from micropython import const
from rules import cards, equi_deal, equi_search, game
from rules.equi_values import (
    DECK_SIZE,
    HAND_SIZE,
    LOW_CARD,
    MAX_MOVES,
    MAX_PLAYERS,  # noqa: F401  (the rules' own numbers, equi.MAX_PLAYERS and the rest)
    MIN_PLAYERS,  # noqa: F401
    SAVE_ID,
    SAVE_VERSION,
    VALUE_NAMES,
    any_capture,
    counts,
    last_card_rule,
    total,
)

EV_CAPTURE = const(1)  # (EV_CAPTURE, seat, hand cards, table cards)
EV_DISCARD = const(2)  # (EV_DISCARD, seat, card)
EV_DRAW = const(3)  # (EV_DRAW, seat, how many)
EV_STOCK_EMPTY = const(4)  # (EV_STOCK_EMPTY,)
EV_TAKE_BACK = const(5)  # (EV_TAKE_BACK, seat, how many): E6, tricks back into the hand
EV_SKIP = const(6)  # (EV_SKIP, seat): E6, no hand and no tricks
EV_OVER = const(7)  # (EV_OVER, end, scores, winners)


# -- the game --------------------------------------------------------------------------


class State:
    def __init__(self, players, dealer, hand_counts):
        self.players = players
        self.dealer = dealer
        self.hand_counts = bool(hand_counts)
        self.hands = [[] for _ in range(players)]
        self.tricks = [[] for _ in range(players)]
        self.table = []
        self.stock = []  # the top card last
        self.seen = bytearray(DECK_SIZE)  # 1: the card was ever captured (public)
        self.turn = (dealer + 1) % players  # E3
        self.moves = 0
        self.over = False
        self.end = game.END_NONE
        self._winners = ()

    # -- queries -------------------------------------------------------------------

    def current(self):
        return -1 if self.over else self.turn

    def winners(self):
        return list(self._winners)

    def scores(self):
        """E8: cards in tricks (and, with hand_counts, cards still in hand)."""
        return [
            len(self.tricks[s]) + (len(self.hands[s]) if self.hand_counts else 0)
            for s in range(self.players)
        ]

    def stock_empty(self):
        return not self.stock

    def can_capture(self):
        return not self.over and any_capture(self.hands[self.turn], self.table, not self.stock)

    def captures(self):
        """Every legal capture of the player to move (a generator)."""
        if self.over:
            return iter(())
        return equi_search.captures(self.hands[self.turn], self.table, not self.stock)

    def legal_moves(self):
        """Every capture, or else every discard.  With a hand of tricks taken back the
        captures can run to many thousands: a device checks the player's choice with
        check()/apply() and asks can_capture(), both cheap, rather than listing them."""
        if self.over:
            return []
        moves = list(self.captures())
        return moves or sorted(self.hands[self.turn])

    def copy(self):
        st = State(self.players, self.dealer, self.hand_counts)
        st.hands = [list(h) for h in self.hands]
        st.tricks = [list(t) for t in self.tricks]
        st.table = list(self.table)
        st.stock = list(self.stock)
        st.seen = bytearray(self.seen)
        st.turn, st.moves, st.over, st.end = self.turn, self.moves, self.over, self.end
        st._winners = self._winners
        return st

    # -- moves ---------------------------------------------------------------------

    def check(self, move):
        """The move in its normal form if legal now; raises game.IllegalMove saying why."""
        if self.over:
            raise game.IllegalMove("the game is over")
        hand = self.hands[self.turn]
        if isinstance(move, int):
            if move not in hand:
                raise game.IllegalMove("%s is not in your hand" % _name(move))
            if self.can_capture():
                raise game.IllegalMove("a capture is possible, so you may not discard")
            return move
        if not (isinstance(move, (tuple, list)) and len(move) == 2):
            raise game.IllegalMove("a move is one card to discard or (hand cards, table cards)")
        hp, tp = _card_list(move[0]), _card_list(move[1])
        if not hp:
            raise game.IllegalMove("lay at least one card from your hand")
        if not tp:
            raise game.IllegalMove("take at least one card from the table")
        _all_in(hp, hand, "in your hand")
        _all_in(tp, self.table, "on the table")
        hs, ts = total(hp), total(tp)
        if hs != ts:
            raise game.IllegalMove("your cards add up to %d, the table cards to %d" % (hs, ts))
        hc, tc = counts(hp), counts(tp)
        whole = len(hp) == len(hand) and len(tp) == len(self.table)
        if not whole and not last_card_rule(hand, not self.stock):
            for i in range(9):
                if hc[i] and tc[i]:
                    raise game.IllegalMove(
                        "equal cards never take equal cards: %s on both sides" % VALUE_NAMES[i]
                    )
        return (tuple(sorted(hp)), tuple(sorted(tp)))

    def apply(self, move):
        """Checked move: raises game.IllegalMove with a reason; returns the events."""
        return self.push(self.check(move))

    def push(self, move):
        """Unchecked move in normal form (a card, or (hand cards, table cards))."""
        s = self.turn
        hand = self.hands[s]
        ev = []
        if isinstance(move, int):
            hand.remove(move)
            self.table.append(move)
            ev.append((EV_DISCARD, s, move))
        else:
            hp, tp = move
            trick = self.tricks[s]
            for c in hp:
                hand.remove(c)
            for c in tp:
                self.table.remove(c)
            for c in hp + tp:
                trick.append(c)
                self.seen[c - LOW_CARD] = 1
            ev.append((EV_CAPTURE, s, tuple(hp), tuple(tp)))
        self.moves += 1
        n = 0
        while len(hand) < HAND_SIZE and self.stock:  # E5
            hand.append(self.stock.pop())
            n += 1
        if n:
            ev.append((EV_DRAW, s, n))
            if not self.stock:
                ev.append((EV_STOCK_EMPTY,))
        if not self.stock and not self.table:
            self._finish(game.END_WIN, ev)  # E7
        elif self.moves >= MAX_MOVES:
            self._finish(game.END_CAP, ev)
        else:
            self._advance(s, ev)
        return ev

    def _advance(self, s, ev):
        # E6: the next player with a hand moves; one without a hand (so the stock is
        # empty) takes their tricks back; one without tricks either is skipped.
        for k in range(1, self.players + 1):
            seat = (s + k) % self.players
            if self.hands[seat]:
                self.turn = seat
                return
            if self.tricks[seat]:
                self.hands[seat] = self.tricks[seat]
                self.tricks[seat] = []
                ev.append((EV_TAKE_BACK, seat, len(self.hands[seat])))
                self.turn = seat
                return
            ev.append((EV_SKIP, seat))
        self._finish(game.END_EMPTY, ev)

    def _finish(self, end, ev):
        self.over = True
        self.end = end
        sc = self.scores()
        top = max(sc)
        self._winners = tuple(s for s in range(self.players) if sc[s] == top)
        ev.append((EV_OVER, end, tuple(sc), self._winners))

    # -- saving --------------------------------------------------------------------

    def to_bytes(self):
        """Header, 8 bytes of state, 5 bytes of the `seen` bit set, the sizes of every
        hand, every trick pile, the table and the stock, then all 36 cards in that order
        (the stock top last): about 60 bytes."""
        bits = bytearray(5)
        for i in range(DECK_SIZE):
            if self.seen[i]:
                bits[i >> 3] |= 1 << (i & 7)
        head = bytes(
            (
                game.SAVE_MAGIC,
                SAVE_ID,
                SAVE_VERSION,
                self.players,
                self.dealer,
                int(self.hand_counts),
                self.turn,
                self.moves >> 8,
                self.moves & 255,
                self.end,
                sum(1 << s for s in self._winners),
            )
        )
        parts = self.hands + self.tricks + [self.table, self.stock]
        body = bytearray(bytes(len(p) for p in parts))
        for p in parts:
            body.extend(bytes(p))
        return head + bytes(bits) + bytes(body)


def from_bytes(data):
    """Restore a State from to_bytes(); raises game.SaveError for anything inconsistent."""
    return equi_deal.from_bytes(State, data)


def new_game(deck, players, dealer=0, hand_counts=False):
    """Deal `deck` (36 card ints, top first) by E2 and return the starting State."""
    return equi_deal.new_game(State, deck, players, dealer, hand_counts)


def play_out(st, choose, on_events=None):
    """Play st to its end; choose(st) gives the move of the player to move (unchecked)."""
    while not st.over:
        ev = st.push(choose(st))
        if on_events is not None:
            on_events(ev)
    return st


def _name(c):
    try:
        return cards.code(c)
    except (cards.CardError, TypeError):
        return repr(c)


def _card_list(part):
    if isinstance(part, int):
        return [part]
    if not isinstance(part, (tuple, list)):
        raise game.IllegalMove("a side of a capture is a list of cards")
    for c in part:
        if not isinstance(c, int):
            raise game.IllegalMove("%r is not a card" % (c,))
    return list(part)


def _all_in(part, where, words):
    pool = list(where)
    for c in part:
        if c not in pool:
            if c in part[: part.index(c)] or part.count(c) > 1:
                raise game.IllegalMove("%s is named twice" % _name(c))
            raise game.IllegalMove("%s is not %s" % (_name(c), words))
        pool.remove(c)

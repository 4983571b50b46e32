# High card, the small game host_tests/test_new_game.py adds to a copy of the tree, and the
# template a new game copies: each seat is dealt HAND cards, hidden from the others; every
# round each seat in turn, from the round's first, lays a card of its hand face up; the
# highest rank takes the round (a tie for the highest: nobody), and its taker is the next
# round's first (after a tie, the seat after this round's first).  When the hands are
# empty the game ends, and the most rounds win.  Pure, as every game's rules: the deck's
# order comes from outside.
from micropython import const
from rules import cards, game

SAVE_ID = const(3)  # the game's byte in a save's header (rules/game.py)
_SAVE_VERSION = const(1)
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(6)
HAND = const(4)  # cards dealt to each seat
EV_CARD = const(0)  # (EV_CARD, seat, card)
EV_ROUND = const(1)  # (EV_ROUND, the round's taker or -1)


class State:
    def __init__(self, players, dealer):
        self.players = players
        self.dealer = dealer
        self.hands = [[] for _ in range(players)]
        self.first = (dealer + 1) % players  # this round's first seat
        self.turn = self.first
        self.shown = []  # this round's cards, in the order laid
        self.won = [0] * players
        self.moves = 0
        self.over = False
        self.end = game.END_NONE

    def current(self):
        return -1 if self.over else self.turn

    def legal_moves(self):
        return [] if self.over else sorted(self.hands[self.turn])

    def check(self, move):
        """move if it is a card of the hand of the seat to move, else IllegalMove."""
        if self.over:
            raise game.IllegalMove("the game is over")
        if move not in self.hands[self.turn]:
            raise game.IllegalMove("that card is not in the hand")
        return move

    def apply(self, move):
        return self.push(self.check(move))

    def push(self, move):
        seat = self.turn
        self.hands[seat].remove(move)
        self.shown.append(move)
        self.moves += 1
        ev: list = [(EV_CARD, seat, move)]
        self.turn = (seat + 1) % self.players
        if len(self.shown) == self.players:
            ranks = [cards.rank(c) for c in self.shown]
            top = max(ranks)
            taker = -1
            if ranks.count(top) == 1:
                taker = (self.first + ranks.index(top)) % self.players
                self.won[taker] += 1
            ev.append((EV_ROUND, taker))
            self.first = taker if taker >= 0 else (self.first + 1) % self.players
            self.turn = self.first
            self.shown = []
            if not self.hands[self.turn]:
                self.over = True
                self.end = game.END_WIN
        return ev

    def winners(self):
        if not self.over:
            return []
        best = max(self.won)
        return [s for s in range(self.players) if self.won[s] == best]

    def to_bytes(self):
        head = bytes((game.SAVE_MAGIC, SAVE_ID, _SAVE_VERSION, self.players, self.dealer,
                      self.first, self.turn, self.moves, len(self.shown)))  # fmt: skip
        body = bytes(self.won) + bytes(self.shown)
        for h in self.hands:
            body += bytes((len(h),)) + bytes(h)
        return head + body


def computer_move(st):
    """The computer's card: the lowest that beats this round's highest, else its lowest."""
    hand = sorted(st.hands[st.turn], key=cards.rank)
    best = max([cards.rank(c) for c in st.shown]) if st.shown else -1
    for c in hand:
        if cards.rank(c) > best:
            return c
    return hand[0]


def new_game(deck, players, dealer):
    """Deal deck (top first): HAND cards to each seat, one at a time from the dealer's
    left."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or not 0 <= dealer < players:
        raise ValueError("2 to 6 seats, the dealer one of them")
    st = State(players, dealer)
    deck = list(deck)
    for i in range(HAND * players):
        st.hands[(dealer + 1 + i) % players].append(deck[i])
    return st


def from_bytes(data):
    """Restore a State from to_bytes(); game.SaveError for anything inconsistent."""
    i = game.check_header(data, SAVE_ID, _SAVE_VERSION)
    if len(data) < i + 6:
        raise game.SaveError("save is truncated")
    players, dealer, first, turn, moves, shown = data[i : i + 6]
    i += 6
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS and max(dealer, first, turn) < players):
        raise game.SaveError("save has impossible seats")
    st = State(players, dealer)
    st.first, st.turn, st.moves = first, turn, moves
    st.won = list(data[i : i + players])
    st.shown = list(data[i + players : i + players + shown])
    i += players + shown
    for s in range(players):
        if i >= len(data) or i + 1 + data[i] > len(data):
            raise game.SaveError("save has the wrong length")
        st.hands[s] = list(data[i + 1 : i + 1 + data[i]])
        i += 1 + data[i]
    if i != len(data) or shown >= players:
        raise game.SaveError("save has the wrong length")
    return st

# High card, the small game host_tests/test_new_game.py adds to a copy of the tree: each
# round every seat turns the top card of the deck, in turn from the left of the dealer;
# the highest rank takes the round (a tie: nobody).  When the deck cannot give every seat
# a card the game ends, and the most rounds win.  Pure, as every game's rules: the deck's
# order comes from outside.
from micropython import const
from rules import cards, game

SAVE_ID = const(3)  # the game's byte in a save's header (rules/game.py)
_SAVE_VERSION = const(1)
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(6)
EV_CARD = const(0)  # (EV_CARD, seat, card)
EV_ROUND = const(1)  # (EV_ROUND, the round's winner or -1)


class State:
    def __init__(self, deck, players, dealer):
        self.players = players
        self.dealer = dealer
        self.deck = list(deck)  # top first
        self.turn = (dealer + 1) % players
        self.shown = []  # this round's cards, in turn order
        self.won = [0] * players
        self.moves = 0
        self.over = False
        self.end = game.END_NONE

    def current(self):
        return -1 if self.over else self.turn

    def legal_moves(self):
        return [] if self.over else [0]

    def apply(self, move):
        if self.over or move != 0:
            raise game.IllegalMove("the only move is to turn a card")
        return self.push(move)

    def push(self, move):
        seat = self.turn
        c = self.deck.pop(0)
        ev: list = [(EV_CARD, seat, c)]
        self.shown.append(c)
        self.moves += 1
        self.turn = (seat + 1) % self.players
        if len(self.shown) == self.players:
            ranks = [cards.rank(x) for x in self.shown]
            top = max(ranks)
            first = (self.dealer + 1) % self.players
            winner = -1
            if ranks.count(top) == 1:
                winner = (first + ranks.index(top)) % self.players
                self.won[winner] += 1
            ev.append((EV_ROUND, winner))
            self.shown = []
            if len(self.deck) < self.players:
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
                      self.turn, self.moves & 255, self.moves >> 8, len(self.deck),
                      len(self.shown)))  # fmt: skip
        return head + bytes(self.won) + bytes(self.deck) + bytes(self.shown)


def new_game(deck, players, dealer):
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or not 0 <= dealer < players:
        raise ValueError("2 to 6 seats, the dealer one of them")
    return State(deck, players, dealer)


def from_bytes(data):
    """Restore a State from to_bytes(); game.SaveError for anything inconsistent."""
    i = game.check_header(data, SAVE_ID, _SAVE_VERSION)
    if len(data) < i + 7:
        raise game.SaveError("save is truncated")
    players, dealer, turn, lo, hi, left, shown = data[i : i + 7]
    i += 7
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS and dealer < players and turn < players):
        raise game.SaveError("save has impossible seats")
    if len(data) != i + players + left + shown or shown >= players:
        raise game.SaveError("save has the wrong length")
    st = State(data[i + players : i + players + left], players, dealer)
    st.won = list(data[i : i + players])
    st.shown = list(data[i + players + left :])
    st.turn = turn
    st.moves = lo | hi << 8
    return st

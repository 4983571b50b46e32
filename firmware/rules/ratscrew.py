# Ratscrew (Egipet Ratscrew): the rules of docs/rules.md R1-R9 as a pure, step-wise state.
#
# One step lays one card (or, with jokers set to `name`, settles one naming), so the
# device can show every card.  Stacks are lists with the top card last; the centre pile
# is a list with the top card last.  Rank comparison uses cards.rank(): 2..A are 0..12
# and the joker is 13, which is exactly R9's `high` order (in `name` mode a joker is
# taken at once and never compared).
from micropython import const
from rules import cards, game

JOKERS_OFF = const(0)
JOKERS_HIGH = const(1)
JOKERS_NAME = const(2)
JOKER_MODES = ("off", "high", "name")

LAY = const(-1)  # the only move of a normal turn: lay the top card of your stack

AWAIT_LAY = const(0)
AWAIT_NAME = const(1)  # the seat that laid a joker (mode `name`) must name another seat

EV_LAY = const(1)  # (EV_LAY, seat, card)
EV_CHALLENGE = const(2)  # (EV_CHALLENGE, seat, owed): seat must lay `owed` cards
EV_TAKE = const(3)  # (EV_TAKE, seat, count): seat took the pile under its stack
EV_JOKER = const(4)  # (EV_JOKER, seat): seat laid a joker and must name a seat
EV_NAMED = const(5)  # (EV_NAMED, seat, named)
EV_WIN = const(6)  # (EV_WIN, seat)
EV_CAP = const(7)  # (EV_CAP, winners): R8's cap ended the game

MAX_LAID = const(5000)  # R8: the game ends once this many cards were laid
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(6)
_SAVE_VERSION = const(1)
SAVE_ID = const(1)  # the game's byte in a save's header (rules/game.py): Ratscrew
_NONE = const(255)


def _owed_after(c):
    # R7: a Q, K or A makes the next player lay 2, 3 or 4 cards.
    return cards.rank(c) - cards.RANK_Q + 2


class State:
    def __init__(self, players, dealer, jokers):
        self.players = players
        self.dealer = dealer
        self.jokers = jokers
        self.stacks = [[] for _ in range(players)]
        self.pile = []
        self.turn = (dealer + 1) % players  # R4: left of the dealer plays first
        self.owed = 0  # cards the current player still owes in a challenge
        self.challenge_card = -1  # the Q, K or A that set the challenge in progress
        self.awaiting = AWAIT_LAY
        self.laid = 0
        self.over = False
        self.end = game.END_NONE
        self._winners = ()

    # -- queries ---------------------------------------------------------------

    @property
    def moves(self):
        """How far the game has gone (rules/game.py): the cards laid."""
        return self.laid

    def current(self):
        return -1 if self.over else self.turn

    def stack_size(self, seat):
        return len(self.stacks[seat])

    def counts(self):
        return [len(s) for s in self.stacks]

    def winners(self):
        return list(self._winners)

    def legal_moves(self):
        if self.over:
            return []
        if self.awaiting == AWAIT_NAME:
            return [s for s in range(self.players) if s != self.turn]
        return [LAY]

    def copy(self):
        st = State(self.players, self.dealer, self.jokers)
        st.stacks = [list(s) for s in self.stacks]
        st.pile = list(self.pile)
        for name in ("turn", "owed", "challenge_card", "awaiting", "laid", "over", "end"):
            setattr(st, name, getattr(self, name))
        st._winners = self._winners
        return st

    # -- moves -----------------------------------------------------------------

    def apply(self, move):
        """Checked move: raises game.IllegalMove with a reason."""
        if self.over:
            raise game.IllegalMove("the game is over")
        if self.awaiting == AWAIT_NAME:
            if move == LAY:
                raise game.IllegalMove("a joker was laid: name a player first")
            if not (isinstance(move, int) and 0 <= move < self.players):
                raise game.IllegalMove("there is no seat %r at this table" % (move,))
            if move == self.turn:
                raise game.IllegalMove("name another player, not the one who laid the joker")
        elif move != LAY:
            raise game.IllegalMove("it is a card to lay, not a choice")
        return self.push(move)

    def push(self, move):
        """Unchecked move: LAY, or the seat named for a joker.  Returns the events."""
        ev = []
        if self.awaiting == AWAIT_NAME:
            self._name(move, ev)
        else:
            self._lay(ev)
        return ev

    def _lay(self, ev):
        s = self.turn
        stack = self.stacks[s]
        c = stack.pop()
        self.pile.append(c)
        self.laid += 1
        ev.append((EV_LAY, s, c))
        if c == cards.JOKER and self.jokers == JOKERS_NAME:
            # R9 `name`: settled by the naming, even in the middle of a challenge.
            self.awaiting = AWAIT_NAME
            ev.append((EV_JOKER, s))
            return
        if self.owed > 1 and stack:
            # R7: cards before the last one of a challenge are not compared.
            self.owed -= 1
            return
        # The turn's deciding card: a normal turn's only card, a challenge's last card,
        # or (R7) the last card of a player who ran out in the middle of a challenge.
        self.owed = 0
        self.challenge_card = -1
        nxt = (s + 1) % self.players
        pile = self.pile
        if len(pile) >= 2:  # R5: a card on an empty pile is compared with nothing
            rc = cards.rank(c)
            rb = cards.rank(pile[-2])
            if rc < rb:
                self._take(s, ev)
            elif rc > rb and cards.RANK_Q <= rc <= cards.RANK_A:
                # R7: strictly higher Q, K or A challenges the next player (a joker,
                # rank 13, challenges nobody).
                self.owed = _owed_after(c)
                self.challenge_card = c
                ev.append((EV_CHALLENGE, nxt, self.owed))
        self.turn = nxt
        self._settled(s, ev)

    def _name(self, named, ev):
        s = self.turn
        ev.append((EV_NAMED, s, named))
        self._take(named, ev)
        self.awaiting = AWAIT_LAY
        self.owed = 0  # R9: any challenge ends
        self.challenge_card = -1
        self.turn = (s + 1) % self.players
        self._settled(s, ev)

    def _take(self, seat, ev):
        # R6: the pile goes under the stack as one block, the first-laid card nearest the
        # stack's old bottom (so it is played first of them), the last-laid at the bottom.
        pile = self.pile
        pile.reverse()
        stack = self.stacks[seat]
        stack[0:0] = pile
        ev.append((EV_TAKE, seat, len(pile)))
        self.pile = []

    def _settled(self, mover, ev):
        # R8: only the player whose turn was just settled can be out of cards.
        if not self.stacks[mover]:
            self._finish(game.END_WIN, (mover,))
            ev.append((EV_WIN, mover))
        elif self.laid >= MAX_LAID:
            counts = self.counts()
            low = min(counts)
            self._finish(game.END_CAP, tuple(i for i, n in enumerate(counts) if n == low))
            ev.append((EV_CAP, self._winners))

    def _finish(self, end, winners):
        self.over = True
        self.end = end
        self._winners = winners
        self.owed = 0
        self.challenge_card = -1

    # -- saving ----------------------------------------------------------------

    def to_bytes(self):
        """Header, 9 bytes of state, one size byte per stack and the pile, then every
        card: the stacks bottom first, then the pile bottom first (under 80 bytes)."""
        head = bytes(
            (
                game.SAVE_MAGIC,
                SAVE_ID,
                _SAVE_VERSION,
                self.players,
                self.dealer,
                self.jokers,
                self.turn,
                self.owed,
                self.awaiting,
                _NONE if self.challenge_card < 0 else self.challenge_card,
                self.laid >> 8,
                self.laid & 255,
                self.end,
                sum(1 << s for s in self._winners),
            )
        )
        sizes = bytes(len(s) for s in self.stacks) + bytes((len(self.pile),))
        body = bytearray()
        for s in self.stacks:
            body.extend(bytes(s))
        body.extend(bytes(self.pile))
        return head + sizes + bytes(body)


def from_bytes(data):
    """Restore a State from to_bytes(); raises game.SaveError for anything inconsistent."""
    i = game.check_header(data, SAVE_ID, _SAVE_VERSION)
    if len(data) < i + 11:
        raise game.SaveError("save is truncated")
    players, dealer, jokers, turn, owed, awaiting, chal, hi, lo, end, wmask = data[i : i + 11]
    i += 11
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS and dealer < players and turn < players):
        raise game.SaveError("save has impossible seats")
    if jokers > JOKERS_NAME or awaiting > AWAIT_NAME or owed > 4 or end > game.END_CAP:
        raise game.SaveError("save has impossible settings")
    if len(data) < i + players + 1:
        raise game.SaveError("save is truncated")
    sizes = data[i : i + players + 1]
    i += players + 1
    if len(data) != i + sum(sizes):
        raise game.SaveError("save has %d card bytes, expected %d" % (len(data) - i, sum(sizes)))
    st = State(players, dealer, jokers)
    every = []
    for seat in range(players + 1):
        part = list(data[i : i + sizes[seat]])
        i += sizes[seat]
        every.extend(part)
        if seat < players:
            st.stacks[seat] = part
        else:
            st.pile = part
    try:
        cards.check_deck(every, 2 if jokers else 0)
    except cards.CardError as e:
        raise game.SaveError("save holds a wrong deck: %s" % e)
    st.turn, st.owed, st.awaiting = turn, owed, awaiting
    st.challenge_card = -1 if chal == _NONE else chal
    st.laid = (hi << 8) | lo
    st.end = end
    st.over = end != game.END_NONE
    st._winners = tuple(s for s in range(players) if wmask >> s & 1)
    _check_restored(st)
    return st


def _check_restored(st):
    # What play could never produce: refuse it rather than resume a broken game.
    if st.owed:
        c = st.challenge_card
        if not (0 <= c < cards.JOKER and cards.RANK_Q <= cards.rank(c)):
            raise game.SaveError("save has a challenge without a Q, K or A")
        if st.owed > _owed_after(c):
            raise game.SaveError("save owes more cards than its challenge asks")
    elif st.challenge_card >= 0:
        raise game.SaveError("save has a challenge card but owes nothing")
    counts = st.counts()
    if not st.over:
        if st.awaiting == AWAIT_LAY and not counts[st.turn]:
            raise game.SaveError("save has a player to move with no cards")
        if st.awaiting == AWAIT_NAME and st.pile[-1:] != [cards.JOKER]:
            raise game.SaveError("save waits for a naming without a joker on the pile")
        if st.laid >= MAX_LAID and st.awaiting == AWAIT_LAY and not st.owed:
            raise game.SaveError("save is past the card cap but not over")
        if st._winners:
            raise game.SaveError("save has winners of a game not over")
    elif st.end == game.END_WIN:
        if len(st._winners) != 1 or counts[st._winners[0]]:
            raise game.SaveError("save has a winner who still holds cards")
    elif st.end == game.END_CAP:
        low = min(counts)
        fewest = tuple(s for s in range(st.players) if counts[s] == low)
        if st.laid < MAX_LAID or st._winners != fewest:
            raise game.SaveError("save has an impossible cap ending")
    else:
        raise game.SaveError("save has an impossible ending")


def new_game(deck, players, dealer=0, jokers=JOKERS_OFF):
    """Deal `deck` (card ints, top first) by R2 and return the starting State."""
    if not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError("Ratscrew takes 2 to 6 players, not %r" % (players,))
    if not (isinstance(dealer, int) and 0 <= dealer < players):
        raise ValueError("the dealer must be a seat from 0 to %d, not %r" % (players - 1, dealer))
    if jokers not in (JOKERS_OFF, JOKERS_HIGH, JOKERS_NAME):
        raise ValueError("jokers must be off, high or name")
    cards.check_deck(deck, 2 if jokers else 0)
    st = State(players, dealer, jokers)
    # R2: card i goes to seat dealer+1+i; later cards lie on top (the end of the list).
    for i, c in enumerate(deck):
        st.stacks[(dealer + 1 + i) % players].append(c)
    return st


def next_dealer(dealer, players):
    """R1: in each following game of a match the deal passes to the next seat."""
    return (dealer + 1) % players


def computer_name(st):
    """R9: a computer names the other player with the fewest cards; on a tie the one
    nearest clockwise from itself."""
    me = st.turn
    best = -1
    for k in range(1, st.players):
        seat = (me + k) % st.players
        if best < 0 or len(st.stacks[seat]) < len(st.stacks[best]):
            best = seat
    return best


def play_out(st, on_events=None):
    """Play st to its end as the runner does: every card laid, jokers named by R9's
    computer rule.  on_events(events) sees each step."""
    while not st.over:
        move = computer_name(st) if st.awaiting == AWAIT_NAME else LAY
        ev = st.push(move)
        if on_events is not None:
            on_events(ev)
    return st


def parse_jokers(text):
    """'off' | 'high' | 'name' -> JOKERS_*; ValueError naming the choices otherwise."""
    if text in JOKER_MODES:
        return JOKER_MODES.index(text)
    raise ValueError("jokers must be one of off, high, name (not %r)" % (text,))

# Equi computer players.  Each sees only a View: what its seat may know at the table.
#
#   max-cards  docs/rules.md's reference policy, deterministic.
#   easy       a random legal move: a random capture (uniform over the captures by
#              values, then random cards of those values), else a random discard.
#   normal     the capture taking the most cards (ties at random), else a discard of its
#              highest card.
#   hard       looks one move ahead: for each candidate move it weighs the cards taken
#              against what the next player could take from the table left behind, that
#              player's hand being dealt at random from the cards this seat cannot place
#              (exact once every other card is accounted for).  Details in
#              docs/equi-players.md.
# All randomness comes from the player's own seeded rng.Rng.
from micropython import const
from rules import equi, equi_search, equi_values, rng

POLICIES = ("max-cards", "easy", "normal", "hard")

_CANDIDATES = const(40)  # at most this many captures are looked at by `hard`
_SHORTLIST = const(6)  # ... of which this many get the look-ahead
_SAMPLES = const(4)  # hands dealt to the next player per shortlisted move
_TIES = const(32)  # `normal` draws among at most this many equally large captures
_FULL = const(36)


class View:
    """What `seat` may see: its hand, the table, the size of every hand and the stock,
    every trick (captures happen face up, so they are public), and the cards another
    player took back from their own tricks into their hand (E6: public as well)."""

    def __init__(self, st, seat):
        self.seat = seat
        self.players = st.players
        self.hand = list(st.hands[seat])
        self.table = list(st.table)
        self.stock_count = len(st.stock)
        self.hand_sizes = [len(h) for h in st.hands]
        self.tricks = [list(t) for t in st.tricks]
        self.known = [
            [] if s == seat else [c for c in st.hands[s] if st.seen[c - equi.LOW_CARD]]
            for s in range(st.players)
        ]
        self.moves = st.moves
        self.hand_counts = st.hand_counts

    def stock_empty(self):
        return self.stock_count == 0

    def unseen(self):
        """The cards this seat cannot place: in the stock or hidden in another hand."""
        placed = bytearray(_FULL)
        for part in [self.hand, self.table] + self.tricks + self.known:
            for c in part:
                placed[c - equi.LOW_CARD] = 1
        return [i + equi.LOW_CARD for i in range(_FULL) if not placed[i]]


def make(name, seed=0):
    """A player by policy name; ValueError naming the choices for an unknown one."""
    if name == "max-cards":
        return MaxCards()
    if name == "easy":
        return Easy(seed)
    if name == "normal":
        return Normal(seed)
    if name == "hard":
        return Hard(seed)
    raise ValueError("unknown policy %r (choose from %s)" % (name, ", ".join(POLICIES)))


class MaxCards:
    name = "max-cards"

    def choose(self, view):
        return equi_search.max_cards_move(view.hand, view.table, view.stock_empty())


class _Random:
    def __init__(self, seed):
        self.rng = rng.Rng(seed)

    def _cards(self, vc, hand, table):
        # Random cards of the chosen values.
        hg, tg = equi_search.by_value(hand), equi_search.by_value(table)
        hp = []
        tp = []
        for i in range(9):
            hp.extend(self.rng.shuffle(hg[i])[: vc[i][0]])
            tp.extend(self.rng.shuffle(tg[i])[: vc[i][1]])
        return (tuple(sorted(hp)), tuple(sorted(tp)))


class Easy(_Random):
    name = "easy"

    def choose(self, view):
        hand, table = view.hand, view.table
        last = equi_values.last_card_rule(hand, view.stock_empty())
        vc = equi_search.random_value_capture(
            equi_values.counts(hand), equi_values.counts(table), last, self.rng.below
        )
        if vc is not None:
            return self._cards(vc, hand, table)
        return self.rng.choice(sorted(hand))


class Normal(_Random):
    name = "normal"

    def choose(self, view):
        hand, table = view.hand, view.table
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, view.stock_empty())
        best = []
        for vc in equi_search.optimal_captures(hc, tc, last):
            best.append(vc)
            if len(best) == _TIES:
                break
        if best:
            return self._cards(self.rng.choice(best), hand, table)
        # Discard a card of the highest value: it takes the most to capture.
        top = max(equi_values.value(c) for c in hand)
        return self.rng.choice(sorted(c for c in hand if equi_values.value(c) == top))


# The hard player's weights.  A move's value is in 1/16 of a card, per sampled hand.
_CARD = const(16)  # one card taken (or given away to the next player)
_DISCARD_HIGH = const(3)  # per point of the discarded card: high cards are hard to take
_HAND_USED = const(1)  # per hand card spent on a capture (twice that once the stock is out)
_TAKE_BACK = const(8)  # per trick card, when the move empties the hand (E6 looms)
_WIN = const(200000)  # a move that ends the game won (negated: lost)
_LOST = const(400)  # in cards: the next player could end the game and win by it


class Hard(_Random):
    """One move of look-ahead.  Candidates: up to _CANDIDATES captures and the largest
    one, of which the _SHORTLIST taking the most cards are weighed; with nothing to take,
    one discard of each value held.  Each candidate is scored against _SAMPLES hands the
    next player might hold, so a choice costs at most _SHORTLIST * _SAMPLES runs of the
    most-cards search: bounded whatever the hand and table sizes."""

    name = "hard"

    def __init__(self, seed):
        super().__init__(seed)
        self._tc2 = [0] * 9  # each move's table left behind, worked out in place

    def choose(self, view):
        hand, table = view.hand, view.table
        se = view.stock_empty()
        hc, tc = equi_values.counts(hand), equi_values.counts(table)
        last = equi_values.last_card_rule(hand, se)
        self.hand_counts = view.hand_counts
        equi_search.hold()  # the search's buffers, for this choice only
        moves = self._candidates(hc, tc, last)
        worlds = self._worlds(view)
        me = view.seat
        mine = len(view.tricks[me])
        # E8's scores as they stand (with hand_counts, my own hand is added per move).
        score = [
            len(view.tricks[s]) + (view.hand_sizes[s] if view.hand_counts else 0)
            for s in range(view.players)
        ]
        others = max(score[s] for s in range(view.players) if s != me)
        nxt_tricks = score[(me + 1) % view.players]
        best = None
        bval = 0
        for vc in moves:
            val = self._value(vc, hc, tc, se, mine, others, nxt_tricks, worlds, best, bval)
            if best is None or val > bval:
                best, bval = vc, val
        equi_search.drop()
        if isinstance(best, int):
            return equi_search.by_value(hand)[best][0]
        return equi_search.cards_for(best, hand, table)

    def _candidates(self, hc, tc, last):
        caps = equi_search.shortlist(hc, tc, last, _CANDIDATES, _SHORTLIST)
        return caps or [i for i in range(9) if hc[i]]  # else a discard of each value held

    def _worlds(self, view):
        # The next player's possible hands (value counts): exact when every card is placed.
        nxt = (view.seat + 1) % view.players
        if view.hand_sizes[nxt] == 0:
            return [equi_values.counts(view.tricks[nxt])]  # E6: they will play their tricks
        known = view.known[nxt]
        need = view.hand_sizes[nxt] - len(known)
        pool = view.unseen()
        if need <= 0 or need >= len(pool):
            return [equi_values.counts(known, pool, min(max(need, 0), len(pool)))]
        out = []
        for _ in range(_SAMPLES):
            for j in range(need):  # a partial Fisher-Yates: only the cards dealt
                r = j + self.rng.below(len(pool) - j)
                pool[j], pool[r] = pool[r], pool[j]
            out.append(equi_values.counts(known, pool, need))
        return out

    def _value(self, move, hc, tc, se, mine, others, nxt_tricks, worlds, best, bval):
        # Cards taken now, less what the next player could take from the table left
        # behind (on average over the sampled hands), plus small preferences.  With a
        # best move so far (value bval), the sum stops as soon as this move can no
        # longer beat it (each hand dealt only lowers the value), returning bval:
        # the choice is the same as with every hand counted.
        tc2 = self._tc2
        tc2[:] = tc
        left = sum(hc)
        if isinstance(move, int):
            tc2[move] += 1
            gain = 0
            left -= 1
        else:
            gain = 0
            for i in range(9):
                h, t = move[i]
                tc2[i] -= t
                gain += h + t
                left -= h
        mine += gain
        if se and not any(tc2):  # E7: this move ends the game
            final = mine + (left if self.hand_counts else 0)
            return _WIN if final > others else (0 if final == others else -_WIN)
        n = len(worlds)
        val = gain * n * _CARD  # less _CARD per card the next player takes, below
        if isinstance(move, int):
            val += _DISCARD_HIGH * equi_values.VALUES[move] * n
        else:
            used = 0
            for i in range(9):
                used += move[i][0]
            val -= _HAND_USED * used * n * (2 if se else 1)
        if se and left == 0:
            val -= mine * n * _TAKE_BACK  # E6: my tricks go back into my hand
        for oc in worlds:
            if best is not None and val <= bval:
                return bval
            olast = se and sum(oc) == 1
            r = equi_search.most_cards_counts(oc, tc2, olast)
            if se and r and _clears(oc, tc2, olast):
                # They can end the game (E7): would they win by it?  (Their largest
                # capture stands in for the clearing one.)
                if nxt_tricks + r >= mine:
                    r = _LOST
            val -= r * _CARD
        return val


def _clears(oc, tc, last):
    """Can a hand of value counts oc take every table card in one capture?"""
    ts = 0
    for i in range(9):
        ts += tc[i] * equi_values.VALUES[i]
    if equi_values.exception_all(oc, tc):
        return True
    r = 1  # subset sums of the usable hand values
    for i in range(9):
        if oc[i] and (last or not tc[i]):
            v = equi_values.VALUES[i]
            base = r
            for k in range(1, oc[i] + 1):
                r |= base << (k * v)
    return bool(r >> ts & 1)

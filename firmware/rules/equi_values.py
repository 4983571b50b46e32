# Equi's numbers: the deck, the seats, the hand, the cap; the card values (docs/rules.md
# E4) and whether any capture is possible: what a person's turn and a move's check need.
# Which captures there are (and the computer players' choices among them) is
# equi_search.py's work.
#
# Suits never matter, so the rules work on values: a "value index" 0..8 stands for the
# values 1 2 3 4 6 7 8 9 10 (A J Q K 6 7 8 9 T), and a position is two lists of nine
# counts (hand and table).
from micropython import const

# the game's numbers (rules/equi.py's too, which imports them from here for equi_deal.py)
HAND_SIZE = const(4)
MAX_MOVES = const(500)  # E7's cap
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(6)
DECK_SIZE = const(36)
LOW_CARD = const(16)  # cards.full_deck(0, cards.RANK_6)[0]: the 6 of clubs
SAVE_VERSION = const(1)  # of State.to_bytes()
SAVE_ID = const(2)  # the game's byte in a save's header (rules/game.py): Equi

VALUES = (1, 2, 3, 4, 6, 7, 8, 9, 10)
RANK_VI = b"\xff\xff\xff\xff\x04\x05\x06\x07\x08\x01\x02\x03\x00"  # rank -> value index
VALUE_NAMES = ("A", "J", "Q", "K", "6", "7", "8", "9", "10")  # the card of each value


def value(c):
    return VALUES[RANK_VI[c >> 2]]


def counts(cs, more=(), k=0):
    """How many cards of each value index cs holds (and the first k cards of more)."""
    n = [0] * 9
    for c in cs:
        n[RANK_VI[c >> 2]] += 1
    for j in range(k):
        n[RANK_VI[more[j] >> 2]] += 1
    return n


def total(cs):
    s = 0
    for c in cs:
        s += VALUES[RANK_VI[c >> 2]]
    return s


def options(a, b, both):
    # The (hand, table) counts one value may contribute.  E4: never on both sides,
    # unless `both` (exception 2, a last single card may take an equal card).
    if both:
        return [(h, t) for h in range(a + 1) for t in range(b + 1)]
    out = [(0, 0)]
    for h in range(1, a + 1):
        out.append((h, 0))
    for t in range(1, b + 1):
        out.append((0, t))
    return out


def exception_all(hc, tc):
    """E4 exception 1: all hand cards for all table cards, the sums equal."""
    hs = ts = 0
    for i in range(9):
        hs += hc[i] * VALUES[i]
        ts += tc[i] * VALUES[i]
    return hs == ts and hs > 0


def any_capture_counts(hc, tc, last_card):
    """Is any capture possible?  last_card: E4 exception 2 applies (stock empty, one card
    in hand).  A bitset DP; stops at the first value that closes a capture."""
    if exception_all(hc, tc):
        return True
    off = 0
    for i in range(9):
        off += tc[i] * VALUES[i]
    zero = 1 << off
    s = 0  # differences reachable by a non-empty choice
    for i in range(9):
        a, b = hc[i], tc[i]
        if not (a or b):
            continue
        v = VALUES[i]
        r = s | zero
        n = s
        for h, t in options(a, b, last_card)[1:]:  # not (0, 0): s holds that already
            d = (h - t) * v
            if d >= 0:
                n |= r << d
            else:
                n |= r >> -d
        s = n
        if s & zero:
            return True  # positive values: a zero difference means both sides non-empty
    return False


def last_card_rule(hand, stock_empty):
    """E4 exception 2 applies: the stock is empty and the hand holds one card."""
    return bool(stock_empty) and len(hand) == 1


def any_capture(hand, table, stock_empty):
    return any_capture_counts(counts(hand), counts(table), last_card_rule(hand, stock_empty))

# Cards as small ints, shared by both games: parsing, printing and checking decks.
#
# card = rank * 4 + suit, rank 0..12 for 2..A, suit 0..3 for C D H S; both jokers are
# JOKER (52), since nothing in either game tells the two apart.  rank(JOKER) is 13, so a
# joker sorts above the ace wherever ranks are compared.
from micropython import const

RANKS = "23456789TJQKA"
SUITS = "CDHS"
JOKER = const(52)
JOKER_CODE = "X"

# Rank indexes of the court cards and the ace (rank(card) values).
RANK_6 = const(4)
RANK_10 = const(8)
RANK_J = const(9)
RANK_Q = const(10)
RANK_K = const(11)
RANK_A = const(12)


class CardError(ValueError):
    """A card code or a deck that does not fit; the message says why in words."""


def card(rank_char, suit_char):
    r = RANKS.find(rank_char)
    s = SUITS.find(suit_char)
    if r < 0 or s < 0 or len(rank_char) != 1 or len(suit_char) != 1:
        raise CardError("no such card: %s%s" % (rank_char, suit_char))
    return r * 4 + s


def rank(c):
    return c >> 2


def suit(c):
    return c & 3


def code(c):
    if c == JOKER:
        return JOKER_CODE
    if not 0 <= c < JOKER:
        raise CardError("not a card: %r" % (c,))
    return RANKS[c >> 2] + SUITS[c & 3]


def parse(text):
    """One card code: 'AS', 'TD', '2c', '10H' (10 is accepted for T), 'X'."""
    t = text.strip().upper()
    if t == JOKER_CODE:
        return JOKER
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2:
        raise CardError("bad card code '%s' (want rank then suit, like AS, TD or X)" % text)
    if t[0] not in RANKS:
        raise CardError("unknown rank '%s' in '%s' (ranks: %s)" % (t[0], text, RANKS))
    if t[1] not in SUITS:
        raise CardError("unknown suit '%s' in '%s' (suits: %s)" % (t[1], text, SUITS))
    return RANKS.find(t[0]) * 4 + SUITS.find(t[1])


def parse_list(text):
    """Comma-separated codes, top first: 'AS,TD,X'.  An empty string is no cards."""
    text = text.strip()
    if not text:
        return []
    return [parse(part) for part in text.split(",")]


def format_list(cards):
    return ",".join(code(c) for c in cards)


def full_deck(jokers=0, low_rank=0):
    """Every card once, ranks from low_rank up (RANK_6 for a 36-card deck), then jokers."""
    return list(range(low_rank * 4, JOKER)) + [JOKER] * jokers


def check_deck(cards, jokers=0, low_rank=0):
    """Raise CardError unless cards is exactly one full deck (any order) for the settings."""
    want = JOKER - low_rank * 4 + jokers
    if len(cards) != want:
        raise CardError("the deck has %d cards; these settings need %d" % (len(cards), want))
    seen = bytearray(JOKER + 1)
    for c in cards:
        if not 0 <= c <= JOKER:
            raise CardError("not a card: %r" % (c,))
        if c == JOKER:
            if not jokers:
                raise CardError("no jokers in this deck")
            seen[JOKER] += 1
            continue
        if c >> 2 < low_rank:
            raise CardError("%s is not in this deck (lowest rank %s)" % (code(c), RANKS[low_rank]))
        elif seen[c]:
            raise CardError("%s is in the deck twice" % code(c))
        seen[c] += 1
    if seen[JOKER] != jokers:
        raise CardError("the deck has %d jokers; these settings need %d" % (seen[JOKER], jokers))

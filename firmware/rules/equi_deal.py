# How a game of Equi comes to be: dealt from a deck by E2, or read back from its save.
# rules/equi.py's new_game() and from_bytes() hand over to this module and give it their
# State class, so that this one need not import rules/equi.py back.
from rules import cards, game
from rules.equi_values import (
    DECK_SIZE,
    HAND_SIZE,
    LOW_CARD,
    MAX_MOVES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SAVE_ID,
    SAVE_VERSION,
)


def new_game(State, deck, players, dealer, hand_counts):
    """Deal `deck` (36 card ints, top first) by E2 and return the starting State."""
    if not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError("Equi takes 2 to 6 players, not %r" % (players,))
    if not (isinstance(dealer, int) and 0 <= dealer < players):
        raise ValueError("the dealer must be a seat from 0 to %d, not %r" % (players - 1, dealer))
    cards.check_deck(deck, 0, cards.RANK_6)
    st = State(players, dealer, hand_counts)
    k = 0
    for _ in range(HAND_SIZE):  # E2: four rounds, left of the dealer first, then the table
        for j in range(1, players + 1):
            st.hands[(dealer + j) % players].append(deck[k])
            k += 1
        st.table.append(deck[k])
        k += 1
    st.stock = list(deck[k:])
    st.stock.reverse()
    return st


def from_bytes(State, data):
    """Restore a State from to_bytes(); raises game.SaveError for anything inconsistent."""
    i = game.check_header(data, SAVE_ID, SAVE_VERSION)
    if len(data) < i + 13:
        raise game.SaveError("save is truncated")
    players, dealer, hcount, turn, mhi, mlo, end, wmask = data[i : i + 8]
    bits = data[i + 8 : i + 13]
    i += 13
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS and dealer < players and turn < players):
        raise game.SaveError("save has impossible seats")
    moves = (mhi << 8) | mlo
    if hcount > 1 or end > game.END_EMPTY or moves > MAX_MOVES or wmask >> players:
        raise game.SaveError("save has impossible settings")
    nparts = 2 * players + 2
    if len(data) < i + nparts:
        raise game.SaveError("save is truncated")
    sizes = data[i : i + nparts]
    i += nparts
    if len(data) != i + sum(sizes):
        raise game.SaveError("save has %d card bytes, expected %d" % (len(data) - i, sum(sizes)))
    parts = []
    for n in sizes:
        parts.append(list(data[i : i + n]))
        i += n
    try:
        cards.check_deck([c for p in parts for c in p], 0, cards.RANK_6)
    except cards.CardError as e:
        raise game.SaveError("save holds a wrong deck: %s" % e)
    st = State(players, dealer, hcount)
    st.hands = parts[:players]
    st.tricks = parts[players : 2 * players]
    st.table, st.stock = parts[-2], parts[-1]
    for k in range(DECK_SIZE):
        st.seen[k] = bits[k >> 3] >> (k & 7) & 1
    st.turn, st.moves, st.end = turn, moves, end
    st.over = end != game.END_NONE
    st._winners = tuple(s for s in range(players) if wmask >> s & 1)
    if st.over != bool(st._winners):
        raise game.SaveError("save has an impossible ending")
    if not st.over and not st.hands[turn]:
        raise game.SaveError("save has a player to move with no cards")
    if any(len(h) > HAND_SIZE for h in st.hands) and st.stock:
        raise game.SaveError("save has a hand of more than 4 cards before the stock ran out")
    for c in st.stock:
        if st.seen[c - LOW_CARD]:
            raise game.SaveError("save has a captured card back in the stock")
    return st

# Stacked Ratscrew positions for the rules tests: stacks written top first as card codes.
from rules import cards, ratscrew


def table(*stacks, pile="", jokers=ratscrew.JOKERS_OFF, turn=0, dealer=None):
    """A game in progress with exactly these stacks (top card first) and pile (bottom
    first).  Only the rules logic is exercised, so the cards need not be a full deck."""
    n = len(stacks)
    st = ratscrew.State(n, (turn - 1) % n if dealer is None else dealer, jokers)
    st.stacks = [list(reversed(cards.parse_list(s))) for s in stacks]
    st.pile = cards.parse_list(pile)
    st.turn = turn
    return st


def lay(st, times=1):
    """Lay `times` cards; return every event."""
    ev = []
    for _ in range(times):
        ev.extend(st.apply(ratscrew.LAY))
    return ev


def codes(cs):
    return ",".join(cards.code(c) for c in cs)


def stack(st, seat):
    """A seat's stack as codes, top card first."""
    return codes(reversed(st.stacks[seat]))


def kinds(events):
    return [e[0] for e in events]

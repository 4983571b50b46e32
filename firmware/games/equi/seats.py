# The computer seats of the Equi table and its "move equi ..." console lines, exactly as
# tools/play/play.py equi plays and prints them: each seat's player seeded as the runner seeds
# it (ends.py, with the game's first and last lines), its choice checked by the rules.
#
# The table keeps only each seat's random state (a small int; every kind a seat can have
# plays at random, and nothing else of a player lasts from one choice to the next), and
# choose() makes the seat's player for its choice from rules/equi_players.py.
from games.equi.cells import CODES
from micropython import const
from rules import equi_players, equi_search, game

_LOW = const(16)  # CODES[0]'s card, the six of clubs (equi.LOW_CARD)


def choose(st, kind, state):
    """(the move, the random state after it) of the seat to move, a player of kind (a
    person's seat: `normal`) whose random state is state.  The move is in normal form:
    the player's, or should that ever be illegal, the reference player's, so the game
    goes on."""
    seat = st.turn
    p = equi_players.make(kind if kind != "person" else "normal")
    r = getattr(p, "rng", None)
    if r is not None:
        r.state = state
    move = p.choose(equi_players.View(st, seat))
    try:
        move = st.check(move)
    except game.IllegalMove:
        move = st.check(equi_search.max_cards_move(st.hands[seat], st.table, not st.stock))
    return move, r.state if r is not None else state


def move_line(seat, move):
    # the card codes of rules/cards.py (cells.CODES: a test checks they are its code())
    if isinstance(move, int):
        return "move equi seat=%d discard %s" % (seat, CODES[move - _LOW])
    return "move equi seat=%d take %s with %s" % (seat, _codes(move[1]), _codes(move[0]))


def _codes(cs):
    return ",".join([CODES[c - _LOW] for c in cs])

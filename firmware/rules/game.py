# The game API every game's rules share, and the header of their save format.
#
# A game state (ratscrew.State, equi.State) offers:
#   players             number of seats, 0..players-1 clockwise
#   current()           the seat whose move is awaited, or -1 once the game is over
#   over                True once the game has ended
#   legal_moves()       the moves allowed now (their form is the game's own)
#   apply(move)         checked: raises IllegalMove with a reason in words; returns events
#   push(move)          unchecked, for callers that already know the move is legal
#   winners()           the winning seats, in seat order ([] while the game runs)
#   end                 why the game ended (END_* below), END_NONE while it runs
#   moves               how far the game has gone: a count that only grows, kept in its
#                       save (Equi's moves, Ratscrew's cards laid; tools/play/soak.py reads it)
#   to_bytes()          a compact save; the module's from_bytes(data) restores it
# and the module a SAVE_ID, the game's byte in a save's header (one a game).
# Events are tuples whose first item is an event kind const of the game's module.
# Nothing here reads a clock, a file or a global random source: a game starts from a
# deck order given from outside, so the same deck and moves always give the same game.
from micropython import const

END_NONE = const(0)
END_WIN = const(1)  # the rules' own end (a player out of cards, the table cleared)
END_CAP = const(2)  # a length cap of docs/rules.md ended it (R8's 5000 cards, E7's 500 moves)
END_EMPTY = const(3)  # Equi E6: nobody holds any card in hand or tricks

SAVE_MAGIC = const(0xC7)
# (a save's second byte is its game's: each rules module's SAVE_ID, one a game)


class IllegalMove(ValueError):
    """A move the rules do not allow now; str() is a reason fit to show a player."""


class SaveError(ValueError):
    """A save that cannot be restored (corrupt, truncated, another game or version)."""


def check_header(data, game_id, version):
    """Check a save's first three bytes (magic, game, version); return the rest's offset."""
    if not isinstance(data, (bytes, bytearray)) or len(data) < 3:
        raise SaveError("save is empty or too short")
    if data[0] != SAVE_MAGIC:
        raise SaveError("not a game save")
    if data[1] != game_id:
        raise SaveError("save is of another game")
    if data[2] != version:
        raise SaveError("save is of format %d, this firmware reads %d" % (data[2], version))
    return 3

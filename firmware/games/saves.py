# A match in progress, kept in /data/<game>.json so that it can be resumed after the
# device slept or was switched off.  One format for every game:
#   {"game": name, "v": 2, "match": Match.to_dict(), "seed": S, "state": hex of to_bytes()}
# written with the flash's atomic write.  A save that cannot be read is set aside as
# <game>.bad with a problem to show (store/flash.py): it never stops the device from
# starting.  Reading a save back is games/saveload.py's, loaded only then: a game in
# progress holds only the writing.
import binascii
import json

import games
from store import flash

VERSION = 2


class SaveError(ValueError):
    """The saved match cannot be resumed: its args are the problem (store/flash.py), the
    English line first."""


class Saved:
    """What a save holds: the match, the seed its game was dealt from, the rules state."""

    def __init__(self, m, seed, state):
        self.match = m
        self.seed = seed
        self.state = state


def exists(folder, game):
    return flash.kept(folder, games.save_name(game))


def save(folder, m, seed, state, check=False):
    """Keep the match and its game; None, or a problem (store/flash.py) if the flash
    refused.  With check (after a crash) the state is first read back from its bytes: a
    state that does not come back the same is not written, and the problem says so."""
    raw = state.to_bytes()
    if check:
        try:
            again = games.wing(m.game).restore(m, raw).to_bytes()
        except (ValueError, KeyError, TypeError, IndexError) as e:
            return ("Game not saved (%s)" % (e,), "E_GAME_DAMAGED", None)
        if again != raw:
            return ("Game not saved (its state is damaged)", "E_GAME_DAMAGED", None)
    data = {
        "game": m.game,
        "v": VERSION,
        "match": m.to_dict(),
        "seed": seed,
        "state": binascii.hexlify(raw).decode(),
    }
    try:
        flash.write_atomic(folder, games.save_name(m.game), json.dumps(data))
    except OSError as e:
        return flash.problem("Game not saved", "E_GAME_SAVE", e)
    return None


def drop(folder, game):
    flash.delete(folder, games.save_name(game))


def load(folder, game):
    """The Saved match of game; SaveError (and the file set aside) if it cannot be used."""
    from games import saveload
    from uikit import ui

    return saveload.load(folder, game, ui.load(__name__))

# A Ratscrew match in progress, kept in /data/ratscrew.json so that it can be resumed
# after the device slept or was switched off.  Saved when the game pauses or the screen
# turns off, removed when the game ends or is quit.  A save that cannot be read is set
# aside as ratscrew.bad with a message: it never stops the device from starting.
import binascii
import json
import os

import settings

_FILE = settings.RATSCREW_SAVE
_BAD = "ratscrew.bad"
_VERSION = 1


class SaveError(ValueError):
    """The saved match cannot be resumed; the message says why."""


def _path(folder, name=_FILE):
    return folder + "/" + name if folder else name


def exists(folder):
    try:
        os.stat(_path(folder))
        return True
    except OSError:
        return False


def save(folder, table):
    """Write the table's match and game; None, or a message if the flash refused."""
    m = table.match
    data = {
        "v": _VERSION,
        "names": m.names,
        "human": m.human,
        "auto": m.auto,
        "jokers": m.jokers,
        "dealer": m.dealer,
        "wins": m.wins,
        "games": m.games,
        "seed": table.seed,
        "state": binascii.hexlify(table.st.to_bytes()).decode(),
    }
    try:
        settings.write_atomic(folder, _FILE, json.dumps(data))
    except OSError as e:
        return "Game not saved (%s)" % (e,)
    return None


def drop(folder):
    try:
        os.remove(_path(folder))
    except OSError:
        pass  # nothing saved


def load(folder):
    """(match, seed, state) of the saved game; SaveError (and the file set aside) if it
    cannot be used."""
    import rs_table

    import ratscrew

    try:
        with open(_path(folder)) as f:
            data = json.loads(f.read())
        if not isinstance(data, dict) or data.get("v") != _VERSION:
            raise SaveError("not a saved game of this version")
        st = ratscrew.from_bytes(binascii.unhexlify(data["state"]))
        n = st.players
        names, human, auto, wins = data["names"], data["human"], data["auto"], data["wins"]
        for part in (names, human, auto, wins):
            if not isinstance(part, list) or len(part) != n:
                raise SaveError("the seats do not match the game")
        if not all(settings.name_ok(x) for x in names):
            raise SaveError("a name is not valid")
        if st.over or st.jokers != data["jokers"] or not 0 <= data["dealer"] < n:
            raise SaveError("the game does not match its settings")
        m = rs_table.Match(names, [bool(h) for h in human], st.jokers, data["dealer"])
        m.auto = [bool(a) for a in auto]
        m.wins = [int(w) for w in wins]
        m.games = int(data["games"])
        seed = int(data["seed"])
    except (ValueError, KeyError, TypeError, OSError) as e:
        # json, hexlify, ratscrew.from_bytes (game.SaveError) and our own checks all
        # raise ValueError subclasses
        try:
            os.rename(_path(folder), _path(folder, _BAD))
        except OSError:
            pass
        raise SaveError("Saved game unreadable (%s)" % (e,))
    return m, seed, st

# A match in progress, kept in /data/<game>.json so that it can be resumed after the
# device slept or was switched off.  One format for every game:
#   {"game": name, "v": 2, "match": Match.to_dict(), "seed": S, "state": hex of to_bytes()}
# written with the flash's atomic write.  A save that cannot be read is set aside as
# <game>.bad with a problem to show (store/flash.py): it never stops the device from
# starting.  The 0.4.0 firmware's Ratscrew saves (format 1, the match's fields at the top
# level) still resume.
import binascii
import json

import games
from games import match
from store import flash, settings

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


def resume(app, game):
    """The saved match of game going on: its table on top of the app's stack, True; or
    False, the problem on the screen and the save set aside (the main menu's Resume)."""
    try:
        saved = load(app.settings.folder, game)
    except SaveError as e:
        app.report(e.args, None)
        return False
    app.push(games.wing(game).open_saved(app, saved))
    return True


def load(folder, game):
    """The Saved match of game; SaveError (and the file set aside) if it cannot be used."""
    name = games.save_name(game)
    key = "E_GAME_BAD"
    try:
        text = flash.read_text(folder, name)
        if text is None:
            raise SaveError("no saved game", "E_NO_SAVE", None)
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not a saved game")
        if data.get("v") == 1 and game == "ratscrew":
            data = _from_040(data, VERSION)
        v = data.get("v")
        if isinstance(v, int) and v > VERSION:
            key = "E_GAME_NEWER"
            raise ValueError("made by a newer firmware")
        if v != VERSION or data.get("game") != game:
            raise ValueError("not a saved game of this version")
        m = _match(game, data["match"])
        state = games.wing(game).restore(m, binascii.unhexlify(data["state"]))
        seed = data["seed"]
        if not isinstance(seed, int):
            raise ValueError("the seed is not a number")
    except SaveError:
        raise
    except (ValueError, KeyError, TypeError, OSError) as e:
        # json, unhexlify, the rules' from_bytes (game.SaveError) and the checks here all
        # raise ValueError subclasses
        flash.set_aside(folder, name, game + ".bad")
        if isinstance(e, OSError):
            raise SaveError(*flash.problem("Saved game unreadable", "E_GAME_READ", e))
        raise SaveError("Saved game unreadable (%s)" % (e,), key, None)
    return Saved(m, seed, state)


def _from_040(data, version):
    """A Ratscrew save of firmware 0.4.0 in today's form."""
    return {
        "game": "ratscrew",
        "v": version,
        "match": {
            "names": data["names"],
            "kinds": [match.PERSON if h else "cpu" for h in data["human"]],
            "auto": data["auto"],
            "dealer": data["dealer"],
            "options": {"jokers": data["jokers"]},
            "wins": data["wins"],
            "games": data["games"],
        },
        "seed": data["seed"],
        "state": data["state"],
    }


def _match(game, data):
    """The Match its to_dict() gave; ValueError (or KeyError, TypeError) if it is not one."""
    names = data["names"]
    n = len(names)
    if not 2 <= n <= 6 or not all(settings.ok("name", x) for x in names):
        raise ValueError("a name is not valid")
    kinds, auto, wins = data["kinds"], data["auto"], data["wins"]
    for part in (kinds, auto, wins):
        if not isinstance(part, list) or len(part) != n:
            raise ValueError("the seats do not match")
    if not all(isinstance(k, str) for k in kinds):
        raise ValueError("a seat's kind is not valid")
    dealer, games = data["dealer"], data["games"]
    if not isinstance(dealer, int) or not 0 <= dealer < n or not isinstance(games, int):
        raise ValueError("the dealer is not a seat")
    if not isinstance(data["options"], dict):
        raise ValueError("the options are not valid")
    m = match.Match(game, list(names), list(kinds), dealer, data["options"])
    m.auto = [bool(a) for a in auto]
    m.wins = [int(w) for w in wins]
    m.games = games
    return m

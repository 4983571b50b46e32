# Reading a saved match back (games/saves.py's load(), which imports this module only
# then): the file's checks, the 0.4.0 firmware's Ratscrew saves (format 1, the match's
# fields at the top level) still resume.
import binascii
import json

import games
from games import match
from store import flash, settings


def load(folder, game, saves):
    """games/saves.py's load(), saves being that module (this one imports it not: saves
    imports this one)."""
    name = games.save_name(game)
    key = "E_GAME_BAD"
    try:
        text = flash.read_text(folder, name)
        if text is None:
            raise saves.SaveError("no saved game", "E_NO_SAVE", None)
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not a saved game")
        if data.get("v") == 1 and game == "ratscrew":
            data = _from_040(data, saves.VERSION)
        v = data.get("v")
        if isinstance(v, int) and v > saves.VERSION:
            key = "E_GAME_NEWER"
            raise ValueError("made by a newer firmware")
        if v != saves.VERSION or data.get("game") != game:
            raise ValueError("not a saved game of this version")
        m = _match(game, data["match"])
        state = games.wing(game).restore(m, binascii.unhexlify(data["state"]))
        seed = data["seed"]
        if not isinstance(seed, int):
            raise ValueError("the seed is not a number")
    except saves.SaveError:
        raise
    except (ValueError, KeyError, TypeError, OSError) as e:
        # json, unhexlify, the rules' from_bytes (game.SaveError) and the checks here all
        # raise ValueError subclasses
        flash.set_aside(folder, name, game + ".bad")
        if isinstance(e, OSError):
            raise saves.SaveError(*flash.problem("Saved game unreadable", "E_GAME_READ", e))
        raise saves.SaveError("Saved game unreadable (%s)" % (e,), key, None)
    return saves.Saved(m, seed, state)


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

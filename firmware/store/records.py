# Records: per player name and per game, games played, games won and (for a game that
# scores, such as Equi) the best score, in /data/records.json, written with the flash's
# atomic write at every game's end.  A shared win counts as shared: the k winners of a
# game get 1/k each, kept exactly as a whole number of sixtieths (every k from 1 to 6
# divides 60).  At most NAMES_MAX names are kept; the one that played least recently
# goes first.  A file that cannot be read is set aside as records.bad.  Problems are told as
# store/flash.py tells them; the Records screen (shell/records.py) lays out rows().
#   {"v": 1, "n": games recorded, "names": {name: {"t": n at its last game,
#                                                  game: [played, won60, best or -1]}}}
import json

from micropython import const
from store import flash

FILE = "records.json"
_BAD = "records.bad"
_VERSION = const(1)
NAMES_MAX = const(24)
UNIT = const(60)  # a whole win


def load(folder):
    """(records, problem): the records (empty when none) and None or a problem
    (store/flash.py); E_RECORDS_READ when the flash would not read the file, which is
    then left where it is."""
    try:
        text = flash.read_text(folder, FILE)
    except OSError as e:
        return _empty(), flash.problem("Records unreadable", "E_RECORDS_READ", e)
    if text is None:
        return _empty(), None
    key = "E_RECORDS_BAD"
    try:
        data = json.loads(text)
        v = data.get("v") if isinstance(data, dict) else None
        if isinstance(v, int) and v > _VERSION:
            key = "E_RECORDS_NEWER"
            raise ValueError("made by a newer firmware")
        if v != _VERSION or not _valid(data):
            raise ValueError("not records")
    except ValueError as e:
        flash.set_aside(folder, FILE, _BAD)
        return _empty(), ("Records unreadable (%s); set aside" % (e,), key, None)
    return data, None


def _empty():
    return {"v": _VERSION, "n": 0, "names": {}}


def _valid(data):
    names = data.get("names")
    if not isinstance(data.get("n"), int) or not isinstance(names, dict):
        return False
    for entry in names.values():
        if not isinstance(entry, dict) or not isinstance(entry.get("t"), int):
            return False
        for key, row in entry.items():
            if key != "t" and not (
                isinstance(row, list) and len(row) == 3 and all(isinstance(x, int) for x in row)
            ):
                return False
    return True


def add(folder, game, names, winners, scores=None):
    """Count one game of game played by names (per seat), won by the seats in winners;
    scores per seat (or None) may raise a best score.  None, or a problem."""
    data, problem = load(folder)
    if problem and problem[1] == "E_RECORDS_READ":
        return problem  # (a failing read: do not write over what may still be there)
    n = data["n"] + 1
    data["n"] = n
    book = data["names"]
    share = UNIT // len(winners) if winners else 0
    for seat in range(len(names)):
        entry = book.get(names[seat])
        if entry is None:
            entry = book[names[seat]] = {"t": n}
        entry["t"] = n
        row = entry.get(game)
        if row is None:
            row = entry[game] = [0, 0, -1]
        row[0] += 1
        if seat in winners:
            row[1] += share
        if scores is not None and scores[seat] > row[2]:
            row[2] = scores[seat]
    while len(book) > NAMES_MAX:
        oldest = None
        for name in book:
            if oldest is None or book[name]["t"] < book[oldest]["t"]:
                oldest = name
        del book[oldest]
    try:
        flash.write_atomic(folder, FILE, json.dumps(data))
    except OSError as e:
        return flash.problem("Records not saved", "E_RECORDS_SAVE", e)
    return problem


def reset(folder):
    """Forget every record; None, or a problem."""
    try:
        flash.write_atomic(folder, FILE, json.dumps(_empty()))
    except OSError as e:
        return flash.problem("Records not reset", "E_RECORDS_RESET", e)
    return None


def wins_text(won60):
    """Sixtieths of a win as a short exact number: '3', '1/2', '2 1/3'."""
    whole, part = divmod(won60, UNIT)
    if not part:
        return str(whole)
    a, b = part, UNIT
    while b:
        a, b = b, a % b  # a ends as gcd(part, UNIT)
    frac = "%d/%d" % (part // a, UNIT // a)
    return frac if not whole else "%d %s" % (whole, frac)


def rows(data, game):
    """The Records page of a game, most games first: (name, games played, games won as
    text, best score or -1) a name.  A win count of more than five characters (a long
    fraction) is given to two places."""
    out = []
    for name, entry in data["names"].items():
        row = entry.get(game)
        if row is not None:
            out.append((-row[0], name, row))
    out.sort()
    for i in range(len(out)):
        _, name, row = out[i]
        won = wins_text(row[1])
        if len(won) > 5:
            hundredths = (row[1] * 100 + UNIT // 2) // UNIT
            won = "%d.%02d" % (hundredths // 100, hundredths % 100)
        out[i] = (name, row[0], won, row[2])
    return out

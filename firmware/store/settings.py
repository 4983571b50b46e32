# The device's settings, kept in /data/settings.json.  A missing file means the defaults;
# an unreadable one is moved aside to settings.bad and the defaults come back with a
# problem to show (store/flash.py), never a crash.  Writes go to a temporary file first
# and are renamed over the old one, so a power cut mid-write leaves the old settings whole.
import json
import sys

from micropython import const
from store import flash

_FILE = "settings.json"

CONTRAST = (8, 40, 100, 180, 255)  # contrast register for levels 1..5
DIM_CONTRAST = 1  # after a minute without input
TIMEOUTS = (30, 60, 120, 300, 600, 0)  # s until the screen turns off (0 never); labels: lang
SPEEDS = (1500, 800, 350, 60)  # milliseconds between a computer seat's cards
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")
NAME_LEN = 4  # a seat's line on the table has room for four letters
NAME_CHARS = (  # Latin, Ukrainian and Russian letters (each language's editor offers its own)
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    "АБВГҐДЕЁЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгґдеёєжзиіїйклмнопрстуфхцчшщъыьэюя"
)

# What each setting may hold, one small int: kind + 8 * limit.  Kinds: _INT an int
# 0..limit-1 (limit < 0: -1..-limit-1), _BOOL True or False, _SIX a list of six ints
# 0..limit-1, _NAMES the list of player names, _SEATS a count of players 2..limit-1.
# (Small ints, not tuples: the table costs a dict and nothing more.)  The defaults are
# store/setload.py's defaults(), made when a Settings is.
_INT = const(0)
_BOOL = const(1)
_SIX = const(2)
_NAMES = const(3)
_SEATS = const(4)
_SPEC = {
    "contrast": _INT + 8 * len(CONTRAST),
    "sound": _BOOL,
    "timeout": _INT + 8 * len(TIMEOUTS),
    "speed": _INT + 8 * len(SPEEDS),
    "lang": _INT + 8 * 3,  # the index into uikit/lang.py's LANGS
    # Ratscrew setup, remembered between games
    "rs_players": _SEATS + 8 * 7,  # 2..6
    "rs_human": _SIX + 8 * 2,  # 1 = human, per seat
    "rs_names": _SIX + 8 * len(NAMES),  # each seat's entry in "names"
    "names": _NAMES,  # the name list, which players may edit
    "rs_dealer": _INT - 8 * 6,  # -1 = random
    "rs_jokers": _INT + 8 * 3,
    # Equi setup, remembered between games
    "eq_players": _SEATS + 8 * 7,  # 2..6
    "eq_kinds": _SIX + 8 * 4,  # per seat: person, easy, normal, hard
    "eq_names": _SIX + 8 * len(NAMES),
    "eq_dealer": _INT - 8 * 6,  # -1 = random
    "eq_hand_counts": _BOOL,  # RULES.md E8: cards left in hand count
    "hints": _BOOL,  # Equi: a Hint action at a person's turn
    "battery": _INT + 8 * 3,  # the battery type: an index into hw/battery.py's NAMES
}


def _ok(key, v):
    code = _SPEC[key]
    kind = code & 7
    limit = code >> 3
    if kind == _BOOL:
        return v is True or v is False
    if kind == _NAMES:
        return isinstance(v, list) and len(v) == len(NAMES) and all(name_ok(x) for x in v)
    if kind == _SIX:
        return isinstance(v, list) and len(v) == 6 and all(_int(x, 0, limit) for x in v)
    if kind == _SEATS:
        return _int(v, 2, limit)
    return _int(v, -1, -limit) if limit < 0 else _int(v, 0, limit)


def name_ok(name):
    """1 to NAME_LEN letters."""
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_LEN:
        return False
    return all(c in NAME_CHARS for c in name)


def _int(v, low, limit):
    return isinstance(v, int) and not isinstance(v, bool) and low <= v < limit


class Settings:
    def __init__(self, folder=flash.DATA_DIR):
        self.folder = folder
        self.fresh = False  # load() found no file: the device's very first start
        self.extra = {}  # settings of a newer firmware, kept as they were when saving
        from store import setload  # (let go by load(), which follows at the app's start)

        self.values = setload.defaults(NAMES)

    def get(self, key):
        return self.values[key]

    def set(self, key, value):
        if not _ok(key, value):
            raise ValueError("bad value for setting %s: %r" % (key, value))
        self.values[key] = value

    def load(self):
        """Read the file; return None, or a problem (store/flash.py) when something in it
        could not be used (then the defaults stand in for that part).  The reading is
        store/setload.py's, loaded for it and let go after it: a start does not hold it."""
        from store import setload

        try:
            return setload.load(self, _FILE, _SPEC, _ok)
        finally:
            _forget()

    def save(self):
        """Write atomically; return None, or a problem if the flash refused."""
        try:
            data = dict(self.extra)
            data.update(self.values)
            flash.write_atomic(self.folder, _FILE, json.dumps(data))
        except OSError as e:
            return flash.problem("Settings not saved", "E_SETTINGS_SAVE", e)
        return None


def _forget():
    # store/setload.py out of sys.modules and its package, so that it can be freed
    sys.modules.pop("store.setload", None)
    store = sys.modules.get("store")
    if store is not None and hasattr(store, "setload"):
        delattr(store, "setload")

# The device's settings, kept in /data/settings.json.  A missing file means the defaults;
# an unreadable one is moved aside to settings.bad and the defaults come back with a
# problem to show (store/flash.py), never a crash.  Writes go to a temporary file first
# and are renamed over the old one, so a power cut mid-write leaves the old settings whole.
import json

from store import flash

_FILE = "settings.json"
_BAD = "settings.bad"

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

# name: (default, kind, limit) -- kind 0: an int 0..limit-1 (limit < 0: -1..-limit-1),
# 1: True or False, 2: a list of six ints 0..limit-1, 3: the list of player names
_SPEC = {
    "contrast": (3, 0, len(CONTRAST)),
    "sound": (True, 1, 0),
    "timeout": (2, 0, len(TIMEOUTS)),
    "speed": (1, 0, len(SPEEDS)),
    "lang": (0, 0, 3),  # the index into uikit/lang.py's LANGS: English, Українська, Русский
    # Ratscrew setup, remembered between games
    "rs_players": (3, 0, 7),  # 2..6, checked below
    "rs_human": ([1, 0, 0, 0, 0, 0], 2, 2),  # 1 = human, per seat
    "rs_names": ([0, 1, 2, 3, 4, 5], 2, len(NAMES)),  # each seat's entry in "names"
    "names": (list(NAMES), 3, 0),  # the name list, which players may edit
    "rs_dealer": (-1, 0, -6),  # -1 = random
    "rs_jokers": (0, 0, 3),
    # Equi setup, remembered between games
    "eq_players": (3, 0, 7),  # 2..6, checked below
    "eq_kinds": ([0, 2, 2, 2, 2, 2], 2, 4),  # per seat: person, easy, normal, hard
    "eq_names": ([0, 1, 2, 3, 4, 5], 2, len(NAMES)),
    "eq_dealer": (-1, 0, -6),  # -1 = random
    "eq_hand_counts": (False, 1, 0),  # RULES.md E8: cards left in hand count
    "hints": (True, 1, 0),  # Equi: a Hint action at a person's turn
    "battery": (0, 0, 3),  # the battery type: an index into hw/battery.py's NAMES
}


def _ok(key, v):
    _default, kind, limit = _SPEC[key]
    if kind == 1:
        return v is True or v is False
    if kind == 3:
        return isinstance(v, list) and len(v) == len(NAMES) and all(name_ok(x) for x in v)
    if kind == 2:
        return isinstance(v, list) and len(v) == 6 and all(_int(x, 0, limit) for x in v)
    if key == "rs_players" or key == "eq_players":
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
        self.values = {}
        self.fresh = False  # load() found no file: the device's very first start
        self.extra = {}  # settings of a newer firmware, kept as they were when saving
        for key in _SPEC:
            self.values[key] = _copy(_SPEC[key][0])

    def get(self, key):
        return self.values[key]

    def set(self, key, value):
        if not _ok(key, value):
            raise ValueError("bad value for setting %s: %r" % (key, value))
        self.values[key] = value

    def load(self):
        """Read the file; return None, or a problem (store/flash.py) when something in it
        could not be used (then the defaults stand in for that part)."""
        try:
            text = flash.read_text(self.folder, _FILE)
        except OSError as e:  # there, but the flash will not read it: not a first start
            return flash.problem("Settings unreadable", "E_SETTINGS_READ", e)
        if text is None:
            self.fresh = True
            return None  # first start: defaults
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except ValueError:
            flash.set_aside(self.folder, _FILE, _BAD)
            return ("Settings were unreadable; defaults restored", "E_SETTINGS_BAD", None)
        self.extra = {k: v for k, v in data.items() if k not in _SPEC}
        bad = 0
        for key in _SPEC:
            if key in data:
                if _ok(key, data[key]):
                    self.values[key] = data[key]
                else:
                    bad += 1
        if bad:
            line = "%d setting%s reset to default" % (bad, "" if bad == 1 else "s")
            return (line, "E_SETTINGS_RESET", bad)
        return None

    def save(self):
        """Write atomically; return None, or a problem if the flash refused."""
        try:
            data = dict(self.extra)
            data.update(self.values)
            flash.write_atomic(self.folder, _FILE, json.dumps(data))
        except OSError as e:
            return flash.problem("Settings not saved", "E_SETTINGS_SAVE", e)
        return None


def _copy(v):
    return list(v) if isinstance(v, list) else v

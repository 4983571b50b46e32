# What each setting may hold, for store/settings.py: loaded for a check (Settings.set(),
# the reading at start, a saved match's names) and let go after it, so that neither a
# start nor a game holds the table.  The limits are the lengths of settings.py's tables
# (CONTRAST 5, TIMEOUTS 6, SPEEDS 4, NAMES 12, NAME_LEN 4), written out here because
# settings.py imports this module (host_tests/test_device_settings.py holds them equal).
from micropython import const

NAME_LEN = const(4)

NAME_CHARS = (  # Latin, Ukrainian and Russian letters (each language's editor offers its own)
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    "АБВГҐДЕЁЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгґдеёєжзиіїйклмнопрстуфхцчшщъыьэюя"
)

# One small int per setting: kind + 8 * limit.  Kinds: _INT an int 0..limit-1 (limit < 0:
# -1..-limit-1), _BOOL True or False, _SIX a list of six ints 0..limit-1, _NAMES the list
# of player names, _SEATS a count of players 2..limit-1.  (Small ints, not tuples: the
# table costs a dict and nothing more.)  The defaults are store/setload.py's defaults().
_INT = const(0)
_BOOL = const(1)
_SIX = const(2)
_NAMES = const(3)
_SEATS = const(4)
SPEC = {
    "contrast": _INT + 8 * 5,  # settings.CONTRAST's levels
    "sound": _BOOL,
    "timeout": _INT + 8 * 6,  # settings.TIMEOUTS
    "speed": _INT + 8 * 4,  # settings.SPEEDS
    "lang": _INT + 8 * 3,  # the index into uikit/lang.py's LANGS
    # Ratscrew setup, remembered between games
    "rs_players": _SEATS + 8 * 7,  # 2..6
    "rs_human": _SIX + 8 * 2,  # 1 = human, per seat
    "rs_names": _SIX + 8 * 12,  # each seat's entry in "names" (settings.NAMES: 12)
    "names": _NAMES + 8 * 12,  # the name list (settings.NAMES), which players may edit
    "rs_dealer": _INT - 8 * 6,  # -1 = random
    "rs_jokers": _INT + 8 * 3,
    # Equi setup, remembered between games
    "eq_players": _SEATS + 8 * 7,  # 2..6
    "eq_kinds": _SIX + 8 * 4,  # per seat: person, easy, normal, hard
    "eq_names": _SIX + 8 * 12,
    "eq_dealer": _INT - 8 * 6,  # -1 = random
    "eq_hand_counts": _BOOL,  # RULES.md E8: cards left in hand count
    "hints": _BOOL,  # Equi: a Hint action at a person's turn
    "battery": _INT + 8 * 3,  # the battery type: an index into hw/battery.py's NAMES
}


def ok(key, v):
    """Whether v is what setting key may hold (KeyError for no such setting)."""
    code = SPEC[key]
    kind = code & 7
    limit = code >> 3
    if kind == _BOOL:
        return v is True or v is False
    if kind == _NAMES:
        return isinstance(v, list) and len(v) == limit and all(name_ok(x) for x in v)
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

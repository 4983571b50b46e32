# What each setting may hold, for store/settings.py: the shell's settings here, a game's
# in its wing (games/<game>/options.py, handed over by the shell as the settings are
# read), in the same small ints.  The limits are the lengths of settings.py's tables
# (CONTRAST 5, TIMEOUTS 6, SPEEDS 4, NAMES 12, NAME_LEN 4), written out here because
# settings.py imports this module (host_tests/test_device_settings.py holds them equal).
from micropython import const

NAME_LEN = const(4)

NAME_CHARS = (  # Latin, Ukrainian and Russian letters (each language's editor offers its own)
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    "АБВГҐДЕЁЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгґдеёєжзиіїйклмнопрстуфхцчшщъыьэюя"
)

# One small int per setting: kind + 8 * limit.  Kinds: INT an int 0..limit-1 (limit < 0:
# -1..-limit-1), BOOL True or False, SIX a list of six ints 0..limit-1, NAMES the list
# of player names, SEATS a count of players 2..limit-1.  (Small ints, not tuples: the
# table costs a dict and nothing more.)  The kinds are public: a game's options name
# them.  The shell's defaults are store/setload.py's defaults().
INT = const(0)
BOOL = const(1)
SIX = const(2)
NAMES = const(3)
SEATS = const(4)
SPEC = {
    "contrast": INT + 8 * 5,  # settings.CONTRAST's levels
    "sound": BOOL,
    "timeout": INT + 8 * 6,  # settings.TIMEOUTS
    "speed": INT + 8 * 4,  # settings.SPEEDS
    "lang": INT + 8 * 3,  # the index into uikit/lang.py's LANGS
    "names": NAMES + 8 * 12,  # the name list (settings.NAMES), which players may edit
    "hints": BOOL,  # a Hint action at a person's turn (Equi's table offers one)
    "battery": INT + 8 * 3,  # the battery type: an index into hw/battery.py's NAMES
}


def ok(key, v, more=None):
    """Whether v is what setting key may hold, the shell's setting or one of more (a
    game's: {key: its small int}); KeyError for no such setting."""
    code = more[key] if more is not None and key in more else SPEC[key]
    kind = code & 7
    limit = code >> 3
    if kind == BOOL:
        return v is True or v is False
    if kind == NAMES:
        return isinstance(v, list) and len(v) == limit and all(name_ok(x) for x in v)
    if kind == SIX:
        return isinstance(v, list) and len(v) == 6 and all(_int(x, 0, limit) for x in v)
    if kind == SEATS:
        return _int(v, 2, limit)
    return _int(v, -1, -limit) if limit < 0 else _int(v, 0, limit)


def name_ok(name):
    """1 to NAME_LEN letters."""
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_LEN:
        return False
    return all(c in NAME_CHARS for c in name)


def _int(v, low, limit):
    return isinstance(v, int) and not isinstance(v, bool) and low <= v < limit

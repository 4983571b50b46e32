# The games of the console, one line each: the main menu, the Rules and Records menus, the
# settings and the saves read this list, and nothing else names a game.  A game is its
# wing, the package games/<name>/, which holds all of it:
#   __init__.py     its names in every language (title() below; a start reads them, so
#                   the package holds nothing else)
#   wing.py         open_setup(app): the setup screen (seats, options, Start);
#                   open_saved(app, saved): the table going on with a saves.Saved match;
#                   restore(match, data): the rules state from its to_bytes(), checked
#                   against the match (functions named apart from the wing's modules: an
#                   imported submodule becomes an attribute of its package and would hide
#                   a function of the same name); play(fields): the game a console line
#                   `game <name> k=v ...` names, played to its end as the device plays
#                   its computer seats, and the JSON its `result` line has (what
#                   tools/play/play.py and the tests compare the device with); PREFIX, its
#                   settings' keys' start, KINDS, who plays a seat ("person", then its
#                   computer players), and SAVE_ID, its byte in a save's header (its
#                   rules'): each one a game's own (host_tests/test_registry.py)
#   options.py      SETTINGS: its settings, what each may hold and its default (and
#                   PREFIX and KINDS, which the wing names)
#   lang_<code>.py  its screens' own strings in every language (uikit/lang.py's P, once
#                   its setup or table said lang.use_game(name))
#   rules_<code>.py its rules page in every language (TEXT)
#   its screens, and its console lines (game, move, result, resume; docs in README.md);
#                   its table offers held() (every seat's hidden cards) and may_see()
#                   (whose of them may be on screen now), which host_tests/test_privacy.py
#                   checks every frame against
# Its pure rules are rules/<name>.py (with a SAVE_ID of its own), its saved match
# /data/<name>.json (games/saves.py).  A game's modules are named here, and only here,
# from this list: the shell imports a game's wing when a player first opens the game.
from uikit import lang

GAMES = (
    "ratscrew",
    "equi",
)

NAME = 0  # title()'s forms: the name (a setup's title, Records)
PLAY = 1  # the form "Play %s" and "Resume %s" take
FULL = 2  # the full name: the Rules menu and the rules page


def _module(name):
    # (with a fromlist, __import__ gives the module itself rather than its package)
    return __import__(name, None, None, ("",))


def wing(name):
    """What the shell and the saves call of the game called name (games/<name>/wing.py),
    imported on first use."""
    return _module("games.%s.wing" % name)


def title(name, form=NAME):
    """A form of the game's name in the current language (its package, games/<name>/)."""
    code = lang.code or lang.LANGS[0][0]  # (before a language is chosen: English's)
    return getattr(_module("games." + name), code)[form]


def rules_text(name):
    """The game's rules page in the current language (games/<name>/rules_<code>.py)."""
    code = lang.code or lang.LANGS[0][0]
    return _module("games.%s.rules_%s" % (name, code)).TEXT


def options(name):
    """The game's settings (games/<name>/options.py): (key, what it may hold, default)."""
    return _module("games.%s.options" % name).SETTINGS


def save_name(name):
    """The file in the data folder that holds a match of the game in progress."""
    return name + ".json"

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
#                   a function of the same name); and, if it likes, OPEN: the modules
#                   open_setup() opens with, each after those it imports, which the main
#                   menu loads between keys while its Play entry is selected (on the
#                   frozen firmware; from .mpy files only what every setup needs,
#                   shell/mainmenu.py's _ANY_SETUP)
#   options.py      SETTINGS: its settings, what each may hold and its default
#   holds.py        what its screens hold while they are up (uikit/ui.py's settle())
#   lang_<code>.py  its screens' own strings in every language (uikit/lang.py's P, once
#                   its setup or table said lang.use_game(name))
#   rules_<code>.py its rules page in every language (TEXT)
#   its screens, and its console lines (game, move, result, resume; docs in README.md).
# Its pure rules are rules/<name>.py (with a SAVE_ID of its own), its saved match
# /data/<name>.json (games/saves.py).
from uikit import lang, ui

GAMES = (
    "ratscrew",
    "equi",
)

NAME = 0  # title()'s forms: the name (a setup's title, Records)
PLAY = 1  # the form "Play %s" and "Resume %s" take
FULL = 2  # the full name: the Rules menu and the rules page


def wing(name):
    """What the shell and the saves call of the game called name (games/<name>/wing.py),
    imported on first use."""
    return ui.load("games.%s.wing" % name)


def title(name, form=NAME):
    """A form of the game's name in the current language (its package, games/<name>/)."""
    code = lang.code or lang.LANGS[0][0]  # (before a language is chosen: English's)
    return getattr(ui.load("games." + name), code)[form]


def packages():
    """Every game's package: what holds the games' names, for a screen's holds."""
    return tuple("games." + name for name in GAMES)


def options(name):
    """The game's settings (games/<name>/options.py): (key, what it may hold, default)."""
    return ui.load("games.%s.options" % name).SETTINGS


def save_name(name):
    """The file in the data folder that holds a match of the game in progress."""
    return name + ".json"

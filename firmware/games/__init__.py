# The games of the console, one line each: the main menu, the Rules menu and the saves
# read this list.  A game is its wing, the package games/<name>/ whose __init__ offers
#   open_setup(app)            the setup screen (seats, options, Start)
#   open_saved(app, saved)     the table going on with a saves.Saved match
#   restore(match, data)       the rules state from its to_bytes(), checked against the match
# (functions named apart from the wing's modules: an imported submodule becomes an
# attribute of its package and would hide a function of the same name)
# plus its line here.  Its rules page is shell/rulestext.py's <NAME> (upper case), its
# saved match /data/<name>.json (games/saves.py).
import sys

GAMES = (
    # name, menu label
    ("ratscrew", "Ratscrew"),
    ("equi", "Equi"),
)


def wing(name):
    """The wing package of the game called name, imported on first use."""
    mod = "games." + name
    if mod not in sys.modules:
        __import__(mod)
    return sys.modules[mod]


def save_name(name):
    """The file in the data folder that holds a match of the game in progress."""
    return name + ".json"

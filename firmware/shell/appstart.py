# What a start does once, for App.__init__ (shell/app.py): the settings read, a fresh
# seed, the contrast, the first screen (the language chooser at the very first start, else
# the main menu in the settings' language) and a problem with the settings shown.  (The
# battery gauge waits for the first reading, after the first frame: shell/power.py's
# make_gauge().)
import os
import time

from micropython import const
from shell import screens
from store import settings
from uikit import lang

_SEED_MASK = const(0x3FFFFFFF)  # shell/app.py's: seeds stay small ints on a 32-bit port


def start(app):
    """The start's work, up to the first screen."""
    s = app.settings
    problem = s.load()  # (a game's settings wait for its setup: Settings.add())
    if app._seed < 0:
        app._seed = _fresh_seed()
    app.set_contrast()
    if s.fresh:
        # The very first start: the language first, the main menu once it is chosen.
        app.push(screens.FirstStart(app))
    else:
        # The settings' language; names still the built-in (English) defaults become the
        # language's own (shell/langmenu.py's choose() does the same for a new choice).
        lang.set_language(s.get("lang"))
        if tuple(s.get("names")) == settings.NAMES:
            # (as set() would keep them, without loading its check at every start: the
            # catalogues' names pass it, host_tests/test_lang.py holds them to it)
            s.values["names"] = list(lang.T.NAMES)
        app.push(app.main_menu())
    if problem:
        app.report(problem, "settings: ")


def _fresh_seed():
    try:
        b = os.urandom(4)
        return (b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24) & _SEED_MASK
    except (ImportError, AttributeError, OSError):
        return (time.ticks_us() * 2654435761) & _SEED_MASK

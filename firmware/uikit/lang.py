# The console's languages.  Every string a screen shows is a key of a catalogue, one module
# per language (uikit/lang_en.py, lang_uk.py, lang_ru.py): plain module constants, read as
# lang.T.KEY.  Only the chosen catalogue is imported (a .mpy is loaded into RAM whole);
# choosing another drops the old one from sys.modules and from this package, so that it
# can be freed.  Strings for the screen are made from the catalogue in a screen's update
# or refresh, never while drawing.
import sys

# code, the language's own name (shown the same whatever the current language)
LANGS = (("en", "English"), ("uk", "Українська"), ("ru", "Русский"))

T = None  # the current catalogue module
code = None  # its code


def set_language(i):
    """Make language i (an index into LANGS) the current one."""
    global T, code
    new = LANGS[i][0]
    if new == code:
        return
    import uikit

    if code is not None:
        old = "uikit.lang_" + code
        if old in sys.modules:
            del sys.modules[old]
        if hasattr(uikit, "lang_" + code):
            delattr(uikit, "lang_" + code)
    T = None
    mod = "uikit.lang_" + new
    __import__(mod)
    T = sys.modules[mod]
    code = new


def index():
    """The current language's index into LANGS."""
    for i in range(len(LANGS)):
        if LANGS[i][0] == code:
            return i
    return 0


def game(name, full=False):
    """A game's name in the current language: its short form for menus, or with full the
    name the rules page and the Rules menu give."""
    return getattr(T, ("GF_" if full else "G_") + name.upper())


set_language(0)  # English until the settings say otherwise (the app sets it at start)

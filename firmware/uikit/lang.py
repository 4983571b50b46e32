# The console's languages.  Every string a screen shows is a key of a catalogue, a module
# per language: uikit/lang_<code>.py (the shell and the UI kit: menus, short messages),
# read as lang.T.KEY, and the game screens' strings, read as lang.P.KEY:
# lang_<code>_play.py (what every game's screens show) and, for a key it lacks, the
# running game's own catalogue, games/<game>/lang_<code>.py (its wing names it with
# use_game()).  The seldom shown ones (lang_<code>_msg.py, lang_<code>_set.py) are
# messages()'.  Only the chosen language is imported (a .mpy is loaded into RAM whole).
# Which catalogue is held while which screen is up is declared with the screens
# (uikit/ui.py's settle(): "uikit.lang_%s" in a screen's holds, the game's screens holding their
# own); T and P find them through ui.load(), so a catalogue let go loads again at its next
# look-up, and one of a language no longer chosen goes at the next change of screens (its
# strings, interned, stay: switching is rare).  Strings for the screen are made from the
# catalogue in a screen's update or refresh, never while drawing.

from uikit import ui

# code, the language's own name (shown the same whatever the current language)
LANGS = (("en", "English"), ("uk", "Українська"), ("ru", "Русский"))

WORDS = "uikit.lang_%s"  # T's module, as a screen's holds name it
PLAY = "uikit.lang_%s_play"  # P's

code = None  # the current language's code


class _Book:
    # T or P: the current language's module, found by ui.load() at every key (a
    # screen reads its keys when it makes its strings, not while it draws), never kept
    # here: a catalogue its screens no longer hold must be free to go.  The module names
    # are made once a language.  Before any set_language() the first look-up loads
    # English; the app sets the settings' language before anything is shown, so a device
    # in Ukrainian never loads the English catalogue (whose strings, once interned, would
    # stay in RAM).
    def __init__(self, name):
        self.name = name
        self.more = None  # P: the running game's catalogue ("games.<game>.lang_%s")
        self.names = ["", "", ""]  # the language's code, its module's name, more's ("")

    def __getattr__(self, key):
        if code is None:
            set_language(0)
        c = code or LANGS[0][0]  # (set now)
        names = self.names
        if names[0] != c:
            names[0] = c
            names[1] = self.name % c
            names[2] = "" if self.more is None else self.more % c
        mod = ui.load(names[1])
        if key in mod.__dict__ or not names[2]:  # (no exception: a game's key is its own)
            return getattr(mod, key)
        return getattr(ui.load(names[2]), key)


T = _Book(WORDS)  # what the shell and the UI kit show
P = _Book(PLAY)  # what the game screens show


def set_language(i):
    """Make language i (an index into LANGS) the current one."""
    global code
    code = LANGS[i][0]


def use_game(name):
    """The game whose screens read P from now on: its own keys are its wing's catalogue,
    games/<name>/lang_<code>.py (a key of another game's is not found)."""
    P.more = "games." + name + ".lang_%s"
    P.names[0] = ""  # (its module's name made anew)


def messages(part="msg"):
    """The current language's seldom shown messages (lang_<code>_msg.py: the flash's
    problems, the Records page, the crash screen; with part "set", lang_<code>_set.py:
    the Settings menu and the About page), imported now; the screens that show them hold
    them, and the next change of screens lets them go otherwise.  ImportError or
    MemoryError if it cannot load."""
    if code is None:
        set_language(0)
    return ui.load("uikit.lang_%s_%s" % (code, part))


def index():
    """The current language's index into LANGS."""
    for i in range(len(LANGS)):
        if LANGS[i][0] == code:
            return i
    return 0

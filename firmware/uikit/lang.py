# The console's languages.  Every string a screen shows is a key of a catalogue, modules
# per language: uikit/lang_<code>.py (the shell and the UI kit: menus, short
# messages), read as lang.T.KEY, and the game screens' strings, read as lang.P.KEY:
# lang_<code>_play.py (what both games' screens show), imported when a game first needs
# it, so that a start holds only the first, and each game's own, lang_<code>_eq.py (Equi,
# every key EQ_...) and lang_<code>_rs.py (Ratscrew), merged into P when a key of theirs
# is first asked for, the other game's let go: a game holds only its own strings (that
# part is uikit/langplay.py's, loaded with the play catalogue).  The
# seldom shown ones (lang_<code>_msg.py, lang_<code>_set.py) are messages()'.  Only
# the chosen language is imported (a .mpy is loaded into RAM whole); choosing another
# drops the old one from sys.modules and from this package, so that it can be freed (its
# strings, interned, stay: switching is rare).  Strings for the screen are made from the
# catalogue in a screen's update or refresh, never while drawing.
import sys

# code, the language's own name (shown the same whatever the current language)
LANGS = (("en", "English"), ("uk", "Українська"), ("ru", "Русский"))

code = None  # the current language's code


class _Unset:
    # lang.T before any set_language(): the first look-up loads English.  The app sets
    # the settings' language before anything is shown, so a device in Ukrainian never
    # loads the English catalogue (whose strings, once interned, would stay in RAM).
    # After rest(), the first look-up loads the current language's again.
    def __getattr__(self, key):
        global T
        if code is None:
            set_language(0)
        else:
            T = _load("uikit.lang_" + code)
        return getattr(T, key)


class _Later:
    # lang.P until a game screen first asks: then the language's play catalogue, made
    # P by uikit/langplay.py (loaded then: a start does not hold it).
    def __getattr__(self, key):
        from uikit import langplay

        if code is None:
            set_language(0)
        return langplay.first(sys.modules[__name__], code, key)


T = _Unset()  # the current catalogue: what the shell and the UI kit show
P = _Later()  # the game screens' catalogue, loaded when first needed


def set_language(i):
    """Make language i (an index into LANGS) the current one."""
    global T, P, code
    new = LANGS[i][0]
    if new == code:
        return
    if code is not None:
        _drop("lang_" + code)
        _drop("lang_%s_play" % code)
    T = None
    P = _Later()
    T = _load("uikit.lang_" + new)
    code = new


def _load(mod):
    __import__(mod)
    return sys.modules[mod]


def rest():
    """Let the shell's catalogue go while a game's table runs (a game needs the heap, and
    its screens read lang.P): the next look-up of lang.T, a pause menu's or a battery
    warning's, loads it again."""
    global T
    if code is not None and not isinstance(T, _Unset):
        _drop("lang_" + code)
        T = _Unset()


def messages(part="msg"):
    """The current language's seldom shown messages (lang_<code>_msg.py: the flash's
    problems, the Records page, the crash screen; with part "set", lang_<code>_set.py:
    the Settings menu and the About page), imported now and not kept: take the strings
    needed and let the module go.  ImportError or MemoryError if it cannot load."""
    if code is None:
        set_language(0)
    name = "lang_%s_%s" % (code, part)
    mod = _load("uikit." + name)
    _drop(name)
    return mod


def _drop(name):
    # a module of this package out of sys.modules and the package, so that it can be freed
    import uikit

    sys.modules.pop("uikit." + name, None)
    if hasattr(uikit, name):
        delattr(uikit, name)


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

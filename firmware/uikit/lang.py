# The console's languages.  Every string a screen shows is a key of a catalogue, a module
# per language: uikit/lang_<code>.py holds the console's words (the shell and the UI
# kit), read as lang.T.KEY; a game's screens read lang.P.KEY, which looks first in the
# running game's own catalogue, games/<game>/lang_<code>.py (its setup or table names the
# game with use_game()), then in what every game's screens share, games/lang_<code>.py,
# then in the console's.  Strings for the screen are taken from the catalogue in a
# screen's update or refresh, never while drawing.
#
# The catalogues are found by name here, and only here, from LANGS and the game's name:
# a language is imported when it is chosen, so a console in Ukrainian never imports the
# English catalogue, and the games' words when a game is first named, so a start (the
# main menu) imports the console's alone.

# code, the language's own name (shown the same whatever the current language)
LANGS = (("en", "English"), ("uk", "Українська"), ("ru", "Русский"))

code = None  # the current language's code
_game = [None]  # the game use_game() named


def _catalogue(name):
    # (with a fromlist, __import__ gives the module itself rather than its package)
    return __import__(name, None, None, ("",))


class _Words:
    # P: a key is looked up in the game's catalogue, then the console's, and kept on this
    # object, so that a key read again is an ordinary attribute (a look-up through
    # __getattr__ took about 0.1 ms on the Pico, and a setup reads dozens).  A new
    # language or game makes a new one.  Before any set_language(), the first look-up
    # takes English (and so does T's: the app sets the settings' language before it shows
    # anything).
    def __init__(self, books=()):
        self._books = books

    def __getattr__(self, key):
        books = self._books
        if not books:
            was_t = self is T
            set_language(0)
            return getattr(T if was_t else P, key)
        for i in range(len(books) - 1):  # (a game's own keys: its catalogue first)
            book = books[i]
            if key in book.__dict__:
                value = getattr(book, key)
                break
        else:
            value = getattr(books[-1], key)
        setattr(self, key, value)
        return value


T = _Words()  # the console's words: the current language's module, once one is set
P = _Words()  # a game's screens' words: the running game's own, then the console's


def set_language(i):
    """Make language i (an index into LANGS) the current one."""
    global code, T
    code = LANGS[i][0]
    T = _catalogue("uikit.lang_" + code)
    _game_words()


def use_game(name):
    """The game whose screens read P from now on: its own keys are its wing's catalogue,
    games/<name>/lang_<code>.py (a key of another game's is not found)."""
    if _game[0] != name:
        _game[0] = name
        if code is not None:
            _game_words()


def _game_words():
    global P
    name = _game[0]
    own = ()
    if name is not None:
        own = (_catalogue("games.%s.lang_%s" % (name, code)), _catalogue("games.lang_%s" % code))
    P = _Words(own + (T,))


def index():
    """The current language's index into LANGS."""
    for i in range(len(LANGS)):
        if LANGS[i][0] == code:
            return i
    return 0

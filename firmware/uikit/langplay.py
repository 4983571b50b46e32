# The game screens' catalogue, uikit/lang.py's P, loaded with it when a game screen first
# asks for a key (lang.py's _Later): lang_<code>_play.py, and each game's own catalogue
# merged into it when a key of theirs is first asked for, the other game's let go.
# (lang.py hands itself over: this module does not import it back.)
import sys

_lang = None  # uikit/lang.py
_merged: tuple | None = None  # ("eq" or "rs", the keys) of the game's catalogue merged into P


def first(lang, code, key):
    """Make the play catalogue of the language code lang.P, and return its key."""
    global _lang, _merged
    _lang = lang
    mod = "uikit.lang_%s_play" % code
    if mod not in sys.modules:  # (a new language's, or the first: nothing merged yet; a
        _merged = None  # module that read P before it loaded asks here every time)
        __import__(mod)
    p = lang.P = sys.modules[mod]
    p.__getattr__ = _game_key  # (a module's __getattr__: for a key it lacks)
    return getattr(p, key)


def _game_key(name):
    # P lacks name: it is one game's (lang_<code>_eq.py for EQ_..., else lang_<code>_rs.py).
    # That game's catalogue is merged into P and its module dropped; the keys of the other
    # game's, if merged, are let go.
    global _merged
    lang = _lang
    p = lang.P
    key = name
    part = "eq" if key.startswith("EQ_") else "rs"
    if _merged is not None:
        if _merged[0] == part:
            raise AttributeError(key)
        for k in _merged[1]:
            delattr(p, k)
        _merged = None
    name = "lang_%s_%s" % (lang.code, part)
    __import__("uikit." + name)
    mod = sys.modules["uikit." + name]
    lang._drop(name)
    keys = [k for k in mod.__dict__ if k[0] != "_"]
    for k in keys:
        setattr(p, k, getattr(mod, k))
    _merged = (part, keys)
    return getattr(p, key)

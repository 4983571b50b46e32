# Module lifetimes, declared once.  A .mpy imported from the Pico's flash is copied into
# RAM whole, and an import costs a file read (tens of ms), so what is loaded when is
# declared, not managed by hand: every screen names in `holds` the modules its scope
# holds while it is on the stack, and the app names its own (shell/app.py's App.holds,
# and App.once: what a start or a resume reads once).  In a name, "%s" is the current
# language's code; a name with a "*" holds every module whose name begins with what
# comes before it and ends with what follows (a game's wing, "games.equi*"; every
# game's names, "games.*.names"), loaded or not.  settle(), run by the app as its stack changes,
# loads what an open scope names and lets go of every module some scope named that no
# open scope holds any more.  A module frozen into the firmware (its __file__ missing or
# under .frozen) runs from flash: letting it go would buy little and cost a rerun of its
# body at the next import, so it is kept.
import sys

_named = set()  # every exact name a scope declared: what settle() may let go
_wings = set()  # every pattern a scope declared, as (before, after) its "*"


def load(name):
    """The module called name, imported if it is not loaded."""
    mod = sys.modules.get(name)
    if mod is None:
        __import__(name)
        mod = sys.modules[name]
    return mod


def settle(scopes, code, once=()):
    """Load what the open scopes (objects with `holds`) name, let go of what they no
    longer hold, and of once (names no scope holds: what a start or a resume reads once);
    code is the language's ("%s" in a name), None before one is chosen."""
    held = set()
    wings = []
    for name in once:
        if "%" not in name or code is not None:
            _name(name % code if "%" in name else name)
    for s in scopes:
        for name in s.holds:
            if "%" in name:
                if code is None:
                    continue  # (no language yet: none of its catalogues is loaded)
                name = name % code
            w = _name(name)
            if w is not None:
                wings.append(w)
                continue
            held.add(name)
            if name not in sys.modules:
                try:
                    __import__(name)
                except Exception:  # (the flash failing, the heap full: the screen's own
                    pass  # look-up will say so where the crash screen can show it)
    mods = sys.modules
    for name in [m for m in mods if m not in held]:
        if (name in _named or _matches(name, _wings)) and not _matches(name, wings):
            if not _frozen(mods[name]):
                _forget(mods, name)


def _name(name):
    # a name declared: what settle() may let go; a pattern's (before, after) "*", or None
    star = name.find("*")
    if star < 0:
        _named.add(name)
        return None
    w = (name[:star], name[star + 1 :])
    _wings.add(w)
    return w


def _matches(name, patterns):
    for before, after in patterns:
        if name.startswith(before) and name.endswith(after):
            return True
    return False


def _frozen(mod):
    f = getattr(mod, "__file__", None)
    return f is None or f.startswith(".frozen")


def _forget(mods, name):
    # out of sys.modules and its package, so that it can be freed once nothing holds it
    del mods[name]
    pkg, _, leaf = name.rpartition(".")
    if pkg in mods and hasattr(mods[pkg], leaf):
        delattr(mods[pkg], leaf)

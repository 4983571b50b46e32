# The UI kit, what every screen needs: screens on a stack, short messages, word wrapping,
# titles and scroll bars.  The scrolling menus are menu.py (loaded with a menu, and let
# go with it while a game runs); text pages, confirm dialogs and the word editor are
# uitext.py, loaded when first needed.  Text is drawn in the console's own font
# (uikit/text.py: proportional, 8 rows a line), so a screen has 8 rows; a screen with a
# title shows six rows under it.  Lines are wrapped and values aligned by pixel width.
#
# A screen implements key(ev) and tick(now) (each returns True when the picture changed),
# due(now) (ms until tick() wants to run again) and draw(fb).  draw() paints everything
# from scratch into a cleared buffer and allocates nothing where it can help it.  It
# names in `holds` the modules it holds while it is on the stack (settle(), below).
import sys

from micropython import const
from uikit import buttons, keys, text

ROWS = const(6)  # list rows under a title
ROW_Y = const(16)  # y of the first list row: rows sit on the display's 8-row pages, so
# moving a menu's selection changes two pages, not four (see docs/display.md)
COLS = const(16)  # (characters of the old 8x8 font; kept for screens not yet measured)
WIDTH = const(128)
_BAR_X = const(125)  # scroll bar column (menu.py's too)
_IDLE = const(60000)


def pressed(ev, key):
    """A press (or an auto-repeat) of key."""
    return ev & key and ev & (buttons.PRESS | buttons.REPEAT)


def wrap(s, width):
    """Split s into lines at most width pixels wide (text.width), at spaces where
    possible; a blank line in s is kept as an empty line."""
    # Its words are UTF-8 bytes and a line becomes a str once, when it is full: on stock
    # MicroPython a new str is first looked for among the interned names (uikit/text.py),
    # about 0.1 ms each once a game's names are loaded, and a str made per word and per
    # join cost a rules page's first frame some 20 ms.  (bytes.split() splits at ASCII
    # white space, as MicroPython's str.split() does.)
    out = []
    span = text.span
    for para in s.split("\n"):
        line = []  # the line's words
        w = 0  # its width: each word is measured once, a space adds 2 columns and 2 gaps
        for word in para.encode().split():
            ww = span(word)
            if ww > width:  # a word longer than a line is cut (seldom: as a str)
                if line:
                    out.append(b" ".join(line).decode())
                    line = []
                word = _cut(word.decode(), width, out).encode()
                ww = span(word)
            if not line:
                line.append(word)
                w = ww
            elif w + 4 + ww <= width:
                line.append(word)
                w += 4 + ww
            else:
                out.append(b" ".join(line).decode())
                line = [word]
                w = ww
        out.append(b" ".join(line).decode())
    return out


def _cut(word, width, out):
    # word's pieces as wide as a line go to out; the rest, narrower, is returned (a
    # character wider than the line alone: as it is)
    measure = text.width
    while len(word) > 1 and measure(word) > width:
        n = len(word) - 1
        while n > 1 and measure(word[:n]) > width:
            n -= 1
        out.append(word[:n])
        word = word[n:]
    return word


def title(fb, s):
    text.draw(fb, s, 0, 2, 1)
    fb.hline(0, 12, 128, 1)


def scrollbar(fb, first, shown, total):
    """The scroll bar beside `shown` rows from ROW_Y, when they show only part of total."""
    if total <= shown:
        return
    span = shown * 8
    size = max(4, span * shown // total)
    top = ROW_Y + (span - size) * first // (total - shown)
    fb.vline(_BAR_X + 1, ROW_Y, span, 1)
    fb.fill_rect(_BAR_X, top, 3, size, 1)


class Screen:
    # What this screen holds while it is on the stack (settle(), below): by default the
    # shell's words, lang.T (a game's table, which reads lang.P, names its own).
    holds: tuple = ("uikit.lang_%s",)
    # What the screen's next keys will need, each name after the modules it imports
    # ("%s": the language's code): the app loads one a tick between keys (preload(),
    # below), and the screen holds each while it is loaded (settle()).
    preload: tuple = ()
    # True: the app loads preloads() also while A alone is held (A acts when let go, and
    # preloads() may then name what it will open); else only between keys, so that no
    # import is under way when a key of play is let go.
    loads_on_a = False
    keeps_long_b = False  # True: the screen handles a long B itself (else: main menu)

    def __init__(self, app):
        self.app = app

    def key(self, ev):
        return False

    def back(self, ev):
        """B goes back: the common end of a key() that handles nothing else."""
        if ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def tick(self, now):
        return False

    def due(self, now):
        return _IDLE

    def preloads(self):
        """What to load between keys now (preload, by default)."""
        return self.preload

    def shown(self):
        """Called when the screen comes back to the top of the stack."""

    def sleeping(self):
        """Called for every screen on the stack when the display turns off."""

    def draw(self, fb):
        pass


_toast_text = [""]  # the last toast's text,
_toast_lines: list = [[""]]  # and its lines: wrapped once, not on every frame it is up


def toast(fb, s):
    """A short message in a box over the middle of the screen (up to four lines)."""
    if _toast_text[0] != s:
        _toast_text[0] = s
        _toast_lines[0] = wrap(s, 118)[:4]
    lines = _toast_lines[0]
    h = 8 * len(lines) + 6
    y = 32 - h // 2
    fb.fill_rect(2, y, 124, h, 0)
    fb.rect(2, y, 124, h, 1)
    for i, line in enumerate(lines):
        text.draw(fb, line, 64 - text.width(line) // 2, y + 3 + 8 * i, 1)


# -- module lifetimes, declared once ---------------------------------------------------
# A .mpy imported from the Pico's flash is copied into RAM whole, and an import costs a
# file read (tens of ms), so what is loaded when is declared, not managed by hand: every
# screen names in `holds` the modules its scope holds while it is on the stack, and the
# app names its own (shell/app.py's App.holds, and App.once: what a start or a resume
# reads once).  In a name, "%s" is the current language's code; a name with a "*" holds
# every module whose name begins with what comes before it and ends with what follows
# ("uikit.battsym*"; every game's settings, "games.*.options"), loaded or not; so is what
# a screen preloads (Screen.preloads()) while it is loaded.  settle(), run
# by the app as its stack changes, loads what an open scope names and lets go of every
# module some scope named that no open scope holds any more.
# A module frozen into the firmware runs from flash: letting go of one a screen holds
# would buy little (its globals) and cost a rerun of its body when the screen opens again
# (18 ms for Ratscrew's table on the Pico), so it is kept once loaded.  What is only read
# once (App.once, and no screen's) goes all the same: it is not loaded again.
_named = set()  # every exact name a scope declared: what settle() may let go
_wings = set()  # every pattern a scope declared, as (before, after) its "*"
_once_named = set()  # the same for the names of an App.once
_once_wings = set()
_SCREENS = const(1)  # a screen's scope declared it
_ONCE = const(2)  # only an App.once did
# module name -> _verdict(), worked out once per name (matching every loaded module
# against every pattern took most of a settle(): 10 ms on the Pico, and more for a screen
# that declares new names); forgotten for the names a new declaration matches, and when
# the module is let go
_declared = {}
_once_seen = [None, None]  # the App.once and the language settle() last declared
_files = {}  # a path -> True when no file is there (_no_file())
# a pattern a scope declared -> its (before, after): made once, not on every settle()
_wing_of = {}
_unloadable = set()  # what preload() could not import (not tried again)


def keep_builtins(names):
    """Find each built-in module of names once and keep it in sys.modules (main.py's, at
    the start).  MicroPython looks on every sys.path entry for a file that extends a
    built-in (time, os, json, machine, ...) before it takes the built-in, and keeps no
    built-in in sys.modules: every `import time` searched the file system again, 3.8 ms
    on a Pico (the emulated one, tools/bench_pico.py; `import gc` takes 0.06), and our
    modules run such imports each time they are loaded.  No file of ours extends one, so
    each is looked up with sys.path empty (MicroPython then takes the built-in at once).
    A name a host has in sys.modules already, or has not built in, is left alone."""
    path = sys.path[:]
    sys.path.clear()
    try:
        for name in names:
            if name not in sys.modules:
                try:
                    sys.modules[name] = __import__(name)
                except ImportError:
                    pass
    finally:
        sys.path.extend(path)


def loaded(name):
    """The module called name if it is loaded, else None (nothing is imported)."""
    return sys.modules.get(name)


def preload(screen, code):
    """Import the first module screen.preloads() names that is not loaded yet (code: the
    language's, "%s" in a name): True if there was one, False when all are loaded (the
    app's, between keys).  One that cannot be imported is not tried again: the screen's
    own import will say what is wrong."""
    pre = getattr(screen, "preloads", None)  # (a screen not of ui.Screen: none)
    if pre is None:
        return False
    mods = sys.modules
    for name in pre():
        if "%" in name:
            if code is None:
                continue
            name = name % code
        if name not in mods and name not in _unloadable:
            if name not in _named:  # declared as it loads: it can go when no screen holds it,
                _name(name, _named, _wings)  # even if its screen goes before a settle()
            try:
                __import__(name)
            except Exception:
                _unloadable.add(name)
            return True
    return False


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
    if _once_seen[0] is not once or _once_seen[1] != code:  # (declared once a language)
        _once_seen[0] = once
        _once_seen[1] = code
        for name in once:
            if "%" not in name or code is not None:
                _name(name % code if "%" in name else name, _once_named, _once_wings)
    for s in scopes:
        for name in s.holds:
            if "%" in name:
                if code is None:
                    continue  # (no language yet: none of its catalogues is loaded)
                name = name % code
            if name not in _named:  # (a name seen before: no call, nothing allocated)
                w = _wing_of.get(name)
                if w is None:
                    w = _name(name, _named, _wings)
                    if w is not None:
                        _wing_of[name] = w
                if w is not None:
                    wings.append(w)
                    continue
            held.add(name)
            if name not in sys.modules:
                try:
                    __import__(name)
                except Exception:  # (the flash failing, the heap full: the screen's own
                    pass  # look-up will say so where the crash screen can show it)
        pre = getattr(s, "preloads", None)
        if pre is not None:  # (what it preloads: held while loaded, not loaded here)
            for name in pre():
                if "%" in name:
                    if code is None:
                        continue
                    name = name % code
                if name not in _named:
                    _name(name, _named, _wings)  # (declared: it can go when none holds it)
                if name in sys.modules:
                    held.add(name)
    mods = sys.modules
    declared = _declared
    for name in [m for m in mods if m not in held]:
        d = declared.get(name)
        if d is None:
            d = declared[name] = _verdict(name, mods[name])
        if d and not _matches(name, wings):
            _forget(mods, name)


def _name(name, named, patterns):
    # a name declared (into named, or as a pattern into patterns): what settle() may let
    # go; a pattern's (before, after) "*", or None
    star = name.find("*")
    if star < 0:
        if name not in named:
            named.add(name)
            _declared.pop(name, None)  # (its verdict, if known, may change)
        return None
    w = (name[:star], name[star + 1 :])
    if w not in patterns:
        patterns.add(w)
        for m in _matching(_declared, w):  # (the verdicts it may change)
            del _declared[m]
    return w


def _matching(names, w):
    return [m for m in names if m.startswith(w[0]) and m.endswith(w[1])]


def _verdict(name, mod):
    # what settle() does with the module called name when no open scope holds it: 0
    # keep it (no scope declared it, or a screen's scope did and it is frozen), else let
    # it go (_SCREENS: a screen's, loaded from a file; _ONCE: only a start's)
    if name in _named or _matches(name, _wings):
        return 0 if _frozen(mod) else _SCREENS
    if name in _once_named or _matches(name, _once_wings):
        return _ONCE
    return 0


def _matches(name, patterns):
    for before, after in patterns:
        if name.startswith(before) and name.endswith(after):
            return True
    return False


def _frozen(mod):
    # MicroPython 1.27 names a frozen module's file without its ".frozen/"
    # (py/builtinimport.c): "uikit/menu.py", where the flash holds no file.  A firmware
    # freezes all of ours or none, so one look at the flash (1-3 ms on a Pico) for this
    # module's own file says it for every such name; ours on the flash are .mpy files, a
    # host's have whole paths.  (No slices: on stock MicroPython a new str is first looked
    # for among the interned names, 40-100 us each once a few hundred are loaded.)
    f = getattr(mod, "__file__", None)
    return (
        f is None
        or f.startswith(".frozen")
        or (not f.endswith(".mpy") and not f.startswith("/") and _no_file(__file__))
    )


def frozen():
    """Whether the firmware runs our modules frozen into it (make firmware's), where a
    module loaded costs the heap its globals alone: not its code, nor its names."""
    return _frozen(sys.modules[__name__])


def _no_file(path):
    gone = _files.get(path)
    if gone is None:
        import os  # (here, not at the top: main.py keeps the built-ins after this loads)

        try:
            os.stat(path)
            gone = False
        except OSError:
            gone = True
        _files[path] = gone
    return gone


def _forget(mods, name):
    # out of sys.modules and its package, so that it can be freed once nothing holds it
    del mods[name]
    _declared.pop(name, None)  # (loaded again, it may be another: frozen or a file)
    pkg, _, leaf = name.rpartition(".")
    if pkg in mods and hasattr(mods[pkg], leaf):
        delattr(mods[pkg], leaf)

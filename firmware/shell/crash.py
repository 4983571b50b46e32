# The crash screen: an exception escaped a screen's key(), tick() or draw().  The match
# on the stack is kept if its rules state reads back whole, the traceback goes to the
# console and to /data/crash.txt (the last three, each cut to a bounded size), and the
# screen says what happened in two lines; A restarts the app, whose main menu offers to
# resume the match.  Its words are in the player's language; if that cannot be loaded (a
# crash may come from just that), in English, and without the console's font if that
# cannot be loaded either.
import io
import sys

from micropython import const
from store import flash
from uikit import buttons, keys, lang, text, ui

LOG = "crash.txt"
_KEEP = const(3)  # crashes kept in the log
_ENTRY_MAX = const(1200)  # characters kept of one traceback (the log stays under 4 KB)
_MARK = "=== crash\n"
_STATUS_Y = const(56)
_W = const(128)
_EN = ("Oops, a bug:", "Game saved", "Game not saved", "A: restart")  # as lang_en.py's


def handle(app, e):
    buf = io.StringIO()
    # MicroPython's StringIO is a stream with getvalue(); the stubs' has neither
    sys.print_exception(e, buf)  # pyright: ignore[reportArgumentType]
    trace = buf.getvalue()  # pyright: ignore[reportAttributeAccessIssue]
    print(trace, end="")
    saved = _save_matches(app)
    try:
        log(app.settings.folder, trace)
    except OSError as problem:
        print("crash log not written:", problem)
    app.say("crash %s" % type(e).__name__)
    app.stack.append(CrashScreen(app, e, saved))
    app.changed()


def _save_matches(app):
    """Save every table on the stack whose state reads back whole; None when there was
    no match, else whether it was kept."""
    saved = None
    for screen in app.stack:
        save = getattr(screen, "save", None)
        if save is None:
            continue
        try:
            problem = save(True)
            line = problem[0] if problem else None  # (store/flash.py's problem)
        except Exception as e:  # the state is broken beyond reading back
            line = repr(e)
        if line:
            print("match not saved:", line)
        saved = (saved is not False) and not line
    return saved


def log(folder, trace):
    """Add trace to the crash log, keeping the last _KEEP."""
    try:
        old = flash.read_text(folder, LOG) or ""
    except OSError:
        old = ""
    entries = [x for x in old.split(_MARK) if x]
    entries.append(trace[-_ENTRY_MAX:])
    flash.write_atomic(folder, LOG, "".join(_MARK + x for x in entries[-_KEEP:]))


def _plain_width(s):
    return 8 * len(s)  # framebuf's own font


def _fits(s, measure):
    """How many of s's first characters fit on a line."""
    n = len(s)
    while n and measure(s[:n]) > _W:
        n -= 1
    return n


def _cut(s, measure):
    """s, or as much of it as fits with a ~ to say it goes on."""
    if measure(s) <= _W:
        return s
    return s[: _fits(s + "~", measure) - 1] + "~"


class CrashScreen(ui.Screen):
    keeps_long_b = True  # only A leaves: the message stays until read

    def __init__(self, app, e, saved):
        super().__init__(app)
        try:
            m = lang.T
            said = (m.CRASH, m.CRASH_SAVED, m.CRASH_NOT_SAVED, m.CRASH_RESTART)
        except Exception:  # (MemoryError, ImportError, a broken catalogue)
            said = _EN
        try:
            measure = text.width
            measure(said[0])  # the font is loaded now, not while drawing
            self.font = True
        except Exception:
            said = _EN  # framebuf's font has no Cyrillic
            measure = _plain_width
            self.font = False
        words = str(e)
        n = _fits(words, measure)
        self.lines = (
            said[0],
            _cut(type(e).__name__, measure),
            words[:n],
            _cut(words[n:], measure),
            {None: "", True: said[1], False: said[2]}[saved],
        )
        self.restart = said[3]

    def key(self, ev):
        if ev == buttons.PRESS | keys.A:
            self.app.restart()
            return True
        return False

    def draw(self, fb):
        lines = self.lines
        fb.fill_rect(0, _STATUS_Y, _W, 8, 1)
        if self.font:
            for i in range(len(lines)):
                text.draw(fb, lines[i], 0, 2 + 10 * i, 1)
            text.put(fb, self.restart, 0, _STATUS_Y, 0)
        else:
            for i in range(len(lines)):
                fb.text(lines[i], 0, 2 + 10 * i, 1)
            fb.text(self.restart, 0, _STATUS_Y, 0)

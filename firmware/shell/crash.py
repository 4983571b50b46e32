# The crash screen: an exception escaped a screen's key(), tick() or draw().  The match
# on the stack is kept if its rules state reads back whole, the traceback goes to the
# console and to /data/crash.txt (the last three, each cut to a bounded size), and the
# screen says what happened in two lines; A restarts the app, whose main menu offers to
# resume the match.
import io
import sys

from micropython import const
from store import flash
from uikit import buttons, keys, ui

LOG = "crash.txt"
_KEEP = const(3)  # crashes kept in the log
_ENTRY_MAX = const(1200)  # characters kept of one traceback (the log stays under 4 KB)
_MARK = "=== crash\n"
_STATUS_Y = const(56)


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
        except Exception as e:  # the state is broken beyond reading back
            problem = repr(e)
        if problem:
            print("match not saved:", problem)
        saved = (saved is not False) and not problem
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


def _cut(text, width=16):
    return text if len(text) <= width else text[: width - 1] + "~"


class CrashScreen(ui.Screen):
    keeps_long_b = True  # only A leaves: the message stays until read

    def __init__(self, app, e, saved):
        super().__init__(app)
        words = str(e)
        self.lines = (
            "Oops, a bug:",
            _cut(type(e).__name__),
            _cut(words[:16]),
            _cut(words[16:32]) if len(words) > 16 else "",
            {None: "", True: "Game saved", False: "Game not saved"}[saved],
        )

    def key(self, ev):
        if ev == buttons.PRESS | keys.A:
            self.app.restart()
            return True
        return False

    def draw(self, fb):
        lines = self.lines
        for i in range(len(lines)):
            fb.text(lines[i], 0, 2 + 10 * i, 1)
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        fb.text("A: restart", 0, _STATUS_Y, 0)

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
# names in `holds` the modules it holds while it is on the stack (uikit/scope.py).
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
    out = []
    measure = text.width
    for para in s.split("\n"):
        line = ""
        for word in para.split():
            while measure(word) > width:  # a word longer than a line is cut
                if line:
                    out.append(line)
                    line = ""
                n = len(word) - 1
                while n > 1 and measure(word[:n]) > width:
                    n -= 1
                out.append(word[:n])
                word = word[n:]
            if not line:
                line = word
            elif measure(line) + 4 + measure(word) <= width:  # a space: 2 columns and 2 gaps
                line += " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


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
    # What this screen holds while it is on the stack (uikit/scope.py): by default the
    # shell's words, lang.T (a game's table, which reads lang.P, names its own).
    holds: tuple = ("uikit.lang_%s",)
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

    def shown(self):
        """Called when the screen comes back to the top of the stack."""

    def sleeping(self):
        """Called for every screen on the stack when the display turns off."""

    def draw(self, fb):
        pass


def toast(fb, s):
    """A short message in a box over the middle of the screen (up to four lines)."""
    lines = wrap(s, 118)[:4]
    h = 8 * len(lines) + 6
    y = 32 - h // 2
    fb.fill_rect(2, y, 124, h, 0)
    fb.rect(2, y, 124, h, 1)
    for i, line in enumerate(lines):
        text.draw(fb, line, 64 - text.width(line) // 2, y + 3 + 8 * i, 1)

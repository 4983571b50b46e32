# The UI kit, what every screen needs: screens on a stack, short messages, word wrapping,
# titles and scroll bars.  The scrolling menus are menu.py; text pages, confirm dialogs
# and the word editor are uitext.py.  Text is drawn in the console's own font
# (uikit/text.py: proportional, 8 rows a line), so a screen has 8 rows; a screen with a
# title shows six rows under it.  Lines are wrapped and values aligned by pixel width.
#
# A screen implements key(ev) and tick(now) (each returns True when the picture changed),
# due(now) (ms until tick() wants to run again) and draw(fb).  draw() paints everything
# from scratch into a cleared buffer and allocates nothing where it can help it.
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

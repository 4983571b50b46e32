# The UI kit: screens on a stack, scrolling menus with inline value pickers, short
# messages and word wrapping (text pages, confirm dialogs and the word editor are in
# uitext.py, loaded when first needed).  Text is drawn in the console's own font
# (uikit/text.py: proportional, 8 rows a line), so a screen has 8 rows; a screen with a
# title shows six rows under it.  Lines are wrapped and values aligned by pixel width.
#
# A screen implements key(ev) and tick(now) (each returns True when the picture changed),
# due(now) (ms until tick() wants to run again) and draw(fb).  draw() paints everything
# from scratch into a cleared buffer and allocates nothing where it can help it.
import sys

from micropython import const
from uikit import buttons, keys, text

ROWS = const(6)  # list rows under a title
ROW_Y = const(16)  # y of the first list row: rows sit on the display's 8-row pages, so
# moving a menu's selection changes two pages, not four (see docs/display.md)
COLS = const(16)  # (characters of the old 8x8 font; kept for screens not yet measured)
WIDTH = const(128)
_BAR_X = const(125)  # scroll bar column
_IDLE = const(60000)

_MOVE = const(3)  # keys.UP | keys.DOWN
_BATT_W = const(13)  # uikit/battsym.py's W
_battsym: list = [None]  # uikit/battsym.py, once a battery symbol is drawn


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


class Item:
    """A menu row: an action for A, or a value picked from choices with LEFT/RIGHT (and
    A).  get() returns the chosen index, put(i) stores a new one."""

    # (what a row does not have is the class's None, not stored in every row: a row with
    # a label and an action holds two attributes, not five)
    action = None
    choices = None
    get = None
    put = None

    def __init__(self, label, action=None, choices=None, get=None, put=None):
        self.label = label
        if action is not None:
            self.action = action
        if choices is not None:
            self.choices = choices
            self.get = get
            self.put = put

    def value(self):
        return None if self.choices is None else self.choices[self.get()]


class Menu(Screen):
    rows = ROWS  # rows shown at once; a menu with art beside it may show fewer
    battery = False  # True: the battery symbol right of the title (a board with a gauge)
    battery_x = WIDTH - _BATT_W - 2

    def __init__(self, app, heading, items, sel=0, on_back=None):
        super().__init__(app)
        self.heading = heading
        self.items = items
        self.sel = sel
        self.first = 0
        self.on_back = on_back
        self._scroll()

    def _scroll(self):
        if self.sel < self.first:
            self.first = self.sel
        elif self.sel >= self.first + self.rows:
            self.first = self.sel - self.rows + 1

    def key(self, ev):
        n = len(self.items)
        if pressed(ev, _MOVE):
            step = -1 if ev & keys.UP else 1
            if ev & buttons.REPEAT and not 0 <= self.sel + step < n:
                return False  # holding stops at the ends; a fresh press wraps round
            self.sel = (self.sel + step) % n
            self._scroll()
            return True
        item = self.items[self.sel]
        if item.choices is not None and pressed(ev, keys.LEFT | keys.RIGHT):
            step = -1 if ev & keys.LEFT else 1
            item.put((item.get() + step) % len(item.choices))
            return True
        if ev == buttons.PRESS | keys.A:
            if item.action is not None:
                item.action()
            elif item.choices is not None:
                item.put((item.get() + 1) % len(item.choices))
            return True
        if ev == buttons.PRESS | keys.B:
            if self.on_back is not None:
                self.on_back()
            else:
                self.app.pop()
            return True
        return False

    def draw(self, fb):
        title(fb, self.heading)
        items = self.items
        last = min(len(items), self.first + self.rows)
        for i in range(self.first, last):
            y = ROW_Y + (i - self.first) * 8
            item = items[i]
            value = item.value()
            if i == self.sel:
                fb.fill_rect(0, y, _BAR_X - 1, 8, 1)
                text.draw(fb, item.label, 1, y, 0)
                if value is not None:
                    text.draw(fb, value, _BAR_X - 1 - text.width(value), y, 0)
                continue
            # A row of the frame just cleared: the label goes onto dark pixels, and so
            # does the value when it starts past the label's end (text.put, the faster).
            end = 1 + text.put(fb, item.label, 1, y)
            if value is not None:
                x = _BAR_X - 1 - text.width(value)
                if x >= end:
                    text.put(fb, value, x, y)
                else:
                    text.draw(fb, value, x, y, 1)
        scrollbar(fb, self.first, self.rows, len(items))
        if self.battery:
            step = getattr(self.app, "battery_step", -1)
            if step >= 0:  # (a board with a battery reader)
                sym = _battsym[0]
                if sym is None:  # the symbol's module, loaded once (an import allocates)
                    from uikit import battsym

                    sym = _battsym[0] = battsym
                sym.draw(fb, self.battery_x, 3, step)


def toast(fb, s):
    """A short message in a box over the middle of the screen (up to four lines)."""
    lines = wrap(s, 118)[:4]
    h = 8 * len(lines) + 6
    y = 32 - h // 2
    fb.fill_rect(2, y, 124, h, 0)
    fb.rect(2, y, 124, h, 1)
    for i, line in enumerate(lines):
        text.draw(fb, line, 64 - text.width(line) // 2, y + 3 + 8 * i, 1)


def forget(*names):
    """Let modules go: out of sys.modules and their packages, so that they can be freed
    once nothing else holds them (the next import loads them again).  A game needs the
    heap more than a setup, a main menu or a closed pause menu does."""
    mods = sys.modules
    for name in names:
        if name in mods:
            del mods[name]
            pkg, _, leaf = name.rpartition(".")
            if pkg in mods and hasattr(mods[pkg], leaf):
                delattr(mods[pkg], leaf)

# The UI kit: screens on a stack, scrolling menus with inline value pickers, scrolling
# text pages, confirm dialogs and word wrapping.  The 8x8 built-in font gives 16 columns
# and 8 rows; a screen with a title shows six rows under it.
#
# A screen implements key(ev) and tick(now) (each returns True when the picture changed),
# due(now) (ms until tick() wants to run again) and draw(fb).  draw() paints everything
# from scratch into a cleared buffer and allocates nothing where it can help it.
import buttons
import keys
from micropython import const

ROWS = const(6)  # list rows under a title
ROW_Y = const(16)  # y of the first list row: rows sit on the display's 8-row pages, so
# moving a menu's selection changes two pages, not four (see docs/display.md)
COLS = const(16)
_BAR_X = const(125)  # scroll bar column
_IDLE = const(60000)

_MOVE = const(3)  # keys.UP | keys.DOWN


def pressed(ev, key):
    """A press (or an auto-repeat) of key."""
    return ev & key and ev & (buttons.PRESS | buttons.REPEAT)


def wrap(text, width):
    """Split text into lines of at most width characters, at spaces where possible; a
    blank line in the text is kept as an empty line."""
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            while len(word) > width:  # a word longer than a line is cut
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line += " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def title(fb, text):
    fb.text(text, 0, 2, 1)
    fb.hline(0, 12, 128, 1)


def scrollbar(fb, first, shown, total):
    if total <= shown:
        return
    span = ROWS * 8
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

    def tick(self, now):
        return False

    def due(self, now):
        return _IDLE

    def shown(self):
        """Called when the screen comes back to the top of the stack."""

    def draw(self, fb):
        pass


class Item:
    """A menu row: an action for A, or a value picked from choices with LEFT/RIGHT (and
    A).  get() returns the chosen index, put(i) stores a new one."""

    def __init__(self, label, action=None, choices=None, get=None, put=None):
        self.label = label
        self.action = action
        self.choices = choices
        self.get = get
        self.put = put

    def value(self):
        return None if self.choices is None else self.choices[self.get()]


class Menu(Screen):
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
        elif self.sel >= self.first + ROWS:
            self.first = self.sel - ROWS + 1

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
        last = min(len(items), self.first + ROWS)
        for i in range(self.first, last):
            y = ROW_Y + (i - self.first) * 8
            item = items[i]
            ink = 1
            if i == self.sel:
                fb.fill_rect(0, y, _BAR_X - 1, 8, 1)
                ink = 0
            fb.text(item.label, 1, y, ink)
            value = item.value()
            if value is not None:
                fb.text(value, _BAR_X - 1 - 8 * len(value), y, ink)
        scrollbar(fb, self.first, ROWS, len(items))


class TextPage(Screen):
    """Scrolling text: UP/DOWN a line, LEFT/RIGHT or A a page, B back."""

    def __init__(self, app, heading, text):
        super().__init__(app)
        self.heading = heading
        self.lines = wrap(text, COLS - 1) if isinstance(text, str) else text
        self.first = 0

    def key(self, ev):
        last = max(0, len(self.lines) - ROWS)
        old = self.first
        if pressed(ev, keys.UP):
            self.first -= 1
        elif pressed(ev, keys.DOWN):
            self.first += 1
        elif pressed(ev, keys.LEFT):
            self.first -= ROWS - 1
        elif pressed(ev, keys.RIGHT) or ev == buttons.PRESS | keys.A:
            if ev & keys.A and self.first >= last:
                self.app.pop()  # A on the last page closes it
                return True
            self.first += ROWS - 1
        elif ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        self.first = max(0, min(last, self.first))
        return self.first != old

    def draw(self, fb):
        title(fb, self.heading)
        lines = self.lines
        for i in range(self.first, min(len(lines), self.first + ROWS)):
            fb.text(lines[i], 0, ROW_Y + (i - self.first) * 8, 1)
        scrollbar(fb, self.first, ROWS, len(lines))


class Confirm(Screen):
    """A question; A answers yes (then on_yes runs), B no."""

    def __init__(self, app, question, on_yes, yes="A: yes", no="B: no"):
        super().__init__(app)
        self.lines = wrap(question, COLS)[:5]
        self.on_yes = on_yes
        self.hint = yes + " " * (COLS - len(yes) - len(no)) + no

    def key(self, ev):
        if ev == buttons.PRESS | keys.A:
            self.app.pop()
            self.on_yes()
            return True
        if ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def draw(self, fb):
        fb.rect(0, 0, 128, 64, 1)
        for i, line in enumerate(self.lines):
            fb.text(line, 64 - 4 * len(line), 4 + 9 * i, 1)
        fb.fill_rect(0, 54, 128, 10, 1)
        fb.text(self.hint, 0, 55, 0)


class TextEdit(Screen):
    """Spell a short word: LEFT/RIGHT pick a position, UP/DOWN its letter (a blank at
    the end of the alphabet leaves it out), A accepts, B cancels.  on_done(text) returns
    None to close, or a message to show and stay (a name already taken, say)."""

    def __init__(self, app, heading, text, length, alphabet, on_done):
        super().__init__(app)
        self.heading = heading
        self.alphabet = alphabet + " "
        self.chars = list(text[:length]) + [" "] * (length - len(text[:length]))
        self.pos = 0
        self.on_done = on_done
        self.text = ""
        self._join()

    def _join(self):
        self.text = "".join(self.chars)

    def key(self, ev):
        if pressed(ev, keys.LEFT | keys.RIGHT):
            step = -1 if ev & keys.LEFT else 1
            self.pos = (self.pos + step) % len(self.chars)
            return True
        if pressed(ev, _MOVE):
            a = self.alphabet
            i = a.find(self.chars[self.pos])
            self.chars[self.pos] = a[(i + (1 if ev & keys.UP else -1)) % len(a)]
            self._join()
            return True
        if ev == buttons.PRESS | keys.A:
            word = self.text.replace(" ", "")
            problem = self.on_done(word) if word else "Needs a letter"
            if problem:
                self.app.toast(problem)
            else:
                self.app.pop()
            return True
        if ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def draw(self, fb):
        title(fb, self.heading)
        x0 = 64 - 8 * len(self.chars)
        for i, c in enumerate(self.chars):  # spaced out, each letter in its own box
            x = x0 + 16 * i
            fb.text(c, x + 4, 28, 1)
            fb.hline(x + 1, 38, 14, 1)
            if i == self.pos:
                fb.rect(x, 24, 16, 17, 1)
        fb.text("UP/DOWN letter", 8, 46, 1)
        fb.text("A ok   B cancel", 4, 56, 1)


def toast(fb, text):
    """A short message in a box over the middle of the screen (up to four lines)."""
    lines = wrap(text, COLS - 1)[:4]
    h = 8 * len(lines) + 6
    y = 32 - h // 2
    fb.fill_rect(2, y, 124, h, 0)
    fb.rect(2, y, 124, h, 1)
    for i, line in enumerate(lines):
        fb.text(line, 64 - 4 * len(line), y + 3 + 8 * i, 1)

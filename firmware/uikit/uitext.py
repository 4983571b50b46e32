# The UI kit's text screens: scrolling text pages, confirm dialogs and a word editor.
# Kept apart from ui.py so that a start-up with only menus does not load them.
from uikit import buttons, keys
from uikit.ui import COLS, ROW_Y, ROWS, Screen, pressed, scrollbar, title, wrap

_MOVE = 3  # keys.UP | keys.DOWN


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
        return self.back(ev)

    def draw(self, fb):
        fb.rect(0, 0, 128, 64, 1)
        lines = self.lines
        for i in range(len(lines)):  # (enumerate would allocate while drawing)
            fb.text(lines[i], 64 - 4 * len(lines[i]), 4 + 9 * i, 1)
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
        return self.back(ev)

    def draw(self, fb):
        title(fb, self.heading)
        x0 = 64 - 8 * len(self.chars)
        chars = self.chars
        for i in range(len(chars)):  # spaced out, each letter in its own box
            x = x0 + 16 * i
            fb.text(chars[i], x + 4, 28, 1)
            fb.hline(x + 1, 38, 14, 1)
            if i == self.pos:
                fb.rect(x, 24, 16, 17, 1)
        fb.text("UP/DOWN letter", 8, 46, 1)
        fb.text("A ok   B cancel", 4, 56, 1)

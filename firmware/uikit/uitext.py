# The UI kit's text screens: scrolling text pages, confirm dialogs and a word editor.
from uikit import buttons, keys, lang, text
from uikit.ui import ROW_Y, ROWS, Screen, pressed, scrollbar, title, wrap

_MOVE = 3  # keys.UP | keys.DOWN
_PAGE_W = 124  # a text page's lines: left of the scroll bar


class TextPage(Screen):
    """Scrolling text: UP/DOWN a line, LEFT/RIGHT or A a page, B back.  body is a text to
    wrap or a list of lines, each a str or, for columns, a tuple of cells (x, text, x,
    text, ...)."""

    def __init__(self, app, heading, body):
        super().__init__(app)
        self.heading = heading
        self.first = 0
        self.lines = body
        self._paras = None  # a text's paragraphs not yet wrapped
        if isinstance(body, str):
            # Wrapped as it is shown: the first page now, the rest a paragraph a tick after
            # it is on screen (a rules page wrapped whole took 320 ms on the Pico before it
            # showed, tools/bench/pico.py).  A key finishes the wrapping first.
            self.lines = []
            self._paras = body.split("\n")
            self._next = 0
            while self._paras is not None and len(self.lines) <= ROWS:
                self._wrap_one()

    def _wrap_one(self):
        paras = self._paras
        if paras is None:
            return
        self.lines += wrap(paras[self._next], _PAGE_W)
        self._next += 1
        if self._next == len(paras):
            self._paras = None

    def tick(self, now):
        if self._paras is None:
            return False
        self._wrap_one()
        return self._paras is None  # drawn again once whole: the scroll bar's true size

    def due(self, now):
        return 0 if self._paras is not None else super().due(now)

    def key(self, ev):
        while self._paras is not None:
            self._wrap_one()
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
            line = lines[i]
            y = ROW_Y + (i - self.first) * 8
            # (a row of the frame just cleared: onto dark pixels, text.put, the faster)
            if isinstance(line, str):
                text.put(fb, line, 0, y)
            else:
                end = 0  # the pieces of a line in order: each put when past the last
                for j in range(0, len(line), 2):
                    x = line[j]
                    if x >= end:
                        end = x + text.put(fb, line[j + 1], x, y)
                    else:
                        end = max(end, x + text.draw(fb, line[j + 1], x, y, 1))
        scrollbar(fb, self.first, ROWS, len(lines))


class Confirm(Screen):
    """A question; A answers yes (then on_yes runs), B no."""

    def __init__(self, app, question, on_yes, yes=None, no=None):
        super().__init__(app)
        self.lines = wrap(question, 120)[:5]
        self.on_yes = on_yes
        self.yes = lang.T.YES if yes is None else yes
        self.no = lang.T.NO if no is None else no
        self.no_x = 127 - text.width(self.no)

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
            text.draw(fb, lines[i], 64 - text.width(lines[i]) // 2, 4 + 9 * i, 1)
        fb.fill_rect(0, 54, 128, 10, 1)
        text.draw(fb, self.yes, 1, 55, 0)
        text.draw(fb, self.no, self.no_x, 55, 0)


class TextEdit(Screen):
    """Spell a short word: LEFT/RIGHT pick a position, UP/DOWN its letter (a blank at
    the end of the alphabet leaves it out), A accepts, B cancels.  on_done(text) returns
    None to close, or a message to show and stay (a name already taken, say)."""

    def __init__(self, app, heading, word, length, alphabet, on_done):
        super().__init__(app)
        self.heading = heading
        self.alphabet = alphabet + " "
        self.chars = list(word[:length]) + [" "] * (length - len(word[:length]))
        self.pos = 0
        self.on_done = on_done
        self.text = ""
        self.hint = lang.T.EDIT_HINT
        self.hint_w = text.width(self.hint)
        self.help = lang.T.EDIT_KEYS
        self.help_w = text.width(self.help)
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
            problem = self.on_done(word) if word else lang.T.NEEDS_LETTER
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
            text.draw(fb, chars[i], x + 8 - text.width(chars[i]) // 2, 29, 1)
            fb.hline(x + 1, 38, 14, 1)
            if i == self.pos:
                fb.rect(x, 24, 16, 17, 1)
        text.draw(fb, self.hint, 64 - self.hint_w // 2, 46, 1)
        text.draw(fb, self.help, 64 - self.help_w // 2, 56, 1)

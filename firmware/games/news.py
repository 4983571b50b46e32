# What happened at a table, in words with the cards: the rows of a hand-off screen ("since
# Ann last played"), of the one person's news before a turn and of the Events page, for
# every game of the console (games/passplay.py).  Public information only: a game's
# tell() says an event in tokens, words and cards (ints), and never names a card that is
# a hand now.  A row is (x, words) and (x, card) items, the words between two cards one
# string, so a row is a few strings to draw.  The log keeps the events as the game
# records them, a few bytes each, and lays out rows only for the screen that shows them
# (rows kept for a whole game were 2-3 KB of the heap).
from micropython import const
from uikit import buttons, cardart, keys, lang, text, ui

_WIDTH = const(124)  # beside the Events page's scroll bar
_CARD_GAP = const(3)
_SPACE = const(4)  # a space between two words: 2 columns and 2 gaps
_INDENT = const(8)  # a row after an event's first
_LOG = const(16)  # events kept: a hand-off needs one round of six seats, the page a few more
_PAGE_ROWS = const(5)
ROW_H = const(9)  # a row's height: a card's 8 and a gap


def _card_w(c):
    return text.width(cardart.label(c)) + 9  # as cardart.mini draws it


def layout(tokens):
    """Rows of (x, item) from words and cards, wrapped at the width; a row after the
    first starts indented, and the words side by side are one string."""
    rows = []
    row = []
    x = 0
    for tok in tokens:
        card = isinstance(tok, int)
        w = _card_w(tok) if card else text.width(tok)
        if row and x + w > _WIDTH:
            rows.append(row)
            row = []
            x = _INDENT
        if not card and row and not isinstance(row[-1][1], int):
            at, words = row[-1]  # the same string goes on
            row[-1] = (at, words + " " + tok)
        else:
            row.append((x, tok))
        x += w + (_CARD_GAP if card else _SPACE)
    if row:
        rows.append(row)
    return rows


def fill(template, args):
    """The template's words with its %s and %d filled in order: a tuple stands for
    cards (each a token of its own), anything else fills the word it is in."""
    out = []
    i = 0
    for word in template.split():
        if "%" not in word:
            out.append(word)
            continue
        a = args[i]
        i += 1
        if isinstance(a, tuple):
            out.extend(a)
        else:
            out.append(word % a)
    return out


def draw_rows(fb, rows, first, count, y0):
    """count rows from first, from y0 down, cards as rank and suit (public cards only)."""
    last = min(len(rows), first + count)
    for i in range(first, last):
        y = y0 + ROW_H * (i - first)
        for x, tok in rows[i]:
            if isinstance(tok, int):
                cardart.mini(fb, tok, x, y)
            else:
                text.draw(fb, tok, x, y, 1)


class Log:
    """The latest events worth a row, as the game records them (bytes), numbered so that
    each seat can be shown what came after its own last move."""

    def __init__(self):
        self.evs = []
        self.base = 0  # the number of the first event kept

    def add(self, record):
        """Keep an event's record (None: not worth a row)."""
        if record is None:
            return
        self.evs.append(record)
        if len(self.evs) > _LOG:
            self.evs.pop(0)
            self.base += 1

    def end(self):
        return self.base + len(self.evs)

    def rows(self, tell, names, since=0):
        """The rows telling the events from number since on: tell(record, names) gives
        each one's tokens."""
        rows = []
        for record in self.evs[max(0, since - self.base) :]:
            rows.extend(layout(tell(record, names)))
        return rows


class NewsPage(ui.Screen):
    """The Events page, from a pause menu: the log's rows, the latest in view, UP/DOWN
    scroll, A or B closes.  Public information only, as the log."""

    def __init__(self, app, rows):
        super().__init__(app)
        self.rows = rows or [[(0, lang.P.NOTHING_YET)]]
        self.first = max(0, len(self.rows) - _PAGE_ROWS)  # the latest in view
        self.heading = lang.P.EVENTS

    def key(self, ev):
        if ui.pressed(ev, keys.UP | keys.DOWN):
            old = self.first
            step = -1 if ev & keys.UP else 1
            self.first = max(0, min(len(self.rows) - _PAGE_ROWS, self.first + step))
            return self.first != old
        if ev == buttons.PRESS | keys.A or ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def draw(self, fb):
        ui.title(fb, self.heading)
        draw_rows(fb, self.rows, self.first, _PAGE_ROWS, ui.ROW_Y)
        ui.scrollbar(fb, self.first, _PAGE_ROWS, len(self.rows))

# What happened at the Equi table, in words with the cards: the rows of the hand-off
# screen ("since Ann last played"), of the one person's turn summary and of the Events
# page.  Public information only: captures and discards happen face up; tricks taken
# back (E6) are told by their number, never their cards, since they are a hand now.
from micropython import const
from rules import equi
from uikit import buttons, cardart, keys, ui

_WIDTH = const(128)
_CARD_GAP = const(3)
_LOG = const(48)  # entries kept; a hand-off needs only one round of the table


def _width(tok):
    if isinstance(tok, int):
        return (24 if tok >> 2 == 8 else 16) + _CARD_GAP  # "10" takes two columns
    return 8 * len(tok) + 8


def layout(tokens):
    """Rows of (x, token) from words and cards, wrapped at the screen's width; a row
    after the first starts indented."""
    rows = []
    row = []
    x = 0
    for tok in tokens:
        w = _width(tok)
        if row and x + w - (_CARD_GAP if isinstance(tok, int) else 8) > _WIDTH:
            rows.append(row)
            row = []
            x = 16
        row.append((x, tok))
        x += w
    if row:
        rows.append(row)
    return rows


def words(ev, names):
    """The tokens telling event ev, or None for one not worth a row (a draw)."""
    kind = ev[0]
    if kind == equi.EV_CAPTURE:
        return [names[ev[1]], "took"] + list(ev[3]) + ["with"] + list(ev[2])
    if kind == equi.EV_DISCARD:
        return [names[ev[1]], "discarded", ev[2]]
    if kind == equi.EV_STOCK_EMPTY:
        return ["The", "stock", "is", "out"]
    if kind == equi.EV_TAKE_BACK:
        return [names[ev[1]], "took", str(ev[2]), "trick", "cards", "back", "(E6)"]
    if kind == equi.EV_SKIP:
        return [names[ev[1]], "has", "no", "cards"]
    if kind == equi.EV_OVER:
        return ["Game", "over"]
    return None


class Log:
    """The latest events as rows, numbered so that each seat can be shown what came
    after its own last move."""

    def __init__(self):
        self.rows = []
        self.base = 0  # the number of the first row kept

    def add(self, tokens):
        self.rows.extend(layout(tokens))
        drop = len(self.rows) - _LOG
        if drop > 0:
            del self.rows[:drop]
            self.base += drop

    def end(self):
        return self.base + len(self.rows)

    def since(self, n):
        return self.rows[max(0, n - self.base) :]


def draw_rows(fb, rows, first, count, y0):
    """count rows from first, from y0 down, cards as rank and suit (public cards only)."""
    last = min(len(rows), first + count)
    for i in range(first, last):
        y = y0 + 9 * (i - first)
        for x, tok in rows[i]:
            if isinstance(tok, int):
                cardart.mini(fb, tok, x, y)
            else:
                fb.text(tok, x, y, 1)


class EventsPage(ui.Screen):
    """The event log: UP/DOWN scroll, A or B closes."""

    def __init__(self, app, rows):
        super().__init__(app)
        self.rows = rows or [[(0, "nothing yet")]]
        self.first = max(0, len(self.rows) - 5)  # the latest events in view

    def key(self, ev):
        old = self.first
        if ui.pressed(ev, keys.UP):
            self.first -= 1
        elif ui.pressed(ev, keys.DOWN):
            self.first += 1
        elif ev == buttons.PRESS | keys.A or ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        self.first = max(0, min(len(self.rows) - 5, self.first))
        return self.first != old

    def draw(self, fb):
        ui.title(fb, "Events")
        draw_rows(fb, self.rows, self.first, 5, ui.ROW_Y)
        ui.scrollbar(fb, self.first, 5, len(self.rows))

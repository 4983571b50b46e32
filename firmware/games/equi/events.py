# What happened at the Equi table, in words with the cards: the rows of the hand-off
# screen ("since Ann last played"), of the one person's turn summary and of the Events
# page.  Public information only: captures and discards happen face up; tricks taken
# back (E6) are told by their number, never their cards, since they are a hand now.
# The words are the catalogue's (lang.P.EQ_LOG_...), each "%s" after the name standing
# for cards; a row is (x, words) and (x, card) items, the words between two cards one
# string, so a row is a few strings to draw.  The log keeps the events themselves, a
# few bytes each, and lays out rows only for the screen that shows them (rows kept for
# a whole game's log were 2-3 KB of the heap).  The Events page is logpage.py's.
from micropython import const
from rules import equi
from uikit import cardart, lang, text

_WIDTH = const(124)  # beside the Events page's scroll bar (logpage.py)
_CARD_GAP = const(3)
_SPACE = const(4)  # a space between two words: 2 columns and 2 gaps
_INDENT = const(8)  # a row after an event's first
_LOG = const(16)  # events kept: a hand-off needs one round of six seats, the page a few more


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


def _fill(template, args):
    # The template's words with its %s and %d filled: the first is a name or a number,
    # a later %s a list of cards (a tuple).
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


def words(ev, names):
    """The tokens telling event ev, or None for one not worth a row (a draw)."""
    kind = ev[0]
    t = lang.P
    if kind == equi.EV_CAPTURE:
        return _fill(t.EQ_LOG_TAKE, (names[ev[1]], tuple(ev[3]), tuple(ev[2])))
    if kind == equi.EV_DISCARD:
        return _fill(t.EQ_LOG_DISCARD, (names[ev[1]], (ev[2],)))
    if kind == equi.EV_STOCK_EMPTY:
        return t.EQ_STOCK_OUT.split()
    if kind == equi.EV_TAKE_BACK:
        return _fill(t.EQ_LOG_BACK, (names[ev[1]], ev[2]))
    if kind == equi.EV_SKIP:
        return _fill(t.EQ_LOG_SKIP, (names[ev[1]],))
    if kind == equi.EV_OVER:
        return t.EQ_LOG_OVER.split()
    return None


class Log:
    """The latest events worth a row, as bytes (kind, seat, then the numbers or cards),
    numbered so that each seat can be shown what came after its own last move."""

    def __init__(self):
        self.evs = []
        self.base = 0  # the number of the first event kept

    def add(self, ev):
        """Keep a rules event (equi.EV_...), unless it is not worth a row (a draw)."""
        kind = ev[0]
        if kind == equi.EV_CAPTURE:
            b = bytes((kind, ev[1], len(ev[2])) + tuple(ev[2]) + tuple(ev[3]))
        elif kind == equi.EV_DISCARD or kind == equi.EV_TAKE_BACK:
            b = bytes((kind, ev[1], ev[2]))
        elif kind == equi.EV_SKIP:
            b = bytes((kind, ev[1]))
        elif kind == equi.EV_STOCK_EMPTY or kind == equi.EV_OVER:
            b = bytes((kind,))
        else:
            return
        self.evs.append(b)
        if len(self.evs) > _LOG:
            self.evs.pop(0)
            self.base += 1

    def end(self):
        return self.base + len(self.evs)

    def rows(self, names, since=0):
        """The rows telling the events from number since on, with the seats' names."""
        rows = []
        for b in self.evs[max(0, since - self.base) :]:
            if b[0] == equi.EV_CAPTURE:
                k = 3 + b[2]
                ev = (b[0], b[1], tuple(b[3:k]), tuple(b[k:]))
            else:
                ev = tuple(b)
            rows.extend(layout(words(ev, names)))
        return rows


def draw_rows(fb, rows, first, count, y0):
    """count rows from first, from y0 down, cards as rank and suit (public cards only)."""
    last = min(len(rows), first + count)
    for i in range(first, last):
        y = y0 + 9 * (i - first)
        for x, tok in rows[i]:
            if isinstance(tok, int):
                cardart.mini(fb, tok, x, y)
            else:
                text.draw(fb, tok, x, y, 1)

# What happened at the Equi table, as the news says it (games/news.py lays the rows out):
# each rules event kept as a few bytes (record()), and its words and cards (tell()).
# Public information only: captures and discards happen face up; tricks taken back (E6)
# are told by their number, never their cards, since they are a hand now.  The words are
# the catalogue's (lang.P.EQ_LOG_...), each "%s" after the name standing for cards.
from games.news import fill
from rules import equi
from uikit import lang


def record(ev):
    """A rules event (equi.EV_...) as bytes (kind, seat, then the numbers or cards), or
    None for one not worth a row (a draw)."""
    kind = ev[0]
    if kind == equi.EV_CAPTURE:
        return bytes((kind, ev[1], len(ev[2])) + tuple(ev[2]) + tuple(ev[3]))
    if kind == equi.EV_DISCARD or kind == equi.EV_TAKE_BACK:
        return bytes((kind, ev[1], ev[2]))
    if kind == equi.EV_SKIP:
        return bytes((kind, ev[1]))
    if kind == equi.EV_STOCK_EMPTY or kind == equi.EV_OVER:
        return bytes((kind,))
    return None


def tell(b, names):
    """The tokens, words and cards, telling a record()."""
    kind = b[0]
    t = lang.P
    if kind == equi.EV_CAPTURE:
        k = 3 + b[2]
        return fill(t.EQ_LOG_TAKE, (names[b[1]], tuple(b[k:]), tuple(b[3:k])))
    if kind == equi.EV_DISCARD:
        return fill(t.EQ_LOG_DISCARD, (names[b[1]], (b[2],)))
    if kind == equi.EV_STOCK_EMPTY:
        return t.EQ_STOCK_OUT.split()
    if kind == equi.EV_TAKE_BACK:
        return fill(t.EQ_LOG_BACK, (names[b[1]], b[2]))
    if kind == equi.EV_SKIP:
        return fill(t.EQ_LOG_SKIP, (names[b[1]],))
    return t.EQ_LOG_OVER.split()  # (EV_OVER)

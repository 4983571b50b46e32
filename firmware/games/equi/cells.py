# The Equi table's card cells: each of the 36 cards as a 16x8 cell (its rank in the
# language's letters, "10" with its digits close, and the small suit), rendered once into
# one strip and then drawn with a single blit each: a table of 28 cards is 28 blits done
# in C, not 28 rank-and-suit drawings in Python.  The strip is a MONO_VLSB FrameBuffer 16
# wide and 8 rows a card, so a card's cell is 16 bytes in a row, a view made once.
# ready() renders it (again only when the language changed) and is called where a
# screen makes its rows, never while drawing; blit() draws a cell and allocates nothing.
import framebuf
from micropython import const
from uikit import cardart, lang, text

W = const(16)
_LOW = const(16)  # the lowest card of Equi's deck (the six of clubs, equi.LOW_CARD)
_N = const(36)
_TEN = const(8)  # rank index of the ten
_SUIT_X = const(8)  # the suit's column in a cell ("10": 9)

_buf = bytearray(W * _N)
_strip = framebuf.FrameBuffer(_buf, W, 8 * _N, framebuf.MONO_VLSB)
_views = tuple([memoryview(_buf)[i * W : (i + 1) * W] for i in range(_N)])
_src = [_views[0], W, 8, framebuf.MONO_VLSB, W]  # a cell as a blit source
_inv = framebuf.FrameBuffer(bytearray(2), 2, 1, framebuf.MONO_VLSB)
_inv.pixel(0, 0, 1)  # the palette of a marked cell: lit pixels clear
_ranks = [None]  # the RANKS the strip was drawn with

# The text-log marks of the cards, as uikit/cardart.py's mark() writes them (the card's
# code at y = -9 - card, above the screen), made once: the table writes them itself in
# its draw(), one fb.text a card, to spare a call per card.
CODES = tuple([r + s for r in "23456789TJQKA" for s in "CDHS"])


def ready():
    """Render the cells for the current language if not done yet."""
    ranks = lang.P.RANKS
    if _ranks[0] is ranks:
        return
    fb = _strip
    fb.fill(0)
    for i in range(_N):
        c = _LOW + i
        y = 8 * i
        r = c >> 2
        if r == _TEN:  # "10": the two digits touch, so rank and suit fill the cell
            x = text.draw(fb, ranks[r][0], 0, y)
            x += text.draw(fb, ranks[r][1:], x, y)
            cardart.suit_small(fb, c, x + 1, y)
        else:
            text.draw(fb, ranks[r], 1, y)
            cardart.suit_small(fb, c, _SUIT_X, y)
    _ranks[0] = ranks


def blit(fb, c, x, y, marked):
    """Card c's cell at (x, y): lit on dark, or dark on a lit cell when marked."""
    src = _src
    src[0] = _views[c - _LOW]
    if marked:
        fb.fill_rect(x, y, W, 8, 1)
        fb.blit(src, x, y, 1, _inv)
    else:
        fb.blit(src, x, y, 0)

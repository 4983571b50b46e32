# The Equi table's card cells: each of the 36 cards as a 16x8 cell (its rank in the
# language's letters, "10" with its digits close, and the small suit), rendered once into
# one strip, then cut out of it and blitted: a table of 28 cards is 56 blits done in C,
# not 28 rank-and-suit drawings in Python.  The strip is a MONO_VLSB FrameBuffer 16 wide
# and 8 rows a card.  ready() renders it (again only when the language changed); ready()
# and blit() are called where the table renders its rows after a change
# (games/equi/view.py), never while drawing, and allocate nothing once the strip is made.
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
_cell_buf = bytearray(W)
_cell = framebuf.FrameBuffer(_cell_buf, W, 8, framebuf.MONO_VLSB)  # one cell, cut out
_inv = framebuf.FrameBuffer(bytearray(2), 2, 1, framebuf.MONO_VLSB)
_inv.pixel(0, 0, 1)  # the palette of a marked cell: lit pixels clear
_ranks = [None]  # the RANKS the strip was drawn with

# The text-log marks of Equi's cards (card - _LOW), as uikit/cardart.py's mark() writes
# them (the card's code at y = -9 - card, above the screen): the table writes them
# itself in its draw(), one fb.text a card, to spare a call per card.  Constants, so
# they are interned once, not 36 strings made at import.
CODES = (
    "6C", "6D", "6H", "6S", "7C", "7D", "7H", "7S", "8C", "8D", "8H", "8S",
    "9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS", "JC", "JD", "JH", "JS",
    "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS", "AC", "AD", "AH", "AS",
)  # fmt: skip


def ready():
    """Render the cells for the current language if not done yet: the four cells of a
    rank share its letters, so each rank is drawn once, in its clubs' cell, and copied
    into the other three, and each suit is drawn once and copied into its nine cells (a
    cell is 16 bytes of the strip, a byte a column: 36 draws of a rank and a suit took 14
    ms on the Pico)."""
    ranks = lang.P.RANKS
    if _ranks[0] is ranks:
        return
    suits = []  # each suit's 7 columns of 8 rows, a byte each
    for s in range(4):
        _cell.fill(0)
        cardart.suit_small(_cell, _LOW + s, 0, 0)
        suits.append(bytes(_cell_buf[:7]))
    fb = _strip
    fb.fill(0)
    buf = _buf
    for r in range(_LOW >> 2, (_LOW + _N) >> 2):
        i = (r << 2) - _LOW  # the rank's clubs; its diamonds, hearts, spades follow
        y = 8 * i
        if r == _TEN:  # "10": the two digits touch, so rank and suit fill the cell
            x = text.draw(fb, ranks[r][0], 0, y)
            x += text.draw(fb, ranks[r][1:], x, y) + 1
        else:
            text.draw(fb, ranks[r], 1, y)
            x = _SUIT_X
        at = W * i
        for s in range(4):
            cell = at + W * s
            if s:
                buf[cell : cell + x] = buf[at : at + x]  # the rank's columns
            buf[cell + x : cell + x + 7] = suits[s]
    _ranks[0] = ranks


def blit(fb, c, x, y, marked):
    """Card c's cell at (x, y): lit on dark, or dark on a lit cell when marked."""
    _cell.blit(_strip, 0, -8 * (c - _LOW))  # the card's cell alone (only 8 rows are copied)
    if marked:
        fb.fill_rect(x, y, W, 8, 1)
        fb.blit(_cell, x, y, 1, _inv)
    else:
        fb.blit(_cell, x, y, 0)

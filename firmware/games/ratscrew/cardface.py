# Ratscrew's card faces for a 128x64 one-colour screen: the pile's top card large (a
# double-size rank, a large suit), the card beneath it smaller (rank and suit in its
# top-left corner), and a joker's face in both sizes.  Only Ratscrew's table shows them,
# so they live in its wing rather than in uikit/cardart.py (the labels, small suits, inline
# cards, backs and text-log marks, which Equi uses too).
#
# Glyphs are FrameBuffers (cardart.glyph()), made as the module loads and blitted from
# C, so drawing a face allocates nothing.
from micropython import const
from uikit import bigrank, text
from uikit.cardart import Back, glyph, label, mark, suit_small

_JOKER = const(52)  # cards.py's joker, as in cardart.py

BIG_W = const(36)
BIG_H = const(46)
SMALL_W = const(30)
SMALL_H = const(44)

# MONO_HLSB rows, 11x11, suits in the card order C D H S (cardart's 7x7 ones, larger).
_SUIT11 = (
    b"\x0e\x00\x1f\x00\x1f\x00\x0e\x00\x64\xc0\xff\xe0\xff\xe0\x64\xc0\x04\x00\x0e\x00\x3f\x80",
    b"\x04\x00\x0a\x00\x11\x00\x20\x80\x40\x40\x80\x20\x40\x40\x20\x80\x11\x00\x0a\x00\x04\x00",
    b"\x00\x00\x71\xc0\x8a\x20\x84\x20\x80\x20\x80\x20\x40\x40\x20\x80\x11\x00\x0a\x00\x04\x00",
    b"\x04\x00\x0e\x00\x1f\x00\x3f\x80\x7f\xc0\xff\xe0\xff\xe0\x75\xc0\x04\x00\x0e\x00\x3f\x80",
)
_JESTER11 = (  # a jester's cap for the joker
    b"\x04\x00\x04\x00\x0e\x00\xff\xe0\x7f\xc0\x3f\x80\x1f\x00\x1f\x00\x3b\x80\x31\x80\x40\x40"
)
_JOKER_WORD = "JOKER"

BACK = Back(BIG_W, BIG_H)  # the pile's place while it is empty
_large = tuple(glyph(d, 11) for d in _SUIT11)
_jester = glyph(_JESTER11, 11)


def suit_large(fb, suit, x, y):
    """An 11x11 suit glyph."""
    fb.blit(_large[suit], x, y, 0)


def _blank(fb, x, y, w, h):
    # A face: black inside, a one-pixel white edge with the corners cut round.
    fb.fill_rect(x, y, w, h, 0)
    fb.rect(x, y, w, h, 1)
    fb.pixel(x, y, 0)
    fb.pixel(x + w - 1, y, 0)
    fb.pixel(x, y + h - 1, 0)
    fb.pixel(x + w - 1, y + h - 1, 0)


def _joker_face(fb, x, y, big):
    for i in range(5):  # JOKER down the left edge
        fb.text(_JOKER_WORD[i], x + 2, y + 3 + 8 * i, 1)
    g = _jester
    if big:
        fb.blit(g, x + 16, y + 18, 0)
    else:
        fb.blit(g, x + 13, y + 3, 0)


def big(fb, c, x, y):
    """The top card of the pile: 36x46, double-size rank, large suit."""
    _blank(fb, x, y, BIG_W, BIG_H)
    mark(fb, c, x)
    if c == _JOKER:
        _joker_face(fb, x, y, True)
        return
    bigrank.draw(fb, label(c), x + 2, y + 3)
    suit_large(fb, c & 3, x + (BIG_W - 11) // 2, y + 23)
    suit_small(fb, c, x + BIG_W - 10, y + BIG_H - 10)


def small(fb, c, x, y):
    """A 30x44 card, its rank and suit in the top-left corner so that a card laid over
    its right part still shows them."""
    _blank(fb, x, y, SMALL_W, SMALL_H)
    mark(fb, c, x)
    if c == _JOKER:
        _joker_face(fb, x, y, False)
        return
    text.draw(fb, label(c), x + 2, y + 3, 1)
    suit_small(fb, c, x + 2, y + 13)
    suit_large(fb, c & 3, x + 4, y + SMALL_H - 16)  # in the strip a top card leaves free

# Cards drawn for a 128x64 one-colour screen: rank and a drawn suit, hearts and diamonds
# hollow, clubs and spades filled, so the colour still reads; a large face with a
# double-size rank, a smaller one, face-down backs, jokers.  Ranks are written in the
# current language's letters (uikit/lang: J Q K A, or В Д К Т) in the console's font.
#
# Glyphs become FrameBuffers on first use and are blitted from C afterwards, so drawing a
# card allocates nothing once each glyph and rank has been drawn once.
import framebuf
from micropython import const
from uikit import lang, text

# The card encoding of cards.py (rank * 4 + suit, JOKER 52), repeated here so that the
# main menu's drawings do not load the whole cards module at start.
_JOKER = const(52)

BIG_W = const(36)
BIG_H = const(46)
SMALL_W = const(30)
SMALL_H = const(44)

# MONO_HLSB rows, suits in the card order C D H S; art in the comments of each line.
_SUIT7 = (
    b"\x38\x38\xd6\xfe\xd6\x10\x38",  # club: three filled lobes and a foot
    b"\x10\x28\x44\x82\x44\x28\x10",  # diamond: outline only
    b"\x6c\x92\x82\x82\x44\x28\x10",  # heart: outline only
    b"\x10\x38\x7c\xfe\xfe\x38\x7c",  # spade: filled, with a foot
)
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

# Every face drawn also writes its card code (cards.py's "QH", "TD", "X") as text just
# above the screen, at y = -9 - card: framebuf clips it, so no pixel changes, while a
# display that keeps a list of the strings drawn on it (the simulator's, a test board's)
# learns exactly which cards a frame shows, suits included, which the drawn rank and
# suit glyph alone do not tell a text log.  Unconditional, so the firmware never asks
# where it runs; one y per card, so no mark stands over another's place.  The codes are
# literals (interned, as the names are: a tuple of made strings held some 2 KB), so
# marking allocates nothing.
_CODES = (  # rank * 4 + suit, as cards.py numbers them; the joker 52
    "2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S", "5C",
    "5D", "5H", "5S", "6C", "6D", "6H", "6S", "7C", "7D", "7H", "7S", "8C", "8D",
    "8H", "8S", "9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS", "JC", "JD", "JH",
    "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS", "AC", "AD", "AH", "AS",
    "X",
)  # fmt: skip


def mark(fb, c, x):
    """The text-log mark of card c (see above); draws nothing on the screen."""
    fb.text(_CODES[c], x, -9 - c, 1)


_small = [None] * 4
_large = [None] * 4
_jester = [None]
_backs = {}
_dark: list = [None]  # a blit palette that draws a glyph dark on a lit background
_bigrank: list = [None]  # uikit/bigrank.py, once load_big() ran (Ratscrew's table's)


def _glyph(cache, i, data, size):
    g = cache[i]
    if g is None:
        g = cache[i] = framebuf.FrameBuffer(bytearray(data), size, size, framebuf.MONO_HLSB)
    return g


def label(c):
    """The rank as printed in the current language: '2'..'10', then 'J', 'Q', 'K', 'A'
    (or 'В', 'Д', 'К', 'Т'); 'Jkr' for a joker."""
    if c == _JOKER:
        return "Jkr"
    return lang.P.RANKS[c >> 2]


def suit_small(fb, c, x, y, ink=1):
    """A 7x7 suit glyph (nothing for a joker)."""
    if c != _JOKER:
        g = _glyph(_small, c & 3, _SUIT7[c & 3], 7)
        if ink:
            fb.blit(g, x, y, 0)
        else:  # on a highlighted row: the glyph's set pixels are cleared
            if _dark[0] is None:
                # palette: a set pixel (1) draws 0, a clear one (0) maps to the key 1 and
                # is skipped (mapping both to 0 with key 0 would draw nothing at all)
                _dark[0] = framebuf.FrameBuffer(bytearray(b"\x80"), 2, 1, framebuf.MONO_HLSB)
            fb.blit(g, x, y, 1, _dark[0])


def suit_large(fb, suit, x, y):
    fb.blit(_glyph(_large, suit, _SUIT11[suit], 11), x, y, 0)


def mini(fb, c, x, y, ink=1):
    """Rank and small suit inline with text (8 pixels tall); returns the width used."""
    mark(fb, c, x)
    w = text.draw(fb, label(c), x, y, ink) + 1
    if c != _JOKER:
        suit_small(fb, c, x + w, y, ink)
        w += 8
    return w


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
    g = _glyph(_jester, 0, _JESTER11, 11)
    if big:
        fb.blit(g, x + 16, y + 18, 0)
    else:
        fb.blit(g, x + 13, y + 3, 0)


def load_big():
    """Load the large face's double-size ranks (uikit/bigrank.py) now: a table that shows
    large faces calls this as it opens, so that the first card laid does not wait for
    the import (and an import allocates: never while drawing)."""
    if _bigrank[0] is None:
        from uikit import bigrank

        _bigrank[0] = bigrank
    return _bigrank[0]


def big(fb, c, x, y):
    """The top card of the pile: 36x48, double-size rank, large suit."""
    _blank(fb, x, y, BIG_W, BIG_H)
    mark(fb, c, x)
    if c == _JOKER:
        _joker_face(fb, x, y, True)
        return
    ranks = _bigrank[0]
    if ranks is None:  # (a table that did not call load_big())
        ranks = load_big()
    ranks.draw(fb, label(c), x + 2, y + 3)
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


def back(fb, x, y, w, h):
    """A face-down card: white edge, a diagonal lattice inside."""
    key = w << 8 | h  # an int key: a tuple would be allocated on every call
    pat = _backs.get(key)
    if pat is None:
        pat = framebuf.FrameBuffer(bytearray(w * ((h + 7) // 8)), w, h, framebuf.MONO_VLSB)
        # The lattice: every pixel with x + y or x - y a multiple of 4, drawn as whole
        # diagonal lines from C rather than pixel by pixel, then a blank ring inside the
        # white edge, and the edge's corners cut round.
        for k in range(-h - (-h % 4), w + h, 4):
            pat.line(k, 0, k - h, h, 1)  # x + y = k
            pat.line(k, 0, k + h, h, 1)  # x - y = k
        pat.rect(1, 1, w - 2, h - 2, 0)
        pat.rect(0, 0, w, h, 1)
        pat.pixel(0, 0, 0)
        pat.pixel(w - 1, 0, 0)
        pat.pixel(0, h - 1, 0)
        pat.pixel(w - 1, h - 1, 0)
        _backs[key] = pat
    fb.fill_rect(x, y, w, h, 0)
    fb.blit(pat, x, y, 0)

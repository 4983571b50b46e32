# Cards drawn for a 128x64 one-colour screen, what both games show: a card's rank label
# (uikit/lang: J Q K A, or В Д К Т, in the console's font), its suit as a drawn 7x7 glyph,
# hearts and diamonds hollow, clubs and spades filled, so the colour still reads; a card
# inline with text; face-down backs; the text-log mark of a card.  Ratscrew's large and
# small faces, with their 11x11 suits, joker face and double-size ranks, are
# games/ratscrew/cardface.py's, so that an Equi game does not hold them.
#
# Glyphs are FrameBuffers, made as the module loads and blitted from C, so drawing a card
# allocates nothing (a card back is a Back, made once for its size).
import framebuf
from micropython import const
from uikit import lang, text

# The card encoding of cards.py (rank * 4 + suit, JOKER 52), repeated here so that the
# main menu's drawings do not load the whole cards module at start.
_JOKER = const(52)

# MONO_HLSB rows, suits in the card order C D H S; art in the comments of each line.
_SUIT7 = (
    b"\x38\x38\xd6\xfe\xd6\x10\x38",  # club: three filled lobes and a foot
    b"\x10\x28\x44\x82\x44\x28\x10",  # diamond: outline only
    b"\x6c\x92\x82\x82\x44\x28\x10",  # heart: outline only
    b"\x10\x38\x7c\xfe\xfe\x38\x7c",  # spade: filled, with a foot
)

# Every card shown face up (mini() here, games/ratscrew/cardface.py's faces) also writes its card
# code (cards.py's "QH", "TD", "X") as text just above the screen, at y = -9 - card:
# framebuf clips it, so no pixel changes, while a display that keeps a list of the
# strings drawn on it (the simulator's, a test board's) learns exactly which cards a
# frame shows, suits included, which the drawn rank and suit glyph alone do not tell a
# text log.  Unconditional, so the firmware never asks where it runs; one y per card, so
# no mark stands over another's place.  The codes are literals (interned, as the names
# are: a tuple of made strings held some 2 KB), so marking allocates nothing.
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


def glyph(data, size):
    """A glyph as a FrameBuffer, made from its MONO_HLSB rows data (size x size)."""
    return framebuf.FrameBuffer(bytearray(data), size, size, framebuf.MONO_HLSB)


_small = tuple(glyph(d, 7) for d in _SUIT7)
_backs = {}
# palette: a set pixel (1) draws 0, a clear one (0) maps to the key 1 and is skipped
# (mapping both to 0 with key 0 would draw nothing at all): a glyph dark on a lit row
_dark = framebuf.FrameBuffer(bytearray(b"\x80"), 2, 1, framebuf.MONO_HLSB)


def label(c):
    """The rank as printed in the current language: '2'..'10', then 'J', 'Q', 'K', 'A'
    (or 'В', 'Д', 'К', 'Т'); 'Jkr' for a joker."""
    if c == _JOKER:
        return "Jkr"
    return lang.P.RANKS[c >> 2]


def suit_small(fb, c, x, y, ink=1):
    """A 7x7 suit glyph (nothing for a joker)."""
    if c != _JOKER:
        g = _small[c & 3]
        if ink:
            fb.blit(g, x, y, 0)
        else:  # on a highlighted row: the glyph's set pixels are cleared
            fb.blit(g, x, y, 1, _dark)


def mini(fb, c, x, y, ink=1):
    """Rank and small suit inline with text (8 pixels tall); returns the width used."""
    mark(fb, c, x)
    w = text.draw(fb, label(c), x, y, ink) + 1
    if c != _JOKER:
        suit_small(fb, c, x + w, y, ink)
        w += 8
    return w


class Back:
    """A face-down card of w x h: a white edge, a diagonal lattice inside, made once (a
    game makes the sizes it shows as its module loads: 4.4 ms for a large one on the
    Pico, too much for a key's frame)."""

    def __init__(self, w, h):
        self.w = w
        self.h = h
        pat = self.pat = framebuf.FrameBuffer(
            bytearray(w * ((h + 7) // 8)), w, h, framebuf.MONO_VLSB
        )
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

    def draw(self, fb, x, y):
        fb.fill_rect(x, y, self.w, self.h, 0)
        fb.blit(self.pat, x, y, 0)


def back(fb, x, y, w, h):
    """A face-down card of w x h at (x, y), its Back made the first time that size is
    drawn."""
    key = w << 8 | h  # an int key: a tuple would be allocated on every call
    b = _backs.get(key)
    if b is None:
        b = _backs[key] = Back(w, h)
    b.draw(fb, x, y)

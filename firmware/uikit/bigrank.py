# The double-size card ranks (uikit/fontbig.py: 16 rows, 0-9, J Q K A, В Д К Т) drawn for
# the large card face (games/ratscrew/cardface.py's big()).  As uikit/text.py does
# for the small font: a glyph is cut out of the glyphs' strip (a tuple blit source over
# the bytes as loaded, no copy) into a 16-row cell and blitted from there, all in C.
import framebuf
from micropython import const
from uikit import fontbig

_GAP = const(2)  # columns between two glyphs


def _load():
    # the glyphs as a blit source, the cell, the cell as a source (its width set per
    # glyph), and the palette that draws a glyph dark (ink 0)
    vlsb = framebuf.MONO_VLSB
    stride = fontbig.STRIDE
    cell = bytearray(2 * stride)
    glyphs = memoryview(fontbig.DATA)[fontbig.GLYPHS :]
    dark = framebuf.FrameBuffer(bytearray(2), 2, 1, vlsb)
    dark.pixel(0, 0, 1)  # a glyph's lit pixels clear, its dark ones are the key
    return (
        (glyphs, stride, 16 * len(fontbig.CHARS), vlsb, stride),
        framebuf.FrameBuffer(cell, stride, 16, vlsb),
        [cell, stride, 16, vlsb, stride],
        dark,
    )


_kit = _load()  # (as the module loads: a draw allocates nothing)


def draw(fb, s, x, y, ink=1):
    """Draw s in the double-size ranks with its top-left corner at (x, y); returns its
    width.  ink 0 draws dark on a lit face.  A character without a glyph is a box
    outline of a digit's size."""
    src, cell, win, dark = _kit
    chars = fontbig.CHARS
    d = fontbig.DATA
    key = 0 if ink else 1
    pal = None if ink else dark
    x0 = x
    for ch in s:
        i = chars.find(ch)
        if i < 0:
            fb.rect(x, y, 8, 14, ink)
            x += 8 + _GAP
            continue
        w = d[fontbig.WIDTHS + i]
        # the glyph alone, in the 16-row cell (MicroPython's blit takes a (buffer, width,
        # height, format, stride) source, the stubs only a FrameBuffer)
        cell.blit(src, 0, -16 * i)  # pyright: ignore[reportArgumentType]
        win[1] = w
        fb.blit(win, x, y, key, pal)
        x += w + _GAP
    return x - x0 - _GAP if s else 0


def width(s):
    """Width of s in the double-size ranks."""
    n = 0
    for ch in s:
        i = fontbig.CHARS.find(ch)
        n += (8 if i < 0 else fontbig.DATA[fontbig.WIDTHS + i]) + _GAP
    return n - _GAP if n else 0

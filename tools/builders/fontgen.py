"""Make the firmware's font modules (firmware/uikit/font.py, and fontbig.py for the
double-size card ranks) from their text art (tools/builders/font/).

Usage: python tools/builders/fontgen.py [--check]
       python tools/builders/fontgen.py --preview OUT.png [TEXT ...]
           the text drawn 4x, as on the screen

The art is tools/builders/font/font6.txt: one block per glyph, headed by the character, rows of
'#' and '.' (the file's header explains the cell).  The module holds the glyphs as column
bytes in the display's own order (MONO_VLSB), grouped by width, plus the tables that map
a character to its glyph; uikit/text.py draws from them.  The double-size ranks are a
module of their own, fontbig.py, which only the large card face loads (uikit/bigrank.py).
--check writes nothing and exits 1 if a module differs from what the art gives (the test
suite runs it).
"""

import argparse
import os
import struct
import sys
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCE = os.path.join(ROOT, "tools", "builders", "font", "font6.txt")
MODULE = os.path.join(ROOT, "firmware", "uikit", "font.py")
BIG_MODULE = os.path.join(ROOT, "firmware", "uikit", "fontbig.py")

HEIGHT = 8  # rows of a glyph: one display page
BIG_HEIGHT = 16  # rows of a double-size card rank
MAX_WIDTH = 8
BIG_STRIDE = 10  # columns of a double-size glyph's slot (its width at most)
GAP = 1  # dark columns between two glyphs (not stored)
MISSING = "missing"  # the placeholder's name in the art
ASCII = (0x20, 0x7F)  # the code points with a direct table each
CYRILLIC = (0x400, 0x460)


class FontError(ValueError):
    """The art is malformed; the message names the line."""


def _key(head, lineno):
    name = head.split()[0] if head.strip() else ""
    if head == " " or not name:
        raise FontError("line %d: a block needs a character after the marker" % lineno)
    if name == MISSING:
        return MISSING
    if name.startswith("U+") and len(name) > 2:
        try:
            return chr(int(name[2:], 16))
        except ValueError:
            raise FontError("line %d: bad code point %r" % (lineno, name)) from None
    if len(name) != 1:
        raise FontError("line %d: %r is not one character (use U+XXXX)" % (lineno, name))
    return name


def parse(text):
    """Return (glyphs, big): dicts from character (or 'missing') to its rows of '#.'."""
    glyphs, big = {}, {}
    blocks = []  # (key, target, height, lineno, rows)
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith(";"):
            continue
        if line.startswith(("--- ", "=== ")):
            big_block = line.startswith("===")
            key = _key(line[4:], lineno)
            target = big if big_block else glyphs
            if key in target:
                raise FontError("line %d: %r is drawn twice" % (lineno, key))
            target[key] = None
            blocks.append((key, target, BIG_HEIGHT if big_block else HEIGHT, lineno, []))
            continue
        if not blocks:
            raise FontError("line %d: pixels before the first block" % lineno)
        if set(line) - {"#", "."}:
            raise FontError("line %d: a row holds only '#' and '.': %r" % (lineno, line))
        blocks[-1][4].append(line)
    for key, target, height, lineno, rows in blocks:
        if len(rows) != height:
            raise FontError("line %d: %r has %d rows, not %d" % (lineno, key, len(rows), height))
        width = len(rows[0])
        if any(len(r) != width for r in rows):
            raise FontError("line %d: the rows of %r differ in width" % (lineno, key))
        if not 1 <= width <= (MAX_WIDTH if height == HEIGHT else BIG_STRIDE):
            raise FontError("line %d: %r is %d columns wide" % (lineno, key, width))
        target[key] = rows
    if MISSING not in glyphs:
        raise FontError("the art has no 'missing' block (the placeholder)")
    return glyphs, big


def columns(rows):
    """Column bytes, MONO_VLSB: bit n is row n; rows beyond 8 go to a second byte row."""
    out = bytearray()
    for top in range(0, len(rows), 8):
        band = rows[top : top + 8]
        for x in range(len(band[0])):
            out.append(sum(1 << y for y, row in enumerate(band) if row[x] == "#"))
    return bytes(out)


def layout(glyphs):
    """Number the distinct glyphs by width, then code point; the placeholder comes first
    of its width.  Returns (order, ids): the list of row-art and character -> glyph id."""
    shapes = {}  # rows -> characters with that art
    for key, rows in glyphs.items():
        shapes.setdefault(tuple(rows), []).append(key)

    def rank(item):
        rows, keys = item
        return (len(rows[0]), min(-1 if k == MISSING else ord(k) for k in keys))

    ordered = sorted(shapes.items(), key=rank)
    if len(ordered) > 255:
        raise FontError("more than 255 distinct glyphs: the tables hold one byte each")
    ids = {}
    for gid, (_rows, keys) in enumerate(ordered):
        for k in keys:
            ids[k] = gid
    return [list(rows) for rows, _keys in ordered], ids


def _bytes_lines(name, data, indent="    "):
    """A bytes constant as the lines ruff would format it (at most 99 characters): one
    line if it fits, else 20 bytes a line, implicitly concatenated in parentheses."""
    whole = 'b"%s"' % "".join("\\x%02x" % b for b in data)
    if name and len(name) + 3 + len(whole) <= 99:
        return ["%s = %s" % (name, whole)]
    if not name and len(indent) + len(whole) + 1 <= 99:
        return ["%s%s," % (indent, whole)]
    chunks = [data[i : i + 20] for i in range(0, len(data), 20)]
    lit = ['b"%s"' % "".join("\\x%02x" % b for b in c) for c in chunks]
    if not name:
        return ["%s(" % indent] + [indent + "    " + x for x in lit] + ["%s)," % indent]
    return ["%s = (" % name] + ["    " + x for x in lit] + [")"]


def module_text(glyphs, big=None):
    """font.py's text (big, the double-size ranks, are big_module_text()'s)."""
    order, ids = layout(glyphs)
    widths = bytes(len(rows[0]) for rows in order)
    first = bytearray(MAX_WIDTH + 2)
    for w in range(MAX_WIDTH + 1, -1, -1):
        later = [g for g, gw in enumerate(widths) if gw >= w]
        first[w] = later[0] if later else len(order)
    strips = b"".join(columns(rows) for rows in order)  # in glyph order: by width
    ascii_map = bytes(ids.get(chr(c), ids[MISSING]) for c in range(*ASCII))
    cyr_map = bytes(ids.get(chr(c), ids[MISSING]) for c in range(*CYRILLIC))
    tabled = set(range(*ASCII)) | set(range(*CYRILLIC))
    other = sorted(k for k in ids if k != MISSING and ord(k) not in tabled)
    other_ids = bytes(ids[k] for k in other)
    parts = [
        ("WIDTHS", widths, "glyph -> its width in columns"),
        ("FIRST", bytes(first), "width w -> the first glyph w wide (numbered by width)"),
        ("ASCII", ascii_map, "code point - %d -> glyph" % ASCII[0]),
        ("CYRILLIC", cyr_map, "code point - 0x%X -> glyph" % CYRILLIC[0]),
        ("OTHER_IDS", other_ids, "OTHER[i] -> glyph"),
        ("STRIPS", strips, "the glyphs' columns, glyph after glyph, so width after width"),
    ]
    lines = [
        "# The console's font, made by tools/builders/fontgen.py from",
        "# tools/builders/font/font6.txt: do not edit, change the art and run",
        "# `python tools/builders/fontgen.py`.  uikit/text.py draws with it.",
        "#",
        "# %d characters, %d distinct glyphs, 8 rows high; a glyph's advance is its width plus %d."
        % (len(glyphs) - 1, len(order), GAP),
        "# Everything is in one bytes constant, DATA, at the offsets below (one object costs",
        "# less heap than many).  A glyph is one byte a column in the display's order",
        "# (MONO_VLSB: bit 0 is the top row).  Glyphs are numbered by width, so the glyphs w",
        "# wide lie one after another in STRIPS: as a blit source w wide with stride w, that",
        "# run shows glyph g at rows 8 * (g - first glyph w wide) to that plus 7.",
        "# (The double-size card ranks are fontbig.py.)",
        "from micropython import const",
        "",
        "MISSING = const(%d)  # the placeholder box, drawn for a character with no glyph"
        % ids[MISSING],
        "GLYPHS = const(%d)" % len(order),
    ]
    at = 0
    for name, data, what in parts:
        lines.append("%s = const(%d)  # %s" % (name, at, what))
        at += len(data)
    lines += [
        "SIZE = const(%d)" % at,
        "",
        "# the characters beyond the ASCII and Cyrillic tables that have a glyph",
        "OTHER = %s" % _pystr("".join(other)),
        "",
    ]
    lines += _bytes_lines("DATA", b"".join(p[1] for p in parts))
    return "\n".join(lines) + "\n"


def big_module_text(big):
    """fontbig.py's text: the double-size card ranks."""
    chars = "".join(sorted(big))
    data = b"".join(columns([r.ljust(BIG_STRIDE, ".") for r in big[c]]) for c in chars)
    widths = bytes(len(big[c][0]) for c in chars)
    lines = [
        "# The double-size card ranks, made by tools/builders/fontgen.py from",
        "# tools/builders/font/font6.txt: do not edit, change the art and run",
        "# `python tools/builders/fontgen.py`.  uikit/bigrank.py draws them (for the large card",
        "# face only: a start and an Equi game never load this).",
        "#",
        "# %d characters, 16 rows high.  DATA holds each one's width (WIDTHS, CHARS[i] -> its"
        % len(chars),
        "# width), then the glyphs (GLYPHS): each %d top bytes (rows 0-7), then %d bottom bytes,"
        % (BIG_STRIDE, BIG_STRIDE),
        "# a byte a column (MONO_VLSB), the columns past its width dark: a blit source of",
        "# stride %d." % BIG_STRIDE,
        "from micropython import const",
        "",
        "STRIDE = const(%d)" % BIG_STRIDE,
        "WIDTHS = const(0)",
        "GLYPHS = const(%d)" % len(widths),
        "SIZE = const(%d)" % (len(widths) + len(data)),
        "CHARS = %s" % _pystr(chars),
        "",
    ]
    lines += _bytes_lines("DATA", widths + data)
    return "\n".join(lines) + "\n"


def _pystr(s):
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append("\\u%04x" % ord(ch))
    return '"%s"' % "".join(out)


def load():
    with open(SOURCE, encoding="utf-8") as f:
        return parse(f.read())


# -- previews: the text as the screen shows it, in a PNG -------------------------------


def advance(glyphs, ch):
    rows = glyphs.get(ch) or glyphs[MISSING]
    return len(rows[0]) + GAP


def text_width(glyphs, s):
    return sum(advance(glyphs, ch) for ch in s) - GAP if s else 0


def render(glyphs, lines, width=128):
    """Lit pixels of lines of text, 8 rows a line, cut at width: a list of rows of 0/1."""
    out = []
    for s in lines:
        band = [[0] * width for _ in range(HEIGHT)]
        x = 0
        for ch in s:
            rows = glyphs.get(ch) or glyphs[MISSING]
            for y, row in enumerate(rows):
                for dx, px in enumerate(row):
                    if px == "#" and 0 <= x + dx < width:
                        band[y][x + dx] = 1
            x += len(rows[0]) + GAP
        out += band
    return out


def png(pixels, scale=4):
    """An 8-bit grey PNG: lit pixels light on black, each a scale x scale square with a
    dark seam, as the OLED's pixels look."""
    raw = bytearray()
    for row in pixels:
        for sy in range(scale):
            raw.append(0)  # filter: none
            for px in row:
                lit = 230 if px else 18
                seam = sy == scale - 1
                raw += bytes(0 if seam or sx == scale - 1 else lit for sx in range(scale))
    h, w = len(pixels) * scale, len(pixels[0]) * scale

    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the module is stale")
    ap.add_argument("--preview", metavar="PNG", help="draw TEXT lines into a PNG instead")
    ap.add_argument("text", nargs="*", help="lines for --preview")
    opts = ap.parse_args(argv)
    try:
        glyphs, big = load()
    except FontError as e:
        print("fontgen: %s: %s" % (os.path.relpath(SOURCE, ROOT), e), file=sys.stderr)
        return 2
    if opts.preview:
        lines = opts.text or ["".join(sorted(k for k in glyphs if k != MISSING))]
        with open(opts.preview, "wb") as f:
            f.write(png(render(glyphs, lines)))
        return 0
    status = 0
    for path, text, what in (
        (MODULE, module_text(glyphs), "%d characters" % (len(glyphs) - 1)),
        (BIG_MODULE, big_module_text(big), "%d double-size ranks" % len(big)),
    ):
        try:
            with open(path, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        rel = os.path.relpath(path, ROOT)
        if opts.check:
            if current != text:
                print("fontgen: %s is out of date: run python tools/builders/fontgen.py" % rel)
                status = 1
            else:
                print("fontgen: %s matches the art" % rel)
            continue
        if current != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        print("fontgen: %s, %s" % (rel, what))
    return status


if __name__ == "__main__":
    sys.exit(main())

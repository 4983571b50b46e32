# Text in the console's own font (uikit/font.py, made from tools/builders/font/font6.txt): Latin,
# Ukrainian and Russian, 8 rows high, proportional.  width(s) measures a string, draw()
# draws it, missing(s) lists the characters without a glyph (the double-size card ranks
# are uikit/bigrank.py's).  The font's tables are made on the first call, not as this
# module is imported.
#
# Fast and allocation-free.  A glyph is one FrameBuffer.blit, done in C, whose source is
# a tuple made once over the font's bytes as loaded (no copy): the glyphs of one width lie
# one after another, a byte a column (MONO_VLSB: a column of 8 rows is one byte), so the
# glyphs w wide read as a GS8 image w wide and a row a glyph, and a GS8 view of the
# scratch line (128 x 1, a byte a column) takes the row wanted: w bytes copied, where a
# MONO_VLSB blit went pixel by pixel (74 us a glyph on the Pico, 26 this way, most of it
# the call).  Even so a glyph costs some thirty bytecodes, too slow for a page on the
# Pico, and screens redraw the
# same strings on every change: so a rendered line is kept, in one of _SLOTS slots (least
# recently used goes first), and drawing a string seen before is one dict lookup and one
# blit, at any x and y.  A slot's buffer holds the line's own columns, rounded up to the
# heap's 16-byte blocks: a name of four letters takes 32 bytes, not a whole row of 128
# (the Equi table keeps sixteen lines, most of them short).  It is made when the slot
# first keeps a line and again only when a line of another size takes the slot: a line
# drawn before allocates nothing.
#
# A string is read as its UTF-8 bytes, through a memoryview (ints, nothing allocated but
# the view: _utf8), not character by character: iterating a str makes each character a
# str, and MicroPython finds a new str among the interned ones by walking every pool of
# names loaded from .mpy files, one by one (py/qstr.c: only the firmware's own pool is
# sorted).  With a game's modules loaded that is a thousand names, about 0.12 ms a
# character on the Pico (measured on the emulated one: a 20-character line cost 2.4 ms
# before its first glyph).  The frozen firmware's names are in its sorted pool.
import framebuf
from micropython import const
from uikit import font

_SCREEN_W = const(128)
_SPACE = const(32)
_ASCII_END = const(127)
_CYR_FIRST = const(0x400)
_CYR_END = const(0x460)
_UTF8_MORE = const(0x3F)  # the payload of a continuation byte (10xxxxxx)
_SLOTS = const(16)  # rendered lines kept (up to 128 bytes each)

# A str's UTF-8 bytes as ints: a view of them on MicroPython, where a str is a buffer;
# a copy on CPython, where the host tests run this module and it is not.
try:
    _utf8 = memoryview
    _utf8("")  # pyright: ignore[reportArgumentType]
except TypeError:
    _utf8 = str.encode

# A function (fb, s, x, y, ink) called with every string drawn, before it is drawn, so
# that a simulator can keep the screen's text as text; None on the device.
log = None

# Every global of the module is bound here, those _load() makes as well: a name first
# stored by a function grows the module's dict, made to its size as a .mpy loads (the
# first frame drew 0.8 ms slower on the Pico with five such names).
_f = None  # the font module, once loaded
_d = None  # its bytes
_asc = 0  # offset in _d of the glyph of code point 0 through the ASCII table
_cyr = 0  # the same through the Cyrillic table
_oid = 0  # offset of the glyphs of font.OTHER's characters
_wid = 0  # offset of the glyph widths
_box = 0  # the glyph drawn for a character without one
_aw = None  # ASCII code point -> the advance of its glyph (its width and the gap after it)
_src = None  # width -> GS8 blit source of the glyphs that wide (a glyph a row)
_off = None  # width -> the first glyph that wide
_scratch = None  # [buffer, width, 8, MONO_VLSB, 128]: the scratch line as a blit source
_scratch_mv = None  # a view of its bytes
_views: list = []  # slot -> its bytes, the rendered line's columns (None until first used)
_kept = None  # [a slot's view, width, 8, MONO_VLSB, 128]: a kept line as a blit source
_slot = None  # str -> its slot
_keys = None  # slot -> its str (None: free)
_widths = None  # slot -> the str's width
_used = [0]  # slot -> when last drawn (made by _load())
_clock = [0]
_gs_fb = None  # the frame buffer put() last drew into
_gs = None  # its buffer viewed as GS8, 128 x 8 (made by _page_view())
_kept_gs = []  # [a slot's view, width, 1, GS8, 128]: a kept line as a GS8 source
_line = None  # a FrameBuffer over the scratch line (made by _load())
_line8 = None  # the scratch line as GS8, 128 x 1: a byte a column
_inv = None  # palette for ink 0: a glyph's lit pixels clear, its dark ones are the key
_inv8 = None  # palette for put() with ink 0: a column's byte to its inverse (made once)


def _load():
    global _f, _d, _asc, _cyr, _oid, _wid, _box, _src, _off, _scratch, _line, _inv
    global _views, _kept, _slot, _keys, _widths, _used, _scratch_mv, _line8, _aw
    vlsb = framebuf.MONO_VLSB
    gs8 = framebuf.GS8
    d = font.DATA
    mv = memoryview(d)
    src: list = [None]
    off = [0]
    at = font.STRIPS
    for w in range(1, 9):
        first = d[font.FIRST + w]
        n = d[font.FIRST + w + 1] - first
        src.append((mv[at : at + n * w], w, n, gs8, w) if n else None)
        off.append(first)
        at += n * w
    _src = tuple(src)
    _off = tuple(off)
    buf = bytearray(_SCREEN_W)
    _scratch = [buf, _SCREEN_W, 8, vlsb, _SCREEN_W]
    _scratch_mv = memoryview(buf)
    _line = framebuf.FrameBuffer(buf, _SCREEN_W, 8, vlsb)
    _line8 = framebuf.FrameBuffer(buf, _SCREEN_W, 1, gs8)
    _inv = framebuf.FrameBuffer(bytearray(2), 2, 1, vlsb)
    _inv.pixel(0, 0, 1)
    _views = [None] * _SLOTS
    _kept = [None, _SCREEN_W, 8, vlsb, _SCREEN_W]
    _slot = {}
    for i in range(_SLOTS):  # grow the dict to its size now, not while drawing
        _slot[i] = i
    for i in range(_SLOTS):
        del _slot[i]
    _keys = [None] * _SLOTS
    _widths = [0] * _SLOTS
    _used = [0] * _SLOTS
    _asc = font.ASCII - _SPACE
    _cyr = font.CYRILLIC - _CYR_FIRST
    _oid = font.OTHER_IDS
    _wid = font.WIDTHS
    _box = font.MISSING
    aw = bytearray(_ASCII_END)
    for c in range(_ASCII_END):
        aw[c] = d[font.WIDTHS + (d[font.ASCII - _SPACE + c] if c >= _SPACE else _box)] + 1
    _aw = bytes(aw)
    _d = d
    _f = font
    return font


def _run(dst, data, x):
    # Blit the glyphs of the UTF-8 bytes data (a str's through _utf8, or bytes) into dst,
    # the scratch line's GS8 view, from column x (dst None: measure only); return the x
    # after the last.
    # (The hottest loop of a first draw: every name a local.)  UTF-8 decoded inline: a
    # lead byte 110xxxxx, 1110xxxx or 11110xxx starts a character of 1, 2 or 3 more.
    d = _d
    asc = _asc
    cyr = _cyr
    wid = _wid
    src = _src
    off = _off
    blit = None if dst is None else dst.blit  # (bound once, not looked up a glyph)
    c = 0
    more = 0
    for b in data:
        if more:
            c = c << 6 | b & _UTF8_MORE
            more -= 1
            if more:
                continue
        elif b < 0x80:
            c = b
        else:
            more = 1 if b < 0xE0 else 2 if b < 0xF0 else 3
            c = b & (0x7F >> (more + 1))
            continue
        if c < _ASCII_END:
            g = d[asc + c] if c >= _SPACE else _box
        elif _CYR_FIRST <= c < _CYR_END:
            g = d[cyr + c]
        else:
            g = _glyph(c)
        w = d[wid + g]
        if c != _SPACE and x < _SCREEN_W and blit is not None:
            blit(src[w], x, off[w] - g, 0)
        x += w + 1
    return x


def _measure(data):
    # _run(None, data, 0) - 1 if data else 0, without a call a character where it can: an
    # ASCII character is one look-up of its advance, a Cyrillic one (two bytes) two
    # (wrapping a rules page measures every word: 28 us a character through _run on the
    # Pico); anything else goes through _run
    aw = _aw
    d = _d
    wid = _wid
    cyr = _cyr
    x = 0
    i = 0
    n = len(data)
    while i < n:
        b = data[i]
        if b < 0x80:
            x += aw[b]
            i += 1
            continue
        if b < 0xE0 and i + 1 < n:
            c = (b & 0x1F) << 6 | data[i + 1] & _UTF8_MORE
            if _CYR_FIRST <= c < _CYR_END:
                x += d[wid + d[cyr + c]] + 1
                i += 2
                continue
        j = i + 2 if b < 0xE0 else i + 3 if b < 0xF0 else i + 4
        x = _run(None, data[i:j], x)
        i = j
    return x - 1 if x else 0


def _glyph(c):
    # the glyph of code point c
    if _SPACE <= c < _ASCII_END:
        return _d[_asc + c]
    if _CYR_FIRST <= c < _CYR_END:
        return _d[_cyr + c]
    i = _f.OTHER.find(chr(c))  # (a rare character: a dash, a quote, a suit)
    return _d[_oid + i] if i >= 0 else _f.MISSING


def _keep(s):
    # Render s into the least recently used slot and return the slot, or -1 when every
    # slot was drawn within the last _SLOTS strings: then the screen shows more strings
    # than there are slots, and evicting would only make the next frame miss as well.
    # -1 too for a line wider than the screen (a blit source is at most its 128 columns).
    used = _used
    i = used.index(min(used))  # the first least recently used (in C: no Python loop)
    old = _keys[i]
    if old is not None and _clock[0] - used[i] < _SLOTS:
        return -1
    _line.fill(0)
    w = _run(_line8, _utf8(s), 0) - 1 if s else 0  # pyright: ignore[reportArgumentType]
    if w > _SCREEN_W:
        return -1
    if old is not None:
        del _slot[old]
    _widths[i] = w
    size = (w + 15) & ~15  # (the heap's blocks are 16 bytes: the rest would be wasted)
    view = _views[i]
    if view is None or len(view) != size:
        view = _views[i] = bytearray(size)
    view[:w] = _scratch_mv[:w]  # (the columns past w are never blitted)
    _keys[i] = s
    _slot[s] = i
    return i


def forget_lines():
    """Let every kept line go, its bytes and its string (a new language makes them all
    stale); lines are kept anew as they are drawn.  The slots' table keeps its size, so
    that drawing still allocates only the lines' buffers."""
    if _keys is None:
        return
    for i in range(_SLOTS):
        k = _keys[i]
        if k is not None:
            del _slot[k]
            _keys[i] = None
        _views[i] = None
        _used[i] = 0


def _lookup(s):
    # s's slot among the kept lines (kept now if it is new), marked as just used; -1 for
    # a line wider than the screen, which is drawn directly and never kept (_keep()
    # renders it and lets it go: measuring every long line first cost a wrapped page's
    # lines a third more on the Pico, for lines that nearly all fit)
    i = _slot.get(s)
    if i is None:
        i = _keep(s)
    _clock[0] += 1
    if i >= 0:
        _used[i] = _clock[0]
    return i


def draw(fb, s, x, y, ink=1):
    """Draw s with its top-left corner at (x, y) into fb (MONO_VLSB) and return its width.
    ink 1 lights the glyphs' pixels, ink 0 clears them (text on a lit bar); nothing else
    is touched.  Clipped at the edges; a character without a glyph shows as a box."""
    if _f is None:
        _load()
    if log is not None:
        log(fb, s, x, y, ink)
    key = 0 if ink else 1
    pal = None if ink else _inv
    i = _lookup(s)
    if i < 0:
        return _draw_direct(fb, s, x, y, key, pal)
    w = _widths[i]
    if w == 0:
        return 0
    src = _kept
    src[0] = _views[i]
    src[1] = w
    fb.blit(src, x, y, key, pal)
    return w


def put(fb, s, x, y, ink=1):
    """draw(fb, s, x, y, ink) for a place where fb is all one colour under the whole of s:
    dark for ink 1 (a row of a frame just cleared, nothing drawn there yet), lit for ink 0
    (a menu's highlighted row).  On a row of the display's 8-row pages (y a multiple of 8)
    a kept line then goes in as a byte a column, 8 pixels at a time, through a GS8 view of
    fb's buffer, not pixel by pixel; elsewhere, or on a frame buffer without a 128x64
    `buffer`, it is draw().  The pixels are draw()'s exactly where fb was that colour;
    where it was not they would be overwritten, so a screen uses it only under that
    promise."""
    global _inv8
    if _f is None:
        _load()
    if y & 7 or not 0 <= y < 64 or (fb is not _gs_fb and not _page_view(fb)):
        return draw(fb, s, x, y, ink)
    if log is not None:
        log(fb, s, x, y, ink)
    i = _lookup(s)
    if i < 0:
        return _draw_direct(fb, s, x, y, 0 if ink else 1, None if ink else _inv)
    w = _widths[i]
    if w == 0:
        return 0
    src = _kept_gs
    src[0] = _views[i]
    src[1] = w
    # a byte is 8 pixels of a column: the nonzero ones copied (a tuple blit source); on a
    # lit row every column goes in inverted, its glyph's pixels dark
    if ink:
        _gs.blit(src, x, y >> 3, 0)  # pyright: ignore[reportArgumentType]
    else:
        pal = _inv8
        if pal is None:
            pal = _inv8 = framebuf.FrameBuffer(bytearray(256), 256, 1, framebuf.GS8)
            for v in range(256):
                pal.pixel(v, 0, 255 - v)
        _gs.blit(src, x, y >> 3, -1, pal)  # pyright: ignore[reportArgumentType]
    return w


def _page_view(fb):
    # fb's buffer as GS8 128 x 8, a byte a pixel (one column of a page), made once per
    # display; False when fb has no 128x64 MONO_VLSB buffer to view.
    global _gs_fb, _gs, _kept_gs
    buf = getattr(fb, "buffer", None)
    if buf is None or len(buf) != _SCREEN_W * 8:
        return False
    gs8 = framebuf.GS8
    _gs = framebuf.FrameBuffer(buf, _SCREEN_W, 8, gs8)
    _kept_gs = [None, _SCREEN_W, 1, gs8, _SCREEN_W]
    _gs_fb = fb
    return True


def _draw_direct(fb, s, x, y, key, pal):
    # A string not kept (wider than the screen, or no slot free): the part from the
    # screen's left edge (or the string's start) in the scratch line, then one blit.
    left = x if x > 0 else 0
    _line.fill(0)
    # (end: the scratch column after the last glyph)
    end = _run(_line8, _utf8(s), x - left) - 1  # pyright: ignore[reportArgumentType]
    shown = min(end, _SCREEN_W - left)
    if shown > 0:
        _scratch[1] = shown
        fb.blit(_scratch, left, y, key, pal)
    return end - (x - left)


def width(s):
    """Width of s in pixels as draw() draws it: each glyph's columns and one dark column
    between two glyphs (none after the last)."""
    if _f is None:
        _load()
    i = _slot.get(s)
    if i is not None:  # a kept line: its width is known
        return _widths[i]
    return _measure(_utf8(s))  # pyright: ignore[reportArgumentType]


def span(b):
    """width() of UTF-8 bytes: a word of a text being wrapped (uikit/ui.py's wrap()),
    measured without making it a str."""
    if _f is None:
        _load()
    return _measure(b)


def missing(s):
    """The characters of s that have no glyph (each once, in order of appearance)."""
    if _f is None:
        _load()
    out = ""
    for ch in s:
        if _glyph(ord(ch)) == _f.MISSING and ch not in out:
            out += ch
    return out

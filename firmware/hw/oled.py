# The part both 128x64 I2C OLED drivers share: the frame buffer, contrast, sleep and a
# show() that pushes only the 8-row pages that changed since the last push.
#
# A full frame is 1024 bytes; over I2C at 400 kHz that is about 25 ms (docs/display.md),
# so redrawing a menu line should not cost a whole frame.  The driver keeps the CRC-32 of
# each page the panel shows and pushes a page whose CRC differs (binascii's, in C: 30 us
# a page on the emulated Pico, a call included).  It kept a copy of the picture before:
# 1 KB of heap for the whole session, against a few small ints of garbage per frame (CRCs
# past 2**30 are not small ints), which the app's collection between keys takes.  Two
# different pictures of one page with the same CRC-32 would leave the old one shown
# until the page changes again: a chance of 1 in 2**32 per page that changes.
from binascii import crc32

import framebuf
from micropython import const

_WIDTH = const(128)
_HEIGHT = const(64)
_PAGES = const(8)
_SET_CONTRAST = const(0x81)
_DISPLAY_OFF = const(0xAE)
_DISPLAY_ON = const(0xAF)


class Oled(framebuf.FrameBuffer):
    """Subclasses give INIT (the controller's start-up commands) and goto(page), the
    command bytes (after a 0x00 control byte) that address the start of a page."""

    INIT = ()
    # True where the controller's addressing runs on from a page's last column to the next
    # page's first (the SSD1306's horizontal mode): a run of changed pages is one transfer,
    # a whole frame one of 1024 bytes instead of eight, about 2 ms less of I2C and calls
    # a frame.  The SH1106 addresses a page at a time.
    RUNS = False

    def __init__(self, i2c, addr=0x3C):
        self.i2c = i2c
        self.addr = addr
        self.width = _WIDTH
        self.height = _HEIGHT
        self.buffer = bytearray(_WIDTH * _PAGES)
        super().__init__(self.buffer, _WIDTH, _HEIGHT, framebuf.MONO_VLSB)
        buf = memoryview(self.buffer)
        # The same bytes as GS8, 128 x 8, a byte a "pixel": one row a page, so clearing
        # the frame is 8 memsets (fill() below).
        self._cols = framebuf.FrameBuffer(self.buffer, _WIDTH, _PAGES, framebuf.GS8)
        # Views and command buffers are made once here: show() allocates nothing but CRCs
        # (and a view for a run of pages, on a controller that takes runs).
        self._page = [buf[p * _WIDTH : (p + 1) * _WIDTH] for p in range(_PAGES)]
        self._crc = [0] * _PAGES  # of each page as the panel shows it
        self._goto = [self.goto(p) for p in range(_PAGES)]
        self._cmd = bytearray(2)
        self._cmd[0] = 0x80  # control byte Co=1, D/C#=0: one command byte follows
        self._data = [b"\x40", None]  # control byte Co=0, D/C#=1: display data follows
        # The panel's RAM holds power-on noise: the first show() pushes every page and only
        # then turns the panel on.  (A blank frame pushed here first cost a start 26 ms of
        # I2C, measured on the emulated Pico, and showed nothing anyone wanted to see.)
        self._stale = True
        # The start-up commands as one stream (control byte 0x00: commands follow), one
        # transfer instead of one per byte: 1.8 ms less of a start on the Pico.  A display
        # that does not answer fails it with OSError (hw/picostart.py's wiring hint).
        self.i2c.writeto(self.addr, bytes((0x00,) + self.INIT))

    def goto(self, page):
        raise NotImplementedError

    def fill(self, c):
        # Every frame starts with fill(0).  framebuf's MONO_VLSB fill sets the 8192 pixels
        # one at a time, a read-modify-write each: 825 us on the Pico (the emulated one);
        # through the GS8 view a page is a memset, 40 us with this call.  Only fill() is
        # taken over: a fill_rect() in Python costs a small rectangle more than the
        # pixels it saves (30 -> 62 us for a 5 x 5 one).
        self._cols.fill(0xFF if c else 0)

    def command(self, c):
        self._cmd[1] = c
        self.i2c.writeto(self.addr, self._cmd)

    def show(self, pages=None):
        """Push the pages that differ from what the panel shows, or exactly `pages` (a
        collection of page numbers 0..7) when given.  Returns how many were pushed."""
        pushed = 0
        crcs = self._crc
        stale = self._stale
        first = -1  # the first page of the run being gathered, -1: none
        try:
            for p in range(_PAGES):
                if pages is None or p in pages:
                    crc = crc32(self._page[p])
                    if pages is not None or stale or crc != crcs[p]:
                        crcs[p] = crc
                        pushed += 1
                        if first < 0:
                            first = p
                        if self.RUNS:
                            continue  # (the run may go on with the next page)
                        p += 1
                if first >= 0:
                    self._push(first, p)
                    first = -1
            if first >= 0:
                self._push(first, _PAGES)
        except OSError:
            self._stale = True  # a transfer failed: the next frame pushes every page
            raise
        if stale:
            self._stale = False
            self.command(_DISPLAY_ON)  # the whole picture is in the panel's RAM now
        return pushed

    def _push(self, first, end):
        # pages first..end-1, in one transfer from the start of the first
        self.i2c.writeto(self.addr, self._goto[first])
        data = self._data
        if end == first + 1:
            data[1] = self._page[first]
        else:
            data[1] = memoryview(self.buffer)[first * _WIDTH : end * _WIDTH]
        self.i2c.writevto(self.addr, data)

    def contrast(self, value):
        self.command(_SET_CONTRAST)
        self.command(max(0, min(255, value)))

    def poweroff(self):
        self.command(_DISPLAY_OFF)  # the controller keeps its RAM; poweron() shows it again

    def poweron(self):
        self.command(_DISPLAY_ON)

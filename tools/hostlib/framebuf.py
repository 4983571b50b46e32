"""A stand-in for MicroPython's framebuf on CPython, enough for uikit/text.py to load its
font and measure strings (text.width), and for the card art a module makes as it loads
(uikit/cardart.py's Back), so that the UI kit's logic (wrapping, layout) and the wings'
modules load in the CPython tests.  pixel() on MONO_VLSB and GS8, and fill, rect and line
(MicroPython's own Bresenham, modframebuf.c) on MONO_VLSB; every other drawing call raises.
Drawing is tested on the MicroPython VM, with the real framebuf."""

MONO_VLSB = 0
MONO_HLSB = 3
MONO_HMSB = 4
GS8 = 6


class FrameBuffer:
    def __init__(self, buf, width, height, fmt, stride=None):
        self.buf = buf
        self.width = width
        self.height = height
        self.fmt = fmt

    def pixel(self, x, y, c=None):
        if self.fmt == GS8:
            i = y * self.width + x
            if c is None:
                return self.buf[i]
            self.buf[i] = c & 0xFF
            return None
        if self.fmt != MONO_VLSB:
            raise NotImplementedError("the CPython stand-in knows only MONO_VLSB and GS8")
        i = (y >> 3) * self.width + x
        bit = 1 << (y & 7)
        if c is None:
            return 1 if self.buf[i] & bit else 0
        self.buf[i] = (self.buf[i] | bit) if c else (self.buf[i] & ~bit)

    def _set(self, x, y, c):
        if 0 <= x < self.width and 0 <= y < self.height:
            self.pixel(x, y, c)

    def fill(self, c):
        for y in range(self.height):
            for x in range(self.width):
                self.pixel(x, y, c)

    def fill_rect(self, x, y, w, h, c):
        for j in range(y, y + h):
            for i in range(x, x + w):
                self._set(i, j, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
            return
        self.fill_rect(x, y, w, 1, c)
        self.fill_rect(x, y + h - 1, w, 1, c)
        self.fill_rect(x, y, 1, h, c)
        self.fill_rect(x + w - 1, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        dx, sx = (x2 - x1, 1) if x2 > x1 else (x1 - x2, -1)
        dy, sy = (y2 - y1, 1) if y2 > y1 else (y1 - y2, -1)
        steep = dy > dx
        if steep:
            x1, y1, dx, dy, sx, sy = y1, x1, dy, dx, sy, sx
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                self._set(y1, x1, c)
            else:
                self._set(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        self._set(x2, y2, c)

    def __getattr__(self, name):
        raise NotImplementedError("framebuf.%s: draw on the MicroPython VM" % name)

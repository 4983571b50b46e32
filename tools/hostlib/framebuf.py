"""A stand-in for MicroPython's framebuf on CPython, enough for uikit/text.py to load its
font and measure strings (text.width), so that the UI kit's logic (wrapping, layout) runs in
the CPython tests.  It draws nothing: pixel() on MONO_VLSB and GS8 is all it does, and every
other drawing call raises.  Drawing is tested on the MicroPython VM, with the real framebuf."""

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

    def __getattr__(self, name):
        raise NotImplementedError("framebuf.%s: draw on the MicroPython VM" % name)

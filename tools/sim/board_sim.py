# The simulated board: the simulator mounts this file as /boards/sim.py in the MicroPython VM.
#
# It is the only part the simulator swaps: the display hands each shown frame to the host,
# the buttons read the keys the host holds down, the buzzer reports its tones.  `simhost` is
# the JavaScript module the simulator registers (tools/sim/device.mjs, for the terminal and
# the web console alike).  A battery reader is
# offered only when the simulator was asked for one (--battery, or a key script with a
# `battery` command); its voltage and USB plug are whatever the host sets.  Besides the
# pixels, the display keeps a list of the strings drawn on it, so tests can read the screen
# as text:
# those of the built-in font (its text()) and those of the console's own font, which
# uikit/text.py reports through its log hook before drawing them, with their pixel width.
import binascii

import simhost

import framebuf
from uikit import text as _font

NAME = "sim"
WIDTH = 128
HEIGHT = 64


class Display(framebuf.FrameBuffer):
    def __init__(self):
        self.width = WIDTH
        self.height = HEIGHT
        self.buffer = bytearray(WIDTH * HEIGHT // 8)
        super().__init__(self.buffer, WIDTH, HEIGHT, framebuf.MONO_VLSB)
        self.texts = []  # [x, y, colour, string, width] still visible, in drawing order
        self.on = True
        self.level = 255

    # -- the text model: what a test reads instead of the pixels ---------------------

    def _cover(self, x, y, w, h):
        # Forget strings that a fill of this rectangle paints over completely.
        keep = []
        for t in self.texts:
            tx, ty = t[0], t[1]
            if not (tx >= x and ty >= y and tx + t[4] <= x + w and ty + 8 <= y + h):
                keep.append(t)
        self.texts = keep

    def fill(self, c):
        self.texts = []
        super().fill(c)

    def fill_rect(self, x, y, w, h, c):
        self._cover(x, y, w, h)
        super().fill_rect(x, y, w, h, c)

    def text(self, s, x, y, c=1):
        s = str(s)
        self.note(s, x, y, c, 8 * len(s))
        super().text(s, x, y, c)

    def note(self, s, x, y, c, width):
        # A string drawn over an older one at the same place replaces it.
        self.texts = [t for t in self.texts if not (t[1] == y and x <= t[0] < x + width)]
        self.texts.append([x, y, c, s, width])

    # -- the driver interface of the board contract ----------------------------------

    def show(self, pages=None):
        simhost.show(
            binascii.hexlify(self.buffer).decode(),
            "\n".join("%d,%d,%d,%d,%s" % (t[0], t[1], t[2], t[4], t[3]) for t in self.texts),
        )

    def contrast(self, level):
        self.level = max(0, min(255, int(level)))
        simhost.display("contrast", self.level)

    def poweroff(self):
        self.on = False
        simhost.display("off", 0)

    def poweron(self):
        self.on = True
        simhost.display("on", 0)


class Buttons:
    def read(self):
        return simhost.buttons()


class Battery:
    # The board contract's battery reader: VSYS in mV and the USB sense, from the host.
    def read(self):
        return int(simhost.battery_mv())

    def usb(self):
        return bool(simhost.battery_usb())


class Buzzer:
    def tone(self, freq_hz, ms):
        simhost.tone(int(freq_hz), int(ms))

    def off(self):
        simhost.tone(0, 0)


_display = None


def _logged(fb, s, x, y, ink):
    # uikit/text.py's hook: a string in the console's font, about to be drawn on fb.
    if fb is _display:
        _display.note(s, x, y, ink, _font.width(s))


def display():
    global _display
    if _display is None:
        _display = Display()
        _font.log = _logged
    return _display


def buttons():
    return Buttons()


def buzzer():
    return Buzzer()


def battery():
    if simhost.battery_mv() < 0:  # not asked for: no reader, as on a board without one
        return None
    return Battery()

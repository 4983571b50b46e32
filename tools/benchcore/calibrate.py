# Pico estimates from the MicroPython VM: reference workloads timed in the same run, and
# what the same work takes on a Pico.  How fast the VM runs depends on the machine and its
# load (the reference loop takes 19 to 94 ms on this project's machines), so no fixed
# factor holds: a benchmark times a reference in the same VM session and scales by the
# ratio.  Runs on CPython and inside the MicroPython VM (tools/benchcore mounted at /lib).
import time

# Measured on an emulated RP2040 at 125 MHz running the real MicroPython 1.27 RPI_PICO
# firmware, SSD1306 on I2C at 400 kHz, with the firmware of the "One house for two
# games" issue.  An instruction-level emulator, not a board: close upper bounds.
SOURCE = "emulated RP2040 125 MHz, MicroPython 1.27 RPI_PICO, SSD1306 I2C 400 kHz"
LOOP_PICO_MS = 1034.0  # reference(): the 100,000-turn `s += i` loop inside a function
DRAW_PICO_MS = 2.8  # draw_reference(): 0.4.0's main menu (fill + draw, no transfer)
PICO = {
    "loop_ms": (LOOP_PICO_MS, "100,000-turn s += i loop inside a function"),
    "menu_draw_ms": (DRAW_PICO_MS, "0.4.0's main menu draw (fill + draw, no transfer)"),
    "frame_i2c_ms": (26.5, "one full frame pushed over I2C"),
    "import_ms": (72.0, "start: import app"),
    "board_ms": (17.0, "start: board set-up (I2C scan)"),
    "app_ms": (83.0, "start: App()"),
    "first_frame_ms": (29.0, "start: first frame"),
    "menu_move_ms": (10.0, "moving in a menu (whole tick: poll, draw, 2 pages sent)"),
    "open_setup_ms": (78.0, "opening Ratscrew setup"),
    "start_game_ms": (178.0, "starting a game"),
    "lay_card_ms": (36.0, "laying a card at the table (worst tick)"),
    "heap_start_kb": (25.0, "heap in use after start"),
    "heap_game_kb": (57.0, "heap in use during a game (55-57)"),
    "equi_hard_worst_ms": (60.0, "Equi hard player's choice, 4 players, worst"),
    "equi_hard_mean_ms": (31.0, "Equi hard player's choice, 4 players, mean"),
}

_ticks_us = getattr(time, "ticks_us", None)
_ticks_diff = getattr(time, "ticks_diff", None)
_perf_ns = getattr(time, "perf_counter_ns", None)  # CPython
try:  # the VM's ticks_us() moves in whole milliseconds; JavaScript's clock does not
    import js

    _perf = js.performance
except ImportError:
    _perf = None


def now_us():
    """Microseconds on either interpreter, finer than a millisecond in the VM as well."""
    if _perf is not None:
        return _perf.now() * 1000
    if _ticks_us is not None:
        return _ticks_us()
    return _perf_ns() // 1000


def diff_us(a, b):
    if _perf is None and _ticks_diff is not None:
        return _ticks_diff(a, b)
    return a - b


def _loop():
    s = 0
    for i in range(100000):
        s += i
    return s


def _part(s, start):
    # _loop's turns start .. start + 999, going on from its s (past 2**30 the sum is a
    # big integer on a 32-bit port, as in the whole loop)
    for i in range(start, start + 1000):
        s += i
    return s


def reference(rounds=5):
    """The reference loop's time in ms here: _loop()'s 100,000 turns run as 100 parts of
    1,000, each part counted at its fastest of the rounds.  Other work on the machine only
    ever adds time, and a part of a quarter of a millisecond escapes it far more often
    than a whole loop of 25 ms or more: so the reference is as little slowed by a loaded
    machine as the short ticks the benches time."""
    best = [0.0] * 100
    for r in range(rounds):
        s = 0
        for k in range(100):
            t0 = now_us()
            s = _part(s, 1000 * k)
            dt = diff_us(now_us(), t0)
            if r == 0 or dt < best[k]:
                best[k] = dt
    return sum(best) / 1000


def menu_draw(screen, fb, n=200, rounds=3):
    """A screen's fill + draw in ms here: n draws a round, timed ten at a time, the
    fastest ten of all counted (as reference() counts its parts)."""
    best = None
    for _ in range(rounds * max(1, n // 10)):
        t0 = now_us()
        for _ in range(10):
            fb.fill(0)
            screen.draw(fb)
        dt = diff_us(now_us(), t0) / 1000 / 10
        best = dt if best is None or dt < best else best
    return best


# The drawing reference: the main menu whose draw the emulated Pico timed at DRAW_PICO_MS,
# the flat firmware's (built-in 8x8 font), call for call: title, four rows (the first
# selected), no scroll bar, the suits and the two card backs blitted.  Fixed here, so the
# ratio compares the same work on both sides whatever today's main menu draws.
_SUITS_ART = (
    b"\x1c\x1c\x4b\x7f\x4b\x1c\x1c\x00\x08\x14\x22\x41\x22\x14\x08\x00"
    b"\x0e\x11\x21\x42\x21\x11\x0e\x00\x18\x5c\x7e\x7f\x7e\x5c\x18"
)
_BACKS_ART = (
    b"\xfe\x01\x45\xa9\x11\xa9\x45\xa9\x11\xa9\xf9\x05\x15\xa6\x44\xa4\x14\xa4"
    b"\x44\xa4\x14\xa4\x04\xf8\xff\x00\x44\xaa\x11\xaa\x44\xaa\x11\xaa\xff\x00"
    b"\x11\xaa\x44\xaa\x11\xaa\x44\xaa\x11\xaa\x00\xff\x01\x02\x02\x02\x02\x02"
    b"\x02\x02\x02\x02\x07\x08\x09\x0a\x08\x0a\x09\x0a\x08\x0a\x09\x0a\x08\x07"
)


class _Item:
    def __init__(self, label):
        self.label = label
        self.choices = None

    def value(self):
        return None if self.choices is None else self.choices[0]


def _title(fb, s):
    fb.text(s, 0, 2, 1)
    fb.hline(0, 12, 128, 1)


def _scrollbar(fb, first, shown, total):
    if total <= shown:
        return
    fb.vline(126, 16, 48, 1)


class _ReferenceMenu:
    def __init__(self, framebuf):
        self.heading = "Pocket Cards"
        self.items = [_Item(s) for s in ("Play Ratscrew", "Rules", "Settings", "About")]
        self.sel = 0
        self.first = 0
        vlsb = framebuf.MONO_VLSB
        self.art = (
            framebuf.FrameBuffer(bytearray(_SUITS_ART), 31, 7, vlsb),
            framebuf.FrameBuffer(bytearray(_BACKS_ART), 24, 20, vlsb),
        )

    def _menu(self, fb):
        _title(fb, self.heading)
        items = self.items
        last = min(len(items), self.first + 6)
        for i in range(self.first, last):
            y = 16 + (i - self.first) * 8
            item = items[i]
            ink = 1
            if i == self.sel:
                fb.fill_rect(0, y, 124, 8, 1)
                ink = 0
            fb.text(item.label, 1, y, ink)
            value = item.value()
            if value is not None:
                fb.text(value, 124 - 8 * len(value), y, ink)
        _scrollbar(fb, self.first, 6, len(items))

    def draw(self, fb):
        self._menu(fb)
        suits, backs = self.art
        fb.blit(suits, 97, 2, 0)
        if len(self.items) <= 4:
            fb.blit(backs, 96, 44, 0)


def reference_screen():
    """The drawing reference as a screen, for menu_draw() beside the screens it scales."""
    import framebuf

    return _ReferenceMenu(framebuf)


def draw_reference(fb, n=200, rounds=3):
    """The drawing reference's fill + draw in ms here (fb: a 128x64 MONO_VLSB
    FrameBuffer), best of the rounds."""
    return menu_draw(reference_screen(), fb, n, rounds)


class Scale:
    """Pico estimates from this run's references.  python() scales by the reference loop's
    ratio: for any Python work, a whole tick of the app included (drawing, imports and the
    file system's work with it).  drawing() scales by the drawing reference's ratio: for a
    screen's fill + draw alone, where the Pico's C pixel loops are slower still.

    Checked on the flat firmware, whose ticks the emulated Pico measured (tools/
    bench_device.py --check): whole ticks scaled by the loop's ratio come out at 1.0 to
    1.2 times the emulated figures for a menu move, opening setup, laying a card and the
    first frame; work on the file system reads lower (import app 0.7 to 0.8, App() 0.7)
    or, when it is most of a tick, higher (starting a game: 1.0 to 1.6, from run to run);
    scaled by the larger of the two ratios, as before, the ticks read 1.3 to 2 times too
    high.  The same check reads that firmware's heap in the VM at 28.3 KB after start and
    58.3 KB at most in a game (26.9 and 56.9 without the board chooser its main.py kept),
    against the emulated 25 and 55-57 KB: the VM reads the heap as the Pico has it, or a
    little above (1.08 to 1.13 after start, 1.00 to 1.06 in a game) for that firmware."""

    def __init__(self, loop_ms, draw_ms=None):
        self.loop_ms = loop_ms
        self.draw_ms = draw_ms
        self.loop = LOOP_PICO_MS / loop_ms
        self.draw = DRAW_PICO_MS / draw_ms if draw_ms else None

    def python(self, vm_ms):
        return vm_ms * self.loop

    def drawing(self, vm_ms):
        return vm_ms * (self.draw or self.loop)

    def lines(self):
        """The references of this run beside the Pico's, for printing with estimates."""
        out = [
            "reference loop: %.1f ms here, %.0f ms on the Pico: Python work x %.0f"
            % (self.loop_ms, LOOP_PICO_MS, self.loop)
        ]
        if self.draw:
            out.append(
                "drawing reference (0.4.0's main menu): %.1f us here, %.1f ms on the Pico:"
                " drawing x %.0f" % (self.draw_ms * 1000, DRAW_PICO_MS, self.draw)
            )
        out.append("(Pico figures: %s)" % SOURCE)
        return out

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
DRAW_PICO_MS = 2.8  # the main menu's draw (fill + draw, no transfer)
PICO = {
    "loop_ms": (LOOP_PICO_MS, "100,000-turn s += i loop inside a function"),
    "menu_draw_ms": (DRAW_PICO_MS, "main menu draw (fill + draw, no transfer)"),
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


def now_us():
    """Microseconds on either interpreter (the VM's clock moves in whole milliseconds)."""
    if _ticks_us is not None:
        return _ticks_us()
    return _perf_ns() // 1000


def diff_us(a, b):
    return _ticks_diff(a, b) if _ticks_diff is not None else a - b


def _loop():
    s = 0
    for i in range(100000):
        s += i
    return s


def reference(rounds=5):
    """The reference loop's time in ms here, best of the rounds (other work on the
    machine only ever adds time)."""
    best = None
    for _ in range(rounds):
        t0 = now_us()
        _loop()
        dt = diff_us(now_us(), t0) / 1000
        best = dt if best is None or dt < best else best
    return best


def menu_draw(screen, fb, n=200, rounds=3):
    """The drawing reference: a main menu's fill + draw in ms here, best of the rounds."""
    best = None
    for _ in range(rounds):
        t0 = now_us()
        for _ in range(n):
            fb.fill(0)
            screen.draw(fb)
        dt = diff_us(now_us(), t0) / 1000 / n
        best = dt if best is None or dt < best else best
    return best


class Scale:
    """Pico estimates from this run's references: Python-heavy work by the loop ratio,
    drawing by the draw ratio (drawing is slower still on the Pico)."""

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
                "main menu draw: %.1f us here, %.1f ms on the Pico: drawing x %.0f"
                % (self.draw_ms * 1000, DRAW_PICO_MS, self.draw)
            )
        out.append("(Pico figures: %s)" % SOURCE)
        return out

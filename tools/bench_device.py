"""Device benchmark on the MicroPython VM: screen draw times, start to first frame, heap after
start, the size of the compiled files, and what a frame costs on the I2C bus.

Usage: python tools/bench_device.py [--runs N]
Runs the compiled firmware (build/mpy, as the Pico gets it) in the VM with a bench board whose
show() does nothing, so the times are the firmware's own.  The Pico is roughly 10-15 times
slower than this VM (see the project's notes on the VM): the table shows the VM figure, the
Pico estimate at 15x, and the target the estimate must meet.  The VM's clock counts whole
milliseconds, so draw times are averaged over many draws and start-up over several fresh VMs.
"""

import argparse
import json
import os
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "hostlib")]

import deploy  # noqa: E402
from mpvm import MicroPythonVM  # noqa: E402

PICO_FACTOR = 15  # the slow end of the VM-to-Pico margin
TARGETS = {"draw_ms": 3.0, "start_ms": 100.0, "heap_kb": 40.0, "mpy_kb": 120.0}

BOARD = """
import framebuf, gc, time

class Display(framebuf.FrameBuffer):
    def __init__(self):
        self.width, self.height = 128, 64
        self.buffer = bytearray(1024)
        super().__init__(self.buffer, 128, 64, framebuf.MONO_VLSB)
        self.shown = 0
    def show(self, pages=None):
        self.shown += 1
    def contrast(self, level):
        pass
    def poweroff(self):
        pass
    def poweron(self):
        pass

class Buttons:
    mask = 0
    def read(self):
        return Buttons.mask

class Board:
    NAME = "bench"
    def __init__(self):
        self._display = Display()
    def display(self):
        return self._display
    def buttons(self):
        return Buttons()
    def buzzer(self):
        return None
"""

# Twice in one VM: the first start is cold (the VM's own WebAssembly code is still being
# compiled by Node), the second, after dropping every module the first one imported, is
# the same work on a warm VM, which is the figure to scale to a Pico.
START = (
    "import gc, time, json, sys\n"
    + BOARD
    + """
before = set(sys.modules)
out = {}
for run in ("cold", "warm"):
    for name in [m for m in sys.modules if m not in before]:
        del sys.modules[name]
    gc.collect()
    base = gc.mem_alloc()
    board = Board()
    t0 = time.ticks_ms()
    from shell import app
    t_import = time.ticks_ms()
    a = app.App(board, 0, seed=1)
    t_app = time.ticks_ms()
    a.tick(0)
    t1 = time.ticks_ms()
    assert board.display().shown == 1, "no frame after the first tick"
    del app
    gc.collect()
    out[run] = {"start_ms": time.ticks_diff(t1, t0), "heap": gc.mem_alloc() - base,
                "import_ms": time.ticks_diff(t_import, t0),
                "app_ms": time.ticks_diff(t_app, t_import), "tick_ms": time.ticks_diff(t1, t_app)}
    del a, board
print(json.dumps(out))
"""
)

SCREENS = (
    "import gc, time, json\n"
    + BOARD
    + """
from shell import app
from uikit import keys
board = Board()
a = app.App(board, 0, seed=1)
now = 0
a.tick(0)

def run(ms):
    global now
    for _ in range(ms // 10):
        now += 10
        a.tick(now)

def tap(k):
    Buttons.mask = k
    run(80)
    Buttons.mask = 0
    run(120)

def measure(label, n=200, rounds=3):
    fb = board.display()
    top = a.stack[-1]
    best = None
    for _ in range(rounds):  # best of the rounds: other work on the machine only adds time
        gc.collect()
        t0 = time.ticks_ms()
        for _ in range(n):
            fb.fill(0)
            top.draw(fb)
        ms = time.ticks_diff(time.ticks_ms(), t0)
        best = ms if best is None else min(best, ms)
    print(json.dumps({"screen": label, "kind": type(top).__name__, "us": best * 1000 / n}))

measure("warm-up")  # lets Node compile the VM's hot paths before the real measurements
measure("main menu")
tap(keys.DOWN); tap(keys.A); measure("rules menu")
tap(keys.A); measure("rules page")
tap(keys.B); tap(keys.B); tap(keys.DOWN); tap(keys.A); measure("settings")
tap(keys.B); tap(keys.DOWN); tap(keys.A); measure("about")
tap(keys.B); tap(keys.DOWN); tap(keys.A); measure("ratscrew setup")
for _ in range(6):
    tap(keys.DOWN)
tap(keys.A); run(12000); measure("ratscrew table")
tap(keys.UP); measure("event log")
tap(keys.B); tap(keys.B); measure("pause menu")
"""
)

I2C = """
import json
from hw import ssd1306

class CountingI2C:
    def __init__(self):
        self.bytes = 0
        self.writes = 0
    def writeto(self, addr, buf):
        self.bytes += len(buf)
        self.writes += 1
    def writevto(self, addr, bufs):
        self.bytes += sum(len(b) for b in bufs)
        self.writes += 1

bus = CountingI2C()
d = ssd1306.SSD1306(bus, 0x3C)
out = {}
for label, draw in (("full frame", lambda: d.fill(1)),
                    ("one menu row", lambda: d.fill_rect(0, 16, 128, 8, 0))):
    bus.bytes = bus.writes = 0
    draw()
    d.show()
    out[label] = [bus.bytes, bus.writes]
print(json.dumps(out))
"""


def i2c_ms(nbytes, writes, hz):
    # 9 clocks a byte (8 bits and the ACK), and per write a start, the address byte and a stop
    return (nbytes * 9 + writes * (9 + 2)) * 1000.0 / hz


def row(name, vm, pico, target, unit, ok):
    verdict = "ok" if ok else "OVER"
    return "%-34s %12s %12s %10s  %s" % (name, vm, pico, target + " " + unit, verdict)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7, help="fresh VMs for the start-up time")
    opts = ap.parse_args(argv)
    vm = MicroPythonVM(heap="1m")

    runs = [json.loads(vm.run(START).strip().splitlines()[-1]) for _ in range(opts.runs)]
    starts = [r["warm"] for r in runs]
    # best of the runs: other work on the machine only ever adds time
    start_ms = min(s["start_ms"] for s in starts)
    start_median = statistics.median(s["start_ms"] for s in starts)
    cold_ms = statistics.median(r["cold"]["start_ms"] for r in runs)
    heap = max(r["cold"]["heap"] for r in runs)  # a fresh start: its new qstrs included
    screens = [json.loads(line) for line in vm.run(SCREENS).splitlines() if line.startswith("{")]
    screens = [s for s in screens if s["screen"] != "warm-up"]
    bus = json.loads(vm.run(I2C).strip().splitlines()[-1])
    files = deploy.device_files("pico-ssd1306")
    mpy = sum(len(d) for p, d in files.items() if p.endswith(".mpy"))
    source = sum(len(d) for p, d in files.items() if not p.endswith(".mpy"))

    print("Device benchmark on the MicroPython VM (Pico estimate = VM x %d)" % PICO_FACTOR)
    print()
    print("%-34s %12s %12s %10s" % ("screen draw (fill + draw)", "VM us", "Pico ms", "target"))
    busiest = max(screens, key=lambda s: s["us"])
    for s in screens:
        pico = s["us"] * PICO_FACTOR / 1000
        print(
            row(
                "%s (%s)" % (s["screen"], s["kind"]),
                "%.0f" % s["us"],
                "%.2f" % pico,
                "%.0f" % TARGETS["draw_ms"],
                "ms",
                pico < TARGETS["draw_ms"],
            )
        )
    print()
    print("%-34s %12s %12s %10s" % ("start-up and size", "VM", "Pico est.", "target"))
    print(
        row(
            "start to first frame (.mpy) ms",
            "%.0f" % start_ms,
            "%.0f" % (start_ms * PICO_FACTOR),
            "%.0f" % TARGETS["start_ms"],
            "ms",
            start_ms * PICO_FACTOR < TARGETS["start_ms"],
        )
    )
    print(
        row(
            "heap in use after start KB",
            "%.1f" % (heap / 1024),
            "same",
            "%.0f" % TARGETS["heap_kb"],
            "KB",
            heap / 1024 < TARGETS["heap_kb"],
        )
    )
    print(
        row(
            "compiled .mpy files KB (%d files)" % sum(1 for p in files if p.endswith(".mpy")),
            "%.1f" % (mpy / 1024),
            "same",
            "%.0f" % TARGETS["mpy_kb"],
            "KB",
            mpy / 1024 < TARGETS["mpy_kb"],
        )
    )
    print("  (plus main.py and board.txt as source: %d bytes)" % source)
    keys = ("import_ms", "app_ms", "tick_ms")
    best = min(starts, key=lambda s: s["start_ms"])
    print(
        "  start-up on a warm VM, best of %d (median %.0f ms): import app %.0f, App() %.0f, "
        "first tick %.0f ms" % ((len(starts), start_median) + tuple(best[k] for k in keys))
    )
    print("  the same on a cold VM (Node still compiling the VM itself): %.0f ms" % cold_ms)
    print()
    print("I2C traffic of the SSD1306 driver (bytes counted; time at 9 clocks a byte):")
    for label, (nbytes, writes) in bus.items():
        print(
            "  %-14s %5d bytes in %2d writes: %5.1f ms at 400 kHz, %4.1f ms at 1 MHz"
            % (label, nbytes, writes, i2c_ms(nbytes, writes, 400_000), i2c_ms(nbytes, writes, 1e6))
        )
    print()
    print(
        "busiest screen: %s, %.0f us on the VM, about %.1f ms on a Pico"
        % (busiest["screen"], busiest["us"], busiest["us"] * PICO_FACTOR / 1000)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

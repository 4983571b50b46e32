"""The device benchmarks' VM and bench board, for tools/bench/vm_device.py and any bench that
drives the firmware's app in the MicroPython VM.

- BenchVM: the VM (tools/vm/mpvm.py) run by Node with its WebAssembly compiled whole
  and optimised before the first instruction.  By default Node compiles each WebAssembly
  function on its first call and optimises hot ones later, so the first run of any path
  pays for compiling (in one run: the first print 3.5 ms, the first json.dumps 0.24 ms,
  against 0.1 and 0.01 ms after) and the VM speeds up as it goes: scaled by a reference
  ratio, such one-off costs of the host read as tens of Pico milliseconds that a Pico,
  which compiles nothing, never spends.  With the flags every path runs at one speed from
  the start (Node's start takes about half a second longer).
- PRELUDE: Python for the VM: the bench board (the real SSD1306 driver on a bus that
  counts bytes, buttons from a mask), a clock finer than a millisecond, menu walking by
  label (run, tap, choose, open_, home) and timed_key(), which times every tick of a key
  press and reports the slowest.  It expects a global `a`, the App.  print() makes its
  line and drops it (a write to the host's pipe can wait milliseconds on the host);
  the bench prints its own lines with emit().
- docs(vm, code): the JSON lines a VM run prints; i2c_ms(): a transfer's time.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path[:0] = [
    p
    for p in (
        os.path.join(ROOT, "tools", "hostlib"),
        os.path.join(ROOT, "tools", "vm"),
    )
    if p not in sys.path
]

from mpvm import MicroPythonVM  # noqa: E402

NODE_FLAGS = ("--no-liftoff", "--no-wasm-lazy-compilation")
I2C_HZ = 400_000


class BenchVM(MicroPythonVM):
    """A fresh VM per run with tools/bench/core at /lib, compiled whole before it starts."""

    def __init__(self, heap="1m", mounts=(), compiled=True):
        super().__init__(mounts=[(HERE, "/lib"), *mounts], heap=heap, compiled=compiled)

    def command(self, script_args):
        cmd = super().command(script_args)
        return cmd[:1] + list(NODE_FLAGS) + cmd[1:]


def docs(vm, code, **kw):
    """The JSON lines a VM run prints (the firmware's own console lines left out)."""
    out = vm.run(code, **kw).splitlines()
    return [json.loads(line) for line in out if line.startswith("{")]


def i2c_ms(nbytes, writes, hz=I2C_HZ):
    """A transfer's time: 9 clocks a byte (8 bits and the ACK), and per write a start,
    the address byte and a stop (docs/display.md)."""
    return (nbytes * 9 + writes * (9 + 2)) * 1000.0 / hz


# The heap a Pico holds, measured over a base taken in a step of its own (each step a
# top-level call, so the VM's collector frees the steps before).  PICO_BASE, the step
# before the base: the stand-ins of what is C on the Pico (a `machine` module, and the
# VM's C binascii, io, os and time in place of its Python wrappers) made first, and the
# display driver and keys that PRELUDE's bench board imported let go, to be counted
# again.  PICO_HOLDS, right after the base: what main.py and a Pico board load before the
# app (the display driver, keys, the board file and hw/picoio; main.py's loop is
# app.run(), without asyncio).  Both are indented for a step's body.
PICO_BASE = """    with open("/machine.py", "w") as f:
        f.write("class Pin:\\n    IN = OUT = PULL_UP = 0\\n"
                "class I2C:\\n    pass\\nclass PWM:\\n    pass\\n"
                "class Timer:\\n    ONE_SHOT = 0\\nclass ADC:\\n    pass\\n")
    import machine
    # binascii, io, os and time are C on the Pico; the VM's are micropython-lib's Python
    # around its C modules (binascii alone 7.3 KB), so the firmware gets the C ones here
    import ubinascii, uio, uos, utime
    sys.modules.update(binascii=ubinascii, io=uio, os=uos, time=utime)
    for m in ("hw.ssd1306", "hw.oled", "uikit.keys"):
        del sys.modules[m]
        pkg, _, name = m.partition(".")
        delattr(sys.modules[pkg], name)
    ssd1306 = keys = None
"""
PICO_HOLDS = """    from hw import ssd1306
    from uikit import keys
    from boards import pico_ssd1306
    from hw import picoio
"""


PRELUDE = """
import builtins, gc, json, sys, time
import hostclock

# The firmware's console lines are made as a Pico makes them for its USB port, and not
# written to the host's pipe: a write there can wait on the host's scheduler for
# milliseconds, which no tick on a Pico waits.  The bench's own lines go out by emit().
emit = print

def _console(*args, **kw):
    kw.get("sep", " ").join([str(x) for x in args])

builtins.print = _console
from hw import ssd1306
from uikit import keys

def clock_ms():
    return hostclock.now_us() / 1000

class CountingI2C:
    def __init__(self):
        self.bytes = 0
        self.writes = 0
    def writeto(self, addr, buf):
        self.bytes += len(buf)
        self.writes += 1
    def writevto(self, addr, bufs):
        for b in bufs:
            self.bytes += len(b)
        self.writes += 1

class Buttons:
    mask = 0
    def read(self):
        return Buttons.mask

class Board:
    NAME = "bench"
    shown_at = 0.0  # clock_ms() when the display's last show() returned
    def __init__(self):
        self.bus = CountingI2C()
        self._display = None
    def display(self):
        if self._display is None:
            d = self._display = ssd1306.SSD1306(self.bus, 0x3C)
            show = d.show
            def timed_show(pages=None):
                n = show(pages)
                Board.shown_at = clock_ms()
                return n
            d.show = timed_show
        return self._display
    def buttons(self):
        return Buttons()
    def buzzer(self):
        return None

now = [0]
a = None

def run(ms):
    for _ in range(ms // 10):
        now[0] += 10
        a.tick(now[0])

def tap(k):
    Buttons.mask = k
    run(80)
    Buttons.mask = 0
    run(120)

def items():
    return [it.label for it in getattr(a.stack[-1], "items", ())]

def choose(label):
    # the entry whose label matches, reached by moving down until it is selected
    m = a.stack[-1]
    names = items()
    if label not in names:
        raise RuntimeError("no entry %r in %s: %r" % (label, type(m).__name__, names))
    i = names.index(label)
    for _ in range(len(names)):
        if m.sel == i:
            return
        tap(keys.DOWN)
    raise RuntimeError("could not select %r in %s" % (label, type(m).__name__))

def open_(label):
    choose(label)
    tap(keys.A)

def home():
    # a first start asks for the language before the main menu
    if "English" in items():
        open_("English")

def timed_tick():
    # one tick 10 ms on: [whole tick ms, ms until its frame was out (the whole tick
    # without a frame), I2C bytes, I2C writes]
    bus = a.board.bus
    now[0] += 10
    b0, w0 = bus.bytes, bus.writes
    Board.shown_at = None
    t0 = clock_ms()
    a.tick(now[0])
    dt = clock_ms() - t0
    shown = dt if Board.shown_at is None else Board.shown_at - t0
    return [dt, shown, bus.bytes - b0, bus.writes - w0]

def live(k=40):
    # The heap in use: gc.mem_alloc() after a collection.  This VM's collector also finds
    # what calls that returned left in its Python stack, stale frames: a module just let
    # go, say, can stay "in use" for a step or more, up to 9 KB in an Equi game.  A
    # Pico's collector scans only live frames, so calls k deep first fill the stale ones
    # with small ints (no allocation; locals named as PRELUDE's names, since every name
    # the bench interns moves the qstr pools' steps, see vm_device.py).
    a = b = d = i = m = n = t = dt = ms = bus = buf = addr = bufs = label = names = worst = k
    if k:
        return live(k - 1)
    gc.collect()
    return gc.mem_alloc()

def timed_key(k, settle=200):
    # press and release k, timing every tick; the slowest is the one that answered
    worst = [0.0, 0.0, 0, 0]
    for i in range(8 + settle // 10):
        if i == 0:
            Buttons.mask = k
        elif i == 6:
            Buttons.mask = 0
        t = timed_tick()
        if t[0] > worst[0]:
            worst = t
    return worst
"""

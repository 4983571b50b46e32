"""Device-side probes for the bench, run on the emulated Pico through its raw REPL: the
app started as main.py starts it, with timings and heap readings printed between the
steps.  The firmware itself is unchanged; these only call it."""

import os

_MAIN = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                     "firmware", "main.py")  # fmt: skip


def _prelude():
    """main.py up to its first import of the app: what it sets up before (sys.path, the
    built-in modules kept), which the probes do too."""
    with open(_MAIN) as f:
        return f.read().split("from shell import app", 1)[0]


# The start in its phases, as main.py and shell/app.py's run() do it (the board chosen by
# shell/boardsel.py, which the app lets go as it starts: its once), then the heap once the
# first frame is out, and again after 1.5 s of the app's loop with no key (what the first
# screen loads between keys, its preload, done).  On the frozen firmware the app that
# main.py started ran before the probe: its modules are dropped first (they are frozen:
# importing them again reads nothing from the file system), so that the start is a fresh
# one.
START = """\
import gc, sys, time
for _k in [k for k in sys.modules if k.split(".")[0] in ("boards", "frozenboard", "games",
                                                         "hw", "rules", "shell", "store",
                                                         "uikit")]:
    del sys.modules[_k]
for _k in [k for k in globals() if not k.startswith("_")]:
    if _k not in ("gc", "sys", "time"):
        del globals()[_k]
gc.collect()
_t0 = time.ticks_us()
PRELUDE
from shell import app as _app
_t1 = time.ticks_us()
from shell import boardsel as _bs
_board = _bs.load()
del _bs
_t2 = time.ticks_us()
_a = _app.App(_board, time.ticks_ms())
_t3 = time.ticks_us()
_a.tick(time.ticks_ms())
_t4 = time.ticks_us()
gc.collect()
print("START", time.ticks_diff(_t1, _t0), time.ticks_diff(_t2, _t1),
      time.ticks_diff(_t3, _t2), time.ticks_diff(_t4, _t3), gc.mem_alloc())
_end = time.ticks_add(time.ticks_ms(), 1500)
while time.ticks_diff(_end, time.ticks_ms()) > 0:
    time.sleep_ms(_a.tick(time.ticks_ms()))
gc.collect()
print("IDLE", gc.mem_alloc())
""".replace("PRELUDE", _prelude())

# The app's loop (shell/app.py's run()) with the heap read after every frame it shows:
# gc.collect() then gc.mem_alloc(), and the screen on top.  Runs until the REPL stops it.
HEAP_LOOP = """\
import gc, time
PRELUDE
from shell import app as _app
from shell import boardsel as _bs
_board = _bs.load()
del _bs
_a = _app.App(_board, time.ticks_ms())
_last = -1
print("ready probe")
while True:
    _s = _a.tick(time.ticks_ms())
    if _a.frames != _last:
        _last = _a.frames
        gc.collect()
        print("H", type(_a.top).__name__, gc.mem_alloc())
    time.sleep_ms(_s)
""".replace("PRELUDE", _prelude())

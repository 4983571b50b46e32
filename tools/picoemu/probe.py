"""Device-side probes for the bench, run on the emulated Pico through its raw REPL: the
app started as main.py starts it, with timings and heap readings printed between the
steps.  The firmware itself is unchanged; these only call it."""

import os

_MAIN = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                     "firmware", "main.py")  # fmt: skip


def _prelude():
    """main.py up to its first import of the app: what it sets up before (sys.path, the
    built-in modules kept), which the probes do too."""
    return main_source().split("from shell import app", 1)[0]


# The start in its phases, as main.py and shell/app.py's run() do it (the board chosen by
# shell/boardsel.py, which the app lets go as it starts: its once), then the heap once the
# first frame is out, and again after 1.5 s of the app's loop with no key (what the first
# screen loads between keys, its preload, done).  On the frozen firmware the app that
# main.py started ran before the probe: its modules are dropped first (they are frozen:
# importing them again reads nothing from the file system), so that the start is a fresh
# one.
_FRESH = """\
import gc, sys, time
_MAIN_SRC = @MAIN@
_PRE_SRC = @PRE@
_base = globals().get("_base", -1)
for _k in [k for k in sys.modules if k.split(".")[0] in ("boards", "frozenboard", "games",
                                                         "hw", "rules", "shell", "store",
                                                         "uikit")]:
    del sys.modules[_k]
for _k in [k for k in globals() if not k.startswith("_")]:
    if _k not in ("gc", "sys", "time"):
        del globals()[_k]
__import__("micropython").qstr_info()  # (the names interned before the start)
gc.collect()
_h0 = gc.mem_alloc()
_main = _MAIN_SRC and compile(_MAIN_SRC, "main.py", "exec")
_pre = compile(_PRE_SRC, "main.py", "exec")"""

START = """\
FRESH
_t0 = time.ticks_us()
exec(_pre)
del _pre
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
      time.ticks_diff(_t3, _t2), time.ticks_diff(_t4, _t3), gc.mem_alloc(), _h0, _base)
__import__("micropython").qstr_info()
_end = time.ticks_add(time.ticks_ms(), 1500)
while time.ticks_diff(_end, time.ticks_ms()) > 0:
    time.sleep_ms(_a.tick(time.ticks_ms()))
gc.collect()
print("IDLE", gc.mem_alloc())
"""

# The heap after a start, as a Pico has it: MicroPython's own after a power-on (read by
# BOOT_PY, a /boot.py MicroPython runs after mounting the file system, before main.py),
# plus what the start adds.  START reads what it adds from its own gc.collect() before it
# starts the app (`_h0`) to the one after the first frame: what the probe itself holds
# (its text in the raw REPL's line buffer, its code, and on the frozen firmware what is
# left of the app that main.py had started) is in both readings.  On stock MicroPython
# main.py is a source file compiled at power-on, and its code is held while the app runs:
# the probe compiles its text too, after `_h0` (main_src, or None on the frozen firmware,
# whose main.py is frozen).  The interned names (micropython.qstr_info()) are read at both
# too: on stock MicroPython every name a module of ours brings is interned for good as it
# loads, where the frozen firmware has them in flash.
BOOT_PY = b"import gc\ngc.collect()\n_base = gc.mem_alloc()\n"


def start_probe(main_src):
    return _fresh(START, main_src)


def main_source():
    with open(_MAIN) as f:
        return f.read()


# The app's loop (shell/app.py's run()) with the heap read after every frame it shows:
# gc.collect() then gc.mem_alloc(), and the screen on top.  Runs until the REPL stops it.
HEAP_LOOP = """\
FRESH
exec(_pre)
del _pre
from shell import app as _app
from shell import boardsel as _bs
_board = _bs.load()
del _bs
_a = _app.App(_board, time.ticks_ms())
_last = -1
print("ready probe", _h0, _base)
while True:
    _s = _a.tick(time.ticks_ms())
    if _a.frames != _last:
        _last = _a.frames
        gc.collect()
        print("H", type(_a.top).__name__, gc.mem_alloc())
    time.sleep_ms(_s)
"""


def heap_loop(main_src):
    return _fresh(HEAP_LOOP, main_src)


def _fresh(code, main_src):
    # (main.py's text and its prelude go in as strings, compiled after the first reading,
    # so that the names they intern count as the start's, not the probe's)
    return (
        code.replace("FRESH", _FRESH)
        .replace("@MAIN@", repr(main_src))
        .replace("@PRE@", repr(_prelude()))
    )


# Every module of ours imported at once, one after the other (issue 21's "every module
# loaded at once"): where a MemoryError stops it, the module it stopped at; otherwise the
# heap in use (as START reads it) and free.
EVERY = """\
FRESH
_names = @NAMES@
_stop = None
for _i, _n in enumerate(_names):
    try:
        __import__(_n)
    except MemoryError:
        _stop = _i
        break
gc.collect()
print("EVERY", len(_names), -1 if _stop is None else _stop, gc.mem_alloc(), gc.mem_free(), _h0,
      _base)
"""


def every_module(main_src, names):
    return _fresh(EVERY, main_src).replace("@NAMES@", repr(list(names)))

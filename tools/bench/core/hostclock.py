# The host's clock for the benches that time work in the MicroPython VM or on CPython: host
# figures, never a Pico's (the Pico's are measured on the emulated Pico, tools/bench/pico.py;
# a VM's speed says nothing dependable about a Pico's).  Runs on CPython and inside the
# MicroPython VM (tools/bench/core mounted at /lib).
import time

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


def menu_draw(screen, fb, n=200, rounds=3):
    """A screen's fill + draw in ms here: n draws a round, timed ten at a time, the
    fastest ten of all counted (other work on the machine only ever adds time)."""
    best = None
    for _ in range(rounds * max(1, n // 10)):
        t0 = now_us()
        for _ in range(10):
            fb.fill(0)
            screen.draw(fb)
        dt = diff_us(now_us(), t0) / 1000 / 10
        best = dt if best is None or dt < best else best
    return best

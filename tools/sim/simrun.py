# The simulator's entry inside the MicroPython VM (mounted as /_sim/simrun.py).
#
# Interactive play runs the firmware's own device loop, as main.py's app.run(board) runs
# it on the Pico, but sleeping in asyncio (the VM's time.sleep_ms() would hold up the
# JavaScript event loop).  Headless runs drive
# App.tick() with a virtual clock instead, so a key script gives the same frames every time;
# the web console (tools/sim/web/page.mjs) drives it on the browser's clock, through
# tick_woken(): its buttons wake it, so it sleeps until something else is due.
import asyncio
import time

from shell import app, boardsel

_app = None


def board():
    return boardsel.load("sim")


async def run():
    a = app.start(board())
    while True:
        await asyncio.sleep_ms(a.tick(time.ticks_ms()))


def start(now_ms, seed):
    global _app
    _app = app.App(board(), now_ms, seed)


def tick(now_ms):
    sleep = _app.tick(now_ms)
    if not isinstance(sleep, int):
        raise TypeError("App.tick() returned %r, not the ms it may sleep" % (sleep,))
    return sleep


def tick_woken(now_ms):
    """tick() for a host that a button's change wakes at once (the web page): how long it
    may sleep, until whatever but a button can next change anything, not the next poll.
    That is the App's own mark, _quiet_until, which each tick() sets (its _sleep()) and its
    quiet ticks read: tick() caps its answer at the 20 ms button poll, which this host
    does not need.  (Read here rather than through a public App method: any function
    added to shell/app.py moved the heap readings of host_tests/test_soak.py.)"""
    from uikit import buttons  # (loaded by the app: a look-up, only at the page's wake-ups)

    return max(tick(now_ms), buttons.diff(_app._quiet_until, now_ms))

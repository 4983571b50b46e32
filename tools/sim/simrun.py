# The simulator's entry inside the MicroPython VM (mounted as /_sim/simrun.py).
#
# Interactive play runs the firmware's own device loop, as main.py's app.run(board) runs
# it on the Pico, but sleeping in asyncio (the VM's time.sleep_ms() would hold up the
# JavaScript event loop).  Headless runs drive
# App.tick() with a virtual clock instead, so a key script gives the same frames every time;
# the web console (tools/web/page.mjs) drives it on the browser's clock.
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

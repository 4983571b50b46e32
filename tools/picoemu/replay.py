"""A key script of the simulator (tools/sim/script.mjs) played on the emulated Pico.

The headless simulator runs the same firmware on the MicroPython VM, so it is the one
that reads the screen: a script's `select "Play Equi"` becomes the DOWN taps that reached
that entry there, logged as key changes.  Those changes are then made on the emulated
Pico as a person would make them: a button is pressed only once the device has answered
the last one (its display quiet for IDLE_MS, and at least as long after the last change
as in the simulator), and held exactly as long as the script held it.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from sim import headless  # noqa: E402

IDLE_MS = 120  # no picture data for this long: the device has answered (a frame is < 30 ms)
MAX_WAIT_MS = 20_000  # a device that has not settled by then is busy for good: go on anyway
BUTTONS = ("up", "down", "left", "right", "a", "b")


def key_changes(script, seed=None, lang: str | None = "en", battery=None, flash=None):
    """(run, [(ms, mask)]) of the key script in the headless simulator: the button mask
    after each change, at the simulator's time.  `battery` (mV or "usb") gives the
    simulated board a battery reader, as every Pico board has."""
    if battery is not None:
        script = "battery %s\n%s" % (battery, script)
    run = headless.run(script, seed=seed, lang=lang, flash=flash)
    return run, changes_of(run)


def changes_of(run):
    names = {"UP": 1, "DOWN": 2, "LEFT": 4, "RIGHT": 8, "A": 16, "B": 32}
    changes = []
    for ms, kind, rest in run.events:
        if kind == "keys":
            mask = 0 if rest == "-" else sum(names[k] for k in rest.split("+"))
            changes.append((ms, mask))
    return changes


def play(pico, changes, idle_ms=IDLE_MS):
    """Make the key changes on the emulated Pico; returns [(ms, mask)] as made there."""
    held = 0
    last = changes[0][0] if changes else 0
    made = []
    for ms, mask in changes:
        gap = ms - last
        if mask & ~held:  # a new press: wait for the device to answer what came before
            if gap:
                pico.run(gap)
            pico.run_until(idle_ms=idle_ms, ms=MAX_WAIT_MS)
        elif gap:
            pico.run(gap)  # a release: the hold lasts exactly as in the script
        for bit, name in enumerate(BUTTONS):
            if (mask ^ held) >> bit & 1:
                pico.button(name, bool(mask >> bit & 1))
        held = mask
        last = ms
        made.append((pico.ms, mask))
    return made


def rows_of_vlsb(fb):
    """The 64 pixel rows of a MONO_VLSB frame, each a string of '#' and '.'."""
    return [
        "".join("#" if fb[(y >> 3) * 128 + x] >> (y & 7) & 1 else "." for x in range(128))
        for y in range(64)
    ]


def rows_of_pbm(data):
    """The pixel rows of a P4 PBM at scale 1 (the headless simulator's `shot`)."""
    magic, size, bits = data.split(b"\n", 2)
    width, height = map(int, size.split())
    if magic != b"P4" or (width, height) != (128, 64):
        raise ValueError("not a 128x64 PBM")
    stride = width // 8
    row = lambda y: bits[y * stride : (y + 1) * stride]  # noqa: E731
    return ["".join("#" if row(y)[x >> 3] & 0x80 >> (x & 7) else "." for x in range(width))
            for y in range(height)]  # fmt: skip


def sim_shots(script, names, seed=None, lang: str | None = "en", battery=None, flash=None):
    """(run, key changes, {name: pixel rows}) of a key script in the headless simulator,
    with the frames its `shot NAME` steps took."""
    import tempfile

    if battery is not None:
        script = "battery %s\n%s" % (battery, script)
    with tempfile.TemporaryDirectory() as out:
        run = headless.run(script, seed=seed, lang=lang, out=out, fmt="pbm", flash=flash)
        shots = {}
        for name in names:
            with open(os.path.join(out, name + ".pbm"), "rb") as f:
                shots[name] = rows_of_pbm(f.read())
    return run, changes_of(run), shots

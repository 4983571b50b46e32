"""How long the emulated Pico takes to answer a key: from the moment the firmware can know
the key (the press for an arrow; the release for a short A or B, which act on release;
LONG_MS after the press for a long one) to the end of the first burst of picture data
sent to the display after it, the frame that answers the key being out."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import emulator  # noqa: E402
import replay  # noqa: E402

ARROWS = 15
LONG_MS = 600  # uikit/buttons.py's: an A or B held this long is a long press
BURST_GAP_MS = 5  # transfers closer than this are one frame (a page takes 3 ms at 400 kHz)


def first_frame_after(log, t0):
    """The end of the first burst of picture data that starts at or after t0 (ms), or None."""
    end = None
    for start, stop, data in log:
        if not data:
            continue
        if end is None:
            if start >= t0:
                end = stop
        elif start - end <= BURST_GAP_MS:
            end = stop
        else:
            break
    return end


def timed_tap(pico, mask, hold_ms=emulator.TAP_MS, settle_ms=replay.IDLE_MS):
    """Wait until the device has settled, tap the buttons of `mask` for hold_ms, wait until
    it settles again; returns (ms from the key to its frame, or None if no frame came,
    the key's moment in emulated ms, the display's transfers since the key)."""
    pico.run_until(idle_ms=settle_ms, ms=replay.MAX_WAIT_MS)
    pico.display_log()  # what came before is not this key's
    names = [n for bit, n in enumerate(replay.BUTTONS) if mask >> bit & 1]
    for n in names:
        pico.button(n, True)
    pressed = pico.ms
    pico.run(hold_ms)
    for n in names:
        pico.button(n, False)
    released = pico.ms
    if mask & ARROWS:
        t0 = pressed
    elif hold_ms >= LONG_MS:
        t0 = pressed + LONG_MS
    else:
        t0 = released
    pico.run_until(idle_ms=settle_ms, ms=replay.MAX_WAIT_MS)
    log = pico.display_log()
    end = first_frame_after(log, t0)
    return (None if end is None else end - t0), t0, log

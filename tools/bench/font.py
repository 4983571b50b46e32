"""Font benchmark on the MicroPython VM: a full page of Cyrillic text, the font's size and heap.

Usage: python tools/bench/font.py [--rounds N]
Runs the compiled firmware (build/mpy) in the VM (tools/bench/core/devicevm.py: compiled
whole before it starts).  Host figures: the VM's speed says nothing dependable about a
Pico's.  On the Pico a page of text is a key on the rules pages, timed to its frame on the
emulated Pico by tools/bench/pico.py (`make bench`); the files' sizes are the Pico's, the
heap the VM's reading."""

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCHCORE = os.path.join(ROOT, "tools", "bench", "core")
sys.path[:0] = [
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "tools", "builders"),
    os.path.join(ROOT, "tools", "play"),
    os.path.join(ROOT, "tools", "hostlib"),
    os.path.join(ROOT, "tools", "vm"),
    BENCHCORE,
]

from devicevm import BenchVM  # noqa: E402

# 8 lines of running Ukrainian and Russian text, each about as wide as the screen
PAGE = (
    "Гравці по черзі кладуть",
    "карту на стос. Менша",
    "забирає весь стос. Дама,",
    "король чи туз змушують",
    "Игроки по очереди кладут",
    "карту в стопку. Младшая",
    "забирает всю стопку; ещё",
    "ход — за следующим.",
)

SCRIPT = r"""
import framebuf, gc, json, time
import hostclock

PAGE = %r
ROUNDS = %d

def best_ms(fn, n):
    # timed ten at a time, the fastest ten counted (other work only ever adds time)
    best = None
    for _ in range(ROUNDS * max(1, n // 10)):
        t0 = hostclock.now_us()  # (the VM's ticks_us() moves in whole milliseconds)
        for _ in range(10):
            fn()
        us = (hostclock.now_us() - t0) / 10
        best = us if best is None else min(best, us)
    return best / 1000

class Frame(framebuf.FrameBuffer):  # as a display's: its bytes as .buffer (text.put)
    def __init__(self, buf):
        self.buffer = buf
        super().__init__(buf, 128, 64, framebuf.MONO_VLSB)

buf = bytearray(1024)
fb = Frame(buf)
from uikit import text

def page():
    fb.fill(0)
    for i in range(8):
        text.draw(fb, PAGE[i], 0, 8 * i)

def page_put():  # as a text page draws its rows: onto the cleared frame
    fb.fill(0)
    for i in range(8):
        text.put(fb, PAGE[i], 0, 8 * i)

def page_off():  # every line off the 8-row pages: the scratch-line path
    fb.fill(0)
    for i in range(7):
        text.draw(fb, PAGE[i], 0, 3 + 8 * i)

def page_inverse():  # dark text on lit bars
    fb.fill(1)
    for i in range(8):
        text.draw(fb, PAGE[i], 0, 8 * i, 0)

def page_cold():  # every line drawn as if never seen: glyph by glyph (a cache miss)
    fb.fill(0)
    for i in range(8):
        text._draw_direct(fb, PAGE[i], 0, 8 * i, 0, None)

def page_builtin():  # the built-in 8x8 font, 16 characters a line
    fb.fill(0)
    for i in range(8):
        fb.text(PAGE[i], 0, 8 * i, 1)

def fill_only():
    fb.fill(0)

out = {"widths": [text.width(s) for s in PAGE]}
page(); page_off(); page_inverse(); page_cold(); page_builtin()  # warm-up: font, qstrs
for name, fn in (("page", page), ("page_put", page_put), ("page_off", page_off),
                 ("page_inverse", page_inverse),
                 ("page_cold", page_cold), ("page_builtin", page_builtin), ("fill", fill_only)):
    out[name] = best_ms(fn, 200)

out["allocated"] = 0
for fn in (fill_only, page, page_put, page_off, page_inverse):  # fill_only: the first collection
    gc.collect()  # after the timings can leave a block of the VM's own; it takes that

    before = gc.mem_alloc()
    fn()
    if fn is not fill_only:
        out["allocated"] += gc.mem_alloc() - before

print(json.dumps(out))
"""

HEAP = r"""
import gc
step = [0]
base = [0]
out = {}
"""

HEAP_LOOP = r"""
import gc, json
gc.collect()
s = step[0]
step[0] += 1
if s == 0:
    base[0] = gc.mem_alloc()
elif s == 1:
    from uikit import font
elif s == 2:
    out["font_import"] = gc.mem_alloc() - base[0]
    out["font_bytes"] = font.SIZE
    out["glyphs"] = font.GLYPHS
    base[0] = gc.mem_alloc()
elif s == 3:
    from uikit import text
elif s == 4:
    out["text_import"] = gc.mem_alloc() - base[0]
    base[0] = gc.mem_alloc()
elif s == 5:
    text.width("a")
elif s == 6:
    out["text_load"] = gc.mem_alloc() - base[0]
    import framebuf
    fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
    base[0] = gc.mem_alloc()
elif s == 7:
    text.draw(fb, "a", 0, 0)
elif s == 8:
    out["first_draw"] = gc.mem_alloc() - base[0]
    print(json.dumps(out))
    raise SystemExit
"""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5, help="best of this many timings")
    opts = ap.parse_args(argv)
    vm = BenchVM()
    mpy = os.path.join(ROOT, "build", "mpy", "firmware", "uikit")
    sizes = {n: os.path.getsize(os.path.join(mpy, n + ".mpy")) for n in ("font", "text")}
    heap = json.loads(vm.run(HEAP, loop=HEAP_LOOP).strip().splitlines()[-1])
    r = json.loads(vm.run(SCRIPT % (PAGE, opts.rounds)).strip().splitlines()[-1])

    print("Font benchmark in the MicroPython VM on the host (the Pico's figures: make bench)")
    print()
    print(
        "font: %d glyphs in %d bytes; font.mpy %d bytes, text.mpy %d bytes"
        % (heap["glyphs"], heap["font_bytes"], sizes["font"], sizes["text"])
    )
    print(
        "heap: import font %d bytes, import text %d, text's tables and kept lines on first"
        " use %d, a first draw %d (its characters' qstrs)"
        % tuple(heap[k] for k in ("font_import", "text_import", "text_load", "first_draw"))
    )
    print("line widths of the page (pixels): %s" % r["widths"])
    print()
    print("%-44s %9s" % ("full page (fill + 8 lines)", "VM us"))
    for key, label in (
        ("page_put", "Cyrillic, text.put (a text page's rows)"),
        ("page", "Cyrillic, own font, lines at y = 0, 8 .. 56"),
        ("page_off", "Cyrillic, own font, 7 lines at y = 3, 11 .."),
        ("page_inverse", "Cyrillic, own font, dark on lit"),
        ("page_cold", "Cyrillic, own font, first draw of each line"),
        ("page_builtin", "built-in fb.text, 16 characters a line"),
        ("fill", "fb.fill(0) alone"),
    ):
        print("%-44s %9.0f" % (label, r[key] * 1000))
    print()
    print("allocated while drawing four pages after warm-up: %d bytes" % r["allocated"])
    print("(a string drawn before is one blit from the kept lines; a first draw builds it glyph")
    print(" by glyph: that is the 'first draw' row, paid once per string while it stays kept)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

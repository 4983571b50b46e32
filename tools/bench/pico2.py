"""The Pico 2's heap: every game of the registry played to its end, then every module of
ours imported at once, in the MicroPython VM, against the heap of MicroPython's RPI_PICO2.

Usage: python tools/bench/pico2.py [--json FILE]

The Pico 2 (RP2350) is not emulated (tools/picoemu is an RP2040); it runs the game as .mpy
files on stock MicroPython's file system (make uf2, make deploy), each loaded into the heap
whole, as the VM loads build/mpy here.  The VM is 32-bit as the Pico 2 is, so objects and
loaded code take the same bytes.

The Pico 2's heap (PICO2_HEAP) is worked out from MicroPython 1.27's source: the rp2
port's linker script for the RP2350 (ports/rp2/memmap_mp_rp2350.ld; the offline bundle has
the RP2040's only) makes the GC heap all of the 512 KB of RAM from the end of .bss to the
end, less __micropy_extra_stack__, which ports/rp2/CMakeLists.txt sets to 4096 for the
RP2350 (the C stack is SCRATCH_Y's 8 KB, apart); the RP2040's script does the same with
its 256 KB.  The RAM before .bss's end (the vector table, .data, .bss) is taken from this
project's RPI_PICO build (make firmware's romfs-RPI_PICO.uf2's ELF, when built: 10,332
bytes), the same port and C; the RP2350's differs by a few hundred bytes.  py/gc.c then
gives its pool: a 16-byte block for every 4 bits of allocation table and 1 of finaliser
table (gc_setup_area()).  The same reckoning for the RP2040 gives 246,016 bytes, what
gc.mem_free() + gc.mem_alloc() read on the emulated Pico.

The VM's heap grows as needed (its WebAssembly port adds heap areas), so it cannot run out
as a Pico 2 would: the bench starts it with the Pico 2's heap, reads the heap in use
(gc.collect(), then gc.mem_alloc() over the VM's own base, in a top-level call of its own:
tools/bench/core/devicevm.py) after every step of the games and after the imports, and
gives what that leaves free of the Pico 2's pool.  MicroPython's own allocations after a
power-on (a few KB) are not in the reading.
"""

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "tools", "builders"),
    os.path.join(ROOT, "tools", "play"),
    os.path.join(ROOT, "tools", "hostlib"),
    os.path.join(ROOT, "tools", "vm"),
    os.path.join(ROOT, "tools", "bench", "core"),
]

from devicevm import PICO_BASE, PICO_HOLDS, PRELUDE, BenchVM  # noqa: E402

import freeze  # noqa: E402

KB = 1024
RAM = 512 * KB  # memmap_mp_rp2350.ld: RAM(rwx) ORIGIN 0x20000000, LENGTH 512k
EXTRA_STACK = 4096  # CMakeLists.txt: -Wl,--defsym=__micropy_extra_stack__=4096 (RP2350)
STATIC = 10_332  # RAM before __bss_end__ in the RPI_PICO build (0x2000285c - 0x20000000)
RP2040_RAM = 256 * KB  # memmap_mp_rp2040.ld: RAM LENGTH 256k, the GC heap to its end


def gc_pool(total):
    """The bytes of the GC's pool in a heap of `total` bytes (py/gc.c gc_setup_area(), with
    the finaliser table: 16-byte blocks, 4 a byte of allocation table, 8 a byte of
    finaliser table, one byte of gap)."""
    table = (total - 1) * 8 // (8 + 8 * 4 // 8 + 8 * 4 * 16)
    return table * 4 * 16


def static_ram():
    """(bytes of RAM before the GC heap in the RPI_PICO build, where it was read)."""
    elf = os.path.join(freeze.OUT, "obj-romfs", "firmware.elf")
    try:
        out = subprocess.run(
            ["arm-none-eabi-nm", elf], capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return STATIC, "the figure measured once (no RPI_PICO ELF here)"
    symbols = {line.split()[-1]: int(line.split()[0], 16) for line in out.splitlines()}
    return symbols["__GcHeapStart"] - 0x20000000, os.path.relpath(elf, ROOT)


HEAP_TOTAL = RAM - EXTRA_STACK - STATIC
PICO2_HEAP = gc_pool(HEAP_TOTAL)

# The VM's side, a step a top-level call (its collector frees only what earlier calls
# left): the base, then main.py's and the Pico board's modules and the app to the main
# menu, then each game of the registry: opened from its Play entry, started, every
# person's seat handed to the computer from the pause menu (the rows with a choice), played
# at blitz speed to its game-over screen, left to the main menu; then every module of ours.
CODE = (
    PRELUDE
    + """
step = [0]
base = [0]
out = {"start": 0, "games": {}, "steps": {}}
state = {"game": -1, "phase": "next"}

def top():
    return a.stack[-1]

def _results(*args, **kw):
    # the console's result lines kept (each game's end, as the device prints it)
    line = kw.get("sep", " ").join([str(x) for x in args])
    if line.startswith("result "):
        out.setdefault("results", []).append(line)

builtins.print = _results
"""
)

STEP = (
    """
gc.collect()
s = step[0]
step[0] += 1
if s == 0:
"""
    + PICO_BASE
    + """elif s == 1:
    base[0] = live()
"""
    + PICO_HOLDS
    + """    from shell import app
    import games
    a = app.App(Board(), 0, seed=1)
    a.tick(0)
    home()
    a.settings.set("speed", 3)
    run(500)
elif s == 2:
    out["start"] = live() - base[0]
elif state["phase"] == "next":
    state["game"] += 1
    if state["game"] == len(games.GAMES):
        state["phase"] = "modules"
    else:
        g = games.GAMES[state["game"]]
        open_("Play " + games.title(g, games.PLAY))
        open_("Start")
        run(300)
        tap(keys.B)
        for it in list(top().items):
            if it.choices is not None:
                choose(it.label)
                tap(keys.RIGHT)
        open_("Resume")
        out["games"][g] = []
        state["phase"] = "play"
elif state["phase"] == "play":
    g = games.GAMES[state["game"]]
    out["games"][g].append(live() - base[0])
    if hasattr(top(), "again"):  # its game-over screen: back to the main menu
        for _ in range(5):
            if type(top()).__name__ == "MainMenu":
                break
            tap(keys.B)
            run(300)
        out["steps"][g] = len(out["games"][g])
        state["phase"] = "next"
    elif len(out["games"][g]) > 400:
        raise RuntimeError("%s did not end" % g)
    else:
        run(3000)
elif state["phase"] == "modules":
    for n in NAMES:
        __import__(n)
    state["phase"] = "read"
else:
    out["modules"] = [len(NAMES), live() - base[0]]
    emit(json.dumps(out))
    raise SystemExit
"""
)


def module_names():
    """Every module of ours the VM has: firmware/ but main.py, the registry of boards and
    the Pico board's module (the generated frozenboard is the frozen build's and the
    ROMFS image's only)."""
    names = []
    for path in sorted(freeze.frozen_sources("pico-ssd1306")):
        if path in ("main.py", "_boot.py"):
            continue
        name = path[: -len(".py")].replace("/", ".")
        names.append(name[: -len(".__init__")] if name.endswith(".__init__") else name)
    return names


def measure():
    vm = BenchVM(heap=str(HEAP_TOTAL))
    code = CODE + "NAMES = %r\n" % module_names()
    out = vm.run(code, loop=STEP, timeout=1800)
    docs = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    if not docs:
        raise RuntimeError("the VM printed no figures:\n" + out[-2000:])
    return docs[-1]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", help="write the figures here too")
    opts = ap.parse_args(argv)
    static, where = static_ram()
    if static != STATIC:
        print("bench_pico2: the RPI_PICO build's RAM before its heap is %d bytes now (%s), "
              "not %d: STATIC wants updating" % (static, where, STATIC))  # fmt: skip
    rp2040 = gc_pool(RP2040_RAM - static)
    print(
        "Pico 2 (RP2350) heap, from MicroPython 1.27's source: %d KB of RAM - %d bytes of "
        "extra stack - %d bytes before the heap (%s) = %d bytes, a GC pool of %d bytes "
        "(%.1f KB); the same reckoning gives the RP2040 %d bytes"
        % (RAM // KB, EXTRA_STACK, static, where, HEAP_TOTAL, PICO2_HEAP, PICO2_HEAP / KB,
           rp2040)
    )  # fmt: skip
    got = measure()
    ended = [line.split()[1] for line in got.get("results", [])]
    if sorted(ended) != sorted(got["games"]):
        raise RuntimeError("games without their result line: %s" % got.get("results"))
    print("in the MicroPython VM, started with that heap, the .mpy files of build/mpy:")
    print("  heap after start (the main menu): %.1f KB in use" % (got["start"] / KB))
    for game, readings in got["games"].items():
        most = max(readings)
        print(
            "  %s, every seat the computer's, to its result line (%d readings): most %.1f KB "
            "in use, %.1f KB of the Pico 2's heap free"
            % (game, len(readings), most / KB, (PICO2_HEAP - most) / KB)
        )
    count, used = got["modules"]
    print(
        "  then every module of ours imported at once (%d): %.1f KB in use, %.1f KB free"
        % (count, used / KB, (PICO2_HEAP - used) / KB)
    )
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump(dict(got, pico2_heap=PICO2_HEAP), f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

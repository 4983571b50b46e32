"""Device benchmark in the MicroPython VM on the host: screen draws, start-up, key answers,
heap, the size of the compiled files and the I2C traffic.

Usage: python tools/bench/vm_device.py [--runs N] [--heap]
Runs the compiled firmware (build/mpy, as the Pico gets it) in the VM with a bench board
whose display is the real SSD1306 driver on a bus that only counts bytes
(tools/bench/core/devicevm.py; Node compiles the VM whole before it starts, so no path pays
for compiling on its first run).  The times are host figures, a quick loop for a change's
cost: the VM's speed says nothing dependable about a Pico's, whose own figures (start,
every key to its frame, the heap) are measured on the emulated Pico by tools/bench/pico.py
(`make bench`).  The compiled files' size and the bytes sent are the Pico's, the heap the
VM's reading (the Pico's: make bench); the I2C time is those bytes at 400 kHz, 9 clocks
a byte (docs/display.md).
"""

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

from devicevm import (  # noqa: E402
    PICO_BASE,
    PICO_HOLDS,
    PRELUDE,
    BenchVM,
    docs,
    i2c_ms,
)

import deploy  # noqa: E402

TARGETS = {  # (the times' targets are the emulated Pico's: tools/bench/pico.py)
    "heap_start_kb": 40.0,
    "heap_game_kb": 80.0,
    "mpy_kb": 120.0,
}

# Run in several fresh VMs.  The start twice in one VM, the second after dropping every
# module the first imported (the file system's JavaScript warmed up, as the Pico's C is);
# the second is the figure to scale.  Then this VM's references, menu moves, opening
# Ratscrew setup, starting a game and its card ticks.
START = (
    PRELUDE
    + """
before = set(sys.modules)
out = {"lays": []}
step = [0]
lay_i = [0]
"""
)

# Each step a top-level call of its own, so that the collection at its start frees what
# the steps before left (the VM frees garbage only so: tools/vm/mpvm.mjs --loop).  In one
# long call the bench's garbage piles up to megabytes, and every collection the firmware
# sets off scans all of it: milliseconds that land at random in the ticks timed, where a
# Pico's collection scans its own small heap.
START_STEP = """
gc.collect()
s = step[0]
step[0] += 1
if s < 2:
    run_ = ("cold", "warm")[s]
    for name in [m for m in sys.modules if m not in before]:
        # gone from its package too, as on a fresh start (a package kept from before
        # would otherwise hand out the old module)
        del sys.modules[name]
        pkg, _, leaf = name.rpartition(".")
        if pkg in sys.modules and hasattr(sys.modules[pkg], leaf):
            delattr(sys.modules[pkg], leaf)
    a = None
    gc.collect()
    board = Board()
    t0 = clock_ms()
    from shell import app
    t1 = clock_ms()
    a = app.App(board, 0, seed=1)
    t2 = clock_ms()
    b2, w2 = board.bus.bytes, board.bus.writes
    a.tick(0)
    t3 = clock_ms()
    assert a.frames == 1, "no frame after the first tick"
    out[run_] = {"import_ms": t1 - t0, "app_ms": t2 - t1, "tick_ms": t3 - t2,
                 "app_bytes": [b2, w2],
                 "tick_bytes": [board.bus.bytes - b2, board.bus.writes - w2]}
    del app
elif s == 2:
    now[0] = 0
    home()
    run(500)
    a.stack[-1].sel = 0
    a._dirty = True
    run(20)
elif s == 3:
    moves = []
    for i in range(40):
        moves.append(timed_key(keys.UP if i % 2 else keys.DOWN))
    moves.sort()
    out["move"] = moves[len(moves) // 2]
    choose("Play Ratscrew")
elif s == 4:
    out["setup"] = timed_key(keys.A)
elif s == 5:
    worst = [0.0, 0.0, 0, 0]
    for i in range(150):  # 1.5 s without a key, as a person reads the seats
        t = timed_tick()
        if t[0] > worst[0]:
            worst = t
    out["pause"] = worst
    choose("Start")
elif s == 6:
    out["start"] = timed_key(keys.A)
    table = a.stack[-1]
elif lay_i[0] < 2000 and not table.st.over and a.stack[-1] is table:
    # 20 s in all, 1 s a step: A tapped every 200 ms, computer seats at their speed
    for _ in range(100):
        i = lay_i[0]
        lay_i[0] += 1
        if table.st.over or a.stack[-1] is not table:
            break
        Buttons.mask = keys.A if i % 20 < 4 else 0
        laid = table.st.laid
        t = timed_tick()
        if table.st.laid != laid:
            out["lays"].append(t)
else:
    emit(json.dumps(out))
    raise SystemExit
"""

SCREENS = (
    PRELUDE
    + """
from shell import app
a = app.App(Board(), 0, seed=1)
a.tick(0)
home()
run(500)
fb = a.fb

def measure(label, rounds=4):
    top = a.stack[-1]
    gc.collect()
    ms = hostclock.menu_draw(top, fb, 100, rounds)
    emit(json.dumps({"screen": label, "kind": type(top).__name__, "ms": ms}))

measure("main menu")
open_("Rules"); measure("rules menu")
open_("Ratscrew"); measure("rules page")
tap(keys.B); tap(keys.B)
open_("Settings"); measure("settings")
tap(keys.B)
open_("About"); measure("about")
tap(keys.B)
if "Records" in items():
    open_("Records"); measure("records")
    tap(keys.B)
if "Play Equi" in items():
    open_("Play Equi"); measure("equi setup")
    tap(keys.B)
open_("Play Ratscrew"); measure("ratscrew setup")
open_("Start"); run(12000); measure("ratscrew table")
tap(keys.UP); measure("event log")
tap(keys.B); tap(keys.B); measure("pause menu")
"""
)

# Live heap: the VM frees garbage only in a collection at the start of a later top-level
# call (tools/vm/mpvm.mjs --loop), so this is a state machine stepped one call at a time.
# What a Pico holds after start is counted: the bench board's PRELUDE imports the display
# driver (hw/ssd1306, hw/oled) and uikit/keys before the base is taken, so they are let go
# first and imported again after it, with what main.py keeps (shell/app and all it loads) and the
# Pico board's own modules (boards/pico_ssd1306 and hw/picoio, over a stand-in `machine`
# module made before the base, as the Pico's is in flash; so are the C binascii, io, os
# and time, for which the VM has Python wrappers).  Not counted: main.py's own globals and
# compiled code (source on the Pico, a few hundred bytes), the stand-ins' objects (the
# I2C, pin and timer objects of the Pico's C), the battery reader (tools/bench/battery.py
# adds it) and the VM's own heap before the base.  micropython.qstr_info() prints the
# qstr pools' size after each reading: when the last pool is full a new one twice its
# size is added, so a reading can jump by a few KB for one interned name more (the "qstr"
# figures show it).
HEAP = (
    PRELUDE
    + """
import micropython
step = [0]
base = [0]
heap = {"game": [], "qstr": {}}

def qstr(label):
    emit(json.dumps({"qstr_at": label}))
    micropython.qstr_info()  # one line: "qstr pool: n_pool=.., n_total_bytes=.."
"""
)

HEAP_STEP = (
    """
gc.collect()
s = step[0]
step[0] += 1
if s == 0:
"""
    + PICO_BASE
    + """elif s == 1:
    base[0] = live()
    qstr("base")
"""
    + PICO_HOLDS
    + """    from shell import app  # (main.py lets its board chooser go)
    a = app.App(Board(), 0, seed=1)
    a.tick(0)
    home()
    run(500)
elif s == 2:
    heap["start"] = live() - base[0]
    qstr("start")
    open_("Play Ratscrew")
    open_("Start")
elif s < 40 and getattr(a.stack[-1], "st", None) is not None:
    heap["game"].append(live() - base[0])
    qstr(len(heap["game"]) - 1)
    for i in range(5):
        tap(keys.A)  # a person's card; the computer seats play on their timers
else:
    heap["game_steps"] = len(heap["game"])
    emit(json.dumps(heap))
    raise SystemExit
"""
)


def heap_run(vm, code=None, step=None):
    """The HEAP run (code: HEAP with additions, step: HEAP_STEP as changed):
    {"start": bytes, "game": [bytes, ...],
    "qstr": {"base"|"start"|game sample index: (the qstr pools' bytes, qstrs)}}."""
    out = vm.run(HEAP if code is None else code, loop=HEAP_STEP if step is None else step)
    heap, at = None, None
    qstr = {}
    for line in out.splitlines():
        if line.startswith("{"):
            doc = json.loads(line)
            if "qstr_at" in doc:
                at = doc["qstr_at"]
            else:
                heap = doc
        elif line.startswith("qstr pool:") and at is not None:
            fields = dict(f.split("=") for f in line.split(":", 1)[1].replace(",", " ").split())
            qstr[at] = (int(fields["n_total_bytes"]), int(fields["n_qstr"]))
            at = None
    if heap is None:
        raise RuntimeError("the heap run printed no figures:\n" + out[-2000:])
    heap["qstr"] = qstr
    return heap


I2C = (
    PRELUDE
    + """
bus = CountingI2C()
d = ssd1306.SSD1306(bus, 0x3C)
out = {}
for label, draw in (("full frame", lambda: d.fill(1)),
                    ("one menu row", lambda: d.fill_rect(0, 16, 128, 8, 0))):
    bus.bytes = bus.writes = 0
    draw()
    d.show()
    out[label] = [bus.bytes, bus.writes]
emit(json.dumps(out))
"""
)


def row(name, vm, target, ok):
    verdict = "" if ok is None else ("ok" if ok else "OVER")
    return "%-40s %9s %10s  %s" % (name, vm, target, verdict)


HEAD = "%-40s %9s %10s" % ("", "VM", "target")


def fastest(runs):
    """The START runs' figures, each the fastest of the runs (other work on the machine
    only ever adds time): ({key: VM ms}, {key: (I2C bytes, writes)})."""
    best = {}  # key -> (VM ms, I2C bytes, I2C writes)

    def keep(key, vm_ms, nbytes=0, writes=0):
        if key not in best or vm_ms < best[key][0]:
            best[key] = (vm_ms, nbytes, writes)

    for r in runs:
        w = r["warm"]
        keep("import_ms", w["import_ms"])
        keep("app_ms", w["app_ms"], *w["app_bytes"])
        keep("first_frame_ms", w["tick_ms"], *w["tick_bytes"])
        for key, name in (
            ("menu_move_ms", "move"),
            ("open_setup_ms", "setup"),
            ("setup_pause_ms", "pause"),
            ("start_game_ms", "start"),
        ):
            ms, _shown, nb, nw = r[name]
            keep(key, ms, nb, nw)
        if r["lays"]:
            for key, at in (("lay_card_ms", 0), ("lay_shown_ms", 1)):
                worst = max(r["lays"], key=lambda t, at=at: t[at])
                keep(key, worst[at], worst[2], worst[3])
    return {k: v[0] for k, v in best.items()}, {k: v[1:] for k, v in best.items()}


KEYS = (
    ("menu_move_ms", "moving in a menu (median of 40)"),
    ("open_setup_ms", "opening Ratscrew setup"),
    ("setup_pause_ms", "  a pause there (the table loads)"),
    ("start_game_ms", "starting a game"),
    ("lay_card_ms", "laying a card (worst tick)"),
    ("lay_shown_ms", "  the same, until its frame is out"),
)
STARTUP = (
    ("import_ms", "import app"),
    ("board_ms", "board set-up (I2C scan)"),
    ("app_ms", "App() (driver set-up, blank frame sent)"),
    ("first_frame_ms", "first frame (draw, full frame sent)"),
)


# The heap after start in each language: the HEAP run stopped after its start, the first
# start's chooser answered with the language's own name, or (settings kept) an ordinary
# start in it.  Ukrainian and Russian hold more than English: their letters take two
# bytes in UTF-8 and their catalogues more interned strings.
LANG_LABELS = ("English", "Українська", "Русский")
_KEEP_SETTINGS = """
import os
try:
    os.mkdir("/data")
except OSError:
    pass
with open("/data/settings.json", "w") as f:
    f.write('{"lang": %d}')
"""


def start_heap(vm, lang, first=True, extra=""):
    """Bytes in use after a start in language lang (an index into LANG_LABELS): the
    device's very first start (the chooser) or, first=False, an ordinary one; extra is
    added to the HEAP run's code (tools/bench/battery.py's reader)."""
    code = HEAP + extra
    if first:
        code += (
            '\ndef home():\n    if "English" in items():\n        open_(%r)\n'
            % (LANG_LABELS[lang])
        )
    else:
        code += _KEEP_SETTINGS % lang
    stop = "    emit(json.dumps(heap))\n    raise SystemExit\n"
    game = '    open_("Play Ratscrew")\n    open_("Start")\n'
    if game not in HEAP_STEP:
        raise RuntimeError("the heap run's game no longer starts as start_heap() expects")
    return heap_run(vm, code, HEAP_STEP.replace(game, stop))["start"]


def start_heaps(vm, extra=""):
    """{(lang, first): bytes} for every language, first and ordinary starts."""
    return {
        (i, first): start_heap(vm, i, first, extra)
        for i in range(len(LANG_LABELS))
        for first in (True, False)
    }


def start_heap_line(heaps, what=""):
    """One line: the heap after start in each language, first / ordinary start."""
    worst = max(heaps.values()) / 1024
    return "  after start%s, first / ordinary start: %s KB; at most %.1f, target %.0f: %s" % (
        what,
        ", ".join(
            "%s %.1f / %.1f" % (LANG_LABELS[i], heaps[i, True] / 1024, heaps[i, False] / 1024)
            for i in range(len(LANG_LABELS))
        ),
        worst,
        TARGETS["heap_start_kb"],
        "ok" if worst < TARGETS["heap_start_kb"] else "OVER",
    )


def heap_rows(heap):
    """The heap after start and during a game, against their targets."""
    game = heap["game"]
    lines = []
    for name, kb, target in (
        ("heap in use after start", heap["start"] / 1024, "heap_start_kb"),
        ("heap in use during a game (most)", max(game) / 1024 if game else float("nan"),
         "heap_game_kb"),
    ):  # fmt: skip
        lines.append(row(name, "%.1f" % kb, "%.0f" % TARGETS[target], kb < TARGETS[target]))
    return "\n".join(lines)


def heap_notes(heap, source=None):
    """What the heap figures count, and the qstr pools' size at each reading."""
    game = heap["game"]
    q = heap.get("qstr", {})
    most = max(range(len(game)), key=game.__getitem__) if game else None
    lines = [
        "  (heap: gc.mem_alloc() after gc.collect() in a top-level call of its own, over the",
        "   VM's own; %d samples a second apart in the game.  Counted: what main.py keeps"
        % len(game),
        "   (shell/app and all it loads), the display driver (hw/ssd1306, hw/oled),",
        "   uikit/keys, the Pico board's modules (boards/pico_ssd1306, hw/picoio).  Not",
        "   counted: the battery reader (hw/gauge, tools/bench/battery.py adds it), the",
        "   VM's binascii, io, os, time (C on the Pico), the Pico's machine objects, main.py's",
        "   own globals (source on the Pico%s)"
        % ("" if source is None else ": with board.txt %d bytes" % source),
    ]
    if q:
        base, n0 = q.get("base", (0, 0))
        (start, n1), (most_b, n2) = q.get("start", (base, n0)), q.get(most, (base, n0))
        lines.append(
            "   qstr pools (micropython.qstr_info(), in the figures): %.1f KB at the base"
            " (%d qstrs),\n   %.1f KB more after start (%d qstrs), %.1f KB more at the game's"
            " most (%d qstrs);\n   a pool twice the last is added at 301, 621 and 1261 qstrs"
            " (2.2, 4.4 and 8.8 KB)"
            % (base / 1024, n0, (start - base) / 1024, n1, (most_b - base) / 1024, n2)
        )
    lines[-1] += ")"
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=8, help="fresh VMs for start-up and key answers")
    ap.add_argument("--heap", action="store_true", help="the heap figures only")
    opts = ap.parse_args(argv)
    if opts.heap:
        vm = BenchVM()
        heap = heap_run(vm)
        print(HEAD.replace(" " * 40, "%-40s" % "memory, KB", 1))
        print(heap_rows(heap))
        print(start_heap_line(start_heaps(vm)))
        print(heap_notes(heap))
        return 0
    vm = BenchVM()

    screens = [d for d in docs(vm, SCREENS) if "screen" in d]
    runs = [docs(vm, START, loop=START_STEP)[-1] for _ in range(opts.runs)]
    heap = heap_run(vm)
    bus = docs(vm, I2C)[-1]
    files = deploy.device_files("pico-ssd1306")
    mpy = sum(len(d) for p, d in files.items() if p.endswith(".mpy"))
    source = sum(len(d) for p, d in files.items() if not p.endswith(".mpy"))
    vm_fig, sent = fastest(runs)
    lay_counts = [len(r["lays"]) for r in runs]

    print("Device benchmark in the MicroPython VM on the host: host figures, not a Pico's")
    print(
        "  (a quick loop for a change's cost; the Pico's own figures are tools/bench/pico.py's,"
        " on the emulated Pico: make bench)"
    )
    print("  (start-up and keys: the fastest of %d fresh VMs)" % len(runs))
    print()
    print("%-40s %9s" % ("screen draw (fill + draw), VM ms", "VM"))
    for s in screens:
        print("%-40s %9.3f" % ("%s (%s)" % (s["screen"], s["kind"]), s["ms"]))
    print()
    print("%-40s %9s %14s" % ("start-up, VM ms (best of the runs)", "VM", "I2C sent"))
    for key, name in STARTUP:
        if key in vm_fig:
            nb, nw = sent[key]
            print("%-40s %9.2f %8d bytes" % (name, vm_fig[key], nb))
    print()
    print("%-40s %9s %14s" % ("key answered: whole tick, VM ms", "VM", "I2C sent"))
    for key, name in KEYS:
        if key in vm_fig:
            nb, nw = sent[key]
            print("%-40s %9.2f %8d bytes" % (name, vm_fig[key], nb))
    print(
        "  (cards laid and timed per run: %s; the worst tick may write the autosave after"
        " its frame)" % ", ".join(str(n) for n in lay_counts)
    )
    print()
    print(HEAD.replace(" " * 40, "%-40s" % "memory and size, KB", 1))
    print(heap_rows(heap))
    print(start_heap_line(start_heaps(vm)))
    print(
        row(
            "compiled .mpy files (%d files)" % sum(1 for p in files if p.endswith(".mpy")),
            "%.1f" % (mpy / 1024),
            "%.0f" % TARGETS["mpy_kb"],
            mpy / 1024 < TARGETS["mpy_kb"],
        )
    )
    print(heap_notes(heap, source))
    print()
    print("I2C traffic of the SSD1306 driver (bytes counted; time at 9 clocks a byte):")
    for label, (nbytes, writes) in bus.items():
        print(
            "  %-14s %5d bytes in %2d writes: %5.1f ms at 400 kHz, %4.1f ms at 1 MHz"
            % (label, nbytes, writes, i2c_ms(nbytes, writes), i2c_ms(nbytes, writes, 1_000_000))
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

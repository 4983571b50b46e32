"""`make bench`: the console's figures on the emulated Pico (tools/picoemu), the real
MicroPython 1.27 firmware on an emulated RP2040 running one of the game's builds: make
deploy's (the developers' MicroPython with the game's ROMFS image, main.py on the file
system) or make firmware's (the game frozen in); an SSD1306 on I2C at 400 kHz, three cells
on VSYS.  Every time is the emulated clock's: the same run gives the same figures.

Usage: python tools/bench_pico.py [--board pico-ssd1306] [--firmware romfs|frozen]
                                  [--json FILE]

What it measures, each beside its target:
- the start: power-on to the first picture; main.py's phases (imports, the board,
  App(), the first frame), by a probe that starts the app as main.py does;
- every key kind on every screen of both games, from the moment the firmware can know
  the key to the end of the frame that answers it (tools/picoemu/keytime.py): the main
  menu, settings, rules, records, about, both setups, starting a game, the Ratscrew table,
  a person's Equi turn (the hand-off, arrows, mark, refused Take, Hint, Take with the
  computer seats following) and the pause menu;
- the heap (gc.collect() then gc.mem_alloc()) after every frame of an Equi game of two
  persons and two hard computer seats, and after start in each language: MicroPython's own
  after a power-on and what the app adds, without the probe's own code (probe.py);
- the CPU's busy share while the main menu waits; the flash writes of an autosave.
Menus are chosen by label: the headless simulator resolves the key scripts.
"""

import argparse
import json
import os
import re
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "picoemu")]

import emulator  # noqa: E402
import freeze  # noqa: E402
import keytime  # noqa: E402
import probe  # noqa: E402
import replay  # noqa: E402

BATTERY_MV = 4500
LANGS = ("English", "Українська", "Русский")
# (label, key script) resolved in order by the simulator; each tap is timed on the device
MENUS = [
    ("main menu: arrow", "down; down; up; up"),
    ("main menu: arrow", "select Settings"),
    ("main menu: A opens a screen", "a"),
    ("settings: arrow", "down; down; up; up"),
    ("B goes back", "b"),
    ("main menu: arrow", "select Rules"),
    ("main menu: A opens a screen", "a"),
    ("rules: A opens a page", "a"),
    ("rules page: arrow", "down; down; down; up"),
    ("B goes back", "b; b"),
    ("main menu: arrow", "select Records"),
    ("main menu: A opens a screen", "a"),
    ("B goes back", "b"),
    ("main menu: arrow", "select About"),
    ("main menu: A opens a screen", "a"),
    ("B goes back", "b"),
    ("main menu: arrow", 'select "Play Ratscrew"'),
    ("A opens a setup", "a"),
    ("setup: arrow", "down; down; up; up"),
    # every seat a person's, so that every A at the table lays a card (an A at a computer's
    # turn does nothing, and the next frame, the computer's card, is not its answer)
    ("setup: arrow", 'select "2 "; right; select "3 "; right'),
    ("setup: arrow", "select Start"),
    ("A on Start: a game starts", "a"),
    ("Ratscrew: A lays a card", "wait 1000; a; a; a; a; a; a"),
    ("B pauses", "b"),
    ("pause menu: arrow", "down; up"),
    ("B goes back", "b; wait 500; b"),
    ("pause menu: arrow", 'select "Save & leave"'),
    ("A saves and leaves", "a"),
    ("setup: arrow", "select Start"),
    ("A on Start: a game starts", "a"),
    ("B pauses", "wait 1000; b"),
    ("A quits", "select Quit; a"),
    ("A quits", "a"),
    ("B goes back", "b"),
]
# Equi: two persons (seats 1 and 2) and two hard computer seats, seat 4 dealing, so a
# person plays first whatever the deal.
EQUI = [
    ("main menu: arrow", 'select "Play Equi"'),
    ("A opens a setup", "a"),
    ("setup: arrow", "select Players; right"),
    ("setup: arrow", 'select "2 "; right 2; select "3 "; right; select "4 "; right'),
    ("setup: arrow", "select Dealer; right 4; select Start"),
    ("A on Start: a game starts", "a"),
]
PERSONS = 2
TURNS = 4  # persons' turns timed
# Issue 31's (every key's p99 and most, a game's start, every module loaded with 80 KB free)
# and issue 18's that it keeps (a hand-off's and a turn's A, the hint)
TARGETS = {"median": 40, "p99": 50, "most": 60, "turn A": 60, "hint": 150, "start game": 80,
           "free KB": 80}  # fmt: skip


def taps(changes):
    """[(mask, hold ms)] of the simulator's key changes (a tap: pressed, then released)."""
    out = []
    down = {}
    for ms, mask in changes:
        for bit in range(6):
            b = 1 << bit
            if mask & b and b not in down:
                down[b] = ms
            elif not mask & b and b in down:
                out.append((b, ms - down.pop(b)))
    return out


def resolve(segments, prefix=""):
    """[(label, [(mask, hold)])]: each segment's taps, the simulator running the
    script so far each time (deterministic, so earlier taps come out the same)."""
    out = []
    script = prefix
    seen = len(taps(replay.key_changes(prefix, battery=BATTERY_MV, seed=1)[1])) if prefix else 0
    for label, keys in segments:
        script += keys + "\n"
        _run, changes = replay.key_changes(script, battery=BATTERY_MV, seed=1)
        all_taps = taps(changes)
        out.append((label, all_taps[seen:]))
        seen = len(all_taps)
    return out, script


class Keys:
    """Key timings by label."""

    def __init__(self):
        self.by = {}

    def add(self, label, ms):
        self.by.setdefault(label, []).append(ms)

    def all(self):
        return [v for vs in self.by.values() for v in vs if v is not None]


def writes(flash_log, gap_ms=100):
    """The durations (ms) of the bursts of flash operations: one a save."""
    out = []
    first = last = None
    for start, end, *_op in flash_log:
        if last is not None and start - last > gap_ms * 1e6:
            out.append((last - first) / 1e6)
            first = None
        first = start if first is None else first
        last = end
    if first is not None:
        out.append((last - first) / 1e6)
    return out


def pct(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def play_segments(pico, segments, keys):
    for label, tapped in segments:
        for mask, hold in tapped:
            ms = keytime.timed_tap(pico, mask, hold)[0]
            keys.add(label, ms)


# Which build the bench runs (main's --firmware, emulator.BUILDS): make deploy's, the
# developers' MicroPython with the game's ROMFS image, or make firmware's UF2 with the game
# frozen in; the UF2 files the emulated Pico takes for it.
FW = {"kind": "romfs", "uf2": None}
# Targets by build (issue figures): each build's start and heap are its own.
START_TARGET = {"romfs": 200, "frozen": 100}
HEAP_START_TARGET = {"romfs": 30, "frozen": 30}
HEAP_GAME_TARGET = {"romfs": 100, "frozen": 60}
BOOT_PY = probe.BOOT_PY  # (image_for()'s argument `probe` hides the module there)


def image_for(board, extra=None, probe=False):
    """The file system: main.py (on the romfs build) and `extra`; with probe, no main.py
    (the probe starts the app itself) and probe.py's /boot.py, which reads MicroPython's
    own heap after power-on."""
    if probe:
        extra = dict(extra or {}, **{"/boot.py": BOOT_PY, "/main.py": None})
    return emulator.fs_image(FW["kind"], extra)


def boot(image, board):
    pico = emulator.EmulatedPico(board, image, uf2=FW["uf2"])
    pico.power(vsys_mv=BATTERY_MV, usb=False)
    return pico


def main_source():
    """main.py's text where it is compiled at power-on (the romfs build: main.py is source
    on the file system); None where it is frozen."""
    return None if FW["kind"] == "frozen" else probe.main_source()


def pico_heap(reading, before, base):
    """A probe's heap reading as a Pico has it: MicroPython's own after a power-on (base,
    probe.py's BOOT_PY), plus what the app added since the probe's reading `before` it
    started the app (the probe's own code is in both)."""
    return base + reading - before


def measure_start(board, image_no_main, lang, parts=None):
    """main.py's phases (ms), the heap after the first frame and 1.5 s later (KB).  parts,
    a dict, gets where the first of those goes (KB): MicroPython's own after a power-on
    ("own"), the names the start interned ("names", and their count, "n_names"), and the
    rest, the code of our modules and what the app made ("code")."""
    pico = boot(image_no_main, board)
    with pico:
        pico.run(1000)
        out = pico.exec(probe.start_probe(main_source()))
    m = re.search(r"START (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)", out)
    idle = re.search(r"IDLE (\d+)", out)
    names = re.findall(r"n_qstr=(\d+), n_str_data_bytes=\d+, n_total_bytes=(\d+)", out)
    assert m and idle and len(names) >= 2, out
    base, before = int(m.group(7)), int(m.group(6))
    heap = pico_heap(int(m.group(5)), before, base)
    if parts is not None:
        interned = int(names[1][1]) - int(names[0][1])
        parts.update(
            own=base / 1024,
            names=interned / 1024,
            n_names=int(names[1][0]) - int(names[0][0]),
            code=(heap - base - interned) / 1024,
        )
    return (
        [int(v) / 1000 for v in m.groups()[:4]],
        heap / 1024,
        pico_heap(int(idle.group(1)), before, base) / 1024,
    )


def equi_turns(pico, keys, choices):
    """Time the keys of the persons' turns, and each computer seat's choice (into
    `choices`); returns the console lines."""
    turns = 0
    A, DOWN, RIGHT, LEFT, B = 16, 2, 8, 4, 32
    while turns < TURNS:
        lines = pico.console_text()
        if any(line.startswith("result equi") for line in lines):
            break
        keys.add("Equi hand-off: A shows the hand", keytime.timed_tap(pico, A)[0])
        for mask in (RIGHT, LEFT):
            keys.add("Equi turn: arrow", keytime.timed_tap(pico, mask)[0])
        keys.add("Equi turn: A marks a card", keytime.timed_tap(pico, A)[0])
        keys.add("Equi turn: A marks a card", keytime.timed_tap(pico, A)[0])  # (unmarks)
        for _ in range(8):
            keys.add("Equi turn: arrow", keytime.timed_tap(pico, DOWN)[0])
        keys.add("Equi turn: A on Take, refused", keytime.timed_tap(pico, A)[0])
        keys.add("Equi turn: arrow", keytime.timed_tap(pico, RIGHT)[0])
        keys.add("Equi turn: A on Hint", keytime.timed_tap(pico, A)[0])
        if turns == 0:
            keys.add("B pauses", keytime.timed_tap(pico, B)[0])
            keys.add("pause menu: arrow", keytime.timed_tap(pico, DOWN)[0])
            keys.add("pause menu: arrow", keytime.timed_tap(pico, 1)[0])
            keys.add("B goes back", keytime.timed_tap(pico, B)[0])
        pico.console()
        ms, _t0, log = keytime.timed_tap(pico, A, hold_ms=800)
        keys.add("Equi turn: long A takes, the computers follow", ms)
        turns += 1
        # the computer seats move, then the next person's hand-off waits
        pico.run_until(idle_ms=1500, ms=60_000)
        log += pico.display_log()
        moves = [(t, line) for t, line in pico.console() if line.startswith("move equi ")]
        assert moves, "the long A did not move"
        # the computer seats': from "... thinks" on screen (a frame after the move before)
        for (before, _l), (t, _line) in zip(moves, moves[1:]):
            shown = [end for _s, end, data in log if data and before < end <= t]
            if shown:
                choices.append(t - shown[-1])
    return pico.console_text()


def module_names(board):
    """Every module of ours, as the device imports it: firmware/ but main.py, the
    registry of boards and the board's module (tools/freeze.py's list)."""
    names = []
    for path in sorted(freeze.frozen_sources(board)):
        if path in ("main.py", "_boot.py"):
            continue
        name = path[: -len(".py")].replace("/", ".")
        names.append(name[: -len(".__init__")] if name.endswith(".__init__") else name)
    return names


def every_module(board, settings):
    """Every module of ours imported after a start's FRESH (the app stopped): how many,
    where a MemoryError stopped it (or None), and the heap in use and free then."""
    names = module_names(board)
    with boot(image_for(board, settings, probe=True), board) as pico:
        pico.run(1000)
        out = pico.exec(probe.every_module(main_source(), names), ms=60_000)
    m = re.search(r"EVERY (\d+) (-?\d+) (\d+) (\d+) (\d+) (\d+)", out)
    assert m, out
    n, stop, alloc, free, before, base = (int(v) for v in m.groups())
    return {
        "modules": n,
        "stopped_at": None if stop < 0 else stop,
        "stopped_name": None if stop < 0 else names[stop],
        "in_use": pico_heap(alloc, before, base),
        "free": free,
    }


def heap_pass(board, english, menus, setup, fast):
    """The same session with the heap read after every frame (tools/picoemu/probe.py):
    {game: [bytes, ...] while its table or its pause menu is up}, and every reading."""
    _r, pre = replay.key_changes(fast, battery=BATTERY_MV, seed=1)
    lines = []
    for equi in (False, True):  # the shell's screens and Ratscrew, then an Equi game
        with boot(image_for(board, english, probe=True), board) as pico:
            pico.run(1000)  # (the frozen firmware's own start runs, launch() stops it)
            pico.launch(probe.heap_loop(main_source()))
            assert pico.run_until(text="ready probe", ms=10_000)
            replay.play(pico, pre)
            if equi:
                play_segments(pico, setup, Keys())
                pico.run_until(idle_ms=1500, ms=60_000)
                equi_turns(pico, Keys(), [])
            else:
                play_segments(pico, menus, Keys())
            lines += pico.console_text()
    game = None
    by_game = {}
    readings = []
    before = base = None
    for line in lines:
        if line.startswith("game "):
            game = line.split()[1]
        elif line.startswith(("result ", "quit ", "leave ")):
            game = None
        elif "ready probe " in line:  # (after the raw REPL's "OK")
            before, base = (int(v) for v in line.split()[-2:])
        elif line.startswith("H "):
            assert before is not None, "a heap reading before the probe's ready line"
            _h, top, n = line.split()
            n = pico_heap(int(n), before, base)
            readings.append((top, n))
            if game:
                by_game.setdefault(game, []).append(n)
    return by_game, readings


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    ap.add_argument(
        "--firmware",
        choices=emulator.BUILDS,
        default="romfs",
        help="make deploy's build (the game's ROMFS image) or make firmware's UF2",
    )
    ap.add_argument("--json", help="write the figures here too")
    opts = ap.parse_args(argv)
    why = emulator.available()
    if why:
        print("bench_pico: " + why)
        return 1
    board = opts.board
    FW["kind"] = kind = opts.firmware
    try:
        FW["uf2"] = emulator.firmware_for(kind, board)
    except emulator.EmulatorError as e:
        print("bench_pico: the %s build for %s: %s" % (kind, board, e))
        return 1
    results = {}
    english = {"/data/settings.json": b'{"lang": 0}'}
    image = image_for(board, english)
    print(
        "emulated Pico: %s, %s, VSYS %d mV"
        % ("make firmware's UF2, the game frozen in" if kind == "frozen"
           else "the developers' MicroPython 1.27, the game's ROMFS image", board, BATTERY_MV)
    )  # fmt: skip

    # -- the start ---------------------------------------------------------------------
    with boot(image, board) as pico:
        pico.run_until(frames=1, ms=5000)  # the main menu, the panel turned on after it
        log = pico.display_log()
        bursts = [b for b in log if b[2]]
        first = bursts[-1][1] if bursts else None
        pico.run_until(text="ready ", ms=5000)
        pico.run(2000)
        pico.stats()
        busy0 = pico.stats()
        pico.run(10_000)
        busy1 = pico.stats()
    idle = (busy1["busy_ns"] - busy0["busy_ns"]) / (
        (busy1["busy_ns"] + busy1["wait_ns"]) - (busy0["busy_ns"] + busy0["wait_ns"])
    )
    phases, heap_start, _idle = measure_start(board, image_for(board, english, probe=True), 0)
    results["start"] = {
        "power_on_to_first_frame_ms": first,
        "phases_ms": phases,
        "heap_kb": heap_start,
    }
    print("power-on to the main menu on screen: %.0f ms" % first)
    target = START_TARGET[kind]
    if kind == "frozen":  # (the probe runs after the firmware's own start: imports done)
        print("start to first frame (power-on to the main menu, MicroPython's own start "
              "included): %.0f ms; target < %d ms: %s"
              % (first, target, "ok" if first < target else "OVER"))  # fmt: skip
    else:
        print(
            "start to first frame (main.py's phases, import / board / App() / first frame): "
            "%.0f ms (%.0f / %.0f / %.0f / %.0f); target < %d ms: %s"
            % ((sum(phases),) + tuple(phases)
               + (target, "ok" if sum(phases) < target else "OVER"))
        )  # fmt: skip
    heaps = []
    later = []  # the same starts' readings 1.5 s later
    parts = []  # where each start's heap goes
    for i, name in enumerate(LANGS):
        extra = {"/data/settings.json": b'{"lang": %d}' % i}
        parts.append({})
        _p, kb, kb_later = measure_start(board, image_for(board, extra, probe=True), i, parts[-1])
        heaps.append((name, kb))
        later.append(kb_later)
    _p, first_kb, first_later = measure_start(board, image_for(board, None, probe=True), 0)
    later.append(first_later)
    most = max([kb for _n, kb in heaps] + [first_kb])
    results["heap_after_start_kb"] = dict(heaps, first_start=first_kb)
    print(
        "heap after start: %s; the very first start (the language chooser) %.1f KB; "
        "at most %.1f, target < %d KB: %s"
        % (
            ", ".join("%s %.1f KB" % h for h in heaps),
            first_kb,
            most,
            HEAP_START_TARGET[kind],
            "ok" if most < HEAP_START_TARGET[kind] else "OVER",
        )
    )
    worst = max(range(len(heaps)), key=lambda i: heaps[i][1])
    part = results["heap_after_start_parts_kb"] = parts[worst]
    print(
        "heap after start, %s, where it goes: MicroPython's own %.1f KB, names interned by "
        "the start %.1f KB (%d names), our modules' code and the app's objects %.1f KB"
        % (heaps[worst][0], part["own"], part["names"], part["n_names"], part["code"])
    )  # fmt: skip
    results["heap_start_idle_kb"] = later
    print(
        "heap 1.5 s later, the first screen's preloads done: %s; the language chooser %.1f KB"
        % (", ".join("%s %.1f KB" % (n, kb) for (n, _k), kb in zip(heaps, later)), later[-1])
    )  # fmt: skip
    results["idle_busy"] = idle
    print("CPU busy while the main menu waits: %.2f %%; target < 2 %%: %s"
          % (idle * 100, "ok" if idle < 0.02 else "OVER"))  # fmt: skip

    # -- keys --------------------------------------------------------------------------
    keys = Keys()
    fast = 'open Settings; select "Screen off"; right 3; b\n'
    menus, _ = resolve(MENUS, prefix=fast)
    setup, _ = resolve(EQUI, prefix=fast)
    _r, pre = replay.key_changes(fast, battery=BATTERY_MV, seed=1)
    with boot(image, board) as pico:  # every screen of the shell and of Ratscrew
        pico.run_until(text="ready ", ms=5000)
        replay.play(pico, pre)
        play_segments(pico, menus, keys)
        lines = pico.console_text()
    with boot(image, board) as pico:  # an Equi game, from a start of its own
        pico.run_until(text="ready ", ms=5000)
        replay.play(pico, pre)
        play_segments(pico, setup, keys)
        pico.run_until(idle_ms=1500, ms=60_000)
        pico.stats()  # (the flash log so far: the settings' writes)
        choices = []
        lines += equi_turns(pico, keys, choices)
        flash_log = pico.stats()["flash_log"]
    games = [line for line in lines if line.startswith("game ")]
    print("keys timed in: " + "; ".join(games))
    print("\nkey to the frame that answers it (ms): label: n, median, p90, most")
    for label, values in keys.by.items():
        got = [v for v in values if v is not None]
        missing = len(values) - len(got)
        print("  %-48s %3d  %5.1f  %5.1f  %5.1f%s" % (
            label, len(got), statistics.median(got), pct(got, 90), max(got),
            " (+%d that change nothing on screen)" % missing if missing else ""))  # fmt: skip
    every = keys.all()
    med, p99, most = statistics.median(every), pct(every, 99), max(every)
    results["keys"] = {k: v for k, v in keys.by.items()}
    print(
        "every key (%d): median %.1f ms (target < %d: %s), p99 %.1f ms (target < %d: %s), "
        "most %.1f ms (target < %d: %s)"
        % (len(every), med, TARGETS["median"], "ok" if med < TARGETS["median"] else "OVER",
           p99, TARGETS["p99"], "ok" if p99 < TARGETS["p99"] else "OVER", most, TARGETS["most"],
           "ok" if most < TARGETS["most"] else "OVER")
    )  # fmt: skip
    turn_a = [
        v
        for k, vs in keys.by.items()
        if k.startswith("Equi turn: A") and "Hint" not in k
        for v in vs
        if v
    ]
    hint = [v for v in keys.by.get("Equi turn: A on Hint", []) if v]
    # the device issue's "A with a computer seat's move following, A on a hand-off": the
    # frame that answers the key < 60 ms, the move after it
    for label in (
        "Equi hand-off: A shows the hand",
        "Equi turn: long A takes, the computers follow",
    ):
        most = max(v for v in keys.by.get(label, []) if v)
        target = TARGETS["turn A"]
        print(
            "%s: most %.1f ms, target < %d: %s"
            % (label, most, target, "ok" if most < target else "OVER")
        )
    print(
        "A at a person's Equi turn (mark, Take, refused Take): most %.1f ms, target < %d: %s"
        % (max(turn_a), TARGETS["turn A"], "ok" if max(turn_a) < TARGETS["turn A"] else "OVER")
    )
    print(
        "Hint: most %.1f ms, target < %d: %s"
        % (max(hint), TARGETS["hint"], "ok" if max(hint) < TARGETS["hint"] else "OVER")
    )
    start = keys.by.get("A on Start: a game starts", [])
    print(
        "starting a game (A on Start to the table's first frame): %s ms; target < %d: %s"
        % (
            ", ".join("%.0f" % v for v in start),
            TARGETS["start game"],
            "ok" if max(start) < TARGETS["start game"] else "OVER",
        )  # fmt: skip
    )
    results["hard_choice_ms"] = choices
    print(
        "a hard computer seat's choice, from '... thinks' on screen to its move: %d, mean %.0f "
        "ms, most %.0f ms; target < 300: %s"
        % (len(choices), statistics.mean(choices), max(choices),
           "ok" if max(choices) < 300 else "OVER")
    )  # fmt: skip
    saves = writes(flash_log)
    results["saves_ms"] = saves
    print(
        "autosaves during the Equi game (flash busy, first erase to last program): %d, "
        "median %.0f ms, most %.0f ms (the frame is out before one starts)"
        % (len(saves), statistics.median(saves), max(saves))
    )
    every = every_module(board, english)
    results["every_module"] = every
    if every["stopped_at"] is None:
        free = every["free"] / 1024
        print(
            "every module of ours imported at once (%d): %.1f KB in use, %.1f KB free; "
            "target >= %d KB free: %s"
            % (every["modules"], every["in_use"] / 1024, free, TARGETS["free KB"],
               "ok" if free >= TARGETS["free KB"] else "OVER")
        )  # fmt: skip
    else:
        print(
            "every module of ours imported at once (%d): MemoryError at module %d (%s)"
            % (every["modules"], every["stopped_at"] + 1, every["stopped_name"])
        )
    by_game, readings = heap_pass(board, english, menus, setup, fast)
    results["heap_by_game"] = by_game
    for game, values in sorted(by_game.items()):
        most = max(values) / 1024
        print(
            "heap during the %s game (gc.collect, mem_alloc after each of %d frames): most %.1f "
            "KB, median %.1f KB; target < %d KB: %s"
            % (game, len(values), most, statistics.median(values) / 1024,
               HEAP_GAME_TARGET[kind], "ok" if most < HEAP_GAME_TARGET[kind] else "OVER")
        )  # fmt: skip
    tops = {}
    for top, n in readings:
        tops[top] = max(tops.get(top, 0), n)
    ranked = sorted(tops.items(), key=lambda i: -i[1])
    print(
        "heap by screen on top (most, KB): "
        + ", ".join("%s %.1f" % (t, n / 1024) for t, n in ranked)
    )
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

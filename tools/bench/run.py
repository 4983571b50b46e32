"""`make bench`: the benches in one run, their figures in one table and one JSON file.

Usage: python tools/bench/run.py [--board pico-ssd1306] [--reuse] [--docs]

Runs tools/bench/pico.py on both builds of the emulated Pico (make firmware's, the game
frozen in, and make deploy's, the game's ROMFS image) and tools/bench/pico2.py (the Pico 2's
heap, in the MicroPython VM on the host), then prints every figure beside its target and
where it was measured: "emulated Pico frozen", "emulated Pico romfs" or "host".  The
figures go to build/bench.json; --docs copies them to docs/figures.json, the figures README
and docs/ quote, and writes each figure the docs quote anew from them (a number marked
`<!-- fig:key -->`, to as many decimals as it had; host_tests/test_docs_figures.py checks
that they agree).  --reuse tables
the benches' JSON of the last run (build/bench-*.json) without running them again.

Exits 1 only when a figure measured on the emulated Pico misses its target (or a bench
could not run); a host figure over its target is printed as over, and is not a failure:
the host's speed is not the Pico's.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.join(ROOT, "build")
OUT = os.path.join(BUILD, "bench.json")
DOCS_COPY = os.path.join(ROOT, "docs", "figures.json")
BUILDS = ("frozen", "romfs")
KB = 1024

sys.path[:0] = [
    HERE,
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "tools", "builders"),
    os.path.join(ROOT, "tools", "play"),
    os.path.join(ROOT, "tools", "picoemu"),
]

import pico  # noqa: E402  (the targets and the percentile of tools/bench/pico.py)

# a figure the docs quote: the number, its unit, its key (host_tests/test_docs_figures.py)
MARK = re.compile(r"(-?\d+(?:\.\d+)?)(\s*(?:ms|KB|%|s)?\s*<!-- fig:([\w.]+) -->)")


def where_of(build):
    return "emulated Pico " + build


def run(script, *args):
    cmd = [sys.executable, os.path.join(HERE, script), *args]
    print("$ " + " ".join([os.path.relpath(cmd[1], ROOT), *args]), flush=True)
    return subprocess.call(cmd, cwd=ROOT)


class Table:
    def __init__(self):
        self.figures = {}

    def add(self, key, label, value, unit, where, below=None, at_least=None):
        """One figure: `below` an upper target (value < below), `at_least` a lower one."""
        if below is not None:
            target, ok = {"op": "<", "value": below}, value < below
        elif at_least is not None:
            target, ok = {"op": ">=", "value": at_least}, value >= at_least
        else:
            target, ok = None, None
        self.figures[key] = {
            "label": label,
            "value": round(value, 1),
            "unit": unit,
            "target": target,
            "ok": ok,
            "where": where,
        }

    def missed(self):
        """The keys of the emulated Pico's figures over their targets."""
        return [
            k
            for k, f in self.figures.items()
            if f["ok"] is False and f["where"].startswith("emulated Pico")
        ]

    def print(self):
        head = "%-62s %9s %10s %5s  %s" % ("figure", "value", "target", "", "where measured")
        print(head)
        print("-" * len(head))
        for f in self.figures.values():
            t = f["target"]
            target = "%s %g" % (t["op"], t["value"]) if t else ""
            ok = "" if f["ok"] is None else ("ok" if f["ok"] else "OVER")
            print(
                "%-62s %9s %10s %5s  %s"
                % (f["label"][:62], "%g %s" % (f["value"], f["unit"]), target, ok, f["where"])
            )


def pico_figures(table, build, d):
    """tools/bench/pico.py's JSON (one build) as figures."""
    w = where_of(build)
    p = build + "."
    start = d["start"]
    table.add(
        p + "start_ms",
        "power-on to the main menu on screen (%s)" % build,
        start["power_on_to_first_frame_ms"],
        "ms",
        w,
        below=pico.START_TARGET[build],
    )
    heaps = d["heap_after_start_kb"]
    table.add(
        p + "heap_start_kb",
        "heap after start, most of the languages (%s)" % build,
        max(heaps.values()),
        "KB",
        w,
        below=pico.HEAP_START_TARGET[build],
    )
    parts = d.get("heap_after_start_parts_kb")
    if parts:
        for part, label in (
            ("own", "MicroPython's own"),
            ("names", "names interned"),
            ("code", "our code, objects"),
        ):
            table.add(
                "%sheap_start_%s_kb" % (p, part),
                "heap after start, worst language: %s (%s)" % (label, build),
                parts[part],
                "KB",
                w,
            )
    table.add(
        p + "idle_busy_pct",
        "CPU busy while the main menu waits (%s)" % build,
        d["idle_busy"] * 100,
        "%",
        w,
        below=2,
    )
    every = [v for vs in d["keys"].values() for v in vs if v is not None]
    t = pico.TARGETS
    # every key's p99 and most: judged on the frozen firmware, the figure of record (issue
    # 31); make deploy's build, its names interned in RAM as its modules load, reports them
    judged = build in pico.KEYS_JUDGED
    table.add(p + "keys_count", "every key timed: how many (%s)" % build, len(every), "", w)
    table.add(
        p + "keys_median_ms",
        "every key to its frame: median (%s)" % build,
        statistics.median(every),
        "ms",
        w,
        below=t["median"],
    )
    table.add(
        p + "keys_p99_ms",
        "every key to its frame: p99 (%s)" % build,
        pico.pct(every, 99),
        "ms",
        w,
        below=t["p99"] if judged else None,
    )
    table.add(
        p + "keys_most_ms",
        "every key to its frame: most (%s)" % build,
        max(every),
        "ms",
        w,
        below=t["most"] if judged else None,
    )
    start_game = [v for v in d["keys"].get("A on Start: a game starts", []) if v is not None]
    table.add(
        p + "start_game_ms",
        "starting a game, most (%s)" % build,
        max(start_game),
        "ms",
        w,
        below=t["start game"],
    )
    g = pico.GAME_TARGETS
    for game, got in sorted(d.get("keys_by_game", {}).items()):
        q = "%s%s." % (p, game)
        table.add(
            q + "keys_median_ms",
            "%s's keys: median (%s)" % (game, build),
            statistics.median(got),
            "ms",
            w,
            below=g["median"],
        )
        table.add(
            q + "keys_p99_ms",
            "%s's keys: p99 (%s)" % (game, build),
            pico.pct(got, 99),
            "ms",
            w,
            below=g["p99"],
        )
        table.add(
            q + "keys_most_ms",
            "%s's keys: most (%s)" % (game, build),
            max(got),
            "ms",
            w,
            below=g["most"],
        )
    choices = d.get("computer_choice_ms")
    if choices:
        table.add(
            p + "computer_choice_ms",
            "a computer seat's move, most (%s)" % build,
            max(choices),
            "ms",
            w,
            below=300,
        )
    saves = d.get("saves_ms")
    if saves:
        table.add(
            p + "save_ms",
            "an autosave, flash busy, median (%s)" % build,
            statistics.median(saves),
            "ms",
            w,
        )
    every_module = d["every_module"]
    table.add(
        p + "every_module_count",
        "every module imported at once: how many (%s)" % build,
        every_module["modules"],
        "",
        w,
    )
    if every_module["stopped_at"] is None:
        table.add(
            p + "every_module_in_use_kb",
            "every module imported at once: heap in use (%s)" % build,
            every_module["in_use"] / KB,
            "KB",
            w,
        )
        table.add(
            p + "every_module_free_kb",
            "every module imported at once: heap free (%s)" % build,
            every_module["free"] / KB,
            "KB",
            w,
            at_least=t["free KB"],
        )
    else:  # a MemoryError: nothing free
        table.add(
            p + "every_module_free_kb",
            "every module imported at once: heap free (%s)" % build,
            0,
            "KB",
            w,
            at_least=t["free KB"],
        )
    for game, values in sorted(d["heap_by_game"].items()):
        table.add(
            "%s%s.heap_game_kb" % (p, game),
            "heap during the %s game, most (%s)" % (game, build),
            max(values) / KB,
            "KB",
            w,
            below=pico.HEAP_GAME_TARGET[build],
        )


def pico2_figures(table, d):
    """tools/bench/pico2.py's JSON: the Pico 2's heap reckoned from MicroPython's source,
    filled in the MicroPython VM on the host."""
    heap = d["pico2_heap"]
    table.add(
        "pico2.heap_kb",
        "Pico 2: the heap MicroPython has (from its source)",
        heap / KB,
        "KB",
        "host",
    )
    table.add(
        "pico2.heap_start_kb", "Pico 2: heap after start (VM)", d["start"] / KB, "KB", "host"
    )
    for game, readings in sorted(d["games"].items()):
        table.add(
            "pico2.%s.heap_game_kb" % game,
            "Pico 2: heap during the %s game, most (VM)" % game,
            max(readings) / KB,
            "KB",
            "host",
        )


def doc_files():
    docs = os.path.join(ROOT, "docs")
    names = sorted(n for n in os.listdir(docs) if n.endswith(".md"))
    return [os.path.join(ROOT, "README.md")] + [os.path.join(docs, n) for n in names]


def update_docs(figures):
    """Each marked figure of README.md and docs/*.md written anew from figures; returns
    the keys quoted that figures lacks."""
    missing = []

    def new(m):
        number, rest, key = m.group(1), m.group(2), m.group(3)
        if key not in figures:
            missing.append(key)
            return m.group(0)
        places = len(number.partition(".")[2])
        return "%.*f%s" % (places, figures[key]["value"], rest)

    for path in doc_files():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        changed = MARK.sub(new, text)
        if changed != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(changed)
            print("figures written anew in %s" % os.path.relpath(path, ROOT))
    return missing


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    ap.add_argument("--reuse", action="store_true", help="table the last run's JSON")
    ap.add_argument(
        "--docs", action="store_true", help="the figures to docs/figures.json and the docs"
    )
    opts = ap.parse_args(argv)
    os.makedirs(BUILD, exist_ok=True)
    failed = []
    sources = {}
    for build in BUILDS:
        path = os.path.join(BUILD, "bench-%s.json" % build)
        sources[build] = os.path.relpath(path, ROOT)
        if not opts.reuse:
            if os.path.exists(path):
                os.remove(path)
            rc = run("pico.py", "--board", opts.board, "--firmware", build, "--json", path)
            if rc or not os.path.exists(path):
                failed.append("pico.py --firmware %s" % build)
    path2 = os.path.join(BUILD, "bench-pico2.json")
    sources["pico2"] = os.path.relpath(path2, ROOT)
    if not opts.reuse:
        if os.path.exists(path2):
            os.remove(path2)
        if run("pico2.py", "--json", path2) or not os.path.exists(path2):
            failed.append("pico2.py")

    table = Table()
    for build in BUILDS:
        path = os.path.join(ROOT, sources[build])
        if os.path.exists(path):
            with open(path) as f:
                pico_figures(table, build, json.load(f))
    if os.path.exists(path2):
        with open(path2) as f:
            pico2_figures(table, json.load(f))
    print()
    table.print()
    with open(OUT, "w") as f:
        json.dump({"board": opts.board, "figures": table.figures}, f, indent=1)
        f.write("\n")
    print("\nthe figures: %s" % os.path.relpath(OUT, ROOT))
    if opts.docs:
        shutil.copyfile(OUT, DOCS_COPY)
        print("copied to %s" % os.path.relpath(DOCS_COPY, ROOT))
        for key in update_docs(table.figures):
            print("the docs quote %s, which this run has not measured" % key)
    missed = table.missed()
    for name in failed:
        print("bench failed: %s" % name)
    for key in missed:
        print("target missed on the emulated Pico: %s" % key)
    return 1 if failed or missed else 0


if __name__ == "__main__":
    sys.exit(main())

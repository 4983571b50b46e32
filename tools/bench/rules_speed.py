"""Rules-engine benchmark: speed, save size and heap, on CPython and the MicroPython VM.

Usage: python tools/bench/rules_speed.py
Host figures only: the VM's and CPython's speeds say nothing dependable about a Pico's.  On
the Pico a card laid is a key at the table, timed to its frame on the emulated Pico by
tools/bench/pico.py (`make bench`); the save's size is the Pico's, the heap the VM's reading.
"""

import json
import os
import runpy
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "tools", "builders"),
    os.path.join(ROOT, "tools", "play"),
    os.path.join(ROOT, "firmware"),
    os.path.join(ROOT, "tools", "hostlib"),
    os.path.join(ROOT, "tools", "vm"),
    os.path.join(ROOT, "tools", "bench", "core"),
]

from mpvm import MicroPythonVM  # noqa: E402

TARGETS = {"save_bytes": 200, "heap_live": 16 * 1024}


def cpython():
    import io
    from contextlib import redirect_stdout

    buf = io.StringIO()
    with redirect_stdout(buf):
        runpy.run_path(
            os.path.join(ROOT, "tools", "bench", "core", "ratscrew_core.py"), run_name="__main__"
        )
    return json.loads(buf.getvalue())


def micropython():
    vm = MicroPythonVM(mounts=[(os.path.join(ROOT, "tools", "bench", "core"), "/lib")])
    speed = {}
    code = "import ratscrew_core\nratscrew_core.main()\n"
    for line in vm.run(code).splitlines():
        speed.update(json.loads(line))
    heap = json.loads(
        vm.run(
            "import ratscrew_core\nratscrew_core.heap_begin()\n",
            loop="ratscrew_core.heap_step()\n",
        )
    )
    speed.update(heap)
    return speed


def verdict(ok):
    return "ok" if ok else "OVER TARGET"


def main():
    try:
        mp = micropython()
    except (OSError, subprocess.SubprocessError, RuntimeError) as e:
        print("cannot run the MicroPython VM: %s" % e, file=sys.stderr)
        return 1
    cp = cpython()
    rows = [
        ("us per card laid, 2 players", "us_per_card_2", "%.1f"),
        ("us per card laid, 6 players", "us_per_card_6", "%.1f"),
        ("us per card laid, 4 players, jokers name", "us_per_card_name", "%.1f"),
        ("whole games per second, 2 players", "games_per_s_2", "%.0f"),
        ("whole games per second, 6 players", "games_per_s_6", "%.0f"),
        ("longest save (bytes)", "save_bytes", "%d"),
    ]
    print("Ratscrew engine (firmware/rules/ratscrew.py), host figures (the Pico's: make bench)")
    print("%-44s %12s %12s" % ("", "CPython", "MicroPython"))
    for label, key, fmt in rows:
        print("%-44s %12s %12s" % (label, fmt % cp[key], fmt % mp[key]))
    print("%-44s %12s %12d" % ("peak live engine heap (bytes)", "-", mp["heap_live"]))
    print("%-44s %12s %12d" % ("most allocated in one step (bytes)", "-", mp["heap_step"]))
    print()
    print("targets (the save's size, the engine's heap in the VM):")
    print(
        "  save size        %7d B   < %d B    %s"
        % (
            mp["save_bytes"],
            TARGETS["save_bytes"],
            verdict(mp["save_bytes"] < TARGETS["save_bytes"]),
        )
    )
    print(
        "  peak engine heap %7d B   < %d B %s"
        % (mp["heap_live"], TARGETS["heap_live"], verdict(mp["heap_live"] < TARGETS["heap_live"]))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

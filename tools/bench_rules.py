"""Rules-engine benchmark: speed, save size and heap, on CPython and the MicroPython VM.

Usage: python tools/bench_rules.py
Pico times are estimated from the reference loop timed in the same VM run
(tools/benchcore/calibrate.py) and printed beside the VM figures; the speed target is the
Pico's.
"""

import json
import os
import runpy
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [
    os.path.join(ROOT, "firmware"),
    os.path.join(ROOT, "tools", "hostlib"),
    os.path.join(ROOT, "tools", "benchcore"),
]

import calibrate  # noqa: E402

from mpvm import MicroPythonVM  # noqa: E402

TARGETS = {"pico_ms_per_card": 7.5, "save_bytes": 200, "heap_live": 16 * 1024}


def cpython():
    import io
    from contextlib import redirect_stdout

    buf = io.StringIO()
    with redirect_stdout(buf):
        runpy.run_path(
            os.path.join(ROOT, "tools", "benchcore", "ratscrew_core.py"), run_name="__main__"
        )
    return json.loads(buf.getvalue())


def micropython():
    vm = MicroPythonVM(mounts=[(os.path.join(ROOT, "tools", "benchcore"), "/lib")])
    speed = {}
    code = (
        "import calibrate, json, ratscrew_core\n"
        "ratscrew_core.main()\n"
        "print(json.dumps({'loop_ms': calibrate.reference()}))\n"
    )
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
    scale = calibrate.Scale(mp["loop_ms"])
    print("Ratscrew engine (firmware/rules/ratscrew.py)")
    for line in scale.lines():
        print("  " + line)
    print("%-44s %12s %12s %12s" % ("", "CPython", "MicroPython", "Pico est."))
    for label, key, fmt in rows:
        pico = ""
        if key.startswith("us_per_card"):
            pico = "%.2f ms" % (scale.python(mp[key]) / 1000)
        elif key.startswith("games_per_s"):
            pico = "%.1f" % (mp[key] / scale.loop)
        print("%-44s %12s %12s %12s" % (label, fmt % cp[key], fmt % mp[key], pico))
    print("%-44s %12s %12d %12s" % ("peak live engine heap (bytes)", "-", mp["heap_live"], "same"))
    print(
        "%-44s %12s %12d %12s"
        % ("most allocated in one step (bytes)", "-", mp["heap_step"], "same")
    )
    worst = max(mp["us_per_card_2"], mp["us_per_card_6"], mp["us_per_card_name"])
    worst_pico = scale.python(worst) / 1000
    print()
    print("targets (time on the Pico, estimated; sizes as on the VM):")
    print(
        "  laying a card    %7.2f ms  < %g ms   %s"
        % (
            worst_pico,
            TARGETS["pico_ms_per_card"],
            verdict(worst_pico < TARGETS["pico_ms_per_card"]),
        )
    )
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

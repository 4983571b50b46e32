"""`make deploy` timed on the emulated Pico: the developers' MicroPython (make firmware's
romfs-RPI_PICO.uf2) on an erased Pico, reached through its USB console on a
pseudo-terminal in real time (tools/picoemu/bridge.py), as a Pico on a cable is.

Usage: python tools/bench/deploy_time.py [--board pico-ssd1306]

Three deploys one after the other: the first (the game's ROMFS image written, main.py
copied), again with nothing changed (nothing written), and after one module changed (a
comment line added at the top of shell/mainmenu.py, which moves its line numbers: the
image is written again).  They run from a copy of the project's firmware, boards and
tools in a temporary folder, the change made there, so the tree is never touched.  Each
line gives the wall-clock time deploy took (it ends a second after the app's ready line,
with what the app printed in that second), and the device's side
of it: the emulated time, the CPU's busy share of it and the flash's erases and programs
(the chip's typical times, docs/pico.md).  The emulated USB link and the bridge, which
runs the emulator in 1 ms slices paced to the wall clock, carry the bytes more slowly than
a Pico's USB; the device's busy time is the figure a board would come close to.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "tools", "builders"),
    os.path.join(ROOT, "tools", "play"),
    os.path.join(ROOT, "tools", "picoemu"),
]

import bridge  # noqa: E402
import emulator  # noqa: E402

CHANGED = "shell/mainmenu.py"


def copy_project(dest):
    """The parts of the project deploy reads, copied to dest (build/ made anew there)."""
    for top in ("firmware", "boards", "tools"):
        shutil.copytree(
            os.path.join(ROOT, top),
            os.path.join(dest, top),
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
        )
    return os.path.join(dest, "tools", "deploy.py")


def timed_deploy(pico, tool, board):
    """(wall s, the deploy's output, the device's figures) of one deploy."""
    stats0 = pico.stats()
    ms0 = pico.ms
    with bridge.Bridge(pico) as port:
        began = time.monotonic()
        proc = subprocess.run(
            [sys.executable, tool, "--board", board, "--port", port.port],
            capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        wall = time.monotonic() - began
    if proc.returncode or port.error:
        raise RuntimeError("deploy failed: %s%s%s" % (proc.stdout, proc.stderr, port.error or ""))
    stats = pico.stats()
    log = stats["flash_log"]
    device = {
        "ms": pico.ms - ms0,
        "busy_ms": (stats["busy_ns"] - stats0["busy_ns"]) / 1e6,
        "erases": [op for op in log if op[2] == "erase"],
        "programs": [op for op in log if op[2] == "program"],
    }
    return wall, proc.stdout, device


def line(label, wall, out, device):
    said = [s for s in out.splitlines() if s.startswith(("ROMFS image", "file system:", "copy "))]
    erase_ms = sum(op[1] - op[0] for op in device["erases"]) / 1e6
    program_ms = sum(op[1] - op[0] for op in device["programs"]) / 1e6
    return (
        "%s: %.1f s (deploy's end, a second after the app's ready line); the device: %.1f s "
        "emulated, %.1f s of it busy, "
        "%d erases (%.0f ms), %d programs (%.0f ms); deploy said: %s"
        % (label, wall, device["ms"] / 1000, device["busy_ms"] / 1000, len(device["erases"]),
           erase_ms, len(device["programs"]), program_ms, "; ".join(said))
    )  # fmt: skip


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    opts = ap.parse_args(argv)
    why = emulator.available()
    if why:
        print("bench_deploy: " + why)
        return 1
    try:
        firmware = emulator.firmware_for("romfs", opts.board)[:1]  # MicroPython alone
    except emulator.EmulatorError as e:
        print("bench_deploy: the developers' MicroPython: %s" % e)
        return 1
    print("make deploy onto the emulated Pico running the developers' MicroPython, %s, "
          "erased, its USB console on a pseudo-terminal in real time" % opts.board)  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="bench-deploy-") as copy:
        tool = copy_project(copy)
        # (make deploy's prerequisite, make build: the .mpy files it checks the device with)
        subprocess.run([sys.executable, os.path.join(copy, "tools", "build.py")], check=True,
                       capture_output=True)  # fmt: skip
        with emulator.EmulatedPico(opts.board, None, uf2=firmware) as pico:
            pico.power(vsys_mv=4500, usb=True)
            pico.run(1000)  # (MicroPython makes its file system)
            for label in ("first deploy", "again, nothing changed", "one module changed"):
                if label == "one module changed":
                    path = os.path.join(copy, "firmware", CHANGED)
                    with open(path) as f:
                        source = f.read()
                    with open(path, "w") as f:
                        f.write("# bench_deploy: one module changed\n" + source)
                wall, out, device = timed_deploy(pico, tool, opts.board)
                total = re.search(r"\(([\d.]+) s in all\)", out)
                assert total, out
                print(line(label, wall, out, device))
    print("what deploy printed the last time:")
    for said in out.splitlines():
        print("  " + said)
    return 0


if __name__ == "__main__":
    sys.exit(main())

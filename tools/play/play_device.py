"""`make play`: the handheld in this terminal, on the simulator (tools/sim).

Usage: python tools/play/play_device.py [--sim | --ask] [simulator options...]
If a Pico is plugged in over USB it says how to put the game on it instead (with --ask it
asks which you want).  Simulator options pass through: --flash DIR keeps the settings
elsewhere than sim-flash/, --help lists them all.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))

PICO_VID = 0x2E8A  # Raspberry Pi: the Pico's USB serial port under MicroPython


def attached_picos():
    try:
        from serial.tools import list_ports
    except ImportError:  # pyserial comes with mpremote; without it there is no deploy either
        return []
    return sorted(p.device for p in list_ports.comports() if p.vid == PICO_VID)


def main(argv):
    ask = "--ask" in argv
    force_sim = "--sim" in argv
    args = [a for a in argv if a not in ("--ask", "--sim")]
    if shutil.which("node") is None:
        print("play: Node.js is not installed; it runs the MicroPython VM (install Node 18+)")
        return 1
    if not force_sim and "--help" not in args and "-h" not in args:
        picos = attached_picos()
        if picos:
            print("A Pico is plugged in on %s." % ", ".join(picos))
            print("  make deploy   copies the game onto it")
            print('  (add BOARD=pico-sh1106 for the 1.3" screen)')
            if ask and sys.stdin.isatty():
                answer = input("Play in the simulator here instead? [Y/n] ").strip().lower()
                if answer.startswith("n"):
                    return 0
            else:
                print("Starting the simulator anyway (make play ARGS=--ask to choose).")
    from build import build

    count, failures = build(os.path.join(ROOT, "build", "mpy"))
    if failures:
        print("play: the firmware does not compile:\n" + "\n".join(failures))
        return 1
    cmd = ["node", os.path.join(ROOT, "tools", "sim", "sim.mjs"), *args]
    try:
        return subprocess.call(cmd, cwd=ROOT)
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""`make pico`: the console on the emulated Pico (tools/picoemu) in this terminal, played with
the keyboard as `make play` is: the real MicroPython firmware on an emulated RP2040, in real
time, running one of the game's builds from today's sources: make firmware's UF2 with the
game frozen in (frozen, the default once make firmware has built it), or make deploy's,
the developers' MicroPython with the game's ROMFS image and main.py (romfs).

Usage: python tools/play/play_pico.py [--board pico-ssd1306] [--firmware frozen|romfs]
                                 [--vsys MV] [--fresh]
The device's /data (settings, records, a paused match) is kept in sim-pico/ between runs;
--fresh starts from a Pico that has never run the game.  Keys as in make play; [ and ]
step the batteries' voltage, U plugs USB in and out, Q quits.
"""

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path[:0] = [os.path.join(ROOT, "tools", w) for w in ("builders", "picoemu")]

import emulator  # noqa: E402

KEEP = os.path.join(ROOT, "sim-pico")


def default_build(board):
    """frozen once make firmware has built it from today's sources, else romfs."""
    import freeze

    return "frozen" if freeze.built(board)[1] is None else "romfs"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    ap.add_argument("--firmware", choices=emulator.BUILDS, help="default: frozen, if built")
    ap.add_argument("--vsys", type=int, default=4500, help="the batteries on VSYS, in mV")
    ap.add_argument("--fresh", action="store_true", help="forget the device's /data")
    opts = ap.parse_args(argv)
    try:
        build = opts.firmware or default_build(opts.board)
        uf2s = emulator.firmware_for(build, opts.board)
        bootrom = emulator.bootrom_path()
        wiring = emulator.board_wiring(opts.board)
        os.makedirs(KEEP, exist_ok=True)
        flash = os.path.join(KEEP, "flash-%s.bin" % opts.board)
        data = {}
        if os.path.exists(flash) and not opts.fresh:
            with open(flash, "rb") as f:
                kept = emulator.read_files(f.read())
            data = {p: d for p, d in kept.items() if p.startswith("/data/")}
        # The build's file system, with the /data the device had.
        image = emulator.fs_image(build, extra=data)
    except emulator.EmulatorError as e:
        print("pico: %s" % e, file=sys.stderr)
        return 2
    with open(flash, "wb") as f:
        f.write(image)
    uf2 = emulator.combined_uf2(uf2s, os.path.join(KEEP, "firmware-%s.uf2" % opts.board))
    print("pico: the %s build for %s" % (build, opts.board))
    cmd = ["node", os.path.join(ROOT, "tools", "picoemu", "play.mjs"), "--uf2", uf2,
           "--bootrom", bootrom, "--board", json.dumps(wiring), "--flash", flash,
           "--vsys", str(opts.vsys)]  # fmt: skip
    try:
        return subprocess.call(cmd, cwd=ROOT)
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())

"""`make uf2`: a UF2 file per board that installs the game when dropped on a Pico 2.

Usage: python tools/builders/uf2.py [--board pico-ssd1306]... [--pico RPI_PICO2]
                           [--micropython MICROPYTHON.uf2] [--out build/uf2]

The Pico 2 (RP2350, 520 KB of RAM) runs the game as .mpy files on stock MicroPython's file
system, which its heap holds.  Each UF2 writes a littlefs file system holding exactly the
files `make deploy` copies onto a Pico 2, where deploy puts them (tools/builders/deploy.py's
device_files), into MicroPython's file-system area of its flash, and only the blocks that
file system uses.  Dropped on a Pico 2 that runs MicroPython, it installs the game.  With
--micropython (MicroPython's own UF2 for the Pico 2) it writes one UF2 with MicroPython and
the game, for a fresh Pico 2; the model and MicroPython release come from that file, and
one whose layout or .mpy format is not known here is refused.  Installing either replaces
the whole file system, saved settings and paused games included.  A Pico or Pico W
(RP2040) is refused: its heap cannot hold the game's .mpy files, it takes make firmware's
UF2, whose game runs from flash.  Bad input ends with one line "error: ..." and exit
status 2.
"""

import argparse
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))

import picoflash as pf  # noqa: E402
from deploy import (  # noqa: E402
    BUILD,
    MIN_VERSION,
    DeployError,
    device_files,
    exit_status,
    known_boards,
    mpy_header,
)

OUT = os.path.join(ROOT, "build", "uf2")
# Short names a person may type for MicroPython's board IDs.
PICO_NAMES = {
    "pico": "RPI_PICO",
    "pico-w": "RPI_PICO_W",
    "picow": "RPI_PICO_W",
    "pico2": "RPI_PICO2",
}
# A Pico or Pico W (RP2040): every module copied into its heap would not fit (a
# MemoryError with them all loaded), so it takes make firmware's UF2, the game frozen in
# (the RPI_PICO build runs on the Pico W's RP2040, without its radio).
PICO_TAKES_FIRMWARE = (
    "a Pico takes make firmware's UF2 (build/firmware/<board>-RPI_PICO.uf2, the game run from "
    "flash), and so does a Pico W (the RPI_PICO build runs on its RP2040); make uf2 is for the "
    "Pico 2 (RPI_PICO2)"
)
WARNING = (
    "installing one of these UF2 files replaces everything on the Pico's file system, its "
    "saved settings and paused games included (make deploy keeps them)"
)


class BadInput(Exception):
    """Input to refuse; main() prints it as one line and exits 2."""


def mpy_loaded_by(version):
    """The .mpy format MicroPython `version` loads (py/persistentcode.h, MPY_VERSION): 5 from
    1.12 to 1.18, 6 from 1.19 on; None for a release newer than those known here."""
    if (1, 12) <= version[:2] <= (1, 18):
        return 5
    if (1, 19) <= version[:2] <= (1, 27):
        return 6
    return None


def read_micropython(path):
    """(blocks, Firmware) of MicroPython's UF2 at `path`."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise BadInput("cannot read MICROPYTHON file %s: %s" % (path, e.strerror or e))
    try:
        blocks = pf.parse(data)
        return blocks, pf.identify(blocks)
    except (ValueError, pf.Refused) as e:
        raise BadInput("MICROPYTHON file %s: %s" % (path, e))


def check_firmware(fw, header):
    """The layout for this MicroPython, or BadInput if it cannot run these files or its
    file-system layout is not known here."""
    shown = "MicroPython %d.%d.%d for %s" % (fw.version + (fw.board,))
    loads = mpy_loaded_by(fw.version)
    if loads is None:
        raise BadInput(
            "%s is newer than this tool knows: its .mpy format and file-system layout are "
            "not in tools/builders/picoflash.py" % shown
        )
    if loads != header[0]:
        raise BadInput(
            "%s loads .mpy version %d; the game's files are .mpy version %d"
            % (shown, loads, header[0])
        )
    if fw.version[:2] < MIN_VERSION:
        raise BadInput(
            "%s cannot load the game's .mpy v%d.%d files (MicroPython %d.%d or newer can)"
            % ((shown,) + header + MIN_VERSION)
        )
    try:
        layout = pf.layout_of_firmware(fw.board, fw.version)
    except pf.Refused as e:
        raise BadInput(str(e))
    if fw.mcu != layout.mcu or fw.family not in layout.families:
        raise BadInput(
            "%s says it runs on %s with UF2 family 0x%08X; %s is an %s"
            % (shown, fw.mcu, fw.family, layout.name, layout.mcu)
        )
    return layout


def game_blocks(files, layout, family):
    """(UF2 blocks, littlefs blocks used) writing `files` into the file-system area."""
    image, used = pf.make_image(files, layout)
    return pf.pages(image, layout.fs_address, family, used), used


def combine(mp_blocks, fw, layout, ours):
    """MicroPython's blocks unchanged and first, then ours in its image's family, numbered
    together (see picoflash.numbered)."""
    end = layout.fs_address + layout.fs_bytes
    for b in mp_blocks:
        if layout.fs_address < b.address + len(b.payload) and b.address < end:
            raise BadInput(
                "MICROPYTHON file already writes into the file-system area (0x%08X); take "
                "MicroPython's own UF2 from micropython.org" % b.address
            )
    copies = [
        pf.Block(b.address, b.payload, b.family, b.number, b.count, b.flags) for b in mp_blocks
    ]
    for b in ours:
        b.family = fw.family
    return pf.numbered(copies + ours, fw.family)


def write(path, blocks):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        for b in blocks:
            f.write(b.pack())


def make(boards, pico, micropython=None, out=OUT, build_dir=BUILD, say=print):
    """Build the UF2 files; returns their paths."""
    for board in boards:
        if board not in known_boards():
            raise BadInput(
                "unknown board '%s'; known boards: %s" % (board, ", ".join(known_boards()))
            )
    if micropython:
        mp_blocks, fw = read_micropython(micropython)
        if fw.mcu == "RP2040":
            raise BadInput(PICO_TAKES_FIRMWARE)
    else:
        try:
            layout = pf.layout_for(PICO_NAMES.get(pico.lower(), pico.upper()))
        except pf.Refused as e:
            raise BadInput(str(e))
        if layout.mcu == "RP2040":
            raise BadInput(PICO_TAKES_FIRMWARE)

    from build import build

    _count, failures = build(build_dir)
    if failures:
        raise DeployError("mpy-cross rejects:\n" + "\n".join(failures))
    header = mpy_header(device_files(boards[0], build_dir))
    if micropython:
        layout = check_firmware(fw, header)

    say("warning: " + WARNING)
    target = "MicroPython %s on %s (%s)" % (
        "%d.%d.%d" % fw.version if micropython else _versions(layout),
        layout.name,
        layout.board_id,
    )
    say(
        "for %s: file system at 0x%08X, %d KB, %d blocks of %d bytes; layout %s"
        % (
            target,
            layout.fs_address,
            layout.fs_bytes // 1024,
            layout.block_count,
            pf.BLOCK_SIZE,
            layout.checked,
        )
    )
    paths = []
    for board in boards:
        files = device_files(board, build_dir)
        ours, used = game_blocks(files, layout, layout.data_family)
        name = "%s-%s" % (board, layout.board_id)
        if micropython:
            blocks = combine(mp_blocks, fw, layout, ours)
            name += "-micropython-%d.%d.%d" % fw.version
        else:
            blocks = pf.numbered(ours, layout.data_family)
        path = os.path.join(out, name + ".uf2")
        write(path, blocks)
        say(
            "%s: %d files, %d of %d file-system blocks, %d UF2 blocks (%d bytes) in %s"
            % (
                board,
                len(files),
                len(used),
                layout.block_count,
                len(blocks),
                len(blocks) * pf.BLOCK,
                os.path.relpath(path),
            )
        )
        paths.append(path)
    return paths


def _versions(layout):
    return "/".join("%d.%d" % v for v in layout.versions)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", action="append", help="a board of boards/ (default: every one)")
    ap.add_argument("--pico", default="RPI_PICO2", help="the Pico model, without --micropython")
    ap.add_argument("--micropython", help="MicroPython's UF2: write one file with both")
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--build-dir", default=BUILD, help=argparse.SUPPRESS)
    opts = ap.parse_args(argv)
    return exit_status(
        lambda: make(opts.board or known_boards(), opts.pico, opts.micropython, opts.out,
                     opts.build_dir),
        [(BadInput, 2, "error: %s"), (DeployError, 1, "error: %s")],
    )  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())

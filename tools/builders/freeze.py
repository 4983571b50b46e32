"""`make firmware`: MicroPython v1.27.0 for the Pico with the console frozen in, one UF2 a board.

Usage: python tools/builders/freeze.py [--board pico-ssd1306]... [--out build/firmware] [--jobs N]
                              [--if-possible]

Each board gives build/firmware/<board>-RPI_PICO.uf2: MicroPython v1.27.0 for the Pico
(RPI_PICO) with every module of firmware/, the registry of boards, the board's module and a
generated module naming the board frozen into flash, by the manifest tools/builders/manifest.py.
Dropped on a Pico in BOOTSEL mode it writes MicroPython and the game and nothing of the
file system, so settings and saved games stay; the game starts at every power-on.  The
board folder is the port's RPI_PICO with Python's frames on a stack of their own
(PYSTACK_DEFINE), generated in build/firmware/board.

Besides them, build/firmware/romfs-RPI_PICO.uf2, the developers' MicroPython (make
deploy's): RPI_PICO with a 256 KiB ROMFS partition below the file system and nothing of
the game frozen but our _boot.py; make deploy writes the game there as an image of .mpy
files that run in place from flash (tools/builders/romfs.py).  Its board folder has
MICROPY_HW_ROMFS_BYTES defined too, generated in build/firmware/romfs-board;
its cmake folder is build/firmware/obj-romfs, kept as the other.

The source is found as tools/builders/inputs.py says: MICROPYTHON_SRC=DIR, a MicroPython v1.27.0
clone with its submodules (git clone -b v1.27.0 https://github.com/micropython/micropython;
make -C micropython/ports/rp2 submodules); else MicroPython's offline bundle in
../shared/micropython-src/ beside this project; else the release tarball make setup
fetched into .cache/.  A tarball is extracted once into build/firmware/src.  The build
runs as the bundle's build.sh does (no network, no git, no picotool), in
build/firmware/obj, shared by the boards and kept: a second run rebuilds only what
changed, and a board whose inputs are unchanged is not built at all.  It needs Debian's
gcc-arm-none-eabi
libnewlib-arm-none-eabi cmake build-essential; as root, with apt-get, they are installed.
A missing toolchain or source ends with one line "firmware: ..." and exit status 1;
with --if-possible (make test) that line is a note and the exit status 0.
"""

import argparse
import glob
import hashlib
import lzma
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))

import inputs  # noqa: E402
import picoflash as pf  # noqa: E402
from build import read_text  # noqa: E402
from deploy import known_boards  # noqa: E402

OUT = os.path.join(ROOT, "build", "firmware")
MANIFEST = os.path.join(ROOT, "tools", "builders", "manifest.py")
BUNDLE = os.path.basename(inputs.SOURCE.shared)  # ../shared's offline bundle
VERSION = (1, 27, 0)
PICO = "RPI_PICO"  # the one Pico model the bundle builds (its README)
# (the pico-sdk compiles a C++ file, new_delete.cpp: its standard headers are
# libstdc++-arm-none-eabi-newlib's, which apt-get does not install with the compiler when
# recommendations are left out)
APT_PACKAGES = (
    "gcc-arm-none-eabi", "libnewlib-arm-none-eabi", "libstdc++-arm-none-eabi-newlib", "cmake",
    "build-essential",
)  # fmt: skip
# What a clone needs beside MicroPython's own files: the pico-sdk, TinyUSB, the
# micropython-lib packages the rp2 port's manifest requires (onewire, ...) and Mbed TLS,
# which every rp2 build compiles.
SUBMODULES = (
    "lib/pico-sdk/pico_sdk_init.cmake",
    "lib/tinyusb/src/tusb.h",
    "lib/micropython-lib/micropython/drivers/bus/onewire/onewire.py",
    "lib/mbedtls/include/mbedtls/version.h",
)


class Missing(Exception):
    """The toolchain, the source or the board asked for is not there (or the source is not
    whole); the message says what, and how to get it."""


class BuildFailed(Exception):
    """The build itself failed; the message points at its log."""


# -- the toolchain -------------------------------------------------------------------------


def toolchain_missing():
    """What of the toolchain is missing, as Debian packages; () when it is all there."""
    missing = []
    gcc = shutil.which("arm-none-eabi-gcc")
    if gcc is None:
        missing.append("gcc-arm-none-eabi")
    else:
        # Without newlib the compiler is there but finds no C library.
        libc = subprocess.run([gcc, "-print-file-name=libc.a"], capture_output=True, text=True)
        if not os.path.isabs(libc.stdout.strip()):
            missing.append("libnewlib-arm-none-eabi")
        # nor, without its C++ library, the standard headers the pico-sdk's C++ file needs
        gxx = shutil.which("arm-none-eabi-g++") or gcc
        lib = subprocess.run([gxx, "-print-file-name=libstdc++.a"], capture_output=True, text=True)
        if not os.path.isabs(lib.stdout.strip()):
            missing.append("libstdc++-arm-none-eabi-newlib")
    if shutil.which("cmake") is None:
        missing.append("cmake")
    if not (shutil.which("make") and shutil.which("cc")):
        missing.append("build-essential")
    return tuple(missing)


def ensure_toolchain(say=print):
    """Install what is missing with apt-get where this may (as root), or raise Missing."""
    missing = toolchain_missing()
    if not missing:
        return
    how = "apt-get install %s" % " ".join(APT_PACKAGES)
    geteuid = getattr(os, "geteuid", None)
    if geteuid is None or geteuid() != 0 or shutil.which("apt-get") is None:
        raise Missing(
            "the ARM toolchain is missing (%s): install it with `sudo %s`, then run make "
            "firmware again" % (", ".join(missing), how)
        )
    say("firmware: installing %s with apt-get" % " ".join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    cmd = ["apt-get", "install", "-y", "-q", "--no-install-recommends", *APT_PACKAGES]
    if subprocess.run(cmd, env=env).returncode:
        # A fresh machine's package lists may be empty or old.
        subprocess.run(["apt-get", "update", "-q"], env=env)
        if subprocess.run(cmd, env=env).returncode:
            raise Missing("apt-get could not install the ARM toolchain: try `%s`" % how)
    missing = toolchain_missing()
    if missing:
        raise Missing("still missing after apt-get: %s" % ", ".join(missing))


# -- the source ----------------------------------------------------------------------------


def source(out, env=None, say=print):
    """(MicroPython tree, from the offline bundle): MICROPYTHON_SRC's, checked, or a
    tarball's (../shared's offline bundle, or the release tarball make setup fetched;
    tools/builders/inputs.py) extracted into out/src once; Missing says what is wrong."""
    env = os.environ if env is None else env
    try:
        path, where = inputs.find("source", env)
    except inputs.Missing as e:
        raise Missing(str(e))
    if where == inputs.SOURCE.env and os.path.isdir(path):
        check_tree(path, "%s=%s" % (where, env[where]))
        return path, False
    name = os.path.basename(path)
    tree = extract(path, os.path.join(out, "src"), say)
    check_tree(tree, "the bundle " + name if name == BUNDLE else name)
    return tree, name == BUNDLE


def extract(bundle, dest, say=print):
    """The MicroPython tree of the tarball bundle (the folder holding py/mpconfig.h: the
    offline bundle's micropython/, the release's micropython-1.27.0/) under dest, extracted
    again only when bundle is another file (its SHA-256 is noted beside it)."""
    digest = inputs.file_digest(bundle)
    noted = (read_text(os.path.join(dest, ".bundle")) or "").split("\n")
    if len(noted) == 2 and noted[0] == digest and os.path.isdir(os.path.join(dest, noted[1])):
        return os.path.join(dest, noted[1])
    say("firmware: extracting %s" % os.path.basename(bundle))
    # Into a folder of its own, then moved into place: a run stopped halfway, or two at
    # once (the tests), never leave a half tree that looks whole.
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    part = tempfile.mkdtemp(prefix="src-", dir=os.path.dirname(dest))
    try:
        with tarfile.open(bundle) as tar:
            if hasattr(tarfile, "data_filter"):  # Python 3.12, and 3.11.4 on
                tar.extractall(part, filter="data")
            else:
                tar.extractall(part)
    except (tarfile.TarError, EOFError, lzma.LZMAError) as e:
        shutil.rmtree(part, ignore_errors=True)
        raise Missing("the bundle %s cannot be read (%s): copy it again" % (bundle, e))
    tops = [
        os.path.relpath(os.path.dirname(os.path.dirname(p)), part)
        for p in sorted(glob.glob(os.path.join(part, "*", "py", "mpconfig.h"))
                        + glob.glob(os.path.join(part, "*", "*", "py", "mpconfig.h")))
    ]  # fmt: skip
    top = tops[0] if tops else "."
    with open(os.path.join(part, ".bundle"), "w") as f:
        f.write("%s\n%s" % (digest, top))
    shutil.rmtree(dest, ignore_errors=True)
    try:
        os.rename(part, dest)
    except OSError:  # another run put its copy there first
        shutil.rmtree(part, ignore_errors=True)
    return os.path.join(dest, top)


def check_tree(tree, named):
    """Missing unless tree is MicroPython v1.27.0 with the rp2 port and its submodules."""
    config = os.path.join(tree, "py", "mpconfig.h")
    text = read_text(config)
    if text is None or not os.path.isdir(os.path.join(tree, "ports", "rp2")):
        raise Missing("%s is not a MicroPython source tree (no py/mpconfig.h, ports/rp2)" % named)
    found = tuple(
        int(m.group(1)) if m else -1
        for m in (
            re.search(r"#define MICROPY_VERSION_%s (\d+)" % part, text)
            for part in ("MAJOR", "MINOR", "MICRO")
        )
    )
    if found != VERSION:
        raise Missing(
            "%s is MicroPython %s; the firmware is built on %s (git checkout v1.27.0)"
            % (named, ".".join(map(str, found)), ".".join(map(str, VERSION)))
        )
    for rel in SUBMODULES:
        if not os.path.isfile(os.path.join(tree, rel)):
            raise Missing(
                "%s lacks %s: its submodules are not there (make -C %s submodules)"
                % (named, rel.split("/")[1], os.path.join(tree, "ports", "rp2"))
            )


# -- the build -----------------------------------------------------------------------------


def frozen_sources(board):
    """{name on the device: file} of what tools/builders/manifest.py freezes of ours for board,
    but the generated frozenboard.py: every .py of firmware/, boards/__init__.py, the
    board's module and the power-on's _boot.py (tools/builders/frozen/)."""
    out = {}
    base = os.path.join(ROOT, "firmware")
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
        for name in sorted(filenames):
            if name.endswith(".py"):
                full = os.path.join(dirpath, name)
                out[os.path.relpath(full, base).replace(os.sep, "/")] = full
    for name in ("__init__", board.replace("-", "_")):
        out["boards/%s.py" % name] = os.path.join(ROOT, "boards", name + ".py")
    out["_boot.py"] = os.path.join(ROOT, "tools", "builders", "frozen", "_boot.py")
    return out


def board_module(board):
    """The generated module that names the firmware's board (boards/README.md)."""
    return (
        "# Generated by make firmware (tools/builders/freeze.py): the board it is for.\n"
        'NAME = "%s"\n' % board
    )


def uf2_name(board):
    return "%s-%s.uf2" % (board, PICO)


# The developers' MicroPython (make deploy's): RPI_PICO with a ROMFS partition, where
# make deploy writes the game as an image of .mpy files run in place (tools/builders/romfs.py), and
# nothing of the game frozen.  One for every board: the image names the board.
ROMFS_UF2 = "romfs-%s.uf2" % PICO
ROMFS_DEFINE = (
    "\n// Added by make firmware (tools/builders/freeze.py): a ROMFS partition, which"
    "\n// ports/rp2/rp2_flash.c puts just below the file system.\n"
    "#define MICROPY_HW_ROMFS_BYTES (%d * 1024)\n" % (pf.ROMFS_BYTES // 1024)
)


# Every build of ours: a Python call's frame on a stack of its own (py/pystack.c), taken
# and given back in a few instructions.  Without it, the frame of a function with more
# than 11 words of locals and stack is allocated on the heap at each call, and finding
# its 5 to 8 contiguous free blocks in a heap that the game's objects fragment took the
# Pico 10,000 to 40,000 instructions a call: the allocator was an eighth of what the
# emulated Pico executed in a game.  The stack, a static array, is taken from the heap's
# RAM; 8 KB is 80 frames of 100 bytes (every game of the registry played to its end took
# it 1.1 KB deep, host_tests/test_pico.py's game on the emulated Pico).  Set up once, before
# the first soft reset: a frame is given back on every way out of its call (an exception
# restores the stack's top as it unwinds, py/nlr.h), so each run starts with it empty.
PYSTACK_WORDS = 2048
PYSTACK_DEFINE = (
    "\n// Added by make firmware (tools/builders/freeze.py): Python frames on a stack of their"
    "\n// own, not on the heap.\n"
    "#define MICROPY_ENABLE_PYSTACK (1)\n"
    "#define MICROPY_BOARD_EARLY_INIT() do { \\\n"
    "        static mp_obj_t pystack[%d]; \\\n"
    "        mp_pystack_init(pystack, &pystack[%d]); \\\n"
    "} while (0)\n" % (PYSTACK_WORDS, PYSTACK_WORDS)
)


def board_folder(tree, romfs=False):
    """{file name: text} of a build's board folder: the port's RPI_PICO folder, its
    mpconfigboard.h with PYSTACK_DEFINE added, and for the developers' MicroPython
    ROMFS_DEFINE too (MicroPython's source is not touched)."""
    folder = os.path.join(tree, "ports", "rp2", "boards", PICO)
    files = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as f:
            files[name] = f.read()
    files["mpconfigboard.h"] += PYSTACK_DEFINE + (ROMFS_DEFINE if romfs else "")
    return files


def _write_board(board_dir, files):
    os.makedirs(board_dir, exist_ok=True)
    for name, text in files.items():
        _write_if_changed(os.path.join(board_dir, name), text)


def build(boards, out=OUT, jobs=2, env=None, say=print, romfs=True):
    """Build each board's UF2 into out, and with romfs the developers' MicroPython
    (ROMFS_UF2); [(board, or None for ROMFS_UF2, path, flash bytes, seconds)]."""
    env = dict(os.environ if env is None else env)
    for board in boards:
        if board not in known_boards():
            raise Missing(
                "unknown board '%s'; known boards: %s" % (board, ", ".join(known_boards()))
            )
    # The source first: the manifest's test reads MicroPython's manifest tools from it,
    # with or without a toolchain.
    tree, bundled = source(out, env, say)
    ensure_toolchain(say)
    gen = os.path.join(out, "gen")
    os.makedirs(gen, exist_ok=True)
    log = os.path.join(out, "build.log")
    build_env = dict(env, MICROPY_MPYCROSS=mpy_cross(tree, out, jobs, log))
    build_env.pop("MICROPYTHON_SRC", None)
    if bundled:
        # No git in the bundle: the release's version, as the bundle's build.sh gives it.
        build_env.update(MICROPY_GIT_TAG="v1.27.0", MICROPY_GIT_HASH="78ff170de9")
    elif not os.path.exists(os.path.join(tree, ".git")):
        # A tree without git of its own (a release tarball): MicroPython would ask git,
        # and inside another repository report that one's tag.  Its version is checked.
        build_env["MICROPY_GIT_TAG"] = "v%d.%d.%d" % VERSION
    make = dict(tree=tree, jobs=jobs, log=log, env=build_env, say=say)
    results = []
    # (one board folder for the frozen builds: what differs by board is frozen, not in it)
    board_dir = os.path.join(out, "board", PICO)
    files = board_folder(tree)
    for board in boards:
        target = os.path.join(out, uf2_name(board))
        top = os.path.join(gen, "manifest.py")

        def frozen(board=board, top=top):
            _write_board(board_dir, files)
            _write_if_changed(os.path.join(gen, "frozenboard.py"), board_module(board))
            _write_if_changed(top, "include(%r, board=%r, gen=%r)\n" % (MANIFEST, board, gen))

        built = _make(
            target, _inputs_key(tree, board, files), os.path.join(out, "obj"), top,
            (board_dir, files),
            frozen, limit=pf.layout_for(PICO).fs_offset, before="the file system", **make,
        )  # fmt: skip
        results.append((board,) + built)
    if romfs:
        target = os.path.join(out, ROMFS_UF2)
        top = os.path.join(gen, "manifest-romfs.py")
        romfs_dir = os.path.join(out, "romfs-board", PICO)
        romfs_files = board_folder(tree, romfs=True)

        def developers():
            _write_board(romfs_dir, romfs_files)
            _write_if_changed(top, "include(%r, game=False)\n" % MANIFEST)

        built = _make(
            target, _romfs_key(tree, romfs_files), os.path.join(out, "obj-romfs"), top,
            (romfs_dir, romfs_files),
            developers, limit=pf.romfs_offset(), before="the ROMFS partition", **make,
        )  # fmt: skip
        results.append((None,) + built)
    return results


def _make(target, key, obj, top, board, generate, limit, before, tree, jobs, log, env, say):
    """Build target (a UF2) in the cmake folder obj from the manifest top, which
    generate() writes with what it includes, and the board folder board (its path, its
    {file name: text}), unless key says its inputs are those of the UF2 there; (path,
    flash bytes, seconds).  BuildFailed if the program reaches limit."""
    keyfile = target + ".key"
    if read_text(keyfile) == key and os.path.isfile(target):
        size = read_text(target + ".size")
        say("firmware: %s is up to date" % _shown(target))
        return target, int(size or 0), 0.0
    start = time.monotonic()
    say("firmware: building %s" % _shown(target))
    board_dir, board_files = board
    _fresh_obj(obj, tree, board_dir, board_files)
    # makemanifest.py compiles a frozen file again only when it is newer than its .mpy: a
    # manifest that changed (another optimisation level) starts them afresh.
    manifest_key = hashlib.sha256(read_text(MANIFEST).encode()).hexdigest()
    if read_text(os.path.join(obj, ".manifest")) != manifest_key:
        shutil.rmtree(os.path.join(obj, "frozen_mpy"), ignore_errors=True)
        with open(os.path.join(obj, ".manifest"), "w") as f:
            f.write(manifest_key)
    generate()
    # makemanifest.py writes the table of frozen modules again only when a frozen file
    # is newer than it: a module removed, or the other board's, must write it too.
    if os.path.exists(os.path.join(obj, "frozen_content.c")):
        os.remove(os.path.join(obj, "frozen_content.c"))
    if not os.path.exists(os.path.join(obj, "Makefile")):
        _run(
            [
                "cmake",
                "-S",
                os.path.join(tree, "ports", "rp2"),
                "-B",
                obj,
                "-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF",
                "-DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF",
                "-DPICO_BUILD_DOCS=0",
                "-DMICROPY_BOARD=" + PICO,
                "-DMICROPY_BOARD_DIR=" + board_dir,
                "-DMICROPY_FROZEN_MANIFEST=" + top,
                # picotool only turns the .elf into a .uf2 for an RP2040, and the
                # pico-sdk would fetch it from the network: uf2conv.py does it below.
                "-DPICO_NO_PICOTOOL=1",
            ],
            log,
            env,
        )
    _run(["make", "-C", obj, "-j%d" % jobs], log, env)
    binary = os.path.join(obj, "firmware.bin")
    size = os.path.getsize(binary)
    check_fits(size, limit, before)
    _run(
        [
            sys.executable,
            os.path.join(tree, "tools", "uf2conv.py"),
            "-c",
            "-b",
            "0x%x" % pf.XIP_BASE,
            "-f",
            "RP2040",
            "-o",
            target,
            binary,
        ],
        log,
        env,
    )
    with open(target + ".size", "w") as f:
        f.write("%d\n" % size)
    with open(keyfile, "w") as f:
        f.write(key)
    took = time.monotonic() - start
    say(
        "firmware: %s: %d KB of flash, %d KB to spare before %s (%.0f s)"
        % (_shown(target), size // 1024, (limit - size) // 1024, before, took)
    )
    return target, size, took


def cannot_build(out=OUT):
    """Why make firmware cannot build here (a sentence), or None when it can."""
    missing = toolchain_missing()
    if missing:
        return "the ARM toolchain is missing (%s)" % ", ".join(missing)
    try:
        source(out, say=lambda _line: None)
    except Missing as e:
        return str(e)
    return None


def built(board, out=OUT):
    """(path of board's UF2, None) when it is built from today's sources, else (path, what
    is wrong): what the tests that read or boot it check first.  board None: the
    developers' MicroPython (ROMFS_UF2)."""
    path = os.path.join(out, ROMFS_UF2 if board is None else uf2_name(board))
    if not os.path.isfile(path):
        return path, "not built: make firmware"
    try:
        tree = source(out, say=lambda _line: None)[0]
    except Missing as e:
        return path, str(e)
    if board is None:
        key = _romfs_key(tree, board_folder(tree, romfs=True))
    else:
        key = _inputs_key(tree, board, board_folder(tree))
    if read_text(path + ".key") != key:
        return path, "older than its sources: make firmware"
    return path, None


def check_fits(size, limit=None, before="the Pico's file system"):
    """BuildFailed if a program of size bytes would reach limit (the file system, whose
    saves it would wipe; the ROMFS partition)."""
    limit = pf.layout_for(PICO).fs_offset if limit is None else limit
    if size > limit:
        raise BuildFailed(
            "the firmware is %d bytes, more than the %d before %s" % (size, limit, before)
        )


def mpy_cross(tree, out, jobs, log):
    """MicroPython's own mpy-cross for this tree (frozen code must match its VM), built
    into out/mpy-cross once."""
    build_dir = os.path.join(out, "mpy-cross")
    exe = os.path.join(build_dir, "mpy-cross")
    stamp = os.path.join(build_dir, ".tree")
    if not (os.path.isfile(exe) and read_text(stamp) == tree):
        shutil.rmtree(build_dir, ignore_errors=True)
        _run(["make", "-C", os.path.join(tree, "mpy-cross"), "BUILD=" + build_dir, "-j%d" % jobs],
             log, None)  # fmt: skip
        with open(stamp, "w") as f:
            f.write(tree)
    return exe


def _fresh_obj(obj, tree, board_dir, board_files):
    """The build folder is cmake's for one source tree and one board folder in one place:
    another tree, the folders moved, or another board configuration start it afresh (the
    port's build makes its table of qstrs again only when a source changes, not when
    mpconfigboard.h turns a feature on)."""
    stamp = os.path.join(obj, ".tree")
    board = hashlib.sha256(repr(sorted(board_files.items())).encode()).hexdigest()
    want = "\n".join((tree, obj, board_dir, board))
    if read_text(stamp) != want:
        shutil.rmtree(obj, ignore_errors=True)
        os.makedirs(obj)
        with open(stamp, "w") as f:
            f.write(want)


def _inputs_key(tree, board, board_files):
    """A digest of everything a board's UF2 is made from: unchanged, it is not rebuilt."""
    files = dict(frozen_sources(board), manifest=MANIFEST, tool=os.path.abspath(__file__))
    return _digest("%s\n%s\n" % (tree, board), files, board_files)


def _romfs_key(tree, board_files):
    """The same for the developers' MicroPython: its board folder, the manifest, our
    _boot.py and this tool."""
    files = {
        "_boot.py": os.path.join(ROOT, "tools", "builders", "frozen", "_boot.py"),
        "manifest": MANIFEST,
        "tool": os.path.abspath(__file__),
    }
    return _digest("%s\nromfs\n" % tree, files, board_files)


def _digest(head, files, texts):
    h = hashlib.sha256()
    h.update(head.encode())
    for name in sorted(files):
        h.update(name.encode() + b"\0")
        with open(files[name], "rb") as f:
            h.update(f.read())
    for name in sorted(texts):
        h.update(("board/%s\0%s" % (name, texts[name])).encode())
    return h.hexdigest() + "\n"


_LOGS = set()  # the logs this run has begun: each run's log starts empty


def _run(cmd, log, env):
    with open(log, "a" if log in _LOGS else "w") as f:
        _LOGS.add(log)
        f.write("$ %s\n" % " ".join(cmd))
        f.flush()
        proc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env)
    if proc.returncode:
        with open(log) as f:
            tail = f.read().splitlines()[-30:]
        raise BuildFailed(
            "%s failed (exit status %d); the end of %s:\n%s"
            % (os.path.basename(cmd[0]), proc.returncode, _shown(log),
               "\n".join(tail))
        )  # fmt: skip


def _shown(path):
    """path as a message shows it: from the project's folder when it is in it."""
    rel = os.path.relpath(path, ROOT)
    return path if rel.startswith("..") else rel


def _write_if_changed(path, text):
    if read_text(path) != text:
        with open(path, "w") as f:
            f.write(text)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", action="append", help="a board of boards/ (default: every one)")
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument(
        "--if-possible", action="store_true", help="a missing toolchain or source is a note"
    )
    ap.add_argument("--no-romfs", action="store_true", help="not the developers' MicroPython")
    opts = ap.parse_args(argv)
    try:
        build(opts.board or known_boards(), opts.out, opts.jobs, romfs=not opts.no_romfs)
    except Missing as e:
        if opts.if_possible:
            print("firmware: not built: %s" % e)
            return 0
        print("firmware: %s" % e, file=sys.stderr)
        return 1
    except BuildFailed as e:
        print("firmware: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

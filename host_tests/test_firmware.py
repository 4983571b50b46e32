"""make firmware (tools/builders/freeze.py and manifest.py): the manifest freezes every firmware
module and the board's, the UF2 it builds holds them and leaves the file system alone, and a
missing toolchain or source is one clear line.  The developers' MicroPython
(romfs-RPI_PICO.uf2) has a ROMFS partition and nothing of ours frozen but _boot.py, and the
game's ROMFS image (tools/builders/romfs.py) holds every module.  Booting the UF2s is the emulated
Pico's test."""

import hashlib
import importlib.util
import os
import struct
import subprocess
import sys
import tarfile

import pytest

import freeze
import inputs
import picoflash as pf
import romfs
from deploy import known_boards

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _tree():
    """A MicroPython tree to read the manifest tools from (MICROPYTHON_SRC's, or a
    tarball's as make firmware extracted it), or a skip saying what is missing and how to
    get it (tools/builders/inputs.py)."""
    try:
        return freeze.source(freeze.OUT, say=lambda _line: None)[0]
    except freeze.Missing as e:
        pytest.skip("MicroPython's manifest tools: %s" % e)


def _manifest_targets(tree, board, gen, game=True):
    """{target name: (file, opt)} that MicroPython's own manifest reader makes of
    tools/builders/manifest.py for board (game=False: the developers' MicroPython's), as
    makemanifest.py would freeze them."""
    spec = importlib.util.spec_from_file_location(
        "manifestfile", os.path.join(tree, "tools", "manifestfile.py")
    )
    assert spec is not None and spec.loader is not None
    mf = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mf)
    port = os.path.join(tree, "ports", "rp2")
    manifest = mf.ManifestFile(
        mf.MODE_FREEZE,
        {
            "MPY_DIR": tree,
            "PORT_DIR": port,
            "BOARD_DIR": os.path.join(port, "boards", "RPI_PICO"),
            "MPY_LIB_DIR": os.path.join(tree, "lib", "micropython-lib"),
        },
    )
    top = gen / "manifest.py"
    top.write_text(
        "include(%r, board=%r, gen=%r, game=%r)\n" % (freeze.MANIFEST, board, str(gen), game)
    )
    (gen / "frozenboard.py").write_text(freeze.board_module(board))
    manifest.execute(str(top))
    return {f.target_path: (f.full_path, f.opt) for f in manifest.files()}


@pytest.mark.parametrize("board", known_boards())
def test_the_manifest_freezes_every_firmware_module_and_the_board(board, tmp_path):
    tree = _tree()
    targets = _manifest_targets(tree, board, tmp_path)
    ours = {t: v for t, v in targets.items() if not v[0].startswith(tree + os.sep)}
    firmware = set()
    for dirpath, _dirs, names in os.walk(os.path.join(ROOT, "firmware")):
        for name in names:
            if name.endswith(".py"):
                full = os.path.join(dirpath, name)
                firmware.add(os.path.relpath(full, os.path.join(ROOT, "firmware")))
    module = "boards/%s.py" % board.replace("-", "_")
    assert set(ours) == firmware | {"boards/__init__.py", module, "frozenboard.py", "_boot.py"}
    assert "main.py" in ours and "shell/app.py" in ours
    for target, (full, opt) in ours.items():
        assert opt == 2, target  # line numbers kept (tools/builders/manifest.py)
        if target != "frozenboard.py":
            assert os.path.samefile(full, freeze.frozen_sources(board)[target])
    # Nothing of ours is frozen twice, and MicroPython's own modules stay but the port's
    # _boot.py, whose place ours takes (tools/builders/frozen/_boot.py: it mounts the file system).
    assert "_boot_fat.py" in targets and "rp2.py" in targets and "asyncio/core.py" in targets


def _built(board):
    """The blocks of board's UF2 (None: the developers' MicroPython) as make firmware
    left it; skipped where it cannot be built here, a failure where it could be but is
    missing or older than its sources."""
    path, problem = freeze.built(board)
    why = problem and not os.path.exists(path) and freeze.cannot_build()
    if why:
        pytest.skip("make firmware cannot build here: %s" % why)
    assert problem is None, problem
    with open(path, "rb") as f:
        return pf.parse(f.read())


def _frozen_names(image):
    """The names of the frozen modules (py/frozenmod.c's mp_frozen_names), read from a
    flash image: NUL-separated, ending with an empty name, the port's _boot_fat.py first."""
    start = image.find(b"_boot_fat.py\0_boot.py\0")
    assert start >= 0, "no frozen modules in the image"
    end = image.index(b"\0\0", start)
    return image[start:end].decode().split("\0")


@pytest.mark.parametrize("board", known_boards())
def test_the_uf2_holds_micropython_and_every_module_and_spares_the_file_system(board):
    blocks = _built(board)
    fw = pf.identify(blocks)
    assert fw.version == (1, 27, 0) and fw.board == "Raspberry Pi Pico"
    layout = pf.layout_for("RPI_PICO")
    assert {b.family for b in blocks} == {pf.RP2040}
    # From the start of flash, page after page, and not one byte into the file system:
    # settings and saves stay.
    addresses = [b.address for b in blocks]
    assert addresses == [pf.XIP_BASE + i * pf.PAGE for i in range(len(blocks))]
    assert addresses[-1] + pf.PAGE <= layout.fs_address
    image = b"".join(b.payload for b in blocks)
    names = _frozen_names(image)
    module = "boards/%s.py" % board.replace("-", "_")
    wanted = set(freeze.frozen_sources(board)) | {"frozenboard.py"}
    assert wanted <= set(names) and len(names) == len(set(names))
    others = {"boards/%s.py" % b.replace("-", "_") for b in known_boards()} - {module}
    assert not others & set(names)  # one board a firmware
    assert board.encode() in image


def test_a_firmware_too_large_for_the_flash_before_the_file_system_is_refused():
    freeze.check_fits(pf.layout_for("RPI_PICO").fs_offset)
    with pytest.raises(freeze.BuildFailed) as e:
        freeze.check_fits(pf.layout_for("RPI_PICO").fs_offset + 1)
    assert "more than the 655360 before the Pico's file system" in str(e.value)
    with pytest.raises(freeze.BuildFailed) as e:
        freeze.check_fits(0x60001, pf.romfs_offset(), "the ROMFS partition")
    assert str(e.value) == (
        "the firmware is 393217 bytes, more than the 393216 before the ROMFS partition"
    )


# -- the developers' MicroPython and the game's ROMFS image --------------------------------

OURS = ("boards/", "games/", "hw/", "rules/", "shell/", "store/", "uikit/")


def test_the_developers_manifest_freezes_nothing_of_the_game_but_boot(tmp_path):
    tree = _tree()
    targets = _manifest_targets(tree, "pico-ssd1306", tmp_path, game=False)
    ours = {t for t, v in targets.items() if not v[0].startswith(tree + os.sep)}
    assert ours == {"_boot.py"}
    assert "rp2.py" in targets and "asyncio/core.py" in targets and "onewire.py" in targets


@pytest.mark.parametrize("romfs", [False, True])
def test_our_boards_are_the_picos_with_frames_off_the_heap_and_the_developers_a_romfs(romfs):
    tree = _tree()
    files = freeze.board_folder(tree, romfs=romfs)
    folder = os.path.join(tree, "ports", "rp2", "boards", "RPI_PICO")
    assert set(files) == set(os.listdir(folder))
    for name, text in files.items():
        with open(os.path.join(folder, name)) as f:
            stock = f.read()
        if name == "mpconfigboard.h":
            assert text.startswith(stock)
            added = text[len(stock) :]
            assert "#define MICROPY_ENABLE_PYSTACK (1)" in added
            # the stack set up where the port lets a board (main.c, before the first run)
            assert "#define MICROPY_BOARD_EARLY_INIT()" in added
            assert "mp_pystack_init(pystack, &pystack[%d])" % freeze.PYSTACK_WORDS in added
            romfs_define = "#define MICROPY_HW_ROMFS_BYTES (256 * 1024)"
            assert (romfs_define in added) == romfs
        else:
            assert text == stock


def _block_devices(image):
    """{name: (address, size)} of the pico-sdk's binary-info block devices in a flash
    image from XIP_BASE (pico/binary_info/structure.h: type 7, a tag, the name's address,
    the device's address and size, extra, flags)."""
    found = {}
    for at in range(0, len(image) - 20, 2):  # (packed: 2-byte aligned)
        kind, _tag, name, address, size = struct.unpack_from("<HHIII", image, at)
        if kind == 7 and pf.XIP_BASE <= name < pf.XIP_BASE + len(image):
            off = name - pf.XIP_BASE
            end = image.find(b"\0", off)
            if 0 < end - off < 32:
                found[image[off:end].decode("ascii", "replace")] = (address, size)
    return found


def test_the_developers_uf2_has_a_romfs_partition_and_nothing_of_ours_frozen():
    blocks = _built(None)
    fw = pf.identify(blocks)
    assert fw.version == (1, 27, 0) and fw.board == "Raspberry Pi Pico" and fw.mcu == "RP2040"
    assert {b.family for b in blocks} == {pf.RP2040}
    addresses = [b.address for b in blocks]
    assert addresses == [pf.XIP_BASE + i * pf.PAGE for i in range(len(blocks))]
    # the program ends below the ROMFS partition, which ends where the file system starts
    assert addresses[-1] + pf.PAGE <= pf.XIP_BASE + pf.romfs_offset()
    assert pf.romfs_offset() == 0x60000
    image = b"".join(b.payload for b in blocks)
    devices = _block_devices(image)
    assert devices["ROMFS"] == (0x10060000, 256 * 1024)
    assert devices["MicroPython"] == (0x100A0000, 1408 * 1024)  # littlefs, as stock
    names = _frozen_names(image)
    assert "_boot.py" in names and "rp2.py" in names
    assert not [n for n in names if n.startswith(OURS) or n in ("main.py", "frozenboard.py")]


def read_romfs(data):
    """{path: bytes} of a ROMFS image (extmod/vfs_rom.c's format: the header d2 cd 31 and
    the image's length, then records, each a kind and a length as varuints and the
    payload; a folder is its name and records, a file its name and a data record)."""

    def uint(at):
        value = 0
        while True:
            b = data[at]
            at += 1
            value = value << 7 | (b & 0x7F)
            if not b & 0x80:
                return value, at

    def records(at, end, folder):
        out = {}
        while at < end:
            kind, at = uint(at)
            size, at = uint(at)
            body = at
            at += size
            if kind in (4, 5):  # a folder, a file
                n, p = uint(body)
                name = folder + "/" + data[p : p + n].decode()
                if kind == 4:
                    out.update(records(p + n, at, name))
                else:
                    kind2, q = uint(p + n)
                    size2, q = uint(q)
                    assert kind2 == 2  # the data verbatim
                    out[name] = data[q : q + size2]
        return out

    assert data[:3] == b"\xd2\xcd\x31"
    size, at = uint(3)
    return records(at, at + size, "")


@pytest.mark.parametrize("board", known_boards())
def test_the_romfs_image_holds_every_module_at_its_frozen_path(board):
    image = romfs.build(board)
    files = read_romfs(image.data)
    assert files == image.files
    wanted = {
        "/" + name[: -len(".py")] + ".mpy"
        for name in freeze.frozen_sources(board)
        if name not in ("main.py", "_boot.py")
    }
    assert set(files) == wanted | {"/frozenboard.mpy", "/" + romfs.ID_FILE}
    assert "/boards/%s.mpy" % board.replace("-", "_") in files  # the board's, no other's
    assert len([p for p in files if p.startswith("/boards/")]) == 2
    for path, data in files.items():
        if path.endswith(".mpy"):
            assert data[:2] == b"M\x06"  # bytecode .mpy version 6: MicroPython 1.23 on
            # named by its path as the frozen build names it (tracebacks: file and line)
            assert path[1:-4].encode() + b".py" in data, path
    assert board.encode() in files["/frozenboard.mpy"]
    # the image's identity: what make deploy compares with the device's /rom
    others = {p[1:]: d for p, d in files.items() if p != "/" + romfs.ID_FILE}
    assert files["/" + romfs.ID_FILE] == (romfs.digest(others) + "\n").encode()
    assert len(image.data) < pf.ROMFS_BYTES
    # and its UF2 writes it at the partition, page after page, nothing else
    with open(image.uf2, "rb") as f:
        blocks = pf.parse(f.read())
    assert {b.family for b in blocks} == {pf.RP2040}
    assert [b.address for b in blocks] == [0x10060000 + i * 256 for i in range(len(blocks))]
    assert [(b.number, b.count) for b in blocks] == [(i, len(blocks)) for i in range(len(blocks))]
    written = b"".join(b.payload for b in blocks)
    assert written[: len(image.data)] == image.data and len(written) - len(image.data) < 256


def test_the_romfs_image_is_the_same_for_the_same_sources():
    # (make deploy writes the image only when its identity differs from the device's)
    first = romfs.build("pico-ssd1306")
    assert romfs.build("pico-ssd1306").data == first.data
    assert romfs.build("pico-sh1106").digest != first.digest


def test_micropython_src_must_be_a_micropython_tree(tmp_path):
    with pytest.raises(freeze.Missing) as e:
        freeze.source(str(tmp_path), {"MICROPYTHON_SRC": str(tmp_path)})
    assert str(e.value) == (
        "MICROPYTHON_SRC=%s is not a MicroPython source tree (no py/mpconfig.h, ports/rp2)"
        % tmp_path
    )


def _fake_tree(root, minor):
    (root / "py").mkdir(parents=True)
    (root / "ports" / "rp2").mkdir(parents=True)
    (root / "py" / "mpconfig.h").write_text(
        "#define MICROPY_VERSION_MAJOR 1\n#define MICROPY_VERSION_MINOR %d\n"
        "#define MICROPY_VERSION_MICRO 0\n" % minor
    )


def test_micropython_src_of_another_release_is_refused(tmp_path):
    _fake_tree(tmp_path, 26)
    with pytest.raises(freeze.Missing) as e:
        freeze.source(str(tmp_path), {"MICROPYTHON_SRC": str(tmp_path)})
    assert "is MicroPython 1.26.0; the firmware is built on 1.27.0 (git checkout v1.27.0)" in str(
        e.value
    )


def test_micropython_src_without_its_submodules_says_how_to_get_them(tmp_path):
    _fake_tree(tmp_path, 27)
    with pytest.raises(freeze.Missing) as e:
        freeze.source(str(tmp_path), {"MICROPYTHON_SRC": str(tmp_path)})
    assert str(e.value) == (
        "MICROPYTHON_SRC=%s lacks pico-sdk: its submodules are not there (make -C %s "
        "submodules)" % (tmp_path, tmp_path / "ports" / "rp2")
    )


def test_micropython_src_is_used_as_it_is():
    tree = _tree()
    assert freeze.source("unused", {"MICROPYTHON_SRC": tree}) == (tree, False)


def _no_source_but(monkeypatch, folder):
    """Nothing of MicroPython's source to be found (tools/builders/inputs.py) but what is put into
    folder/micropython-src, standing for ../shared's."""
    monkeypatch.setattr(inputs, "SHARED", str(folder))
    monkeypatch.setattr(inputs, "CACHE", str(folder / "cache"))
    (folder / "micropython-src").mkdir()
    return folder / "micropython-src"


def test_without_bundle_or_micropython_src_the_message_says_what_to_give(monkeypatch, tmp_path):
    _no_source_but(monkeypatch, tmp_path)
    with pytest.raises(freeze.Missing) as e:
        freeze.source(str(tmp_path / "out"), {})
    assert "no MicroPython source" in str(e.value)
    assert "MICROPYTHON_SRC=DIR, a MicroPython v1.27.0 clone with its submodules" in str(e.value)


def test_the_release_tarball_make_setup_fetched_is_extracted_once(monkeypatch, tmp_path):
    # MicroPython's release tarball holds the tree at micropython-1.27.0/ (the offline
    # bundle at micropython-rp2-v1.27.0-min/micropython/): found in the cache, extracted
    # once, and built as a tree without git (not as the bundle)
    _no_source_but(monkeypatch, tmp_path)
    top = tmp_path / "release" / "micropython-1.27.0"
    _fake_tree(top, 27)
    for rel in freeze.SUBMODULES:
        (top / rel).parent.mkdir(parents=True, exist_ok=True)
        (top / rel).write_text("")
    cache = tmp_path / "cache"
    cache.mkdir()
    tarball = cache / inputs.SOURCE.file
    with tarfile.open(tarball, "w:xz") as tar:
        tar.add(top, arcname="micropython-1.27.0")
    (cache / (inputs.SOURCE.file + ".sha256")).write_text(
        hashlib.sha256(tarball.read_bytes()).hexdigest() + "\n"
    )
    said = []
    out = tmp_path / "out"
    assert freeze.source(str(out), {}, say=said.append) == (
        str(out / "src" / "micropython-1.27.0"), False)  # fmt: skip
    assert freeze.source(str(out), {}, say=said.append)[0].endswith("micropython-1.27.0")
    assert said == ["firmware: extracting micropython-1.27.0.tar.xz"]  # once


def test_a_damaged_bundle_is_one_line(monkeypatch, tmp_path):
    shared = _no_source_but(monkeypatch, tmp_path)
    (shared / freeze.BUNDLE).write_bytes(b"\xfd7zXZ\0 not really")
    with pytest.raises(freeze.Missing) as e:
        freeze.source(str(tmp_path / "out"), {})
    assert str(e.value).startswith("the bundle %s cannot be read (" % (shared / freeze.BUNDLE))
    assert str(e.value).endswith("): copy it again")
    assert os.listdir(tmp_path / "out") == []  # nothing half extracted left


def test_a_missing_toolchain_is_named_with_its_packages(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    assert freeze.toolchain_missing() == (
        "gcc-arm-none-eabi",
        "cmake",
        "build-essential",
    )
    monkeypatch.setattr(os, "geteuid", lambda: 1000, raising=False)  # not root: no apt-get
    with pytest.raises(freeze.Missing) as e:
        freeze.ensure_toolchain()
    assert str(e.value) == (
        "the ARM toolchain is missing (gcc-arm-none-eabi, cmake, build-essential): install it "
        "with `sudo apt-get install gcc-arm-none-eabi libnewlib-arm-none-eabi "
        "libstdc++-arm-none-eabi-newlib cmake build-essential`, then run make firmware again"
    )


def test_as_root_the_toolchain_is_installed_with_apt_get(monkeypatch, tmp_path):
    # A stand-in apt-get that notes its arguments and installs nothing: the first install
    # fails (old package lists), so the lists are updated and the install tried again.
    calls = tmp_path / "calls"
    apt = tmp_path / "apt-get"
    apt.write_text(
        '#!/bin/sh\necho "$*" >> %s\n[ "$1" = update ] || [ -e %s ] || { : > %s; exit 100; }\n'
        % (calls, tmp_path / "tried", tmp_path / "tried")
    )
    apt.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(os, "geteuid", lambda: 0, raising=False)
    with pytest.raises(freeze.Missing) as e:
        freeze.ensure_toolchain(say=lambda _line: None)
    install = (
        "install -y -q --no-install-recommends gcc-arm-none-eabi libnewlib-arm-none-eabi "
        "libstdc++-arm-none-eabi-newlib cmake build-essential"
    )
    assert calls.read_text().splitlines() == [install, "update -q", install]
    assert str(e.value) == "still missing after apt-get: gcc-arm-none-eabi, cmake, build-essential"


def test_a_compiler_without_newlib_is_named(monkeypatch, tmp_path):
    gcc = tmp_path / "arm-none-eabi-gcc"
    gcc.write_text("#!/bin/sh\necho libc.a\n")  # what gcc prints for a library it lacks
    gcc.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert freeze.toolchain_missing()[0] == "libnewlib-arm-none-eabi"


def test_a_compiler_without_its_cpp_library_is_named(monkeypatch, tmp_path):
    # newlib there, libstdc++ not: the pico-sdk's new_delete.cpp would not find <cstdlib>
    # (apt-get leaves the package out with the compiler when recommendations are)
    gcc = tmp_path / "arm-none-eabi-gcc"
    gcc.write_text(
        '#!/bin/sh\ncase "$1" in *libc.a) echo /usr/lib/arm-none-eabi/lib/libc.a;;'
        " *) echo libstdc++.a;; esac\n"
    )
    gcc.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert "libnewlib-arm-none-eabi" not in freeze.toolchain_missing()
    assert "libstdc++-arm-none-eabi-newlib" in freeze.toolchain_missing()


def test_make_test_goes_on_without_a_toolchain(tmp_path):
    # --if-possible (make test): the reason and the way, exit status 0; without it, 1.
    try:
        tree = freeze.source(freeze.OUT, say=lambda _line: None)[0]
    except freeze.Missing:
        tree = None
    env = {"PATH": str(tmp_path), "HOME": str(tmp_path)}
    if tree is not None:
        env["MICROPYTHON_SRC"] = tree  # else: the source's absence is the reason
    script = os.path.join(ROOT, "tools", "builders", "freeze.py")
    cmd = [sys.executable, script, "--out", str(tmp_path)]
    soft = subprocess.run(cmd + ["--if-possible"], env=env, capture_output=True, text=True)
    assert soft.returncode == 0 and soft.stdout.startswith("firmware: not built: ")
    hard = subprocess.run(cmd, env=env, capture_output=True, text=True)
    assert hard.returncode == 1 and hard.stderr.startswith("firmware: ")
    assert len(hard.stderr.strip().splitlines()) == 1


def test_an_unknown_board_is_refused_with_the_known_ones(tmp_path):
    with pytest.raises(freeze.Missing) as e:
        freeze.build(["pico-st7735"], str(tmp_path))
    assert str(e.value) == "unknown board 'pico-st7735'; known boards: pico-sh1106, pico-ssd1306"

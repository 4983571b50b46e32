"""`make uf2`: the Pico 2's UF2 files read back block by block, their file system mounted
with the device's geometry, combined with a made-up MicroPython UF2, a Pico or Pico W sent
to make firmware's UF2 in one line, and bad input refused."""

import os
import struct
import subprocess
import sys

import littlefs
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import picoflash as pf  # noqa: E402
import uf2  # noqa: E402
from build import build  # noqa: E402
from deploy import device_files, known_boards  # noqa: E402

# The Pico 2 (RP2350) with MicroPython 1.27, written out here rather than taken from
# picoflash, so the test checks the table too: 3 MB from 1 MB into its 4 MB flash, and its
# UF2 blocks of the RP2350's absolute family (written where they say, whatever partitions).
PICO_FS = 0x10100000
PICO_FS_BYTES = 3 << 20
BLOCKS = PICO_FS_BYTES // 4096
ABSOLUTE = 0xE48BFF57
GEOMETRY = pf.Geometry(block_size=4096, read_size=32, prog_size=256, lookahead_size=32)


@pytest.fixture(scope="session")
def build_dir(tmp_path_factory):
    path = str(tmp_path_factory.mktemp("mpy"))
    _count, failures = build(path)
    assert not failures, failures
    return path


def run(build_dir, out, *args):
    return uf2.main(["--out", str(out), "--build-dir", build_dir, *args])


def read_blocks(path):
    """Every block of a UF2 file as a dict, checked against the UF2 specification on the way."""
    data = open(path, "rb").read()
    assert data and len(data) % 512 == 0
    blocks = []
    for at in range(0, len(data), 512):
        m0, m1, flags, addr, size, no, count, family = struct.unpack_from("<8I", data, at)
        assert (m0, m1) == (0x0A324655, 0x9E5D5157)
        assert struct.unpack_from("<I", data, at + 508) == (0x0AB16F30,)
        assert size == 256 and addr % 256 == 0
        assert flags == 0x2000  # family ID present, nothing else
        assert data[at + 32 + size : at + 508] == bytes(476 - size)  # padded with zeros
        blocks.append(
            dict(
                addr=addr,
                no=no,
                count=count,
                family=family,
                flags=flags,
                payload=data[at + 32 : at + 288],
            )
        )
    return blocks


def numbered_in_order(blocks):
    return [(b["no"], b["count"]) for b in blocks] == [
        (i, len(blocks)) for i in range(len(blocks))
    ]


def flash_area(blocks, start, size, background=None):
    image = bytearray(background or b"\xff" * size)
    for b in blocks:
        off = b["addr"] - start
        image[off : off + 256] = b["payload"]
    return image


def files_on(image, block_count):
    fs = littlefs.LittleFS(
        context=littlefs.UserContext(buffer=bytearray(image)),
        block_count=block_count,
        mount=False,
        **GEOMETRY,
    )
    fs.mount()  # raises if the image does not mount
    return pf.read_all(fs), fs


@pytest.mark.parametrize("board", known_boards())
def test_the_uf2_writes_exactly_the_deploy_files_into_the_file_system(build_dir, tmp_path, board):
    assert run(build_dir, tmp_path, "--board", board) == 0
    blocks = read_blocks(tmp_path / ("%s-RPI_PICO2.uf2" % board))
    assert numbered_in_order(blocks)
    assert {b["family"] for b in blocks} == {ABSOLUTE}
    addrs = [b["addr"] for b in blocks]
    assert len(set(addrs)) == len(addrs)
    assert all(PICO_FS <= a and a + 256 <= PICO_FS + PICO_FS_BYTES for a in addrs)
    # Only the blocks the file system uses: whole 4 KB flash sectors, about one per file
    # of the ninety-odd (littlefs gives a file of more than a few bytes a block of its
    # own), a small part of the 768: the empty ones are not written.
    sectors = {(a - PICO_FS) // 4096 for a in addrs}
    assert len(addrs) == 16 * len(sectors) and len(sectors) < 352 // 2

    found, fs = files_on(flash_area(blocks, PICO_FS, PICO_FS_BYTES), BLOCKS)
    assert found == device_files(board, build_dir)
    assert fs.stat("/boards").type == 2  # a folder, as deploy makes it
    assert fs.block_count == BLOCKS


def test_it_replaces_the_file_system_the_device_has_used_since(build_dir, tmp_path):
    """The game installed, then played for a while: settings saved, files rewritten, so
    littlefs has moved its folders to the other block of their pairs with newer revision
    counts.  Installing the UF2 again must bring back exactly its files: a folder's stale
    copy left in a block the UF2 did not write would win as the newer one."""
    assert run(build_dir, tmp_path, "--board", "pico-ssd1306") == 0
    blocks = read_blocks(tmp_path / "pico-ssd1306-RPI_PICO2.uf2")
    files = device_files("pico-ssd1306", build_dir)
    _found, used = files_on(flash_area(blocks, PICO_FS, PICO_FS_BYTES), BLOCKS)
    for round_ in range(4):
        with used.open("/data/settings.json", "w") as f:
            f.write('{"round": %d}' % round_)
        for path, data in files.items():
            with used.open(path, "wb") as f:
                f.write(data + b"played")
    assert files_on(used.context.buffer, BLOCKS)[0] != files

    image = flash_area(blocks, PICO_FS, PICO_FS_BYTES, background=used.context.buffer)
    assert files_on(image, BLOCKS)[0] == files


def test_the_devices_saves_never_write_the_images_root(build_dir, tmp_path):
    """The root's log has no FCRC for littlefs to check at every look-up, and stays so:
    the data folder is there and the disk marked 2.1 (picoflash.make_image()), so the
    device's littlefs (2.1) saves into /data without touching the root's blocks."""
    assert run(build_dir, tmp_path, "--board", "pico-ssd1306") == 0
    blocks = read_blocks(tmp_path / "pico-ssd1306-RPI_PICO2.uf2")
    image = flash_area(blocks, PICO_FS, PICO_FS_BYTES)
    files = device_files("pico-ssd1306", build_dir)
    found, fs = files_on(image, BLOCKS)
    assert found == files
    assert fs.fs_stat().disk_version == 0x00020001
    assert fs.stat("/data").type == 2 and fs.listdir("/data") == []

    for n in range(3):
        with fs.open("/data/settings.json", "w") as f:
            f.write('{"lang": %d}' % n)
    after, fs = files_on(fs.context.buffer, BLOCKS)
    assert after == dict(files, **{"/data/settings.json": b'{"lang": 2}'})
    assert fs.context.buffer[: 2 * 4096] == image[: 2 * 4096]  # the root's pair


@pytest.mark.parametrize("pico", ["pico2", "RPI_PICO2"])
def test_the_pico_2_is_named_as_a_person_types_it(build_dir, tmp_path, pico):
    assert run(build_dir, tmp_path, "--board", "pico-sh1106", "--pico", pico) == 0
    (path,) = tmp_path.iterdir()
    assert path.name == "pico-sh1106-RPI_PICO2.uf2"
    blocks = read_blocks(path)
    assert numbered_in_order(blocks) and {b["family"] for b in blocks} == {ABSOLUTE}
    found, _fs = files_on(flash_area(blocks, PICO_FS, PICO_FS_BYTES), BLOCKS)
    assert found == device_files("pico-sh1106", build_dir)


PICO_TAKES_FIRMWARE = (
    "error: a Pico takes make firmware's UF2 (build/firmware/<board>-RPI_PICO.uf2, the game "
    "run from flash), and so does a Pico W (the RPI_PICO build runs on its RP2040); make uf2 "
    "is for the Pico 2 (RPI_PICO2)\n"
)


@pytest.mark.parametrize("pico", ["RPI_PICO", "pico", "RPI_PICO_W", "pico-w"])
def test_a_pico_or_pico_w_is_sent_to_make_firmware_in_one_line(tmp_path, pico):
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "builders", "uf2.py"), "--out", str(tmp_path),
         "--pico", pico],
        capture_output=True, text=True,
    )  # fmt: skip
    assert proc.returncode == 2 and proc.stderr == PICO_TAKES_FIRMWARE and not proc.stdout
    assert not any(tmp_path.iterdir())


def test_a_picos_micropython_is_sent_to_make_firmware_too(build_dir, tmp_path, capsys):
    for board in ("Raspberry Pi Pico", "Raspberry Pi Pico W"):
        mp = fake_micropython(tmp_path / "mp.uf2", board=board, mcu="RP2040", family=0xE48BFF56)
        assert run(build_dir, tmp_path / "out", "--micropython", str(mp)) == 2
        assert capsys.readouterr().err == PICO_TAKES_FIRMWARE
    assert not (tmp_path / "out").exists()


# -- combined with MicroPython -----------------------------------------------------------


def fake_micropython(
    path,
    banner="MicroPython v1.27.0 on 2025-12-09",
    board="Raspberry Pi Pico2",
    mcu="RP2350",
    family=0xE48BFF59,
    pages=40,
    lead=(),
):
    """A made-up MicroPython UF2: `pages` blocks from 0x10000000 whose payload holds the
    banner's two strings, one of them across a page boundary; `lead` blocks go first."""
    image = bytearray(os.urandom(pages * 256))
    for at, text in ((1000, banner), (5 * 256 - 9, "; %s with %s" % (board, mcu))):
        raw = b"\0" + text.encode() + b"\0"
        image[at : at + len(raw)] = raw
    blocks = [
        pf.Block(0x10000000 + i * 256, bytes(image[i * 256 : i * 256 + 256]), family)
        for i in range(pages)
    ]
    pf.numbered(blocks, family)
    with open(path, "wb") as f:
        for b in list(lead) + blocks:
            f.write(b.pack())
    return path


def test_a_combined_uf2_has_micropython_first_then_the_game(build_dir, tmp_path):
    # RP2350 UF2s start with one absolute-family block counted "0 of 2" (erratum RP2350-E10);
    # it stays as it is, the game joins MicroPython's Arm image and its numbering.
    lead = pf.Block(0x10FFFF00, bytes(256), ABSOLUTE, 0, 2)
    mp = fake_micropython(tmp_path / "RPI_PICO2-v1.27.0.uf2", lead=[lead])
    out = tmp_path / "out"
    assert run(build_dir, out, "--board", "pico-ssd1306", "--micropython", str(mp)) == 0
    blocks = read_blocks(out / "pico-ssd1306-RPI_PICO2-micropython-1.27.0.uf2")
    theirs = read_blocks(mp)
    n = len(theirs)
    # MicroPython's blocks unchanged and in front; only the numbering now counts the whole
    # file (but the leading block's), so that the Pico 2 writes every block before it
    # restarts.
    assert [(b["addr"], b["family"], b["payload"]) for b in blocks[:n]] == [
        (b["addr"], b["family"], b["payload"]) for b in theirs
    ]
    assert (blocks[0]["family"], blocks[0]["no"], blocks[0]["count"]) == (ABSOLUTE, 0, 2)
    assert numbered_in_order(blocks[1:]) and {b["family"] for b in blocks[1:]} == {0xE48BFF59}
    ours = blocks[n:]
    assert ours and all(PICO_FS <= b["addr"] < PICO_FS + PICO_FS_BYTES for b in ours)
    assert max(b["addr"] for b in theirs[1:]) + 256 <= min(b["addr"] for b in ours)
    assert len({b["addr"] for b in blocks}) == len(blocks)
    found, _fs = files_on(flash_area(ours, PICO_FS, PICO_FS_BYTES), BLOCKS)
    assert found == device_files("pico-ssd1306", build_dir)


@pytest.mark.parametrize(
    "banner, board, message",
    [
        ("MicroPython v1.28.0 on 2026-04-01", "Raspberry Pi Pico2", "newer than this tool knows"),
        (
            "MicroPython v1.26.1 on 2025-09-11",
            "Raspberry Pi Pico2",
            "no file-system layout known for MicroPython 1.26.1 on Raspberry Pi Pico2",
        ),
        (
            "MicroPython v1.18 on 2022-01-17",
            "Raspberry Pi Pico2",
            "cannot find MicroPython's version and board",
        ),
        ("MicroPython v1.18.0 on 2022-01-17", "Raspberry Pi Pico2", "loads .mpy version 5"),
        ("MicroPython v1.22.2 on 2024-02-22", "Raspberry Pi Pico2", "cannot load the game's .mpy"),
        (
            "MicroPython v1.27.0 on 2025-12-09",
            "Raspberry Pi Pico 2 W",
            "no file-system layout known for MicroPython on 'Raspberry Pi Pico 2 W'",
        ),
    ],
)
def test_an_unknown_micropython_is_refused(build_dir, tmp_path, capsys, banner, board, message):
    mp = fake_micropython(tmp_path / "mp.uf2", banner=banner, board=board)
    out = tmp_path / "out"
    assert run(build_dir, out, "--micropython", str(mp)) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize(
    "args, message",
    [
        (["--micropython", "/nonexistent/RPI_PICO.uf2"], "cannot read MICROPYTHON file"),
        (["--micropython", os.path.join(ROOT, "README.md")], "not a UF2 file"),
        (["--board", "pico-st7735"], "unknown board 'pico-st7735'; known boards: pico-sh1106"),
        (
            ["--pico", "RPI_PICO2_W"],
            "no file-system layout known for the Pico model 'RPI_PICO2_W'",
        ),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(tmp_path, args, message):
    proc = subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "tools", "builders", "uf2.py"),
            "--out",
            str(tmp_path),
            *args,
        ],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ") and message in proc.stderr
    assert proc.stderr.count("\n") == 1 and not proc.stdout
    assert not any(tmp_path.iterdir())


def test_the_output_says_what_installing_replaces(build_dir, tmp_path, capsys):
    assert run(build_dir, tmp_path, "--board", "pico-ssd1306") == 0
    out = capsys.readouterr().out
    assert "replaces everything on the Pico's file system" in out.splitlines()[0]
    assert "make deploy keeps them" in out


def test_make_uf2_passes_its_variables():
    def dry(*args):
        proc = subprocess.run(
            ["make", "-n", "uf2", *args], cwd=ROOT, capture_output=True, text=True
        )
        return [line for line in proc.stdout.splitlines() if "tools/builders/uf2.py" in line]

    assert dry()[0].endswith("tools/builders/uf2.py")  # every board, the Pico, no MicroPython
    (line,) = dry("BOARD=pico-sh1106", "MICROPYTHON=mp.uf2", "PICO=RPI_PICO_W")
    assert "--board pico-sh1106" in line and "--micropython mp.uf2" in line
    assert "--pico RPI_PICO_W" in line

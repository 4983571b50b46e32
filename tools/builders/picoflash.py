"""The Pico's flash as MicroPython lays it out: the file-system layouts, UF2 blocks, and the
littlefs image of a set of files.  tools/builders/uf2.py builds the game's UF2 files with it."""

import re
import struct
import zlib
from dataclasses import dataclass
from typing import TypedDict

import littlefs

XIP_BASE = 0x10000000  # the flash as the CPU sees it; UF2 blocks carry these addresses

# UF2 family IDs: a bootloader writes only the blocks of a family it accepts.
# RP2040: microsoft/uf2 utils/uf2families.json.  The RP2350 ones: RP2350 datasheet,
# section 5.5.3 "UF2 targeting rules", table 455.
RP2040 = 0xE48BFF56
ABSOLUTE = 0xE48BFF57  # RP2350: written at the address given, whatever partitions exist
RP2350_ARM_S = 0xE48BFF59  # RP2350 Arm secure image (MicroPython's RPI_PICO2)
RP2350_RISCV = 0xE48BFF5A  # RP2350 RISC-V image (MicroPython's RPI_PICO2 RISCV variant)

# How MicroPython's rp2 port mounts the file system, the same on every rp2 board:
# ports/rp2/modules/_boot.py mounts vfs.VfsLfs2(rp2.Flash(), progsize=256), the VfsLfs2
# defaults giving read size 32 and lookahead 32; extmod/vfs_lfsx.c sets the cache to
# min(block, 4 * max(read, prog)) = 1024 and block_cycles 100; ports/rp2/rp2_flash.c gives
# 4096-byte blocks (the flash's erase sector) and puts the area at the END of the flash:
# MICROPY_HW_FLASH_STORAGE_BASE = PICO_FLASH_SIZE_BYTES - MICROPY_HW_FLASH_STORAGE_BYTES.
# The cache size matters: the device reads an inline file through it, so an image may not
# inline more than the device can read back (make_image() inlines nothing).
BLOCK_SIZE = 4096
READ_SIZE = 32
PROG_SIZE = 256
LOOKAHEAD_SIZE = 32
CACHE_SIZE = 1024
BLOCK_CYCLES = 100
DISK_VERSION = 0x00020001  # littlefs disk version 2.1: MicroPython 1.27's littlefs
# The version an image's logs are written in: 2.0, without FCRCs (make_image()).
IMAGE_DISK_VERSION = 0x00020000
DATA_DIR = "/data"  # the device's data folder (firmware/store/flash.py)

PAGE = 256  # UF2 payload: one flash program page, so every block is page-aligned
KB = 1024


@dataclass(frozen=True)
class Layout:
    board_id: str  # MicroPython's board folder, the name of its download (RPI_PICO-...uf2)
    name: str  # MICROPY_HW_BOARD_NAME, as MicroPython's banner and _machine show it
    mcu: str  # MICROPY_HW_MCU_NAME
    versions: tuple  # MicroPython (major, minor) releases this layout is established for
    flash_bytes: int  # PICO_FLASH_SIZE_BYTES of the pico-sdk board
    fs_bytes: int  # MICROPY_HW_FLASH_STORAGE_BYTES
    families: tuple  # family IDs of MicroPython's own UF2 for this board
    data_family: int  # family ID of a UF2 that writes only the file system
    checked: str  # how far this layout has been checked

    @property
    def fs_offset(self):
        return self.flash_bytes - self.fs_bytes

    @property
    def fs_address(self):
        return XIP_BASE + self.fs_offset

    @property
    def block_count(self):
        return self.fs_bytes // BLOCK_SIZE


LAYOUTS = (
    # micropython/micropython ports/rp2/boards/RPI_PICO/mpconfigboard.h: storage 1408 KB;
    # raspberrypi/pico-sdk src/boards/include/boards/pico.h: 2 MB flash.  So 0xA0000, 352
    # blocks; an image made here mounts there (checked on an emulated RP2040, MicroPython
    # 1.27.0).
    Layout(
        "RPI_PICO",
        "Raspberry Pi Pico",
        "RP2040",
        ((1, 27),),
        2048 * KB,
        1408 * KB,
        (RP2040,),
        RP2040,
        "mounted on an emulated RP2040",
    ),
    # ports/rp2/boards/RPI_PICO_W/mpconfigboard.h: storage 848 KB (the wireless firmware
    # takes the rest); pico-sdk boards/pico_w.h: 2 MB flash.  So 0x12C000, 212 blocks.
    Layout(
        "RPI_PICO_W",
        "Raspberry Pi Pico W",
        "RP2040",
        ((1, 27),),
        2048 * KB,
        848 * KB,
        (RP2040,),
        RP2040,
        "from MicroPython's board definition, not yet checked on a device",
    ),
    # ports/rp2/boards/RPI_PICO2/mpconfigboard.h: storage PICO_FLASH_SIZE_BYTES - 1 MB
    # (mpconfigboard.cmake: 3145728); pico-sdk boards/pico2.h: 4 MB flash.  So 0x100000,
    # 768 blocks.  Without a partition table (MicroPython's UF2 makes none) the RP2350
    # bootrom writes rp2350-arm-s and absolute blocks at their addresses (datasheet 5.5.3).
    Layout(
        "RPI_PICO2",
        "Raspberry Pi Pico2",
        "RP2350",
        ((1, 27),),
        4096 * KB,
        3072 * KB,
        (RP2350_ARM_S, RP2350_RISCV),
        ABSOLUTE,
        "from MicroPython's board definition, not yet checked on a device",
    ),
)


# The developers' MicroPython (make firmware's romfs-RPI_PICO.uf2) is RPI_PICO with
# MICROPY_HW_ROMFS_BYTES set to this: ports/rp2/rp2_flash.c puts the partition just below
# the file system (MICROPY_HW_ROMFS_BASE = the file system's base - its size), 0x60000 to
# 0x9FFFF on the Pico, the file system unchanged (checked on an emulated RP2040).
ROMFS_BYTES = 256 * KB


def romfs_offset():
    """The ROMFS partition's flash offset in the developers' MicroPython (0x60000)."""
    return layout_for("RPI_PICO").fs_offset - ROMFS_BYTES


class Refused(Exception):
    """Input this module cannot work with, and why; tools/builders/uf2.py prints it."""


def layout_for(board_id):
    for layout in LAYOUTS:
        if layout.board_id == board_id:
            return layout
    raise Refused(
        "no file-system layout known for the Pico model '%s'; known: %s"
        % (board_id, ", ".join(lay.board_id for lay in LAYOUTS))
    )


def layout_of_firmware(name, version):
    """The layout for MicroPython `version` (major, minor, patch) built for the board
    `name` (MICROPY_HW_BOARD_NAME); Refused for a board or release not in the table."""
    shown = "%d.%d.%d" % version
    for layout in LAYOUTS:
        if layout.name == name:
            if version[:2] in layout.versions:
                return layout
            raise Refused(
                "no file-system layout known for MicroPython %s on %s (known: %s); take "
                "MicroPython %s for %s" % (shown, name, _versions(layout), _versions(layout), name)
            )
    raise Refused(
        "no file-system layout known for MicroPython on '%s'; known boards: %s"
        % (name, ", ".join("%s (%s)" % (lay.name, lay.board_id) for lay in LAYOUTS))
    )


def _versions(layout):
    return ", ".join("%d.%d" % v for v in layout.versions)


# -- UF2 blocks ---------------------------------------------------------------------------
# microsoft/uf2 README.md: 512-byte blocks, each "UF2\n" + 0x9E5D5157, flags, target
# address, payload size, block number, block count, family ID (flag 0x2000), 476 data bytes
# (payload then zeros), 0x0AB16F30.  All fields little-endian 32-bit.

MAGIC_START0 = 0x0A324655
MAGIC_START1 = 0x9E5D5157
MAGIC_END = 0x0AB16F30
FLAG_NOT_MAIN_FLASH = 0x00000001  # a comment block, never written to flash
FLAG_FAMILY_ID = 0x00002000
BLOCK = 512
_HEAD = struct.Struct("<8I")
_DATA = 476


@dataclass
class Block:
    address: int
    payload: bytes
    family: int
    number: int = 0
    count: int = 0
    flags: int = FLAG_FAMILY_ID

    def pack(self):
        head = _HEAD.pack(
            MAGIC_START0,
            MAGIC_START1,
            self.flags,
            self.address,
            len(self.payload),
            self.number,
            self.count,
            self.family,
        )
        data = self.payload.ljust(_DATA, b"\0")
        return head + data + struct.pack("<I", MAGIC_END)


def parse(data):
    """Blocks of a UF2 file, in file order; ValueError says what is wrong."""
    if not data:
        raise ValueError("it is empty")
    if len(data) % BLOCK:
        raise ValueError("its size is not a multiple of 512 bytes, so it is not a UF2 file")
    blocks = []
    for at in range(0, len(data), BLOCK):
        m0, m1, flags, address, size, number, count, family = _HEAD.unpack_from(data, at)
        (end,) = struct.unpack_from("<I", data, at + BLOCK - 4)
        if (m0, m1, end) != (MAGIC_START0, MAGIC_START1, MAGIC_END):
            raise ValueError(
                "block %d has no UF2 magic numbers, so it is not a UF2 file" % (at // BLOCK)
            )
        if size > _DATA:
            raise ValueError("block %d claims %d payload bytes" % (at // BLOCK, size))
        payload = bytes(data[at + 32 : at + 32 + size])
        blocks.append(Block(address, payload, family, number, count, flags))
    return blocks


def pages(image, base, family, keep):
    """Blocks writing the 256-byte pages of `image` (flash bytes from XIP address `base`)
    that lie in the 4096-byte blocks numbered in `keep`."""
    out = []
    for block in sorted(keep):
        start = block * BLOCK_SIZE
        for off in range(start, start + BLOCK_SIZE, PAGE):
            out.append(Block(base + off, bytes(image[off : off + PAGE]), family))
    return out


def numbered(blocks, family):
    """The blocks with those of `family` numbered 0..n-1 of n, in order.  A bootloader counts
    the blocks of its family and restarts once it has them all (microsoft/uf2 README.md:
    "total number of blocks in file"; blocks of another family are ignored, numbers
    included), so one family's blocks must share one count, or the Pico would restart
    before the rest is written.  Other families' blocks keep their numbers (the RP2350
    UF2s' leading absolute block counts itself 0 of 2 on purpose)."""
    ours = [b for b in blocks if b.family == family]
    for i, b in enumerate(ours):
        b.number, b.count = i, len(ours)
    return blocks


def flash_image(blocks, families):
    """{address: payload} of the blocks of `families` that go to flash."""
    return {
        b.address: b.payload
        for b in blocks
        if b.family in families and not b.flags & FLAG_NOT_MAIN_FLASH
    }


# -- MicroPython's UF2 ---------------------------------------------------------------------
# The rp2 firmware prints "MicroPython v1.27.0 on 2025-12-09" and "; Raspberry Pi Pico with
# RP2040" as its banner (shared/runtime/pyexec.c: MICROPY_BANNER_NAME_AND_VERSION, then
# "; " MICROPY_BANNER_MACHINE, which py/mpconfig.h makes MICROPY_HW_BOARD_NAME " with "
# MICROPY_HW_MCU_NAME).  Both are string constants in flash, so they are read from the
# payload like `strings` would, wherever the compiler put them.

_TEXT = re.compile(rb"[\x20-\x7e]{8,}")
_VERSION = re.compile(r"MicroPython v(\d+)\.(\d+)\.(\d+)\S* on \d{4}-\d\d-\d\d")
_MACHINE = re.compile(r"^(?:; )?(.+) with (RP2\d{3})$")


@dataclass(frozen=True)
class Firmware:
    version: tuple  # (major, minor, patch)
    board: str  # MICROPY_HW_BOARD_NAME
    mcu: str
    family: int  # family ID of its image blocks
    start: int  # lowest and highest+1 address it writes
    end: int


def identify(blocks):
    """MicroPython's version and board as its UF2 carries them; Refused if not found."""
    main = [b for b in blocks if b.family in (RP2040, RP2350_ARM_S, RP2350_RISCV)]
    if not main:
        raise Refused("it holds no RP2040 or RP2350 program; is it MicroPython's UF2 for a Pico?")
    family = max({b.family for b in main}, key=lambda f: sum(b.family == f for b in main))
    image = flash_image(blocks, (family,))
    text = bytearray()
    at = None
    for address in sorted(image):
        if address != at:
            text += b"\0"  # a gap: no string runs across it
        text += image[address]
        at = address + len(image[address])
    version = board = None
    for run in _TEXT.findall(text):
        run = run.decode("ascii")
        m = _VERSION.search(run)
        if m and version is None:
            version = tuple(int(x) for x in m.groups())
        m = _MACHINE.match(run)
        if m and board is None:
            board = m.groups()
    if version is None or board is None:
        raise Refused(
            "cannot find MicroPython's version and board in it; is it MicroPython's UF2 "
            "for a Pico (micropython.org/download)?"
        )
    addresses = sorted(image)
    return Firmware(version, board[0], board[1], family, addresses[0], addresses[-1] + PAGE)


# -- littlefs ----------------------------------------------------------------------------


class _Reads(littlefs.UserContext):
    """A flash image that notes which blocks littlefs reads."""

    def __init__(self, buffer):
        super().__init__(buffer=buffer)
        self.blocks = set()

    def read(self, cfg, block, off, size):
        self.blocks.add(block)
        return super().read(cfg, block, off, size)


def mount(image, layout):
    """littlefs-python on `image` with the device's geometry (no formatting)."""
    if not isinstance(image, littlefs.UserContext):
        image = littlefs.UserContext(buffer=bytearray(image))
    fs = littlefs.LittleFS(context=image, mount=False, **_geometry(layout))
    fs.mount()
    return fs


class Geometry(TypedDict, total=False):
    """The keyword arguments of littlefs.LittleFS that give a file system's geometry, but
    its size."""

    block_size: int
    read_size: int
    prog_size: int
    lookahead_size: int
    cache_size: int
    block_cycles: int
    disk_version: int


class SizedGeometry(Geometry, total=False):
    block_count: int


def _geometry(layout, disk_version=DISK_VERSION):
    return SizedGeometry(
        block_size=BLOCK_SIZE,
        block_count=layout.block_count,
        read_size=READ_SIZE,
        prog_size=PROG_SIZE,
        lookahead_size=LOOKAHEAD_SIZE,
        cache_size=CACHE_SIZE,
        block_cycles=BLOCK_CYCLES,
        disk_version=disk_version,
    )


# What the device pays for an import: MicroPython looks a module up three times (a folder,
# .py, .mpy) and opens it, and littlefs walks each path from the root, reading every
# folder's metadata log on the way and checking its CRC.  A folder written file by file
# has a log of one commit per file created and closed, each padded to the 256-byte
# program size, until the block fills and littlefs compacts it; small files live inside
# that log too.  The image is laid out the way a long-lived file system ends up, only
# tidier: no file inline in its folder's log, and every log compacted.  On the emulated
# Pico this took a start's module loads from 120 to 88 ms (tools/bench/pico.py).
#
# The image's logs are also written as littlefs's disk version 2.0 writes them, though the
# disk is marked 2.1.  Version 2.1 ends a commit that leaves room in its block with an
# FCRC: the CRC of the next 256 bytes, still erased.  Every time littlefs reads such a log
# (the root and each folder on the way, at every look-up), it checks those 256 bytes
# against it, to know whether it may append there: byte by byte through its CRC.  A log
# without an FCRC skips the check: littlefs takes the rest of its block as not known to be
# erased, and the first commit to such a folder compacts it (one erase) instead of
# appending.  The folders of code are never written on the device.  The root is not
# either: the device's data folder is made here (DATA_DIR, store/flash.py's), and the disk
# is marked 2.1 (_mark_2_1()), so that littlefs has no version to update in the root's
# log at its first write.  Only /data's first write compacts it, once.  (littlefs moves a
# folder's log to other blocks after 100 erases of it, and then writes its parent: after
# that many compactions of /data the root has an FCRC again, and a start is about 18 ms
# slower.)  On the emulated Pico a start went from 325 to 286 ms, the checks gone.
NO_INLINE = 0xFFFFFFFF  # littlefs's inline_max "-1": every file gets blocks of its own
_FILLER_ATTR = "\x7f"  # a user attribute no one reads, removed again
_MAX_FILLERS = BLOCK_SIZE // PROG_SIZE + 1  # a padded commit each: the block is full by then


class _Erases(littlefs.UserContext):
    """A blank flash that counts erases: littlefs erases a metadata block to compact it."""

    def __init__(self, size):
        super().__init__(buffer=bytearray(b"\xff" * size))
        self.erases = 0

    def erase(self, cfg, block):
        self.erases += 1
        return super().erase(cfg, block)


def _folders(paths):
    """Every folder holding one of `paths`, the root ("/") included."""
    out = {"/"}
    for path in paths:
        parts = path.strip("/").split("/")[:-1]
        out.update("/" + "/".join(parts[: i + 1]) for i in range(len(parts)))
    return out


def _compact(fs, context, folder):
    """Make littlefs compact `folder`'s metadata log: rewrite a filler attribute on one of
    its entries until the log is full and littlefs erases a block to compact it, then
    drop the attribute (one short commit after the compacted one)."""
    names = sorted(fs.listdir(folder))
    if not names:
        return  # an empty file system: its root holds the superblock alone
    entry = folder.rstrip("/") + "/" + names[0]
    erases = context.erases
    for n in range(_MAX_FILLERS):
        fs.setattr(entry, _FILLER_ATTR, bytes([n]))
        if context.erases != erases:
            fs.removeattr(entry, _FILLER_ATTR)
            return
    raise AssertionError("littlefs never compacted %s" % folder)


# littlefs's metadata logs (littlefs SPEC.md): a 32-bit revision, then tags, each 32 bits
# big-endian and XORed with the one before (0xffffffff before the first): valid bit,
# type (11 bits), id (10), size (10; 0x3ff a deleted entry, no data).  A commit ends in a
# CRC tag (type 0x500-0x57f) whose data starts with the CRC-32 (no final inversion) of the
# commit: the revision (the first commit only), its tags and data, and the CRC tag itself.
# The superblock is entry 0 of the root's log (blocks 0 and 1), its inline struct (type
# 0x201) starting with the disk version.
_TYPE_SUPERBLOCK_STRUCT = 0x201
_TYPE_CRC = 0x500


def _mark_2_1(buf):
    """Mark the littlefs in `buf` (written as 2.0) as disk version 2.1, in the root's
    newer log, each commit's CRC made again: MicroPython's littlefs then has no version to
    update at its first write (make_image())."""
    revs = [struct.unpack_from("<I", buf, b * BLOCK_SIZE)[0] for b in (0, 1)]
    block = 0 if (revs[0] - revs[1]) & 0xFFFFFFFF < 0x80000000 else 1  # (littlefs's order)
    base = block * BLOCK_SIZE
    off, ptag, start, marked = 4, 0xFFFFFFFF, 0, 0
    while off + 4 <= BLOCK_SIZE:
        tag = struct.unpack_from(">I", buf, base + off)[0] ^ ptag
        if tag & 0x80000000:
            break  # not programmed: the end of the log
        kind, tid, size = (tag >> 20) & 0x7FF, (tag >> 10) & 0x3FF, tag & 0x3FF
        dsize = 4 + (0 if size == 0x3FF else size)
        if kind == _TYPE_SUPERBLOCK_STRUCT and tid == 0:
            struct.pack_into("<I", buf, base + off + 4, DISK_VERSION)
            marked += 1
        ptag = tag
        if kind & 0x780 == _TYPE_CRC:  # (littlefs's own test: an FCRC, 0x5ff, is not one)
            crc = ~zlib.crc32(bytes(buf[base + start : base + off + 4])) & 0xFFFFFFFF
            struct.pack_into("<I", buf, base + off + 4, crc)
            ptag ^= (kind & 1) << 31  # (the next commit's valid bit, as littlefs reads it)
            start = off + dsize
        off += dsize
    if marked != 1:
        raise AssertionError("the root's log has %d superblocks, not 1" % marked)


def make_image(files, layout):
    """(image bytes, blocks in use): a fresh littlefs holding `files` {"/path": bytes}, its
    folders made as needed and their logs compacted.  Files in DATA_DIR (a device's
    settings, a save) are the device's own: added last as the device adds them, by
    littlefs 2.1 on the image mounted (their folder's log then with FCRCs, the root's
    untouched).  The blocks in use are every block littlefs reads when it mounts the
    image, lists every folder, reads every file and counts its blocks: both blocks of each
    metadata pair included, even one still erased, since a stale block left there from an
    older file system could otherwise win as the newer copy."""
    context = _Erases(BLOCK_SIZE * layout.block_count)
    fs = littlefs.LittleFS(
        context=context, mount=False, inline_max=NO_INLINE,
        **_geometry(layout, IMAGE_DISK_VERSION)
    )  # fmt: skip
    fs.format()
    fs.mount()
    fs.mkdir(DATA_DIR)
    ours = {p: d for p, d in files.items() if not p.startswith(DATA_DIR + "/")}
    _write(fs, ours)
    for folder in sorted(_folders(ours)):
        _compact(fs, context, folder)
    fs.unmount()
    _mark_2_1(context.buffer)
    if len(ours) < len(files):
        fs = mount(context, layout)
        _write(fs, {p: d for p, d in files.items() if p not in ours})
        fs.unmount()
    image = bytes(context.buffer)

    seen = _Reads(bytearray(image))
    check = mount(seen, layout)
    found = read_all(check)
    check.used_block_count  # noqa: B018 - walks every block littlefs holds on to
    if found != files or check.fs_stat().disk_version != DISK_VERSION:
        raise AssertionError("the littlefs image does not read back as written")
    return image, seen.blocks


def _write(fs, files):
    """Write files {"/path": bytes} onto fs, their folders made as needed."""
    for path in sorted(files):
        folder = path.rsplit("/", 1)[0]
        if folder:
            fs.makedirs(folder, exist_ok=True)
        with fs.open(path, "wb") as f:
            f.write(files[path])


def read_all(fs):
    """{"/path": bytes} of every file on a mounted littlefs."""
    out = {}
    for top, _dirs, names in fs.walk("/"):
        for name in names:
            path = (top.rstrip("/") + "/" + name) if top != "/" else "/" + name
            with fs.open(path, "rb") as f:
                out[path] = f.read()
    return out

"""The Pico's file system on the PC: littlefs v2 (the littlefs-python package wraps the same
C library MicroPython uses) with the geometry MicroPython 1.27 mounts on a Pico, on a block
device in memory that records every program and erase.

Used by the power-cut tests (host_tests/test_powercut.py) and tools/bench/flash.py:
  dev = Device()                      a blank flash of 352 blocks of 4096 bytes
  fs = dev.format()                   littlefs on it, as a fresh Pico gets it
  flash.use(Adapter(fs))              the firmware's store/flash.py now writes there
  dev.ops                             ("prog", block, offset, bytes) / ("erase", block)
  Device(image).mount()               a fresh mount on surviving bytes (after a cut)
Adapter turns littlefs's errors into OSError with the errno MicroPython's VfsLfs2 raises,
and can act as a read-only or failing file system.
"""

import errno

from littlefs import LittleFS, LittleFSError, UserContext

from picoflash import Geometry

BLOCK_SIZE = 4096
BLOCK_COUNT = 352  # 1408 KB at 0xA0000 on a Pico
# What MicroPython's extmod/vfs_lfsx.c sets for VfsLfs2(bdev, readsize=32, progsize=256,
# lookahead=32): cache 4 * max(read, prog), block_cycles 100; disk version 2.1.
GEOMETRY: Geometry = {
    "block_size": BLOCK_SIZE,
    "read_size": 32,
    "prog_size": 256,
    "lookahead_size": 32,
    "cache_size": 1024,
    "block_cycles": 100,
    "disk_version": 0x00020001,
}


class Device(UserContext):
    """A flash chip in memory: reads and writes the image, keeps a log of the programs and
    erases (what a power cut can interrupt)."""

    def __init__(self, image=None, block_count=BLOCK_COUNT):
        if image is None:
            image = bytearray(b"\xff" * (BLOCK_SIZE * block_count))
        super().__init__(buffer=image)
        self.block_count = len(image) // BLOCK_SIZE
        self.ops = []

    @property
    def image(self):
        return self.buffer

    def prog(self, cfg, block, off, data):
        self.ops.append(("prog", block, off, bytes(data)))
        return super().prog(cfg, block, off, data)

    def erase(self, cfg, block):
        self.ops.append(("erase", block))
        return super().erase(cfg, block)

    def _fs(self):
        return LittleFS(context=self, mount=False, block_count=self.block_count, **GEOMETRY)

    def format(self):
        fs = self._fs()
        fs.format()
        fs.mount()
        return fs

    def mount(self):
        """Mount what is on the flash; LittleFSError if littlefs cannot."""
        fs = self._fs()
        fs.mount()
        return fs

    def counts(self, since=0):
        """(programs, erases) in the log from index since."""
        ops = self.ops[since:]
        progs = sum(1 for op in ops if op[0] == "prog")
        return progs, len(ops) - progs


def apply(image, op, torn=False):
    """Do one logged operation to image; torn: only its first half reached the flash (a
    page programmed half-way, a sector erased half-way), as when the power goes."""
    if op[0] == "prog":
        _kind, block, off, data = op
        if torn:
            data = data[: len(data) // 2]
        start = block * BLOCK_SIZE + off
        image[start : start + len(data)] = data
    else:
        start = op[1] * BLOCK_SIZE
        size = BLOCK_SIZE // 2 if torn else BLOCK_SIZE
        image[start : start + size] = b"\xff" * size


def _oserror(e):
    code = -e.code if isinstance(e, LittleFSError) else errno.EIO
    return OSError(code, "littlefs error %d" % code)


def close_raw(f):
    """Close a littlefs-python file once, even when closing fails (littlefs forgets the
    file either way; a second close from the garbage collector would abort)."""
    try:
        f.close()
    finally:
        setattr(f, "__IOBase_closed", True)


class _File:
    """A littlefs file in text mode whose errors are OSError, as on the device.  It works on
    littlefs-python's raw, unbuffered file: a buffered one would program its data only at
    close, and closing again after a failed write aborts the process."""

    def __init__(self, f):
        self._f = f
        self._open = True

    def read(self):
        try:
            return self._f.readall().decode()
        except LittleFSError as e:
            raise _oserror(e) from None

    def write(self, text):
        try:
            return self._f.write(text.encode())
        except LittleFSError as e:
            raise _oserror(e) from None

    def close(self):
        if self._open:
            self._open = False
            try:
                close_raw(self._f)
            except LittleFSError as e:
                raise _oserror(e) from None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Adapter:
    """The seam store/flash.py's use() takes: open, rename, remove, stat, mkdir, listdir on a
    LittleFS.  read_only refuses every write with EROFS; failing makes every operation
    fail with EIO; no_overwrite refuses a rename onto an existing file with EEXIST (as a
    file system without an atomic replace would)."""

    def __init__(self, fs, read_only=False, failing=False, no_overwrite=False):
        self.fs = fs
        self.read_only = read_only
        self.failing = failing
        self.no_overwrite = no_overwrite

    def _call(self, write, fn, *args):
        if self.failing:
            raise OSError(errno.EIO, "EIO")
        if write and self.read_only:
            raise OSError(errno.EROFS, "EROFS")
        try:
            return fn(*args)
        except LittleFSError as e:
            raise _oserror(e) from None
        except FileNotFoundError:  # littlefs-python's open() of a missing file: no errno
            raise OSError(errno.ENOENT, "ENOENT") from None

    def open(self, path, mode="r"):
        """A text file ("r" or "w")."""
        raw = self._call("r" not in mode, self.fs.open, path, mode + "b", 0)
        return _File(raw)

    def rename(self, old, new):
        if self.no_overwrite and not self.failing:
            try:
                self.fs.stat(new)
            except LittleFSError:
                pass
            else:
                raise OSError(errno.EEXIST, "EEXIST")
        self._call(True, self.fs.rename, old, new)

    def remove(self, path):
        self._call(True, self.fs.remove, path)

    def stat(self, path):
        return self._call(False, self.fs.stat, path)

    def mkdir(self, path):
        self._call(True, self.fs.mkdir, path)

    def listdir(self, path):
        return sorted(self._call(False, self.fs.listdir, path))

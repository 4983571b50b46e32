"""The files from outside the repository that the emulated Pico and make firmware take, and
where each is found.

Usage: python tools/builders/inputs.py             where each input is found, or what is missing
       python tools/builders/inputs.py fetch       make setup: fetch what is found nowhere
       python tools/builders/inputs.py fetch --again
                                             make inputs: the same, at once after a failure

The inputs (INPUTS), and what needs each:

- "bootrom", the RP2040's B1 boot ROM: the emulated Pico runs it (tools/picoemu), so every
  test and bench on the emulated Pico needs it.
- "source", MicroPython v1.27.0's source with its submodules: make firmware builds from it
  the UF2s that the device tests boot (the frozen firmware, the developers' MicroPython),
  and the manifest tests read MicroPython's manifest tools from it.  Building also needs
  the ARM toolchain, which tools/builders/freeze.py installs with apt-get where it may.
- "uf2", stock MicroPython v1.27.0 for the Pico (RPI_PICO): only the test that make deploy
  refuses a Pico running it.

Each is found in this order: the path its environment variable names (PICO_BOOTROM,
MICROPYTHON_SRC, PICO_UF2; on make's command line too: `make test PICO_BOOTROM=...`); the
file in ../shared/ beside the project, where it is there; the file make setup fetched into
.cache/ (PICO_CACHE=DIR names another folder; git ignores .cache/).  make setup fetches
only what is found nowhere, once: from the input's public address (its URL variable,
PICO_BOOTROM_URL, MICROPYTHON_SRC_URL, PICO_UF2_URL, names another, a mirror), checked
against the SHA-256 written here, and moved into place only when whole and right.  Offline
it says in one line per input what it could not fetch and goes on; the tests that need a
missing input are skipped with a line saying what is missing and how to get it (with CI
set, a failure).

The pins, and what could not be pinned:

- The boot ROM is published as rp2040js's demo/bootrom.ts (the B1 ROM's 4096 words, at a
  fixed commit); the fetch turns it into the 16384-byte image and checks that image's
  SHA-256, the same as ../shared/micropython/bootrom-b1.bin's.  A mirror may serve the
  image itself (a URL not ending in .ts).
- MicroPython's source is its release tarball (GitHub release v1.27.0, which
  micropython.org's download page links), with every submodule in it; its SHA-256 is the
  one Homebrew's formula pins for that file.  The offline bundle of ../shared/micropython-
  src (a trimmed tarball of the same tree) is accepted too, with its own SHA-256, for a
  mirror that serves it.  Neither upstream file could be downloaded where this was
  written (no network there): the tarball's pin is Homebrew's, not checked here.
- Stock MicroPython is micropython.org's RPI_PICO-20251209-v1.27.0.uf2, whose SHA-256 is
  published nowhere we could read, and the UF2 in ../shared is a local build of the same
  tag, not the same bytes.  So this one is not pinned upstream: the fetch takes a UF2 only
  if MicroPython's own banner in it says v1.27.0 on a Raspberry Pi Pico (RP2040), writes
  the SHA-256 of what it took beside it (.cache/RPI_PICO-v1.27.0.uf2.sha256), and from
  then on the file must match it.  PICO_UF2_SHA256 pins it where one knows the digest.
"""

import hashlib
import http.client
import os
import re
import struct
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
CACHE = os.path.join(ROOT, ".cache")
TIMEOUT = 60  # seconds without a byte before a download is given up
LIMIT = 256 << 20  # no input is near this; a server that sends more is wrong


class Missing(Exception):
    """An input is found nowhere; the message (one line) says what and how to get it."""


class FetchError(Exception):
    """A download failed or brought the wrong bytes; the message is one line."""


@dataclass
class Input:
    name: str
    what: str  # what "no ..." says is missing
    env: str  # the variable naming a path
    shared: str  # its path under ../shared
    file: str  # its name in the cache
    url: str  # its public address
    url_env: str  # the variable naming another address
    pins: dict = field(default_factory=dict)  # {sha256: what that file is}
    give: str = "FILE"  # what its variable names
    folder_ok: bool = False  # env may name a folder (a source tree)


BOOTROM = Input(
    name="bootrom",
    what="RP2040 boot ROM (bootrom-b1.bin)",
    env="PICO_BOOTROM",
    shared="micropython/bootrom-b1.bin",
    file="bootrom-b1.bin",
    url="https://raw.githubusercontent.com/wokwi/rp2040js/"
    "8f032378586948687ed54e2309931aa3d543ba79/demo/bootrom.ts",
    url_env="PICO_BOOTROM_URL",
    pins={
        "90b31e108faedfa6bbcfcc33ba05dac61e645108cfbbdc385f8dafc71fde44ae": "the B1 ROM, "
        "16384 bytes (raspberrypi/pico-bootrom B1, as rp2040js's demo/bootrom.ts holds it)",
    },
)
SOURCE = Input(
    name="source",
    what="MicroPython source (v1.27.0 with its submodules)",
    env="MICROPYTHON_SRC",
    shared="micropython-src/micropython-rp2-v1.27.0-min.tar.xz",
    file="micropython-1.27.0.tar.xz",
    url="https://github.com/micropython/micropython/releases/download/v1.27.0/"
    "micropython-1.27.0.tar.xz",
    url_env="MICROPYTHON_SRC_URL",
    pins={
        "9874b20646c3bbe81d524f779a16875e5d088b7065e175ffd2aa2a02f50573c9": "MicroPython's "
        "release tarball v1.27.0 (the SHA-256 Homebrew's formula pins)",
        "3715c67eb96fdb1aa915f17b29e638a2ab0ce0b95dede7a79386ec68c3d2273b": "the offline "
        "bundle micropython-rp2-v1.27.0-min.tar.xz (../shared/micropython-src)",
    },
    give="DIR, a MicroPython v1.27.0 clone with its submodules (git clone -b v1.27.0 "
    "https://github.com/micropython/micropython; make -C micropython/ports/rp2 submodules)",
    folder_ok=True,
)
UF2 = Input(
    name="uf2",
    what="stock MicroPython for the Pico (RPI_PICO v1.27.0's UF2)",
    env="PICO_UF2",
    shared="micropython/RPI_PICO-v1.27.0.uf2",
    file="RPI_PICO-v1.27.0.uf2",
    url="https://micropython.org/resources/firmware/RPI_PICO-20251209-v1.27.0.uf2",
    url_env="PICO_UF2_URL",
)
INPUTS = {i.name: i for i in (BOOTROM, SOURCE, UF2)}


def cache_dir(env=None):
    env = os.environ if env is None else env
    return env.get("PICO_CACHE") or CACHE


def _shown(path):
    rel = os.path.relpath(path, ROOT)
    return path if rel.startswith("..") else rel


def how_to_get(item, env=None):
    """The end of a message saying how to get item: make setup's fetch, or a path."""
    return "`make setup` fetches it from %s into %s, or give %s=%s" % (
        (env or os.environ).get(item.url_env) or item.url,
        _shown(cache_dir(env)) + "/",
        item.env,
        item.give,
    )


def find(name, env=None, shared=None):
    """(path, where) of input `name`, where being its variable's name, "../shared" or
    "cache"; Missing (one line) if it is found nowhere or a named path is not there."""
    item = INPUTS[name]
    env = os.environ if env is None else env
    given = env.get(item.env, "")
    if given:
        if os.path.isfile(given) or (item.folder_ok and os.path.isdir(given)):
            return os.path.abspath(given), item.env
        raise Missing("%s=%s: no such %s" % (item.env, given, "folder or file" if
                                              item.folder_ok else "file"))  # fmt: skip
    beside = os.path.join(SHARED if shared is None else shared, item.shared)
    if os.path.isfile(beside):
        return beside, "../shared"
    cached = os.path.join(cache_dir(env), item.file)
    noted = _stamp(cached)
    if noted is not None and os.path.isfile(cached):
        if file_digest(cached) != noted:
            raise Missing("%s changed since make setup fetched it (its SHA-256 is not the one "
                          "noted in %s.sha256): delete both and run make setup again"
                          % (_shown(cached), item.file))  # fmt: skip
        return cached, "cache"
    raise Missing("no %s: %s" % (item.what, how_to_get(item, env)))


def _stamp(path):
    """The SHA-256 noted beside a cached file when it was fetched and checked, or None."""
    try:
        with open(path + ".sha256") as f:
            return f.read().strip() or None
    except OSError:
        return None


_DIGESTS = {}  # {(path, size, mtime): sha256}: a file is hashed once a process


def file_digest(path):
    """The SHA-256 (hex) of the file at path, hashed once a process while it is unchanged."""
    st = os.stat(path)
    key = (path, st.st_size, st.st_mtime_ns)
    if key not in _DIGESTS:
        h = hashlib.sha256()
        with open(path, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
        _DIGESTS[key] = h.hexdigest()
    return _DIGESTS[key]


# -- fetching -----------------------------------------------------------------------------


def download(url, dest_dir, limit=LIMIT, timeout=TIMEOUT):
    """The path of a temporary file in dest_dir holding url's body; FetchError otherwise
    (nothing left behind)."""
    fd, part = tempfile.mkstemp(prefix=".part-", dir=dest_dir)
    try:
        with os.fdopen(fd, "wb") as out:
            req = urllib.request.Request(url, headers={"User-Agent": "pocket-console-setup"})
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                got = 0
                while True:
                    chunk = resp.read(1 << 16)
                    if not chunk:
                        break
                    got += len(chunk)
                    if got > limit:
                        raise FetchError("more than %d bytes: not the file" % limit)
                    out.write(chunk)
                length = resp.headers.get("Content-Length")
                if length is not None and length.isdigit() and got != int(length):
                    raise FetchError("cut short: %d of its %s bytes came" % (got, length))
        return part
    except BaseException as e:
        os.unlink(part)
        if isinstance(e, FetchError):
            raise
        if isinstance(e, urllib.error.HTTPError):
            raise FetchError("HTTP %d %s" % (e.code, e.reason))
        if isinstance(e, urllib.error.URLError):
            raise FetchError(str(e.reason))
        if isinstance(e, http.client.HTTPException):  # (a body cut short)
            raise FetchError("%s: %s" % (type(e).__name__, e))
        if isinstance(e, OSError):  # (a timeout, a reset connection)
            raise FetchError(str(e) or type(e).__name__)
        raise


def rom_from_ts(text):
    """The boot ROM's bytes from rp2040js's demo/bootrom.ts (a Uint32Array of its words,
    little-endian as the RP2040 reads them)."""
    body = text.split("Uint32Array([", 1)[-1].split("])", 1)[0]
    words = [int(w, 16) for w in re.findall(r"0x([0-9a-fA-F]{1,8})", body)]
    return struct.pack("<%dI" % len(words), *words)


def _uf2_is_stock_1_27(data):
    """None if data is a UF2 of MicroPython v1.27.0 for a Raspberry Pi Pico (RP2040), else
    what it is instead."""
    sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))
    import picoflash as pf

    try:
        fw = pf.identify(pf.parse(data))
    except (pf.Refused, ValueError) as e:
        return str(e)
    if fw.version != (1, 27, 0) or fw.board != "Raspberry Pi Pico" or fw.family != pf.RP2040:
        return "it is MicroPython %s on %s, not v1.27.0 on a Raspberry Pi Pico" % (
            ".".join(map(str, fw.version)), fw.board)  # fmt: skip
    return None


def check(item, data, env=None):
    """(bytes to keep, their SHA-256) of what was downloaded for item; FetchError (one
    line) when they are not the pinned file."""
    env = os.environ if env is None else env
    url = env.get(item.url_env) or item.url
    if item is BOOTROM and url.endswith(".ts"):
        data = rom_from_ts(data.decode("utf-8", "replace"))
    digest = hashlib.sha256(data).hexdigest()
    pins = dict(item.pins)
    if item is UF2 and env.get("PICO_UF2_SHA256"):
        pins = {env["PICO_UF2_SHA256"].lower(): "PICO_UF2_SHA256"}
    if pins:
        if digest not in pins:
            raise FetchError("SHA-256 %s is not the pinned file's (%s)" % (digest, " or ".join(
                sorted(pins))))  # fmt: skip
    else:
        wrong = _uf2_is_stock_1_27(data)
        if wrong:
            raise FetchError("not stock MicroPython v1.27.0 for RPI_PICO: %s" % wrong)
    return data, digest


def fetch(name, env=None, shared=None, say=print):
    """Input `name`'s path: where find() finds it, else downloaded into the cache, checked
    and moved into place whole; FetchError (one line) when that fails."""
    item = INPUTS[name]
    env = os.environ if env is None else env
    try:
        return find(name, env, shared)[0]
    except Missing:
        if env.get(item.env):
            raise
    url = env.get(item.url_env) or item.url
    folder = cache_dir(env)
    os.makedirs(folder, exist_ok=True)
    dest = os.path.join(folder, item.file)
    say("inputs: fetching the %s from %s" % (item.what, url))
    part = download(url, folder)
    try:
        with open(part, "rb") as f:
            data, digest = check(item, f.read(), env)
        with open(part, "wb") as f:
            f.write(data)
        # The file first, then the note that it was checked: a run stopped in between
        # leaves a file without its note, which find() does not take.
        if os.path.exists(dest + ".sha256"):
            os.unlink(dest + ".sha256")
        os.replace(part, dest)
        note = tempfile.NamedTemporaryFile("w", dir=folder, delete=False, prefix=".part-")
        with note:
            note.write(digest + "\n")
        os.replace(note.name, dest + ".sha256")
    finally:
        if os.path.exists(part):
            os.unlink(part)
    say("inputs: %s (sha256 %s)" % (_shown(dest), digest))
    return dest


RETRY_S = 3600  # after a failed fetch, make setup tries again only this much later


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv not in ([], ["fetch"], ["fetch", "--again"]):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    for name, item in INPUTS.items():
        if not argv:
            try:
                path, where = find(name)
                print("inputs: %s: %s (%s)" % (name, _shown(path), where))
            except Missing as e:
                print("inputs: %s: %s" % (name, e))
            continue
        try:
            find(name)
            continue
        except Missing as e:
            if os.environ.get(item.env):
                print("inputs: %s: %s" % (name, e))
                continue
        failed = os.path.join(cache_dir(), item.file + ".failed")
        try:
            age = time.time() - os.path.getmtime(failed)
            with open(failed) as f:
                why = f.read().strip()
        except OSError:
            age, why = None, ""
        if age is not None and age < RETRY_S and "--again" not in argv:
            # Offline, every make test would wait for the same failure again.
            print("inputs: %s: not fetched: the try %d min ago failed (%s); `make inputs` "
                  "tries again" % (name, age // 60, why))  # fmt: skip
            continue
        try:
            fetch(name)
            if os.path.exists(failed):
                os.unlink(failed)
        except FetchError as e:
            # Offline, or the address moved: the rest of the setup goes on, and the tests
            # that need the input say what is missing.
            url = os.environ.get(item.url_env) or item.url
            print("inputs: %s: could not fetch %s: %s" % (name, url, e))
            with open(failed, "w") as f:
                f.write("%s\n" % e)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`make deploy`: put the firmware as it is now on a Pico over USB, then start it.

Usage: python tools/builders/deploy.py [--board pico-ssd1306] [--port auto|/dev/ttyACM0] [--force]
                              [--no-restart] [--watch SECONDS] [--after-ready SECONDS]

Steps: ask the device what it is (its chip, MicroPython's version and .mpy format, whether
it has a ROMFS partition, and whether it runs this game's frozen firmware) and refuse what
cannot run the game's files.  On a Pico (RP2040) running the developers' MicroPython
(make firmware's romfs-RPI_PICO.uf2): build the game's ROMFS image for the board
(tools/builders/romfs.py) and write it with mpremote's `romfs deploy` unless the device holds the
very same image (its identity file, read back from /rom), write /main.py when it differs,
and remove what an older deploy of .mpy files left on the file system.  A Pico without a
ROMFS partition (stock MicroPython, or the game's frozen firmware) is refused with what to
flash first.  On a Pico 2 (RP2350, MicroPython's RPI_PICO2): compile every firmware and
board file with mpy-cross (tools/builders/build.py), compare SHA-256 hashes with the files on the
device and copy only the changed ones, remove stale copies that would shadow them, write
/board.txt.  Then soft-reboot so main.py starts the app, and wait for its ready line.
/data (settings and saved games) is never touched.  No network is needed.
"""

import argparse
import ast
import contextlib
import errno
import hashlib
import io
import json
import os
import re
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))

BUILD = os.path.join(ROOT, "build", "mpy")
PICO_VID = 0x2E8A
MIN_VERSION = (1, 23)  # the first MicroPython that loads .mpy v6.3, what mpy-cross 1.29 writes
TESTED_VERSION = (1, 27)
KEEP_AS_SOURCE = ("main.py", "boot.py")


# What the app prints once it is up (shell/app.py's App), the sign deploy waits for.
READY = re.compile(r"^ready \S+ board=\S+$", re.M)
AFTER_READY = 1.0  # seconds of what the app prints after its ready line, shown too
# What a Pico without a ROMFS partition needs first (tools/builders/freeze.py's ROMFS_UF2).
FLASH_ROMFS = (
    "flash build/firmware/romfs-RPI_PICO.uf2 first (make firmware builds it; hold BOOTSEL "
    "while plugging the Pico in and copy the file onto the RPI-RP2 drive; docs/deploy.md)"
)
ROMFS_ID = "image.sha256"  # tools/builders/romfs.py's ID_FILE: the image's identity, in /rom


class DeployError(Exception):
    """A clear reason to stop; main() prints it and exits 1."""


# -- what goes onto the device ------------------------------------------------------------


def known_boards():
    folder = os.path.join(ROOT, "boards")
    return sorted(
        n[:-3].replace("_", "-")
        for n in os.listdir(folder)
        if n.endswith(".py") and not n.startswith("_")
    )


def check_board(name):
    boards = known_boards()
    if name not in boards:
        raise DeployError(
            "unknown board '%s'; known boards: %s (make deploy BOARD=...)"
            % (name, ", ".join(boards) or "none")
        )


def device_files(board, build_dir=BUILD):
    """{device path: bytes}: the compiled firmware at /, main.py as source, the board's
    module and the registry of boards in /boards, and /board.txt naming the board."""
    files = {}
    fw = os.path.join(build_dir, "firmware")
    for dirpath, dirnames, filenames in os.walk(fw):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".mpy"):
                rel = os.path.relpath(os.path.join(dirpath, name), fw).replace(os.sep, "/")
                if name == "__init__.mpy" and not holds_code(rel[: -len(".mpy")] + ".py"):
                    continue  # (a folder alone: see holds_code())
                files["/" + rel] = _read(os.path.join(dirpath, name))
    for name in KEEP_AS_SOURCE:
        src = os.path.join(ROOT, "firmware", name)
        if os.path.exists(src):
            files["/" + name] = _read(src)
    module = board.replace("-", "_")
    for name in ("__init__", module):  # the registry of boards (for messages) and the board
        files["/boards/%s.mpy" % name] = _read(os.path.join(build_dir, "boards", name + ".mpy"))
    files["/board.txt"] = (board + "\n").encode()
    return files


def holds_code(rel):
    """False for a firmware module of comments alone (or a docstring): a package's
    __init__.py that only says what the package is.  The device gets no .mpy for such an
    __init__: MicroPython imports a folder without one as a package all the same, after
    the same look-ups, and skips opening and loading a file that defines nothing (1.8 ms
    per package on the Pico, four of them at every start)."""
    with open(os.path.join(ROOT, "firmware", rel)) as f:
        body = ast.parse(f.read()).body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    return bool(body)


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def mpy_header(files):
    """(version, sub-version) of the compiled files; all of them share one header."""
    for path, data in files.items():
        if path.endswith(".mpy"):
            if len(data) < 4 or data[0] != ord("M"):
                raise DeployError("%s is not an .mpy file; run make build" % path)
            return data[1], data[2] & 3
    raise DeployError("nothing compiled: run make build")


def check_device(info, header):
    """Refuse a device whose MicroPython cannot load these .mpy files.  info is what
    INFO_CODE prints: {"version": [1, 27, 0], "mpy": sys.implementation._mpy, ...}."""
    version = tuple(info["version"][:3])
    mpy = info.get("mpy")
    shown = ".".join(str(v) for v in version)
    wanted = "MicroPython %d.%d or newer (%d.%d is what this project is tested on)" % (
        MIN_VERSION + TESTED_VERSION
    )
    if mpy is None:
        raise DeployError(
            "the device runs MicroPython %s, which does not report its .mpy format; "
            "flash %s (docs/deploy.md)" % (shown, wanted)
        )
    if (mpy & 0xFF) != header[0]:
        raise DeployError(
            "the device runs MicroPython %s, which loads .mpy version %d; these files are "
            ".mpy version %d: flash %s (docs/deploy.md)" % (shown, mpy & 0xFF, header[0], wanted)
        )
    if version[:2] < MIN_VERSION:
        raise DeployError(
            "the device runs MicroPython %s; the firmware needs %s (docs/deploy.md)"
            % (shown, wanted)
        )
    return version


def route(info):
    """How the game goes onto this device: "romfs" (a Pico with the developers'
    MicroPython: the ROMFS image) or "files" (a Pico 2: .mpy files on its file system);
    DeployError, one line saying what to do, for anything else."""
    machine = info.get("machine") or "an unknown board"
    shown = "MicroPython %s on %s" % (".".join(str(v) for v in info["version"][:3]), machine)
    if machine.endswith("RP2040"):  # a Pico, or a Pico W (the RPI_PICO build runs on it)
        if info.get("rom"):
            return "romfs"
        if info.get("frozen"):
            # (its frozen modules would run before anything deploy puts on the file system)
            raise DeployError(
                "the device runs this game's own firmware (make firmware, board %s), which "
                "has no ROMFS partition for make deploy: %s" % (info["frozen"], FLASH_ROMFS)
            )
        raise DeployError(
            "the device runs %s, without a ROMFS partition: %s" % (shown, FLASH_ROMFS)
        )
    if machine.endswith("RP2350"):  # a Pico 2: .mpy files on littlefs, which its heap holds
        return "files"
    raise DeployError(
        "the device runs %s; make deploy knows a Pico or Pico W (RP2040, with "
        "build/firmware/romfs-RPI_PICO.uf2) and a Pico 2 (RP2350, MicroPython's RPI_PICO2) "
        "(docs/deploy.md)" % shown
    )


# -- talking to the device ---------------------------------------------------------------

# What the device says of itself and its files.  One line a file, printed as the walk goes:
# a dict of every file's hash printed at the end fragmented a Pico's heap (the kept strings
# spread over all of it between two collections) until json.dumps() could not get 5 KB
# out of 190 KB free.  One read buffer for every file, for the same reason.
INFO_CODE = """\
import sys, os, json
try:
    import hashlib, binascii
except ImportError:
    hashlib = None
try:
    import vfs
except ImportError:
    vfs = None
_buf = bytearray(512)
_view = memoryview(_buf)
def _walk(d):
    for e in os.ilistdir(d):
        p = (d if d != '/' else '') + '/' + e[0]
        if p in ('/data', '/dev', '/proc', '/rom'):  # the app's data; a VM's; the ROMFS
            continue
        if e[1] & 0x4000:
            print('D', p, '-')
            _walk(p)
        elif hashlib:
            h = hashlib.sha256()
            with open(p, 'rb') as f:
                while True:
                    n = f.readinto(_buf)
                    if not n:
                        break
                    h.update(_view[:n])
            print('F', p, binascii.hexlify(h.digest()).decode())
        else:
            print('F', p, '-')
def _frozen():  # make firmware's firmware: frozenboard frozen in (not the ROMFS image's)
    saved = list(sys.path)
    sys.path.clear()
    sys.path.append('.frozen')
    sys.modules.pop('frozenboard', None)
    try:
        from frozenboard import NAME
        return NAME
    except ImportError:
        return None
    finally:
        sys.path.clear()
        sys.path.extend(saved)
        sys.modules.pop('frozenboard', None)
def _rom():  # [partition bytes, the image's identity or None], None without a partition
    if not (vfs and hasattr(vfs, 'rom_ioctl')) or vfs.rom_ioctl(1) <= 0:
        return None
    dev = vfs.rom_ioctl(2, 0)
    size = dev.ioctl(4, 0) * dev.ioctl(5, 0) if hasattr(dev, 'ioctl') else len(dev)
    try:
        with open('/rom/@ID@') as f:
            return [size, f.read().strip()]
    except OSError:
        return [size, None]
print(json.dumps({'version': list(sys.implementation.version[:3]),
                  'frozen': _frozen(),
                  'rom': _rom(),
                  'mpy': getattr(sys.implementation, '_mpy', None),
                  'machine': getattr(sys.implementation, '_machine', sys.platform)}))
_walk('/')
""".replace("@ID@", ROMFS_ID)


def read_info(text):
    """The device's answer to INFO_CODE as {"version", "mpy", "machine", "frozen", "rom",
    "files": {path: sha256 hex, or '' where the device has no hashlib}, "folders": [path,
    ...]}; DeployError if it is not one.  /data and /rom are left out."""
    lines = text.strip().splitlines()
    try:
        info = json.loads(lines[0])
        files = {}
        dirs = []
        for line in lines[1:]:
            tag, rest = line.split(" ", 1)
            path, digest = rest.rsplit(" ", 1)  # (a path may hold a space)
            if tag == "D":
                dirs.append(path)
            elif tag == "F":
                files[path] = "" if digest == "-" else digest
            else:
                raise ValueError(line)
    except (ValueError, IndexError):
        raise DeployError("unexpected answer from the device: %r" % lines[-3:])
    info["files"] = files
    info["folders"] = dirs
    return info


def find_port(port):
    if port and port != "auto":
        return port
    from serial.tools import list_ports

    picos = sorted(p.device for p in list_ports.comports() if p.vid == PICO_VID)
    if not picos:
        raise DeployError(
            "no Pico with MicroPython found on USB; plug it in (flash MicroPython first, "
            "see docs/deploy.md) or name the port: make deploy PORT=/dev/ttyACM0"
        )
    if len(picos) > 1:
        raise DeployError("several Picos found (%s): choose one with PORT=..." % ", ".join(picos))
    return picos[0]


def connect(port):
    from mpremote.transport_serial import SerialTransport, TransportError

    try:
        t = SerialTransport(port, baudrate=115200)
    except TransportError as e:
        raise DeployError("cannot open %s: %s" % (port, e))
    try:
        t.enter_raw_repl(soft_reset=True)  # stops the running app, a clean heap
    except TransportError as e:
        t.close()
        raise DeployError(
            "%s does not answer like MicroPython (%s); is it running MicroPython?" % (port, e)
        )
    return t


def run(transport, code):
    from mpremote.transport import TransportError

    try:
        return transport.exec(code).decode("utf8", "replace")
    except TransportError as e:
        raise DeployError("the device failed: %s" % (e,))


# The app modules of the flat layout of firmware 0.4.0, all at /.  Since the firmware
# went into packages they are orphans, and a source copy of one (app.py) would sit there
# for good; an upgrade removes them.
FLAT_040 = frozenset(
    "app boardsel buttons cardart cards equi equi_players equi_search game keys mainmenu "
    "oled picoio ratscrew rng rs_menus rs_save rs_setup rs_table rulestext setmenu settings "
    "sh1106 ssd1306 ui uitext".split()
)


def plan(local, remote_hashes):
    """(to copy, unchanged, stale): stale are device .py/.mpy files that would shadow or
    outlive the firmware's (an old app.py beside the new app.mpy, a module since removed,
    the flat 0.4.0 modules, a module left in one of the firmware's package folders)."""
    copy, same = [], []
    for path, data in local.items():
        if remote_hashes.get(path) == hashlib.sha256(data).hexdigest():
            same.append(path)
        else:
            copy.append(path)
    ours = set(local)
    packages = {p.split("/")[1] for p in ours if p.count("/") > 1}  # boards, games, ...
    stale = []
    for path in sorted(remote_hashes):
        if path in ours or path.startswith("/lib/"):
            continue
        base, ext = os.path.splitext(path)
        if ext not in (".py", ".mpy"):
            continue
        top = path.split("/")[1]
        if ext == ".py" and (base + ".mpy") in ours:
            stale.append(path)  # MicroPython imports X.py before X.mpy
        elif path.count("/") == 1 and (ext == ".mpy" or base[1:] in FLAT_040):
            stale.append(path)  # an app module no longer in the firmware, or 0.4.0's
        elif path.count("/") == 1 and base[1:] in packages:
            stale.append(path)  # a module named like one of our packages would hide it
        elif path.count("/") > 1 and top in packages:
            stale.append(path)  # in our folders: another board's, or one since removed
    return copy, same, stale


def plan_romfs(local, remote_hashes, remote_folders, packages):
    """(to copy, unchanged, stale files, stale folders) on the file system of a Pico whose
    game is in its ROMFS image: local is what stays on the file system ({"/main.py":
    bytes}); stale is what an older deploy of .mpy files left (never run: main.py keeps
    sys.path to the code in flash), every file in one of the image's package folders
    (packages: "shell", ...), /board.txt, a module at / named like a package of ours or
    the build's frozenboard, any .mpy at /, and the flat modules of 0.4.0; stale folders
    are the package folders, deepest first.  /lib, /data and other files are left."""
    copy, same = [], []
    for path, data in local.items():
        if remote_hashes.get(path) == hashlib.sha256(data).hexdigest():
            same.append(path)
        else:
            copy.append(path)
    stale = []
    for path in sorted(remote_hashes):
        if path in local:
            continue
        top = path.split("/")[1]
        base, ext = os.path.splitext(top)
        if path.count("/") > 1:
            if top in packages:
                stale.append(path)
        elif path == "/board.txt" or ext == ".mpy":
            stale.append(path)
        elif ext == ".py" and (base in packages or base in FLAT_040 or base == "frozenboard"):
            stale.append(path)
    gone = [d for d in remote_folders if d.split("/")[1] in packages]
    gone.sort(key=lambda d: (-d.count("/"), d))
    return copy, same, stale, gone


def folders(paths):
    """Every folder the files need, parents first (/games before /games/ratscrew)."""
    out = set()
    for p in paths:
        parts = p.split("/")[1:-1]
        for i in range(1, len(parts) + 1):
            out.add("/" + "/".join(parts[:i]))
    return sorted(out, key=lambda d: (d.count("/"), d))


def restart(transport, watch, after_ready=AFTER_READY):
    """Leave the raw REPL and soft-reboot: main.py starts the app, as at power-on.  Returns
    what the device printed until `after_ready` seconds after the app's ready line (what
    the app says as it begins), or an error it stopped with (the device quiet for half a
    second after it), or `watch` seconds."""
    transport.exit_raw_repl()
    transport.serial.write(b"\x04")
    out = b""
    end = time.monotonic() + watch
    quiet = None
    while time.monotonic() < end:
        n = transport.serial.in_waiting
        if n:
            out += transport.serial.read(n)
            quiet = time.monotonic() + 0.5
            continue
        text = _after_reboot(out)
        if READY.search(text):
            end = min(end, time.monotonic() + after_ready)
        elif quiet is not None and time.monotonic() > quiet and _STOPPED.search(text):
            break
        time.sleep(0.05)
    return _after_reboot(out)


_STOPPED = re.compile(r"^Traceback|^error:|^>>> ", re.M)


def _after_reboot(out):
    text = out.decode("utf8", "replace").replace("\r\n", "\n")
    return text.split("soft reboot\n", 1)[-1]


def deploy(board, port, force=False, restart_app=True, watch=8.0, build_dir=BUILD, say=print,
           after_ready=AFTER_READY):  # fmt: skip
    check_board(board)
    began = time.monotonic()
    from build import build

    _count, failures = build(build_dir)
    if failures:
        raise DeployError("mpy-cross rejects:\n" + "\n".join(failures))
    local = device_files(board, build_dir)
    header = mpy_header(local)
    port = find_port(port)
    say("device on %s" % port)
    t = connect(port)
    try:
        info = read_info(run(t, INFO_CODE))
        version = check_device(info, header)
        if route(info) == "romfs":
            romfs_onto(t, board, info, version, force, say)
        else:
            files_onto(t, local, info, version, header, force, say)
        if restart_app:
            out = restart(t, watch, after_ready)
            for line in out.strip().splitlines():
                say("device: " + line)
            # Judged by a positive sign, the app's own "ready" line: other lines may name a
            # fault the app has got past (a battery reader that cannot read, say).
            if re.search(r"^Traceback|^error:", out, re.M) or not READY.search(out):
                raise DeployError("the app did not start; the device printed the lines above")
            say("app started on board %s (%.1f s in all)" % (board, time.monotonic() - began))
    finally:
        t.close()


def files_onto(t, local, info, version, header, force, say):
    """A Pico 2: the compiled files on its file system, only those that changed."""
    say(
        "MicroPython %s on %s loads these .mpy v%d files"
        % (".".join(map(str, version)), info["machine"], header[0])
    )
    remote = {} if force else info["files"]
    copy, same, stale = plan(local, remote)
    for path in stale:
        say("remove %s" % path)
        t.fs_rmfile(path)
    for d in folders(copy):
        try:
            t.fs_mkdir(d)
        except OSError as e:
            if e.errno != errno.EEXIST:
                raise
    for path in copy:
        say("copy %s (%d bytes)" % (path, len(local[path])))
        t.fs_writefile(path, local[path])
    say("%d copied, %d unchanged, %d removed" % (len(copy), len(same), len(stale)))


def romfs_onto(t, board, info, version, force, say):
    """A Pico with the developers' MicroPython: the game's ROMFS image unless the device
    holds the very same one, main.py on the file system, what older deploys left removed."""
    import romfs

    size, ident = info["rom"]
    say(
        "MicroPython %s on %s with a ROMFS partition of %d KB: the game runs from flash"
        % (".".join(map(str, version)), info["machine"], size // 1024)
    )
    image = romfs.build(board)
    if len(image.data) > size:
        raise DeployError(
            "the ROMFS image for %s is %d bytes, more than the device's partition of %d"
            % (board, len(image.data), size)
        )
    if force or ident != image.digest:
        began = time.monotonic()
        write_romfs(t, image.path)
        say(
            "ROMFS image written: %s, %d files, %d bytes (%.1f s)"
            % (board, len(image.files), len(image.data), time.monotonic() - began)
        )
    else:
        say("ROMFS image unchanged: %s, %d files" % (board, len(image.files)))
    with open(os.path.join(ROOT, "firmware", "main.py"), "rb") as f:
        local = {"/main.py": f.read()}
    packages = {p.split("/")[1] for p in image.files if p.count("/") > 1}
    copy, same, stale, gone = plan_romfs(local, info["files"], info["folders"], packages)
    if force:
        copy, same = list(local), []
    if stale or gone:
        say("remove " + ", ".join(removed(stale, gone)))
        # (in one go: a call per file is a round trip each, a hundred after a .mpy deploy)
        run(t, "import os\nfor p in %r:\n    os.remove(p)\nfor p in %r:\n    os.rmdir(p)\n"
               % (stale, gone))  # fmt: skip
    for path in copy:
        say("copy %s (%d bytes)" % (path, len(local[path])))
        t.fs_writefile(path, local[path])
    say("file system: %d copied, %d unchanged, %d removed" % (len(copy), len(same), len(stale)))


def removed(stale, gone):
    """What removing stale files and the folders gone comes to, as a person reads it: a
    folder with its count of files, the files outside them."""
    tops = [d for d in gone if d.count("/") == 1]
    out = []
    for top in tops:
        inside = [p for p in stale if p.startswith(top + "/")]
        out.append("%s/ (%d files)" % (top, len(inside)))
    out += [p for p in stale if not any(p.startswith(top + "/") for top in tops)]
    return out


def write_romfs(t, path):
    """Write the ROMFS image file at path into the device's partition with mpremote's own
    `romfs deploy` (which unmounts /rom first; the soft reset after mounts the new one)."""
    from mpremote import commands
    from mpremote.main import State
    from mpremote.transport import TransportError

    state = State()
    state.transport = t
    state._auto_soft_reset = False  # (deploy's connection is in the raw REPL already)
    args = argparse.Namespace(command=["deploy"], path=path, partition=0, mpy=False)
    printed = io.StringIO()
    try:
        with contextlib.redirect_stdout(printed):
            commands.do_romfs(state, args)
    except SystemExit:  # (it printed why, then exited)
        said = [line for line in printed.getvalue().splitlines() if line.strip()]
        raise DeployError("mpremote romfs deploy: %s" % (said[-1] if said else "failed"))
    except (commands.CommandError, TransportError) as e:
        raise DeployError("mpremote romfs deploy: %s" % e)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    ap.add_argument("--port", default="auto")
    ap.add_argument("--force", action="store_true", help="copy every file, changed or not")
    ap.add_argument("--no-restart", action="store_true", help="leave the app stopped")
    ap.add_argument(
        "--watch", type=float, default=8.0, help="seconds at most to wait for the app's ready line"
    )
    ap.add_argument(
        "--after-ready", type=float, default=AFTER_READY, metavar="SECONDS",
        help="how long to show what the app prints after its ready line (a slower device:"
        " the emulated Pico on a busy machine)",
    )  # fmt: skip
    opts = ap.parse_args(argv)
    return exit_status(
        lambda: deploy(
            opts.board,
            opts.port,
            opts.force,
            not opts.no_restart,
            opts.watch,
            after_ready=opts.after_ready,
        ),  # fmt: skip
        [(DeployError, 1, "deploy: %s"), (OSError, 1, "deploy: lost the device: %s")],
    )


def exit_status(call, failures):
    """A command's main(): run call(); 0, or for what it raised, the status of the first
    (exception class, status, format) of failures that it is, with format % the exception
    printed on stderr as one line.  Anything else is raised on."""
    try:
        call()
    except Exception as e:
        for cls, status, fmt in failures:
            if isinstance(e, cls):
                print(fmt % e, file=sys.stderr)
                return status
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())

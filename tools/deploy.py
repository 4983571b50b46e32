"""`make deploy`: compile the firmware and copy what changed onto a Pico, then start it.

Usage: python tools/deploy.py [--board pico-ssd1306] [--port auto|/dev/ttyACM0] [--force]
                              [--no-restart] [--watch SECONDS]

Steps: compile every firmware and board file with mpy-cross (tools/build.py); ask the
device for its MicroPython version and .mpy format and refuse a mismatch; compare SHA-256
hashes with the files on the device and copy only the changed ones (with mpremote); remove
stale copies that would shadow them; write /board.txt; soft-reboot so main.py starts the
app, and show what the device prints in the first seconds.  /data (settings and saved
games) is never touched.  No network is needed.
"""

import argparse
import ast
import errno
import hashlib
import json
import os
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

BUILD = os.path.join(ROOT, "build", "mpy")
PICO_VID = 0x2E8A
MIN_VERSION = (1, 23)  # the first MicroPython that loads .mpy v6.3, what mpy-cross 1.29 writes
TESTED_VERSION = (1, 27)
KEEP_AS_SOURCE = ("main.py", "boot.py")


# What the app prints once it is up (shell/app.py's App), the sign deploy waits for.
READY = re.compile(r"^ready \S+ board=\S+$", re.M)


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
    if info.get("frozen"):
        # The game's own firmware (make firmware): its frozen modules come before files,
        # so what deploy copies would never run.
        raise DeployError(
            "the device runs this game's own firmware (make firmware, board %s), whose "
            "frozen modules run before any file deploy copies: drop a newer build/firmware "
            "UF2 on it, or flash stock MicroPython first to develop with make deploy "
            "(docs/deploy.md)" % info["frozen"]
        )
    if version[:2] < MIN_VERSION:
        raise DeployError(
            "the device runs MicroPython %s; the firmware needs %s (docs/deploy.md)"
            % (shown, wanted)
        )
    return version


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
_buf = bytearray(512)
_view = memoryview(_buf)
def _walk(d):
    for e in os.ilistdir(d):
        p = (d if d != '/' else '') + '/' + e[0]
        if p in ('/data', '/dev', '/proc'):  # the app's data; a VM's system folders
            continue
        if e[1] & 0x4000:
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
try:
    from frozenboard import NAME as frozen  # only in make firmware's firmware
except ImportError:
    frozen = None
print(json.dumps({'version': list(sys.implementation.version[:3]),
                  'frozen': frozen,
                  'mpy': getattr(sys.implementation, '_mpy', None),
                  'machine': getattr(sys.implementation, '_machine', sys.platform)}))
_walk('/')
"""


def read_info(text):
    """The device's answer to INFO_CODE as {"version", "mpy", "machine", "files": {path:
    sha256 hex, or '' where the device has no hashlib}}; DeployError if it is not one."""
    lines = text.strip().splitlines()
    try:
        info = json.loads(lines[0])
        files = {}
        for line in lines[1:]:
            tag, rest = line.split(" ", 1)
            path, digest = rest.rsplit(" ", 1)  # (a path may hold a space)
            if tag != "F":
                raise ValueError(line)
            files[path] = "" if digest == "-" else digest
    except (ValueError, IndexError):
        raise DeployError("unexpected answer from the device: %r" % lines[-3:])
    info["files"] = files
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


def folders(paths):
    """Every folder the files need, parents first (/games before /games/ratscrew)."""
    out = set()
    for p in paths:
        parts = p.split("/")[1:-1]
        for i in range(1, len(parts) + 1):
            out.add("/" + "/".join(parts[:i]))
    return sorted(out, key=lambda d: (d.count("/"), d))


def restart(transport, watch):
    """Leave the raw REPL and soft-reboot: main.py starts the app, as at power-on.  Returns
    what the device printed in the first `watch` seconds."""
    transport.exit_raw_repl()
    transport.serial.write(b"\x04")
    out = b""
    end = time.monotonic() + watch
    while time.monotonic() < end:
        n = transport.serial.in_waiting
        if n:
            out += transport.serial.read(n)
        else:
            time.sleep(0.05)
    text = out.decode("utf8", "replace").replace("\r\n", "\n")
    return text.split("soft reboot\n", 1)[-1]


def deploy(board, port, force=False, restart_app=True, watch=2.0, build_dir=BUILD, say=print):
    check_board(board)
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
        if restart_app:
            out = restart(t, watch)
            for line in out.strip().splitlines():
                say("device: " + line)
            # Judged by a positive sign, the app's own "ready" line: other lines may name a
            # fault the app has got past (a battery reader that cannot read, say).
            if re.search(r"^Traceback|^error:", out, re.M) or not READY.search(out):
                raise DeployError("the app did not start; the device printed the lines above")
            say("app started on board %s" % board)
    finally:
        t.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    ap.add_argument("--port", default="auto")
    ap.add_argument("--force", action="store_true", help="copy every file, changed or not")
    ap.add_argument("--no-restart", action="store_true", help="leave the app stopped")
    ap.add_argument("--watch", type=float, default=2.0, help="seconds to show the app's output")
    opts = ap.parse_args(argv)
    return exit_status(
        lambda: deploy(opts.board, opts.port, opts.force, not opts.no_restart, opts.watch),
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

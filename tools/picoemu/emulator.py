"""The emulated Pico from Python: a real MicroPython UF2 on rp2040js (tools/picoemu/*.mjs)
with one of our boards wired to it, running one of the game's two builds (BUILDS):

- "romfs": make deploy's way, the developers' MicroPython (make firmware's
  romfs-RPI_PICO.uf2) with the game's ROMFS image for the board (tools/builders/romfs.py) and a
  file system holding main.py;
- "frozen": make firmware's UF2 for the board, the game frozen in, and a file system
  holding only the device's data.

    with EmulatedPico.start(board="pico-ssd1306") as pico:   # the romfs build
        pico.run_until(text="game equi")      # console lines, stamped with emulated time
        pico.tap("a"); pico.frame()           # buttons; the display's picture (MONO_VLSB)

Times are the emulated clock's, so every figure is the same run after run.  The RP2040
boot ROM and stock MicroPython (what make deploy refuses) are inputs from outside the
project, found as tools/builders/inputs.py says: PICO_BOOTROM and PICO_UF2 name them, else
../shared/micropython/ beside the project, else what make setup fetched into .cache/.
"""

import ast
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SERVER = os.path.join(HERE, "server.mjs")
if os.path.join(ROOT, "tools", "builders") not in sys.path:  # (picoflash, build, deploy)
    sys.path.insert(0, os.path.join(ROOT, "tools", "builders"))
MS = 1_000_000
BUTTONS = ("up", "down", "left", "right", "a", "b")
TAP_MS = 80  # how long a person's tap holds a button (the simulator's key scripts' too)


BUILDS = ("romfs", "frozen")


class EmulatorError(RuntimeError):
    """The emulator could not start or refused a command; the message says why."""


class NotBuildable(EmulatorError):
    """make firmware cannot build here (no ARM toolchain, no MicroPython source): the
    message says what is missing.  A device test skips with it."""


def firmware_paths(uf2=None, bootrom=None):
    """(stock MicroPython's uf2, bootrom) paths, or EmulatorError saying how to get them."""
    bootrom = bootrom_path(bootrom)
    return uf2 or _input("uf2"), bootrom


def bootrom_path(bootrom=None):
    """The RP2040 boot ROM's path, or EmulatorError saying how to get it."""
    return bootrom or _input("bootrom")


def _input(name):
    import inputs

    try:
        return inputs.find(name)[0]
    except inputs.Missing as e:
        raise EmulatorError(str(e))


def available():
    """None when the emulated Pico can run here, else why not (a sentence)."""
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        return "rp2040js is not installed (make setup installs it)"
    try:
        bootrom_path()
    except EmulatorError as e:
        return str(e)
    return None


def firmware_for(build, board="pico-ssd1306"):
    """[UF2 paths] the emulated Pico takes for `build` (BUILDS) on `board`, built from
    today's sources: the developers' MicroPython and the board's ROMFS image (built here),
    or the board's frozen firmware.  NotBuildable where make firmware cannot build here;
    EmulatorError where its UF2 is missing or older than its sources (make firmware)."""
    import freeze

    if build not in BUILDS:
        raise EmulatorError("unknown build '%s'; the builds: %s" % (build, ", ".join(BUILDS)))
    path, problem = freeze.built(None if build == "romfs" else board)
    if problem:
        why = not os.path.exists(path) and freeze.cannot_build()
        if why:
            raise NotBuildable("make firmware cannot build here: %s" % why)
        raise EmulatorError("%s: %s" % (os.path.relpath(path, ROOT), problem))
    if build == "frozen":
        return [path]
    import romfs
    from deploy import DeployError

    try:
        return [path, romfs.build(board).uf2]
    except DeployError as e:
        raise EmulatorError(str(e))


def fs_image(build, extra=None):
    """The file system (the bytes of the whole littlefs area) of a Pico running `build`:
    on the romfs build firmware/main.py (make deploy keeps it there as source), on the
    frozen one nothing; `extra` {path: bytes} adds files (a settings file, a save), a path
    given None is left out (main.py, for a bench that starts the app itself).  Files in
    /data are the device's own: written into the image as its littlefs writes them
    (picoflash.make_image()), so the root's log is the one a device has once it has saved
    anything."""
    import picoflash as pf

    files = {}
    if build == "romfs":
        with open(os.path.join(ROOT, "firmware", "main.py"), "rb") as f:
            files["/main.py"] = f.read()
    for path, data in (extra or {}).items():
        if data is None:
            files.pop(path, None)
        else:
            files[path] = data
    return pf.make_image(files, pf.layout_for("RPI_PICO"))[0]


def combined_uf2(paths, dest):
    """One UF2 file at dest holding the blocks of every file of paths, in order (the
    emulator writes each block at its address; the numbering is not read)."""
    with open(dest, "wb") as out:
        for path in paths:
            with open(path, "rb") as f:
                out.write(f.read())
    return dest


def board_wiring(board):
    """What the emulator wires for boards/<board>.py: its I2C pins and address, the
    display controller, the buttons' GPIOs, VBUS sense and the VSYS ADC pin; read from the
    board file's constants without running it."""
    path = os.path.join(ROOT, "boards", board.replace("-", "_") + ".py")
    try:
        with open(path) as f:
            source = f.read()
    except OSError:
        raise EmulatorError("unknown board '%s' (no %s)" % (board, os.path.relpath(path, ROOT)))
    consts = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name == "BUTTONS":  # ((gpio, keys.NAME), ...): the key's name, not its value
                rows = [e.elts for e in ast.walk(node.value) if isinstance(e, ast.Tuple)][1:]
                consts[name] = {
                    row[1].attr.lower(): ast.literal_eval(row[0])
                    for row in rows
                    if isinstance(row[1], ast.Attribute)
                }
            else:
                try:
                    consts[name] = ast.literal_eval(node.value)
                except ValueError:
                    pass
    display = source.split("def display", 1)[-1].split("def ", 1)[0]  # the function's body
    oled = "sh1106" if "sh1106" in display else "ssd1306"
    return {
        "i2c": consts["I2C_BUS"],
        "sda": consts["SDA"],
        "scl": consts["SCL"],
        "address": consts["OLED_ADDR"],
        "oled": oled,
        "buttons": consts["BUTTONS"],
        "vbus": consts.get("VBUS_SENSE", 24),
    }


def read_files(image):
    """{path: bytes} of every file in a littlefs area image (the device's flash after a run)."""
    import picoflash as pf

    return pf.read_all(pf.mount(bytearray(image), pf.layout_for("RPI_PICO")))


class EmulatedPico:
    """One emulated Pico, running from power-on; close() (or `with`) ends it."""

    def __init__(self, board="pico-ssd1306", image=None, uf2=None, bootrom=None, display=True,
                 pico_w=False):  # fmt: skip
        """uf2: a UF2 file, or a list of them written one after the other (firmware_for());
        None: stock MicroPython (firmware_paths()).  pico_w: the board's Pico is a Pico W (its
        radio off): no VBUS sense on a GPIO, and VSYS on ADC 3 only while GP25 is driven high
        (tools/picoemu/pico.mjs)."""
        bootrom = bootrom_path(bootrom)
        self.board = board
        self.wiring = board_wiring(board)
        self.wiring["picoW"] = pico_w
        if not display:
            self.wiring["address"] = None  # a loose wire: nothing answers on the bus
        self._tmp = tempfile.TemporaryDirectory(prefix="picoemu-")
        if uf2 is None:
            uf2 = firmware_paths()[0]
        elif not isinstance(uf2, str):
            uf2 = combined_uf2(uf2, os.path.join(self._tmp.name, "firmware.uf2"))
        # (PICOEMU_NODE_FLAGS: node's own options, e.g. --cpu-prof to see where time goes)
        cmd = ["node"] + os.environ.get("PICOEMU_NODE_FLAGS", "").split()
        cmd += [SERVER, "--uf2", uf2, "--bootrom", bootrom]
        cmd += ["--board", json.dumps(self.wiring)]
        if image is not None:
            path = os.path.join(self._tmp.name, "fs.bin")
            with open(path, "wb") as f:
                f.write(image)
            cmd += ["--fs", path]
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.lines = []  # [(ms, text)] every console line so far
        self.t = 0
        hello = self._read()
        if not hello.get("ready"):
            raise EmulatorError("the emulator did not start: %s" % hello)

    @classmethod
    def start(cls, board="pico-ssd1306", extra=None, image=None, build="romfs", **kw):
        """A Pico running `build` for `board` with its file system (plus `extra` files),
        or with `image` (a file-system area left by another run: a power cut's)."""
        if image is None:
            image = fs_image(build, extra=extra)
        return cls(board, image, uf2=firmware_for(build, board), **kw)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write('{"cmd": "quit"}\n')
                self.proc.stdin.flush()
            except (BrokenPipeError, OSError):
                pass
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self._tmp.cleanup()

    def _read(self):
        line = self.proc.stdout.readline()
        if not line:
            raise EmulatorError("the emulator stopped (exit %s)" % self.proc.wait())
        reply = json.loads(line)
        self.t = reply.get("t", self.t)
        return reply

    def call(self, cmd, **args):
        self.proc.stdin.write(json.dumps(dict(args, cmd=cmd)) + "\n")
        self.proc.stdin.flush()
        reply = self._read()
        if not reply.get("ok"):
            raise EmulatorError("%s: %s" % (cmd, reply.get("error")))
        return reply

    @property
    def ms(self):
        """The emulated time since power-on, in ms."""
        return self.t / MS

    # -- running ------------------------------------------------------------------------
    def run(self, ms):
        self.call("run", ms=ms)

    def run_until(self, text=None, frames=None, ms=10_000, quiet_ms=5, flash_ops=None,
                  idle_ms=None):  # fmt: skip
        """Run at most `ms` ms, stopping once the console prints a line containing `text`,
        the display has had `frames` bursts of picture data (each over after `quiet_ms`
        without a transfer), `flash_ops` flash erases or programs were done, or the display
        has had no picture data for `idle_ms`; True if one of those happened."""
        args = {"ms": ms, "quiet_ms": quiet_ms}
        for name, value in (("text", text), ("frames", frames), ("flash_ops", flash_ops),
                            ("idle_ms", idle_ms)):  # fmt: skip
            if value is not None:
                args[name] = value
        return self.call("run_until", **args)["hit"]

    def console(self):
        """The console lines printed since the last call, as [(ms, text)]."""
        new = [(t / MS, s) for t, s in self.call("console")["lines"]]
        self.lines += new
        return new

    def console_text(self):
        self.console()
        return [s for _t, s in self.lines]

    # -- inputs -------------------------------------------------------------------------
    def button(self, name, held):
        self.call("button", name=name, held=held)

    def tap(self, name, hold_ms=TAP_MS, after_ms=0):
        self.button(name, True)
        self.run(hold_ms)
        self.button(name, False)
        if after_ms:
            self.run(after_ms)

    def power(self, vsys_mv=None, usb=None):
        self.call("power", vsys_mv=vsys_mv, usb=usb)

    # -- outputs ------------------------------------------------------------------------
    def frame(self):
        """(MONO_VLSB bytes of the picture, lit): what the panel shows now."""
        r = self.call("frame")
        return bytes.fromhex(r["fb"]), r["on"]

    def display_log(self):
        """[(start ms, end ms, data bytes)] of the transfers to the display since the
        last call."""
        return [(a / MS, b / MS, n) for a, b, n in self.call("display_log")["log"]]

    def stats(self):
        return self.call("stats")

    def fs_image(self):
        """The file-system area as the flash holds it now (a power cut at this instant)."""
        path = os.path.join(self._tmp.name, "cut.bin")
        self.call("flash", path=path)
        with open(path, "rb") as f:
            return f.read()

    # -- the USB serial console ---------------------------------------------------------
    def type(self, data):
        self.call("type", hex=bytes(data).hex())

    def serial(self):
        return bytes.fromhex(self.call("serial")["hex"])

    def exec(self, code, ms=20_000):
        """Stop what runs (Ctrl-C), run `code` in the raw REPL as mpremote does, and return
        its output; EmulatorError with the traceback if it raised."""
        self.serial()
        self.type(b"\r\x03\x03")
        self.run(50)
        self.type(b"\x01")
        got = self._serial_until(b"raw REPL; CTRL-B to exit\r\n>", ms)
        self.type(code.encode() + b"\x04")
        got = self._serial_until(b"\x04>", ms, got=b"")
        if not got.startswith(b"OK"):
            raise EmulatorError("raw REPL refused the code: %r" % got[:200])
        out, err = got[2:-2].split(b"\x04", 1)
        self.type(b"\x02")  # back to the friendly REPL
        self.run(20)
        if err:
            raise EmulatorError(err.decode(errors="replace"))
        return out.decode(errors="replace")

    def launch(self, code, ms=20_000):
        """Stop what runs and start `code` in the raw REPL without waiting for it to end:
        its output comes as console lines (a probe that runs the app with readings)."""
        self.serial()
        self.type(b"\r\x03\x03")
        self.run(50)
        self.type(b"\x01")
        self._serial_until(b"raw REPL; CTRL-B to exit\r\n>", ms)
        self.console()  # (the lines so far are not the probe's)
        self.type(code.encode() + b"\x04")
        self._serial_until(b"OK", ms, got=b"")

    def _serial_until(self, marker, ms, got=b""):
        end = self.ms + ms
        while marker not in got:
            if self.ms >= end:
                raise EmulatorError("no %r from the raw REPL within %d ms: %r" % (marker, ms, got))
            self.run(5)
            got += self.serial()
        return got

"""The virtual device: the MicroPython VM as a Pico on a pseudo-terminal, for mpremote.

Usage: python tools/sim/vdevice/vdevice.py [--flash DIR] [--log FILE] [--no-display]
                                       [--machine TEXT]
prints the serial port (e.g. /dev/pts/7) and runs until Ctrl-C; then
`make deploy PORT=/dev/pts/7` or `mpremote connect /dev/pts/7 repl` talk to it as to a Pico.
The device's flash is kept in DIR (default: a fresh temporary folder).  It says it is a Pico
2 (sys.implementation._machine "Raspberry Pi Pico2 with RP2350", so make deploy copies
.mpy files onto it), or the machine --machine names ("" for the VM's own).

From Python (the deploy tests): `with VirtualDevice(flash_dir) as dev: ... dev.port ...`.
"""

import argparse
import io
import os
import pty
import select
import subprocess
import sys
import tempfile
import threading
import time
import tty

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


class VirtualDevice:
    """The node process runs the VM on pipes; a thread relays them to a pseudo-terminal
    whose other end (`port`) behaves as the Pico's USB serial port."""

    def __init__(self, flash_dir, log_path=None, display=True, machine=None):
        self.flash_dir = flash_dir
        self.display = display
        self.machine = machine  # None: the Pico 2 vdevice.mjs stands for
        self.log_path = log_path
        self.proc = None
        self.port = None
        self._stop = False
        self._log_lines = []
        self._lock = threading.Lock()

    def start(self, timeout=30):
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self.proc = subprocess.Popen(
            ["node", os.path.join(HERE, "vdevice.mjs"), "--flash", self.flash_dir]
            + ([] if self.display else ["--no-display"])
            + ([] if self.machine is None else ["--machine", self.machine]),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
        )
        self._threads = [
            threading.Thread(target=self._to_device, daemon=True),
            threading.Thread(target=self._from_device, daemon=True),
            threading.Thread(target=self._read_log, daemon=True),
        ]
        for t in self._threads:
            t.start()
        self.wait_log("vdevice: ready", timeout)
        return self

    # The serial line: host (pty master) -> VM stdin, VM stdout -> host.
    def _to_device(self):
        while not self._stop:
            r, _, _ = select.select([self.master], [], [], 0.1)
            if not r:
                continue
            try:
                data = os.read(self.master, 4096)
            except OSError:
                continue  # no one has the port open right now
            try:
                self.proc.stdin.write(data)
                self.proc.stdin.flush()
            except (BrokenPipeError, ValueError):
                return

    def _from_device(self):
        out = self.proc.stdout
        assert isinstance(out, io.BufferedReader)  # Popen's default: read1() gives what came
        while True:
            data = out.read1(4096)
            if not data:
                return
            view = memoryview(data)
            while view:
                try:
                    n = os.write(self.master, view)
                except BlockingIOError:
                    time.sleep(0.01)
                    continue
                except OSError:
                    return
                view = view[n:]

    def _read_log(self):
        out = open(self.log_path, "a") if self.log_path else None
        for raw in self.proc.stderr:
            line = raw.decode("utf8", "replace").rstrip("\n")
            with self._lock:
                self._log_lines.append(line)
            if out:
                out.write(line + "\n")
                out.flush()

    def log(self):
        with self._lock:
            return list(self._log_lines)

    def wait_log(self, text, timeout=10):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if any(text in line for line in self.log()):
                return True
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        raise TimeoutError(
            "the virtual device did not log %r; its log:\n%s" % (text, "\n".join(self.log()))
        )

    def stop(self):
        self._stop = True
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        # The relay threads must be gone before the descriptors close: the next
        # pseudo-terminal opened in this process reuses the same numbers, and a thread
        # still selecting on the old master would steal the new port's first bytes.
        for t in getattr(self, "_threads", ()):
            t.join(5)
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flash", help="host folder that keeps the device's flash")
    ap.add_argument("--log", help="append the device's log to this file")
    ap.add_argument("--no-display", action="store_true", help="no OLED answers on I2C")
    ap.add_argument("--machine", help="the board it says it is (default: a Pico 2)")
    opts = ap.parse_args()
    flash = opts.flash or tempfile.mkdtemp(prefix="vdevice-flash-")
    os.makedirs(flash, exist_ok=True)
    dev = VirtualDevice(flash, opts.log, display=not opts.no_display, machine=opts.machine)
    try:
        dev.start()
    except TimeoutError as e:
        print(e, file=sys.stderr)
        dev.stop()
        return 1
    print("virtual device on %s (flash in %s); Ctrl-C stops it" % (dev.port, flash), flush=True)
    try:
        while dev.proc.poll() is None:
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        dev.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

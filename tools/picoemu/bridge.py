"""The emulated Pico's USB serial console on a pseudo-terminal, in real time: what a Pico
on a USB cable is to mpremote and `make deploy`.

    python tools/picoemu/bridge.py [--board pico-ssd1306] [--firmware romfs|frozen|stock]
                                   [--empty] [--vsys MV] [--usb]

prints the port (e.g. /dev/pts/7) and runs until Ctrl-C; then `make deploy PORT=/dev/pts/7`
or `mpremote connect /dev/pts/7 repl`.  The firmware is one of the game's builds (romfs,
the default: the developers' MicroPython with the game's ROMFS image and main.py; frozen:
make firmware's UF2) or stock MicroPython; --empty starts from MicroPython alone, an
erased ROMFS partition and file system (what make deploy finds on a Pico the first time).
"""

import argparse
import os
import pty
import select
import sys
import threading
import time
import tty

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import emulator  # noqa: E402

SLICE_MS = 1  # emulated time between looks at the port


class Bridge:
    """Runs `pico` in a thread, paced to the wall clock (never ahead of it), relaying its
    console to a pseudo-terminal whose name is `port`."""

    def __init__(self, pico):
        self.pico = pico
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self.error = None

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self._stop.set()
        self._thread.join(10)
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    def _loop(self):
        pico = self.pico
        t0 = time.monotonic()
        ms0 = pico.ms
        try:
            while not self._stop.is_set():
                ready, _, _ = select.select([self.master], [], [], 0)
                if ready:
                    try:
                        data = os.read(self.master, 4096)
                    except OSError:
                        data = b""  # nobody has the port open
                    if data:
                        pico.type(data)
                pico.run(SLICE_MS)
                out = pico.serial()
                if out:
                    os.write(self.master, out)
                ahead = (pico.ms - ms0) / 1000 - (time.monotonic() - t0)
                if ahead > 0:
                    time.sleep(ahead)
        except Exception as e:  # the emulator stopped: the port goes quiet, as a cut cable
            self.error = e


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-ssd1306")
    ap.add_argument("--firmware", choices=emulator.BUILDS + ("stock",), default="romfs")
    ap.add_argument("--empty", action="store_true", help="only MicroPython, no game")
    ap.add_argument("--vsys", type=int, default=4500, help="VSYS in mV (batteries)")
    ap.add_argument("--usb", action="store_true", help="VBUS present (powered by USB)")
    opts = ap.parse_args(argv)
    try:
        uf2 = None
        if opts.firmware != "stock":
            uf2 = emulator.firmware_for(opts.firmware, opts.board)
            uf2 = uf2[:1] if opts.empty else uf2
        image = (
            None if opts.empty or opts.firmware == "stock" else emulator.fs_image(opts.firmware)
        )
        pico = emulator.EmulatedPico(opts.board, image, uf2=uf2)
    except emulator.EmulatorError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    pico.power(vsys_mv=opts.vsys, usb=opts.usb)
    with Bridge(pico) as bridge:
        print(bridge.port, flush=True)
        try:
            while bridge._thread.is_alive():
                time.sleep(0.2)
        except KeyboardInterrupt:
            pass
    pico.close()
    return 1 if bridge.error else 0


if __name__ == "__main__":
    sys.exit(main())

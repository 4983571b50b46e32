"""The battery gauge: what one reading costs in the MicroPython VM on the host, and the
heap a battery reader costs after start.  Host figures: the VM's speed says nothing
dependable about a Pico's; the emulated Pico's boards have their battery reader, so
tools/bench/pico.py's figures (`make bench`: the CPU busy while the main menu waits, the
heap) count it.

Usage: python tools/bench/battery.py
Times VsysReader.read() (8 ADC samples averaged into millivolts) and Gauge.update() (a
reading, its level and state; firmware/hw/gauge.py) with a stand-in ADC.  Then the real app
(shell/app.py) with a board whose reader uses the stand-in ADC: its whole reading
(App._read_battery: the gauge, the symbol's step, the warnings) timed the same way, and
ten minutes of its own loop on a virtual clock, counting the readings and those taken on
a tick that drew a frame (the app reads only on a tick that drew nothing).  The part
between the markers runs inside the VM.
Then the heap: tools/bench/vm_device.py's own measurement (the compiled firmware started on
its bench board, taken to the main menu, then into a Ratscrew game; gc.mem_alloc() after a
collection in a top-level call of its own), run as it is and with the bench board given
a battery reader as the Pico boards' (hw/gauge.py's VsysReader on a stand-in ADC, a VBUS
pin): the heap after start on a Pico board with its reader, against the 40 KB target.
"""

import sys

if sys.implementation.name == "cpython":
    import os

    _ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path[:0] = [
        os.path.join(_ROOT, p)
        for p in ("firmware", "tools/hostlib", "tools/vm", "tools", "tools/bench/core")
    ]

# --- core: runs inside the MicroPython VM ------------------------------------------------
import json

import hostclock

from hw import battery, gauge

REPEAT = 20000


class _Adc:
    # a stand-in with the cost of one attribute load and one tuple index, like a C call
    def __init__(self):
        self.i = 0
        self.s = (26000, 28000, 27000, 27000, 26500, 27500, 27200, 26800)

    def read_u16(self):
        self.i = (self.i + 1) & 7
        return self.s[self.i]


def _ms(fn, n):
    best = None
    for _ in range(5):
        t0 = hostclock.now_us()
        fn(n)
        dt = hostclock.diff_us(hostclock.now_us(), t0) / 1000
        best = dt if best is None else min(best, dt)
    return best


class _Display:
    # the board's display, minus the transfer: a frame buffer whose show() does nothing
    def __init__(self):
        import framebuf

        self.fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)

    def __getattr__(self, name):
        return getattr(self.fb, name)

    def show(self, pages=None):
        pass

    def contrast(self, level):
        pass

    def poweroff(self):
        pass

    def poweron(self):
        pass


class _Counted:
    # a reader that counts its readings
    def __init__(self, reader):
        self.reader = reader
        self.reads = 0

    def read(self):
        self.reads += 1
        return self.reader.read()

    def usb(self):
        return self.reader.usb()


class _Board:
    # the app's board with a battery reader on the stand-in ADC
    NAME = "bench"

    def __init__(self):
        self.disp = _Display()
        self.reader = _Counted(gauge.VsysReader(_Adc()))

    def display(self):
        return self.disp

    def buttons(self):
        return self

    def read(self):  # (the buttons: none held)
        return 0

    def buzzer(self):
        return None

    def battery(self):
        return self.reader


def _app_run():
    """The real app (shell/app.py) on the main menu for 10 minutes of its own loop:
    how many readings it takes, how many on a tick that drew a frame, and the time of
    its battery reading (App._read_battery: the gauge, the symbol, the warnings)."""
    import os

    from shell import app as appmod

    folder = "/bench_data"
    try:
        os.mkdir(folder)
    except OSError:
        pass
    with open(folder + "/settings.json", "w") as f:
        f.write('{"lang": 0, "timeout": 5}')
    board = _Board()
    app = appmod.App(board, 0, 1, data_dir=folder)
    now = 0
    ticks = 0
    on_frame = 0
    app.changed()
    counted = board.reader
    while now < 600000:
        frames = app.frames
        reads = counted.reads
        sleep = app.tick(now)
        ticks += 1
        if counted.reads != reads and app.frames != frames:
            on_frame += 1
        if ticks % 3000 == 0:
            app.changed()  # now and then a frame to draw, as a game would
        now += max(1, sleep)
    reads = counted.reads
    gauge = app.gauge  # (made at the app's first reading)
    assert gauge is not None
    gauge.reader = counted.reader  # (timed without the counting wrapper)

    def readings(n):
        for i in range(n):
            app._read_battery(i)

    n = REPEAT
    read_ms = _ms(readings, n)
    return {
        "app_reads": reads,
        "app_ticks": ticks,
        "app_on_frame": on_frame,
        "app_read_ms": read_ms,
        "app_read_n": n,
        "app_step": app.battery_step,
    }


def core_main():
    reader = gauge.VsysReader(_Adc())
    gauged = gauge.Gauge(reader, battery.ALKALINE3)
    adc = _Adc()

    def reads(n):
        for _ in range(n):
            reader.read()

    def updates(n):
        for _ in range(n):
            gauged.update()

    def samples(n):  # the stand-in ADC alone, to subtract
        for _ in range(n * 8):
            adc.read_u16()

    _ms(reads, 2000)  # warm up: Node compiles the VM in tiers
    out = {
        "read_ms": _ms(reads, REPEAT),
        "update_ms": _ms(updates, REPEAT),
        "fake_adc_ms": _ms(samples, REPEAT),
        "repeat": REPEAT,
    }
    out.update(_app_run())
    print(json.dumps(out))


# --- host ---------------------------------------------------------------------------------

SAMPLES = 8

# tools/bench/vm_device.py's heap run with its bench board given a battery reader, as
# boards/pico_*.py's battery() gives one (hw/picostart.py's vsys_reader(): a VsysReader on
# machine.ADC(29) with the VBUS pin, GP24); the stand-ins are made before the heap's base
# is taken, as a Pico's ADC object (a few bytes) and pin (in flash) would not count.
WITH_READER = """
class _Adc:
    def read_u16(self):
        return 27000  # 4.08 V on VSYS: 3 alkalines at 1.44 V, three bars

class _Pin:
    def value(self):
        return 0  # no USB

_adc = _Adc()
_vbus = _Pin()

class _PlainBoard(Board):
    pass

class Board(_PlainBoard):
    def battery(self):
        from hw import gauge

        return gauge.VsysReader(_adc, vbus=_vbus)
"""


def heap_runs():
    """tools/bench/vm_device.py's heap figures (bytes) as it measures them, and the same with
    the reader: ({"start": ..., "game": [...]}, the same with the reader)."""
    import vm_device as bench_device
    from devicevm import BenchVM, docs

    vm = BenchVM()
    plain = docs(vm, bench_device.HEAP, loop=bench_device.HEAP_STEP)[-1]
    reader = docs(vm, bench_device.HEAP + WITH_READER, loop=bench_device.HEAP_STEP)[-1]
    return plain, reader, bench_device.TARGETS


def host_main():
    import subprocess

    from mpvm import MicroPythonVM

    with open(__file__, encoding="utf-8") as f:
        src = f.read()
    core = src[: src.index("# --- host ---")]
    try:
        vm = MicroPythonVM(mounts=[(os.path.join(_ROOT, "tools", "bench", "core"), "/lib")])
        mp = json.loads(vm.run(core + "core_main()\n").strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, RuntimeError) as e:
        print("cannot run the MicroPython VM: %s" % e, file=sys.stderr)
        return 1
    n = mp["repeat"]
    read_us = mp["read_ms"] * 1000 / n
    update_us = mp["update_ms"] * 1000 / n
    fake_us = mp["fake_adc_ms"] * 1000 / n
    app_us = mp["app_read_ms"] * 1000 / mp["app_read_n"]
    print("Battery reading (firmware/hw/gauge.py), %d samples a reading" % SAMPLES)
    print("host figures: the MicroPython VM here, a stand-in ADC (the Pico's: make bench)")
    print("%-36s %8s" % ("us per call", "VM"))
    for label, us in (
        ("VsysReader.read()", read_us),
        ("Gauge.update() (read, level, state)", update_us),
        ("  of which the stand-in ADC (8 calls)", fake_us),
        ("App._read_battery() (all of it)", app_us),
    ):
        print("%-36s %8.2f" % (label, us))
    print(
        "the app's loop, 10 min on the main menu: %d readings in %d ticks, one every %.1f s;"
        % (mp["app_reads"], mp["app_ticks"], 600 / max(1, mp["app_reads"]))
    )
    print(" %d of them on a tick that drew a frame" % mp["app_on_frame"])
    plain, with_reader, targets = heap_runs()
    print(
        "heap in use after start: %d bytes more with a battery reader (hw/gauge.py,"
        " shell/power.py, uikit/battsym.py, the reader and the gauge)"
        % (with_reader["start"] - plain["start"])
    )
    import vm_device as bench_device
    from devicevm import BenchVM

    starts = bench_device.start_heaps(BenchVM(), WITH_READER)
    print(
        "heap in use after start on a Pico board with its reader (%.1f KB without one, as"
        " tools/bench/vm_device.py measures):" % (plain["start"] / 1024)
    )
    print(bench_device.start_heap_line(starts))
    game_kb = max(with_reader["game"]) / 1024
    print(
        "heap in use during a game (most) on a Pico board with its reader: %.1f KB (%.1f KB"
        " without); target %.0f KB: %s"
        % (
            game_kb,
            max(plain["game"]) / 1024,
            targets["heap_game_kb"],
            "met" if game_kb < targets["heap_game_kb"] else "OVER",
        )
    )
    return 0


if __name__ == "__main__" and sys.implementation.name == "cpython":
    sys.exit(host_main())

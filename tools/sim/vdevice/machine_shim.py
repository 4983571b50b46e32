# The `machine` module of the virtual device: a Pico's peripherals as far as the firmware
# uses them.  Buttons read as released (pulled up); the I2C bus has an OLED answering at
# 0x3C and reports the bytes written to it; the ADC and GP24 read a Pico on USB (VSYS
# about 4.8 V, VBUS high: the battery symbol shows the plug); PWM and Timer work on the
# VM's event loop; reset() asks the host to reboot the virtual device.  Loaded into
# sys.modules by tools/sim/vdevice/vdevice.mjs before boot.py and main.py run.
import asyncio

import vdevhost


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        self._value = 1 if pull == Pin.PULL_UP or id == 24 else 0  # (GP24: VBUS, on USB)
        if value is not None:
            self._value = 1 if value else 0

    def init(self, mode=-1, pull=-1, value=None):
        if value is not None:
            self._value = 1 if value else 0

    def value(self, v=None):
        if v is None:
            return self._value
        self._value = 1 if v else 0

    def __call__(self, v=None):
        return self.value(v)

    def on(self):
        self._value = 1

    def off(self):
        self._value = 0


class Signal:
    def __init__(self, pin, invert=False):
        self._pin = pin
        self._invert = invert

    def value(self, v=None):
        if v is None:
            return self._pin.value() ^ self._invert
        self._pin.value((1 if v else 0) ^ self._invert)


class I2C:
    def __init__(self, id=0, scl=None, sda=None, freq=400000, timeout=50000):
        self.freq = freq
        vdevhost.log("i2c%d freq=%d" % (id, freq))

    def scan(self):
        return [0x3C] if vdevhost.display() else []

    def writeto(self, addr, buf, stop=True):
        self._check(addr)
        vdevhost.i2c(addr, len(buf))
        return 1

    def writevto(self, addr, bufs, stop=True):
        self._check(addr)
        vdevhost.i2c(addr, sum(len(b) for b in bufs))
        return len(bufs)

    def readfrom(self, addr, n, stop=True):
        self._check(addr)
        return bytes(n)

    def _check(self, addr):
        if addr != 0x3C or not vdevhost.display():
            raise OSError(5)  # EIO: nothing answers at that address


SoftI2C = I2C


class ADC:
    # The Pico's ADC: the virtual Pico is on USB, so VSYS (GP29, divided by 3) reads
    # about 4.8 V; any other channel reads 0.
    def __init__(self, pin):
        self._u16 = 31775 if pin == 29 else 0  # 4.8 V / 3 of the 3.3 V reference

    def read_u16(self):
        return self._u16


class PWM:
    def __init__(self, pin, freq=0, duty_u16=0):
        self._freq = freq
        self._duty = duty_u16

    def freq(self, f=None):
        if f is None:
            return self._freq
        self._freq = f

    def duty_u16(self, d=None):
        if d is None:
            return self._duty
        self._duty = d

    def deinit(self):
        self._duty = 0


class Timer:
    ONE_SHOT = 0
    PERIODIC = 1

    def __init__(self, id=-1, mode=1, period=-1, callback=None, freq=-1):
        self._task = None
        if callback is not None:
            self.init(mode=mode, period=period, callback=callback)

    def init(self, mode=1, period=1000, callback=None, freq=-1):
        self.deinit()
        if freq > 0:
            period = max(1, 1000 // freq)
        self._task = asyncio.create_task(self._run(mode, period, callback))

    async def _run(self, mode, period, callback):
        while True:
            await asyncio.sleep_ms(period)
            if callback:
                callback(self)
            if mode == Timer.ONE_SHOT:
                return

    def deinit(self):
        if self._task is not None:
            self._task.cancel()
            self._task = None


def reset():
    vdevhost.reset()
    raise SystemExit


def soft_reset():
    vdevhost.reset()
    raise SystemExit


def freq(*args):
    return 125_000_000


def unique_id():
    return b"VIRTUAL0"


def idle():
    pass


def reset_cause():
    return 1

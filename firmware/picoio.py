# What the Pico boards share: buttons to ground with internal pull-ups, a PWM piezo
# buzzer and the display's I2C bus.  Board files name the pins and call these.
from machine import I2C, PWM, Pin, Timer


class PinButtons:
    """read() returns the logical keys held now: a pressed button pulls its pin low."""

    def __init__(self, table):
        # table: ((gpio, key), ...); key is a keys.* bit
        self._pins = [(Pin(gpio, Pin.IN, Pin.PULL_UP), key) for gpio, key in table]

    def read(self):
        held = 0
        for pin, key in self._pins:
            if not pin.value():
                held |= key
        return held


class PwmBuzzer:
    """A passive piezo: tone() starts a square wave and a one-shot timer ends it."""

    def __init__(self, gpio):
        self._pwm = PWM(Pin(gpio))
        self._pwm.duty_u16(0)
        self._timer = Timer()
        self._stop = self._off_from_timer  # bound once: no allocation in the callback

    def tone(self, freq_hz, ms):
        self._pwm.freq(max(20, min(20000, freq_hz)))
        self._pwm.duty_u16(32768)  # 50 % duty: loudest for a piezo
        self._timer.init(mode=Timer.ONE_SHOT, period=max(1, ms), callback=self._stop)

    def _off_from_timer(self, _timer):
        self._pwm.duty_u16(0)

    def off(self):
        self._timer.deinit()
        self._pwm.duty_u16(0)


def i2c_display(driver, bus, sda, scl, freq, addr):
    """The display on I2C `bus`, or OSError with a wiring hint when nothing answers."""
    i2c = I2C(bus, sda=Pin(sda), scl=Pin(scl), freq=freq)
    found = i2c.scan()
    if addr not in found:
        raise OSError(
            "no display answers at I2C address 0x%02X on SDA GP%d / SCL GP%d (found: %s); "
            "check the wiring and the module's address" % (addr, sda, scl, found or "nothing")
        )
    return driver(i2c, addr)

# What the Pico boards share while the app runs: buttons to ground with internal pull-ups
# and a PWM piezo buzzer.  Board files name the pins and call these; the display's I2C
# bus and the battery reader, made once at start, are hw/picostart.py's.
from machine import PWM, Pin, Timer


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
        self._timer = Timer(-1)  # -1: the rp2 port's only kind, a virtual timer
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

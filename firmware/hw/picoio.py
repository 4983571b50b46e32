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


def vsys_reader(adc_gpio, vbus_gpio, wl_cs_gpio):
    """The battery reader (hw/gauge.py) on VSYS, which the Pico divides by 3 onto
    adc_gpio.  On a Pico and Pico 2, vbus_gpio reads high while USB is plugged in.  On a
    Pico W or Pico 2 W the same ADC pin is the wireless chip's SPI clock and the divider
    is switched on by its chip select (wl_cs_gpio) being high: this firmware never starts
    the radio, so the select is held high and the pin left in ADC mode; USB is then told
    by the voltage alone (the W's VBUS sense sits on the wireless chip).  docs/power.md.
    """
    import sys

    from machine import ADC

    from hw import gauge

    # "Raspberry Pi Pico W with RP2040", "Raspberry Pi Pico 2 W with RP2350"
    if " W with" in getattr(sys.implementation, "_machine", ""):
        Pin(wl_cs_gpio, Pin.OUT, value=1)
        vbus = None
    else:
        vbus = Pin(vbus_gpio, Pin.IN)
    return gauge.VsysReader(ADC(adc_gpio), vbus=vbus)  # ADC() puts the pin in ADC mode

# What the Pico boards make once, at the app's start: the display on its I2C bus and the
# battery reader.  Board files call these; the app lets this module go once it has
# started (shell/app.py), so that a game does not hold what ran once.
from machine import I2C, Pin


def i2c_display(driver, bus, sda, scl, freq, addr):
    """The display on I2C `bus`, or OSError with a wiring hint when nothing answers."""
    i2c = I2C(bus, sda=Pin(sda), scl=Pin(scl), freq=freq)
    # The driver's first command is what finds out: a write nobody acknowledges is an
    # OSError.  The bus is scanned only then, for the hint: on the rp2 port scan() probes
    # its 112 addresses bit-banged on the pins, 6.7 ms of every start on the Pico.
    try:
        return driver(i2c, addr)
    except OSError:
        found = i2c.scan()
        if addr in found:
            return driver(i2c, addr)  # (it answers now: a glitch at power-on, tried again)
    raise OSError(
        "no display answers at I2C address 0x%02X on SDA GP%d / SCL GP%d (found: %s); "
        "check the wiring and the module's address" % (addr, sda, scl, found or "nothing")
    )


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

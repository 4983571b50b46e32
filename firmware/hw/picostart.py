# What the Pico boards make once, at the app's start: the display on its I2C bus and the
# battery reader.  Board files call these.
import sys

from machine import ADC, I2C, Pin

from hw import gauge
from micropython import const

# What ADC 3 reads, at most, with no VSYS on it (a W board's divider switched off: about
# 0.1 V, raspberrypi/pico-examples issue #324): 0.45 V of the 3.3 V reference, as
# read_u16() counts (0.45 / 3.3 * 65535).  A running Pico's VSYS is 1.8 V or more, 0.6 V
# or more after the divider.
_NO_VSYS = const(8937)


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

    A W runs the very firmware of a Pico (make firmware's is an RPI_PICO build, whose
    sys.implementation says "Pico"), so the board itself is asked: with wl_cs_gpio low (a
    Pico's LED, dark) a Pico's ADC pin still shows VSYS, a W's shows nothing.
    """
    select = Pin(wl_cs_gpio, Pin.OUT, value=0)
    adc = ADC(adc_gpio)  # (ADC() puts the pin in ADC mode)
    # "Raspberry Pi Pico W with RP2040": a W's own build says so
    if " W with" in getattr(sys.implementation, "_machine", "") or adc.read_u16() < _NO_VSYS:
        select.value(1)
        vbus = None
    else:
        vbus = Pin(vbus_gpio, Pin.IN)
    return gauge.VsysReader(adc, vbus=vbus)

"""A Pico W on make firmware's UF2, which is an RPI_PICO build: its MicroPython says "Pico"
(sys.implementation), the radio is off, VBUS has no GPIO (GP24 is the wireless chip's data
line) and the VSYS divider reaches ADC 3 only while GP25, the wireless chip's select, is
high.  hw/picostart.py tells the board by its ADC pin: on batteries and on USB the main
menu's battery symbol is the one a Pico shows at the same voltage, and no reading is
refused (a W read as a Pico sees 0.3 V on VSYS, which no running Pico has)."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "picoemu")]

import emulator  # noqa: E402

_why = emulator.available()
if _why:
    pytest.skip("emulated Pico: " + _why, allow_module_level=True)

BOARD = "pico-ssd1306"
ENGLISH = {"/data/settings.json": b'{"lang": 0}'}


@pytest.fixture(scope="module")
def uf2():
    # (the battery reader is the same module in both builds: the frozen one is tried)
    try:
        return emulator.firmware_for("frozen", BOARD)
    except emulator.NotBuildable as e:
        pytest.skip(str(e))


def main_menu(uf2, pico_w, vsys_mv, usb):
    """The main menu's picture once the gauge has been read, and the console's lines."""
    image = emulator.fs_image("frozen", ENGLISH)
    with emulator.EmulatedPico(BOARD, image, uf2=uf2, pico_w=pico_w) as pico:
        pico.power(vsys_mv=vsys_mv, usb=usb)
        assert pico.run_until(text="ready ", ms=5000), pico.console_text()
        pico.run(1500)  # the first reading, on the tick after the first frame
        return pico.frame(), pico.console_text()


@pytest.mark.parametrize("vsys_mv, usb", [(3900, False), (4800, True)])
def test_a_pico_w_shows_the_battery_a_pico_shows(uf2, vsys_mv, usb):
    frame, lines = main_menu(uf2, True, vsys_mv, usb)
    pico_frame, _ = main_menu(uf2, False, vsys_mv, usb)
    assert frame == pico_frame
    assert not [line for line in lines if line.startswith("battery")], lines

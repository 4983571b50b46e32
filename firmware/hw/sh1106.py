# SH1106 128x64 OLED on I2C (the 1.3" modules): start-up commands and page addressing.
#
# Written from the Sino Wealth SH1106 datasheet; micropython-lib has no SH1106 driver.
# The SH1106 has 132 columns of RAM and the 128-pixel panel sits on columns 2..129, and
# it knows only page addressing (no horizontal mode): every page is addressed on its own,
# which the page-by-page push of oled.py does anyway.
from hw.oled import Oled
from micropython import const

_COLUMN_OFFSET = const(2)


class SH1106(Oled):
    INIT = (
        0xAE,  # display off while configuring
        0xD5, 0x80,  # display clock: divide ratio 1, oscillator default
        0xA8, 0x3F,  # multiplex ratio: 64 rows
        0xD3, 0x00,  # no vertical display offset
        0x40,  # display start line 0
        0xAD, 0x8B,  # DC-DC converter on (the modules' usual supply)
        0xA1,  # segment remap: panel mounted mirrored
        0xC8,  # COM scan from COM63 to COM0
        0xDA, 0x12,  # COM pins: alternative configuration
        0x81, 0xFF,  # contrast (the app sets its own right after)
        0xD9, 0x22,  # pre-charge: 2 clocks each phase (datasheet default)
        0xDB, 0x35,  # VCOM deselect level (datasheet default)
        0xA4,  # output follows RAM
        0xA6,  # normal, not inverted
    )  # fmt: skip

    def goto(self, page):
        # Control byte 0x00, then page address, lower and upper column nibble of column 2.
        return bytes((0x00, 0xB0 | page, _COLUMN_OFFSET & 0x0F, 0x10 | _COLUMN_OFFSET >> 4))

# SSD1306 128x64 OLED on I2C (the 0.96" modules): start-up commands and page addressing.
# Written from the Solomon Systech SSD1306 datasheet; the drawing and the page push are
# in oled.py, shared with the SH1106 driver.
from hw.oled import Oled


class SSD1306(Oled):
    RUNS = True  # (horizontal addressing, set below: a page's data runs on to the next)
    INIT = (
        0xAE,  # display off while configuring
        0x20, 0x00,  # memory addressing: horizontal (a page write may run on to the next)
        0x40,  # display start line 0
        0xA1,  # segment remap: column 127 is SEG0 (panel mounted mirrored)
        0xA8, 0x3F,  # multiplex ratio: 64 rows
        0xC8,  # COM scan from COM63 to COM0 (panel mounted upside down)
        0xD3, 0x00,  # no vertical display offset
        0xDA, 0x12,  # COM pins: alternative configuration, the 64-row panels' wiring
        0xD5, 0x80,  # display clock: divide ratio 1, oscillator default
        0xD9, 0xF1,  # pre-charge: phase 1 = 1 clock, phase 2 = 15 (internal charge pump)
        0xDB, 0x30,  # VCOMH deselect level about 0.83 Vcc
        0x81, 0xFF,  # contrast (the app sets its own right after)
        0xA4,  # output follows RAM
        0xA6,  # normal, not inverted
        0x8D, 0x14,  # charge pump on (modules without an external 7-12 V supply)
    )  # fmt: skip

    def goto(self, page):
        # One command stream (control byte 0x00): columns 0..127, pages page..7.
        return bytes((0x00, 0x21, 0, 127, 0x22, page, 7))

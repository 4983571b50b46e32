# Board pico-ssd1306 (the default): Raspberry Pi Pico, Pico W or Pico 2, a 0.96" SSD1306
# 128x64 OLED on I2C0, six buttons to ground, an optional passive piezo.  Wiring and
# parts: boards/pico-ssd1306.md.
from hw import picoio, picostart, ssd1306
from uikit import keys

NAME = "pico-ssd1306"

I2C_BUS = 0
SDA = 4  # GP4, physical pin 6
SCL = 5  # GP5, physical pin 7
I2C_HZ = 400_000  # the SSD1306's rated fast mode; many modules also run at 1_000_000
OLED_ADDR = 0x3C  # 0x3D on modules with the address jumper moved

BUTTONS = (  # (GPIO, logical key); each button joins the pin to GND
    (10, keys.UP),  # physical pin 14
    (11, keys.DOWN),  # physical pin 15
    (12, keys.LEFT),  # physical pin 16
    (13, keys.RIGHT),  # physical pin 17
    (14, keys.A),  # physical pin 19
    (15, keys.B),  # physical pin 20
)
BUZZER = 18  # GP18, physical pin 24; unfitted, it simply stays silent
# Inside the Pico, no wire: VSYS/3 on GP29 (ADC3), USB sense on GP24 (Pico, Pico 2), the
# wireless chip's select on GP25 (Pico W).  The battery goes to VSYS, pin 39.
VSYS_ADC = 29
VBUS_SENSE = 24
WL_CS = 25


def display():
    return picostart.i2c_display(ssd1306.SSD1306, I2C_BUS, SDA, SCL, I2C_HZ, OLED_ADDR)


def buttons():
    return picoio.PinButtons(BUTTONS)


def buzzer():
    return picoio.PwmBuzzer(BUZZER)


def battery():
    return picostart.vsys_reader(VSYS_ADC, VBUS_SENSE, WL_CS)

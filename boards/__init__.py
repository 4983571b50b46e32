# The registry of the hardware builds: every board module of this folder, by its name.
# The firmware reads this tuple instead of listing the folder, since a frozen firmware's
# modules are in no folder; host_tests/test_device_boardsel.py holds it to the folder.
BOARDS = ("pico-sh1106", "pico-ssd1306")

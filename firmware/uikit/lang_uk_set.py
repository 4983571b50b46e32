# Українська: the strings of the Settings menu and the About page (keys as in
# lang_en_set.py), loaded when one opens.

LANGUAGE = "Мова"
CONTRAST = "Контраст"
SOUND = "Звук"
SCREEN_OFF = "Екран гасне"
TIMEOUTS = ("30 с", "1 хв", "2 хв", "5 хв", "10 хв", "ніколи")
SPEED = "Швидкість"
SPEEDS = ("повільно", "звичайно", "швидко", "бліц")
HINTS = "Підказки"
ABOUT_V = "Про пристрій v%s"
BOARD = "плата:"
MEM_FREE = "вільно %d КБ"
MEM_USED = "зайнято %d КБ"

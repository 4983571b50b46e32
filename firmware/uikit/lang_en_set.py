# English: the strings of the Settings menu and the About page, read through
# uikit/lang.py's settings() when one opens, and not kept (keys as in lang_uk_set.py and
# lang_ru_set.py; host_tests/test_lang.py holds the three to the same keys and
# placeholders), so that a start does not hold them.

LANGUAGE = "Language"
CONTRAST = "Contrast"
SOUND = "Sound"
SCREEN_OFF = "Screen off"
TIMEOUTS = ("30 s", "1 min", "2 min", "5 min", "10 min", "never")
SPEED = "Speed"
SPEEDS = ("slow", "normal", "fast", "blitz")
HINTS = "Hints"
ABOUT_V = "About v%s"
BOARD = "board:"
MEM_FREE = "free %d KB"
MEM_USED = "used %d KB"

# English: the strings the shell and the UI kit show, loaded at start as uikit/lang.py's T
# (keys as in lang_uk.py and lang_ru.py; host_tests/test_lang.py holds the three to the
# same keys and placeholders).  The game screens' strings are lang_en_play.py, loaded when a
# game first needs them.  %s and %d are filled in where the string is used.

# -- player names (at most 4 letters)
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")

# -- the UI kit
YES = "A: yes"
NO = "B: no"
EDIT_HINT = "UP/DOWN letter"
EDIT_KEYS = "A ok   B cancel"
NEEDS_LETTER = "Needs a letter"
OFF_ON = ("off", "on")

# -- main menu, battery (Settings and About: lang_en_set.py)
TITLE = "Pocket Cards"
PLAY = "Play %s"
RESUME = "Resume %s"
RULES = "Rules"
RECORDS = "Records"
SETTINGS = "Settings"
ABOUT = "About"
BATTERY = "Battery"  # the battery type (shown with a battery reader)
BATT_LOW = "Batteries low"
BATT_EMPTY_SAVED = "Batteries empty:\ngame saved"
BATT_EMPTY = "Batteries empty"

# English: every string the console shows but a game's screens' (keys as in lang_en.py,
# lang_uk.py and lang_ru.py; host_tests/test_lang.py holds the three to the same keys
# and placeholders): the shell and the UI kit, the card letters, Settings and About,
# and the seldom shown messages.  uikit/lang.py reads it as T, and as P behind the
# running game's own catalogue (games/<game>/lang_en.py) and the words every game's
# screens share (games/lang_en.py).  %s and %d are filled in where a string is used.

# -- player names (at most 4 letters)
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")

# -- the UI kit
YES = "A: yes"
NO = "B: no"
EDIT_HINT = "UP/DOWN letter"
EDIT_KEYS = "A ok   B cancel"
NEEDS_LETTER = "Needs a letter"
OFF_ON = ("off", "on")

# -- main menu, battery
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

# -- card letters: ranks 2..A in the order cards.py numbers them
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

# == Settings and About
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

# == the seldom shown messages: records, the crash screen, the flash's problems
# -- records
REC_RESET = "Reset records"
REC_ASK = "Forget every record of every game?"
REC_DONE = "Records reset"
REC_NONE = "no games yet"
REC_NAME = "name"  # the Records page's columns
REC_GAMES = "games"
REC_WON = "won"
REC_BEST = "best %d"

# -- a bug: the crash screen (shell/crash.py keeps these in English too, for when a
# catalogue cannot be loaded)
CRASH = "Oops, a bug:"
CRASH_SAVED = "Game saved"
CRASH_NOT_SAVED = "Game not saved"
CRASH_RESTART = "A: restart"

# -- problems of the flash (store/flash.py): WHY_ is the reason for a %s
E_SETTINGS_READ = "Settings unreadable (%s)"
E_SETTINGS_BAD = "Settings were unreadable; defaults restored"
E_SETTINGS_RESET = "Settings reset to default: %d"
E_SETTINGS_SAVE = "Settings not saved (%s)"
E_GAME_SAVE = "Game not saved (%s)"
E_GAME_DAMAGED = "Game not saved: its state is damaged"
E_GAME_READ = "Saved game unreadable (%s)"
E_GAME_BAD = "Saved game damaged: it cannot go on"
E_GAME_NEWER = "The game was saved by a newer firmware"
E_NO_SAVE = "No saved game"
E_RECORDS_READ = "Records unreadable (%s)"
E_RECORDS_BAD = "Records were damaged: started anew"
E_RECORDS_NEWER = "Records of a newer firmware: started anew"
E_RECORDS_SAVE = "Records not saved (%s)"
E_RECORDS_RESET = "Records not reset (%s)"
WHY_FULL = "flash full"
WHY_FLASH = "flash error"

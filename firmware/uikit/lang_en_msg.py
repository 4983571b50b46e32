# English: the messages shown seldom -- the flash's problems, the Records page, the crash
# screen -- read through uikit/lang.py's messages(), which imports this module when one is
# shown and does not keep it, so that these texts take no room the rest of the time (keys
# as in lang_uk_msg.py and lang_ru_msg.py; host_tests/test_lang.py holds the three to the
# same keys and placeholders).  A problem (store/flash.py) names its message by key and
# its reason (WHY_) for the %s.

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

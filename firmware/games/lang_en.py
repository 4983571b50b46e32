# English: the words every game's screens share (a game's setup, its table's events and
# winners, pause and game over, the pass-and-play table's hand-off: games/*.py), keys as
# in lang_uk.py and lang_ru.py (host_tests/test_lang.py).  uikit/lang.py reads it as P
# while a game's screens are up, behind the game's own catalogue and before the
# console's (uikit/lang_en.py): a start, which shows no game yet, does not import it.

# -- the name editor's letters
ABC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

# -- a game's setup
PLAYERS = "Players"
DEALER = "Dealer"
RANDOM = "random"
START = "Start"
EDIT_NAME = "Edit name..."
SEAT_NAME = "Seat %d name"
TAKEN = "%s is taken"

# -- the tables' shared words: the event log, the match's winners
EVENTS = "Events"
NOTHING_YET = "nothing yet"
WINS = "%s wins"
WIN = "%s win"
SHARE_WIN = "%d share the win"

# -- pause and game over
PAUSED = "Paused"
RESUME_GAME = "Resume"
AUTO = "%s auto"
SAVE_LEAVE = "Save & leave"
QUIT_GAME = "Quit game"
QUIT_ASK = "Quit this game and the match?"
MATCH_ONE = "Match, 1 game:"
MATCH_GAMES = "Match, %d games:"
AGAIN_LEAVE = "A again  B leave"

# -- the pass-and-play table (games/passplay.py): the hand-off, one person's news
PASS_TO = "Pass to %s"
A_HAND = "A: %s's hand"
TURN_OF = "%s's turn"
A_PLAY = "A: play"
NOTHING_NEW = "nothing new"

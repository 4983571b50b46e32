# English: the strings the game screens share (card letters, the name editor, a game's
# setup, pause and game over), loaded when a game first needs them as uikit/lang.py's
# P; a key it lacks is the running game's own, games/<game>/lang_en.py (uikit/lang.py);
# the rest is lang_en.py.

# -- card letters: ranks 2..A in the order cards.py numbers them
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

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
AUTO_OFF_ON = ("off", "on")  # (the shell's OFF_ON: a pause reads no shell words)
SAVE_LEAVE = "Save & leave"
QUIT_GAME = "Quit game"
QUIT_ASK = "Quit this game and the match?"
MATCH_ONE = "Match, 1 game:"
MATCH_GAMES = "Match, %d games:"
AGAIN_LEAVE = "A again  B leave"

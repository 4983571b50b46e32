# English: the strings of the game screens (setup, table, event log, pause, game over,
# card letters), loaded when a game first needs them as uikit/lang.py's P; the rest
# is lang_en.py.  Keys as in lang_uk_play.py and lang_ru_play.py.

# -- card letters: ranks 2..A in the order cards.py numbers them
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("clubs", "diamonds", "hearts", "spades")
JOKER = "joker"

# -- the name editor's letters
ABC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

# -- a game's setup
PLAYERS = "Players"
KINDS = ("cpu", "human")
DEALER = "Dealer"
RANDOM = "random"
JOKERS = "Jokers"
JOKER_MODES = ("off", "high", "name")
START = "Start"
EDIT_NAME = "Edit name..."
SEAT_NAME = "Seat %d name"
TAKEN = "%s is taken"

# -- the Ratscrew table (seat flags: a computer seat, a person on auto-play)
FLAG_CPU = "c"
FLAG_AUTO = "a"
PILE = "pile %d"
LOG_CAP = "%d cards: cap"
LOG_LAY = "%s %s"
LOG_OWES = "%s owes %d"
TOOK = "%s took %d"
LOG_MUST_NAME = "%s must name"
LOG_NAMES = "%s names %s"
LOG_OUT = "%s is out: wins"
ST_NAMING = "%s names..."
ST_OWES = "%s owes %d "
ST_LAYS = "%s to lay"
ST_A_LAY = "%s: A to lay"
NAMES_WHOM = "%s names"
AUTO_PLAY = "%s auto-play %s"
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
CAP_FEWEST = "cap: fewest cards"
AFTER_CARDS = "after %d cards"
MATCH_ONE = "Match, 1 game:"
MATCH_GAMES = "Match, %d games:"
AGAIN_LEAVE = "A again  B leave"

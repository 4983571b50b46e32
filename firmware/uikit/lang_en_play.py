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

# -- Equi: setup, the table, hand-offs, the event log, refusals, game over
EQ_KINDS = ("person", "easy", "normal", "hard")
EQ_HAND_COUNTS = "Hand counts"
EQ_TAKE = "Take"
EQ_DISCARD = "Discard"
EQ_HINT = "Hint"
EQ_PASS_TO = "Pass to %s"
EQ_A_HAND = "A: %s's hand"
EQ_TURN_OF = "%s's turn"
EQ_A_PLAY = "A: play"
EQ_NOTHING_NEW = "nothing new"
EQ_NOTHING_TO_TAKE = "nothing to take"
EQ_A_MARKS = "A marks a card"
EQ_SUMS_EQUAL = "hand %d = table %d"
EQ_SUMS = "hand %d, table %d"
EQ_THINKS = "%s thinks..."
EQ_TAKES = "%s takes"
EQ_DISCARDS = "%s discards"
EQ_STOCK_OUT = "The stock is out"
EQ_TAKES_BACK = "%s takes %d trick cards back"
EQ_DISCARD_HAND = "Nothing can be taken: discard a card of the hand"
EQ_MARK_ONE = "Nothing can be taken: mark one card to discard"
EQ_MARK_HAND = "Mark cards of the hand too"
EQ_MARK_TABLE = "Mark table cards to take"
EQ_SUMS_DIFFER = "sums differ: %d and %d"
EQ_EQUAL = "%s cannot take %s"
EQ_NOT_ALLOWED = "The rules do not allow that"
EQ_HINT_DISCARD = "No capture: discard one card (marked)"
EQ_HINT_CARDS = "Hint: %d cards, marked"
# the event log: words and cards; each %s after the name stands for cards
EQ_LOG_TAKE = "%s took %s with %s"
EQ_LOG_DISCARD = "%s discarded %s"
EQ_LOG_BACK = "%s took %d trick cards back (E6)"
EQ_LOG_SKIP = "%s has no cards"
EQ_LOG_OVER = "Game over"
EQ_SCORE = "Tricks:"
EQ_SCORE_HAND = "Tricks + hand:"
EQ_ENDS = ("", "table cleared", "500-move cap", "no cards left")

# English: the catalogue of every string the console shows (keys as in lang_uk.py and
# lang_ru.py; host_tests/test_lang.py holds the three to the same keys and placeholders).
# %s and %d are filled in where the string is used.

# -- card letters: ranks 2..A in the order cards.py numbers them
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("clubs", "diamonds", "hearts", "spades")
JOKER = "joker"

# -- player names (at most 4 letters) and the name editor's letters
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")
ABC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

# -- games: short names for menus, full names for the Rules menu and pages
G_RATSCREW = "Ratscrew"
GF_RATSCREW = "Ratscrew"
G_EQUI = "Equi"
GF_EQUI = "Equi"

# -- the UI kit
YES = "A: yes"
NO = "B: no"
EDIT_HINT = "UP/DOWN letter"
EDIT_KEYS = "A ok   B cancel"
NEEDS_LETTER = "Needs a letter"
OFF_ON = ("off", "on")

# -- main menu, language, settings, about
TITLE = "Pocket Cards"
PLAY = "Play %s"
RESUME = "Resume %s"
RULES = "Rules"
RECORDS = "Records"
SETTINGS = "Settings"
ABOUT = "About"
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

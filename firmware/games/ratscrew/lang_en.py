# English: the strings of Ratscrew's own screens, read first by uikit/lang.py's P
# while a Ratscrew screen is up (lang.use_game()), the console's words behind them.
# Keys as in lang_uk.py and lang_ru.py of this folder.

# -- the suits' and the joker's names; the setup: a seat's kind, the jokers
SUITS = ("clubs", "diamonds", "hearts", "spades")
JOKER = "joker"
KINDS = ("human", "cpu")
JOKERS = "Jokers"
JOKER_MODES = ("off", "high", "name")

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

# -- game over
CAP_FEWEST = "cap: fewest cards"
AFTER_CARDS = "after %d cards"

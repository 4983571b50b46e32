# English: the strings of Equi's own screens, read first by uikit/lang.py's P
# while an Equi screen is up (lang.use_game()), the console's words behind them.
# Keys as in lang_uk.py and lang_ru.py of this folder.

# -- Equi: setup, the table, hand-offs, the event log, refusals, game over
KINDS = ("person", "easy", "normal", "hard")
EQ_HAND_COUNTS = "Hand counts"
EQ_TAKE = "Take"
EQ_DISCARD = "Discard"
EQ_HINT = "Hint"
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

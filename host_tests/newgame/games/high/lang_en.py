# English: High card's own strings, read first by uikit/lang.py's P while its screens
# are up (keys as in lang_en.py of this folder; the console's words behind them).
KINDS = ("person", "cpu")  # who plays a seat (options.py's KINDS)
HI_TURN = "%s: A lays a card"
HI_LAYS = "%s lays a card"
HI_ROUND = "%s takes the round"
HI_TIE = "a tie: nobody takes it"
HI_LOG = "%s lays %s"
HI_THINKS = "%s thinks..."

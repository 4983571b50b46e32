# Русский: High card's own strings, read first by uikit/lang.py's P while its screens
# are up (keys as in lang_en.py of this folder; the console's words behind them).
KINDS = ("человек", "комп")  # who plays a seat (options.py's KINDS)
HI_TURN = "%s: A - положить"
HI_LAYS = "%s кладёт карту"
HI_ROUND = "%s берёт раунд"
HI_TIE = "ничья: никто не берёт"
HI_LOG = "%s кладёт %s"
HI_THINKS = "%s думает..."

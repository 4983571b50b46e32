# Українська: High card's own strings, read first by uikit/lang.py's P while its screens
# are up (keys as in lang_en.py of this folder; the console's words behind them).
KINDS = ("людина", "комп")  # who plays a seat (options.py's KINDS)
HI_TURN = "%s: A - покласти"
HI_LAYS = "%s кладе карту"
HI_ROUND = "%s бере раунд"
HI_TIE = "нічия: ніхто не бере"
HI_LOG = "%s кладе %s"
HI_THINKS = "%s думає..."

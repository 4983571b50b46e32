# Українська: the strings of Ratscrew's own screens, read first by uikit/lang.py's P
# while a Ratscrew screen is up (lang.use_game()); keys as in lang_en.py of this folder
# (host_tests/test_lang.py holds the three to the same keys and placeholders).

SUITS = ("трефи", "бубни", "чирви", "піки")
JOKER = "джокер"
KINDS = ("людина", "комп")
JOKERS = "Джокери"
JOKER_MODES = ("ні", "старші", "вказати")
FLAG_CPU = "к"
FLAG_AUTO = "а"
PILE = "купа %d"
LOG_CAP = "%d карт: межа"
LOG_LAY = "%s %s"
LOG_OWES = "%s кладе %d"
TOOK = "%s бере %d"
LOG_MUST_NAME = "%s вказує"
LOG_NAMES = "%s вказує на %s"
LOG_OUT = "%s без карт: перемога"
ST_NAMING = "%s вказує..."
ST_OWES = "%s кладе %d "
ST_LAYS = "%s ходить"
ST_A_LAY = "%s: A - хід"
NAMES_WHOM = "%s вказує"
AUTO_PLAY = "%s: автогра %s"
CAP_FEWEST = "межа: менше карт"
AFTER_CARDS = "карт зіграно: %d"

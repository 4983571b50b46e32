# Русский: the strings of Ratscrew's own screens, read first by uikit/lang.py's P
# while a Ratscrew screen is up (lang.use_game()); keys as in lang_en.py of this folder
# (host_tests/test_lang.py holds the three to the same keys and placeholders).

SUITS = ("трефы", "бубны", "червы", "пики")
JOKER = "джокер"
KINDS = ("человек", "комп")
JOKERS = "Джокеры"
JOKER_MODES = ("нет", "старшие", "назвать")
FLAG_CPU = "к"
FLAG_AUTO = "а"
PILE = "куча %d"
LOG_CAP = "%d карт: предел"
LOG_LAY = "%s %s"
LOG_OWES = "%s кладёт %d"
TOOK = "%s берёт %d"
LOG_MUST_NAME = "%s называет"
LOG_NAMES = "%s называет %s"
LOG_OUT = "%s без карт: победа"
ST_NAMING = "%s называет..."
ST_OWES = "%s кладёт %d "
ST_LAYS = "%s ходит"
ST_A_LAY = "%s: A - ход"
NAMES_WHOM = "%s называет"
AUTO_PLAY = "%s: автоигра %s"
CAP_FEWEST = "предел: меньше карт"
AFTER_CARDS = "карт сыграно: %d"

# Русский: the strings of Ratscrew's screens only (the table, its setup's choices, pause
# and game over), merged into uikit/lang.py's P when a Ratscrew screen first asks for
# one (no key starts with EQ_).  Keys as in lang_en_rs.py.

SUITS = ("трефы", "бубны", "червы", "пики")
JOKER = "джокер"
KINDS = ("комп", "человек")
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

# Русский: the catalogue of every string the console shows (keys as in lang_en.py).
# Card letters as the seeds write them: В (валет), Д (дама), К (король), Т (туз).
# Ratscrew is "Египетский ратскрю": the Ukrainian seed's name carried into Russian, the
# English "rat" spelled with а as Russian writes it; menus use "Ратскрю".  Equi is the
# Russian seed's own "Экви".

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К", "Т")
SUITS = ("трефы", "бубны", "червы", "пики")
JOKER = "джокер"

NAMES = (
    "Аня",
    "Боря",
    "Вера",
    "Гоша",
    "Даша",
    "Егор",
    "Женя",
    "Зоя",
    "Илья",
    "Катя",
    "Лёва",
    "Маша",
)
ABC = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"

G_RATSCREW = "Ратскрю"
GF_RATSCREW = "Египетский ратскрю"
G_EQUI = "Экви"
GF_EQUI = "Экви"

YES = "A: да"
NO = "B: нет"
EDIT_HINT = "↑↓ буква"
EDIT_KEYS = "A ок   B отмена"
NEEDS_LETTER = "Нужна буква"
OFF_ON = ("выкл", "вкл")

TITLE = "Карманные карты"
PLAY = "Играть в %s"
RESUME = "Продолжить %s"
RULES = "Правила"
RECORDS = "Рекорды"
SETTINGS = "Настройки"
ABOUT = "Об устройстве"
LANGUAGE = "Язык"
CONTRAST = "Контраст"
SOUND = "Звук"
SCREEN_OFF = "Экран гаснет"
TIMEOUTS = ("30 с", "1 мин", "2 мин", "5 мин", "10 мин", "никогда")
SPEED = "Скорость"
SPEEDS = ("медленно", "обычно", "быстро", "блиц")
HINTS = "Подсказки"
ABOUT_V = "Об устройстве v%s"
BOARD = "плата:"
MEM_FREE = "свободно %d КБ"
MEM_USED = "занято %d КБ"

PLAYERS = "Игроки"
KINDS = ("комп", "человек")
DEALER = "Сдаёт"
RANDOM = "жребий"
JOKERS = "Джокеры"
JOKER_MODES = ("нет", "старшие", "назвать")
START = "Начать"
EDIT_NAME = "Изменить имя..."
SEAT_NAME = "Имя игрока %d"
TAKEN = "%s уже есть"

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
EVENTS = "События"
NOTHING_YET = "пока ничего"
WINS = "%s выигрывает"
WIN = "%s выигрывают"
SHARE_WIN = "Победу делят: %d"

PAUSED = "Пауза"
RESUME_GAME = "Играть дальше"
AUTO = "%s авто"
SAVE_LEAVE = "Сохранить и выйти"
QUIT_GAME = "Бросить игру"
QUIT_ASK = "Бросить эту игру и матч?"
CAP_FEWEST = "предел: меньше карт"
AFTER_CARDS = "карт сыграно: %d"
MATCH_ONE = "Матч, 1 игра:"
MATCH_GAMES = "Матч, игр: %d"
AGAIN_LEAVE = "A ещё   B выйти"

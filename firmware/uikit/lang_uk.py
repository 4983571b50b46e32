# Українська: the catalogue of every string the console shows (keys as in lang_en.py).
# Card letters as the seed writes them: В (валет), Д (дама), К (король), Т (туз).
# The game's name is the seed's own, "Єгипетський ретскрю"; menus use "Ретскрю".

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К", "Т")
SUITS = ("трефи", "бубни", "чирви", "піки")
JOKER = "джокер"

NAMES = ("Оля", "Іван", "Ліна", "Олег", "Іра", "Гнат", "Зоя", "Марк", "Юля", "Лев", "Ніна", "Яків")
ABC = "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюя"

G_RATSCREW = "Ретскрю"
GF_RATSCREW = "Єгипетський ретскрю"
G_EQUI = "Екві"
GF_EQUI = "Екві"

YES = "A: так"
NO = "B: ні"
EDIT_HINT = "↑↓ літера"
EDIT_KEYS = "A так   B скасувати"
NEEDS_LETTER = "Потрібна літера"
OFF_ON = ("вимк", "увімк")

TITLE = "Кишенькові карти"
PLAY = "Грати в %s"
RESUME = "Продовжити %s"
RULES = "Правила"
RECORDS = "Рекорди"
SETTINGS = "Налаштування"
ABOUT = "Про пристрій"
LANGUAGE = "Мова"
CONTRAST = "Контраст"
SOUND = "Звук"
SCREEN_OFF = "Екран гасне"
TIMEOUTS = ("30 с", "1 хв", "2 хв", "5 хв", "10 хв", "ніколи")
SPEED = "Швидкість"
SPEEDS = ("повільно", "звичайно", "швидко", "бліц")
HINTS = "Підказки"
ABOUT_V = "Про пристрій v%s"
BOARD = "плата:"
MEM_FREE = "вільно %d КБ"
MEM_USED = "зайнято %d КБ"

PLAYERS = "Гравці"
KINDS = ("комп", "людина")
DEALER = "Здає"
RANDOM = "жереб"
JOKERS = "Джокери"
JOKER_MODES = ("ні", "старші", "вказати")
START = "Почати"
EDIT_NAME = "Змінити ім'я..."
SEAT_NAME = "Ім'я гравця %d"
TAKEN = "%s вже є"

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
EVENTS = "Події"
NOTHING_YET = "ще нічого"
WINS = "%s виграє"
WIN = "%s виграють"
SHARE_WIN = "Перемогу ділять: %d"

PAUSED = "Пауза"
RESUME_GAME = "Грати далі"
AUTO = "%s авто"
SAVE_LEAVE = "Зберегти й вийти"
QUIT_GAME = "Покинути гру"
QUIT_ASK = "Покинути цю гру і матч?"
CAP_FEWEST = "межа: менше карт"
AFTER_CARDS = "карт зіграно: %d"
MATCH_ONE = "Матч, 1 гра:"
MATCH_GAMES = "Матч, ігор: %d"
AGAIN_LEAVE = "A ще   B вийти"

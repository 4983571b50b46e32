# Русский: every string the console shows but a game's screens' (keys as in lang_en.py,
# lang_uk.py and lang_ru.py; host_tests/test_lang.py holds the three to the same keys
# and placeholders): the shell and the UI kit, the card letters, Settings and About,
# and the seldom shown messages.  uikit/lang.py reads it as T, and as P behind the
# running game's own catalogue (games/<game>/lang_ru.py) and the words every game's
# screens share (games/lang_ru.py).  %s and %d are filled in where a string is used.

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
BATTERY = "Батарея"
BATT_LOW = "Батарейки садятся"
BATT_EMPTY_SAVED = "Батарейки разряжены:\nигра сохранена"
BATT_EMPTY = "Батарейки разряжены"

# -- card letters: ranks 2..A in the order cards.py numbers them
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К", "Т")

# == Settings and About
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

# == the seldom shown messages: records, the crash screen, the flash's problems
REC_RESET = "Сбросить рекорды"
REC_ASK = "Забыть все рекорды всех игр?"
REC_DONE = "Рекорды сброшены"
REC_NONE = "пока ни одной игры"
REC_NAME = "имя"
REC_GAMES = "игр"
REC_WON = "побед"
REC_BEST = "рекорд %d"

CRASH = "Ой, ошибка в программе:"
CRASH_SAVED = "Игра сохранена"
CRASH_NOT_SAVED = "Игра не сохранена"
CRASH_RESTART = "A: перезапуск"

E_SETTINGS_READ = "Не удалось прочитать настройки (%s)"
E_SETTINGS_BAD = "Настройки повреждены; возвращены стандартные"
E_SETTINGS_RESET = "Настроек сброшено к стандартным: %d"
E_SETTINGS_SAVE = "Настройки не сохранены (%s)"
E_GAME_SAVE = "Игра не сохранена (%s)"
E_GAME_DAMAGED = "Игра не сохранена: её состояние повреждено"
E_GAME_READ = "Не удалось прочитать сохранённую игру (%s)"
E_GAME_BAD = "Сохранённая игра повреждена: продолжить нельзя"
E_GAME_NEWER = "Игра сохранена более новой прошивкой"
E_NO_SAVE = "Сохранённой игры нет"
E_RECORDS_READ = "Не удалось прочитать рекорды (%s)"
E_RECORDS_BAD = "Рекорды повреждены: ведём их заново"
E_RECORDS_NEWER = "Рекорды от более новой прошивки: ведём их заново"
E_RECORDS_SAVE = "Рекорды не сохранены (%s)"
E_RECORDS_RESET = "Рекорды не сброшены (%s)"
WHY_FULL = "память заполнена"
WHY_FLASH = "сбой памяти"

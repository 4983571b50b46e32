# Українська: every string the console shows but a game's screens' (keys as in lang_en.py,
# lang_uk.py and lang_ru.py; host_tests/test_lang.py holds the three to the same keys
# and placeholders): the shell and the UI kit, the card letters, Settings and About,
# and the seldom shown messages.  uikit/lang.py reads it as T, and as P behind the
# running game's own catalogue (games/<game>/lang_uk.py) and the words every game's
# screens share (games/lang_uk.py).  %s and %d are filled in where a string is used.

NAMES = ("Оля", "Іван", "Ліна", "Олег", "Іра", "Гнат", "Зоя", "Марк", "Юля", "Лев", "Ніна", "Яків")

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
BATTERY = "Батарея"
BATT_LOW = "Батареї сідають"
BATT_EMPTY_SAVED = "Батареї розряджені:\nгру збережено"
BATT_EMPTY = "Батареї розряджені"

# -- card letters: ranks 2..A in the order cards.py numbers them
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К", "Т")

# == Settings and About
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

# == the seldom shown messages: records, the crash screen, the flash's problems
REC_RESET = "Скинути рекорди"
REC_ASK = "Забути всі рекорди всіх ігор?"
REC_DONE = "Рекорди скинуто"
REC_NONE = "ще жодної гри"
REC_NAME = "ім'я"
REC_GAMES = "ігор"
REC_WON = "перемог"
REC_BEST = "рекорд %d"

CRASH = "Ой, помилка в програмі:"
CRASH_SAVED = "Гру збережено"
CRASH_NOT_SAVED = "Гру не збережено"
CRASH_RESTART = "A: перезапуск"

E_SETTINGS_READ = "Не вдалося прочитати налаштування (%s)"
E_SETTINGS_BAD = "Налаштування пошкоджено; повернуто типові"
E_SETTINGS_RESET = "Налаштувань скинуто до типових: %d"
E_SETTINGS_SAVE = "Налаштування не збережено (%s)"
E_GAME_SAVE = "Гру не збережено (%s)"
E_GAME_DAMAGED = "Гру не збережено: її стан пошкоджено"
E_GAME_READ = "Не вдалося прочитати збережену гру (%s)"
E_GAME_BAD = "Збережену гру пошкоджено: продовжити не вийде"
E_GAME_NEWER = "Гру збережено новішою прошивкою"
E_NO_SAVE = "Збереженої гри немає"
E_RECORDS_READ = "Не вдалося прочитати рекорди (%s)"
E_RECORDS_BAD = "Рекорди пошкоджено: ведемо їх заново"
E_RECORDS_NEWER = "Рекорди від новішої прошивки: ведемо їх заново"
E_RECORDS_SAVE = "Рекорди не збережено (%s)"
E_RECORDS_RESET = "Рекорди не скинуто (%s)"
WHY_FULL = "пам'ять заповнена"
WHY_FLASH = "збій пам'яті"

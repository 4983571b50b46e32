# Українська: the strings of the shell and the UI kit (keys as in lang_en.py);
# the game screens' strings are lang_uk_play.py.
# Card letters as the seed writes them: В (валет), Д (дама), К (король), Т (туз).
# The games' names are their wings' (games/<game>/__init__.py).

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

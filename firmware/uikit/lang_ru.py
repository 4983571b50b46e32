# Русский: the strings of the shell and the UI kit (keys as in lang_en.py);
# the game screens' strings are lang_ru_play.py.
# Card letters as the seeds write them: В (валет), Д (дама), К (король), Т (туз).
# The games' names are their wings' (games/<game>/__init__.py).

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

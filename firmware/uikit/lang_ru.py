# Русский: the strings of the shell and the UI kit (keys as in lang_en.py);
# the game screens' strings are lang_ru_play.py.
# Card letters as the seeds write them: В (валет), Д (дама), К (король), Т (туз).
# Ratscrew is "Египетский ратскрю": the Ukrainian seed's name carried into Russian, the
# English "rat" spelled with а as Russian writes it; menus use "Ратскрю".  Equi is the
# Russian seed's own "Экви".


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
BATTERY = "Батарея"
BATT_LOW = "Батарейки садятся"
BATT_EMPTY_SAVED = "Батарейки разряжены:\nигра сохранена"
BATT_EMPTY = "Батарейки разряжены"

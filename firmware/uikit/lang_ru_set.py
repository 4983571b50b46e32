# Русский: the strings of the Settings menu and the About page (keys as in
# lang_en_set.py), loaded when one opens.

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

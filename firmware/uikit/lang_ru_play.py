# Русский: the strings the game screens share (card letters, the name editor, a game's
# setup, pause and game over), loaded when a game first needs them as uikit/lang.py's
# P; a key it lacks is the running game's own, games/<game>/lang_ru.py (uikit/lang.py);
# the rest is lang_ru.py.
# Keys as in lang_en_play.py.

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К", "Т")
ABC = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
PLAYERS = "Игроки"
DEALER = "Сдаёт"
RANDOM = "жребий"
START = "Начать"
EDIT_NAME = "Изменить имя..."
SEAT_NAME = "Имя игрока %d"
TAKEN = "%s уже есть"
EVENTS = "События"
NOTHING_YET = "пока ничего"
WINS = "%s выигрывает"
WIN = "%s выигрывают"
SHARE_WIN = "Победу делят: %d"
PAUSED = "Пауза"
RESUME_GAME = "Играть дальше"
AUTO = "%s авто"
AUTO_OFF_ON = ("выкл", "вкл")
SAVE_LEAVE = "Сохранить и выйти"
QUIT_GAME = "Бросить игру"
QUIT_ASK = "Бросить эту игру и матч?"
MATCH_ONE = "Матч, 1 игра:"
MATCH_GAMES = "Матч, игр: %d"
AGAIN_LEAVE = "A ещё   B выйти"

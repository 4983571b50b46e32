# Українська: the strings the game screens share (card letters, the name editor, a game's
# setup, pause and game over), loaded when a game first needs them as uikit/lang.py's
# P; a key it lacks is the running game's own, games/<game>/lang_uk.py (uikit/lang.py);
# the rest is lang_uk.py.
# Keys as in lang_en_play.py.

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К", "Т")
ABC = "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюя"
PLAYERS = "Гравці"
DEALER = "Здає"
RANDOM = "жереб"
START = "Почати"
EDIT_NAME = "Змінити ім'я..."
SEAT_NAME = "Ім'я гравця %d"
TAKEN = "%s вже є"
EVENTS = "Події"
NOTHING_YET = "ще нічого"
WINS = "%s виграє"
WIN = "%s виграють"
SHARE_WIN = "Перемогу ділять: %d"
PAUSED = "Пауза"
RESUME_GAME = "Грати далі"
AUTO = "%s авто"
AUTO_OFF_ON = ("вимк", "увімк")
SAVE_LEAVE = "Зберегти й вийти"
QUIT_GAME = "Покинути гру"
QUIT_ASK = "Покинути цю гру і матч?"
MATCH_ONE = "Матч, 1 гра:"
MATCH_GAMES = "Матч, ігор: %d"
AGAIN_LEAVE = "A ще   B вийти"

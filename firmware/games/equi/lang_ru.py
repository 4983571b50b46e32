# Русский: the strings of Equi's own screens, read first by uikit/lang.py's P
# while an Equi screen is up (lang.use_game()); keys as in lang_en.py of this folder
# (host_tests/test_lang.py holds the three to the same keys and placeholders).

# -- Экви: настройка, стол, передача, журнал, отказы, конец игры
KINDS = ("человек", "лёгкий", "средний", "сильный")
EQ_HAND_COUNTS = "Рука в счёт"
EQ_TAKE = "Взять"
EQ_DISCARD = "На стол"
EQ_HINT = "Подсказка"
EQ_NOTHING_TO_TAKE = "взять нечего"
EQ_A_MARKS = "A отмечает карту"
EQ_SUMS_EQUAL = "в руке %d = на столе %d"
EQ_SUMS = "в руке %d, на столе %d"
EQ_THINKS = "%s думает..."
EQ_TAKES = "%s берёт"
EQ_DISCARDS = "%s кладёт на стол"
EQ_STOCK_OUT = "Талон разобран"
EQ_TAKES_BACK = "%s берёт взятки в руку: %d"
EQ_DISCARD_HAND = "Взять нечего: положите на стол карту с руки"
EQ_MARK_ONE = "Взять нечего: отметьте одну карту с руки"
EQ_MARK_HAND = "Отметьте и карты с руки"
EQ_MARK_TABLE = "Отметьте, что взять со стола"
EQ_SUMS_DIFFER = "суммы разные: %d и %d"
EQ_EQUAL = "%s не берёт %s: равные карты равными не берутся"
EQ_NOT_ALLOWED = "Правила этого не позволяют"
EQ_HINT_DISCARD = "Взять нечего: положите отмеченную карту"
EQ_HINT_CARDS = "Подсказка: отмечено карт: %d"
EQ_LOG_TAKE = "%s берёт %s картами %s"
EQ_LOG_DISCARD = "%s кладёт на стол %s"
EQ_LOG_BACK = "%s берёт взятки в руку: %d (E6)"
EQ_LOG_SKIP = "%s без карт"
EQ_LOG_OVER = "Игра окончена"
EQ_SCORE = "Взятки:"
EQ_SCORE_HAND = "Взятки + рука:"
EQ_ENDS = ("", "стол разобран", "предел: 500 ходов", "карты кончились")

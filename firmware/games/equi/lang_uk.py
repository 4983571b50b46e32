# Українська: the strings of Equi's own screens, read first by uikit/lang.py's P
# while an Equi screen is up (lang.use_game()); keys as in lang_en.py of this folder
# (host_tests/test_lang.py holds the three to the same keys and placeholders).

# -- Екві: налаштування, стіл, передача, журнал, відмови, кінець гри
KINDS = ("людина", "легкий", "середній", "сильний")
EQ_HAND_COUNTS = "Рука в рахунок"
EQ_TAKE = "Взяти"
EQ_DISCARD = "На стіл"
EQ_HINT = "Підказка"
EQ_NOTHING_TO_TAKE = "брати нічого"
EQ_A_MARKS = "A позначає карту"
EQ_SUMS_EQUAL = "в руці %d = на столі %d"
EQ_SUMS = "в руці %d, на столі %d"
EQ_THINKS = "%s думає..."
EQ_TAKES = "%s бере"
EQ_DISCARDS = "%s кладе на стіл"
EQ_STOCK_OUT = "Талон розібрано"
EQ_TAKES_BACK = "%s бере взятки в руку: %d"
EQ_DISCARD_HAND = "Брати нічого: покладіть на стіл карту з руки"
EQ_MARK_ONE = "Брати нічого: позначте одну карту з руки"
EQ_MARK_HAND = "Позначте й карти з руки"
EQ_MARK_TABLE = "Позначте, що взяти зі столу"
EQ_SUMS_DIFFER = "суми різні: %d і %d"
EQ_EQUAL = "%s не бере %s: рівні карти рівними не беруться"
EQ_NOT_ALLOWED = "Правила цього не дозволяють"
EQ_HINT_DISCARD = "Брати нічого: покладіть позначену карту"
EQ_HINT_CARDS = "Підказка: позначено карт: %d"
EQ_LOG_TAKE = "%s бере %s картами %s"
EQ_LOG_DISCARD = "%s кладе на стіл %s"
EQ_LOG_BACK = "%s бере взятки в руку: %d (E6)"
EQ_LOG_SKIP = "%s без карт"
EQ_LOG_OVER = "Гру закінчено"
EQ_SCORE = "Взятки:"
EQ_SCORE_HAND = "Взятки + рука:"
EQ_ENDS = ("", "стіл розібрано", "межа: 500 ходів", "карти скінчились")

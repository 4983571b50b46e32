# Русский: High card's own strings (keys as in lang_en.py of this folder).
HI_KINDS = ("комп", "человек")
HI_TURN = "%s: A открыть"
HI_TURNS = "%s открывает"
HI_ROUND = "%s берёт раунд"
HI_TIE = "ничья"
HI_LEFT = "осталось: %d"
HI_LOG = "%s %s"

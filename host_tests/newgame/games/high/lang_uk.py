# Українська: High card's own strings (keys as in lang_en.py of this folder).
HI_KINDS = ("комп", "людина")
HI_TURN = "%s: A відкрити"
HI_TURNS = "%s відкриває"
HI_ROUND = "%s бере раунд"
HI_TIE = "нічия"
HI_LEFT = "лишилось: %d"
HI_LOG = "%s %s"

# High card's names in every language of uikit/lang.py's LANGS: its name, the form "Play
# %s" and "Resume %s" take (Ukrainian and Russian decline it there), its full name.
en = ("High card", "High card", "High card")
uk = ("Старша", "Старшу", "Старша карта")
ru = ("Старшая", "Старшую", "Старшая карта")

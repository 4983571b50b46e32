# High card's wing: all of the game but its rules (games/__init__.py lists its files; wing.py
# is what the shell and the saves call).  Its package holds only its names, which the
# menus read at start: in every language of uikit/lang.py's LANGS, its name (the
# setup's title, Records), the form "Play %s" and "Resume %s" take (Ukrainian and
# Russian decline a name there), and the full name of the Rules menu and its page.
en = ("High card", "High card", "High card")
uk = ("Старша", "Старшу", "Старша карта")
ru = ("Старшая", "Старшую", "Старшая карта")

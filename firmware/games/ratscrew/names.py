# Ratscrew's names in every language of uikit/lang.py's LANGS, what the menus say: its
# name (the setup's title, Records), the form "Play %s" and "Resume %s" take (Ukrainian
# and Russian decline a name there; this one stays as it is), and the full name of the
# Rules menu and the rules page.  Russian: the Ukrainian seed's name carried into
# Russian, the English "rat" spelled with а as Russian writes it (docs/languages.md).
en = ("Ratscrew", "Ratscrew", "Ratscrew")
uk = ("Ретскрю", "Ретскрю", "Єгипетський ретскрю")
ru = ("Ратскрю", "Ратскрю", "Египетский ратскрю")

# What Ratscrew's screens hold while they are on the stack (uikit/ui.py's settle() loads and
# lets go; "%s" is the language's code): the game's own scope under every one of them, then
# each screen's.  A module is named where the screens that need it are; whatever no open
# screen names goes as the stack changes (a game after the other lets the other's go).
GAME = ("games.ratscrew", "games.ratscrew.holds", "games.ratscrew.lang_%s", "uikit.lang_%s_play")
RULES = ("rules.ratscrew", "rules.cards", "rules.game")  # (game: rules.ratscrew imports it)
# the setup: the wing's door that opened it, its settings and their checks, the menus, the
# shell's words; and what Start needs (the table, its rules, faces and shuffle), kept once
# an idle tick loaded the table (games/setup.py's preload), so that Start answers
SETUP = GAME + (
    "games.ratscrew.wing", "games.ratscrew.options", "games.ratscrew.setup", "games.setup",
    "uikit.menu", "uikit.lang_%s", "store.setcheck", "games.ratscrew.table*",
    "games.ratscrew.cardface*", "rules.ratscrew*", "rules.cards*", "rules.rng*",
    "uikit.bigrank*", "uikit.fontbig*",
)  # fmt: skip
# the table: the rules, the deck's shuffle, the faces (the large one's ranks), and what it
# imports (the saves, the card art).  Its seldom work, menus.py (the game's end, a
# naming), goes with the screen it opens.
TABLE = GAME + RULES + (
    "games.ratscrew.table", "rules.rng", "games.ratscrew.cardface", "uikit.bigrank",
    "uikit.fontbig", "games.saves", "uikit.cardart",
)  # fmt: skip
# What the stand-in loads as it makes the setup anew when the table is left (Save & leave,
# Quit), each after what it imports: loaded while the pause menu is up (games/pause.py),
# so that leaving imports nothing: 73 ms of a 110 ms A on the Pico's .mpy files.  The heap
# has room for them beside the table.
REOPENS = (
    "store.setcheck", "games.ratscrew.options", "games.setup", "games.ratscrew.wing",
    "games.ratscrew.setup",
)  # fmt: skip
OVER = TABLE + ("games.ratscrew.menus",)  # the game-over screen ("again" deals anew)
STANDIN = GAME + ("games.ratscrew.standin",)  # the setup's place under the table

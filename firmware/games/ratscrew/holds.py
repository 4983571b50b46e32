# What Ratscrew's screens hold while they are on the stack (uikit/ui.py's settle() loads and
# lets go; "%s" is the language's code): the game's own scope under every one of them, then
# each screen's.  A module is named where the screens that need it are; whatever no open
# screen names goes as the stack changes (a game after the other lets the other's go).
GAME = (
    "games.ratscrew", "games.ratscrew.wing", "games.ratscrew.holds", "games.ratscrew.lang_%s",
    "uikit.lang_%s_play", "rules.ratscrew", "rules.cards",
)  # fmt: skip
# the setup: the menus, the shell's words, the settings' checks, the first dealer's draw;
# and the table once the setup preloaded it (games/setup.py), so that Start answers
SETUP = GAME + (
    "games.ratscrew.names", "games.ratscrew.setup", "games.setup", "uikit.menu", "uikit.lang_%s",
    "store.setcheck", "rules.rng", "games.ratscrew.table*", "games.ratscrew.cardface*",
    "uikit.bigrank*", "uikit.fontbig*",
)  # fmt: skip
# the table: the deck's shuffle, the faces (the large one's ranks).  Its seldom work,
# menus.py (the game's end, a naming), goes with the screen it opens.
TABLE = GAME + (
    "games.ratscrew.table", "rules.rng", "games.ratscrew.cardface", "uikit.bigrank",
    "uikit.fontbig",
)  # fmt: skip
OVER = TABLE + ("games.ratscrew.menus",)  # the game-over screen ("again" deals anew)
STANDIN = GAME + ("games.ratscrew.standin",)  # the setup's place under the table

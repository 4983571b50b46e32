# What High card's screens hold while they are on the stack (uikit/ui.py's settle()).
GAME = (
    "games.high", "games.high.holds", "games.high.lang_%s",
    "uikit.lang_%s_play", "rules.high", "rules.cards",
)  # fmt: skip
SETUP = GAME + (
    "games.high.wing", "games.high.options", "games.high.setup", "games.setup", "uikit.menu",
    "uikit.lang_%s", "store.setcheck", "rules.rng", "games.high.table",
)  # fmt: skip
TABLE = GAME + ("games.high.table", "rules.rng")
OVER = TABLE + ("games.high.menus",)

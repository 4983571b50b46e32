# What Equi's screens hold while they are on the stack (uikit/ui.py's settle() loads and lets go;
# "%s" is the language's code): the game's own scope under every one of them, then each
# screen's.  A module is named where the screens that need it are; whatever no open
# screen names goes as the stack changes (a game after the other lets the other's go).
GAME = (
    "games.equi", "games.equi.wing", "games.equi.holds", "games.equi.lang_%s",
    "uikit.lang_%s_play", "rules.equi", "rules.equi_values", "rules.cards",
)  # fmt: skip
# what a deal loads (the seats' seeding, the game line, the shuffle): held by the screens
# whose key deals, so that the deal is not an import
DEAL = ("games.equi.ends", "rules.equi_deal", "rules.rng")
# the setup: the menus, the shell's words, the settings' checks, the deal at Start
SETUP = GAME + DEAL + (
    "games.equi.names", "games.equi.setup", "games.setup", "uikit.menu", "uikit.lang_%s",
    "store.setcheck",
)  # fmt: skip
# the table: its flow, picture, turn, seats and news; the computer players and their
# search (each computer move and a hint use them).  Not the deal's: a game's end loads
# games/equi/ends.py for its lines, and the game-over screen holds it.
TABLE = GAME + (
    "games.equi.table", "games.equi.turn", "games.equi.view", "games.equi.cells",
    "games.equi.events", "games.equi.seats", "rules.rng", "rules.equi_players",
    "rules.equi_search",
)  # fmt: skip
# the game-over screen: the table's modules go (a game's heap), the next deal's stay
OVER = GAME + DEAL + ("games.equi.menus",)
EVENTS = ("games.equi.logpage",)  # the Events page, over the table

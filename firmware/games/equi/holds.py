# What Equi's screens hold while they are on the stack (uikit/ui.py's settle() loads and lets go;
# "%s" is the language's code): the game's own scope under every one of them, then each
# screen's.  A module is named where the screens that need it are; whatever no open
# screen names goes as the stack changes (a game after the other lets the other's go).
GAME = ("games.equi", "games.equi.holds", "games.equi.lang_%s", "uikit.lang_%s_play")
# the rules, and rules/game.py that they import: let go while they hold it, it would be
# loaded again by the next screen that imports it, a second IllegalMove class that the
# table's except would not match (host_tests/test_every_game.py looks for such copies)
RULES = ("rules.equi", "rules.equi_values", "rules.game")
# what a deal loads (the seats' seeding, the game line and its saves, the deck and its
# shuffle), and the wing's door (wing.py, whose next_game deals again)
DEAL = (
    "games.equi.wing", "games.equi.ends", "games.saves", "rules.equi_deal", "rules.cards",
    "rules.rng",
)  # fmt: skip
# the setup: the wing's door that opened it, its settings and their checks, the menus, the
# shell's words; and what Start needs (the table, the rules, the deal's), kept once its
# idle ticks loaded them (the setup's preload), so that Start does not import them
SETUP = GAME + (
    "games.equi.wing", "games.equi.options", "games.equi.setup", "games.setup", "uikit.menu",
    "uikit.lang_%s", "store.setcheck", "games.equi.t*", "games.equi.view*",
    "games.equi.cells*", "games.equi.events*", "games.equi.seats*", "games.equi.ends*",
    "rules.equi*", "rules.cards*", "rules.rng*",
)  # fmt: skip
# the table: its flow, picture, turn, seats and news, and what they import (the saves,
# the card art).  Not the deal's: a game's end loads games/equi/ends.py for its lines,
# and the game-over screen holds it.
TABLE = GAME + RULES + (
    "games.equi.table", "games.equi.turn", "games.equi.view", "games.equi.cells",
    "games.equi.events", "games.equi.seats", "games.saves", "uikit.cardart",
)  # fmt: skip
# the table while computer seats play: their players, search and random source as well
# (about 15 KB), loaded for the first choice in the tick after "... thinks" is on screen
# and kept from move to move until a person's turn lets them go (a hint's search goes
# with its turn)
THINKING = TABLE + ("rules.equi_players*", "rules.equi_search*", "rules.rng*")
HINTED = TABLE + ("rules.equi_search*",)  # a person's turn that asked for a hint
# the game-over screen: the table's modules go (a game's heap), the next deal's stay
OVER = GAME + RULES + DEAL + ("games.equi.menus",)
EVENTS = ("games.equi.logpage",)  # the Events page, over the table

# Equi on the device: setup, the table with hidden hands, hand-offs, pause and game over.
# What the registry (games/__init__.py) asks of a wing, and next_game() for the game-over
# screen, which holds no table; the screens load only when called.


# What open_setup() opens with, each after the modules it imports ("%s": the language's
# code): the main menu loads them between keys while "Play Equi" is selected
# (shell/mainmenu.py's preloads()).
OPEN = (
    "games.equi.holds", "games.match", "games.setup", "store.setcheck", "games.equi.options",
    "games.equi.setup", "uikit.lang_%s_play", "games.equi.lang_%s",
)  # fmt: skip


def open_setup(app):
    from games.equi.setup import EquiSetup

    return EquiSetup(app)


def open_saved(app, saved):
    from games.equi.table import EquiTable

    return EquiTable(app, saved.match, saved)


def next_game(app, match):
    """The match's next game, from the game-over screen (which holds no table: the
    table's modules, let go there, load again)."""
    from games.equi.table import next_game as deal

    deal(app, match)


def restore(match, data):
    """The saved game's state; ValueError when it cannot be the match's game going on."""
    from rules import equi

    st = equi.from_bytes(data)
    if st.players != len(match.names):
        raise ValueError("the seats do not match the game")
    if st.over or st.hand_counts != bool(match.options.get("hand_counts")):
        raise ValueError("the game does not match its settings")
    for kind in match.kinds:
        if kind not in ("person", "easy", "normal", "hard"):
            raise ValueError("a seat's kind is not valid")
    return st

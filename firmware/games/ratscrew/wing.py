# Ratscrew on the device: setup, the table, pause and game over.  What the registry
# (games/__init__.py) asks of a wing; the screens load only when called.


# What open_setup() opens with, each after the modules it imports ("%s": the language's
# code): the main menu loads them between keys while "Play Ratscrew" is selected
# (shell/mainmenu.py's preloads()).
OPEN = (
    "games.ratscrew.holds", "games.match", "games.ratscrew.standin", "games.setup",
    "store.setcheck", "games.ratscrew.options", "games.ratscrew.setup", "uikit.lang_%s_play",
    "games.ratscrew.lang_%s",
)  # fmt: skip


def open_setup(app):
    from games.ratscrew.setup import RatscrewSetup

    return RatscrewSetup(app)


def open_saved(app, saved):
    from games.ratscrew.table import RatscrewTable

    return RatscrewTable(app, saved.match, saved)


def restore(match, data):
    """The saved game's state; ValueError when it cannot be the match's game going on."""
    from rules import ratscrew

    st = ratscrew.from_bytes(data)
    if st.players != len(match.names):
        raise ValueError("the seats do not match the game")
    if st.over or st.jokers != match.options.get("jokers"):
        raise ValueError("the game does not match its settings")
    return st

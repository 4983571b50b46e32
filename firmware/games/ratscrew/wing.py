# Ratscrew on the device: setup, the table, pause and game over.  What the registry
# (games/__init__.py) asks of a wing.
from games.ratscrew.setup import RatscrewSetup
from games.ratscrew.table import RatscrewTable
from rules import ratscrew


def open_setup(app):
    return RatscrewSetup(app)


def open_saved(app, saved):
    return RatscrewTable(app, saved.match, saved)


def restore(match, data):
    """The saved game's state; ValueError when it cannot be the match's game going on."""
    st = ratscrew.from_bytes(data)
    if st.players != len(match.names):
        raise ValueError("the seats do not match the game")
    if st.over or st.jokers != match.options.get("jokers"):
        raise ValueError("the game does not match its settings")
    return st

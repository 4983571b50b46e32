# High card on the device: setup, the table, game over.  What the registry
# (games/__init__.py) asks of a wing.
from games.high.setup import HighSetup
from games.high.table import HighTable
from rules import high


def open_setup(app):
    return HighSetup(app)


def open_saved(app, saved):
    return HighTable(app, saved.match, saved)


def restore(match, data):
    """The saved game's state; ValueError when it cannot be the match's game going on."""
    st = high.from_bytes(data)
    if st.players != len(match.names) or st.over:
        raise ValueError("the seats do not match the game")
    return st

# Equi on the device: setup, the table with hidden hands, hand-offs, pause and game over.
# What the registry (games/__init__.py) asks of a wing.
from games.equi.setup import EquiSetup
from games.equi.table import EquiTable
from rules import equi


def open_setup(app):
    return EquiSetup(app)


def open_saved(app, saved):
    return EquiTable(app, saved.match, saved)


def restore(match, data):
    """The saved game's state; ValueError when it cannot be the match's game going on."""
    st = equi.from_bytes(data)
    if st.players != len(match.names):
        raise ValueError("the seats do not match the game")
    if st.over or st.hand_counts != bool(match.options.get("hand_counts")):
        raise ValueError("the game does not match its settings")
    for kind in match.kinds:
        if kind not in ("person", "easy", "normal", "hard"):
            raise ValueError("a seat's kind is not valid")
    return st

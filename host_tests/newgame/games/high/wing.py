# High card on the device: setup, the table, game over.  What the registry
# (games/__init__.py) asks of a wing.
from games.high.options import KINDS, PREFIX  # noqa: F401  (the registry reads them)
from games.high.setup import HighSetup
from games.high.table import HighTable, deal, result_json
from rules import high
from rules.high import SAVE_ID  # noqa: F401


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


def play(fields):
    """The game a console line `game high seed=S players=N dealer=D` names, played to its
    end by the computer: the JSON of its `result high` line."""
    st = deal(int(fields["seed"]), int(fields["players"]), int(fields["dealer"]))
    while not st.over:
        st.push(high.computer_move(st))
    return result_json(st)

# Ratscrew on the device: setup, the table, pause and game over.  What the registry
# (games/__init__.py) asks of a wing.
from games.ratscrew.menus import result_json
from games.ratscrew.options import KINDS, PREFIX  # noqa: F401  (the registry reads them)
from games.ratscrew.setup import RatscrewSetup
from games.ratscrew.table import RatscrewTable
from rules import cards, ratscrew, rng
from rules.ratscrew import SAVE_ID  # noqa: F401


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


def play(fields):
    """The game a console line `game ratscrew seed=S players=N dealer=D jokers=J` names,
    played to its end (every seat the engine's, R9's computer naming for a joker): the
    JSON of its `result ratscrew` line."""
    jokers = ratscrew.parse_jokers(fields["jokers"])
    deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), int(fields["seed"]))
    st = ratscrew.new_game(deck, int(fields["players"]), int(fields["dealer"]), jokers)
    ratscrew.play_out(st)
    return result_json(st)

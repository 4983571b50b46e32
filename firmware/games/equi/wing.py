# Equi on the device: setup, the table with hidden hands, hand-offs, pause and game over.
# What the registry (games/__init__.py) asks of a wing.
from games.equi.ends import ai_states, result_json
from games.equi.options import KINDS, PREFIX  # noqa: F401  (the registry reads them)
from games.equi.seats import choose
from games.equi.setup import EquiSetup
from games.equi.table import EquiTable
from rules import equi
from rules.cards import RANK_6, full_deck
from rules.equi import SAVE_ID  # noqa: F401
from rules.rng import shuffled_deck


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


def play(fields):
    """The game a console line `game equi seed=S players=N dealer=D seats=K,... ai_seed=A
    hand_counts=H` names, played to its end as the device plays its computer seats (a
    person's seat as auto-play plays it, `normal`): the JSON of its `result equi` line."""
    n = int(fields["players"])
    kinds = fields["seats"].split(",")
    deck = shuffled_deck(full_deck(0, RANK_6), int(fields["seed"]))
    st = equi.new_game(deck, n, int(fields["dealer"]), fields.get("hand_counts") == "1")
    ai = ai_states(n, {"ai_seed": int(fields["ai_seed"])})
    while not st.over:
        seat = st.turn
        move, ai[seat] = choose(st, kinds[seat], ai[seat])
        st.push(move)
    return result_json(st, kinds)

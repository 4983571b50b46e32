# Ratscrew's settings, its setup's choices remembered between games: (key, what it may
# hold as store/setcheck.py spells it, default).  The shell hands them to the settings as
# they are read (games/__init__.py's options()); the setup's rows are games/setup.py's
# (the prefix's players, names, dealer) and games/ratscrew/setup.py's.
from store.setcheck import INT, SEATS, SIX

SETTINGS = (
    ("rs_players", SEATS + 8 * 7, 3),  # 2..6
    ("rs_human", SIX + 8 * 2, (1, 0, 0, 0, 0, 0)),  # 1 = a person, per seat
    ("rs_names", SIX + 8 * 12, (0, 1, 2, 3, 4, 5)),  # each seat's entry in "names"
    ("rs_dealer", INT - 8 * 6, -1),  # -1 = random
    ("rs_jokers", INT + 8 * 3, 0),  # rules/ratscrew.py's JOKER_MODES
)

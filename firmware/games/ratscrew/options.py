# Ratscrew's settings, its setup's choices remembered between games: (key, what it may
# hold as store/setcheck.py spells it, default), every key beginning with PREFIX.  Its
# setup hands them to the settings as it opens; the setup's rows are games/setup.py's
# (the prefix's players, kinds, names, dealer) and games/ratscrew/setup.py's.
from store.setcheck import INT, SEATS, SIX

PREFIX = "rs_"
KINDS = ("person", "cpu")  # who plays a seat: the setting rs_kinds' 0 and 1

SETTINGS = (
    ("rs_players", SEATS + 8 * 7, 3),  # 2..6
    ("rs_kinds", SIX + 8 * 2, (0, 1, 1, 1, 1, 1)),  # per seat: KINDS
    ("rs_names", SIX + 8 * 12, (0, 1, 2, 3, 4, 5)),  # each seat's entry in "names"
    ("rs_dealer", INT - 8 * 6, -1),  # -1 = random
    ("rs_jokers", INT + 8 * 3, 0),  # rules/ratscrew.py's JOKER_MODES
)

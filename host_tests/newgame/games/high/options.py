# High card's settings, its setup's choices remembered between games: (key, what it may
# hold as store/setcheck.py spells it, default), every key beginning with PREFIX, added as
# its setup opens.  The setup's rows are games/setup.py's (the prefix's players, kinds,
# names, dealer).
from store.setcheck import INT, SEATS, SIX

PREFIX = "hi_"
KINDS = ("person", "cpu")  # who plays a seat: the setting hi_kinds' 0 and 1

SETTINGS = (
    ("hi_players", SEATS + 8 * 7, 3),  # 2..6
    ("hi_kinds", SIX + 8 * 2, (0, 0, 1, 1, 1, 1)),  # per seat: KINDS
    ("hi_names", SIX + 8 * 12, (0, 1, 2, 3, 4, 5)),
    ("hi_dealer", INT - 8 * 6, -1),  # -1 = random
)

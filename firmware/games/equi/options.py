# Equi's settings, its setup's choices remembered between games: (key, what it may hold
# as store/setcheck.py spells it, default), every key beginning with PREFIX.  Its setup
# hands them to the settings as it opens; the setup's rows are games/setup.py's (the
# prefix's players, kinds, names, dealer) and games/equi/setup.py's.  (Hints, shown in
# Settings, is the shell's "hints".)
from store.setcheck import BOOL, INT, SEATS, SIX

PREFIX = "eq_"
KINDS = ("person", "easy", "normal", "hard")  # who plays a seat: the setting eq_kinds' 0..3

SETTINGS = (
    ("eq_players", SEATS + 8 * 7, 3),  # 2..6
    ("eq_kinds", SIX + 8 * 4, (0, 2, 2, 2, 2, 2)),  # per seat: KINDS
    ("eq_names", SIX + 8 * 12, (0, 1, 2, 3, 4, 5)),
    ("eq_dealer", INT - 8 * 6, -1),  # -1 = random
    ("eq_hand_counts", BOOL, False),  # docs/rules.md E8: cards left in hand count
)

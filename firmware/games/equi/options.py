# Equi's settings, its setup's choices remembered between games: (key, what it may hold
# as store/setcheck.py spells it, default).  The shell hands them to the settings as they
# are read (games/__init__.py's options()); the setup's rows are games/setup.py's (the
# prefix's players, names, dealer) and games/equi/setup.py's.  (Hints, shown in
# Settings, is the shell's "hints".)
from store.setcheck import BOOL, INT, SEATS, SIX

SETTINGS = (
    ("eq_players", SEATS + 8 * 7, 3),  # 2..6
    ("eq_kinds", SIX + 8 * 4, (0, 2, 2, 2, 2, 2)),  # per seat: person, easy, normal, hard
    ("eq_names", SIX + 8 * 12, (0, 1, 2, 3, 4, 5)),
    ("eq_dealer", INT - 8 * 6, -1),  # -1 = random
    ("eq_hand_counts", BOOL, False),  # docs/rules.md E8: cards left in hand count
)

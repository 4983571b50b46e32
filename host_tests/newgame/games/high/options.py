# High card's settings, its setup's choices remembered between games: (key, what it may
# hold as store/setcheck.py spells it, default), added as its setup opens.
from store.setcheck import INT, SEATS, SIX

SETTINGS = (
    ("hi_players", SEATS + 8 * 7, 2),  # 2..6
    ("hi_human", SIX + 8 * 2, (1, 0, 0, 0, 0, 0)),  # 1 = a person, per seat
    ("hi_names", SIX + 8 * 12, (0, 1, 2, 3, 4, 5)),
    ("hi_dealer", INT - 8 * 6, -1),  # -1 = random
)

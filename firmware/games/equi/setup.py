# Equi setup: seats (a person or a computer player at easy, normal or hard; names from
# the list or typed), the dealer, the rule option "cards left in hand count" (docs/rules.md
# E8), Start.  The choices are remembered in the settings for the next time; the seats,
# the names and the dealer are games/setup.py's.  Start puts the table in the setup's
# place.
from games.equi import options
from games.equi.table import EquiTable
from games.match import Match
from games.setup import Setup
from uikit import lang, menu

KINDS = ("person", "easy", "normal", "hard")  # the setting eq_kinds' 0..3


class EquiSetup(Setup):
    def __init__(self, app):
        super().__init__(app, "equi", "eq_", options.SETTINGS)
        self._build()

    def _build(self):
        s = self._s()
        t = lang.P
        items = [self.players_item()]
        for seat in range(s.get("eq_players")):
            items.append(
                self.seat_item(
                    seat,
                    t.EQ_KINDS,
                    lambda seat=seat: s.get("eq_kinds")[seat],
                    lambda i, seat=seat: self._kind(seat, i),
                )
            )
        items.append(self.dealer_item())
        items.append(menu.Item(t.EQ_HAND_COUNTS, None, lang.T.OFF_ON,
                               lambda: int(s.get("eq_hand_counts")),
                               lambda i: s.set("eq_hand_counts", bool(i))))  # fmt: skip
        items.append(menu.Item(t.START, self._start))
        self.done(items)

    def _kind(self, seat, i):
        kinds = list(self._s().get("eq_kinds"))
        kinds[seat] = i
        self._s().set("eq_kinds", kinds)

    def _start(self):
        names, dealer = self.table()  # E1 (as R1): the first dealer drawn at random
        match = Match(
            "equi",
            names,
            [KINDS[k] for k in self._s().get("eq_kinds")[: len(names)]],
            dealer,
            {"hand_counts": int(self._s().get("eq_hand_counts"))},
        )
        # The table takes the setup's place: leaving the table comes back to the main menu.
        self.app.replace(EquiTable(self.app, match))

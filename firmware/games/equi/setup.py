# Equi setup: seats (a person or a computer player at easy, normal or hard; names from
# the list or typed), the dealer, the rule option "cards left in hand count" (docs/rules.md
# E8), Start.  The choices are remembered in the settings for the next time; the seats,
# the names and the dealer are games/setup.py's.  Start puts the table in the setup's
# place.
from games.equi import options
from games.equi.table import EquiTable
from games.setup import Setup
from uikit import lang, menu


class EquiSetup(Setup):
    def __init__(self, app):
        super().__init__(app, "equi", options)
        self._build()

    def _build(self):
        s = self._s()
        t = lang.P
        items = [self.players_item()] + self.seat_items()
        items.append(self.dealer_item())
        items.append(menu.Item(t.EQ_HAND_COUNTS, None, lang.T.OFF_ON,
                               lambda: int(s.get("eq_hand_counts")),
                               lambda i: s.set("eq_hand_counts", bool(i))))  # fmt: skip
        items.append(menu.Item(t.START, self._start))
        self.done(items)

    def _start(self):
        # E1 (as R1): the first dealer drawn at random; the table takes the setup's place,
        # and leaving it comes back to the main menu
        match = self.match({"hand_counts": int(self._s().get("eq_hand_counts"))})
        self.app.replace(EquiTable(self.app, match))

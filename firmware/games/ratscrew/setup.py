# Ratscrew setup: seats (a person or the computer, names from a preset list), dealer,
# jokers.  The choices are remembered in the settings for the next time; the seats, the
# names and the dealer are games/setup.py's.
from games.ratscrew import options
from games.ratscrew.table import RatscrewTable
from games.setup import Setup
from uikit import lang, menu


class RatscrewSetup(Setup):
    def __init__(self, app):
        super().__init__(app, "ratscrew", options)
        self._build()

    def _build(self):
        s = self._s()
        t = lang.P
        items = [self.players_item()] + self.seat_items()
        items.append(self.dealer_item())
        items.append(menu.Item(t.JOKERS, None, t.JOKER_MODES, lambda: s.get("rs_jokers"),
                               lambda i: s.set("rs_jokers", i)))  # fmt: skip
        items.append(menu.Item(t.START, self._start))
        self.done(items)

    def _start(self):
        # R1: the first dealer drawn at random; the table goes over the setup, which shows
        # again when the table is left
        match = self.match({"jokers": self._s().get("rs_jokers")})
        self.app.push(RatscrewTable(self.app, match))

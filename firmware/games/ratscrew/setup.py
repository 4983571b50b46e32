# Ratscrew setup: seats (a person or the computer, names from a preset list), dealer,
# jokers.  The choices are remembered in the settings for the next time; the seats, the
# names and the dealer are games/setup.py's.
from games.match import PERSON, Match
from games.ratscrew import options
from games.ratscrew.table import RatscrewTable
from games.setup import Setup
from uikit import lang, menu


class RatscrewSetup(Setup):
    def __init__(self, app):
        super().__init__(app, "ratscrew", "rs_", options.SETTINGS)
        self._build()

    def _build(self):
        s = self._s()
        t = lang.P
        items = [self.players_item()]
        for seat in range(s.get("rs_players")):
            items.append(
                self.seat_item(
                    seat,
                    t.KINDS,  # the setting rs_human's 0 and 1
                    lambda seat=seat: s.get("rs_human")[seat],
                    lambda i, seat=seat: self._kind(seat, i),
                )
            )
        items.append(self.dealer_item())
        items.append(menu.Item(t.JOKERS, None, t.JOKER_MODES, lambda: s.get("rs_jokers"),
                               lambda i: s.set("rs_jokers", i)))  # fmt: skip
        items.append(menu.Item(t.START, self._start))
        self.done(items)

    def _kind(self, seat, i):
        human = list(self._s().get("rs_human"))
        human[seat] = i
        self._s().set("rs_human", human)

    def _start(self):
        names, dealer = self.table()  # R1: the first dealer drawn at random
        s = self._s()
        match = Match(
            "ratscrew",
            names,
            [PERSON if h else "cpu" for h in s.get("rs_human")[: len(names)]],
            dealer,
            {"jokers": s.get("rs_jokers")},
        )
        # The table goes over the setup, which shows again when the table is left.
        self.app.push(RatscrewTable(self.app, match))

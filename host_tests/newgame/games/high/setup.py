# High card's setup: seats (a person or the computer, names from the list), the dealer,
# Start; the seats, the names and the dealer are games/setup.py's.
from games.high import options
from games.high.table import HighTable
from games.match import PERSON, Match
from games.setup import Setup
from uikit import lang, menu


class HighSetup(Setup):
    def __init__(self, app):
        super().__init__(app, "high", "hi_", options.SETTINGS)
        self._build()

    def _build(self):
        s = self._s()
        items = [self.players_item()]
        for seat in range(s.get("hi_players")):
            items.append(
                self.seat_item(
                    seat,
                    lang.P.HI_KINDS,
                    lambda seat=seat: s.get("hi_human")[seat],
                    lambda i, seat=seat: self._kind(seat, i),
                )
            )
        items.append(self.dealer_item())
        items.append(menu.Item(lang.P.START, self._start))
        self.done(items)

    def _kind(self, seat, i):
        human = list(self._s().get("hi_human"))
        human[seat] = i
        self._s().set("hi_human", human)

    def _start(self):
        names, dealer = self.table()
        kinds = [PERSON if h else "cpu" for h in self._s().get("hi_human")[: len(names)]]
        self.app.replace(HighTable(self.app, Match("high", names, kinds, dealer, {})))

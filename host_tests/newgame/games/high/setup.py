# High card's setup: the seats (a person or the computer, names from the list), the
# dealer, Start; all of them games/setup.py's.
from games.high import options
from games.high.table import HighTable
from games.setup import Setup
from uikit import lang, menu


class HighSetup(Setup):
    def __init__(self, app):
        super().__init__(app, "high", options)
        self._build()

    def _build(self):
        items = [self.players_item()] + self.seat_items()
        items.append(self.dealer_item())
        items.append(menu.Item(lang.P.START, self._start))
        self.done(items)

    def _start(self):
        # the table takes the setup's place: leaving it comes back to the main menu
        self.app.replace(HighTable(self.app, self.match({})))

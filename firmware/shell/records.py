# The Records menu: a page per game (per name: games played, games won with shared wins
# shared, the best score where the game keeps one) and a reset that asks first.
import games
from store import records
from uikit import ui


class RecordsMenu(ui.Menu):
    def __init__(self, app):
        self.data, problem = records.load(app.settings.folder)
        if problem:
            app.toast(problem, 3000)
        items = [
            ui.Item(label, lambda name=name, label=label: self._page(name, label))
            for name, label in games.GAMES
        ]
        items.append(ui.Item("Reset records", self._ask_reset))
        super().__init__(app, "Records", items)

    def _page(self, name, label):
        from uikit import uitext

        lines = records.lines(self.data, name)
        if len(lines) == 1:
            lines = ["no games yet"]
        self.app.push(uitext.TextPage(self.app, label, lines))

    def _ask_reset(self):
        from uikit import uitext

        self.app.push(uitext.Confirm(self.app, "Forget every record of every game?", self._reset))

    def _reset(self):
        problem = records.reset(self.app.settings.folder)
        if problem:
            self.app.flash_problem(problem)
        else:
            self.data = records.load(self.app.settings.folder)[0]
            self.app.toast("Records reset")

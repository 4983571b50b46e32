# The Rules menu: a game per line, by its full name; A shows its rules page in the
# language (games/<name>/rules_<code>.py's TEXT, through the registry).
import games
from uikit import lang, menu, uitext


class RulesMenu(menu.Menu):
    def __init__(self, app):
        items = [
            menu.Item(games.title(name, games.FULL), lambda name=name: self._page(name))
            for name in games.GAMES
        ]
        super().__init__(app, lang.T.RULES, items)

    def _page(self, name):
        self.app.push(
            uitext.TextPage(self.app, games.title(name, games.FULL), games.rules_text(name))
        )

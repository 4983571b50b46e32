# The Records menu: a page per game (per name: games played, games won with shared wins
# shared, the best score where the game keeps one) and a reset that asks first.
import games
from micropython import const
from store import records
from uikit import lang, menu, text, uitext

_GAMES_R = const(72)  # the games column ends here (numbers right-aligned)
_WON_X = const(80)  # the wins column starts here
_BEST_X = const(28)  # a best score's line, under the name


class RecordsMenu(menu.Menu):
    def __init__(self, app):
        app.write_records()  # (a game's end owed to the flash: in the pages at once)
        self.data, problem = records.load(app.settings.folder)
        if problem:
            app.report(problem, None)
        m = lang.T
        self.words = (m.REC_NAME, m.REC_GAMES, m.REC_WON, m.REC_BEST, m.REC_NONE)
        self.ask = m.REC_ASK
        self.done = m.REC_DONE
        items = [menu.Item(games.title(n), lambda n=n: self._page(n)) for n in games.GAMES]
        items.append(menu.Item(m.REC_RESET, self._ask_reset))
        super().__init__(app, lang.T.RECORDS, items)

    def _page(self, name):
        self.app.push(uitext.TextPage(self.app, games.title(name), self.lines(name)))

    def lines(self, game):
        """The page's lines as cells (x, text, x, text, ...): the heading row, then per
        name its games and wins, and a line for its best score where it has one."""
        head, played, won, best, none = self.words
        rows = records.rows(self.data, game)
        if not rows:
            return [none]
        out: list = [(0, head, _GAMES_R - text.width(played), played, _WON_X, won)]
        for name, n, wins, top in rows:
            count = str(n)
            out.append((0, name, _GAMES_R - text.width(count), count, _WON_X, wins))
            if top >= 0:
                out.append((_BEST_X, best % top))
        return out

    def _ask_reset(self):
        self.app.push(uitext.Confirm(self.app, self.ask, self._reset))

    def _reset(self):
        problem = records.reset(self.app.settings.folder)
        if problem:
            self.app.flash_problem(problem)
        else:
            self.data = records.load(self.app.settings.folder)[0]
            self.app.toast(self.done)

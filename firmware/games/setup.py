# What the games' setup menus share: the seats' rows ("1 Ann" and who plays it: a person
# or one of the game's computer players), the number of players, the dealer (random or a
# seat), the name of a seat chosen from the list (a name already at the table swaps
# places) or spelled anew (which renames that entry of the list), and leaving with the
# settings kept.  A game's setup (games/<game>/setup.py) adds its own rows and Start; its
# settings (its options.py) include <prefix>players, <prefix>kinds (per seat, an index
# into its wing's KINDS, 0 a person), <prefix>names (per seat, an index into the
# settings' names) and <prefix>dealer (-1: drawn at random).
import games
from games.match import Match
from store import settings
from uikit import lang, menu, uitext


class Setup(menu.Menu):
    """items: the number of players first, then a row per seat, then the game's: the
    dealer's row (dealer_item()) among them, Start last."""

    seats = (2, 6)  # the fewest and the most players (the setting's SEATS limit)

    def __init__(self, app, game, options):
        """options: the game's options.py (its SETTINGS, their PREFIX, and KINDS: who may
        play a seat, "person" first, then its computer players; what a seat's row shows
        for each is its catalogue's KINDS)."""
        self.game = game
        self.prefix = options.PREFIX
        self.kinds = options.KINDS
        lang.use_game(game)  # (lang.P: its strings)
        self.kind_labels = lang.P.KINDS
        problem = app.settings.add(options.SETTINGS)  # (its settings, from the file)
        if problem:
            app.report(problem, "settings: ")
        super().__init__(app, games.title(game), [], on_back=self._leave)

    def _s(self):
        return self.app.settings

    def _get(self, key):
        return self._s().get(self.prefix + key)

    def _put(self, key, value):
        self._s().set(self.prefix + key, value)

    def _name(self, k):
        return self._s().get("names")[k]

    def players_item(self):
        n = self._get("players")
        low, high = self.seats
        counts = tuple(str(k) for k in range(low, high + 1))
        return menu.Item(lang.P.PLAYERS, None, counts, lambda: n - low, self._players)

    def seat_items(self):
        """A row per seat: its name (A picks another) and who plays it (LEFT/RIGHT)."""
        return [
            menu.Item(
                "",
                lambda seat=seat: self._pick_name(seat),
                self.kind_labels,
                lambda seat=seat: self._get("kinds")[seat],
                lambda i, seat=seat: self._kind(seat, i),
            )  # fmt: skip
            for seat in range(self._get("players"))
        ]

    def _kind(self, seat, i):
        kinds = list(self._get("kinds"))
        kinds[seat] = i
        self._put("kinds", kinds)

    def dealer_item(self):
        # (its choices, the seats' names, are made with the seats' labels: done())
        self._dealer_row = menu.Item(lang.P.DEALER, None, (), self._dealer_index, self._dealer)
        return self._dealer_row

    def done(self, items):
        """The rows made: the seats' labels, the selection kept in range."""
        self.items = items
        self._labels()
        self.sel = min(self.sel, len(items) - 1)
        self._scroll()

    def _labels(self):
        names = self._get("names")
        for seat in range(self._get("players")):
            self.items[1 + seat].label = "%d %s" % (seat + 1, self._name(names[seat]))
        self._dealer_row.choices = self._dealer_labels()

    def _build(self):
        """Make the rows (a game's own) and call done(items)."""

    def _players(self, i):
        n = i + self.seats[0]
        self._put("players", n)
        if self._get("dealer") >= n:
            self._put("dealer", -1)
        self._build()

    def _dealer_labels(self):
        names = self._get("names")
        return [lang.P.RANDOM] + [self._name(names[i]) for i in range(self._get("players"))]

    def _dealer_index(self):
        return self._get("dealer") + 1

    def _dealer(self, i):
        self._put("dealer", i - 1)

    def _pick_name(self, seat):
        names = self._get("names")
        items = [
            menu.Item(self._name(k), lambda k=k: self._set_name(seat, k))
            for k in range(len(settings.NAMES))
        ]
        items.append(menu.Item(lang.P.EDIT_NAME, lambda: self._edit_name(seat)))
        self.app.push(menu.Menu(self.app, lang.P.SEAT_NAME % (seat + 1), items, names[seat]))

    def _edit_name(self, seat):
        # Spelling a new name changes this seat's entry of the name list.
        k = self._get("names")[seat]
        self.app.pop()  # the list of names
        self.app.push(
            uitext.TextEdit(
                self.app,
                lang.P.SEAT_NAME % (seat + 1),
                self._name(k),
                settings.NAME_LEN,
                lang.P.ABC,  # the language's letters (all of them: store/setcheck.py)
                lambda text: self._rename(k, text),
            )
        )

    def _rename(self, k, text):
        names = list(self._s().get("names"))
        for i, other in enumerate(names):
            if i != k and other.lower() == text.lower():
                return lang.P.TAKEN % other
        names[k] = text
        self._s().set("names", names)
        self._labels()
        return None

    def _set_name(self, seat, k):
        # A name already at the table swaps places, so every seat keeps its own name.
        names = list(self._get("names"))
        if k in names:
            names[names.index(k)] = names[seat]
        names[seat] = k
        self._put("names", names)
        self.app.pop()
        self._labels()

    def _leave(self):
        self.app.pop()
        self.app.save_settings()

    def match(self, options):
        """The match Start opens: the seats' names and kinds, the first dealer (drawn at
        random when not chosen: R1, E1), the game's options; the settings kept for the
        next time."""
        self.app.save_settings()
        n = self._get("players")
        dealer = self._get("dealer")
        if dealer < 0:
            dealer = self.app.random(n)
        names = [self._name(k) for k in self._get("names")[:n]]
        kinds = [self.kinds[k] for k in self._get("kinds")[:n]]
        return Match(self.game, names, kinds, dealer, options)

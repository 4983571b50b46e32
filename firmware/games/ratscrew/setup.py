# Ratscrew setup: seats (a person or the computer, names from a preset list), dealer,
# jokers.  The choices are remembered in the settings for the next time.
from games.match import PERSON, Match
from store import settings
from uikit import lang, ui


class RatscrewSetup(ui.Menu):
    def __init__(self, app):
        super().__init__(app, lang.game("ratscrew"), [], on_back=self._leave)
        self._build()

    def _s(self):
        return self.app.settings

    def _build(self):
        s = self._s()
        n = s.get("rs_players")
        t = lang.P
        items = [
            ui.Item(t.PLAYERS, None, ("2", "3", "4", "5", "6"), lambda: n - 2, self._players),
        ]
        for seat in range(n):
            items.append(
                ui.Item(
                    "",
                    None,
                    t.KINDS,  # the setting rs_human's 0 and 1
                    lambda seat=seat: s.get("rs_human")[seat],
                    lambda i, seat=seat: self._kind(seat, i),
                )
            )
        items.append(ui.Item(t.DEALER, None, self._dealer_labels(), self._dealer_index,
                             self._dealer))  # fmt: skip
        items.append(ui.Item(t.JOKERS, None, t.JOKER_MODES, lambda: s.get("rs_jokers"),
                             lambda i: s.set("rs_jokers", i)))  # fmt: skip
        items.append(ui.Item(t.START, self._start))
        for seat in range(n):
            items[1 + seat].action = lambda seat=seat: self._pick_name(seat)
        self.items = items
        self._labels()
        self.sel = min(self.sel, len(items) - 1)
        self._scroll()

    def _labels(self):
        names = self._s().get("rs_names")
        for seat in range(self._s().get("rs_players")):
            self.items[1 + seat].label = "%d %s" % (seat + 1, self._name(names[seat]))
        self.items[-3].choices = self._dealer_labels()

    def _players(self, i):
        self._s().set("rs_players", i + 2)
        if self._s().get("rs_dealer") >= i + 2:
            self._s().set("rs_dealer", -1)
        self._build()

    def _kind(self, seat, i):
        human = list(self._s().get("rs_human"))
        human[seat] = i
        self._s().set("rs_human", human)

    def _dealer_labels(self):
        s = self._s()
        names = s.get("rs_names")
        return [lang.P.RANDOM] + [self._name(names[i]) for i in range(s.get("rs_players"))]

    def _name(self, k):
        return self._s().get("names")[k]

    def _dealer_index(self):
        return self._s().get("rs_dealer") + 1

    def _dealer(self, i):
        self._s().set("rs_dealer", i - 1)

    def _pick_name(self, seat):
        names = self._s().get("rs_names")
        items = [
            ui.Item(self._name(k), lambda k=k: self._set_name(seat, k))
            for k in range(len(settings.NAMES))
        ]
        items.append(ui.Item(lang.P.EDIT_NAME, lambda: self._edit_name(seat)))
        self.app.push(ui.Menu(self.app, lang.P.SEAT_NAME % (seat + 1), items, names[seat]))

    def _edit_name(self, seat):
        from uikit import uitext

        # Spelling a new name changes this seat's entry of the name list.
        k = self._s().get("rs_names")[seat]
        self.app.pop()  # the list of names
        self.app.push(
            uitext.TextEdit(
                self.app,
                lang.P.SEAT_NAME % (seat + 1),
                self._name(k),
                settings.NAME_LEN,
                lang.P.ABC,  # the language's letters (settings.NAME_CHARS holds them all)
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
        names = list(self._s().get("rs_names"))
        if k in names:
            names[names.index(k)] = names[seat]
        names[seat] = k
        self._s().set("rs_names", names)
        self.app.pop()
        self._labels()

    def _leave(self):
        self.app.pop()
        self.app.save_settings()

    def _start(self):
        from games.ratscrew.table import RatscrewTable

        self.app.save_settings()
        s = self._s()
        n = s.get("rs_players")
        dealer = s.get("rs_dealer")
        if dealer < 0:
            dealer = self.app.rng.below(n)  # R1: the first dealer is drawn at random
        match = Match(
            "ratscrew",
            [self._name(k) for k in s.get("rs_names")[:n]],
            [PERSON if h else "cpu" for h in s.get("rs_human")[:n]],
            dealer,
            {"jokers": s.get("rs_jokers")},
        )
        self.app.push(RatscrewTable(self.app, match))

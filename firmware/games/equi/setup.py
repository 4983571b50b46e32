# Equi setup: seats (a person or a computer player at easy, normal or hard; names from
# the list or typed), the dealer, the rule option "cards left in hand count" (RULES.md
# E8), Start.  The choices are remembered in the settings for the next time.
from games.match import Match
from store import settings
from uikit import ui

KINDS = ("person", "easy", "normal", "hard")  # the setting eq_kinds' 0..3


class EquiSetup(ui.Menu):
    def __init__(self, app):
        super().__init__(app, "Equi", [], on_back=self._leave)
        self._build()

    def _s(self):
        return self.app.settings

    def _build(self):
        s = self._s()
        n = s.get("eq_players")
        items = [
            ui.Item("Players", None, ("2", "3", "4", "5", "6"), lambda: n - 2, self._players),
        ]
        for seat in range(n):
            items.append(
                ui.Item(
                    "",
                    lambda seat=seat: self._pick_name(seat),
                    KINDS,
                    lambda seat=seat: s.get("eq_kinds")[seat],
                    lambda i, seat=seat: self._kind(seat, i),
                )
            )
        items.append(ui.Item("Dealer", None, self._dealer_labels(), self._dealer_index,
                             self._dealer))  # fmt: skip
        items.append(ui.Item("Hand counts", None, ("off", "on"),
                             lambda: int(s.get("eq_hand_counts")),
                             lambda i: s.set("eq_hand_counts", bool(i))))  # fmt: skip
        items.append(ui.Item("Start", self._start))
        self.items = items
        self._labels()
        self.sel = min(self.sel, len(items) - 1)
        self._scroll()

    def _labels(self):
        names = self._s().get("eq_names")
        for seat in range(self._s().get("eq_players")):
            self.items[1 + seat].label = "%d %s" % (seat + 1, self._name(names[seat]))
        self.items[-3].choices = self._dealer_labels()

    def _players(self, i):
        self._s().set("eq_players", i + 2)
        if self._s().get("eq_dealer") >= i + 2:
            self._s().set("eq_dealer", -1)
        self._build()

    def _kind(self, seat, i):
        kinds = list(self._s().get("eq_kinds"))
        kinds[seat] = i
        self._s().set("eq_kinds", kinds)

    def _dealer_labels(self):
        s = self._s()
        names = s.get("eq_names")
        return ["random"] + [self._name(names[i]) for i in range(s.get("eq_players"))]

    def _name(self, k):
        return self._s().get("names")[k]

    def _dealer_index(self):
        return self._s().get("eq_dealer") + 1

    def _dealer(self, i):
        self._s().set("eq_dealer", i - 1)

    def _pick_name(self, seat):
        names = self._s().get("eq_names")
        items = [
            ui.Item(self._name(k), lambda k=k: self._set_name(seat, k))
            for k in range(len(settings.NAMES))
        ]
        items.append(ui.Item("Edit name...", lambda: self._edit_name(seat)))
        self.app.push(ui.Menu(self.app, "Seat %d name" % (seat + 1), items, names[seat]))

    def _edit_name(self, seat):
        from uikit import uitext

        # Spelling a new name changes this seat's entry of the name list.
        k = self._s().get("eq_names")[seat]
        self.app.pop()  # the list of names
        self.app.push(
            uitext.TextEdit(
                self.app,
                "Seat %d name" % (seat + 1),
                self._name(k),
                settings.NAME_LEN,
                settings.NAME_CHARS,
                lambda text: self._rename(k, text),
            )
        )

    def _rename(self, k, text):
        names = list(self._s().get("names"))
        for i, other in enumerate(names):
            if i != k and other.lower() == text.lower():
                return "%s is taken" % other
        names[k] = text
        self._s().set("names", names)
        self._labels()
        return None

    def _set_name(self, seat, k):
        # A name already at the table swaps places, so every seat keeps its own name.
        names = list(self._s().get("eq_names"))
        if k in names:
            names[names.index(k)] = names[seat]
        names[seat] = k
        self._s().set("eq_names", names)
        self.app.pop()
        self._labels()

    def _leave(self):
        self.app.pop()
        self.app.save_settings()

    def _start(self):
        from games.equi.table import EquiTable

        self.app.save_settings()
        s = self._s()
        n = s.get("eq_players")
        dealer = s.get("eq_dealer")
        if dealer < 0:
            dealer = self.app.rng.below(n)  # E1 (as R1): the first dealer drawn at random
        match = Match(
            "equi",
            [self._name(k) for k in s.get("eq_names")[:n]],
            [KINDS[k] for k in s.get("eq_kinds")[:n]],
            dealer,
            {"hand_counts": int(s.get("eq_hand_counts"))},
        )
        self.app.push(EquiTable(self.app, match))

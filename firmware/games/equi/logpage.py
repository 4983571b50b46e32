# The Equi table's Events page, from the pause menu: the log's rows (events.py), the
# latest in view, UP/DOWN scroll, A or B closes.  Public information only, as the log.
from games.equi.events import draw_rows
from uikit import buttons, keys, lang, ui


class EventsPage(ui.Screen):
    """The event log: UP/DOWN scroll, A or B closes."""

    def __init__(self, app, rows):
        super().__init__(app)
        self.rows = rows or [[(0, lang.P.NOTHING_YET)]]
        self.first = max(0, len(self.rows) - 5)  # the latest events in view
        self.heading = lang.P.EVENTS

    def key(self, ev):
        old = self.first
        if ui.pressed(ev, keys.UP):
            self.first -= 1
        elif ui.pressed(ev, keys.DOWN):
            self.first += 1
        elif ev == buttons.PRESS | keys.A or ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        self.first = max(0, min(len(self.rows) - 5, self.first))
        return self.first != old

    def draw(self, fb):
        ui.title(fb, self.heading)
        draw_rows(fb, self.rows, self.first, 5, ui.ROW_Y)
        ui.scrollbar(fb, self.first, 5, len(self.rows))

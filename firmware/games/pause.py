# A game table's pause menu, both games': resume, the events, each person's seat handed to
# the computer and back, save and leave, quit (public information only: no hand is on
# it).  The table gives it match, set_auto(seat, on) and show_log().
from uikit import lang, menu, uitext


class PauseMenu(menu.Menu):
    battery = True  # the battery symbol right of the title (uikit/battsym.py)

    def __init__(self, app, table):
        self.table = table
        # A pause is a good moment to keep the game: written after this menu's frame is
        # out, as every autosave (a write is up to 60 ms of the Pico's time), within the
        # 2 s of play a power cut may cost.
        app.autosave(table)
        m = table.match
        t = lang.P
        items = [menu.Item(t.RESUME_GAME, app.pop), menu.Item(t.EVENTS, self._log)]
        for seat in range(len(m.names)):
            if m.person(seat):
                items.append(
                    menu.Item(
                        t.AUTO % m.names[seat],
                        None,
                        t.OFF_ON,
                        lambda seat=seat: int(m.auto[seat]),
                        lambda i, seat=seat: table.set_auto(seat, i),
                    )
                )
        items.append(menu.Item(t.SAVE_LEAVE, self._leave))
        items.append(menu.Item(t.QUIT_GAME, self._quit))
        super().__init__(app, t.PAUSED, items)

    def _log(self):
        self.app.pop()
        self.table.show_log()

    def _leave(self):
        # The match waits while this menu is up: written once the next screen is out only
        # if a save of it is still owed (this menu's own, or an auto-play switched here,
        # held back by the 2 s between writes) or the flash refused the last (the app's
        # problem stands until a write goes through).  The main menu offers to resume it.
        app = self.app
        if app._pending is self.table or app._problem is not None:
            app.autosave(self.table, leaving=True)
        self.app.say("leave " + self.table.match.game)
        self.app.pop()  # this menu
        self.app.pop()  # the table

    def _quit(self):
        self.app.push(uitext.Confirm(self.app, lang.P.QUIT_ASK, self._really_quit))

    def _really_quit(self):
        self.app.drop_save(self.table.match.game)
        self.app.say("quit " + self.table.match.game)
        self.app.pop()  # this menu; the table goes next
        self.app.pop()

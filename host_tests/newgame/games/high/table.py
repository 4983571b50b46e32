# High card at the table: every seat's rounds, whose turn, this round's cards; a person
# turns a card with A (held: auto-play), the computer at the chosen speed; B pauses
# (games/pause.py), UP shows the events.  Prints the console's game, resume and result
# lines; the match is saved as every game's is (games/saves.py).
from games import saves
from games.high.menus import HighGameOver
from games.match import winners_text
from games.pause import PauseMenu
from micropython import const
from rules import cards, high, rng
from uikit import buttons, cardart, keys, lang, text, ui, uitext

_SHOW_END_MS = const(1500)
_LOG = const(12)
_STATUS_Y = const(56)


class HighTable(ui.Screen):
    keeps_long_b = True

    def __init__(self, app, match, resume=None):
        lang.use_game(match.game)  # (lang.P: its strings)
        super().__init__(app)
        self.match = match
        n = len(match.names)
        if resume is None:
            self.seed = app.new_seed()
            deck = rng.shuffled_deck(cards.full_deck(), self.seed)
            self.st = high.new_game(deck, n, match.dealer)
            app.autosave(self)  # (a new game's first save replaces any saved one)
            app.say("game high seed=%d players=%d dealer=%d" % (self.seed, n, match.dealer))
        else:
            self.seed, self.st = resume.seed, resume.state
            app.say("resume high seed=%d moves=%d" % (self.seed, self.st.moves))
        self.log = []
        self.rows = [""] * n
        self.turned = ""
        self.status = ""
        self.next_at = app.now + app.speed_ms()
        self.end_at = None
        self.refresh()

    def refresh(self):
        # every string draw() shows, made here
        st = self.st
        m = self.match
        t = lang.P
        for s in range(st.players):
            self.rows[s] = "%s %d" % (m.names[s], st.won[s])
        self.turned = " ".join(cardart.label(c) for c in st.shown)
        if st.over:
            self.status = winners_text(m.names, st.winners(), "")
        elif m.computer_moves(st.turn):
            self.status = t.HI_TURNS % m.names[st.turn]
        else:
            self.status = t.HI_TURN % m.names[st.turn]

    def step(self):
        st = self.st
        t = lang.P
        for e in st.push(0):
            if e[0] == high.EV_CARD:
                self._log(t.HI_LOG % (self.match.names[e[1]], cardart.label(e[2])))
            elif e[1] >= 0:
                self._log(t.HI_ROUND % self.match.names[e[1]])
            else:
                self._log(t.HI_TIE)
        self.next_at = self.app.now + self.app.speed_ms()
        if st.over:
            self._finish()
        else:
            self.app.autosave(self)
        self.refresh()

    def _log(self, line):
        self.log.append(line)
        if len(self.log) > _LOG:
            self.log.pop(0)

    def _finish(self):
        st = self.st
        app = self.app
        self.match.won(st.winners())
        app.say('result high {"winners": %s, "won": %s}' % (st.winners(), st.won))
        saves.drop(app.settings.folder, self.match.game)
        self.match.record(app, st.winners())
        self.end_at = app.now + _SHOW_END_MS

    def tick(self, now):
        if self.end_at is not None:
            if buttons.diff(now, self.end_at) >= 0:
                self._show_result()
                return True
            return False
        if self.match.computer_moves(self.st.turn) and buttons.diff(now, self.next_at) >= 0:
            self.step()
            return True
        return False

    def due(self, now):
        if self.end_at is not None:
            return max(0, buttons.diff(self.end_at, now))
        if self.match.computer_moves(self.st.turn):
            return max(0, buttons.diff(self.next_at, now))
        return 60000

    def key(self, ev):
        st = self.st
        if ev == buttons.PRESS | keys.A:
            if self.end_at is not None:
                self._show_result()
            elif not self.match.computer_moves(st.turn):
                self.step()
            return True
        if ev == buttons.LONG | keys.A and not st.over and self.match.person(st.turn):
            self.set_auto(st.turn, not self.match.auto[st.turn])
            return True
        if ev == buttons.PRESS | keys.UP:
            self.show_log()
            return True
        if ev == buttons.PRESS | keys.B or ev == buttons.LONG | keys.B:
            if self.end_at is not None:
                self._show_result()
            else:
                self.app.push(PauseMenu(self.app, self))
            return True
        return False

    def set_auto(self, seat, on):
        self.match.auto[seat] = bool(on)
        self.next_at = self.app.now + self.app.speed_ms()
        self.refresh()
        self.app.autosave(self)

    def show_log(self):
        page = uitext.TextPage(self.app, lang.P.EVENTS, list(self.log) or [lang.P.NOTHING_YET])
        page.first = max(0, len(page.lines) - ui.ROWS)
        self.app.push(page)

    def _show_result(self):
        self.app.replace(HighGameOver(self.app, self.match, self.st, self._again))

    def _again(self):
        m = self.match
        m.dealer = (m.dealer + 1) % len(m.names)
        self.app.replace(HighTable(self.app, m))

    def shown(self):
        self.refresh()

    def save(self, check=False):
        if self.st.over:
            return None
        return saves.save(self.app.settings.folder, self.match, self.seed, self.st, check)

    def sleeping(self):
        self.app.autosave(self, True)

    def draw(self, fb):
        st = self.st
        rows = self.rows
        for s in range(len(rows)):
            ink = 0 if s == st.turn and not st.over else 1
            if not ink:
                fb.fill_rect(0, 8 * s, 64, 8, 1)
            text.draw(fb, rows[s], 1, 8 * s, ink)
        text.draw(fb, self.turned, 66, 0, 1)
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        text.draw(fb, self.status, 0, _STATUS_Y, 0)

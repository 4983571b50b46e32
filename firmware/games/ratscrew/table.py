# Ratscrew at the table: the pile (top card large, the card beneath it beside), every
# seat's stack, whose turn, the challenge in progress, who took the pile; persons lay
# with A, computer and auto-play seats at the chosen speed.  The pause menu is
# games/pause.py (both games'), the game-over screen with the match score menus.py.  The
# game itself is ratscrew.State: the device plays exactly the engine's game, and prints
# the lines a test compares with tools/play/play.py.
from games import saves
from games.match import winners_text
from games.pause import PauseMenu
from games.ratscrew import cardface
from games.ratscrew.menus import RatscrewGameOver, ask_name, finish
from micropython import const
from rules import cards, ratscrew, rng
from uikit import buttons, cardart, keys, lang, text, ui, uitext

_LOG = const(12)  # events kept for the log page
_SEAT_X = const(60)
_STATUS_Y = const(56)
_PILE_Y = const(47)
_TOP_X = const(20)
_UNDER_Y = const(2)
_SHOW_END_MS = const(1500)  # the final position stays up this long before the result


def card_words(c):
    if c == cards.JOKER:
        return lang.P.JOKER
    return cardart.label(c) + " " + lang.P.SUITS[c & 3]


class RatscrewTable(ui.Screen):
    keeps_long_b = True  # a long B pauses like a short one: leaving needs a confirmation

    def __init__(self, app, match, resume=None):
        """A new game of the match, or with resume (a saves.Saved) a saved one going on."""
        lang.use_game(match.game)  # (lang.P: its strings)
        super().__init__(app)
        self.match = match
        n = len(match.names)
        if resume is None:
            self.seed = app.new_seed()
            jokers = match.options["jokers"]
            deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), self.seed)
            self.st = ratscrew.new_game(deck, n, match.dealer, jokers)
            # A new game replaces any saved one: its first save, written after its first
            # frame, takes the file's place (a delete under the key was 4-5 ms on a Pico).
            app.autosave(self)
            app.say(
                "game ratscrew seed=%d players=%d dealer=%d jokers=%s"
                % (self.seed, n, match.dealer, ratscrew.JOKER_MODES[jokers])
            )
        else:
            self.seed, self.st = resume.seed, resume.state
            app.say("resume ratscrew seed=%d laid=%d" % (self.seed, self.st.laid))
        self.log = []
        self.note = None  # who took the pile / who named whom, until the next card
        self.status = ""
        self.status_card = -1
        self.rows = [""] * n
        self.counts = [""] * n
        self.count_x = [0] * n  # where each count starts, right-aligned
        self.status_w = 0
        self.pile_text = ""
        self.next_at = app.now + app.speed_ms()
        self.end_at = None
        self.naming = False
        self.refresh()

    # -- playing ---------------------------------------------------------------

    def _auto(self, seat):
        return self.match.computer_moves(seat)

    def step(self, move):
        """One engine step (a card, or a naming) and what it tells the table."""
        st = self.st
        app = self.app
        delay = app.speed_ms()
        self.note = None
        t = lang.P
        for e in st.push(move):
            kind = e[0]
            if kind == ratscrew.EV_CAP:  # (EV_CAP, winners): no seat of its own
                self._log(t.LOG_CAP % ratscrew.MAX_LAID)
                continue
            name = self.match.names[e[1]]
            if kind == ratscrew.EV_LAY:
                self._log(t.LOG_LAY % (name, card_words(e[2])))
            elif kind == ratscrew.EV_CHALLENGE:
                self._log(t.LOG_OWES % (name, e[2]))
                app.beep(660, 30)
            elif kind == ratscrew.EV_TAKE:
                self.note = t.TOOK % (name, e[2])
                self._log(self.note)
                app.beep(330, 60)
                delay *= 2  # let everyone see who took it
            elif kind == ratscrew.EV_JOKER:
                self._log(t.LOG_MUST_NAME % name)
            elif kind == ratscrew.EV_NAMED:
                self._log(t.LOG_NAMES % (name, self.match.names[e[2]]))
            elif kind == ratscrew.EV_WIN:
                self._log(t.LOG_OUT % name)
        self.next_at = app.now + delay
        if st.over:
            self._finish()
        self.refresh()
        app.autosave(self)  # every card settles a turn or part of one: at most every 2 s

    def _log(self, line):
        self.log.append(line)
        if len(self.log) > _LOG:
            self.log.pop(0)

    def _finish(self):
        finish(self)
        self.end_at = self.app.now + _SHOW_END_MS

    def refresh(self):
        # Every string draw() shows is made here, after a change, not while drawing.
        st = self.st
        m = self.match
        turn = st.current()
        t = lang.P
        for seat in range(st.players):
            flag = t.FLAG_CPU if not m.person(seat) else (t.FLAG_AUTO if m.auto[seat] else "")
            self.rows[seat] = m.names[seat] + " " + flag if flag else m.names[seat]
            count = self.counts[seat] = str(st.stack_size(seat))
            self.count_x[seat] = 127 - text.width(count)
        self.pile_text = t.PILE % len(st.pile)
        self.status_card = -1
        if st.over:
            w = st.winners()
            self.status = winners_text(m.names, w, "")
        elif self.note is not None:
            self.status = self.note
        elif st.awaiting == ratscrew.AWAIT_NAME:
            self.status = t.ST_NAMING % m.names[turn]
        elif st.owed:
            self.status = t.ST_OWES % (m.names[turn], st.owed)
            self.status_card = st.challenge_card
        elif self._auto(turn):
            self.status = t.ST_LAYS % m.names[turn]
        else:
            self.status = t.ST_A_LAY % m.names[turn]
        self.status_w = text.width(self.status)

    def _ask_name(self):
        self.naming = True
        ask_name(self)

    def _named(self, seat):
        self.app.pop()
        self.naming = False
        self.step(seat)

    def tick(self, now):
        st = self.st
        if self.end_at is not None:
            if buttons.diff(now, self.end_at) >= 0:
                self._show_result()
                return True
            return False
        seat = st.current()
        if st.awaiting == ratscrew.AWAIT_NAME and self.match.person(seat):
            if not self.naming:
                self._ask_name()  # a human always names, even on auto-play
                return True
            return False
        if self._auto(seat) and buttons.diff(now, self.next_at) >= 0:
            if st.awaiting == ratscrew.AWAIT_NAME:
                self.step(ratscrew.computer_name(st))
            else:
                self.step(ratscrew.LAY)
            return True
        return False

    def due(self, now):
        if self.end_at is not None:
            return max(0, buttons.diff(self.end_at, now))
        st = self.st
        if st.awaiting == ratscrew.AWAIT_NAME and not self.naming:
            if self.match.person(st.current()):
                return 0  # (tick() asks the person at once)
        if self._auto(st.current()):
            return max(0, buttons.diff(self.next_at, now))
        return 60000

    def key(self, ev):
        st = self.st
        if ev == buttons.PRESS | keys.A:
            if self.end_at is not None:
                self._show_result()
                return True
            seat = st.current()
            if st.awaiting == ratscrew.AWAIT_LAY and not self._auto(seat):
                self.step(ratscrew.LAY)
                return True
            return False
        if ev == buttons.LONG | keys.A and not st.over:
            seat = st.current()
            if self.match.person(seat):  # hold A: this seat's auto-play on or off
                self._set_auto(seat, not self.match.auto[seat])
                return True
            return False
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
        """A person's seat handed to the computer (on) or back (the pause menu's)."""
        self.match.auto[seat] = bool(on)
        self.refresh()
        self.app.autosave(self)

    def _set_auto(self, seat, on):
        # A held A at the table: the same, said on screen, the next card at the speed's pace.
        self.next_at = self.app.now + self.app.speed_ms()
        self.app.toast(lang.P.AUTO_PLAY % (self.match.names[seat], lang.P.OFF_ON[int(on)]))
        self.set_auto(seat, on)

    def show_log(self):
        page = uitext.TextPage(self.app, lang.P.EVENTS, list(self.log) or [lang.P.NOTHING_YET])
        page.first = max(0, len(page.lines) - ui.ROWS)  # the latest events in view
        self.app.push(page)

    def _show_result(self):
        self.app.replace(RatscrewGameOver(self.app, self.match, self.st, self._again))

    def _again(self):
        """The match's next game, dealt by the next seat (R1)."""
        m = self.match
        m.dealer = ratscrew.next_dealer(m.dealer, len(m.names))
        self.app.replace(RatscrewTable(self.app, m))

    def shown(self):
        # Back from the pause menu or a naming.
        self.refresh()

    def held(self):
        """Every seat's hidden cards: its face-down stack, which nobody looks at."""
        return [list(s) for s in self.st.stacks]

    def may_see(self):
        """Whose hidden cards may be on screen now: nobody's, ever (-1)."""
        return -1

    def save(self, check=False):
        """Keep the match on the flash, to resume after a sleep or a switch-off; None, or
        the flash's problem.  Only through app.autosave(), or with check after a crash."""
        if self.st.over:
            return None
        return saves.save(self.app.settings.folder, self.match, self.seed, self.st, check)

    def sleeping(self):
        self.app.autosave(self, True)

    # -- drawing ---------------------------------------------------------------

    def draw(self, fb):
        st = self.st
        pile = st.pile
        if len(pile) >= 2:
            cardface.small(fb, pile[-2], 0, _UNDER_Y)
        if pile:
            cardface.big(fb, pile[-1], _TOP_X, 0)
        else:
            cardface.BACK.draw(fb, _TOP_X, 0)
        text.draw(fb, self.pile_text, 0, _PILE_Y, 1)
        turn = st.current()
        for seat in range(st.players):
            y = 8 * seat
            row = self.rows[seat]
            count = self.counts[seat]
            x = self.count_x[seat]
            if seat == turn:
                # lit: the name and count dark on it (text.put, as on a dark row below)
                fb.fill_rect(_SEAT_X, y, 128 - _SEAT_X, 8, 1)
                end = _SEAT_X + 1 + text.put(fb, row, _SEAT_X + 1, y, 0)
                if x >= end:
                    text.put(fb, count, x, y, 0)
                else:
                    text.draw(fb, count, x, y, 0)
            elif y + 8 <= _PILE_Y:
                # Dark here, right of the cards and above the pile's line: text.put, the
                # faster (the count too when it starts past the name's end).
                end = _SEAT_X + 1 + text.put(fb, row, _SEAT_X + 1, y)
                if x >= end:
                    text.put(fb, count, x, y)
                else:
                    text.draw(fb, count, x, y, 1)
            else:
                text.draw(fb, row, _SEAT_X + 1, y, 1)
                text.draw(fb, count, x, y, 1)
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        text.put(fb, self.status, 0, _STATUS_Y, 0)
        if self.status_card >= 0:
            cardart.mini(fb, self.status_card, self.status_w + 1, _STATUS_Y, 0)

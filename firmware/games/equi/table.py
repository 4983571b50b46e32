# Equi at the table.  A person's turn: the table's cards, the person's own hand, every
# seat's tricks and the stock; a cursor over the hand and the table, A marks a card, the
# running sums on screen, Take (or Discard when nothing can be taken) and an optional
# Hint.  With two or more persons a hand-off screen ("Pass to Ann" and what happened
# since Ann last played) comes before each person's turn, and a hand is on screen only
# after its person pressed A there.  Computer seats show that they think, then their
# move with the cards marked, at the speed setting.  The game is equi.State: the device
# plays exactly the engine's game and prints the lines tools/play.py equi reproduces.
#
# This module is the game's flow; view.py makes and draws the picture, turn.py is a
# person's turn, seats.py the computer seats and the moves' console lines, events.py the
# news (logpage.py its Events page, opened from the pause menu), ends.py what a game's
# start and end set up and print.
from games import saves
from games.equi import cells
from games.equi.ends import AI_SEED_MASK, ai_states, finish, game_line
from games.equi.events import Log
from games.equi.logpage import EventsPage
from games.equi.menus import EquiGameOver
from games.equi.seats import choose, move_line
from games.equi.turn import Turn
from games.equi.view import END, NEWS_ROWS, PASS, SHOW, SUMMARY, THINK, TURN, order
from games.pause import PauseMenu
from micropython import const
from rules import equi
from rules.cards import RANK_6, full_deck
from rules.rng import shuffled_deck
from uikit import buttons, keys, lang, ui

_SHOW_END_MS = const(1500)


class EquiTable(Turn):
    keeps_long_b = True  # a long B pauses like a short one: leaving needs a confirmation

    def __init__(self, app, match, resume=None):
        """A new game of the match, or with resume (a saves.Saved) a saved one going on."""
        lang.use_game(match.game)  # (lang.P: its strings)
        super().__init__(app)
        self.match = match
        n = len(match.names)
        opts = match.options
        if resume is None:
            self.seed = app.new_seed()
            ai_seed = app.new_seed() & AI_SEED_MASK
            deck = shuffled_deck(full_deck(0, RANK_6), self.seed)
            self.st = equi.new_game(deck, n, match.dealer, opts["hand_counts"])
            opts["ai_seed"] = ai_seed
            opts.pop("ai", None)
            # A new game replaces any saved one: its first save, written after its first
            # frame, takes the file's place (a delete under the key was 4-5 ms on a Pico).
            app.autosave(self)
            app.say(game_line(self.seed, match, ai_seed))
        else:
            self.seed, self.st = resume.seed, resume.state
            app.say("resume equi seed=%d moves=%d" % (self.seed, self.st.moves))
        self.ai = ai_states(n, opts)  # each seat's computer player's random state
        self.log = Log()
        self.since = [0] * n  # per seat: the log's end after that seat's last move
        self.init_view(n)
        self.next_at = app.now
        self.handed_at = -1  # the frame before a hand-off showed (its cells made after it)
        self.end_at = None
        self.next_phase()

    # -- the flow of the game ---------------------------------------------------

    def next_phase(self):
        """After a move (or at the start): the next seat's phase."""
        st = self.st
        m = self.match
        self.marks = []
        self.taken = []
        if st.over:
            return
        seat = st.turn
        if m.computer_moves(seat):
            self.phase = THINK
            self.think_after = self.app.frames  # (the choice waits for the next frame)
        else:
            self.news = self.log.rows(m.names, self.since[seat])
            self.news_first = 0
            if m.persons() >= 2:
                self.phase = PASS
                self.hush()
            elif self.news:
                self.phase = SUMMARY
            else:
                self.start_turn()
                return
            self.handed_at = self.app.frames
        self.refresh()

    _next = next_phase

    def hush(self):
        """End a toast now: the message of one person's turn (a refused capture names
        the hand's cards, a hint its size) must not stay up on the hand-off to the next."""
        self.app.toast(None)

    def _events(self, evs):
        names = self.match.names
        for e in evs:
            k = e[0]
            if k == equi.EV_STOCK_EMPTY:
                self.app.toast(lang.P.EQ_STOCK_OUT)
            elif k == equi.EV_TAKE_BACK:
                self.app.toast(lang.P.EQ_TAKES_BACK % (names[e[1]], e[2]))
            self.log.add(e)

    def push(self, seat, move):
        """Play a checked move (normal form) for seat; True if the game goes on."""
        self.app.say(move_line(seat, move))
        evs = self.st.push(move)
        self._events(evs)
        self.since[seat] = self.log.end()
        if self.st.over:
            self._finish()
            return False
        self.app.autosave(self)
        return True

    def _think(self):
        st = self.st
        seat = st.turn
        before = list(st.table)
        move, self.ai[seat] = choose(st, self.match.kinds[seat], self.ai[seat])
        if isinstance(move, int):
            shown_table, shown_hand, taken = before + [move], [], [move]
        else:
            shown_table, shown_hand, taken = before, list(move[0]), list(move[1] + move[0])
        if not self.push(seat, move):
            return  # the game is over: the final position is on screen
        # What is shown is public: the cards just played.  (A card back in a hand by E6
        # within this very move stays hidden.)
        hidden = [c for h in st.hands for c in h]
        self.t_view = order([c for c in shown_table if c not in hidden])
        self.h_view = order([c for c in shown_hand if c not in hidden])
        self.taken = taken
        self.phase = SHOW
        self.next_at = self.app.now + self.app.speed_ms()
        self.layout()
        self.strings()
        told = lang.P.EQ_DISCARDS if isinstance(move, int) else lang.P.EQ_TAKES
        self.info = told % self.match.names[seat]

    def _finish(self):
        finish(self.app, self.match, self.st)
        self.phase = END
        self.end_at = self.app.now + _SHOW_END_MS
        self.refresh()

    # -- the loop ------------------------------------------------------------------

    def tick(self, now):
        ph = self.phase
        if ph == END:
            if buttons.diff(now, self.end_at) >= 0:
                self._show_result()
                return True
            return False
        if ph == THINK:
            # The choice once "<name> thinks..." is on screen: a person's long A, say,
            # that ends a turn sees its frame go out first and the computer's move after
            # (the choice in the same tick held that frame back 50-90 ms on the Pico).
            if self.app.frames == self.think_after:
                return False
            self._think()
            return True
        if ph == SHOW and buttons.diff(now, self.next_at) >= 0:
            self.next_phase()
            return True
        if self.handed_at >= 0 and self.app.frames != self.handed_at:
            # the hand-off on screen: the cards' cells made now, between keys, so that A
            # shows the hand without making them (cells.ready(): once a language)
            self.handed_at = -1
            cells.ready()
        return False

    def due(self, now):
        ph = self.phase
        if ph == THINK or self.handed_at >= 0:
            return 0
        if ph == SHOW:
            return max(0, buttons.diff(self.next_at, now))
        if ph == END:
            return max(0, buttons.diff(self.end_at, now))
        return 60000

    def key(self, ev):
        ph = self.phase
        if ev == buttons.PRESS | keys.B or ev == buttons.LONG | keys.B:
            if ph == END:
                self._show_result()
            else:
                self.app.push(PauseMenu(self.app, self))
            return True
        if ph == PASS or ph == SUMMARY:
            if ev == buttons.PRESS | keys.A:
                self.start_turn()
                return True
            if ui.pressed(ev, keys.UP | keys.DOWN):
                step = -1 if ev & keys.UP else 1
                old = self.news_first
                top = max(0, len(self.news) - NEWS_ROWS)
                self.news_first = max(0, min(top, old + step))
                return self.news_first != old
            return False
        if ph == END or ph == SHOW:
            if ev == buttons.PRESS | keys.A:
                if ph == END:
                    self._show_result()
                else:
                    self.next_phase()
                return True
            return False
        if ph != TURN:
            return False
        return self.turn_key(ev)

    # -- the match -----------------------------------------------------------------

    def _show_result(self):
        # The screen keeps the match, not this table: its game is done ("again" deals the
        # next with next_game()).
        self.app.replace(EquiGameOver(self.app, self.match, self.st, next_game))

    def set_auto(self, seat, on):
        self.match.auto[seat] = bool(on)
        self.app.autosave(self)

    def shown(self):
        # Back from the pause menu: a seat handed to the computer (or back) may be to move.
        st = self.st
        if st.over:
            return
        auto = self.match.computer_moves(st.turn)
        if (self.phase == THINK) != auto and self.phase != SHOW:
            self.next_phase()
        else:
            self.refresh()

    def show_log(self):
        self.app.push(EventsPage(self.app, self.log.rows(self.match.names)))

    def save(self, check=False):
        """Keep the match on the flash, to resume after a sleep or a switch-off; None, or
        the flash's problem.  Only through app.autosave(), or with check after a crash.
        The computer players' random states go along, so a resumed game goes on exactly
        as it would have."""
        if self.st.over:
            return None
        self.match.options["ai"] = list(self.ai)
        return saves.save(self.app.settings.folder, self.match, self.seed, self.st, check)

    def sleeping(self):
        self.app.autosave(self, True)
        if self.phase == TURN and self.match.persons() >= 2:
            # whoever wakes the device may not be the person whose hand it is
            self.phase = PASS
            self.news = self.log.rows(self.match.names, self.since[self.st.turn])
            self.hush()
            self.refresh()


def next_game(app, m):
    """The match's next game, dealt by the next seat (E1)."""
    m.dealer = (m.dealer + 1) % len(m.names)
    app.replace(EquiTable(app, m))

# The pass-and-play table, for every game with hidden hands: the console's, not a game's.
# Before each person's turn, when two or more persons share the console, a hand-off screen
# ("Pass to Bob") with what the others did since Bob's last turn, in words with the cards,
# and nothing of any hand; Bob's hand shows when Bob presses A.  One person against
# computers gets no hand-off: the news since the last turn, if any, then the turn.  A
# computer seat shows that it thinks (its choice is made once that is on screen), then
# its move for a moment; the final position, then the game-over screen.  B pauses
# (games/pause.py: the Events page, a person's seat to the computer and back, save and
# leave, quit).
#
# Private by construction: the hand-off and the news are drawn here, and a game's draw()
# is not called while they are up; and a game reads the hand it shows through hand(),
# which gives the cards of the seat to move during that seat's own turn, and nothing at
# any other moment.  Each table reports through held() what every seat holds, and
# through may_see() whose hand may be on screen now: host_tests/test_privacy.py checks
# every frame of every game against them.
#
# A game's table subclasses PassPlayTable, makes its rules state (st: turn, over, players,
# push(move) -> events) and gives the methods of "the game's" below.
from games import news
from games.pause import PauseMenu
from micropython import const
from uikit import buttons, keys, lang, text, ui

# the table's phases
PASS = const(0)  # the hand-off: "Pass to <name>", the news, A shows the hand
SUMMARY = const(1)  # one person only: the news since that person's last move
TURN = const(2)  # a person's turn, the hand on screen
THINK = const(3)  # a computer seat is about to choose (shown before it computes)
SHOW = const(4)  # a move just made, its cards marked for a moment
END = const(5)  # the final position, before the game-over screen

NEWS_ROWS = const(4)
_NEWS_Y = const(15)
_BAR_Y = const(56)
_SHOW_END_MS = const(1500)


class Rules:
    """What the table asks of a game's rules state (the API of rules/game.py)."""

    players = 0
    over = False

    def current(self):
        return -1

    def push(self, move):
        return ()


class PassPlayTable(ui.Screen):
    keeps_long_b = True  # a long B pauses like a short one: leaving needs a confirmation
    st: Rules  # the game's rules state (its table makes it)

    def __init__(self, app, match):
        """The table of match's game; the game's own __init__ makes its state (st), then
        calls begin()."""
        lang.use_game(match.game)  # (lang.P: its strings)
        super().__init__(app)
        self.match = match
        n = len(match.names)
        self.log = news.Log()
        self.since = [0] * n  # per seat: the log's end after that seat's last move
        self.phase = PASS
        self.mover = 0  # the seat whose move or turn the picture is of
        self.next_at = app.now
        self.end_at = None
        self.think_after = 0  # the frame after which a computer seat chooses
        self.handed_at = -1  # the frame before a hand-off showed (warm() after it)
        self.news = []  # a hand-off's rows, and the first in view
        self.news_first = 0
        self.heading = ""
        self.bar = ""
        self.nothing_new = ""

    def begin(self):
        """The first phase of the game (its state made)."""
        self.next_phase()

    # -- what every seat may see --------------------------------------------------------

    def hand(self):
        """The cards a game may show of a hand: the seat to move's, during that seat's own
        turn (a person's, at the console); () at any other moment."""
        if self.phase != TURN or self.st.over:
            return ()
        return self.hand_of(self.st.current())

    def held(self):
        """Every seat's hidden cards, per seat."""
        return [self.hand_of(s) for s in range(self.st.players)]

    def may_see(self):
        """The seat whose hidden cards may be on screen now, or -1 for none."""
        return self.st.current() if self.phase == TURN and not self.st.over else -1

    # -- the flow of the game -----------------------------------------------------------

    def next_phase(self):
        """After a move (or at the start): the next seat's phase."""
        st = self.st
        m = self.match
        if st.over:
            return
        seat = st.current()
        self.mover = seat
        if m.computer_moves(seat):
            self.phase = THINK
            self.think_after = self.app.frames  # (the choice waits for the next frame)
            self.refresh()
            return
        self.news = self.log.rows(self.tell, m.names, self.since[seat])
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

    def start_turn(self):
        self.phase = TURN
        self.news = []  # (the hand-off's rows, done with)
        self.begin_turn()
        self.refresh()

    def hush(self):
        """End a toast now: the message of one person's turn (a refused move, a hint)
        must not stay up on the next seat's turn, nor on the hand-off to the next."""
        self.app.toast(None)

    def push(self, seat, move):
        """Play a checked move for seat; True if the game goes on."""
        self.app.say(self.move_line(seat, move))
        evs = self.st.push(move)
        self.events(evs)
        for ev in evs:
            self.log.add(self.record(ev))
        self.since[seat] = self.log.end()
        if self.st.over:
            self.finish()
            self.phase = END
            self.end_at = self.app.now + _SHOW_END_MS
            self.refresh()
            return False
        self.app.autosave(self)
        return True

    def play(self, move):
        """A person's move, checked: the turn's messages go, the next seat's phase
        follows."""
        self.hush()
        if self.push(self.st.current(), move):
            self.next_phase()

    def _think(self):
        seat = self.st.current()
        move = self.choose()
        if not self.push(seat, move):
            return  # the game is over: the final position is on screen
        self.phase = SHOW
        self.mover = seat
        self.next_at = self.app.now + self.app.speed_ms()
        self.show_move(seat, move)
        self.refresh()

    def refresh(self):
        """The strings of what is on screen, after a change (never made while drawing)."""
        ph = self.phase
        if ph == PASS or ph == SUMMARY:
            t = lang.P
            name = self.match.names[self.st.current()]
            self.heading = (t.PASS_TO if ph == PASS else t.TURN_OF) % name
            self.bar = t.A_HAND % name if ph == PASS else t.A_PLAY
            self.nothing_new = t.NOTHING_NEW
            return
        self.refresh_table()

    # -- the loop -----------------------------------------------------------------------

    def tick(self, now):
        ph = self.phase
        if ph == END:
            if buttons.diff(now, self.end_at) >= 0:
                self._result()
                return True
            return False
        if ph == THINK:
            # The choice once "<name> thinks..." is on screen: a person's A that ends a
            # turn sees its frame go out first and the computer's move after (the choice in
            # the same tick held that frame back 50-90 ms on the Pico).
            if self.app.frames == self.think_after:
                return False
            self._think()
            return True
        if ph == SHOW and buttons.diff(now, self.next_at) >= 0:
            self.next_phase()
            return True
        if self.handed_at >= 0 and self.app.frames != self.handed_at:
            self.handed_at = -1
            self.warm()  # (the hand-off on screen: between keys)
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
                self._result()
            else:
                self.app.push(PauseMenu(self.app, self))
            return True
        if ph == PASS or ph == SUMMARY:
            if ev == buttons.PRESS | keys.A:
                self.start_turn()
                return True
            if ui.pressed(ev, keys.UP | keys.DOWN):
                old = self.news_first
                step = -1 if ev & keys.UP else 1
                top = max(0, len(self.news) - NEWS_ROWS)
                self.news_first = max(0, min(top, old + step))
                return self.news_first != old
            return False
        if ph == END or ph == SHOW:
            if ev == buttons.PRESS | keys.A:
                if ph == END:
                    self._result()
                else:
                    self.next_phase()
                return True
            return False
        if ph != TURN:
            return False
        return self.turn_key(ev)

    def _result(self):
        self.app.replace(self.game_over())

    # -- what the pause menu and the app ask ---------------------------------------------

    def set_auto(self, seat, on):
        self.match.auto[seat] = bool(on)
        self.app.autosave(self)

    def shown(self):
        # Back from the pause menu: a seat handed to the computer (or back) may be to move.
        if self.st.over:
            return
        auto = self.match.computer_moves(self.st.current())
        if (self.phase == THINK) != auto and self.phase != SHOW:
            self.next_phase()
        else:
            self.refresh()

    def show_log(self):
        self.app.push(news.NewsPage(self.app, self.log.rows(self.tell, self.match.names)))

    def sleeping(self):
        self.app.autosave(self, True)
        if self.phase == TURN and self.match.persons() >= 2:
            # whoever wakes the device may not be the person whose hand it is
            self.phase = PASS
            self.news = self.log.rows(self.tell, self.match.names, self.since[self.st.current()])
            self.news_first = 0
            self.hush()
            self.refresh()

    # -- drawing ------------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase
        if ph == PASS or ph == SUMMARY:
            # The hand-off and the news are the console's own: a game's picture, which
            # may show a hand, is never drawn under them.
            ui.title(fb, self.heading)
            if self.news:
                news.draw_rows(fb, self.news, self.news_first, NEWS_ROWS, _NEWS_Y)
            else:
                text.draw(fb, self.nothing_new, 0, _NEWS_Y, 1)
            fb.fill_rect(0, _BAR_Y, 128, 8, 1)
            text.put(fb, self.bar, 0, _BAR_Y, 0)
            return
        self.draw_table(fb)

    # -- the game's ---------------------------------------------------------------------

    def hand_of(self, seat):
        """The cards the seat holds hidden (held() and hand() read them)."""
        raise NotImplementedError

    def record(self, ev):
        """A rules event as the news keeps it (bytes), or None for one not worth a row."""
        raise NotImplementedError

    def tell(self, record, names):
        """The words and cards (ints) that say a record (games/news.py)."""
        raise NotImplementedError

    def move_line(self, seat, move):
        """The console's line for a move."""
        raise NotImplementedError

    def choose(self):
        """The move of the computer seat to move."""
        raise NotImplementedError

    def show_move(self, seat, move):
        """The picture of a computer's move just made (public cards only)."""
        raise NotImplementedError

    def begin_turn(self):
        """A person's turn begins (a cursor, marks)."""
        raise NotImplementedError

    def turn_key(self, ev):
        """A key of the person's turn; True when the picture changed.  A move made goes
        through play()."""
        raise NotImplementedError

    def refresh_table(self):
        """The strings of the game's picture, after a change (not for a hand-off)."""
        raise NotImplementedError

    def draw_table(self, fb):
        """The game's picture at a turn, a computer's move and the end."""
        raise NotImplementedError

    def finish(self):
        """The game is over: the match's score, the result line, the records."""
        raise NotImplementedError

    def game_over(self):
        """The screen that takes the table's place after the final position."""
        raise NotImplementedError

    def save(self, check=False):
        """The match on the flash (games/saves.py): None, or the flash's problem."""
        raise NotImplementedError

    # -- what a game may leave as it is ---------------------------------------------------

    def events(self, evs):
        """A toast for some events of a move (none by default)."""

    def warm(self):
        """Work for between keys while a hand-off is up (none by default)."""

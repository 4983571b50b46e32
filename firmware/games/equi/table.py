# Equi at the table.  A person's turn: the table's cards, the person's own hand, every
# seat's tricks and the stock; a cursor over the hand and the table, A marks a card, the
# running sums on screen, Take (or Discard when nothing can be taken) and an optional
# Hint.  With two or more persons a hand-off screen ("Pass to Ann" and what happened
# since Ann last played) comes before each person's turn, and a hand is on screen only
# after its person pressed A there.  Computer seats show that they think, then their
# move with the cards marked, at the speed setting.  The game is equi.State: the device
# plays exactly the engine's game and prints the lines tools/play.py equi reproduces.
from games import saves
from games.equi.events import EventsPage, Log, draw_rows, words
from games.match import winners_text
from micropython import const
from rules import cards, equi, equi_players, equi_search, game, rng
from uikit import buttons, cardart, keys, ui

_PASS = const(0)  # the hand-off: "Pass to <name>", the news, A shows the hand
_SUMMARY = const(1)  # one person only: the news since that person's last move
_TURN = const(2)  # a person's turn, the hand on screen
_THINK = const(3)  # a computer seat is about to choose (shown before it computes)
_SHOW = const(4)  # a move just made, its cards marked for a moment
_END = const(5)  # the final position, before the game-over screen

_TABLE = const(0)  # cursor sections
_HAND = const(1)
_ACTIONS = const(2)
_PER_ROW = const(6)  # cards per row: 6 cells of 16 pixels, the seats' column beside
_ROWS = const(5)  # card rows shared by the table and the hand
_PITCH = const(9)
_SEATS_X = const(96)
_INFO_Y = const(48)
_BAR_Y = const(56)
_NEWS_ROWS = const(4)
_SHOW_END_MS = const(1500)
_AI_SEED_MASK = const(0xFFFF)  # small ints: the players' seeds stay off the long ints
_RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "1", "J", "Q", "K", "A")
_ENDS = ("", "table-cleared", "cap", "no-cards")
_END_WORDS = ("", "the table is cleared", "500 moves: the cap", "no cards left")


def player_seed(ai_seed, seat):
    """As tools/play_equi.py seeds seat `seat` of its first game (--ai-seed ai_seed)."""
    return ai_seed * 1009 * 8 + seat


def result_json(st, kinds):
    """The result line's JSON exactly as tools/play.py equi --json prints it."""
    return (
        '{"scores": [%s], "winners": [%s], "moves": %d, "capped": %s, "end": "%s", '
        '"policies": [%s]}'
        % (
            ", ".join(str(n) for n in st.scores()),
            ", ".join(str(s) for s in st.winners()),
            st.moves,
            "true" if st.end == game.END_CAP else "false",
            _ENDS[st.end],
            ", ".join('"%s"' % k for k in kinds),
        )
    )


def move_line(seat, move):
    if isinstance(move, int):
        return "move equi seat=%d discard %s" % (seat, cards.code(move))
    return "move equi seat=%d take %s with %s" % (
        seat,
        cards.format_list(move[1]),
        cards.format_list(move[0]),
    )


def _order(cs):
    # by value, then by card: equal values side by side, sums easy to see
    return sorted(cs, key=lambda c: equi_search.value(c) * 64 + c)


def cell(fb, c, x, y, ink):
    """A card in a 16x8 cell: rank ("10" squeezed into one column) and suit glyph."""
    cardart.mark(fb, c, x)
    r = c >> 2
    if r == 8:
        fb.text("1", x - 2, y, ink)
        fb.text("0", x + 2, y, ink)
        cardart.suit_small(fb, c, x + 8, y, ink)
    else:
        fb.text(_RANK_TEXT[r], x, y, ink)
        cardart.suit_small(fb, c, x + 7, y, ink)


class EquiTable(ui.Screen):
    keeps_long_b = True  # a long B pauses like a short one: leaving needs a confirmation

    def __init__(self, app, match, resume=None):
        """A new game of the match, or with resume (a saves.Saved) a saved one going on."""
        super().__init__(app)
        self.match = match
        n = len(match.names)
        opts = match.options
        if resume is None:
            self.seed = app.new_seed()
            ai_seed = app.new_seed() & _AI_SEED_MASK
            deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), self.seed)
            self.st = equi.new_game(deck, n, match.dealer, opts["hand_counts"])
            opts["ai_seed"] = ai_seed
            opts.pop("ai", None)
            saves.drop(app.settings.folder, match.game)  # a new game replaces any saved one
            app.say(
                "game equi seed=%d players=%d dealer=%d seats=%s ai_seed=%d hand_counts=%d"
                % (self.seed, n, match.dealer, ",".join(match.kinds), ai_seed,
                   int(bool(opts["hand_counts"])))
            )  # fmt: skip
        else:
            self.seed, self.st = resume.seed, resume.state
            app.say("resume equi seed=%d moves=%d" % (self.seed, self.st.moves))
        self.players = self._players(opts)
        self.log = Log()
        self.since = [0] * n  # per seat: the log's end after that seat's last move
        self.phase = _PASS
        self.marks = []
        self.discarding = False
        self.sec = _HAND
        self.idx = 0
        self.t_view = []  # the cards in the table rows and the hand rows, in order
        self.h_view = []
        self.taken = []  # a move just shown: its cards, marked
        self.tt = 1  # table rows, hand rows, and the first of each in view
        self.th = 4
        self.t_first = 0
        self.h_first = 0
        self.actions = ()
        self.act_x = (0, 64)
        self.seat_rows = [""] * n
        self.stock_text = ""
        self.info = ""
        self.heading = ""
        self.bar = ""
        self.news = []
        self.news_first = 0
        self.next_at = app.now
        self.end_at = None
        self._next()

    def _players(self, opts):
        # Computer seats play their kind; a person's seat on auto-play plays `normal`.
        seed = opts.get("ai_seed", 0)
        states = opts.get("ai")
        out = []
        for seat, kind in enumerate(self.match.kinds):
            p = equi_players.make(kind if kind != "person" else "normal", player_seed(seed, seat))
            if isinstance(states, list) and seat < len(states) and isinstance(states[seat], int):
                p.rng.state = states[seat] or p.rng.state  # a resumed game goes on exactly
            out.append(p)
        return out

    # -- the flow of the game ---------------------------------------------------

    def _next(self):
        """After a move (or at the start): the next seat's phase."""
        st = self.st
        m = self.match
        self.marks = []
        self.taken = []
        if st.over:
            return
        seat = st.turn
        if m.computer_moves(seat):
            self.phase = _THINK
        else:
            self.news = self.log.since(self.since[seat])
            self.news_first = 0
            if m.persons() >= 2:
                self.phase = _PASS
            elif self.news:
                self.phase = _SUMMARY
            else:
                self._start_turn()
                return
        self.refresh()

    def _start_turn(self):
        self.phase = _TURN
        self.marks = []
        self.sec = _HAND
        self.idx = 0
        self.refresh()

    def _events(self, evs):
        names = self.match.names
        for e in evs:
            k = e[0]
            if k == equi.EV_STOCK_EMPTY:
                self.app.toast("The stock is out")
            elif k == equi.EV_TAKE_BACK:
                self.app.toast("%s takes %d trick cards back" % (names[e[1]], e[2]))
            told = words(e, names)
            if told is not None:
                self.log.add(told)

    def _push(self, seat, move):
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
        move = self.players[seat].choose(equi_players.View(st, seat))
        try:
            move = st.check(move)
        except game.IllegalMove:  # never expected; the reference move keeps the game going
            move = st.check(equi_search.max_cards_move(st.hands[seat], st.table, not st.stock))
        if isinstance(move, int):
            shown_table, shown_hand, taken = before + [move], [], [move]
        else:
            shown_table, shown_hand, taken = before, list(move[0]), list(move[1] + move[0])
        if not self._push(seat, move):
            return  # the game is over: the final position is on screen
        # What is shown is public: the cards just played.  (A card back in a hand by E6
        # within this very move stays hidden.)
        hidden = [c for h in st.hands for c in h]
        self.t_view = _order([c for c in shown_table if c not in hidden])
        self.h_view = _order([c for c in shown_hand if c not in hidden])
        self.taken = taken
        self.phase = _SHOW
        self.next_at = self.app.now + self.app.speed_ms()
        self._layout()
        self._strings()
        name = self.match.names[seat]
        self.info = name + (" discards" if isinstance(move, int) else " takes")

    def _finish(self):
        st = self.st
        self.match.won(st.winners())
        self.app.say("result equi " + result_json(st, self.match.kinds))
        saves.drop(self.app.settings.folder, self.match.game)
        self.app.record_game(self.match, st.winners(), st.scores())
        self.app.beep(880, 200)
        self.phase = _END
        self.end_at = self.app.now + _SHOW_END_MS
        self.refresh()

    # -- the loop ------------------------------------------------------------------

    def tick(self, now):
        ph = self.phase
        if ph == _END:
            if buttons.diff(now, self.end_at) >= 0:
                self._show_result()
                return True
            return False
        if ph == _THINK:
            # "<name> thinks..." is on screen since the last frame: now the choice
            self._think()
            return True
        if ph == _SHOW and buttons.diff(now, self.next_at) >= 0:
            self._next()
            return True
        return False

    def due(self, now):
        ph = self.phase
        if ph == _THINK:
            return 0
        if ph == _SHOW:
            return max(0, buttons.diff(self.next_at, now))
        if ph == _END:
            return max(0, buttons.diff(self.end_at, now))
        return 60000

    def key(self, ev):
        ph = self.phase
        if ev == buttons.PRESS | keys.B or ev == buttons.LONG | keys.B:
            if ph == _END:
                self._show_result()
            else:
                from games.equi.menus import EquiPause

                self.app.push(EquiPause(self.app, self))
            return True
        if ph == _PASS or ph == _SUMMARY:
            if ev == buttons.PRESS | keys.A:
                self._start_turn()
                return True
            if ui.pressed(ev, keys.UP | keys.DOWN):
                step = -1 if ev & keys.UP else 1
                old = self.news_first
                top = max(0, len(self.news) - _NEWS_ROWS)
                self.news_first = max(0, min(top, old + step))
                return self.news_first != old
            return False
        if ph == _END or ph == _SHOW:
            if ev == buttons.PRESS | keys.A:
                if ph == _END:
                    self._show_result()
                else:
                    self._next()
                return True
            return False
        if ph != _TURN:
            return False
        if ev == buttons.LONG | keys.A:
            self._confirm()
            return True
        if ev == buttons.PRESS | keys.A:
            if self.sec == _ACTIONS:
                act = self.actions[self.idx]
                if act == "Hint":
                    self._hint()
                else:
                    self._confirm()
            else:
                self._toggle()
            return True
        if ui.pressed(ev, 15):  # an arrow
            self._move(ev)
            return True
        return False

    # -- a person's turn -------------------------------------------------------------

    def _section(self, sec):
        if sec == _TABLE:
            return self.t_view
        if sec == _HAND:
            return self.h_view
        return self.actions

    def _move(self, ev):
        n = len(self._section(self.sec))
        if ev & (keys.LEFT | keys.RIGHT):
            self.idx = (self.idx + (1 if ev & keys.RIGHT else -1)) % n
        else:
            down = bool(ev & keys.DOWN)
            per = _PER_ROW if self.sec != _ACTIONS else n  # the actions are one row
            col = self.idx % per
            row, last = self.idx // per, (n - 1) // per
            if down and row < last:
                self.idx = min(n - 1, self.idx + per)
            elif not down and row > 0:
                self.idx -= per
            else:
                sec = self.sec
                while True:  # the next section that holds something; the ends stop it
                    sec += 1 if down else -1
                    if sec < _TABLE or sec > _ACTIONS:
                        return
                    if self._section(sec):
                        break
                m = len(self._section(sec))
                if sec == _ACTIONS:
                    self.idx = 0
                else:
                    rows = (m - 1) // _PER_ROW
                    self.idx = min(m - 1, (0 if down else rows * _PER_ROW) + col)
                self.sec = sec
        self._layout()
        self._strings()

    def _toggle(self):
        c = self._section(self.sec)[self.idx]
        if c in self.marks:
            self.marks.remove(c)
        elif self.discarding:
            if self.sec == _TABLE:
                self.app.toast("Nothing can be taken: discard a card of the hand")
                return
            self.marks = [c]  # one card to discard
        else:
            self.marks.append(c)
        self._strings()

    def _parts(self):
        hand = self.st.hands[self.st.turn]
        hp = [c for c in self.marks if c in hand]
        tp = [c for c in self.marks if c not in hand]
        return hp, tp

    def _confirm(self):
        st = self.st
        hp, tp = self._parts()
        if self.discarding:
            if len(hp) != 1 or tp:
                self.app.toast("Nothing can be taken: mark one card to discard")
                return
            move = hp[0]
        else:
            reason = self._reason(hp, tp)
            if reason:
                self.app.toast(reason)
                return
            move = (tuple(sorted(hp)), tuple(sorted(tp)))
        try:
            move = st.check(move)
        except game.IllegalMove as e:
            self.app.toast(str(e), 3000)
            return
        if self._push(st.turn, move):
            self._next()

    def _reason(self, hp, tp):
        """Why the marked cards are not a capture, in words; None when they are."""
        if not hp:
            return "Mark cards of the hand too"
        if not tp:
            return "Mark table cards to take"
        hs, ts = equi_search.total(hp), equi_search.total(tp)
        if hs != ts:
            return "sums differ: %d and %d" % (hs, ts)
        try:
            self.st.check((hp, tp))
        except game.IllegalMove as e:
            hc, tc = equi_search.counts(hp), equi_search.counts(tp)
            for i in range(9):
                if hc[i] and tc[i]:
                    v = equi_search.VALUE_NAMES[i]
                    return "%s cannot take %s" % (v, v)
            return str(e)
        return None

    def _hint(self):
        st = self.st
        move = equi_search.max_cards_move(st.hands[st.turn], st.table, not st.stock)
        if self.discarding:  # the reference policy's discard: a card of the lowest value
            self.marks = [move]
            self.app.toast("No capture: discard one card (marked)")
        else:
            self.marks = list(move[0]) + list(move[1])
            self.app.toast("Hint: %d cards, marked" % len(self.marks))
        self._strings()

    # -- strings and layout, made after a change, never while drawing ---------------

    def refresh(self):
        st = self.st
        ph = self.phase
        m = self.match
        seat = st.turn
        if ph == _TURN:
            self.discarding = not st.can_capture()
            self.t_view = _order(st.table)
            self.h_view = _order(st.hands[seat])
            acts = ["Discard" if self.discarding else "Take"]
            if self.app.settings.get("hints"):
                acts.append("Hint")
            self.actions = tuple(acts)
            if self.sec == _ACTIONS:
                self.idx = min(self.idx, len(self.actions) - 1)
            elif not self._section(self.sec):
                self.sec, self.idx = _HAND, 0
            else:
                self.idx = min(self.idx, len(self._section(self.sec)) - 1)
        elif ph != _SHOW:
            self.t_view = _order(st.table)
            self.h_view = []
        if ph == _PASS:
            self.heading = "Pass to " + m.names[seat]
            self.bar = "A: %s's hand" % m.names[seat]
        elif ph == _SUMMARY:
            self.heading = m.names[seat] + "'s turn"
            self.bar = "A: play"
        self._layout()
        self._strings()

    def _layout(self):
        nt = len(self.t_view)
        nh = len(self.h_view)
        need_t = max(1, (nt + _PER_ROW - 1) // _PER_ROW)
        need_h = max(1, (nh + _PER_ROW - 1) // _PER_ROW)
        self.tt = max(1, min(need_t, _ROWS - min(need_h, 2)))
        self.th = _ROWS - self.tt
        if self.phase == _TURN:
            row = self.idx // _PER_ROW
            if self.sec == _TABLE:
                self.t_first = max(0, min(row, max(self.t_first, row - self.tt + 1)))
            elif self.sec == _HAND:
                self.h_first = max(0, min(row, max(self.h_first, row - self.th + 1)))
        self.t_first = min(self.t_first, max(0, need_t - self.tt))
        self.h_first = min(self.h_first, max(0, need_h - self.th))

    def _strings(self):
        st = self.st
        m = self.match
        for s in range(st.players):
            name = m.names[s][:2]
            self.seat_rows[s] = "%-2s%2d" % (name, len(st.tricks[s]))
        self.stock_text = "%d" % len(st.stock)
        ph = self.phase
        seat = st.turn
        if ph == _TURN:
            hp, tp = self._parts()
            if self.discarding:
                self.info = "nothing to take"
            elif not self.marks:
                self.info = "A marks a card"
            else:
                hs, ts = equi_search.total(hp), equi_search.total(tp)
                self.info = "hand %d%stable %d" % (hs, "=" if hs == ts else " ", ts)
        elif ph == _THINK:
            self.info = m.names[seat] + " thinks..."
        elif ph == _END:
            self.info = winners_text(m.names, st.winners(), "")

    # -- drawing ---------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase
        if ph == _PASS or ph == _SUMMARY:
            ui.title(fb, self.heading)
            if self.news:
                draw_rows(fb, self.news, self.news_first, _NEWS_ROWS, 15)
            else:
                fb.text("nothing new", 0, 15, 1)
            fb.fill_rect(0, _BAR_Y, 128, 8, 1)
            fb.text(self.bar, 0, _BAR_Y, 0)
            return
        turn = ph == _TURN
        tt = self.tt
        self._cards(fb, self.t_view, self.t_first, tt, 0, turn and self.sec == _TABLE)
        fb.hline(0, _PITCH * tt + 1, _SEATS_X - 2, 1)
        self._cards(fb, self.h_view, self.h_first, self.th, _PITCH * tt + 3,
                    turn and self.sec == _HAND)  # fmt: skip
        cur = self.st.turn
        rows = self.seat_rows
        for s in range(len(rows)):
            y = 8 * s
            ink = 1
            if s == cur and not self.st.over:
                fb.fill_rect(_SEATS_X, y, 32, 8, 1)
                ink = 0
            fb.text(rows[s], _SEATS_X, y, ink)
        fb.text(self.info, 0, _INFO_Y, 1)
        if turn:
            acts = self.actions
            for i in range(len(acts)):
                x = self.act_x[i]
                w = 8 * len(acts[i]) + 4
                if self.sec == _ACTIONS and i == self.idx:
                    fb.fill_rect(x, _BAR_Y, w, 8, 1)
                    fb.text(acts[i], x + 2, _BAR_Y, 0)
                else:
                    fb.rect(x, _BAR_Y - 1, w, 9, 1)
                    fb.text(acts[i], x + 2, _BAR_Y, 1)
        cardart.back(fb, 104, _BAR_Y, 7, 8)  # the stock
        fb.text(self.stock_text, 112, _BAR_Y, 1)

    def _cards(self, fb, view, first, rows, y0, cursor):
        marks = self.marks if self.phase == _TURN else self.taken
        n = len(view)
        start = first * _PER_ROW
        end = min(n, start + rows * _PER_ROW)
        for i in range(start, end):
            c = view[i]
            k = i - start
            x = 16 * (k % _PER_ROW)
            y = y0 + _PITCH * (k // _PER_ROW)
            ink = 1
            if c in marks:
                fb.fill_rect(x, y, 16, 8, 1)
                ink = 0
            cell(fb, c, x + 1, y, ink)
            if cursor and i == self.idx:
                fb.hline(x, y + 8, 16, 1)
        if first and n:
            fb.text("^", _SEATS_X - 8, y0, 1)  # more rows above
        if end < n:
            fb.text("v", _SEATS_X - 8, y0 + _PITCH * (rows - 1), 1)

    # -- the match -----------------------------------------------------------------

    def _show_result(self):
        from games.equi.menus import EquiGameOver

        self.app.replace(EquiGameOver(self.app, self.match, self.st, self._again))

    def _again(self):
        """The match's next game, dealt by the next seat (E1)."""
        m = self.match
        m.dealer = (m.dealer + 1) % len(m.names)
        self.app.replace(EquiTable(self.app, m))

    def set_auto(self, seat, on):
        self.match.auto[seat] = bool(on)
        self.app.autosave(self)

    def shown(self):
        # Back from the pause menu: a seat handed to the computer (or back) may be to move.
        st = self.st
        if st.over:
            return
        auto = self.match.computer_moves(st.turn)
        if (self.phase == _THINK) != auto and self.phase != _SHOW:
            self._next()
        else:
            self.refresh()

    def show_log(self):
        self.app.push(EventsPage(self.app, self.log.rows))

    def save(self, check=False):
        """Keep the match on the flash, to resume after a sleep or a switch-off; None, or
        the flash's problem.  Only through app.autosave(), or with check after a crash.
        The computer players' random states go along, so a resumed game goes on exactly
        as it would have."""
        if self.st.over:
            return None
        self.match.options["ai"] = [p.rng.state for p in self.players]
        return saves.save(self.app.settings.folder, self.match, self.seed, self.st, check)

    def sleeping(self):
        self.app.autosave(self, True)
        if self.phase == _TURN and self.match.persons() >= 2:
            # whoever wakes the device may not be the person whose hand it is
            self.phase = _PASS
            self.refresh()

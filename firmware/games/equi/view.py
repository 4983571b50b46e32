# What the Equi table shows, made after every change and drawn from that: the table's
# cards and a hand (the person's own on a turn, the cards just played on a computer's
# move) in rows of six cells, every seat's tricks, the stock, the line of news or sums,
# the actions; and the hand-off screen ("Pass to Ann" and what happened since).  The
# strings and rows are made in refresh(), _layout() and _strings(), never in draw().
from games.equi.events import draw_rows
from games.match import Match, winners_text
from micropython import const
from rules import equi, equi_search
from uikit import cardart, ui

# the table's phases
PASS = const(0)  # the hand-off: "Pass to <name>", the news, A shows the hand
SUMMARY = const(1)  # one person only: the news since that person's last move
TURN = const(2)  # a person's turn, the hand on screen
THINK = const(3)  # a computer seat is about to choose (shown before it computes)
SHOW = const(4)  # a move just made, its cards marked for a moment
END = const(5)  # the final position, before the game-over screen

# cursor sections
TABLE = const(0)
HAND = const(1)
ACTIONS = const(2)

PER_ROW = const(6)  # cards per row: 6 cells of 16 pixels, the seats' column beside
_ROWS = const(5)  # card rows shared by the table and the hand
_PITCH = const(9)
_SEATS_X = const(96)
_INFO_Y = const(48)
_BAR_Y = const(56)
NEWS_ROWS = const(4)
_RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "1", "J", "Q", "K", "A")


def order(cs):
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


class View(ui.Screen):
    """The table's picture; EquiTable (table.py) plays the game behind it."""

    st: equi.State  # (both set by EquiTable)
    match: Match

    def init_view(self, n):
        self.phase = PASS
        self.marks = []
        self.discarding = False
        self.sec = HAND
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

    def section(self, sec):
        if sec == TABLE:
            return self.t_view
        if sec == HAND:
            return self.h_view
        return self.actions

    def refresh(self):
        st = self.st
        ph = self.phase
        m = self.match
        seat = st.turn
        if ph == TURN:
            self.discarding = not st.can_capture()
            self.t_view = order(st.table)
            self.h_view = order(st.hands[seat])
            acts = ["Discard" if self.discarding else "Take"]
            if self.app.settings.get("hints"):
                acts.append("Hint")
            self.actions = tuple(acts)
            if self.sec == ACTIONS:
                self.idx = min(self.idx, len(self.actions) - 1)
            elif not self.section(self.sec):
                self.sec, self.idx = HAND, 0
            else:
                self.idx = min(self.idx, len(self.section(self.sec)) - 1)
        elif ph != SHOW:
            self.t_view = order(st.table)
            self.h_view = []
        if ph == PASS:
            self.heading = "Pass to " + m.names[seat]
            self.bar = "A: %s's hand" % m.names[seat]
        elif ph == SUMMARY:
            self.heading = m.names[seat] + "'s turn"
            self.bar = "A: play"
        self.layout()
        self.strings()

    def layout(self):
        nt = len(self.t_view)
        nh = len(self.h_view)
        need_t = max(1, (nt + PER_ROW - 1) // PER_ROW)
        need_h = max(1, (nh + PER_ROW - 1) // PER_ROW)
        self.tt = max(1, min(need_t, _ROWS - min(need_h, 2)))
        self.th = _ROWS - self.tt
        if self.phase == TURN:
            row = self.idx // PER_ROW
            if self.sec == TABLE:
                self.t_first = max(0, min(row, max(self.t_first, row - self.tt + 1)))
            elif self.sec == HAND:
                self.h_first = max(0, min(row, max(self.h_first, row - self.th + 1)))
        self.t_first = min(self.t_first, max(0, need_t - self.tt))
        self.h_first = min(self.h_first, max(0, need_h - self.th))

    def parts(self):
        """The marked cards: those of the hand, those of the table."""
        hand = self.st.hands[self.st.turn]
        hp = [c for c in self.marks if c in hand]
        tp = [c for c in self.marks if c not in hand]
        return hp, tp

    def strings(self):
        st = self.st
        m = self.match
        for s in range(st.players):
            name = m.names[s][:2]
            self.seat_rows[s] = "%-2s%2d" % (name, len(st.tricks[s]))
        self.stock_text = "%d" % len(st.stock)
        ph = self.phase
        seat = st.turn
        if ph == TURN:
            hp, tp = self.parts()
            if self.discarding:
                self.info = "nothing to take"
            elif not self.marks:
                self.info = "A marks a card"
            else:
                hs, ts = equi_search.total(hp), equi_search.total(tp)
                self.info = "hand %d%stable %d" % (hs, "=" if hs == ts else " ", ts)
        elif ph == THINK:
            self.info = m.names[seat] + " thinks..."
        elif ph == END:
            self.info = winners_text(m.names, st.winners(), "")

    # -- drawing ---------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase
        if ph == PASS or ph == SUMMARY:
            ui.title(fb, self.heading)
            if self.news:
                draw_rows(fb, self.news, self.news_first, NEWS_ROWS, 15)
            else:
                fb.text("nothing new", 0, 15, 1)
            fb.fill_rect(0, _BAR_Y, 128, 8, 1)
            fb.text(self.bar, 0, _BAR_Y, 0)
            return
        turn = ph == TURN
        tt = self.tt
        self._cards(fb, self.t_view, self.t_first, tt, 0, turn and self.sec == TABLE)
        fb.hline(0, _PITCH * tt + 1, _SEATS_X - 2, 1)
        self._cards(fb, self.h_view, self.h_first, self.th, _PITCH * tt + 3,
                    turn and self.sec == HAND)  # fmt: skip
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
                if self.sec == ACTIONS and i == self.idx:
                    fb.fill_rect(x, _BAR_Y, w, 8, 1)
                    fb.text(acts[i], x + 2, _BAR_Y, 0)
                else:
                    fb.rect(x, _BAR_Y - 1, w, 9, 1)
                    fb.text(acts[i], x + 2, _BAR_Y, 1)
        cardart.back(fb, 104, _BAR_Y, 7, 8)  # the stock
        fb.text(self.stock_text, 112, _BAR_Y, 1)

    def _cards(self, fb, view, first, rows, y0, cursor):
        marks = self.marks if self.phase == TURN else self.taken
        n = len(view)
        start = first * PER_ROW
        end = min(n, start + rows * PER_ROW)
        for i in range(start, end):
            c = view[i]
            k = i - start
            x = 16 * (k % PER_ROW)
            y = y0 + _PITCH * (k // PER_ROW)
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

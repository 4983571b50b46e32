# What the Equi table shows, made after every change and drawn from that: the table's
# cards and a hand (the person's own on a turn, through the pass-and-play table's hand();
# the cards just played on a computer's move) in rows of six cells, every seat's tricks,
# the stock, the line of sums or of what happened, the actions.  The hand-off and the news
# are the pass-and-play table's (games/passplay.py).  The strings, their x and the rows
# are made in refresh_table(), layout() and strings() from the catalogue (lang.P.EQ_...),
# never in draw_table(); the cards are cells.py's, one blit each.
import framebuf
import games.equi.cells as cells
from games.match import winners_text
from games.passplay import END, SHOW, THINK, TURN, PassPlayTable
from micropython import const
from rules import equi, equi_values
from uikit import cardart, lang, text

# cursor sections
TABLE = const(0)
HAND = const(1)
ACTIONS = const(2)

PER_ROW = const(6)  # cards per row: 6 cells of 16 pixels, the seats' column beside
_ROWS = const(5)  # card rows shared by the table and the hand
_PITCH = const(9)
_SEATS_X = const(100)  # the seats' column: a lit bar from 99 for the seat to move
_SEATS_W = const(27)
_MORE_X = const(96)  # the rows' scroll marks, small triangles left of the seats
_INFO_Y = const(48)
_BAR_Y = const(56)
_LOW = const(16)  # the lowest card of Equi's deck (equi.LOW_CARD)
# The cards' rows are rendered whenever they change (after a move, a key, a phase), each
# row of cells into a page of its own here, and draw() blits each row (as wide as its
# cards) and writes the cards' text-log marks: the 28 cells of a full table are drawn
# once per change, not per frame, and a frame's blits cover only the cells.  One strip
# for every table: 5 rows of 96 columns, 480 bytes.
_STRIP = bytearray(16 * PER_ROW * _ROWS)
_strip = framebuf.FrameBuffer(_STRIP, 16 * PER_ROW, 8 * _ROWS, framebuf.MONO_VLSB)
_pages = tuple([memoryview(_STRIP)[96 * i : 96 * (i + 1)] for i in range(_ROWS)])
_row = [_pages[0], 96, 8, framebuf.MONO_VLSB, 96]  # a row as a blit source
# Which table's rows the strip holds: a number each table draws when made, not the table
# (a table kept here would keep its app, match and log alive after the game, through
# the next game of Ratscrew, or after a new App on a power cut in the soak).
_owner = [0, 0]  # [the owner's number, the last number given]


def order(cs):
    # by value, then by card: equal values side by side, sums easy to see
    return sorted(cs, key=lambda c: equi_values.value(c) * 64 + c)


def short(name, room):
    """The longest start of name that fits room pixels."""
    while name and text.width(name) > room:
        name = name[:-1]
    return name


class View(PassPlayTable):
    """The table's picture; EquiTable (table.py) plays the game behind it."""

    st: equi.State  # (set by EquiTable)

    def init_view(self, n):
        _owner[1] += 1
        self.serial = _owner[1]  # (see _owner)
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
        self.act_x = [0, 0]  # each action's box: x and width
        self.act_w = [0, 0]
        self.seat_rows = [""] * n
        self.tricks = [-1] * n  # the trick counts seat_rows show
        self.stock = -1
        self.stock_text = ""
        self.stock_x = 0
        self.info = ""
        self.row_y = [0] * _ROWS  # the rendered rows: y on screen, width of the cells
        self.row_w = [0] * _ROWS
        self.rows = 0
        self.cursor = -1  # the cursor's cell: x << 8 | y, or -1
        self.rendered = None  # what the strip's rows were rendered from
        self.more = [-1, -1, -1, -1]  # the scroll marks' y: table up, down, hand up, down

    def section(self, sec):
        if sec == TABLE:
            return self.t_view
        if sec == HAND:
            return self.h_view
        return self.actions

    def refresh_table(self):
        # (not at a hand-off, which shows no card: the cards' cells are made between keys
        # while it is up, EquiTable.warm())
        st = self.st
        ph = self.phase
        t = lang.P
        cells.ready()
        if ph == TURN:
            self.discarding = not st.can_capture()
            self.t_view = order(st.table)
            self.h_view = order(self.hand())
            acts = [t.EQ_DISCARD if self.discarding else t.EQ_TAKE]
            if self.app.settings.get("hints"):
                acts.append(t.EQ_HINT)
            self.actions = tuple(acts)
            x = 0
            for i in range(len(acts)):
                self.act_x[i] = x
                self.act_w[i] = text.width(acts[i]) + 4
                x += self.act_w[i] + 4
            if self.sec == ACTIONS:
                self.idx = min(self.idx, len(self.actions) - 1)
            elif not self.section(self.sec):
                self.sec, self.idx = HAND, 0
            else:
                self.idx = min(self.idx, len(self.section(self.sec)) - 1)
        elif ph != SHOW:
            self.t_view = order(st.table)
            self.h_view = []
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
        hand = self.hand()
        hp = [c for c in self.marks if c in hand]
        tp = [c for c in self.marks if c not in hand]
        return hp, tp

    def strings(self):
        st = self.st
        m = self.match
        t = lang.P
        tricks = self.tricks
        for s in range(st.players):
            n = len(st.tricks[s])
            if tricks[s] != n:  # a seat's row: as much of the name as fits, its tricks
                tricks[s] = n
                count = " %d" % n
                name = short(m.names[s], _SEATS_W - text.width(count))
                self.seat_rows[s] = name + count
        if self.stock != len(st.stock):
            self.stock = len(st.stock)
            self.stock_text = "%d" % self.stock
            self.stock_x = 128 - text.width(self.stock_text)
        ph = self.phase
        seat = st.turn
        if ph == TURN:
            if self.discarding:
                self.info = t.EQ_NOTHING_TO_TAKE
            elif not self.marks:
                self.info = t.EQ_A_MARKS
            else:
                hp, tp = self.parts()
                hs, ts = equi_values.total(hp), equi_values.total(tp)
                self.info = (t.EQ_SUMS_EQUAL if hs == ts else t.EQ_SUMS) % (hs, ts)
        elif ph == THINK:
            self.info = t.EQ_THINKS % m.names[seat]
        elif ph == END:
            self.info = winners_text(m.names, st.winners(), "")
        self.render()

    def render(self):
        """The rows of cells as they are now (see _strip), rendered again only when the
        cards, their scrolling or the marks changed (a cursor move changes none)."""
        turn = self.phase == TURN
        marks = self.marks if turn else self.taken
        tt = self.tt
        key = (self.t_view, self.h_view, self.t_first, self.h_first, tt, tuple(marks))
        if key != self.rendered or _owner[0] != self.serial:
            self.rendered = key
            _owner[0] = self.serial
            _strip.fill(0)
            self.rows = 0
            self._cells(self.t_view, self.t_first, tt, 0, marks, 0)
            self._cells(self.h_view, self.h_first, self.th, _PITCH * tt + 3, marks, 2)
        self.cursor = -1
        if turn and self.sec != ACTIONS:
            first = self.t_first if self.sec == TABLE else self.h_first
            rows = tt if self.sec == TABLE else self.th
            k = self.idx - first * PER_ROW
            if 0 <= k < rows * PER_ROW:
                y = (0 if self.sec == TABLE else _PITCH * tt + 3) + _PITCH * (k // PER_ROW)
                self.cursor = 16 * (k % PER_ROW) << 8 | y + 8

    def _cells(self, view, first, rows, y0, marks, more):
        n = len(view)
        start = first * PER_ROW
        end = min(n, start + rows * PER_ROW)
        for i in range(start, end):
            c = view[i]
            k = i - start
            col = k % PER_ROW
            r = self.rows + k // PER_ROW
            cells.blit(_strip, c, 16 * col, 8 * r, c in marks)
            self.row_y[r] = y0 + _PITCH * (k // PER_ROW)
            self.row_w[r] = 16 * (col + 1)
        if end > start:
            self.rows += (end - start + PER_ROW - 1) // PER_ROW
        self.more[more] = y0 + 1 if first and n else -1
        self.more[more + 1] = y0 + _PITCH * rows - 4 if end < n else -1

    # -- drawing ---------------------------------------------------------------------

    def draw_table(self, fb):
        turn = self.phase == TURN
        tt = self.tt
        src = _row
        for k in range(self.rows):
            src[0] = _pages[k]
            src[1] = self.row_w[k]
            fb.blit(src, 0, self.row_y[k], 0)  # (key 0: only the lit pixels are set)
        fb.hline(0, _PITCH * tt + 1, 16 * PER_ROW, 1)
        c = self.cursor
        if c >= 0:
            fb.hline(c >> 8, c & 255, 16, 1)
        more = self.more
        for i in range(4):
            y = more[i]
            if y >= 0:  # small triangles: more rows above (up) or below
                fb.hline(_MORE_X, y + (1 - (i & 1)), 3, 1)
                fb.pixel(_MORE_X + 1, y + (i & 1), 1)
        self._marks(fb, self.t_view, self.t_first, tt)
        self._marks(fb, self.h_view, self.h_first, self.th)
        cur = self.mover  # (the seat to move, or the one whose move is shown)
        rows = self.seat_rows
        for s in range(len(rows)):
            y = 8 * s
            if s == cur and not self.st.over:
                fb.fill_rect(_SEATS_X - 1, y, 128 - _SEATS_X + 1, 8, 1)
                text.put(fb, rows[s], _SEATS_X, y, 0)  # (dark on the lit bar)
            else:
                text.draw(fb, rows[s], _SEATS_X, y, 1)
        text.draw(fb, self.info, 0, _INFO_Y, 1)
        if turn:
            acts = self.actions
            for i in range(len(acts)):
                x = self.act_x[i]
                w = self.act_w[i]
                if self.sec == ACTIONS and i == self.idx:
                    fb.fill_rect(x, _BAR_Y, w, 8, 1)
                    text.put(fb, acts[i], x + 2, _BAR_Y, 0)
                else:
                    fb.rect(x, _BAR_Y - 1, w, 9, 1)
                    text.draw(fb, acts[i], x + 2, _BAR_Y, 1)
        x = self.stock_x
        cardart.back(fb, x - 9, _BAR_Y, 7, 8)  # the stock
        text.draw(fb, self.stock_text, x, _BAR_Y, 1)

    def _marks(self, fb, view, first, rows):
        # the text-log mark of every card in the area (cardart.mark(), inline)
        codes = cells.CODES
        low = _LOW
        start = first * PER_ROW
        end = min(len(view), start + rows * PER_ROW)
        x = 0
        for i in range(start, end):
            c = view[i]
            fb.text(codes[c - low], x + 1, -9 - c, 1)
            x += 16
            if x == 16 * PER_ROW:
                x = 0

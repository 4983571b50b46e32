# A person's turn at the Equi table: the cursor over the table's cards, the hand and the
# actions; A marks or unmarks a card (or picks an action), a long A confirms; the marked
# cards are taken when the rules allow it, else the reason is shown in words and nothing
# changes; when nothing at all can be taken one card of the hand is discarded; Hint
# marks one good capture (the reference player's), or the card it would discard.
from games.equi.view import ACTIONS, HAND, PER_ROW, TABLE, View
from rules import equi_search, equi_values, game
from uikit import buttons, keys, lang, ui

# the rank index (cards.py) of a card of each of equi_values' nine values
_VALUE_RANK = (12, 9, 10, 11, 4, 5, 6, 7, 8)


class Turn(View):
    def begin_turn(self):
        self.marks = []
        self.sec = HAND
        self.idx = 0

    def turn_key(self, ev):
        if ev == buttons.LONG | keys.A:
            self._confirm()
            return True
        if ev == buttons.PRESS | keys.A:
            if self.sec == ACTIONS:
                if self.idx == 1:  # the actions: Take (or Discard), then Hint
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

    def _move(self, ev):
        n = len(self.section(self.sec))
        if ev & (keys.LEFT | keys.RIGHT):
            self.idx = (self.idx + (1 if ev & keys.RIGHT else -1)) % n
        else:
            down = bool(ev & keys.DOWN)
            per = PER_ROW if self.sec != ACTIONS else n  # the actions are one row
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
                    if sec < TABLE or sec > ACTIONS:
                        return
                    if self.section(sec):
                        break
                m = len(self.section(sec))
                if sec == ACTIONS:
                    self.idx = 0
                else:
                    rows = (m - 1) // PER_ROW
                    self.idx = min(m - 1, (0 if down else rows * PER_ROW) + col)
                self.sec = sec
        self.layout()
        self.strings()

    def _toggle(self):
        c = self.section(self.sec)[self.idx]
        if c in self.marks:
            self.marks.remove(c)
        elif self.discarding:
            if self.sec == TABLE:
                self.app.toast(lang.P.EQ_DISCARD_HAND)
                return
            self.marks = [c]  # one card to discard
        else:
            self.marks.append(c)
        self.strings()

    def _confirm(self):
        st = self.st
        hp, tp = self.parts()
        if self.discarding:
            if len(hp) != 1 or tp:
                self.app.toast(lang.P.EQ_MARK_ONE)
                return
            move = hp[0]
        else:
            move = (tuple(sorted(hp)), tuple(sorted(tp)))
        try:
            move = st.check(move)
        except game.IllegalMove:
            # why, in words (a capture's: the rules checked it once, a refusal twice)
            reason = None if self.discarding else self.reason(hp, tp)
            if reason:
                self.app.toast(reason)
            else:  # (not expected: a discard's one card is the hand's)
                self.app.toast(lang.P.EQ_NOT_ALLOWED, 3000)
            return
        self.play(move)

    def reason(self, hp, tp):
        """Why the marked cards are not a capture, in words; None when they are."""
        t = lang.P
        if not hp:
            return t.EQ_MARK_HAND
        if not tp:
            return t.EQ_MARK_TABLE
        hs, ts = equi_values.total(hp), equi_values.total(tp)
        if hs != ts:
            return t.EQ_SUMS_DIFFER % (hs, ts)
        try:
            self.st.check((hp, tp))
        except game.IllegalMove:
            hc, tc = equi_values.counts(hp), equi_values.counts(tp)
            for i in range(9):
                if hc[i] and tc[i]:  # equal cards never take equal cards
                    v = t.RANKS[_VALUE_RANK[i]]
                    return t.EQ_EQUAL % (v, v)
            return t.EQ_NOT_ALLOWED
        return None

    def _hint(self):
        st = self.st
        move = equi_search.max_cards_move(self.hand(), st.table, not st.stock)
        if self.discarding:  # the reference policy's discard: a card of the lowest value
            self.marks = [move]
            self.app.toast(lang.P.EQ_HINT_DISCARD)
        else:
            self.marks = list(move[0]) + list(move[1])
            self.app.toast(lang.P.EQ_HINT_CARDS % len(self.marks))
        self.strings()

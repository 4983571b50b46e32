# High card at the table, on the console's pass-and-play table (games/passplay.py: the
# hand-offs, the news, the computer seats' pacing, the end).  What is High card's: the
# picture (the round's cards, every seat's rounds, a person's own hand with a cursor),
# the person's turn (LEFT/RIGHT pick a card, A lays it), the computer's card, the news's
# words, and the game's console lines (game, move, result).
from games import saves
from games.high.menus import HighGameOver
from games.match import winners_text
from games.news import fill
from games.passplay import END, SHOW, THINK, TURN, PassPlayTable
from micropython import const
from rules import cards, high
from rules.rng import shuffled_deck
from uikit import buttons, cardart, keys, lang, text, ui

_SEATS_X = const(80)  # the seats' column: a lit bar for the seat to move
_HAND_Y = const(36)
_STATUS_Y = const(56)
_CARD_W = const(20)  # a card's place in a row: cardart.mini's rank, suit and a gap


def deal(seed, players, dealer):
    """The game a seed deals (the runner's and the table's)."""
    return high.new_game(shuffled_deck(cards.full_deck(), seed), players, dealer)


def result_json(st):
    """The result line's JSON: the winners and every seat's rounds."""
    return '{"winners": [%s], "won": [%s]}' % (
        ", ".join(str(s) for s in st.winners()),
        ", ".join(str(n) for n in st.won),
    )


class HighTable(PassPlayTable):
    st: high.State  # (the pass-and-play table's st: this game's rules state)

    def __init__(self, app, match, resume=None):
        """A new game of the match, or with resume (a saves.Saved) a saved one going on."""
        super().__init__(app, match)
        n = len(match.names)
        if resume is None:
            self.seed = app.new_seed()
            self.st = deal(self.seed, n, match.dealer)
            app.autosave(self)  # (its first save replaces any saved game)
            app.say("game high seed=%d players=%d dealer=%d" % (self.seed, n, match.dealer))
        else:
            self.seed, self.st = resume.seed, resume.state
            app.say("resume high seed=%d moves=%d" % (self.seed, self.st.moves))
        self.rows = [""] * n  # each seat's name and rounds
        self.round = []  # the round's cards on screen
        self.own = []  # the hand on screen: the pass-and-play table's hand(), in order
        self.before = []  # the round's cards before a computer's card
        self.idx = 0  # the cursor in the hand
        self.info = ""
        self.begin()

    # -- what the pass-and-play table asks of the game ------------------------------------

    def hand_of(self, seat):
        return self.st.hands[seat]

    def record(self, ev):
        if ev[0] == high.EV_CARD:
            return bytes(ev)
        return bytes((ev[0], ev[1] + 1))  # (the round's taker, 0 for none)

    def tell(self, record, names):
        t = lang.P
        if record[0] == high.EV_CARD:
            return fill(t.HI_LOG, (names[record[1]], (record[2],)))
        if record[1]:
            return (t.HI_ROUND % names[record[1] - 1]).split()
        return t.HI_TIE.split()

    def move_line(self, seat, move):
        return "move high seat=%d card %s" % (seat, cards.code(move))

    def choose(self):
        self.before = list(self.st.shown)
        return high.computer_move(self.st)

    def show_move(self, seat, move):
        self.round = self.before + [move]  # (the round just ended shows whole)
        self.info = lang.P.HI_LAYS % self.match.names[seat]

    def begin_turn(self):
        self.idx = 0

    def turn_key(self, ev):
        n = len(self.own)
        if ui.pressed(ev, keys.LEFT | keys.RIGHT) and n:
            self.idx = (self.idx + (1 if ev & keys.RIGHT else -1)) % n
            return True
        if ev == buttons.PRESS | keys.A and n:
            self.play(self.st.check(self.own[self.idx]))
            return True
        return False

    def refresh_table(self):
        st = self.st
        m = self.match
        t = lang.P
        for s in range(st.players):
            self.rows[s] = "%s %d" % (m.names[s], st.won[s])
        ph = self.phase
        if ph != SHOW:
            self.round = list(st.shown)
        self.own = sorted(self.hand(), key=cards.rank)
        self.idx = min(self.idx, max(0, len(self.own) - 1))
        if ph == TURN:
            self.info = t.HI_TURN % m.names[st.turn]
        elif ph == THINK:
            self.info = t.HI_THINKS % m.names[st.turn]
        elif ph == END:
            self.info = winners_text(m.names, st.winners(), "")

    def draw_table(self, fb):
        cs = self.round
        for i in range(len(cs)):  # (no enumerate: nothing allocated while drawing)
            cardart.mini(fb, cs[i], _CARD_W * (i % 3), 10 * (i // 3))
        rows = self.rows
        for s in range(len(rows)):
            y = 8 * s
            if s == self.mover and not self.st.over:
                fb.fill_rect(_SEATS_X, y, 128 - _SEATS_X, 8, 1)
                text.put(fb, rows[s], _SEATS_X + 1, y, 0)
            else:
                text.draw(fb, rows[s], _SEATS_X + 1, y, 1)
        own = self.own
        for i in range(len(own)):
            cardart.mini(fb, own[i], _CARD_W * i, _HAND_Y)
        if own:
            fb.hline(_CARD_W * self.idx, _HAND_Y + 9, _CARD_W - 4, 1)
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        text.put(fb, self.info, 0, _STATUS_Y, 0)

    def finish(self):
        st = self.st
        app = self.app
        winners = st.winners()
        self.match.won(winners)
        app.say("result high " + result_json(st))
        app.drop_save(self.match.game)
        self.match.record(app, winners)
        app.beep(880, 200)

    def game_over(self):
        return HighGameOver(self.app, self.match, self.st, next_game)

    def save(self, check=False):
        if self.st.over:
            return None
        return saves.save(self.app.settings.folder, self.match, self.seed, self.st, check)


def next_game(app, m):
    """The match's next game, dealt by the next seat."""
    m.dealer = (m.dealer + 1) % len(m.names)
    app.replace(HighTable(app, m))

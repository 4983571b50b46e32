# Equi at the table, on the console's pass-and-play table (games/passplay.py: the
# hand-offs, the news, the computer seats' pacing, the end).  What is Equi's: a person's
# turn (turn.py: the cursor over the hand and the table, marks, the running sums, Take or
# Discard, the hint), the picture (view.py), the computer seats' choices and the moves'
# console lines (seats.py), the news's words (events.py), and a game's start and end
# (ends.py).  The game is equi.State: the device plays exactly the engine's game and
# prints the lines tools/play/play.py equi reproduces.
from games import saves
from games.equi import cells, events
from games.equi.ends import AI_SEED_MASK, ai_states, finish, game_line
from games.equi.menus import EquiGameOver
from games.equi.seats import choose, move_line
from games.equi.turn import Turn
from games.equi.view import order
from rules import equi
from rules.cards import RANK_6, full_deck
from rules.rng import shuffled_deck
from uikit import lang


class EquiTable(Turn):
    def __init__(self, app, match, resume=None):
        """A new game of the match, or with resume (a saves.Saved) a saved one going on."""
        super().__init__(app, match)
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
        self.before = []  # the table's cards before a computer seat's move
        self.init_view(n)
        self.begin()

    # -- what the pass-and-play table asks of the game ------------------------------------

    def hand_of(self, seat):
        return self.st.hands[seat]

    def record(self, ev):
        return events.record(ev)

    def tell(self, record, names):
        return events.tell(record, names)

    def move_line(self, seat, move):
        return move_line(seat, move)

    def choose(self):
        st = self.st
        seat = st.turn
        self.before = list(st.table)
        move, self.ai[seat] = choose(st, self.match.kinds[seat], self.ai[seat])
        return move

    def show_move(self, seat, move):
        # What is shown is public: the cards just played.  (A card back in a hand by E6
        # within this very move stays hidden.)
        st = self.st
        if isinstance(move, int):
            shown_table, shown_hand, taken = self.before + [move], [], [move]
        else:
            shown_table, shown_hand, taken = self.before, list(move[0]), list(move[1] + move[0])
        hidden = [c for h in st.hands for c in h]
        self.t_view = order([c for c in shown_table if c not in hidden])
        self.h_view = order([c for c in shown_hand if c not in hidden])
        self.taken = taken
        told = lang.P.EQ_DISCARDS if isinstance(move, int) else lang.P.EQ_TAKES
        self.info = told % self.match.names[seat]

    def events(self, evs):
        names = self.match.names
        for e in evs:
            k = e[0]
            if k == equi.EV_STOCK_EMPTY:
                self.app.toast(lang.P.EQ_STOCK_OUT)
            elif k == equi.EV_TAKE_BACK:
                self.app.toast(lang.P.EQ_TAKES_BACK % (names[e[1]], e[2]))

    def warm(self):
        cells.ready()

    def finish(self):
        finish(self.app, self.match, self.st)

    def game_over(self):
        # The screen keeps the match, not this table: its game is done ("again" deals the
        # next with next_game()).
        return EquiGameOver(self.app, self.match, self.st, next_game)

    def save(self, check=False):
        """Keep the match on the flash, to resume after a sleep or a switch-off; None, or
        the flash's problem.  Only through app.autosave(), or with check after a crash.
        The computer players' random states go along, so a resumed game goes on exactly
        as it would have."""
        if self.st.over:
            return None
        self.match.options["ai"] = list(self.ai)
        return saves.save(self.app.settings.folder, self.match, self.seed, self.st, check)


def next_game(app, m):
    """The match's next game, dealt by the next seat (E1)."""
    m.dealer = (m.dealer + 1) % len(m.names)
    app.replace(EquiTable(app, m))

# The screens around the Ratscrew table: the game-over screen with the match score and
# "again", and the table's seldom work (the game's end, a person's naming).  The pause
# menu is games/pause.py.
from games.match import winners_text
from micropython import const
from rules import game, ratscrew
from uikit import buttons, keys, lang, menu, text, ui

_STATUS_Y = const(56)


def result_json(st):
    """The result line's JSON exactly as tools/play/play.py ratscrew --json prints it."""
    return '{"winners": [%s], "laid": %d, "counts": [%s], "capped": %s}' % (
        ", ".join(str(s) for s in st.winners()),
        st.laid,
        ", ".join(str(n) for n in st.counts()),
        "true" if st.end == ratscrew.game.END_CAP else "false",
    )


def finish(table):
    """The game is over (the table's _finish()): the match's score, the result line,
    the save dropped, the records."""
    st = table.st
    app = table.app
    table.match.won(st.winners())
    app.say("result ratscrew " + result_json(st))
    app.drop_save(table.match.game)
    table.match.record(app, st.winners())
    app.beep(880, 200)


def ask_name(table):
    """A person's seat laid a joker (jokers: name): the menu of the seats to name."""
    st = table.st
    m = table.match
    me = st.current()
    others = st.legal_moves()
    suggested = ratscrew.computer_name(st)
    items = [
        menu.Item("%s (%d)" % (m.names[s], st.stack_size(s)), lambda s=s: table._named(s))
        for s in others
    ]
    naming = menu.Menu(
        table.app, lang.P.NAMES_WHOM % m.names[me], items, others.index(suggested), lambda: None
    )
    table.app.push(naming)


class RatscrewGameOver(ui.Screen):
    def __init__(self, app, match, st, again):
        super().__init__(app)
        self.match = match
        self.again = again  # starts the match's next game
        w = st.winners()
        names = match.names
        t = lang.P
        self.headline = winners_text(names, w, "!")
        if st.end == game.END_CAP:
            self.detail = t.CAP_FEWEST
        else:
            self.detail = t.AFTER_CARDS % st.laid
        self.headline_x = 64 - text.width(self.headline) // 2
        self.detail_x = 64 - text.width(self.detail) // 2
        score = [t.MATCH_ONE if match.games == 1 else t.MATCH_GAMES % match.games]
        line = ""
        for seat, name in enumerate(names):
            part = "%s %d" % (name, match.wins[seat])
            if line and text.width(line + "  " + part) > 128:
                score.append(line)
                line = part
            else:
                line = part if not line else line + "  " + part
        score.append(line)
        self.score = score
        self.keys_line = t.AGAIN_LEAVE

    def key(self, ev):
        if ev == buttons.PRESS | keys.A:
            self.again()
            return True
        return self.back(ev)

    def draw(self, fb):
        text.draw(fb, self.headline, self.headline_x, 2, 1)
        text.draw(fb, self.detail, self.detail_x, 13, 1)
        fb.hline(0, 23, 128, 1)
        score = self.score
        for i in range(min(4, len(score))):  # no enumerate or slice: nothing allocated
            text.draw(fb, score[i], 0, 26 + 8 * i, 1)
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        text.put(fb, self.keys_line, 0, _STATUS_Y, 0)

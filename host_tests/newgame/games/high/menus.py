# High card's game-over screen: the winners, the match score, A again, B leave.
from games.match import winners_text
from micropython import const
from uikit import buttons, keys, lang, text, ui

_STATUS_Y = const(56)


class HighGameOver(ui.Screen):
    def __init__(self, app, match, st, again):
        super().__init__(app)
        self.match = match
        self.again = again  # again(app, match) starts the match's next game
        t = lang.P
        self.headline = winners_text(match.names, st.winners(), "!")
        self.headline_x = 64 - text.width(self.headline) // 2
        score = [t.MATCH_ONE if match.games == 1 else t.MATCH_GAMES % match.games]
        score += ["%s %d" % (n, match.wins[s]) for s, n in enumerate(match.names)]
        self.score = score
        self.keys_line = t.AGAIN_LEAVE

    def key(self, ev):
        if ev == buttons.PRESS | keys.A:
            self.again(self.app, self.match)
            return True
        return self.back(ev)

    def draw(self, fb):
        text.draw(fb, self.headline, self.headline_x, 2, 1)
        fb.hline(0, 12, 128, 1)
        score = self.score
        for i in range(min(5, len(score))):
            text.draw(fb, score[i], 0, 15 + 8 * i, 1)
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        text.draw(fb, self.keys_line, 0, _STATUS_Y, 0)

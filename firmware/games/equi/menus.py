# The Equi table's game-over screen: the scores, the winners, the match score and
# "again" (public information only).  The pause menu is games/pause.py.
from games.match import winners_text
from micropython import const
from uikit import buttons, keys, lang, text, ui

_STATUS_Y = const(56)
_LINES = const(4)
_WIDTH = const(124)  # beside the scroll bar


def _pairs(title, names, values):
    """A heading and "Ann 12  Bob 9" lines that fit beside the scroll bar."""
    out = [title]
    line = ""
    for seat in range(len(names)):
        part = "%s %d" % (names[seat], values[seat])
        if line and text.width(line + "  " + part) > _WIDTH:
            out.append(line)
            line = part
        else:
            line = part if not line else line + "  " + part
    out.append(line)
    return out


class EquiGameOver(ui.Screen):
    def __init__(self, app, match, st, again):
        super().__init__(app)
        self.match = match
        self.again = again  # again(app, match) starts the match's next game
        names = match.names
        self.headline = winners_text(names, st.winners(), "!")
        t = lang.P
        self.detail = t.EQ_ENDS[st.end]
        self.headline_x = 64 - text.width(self.headline) // 2
        self.detail_x = 64 - text.width(self.detail) // 2
        heading = t.EQ_SCORE_HAND if st.hand_counts else t.EQ_SCORE
        games = t.MATCH_ONE if match.games == 1 else t.MATCH_GAMES % match.games
        self.lines = _pairs(heading, names, st.scores()) + _pairs(games, names, match.wins)
        self.first = 0
        self.keys_line = t.AGAIN_LEAVE

    def key(self, ev):
        if ev == buttons.PRESS | keys.A:
            self.again(self.app, self.match)
            return True
        if ui.pressed(ev, keys.UP | keys.DOWN):
            old = self.first
            step = -1 if ev & keys.UP else 1
            self.first = max(0, min(len(self.lines) - _LINES, self.first + step))
            return self.first != old
        return self.back(ev)

    def draw(self, fb):
        text.draw(fb, self.headline, self.headline_x, 2, 1)
        text.draw(fb, self.detail, self.detail_x, 13, 1)
        fb.hline(0, 23, 128, 1)
        lines = self.lines
        for i in range(self.first, min(len(lines), self.first + _LINES)):
            text.draw(fb, lines[i], 0, 26 + 8 * (i - self.first), 1)
        ui.scrollbar(fb, self.first, _LINES, len(lines))
        fb.fill_rect(0, _STATUS_Y, 128, 8, 1)
        text.put(fb, self.keys_line, 0, _STATUS_Y, 0)

# A match: the seats of a table and the running score over several games of one game.
# Both games' tables, pause menus, game-over screens and the saves share it.
from store import records
from uikit import lang, text

PERSON = "person"  # a seat's kind; any other kind names a computer player ("cpu", "hard")


class Match:
    def __init__(self, game, names, kinds, dealer, options):
        n = len(names)
        self.game = game  # the registry's name of the game ("ratscrew")
        self.names = names
        self.kinds = kinds  # per seat: PERSON or the computer player's name
        self.auto = [False] * n  # a person's seat handed to the computer for now
        self.dealer = dealer
        self.options = options  # the game's rule settings, e.g. {"jokers": 1}
        self.wins = [0] * n  # games won (each winner of a shared win counts it)
        self.games = 0

    def person(self, seat):
        return self.kinds[seat] == PERSON

    def computer_moves(self, seat):
        """Does the computer make this seat's move (a computer seat, or on auto-play)?"""
        return self.kinds[seat] != PERSON or self.auto[seat]

    def persons(self):
        return sum(1 for k in self.kinds if k == PERSON)

    def won(self, winners):
        for seat in winners:
            self.wins[seat] += 1
        self.games += 1

    def record(self, app, winners, scores=None):
        """A game of this match has ended: every seat's name played it, winners (seats)
        share the win, scores (per seat, or None) may set a best score.  Every game's table
        calls this once at a game's end; the records go to the flash after the frame that
        shows the end (app.add_record(); store/records.py)."""
        folder, game, names = app.settings.folder, self.game, list(self.names)
        winners = list(winners)
        app.add_record(lambda: records.add(folder, game, names, winners, scores))

    def to_dict(self):
        return {
            "names": self.names,
            "kinds": self.kinds,
            "auto": self.auto,
            "dealer": self.dealer,
            "options": self.options,
            "wins": self.wins,
            "games": self.games,
        }


def winners_text(names, winners, mark, width=128):
    """'Ann wins!', 'Ann Bob win!', or for a tie too long for a line of width pixels
    '3 share the win!', in the current language."""
    t = lang.P
    who = " ".join(names[s] for s in winners)
    line = (t.WIN if len(winners) > 1 else t.WINS) % who
    if text.width(line + mark) > width:
        line = t.SHARE_WIN % len(winners)
    return line + mark

"""`play.py equi-replay FILE`: replay the Equi games of a device's console log through the
rules, move by move, and say whether every move was legal and every result right.

The console lines read (anything before the keyword, such as a timestamp or "device: ",
is ignored, and so is every other line):

  game equi seed=S players=N dealer=D seats=K0,K1,... ai_seed=A hand_counts=0|1
  move equi seat=I take T1,T2,... with H1,H2,...     (table cards, then hand cards)
  move equi seat=I discard C
  result equi {json}
  resume equi seed=S moves=M
  quit equi

Output: per game a line, the runner's (with --json: exactly the runner's --json object for
a game replayed to its end, plus "illegal", "problems" and "notes" when there are any);
a problem that belongs to no game gets a line (an object) of its own.  Exit status 1 when
a move is illegal, a recorded result disagrees or the log lacks moves; 2 for a malformed
line, a bad card code or an unreadable file.
"""

import json
import re
import sys

import play_equi
import playlib
from playlib import UsageError
from rules import (
    cards,  # noqa: I001  (firmware modules, on sys.path through playlib)
    equi,
    equi_players,
    game,
    rng,
)

SEAT_KINDS = ("person",) + equi_players.POLICIES
GAME_FIELDS = ("seed", "players", "dealer", "seats", "ai_seed", "hand_counts")
RESUME_FIELDS = ("seed", "moves")
RESULT_KEYS = ("scores", "winners", "moves", "capped", "end", "policies")

# The keyword may follow a prefix, but not be the end of a longer word ("endgame equi").
_KEYWORD = re.compile(r"(?<![\w-])(game|move|result|resume|quit) equi(?=\s|$)")
_NUMBER = re.compile(r"[0-9]+")
_COMMAS = re.compile(r"\s*,\s*")


def register(sub):
    p = sub.add_parser("equi-replay", help="replay the Equi games of a console log")
    p.add_argument("file", metavar="FILE", help="the console log ('-': standard input)")
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    p.add_argument("--verbose", action="store_true", help="add every move's events in words")
    p.set_defaults(run=run)


# -- reading the log -----------------------------------------------------------------------


class Line:
    """One console line of the log that concerns Equi, parsed."""

    def __init__(self, number, kind, text, data):
        self.number = number  # 1-based line number in the file
        self.kind = kind  # "game", "move", "result", "resume", "quit"
        self.text = text  # the line from its keyword on, as written
        self.data = data


def read_log(path):
    if path == "-":
        try:
            text = sys.stdin.buffer.read().decode("utf-8")
        except UnicodeDecodeError:
            raise UsageError("standard input is not UTF-8 text") from None
        return "standard input", text.splitlines()
    return path, playlib.read_lines(path, "FILE")


def parse_log(name, lines):
    out = []
    for n, raw in enumerate(lines, 1):
        line = raw.replace("\ufeff", "").rstrip()
        m = _KEYWORD.search(line)
        if m is None:
            continue
        kind = m.group(1)
        text = line[m.start() :]
        rest = line[m.end() :].strip()
        where = "%s line %d" % (name, n)
        if kind == "game":
            data = parse_game(rest, where)
        elif kind == "move":
            data = parse_move(rest, where)
        elif kind == "result":
            data = parse_result(rest, where)
        elif kind == "resume":
            data = parse_fields(rest, RESUME_FIELDS, where)
            for k in RESUME_FIELDS:
                data[k] = number(data[k], k, where)
        else:
            if rest:
                raise UsageError("%s: 'quit equi' takes nothing after it, not %r" % (where, rest))
            data = None
        out.append(Line(n, kind, text, data))
    if not any(x.kind == "game" for x in out):
        raise UsageError("%s holds no 'game equi' line" % name)
    return out


def parse_fields(text, names, where):
    got = {}
    for tok in text.split():
        key, eq, value = tok.partition("=")
        if not eq or not key or not value:
            raise UsageError("%s: %r is not key=value" % (where, tok))
        if key not in names:
            raise UsageError("%s: unknown field %r (want %s)" % (where, key, ", ".join(names)))
        if key in got:
            raise UsageError("%s: %s= is given twice" % (where, key))
        got[key] = value
    for key in names:
        if key not in got:
            raise UsageError("%s: %s= is missing" % (where, key))
    return got


def number(text, key, where):
    if not _NUMBER.fullmatch(text):
        raise UsageError("%s: %s= wants a number of 0 or more, not %r" % (where, key, text))
    return int(text)


def parse_game(text, where):
    f = parse_fields(text, GAME_FIELDS, where)
    players = number(f["players"], "players", where)
    if not equi.MIN_PLAYERS <= players <= equi.MAX_PLAYERS:
        raise UsageError("%s: players= must be from 2 to 6, not %d" % (where, players))
    dealer = number(f["dealer"], "dealer", where)
    if dealer >= players:
        raise UsageError("%s: dealer= must be a seat from 0 to %d" % (where, players - 1))
    seats = f["seats"].split(",")
    for k in seats:
        if k not in SEAT_KINDS:
            raise UsageError(
                "%s: unknown seat kind %r (choose from %s)" % (where, k, ", ".join(SEAT_KINDS))
            )
    if len(seats) != players:
        raise UsageError("%s: seats= names %d seats for %d players" % (where, len(seats), players))
    if f["hand_counts"] not in ("0", "1"):
        raise UsageError("%s: hand_counts= must be 0 or 1, not %r" % (where, f["hand_counts"]))
    return {
        "seed": number(f["seed"], "seed", where),
        "players": players,
        "dealer": dealer,
        "seats": seats,
        "ai_seed": number(f["ai_seed"], "ai_seed", where),
        "hand_counts": f["hand_counts"] == "1",
    }


def parse_cards(text, where):
    try:
        got = cards.parse_list(text)
    except cards.CardError as e:
        raise UsageError("%s: %s" % (where, e)) from None
    for c in got:
        if c == cards.JOKER or cards.rank(c) < cards.RANK_6:
            raise UsageError("%s: %s is not in the 36-card Equi deck" % (where, cards.code(c)))
    return got


def parse_move(text, where):
    """("take", seat, table cards, hand cards) or ("discard", seat, card)."""
    words = _COMMAS.sub(",", text).split()
    if not words or not words[0].startswith("seat="):
        raise UsageError("%s: a move starts with seat=I" % where)
    seat = number(words[0][5:], "seat", where)
    if len(words) == 5 and words[1] == "take" and words[3] == "with":
        return ("take", seat, parse_cards(words[2], where), parse_cards(words[4], where))
    if len(words) == 3 and words[1] == "discard":
        c = parse_cards(words[2], where)
        if len(c) != 1:
            raise UsageError("%s: discard names one card, not %d" % (where, len(c)))
        return ("discard", seat, c[0])
    raise UsageError(
        "%s: want 'move equi seat=I take CARDS with CARDS' or 'move equi seat=I discard CARD'"
        % where
    )


def parse_result(text, where):
    try:
        obj = json.loads(text)
    except ValueError as e:
        raise UsageError("%s: the result is not JSON (%s)" % (where, e)) from None
    if not isinstance(obj, dict):
        raise UsageError("%s: the result is not a JSON object" % where)
    return obj


# -- replaying -----------------------------------------------------------------------------


class Game:
    """One `game equi` line and the moves replayed since."""

    def __init__(self, line):
        d = line.data
        self.line = line.number
        self.seed = d["seed"]
        self.seats = d["seats"]
        self.players, self.dealer, self.hand_counts = d["players"], d["dealer"], d["hand_counts"]
        self.deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), self.seed)
        self.st = equi.new_game(self.deck, self.players, self.dealer, self.hand_counts)
        self.moves = []  # (line number, normal-form move, events)
        self.dead = False  # an illegal move or missing moves: nothing more can be replayed
        self.quit = False
        self.illegal: dict | None = None
        self.problems = []  # each makes the verdict fail
        self.notes = []  # worth saying, but not wrong
        self.agreed = []  # the lines of recorded results that agree with the replay

    def rewind(self, n):
        """Back to the position after the first n moves (a resume from an older save)."""
        self.moves = self.moves[:n]
        self.st = equi.new_game(self.deck, self.players, self.dealer, self.hand_counts)
        for _, move, _ in self.moves:
            self.st.push(move)

    def result(self):
        st = self.st
        if st.over:
            r = play_equi.summary(st, list(self.seats))
        else:
            r = {
                "scores": st.scores(),
                "winners": [],
                "moves": st.moves,
                "capped": False,
                "end": "quit" if self.quit else "unfinished",
                "policies": list(self.seats),
            }
        return r


class Replay:
    def __init__(self, opts, out):
        self.opts = opts
        self.out = out
        self.cur = None
        self.failed = False
        self.orphans = False  # moves of no game already reported since the last game line

    def run(self, lines):
        for line in lines:
            getattr(self, "on_" + line.kind)(line)
        if self.cur is not None:
            g = self.cur
            if not g.st.over and not g.dead:
                g.notes.append(
                    "line %d: the game is still running at the end of the log, after %d moves"
                    % (g.line, g.st.moves)
                )
            self.close()
        return 1 if self.failed else 0

    # -- the lines ---------------------------------------------------------------------

    def on_game(self, line):
        g = self.cur
        if g is not None:
            if not g.st.over and not g.dead:
                g.notes.append(
                    "line %d: a new game starts while the game of line %d is unfinished, "
                    "after %d moves" % (line.number, g.line, g.st.moves)
                )
            self.close()
        self.cur = Game(line)
        self.orphans = False

    def on_quit(self, line):
        g = self.cur
        if g is not None:
            g.quit = not g.st.over
            self.close()

    def on_move(self, line):
        g = self.cur
        if g is None:
            if not self.orphans:
                self.alone(
                    line.number,
                    "line %d: %s: no 'game equi' line tells which game this move is of; "
                    "it and the moves after it are skipped" % (line.number, line.text),
                )
                self.orphans = True
            return
        if g.dead:
            return
        st = g.st
        seat = line.data[1]
        try:
            if st.over:
                raise game.IllegalMove("the game is over")
            if seat >= g.players:
                raise game.IllegalMove(
                    "there is no seat %d (seats 0 to %d)" % (seat, g.players - 1)
                )
            if seat != st.current():
                raise game.IllegalMove("it is seat %d's turn, not seat %d's" % (st.turn, seat))
            if line.data[0] == "take":
                move = (tuple(line.data[3]), tuple(line.data[2]))  # (hand cards, table cards)
            else:
                move = line.data[2]
            move = st.check(move)
        except game.IllegalMove as e:
            g.dead = True
            g.illegal = {"line": line.number, "move": line.text, "seat": seat, "reason": str(e)}
            g.problems.append("line %d: %s: %s" % (line.number, line.text, e))
            return
        g.moves.append((line.number, move, st.push(move)))

    def on_resume(self, line):
        seed, moves = line.data["seed"], line.data["moves"]
        g = self.cur
        if g is None or g.seed != seed:
            if g is not None:
                if not g.st.over and not g.dead:
                    g.notes.append(
                        "line %d: the game of line %d is left unfinished after %d moves"
                        % (line.number, g.line, g.st.moves)
                    )
                self.close()
            self.alone(
                line.number,
                "line %d: %s: no 'game equi seed=%d' line came before it, so its game "
                "cannot be replayed" % (line.number, line.text, seed),
            )
            self.orphans = True
            return
        if g.dead:
            return
        done = len(g.moves)
        if moves < done:
            g.rewind(moves)
            g.notes.append(
                "line %d: %s after %d moves were replayed: the game goes on after move %d "
                "(the last %d taken back)" % (line.number, line.text, done, moves, done - moves)
            )
        elif moves > done:
            g.dead = True
            g.problems.append(
                "line %d: %s, but only %d moves were replayed: %d are missing from the log"
                % (line.number, line.text, done, moves - done)
            )

    def on_result(self, line):
        g = self.cur
        if g is None:
            self.alone(
                line.number, "line %d: a result with no 'game equi' line before it" % line.number
            )
            return
        if g.dead:
            g.notes.append(
                "line %d: the recorded result is not checked: the game could not be replayed "
                "to its end" % line.number
            )
            return
        if not g.st.over:
            g.problems.append(
                "line %d: a result is recorded, but after %d replayed moves the game is "
                "still running" % (line.number, g.st.moves)
            )
            return
        want = g.result()
        got = line.data
        if got == want:
            g.agreed.append(line.number)
            return
        diffs = []
        for key in list(RESULT_KEYS) + sorted(k for k in got if k not in RESULT_KEYS):
            if key not in got:
                diffs.append("%s missing (replayed %s)" % (key, json.dumps(want[key])))
            elif key not in want:
                diffs.append("%s %s is not in the replay's result" % (key, json.dumps(got[key])))
            elif got[key] != want[key]:
                diffs.append(
                    "%s recorded %s, replayed %s"
                    % (key, json.dumps(got[key]), json.dumps(want[key]))
                )
        g.problems.append(
            "line %d: the recorded result disagrees with the replay: %s"
            % (line.number, "; ".join(diffs))
        )

    # -- output ------------------------------------------------------------------------

    def alone(self, number, message):
        """A problem that belongs to no game."""
        self.failed = True
        if self.opts.json:
            self.out.write(json.dumps({"line": number, "problems": [message]}) + "\n")
        else:
            self.out.write(message + "\n")

    def close(self):
        g, self.cur = self.cur, None
        if g.problems:
            self.failed = True
        r = g.result()
        events = [e for _, _, evs in g.moves for e in evs]
        if self.opts.json:
            if self.opts.verbose:
                r["events"] = [play_equi.describe(e) for e in events]
            for key, value in (("illegal", g.illegal), ("problems", g.problems)):
                if value:
                    r[key] = value
            if g.notes:
                r["notes"] = g.notes
            self.out.write(json.dumps(r) + "\n")
            return
        label = "line %d" % g.line
        if self.opts.verbose:
            self.out.write(
                "%s: Equi seed %d, %d players, dealer %d, seats %s%s\n"
                % (
                    label,
                    g.seed,
                    g.players,
                    g.dealer,
                    ",".join(g.seats),
                    ", hand cards count" if g.hand_counts else "",
                )
            )
            for number, _, evs in g.moves:
                for e in evs:
                    self.out.write("  line %d: %s\n" % (number, play_equi.describe(e)))
        if g.st.over:
            self.out.write(play_equi.readable(label, r) + "\n")
        else:
            self.out.write(
                "%s: %s after %d moves (scores %s)\n"
                % (
                    label,
                    "quit" if g.quit else "unfinished",
                    r["moves"],
                    ", ".join("%d:%d" % (s, n) for s, n in enumerate(r["scores"])),
                )
            )
        agreed = ["line %d: the recorded result agrees with the replay" % n for n in g.agreed]
        for message in sorted(g.problems + g.notes + agreed, key=_line_of):
            self.out.write("  " + message + "\n")


def _line_of(message):
    return int(message.split(":", 1)[0].split()[1])


def run(opts):
    name, lines = read_log(opts.file)
    return Replay(opts, sys.stdout).run(parse_log(name, lines))

"""`play.py equi` and `play.py equi-captures`: whole Equi games between computer players,
and the legal captures of given positions."""

import json
import sys

import playlib
from playlib import UsageError
from rules import (
    cards,  # noqa: I001  (firmware modules, on sys.path through playlib)
    equi,
    equi_players,
    equi_search,
)


def register(sub):
    p = sub.add_parser("equi", help="play Equi games to the end")
    p.add_argument("--players", required=True, metavar="N", help="2 to 6")
    p.add_argument("--dealer", type=int, default=0, metavar="D", help="dealer seat (default 0)")
    p.add_argument("--hand-counts", action="store_true", help="cards left in hand score too")
    p.add_argument(
        "--policy",
        default="max-cards",
        metavar="POLICY[,POLICY...]",
        help="one of %s for every seat, or one per seat (default max-cards)"
        % ", ".join(equi_players.POLICIES),
    )
    p.add_argument(
        "--ai-seed",
        type=int,
        default=None,
        metavar="S",
        help="seed of the players' own random choices (default: --seed, else 0)",
    )
    playlib.add_deck_args(p)
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    p.add_argument("--verbose", action="store_true", help="add a readable event log")
    p.set_defaults(run=run)

    c = sub.add_parser("equi-captures", help="list every legal capture of positions")
    c.add_argument("--hand", metavar="CARDS", help="the hand of the player to move")
    c.add_argument("--table", metavar="CARDS", help="the table (may be empty: '')")
    c.add_argument("--stock-empty", action="store_true", help="the stock is used up")
    c.add_argument(
        "--states-file",
        metavar="FILE",
        help='one JSON object per line: {"hand": "CARDS", "table": "CARDS", '
        '"stock_empty": true|false}',
    )
    c.add_argument("--json", action="store_true", help="one JSON object per position per line")
    c.set_defaults(run=run_captures)


def policies(text, players):
    names = [n.strip() for n in text.split(",")]
    for n in names:
        if n not in equi_players.POLICIES:
            raise UsageError(
                "unknown policy %r (choose from %s)" % (n, ", ".join(equi_players.POLICIES))
            )
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise UsageError("--policy names %d policies for %d players" % (len(names), players))
    return names


def player_seed(ai_seed, game_index, seat):
    return (ai_seed * 1009 + game_index) * 8 + seat


def run(opts):
    players = playlib.seat_count(opts.players)
    dealer = playlib.dealer_seat(opts.dealer, players)
    names = policies(opts.policy, players)
    games = playlib.decks(opts, 0, cards.RANK_6)
    ai_seed = opts.ai_seed if opts.ai_seed is not None else (opts.seed or 0)
    if ai_seed < 0:
        raise UsageError("--ai-seed must be 0 or more")
    out = sys.stdout
    for n, (label, deck) in enumerate(games):
        seats = [equi_players.make(p, player_seed(ai_seed, n, s)) for s, p in enumerate(names)]
        st = equi.new_game(deck, players, dealer, opts.hand_counts)
        log = [] if opts.verbose else None
        play(st, seats, log)
        heading = "Equi, %d players, dealer %d, policies %s%s" % (
            players,
            dealer,
            ",".join(names),
            hand_counts_note(opts),
        )
        playlib.report(out, opts, label, heading, summary(st, names), log, describe, readable)
    return 0


def hand_counts_note(opts):
    return ", hand cards count" if opts.hand_counts else ""


def play(st, seats, log=None):
    """Play st to its end, each seat choosing from its own View only."""
    while not st.over:
        seat = st.turn
        move = seats[seat].choose(equi_players.View(st, seat))
        events = st.apply(move)  # checked: a player bug shows up as IllegalMove
        if log is not None:
            log.extend(events)
    return st


ENDS = {
    equi.game.END_WIN: "table-cleared",
    equi.game.END_CAP: "cap",
    equi.game.END_EMPTY: "no-cards",
}


def summary(st, names):
    return {
        "scores": st.scores(),
        "winners": st.winners(),
        "moves": st.moves,
        "capped": st.end == equi.game.END_CAP,
        "end": ENDS[st.end],
        "policies": names,
    }


def readable(label, r):
    who = " and ".join("seat %d" % s for s in r["winners"])
    scores = ", ".join("%d:%d" % (s, n) for s, n in enumerate(r["scores"]))
    how = {
        "table-cleared": "the table cleared",
        "cap": "the %d-move cap" % equi.MAX_MOVES,
        "no-cards": "nobody holding any card",
    }[r["end"]]
    return "%s: won by %s after %d moves, ended by %s (scores %s)" % (
        label,
        who,
        r["moves"],
        how,
        scores,
    )


def describe(e):
    kind = e[0]
    if kind == equi.EV_CAPTURE:
        return "seat %d takes %s with %s" % (
            e[1],
            cards.format_list(e[3]),
            cards.format_list(e[2]),
        )
    if kind == equi.EV_DISCARD:
        return "seat %d discards %s" % (e[1], cards.code(e[2]))
    if kind == equi.EV_DRAW:
        return "seat %d draws %d" % (e[1], e[2])
    if kind == equi.EV_STOCK_EMPTY:
        return "the stock is empty"
    if kind == equi.EV_TAKE_BACK:
        return "seat %d takes %d trick cards back into the hand" % (e[1], e[2])
    if kind == equi.EV_SKIP:
        return "seat %d has no cards and is skipped" % e[1]
    if kind == equi.EV_OVER:
        return "game over: scores %s, winners %s" % (
            ", ".join("%d:%d" % (s, n) for s, n in enumerate(e[2])),
            ", ".join("seat %d" % s for s in e[3]),
        )
    raise UsageError("unknown event %r" % (e,))


# -- equi-captures -----------------------------------------------------------------------


def position(hand_text, table_text, where):
    """Parse and check one position: Equi cards only, none twice, a hand to play."""
    try:
        hand = cards.parse_list(hand_text)
        table = cards.parse_list(table_text)
    except cards.CardError as e:
        raise UsageError("%s: %s" % (where, e)) from None
    seen = set()
    for c in hand + table:
        if c == cards.JOKER or cards.rank(c) < cards.RANK_6:
            raise UsageError("%s: %s is not in the 36-card Equi deck" % (where, cards.code(c)))
        if c in seen:
            raise UsageError("%s: %s is given twice" % (where, cards.code(c)))
        seen.add(c)
    if not hand:
        raise UsageError("%s: the hand is empty (a player to move holds a card)" % where)
    return hand, table


def states(opts):
    if opts.states_file is None:
        if opts.hand is None or opts.table is None:
            raise UsageError("give --hand and --table, or --states-file")
        return [position(opts.hand, opts.table, "position") + (opts.stock_empty,)]
    if opts.hand is not None or opts.table is not None or opts.stock_empty:
        raise UsageError("--states-file does not go with --hand, --table or --stock-empty")
    lines = playlib.read_lines(opts.states_file, "--states-file")
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = "%s line %d" % (opts.states_file, n)
        try:
            obj = json.loads(line)
        except ValueError as e:
            raise UsageError("%s: not JSON (%s)" % (where, e)) from None
        if not isinstance(obj, dict):
            raise UsageError("%s: want a JSON object" % where)
        hand, table, empty = obj.get("hand"), obj.get("table"), obj.get("stock_empty", False)
        if not isinstance(hand, str) or not isinstance(table, str):
            raise UsageError('%s: "hand" and "table" must be card strings' % where)
        if not isinstance(empty, bool):
            raise UsageError('%s: "stock_empty" must be true or false' % where)
        out.append(position(hand, table, where) + (empty,))
    if not out:
        raise UsageError("--states-file %s holds no position" % opts.states_file)
    return out


def run_captures(opts):
    out = sys.stdout
    for hand, table, empty in states(opts):
        caps = list(equi_search.captures(hand, table, empty))
        if opts.json:
            obj = {
                "captures": [
                    {"hand": [cards.code(c) for c in h], "table": [cards.code(c) for c in t]}
                    for h, t in caps
                ],
                "must_discard": not caps,
            }
            out.write(json.dumps(obj) + "\n")
            continue
        out.write(
            "hand %s, table %s%s: "
            % (cards.format_list(hand), cards.format_list(table), ", stock empty" if empty else "")
        )
        if not caps:
            out.write("no capture, a card must be discarded\n")
            continue
        out.write("%d capture%s\n" % (len(caps), "" if len(caps) == 1 else "s"))
        for h, t in caps:
            out.write("  %s takes %s\n" % (cards.format_list(h), cards.format_list(t)))
    return 0

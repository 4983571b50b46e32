"""`play.py ratscrew`: whole Ratscrew games, every seat played by the engine (R9's
computer rule names a player for a joker)."""

import sys

import playlib
from playlib import UsageError
from rules import (
    cards,  # noqa: I001  (firmware modules, on sys.path through playlib)
    ratscrew,
)


def register(sub):
    p = sub.add_parser("ratscrew", help="play Ratscrew games to the end")
    p.add_argument("--players", required=True, metavar="N", help="2 to 6")
    p.add_argument("--dealer", type=int, default=0, metavar="D", help="dealer seat (default 0)")
    p.add_argument("--jokers", default="off", choices=ratscrew.JOKER_MODES)
    playlib.add_deck_args(p)
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    p.add_argument("--verbose", action="store_true", help="add a readable event log")
    p.set_defaults(run=run)


def run(opts):
    players = playlib.seat_count(opts.players)
    dealer = playlib.dealer_seat(opts.dealer, players)
    jokers = ratscrew.parse_jokers(opts.jokers)
    games = playlib.decks(opts, 2 if jokers else 0)
    out = sys.stdout
    for label, deck in games:
        st = ratscrew.new_game(deck, players, dealer, jokers)
        log = [] if opts.verbose else None
        ratscrew.play_out(st, None if log is None else log.extend)
        heading = "Ratscrew, %d players, dealer %d, jokers %s" % (players, dealer, opts.jokers)
        playlib.report(out, opts, label, heading, summary(st), log, describe, readable)
    return 0


def summary(st):
    return {
        "winners": st.winners(),
        "laid": st.laid,
        "counts": st.counts(),
        "capped": st.end == ratscrew.game.END_CAP,
    }


def readable(label, r):
    who = " and ".join("seat %d" % s for s in r["winners"])
    if r["capped"]:
        how = "%s, holding the fewest cards when the %d-card cap ended the game" % (
            who,
            ratscrew.MAX_LAID,
        )
    else:
        how = "%s, out of cards" % who
    stacks = ", ".join("%d:%d" % (s, n) for s, n in enumerate(r["counts"]))
    return "%s: won by %s after %d cards laid (stacks %s)" % (label, how, r["laid"], stacks)


def describe(e):
    kind = e[0]
    if kind == ratscrew.EV_LAY:
        return "seat %d lays %s" % (e[1], cards.code(e[2]))
    if kind == ratscrew.EV_CHALLENGE:
        return "seat %d is challenged: %d cards" % (e[1], e[2])
    if kind == ratscrew.EV_TAKE:
        return "seat %d takes the pile (%d cards)" % (e[1], e[2])
    if kind == ratscrew.EV_JOKER:
        return "seat %d laid a joker and names a player" % e[1]
    if kind == ratscrew.EV_NAMED:
        return "seat %d names seat %d" % (e[1], e[2])
    if kind == ratscrew.EV_WIN:
        return "seat %d has no cards left and wins" % e[1]
    if kind == ratscrew.EV_CAP:
        return "cap of %d cards reached; fewest cards: %s" % (
            ratscrew.MAX_LAID,
            ", ".join("seat %d" % s for s in e[1]),
        )
    raise UsageError("unknown event %r" % (e,))

"""What the headless match runner's subcommands share: the firmware on sys.path, deck
sources (--deck, --deck-file, --seed) and errors that end in exit status 2."""

import json
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
for _sub in ("firmware", os.path.join("tools", "hostlib")):
    _path = os.path.join(ROOT, _sub)
    if _path not in sys.path:
        sys.path.insert(0, _path)

from rules import cards, rng  # noqa: E402  (firmware/rules: the modules the Pico runs)


class UsageError(Exception):
    """Bad arguments or input: the runner prints the message and exits with status 2."""


def add_deck_args(parser):
    src = parser.add_mutually_exclusive_group(required=True)
    src.add_argument("--deck", metavar="CARDS", help="the whole deck, top first: AS,TD,X,...")
    src.add_argument("--deck-file", metavar="FILE", help="one deck per line, one result each")
    src.add_argument("--seed", metavar="S", type=int, help="shuffle with the project's PRNG")


def decks(opts, jokers=0, low_rank=0):
    """The decks the options name, checked against the settings, as (label, deck) pairs."""
    full = cards.full_deck(jokers, low_rank)
    if opts.seed is not None:
        if opts.seed < 0:
            raise UsageError("--seed must be 0 or more")
        return [("seed %d" % opts.seed, rng.shuffled_deck(full, opts.seed))]
    if opts.deck is not None:
        return [("--deck", parse_deck(opts.deck, "--deck", jokers, low_rank))]
    lines = read_lines(opts.deck_file, "--deck-file")
    out = []
    for n, line in enumerate(lines, 1):
        if line.strip():
            where = "%s line %d" % (opts.deck_file, n)
            out.append((where, parse_deck(line, where, jokers, low_rank)))
    if not out:
        raise UsageError("--deck-file %s holds no deck" % opts.deck_file)
    return out


def read_lines(path, option):
    """The lines of a text file named by an option; UsageError naming it if unreadable."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().splitlines()
    except OSError as e:
        raise UsageError("cannot read %s %s: %s" % (option, path, e.strerror or e)) from None
    except UnicodeDecodeError:
        raise UsageError("%s %s is not UTF-8 text" % (option, path)) from None


def report(out, opts, label, heading, result, log, describe, readable):
    """One finished game: a JSON line (with the events under --verbose), or the readable
    summary (after the event log under --verbose)."""
    if opts.json:
        if log is not None:
            result["events"] = [describe(e) for e in log]
        out.write(json.dumps(result) + "\n")
        return
    if log is not None:
        out.write("%s: %s\n" % (label, heading))
        for e in log:
            out.write("  " + describe(e) + "\n")
    out.write(readable(label, result) + "\n")


def parse_deck(text, where, jokers, low_rank):
    try:
        deck = cards.parse_list(text)
        cards.check_deck(deck, jokers, low_rank)
    except cards.CardError as e:
        raise UsageError("%s: %s" % (where, e)) from None
    return deck


def seat_count(text, low=2, high=6):
    try:
        n = int(text)
    except ValueError:
        raise UsageError("--players wants a number, not %r" % text) from None
    if not low <= n <= high:
        raise UsageError("--players must be from %d to %d, not %d" % (low, high, n))
    return n


def dealer_seat(value, players):
    if not 0 <= value < players:
        raise UsageError("--dealer must be a seat from 0 to %d, not %d" % (players - 1, value))
    return value

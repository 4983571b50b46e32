"""How strong are the Equi computer players?  Seeded 2-player matches between policies.

Usage: python tools/play/equi_strength.py [--games N] [--jobs J] [--first-seed S]
       [--pairs hard:normal,normal:easy,...]
Each pairing plays N games (default 2000): N/2 seeded decks, each dealt twice with the
two players swapping seats, so neither gains from the deal or from moving first.  A win
is a sole highest score; a shared highest score is a tie.  The score is (wins + ties/2)
per game, with a 95% confidence interval (normal approximation).
"""

import argparse
import math
import os
import sys
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
for _sub in ("firmware", os.path.join("tools", "hostlib")):
    if os.path.join(ROOT, _sub) not in sys.path:
        sys.path.insert(0, os.path.join(ROOT, _sub))

from rules import cards, equi, equi_players, rng  # noqa: E402

PAIRS = "hard:normal,normal:easy,hard:easy,normal:max-cards"


def play(seed, names):
    deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), seed)
    st = equi.new_game(deck, 2, seed % 2)
    seats = [equi_players.make(n, seed * 8 + s) for s, n in enumerate(names)]
    while not st.over:
        st.apply(seats[st.turn].choose(equi_players.View(st, st.turn)))
    return st.winners(), st.moves


def chunk(args):
    a, b, seeds = args
    w = t = lost = moves = 0
    for seed in seeds:
        for a_seat in (0, 1):
            names = [a, b] if a_seat == 0 else [b, a]
            winners, n = play(seed, names)
            moves += n
            if len(winners) == 2:
                t += 1
            elif winners[0] == a_seat:
                w += 1
            else:
                lost += 1
    return w, t, lost, moves


def match(a, b, games, first, jobs):
    seeds = list(range(first, first + games // 2))
    parts = [(a, b, seeds[i::jobs]) for i in range(jobs)]
    if jobs == 1:
        results = [chunk(p) for p in parts]
    else:
        with ProcessPoolExecutor(jobs) as ex:
            results = list(ex.map(chunk, parts))
    return [sum(r[i] for r in results) for i in range(4)]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000, help="games per pairing (even)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--pairs", default=PAIRS, help="A:B pairings, comma-separated")
    opts = ap.parse_args(argv)
    if opts.games < 2 or opts.games % 2:
        ap.error("--games must be an even number of 2 or more")
    if opts.jobs < 1 or opts.first_seed < 0:
        ap.error("--jobs must be 1 or more and --first-seed 0 or more")
    pairs = []
    for p in opts.pairs.split(","):
        a, _, b = p.partition(":")
        if a not in equi_players.POLICIES or b not in equi_players.POLICIES:
            ap.error("bad pairing %r (policies: %s)" % (p, ", ".join(equi_players.POLICIES)))
        pairs.append((a, b))
    print(
        "Equi, 2 players: %d games per pairing (%d seeded decks from seed %d, each played "
        "with both seatings)" % (opts.games, opts.games // 2, opts.first_seed)
    )
    print(
        "%-22s %6s %6s %6s %9s %8s %15s %10s"
        % ("A vs B", "A wins", "ties", "B wins", "A win %", "A score", "95% CI", "avg moves")
    )
    for a, b in pairs:
        w, t, lost, moves = match(a, b, opts.games, opts.first_seed, opts.jobs)
        n = w + t + lost
        score = (w + t / 2) / n
        half = 1.96 * math.sqrt(score * (1 - score) / n)
        print(
            "%-22s %6d %6d %6d %8.1f%% %7.1f%% %6.1f%% - %4.1f%% %10.1f"
            % (
                "%s vs %s" % (a, b),
                w,
                t,
                lost,
                100 * w / n,
                100 * score,
                100 * (score - half),
                100 * (score + half),
                moves / n,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Equi capture search and computer players: speed and heap, on CPython and the MicroPython VM.

Usage: python tools/bench/equi.py [--quick]
Times "any capture?", listing every capture and the `hard` player's choice for a typical
position (hand 4, table 6) and a heavy one (hand 16, table 16), for the worst of a batch
of random positions of each kind, and for every choice of `hard` players in whole 4-player
games; measures the heap those calls allocate.  The times are host figures (CPython's and
the VM's speeds say nothing dependable about a Pico's): a computer seat's choice on the Pico
is timed on the emulated Pico by tools/bench/pico.py (`make bench`), in whole games with
the strongest players; the heap figures are the VM's readings.  Timing starts after a
warm-up (Node compiles the VM as it runs).  The part between the markers
runs unchanged on both interpreters.
"""

import sys

if sys.implementation.name == "cpython":
    import os

    _ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path[:0] = [
        os.path.join(_ROOT, p)
        for p in ("firmware", "tools/hostlib", "tools/vm", "tools", "tools/bench/core")
    ]

# --- core: runs on CPython and inside the MicroPython VM -------------------------------
import gc
import json

from hostclock import diff_us, now_us

from rules import cards, equi, equi_players, equi_search, equi_values, rng

TYPICAL = ("9S,AS,QS,7C", "TD,QD,6H,KC,JH,8S", 16)  # hand, table, stock left
HEAVY = (
    "AS,AH,JS,QS,QH,KS,6S,6H,7S,7H,8S,8H,9S,9H,TS,TH",
    "AC,AD,JC,JD,JH,QC,KC,KD,KH,6C,6D,7C,7D,8C,9C,TC",
    0,
)
REPEAT = 20
_mem_alloc = getattr(gc, "mem_alloc", None)  # MicroPython's heap in use; CPython has none


def _now():
    return now_us()


def _since(t0):
    return diff_us(now_us(), t0)


def position(hand, table, stock, seed=1):
    """A 2-player state with seat 0 to move: the rest of the deck dealt at random to the
    other hand (4 cards, or what is left), the stock, then seat 1's tricks."""
    st = equi.new_game(cards.full_deck(0, cards.RANK_6), 2)
    st.hands[0], st.table = list(hand), list(table)
    rest = [c for c in cards.full_deck(0, cards.RANK_6) if c not in hand and c not in table]
    rng.Rng(seed).shuffle(rest)
    st.hands[1] = rest[:4]
    st.stock = rest[4 : 4 + stock]
    st.tricks = [[], rest[4 + stock :]]
    for c in st.tricks[1]:
        st.seen[c - equi.LOW_CARD] = 1
    st.turn = 0
    return st


def after_e6(players, seed):
    """The heavy case in play: seat 0 took 16 trick cards back into its hand (E6), 12
    cards lie on the table, the stock is out; each other seat holds 1-3 cards nobody
    has seen, the rest lie in their tricks."""
    deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), seed)
    r = rng.Rng(seed)
    st = equi.State(players, players - 1, False)
    st.hands[0], st.table = deck[:16], deck[16:28]
    rest = deck[28:]
    for s in range(1, players):
        k = min(1 + r.below(3), len(rest) - (players - 1 - s))
        st.hands[s], rest = rest[:k], rest[k:]
    for i, c in enumerate(rest):
        st.tricks[1 + i % (players - 1)].append(c)
    for c in deck[:16] + rest:
        st.seen[c - equi.LOW_CARD] = 1
    st.turn = 0
    return st


def random_position(nh, nt, stock, seed):
    deck = rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), seed)
    return position(deck[:nh], deck[nh : nh + nt], stock, seed)


def _time(fn, calls, rounds=5, best=False):
    # The VM's clock ticks in whole milliseconds, so calls are timed in batches; the
    # median batch is kept (best: the fastest), so a collection or a busy machine does
    # not decide it.
    per = []
    for _ in range(rounds):
        t0 = _now()
        for _ in range(calls):
            fn()
        per.append(_since(t0) / calls / 1000)
    per.sort()
    return per[0] if best else per[rounds // 2]


def _heap(fn):
    # Everything a call allocates with the collector off: an upper bound of its peak.
    gc.collect()
    gc.disable()
    try:
        a0 = _mem_alloc()
        fn()
        return _mem_alloc() - a0
    finally:
        gc.enable()
        gc.collect()


def _peak(player, view):
    """(heap in use before, after, of which the player's random draws) one choice with
    the collector off.  Inside one run the VM's collector frees nothing (only between
    top-level calls), so no reading taken during the call can be lower than what the
    call allocated: after - before is that total, and it bounds the choice's peak above
    the heap before it.  The draws (rng.Rng works on 32-bit values, long ints on the
    Pico) are measured apart: they are the same whatever the search does."""
    r = player.rng
    draw = r.below
    drawn = [0]

    def below(n):
        a = _mem_alloc()
        x = draw(n)
        drawn[0] += _mem_alloc() - a
        return x

    r.below = below  # Rng's shuffle() and choice() draw through it too
    gc.collect()
    gc.disable()
    try:
        a0 = _mem_alloc()
        player.choose(view)
        return a0, _mem_alloc(), drawn[0]
    finally:
        gc.enable()
        del r.below


def _walk_all(hand, table, empty):
    # Heavy positions have too many captures to hold in a list: walk them by values.
    n = 0
    for _ in equi_search.value_captures(
        equi_values.counts(hand), equi_values.counts(table), len(hand) == 1 and empty
    ):
        n += 1
    return n


def _ops(st, heavy):
    hand, table, empty = st.hands[0], st.table, not st.stock
    player = equi_players.Hard(7)
    if heavy:
        listing = ("walk", lambda: _walk_all(hand, table, empty))
    else:
        listing = ("list", lambda: list(equi_search.captures(hand, table, empty)))
    return (
        ("any", lambda: equi_values.any_capture(hand, table, empty)),
        listing,
        ("hard", lambda: player.choose(equi_players.View(st, 0))),
    )


def warm_up(ms):
    # Node compiles the VM's WebAssembly in tiers while it runs: the first milliseconds
    # run slower than the rest.  Play the measured calls for a while first.
    t0 = _now()
    while _since(t0) < ms * 1000:
        for h, t, s in (TYPICAL, HEAVY):
            st = position(cards.parse_list(h), cards.parse_list(t), s)
            for op, fn in _ops(st, s == 0):
                if op != "walk":
                    fn()


def heavy_choices(n, repeat):
    """Hard's choice in n positions after E6 (after_e6(), 2-6 players): the ms of each,
    the best of 3 rounds of `repeat` calls by a player seeded alike (the same work each
    round; other work on the machine only ever adds time)."""
    out = []
    for i in range(n):
        st = after_e6(2 + i % 5, i)
        view = equi_players.View(st, 0)
        best = None
        for _ in range(3):
            players = [equi_players.Hard(i) for _ in range(repeat)]
            t0 = _now()
            for p in players:
                p.choose(view)
            ms = _since(t0) / repeat / 1000
            best = ms if best is None or ms < best else best
        out.append(best)
    return out


def memory():
    """_peak() of each policy's choice at the typical, the heavy and an after-E6 table."""
    out = {}
    sts = (
        ("typical", position(cards.parse_list(TYPICAL[0]), cards.parse_list(TYPICAL[1]), 16)),
        ("heavy", position(cards.parse_list(HEAVY[0]), cards.parse_list(HEAVY[1]), 0)),
        ("after_e6", after_e6(4, 3)),
    )
    for name, st in sts:
        view = equi_players.View(st, 0)
        for pol in ("easy", "normal", "hard"):
            out["%s_%s" % (name, pol)] = _peak(equi_players.make(pol, 5), view)
    return out


def games4(n, repeat):
    """Every choice of `hard` players in n whole 4-player games: (worst ms, mean ms,
    choices).  Each choice is timed over `repeat` calls (the VM's clock moves in whole
    milliseconds); the last call's move is played."""
    worst = total = 0.0
    count = 0
    for g in range(n):
        st = equi.new_game(rng.shuffled_deck(cards.full_deck(0, cards.RANK_6), 100 + g), 4, g % 4)
        seats = [equi_players.Hard(10 * g + s) for s in range(4)]
        while not st.over:
            player = seats[st.turn]
            view = equi_players.View(st, st.turn)
            t0 = _now()
            for _ in range(repeat):
                move = player.choose(view)
            ms = _since(t0) / repeat / 1000
            worst = max(worst, ms)
            total += ms
            count += 1
            st.apply(move)
    return worst, total / max(1, count), count


def measure(quick=False):
    peak = memory() if _mem_alloc is not None else {}  # first: the heap is still small
    warm_up(300 if quick else 2000)
    out = {}  # (filled in below: its values of several types)
    out["heap"] = {}
    out["peak"] = peak
    calls = {"any": 100, "list": 20, "walk": 1, "hard": 5}
    for name, (h, t, s) in (("typical", TYPICAL), ("heavy", HEAVY)):
        st = position(cards.parse_list(h), cards.parse_list(t), s)
        heavy = name == "heavy"
        out[name + "_captures"] = (
            _walk_all(st.hands[0], st.table, not st.stock)
            if heavy
            else len(list(equi_search.captures(st.hands[0], st.table, not st.stock)))
        )
        for op, fn in _ops(st, heavy):
            rounds = 1 if op == "walk" else 5
            n = max(1, calls[op] // (10 if quick else 1))
            out["%s_%s" % (name, op)] = _time(fn, n, rounds)
            if _mem_alloc is not None:
                out["heap"]["%s_%s" % (name, op)] = _heap(fn)
    batch = 10 if quick else 100
    for name, nh, nt, s in (("typical", 4, 6, 16), ("heavy", 16, 16, 0)):
        worst = {}
        for seed in range(batch):
            st = random_position(nh, nt, s, seed)
            for op, fn in _ops(st, name == "heavy"):
                if op != "walk":
                    n = {"any": 20, "list": 4, "hard": 2}[op]
                    ms = _time(fn, n, 3, True)
                    worst[op] = max(worst.get(op, 0.0), ms)
        out["worst_" + name] = worst
    out["batch"] = batch
    out["games4"] = games4(3 if quick else 12, 3 if quick else 5)
    out["after_e6"] = heavy_choices(20 if quick else 100, 3 if quick else 5)
    return out


def core_main(quick=False):
    print(json.dumps(measure(quick)))


# --- host -------------------------------------------------------------------------------

ROWS = (  # (row, key)
    ('typical: "any capture?"', "typical_any"),
    ("typical: list every capture", "typical_list"),
    ("typical: hard player's choice", "typical_hard"),
    ('heavy: "any capture?"', "heavy_any"),
    ("heavy: walk every capture by values", "heavy_walk"),
    ("heavy: hard player's choice", "heavy_hard"),
)
HEAP_TARGET = 32 * 1024
PEAK_TARGET = 8 * 1024  # the search's part of a choice's peak (random draws apart)


# The heap the rules' modules take while loaded (an Equi game keeps the values and the
# rules; the search and the players only for a computer seat's choice or a hint): one
# top-level call per step (tools/vm/mpvm.mjs --loop), so the collector frees in between.
RESIDENT = """
import gc
gc.collect()
s = step[0]
step[0] += 1
if s == 0:
    base = [gc.mem_alloc()]
elif s == 1:
    from rules import cards, game, rng
elif s == 2:
    base.append(gc.mem_alloc())
    from rules import equi_values
elif s == 3:
    base.append(gc.mem_alloc())
    from rules import equi_search
elif s == 4:
    base.append(gc.mem_alloc())
    from rules import equi_players
else:
    base.append(gc.mem_alloc())
    print('{"values": %d, "search": %d, "players": %d}'
          % (base[2] - base[1], base[3] - base[2], base[4] - base[3]))
    raise SystemExit
"""


def host_main(argv):
    import subprocess

    quick = "--quick" in argv
    from mpvm import MicroPythonVM

    with open(__file__, encoding="utf-8") as f:
        src = f.read()
    core = src[: src.index("# --- host ---")]
    try:
        vm = MicroPythonVM(mounts=[(os.path.join(_ROOT, "tools", "bench", "core"), "/lib")])
        mp = json.loads(vm.run(core + "core_main(%r)\n" % quick).strip().splitlines()[-1])
        resident = json.loads(vm.run("step = [0]\n", loop=RESIDENT).strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, RuntimeError) as e:
        print("cannot run the MicroPython VM: %s" % e, file=sys.stderr)
        return 1
    cp = measure(quick)
    print("Equi capture search and players (firmware/rules/equi_search.py, equi_players.py)")
    print("typical: hand %s | table %s | stock %d" % TYPICAL)
    print("heavy:   hand %s\n         table %s | stock %d" % HEAVY)
    print(
        "legal captures: typical %d (by cards), heavy %d (by values)"
        % (mp["typical_captures"], mp["heavy_captures"])
    )
    print("host figures, not a Pico's (a computer seat's choice on the Pico: make bench)")
    print()
    print("%-36s %9s %9s" % ("ms per call (median)", "CPython", "VM"))
    fails = 0
    for label, key in ROWS:
        print("%-36s %9.3f %9.2f" % (label, cp[key], mp[key]))
    worst, mean, n = mp["games4"]
    print()
    print(
        "hard players' choices in whole 4-player games (%d choices), VM ms: worst %.2f, mean %.2f"
        % (n, worst, mean)
    )
    e6 = mp["after_e6"]
    print(
        "hard's choice after E6 (hand 16, table 12, stock out, 2-6 players, others' hands"
        " unseen), %d positions, VM ms: mean %.2f, worst %.2f"
        % (len(e6), sum(e6) / len(e6), max(e6))
    )
    print("worst of %d random positions (VM ms, best of 3 rounds):" % mp["batch"])
    for name in ("typical", "heavy"):
        w = mp["worst_" + name]
        line = "  %-8s any %6.2f" % (name, w["any"])
        if "list" in w:
            line += "   list %6.2f" % w["list"]
        print(line + "   hard %7.2f" % w["hard"])
    print()
    print("heap allocated by one call on the MicroPython VM (GC off, bytes; bounds the peak):")
    peak = 0
    for key in sorted(mp["heap"]):
        n = mp["heap"][key]
        if key.endswith(("_any", "_hard")):
            peak = max(peak, n)
        print("  %-16s %8d" % (key, n))
    ok = peak < HEAP_TARGET
    fails += not ok
    print(
        "largest for any/hard calls: %d bytes, target < %d: %s"
        % (peak, HEAP_TARGET, "ok" if ok else "OVER")
    )
    print()
    print("a player's choice on the MicroPython VM, heap in use in bytes (collector off;")
    print("the VM frees nothing within a run, so after - before bounds the choice's peak;")
    print("of that, the player's random draws, and the search's part, the rest):")
    print("  %-18s %8s %8s %8s %8s %8s" % ("", "before", "after", "peak <=", "draws", "search"))
    top = 0
    for key in sorted(mp["peak"]):
        before, after, drawn = mp["peak"][key]
        top = max(top, after - before - drawn)
        print(
            "  %-18s %8d %8d %8d %8d %8d"
            % (key, before, after, after - before, drawn, after - before - drawn)
        )
    ok = top < PEAK_TARGET
    fails += not ok
    print(
        "the search's part of a choice: %d bytes at most, target < %d: %s"
        % (top, PEAK_TARGET, "ok" if ok else "OVER")
    )
    print(
        "heap the modules take while loaded: equi_values %d bytes, equi_search %d, "
        "equi_players with equi %d" % (resident["values"], resident["search"], resident["players"])
    )
    return 1 if fails else 0


if __name__ == "__main__" and sys.implementation.name == "cpython":
    sys.exit(host_main(sys.argv[1:]))

# Ratscrew measurements that run unchanged on CPython and on MicroPython;
# tools/bench/rules_speed.py runs this in both and prints the table.
import gc
import json

from hostclock import diff_us as _diff
from hostclock import now_us as _ticks_us

from rules import cards, ratscrew, rng


def _deck(seed, jokers):
    return rng.shuffled_deck(cards.full_deck(2 if jokers else 0), seed)


def games(players, jokers, seeds):
    """Whole games from prepared decks: (microseconds, cards laid, games)."""
    decks = [_deck(s, jokers) for s in seeds]
    laid = 0
    t0 = _ticks_us()
    for d in decks:
        st = ratscrew.play_out(ratscrew.new_game(d, players, 0, jokers))
        laid += st.laid
    return _diff(_ticks_us(), t0), laid, len(decks)


def save_size(seeds):
    longest = 0
    for s in seeds:
        st = ratscrew.new_game(_deck(s, 2), 6, 0, 2)
        while not st.over:
            longest = max(longest, len(st.to_bytes()))
            st.push(ratscrew.computer_name(st) if st.awaiting else ratscrew.LAY)
    return longest


# Live heap on MicroPython.  The VM frees garbage only in a collection at the start of a
# later top-level call (see tools/vm/mpvm.mjs --loop), so the measurement is a state machine
# that the runner steps one call at a time: heap_begin() once, then heap_step() in a loop
# until it raises SystemExit.
_HEAP_RUNS = ((7, 2, 0), (7, 6, 1), (7, 6, 2))
_h = {}


def heap_begin():
    _h["runs"] = [(_deck(seed, jokers), players, jokers) for seed, players, jokers in _HEAP_RUNS]
    _h["st"] = None
    _h["live"] = _h["churn"] = 0


def heap_step():
    gc.collect()
    now = gc.mem_alloc()
    st = _h["st"]
    if st is None:
        if not _h["runs"]:
            print(json.dumps({"heap_live": _h["live"], "heap_step": _h["churn"]}))
            raise SystemExit(0)
        deck, players, jokers = _h["runs"].pop()
        _h["base"] = now  # the deck list is the caller's, made before the baseline
        _h["st"] = ratscrew.new_game(deck, players, 0, jokers)
        return
    _h["live"] = max(_h["live"], now - _h["base"])
    if st.over:
        _h["st"] = None
        return
    st.push(ratscrew.computer_name(st) if st.awaiting else ratscrew.LAY)
    _h["churn"] = max(_h["churn"], gc.mem_alloc() - now)


def main():
    out = {}
    for players in (2, 6):
        us, laid, n = games(players, 0, range(1, 41))
        out["games_per_s_%d" % players] = n * 1e6 / us
        out["us_per_card_%d" % players] = us / laid
    us, laid, n = games(4, 2, range(1, 41))
    out["us_per_card_name"] = us / laid
    out["save_bytes"] = save_size(range(1, 21))
    print(json.dumps(out))


if __name__ == "__main__":
    main()

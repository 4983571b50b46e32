"""What one autosave costs: the firmware's Python work in the MicroPython VM (a host
figure: the VM's speed says nothing dependable about a Pico's), the flash work on littlefs
with the Pico's geometry (programs and erases counted on tools/builders/lfsflash.py's device, timed
at the Pico flash chip's figures), and the wear over hours of play.  A save as the Pico
makes it, Python and flash together, is timed on the emulated Pico by tools/bench/pico.py
(`make bench`: "an autosave").

Usage: python tools/bench/flash.py [--hours H] [--json]

The save is a real one: a 4-seat Ratscrew match in play (games/saves.py, through
store/flash.py).  The flash part runs the firmware's code on CPython against littlefs
(littlefs-python wraps the C library MicroPython uses), one save every 2 s of play, the
records written at every game's end (a game every 3 minutes), for --hours of play.
Pico times: a 256-byte page program 0.4 ms, a 4 KB sector erase 45 ms.
"""

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for sub in (
    "firmware",
    "tools/hostlib",
    "tools/vm",
    "tools/builders",
    "tools",
    "tools/bench/core",
):
    sys.path.insert(0, os.path.join(ROOT, sub))


from lfsflash import BLOCK_COUNT, Adapter, Device  # noqa: E402
from mpvm import MicroPythonVM  # noqa: E402

PROG_MS = 0.4
ERASE_MS = 45.0
SAVE_EVERY_S = 2
GAME_MINUTES = 3
ERASE_CYCLES = 100_000

VM_CODE = r"""
import gc, json
import hostclock
from games import saves
from games.match import PERSON, Match
from rules import cards, ratscrew, rng
import os
try:
    os.mkdir("/data")
except OSError:
    pass
m = Match("ratscrew", ["Ann", "Bob", "Cy", "Dee"], [PERSON, "cpu", "cpu", "cpu"], 0, {"jokers": 1})
st = ratscrew.new_game(rng.shuffled_deck(cards.full_deck(2), 5), 4, 0, 1)
for _ in range(60):
    st.push(ratscrew.LAY)
n = 200
best = None
for _ in range(3):
    t0 = hostclock.now_us()
    for _ in range(n):
        saves.save("/data", m, 5, st)
    dt = hostclock.diff_us(hostclock.now_us(), t0) / 1000 / n
    best = dt if best is None or dt < best else best
size = len(open("/data/ratscrew.json").read())
print(json.dumps({"save_ms": best, "size": size}))
"""


def vm_cost():
    vm = MicroPythonVM(mounts=[(os.path.join(ROOT, "tools", "bench", "core"), "/lib")])
    return json.loads(vm.run(VM_CODE).strip().splitlines()[-1])


def flash_cost(hours):
    from games import saves
    from games.match import PERSON, Match
    from rules import cards, ratscrew, rng
    from store import flash, records, settings

    dev = Device()
    fs = dev.format()
    flash.use(Adapter(fs))
    folder = "/data"
    prefs = settings.Settings(folder)
    prefs.save()
    names = ["Ann", "Bob", "Cy", "Dee"]
    m = Match("ratscrew", names, [PERSON, "cpu", "cpu", "cpu"], 0, {"jokers": 1})
    seed = 1
    st = ratscrew.new_game(rng.shuffled_deck(cards.full_deck(2), seed), 4, 0, 1)
    dev.ops.clear()
    per_save = []
    erased = [0] * BLOCK_COUNT
    saves_n = hours * 3600 // SAVE_EVERY_S
    game_every = GAME_MINUTES * 60 // SAVE_EVERY_S
    records_ops = [0, 0]
    for i in range(saves_n):
        for _ in range(3):  # about what a blitz table lays in 2 s... or a person's turn
            if st.over:
                seed += 1
                st = ratscrew.new_game(rng.shuffled_deck(cards.full_deck(2), seed), 4, 0, 1)
            st.push(ratscrew.LAY)
        if st.over:
            seed += 1
            st = ratscrew.new_game(rng.shuffled_deck(cards.full_deck(2), seed), 4, 0, 1)
        start = len(dev.ops)
        assert saves.save(folder, m, seed, st) is None
        per_save.append(dev.counts(start))
        if i % game_every == game_every - 1:
            start = len(dev.ops)
            assert records.add(folder, "ratscrew", names, [i % 4]) is None
            p, e = dev.counts(start)
            records_ops[0] += p
            records_ops[1] += e
    for op in dev.ops:
        if op[0] == "erase":
            erased[op[1]] += 1
    flash.use(None)
    progs = [p for p, _ in per_save]
    erases = [e for _, e in per_save]
    times = [p * PROG_MS + e * ERASE_MS for p, e in per_save]
    used = [n for n in erased if n]
    total_erases = sum(erased)
    return {
        "saves": saves_n,
        "progs_mean": sum(progs) / saves_n,
        "progs_max": max(progs),
        "erases_mean": sum(erases) / saves_n,
        "erases_max": max(erases),
        "saves_with_an_erase": sum(1 for e in erases if e),
        "ms_mean": sum(times) / saves_n,
        "ms_max": max(times),
        "ms_without_erase_max": max(p * PROG_MS for p, e in per_save if not e),
        "records_writes": saves_n // game_every,
        "records_progs": records_ops[0],
        "records_erases": records_ops[1],
        "erases_per_hour": total_erases / hours,
        "blocks_erased": len(used),
        "most_erases_one_block": max(erased),
        "most_erases_one_block_per_hour": max(erased) / hours,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hours", type=int, default=24)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    vm = vm_cost()
    lfs = flash_cost(args.hours)
    out = {"vm": vm, "littlefs": lfs}
    # Years of daily play before the most-erased block reaches its rated cycles, at one,
    # two and four hours a day, from the block the run wore most.
    per_hour = lfs["most_erases_one_block_per_hour"]
    out["years"] = {
        h: ERASE_CYCLES / (per_hour * h * 365) if per_hour else None for h in (1, 2, 4)
    }
    spread = lfs["erases_per_hour"] / BLOCK_COUNT
    out["years_if_spread_evenly_2h"] = ERASE_CYCLES / (spread * 2 * 365)
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    print("One autosave of a 4-seat Ratscrew match in play (%d bytes of JSON)" % vm["size"])
    print(
        "  Python work (json, hex, write): %.2f ms in the VM on the host (the Pico's: make bench)"
        % vm["save_ms"]
    )
    print(
        "littlefs, Pico geometry, %d saves (%d h of play, one every %d s):"
        % (lfs["saves"], args.hours, SAVE_EVERY_S)
    )
    print(
        "  programs per save: mean %.2f, max %d; erases per save: mean %.3f, max %d"
        " (%d saves of %d erased a sector)"
        % (
            lfs["progs_mean"],
            lfs["progs_max"],
            lfs["erases_mean"],
            lfs["erases_max"],
            lfs["saves_with_an_erase"],
            lfs["saves"],
        )
    )
    print(
        "  flash time per save at 0.4 ms a page, 45 ms a sector: mean %.1f ms, max %.1f ms,"
        " max without an erase %.1f ms"
        % (lfs["ms_mean"], lfs["ms_max"], lfs["ms_without_erase_max"])
    )
    print(
        "  records at each game's end: %d writes, %d programs, %d erases"
        % (lfs["records_writes"], lfs["records_progs"], lfs["records_erases"])
    )
    print(
        "wear: %.0f sector erases an hour over %d of %d blocks; the most-erased block %.1f an hour"
        % (
            lfs["erases_per_hour"],
            lfs["blocks_erased"],
            BLOCK_COUNT,
            lfs["most_erases_one_block_per_hour"],
        )
    )
    print(
        "  years of daily play before that block reaches 100,000 erases: %s"
        % ", ".join("%.0f at %d h a day" % (y, h) for h, y in out["years"].items())
    )
    print(
        "  (spread evenly over all blocks: %.0f years at 2 h a day)"
        % out["years_if_spread_evenly_2h"]
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

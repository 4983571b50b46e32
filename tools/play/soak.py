"""Soak: many all-computer matches of every game of the registry, taking turns, through the
unchanged app in the MicroPython VM,
headless on a virtual clock, with autosaves, power cuts (the App made again on the same
/data, the match resumed from the main menu's Resume) and the screen turning off and on;
the heap in use after each game.

Usage: python tools/play/soak.py [--games N] [--every N] [--json]
Each game is one top-level call of the VM (tools/vm/mpvm.mjs --loop), which starts with
gc.collect(): this VM frees nothing allocated in the same top-level call, so the figure is
what the previous games left alive.  The heap must not grow from game to game: the run
fails (exit status 1) when, for either game, the mean of the last tenth of the readings
after it is more than --slack bytes above the mean of the first tenth of the second half
(the first half is the warm-up, see verdict()): the heap after an Equi game and after a
Ratscrew one differ.

The games are the registry's (firmware/games/__init__.py), each played from the main menu
with its setup's defaults and every seat the computer's: the setup's seats' kinds
(<prefix>kinds) set to the game's first computer kind.  Every game has its own
schedule of power cuts (its second game of three) and screen timeouts (of five).
"""

import argparse
import json
import os
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "vm"))

from mpvm import MicroPythonVM  # noqa: E402

SETUP = r"""
import framebuf, gc, json, os, sys
from uikit import keys

def scrub(k):
    # The VM's collector also finds what calls that returned left in its Python stack (a
    # Pico's scans only live frames): calls k deep fill those stale frames with small
    # ints, allocating nothing, before a reading (as tools/bench/core/devicevm.py's live()).
    x0 = x1 = x2 = x3 = x4 = x5 = x6 = x7 = x8 = x9 = x10 = x11 = x12 = x13 = x14 = x15 = k
    if k:
        scrub(k - 1)

class Display(framebuf.FrameBuffer):
    def __init__(self):
        super().__init__(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
        self.on = True
    def show(self, pages=None):
        pass
    def contrast(self, level):
        pass
    def poweroff(self):
        self.on = False
    def poweron(self):
        self.on = True

class Buttons:
    held = 0
    def read(self):
        return self.held

class Board:
    NAME = "soak"
    def __init__(self):
        self.disp = Display()
        self.keys = Buttons()
    def display(self):
        return self.disp
    def buttons(self):
        return self.keys
    def buzzer(self):
        return None

try:
    os.mkdir("/data")
except OSError:
    pass
with open("/data/settings.json", "w") as f:  # blitz, the screen on
    f.write(json.dumps({"lang": 0, "speed": 3, "timeout": 5}))

import games
from shell import app as appmod

S = {"now": 1000, "wait": 0, "game": 0, "cuts": 0, "offs": 0, "board": Board()}
S["lost"] = {}  # per game: the most ms of play a power cut cost (an upper bound)
S["played"] = {}
S["app"] = appmod.App(S["board"], S["now"], seed=SEED)
GAMES_PLAYED = [games.title(g) for g in games.GAMES]  # (the menus' English names)

def run(ms):
    end = S["now"] + ms
    while True:
        step = max(1, S["wait"])
        if S["now"] + step > end:
            S["now"] = end
            return
        S["now"] += step
        S["wait"] = S["app"].tick(S["now"])

def tap(key):
    S["board"].keys.held = key
    run(60)
    S["board"].keys.held = 0
    run(80)

def name():
    return type(S["app"].top).__name__

def pick(prefix):
    top = S["app"].top
    for i, item in enumerate(top.items):
        if item.label.startswith(prefix):
            top.sel = i
            tap(keys.A)
            return True
    return False

def at_table():
    # a game's table: its match, its rules state and its save
    top = S["app"].top
    return hasattr(top, "st") and hasattr(top, "save")

def over():
    # a game-over screen: its match and the next game
    return hasattr(S["app"].top, "again") and not at_table()


def computers(setup):
    # every seat the computer's: the setup's <prefix>kinds (games/setup.py), each seat the
    # game's first computer kind (its wing's KINDS: "person" first)
    kinds = setup.prefix + "kinds"
    S["app"].settings.set(kinds, [1] * len(S["app"].settings.get(kinds)))
    setup._build()

def to_table(label):
    for _ in range(1000):
        if at_table():
            return
        if name() == "MainMenu":
            pick("Resume " + label) or pick("Play " + label)
        elif hasattr(S["app"].top, "prefix"):  # a setup (games/setup.py)
            computers(S["app"].top)
            pick("Start")
        elif over():
            tap(keys.A)  # again
        else:
            tap(keys.B)
    raise RuntimeError("no way to the table from " + name())

def progress():
    # how far the game at the table on top has gone (rules/game.py's moves), or None
    return S["app"].top.st.moves if at_table() else None

def game():
    g = S["game"]
    S["game"] = g + 1
    label = GAMES_PLAYED[g % len(GAMES_PLAYED)]
    n = S["played"][label] = S["played"].get(label, 0) + 1
    to_table(label)
    cut = n % 3 == 2  # (each game's own count: games taking turns cut every one)
    off = n % 5 == 3
    cut_at, off_at = 8, 4  # (moves made: early in any game)
    settings = S["app"].settings
    reached = {}  # progress: a time before it was reached (so lost times are upper bounds)
    paused = [0]  # ms the screen was off: the game waited, nobody played

    def play_now():
        return S["now"] - paused[0]

    before_now = play_now()
    for _ in range(100000):
        if over():
            break
        if not at_table():
            tap(keys.B)  # (nothing else comes up at an all-computer table)
            continue
        done = progress()
        if S["app"].top.st.over:  # the final position on show: the game is over
            run(200)
            continue
        if done not in reached:
            reached[done] = before_now
        before_now = play_now()
        if cut and done >= cut_at:  # the power goes: a new App on the same flash
            cut = False
            S["cuts"] += 1
            cut_time = play_now()
            S["app"] = None
            gc.collect()
            S["board"] = Board()
            S["app"] = appmod.App(S["board"], S["now"], seed=SEED + g)
            S["wait"] = 0
            settings = S["app"].settings
            to_table(label)
            back = progress()  # the saved position: reached no earlier than the last
            seen = [k for k in reached if k <= back]  # (none: a new deal, lost since the start)
            lost_ms = cut_time - (reached[max(seen)] if seen else reached[min(reached)])
            S["lost"][label] = max(S["lost"].get(label, 0), lost_ms)
            continue
        if off and done >= off_at:  # the screen times out, the game waits, a key wakes it
            off = False
            settings.set("timeout", 0)  # 30 s
            S["app"].last_input = S["now"] - 29000  # as if nobody touched a key for 29 s
            for _ in range(400):
                run(100)
                if not S["board"].disp.on or not at_table():
                    break
            if not S["board"].disp.on:
                before = progress()
                went_off = S["now"]
                run(5000)
                if progress() == before:
                    S["offs"] += 1
                tap(keys.B)
                paused[0] += S["now"] - went_off
            settings.set("timeout", 5)
            reached.setdefault(progress(), before_now)  # (played on until it went off)
            before_now = play_now()
            continue
        run(200)
    return g
"""

STEP = r"""
scrub(40)
gc.collect()
print(json.dumps({"games": S["game"], "heap": gc.mem_alloc(), "cuts": S["cuts"],
                  "offs": S["offs"], "lost": S["lost"], "played": S["played"]}))
if S["game"] >= GAMES:
    raise SystemExit(0)
game()
"""


def soak(games, seed=7):
    vm = MicroPythonVM(heap="4m")
    setup = SETUP.replace("SEED", str(seed))
    step = STEP.replace("GAMES", str(games))
    out = vm.run(setup, loop=step, timeout=7200)
    rows = []
    results = 0
    for line in out.splitlines():
        if line.startswith("{"):
            rows.append(json.loads(line))
        elif line.startswith("result "):
            results += 1
    return rows, results


def kinds(rows):
    """The game each heap reading came after (rows[1:]): the one whose count went up.  The
    readings differ by game (an Equi game over holds less than a Ratscrew one: its table's
    modules are let go), so each is compared with readings after the same game."""
    out = []
    for before, after in zip(rows, rows[1:]):
        grew = [k for k, n in after["played"].items() if n != before["played"].get(k, 0)]
        out.append(grew[0] if grew else "")
    return out


def verdict(heaps, slack, labels=None):
    """(first, last, flat): per game, the mean heap of the first tenth of its readings
    in the second half of the run and of the last tenth; flat unless one grew by more than
    slack.  first and last are those of the game that grew the most.  The first half is
    the warm-up: the VM's heap may step up once there and stay (measured: +15 KB after the
    first Equi power cut of a 60-game run, then flat to the 100 bytes through 45 more
    games, the same modules loaded and no name interned; the VM's collector finds what
    its stale stack holds, the old App here), while a leak goes on growing through the
    second half too."""
    labels = labels or [""] * len(heaps)
    worst = None
    half = len(heaps) // 2
    for kind in sorted(set(labels[half:])):
        warm = [h for h, k in zip(heaps[half:], labels[half:]) if k == kind]
        tenth = max(1, len(warm) // 10)
        first = sum(warm[:tenth]) / tenth
        last = sum(warm[-tenth:]) / tenth
        if worst is None or last - first > worst[1] - worst[0]:
            worst = (first, last)
    first, last = worst or (0, 0)
    return first, last, last - first <= slack


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--every", type=int, default=100, help="print every Nth game's heap")
    ap.add_argument("--slack", type=int, default=2048, help="bytes of growth allowed")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    t0 = time.time()
    rows, results = soak(args.games)
    seconds = time.time() - t0
    heaps = [r["heap"] for r in rows[1:]]  # the heap after game 0, 1, ...
    labels = kinds(rows)
    first, last, ok = verdict(heaps, args.slack, labels)
    summary = {
        "games": len(rows) - 1 if rows else 0,
        "results": results,
        "power_cuts": rows[-1]["cuts"] if rows else 0,
        "screen_offs": rows[-1]["offs"] if rows else 0,
        "played": rows[-1]["played"] if rows else {},
        "most_play_lost_to_a_cut_ms": rows[-1]["lost"] if rows else {},
        "heap_min": min(heaps),
        "heap_max": max(heaps),
        "heap_after": {
            k: [
                min(h for h, x in zip(heaps, labels) if x == k),
                max(h for h, x in zip(heaps, labels) if x == k),
            ]
            for k in sorted(set(labels))
        },
        "heap_first_tenth": round(first),
        "heap_last_tenth": round(last),
        "seconds": round(seconds, 1),
        "grows": not ok,
    }
    if args.json:
        print(json.dumps({"summary": summary, "heaps": heaps}))
    else:
        for i, h in enumerate(heaps):
            if i % args.every == 0 or i == len(heaps) - 1:
                print("after game %5d: heap in use %6d bytes" % (i, h))
        for key, value in summary.items():
            print("%-17s %s" % (key, value))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

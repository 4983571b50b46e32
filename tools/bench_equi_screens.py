"""Equi's screens on the MicroPython VM with Pico estimates: every Equi screen's draw, the
table with a 16-card hand and 12 table cards, one key press answered there (the whole
tick, drawing and the SSD1306 driver's transfer included), the hard player's choice in
the heavy case (a 16-card hand after E6), and the heap in use during an Equi game.

Usage: python tools/bench_equi_screens.py
Runs the compiled firmware (build/mpy) in the VM with the bench board of
tools/benchcore/devicevm.py (the real SSD1306 driver on a bus that counts bytes), as
tools/bench_device.py does.  Pico times are estimated from references timed in the same
run (tools/benchcore/calibrate.py): a screen's draw by the drawing reference's ratio,
Python work and a whole tick by the reference loop's ratio, a key answered as the tick's
time until its frame was out plus the I2C time of the bytes sent (400 kHz)."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHCORE = os.path.join(ROOT, "tools", "benchcore")
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "hostlib"), BENCHCORE]

import calibrate  # noqa: E402  # pyright: ignore[reportMissingImports]
import devicevm  # noqa: E402  # pyright: ignore[reportMissingImports]

TARGETS = {"draw_ms": 3.0, "key_ms": 50.0, "hard_ms": 300.0, "heap_kb": 80.0}
PRELUDE = devicevm.PRELUDE
PICO_BASE = devicevm.PICO_BASE
PICO_HOLDS = devicevm.PICO_HOLDS
i2c_ms = devicevm.i2c_ms


def json_lines(text):
    import json

    return [json.loads(x) for x in text.splitlines() if x.startswith("{")]


# A position after E6: seat 0 (a person) took 16 trick cards back; 12 cards on the table,
# the stock out, the other 8 cards in the other seats' tricks.
HEAVY = """
from rules import cards, equi
HAND = cards.parse_list("AS,AH,JS,QS,QH,KS,6S,6H,7S,7H,8S,8H,9S,9H,TS,TH")
TABLE = cards.parse_list("AC,AD,JC,JD,JH,QC,KC,KD,KH,6C,6D,7C")
REST = cards.parse_list("7D,8C,8D,9C,9D,TC,TD,QD")

def heavy(players=4):
    st = equi.State(players, players - 1, False)
    st.hands[0] = list(HAND)
    st.table = list(TABLE)
    for i, c in enumerate(REST):
        st.tricks[1 + i % (players - 1)].append(c)
        st.seen[c - equi.LOW_CARD] = 1
    for s in range(1, players):
        st.hands[s] = [st.tricks[s].pop()]
    st.turn = 0
    return st
"""

SCREENS = (
    PRELUDE
    + HEAVY
    + """
from shell import app
from games.match import Match
from games import pause
from games.equi import logpage, menus, setup, table
from rules import equi_players
a = app.App(Board(), 0, seed=1)
a.tick(0)
home()
run(500)
fb = a.fb
t_end = time.ticks_add(time.ticks_ms(), 1500)  # lets Node compile the VM's hot paths
while time.ticks_diff(t_end, time.ticks_ms()) > 0:
    calibrate.draw_reference(fb, 50, 1)
    calibrate.reference(1)
out = {"loop_ms": calibrate.reference(5), "draw_ms": calibrate.draw_reference(fb, 400, 5)}
draws = []

def measure(label, screen):
    gc.collect()
    draws.append([label, type(screen).__name__, calibrate.menu_draw(screen, fb, 200, 3)])

names = ["Ann", "Bob", "Cy", "Dee"]
m = Match("equi", names, ["person", "person", "hard", "normal"], 0, {"hand_counts": 0})
measure("setup", setup.EquiSetup(a))
t = table.EquiTable(a, m)
while t.phase != 0:  # play on to the hand-off of a person (phase 0)
    a.frames += 1  # (the frame the app draws: a computer chooses after it)
    t.tick(a.now)
    t.next_at = a.now
measure("hand-off (Pass to)", t)
t.start_turn()
measure("person's turn, 4 cards", t)
st = heavy()
t.st = st
t.start_turn()
t._hint()
measure("turn, hand 16, table 12, hint marked", t)
think = table.EquiTable(a, Match("equi", names, ["hard"] * 4, 0, {"hand_counts": 0}))
measure("computer thinks", think)
a.frames += 1
think.tick(a.now)
measure("computer's move shown", think)
measure("events page", logpage.EventsPage(a, think.log.rows(names) + t.log.rows(names)))
measure("pause menu", pause.PauseMenu(a, t))
over = st.copy()
over._winners = (1,)
measure("game over", menus.EquiGameOver(a, m, over, lambda app, match: None))
out["draws"] = draws

# one key answered at the heavy table: the cursor moves, the tick that draws.
# The table comes back on top as the app brings back a screen (App.pop(): shown()), which
# renders its cells again: the screens measured above drew their own into the shared strip.
a.stack.append(t)
t.shown()
a._dirty = True
run(100)
keys_ = []
for i in range(20):  # along a row, across rows, into the table and the actions and back
    k = (keys.LEFT, keys.RIGHT, keys.DOWN, keys.RIGHT, keys.UP, keys.UP, keys.LEFT)[i % 7]
    keys_.append(list(timed_key(k)))
keys_.sort(key=lambda k: k[1])  # by the time until the frame was out
out["key"] = keys_[len(keys_) // 2]
out["key_worst"] = keys_[-1]

# the hard player in the heavy case: seat 0's choice with 16 cards after E6
hard = equi_players.make("hard", 7)
times = []
for i in range(30):
    st = heavy(2 + i % 5)
    t0 = clock_ms()
    hard.choose(equi_players.View(st, 0))
    times.append(clock_ms() - t0)
out["hard_mean"] = sum(times) / len(times)
out["hard_worst"] = max(times)

globals().get("emit", print)(json.dumps(out))  # (the bench board may swallow print)
"""
)

# Live heap in an Equi game: stepped one top-level call at a time (tools/mpvm.mjs --loop),
# so the VM's collector can free what earlier calls left (it frees nothing allocated in
# the call that collects), and read by devicevm's live() (the VM's stale stack scrubbed
# first).  The game is played on one phase at a time, a reading in a call of its own
# before each: the hand-off or news, the person's turn (Hint, then a long A takes the
# hinted capture), a computer seat thinking and its move shown, the final position, the
# game-over screen and the match's next game.  What is counted is what the Pico holds:
# the firmware modules the bench board imports beforehand (the display driver, the keys)
# are dropped before the base is read and imported again after it, and main.py's own
# imports (the board chooser, let go) are made; the bench's own harness (the clock, the
# fake board's classes, this state machine and its list of readings, made full-size
# first) stays out of the figure, and the Pico's board module and hw/picoio.py are in it
# (imported after the base, with a stand-in `machine`).  The harness's names are interned
# before the base, among them some the firmware uses too (display, buttons, ...): the VM
# keeps a name once, so those of the firmware's names are added back (shared_names()).
# The game is played twice: after a fresh start, and after every firmware module of the
# English firmware has been loaded once and let go (TOUR), as in a session that has been
# through every screen: the names a module interns stay in the qstr pools for good, and
# when the last pool is full the next is twice its size (in this VM, pools start at 301,
# 621 and 1261 names; a Pico's steps are set by its own firmware's names).
HEAP_READINGS = 240
PHASES = ("hand-off", "news", "person's turn", "computer thinks", "computer's move shown",
          "final position", "", "", "", "game-over screen")  # fmt: skip
HEAP = (
    PRELUDE
    + """
step = [0]
base = [0]
heap = [0] * %d
n = [0]
"""
    % HEAP_READINGS
)

HEAP_STEP = (
    """
gc.collect()
s = step[0]
step[0] += 1
if s == 0:
"""
    + PICO_BASE
    + """elif s == 1:
    base[0] = live()
    import micropython
    emit("names at the base:")
    micropython.qstr_info(1)  # (the names the bench interned: see shared_names())
    emit("names at the base.")
"""
    + PICO_HOLDS
    + """    from shell import app  # (main.py lets its board chooser go)
    a = app.App(Board(), 0, seed=1)
    a.tick(0)
    home()
    run(500)
elif s == 2:  # (a call of its own: what it leaves in the VM's stack is gone by the game)
    held = set(sys.modules)
    for m in TOUR:
        __import__(m)
    for m in [m for m in sys.modules if m not in held]:
        del sys.modules[m]
        pkg, _, leaf = m.rpartition(".")
        if hasattr(sys.modules.get(pkg), leaf):
            delattr(sys.modules[pkg], leaf)
    held = m = None
elif s == 3:
    import games  # (Equi's settings, as its setup adds them when it opens)

    a.settings.add(games.options("equi"))
    a.settings.set("eq_players", 4)
    a.settings.set("eq_kinds", [0, 3, 3, 3, 2, 2])
    a.settings.set("speed", 3)
    open_("Play Equi")
    open_("Start")
elif n[0] < len(heap) and s % 2 == 0:  # a reading: 10 * bytes + the phase (9: game over)
    heap[n[0]] = (live() - base[0]) * 10 + getattr(a.stack[-1], "phase", 9)
    n[0] += 1
elif n[0] < len(heap):  # the next phase
    t = a.stack[-1]
    ph = getattr(t, "phase", 9)
    if ph == 2:
        for k in (keys.A, keys.DOWN, keys.DOWN, keys.DOWN, keys.RIGHT, keys.A):
            tap(k)  # to the actions, Hint
        Buttons.mask = keys.A  # a long A confirms the hinted move
        run(800)
        Buttons.mask = 0
        run(100)
    elif ph in (0, 1, 9):
        tap(keys.A)  # the turn shown; the match's next game
    else:
        for i in range(300):
            now[0] += 10
            a.tick(now[0])
            if a.stack[-1] is not t or t.phase != ph:
                break
    t = None  # (the bench holds no table: a game-over screen's reading is the app's)
else:
    import micropython
    micropython.qstr_info(1)  # "qstr pool: n_pool=.., n_qstr=.., ...", then every name
    globals().get("emit", print)(json.dumps({"heap": heap[: n[0]]}))
    raise SystemExit
"""
)


def tour():
    """Every firmware module an English session on an SSD1306 Pico board can load (the
    compiled tree of build/mpy), but main.py, the boards and the Pico's own I/O module
    (they need `machine`)."""
    top = os.path.join(ROOT, "build", "mpy", "firmware")
    out = []
    for folder, _dirs, files in sorted(os.walk(top)):
        for f in sorted(files):
            rel = os.path.relpath(os.path.join(folder, f), top)[: -len(".mpy")]
            name = rel.replace(os.sep, ".").replace(".__init__", "")
            if name == "main" or name.startswith("boards") or name in ("hw.picoio", "hw.sh1106"):
                continue
            if "_uk" in name or "_ru" in name:  # (the other languages' catalogues and pages)
                continue
            out.append(name)
    return out


def heap_run(vm, modules, board=""):
    """The readings of the game played after modules were loaded and let go, the names
    interned at its end, and those of the firmware's names the bench had interned before
    the base (shared_names()); board: code that makes another bench Board."""
    out = vm.run(HEAP + board + "TOUR = %r\n" % (modules,), loop=HEAP_STEP).splitlines()
    names = [x for x in out if x.startswith("qstr pool:")][-1]
    first = out.index("names at the base:")
    at_base = _names(out[first : out.index("names at the base.")])
    shared = shared_names(at_base, _names(out[out.index(names) :]))
    n = int(names.split("n_qstr=")[1].split(",")[0])
    firmware = n - len(at_base) + len(shared)  # the names a Pico would hold (main.py's aside)
    return json_lines("\n".join(out))[-1]["heap"], (n, firmware), shared


def _names(lines):
    return [x[2:-1] for x in lines if x.startswith("Q(") and x.endswith(")")]


def shared_names(at_base, at_end):
    """The firmware's names among those the bench interned before the base: the VM holds
    each name once, so the firmware's own interning of these was not counted in the
    readings, as it is on a Pico.  The firmware's names are those of the modules the
    session loaded (each one's path is interned, "/firmware/games/setup.mpy") and their
    modules' names: identifiers and short strings (up to 10 characters, which
    MicroPython interns); the names of `machine` are a Pico's own (in flash)."""
    import ast
    import io
    import tokenize

    ours = set()
    for name in at_end:
        if not (name.startswith("/firmware/") and name.endswith(".mpy")):
            continue
        src = os.path.join(ROOT, name[1:-4] + ".py")
        if not os.path.exists(src):
            continue
        mod = name[len("/firmware/") : -len(".mpy")].replace("/", ".").replace(".__init__", "")
        ours.update([mod] + mod.split("."))
        with open(src, encoding="utf-8") as f:
            for tok in tokenize.generate_tokens(io.StringIO(f.read()).readline):
                if tok.type == tokenize.NAME:
                    ours.add(tok.string)
                elif tok.type == tokenize.STRING:
                    try:
                        v = ast.literal_eval(tok.string)
                    except (ValueError, SyntaxError):
                        continue
                    if isinstance(v, str) and len(v) <= 10:
                        ours.add(v)
    pico_own = {"machine", "Pin", "IN", "OUT", "PULL_UP", "I2C", "PWM", "Timer", "ONE_SHOT", "ADC"}
    return sorted((ours & set(at_base)) - pico_own)


def report_heap(label, heap, names, shared):
    # Each reading with the firmware's names the bench had interned first (a name's
    # characters and its terminating zero, shared_names()) added back.
    extra = sum(len(x.encode()) + 1 for x in shared) / 1024
    per = {}
    for v in heap:
        per.setdefault(v % 10, []).append(v // 10 / 1024 + extra)
    kbs = sorted(v // 10 / 1024 + extra for v in heap)
    print(
        "%s (gc.mem_alloc after gc.collect, %d readings, %d names interned, %d of them the "
        "firmware's): %.1f KB at most, %.1f KB median; target < 80 KB: %s"
        % (
            label,
            len(kbs),
            names[0],
            names[1],
            kbs[-1],
            kbs[len(kbs) // 2],
            "ok" if kbs[-1] < 80 else "OVER",
        )  # fmt: skip
    )
    by_phase = ["%s %.1f (%d)" % (PHASES[ph], max(xs), len(xs)) for ph, xs in sorted(per.items())]
    print("  at most, by phase (readings): " + ", ".join(by_phase))
    print("  (with %.1f KB added to each reading: %d of the firmware's names that the bench "
          "had interned first)" % (extra, len(shared)))  # fmt: skip


def main():
    vm = devicevm.BenchVM()
    r = json_lines(vm.run(SCREENS))[-1]
    heap, names, shared = heap_run(vm, [])
    toured, toured_names, toured_shared = heap_run(vm, tour())
    # every Pico board has a battery reader: the same game on a board that gives one as
    # tools/bench_battery.py's does (hw/gauge.py's VsysReader on a stand-in ADC)
    from bench_battery import WITH_READER

    read, read_names, read_shared = heap_run(vm, [], WITH_READER)
    sc = calibrate.Scale(r["loop_ms"], r["draw_ms"])
    print("Equi screens on the MicroPython VM, Pico estimates from this run's references")
    for line in sc.lines():
        print("  " + line)
    print()
    fmt = "%-44s %9s %10s %8s  %s"
    print(fmt % ("draw (fill + draw), ms", "VM", "Pico est.", "target", ""))
    for label, kind, ms in r["draws"]:
        pico = sc.drawing(ms)
        ok = "ok" if pico < TARGETS["draw_ms"] else "OVER"
        print(fmt % ("%s (%s)" % (label, kind), "%.3f" % ms, "%.2f" % pico, "< 3", ok))
    print()
    print(fmt % ("at the heavy table (hand 16, table 12), ms", "VM", "Pico est.", "target", ""))
    for name, (_tick, ms, nb, nw) in (("key answered (median of 20)", r["key"]),
                                      ("key answered (worst of 20)", r["key_worst"])):  # fmt: skip
        pico = sc.python(ms) + i2c_ms(nb, nw)
        ok = "ok" if pico < TARGETS["key_ms"] else "OVER"
        detail = "%.1f ms work + %.1f ms I2C (%d bytes)" % (sc.python(ms), i2c_ms(nb, nw), nb)
        print(fmt % (name, "%.2f" % ms, "%.1f" % pico, "< 50", ok + "  " + detail))
    print()
    print(fmt % ("hard player's choice, hand 16 after E6, ms", "VM", "Pico est.", "target", ""))
    emu = calibrate.PICO["equi_hard_worst_ms"][0]
    for name, ms in (("mean of 30 positions", r["hard_mean"]), ("worst", r["hard_worst"])):
        pico = sc.python(ms)
        ok = "ok" if pico < TARGETS["hard_ms"] else "OVER"
        print(fmt % (name, "%.2f" % ms, "%.0f" % pico, "< 300", ok))
    print("  (emulated RP2040, 4-player games: %.0f ms mean, %.0f ms worst)"
          % (calibrate.PICO["equi_hard_mean_ms"][0], emu))  # fmt: skip
    print()
    report_heap("heap in use during an Equi game after a fresh start", heap, names, shared)
    report_heap("... on a Pico board with its battery reader", read, read_names, read_shared)
    report_heap("... after every screen's modules were loaded once", toured, toured_names,
                toured_shared)  # fmt: skip
    print("  (emulated RP2040, a Ratscrew game: %.0f KB)" % calibrate.PICO["heap_game_kb"][0])
    return 0


if __name__ == "__main__":
    sys.exit(main())

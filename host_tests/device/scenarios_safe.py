"""Scenarios for host_tests/test_autosave.py, test_crash.py and test_records.py, run inside
the MicroPython VM on the compiled firmware with the fake board.  Each prints one JSON
line per finding."""

import binascii
import json
import os

import fakeboard

from rules import ratscrew
from scenarios import emit, open_item
from uikit import keys

A, B = keys.A, keys.B


def kinds(human):
    """Ratscrew's seats' kinds (the setting rs_kinds: 0 a person, 1 the computer) from
    1 for a person, 0 for the computer."""
    return [0 if h else 1 for h in human]


def shown(d):
    """What the top screen shows, read from the screen itself: a menu's heading and
    labels, a page's lines."""
    top = d.app.top
    if hasattr(top, "items"):
        return [top.heading] + [item.label for item in top.items]
    if hasattr(top, "lines"):
        return list(top.lines)
    return shown(d)


def saved_laid():
    """Cards laid in the game the flash holds now, or None."""
    try:
        with open("/data/ratscrew.json") as f:
            data = json.loads(f.read())
    except OSError:
        return None
    return ratscrew.from_bytes(binascii.unhexlify(data["state"])).laid


def start(d, human, speed=3, players=3):
    s = d.app.settings
    s.set("rs_players", players)
    s.set("rs_kinds", kinds(human + [0] * (6 - len(human))))
    s.set("speed", speed)
    s.set("timeout", 5)  # never off unless a test says so
    open_item(d, "Play Ratscrew")
    open_item(d, "Start")
    return d.app.top


def autosave():
    """All computer seats at blitz speed: every 100 ms, the cards laid at the table and in
    the save; then a person's turn that waits; then a restart on the same flash."""
    d = fakeboard.Driver(seed=51)
    table = start(d, [0, 0, 0, 0], players=4)
    samples = []
    writes = set()
    for _ in range(200):  # 20 s of play
        d.run(100)
        if table.st.over:
            break
        laid = saved_laid()
        writes.add(laid)
        samples.append([d.now, table.st.laid, laid])
    emit(samples=samples, writes=len(writes))
    # a person's seat: play stops at their turn; the last cards still reach the flash
    d = fakeboard.Driver(seed=52)
    table = start(d, [1, 0, 0])
    for _ in range(6):
        while table.st.current() != 0 or table.st.awaiting:
            d.run(20)
        d.tap(A)
    while table.st.current() != 0 or table.st.awaiting:
        d.run(20)
    at_turn = [table.st.laid, saved_laid()]
    d.board.keys.held = keys.DOWN  # a button held: no write begins under it
    d.run(2500)
    held = saved_laid()
    d.board.keys.held = 0
    d.run(2500)
    emit(at_turn=at_turn, held=held, waited=[table.st.laid, saved_laid()])
    d2 = fakeboard.Driver(seed=53)  # the power came back
    menu = shown(d2)
    open_item(d2, "Resume Ratscrew")
    emit(menu=menu, resumed=d2.app.top.st.laid)


class Fault:
    """Make cls.method raise after `after` calls."""

    def __init__(self, cls, method, after, exc):
        self.cls, self.method, self.n, self.exc = cls, method, after, exc
        self.orig = getattr(cls, method)
        fault = self

        def broken(*a):
            fault.n -= 1
            if fault.n < 0:
                fault.undo()
                raise fault.exc
            return fault.orig(*a)

        setattr(cls, method, broken)

    def undo(self):
        setattr(self.cls, self.method, self.orig)


def crash():
    from games.ratscrew.table import RatscrewTable

    d = fakeboard.Driver(seed=61)
    table = start(d, [0, 0, 0], speed=2)
    d.run(5000)
    Fault(RatscrewTable, "tick", 3, ValueError("injected fault in a table's tick"))
    d.run(3000)
    laid = table.st.laid
    screen = shown(d)
    emit(top=d.top(), screen=screen, laid=laid, saved=saved_laid())
    d.run(2000)
    d.tap(B)  # only A leaves
    still = d.top()
    d.tap(A)
    menu = shown(d)
    open_item(d, "Resume Ratscrew")
    emit(still=still, menu=menu, top=d.top(), resumed=d.app.top.st.laid)
    # a fault in draw and in key, on other screens
    d.tap(B)  # pause
    open_item(d, "Save & leave")
    MainMenu = type(d.app.stack[0])  # (the bottom of the stack)
    Fault(MainMenu, "draw", 0, KeyError("drawn"))
    d.tap(keys.DOWN)
    first = [d.top(), shown(d)]
    d.tap(A)
    Fault(MainMenu, "key", 0, ZeroDivisionError("a long message to cut into two lines"))
    d.tap(keys.DOWN)
    second = [d.top(), shown(d)]
    d.tap(A)
    for i in range(3):
        Fault(MainMenu, "key", 0, RuntimeError("crash number %d" % i))
        d.tap(keys.DOWN)
        d.tap(A)
    with open("/data/crash.txt") as f:
        log = f.read()
    emit(first=first, second=second, top=d.top(), log=log)
    # a match whose state no longer reads back is not written over the last good save
    open_item(d, "Resume Ratscrew")
    table = d.app.top
    d.run(1000)
    good = saved_laid()
    table.st.pile.append(200)  # no such card: from_bytes refuses it
    # (the table's class as loaded now: its module went with the game left before)
    Fault(type(table), "tick", 0, IndexError("the state is damaged"))
    d.run(1000)  # (the table's tick runs when its next card is due: within 550 ms here)
    emit(screen=shown(d), saved=saved_laid(), good=good)
    d.tap(A)
    emit(top=d.top(), menu=shown(d))


def crash_draw_alloc():
    import gc

    import framebuf
    from shell import crash

    d = fakeboard.Driver(seed=62)
    screen = crash.CrashScreen(d.app, ValueError("x" * 40), True)
    fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
    screen.draw(fb)
    gc.collect()
    before = gc.mem_alloc()
    screen.draw(fb)
    emit(alloc=gc.mem_alloc() - before)


def records():
    """Two all-computer games, the Records pages, shared wins, the bound, the reset."""
    from store import records as rec

    d = fakeboard.Driver(seed=71)
    table = start(d, [0, 0, 0])
    results = []
    for _ in range(2):
        while d.top() != "RatscrewGameOver":
            d.run(200)
        results.append(list(table.st.winners()))
        d.tap(A)  # again
        table = d.app.top
    d.tap(B)
    open_item(d, "Save & leave")
    d.tap(B)  # the setup: back to the main menu
    with open("/data/records.json") as f:
        data = json.loads(f.read())
    open_item(d, "Records")
    menu = shown(d)
    open_item(d, "Ratscrew")
    page = shown(d)
    d.tap(B)
    emit(results=results, data=data, menu=menu, page=page)
    # a win shared by three, by hand
    m = table.match
    m.record(d.app, [0, 1, 2])
    m.record(d.app, [1])
    owed = rec.load("/data")[0]["n"]  # (written on a tick without a key: after a key's frame)
    d.tap(keys.DOWN)
    data2, _ = rec.load("/data")
    # 30 names: the 24 that played last stay
    for i in range(30):
        m.names = ["N%d" % i, "Ann", "Bob"]
        m.record(d.app, [0], [i, 0, 0])
    d.tap(keys.DOWN)
    data3, _ = rec.load("/data")
    d.tap(B)
    open_item(d, "Records")
    open_item(d, "Reset records")
    ask = shown(d)
    d.tap(B)  # no
    kept = len(rec.load("/data")[0]["names"])
    open_item(d, "Reset records")
    d.tap(A)  # yes
    open_item(d, "Ratscrew")
    emptied = shown(d)
    emit(
        owed=owed, data2=data2, names3=sorted(data3["names"]), ask=ask, kept=kept, emptied=emptied
    )
    emit(files=sorted(os.listdir("/data")))

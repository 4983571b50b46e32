"""Scenarios for host_tests/test_device_app.py, run inside the MicroPython VM on the
compiled firmware with the fake board.  Each prints one JSON line per finding."""

import json
import sys

import fakeboard

from uikit import keys

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT


def kinds(human):
    """Ratscrew's seats' kinds (the setting rs_kinds: 0 a person, 1 the computer) from
    1 for a person, 0 for the computer."""
    return [0 if h else 1 for h in human]


def emit(**kw):
    print("JSON " + json.dumps(kw))


def at(d):
    return [d.top(), d.board.disp.shown]


def select(d, label):
    """Move a menu's selection onto the item whose label starts with label."""
    menu = d.app.top
    for i, item in enumerate(menu.items):
        if item.label.startswith(label):
            while menu.sel != i:
                d.tap(DOWN if menu.sel < i else UP)
            return
    raise ValueError("no item %s on %s" % (label, d.top()))


def open_item(d, label):
    select(d, label)
    d.tap(A)


def walk():
    """Every screen reachable from the main menu, and B back out of each."""
    d = fakeboard.Driver(seed=3)
    seen = [at(d)]

    def visit(label, back=1):
        open_item(d, label)
        seen.append(at(d))
        for _ in range(back):
            d.tap(B)
        seen.append(at(d))

    open_item(d, "Rules")
    seen.append(at(d))
    visit("Ratscrew")
    visit("Equi")
    d.tap(B)
    seen.append(at(d))
    visit("Settings")
    visit("About")
    open_item(d, "Play Ratscrew")
    seen.append(at(d))
    visit("1 ")  # a seat's name picker
    s = d.app.settings
    s.set("rs_kinds", kinds([1, 1, 0, 0, 0, 0]))
    open_item(d, "Start")
    seen.append(at(d))
    d.tap(UP)  # the event log
    seen.append(at(d))
    d.tap(B)
    d.tap(B)  # pause
    seen.append(at(d))
    visit("Events")
    d.tap(B)
    open_item(d, "Quit game")
    seen.append(at(d))
    d.tap(B)  # no: still paused
    seen.append(at(d))
    open_item(d, "Quit game")
    d.tap(A)  # yes
    seen.append(at(d))
    d.tap(B)
    seen.append(at(d))
    # a long B from deep inside goes straight to the main menu
    open_item(d, "Rules")
    open_item(d, "Equi")
    d.hold(B, 900)
    seen.append(at(d))
    emit(seen=seen)


def idle():
    d = fakeboard.Driver(seed=3)
    disp = d.board.disp
    mods = sorted(m for m in sys.modules if m.startswith("games") or m.startswith("shell."))
    emit(level=disp.level, shows=disp.shows, wait=d.wait, modules=mods)
    d.run(1)  # the selected game's import, owed since the first frame
    emit(wait=d.wait, games=sorted(m for m in sys.modules if m.startswith("games.")))
    d.run(10000)
    emit(shows=disp.shows, ticks=d.ticks, wait=d.wait)
    d.run(51000)  # a minute without input: dimmed
    emit(level=disp.level, on=disp.on, shows=disp.shows)
    sel = d.app.top.sel
    d.tap(DOWN)  # wakes, does nothing else
    emit(level=disp.level, moved=d.app.top.sel != sel)
    d.tap(DOWN)
    emit(moved=d.app.top.sel != sel)
    d.run(121000)  # the default two minutes: off
    emit(on=disp.on, shows=disp.shows)
    d.run(30000)
    emit(shows=disp.shows, wait=d.wait)
    d.tap(A)  # wakes, does not open the selected item
    emit(on=disp.on, top=d.top(), level=disp.level)


def persist():
    d = fakeboard.Driver(seed=3)
    open_item(d, "Settings")
    d.tap(LEFT)  # contrast 4 -> 3
    select(d, "Sound")
    d.tap(RIGHT)  # off
    select(d, "Screen off")
    d.tap(LEFT)
    d.tap(B)  # leaving saves
    emit(level=d.board.disp.level)
    d2 = fakeboard.Driver(seed=4)
    s = d2.app.settings
    emit(level=d2.board.disp.level, sound=s.get("sound"), timeout=s.get("timeout"))
    open(d2.app.settings.folder + "/settings.json", "w").write("{nonsense")
    d3 = fakeboard.Driver(seed=5)
    emit(screen=d3.board.disp.shown, sound=d3.app.settings.get("sound"))
    d3.run(4000)
    emit(screen=d3.board.disp.shown)


def about():
    d = fakeboard.Driver(seed=3)
    open_item(d, "About")
    emit(screen=d.board.disp.shown)


def play(players, human, jokers, dealer, speed=3, seed=11, games=1, manual=25, rename=False):
    """Games with the given seats; humans lay with A for their first `manual` cards, then
    hold A for auto-play.  Namings by a human take the suggested seat unless rename."""
    d = fakeboard.Driver(seed=seed)
    s = d.app.settings
    s.set("rs_players", players)
    s.set("rs_kinds", kinds(human + [0] * (6 - len(human))))
    s.set("rs_jokers", jokers)
    s.set("rs_dealer", dealer)
    s.set("speed", speed)
    open_item(d, "Play Ratscrew")
    open_item(d, "Start")
    laid_by_hand = 0
    namings = []
    statuses = set()
    for game in range(games):
        table = d.app.top
        for _ in range(200000):
            top = d.top()
            if top == "RatscrewGameOver":
                break
            if top == "Menu":  # a human names a seat for a joker
                menu = d.app.top
                suggested = menu.items[menu.sel].label
                st = table.st
                want = _ratscrew().computer_name(st)  # R9's computer choice
                want = "%s (%d)" % (table.match.names[want], st.stack_size(want))
                if rename:
                    d.tap(DOWN)
                namings.append([menu.heading, suggested, want, menu.items[menu.sel].label])
                d.tap(A)
                continue
            st = table.st
            statuses.add(table.status if st.owed == 0 else "owes")
            seat = st.current()
            if seat >= 0 and human[seat] and not table.match.auto[seat]:
                if laid_by_hand < manual:
                    if st.awaiting == 0:
                        d.tap(A)
                        laid_by_hand += 1
                        continue
                else:
                    d.hold(A, 700)  # long A: auto-play for this seat
                    continue
            d.run(20)
        m = table.match
        emit(game=game, screen=d.board.disp.shown, wins=m.wins, dealer=m.dealer)
        if game + 1 < games:
            d.tap(A)  # again
    tones = len(d.board.buzz.tones)
    emit(by_hand=laid_by_hand, namings=namings, statuses=sorted(statuses), tones=tones)


def mash(presses, seed):
    """Random presses of random length: half on the menus, half at the Ratscrew table
    (two humans, jokers named, so every table screen comes up)."""
    from rules import rng

    r = rng.Rng(seed)
    d = fakeboard.Driver(seed=seed)
    s = d.app.settings
    s.set("speed", 3)
    tops = {}
    for n in range(presses):
        if n >= presses // 2 and d.top() in ("MainMenu", "RatscrewSetup"):
            s.set("rs_kinds", kinds([1, 1, 0, 1, 0, 0]))
            s.set("rs_players", 4)
            s.set("rs_jokers", 2)
            while d.top() != "MainMenu":
                d.tap(B)
            if s.get("lang") != 0:  # the first half's presses chose another language
                from shell import langmenu

                langmenu.choose(d.app, 0)
                d.app.restart()  # the main menu, made in English again
            open_item(d, "Play Ratscrew")
            open_item(d, "Start")
        key = 1 << r.below(6)
        if r.below(3) == 0:
            key = A  # the game needs many As
        hold = 30 + r.below(8) * 60 if r.below(8) else 700 + r.below(600)
        d.tap(key, hold, 20 + r.below(6) * 40)
        name = d.top()
        tops[name] = tops.get(name, 0) + 1
    emit(tops=tops, frames=d.board.disp.shows)


def pages(modname, clsname):
    """The app on a real OLED driver: how many pages and bytes each change pushes."""
    import sys

    __import__(modname)
    driver = getattr(sys.modules[modname], clsname)
    board = fakeboard.OledBoard(driver)
    d = fakeboard.Driver(seed=9, board=board)
    disp = board.disp
    bus = board.bus

    def measure(action):
        b0 = bus.bytes
        action()
        return bus.bytes - b0

    out = {"idle": measure(lambda: d.run(5000))}
    out["menu_move"] = measure(lambda: d.tap(DOWN))
    d.tap(UP)
    open_item(d, "Play Ratscrew")
    d.app.settings.set("rs_kinds", kinds([1, 0, 0, 0, 0, 0]))
    open_item(d, "Start")
    table = d.app.top
    while table._auto(table.st.current()):
        d.run(20)
    out["lay"] = measure(lambda: d.tap(A))
    out["full"] = measure(lambda: disp.show(range(8)))
    emit(**out)


def sleeping_table():
    """Computer seats only, the slowest speed, nobody touching the keys."""
    d = fakeboard.Driver(seed=21)
    s = d.app.settings
    s.set("rs_kinds", kinds([0, 0, 0, 0, 0, 0]))
    s.set("speed", 0)
    s.set("timeout", 0)  # 30 s
    open_item(d, "Play Ratscrew")
    open_item(d, "Start")
    st = d.app.top.st
    d.run(25000)
    emit(on=d.board.disp.on, laid=st.laid)
    d.run(10000)
    laid = st.laid
    d.run(60000)
    emit(on=d.board.disp.on, laid=st.laid, before=laid, wait=d.wait)
    d.tap(B)  # wakes only
    d.run(5000)
    emit(on=d.board.disp.on, laid=st.laid, top=d.top())


def rename():
    """Seat 1 spells a new name; the table, the setup and a restart all use it."""
    d = fakeboard.Driver(seed=8)
    open_item(d, "Play Ratscrew")
    open_item(d, "1 ")
    open_item(d, "Edit name")
    shown = [at(d)]
    # "Ann " -> "Bmo ": A down to the blank, up to A, up to B; n down to m; n up to o
    for k in (DOWN, UP, UP, RIGHT, DOWN, RIGHT, UP, A):
        d.tap(k)
    shown.append(at(d))
    open_item(d, "1 ")
    open_item(d, "Edit name")
    for k in (RIGHT, UP, UP, RIGHT) + (DOWN,) * 13 + (A,):  # "Bob": taken by seat 2
        d.tap(k)
    shown.append(at(d))
    d.tap(B)
    d.app.settings.set("rs_kinds", kinds([0, 0, 0, 0, 0, 0]))
    open_item(d, "Start")
    d.run(200)
    shown.append(at(d))
    d2 = fakeboard.Driver(seed=9)
    emit(shown=shown, names=d2.app.settings.get("names")[:3])


def draw_alloc():
    """Bytes of heap each screen's draw() takes once warmed up (the goal: none)."""
    import gc

    import framebuf
    from games.match import PERSON, Match
    from games.pause import PauseMenu
    from games.ratscrew.menus import RatscrewGameOver
    from games.ratscrew.setup import RatscrewSetup
    from games.ratscrew.table import RatscrewTable
    from rules import cards
    from shell import mainmenu, setmenu
    from uikit import uitext

    d = fakeboard.Driver(seed=12)
    a = d.app
    fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)  # no recording
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fox"]
    m = Match("ratscrew", names, [PERSON] * 6, 0, {"jokers": 1})
    table = RatscrewTable(a, m)
    for _ in range(30):
        table.step(-1)
    table.st.owed = 3
    table.st.challenge_card = cards.parse("KS")
    table.refresh()
    over = table.st.copy()
    over._winners = (2,)
    screens = [
        ("main", mainmenu.MainMenu(a)),
        ("setup", RatscrewSetup(a)),
        ("settings", setmenu.SettingsMenu(a)),
        ("about", setmenu.About(a)),
        ("table", table),
        ("pause", PauseMenu(a, table)),
        ("gameover", RatscrewGameOver(a, m, over, lambda: None)),
        ("rules", uitext.TextPage(a, "Rules", "some words " * 40)),
        ("confirm", uitext.Confirm(a, "Quit this game and the match?", lambda: None)),
        ("edit", uitext.TextEdit(a, "Name", "Ann", 4, "AB", lambda t: None)),
    ]
    out = {}
    for name, screen in screens:
        screen.draw(fb)
        screen.draw(fb)
        gc.collect()
        before = gc.mem_alloc()
        fb.fill(0)
        screen.draw(fb)
        out[name] = gc.mem_alloc() - before
    emit(**out)


def _finish_game(d, human):
    """Play on to the game-over screen: humans lay with A and take suggested namings."""
    for _ in range(200000):
        top = d.top()
        if top == "RatscrewGameOver":
            return
        if top == "Menu":
            d.tap(A)
            continue
        table = d.app.top
        st = table.st
        seat = st.current()
        if seat >= 0 and human[seat] and not table.match.auto[seat] and st.awaiting == 0:
            d.tap(A)
        else:
            d.run(20)


def resume():
    """Pause and leave, resume from the main menu; sleep, switch off, resume after a
    restart; a corrupt save; a finished game leaves no save."""
    human = [1, 0, 1]
    d = fakeboard.Driver(seed=31)
    s = d.app.settings
    s.set("rs_kinds", kinds(human + [0, 0, 0]))
    s.set("speed", 3)
    s.set("timeout", 0)  # 30 s
    open_item(d, "Play Ratscrew")
    open_item(d, "Start")
    for _ in range(10):
        d.tap(A)
        d.run(300)
    laid = d.app.top.st.laid
    d.tap(B)
    open_item(d, "Save & leave")
    d.tap(B)
    menu = at(d)
    open_item(d, "Resume Ratscrew")
    resumed = [d.top(), d.app.top.st.laid == laid]
    # now let it sleep with a human to move, and start the device again
    table = d.app.top
    while not (human[table.st.current()] and table.st.awaiting == 0):
        d.run(20)
    d.run(31000)
    slept = d.board.disp.on
    laid2 = table.st.laid
    d2 = fakeboard.Driver(seed=32)  # a restart: same /data
    menu2 = at(d2)
    open_item(d2, "Resume Ratscrew")
    resumed2 = d2.app.top.st.laid == laid2
    _finish_game(d2, human)
    d2.tap(B)  # game over -> main menu
    after = at(d2)
    emit(menu=menu, resumed=resumed, slept=slept, menu2=menu2, resumed2=resumed2, after=after)
    # a save that cannot be read: a match of today's format whose game is not hex
    match = {"names": ["Ann", "Bob"], "kinds": ["person", "cpu"], "auto": [False, False]}
    match.update({"dealer": 0, "options": {"jokers": 0}, "wins": [0, 0], "games": 0})
    broken = {"game": "ratscrew", "v": 2, "match": match, "seed": 5, "state": "zz"}
    open(d2.app.settings.folder + "/ratscrew.json", "w").write(json.dumps(broken))
    d3 = fakeboard.Driver(seed=33)
    open_item(d3, "Resume Ratscrew")
    emit(broken=at(d3))
    import os

    emit(files=sorted(os.listdir(d3.app.settings.folder)))


def leave_writes():
    """The pause menu keeps the match after its own frame, and its Save & leave writes it
    only if a save is still owed: the pause's own, or an auto-play switched there."""
    from games import saves

    d = fakeboard.Driver(seed=33)
    s = d.app.settings
    s.set("rs_kinds", kinds([1, 1, 0, 0, 0, 0]))
    open_item(d, "Play Ratscrew")
    open_item(d, "Start")
    d.run(300)
    before = d.app._writes
    d.tap(B)  # the pause menu
    d.run(2500)  # the 2 s between writes over: the pause's own save written
    paused = d.app._writes
    open_item(d, "Save & leave")
    auto = list(saves.load("/data", "ratscrew").match.auto)
    plain = [paused - before, d.app._writes - paused, auto]
    d.tap(B)
    open_item(d, "Resume Ratscrew")
    d.tap(B)
    paused = d.app._writes
    select(d, "Ann auto")
    d.tap(RIGHT)  # Ann's seat to the computer
    open_item(d, "Save & leave")  # (before the 2 s let the switch's save through)
    switched = [d.app._writes - paused, list(saves.load("/data", "ratscrew").match.auto)]
    d.tap(B)
    open_item(d, "Resume Ratscrew")
    t = d.app.top
    d.run(3000)  # Ann's seat plays on its own
    laid = t.st.laid
    d.tap(B)
    open_item(d, "Save & leave")  # at once: the pause's own save still owed
    quick = [laid, saves.load("/data", "ratscrew").state.laid]
    emit(plain=plain, switched=switched, quick=quick, top=d.top())


def resume_040():
    """A match saved by firmware 0.4.0 (the fixture is such a file, checked to load with
    that release's code) resumes after the upgrade and plays on to its end."""
    import os

    os.mkdir("/data")
    with open("/devlib/ratscrew-0.4.0.json") as f:
        saved = f.read()
    with open("/data/ratscrew.json", "w") as f:
        f.write(saved)
    d = fakeboard.Driver(seed=40)
    menu = at(d)
    open_item(d, "Resume Ratscrew")
    t = d.app.top
    m = t.match
    took = [d.top(), t.st.laid, m.names, m.kinds, list(m.auto), m.dealer, list(m.wins), m.games]
    _finish_game(d, [1, 0, 1])
    emit(menu=menu, took=took, wins=d.app.top.match.wins)


def capped():
    """A game that reaches R8's card cap ends with the fewest-cards winners."""
    from rules import ratscrew

    d = fakeboard.Driver(seed=41)
    s = d.app.settings
    s.set("rs_kinds", kinds([0, 0, 0, 0, 0, 0]))
    s.set("speed", 3)
    open_item(d, "Play Ratscrew")
    open_item(d, "Start")
    st = d.app.top.st
    st.laid = ratscrew.MAX_LAID - 3  # as if 4997 cards had gone before
    while d.top() != "RatscrewGameOver":
        d.run(100)
    over = d.board.disp.shown
    d.tap(A)  # again
    emit(over=over, winners=st.winners(), counts=st.counts(), top=d.top())


def _ratscrew():
    # the rules, imported where a scenario needs them (not at the top: a test of which
    # modules a game holds would find them loaded by the scenario itself)
    from rules import ratscrew

    return ratscrew

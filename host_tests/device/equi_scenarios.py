"""Equi scenarios for host_tests/test_equi_device.py, run inside the MicroPython VM on the
compiled firmware with the fake board.  Each prints one JSON line per finding."""

import json

import fakeboard

from uikit import keys

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT


def emit(**kw):
    print("JSON " + json.dumps(kw))


def start(d, kinds, label="Play Equi"):
    s = d.app.settings
    s.set("eq_players", len(kinds))
    s.set("eq_kinds", kinds + [2] * (6 - len(kinds)))
    s.set("speed", 3)
    s.set("timeout", 5)  # never: the game goes on under random presses
    menu = d.app.top
    for i, item in enumerate(menu.items):
        if item.label == label:
            menu.sel = i
    d.tap(A)
    menu = d.app.top
    menu.sel = len(menu.items) - 1  # Start
    d.tap(A)


def mash(presses, seed):
    """Random presses of random length on Equi's screens: the table with two persons and
    computers, hand-offs, the pause menu, events, game over and the next game."""
    from rules import rng

    r = rng.Rng(seed)
    d = fakeboard.Driver(seed=seed)
    start(d, [0, 0, 3, 1][: 2 + seed % 3])
    tops = {}
    phases = {}
    for _ in range(presses):
        if d.top() in ("MainMenu", "EquiSetup"):
            while d.top() != "MainMenu":
                d.tap(B)
            start(d, [0, 0, 3, 1][: 2 + r.below(3)])
        key = 1 << r.below(6)
        if r.below(3) == 0:
            key = A
        hold = 30 + r.below(8) * 60 if r.below(10) else 700 + r.below(400)
        d.tap(key, hold, 20 + r.below(4) * 40)
        name = d.top()
        tops[name] = tops.get(name, 0) + 1
        if name == "EquiTable":
            ph = d.app.top.phase
            phases[ph] = phases.get(ph, 0) + 1
    emit(tops=tops, phases=phases, frames=d.board.disp.shows)


def hints_against_computers(seed):
    """A person (seat 0) who always plays the hinted move, the reference max-cards move,
    against two `hard` seats, to the game's end: how many turns the person played, whether
    each hint marked cards, at the game-over screen whether the app or the screen still
    holds the finished table, and the console's game and result lines."""
    from games.passplay import SUMMARY, TURN

    d = fakeboard.Driver(seed=seed)
    start(d, [0, 3, 3])
    hinted = []
    for _ in range(3000):
        t = d.app.top
        if type(t).__name__ != "EquiTable" or t.st.over:
            break
        if t.phase == SUMMARY:
            d.tap(A)
        elif t.phase == TURN:
            t._hint()
            hinted.append(bool(t.marks))
            t._confirm()
        d.run(100)
    table = t
    d.run(3000)  # the final position, then the game-over screen
    over = d.app.top
    kept = d.app._pending is table or d.app._saved_table is table
    kept = kept or getattr(over.again, "__self__", None) is table
    emit(hinted=hinted, kept=kept, over=d.top())


def draw_alloc():
    """Bytes of heap each Equi screen's draw() takes once warmed up (the goal: none)."""
    import gc

    import framebuf
    from games import news, pause
    from games.equi import menus, setup, table
    from games.match import Match

    d = fakeboard.Driver(seed=12)
    a = d.app
    fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
    names = ["Ann", "Bob", "Cy", "Dee"]
    m = Match("equi", names, ["person", "person", "hard", "easy"], 0, {"hand_counts": 0})
    t = table.EquiTable(a, m)
    screens: list = [("setup", setup.EquiSetup(a))]
    # phases (games/passplay.py): 0 hand-off, 3 a computer thinks, 4 a move shown
    for _ in range(12):  # play on to a turn with news: computers and persons take hints
        while t.phase == 3 or t.phase == 4:
            a.frames += 1  # (the frame the app draws: a computer chooses after it)
            t.tick(a.now)
            t.next_at = a.now
        if t.st.over:
            break
        t.start_turn()
        t._hint()
        t._confirm()
    screens.append(("handoff", t))
    turn = table.EquiTable(a, m)
    while turn.phase != 0:
        a.frames += 1
        turn.tick(a.now)
        turn.next_at = a.now
    turn.start_turn()
    turn._hint()
    screens.append(("turn", turn))
    think = table.EquiTable(a, Match("equi", names, ["hard"] * 4, 0, {"hand_counts": 1}))
    screens.append(("think", think))
    over = think.st.copy()
    over._winners = (1,)
    screens.append(("gameover", menus.EquiGameOver(a, m, over, lambda app, match: None)))
    screens.append(("pause", pause.PauseMenu(a, turn)))
    screens.append(("events", news.NewsPage(a, t.log.rows(t.tell, t.match.names))))
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


def marks():
    """The table's own card marks (games/equi/cells.py: CODES, which the move lines print
    too) against cardart.mark() and rules/cards.py's code()."""
    from games.equi import cells
    from rules import cards
    from uikit import cardart

    class Rec:
        def text(self, s, x, y, c=1):
            self.got = (s, y)

    rec = Rec()
    same = []
    for c in range(16, 52):
        cardart.mark(rec, c, 0)
        same.append(rec.got == (cells.CODES[c - 16], -9 - c) == (cards.code(c), -9 - c))
    emit(same=same)


def cell_strip():
    """Per language, whether cells.ready()'s strip (each rank drawn once and copied, each
    suit drawn once and copied) is, byte for byte, every card's rank and suit drawn in
    its cell as a card is drawn: the rank at x 1 and the suit at x 8, or "10" with its
    digits touching and the suit a column after."""
    import framebuf
    from games.equi import cells
    from uikit import cardart, lang, text

    same = []
    for i in range(len(lang.LANGS)):
        lang.set_language(i)
        lang.use_game("equi")
        cells.ready()
        ref = bytearray(16 * 36)
        fb = framebuf.FrameBuffer(ref, 16, 8 * 36, framebuf.MONO_VLSB)
        ranks = lang.P.RANKS
        for k in range(36):
            c = 16 + k
            y = 8 * k
            r = c >> 2
            if r == 8:
                x = text.draw(fb, ranks[r][0], 0, y)
                x += text.draw(fb, ranks[r][1:], x, y)
                cardart.suit_small(fb, c, x + 1, y)
            else:
                text.draw(fb, ranks[r], 1, y)
                cardart.suit_small(fb, c, 8, y)
        same.append(bytes(cells._buf) == bytes(ref) and any(ref))
    emit(same=same)


def hint_then_computers(seed):
    """A person (seat 0) asks for a hint and takes it; two computer seats follow.  Per
    frame from the take to the person's news before the next turn: the table's phase,
    whether the hint's message is on screen, which seat's row is lit (-1: none) and the
    seat the picture is of."""
    from games.passplay import SHOW, THINK, TURN

    d = fakeboard.Driver(seed=seed)
    start(d, [0, 3, 3])
    d.app.settings.set("speed", 1)  # (a computer's move stays up for a while)
    t = d.app.top
    for _ in range(200):  # to the person's turn (the news first, if any)
        if t.phase == TURN:
            break
        d.tap(A)
    t._hint()
    toast = d.app._toast  # "Hint: N cards, marked" (or the discard's)
    d.run(50)
    shown = d.board.disp.shows
    t._confirm()
    frames = []
    fb = d.board.disp
    for _ in range(300):
        d.run(20)  # (the app ticks as it asked: a frame at most once a step)
        if fb.shows != shown:
            shown = fb.shows
            lit = [s for s in range(3) if fb.pixel(127, 8 * s + 7)]
            frames.append([t.phase, toast in fb.shown, lit[0] if lit else -1, t.mover])
            if t.phase != THINK and t.phase != SHOW:  # (the person's news, or turn)
                break
    emit(frames=frames, toast=toast)

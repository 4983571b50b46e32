"""Every frame of every game of the registry against what its seats hold hidden: random
keys over a game of persons and computer seats, and at every frame shown the cards it
shows (their marks, uikit/cardart.py) set against its table's held() and may_see(): a card
of a seat's hidden hand is on screen only while that seat may see it, and on no other
screen (a hand-off, a pause menu, the Events page).  Knows nothing of any game but what
the registry and its wing say."""

import json

import fakeboard

import games
from games.passplay import PASS, TURN
from rules.rng import Rng
from scenarios import open_item
from uikit import buttons, keys

KEYS = (keys.A, keys.A, keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT)


def emit(**kw):
    print("JSON " + json.dumps(kw))


def table_of(app):
    """The game's table on the stack (the screen with held()), or None."""
    for screen in app.stack:
        if hasattr(screen, "held") and hasattr(screen, "may_see"):
            return screen
    return None


def check(game, seed, presses, kinds=(0, 1, 0, 1, 0, 1), break_hand=False):
    """Random presses at game's table, its seats' kinds as given (0 a person); per
    frame, the cards of hidden hands it showed that its seat may not see now.  With
    break_hand, the table's hand() gives the next seat's hand at a person's turn (a game
    that would show another's: the check must find it)."""
    d = fakeboard.Driver(seed=seed)
    w = games.wing(game)
    s = d.app.settings
    s.set(w.PREFIX + "players", 4)
    s.set(w.PREFIX + "kinds", list(kinds))
    s.set("speed", 3)
    s.set("timeout", 5)  # (never off)
    found = {"frames": 0, "tables": 0, "hands_shown": 0, "handoffs": 0, "leaks": []}

    def on_show(cards):
        found["frames"] += 1
        t = table_of(d.app)
        if t is None:
            return
        held = t.held()
        seat = t.may_see() if d.app.top is t else -1  # (another screen over it: none)
        if d.app.top is t:
            found["tables"] += 1
            if getattr(t, "phase", None) == PASS:  # (the pass-and-play table's hand-off)
                found["handoffs"] += 1
        allowed = set(held[seat]) if seat >= 0 else set()
        if allowed & set(cards):
            found["hands_shown"] += 1
        hidden = set(c for s in range(len(held)) if s != seat for c in held[s])
        leak = sorted(hidden & set(cards))
        if leak:
            found["leaks"].append([type(d.app.top).__name__, seat, leak])

    d.board.disp.on_show = on_show
    open_item(d, "Play " + games.title(game, games.PLAY))
    open_item(d, "Start")

    def broken():  # (of the table on the stack now: a game over brings a new one)
        t = table_of(d.app)
        return t.hand_of((t.st.current() + 1) % 4) if t.phase == TURN else ()

    rnd = Rng(seed)
    for _ in range(presses):
        if table_of(d.app) is None:
            if not hasattr(d.app.top, "again"):
                break  # (the game left)
            d.tap(keys.A)  # the game over: the match's next game
            continue
        if d.app.top is not table_of(d.app):
            # a pause menu (or what it opened): now and then its Events page, else back
            # to the table, so that the game goes on
            if type(d.app.top).__name__ == "PauseMenu" and not rnd.below(4):
                open_item(d, "Events")
            d.tap(keys.B)
            continue
        if break_hand:
            table_of(d.app).hand = broken
        key = rnd.choice(KEYS)
        d.tap(key, 60 if rnd.below(10) else buttons.LONG_MS + 50)
    emit(**found)

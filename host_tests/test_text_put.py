"""text.put() (a kept line copied a byte a column onto dark pixels, or inverted onto lit
ones) draws exactly what text.draw() draws: single strings at any place on a cleared frame
and, dark, on a lit one, and every frame of the
screens that use it (menus: the main menu, settings, both setups with 2 to 6 seats, the
pause menu; text pages: both rules pages, the event log; the Ratscrew table through whole
games with 2 to 6 seats), compared pixel by pixel with the same screens drawn with put()
replaced by draw()."""

import pytest

from device import vmscenario

SCRIPT = """
import sys, json, random, framebuf
sys.path.append('/devlib')
import fakeboard
from scenarios import open_item, select
from uikit import text
from uikit.keys import A, B, DOWN, LEFT, RIGHT, UP

class Frame(framebuf.FrameBuffer):
    def __init__(self):
        self.buffer = bytearray(1024)
        super().__init__(self.buffer, 128, 64, framebuf.MONO_VLSB)

fa, fb = Frame(), Frame()
put = text.put
out = {"strings": 0, "strings_differ": 0, "frames": 0, "frames_differ": [], "kinds": []}

def with_draw(f, s, x, y, ink=1):
    return text.draw(f, s, x, y, ink)

def same(screen):
    fa.fill(0)
    screen.draw(fa)
    text.put = with_draw
    try:
        fb.fill(0)
        screen.draw(fb)
    finally:
        text.put = put
    out["frames"] += 1
    kind = type(screen).__name__
    if kind not in out["kinds"]:
        out["kinds"].append(kind)
    if fa.buffer != fb.buffer:
        out["frames_differ"].append(kind)

# single strings anywhere on a cleared frame
random.seed(4)
words = ["Ann", "Players", "Гравці по черзі", "Jokers", "10", "Сдающий", "«x»", "",
         "W" * 30, "їжак ґанок", "A"]
for i in range(600):
    s = random.choice(words)
    x = random.randint(-40, 130)
    y = random.choice((0, 8, 16, 24, 32, 40, 48, 56, 3, -8, 64, 60, -3))
    ink = i & 1  # dark text on a lit frame, and lit on a dark one
    fa.fill(1 - ink)
    fb.fill(1 - ink)
    wa = text.put(fa, s, x, y, ink)
    wb = text.draw(fb, s, x, y, ink)
    out["strings"] += 1
    if wa != wb or fa.buffer != fb.buffer:
        out["strings_differ"] += 1

d = fakeboard.Driver(seed=7)
same(d.app.top)
for _ in range(5):
    d.tap(DOWN)
    same(d.app.top)
open_item(d, "Settings")
for _ in range(12):
    same(d.app.top)
    d.tap(DOWN)
d.tap(B)
for game in ("Ratscrew", "Equi"):  # the rules pages, page by page
    open_item(d, "Rules")
    open_item(d, game)
    for _ in range(12):
        same(d.app.top)
        d.tap(RIGHT)
    while type(d.app.top).__name__ != "MainMenu":
        d.tap(B)
for game in ("Play Ratscrew", "Play Equi"):
    open_item(d, game)
    for n in range(5):
        for _ in range(10):
            same(d.app.top)
            d.tap(DOWN)
        select(d, "Players")
        d.tap(RIGHT)
    d.tap(B)

def equi(moves):
    # an Equi game of a person and two computers: the hand-off, the person's turns
    # (the cursor, marks, the actions' lit button), the computers' moves
    open_item(d, "Play Equi")
    select(d, "Players")
    while d.app.top.items[0].value() != "3":
        d.tap(RIGHT)
    open_item(d, "Start")
    keys = (RIGHT, DOWN, A, DOWN, DOWN, LEFT, A, UP, DOWN, DOWN, DOWN, DOWN, RIGHT)
    for i in range(moves):
        top = d.app.top
        same(top)
        if type(top).__name__ != "EquiTable":
            break
        d.tap(keys[i % len(keys)])
    while type(d.app.top).__name__ != "MainMenu":
        d.hold(B, 1200)
        if type(d.app.top).__name__ == "PauseMenu":
            open_item(d, "Quit game")
            d.tap(A)

equi(120)

def play(players):
    open_item(d, "Play Ratscrew")
    select(d, "Players")
    while d.app.top.items[0].value() != str(players):
        d.tap(RIGHT)
    for seat in range(players):  # every seat the computer's, alternately a person's
        select(d, "%d " % (seat + 1))
        want = "human" if seat % 2 == 0 else "cpu"
        for _ in range(2):
            if d.app.top.items[d.app.top.sel].value() != want:
                d.tap(RIGHT)
    open_item(d, "Start")
    for i in range(300):
        top = d.app.top
        same(top)
        if type(top).__name__ != "RatscrewTable":
            break
        if i % 50 == 49:  # the event log
            d.tap(UP)
            same(d.app.top)
            d.tap(B)
        d.tap(A)
    if type(d.app.top).__name__ == "RatscrewTable":
        d.tap(B)
        same(d.app.top)  # the pause menu
    for _ in range(4):  # a long B: the main menu (at the table: the pause menu first)
        if type(d.app.top).__name__ == "MainMenu":
            break
        d.hold(B, 1200)

for players in (2, 3, 4, 5, 6):
    play(players)
print("JSON " + json.dumps(out))
"""


@pytest.fixture(scope="module")
def result():
    (found,), _ = vmscenario.run_code(vmscenario.device_vm(), SCRIPT)
    return found


def test_a_string_put_is_the_string_drawn(result):
    assert result["strings"] == 600
    assert result["strings_differ"] == 0


def test_every_frame_with_put_is_the_frame_drawn(result):
    assert result["frames_differ"] == []
    for kind in ("MainMenu", "SettingsMenu", "RatscrewSetup", "EquiSetup", "RatscrewTable",
                 "EquiTable", "TextPage"):  # fmt: skip
        assert kind in result["kinds"]
    assert result["frames"] > 500

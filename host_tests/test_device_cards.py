"""Card drawing (uikit/cardart.py, and Ratscrew's faces in games/ratscrew/cardface.py) into a real
framebuf under the MicroPython VM: every card looks different, hearts and diamonds hollow,
clubs and spades filled, a legible 10, everything inside the card's edge, the card
beneath keeps its corner readable under the top card, drawing allocates nothing once
warmed up, and what Equi draws leaves Ratscrew's faces unloaded."""

import json

import pytest

SCRIPT = r"""
import framebuf, gc, json
from rules import cards
from games.ratscrew import cardface
from uikit import cardart

def fresh():
    buf = bytearray(1024)
    return buf, framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)

def lit(fb, x0, y0, x1, y1):
    return sum(fb.pixel(x, y) for y in range(y0, y1) for x in range(x0, x1))

every = list(range(52)) + [cards.JOKER]
out = {"big": [], "small": [], "outside": 0, "labels": [cardart.label(c) for c in every]}
for c in every:
    buf, fb = fresh()
    cardface.big(fb, c, 20, 0)
    out["big"].append(bytes(buf).hex())
    inside = lit(fb, 20, 0, 20 + cardface.BIG_W, cardface.BIG_H)
    out["outside"] += lit(fb, 0, 0, 128, 64) - inside
    buf, fb = fresh()
    cardface.small(fb, c, 0, 2)
    out["small"].append(bytes(buf).hex())
    inside = lit(fb, 0, 2, cardface.SMALL_W, 2 + cardface.SMALL_H)
    out["outside"] += lit(fb, 0, 0, 128, 64) - inside

glyphs = []
for s in range(4):
    buf, fb = fresh()
    cardface.suit_large(fb, s, 0, 0)
    glyphs.append([lit(fb, 0, 0, 11, 11), fb.pixel(5, 5)])
out["glyphs"] = glyphs

# the card beneath, overlapped by the top card as on the table: its corner survives
corner_same = []
for c in every:
    buf, fb = fresh()
    cardface.small(fb, c, 0, 2)
    alone = [fb.pixel(x, y) for y in range(2, 46) for x in range(0, 20)]
    cardface.big(fb, 51, 20, 0)
    under = [fb.pixel(x, y) for y in range(2, 46) for x in range(0, 20)]
    corner_same.append(alone == under)
out["corner_same"] = all(corner_same)

buf, fb = fresh()
out["mini_w"] = [cardart.mini(fb, cards.parse("TH"), 0, 0), cardart.mini(fb, cards.JOKER, 0, 10)]
buf, fb = fresh()
fb.fill_rect(0, 0, 40, 8, 1)
cardart.mini(fb, cards.parse("AS"), 0, 0, 0)
out["mini_dark"] = lit(fb, 0, 0, 40, 8)
buf, fb = fresh()
cardart.back(fb, 10, 10, 30, 40)
out["back_in"] = lit(fb, 10, 10, 40, 50)
out["back_all"] = lit(fb, 0, 0, 128, 64)

# warm up done above: now drawing must not allocate
gc.collect()
before = gc.mem_alloc()
for c in every:
    cardface.big(fb, c, 20, 0)
    cardface.small(fb, c, 0, 2)
    cardart.mini(fb, c, 0, 56, 0)
    cardart.back(fb, 10, 10, 30, 40)
out["allocated"] = gc.mem_alloc() - before
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def drawn(micropython):
    return json.loads(micropython.run(SCRIPT))


def test_every_card_looks_different(drawn):
    assert len(set(drawn["big"])) == 53
    assert len(set(drawn["small"])) == 53


def test_nothing_is_drawn_outside_the_card(drawn):
    assert drawn["outside"] == 0


def test_ten_is_printed_as_10(drawn):
    labels = drawn["labels"]
    assert labels[8 * 4 : 9 * 4] == ["10"] * 4
    assert labels[-1] == "Jkr"
    assert set(labels[:52]) == set("23456789JQKA") | {"10"}


def test_hearts_and_diamonds_hollow_clubs_and_spades_filled(drawn):
    (club, c_mid), (diamond, d_mid), (heart, h_mid), (spade, s_mid) = drawn["glyphs"]
    assert c_mid == 1 and s_mid == 1  # filled through the middle
    assert d_mid == 0 and h_mid == 0  # an outline only
    assert min(club, spade) > 2 * max(diamond, heart)


def test_the_card_beneath_keeps_its_corner_under_the_top_card(drawn):
    assert drawn["corner_same"]


def test_mini_card_widths_and_dark_ink(drawn):
    # in the console's font: "10" 9 columns, a gap, the suit 8; "Jkr" 15 and no suit
    assert drawn["mini_w"] == [18, 15]
    lit_bar = 40 * 8
    assert 0 < lit_bar - drawn["mini_dark"] < 64  # dark rank and suit cut out of a lit bar


def test_back_stays_in_its_rectangle(drawn):
    assert drawn["back_in"] == drawn["back_all"] > 300


def test_drawing_allocates_nothing_once_warm(drawn):
    assert drawn["allocated"] == 0


def test_the_main_menu_art_is_what_cardart_draws(micropython):
    out = micropython.run(
        "import framebuf\n"
        "from uikit import cardart\n"
        "from shell import mainmenu\n"
        "s = framebuf.FrameBuffer(bytearray(31), 31, 7, framebuf.MONO_VLSB)\n"
        "for i in range(4):\n"
        "    cardart.suit_small(s, i, 8 * i, 0)\n"
        "b = framebuf.FrameBuffer(bytearray(48), 24, 16, framebuf.MONO_VLSB)\n"
        "cardart.back(b, 0, 0, 14, 14)\n"
        "cardart.back(b, 10, 2, 14, 14)\n"
        "def raw(fb, w, h):\n"
        "    return bytes(fb.pixel(x, y) for y in range(h) for x in range(w))\n"
        "v = framebuf.MONO_VLSB\n"
        "art = framebuf.FrameBuffer(bytearray(mainmenu.SUITS_ART), 31, 7, v)\n"
        "print(raw(s, 31, 7) == raw(art, 31, 7))\n"
        "art = framebuf.FrameBuffer(bytearray(mainmenu.BACKS_ART), 24, 16, v)\n"
        "print(raw(b, 24, 16) == raw(art, 24, 16))\n"
    )
    assert out.split() == ["True", "True"]


def test_what_equi_draws_leaves_ratscrews_faces_unloaded(micropython):
    # Equi's table draws labels, small suits, inline cards, a stock's back and the marks:
    # none of them may bring in the large and small faces or their double-size ranks.
    out = micropython.run(
        "import framebuf, sys\n"
        "from uikit import cardart\n"
        "fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)\n"
        "for c in range(53):\n"
        "    cardart.label(c)\n"
        "    cardart.suit_small(fb, c, 0, 0)\n"
        "    cardart.suit_small(fb, c, 0, 0, 0)\n"
        "    cardart.mini(fb, c, 0, 8)\n"
        "    cardart.mark(fb, c, 0)\n"
        "cardart.back(fb, 0, 0, 7, 8)\n"
        "faces = ('uikit.cardart', 'games.ratscrew.cardface', 'uikit.bigrank')\n"
        "print([m in sys.modules for m in faces])\n"
    )
    assert out.strip().splitlines()[-1] == "[True, False, False]"

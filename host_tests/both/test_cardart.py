# The card back uikit/cardart.py makes as a game's module loads; runs on CPython (the
# stand-in framebuf of tools/hostlib) and on MicroPython (the real one), so the two agree.
from uikit import cardart


def _expected(w, h, x, y):
    if (x, y) in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        return 0  # the edge's corners cut round
    if x in (0, w - 1) or y in (0, h - 1):
        return 1  # the white edge
    if x in (1, w - 2) or y in (1, h - 2):
        return 0  # the blank ring inside it
    return 1 if (x + y) % 4 == 0 or (x - y) % 4 == 0 else 0  # the lattice


def test_back_is_an_edge_round_a_lattice():
    for w, h in ((7, 8), (20, 28), (13, 9)):
        pat = cardart.Back(w, h).pat
        for y in range(h):
            for x in range(w):
                assert pat.pixel(x, y) == _expected(w, h, x, y), (w, h, x, y)

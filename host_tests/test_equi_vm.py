"""The same seeded Equi games and capture lists on CPython and inside the MicroPython VM
(the compiled firmware): results must be identical, event for event."""

import json
import random

import test_equi_players as shared
from rules import cards, equi_search, equi_values

POLICIES = ("max-cards", "easy", "normal", "hard")


def cases():
    out = []
    for i in range(30):
        players = 2 + i % 5
        names = [POLICIES[(i + s) % 4] for s in range(players)]
        out.append((1000 + i, players, names, i % 4 == 3))
    return out


def test_games_identical_on_both_interpreters(micropython):
    cs = cases()
    code = "import json\nimport test_equi_players as t\nfor c in %r:\n" % (cs,)
    code += "    print(json.dumps(t.record(c[0], c[1], c[2], c[3])))\n"
    in_vm = micropython.run_json(code)
    here = [json.loads(json.dumps(shared.record(*c))) for c in cs]
    assert len(in_vm) == len(here) == len(cs)
    for c, a, b in zip(cs, here, in_vm):
        assert a == b, "game %r differs between CPython and MicroPython" % (c,)


def test_capture_lists_identical_on_both_interpreters(micropython):
    r = random.Random(9)
    deck = cards.full_deck(0, cards.RANK_6)
    positions = []
    for _ in range(150):
        r.shuffle(deck)
        nh, nt = r.randint(1, 8), r.randint(0, 9)
        positions.append((deck[:nh], deck[nh : nh + nt], r.random() < 0.3))
    code = (
        "import json\nfrom rules import equi_search, equi_values\nfor h, t, e in %r:\n"
        % (positions,)
        + "    print(json.dumps([list(equi_search.captures(h, t, e)),"
        " equi_values.any_capture(h, t, e),"
        " equi_search.max_cards_move(h, t, e)]))\n"
    )
    in_vm = micropython.run_json(code)
    here = [
        json.loads(
            json.dumps(
                [
                    list(equi_search.captures(h, t, e)),
                    equi_values.any_capture(h, t, e),
                    equi_search.max_cards_move(h, t, e),
                ]
            )
        )
        for h, t, e in positions
    ]
    assert in_vm == here
    assert sum(1 for x in here if x[0]) > 50

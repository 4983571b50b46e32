"""A short soak (tools/play/soak.py): all-computer matches of every game the device has, through
the unchanged app in the MicroPython VM, with power cuts, resumes and the screen turning
off and on; the heap in use after each game does not grow."""

import soak


def test_a_short_soak_keeps_the_heap_flat():
    rows, results = soak.soak(60)
    heaps = [r["heap"] for r in rows[1:]]
    assert len(heaps) == 60 and results >= 60
    last = rows[-1]
    assert last["cuts"] >= 15 and last["offs"] >= 8  # power cuts resumed, screens woken
    assert set(last["played"]) >= {"Ratscrew"} and sum(last["played"].values()) == 60
    assert max(last["lost"].values()) <= 2000 + 200  # 2 s, and the soak's 200 ms steps
    labels = soak.kinds(rows)
    assert labels[:4] == ["Ratscrew", "Equi", "Ratscrew", "Equi"]
    first, later, flat = soak.verdict(heaps, 2048, labels)
    assert flat, (first, later)
    # after the same game, the same heap within 8 KB, once warm (soak.verdict's second
    # half).  A game the soak cut ends in an App made anew in the same VM, and is compared
    # with the other cut games of its kind: a cut Ratscrew game reads about 9 KB above an
    # uncut one here, the same at every cut (a level, not a growth); a Pico that loses
    # power starts from nothing.
    cut = [b["cuts"] != a["cuts"] for a, b in zip(rows[1:], rows[2:])]
    cut = [rows[1]["cuts"] > 0] + cut
    for kind in ("Ratscrew", "Equi"):
        for was_cut in (False, True):
            after = [
                h
                for h, k, c in zip(heaps[30:], labels[30:], cut[30:])
                if k == kind and c == was_cut
            ]
            assert after and max(after) - min(after) < 8192, (kind, was_cut, after)


def test_the_verdict_compares_each_games_readings_with_its_own():
    labels = ["Ratscrew", "Equi"] * 30
    heaps = [81000 if k == "Ratscrew" else 64000 for k in labels]
    assert soak.verdict(heaps, 2048, labels)[2]  # two games' levels: flat
    grown = heaps[:50] + [h + 3000 for h in heaps[50:]]
    assert not soak.verdict(grown, 2048, labels)[2]  # the last games hold 3 KB more

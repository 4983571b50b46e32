"""A short soak (tools/soak.py): all-computer matches of every game the device has, through
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
    first, later, flat = soak.verdict(heaps, 2048)
    assert flat, (first, later)
    assert max(heaps[10:]) - min(heaps[10:]) < 8192

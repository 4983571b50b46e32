"""Autosave in the MicroPython VM with the fake board (host_tests/device/scenarios_safe.py):
a match in play reaches the flash at most 2 s behind the table, a save the rate limit put
off is still written when play stops, and a restart resumes it."""

from test_crash import scenario, vm  # noqa: F401  (the shared VM fixture)


def test_the_flash_is_never_more_than_2_s_behind_the_table(vm):  # noqa: F811
    (play, turn, restart), _ = scenario(vm, "autosave()")
    samples = play["samples"]
    assert len(samples) > 100
    for now, _laid, saved in samples:
        earlier = [laid for t, laid, _ in samples if t <= now - 2100]
        if earlier:  # what was on the table 2 s ago (and a tick) is on the flash now
            assert saved is not None and saved >= earlier[-1], (now, saved, earlier[-1])
    seconds = (samples[-1][0] - samples[0][0]) / 1000
    assert play["writes"] <= seconds / 2 + 2  # at most one write every 2 s
    assert turn["at_turn"][1] < turn["at_turn"][0]  # the last cards were put off...
    assert turn["held"] == turn["at_turn"][1]  # ...not while a button was held...
    assert turn["waited"] == [turn["at_turn"][0]] * 2  # ...but once play waited
    assert "Resume Ratscrew" in restart["menu"]
    assert restart["resumed"] == turn["at_turn"][0]  # nothing lost

"""Buttons: debouncing, auto-repeat on the arrows, long presses on A and B, the ignored
wake-up key and a clock that wraps (firmware/uikit/buttons.py on CPython)."""

from uikit import buttons, keys
from uikit.buttons import LONG, PRESS, REPEAT


class Pins:
    def __init__(self):
        self.held = 0

    def read(self):
        return self.held


def run(btn, pins, script, start=0, step=5):
    """script: [(until_ms, mask)]; poll every `step` ms; return [(time, event)]."""
    out = []
    now = start
    for until, mask in script:
        pins.held = mask
        while now < until:
            now += step
            out.extend((now, e) for e in btn.poll(now))
    return out


def make(start=0):
    pins = Pins()
    return buttons.Buttons(pins, start), pins


def test_press_after_debounce_and_bounces_ignored():
    btn, pins = make()
    # 10 ms of contact bounce (shorter than the debounce time), then a clean press
    script = [(5, keys.UP), (10, 0), (15, keys.UP), (20, 0), (100, 0), (200, keys.UP)]
    events = run(btn, pins, script)
    assert [e for _, e in events] == [PRESS | keys.UP]
    assert events[0][0] >= 100 + buttons.DEBOUNCE_MS


def test_short_glitch_never_counts():
    btn, pins = make()
    events = run(btn, pins, [(50, 0), (60, keys.A), (500, 0)])
    assert events == []


def test_arrow_repeats_while_held_and_stops_at_release():
    btn, pins = make()
    events = run(btn, pins, [(10, 0), (1010, keys.DOWN), (1500, 0)])
    kinds = [e & ~buttons.KEY_MASK for _, e in events]
    assert kinds[0] == PRESS
    repeats = [t for t, e in events if e == REPEAT | keys.DOWN]
    # first repeat after REPEAT_DELAY_MS, then every REPEAT_EVERY_MS until release at 1010
    assert repeats[0] - events[0][0] == buttons.REPEAT_DELAY_MS
    assert all(b - a == buttons.REPEAT_EVERY_MS for a, b in zip(repeats, repeats[1:]))
    held_for = 1010 - events[0][0]
    expected = 1 + (held_for - buttons.REPEAT_DELAY_MS) // buttons.REPEAT_EVERY_MS
    assert abs(len(repeats) - expected) <= 1
    assert all(t <= 1010 + buttons.DEBOUNCE_MS for t in repeats)


def test_a_is_a_press_at_release_when_short():
    btn, pins = make()
    events = run(btn, pins, [(10, 0), (200, keys.A), (400, 0)])
    assert [e for _, e in events] == [PRESS | keys.A]
    assert events[0][0] > 200  # sent when let go


def test_a_release_counts_at_the_first_reading_that_shows_it():
    # A and B act when let go: the release of a settled press needs no debounce, so A is
    # answered at the first poll after the finger lifts; the bounce after it is no press
    btn, pins = make()
    run(btn, pins, [(10, 0), (200, keys.A)])
    pins.held = 0
    assert btn.poll(201) == [PRESS | keys.A]
    events = run(btn, pins, [(203, keys.A), (205, 0), (400, 0)], start=201, step=1)
    assert events == []


def test_a_new_press_in_the_reading_of_a_release_still_waits_its_debounce():
    btn, pins = make()
    run(btn, pins, [(10, 0), (100, keys.LEFT)])
    pins.held = keys.A  # LEFT let go and A pressed, seen by one reading
    assert btn.poll(101) == []
    assert btn.held == 0
    assert btn.poll(101 + buttons.DEBOUNCE_MS - 1) == []
    assert btn.poll(101 + buttons.DEBOUNCE_MS) == []  # A is down: it acts when let go
    assert btn.held == keys.A


def test_long_press_is_long_only():
    btn, pins = make()
    events = run(btn, pins, [(10, 0), (1500, keys.B), (1800, 0)])
    assert [e for _, e in events] == [LONG | keys.B]
    # timed from the first reading that saw B down (at 15), not from its debounce
    assert events[0][0] == 15 + buttons.LONG_MS


def test_two_keys_at_once():
    btn, pins = make()
    events = run(btn, pins, [(10, 0), (100, keys.LEFT | keys.A), (200, 0)])
    assert sorted(e for _, e in events) == sorted([PRESS | keys.LEFT, PRESS | keys.A])


def test_ignore_held_swallows_the_whole_press():
    btn, pins = make()
    run(btn, pins, [(10, 0), (60, keys.RIGHT)])
    btn.ignore_held()
    events = run(btn, pins, [(2000, keys.RIGHT), (2100, 0)], start=60)
    assert events == []
    # the next press is a normal one again
    events = run(btn, pins, [(2200, keys.RIGHT), (2300, 0)], start=2100)
    assert [e for _, e in events] == [PRESS | keys.RIGHT]


def test_due_in_says_when_the_next_event_can_come():
    btn, pins = make()
    assert btn.due_in(0) >= 1000  # nothing held: no hurry
    pins.held = keys.UP
    btn.poll(5)
    assert btn.due_in(5) == buttons.DEBOUNCE_MS
    btn.poll(30)
    assert btn.held == keys.UP
    assert btn.due_in(30) == buttons.REPEAT_DELAY_MS
    pins.held = keys.A
    btn.poll(40)
    btn.poll(70)
    assert btn.due_in(70) == buttons.LONG_MS - 30  # (A was first seen down at 40)


def test_clock_wrap_keeps_timing():
    # time.ticks_ms() wraps at 2**30: a press held across the wrap still repeats on time
    start = (1 << 30) - 300
    btn, pins = make(start)
    events = []
    now = start
    pins.held = keys.UP
    for _ in range(200):
        now = (now + 5) & ((1 << 30) - 1)
        events.extend(btn.poll(now))
    assert events[0] == PRESS | keys.UP
    assert events.count(REPEAT | keys.UP) == 1 + (1000 - 20 - 400) // 120
    assert buttons.diff(5, (1 << 30) - 5) == 10
    assert buttons.diff((1 << 30) - 5, 5) == -10

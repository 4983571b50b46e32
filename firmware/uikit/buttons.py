# Buttons as events: debounced presses, auto-repeat on the arrows, long presses on A and B.
#
# An event is one small int: a kind bit (PRESS, REPEAT, LONG) or'ed with the key bit of
# keys.py, so `ev & keys.A` tests the key and `ev & PRESS` the kind, and nothing allocates.
# Arrows send PRESS when pressed and REPEAT while held.  A and B send PRESS when released
# before LONG_MS, or LONG once when held that long (then nothing at release), so a long
# press never also acts as a short one.
from micropython import const
from uikit import keys

PRESS = const(64)
REPEAT = const(128)
LONG = const(256)
KEY_MASK = const(63)

# A press counts once the pins agree for this long: past a tactile switch's contact
# bounce (typically under 5 ms), and short enough not to be felt.  The app polls again
# that soon after it first sees a change (due_in()), not at its next 20 ms poll: a key is
# then answered about 8 ms after the poll that saw it (was 20 ms, measured on the emulated
# Pico: tools/bench/pico.py).  A release counts at once (poll()).
DEBOUNCE_MS = const(8)
REPEAT_DELAY_MS = const(400)
REPEAT_EVERY_MS = const(120)
LONG_MS = const(600)
_ARROWS = const(15)  # UP | DOWN | LEFT | RIGHT
_SLOW = const(10000)
_HALF = const(0x20000000)
_PERIOD_MASK = const(0x3FFFFFFF)


def diff(a, b):
    """a - b for millisecond clocks that wrap like time.ticks_ms() (every 2**30 ms)."""
    return ((a - b + _HALF) & _PERIOD_MASK) - _HALF


class Buttons:
    def __init__(self, reader, now):
        self._reader = reader
        self._raw = 0  # last reading
        self._raw_at = now  # when the reading last changed
        self.held = 0  # debounced keys held now
        self._down_at = [0] * 6  # per key bit: when it went down
        self._next_repeat = [0] * 6
        self._done = 0  # held keys that already sent LONG, or that are ignored
        self.events = []

    def poll(self, now):
        """Read the pins; return the list of new events (reused between calls)."""
        ev = self.events
        ev.clear()
        raw = self._reader.read() & keys.ALL
        if raw != self._raw:
            self._raw = raw
            self._raw_at = now
            self._done &= raw | self.held  # a key let go before it settled is forgotten
        if raw != self.held:
            if diff(now, self._raw_at) >= DEBOUNCE_MS:
                self._change(raw, now, ev)
            elif self.held & ~raw:
                # A release counts at the first reading that shows it: the key was held
                # for a debounce at least, so its contact opening is no glitch, and the
                # bounce that follows (under 5 ms) is over before a press could settle.
                # A and B act on release, so this is their answer 8 ms sooner.  New
                # presses in the same reading still wait for their debounce.
                self._change(self.held & raw, now, ev)
        held = self.held & ~self._done
        if held:
            for i in range(6):
                bit = 1 << i
                if not held & bit:
                    continue
                if bit & _ARROWS:
                    if diff(now, self._next_repeat[i]) >= 0:
                        ev.append(REPEAT | bit)
                        self._next_repeat[i] += REPEAT_EVERY_MS
                        if diff(now, self._next_repeat[i]) >= 0:  # a late tick: no burst
                            self._next_repeat[i] = now + REPEAT_EVERY_MS
                elif diff(now, self._down_at[i]) >= LONG_MS:
                    ev.append(LONG | bit)
                    self._done |= bit
        return ev

    def _change(self, raw, now, ev):
        went_down = raw & ~self.held
        went_up = self.held & ~raw
        for i in range(6):
            bit = 1 << i
            if went_down & bit:
                # A long press is timed from the first reading that showed the key down,
                # not from the end of its debounce: LONG_MS after the finger went down.
                self._down_at[i] = self._raw_at
                self._next_repeat[i] = now + REPEAT_DELAY_MS
                if bit & _ARROWS:
                    ev.append(PRESS | bit)
            elif went_up & bit:
                if not (bit & _ARROWS or self._done & bit):
                    ev.append(PRESS | bit)
                self._done &= ~bit
        self.held = raw

    def quiet(self):
        """True when no button is held, moving or owed an event: one read of the pins."""
        return not (self._reader.read() & keys.ALL or self._raw or self.held)

    def steady(self):
        """True when the pins read as they did and what they read has settled: poll() has
        nothing new to say before due_in().  One read of the pins."""
        return self._reader.read() & keys.ALL == self._raw == self.held

    def ignore_held(self):
        """Send nothing more for the keys held now, up to and including their release
        (the key that wakes the screen does nothing else)."""
        self._done |= self.held | self._raw

    def due_in(self, now):
        """Milliseconds until poll() may have something new to say without a pin change."""
        if self._raw != self.held:
            return max(0, DEBOUNCE_MS - (diff(now, self._raw_at)))
        held = self.held & ~self._done
        if not held:
            return _SLOW
        soonest = _SLOW
        for i in range(6):
            bit = 1 << i
            if held & bit:
                if bit & _ARROWS:
                    t = -diff(now, self._next_repeat[i])
                else:
                    t = LONG_MS - diff(now, self._down_at[i])
                soonest = min(soonest, max(0, t))
        return soonest

# A small seeded pseudo-random generator and shuffle, identical on CPython and MicroPython.
#
# MicroPython's `random` has no Random class and no shuffle, and its sequence differs from
# CPython's, so the games carry their own: xorshift32 (Marsaglia 2003), seeded through a
# 32-bit integer hash so that neighbouring seeds give unrelated streams.  All arithmetic
# is masked to 32 bits, so both interpreters produce the same numbers.
from micropython import const

_MASK = const(0xFFFFFFFF)


def _mix(x):
    # "lowbias32" integer hash (C. Wellons): a bijection on 32-bit values.
    x ^= x >> 16
    x = (x * 0x7FEB352D) & _MASK
    x ^= x >> 15
    x = (x * 0x846CA68B) & _MASK
    return x ^ (x >> 16)


class Rng:
    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        if seed < 0:
            raise ValueError("seed must not be negative")
        s = 0
        while True:
            s ^= seed & _MASK
            seed >>= 32
            if not seed:
                break
        self.state = _mix(s) or 0x6D2B79F5  # xorshift must never hold 0

    def next32(self):
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def below(self, n):
        """A uniform int in 0..n-1 (rejection sampling, so no bias toward small values)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (0x100000000 // n) * n
        while True:
            x = self.next32()
            if x < limit:
                return x % n

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates in place, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


def shuffled_deck(deck, seed):
    """A copy of deck in the order the project's shuffle gives for seed."""
    return Rng(seed).shuffle(list(deck))

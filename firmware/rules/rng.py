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
    # The 32-bit state is kept as two 16-bit halves, _h and _l: on the Pico's MicroPython a
    # small int holds 31 bits, and 32-bit arithmetic made a long int (a heap object) at
    # every step (shuffling a deck took 9.9 ms on the emulated Pico, tools/bench/pico.py).
    # The numbers are xorshift32's exactly; `state` gives and takes the whole value.
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

    @property
    def state(self):
        return self._h << 16 | self._l

    @state.setter
    def state(self, x):
        self._h = x >> 16 & 0xFFFF
        self._l = x & 0xFFFF

    def _step(self):
        # x ^= x << 13; x ^= x >> 17; x ^= x << 5, each on 32 bits, by halves
        h = self._h
        lo = self._l
        h ^= (h << 13 | lo >> 3) & 0xFFFF
        lo ^= lo << 13 & 0xFFFF
        lo ^= h >> 1
        h ^= (h << 5 | lo >> 11) & 0xFFFF
        lo ^= lo << 5 & 0xFFFF
        self._h = h
        self._l = lo

    def next32(self):
        self._step()
        return self._h << 16 | self._l

    def below(self, n):
        """A uniform int in 0..n-1 (rejection sampling, so no bias toward small values)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        if n & (n - 1) == 0:  # a power of two: every value is fair, x % n its low bits
            self._step()
            if n <= 0x10000:
                return self._l & (n - 1)
            return (self._h & ((n >> 16) - 1)) << 16 | self._l
        if n >= 0x8000:  # (seldom: by 32-bit arithmetic)
            limit = (0x100000000 // n) * n
            while True:
                x = self.next32()
                if x < limit:
                    return x % n
        # x is fair below 2**32 - r, r = 2**32 % n: so only x of 0xFFFF in its high half
        # and at least 0x10000 - r in its low half is drawn again.  x % n by halves: h * 2**16
        # + l, each product under 2**30 for n under 2**15.
        m = 0x10000 % n
        r = m * m % n
        while True:
            self._step()
            h = self._h
            lo = self._l
            if r and h == 0xFFFF and lo >= 0x10000 - r:
                continue
            return (h % n * m + lo) % n

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates in place, from the last position down: below(i + 1) for each
        position, its steps written out with the state in locals (a deck's shuffle took
        6.9 ms on the Pico through below(), a call and the attributes at every step)."""
        n = len(items)
        if n >= 0x8000:
            for i in range(n - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return items
        h = self._h
        lo = self._l
        for i in range(n - 1, 0, -1):
            k = i + 1
            m = 0x10000 % k
            r = m * m % k
            while True:
                h ^= (h << 13 | lo >> 3) & 0xFFFF
                lo ^= lo << 13 & 0xFFFF
                lo ^= h >> 1
                h ^= (h << 5 | lo >> 11) & 0xFFFF
                lo ^= lo << 5 & 0xFFFF
                if not (r and h == 0xFFFF and lo >= 0x10000 - r):
                    break
            j = (h % k * m + lo) % k
            items[i], items[j] = items[j], items[i]
        self._h = h
        self._l = lo
        return items


def shuffled_deck(deck, seed):
    """A copy of deck in the order the project's shuffle gives for seed."""
    return Rng(seed).shuffle(list(deck))

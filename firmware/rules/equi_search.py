# Equi's capture search (docs/rules.md E4): which captures a hand and a table allow.
#
# A value-level capture is a tuple of nine (hand, table) count pairs, by the value
# indexes of equi_values.py; captures() turns those into every choice of actual cards.
#
# Every search is a dynamic programme over the difference "hand sum - table sum" as the
# nine values are decided one after another, so it costs at most 9 * (sum range) steps,
# never 2**len(hand) * 2**len(table).  The sums are at most 200 (every card's value).
#
# Only a list of captures, a computer player's choice and a hint need it: a device
# imports it for those and lets it go (games/equi/table.py); whether any capture exists
# is equi_values.any_capture(), without it.

from micropython import const
from rules.equi_values import (
    RANK_VI,
    VALUES,
    counts,
    exception_all,
    last_card_rule,
    options,
    value,
)

_SUMS = const(201)  # every sum of values is at most 200 (the whole deck's)
_work = None  # (zeros, buffer, buffer) between hold() and drop()


def hold():
    """Work buffers for the programmes that follow (a player's choice runs it a few
    dozen times), until drop(): the module keeps none between choices."""
    global _work
    _work = (bytes(_SUMS), bytearray(_SUMS), bytearray(_SUMS))


def drop():
    global _work
    _work = None


def _levels(hc, tc, both, keep=None, hs=-1, ts=0):
    # The dynamic programme.  Entry p of a level is 1 + the most cards a choice among the
    # values decided so far can hold at difference p (offset by the table sum), 0 where
    # p cannot be reached.  Only the window of differences the values still to come can
    # bring back to zero is worked on (entries outside it are never read), so a non-zero
    # entry inside it also means "can still end in a capture".  Worked out in two
    # buffers in turn (hold()'s: nothing allocated), each option of a value (h hand
    # cards or t table cards) one tight pass over the part of the window it maps into
    # the next window: no bounds test per entry.  hs, ts: the hand's and the table's
    # sums, when the caller has them.  Returns the last level.  keep: a pair of lists
    # (levels, los) to fill, levels[i] a copy of the window of the level with the values
    # below index i decided, los[i] the difference its first entry stands for.
    if hs < 0:
        hs = ts = 0
        for i in range(9):
            hs += hc[i] * VALUES[i]
            ts += tc[i] * VALUES[i]
    w = _work
    if w is None or hs + ts >= _SUMS:  # (sums past 200: not from one deck)
        cur, spare = bytearray(hs + ts + 1), bytearray(hs + ts + 1)
    else:
        cur, spare = w[1], w[2]
        cur[:] = w[0]
    cur[ts] = 1
    if keep is not None:
        keep[0].append(cur[ts : ts + 1])
        keep[1].append(ts)
    hd = td = 0  # the sums of the values decided so far
    lo = hi = ts
    for i in range(9):
        a, b = hc[i], tc[i]
        if a or b:
            v = VALUES[i]
            hd += a * v
            td += b * v
            nlo = ts + (hd - hs if hd - hs > -td else -td)
            nhi = ts + (hd if hd < ts - td else ts - td)
            nxt = spare
            nxt[:] = cur  # the option (0, 0): nothing of this value
            spare = cur
            # The options but (0, 0): k hand cards (k <= a), else k - a table cards;
            # with `both`, k // (b + 1) hand cards and k % (b + 1) table cards.
            for k in range(1, (a + 1) * (b + 1) if both else a + b + 1):
                if both:
                    c = k // (b + 1) + k % (b + 1)
                    d = (k // (b + 1) - k % (b + 1)) * v
                elif k <= a:
                    c = k
                    d = k * v
                else:
                    c = k - a
                    d = (a - k) * v
                p0 = nlo - d if nlo - d > lo else lo
                p1 = nhi - d if nhi - d < hi else hi
                for p in range(p0, p1 + 1):
                    n = cur[p]
                    if n:
                        n += c
                        if nxt[p + d] < n:
                            nxt[p + d] = n
            cur = nxt
            lo, hi = nlo, nhi
            if keep is not None:
                keep[0].append(cur[lo : hi + 1])
                keep[1].append(lo)
        elif keep is not None:
            keep[0].append(keep[0][-1])
            keep[1].append(lo)
    return cur


def _kept(hc, tc, both):
    # Every level of the programme, and the zero difference (the table's sum).
    levels = ([], [])
    _levels(hc, tc, both, levels)
    return levels, levels[1][0]


def _plan(hc, tc, both):
    # What a walk steps through: the value indexes present, lowest first (a depth
    # each), and every option of every depth in flat lists, depth k's from start[k] to
    # start[k + 1]: its difference step, its cards and its (hand, table) pair, in the
    # order of options().  Built once, shared by walks.
    idx = [i for i in range(9) if hc[i] or tc[i]]
    start = [0]
    steps = []
    cards = []
    hts = []
    for i in idx:
        for ht in options(hc[i], tc[i], both):
            steps.append((ht[0] - ht[1]) * VALUES[i])
            cards.append(ht[0] + ht[1])
            hts.append(ht)
        start.append(len(hts))
    return idx, start, steps, cards, hts


def _top(levels, off):
    # 1 + the most cards a capture takes (the last level's zero difference), 0 for none.
    return levels[0][9][off - levels[1][9]]


def _walk(plan, levels, off, best):
    # Every choice that ends in a capture (best: only those taking the most cards), found
    # depth first from the last value down, stepping only onto differences the levels
    # mark: every branch ends in a capture, so the work is proportional to the output.
    # An explicit stack rather than nested generators: leaner on MicroPython.  Each
    # depth scans its options in a tight inner loop for the next one that can still
    # end in a capture.  Yields its own list of nine (hand, table) pairs, changed in
    # place as the walk goes on: a caller keeps a tuple() of the ones it wants.
    idx, start, steps, cards, hts = plan
    n = len(idx)
    if not n:
        return
    below = [levels[0][i] for i in idx]  # per depth: the level below it ...
    blo = [levels[1][i] for i in idx]  # ... and the difference of its first entry
    pick = [(0, 0)] * 9
    at = [0] * n  # the difference at each depth
    need = [0] * n  # best: the cards the values below must still bring
    nxt = start[:n]  # the next option to try at each depth
    k = n - 1
    at[k] = off
    need[k] = _top(levels, off) - 1
    first = not best  # walking all: the first leaf is the empty choice, no capture
    q = rest = 0
    while k < n:
        lv = below[k]
        size = len(lv)
        x = at[k] - blo[k]
        j = nxt[k]
        m = start[k + 1]
        if best:
            want = need[k]
            while j < m:
                q = x - steps[j]
                if 0 <= q < size:
                    rest = want - cards[j]
                    if rest >= 0 and lv[q] == rest + 1:
                        break
                j += 1
        else:
            while j < m:
                q = x - steps[j]
                if 0 <= q < size and lv[q]:
                    break
                j += 1
        if j == m:
            pick[idx[k]] = (0, 0)
            nxt[k] = start[k]
            k += 1
            continue
        nxt[k] = j + 1
        pick[idx[k]] = hts[j]
        if k:
            k -= 1
            at[k] = q + blo[k + 1]
            need[k] = rest
        elif first:
            first = False
        else:
            yield pick


def _both_sides(hc, tc):
    for i in range(9):
        if hc[i] and tc[i]:
            return True
    return False


def value_captures(hc, tc, last_card):
    """Every legal capture as nine (hand, table) count pairs, each exactly once."""
    levels, off = _kept(hc, tc, last_card)
    for pick in _walk(_plan(hc, tc, last_card), levels, off, False):
        yield tuple(pick)
    if not last_card and exception_all(hc, tc) and _both_sides(hc, tc):
        # Exception 1.  Without a value on both sides the walk has made it already.
        yield tuple(zip(hc, tc))


def _taken(vc):
    n = 0
    for h, t in vc:
        n += h + t
    return n


def _same(pick, vc):
    for i in range(9):
        if pick[i] != vc[i]:
            return False
    return True


def shortlist(hc, tc, last_card, limit, keep):
    """What the hard player weighs: of the first `limit` captures of value_captures()
    and the first of optimal_captures() (when not among them, it comes last), the
    `keep` taking the most cards, in that order among equals; or [] when nothing can
    be taken.  One run of the programme, and a tuple made only for a capture kept."""
    levels, off = _kept(hc, tc, last_card)
    plan = _plan(hc, tc, last_card)
    whole = exception_all(hc, tc)
    top = None
    if whole:
        top = tuple(zip(hc, tc))
    elif _top(levels, off) > 1:
        for pick in _walk(plan, levels, off, True):
            top = tuple(pick)
            break
    cs = []  # the kept captures' cards, negated: the most cards first ...
    best = []  # ... and the captures, in the order found among equals
    seen = top is None
    n = 0
    for pick in _walk(plan, levels, off, False):
        _keep(cs, best, pick, keep)
        n += 1
        if not seen and _same(pick, top):
            seen = True
        if n >= limit:
            break
    if n < limit and whole and not last_card and _both_sides(hc, tc):
        _keep(cs, best, top, keep)  # exception 1's capture: the same as top
        n += 1
        seen = True
    if n and not seen:
        _keep(cs, best, top, keep)
    return best


def _keep(cs, best, vc, keep):
    # The next capture found joins the shortlist if it takes more cards than the last
    # kept (a later capture never displaces an equal earlier one).
    c = -_taken(vc)
    if len(cs) < keep or c < cs[-1]:
        j = len(cs)
        while j and cs[j - 1] > c:
            j -= 1
        cs.insert(j, c)
        best.insert(j, tuple(vc))
        if len(cs) > keep:
            cs.pop()
            best.pop()


def most_cards_counts(hc, tc, last_card):
    """The most cards (hand part plus table part) one capture can take; 0 for none."""
    hs = ts = 0
    for i in range(9):
        hs += hc[i] * VALUES[i]
        ts += tc[i] * VALUES[i]
    if hs == ts and hs:  # exception 1: everything
        return sum(hc) + sum(tc)
    return _levels(hc, tc, last_card, None, hs, ts)[ts] - 1


def optimal_captures(hc, tc, last_card):
    """Every capture taking the most cards (hand part plus table part), by values."""
    if exception_all(hc, tc):
        yield tuple(zip(hc, tc))  # takes every card: more than any other capture
        return
    levels, off = _kept(hc, tc, last_card)
    if _top(levels, off) > 1:
        for pick in _walk(_plan(hc, tc, last_card), levels, off, True):
            yield tuple(pick)


def best_value_capture(hc, tc, last_card):
    """The reference policy's capture (docs/rules.md, max-cards) as count pairs, or None:
    the most cards; then the smallest hand values, then table values, sorted ascending."""
    best = bkey = None
    for vc in optimal_captures(hc, tc, last_card):
        k = value_key(vc)
        if bkey is None or k < bkey:
            best, bkey = vc, k
    return best


def random_value_capture(hc, tc, last_card, rand):
    """A capture drawn uniformly from every legal one (by values), or None; rand(n) gives
    an int in 0..n-1.  The captures are counted, not listed: each difference of each
    level holds how many choices reach it, and the draw walks down by those weights."""
    hs = ts = 0
    for i in range(9):
        hs += hc[i] * VALUES[i]
        ts += tc[i] * VALUES[i]
    # Each level holds only its window of differences: entry j stands for lo + j.
    cur = [1]
    lo = hi = ts
    levels = [cur]
    los = [lo]
    hd = td = 0
    for i in range(9):
        a, b = hc[i], tc[i]
        if a or b:
            v = VALUES[i]
            hd += a * v
            td += b * v
            nlo = ts + (hd - hs if hd - hs > -td else -td)
            nhi = ts + (hd if hd < ts - td else ts - td)
            nxt = [0] * (nhi - nlo + 1)
            for ht in options(a, b, last_card):
                d = (ht[0] - ht[1]) * v
                p0 = nlo - d if nlo - d > lo else lo
                p1 = nhi - d if nhi - d < hi else hi
                for p in range(p0, p1 + 1):
                    n = cur[p - lo]
                    if n:
                        nxt[p + d - nlo] += n
            cur = nxt
            lo, hi = nlo, nhi
        levels.append(cur)
        los.append(lo)
    found = cur[ts - lo]  # the last window is the zero difference alone
    extra = not last_card and exception_all(hc, tc) and _both_sides(hc, tc)
    total = found - 1 + extra  # less the empty choice
    if total <= 0:
        return None
    r = rand(total)
    if r == found - 1:
        return tuple(zip(hc, tc))  # exception 1's capture
    r += 1  # the empty choice is the first of all (every value's first option)
    pick = [(0, 0)] * 9
    p = ts
    for i in range(8, -1, -1):
        if not (hc[i] or tc[i]):
            continue
        below = levels[i]
        blo = los[i]
        for ht in options(hc[i], tc[i], last_card):
            q = p - (ht[0] - ht[1]) * VALUES[i] - blo
            w = below[q] if 0 <= q < len(below) else 0
            if r < w:
                pick[i] = ht
                p = q + blo
                break
            r -= w
    return tuple(pick)


def value_key(vc):
    """(hand values, table values), each sorted ascending: the max-cards tie-break."""
    hv = []
    tv = []
    for i in range(9):
        hv.extend([VALUES[i]] * vc[i][0])
        tv.extend([VALUES[i]] * vc[i][1])
    return (tuple(hv), tuple(tv))


# -- cards -----------------------------------------------------------------------------


def by_value(cs):
    """The cards of each value index, lowest card first."""
    g = [[] for _ in range(9)]
    for c in sorted(cs):
        g[RANK_VI[c >> 2]].append(c)
    return g


def cards_for(vc, hand, table):
    """The capture of a value-level choice with the lowest cards of each value."""
    return (_lowest(hand, vc, 0), _lowest(table, vc, 1))


def _lowest(cs, vc, side):
    # The lowest cards of cs, vc[i][side] of each value index i, in ascending order.
    want = [0] * 9
    for i in range(9):
        want[i] = vc[i][side]
    out = []
    for c in sorted(cs):
        i = RANK_VI[c >> 2]
        if want[i]:
            want[i] -= 1
            out.append(c)
    return tuple(out)


def _combos(seq, k):
    """Every choice of k items of seq (a short list), in order."""
    if k == 0:
        return [()]
    out = []
    for j in range(len(seq) - k + 1):
        for rest in _combos(seq[j + 1 :], k - 1):
            out.append((seq[j],) + rest)
    return out


def _expand(groups, vc, side):
    # Every choice of actual cards for one side of a value-level capture.
    whole = []  # the values whose cards all go: no choice there
    out = None
    for i in range(9):
        k = vc[i][side]
        if k:
            g = groups[i]
            if k == len(g):
                whole.extend(g)
            else:
                part = _combos(g, k)
                out = part if out is None else [a + b for a in out for b in part]
    if out is None:
        return [whole]
    return [list(c) + whole for c in out]


def captures(hand, table, stock_empty):
    """Every legal capture (hand cards, table cards), each part sorted, each once."""
    hg, tg = by_value(hand), by_value(table)
    last = last_card_rule(hand, stock_empty)
    for vc in value_captures(counts(hand), counts(table), last):
        hps = _expand(hg, vc, 0)
        tps = _expand(tg, vc, 1)
        if len(hps) == 1 and len(tps) == 1:  # the common case: no choice among equals
            yield (tuple(sorted(hps[0])), tuple(sorted(tps[0])))
            continue
        tps = [tuple(sorted(tp)) for tp in tps]
        for hp in hps:
            hp = tuple(sorted(hp))
            for tp in tps:
                yield (hp, tp)


def max_cards_move(hand, table, stock_empty):
    """docs/rules.md's reference policy: the max-cards capture, else the lowest-value card
    (the lowest card code among equal values)."""
    vc = best_value_capture(counts(hand), counts(table), last_card_rule(hand, stock_empty))
    if vc is not None:
        return cards_for(vc, hand, table)
    low = hand[0]
    for c in hand:
        if value(c) < value(low) or (value(c) == value(low) and c < low):
            low = c
    return low

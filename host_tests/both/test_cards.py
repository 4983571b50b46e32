# Card codes, decks and the seeded shuffle; runs on CPython and on MicroPython.
from check import raises
from rules import cards, rng


def test_codes_round_trip():
    for c in range(52):
        assert cards.parse(cards.code(c)) == c
    assert cards.parse("X") == cards.JOKER
    assert cards.code(cards.JOKER) == "X"
    assert cards.parse("10h") == cards.parse("TH")
    assert cards.parse(" as ") == cards.card("A", "S")


def test_order_of_ranks():
    two, ten, ace = cards.parse("2S"), cards.parse("TC"), cards.parse("AC")
    assert cards.rank(two) < cards.rank(ten) < cards.rank(ace) < cards.rank(cards.JOKER)
    assert cards.rank(cards.parse("QD")) == cards.RANK_Q


def test_bad_codes_say_what_is_wrong():
    assert "unknown rank" in str(raises(cards.CardError, cards.parse, "1S"))
    assert "unknown suit" in str(raises(cards.CardError, cards.parse, "AZ"))
    assert "bad card code" in str(raises(cards.CardError, cards.parse, "ASS"))
    assert "bad card code" in str(raises(cards.CardError, cards.parse, ""))
    raises(cards.CardError, cards.parse_list, "AS,,KD")
    assert cards.parse_list("") == []


def test_check_deck():
    deck = cards.full_deck()
    cards.check_deck(deck)
    assert "52" in str(raises(cards.CardError, cards.check_deck, deck[:-1]))
    dup = deck[:-1] + [deck[0]]
    assert "twice" in str(raises(cards.CardError, cards.check_deck, dup))
    cards.check_deck(cards.full_deck(2), jokers=2)
    assert "no jokers" in str(raises(cards.CardError, cards.check_deck, cards.full_deck(1)[1:]))
    three = cards.full_deck(3)[1:]
    assert "joker" in str(raises(cards.CardError, cards.check_deck, three, 2))
    short = cards.full_deck(0, cards.RANK_6)
    assert len(short) == 36
    cards.check_deck(short, 0, cards.RANK_6)
    low = short[:-1] + [cards.parse("5H")]
    assert "not in this deck" in str(
        raises(cards.CardError, cards.check_deck, low, 0, cards.RANK_6)
    )


def test_shuffle_is_a_permutation_and_reproducible():
    deck = cards.full_deck(2)
    a = rng.shuffled_deck(deck, 12345)
    assert sorted(a) == sorted(deck)
    assert a == rng.shuffled_deck(deck, 12345)
    assert a != rng.shuffled_deck(deck, 12346)


def test_shuffle_pinned_sequence():
    # The same seed must give the same deck on every interpreter: these are pinned.
    assert cards.format_list(rng.shuffled_deck(cards.full_deck(), 1)[:8]) == (
        "6D,KH,4H,AS,3C,6C,AH,3S"
    )
    r = rng.Rng(2**40 + 7)
    assert [r.below(10) for _ in range(6)] == [6, 5, 7, 8, 6, 9]


def test_every_path_of_below_gives_xorshift32s_numbers():
    # Pinned from the plain 32-bit xorshift32 (the generator keeps its state in 16-bit
    # halves, rules/rng.py): small n, the halves' own limit 2**15 either side, powers of
    # two, the seeds' 2**30 and the long-int path above 2**15.
    r = rng.Rng(31337)
    ns = (6, 52, 1000, 0x7FFF, 0x8000, 0x8001, 0x10000, 3 << 20, 1 << 30, (1 << 30) + 1,
          (1 << 32) - 1)  # fmt: skip
    assert [r.below(n) for n in ns] == [
        0, 47, 974, 20322, 14298, 15434, 64606, 484509, 472439079, 270054203, 3380990084,
    ]  # fmt: skip
    assert r.state == 3380990084
    r.state = 0xFFFF0001
    assert [r.next32() for _ in range(3)] == [3759853630, 4189383472, 4270453369]


def test_below_bounds_and_errors():
    r = rng.Rng(9)
    seen = set()
    for _ in range(2000):
        v = r.below(7)
        assert 0 <= v < 7
        seen.add(v)
    assert seen == set(range(7))
    raises(ValueError, r.below, 0)
    raises(ValueError, rng.Rng, -1)

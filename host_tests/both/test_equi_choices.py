# The computer players' choices, pinned: digests of every move chosen in many seeded games
# (2-6 players, hand_counts on and off, every policy) and in random positions up to the
# heavy case (a 16-card hand after E6, a full table).  Any change of any move changes a
# digest, so speed work on the search cannot change a choice unseen.  Runs on CPython and
# MicroPython alike (host_tests/test_both_interpreters.py); the digests were recorded
# before the search was reworked for speed.  To see what changed:
# python host_tests/both/test_equi_choices.py prints the digests as they are now.
import binascii
import hashlib

from rules import cards, equi, equi_players, rng

DECK = cards.full_deck(0, cards.RANK_6)
MIXES = {  # the seats' policies, by name; a mix turns round the table
    "easy": ("easy",),
    "normal": ("normal",),
    "hard": ("hard",),
    "max-cards": ("max-cards",),
    "mixed": ("hard", "normal", "easy", "hard", "max-cards", "normal"),
}
SEEDS = 12  # seeded decks per mix, player count and hand_counts setting


def _move_text(seat, move):
    if isinstance(move, int):
        return "%d d%d;" % (seat, move)
    return "%d t%s w%s;" % (
        seat,
        ",".join([str(c) for c in move[1]]),
        ",".join([str(c) for c in move[0]]),
    )


def _hex(h):
    return binascii.hexlify(h.digest()[:8]).decode()


def game_digest(mix):
    """Every move of SEEDS games at each player count and hand_counts setting, hashed.
    Seats are seeded as tools/play/play.py equi seeds them (--ai-seed = the deck's seed)."""
    pols = MIXES[mix]
    h = hashlib.sha256()
    for players in range(equi.MIN_PLAYERS, equi.MAX_PLAYERS + 1):
        for hc in (False, True):
            for seed in range(SEEDS):
                deck_seed = 1000 * players + 100 * hc + seed
                st = equi.new_game(rng.shuffled_deck(DECK, deck_seed), players, seed % players, hc)
                seats = [
                    equi_players.make(pols[s % len(pols)], (deck_seed * 1009) * 8 + s)
                    for s in range(players)
                ]
                while not st.over:
                    seat = st.turn
                    move = seats[seat].choose(equi_players.View(st, seat))
                    h.update(_move_text(seat, move).encode())
                    st.apply(move)
                h.update(("%s|" % st.scores()).encode())
    return _hex(h)


def random_state(r, heavy):
    """A position reachable in play, roughly: a hand (16 cards at most, as after E6), a
    table, a stock, other hands (some empty: E6 is due) and tricks; known cards in
    other hands are those taken back from tricks."""
    deck = list(DECK)
    r.shuffle(deck)
    players = 2 + r.below(5)
    st = equi.State(players, r.below(players), r.below(2))
    me = r.below(players)
    st.turn = me
    if heavy:
        nh, nt = 10 + r.below(7), 6 + r.below(11)
    else:
        nh, nt = 1 + r.below(6), r.below(9)
    st.hands[me] = deck[:nh]
    st.table = deck[nh : nh + nt]
    rest = deck[nh + nt :]
    stock = 0 if r.below(2) else r.below(len(rest) // 2 + 1)
    st.stock = rest[:stock]
    rest = rest[stock:]
    for s in range(players):
        if s == me:
            continue
        k = min(len(rest), r.below(5))
        st.hands[s] = rest[:k]
        rest = rest[k:]
        if k and not r.below(4):
            for c in st.hands[s]:  # taken back from tricks: public
                st.seen[c - equi.LOW_CARD] = 1
    for c in rest:
        s = r.below(players)
        st.tricks[s].append(c)
        st.seen[c - equi.LOW_CARD] = 1
    return st


def position_digest(n, seed):
    """Each policy's choice (one player per policy, so its random source runs on from
    choice to choice) in n random positions, half of them heavy."""
    players = [equi_players.make(name, seed + i) for i, name in enumerate(equi_players.POLICIES)]
    h = hashlib.sha256()
    r = rng.Rng(seed)
    for i in range(n):
        st = random_state(r, i % 2 == 1)
        for p in players:
            h.update(_move_text(st.turn, p.choose(equi_players.View(st, st.turn))).encode())
    return _hex(h)


GAMES = {
    "easy": "050ebd6302a19b3a",
    "normal": "331ed9cc43e3ea35",
    "hard": "eee2aa5a7d0b37b3",
    "max-cards": "492e3f92741b4f14",
    "mixed": "bffef82023dee27b",
}
POSITIONS = (600, 8, "05cc9ba1298b483e")  # positions, seed, digest


def test_games_choose_the_recorded_moves():
    got = {mix: game_digest(mix) for mix in MIXES}
    assert got == GAMES, got


def test_positions_choose_the_recorded_moves():
    n, seed, want = POSITIONS
    got = position_digest(n, seed)
    assert got == want, got


if __name__ == "__main__":
    print({mix: game_digest(mix) for mix in MIXES})
    print(position_digest(POSITIONS[0], POSITIONS[1]))

"""Invariants over thousands of seeded Equi games, 2-6 players, every policy; saves taken
mid-game restore and play on identically (CPython only)."""

from rules import cards, equi, equi_players, equi_search, game, rng

DECK = cards.full_deck(0, cards.RANK_6)
POLICIES = equi_players.POLICIES


def deal(seed, players, hand_counts=False):
    deck = rng.shuffled_deck(DECK, seed)
    return equi.new_game(deck, players, seed % players, hand_counts)


def seats_for(seed, players):
    # Every policy in every seat over the run; `hard` only now and then (it is the slow one).
    names = []
    for s in range(players):
        k = (seed + s) % 7
        names.append(("max-cards", "easy", "normal", "easy", "normal", "max-cards", "hard")[k])
    return [equi_players.make(n, seed * 8 + s) for s, n in enumerate(names)]


def accounted(st):
    every = []
    for part in st.hands + st.tricks + [st.table, st.stock]:
        every.extend(part)
    cards.check_deck(every, 0, cards.RANK_6)  # all 36, none twice
    return True


def play(seed, players, hand_counts=False, check_every_move=True):
    st = deal(seed, players, hand_counts)
    seats = seats_for(seed, players)
    events = []
    while not st.over:
        assert st.current() == st.turn and st.hands[st.turn], "the player to move holds cards"
        if st.stock:
            assert all(len(h) == equi.HAND_SIZE for h in st.hands)
        move = seats[st.turn].choose(equi_players.View(st, st.turn))
        events.extend(st.apply(move))
        if check_every_move:
            assert accounted(st)
    return st, events


def test_invariants_over_thousands_of_games():
    ends = {game.END_WIN: 0, game.END_CAP: 0, game.END_EMPTY: 0}
    longest = 0
    for seed in range(2500):
        players = 2 + seed % 5
        hand_counts = seed % 11 == 0
        st, events = play(seed, players, hand_counts)
        assert st.over and st.current() == -1 and st.legal_moves() == []
        assert accounted(st)
        scores = st.scores()
        # Scores add up: every trick card (and with hand_counts every hand card) counted.
        counted = sum(map(len, st.tricks)) + (sum(map(len, st.hands)) if hand_counts else 0)
        assert sum(scores) == counted
        assert st.winners() == [s for s in range(players) if scores[s] == max(scores)]
        over = events[-1]
        assert over == (equi.EV_OVER, st.end, tuple(scores), tuple(st.winners()))
        assert sum(1 for e in events if e[0] == equi.EV_OVER) == 1
        made = sum(1 for e in events if e[0] in (equi.EV_CAPTURE, equi.EV_DISCARD))
        assert made == st.moves  # skips and take-backs are no moves
        if st.end == game.END_WIN:
            assert not st.stock and not st.table
        ends[st.end] += 1
        longest = max(longest, st.moves)
    assert ends[game.END_WIN] > 2000
    assert longest < equi.MAX_MOVES


def test_take_backs_and_skips_happen_and_keep_the_count():
    take_backs = skips = 0
    for seed in range(400):
        st, events = play(seed, 2 + seed % 5, check_every_move=False)
        take_backs += sum(1 for e in events if e[0] == equi.EV_TAKE_BACK)
        skips += sum(1 for e in events if e[0] == equi.EV_SKIP)
    assert take_backs > 20 and skips > 0


def test_save_and_restore_mid_game_plays_on_identically():
    for seed in range(300):
        players = 2 + seed % 5
        a = deal(seed, players, seed % 2 == 0)
        stop = seed % 17
        ref = equi_players.make("max-cards")
        while not a.over and a.moves < stop:
            a.push(ref.choose(equi_players.View(a, a.turn)))
        b = equi.from_bytes(a.to_bytes())
        assert b.to_bytes() == a.to_bytes()
        while not a.over:
            ma = ref.choose(equi_players.View(a, a.turn))
            assert ma == ref.choose(equi_players.View(b, b.turn))
            assert a.apply(ma) == b.apply(ma)
        assert b.over and (a.scores(), a.winners(), a.end) == (b.scores(), b.winners(), b.end)


def test_players_always_choose_legal_moves_from_their_view():
    # apply() checks every move; a player that looked at hidden cards would still be
    # caught here by a View that simply has no such fields.
    view = equi_players.View(deal(1, 4), 1)
    for name in ("stock", "hands", "seen", "copy", "push"):
        assert not hasattr(view, name)
    for seed in range(60):
        for name in POLICIES:
            st = deal(seed, 2 + seed % 5)
            p = equi_players.make(name, seed)
            while not st.over:
                move = p.choose(equi_players.View(st, st.turn))
                assert move in st.legal_moves()
                st.push(move)


def test_unknown_policy_is_refused():
    try:
        equi_players.make("genius")
    except ValueError as e:
        assert "max-cards" in str(e)
    else:
        raise AssertionError("no error for an unknown policy")


def test_hard_work_is_bounded_whatever_the_position(monkeypatch):
    """The hard player's documented bound: at most 6 candidates x 4 dealt hands runs of
    the most-cards search, and at most 40 captures walked (and the largest), even in
    huge positions."""
    import random

    calls = {"most": 0, "walked": 0}
    most = equi_search.most_cards_counts
    walk = equi_search._walk  # both of the shortlist's walks

    def counting_most(*a):
        calls["most"] += 1
        return most(*a)

    def counting_walk(*a):
        for vc in walk(*a):
            calls["walked"] += 1
            yield vc

    monkeypatch.setattr(equi_search, "most_cards_counts", counting_most)
    monkeypatch.setattr(equi_search, "_walk", counting_walk)
    walked = 0
    r = random.Random(8)
    deck = list(DECK)
    for n in range(60):
        r.shuffle(deck)
        nh, nt = (16, 16) if n % 2 else (4, 6)
        st = equi.new_game(DECK, 2)
        st.hands = [deck[:nh], deck[nh + nt : nh + nt + 4]]
        st.table = deck[nh : nh + nt]
        st.stock = deck[nh + nt + 4 :] if n % 4 == 0 else []
        st.tricks = [[], []] if st.stock else [[], deck[nh + nt + 4 :]]
        st.turn = 0
        calls["most"] = calls["walked"] = 0
        move = equi_players.make("hard", n).choose(equi_players.View(st, 0))
        assert calls["most"] <= 6 * 4
        assert calls["walked"] <= 40 + 1
        walked += calls["walked"]
        st.check(move)  # raises game.IllegalMove unless the move is legal
    assert walked > 30 * 40  # the 30 heavy positions walk 40 captures each


def test_hard_counts_hand_cards_when_they_score():
    # Stock out: seat 0 may clear the table with 9+8 for K+6+7 and end the game, keeping
    # A,A,A in hand; seat 1 holds one card.  Tricks 5 + 5 against 11 lose, so it plays
    # on; with hand_counts it is 10 + 3 against 11 + 1, a win, so it ends the game.
    C = cards.parse_list
    for hand_counts in (False, True):
        st = equi.State(2, 1, hand_counts)
        st.hands = [C("9S,8C,AD,AC,AH"), C("TC")]
        st.table = C("KD,6C,7H")
        st.tricks = [C("QS,QH,QC,QD,JS"), C("6S,6H,6D,7S,7D,JH,JC,JD,TS,TH,9C")]
        st.turn = 0
        move = equi_players.make("hard", 1).choose(equi_players.View(st, 0))
        st.apply(move)
        assert st.over == hand_counts, (hand_counts, move)
        if hand_counts:
            assert st.scores() == [13, 12] and st.winners() == [0]

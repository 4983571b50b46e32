# Saving and restoring Ratscrew games; runs on CPython and MicroPython.
from check import raises
from rat import lay, table
from rules import cards, equi, game, ratscrew, rng
from scenarios import ratscrew_game, save_restore_walk


def _midgame(seed, players, jokers, steps):
    deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), seed)
    st = ratscrew.new_game(deck, players, seed % players, jokers)
    for _ in range(steps):
        if st.over:
            break
        st.push(ratscrew.computer_name(st) if st.awaiting else ratscrew.LAY)
    return st


def test_restored_game_plays_on_identically():
    for seed in range(1, 13):
        players = 2 + seed % 5
        jokers = seed % 3
        r = rng.Rng(seed)
        st = _midgame(seed, players, jokers, r.below(120))
        back = ratscrew.from_bytes(st.to_bytes())
        assert back.to_bytes() == st.to_bytes()
        ratscrew.play_out(st)
        ratscrew.play_out(back)
        assert (back.winners(), back.laid, back.counts()) == (st.winners(), st.laid, st.counts())


def test_saving_at_every_step_changes_nothing():
    for seed, players, jokers in ((3, 2, 0), (8, 4, 1), (21, 6, 2)):
        plain = ratscrew_game(seed, players, jokers)
        walked = save_restore_walk(seed, players, jokers, 1)
        assert walked["winners"] == plain["winners"]
        assert walked["laid"] == plain["laid"] and walked["counts"] == plain["counts"]
        assert walked["longest"] < 200


def test_save_keeps_a_pending_joker_naming_and_a_challenge():
    st = table("5C,AS,6C", "7D,2D,X,3D", "8H,9H", jokers=ratscrew.JOKERS_NAME)
    lay(st, 6)
    assert st.awaiting == ratscrew.AWAIT_NAME
    back = ratscrew.from_bytes(_as_full_deck(st).to_bytes())
    assert back.awaiting == ratscrew.AWAIT_NAME and back.current() == 1 and back.owed == 3
    assert back.challenge_card == cards.parse("AS")
    assert back.apply(2)[-1] == (ratscrew.EV_TAKE, 2, 6)


def _as_full_deck(st):
    # Saves are checked to hold one whole deck: give the spare cards to the last seat.
    held = set(c for s in st.stacks for c in s) | set(st.pile)
    st.stacks[-1][0:0] = [c for c in cards.full_deck() if c not in held]
    jokers = sum(1 for s in st.stacks for c in s if c == cards.JOKER)
    jokers += sum(1 for c in st.pile if c == cards.JOKER)
    st.stacks[-1][0:0] = [cards.JOKER] * (2 - jokers)
    return st


def test_finished_game_round_trips():
    st = _midgame(5, 3, 0, 10000)
    assert st.over
    back = ratscrew.from_bytes(st.to_bytes())
    assert back.over and back.winners() == st.winners() and back.end == st.end
    assert back.legal_moves() == []


def test_corrupt_saves_are_refused_with_a_reason():
    good = _midgame(7, 4, 1, 30).to_bytes()
    assert "short" in str(raises(game.SaveError, ratscrew.from_bytes, b""))
    assert "not a game save" in str(
        raises(game.SaveError, ratscrew.from_bytes, b"\x00" + good[1:])
    )
    other = good[:1] + bytes((equi.SAVE_ID,)) + good[2:]
    assert "another game" in str(raises(game.SaveError, ratscrew.from_bytes, other))
    newer = good[:2] + b"\x09" + good[3:]
    assert "format" in str(raises(game.SaveError, ratscrew.from_bytes, newer))
    raises(game.SaveError, ratscrew.from_bytes, good[:-1])
    raises(game.SaveError, ratscrew.from_bytes, good + b"\x00")
    raises(game.SaveError, ratscrew.from_bytes, good[:8])
    swapped = bytearray(good)
    swapped[-1] = swapped[-2]  # one card twice, one missing
    if swapped[-1] != good[-1]:
        assert "deck" in str(raises(game.SaveError, ratscrew.from_bytes, bytes(swapped)))
    seats = bytearray(good)
    seats[3] = 9
    assert "seats" in str(raises(game.SaveError, ratscrew.from_bytes, bytes(seats)))
    raises(game.SaveError, ratscrew.from_bytes, "not bytes")
    # Every single-byte corruption is refused or restores a game that saves back to the
    # same bytes and plays to a proper end with every card still there.
    restored = 0
    for i in range(len(good)):
        for flip in (0x01, 0x5A, 0xFF):
            bad = bytearray(good)
            bad[i] ^= flip
            try:
                st = ratscrew.from_bytes(bytes(bad))
            except game.SaveError:
                continue
            restored += 1
            assert st.to_bytes() == bytes(bad)
            ratscrew.play_out(st)
            assert sum(st.counts()) + len(st.pile) == 54
            assert st.winners() and st.end in (game.END_WIN, game.END_CAP)
    assert restored < 3 * len(good) // 4

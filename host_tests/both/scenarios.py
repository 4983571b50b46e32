# Seeded whole games, summarised the same way on both interpreters, so the VM's results
# can be compared with CPython's line by line.
from rules import cards, ratscrew, rng


def ratscrew_game(seed, players, jokers, dealer=0):
    deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), seed)
    st = ratscrew.new_game(deck, players, dealer, jokers)
    takes = [0]

    def count(ev):
        for e in ev:
            if e[0] == ratscrew.EV_TAKE:
                takes[0] += 1

    ratscrew.play_out(st, count)
    return {
        "seed": seed,
        "players": players,
        "jokers": jokers,
        "winners": st.winners(),
        "laid": st.laid,
        "counts": st.counts(),
        "takes": takes[0],
        "end": st.end,
    }


def ratscrew_batch(seeds, player_counts=(2, 3, 4, 5, 6), modes=(0, 1, 2)):
    out = []
    for jokers in modes:
        for players in player_counts:
            for seed in seeds:
                out.append(ratscrew_game(seed, players, jokers, seed % players))
    return out


def save_restore_walk(seed, players, jokers, every):
    """Play a seeded game, saving and restoring every `every` steps; returns the final
    summary and the longest save."""
    deck = rng.shuffled_deck(cards.full_deck(2 if jokers else 0), seed)
    st = ratscrew.new_game(deck, players, 0, jokers)
    longest = 0
    step = 0
    while not st.over:
        if step % every == 0:
            data = st.to_bytes()
            longest = max(longest, len(data))
            st = ratscrew.from_bytes(data)
        move = ratscrew.computer_name(st) if st.awaiting == ratscrew.AWAIT_NAME else ratscrew.LAY
        st.push(move)
        step += 1
    return {"winners": st.winners(), "laid": st.laid, "counts": st.counts(), "longest": longest}

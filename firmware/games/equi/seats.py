# The computer seats of the Equi table and the console lines, exactly as tools/play.py
# equi plays and prints them: each seat's player seeded as the runner seeds it, its
# choice checked by the rules, "move equi ..." and "result equi {...}".
#
# The table keeps only each seat's random state (a small int; every kind a seat can have
# plays at random, and nothing else of a player lasts from one choice to the next), and
# choose() makes the seat's player for its choice from rules/equi_players.py, imported
# then with the capture search (rules/equi_search.py).  So neither need stay loaded
# between choices: the table lets both go after each (13 KB of heap), and the next
# computer seat loads them again.
from micropython import const
from rules import cards, game

AI_SEED_MASK = const(0xFFFF)  # small ints: the players' seeds stay off the long ints
_ENDS = ("", "table-cleared", "cap", "no-cards")


def player_seed(ai_seed, seat):
    """As tools/play_equi.py seeds seat `seat` of its first game (--ai-seed ai_seed)."""
    return ai_seed * 1009 * 8 + seat


def ai_states(n, opts):
    """Each of n seats' random state as its player starts it, seeded as the runner seeds
    it (opts["ai_seed"]); a resumed game's states (opts["ai"], as the save keeps them) go
    on exactly.  A person's seat has one too: on auto-play it plays `normal`."""
    from rules.rng import Rng

    seed = opts.get("ai_seed", 0)
    saved = opts.get("ai")
    out = []
    for seat in range(n):
        s = saved[seat] if isinstance(saved, list) and seat < len(saved) else 0
        out.append(s if isinstance(s, int) and s else Rng(player_seed(seed, seat)).state)
    return out


def choose(st, kind, state):
    """(the move, the random state after it) of the seat to move, a player of kind (a
    person's seat: `normal`) whose random state is state.  The move is in normal form:
    the player's, or should that ever be illegal, the reference player's, so the game
    goes on."""
    from rules import equi_players, equi_search

    seat = st.turn
    p = equi_players.make(kind if kind != "person" else "normal")
    r = getattr(p, "rng", None)
    if r is not None:
        r.state = state
    move = p.choose(equi_players.View(st, seat))
    try:
        move = st.check(move)
    except game.IllegalMove:
        move = st.check(equi_search.max_cards_move(st.hands[seat], st.table, not st.stock))
    return move, r.state if r is not None else state


def result_json(st, kinds):
    """The result line's JSON exactly as tools/play.py equi --json prints it."""
    return (
        '{"scores": [%s], "winners": [%s], "moves": %d, "capped": %s, "end": "%s", '
        '"policies": [%s]}'
        % (
            ", ".join(str(n) for n in st.scores()),
            ", ".join(str(s) for s in st.winners()),
            st.moves,
            "true" if st.end == game.END_CAP else "false",
            _ENDS[st.end],
            ", ".join('"%s"' % k for k in kinds),
        )
    )


def move_line(seat, move):
    if isinstance(move, int):
        return "move equi seat=%d discard %s" % (seat, cards.code(move))
    return "move equi seat=%d take %s with %s" % (
        seat,
        cards.format_list(move[1]),
        cards.format_list(move[0]),
    )


def game_line(seed, match, ai_seed):
    return "game equi seed=%d players=%d dealer=%d seats=%s ai_seed=%d hand_counts=%d" % (
        seed,
        len(match.names),
        match.dealer,
        ",".join(match.kinds),
        ai_seed,
        int(bool(match.options["hand_counts"])),
    )

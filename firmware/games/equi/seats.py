# The computer seats of the Equi table and the console lines, exactly as tools/play.py
# equi plays and prints them: each seat's player seeded as the runner seeds it, its
# choice checked by the rules, "move equi ..." and "result equi {...}".
from micropython import const
from rules import cards, equi_players, equi_search, game

AI_SEED_MASK = const(0xFFFF)  # small ints: the players' seeds stay off the long ints
_ENDS = ("", "table-cleared", "cap", "no-cards")


def player_seed(ai_seed, seat):
    """As tools/play_equi.py seeds seat `seat` of its first game (--ai-seed ai_seed)."""
    return ai_seed * 1009 * 8 + seat


def players(kinds, opts):
    """A player per seat: computer seats play their kind, a person's seat `normal` (for
    auto-play).  A resumed game's random states (opts["ai"]) go on exactly."""
    seed = opts.get("ai_seed", 0)
    states = opts.get("ai")
    out = []
    for seat, kind in enumerate(kinds):
        p = equi_players.make(kind if kind != "person" else "normal", player_seed(seed, seat))
        r = getattr(p, "rng", None)  # (every kind a seat can have plays at random)
        if r is not None and isinstance(states, list) and seat < len(states):
            if isinstance(states[seat], int):
                r.state = states[seat] or r.state
        out.append(p)
    return out


def states(players):
    """The players' random states, for the save."""
    out = []
    for p in players:
        r = getattr(p, "rng", None)
        out.append(r.state if r is not None else 0)
    return out


def choose(st, player):
    """The seat to move's choice in normal form: its player's, or should that ever be
    illegal, the reference player's, so the game goes on."""
    seat = st.turn
    move = player.choose(equi_players.View(st, seat))
    try:
        return st.check(move)
    except game.IllegalMove:
        return st.check(equi_search.max_cards_move(st.hands[seat], st.table, not st.stock))


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

# The start and the end of an Equi game at the table: the seats' players seeded exactly
# as tools/play/play.py equi seeds them, the console's "game equi ..." and "result equi {...}"
# lines, as the runner prints them, and what an end settles (the match's score, the save
# dropped, the records).
from micropython import const
from rules import game
from rules.rng import Rng

AI_SEED_MASK = const(0xFFFF)  # small ints: the players' seeds stay off the long ints
_ENDS = ("", "table-cleared", "cap", "no-cards")


def player_seed(ai_seed, seat):
    """As tools/play/play_equi.py seeds seat `seat` of its first game (--ai-seed ai_seed)."""
    return ai_seed * 1009 * 8 + seat


def ai_states(n, opts):
    """Each of n seats' random state as its player starts it, seeded as the runner seeds
    it (opts["ai_seed"]); a resumed game's states (opts["ai"], as the save keeps them) go
    on exactly.  A person's seat has one too: on auto-play it plays `normal`."""
    seed = opts.get("ai_seed", 0)
    saved = opts.get("ai")
    out = []
    for seat in range(n):
        s = saved[seat] if isinstance(saved, list) and seat < len(saved) else 0
        out.append(s if isinstance(s, int) and s else Rng(player_seed(seed, seat)).state)
    return out


def result_json(st, kinds):
    """The result line's JSON exactly as tools/play/play.py equi --json prints it."""
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


def game_line(seed, match, ai_seed):
    return "game equi seed=%d players=%d dealer=%d seats=%s ai_seed=%d hand_counts=%d" % (
        seed,
        len(match.names),
        match.dealer,
        ",".join(match.kinds),
        ai_seed,
        int(bool(match.options["hand_counts"])),
    )


def finish(app, match, st):
    """The game is over: the match's score, the result line, the save dropped (a finished
    game is not resumed), the records, a beep."""
    winners = st.winners()
    match.won(winners)
    app.say("result equi " + result_json(st, match.kinds))
    app.drop_save(match.game)
    match.record(app, winners, st.scores())
    app.beep(880, 200)

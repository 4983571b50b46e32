"""The console's languages (firmware/uikit/lang*.py): the three catalogues have the same keys
and the same %-placeholders per key, every character of every string and rules page has a
glyph in the console's font, the longest strings fit their places on the screen, and the
screens in each language through the headless simulator: the first-start language choice,
switching in Settings, a restart keeping it, and no drawn string past the screen's edge or
over another on its row."""

import importlib
import os
import re
import sys

import pytest

import fontgen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from sim import headless  # noqa: E402

CODES = ("en", "uk", "ru")
sys.path.insert(0, os.path.join(ROOT, "firmware"))
from games import GAMES  # noqa: E402  (the registry: every game's strings are tested)


@pytest.fixture(scope="module")
def glyphs():
    return fontgen.load()[0]


def width(glyphs, s):
    return fontgen.text_width(glyphs, s)


class Catalogue:
    """A language's modules as one: lang_<code> (T, and P behind the rest), what every
    game's screens share, games/lang_<code>.py, and each game's own,
    games/<game>/lang_<code>.py (P while its screens are up).  A game's names
    (games/<game>/__init__.py) read as G_<GAME> (the name), GP_<GAME> (the form "Play %s"
    takes) and GF_<GAME> (the full name)."""

    def __init__(self, code):
        self.code = code
        self.base = importlib.import_module("uikit.lang_" + code)
        self.shared = importlib.import_module("games.lang_" + code)
        self.games = [importlib.import_module("games.%s.lang_%s" % (g, code)) for g in GAMES]

    def parts(self):
        return (self.base, self.shared, *self.games)

    def names(self, game):
        return getattr(importlib.import_module("games." + game), self.code)

    def __getattr__(self, key):
        for prefix, form in (("G_", 0), ("GP_", 1), ("GF_", 2)):
            if key.startswith(prefix) and key[len(prefix) :].lower() in GAMES:
                return self.names(key[len(prefix) :].lower())[form]
        for mod in (*self.games, self.shared):
            if hasattr(mod, key):
                return getattr(mod, key)
        return getattr(self.base, key)

    def keys(self):
        out = {}
        for mod in self.parts():
            out.update(keys(mod))
        return out


def catalogue(code):
    return Catalogue(code)


def keys(mod):
    if isinstance(mod, Catalogue):
        return mod.keys()
    return {k: getattr(mod, k) for k in dir(mod) if k.isupper()}


def strings(v):
    return list(v) if isinstance(v, tuple) else [v]


def placeholders(s):
    return re.findall(r"%[sd%]", s)


def rules_texts():
    out = {}
    for code in CODES:
        for game in GAMES:
            mod = importlib.import_module("games.%s.rules_%s" % (game, code))
            out[(code, game)] = mod.TEXT
    return out


def test_every_language_has_the_same_keys_and_placeholders():
    en = keys(catalogue("en"))
    assert len(en) > 60
    for code in CODES:
        cat = catalogue(code)
        for mine, english in zip(cat.parts(), catalogue("en").parts()):
            assert sorted(keys(mine)) == sorted(keys(english)), (code, mine.__name__)
        # P reads a game's catalogue first, then the games' shared one: a key of a later
        # one's of the same name would be hidden while the game is up
        assert keys(cat.shared) and not set(keys(cat.shared)) & set(keys(cat.base))
        for own in cat.games:
            assert keys(own), own.__name__
            assert not set(keys(own)) & (set(keys(cat.base)) | set(keys(cat.shared)))
        for game in GAMES:  # its name's three forms, each a string
            forms = cat.names(game)
            assert len(forms) == 3 and all(isinstance(f, str) and f for f in forms), game
    for code in CODES[1:]:
        other = keys(catalogue(code))
        assert sorted(other) == sorted(en), code
        for k, v in en.items():
            assert type(other[k]) is type(v), (code, k)
            if isinstance(v, tuple):
                assert len(other[k]) == len(v), (code, k)
            for a, b in zip(strings(v), strings(other[k])):
                assert placeholders(a) == placeholders(b), (code, k, b)


def test_a_games_own_strings_are_p_while_it_is_named_and_no_other_games():
    from uikit import lang

    was = lang.index()
    lang.set_language(1)
    try:
        uk = catalogue("uk")
        for game, own in zip(GAMES, uk.games):
            lang.use_game(game)
            assert all(getattr(lang.P, k) == v for k, v in keys(own).items()), game
            assert lang.P.PAUSED == uk.PAUSED and lang.P.TITLE == uk.TITLE  # shared, console
            others = [k for o in uk.games if o is not own for k in keys(o) if k not in keys(own)]
            for k in others:  # another game's key is not found
                with pytest.raises(AttributeError):
                    getattr(lang.P, k)
        with pytest.raises(AttributeError):
            assert lang.P.NO_SUCH_KEY is None
    finally:
        lang.set_language(was)


def test_the_lists_of_languages_and_names():
    from store import setcheck, settings
    from uikit import lang

    assert [c for c, _name in lang.LANGS] == list(CODES)
    assert [n for _c, n in lang.LANGS] == ["English", "Українська", "Русский"]
    assert settings.NAMES == catalogue("en").NAMES
    for code in CODES:
        cat = catalogue(code)
        assert len(cat.NAMES) == len(settings.NAMES) and len(set(cat.NAMES)) == len(cat.NAMES)
        assert all(setcheck.name_ok(n) for n in cat.NAMES), code
        assert all(c in setcheck.NAME_CHARS for c in cat.ABC), code
        assert all(c in cat.ABC for n in cat.NAMES for c in n), code
        assert cat.RANKS[8] == "10" and len(cat.RANKS) == 13
    assert catalogue("uk").RANKS[9:] == ("В", "Д", "К", "Т")
    assert catalogue("ru").RANKS[9:] == ("В", "Д", "К", "Т")
    assert catalogue("uk").GF_RATSCREW == "Єгипетський ретскрю"
    assert catalogue("ru").G_EQUI == "Экви"
    # (the menus' "Play %s" takes the form the language declines the name to)
    assert all(catalogue(c).names(g)[0] for c in CODES for g in GAMES)


def test_every_character_has_a_glyph(glyphs):
    texts = [(code, k, s) for code in CODES for k, v in keys(catalogue(code)).items()
             for s in strings(v)]  # fmt: skip
    texts += [(c, g, t) for (c, g), t in rules_texts().items()]  # every rules page
    texts += [("lang", "LANGS", n) for _c, n in importlib.import_module("uikit.lang").LANGS]
    missing = [(c, k, ch) for c, k, s in texts for ch in s if ch != "\n" and ch not in glyphs]
    assert missing == []


# The widest value a menu row may show beside its label, per label key.
VALUE_OF = {
    "CONTRAST": ("5",),
    "SOUND": "OFF_ON",
    "HINTS": "OFF_ON",
    "SCREEN_OFF": "TIMEOUTS",
    "SPEED": "SPEEDS",
    "LANGUAGE": ("English", "Українська", "Русский"),
    "PLAYERS": ("6",),
    "DEALER": "RANDOM+NAMES",
    "JOKERS": "JOKER_MODES",
}


def test_the_longest_strings_fit(glyphs):
    for code in CODES:
        t = catalogue(code)
        w = lambda s: width(glyphs, s)  # noqa: E731
        longest_name = max(t.NAMES, key=w)
        wide_name = "Ш" * 4  # the widest name an editor can spell: 4 x 6 columns
        titles = [
            t.TITLE,
            t.SETTINGS,
            t.RULES,
            t.RECORDS,
            t.LANGUAGE,
            t.PAUSED,
            t.EVENTS,
            t.ABOUT_V % "10.10.10",
            t.SEAT_NAME % 6,
            t.NAMES_WHOM % wide_name,
        ]
        titles += [t.names(g)[0] for g in GAMES] + [t.names(g)[2] for g in GAMES]  # fmt: skip
        for s in titles:
            assert w(s) <= 128, (code, s)
        assert w(t.TITLE) <= 96, code  # the main menu's suits stand right of it
        for label, values in VALUE_OF.items():
            if values == "RANDOM+NAMES":
                values = (t.RANDOM, longest_name, wide_name)
            elif isinstance(values, str):
                values = getattr(t, values)
            widest = max(w(v) for v in values)
            assert 1 + w(getattr(t, label)) + 4 + widest <= 124, (code, label)
        rows = [t.PLAY % t.names(g)[1] for g in GAMES] + [t.RESUME % t.names(g)[1] for g in GAMES]
        rows += [
            t.START,
            t.EDIT_NAME,
            t.RESUME_GAME,
            t.EVENTS,
            t.SAVE_LEAVE,
            t.QUIT_GAME,
            t.AUTO % wide_name,
            "%s (%d)" % (wide_name, 52),
        ]
        for s in rows:
            assert 1 + w(s) <= 124, (code, s)
        auto_row = 1 + w(t.AUTO % wide_name) + 4 + max(w(v) for v in t.OFF_ON)
        assert auto_row <= 124, code
        # the Ratscrew table's status bar (a card may follow ST_OWES: "10" and a suit)
        status = [t.ST_NAMING % wide_name, t.ST_LAYS % wide_name, t.ST_A_LAY % wide_name,
                  t.TOOK % (wide_name, 52), t.WINS % wide_name, t.SHARE_WIN % 6,
                  t.AGAIN_LEAVE, t.PILE % 54]  # fmt: skip
        for s in status:
            assert w(s) <= 128, (code, s)
        assert w(t.ST_OWES % (wide_name, 4)) + w("10") + 1 + 7 <= 128, code
        # the pile's count sits left of the big card, under the small one
        assert w(t.PILE % 54) <= 60, code
        # game over: the headline and detail are centred on 128 columns
        for s in (t.CAP_FEWEST, t.AFTER_CARDS % 5000, t.MATCH_GAMES % 999, t.MATCH_ONE):
            assert w(s) <= 128, (code, s)
        # confirm dialogs: the question wraps; the answers share the bottom bar
        assert w(t.YES) + 8 + w(t.NO) <= 126, code
        assert w(t.EDIT_HINT) <= 128 and w(t.EDIT_KEYS) <= 128, code
        # event log lines: 124 columns beside the scroll bar
        logs = [t.LOG_CAP % 5000, t.LOG_OWES % (wide_name, 4), t.LOG_MUST_NAME % wide_name,
                t.LOG_NAMES % (wide_name, wide_name), t.LOG_OUT % wide_name,
                t.LOG_LAY % (wide_name, "10 " + max(t.SUITS, key=w)),
                t.LOG_LAY % (wide_name, t.JOKER)]  # fmt: skip
        for s in logs:
            assert w(s) <= 124, (code, s)


# -- through the headless simulator ------------------------------------------------------


@pytest.fixture(scope="module")
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


def settings_lang(flash):
    import json

    with open(os.path.join(flash, "settings.json")) as f:
        return json.load(f)["lang"]


def test_first_start_asks_the_language_and_a_restart_keeps_it(compiled, tmp_path):
    flash = str(tmp_path / "flash")
    run = headless.run('shot ask; select "Українська"; shot chosen; a; shot main', seed=1,
                       flash=flash, lang=None)  # fmt: skip
    ask = run.shots["ask"]
    assert ask.lines() == ["Language · Мова · Язык", "English", "Українська", "Русский"]
    assert ask.highlighted() == ["English"]
    main = run.shots["main"].lines()
    uk = catalogue("uk")
    assert main[:3] == [uk.TITLE, uk.PLAY % uk.GP_RATSCREW, uk.PLAY % uk.GP_EQUI]
    assert settings_lang(flash) == 1
    # a restart: no question, the main menu in Ukrainian, the Ukrainian names at the table
    again = headless.run('shot main; open "%s"; shot setup' % (uk.PLAY % uk.GP_RATSCREW),
                         seed=2, flash=flash)  # fmt: skip
    assert again.shots["main"].lines()[0] == uk.TITLE
    setup = again.shots["setup"].lines()
    assert setup[0] == uk.G_RATSCREW and "1 Оля" in setup and "2 Іван" in setup


def test_switching_the_language_in_settings(compiled, tmp_path):
    flash = str(tmp_path / "flash")
    en, ru = catalogue("en"), catalogue("ru")
    run = headless.run(
        "open Settings; select Language; shot en; right 2; shot ru; b; shot main", seed=1,
        flash=flash,
    )  # fmt: skip
    assert run.shots["en"].lines()[0] == en.SETTINGS
    assert "English" in run.shots["en"].lines()
    shown = run.shots["ru"].lines()
    assert shown[0] == ru.SETTINGS and ru.LANGUAGE in shown and "Русский" in shown
    assert ru.CONTRAST in shown and en.CONTRAST not in shown  # every row at once
    assert run.shots["main"].lines()[0] == ru.TITLE
    assert run.shots["main"].highlighted() == [ru.SETTINGS]  # the same entry, now in Russian
    assert settings_lang(flash) == 2
    again = headless.run("shot main", seed=3, flash=flash)
    assert again.shots["main"].lines()[0] == ru.TITLE


def script_for(t):
    """Every Ratscrew screen in the language of catalogue t, six seats, to a game's end."""
    name = t.NAMES[0]
    return "\n".join([
        'open "%s"; select "%s"; right 3; select "%s"; right 2; shot settings; b' % (
            t.SETTINGS, t.SCREEN_OFF, t.SPEED),
        "shot main",
        'open "%s"; shot rules_menu; open "%s"; shot rules; down 8; shot rules_down; b; b' % (
            t.RULES, t.GF_RATSCREW),
        'open "%s"; shot about; b' % t.ABOUT,
        'open "%s"; select "%s"; right 3; select "%s"; right; shot setup' % (
            t.PLAY % t.GP_RATSCREW, t.PLAYERS, t.DEALER),
        'open "1 "; shot names; b',
        'select "%s"; a; wait 3000; shot table; up; shot events; b' % t.START,
        'b; shot pause; select "%s"; right; shot pause_auto; open "%s"' % (
            t.AUTO % name, t.RESUME_GAME),
        'until "result ratscrew" 3600000',
        "wait 300; shot end_table; wait 2500; shot over",
    ])  # fmt: skip


def check_layout(name, screen):
    """No string past the right edge (or left of 0), none over another on its row."""
    boxes = [b for b in screen.boxes if b[1] >= 0]  # (card marks sit above the screen)
    assert boxes, name
    for x, y, _c, w, s in boxes:
        assert x >= 0 and x + w <= 128 and y + 8 <= 64, (name, s, x, w)
    rows = {}
    for x, _y, _c, w, s in boxes:
        rows.setdefault(_y, []).append((x, x + w, s))
    for y, row in rows.items():
        row.sort()
        for (_a0, a1, sa), (b0, _b1, sb) in zip(row, row[1:]):
            assert a1 <= b0, (name, y, sa, sb)  # (ends are exclusive)


@pytest.mark.parametrize("code", CODES)
def test_every_screen_in_every_language_stays_on_the_screen(compiled, code):
    t = catalogue(code)
    run = headless.run(script_for(t), seed=5, lang=code, timeout=300)
    for name, screen in run.shots.items():
        check_layout(name, screen)
    assert run.shots["main"].lines()[0] == t.TITLE
    assert run.shots["rules"].lines()[0] == t.GF_RATSCREW
    assert run.shots["setup"].lines()[0] == t.G_RATSCREW
    assert t.DEALER in run.shots["setup"].lines()
    assert sum(1 for s in run.shots["setup"].lines() if re.match(r"[1-6] ", s)) >= 5
    assert t.NAMES[5] in run.shots["pause"].lines() or t.PAUSED in run.shots["pause"].lines()
    assert t.PAUSED == run.shots["pause"].lines()[0]
    table = run.shots["table"].lines()
    assert any(s.startswith(t.PILE.split("%")[0]) for s in table), table
    assert all(n in " ".join(table) for n in t.NAMES[:6])
    assert run.shots["events"].lines()[0] == t.EVENTS
    over = run.shots["over"].lines()
    assert over[-1] == t.AGAIN_LEAVE
    assert any(s.startswith(t.MATCH_ONE) for s in over), over
    if code != "en":  # the rank letters of the seeds in the event log
        events = " ".join(run.shots["events"].lines())
        assert not re.search(r"\b[JQKA] ", events), events


# -- the Equi screens ---------------------------------------------------------------------

WIDE_NAMES = ["ЩЩЩЩ", "ЮЮЮЮ", "ЫЫЫЫ", "ШШШШ", "ЖЖЖЖ", "WWWW"]  # the widest four letters


def wrap(glyphs, s, room=118):
    """Lines as uikit/ui.py's wrap() makes them for ui.toast (words at spaces, a word too
    long for a line cut)."""
    w = lambda x: width(glyphs, x)  # noqa: E731
    out, line = [], ""
    for word in s.split():
        while w(word) > room:
            n = len(word) - 1
            while n > 1 and w(word[:n]) > room:
                n -= 1
            if line:
                out.append(line)
                line = ""
            out.append(word[:n])
            word = word[n:]
        if not line:
            line = word
        elif w(line + " " + word) <= room:
            line += " " + word
        else:
            out.append(line)
            line = word
    out.append(line)
    return out


def test_the_longest_equi_strings_fit(glyphs):
    w = lambda s: width(glyphs, s)  # noqa: E731
    for code in CODES:
        t = catalogue(code)
        wide = max(WIDE_NAMES, key=w)
        # toasts: ui.toast wraps at 118 columns and shows four lines
        toasts = [t.EQ_DISCARD_HAND, t.EQ_MARK_ONE, t.EQ_MARK_HAND, t.EQ_MARK_TABLE,
                  t.EQ_SUMS_DIFFER % (99, 99), t.EQ_EQUAL % ("10", "10"), t.EQ_NOT_ALLOWED,
                  t.EQ_HINT_DISCARD, t.EQ_HINT_CARDS % 16, t.EQ_STOCK_OUT,
                  t.EQ_TAKES_BACK % (wide, 20)]  # fmt: skip
        for s in toasts:
            lines = wrap(glyphs, s)
            assert len(lines) <= 4 and all(w(x) <= 118 for x in lines), (code, s)
        # the line under the cards, the hand-off's heading and bar: the screen's width
        lines = [t.EQ_SUMS_EQUAL % (99, 99), t.EQ_SUMS % (99, 99), t.EQ_THINKS % wide,
                 t.EQ_TAKES % wide, t.EQ_DISCARDS % wide, t.EQ_NOTHING_TO_TAKE, t.EQ_A_MARKS,
                 t.PASS_TO % wide, t.TURN_OF % wide, t.A_HAND % wide, t.A_PLAY,
                 t.NOTHING_NEW, t.WINS % wide, t.SHARE_WIN % 6] + list(t.EQ_ENDS)  # fmt: skip
        for s in lines:
            assert w(s) <= 128, (code, s)
        # the actions' boxes, then the stock (a card back and "28") at the right
        acts = w(max(t.EQ_TAKE, t.EQ_DISCARD, key=w)) + 4 + 4 + w(t.EQ_HINT) + 4
        assert acts <= 128 - w("28") - 9 - 2, code
        # setup rows: a seat's name and its kind, the hand option and its value
        kinds = t.games[GAMES.index("equi")].KINDS  # (each game has KINDS of its own)
        assert 1 + w("6 " + wide) + 4 + max(w(k) for k in kinds) <= 124, code
        assert 1 + w(t.EQ_HAND_COUNTS) + 4 + max(w(v) for v in t.OFF_ON) <= 124, code
        assert 1 + w(t.AUTO % wide) + 4 + max(w(v) for v in t.OFF_ON) <= 124, code
        assert w(t.EQ_SCORE_HAND) <= 124 and w(t.EQ_SCORE) <= 124, code
        # the event log's words between two cards stay within a row
        for key in ("EQ_LOG_TAKE", "EQ_LOG_DISCARD", "EQ_LOG_BACK", "EQ_LOG_SKIP"):
            for word in getattr(t, key).split():
                assert w(word.replace("%s", wide).replace("%d", "20")) <= 124, (code, key)
        assert kinds[0] != kinds[1] and len(kinds) == 4


def equi_flash(tmp_path, code):
    """A flash whose settings seat six at the Equi table with the widest names: two
    persons (seats 1 and 2, seat 1 first to play), the computer fast, hints on."""
    import json

    from store import settings

    flash = tmp_path / ("flash-" + code)
    flash.mkdir()
    names = WIDE_NAMES + list(settings.NAMES[6:])
    data = {"lang": CODES.index(code), "names": names, "eq_players": 6,
            "eq_kinds": [0, 0, 3, 1, 2, 3], "eq_names": [0, 1, 2, 3, 4, 5], "eq_dealer": 5,
            "speed": 3, "timeout": 5, "hints": True}  # fmt: skip
    (flash / "settings.json").write_text(json.dumps(data))
    return str(flash)


EQUI_SEED = 4  # a deal whose first refused capture is an ace for an ace (equal cards)


def equi_script(t):
    """Every Equi screen in the language of catalogue t, six seats, the widest names."""
    turn = "down 8; right; a; hold a 800"  # the hint, then a long A takes it
    return "\n".join([
        'open "%s"; shot setup; open "1 "; shot names; b' % (t.PLAY % t.GP_EQUI),
        'select "%s"; shot setup_end; a; wait 300; shot handoff' % t.START,
        "a; shot turn",
        "a; up; a; hold a 800; shot refused; wait 1600",
        "%s; wait 300; shot handoff_news; a; shot turn2" % turn,
        "%s; wait 30; shot computer; wait 3000" % turn,
        'b; shot pause; open "%s"; shot events; b' % t.EVENTS,
        'b; select "%s"; right; select "%s"; right; shot pause_auto; open "%s"' % (
            t.AUTO % WIDE_NAMES[0], t.AUTO % WIDE_NAMES[1], t.RESUME_GAME),
        'until "result equi" 3600000',
        "wait 300; shot end_table; wait 2500; shot over",
    ])  # fmt: skip


def on_screen(screen):
    """The strings drawn on the screen, top to bottom (the card marks above it left out)."""
    return [s for _x, y, _c, s in sorted(screen.items, key=lambda i: (i[1], i[0])) if y >= 0]


@pytest.mark.parametrize("code", CODES)
def test_every_equi_screen_in_every_language_stays_on_the_screen(compiled, tmp_path, code):
    t = catalogue(code)
    flash = equi_flash(tmp_path, code)
    run = headless.run(equi_script(t), seed=EQUI_SEED, flash=flash, timeout=300)
    for name, screen in run.shots.items():
        check_layout(name, screen)
    shots = {name: on_screen(screen) for name, screen in run.shots.items()}
    assert shots["setup"][0] == t.G_EQUI and t.EQ_HAND_COUNTS in shots["setup_end"]
    assert (
        "1 " + WIDE_NAMES[0] in shots["setup"]
        and t.games[GAMES.index("equi")].KINDS[0] in shots["setup"]
    )
    assert shots["handoff"][0] == t.PASS_TO % WIDE_NAMES[0]
    assert shots["handoff"][-1] == t.A_HAND % WIDE_NAMES[0]
    assert t.NOTHING_NEW in shots["handoff"]
    assert shots["handoff_news"][0] == t.PASS_TO % WIDE_NAMES[1]
    news = " ".join(shots["handoff_news"][1:-1])
    assert news.startswith(WIDE_NAMES[0]), news  # the first seat's move, by name
    assert t.EQ_A_MARKS in shots["turn"] or t.EQ_NOTHING_TO_TAKE in shots["turn"]
    assert t.EQ_TAKE in shots["turn"] or t.EQ_DISCARD in shots["turn"]
    assert sum(1 for s in shots["turn"] if s[:2] in [n[:2] for n in WIDE_NAMES]) == 6
    refused = " ".join(shots["refused"])
    ace = t.RANKS[12]
    assert t.EQ_EQUAL % (ace, ace) in refused, refused  # the longest refusal, wrapped
    assert shots["pause"][0] == t.PAUSED and shots["events"][0] == t.EVENTS
    over = shots["over"]
    assert over[-1] == t.AGAIN_LEAVE and t.MATCH_ONE in over
    assert (t.EQ_SCORE in over) and all(n in " ".join(over) for n in WIDE_NAMES)
    if code != "en":  # the seeds' rank letters, no English ones, in the log
        assert not re.search(r"\b[JQKA]\b", " ".join(shots["events"][1:]))

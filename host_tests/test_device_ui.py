"""The UI kit's logic on CPython (firmware/uikit/ui.py, uitext.py): word wrapping, menus
with pickers, text pages and confirm dialogs driven by button events, with a stand-in app."""

from uikit import lang, menu, text, ui, uitext
from uikit.buttons import LONG, PRESS, REPEAT
from uikit.keys import DOWN, LEFT, RIGHT, UP, A, B


class FakeApp:
    def __init__(self):
        self.stack = []
        self.popped = 0

    def push(self, s):
        self.stack.append(s)

    def pop(self):
        self.popped += 1
        if self.stack:
            self.stack.pop()


def test_wrap_breaks_at_spaces_and_keeps_blank_lines():
    # widths in pixels of the console's font: "the quick" 38, "brown fox" 42
    lines = ui.wrap("the quick brown fox jumps\n\nover", 42)
    assert lines == ["the quick", "brown fox", "jumps", "", "over"]
    assert all(text.width(line) <= 42 for line in lines)
    assert ui.wrap("the quick brown fox jumps", 41)[:2] == ["the quick", "brown"]


def test_wrap_cuts_a_word_longer_than_a_line():
    assert text.width("abcde") == 24 and text.width("abcdef") > 24
    lines = ui.wrap("abcdefghijkl xy", 24)
    assert lines[0] == "abcde"
    assert "".join(lines).replace(" ", "") == "abcdefghijklxy"
    assert all(text.width(line) <= 24 for line in lines)


def test_wrap_measures_words_as_their_utf8_bytes():
    # wrap() measures a word's bytes (text.span) without making it a str: the same width
    for word in ("карта", "Ж", "7♥", "ходить,", "abc"):
        assert text.span(word.encode()) == text.width(word)
    assert text.span(b"") == 0
    # spaces and tabs between words are one space; a Cyrillic line breaks as a Latin one
    lines = ui.wrap("Хто  бере\tкарту,  той\nходить", 60)
    assert lines == ["Хто бере", "карту, той", "ходить"]
    assert all(text.width(line) <= 60 for line in lines)
    # a character wider than the line is a line of its own, not a loop without end
    assert ui.wrap("Ж ab", 3) == ["Ж", "a", "b"]


def test_rules_pages_fit_the_screen():
    import importlib

    import games

    pages = {}
    for code in ("en", "uk", "ru"):
        for game in games.GAMES:  # (each wing's games/<game>/rules_<code>.py)
            page = importlib.import_module("games.%s.rules_%s" % (game, code)).TEXT
            lines = ui.wrap(page, 124)
            assert len(lines) > 20
            assert all(text.width(line) <= 124 for line in lines)
            pages[code, game] = page
    assert "Q, K or A" in pages["en", "ratscrew"] and "5000" in pages["en", "ratscrew"]
    assert "Equal cards never take equal cards" in pages["en", "equi"]
    for code in ("uk", "ru"):  # the settled points of docs/rules.md in every language
        assert "5000" in pages[code, "ratscrew"] and "Д, К" in pages[code, "ratscrew"]
        assert "Т=1, В=2, Д=3, К=4" in pages[code, "equi"]


def menu_with(n, app=None):
    app = app or FakeApp()
    hits = []
    box = {"v": 0}
    items = [menu.Item("item %d" % i, lambda i=i: hits.append(i)) for i in range(n - 1)]
    items.append(menu.Item("pick", None, ("a", "b", "c"), lambda: box["v"], box.__setitem__))
    items[-1].put = lambda i: box.__setitem__("v", i)
    m = menu.Menu(app, "T", items)
    app.push(m)
    return app, m, hits, box


def test_menu_moves_wraps_and_scrolls():
    app, m, hits, box = menu_with(9)
    assert m.key(PRESS | UP) and m.sel == 8  # a fresh press wraps round
    assert m.first == 8 - ui.ROWS + 1  # scrolled so the selection is visible
    assert m.key(PRESS | DOWN) and m.sel == 0 and m.first == 0
    for _ in range(7):
        m.key(REPEAT | DOWN)
    assert m.sel == 7 and m.first == 2
    m.key(REPEAT | DOWN)
    assert not m.key(REPEAT | DOWN) and m.sel == 8  # holding stops at the end


def test_menu_actions_pickers_and_back():
    app, m, hits, box = menu_with(4)
    m.key(PRESS | DOWN)
    m.key(PRESS | A)
    assert hits == [1]
    m.sel = 3
    m.key(PRESS | RIGHT)
    assert box["v"] == 1 and m.items[3].value() == "b"
    m.key(PRESS | LEFT)
    m.key(PRESS | LEFT)
    assert box["v"] == 2  # wraps round
    m.key(PRESS | A)
    assert box["v"] == 0  # A steps a picker too
    assert not m.key(LONG | A)
    m.key(PRESS | B)
    assert app.popped == 1 and app.stack == []


def test_the_menus_constants_are_their_sources_values():
    from uikit import battsym, buttons

    assert (menu._ROWS, menu._ROW_Y, menu._WIDTH) == (ui.ROWS, ui.ROW_Y, ui.WIDTH)
    assert menu._BAR_X == ui._BAR_X and menu._BATT_W == battsym.W
    assert (menu._UP, menu._LEFT, menu._RIGHT, menu._A, menu._B) == (UP, LEFT, RIGHT, A, B)
    assert menu._MOVE == UP | DOWN
    assert (menu._PRESS, menu._REPEAT) == (buttons.PRESS, buttons.REPEAT) == (PRESS, REPEAT)


def test_menu_back_can_be_taken_over():
    app = FakeApp()
    seen = []
    m = menu.Menu(app, "T", [menu.Item("x", None)], on_back=lambda: seen.append(1))
    m.key(PRESS | B)
    assert seen == [1] and app.popped == 0


def test_a_long_text_is_wrapped_a_page_first_and_the_rest_after_it_shows():
    app = FakeApp()
    body = "\n".join("paragraph %d: " % i + "word " * 30 for i in range(12))
    whole = ui.wrap(body, 124)
    page = uitext.TextPage(app, "T", body)
    assert ui.ROWS < len(page.lines) < len(whole)  # the first page, not all of it
    assert page.lines == whole[: len(page.lines)]
    assert page.due(0) == 0  # the rest at once, a paragraph a tick
    ticks = 0
    while page.due(0) == 0:
        drawn = page.tick(0)
        ticks += 1
        assert drawn == (page.due(0) != 0)  # drawn again once, when whole
    assert page.lines == whole and ticks > 1
    early = uitext.TextPage(app, "T", body)
    early.key(PRESS | DOWN)  # a key before the rest is wrapped: wrapped first
    assert early.lines == whole and early.first == 1


def test_text_page_scrolls_within_bounds_and_closes():
    app = FakeApp()
    page = uitext.TextPage(app, "T", "word " * 60)
    app.push(page)
    last = len(page.lines) - ui.ROWS
    assert last > 0
    assert not page.key(PRESS | UP)  # already at the top
    assert page.key(PRESS | DOWN) and page.first == 1
    for _ in range(50):
        page.key(REPEAT | DOWN)
    assert page.first == last
    page.key(PRESS | LEFT)
    assert page.first == last - (ui.ROWS - 1)
    page.key(PRESS | RIGHT)
    assert page.first == last
    page.key(PRESS | A)  # A on the last page closes it
    assert app.stack == []


def test_confirm_yes_and_no():
    app = FakeApp()
    said = []
    c = uitext.Confirm(app, "Quit this game and the match?", lambda: said.append("yes"))
    app.push(c)
    assert c.key(PRESS | B) and said == [] and app.stack == []
    c2 = uitext.Confirm(app, "Sure?", lambda: said.append("yes"))
    app.push(c2)
    assert not c2.key(PRESS | UP)
    assert c2.key(PRESS | A) and said == ["yes"] and app.stack == []
    assert all(text.width(line) <= 120 for line in c.lines)
    assert (c.yes, c.no) == (lang.T.YES, lang.T.NO) == ("A: yes", "B: no")
    assert c.no_x + text.width(c.no) == 127


class ToastApp(FakeApp):
    def __init__(self):
        super().__init__()
        self.toasts = []

    def toast(self, text, ms=1500):
        self.toasts.append(text)


def test_text_edit_spells_a_word():
    app = ToastApp()
    done = []
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    ed = uitext.TextEdit(app, "Name", "Bo", 4, letters, done.append)
    app.push(ed)
    assert ed.text == "Bo  "
    ed.key(PRESS | DOWN)  # B -> A (one back)
    ed.key(PRESS | RIGHT)
    ed.key(REPEAT | UP)  # o -> p
    ed.key(PRESS | RIGHT)
    ed.key(PRESS | UP)  # blank -> A (the alphabet wraps round)
    assert ed.text == "ApA "
    ed.key(PRESS | A)
    assert done == ["ApA"] and app.stack == []


def test_text_edit_blank_and_refused_words_stay_open():
    app = ToastApp()
    ed = uitext.TextEdit(app, "Name", "X", 3, "XY", lambda t: "%s is taken" % t)
    app.push(ed)
    ed.key(PRESS | DOWN)  # X -> blank (the blank sits after the last letter)
    assert ed.text == "   "
    ed.key(PRESS | A)
    assert app.toasts == ["Needs a letter"] and app.stack == [ed]
    ed.key(PRESS | LEFT)  # to the last position
    ed.key(PRESS | UP)
    assert ed.text == "  X"
    ed.key(PRESS | A)
    assert app.toasts[-1] == "X is taken" and app.stack == [ed]
    ed.key(PRESS | B)
    assert app.stack == []


def test_the_battery_readings_steps_are_the_symbols():
    from shell import power
    from uikit import battsym

    assert (power._USB, power._BARS) == (battsym.USB, battsym.BARS)

"""The console's font (tools/builders/font/font6.txt -> firmware/uikit/font.py, drawn by
uikit/text.py):
the module matches the art, every character the languages need has a glyph, widths, the
pixels drawn match the art (on and off the display's pages, dark on lit, clipped at the
edges), a placeholder for unknown characters, the double-size ranks, no allocation while
drawing, and the font's heap cost no more than its compiled size."""

import json
import os

import pytest

import fontgen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

UKRAINIAN = "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ"
RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
PUNCTUATION = "’ʼ‘«»“”„—–…№·×°←→↑↓♣♦♥♠"
REQUIRED = UKRAINIAN + UKRAINIAN.lower() + RUSSIAN + RUSSIAN.lower() + ASCII + PUNCTUATION
CARD_RANKS = "0123456789JQKAВДКТ"


@pytest.fixture(scope="module")
def art():
    return fontgen.load()


def test_alphabets_are_complete():
    assert len(UKRAINIAN) == 33 and len(RUSSIAN) == 33
    assert len(set(UKRAINIAN) | set(RUSSIAN)) == 37  # Ґ Є І Ї and Ё Ъ Ы Э beyond the 29


def test_module_matches_the_art(art):
    glyphs, big = art
    with open(fontgen.MODULE, encoding="utf-8") as f:
        assert f.read() == fontgen.module_text(glyphs), "run python tools/builders/fontgen.py"
    with open(fontgen.BIG_MODULE, encoding="utf-8") as f:
        assert f.read() == fontgen.big_module_text(big), "run python tools/builders/fontgen.py"
    assert fontgen.main(["--check"]) == 0


def test_the_check_sees_a_stale_module(tmp_path, monkeypatch, capsys):
    # --check fails when either module is out of step with the art, and names it
    stale = tmp_path / "fontbig.py"
    text = fontgen.big_module_text(fontgen.load()[1]) + "# edited by hand\n"
    stale.write_text(text, encoding="utf-8")
    monkeypatch.setattr(fontgen, "BIG_MODULE", str(stale))
    assert fontgen.main(["--check"]) == 1
    out = capsys.readouterr().out
    assert "font.py matches the art" in out and "fontbig.py is out of date" in out
    assert stale.read_text(encoding="utf-8") == text  # --check writes nothing


def test_every_required_character_has_a_glyph(art):
    glyphs, big = art
    assert [c for c in REQUIRED if c not in glyphs] == []
    assert [c for c in CARD_RANKS if c not in big] == []


def test_cell_rows(art):
    glyphs, big = art
    for ch, rows in glyphs.items():
        assert len(rows) == 8 and 1 <= len(rows[0]) <= 7, ch
    descend = set("gjpqyрудцщфДЦЩ,;_|„")
    for ch, rows in glyphs.items():
        if ch in descend:
            assert "#" in rows[7], ch  # a descender reaches row 7...
        else:
            assert "#" not in rows[7], ch  # ...nothing else does: a line between lines
    for ch in "HЖЮ0":
        assert "#" in glyphs[ch][0] and "#" in glyphs[ch][6]  # capitals and digits: 7 rows
    for ch in "oжю":
        assert "#" not in glyphs[ch][1] and "#" in glyphs[ch][2]  # lower case: 5 rows
    assert all(len(rows) == 16 and len(rows[0]) <= 10 for rows in big.values())


def test_widths(art):
    glyphs, _ = art
    w = fontgen.text_width
    assert w(glyphs, "") == 0
    assert w(glyphs, "i") == 1 and w(glyphs, "Ж") == 5 and w(glyphs, "Щ") == 6
    assert w(glyphs, "ii") == 3  # one dark column between glyphs, none after
    digits = {len(glyphs[d][0]) for d in "0123456789"}
    assert digits == {4}  # numbers line up
    # proportional: more running text in a line than a 6-pixel cell's 21 characters
    line = "Гравці по черзі кладуть карту на стос"
    per_line = 128 * len(line) / w(glyphs, line)
    assert per_line > 23


def test_parse_errors_name_the_line():
    with pytest.raises(fontgen.FontError, match="line 2"):
        fontgen.parse("--- missing\n#x\n")
    with pytest.raises(fontgen.FontError, match="7 rows"):
        fontgen.parse("--- missing\n" + "#\n" * 7)
    with pytest.raises(fontgen.FontError, match="twice"):
        fontgen.parse(("--- missing\n" + "#\n" * 8) * 2)
    with pytest.raises(fontgen.FontError, match="missing"):
        fontgen.parse("--- A\n" + "#\n" * 8)


# -- drawing, in the MicroPython VM on the compiled firmware ---------------------------

SCRIPT = r"""
import framebuf, gc, json
from uikit import text

def fresh(fill=0):
    buf = bytearray(1024)
    fb = framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)
    fb.fill(fill)
    return buf, fb

out = {}
REQUIRED = %r
out["missing"] = text.missing(REQUIRED)
out["missing_some"] = text.missing("aЖ中€b中")
out["widths"] = [text.width(s) for s in %r]
from uikit import bigrank
out["big_width"] = [bigrank.width("10"), bigrank.width("В"), bigrank.width("Д")]

scenes = {}
def scene(name, fill, calls):
    buf, fb = fresh(fill)
    for s, x, y, ink in calls:
        text.draw(fb, s, x, y, ink)
    scenes[name] = bytes(buf).hex()
    return fb

CASES = %r
for name, fill, calls in CASES:
    scene(name, fill, calls)
buf, fb = fresh()
out["big_drawn"] = bigrank.draw(fb, "10", 2, 3)
bigrank.draw(fb, "Д", 30, 20)
bigrank.draw(fb, "В", 60, 40, 1)
scenes["big"] = bytes(buf).hex()
out["scenes"] = scenes

# a small frame buffer (not the screen's size) goes the scratch-line way
small = framebuf.FrameBuffer(bytearray(40), 40, 8, framebuf.MONO_VLSB)
text.draw(small, "Жук", 0, 0)
out["small"] = [small.pixel(x, y) for y in range(8) for x in range(40)]

seen = []
text.log = lambda fb, s, x, y, ink: seen.append([s, x, y, ink])
buf, fb = fresh()
text.draw(fb, "Меню", 1, 2)
text.log = None
out["logged"] = seen

# more strings than the kept lines, drawn frame after frame, stay right
many = ["рядок %%d" %% i for i in range(30)]
buf, fb = fresh()
for rnd in range(3):
    for i in range(30):
        fb.fill(0)
        text.draw(fb, many[i], 5, 16)
        if rnd == 2 and i == 29:
            out["many_last"] = bytes(buf).hex()

# no allocation once warm: the same strings again, with the collector off; first as
# many as there are kept lines, then more, which are drawn and measured directly each
# time (a view of the string's bytes each, nothing a character)
buf, fb = fresh()
lines = ["Гравці по черзі", "Съешь же ещё", "The quick fox", "м’ясо «так» — №5"] + many
for s in lines:
    text.draw(fb, s, 0, 8)
    text.draw(fb, s, 3, 21, 0)
    text.width(s)
def warm(lines):
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for rnd in range(3):
        for s in lines:
            text.draw(fb, s, 0, 8)
            text.draw(fb, s, 3, 21, 0)
            text.draw(fb, s, -7, 60)
            text.width(s)
        bigrank.draw(fb, "10", 2, 3)
    allocated = gc.mem_alloc() - before
    gc.enable()
    return allocated
warm(lines[:4])  # (keeps them again: the strings drawn last had their slots)
out["allocated"] = warm(lines[:4])
out["allocated_direct"] = [warm(lines), 3 * 4 * len(lines)]

# a kept line holds its own columns: sixteen names, then sixteen lines of nearly the
# screen's width, each kept anew (the strings made first, outside the reading)
def kept_cost(strings):
    text.forget_lines()
    gc.collect()
    before = gc.mem_alloc()
    for s in strings:
        text.draw(fb, s, 0, 8)
    gc.collect()
    return gc.mem_alloc() - before
names = ["Ан%%d" %% i + "абвгдежзий"[i] for i in range(10)]
names += ["Bob%%d" %% i for i in range(6)]
rows = [s + " " + "ш" * 17 for s in names]  # (124 to 126 columns)
out["kept_cost"] = [kept_cost(names), kept_cost(rows), [text.width(s) for s in names + rows]]
print(json.dumps(out))
"""

SAMPLES = [
    "",
    "i",
    "Гравці по черзі",
    "Привіт, світ!",
    "ABC xyz",
    "中",
    "«Ґанок» — п’ять №3",
    "a\u0007b",
    "♠♥ 10 ♦♣",
    "Ёж…",
]
CASES = [
    ["aligned", 0, [["Жыц", 3, 8, 1], ["Їжак п’є", 40, 48, 1]]],
    ["unaligned", 0, [["Жыц", 3, 11, 1], ["Ёлка «ёж»", 50, 29, 1]]],
    ["inverse", 1, [["Шрифт", 2, 16, 0], ["Щука", 60, 35, 0]]],
    ["clipped", 0, [["Край", -3, 0, 1], ["Край", 110, 8, 1], ["Верх", 20, -4, 1]]],
    ["clipped2", 0, [["Низ", 40, 60, 1], ["Вне", 0, 64, 1], ["Вне", 200, 8, 1]]],
    ["unknown", 0, [["a中b", 0, 0, 1], ["x\u0007y", 0, 8, 1]]],
    ["long", 0, [["Довгий рядок, що не вміщається на екрані ніяк", -20, 24, 1]]],
    # 21 characters, wider than the screen all the same: drawn directly, clipped
    ["wide", 0, [["Щ" * 21, 0, 40, 1], ["ЩЖ" * 10, -9, 8, 1], ["Щ" * 21, 0, 40, 1]]],
]


def expected(glyphs, fill, calls, gap=fontgen.GAP):
    """The screen as the art says it looks: lit pixels of the glyphs over fill, clipped."""
    px = [[fill] * 128 for _ in range(64)]
    for s, x0, y0, ink in calls:
        x = x0
        for ch in s:
            rows = glyphs.get(ch) or glyphs[fontgen.MISSING]
            for dy, row in enumerate(rows):
                for dx, c in enumerate(row):
                    if c == "#" and 0 <= x + dx < 128 and 0 <= y0 + dy < 64:
                        px[y0 + dy][x + dx] = ink
            x += len(rows[0]) + gap
    return px


def pixels(hexbuf):
    buf = bytes.fromhex(hexbuf)
    return [[buf[(y >> 3) * 128 + x] >> (y & 7) & 1 for x in range(128)] for y in range(64)]


@pytest.fixture(scope="module")
def drawn(micropython):
    code = SCRIPT % (REQUIRED, SAMPLES, CASES)
    return json.loads(micropython.run(code).strip().splitlines()[-1])


def test_the_firmware_has_every_required_character(drawn):
    assert drawn["missing"] == ""  # the check the language catalogues will call
    assert drawn["missing_some"] == "中€"


def test_measuring_is_what_drawing_advances(art):
    # text.width() and span() measure a character at a time in a loop of their own
    # (ASCII and Cyrillic by table); _run() advances as it draws: on CPython, random
    # strings of every character the font has and some it has not, the same to a pixel
    import random
    import sys

    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from uikit import text

    text.width("")  # (loads the font's tables)
    chars = REQUIRED + "中\u0007\u00e9\U0001f600\n\t"
    r = random.Random(3)
    for _ in range(2000):
        s = "".join(r.choice(chars) for _ in range(r.randrange(0, 30)))
        b = s.encode()
        want = text._run(None, b, 0) - 1 if b else 0
        assert text.width(s) == want == text.span(b), s
        assert want == fontgen.text_width(art[0], s), s


def test_widths_on_the_device_match_the_art(drawn, art):
    assert drawn["widths"] == [fontgen.text_width(art[0], s) for s in SAMPLES]


@pytest.mark.parametrize("case", [c[0] for c in CASES])
def test_pixels_match_the_art(drawn, art, case):
    _name, fill, calls = next(c for c in CASES if c[0] == case)
    assert pixels(drawn["scenes"][case]) == expected(art[0], fill, calls)


def test_unknown_characters_are_a_box(drawn, art):
    box = art[0][fontgen.MISSING]
    got = pixels(drawn["scenes"]["unknown"])
    x = fontgen.text_width(art[0], "a") + 1
    for dy, row in enumerate(box):
        assert "".join("#" if got[dy][x + dx] else "." for dx in range(len(row))) == row


def test_a_small_frame_buffer(drawn, art):
    want = expected(art[0], 0, [["Жук", 0, 0, 1]])
    assert drawn["small"] == [want[y][x] for y in range(8) for x in range(40)]


def test_more_strings_than_kept_lines(drawn, art):
    assert pixels(drawn["many_last"]) == expected(art[0], 0, [["рядок 29", 5, 16, 1]])


def test_the_simulator_hook_sees_every_string(drawn):
    assert drawn["logged"] == [["Меню", 1, 2, 1]]


def test_drawing_allocates_nothing_once_warm(drawn):
    assert drawn["allocated"] == 0


def test_lines_drawn_directly_allocate_a_view_each_not_a_character(drawn):
    # more strings than kept lines: each draw and width reads the string's UTF-8 bytes
    # through one memoryview (16 bytes, a heap block), whatever its length
    allocated, calls = drawn["allocated_direct"]
    assert 0 < allocated <= 16 * calls


def test_a_kept_line_holds_its_own_columns(drawn):
    short, wide, widths = drawn["kept_cost"]
    assert max(widths[:16]) <= 32 and 112 < min(widths[16:]) <= max(widths) <= 128
    # a name's line fits two 16-byte blocks, a row's needs eight: 6 blocks less each
    assert wide - short >= 16 * 6 * 16, (short, wide)


def test_double_size_ranks(drawn, art):
    _glyphs, big = art
    assert drawn["big_width"] == [18, 10, 10]  # "10" fits the big card's 32 free columns
    assert drawn["big_drawn"] == 18
    got = pixels(drawn["scenes"]["big"])
    for ch, x0, y0 in (("1", 2, 3), ("0", 12, 3), ("Д", 30, 20), ("В", 60, 40)):
        rows = big[ch]
        for dy, row in enumerate(rows):
            line = "".join("#" if got[y0 + dy][x0 + dx] else "." for dx in range(len(row)))
            assert line == row, (ch, dy)


HEAP = """
import gc
step = [0]
base = [0]
"""

HEAP_LOOP = """
import gc, json
gc.collect()
s = step[0]
step[0] += 1
if s == 0:
    base[0] = gc.mem_alloc()
elif s == 1:
    from uikit import font
elif s == 2:
    print(json.dumps({"heap": gc.mem_alloc() - base[0], "size": font.SIZE}))
    raise SystemExit
"""


def test_the_font_costs_its_own_bytes(micropython):
    out = json.loads(micropython.run(HEAP, loop=HEAP_LOOP).strip().splitlines()[-1])
    mpy = os.path.join(ROOT, "build", "mpy", "firmware", "uikit", "font.mpy")
    # loaded once, as one bytes object: about the .mpy's size (a module and its dict on top)
    assert out["heap"] <= os.path.getsize(mpy) + 256, out
    assert out["size"] < 2048

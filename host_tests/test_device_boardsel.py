"""Board selection (firmware/boardsel.py) on CPython with board folders in a temporary
directory, and the Pico's main.py under the MicroPython VM: a missing or unknown board
is a message naming the known boards, never a traceback."""

import os
import sys

import pytest

from shell import boardsel

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def tree(tmp_path, monkeypatch):
    (tmp_path / "boards").mkdir()
    (tmp_path / "boards" / "alpha_one.py").write_text(
        'NAME = "alpha-one"\n'
        "def display():\n    pass\n"
        "def buttons():\n    pass\n"
        "def buzzer():\n    return None\n"
    )
    (tmp_path / "boards" / "half.py").write_text("NAME = 'half'\ndef display():\n    pass\n")
    (tmp_path / "boards" / "beta.mpy").write_bytes(b"")
    (tmp_path / "boards" / "notes.md").write_text("not a board")
    (tmp_path / "boards" / "broken.py").write_text("import no_such_module_here\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in [m for m in sys.modules if m == "boards" or m.startswith("boards.")]:
        monkeypatch.delitem(sys.modules, name)
    return tmp_path


def test_known_lists_board_files_by_name(tree):
    names = boardsel.known()
    assert {"alpha-one", "beta", "broken"} <= set(names)
    assert "notes" not in names


def test_load_by_name(tree):
    board = boardsel.load("alpha-one")
    assert board.NAME == "alpha-one"


def test_a_board_without_its_functions_is_refused(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load("half")
    assert str(e.value) == "board 'half' has no buttons() (see boards/README.md)"


def test_unknown_board_names_it_and_lists_the_known(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load("gamma")
    assert "unknown board 'gamma'" in str(e.value)
    assert "alpha-one" in str(e.value) and "beta" in str(e.value)


def test_board_that_cannot_import_is_a_board_error(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load("broken")
    assert "board 'broken' cannot load" in str(e.value)


def test_missing_board_file(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.read_name(str(tree / "board.txt"))
    assert "no board chosen" in str(e.value) and "alpha-one" in str(e.value)


def test_board_file_is_read_and_stripped(tree):
    (tree / "board.txt").write_text("alpha-one\n")
    assert boardsel.read_name(str(tree / "board.txt")) == "alpha-one"


def test_real_boards_are_known():
    sys.path.insert(0, ROOT)
    try:
        names = boardsel.known()
    finally:
        sys.path.remove(ROOT)
    assert {"pico-ssd1306", "pico-sh1106"} <= set(names)


MAIN = open(os.path.join(ROOT, "firmware", "main.py")).read()


def run_main(micropython, board_txt):
    # The Pico's layout: the compiled app at /, boards at /boards, main.py as source.
    setup = "import os\nos.chdir('/')\n"
    if board_txt is not None:
        setup += "open('/board.txt', 'w').write(%r)\n" % board_txt
    return micropython.run(setup + MAIN)


def test_main_without_board_txt_prints_a_message(micropython):
    out = run_main(micropython, None)
    assert out.startswith("error: no board chosen: /board.txt is missing")
    assert "pico-sh1106, pico-ssd1306" in out
    assert "Traceback" not in out


def test_main_with_an_unknown_board_prints_a_message(micropython):
    out = run_main(micropython, "pico-st7735\n")
    assert out.strip() == (
        "error: unknown board 'pico-st7735'; known boards: pico-sh1106, pico-ssd1306"
    )


def test_both_pico_boards_load_in_the_pico_layout(micropython):
    out = micropython.run(
        "import os\nfrom shell import boardsel\nos.chdir('/')\n"
        "for n in ('pico-ssd1306', 'pico-sh1106'):\n"
        "    b = boardsel.load(n)\n"
        "    print(b.NAME, len(b.BUTTONS), b.SDA, b.SCL)\n"
    )
    assert out.split("\n")[:2] == ["pico-ssd1306 6 4 5", "pico-sh1106 6 4 5"]


def test_main_with_a_display_that_does_not_answer_prints_the_wiring_hint(micropython):
    # A board whose display() fails as picostart.i2c_display does when nothing answers.
    board = (
        "NAME = 'dark'\n"
        "def display():\n"
        "    raise OSError('no display answers at I2C address 0x3C on SDA GP4 / SCL GP5')\n"
        "def buttons():\n"
        "    return None\n"
        "def buzzer():\n"
        "    return None\n"
    )
    setup = (
        "import os\nos.chdir('/')\n"
        "open('/boards/dark.py', 'w').write(%r)\n"
        "open('/board.txt', 'w').write('dark')\n" % board
    )
    out = micropython.run(setup + MAIN)
    assert out == "error: no display answers at I2C address 0x3C on SDA GP4 / SCL GP5\n"


def test_main_runs_the_device_loop_without_asyncio(micropython):
    # main.py's loop on a board that works: each tick, then time.sleep_ms() for what the
    # tick allows (here a stand-in that counts the sleeps and ends the run after 30).
    # asyncio is never imported: it would hold 4 KB of heap for the whole session.
    board = (
        "import framebuf\n"
        "NAME = 'plain'\n"
        "class D(framebuf.FrameBuffer):\n"
        "    def __init__(self):\n"
        "        self.buf = bytearray(1024)\n"
        "        self.shown = 0\n"
        "        super().__init__(self.buf, 128, 64, framebuf.MONO_VLSB)\n"
        "    def show(self, pages=None):\n"
        "        self.shown += 1\n"
        "    def contrast(self, v):\n"
        "        pass\n"
        "    def poweroff(self):\n"
        "        pass\n"
        "    def poweron(self):\n"
        "        pass\n"
        "d = D()\n"
        "def display():\n"
        "    return d\n"
        "class B:\n"
        "    def read(self):\n"
        "        return 0\n"
        "def buttons():\n"
        "    return B()\n"
        "def buzzer():\n"
        "    return None\n"
    )
    setup = (
        "import os, sys, time\nos.chdir('/')\n"
        "open('/boards/plain.py', 'w').write(%r)\n"
        "open('/board.txt', 'w').write('plain')\n"
        "sleeps = []\n"
        "class Done(Exception):\n"
        "    pass\n"
        "def sleep_ms(ms):\n"
        "    sleeps.append(ms)\n"
        "    if len(sleeps) == 30:\n"
        "        raise Done\n"
        "time.sleep_ms = sleep_ms\n"
        "try:\n" % board
    )
    body = "".join("    " + line + "\n" for line in MAIN.splitlines())
    after = (
        "except Done:\n"
        "    pass\n"
        "from boards import plain\n"
        "print(len(sleeps), all(0 <= ms <= 1000 for ms in sleeps), plain.d.shown > 0)\n"
        "print('asyncio' in sys.modules, [m for m in sys.modules if m.startswith('asyncio')])\n"
    )
    out = micropython.run(setup + body + after)
    assert out.split("\n")[-3:] == ["30 True True", "False []", ""]

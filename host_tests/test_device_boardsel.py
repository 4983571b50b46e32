"""Board selection (firmware/shell/boardsel.py) on CPython with board modules in a
temporary directory, and the Pico's main.py under the MicroPython VM: a missing or unknown
board is a message naming the known boards, never a traceback.  Boards are found by import,
not by listing folders (a frozen firmware's modules are in none), and the frozen firmware's
own board wins over /board.txt."""

import importlib
import os
import sys

import pytest

from deploy import known_boards
from shell import boardsel

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def tree(tmp_path, monkeypatch):
    (tmp_path / "boards").mkdir()
    (tmp_path / "boards" / "__init__.py").write_text('BOARDS = ("alpha-one", "beta")\n')
    (tmp_path / "boards" / "alpha_one.py").write_text(
        'NAME = "alpha-one"\n'
        "def display():\n    pass\n"
        "def buttons():\n    pass\n"
        "def buzzer():\n    return None\n"
    )
    (tmp_path / "boards" / "half.py").write_text("NAME = 'half'\ndef display():\n    pass\n")
    (tmp_path / "boards" / "broken.py").write_text("import no_such_module_here\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    _forget_boards(monkeypatch)
    importlib.reload(boardsel)  # (it reads the registry, and a build's board, as imported)
    yield tmp_path
    _drop_boards()  # the modules of tmp_path the test imported
    monkeypatch.undo()
    importlib.reload(boardsel)


def _drop_boards():
    # Not through monkeypatch, which would put them back when it restores sys.modules.
    for name in [m for m in sys.modules if m == "boards" or m.startswith("boards.")]:
        del sys.modules[name]


def _forget_boards(monkeypatch):
    for name in [m for m in sys.modules if m == "boards" or m.startswith("boards.")]:
        monkeypatch.delitem(sys.modules, name)


@pytest.fixture
def real(monkeypatch):
    """The project's own boards folder importable."""
    monkeypatch.syspath_prepend(ROOT)
    _forget_boards(monkeypatch)
    yield
    _drop_boards()


def test_known_is_the_registry_of_boards(tree):
    assert boardsel.known() == ("alpha-one", "beta")


def test_the_registry_names_every_board_module_of_boards(real):
    from boards import BOARDS

    assert list(BOARDS) == known_boards()  # the folder, as make deploy lists it


def test_without_a_registry_no_board_is_known(tree):
    (tree / "boards" / "__init__.py").write_text("")
    _drop_boards()
    importlib.reload(boardsel)
    assert boardsel.known() == ()
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load("gamma")
    assert str(e.value) == (
        "unknown board 'gamma'; known boards: none (copy the boards folder onto the device)"
    )


def test_load_by_name(tree):
    board = boardsel.load("alpha-one")
    assert board.NAME == "alpha-one"


def test_a_board_the_registry_does_not_name_loads_by_import(tree):
    # The simulator's board, or one a person is trying out, need no registry line.
    (tree / "boards" / "extra.py").write_text(
        "def display():\n    pass\ndef buttons():\n    pass\ndef buzzer():\n    pass\n"
    )
    assert boardsel.load("extra").__name__ == "boards.extra"


def test_a_board_without_its_functions_is_refused(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load("half")
    assert str(e.value) == "board 'half' has no buttons() (see boards/README.md)"


@pytest.mark.parametrize("name", ["gamma", "", "../shell/app", "a.b", "two words"])
def test_unknown_board_names_it_and_lists_the_known(tree, name):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load(name)
    assert str(e.value) == "unknown board '%s'; known boards: alpha-one, beta" % name


def test_board_that_cannot_import_is_a_board_error(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.load("broken")
    assert str(e.value) == "board 'broken' cannot load: No module named 'no_such_module_here'"


def test_missing_board_file(tree):
    with pytest.raises(boardsel.BoardError) as e:
        boardsel.read_name(str(tree / "board.txt"))
    assert "no board chosen" in str(e.value) and "alpha-one" in str(e.value)


def test_board_file_is_read_and_stripped(tree):
    (tree / "board.txt").write_text("alpha-one\n")
    assert boardsel.read_name(str(tree / "board.txt")) == "alpha-one"


def test_the_frozen_firmwares_board_comes_before_board_txt(tree, monkeypatch):
    # make firmware freezes a module naming the board; /board.txt, if an older deploy left
    # one, is not read.
    (tree / "frozenboard.py").write_text('NAME = "alpha-one"\n')
    monkeypatch.delitem(sys.modules, "frozenboard", raising=False)
    importlib.reload(boardsel)
    monkeypatch.setattr(boardsel, "_BOARD_FILE", str(tree / "no-such-board.txt"))
    assert boardsel.chosen() == "alpha-one"
    assert boardsel.load().NAME == "alpha-one"
    monkeypatch.delitem(sys.modules, "frozenboard")


def test_real_boards_are_known(real):
    assert boardsel.known() == ("pico-sh1106", "pico-ssd1306")


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


# The machine module's names the Pico boards' drivers import, for the VM (which has none):
# nothing of them runs as a board is loaded.
MACHINE = "class ADC:\n    pass\nI2C = Pin = PWM = Timer = ADC\n"


def test_both_pico_boards_load_in_the_pico_layout(micropython):
    out = micropython.run(
        "import os\nos.chdir('/')\nopen('/machine.py', 'w').write(%r)\n"
        % MACHINE
        + "from shell import boardsel\n"
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


def test_main_puts_frozen_modules_before_the_file_system(micropython):
    # Stock MicroPython's path is ['', '.frozen', '/lib']: main.py moves '.frozen' first
    # before it imports anything of ours; without the build's frozenboard there (a Pico
    # 2's .mpy files on the file system) the rest follows as it was.
    setup = (
        "import os, sys\nos.chdir('/')\n"
        "sys.path[:] = ['/firmware', '', '.frozen', '/lib']\n"
        "open('/board.txt', 'w').write('pico-st7735')\n"
    )
    out = micropython.run(setup + MAIN + "print(sys.path)\n")
    assert out.splitlines()[-1] == "['.frozen', '/firmware', '', '/lib']"


def test_main_narrows_the_path_to_the_code_in_flash(micropython):
    # The developers' MicroPython's path is ['', '.frozen', '/rom', '/rom/lib', '/lib'];
    # with the build's frozenboard in /rom (a VM folder stands for it here) main.py keeps
    # '.frozen' and '/rom' alone, before it imports anything of ours: a .mpy an older
    # install left on the file system never runs, and no built-in module is looked for
    # there.  (Only main.py's lines before its first import of ours run: the VM's firmware
    # is in neither.)
    prelude = MAIN.split("from shell import app", 1)[0]
    setup = (
        "import os, sys\nos.chdir('/')\n"
        "os.mkdir('/rom')\n"
        "open('/rom/frozenboard.py', 'w').write('NAME = \"pico-sh1106\"')\n"
        "sys.path[:] = ['', '.frozen', '/rom', '/rom/lib', '/lib']\n"
    )
    out = micropython.run(setup + prelude + "print(sys.path, sys.modules['frozenboard'].NAME)\n")
    assert out.splitlines()[-1] == "['.frozen', '/rom'] pico-sh1106"
    # a frozenboard.py on the file system is not the build's: the path stays whole
    setup = setup.replace("/rom/frozenboard.py", "/frozenboard.py")
    out = micropython.run(setup + prelude + "print(sys.path)\n")
    assert out.splitlines()[-1] == "['.frozen', '/rom', '', '/rom/lib', '/lib']"


def test_the_frozen_board_wins_over_an_old_board_txt_in_the_vm(micropython):
    # frozenboard stands for the module make firmware generates and freezes.
    out = micropython.run(
        "import os\nos.chdir('/')\n"
        "open('/board.txt', 'w').write('pico-st7735')\n"
        "open('/frozenboard.py', 'w').write('NAME = \"pico-sh1106\"')\n"
        "open('/machine.py', 'w').write(%r)\n"
        "from shell import boardsel\n"
        "print(boardsel.chosen(), boardsel.load().NAME)\n" % MACHINE
    )
    assert out == "pico-sh1106 pico-sh1106\n"


def test_an_unknown_board_in_the_vm_is_told_apart_from_a_board_that_cannot_load(micropython):
    out = micropython.run(
        "import os\nos.chdir('/')\n"
        "open('/boards/broken.py', 'w').write('import no_such_module_here')\n"
        "from shell import boardsel\n"
        "for n in ('gamma', 'broken'):\n"
        "    try:\n"
        "        boardsel.load(n)\n"
        "    except boardsel.BoardError as e:\n"
        "        print(e)\n"
    )
    assert out.splitlines() == [
        "unknown board 'gamma'; known boards: pico-sh1106, pico-ssd1306",
        "board 'broken' cannot load: no module named 'no_such_module_here'",
    ]

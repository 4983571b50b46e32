"""make firmware's UF2 on the emulated Pico (tools/picoemu): it starts the game from flash
on a fresh Pico and over the file system an older `make deploy` left, where frozen code
runs and not the files, the frozen board wins over /board.txt, and /data is kept.
Whole games, power cuts and the figures on this firmware are the device suite's."""

import os
import sys

import pytest

import freeze

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "picoemu"))

import emulator  # noqa: E402

BOARD = "pico-ssd1306"
MODULES = (  # what the device has imported, each with where it came from
    "import sys\nprint(sorted((k, getattr(m, '__file__', '')) for k, m in sys.modules.items()))"
)


def _uf2():
    why = emulator.available()
    if why:
        pytest.skip("no emulated Pico: %s" % why)
    path, problem = freeze.built(BOARD)
    why = problem and not os.path.exists(path) and freeze.cannot_build()
    if why:
        pytest.skip("make firmware cannot build here: %s" % why)
    assert problem is None, problem
    return path


def _boot(image):
    """(ms to the first frame, [(module, file)] loaded, the file system after 1.5 s, the
    traceback of an error in a frozen module)."""
    bootrom = emulator.firmware_paths()[1]
    with emulator.EmulatedPico(BOARD, image=image, uf2=_uf2(), bootrom=bootrom) as pico:
        assert pico.run_until(frames=1, ms=5000), "nothing drawn within 5 s"
        first = pico.ms
        pico.run(1500)
        # The app's line once started, on the frozen board; no error, no traceback.
        assert [line.split(" ", 1)[0] for line in pico.console_text()] == ["ready"]
        assert pico.console_text()[0].endswith(" board=" + BOARD)
        modules = eval(pico.exec(MODULES))  # noqa: S307 - our own repr of a list
        with pytest.raises(emulator.EmulatorError) as e:
            pico.exec("from shell import boardsel\nboardsel.load('no.such')")
        return first, modules, emulator.read_files(pico.fs_image()), str(e.value)


def _line_of(path, text):
    """The line number of the first line of firmware/path holding text."""
    with open(os.path.join(ROOT, "firmware", path)) as f:
        return next(n for n, line in enumerate(f, 1) if text in line)


def _ours(modules):
    tops = ("boards", "frozenboard", "games", "hw", "rules", "shell", "store", "uikit")
    return [(name, path) for name, path in modules if name.split(".")[0] in tops]


def test_a_fresh_pico_starts_the_game_from_flash():
    first, modules, files, trace = _boot(None)  # erased flash: MicroPython makes the FS
    assert first < 500
    # A frozen module's traceback names it and its line (tools/manifest.py keeps them).
    line = _line_of("shell/boardsel.py", 'raise BoardError("unknown board')
    assert 'File "shell/boardsel.py", line %d, in load' % line in trace
    assert trace.rstrip().endswith("BoardError: unknown board 'no.such'; known boards: "
                                   "pico-sh1106, pico-ssd1306")  # fmt: skip
    ours = _ours(modules)
    assert ("shell.app", "shell/app.py") in ours and ("frozenboard", "frozenboard.py") in ours
    assert all(not path.startswith("/") for _name, path in ours)  # all frozen
    assert not [p for p in files if not p.startswith("/data/")]  # the game needs no file


def test_over_an_older_deploy_frozen_code_runs_and_data_is_kept():
    stale = b"raise RuntimeError('the stale file ran')\n"
    extra = {
        "/board.txt": b"pico-sh1106\n",  # another board: the frozen one wins
        "/shell/mainmenu.py": stale,  # would come before its .mpy and the frozen module
        "/shell/app.py": stale,
        "/main.py": stale,  # MicroPython runs a frozen main.py before this one
        "/data/settings.json": b'{"lang": 0}',  # English chosen: the main menu comes up
    }
    image = emulator.game_image(BOARD, extra=extra)
    before = emulator.read_files(image)
    assert "/shell/app.mpy" in before and "/boards/pico_ssd1306.mpy" in before  # deploy's
    _first, modules, after, _trace = _boot(image)
    ours = _ours(modules)
    assert all(not path.startswith("/") for _name, path in ours), ours
    assert ("boards.pico_ssd1306", "boards/pico_ssd1306.py") in ours
    assert not any(name == "boards.pico_sh1106" for name, _path in ours)
    assert ("shell.mainmenu", "shell/mainmenu.py") in ours
    assert after["/data/settings.json"] == b'{"lang": 0}'
    assert {p: d for p, d in after.items() if not p.startswith("/data/")} == {
        p: d for p, d in before.items() if not p.startswith("/data/")
    }

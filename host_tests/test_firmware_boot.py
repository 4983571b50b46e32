"""make firmware's UF2s on the emulated Pico (tools/picoemu): the frozen firmware starts the
game from flash on a fresh Pico, and both builds (the frozen one, and the developers'
MicroPython with the game's ROMFS image) start it over the file system an older `make
deploy` of .mpy files left: code in flash runs and not the files, the build's board wins
over /board.txt, /data is kept, and a traceback names the file and the line.  Whole games,
power cuts and the figures on both builds are the device suite's."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "picoemu"))

import deploy  # noqa: E402
import emulator  # noqa: E402

BOARD = "pico-ssd1306"
MODULES = (  # what the device has imported, each with where it came from
    "import sys\nprint(sorted((k, getattr(m, '__file__', '')) for k, m in sys.modules.items()))"
)


def _uf2(build):
    why = emulator.available()
    if why:
        pytest.skip("no emulated Pico: %s" % why)
    try:
        return emulator.firmware_for(build, BOARD)
    except emulator.NotBuildable as e:
        pytest.skip(str(e))


def _boot(image, build):
    """(ms to the first frame, [(module, file)] loaded, the file system after 1.5 s, the
    traceback of an error in a module of ours)."""
    with emulator.EmulatedPico(BOARD, image=image, uf2=_uf2(build)) as pico:
        assert pico.run_until(frames=1, ms=5000), "nothing drawn within 5 s"
        first = pico.ms
        pico.run(1500)
        # The app's line once started, on the build's board; no error, no traceback.
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


def _where(build, path):
    """A module's __file__ on the build: the frozen path, or its .mpy in /rom."""
    return path if build == "frozen" else "/rom/" + path[: -len(".py")] + ".mpy"


def _traceback_names_file_and_line(trace):
    # tools/builders/manifest.py and romfs.py keep the line numbers, and the path as the name
    line = _line_of("shell/boardsel.py", 'raise BoardError("unknown board')
    assert 'File "shell/boardsel.py", line %d, in load' % line in trace
    assert trace.rstrip().endswith("BoardError: unknown board 'no.such'; known boards: "
                                   "pico-sh1106, pico-ssd1306")  # fmt: skip


def test_a_fresh_pico_starts_the_game_from_flash():
    first, modules, files, trace = _boot(None, "frozen")  # erased: MicroPython makes the FS
    assert first < 500
    _traceback_names_file_and_line(trace)
    ours = _ours(modules)
    assert ("shell.app", "shell/app.py") in ours and ("frozenboard", "frozenboard.py") in ours
    assert all(not path.startswith("/") for _name, path in ours)  # all frozen
    assert not [p for p in files if not p.startswith("/data/")]  # the game needs no file


@pytest.mark.parametrize("build", emulator.BUILDS)
def test_over_an_older_deploy_the_code_in_flash_runs_and_data_is_kept(build):
    stale = b"raise RuntimeError('the stale file ran')\n"
    # What make deploy of .mpy files left on the file system, and worse
    older = deploy.device_files(BOARD)
    assert "/shell/app.mpy" in older and "/boards/pico_ssd1306.mpy" in older
    older.update({
        "/board.txt": b"pico-sh1106\n",  # another board: the build's own wins
        "/shell/mainmenu.py": stale,  # would come before its .mpy and the code in flash
        "/shell/app.py": stale,
        "/data/settings.json": b'{"lang": 0}',  # English chosen: the main menu comes up
    })  # fmt: skip
    if build == "frozen":
        older["/main.py"] = stale  # MicroPython runs a frozen main.py before this one
    image = emulator.fs_image(build, older)
    before = emulator.read_files(image)
    _first, modules, after, trace = _boot(image, build)
    _traceback_names_file_and_line(trace)
    ours = _ours(modules)
    assert ours and all(path == _where(build, name_path(name)) for name, path in ours), ours
    assert ("boards.pico_ssd1306", _where(build, "boards/pico_ssd1306.py")) in ours
    assert not any(name == "boards.pico_sh1106" for name, _path in ours)
    assert ("shell.mainmenu", _where(build, "shell/mainmenu.py")) in ours
    assert after["/data/settings.json"] == b'{"lang": 0}'
    assert {p: d for p, d in after.items() if not p.startswith("/data/")} == {
        p: d for p, d in before.items() if not p.startswith("/data/")
    }


def name_path(name):
    """The source path of module `name` of ours ('games.equi' is games/equi/__init__.py)."""
    rel = name.replace(".", "/")
    package = os.path.join(ROOT, "firmware", rel, "__init__.py")
    if name.split(".")[0] == "boards":
        package = os.path.join(ROOT, rel, "__init__.py")
    return rel + "/__init__.py" if os.path.exists(package) else rel + ".py"

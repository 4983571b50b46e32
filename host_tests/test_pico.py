"""The firmware on an emulated Pico: the real MicroPython 1.27 on an emulated RP2040
(tools/picoemu), running each of the game's two builds: make deploy's (the developers'
MicroPython with the game's ROMFS image, main.py on the file system) and make firmware's
(the game frozen in); an SSD1306 on I2C, six buttons, three cells on VSYS.  A first start
to the language chooser and the main menu, pixel for pixel what the simulator shows; a
whole all-computer game of each game ending exactly as tools/play/play.py says; a power cut in
the middle of an autosave, then Resume finishing that game as the runner does; batteries
running empty saving the match and switching the screen off; per build, every game of the
registry played to its end on one Pico, then every module of ours imported at once with
80 KB free.  Keys are chosen by label: the headless simulator runs the same key script on
the same firmware and its key changes are made on the device (tools/picoemu/replay.py)."""

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "picoemu")]


import deploy  # noqa: E402
import emulator  # noqa: E402
import games  # noqa: E402  (the firmware's registry: conftest.py puts firmware/ on the path)
import registry  # noqa: E402
import replay  # noqa: E402

# tools/bench/pico.py, by its path: its folder is not put on the path, where its benches'
# names (flash, font, ...) would stand in for the tests' own modules
_spec = importlib.util.spec_from_file_location(
    "bench_pico", os.path.join(ROOT, "tools", "bench", "pico.py")
)
assert _spec and _spec.loader
bench_pico = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_pico)

_why = emulator.available()
if _why:
    pytest.skip("emulated Pico: " + _why, allow_module_level=True)

BATTERY_MV = 4500  # three fresh alkaline cells under load, on VSYS
# Settings: the screen never turns off, the computer plays at blitz speed (NORMAL: at its
# usual pace, a move a second or so, with autosaves between moves).
NORMAL = 'open Settings; select "Screen off"; right 3; b\n'
FAST = 'open Settings; select "Screen off"; right 3; select Speed; right 2; b\n'
ENGLISH = {"/data/settings.json": b'{"lang": 0}'}
# English, and every seat of every game the computer's: each game's <prefix>kinds
# (games/setup.py) its first computer kind, read from the registry's wings
ALL_COMPUTER = {
    "/data/settings.json": json.dumps(
        dict({"lang": 0}, **{games.wing(g).PREFIX + "kinds": [1] * 6 for g in registry.GAMES})
    ).encode()
}


def start(game):
    """The key script that starts a game from the main menu with its setup as it is."""
    return 'open "Play %s"; select Start; a\n' % registry.title(game, 1)


def uf2s(build, board):
    """The UF2 files of `build` for board (make test builds make firmware's first), or a
    skip saying why they cannot be built here."""
    try:
        return emulator.firmware_for(build, board)
    except emulator.NotBuildable as e:
        pytest.skip(str(e))


def fs_image(firmware, extra=None):
    """The file system of a Pico running `firmware`, with `extra` files."""
    return emulator.fs_image(firmware, extra)


@pytest.fixture(scope="module", params=emulator.BUILDS)
def firmware(request):
    return request.param


@pytest.fixture(scope="module")
def image(firmware):
    """The file system with English chosen (no first-start question)."""
    return fs_image(firmware, extra=ENGLISH)


def boot(image, board="pico-ssd1306", firmware="romfs"):
    pico = emulator.EmulatedPico(board, image, uf2=uf2s(firmware, board))
    pico.power(vsys_mv=BATTERY_MV, usb=False)
    assert pico.run_until(text="ready ", ms=5000), pico.console_text()
    assert pico.run_until(idle_ms=replay.IDLE_MS, ms=5000)
    return pico


def runner(game_line):
    """The result a device's `game ...` console line's game has when its wing's runner
    plays it (games/<game>/wing.py's play(), what tools/play/play.py GAME prints)."""
    words = game_line.split()
    fields = dict(w.split("=", 1) for w in words[2:])
    return json.loads(games.wing(words[1]).play(fields))


def result_of(lines, game):
    found = [line for line in lines if line.startswith("result %s " % game)]
    assert len(found) == 1, lines
    return json.loads(found[0].split(" ", 2)[2])


def copy_data(image, folder):
    """The device's /data as the simulator's flash folder."""
    for path, data in emulator.read_files(image).items():
        if path.startswith("/data/"):
            os.makedirs(os.path.dirname(folder / path[6:]), exist_ok=True)
            (folder / path[6:]).write_bytes(data)


@pytest.mark.parametrize("board", deploy.known_boards())
def test_first_start_asks_the_language_then_shows_the_main_menu(tmp_path, board, firmware):
    script = "wait 1500; shot language; open English; wait 1500; shot menu"
    sim, changes, shots = replay.sim_shots(
        script, ["language", "menu"], lang=None, battery=BATTERY_MV, flash=str(tmp_path)
    )
    with boot(fs_image(firmware), board=board, firmware=firmware) as pico:
        fb, lit = pico.frame()
        assert lit
        assert replay.rows_of_vlsb(fb) == shots["language"]
        replay.play(pico, changes)
        assert pico.run_until(idle_ms=replay.IDLE_MS, ms=5000)
        fb, lit = pico.frame()
        assert lit and replay.rows_of_vlsb(fb) == shots["menu"]
        settings = emulator.read_files(pico.fs_image())["/data/settings.json"]
        assert json.loads(settings)["lang"] == 0  # the choice is on the flash


def test_a_power_cut_during_an_autosave_then_resume_finishes_the_game(firmware, tmp_path):
    # (the registry's last game, every seat the computer's)
    game = registry.GAMES[-1]
    image = fs_image(firmware, extra=ALL_COMPUTER)
    copy_data(image, tmp_path)
    _sim, changes = replay.key_changes(
        NORMAL + start(game), battery=BATTERY_MV, lang=None, flash=str(tmp_path)
    )
    with boot(image, firmware=firmware) as pico:
        replay.play(pico, changes)
        assert pico.run_until(text="game %s " % game, ms=10_000)
        # Cut the power in the middle of the game's second autosave, while littlefs is
        # writing it: the first one is whole on the flash by then.
        assert pico.run_until(flash_ops=1, ms=60_000)  # the first save begins
        pico.run(1000)  # ... and ends (a save is done within a few 45 ms erases)
        assert pico.run_until(flash_ops=1, ms=60_000)  # the second begins
        assert pico.run_until(flash_ops=1, ms=1000)
        cut = pico.fs_image()
        lines = pico.console_text()
    first = [line for line in lines if line.startswith("game %s " % game)]
    assert len(first) == 1 and not any(line.startswith("result ") for line in lines)
    seed = re.search(r"seed=(\d+)", first[0]).group(1)
    # The simulator on the flash the cut left shows the same menu, with Resume.
    copy_data(cut, tmp_path)
    _sim, resume = replay.key_changes(
        'open "Resume"\n', battery=BATTERY_MV, lang=None, flash=str(tmp_path)
    )
    with boot(cut, firmware=firmware) as pico:
        replay.play(pico, resume)
        assert pico.run_until(text="result %s " % game, ms=900_000), pico.console_text()
        after = pico.console_text()
    resumed = [line for line in after if line.startswith("resume %s " % game)]
    assert resumed and "seed=%s " % seed in resumed[0] + " ", after
    # from where it was (its moves=, or laid=: how far the game had gone)
    assert int(resumed[0].rsplit("=", 1)[1]) > 0
    assert result_of(after, game) == runner(first[0])


def test_batteries_running_empty_save_the_match_and_switch_the_screen_off(
    image, firmware, tmp_path
):
    # The registry's last game, its setup as it comes: a person and computers.
    game = registry.GAMES[-1]
    _sim, changes = replay.key_changes(NORMAL + start(game), battery=BATTERY_MV)
    with boot(image, firmware=firmware) as pico:
        replay.play(pico, changes)
        assert pico.run_until(text="game %s " % game, ms=10_000)
        pico.run(3000)
        pico.power(vsys_mv=2500)  # three alkaline cells at their end (critical: 2.6 V)
        assert pico.run_until(text="battery empty ", ms=60_000), pico.console_text()
        lines = pico.console_text()
        assert re.fullmatch(r"battery empty mv=\d+ saved=1", lines[-1]), lines
        fb, lit = pico.frame()
        assert lit and any(fb)  # the message first
        pico.run(15_000)
        assert pico.frame() == (bytes(1024), False)  # then the panel is off
        assert not any(line.startswith("move ") for line in pico.console_text()[len(lines) :])
        cut = pico.fs_image()
    assert "/data/%s" % games.save_name(game) in emulator.read_files(cut)
    # New cells: the main menu offers Resume, as the simulator shows it on that flash.
    copy_data(cut, tmp_path)
    _sim, _changes, shots = replay.sim_shots(
        "wait 1500; shot menu", ["menu"], battery=BATTERY_MV, lang=None, flash=str(tmp_path)
    )
    with boot(cut, firmware=firmware) as pico:
        fb, lit = pico.frame()
        assert lit and replay.rows_of_vlsb(fb) == shots["menu"]
    assert any("Resume" in t for t in _sim.screen.lines())


def deploy_to(pico, *args):
    """make deploy onto the emulated Pico through its USB console on a pseudo-terminal."""
    import bridge

    with bridge.Bridge(pico) as port:
        proc = subprocess.run(
            [sys.executable, os.path.join(ROOT, "tools", "builders", "deploy.py"),
             "--port", port.port, "--watch", "8", *args],
            capture_output=True, text=True, cwd=ROOT, timeout=300,
        )  # fmt: skip
    assert port.error is None, port.error
    return proc


def test_deploy_judges_by_the_apps_ready_line_not_by_a_word_in_a_battery_line():
    image = fs_image("romfs", extra=ENGLISH)
    # A Pico on a cable whose VBUS is not sensed, its ADC reading 0 V: the battery reader
    # cannot read, which the app says in a plain sentence and plays on.
    pico = emulator.EmulatedPico("pico-ssd1306", image, uf2=uf2s("romfs", "pico-ssd1306"))
    pico.power(vsys_mv=0, usb=False)
    with pico:
        # (the battery's line comes 0.2 s of the device's time after the ready line, which
        # the emulated Pico, busy starting the app, takes up to 1.5 s of a loaded machine's)
        proc = deploy_to(pico, "--after-ready", "4")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "ROMFS image unchanged" in proc.stdout  # (the one the Pico started with)
    battery = [line for line in proc.stdout.splitlines() if line.startswith("device: battery:")]
    assert battery == [
        "device: battery: no reading from VSYS (0 mV); the game goes on without the gauge"
    ]
    assert "device: ready 0.5.0 board=pico-ssd1306" in proc.stdout
    assert re.search(r"\napp started on board pico-ssd1306 \([\d.]+ s in all\)\n$", proc.stdout)


def test_deploy_fails_when_the_app_stops_with_a_message():
    image = fs_image("romfs", extra=ENGLISH)
    # No display on the I2C bus: the app's wiring message, and no ready line.
    pico = emulator.EmulatedPico(
        "pico-ssd1306", image, uf2=uf2s("romfs", "pico-ssd1306"), display=False
    )
    pico.power(vsys_mv=BATTERY_MV, usb=False)
    with pico:
        proc = deploy_to(pico)
    assert proc.returncode == 1
    assert "device: error: no display answers at I2C address 0x3C" in proc.stdout
    assert "the app did not start" in proc.stderr


# -- every game of the registry, then every module at once, per build ---------------------


def pause_rows(flash, first):
    """The labels of the pause menu's rows that hand a seat to the computer (auto-play)
    after `first` (a key script that opens a game's table), as the simulator shows them
    on a copy of the flash folder `flash` (the run writes settings and a save)."""
    scratch = flash + "-pause"
    shutil.copytree(flash, scratch)
    run = replay.key_changes(
        first + "wait 1000; b; shot pause\n", battery=BATTERY_MV, lang=None, flash=scratch
    )[0]
    rows = run.shots["pause"].lines()
    # (the rows with a choice stand between Events and Save & leave: "Ann auto", "off")
    between = rows[rows.index("Events") + 1 : rows.index("Save & leave")]
    return [row for row in between if row not in ("on", "off")]


def test_every_game_of_the_registry_to_its_end_then_every_module_at_once(firmware, tmp_path):
    # One Pico for the whole test: each game of the registry started from the main menu,
    # every person's seat handed to the computer from the pause menu, played to its
    # result line; a soft reset between games (the app starts afresh, the flash as the
    # game left it).  Then every module of ours imported at once: the heap holds them all
    # with 80 KB to spare.  And our MicroPython keeps Python's frames off the heap.
    with boot(fs_image(firmware, extra=ENGLISH), firmware=firmware) as pico:
        settings = FAST
        for game in registry.GAMES:
            flash = tmp_path / game
            flash.mkdir()
            copy_data(pico.fs_image(), flash)
            first = settings + 'open "Play %s"; select Start; a\n' % registry.title(game, 1)
            rows = pause_rows(str(flash), first)
            assert rows, "no seat to hand to the computer in %s's pause menu" % game
            script = first + "wait 1000; b\n" + "".join('select "%s"; right\n' % r for r in rows)
            _sim, changes = replay.key_changes(
                script + "open Resume\n", battery=BATTERY_MV, lang=None, flash=str(flash)
            )
            replay.play(pico, changes)
            assert pico.run_until(text="result %s " % game, ms=900_000), pico.console_text()[-5:]
            lines = pico.console_text()
            first = [line for line in lines if line.startswith("game %s " % game)]
            # the game as its wing's runner plays it (a person's seat on auto-play: as the
            # device plays it), and one result line, its JSON whole
            assert len(first) == 1 and result_of(lines, game) == runner(first[0]), lines
            pico.exec("pass")  # (the app stopped by the raw REPL, back at the REPL)
            pico.type(b"\x04")  # a soft reset: main.py starts the app afresh
            assert pico.run_until(text="ready ", ms=5000)
            assert pico.run_until(idle_ms=replay.IDLE_MS, ms=5000)
            settings = ""
        names = bench_pico.module_names(pico.board)
        out = pico.exec(
            "import gc\nfor n in %r:\n    __import__(n)\ngc.collect()\n"
            "print(len(%r), gc.mem_free(), gc.mem_alloc())\n" % (names, names),
            ms=60_000,
        )
        # A call's frame goes on the Python stack, not the heap (freeze.PYSTACK_DEFINE):
        # inside a function of twelve locals, the stack holds them, and gives them back.
        frames = pico.exec(
            "import micropython\ndef f():\n    a = b = c = d = e = g = h = i = j = k = l = m = 0\n"
            "    return micropython.pystack_use()\nprint(micropython.pystack_use(), f(), "
            "micropython.pystack_use())\n"
        )
    outside, inside, after = (int(v) for v in frames.split())
    assert inside >= outside + 12 * 4 and after == outside, frames
    count, free, used = (int(v) for v in out.split())
    # (every .py of firmware/ but main.py, and the registry of boards and the board)
    ours = sum(len([f for f in fs if f.endswith(".py")]) for _d, _s, fs in os.walk(
        os.path.join(ROOT, "firmware"))) - 1 + 2  # fmt: skip
    assert count == len(names) == ours
    assert free >= 80 * 1024, (free, used)

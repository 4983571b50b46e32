"""make deploy: the checks on their own; then end to end with the real mpremote: on the
emulated Pico (tools/picoemu, its USB console on a pseudo-terminal) running the developers'
MicroPython, the game's ROMFS image written once and /data kept, and a Pico running stock
MicroPython or the frozen firmware refused in one line; and the Pico 2's .mpy files against
the virtual device (the MicroPython VM behind a pseudo-terminal, tools/sim/vdevice, which says it
is a Pico 2)."""

import hashlib
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import build  # noqa: E402
import deploy  # noqa: E402
import romfs  # noqa: E402
from sim.vdevice.vdevice import VirtualDevice  # noqa: E402

MPREMOTE = os.path.join(os.path.dirname(sys.executable), "mpremote")


def run_deploy(*args):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "builders", "deploy.py"), "--watch", "1.5",
         *args],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip


def mpremote(port, *args):
    return subprocess.run(
        [MPREMOTE, "connect", port, *args], capture_output=True, text=True, timeout=60
    )


# -- the checks ---------------------------------------------------------------------------


def test_an_unknown_board_is_refused_with_the_list_of_boards():
    proc = run_deploy("--board", "pico-st7735", "--port", "/dev/null")
    assert proc.returncode == 1
    assert "unknown board 'pico-st7735'" in proc.stderr
    for board in ("pico-ssd1306", "pico-sh1106"):
        assert board in proc.stderr
    assert "Traceback" not in proc.stderr


def test_no_pico_on_usb_is_a_message():
    try:
        port = deploy.find_port("auto")
    except deploy.DeployError as e:
        assert "no Pico with MicroPython found on USB" in str(e)
        assert "PORT=" in str(e)
    else:
        pytest.fail("found a Pico at %s on a test machine" % port)


HEADER = (6, 0)  # what mpy-cross 1.29 writes for bytecode


@pytest.mark.parametrize(
    "info,problem",
    [
        ({"version": [1, 18, 0], "mpy": 5}, "loads .mpy version 5"),
        ({"version": [1, 20, 0], "mpy": 0x1006}, "needs MicroPython 1.23 or newer"),
        ({"version": [1, 12, 0], "mpy": None}, "does not report its .mpy format"),
        ({"version": [2, 0, 0], "mpy": 0x1307}, "loads .mpy version 7"),
    ],
)
def test_a_device_that_cannot_load_the_files_is_refused(info, problem):
    with pytest.raises(deploy.DeployError) as e:
        deploy.check_device(info, HEADER)
    assert problem in str(e.value)
    assert "docs/deploy.md" in str(e.value)


PICO = "Raspberry Pi Pico with RP2040"
FLASH_FIRST = (
    "flash build/firmware/romfs-RPI_PICO.uf2 first (make firmware builds it; hold BOOTSEL "
    "while plugging the Pico in and copy the file onto the RPI-RP2 drive; docs/deploy.md)"
)


@pytest.mark.parametrize(
    "info, refusal",
    [
        (
            {"machine": PICO, "frozen": "pico-ssd1306", "rom": None},
            "the device runs this game's own firmware (make firmware, board pico-ssd1306), "
            "which has no ROMFS partition for make deploy: " + FLASH_FIRST,
        ),
        (
            {"machine": PICO, "frozen": None, "rom": None},
            "the device runs MicroPython 1.27.0 on Raspberry Pi Pico with RP2040, without a "
            "ROMFS partition: " + FLASH_FIRST,
        ),
        (
            {"machine": "Raspberry Pi Pico W with RP2040", "frozen": None, "rom": None},
            "the device runs MicroPython 1.27.0 on Raspberry Pi Pico W with RP2040, without a "
            "ROMFS partition: " + FLASH_FIRST,
        ),
        (
            {"machine": "Generic ESP32 module with ESP32", "frozen": None, "rom": None},
            "the device runs MicroPython 1.27.0 on Generic ESP32 module with ESP32; make deploy "
            "knows a Pico or Pico W (RP2040, with build/firmware/romfs-RPI_PICO.uf2) and a "
            "Pico 2 (RP2350, MicroPython's RPI_PICO2) (docs/deploy.md)",
        ),
    ],
)
def test_a_device_the_game_cannot_go_onto_is_refused_in_one_line(info, refusal):
    with pytest.raises(deploy.DeployError) as e:
        deploy.route(dict(info, version=[1, 27, 0]))
    assert str(e.value) == refusal


def test_a_pico_with_a_romfs_partition_takes_the_image_and_a_pico_2_the_files():
    info = {"version": [1, 27, 0], "frozen": None}
    assert deploy.route(dict(info, machine=PICO, rom=[262144, None])) == "romfs"
    assert deploy.route(dict(info, machine="Raspberry Pi Pico2 with RP2350", rom=None)) == "files"


def test_over_a_romfs_image_what_an_older_deploy_left_is_removed():
    local = {"/main.py": b"m"}
    remote = {
        "/main.py": hashlib.sha256(b"m").hexdigest(),
        "/shell/app.mpy": "x",  # an older deploy's .mpy files, in our package folders
        "/games/equi/table.mpy": "x",
        "/games/equi/table.py": "x",
        "/board.txt": "x",
        "/app.mpy": "x",  # a module at / (0.4.0's flat layout)
        "/app.py": "x",
        "/shell.py": "x",  # named like a package of ours
        "/frozenboard.py": "x",  # would name another board
        "/lib/other.mpy": "x",  # somebody's library, script and notes: not ours
        "/mine.py": "x",
        "/notes.txt": "x",
    }
    folders = ["/games", "/games/equi", "/lib", "/shell"]
    copy, same, stale, gone = deploy.plan_romfs(local, remote, folders, {"games", "shell"})
    assert (copy, same) == ([], ["/main.py"])
    assert stale == [
        "/app.mpy", "/app.py", "/board.txt", "/frozenboard.py", "/games/equi/table.mpy",
        "/games/equi/table.py", "/shell.py", "/shell/app.mpy",
    ]  # fmt: skip
    assert gone == ["/games/equi", "/games", "/shell"]  # deepest first
    assert deploy.removed(stale, gone) == [
        "/games/ (2 files)", "/shell/ (1 files)", "/app.mpy", "/app.py", "/board.txt",
        "/frozenboard.py", "/shell.py",
    ]  # fmt: skip
    copy, _same, _stale, _gone = deploy.plan_romfs({"/main.py": b"new"}, remote, [], set())
    assert copy == ["/main.py"]


def test_a_pico_with_micropython_1_27_is_accepted():
    # rp2 armv6m: arch 4 (bits 10+), sub-version 3, .mpy version 6
    assert deploy.check_device({"version": [1, 27, 0], "mpy": 4 << 10 | 3 << 8 | 6}, HEADER) == (
        1,
        27,
        0,
    )


def test_the_plan_copies_changes_and_removes_what_would_shadow_them():
    local = {"/shell/app.mpy": b"new", "/uikit/ui.mpy": b"same", "/main.py": b"m"}
    local["/boards/pico_sh1106.mpy"] = b"b"
    remote = {
        "/shell/app.mpy": hashlib.sha256(b"old").hexdigest(),
        "/uikit/ui.mpy": hashlib.sha256(b"same").hexdigest(),
        "/uikit/ui.py": "x",  # would be imported instead of ui.mpy
        "/uikit/gone.mpy": "x",  # a module the firmware no longer has
        "/gone.mpy": "x",  # a top-level one too
        "/boards/pico_ssd1306.mpy": "x",  # the other board
        "/shell.py": "x",  # named like one of our packages
        "/app.py": "x",  # a module of the flat 0.4.0 layout, as source
        "/lib/other.mpy": "x",  # somebody's library: not ours
        "/mine.py": "x",  # somebody's script, no module of ours
        "/notes.txt": "x",
    }
    copy, same, stale = deploy.plan(local, remote)
    assert sorted(copy) == ["/boards/pico_sh1106.mpy", "/main.py", "/shell/app.mpy"]
    assert same == ["/uikit/ui.mpy"]
    assert stale == [
        "/app.py",
        "/boards/pico_ssd1306.mpy",
        "/gone.mpy",
        "/shell.py",
        "/uikit/gone.mpy",
        "/uikit/ui.py",
    ]


def test_folders_come_parents_first():
    paths = ["/games/ratscrew/table.mpy", "/main.py", "/boards/x.mpy", "/games/match.mpy"]
    assert deploy.folders(paths) == ["/boards", "/games", "/games/ratscrew"]


def test_a_package_init_of_comments_alone_is_not_deployed():
    local = deploy.device_files("pico-ssd1306")
    for package in ("uikit", "shell", "store", "hw"):  # comments saying what each is
        with open(os.path.join(ROOT, "firmware", package, "__init__.py")) as f:
            assert all(not line.strip() or line.startswith("#") for line in f)
        assert "/%s/__init__.mpy" % package not in local
        assert any(p.startswith("/%s/" % package) for p in local)
    # a registry is code: it goes
    assert "/games/__init__.mpy" in local and "/games/equi/__init__.mpy" in local
    assert deploy.holds_code("games/__init__.py") and not deploy.holds_code("hw/__init__.py")


# -- end to end ---------------------------------------------------------------------------


@pytest.fixture
def device(tmp_path):
    flash = tmp_path / "flash"
    (flash / "data").mkdir(parents=True)
    (flash / "data" / "settings.json").write_text('{"contrast": 1}')
    (flash / "app.py").write_text("print('an old app.py')\n")
    dev = VirtualDevice(str(flash), str(tmp_path / "device.log"))
    dev.start()
    yield dev
    dev.stop()


def test_deploy_lands_the_files_and_starts_the_app(device):
    proc = run_deploy("--board", "pico-ssd1306", "--port", device.port)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "MicroPython 1.27.0" in out
    assert "remove /app.py" in out
    assert "copy /shell/app.mpy" in out and "copy /main.py" in out
    assert "copy /games/ratscrew/table.mpy" in out
    assert "copy /boards/pico_ssd1306.mpy" in out and "copy /board.txt" in out
    assert "app started on board pico-ssd1306" in out
    # main.py ran after the soft reboot and the app drew a whole frame over I2C
    device.wait_log("running main.py")
    device.wait_log("i2c 0x3c: a full frame sent")
    log = "\n".join(device.log())
    assert log.rindex("soft reboot") < log.rindex("running main.py")

    # the real mpremote sees what deploy wrote, byte for byte
    local = deploy.device_files("pico-ssd1306")
    listing = mpremote(device.port, "fs", "ls", ":")
    assert listing.returncode == 0, listing.stderr
    for name in ("main.py", "board.txt", "boards/", "rules/", "shell/", "games/"):
        assert name in listing.stdout
    assert "app.py" not in listing.stdout.split()
    sums = mpremote(device.port, "fs", "sha256sum", ":shell/app.mpy", ":main.py", ":board.txt")
    assert sums.returncode == 0, sums.stderr
    for path in ("/shell/app.mpy", "/main.py", "/board.txt"):
        assert hashlib.sha256(local[path]).hexdigest() in sums.stdout
    data = mpremote(device.port, "fs", "cat", ":data/settings.json")
    assert data.stdout.strip() == '{"contrast": 1}'  # the device's data untouched
    board = mpremote(
        device.port, "exec", "from shell import boardsel; print(boardsel.read_name())"
    )
    assert board.stdout.strip() == "pico-ssd1306"

    # and the host folder that holds the virtual flash has the same files
    device.stop()
    flash = device.flash_dir
    assert open(os.path.join(flash, "board.txt")).read() == "pico-ssd1306\n"
    with open(os.path.join(flash, "shell", "app.mpy"), "rb") as f:
        assert f.read() == local["/shell/app.mpy"]


# What `make deploy` of firmware 0.4.0 left on a Pico: every module flat at /.
RELEASE_040 = (
    "app boardsel buttons cardart cards equi equi_players equi_search game keys mainmenu "
    "oled picoio ratscrew rng rs_menus rs_save rs_setup rs_table rulestext setmenu settings "
    "sh1106 ssd1306 ui uitext"
).split()


def test_an_upgrade_from_the_flat_040_layout_leaves_no_orphan(tmp_path):
    flash = tmp_path / "flash"
    (flash / "boards").mkdir(parents=True)
    (flash / "data").mkdir()
    src = tmp_path / "old.py"
    src.write_text("RELEASE = '0.4.0'\n")
    for name in RELEASE_040 + ["boards/pico_ssd1306"]:  # real modules, so the device runs
        made = subprocess.run([build.mpy_cross(), "-o", str(flash / (name + ".mpy")), str(src)])
        assert made.returncode == 0
    (flash / "main.py").write_text("import app\nprint('firmware', app.RELEASE)\n")
    (flash / "board.txt").write_text("pico-ssd1306\n")
    (flash / "data" / "ratscrew.json").write_text('{"v": 1}')
    with VirtualDevice(str(flash), str(tmp_path / "device.log")) as dev:
        proc = run_deploy("--port", dev.port)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        for name in RELEASE_040:
            assert "remove /%s.mpy" % name in proc.stdout
        assert "app started on board pico-ssd1306" in proc.stdout
        listing = mpremote(dev.port, "fs", "ls", ":")
        assert listing.returncode == 0, listing.stderr
    on_device = set()
    for dirpath, _dirs, files in os.walk(flash):
        for name in files:
            rel = os.path.relpath(os.path.join(dirpath, name), flash).replace(os.sep, "/")
            on_device.add("/" + rel)
    expected = set(deploy.device_files("pico-ssd1306")) | {"/data/ratscrew.json"}
    assert on_device == expected  # the new layout exactly, the saved game kept
    assert listing.stdout.split().count("app.mpy") == 0  # mpremote sees no flat module
    for name in ("rules/", "shell/", "games/", "uikit/", "hw/", "store/", "boards/"):
        assert name in listing.stdout


def test_a_second_deploy_copies_only_what_changed(device):
    assert run_deploy("--port", device.port).returncode == 0
    again = run_deploy("--port", device.port, "--no-restart")
    assert again.returncode == 0, again.stderr
    assert "0 copied" in again.stdout and "0 removed" in again.stdout
    assert "copy " not in again.stdout
    other = run_deploy("--board", "pico-sh1106", "--port", device.port)
    assert other.returncode == 0, other.stderr
    assert "remove /boards/pico_ssd1306.mpy" in other.stdout
    assert "copy /boards/pico_sh1106.mpy" in other.stdout
    assert "2 copied" in other.stdout  # the board module and /board.txt
    assert "app started on board pico-sh1106" in other.stdout


def test_a_folder_already_on_the_device_is_fine(device):
    made = mpremote(device.port, "exec", "import os; os.mkdir('/boards')")
    assert made.returncode == 0, made.stderr
    proc = run_deploy("--port", device.port, "--no-restart")
    assert proc.returncode == 0, proc.stderr
    assert "copy /boards/pico_ssd1306.mpy" in proc.stdout


def test_an_app_that_stops_with_a_message_fails_the_deploy(tmp_path):
    # no display on the I2C bus: main.py prints the firmware's wiring message
    with VirtualDevice(str(tmp_path / "flash"), display=False) as dev:
        proc = run_deploy("--port", dev.port, "--watch", "3")
        assert proc.returncode == 1
        assert "device: error: no display answers at I2C address 0x3C" in proc.stdout
        assert "the app did not start" in proc.stderr
        assert "copy /shell/app.mpy" in proc.stdout  # the files went on all the same


def test_a_port_that_does_not_exist_is_a_message():
    proc = run_deploy("--port", "/dev/no-such-port")
    assert proc.returncode == 1
    assert "cannot open /dev/no-such-port" in proc.stderr
    assert "Traceback" not in proc.stderr


# -- end to end on the emulated Pico: the developers' MicroPython and the ROMFS image -------


def _emulated(build):
    """(UF2 files, emulator module) for an emulated Pico running `build` ("romfs": the
    developers' MicroPython alone, no image yet; "frozen"; "stock": MicroPython's own), or
    a skip saying what is missing."""
    sys.path.insert(0, os.path.join(ROOT, "tools", "picoemu"))
    import emulator

    why = emulator.available()
    if why:
        pytest.skip("no emulated Pico: %s" % why)
    try:
        if build == "stock":
            return [emulator.firmware_paths()[0]], emulator
        return emulator.firmware_for(build, "pico-ssd1306")[:1], emulator
    except emulator.NotBuildable as e:
        pytest.skip(str(e))
    except emulator.EmulatorError as e:
        if build == "stock":
            pytest.skip("no stock MicroPython for the emulated Pico: %s" % e)
        raise


def deploy_over_usb(pico, *args):
    """make deploy onto the emulated Pico through its USB console on a pseudo-terminal."""
    import bridge

    with bridge.Bridge(pico) as port:
        proc = run_deploy("--port", port.port, "--watch", "8", *args)
        listing = mpremote(port.port, "exec", "import os; print(sorted(os.listdir('/rom')))")
    assert port.error is None, port.error
    return proc, listing


def test_deploy_writes_the_romfs_image_once_keeps_data_and_the_app_runs_from_flash():
    # The developers' MicroPython just dropped on a Pico that ran the frozen firmware (its
    # program's end is left in the ROMFS partition: no image there) and that an older make
    # deploy had given the game's .mpy files, with its settings in /data and a file of its
    # owner's.
    uf2 = _emulated("frozen")[0] + _emulated("romfs")[0]
    emulator = _emulated("romfs")[1]
    older = deploy.device_files("pico-ssd1306")
    older.update({
        "/data/settings.json": b'{"lang": 0}',
        "/notes.txt": b"mine",
        "/main.py": b"# the main.py of an older release\n",
    })  # fmt: skip
    with emulator.EmulatedPico(
        "pico-ssd1306", emulator.fs_image("frozen", older), uf2=uf2
    ) as pico:
        pico.power(vsys_mv=4500, usb=False)
        pico.run(1000)
        no_image = "import os\ntry:\n    os.listdir('/rom')\nexcept OSError:\n    print('none')"
        assert pico.exec(no_image).strip() == "none"
        first, listing = deploy_over_usb(pico)
        assert first.returncode == 0, first.stdout + first.stderr
        out = first.stdout
        assert "with a ROMFS partition of 256 KB: the game runs from flash" in out
        # (the image's: the firmware, the board, and its digest, romfs.ID_FILE)
        n_files = len(romfs.sources("pico-ssd1306")) + 1
        assert "ROMFS image written: pico-ssd1306, %d files" % n_files in out
        assert "remove /boards/ (2 files), /games/ (" in out and "/board.txt" in out
        assert "copy /main.py" in out
        assert "device: ready 0.5.0 board=pico-ssd1306" in out
        assert "app started on board pico-ssd1306" in out
        # the real mpremote sees the image mounted at /rom after its reset
        assert listing.returncode == 0, listing.stderr
        assert "'shell'" in listing.stdout and "'image.sha256'" in listing.stdout
        files = emulator.read_files(pico.fs_image())
        with open(os.path.join(ROOT, "firmware", "main.py"), "rb") as f:
            assert files == {
                "/data/settings.json": b'{"lang": 0}',  # kept
                "/notes.txt": b"mine",  # not ours: kept
                "/main.py": f.read(),
            }
        pico.type(b"\x04")  # (mpremote left the REPL idle: the app as at power-on)
        assert pico.run_until(text="ready ", ms=5000)
        modules = pico.exec(
            "import sys\nprint(sys.path, sys.modules['shell.app'].__file__)", ms=5000
        )
        assert modules.strip() == "['.frozen', '/rom'] /rom/shell/app.mpy"

        # Again, nothing changed: nothing is written, the app starts again.
        pico.stats()  # (the flash operations so far)
        pico.type(b"\x04")  # (the app running again, as deploy finds it)
        assert pico.run_until(text="ready ", ms=5000)
        again, _listing = deploy_over_usb(pico)
        assert again.returncode == 0, again.stdout + again.stderr
        assert "ROMFS image unchanged: pico-ssd1306, %d files" % n_files in again.stdout
        assert "file system: 0 copied, 1 unchanged, 0 removed" in again.stdout
        assert "app started on board pico-ssd1306" in again.stdout
        assert pico.stats()["flash_log"] == []  # not one erase or program


@pytest.mark.parametrize("build", ["stock", "frozen"])
def test_a_pico_without_a_romfs_partition_is_refused_in_one_line(build):
    uf2, emulator = _emulated(build)
    with emulator.EmulatedPico("pico-ssd1306", None, uf2=uf2) as pico:
        pico.power(vsys_mv=4500, usb=False)
        pico.run(1000)
        proc, _listing = deploy_over_usb(pico, "--no-restart")
        files = emulator.read_files(pico.fs_image())
    assert proc.returncode == 1
    assert proc.stderr.count("\n") == 1 and proc.stderr.endswith(FLASH_FIRST + "\n")
    if build == "frozen":
        assert "this game's own firmware (make firmware, board pico-ssd1306)" in proc.stderr
    else:
        assert "MicroPython 1.27.0 on Raspberry Pi Pico with RP2040" in proc.stderr
    assert not [p for p in files if not p.startswith("/data/")]  # nothing written

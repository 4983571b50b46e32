"""The simulator itself: key scripts, image files, the simulated flash, errors, and the
terminal front (in a pseudo-terminal: the picture, the key map, keys, restoring the
terminal, the too-small message)."""

import os
import pty
import select
import signal
import struct
import subprocess
import sys
import time
import zlib

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import registry  # noqa: E402
from sim import headless  # noqa: E402

SIM = os.path.join(ROOT, "tools", "sim", "sim.mjs")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    from mpvm import compiled_firmware

    compiled_firmware()


def sim(*args, **kw):
    return subprocess.run(
        ["node", SIM, *args], capture_output=True, text=True, cwd=ROOT, timeout=120, **kw
    )


# -- key scripts --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "script,message",
    [
        ("a\njump 3", "--keys:2: unknown command 'jump'"),
        ("hold a", "--keys:1: 'hold' takes 2 arguments"),
        ("wait soon", "--keys:1: 'soon' is not a time"),
        ("press c", "--keys:1: unknown button 'c'"),
        ("down -1", "--keys:1: '-1' is not a count"),
        ("shot ../x", "--keys:1: shot names use"),
    ],
)
def test_a_bad_key_script_is_a_message_naming_its_line(script, message, tmp_path):
    proc = sim("--headless", "--keys", script, "--flash", str(tmp_path))
    assert proc.returncode == 2
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr and "at " not in proc.stderr


def test_bad_options_and_missing_files_are_messages(tmp_path):
    proc = sim("--headless")
    assert proc.returncode == 2 and "needs --script FILE or --keys TEXT" in proc.stderr
    proc = sim("--headless", "--script", str(tmp_path / "nope.txt"))
    assert proc.returncode == 2 and "cannot read the script" in proc.stderr
    proc = sim("--headless", "--keys", "a", "--fw", str(tmp_path))
    assert proc.returncode == 2 and "build the firmware first" in proc.stderr
    proc = sim("--frobnicate")
    assert proc.returncode == 2 and "unknown option '--frobnicate'" in proc.stderr


def test_until_fails_clearly_when_the_text_never_comes(tmp_path):
    run = headless.run('until "no such line" 2000', seed=1, check=False)
    assert run.returncode == 3
    assert "'no such line' did not appear within 2000 ms" in run.stderr


def test_select_finds_a_menu_entry_by_its_label():
    run = headless.run('select About; shot about; open "Play"; shot setup', seed=1)
    assert run.shots["about"].highlighted() == ["About"]
    first = registry.title(registry.GAMES[0])  # the first entry starting "Play"
    assert run.shots["setup"].lines()[0] == first


def test_select_fails_clearly_when_no_entry_has_the_label():
    run = headless.run('down; select "No such entry"', seed=1, check=False)
    assert run.returncode == 3
    assert "--keys:1: no menu entry 'No such entry'" in run.stderr


def test_the_same_script_and_seed_give_the_same_run():
    script = "a; open Start; wait 3000; a 5; up; b"
    first = headless.run(script, seed=9)
    second = headless.run(script, seed=9)
    assert first.log == second.log
    assert first.lines_starting("game ratscrew seed=")  # a game was dealt from that seed


# -- images -------------------------------------------------------------------------------


def read_png(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks = 8, {}
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        chunks[kind] = chunks.get(kind, b"") + body
        pos += 12 + length
    w, h, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert (depth, colour) == (8, 0)
    raw = zlib.decompress(chunks[b"IDAT"])
    rows = [raw[y * (w + 1) + 1 : (y + 1) * (w + 1)] for y in range(h)]
    assert all(raw[y * (w + 1)] == 0 for y in range(h))
    return w, h, [[1 if p == 255 else 0 for p in row] for row in rows]


def read_pbm(data):
    head, w, h, rest = data.split(maxsplit=3)
    assert head == b"P4"
    w, h = int(w), int(h)
    stride = (w + 7) // 8
    bit = lambda x, y: rest[y * stride + x // 8] >> (7 - x % 8) & 1  # noqa: E731
    return w, h, [[bit(x, y) for x in range(w)] for y in range(h)]


def test_shots_are_valid_png_and_pbm_of_the_same_pixels(tmp_path):
    headless.run("shot menu; open About; shot about", seed=1, out=str(tmp_path), fmt="both")
    for name in ("menu", "about"):
        w, h, png = read_png((tmp_path / (name + ".png")).read_bytes())
        assert (w, h) == (128, 64)
        assert (w, h, png) == read_pbm((tmp_path / (name + ".pbm")).read_bytes())
        lit = sum(map(sum, png))
        assert 200 < lit < 128 * 64 // 2  # text on a dark screen
    assert read_png((tmp_path / "menu.png").read_bytes()) != read_png(
        (tmp_path / "about.png").read_bytes()
    )


def test_scale_and_every_frame(tmp_path):
    run = headless.run("down; down", seed=1, out=str(tmp_path), scale=3, every_frame=True)
    frames = sorted(p for p in os.listdir(tmp_path) if p.startswith("frame-"))
    assert len(frames) == run.frames >= 3
    w, h, big = read_png((tmp_path / frames[0]).read_bytes())
    assert (w, h) == (384, 192)
    # every display pixel became a 3x3 block
    assert all(big[y][x] == big[y - y % 3][x - x % 3] for y in range(h) for x in range(w))


# -- the simulated flash and the firmware's errors ----------------------------------------


def test_the_flash_folder_holds_the_devices_data(tmp_path):
    flash = tmp_path / "flash"
    headless.run("open Settings; right; b", seed=1, flash=str(flash))
    saved = (flash / "settings.json").read_text()
    (flash / "extra.txt").write_text("kept")
    headless.run("wait 100", seed=1, flash=str(flash))
    assert (flash / "settings.json").read_text() == saved
    assert (flash / "extra.txt").read_text() == "kept"  # the device's files come and go back


def test_a_firmware_exception_stops_the_run_with_its_traceback(tmp_path):
    fw = tmp_path / "fw"
    for pkg in ("uikit", "shell"):
        (fw / "firmware" / pkg).mkdir(parents=True)
    (fw / "boards").mkdir()
    for name in ("uikit/keys.py", "uikit/text.py", "uikit/font.py", "shell/boardsel.py"):
        (fw / "firmware" / name).write_text(open(os.path.join(ROOT, "firmware", name)).read())
    (fw / "firmware" / "shell" / "app.py").write_text(
        "class App:\n"
        "    def __init__(self, board, now, seed=None):\n"
        "        self.b = board.buttons()\n"
        "    def tick(self, now):\n"
        "        if self.b.read():\n"
        "            raise ValueError('broken on purpose')\n"
        "        return 20\n"
    )
    run = headless.run("wait 100; a", fw=str(fw), check=False)
    assert run.returncode == 1
    assert "ValueError: broken on purpose" in run.stderr
    assert 'File "shell/app.py", line 6' in run.stderr
    assert run.log[-2].split(None, 2)[1:] == ["error", "ValueError: broken on purpose"]


# -- the terminal -------------------------------------------------------------------------


class Terminal:
    """The simulator in a pseudo-terminal of the given size."""

    def __init__(self, cols, rows, flash, *args):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: become the simulator
            os.chdir(ROOT)
            os.execvp("node", ["node", SIM, "--flash", flash, *args])
        import fcntl
        import termios

        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.out = b""

    def read(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            r, _, _ = select.select([self.fd], [], [], 0.05)
            if r:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                self.out += data

    def wait_for(self, needle, seconds=20):
        end = time.monotonic() + seconds
        while needle not in self.out and time.monotonic() < end:
            self.read(0.1)
        return needle in self.out

    def send(self, data):
        os.write(self.fd, data)

    def exit_status(self, seconds=10):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.read(0.1)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        raise AssertionError("the simulator did not exit")


def test_the_terminal_shows_every_pixel_the_key_map_and_restores_itself(tmp_path):
    term = Terminal(140, 40, str(tmp_path / "flash"))
    assert term.wait_for(b"Q quits")
    assert term.wait_for("\u2580".encode()) or term.wait_for("\u2584".encode())
    text = term.out.decode("utf8", "replace")
    assert "\x1b[?1049h" in text and "\x1b[?25l" in text  # own screen, cursor hidden
    assert "\u250c" + "\u2500" * 128 + "\u2510" in text  # the frame: 128 columns inside
    assert "Z or Enter = A" in text and "X or Backspace = B" in text
    term.read(0.5)
    before = len(term.out)
    term.send(b"\x1b[B")  # DOWN: the selection moves, so rows of the picture are redrawn
    assert term.wait_for("\u2502".encode(), 0) and _grows(term, before)
    term.send(b"q")
    assert term.exit_status() == 0
    tail = term.out.decode("utf8", "replace")[-200:]
    assert "\x1b[?25h" in tail and "\x1b[?1049l" in tail  # cursor back, screen back


def test_keys_in_the_terminal_press_the_buttons(tmp_path):
    log = tmp_path / "log.txt"
    (tmp_path / "flash").mkdir()
    (tmp_path / "flash" / "settings.json").write_text('{"lang": 0}')  # English chosen
    term = Terminal(140, 40, str(tmp_path / "flash"), "--log", str(log), "--texts")

    def screen_where(check, seconds=20):
        # polls the log: the VM answers in milliseconds, a busy test machine may not
        end = time.monotonic() + seconds
        while True:
            term.read(0.1)
            shown = headless.Run(log.read_text(), "", 0).screen
            if check(shown) or time.monotonic() > end:
                return shown

    entries = registry.main_menu()[1:]
    game = registry.title(registry.GAMES[0])  # the first entry's setup's title
    assert term.wait_for(b"Q quits")
    first = screen_where(lambda s: s.highlighted())
    assert first.highlighted() == [entries[0]]
    term.send(b"\x1b[B")  # arrow down
    moved = screen_where(lambda s: s.highlighted() != [entries[0]])
    assert moved.highlighted() == [entries[1]]
    term.read(0.3)  # past the 120 ms a press holds its button, or the next one only extends it
    term.send(b"\x1b[A")  # arrow up
    assert screen_where(lambda s: s.highlighted() != [entries[1]]).highlighted() == [entries[0]]
    term.send(b"z")  # A
    assert screen_where(lambda s: s.lines()[0] != "Pocket Cards").lines()[0] == game
    term.send(b"X")  # Shift+X: a long B goes straight back to the main menu
    home = screen_where(lambda s: s.lines()[0] != game)
    assert home.lines()[:2] == ["Pocket Cards", entries[0]]
    term.read(0.3)
    term.send(b"\r")  # Enter is A too
    assert screen_where(lambda s: s.lines()[0] != "Pocket Cards").lines()[0] == game
    term.send(b"q")
    assert term.exit_status() == 0


def _grows(term, before, seconds=20):
    end = time.monotonic() + seconds
    while len(term.out) <= before and time.monotonic() < end:
        term.read(0.1)
    return len(term.out) > before


def test_ctrl_c_also_restores_the_terminal(tmp_path):
    term = Terminal(140, 40, str(tmp_path / "flash"))
    assert term.wait_for(b"Q quits")
    term.send(b"\x03")
    assert term.exit_status() == 0
    assert b"\x1b[?1049l" in term.out[-200:]


def test_a_small_terminal_gets_a_message_not_a_mangled_picture(tmp_path):
    term = Terminal(80, 24, str(tmp_path / "flash"))
    assert term.wait_for(b"needs at least 130x36")
    assert b"The terminal is 80x24" in term.out
    assert "\u2500".encode() * 128 not in term.out
    term.send(b"q")
    assert term.exit_status() == 0


# -- make play ------------------------------------------------------------------------------


def test_make_play_without_a_terminal_points_to_headless_mode():
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "play", "play_device.py")],
        capture_output=True, text=True, cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.returncode == 2
    assert "play needs a terminal; for scripts use --headless" in proc.stderr


def test_make_play_passes_options_to_the_simulator():
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "play", "play_device.py"), "--help"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0
    assert "--flash DIR" in proc.stdout and "--headless" in proc.stdout

"""make setup's fetch of what comes from outside the repository (tools/builders/inputs.py), against
an HTTP server on this machine standing for the public addresses (no other address is
tried: every input's URL variable names the local server, and ../shared is out of sight):
the pinned files are taken and found afterwards, a second setup fetches nothing, wrong
bytes, a missing file, a cut download and no server are each one line with nothing left
in the cache, stock MicroPython's UF2 (not pinned upstream) is taken only when it is
MicroPython v1.27.0 for a Pico and is held to what was taken, and a failed fetch is not
tried again by every make test."""

import functools
import hashlib
import http.server
import os
import struct
import threading

import pytest

import inputs

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")


class Server:
    """A static HTTP server on 127.0.0.1 serving a folder, counting the requests; paths
    under /cut/ send half the file with the whole file's length."""

    def __init__(self, folder):
        self.requests = []
        outer = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                outer.requests.append(self.path)
                if self.path.startswith("/cut/"):
                    with open(os.path.join(folder, self.path[5:]), "rb") as f:
                        data = f.read()
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data[: len(data) // 2])
                    return
                super().do_GET()

        handler = functools.partial(Handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def served(tmp_path, monkeypatch):
    """(the served folder, the server, the cache folder): every input's URL on the local
    server, nothing named by a variable, no ../shared, an empty cache."""
    folder = tmp_path / "www"
    folder.mkdir()
    server = Server(folder)
    cache = tmp_path / "cache"
    monkeypatch.setattr(inputs, "SHARED", str(tmp_path / "no-shared"))
    monkeypatch.setenv("PICO_CACHE", str(cache))
    for item in inputs.INPUTS.values():
        monkeypatch.delenv(item.env, raising=False)
        monkeypatch.setenv(item.url_env, server.url + item.file)
    monkeypatch.delenv("PICO_UF2_SHA256", raising=False)
    yield folder, server, cache
    server.close()


def _pin(monkeypatch, item, data):
    monkeypatch.setattr(item, "pins", {hashlib.sha256(data).hexdigest(): "a test's"})


def _ts(rom):
    """rom as rp2040js's demo/bootrom.ts writes it."""
    words = struct.unpack("<%dI" % (len(rom) // 4), rom)
    return (
        "// RP2040 bootrom binary, built from https://github.com/raspberrypi/pico-bootrom\n"
        "// revision: B1 (00a4a19114195e20fb817bdfbca1165e157eef37)\n\n"
        "export const bootromB1 = new Uint32Array([\n"
        + "".join("  0x%08x,\n" % w for w in words)
        + "]);\n"
    )


def _stock_uf2():
    """A UF2 of MicroPython v1.27.0 for the Pico: ../shared's, or make firmware's."""
    for path in (
        os.path.join(SHARED, inputs.UF2.shared),
        os.path.join(ROOT, "build", "firmware", "romfs-RPI_PICO.uf2"),
    ):
        if os.path.isfile(path):
            with open(path, "rb") as f:
                return f.read()
    pytest.skip("no MicroPython v1.27.0 UF2 here to serve (../shared's, or make firmware's)")


def test_the_pinned_files_of_shared_are_fetched_from_a_mirror_once(served, capsys):
    folder, server, cache = served
    if not os.path.isdir(os.path.join(SHARED, "micropython")):
        pytest.skip("no ../shared beside the project to serve its files")
    files = {}
    for item in inputs.INPUTS.values():
        with open(os.path.join(SHARED, item.shared), "rb") as f:
            files[item.name] = f.read()
        (folder / item.file).write_bytes(files[item.name])
    assert inputs.main(["fetch"]) == 0
    out = capsys.readouterr().out
    for item in inputs.INPUTS.values():
        path, where = inputs.find(item.name)
        assert (path, where) == (str(cache / item.file), "cache")
        assert (cache / item.file).read_bytes() == files[item.name]
        assert "inputs: fetching the %s from %s" % (item.what, server.url + item.file) in out
    assert sorted(os.listdir(cache)) == sorted(
        n for i in inputs.INPUTS.values() for n in (i.file, i.file + ".sha256")
    )
    # the next make setup finds them all and asks for nothing
    before = len(server.requests)
    assert inputs.main(["fetch"]) == 0
    assert len(server.requests) == before and capsys.readouterr().out == ""


def test_the_boot_rom_is_made_from_rp2040js_demo_and_checked(served, monkeypatch):
    folder, _server, cache = served
    path = os.path.join(SHARED, inputs.BOOTROM.shared)
    if os.path.isfile(path):  # the real pin
        with open(path, "rb") as f:
            rom = f.read()
    else:
        rom = bytes(range(256)) * 64
        _pin(monkeypatch, inputs.BOOTROM, rom)
    (folder / "bootrom.ts").write_text(_ts(rom))
    monkeypatch.setenv("PICO_BOOTROM_URL", served[1].url + "bootrom.ts")
    assert inputs.fetch("bootrom", say=lambda _l: None) == str(cache / "bootrom-b1.bin")
    assert (cache / "bootrom-b1.bin").read_bytes() == rom and len(rom) == 16384


def test_wrong_bytes_are_one_line_and_leave_nothing(served, monkeypatch):
    folder, _server, cache = served
    (folder / "bootrom-b1.bin").write_bytes(b"\0" * 16384)
    with pytest.raises(inputs.FetchError) as e:
        inputs.fetch("bootrom", say=lambda _l: None)
    digest = hashlib.sha256(b"\0" * 16384).hexdigest()
    assert str(e.value) == "SHA-256 %s is not the pinned file's (%s)" % (
        digest, " or ".join(sorted(inputs.BOOTROM.pins)))  # fmt: skip
    assert os.listdir(cache) == []
    with pytest.raises(inputs.Missing):
        inputs.find("bootrom")


@pytest.mark.parametrize(
    "where, why",
    [
        ("missing", "HTTP 404 File not found"),
        ("cut", "cut short: 150 of its 300 bytes came"),
        ("down", "refused"),
    ],
)
def test_a_failed_download_is_one_line_and_leaves_nothing(served, monkeypatch, where, why):
    folder, server, cache = served
    data = b"rom" * 100
    _pin(monkeypatch, inputs.BOOTROM, data)
    (folder / "bootrom-b1.bin").write_bytes(data)
    url = {"missing": server.url + "nothing.bin", "cut": server.url + "cut/bootrom-b1.bin"}
    if where == "down":
        server.close()
    monkeypatch.setenv("PICO_BOOTROM_URL", url.get(where, server.url + "bootrom-b1.bin"))
    with pytest.raises(inputs.FetchError) as e:
        inputs.fetch("bootrom", say=lambda _l: None)
    assert why in str(e.value) and "\n" not in str(e.value)
    assert os.listdir(cache) == []


def test_stock_micropython_is_taken_only_as_such_and_held_to_what_was_taken(served):
    folder, _server, cache = served
    (folder / inputs.UF2.file).write_bytes(b"UF2\n" + bytes(1020))
    with pytest.raises(inputs.FetchError) as e:
        inputs.fetch("uf2", say=lambda _l: None)
    assert str(e.value).startswith("not stock MicroPython v1.27.0 for RPI_PICO: ")
    assert os.listdir(cache) == []
    uf2 = _stock_uf2()
    (folder / inputs.UF2.file).write_bytes(uf2)
    path = inputs.fetch("uf2", say=lambda _l: None)
    assert (cache / (inputs.UF2.file + ".sha256")).read_text() == (
        hashlib.sha256(uf2).hexdigest() + "\n"
    )
    assert inputs.find("uf2") == (path, "cache")
    with open(path, "r+b") as f:  # the cached file changes afterwards
        f.seek(600)
        f.write(b"\xff")
    with pytest.raises(inputs.Missing) as m:
        inputs.find("uf2")
    assert "changed since make setup fetched it" in str(m.value)


def test_a_uf2_pin_given_is_held(served, monkeypatch):
    folder, _server, _cache = served
    uf2 = _stock_uf2()
    (folder / inputs.UF2.file).write_bytes(uf2)
    monkeypatch.setenv("PICO_UF2_SHA256", "0" * 64)
    with pytest.raises(inputs.FetchError) as e:
        inputs.fetch("uf2", say=lambda _l: None)
    assert "is not the pinned file's (%s)" % ("0" * 64) in str(e.value)
    monkeypatch.setenv("PICO_UF2_SHA256", hashlib.sha256(uf2).hexdigest().upper())
    assert inputs.fetch("uf2", say=lambda _l: None)


def test_offline_make_setup_says_so_and_waits_an_hour_before_trying_again(served, capsys):
    _folder, server, cache = served
    assert inputs.main(["fetch"]) == 0  # the server has none of them
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[1].strip() for line in out if "could not fetch" in line] == [
        "bootrom", "source", "uf2"]  # fmt: skip
    assert all("HTTP 404" in line for line in out if "could not fetch" in line)
    asked = len(server.requests)
    assert inputs.main(["fetch"]) == 0  # the next make test: no new try
    out = capsys.readouterr().out
    assert len(server.requests) == asked
    assert out.count("not fetched: the try 0 min ago failed (HTTP 404 File not found); "
                     "`make inputs` tries again") == 3  # fmt: skip
    assert inputs.main(["fetch", "--again"]) == 0  # make inputs
    assert len(server.requests) == 2 * asked
    assert sorted(os.listdir(cache)) == sorted(i.file + ".failed" for i in inputs.INPUTS.values())


def test_a_path_given_comes_first_and_a_wrong_one_is_named(served, monkeypatch, tmp_path):
    rom = tmp_path / "my-rom.bin"
    rom.write_bytes(b"x")
    monkeypatch.setenv("PICO_BOOTROM", str(rom))
    assert inputs.find("bootrom") == (str(rom), "PICO_BOOTROM")
    monkeypatch.setenv("PICO_BOOTROM", str(tmp_path / "nowhere.bin"))
    with pytest.raises(inputs.Missing) as e:
        inputs.find("bootrom")
    assert str(e.value) == "PICO_BOOTROM=%s: no such file" % (tmp_path / "nowhere.bin")


def test_nothing_found_says_what_and_how_in_one_line(served):
    _folder, server, _cache = served
    for item in inputs.INPUTS.values():
        with pytest.raises(inputs.Missing) as e:
            inputs.find(item.name)
        assert str(e.value).startswith("no %s: `make setup` fetches it from %s into " % (
            item.what, server.url + item.file))  # fmt: skip
        assert str(e.value).endswith(", or give %s=%s" % (item.env, item.give))
        assert "\n" not in str(e.value)

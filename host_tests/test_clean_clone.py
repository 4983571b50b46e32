"""A clone with nothing beside it, as anyone who clones the repository has it after make
setup with no network: no ../shared, nothing in .cache/, no build/, no path given.  The
device tests run there and each is skipped with one line saying what is missing and how to
get it (tools/builders/inputs.py), make firmware says in one line why it cannot build, and with CI
set every one of those skips is a failure."""

import os
import re
import shutil
import subprocess
import sys

import pytest

import inputs

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What needs the boot ROM, MicroPython's source or stock MicroPython: every test on the
# emulated Pico, and make firmware's
DEVICE_TESTS = [
    "host_tests/test_firmware_boot.py",
    "host_tests/test_pico.py",
    "host_tests/test_pico_w.py",
    "host_tests/test_firmware.py",
    "host_tests/test_deploy.py::test_deploy_writes_the_romfs_image_once_keeps_data_and_the_app_"
    "runs_from_flash",
    "host_tests/test_deploy.py::test_a_pico_without_a_romfs_partition_is_refused_in_one_line",
]
# The variables that would name an input, or say CI
# (and the outer run's PYTEST_ADDOPTS: the nested runs take only their own options)
UNSET = [v for i in inputs.INPUTS.values() for v in (i.env, i.url_env)] + [
    "PICO_CACHE", "PICO_UF2_SHA256", "CI", "PYTEST_ADDOPTS"]  # fmt: skip


@pytest.fixture(scope="session")
def clone(tmp_path_factory):
    """The tracked files as they are now, in a folder of a folder with nothing else in it,
    with this checkout's installs (.venv is the running Python; node_modules linked).  Made
    once for all three tests (once per worker of a run on several): session-wide, as make
    test runs the tests slowest first and a module's fixture would be made again each time
    its tests came back between others'."""
    alone = tmp_path_factory.mktemp("alone")
    tree = alone / "clone"
    files = (
        subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
        .stdout.decode()
        .split("\0")
    )
    for rel in filter(None, files):
        if os.path.isfile(os.path.join(ROOT, rel)):  # (not one deleted and not yet committed)
            os.makedirs(os.path.dirname(tree / rel), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, rel), tree / rel)
    os.symlink(os.path.join(ROOT, "node_modules"), tree / "node_modules")
    assert os.listdir(alone) == ["clone"]
    # make test's steps before pytest: make build, and make firmware's note
    subprocess.run([sys.executable, "tools/builders/build.py"], cwd=tree, check=True, env=_env(),
                   capture_output=True)  # fmt: skip
    return tree


def _env(**extra):
    env = {k: v for k, v in os.environ.items() if k not in UNSET}
    return dict(env, **extra)


def _pytest(clone, **env):
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", *DEVICE_TESTS],
        cwd=clone, capture_output=True, text=True, env=_env(**env), timeout=600,
    )  # fmt: skip


def _why_missing(line):
    """True when line says that an input or the toolchain is missing, and how to get it."""
    how = [
        "`make setup` fetches it from %s into .cache/, or give %s=%s" % (i.url, i.env, i.give)
        for i in inputs.INPUTS.values()
    ]
    toolchain = "install it with `sudo apt-get install gcc-arm-none-eabi"
    return any(h in line for h in how) or toolchain in line


def test_the_device_tests_say_what_is_missing_and_how_to_get_it(clone):
    proc = _pytest(clone)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    skips = re.findall(r"^SKIPPED \[(\d+)\] ([^:]+):\d+: (.*)$", proc.stdout, re.M)
    assert skips, proc.stdout[-4000:]
    for _count, _where, why in skips:
        assert _why_missing(why), why
    skipped = sum(int(n) for n, _w, _y in skips)
    summary = proc.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ passed, %d skipped(, \d+ warnings?)? in .*" % skipped, summary)
    # the boot ROM first: every test on the emulated Pico names it
    assert sorted(w for _n, w, y in skips if "RP2040 boot ROM (bootrom-b1.bin)" in y) == [
        "host_tests/test_deploy.py", "host_tests/test_firmware_boot.py",
        "host_tests/test_pico.py", "host_tests/test_pico_w.py"]  # fmt: skip
    # and what reads or boots make firmware's UF2s, MicroPython's source or the toolchain
    firmware = [y for _n, w, y in skips if w == "host_tests/test_firmware.py"]
    assert firmware and all("no MicroPython source" in y or "toolchain" in y for y in firmware)
    # what the emulated Pico needs is said once for each test, on its own line
    assert all("\n" not in y for _n, _w, y in skips)


def test_on_ci_each_of_those_skips_is_a_failure(clone):
    proc = _pytest(clone, CI="1")
    assert proc.returncode == 1, proc.stdout[-4000:]
    failed = re.findall(r"skipped on CI, where nothing may be missing: (.*)", proc.stdout)
    assert failed and all(_why_missing(line) for line in failed), proc.stdout[-4000:]
    summary = proc.stdout.strip().splitlines()[-1]
    # every test ran or failed, the modules skipped whole among the errors
    assert re.fullmatch(r"\d+ failed, \d+ passed, 2 errors in .*", summary), summary


def test_make_firmware_and_the_inputs_say_why_in_a_line(clone):
    soft = subprocess.run(
        [sys.executable, "tools/builders/freeze.py", "--if-possible"],
        cwd=clone, capture_output=True, text=True, env=_env(),
    )  # fmt: skip
    assert soft.returncode == 0
    assert soft.stdout.startswith("firmware: not built: no MicroPython source")
    assert len(soft.stdout.splitlines()) == 1 and _why_missing(soft.stdout)
    where = subprocess.run(
        [sys.executable, "tools/builders/inputs.py"], cwd=clone, capture_output=True, text=True,
        env=_env(),
    )  # fmt: skip
    lines = where.stdout.splitlines()
    assert [line.split(":")[1].strip() for line in lines] == list(inputs.INPUTS)
    assert all(": no " in line and _why_missing(line) for line in lines), lines
    assert not os.path.exists(clone / ".cache")  # nothing fetched: that is make setup's

"""The tree type-checks on both sides (make test's type check is this test), and the type
check has teeth: firmware-like code, configured as tools/check/typecheck.py checks
the firmware, is refused for what the Pico's MicroPython lacks (threading,
time.perf_counter) and for calls made wrongly (machine.Pin, time.ticks_ms); the same code
written for the Pico passes.  The host-only modules beside the VM-side files are left to
the CPython run."""

import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(__file__)), "tools", "check"))

import typecheck  # noqa: E402

WRONG = """\
import threading
import time

import machine
from rules import cards

button = machine.Pin(5, machine.Pin.IN, "up")
start = time.ticks_ms(1)
elapsed = time.perf_counter()
lock = threading.Lock()
deck = cards.full_deck(0)
"""

RIGHT = """\
import time

import machine
from rules import cards

button = machine.Pin(5, machine.Pin.IN, machine.Pin.PULL_UP)
start = time.ticks_ms()
elapsed = time.ticks_diff(time.ticks_ms(), start)
deck = cards.full_deck(0)
"""


def check(tmp_path, source):
    assert os.path.exists(typecheck.PYRIGHT), "pyright is not installed: run make setup"
    fw = tmp_path / "fw"
    fw.mkdir()
    (fw / "snippet.py").write_text(source)
    firmware = os.path.join(typecheck.ROOT, "firmware")
    config = typecheck.micropython_config(
        str(tmp_path), str(tmp_path), ["fw"], ["fw", os.path.relpath(firmware, tmp_path)]
    )
    errors, diags = typecheck.run(config)
    return errors, {(d["range"]["start"]["line"] + 1, d.get("rule")) for d in diags}


def test_calls_the_pico_lacks_and_a_wrong_pin_are_reported(tmp_path):
    errors, found = check(tmp_path, WRONG)
    assert (1, "reportMissingImports") in found  # the Pico has _thread, no threading
    assert (7, "reportArgumentType") in found  # Pin's pull is an int, not "up"
    assert (8, "reportCallIssue") in found  # ticks_ms() takes no argument
    assert (9, "reportAttributeAccessIssue") in found  # no time.perf_counter on the Pico
    assert errors == 4, found  # the firmware's own module resolved and used rightly


def test_the_same_code_written_for_the_pico_passes(tmp_path):
    errors, found = check(tmp_path, RIGHT)
    assert errors == 0, found


def test_host_modules_beside_the_vm_side_are_checked_against_cpython():
    vm = typecheck.vm_side()
    assert "host_tests/device/fakeboard.py" in vm  # a folder of VM-side files, walked
    assert "tools/sim/board_sim.py" in vm
    assert not set(typecheck.HOST_ONLY) & set(vm)
    assert all(p.endswith(".py") and "__pycache__" not in p for p in vm)


def test_a_micropython_call_in_a_host_file_gets_the_hint():
    def diag(message, severity="error"):
        return {"message": message, "severity": severity}

    assert typecheck._micropython_only(
        diag('"ticks_ms" is not a known attribute of module "time"')
    )
    assert typecheck._micropython_only(diag('"mem_alloc" is not a known attribute of module "gc"'))
    assert not typecheck._micropython_only(
        diag('"ticks_ms" is not a known attribute of module "time"', "warning")
    )
    assert not typecheck._micropython_only(diag('"foo" is not a known attribute of module "os"'))


def test_the_tree_type_checks_on_both_sides():
    # make test's type check, as make typecheck runs it: the firmware and boards against
    # the Pico's MicroPython, the tools and tests against CPython, no error on either
    proc = subprocess.run(
        [sys.executable, os.path.join(typecheck.ROOT, "tools", "check", "typecheck.py")],
        capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert "typecheck MicroPython: 0 errors" in proc.stdout, proc.stdout[-6000:] + proc.stderr
    assert "typecheck CPython: 0 errors" in proc.stdout, proc.stdout[-6000:] + proc.stderr
    assert proc.returncode == 0

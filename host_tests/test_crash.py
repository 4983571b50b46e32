"""The crash screen in the MicroPython VM with the fake board: faults injected into a
table's tick(), the main menu's draw() and key(); the match saved when its state reads
back whole and not when it does not; the traceback on the console and in /data/crash.txt
(the last three); A restarts and the match resumes."""

import pytest

from device import vmscenario


@pytest.fixture(scope="module")
def vm():
    return vmscenario.device_vm()


def scenario(vm, call):
    return vmscenario.run(vm, "scenarios_safe", call)


def test_a_fault_shows_the_crash_screen_saves_the_match_and_a_restarts(vm):
    (hit, after, others, damaged, last), console = scenario(vm, "crash()")
    assert hit["top"] == "CrashScreen"
    assert hit["screen"][1:4] == ["ValueError", "injected fault in a table's tick", ""]
    assert hit["screen"][4] == "Game saved"
    assert hit["laid"] > 5 and hit["saved"] == hit["laid"]  # the very position
    assert "ValueError: injected fault in a table's tick" in console
    assert "crash ValueError" in console
    # the traceback names each compiled module by its name (tools/builders/build.py's -s)
    assert any(line.strip().startswith('File "shell.app", line ') for line in console)
    assert after["still"] == "CrashScreen"  # B does not leave it
    assert after["menu"][1] == "Resume Ratscrew"
    assert after["top"] == "RatscrewTable" and after["resumed"] == hit["laid"]
    # faults in draw() and in key(): the crash screen; the type cut to the line
    assert others["first"] == ["CrashScreen", ["Oops, a bug:", "KeyError", "drawn", "", ""]]
    second = others["second"][1]  # a message longer than a line goes on the next
    assert second[1] == "ZeroDivisionError" and second[2] and second[3]
    assert "".join(second[2:4]) == "a long message to cut into two lines"
    assert others["top"] == "MainMenu"
    log = others["log"]
    assert log.count("=== crash\n") == 3  # the last three of five
    assert "crash number 0" in log and "crash number 2" in log and "drawn" not in log
    assert len(log) < 3 * 1300
    # a state that does not read back whole is not written over the last good save
    assert damaged["screen"][4] == "Game not saved"
    assert damaged["saved"] == damaged["good"]
    assert any(line.startswith("match not saved: Game not saved (") for line in console)
    assert last["top"] == "MainMenu" and last["menu"][1] == "Resume Ratscrew"


def test_the_crash_screen_draws_without_allocating(vm):
    (res,), _ = scenario(vm, "crash_draw_alloc()")
    assert res["alloc"] == 0

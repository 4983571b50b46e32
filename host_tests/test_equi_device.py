"""Equi on the device under the MicroPython VM with the fake board (host_tests/device/):
thousands of random presses over Equi's screens end in no exception, and drawing an Equi
screen allocates nothing."""

import pytest

from device import vmscenario


@pytest.fixture(scope="module")
def vm():
    return vmscenario.device_vm()


def scenario(vm, call):
    return vmscenario.run(vm, "equi_scenarios", call)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_presses_on_equi_screens_never_crash(vm, seed):
    # 4 seeds x 2,600 presses: more than 10,000 over Equi's screens
    (res,), console = scenario(vm, "mash(2600, %d)" % seed)
    tops = res["tops"]
    assert sum(tops.values()) == 2600
    assert tops.get("EquiTable", 0) > 800
    assert {"EquiPause"} <= set(tops)
    phases = {int(k) for k in res["phases"]}
    assert {0, 2} <= phases  # hand-offs and persons' turns were reached
    assert not [line for line in console if "Traceback" in line or "Error" in line]
    assert any(line.startswith("move equi ") for line in console)


def test_drawing_an_equi_screen_allocates_nothing(vm):
    (res,), _ = scenario(vm, "draw_alloc()")
    assert set(res) == {"setup", "handoff", "turn", "think", "gameover", "pause", "events"}
    assert res == dict.fromkeys(res, 0)


def test_the_tables_card_marks_are_the_card_arts(vm):
    # the table writes the text-log marks of its cells itself (games/equi/view.py)
    (res,), _ = scenario(vm, "marks()")
    assert res["same"] == [True] * 36

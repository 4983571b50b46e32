"""Private by construction, checked frame by frame: every game of the registry under
random keys, two persons and two computer seats passing the console round, and no frame
shows a card of a seat's hidden hand but while that seat may see it; a hand-off shows no
hand at all (host_tests/device/privacy.py: the cards each frame marks against the table's
held() and may_see(), nothing of any game but its wing)."""

import pytest

from device import vmscenario
from registry import GAMES


@pytest.fixture(scope="module")
def vm():
    return vmscenario.device_vm()


def run(vm, call):
    (found,), console = vmscenario.run(vm, "privacy", call)
    assert not [line for line in console if "Traceback" in line], console
    return found


@pytest.mark.parametrize("game", GAMES)
def test_no_frame_shows_a_hand_its_seat_may_not_see(vm, game):
    found = run(vm, "check(%r, 7, 1200)" % game)
    assert found["leaks"] == [], found["leaks"][:5]
    assert found["frames"] > 600 and found["tables"] > 300, found
    if found["hands_shown"]:  # a game that shows a hand at its seat's turn
        assert found["handoffs"] > 10, found  # ...passed round: hand-offs came


def test_a_game_that_showed_another_seats_hand_would_be_found(vm):
    # The same check on a game whose hand() gives the next seat's hand: the first game
    # of the registry that shows a hand at all.
    for game in GAMES:
        if run(vm, "check(%r, 7, 300)" % game)["hands_shown"]:
            found = run(vm, "check(%r, 7, 300, break_hand=True)" % game)
            assert found["leaks"], found
            return
    pytest.fail("no game of the registry shows a hand to check")

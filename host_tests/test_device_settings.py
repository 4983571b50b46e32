"""Settings on the device's flash (firmware/store/settings.py on CPython): defaults, saving
and loading, corrupt files, bad values and a flash that refuses to write; the games'
settings are their wings' (games/<game>/options.py), added as a game's setup opens or
found through the registry when asked for before."""

import json
import os

import pytest

import games
from store import setcheck, settings

OPTIONS = [o for name in games.GAMES for o in games.options(name)]  # every game's


def made(folder):
    """Settings as the app makes them: the file read, then every game's settings added
    (each game's setup adds its own as it opens)."""
    s = settings.Settings(folder)
    s.load()
    for name in games.GAMES:
        s.add(games.options(name))
    return s


def test_defaults_when_there_is_no_file(tmp_path):
    s = made(str(tmp_path / "data"))
    assert s.get("sound") is True
    assert s.get("rs_players") == 3


def test_save_creates_the_folder_and_loads_back(tmp_path):
    folder = str(tmp_path / "data")
    s = made(folder)
    s.set("contrast", 0)
    s.set("sound", False)
    s.set("rs_names", [5, 4, 3, 2, 1, 0])
    assert s.save() is None
    assert sorted(os.listdir(folder)) == ["settings.json"]  # no temporary file left
    t = made(folder)
    assert t.get("contrast") == 0
    assert t.get("sound") is False
    assert t.get("rs_names") == [5, 4, 3, 2, 1, 0]


def test_corrupt_file_gives_defaults_a_message_and_is_kept_aside(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text('{"contrast": 1, "sou')
    s = settings.Settings(str(folder))
    msg = s.load()  # a problem: (the console's line, the screen's message key, its value)
    assert msg == ("Settings were unreadable; defaults restored", "E_SETTINGS_BAD", None)
    assert s.get("contrast") == 3
    assert (folder / "settings.bad").read_text() == '{"contrast": 1, "sou'
    assert s.save() is None
    assert json.loads((folder / "settings.json").read_text())["contrast"] == 3


def test_not_an_object_is_corrupt_too(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text("[1, 2, 3]")
    assert settings.Settings(str(folder)).load()[1] == "E_SETTINGS_BAD"


def test_bad_values_fall_back_one_by_one(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    data = {"contrast": 99, "sound": "yes", "speed": 2, "rs_kinds": [1, 1], "extra": 5}
    (folder / "settings.json").write_text(json.dumps(data))
    s = settings.Settings(str(folder))
    assert s.load() == ("2 settings reset to default", "E_SETTINGS_RESET", 2)
    assert s.get("speed") == 2  # the good one is kept
    assert s.get("contrast") == 3
    assert s.get("sound") is True
    # a game's are checked as its setup adds them: its bad one back to its default
    ratscrew = games.options("ratscrew")
    assert s.add(ratscrew) == ("1 setting reset to default", "E_SETTINGS_RESET", 1)
    assert s.get("rs_kinds") == [0, 1, 1, 1, 1, 1]
    assert s.add(ratscrew) is None  # (added once)


def test_a_games_setting_goes_to_the_file_and_one_of_no_registered_game_is_kept(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"eq_dealer": 2, "xx_players": 4}))
    s = settings.Settings(str(folder))
    assert s.load() is None
    assert "eq_dealer" not in s.values and s.extra["eq_dealer"] == 2  # (not added yet)
    assert s.add(games.options("equi")) is None
    assert s.get("eq_dealer") == 2 and "xx_players" not in s.values
    assert s.save() is None  # (a game taken out keeps its settings for its return)
    saved = json.loads((folder / "settings.json").read_text())
    assert saved["xx_players"] == 4 and saved["eq_dealer"] == 2
    with pytest.raises(KeyError):
        s.get("xx_players")  # no registered game has it


def test_set_refuses_bad_values(tmp_path):
    s = made(str(tmp_path))
    for key, value in (("contrast", 5), ("sound", 1), ("rs_players", 7), ("rs_dealer", -2)):
        try:
            s.set(key, value)
        except ValueError as e:
            assert key in str(e)
        else:
            raise AssertionError("%s=%r accepted" % (key, value))


def test_a_flash_that_refuses_is_a_message(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    s = settings.Settings(str(blocker))
    s.set("sound", False)
    msg = s.save()
    assert msg[0].startswith("Settings not saved (")
    assert msg[1:] == ("E_SETTINGS_SAVE", "WHY_FLASH")
    assert blocker.read_text() == "a file where the folder should be"


def test_an_existing_file_is_replaced_whole(tmp_path):
    folder = str(tmp_path / "data")
    s = settings.Settings(folder)
    s.save()
    s.set("timeout", 5)
    s.save()
    assert json.loads(open(os.path.join(folder, "settings.json")).read())["timeout"] == 5
    assert os.listdir(folder) == ["settings.json"]


def test_edited_names_are_checked_and_kept(tmp_path):
    folder = str(tmp_path / "data")
    s = made(folder)
    names: list[str] = list(settings.NAMES)
    names[0] = "Zoe"
    s.set("names", names)
    s.save()
    t = made(folder)
    assert t.get("names")[0] == "Zoe"
    for bad in ("", "Annabel", "A-b", 7):
        wrong: list[object] = list(settings.NAMES)  # a name that is not a str as well
        wrong[3] = bad
        try:
            s.set("names", wrong)
        except ValueError:
            pass
        else:
            raise AssertionError("name %r accepted" % (bad,))


def test_every_setting_has_a_default_that_its_check_accepts(tmp_path):
    assert set(settings.Settings("").values) == set(setcheck.SPEC)
    s = made(str(tmp_path))
    assert set(s.values) == set(setcheck.SPEC) | {key for key, _, _ in OPTIONS}
    assert len(OPTIONS) == len({key for key, _, _ in OPTIONS})  # no key of two games
    for key, value in s.values.items():
        assert setcheck.ok(key, value, s.more), key


def test_the_checks_limits_are_the_settings_tables():
    # store/setcheck.py writes out the lengths of settings.py's tables (settings.py imports
    # it, so it cannot import them): each limit is the first value refused.
    for key, table in (
        ("contrast", settings.CONTRAST),
        ("timeout", settings.TIMEOUTS),
        ("speed", settings.SPEEDS),
    ):
        assert settings.ok(key, len(table) - 1) and not settings.ok(key, len(table)), key
    more = {key: code for key, code, _ in OPTIONS}
    assert settings.ok("rs_names", [len(settings.NAMES) - 1] * 6, more)
    assert not settings.ok("eq_names", [len(settings.NAMES)] * 6, more)
    assert settings.ok("names", list(settings.NAMES))
    assert not settings.ok("names", list(settings.NAMES) + ["Zed"])
    assert settings.ok("name", "W" * settings.NAME_LEN)
    assert not settings.ok("name", "W" * (settings.NAME_LEN + 1))

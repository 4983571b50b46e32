"""A new game is its own files and one registry line: in a copy of the tree, a small game
(host_tests/newgame/: High card, a game of hidden hands on the console's pass-and-play
table, its rules module and its wing) is added with one line in
firmware/games/__init__.py's GAMES; the copy lints, type-checks and compiles with it as
firmware, and the suite's game-generic tests run on the copy unchanged, for what the new
game adds (the suite itself runs the other games' parametrizations): the architecture,
the settings, every language's keys, glyphs and widths, the main menu, the Records menu,
a whole game from its menu entry with a save and a resume (test_every_game.py, for the
new game too), its screens in every language, the random-press test that accepts any
registered game's console lines, the registry's checks (prefix, save id, kinds) and the
privacy check of every frame.  Afterwards nothing in the copy differs from the tree
but those files."""

import filecmp
import os
import shutil
import subprocess
import sys

import pytest
import typecheck  # tools/check/ (conftest.py)

import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NEW = os.path.join(ROOT, "host_tests", "newgame")
SKIP = {".git", "build", "node_modules", ".venv", "sim-flash", "__pycache__", ".cache",
        ".pytest_cache", ".ruff_cache"}  # fmt: skip
REGISTRY = os.path.join("firmware", "games", "__init__.py")
# the game-generic tests, as the suite has them
TESTS = [
    "host_tests/test_architecture.py",
    "host_tests/test_device_settings.py",
    "host_tests/test_lang.py::test_every_language_has_the_same_keys_and_placeholders",
    "host_tests/test_lang.py::test_a_games_own_strings_are_p_while_it_is_named_and_no_other_games",
    "host_tests/test_lang.py::test_every_character_has_a_glyph",
    "host_tests/test_lang.py::test_the_longest_strings_fit",
    "host_tests/test_lang.py::test_the_lists_of_languages_and_names",
    "host_tests/test_ui_sim.py::test_main_menu_moves_and_wraps",
    "host_tests/test_sim.py::test_select_finds_a_menu_entry_by_its_label",
    "host_tests/test_records.py::test_games_played_and_won_per_name_and_the_records_page",
    "host_tests/test_device_app.py::test_every_screen_is_reachable_and_left_again",
    "host_tests/test_device_app.py::test_settings_survive_a_restart_and_a_corrupt_file",
    "host_tests/test_device_app.py::test_thousands_of_random_presses_never_crash",
    "host_tests/test_every_game.py",
    "host_tests/test_registry.py",
    "host_tests/test_privacy.py",
]


def _ignore(_folder, names):
    return [n for n in names if n in SKIP]


def _added():
    """The new game's files: (path in the copy, path here)."""
    out = []
    for folder, _dirs, files in os.walk(NEW):
        for f in files:
            if f.endswith(".py"):
                here = os.path.join(folder, f)
                out.append((os.path.join("firmware", os.path.relpath(here, NEW)), here))
    return sorted(out)


def _differences(a, b, rel=""):
    """Files that differ, or are only in one of the trees a and b (build output aside)."""
    cmp = filecmp.dircmp(os.path.join(a, rel), os.path.join(b, rel), ignore=list(SKIP))
    out = [os.path.join(rel, n) for n in cmp.diff_files + cmp.funny_files]
    for top, names in ((a, cmp.left_only), (b, cmp.right_only)):
        for n in names:  # (a folder in one tree only: every file in it)
            path = os.path.join(top, rel, n)
            if not os.path.isdir(path):
                out.append(os.path.join(rel, n))
            for folder, dirs, files in os.walk(path):
                dirs[:] = [d for d in dirs if d not in SKIP]
                out += [os.path.relpath(os.path.join(folder, f), top) for f in files]
    for sub in cmp.common_dirs:
        out += _differences(a, b, os.path.join(rel, sub))
    return out


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    tree = str(tmp_path_factory.mktemp("newgame") / "tree")
    shutil.copytree(ROOT, tree, ignore=_ignore, symlinks=True)
    os.symlink(os.path.join(ROOT, "node_modules"), os.path.join(tree, "node_modules"))
    for there, here in _added():
        os.makedirs(os.path.dirname(os.path.join(tree, there)), exist_ok=True)
        shutil.copyfile(here, os.path.join(tree, there))
    path = os.path.join(tree, REGISTRY)
    with open(path, encoding="utf8") as f:
        text = f.read()
    last = '    "equi",\n'  # (the registry's last line: the new game's goes after it)
    assert text.count(last) == 1
    with open(path, "w", encoding="utf8") as f:
        f.write(text.replace(last, last + '    "high",\n'))
    return tree


def test_the_new_game_lints_and_type_checks_as_firmware(copy):
    ruff = os.path.join(os.path.dirname(sys.executable), "ruff")
    for cmd in ([ruff, "check", "--no-cache", "firmware"],
                [ruff, "format", "--no-cache", "--check", "firmware"]):  # fmt: skip
        proc = subprocess.run(cmd, cwd=copy, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, (cmd, proc.stdout[-4000:], proc.stderr[-2000:])
    # tools/check/typecheck.py's MicroPython run, as it configures it, on the copy: the firmware
    # with the new game, and the files that run in the VM beside it.  (Its CPython run
    # checks tools/ and host_tests/, the same files in the copy as here.)
    folder = os.path.join(copy, "build", "typecheck", "micropython")

    def up(paths):
        return [os.path.relpath(os.path.join(copy, p), folder) for p in paths]

    config = typecheck.micropython_config(
        folder,
        os.path.relpath(copy, folder),
        up(("firmware", "boards", *typecheck.vm_side())),
        up(("firmware", "host_tests/device", "host_tests/both")),
        stub_path=os.path.join(copy, "tools", "check", "typings"),
    )
    errors, diags = typecheck.run(config)
    assert errors == 0, [d for d in diags if d["severity"] == "error"]


def _nested(copy, *args):
    # (without the outer run's PYTEST_ADDOPTS: its --store-durations would write the
    # copy's durations.json, a difference outside the new game's files)
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
        cwd=copy, capture_output=True, text=True, timeout=1500, env=env,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
    return proc


def _not_for_a_game_before(nodeid):
    """False for a test parametrized by a game registered here already (its id, or a
    module of its package, names it): this suite runs that one itself."""
    if not nodeid.endswith("]"):
        return True
    words = nodeid[nodeid.rindex("[") + 1 : -1].replace(".", "-").split("-")
    return not set(words) & set(registry.GAMES)


def test_a_new_game_needs_its_own_files_and_one_registry_line(copy):
    # Of TESTS, what the new game adds: the tests not parametrized by game, and its own
    # parametrizations (the suite runs the other games' itself).
    listed = _nested(copy, "--collect-only", "-q", *TESTS).stdout.splitlines()
    chosen = [n for n in listed if "::" in n and _not_for_a_game_before(n)]
    assert len(chosen) < len([n for n in listed if "::" in n])
    proc = _nested(copy, "-v", "-x", *chosen)
    # the new game's own: a whole game with a save and a resume, its screens in every
    # language, its strings and names among every language's
    passed = [line.split(" ")[0] for line in proc.stdout.splitlines() if " PASSED" in line]
    every = "host_tests/test_every_game.py::test_a_game"
    assert [p for p in passed if p.startswith(every) and p.endswith("[high]")], passed
    screens = [p for p in passed if "stay_on_the_screen" in p and "high" in p]
    assert len(screens) == 3, passed  # en, uk, ru
    # its hidden hands on the console's pass-and-play table: no frame shows one to
    # another seat; its prefix, kinds and save id its own
    private = "host_tests/test_privacy.py::test_no_frame_shows_a_hand_its_seat_may_not_see"
    assert private + "[high]" in passed, passed
    assert (
        "host_tests/test_registry.py::test_every_game_has_a_prefix_and_a_save_id_of_its_own"
        in passed
    )
    # nothing outside the game's own files changed but its registry line
    own = [there for there, _here in _added()]
    outside = [d for d in _differences(ROOT, copy) if d not in own]
    assert outside == [REGISTRY], outside
    with open(os.path.join(ROOT, REGISTRY), encoding="utf8") as a:
        before = a.read().splitlines()
    with open(os.path.join(copy, REGISTRY), encoding="utf8") as b:
        after = b.read().splitlines()
    assert len(after) == len(before) + 1
    assert [x for x in after if x not in before] == ['    "high",']

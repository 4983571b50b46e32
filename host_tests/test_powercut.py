"""The firmware's own save, settings and records code (store/flash.py, games/saves.py,
store/settings.py, store/records.py, run by CPython) on a real littlefs v2 with the Pico's
geometry (tools/builders/lfsflash.py), the power cut at every program and erase of a sequence of
saves, and also half-way through each one (a page half programmed, a sector half
erased).  After each cut a fresh littlefs mounts the surviving bytes and the firmware
loads: it must find the last complete save or the one that was being written, never an
unreadable file, never "no save" when one existed.

A cut is made by replaying the logged operations of one uninterrupted run onto the flash
image as it was before: the first k reach the flash, the rest never do.  (littlefs-python
swallows an exception raised in the block device's callbacks and carries on, so a device
that raises cannot stop littlefs the way a power cut does; the replay gives exactly the
bytes a cut leaves.)

Then a full, a read-only and a failing flash, and files from a newer firmware: a one-line
message, play goes on, nothing that was on the flash is lost."""

import json

import pytest
from littlefs import LittleFSError

from games import saves
from games.match import PERSON, Match
from lfsflash import Adapter, Device, apply, close_raw
from rules import cards, ratscrew, rng
from store import flash, records, settings

FOLDER = "/data"
NAMES = ["Ann", "Bob", "Cy"]


@pytest.fixture(autouse=True)
def device_flash():
    yield
    flash.use(None)  # the other tests' files go back to the host's own


def _game(seed):
    deck = rng.shuffled_deck(cards.full_deck(0), seed)
    return ratscrew.new_game(deck, 3, 0, 0)


def record_run(saves_n, **adapter):
    """Run saves_n rounds of writes through the firmware: a game save every round, the
    settings every third, the records every fourth.  Returns the device, the image before
    the first write and per file the writes as (first op, end op, what was written)."""
    dev = Device()
    fs = dev.format()
    initial = bytes(dev.image)
    dev.ops.clear()
    flash.use(Adapter(fs, **adapter))
    m = Match("ratscrew", list(NAMES), [PERSON, "cpu", "cpu"], 0, {"jokers": 0})
    st = _game(1)
    prefs = settings.Settings(FOLDER)
    writes = {"game": [], "settings": [], "records": []}
    for i in range(saves_n):
        for _ in range(7):  # a few cards: a different state each save
            if st.over:
                st = _game(i + 2)
            st.push(ratscrew.LAY)
        if st.over:
            st = _game(i + 100)
        m.games = i  # what identifies this save when it is read back
        start = len(dev.ops)
        assert saves.save(FOLDER, m, 5, st) is None
        writes["game"].append((start, len(dev.ops), i))
        if i % 3 == 0:
            prefs.set("contrast", i % 5)
            prefs.set("speed", (i // 5) % 4)
            prefs.set("timeout", (i // 20) % 6)
            start = len(dev.ops)
            assert prefs.save() is None
            writes["settings"].append((start, len(dev.ops), i))
        if i % 4 == 0:
            start = len(dev.ops)
            assert records.add(FOLDER, "ratscrew", NAMES, [i % 3]) is None
            writes["records"].append((start, len(dev.ops), i // 4 + 1))
    return dev, initial, writes


def read_back(image):
    """What the firmware finds on a flash with these bytes: per file the identity of
    what it read, None for no file; AssertionError for anything unreadable."""
    fs = Device(bytearray(image)).mount()  # littlefs must mount whatever a cut left
    flash.use(Adapter(fs))
    found = {}
    try:
        found["game"] = saves.load(FOLDER, "ratscrew").match.games
    except saves.SaveError as e:
        assert e.args == ("no saved game", "E_NO_SAVE", None), e
        found["game"] = None
    prefs = settings.Settings(FOLDER)
    problem = prefs.load()
    assert problem is None, problem
    if flash.read_text(FOLDER, "settings.json") is None:
        found["settings"] = None
    else:
        c, sp, t = (prefs.get(k) for k in ("contrast", "speed", "timeout"))
        candidates = [
            i for i in range(0, 120, 3) if (i % 5, (i // 5) % 4, (i // 20) % 6) == (c, sp, t)
        ]
        assert len(candidates) == 1
        found["settings"] = candidates[0]
    data, problem = records.load(FOLDER)
    assert problem is None, problem
    found["records"] = data["n"] or None
    return found


def allowed(writes, k, torn):
    """The identities a cut after k whole operations may leave: the last complete write,
    and the one under way (whose rename may have gone through)."""
    last = None
    ok = set()
    for start, end, ident in writes:
        if end <= k:
            last = ident
        elif start < k or (torn and start == k):
            ok.add(ident)
    ok.add(last)
    return ok, last


def cut_everywhere(dev, initial, writes):
    image = bytearray(initial)
    outcomes = {"cuts": 0, "old": 0, "new": 0}
    for k in range(len(dev.ops)):
        for torn in (False, True):
            snapshot = bytearray(image)
            if torn:
                apply(snapshot, dev.ops[k], torn=True)
            found = read_back(snapshot)
            outcomes["cuts"] += 1
            for name, ident in found.items():
                ok, last = allowed(writes[name], k, torn)
                assert ident in ok, (k, torn, name, ident, ok)
                outcomes["old" if ident == last else "new"] += 1
        apply(image, dev.ops[k])
    assert read_back(image) == {n: w[-1][2] for n, w in writes.items()}  # no cut at all
    return outcomes


def test_a_power_cut_at_any_moment_leaves_the_last_save_or_the_next(capsys):
    dev, initial, writes = record_run(100)
    outcomes = cut_everywhere(dev, initial, writes)
    with capsys.disabled():
        print("\n  power cuts: %(cuts)d; files read back: the last complete save %(old)d,"
              " the save under way %(new)d" % outcomes)  # fmt: skip
    assert outcomes["cuts"] >= 500
    assert sum(len(w) for w in writes.values()) >= 150


def test_power_cuts_where_a_rename_cannot_replace_a_file():
    # write_atomic's other path (the old file renamed to .old first) is just as safe
    dev, initial, writes = record_run(15, no_overwrite=True)
    outcomes = cut_everywhere(dev, initial, writes)
    assert outcomes["cuts"] >= 100


def test_littlefs_renames_over_a_file_in_one_step():
    # so on the Pico write_atomic never needs its fallback
    fs = Device().format()
    a = Adapter(fs)
    a.mkdir(FOLDER)
    for text in ("one", "two"):
        with a.open(FOLDER + "/x.tmp", "w") as f:
            f.write(text)
        a.rename(FOLDER + "/x.tmp", FOLDER + "/x")
    assert a.open(FOLDER + "/x").read() == "two"
    assert a.listdir(FOLDER) == ["x"]


def test_one_listing_says_what_is_kept_as_a_look_up_per_file_does():
    # the main menu reads the folder once (flash.names()) to ask after every game's save
    fs = Device().format()
    flash.use(Adapter(fs))
    flash.make_dir(FOLDER)
    flash.write_atomic(FOLDER, "a.json", "{}")
    with fs.open(FOLDER + "/b.json.old", "w") as f:  # (a rename's fallback left it)
        f.write("{}")
    there = flash.names(FOLDER)
    assert there == {"a.json", "b.json.old"}
    for name in ("a.json", "b.json", "c.json", "a"):
        assert flash.kept(FOLDER, name, there) == flash.kept(FOLDER, name)
    assert [flash.kept(FOLDER, n, there) for n in ("a.json", "b.json", "c.json")] == [
        True, True, False,
    ]  # fmt: skip
    assert flash.names(FOLDER + "/none") == set()  # no folder yet: nothing kept
    flash.use(Adapter(fs, failing=True))
    assert flash.names(FOLDER) == set()  # a failing flash: no Resume, no crash


def _setup_files(block_count=352):
    dev = Device(block_count=block_count)
    fs = dev.format()
    flash.use(Adapter(fs))
    m = Match("ratscrew", list(NAMES), [PERSON, "cpu", "cpu"], 0, {"jokers": 0})
    st = _game(3)
    for _ in range(20):
        st.push(ratscrew.LAY)
    assert saves.save(FOLDER, m, 9, st) is None
    prefs = settings.Settings(FOLDER)
    prefs.set("contrast", 1)
    assert prefs.save() is None
    assert records.add(FOLDER, "ratscrew", NAMES, [0]) is None
    return dev, fs, m, st, prefs


def _contents(fs):
    return {n: fs.open(FOLDER + "/" + n).read() for n in sorted(fs.listdir(FOLDER))}


def fill(dev):
    """Fill the flash to the last byte: big files, then small ones (which littlefs keeps
    inside its directory blocks) until even those are refused.  A fresh mount after each
    refusal: littlefs-python is built with littlefs's assertions, which a write after a
    failed one on the same mount can trip (MicroPython builds littlefs without them)."""
    fs = dev.mount()
    fs.mkdir("/fill")
    for folder, size in (("/fill", 4096), ("/fill", 256), (FOLDER, 64), (FOLDER, 8)):
        for i in range(10000):
            try:
                f = fs.open("%s/f%d-%d" % (folder, size, i), "wb", buffering=0)
            except LittleFSError:
                break
            try:
                f.write(b"\0" * size)
                close_raw(f)
            except LittleFSError:
                close_raw_quietly(f)
                break
        fs = dev.mount()


def close_raw_quietly(f):
    try:
        close_raw(f)
    except LittleFSError:
        pass


def test_a_full_flash_refuses_with_a_message_and_keeps_the_old_files():
    dev, fs, m, st, prefs = _setup_files(block_count=24)
    fill(dev)

    def fresh():  # each attempt on a fresh mount of the full flash (see fill())
        fs = dev.mount()
        flash.use(Adapter(fs))
        return fs

    before = _contents(fresh())
    st.push(ratscrew.LAY)
    problem = saves.save(FOLDER, m, 9, st)  # (the console's line, the message, its reason)
    assert problem is not None and problem[0].startswith("Game not saved (")
    assert "\n" not in problem[0] and len(problem[0]) < 60
    assert problem[1:] == ("E_GAME_SAVE", "WHY_FULL"), problem
    fresh()
    prefs.set("contrast", 4)
    assert prefs.save()[1:] == ("E_SETTINGS_SAVE", "WHY_FULL")
    fresh()
    problem = records.add(FOLDER, "ratscrew", NAMES, [1])
    assert problem[0].startswith("Records not saved (")
    assert problem[1:] == ("E_RECORDS_SAVE", "WHY_FULL")
    fs = fresh()
    assert _contents(fs) == before  # nothing lost, no temporary file left behind
    assert saves.load(FOLDER, "ratscrew").state.laid == 20
    for folder in ("/fill", FOLDER):
        for name in fs.listdir(folder):
            if name.startswith("f"):
                fs.remove(folder + "/" + name)
    assert saves.save(FOLDER, m, 9, st) is None  # space again: saving works again
    assert saves.load(FOLDER, "ratscrew").state.laid == 21


def test_a_read_only_or_failing_flash_refuses_with_a_message():
    _dev, fs, m, st, prefs = _setup_files()
    before = _contents(fs)
    flash.use(Adapter(fs, read_only=True))
    assert saves.save(FOLDER, m, 9, st)[0].startswith("Game not saved (")
    assert prefs.save()[0].startswith("Settings not saved (")
    assert records.add(FOLDER, "ratscrew", NAMES, [1])[0].startswith("Records not saved (")
    assert saves.load(FOLDER, "ratscrew").state.laid == 20  # still there to resume
    flash.use(Adapter(fs, failing=True))
    assert saves.save(FOLDER, m, 9, st)[0].startswith("Game not saved (")
    assert prefs.save()[0].startswith("Settings not saved (")
    assert records.add(FOLDER, "ratscrew", NAMES, [1])[0].startswith("Records not saved (")
    with pytest.raises(saves.SaveError):
        saves.load(FOLDER, "ratscrew")
    flash.delete(FOLDER, "ratscrew.json")  # a new game: the drop fails quietly
    assert settings.Settings(FOLDER).load() is None  # defaults, no crash
    flash.use(Adapter(fs))
    assert _contents(fs) == before


def test_files_from_a_newer_firmware_are_set_aside_not_lost():
    _dev, fs, m, st, prefs = _setup_files()
    newer = json.loads(fs.open(FOLDER + "/ratscrew.json").read())
    newer["v"] = 3
    with fs.open(FOLDER + "/ratscrew.json", "w") as f:
        f.write(json.dumps(newer))
    with pytest.raises(saves.SaveError) as e:
        saves.load(FOLDER, "ratscrew")
    line = "Saved game unreadable (made by a newer firmware)"
    assert e.value.args == (line, "E_GAME_NEWER", None)
    assert json.loads(fs.open(FOLDER + "/ratscrew.bad").read()) == newer
    with fs.open(FOLDER + "/records.json", "w") as f:
        f.write(json.dumps({"v": 2, "n": 1, "names": {}}))
    data, problem = records.load(FOLDER)
    line = "Records unreadable (made by a newer firmware); set aside"
    assert problem == (line, "E_RECORDS_NEWER", None)
    assert data["n"] == 0
    assert json.loads(fs.open(FOLDER + "/records.bad").read())["v"] == 2
    assert records.add(FOLDER, "ratscrew", NAMES, [0]) is None  # and records go on
    # settings a newer firmware added are kept through a load and a save of this one
    data = json.loads(fs.open(FOLDER + "/settings.json").read())
    data["a_newer_setting"] = [1, 2]
    with fs.open(FOLDER + "/settings.json", "w") as f:
        f.write(json.dumps(data))
    prefs = settings.Settings(FOLDER)
    assert prefs.load() is None and prefs.get("contrast") == 1
    prefs.set("contrast", 2)
    assert prefs.save() is None
    again = json.loads(fs.open(FOLDER + "/settings.json").read())
    assert again["a_newer_setting"] == [1, 2] and again["contrast"] == 2

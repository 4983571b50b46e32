"""tools/builders/build.py: a release build compiles without line numbers (the heap the code
takes on the Pico), LINE_NUMBERS=1 / --lines keeps them, and a build in the other mode
compiles again; a build with nothing to do writes nothing, and a file compiled again is
put in place whole (the tests' VMs read build/mpy while other workers bring it up to
date)."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools", "builders"), os.path.join(ROOT, "tools", "vm")]

import build  # noqa: E402
from mpvm import MicroPythonVM  # noqa: E402

FAULT = """
import sys
sys.path.insert(0, "/alt")
from rules import cards
try:
    cards.parse("ZZ")
except Exception as e:
    sys.print_exception(e)
"""


def traceback(out):
    # (the VM's own firmware as source: no build of build/mpy, which other tests share)
    vm = MicroPythonVM(mounts=[(os.path.join(out, "firmware"), "/alt")], compiled=False)
    out = vm.run(FAULT).splitlines()
    return [x.strip() for x in out if x.strip().startswith('File "rules.')]


def test_release_build_has_no_line_numbers_and_lines_brings_them_back(tmp_path, monkeypatch):
    out = str(tmp_path / "mpy")
    monkeypatch.delenv("LINE_NUMBERS", raising=False)
    count, failures = build.build(out)
    assert not failures and count > 50
    mpy = os.path.join(out, "firmware", "rules", "cards.mpy")
    plain = os.path.getsize(mpy)
    frames = traceback(out)
    assert frames and all(f.startswith('File "rules.cards", line 1, in ') for f in frames), frames
    assert frames[-1].endswith("in parse")

    monkeypatch.setenv("LINE_NUMBERS", "1")  # make ... LINE_NUMBERS=1
    assert build.lines_wanted()
    monkeypatch.delenv("LINE_NUMBERS")
    build.build(out, lines=True)  # every file compiled again
    assert os.path.getsize(mpy) > plain
    frames = traceback(out)
    with open(os.path.join(ROOT, "firmware", "rules", "cards.py")) as f:
        raising = [i + 1 for i, x in enumerate(f) if "raise CardError" in x]
    line = int(frames[-1].split("line ")[1].split(",")[0])
    assert line in raising, (frames, raising)

    build.build(out)  # and back
    assert os.path.getsize(mpy) == plain


def test_a_build_with_nothing_to_do_writes_nothing(tmp_path):
    # Every test's VM brings build/mpy up to date while other workers' VMs read it: a
    # build that finds it current must leave every file as it is, its mode stamp too
    # (rewritten, the stamp was empty for an instant, and a build that read it then
    # compiled every file again under the readers).
    out = str(tmp_path / "mpy")
    build.build(out, lines=False)
    before = _files(out)
    assert os.path.join(out, ".flags") in before and len(before) > 50
    count, failures = build.build(out, lines=False)
    assert not failures and count == len(before)  # (each .mpy, and main.py checked)
    assert _files(out) == before
    # a compiled file is replaced whole (a new file put in its place), never written over
    src = os.path.join(ROOT, "firmware", "rules", "cards.py")
    mpy = os.path.join(out, "firmware", "rules", "cards.mpy")
    os.utime(mpy, ns=(0, 0))  # (older than its source: compiled again)
    build.build(out, lines=False)
    assert os.stat(mpy).st_ino != before[mpy][0] and os.path.getmtime(mpy) >= os.path.getmtime(src)
    assert not [n for _d, _s, names in os.walk(out) for n in names if n.endswith(".part")]


def _files(out):
    """{path: (inode, mtime)} of every file under out."""
    found = {}
    for dirpath, _dirs, names in os.walk(out):
        for name in names:
            st = os.stat(os.path.join(dirpath, name))
            found[os.path.join(dirpath, name)] = (st.st_ino, st.st_mtime_ns)
    return found

"""tools/builders/build.py: a release build compiles without line numbers (the heap the code
takes on the Pico), LINE_NUMBERS=1 / --lines keeps them, and a build in the other mode
compiles again."""

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

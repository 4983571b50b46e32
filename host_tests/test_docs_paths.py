"""Every file a comment, a docstring or a document names is there: a path into this
repository (its top folders, or a firmware wing as the firmware's comments write them)
names a file or folder that exists, so that a file moved or removed leaves no pointer
behind (a stale one once sent readers to shell/rulestext.py)."""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOPS = ("firmware", "tools", "host_tests", "docs", "boards")
WINGS = ("rules", "uikit", "hw", "store", "games", "shell")
# a path: a top folder or a wing, then parts, ending in a file name with its extension
PATH = re.compile(
    r"(?<![\w/.-])((?:%s)/[\w./-]*\w\.(?:py|md|mjs|keys|txt|toml|json))" % "|".join(TOPS + WINGS)
)
EXAMPLES = {
    "boards/name_with_dashes.py",  # (boards/README.md's example of a name)
    "tools/makemanifest.py",  # (MicroPython's own tools, in its source tree)
    "tools/uf2conv.py",
}
HERE = os.path.basename(__file__)  # (this file names stale paths on purpose)


def files():
    for top in (*TOPS, "README.md", "Makefile"):
        path = os.path.join(ROOT, top)
        if os.path.isfile(path):
            yield path
            continue
        for folder, dirs, names in os.walk(path):
            dirs[:] = [d for d in dirs if d not in ("__pycache__", "img", "newgame")]
            for name in names:
                if name.endswith((".py", ".md", ".mjs", ".keys")) and name != HERE:
                    yield os.path.join(folder, name)


def missing():
    out = []
    for path in files():
        with open(path, encoding="utf8") as f:
            for n, line in enumerate(f, 1):
                for name in PATH.findall(line):
                    if name in EXAMPLES:
                        continue
                    here = os.path.dirname(path)
                    where = [ROOT, os.path.join(ROOT, "firmware"), here]
                    if not any(os.path.exists(os.path.join(w, name)) for w in where):
                        out.append("%s:%d: %s" % (os.path.relpath(path, ROOT), n, name))
    return out


def test_every_file_named_is_there():
    assert missing() == []


def test_a_stale_name_is_found(tmp_path, monkeypatch):
    doc = tmp_path / "docs"
    doc.mkdir()
    (doc / "x.md").write_text("see shell/rulestext.py and firmware/uikit/ui.py\n")
    monkeypatch.setattr(__import__(__name__), "ROOT", str(tmp_path))
    (tmp_path / "firmware" / "uikit").mkdir(parents=True)
    (tmp_path / "firmware" / "uikit" / "ui.py").write_text("")
    assert missing() == ["docs/x.md:1: shell/rulestext.py"]

# Picks the board module: boards/<name with - as _>.py, named by /board.txt (deploy writes it).
import os
import sys

_BOARD_FILE = "/board.txt"


class BoardError(Exception):
    """No usable board; the message names the board and lists the known ones."""


def _module_name(name):
    return name.replace("-", "_")


def known():
    """The boards found in every boards/ folder on sys.path, as names ('pico-ssd1306')."""
    found = []
    for base in sys.path:
        folder = (base.rstrip("/") + "/boards") if base else "boards"
        try:
            entries = os.listdir(folder)
        except OSError:
            continue
        for entry in entries:
            dot = entry.rfind(".")
            if dot > 0 and entry[dot:] in (".py", ".mpy") and not entry.startswith("_"):
                board = entry[:dot].replace("_", "-")
                if board not in found:
                    found.append(board)
    found.sort()
    return found


def _listing():
    names = known()
    return ", ".join(names) if names else "none (copy the boards folder onto the device)"


def read_name(path=_BOARD_FILE):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        raise BoardError(
            "no board chosen: %s is missing; known boards: %s (make deploy BOARD=... writes it)"
            % (path, _listing())
        )


def load(name=None):
    """The board module for name (or the one /board.txt names); BoardError if there is none."""
    if name is None:
        name = read_name()
    if not name or name.startswith(".") or "/" in name or name not in known():
        raise BoardError("unknown board '%s'; known boards: %s" % (name, _listing()))
    modname = "boards." + _module_name(name)
    try:
        __import__(modname)
    except ImportError as e:
        raise BoardError("board '%s' cannot load: %s" % (name, e))
    board = sys.modules[modname]
    for part in ("display", "buttons", "buzzer"):
        if not callable(getattr(board, part, None)):
            raise BoardError("board '%s' has no %s() (see boards/README.md)" % (name, part))
    return board

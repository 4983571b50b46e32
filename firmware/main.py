# The Pico's entry point: load the board (the frozen firmware's own, or the one
# /board.txt names) and run the app.  A missing or unknown board, or a display that does
# not answer, is a message on the REPL rather than a traceback.
import sys

# In the frozen firmware (make firmware) this file is frozen too, and MicroPython runs a
# frozen main.py before one on the file system.  Its sys.path is ['', '.frozen', '/lib']:
# files on the file system come first, so .mpy files an earlier `make deploy` left there
# would run instead of the frozen code.  Frozen modules go first, before anything of ours
# is imported; the file system keeps the player's data (/data) and nothing of it is read
# as code.  On stock MicroPython (make deploy) '.frozen' holds only MicroPython's own
# modules (asyncio, rp2, ...), which no file of ours replaces, so the order is the same.
if ".frozen" in sys.path:
    sys.path.remove(".frozen")
    sys.path.insert(0, ".frozen")

# MicroPython looks on every sys.path entry for a file that extends a built-in module
# (time, os, json, machine, ...) before it takes the built-in, and keeps no built-in in
# sys.modules: every `import time` searched the file system again, 3.8 ms on a Pico (the
# emulated one; `import gc` takes 0.06), and our modules run such imports each time they
# are loaded.  No file of ours extends a built-in, so each is looked up once, here, with
# sys.path empty for it (MicroPython then takes the built-in at once).  One a host has
# put in sys.modules already, or has not built in, is left to the usual import.
_path = sys.path[:]
sys.path.clear()
for _name in ("time", "os", "json", "machine", "binascii", "io", "struct", "errno"):
    if _name not in sys.modules:
        try:
            sys.modules[_name] = __import__(_name)
        except ImportError:
            pass
sys.path.extend(_path)

from shell import app  # noqa: E402 - after the path is set


def _board():
    # The chooser is needed once: the app lets it go as it starts (2.4 KB of heap;
    # shell/app.py's once).
    from shell import boardsel

    try:
        return boardsel.load()
    except boardsel.BoardError as e:
        print("error:", e)


try:
    board = _board()
    if board is not None:
        app.run(board)
except OSError as e:
    if not e.args or not isinstance(e.args[0], str):
        raise  # not one of the board's wiring messages: keep the traceback
    print("error:", e.args[0])

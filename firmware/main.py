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

from shell import app, boardsel  # noqa: E402 - after the path is set


def _board():
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

# The Pico's entry point: load the board (the build's own, frozen or in the ROMFS image,
# or the one /board.txt names) and run the app.  A missing or unknown board, or a display
# that does not answer, is a message on the REPL rather than a traceback.
import sys

# Our code's home first: '.frozen' (make firmware: this file is frozen too, and runs
# before one on the file system) then '/rom' (make deploy's ROMFS image on a Pico).  Where
# the build's frozenboard is found there, our code is in flash, and sys.path is narrowed
# to those: a .mpy an older install left on the file system never runs, and a built-in
# module (time, json, ...), looked for on every entry before the built-in is taken, is
# never looked up on littlefs.  On a Pico 2 (.mpy files on the file system) the rest of
# the path follows, as it was.
_home = [p for p in (".frozen", "/rom") if p in sys.path]
_rest = [p for p in sys.path if p not in _home]
sys.path.clear()
sys.path.extend(_home)
try:
    import frozenboard  # noqa: F401 # pyright: ignore[reportMissingImports] - generated
except ImportError:
    sys.path.extend(_rest)
del _home, _rest

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

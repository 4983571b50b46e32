# The Pico's entry point: load the board named in /board.txt and run the app.
# A missing or unknown board, or a display that does not answer, is a message on the
# REPL rather than a traceback.
from shell import app
from uikit import ui


def _board():
    # The chooser is needed once: it is let go before the game starts (2.4 KB of heap).
    from shell import boardsel

    try:
        return boardsel.load()
    except boardsel.BoardError as e:
        print("error:", e)
    finally:
        ui.forget("shell.boardsel")


try:
    board = _board()
    if board is not None:
        app.run(board)
except OSError as e:
    if not e.args or not isinstance(e.args[0], str):
        raise  # not one of the board's wiring messages: keep the traceback
    print("error:", e.args[0])

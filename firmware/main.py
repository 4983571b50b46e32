# The Pico's entry point: load the board named in /board.txt and run the app.
# A missing or unknown board, or a display that does not answer, is a message on the
# REPL rather than a traceback.
import asyncio

from shell import app, boardsel

try:
    board = boardsel.load()
    asyncio.run(app.main(board))
except boardsel.BoardError as e:
    print("error:", e)
except OSError as e:
    if not e.args or not isinstance(e.args[0], str):
        raise  # not one of the board's wiring messages: keep the traceback
    print("error:", e.args[0])

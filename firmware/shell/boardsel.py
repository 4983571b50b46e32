# Picks the board module: boards/<name with - as _>.py, the one the frozen firmware was
# built for (its generated module frozenboard), else the one /board.txt names (deploy
# writes it).  Boards are found by importing them, not by listing folders: a frozen
# module is in no folder.  boards/__init__.py names the known ones for messages.
try:
    from boards import BOARDS
except ImportError:  # no boards package, or one from before the registry
    BOARDS = ()
try:
    # Generated and frozen by make firmware (tools/freeze.py), in no folder to check.
    from frozenboard import NAME as BUILT  # pyright: ignore[reportMissingImports]
except ImportError:
    BUILT = None

_BOARD_FILE = "/board.txt"


class BoardError(Exception):
    """No usable board; the message names the board and lists the known ones."""


def known():
    """The registry of boards/__init__.py, as names ('pico-ssd1306'); () without one."""
    return BOARDS


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


def chosen():
    """The frozen firmware's own board, whatever /board.txt an older deploy left; else the
    board /board.txt names."""
    return BUILT if BUILT is not None else read_name()


def load(name=None):
    """The board module for name (or the chosen one); BoardError if there is none."""
    if name is None:
        name = chosen()
    # A name is a module's: no dots (a module of another package), no slashes.
    if not name or "." in name or "/" in name or " " in name:
        raise BoardError("unknown board '%s'; known boards: %s" % (name, _listing()))
    module = name.replace("-", "_")
    modname = "boards." + module
    try:
        board = getattr(__import__(modname), module)  # (the package's, once imported)
    except ImportError as e:
        # Only the board itself missing is an unknown board; a module the board imports
        # that is missing is the board's own problem, said as such.
        if str(e).endswith(("'%s'" % modname, "'boards'")):
            raise BoardError("unknown board '%s'; known boards: %s" % (name, _listing()))
        raise BoardError("board '%s' cannot load: %s" % (name, e))
    for part in ("display", "buttons", "buzzer"):
        if not callable(getattr(board, part, None)):
            raise BoardError("board '%s' has no %s() (see boards/README.md)" % (name, part))
    return board

# Logical buttons: the bits of the mask a board's buttons().read() returns.
# Apps see only these; which pin is which button is the board's business.
from micropython import const

UP = const(1)
DOWN = const(2)
LEFT = const(4)
RIGHT = const(8)
A = const(16)
B = const(32)
ALL = const(63)

NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")  # bit 0 first


def name(key):
    """'UP' for UP; for a mask, the held keys joined by '+'."""
    return "+".join(NAMES[i] for i in range(6) if key >> i & 1)

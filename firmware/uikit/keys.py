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

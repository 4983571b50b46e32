# CPython stand-in for MicroPython's `micropython` module, so the firmware's pure modules
# import unchanged on a PC.  Only `const`, which is all the rules code uses.


def const(value):
    return value

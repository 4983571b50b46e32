# Test helpers that work the same on CPython and on MicroPython (no pytest inside the VM).


def raises(exc_type, fn, *args, **kw):
    """Call fn and return the exc_type it raised; fail if it raised nothing."""
    try:
        fn(*args, **kw)
    except exc_type as e:
        return e
    raise AssertionError("%s not raised by %s" % (exc_type.__name__, fn))


def deck_from(text):
    from rules import cards

    return cards.parse_list(text)

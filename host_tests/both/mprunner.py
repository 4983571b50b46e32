# Runs the test_* functions of a shared test module under MicroPython; one JSON line each.
# The modules in this folder keep to what both interpreters run: plain functions, plain
# asserts, helpers from check.py.  Pytest collects the same modules on CPython.
import json
import sys


def run(modname):
    mod = __import__(modname)
    for name in sorted(dir(mod)):
        if not name.startswith("test_"):
            continue
        fn = getattr(mod, name)
        err = ""
        try:
            fn()
        except Exception as e:  # report every failure, keep going
            import io

            # The rp2 stubs' io.StringIO lacks the stream base and getvalue() it has.
            buf = io.StringIO()
            sys.print_exception(e, buf)  # pyright: ignore[reportArgumentType]
            err = buf.getvalue()  # pyright: ignore[reportAttributeAccessIssue]
        print(json.dumps({"test": name, "ok": not err, "error": err}))

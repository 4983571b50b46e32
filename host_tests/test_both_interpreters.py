"""Every shared test module in host_tests/both runs under the MicroPython VM as well.

Pytest runs those modules on CPython by itself; here each one runs again inside the VM
on the compiled .mpy firmware, and every test function must be found and pass there."""

import glob
import importlib
import os

import pytest

BOTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "both")
MODULES = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(BOTH, "test_*.py")))


@pytest.mark.parametrize("modname", MODULES)
def test_module_passes_under_micropython(micropython, modname):
    results = micropython.run_json("import mprunner\nmprunner.run(%r)\n" % modname)
    expected = sorted(n for n in dir(importlib.import_module(modname)) if n.startswith("test_"))
    assert [r["test"] for r in results] == expected
    failures = ["%s:\n%s" % (r["test"], r["error"]) for r in results if not r["ok"]]
    assert not failures, "\n".join(failures)

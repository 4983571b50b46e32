"""Shared fixtures.  The firmware's pure modules import on CPython straight from firmware/
(with tools/hostlib standing in for MicroPython's `micropython` module), and run under the
real MicroPython VM through the `micropython` fixture."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for sub in ("firmware", "tools/hostlib", "tools", "host_tests/both"):
    path = os.path.join(ROOT, sub)
    if path not in sys.path:
        sys.path.insert(0, path)

from mpvm import MicroPythonVM  # noqa: E402

BOTH_DIR = os.path.join(ROOT, "host_tests", "both")


@pytest.fixture(scope="session")
def micropython():
    """The MicroPython VM with the compiled firmware (build/mpy) and the shared test
    modules of host_tests/both mounted at /lib, so a test can run the very same
    scenarios there and compare with CPython."""
    return MicroPythonVM(mounts=[(BOTH_DIR, "/lib")])

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


def _on_ci():
    """CI (CI set, as .ci/run sets it) has every input the tests need: the ARM toolchain
    and MicroPython's source, ../shared's firmware and boot ROM, Node, a browser."""
    return os.environ.get("CI", "") not in ("", "0")


def _failed_for_ci(report):
    """On CI a skip is a failure, with the skip's one line as its reason."""
    if _on_ci() and report.skipped and not hasattr(report, "wasxfail"):
        why = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = "skipped on CI, where nothing may be missing: %s" % (why,)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    _failed_for_ci(outcome.get_result())


def pytest_configure(config):
    # A module skipped whole (no emulated Pico) is a collection error on CI: the run goes on
    # with the other modules and reports it with them, instead of stopping at collection.
    if _on_ci():
        config.option.continue_on_collection_errors = True


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    outcome = yield
    _failed_for_ci(outcome.get_result())


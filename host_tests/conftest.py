"""Shared fixtures.  The firmware's pure modules import on CPython straight from firmware/
(with tools/hostlib standing in for MicroPython's `micropython` module), and run under the
real MicroPython VM through the `micropython` fixture."""

import json
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (the tools' wings whose modules the tests import, tools/README.md)
for sub in (
    "firmware",
    "tools/hostlib",
    "tools/builders",
    "tools/vm",
    "tools/play",
    "tools/check",
    "tools",
    "host_tests/both",
):
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


# -- the order of a run on several workers ----------------------------------------------
# make test runs the tests on two workers (pytest-xdist, --dist load --maxschedchunk 1: a
# worker is given the next test when it has fewer than two waiting).  Each worker sorts what
# it collected slowest first, by the durations measured before: then the longest tests start
# at once, the short ones fill the gaps at the end, and both workers finish together.  The
# durations are this checkout's last measured ones (pytest's cache, written after every run)
# over host_tests/durations.json (committed, for a fresh clone: `pytest --store-durations`
# writes it from a whole run); a test in neither, a new one, counts as the slowest, so a new
# slow test starts early on its first run and takes its place from the next.  A run on one
# process keeps the file order.

DURATIONS = os.path.join(ROOT, "host_tests", "durations.json")
CACHE_KEY = "pocket/durations"


def pytest_addoption(parser):
    parser.addoption(
        "--store-durations",
        action="store_true",
        help="write every test's measured duration into host_tests/durations.json",
    )


def _known_durations(config):
    known = {}
    try:
        with open(DURATIONS) as f:
            known.update(json.load(f))
    except (OSError, ValueError):
        pass
    if getattr(config, "cache", None) is not None:
        known.update(config.cache.get(CACHE_KEY, {}))
    return known


def pytest_collection_modifyitems(config, items):
    if not hasattr(config, "workerinput"):  # (one process: the file order)
        return
    known = _known_durations(config)
    # (sorted() is stable: equal estimates keep the file order, so a module's quick tests
    # stay together with their fixtures)
    items[:] = sorted(items, key=lambda item: -known.get(item.nodeid, float("inf")))


_MEASURED = {}


def pytest_runtest_logreport(report):
    # (on the controller of a run on workers too: each report comes back with its duration)
    _MEASURED[report.nodeid] = _MEASURED.get(report.nodeid, 0.0) + report.duration


def pytest_sessionfinish(session):
    config = session.config
    if hasattr(config, "workerinput") or not _MEASURED:
        return
    measured = {k: round(v, 2) for k, v in _MEASURED.items()}
    if getattr(config, "cache", None) is not None:
        config.cache.set(CACHE_KEY, dict(config.cache.get(CACHE_KEY, {}), **measured))
    if config.getoption("store_durations"):
        with open(DURATIONS, "w") as f:
            json.dump({k: round(v, 1) for k, v in sorted(measured.items())}, f, indent=0)
            f.write("\n")

"""Shared fixtures.  The firmware's pure modules import on CPython straight from firmware/
(with tools/hostlib standing in for MicroPython's `micropython` module), and run under the
real MicroPython VM through the `micropython` fixture."""

import json
import os
import sys

import pytest
from xdist.scheduler import LoadScopeScheduling

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
# make test runs the tests on three workers (pytest-xdist, -n 3 --dist load; the scheduler
# is pytest_xdist_make_scheduler's below).  Each worker sorts what it collected slowest
# first, by the durations measured before, and is given the next test in that order when it
# has two or fewer waiting: then the longest tests start at once, the short ones fill the
# gaps at the end, and the workers finish together.  The durations are this checkout's last
# measured ones (pytest's cache, written after every run) over host_tests/durations.json
# (committed, for a fresh clone: `pytest --store-durations` writes it from a whole run); a
# test in neither, a new one, counts as the slowest, so a new slow test starts early on its
# first run and takes its place from the next.  A run on one process keeps the file order.
#
# Sorted so, the quick tests of a module that share a module-scoped fixture would land on
# different workers, between other modules' tests, and each would set the fixture up again
# (every card drawn in a VM run: eight times 2 s).  The modules of ONE_WORKER go whole to
# one worker, one test after the other, where their slowest would have started.  (xdist's
# own way, an xdist_group mark with --dist loadgroup, groups nothing under pytest 9.2: it
# renames the test ids, which pytest no longer lets it do.)
ONE_WORKER = (
    "host_tests/test_device_cards.py",  # drawn: every card drawn in one VM run
    "host_tests/test_device_drivers.py",  # drivers: both drivers run in one VM
    "host_tests/test_font.py",  # art, drawn: the font's art; every sample drawn in a VM
    "host_tests/test_lang_messages.py",  # compiled, vm_found: the firmware compiled once
)


class OneWorkerScheduling(LoadScopeScheduling):
    """xdist's scheduling by scope, where a scope is a module of ONE_WORKER, or else one
    test alone."""

    def _split_scope(self, nodeid):
        module = nodeid.split("::")[0]
        return module if module in ONE_WORKER else nodeid


def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "load":
        return None  # (another --dist: xdist's own)
    # (the order collected, not the biggest module first)
    config.option.loadscopereorder = False
    return OneWorkerScheduling(config, log)


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

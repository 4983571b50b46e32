"""The browser tests' shared fixtures (host_tests/test_web*.py load them as a plugin): one
Chromium and one freshly built site served on a free localhost port per test session (per
worker of a run on several), and a fresh browser profile per test.  Session-wide, not per
module: make test runs the tests slowest first, the modules' tests interleaved, and a
module's fixtures would be set up again each time its tests came back.

Without a browser the tests are skipped with how to get one; on CI (CI set) a missing
browser is a failure."""

import os

import browser
import pytest


@pytest.fixture(scope="session")
def chromium():
    if browser.find() is None:
        if os.environ.get("CI"):
            pytest.fail(browser.missing_reason())
        pytest.skip("NO BROWSER, THE WEB CONSOLE IS UNTESTED: " + browser.missing_reason())
    with browser.chromium() as b:
        yield b


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory, chromium):
    return browser.build_site(str(tmp_path_factory.mktemp("web")))


@pytest.fixture(scope="session")
def site(site_dir):
    with browser.served(site_dir) as url:
        yield url


@pytest.fixture
def context(chromium):
    """A browser profile of its own: empty storage, as a first visit."""
    ctx = chromium.new_context()
    yield ctx
    ctx.close()

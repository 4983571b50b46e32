"""The browser that tests and measures the web console: Chromium (Debian's `chromium`, or
the one CHROMIUM names), driven with Playwright from PyPI and never Playwright's own
browser downloads.  Also builds the site and serves it for them.

    python tools/sim/web/browser.py --install   what `make setup` runs: installs Debian's
                                             chromium when it may (as root, with apt-get),
                                             else says how to get one
"""

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
ENV = "CHROMIUM"
NAMES = ("chromium", "chromium-browser")
HOW = (
    "the web console's browser tests need Chromium: `sudo apt-get install chromium` on "
    "Debian (`make setup` does it when run as root), or name a Chromium or Chrome with "
    "CHROMIUM=/path/to/it"
)


def find():
    """The browser's path, or None.  CHROMIUM, when set, must name one that runs."""
    named = os.environ.get(ENV)
    if named:
        path = shutil.which(named)
        return path if path else None
    for name in NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def missing_reason():
    """Why there is no browser, in words that say how to get one."""
    named = os.environ.get(ENV)
    if named:
        return "%s=%s is not a program that runs; %s" % (ENV, named, HOW)
    return "no Chromium found; " + HOW


def install():
    """Debian's chromium, when there is none and this may install it (root with apt-get).
    Otherwise a clear message and success: the tests skip loudly without a browser."""
    if find():
        return 0
    if os.environ.get(ENV):
        print("setup: " + missing_reason())
        return 0
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print("setup: installing Debian's chromium for the web console's browser tests")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        cmd = ["apt-get", "install", "-y", "-q", "--no-install-recommends", "chromium"]
        if subprocess.call(cmd, env=env):  # a fresh machine has no package lists yet
            subprocess.call(["apt-get", "update", "-q"], env=env)
            if subprocess.call(cmd, env=env):
                print("setup: apt-get could not install chromium; " + HOW)
        return 0
    print("setup: " + missing_reason())
    return 0


def compiled():
    """The compiled firmware's tree (build/mpy, made if it is not up to date)."""
    sys.path.insert(0, os.path.join(ROOT, "tools", "vm"))
    from mpvm import compiled_firmware

    return compiled_firmware()


def build_site(out, fw=None):
    """Builds the web console into out from the compiled firmware (build/mpy), or from the
    tree fw (firmware/ and boards/)."""
    fw = fw or compiled()
    cmd = ["node", os.path.join(HERE, "build.mjs"), "--fw", fw, "--out", out]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError("the web build failed:\n" + proc.stderr)
    return out


@contextlib.contextmanager
def served(folder):
    """The site served on a free localhost port while the block runs: its address."""
    sys.path.insert(0, HERE)
    import serve

    httpd = serve.server(folder)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield "http://127.0.0.1:%d/" % httpd.server_port
    finally:
        httpd.shutdown()
        httpd.server_close()


@contextlib.contextmanager
def chromium():
    """Playwright's Browser on the found Chromium (headless).  RuntimeError without one."""
    path = find()
    if path is None:
        raise RuntimeError(missing_reason())
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, headless=True)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def profile(browser):
    """A BrowserContext of a browser profile on disk (in a temporary folder), beside
    browser (chromium()'s): what a person's browser is, where a new_context() is like an
    incognito window (Chromium says a page there cannot be installed)."""
    with tempfile.TemporaryDirectory() as folder:
        ctx = browser.browser_type.launch_persistent_context(
            folder, executable_path=find(), headless=True
        )
        try:
            yield ctx
        finally:
            ctx.close()


def main(argv):
    if argv == ["--install"]:
        return install()
    print(__doc__.strip())
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

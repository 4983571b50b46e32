"""The README's picture of the web console, taken in the real browser: a fresh page with
seed 7, English, an Equi game started with the default seats, at the person's first turn.

Usage: python tools/sim/web/screenshot.py [--out docs/img/web-console.png]
"""

import argparse
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)

import browser  # noqa: E402
from pagedriver import Console  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "img", "web-console.png"))
    opts = ap.parse_args(argv)
    if browser.find() is None:
        print("screenshot: " + browser.missing_reason(), file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        folder = browser.build_site(os.path.join(tmp, "web"))
        with browser.served(folder) as url, browser.chromium() as chromium:
            ctx = chromium.new_context(viewport={"width": 480, "height": 760})
            page = ctx.new_page()
            page.goto(url + "?seed=7")
            console = Console(page)
            console.wait_started()
            console.open("English")
            console.open("Play Equi")
            console.open("Start")
            console.wait_for(lambda: "Hint" in console.visible(), "the person's turn")
            page.locator(".console").screenshot(path=opts.out)
            ctx.close()
    print("wrote " + os.path.relpath(opts.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

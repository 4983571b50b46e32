"""Drives the web console in a Playwright page as a person would: clicks (or taps) its
on-screen buttons and reads what it shows, for the browser tests and the benchmark.  The
screen is read as the headless simulator's tests read it (tools/sim/headless.py's Screen),
from the strings the simulated board reports with each frame."""

import os
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from sim.headless import Screen  # noqa: E402

GAP_S = 0.03  # after a tap's frame (the page shows the app each press apart, pad.mjs)


def watch(page):
    """Everything the browser reports as going wrong on the page."""
    problems = []
    page.on("console", lambda m: m.type in ("error", "warning") and problems.append(m.text))
    page.on("pageerror", lambda e: problems.append("page error: %s" % e))
    page.on("requestfailed", lambda r: problems.append("request failed: %s" % r.url))
    page.on("response", lambda r: r.status >= 400 and problems.append("%d %s" % (r.status, r.url)))
    return problems


class PageError(AssertionError):
    """The page did not do what was expected; the message says what it showed."""


class Console:
    def __init__(self, page, touch=False):
        self.page = page
        self.touch = touch

    def wait_started(self, timeout_ms=15000):
        self.page.wait_for_function(
            "window.pocket && (pocket.frames > 0 || pocket.stopped)", timeout=timeout_ms
        )
        stopped = self.page.evaluate("pocket.stopped")
        if stopped:
            raise PageError("the console stopped: " + stopped)

    def frames(self):
        return self.page.evaluate("pocket.frames")

    def screen(self):
        texts = self.page.evaluate("pocket.texts")
        items, widths = [], []
        for line in texts.split("\n") if texts else []:
            x, y, c, w, s = line.split(",", 4)
            items.append((int(x), int(y), int(c), s))
            widths.append(int(w))
        return Screen(self.frames(), items, widths)

    def visible(self):
        """The strings on the screen (card marks, drawn above it, left out)."""
        return [t for _x, y, _c, t in self.screen().items if y >= 0]

    def lines(self):
        """The console's lines, as the page's panel shows them (a game's held back until
        it is over)."""
        text = self.page.text_content("#lines")
        return text.split("\n") if text else []

    def transcript(self):
        """Every line the firmware printed since the page loaded."""
        return self.page.evaluate("pocket.lines")

    def wait_frame(self, after, timeout_s=5.0):
        deadline = time.monotonic() + timeout_s
        while self.frames() <= after:
            if time.monotonic() > deadline:
                raise PageError("no new frame within %.1f s: %r" % (timeout_s, self.screen()))
            time.sleep(0.01)

    def tap(self, button, frame=True):
        """Click (or with touch, tap) an on-screen button; wait for the frame it brings."""
        before = self.frames()
        sel = "[data-button=%s]" % button
        if self.touch:
            self.page.tap(sel)
        else:
            self.page.click(sel)
        if frame:
            self.wait_frame(before)
        time.sleep(GAP_S)

    def hold(self, button, seconds):
        """Hold an on-screen button down (the mouse, or a finger with touch)."""
        box = self.page.locator("[data-button=%s]" % button).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if self.touch:
            cdp = self.page.context.new_cdp_session(self.page)
            point = [{"x": x, "y": y}]
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
            time.sleep(seconds)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        else:
            self.page.mouse.move(x, y)
            self.page.mouse.down()
            time.sleep(seconds)
            self.page.mouse.up()
        time.sleep(GAP_S)

    def select(self, label, key="down", limit=40):
        """Tap key until a highlighted string starts with label."""
        seen = []
        for _ in range(limit):
            marked = self.screen().highlighted()
            if any(t.startswith(label) for t in marked):
                return
            seen.append("|".join(marked))
            self.tap(key)
        raise PageError("no entry %r (highlighted: %s)" % (label, "; ".join(seen[-6:])))

    def open(self, label):
        self.select(label)
        self.tap("a")

    def wait_for(self, test, what, timeout_s=30.0):
        deadline = time.monotonic() + timeout_s
        while not test():
            if time.monotonic() > deadline:
                shown = self.screen()
                raise PageError("%s did not come within %.0f s: %r" % (what, timeout_s, shown))
            time.sleep(0.05)

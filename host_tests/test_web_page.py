"""The web console's page in a real browser, Chromium: at the main menu it sleeps until the
firmware has something to do, not 50 times a second."""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "web")]

from pagedriver import Console  # noqa: E402

pytest_plugins = ("webtest",)  # the browser, the site, a fresh profile per test


def main_thread_s(cdp):
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration")


def test_at_the_main_menu_it_sleeps_until_something_is_due(site, context):
    page = context.new_page()
    page.goto(site)
    console = Console(page)
    console.wait_started()
    console.open("English")
    console.wait_for(lambda: "Play Equi" in console.visible(), "the main menu", 5)
    time.sleep(1.0)  # what the menu preloads between keys, loaded
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    ticks, busy, t0 = page.evaluate("pocket.ticks"), main_thread_s(cdp), time.monotonic()
    time.sleep(4.0)
    woke = page.evaluate("pocket.ticks") - ticks
    share = (main_thread_s(cdp) - busy) / (time.monotonic() - t0)
    assert woke <= 2, woke  # was 50 a second: the app's button poll
    assert page.evaluate("pocket.sleep") >= 1000  # what the firmware said is next due
    assert share < 0.01, share  # under 1 % of a core
    frames = console.frames()
    page.keyboard.press("ArrowDown")  # a key wakes it at once
    t1 = time.monotonic()
    console.wait_frame(frames, timeout_s=1.0)
    assert time.monotonic() - t1 < 0.5

"""The web console in a real browser (Chromium, as the browser tests drive it): how long
from opening the page to its first frame, from a click (and a key) to the frame that shows
it, how busy the browser is while nothing changes, with the screen on and off, and how big
the site is.

Usage: python tools/bench/web.py [--runs N] [--keys N] [--idle-s S]
The site is built afresh from build/mpy (tools/sim/web/build.mjs) and served on localhost.
First frame: a fresh browser profile (nothing cached) per run, from the navigation's
start to the first frame the firmware shows (performance.now() in the page, whose zero is
the navigation's start).  A click: on the main menu, the on-screen DOWN clicked through
the browser's own input (real pointer events), from the pointerdown's time stamp to the
first animation frame after the canvas was drawn, i.e. when the browser paints it; a key
likewise, ArrowDown.  Idle: the main menu left alone; the CPU time of every Chromium
process (/proc), over the wall time, in per cent of one core, the renderer's main thread
alone (Chromium's own metrics), and how often the page woke.  Dark: the same once the
screen has turned off (a device whose settings say after 30 s), beside Chromium with a
blank page.  Targets on a 2-core machine: first frame < 2 s, a click or a key < 50 ms,
idle < 1 %, dark within 0.3 % of a blank page.
"""

import argparse
import gzip
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "tools", "builders"),
    os.path.join(ROOT, "tools", "play"),
    os.path.join(ROOT, "tools", "sim", "web"),
]

import browser  # noqa: E402
from pagedriver import Console  # noqa: E402

TARGETS = {"first": 2000.0, "key": 50.0, "idle": 1.0, "dark": 0.3}
# A device that turns its screen off after 30 s (store/settings.py's TIMEOUTS[0]), its
# language chosen: the settings file as the page keeps it (tools/sim/web/store.mjs).
DARK_SETTINGS = """
localStorage.setItem("pocket-cards:/data/settings.json", btoa('{"lang": 0, "timeout": 0}'));
"""

# Injected before the page's own scripts: when each key event came, and the animation
# frame after each canvas draw (the paint that shows it).
PROBE = """
window.__keys = [];
window.__paints = [];
addEventListener("keydown", (e) => __keys.push(e.timeStamp), true);
addEventListener("pointerdown", (e) => __keys.push(e.timeStamp), true);
const put = CanvasRenderingContext2D.prototype.putImageData;
CanvasRenderingContext2D.prototype.putImageData = function (...args) {
  put.apply(this, args);
  requestAnimationFrame(() => __paints.push(performance.now()));
};
"""


def site_size(folder):
    parts = {}
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                data = f.read()
            rel = os.path.relpath(path, folder)
            if rel.startswith(("vm", "firmware")):
                part = rel
            elif rel.startswith(("icons", "manifest", "licences")):
                part = "icons, manifest, licences"
            else:
                part = "page and shared modules"
            raw, packed = parts.get(part, (0, 0))
            parts[part] = (raw + len(data), packed + len(gzip.compress(data, 9)))
    return parts


def chromium_cpu_s():
    """CPU seconds used so far by the Chromium processes under this one."""
    tick = os.sysconf("SC_CLK_TCK")
    children = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % pid) as f:
                stat = f.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        children[int(pid)] = (int(fields[1]), name, int(fields[11]) + int(fields[12]))
    mine = {os.getpid()}
    grew = True
    while grew:
        grew = False
        for pid, (ppid, _name, _t) in children.items():
            if ppid in mine and pid not in mine:
                mine.add(pid)
                grew = True
    return (
        sum(t for pid, (_p, name, t) in children.items() if pid in mine and "chrom" in name) / tick
    )


def first_frames(chromium, url, runs):
    times = []
    for _ in range(runs):
        ctx = chromium.new_context()
        page = ctx.new_page()
        page.goto(url)
        Console(page).wait_started()
        times.append(page.evaluate("pocket.firstFrameAt"))
        ctx.close()
    return times


def key_latencies(page, count, press):
    """ms from each press(page) (its input event) to the paint of the frame it brought."""
    out = []
    for _ in range(count):
        time.sleep(0.25)  # the last release settled, no key repeat
        keys, paints = page.evaluate("[__keys.length, __paints.length]")
        press(page)
        page.wait_for_function("__paints.length > %d" % paints)
        pressed, painted = page.evaluate("[__keys[%d], __paints[%d]]" % (keys, paints))
        out.append(painted - pressed)
    return out


def task_s(cdp):
    """Seconds the page's renderer main thread has been busy (Chromium's TaskDuration)."""
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration")


def click_down(page):
    box = page.locator("[data-button=down]").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def key_down(page):
    page.keyboard.press("ArrowDown")


def idle(page, seconds):
    """(Chromium's CPU, its renderer's main thread, in % of a core; wake-ups a second;
    frames drawn) while the page is left alone.  The main thread's share is read in a
    window of its own: Chromium's metrics cost CPU while they are on."""
    ticks0, frames0 = page.evaluate("[pocket.ticks, pocket.frames]")
    cpu0, t0 = chromium_cpu_s(), time.monotonic()
    time.sleep(seconds)
    cpu1, t1 = chromium_cpu_s(), time.monotonic()
    ticks1, frames1 = page.evaluate("[pocket.ticks, pocket.frames]")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable")
    task0, t2 = task_s(cdp), time.monotonic()
    time.sleep(seconds / 2)
    task1, t3 = task_s(cdp), time.monotonic()
    cdp.send("Performance.disable")
    return (
        100 * (cpu1 - cpu0) / (t1 - t0),
        100 * (task1 - task0) / (t3 - t2),
        (ticks1 - ticks0) / (t1 - t0),
        frames1 - frames0,
    )


def baseline(chromium, seconds, html):
    """Chromium's CPU in % of a core with a page of this html: what the browser costs by
    itself, or for waking as often as the console does."""
    ctx = chromium.new_context()
    page = ctx.new_page()
    page.set_content(html)
    time.sleep(2)
    cpu0, t0 = chromium_cpu_s(), time.monotonic()
    time.sleep(seconds)
    cpu1, t1 = chromium_cpu_s(), time.monotonic()
    ctx.close()
    return 100 * (cpu1 - cpu0) / (t1 - t0)


def dark(chromium, url, seconds):
    """idle() of a page whose screen has turned off."""
    ctx = chromium.new_context()
    ctx.add_init_script(DARK_SETTINGS)
    page = ctx.new_page()
    page.goto(url)
    Console(page).wait_started()
    page.wait_for_function("document.getElementById('screen').classList.contains('off')",
                           timeout=45000)  # fmt: skip
    time.sleep(2)
    out = idle(page, seconds)
    ctx.close()
    return out


BLANK = "<p>nothing</p>"


def verdict(value, target):
    return "ok" if value < target else "OVER"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="page loads timed (default 5)")
    ap.add_argument("--keys", type=int, default=20, help="keys timed (default 20)")
    ap.add_argument("--idle-s", type=float, default=20.0, help="idle seconds measured")
    opts = ap.parse_args(argv)
    if browser.find() is None:
        print("bench_web: skipped, " + browser.missing_reason())
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = browser.build_site(os.path.join(tmp, "web"))
        sizes = site_size(folder)
        with browser.served(folder) as url, browser.chromium() as chromium:
            firsts = first_frames(chromium, url, opts.runs)
            ctx = chromium.new_context()
            ctx.add_init_script(PROBE)
            page = ctx.new_page()
            page.goto(url)
            console = Console(page)
            console.wait_started()
            console.open("English")
            console.wait_for(lambda: "Play Equi" in console.visible(), "the main menu", 10)
            clicks = key_latencies(page, opts.keys, click_down)
            keys = key_latencies(page, opts.keys, key_down)
            time.sleep(2)  # the last key's frame and the repeat timers done
            cpu, task, wakes, frames = idle(page, opts.idle_s)
            version = chromium.version
            ctx.close()
            dark_cpu, dark_task, dark_wakes, dark_frames = dark(chromium, url, opts.idle_s)
            base = baseline(chromium, opts.idle_s, BLANK)
    print("The web console in Chromium %s (headless), %d cores" % (version, os.cpu_count()))
    first = statistics.median(firsts)
    click = statistics.median(clicks)
    key = statistics.median(keys)
    rows = (
        ("open the page to the first frame", "median %6.0f ms" % first, first, "first",
         "< 2000 ms", "(max %.0f, %d loads)" % (max(firsts), len(firsts))),
        ("a click to the frame painted", "median %6.1f ms" % click, click, "key",
         "< 50 ms", "(max %.1f, %d clicks)" % (max(clicks), len(clicks))),
        ("a key to the frame painted", "median %6.1f ms" % key, key, "key",
         "< 50 ms", "(max %.1f, %d keys)" % (max(keys), len(keys))),
        ("idle at the main menu", "%6.2f %% of a core" % cpu, cpu, "idle",
         "< 1 %", "(all of Chromium)"),
        ("dark: the screen off", "%6.2f %% of a core" % dark_cpu, dark_cpu - base, "dark",
         "< blank + 0.3 %", "(a blank page %+.2f)" % (dark_cpu - base)),
    )  # fmt: skip
    for label, shown, value, target, bound, note in rows:
        print(
            "  %-34s %-20s target %-15s %-4s %s"
            % (label, shown, bound, verdict(value, TARGETS[target]), note)
        )
    for what, t, w, f in (
        ("idle", task, wakes, frames),
        ("dark", dark_task, dark_wakes, dark_frames),
    ):
        print(
            "    %s: the page's main thread %5.2f %%, %.1f wake-ups/s, %d frames drawn"
            % (what, t, w, f)
        )
    print("    Chromium with a blank page      %6.2f %%" % base)
    raw = sum(r for r, _g in sizes.values())
    packed = sum(g for _r, g in sizes.values())
    print("  the site %8.1f KB (%.1f KB gzipped)" % (raw / 1024, packed / 1024))
    for part, (r, g) in sorted(sizes.items(), key=lambda kv: -kv[1][0]):
        print("    %-26s %8.1f KB (%.1f KB gzipped)" % (part, r / 1024, g / 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The web console's buttons (tools/sim/web/pad.mjs) as the app reads them, in Node.js on a
clock of the test's own.  The firmware counts a change once two of its reads, a debounce
apart, agree (uikit/buttons.py: 8 ms; 20 here, for a margin): every press must be read
held twice that far apart, and let go likewise before the next press of that button,
however short the click and however late the page reads; a press lasts at least 60 ms,
and a button held stays held."""

import json
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAD = os.path.join(ROOT, "tools", "sim", "web", "pad.mjs")

# The harness: a fake clock and timers, the Pad, and the app reading it every `every` ms
# (its button poll) or, when the page is busy, later.  Steps: ["click", id] (down and up
# at once), ["down", id], ["up", id], ["long"] (Shift+Z), ["run", ms, every].
HARNESS = """
let t = 0;
Object.defineProperty(globalThis, "performance", { value: { now: () => t }, configurable: true });
const timers = [];
globalThis.setTimeout = (f, ms) => { const tm = { at: t + ms, f }; timers.push(tm); return tm; };
globalThis.clearTimeout = (tm) => {
  const i = timers.indexOf(tm);
  if (i >= 0) timers.splice(i, 1);
};
const { Pad } = await import(process.argv[1]);
const reads = [];
const pad = new Pad(() => reads.push([t, pad.read(t)]));  // a change: the app reads at once
for (const [op, a, b] of JSON.parse(process.argv[2])) {
  if (op === "click") { pad.press(pad.pointers, a, 2); pad.release(pad.pointers, a); }
  else if (op === "down") pad.press(pad.pointers, a, 2);
  else if (op === "up") pad.release(pad.pointers, a);
  else if (op === "long") pad.press(null, null, 2, 800);
  else {
    const end = t + a;
    while (t < end) {
      t = Math.min(end, t + b);
      for (const tm of timers.filter((x) => x.at <= t)) { clearTimeout(tm); tm.f(); }
      reads.push([t, pad.read(t)]);
    }
  }
}
console.log(JSON.stringify(reads));
"""


def runs(steps):
    """The button as the app read it: [held, first read, last read, the next run's first
    read] per run that ended."""
    out = subprocess.run(
        ["node", "--input-type=module", "-e", HARNESS, PAD, json.dumps(steps)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    spans = []
    for t, mask in json.loads(out):
        held = bool(mask & 2)
        if spans and spans[-1][0] == held:
            spans[-1][2] = t
            continue
        if spans:
            spans[-1][3] = t
        spans.append([held, t, t, None])
    return [s for s in spans if s[3] is not None]


def steady(spans):
    """Every run but the first read twice 20 ms apart: the firmware saw each change."""
    return all(s[2] - s[1] >= 20 for s in spans[1:])


pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")


def test_a_click_of_no_length_is_seen_held_long_enough():
    spans = runs([["run", 1, 1], ["click", 1], ["run", 300, 20]])
    assert [s[0] for s in spans] == [False, True]
    assert spans[1][3] - spans[1][1] >= 60
    assert steady(spans)


def test_a_page_busy_through_a_click_still_shows_it_steady():
    # read at the press (and at once at its release), then nothing for 150 ms: the press
    # is read held once more before it is let go, or the firmware would never count it
    spans = runs([["run", 1, 1], ["click", 1], ["run", 150, 150], ["run", 300, 20]])
    assert [s[0] for s in spans] == [False, True]
    assert steady(spans)


def test_two_quick_clicks_are_two_presses():
    spans = runs([["run", 1, 1], ["click", 1], ["run", 10, 10], ["click", 2], ["run", 500, 20]])
    assert [s[0] for s in spans] == [False, True, False, True]
    assert all(s[3] - s[1] >= 60 for s in spans if s[0])
    assert steady(spans)


def test_a_button_held_stays_held_and_goes_when_let_go():
    spans = runs([["run", 1, 1], ["down", 1], ["run", 1000, 20], ["up", 1], ["run", 200, 20]])
    assert [s[0] for s in spans] == [False, True]
    assert 1000 <= spans[1][3] - spans[1][1] <= 1020


def test_shift_z_holds_past_a_long_press():
    spans = runs([["run", 1, 1], ["long"], ["run", 1200, 20]])
    assert [s[0] for s in spans] == [False, True]
    assert spans[1][3] - spans[1][1] >= 800  # the firmware's long press is 600 ms

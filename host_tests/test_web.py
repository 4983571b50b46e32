"""The web console (tools/sim/web) in a real browser: Chromium driven by Playwright, the page
served from a fresh `make web` build.  It loads without an error in the browser's console;
its first frame equals the headless simulator's for the same seed, pixel for pixel; a whole
Equi pass-and-play game (two persons, one computer) is played by clicking the on-screen
buttons, menu entries and actions chosen by their labels, with a reload in the middle
that offers Resume and resumes the game, which then replays legal move by move through the
rules (tools/play/play.py equi-replay), while the panel shows none of the game's lines (the
seed would give away the deal) until it is over; a phone-sized touch screen taps and holds
the buttons.

Without a browser these tests are skipped with how to get one (tools/sim/web/browser.py); on
CI (CI set) a missing browser is a failure."""

import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "sim", "web")]

from pagedriver import Console, watch  # noqa: E402

from sim import headless  # noqa: E402

pytest_plugins = ("webtest",)  # the browser, the site, a fresh profile per test

# Settings that keep the game short: the screen never turns off, the computer at blitz.
FAST = (("Screen off", "right", 3), ("Speed", "right", 2))


def canvas_bits(page):
    """The canvas as 128x64 pixels: 1 where the OLED is lit (read from the canvas itself)."""
    return page.evaluate(
        """() => {
        const c = document.getElementById("screen");
        const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
        const bits = [];
        for (let i = 0; i < d.length; i += 4) bits.push(d[i] + d[i + 1] + d[i + 2] > 384 ? 1 : 0);
        return [c.width, c.height, bits];
    }"""
    )


def pbm_bits(path):
    with open(path, "rb") as f:
        data = f.read()
    head, _, rest = data.partition(b"\n")
    size, _, bits = rest.partition(b"\n")
    w, h = map(int, size.split())
    assert head == b"P4"
    stride = (w + 7) // 8
    lit = [(bits[y * stride + x // 8] >> (7 - x % 8)) & 1 for y in range(h) for x in range(w)]
    return w, h, lit


def test_the_page_loads_without_an_error(site, context):
    page = context.new_page()
    problems = watch(page)
    page.goto(site)
    console = Console(page)
    console.wait_started()
    time.sleep(0.5)  # a few ticks more: anything that goes wrong after the first frame
    assert problems == []
    # a fresh device: the first start's language screen, English highlighted
    assert "English" in console.screen().highlighted()
    assert page.evaluate("pocket.stopped") is None


def test_a_bad_seed_is_said_and_ignored(site, context):
    page = context.new_page()
    problems = watch(page)
    page.goto(site + "?seed=seven")
    Console(page).wait_started()
    assert "seed=seven is not a whole number" in page.inner_text("#note")
    assert problems == []


def test_the_first_frame_is_the_simulators(site, context, tmp_path):
    page = context.new_page()
    page.goto(site + "?seed=7")
    Console(page).wait_started()
    headless.run("shot first", seed=7, out=str(tmp_path), fmt="pbm", lang=None)
    w, h, want = pbm_bits(str(tmp_path / "first.pbm"))
    assert (w, h) == (128, 64)
    got_w, got_h, got = canvas_bits(page)
    assert (got_w, got_h) == (w, h)
    assert sum(want) > 200  # a frame with something on it, not two blank ones
    assert got == want


def equi_turn(console):
    """One person's turn by its labels: the actions row, Hint, then Take (or Discard)."""
    action = "Take" if "Take" in console.visible() else "Discard"
    console.select(action, key="down", limit=6)
    console.select("Hint", key="right", limit=3)
    console.tap("a")
    action = "Take" if "Take" in console.visible() else "Discard"
    console.select(action, key="left", limit=3)
    console.tap("a")


def play_equi(console, turns=None, timeout_s=120):
    """Plays persons' turns (passing at each hand-off) until the game's result, or until
    the given number of turns; the number played."""
    played = 0
    deadline = time.monotonic() + timeout_s
    while turns is None or played < turns:
        if time.monotonic() > deadline:
            raise AssertionError("the game did not end: %r" % console.screen())
        if any(line.startswith("result equi ") for line in console.lines()):
            break
        shown = console.visible()
        if any(t.startswith("Pass to ") for t in shown):
            console.tap("a")
        elif "Hint" in shown and ("Take" in shown or "Discard" in shown):
            equi_turn(console)
            played += 1
        else:
            time.sleep(0.05)  # the computer's turn, a move shown
    return played


def test_a_pass_and_play_equi_game_by_clicks_with_a_reload(site, context, tmp_path):
    page = context.new_page()
    problems = watch(page)
    page.goto(site)
    console = Console(page)
    console.wait_started()
    console.open("English")
    console.open("Settings")
    for label, key, times in FAST:
        console.select(label)
        for _ in range(times):
            console.tap(key)
    console.tap("b")
    console.open("Play Equi")
    console.select("2 ")  # the second seat: a computer at normal, to a person
    console.tap("right")
    console.tap("right")
    assert any(t.startswith("2 ") and "Bob" in t for t in console.visible()), console.screen()
    console.open("Start")
    assert play_equi(console, turns=3) == 3
    before = console.transcript()
    game = [line for line in before if line.startswith("game equi ")]
    assert len(game) == 1 and "seats=person,person,normal" in game[0], before
    assert "seed=" not in page.text_content("body")  # nothing of the deal on the page
    assert not any(ln.startswith(("game ", "move ")) for ln in console.lines())
    # A match in play is saved at most every 2 s (shell/app.py): while its save is owed the
    # firmware sleeps no longer than until it is due, so a longer sleep says it was written
    # (into the page's /data, which the page keeps in the browser at the latest as it goes)
    console.wait_for(lambda: page.evaluate("pocket.sleep") > 2000, "the match saved", 10)

    page.reload()
    console.wait_started()
    resume = [t for t in console.visible() if t.startswith("Resume")]
    assert resume == ["Resume Equi"], console.screen()
    console.open("Resume")
    resumed = lambda: any(ln.startswith("resume equi ") for ln in console.transcript())  # noqa: E731
    console.wait_for(resumed, "the resume line")
    assert "seed=" not in page.text_content("body")
    play_equi(console)
    after = console.transcript()
    seed = game[0].split()[2]
    assert any(ln.startswith("resume equi %s " % seed) for ln in after), after
    result = [ln for ln in after if ln.startswith("result equi ")]
    assert len(result) == 1, after
    assert console.lines()[-len(after) :] == after  # the game over: all of it on show
    assert problems == []

    # the whole transcript, both page loads, replays legal move by move through the rules
    log = tmp_path / "console.txt"
    log.write_text("\n".join(before + after) + "\n")
    play = os.path.join(ROOT, "tools", "play", "play.py")
    cmd = [sys.executable, play, "equi-replay", str(log), "--json"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout) == json.loads(result[0][len("result equi ") :])


def test_a_phone_upright_with_touch(site, chromium):
    phone = {"width": 390, "height": 844}
    ctx = chromium.new_context(
        viewport=phone, device_scale_factor=3, is_mobile=True, has_touch=True
    )
    try:
        page = ctx.new_page()
        problems = watch(page)
        page.goto(site)
        console = Console(page, touch=True)
        console.wait_started()
        # the screen and all six buttons on the phone's screen, the display wide and 2:1
        screen = page.locator("#screen").bounding_box()
        assert screen["width"] >= 300 and abs(screen["width"] - 2 * screen["height"]) < 2
        for name in ("up", "down", "left", "right", "a", "b"):
            box = page.locator("[data-button=%s]" % name).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390, name
            assert box["y"] + box["height"] <= 844, name
            assert box["width"] >= 44 and box["height"] >= 44, name  # a finger's size
        console.tap("down")
        assert console.screen().highlighted() == ["Українська"]
        console.tap("up")
        console.tap("a")
        console.open("Rules")
        console.open("Equi")
        assert "Play Equi" not in console.visible()
        # a finger held on B: a long press, which goes home from any depth (a short B
        # would go back to the rules' list)
        console.hold("b", 0.9)
        console.wait_for(lambda: "Play Equi" in console.visible(), "the main menu", 5)
        assert problems == []
    finally:
        ctx.close()


def settings_entries(console):
    """The labels of the Settings menu, read by walking it once round (it wraps)."""
    console.open("Settings")
    seen = []
    for _ in range(30):
        marked = console.screen().highlighted()[:1]
        if marked and marked[0] in seen:
            break
        seen += marked
        console.tap("down")
    console.tap("b")
    return seen


def test_the_panel_gives_the_board_a_battery_reader(site, context):
    page = context.new_page()
    page.goto(site)
    console = Console(page)
    console.wait_started()
    console.open("English")
    assert not any(t.startswith("Battery") for t in settings_entries(console))
    assert "no battery reader" in page.text_content("#bat-state")
    page.click("summary")
    page.check("#bat-reader")  # read at start: the page offers a restart
    page.click("#bat-restart")
    page.wait_for_load_state()
    console.wait_started()
    assert any(t.startswith("Battery") for t in settings_entries(console))
    page.keyboard.press("BracketLeft")  # as make play's [: VSYS 50 mV down
    assert page.text_content("#bat-state") == "battery: VSYS 4200 mV"
    assert console.lines()[-1] == "(battery: VSYS 4200 mV)"


def test_reset_asks_then_erases_the_device(site, context):
    page = context.new_page()
    page.goto(site)
    console = Console(page)
    console.wait_started()
    console.open("English")  # the settings now hold the language
    console.wait_for(lambda: "Play Equi" in console.visible(), "the main menu", 5)
    page.click("#reset")
    page.click("#reset-no")  # kept: a reload shows the main menu, no language screen
    page.wait_for_function("localStorage.getItem('pocket-cards:/data/settings.json')")
    page.reload()
    console.wait_started()
    assert "Play Equi" in console.visible()
    page.click("#reset")
    page.click("#reset-yes")
    page.wait_for_load_state()
    console.wait_started()
    assert "English" in console.screen().highlighted(), console.screen()

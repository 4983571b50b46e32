"""The web console's storage (tools/sim/web/store.mjs, owner.mjs) in a real browser, Chromium:
with site data blocked, missing or full the console starts and plays and says on the page,
once and in the player's language, that nothing will be kept; what was kept before is not
lost, and a write refused for want of room goes through once there is room; an entry the
device cannot read is set aside and named; opened as a file, the page says how to serve
it; and one tab has the console at a time: a second says so and can take it over, and the
first then writes nothing more."""

import base64
import json
import os
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "sim", "web")]

from pagedriver import Console, PageError, watch  # noqa: E402

pytest_plugins = ("webtest",)  # the browser, the site, a fresh profile per test

SETTINGS = "pocket-cards:/data/settings.json"
SAVE = "pocket-cards:/data/equi.json"  # a match of Equi in progress (games/saves.py)
# What a browser does to a page whose site data the person blocked (Firefox: "The
# operation is insecure.", Chromium: "Access is denied for this document."), or which
# it gives no storage at all.
BLOCKED = """Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });"""
MISSING = """Object.defineProperty(window, "localStorage", { get() { return null; } });"""
# Another site on the same address (user.github.io) filled the storage: the page's own
# entries stay, nothing more fits.
FILL = """() => {
  let chunk = "x".repeat(1 << 20), n = 0;
  while (chunk.length) {
    try { localStorage.setItem("someone-else:" + n, chunk); n += 1; }
    catch { chunk = chunk.slice(0, chunk.length >> 1); }
  }
  return n;
}"""
EMPTY = """() => { for (const k of Object.keys(localStorage))
  if (k.startsWith("someone-else:")) localStorage.removeItem(k); }"""


def notice(page, name):
    """The text of the page's notices of that name (a list: each must be said once)."""
    return page.locator("[data-notice=%s] span" % name).all_text_contents()


def kept_settings(page):
    value = page.evaluate("(k) => localStorage.getItem(k)", SETTINGS)
    return json.loads(base64.b64decode(value)) if value else None


def wait_kept(page, test, what, timeout_s=5.0):
    deadline = time.monotonic() + timeout_s
    while not test(kept_settings(page)):
        if time.monotonic() > deadline:
            raise PageError("%s: the browser keeps %r" % (what, kept_settings(page)))
        time.sleep(0.05)


@pytest.mark.parametrize(
    "script, word",
    [(BLOCKED, "data is blocked"), (MISSING, "no storage")],
    ids=["blocked", "missing"],
)
def test_without_storage_it_plays_and_says_so_in_the_players_language(
    site, chromium, script, word
):
    ctx = chromium.new_context()
    ctx.add_init_script(script)
    try:
        page = ctx.new_page()
        problems = watch(page)
        page.goto(site)
        console = Console(page)
        console.wait_started()
        said = notice(page, "storage")
        assert len(said) == 1 and word in said[0] and "will not be kept" in said[0], said
        console.open("Українська")  # played: the language screen, then the main menu
        console.wait_for(lambda: page.evaluate("document.documentElement.lang") == "uk", "uk")
        said = notice(page, "storage")
        assert len(said) == 1 and "не збережуться" in said[0], said
        assert page.is_visible("[data-notice=storage]")  # on the page, not in the panel
        assert page.text_content("[data-w=mute]") == "без звуку"
        page.click("[data-notice=storage] button.close")  # read: closed, and it stays so
        console.open("Налаштування")
        assert console.screen().highlighted()  # the settings menu, in play
        console.tap("b")  # the settings written (to the stand-in): nothing said again
        time.sleep(0.6)
        assert notice(page, "storage") == []
        assert problems == []
    finally:
        ctx.close()


def test_with_the_storage_full_what_was_kept_stays_and_a_later_write_goes_through(site, context):
    page = context.new_page()
    page.goto(site)
    console = Console(page)
    console.wait_started()
    console.open("Українська")
    wait_kept(page, lambda s: s and s.get("lang") == 1, "the language chosen")
    assert page.evaluate(FILL) > 0
    page.reload()
    console.wait_started()
    # kept before: still there (the main menu, in Ukrainian); the page says it is full
    assert "Кишенькові карти" in console.visible(), console.screen()
    said = notice(page, "storage")
    assert len(said) == 1 and "заповнене" in said[0], said
    console.open("Грати в Екві")
    console.open("Почати")
    console.wait_for(lambda: console.frames() > 0 and "Пауза" not in console.visible(), "play")
    time.sleep(0.3)
    console.tap("b")  # the pause menu: the match written at once, and refused
    console.wait_for(lambda: "Пауза" in console.visible(), "the pause menu", 5)
    time.sleep(0.8)
    assert page.evaluate("localStorage.getItem(%r)" % SAVE) is None  # nothing kept
    assert kept_settings(page).get("lang") == 1  # nothing lost
    assert len(notice(page, "storage")) == 1  # said once, not once per write
    page.evaluate(EMPTY)  # room again: the refused write is tried at the next tick
    console.tap("down")
    page.wait_for_function("localStorage.getItem(%r) !== null" % SAVE, timeout=5000)
    page.wait_for_selector("[data-notice=storage]", state="detached")


def test_a_damaged_entry_is_set_aside_and_named(site, context):
    page = context.new_page()
    page.goto(site + "licences.txt")  # the site's storage, without the console running
    page.evaluate(
        """() => { localStorage.setItem("pocket-cards:/data/settings.json", "{not base64!");
        localStorage.setItem("pocket-cards:/data/a/../b", btoa("x")); }"""
    )
    page.goto(site)
    console = Console(page)
    console.wait_started()
    assert "English" in console.screen().highlighted()  # a first start: the settings gone
    said = notice(page, "damaged")
    assert len(said) == 1, said
    assert "/data/settings.json" in said[0] and "/data/a/../b" in said[0], said
    kept = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert kept.get("pocket-cards:set-aside:/data/settings.json") == "{not base64!"
    assert "pocket-cards:set-aside:/data/a/../b" in kept
    assert SETTINGS not in kept and "pocket-cards:/data/a/../b" not in kept
    console.open("English")  # and it plays
    console.wait_for(lambda: "Play Equi" in console.visible(), "the main menu", 5)


def test_opened_as_a_file_it_says_how_to_serve_it(site_dir, chromium):
    for locale, words in (("en-GB", "python3 -m http.server"), ("uk-UA", "вебсервера")):
        ctx = chromium.new_context(locale=locale)
        try:
            page = ctx.new_page()
            page.goto("file://" + os.path.join(site_dir, "index.html"))
            page.wait_for_function("document.getElementById('note').textContent !== ''")
            assert words in page.text_content("#note")
            assert page.is_visible("#note")
        finally:
            ctx.close()


def test_one_tab_has_the_console_a_second_can_take_it_over(site, context):
    first = context.new_page()
    first.goto(site)
    one = Console(first)
    one.wait_started()
    one.open("English")
    wait_kept(first, lambda s: s and s.get("lang") == 0, "the language chosen")

    second = context.new_page()
    second.goto(site)
    second.wait_for_selector("[data-notice=owner]")
    assert notice(second, "owner") == ["The console is open in another tab or window."]
    time.sleep(0.3)
    assert second.evaluate("pocket.frames") == 0  # it waits, keeping nothing
    assert second.is_disabled("#reset")  # nor erasing what the first keeps
    second.click("[data-notice=owner] button.act")
    two = Console(second)
    two.wait_started()
    assert "Play Equi" in two.visible()  # what the first kept came over
    first.wait_for_selector("[data-notice=owner]")
    assert notice(first, "owner") == ["The console moved to another tab or window."]
    assert first.evaluate("pocket.stopped") == "elsewhere"
    assert first.is_disabled("#reset") and not second.is_disabled("#reset")

    two.open("Settings")
    two.select("Sound")
    two.tap("right")  # sound off, written by the second tab
    two.tap("b")
    wait_kept(second, lambda s: s.get("sound") is False, "the second tab's setting")
    frames = first.evaluate("pocket.frames")
    first.keyboard.press("ArrowDown")  # the first tab plays no more
    first.evaluate("dispatchEvent(new Event('pagehide'))")  # and keeps nothing more
    time.sleep(0.3)
    assert first.evaluate("pocket.frames") == frames
    assert kept_settings(second).get("sound") is False

    with first.expect_navigation():
        first.click("[data-notice=owner] button.act")  # and takes it back: a reload, at once
    one.wait_started()
    second.wait_for_selector("[data-notice=owner]")
    assert second.evaluate("pocket.stopped") == "elsewhere"
    assert "Play Equi" in one.visible()

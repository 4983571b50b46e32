"""The web console's page in a real browser, Chromium: held sideways (a phone, 844x390) or in
a short window (600x400) every button is in view without scrolling, the screen between the
pad and A/B, and everything a finger touches is 44 CSS px or more; keys are never trapped
by a control a click used, and a dialog takes its own; the page speaks the language the
player chose (its words, its lang), with a favicon, a "how to play" for touch and the
licences of what the site ships; and at the main menu it sleeps until the firmware has
something to do, not 50 times a second."""

import os
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "sim", "web")]

from pagedriver import Console, watch  # noqa: E402

pytest_plugins = ("webtest",)  # the browser, the site, a fresh profile per test

BUTTONS = ["[data-button=%s]" % b for b in ("up", "down", "left", "right", "a", "b")]
BAR = ["label.switch", "#help", "#reset"]
# Everything a finger may touch, where the page shows it.
TOUCHED = "button:visible, summary:visible, label:visible, a:visible, input[type=range]:visible"


def box(page, selector):
    return page.locator(selector).bounding_box()


def too_small(page):
    """What a finger may touch that is under 44 CSS px either way: (what, w, h)."""
    out = []
    for el in page.locator(TOUCHED).all():
        b = el.bounding_box()
        if b and (b["width"] < 43.5 or b["height"] < 43.5):
            out.append((el.evaluate("e => e.outerHTML.slice(0, 60)"), b["width"], b["height"]))
    return out


@pytest.mark.parametrize(
    "size, touch",
    [((844, 390), True), ((600, 400), False)],
    ids=["a phone held sideways", "a short window"],
)
def test_sideways_every_button_in_view_and_big_enough(site, chromium, size, touch):
    w, h = size
    ctx = chromium.new_context(
        viewport={"width": w, "height": h}, is_mobile=touch, has_touch=touch,
        device_scale_factor=3 if touch else 1,
    )  # fmt: skip
    try:
        page = ctx.new_page()
        problems = watch(page)
        page.goto(site)
        console = Console(page, touch=touch)
        console.wait_started()
        assert page.evaluate("scrollY") == 0
        for sel in BUTTONS + BAR:
            b = box(page, sel)
            assert b["x"] >= 0 and b["y"] >= 0, sel
            assert b["x"] + b["width"] <= w and b["y"] + b["height"] <= h, (sel, b)
        # as a handheld is held: the pad, the screen, A and B side by side
        screen, pad, a = box(page, "#screen"), box(page, ".dpad"), box(page, "[data-button=a]")
        assert pad["x"] + pad["width"] <= screen["x"] and screen["x"] + screen["width"] <= a["x"]
        assert abs(screen["width"] - 2 * screen["height"]) < 2 and screen["width"] >= 240
        assert too_small(page) == []
        console.tap("down")  # and it plays
        assert console.screen().highlighted() == ["Українська"]
        for opened in ("summary", "#help", "#reset"):  # the panel, then each dialog
            page.click(opened)
            assert too_small(page) == [], opened
            page.keyboard.press("Escape")
        assert problems == []
    finally:
        ctx.close()


def test_keys_are_never_trapped_and_a_dialog_takes_its_own(site, context):
    page = context.new_page()
    page.goto(site)
    console = Console(page)
    console.wait_started()
    console.open("English")
    console.wait_for(lambda: "Play Equi" in console.visible(), "the main menu", 5)

    def moved_by(key):
        before = console.screen().highlighted()
        frames = console.frames()
        page.keyboard.press(key)
        console.wait_frame(frames)
        time.sleep(0.1)
        return console.screen().highlighted() != before

    page.click("label.switch")  # the mute box, by a click
    assert page.is_checked("#mute")
    assert moved_by("ArrowDown") and moved_by("ArrowUp")
    page.click("summary")
    page.click("#bat-mv")  # the panel's slider, by a click
    mv = page.input_value("#bat-mv")
    assert moved_by("ArrowDown")
    assert page.input_value("#bat-mv") == mv
    page.click("summary")

    page.click("#reset")
    shown = console.screen().highlighted()
    frames = console.frames()
    page.keyboard.press("Enter")  # the dialog's: "keep it", not the game's A
    assert not page.is_visible("#reset-dialog")
    time.sleep(0.3)
    assert console.frames() == frames and console.screen().highlighted() == shown
    assert moved_by("ArrowDown")  # and the keys are the game's again
    page.click("#reset")
    frames = console.frames()
    page.keyboard.press("ArrowDown")  # nothing for the game while it is open
    time.sleep(0.3)
    assert console.frames() == frames
    page.keyboard.press("Escape")
    assert not page.is_visible("#reset-dialog")
    assert moved_by("ArrowUp")
    page.click("#help")
    page.click("#help-ok")
    assert moved_by("ArrowDown")


WORDS = {  # what the page says, per language (words.mjs), beside the firmware's screen
    "en": {"[data-w=mute]": "mute", "#reset": "reset…", "summary": "Battery and console"},
    "uk": {"[data-w=mute]": "без звуку", "#reset": "скинути…", "summary": "Батарея і консоль"},
    "ru": {"[data-w=mute]": "без звука", "#reset": "сбросить…", "summary": "Батарея и консоль"},
}
TITLES = {"en": "Pocket Cards", "uk": "Кишенькові карти", "ru": "Карманные карты"}


def says(page, lang):
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.title() == TITLES[lang]
    for sel, text in WORDS[lang].items():
        assert page.text_content(sel) == text, (lang, sel)


def test_the_page_speaks_the_players_language(site, context):
    page = context.new_page()
    page.goto(site)
    console = Console(page)
    console.wait_started()
    says(page, "en")  # the browser's, until the player chooses
    console.open("Українська")
    console.wait_for(lambda: page.evaluate("document.documentElement.lang") == "uk", "uk", 5)
    says(page, "uk")
    assert page.get_attribute("#help", "aria-label") == "як грати"
    assert page.text_content("#help-dialog h2") == "Як грати"
    page.reload()  # said from the start
    console.wait_started()
    says(page, "uk")
    console.open("Налаштування")
    console.select("Мова")
    console.tap("right")  # Русский
    console.tap("b")  # the settings are written as the menu closes, as on the device
    console.wait_for(lambda: page.evaluate("document.documentElement.lang") == "ru", "ru", 5)
    says(page, "ru")
    assert "Клавиши" in page.text_content("#keys")


def test_a_favicon_a_how_to_play_for_touch_and_the_licences(site, chromium):
    ctx = chromium.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, locale="ru-RU"
    )
    try:
        page = ctx.new_page()
        page.goto(site)
        console = Console(page, touch=True)
        console.wait_started()
        icon = page.evaluate("document.querySelector('link[rel=icon]').href")
        got = page.request.get(icon)
        assert got.ok and got.headers["content-type"].startswith("image/svg")
        assert b"<svg" in got.body()
        assert not page.is_visible("#keys")  # no keyboard words for a finger
        page.tap("#help")
        text = page.text_content("#help-dialog")
        assert "A выбирает" in text and "Удерживайте B" in text  # the browser's language
        licences = page.get_attribute("#help-dialog a", "href")
        page.tap("#help-ok")
        assert not page.is_visible("#help-dialog")
        got = page.request.get(site + licences)
        body = got.body().decode()
        assert got.ok and "text/plain" in got.headers["content-type"]
        for name in ("MicroPython", "Damien P. George", "Emscripten", "musl", "uzlib"):
            assert name in body
    finally:
        ctx.close()


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
    # what the menu preloads between keys, loaded: the firmware then sleeps for long
    console.wait_for(lambda: page.evaluate("pocket.sleep") >= 1000, "the menu idle", 5)
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

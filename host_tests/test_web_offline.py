"""The web console offline and installed, in a real browser (Chromium): the site has a web
app manifest and icons, and Chromium says a phone can install it; after one visit the
service worker (tools/sim/web/sw.js) has the whole site, and with the server gone and the
browser offline the page opens and plays; a new build replaces the kept one whole: the
page that runs goes on with the old build's files until the player restarts it, then it
has the new build's, and only those are kept."""

import hashlib
import json
import os
import shutil
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "sim", "web")]

import browser  # noqa: E402
from pagedriver import Console, watch  # noqa: E402

pytest_plugins = ("webtest",)  # the browser, the site, a fresh profile per test

# The site's files as the page's service worker keeps them: {path: sha256 of the body}.
KEPT = """async () => {
  const out = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      const body = await (await cache.match(req)).arrayBuffer();
      const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
      out[name + " " + new URL(req.url).pathname.slice(1)] =
        Array.from(sum, (b) => b.toString(16).padStart(2, "0")).join("");
    }
  }
  return out;
}"""


# The sha256 of what the page gets when it fetches a path of the site.
FETCHED = """async (path) => {
  const body = await (await fetch(path)).arrayBuffer();
  const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return Array.from(sum, (b) => b.toString(16).padStart(2, "0")).join("");
}"""


def sums(folder):
    """{site path: sha256} of every file a build wrote there but the service worker."""
    out = {}
    for dirpath, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, folder).replace(os.sep, "/")
            if rel != "sw.js":
                with open(path, "rb") as f:
                    out[rel] = hashlib.sha256(f.read()).hexdigest()
    return out


def offline_ready(page):
    """Waits until the service worker has the site and answers this page's requests."""
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_installable_with_a_manifest_and_icons(site, chromium):
    with browser.profile(chromium) as ctx:
        page = ctx.new_page()
        page.goto(site)
        Console(page).wait_started()
        offline_ready(page)
        cdp = ctx.new_cdp_session(page)
        assert cdp.send("Page.getAppManifest")["errors"] == []
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = json.loads(page.request.get(site + "manifest.webmanifest").body())
        assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
        sizes = set()
        for icon in manifest["icons"]:
            got = page.request.get(site + icon["src"])
            assert got.ok, icon
            if icon["type"] == "image/png":
                w, h = png_size(got.body())
                assert "%dx%d" % (w, h) == icon["sizes"]
                sizes.add(w)
        assert {192, 512} <= sizes


def test_after_one_visit_it_opens_and_plays_with_the_network_gone(site_dir, context):
    page = context.new_page()
    problems = watch(page)
    with browser.served(site_dir) as url:
        page.goto(url)
        Console(page).wait_started()
        offline_ready(page)
    # the server gone, and the browser offline
    context.set_offline(True)
    page.reload()
    console = Console(page)
    console.wait_started()
    assert "English" in console.screen().highlighted()
    console.tap("down")  # and it plays
    assert console.screen().highlighted() == ["Українська"]
    page.goto(url + "?seed=7")  # the page with a query, too
    console.wait_started()
    assert [p for p in problems if "firmware" in p or "page error" in p] == []


def test_a_new_build_replaces_the_kept_one_whole(chromium, tmp_path):
    old = sums(browser.build_site(str(tmp_path / "site")))
    # the next build: the firmware with one more file, so its pack and version differ
    fw = tmp_path / "fw"
    shutil.copytree(browser.compiled(), fw)
    (fw / "boards" / "next_build.txt").write_text("the next build\n")
    ctx = chromium.new_context()
    try:
        page = ctx.new_page()
        with browser.served(str(tmp_path / "site")) as url:
            page.goto(url)
            console = Console(page)
            console.wait_started()
            offline_ready(page)
            (name,) = page.evaluate("caches.keys()")
            kept = page.evaluate(KEPT)
            assert kept == {"%s %s" % (name, p): s for p, s in old.items()}

            new = sums(browser.build_site(str(tmp_path / "site"), fw=str(fw)))
            assert new["firmware.pack"] != old["firmware.pack"]
            page.reload()  # the browser finds the new build and fetches it whole
            console.wait_started()
            page.wait_for_selector("[data-notice=update]")
            # the page goes on with the build it started with, whatever the server has
            assert page.evaluate(FETCHED, "firmware.pack") == old["firmware.pack"]
            assert page.evaluate(FETCHED, "index.html") == old["index.html"]
            assert page.evaluate("caches.keys()").count(name) == 1

            with page.expect_navigation():
                page.click("[data-notice=update] button.act")  # Restart
            console.wait_started()
            (newer,) = page.evaluate("caches.keys()")
            assert newer != name
            assert page.evaluate(KEPT) == {"%s %s" % (newer, p): s for p, s in new.items()}
            assert page.evaluate(FETCHED, "firmware.pack") == new["firmware.pack"]
            assert not page.is_visible("[data-notice=update]")
    finally:
        ctx.close()

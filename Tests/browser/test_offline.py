"""Offline use through the build's service worker (issue 14 point 7): after one online visit the shell, the
lists, the search and visited location pages open with the server gone; another page shows the offline page
with the saved places; an unchanged deploy fetches nothing again; it works under a sub-folder base URL.

Each class serves its own copy of a site on 127.0.0.1 (a secure origin for service workers) and stops that
server to go offline. The sample site is `$WAYMARK_SITE_DIR`; the sub-folder site is built here with the
`waymark` binary (`$WAYMARK_BIN`, else .build/debug/waymark).
"""

import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from harness import REPO_ROOT, Browser, SiteServer
from harness.config import ARTIFACTS_DIR

SAVED = [{"key": "tokyo-tower", "name": "Tokyo Tower", "lat": 35.6586, "lng": 139.7454, "href": "", "query": "Tokyo Tower"}]


class OfflineCase(unittest.TestCase):
    """A server and a browser of its own per test: a service worker outlives pages, and going offline
    means stopping the server."""

    site: Path | None = None
    base = "/"

    def setUp(self):
        site = self.site or os.environ.get("WAYMARK_SITE_DIR")
        if not site:
            raise unittest.SkipTest("WAYMARK_SITE_DIR is not set (scripts/test sets it)")
        self.server = SiteServer(site).start()
        self.addCleanup(self.server.stop)
        self.browser = Browser(self.server.base_url, artifacts_dir=ARTIFACTS_DIR)
        self.addCleanup(self.browser.quit)

    def install(self, path: str) -> None:
        """Opens a page and waits until the service worker controls it."""
        self.browser.open(path)
        self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " navigator.serviceWorker.ready.then(function () { done(true); });")
        if not self.browser.execute("return !!navigator.serviceWorker.controller;"):
            self.browser.open(path)  # clients.claim() may land after the first load
        self.browser.wait_for(lambda: self.browser.execute("return !!navigator.serviceWorker.controller;"),
                              message="the service worker controls the page")

    def go_offline(self) -> None:
        self.server.stop()

    def first_location(self, list_path: str) -> list[str]:
        """The location links of the list page the browser shows."""
        return self.browser.execute(
            "return Array.from(document.querySelectorAll('.location-list > li > a'), a => a.getAttribute('href'))")


class SampleSiteOfflineTests(OfflineCase):
    def test_after_one_online_visit_the_site_opens_offline(self):
        self.install("/")
        self.browser.open("/locations/")
        visited, unvisited = self.first_location("/locations/")[:2]
        self.browser.open(visited)
        name = self.browser.text("h1")
        self.browser.set_local_storage("waymark.savedPlaces", SAVED)
        self.go_offline()

        self.browser.open(visited)
        self.assertEqual(name, self.browser.text("h1"), "a visited location page opens offline")
        self.browser.open("/locations/page/2/")
        self.assertEqual("Branches and ATMs", self.browser.text("h1"), "list pages are precached")
        self.browser.open("/saved/")
        self.assertEqual("Saved places", self.browser.text("h1"))

        self.browser.open(unvisited)
        self.assertEqual("You are offline", self.browser.text("h1"))
        self.browser.wait_for_element(".saved-list li")
        self.assertIn("Tokyo Tower", self.browser.text(".saved-list"))

        self.browser.open("/locations/")
        self.browser.wait_for_element("#q").send_keys("soho")
        self.browser.wait_for_text(".search-status", "6 locations match “soho”")

    def test_an_unchanged_deploy_fetches_nothing_again(self):
        self.install("/")
        precached = len(self.server.requests)
        self.assertIn("/sw.js", [r.path for r in self.server.requests])
        self.assertIn("/search/index.json", [r.path for r in self.server.requests])

        # The browser checks for a new worker: the same bytes, so no install and nothing fetched.
        self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " navigator.serviceWorker.getRegistration().then(function (r) { return r.update(); })"
            ".then(function () { done(true); }, function (e) { done(String(e)); });")
        self.browser.open("/locations/")
        later = [r.path for r in self.server.requests[precached:]]
        script = (Path(self.server.root) / "sw.js").read_text()
        listed = {"/" + url for url in re.findall(r'^  \["([^"]*)", "[0-9a-f]{16}"\],$', script, re.M)}
        self.assertEqual(1, later.count("/sw.js"))
        # Pages are fetched network first; no precached file (CSS, scripts, the search index) is fetched again.
        self.assertEqual(["/locations/"], [p for p in later if p in listed])

    def test_the_manifest_revisions_are_the_hashes_of_the_files(self):
        site = Path(self.server.root)
        script = (site / "sw.js").read_text()
        entries = re.findall(r'^  \["([^"]*)", "([0-9a-f]{16})"\],$', script, re.M)
        self.assertIn(("", fnv1a64((site / "index.html").read_bytes())), entries)
        self.assertIn(("assets/waymark.css", fnv1a64((site / "assets/waymark.css").read_bytes())), entries)
        self.assertIn("search/index.json", [url for url, _ in entries])
        self.assertIn("offline/", [url for url, _ in entries])
        # The basemap tiles the precached list pages show, so their maps are whole offline.
        tiles = set(re.findall(r'"/(assets/maps/[^"#]+)', (site / "locations" / "index.html").read_text()))
        self.assertTrue(tiles)
        self.assertLessEqual(tiles, {url for url, _ in entries})
        sizes = [(site / (url + "index.html" if url.endswith("/") or url == "" else url)).stat().st_size for url, _ in entries]
        self.assertLessEqual(sum(sizes), 5_000_000)
        self.assertLessEqual(max(sizes), 2 * 1024 * 1024)


def fnv1a64(data: bytes) -> str:
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def build(site: Path, out: Path, *args: str) -> None:
    binary = Path(os.environ.get("WAYMARK_BIN") or REPO_ROOT / ".build" / "debug" / "waymark")
    if not binary.is_file():
        raise AssertionError(f"no waymark binary at {binary} (run swift build, or set WAYMARK_BIN)")
    subprocess.run([str(binary), "build", "--site", str(site), "--output", str(out), "--quiet", *args],
                   check=True, timeout=600)


class SubfolderOfflineTests(OfflineCase):
    """The minimal fixture built for https://example.com/sub/ and served from /sub/."""

    @classmethod
    def setUpClass(cls):
        work = Path(tempfile.mkdtemp(prefix="waymark-offline-"))
        cls.addClassCleanup(shutil.rmtree, work, ignore_errors=True)
        shutil.copytree(REPO_ROOT / "Tests/Fixtures/minimal/Content", work / "site" / "Content")
        (work / "root").mkdir()
        build(work / "site", work / "root" / "sub", "--base-url", "https://example.com/sub/")
        cls.site = work / "root"
        cls.work = work

    def test_the_worker_is_scoped_to_the_subfolder_and_works_offline(self):
        self.install("/sub/")
        scope = self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " navigator.serviceWorker.getRegistration().then(function (r) { done(r.scope); });")
        self.assertEqual(self.server.url("/sub/"), scope)
        self.browser.open("/sub/locations/")
        location = self.first_location("/sub/locations/")[0]
        self.assertTrue(location.startswith("/sub/locations/"), location)
        home = self.server.url("/sub/locations/")
        self.go_offline()
        self.browser.open("/sub/locations/")
        self.assertEqual("Branches and ATMs", self.browser.text("h1"))
        self.browser.open(location)
        self.assertEqual("You are offline", self.browser.text("h1"))
        self.assertEqual(home, self.browser.attribute(".offline-links a[href$='locations/']", "href"))

    def test_offline_false_writes_no_worker(self):
        site = self.work / "off"
        shutil.copytree(self.work / "site", site)
        config = site / "Content" / "site.yml"
        config.write_text((config.read_text() if config.exists() else "") + "\noffline: false\n")
        out = self.work / "off-out"
        build(site, out)
        self.assertFalse((out / "sw.js").exists())
        self.assertFalse((out / "offline").exists())
        offline_script = re.compile(r"assets/offline(\.[0-9a-f]{8})?\.js")
        self.assertIsNone(offline_script.search((out / "index.html").read_text()))
        self.assertIsNotNone(offline_script.search((self.site / "sub" / "index.html").read_text()))


class ChangedDeployTests(OfflineCase):
    """A copy of the sample site, changed in place between two visits as a new deploy would."""

    def setUp(self):
        source = os.environ.get("WAYMARK_SITE_DIR")
        if not source:
            raise unittest.SkipTest("WAYMARK_SITE_DIR is not set (scripts/test sets it)")
        work = Path(tempfile.mkdtemp(prefix="waymark-deploy-"))
        self.addCleanup(shutil.rmtree, work, ignore_errors=True)
        shutil.copytree(source, work / "site")
        self.site = work / "site"
        super().setUp()

    def test_a_deploy_that_changes_one_file_fetches_that_file_only(self):
        self.install("/")
        css = self.site / "assets" / "waymark.css"
        changed = css.read_bytes() + b"\n/* a new deploy */\n"
        css.write_bytes(changed)
        script = self.site / "sw.js"
        text = script.read_text()
        text = re.sub(r'(\["assets/waymark\.css", ")[0-9a-f]{16}', lambda m: m.group(1) + fnv1a64(changed), text)
        script.write_text(text)
        before = len(self.server.requests)

        self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " navigator.serviceWorker.getRegistration().then(function (r) { return r.update().then(function () {"
            "   var worker = r.installing || r.waiting;"
            "   if (!worker) return done('no new worker');"
            "   worker.addEventListener('statechange', function () { if (worker.state === 'activated') done(true); });"
            " }); });")

        fetched = [r.path for r in self.server.requests[before:]]
        self.assertEqual(["/sw.js", "/assets/waymark.css"], fetched)
        served = self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " caches.match(new URL('assets/waymark.css', location.origin + '/').href)"
            ".then(function (r) { return r.text(); }).then(done);")
        self.assertTrue(served.endswith("/* a new deploy */\n"))

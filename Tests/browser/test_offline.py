"""Offline use through the build's service worker (issue 14 point 7, issue 36.8): a first visit keeps the shell
(at most 300 KB) and the pages visited open with the server gone; "Save this site for offline use" keeps the lists
and the search too; another page shows the offline page with the saved places; an unchanged deploy fetches nothing
again; it works under a sub-folder base URL.

Each class serves its own copy of a site on 127.0.0.1 (a secure origin for service workers) and stops that
server to go offline. The sample site is `$WAYMARK_SITE_DIR`; the sub-folder site is built here with the
`waymark` binary (`$WAYMARK_BIN`, else .build/debug/waymark).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from harness import REPO_ROOT, Browser, SiteServer
from harness.config import ARTIFACTS_DIR

sys.path.insert(0, str(REPO_ROOT / "scripts"))
from wmlib import waymark_digest  # noqa: E402  (Waymark's stable hash, ported)

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


def listed(script: str, name: str) -> list[tuple[str, str]]:
    """The (URL, revision) pairs of one of sw.js's lists: PRECACHE (the shell) or SITE (kept when the site is saved)."""
    part = script[script.index(f"var {name} = ["):]
    part = part[:part.index("];")]
    return re.findall(r'^  \["([^"]*)", "([0-9a-f]{16})"\],$', part, re.M)


def file_of(site: Path, url: str) -> Path:
    return site / (url + "index.html" if url.endswith("/") or url == "" else url)


class SampleSiteOfflineTests(OfflineCase):
    def save_the_site(self) -> None:
        self.browser.open("/saved/")
        button = self.browser.wait_for_element(".save-site")
        self.browser.wait_for(lambda: button.is_enabled(), message="the Save button is enabled")
        self.assertEqual("Save this site for offline use", button.text)
        button.click()
        self.browser.wait_for_text(".save-site-status", "This site is saved for offline use")

    def test_a_first_visit_keeps_only_the_shell_and_the_pages_visited(self):
        # Issue 36.8: one page view used to start a download of every list page and the whole search index.
        self.install("/")
        site = Path(self.server.root)
        served = {r.path for r in self.server.requests if r.status == 200}
        downloaded = sum(file_of(site, path.lstrip("/")).stat().st_size for path in served)
        self.assertLessEqual(downloaded, 300 * 1024, f"a first visit downloads {downloaded} bytes")
        self.assertEqual([], [p for p in served if p.startswith("/search/") or p.startswith("/locations/")])
        self.browser.open("/locations/")
        visited, unvisited = self.first_location("/locations/")[:2]
        self.browser.open(visited)
        name = self.browser.text("h1")
        self.browser.set_local_storage("waymark.savedPlaces", SAVED)
        self.go_offline()

        self.browser.open(visited)
        self.assertEqual(name, self.browser.text("h1"), "a visited location page opens offline")
        self.browser.open("/locations/")
        self.assertEqual("Branches and ATMs", self.browser.text("h1"), "a visited list page opens offline")
        self.browser.open("/saved/")
        self.assertEqual("Saved places", self.browser.text("h1"))
        self.browser.open("/locations/page/2/")
        self.assertEqual("You are offline", self.browser.text("h1"), "a list page not visited is not kept")
        self.browser.open(unvisited)
        self.assertEqual("You are offline", self.browser.text("h1"))
        self.browser.wait_for_element(".saved-list li")
        self.assertIn("Tokyo Tower", self.browser.text(".saved-list"))

    def test_saving_the_site_makes_every_list_and_the_search_work_offline(self):
        self.install("/")
        self.save_the_site()
        count = len(listed((Path(self.server.root) / "sw.js").read_text(), "SITE"))
        self.assertEqual(f"This site is saved for offline use ({count:,} files), and kept up to date when you visit.",
                         self.browser.text(".save-site-status"))
        self.assertEqual("Save it again", self.browser.text(".save-site"))
        self.go_offline()

        self.browser.open("/locations/page/2/")
        self.assertEqual("Branches and ATMs", self.browser.text("h1"), "list pages are kept")
        self.browser.open("/locations/")
        self.browser.wait_for_element("#q").send_keys("soho")
        self.browser.wait_for_text(".search-status", "6 locations match “soho”")
        self.browser.open("/saved/")
        self.browser.wait_for_text(".save-site-status", "This site is saved for offline use")

    def test_the_welsh_tree_saves_itself_and_its_offline_page_speaks_welsh(self):
        self.install("/cy/")
        self.browser.open("/cy/saved/")
        button = self.browser.wait_for_element(".save-site")
        self.browser.wait_for(lambda: button.is_enabled(), message="the Save button is enabled")
        button.click()
        self.browser.wait_for_text(".save-site-status", "Mae’r wefan hon wedi’i chadw")
        count = len(listed((Path(self.server.root) / "cy" / "sw.js").read_text(), "SITE"))
        self.assertEqual(f"Mae’r wefan hon wedi’i chadw i’w defnyddio all-lein ({count:,} ffeil), ac mae’n cael ei "
                         "diweddaru pan fyddwch chi’n ymweld.", self.browser.text(".save-site-status"))
        self.assertEqual("Ei chadw eto", self.browser.text(".save-site"))
        self.browser.set_local_storage("waymark.savedPlaces", SAVED)
        self.go_offline()

        self.browser.open("/cy/no-such-page/")
        self.assertEqual("Rydych chi all-lein", self.browser.text("h1"))
        self.browser.wait_for_element(".saved-list li")
        self.assertEqual("Tynnu", self.browser.text(".delete-saved"))
        self.assertEqual("Tynnu “Tokyo Tower”", self.browser.attribute(".delete-saved", "aria-label"))
        self.assertEqual("o’r chwiliad “Tokyo Tower”", self.browser.text(".saved-query"))

    def test_an_unchanged_deploy_fetches_nothing_again(self):
        self.install("/")
        precached = len(self.server.requests)
        self.assertIn("/sw.js", [r.path for r in self.server.requests])
        self.assertNotIn("/search/index.json", [r.path for r in self.server.requests], "the search is kept when saved")

        # The browser checks for a new worker: the same bytes, so no install and nothing fetched.
        self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " navigator.serviceWorker.getRegistration().then(function (r) { return r.update(); })"
            ".then(function () { done(true); }, function (e) { done(String(e)); });")
        self.browser.open("/locations/")
        later = [r.path for r in self.server.requests[precached:]]
        script = (Path(self.server.root) / "sw.js").read_text()
        kept = {"/" + url for url, _ in listed(script, "PRECACHE")}
        self.assertEqual(1, later.count("/sw.js"))
        # The page itself is fetched network first; no file of the shell (CSS, scripts, icons) is fetched again.
        self.assertIn("/locations/", later)
        self.assertEqual([], [p for p in later if p in kept])

    def test_the_manifest_revisions_are_the_hashes_of_the_files(self):
        site = Path(self.server.root)
        script = (site / "sw.js").read_text()
        shell, rest = listed(script, "PRECACHE"), listed(script, "SITE")
        css = re.search(r'href="/(assets/waymark\.[0-9a-f]{8}\.css)"', (site / "index.html").read_text()).group(1)
        self.assertIn(("", revision((site / "index.html").read_bytes())), shell)
        self.assertIn((css, revision((site / css).read_bytes())), shell)
        self.assertNotIn("assets/waymark.css", [url for url, _ in shell + rest], "only the copy pages name")
        self.assertIn("offline/", [url for url, _ in shell])
        self.assertIn("search/index.json", [url for url, _ in rest])
        # The basemap tiles the list pages show, so their maps are whole offline once the site is saved.
        tiles = set(re.findall(r'"/(assets/maps/[^"#]+)', (site / "locations" / "index.html").read_text()))
        self.assertTrue(tiles)
        self.assertLessEqual(tiles, {url for url, _ in shell + rest})
        urls = [url for url, _ in shell + rest]
        self.assertEqual(len(urls), len(set(urls)), "each file is listed once")
        sizes = [file_of(site, url).stat().st_size for url in urls]
        self.assertLessEqual(sum(file_of(site, url).stat().st_size for url, _ in shell), 300_000)
        self.assertLessEqual(sum(sizes), 5_000_000)
        self.assertLessEqual(max(sizes), 2 * 1024 * 1024)


class WelshTreeOfflineTests(OfflineCase):
    """The sample's Welsh tree (/cy/) links to the root's assets/ and flags/ rather than a copy of its own: its own
    worker, scoped to /cy/, keeps them and serves them offline."""

    def test_the_welsh_worker_keeps_the_shared_assets_and_serves_them_offline(self):
        self.install("/cy/")
        scope = self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " navigator.serviceWorker.getRegistration().then(function (r) { done(r.scope); });")
        self.assertEqual(self.server.url("/cy/"), scope)
        tree = Path(self.server.root) / "cy"
        css = re.search(r'href="/(assets/waymark\.[0-9a-f]{8}\.css)"', (tree / "index.html").read_text()).group(1)
        self.assertFalse((tree / css).exists(), "the Welsh tree has no copy of the stylesheet")
        shell = listed((tree / "sw.js").read_text(), "PRECACHE")
        self.assertIn(("/" + css, revision((Path(self.server.root) / css).read_bytes())), shell)
        title = self.browser.execute("return document.title;")
        self.go_offline()

        self.browser.open("/cy/")
        self.assertEqual(title, self.browser.execute("return document.title;"))
        status = self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " fetch('/' + arguments[0], { cache: 'no-store' }).then(function (r) { done(r.status); }, function (e) { done(String(e)); });",
            css)
        self.assertEqual(200, status, "the shared stylesheet comes from the Welsh worker's cache")

    def test_the_english_worker_keeps_what_the_welsh_worker_kept(self):
        # Each worker drops from its caches what its own lists do not name when it takes over: with one cache for
        # both trees, the English worker's clean-up took the Welsh shell away.
        self.install("/cy/")
        self.install("/")
        kept = self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " Promise.all(arguments[0].map(function (u) { return caches.match(u); }))"
            ".then(function (hits) { done(hits.map(function (h) { return !!h; })); });",
            [self.server.url("/cy/offline/"), self.server.url("/offline/")])
        self.assertEqual([True, True], kept)
        self.go_offline()
        self.browser.open("/cy/offline/")
        self.assertEqual("cy", self.browser.execute("return document.documentElement.lang;"))


def revision(data: bytes) -> str:
    return waymark_digest(data)[:16]


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
        name = re.search(r'href="/(assets/waymark\.[0-9a-f]{8}\.css)"', (self.site / "index.html").read_text()).group(1)
        css = self.site / name
        changed = css.read_bytes() + b"\n/* a new deploy */\n"
        css.write_bytes(changed)
        script = self.site / "sw.js"
        text = script.read_text()
        text = re.sub(r'(\["' + re.escape(name) + r'", ")[0-9a-f]{16}', lambda m: m.group(1) + revision(changed), text)
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
        self.assertEqual(["/sw.js", "/" + name], fetched)
        served = self.browser.execute_async(
            "var done = arguments[arguments.length - 1];"
            " caches.match(new URL(arguments[0], location.origin + '/').href)"
            ".then(function (r) { return r.text(); }).then(done);", name)
        self.assertTrue(served.endswith("/* a new deploy */\n"))

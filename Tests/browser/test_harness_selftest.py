"""Checks the browser harness itself against a tiny fake site made in a temporary folder.

Covers the server (pretty URLs, redirects, 404 page), the browser helpers (reading, waiting,
screenshots, clock, time zone, geolocation, localStorage, console log, JavaScript off), and
runs the real smoke tests against the fake site, plus against a broken copy to show they fail.
"""

import shutil
import struct
import tempfile
import time
import unittest
from pathlib import Path

import harness
import test_smoke
from harness import SiteServer, SiteTestCase, fetch

_STYLE = """<style>
body { font: 16px/1.5 "DejaVu Sans", sans-serif; margin: 2rem; color: #1d2a38; }
nav a { margin-right: 1rem; color: #0b5fa5; }
.card { border: 1px solid #c8d3de; border-radius: 8px; padding: 1rem; max-width: 36rem; }
</style>"""

_NAV = """<nav>
<a href="/">Home</a>
<a href="/countries/">Countries</a>
<a href="/locations/">Locations</a>
<a href="/geocode/">Geocode</a>
<a href="/about/">About</a>
<a href="/locations/#map">Map</a>
<a href="https://example.com/elsewhere">Elsewhere</a>
</nav>"""

_HOME_SCRIPT = """<script>
document.body.dataset.js = "on";
document.getElementById("now").textContent =
  new Date().toISOString() + " " + Intl.DateTimeFormat().resolvedOptions().timeZone;
const visits = Number(localStorage.getItem("fake.visits") || 0) + 1;
localStorage.setItem("fake.visits", String(visits));
setTimeout(() => {
  const late = document.createElement("p");
  late.id = "late";
  late.textContent = "Loaded late";
  document.querySelector(".card").append(late);
}, 300);
</script>"""


def _page(title: str, body: str, script: str = "") -> str:
    return (
        f"<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        f"<title>{title}</title>\n{_STYLE}\n</head>\n<body>\n{_NAV}\n"
        f"<h1>{title}</h1>\n{body}\n{script}\n</body>\n</html>\n"
    )


def make_fake_site(root: Path) -> Path:
    """Writes a small site with the routes the smoke tests expect, and returns its folder."""
    pages = {
        "index.html": _page(
            "Fake Waymark",
            '<div class="card"><p>A stand-in site for the harness self-test.</p>'
            '<p id="now">(no script)</p>'
            "<noscript><p id=\"nojs\">JavaScript is off.</p></noscript></div>",
            _HOME_SCRIPT,
        ),
        "countries/index.html": _page("Countries", "<p>Every country.</p>"),
        "locations/index.html": _page("Locations", '<p id="map">Every branch and ATM.</p>'),
        "geocode/index.html": _page("Geocode", "<p>Saved queries.</p>"),
        "about/index.html": _page("About", "<p>About this site.</p>"),
        "errors/index.html": _page(
            "Errors",
            '<img src="/missing.png" alt="missing">',
            '<script>console.error("fake failure");</script>',
        ),
        "404.html": _page("Page not found", "<p>There is no page here.</p>"),
        "locations.geojson": '{"type": "FeatureCollection", "features": []}\n',
    }
    for name, text in pages.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (root / "empty-folder").mkdir(exist_ok=True)
    return root


_workspace: Path | None = None


def setUpModule():
    global _workspace
    _workspace = Path(tempfile.mkdtemp(prefix="waymark-harness-"))
    make_fake_site(_workspace / "site")


def tearDownModule():
    shutil.rmtree(_workspace, ignore_errors=True)


def fake_site() -> Path:
    return _workspace / "site"


def run_isolated(case_class: type) -> unittest.TestResult:
    """Runs a TestCase class on its own, as the outer runner would, and returns its result."""
    # A module name unittest cannot import keeps it from re-running this module's fixtures.
    case_class.__module__ = "isolated"
    result = unittest.TestResult()
    unittest.defaultTestLoader.loadTestsFromTestCase(case_class).run(result)
    return result


def method_name(test: unittest.TestCase) -> str:
    return getattr(test, "test_case", test)._testMethodName


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


class ServerSelfTest(unittest.TestCase):
    def setUp(self):
        self.server = SiteServer(fake_site()).start()
        self.addCleanup(self.server.stop)

    def test_pretty_url_serves_the_folder_index(self):
        response = fetch(self.server.url("/countries/"))

        self.assertEqual(200, response.status)
        self.assertIn("<title>Countries</title>", response.text)
        self.assertEqual("text/html; charset=utf-8", response.headers["Content-Type"])

    def test_folder_without_slash_redirects_to_the_pretty_url(self):
        response = fetch(self.server.url("/countries"), follow_redirects=False)

        self.assertEqual(301, response.status)
        self.assertEqual("/countries/", response.headers["Location"])

    def test_missing_page_answers_404_with_the_sites_404_page(self):
        response = fetch(self.server.url("/nowhere/"))

        self.assertEqual(404, response.status)
        self.assertEqual((fake_site() / "404.html").read_bytes(), response.body)

    def test_head_of_a_missing_page_answers_404_without_a_body(self):
        response = fetch(self.server.url("/nowhere"), method="HEAD")

        self.assertEqual(404, response.status)
        self.assertEqual(b"", response.body)

    def test_folder_without_index_is_not_listed(self):
        self.assertEqual(404, fetch(self.server.url("/empty-folder/")).status)

    def test_geojson_has_its_media_type(self):
        response = fetch(self.server.url("/locations.geojson"))

        self.assertEqual("application/geo+json", response.headers["Content-Type"])

    def test_requests_are_recorded(self):
        fetch(self.server.url("/about/"))
        fetch(self.server.url("/nowhere"))

        self.assertEqual(
            [harness.Request("GET", "/about/", 200), harness.Request("GET", "/nowhere", 404)],
            self.server.requests,
        )

    def test_server_listens_on_loopback_only(self):
        self.assertTrue(self.server.base_url.startswith("http://127.0.0.1:"))
        self.assertNotEqual(0, self.server.port)


    def test_a_connection_the_browser_drops_leaves_no_traceback(self):
        # Issue 36.9: a cancelled request used to print a BrokenPipeError traceback into the test log.
        import contextlib
        import io
        for dropped in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "reset")):
            with self.subTest(error=type(dropped).__name__):
                printed = io.StringIO()
                with contextlib.redirect_stderr(printed):
                    try:
                        raise dropped
                    except OSError:
                        self.server._httpd.handle_error(None, ("127.0.0.1", 1))
                self.assertEqual("", printed.getvalue())
        printed = io.StringIO()
        with contextlib.redirect_stderr(printed):
            try:
                raise ValueError("a real fault")
            except ValueError:
                self.server._httpd.handle_error(None, ("127.0.0.1", 1))
        self.assertIn("ValueError: a real fault", printed.getvalue())


class BrowserSelfTest(SiteTestCase):
    @classmethod
    def setUpClass(cls):
        cls.site_dir = fake_site()
        super().setUpClass()

    def test_open_reads_title_text_and_links(self):
        self.browser.open("/")

        self.assertEqual("Fake Waymark", self.browser.title)
        self.assertEqual("Fake Waymark", self.browser.text("h1"))
        self.assertEqual("/", self.browser.current_path)
        self.assertEqual(7, len(self.browser.links()))
        self.assertEqual(self.server.url("/countries/"), self.browser.links("nav a")[1])

    def test_site_path_keeps_internal_links_only(self):
        self.assertEqual("/locations/", self.site_path(self.server.url("/locations/#map")))
        self.assertIsNone(self.site_path("https://example.com/elsewhere"))

    def test_browser_follows_the_pretty_url_redirect(self):
        self.browser.open("/countries")

        self.assertEqual("/countries/", self.browser.current_path)

    def test_browser_shows_the_404_page_for_a_missing_page(self):
        self.browser.open("/nowhere/")

        self.assertEqual("Page not found", self.browser.title)

    def test_wait_for_element_sees_content_added_later(self):
        self.browser.open("/")

        self.assertEqual("Loaded late", self.browser.wait_for_element("#late").text)
        self.assertIn("Loaded late", self.browser.wait_for_text(".card", "Loaded late").text)

    def test_wait_for_fails_with_its_message_after_the_timeout(self):
        self.browser.open("/")

        with self.assertRaisesRegex(AssertionError, "timed out after 0.2s: never"):
            self.browser.wait_for(lambda: False, timeout=0.2, message="never")

    def test_screenshot_writes_a_png_of_the_window_size(self):
        self.browser.open("/")
        self.browser.wait_for_element("#late")

        path = self.browser.screenshot("selftest-home")

        self.assertEqual(harness.ARTIFACTS_DIR / "selftest-home.png", path)
        self.assertEqual(harness.WINDOW_SIZE, png_size(path))

    def test_fixed_clock_and_time_zone_reach_page_scripts(self):
        self.browser.set_timezone("America/New_York").set_clock("2024-01-15T12:00:00Z")
        self.browser.open("/")

        self.assertEqual("2024-01-15T12:00:00.000Z America/New_York", self.browser.text("#now"))
        seen = self.browser.execute(
            "return [new Date().toISOString(), Date.now(), new Date().getHours(),"
            " Intl.DateTimeFormat().resolvedOptions().timeZone,"
            " new Intl.DateTimeFormat('en-US', {weekday: 'long'}).format(new Date()),"
            " new Date() instanceof Date, new Date(2020, 0, 1).getFullYear(),"
            " new Intl.DateTimeFormat('en-US', {hour: 'numeric', hour12: false}).format(),"
            " new Intl.DateTimeFormat('en-US', {weekday: 'short'}).formatToParts()[0].value];"
        )
        self.assertEqual(
            ["2024-01-15T12:00:00.000Z", 1705320000000, 7, "America/New_York", "Monday", True, 2020,
             "07", "Mon"],
            seen,
        )

    def test_fixed_clock_stands_still_unless_it_ticks(self):
        self.browser.set_clock("2024-06-01T08:00:00+02:00")
        self.browser.open("/")
        first = self.browser.execute("return Date.now();")
        time.sleep(0.05)
        self.assertEqual(first, self.browser.execute("return Date.now();"))

        self.browser.set_clock("2024-06-01T08:00:00+02:00", tick=True)
        self.browser.open("/")
        time.sleep(0.05)
        ticked = self.browser.execute("return Date.now();")
        self.assertGreater(ticked, first)
        self.assertLess(ticked, first + 10_000)

    def test_reset_removes_clock_and_time_zone(self):
        self.browser.set_timezone("Asia/Tokyo").set_clock("2001-01-01T00:00:00Z")
        self.browser.reset()
        self.browser.open("/")

        now, zone = self.browser.execute(
            "return [Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone];"
        )
        self.assertLess(abs(now - time.time() * 1000), 60_000)
        self.assertNotEqual("Asia/Tokyo", zone)

    def test_geolocation_override_answers_get_current_position(self):
        self.browser.set_geolocation(51.5136, -0.1316, accuracy=25)
        self.browser.open("/")

        position = self.browser.execute_async(
            "const done = arguments[arguments.length - 1];"
            "navigator.geolocation.getCurrentPosition("
            "  p => done([p.coords.latitude, p.coords.longitude, p.coords.accuracy]),"
            "  e => done('error ' + e.code));"
        )
        self.assertEqual([51.5136, -0.1316, 25], position)

    def test_denied_geolocation_fails_with_permission_denied(self):
        self.browser.deny_geolocation()
        self.browser.open("/")

        outcome = self.browser.execute_async(
            "const done = arguments[arguments.length - 1];"
            "navigator.geolocation.getCurrentPosition(() => done('granted'), e => done(e.code));"
        )
        self.assertEqual(1, outcome)  # GeolocationPositionError.PERMISSION_DENIED

    def test_local_storage_helpers_read_what_pages_write(self):
        self.browser.open("/")
        self.assertEqual({"fake.visits": "1"}, self.browser.local_storage())
        self.browser.open("/")
        self.assertEqual("2", self.browser.local_storage_item("fake.visits"))

        self.browser.set_local_storage("saved", [{"place_id": "abc"}])
        self.assertEqual([{"place_id": "abc"}], self.browser.local_storage_json("saved"))
        self.assertIsNone(self.browser.local_storage_item("absent"))

        self.browser.clear_local_storage()
        self.assertEqual({}, self.browser.local_storage())

    def test_each_test_starts_with_empty_local_storage(self):
        self.browser.open("/")
        self.browser.set_local_storage("leftover", "x")

        self.browser.reset()
        self.browser.open("/")

        self.assertEqual({"fake.visits": "1"}, self.browser.local_storage())

    def test_console_errors_catch_script_errors_and_failed_loads(self):
        self.browser.open("/errors/")

        messages = [entry.message for entry in self.browser.console_errors()]
        self.assertTrue(any("fake failure" in m for m in messages), messages)
        self.assertTrue(any("/missing.png" in m and "404" in m for m in messages), messages)

    def test_clean_page_has_no_console_errors(self):
        self.browser.open("/")

        self.assert_no_console_errors()

    def test_console_errors_leave_out_the_favicon_miss_unless_asked(self):
        self.browser.open("/")
        miss = harness.LogEntry(
            "SEVERE",
            self.server.url("/favicon.ico")
            + " - Failed to load resource: the server responded with a status of 404 (Not Found)",
        )
        self.browser.console_log()
        self.browser._log.append(miss)  # the browser logs it only sometimes: feed it directly

        self.assertNotIn(miss, self.browser.console_errors())
        self.assertIn(miss, self.browser.console_errors(include_favicon=True))

    def test_browser_without_js_runs_no_page_scripts(self):
        browser = self.browser_without_js()
        browser.open("/")

        self.assertEqual("(no script)", browser.text("#now"))
        self.assertEqual("JavaScript is off.", browser.text("#nojs"))
        self.assertIsNone(browser.execute("return document.body.dataset.js || null;"))
        self.assertEqual({}, browser.local_storage())
        self.browser.open("/")
        self.assertEqual("on", self.browser.execute("return document.body.dataset.js;"))

    def test_a_failing_test_leaves_a_screenshot(self):
        class Failing(SiteTestCase):
            site_dir = fake_site()
            artifacts_dir = _workspace / "artifacts"

            def test_fails(self):
                self.browser.open("/about/")
                self.fail("on purpose")

        shot = _workspace / "artifacts" / "failed-Failing.test_fails.png"
        result = run_isolated(Failing)

        self.assertEqual(1, len(result.failures))
        self.assertTrue(shot.is_file(), f"{shot} was not written")
        self.assertEqual(harness.WINDOW_SIZE, png_size(shot))


class SmokeTestsOnFakeSite(test_smoke.SiteSmokeTests):
    """The real smoke tests pass on a site that has what they check for."""

    @classmethod
    def setUpClass(cls):
        cls.site_dir = fake_site()
        super().setUpClass()


class SmokeTestsCatchABrokenSite(unittest.TestCase):
    """The real smoke tests fail on a site that lacks what they check for."""

    def test_smoke_tests_fail_on_a_broken_site(self):
        broken = _workspace / "broken"
        shutil.copytree(fake_site(), broken)
        (broken / "404.html").unlink()
        shutil.rmtree(broken / "geocode")
        (broken / "countries" / "index.html").write_text(
            "<!doctype html><title>Countries</title><p>x</p>"
            "<script>throw new Error('boom')</script>"
        )

        class Broken(test_smoke.SiteSmokeTests):
            site_dir = broken
            artifacts_dir = _workspace / "artifacts"

        result = run_isolated(Broken)
        failed = {method_name(test) for test, _ in result.failures + result.errors}

        self.assertEqual(
            [
                "test_404_page_exists",
                "test_a_missing_page_answers_404_with_the_404_page",
                "test_every_internal_link_on_the_home_page_answers_200",
                "test_home_and_section_pages_log_no_console_errors",
                "test_home_and_section_pages_render_without_javascript",
            ],
            sorted(failed),
        )


if __name__ == "__main__":
    unittest.main()

"""One page of every page kind passes axe-core and the Nu HTML Checker, and reflows at 320 px.

The pages are found by following the site's own links from the home page (so a change of URL
layout does not leave a kind out). Each page is checked with:

* axe-core 4.12 (every rule axe runs by default, WCAG 2.x A and AA included): no violation;
* the current Nu HTML Checker (vnu.jar): no error;
* Chromium at 320 x 640 CSS pixels: the page never scrolls sideways (WCAG 1.4.10 reflow).
"""

from __future__ import annotations

import unittest
import urllib.parse
from pathlib import Path

from harness import SiteTestCase
from harness.audit import axe_version, run_axe, validate_html, vnu_version


def _path(url: str) -> str:
    return urllib.parse.urlsplit(url).path


class PageKinds:
    """Finds one URL path of each page kind by following links, as a visitor would."""

    def __init__(self, test: SiteTestCase):
        self.test = test
        self.browser = test.browser

    def first(self, path: str, css: str, exclude: tuple[str, ...] = ()) -> str | None:
        self.browser.open(path)
        # getAttribute, not .href: links inside inline SVG maps have an SVGAnimatedString href.
        urls = self.browser.execute(
            "return [...document.querySelectorAll(arguments[0])].map(a =>"
            " new URL(a.getAttribute('href'), location.href).href);", css)
        for url in urls:
            target = self.test.site_path(url)
            if target and _path(target) not in exclude and _path(target) != path:
                return _path(target)
        return None

    def all(self, path: str, css: str) -> list[str]:
        self.browser.open(path)
        return [_path(url) for url in self.browser.links(css) if self.test.site_path(url)]

    def find(self) -> dict[str, str]:
        kinds = {"home": "/", "not found": "/404.html", "countries": "/countries/",
                 "locations": "/locations/", "geocode index": "/geocode/", "saved": "/saved/"}
        kinds["content page"] = self.first("/", "footer a[href], header a[href$='/help/']")
        kinds["country"] = self.first("/countries/", "main a.wm-p")
        kinds["location"] = self.first("/locations/", "main .location-list > li:has(.badge-branch) a[href]")
        kinds["opening hours"] = self.first(kinds["location"], "main a[href$='/hours/']")
        kinds["locations, page 2"] = self.first("/locations/", "a[rel=next], link[rel=next]")
        kinds["locations, branches only"] = self.first("/locations/", "main a[data-filter=branch]")
        kinds["cities"] = self.first("/locations/", "main a[href$='/cities/']")
        kinds["city"] = self.first(kinds["cities"], "main li a[href]")
        kinds["a country's cities"] = self.first(kinds["cities"], "main h2 a[href]")
        kinds["place search"] = self.first("/geocode/", "main li a[href]")
        kinds["place search result"] = self.first(kinds["place search"], "main li a[href]")
        kinds["place search map"] = next(filter(None, (
            self.first(query, "main a[href$='/map/']")
            for query in self.all("/geocode/", "main li a[href]"))), None)
        self.browser.open("/geocode/")
        failed = self.browser.execute(
            "const row = [...document.querySelectorAll('main li')]"
            ".find(li => li.textContent.includes('No results could be loaded'));"
            "return row ? row.querySelector('a').getAttribute('href') : null;")
        # The sample has no failed search (it builds clean under --strict): test_geocode_pages audits one of its own.
        if failed:
            kinds["place search that failed"] = _path(self.browser.url(failed))
        kinds["notice"] = self.first("/", "main .notices .notice-title a[href]")
        kinds["notices"] = self.first(kinds["notice"], "main a[href$='/notices/']")
        kinds["notice topic"] = self.first(kinds["notices"], "main h3 a[href]")
        missing = [kind for kind, path in kinds.items() if not path]
        self.test.assertEqual([], missing, "page kinds not reached by links")
        return kinds


class FrontEndAuditTests(SiteTestCase):
    kinds: dict[str, str]

    def setUp(self) -> None:
        super().setUp()
        if not hasattr(type(self), "kinds"):
            type(self).kinds = PageKinds(self).find()

    def site_file(self, path: str) -> Path:
        root = Path(self.server.root)
        file = root / path.lstrip("/")
        return file / "index.html" if path.endswith("/") else file

    def test_tools_are_current(self):
        major, minor = (int(part) for part in axe_version().split(".")[:2])
        self.assertGreaterEqual((major, minor), (4, 10), "axe-core older than 4.10")
        self.assertGreaterEqual(vnu_version(), "25", "vnu.jar older than 2025")

    def test_every_page_kind_has_no_axe_violation(self):
        for kind, path in self.kinds.items():
            with self.subTest(kind=kind, path=path):
                self.browser.open(path)
                violations = run_axe(self.browser)
                self.assertEqual([], violations, f"axe-core on {path}")

    def test_every_page_kind_is_valid_html(self):
        files = {self.site_file(path): kind for kind, path in self.kinds.items()}
        errors = [f"{files.get(Path(m.file), '?')}: {m}" for m in validate_html(list(files))]
        self.assertEqual([], errors, "Nu HTML Checker errors")

    def test_no_page_kind_scrolls_sideways_at_320_px(self):
        self.browser.cdp("Emulation.setDeviceMetricsOverride",
                         {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": True})
        try:
            for kind, path in self.kinds.items():
                with self.subTest(kind=kind, path=path):
                    self.browser.open(path)
                    width = self.browser.execute(
                        "return document.documentElement.scrollWidth;")
                    self.assertLessEqual(width, 320, f"{path} is {width} px wide at 320 px")
        finally:
            self.browser.cdp("Emulation.clearDeviceMetricsOverride")


if __name__ == "__main__":
    unittest.main()

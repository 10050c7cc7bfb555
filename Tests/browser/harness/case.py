"""unittest glue: one server and one browser per test class, screenshots of failures."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import unittest
import urllib.parse
from pathlib import Path
from typing import Callable

from .browser import Browser
from .config import ARTIFACTS_DIR, REPO_ROOT
from .server import Response, SiteServer, fetch


class SiteTestCase(unittest.TestCase):
    """Serves a built site and drives a browser on it, one of each per test class.

    The site folder is `site_dir` if a subclass sets it, else `$WAYMARK_SITE_DIR`; the class
    is skipped when neither is set. `self.browser` has JavaScript on; `self.browser_without_js()`
    gives a second browser with it off. Each test starts from `Browser.reset()`, and a failing
    test leaves a screenshot `failed-<TestClass>.<test>.png` (and `….nojs.png` for the browser
    without JavaScript) in `artifacts_dir`, by default `.build/browser-artifacts/`.
    """

    site_dir: str | os.PathLike | None = None
    # False serves the site as a host that ignores `Range` and sends whole files.
    ranges: bool = True
    artifacts_dir: str | os.PathLike = ARTIFACTS_DIR
    server: SiteServer
    browser: Browser

    @classmethod
    def build_own_site(cls, prefix: str, fill: Callable[[Path], None]) -> None:
        """Builds a site of the class's own and serves it instead of the sample: `fill` writes its files into the
        Content folder it is given. Uses the `waymark` binary `$WAYMARK_BIN` (scripts/test sets it), else
        .build/debug/waymark; the site and its output are in a temporary folder removed after the class."""
        binary = Path(os.environ.get("WAYMARK_BIN") or REPO_ROOT / ".build" / "debug" / "waymark")
        if not binary.is_file():
            raise AssertionError(f"no waymark binary at {binary} (run swift build, or set WAYMARK_BIN)")
        work = Path(tempfile.mkdtemp(prefix=prefix))
        cls.addClassCleanup(shutil.rmtree, work, ignore_errors=True)
        content = work / "site" / "Content"
        content.mkdir(parents=True)
        fill(content)
        subprocess.run([str(binary), "build", "--site", str(work / "site"), "--output", str(work / "out"), "--quiet"],
                       check=True, timeout=600)
        cls.site_dir = work / "out"

    @classmethod
    def setUpClass(cls) -> None:
        super().setUpClass()
        site = cls.site_dir or os.environ.get("WAYMARK_SITE_DIR")
        if not site:
            raise unittest.SkipTest("WAYMARK_SITE_DIR is not set (scripts/test sets it)")
        cls.server = SiteServer(site, ranges=cls.ranges).start()
        cls.addClassCleanup(cls.server.stop)
        cls._browsers: dict[bool, Browser] = {}
        cls.browser = cls._open_browser(javascript=True)

    @classmethod
    def _open_browser(cls, javascript: bool) -> Browser:
        if javascript not in cls._browsers:
            browser = Browser(
                cls.server.base_url, javascript=javascript, artifacts_dir=cls.artifacts_dir
            )
            cls._browsers[javascript] = browser
            cls.addClassCleanup(browser.quit)
        return cls._browsers[javascript]

    def browser_without_js(self) -> Browser:
        """A second browser, shared by the class, whose pages run no JavaScript."""
        browser = self._open_browser(javascript=False)
        browser.reset()
        return browser

    def setUp(self) -> None:
        super().setUp()
        self.browser.reset()

    def at_width(self, width: int, height: int = 900) -> None:
        """Shows the pages in a window `width` CSS pixels wide (a phone below 600) until the test ends."""
        self.browser.cdp("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        self.addCleanup(self.browser.cdp, "Emulation.clearDeviceMetricsOverride")

    def fetch(self, path: str, **kwargs) -> Response:
        return fetch(self.server.url(path), **kwargs)

    def site_path(self, url: str) -> str | None:
        """The path of a link into the site under test, or None for an outside link.

        Links to the served origin count, and so do absolute links that start with the
        site's configured base URL when `WAYMARK_SITE_BASE_URL` gives it.
        """
        url = without_fragment(url)
        configured = os.environ.get("WAYMARK_SITE_BASE_URL", "").rstrip("/")
        if configured and (url == configured or url.startswith(configured + "/")):
            url = self.server.base_url + url[len(configured):]
        if not internal_url(url, self.server.base_url):
            return None
        parts = urllib.parse.urlsplit(url)
        return parts.path + (f"?{parts.query}" if parts.query else "")

    def assert_no_console_errors(self, browser: Browser | None = None) -> None:
        errors = (browser or self.browser).console_errors()
        self.assertEqual([], [str(entry) for entry in errors], "console errors")

    def run(self, result=None):
        result = result if result is not None else self.defaultTestResult()
        before = len(result.failures) + len(result.errors)
        outcome = super().run(result)
        if len(result.failures) + len(result.errors) > before:
            self._screenshot_failure()
        return outcome

    def _screenshot_failure(self) -> None:
        name = f"{type(self).__name__}.{self._testMethodName}"
        for javascript, browser in getattr(type(self), "_browsers", {}).items():
            try:
                suffix = "" if javascript else ".nojs"
                browser.screenshot(f"failed-{name}{suffix}")
            except Exception:  # a screenshot must never hide the real failure
                pass


def internal_url(url: str, base_url: str) -> bool:
    """Whether a resolved link points into the site served at `base_url`."""
    target, base = urllib.parse.urlsplit(url), urllib.parse.urlsplit(base_url)
    return (target.scheme, target.netloc) == (base.scheme, base.netloc)


def without_fragment(url: str) -> str:
    return urllib.parse.urldefrag(url)[0]

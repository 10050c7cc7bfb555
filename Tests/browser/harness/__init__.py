"""Real-browser harness for Waymark sites: a static file server and headless Chromium.

Three layers, each usable alone:

* `SiteServer` serves a built site folder on 127.0.0.1 like a static host does
  (pretty URLs, `/404.html` with status 404), and `fetch` reads from it without a browser.
* `Browser` drives Debian's Chromium through Selenium and chromedriver, with helpers for
  pages, waiting, screenshots, the clock, the time zone, geolocation, localStorage and the
  console log.
* `SiteTestCase` ties them to unittest: one server and one browser per test class, a clean
  browser state before each test, a screenshot of every failing test.

The site under test comes from `WAYMARK_SITE_DIR`; tests skip when it is unset.
"""

from .browser import Browser, LogEntry
from .case import SiteTestCase, internal_url, without_fragment
from .config import ARTIFACTS_DIR, CHROMEDRIVER, CHROMIUM, DEFAULT_TIMEOUT, REPO_ROOT, WINDOW_SIZE
from .server import Request, Response, SiteServer, fetch

__all__ = [
    "ARTIFACTS_DIR", "Browser", "CHROMEDRIVER", "CHROMIUM", "DEFAULT_TIMEOUT", "LogEntry",
    "REPO_ROOT", "Request", "Response", "SiteServer", "SiteTestCase", "WINDOW_SIZE", "fetch",
    "internal_url", "without_fragment",
]

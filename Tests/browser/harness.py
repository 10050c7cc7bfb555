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

from __future__ import annotations

import datetime as _dt
import functools
import http.server
import json
import os
import re
import threading
import unittest
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from email.message import Message
from pathlib import Path
from typing import Any, Callable

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options as ChromeOptions
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS_DIR = Path(
    os.environ.get("WAYMARK_BROWSER_ARTIFACTS") or REPO_ROOT / ".build" / "browser-artifacts"
)
CHROMIUM = os.environ.get("WAYMARK_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("WAYMARK_CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW_SIZE = (1280, 900)
DEFAULT_TIMEOUT = 10.0


# --------------------------------------------------------------------------- HTTP server


@dataclass(frozen=True)
class Request:
    """One request the server answered."""

    method: str
    path: str
    status: int


class _SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static-host behaviour: `/x/` is `x/index.html`, `/x` redirects to `/x/`, no listings."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".html": "text/html; charset=utf-8",
        ".css": "text/css; charset=utf-8",
        ".js": "text/javascript; charset=utf-8",
        ".mjs": "text/javascript; charset=utf-8",
        ".json": "application/json",
        ".geojson": "application/geo+json",
        ".xml": "application/xml",
        ".svg": "image/svg+xml",
        ".txt": "text/plain; charset=utf-8",
        ".webmanifest": "application/manifest+json",
    }

    def list_directory(self, path):  # a static host never lists a folder
        self.send_error(404)
        return None

    def send_error(self, code, message=None, explain=None):
        page = Path(self.directory) / "404.html"
        if code != 404 or not page.is_file():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.log_request(404)
        self.send_response_only(404)
        self.send_header("Server", self.version_string())
        self.send_header("Date", self.date_time_string())
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_request(self, code="-", size="-"):
        status = int(code) if str(code).isdigit() else 0
        path = urllib.parse.urlsplit(self.path).path
        self.server.requests.append(Request(self.command, path, status))

    def log_message(self, format, *args):  # keep test output clean
        pass


class SiteServer:
    """Serves a built site folder on 127.0.0.1 on a free port, in a background thread."""

    def __init__(self, root: str | os.PathLike, host: str = "127.0.0.1", port: int = 0):
        self.root = Path(root).resolve()
        if not self.root.is_dir():
            raise FileNotFoundError(f"site folder {self.root} does not exist")
        self._address = (host, port)
        self._httpd: http.server.ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> "SiteServer":
        handler = functools.partial(_SiteHandler, directory=str(self.root))
        httpd = http.server.ThreadingHTTPServer(self._address, handler)
        httpd.daemon_threads = True
        httpd.requests = []
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="site-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._thread.join(timeout=5)
            self._httpd = None

    def __enter__(self) -> "SiteServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def port(self) -> int:
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        """`http://127.0.0.1:PORT` without a trailing slash."""
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str = "/") -> str:
        return urllib.parse.urljoin(self.base_url + "/", path)

    @property
    def requests(self) -> list[Request]:
        """Every request answered so far, oldest first."""
        return self._httpd.requests


@dataclass
class Response:
    """What `fetch` got: the final URL after redirects, status, headers and body."""

    url: str
    status: int
    headers: Message  # case-insensitive: headers["Content-Type"]
    body: bytes
    redirected: bool = False

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


def fetch(url: str, method: str = "GET", follow_redirects: bool = True) -> Response:
    """Requests a URL without a browser; HTTP errors are returned, not raised."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    handlers = [] if follow_redirects else [NoRedirect()]
    opener = urllib.request.build_opener(*handlers)
    request = urllib.request.Request(url, method=method)
    try:
        with opener.open(request, timeout=DEFAULT_TIMEOUT) as reply:
            final = reply.geturl()
            return Response(final, reply.status, reply.headers, reply.read(), final != url)
    except urllib.error.HTTPError as error:
        return Response(error.geturl() or url, error.code, error.headers, error.read(), False)


# --------------------------------------------------------------------------- browser


@dataclass
class LogEntry:
    """One console or browser message, as chromedriver reports it."""

    level: str
    message: str
    source: str = ""
    timestamp: int = 0

    def __str__(self) -> str:
        return f"{self.level}: {self.message}"


_CLOCK_SCRIPT = """
(() => {
  const RealDate = Date;
  const fixed = %(epoch_ms)d;
  const started = RealDate.now();
  const now = %(tick)s ? () => fixed + (RealDate.now() - started) : () => fixed;
  function FakeDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length ? new RealDate(...args) : new RealDate(now());
  }
  FakeDate.prototype = RealDate.prototype;
  FakeDate.now = now;
  FakeDate.parse = RealDate.parse;
  FakeDate.UTC = RealDate.UTC;
  Object.defineProperty(FakeDate, "name", { value: "Date" });
  Object.defineProperty(RealDate.prototype, "constructor", { value: FakeDate });
  globalThis.Date = FakeDate;
  // Intl formats "now" when given no date, reading the real clock: give it the fixed one.
  const proto = Intl.DateTimeFormat.prototype;
  const format = Object.getOwnPropertyDescriptor(proto, "format").get;
  Object.defineProperty(proto, "format", {
    configurable: true,
    get() { const f = format.call(this); return (d) => f(d === undefined ? now() : d); },
  });
  const formatToParts = proto.formatToParts;
  proto.formatToParts = function (d) { return formatToParts.call(this, d === undefined ? now() : d); };
})();
"""


def _epoch_ms(when: _dt.datetime | str | int | float) -> int:
    if isinstance(when, (int, float)):
        return int(when)
    if isinstance(when, str):
        when = _dt.datetime.fromisoformat(when.replace("Z", "+00:00"))
    if when.tzinfo is None:
        raise ValueError("set_clock needs an aware datetime (or an ISO string with an offset)")
    return int(when.timestamp() * 1000)


_FAVICON_MISS = re.compile(r"/favicon\.ico - Failed to load resource")


class Browser:
    """Headless Chromium through Selenium; paths are resolved against `base_url`."""

    def __init__(
        self,
        base_url: str = "",
        *,
        javascript: bool = True,
        window_size: tuple[int, int] = WINDOW_SIZE,
        artifacts_dir: str | os.PathLike = ARTIFACTS_DIR,
    ):
        self.base_url = base_url.rstrip("/")
        self.javascript = javascript
        self.artifacts_dir = Path(artifacts_dir)
        self._log: list[LogEntry] = []
        self._clock_script: str | None = None
        self.driver = webdriver.Chrome(
            options=self._options(javascript, window_size), service=self._service()
        )
        self.driver.set_page_load_timeout(30)
        self.driver.set_script_timeout(DEFAULT_TIMEOUT)
        self._fit_viewport(*window_size)

    def _fit_viewport(self, width: int, height: int) -> None:
        # --window-size sizes the outer window; headless Chromium still keeps room for its
        # toolbar, so grow the window until the page itself gets width x height.
        inner = self.execute("return [window.innerWidth, window.innerHeight];")
        if inner != [width, height]:
            self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    @staticmethod
    def _options(javascript: bool, window_size: tuple[int, int]) -> ChromeOptions:
        options = ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            f"--window-size={window_size[0]},{window_size[1]}",
            "--lang=en-US",
            "--force-device-scale-factor=1",
            "--hide-scrollbars",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ):
            options.add_argument(argument)
        prefs: dict[str, Any] = {"intl.accept_languages": "en-US,en"}
        if not javascript:
            prefs["profile.managed_default_content_settings.javascript"] = 2
        options.add_experimental_option("prefs", prefs)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        return options

    @staticmethod
    def _service() -> ChromeService:
        log = os.environ.get("WAYMARK_CHROMEDRIVER_LOG")
        return ChromeService(executable_path=CHROMEDRIVER, log_output=log or os.devnull)

    def quit(self) -> None:
        self.driver.quit()

    def __enter__(self) -> "Browser":
        return self

    def __exit__(self, *exc) -> None:
        self.quit()

    # Navigation and reading ------------------------------------------------------------

    def url(self, path: str = "/") -> str:
        return urllib.parse.urljoin(self.base_url + "/", path)

    def open(self, path: str = "/") -> "Browser":
        """Loads a path (or a full URL) and waits for the load event."""
        self.driver.get(self.url(path))
        return self

    @property
    def current_path(self) -> str:
        return urllib.parse.urlsplit(self.driver.current_url).path

    @property
    def title(self) -> str:
        return self.driver.title

    def find(self, css: str) -> WebElement:
        """The first element matching a CSS selector; raises NoSuchElementException."""
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def exists(self, css: str) -> bool:
        return bool(self.find_all(css))

    def text(self, css: str = "body") -> str:
        """The rendered (visible) text of the first element matching `css`."""
        return self.find(css).text

    def texts(self, css: str) -> list[str]:
        return [element.text for element in self.find_all(css)]

    def attribute(self, css: str, name: str) -> str | None:
        return self.find(css).get_attribute(name)

    def click(self, css: str) -> "Browser":
        self.find(css).click()
        return self

    def links(self, css: str = "a[href]") -> list[str]:
        """Absolute URLs of the links matching `css`, in document order."""
        hrefs = (element.get_attribute("href") for element in self.find_all(css))
        return [href for href in hrefs if href]

    def html(self) -> str:
        return self.driver.page_source

    def execute(self, script: str, *args: Any) -> Any:
        """Runs JavaScript in the page (works even where the page's own scripts are off)."""
        return self.driver.execute_script(script, *args)

    def execute_async(self, script: str, *args: Any) -> Any:
        """Runs JavaScript that calls `arguments[arguments.length - 1](result)` when done."""
        return self.driver.execute_async_script(script, *args)

    def cdp(self, command: str, params: dict | None = None) -> dict:
        """Sends a Chrome DevTools Protocol command to the current tab."""
        return self.driver.execute_cdp_cmd(command, params or {})

    # Waiting ---------------------------------------------------------------------------

    def wait_for(
        self,
        condition: Callable[[], Any],
        timeout: float = DEFAULT_TIMEOUT,
        message: str = "condition not met",
    ) -> Any:
        """Polls `condition()` until it returns something truthy, and returns that."""
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(
                lambda _driver: condition()
            )
        except TimeoutException:
            raise AssertionError(f"timed out after {timeout}s: {message}") from None

    def wait_for_element(
        self, css: str, visible: bool = True, timeout: float = DEFAULT_TIMEOUT
    ) -> WebElement:
        def found():
            for element in self.find_all(css):
                if not visible or element.is_displayed():
                    return element
            return None

        state = "visible" if visible else "present"
        return self.wait_for(found, timeout, f"no {state} element matches {css!r}")

    def wait_for_text(self, css: str, text: str, timeout: float = DEFAULT_TIMEOUT) -> WebElement:
        def found():
            for element in self.find_all(css):
                if text in element.text:
                    return element
            return None

        return self.wait_for(found, timeout, f"no element {css!r} shows {text!r}")

    # Screenshots -----------------------------------------------------------------------

    def screenshot(self, name: str, full_page: bool = False) -> Path:
        """Saves a PNG to the artifacts folder as `<name>.png` and returns its path."""
        self.artifacts_dir.mkdir(parents=True, exist_ok=True)
        path = self.artifacts_dir / f"{re.sub(r'[^A-Za-z0-9._-]+', '_', name)}.png"
        if full_page:
            import base64

            shot = self.cdp(
                "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}
            )
            path.write_bytes(base64.b64decode(shot["data"]))
        else:
            self.driver.save_screenshot(str(path))
        return path

    # Emulation: clock, time zone, locale, geolocation -----------------------------------

    def set_clock(self, when: _dt.datetime | str | int, tick: bool = False) -> "Browser":
        """Fixes `Date` (and `Date.now()`) in pages loaded from now on.

        `when` is an aware datetime, an ISO 8601 string with an offset, or epoch milliseconds.
        With `tick` the clock starts there and runs on; otherwise it stands still. `Date` and
        `Intl.DateTimeFormat`'s `format()`/`formatToParts()` without a date see it; timers and
        `performance.now()` keep real time.
        """
        self.clear_clock()
        source = _CLOCK_SCRIPT % {"epoch_ms": _epoch_ms(when), "tick": "true" if tick else "false"}
        added = self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": source})
        self._clock_script = added["identifier"]
        return self

    def clear_clock(self) -> "Browser":
        if self._clock_script is not None:
            self.cdp("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._clock_script})
            self._clock_script = None
        return self

    def set_timezone(self, timezone_id: str) -> "Browser":
        """Sets the IANA time zone pages see (`Intl`, `Date` local time); "" restores it."""
        self.cdp("Emulation.setTimezoneOverride", {"timezoneId": timezone_id})
        return self

    def set_locale(self, locale: str) -> "Browser":
        """Sets the ICU locale for `Intl` and `toLocale*String`; "" restores it."""
        self.cdp("Emulation.setLocaleOverride", {"locale": locale} if locale else {})
        return self

    def set_geolocation(self, latitude: float, longitude: float, accuracy: float = 10) -> "Browser":
        """Grants geolocation to every origin and makes it report this position."""
        self.cdp("Browser.grantPermissions", {"permissions": ["geolocation"]})
        self.cdp(
            "Emulation.setGeolocationOverride",
            {"latitude": latitude, "longitude": longitude, "accuracy": accuracy},
        )
        return self

    def deny_geolocation(self) -> "Browser":
        """Makes `getCurrentPosition` fail as if the user had refused."""
        self.cdp(
            "Browser.setPermission",
            {"permission": {"name": "geolocation"}, "setting": "denied"},
        )
        return self

    def clear_geolocation(self) -> "Browser":
        self.cdp("Emulation.clearGeolocationOverride")
        self.cdp("Browser.resetPermissions")
        return self

    # Storage ---------------------------------------------------------------------------

    def local_storage(self) -> dict[str, str]:
        """Every localStorage item of the current page's origin."""
        return self.execute("return Object.fromEntries(Object.entries(window.localStorage));")

    def local_storage_item(self, key: str) -> str | None:
        return self.execute("return window.localStorage.getItem(arguments[0]);", key)

    def local_storage_json(self, key: str) -> Any:
        """A localStorage item parsed as JSON, or None when it is missing."""
        raw = self.local_storage_item(key)
        return None if raw is None else json.loads(raw)

    def set_local_storage(self, key: str, value: Any) -> "Browser":
        """Stores a string as is and anything else as JSON, on the current page's origin."""
        raw = value if isinstance(value, str) else json.dumps(value)
        self.execute("window.localStorage.setItem(arguments[0], arguments[1]);", key, raw)
        return self

    def clear_local_storage(self) -> "Browser":
        self.execute("window.localStorage.clear();")
        return self

    def clear_site_data(self) -> "Browser":
        """Clears localStorage, cookies and caches of `base_url`, without needing a page."""
        if self.base_url:
            self.cdp(
                "Storage.clearDataForOrigin",
                {"origin": self.base_url, "storageTypes": "local_storage,cookies,cache_storage"},
            )
        return self

    # Console log -----------------------------------------------------------------------

    def _drain_log(self) -> None:
        for raw in self.driver.get_log("browser"):
            self._log.append(
                LogEntry(raw.get("level", ""), raw.get("message", ""), raw.get("source", ""),
                         raw.get("timestamp", 0))
            )

    def console_log(self) -> list[LogEntry]:
        """Console and browser messages since the last `clear_console_log`."""
        self._drain_log()
        return list(self._log)

    def console_errors(self, include_favicon: bool = False) -> list[LogEntry]:
        """Errors only: uncaught exceptions, `console.error`, failed resource loads.

        The browser asks for `/favicon.ico` on its own whenever a page declares no icon; that
        miss is left out unless `include_favicon` is set.
        """
        return [
            entry
            for entry in self.console_log()
            if entry.level == "SEVERE"
            and (include_favicon or not _FAVICON_MISS.search(entry.message))
        ]

    def clear_console_log(self) -> "Browser":
        self._drain_log()
        self._log.clear()
        return self

    # Between tests ---------------------------------------------------------------------

    def reset(self) -> "Browser":
        """Back to a blank tab with no overrides, no site data and an empty console log."""
        self.driver.get("about:blank")
        self.clear_clock()
        self.set_timezone("")
        self.set_locale("")
        self.clear_geolocation()
        self.clear_site_data()
        self.clear_console_log()
        return self


# --------------------------------------------------------------------------- unittest glue


class SiteTestCase(unittest.TestCase):
    """Serves a built site and drives a browser on it, one of each per test class.

    The site folder is `site_dir` if a subclass sets it, else `$WAYMARK_SITE_DIR`; the class
    is skipped when neither is set. `self.browser` has JavaScript on; `self.browser_without_js()`
    gives a second browser with it off. Each test starts from `Browser.reset()`, and a failing
    test leaves a screenshot `failed-<TestClass>.<test>.png` (and `….nojs.png` for the browser
    without JavaScript) in `artifacts_dir`, by default `.build/browser-artifacts/`.
    """

    site_dir: str | os.PathLike | None = None
    artifacts_dir: str | os.PathLike = ARTIFACTS_DIR
    server: SiteServer
    browser: Browser

    @classmethod
    def setUpClass(cls) -> None:
        super().setUpClass()
        site = cls.site_dir or os.environ.get("WAYMARK_SITE_DIR")
        if not site:
            raise unittest.SkipTest("WAYMARK_SITE_DIR is not set (scripts/test sets it)")
        cls.server = SiteServer(site).start()
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


__all__ = [
    "ARTIFACTS_DIR", "Browser", "LogEntry", "Request", "Response", "SiteServer",
    "SiteTestCase", "fetch", "internal_url", "without_fragment",
]

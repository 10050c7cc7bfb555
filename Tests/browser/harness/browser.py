"""Headless Chromium through Selenium and Debian's chromedriver, with test helpers."""

from __future__ import annotations

import base64
import datetime as _dt
import json
import os
import re
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.options import Options as ChromeOptions
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from .clock import clock_script
from .config import ARTIFACTS_DIR, CHROMEDRIVER, CHROMIUM, DEFAULT_TIMEOUT, WINDOW_SIZE


@dataclass
class LogEntry:
    """One console or browser message, as chromedriver reports it."""

    level: str
    message: str
    source: str = ""
    timestamp: int = 0

    def __str__(self) -> str:
        return f"{self.level}: {self.message}"


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
        """The rendered text of every element matching `css`, read again if the page replaced them meanwhile
        (a search re-renders its results as the same query's count is already shown)."""
        for _ in range(20):
            try:
                return [element.text for element in self.find_all(css)]
            except StaleElementReferenceException:
                continue
        return [element.text for element in self.find_all(css)]

    def attribute(self, css: str, name: str) -> str | None:
        return self.find(css).get_attribute(name)

    def click(self, css: str) -> "Browser":
        self.find(css).click()
        return self

    def links(self, css: str = "a[href]") -> list[str]:
        """Absolute URLs of the links matching `css`, in document order, read in one step in the page (scripts that
        re-render rows after the page loads cannot leave a stale element behind)."""
        hrefs = self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]), "
            "a => a.getAttribute('href') === null ? '' : new URL(a.getAttribute('href'), document.baseURI).href)",
            css,
        )
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
        """Polls `condition()` until it returns something truthy, and returns that. An element that a script
        replaced while the condition read it (stale) counts as "not yet", and the condition is read again."""
        try:
            return WebDriverWait(
                self.driver, timeout, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
            ).until(lambda _driver: condition())
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
        added = self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": clock_script(when, tick)})
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

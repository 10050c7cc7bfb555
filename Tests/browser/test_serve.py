"""`waymark serve` end to end: a real server process on 127.0.0.1 against a copy of the minimal
fixture site, asked over HTTP (status, redirects, 404 page, content types, traversal) and then
edited, to see the rebuild, the version change and the new content, and a page open in Chromium
reload by itself.

The binary is `$WAYMARK_BINARY` (scripts/test sets it), else `.build/debug/waymark`; the tests skip
when neither exists. Every wait is bounded; the server is stopped with SIGINT at the end, which
must exit 0 and remove its temporary output folder.
"""

from __future__ import annotations

import http.client
import os
import queue
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import unittest
from pathlib import Path

from selenium.common.exceptions import WebDriverException

from harness import Browser, REPO_ROOT, fetch

FIXTURE = REPO_ROOT / "Tests" / "Fixtures" / "minimal"
START_TIMEOUT = 120  # a debug build of the minimal site takes a second; leave room for a busy machine
REBUILD_TIMEOUT = 60


def waymark_binary() -> Path | None:
    configured = os.environ.get("WAYMARK_BINARY")
    candidate = Path(configured) if configured else REPO_ROOT / ".build" / "debug" / "waymark"
    return candidate if candidate.is_file() else None


class ServeProcess:
    """`waymark serve --port 0` on a copy of the minimal fixture, with its output lines collected."""

    def __init__(self) -> None:
        binary = waymark_binary()
        if binary is None:
            raise AssertionError("no waymark binary: set WAYMARK_BINARY or run swift build")
        self.folder = Path(tempfile.mkdtemp(prefix="waymark-serve-site-"))
        self.site = self.folder / "site"
        shutil.copytree(FIXTURE / "Content", self.site / "Content")
        self.process = subprocess.Popen(
            [str(binary), "serve", "--site", str(self.site), "--port", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.log: list[str] = []
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=self._read, args=(stream,), daemon=True).start()
        serving = r"^Serving http://127\.0\.0\.1:(\d+)/ \(built into (.*)\)$"
        match = re.match(serving, self.wait_for_line(serving, START_TIMEOUT))
        self.port = int(match.group(1))
        self.output = Path(match.group(2))
        self.base_url = f"http://127.0.0.1:{self.port}"

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.put(line.rstrip("\n"))

    def wait_for_line(self, pattern: str, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=min(0.5, max(0.01, deadline - time.monotonic())))
            except queue.Empty:
                if self.process.poll() is not None:
                    break
                continue
            self.log.append(line)
            if re.search(pattern, line):
                return line
        raise AssertionError(f"waymark serve printed no line matching {pattern!r}; it printed: {self.log}")

    def url(self, path: str) -> str:
        return self.base_url + path

    def raw_get(self, path: str) -> tuple[int, bytes]:
        """A GET with the path sent exactly as given (urllib and browsers would normalise `..`)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.putrequest("GET", path, skip_accept_encoding=True)
            connection.endheaders()
            reply = connection.getresponse()
            return reply.status, reply.read()
        finally:
            connection.close()

    def version(self) -> str:
        return fetch(self.url("/__waymark/version")).text

    def wait_for_version_change(self, old: str) -> str:
        deadline = time.monotonic() + REBUILD_TIMEOUT
        while time.monotonic() < deadline:
            current = self.version()
            if current != old:
                return current
            time.sleep(0.2)
        raise AssertionError(f"the version stayed {old} for {REBUILD_TIMEOUT} s; output: {self.log}")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)
        return self.process.returncode


class ServeHTTPTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.serve = ServeProcess()
        cls.addClassCleanup(cls.serve.stop)

    def get(self, path: str, **kwargs):
        return fetch(self.serve.url(path), **kwargs)

    def test_pages_answer_200_as_html_with_the_reload_script(self):
        for path in ["/", "/locations/", "/locations/gb/london/soho-branch/", "/locations/gb/london/kings-cross-atm/"]:
            with self.subTest(path=path):
                reply = self.get(path)
                self.assertEqual(200, reply.status)
                self.assertEqual("text/html; charset=utf-8", reply.headers["Content-Type"])
                self.assertIn("data-waymark-live-reload", reply.text)
                self.assertEqual(1, reply.text.count("data-waymark-live-reload"))

    def test_the_built_files_have_no_reload_script(self):
        built = (self.serve.output / "index.html").read_text()
        self.assertNotIn("data-waymark-live-reload", built)
        self.assertIn(built.split("</body>")[0], self.get("/").text)

    def test_serve_builds_without_the_offline_service_worker(self):
        # A worker's cache would keep the previous build's CSS and scripts for one reload after an edit.
        self.assertEqual(404, self.get("/sw.js").status)
        self.assertEqual(404, self.get("/offline/").status)
        self.assertNotIn("offline.js", self.get("/").text)

    def test_a_folder_without_its_slash_redirects(self):
        reply = self.get("/locations/gb/london/soho-branch", follow_redirects=False)
        self.assertEqual(301, reply.status)
        self.assertEqual("/locations/gb/london/soho-branch/", reply.headers["Location"])
        self.assertEqual(self.serve.url("/locations/gb/london/soho-branch/"), self.get("/locations/gb/london/soho-branch").url)

    def test_a_missing_page_answers_404_with_the_sites_404_page(self):
        expected = (self.serve.output / "404.html").read_text().split("</body>")[0]
        for path in ["/no/such/page/", "/no-such-file.css", "/assets/"]:
            with self.subTest(path=path):
                reply = self.get(path)
                self.assertEqual(404, reply.status)
                self.assertIn(expected, reply.text)

    def test_content_types_follow_the_file(self):
        cases = {
            "/assets/waymark.css": "text/css; charset=utf-8",
            "/assets/waymark.js": "text/javascript; charset=utf-8",
            "/assets/icon.svg": "image/svg+xml",
            "/search/index.json": "application/json",
            "/robots.txt": "text/plain; charset=utf-8",
            "/locations.geojson": "application/geo+json",
            "/404.html": "text/html; charset=utf-8",
        }
        for path, content_type in cases.items():
            with self.subTest(path=path):
                reply = self.get(path)
                self.assertEqual(200, reply.status)
                self.assertEqual(content_type, reply.headers["Content-Type"])
                if not content_type.startswith("text/html"):  # HTML is served with the reload script added
                    self.assertEqual((self.serve.output / path[1:]).read_bytes(), reply.body)

    def test_paths_that_leave_the_output_are_refused(self):
        secret = self.serve.output.parent / "secret.txt"
        secret.write_text("root:secret")
        self.addCleanup(secret.unlink)
        for path in ["/../secret.txt", "/locations/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/etc/passwd",
                     "/assets/..%2f..%2fsecret.txt", "/..%5csecret.txt", "/.%2e/secret.txt"]:
            with self.subTest(path=path):
                status, body = self.serve.raw_get(path)
                self.assertIn(status, (400, 404))
                self.assertNotIn(b"root:", body)

    def test_a_busy_port_is_an_error_with_a_hint(self):
        result = subprocess.run(
            [str(waymark_binary()), "serve", "--site", str(self.serve.site), "--port", str(self.serve.port)],
            capture_output=True, text=True, timeout=60,
        )
        self.assertEqual(1, result.returncode)
        self.assertIn(f"error: cannot listen on 127.0.0.1:{self.serve.port}: the port is in use", result.stderr)

    def test_the_version_endpoint_is_plain_text_and_never_cached(self):
        reply = self.get("/__waymark/version")
        self.assertEqual(200, reply.status)
        self.assertEqual("no-store", reply.headers["Cache-Control"])
        self.assertRegex(reply.text, r"^[0-9a-z]+-1$")


class ServeRebuildTests(unittest.TestCase):
    """Edits go in order, so they are one test; each step waits for the server to catch up."""

    def test_an_edit_rebuilds_and_a_broken_edit_keeps_the_last_good_build(self):
        serve = ServeProcess()
        try:
            branches = serve.site / "Content" / "branches.json"
            original = branches.read_text()
            self.assertIn("Fixture Bank Soho", original)
            before = serve.version()

            branches.write_text(original.replace("Fixture Bank Soho", "Fixture Bank Soho Square"))
            serve.wait_for_line(r"^Changed: Content/branches\.json; rebuilding", REBUILD_TIMEOUT)
            after = serve.wait_for_version_change(before)
            self.assertIn("Fixture Bank Soho Square", fetch(serve.url("/locations/gb/london/soho-branch/")).text)

            branches.write_text(original.replace('"locations"', '"locations": [}, "x"', 1))
            serve.wait_for_line(r"^Build failed with \d+ errors?; still serving the previous build\.$", REBUILD_TIMEOUT)
            self.assertTrue(any("Content/branches.json:" in line for line in serve.log), serve.log)
            self.assertEqual(after, serve.version())
            page = fetch(serve.url("/locations/gb/london/soho-branch/"))
            self.assertEqual(200, page.status)
            self.assertIn("Fixture Bank Soho Square", page.text)
        finally:
            output = serve.output
            self.assertEqual(0, serve.stop())
        self.assertFalse(output.exists(), f"{output} is left behind")


class ServeLiveReloadBrowserTests(unittest.TestCase):
    def test_an_open_page_reloads_by_itself_after_an_edit(self):
        serve = ServeProcess()
        self.addCleanup(serve.stop)
        browser = Browser(serve.base_url)
        self.addCleanup(browser.quit)
        browser.open("/locations/gb/london/soho-branch/")
        self.assertIn("Fixture Bank Soho", browser.text("h1"))
        browser.execute("window.__waymarkNotReloaded = true")

        branches = serve.site / "Content" / "branches.json"
        branches.write_text(branches.read_text().replace("Fixture Bank Soho", "Fixture Bank Dean Street"))
        def reloaded() -> bool:
            try:  # the page may be half-way through reloading: its elements go stale, scripts may fail
                return "Dean Street" in (browser.execute("var h = document.querySelector('h1'); return h ? h.textContent : ''") or "")
            except WebDriverException:
                return False

        browser.wait_for(reloaded, timeout=REBUILD_TIMEOUT, message="the page did not reload with the new name")
        self.assertIsNone(browser.execute("return window.__waymarkNotReloaded"))
        self.assertEqual([], [str(entry) for entry in browser.console_errors()])


if __name__ == "__main__":
    unittest.main()

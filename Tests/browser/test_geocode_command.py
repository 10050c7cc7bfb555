"""`waymark geocode` against a real HTTP server on 127.0.0.1 that this test starts.

The server replays the real Geocoding API responses in Tests/Fixtures/real/geocode/ (every
status), answers slowly, with HTTP errors, with garbage, and echoing the key; the tests check what
is saved (the body as returned, atomically), what is printed, the exit status, and Ctrl-C. No test
needs the internet. The binary is `$WAYMARK_BINARY` (scripts/test sets it), else .build/debug/waymark.
"""

from __future__ import annotations

import http.server
import json
import os
import pty
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.parse
from pathlib import Path

from harness.config import REPO_ROOT

REAL = REPO_ROOT / "Tests" / "Fixtures" / "real" / "geocode"
BINARY = Path(os.environ.get("WAYMARK_BINARY") or REPO_ROOT / ".build" / "debug" / "waymark")
KEY = "test-KEY+/with=odd&chars"
KEY_FORMS = (KEY, urllib.parse.quote(KEY, safe=""))


def derived_example(name: str) -> bytes:
    """A strict-JSON official example from the DERIVED OpenAPI subset (INVALID_REQUEST has no other JSON copy)."""
    spec = json.loads((REAL / "schema" / "google-maps-platform-openapi3__geocode-subset.DERIVED.json").read_text())
    examples = spec["paths"]["/maps/api/geocode/json"]["get"]["responses"]["200"]["content"]["application/json"]["examples"]
    return json.dumps(examples[name]["value"], indent=2, ensure_ascii=False).encode() + b"\n"


class FakeGeocodingAPI:
    """A Google-compatible endpoint on 127.0.0.1; the first path segment chooses how it answers."""

    def __init__(self):
        self.requests: list[dict] = []
        self.release = threading.Event()  # ends a /slow answer early
        self.got_request = threading.Event()
        api = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                parts = urllib.parse.urlsplit(self.path)
                api.requests.append({"path": parts.path, "query": urllib.parse.parse_qs(parts.query),
                                     "raw": parts.query})
                api.got_request.set()
                try:
                    api.answer(self, parts.path.strip("/").split("/", 1), parts.query)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> "FakeGeocodingAPI":
        self.thread.start()
        return self

    def stop(self):
        self.release.set()
        self.server.shutdown()
        self.server.server_close()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/{path}"

    def answer(self, handler, parts, query):
        kind, rest = parts[0], (parts[1] if len(parts) > 1 else "")
        if kind == "replay":  # /replay/<real fixture file name>/json
            send(handler, 200, (REAL / rest.removesuffix("/json")).read_bytes())
        elif kind == "example":  # /example/<name of an official example>/json
            send(handler, 200, derived_example(rest.removesuffix("/json")))
        elif kind == "unknown-error":
            send(handler, 200, b'{\n   "results" : [],\n   "status" : "UNKNOWN_ERROR"\n}\n')
        elif kind == "http":  # /http/<code>/json
            send(handler, int(rest.split("/")[0]), b"<html><body>Service Unavailable</body></html>", "text/html")
        elif kind == "slow":
            self.release.wait(30)
            send(handler, 200, (REAL / "geocoder_php__zero_results.json").read_bytes())
        elif kind == "garbage":
            send(handler, 200, b"\x00\x01<html>Bad Gateway \xff\xfe</html>", "application/json")
        elif kind == "echo":
            send(handler, 200, json.dumps({"status": "ZERO_RESULTS", "results": [], "request": query}).encode())
        elif kind == "truncated":
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", "5000")
            handler.end_headers()
            handler.wfile.write(b'{"status": "OK", "results": [')
            handler.wfile.flush()
            handler.close_connection = True
        elif kind == "huge":
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.end_headers()
            handler.wfile.write(b'{"status": "ZERO_RESULTS", "results": [], "pad": "')
            chunk = b" " * 1_000_000
            for _ in range(25):
                handler.wfile.write(chunk)
            handler.wfile.write(b'"}')
        else:
            send(handler, 404, b"not found", "text/plain")


def send(handler, status: int, body: bytes, content_type: str = "application/json; charset=UTF-8"):
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


class GeocodeCommandTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.api = FakeGeocodingAPI().start()
        cls.addClassCleanup(cls.api.stop)

    def setUp(self):
        self.site = Path(tempfile.mkdtemp(prefix="waymark-geocode-"))
        self.addCleanup(shutil.rmtree, self.site, True)
        (self.site / "Content").mkdir()
        self.api.requests.clear()
        self.api.release.clear()
        self.api.got_request.clear()

    # Helpers -----------------------------------------------------------------------------

    def environment(self, key: str | None = KEY) -> dict:
        env = {k: v for k, v in os.environ.items() if k not in ("WAYMARK_GEOCODING_KEY", "GOOGLE_MAPS_API_KEY")}
        if key is not None:
            env["WAYMARK_GEOCODING_KEY"] = key
        return env

    def geocode(self, query: str, endpoint: str, *args: str, key: str | None = KEY, timeout: float = 30):
        command = [str(BINARY), "geocode", query, "--site", str(self.site), "--endpoint", self.api.url(endpoint), *args]
        return subprocess.run(command, capture_output=True, text=True, env=self.environment(key), timeout=timeout)

    def saved_files(self) -> list[str]:
        folder = self.site / "Content" / "geocode"
        return sorted(p.name for p in folder.iterdir()) if folder.exists() else []

    def assert_key_never_shown(self, result):
        for form in KEY_FORMS:
            self.assertNotIn(form, result.stdout + result.stderr)
        for path in self.site.rglob("*"):
            if path.is_file():
                for form in KEY_FORMS:
                    self.assertNotIn(form.encode(), path.read_bytes(), f"the key is written in {path}")

    def assert_nothing_saved(self, result, code: int = 1):
        self.assertEqual(code, result.returncode, result.stderr)
        self.assertEqual([], self.saved_files(), "nothing may be written")
        self.assertEqual("", result.stdout)
        self.assert_key_never_shown(result)

    # Answers of every status ------------------------------------------------------------------

    def test_ok_and_zero_results_are_saved_byte_for_byte(self):
        cases = [
            ("geokit__austin_forward_6_results.json", "Austin", "6 results"),
            ("geokit__100_spear_st_single_partial_match.json", "100 Spear St Apt. 5, San Francisco", "1 result"),
            ("geokit__orly_region_fr_3_results.json", "Orly", "3 results"),
            ("gmaps_java__GeocodeLibraryType.json", "Sydney? Library & Co", "1 result"),
            ("geocoder_php__zero_results.json", "Lost City of Atlantis", "No results"),
            ("geocoder_rb__google_no_results_ZERO_RESULTS.json", "Nowhere #1", "No results"),
        ]
        for fixture, query, found in cases:
            with self.subTest(fixture=fixture):
                result = self.geocode(query, f"replay/{fixture}/json")

                self.assertEqual(0, result.returncode, result.stderr)
                saved = self.site / "Content" / "geocode" / f"{query}.json"
                self.assertEqual((REAL / fixture).read_bytes(), saved.read_bytes(), "saved as returned")
                self.assertIn(found, result.stdout)
                self.assertIn(str(saved.relative_to(self.site)), result.stdout)
                self.assertEqual("", result.stderr)
                self.assert_key_never_shown(result)
        self.assertEqual(sorted(f"{q}.json" for _, q, _ in cases), self.saved_files(), "no temporary files are left")

    def test_the_request_carries_address_key_language_and_region(self):
        result = self.geocode("  Orly & Co + 1  ", "replay/geokit__orly_region_fr_3_results.json/json",
                              "--language", "fr", "--region", "fr")

        self.assertEqual(0, result.returncode, result.stderr)
        [request] = self.api.requests
        self.assertEqual("/replay/geokit__orly_region_fr_3_results.json/json", request["path"])
        self.assertEqual({"address": ["Orly & Co + 1"], "key": [KEY], "language": ["fr"], "region": ["fr"]},
                         request["query"])
        self.assertEqual(["Orly & Co + 1.json"], self.saved_files())

    def test_error_statuses_print_status_and_message_and_save_nothing(self):
        cases = [
            ("replay/geocoder_php__request_denied_invalid_key.json/json", "REQUEST_DENIED",
             "The provided API key is invalid."),
            ("replay/gmaps_java__OverQueryLimitResponse.json/json", "OVER_QUERY_LIMIT", "Please wait."),
            ("replay/geocoder_rb__google_over_limit_OVER_QUERY_LIMIT.json/json", "OVER_QUERY_LIMIT", "(no error_message)"),
            ("example/invalid_request/json", "INVALID_REQUEST",
             "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter."),
            ("unknown-error/json", "UNKNOWN_ERROR", "(no error_message)"),
        ]
        for endpoint, status, message in cases:
            with self.subTest(status=status, endpoint=endpoint):
                result = self.geocode("Springfield", endpoint)

                self.assert_nothing_saved(result)
                self.assertIn(f"the Geocoding API answered {status}", result.stderr)
                self.assertIn(message, result.stderr)
                self.assertTrue(result.stderr.startswith("error: "), result.stderr)

    def test_a_failed_answer_never_replaces_a_saved_one(self):
        good = self.geocode("Austin", "replay/geokit__austin_forward_6_results.json/json")
        self.assertEqual(0, good.returncode, good.stderr)
        saved = (self.site / "Content" / "geocode" / "Austin.json").read_bytes()

        for endpoint in ("replay/gmaps_java__OverQueryLimitResponse.json/json", "garbage/json", "http/503/json"):
            with self.subTest(endpoint=endpoint):
                result = self.geocode("Austin", endpoint)
                self.assertEqual(1, result.returncode)
                self.assertEqual(saved, (self.site / "Content" / "geocode" / "Austin.json").read_bytes())
                self.assertEqual(["Austin.json"], self.saved_files())

        again = self.geocode("Austin", "replay/geocoder_php__zero_results.json/json")
        self.assertEqual(0, again.returncode, again.stderr)
        self.assertIn("replaced", again.stdout)
        self.assertEqual((REAL / "geocoder_php__zero_results.json").read_bytes(),
                         (self.site / "Content" / "geocode" / "Austin.json").read_bytes())

    # Broken answers ---------------------------------------------------------------------------

    def test_garbage_is_reported_as_not_json(self):
        result = self.geocode("Austin", "garbage/json")

        self.assert_nothing_saved(result)
        self.assertIn("the answer is not JSON", result.stderr)
        self.assertNotIn("\x00", result.stderr)

    def test_http_errors_are_reported_with_their_status(self):
        for code in (500, 503, 403):
            with self.subTest(code=code):
                result = self.geocode("Austin", f"http/{code}/json")
                self.assert_nothing_saved(result)
                self.assertIn(f"HTTP {code}", result.stderr)

    def test_a_cut_off_or_huge_answer_saves_nothing(self):
        for endpoint in ("truncated/json", "huge/json"):
            with self.subTest(endpoint=endpoint):
                result = self.geocode("Austin", endpoint)
                self.assert_nothing_saved(result)

    def test_a_slow_server_times_out(self):
        started = time.monotonic()
        result = self.geocode("Austin", "slow/json", "--timeout", "1")
        elapsed = time.monotonic() - started

        self.assert_nothing_saved(result)
        self.assertIn("within 1 s", result.stderr)
        self.assertIn("--timeout", result.stderr)
        self.assertLess(elapsed, 10)

    def test_a_refused_connection_is_a_network_error(self):
        with socket_that_refuses() as port:
            command = [str(BINARY), "geocode", "Austin", "--site", str(self.site),
                       "--endpoint", f"http://127.0.0.1:{port}/json"]
            result = subprocess.run(command, capture_output=True, text=True, env=self.environment(), timeout=30)

        self.assert_nothing_saved(result)
        self.assertIn(f"cannot get an answer from 127.0.0.1:{port}", result.stderr)

    def test_an_answer_echoing_the_key_is_not_saved(self):
        result = self.geocode("Austin", "echo/json")

        self.assert_nothing_saved(result)
        self.assertIn("contains the API key", result.stderr)

    # Interrupting and waiting -----------------------------------------------------------------

    def test_ctrl_c_stops_cleanly_with_130_and_writes_nothing(self):
        command = [str(BINARY), "geocode", "Austin", "--site", str(self.site), "--endpoint", self.api.url("slow/json")]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=self.environment())
        try:
            self.assertTrue(self.api.got_request.wait(20), "the request never reached the server")
            started = time.monotonic()
            process.send_signal(signal.SIGINT)
            stdout, stderr = process.communicate(timeout=10)
        finally:
            if process.poll() is None:
                process.kill()
        self.assertLess(time.monotonic() - started, 5, "Ctrl-C stops at once")
        self.assertEqual(130, process.returncode, stderr)
        self.assertIn("interrupted", stderr)
        self.assertEqual("", stdout)
        self.assertEqual([], self.saved_files())

    def test_waiting_shows_on_a_terminal_only(self):
        piped = self.geocode("Austin", "replay/geokit__austin_forward_6_results.json/json")
        self.assertEqual("", piped.stderr, "nothing but problems on stderr when it is not a terminal")

        self.api.got_request.clear()
        threading.Timer(1.0, self.api.release.set).start()
        main, secondary = pty.openpty()
        command = [str(BINARY), "geocode", "Slowly", "--site", str(self.site), "--endpoint", self.api.url("slow/json")]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=secondary, env=self.environment())
        os.close(secondary)
        seen = read_all(main, process)
        stdout = process.stdout.read().decode()
        process.wait(10)

        self.assertEqual(0, process.returncode, seen)
        self.assertIn(f"Asking 127.0.0.1:{self.api.server.server_address[1]} about “Slowly”", seen)
        self.assertIn("\x1b[K", seen, "the line is rewritten in place")
        self.assertNotIn("Asking", stdout)
        self.assertIn("No results", stdout)
        for form in KEY_FORMS:
            self.assertNotIn(form, seen)

    # The command line -------------------------------------------------------------------------

    def test_queries_that_cannot_be_file_names_are_refused_before_asking(self):
        for query, reason in [("10/12 Main St", "'/'"), (".profile", "starts with '.'"), ("two\nlines", "U+000A"),
                              ("bell\x07", "U+0007"), ("   ", "the query is empty")]:
            with self.subTest(query=query):
                result = self.geocode(query, "replay/geokit__austin_forward_6_results.json/json")
                self.assert_nothing_saved(result, code=2)
                self.assertIn(reason, result.stderr)
        for timeout in ("0", "-1", "nan", "1e30"):
            with self.subTest(timeout=timeout):
                result = self.geocode("Austin", "replay/geocoder_php__zero_results.json/json", "--timeout", timeout)
                self.assert_nothing_saved(result, code=2)
        self.assertEqual([], self.api.requests)

    def test_without_a_key_googles_endpoint_is_not_asked(self):
        command = [str(BINARY), "geocode", "Austin", "--site", str(self.site)]
        result = subprocess.run(command, capture_output=True, text=True, env=self.environment(key=None), timeout=30)

        self.assert_nothing_saved(result, code=2)
        self.assertIn("WAYMARK_GEOCODING_KEY", result.stderr)

    def test_a_query_that_would_share_a_page_is_refused(self):
        self.assertEqual(0, self.geocode("Austin", "replay/geokit__austin_forward_6_results.json/json").returncode)
        self.api.requests.clear()

        result = self.geocode("AUSTIN", "replay/geokit__austin_forward_6_results.json/json")

        self.assertEqual(2, result.returncode)
        self.assertIn("Austin.json", result.stderr)
        self.assertEqual(["Austin.json"], self.saved_files())
        self.assertEqual([], self.api.requests)

    def test_a_saved_query_becomes_pages_in_the_next_build(self):
        fixture = REAL / "geokit__austin_forward_6_results.json"
        self.assertEqual(0, self.geocode("Austin", f"replay/{fixture.name}/json").returncode)

        output = self.site / "_site"
        build = subprocess.run([str(BINARY), "build", "--site", str(self.site), "--output", str(output), "--quiet"],
                               capture_output=True, text=True, timeout=120)

        self.assertEqual(0, build.returncode, build.stderr)
        page = (output / "geocode" / "austin" / "index.html").read_text()
        addresses = [r["formatted_address"] for r in json.loads(fixture.read_text())["results"]]
        positions = [page.index(f">{address}</a>") for address in addresses]
        self.assertEqual(sorted(positions), positions, "rows in the API's order")
        self.assertIn("Display all on map", page)


def read_all(fd: int, process: subprocess.Popen, limit: float = 20) -> str:
    """Everything written to a pty until the process ends."""
    chunks, deadline = [], time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                data = os.read(fd, 4096)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)
        elif process.poll() is not None:
            break
    os.close(fd)
    return b"".join(chunks).decode("utf-8", "replace")


class socket_that_refuses:
    """A port on 127.0.0.1 with nothing listening (bound, then closed)."""

    def __enter__(self) -> int:
        import socket
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]

    def __exit__(self, *exc):
        return False


if __name__ == "__main__":
    unittest.main()

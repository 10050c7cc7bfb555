"""A static host for a built site on 127.0.0.1, and `fetch` to read from it without a browser."""

from __future__ import annotations

import functools
import http.server
import io
import os
import re
import socket
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from email.message import Message
from pathlib import Path

from .config import DEFAULT_TIMEOUT


@dataclass(frozen=True)
class Request:
    """One request the server answered."""

    method: str
    path: str
    status: int
    range: str | None = None  # the `Range` header, if it had one


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

    def send_head(self):
        """A file's one byte range (`Range: bytes=a-b`, `a-` or `-n`) as 206, as static hosts answer the search's
        reads of its packs; unless the server was made to ignore ranges, as some hosts do."""
        asked = self.headers.get("Range")
        path = self.translate_path(self.path)
        match = re.fullmatch(r"bytes=(\d*)-(\d*)", asked or "")
        if not (self.server.ranges and match and match.group(0) != "bytes=-" and os.path.isfile(path)):
            return super().send_head()
        body = Path(path).read_bytes()
        first, last = match.groups()
        start = int(first) if first else max(0, len(body) - int(last))
        end = min(int(last) + 1, len(body)) if first and last else len(body)
        if start >= len(body) or start >= end:
            self.send_response(416)
            self.send_header("Content-Range", f"bytes */{len(body)}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        self.send_response(206)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Range", f"bytes {start}-{end - 1}/{len(body)}")
        self.send_header("Content-Length", str(end - start))
        self.end_headers()
        return io.BytesIO(body[start:end])

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
        self.server.requests.append(Request(self.command, path, status, self.headers.get("Range")))

    def log_message(self, format, *args):  # keep test output clean
        pass


class _Server(http.server.ThreadingHTTPServer):
    """Keeps the connections it accepted, so that stopping also ends those still open: a browser opens spare
    connections ahead of its requests, and one accepted before a stop would otherwise answer a request made
    after it (a test's "offline" page then comes from the server)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.requests: list[Request] = []
        self.ranges = True
        self.open_connections: set[socket.socket] = set()
        self.connections_lock = threading.Lock()

    def process_request(self, request, client_address):
        with self.connections_lock:
            self.open_connections.add(request)
        super().process_request(request, client_address)

    def close_request(self, request):
        with self.connections_lock:
            self.open_connections.discard(request)
        super().close_request(request)

    def handle_error(self, request, client_address):
        # A browser that cancels a request (a page left, a range no longer needed) closes its connection while the
        # answer is being written: that is the browser's right, not a failure, and not worth a traceback in the log.
        error = sys.exc_info()[1]
        if isinstance(error, (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)

    def close_open_connections(self) -> None:
        """Called after `shutdown()`, once no connection can be accepted any more."""
        with self.connections_lock:
            connections = list(self.open_connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class SiteServer:
    """Serves a built site folder on 127.0.0.1 on a free port, in a background thread."""

    def __init__(self, root: str | os.PathLike, host: str = "127.0.0.1", port: int = 0, ranges: bool = True):
        """`ranges=False` answers a `Range` request with the whole file, as a host that ignores ranges does."""
        self.ranges = ranges
        self.root = Path(root).resolve()
        if not self.root.is_dir():
            raise FileNotFoundError(f"site folder {self.root} does not exist")
        self._address = (host, port)
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> "SiteServer":
        handler = functools.partial(_SiteHandler, directory=str(self.root))
        httpd = _Server(self._address, handler)
        httpd.ranges = self.ranges
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
            self._httpd.close_open_connections()
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

"""Where the harness finds Chromium and puts its files; each can be set by environment."""

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[3]
ARTIFACTS_DIR = Path(
    os.environ.get("WAYMARK_BROWSER_ARTIFACTS") or REPO_ROOT / ".build" / "browser-artifacts"
)
CHROMIUM = os.environ.get("WAYMARK_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("WAYMARK_CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW_SIZE = (1280, 900)
DEFAULT_TIMEOUT = 10.0

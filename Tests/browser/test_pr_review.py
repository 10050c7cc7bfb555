"""The pull-request review recipe's steps, as its workflow runs them (not GitHub): `review.sh comment` builds a
base and a head site in temporary folders and writes the comment's Markdown, `review.sh post` posts it once and
then edits that comment (a stand-in `gh` on PATH records what it was asked).

The binary is `$WAYMARK_BINARY` (scripts/test sets it), else .build/debug/waymark.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import textwrap
import unittest
from pathlib import Path

from harness.config import REPO_ROOT

BINARY = Path(os.environ.get("WAYMARK_BINARY") or REPO_ROOT / ".build" / "debug" / "waymark")

EXPECTED = """\
<!-- waymark-site-diff -->
### Site changes

3 locations changed (1 renamed, 1 changed hours, 1 changed neighbours), 1 removed; 10 list pages changed, 2 removed; 13 pages changed, 0 added, 3 removed; 13 files changed, 0 added, 0 removed

| | changed | added | removed |
| :-- | --: | --: | --: |
| locations | 3 | 0 | 1 |
| list pages | 10 | 0 | 2 |
| other files | 13 | 0 | 0 |
| **pages** | 13 | 0 | 3 |
| **files** | 13 | 0 | 0 |

<details>
<summary>Everything that changed (56 more lines)</summary>

<details>
<summary>Changed locations (3)</summary>

- `edinburgh-princes-street`: name `Example Bank Princes Street` → `Example Bank Princes Street West`
- `edinburgh-waverley-atm`: hours `Mo,Tu,We,Th,Fr,Sa,Su 00:00-23:59` → `Mo,Tu,We,Th,Fr,Sa 00:00-23:59; Su 10:00-16:00`
- `glasgow-buchanan-street`: neighbours

</details>
"""


class ReviewScriptTest(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.folder)
        base = self.folder / "base"
        made = subprocess.run([str(BINARY), "init", str(base)], capture_output=True, text=True)
        self.assertEqual(made.returncode, 0, made.stderr)
        self.script = base / ".github" / "waymark" / "review.sh"
        shutil.copytree(base, self.folder / "head")
        branches = self.folder / "head" / "Content" / "branches.json"
        data = json.loads(branches.read_text())
        data["locations"][0]["name"] = "Example Bank Princes Street West"
        data["locations"][1]["hours"]["weekly"]["sun"] = [["10:00", "16:00"]]
        del data["locations"][3]
        branches.write_text(json.dumps(data, indent=2))
        self.env = {**os.environ, "PATH": f"{BINARY.parent}:{os.environ['PATH']}"}

    def comment(self, *max_lines: str) -> str:
        out = self.folder / "comment.md"
        result = subprocess.run(["sh", str(self.script), "comment", "base", "head", str(out), *max_lines],
                                cwd=self.folder, env=self.env, capture_output=True, text=True, timeout=600)
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        return out.read_text()

    def diff(self) -> str:
        result = subprocess.run([str(BINARY), "diff", "--format", "markdown", "base/_site", "head/_site"],
                                cwd=self.folder, capture_output=True, text=True)
        return result.stdout

    def test_the_comment_is_the_marker_and_the_diff_when_it_is_short(self):
        comment = self.comment("100")
        self.assertEqual(comment, "<!-- waymark-site-diff -->\n" + self.diff())
        folded = EXPECTED.split("\n<details>\n<summary>Everything that changed (56 more lines)</summary>\n")
        self.assertTrue(comment.startswith(folded[0] + folded[1]), comment)

    def test_past_the_limit_everything_after_the_table_is_folded(self):
        comment = self.comment()  # 60 lines
        diff = self.diff().splitlines()
        table_end = max(i for i, line in enumerate(diff) if line.startswith("|")) + 1
        expected = ["<!-- waymark-site-diff -->", *diff[:table_end], "", "<details>",
                    f"<summary>Everything that changed ({len(diff) - table_end} more lines)</summary>",
                    *diff[table_end:], "", "</details>"]
        self.assertEqual(comment.splitlines(), expected)
        self.assertTrue(comment.startswith(EXPECTED), comment)

    def test_post_creates_one_comment_then_edits_it(self):
        calls = self.folder / "gh-calls"
        fake = self.folder / "bin" / "gh"
        fake.parent.mkdir()
        # Answers the comment list with $GH_EXISTING (an id, or nothing) and records every call.
        fake.write_text(textwrap.dedent(f"""\
            #!/bin/sh
            echo "$*" >> {calls}
            case "$*" in *--paginate*) [ -n "${{GH_EXISTING:-}}" ] && echo "$GH_EXISTING" ;; esac
            exit 0
            """))
        fake.chmod(0o755)
        body = self.folder / "comment.md"
        body.write_text("<!-- waymark-site-diff -->\n### Site changes\n")
        env = {**self.env, "PATH": f"{fake.parent}:{self.env['PATH']}", "GITHUB_REPOSITORY": "acme/branches",
               "PULL_REQUEST": "7"}
        first = subprocess.run(["sh", str(self.script), "post", str(body)], env=env, capture_output=True, text=True)
        self.assertEqual((first.returncode, first.stdout), (0, "posted a comment on #7\n"))
        second = subprocess.run(["sh", str(self.script), "post", str(body)], env={**env, "GH_EXISTING": "4242"},
                                capture_output=True, text=True)
        self.assertEqual((second.returncode, second.stdout), (0, "updated comment 4242\n"))
        select = '.[] | select(.body | startswith("<!-- waymark-site-diff -->")) | .id'
        self.assertEqual(calls.read_text().splitlines(), [
            f"api --paginate repos/acme/branches/issues/7/comments --jq {select}",
            f"api --method POST repos/acme/branches/issues/7/comments -F body=@{body}",
            f"api --paginate repos/acme/branches/issues/7/comments --jq {select}",
            f"api --method PATCH repos/acme/branches/issues/comments/4242 -F body=@{body}",
        ])

    def test_a_wrong_call_is_a_usage_error(self):
        result = subprocess.run(["sh", str(self.script), "comment", "base"], capture_output=True, text=True)
        self.assertEqual((result.returncode, result.stderr),
                         (2, "usage: review.sh comment BASE HEAD OUT.md [MAX_LINES]\n"))


if __name__ == "__main__":
    unittest.main()

"""Runs the browser suite like `python -m unittest discover -s Tests/browser -v`, and counts.

    .venv/bin/python Tests/browser/run.py [-k PATTERN]... [--summary FILE]

With `--summary` it writes {"passed": N, "failed": M, "skipped": K} as JSON for scripts/test.
Counts are per test method: a test with failing subtests counts once, a class skipped in
setUpClass counts once. Exits 1 when anything failed or when no test ran at all.
"""

import argparse
import json
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent


class CountingResult(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.passed_ids: set[str] = set()
        self.failed_ids: set[str] = set()
        self.skipped_ids: set[str] = set()

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed_ids.add(test.id())

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.failed_ids.add(test.id())

    def addError(self, test, err):
        super().addError(test, err)
        self.failed_ids.add(test.id())

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            self.failed_ids.add(test.id())

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self.skipped_ids.add(test.id())

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self.passed_ids.add(test.id())

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self.failed_ids.add(test.id())

    def counts(self) -> dict[str, int]:
        return {
            "passed": len(self.passed_ids - self.failed_ids),
            "failed": len(self.failed_ids),
            "skipped": len(self.skipped_ids - self.failed_ids - self.passed_ids),
        }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", dest="patterns", action="append", default=[],
                        help="only tests whose name matches this substring or glob")
    parser.add_argument("--summary", type=Path, help="write the counts here as JSON")
    options = parser.parse_args()

    sys.path.insert(0, str(HERE))
    loader = unittest.TestLoader()
    loader.testNamePatterns = [p if "*" in p else f"*{p}*" for p in options.patterns] or None
    suite = loader.discover(start_dir=str(HERE), top_level_dir=str(HERE))
    runner = unittest.TextTestRunner(verbosity=2, resultclass=CountingResult)
    result = runner.run(suite)

    counts = result.counts()
    if options.summary:
        options.summary.write_text(json.dumps(counts) + "\n")
    if result.testsRun == 0:
        print("error: no browser test ran", file=sys.stderr)
        return 1
    return 0 if result.wasSuccessful() and counts["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Regenerates every generated file in Content/, then checks the sample site with `waymark check --strict`.

    python3 scripts/build_content.py

The generators need only Python 3.9+ and the reference data in data/ (or $WAYMARK_DATA). The check uses
$WAYMARK_BINARY, else a waymark built in .build/ (debug, then release); without one it says how to check.
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
STEPS = ["build_countries.py", "build_branches.py", "build_openbanking.py", "build_geocode.py"]


def waymark():
    """The waymark binary to check the site with, or None."""
    candidates = [os.environ.get("WAYMARK_BINARY", "")] + [
        os.path.join(REPO, ".build", config, "waymark") for config in ("debug", "release")
    ]
    return next((path for path in candidates if path and os.access(path, os.X_OK)), None)


def main():
    for step in STEPS:
        result = subprocess.run([sys.executable, os.path.join(HERE, step)])
        if result.returncode != 0:
            sys.exit(f"{step} failed")
    binary = waymark()
    if binary is None:
        print("Content/ regenerated; check it with `swift run waymark check --strict --site .`")
        return
    if subprocess.run([binary, "check", "--strict", "--site", REPO]).returncode != 0:
        sys.exit("waymark check failed")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerates every generated file in Content/, then checks the result.

    python3 scripts/build_content.py

Needs only Python 3.9+ and the reference data in data/ (or $WAYMARK_DATA).
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STEPS = ["build_countries.py", "build_branches.py", "build_openbanking.py", "build_geocode.py", "check_content.py"]


def main():
    for step in STEPS:
        result = subprocess.run([sys.executable, os.path.join(HERE, step)])
        if result.returncode != 0:
            sys.exit(f"{step} failed")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A stand-in for `waymark build`, only to test benchmarks/run.sh before the real tool exists.

    WAYMARK=benchmarks/standin_waymark.py benchmarks/run.sh 1000

Writes a crude site shaped like Waymark's (a page and an hours page per location, list pages, a
sharded search index) into a temporary folder and swaps it in, as Waymark does. It renders no
maps and measures nothing about Waymark itself.
"""

import html
import json
import os
import shutil
import sys


def parse(argv):
    if not argv or argv[0] != "build":
        sys.exit("usage: standin_waymark.py build [--site DIR] [--output DIR] [--quiet]")
    opts = {"--site": ".", "--output": "_site"}
    i = 1
    while i < len(argv):
        if argv[i] in ("--site", "--output", "--base-url", "--jobs"):
            opts[argv[i]] = argv[i + 1]
            i += 2
        else:
            i += 1
    return opts["--site"], opts["--output"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    site, output = parse(sys.argv[1:])
    with open(os.path.join(site, "Content", "branches.json"), encoding="utf-8") as f:
        locations = json.load(f)["locations"]
    tmp = output.rstrip("/") + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    shards = {}
    for loc in locations:
        name = html.escape(loc["name"])
        write(os.path.join(tmp, "locations", loc["id"], "index.html"),
              f"<!doctype html>\n<title>{name}</title>\n<h1>{name}</h1>\n<p>{html.escape(loc['address']['city'])}</p>\n")
        write(os.path.join(tmp, "locations", loc["id"], "hours", "index.html"),
              f"<!doctype html>\n<title>{name}: hours</title>\n<pre>{html.escape(json.dumps(loc.get('hours')))}</pre>\n")
        shards.setdefault(loc["id"][:2], []).append([loc["id"], loc["name"], loc["address"]["city"]])
    for page in range(0, len(locations), 50):
        items = "".join(f"<li>{html.escape(l['name'])}</li>\n" for l in locations[page:page + 50])
        write(os.path.join(tmp, "locations", "page", str(page // 50 + 1), "index.html"), f"<ul>\n{items}</ul>\n")
    for key, rows in sorted(shards.items()):
        write(os.path.join(tmp, "search", f"{key}.json"), json.dumps(rows, ensure_ascii=False))
    write(os.path.join(tmp, "search", "index.json"), json.dumps(sorted(shards)))
    shutil.rmtree(output, ignore_errors=True)
    os.rename(tmp, output)


if __name__ == "__main__":
    main()

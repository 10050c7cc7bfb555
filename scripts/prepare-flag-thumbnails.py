#!/usr/bin/env python3
"""Draw PNG thumbnails of Waymark's own flags, for the countries page and the country pages.

Usage: scripts/prepare-flag-thumbnails.py [FLAG_DIR] [OUTPUT_DIR]
  FLAG_DIR defaults to Sources/WaymarkKit/Resources/Flags, OUTPUT_DIR to FLAG_DIR/thumbnails.
  Needs headless Chromium and Selenium (`scripts/bootstrap browser` installs them into .venv);
  run it with .venv/bin/python after a bundled flag changes. Builds never run it: they copy its output.

Why: a flag with a coat of arms stays several kilobytes as SVG however it is simplified, while the
countries page shows 245 flags at 64x48 CSS pixels. Rasterised at that size and reduced to 32 colours,
all 245 weigh about 105 KB at 1x and 200 KB at 2x, against 750 KB as optimised SVG. No tool in the
build can rasterise SVG, so the thumbnails are drawn here, once, by Chromium, and shipped.

For every FLAG.svg (not the `_generic.svg` placeholder) it writes:
  FLAG.png      the flag fitted into 64x48 pixels in its own shape (2:1, 3:2, 1:1...), for screens at 1x;
  FLAG@2x.png   the same fitted into 128x96, for screens at 2x and more;
  index.tsv     "FLAG.svg<TAB>16 hex digits of its bytes' digest": the SVG each thumbnail was drawn from. A Swift test
                fails when a flag changes and its thumbnails were not drawn again; the build uses a
                thumbnail only for a site flag whose bytes are the bundled flag's.

Each thumbnail is reduced to at most 32 colours (median cut over the pixels' RGBA, each colour mapped to
its nearest, no dithering: flags are flat colours, and only anti-aliased edges and fine emblems had more)
and written as an indexed PNG with the smallest of two filter choices, at zlib level 9. Python's standard
library and the shared Chromium only; the same Chromium gives the same bytes.
"""

from __future__ import annotations

import base64
import functools
import http.server
import os
import struct
import sys
import threading
import zlib
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from wmlib import waymark_digest  # noqa: E402
SIZES = ((64, 48, ""), (128, 96, "@2x"))
COLOURS = 32


# PNG reading (Chromium's screenshots: 8-bit RGB or RGBA, not interlaced) and writing (indexed).

def paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def decode_png(data: bytes) -> list[list[bytes]]:
    """Rows of RGBA pixels (4-byte strings)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    width = height = bpp = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                sys.exit(f"unexpected screenshot format: depth {depth}, colour type {colour}")
            bpp = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride, rows, previous, i = width * bpp, [], bytearray(width * bpp), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            line[x] = (line[x] + (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]) & 255
        rows.append([bytes(line[k:k + bpp]) + (b"" if bpp == 4 else b"\xff") for k in range(0, stride, bpp)])
        previous = line
    return rows


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def filtered(rows: list[bytes], adaptive: bool) -> bytes:
    """PNG filtering with one byte per pixel: none on every row, or each row's smallest filter by sum of residues."""
    out, previous = bytearray(), bytes(len(rows[0]))
    for line in rows:
        choices = []
        for kind in ((0, 1, 2, 3, 4) if adaptive else (0,)):
            residues = bytearray(len(line))
            for x, value in enumerate(line):
                a = line[x - 1] if x else 0
                b = previous[x]
                c = previous[x - 1] if x else 0
                residues[x] = (value - (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]) & 255
            choices.append((sum(v if v < 128 else 256 - v for v in residues), kind, residues))
        _, kind, residues = min(choices, key=lambda choice: choice[:2])
        out.append(kind)
        out += residues
        previous = line
    return bytes(out)


def median_cut(counts: Counter, limit: int) -> list[bytes]:
    boxes = [sorted(counts.items())]
    while len(boxes) < limit:
        best = None
        for index, box in enumerate(boxes):
            if len(box) < 2:
                continue
            weight = sum(n for _, n in box) ** 0.5
            for channel in range(4):
                values = [colour[channel] for colour, _ in box]
                score = (max(values) - min(values)) * weight
                if best is None or score > best[0]:
                    best = (score, index, channel)
        if best is None or best[0] == 0:
            break
        _, index, channel = best
        box = sorted(boxes.pop(index), key=lambda item: (item[0][channel], item[0]))
        total, seen, cut = sum(n for _, n in box), 0, 0
        for cut, (_, n) in enumerate(box):
            seen += n
            if seen >= total / 2:
                break
        cut = max(1, min(len(box) - 1, cut + 1))
        boxes += [box[:cut], box[cut:]]
    palette = []
    for box in boxes:
        total = sum(n for _, n in box)
        palette.append(bytes(round(sum(colour[ch] * n for colour, n in box) / total) for ch in range(4)))
    return palette


def indexed_png(pixels: list[list[bytes]]) -> bytes:
    counts = Counter(p for row in pixels for p in row)
    if len(counts) > COLOURS:
        palette = median_cut(counts, COLOURS)
        nearest = {c: min(palette, key=lambda q: (sum((a - b) ** 2 for a, b in zip(c, q)), q)) for c in counts}
        pixels = [[nearest[p] for p in row] for row in pixels]
    # Transparent entries first, so the tRNS chunk is short; then by colour, for the same bytes every run.
    palette = sorted(set(p for row in pixels for p in row), key=lambda c: (c[3] == 255, c))
    index = {colour: k for k, colour in enumerate(palette)}
    depth = next(d for d in (1, 2, 4, 8) if len(palette) <= 1 << d)
    per_byte = 8 // depth
    rows = []
    for row in pixels:
        values = [index[p] for p in row]
        packed = bytearray()
        for start in range(0, len(values), per_byte):
            byte = 0
            for k in range(per_byte):
                byte = (byte << depth) | (values[start + k] if start + k < len(values) else 0)
            packed.append(byte)
        rows.append(bytes(packed))
    alphas = [colour[3] for colour in palette]
    while alphas and alphas[-1] == 255:
        alphas.pop()
    head = chunk(b"IHDR", struct.pack(">IIBBBBB", len(pixels[0]), len(pixels), depth, 3, 0, 0, 0))
    head += chunk(b"PLTE", b"".join(colour[:3] for colour in palette))
    if alphas:
        head += chunk(b"tRNS", bytes(alphas))
    bodies = [chunk(b"IDAT", zlib.compress(filtered(rows, adaptive), 9)) for adaptive in (False, True)]
    return b"\x89PNG\r\n\x1a\n" + head + min(bodies, key=len) + chunk(b"IEND", b"")


def render(flag_dir: str, names: list[str]) -> dict[str, list[list[list[bytes]]]]:
    """Each flag's pixels at each size, drawn by headless Chromium on a transparent page."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=flag_dir))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--window-size=1200,900", "--force-device-scale-factor=1",
                     "--hide-scrollbars"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    pictures: dict[str, list] = {name: [] for name in names}
    try:
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/")
        driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        for box_width, box_height, _ in SIZES:
            columns, cell_width, cell_height = 16, box_width + 8, box_height + 8
            page = "<!doctype html><style>html,body{margin:0;background:transparent}img{position:absolute}</style>"
            page += "".join(f'<img src="/{name}">' for name in names)
            driver.execute_script("document.open(); document.write(arguments[0]); document.close();", page)
            driver.execute_script("return Promise.all([...document.images].map(i => i.decode().catch(() => null)));")
            # Each flag in its own shape inside the box, at whole pixels, in a grid of cells with gaps.
            boxes = driver.execute_script("""
                const [boxWidth, boxHeight, columns, cellWidth, cellHeight] = arguments;
                return [...document.images].map((image, k) => {
                  const width = image.naturalWidth || boxWidth, height = image.naturalHeight || boxHeight;
                  const scale = Math.min(boxWidth / width, boxHeight / height);
                  const w = Math.max(1, Math.round(width * scale)), h = Math.max(1, Math.round(height * scale));
                  const x = (k % columns) * cellWidth, y = Math.floor(k / columns) * cellHeight;
                  image.style.cssText = `left:${x}px;top:${y}px;width:${w}px;height:${h}px`;
                  return [x, y, w, h];
                });""", box_width, box_height, columns, cell_width, cell_height)
            rows = (len(names) + columns - 1) // columns
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": columns * cell_width, "height": rows * cell_height, "scale": 1}})
            sheet = decode_png(base64.b64decode(shot["data"]))
            for name, (x, y, w, h) in zip(names, boxes):
                pictures[name].append([sheet[y + j][x:x + w] for j in range(h)])
    finally:
        driver.quit()
        server.shutdown()
    return pictures


def main() -> None:
    flag_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Sources/WaymarkKit/Resources/Flags")
    out_dir = sys.argv[2] if len(sys.argv) > 2 else os.path.join(flag_dir, "thumbnails")
    names = sorted(n for n in os.listdir(flag_dir) if n.endswith(".svg") and not n.startswith("_"))
    pictures = render(flag_dir, names)
    os.makedirs(out_dir, exist_ok=True)
    index, totals = [], [0] * len(SIZES)
    for name in names:
        stem = name[:-4]
        for k, (_, _, suffix) in enumerate(SIZES):
            data = indexed_png(pictures[name][k])
            totals[k] += len(data)
            with open(os.path.join(out_dir, f"{stem}{suffix}.png"), "wb") as file:
                file.write(data)
        with open(os.path.join(flag_dir, name), "rb") as file:
            index.append(f"{name}\t{waymark_digest(file.read())[:16]}\n")
    with open(os.path.join(out_dir, "index.tsv"), "w", encoding="utf-8") as file:
        file.writelines(index)
    print(f"{len(names)} flags: {totals[0]:,} bytes at 1x, {totals[1]:,} at 2x, in {out_dir}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""How many bytes a search downloads on a built site (budget: under 150 KB at 100,000 locations).

    .venv/bin/python benchmarks/search_download.py SITE_DIR [QUERY ...]

Opens /locations/ in headless Chromium, types each query one key at a time like a visitor (with a
short pause between keys, so the as-you-type searches run), waits for the result, and sums the
bodies of everything fetched under /search/. Each query starts from a fresh page, so nothing is
cached between them (the service worker is bypassed). Also measures "near me" from a few places, and "Open now
only": ticked before a search, and ticked on a few city pages. Prints one line per query and the largest figure.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
from harness import Browser, SiteServer  # noqa: E402

QUERIES = ["london", "paris", "ba", "imaginary bank", "imaginary bank central atm", "atm", "high street",
           "rue de la paix", "konigsplatz", "sao bento", "station road", "w1", "12 high", "corner shop tokyo",
           "zzzz", "1"]
OPEN_QUERIES = ["london", "new york", "paris"]
CITY_PAGES = ["/locations/us/new-york/", "/locations/gb/london/"]
PLACES = [(51.5074, -0.1278), (35.6762, 139.6503), (-18.1416, 178.4419), (0.0, -30.0)]

SEARCH_BYTES = """
return performance.getEntriesByType("resource")
  .filter(e => new URL(e.name).pathname.startsWith("/search/"))
  .reduce((sum, e) => [sum[0] + e.encodedBodySize, sum[1] + 1], [0, 0]);
"""


def settle(browser):
    browser.wait_for(lambda: browser.execute(
        "var f = document.querySelector('form.search, .open-now-scope');"
        "var s = document.querySelector('.search-status');"
        "return f && !f.hasAttribute('aria-busy') && s && !s.hidden && !/Finding/.test(s.textContent);"),
        timeout=60, message="the search did not finish")
    time.sleep(0.3)


def type_query(browser, query):
    """Opens the list and types the query a key at a time, as a person would, then waits for its downloads."""
    browser.open("/locations/")
    field = browser.wait_for_element("#q")
    for key in query:
        field.send_keys(key)
        time.sleep(0.05)
    time.sleep(0.3)
    settle(browser)


def open_now(browser):
    browser.click(".open-now-toggle")
    time.sleep(0.3)
    settle(browser)


def measure(browser, label):
    """Prints what the page has fetched from the search index, and returns its size."""
    size, files = browser.execute(SEARCH_BYTES)
    print(label.ljust(33) + f"{size / 1024:7.1f} KB in {files:2} files  {browser.text('.search-status')}")
    return size


def main():
    site = sys.argv[1]
    queries = sys.argv[2:] or QUERIES
    sizes = []
    with SiteServer(site) as server, Browser(server.base_url) as browser:
        # What the page fetches from the host, not what the offline service worker precached in the background
        # (whole files, up to its budget) and answers from its cache.
        browser.cdp("Network.enable")
        browser.cdp("Network.setBypassServiceWorker", {"bypass": True})
        for query in queries:
            type_query(browser, query)
            sizes.append(measure(browser, repr(query)))
        for query in OPEN_QUERIES:
            type_query(browser, query)
            open_now(browser)
            sizes.append(measure(browser, f"open now {query!r}"))
        for page in CITY_PAGES:
            browser.open(page)
            open_now(browser)
            sizes.append(measure(browser, f"open now {page}"))
        for lat, lng in PLACES:
            browser.set_geolocation(lat, lng)
            browser.open("/locations/")
            browser.click(".near-me")
            settle(browser)
            sizes.append(measure(browser, f"near me {lat},{lng}"))
    print(f"largest: {max(sizes) / 1024:.1f} KB")


if __name__ == "__main__":
    main()

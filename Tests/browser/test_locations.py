"""The branches and ATMs section in a real browser: search as you type,
the type filter, `?q=` links, "near me", "open now" at fixed clocks and time zones, JSON-LD,
and the pages without JavaScript.

Runs on the sample site in `$WAYMARK_SITE_DIR` (Content/branches.json and the Open Banking sample).
"""

import math
import json
import re
import unittest
import urllib.parse

from harness import SiteTestCase

STATUS = ".search-status"
RESULTS = ".search-results .location-list > li"


def kind_of(row) -> str:
    """A list row's kind, from its badge (`badge badge-atm`)."""
    return row.find_element("css selector", ".badge").get_attribute("class").split("badge-")[-1]


def json_ld(html: str) -> dict:
    match = re.search(r'<script type="application/ld\+json">\n(.*?)\n</script>', html, re.S)
    assert match, "the page has no JSON-LD"
    return json.loads(match.group(1))


class LocationSearchTests(SiteTestCase):
    def type_query(self, text: str) -> None:
        field = self.browser.wait_for_element("#q")
        field.clear()
        field.send_keys(text)

    def result_names(self) -> list[str]:
        return self.browser.texts(RESULTS + " a")

    def test_typing_filters_the_list_and_the_url_keeps_the_query(self):
        self.browser.open("/locations/")
        self.assertFalse(self.browser.find(".search-results").is_displayed())

        self.type_query("soho")

        self.browser.wait_for_text(STATUS, "6 locations match “soho”")
        names = self.result_names()
        self.assertEqual(6, len(names))
        self.assertIn("Imaginary Bank Soho", names)
        self.assertIn("Imaginary Bank SoHo", names)
        self.assertFalse(self.browser.find(".listing").is_displayed(), "the page's own list stays visible")
        query = urllib.parse.urlsplit(self.browser.driver.current_url).query
        self.assertEqual("q=soho", query)
        self.assert_no_console_errors()

    def test_accents_and_case_are_ignored(self):
        self.browser.open("/locations/")
        for typed in ("zurich", "ZÜRICH", "Zürich"):
            with self.subTest(typed=typed):
                self.type_query(typed)
                self.browser.wait_for_text(STATUS, "7 locations match")
                self.assertTrue(all("Zürich" in a for a in self.browser.texts(RESULTS + " .address")))

    def test_street_and_postcode_find_a_location(self):
        self.browser.open("/locations/")
        self.type_query("w1d 4bw")
        self.browser.wait_for_text(STATUS, "match “w1d 4bw”")
        self.assertIn("Imaginary Bank Soho", self.result_names())

        self.type_query("174 park road")
        self.browser.wait_for_text(STATUS, "match “174 park road”")
        self.assertIn("Imaginary Bank Soho ATM", self.result_names())

    def test_the_search_finds_locations_on_every_page(self):
        last = self.fetch("/locations/page/7/").text
        name = re.findall(r'<li(?: data-hours="[^"]*")?>\n<a href="[^"]+">([^<]+)</a>', last)[-1]

        self.browser.open("/locations/")
        self.assertNotIn(name, self.browser.texts(".listing .location-list > li a"))
        self.type_query(name)

        self.browser.wait_for_text(STATUS, "match")
        self.assertIn(name, self.result_names())

    def test_a_query_in_the_url_runs_the_search(self):
        self.browser.open("/locations/?q=reykjav%C3%ADk")

        self.browser.wait_for_text(STATUS, "6 locations match “reykjavík”")
        self.assertEqual("reykjavík", self.browser.attribute("#q", "value"))
        self.assertTrue(all("Reykjavík" in a for a in self.browser.texts(RESULTS + " .address")))
        self.assert_no_console_errors()

    def test_the_type_filter_keeps_the_search(self):
        self.browser.open("/locations/?q=soho")
        self.browser.wait_for_text(STATUS, "6 locations match")

        self.browser.click('.filters a[data-filter="atm"]')

        self.browser.wait_for_text(STATUS, "4 ATMs match “soho”")
        self.assertEqual("/locations/atms/", self.browser.current_path)
        kinds = [kind_of(row) for row in self.browser.find_all(RESULTS)]
        self.assertEqual(["atm"] * 4, kinds)

        self.browser.click('.filters a[data-filter="branch"]')
        self.browser.wait_for_text(STATUS, "2 branches match “soho”")
        self.assertEqual({"branch"}, {kind_of(row) for row in self.browser.find_all(RESULTS)})

    def test_clearing_the_search_shows_the_page_again(self):
        self.browser.open("/locations/?q=soho")
        self.browser.wait_for_text(STATUS, "6 locations match")

        self.type_query("")
        self.browser.find("#q").send_keys(" ")
        self.browser.wait_for(lambda: self.browser.find(".listing").is_displayed(), message="the list did not come back")
        self.assertEqual("", urllib.parse.urlsplit(self.browser.driver.current_url).query)

    def test_no_match_and_too_short_say_so(self):
        self.browser.open("/locations/")
        self.type_query("qqqqzz")
        self.browser.wait_for_text(STATUS, "No locations match “qqqqzz”")
        self.type_query("x")
        self.browser.wait_for_text(STATUS, "at least two letters")


# After "Near me": the view box, and the visitor's mark and every shown pin or cluster in the drawn map's units.
FRAMED = """
const svg = document.querySelector('figure.map svg');
const frame = svg.closest('.wm-frame');
const vb = svg.viewBox.baseVal;
const at = e => [vb.x + parseFloat(e.style.left) / 100 * vb.width, vb.y + parseFloat(e.style.top) / 100 * vb.height];
const here = frame.querySelector('.wm-here');
const r = here.getBoundingClientRect();
here.scrollIntoView({block: 'center'});
const box = here.getBoundingClientRect();
const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
return {
  viewBox: [vb.x, vb.y, vb.width, vb.height], here: at(here), onTop: hit === here,
  marks: [...frame.querySelectorAll(':scope > .wm-c:not([hidden]), :scope > .wm-p:not(.wm-here):not([hidden])')].filter(e => e.style.display !== 'none').map(at),
  scaleHidden: getComputedStyle(frame.querySelector('.wm-scale')).display === 'none',
};
"""


class NearMeTests(SiteTestCase):
    def test_granted_sorts_by_distance_and_shows_where_you_are(self):
        self.browser.set_geolocation(51.51435, -0.12531)  # Imaginary Bank Soho
        self.browser.open("/locations/")

        self.browser.click(".near-me")

        self.browser.wait_for_text(STATUS, "The 20 locations nearest to you")
        rows = self.browser.find_all(RESULTS)
        self.assertIn("You are here", rows[0].text)
        self.assertIn("51.51435, -0.12531", rows[0].text)
        names = self.browser.texts(RESULTS + ":not(.you-are-here) a")
        self.assertEqual(["Imaginary Bank Soho", "Imaginary Bank Soho ATM"], names[:2])
        metres = [self.metres(text) for text in self.browser.texts(RESULTS + " .distance")]
        self.assertEqual(20, len(metres))
        self.assertEqual(sorted(metres), metres)
        self.assertEqual("0.1 mi", self.browser.texts(RESULTS + " .distance")[0])  # British English: miles, 0.1 at least
        self.assert_no_console_errors()

    def test_near_me_marks_you_are_here_on_the_map_where_the_build_put_that_place(self):
        lat, lng = 51.51435, -0.12531  # exactly Imaginary Bank Soho
        svg = "figure.map svg"
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.set_geolocation(lat, lng)
                self.browser.open("/locations/")
                drawn = self.browser.execute(
                    "var b = document.querySelector('figure.map svg').viewBox.baseVal; return [b.x, b.y, b.width, b.height];")
                self.browser.click(".near-me")
                self.browser.wait_for_text(STATUS, "nearest to you")
                self.browser.wait_for_element("figure.map .wm-frame > .wm-here")
                self.assertEqual("You are here", self.browser.attribute("figure.map .wm-here", "aria-label"))
                found = self.browser.execute(FRAMED)
                # Web Mercator worked out here, independently of locations.js, from the numbers the build wrote.
                scale = float(self.browser.attribute(svg, "data-scale"))
                x = (lng / 360 + 0.5) * scale - float(self.browser.attribute(svg, "data-origin-x"))
                phi = math.radians(lat)
                y = (0.5 - math.log(math.tan(math.pi / 4 + phi / 2)) / (2 * math.pi)) * scale - float(
                    self.browser.attribute(svg, "data-origin-y"))
                self.assertAlmostEqual(x, found["here"][0], delta=0.5)
                self.assertAlmostEqual(y, found["here"][1], delta=0.5)
                # The map zoomed in on the visitor and the nearest places: a view box much smaller than the one drawn.
                self.assertLess(found["viewBox"][2], drawn[2] / 3)
                # "You are here" is what the pointer finds at its centre: no cluster or pin covers it.
                self.assertTrue(found["onTop"])
                # It lands where the build drew London's locations (a pin or cluster), both moved with the view.
                self.assertLess(min(math.dist(found["here"], mark) for mark in found["marks"]), 25)
                self.assertTrue(found["scaleHidden"], "the scale bar's lengths are not true of a zoomed view")
                self.assert_no_console_errors()

    def test_near_me_on_the_branches_page_lists_only_branches(self):
        self.browser.set_geolocation(35.6938, 139.7034)  # Shinjuku
        self.browser.open("/locations/branches/")
        self.browser.click(".near-me")

        self.browser.wait_for_text(STATUS, "branches nearest to you")
        kinds = {kind_of(row) for row in self.browser.find_all(RESULTS + ":not(.you-are-here)")}
        self.assertEqual({"branch"}, kinds)
        self.assertIn("Tokyo", self.browser.texts(RESULTS + " .address")[1])

    def test_denied_leaves_the_list_and_explains(self):
        self.browser.deny_geolocation()
        self.browser.open("/locations/")

        self.browser.click(".near-me")

        self.browser.wait_for_text(STATUS, "you did not allow it")
        self.assertTrue(self.browser.find(".listing").is_displayed())
        self.assertEqual(50, len(self.browser.find_all(".listing .location-list > li")))
        self.assert_no_console_errors()

    @staticmethod
    def metres(text: str) -> float:
        number, unit = text.replace(",", "").split()
        return float(number) * {"km": 1000, "mi": 1609.344, "m": 1}[unit]


def search_and_near_me(case: SiteTestCase) -> list[str]:
    """The names a search for "soho" finds, then those "Near me" lists from Imaginary Bank Soho, read from the server
    (not from what the service worker precached: it fetches whole files, without `Range`)."""
    case.browser.cdp("Network.enable")
    case.browser.cdp("Network.setBypassServiceWorker", {"bypass": True})
    case.addCleanup(case.browser.cdp, "Network.setBypassServiceWorker", {"bypass": False})
    case.browser.open("/locations/?q=soho")
    case.browser.wait_for_text(STATUS, "6 locations match “soho”")
    found = case.browser.texts(RESULTS + " a")
    case.browser.set_geolocation(51.51435, -0.12531)
    case.browser.open("/locations/")
    case.browser.click(".near-me")
    case.browser.wait_for_text(STATUS, "The 20 locations nearest to you")
    return found + case.browser.texts(RESULTS + ":not(.you-are-here) a")[:4]


# In list order: a city's branches before its ATMs.
SOHO_AND_NEAREST = [
    "Imaginary Bank Soho", "ATM at The Green Grocer, Soho", "Imaginary Bank Soho ATM", "Imaginary Bank SoHo",
    "ATM at Park Avenue Market, SoHo", "Imaginary Bank SoHo ATM",
    "Imaginary Bank Soho", "Imaginary Bank Soho ATM", "ATM at Patel & Sons Newsagents, Covent Garden",
    "Imaginary Bank Covent Garden",
]


class SearchPackTests(SiteTestCase):
    """The search index's parts are kept 64 to a file under /search/t/, r/ and g/ (SearchPack.swift), and read one at a
    time by HTTP range requests: the file's head, then the part."""

    def test_search_and_near_me_read_the_parts_they_need_by_range(self):
        self.assertEqual(SOHO_AND_NEAREST, search_and_near_me(self))
        reads = [r for r in self.server.requests if r.path.endswith(".bin") and r.range]
        self.assertEqual(["/search/g/0.bin", "/search/r/0.bin", "/search/t/0.bin"], sorted({r.path for r in reads}))
        self.assertEqual({206}, {r.status for r in reads})
        # Every read is a pack's head (65 lines of ten digits and a newline) or one whole part of it, as its head says.
        head = 65 * 11
        for path in {r.path for r in reads}:
            body = self.fetch(path).body
            starts = [int(body[i * 11:i * 11 + 10]) for i in range(65)]
            parts = {f"bytes={a}-{b - 1}" for a, b in zip(starts, starts[1:]) if b > a}
            ranges = [r.range for r in reads if r.path == path]
            self.assertEqual(f"bytes=0-{head - 1}", ranges[0])
            self.assertTrue(set(ranges) <= parts | {ranges[0]}, (path, ranges))
            self.assertGreater(len(set(ranges)), 1)
        self.assert_no_console_errors()


class HostWithoutRangesTests(SiteTestCase):
    """A host that ignores `Range` sends the whole pack; the browser slices it, and keeps it for the next part."""

    ranges = False

    def test_search_and_near_me_find_the_same_from_whole_packs(self):
        self.assertEqual(SOHO_AND_NEAREST, search_and_near_me(self))
        reads = [r for r in self.server.requests if r.path.endswith(".bin") and r.range]
        # Each page reads a pack once: the search's page the trie's, the records' and the k-d tree's (where the results
        # are, for the map), near me's the k-d tree's and the records'.
        self.assertEqual(["/search/g/0.bin", "/search/g/0.bin", "/search/r/0.bin", "/search/r/0.bin", "/search/t/0.bin"],
                         sorted(r.path for r in reads))
        self.assertEqual({200}, {r.status for r in reads})
        self.assert_no_console_errors()


class OpeningHoursTests(SiteTestCase):
    def status_at(self, path: str, when: str, visitor: str = "Asia/Tokyo") -> str:
        self.browser.set_timezone(visitor)
        self.browser.set_clock(when)
        self.browser.open(path)
        return self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status")

    def today(self) -> str:
        return self.browser.text("tr.today th")

    def test_open_now_in_the_locations_time_zone(self):
        status = self.status_at("/locations/gb/london/london-soho/hours/", "2024-01-15T10:30:00+00:00")  # Mon 10:30 in London

        self.assertEqual("Open now · closes at 16:30", status)
        self.assertEqual("Monday", self.today())
        self.assertEqual("date", self.browser.attribute("tr.today", "aria-current"))
        self.assertIn("Local time there: Monday 10:30", self.browser.text(".local-time"))
        self.assert_no_console_errors()

    def test_closed_says_when_it_opens(self):
        status = self.status_at("/locations/gb/london/london-soho/hours/", "2024-01-13T12:00:00+00:00")  # Sat noon
        self.assertEqual("Closed · opens at 09:30 (Mon)", status)
        self.assertEqual("Saturday", self.today())

        status = self.status_at("/locations/gb/london/london-soho/hours/", "2024-01-17T07:00:00+00:00")  # Wed 07:00
        self.assertEqual("Closed · opens at 10:00", status)

    def test_open_past_midnight_belongs_to_the_day_before(self):
        # Kreuzberg opens Thu–Sat 18:00–02:00 in Berlin. Saturday 01:00 there is Friday night's opening.
        status = self.status_at("/locations/de/berlin/berlin-kreuzberg/hours/", "2024-01-13T00:00:00+00:00", "America/New_York")
        self.assertEqual("Open now · closes at 02:00", status)
        self.assertEqual("Saturday", self.today())

        status = self.status_at("/locations/de/berlin/berlin-kreuzberg/hours/", "2024-01-13T22:00:00+00:00")  # Sat 23:00
        self.assertEqual("Open now · closes at 02:00 (Sun)", status)

        status = self.status_at("/locations/de/berlin/berlin-kreuzberg/hours/", "2024-01-14T02:30:00+00:00")  # Sun 03:30
        self.assertEqual("Closed · opens at 18:00 (Thu)", status)

    def test_open_all_day(self):
        status = self.status_at("/locations/gb/london/london-soho-atm/hours/", "2024-01-14T03:00:00+00:00")
        self.assertEqual("Open now · open 24 hours", status)

    def test_daylight_saving_starts_in_london(self):
        # 31 March 2024: clocks go from 01:00 GMT to 02:00 BST. 09:30 UTC is 10:30 in London.
        status = self.status_at("/locations/gb/london/london-soho-atm-2/hours/", "2024-03-31T09:30:00+00:00")
        self.assertEqual("Open now · closes at 16:00", status)
        # Saturday 17:00–02:00 runs into the short night: at 00:30 GMT it is open, at 02:10 BST it has closed.
        status = self.status_at("/locations/gb/london/london-kings-cross-atm-2/hours/", "2024-03-31T00:30:00+00:00")
        self.assertEqual("Open now · closes at 02:00", status)
        self.assertEqual("Sunday", self.today())
        status = self.status_at("/locations/gb/london/london-kings-cross-atm-2/hours/", "2024-03-31T01:10:00+00:00")
        self.assertEqual("Closed · opens at 16:00", status)

    def test_daylight_saving_ends_in_london(self):
        # 27 October 2024: 02:00 BST becomes 01:00 GMT, so 01:30 comes twice; both are before 02:00.
        for when in ("2024-10-27T00:30:00+00:00", "2024-10-27T01:30:00+00:00"):
            with self.subTest(when=when):
                status = self.status_at("/locations/gb/london/london-kings-cross-atm-2/hours/", when)
                self.assertEqual("Open now · closes at 02:00", status)
        status = self.status_at("/locations/gb/london/london-kings-cross-atm-2/hours/", "2024-10-27T02:05:00+00:00")
        self.assertEqual("Closed · opens at 16:00", status)

    def test_the_week_is_readable_without_javascript(self):
        browser = self.browser_without_js()
        browser.open("/locations/de/berlin/berlin-kreuzberg/hours/")
        self.assertEqual("Friday 18:00–02:00 (next day)", browser.text("table.hours tbody tr:nth-child(5)"))
        self.assertEqual("Monday Closed", browser.text("table.hours tbody tr:first-child"))
        self.assertEqual("", browser.text(".open-status"))


class LocationPageTests(SiteTestCase):
    def test_branch_json_ld_parses_with_its_hours(self):
        html = self.fetch("/locations/de/berlin/berlin-kreuzberg/").text
        data = json_ld(html)
        self.assertIn('<script type="application/ld+json">\n{"@context":"https://schema.org","@type":"BankOrCreditUnion",', html)
        self.assertEqual(1, len(re.search(r'ld\+json">\n(.*?)\n</script>', html, re.S).group(1).splitlines()), "one line")

        self.assertEqual("https://schema.org", data["@context"])
        self.assertEqual("BankOrCreditUnion", data["@type"])
        self.assertEqual("Berlin", data["address"]["addressLocality"])
        self.assertEqual("DE", data["address"]["addressCountry"])
        self.assertIsInstance(data["geo"]["latitude"], float)
        specs = data["openingHoursSpecification"]
        self.assertEqual([{
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": ["Thursday", "Friday", "Saturday"],
            "opens": "18:00", "closes": "02:00",
        }], specs)

    def test_atm_json_ld_open_all_day(self):
        data = json_ld(self.fetch("/locations/gb/london/london-soho-atm/").text)
        self.assertEqual("AutomatedTeller", data["@type"])
        self.assertEqual([("00:00", "23:59", 7)], [(s["opens"], s["closes"], len(s["dayOfWeek"]))
                                                  for s in data["openingHoursSpecification"]])

    def test_every_location_page_has_json_ld_that_parses(self):
        geojson = json.loads(self.fetch("/locations.geojson").text)
        for feature in geojson["features"][::17]:
            with self.subTest(id=feature["id"]):
                path = urllib.parse.urlsplit(feature["properties"]["url"]).path
                data = json_ld(self.fetch(path).text)
                self.assertEqual(feature["properties"]["name"], data["name"])

    def test_nearest_locations_link_and_show_distances(self):
        self.browser.open("/locations/gb/london/london-soho/")
        rows = self.browser.find_all(".nearest .location-list > li")
        self.assertEqual(5, len(rows))
        # "Imaginary Bank SoHo ATM" in New York has the same name but for case: the title adds the address.
        self.assertEqual("Imaginary Bank Soho ATM · 174 Park Road, W1D 4BW", rows[0].find_element("css selector", "a").text)
        self.assertEqual("same address", rows[0].find_element("css selector", ".distance").text)
        self.browser.click(".nearest .location-list > li:nth-child(2) a")
        self.assertTrue(self.browser.current_path.startswith("/locations/gb/london/london-"))
        self.browser.open("/locations/gb/london/london-soho/")
        self.browser.click(".actions a[href$='/hours/']")
        self.assertEqual("/locations/gb/london/london-soho/hours/", self.browser.current_path)


class WithoutJavaScriptTests(SiteTestCase):
    def test_list_pages_filter_pages_and_pagination(self):
        browser = self.browser_without_js()
        browser.open("/locations/")
        self.assertFalse(browser.find("form.search").is_displayed(), "a search box that cannot work is hidden")
        self.assertEqual(50, len(browser.find_all(".location-list > li")))
        self.assertEqual("/locations/page/2/", urllib.parse.urlsplit(browser.attribute('link[rel="next"]', "href")).path)

        browser.open("/locations/page/2/")
        self.assertEqual("/locations/", urllib.parse.urlsplit(browser.attribute('link[rel="prev"]', "href")).path)
        self.assertTrue(browser.exists('.pagination a[rel="prev"]'))

        browser.open("/locations/atms/")
        self.assertEqual({"atm"}, {kind_of(row) for row in browser.find_all(".location-list > li")})
        browser.open("/locations/branches/")
        self.assertEqual({"branch"}, {kind_of(row) for row in browser.find_all(".location-list > li")})

    def test_the_city_index_leads_to_every_city(self):
        browser = self.browser_without_js()
        browser.open("/locations/")
        browser.click('.filters a[href$="/locations/cities/"]')
        self.assertEqual("/locations/cities/", browser.current_path)
        counts = [int(text) for text in browser.texts(".city-list .muted")]
        self.assertEqual(len(json.loads(self.fetch("/locations.geojson").text)["features"]), sum(counts))

        browser.click('.city-list a[href$="/locations/ch/zurich/"]')
        self.assertEqual("Zürich, Switzerland", browser.text("h1"))
        self.assertEqual(7, len(browser.find_all(".location-list > li")))


if __name__ == "__main__":
    unittest.main()

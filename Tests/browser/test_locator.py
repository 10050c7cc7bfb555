"""The locator from a customer's side (issue 14): find from the home page (search box, "Near me", with and
without JavaScript, a compact header on phones), directions and calls on a location page, filters by service
and accessibility with their counts, the list map following a search, and offline use through the service worker.

Runs on the sample site in `$WAYMARK_SITE_DIR`. Location URLs are read from the rendered pages, not assumed.
"""

import json
import re
import urllib.parse

from harness import SiteTestCase
from test_locations import RESULTS, STATUS, json_ld


class FindFromHomeTests(SiteTestCase):
    def test_the_search_box_on_the_home_page_searches_the_list(self):
        self.browser.open("/")
        field = self.browser.wait_for_element("#find-q")
        field.send_keys("soho")
        self.browser.click(".find-form button[type=submit]")

        # The home page shows the results itself, as the list pages do.
        self.browser.wait_for_text(STATUS, "6 locations match “soho”")
        url = urllib.parse.urlsplit(self.browser.driver.current_url)
        self.assertEqual(("/", "q=soho"), (url.path, url.query))
        self.assertIn("Imaginary Bank Soho", self.browser.texts(RESULTS + " a"))
        self.assert_no_console_errors()

    def test_near_me_on_the_home_page_lists_the_nearest_locations(self):
        self.browser.set_geolocation(51.51435, -0.12531)  # Imaginary Bank Soho
        self.browser.open("/")
        link = self.browser.wait_for_element("a.near-me-link")
        self.assertEqual("Near me", link.text)
        link.click()

        self.browser.wait_for_text(STATUS, "The 20 locations nearest to you.")
        self.assertEqual("/locations/", self.browser.current_path)
        rows = self.browser.find_all(".search-results .location-list > li")
        self.assertIn("You are here", rows[0].text)
        names = self.browser.texts(RESULTS + ":not(.you-are-here) a")
        self.assertEqual(["Imaginary Bank Soho", "Imaginary Bank Soho ATM"], names[:2])
        self.assert_no_console_errors()

    def test_without_javascript_the_home_page_links_to_the_list_and_the_city_index(self):
        browser = self.browser_without_js()
        browser.open("/")
        form = browser.find(".find-form")
        self.assertEqual(self.server.url("/locations/"), form.get_attribute("action"))
        self.assertEqual("get", form.get_attribute("method"))
        self.assertEqual("q", browser.attribute("#find-q", "name"))
        self.assertEqual("Near me (choose your city)", browser.text("a.near-me-link"))
        self.assertEqual(self.server.url("/locations/cities/"), browser.attribute("a.near-me-link", "href"))
        links = browser.links(".find-links a")
        self.assertEqual([self.server.url("/locations/"), self.server.url("/locations/cities/")], links)
        browser.click("a.near-me-link")
        self.assertEqual("/locations/cities/", browser.current_path)

    def test_the_header_is_compact_on_a_phone(self):
        phone = self.browser
        phone.cdp("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        self.addCleanup(phone.cdp, "Emulation.clearDeviceMetricsOverride")
        for path in ("/", "/locations/"):
            with self.subTest(path=path):
                phone.open(path)
                self.assertEqual(390, phone.execute("return window.innerWidth;"))
                box = phone.execute("var b = document.querySelector('.site-header').getBoundingClientRect();"
                                    " return [b.height, document.documentElement.scrollWidth];")
                self.assertLessEqual(box[0], 64, "header height in CSS px at 390 px wide")
                self.assertEqual(390, box[1], "nothing wider than the phone")
                # The search box is on the first screen.
                top = phone.execute("return document.querySelector('#find-q, #q').getBoundingClientRect().bottom;")
                self.assertLess(top, 844)


class DirectionsTests(SiteTestCase):
    def first_location_with_phone(self) -> str:
        listing = self.fetch("/locations/").text
        for href in re.findall(r'<li(?: data-hours="[^"]*")?>\n<a href="([^"]+)">', listing):
            page = self.fetch(href).text
            if "tel:" in page:
                return href
        self.fail("no location on the first list page has a phone number")

    def test_a_location_links_to_directions_in_three_map_apps(self):
        path = self.first_location_with_phone()
        self.browser.open(path)
        geo = json_ld(self.fetch(path).text)["geo"]
        lat, lng = f"{geo['latitude']:.6f}", f"{geo['longitude']:.6f}"
        links = {a.text: a.get_attribute("href") for a in self.browser.find_all(".directions a")}
        self.assertEqual(
            {
                "Google Maps": f"https://www.google.com/maps/dir/?api=1&destination={lat},{lng}",
                "Apple Maps": f"https://maps.apple.com/?daddr={lat},{lng}",
                "OpenStreetMap": f"https://www.openstreetmap.org/directions?to={lat}%2C{lng}",
            },
            links,
        )
        self.assertTrue(self.browser.find(".directions").is_displayed())

    def test_the_phone_number_is_a_tel_link_with_its_digits(self):
        path = self.first_location_with_phone()
        self.browser.open(path)
        phone = json_ld(self.fetch(path).text)["telephone"]
        expected = "tel:+" + re.sub(r"\D", "", phone) if phone.startswith("+") else "tel:" + re.sub(r"\D", "", phone)
        self.assertEqual(expected, self.browser.attribute("a.call", "href"))
        self.assertEqual("Call", self.browser.text("a.call"))
        row = self.browser.find_all("table.details a[href^='tel:']")
        self.assertEqual([expected], [a.get_attribute("href") for a in row])
        self.assertEqual(phone, row[0].text)


def positions(posting, count: int) -> set[int]:
    """The list positions of a posting of the search index: runs [skip, take, …] or a base64 bitmap."""
    if isinstance(posting, str):
        import base64

        data = base64.b64decode(posting)
        return {i * 8 + bit for i, byte in enumerate(data) for bit in range(8) if byte >> bit & 1 and i * 8 + bit < count}
    out, at = set(), 0
    for skip, take in zip(posting[::2], posting[1::2]):
        at += skip
        out.update(range(at, at + take))
        at += take
    return out


class FacetTests(SiteTestCase):
    def facets(self) -> tuple[dict, set[int]]:
        """Each facet's positions by key, from the build's search/facets.json, and the ATMs' positions."""
        index = json.loads(self.fetch("/search/facets.json").text)
        atms = positions(json.loads(self.fetch("/search/kinds.json").text)["atm"], index["count"])
        found = {f["key"]: {**f, "at": positions(f["posting"], index["count"])} for g in index["groups"] for f in g["facets"]}
        return found, atms

    def tick(self, key: str) -> None:
        self.browser.wait_for_element(f"#facet-{key}", visible=False)
        self.browser.execute("document.getElementById(arguments[0]).click();", f"facet-{key}")

    def counts(self) -> dict[str, int]:
        return {
            li.get_attribute("data-facet"): int(li.find_element("css selector", ".facet-count").text.strip("()"))
            for li in self.browser.find_all("details.facets li[data-facet]")
        }

    def test_the_filters_index_is_fetched_when_the_filters_are_opened(self):
        fetched = 'return performance.getEntriesByType("resource").filter(e => e.name.endsWith("/search/facets.json")).length'
        self.browser.open("/locations/")
        # A whole search (the manifest, a trie node, record blocks) comes and goes without the filters' index.
        self.browser.wait_for_element("#q").send_keys("london")
        self.browser.wait_for_text(STATUS, "locations match “london”")
        self.assertEqual(0, self.browser.execute(fetched))
        self.assertFalse(self.browser.find_all("#facet-cash-deposit"))
        self.browser.click("details.facets summary")
        self.browser.wait_for_element("#facet-cash-deposit")
        self.assertEqual(1, self.browser.execute(fetched))
        self.assert_no_console_errors()

    def test_a_combination_of_filters_narrows_the_list_and_recounts(self):
        facets, atms = self.facets()
        self.browser.open("/locations/atms/")
        self.browser.click("details.facets summary")
        # Build-time counts for ATMs, as the static page shows them.
        initial = {key: len(f["at"] & atms) for key, f in facets.items() if f["at"] & atms}
        self.browser.wait_for_element("#facet-cash-deposit")
        self.assertEqual(initial, self.counts())

        self.tick("cash-deposit")
        self.tick("contactless")

        both = facets["cash-deposit"]["at"] & facets["contactless"]["at"] & atms
        self.assertGreater(len(both), 0)
        self.browser.wait_for_text(STATUS, f"{len(both)} ATMs with Cash deposit and Contactless.")
        expected = {key: len(f["at"] & both) for key, f in facets.items() if f["at"] & atms}
        self.browser.wait_for(lambda: self.counts() == expected, message=f"counts {self.counts()} != {expected}")
        rows = self.browser.find_all(RESULTS + " a")
        self.assertEqual(min(20, len(both)), len(rows))
        for href in [row.get_attribute("href") for row in rows[:3]]:
            features = {f["name"] for f in json_ld(self.fetch(self.site_path(href)).text)["amenityFeature"]}
            self.assertLessEqual({"Cash deposit", "Contactless"}, features, href)
        self.assertFalse(self.browser.find(".listing").is_displayed())

        # Unticking both shows the page's own list again.
        self.tick("cash-deposit")
        self.tick("contactless")
        self.browser.wait_for(lambda: self.browser.find(".listing").is_displayed(), message="the list is back")
        self.assertEqual(initial, self.counts())
        self.assert_no_console_errors()

    def test_filters_apply_to_a_search(self):
        facets, _ = self.facets()
        self.browser.open("/locations/")
        self.browser.click("details.facets summary")
        self.tick("step-free-access")
        field = self.browser.wait_for_element("#q")
        field.send_keys("london")
        self.browser.wait_for_text(STATUS, "with Step-free access match “london”")
        rows = self.browser.find_all(RESULTS + " a")
        self.assertGreater(len(rows), 0)
        for href in [row.get_attribute("href") for row in rows]:
            features = {f["name"] for f in json_ld(self.fetch(self.site_path(href)).text).get("amenityFeature", [])}
            self.assertIn("Step-free access", features, href)

    def test_filters_apply_to_near_me(self):
        self.browser.set_geolocation(51.51435, -0.12531)  # Imaginary Bank Soho
        self.browser.open("/locations/")
        self.browser.click("details.facets summary")
        self.tick("cash-withdrawal")
        self.browser.click(".near-me")
        self.browser.wait_for_text(STATUS, "locations with Cash withdrawal nearest to you.")
        for href in self.browser.links(RESULTS + ":not(.you-are-here) a")[:5]:
            features = {f["name"] for f in json_ld(self.fetch(self.site_path(href)).text).get("amenityFeature", [])}
            self.assertIn("Cash withdrawal", features, href)

    def test_without_javascript_the_filters_are_static_pages_with_build_time_counts(self):
        facets, atms = self.facets()
        browser = self.browser_without_js()
        browser.open("/locations/atms/")
        browser.click("details.facets summary")
        link = browser.find("details.facets li[data-facet='cash-deposit'] a")
        self.assertEqual("Cash deposit", link.text)
        count = len(facets["cash-deposit"]["at"] & atms)
        self.assertEqual(f"({count})", browser.text("details.facets li[data-facet='cash-deposit'] .facet-count"))
        link.click()
        self.assertEqual("/locations/atms/cash-deposit/", browser.current_path)
        self.assertEqual("ATMs with Cash deposit", browser.text("h1"))
        self.assertTrue(browser.text(".count").startswith(f"{count} ATMs"))
        self.assertEqual("page", browser.attribute("details.facets li[data-facet='cash-deposit'] a", "aria-current"))


    def test_a_search_on_a_filter_page_keeps_its_filter(self):
        facets, atms = self.facets()
        self.browser.open("/locations/atms/cash-deposit/?q=london")
        self.browser.wait_for_text(STATUS, "ATMs with Cash deposit match “london”")
        self.assertTrue(self.browser.find("#facet-cash-deposit").is_selected())
        for href in self.browser.links(RESULTS + " a"):
            features = {f["name"] for f in json_ld(self.fetch(self.site_path(href)).text)["amenityFeature"]}
            self.assertIn("Cash deposit", features, href)


class ListMapFollowsTheSearchTests(SiteTestCase):
    VIEW_BOX = "return document.querySelector('main figure.map svg').getAttribute('viewBox');"

    def test_the_map_stays_and_zooms_onto_the_results_with_a_note_when_nothing_matches(self):
        self.browser.open("/locations/")
        self.assertTrue(self.browser.find("main figure.map").is_displayed())
        whole = self.browser.execute(self.VIEW_BOX)
        field = self.browser.wait_for_element("#q")

        field.send_keys("zzqxw")
        self.browser.wait_for_text(STATUS, "No locations match “zzqxw”.")
        self.assertTrue(self.browser.find("main figure.map").is_displayed())
        self.assertEqual(whole, self.browser.execute(self.VIEW_BOX))
        self.assertEqual("Nothing matches, so the map shows the whole list.", self.browser.text(".map-note"))

        field.clear()
        field.send_keys("soho")
        self.browser.wait_for_text(STATUS, "6 locations match")
        self.browser.wait_for(lambda: self.browser.execute(self.VIEW_BOX) != whole, message="the map zooms onto them")
        self.assertTrue(self.browser.find("main figure.map").is_displayed())
        self.assertFalse(self.browser.find(".map-note").is_displayed())

        field.clear()
        field.send_keys(" ")
        self.browser.wait_for(lambda: self.browser.execute(self.VIEW_BOX) == whole, message="the whole map is back")
        self.assertFalse(self.browser.find(".map-note").is_displayed())
        self.assert_no_console_errors()

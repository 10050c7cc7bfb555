"""Opening hours everywhere (issue 14 points 2 and 3) in a real browser at fixed clocks: the status and
today's hours on location pages, holiday hours (the sample's `special` list and dated OSM rules),
list, search and "near me" rows with their status, the "Open now" filter, and the pages without JavaScript.

Runs on the sample site in `$WAYMARK_SITE_DIR`. The clock is fixed with `Browser.set_clock` before the page
loads, and the visitor's own time zone is set far from the location's, so only the location's zone can count.
"""

import glob
import os
import re
import json
import shutil
import unittest

from harness import REPO_ROOT, SiteTestCase


def page_of(location_id: str, site: str | os.PathLike | None = None) -> str:
    """A location's page, found in the built site (`/locations/<country>/<city>/<id>/`, or a bucket below the city)."""
    site = site or os.environ.get("WAYMARK_SITE_DIR", "")
    found = sorted(glob.glob(os.path.join(site, "locations", "*", "*", location_id, "index.html")))
    found += sorted(glob.glob(os.path.join(site, "locations", "*", "*", "_*", location_id, "index.html")))
    if not found:
        raise AssertionError(f"no page for the location {location_id} in {site}")
    return "/" + os.path.relpath(os.path.dirname(found[0]), site) + "/"


class LocationPageHoursTests(SiteTestCase):
    """A location page shows whether it is open now and today's hours, and links to its hours page, which has the
    week and the holidays; both work them out from the same `data-hours` in the location's time zone."""

    def open_at(self, path: str, when: str, visitor: str = "Asia/Tokyo") -> str:
        self.browser.set_timezone(visitor)
        self.browser.set_clock(when)
        self.browser.open(path)
        return self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status")

    def visible_holidays(self) -> list[str]:
        return [li.text for li in self.browser.find_all(".special-hours li") if li.is_displayed()]

    def test_the_location_page_has_today_and_links_to_the_week(self):
        status = self.open_at(page_of("london-soho"), "2024-01-15T10:30:00+00:00")  # Monday 10:30 in London
        self.assertEqual("Open now · closes at 16:30", status)
        self.assertEqual("Today: 09:30–16:30", self.browser.text(".today-hours"))
        self.assertEqual([], self.browser.find_all("table.hours"))
        self.assertEqual([], self.browser.find_all(".location-hours, .local-time"))
        # Issue 36.3: the holidays are on the location page itself, not one click away.
        self.assertEqual(
            ["Christmas Eve · Thursday, 24 December 2026: 09:30–12:30",
             "Christmas · Friday, 25 December 2026 to Monday, 28 December 2026: Closed",
             "New Year's Day · Friday, 1 January 2027: Closed"], self.visible_holidays())
        self.browser.click(".actions a[href$='/hours/']")
        self.assertEqual(page_of("london-soho") + "hours/", self.browser.current_path)
        self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status on the hours page")
        self.assertEqual("Opening hours — Imaginary Bank Soho", self.browser.text("h1"))
        self.assertEqual("Open now · closes at 16:30", self.browser.text(".open-status"))
        self.assertEqual("Monday", self.browser.text("tr.today th"))
        self.assert_no_console_errors()

    def test_today_on_the_location_page_reads_as_todays_row_of_the_week(self):
        # Each kind of day, at a fixed clock: one interval, closed, open all day, past midnight, two intervals.
        cases = [
            ("london-soho", "2024-01-15T10:30:00+00:00", "Monday", "09:30–16:30"),
            ("london-soho", "2024-01-13T12:00:00+00:00", "Saturday", "Closed"),
            ("london-soho-atm", "2024-01-14T03:00:00+00:00", "Sunday", "Open 24 hours"),
            ("berlin-kreuzberg", "2024-01-12T11:00:00+00:00", "Friday", "18:00–02:00 (next day)"),
            ("new-york-times-square", "2024-01-12T17:00:00+00:00", "Friday", "10:00–14:00, 18:00–02:00 (next day)"),
            # Days whose data says `=`, the same as the day before.
            ("new-york-times-square", "2024-01-13T17:00:00+00:00", "Saturday", "10:00–14:00, 18:00–02:00 (next day)"),
            ("london-soho", "2024-01-16T10:30:00+00:00", "Tuesday", "09:30–16:30"),
            ("london-soho-atm", "2024-01-13T03:00:00+00:00", "Saturday", "Open 24 hours"),
        ]
        for location_id, when, day, hours in cases:
            with self.subTest(location=location_id, when=when):
                self.open_at(page_of(location_id), when)
                on_location_page = self.browser.text(".today-hours")
                self.open_at(page_of(location_id) + "hours/", when)
                self.assertEqual(day, self.browser.text("tr.today th"))
                self.assertEqual(hours, self.browser.text("tr.today td"))
                self.assertEqual("Today: " + hours, on_location_page)
                self.assertEqual(on_location_page, self.browser.text(".today-hours"))

    def test_a_holiday_with_its_own_hours_then_closed_days(self):
        soho = page_of("london-soho")
        for path in (soho, soho + "hours/"):
            with self.subTest(path=path):
                status = self.open_at(path, "2026-12-24T11:00:00+00:00")  # Christmas Eve, 09:30–12:30
                self.assertEqual("Open now · closes at 12:30", status)
                self.assertEqual("Today (Christmas Eve): 09:30–12:30", self.browser.text(".today-hours"))
                # Closed 25–28 December, New Year's Day is later: the next opening is Tuesday 29 December.
                self.assertEqual("Closed · opens at 09:30 (Tue)", self.open_at(path, "2026-12-24T13:00:00+00:00"))
                status = self.open_at(path, "2026-12-28T10:00:00+00:00")  # a Monday, still "Christmas"
                self.assertEqual("Closed · opens at 09:30 (Tue)", status)
                self.assertEqual("Today (Christmas): Closed", self.browser.text(".today-hours"))

        self.open_at(soho + "hours/", "2026-12-24T11:00:00+00:00")
        # Today's row of the week says the day's real hours, not the ordinary Thursday's 09:30–16:30.
        self.assertEqual("Thursday", self.browser.text("tr.today th"))
        self.assertEqual("09:30–12:30 (Christmas Eve)", self.browser.text("tr.today td"))
        self.assertEqual("10:00–17:00", self.browser.text("table.hours tbody tr:nth-child(3) td"), "Wednesday as it was")
        self.assertEqual(3, len(self.visible_holidays()))
        self.assertEqual(3, len(self.browser.find_all(".special-hours li.soon")))
        self.open_at(soho + "hours/", "2026-12-28T10:00:00+00:00")
        self.assertEqual(
            ["Christmas · Friday, 25 December 2026 to Monday, 28 December 2026: Closed",
             "New Year's Day · Friday, 1 January 2027: Closed"],
            self.visible_holidays(), "the past entry is hidden")

    def test_public_holidays_declared_once_close_every_branch_of_the_country(self):
        # Content/holidays.yml lists US federal holidays; New York's branches have none of their own.
        midtown = page_of("new-york-midtown")
        status = self.open_at(midtown, "2026-11-26T16:00:00+00:00")  # Thanksgiving, 11:00 in New York
        self.assertEqual("Closed · opens at 09:00 (Fri)", status)
        self.assertEqual("Today (Thanksgiving Day): Closed", self.browser.text(".today-hours"))
        self.assertEqual("Thanksgiving Day · Thursday, 26 November 2026: Closed", self.visible_holidays()[0])
        self.assertEqual("Open now · closes at 18:00", self.open_at(midtown, "2026-11-27T16:00:00+00:00"))
        # An ATM keeps its hours on a public holiday.
        atm = page_of("new-york-midtown-atm")
        self.assertEqual("Open now · open 24 hours", self.open_at(atm, "2026-11-26T16:00:00+00:00"))
        self.assertEqual("Today: Open 24 hours", self.browser.text(".today-hours"))
        self.assertEqual([], self.browser.find_all(".special-hours"))

    def test_holiday_entries_far_ahead_are_listed_but_not_marked_and_past_ones_hidden(self):
        hours = page_of("london-soho") + "hours/"
        self.open_at(hours, "2026-11-23T12:00:00+00:00")
        self.assertEqual(3, len(self.visible_holidays()))
        self.assertEqual([], self.browser.find_all(".special-hours li.soon"))

        self.open_at(hours, "2026-12-01T12:00:00+00:00")  # four weeks ahead: up to 29 December
        self.assertEqual(2, len(self.browser.find_all(".special-hours li.soon")))

        status = self.open_at(hours, "2027-01-04T12:00:00+00:00")
        self.assertEqual("Open now · closes at 16:30", status)
        self.assertFalse(self.browser.find(".special-hours").is_displayed(), "every entry is past")

    def test_dated_osm_rules_are_honoured_every_year(self):
        # "…; Sa 09:00-13:00; Dec 24 09:00-12:00 open "Christmas Eve"; Dec 25,26 off "Christmas""
        page = page_of("london-covent-garden")
        self.assertEqual("Open now · closes at 12:00", self.open_at(page, "2026-12-24T10:00:00+00:00"))
        self.assertEqual("Today (Christmas Eve): 09:00–12:00", self.browser.text(".today-hours"))
        self.assertEqual("Closed · opens at 09:00 (Mon)", self.open_at(page, "2026-12-26T10:00:00+00:00"))
        self.assertEqual("Today (Christmas): Closed", self.browser.text(".today-hours"))
        # A Saturday a week earlier keeps its weekly hours; Christmas 2027 (a Saturday) is closed again.
        self.assertEqual("Open now · closes at 13:00", self.open_at(page, "2026-12-19T10:00:00+00:00"))
        self.assertEqual("Closed · opens at 09:00 (Mon)", self.open_at(page + "hours/", "2027-12-25T10:00:00+00:00"))
        self.assertIn("25 December to 26 December: Closed (every year)", self.browser.text(".special-hours"))

    def test_past_midnight_and_daylight_saving_on_the_location_page(self):
        # Kreuzberg: Thu–Sat 18:00–02:00 in Berlin. Saturday 01:00 there is Friday night's opening.
        status = self.open_at(page_of("berlin-kreuzberg"), "2024-01-13T00:00:00+00:00", "America/New_York")
        self.assertEqual("Open now · closes at 02:00", status)
        self.assertEqual("Today: 18:00–02:00 (next day)", self.browser.text(".today-hours"))
        # 31 March 2024, London: 01:00 GMT becomes 02:00 BST; Saturday's 17:00–02:00 ends at once.
        atm = page_of("london-kings-cross-atm-2")
        self.assertEqual("Open now · closes at 02:00", self.open_at(atm, "2024-03-31T00:30:00+00:00"))
        self.assertEqual("Closed · opens at 16:00", self.open_at(atm, "2024-03-31T01:10:00+00:00"))
        # 27 October 2024: 01:30 comes twice, both before 02:00.
        self.assertEqual("Open now · closes at 02:00", self.open_at(atm, "2024-10-27T01:30:00+00:00"))

    def test_a_whole_day_reads_open_24_hours(self):
        self.assertEqual("Open now · open 24 hours", self.open_at(page_of("london-soho-atm"), "2024-01-14T03:00:00+00:00"))
        self.assertEqual("Today: Open 24 hours", self.browser.text(".today-hours"))

    def test_json_ld_has_the_special_hours(self):
        html = self.fetch(page_of("london-soho")).text
        data = json.loads(re.search(r'<script type="application/ld\+json">\n(.*?)\n</script>', html, re.S).group(1))
        self.assertEqual(
            [{"@type": "OpeningHoursSpecification", "name": "Christmas Eve", "opens": "09:30", "closes": "12:30",
              "validFrom": "2026-12-24", "validThrough": "2026-12-24"},
             {"@type": "OpeningHoursSpecification", "name": "Christmas", "opens": "00:00", "closes": "00:00",
              "validFrom": "2026-12-25", "validThrough": "2026-12-28"},
             {"@type": "OpeningHoursSpecification", "name": "New Year's Day", "opens": "00:00", "closes": "00:00",
              "validFrom": "2027-01-01", "validThrough": "2027-01-01"}],
            data["specialOpeningHoursSpecification"])

    def test_without_javascript_the_location_page_links_to_the_week_and_every_holiday(self):
        browser = self.browser_without_js()
        browser.open(page_of("london-soho"))
        self.assertEqual("", browser.text(".open-status"))
        self.assertEqual([], [e for e in browser.find_all(".today-hours") if e.is_displayed()],
                         "only the script has today's hours to say")
        browser.click(".actions a[href$='/hours/']")
        self.assertEqual("Monday 09:30–16:30", browser.text("table.hours tbody tr:first-child"))
        self.assertEqual(3, len(browser.find_all(".special-hours li")))
        self.assertEqual("", browser.text(".open-status"))


class HoursSectionWithoutHoursPagesTests(SiteTestCase):
    """`hours_page: false`: no hours pages, and the whole week is the `#hours` section of the location page.

    Builds the sample's branches with that setting, with the `waymark` binary: `$WAYMARK_BIN` (scripts/test sets
    it), else .build/debug/waymark.
    """

    @classmethod
    def setUpClass(cls):
        def fill(content):
            shutil.copy(REPO_ROOT / "Content" / "branches.json", content / "branches.json")
            (content / "site.yml").write_text("title: Hours on the page\nhours_page: false\n")

        cls.build_own_site("waymark-hours-section-", fill)
        super().setUpClass()

    def open_at(self, location_id: str, when: str) -> str:
        self.browser.set_timezone("Asia/Tokyo")
        self.browser.set_clock(when)
        self.browser.open(page_of(location_id, self.site_dir))
        return self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status")

    def test_the_section_has_the_week_today_marked_and_the_holidays(self):
        status = self.open_at("london-soho", "2026-12-21T10:30:00+00:00")  # Monday 10:30 in London
        self.assertEqual("Open now · closes at 16:30", status)
        self.assertEqual("Opening hours — Imaginary Bank Soho", self.browser.text("section#hours h2"))
        link = self.browser.attribute(".actions a.button", "href")
        self.assertEqual(self.server.url(page_of("london-soho", self.site_dir) + "#hours"), link)
        self.assertEqual("Today: 09:30–16:30", self.browser.text("#hours .today-hours"))
        self.assertEqual(["Monday"], self.browser.texts("#hours tr.today th"))
        self.assertEqual("date", self.browser.attribute("#hours tr.today", "aria-current"))
        self.assertEqual("09:30–16:30", self.browser.text("#hours tr.today td"))
        self.assertEqual("Local time there: Monday 10:30", self.browser.text("#hours .local-time"))
        self.assertEqual("Weekly hours (UK time)", self.browser.text("#hours table.hours caption"))
        self.assertEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
                         self.browser.texts("#hours table.hours tbody th"))
        self.assertEqual(3, len(self.browser.find_all("#hours .special-hours li.soon")))
        self.assertEqual(404, self.fetch(page_of("london-soho", self.site_dir) + "hours/").status)
        self.assert_no_console_errors()

    def test_today_reads_as_todays_row_past_midnight_and_with_two_intervals(self):
        self.open_at("new-york-times-square", "2024-01-12T17:00:00+00:00")  # Friday noon in New York
        self.assertEqual("10:00–14:00, 18:00–02:00 (next day)", self.browser.text("tr.today td"))
        self.assertEqual("Today: 10:00–14:00, 18:00–02:00 (next day)", self.browser.text(".today-hours"))

    def test_without_javascript_the_week_and_every_holiday_are_there(self):
        browser = self.browser_without_js()
        browser.open(page_of("london-soho", self.site_dir))
        self.assertEqual("Monday 09:30–16:30", browser.text("#hours table.hours tbody tr:first-child"))
        self.assertEqual(3, len(browser.find_all("#hours .special-hours li")))
        self.assertEqual("", browser.text(".open-status"))


class ListHoursTests(SiteTestCase):
    def rows(self, css: str = ".listing .location-list > li") -> list:
        return [row for row in self.browser.find_all(css) if row.is_displayed()]

    def test_without_javascript_the_open_now_filter_is_not_offered(self):
        browser = self.browser_without_js()
        browser.open("/locations/")
        self.assertFalse(browser.find(".open-now-filter").is_displayed())
        self.assertEqual([], [e for e in browser.find_all(".row-status") if e.is_displayed()])

    def test_list_rows_say_whether_each_place_is_open_and_the_filter_keeps_the_open_ones(self):
        self.browser.set_timezone("Asia/Tokyo")
        self.browser.set_clock("2024-01-15T21:30:00+00:00")  # Monday evening in London, morning in Melbourne
        self.browser.open("/locations/")
        self.browser.wait_for(lambda: self.browser.exists(".listing .row-status"), message="no row status")
        rows = self.rows()
        with_hours = [row for row in rows if row.get_attribute("data-hours")]
        self.assertTrue(with_hours)
        for row in with_hours:
            status = row.find_element("css selector", ".row-status").text
            self.assertRegex(status, r"^(Open now · (closes at \d\d:\d\d|open 24 hours)|Closed( · opens at .+)?)")
            self.assertEqual("is-open" in row.get_attribute("class"), status.startswith("Open now"))
        open_count = sum(1 for row in with_hours if "is-open" in row.get_attribute("class"))
        self.assertTrue(0 < open_count < len(rows), "some open, some not, at this time")

        # The filter keeps the open ones of the whole list, not only of this page (test_open_now_lists.py).
        self.browser.click(".open-now-toggle")
        self.browser.wait_for_text(".search-status", "locations open now.")
        shown = self.browser.wait_for(
            lambda: all(r.find_elements("css selector", ".row-status") for r in self.rows(".search-results .location-list > li"))
            and self.rows(".search-results .location-list > li"), message="no open rows with a status")
        self.assertTrue(all("is-open" in row.get_attribute("class") for row in shown))
        self.browser.click(".open-now-toggle")
        self.browser.wait_for(lambda: len(rows) == len(self.rows()), message="the list is not back")
        self.assert_no_console_errors()

    def test_search_rows_carry_the_status_in_the_locations_zone(self):
        self.browser.set_timezone("America/Los_Angeles")
        self.browser.set_clock("2026-12-24T11:00:00+00:00")  # Christmas Eve in London
        self.browser.open("/locations/")
        field = self.browser.wait_for_element("#q")
        field.send_keys("soho")
        self.browser.wait_for_text(".search-status", "locations match")
        row = self.browser.wait_for(
            lambda: next((r for r in self.browser.find_all(".search-results .location-list > li")
                          if r.find_element("css selector", "a").text.startswith("Imaginary Bank Soho")
                          and r.find_elements("css selector", ".row-status")), None),
            message="no Soho row with a status")
        self.assertEqual("Open now · closes at 12:30 · Christmas Eve", row.find_element("css selector", ".row-status").text)

    def test_near_me_rows_carry_the_status(self):
        self.browser.set_timezone("Asia/Tokyo")
        self.browser.set_clock("2024-01-15T10:30:00+00:00")
        self.browser.set_geolocation(51.5136, -0.1365)  # Soho, London
        self.browser.open("/locations/")
        self.browser.wait_for_element("button.near-me").click()
        self.browser.wait_for(
            lambda: self.browser.find_all(".search-results .location-list > li .row-status"), message="no near-me status")
        statuses = self.browser.texts(".search-results .location-list > li .row-status")
        self.assertTrue(all(re.match(r"^(Open now|Closed)", s) for s in statuses), statuses)

    def test_rows_on_a_location_page_nearest_list_have_a_status(self):
        self.browser.set_clock("2024-01-15T10:30:00+00:00")
        self.browser.open(page_of("london-soho"))
        self.browser.wait_for(lambda: self.browser.find_all(".nearest .row-status"), message="no status in the nearest list")


if __name__ == "__main__":
    unittest.main()

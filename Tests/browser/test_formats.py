"""Times, weekdays and distances in the page's language (`<html lang>`) at fixed clocks and time zones: the fixture
sites Tests/Fixtures/formats-en-us (12-hour times, a week from Sunday, miles) and formats-fr (24-hour times, French
weekday names, kilometres with a decimal comma), built with the `waymark` binary ($WAYMARK_BIN, else
.build/debug/waymark). The words around them come from the site's language's catalogue; the expected times
and numbers are those of CLDR, which the hours tables (LocalFormats.swift) and the browser's `Intl` both follow.
"""

import shutil

from harness import SiteTestCase
from harness.config import REPO_ROOT

NNBSP = "\u202f"  # CLDR's narrow no-break space: in en-US times in the tables, in French thousands


def fixture(name: str):
    def fill(content):
        for file in ["site.yml", "branches.json"]:
            shutil.copy(REPO_ROOT / "Tests" / "Fixtures" / name / "Content" / file, content / file)
    return fill


class FormatsTestCase(SiteTestCase):
    def status_at(self, path: str, when: str) -> str:
        self.browser.set_timezone("Asia/Tokyo")  # the visitor's zone must not matter
        self.browser.set_clock(when)
        self.browser.open(path)
        return self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status")

    def today_row(self) -> tuple[int, str]:
        rows = self.browser.find_all("table.hours tbody tr")
        today = [i for i, row in enumerate(rows) if "today" in row.get_attribute("class")]
        self.assertEqual(1, len(today))
        return today[0], self.browser.text("tr.today th")

    def near_me_distances(self, latitude: float, longitude: float, said: str = "nearest to you") -> list[str]:
        self.browser.set_geolocation(latitude, longitude)
        self.browser.open("/locations/")
        self.browser.click(".near-me")
        self.browser.wait_for_text(".search-status", said)
        return self.browser.texts(".search-results .location-list > li .distance")


class AmericanEnglishTests(FormatsTestCase):
    MIDTOWN = "/locations/us/new-york/midtown/hours/"

    @classmethod
    def setUpClass(cls):
        cls.build_own_site("waymark-formats-en-us-", fixture("formats-en-us"))
        super().setUpClass()

    def test_times_are_12_hour_and_the_week_starts_on_sunday(self):
        status = self.status_at(self.MIDTOWN, "2026-11-30T15:30:00+00:00")  # Monday 10:30 in New York
        self.assertEqual("Open now · closes at 12:30 PM", status)
        self.assertEqual("sun", self.browser.attribute("table.hours", "data-first-day"))
        self.assertEqual(["Sunday", "Monday", "Tuesday"], self.browser.texts("table.hours th")[:3])
        self.assertEqual((1, "Monday"), self.today_row())
        self.assertEqual("Today: 9:00 AM–12:30 PM, 1:30 PM–5:00 PM", self.browser.text(".today-hours"))
        self.assertEqual(f"9:00{NNBSP}AM–12:30{NNBSP}PM, 1:30{NNBSP}PM–5:00{NNBSP}PM", self.browser.text("tr.today td"))
        self.assertEqual("Local time there: Monday 10:30 AM", self.browser.text(".local-time"))
        self.assert_no_console_errors()

    def test_the_next_opening_names_its_day_the_american_way(self):
        self.assertEqual("Closed · opens at 8:00 PM",
                         self.status_at(self.MIDTOWN, "2026-11-28T20:00:00+00:00"))  # Saturday 15:00
        self.assertEqual("Closed · opens at 8:00 PM (Sat)",
                         self.status_at(self.MIDTOWN, "2026-11-28T00:00:00+00:00"))  # Friday 19:00
        # Sunday 01:00, inside Saturday's 8:00 PM–1:30 AM: today is the first row.
        self.assertEqual("Open now · closes at 1:30 AM", self.status_at(self.MIDTOWN, "2026-11-29T06:00:00+00:00"))
        self.assertEqual((0, "Sunday"), self.today_row())

    def test_near_me_distances_are_in_miles(self):
        self.assertEqual(["0.1 mi", "0.4 mi", "3,623 mi", "3,624 mi"], self.near_me_distances(40.7536, -73.9832))
        self.assert_no_console_errors()


class FrenchTests(FormatsTestCase):
    OPERA = "/locations/fr/paris/opera/hours/"

    @classmethod
    def setUpClass(cls):
        cls.build_own_site("waymark-formats-fr-", fixture("formats-fr"))
        super().setUpClass()

    def test_times_are_24_hour_and_weekdays_french_from_monday(self):
        status = self.status_at(self.OPERA, "2026-12-01T09:00:00+00:00")  # mardi 10:00 à Paris
        self.assertEqual("Ouvert maintenant · ferme à 12:30", status)
        self.assertEqual(None, self.browser.attribute("table.hours", "data-first-day"))
        self.assertEqual((1, "mardi"), self.today_row())
        self.assertEqual("Aujourd’hui : 09:15–12:30, 14:00–18:15", self.browser.text(".today-hours"))
        self.assertEqual("Heure locale sur place : mardi 10:00", self.browser.text(".local-time"))
        self.assertEqual("Fermé · ouvre à 14:00", self.status_at(self.OPERA, "2026-12-01T11:45:00+00:00"))
        self.assert_no_console_errors()

    def test_the_next_opening_names_its_day_in_french(self):
        self.assertEqual("Fermé · ouvre à 09:15 (mar.)", self.status_at(self.OPERA, "2026-11-30T09:00:00+00:00"))
        self.assertEqual((0, "lundi"), self.today_row())

    def test_near_me_distances_have_a_decimal_comma(self):
        distances = self.near_me_distances(48.8708, 2.3318, "Les plus proches")
        self.assertEqual(["0 m", "1,8 km", f"5{NNBSP}831 km", f"5{NNBSP}832 km"], distances)
        # textContent: WebDriver's text reads the no-break space before the colon as a space.
        said = self.browser.execute("return document.querySelector('.search-status').textContent;")
        self.assertEqual("Les plus proches de vous\u00a0: 4 lieux.", said)
        self.assertEqual("Vous êtes ici", self.browser.text(".you-are-here strong"))
        self.assert_no_console_errors()

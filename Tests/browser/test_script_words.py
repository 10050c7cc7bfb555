"""The words the scripts write, in the page's language: search, "Near me", saved places and the offline page on the
sample's Welsh tree (`$WAYMARK_SITE_DIR`, Content/site.yml `languages: [en, cy]`), from Templates/i18n/cy.yml. The
browser picks each count's form by CLDR's Welsh rules and writes numbers by `Intl` (Welsh: as British English).
"""

import json
from pathlib import Path

from harness import SiteTestCase

STATUS = ".search-status"
RESULTS = ".search-results .location-list > li"
SAVED = [{"key": "tokyo-tower", "name": "Tokyo Tower", "lat": 35.6586, "lng": 139.7454, "href": "", "query": "Tokyo"}]



def tick_welsh_cash_deposit(browser):
    """Opens the Welsh list's filters and ticks cash deposit."""
    browser.open("/cy/locations/")
    browser.find("details.facets summary").click()
    browser.wait_for(lambda: browser.exists("details.facets.is-live"), message="no live filters")
    browser.click("#facet-cash-deposit")


class WelshSearchTests(SiteTestCase):
    def search(self, query: str) -> None:
        field = self.browser.wait_for_element("#q")
        field.clear()
        field.send_keys(query)

    def test_counts_and_messages_are_welsh(self):
        self.browser.open("/cy/locations/")
        self.search("soho")
        self.browser.wait_for_text(STATUS, "lleoliad")
        self.assertEqual("6 lleoliad yn cyfateb i “soho”.", self.browser.text(STATUS))
        self.assertEqual("Cangen", self.browser.texts(RESULTS + " .badge")[0])
        self.assert_no_console_errors()
        self.search("qqqqzz")
        self.browser.wait_for_text(STATUS, "Dim ")
        self.assertEqual("Dim lleoliadau yn cyfateb i “qqqqzz”.", self.browser.text(STATUS))
        self.search("x")
        self.browser.wait_for_text(STATUS, "Teipiwch")
        self.assertEqual("Teipiwch o leiaf ddau nod (llythrennau neu ddigidau) i chwilio.", self.browser.text(STATUS))

    def test_a_filter_without_a_search_is_counted_in_welsh(self):
        tick_welsh_cash_deposit(self.browser)
        self.browser.wait_for_text(STATUS, "gyda")
        self.assertEqual("214 lleoliad gyda Talu arian parod i mewn.", self.browser.text(STATUS))
        self.assert_no_console_errors()

    def test_a_count_of_two_takes_the_welsh_dual(self):
        self.browser.open("/cy/locations/branches/")
        self.search("soho")
        self.browser.wait_for_text(STATUS, "yn cyfateb")
        # Welsh `two`: "2 gangen" (soft mutation), where English says "2 branches".
        self.assertEqual("2 gangen yn cyfateb i “soho”.", self.browser.text(STATUS))

    def test_near_me_marks_you_are_here_and_says_distances_in_welsh(self):
        self.browser.set_geolocation(51.51435, -0.12531)  # Imaginary Bank Soho
        self.browser.open("/cy/locations/")
        self.browser.click(".near-me")
        self.browser.wait_for_text(STATUS, "Agosaf")
        self.assertEqual("Agosaf atoch chi: 20 lleoliad.", self.browser.text(STATUS))
        rows = self.browser.find_all(RESULTS)
        self.assertEqual("Rydych chi yma", self.browser.text(RESULTS + ".you-are-here strong"))
        self.assertIn("51.51435, -0.12531", rows[0].text)
        self.assertEqual("Rydych chi yma", self.browser.attribute(".wm-here", "aria-label"))
        distances = self.browser.texts(RESULTS + " .distance")
        self.assertEqual(["0.1 mi", "0.1 mi"], distances[:2])  # Welsh in Britain: miles, a decimal point
        self.assertEqual(["Cangen", "Peiriant arian parod"], self.browser.texts(RESULTS + " .badge")[:2])
        self.assert_no_console_errors()

    def test_near_me_refused_says_so_in_welsh(self):
        self.browser.deny_geolocation()
        self.browser.open("/cy/locations/")
        self.browser.click(".near-me")
        self.browser.wait_for_text(STATUS, "Yn agos ataf")
        self.assertEqual("Mae “Yn agos ataf” angen gwybod ble rydych chi, ond wnaethoch chi ddim caniatáu hynny. "
                         "Mae’r rhestr isod heb newid.", self.browser.text(STATUS))


class WelshSavedPlacesTests(SiteTestCase):
    LEITH = "/cy/locations/gb/edinburgh/edinburgh-leith/"

    def test_saving_and_removing_a_place_speak_welsh(self):
        self.browser.open(self.LEITH)
        name = self.browser.text("h1")
        button = self.browser.wait_for_element("button.save-place:not(.is-pending)")
        self.assertEqual("Cadw", button.text)
        self.assertEqual(f"Cadw “{name}” yn y lleoedd wedi’u cadw", button.get_attribute("aria-label"))
        button.click()
        self.browser.wait_for_text("button.save-place", "Tynnu")
        self.assertEqual(f"Tynnu “{name}” o’r lleoedd wedi’u cadw", self.browser.attribute("button.save-place", "aria-label"))
        self.assertEqual(f"Wedi cadw “{name}”.", self.browser.text(".place-status"))

        self.browser.open("/cy/saved/")
        self.browser.wait_for_element(".saved-list li")
        self.assertEqual("Tynnu", self.browser.text(".delete-saved"))
        self.assertEqual(f"Tynnu “{name}”", self.browser.attribute(".delete-saved", "aria-label"))
        self.browser.click(".delete-saved")
        dialog = self.browser.wait_for_element("dialog#confirm-delete[open]")
        self.assertEqual("Tynnu’r lle hwn sydd wedi’i gadw?", self.browser.text("#confirm-delete-title"))
        self.assertEqual(f"Bydd “{name}” yn cael ei dynnu o’r lleoedd sydd wedi’u cadw yn y porwr hwn.",
                         self.browser.text("#confirm-delete-text"))
        self.assertEqual(["Canslo", "Tynnu"], self.browser.texts("dialog .dialog-buttons button"))
        dialog.find_element("css selector", ".dialog-delete").click()
        self.browser.wait_for_text(".place-status", "Wedi tynnu")
        self.assertEqual(f"Wedi tynnu “{name}” o’r lleoedd wedi’u cadw.", self.browser.text(".place-status"))
        self.assert_no_console_errors()

    def test_a_place_found_by_search_says_its_query_in_welsh(self):
        self.browser.open("/cy/saved/")
        self.browser.set_local_storage("waymark.savedPlaces", SAVED)
        self.browser.open("/cy/saved/")
        self.browser.wait_for_element(".saved-list li")
        self.assertEqual("o’r chwiliad “Tokyo”", self.browser.text(".saved-query"))


def reworded_welsh_site(content: Path) -> None:
    """Three Welsh branches, two taking cash deposits, and a site catalogue that words a filter's count its own way."""
    (content / "site.yml").write_text("title: Banc\nlanguages: [en, cy]\n", encoding="utf-8")
    (content / "i18n").mkdir()
    (content / "i18n" / "cy.yml").write_text('js_found: "Yn dangos {found}{filters}"\n', encoding="utf-8")
    locations = [
        {"id": f"b{n}", "type": "branch", "name": f"Cangen {n}", "address": {"street": f"{n} Heol y Frenhines",
         "city": "Caerdydd", "country": "GB"}, "coordinate": {"latitude": 51.48 + n / 100, "longitude": -3.17},
         "services": ["Cash deposit"] if n < 3 else ["Wi-Fi"]}
        for n in (1, 2, 3)
    ]
    (content / "branches.json").write_text(json.dumps({"locations": locations}), encoding="utf-8")


class WelshFilterSentenceTests(SiteTestCase):
    """A filter's count without a search is one sentence of the catalogue (`js_found`), so a language may word it
    as it likes; the script once wrote the count, the filter and an English full stop one after the other."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.build_own_site("waymark-filter-sentence-", reworded_welsh_site)
        super().setUpClass()

    def test_the_whole_sentence_comes_from_the_catalogue(self):
        tick_welsh_cash_deposit(self.browser)
        self.browser.wait_for_text(STATUS, "Yn dangos")
        self.assertEqual("Yn dangos 2 leoliad gyda Talu arian parod i mewn", self.browser.text(STATUS))
        self.assert_no_console_errors()

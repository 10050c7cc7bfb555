"""Records in several languages on the sample site (English and Welsh): a Welsh page shows the record's Welsh
name and street, marks what the data gives only in English with `lang="en"`, and the Welsh search finds the
Welsh name. A Welsh page labels the record's services, accessibility values, details and hours notes in Welsh, and
the Welsh list filters by a service under its Welsh label.

Runs on the sample site in `$WAYMARK_SITE_DIR`.
"""

from harness import SiteTestCase
from test_locations import RESULTS, json_ld

CARDIFF = "/locations/gb/cardiff/imaginary-bank-branch-90010003/"
LEITH = "/locations/gb/edinburgh/edinburgh-leith/"


class TranslatedRecordTests(SiteTestCase):
    def test_a_welsh_cardiff_page_shows_the_welsh_name_and_street(self):
        self.browser.open("/cy" + CARDIFF)
        heading = self.browser.find("h1")
        self.assertEqual("Caerdydd Heol y Frenhines", heading.text)
        self.assertEqual("", heading.get_attribute("lang"))
        self.assertEqual(["118 Heol y Frenhines", "Caerdydd", "South Glamorgan", "CF10 2BH", "Y Deyrnas Unedig"],
                         self.browser.text("address").splitlines())
        data = json_ld(self.browser.html())
        self.assertEqual(("Caerdydd Heol y Frenhines", "cy"), (data["name"], data["mainEntityOfPage"]["inLanguage"]))
        self.browser.open(CARDIFF)
        self.assertEqual("Cardiff Queen Street", self.browser.text("h1"))
        self.assert_no_console_errors()

    def test_english_text_on_a_welsh_page_is_marked_english(self):
        self.browser.open("/cy" + LEITH)
        self.assertEqual(("Imaginary Bank Leith", "en"), (self.browser.text("h1"), self.browser.attribute("h1", "lang")))
        self.assertEqual(("162 Chapel Street", "en"),
                         (self.browser.text("address span"), self.browser.attribute("address span", "lang")))
        self.assertEqual("cy", self.browser.execute("return document.documentElement.lang;"))

    def test_the_welsh_search_finds_a_welsh_name(self):
        self.browser.open("/cy/locations/")
        field = self.browser.wait_for_element("#q")
        field.send_keys("frenhines")
        self.browser.click("form.search button[type=submit]")
        self.browser.wait_for(lambda: "Caerdydd Heol y Frenhines" in self.browser.texts(RESULTS + " a"),
                              message="the Welsh search did not list the Welsh name")
        self.assert_no_console_errors()

    def details(self) -> dict[str, str]:
        """The shown rows of the page's details tables, label to value."""
        return {row.find_element("css selector", "th").text: row.find_element("css selector", "td").text
                for row in self.browser.find_all("table.details tr") if row.is_displayed()}

    def test_a_welsh_page_labels_its_services_and_details_in_welsh(self):
        self.browser.open("/cy" + CARDIFF)
        rows = self.details()
        self.assertEqual("Peiriant arian parod y tu mewn, Gwasanaethau cownter, Bancio fideo, Wi-Fi", rows["Gwasanaethau"])
        self.assertEqual("Drysau awtomatig, Peiriant arian parod sain, Mynediad gwastad, Mynediad i gadeiriau olwyn",
                         rows["Hygyrchedd"])
        self.assertEqual("00-91-82", rows["Cod didoli"])
        data = json_ld(self.browser.html())
        self.assertIn({"@type": "PropertyValue", "name": "Cod didoli", "value": "00-91-82"}, data["additionalProperty"])
        self.browser.open("/cy/locations/gb/edinburgh/edinburgh-leith-atm/")
        self.assertEqual({"Gwasanaethau": "Codi arian, Arweiniad sain, Talu arian parod i mewn",
                          "Lleoliad": "Y tu allan i’r gangen", "Arian cyfred y peiriant": "GBP"}, self.details())
        self.browser.open("/cy/locations/gb/edinburgh/edinburgh-leith-atm/hours/")
        self.assertEqual(["Ar gael 24 awr"], self.browser.texts("p.notes"))
        self.browser.open(CARDIFF)
        self.assertIn("Internal ATM, Counter services, Video banking, Wi-Fi", self.browser.texts("table.details td"))
        self.assert_no_console_errors()

    def test_the_welsh_list_filters_by_a_welsh_labelled_service(self):
        self.browser.open("/cy/locations/atms/")
        self.browser.find("details.facets summary").click()
        self.browser.wait_for(lambda: self.browser.exists("details.facets.is-live"), message="no live filters")
        label = self.browser.find('label[for="facet-pin-change"]')
        # The key (and URL) stays English; the label is Welsh, with the ATMs' count of search/facets.json.
        self.assertEqual("Newid PIN (74)", label.text)
        label.click()
        self.browser.wait_for(lambda: "Newid PIN" in self.browser.text(".search-status"),
                              message="the Welsh filter did not say its label")
        # The status sentence is locations.js's; its count is of the filtered ATMs.
        self.assertEqual("74", self.browser.text(".search-status").split()[0])
        self.assert_no_console_errors()

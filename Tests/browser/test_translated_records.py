"""Records in several languages on the sample site (English and Welsh): a Welsh page shows the record's Welsh
name and street, marks what the data gives only in English with `lang="en"`, and the Welsh search finds the
Welsh name.

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

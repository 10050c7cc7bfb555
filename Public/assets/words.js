// Waymark: the scripts' words in the page's language (Templates/i18n) where they differ from the English each script
// holds; a tree's own copy of this file begins with them (window.waymarkWordData). Plurals by the language's CLDR
// rules, numbers through Intl.
(function () {
  "use strict";
  var words = window.waymarkWordData || {};
  var lang = [document.documentElement.lang || "en", "en-GB"]; // Chromium has no Welsh numbers
  var rules = new Intl.PluralRules(lang), number = new Intl.NumberFormat(lang);
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (all, name) { return values && name in values ? values[name] : all; });
  }
  window.waymarkWords = {
    number: function (n) { return number.format(n); },
    say: function (key, english, values) { return fill(words[key] || english, values); },
    // `english` is {one, other}; the page gives every form its language uses.
    count: function (key, n, english, values) {
      var forms = words[key] || english;
      return fill(forms[rules.select(n)] || forms.other, Object.assign({ count: number.format(n) }, values));
    }
  };
})();

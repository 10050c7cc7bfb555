// Waymark default theme: the contact form's enhancement, loaded by the page that has the form (page.mustache). The
// form works without this file.
(function () {
  "use strict";

  // The contact form: compose an e-mail with the subject, the issue, and when it happened with its time zone.
  function enhanceContactForm(form) {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    var zoneField = form.querySelector("#timezone");
    if (zoneField) zoneField.value = zone;
    // "When it happened" starts at now, in the visitor's local time (the form's datetime-local wants no zone).
    var whenField = form.querySelector("#when");
    if (whenField && !whenField.value) {
      var now = new Date();
      whenField.value = new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var subject = form.querySelector("#subject").value;
      var issue = form.querySelector("#issue").value;
      var when = form.querySelector("#when").value || new Date().toISOString().slice(0, 16);
      var body = issue + "\n\n" + window.waymarkWords.say("js_mail_when", "When: {when} ({zone})", { when: when.replace("T", " "), zone: zone });
      window.location.href = form.getAttribute("action") + "?subject=" + encodeURIComponent(subject) +
        "&body=" + encodeURIComponent(body);
    });
  }

  document.querySelectorAll("form.contact-form").forEach(enhanceContactForm);
})();

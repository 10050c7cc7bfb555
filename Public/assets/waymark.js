// Waymark default theme: the contact form's enhancement, loaded by the page that has the form (page.mustache). The
// form works without this file.
(function () {
  "use strict";

  // The contact form: compose an e-mail with the subject, the issue, and when it happened with its time zone.
  function enhanceContactForm(form) {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    var zoneField = form.querySelector("#timezone");
    if (zoneField) zoneField.value = zone;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var subject = form.querySelector("#subject").value;
      var issue = form.querySelector("#issue").value;
      var when = form.querySelector("#when").value || new Date().toISOString().slice(0, 16);
      var body = issue + "\n\nWhen: " + when.replace("T", " ") + " (" + zone + ")";
      window.location.href = form.getAttribute("action") + "?subject=" + encodeURIComponent(subject) +
        "&body=" + encodeURIComponent(body);
    });
  }

  document.querySelectorAll("form.contact-form").forEach(enhanceContactForm);
})();

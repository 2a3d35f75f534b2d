/* The Daily Ledger: small enhancements of the server-rendered page. */
(function () {
  "use strict";
  document.documentElement.classList.remove("no-js");
  document.addEventListener("click", function (ev) {
    var btn = ev.target.closest(".ldg-comment__action--recommend");
    if (btn && !btn.disabled) {
      var count = btn.querySelector(".ldg-comment__count");
      count.textContent = String(parseInt(count.textContent, 10) + 1);
      btn.disabled = true;
      return;
    }
    var reply = ev.target.closest(".ldg-comment__action--reply");
    if (reply) {
      var form = document.querySelector(".ldg-comment-form");
      if (form) { form.scrollIntoView({block: "center"}); form.querySelector("textarea").focus(); }
    }
  });
})();

/* Seeblatt comments, step 1: the loader. It waits a moment, then fetches the vendor
   bundle, and starts the widget a moment after that bundle has loaded. */
(function () {
  "use strict";
  var box = document.getElementById("kommentare");
  setTimeout(function () {
    var s = document.createElement("script");
    s.src = "/widgets/kommentare/vendor.js?v=3";
    s.onload = function () { setTimeout(function () { window.SeeblattKommentare.start(box); }, 500); };
    document.head.appendChild(s);
  }, 700);
})();

/* 東都新聞 コメント表示 */
(function () {
  "use strict";
  var area = document.getElementById("comment-area");
  if (!area) return;
  var link = area.querySelector(".cmt-open");
  var inner = area.querySelector(".cmt-inner");
  var done = false;
  link.addEventListener("click", function () {
    if (done) return;
    done = true;
    inner.innerHTML = '<p class="cmt-loading">\u30b3\u30e1\u30f3\u30c8\u3092\u8aad\u307f\u8fbc\u3093\u3067\u3044\u307e\u3059\u2026</p>';
    fetch("/api/comments/list?aid=" + area.getAttribute("data-aid"))
      .then(function (r) { return r.json(); })
      .then(function (data) { inner.innerHTML = data.html; link.parentNode.style.display = "none"; });
  });
})();

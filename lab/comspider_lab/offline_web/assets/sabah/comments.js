// Al-Sabah comments: "load more"
(function () {
  var btn = document.getElementById("load-more-comments");
  if (!btn) return;
  var list = document.querySelector(".comments-list");
  btn.addEventListener("click", function () {
    btn.disabled = true;
    var xhr = new XMLHttpRequest();
    xhr.open("GET", "/comments/more?article=" + btn.getAttribute("data-article") + "&after=" + encodeURIComponent(btn.getAttribute("data-after")));
    xhr.onload = function () {
      var data = JSON.parse(xhr.responseText);
      list.insertAdjacentHTML("beforeend", data.html);
      if (data.after) { btn.setAttribute("data-after", data.after); btn.disabled = false; }
      else { btn.parentNode.removeChild(btn); }
    };
    xhr.send();
  });
  document.addEventListener("click", function (e) {
    if (e.target.closest(".comment-like, .comment-reply")) e.preventDefault();
  });
})();

document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('reader-voices');
  if (!box) return;
  var target = box.querySelector('.nsn-voices__body');
  var done = false;

  function mk(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }

  function entry(v, all) {
    var li = mk('li', 'nsn-voice');
    li.id = 'voice-' + v.id;
    var meta = mk('div', 'nsn-voice__meta');
    var av = mk('img', 'nsn-voice__avatar');
    av.src = '/_avatar/nsn-' + v.id + '.svg';
    av.width = 32; av.height = 32; av.alt = '';
    meta.appendChild(av);
    meta.appendChild(mk('cite', 'nsn-voice__name', v.display_name));
    if (v.is_staff) meta.appendChild(mk('span', 'nsn-voice__badge', 'ผู้ดูแลเพจ'));
    var t = mk('time', 'nsn-voice__date', v.date_th);
    t.setAttribute('datetime', v.date_gmt);
    meta.appendChild(t);
    li.appendChild(meta);
    var text = mk('div', 'nsn-voice__text');
    v.content.split('\n\n').forEach(function (p) { text.appendChild(mk('p', '', p)); });
    li.appendChild(text);
    var replies = all.filter(function (x) { return x.reply_to === v.id; });
    if (replies.length) {
      var ol = mk('ol', 'nsn-voices nsn-voices--replies');
      replies.forEach(function (r) { ol.appendChild(entry(r, all)); });
      li.appendChild(ol);
    }
    return li;
  }

  box.addEventListener('toggle', function () {
    if (!box.open || done) return;
    done = true;
    fetch('/wp-json/nsn/v1/voices/' + box.dataset.post)
      .then(function (r) { return r.json(); })
      .then(function (all) {
        var ol = mk('ol', 'nsn-voices');
        all.filter(function (v) { return !v.reply_to; }).forEach(function (v) { ol.appendChild(entry(v, all)); });
        target.innerHTML = '';
        target.appendChild(ol);
      })
      .catch(function () { target.textContent = 'โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง'; done = false; });
  });
});

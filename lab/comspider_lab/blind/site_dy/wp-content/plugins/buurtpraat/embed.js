/* Buurtpraat embed 1.2.0 */
(function () {
  function init() {
    var holders = document.querySelectorAll('.buurtpraat[data-post]');
    Array.prototype.forEach.call(holders, function (holder) {
      var id = holder.getAttribute('data-post');
      var frame = document.createElement('iframe');
      frame.src = '/buurtpraat/embed/' + id + '.html';
      frame.title = 'Buurtpraat';
      frame.setAttribute('scrolling', 'no');
      frame.style.width = '100%';
      frame.style.border = '0';
      frame.style.height = '520px';
      holder.innerHTML = '';
      holder.appendChild(frame);
      window.addEventListener('message', function (e) {
        if (e.origin !== location.origin || !e.data || String(e.data.buurtpraat) !== id) return;
        frame.style.height = (e.data.height + 10) + 'px';
      });
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();

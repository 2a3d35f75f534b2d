(function(){var l=document.querySelector(".cm-list");if(!l||l.dataset.ready)return;l.dataset.ready="1";})();

// At the end of a visit: the fetch/XMLHttpRequest/sendBeacon calls the request guard
// refused (comspider/browser/js/request_guard.js), and how long (ms) the oldest fetch/XHR
// an action started has waited for its answer (comspider/browser/js/network_hook.js).
() => {
  const net = window.__comspiderNet;
  return {
    refused: Number(window.__comspiderRefused || 0),
    waiting: net && typeof net.oldestCall === 'function' ? Number(net.oldestCall()) : 0,
  };
}

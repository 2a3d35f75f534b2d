// The document's work counters (the network hook's): [requests and scripts started,
// in flight plus pending timers, elements, scroll height].
() => {
  const net = window.__comspiderNet || {started: 0, inflight: 0, timers: 0};
  const el = document.scrollingElement || document.documentElement;
  const size = document.getElementsByTagName('*').length;
  return [net.started || 0, (net.inflight || 0) + (net.timers || 0), size, el ? el.scrollHeight : 0];
}

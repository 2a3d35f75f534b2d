/* global scrollState */
// Wait in the page, at most `limitMs`, until the requests and scripts the network hook
// counts in flight are answered (checked every 25 ms); resolves to the page's scroll state
// then (lib/scroll_state.js): one round trip for the wait and the reading after it, not a
// round trip every 0.1 s.
([limitMs]) => new Promise((resolve) => {
  const start = performance.now();
  const check = () => {
    const net = window.__comspiderNet;
    if (!net || !(net.inflight > 0) || performance.now() - start >= limitMs) {
      try { resolve(scrollState()); } catch (e) { resolve(null); }
    } else {
      setTimeout(check, 25);
    }
  };
  check();
})

// Requests and scripts the network hook counts in flight now.
() => (window.__comspiderNet || {inflight: 0}).inflight

// Whether an element (an <iframe>) sits in the articles the stream appended.
(el) => {
  const cut = window[Symbol.for('comspider.streamCut')] || [];
  return cut.some((c) => c.contains(el));
}

// What tells a document's article: its URL, canonical URL, title and first heading.
() => {
  const meta = (sel) => { const m = document.querySelector(sel); return m ? (m.getAttribute('content') || '') : ''; };
  const h1 = document.querySelector('h1');
  const canon = document.querySelector('link[rel=canonical]');
  return {url: location.href, title: meta('meta[property="og:title"]') || document.title || '',
          h1: h1 ? h1.innerText.slice(0, 300) : '', canonical: canon ? canon.href : ''};
}

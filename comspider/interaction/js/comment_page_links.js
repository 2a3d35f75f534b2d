/* global PAGE_URL, PAGE_SUFFIX, COMMENTS_SLUG, PATH_EXTENSION, PAGE_LABEL, CONTINUE_LABEL, ALL_COMMENTS_LABEL, inCommentPager, sectionContainers, regionAround */
// The links from this document to other pages of its comments (of this post only: a
// "Recent comments" list links into other posts' comment pages), in document order
// ({href, label, how}; how: "url", "pager", "region", or "thread": a link in the comments
// that continues a branch on a page of its own, beside or under the post's), and the URLs
// under which a numbered pager says this document is itself a comment page.
([sectionXpaths, limit]) => {
  const here = location.href.split('#')[0];
  const containers = sectionContainers(sectionXpaths);
  const region = regionAround(containers);
  // the post's path: without /comment-page-N/, an index file or a trailing slash; a link
  // stays in this post's discussion when its path is the same or under it (the query
  // that names the post is checked by the caller: comment_pages.same_discussion)
  const postPath = (p) => p.replace(/\/comment-page-\d+\/?$/i, '').replace(/\/index\.(s?html?|php|aspx?|jsp)$/i, '').replace(/\/+$/, '');
  const stem = postPath(location.pathname);
  // or a numbered page beside it (story-2.html of story.html, story-comments-2 of
  // story-comments: both read without a page suffix and a comments slug here; the caller
  // keeps only this post's, comment_pages.same_discussion)
  const beside = (p) => {
    const ext = (p.match(PATH_EXTENSION) || [''])[0];
    const bare = p.slice(0, p.length - ext.length);
    let head = bare.replace(PAGE_SUFFIX, '');
    if (head !== bare) head = head.replace(COMMENTS_SLUG, '');  // the comments word before the page's
    return head.replace(COMMENTS_SLUG, '') + '|' + ext.toLowerCase();
  };
  const samePage = (u) => {
    const p = postPath(u.pathname);
    return p === stem || (stem !== '' && (p.startsWith(stem + '/') || beside(p) === beside(stem)));
  };
  // a page that continues a branch of this post's thread: its path goes on from the post's
  // ("/story-fil-6204", "/story/thread/6204"; the caller checks the rest:
  // comment_pages.continues)
  const bareStem = stem.replace(PATH_EXTENSION, '');
  const goesOn = (u) => {
    const p = postPath(u.pathname).replace(PATH_EXTENSION, '');
    return bareStem !== '' && p.length > bareStem.length && p.startsWith(bareStem) && /[-_/.]/.test(p[bareStem.length]);
  };
  const cut = window[Symbol.for('comspider.streamCut')] || [];
  const REPLY_FORM = /[?&](replytocom|reply_?to|replyto|reply)=/i;
  const out = [], seen = new Set(), selves = new Set();
  for (const a of document.querySelectorAll('a[href]')) {
    if (out.length >= limit) break;
    let u;
    try { u = new URL(a.href, location.href); } catch (e) { continue; }
    if (!/^https?:$/.test(u.protocol) || u.origin !== location.origin) continue;
    u.hash = '';
    const key = u.href;
    if (cut.some((c) => c.contains(a))) continue;
    if (REPLY_FORM.test(u.search)) continue;  // "Reply" opens the form on this page
    const label = (a.innerText || a.getAttribute('aria-label') || a.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
    // a numbered pager also says which page this document is: "1 2 [3]" on the article
    // page makes comment-page-3 the article page itself, not a page to read again
    if (/^\d{1,4}$/.test(label)) {
      let box = a.parentElement;  // the pager: the link's parent (a list's, for <li> items)
      if (box && box.localName === 'li') box = box.parentElement;
      const cur = box && box.querySelector('[aria-current="page"], .current, .active, .is-current');
      const n = cur && cur !== a ? (cur.textContent || '').trim() : '';
      if (/^\d{1,4}$/.test(n) && n !== label) {
        const same = key.replace(new RegExp('(comment-page-|[?&](?:cpage|comment[-_]?page|comments[-_]?page)=)' + label + '(?!\\d)'), '$1' + n);
        if (same !== key) selves.add(same);
      }
    }
    if (key === here || seen.has(key)) continue;
    const rel = (a.getAttribute('rel') || '').toLowerCase();
    const byLabel = (!!label && label.length <= 60 && (PAGE_LABEL.test(label) || ALL_COMMENTS_LABEL.test(label))) ||
      /\b(next|prev)\b/.test(rel);
    let how = '';
    if (PAGE_URL.test(u.pathname + u.search) && samePage(u)) how = 'url';  // not another post's pages
    else if (byLabel && samePage(u) && inCommentPager(a)) how = 'pager';
    else if (byLabel && samePage(u) && region.some((r) => r.contains(a))) how = 'region';
    else if (label && CONTINUE_LABEL.test(label) && goesOn(u) && containers.some((c) => c.contains(a))) how = 'thread';
    if (!how) continue;
    seen.add(key);
    out.push({href: key, label: label.slice(0, 60), how});
  }
  return {links: out, self: Array.from(selves)};
}

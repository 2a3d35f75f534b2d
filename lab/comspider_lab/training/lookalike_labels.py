"""Where the look-alikes are on the real pages: the hard negatives of the section dataset.

A *region* is an element holding something that looks like comments but is not the
page's comment thread, of one kind (:data:`comspider.sections.lookalikes.KINDS`):

- ``social_post``: an embedded tweet/X post, Instagram, Facebook, TikTok, Mastodon or
  Bluesky post, or a Twitter timeline (the embed code's own names:
  ``blockquote.twitter-tweet``, ``blockquote.instagram-media``, ``div.fb-post``...);
- ``review``: testimonials and editorial review boxes (``testimonial``,
  ``elementor-testimonial``, ``individual-review``...). Customer reviews on a shop's
  product page are *not* here: the trafilatura annotators marked them as comments
  (de.happycoffee.org, zooroyal.de) and the dataset keeps their reading;
- ``author_box``: the article author's box (``author-box``, ``about-author``,
  ``abh_box``...);
- ``live_blog``: live-blog and live-ticker entries of the newsroom;
- ``latest_comments``: a site-wide list of the latest comments on other articles
  (WordPress ``recentcomments``, ``latest-comments``...).

The rule: an element whose class or id token names the kind (the names below, which
embed codes and CMS plugins write), holding at least ``MIN_TEXT`` characters, outermost
only. ``EXCLUDED`` lists the matches that a reading of the page found wrong and
``ADDED`` the look-alikes without such a name (each with the reason). These names are the labeller's, not the classifier's: the classifier
reads attribute names too (:mod:`comspider.sections.lookalikes`), so the names give it
an easy time on these regions, which is why the offline web's outlets add look-alikes
without such names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from lxml import html as lxml_html

from comspider.records.dom import text_of
from comspider.records.model import RecordSection
from comspider.sections import lookalikes

MIN_TEXT = 30

_TOKENS: dict[str, re.Pattern[str]] = {
    lookalikes.SOCIAL: re.compile(
        r"^(?:twitter-tweet|twitter-timeline|instagram-media|mastodon-embed|fb-post|tiktok-embed|bluesky-embed)$"
    ),
    lookalikes.REVIEW: re.compile(
        r"^(?:[a-z]+[-_])?(?:testimonials?|individual-review|review-?box|testimonial-[a-z-]+)(?:[-_]+[a-z]+)*$"
    ),
    lookalikes.AUTHOR_BOX: re.compile(
        r"^(?:[a-z]+[-_])?(?:author-?box|about-?(?:the-)?author|author-bio|abh_box|saboxplugin-wrap)(?:[-_]+[a-z]+)*$"
    ),
    lookalikes.LIVE_BLOG: re.compile(
        r"^(?:[a-z]+[-_])?(?:live-?blog|liveticker|live-?update|coveragelist)(?:[-_]+[a-z0-9]+)*$"
    ),
    lookalikes.LATEST_COMMENTS: re.compile(
        r"^(?:[a-z]+[-_])*(?:recent-?comments|latest-?comments|last-?comments)(?:[-_]+[a-z]+)*$"
    ),
}
_SOCIAL_FRAME = re.compile(
    r"platform\.twitter\.com/embed|instagram\.com/p/|facebook\.com/plugins/post|/@[^/]+/\d+/embed|bsky\.app/",
    re.I,
)

#: Matches that are no look-alike, by (file, XPath of the element): the reason.
EXCLUDED: dict[tuple[str, str], str] = {
    (
        "pages/zdnet.de.facebook.html.gz",
        "/html/body/div[3]/div[2]/div/div[2]/div[2]",
    ): "'last-comments-box' holds this article's own comment thread",
    (
        "pages/cnet.de.schutz.html.gz",
        "/html/body/div[3]/div[2]/div/div[2]/div[2]",
    ): "'last-comments-box' is this article's (empty) comment area: 'Noch keine Kommentare zu ...'",
}


#: Look-alikes the names above miss, by (file, XPath of the element): (kind, reason).
ADDED: dict[tuple[str, str], tuple[str, str]] = {
    ("pages/papaganda.org.minions.html.gz", "/html/body/div/div/div/div/div/div[3]/div/ul[2]"): (
        lookalikes.LATEST_COMMENTS,
        "sidebar tab 'Kommentare' (div.tab-comments) listing the blog's latest comments on several posts",
    ),
    ("pages/sports.fr.lorient.html.gz", "/html/body/div/div/div[3]/div[1]/main/div/div[3]/div[3]"): (
        lookalikes.LIVE_BLOG,
        "div.live-match-comments: the newsroom's minute-by-minute match commentary, no reader comments",
    ),
}


@dataclass(slots=True)
class Region:
    kind: str
    element: lxml_html.HtmlElement
    xpath: str


def _kinds(el: lxml_html.HtmlElement) -> set[str]:
    tokens = f"{el.get('class') or ''} {el.get('id') or ''}".lower().split()
    out = {kind for kind, pattern in _TOKENS.items() if any(pattern.match(t) for t in tokens)}
    itemtype = (el.get("itemtype") or "").lower()
    if "liveblogposting" in itemtype:
        out.add(lookalikes.LIVE_BLOG)
    if el.tag == "iframe" and _SOCIAL_FRAME.search(el.get("src") or ""):
        out.add(lookalikes.SOCIAL)
    return out


def find_regions(root: lxml_html.HtmlElement, file: str) -> list[Region]:
    """The look-alike regions of a page (outermost per kind, reviewed exclusions out)."""
    tree = root.getroottree()
    found: dict[str, list[lxml_html.HtmlElement]] = {}
    for el in root.iter():
        if isinstance(el.tag, str):
            for kind in _kinds(el):
                found.setdefault(kind, []).append(el)
    out = []
    for kind, elements in found.items():
        chosen = set(elements)
        for el in elements:
            if any(a in chosen for a in el.iterancestors()):
                continue
            xpath = tree.getpath(el)
            if (file, xpath) in EXCLUDED or (len(text_of(el)) < MIN_TEXT and el.tag != "iframe"):
                continue
            out.append(Region(kind, el, xpath))
    for (page, xpath), (kind, _why) in ADDED.items():
        if page == file:
            out.extend(Region(kind, el, xpath) for el in root.xpath(xpath))
    return out


def regions_at(root: lxml_html.HtmlElement, marked: Iterable[tuple[str, str]]) -> list[Region]:
    """Regions named by (kind, XPath), as the offline web's outlets list them."""
    out = []
    for kind, xpath in marked:
        for el in root.xpath(xpath):
            out.append(Region(kind, el, root.getroottree().getpath(el)))
    return out


def overlapping_kind(section: RecordSection, regions: list[Region]) -> str | None:
    """The kind of the first region that one of the section's records is, holds or lies
    in (the section would write that look-alike as comments)."""
    if not regions:
        return None
    for region in regions:
        el = region.element
        inside = {el, *el.iterancestors()}
        for record in section.records:
            for node in [record.node, *record.extra]:
                if node in inside or any(a is el for a in node.iterancestors()):
                    return region.kind
    return None

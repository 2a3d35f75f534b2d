"""Which commenting system served a page's comments, from what the browser saw.

:func:`detect_platform` is a pure function over a visit's snapshots (the article page,
its frames, pages a click opened). Evidence, strongest first:

- a frame snapshot served from a vendor's host (``disqus.com/embed/comments``,
  ``*.spot.im``, ``facebook.com/plugins/comments``, a Coral ``/embed/stream``): 3;
- the widget's own markup in a document (``id="disqus_thread"``, ``<vf-conversations>``,
  ``data-spotim-module``, ``id="isso-thread"``, ``wp-comments-post.php``, an ``<iframe>``
  pointing at a vendor): 2;
- a ``<script src>`` from a vendor's host (``*.disqus.com/embed.js``, ``cdn.vuukle.com``): 1.

Markers are attribute and tag patterns, never bare vendor names: real pages mention
"spot.im" in ad-blocker rules and "coralComments" in configuration that is switched off
(measured on the fundus pages, docs/EVALUATION.md). A platform needs evidence 2 or more;
otherwise the page's comments are ``native``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from comspider.snapshots import Snapshot

NATIVE = "native"
FRAME_WEIGHT, MARKUP_WEIGHT, SCRIPT_WEIGHT = 3, 2, 1
NEEDED = 2  # evidence a platform needs

# vendor host (the host itself or a subdomain) -> platform
HOSTS: dict[str, str] = {
    "disqus.com": "disqus",
    "disquscdn.com": "disqus",
    "spot.im": "openweb",
    "openweb.com": "openweb",
    "viafoura.co": "viafoura",
    "viafoura.net": "viafoura",
    "viafoura.com": "viafoura",
    "giscus.app": "giscus",
    "utteranc.es": "utterances",
    "talk.hyvor.com": "hyvor",
    "commento.io": "commento",
    "vuukle.com": "vuukle",
    "insticator.com": "insticator",
    "livefyre.com": "livefyre",
    "fyre.co": "livefyre",
    "graphcomment.com": "graphcomment",
    "hypercomments.com": "hypercomments",
    "intensedebate.com": "intensedebate",
    "cusdis.com": "cusdis",
    "coralproject.net": "coral",
    "talkyard.net": "talkyard",
}
# URL patterns for self-hosted systems and shared hosts: (pattern, platform)
PATHS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"facebook\.com/(?:v[\d.]+/)?plugins/(?:comments|feedback)"), "facebook"),
    (re.compile(r"/embed/stream\b"), "coral"),
    (re.compile(r"@waline/|/waline(?:\.min)?\.js"), "waline"),
    (re.compile(r"twikoo"), "twikoo"),
    (re.compile(r"/remark42/|remark42.*/web/|/web/embed\.js.*remark"), "remark42"),
    (re.compile(r"/embed/comments\?embed_url="), "discourse"),
]

# Widget markup: (platform, marker, where). Found with str.find on the lower-cased
# document, then checked in place (a real page is megabytes: no regex scans it whole).
# "id": the value of an id attribute; "class": one class of a class attribute; "tag": an
# element name; "raw": the text itself (a form action, a render call).
MARKUP: list[tuple[str, str, str]] = [
    ("disqus", "disqus_thread", "id"),
    ("coral", "coral_thread", "id"),
    ("coral", "coral_talk_stream", "id"),
    ("coral", "coral_community", "id"),
    ("coral", "coral.createstreamembed(", "raw"),
    ("coral", "coral.talk.render(", "raw"),
    ("coral", "talk-embedroot", "class"),
    ("openweb", "data-spotim-module=", "raw"),
    ("openweb", "data-spot-im-", "raw"),
    ("openweb", "<openweb-", "raw"),
    ("viafoura", "<vf-conversations", "tag"),
    ("viafoura", "<vf-conversations-count", "tag"),
    ("viafoura", "<vf-comments", "tag"),
    ("viafoura", "<vf-widget", "tag"),
    ("viafoura", "viafoura", "class"),
    ("facebook", "fb-comments", "class"),
    ("isso", "isso-thread", "id"),
    ("isso", " data-isso=", "raw"),
    ("commento", "commento", "id"),
    ("commento", "<comentario-comments", "tag"),
    ("remark42", "remark42", "id"),
    ("remark42", "remark_config", "raw"),
    ("giscus", "giscus", "class"),
    ("giscus", "<giscus-widget", "tag"),
    ("utterances", "utterances", "class"),
    ("hyvor", "<hyvor-talk-comments", "tag"),
    ("hyvor", "hyvor-talk-view", "id"),
    ("waline", "waline", "id"),
    ("waline", "wl-comment", "class"),
    ("waline", "wl-cards", "class"),
    ("twikoo", "tcomment", "id"),
    ("twikoo", "tk-comments", "class"),
    ("wordpress", "wp-comments-post.php", "raw"),
    ("wordpress", "comment-respond", "class"),
    ("wordpress", "wp-comment-cookies-consent", "id"),
    ("vuukle", "vuukle-comments", "id"),
    ("vuukle", "vuukle-comments", "class"),
    ("insticator", "insticator-commenting", "id"),
    ("livefyre", "livefyre-comments", "id"),
    ("livefyre", "livefyre", "class"),
    ("discourse", "discourse-comments", "id"),
    ("graphcomment", "graphcomment", "id"),
    ("cusdis", "cusdis_thread", "id"),
    ("intensedebate", "idc-container", "id"),
    ("talkyard", "talkyard-comments", "class"),
]
_WORD = re.compile(r"[\w-]")
_BEFORE_ID = re.compile(r"""\bid\s*=\s*["']?$""")
_BEFORE_CLASS = re.compile(r"""\bclass\s*=\s*(?:"[^"<>]*|'[^'<>]*|)$""")
_SRC = re.compile(r"""[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)""")
MAX_HITS = 200  # occurrences of one marker checked per document
ORDER = [*dict.fromkeys([*HOSTS.values(), *(p for _, p in PATHS), *(p for p, _, _ in MARKUP)])]


@dataclass(slots=True)
class Detection:
    """The platform found (``native`` when none has enough evidence) and the evidence
    per platform; ``frames``: the platform of each frame snapshot served by a vendor."""

    platform: str = NATIVE
    evidence: dict[str, int] = field(default_factory=dict)
    frames: dict[int, str] = field(default_factory=dict)  # snapshot index -> platform

    def for_snapshot(self, index: int | None) -> str:
        """The platform of comments found in snapshot ``index``: the frame's vendor, else
        the page's."""
        if index is not None and index in self.frames:
            return self.frames[index]
        return self.platform


def url_platform(url: str) -> str | None:
    """The platform a URL belongs to (a vendor host or a known path), else None."""
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return None
    for vendor_host, platform in HOSTS.items():
        if host == vendor_host or host.endswith("." + vendor_host):
            return platform
    for pattern, platform in PATHS:
        if pattern.search(url):
            return platform
    return None


def _at(text: str, hit: int, marker: str, where: str) -> bool:
    """Whether the marker found at ``hit`` stands where ``where`` says."""
    end = hit + len(marker)
    if where == "raw":
        return True
    if where == "tag":
        return end >= len(text) or text[end] in " \t\r\n>/"
    if (hit > 0 and _WORD.match(text[hit - 1])) or (end < len(text) and _WORD.match(text[end])):
        return False
    before = text[max(0, hit - 300) : hit]
    return bool((_BEFORE_ID if where == "id" else _BEFORE_CLASS).search(before))


def _found(text: str, marker: str, where: str) -> bool:
    hit = text.find(marker)
    checked = 0
    while hit >= 0 and checked < MAX_HITS:
        if _at(text, hit, marker, where):
            return True
        checked += 1
        hit = text.find(marker, hit + 1)
    return False


def _sources(text: str) -> Iterable[tuple[str, str]]:
    """(tag, src) of the document's <script> and <iframe> elements."""
    for tag in ("script", "iframe"):
        opening = "<" + tag
        hit = text.find(opening)
        while hit >= 0:
            match = _SRC.match(text, hit + len(opening))
            if match is not None:
                yield tag, match.group(1)
            hit = text.find(opening, hit + 1)


def markup_evidence(html: str) -> Counter[str]:
    """Evidence in one document: widget markup (2 each platform), script and iframe
    sources (1 for a script, 2 for an iframe)."""
    text = html.lower()
    found: Counter[str] = Counter()
    for platform, marker, where in MARKUP:
        if found[platform] < MARKUP_WEIGHT and _found(text, marker, where):
            found[platform] = MARKUP_WEIGHT
    for tag, src in _sources(text):
        vendor = url_platform(src)
        if vendor is not None:
            weight = MARKUP_WEIGHT if tag == "iframe" else SCRIPT_WEIGHT
            found[vendor] = max(found[vendor], weight)
    return +found


def detect_platform(snapshots: Sequence[Snapshot] | Iterable[Snapshot]) -> Detection:
    """The commenting system of a visit (see the module docstring)."""
    evidence: Counter[str] = Counter()
    frames: dict[int, str] = {}
    for index, snap in enumerate(snapshots):
        if snap.kind == "frame":
            platform = url_platform(snap.url)
            if platform is not None:
                frames[index] = platform
                evidence[platform] = max(evidence[platform], FRAME_WEIGHT)
        for platform, weight in markup_evidence(snap.html or "").items():
            evidence[platform] = max(evidence[platform], weight)
    ranked = sorted(evidence.items(), key=lambda kv: (-kv[1], ORDER.index(kv[0]) if kv[0] in ORDER else 99))
    best = ranked[0][0] if ranked and ranked[0][1] >= NEEDED else NATIVE
    return Detection(best, dict(evidence), frames)

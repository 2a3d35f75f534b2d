"""Who speaks for a page: the names its head gives of the site and of the article's author.

A site answering a reader signs the answer with one of them ("پاسخ آیینه شمال:", "Reply
from Fern:"): a label naming one is the site's voice, whatever words stand around it.
"""

from __future__ import annotations

from lxml import html as lxml_html

#: Shortest name a label may name (an initial is no name).
VOICE_CHARS = 3

_VOICE_META = "//head/meta[@property='og:site_name' or @name='author' or @property='article:author']/@content"


def page_voices(node: lxml_html.HtmlElement) -> list[str]:
    """The site's and the article author's names the page's head gives (``og:site_name``,
    the author's meta; not a profile URL), case-folded."""
    root = node.getroottree().getroot()
    voices = (" ".join(str(v).split()).casefold() for v in root.xpath(_VOICE_META))
    return [v for v in voices if len(v) >= VOICE_CHARS and "/" not in v]


def voice_in(label: str, voices: list[str]) -> str | None:
    """The name of one of ``voices`` as ``label`` writes it, or None."""
    folded = label.casefold()
    for voice in voices:
        at = folded.find(voice)
        if at >= 0 and len(folded) == len(label):  # case folding kept the offsets
            return label[at : at + len(voice)]
    return None


_LABEL_TAGS = frozenset({"b", "strong"})


def signed_by(node: lxml_html.HtmlElement) -> str | None:
    """The site's or the article author's name a bold label opening ``node`` gives
    ("<b>پاسخ آیینه شمال:</b> …": the site answering), or None."""
    if (node.text or "").strip() or not len(node):
        return None
    first = node[0]
    if not isinstance(first.tag, str) or first.tag not in _LABEL_TAGS:
        return None
    label = " ".join(first.text_content().split())
    return voice_in(label, page_voices(node)) if label.endswith((":", "：")) else None

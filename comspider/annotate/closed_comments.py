"""Whether a page says its comments are closed, and whether it offers a comment form.

Read from the page's text as a reader sees it (scripts, styles, templates and tags left
out, so a widget's message catalogue does not count): "Comments are closed", "Die
Kommentarfunktion ist geschlossen", "Les commentaires sont fermés", "I commenti sono
chiusi", "Комментарии закрыты", "コメントの受付は終了しました"... in the languages below.
The comment form is a ``<textarea>`` or a ``contenteditable`` box on the page or in one of
its frames: a page whose form an earlier visit saw and that now shows comments without
it has closed its comments too (the page queue decides that, from the visits' records).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

# Markup whose text a reader does not see.
_HIDDEN = re.compile(
    r"<(script|style|template|noscript|svg)\b[^>]*>.*?</\1\s*>|<!--.*?-->", re.IGNORECASE | re.DOTALL
)
_TAG = re.compile(r"<[^>]*>")
_SPACE = re.compile(r"\s+")

# "Comments are closed" and its kin. Each pattern names comments (or commenting) and their
# closing in one phrase, so a page about something else closing does not match.
_MARKERS = re.compile(
    "|".join(
        (
            # English
            r"\bcomments? (?:are|is|have been|has been) (?:now )?(?:closed|disabled|turned off|switched off)",
            r"\bcommenting (?:is|has been) (?:now )?(?:closed|disabled|turned off|switched off)",
            r"\bcomments (?:for|on) this (?:article|story|post|page|thread) (?:are|have been) (?:now )?closed",
            r"\b(?:this|the) (?:article|story|post|thread|discussion) is (?:now )?closed (?:for|to) (?:new )?comments",
            r"\bcomments closed\b",
            # German
            r"\bkommentarfunktion\w* (?:\w+ ){0,6}(?:geschlossen|deaktiviert|abgeschaltet|beendet)",
            r"\bkommentare (?:sind|wurden) (?:\w+ ){0,4}(?:geschlossen|deaktiviert)",
            r"\bkommentarbereich (?:\w+ ){0,4}geschlossen",
            # French
            r"\bles commentaires sont (?:désormais |maintenant )?(?:fermés|clos|désactivés)",
            r"\bcommentaires (?:fermés|clos|désactivés)\b",
            # Spanish
            r"\blos comentarios (?:están|se han|han sido) (?:\w+ ){0,2}(?:cerrados|desactivados)",
            r"\bcomentarios (?:cerrados|desactivados)\b",
            # Italian
            r"\bi commenti sono (?:\w+ )?(?:chiusi|disattivati|disabilitati)",
            r"\bcommenti (?:chiusi|disattivati)\b",
            # Portuguese
            r"\bos comentários (?:estão|foram) (?:\w+ )?(?:fechados|encerrados|desativados)",
            r"\bcomentários (?:fechados|encerrados|desativados)\b",
            # Dutch
            r"\breageren is (?:\w+ ){0,5}niet (?:meer )?mogelijk",
            r"\breacties (?:zijn|worden) (?:\w+ ){0,3}gesloten",
            r"\breactiemogelijkheid (?:is )?(?:\w+ ){0,3}gesloten",
            # Scandinavian
            r"\bkommentarfeltet (?:er|är) (?:\w+ )?(?:lukket|stengt|stängt)",
            r"\bkommentarerna är (?:\w+ )?stängda",
            # Polish
            r"\bkomentarze (?:są|zostały) (?:\w+ )?(?:zamknięte|wyłączone)",
            # Turkish
            r"\byorumlar(?:a)? (?:\w+ )?kapat[ıi]lm[ıi]şt[ıi]r",
            r"\byorumlara kapal[ıi]",
            # Russian
            r"\bкомментари\w* (?:\w+ ){0,4}(?:закрыт|отключен|запрещен)\w*",
            r"\bобсуждение (?:\w+ )?закрыто",
            # Japanese
            r"コメント(?:の受付|受付)?(?:は|を)?(?:終了|締め切|受け付けていません|受け付けておりません)",
            # Arabic
            r"التعليقات (?:\S+ )?مغلقة",
            r"(?:تم )?إغلاق (?:باب )?التعليقات",
            # Chinese
            r"评论(?:已|功能已)?关闭",
            r"評論(?:已|功能已)?關閉",
        )
    ),
    re.IGNORECASE,
)
# Every phrase above holds one of these words (in lower case), at most _LEAD characters
# after its start ("the discussion is now closed for new comments": 38). The phrases are
# looked for only there: the whole pattern tried at every character of the text of a page
# of 4,000 comments took half a second.
_CORE_WORDS = (
    "comment",
    "coment",
    "kommentar",
    "komentar",
    "reageren",
    "reacties",
    "reactiemogelijkheid",
    "yorumlar",
    "комментари",
    "обсуждение",
    "コメント",
    "التعليقات",
    "إغلاق",
    "评论",
    "評論",
)
_LEAD = 64
# Letters that the pattern's case-insensitive matching equates with others that
# str.lower() does not turn into them ("ı" and "i", "ſ" and "s").
_ODD_CASES = ("ı", "ſ")
_FORM = re.compile(
    r"<textarea\b|\bcontenteditable(?:\s*=\s*[\"']?(?:true|plaintext-only|)[\"'\s>])", re.IGNORECASE
)


def visible_text(markup: str) -> str:
    """The page's text as a reader sees it, on one line (entities decoded)."""
    text = _TAG.sub(" ", _HIDDEN.sub(" ", markup))
    return _SPACE.sub(" ", html.unescape(text))


def closed_marker(documents: Iterable[str]) -> str | None:
    """The first "comments are closed" phrase in the documents' visible text, or None."""
    for markup in documents:
        found = first_marker(visible_text(markup))
        if found:
            return found
    return None


def first_marker(text: str) -> str | None:
    """``_MARKERS.search(text)``'s phrase, tried only where it can start: up to
    ``_LEAD`` characters before one of its words."""
    lowered = text.lower()
    if len(lowered) != len(text) or any(odd in text for odd in _ODD_CASES):
        found = _MARKERS.search(text)  # positions in the lowered text would be off
        return found.group(0) if found else None
    cores: set[int] = set()
    for word in _CORE_WORDS:
        at = lowered.find(word)
        while at >= 0:
            cores.add(at)
            at = lowered.find(word, at + 1)
    tried = 0  # every start before this one was tried
    for at in sorted(cores):
        for start in range(max(tried, at - _LEAD), at + 1):
            found = _MARKERS.match(text, start)
            if found:
                return found.group(0)
        tried = at + 1
    return None


def has_comment_form(documents: Iterable[str]) -> bool:
    """Whether any document has a text box to write a comment in (a ``<textarea>`` or a
    ``contenteditable`` element outside scripts and templates)."""
    return any(_has_form(markup) for markup in documents)


def _has_form(markup: str) -> bool:
    lowered = markup.lower()
    plain = len(lowered) == len(markup) and not any(odd in markup for odd in (*_ODD_CASES, "İ"))
    # Neither word anywhere (most pages): no need to take out scripts and search.
    if plain and "<textarea" not in lowered and "contenteditable" not in lowered:
        return False
    return _FORM.search(_HIDDEN.sub(" ", markup)) is not None

"""A multilingual keyword list for comment entry points.

Used by the foundation's simple clicker and, later, as the paper's KeyWords baseline.
Words are lowercased stems matched as substrings of an element's text and attribute
values.
"""

from __future__ import annotations

import re

COMMENT_KEYWORDS: tuple[str, ...] = (
    # English
    "comment",
    "discussion",
    "discuss",
    "reply",
    "replies",
    "conversation",
    "responses",
    # German, Dutch, Scandinavian
    "kommentar",
    "diskussion",
    "leserbrief",
    "reactie",
    "reacties",
    "kommentaar",
    "meinungen",  # "Lesermeinungen", "Ihre Meinungen"; not "Meinung", a paper's opinion pages
    # French, Spanish, Portuguese, Italian, Catalan, Romanian
    "commentaire",
    "comentario",
    "comentário",
    "comentarios",
    "comentários",
    "commento",
    "commenti",
    "comentaris",
    "comentarii",
    "réaction",
    "reacciones",
    "opiniones",
    # Polish, Czech, Slovak, Slovenian, Croatian, Lithuanian, Hungarian, Finnish
    "komentarz",
    "komentář",
    "komentár",
    "komentar",
    "komentarai",
    "komentār",  # Latvian
    "hozzászól",
    "kommentti",
    "kommentit",  # the Finnish plural, which holds no "kommentti"
    # Greek, Russian, Ukrainian, Bulgarian, Serbian
    "σχόλι",
    "комментар",
    "коментар",
    "мнения",
    # Turkish, Indonesian, Malay
    "yorum",
    "komentar",
    "ulasan",
    # Arabic, Hebrew, Persian
    "تعليق",
    "تعليقات",
    "التعليقات",
    "תגובות",
    "תגובה",
    "نظرات",
    # CJK, Thai, Vietnamese, Hindi
    "评论",
    "評論",
    "留言",
    "コメント",
    "댓글",
    "ความคิดเห็น",
    "bình luận",
    "टिप्पणी",
    # Comment platforms
    "disqus",
    "spot.im",
    "openweb",
    "viafoura",
    "coral",
    "talk",
    "isso",
)


def has_comment_word(text: str) -> bool:
    """Whether ``text`` holds one of :data:`COMMENT_KEYWORDS` (as a substring, any case)."""
    low = text.lower()
    return any(k in low for k in COMMENT_KEYWORDS)


#: Words of a thread's control row at most ("Continue this thread", "Load more
#: replies"): a record of so few words, all of them links or buttons, is no comment.
CONTROL_WORDS = 4

#: A text that ends with the word before an author's name ("Comment by", "Posted by",
#: "Geschrieben von", "Écrit par", "Escrito por"): a label, the name comes next.
BY_WORDS = r"by|von|par|de|di|door|av|від|от|przez|od|por"
BY_CONNECTOR = rf"(?:^|\s)(?:{BY_WORDS})\s*:?\s*$"

#: A byline's participle before its date where no name is printed ("Posté le 15/05/2013",
#: "Posted on May 3, 2012", "Geschrieben am 3. Mai"): a template's label, never a name.
POSTED_WORDS = frozenset(
    (
        # English
        "posted",
        "written",
        "published",
        "submitted",
        "added",
        # French
        "posté",
        "postée",
        "publié",
        "publiée",
        "écrit",
        "écrite",
        "envoyé",
        "envoyée",
        # German
        "geschrieben",
        "gepostet",
        "veröffentlicht",
        "verfasst",
        "eingetragen",
        # Spanish, Portuguese
        "publicado",
        "publicada",
        "escrito",
        "escrita",
        "enviado",
        "enviada",
        "postado",
        "postada",
        # Italian
        "pubblicato",
        "pubblicata",
        "scritto",
        "scritta",
        "inviato",
        "inviata",
        # Dutch
        "geplaatst",
        "gepost",
        "geschreven",
        "ingezonden",
        # Norwegian, Danish, Swedish
        "skrevet",
        "publisert",
        "postet",
        "skrivet",
        "publicerad",
        "postad",
        "skickat",
        "insendt",
        # Polish, Czech, Romanian
        "napisano",
        "dodano",
        "opublikowano",
        "wysłano",
        "napsáno",
        "přidáno",
        "publicat",
        "scris",
    )
)

#: What a byline writes before the name in the name's own element: "Par Bruno Gobin,",
#: "By Anna:", "Posted by: Anne", "Geplaatst door: Marga". (A bare "von" stays: "von
#: Weizsäcker" is a name.)
NAME_LEAD = re.compile(
    # the comment's number before it ("1. Posted by NAME", "#2 By NAME")
    r"^(?:#?\d{1,4}[.):]?\s+)?"
    r"(?:(?:(?:kommentar|comment|bewertung|rezension|review|antwort|reply|beitrag|avis|commentaire|réponse)\s+)?"
    r"(?:by|par|door|przez|von)\s*:?\s+(?=\S)|"
    # a byline's participle and its "by" in the common languages
    rf"(?:{'|'.join(sorted(POSTED_WORDS))})\s+(?:by|par|door|przez|von|av|af|por|da|od)\s*:?\s+(?=\S))",
    re.I,
)

#: Words that join a byline's date to what comes before it ("Anna le 3 mars", "am 3. März",
#: "on 3 March", "w dniu", "dnia 3 marca").
DATE_CONNECTORS = ("le", "am", "on", "at", "el", "il", "den", "op", "em", "w", "dnia")

#: A class or id token that names a star grade (a review's): one that ends in its star
#: ("stars", "fa-star", "kksr-star") or goes on with a grade's word ("star-5",
#: "star-full", "stars-rating"). A star that goes on with another word is no grade:
#: Angular's "ng-star-inserted" on every element it draws, a paper named the Star's
#: "star-forums". For a case-insensitive pattern.
STAR_TOKEN = (
    r"(?<![\w-])(?:[\w-]*[-_])?stars?"
    r"(?:[-_](?:\d|o\b|rat|scor|full|empty|half|fill|on\b|off\b|activ|inactiv|solid|outline|none)[\w-]*)?(?![\w-])"
)


#: The verbs a template writes after the name ("Anna says:", "Rosângela disse...", "Bernd
#: schrieb:", "Fern replies:"), in the languages comment templates and Blogger's translations use.
SAYS_WORDS = (
    r"says|said|wrote|writes|sagt|sagte|schrieb|schreibt|meint|meinte|hat gesagt|a écrit|écrit|a dit|"
    r"dice|dijo|escribió|disse|scrive|ha scritto|ha detto|zegt|zei|schreef|skriver|skrev|sanoi|kirjoitti|"
    r"napisał|napisała|napsal|napsala|napísal|írta|írja|a spus|dedi|mengatakan|berkata|đã nói|ha dit|diu|escriu|"
    r"ha escrit|va escriure|"
    r"пишет|написал|написала|сказал|сказала|сказав|είπε|έγραψε|"
    # and the verbs of an answer ("Fern replies:", "Jan antwortet:"), written in the answer's box
    r"replies|replied|responds|responded|antwortet|antwortete|répond|a répondu|responde|respondió|risponde|"
    r"ha risposto|antwoordt|svarar|svarer|vastaa|odpowiada|odpovídá|válaszol|отвечает|ответил|ответила|απαντά|"
    # Chinese templates: "阿布 回覆於 2008/11/03" (replied at), "小米粒 留言於" (left a message at), "寫道" (wrote)
    r"回覆於|回复于|留言於|留言于|寫道|写道"
)
#: That verb as a template writes it after a name, with the colon or dots that end it
#: ("said...", "skrev:", "a écrit :", "diu:").
SAID = rf"(?:{SAYS_WORDS})\s*(?::|\.{{2,}}|…)"
#: A text that opens with a name and that verb, in no element of their own ("Montse Puig
#: diu: Quina sortida ..."): the name is group 1, the text goes on after the match.
SAID_OPENING = re.compile(rf"^\s*([^\W\d_][^\d:.…]{{0,40}}?)\s{SAID}\s+(?=\S)")

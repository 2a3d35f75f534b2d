"""A comment held for moderation, as its writer sees it: the blog engine's notice ("Your
comment is awaiting moderation.") above the reader's words, or in their place. The notice
is the system's, never the reader's text; an entry that shows nothing but the notice is no
comment."""

from __future__ import annotations

import re

#: A comment held for moderation, shown to its writer with the system's notice alone
#: ("Your comment is awaiting moderation.", as the blog engines print it in the common
#: languages): the record says nothing of the reader's.
_PENDING_WORDS = (
    r"your (?:comment|reply|response) is (?:awaiting|pending|held for) (?:moderation|approval|review)|"
    r"(?:dein|ihr) kommentar (?:muss noch (?:freigegeben|freigeschaltet) werden|wartet auf (?:freigabe|freischaltung|moderation))|"
    r"votre commentaire est en attente (?:de modération|d'approbation|de validation)|"
    r"tu comentario está (?:pendiente de|esperando) (?:moderación|aprobación)|"
    r"il tuo commento è in attesa di (?:moderazione|approvazione)|"
    r"(?:o )?seu comentário (?:está )?(?:aguarda|aguardando) (?:moderação|aprovação)|"
    r"(?:je|uw) reactie wacht op (?:goedkeuring|moderatie)|"
    r"twój komentarz (?:oczekuje na|czeka na) (?:moderację|zatwierdzenie)|"
    r"ваш комментарий ожидает (?:проверки|модерации|одобрения)|"
    r"din kommentar (?:väntar på|afventer|venter på) (?:granskning|godkendelse|godkjenning|moderering)|"
    r"yorumunuz (?:onay|moderasyon) bekliyor|váš komentář čeká na (?:schválení|moderaci)"
)
PENDING = re.compile(rf"^\W*(?:{_PENDING_WORDS})\W*$", re.I)
#: The notice as the first sentence of a held comment's text, before the reader's words.
PENDING_LEAD = re.compile(rf"^\W*(?:{_PENDING_WORDS})[.!…]*\s+(?=\S)", re.I)


def is_pending(text: str) -> bool:
    """The whole text is the system's notice of a comment held for moderation."""
    return bool(PENDING.match(text.strip()))


def without_pending(text: str) -> str:
    """The text without the system's notice of a comment held for moderation before the
    reader's words ("Your comment is awaiting moderation. Let's hope …")."""
    m = PENDING_LEAD.match(text)
    return text[m.end() :] if m is not None else text

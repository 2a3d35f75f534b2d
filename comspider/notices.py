"""Notices a comment system prints in a comment's place: "This comment was removed by a
moderator", "[deleted]", "Kommentar gelöscht", a secret comment. The section rules leave
records that say no more out of a thread; the fields leave out an entry whose text is
the notice alone, whatever name and time its frame still shows."""

from __future__ import annotations

import re

#: A record that only says a comment is not shown ("This comment was removed",
#: "Abusive comment hidden", "[deleted]", a secret comment), in several languages.
NOTICE = re.compile(
    r"comment (?:was |has been |is )?(?:[\w-]+ ){0,4}(?:removed|deleted|hidden|collapsed|blocked|withdrawn)|"
    # classic Blogger's "This post has been removed by the author." (or "by a blog administrator")
    r"(?:post|entry|message) (?:was |has been )?(?:removed|deleted) by (?:the |its |a )?(?:author|blog administrator)|"
    r"(?:removed|deleted|hidden|abusive|reported|blocked) (?:comment|post|reply)|"
    r"hidden (?:due to|because of) (?:low|its) (?:score|rating)|below (?:the )?(?:score )?threshold|"
    r"^\s*\[(?:deleted|removed|gelöscht)\]\s*$|"
    r"kommentar (?:wurde |ist )?(?:[\w-]+ ){0,4}(?:gelöscht|entfernt|ausgeblendet|gesperrt)|"
    r"(?:gelöschter|ausgeblendeter|entfernter) kommentar|"
    r"commentaire (?:a été )?(?:[\w-]+ ){0,3}(?:supprimé|masqué|retiré)|"
    r"comentario (?:ha sido )?(?:[\w-]+ ){0,3}(?:eliminado|borrado|oculto)|"
    r"commento (?:è stato )?(?:[\w-]+ ){0,3}(?:rimosso|eliminato|nascosto)|"
    r"komentarz (?:został )?(?:[\w-]+ ){0,3}(?:usunięty|ukryty)|reactie (?:is )?(?:[\w-]+ ){0,3}(?:verwijderd|verborgen)|"
    r"комментарий (?:был )?(?:[\w-]+ ){0,3}(?:удален|удалён|скрыт)|(?:удал[её]нный|скрытый) комментарий|"
    # the hosted blogs' notice of an entry removed by its author or the blog's administrator
    r"komentář (?:byl )?(?:[\w-]+ ){0,3}(?:odstraněn|smazán|skryt)|komentár (?:bol )?(?:[\w-]+ ){0,3}(?:odstránen|zmazan)|"
    r"comentário (?:foi )?(?:[\w-]+ ){0,3}(?:removido|excluído|eliminado|apagado)|"
    r"kommentar(?:en)? (?:har |er |ble )?(?:[\w-]+ ){0,3}(?:tagits bort|fjernet|slettet|raderats)|"
    r"kommentti on poistettu|poistanut tämän kommentin|yorum (?:[\w-]+ ){0,4}silindi|"
    r"コメントは(?:[^。]{0,20})削除されました|已被[^。]{0,12}删除|已被[^。]{0,12}刪除|삭제(?:된|한) (?:댓글|의견|게시물)|"
    # Arabic, Hebrew and Persian: "تم حجب هذا الرأي لمخالفته قواعد النشر", "התגובה נמחקה", "این نظر حذف شد"
    r"تم (?:حجب|حذف|إخفاء) (?:هذا |هذه )?(?:التعليق|الرأي|الرد|المشاركة)|(?:التعليق|الرأي) (?:محذوف|محجوب)|"
    r"התגובה (?:נמחקה|הוסרה|הוסתרה)|(?:این )?(?:نظر|دیدگاه) (?:حذف|پنهان) شد|"
    # whatever the system calls the entry ("mensaje", "post", "Beitrag"): taken out by a moderator
    # or by the editors ("Intervento rimosso dalla redazione", "von der Redaktion entfernt")
    r"(?:removed|deleted|hidden) by (?:a |the )?(?:moderator|admin|editors?\b|editorial (?:team|staff))|"
    r"(?:eliminado|borrado|retirado) por (?:un |el |la )?(?:moderador|redacción)|"
    r"(?:supprimé|retiré)e? par (?:un |le |la )?(?:modérateur|rédaction)|"
    r"(?:rimoss|eliminat|cancellat)[oa] da(?:l|lla| un)? (?:moderatore|redazione)|"
    r"(?:von (?:einem|der) )?(?:moderat(?:or|ion)|redaktion) (?:gelöscht|entfernt)|"
    r"(?:gelöscht|entfernt) von der (?:moderation|redaktion)|usunięt[yae] przez (?:moderatora|redakcję)|"
    r"verwijderd door (?:een |de )?(?:moderator|redactie)|(?:removido|excluído|apagado) pela (?:moderação|redação)|"
    r"(?:удален|удалён|удалено|удалена) (?:модератором|редакцией)|"
    # a comment only the blog's owner may read ("비밀 댓글입니다.", "管理者にだけ表示を許可されたコメントです")
    r"비밀\s?댓글입니다|비밀글입니다|管理者にだけ表示|管理人のみ閲覧|悄悄[話话]|[僅仅只](?:有)?[版博]主(?:才)?(?:可|能)?[見见看]|"
    r"^\W*(?:this is an? )?(?:secret|private) comment\W*$|\bthis comment is (?:private|secret)\b|"
    # ... or the same in words: "visible only to the blog's author", "visível somente para o autor do blog"
    # (the words that open it, "This comment is", "Este comentário é", are the notice's too)
    r"(?:[\w'’]+\W+){0,3}?(?:(?:visible|shown|readable) only (?:to|for) (?:the )?(?:blog(?:'s)? )?(?:author|owner|admin)|"
    r"only the (?:blog(?:'s)? )?(?:author|owner|admin\w*) can (?:see|read)|"
    r"visível (?:somente|apenas|só) (?:para|pelo) o? ?(?:autor|dono|administrador)|"
    r"visible (?:solo|sólo|solamente|únicamente) (?:para|por) el (?:autor|dueño|administrador)|"
    r"visible (?:uniquement|seulement) (?:par|pour) l['’](?:auteur|administrateur)|"
    r"visibile solo (?:all['’]autore|al proprietario|all['’]amministratore)|"
    r"nur für (?:den|die) (?:blog-?)?(?:autor|betreiber|admin)\w* sichtbar|"
    r"widoczny tylko dla (?:autora|właściciela|administratora)|"
    r"(?:viditelný|vidí) (?:pouze|jen) (?:pro )?autor|csak a blog (?:gazdája|szerzője|tulajdonosa) láthatja|"
    r"hanya (?:dapat )?dilihat oleh (?:pemilik|penulis|admin)|(?:yalnızca|sadece) (?:blog )?(?:sahibi|yazarı) görebilir|"
    r"(?:виден|видит|видно) только (?:автор|владел)|(?:бачить|видно) лише (?:автор|власник))",
    re.I,
)
NOTICE_MAX_WORDS = 16


def is_notice(text: str) -> bool:
    return len(text.split()) <= NOTICE_MAX_WORDS and bool(NOTICE.search(text))


#: Words before the notice at most in a text that is the notice alone ("This comment has
#: been removed by the author.": two).
LEAD_WORDS = 2


def removed_text(text: str) -> bool:
    """Whether a comment's text is a removal notice and nothing else: the notice opens it
    (a word or two before it) and no question is asked ("Why was my comment removed?" is
    a reader's)."""
    if "?" in text or len(text.split()) > NOTICE_MAX_WORDS:
        return False
    m = NOTICE.search(text)
    return m is not None and len(text[: m.start()].split()) <= LEAD_WORDS


__all__ = ["NOTICE", "NOTICE_MAX_WORDS", "is_notice", "removed_text"]

"""Expander labels ("load more", "show replies"), read by the in-page search that runs in
the crawl (Chromium), and the related-document check."""

from __future__ import annotations

import html

from comspider.interaction.expand import find_expanders
from comspider.interaction.locate import related_document

EXPANDERS = [
    "Load more comments",
    "Show more",
    "View 12 replies",
    "3 replies",
    "Show all comments",
    "Weitere Kommentare laden",
    "Weitere Postings laden",
    "3 Antworten anzeigen",
    "Voir plus de commentaires",
    "Afficher les réponses",
    "Cargar más comentarios",
    "Ver 4 respuestas",
    "Carica altri commenti",
    "Mostra le risposte",
    "Carregar mais",
    "Meer reacties laden",
    "Показать ещё",
    "もっと見る",
    "5件の返信",
    "查看更多评论",
    "답글 3",
    "عرض المزيد",
    "Daha fazla yorum",
    "5 комментариев",
    "Скрыто 2 комментария",
    "3 Hidden",
    "2 versteckt",
    "4 ukryte",
    "Replies (3)",  # the count after the word (blind set T)
    "Yanıtları gör (2)",
    "Απαντήσεις (1)",
    "Ответы (2)",
]
NOT_EXPANDERS = [
    "Reply",
    "Antworten",
    "Répondre",
    "Ответить",
    "Hide replies",
    "Antworten ausblenden",
    "Report",
    "Like",
    "Like (3)",
    "Share",
    "Sort by newest",
    "Show less",
    "Masquer les réponses",
    "Log in",
    "Subscribe",
    "Kommentar schreiben",
    "",
]


def _expander_labels(chromium, labels: list[str]) -> list[str]:
    """The labels the in-page expander search (js/expanders.js, as the crawl runs it)
    takes for expanders, among buttons with these labels in a comment section."""
    buttons = "".join(f"<button type='button'>{html.escape(label)}</button>" for label in labels)
    page_html = f"<html><body><div id='comments'><ul><li>A comment</li></ul>{buttons}</div></body></html>"

    async def go() -> list[str]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(page_html)
            _, found, handle = await find_expanders(page, ["//div[@id='comments']"], limit=100)
            if handle is not None:
                await handle.dispose()
            return [c["label"] for c in found]
        finally:
            await ctx.close()

    return chromium.run(go())


def test_expander_labels_in_many_languages(chromium):
    assert _expander_labels(chromium, EXPANDERS) == EXPANDERS


def test_not_expanders(chromium):
    assert _expander_labels(chromium, NOT_EXPANDERS) == []


def test_whole_document_searched_only_where_comments_are_named(chromium):
    """Without a placed section, a button counts only when its label or an ancestor names
    comments: "Show more" under an article's teaser is no expander."""

    async def go() -> list[str]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(
                "<div class='teasers'><button>Show more</button></div>"
                "<div class='comment-list'><button>Show more</button></div>"
                "<div><button>View 12 replies</button></div>"
            )
            _, found, handle = await find_expanders(page, [], limit=100)
            if handle is not None:
                await handle.dispose()
            return [c["abs"] for c in found]
        finally:
            await ctx.close()

    assert chromium.run(go()) == ["/html[1]/body[1]/div[2]/button[1]", "/html[1]/body[1]/div[3]/button[1]"]


def test_counted_loaders_whatever_their_words(chromium):
    """A count in a control that its own or its parent's names call a loader (Isso's
    ``a.isso-load-hidden`` "2 rejtve", in a language no list has) is an expander; a count
    on a vote, a rating or a like is not, whatever its names."""

    async def go() -> list[str]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(
                "<div id='comments'><ul><li>A comment</li></ul>"
                "<div class='x-comment-loader'><a class='x-load-hidden' href='#'>2 rejtve</a></div>"
                "<div class='replies-toggle'><span role='button'>3 tanggapan</span></div>"
                "<button class='toggle-like'>3</button><a class='vote-more' href='#'>12</a>"
                "<div class='load-more-box'><a class='star-rating' href='#'>4 ★</a></div></div>"
            )
            _, found, handle = await find_expanders(page, ["//div[@id='comments']"], limit=100)
            if handle is not None:
                await handle.dispose()
            return [c["label"] for c in found]
        finally:
            await ctx.close()

    assert chromium.run(go()) == ["2 rejtve", "3 tanggapan"]


def test_a_button_right_after_the_list_whatever_its_words(chromium):
    """Any language's "load more" sits right after the list: a short button there is an
    expander ("Muatkan lagi", "और टिप्पणियाँ लोड करें"); the records' own buttons in words
    no list has (a Hindi "reply"), a vote after the list and a form's button are not."""

    async def go() -> list[str]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(
                "<section><div id='list'><div><b>Ana</b><p>Setuju sekali.</p><button>जवाब दें</button></div>"
                "<div><b>Budi</b><p>Saya juga.</p><button>शेयर</button></div></div>"
                "<button type='button'>Muatkan lagi</button>"
                "<div><button type='button'>और टिप्पणियाँ लोड करें</button></div></section>"
                "<section><div id='other'><div><b>Ana</b><p>Text.</p></div><div><b>Ben</b><p>Text.</p></div></div>"
                "<button class='vote-up'>Suka</button>"
                "<form><textarea></textarea><button>Kirim</button></form></section>"
            )
            _, found, handle = await find_expanders(
                page, ["//div[@id='list']", "//div[@id='other']"], limit=100
            )
            if handle is not None:
                await handle.dispose()
            return [c["label"] for c in found]
        finally:
            await ctx.close()

    assert chromium.run(go()) == ["Muatkan lagi", "और टिप्पणियाँ लोड करें"]


def test_related_documents():
    article = {
        "url": "https://n.example/economia/apoios-esgotam-7464480",
        "title": "Apoios esgotam | Jornal",
        "h1": "Apoios às bombas de calor esgotam em semanas",
        "canonical": "",
    }
    same_path = {"url": "https://n.example/economia/apoios-esgotam-7464480/comentarios"}
    assert related_document(article, same_path)
    by_id = {"url": "https://n.example/forum/thread?article=7464480"}
    assert related_document(article, by_id)
    named = {"url": "https://n.example/x/comments"}
    assert related_document(article, named)
    by_title = {"url": "https://talk.example/t/991", "h1": "Apoios às bombas de calor esgotam em semanas"}
    assert related_document(article, by_title)
    other = {"url": "https://n.example/politica/eleicoes-1234567", "h1": "Eleições antecipadas"}
    assert not related_document(article, other)
    same_day = {"url": "https://n.example/articles/20261121/k00/580001c", "h1": "Other"}
    assert not related_document(
        {"url": "https://n.example/articles/20261121/k00/580000c", "h1": "Story"}, same_day
    )

"""Expander labels ("load more", "show replies") and the related-document check."""

from __future__ import annotations

from comspider.interaction.expand import label_is_expander
from comspider.interaction.locate import related_document


def test_expander_labels_in_many_languages():
    for label in (
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
    ):
        assert label_is_expander(label), label


def test_not_expanders():
    for label in (
        "Reply",
        "Antworten",
        "Répondre",
        "Ответить",
        "Hide replies",
        "Antworten ausblenden",
        "Report",
        "Like",
        "Share",
        "Sort by newest",
        "Show less",
        "Masquer les réponses",
        "Log in",
        "Subscribe",
        "Kommentar schreiben",
        "",
    ):
        assert not label_is_expander(label), label


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

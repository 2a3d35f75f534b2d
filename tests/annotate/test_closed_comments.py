"""The "comments are closed" phrase, looked for only around its words, is the phrase the
whole pattern finds."""

from __future__ import annotations

import random

import pytest

from comspider.annotate.closed_comments import _MARKERS, closed_marker, first_marker, has_comment_form

PHRASES = [
    "Comments are closed.",
    "The discussion is now closed for new comments",
    "this thread is closed for comments",
    "Die Kommentarfunktion ist für diesen Artikel geschlossen",
    "KOMMENTARE SIND GESCHLOSSEN",
    "Les commentaires sont fermés",
    "i commenti sono chiusi",
    "Os comentários foram encerrados",
    "Reageren is op dit artikel niet meer mogelijk",
    "Комментарии закрыты",
    "コメントの受付は終了しました",
    "تم إغلاق باب التعليقات",
    "评论已关闭",
    "yorumlara kapalı",
]
WORDS = [
    "the",
    "a",
    "comments",
    "are",
    "open",
    "closed",
    "this",
    "story",
    "post",
    "discussion",
    "is",
    "now",
    "for",
    "new",
    "kommentare",
    "sind",
    "i",
    "commenti",
    "sono",
    "chiusi",
    "les",
    "commentaires",
    "reacties",
    "zijn",
    "gesloten",
    "comment",
    "reply",
]


def _search(text: str) -> str | None:
    found = _MARKERS.search(text)
    return found.group(0) if found else None


@pytest.mark.parametrize("phrase", PHRASES)
def test_each_phrase_is_found_inside_other_text(phrase: str) -> None:
    text = f"Comment by Anna: great article. {phrase} Read more comments elsewhere."
    assert first_marker(text) == _search(text) is not None
    assert closed_marker([f"<html><body><p>{text}</p></body></html>"]) == _search(text)


def test_the_same_phrase_as_the_whole_pattern_on_random_texts() -> None:
    rng = random.Random(3)
    for _ in range(1500):
        parts = [rng.choice(WORDS) for _ in range(rng.randint(0, 60))]
        if rng.random() < 0.5:
            parts.insert(rng.randint(0, len(parts)), rng.choice(PHRASES))
        text = " ".join(parts)
        if rng.random() < 0.3:
            text = text.upper()
        assert first_marker(text) == _search(text), text


@pytest.mark.parametrize(
    "text",
    [
        "No phrase here at all",
        "",
        "İstanbul: comments are closed",  # lower() makes "İ" two letters: the whole pattern reads it
        "reactıes zijn gesloten",  # a dotless ı, which the pattern takes for an i
    ],
)
def test_texts_whose_case_changes_their_length_or_letters(text: str) -> None:
    assert first_marker(text) == _search(text)


@pytest.mark.parametrize(
    ("markup", "form"),
    [
        ("<p>Leave a comment</p><TEXTAREA name=c></TEXTAREA>", True),
        ('<div contenteditable="true"></div>', True),
        ("<script>var t = '<textarea>';</script><p>no form</p>", False),
        ("<p>no form here</p>", False),
        ("<p>İstanbul</p><textarea></textarea>", True),
    ],
)
def test_the_comment_form(markup: str, form: bool) -> None:
    assert has_comment_form([markup]) is form

"""comspider/notices.py: a removal notice in a comment's place."""

from __future__ import annotations

import pytest

from comspider.notices import is_notice, removed_text


@pytest.mark.parametrize(
    "text",
    [
        "This comment has been removed by the author.",
        "This comment was removed by a moderator.",
        "[deleted]",
        "Dieser Kommentar wurde von der Redaktion gelöscht.",
        "Ce commentaire a été supprimé.",
        # classic Blogger (set EK, built blind: a 2009 allotment blog)
        "This post has been removed by the author.",
        "This post has been removed by a blog administrator.",
        # LiveJournal (set EN, built blind)
        "(Удалённый комментарий)",
        # a secret comment said in words (set FB, built blind: hosted blogs of 2008-2013)
        "Este comentário é visível somente para o autor do blog.",
        "This comment is visible only to the blog owner.",
        "Ten komentarz jest widoczny tylko dla autora bloga.",
    ],
)
def test_a_notice_alone_is_a_removed_text(text: str) -> None:
    assert is_notice(text)
    assert removed_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Why was my comment removed? I only quoted the council's own minutes.",
        "I asked about this before and my comment was removed without any reason given, which says a lot.",
        "Thanks for the update on the bridge, very useful.",
        "The post was removed by the author after the complaints from the council, so most of us never saw what it said.",
        "Well, I think the draft was visible only to the author for a long time and nobody else saw it.",
    ],
)
def test_a_readers_words_about_a_removal_are_no_notice(text: str) -> None:
    assert not removed_text(text)

"""Vote counts as pages write them: arrows and thumbs ("▲ 14 ▼ 2", "👍 7 👎 1"), signs
("+14 / -2"), scores ("Score: 12") and "N agree" in many languages ("4 Zustimmungen",
"12 people agree", "3 j'aime"); never the user's karma beside the avatar nor a review's
star rating."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from comspider.fields.extractor import comment_fields
from comspider.fields.votes import parse_count, parse_pair, polarity
from comspider.records.invariants import find_sections
from comspider.records.model import ExtractedComment
from comspider_lab.hand_pages import COMMENT_TEXTS

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
NAMES = ["Anna", "Bernd", "Chloé", "Dieter"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("12", 12),
        ("1.2k", 1200),
        ("1,234", 1234),
        ("1.234", 1234),
        ("+3", 3),
        ("-2", 2),
        ("▲ 14", 14),
        ("▼2", 2),
        ("👍 7", 7),
        ("♥ 3", 3),  # a heart's likes (blind set Z's Hungarian thread)
        ("❤️ 12", 12),
        ("👍🏻 7", 7),
        ("↑3", 3),
        ("12 likes", 12),
        ("4 Zustimmungen", 4),
        ("12 people agree", 12),
        ("3 j'aime", 3),
        ("3 J’aime", 3),
        ("5 Me gusta", 5),
        ("7 Personen gefällt das", 7),
        ("Like (4)", 4),
        ("J'aime (8)", 8),
        ("J’aime (8)", 8),
        ("Gefällt mir: 3", 3),
        ("Score: 12", 12),
        ("Score: -2", 2),
        ("▲ eens (23)", 23),  # an arrow, the word, the count in brackets (set DO's Dutch daily)
        ("▼ oneens (4)", 4),
        ("👍 Utile (9)", 9),
        ("5,0", None),  # a rating, not a count
        ("2.5", None),
        ("Like", None),
        ("▲", None),
    ],
)
def test_counts(text: str, value: int | None) -> None:
    assert parse_count(text) == value


@pytest.mark.parametrize(
    ("text", "mark"),
    [
        ("▲ 14", "up"),
        ("👍 7", "up"),
        ("+3", "plus"),
        ("▼ 2", "down"),
        ("👎1", "down"),
        ("-2", "minus"),
        ("Score: -2", "minus"),
        ("Score: 12", ""),
        ("▲ eens (23)", "up"),
        ("▼ oneens (4)", "down"),
        ("12", ""),
        ("4 Zustimmungen", ""),
    ],
)
def test_a_counts_mark(text: str, mark: str) -> None:
    assert polarity(text) == mark


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("▲ 14 ▼ 2", (14, 2)),
        ("+14 / -2", (14, 2)),
        ("+14 −2", (14, 2)),
        ("↑3 ↓1", (3, 1)),
        ("👍 7 👎 1", (7, 1)),
        ("👍🏼7 | 👎🏼1", (7, 1)),
        ("▲ 14", None),
        ("14 / 2", None),
        # in words (blind set U's Korean thread): for the count first, then against it
        ("공감 3 · 비공감 4", (3, 4)),
        ("Like 3 | Dislike 1", (3, 1)),
        ("Zustimmung 5 / Ablehnung 2", (5, 2)),
        ("Dislike 3 · Like 2", None),
        ("Seite 2 / 5", None),
    ],
)
def test_both_counts_in_one_text(text: str, pair: tuple[int, int] | None) -> None:
    assert parse_pair(text) == pair


def _votes(vote: Callable[[int], str], card: Callable[[int], str] = lambda i: "") -> list[ExtractedComment]:
    """A thread of four comments whose footers are ``vote(i)`` (likes 10 + i, dislikes
    i), and whose user cards (avatar, name) hold ``card(i)``."""
    items = "".join(
        f'<div class="c"><div class="card"><img class="avatar" src="/a/{i}.png" alt="">'
        f'<span class="who">{name}</span>{card(i)}</div><div class="main">'
        f'<time datetime="2024-04-0{i + 1}T10:00:00Z">vor {i + 1} Tagen</time>'
        f'<div class="t">{COMMENT_TEXTS[i]}</div><div class="f">{vote(i)}</div></div></div>'
        for i, name in enumerate(NAMES)
    )
    page = f"<html><body><article><p>{'Ein Artikel. ' * 20}</p></article><div class='cs'>{items}</div></body></html>"
    section = max(find_sections(page, ft=3, fs=3), key=lambda s: len(s.records))
    return comment_fields(section, reference_time=REF)


FORMS: dict[str, tuple[Callable[[int], str], bool]] = {
    # name: (the footer of comment i, whether it shows the dislikes too)
    "arrows in one text": (lambda i: f"<span>▲ {10 + i} ▼ {i}</span>", True),
    "arrows in two texts": (lambda i: f"<span>▲ {10 + i}</span> <span>▼ {i}</span>", True),
    "arrow buttons": (
        lambda i: f"<button>▲</button><span>{10 + i}</span><button>▼</button><span>{i}</span>",
        True,
    ),
    "arrows in a votes box": (lambda i: f'<div class="votes"><b>▲ {10 + i}</b> <b>▼ {i}</b></div>', True),
    "signs": (lambda i: f"<span>+{10 + i}</span> / <span>-{i}</span>", True),
    "signs in one text": (lambda i: f"<span>+{10 + i} / -{i}</span>", True),
    "up and down arrows": (lambda i: f"<span>↑{10 + i} ↓{i}</span>", True),
    "thumbs": (lambda i: f"<span>👍 {10 + i} 👎 {i}</span>", True),
    "score": (lambda i: f"<span>Score: {10 + i}</span>", False),
    "points": (lambda i: f"<span>{10 + i} points</span>", False),
    "Zustimmungen": (lambda i: f"<span>{10 + i} Zustimmungen</span>", False),
    "Zustimmung and Ablehnung": (
        lambda i: f"<span>{10 + i} Zustimmungen</span> · <span>{i} Ablehnungen</span>",
        True,
    ),
    "people agree": (lambda i: f"<span>{10 + i} people agree</span>", False),
    "agree and disagree": (lambda i: f"<span>{10 + i} agree</span> <span>{i} disagree</span>", True),
    "j'aime": (lambda i: f"<span>{10 + i} j'aime</span>", False),
    "Me gusta": (lambda i: f'<a href="#">{10 + i} Me gusta</a>', False),
    "Mi piace": (lambda i: f"<span>{10 + i} Mi piace</span>", False),
    "gefällt": (lambda i: f"<span>{10 + i} Personen gefällt das</span>", False),
    "Like (N)": (lambda i: f"<button>Like ({10 + i})</button>", False),
    "Нравится": (lambda i: f"<span>Нравится: {10 + i}</span>", False),
    "curtidas": (lambda i: f"<span>{10 + i} curtidas</span>", False),
    "vind ik leuk": (lambda i: f"<span>{10 + i} vind ik leuk</span>", False),
    "lubią to": (lambda i: f"<span>{10 + i} osoby lubią to</span>", False),
    "いいね": (lambda i: f"<button>いいね ({10 + i})</button>", False),
    "أعجبني": (lambda i: f"<button>أعجبني ({10 + i})</button>", False),
    "J'aime (N)": (lambda i: f"<button>J'aime ({10 + i})</button>", False),
    "Apreciez (N)": (lambda i: f"<button>Apreciez ({10 + i})</button>", False),
    "공감 N": (lambda i: f'<button class="cmt-up">공감 {10 + i}</button>', False),
    # the word beside each count decides which it is, not its neighbour's (sets AR and DG, built blind)
    "공감 N 비공감 N": (lambda i: f"<button>공감 {10 + i}</button> <button>비공감 {i}</button>", True),
    "추천 N | 반대 N": (
        lambda i: f'<span class="r-vote"><a href="#">추천 {10 + i}</a> | <a href="#">반대 {i}</a></span>',
        True,
    ),
    "参考になった(N)": (lambda i: f'<a href="/v/{i}">参考になった({10 + i})</a>', False),
    "helpful (N)": (lambda i: f"<a>Helpful ({10 + i})</a>", False),
}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_vote_forms(form: str) -> None:
    vote, with_dislikes = FORMS[form]
    fields = _votes(vote)
    assert [f.author for f in fields] == NAMES
    assert [f.likes for f in fields] == [10, 11, 12, 13]
    assert [f.dislikes for f in fields] == ([0, 1, 2, 3] if with_dislikes else [None] * 4)
    for f, text in zip(fields, COMMENT_TEXTS, strict=False):
        assert f.text == text


def test_a_net_score_below_zero_is_a_negative_like_count() -> None:
    fields = _votes(lambda i: f'<span class="score">{i - 2}</span>')
    assert [f.likes for f in fields] == [-2, -1, 0, 1]
    assert [f.dislikes for f in fields] == [None] * 4


def test_the_users_karma_beside_the_avatar_is_no_like_count() -> None:
    """dealdoktor.de (../shared/data/trafilatura): the user's "heartbeats" (5819 ♥) under the
    avatar and the name, away from the comment's date, were read as the comment's likes."""

    def karma(i: int) -> str:
        return f'<span class="total-heartbeats"><strong>{5819 + i}</strong><span class="heart"></span></span>'

    fields = _votes(lambda i: "", karma)
    assert [f.likes for f in fields] == [None] * 4
    # The comment's own likes next to the karma are still read.
    fields = _votes(lambda i: f'<span class="like-count">{10 + i}</span>', karma)
    assert [f.likes for f in fields] == [10, 11, 12, 13]


@pytest.mark.parametrize(
    "stat",
    [
        lambda i: f'<span class="karma">{300 + i}</span>',
        lambda i: f'<span class="user-posts" title="Beiträge">{1200 + i} Beiträge</span>',
        lambda i: f'<span class="reputation like">{50 + i}</span>',
    ],
)
def test_user_statistics_are_no_like_count(stat: Callable[[int], str]) -> None:
    fields = _votes(stat)
    assert [f.likes for f in fields] == [None] * 4


def test_a_reviews_star_rating_is_no_like_count() -> None:
    """travanto.de (../shared/data/trafilatura): "5,0 von 5,0" (schema.org ratingValue) was
    read as 50 likes."""

    def rating(i: int) -> str:
        return (
            f'<span class="rating-box" itemprop="reviewRating" itemscope>'
            f'<meta itemprop="ratingValue" content="{i}.0"><span>{i},0</span></span> von 5,0'
        )

    fields = _votes(rating)
    assert [f.likes for f in fields] == [None] * 4


def test_the_nearest_words_decide_whose_count_it_is() -> None:
    """exxpress.at (../shared/data/trafilatura): the like count's own class says "like"
    inside a wrapper named "like-dislike": the like count, not a dislike count; a dislike
    icon's title that also says "Vote" is still a dislike (kyffhaeuser-nachrichten.de)."""

    def wrapper(i: int) -> str:
        return (
            '<div class="cld-like-dislike-wrap"><a class="cld-like-trigger"><i class="fas fa-thumbs-up"></i></a>'
            f'<span class="cld-like-count-wrap cld-count-wrap">{10 + i}</span>'
            '<a class="cld-dislike-trigger"><i class="fas fa-thumbs-down"></i></a>'
            f'<span class="cld-dislike-count-wrap cld-count-wrap">{i}</span></div>'
        )

    fields = _votes(wrapper)
    assert [(f.likes, f.dislikes) for f in fields] == [(10, 0), (11, 1), (12, 2), (13, 3)]

    def titled(i: int) -> str:
        return (
            f'<div class="vote"><i class="fa fa-thumbs-up" title="like (Vote erst nach dem Login)">{10 + i}</i>'
            f'<i class="fa fa-thumbs-down" title="dislike (Vote erst nach dem Login)">{i}</i></div>'
        )

    fields = _votes(titled)
    assert [(f.likes, f.dislikes) for f in fields] == [(10, 0), (11, 1), (12, 2), (13, 3)]


def test_a_star_rating_in_a_score_attribute_is_no_like_count() -> None:
    """de.happycoffee.org (../shared/data/trafilatura): a product review's stars in
    ``data-score="5"`` with ``aria-label="5 star review"`` were read as 5 likes."""
    fields = _votes(
        lambda i: f'<span class="rev__rating" data-score="{i + 2}" aria-label="{i + 2} star review"></span>'
    )
    assert [f.likes for f in fields] == [None] * 4


def test_a_readers_plus_one_is_no_like_count() -> None:
    """dragnet R47 and 106 (../shared/data/dragnet): a reader starts or ends a comment
    with "+1" (agreeing with another); it is the comment's text, not one like."""
    items = "".join(
        f'<div class="c"><span class="who">{name}</span> <time datetime="2024-04-0{i + 1}T10:00:00Z">'
        f'vor {i + 1} Tagen</time><div class="t"><p>{"+1" if i == 2 else ""}</p><p>{COMMENT_TEXTS[i]}</p>'
        "</div></div>"
        for i, name in enumerate(NAMES)
    )
    page = f"<html><body><article><p>{'Ein Artikel. ' * 20}</p></article><div class='cs'>{items}</div></body></html>"
    section = max(find_sections(page, ft=3, fs=3), key=lambda s: len(s.records))
    fields = comment_fields(section, reference_time=REF)
    assert [f.likes for f in fields] == [None] * 4
    assert fields[2].text.startswith("+1")


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("ถูกใจ 18", 18),
        ("Thích 3", 3),
        ("공감 58", 58),
        ("Like 4", 4),
        ("Seite 2", None),
        ("Reply 3", None),
        ("Juni 2025", None),
    ],
)
def test_a_like_word_then_its_count(text: str, count: int | None) -> None:
    # a count after a word that says like ("ถูกใจ 18", Thai): any other word and a number is no count
    assert parse_count(text) == count

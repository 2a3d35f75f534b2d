"""Hand-made article pages with comment records that the shipped extraction and section
classifier accept (avatar, author, machine-readable date, text, like button): the fault
table's pages and the end-to-end tests' ordinary articles."""

from __future__ import annotations

COMMENTERS = [
    "Alma",
    "Bruno",
    "Chiara",
    "Dario",
    "Elena",
    "Fabio",
    "Giulia",
    "Hugo",
    "Irene",
    "Jonas",
    "Karin",
]

#: Comment texts of the hand-made threads of the extraction and selection tests: each a
#: sentence of its own, so each comment's text tells which record it came from.
COMMENT_TEXTS = [
    "The new bridge will cut my way to work by twenty minutes, finally.",
    "Who pays for the maintenance once the subsidies run out?",
    "I walked across it on Sunday and the view is wonderful.",
    "They should have built a cycle lane on both sides.",
    "The old ferry was more charming, but this is progress.",
    "Twenty years of planning for a bridge of three hundred metres.",
]


def comment_records(about: str) -> str:
    return "".join(
        f'<div class="comment"><img class="avatar" src="data:," alt=""><span class="author">{n}</span>'
        f'<time datetime="2026-11-20T10:{i:02d}:00Z">20 Nov</time>'
        f'<p class="text">{n} writes about {about}: comment {i}, long enough to be a comment.</p>'
        f'<button class="like">Like</button></div>'
        for i, n in enumerate(COMMENTERS)
    )


def article(title: str, comments: str | None = None, extra: str = "", head: str = "") -> str:
    """An article with its comments in the HTML (``comment_records`` unless given)."""
    section = comment_records(title.lower()) if comments is None else comments
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
        f"<body><article><h1>{title}</h1><p>{'The article text. ' * 30}</p></article>"
        f'<section id="comments"><h2>Comments</h2>{section}</section>{extra}</body></html>'
    )


def big_thread(n: int, about: str = "the long thread") -> str:
    """``n`` comment records of about 12 elements and 460 bytes each (a header with an
    avatar, an author link and a date; the text; a row of actions): 20,000 of them are
    about 250k elements and 9.3 MB, the issue 29 page whose visit passed the memory bound."""
    records = "".join(
        f'<div class="comment" id="c{i}"><div class="meta"><img class="avatar" src="data:," alt="">'
        f'<a class="author" href="/u/{i % 997}">{COMMENTERS[i % len(COMMENTERS)]} {i % 997}</a>'
        f'<time datetime="2026-11-{1 + i % 28:02d}T{i % 24:02d}:{i % 60:02d}:00Z">{1 + i % 28} Nov</time></div>'
        f'<div class="body"><p class="text">Comment {i} about {about}: reader {i} writes '
        f"a sentence long enough to be a comment.</p></div>"
        f'<div class="actions"><button class="like">Like</button><span class="likes">{i % 13}</span><span class="sep">·</span>'
        f'<button class="reply">Reply</button></div></div>'
        for i in range(n)
    )
    return article(about.capitalize(), comments=records)

"""Lists signed by the article's own writers (a live blog's updates) are the newsroom's,
not its readers' discussion: the page declares its writers (meta, JSON-LD, itemprop) and
its byline names the co-writers."""

from __future__ import annotations

import comspider
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.sections.writers import declared_writers, signed_by_the_writers

TEXTS = [
    "The council has opened the town hall as a warm room from five o'clock tonight.",
    "About six thousand homes are still without power, most of them along the coast road.",
    "The ferry to the island is cancelled for the rest of the day, the next one sails at seven.",
    "A tree has fallen across the main road near the bridge and the road is closed both ways.",
    "Waves are breaking over the pier, and boat owners are asked to stay off the jetties.",
    "Schools close at three as planned, and the after-school club stays open for children.",
]


def _page(names: list[str], meta: str = '<meta name="author" content="Anna Berg">') -> str:
    entries = "".join(
        f'<article class="xe" id="p-44{i}7"><div class="h"><time datetime="2024-01-17T1{i}:00:00Z">1{i}:00</time>'
        f'<span class="n">{name}</span></div><p>{TEXTS[i % len(TEXTS)]}</p></article>'
        for i, name in enumerate(names)
    )
    return (
        f"<html><head><title>Storm</title>{meta}"
        '<meta property="article:published_time" content="2024-01-17T09:00:00Z"></head><body>'
        "<main><h1>Storm over the coast: follow the news</h1>"
        "<div class='by'><span>Anna Berg, Jon Lind and Mia Sund</span> · <time>17 January 2024</time></div>"
        f"<p>{' '.join(TEXTS)}</p><section>{entries}</section></main></body></html>"
    )


WRITERS = ["Anna Berg", "Jon Lind", "Mia Sund", "Anna Berg", "Jon Lind", "Anna Berg"]
READERS = ["Peter Holm", "Sara K.", "Anna Berg", "bluefjord", "Olle Dahl", "Karin"]


def _names_of_largest(html: str) -> tuple[bool, list[str]]:
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    names = [r.node.xpath("string(.//span[@class='n'])") for r in section.records]
    return signed_by_the_writers(section, names), names


def test_the_writers_are_declared_and_their_byline_names_the_co_writers() -> None:
    assert declared_writers(parse_html(_page(WRITERS))) == {"anna berg"}
    ld = '<script type="application/ld+json">{"@type": "NewsArticle", "author": [{"name": "Jon Lind"}]}</script>'
    assert declared_writers(parse_html(_page(WRITERS, meta=ld))) == {"jon lind"}
    assert signed_by_the_writers_of(_page(WRITERS)) is True


def signed_by_the_writers_of(html: str) -> bool:
    return _names_of_largest(html)[0]


def test_a_live_blog_signed_by_the_writers_gives_no_comment() -> None:
    assert comspider.extract(_page(WRITERS), "https://news.example/storm") == []


def test_readers_with_the_writers_answer_among_them_are_a_discussion() -> None:
    assert signed_by_the_writers_of(_page(READERS)) is False
    assert len(comspider.extract(_page(READERS), "https://news.example/storm")) == len(READERS)
    # nothing declared: nothing is known of the writers, whatever the byline says
    assert signed_by_the_writers_of(_page(WRITERS, meta="")) is False


def test_a_comment_system_that_marks_each_reader_author_declares_readers_not_writers() -> None:
    """A widget that marks each reader's name ``itemprop="author"`` (set ER's Livefyre-like
    stream): those marks, inside the list, declare no writer of the article, so the readers
    are no newsroom's list; the writer the head declares still is one, and a name the page
    marks outside the list too still counts."""
    marked = _page(READERS).replace('<span class="n">', '<span class="n" itemprop="author">')
    assert declared_writers(parse_html(marked)) >= {"peter holm", "sara k.", "anna berg"}
    assert signed_by_the_writers_of(marked) is False
    # the newsroom's own list, its writers marked inside it and in the head's byline
    writers = _page(WRITERS).replace('<span class="n">', '<span class="n" itemprop="author">')
    writers = writers.replace(
        "<span>Anna Berg, Jon Lind and Mia Sund</span>",
        "<span itemprop='author'>Anna Berg</span>, Jon Lind and Mia Sund",
    )
    assert signed_by_the_writers_of(writers) is True

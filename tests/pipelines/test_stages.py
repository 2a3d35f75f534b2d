"""Each item pipeline on its own, on a real saved page, in the order of ITEM_PIPELINES:
metadata -> record sections -> comment sections -> comment fields -> de-duplication (the
emit stage's record of what was written: tests/pipelines/test_written_batches.py)."""

from __future__ import annotations

from typing import Any

from comspider.items import CommentItem, PageItem
from comspider.pipelines.article_metadata import ArticleMetadataPipeline
from comspider.pipelines.comment_fields import CommentFieldsPipeline
from comspider.pipelines.comment_sections import CommentSectionsPipeline
from comspider.pipelines.deduplicate import DeduplicationPipeline
from comspider.pipelines.record_sections import RecordSectionsPipeline
from comspider.pipelines.written_batches import WrittenBatches
from comspider.state.backend import crawl_state
from comspider.url_keys import article_key
from comspider_lab.testing import asyncio_test, comspider_crawler
from tests.pipelines.conftest import URL, VISITED, page_item
from tests.sections.test_evident_threads import NAMES, TEXTS


async def _through(crawler: Any, item: PageItem, *stages: type) -> PageItem:
    for stage in stages:
        item = await stage.from_crawler(crawler).process_item(item)
    return item


@asyncio_test
async def test_metadata_fills_what_the_feed_did_not_give(crawler: Any, real_html: str) -> None:
    item = await _through(crawler, page_item(real_html), ArticleMetadataPipeline)
    assert item.article.title and "Vreni" in item.article.title
    assert (item.article.language or "").startswith("de")


@asyncio_test
async def test_the_pages_time_of_the_day_an_address_or_a_feed_gave(crawler: Any) -> None:
    """A URL's "/2024/05/01/" (or a feed's day) gave the article a bare day; the page declares
    its time that day: the visit and its comments carry the time (a new user's report). A page
    time of another day leaves the day as it was."""
    head = '<meta property="article:published_time" content="{}"><title>Kurz</title>'
    html = "<html><head>{}</head><body><article><h1>Kurz</h1><p>Text.</p></article></body></html>"
    for declared, want in (
        ("2024-05-01T09:00:00+02:00", "2024-05-01T07:00:00+00:00"),
        ("2024-04-11T09:00:00+02:00", "2024-05-01"),
    ):
        item = page_item(html.format(head.format(declared)), visited_at="2024-05-02T00:00:00+00:00")
        item.article.published_at = "2024-05-01"
        item = await _through(crawler, item, ArticleMetadataPipeline)
        assert item.article.published_at == want


@asyncio_test
async def test_record_sections_then_comment_sections(crawler: Any, real_html: str) -> None:
    item = await _through(crawler, page_item(real_html), RecordSectionsPipeline)
    found = len(item.sections)
    assert found >= 3, "menus, teasers and the comments all repeat"
    item = await _through(crawler, item, CommentSectionsPipeline)
    assert 1 <= len(item.sections) < found
    threshold = crawler.settings.getfloat("COMSPIDER_SECTION_THRESHOLD")
    assert all((s.comment_score or 0) >= threshold for s in item.sections)
    assert crawler.stats.get_value("comspider/extraction/comment_sections") == len(item.sections)


@asyncio_test
async def test_comment_fields_give_ids_parents_and_sections(crawler: Any, real_html: str) -> None:
    item = await _through(
        crawler, page_item(real_html), RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline
    )
    comments = item.comments
    assert len(comments) >= 20 and item.found == len(comments)  # without its 16 pingbacks
    assert all(isinstance(c, CommentItem) and c.article_url == URL for c in comments)
    assert len({c.comment_id for c in comments}) == len(comments)
    ids = {c.comment_id for c in comments}
    replies = [c for c in comments if c.parent_id]
    assert replies and all(c.parent_id in ids and c.depth >= 1 for c in replies)
    assert [c.position for c in comments] == list(range(len(comments)))
    assert all(c.section and c.section.startswith("/html") for c in comments)
    assert sum(1 for c in comments if c.author) >= len(comments) // 2


@asyncio_test
async def test_the_crawl_gives_the_fields_comspider_extract_gives(crawler: Any, real_html: str) -> None:
    """The same page through the pipelines and through ``comspider.extract``: the same
    comments, permalinks included (an anchor id without a link of its own to it gives
    page#id in both)."""
    from comspider import extract

    item = await _through(
        crawler, page_item(real_html), RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline
    )
    crawled = [(c.comment_id, c.author, c.permalink) for c in item.comments]
    extracted = [
        (c.comment_id, c.author, c.permalink) for c in extract(real_html, url=URL, visited_at=VISITED)
    ]
    assert crawled == extracted
    assert any(p for _, _, p in crawled)


@asyncio_test
async def test_a_comment_in_the_page_and_in_a_frame_is_one_comment(crawler: Any, real_html: str) -> None:
    item = await _through(
        crawler,
        page_item(real_html, frame_html=real_html),
        RecordSectionsPipeline,
        CommentSectionsPipeline,
        CommentFieldsPipeline,
    )
    single = await _through(
        crawler, page_item(real_html), RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline
    )
    assert len(item.comments) == len(single.comments)


@asyncio_test
async def test_deduplication_writes_each_comment_once_across_visits_and_restarts(
    crawler: Any, real_html: str, tmp_path: Any
) -> None:
    stages = (RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline, DeduplicationPipeline)
    first = await _through(crawler, page_item(real_html), *stages)
    assert first.comments and len(first.comments) == first.found
    # the emit stage records them as written (in two phases around their lines)
    batches = WrittenBatches(crawler, crawl_state(crawler).seen)
    token, new = batches.stage(article_key(URL), first.comments)
    assert new == first.comments
    batches.commit(token)
    again = await _through(crawler, page_item(real_html, visit=2), *stages)
    assert again.found == first.found and again.comments == []
    # a new process on the same state file: still nothing new
    restarted = comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3")})
    third = await _through(restarted, page_item(real_html, visit=3), *stages)
    assert third.comments == []
    assert restarted.stats.get_value("comspider/comments/already_seen") == first.found


@asyncio_test
async def test_failed_and_blocked_visits_pass_through_untouched(crawler: Any, real_html: str) -> None:
    item = page_item(real_html)
    item.error = "net::ERR_CONNECTION_REFUSED"
    out = await _through(
        crawler,
        item,
        RecordSectionsPipeline,
        CommentSectionsPipeline,
        CommentFieldsPipeline,
        DeduplicationPipeline,
    )
    assert out.sections == [] and out.comments == []


@asyncio_test
async def test_platform_and_language_of_each_comment_and_the_visit(crawler: Any, real_html: str) -> None:
    from comspider.pipelines.comment_language import CommentLanguagePipeline
    from comspider.pipelines.platform import PlatformPipeline

    stages = (RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline, DeduplicationPipeline)
    item = await _through(crawler, page_item(real_html), *stages, PlatformPipeline, CommentLanguagePipeline)
    assert item.platform == "wordpress", "wp-comments-post.php in the page"
    assert {c.platform for c in item.comments} == {"wordpress"}
    languages = [c.language for c in item.comments]
    assert languages.count("de") >= 0.7 * len(languages), languages
    assert crawler.stats.get_value("comspider/platform/wordpress") == 1
    # the same comments in a vendor's frame: that vendor
    framed = page_item("<html><body><p>Article</p></body></html>", frame_html=real_html)
    framed.snapshots[1].url = "https://disqus.com/embed/comments/?f=moritz"
    item = await _through(crawler, framed, *stages[:3], PlatformPipeline)
    assert item.comments and {c.platform for c in item.comments} == {"disqus"} and item.platform == "disqus"


@asyncio_test
async def test_the_page_is_parsed_once_and_the_metadata_reads_the_article_without_its_comments(
    crawler: Any, real_html: str
) -> None:
    from lxml import html as lxml_html

    item = await _through(crawler, page_item(real_html), RecordSectionsPipeline, CommentSectionsPipeline)
    tree = item.trees[0]
    before = lxml_html.tostring(tree)
    item = await _through(crawler, item, ArticleMetadataPipeline)
    assert item.trees[0] is tree, "the records' tree, not a second parse"
    assert lxml_html.tostring(tree) == before, "the comments set aside are put back"
    assert item.article.title and "Vreni" in item.article.title
    assert set(item.timings) >= {"parse", "records", "sections", "metadata"}
    assert set(item.cpu) == set(item.timings) and all(v >= 0 for v in item.cpu.values())


@asyncio_test
async def test_the_last_stage_counts_where_the_time_went(crawler: Any, real_html: str) -> None:
    from comspider.pipelines.emit import visit_timings

    item = await _through(
        crawler, page_item(real_html), RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline
    )
    item.report.timings = {"navigate": 0.5, "load": 1.25}
    timings = visit_timings(item)
    assert timings["browser"] == {"navigate": 0.5, "load": 1.25}
    assert set(timings["python"]) == {"parse", "records", "sections", "fields"}
    assert set(timings["python_cpu"]) == set(timings["python"])


_ARTICLE = (
    "<main><h1>Új buszjárat indul</h1><p>A közlekedési társaság bejelentette, hogy április elsejétől új "
    "gyorsjárat köti össze a lakótelepet a belvárossal.</p></main>"
)


def _thread(day: str) -> str:
    """Three readers' comments of one day that name nothing like comments."""
    return "".join(
        f"<div class='r'><div class='h'><b>{name}</b> <span class='t'>{day} 1{i}:1{i}</span></div><p>{text}</p></div>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )


@asyncio_test
async def test_a_short_thread_in_a_frame_is_read_against_its_articles_time(crawler: Any) -> None:
    """A comment widget's frame (another origin) declares no publication time: its
    three-comment thread, which names nothing like comments, is read against the time
    the article around it declares, as the same thread in the page is."""
    thread = _thread("2025.03.20.")
    page = (
        f"<html><head><meta property='article:published_time' content='2025-03-20T07:15:00+01:00'></head><body>{_ARTICLE}"
        "<iframe src='/widget'></iframe></body></html>"
    )
    frame = f"<html><head><title>Olvasók</title></head><body><div class='x9'>{thread}</div></body></html>"
    item = await _through(
        crawler,
        page_item(page, frame_html=frame, visited_at="2025-03-21T12:00:00+00:00"),
        RecordSectionsPipeline,
        CommentSectionsPipeline,
    )
    assert [len(s.records) for s in item.sections if s.snapshot == 1] == [3]


@asyncio_test
async def test_a_blog_post_that_declares_no_time_is_dated_by_its_address(crawler: Any) -> None:
    """A blog post that declares no publication time, fetched from "/2012/03/slug.html":
    its three-comment thread under "3 hozzászólás", which names nothing like comments, is
    read against March 2012; the same page at an address without a date is not."""
    thread = _thread("2012.03.03.")
    page = (
        "<html><body><main><h1>Új buszjárat indul</h1><p>A közlekedési társaság bejelentette, hogy április "
        f"elsejétől új gyorsjárat köti össze a lakótelepet a belvárossal.</p></main><div class='x9'><h3>3 hozzászólás</h3>{thread}</div>"
        "</body></html>"
    )
    found = []
    for url in ("https://blog.example/2012/03/uj-buszjarat.html", "https://blog.example/uj-buszjarat.html"):
        item = await _through(
            crawler, page_item(page, url=url), RecordSectionsPipeline, CommentSectionsPipeline
        )
        found.append([len(s.records) for s in item.sections])
    assert found == [[3], []]


@asyncio_test
async def test_the_sections_are_judged_as_of_the_visit(crawler: Any) -> None:
    """The crawl's stages read a page as of its visit (``visited_at``), as a replay
    does: a list dated after the visit is no discussion the visit could have read (an
    event schedule's), whatever day the stages run."""
    thread = _thread("2025.03.20.")
    page = (
        f"<html><head><meta property='article:published_time' content='2025-03-20T07:15:00+01:00'></head><body>{_ARTICLE}"
        f"<div class='x9'>{thread}</div></body></html>"
    )
    counts = []
    for visited in ("2025-03-21T12:00:00+00:00", "2025-03-10T12:00:00+00:00"):
        item = await _through(
            crawler, page_item(page, visited_at=visited), RecordSectionsPipeline, CommentSectionsPipeline
        )
        counts.append([len(s.records) for s in item.sections])
    assert counts == [[3], []]

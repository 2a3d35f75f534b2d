"""The real-page evaluation's parts: the token score, the dragnet split (committed, and
remade by its rule), the snippet and pingback scores, what counts as a change, and the
extraction child on a release without ``comspider.extract``."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

from comspider_lab.evaluation._dragnet_split import SPLIT_FILE, derived_site, load_split, make_split
from comspider_lab.evaluation._page_runs import Extractor, extract_pages
from comspider_lab.evaluation._real_corpora import TrafilaturaPage, dragnet_pages
from comspider_lab.evaluation._real_pages_baseline import page_change, read_pages, write_pages
from comspider_lab.evaluation._real_pages_scores import PageResult, TrafilaturaGold, score_trafilatura
from comspider_lab.evaluation._real_pages_tables import (
    assessed_table,
    assessed_verdicts,
    count_snippets,
    not_comment_snippets,
)
from comspider_lab.evaluation._tokens import token_score, tokens


def test_tokens_are_lowercase_unicode_words_counted_as_multisets() -> None:
    assert tokens(["Progress Trap said,", None, "Ça va? ça VA!"]) == {
        "progress": 1,
        "trap": 1,
        "said": 1,
        "ça": 2,
        "va": 2,
    }
    score = token_score(tokens(["a a b c"]), tokens(["a b b"]))
    assert (score.precision, score.recall) == (0.5, 2 / 3)  # matched: a once, b once
    assert token_score(tokens([]), tokens(["a"])).f1 == 0.0


def test_the_committed_split_is_what_its_rule_makes_and_places_every_page(shared_data: Path) -> None:
    pages = dragnet_pages(shared_data)
    committed = json.loads(SPLIT_FILE.read_text(encoding="utf-8"))
    remade = make_split(pages)
    assert committed["parts"] == remade["parts"] and committed["derived_sites"] == remade["derived_sites"]
    split = load_split(pages)
    with_comments = {
        part: sum(1 for p in pages if p.has_comments and split.part(p) == part) for part in ("tune", "report")
    }
    assert abs(with_comments["tune"] - with_comments["report"]) <= 2, with_comments


def test_a_page_without_a_site_gets_the_host_most_of_its_links_point_to() -> None:
    html = b"""<a href="http://blog.example.com/a">x</a><a href='http://blog.example.com/b'>
    <a href="https://twitter.com/x"><a href="https://twitter.com/y"><a href="https://twitter.com/z">
    <a href="http://one.blogspot.com/"><a href="http://two.blogspot.com/"><a href="http://three.blogspot.com/">"""
    # twitter is a service; three blogspot blogs do not outvote the page's own host
    assert derived_site(html, "R1") == "example.com"
    assert derived_site(b"<p>no links</p>", "R1") == "page:R1"


def test_a_snippet_is_found_in_the_concatenated_comments_and_pingbacks_are_told() -> None:
    page = TrafilaturaPage(
        "trafilatura/x.html", "x.html", Path("x.html.gz"), "http://x", ("Great  POST, thanks", "absent")
    )
    gold = TrafilaturaGold("10", ("[…] a pingback from another blog about it […]",), True)
    texts = ["Ann", "May 3", "great post,\nthanks a lot", "a pingback from another blog"]
    result = score_trafilatura(
        page, gold, texts, 2, ["great post,\nthanks a lot", "a pingback from another blog"]
    )
    assert (result.found, result.reachable, result.pingbacks) == ("10", "10", 1)


def test_what_counts_as_a_change() -> None:
    def dragnet(n: int, f1: float | None, gold: str = "comments") -> PageResult:
        return PageResult("dragnet/1", n, gold=gold, f1=f1)

    assert page_change(dragnet(3, 0.95), dragnet(3, 0.91)) is None
    assert page_change(dragnet(3, 0.95), dragnet(0, 0.0)).what == "F1 down: gives nothing now"  # type: ignore[union-attr]
    assert page_change(dragnet(0, None, "none"), dragnet(2, None, "none")).what == "false page appeared"  # type: ignore[union-attr]
    before = PageResult("trafilatura/a", 3, found="11")
    assert page_change(before, PageResult("trafilatura/a", 3, found="01")).what == "1 snippet(s) lost"  # type: ignore[union-attr]


def test_results_files_read_back_as_written(tmp_path: Path) -> None:
    pages = {
        "dragnet/1": PageResult(
            "dragnet/1", 2, part="tune", site="a.org", gold="comments", p=0.5, r=1.0, f1=2 / 3
        )
    }
    write_pages(tmp_path / "r.json", {"crawler": "x"}, pages, compact=True)
    about, back = read_pages(tmp_path / "r.json")
    assert about == {"crawler": "x"} and back["dragnet/1"] == PageResult(
        "dragnet/1", 2, gold="comments", f1=0.667
    )


def test_an_old_release_goes_through_its_extract_comments_with_its_own_models(tmp_path: Path) -> None:
    # A stand-in for a release without comspider.extract (as fce62fb): its
    # extraction.comments.extract_comments, and its own models package.
    tree = tmp_path / "old"
    (tree / "comspider" / "extraction").mkdir(parents=True)
    (tree / "models").mkdir()
    (tree / "comspider" / "__init__.py").write_text("")
    (tree / "comspider" / "extraction" / "__init__.py").write_text("")
    (tree / "models" / "__init__.py").write_text("WHICH = 'the old tree'\n")
    (tree / "comspider" / "extraction" / "comments.py").write_text(
        textwrap.dedent(
            """
            from types import SimpleNamespace
            import comspider_models

            def extract_comments(html, *, fallback_url, reference_time):
                c = SimpleNamespace(author="A", published_text=reference_time.isoformat(),
                                    text=comspider_models.WHICH, depth=0)
                return [SimpleNamespace(comment=c, parent_id=None)] if b"comment" in html else []
            """
        )
    )
    page = tmp_path / "page.html"
    page.write_bytes(b"<p>a comment</p>")
    runs = extract_pages([("p", page)], Extractor(python=sys.executable, tree=tree), jobs=1)
    (comment,) = runs["p"].comments
    assert comment.author == "A" and comment.published_text == "2026-11-01T00:00:00+00:00"
    assert comment.text == "the old tree"  # not this checkout's models


def test_the_assessment_moves_gold_gaps_out_of_the_comment_free_pages() -> None:
    """A page the assessor found to hold readers' comments leaves the comment-free pages;
    one it found to hold something else, or a mix, stays a false page; an unassessed one
    counts by the gold."""
    pages = {
        f"dragnet/{k}": PageResult(f"dragnet/{k}", n, part="report", gold="none")
        for k, n in (("gap", 4), ("pingback", 1), ("mix", 3), ("unseen", 2), ("quiet", 0), ("quiet2", 0))
    }
    verdicts = {"gap": "comments", "pingback": "not_comments", "mix": "mixed"}
    table = assessed_table(pages, "x", verdicts)
    report = next(line for line in table.splitlines() if line.startswith("| report"))
    assert report == "| report | 0.667 (4/6) | 1 | 0.600 (3/5) | 1 / 1 |"
    assert assessed_verdicts()  # the committed file reads


def test_snippets_an_assessor_found_to_be_no_comment_can_be_left_out() -> None:
    pages = [
        PageResult("trafilatura/a", 1, found="10", reachable="11"),
        PageResult("trafilatura/b", 0, found="0", reachable="1"),
    ]
    assert count_snippets(pages, True) == (1, 3)
    assert count_snippets(pages, True, {("trafilatura/b", 0)}) == (1, 2)
    assert not_comment_snippets()  # the committed assessment reads


def test_authors_that_went_into_the_texts_are_a_change() -> None:
    """dragnet 418 with four of its 274 records dropped: every author went into the text and
    the token F1 moved by 0.003; the comparison says so."""
    before = PageResult("dragnet/418", 274, gold="comments", f1=1.0, named=274)
    after = PageResult("dragnet/418", 270, gold="comments", f1=0.9975, named=12)
    change = page_change(before, after)
    assert change is not None and change.what == "authors lost", change
    assert page_change(before, PageResult("dragnet/418", 274, gold="comments", f1=1.0, named=270)) is None
    # a baseline without the count (older than it) says nothing
    assert page_change(PageResult("dragnet/418", 274, gold="comments", f1=1.0), after) is None

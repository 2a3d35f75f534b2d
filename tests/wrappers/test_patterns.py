"""A comment section's pattern learnt on one page finds the section of another page of the
template: one comment too, replies in place, nothing where there are no comments."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection
from comspider.wrappers.model import RecordPattern
from comspider.wrappers.patterns import (
    Located,
    container_pattern,
    element_path,
    learn_pattern,
    locate,
    subtree_code,
)
from comspider_lab.synthetic import news_page


def _comments(html: str) -> RecordSection:
    """The largest section of a page (its comments, on these pages)."""
    return max(find_sections(html), key=lambda s: len(s.records))


def _learnt(template: str) -> tuple[str, str, RecordPattern]:
    section = _comments(news_page(25, seed=0, template=template).html)
    pattern = learn_pattern(section)
    assert pattern is not None
    return container_pattern(section.container), element_path(section.container), pattern


def _locate(html: str, learnt: tuple[str, str, RecordPattern]) -> Located | None:
    return locate(parse_html(html), *learnt)


@pytest.mark.parametrize("template", ["wordpress", "threads", "flat"])
@pytest.mark.parametrize("n", [1, 2, 5, 12])
def test_a_learnt_pattern_finds_every_comment_of_another_page(template: str, n: int) -> None:
    learnt = _learnt(template)
    page = news_page(n, seed=7 + n, template=template)
    found = _locate(page.html, learnt)
    assert found is not None
    assert [r.node.get("id") for r in found.records] == [c.id for c in page.comments]
    parents = [
        found.records[r.parent].node.get("id") if r.parent is not None else None for r in found.records
    ]
    assert parents == [page.comments[c.parent].id if c.parent is not None else None for c in page.comments]
    assert [r.depth for r in found.records] == [c.depth for c in page.comments]


def test_the_container_pattern_names_no_position() -> None:
    xpath, path, pattern = _learnt("wordpress")
    assert xpath == (
        '//div[@id="comments"]/ol[contains(concat(" ", normalize-space(@class), " "), " comment-list ")]'
    )
    assert path.startswith("/html/body/") and "[" not in xpath.split("]/")[-1].split("[")[0]
    assert pattern.tag == "li" and "comment" in pattern.classes and pattern.nested
    assert pattern.invariants, "the template parts every comment repeats"


def test_nothing_where_the_page_has_no_comments() -> None:
    learnt = _learnt("wordpress")
    html = news_page(0, seed=3, template="wordpress").html
    assert _locate(html, learnt) is None
    assert _locate("<html><body><p>Another kind of page</p></body></html>", learnt) is None


def test_records_must_hold_the_template_parts_and_show() -> None:
    """An element of the records' kind without any of their invariant subtrees (a notice
    styled as a comment), or hidden (a script's record template), is no record."""
    learnt = _learnt("wordpress")
    page = news_page(3, seed=5, template="wordpress")
    root = parse_html(page.html)
    (ol,) = root.xpath(learnt[0])
    notice = lxml_html.fragment_fromstring(
        '<li class="comment" id="comment-x"><p>Comments are moderated.</p></li>'
    )
    hidden = lxml_html.fragment_fromstring(
        lxml_html.tostring(ol[0], encoding=str).replace(
            'class="comment', 'style="display:none" class="comment', 1
        )
    )
    ol.append(notice)
    ol.append(hidden)
    found = locate(root, *learnt)
    assert found is not None
    assert [r.node.get("id") for r in found.records] == [c.id for c in page.comments]


def test_collapsed_replies_are_records_as_the_full_method_reads_them() -> None:
    """Replies collapsed under their comment (``ol.children[hidden]`` until "3 replies" is
    clicked: Alpen's ``div.posting--replies``) are comments, as the full method reads them
    (comspider.records.visibility): a wrapper that left them out read every later page of
    the template without its collapsed replies, and the visits after the one it was learnt
    on wrote them as removed."""
    learnt = _learnt("wordpress")
    page = news_page(12, seed=19, template="wordpress")
    collapsed = page.html.replace('<ol class="children">', '<ol class="children" hidden>')
    assert collapsed != page.html and any(c.parent is not None for c in page.comments)
    found = _locate(collapsed, learnt)
    assert found is not None
    assert [r.node.get("id") for r in found.records] == [c.id for c in page.comments]
    assert [r.depth for r in found.records] == [c.depth for c in page.comments]


def test_the_absolute_path_is_the_fallback() -> None:
    """A container whose id changed: the generalised pattern selects nothing, the path
    the container had still leads to it."""
    xpath, path, pattern = _learnt("wordpress")
    page = news_page(2, seed=9, template="wordpress")
    moved = page.html.replace('id="comments"', 'id="discussion"')
    found = locate(parse_html(moved), xpath, path, pattern)
    assert found is not None and len(found.records) == 2


def test_subtree_codes_are_structure_only() -> None:
    a = lxml_html.fragment_fromstring(
        '<div class="meta"><a href="/u/1">Ann</a><time datetime="x">1 h</time></div>'
    )
    b = lxml_html.fragment_fromstring(
        '<div class="meta"><a href="/u/2">Bob</a><time datetime="y">2 h</time></div>'
    )
    c = lxml_html.fragment_fromstring('<div class="meta"><a href="/u/2">Bob</a></div>')
    assert subtree_code(a) == subtree_code(b) != subtree_code(c)


def test_a_record_of_another_variant_beside_the_records_is_one_too() -> None:
    """A commenter without a website (no link around the name) on a comment nobody can
    like changes the structure codes of the record's header and actions, its invariant
    parts: beside the records, with parts of the same kinds, it is still a record (a real
    blog's wrapper lost 18 of 273 comments to this)."""
    learnt = _learnt("wordpress")
    page = news_page(5, seed=5, template="wordpress", reply_rate=0.0)
    root = parse_html(page.html)
    (ol,) = root.xpath(learnt[0])
    variant = ol[2]
    for link in variant.xpath(".//a[@class='url']"):
        link.drop_tag()
    for button in variant.xpath(".//button"):
        button.drop_tree()
    found = locate(root, *learnt)
    assert found is not None
    assert [r.node.get("id") for r in found.records] == [c.id for c in page.comments]


def test_a_tables_wrapper_reads_it_with_or_without_the_body_a_browser_adds() -> None:
    """A wrapper learnt on a table of comments as the browser rendered it (a ``tbody`` in
    it) finds them in the served HTML of the next page (none), and the other way round."""
    from comspider.records.dom import parse_html
    from comspider.records.invariants import find_sections
    from comspider.wrappers.patterns import find_records, learn_pattern

    def row(n: int, name: str, text: str) -> str:
        return (
            f"<tr id='77{n}'><td class='a'><img src='/av/{n}.svg' alt='{name}' width='50' height='50'><br>"
            f"<span>{name}</span></td><td class='t'><p>{text}</p><p class='d'>14/06/2016 ore 1{n}:22</p></td></tr>"
        )

    rows = (
        row(3, "Nicola Di Iorio", "Mio nonno faceva questo tratturo a piedi fino a Foggia, ventotto giorni.")
        + row(4, "Maria Grazia", "Li abbiamo aspettati al ponte con i bambini della scuola. Una festa.")
        + row(5, "Pina", "Bellissimo. Speriamo che l'UNESCO si muova davvero.")
    )

    def page(body: str) -> str:
        return (
            "<html><body><div class='art'><h1>Transumanza</h1><p>Le pecore sono arrivate.</p></div>"
            f"<div class='vp'><h3>Le vostre parole</h3><table class='box'>{body}</table></div></body></html>"
        )

    for learnt_on, read in ((f"<tbody>{rows}</tbody>", rows), (rows, f"<tbody>{rows}</tbody>")):
        section = max(find_sections(parse_html(page(learnt_on))), key=lambda s: len(s.records))
        pattern = learn_pattern(section)
        assert pattern is not None
        other = max(find_sections(parse_html(page(read))), key=lambda s: len(s.records))
        found = find_records(other.container, pattern)
        assert found is not None and len(found.records) == 3

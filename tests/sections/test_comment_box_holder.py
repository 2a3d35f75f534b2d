"""The comments' own box, mined as a record beside the article's box (two sibling boxes
of the same shape), holds the comments without being one: its heading and its log-in
line are no comment (comspider/sections/selection.py, ``prune_records``)."""

from __future__ import annotations

from comspider import extract
from comspider.records.dom import parse_html
from comspider.records.model import Record, RecordSection
from comspider.sections.selection import prune_records

WORDS = (
    "Meters will only work if the leaks are fixed first, the average bill is a guess at best.",
    "And how do you propose to pay for fixing the pipes? The money has to come from somewhere.",
)


def _page() -> str:
    comments = "".join(
        f"<div class='kx-c' id='c-{k}'><p class='kx-n'><b>Reader {k}</b> wrote:</p>"
        f"<div class='kx-t'><p>{text}</p></div>"
        f"<p class='kx-d'>Posted on 1{k}/03/2013 at 11:0{k} · <a href='/report/{k}'>Report</a></p></div>"
        for k, text in enumerate(WORDS)
    )
    return (
        "<html><body><div class='kx-main'>"
        "<div class='kx-box'><h1>Water meters for every home by 2014</h1><p class='kx-by'>Staff reporter | 10/03/2013</p>"
        + "<p>The government confirmed the charges would start next year for every household.</p>" * 5
        + "</div>"
        + f"<div class='kx-box'><h4>Reader comments (2)</h4>{comments}"
        + "<p class='kx-f'><a href='/account/login'>Log in</a> or <a href='/account/register'>register</a> to join "
        "the debate. The paper reserves the right to remove posts that breach its terms.</p></div>"
        + "</div></body></html>"
    )


def test_the_comments_box_beside_the_articles_is_no_comment() -> None:
    comments = extract(_page(), "http://argus.example/news/water-meters-for-every-home-by-2014")
    assert [c.text for c in comments] == list(WORDS)
    assert [c.author for c in comments] == ["Reader 0", "Reader 1"]


def test_a_record_holding_records_that_do_not_answer_it_goes() -> None:
    """As the record search gave set CH's page: the article's box and the comments' box as two
    records, and the comments attached to the first; the second holds them, answers nobody
    and is answered by none, and shows no date: it is their box."""
    root = parse_html(_page())
    main = root.find_class("kx-main")[0]
    story, box = main.find_class("kx-box")
    comments = box.find_class("kx-c")
    records = [Record(story), *(Record(c, parent=0, depth=1) for c in comments), Record(box)]
    pruned = prune_records(RecordSection(main, records))
    assert box not in [r.node for r in pruned.records]
    assert [r.node for r in pruned.records if r.node is not story] == comments


def test_a_comment_whose_replies_sit_inside_it_stays() -> None:
    root = parse_html(_page())
    box = root.find_class("kx-box")[1]
    first, second = box.find_class("kx-c")
    first.append(second)  # the second answers the first, inside its element
    records = [Record(first), Record(second, parent=0, depth=1)]
    pruned = prune_records(RecordSection(box, records))
    assert [r.node for r in pruned.records] == [first, second]

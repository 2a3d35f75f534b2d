"""Replies nested by their indentation once the record that held them all (the journal's
entry, taken for their root) has left the section."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider
from comspider.records.dom import parse_html
from comspider.records.model import Record, RecordSection
from comspider.sections import selection

_NAMES = ["morskoy_kot", "ira_pishet", "morskoy_kot", "lodochnik", "ira_pishet", "lena_sever"]
_MARGINS = [0, 25, 50, 0, 25, 0]
_TEXTS = [
    "Знакомая история, у нас мост тоже обещают открыть к зиме уже третий год подряд.",
    "Третий год это ещё ничего, у нас подрядчика меняли два раза за лето.",
    "Утешили, спасибо, теперь буду ждать спокойнее.",
    "А автобус теперь ходит через Заречье или маршрут оставили прежним?",
    "Поменяли с октября, каждый рейс идёт через Заречье, плюс двадцать минут.",
    "Перепостила к себе в журнал, пусть соседи тоже прочитают.",
]


def _comment(k: int) -> str:
    cid = 184321 + 256 * k
    return (
        f"<a name='t{cid}'></a><div id='ljcmt{cid}' style='margin-left: {_MARGINS[k]}px; margin-top: 5px'>"
        "<table width='100%' cellpadding='4' cellspacing='0' class='talkread'><tr><td valign='top' width='100'>"
        f"<img src='/pic/{k}' width='100' height='100' alt=''></td><td valign='top'>"
        f"<div class='talk-head'><span class='ljuser' lj:user='{_NAMES[k]}'><a href='/u/{_NAMES[k]}/profile'>"
        "<img src='/img/userinfo.gif' alt='[info]' width='17' height='17'></a>"
        f"<a href='/u/{_NAMES[k]}'><b>{_NAMES[k]}</b></a></span><br>"
        f"<span class='talk-date'><a href='/31742.html?thread={cid}#t{cid}'>2008-11-14 0{k + 1}:12 pm (UTC)</a>"
        f"</span></div><div class='talk-body'><p>{_TEXTS[k]}</p></div>"
        f"<div class='talk-links'>(<a href='/31742.html?replyto={cid}'>Ответить</a>) "
        f"(<a href='/31742.html?thread={cid}#t{cid}'>Ветвь дискуссии</a>)</div>"
        "</td></tr></table></div>"
    )


PAGE = (
    "<html><head><title>Мост</title></head><body><div id='main'>"
    "<div class='entry'><div class='entry-head'>14 ноября 2008, 20:30 · <a href='/31742.html'>ссылка</a></div>"
    "<h2 class='entry-title'>Мост через Торопу</h2><div class='entry-text'>"
    + "Ремонт моста через реку снова затянулся, и в администрации района говорят, что движение откроют к "
    "Новому году, а рабочие отвечают, что всё зависит от того, когда придут деньги.<br><br>"
    * 3
    + "</div><div class='entry-foot'>Метки: <a href='/tag/most'>мост</a><br>"
    "<a href='/31742.html?mode=reply'>Оставить комментарий</a></div></div>"
    "<div class='thread-page'><b>6 комментариев</b> · <a href='/31742.html?mode=reply'>Ответить</a></div>"
    "<div id='talk'>"
    + "".join(_comment(k) for k in range(len(_TEXTS)))
    + "</div><div class='thread-page'><a href='/31742.html?mode=reply'>Ответить</a></div>"
    "</div></body></html>"
)


def test_a_journals_replies_indented_by_margin_keep_their_parents_under_the_entry() -> None:
    comments = comspider.extract(
        PAGE, "https://toropets.example/31742.html", visited_at=datetime(2008, 11, 20, tzinfo=UTC)
    )
    assert [c.author for c in comments] == _NAMES
    by_id = {c.comment_id: k for k, c in enumerate(comments)}
    assert [by_id.get(c.parent_id) if c.parent_id else None for c in comments] == [None, 0, 1, None, 3, None]
    assert [c.depth for c in comments] == [0, 1, 2, 0, 1, 0]


def test_replies_a_dropped_entry_held_take_their_levels_from_their_indentation() -> None:
    """The finder's reading of a journal page (set EN's LiveJournal entry): the entry a
    record holding the indented comments as its replies, the pager after the list a
    record of its own; both go, and the comments nest by their margins. A dropped comment
    inside the list (a deleted one) keeps its place, so its reply goes up to its level's
    parent, not under the comment before it."""
    root = parse_html(PAGE)
    main = root.get_element_by_id("main")
    entry, pager = main.find_class("entry")[0], main.find_class("thread-page")[-1]
    comments = [el for el in root.iter("div") if (el.get("id") or "").startswith("ljcmt")]
    records = [Record(entry), *(Record(c, parent=0, depth=1) for c in comments), Record(pager)]
    section = RecordSection(container=main, records=records)
    kept = selection._without(selection._renested(section, {0, len(records) - 1}), {0, len(records) - 1})
    assert [(r.node.get("id"), r.parent, r.depth) for r in kept.records] == [
        (c.get("id"), p, d) for c, p, d in zip(comments, [None, 0, 1, None, 3, None], _DEPTHS, strict=True)
    ]
    # the fourth comment deleted: its reply answers nobody left, at the top level
    gone = selection._without(
        selection._renested(section, {0, 4, len(records) - 1}), {0, 4, len(records) - 1}
    )
    assert [(r.parent, r.depth) for r in gone.records] == [(None, 0), (0, 1), (1, 2), (None, 0), (None, 0)]


_DEPTHS = [0, 1, 2, 0, 1, 0]

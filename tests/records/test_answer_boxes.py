"""One voice's answers boxed at the end of the comments they answer become replies of
their own, with the answerer as author; a quotation opening a comment stays its text."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.fields.extractor import comment_fields
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection

REF = datetime(2010, 8, 1, tzinfo=UTC)


def _comment(n: int, name: str, text: str, box: str = "") -> str:
    return (
        f'<li class="note" id="n-{n}"><p class="who"><b>{name}</b> wrote on {10 + n} July 2010 at 20:1{n}:</p>'
        f'<div class="said"><p>{text}</p>{box}</div></li>'
    )


def _page(items: str) -> str:
    article = "".join(
        f"<p>Sentence {i} of the post about tomato leaves curling in the heat.</p>" for i in range(6)
    )
    return f"<html><body><div class='post'>{article}</div><ol class='notes'>{items}</ol></body></html>"


def _best(html: str) -> RecordSection:
    return max(find_sections(html), key=lambda s: len(s.records))


def test_answers_boxed_at_the_end_of_the_comments_are_replies() -> None:
    answer = '<div class="inline"><b>Fern replies:</b> <i>{}</i></div>'
    items = _comment(
        1, "Margaret", "Mine curled from the top down last year.", answer.format("It was the heat, I think.")
    )
    items += _comment(
        2, "Jim", "Have you tried shading the glass in June?", answer.format("Not yet, the paint waits.")
    )
    items += _comment(3, "Shirley", "Lovely blog, found it looking for this.")
    section = _best(_page(items))
    assert [r.parent for r in section.records] == [None, 0, None, 2, None]
    comments = comment_fields(section, reference_time=REF)
    assert [c.author for c in comments] == ["Margaret", "Fern", "Jim", "Fern", "Shirley"]
    assert comments[0].text == "Mine curled from the top down last year."
    assert comments[1].text == "It was the heat, I think."


def test_a_quotation_opening_a_comment_stays_its_text() -> None:
    quote = '<div class="q"><b>Jim wrote:</b> <i>shading the glass in June</i></div>'
    items = _comment(1, "Margaret", "Mine curled from the top down last year.")
    items += _comment(2, "Anna", quote + "<p>I did that and it worked.</p>")
    items += _comment(3, "Colin", quote + "<p>Whitewash is cheap too.</p>")
    section = _best(_page(items))
    assert len(section.records) == 3 and all(r.parent is None for r in section.records)


def test_answers_boxed_under_a_header_line_of_their_own_are_replies() -> None:
    """A Taiwanese blog's owner answers inside the reader's box under a header line of her
    own ("版主 <b>阿娟</b> 回覆於 2010/05/03 22:10", set BH, built blind)."""
    answer = '<div class="bz"><div class="bzh">版主 <b>阿娟</b> 回覆於 2010/07/{} 22:10</div><div class="bzb">{}</div></div>'
    items = _comment(
        1, "小芸", "照著做了，蘿蔔絲先炒過真的差很多！", answer.format(11, "謝謝小芸～阿嬤的稱讚最珍貴了！")
    )
    items += _comment(
        2, "路人甲", "請問在來米粉可以換成糯米粉嗎？", answer.format(12, "不建議喔，糯米粉做出來會太軟。")
    )
    items += _comment(3, "阿偉", "電鍋蒸的話外鍋要放幾杯水啊？")
    section = _best(_page(items))
    assert [r.parent for r in section.records] == [None, 0, None, 2, None]
    comments = comment_fields(section, reference_time=REF)
    assert comments[0].text == "照著做了，蘿蔔絲先炒過真的差很多！"
    assert comments[1].text == "謝謝小芸～阿嬤的稱讚最珍貴了！"


def test_one_answer_boxed_in_a_comment_is_a_reply_when_its_label_names_the_site() -> None:
    """One answer alone is a voice when its label names the site ("پاسخ آیینه شمال:", the site
    answering), with a line of controls after it; the same label naming nobody is the
    reader's text."""

    def page(label: str) -> str:
        def card(n: int, name: str, text: str, box: str = "") -> str:
            return (
                f"<div class='nzr' id='n{n}'><div class='head'><span class='nam'>{name}</span> "
                f"<span class='t'>{10 + n}:05 - 1394/07/12</span></div><div class='matn'>{text}</div>{box}"
                "<div class='paeen'><a href='#form'>پاسخ</a></div></div>"
            )

        box = (
            f"<div class='tahririye'><b>{label}</b> ساخت دیوار ساحلی در بخش شرقی از آذرماه آغاز می‌شود.</div>"
        )
        cards = (
            card(1, "رضا", "هر سال همین موقع خبر لایروبی می‌دهند و بعد دوباره آب می‌رسد.")
            + card(2, "ناشناس", "پس ساخت دیوار ساحلی چه شد؟ بودجه‌اش سال ۹۲ تصویب شده بود.", box)
            + card(3, "مریم", "ممنون از گزارش خوبتان. عکس‌ها خیلی گویا بود.")
        )
        return (
            "<html><head><meta property='og:site_name' content='آیینه شمال'></head><body>"
            "<div class='post'><p>لایروبی رودخانه تجن پیش از فصل بارندگی آغاز شد و تا پایان آذر ادامه دارد.</p></div>"
            f"<div class='nazarat'>{cards}</div></body></html>"
        )

    section = _best(page("پاسخ آیینه شمال:"))
    assert [r.parent for r in section.records] == [None, None, 1, None]
    comments = comment_fields(section, reference_time=REF)
    assert comments[2].author == "آیینه شمال"
    assert comments[2].text == "ساخت دیوار ساحلی در بخش شرقی از آذرماه آغاز می‌شود."
    assert [r.parent for r in _best(page("پاسخ کاربر:")).records] == [None, None, None]


def _item(name: str, day: int, text: str, box: str = "") -> str:
    return f"<li><b>{name}</b> of Millbrook wrote on June {day}, 2012:<br>{text}{box}</li>"


def _visitors(items: str) -> str:
    article = "".join(
        f"<p>Sentence {i} of the story about the restored covered bridge.</p>" for i in range(6)
    )
    return f"<html><body><div class='story'>{article}</div><h3>Visitors' notes</h3><ol>{items}</ol></body></html>"


def test_one_answer_boxed_under_a_byline_of_the_comments_own_shape_is_a_reply() -> None:
    """A historical society's list: each item opens with a bold name and a date on its
    line; the secretary's one answer, a ``blockquote`` at the end of an item, opens the same
    way. One comment inside another, even alone."""
    answer = (
        "<blockquote><b>Carol (Society secretary)</b> answered on June 13, 2012:<br>"
        "Good eye, Linda. 1871 is when the first span went up.</blockquote>"
    )
    items = _item("Harold Beckwith", 12, "My great-grandfather helped build the first span in 1871.")
    items += _item("Linda Szymanski", 12, "The plaque on the east end says 1874. Which is right?", answer)
    items += _item("Pauline Reyes", 20, "Thank you to every volunteer who raised money for this.")
    section = _best(_visitors(items))
    assert [r.parent for r in section.records] == [None, None, 1, None]
    comments = comment_fields(section, reference_time=datetime(2012, 7, 1, tzinfo=UTC))
    assert comments[2].author == "Carol (Society secretary)"
    assert comments[2].text == "Good eye, Linda. 1871 is when the first span went up."
    assert comments[1].text == "The plaque on the east end says 1874. Which is right?"


def test_a_quotation_under_a_byline_at_the_end_of_a_comment_stays_its_text() -> None:
    """The same box holding an earlier comment's words ("Harold wrote on June 12:" and his
    sentence) quotes him: no comment of its own."""
    quote = (
        "<blockquote><b>Harold Beckwith</b> wrote on June 12, 2012:<br>"
        "My great-grandfather helped build the first span in 1871.</blockquote>"
    )
    items = _item("Harold Beckwith", 12, "My great-grandfather helped build the first span in 1871.")
    items += _item("Linda Szymanski", 12, "So the plaque that says 1874 is wrong, then?", quote)
    items += _item("Pauline Reyes", 20, "Thank you to every volunteer who raised money for this.")
    section = _best(_visitors(items))
    assert len(section.records) == 3 and all(r.parent is None for r in section.records)


def test_answers_boxed_under_a_dated_line_in_any_markup_are_replies() -> None:
    """A hosted blog's owner answers under a dated line of her own in whatever markup the
    host wrote it: an inline ``<span>`` opening the box, or a footer line "NAME | DATE" under
    the answer's text (sets FA and FB, built blind). The comment keeps its own dated line
    outside the box."""
    header = '<div class="or"><span class="t">阿布 回覆於 2010/07/{}</span><br>{}</div>'
    footer = '<div class="res"><div class="rt">{1}</div><p class="ri">こむぎ | 2010/07/{0}</p></div>'
    for box in (header, footer):
        items = _comment(
            1, "小米粒", "看起來好好吃喔！請問這家幾點開始營業？", box.format(11, "他們早上六點就開了。")
        )
        items += _comment(
            2, "府城胖子", "老闆是不是有點兇？不過粥真的沒話說。", box.format(12, "老闆其實人很好啦。")
        )
        items += _comment(3, "喵喵", "版主的照片拍得好清楚，請問是用什麼相機？")
        section = _best(_page(items))
        assert [r.parent for r in section.records] == [None, 0, None, 2, None], box
        comments = comment_fields(section, reference_time=REF)
        assert comments[1].text == "他們早上六點就開了。"
        assert comments[0].text == "看起來好好吃喔！請問這家幾點開始營業？"


def test_a_comments_own_body_under_its_only_dated_line_is_no_answer() -> None:
    """A template that writes the name outside and the date inside the body's box ("<div
    class=body><p>posted 12 July 2010</p><p>text</p></div>") holds one comment a record: the
    box's dated line is the record's only one."""

    def item(n: int, name: str, text: str) -> str:
        return (
            f'<li class="c"><span class="who">{name} Longname-Householder</span><div class="body">'
            f"<p class='when'>posted on {10 + n} July 2010</p><p>{text}</p></div></li>"
        )

    items = item(1, "Margaret", "Mine curled from the top down last year, and the year before.")
    items += item(2, "Jim", "Have you tried shading the glass in June? It helped mine.")
    items += item(3, "Shirley", "Lovely blog, found it looking for exactly this problem.")
    section = _best(_page(items))
    assert len(section.records) == 3 and all(r.parent is None for r in section.records)

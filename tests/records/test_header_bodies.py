"""Comments written as a header line and the paragraphs after (or before) it, all siblings:
each header takes the body of its own length."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.flatten import flatten
from comspider.records.header_bodies import header_bodies

READ_AT = datetime(2012, 6, 1, tzinfo=UTC)
NAMES = ["Olga Svobodová", "Karel N.", "Jitka Malá", "Pavel"]
BODIES = [
    ["Ten chodník slibujete už potřetí, letos tomu věřím ještě méně než minule."],
    [
        "Projektová dokumentace je hotová a kraj vypsal dotace na chodníky.",
        "Žádost podáme v lednu, termín je do konce února.",
        "<ul><li>chodník</li><li>zastávka</li></ul>",
    ],
    ["Hlavně tu zastávku u Jednoty, přístřešek je rozbitý od loňské vichřice."],
    ["Díky za program ve schránce, aspoň vím, co kdo slibuje."],
]


def _page(thread: str, after: str = "") -> str:
    return (
        '<html lang="cs"><head><meta property="article:published_time" content="2012-05-20T10:00:00+02:00"></head>'
        "<body><h1>Náš program pro obec</h1><p>Zveřejněno 20.05.2012. Představujeme program pro příští volby.</p>"
        f'<div class="d"><h3>Diskuse k článku</h3>{thread}{after}</div></body></html>'
    )


def _leading() -> str:
    return "".join(
        f'<p class="hlava"><strong>{name}</strong> | {21 + k}.05.2012 20:1{k} | <a href="/r?na={k}">reagovat</a></p>'
        + "".join(b if b.startswith("<") else f"<p>{b}</p>" for b in body)
        for k, (name, body) in enumerate(zip(NAMES, BODIES, strict=True))
    )


def _closing() -> str:
    return "".join(
        "".join(b if b.startswith("<") else f"<p>{b}</p>" for b in body)
        + f"<p><small>&mdash; <b>{name}</b>, 21.05.2012 2{k}:1{k}</small></p>"
        for k, (name, body) in enumerate(zip(NAMES, BODIES, strict=True))
    )


def _found(html: str) -> list[tuple[str | None, str]]:
    comments = extract_comments(
        parse_html(html), fallback_url="http://obec.example/program", reference_time=READ_AT
    )
    return [(pc.comment.author, pc.comment.text or "") for pc in comments]


def test_headers_take_the_paragraphs_after_them_whatever_their_number() -> None:
    found = _found(_page(_leading(), '<h3>Přidat příspěvek</h3><form><textarea name="t"></textarea></form>'))
    assert [a for a, _t in found] == NAMES
    assert "Žádost podáme v lednu" in found[1][1] and "zastávka" in found[1][1]
    assert found[3][1].startswith("Díky za program")  # the form's heading is no part of the last body


def test_headers_close_the_paragraphs_before_them() -> None:
    found = _found(_page(_closing()))
    assert [a for a, _t in found] == NAMES
    assert found[0][1].startswith("Ten chodník") and "Projektová" in found[1][1]


def test_paragraphs_the_patterns_took_among_the_headers_are_bodies() -> None:
    # every paragraph of the closing list is a record of the same pattern: the dated lines head the runs
    root = parse_html(_page(_closing()))
    flat = flatten(root)
    paragraphs = [flat.index[p] for p in root.xpath('//div[@class="d"]/p')]
    bodies = header_bodies(flat, paragraphs)
    assert [flat.nodes[h].findtext(".//b") for h in bodies] == NAMES
    assert [len(parts) for parts in bodies.values()] == [1, 3, 1, 1]


def test_whole_records_side_by_side_are_no_headers() -> None:
    root = parse_html(
        _page(
            "".join(
                f"<p>{name} schrieb am {k}.05.2012 um 20:10 Uhr: Das ist gut.</p>"
                for k, name in enumerate(NAMES)
            )
        )
    )
    flat = flatten(root)
    assert header_bodies(flat, [flat.index[p] for p in root.xpath('//div[@class="d"]/p')]) == {}


def test_undated_short_lines_among_prose_are_no_headers() -> None:
    # a list of titles and teasers: short lines without a date head nothing
    items = "".join(
        f"<p>{t}</p><p>Ein langer Anrisstext über das Thema mit vielen Wörtern, die nichts datieren.</p>"
        for t in ("Neue Brücke", "Alte Mühle", "Das Stadtfest", "Der Markt")
    )
    root = parse_html(_page(items))
    flat = flatten(root)
    assert header_bodies(flat, [flat.index[p] for p in root.xpath('//div[@class="d"]/p')]) == {}


def test_a_japanese_blog_s_posted_by_lines_close_their_paragraphs() -> None:
    # a text of wide characters has no spaces between its words: it still outweighs its byline
    texts = [
        "うちの近所でも同じことがありました。通りが急に静かになった気がします。",
        "森下さんのコラム、毎週楽しみにしています。さっそく今日スーパーで試してみます。",
        "駅前に大型店ができてから商店街の店が半分になりました。区はもう少し何かできなかったのかと思います。",
        "父も同じように去年店を閉めました。読みながら泣いてしまいました。",
    ]
    names = ["商店街の住人", "ゆうこ", "タカハシ", "元・八百屋の娘"]
    thread = "".join(
        f'<p>{t}</p><p align="right"><font size="2">Posted by {n} at 2012年05月2{k}日 2{k}:41</font></p><hr>'
        for k, (t, n) in enumerate(zip(texts, names, strict=True))
    )
    html = (
        '<html lang="ja"><head><meta property="article:published_time" content="2012-05-20T10:00:00+09:00"></head>'
        "<body><h1>八百屋が閉まった日</h1><p>閉店の日、シャッターには手書きの貼り紙があった。</p>"
        '<p align="right"><font size="2">森下 聡</font></p>'
        f"<h3>この記事へのコメント</h3>{thread}<p><b>コメントを書く</b></p><form><textarea></textarea></form>"
        "</body></html>"
    )
    found = _found(html)
    assert [a for a, _t in found] == names
    assert [t for _a, t in found] == texts

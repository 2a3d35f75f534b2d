"""Boards shown under an article (the shapes of set BD, built blind), found by
``comspider.extract`` on their evidence: an anonymous board whose posts answer each other
by ">>n" links to each other's anchors (most posters keep the default name), opened by
the site's post that restates the headline."""

from __future__ import annotations

from comspider import extract

VISITED = "2012-06-20T00:00:00Z"


def _page(head: str, h1: str, board: str, lang: str) -> bytes:
    return (
        f'<html lang="{lang}"><head><meta charset="utf-8"><title>{h1}</title></head><body>'
        f'<div class="post"><h1>{h1}</h1><p class="meta">{head}</p>'
        f"<p>{'町は十八日、駅舎を建て替えると発表した。' * 8 if lang == 'ja' else 'La obra costará dos millones. ' * 20}</p></div>"
        f"{board}</body></html>"
    ).encode()


def test_an_anonymous_board_answers_itself_by_its_anchors() -> None:
    posts = [
        (
            "ニュース速報＠町",
            "2012/04/18(水) 18:00:12",
            "【町】川辺駅の駅舎、来年春に建て替えへ　木造の旧駅舎は一部保存<br>町は発表した。",
        ),
        ("名無しさん", "2012/04/18(水) 18:04:51", "ついに建て替えか。あの木の改札が好きだったんだけどな"),
        (
            "名無しさん",
            "2012/04/18(水) 18:07:30",
            '<a href="#r2">&gt;&gt;2</a> 改札の柵は保存するらしいぞ。記事に書いてある',
        ),
        ("名無しさん", "2012/04/18(水) 18:12:02", '<a href="#r3">&gt;&gt;3</a> マジか、それならいいや'),
        ("駅前の住人", "2012/04/18(水) 18:30:44", "工事中は仮駅舎になるのかな。朝の通学で混みそう"),
        (
            "名無しさん",
            "2012/04/18(水) 18:41:19",
            '<a href="#r5">&gt;&gt;5</a> 駐輪場のところに仮駅舎を建てるって町の広報に出てた',
        ),
        ("名無しさん", "2012/04/18(水) 19:02:03", "エレベーターは付くの？ 階段しかないから親が使えない"),
        (
            "鉄ちゃん",
            "2012/04/18(水) 19:15:58",
            "旧駅舎の写真を撮っておくなら今年のうち。夕方の西日が一番いい",
        ),
        (
            "名無しさん",
            "2012/04/18(水) 19:30:10",
            '<a href="#r7">&gt;&gt;7</a> 付く。バリアフリー化が一番の理由',
        ),
    ]
    board = (
        '<div class="bbs"><h3>この記事の掲示板</h3><dl class="th">'
        + "".join(
            f'<dt id="r{n}">{n} ：<span class="nm"><b>{name}</b></span>：{when}</dt><dd class="res">{text}<br><br></dd>'
            for n, (name, when, text) in enumerate(posts, 1)
        )
        + "</dl></div>"
    )
    html = _page("2012年4月18日", "川辺駅の駅舎、来年春に建て替えへ　旧駅舎は一部保存", board, "ja")
    got = extract(html, url="http://town.example/news/station.html", visited_at=VISITED)
    # the site's first post is no reader's; the default name is every anonymous reader's
    assert [c.author for c in got] == [p[0] for p in posts[1:]]
    ids = {c.comment_id: k for k, c in enumerate(got)}
    assert [ids.get(c.parent_id or "") for c in got] == [None, 0, 1, None, 3, None, None, 5]
    assert (
        got[1].text == ">>2 改札の柵は保存するらしいぞ。記事に書いてある"
    )  # the reader's words, ">>2" included

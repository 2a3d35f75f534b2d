"""Blind set AB: mixed pages, this article's discussion beside a look-alike list of names, dates and short texts: the
recent house sales of a street with the agent's note beside a thread in other markup (en); the town's new board, each
member with the date appointed and a sentence, in the very markup of the opinions below it (pl); the shopkeepers' New
Year greetings in a ``<dl>`` beside a thread (ja) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ab_common import (
    PartsK,
    avatar,
    body,
    children,
    esc,
    make,
    reply_form,
    slug,
    story,
    thread,
)
from comspider_lab.blind.cases_ab_threads import ampm
from comspider_lab.blind.model import Case


def en_house_sales() -> Case:
    sales = thread(
        """
14 Orchard Rise | 12 January 2012 | - | £164,950. Agent: Lyndsey Carr, Vale Homes Estate Agents. Three-bedroom semi with a south-facing garden; four viewings on the first day.
7 Beech Crescent | 20 January 2012 | - | £132,000. Agent: Martin Ogden, Ogden and Finch. Two-bedroom terrace, sold to a first-time buyer.
31 Elm Vale Road | 3 February 2012 | - | £212,500. Agent: Lyndsey Carr, Vale Homes Estate Agents. Detached, needing modernisation. Sold above the asking price after sealed bids.
2 The Paddocks | 14 February 2012 | - | £189,000. Agent: Priya Shah, Shah Property. Bungalow.
9 Orchard Rise | 28 February 2012 | - | £159,995. Agent: Martin Ogden, Ogden and Finch. Three-bedroom semi, sold within a week to a family moving from the city.
"""
    )
    c = thread(
        """
Gary Whitworth | 16:15 | - | Good news for sellers, bad news for first-time buyers like my daughter, who has been saving for five years.
Linda Beaumont | 16:40 | 0 | Prices in Elm Vale are still below where they were in 2007, Gary. It is a good time to buy if the bank will lend.
Ken | 17:02 | - | One month does not make a trend.
Shazia Malik | 17:30 | - | We sold on Orchard Rise last month and it went in a week. The agent said he had never seen anything like it.
Derek Fenton | 18:05 | - | The new school is the reason. Everyone wants to be in the catchment.
Pauline | 18:21 | 4 | Exactly why we moved there in 2010.
Robbie Fraser | 19:10 | - | Houses are for living in, not for making money. I wish papers would stop reporting prices like a football score.
Joan Whiteley | 20:02 | - | Still no bungalows for those of us who want to downsize.
Matt Greenwood | 21:15 | - | Rents are going up faster than prices. That is the real story.
Tessa | 22:40 | - | Interesting.
"""
    )
    sold = "".join(
        f'<li class="hs-e"><p class="hs-hd"><b class="hs-a">{esc(x.author)}</b> <span class="hs-d">Sold {esc(x.when)}</span></p><div class="hs-x">{body(x.text)}</div></li>'
        for x in sales
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="mq-e" id="mq{i + 1}"><div class="mq-h"><b class="mq-n">{esc(x.author)}</b> <span class="mq-t">wrote at {ampm(x.when, space=False)}, Mar 6 2012</span></div>'
            f'<div class="mq-x">{body(x.text)}</div><div class="mq-a"><a href="#mq-respond">Reply</a> | <a href="/report/mq{i + 1}">Report abuse</a></div>'
            + (
                f'<div class="mq-r" style="margin-left:28px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="hs-box" id="recent-sales"><h3>Recent sales in Elm Vale</h3><ul class="hs-list">'
        + sold
        + '</ul><p><small>Figures from the agents. <a href="/property/">Search homes for sale</a></small></p></div>'
        '<div class="mq-wrap" id="readers-views"><h2>Readers\' views</h2>'
        + "".join(one(i) for i in children(c, None))
        + reply_form("en", "mq", login=True)
        + "</div>"
    )
    st = story(
        "Elm Vale house prices rise for the first time since 2008",
        "By Dan Ritchie, Business Reporter",
        "2012-03-06T06:00:00+00:00",
        "Tuesday, March 6, 2012",
        """
House prices in Elm Vale rose by 2.1 per cent in the last three months, the first rise in the suburb since the summer of 2008.

Estate agents say the new primary school has made the estate popular with families. Homes on Orchard Rise have sold within days.

The average price in Elm Vale is now £168,000, still about eight per cent below its peak.
""",
        section="Property",
    )
    return make(
        "ab-mx-en-house-sales",
        "mixed",
        "po",
        "en-post",
        st,
        PartsK(after=block),
        c,
        path="/news/property/elm-vale-house-prices-rise",
        container="div.mq-wrap#readers-views: div.mq-e entries (div.mq-h: b.mq-n name, 'wrote at 4:15pm, Mar 6 2012'; div.mq-x text; 'Reply | Report abuse'); replies in div.mq-r inside their parent's, one level; a login prompt below",
        heading="Readers' views",
        description="A regional daily's property page of 2012: the discussion (10 comments, 2 replies, 'Interesting.') below a list of a suburb's recent house sales (address, date sold, price, the agent's name and note).",
        lookalikes=("recent house sales: address, date sold, price, the agent and a note",),
    )


def pl_zarzad() -> Case:
    board = thread(
        """
Andrzej Kołodziej | 04.05.2012 | - | Zastępca burmistrza do spraw inwestycji. Wcześniej przez osiem lat kierował wydziałem dróg.
Ewa Szulc | 04.05.2012 | - | Skarbnik miasta. Ekonomistka, w urzędzie od 2003 roku.
Grzegorz Mazur | 04.05.2012 | - | Członek zarządu do spraw oświaty i sportu. Były dyrektor Szkoły Podstawowej nr 2.
Halina Borowska | 04.05.2012 | - | Sekretarz miasta. Odpowiada za pracę urzędu i kontakty z mieszkańcami.
Zdzisław Pietrzak | 07.05.2012 | - | Pełnomocnik burmistrza do spraw rynku i handlu. Sam przez dwadzieścia lat prowadził sklep przy rynku.
"""
    )
    c = thread(
        """
obywatel | 08.05.2012, 09:14 | - | Same znajome twarze. Gdzie młodzi?
Marek_Z | 08.05.2012, 09:40 | 0 | Pan Mazur ma 38 lat, to chyba młody.
Zosia | 08.05.2012, 10:12 | - | Cieszę się, że pani Szulc została. Zna budżet jak nikt.
handlowiec | 08.05.2012, 11:30 | - | Pełnomocnik do spraw rynku akurat teraz, w czasie remontu. Oby coś załatwił.
kazik | 08.05.2012, 12:05 | - | Ile zarabia taki pełnomocnik?
Wiesia | 08.05.2012, 12:48 | 4 | Pytałam w urzędzie, ma to być umowa na pół etatu.
nauczycielka | 08.05.2012, 14:20 | - | Dyrektor Mazur był dobrym dyrektorem, zobaczymy jako członek zarządu.
Leszek | 08.05.2012, 16:02 | - | Powodzenia.
"""
    )

    def entry(x_author: str, who: str, when: str, text: str, acts: str, n: str, kids: str = "") -> str:
        return (
            f'<div class="wy-e" id="wy-{n}">{avatar("wy", x_author, 40)}<div class="wy-g">{who} <span class="wy-d">{esc(when)}</span></div>'
            f'<div class="wy-t">{body(text)}</div><div class="wy-s">{acts}</div>{kids}</div>'
        )

    roster = "".join(
        entry(
            x.author,
            f'<b class="wy-n">{esc(x.author)}</b>',
            f"powołany {x.when}" if i != 3 else f"powołana {x.when}",
            x.text,
            f'<a href="/urzad/zarzad/{slug(x.author)}">więcej</a> | <a href="/urzad/kontakt">kontakt</a>',
            f"z{i + 1}",
        )
        for i, x in enumerate(board)
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        who = (
            f'<b class="wy-n"><a href="/profil/{slug(x.author)}">{esc(x.author)}</a></b>'
            if x.author == "Marek_Z"
            else f'<span class="wy-n">~{esc(x.author)}</span>'
        )
        sub = (
            f'<div class="wy-odp" style="margin-left:30px">{"".join(one(k) for k in kids)}</div>'
            if kids
            else ""
        )
        return entry(
            x.author,
            who,
            x.when,
            x.text,
            f'<a href="#wy-respond">odpowiedz</a> | <a href="/zglos/wy{i + 1}">zgłoś do usunięcia</a>',
            f"o{i + 1}",
            sub,
        )

    block = (
        '<div class="wy-sklad" id="sklad-zarzadu"><h3>Skład nowego zarządu</h3>' + roster + "</div>"
        '<div class="wy-forum" id="opinie"><h3>Opinie (8)</h3>'
        + "".join(one(i) for i in children(c, None))
        + reply_form("pl", "wy")
        + "</div>"
    )
    st = story(
        "Burmistrz przedstawił nowy zarząd miasta",
        "Tomasz Rybak",
        "2012-05-08T07:00:00+02:00",
        "08.05.2012",
        """
Burmistrz Zalewa przedstawił w poniedziałek skład nowego zarządu miasta. Zmiany to efekt odejścia dwóch zastępców, którzy w kwietniu objęli stanowiska w powiecie.

Nowością jest pełnomocnik do spraw rynku i handlu. Ma on pomagać kupcom w czasie remontu rynku, który potrwa do listopada.

Zarząd zbierze się po raz pierwszy w czwartek.
""",
        section="Zalew",
    )
    return make(
        "ab-mx-pl-zarzad",
        "mixed",
        "po",
        "pl-a",
        st,
        PartsK(after=block),
        c,
        path="/zalew/nowy-zarzad-miasta",
        container="div.wy-forum#opinie: div.wy-e entries (avatar; div.wy-g: '~nick' or a bold profile link, span.wy-d '08.05.2012, 09:14'; div.wy-t text; 'odpowiedz | zgłoś do usunięcia'); replies in div.wy-odp inside their parent's, one level; the very markup of the board's roster above it",
        heading="Opinie (8)",
        description="A Polish regional portal of 2012: the discussion (8 opinions, 2 replies, 'Powodzenia.') below the town's new board in the very markup of the opinions (avatar, name, 'powołany 04.05.2012', a sentence or two, 'więcej | kontakt').",
        lookalikes=(
            "the town's new board: member, date appointed, the post and a sentence, in the opinions' own markup",
        ),
    )


def ja_nenga() -> Case:
    greetings = thread(
        """
港屋呉服店 店主 佐藤和子 | 平成二十四年 元旦 | - | 旧年中は格別のお引き立てを賜り、厚く御礼申し上げます。本年も変わらぬご愛顧のほど、よろしくお願い申し上げます。
丸正鮮魚店 代表 中村正男 | 平成二十四年 元旦 | - | 新鮮な魚で皆様の食卓を支えて五十年。今年も港から元気をお届けします。
喫茶うみねこ 店主 木下みゆき | 平成二十四年 元旦 | - | 昨年は開店十周年、たくさんの方に来ていただきました。今年もおいしい珈琲を淹れてお待ちしています。
みなと書房 店主 石田健一 | 平成二十四年 元旦 | - | 本のある暮らしを、今年も商店街の片隅から。新春古本市は一月八日まで開催中です。
大黒屋金物店 店主 大橋浩 | 平成二十四年 元旦 | - | 謹んで新春のお慶びを申し上げます。本年もどうぞよろしくお願いいたします。
"""
    )
    c = thread(
        """
港町育ち | 2012/01/06 18:20 | - | 子どものころは初売りの福袋に並ぶのが楽しみでした。今年も人が多くてうれしいです。
商店街ファン | 2012/01/06 19:05 | - | シャッターの閉まった店が減ってほしいですね。
みさき | 2012/01/06 20:31 | 1 | 今年の春に新しいパン屋さんが入るそうですよ。
山口 | 2012/01/07 08:12 | - | 駐車場が足りません。
ともこ | 2012/01/07 10:45 | - | うみねこさんのコーヒー、おいしいです。十周年おめでとうございます。
匿名希望 | 2012/01/07 13:02 | - | 来年も続いてほしい。
"""
    )
    dl = "".join(
        f'<dt class="ny-n">{esc(x.author)}</dt><dd class="ny-x">{esc(x.text)}</dd><dd class="ny-d">{esc(x.when)}</dd>'
        for x in greetings
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="kk-e" id="kk{i + 1}"><div class="kk-h"><span class="kk-n">{esc(x.author)}</span> <span class="kk-d">{esc(x.when)}</span></div>'
            f'<div class="kk-t">{body(x.text)}</div><div class="kk-a"><a href="#kk-respond">返信</a> | <a href="/ihan?no={i + 1}">違反報告</a></div>'
            + (
                f'<div class="kk-r" style="margin-left:2em">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="ny-box" id="nenga"><h3>新年のごあいさつ　みなと銀座商店街</h3><dl class="ny-list">'
        + dl
        + "</dl></div>"
        '<div class="kk-wrap" id="minasan"><h3>みなさんの声</h3>'
        + "".join(one(i) for i in children(c, None))
        + reply_form("ja", "kk", login=True)
        + "</div>"
    )
    st = story(
        "商店街の初売りにぎわう",
        "みなと新報 記者 高田",
        "2012-01-06T17:00:00+09:00",
        "2012年1月6日",
        """
みなと銀座商店街で二日から初売りが始まり、福袋を求める買い物客で朝からにぎわった。

商店街振興組合によると、三が日の人出は去年より一割ほど多かった。空き店舗には春にパン屋が入る予定という。

古本市や鮮魚の特売は八日まで続く。
""",
        section="地域",
    )
    return make(
        "ab-mx-ja-nenga",
        "mixed",
        "po",
        "ja-news",
        st,
        PartsK(after=block),
        c,
        path="/chiiki/20120106-hatsuuri.html",
        container="div.kk-wrap#minasan: div.kk-e entries (div.kk-h: span.kk-n name, span.kk-d '2012/01/06 18:20'; div.kk-t text; '返信 | 違反報告'); the reply in div.kk-r inside its parent's; a login prompt below",
        heading="みなさんの声",
        description="A port town's daily of 2012: the discussion (6 comments, 1 reply, '駐車場が足りません。') below the shopkeepers' New Year greetings in a <dl> (shop and owner, the greeting, the date).",
        lookalikes=("the shopkeepers' New Year greetings: shop and owner, greeting, date",),
    )


def mixed_ab() -> list[Case]:
    return [en_house_sales(), pl_zarzad(), ja_nenga()]

"""Blind set AA: mixed pages, this article's discussion beside a look-alike list of uneven items: an open letter's
signatories, some with a statement, beside a discussion in other markup (en), a vintage tractor parade's entrants in
the very markup of the thread below them (sv) and a prefecture's newly designated cultural properties beside a
thread (ja) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_aa_common import (
    PartsK,
    body,
    box,
    children,
    esc,
    links,
    make,
    story,
    thread,
)
from comspider_lab.blind.cases_aa_plain import entries
from comspider_lab.blind.model import Case


def en_open_letter() -> Case:
    signers = thread(
        """
Prof. Miriam Alder | signed 2 May | - | Emeritus professor of music, Northgate University.
Tobias Quayle | signed 2 May | - | Music teacher.
Delia Formby | signed 3 May | - | I learned the cello in this building at the age of nine. Without the Saturday school I would never have become a musician, and neither would half of the orchestra I play in today.¶Please keep it open.
Rev. Owen Pritchard | signed 3 May | - | -
Chloe Nakamura-Burns | signed 4 May | - | Parent of two pupils.
"""
    )
    c = thread(
        """
Ralph Gedling | 4 May 2024 | - | Signed. The Saturday school is the only free music tuition left in the city.
Abi | 4 May 2024 | 0 | Same. My daughter has been going for three years.
Councillor Jane Moss | 5 May 2024 | - | For the record: no decision has been taken yet. The building's lease is under review, which is not the same as closure. I would encourage everyone to come to the public meeting on the 20th.
Ralph Gedling | 5 May 2024 | 2 | With respect, "under review" is how every closure in this city has started.
Nell | 6 May 2024 | - | Brilliant letter.
"""
    )
    sig = "".join(
        f'<li class="ol-s"><b>{esc(s.author)}</b> <small>{esc(s.when)}</small>'
        + (f"<div>{body(s.text)}</div>" if s.text.strip() != "-" else "")
        + "</li>"
        for s in signers
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="rt-post" id="rt{i + 1}"><p class="rt-by">{esc(x.author)} wrote on {esc(x.when)}:</p>{body(x.text)}'
            + (
                f'<div class="rt-replies" style="margin-left:26px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<section class="ol" id="signatories"><h2>Signatories (first 5 of 1,208)</h2>'
        f'<ol class="ol-list">{sig}</ol><p><a href="/letter/sign">Add your name</a></p></section>'
        '<section class="rt" id="responses"><h2>Responses</h2>'
        + "".join(one(i) for i in children(c, None))
        + "</section>"
    )
    st = story(
        "Open letter: keep the Saturday music school in the Corn Exchange",
        "Northgate Pages",
        "2024-05-02T10:00:00+01:00",
        "2 May 2024",
        """
We, the undersigned, call on the city council to renew the lease of the Corn Exchange for the Saturday music school, which has taught more than four thousand children since 1974.

The school is free for every child in the city. Its closure would end free music tuition here. Readers can add their names below.
""",
        section="Music",
    )
    return make(
        "aa-mx-en-open-letter",
        "mixed",
        "tv",
        "en-c",
        st,
        PartsK(
            after=block, rail=box("tv", "More music", links("Brass band contest|A new organ|Summer festival"))
        ),
        c,
        path="/music/open-letter-saturday-music-school",
        container="section.rt#responses: div.rt-post entries (p.rt-by 'Name wrote on 4 May 2024:', the text's <p>s); replies in div.rt-replies inside their parent's",
        heading="Responses",
        description="A culture site of 2024: an open letter, its first five signatories (name, date signed, a statement on some, none on one) in an <ol>, then 5 readers' responses (2 replies); 'Brilliant letter.'.",
        lookalikes=(
            "an open letter's signatories: name, date signed, an optional statement of uneven length",
        ),
    )


def sv_traktorer() -> Case:
    entrants = thread(
        """
Gunnar Edholm | årsmodell 1952 | - | Grå Ferguson, köpt ny av min farfar. Har gått varje vår sedan dess.
Lena Sahlberg | årsmodell 1961 | - | Volvo BM Buster. Renoverad under tre vintrar i ladugården; motorn var helt fastrostad när vi hittade den i ett dike bakom grannens lada.¶Första paraden för henne.
Per-Olof Nyman | årsmodell 1948 | - | Fordson.
"""
    )
    c = thread(
        """
Kerstin Wallin | igår 19:40 | - | Vilken fin dag det var! Barnbarnen pratar fortfarande om den gröna traktorn med tutan.
Anders | igår 20:15 | 0 | Det var min Lanz, hälsa barnbarnen!
Birgitta Holm | idag 07:30 | - | Synd att paraden inte gick förbi ålderdomshemmet i år, det var så uppskattat förra gången. De gamla satt ute på altanen och vinkade.¶Kanske nästa år?
Mats | idag 08:02 | - | Kul.
"""
    )
    block = (
        '<section class="tk" id="deltagare"><h2>Några av deltagarna</h2>'
        + entries(entrants, "tk", avatar={0, 1, 2})
        + "</section>"
        '<section class="tk" id="tyck-till"><h2>Tyck till</h2>'
        + entries(c, "tk", avatar={0, 1, 2, 3}, acts='<a href="#tk-svar">Svara</a>').replace(
            'id="tk', 'id="tkc'
        )
        + "</section>"
    )
    st = story(
        "Fyrtio veterantraktorer paraderade genom byn",
        "Av Ingrid Lundqvist",
        "2025-05-18T18:00:00+02:00",
        "18 maj 2025",
        """
Fyrtio veterantraktorer körde i lördags genom byn i den årliga paraden. Den äldsta var från 1948.

Vi bad några av förarna berätta om sina maskiner.
""",
        section="Orter",
    )
    return make(
        "aa-mx-sv-traktorer",
        "mixed",
        "kb",
        "sv-a",
        st,
        PartsK(after=block, rail=box("kb", "Mest läst", links("Midsommar|Ny skola|Bandy"))),
        c,
        path="/orter/veterantraktorer-parad",
        container="section.tk#tyck-till: div.tk-e entries (div.tk-hd: avatar, b.tk-n name, span.tk-d 'igår 19:40'; div.tk-x text; 'Svara'); the reply in div.tk-in inside its parent's; the very markup of the entrants' list above it",
        heading="Tyck till",
        description="A village paper of 2025: 4 comments (1 reply) below three tractor parade entrants (owner, model year, a story from one word to two paragraphs) in the very same markup.",
        lookalikes=(
            "a vintage tractor parade's entrants in the comments' own markup: owner, model year, the machine's story",
        ),
    )


def ja_bunkazai() -> Case:
    props = thread(
        """
宗像家 | 2025年3月18日指定 | - | 木造の米蔵。江戸時代後期の建築で、町内に残る最古の蔵。
山里八幡宮 | 2025年3月18日指定 | - | 奉納絵馬四十二面。明治から昭和初期にかけて村人が奉納したもので、当時の農作業や祭りの様子がよく分かる。¶一部は修復のため県の博物館に預けられている。
個人蔵 | 2025年3月18日指定 | - | 古文書。
"""
    )
    c = thread(
        """
谷口 和子 | 3時間前 | - | 子どもの頃、宗像さんの蔵の前でよく遊びました。指定されてうれしいです。
けんじ | 2時間前 | 0 | 自分もです。秋祭りの日には蔵の前に屋台が出ていました。
森本 | 1時間前 | - | 絵馬の公開はいつからでしょうか。ぜひ見に行きたいです。
山里の住人 | 40分前 | - | 良かった。
小川 真理子 | 10分前 | - | 修復が終わったら、学校の授業でも見学できるようにしてほしいと思います。地域の歴史を子どもたちに伝える良い機会です。
"""
    )
    plist = "".join(
        f'<tr><th scope="row">{esc(p.author)}</th><td>{esc(p.when)}</td><td>{body(p.text)}</td></tr>'
        for p in props
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="yk-i" id="yk{i + 1}"><div class="yk-m"><span class="yk-n">{esc(x.author)}</span>さん <span class="yk-t">{esc(x.when)}</span></div>'
            f'{body(x.text)}<div class="yk-f"><a href="#yk-f">返信</a> <a href="#yk-r">通報</a></div>'
            + (f'<ul class="yk-s">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<section class="bz" id="shitei"><h2>新たに指定された文化財</h2><table class="bz-t" border="1" cellpadding="6">'
        f"<tr><th>所有者</th><th>指定日</th><th>内容</th></tr>{plist}</table></section>"
        '<section class="yk" id="dokusha"><h2>読者の声</h2><ul class="yk-l" style="list-style:none;padding:0">'
        + "".join(one(i) for i in children(c, None))
        + "</ul></section>"
    )
    st = story(
        "町の米蔵と絵馬、文化財に指定",
        "文・石田 由紀",
        "2025-03-19T09:00:00+09:00",
        "2025年3月19日",
        """
町教育委員会は十八日、宗像家の米蔵と山里八幡宮の奉納絵馬など三件を町の文化財に指定した。

米蔵は町内で最も古い蔵とされる。絵馬は修復後に一般公開される予定。
""",
        section="地域",
    )
    return make(
        "aa-mx-ja-bunkazai",
        "mixed",
        "kb",
        "ja-a",
        st,
        PartsK(after=block, rail=box("kb", "よく読まれている記事", links("桜まつり|新しい橋|高校野球"))),
        c,
        path="/chiiki/bunkazai-shitei-2025",
        container="section.yk#dokusha > ul.yk-l: li.yk-i entries (div.yk-m: span.yk-n name 'さん', span.yk-t '3時間前'; the text's <p>s; '返信 通報'); the reply in ul.yk-s inside its parent's",
        heading="読者の声",
        description="A mountain town paper of 2025: 5 comments (1 reply) below a table of three newly designated cultural properties (holder, date designated, a description from one word to two paragraphs).",
        lookalikes=(
            "a town's newly designated cultural properties in a table: holder, date designated, a description of uneven length",
        ),
    )


def mixed_aa() -> list[Case]:
    return [en_open_letter(), sv_traktorer(), ja_bunkazai()]

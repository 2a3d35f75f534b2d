"""Blind set EH: two discussions on today's news sites built with front-end frameworks: a Japanese city news site of
2023 with Emotion-like "css-xxxxxxx" classes whose readers' opinions are in an Apollo-like state JSON and drawn (never
says "comment"), and a Polish city portal of 2020 on a Next.js-like stack with CSS-modules-like
"Opinion_root__x8Kd2" classes. Every class name, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_eh_common import (
    Case,
    abbr,
    esc,
    hashed,
    mk,
    page,
    paras,
    replies_of,
    svg,
    talk,
    tops,
)

# --------------------------------------------------------------------------- ja: a city news site, 2023 (Emotion)


def ja_library() -> Case:
    ts = talk("""
みなと区民 @ 4時間前 ~ 2023-11-21T01:15:00Z :: 平日の夜8時まで開いているのが本当に助かっていました。仕事帰りに寄れなくなるのは痛いです。
>ゆきんこ @ 3時間前 ~ 2023-11-21T02:02:00Z :: 同じく。土日は子どもの習い事で行けないので、平日夜しかないんですよね。
>北浜の司書OB @ 3時間前 ~ 2023-11-21T02:30:00Z :: 人手不足は本当に深刻です。夜間は非常勤2人で回していた時期もありました。短縮はやむを得ないと思います。
高槻まゆみ @ 3時間前 ~ 2023-11-21T02:18:00Z :: 予約本の受け取りだけでも、駅前の端末やロッカーでできるようにしてほしい。隣の市ではもうやっています。
>編集部 @ 2時間前 ~ 2023-11-21T03:40:00Z :: 市によると、受け取りロッカーは来年度予算で検討中とのことです。決まり次第お伝えします。
tetsu_7 @ 2時間前 ~ 2023-11-21T03:05:00Z :: 学習室目当ての高校生が多いので、試験前だけでも延長してほしいです。
佐伯 @ 1時間前 ~ 2023-11-21T04:11:00Z :: 開館時間より、駐車場が30分で有料になる方が問題だと思う。ゆっくり本を選べない。
>みなと区民 @ 45分前 ~ 2023-11-21T04:37:00Z :: それもありますね。自転車で行ける人ばかりではないので。
""")
    c, sheet = hashed(
        "emotion",
        "kitahama-2023",
        {
            "wrap": "max-width:1080px;margin:0 auto;padding:0 16px",
            "bar": "background:#0a4f8c;color:#fff",
            "brand": "font-size:24px;font-weight:800;color:#fff;text-decoration:none;letter-spacing:.05em",
            "gnav": "display:flex;gap:20px;list-style:none;margin:0;padding:10px 0;font-size:14px;border-bottom:1px solid #e3e6ea",
            "cols": "display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:32px;margin-top:20px",
            "cat": "display:inline-block;background:#0a4f8c;color:#fff;font-size:12px;padding:2px 8px;border-radius:2px",
            "h1": "font-size:28px;line-height:1.4;margin:8px 0",
            "date": "color:#6d7781;font-size:13px",
            "txt": "font-size:17px;line-height:1.9",
            "sec": "margin-top:40px",
            "secH": "font-size:20px;border-left:6px solid #0a4f8c;padding-left:10px;margin:0 0 12px",
            "note": "font-size:13px;color:#6d7781;margin-bottom:12px",
            "card": "display:flex;gap:12px;padding:14px 0;border-top:1px solid #e3e6ea",
            "reply": "display:flex;gap:12px;padding:12px 0 0;margin-left:48px",
            "ava": "flex:0 0 36px;height:36px;border-radius:50%;background:#dbe7f3;color:#0a4f8c;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:13px",
            "main": "flex:1;min-width:0",
            "meta": "display:flex;gap:8px;font-size:13px;color:#6d7781",
            "nick": "font-weight:700;color:#1d232a",
            "staff": "background:#e8412c;color:#fff;font-size:11px;padding:0 6px;border-radius:2px",
            "say": "font-size:15px;line-height:1.8;margin:4px 0",
            "acts": "display:flex;gap:14px;font-size:12px;color:#6d7781",
            "btn": "background:none;border:1px solid #cfd6dd;border-radius:14px;padding:2px 10px;font-size:12px;color:#3a4550",
            "side": "font-size:14px",
            "rank": "counter-reset:r;list-style:none;padding:0",
            "ad": "height:250px;background:#f1f3f5;color:#9aa3ad;display:flex;align-items:center;justify-content:center;font-size:11px",
            "foot": "margin-top:48px;background:#1d232a;color:#aab4be;font-size:12px;padding:24px 0",
        },
    )
    nods = [128, 64, 91, 77, 40, 35, 52, 18]
    state: dict[str, object] = {
        "ROOT_QUERY": {
            'article({"slug":"library-hours-2024"})': {"__ref": "Article:23112101"},
        },
        "Article:23112101": {
            "__typename": "Article",
            "id": "23112101",
            "title": "市立中央図書館、来年4月から平日の開館を午後6時までに短縮へ",
            "category": "くらし",
            "opinionCount": len(ts),
            "opinions": [{"__ref": f"Opinion:{9901 + i}"} for i in tops(ts)],
        },
    }
    for i, t in enumerate(ts):
        state[f"Opinion:{9901 + i}"] = {
            "__typename": "Opinion",
            "id": str(9901 + i),
            "nickname": t.who,
            "text": t.body,
            "postedAt": t.iso,
            "agreeCount": nods[i],
            "isEditorial": t.who == "編集部",
            "replies": [{"__ref": f"Opinion:{9901 + j}"} for j in replies_of(ts, i)],
        }
    apollo = json.dumps(state, ensure_ascii=False, separators=(",", ":"))

    def entry(i: int, cls: str) -> str:
        t = ts[i]
        badge = f'<span class="{c["staff"]}">編集部</span>' if t.who == "編集部" else ""
        name = "" if badge else f'<span class="{c["nick"]}">{esc(t.who)}</span>'
        out = (
            f'<div class="{cls}" data-testid="opinion-{9901 + i}">'
            f'<div class="{c["ava"]}" aria-hidden="true">{esc(t.who[:1])}</div><div class="{c["main"]}">'
            f'<div class="{c["meta"]}">{name}{badge}<time datetime="{t.iso}">{esc(t.at)}</time></div>'
            f'<div class="{c["say"]}">{paras(t.body)}</div>'
            f'<div class="{c["acts"]}"><button class="{c["btn"]}" aria-label="共感する">共感 {nods[i]}</button>'
            f'<button class="{c["btn"]}">返信</button><button class="{c["btn"]}" aria-label="違反を報告">報告</button></div></div></div>'
        )
        return out + "".join(entry(j, c["reply"]) for j in replies_of(ts, i))

    # the editorial answer shows the badge in place of the nickname
    cards = "".join(entry(i, c["card"]) for i in tops(ts))
    body = f"""<div id="__next"><header class="{c["bar"]}"><div class="{c["wrap"]}" style="display:flex;justify-content:space-between;align-items:center;padding-top:12px;padding-bottom:12px"><a class="{c["brand"]}" href="/">北浜タウンニュース</a><span style="font-size:13px">2023年11月21日(火) 晴れ 14℃ ・ <a href="/login" style="color:#fff">ログイン</a></span></div></header>
<div class="{c["wrap"]}"><nav aria-label="カテゴリー"><ul class="{c["gnav"]}"><li><a href="/">トップ</a></li><li><a href="/kurashi">くらし</a></li><li><a href="/gyosei">行政</a></li><li><a href="/kyoiku">教育</a></li><li><a href="/event">イベント</a></li><li><a href="/gourmet">グルメ</a></li><li><a href="/sports">スポーツ</a></li></ul></nav>
<div class="{c["cols"]}"><main><article>
<span class="{c["cat"]}">くらし</span>
<h1 class="{c["h1"]}">市立中央図書館、来年4月から平日の開館を午後6時までに短縮へ</h1>
<div class="{c["date"]}"><time datetime="2023-11-20T23:30:00Z">2023年11月21日 8:30</time> ・ 文：岡本 里沙 ・ <a href="#">X</a> <a href="#">LINE</a> <a href="#">はてブ</a></div>
<div class="{c["txt"]}">
<p>北浜市は20日、市立中央図書館の平日の開館時間を、来年4月から現在の午後8時までから午後6時までに短縮すると発表した。土日祝日は午前9時から午後5時までで変わらない。</p>
<p>市教育委員会によると、司書の確保が難しくなっており、夜間の利用者は1日平均で約40人にとどまっているという。</p>
<p>あわせて、図書館駐車場は来年4月から最初の30分を過ぎると有料（30分ごとに100円）になる。</p>
<p>市は12月15日まで市民の意見を募集している。</p>
</div>
<section class="{c["sec"]}" aria-labelledby="op-h">
<h2 class="{c["secH"]}" id="op-h">みんなの意見（{len(ts)}件）</h2>
<p class="{c["note"]}">投稿にはログインが必要です。個人への誹謗中傷はご遠慮ください。</p>
{cards}
</section>
</article></main>
<aside class="{c["side"]}"><div class="{c["ad"]}">広告</div>
<h3>アクセスランキング</h3><ol class="{c["rank"]}"><li>1 駅前再開発、商業棟の着工が1年延期</li><li>2 北浜港で今季初のカキ小屋オープン</li><li>3 市立中央図書館、平日の開館を短縮へ</li><li>4 小学校の給食費、来年度から無償化を検討</li></ol>
<h3>イベント</h3><p>11/25(土) 北浜みなと朝市<br>11/26(日) 市民駅伝大会</p></aside></div></div>
<footer class="{c["foot"]}"><div class="{c["wrap"]}">北浜タウンニュース ・ <a href="/about" style="color:#aab4be">運営会社</a> ・ <a href="/privacy" style="color:#aab4be">プライバシーポリシー</a> ・ <a href="/ad" style="color:#aab4be">広告掲載</a><br>© 2023 北浜タウンニュース社</div></footer></div>
<script type="application/json" id="__APOLLO_STATE__">{apollo}</script>"""
    return mk(
        "eh-ja-kitahama-library",
        "discussion",
        "ja",
        page(
            "市立中央図書館、来年4月から平日の開館を午後6時までに短縮へ",
            "北浜タウンニュース",
            "ja",
            "body{margin:0;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;color:#1d232a}a{color:inherit}"
            + sheet,
            body,
            published="2023-11-20T23:30:00Z",
            author="岡本 里沙",
            section="くらし",
        ),
        ts,
        path="/kurashi/library-hours-2024",
        container="section under 'みんなの意見（8件）': div.css-xxx[data-testid=opinion-N] cards (first-character avatar, nickname span or an '編集部' badge, time 'N時間前', text, 共感/返信/報告 buttons); replies are sibling divs after their parent with another Emotion class (a left margin); the same 8 in an Apollo-like state JSON",
        heading="みんなの意見（8件）",
        description="A Japanese city news site of November 2023, Emotion-like 'css-xxxxxxx' classes only: 8 readers' opinions with agree counts, relative times with datetime, the newsroom answering once ('編集部'); replies are siblings after their parent marked by a class only; all 8 also in an Apollo-like __APOLLO_STATE__ JSON with reply references; furniture: weather line, ranking, events, an ad. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- pl: a city portal, 2020 (CSS modules)


def pl_tram() -> Case:
    ts = talk("""
krakus_z_bronowic @ 2 godz. temu ~ 2020-10-14T10:05:00Z :: Tramwaj na Mistrzejowice obiecują od 2008 roku. Uwierzę jak pojadę.
>Marta Sikorska @ 2 godz. temu ~ 2020-10-14T10:22:00Z :: Tym razem jest umowa z wykonawcą i termin w kontrakcie, a nie tylko zapowiedź. Jest różnica.
>>krakus_z_bronowic @ 1 godz. temu ~ 2020-10-14T10:51:00Z :: Przy Łagiewnikach też był termin w kontrakcie. Skończyło się na aneksach.
Wojciech P. @ 2 godz. temu ~ 2020-10-14T10:14:00Z :: 14 miesięcy objazdów na Młyńskiej to będzie koszmar dla całego osiedla. Czy ktoś pomyślał o autobusach zastępczych z prawdziwego zdarzenia?
>Ania_Wieczorek @ 1 godz. temu ~ 2020-10-14T10:48:00Z :: W artykule jest, że linia zastępcza co 6 minut w szczycie. Zobaczymy, jak to wyjdzie w praktyce.
Zdzisław Nowicki @ 1 godz. temu ~ 2020-10-14T11:02:00Z :: Mieszkam przy Dobrego Pasterza 40 lat. Cieszę się, że dożyję. // Tylko proszę nie wycinać kasztanowców przy kościele, to jedyny cień w lecie.
>Ekipa budowy (TramMistrz) @ 53 min temu ~ 2020-10-14T11:31:00Z :: Dzień dobry, kasztanowce przy kościele zostają – trasa omija je od strony jezdni. Wycinka obejmie 37 drzew przy pętli, w zamian posadzimy 120 nowych.
>>Zdzisław Nowicki @ 40 min temu ~ 2020-10-14T11:44:00Z :: Dziękuję za odpowiedź, to uspokaja.
rowerzysta_86 @ 48 min temu ~ 2020-10-14T11:36:00Z :: A drogi rowerowej wzdłuż torowiska dalej nie ma w projekcie. Znowu zmarnowana okazja.
Beata Kołodziej @ 31 min temu ~ 2020-10-14T11:53:00Z :: Czy przystanek przy Meissnera będzie miał windy? Z wózkiem po schodach się nie da.
>Marta Sikorska @ 12 min temu ~ 2020-10-14T12:12:00Z :: Z tego, co pokazywali na konsultacjach, wszystkie przystanki będą w poziomie jezdni, bez schodów.
""")
    c, sheet = hashed(
        "cssmod",
        "gazeta-krakowska-nowa-2020",
        {
            "Layout.page": "max-width:1200px;margin:0 auto;padding:0 20px;font-family:Roboto,Arial,sans-serif;color:#222",
            "Header.root": "border-bottom:4px solid #e30613;padding:14px 0;display:flex;align-items:center;justify-content:space-between",
            "Header.logo": "font:900 28px Roboto,Arial;color:#e30613;text-decoration:none",
            "Header.nav": "display:flex;gap:18px;list-style:none;margin:0;padding:8px 0;font-weight:500;font-size:15px",
            "Layout.grid": "display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:36px;margin-top:20px",
            "Article.lead": "font-weight:700;font-size:19px;line-height:1.5",
            "Article.title": "font-size:34px;line-height:1.2;margin:8px 0",
            "Article.meta": "font-size:13px;color:#777",
            "Article.body": "font-size:18px;line-height:1.7",
            "Opinions.root": "margin-top:40px;border-top:1px solid #ddd;padding-top:20px",
            "Opinions.title": "font-size:22px;margin:0 0 14px",
            "Opinions.form": "background:#f6f6f6;padding:12px;font-size:14px;margin-bottom:16px",
            "Opinion.root": "padding:14px 0;border-bottom:1px solid #eee",
            "Opinion.head": "display:flex;align-items:center;gap:10px",
            "Opinion.avatar": "width:32px;height:32px;border-radius:50%;background:#9aa;color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center",
            "Opinion.nick": "font-weight:700",
            "Opinion.tag": "font-size:11px;background:#0067b1;color:#fff;padding:1px 6px;border-radius:2px",
            "Opinion.date": "font-size:12px;color:#888",
            "Opinion.text": "font-size:15px;line-height:1.6;margin:6px 0 6px 42px",
            "Opinion.votes": "display:flex;gap:12px;margin-left:42px;font-size:13px;color:#666",
            "Opinion.replies": "margin-left:42px;border-left:2px solid #eee;padding-left:14px",
            "Opinions.more": "display:block;margin:18px auto 0;padding:10px 22px;background:#e30613;color:#fff;border:0;border-radius:3px;font-weight:700",
            "Sidebar.box": "margin-bottom:24px;font-size:14px",
            "Sidebar.ad": "height:600px;background:#f2f2f2;color:#aaa;display:flex;align-items:center;justify-content:center;font-size:11px",
            "Footer.root": "margin-top:48px;padding:24px 0;border-top:1px solid #ddd;font-size:13px;color:#666",
        },
    )
    votes = [
        (45, 12),
        (38, 4),
        (29, 7),
        (61, 2),
        (17, 1),
        (88, 0),
        (102, 3),
        (40, 0),
        (33, 9),
        (57, 1),
        (21, 0),
    ]

    def one(i: int) -> str:
        t = ts[i]
        tag = f'<span class="{c["Opinion.tag"]}">Wykonawca</span>' if "TramMistrz" in t.who else ""
        rs = replies_of(ts, i)
        sub = f'<div class="{c["Opinion.replies"]}">' + "".join(one(j) for j in rs) + "</div>" if rs else ""
        up, down = votes[i]
        return (
            f'<div class="{c["Opinion.root"]}" role="article" aria-label="Opinia: {esc(t.who)}" data-id="o{553120 + i}">'
            f'<div class="{c["Opinion.head"]}"><span class="{c["Opinion.avatar"]}" aria-hidden="true">{esc(abbr(t.who))}</span>'
            f'<span class="{c["Opinion.nick"]}">{esc(t.who)}</span>{tag}<time class="{c["Opinion.date"]}" datetime="{t.iso}">{esc(t.at)}</time></div>'
            f'<div class="{c["Opinion.text"]}">{paras(t.body)}</div>'
            f'<div class="{c["Opinion.votes"]}"><button aria-label="Zgadzam się">{svg("up")} {up}</button><button aria-label="Nie zgadzam się">{svg("down")} {down}</button><button>Odpowiedz</button><button>Zgłoś</button></div>'
            f"{sub}</div>"
        )

    items = "".join(one(i) for i in tops(ts))
    body = f"""<div id="__next"><div class="{c["Layout.page"]}"><header class="{c["Header.root"]}"><a class="{c["Header.logo"]}" href="/">Głos Krakowa</a><span style="font-size:13px">środa, 14 października 2020 · Kraków 11°C · <a href="/premium">Głos Premium</a> · <a href="/logowanie">Zaloguj</a></span></header>
<nav aria-label="Menu główne"><ul class="{c["Header.nav"]}"><li><a href="/krakow">Kraków</a></li><li><a href="/malopolska">Małopolska</a></li><li><a href="/komunikacja">Komunikacja</a></li><li><a href="/sport">Sport</a></li><li><a href="/kultura">Kultura</a></li><li><a href="/nieruchomosci">Nieruchomości</a></li><li><a href="/koronawirus">Koronawirus</a></li></ul></nav>
<div class="{c["Layout.grid"]}"><main><article>
<a href="/komunikacja" style="color:#e30613;font-weight:700;font-size:13px;text-transform:uppercase">Komunikacja</a>
<h1 class="{c["Article.title"]}">Tramwaj do Mistrzejowic: umowa podpisana, budowa ruszy w marcu</h1>
<div class="{c["Article.meta"]}">Tomasz Grygiel · <time datetime="2020-10-14T08:40:00Z">14.10.2020, 10:40</time> · aktualizacja 11:15</div>
<p class="{c["Article.lead"]}">Miasto podpisało umowę na budowę 3,4-kilometrowej linii tramwajowej z Meissnera do pętli Mistrzejowice. Prace mają potrwać 30 miesięcy, a na Młyńskiej przez 14 miesięcy będą objazdy.</p>
<div class="{c["Article.body"]}">
<p>Umowę o wartości 438 mln zł podpisali we wtorek przedstawiciele Zarządu Inwestycji Miejskich i konsorcjum TramMistrz. Wykonawca zaprojektuje i zbuduje trasę wraz z sześcioma przystankami.</p>
<p>Budowa ma ruszyć w marcu 2021 roku od przebudowy sieci podziemnych przy ul. Młyńskiej. W tym czasie autobusy pojadą objazdem, a w szczycie uruchomiona zostanie linia zastępcza kursująca co 6 minut.</p>
<p>Pod budowę trzeba będzie wyciąć 37 drzew w rejonie przyszłej pętli. W zamian wykonawca posadzi 120 nowych.</p>
<p>Pierwsze tramwaje mają pojechać na Mistrzejowice jesienią 2023 roku.</p>
</div>
<section class="{c["Opinions.root"]}" id="opinie" aria-labelledby="opinie-h">
<h2 class="{c["Opinions.title"]}" id="opinie-h">Opinie czytelników (14)</h2>
<div class="{c["Opinions.form"]}"><textarea aria-label="Twoja opinia" placeholder="Napisz, co myślisz…" rows="2" style="width:100%"></textarea><p>Publikując opinię, akceptujesz <a href="/regulamin">regulamin</a>. Opinie są moderowane.</p></div>
{items}
<button type="button" class="{c["Opinions.more"]}">Pokaż kolejne opinie (3)</button>
</section>
</article></main>
<aside><div class="{c["Sidebar.ad"]}">Reklama</div>
<div class="{c["Sidebar.box"]}"><h3>Najczęściej czytane</h3><ol><li><a href="/krakow/zakaz-wjazdu-strefa">Strefa czystego transportu: radni przesuwają termin</a></li><li><a href="/sport/wisla-cracovia">Derby Krakowa przy pustych trybunach</a></li><li><a href="/koronawirus/malopolska-strefa">Małopolska w strefie żółtej. Co się zmienia?</a></li><li><a href="/komunikacja/mistrzejowice">Tramwaj do Mistrzejowic: umowa podpisana</a></li></ol></div>
<div class="{c["Sidebar.box"]}"><h3>Newsletter</h3><p>Najważniejsze informacje z Krakowa codziennie o 7:00.</p><input type="email" placeholder="Twój e-mail" aria-label="E-mail"> <button>Zapisz się</button></div></aside></div>
<footer class="{c["Footer.root"]}">Głos Krakowa · <a href="/redakcja">Redakcja</a> · <a href="/reklama">Reklama</a> · <a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/regulamin">Regulamin</a> · © 2020 Wydawnictwo Wawel Media sp. z o.o.</footer></div></div>
<div role="dialog" aria-label="Zgoda na pliki cookie" style="position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:1px solid #ccc;padding:14px;font-size:13px">Używamy plików cookie, aby dopasować treści i reklamy. <button>Akceptuję</button> <button>Ustawienia</button></div>"""
    return mk(
        "eh-pl-mistrzejowice-tramwaj",
        "discussion",
        "pl",
        page(
            "Tramwaj do Mistrzejowic: umowa podpisana, budowa ruszy w marcu",
            "Głos Krakowa",
            "pl",
            sheet,
            body,
            published="2020-10-14T08:40:00Z",
            author="Tomasz Grygiel",
            section="Komunikacja",
        ),
        ts,
        path="/komunikacja/tramwaj-mistrzejowice-umowa-podpisana",
        container="section#opinie under 'Opinie czytelników (14)': div.Opinion_root__xxxxx[role=article][aria-label='Opinia: NAME'] (initials, nick, 'Wykonawca' tag, time 'N godz. temu', text, up/down votes, Odpowiedz/Zgłoś), answers in div.Opinion_replies__xxxxx inside the parent; 'Pokaż kolejne opinie (3)' not printed",
        heading="Opinie czytelników (14)",
        description="A Polish city portal of October 2020 on a Next.js-like stack, CSS-modules-like 'Opinion_root__x8Kd2' classes: 11 of 14 readers' opinions printed, three deep, the contractor answering once with a 'Wykonawca' tag, up/down votes, relative times with datetime; 'Pokaż kolejne opinie (3)' not followed; furniture: most read, newsletter box, ad, cookie dialog. Never says 'comment' (the Polish words only).",
    )


def threads2_eh() -> list[Case]:
    return [ja_library(), pl_tram()]

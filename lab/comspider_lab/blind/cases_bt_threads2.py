"""Blind set BT: four more discussions of 2011-2013 in the served HTML, each in the comment template of a different
invented news site: a Japanese portal's list with the name after the text, "そう思う/そう思わない" counts and replies in a
nested list under a "返信" line (ja); a Russian district paper's flat posts numbered "#n", answers opening with a
"NAME писал(а):" quote of their parent, guests named "Гость" (ru); a Polish portal's opinions with relative times,
"+12 / -3" ratings and replies shown only by a level class on flat siblings (pl); a Turkish national paper's nested
boxes with the name and town before the text, "Beğen (n)" and the editor's answers (tr). Every class name, name, place
and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    box,
    case,
    depth,
    draw,
    esc,
    flat,
    links,
    poll,
    ptext,
    seeds,
    slug,
    stocks,
    talk,
    ticker,
)


def ja_minato() -> Case:
    ns = talk("""
港の住人 @ 4月11日 10時22分 :: 朝市がなくなるのは寂しい。子どものころから毎週日曜に祖母と通っていました。
  魚屋の娘 @ 4月11日 11時05分 :: うちも三代続けて出店してきました。漁協の方針なので仕方ないですが、常連さんに申し訳ないです。
  通りすがり @ 4月11日 12時40分 :: 新しい市場で続けてもらえればそれでいいと思う。
shinji @ 4月11日 13時18分 :: 耐震の問題なら建て替えは当然。ただ、駐車場が足りないのは何とかしてほしい。
年金生活者 @ 4月11日 15時02分 :: 新しい市場まで歩いて行けない。バスを出してもらえないだろうか。
  みなと新報 @ 4月11日 17時30分 [staff] :: 市によると、朝市の日に限り港循環バスを増便する方向で検討しているとのことです。決まり次第お知らせします。
    年金生活者 @ 4月11日 18時11分 :: ありがとうございます。期待しています。
元観光協会 @ 4月12日 8時45分 :: 観光客にとっては古い建物そのものが魅力だった。写真だけでも残してほしい。
""")

    def item(i: int, n: Note, sub: str) -> str:
        yes, no = (13 * i + 8) % 57, (5 * i + 1) % 13
        staff = '<span class="mz-kisha">編集部</span>' if n.tag("staff") else ""
        reps = len([x for x in ns if x.parent == i])
        return (
            f'<li class="mz-item" id="cmt{3301 + i}"><div class="mz-txt">{ptext(n.body)}</div>'
            f'<div class="mz-inf"><span class="mz-nm">{esc(n.who)}</span>{staff} | <span class="mz-dt">{esc(n.at)}</span> | '
            f'そう思う <b>{yes}</b> そう思わない <b>{no}</b> | <a href="#r{3301 + i}">返信する</a> | <a href="/report?c={3301 + i}">違反報告</a></div>'
            + (
                f'<div class="mz-rep"><p class="mz-rep-h">返信（{reps}件）</p><ul class="mz-sub">{sub}</ul></div>'
                if sub
                else ""
            )
            + "</li>"
        )

    after = (
        '<div class="mz-kome"><h3>コメント（8件）</h3><p class="mz-sort">並び替え：<b>古い順</b>｜<a href="?s=new">新しい順</a>｜<a href="?s=agree">そう思う順</a></p>'
        f'<ul class="mz-list">{draw(ns, item, lambda s, _p: s)}</ul>'
        '<p class="mz-login">コメントを書くには<a href="/login">ログイン</a>してください。</p></div>'
    )
    side = (
        box(
            "ja-minato",
            "アクセスランキング",
            links(
                (
                    "港の朝市、60年の歴史に幕",
                    "市長選、現職が出馬表明",
                    "高校野球 港北が8強",
                    "桜の名所に人出",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "ja-minato",
            "コメントの多い記事",
            links(
                ("市長選、現職が出馬表明", "消費税増税に賛否", "港の朝市、60年の歴史に幕"),
                "/news/",
                "ol",
                ("（214件）", "（130件）", "（8件）"),
            ),
        )
        + box(
            "ja-minato",
            "株価",
            stocks("日経平均 | 9,458.74 | -0.6%\nTOPIX | 809.62 | -0.4%\nドル/円 | 80.86 | +0.1%"),
        )
        + box("ja-minato", "きょうの天気", "<p>みなと市：晴れ 最高18℃ 最低9℃ 降水確率10%</p>")
    )
    style = (
        ".mz-kome{margin-top:16px;border-top:2px solid #7b1fa2}.mz-list,.mz-sub{list-style:none;padding:0;margin:0}.mz-item{border-bottom:1px solid #e5e5e5;padding:8px 0}"
        ".mz-inf{font-size:11px;color:#888}.mz-nm{color:#0645ad}.mz-rep{margin:6px 0 0 24px;background:#f8f8f8;padding:4px 8px}.mz-rep-h{font-size:11px;color:#7b1fa2;margin:0}"
        ".mz-kisha{background:#7b1fa2;color:#fff;font-size:10px;padding:0 3px;margin-left:4px}"
    )
    piece = Piece(
        "港の朝市、60年の歴史に幕　建物の老朽化で新市場へ移転",
        "みなと新報",
        "2012-04-11T09:00:00+09:00",
        "2012年4月11日 09時00分",
        """
みなと市の港湾地区で毎週日曜日に開かれてきた「港の朝市」が、今月末で現在の場所での営業を終える。市場の建物が耐震基準を満たしていないことが分かり、漁協が移転を決めた。

5月からは約2キロ離れた新しい卸売市場の一角で開かれる。出店者は現在の42店のうち、30店ほどが移転する見込みだという。

朝市は1952年に始まり、観光客にも人気があった。漁協は「歴史ある建物を離れるのは残念だが、安全を優先した」としている。
""",
        section="地域",
        tags=("朝市", "漁協", "耐震"),
    )
    return case(
        "bt-ja-minato-sou-omou",
        "discussion",
        "ja-minato",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/chiiki/20120411-asaichi.html",
        reveal="on_load",
        container="div.mz-kome: h3 'コメント（8件）', ul.mz-list > li.mz-item (div.mz-txt, then div.mz-inf: the name, the date, 'そう思う n そう思わない n', '返信する', '違反報告'), replies under a '返信（n件）' line in div.mz-rep > ul.mz-sub, three levels",
        heading="コメント（8件）",
        description="A Japanese local news portal of 2012: a story on a morning market's move with 8 readers' comments, the name after the text, agree/disagree counts, the newsroom answering once; replies three levels deep in a nested list under a '返信（n件）' line; a sort line, an access ranking, articles with most comments with counts, a market table and the weather. Most awkward: the name and date come after the text, and the replies sit under a count line.",
        static=True,
        lookalikes=("most commented with counts", "a market table"),
    )


def ru_priozerye() -> Case:
    ns = talk("""
Сергей Иванович @ 14.01.2013 в 10:22 :: Опять закрывают. Сначала почту, потом баню, теперь фельдшерский пункт. Скоро в Лесном вообще ничего не останется.
Гость @ 14.01.2013 в 10:47 :: А кто туда ходил? Фельдшер принимала два раза в неделю по три часа.
^2 Марина Петровна @ 14.01.2013 в 11:30 :: Ходили все пенсионеры. Я сама каждую неделю давление мерила. Теперь в район ехать сорок километров.
Николай В. @ 14.01.2013 в 12:05 :: В статье написано про выездную бригаду. Кто-нибудь знает, по каким дням она будет приезжать?
^4 Вести Приозерья @ 14.01.2013 в 14:20 [staff] :: По информации районной больницы, бригада будет приезжать по вторникам с 9 до 13 часов, первая поездка 22 января.
^1 Гость @ 14.01.2013 в 15:48 :: Сергей Иванович, баню закрыли ещё в 2009 году, при чём тут нынешняя администрация.
^6 Сергей Иванович @ 14.01.2013 в 16:02 :: При том, что ничего взамен так и не открыли. Вот при чём.
Ольга из Лесного @ 15.01.2013 в 09:12 :: Спасибо газете, что написали. Подписи собираем в магазине у остановки, уже 212 человек.
""")

    def item(i: int, n: Note) -> str:
        quote = ""
        if n.parent is not None:
            parent = ns[n.parent]
            first = parent.body.split(". ")[0].rstrip(".") + "."
            quote = (
                f'<blockquote class="vp-q"><cite>{esc(parent.who)} писал(а):</cite>{esc(first)}</blockquote>'
            )
        guest = n.who == "Гость"
        name = (
            f'<span class="vp-guest">{esc(n.who)}</span>'
            if guest
            else f'<a class="vp-user" href="/forum/profile.php?u={slug(n.who)[:16]}">{esc(n.who)}</a>'
        )
        ip = ' <span class="vp-ip">(IP: 95.54.x.x)</span>' if guest else ""
        return (
            f'<div class="vp-post" id="p{5120 + i}"><div class="vp-h">{name}{ip} <span class="vp-d">{esc(n.at)}</span> '
            f'<a class="vp-num" href="#p{5120 + i}">#{i + 1}</a></div>'
            f'<div class="vp-t">{quote}{ptext(n.body)}</div>'
            f'<div class="vp-a">Рейтинг: <b>{"+" if i % 3 else "−"}{(3 * i + 2) % 8}</b> | <a href="#otvet">Ответить</a> | '
            f'<a href="#otvet" onclick="return false">Цитировать</a> | <a href="/complain?p={5120 + i}">Пожаловаться</a></div></div>'
        )

    after = (
        '<div class="vp-comments"><h3>Комментарии (8)</h3>'
        + flat(ns, item)
        + '<a name="otvet"></a><form class="vp-form" action="/comment/add" method="post"><p>Имя: <input type="text" name="name" value="Гость" /></p>'
        '<p><textarea name="text" rows="4" cols="50"></textarea></p><p>Код с картинки: <img src="/_avatar/vp-captcha.svg" alt="" width="80" height="24" /> <input type="text" name="code" size="6" /></p>'
        '<p><input type="submit" value="Отправить" /></p></form></div>'
    )
    side = (
        box(
            "ru-priozerye",
            "Самое читаемое",
            links(
                (
                    "В Лесном закрывают фельдшерский пункт",
                    "Морозы до −30: школы перешли на каникулы",
                    "Хоккей: «Приозерье» в полуфинале",
                    "Расписание автобусов на февраль",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "ru-priozerye",
            "Курсы валют",
            stocks("USD | 30,19 | -0,05\nEUR | 40,23 | +0,11"),
        )
        + box(
            "ru-priozerye",
            "Опрос",
            poll(
                "Как часто вы обращаетесь к врачу?",
                [("Раз в месяц", 84), ("Раз в год", 131), ("Только в крайнем случае", 207)],
                "голосов",
                "Голосовать",
            ),
        )
        + box(
            "ru-priozerye",
            "Объявления",
            links(
                ("Продам дрова берёзовые, колотые", "Сдам комнату в центре", "Куплю гараж у станции"),
                "/board/",
            ),
        )
    )
    style = (
        ".vp-comments{margin-top:16px;border-top:2px solid #1d3557}.vp-post{border:1px solid #dde;margin:8px 0;padding:6px 8px;background:#fbfbfd}.vp-h{font-size:12px;color:#555}.vp-num{float:right;color:#999}"
        ".vp-user{font-weight:bold}.vp-guest{font-weight:bold;color:#777}.vp-ip{color:#aaa;font-size:11px}.vp-q{background:#eef;border-left:3px solid #99c;margin:4px 0;padding:4px 8px;font-size:12px}"
        ".vp-q cite{display:block;font-style:normal;font-weight:bold}.vp-a{font-size:11px;color:#888}"
    )
    piece = Piece(
        "В Лесном закрывают фельдшерский пункт",
        "Анна Королёва",
        "2013-01-14T09:00:00+04:00",
        "14 января 2013, 09:00",
        """
С 1 февраля фельдшерско-акушерский пункт в посёлке Лесной прекратит работу. Как сообщили в районной больнице, здание не отвечает санитарным нормам, а ремонт обойдётся дороже строительства нового.

Вместо пункта в посёлок будет приезжать выездная бригада с врачом и медсестрой. Жителей, которым нужна срочная помощь, будет обслуживать скорая из районного центра.

Жители посёлка начали собирать подписи за сохранение пункта. В Лесном живут около 600 человек, из них больше половины — пенсионеры.
""",
        section="Общество",
        tags=("здравоохранение", "Лесной"),
    )
    return case(
        "bt-ru-priozerye-quotes",
        "discussion",
        "ru-priozerye",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/obshchestvo/2013/01/14/v-lesnom-zakryvayut-fap",
        reveal="on_load",
        container="div.vp-comments: h3 'Комментарии (8)', flat div.vp-post (div.vp-h: the name or 'Гость' with a masked IP, the date, '#n'; div.vp-t; div.vp-a: rating, 'Ответить', 'Цитировать', 'Пожаловаться'); answers open with a blockquote 'NAME писал(а):' quoting their parent's first sentence",
        heading="Комментарии (8)",
        description="A Russian district paper of 2013: a story on a closing rural health post with 8 comments, flat and numbered, two by guests named 'Гость' with masked IPs, the paper answering once; four answers open with a 'NAME писал(а):' quote of their parent's first sentence (two of the quoted parents are guests, so their quotes' name is 'Гость'); a guest comment form with a captcha, most read, exchange rates, a poll and classifieds. Most awkward: the quoted parent sits inside the answer's text block, and two authors have the same name.",
        static=True,
        lookalikes=("classifieds", "a poll with percentages"),
    )


def pl_nadwislanskie() -> Case:
    ns = talk("""
kierowca_z_Radziwia @ 2 godziny temu :: Objazd przez Borowiczki to jakiś żart. Rano stałem 40 minut, a potem jeszcze most zwodzony.
  Ewa K. @ 2 godziny temu :: U nas na Podolszycach tak samo. Autobus linii 20 w ogóle nie dojechał na czas.
    kierowca_z_Radziwia @ 1 godzinę temu :: No właśnie, a dzieci do szkoły muszą jakoś dojechać.
  mieszkaniec @ 1 godzinę temu :: Trzeba było jechać przez Dobrzyków, tam korka nie ma.
Płocczanin od urodzenia @ 1 godzinę temu :: Remont był potrzebny od lat, nawierzchnia na moście była w fatalnym stanie. Trochę cierpliwości.
  Gosia @ 58 minut temu :: Cierpliwości? Do listopada? Łatwo mówić, jak się nie dojeżdża codziennie do pracy.
inżynier @ 35 minut temu :: Szkoda, że nie robią tego nocami, jak w innych krajach. Dwie zmiany i byłoby w połowie czasu.
Redakcja Wiadomości @ 12 minut temu [staff] :: Zarząd dróg zapowiada, że od poniedziałku prace będą prowadzone także w nocy na odcinku od ulicy Grabówka.
""")

    def item(i: int, n: Note) -> str:
        lvl = depth(ns, i)
        plus, minus = (9 * i + 4) % 31, (4 * i + 1) % 11
        staff = " op-red" if n.tag("staff") else ""
        return (
            f'<div class="op-wpis op-poziom-{lvl}{staff}" id="op{88120 + i}"><div class="op-naglowek"><img src="/_avatar/op-{i}.svg" alt="" width="24" height="24" /> '
            f'<b class="op-autor">{esc(n.who)}</b> <span class="op-czas">{esc(n.at)}</span></div>'
            f'<div class="op-tresc">{ptext(n.body)}</div>'
            f'<div class="op-stopka"><span class="op-ocena">+{plus} / -{minus}</span> <a href="#odp">odpowiedz</a> <a href="/zglos?id={88120 + i}">zgłoś do usunięcia</a></div></div>'
        )

    after = (
        '<div class="op-opinie"><h3>Opinie (8)</h3><p class="op-sort">Sortuj: <b>najstarsze</b> | <a href="?s=nowe">najnowsze</a> | <a href="?s=ocena">najwyżej oceniane</a></p>'
        + flat(ns, item)
        + '<div class="op-dodaj"><a name="odp"></a><p>Dodaj opinię jako gość lub <a href="/logowanie">zaloguj się</a>. Redakcja zastrzega sobie prawo do usuwania opinii.</p></div></div>'
    )
    side = (
        box(
            "pl-nadwislanskie",
            "Najczęściej czytane",
            links(
                (
                    "Most na Wiśle zamknięty do listopada",
                    "Wisła Płock wygrywa w Kielcach",
                    "Nowe ceny biletów od 1 czerwca",
                    "Festiwal na starówce: program",
                ),
                "/wiadomosci/",
                "ol",
            ),
        )
        + box(
            "pl-nadwislanskie",
            "Najczęściej komentowane",
            links(
                (
                    "Nowe ceny biletów od 1 czerwca",
                    "Most na Wiśle zamknięty do listopada",
                    "Radni o parkingu przy szpitalu",
                ),
                "/wiadomosci/",
                "ol",
                ("(96)", "(8)", "(33)"),
            ),
        )
        + box(
            "pl-nadwislanskie",
            "Kursy walut",
            stocks("EUR | 4,1830 | +0,3%\nUSD | 3,2291 | -0,1%\nCHF | 3,4812 | +0,2%"),
        )
        + box(
            "pl-nadwislanskie",
            "Sonda",
            poll(
                "Jak dojeżdżasz do pracy?",
                [("Samochodem", 388), ("Autobusem", 151), ("Rowerem", 72)],
                "głosów",
                "Głosuj",
            ),
        )
    )
    style = (
        ".op-opinie{border-top:2px solid #7b1fa2;margin-top:18px}.op-wpis{border-bottom:1px solid #eee;padding:6px 0}.op-poziom-1{margin-left:30px}.op-poziom-2{margin-left:60px}"
        ".op-autor{color:#7b1fa2}.op-czas,.op-stopka{font-size:11px;color:#999}.op-ocena{color:#555}.op-red .op-autor{color:#b00}"
    )
    piece = Piece(
        "Most na Wiśle zamknięty do listopada. Kierowcy stoją w korkach",
        "Tomasz Wójcik",
        "2012-05-21T07:10:00+02:00",
        "Opublikowano: 21.05.2012, 07:10",
        """
Od poniedziałku most im. Legionów jest zamknięty dla samochodów. Drogowcy wymieniają nawierzchnię i dylatacje, a prace mają potrwać do końca listopada.

Objazd prowadzi przez Borowiczki i nowy most w ciągu obwodnicy. Już w pierwszy dzień w godzinach porannych korki sięgały kilku kilometrów.

Autobusy komunikacji miejskiej jeżdżą zmienionymi trasami. Zarząd dróg prosi kierowców o wcześniejsze wyjazdy i korzystanie z komunikacji zbiorowej.
""",
        section="Wiadomości",
        tags=("most", "remont", "korki"),
    )
    top = ticker(
        "Na sygnale",
        ("Wypadek na krajowej 62", "Pożar stodoły w Łącku", "Utrudnienia na moście im. Legionów"),
    )
    return case(
        "bt-pl-nadwislanskie-levels",
        "discussion",
        "pl-nadwislanskie",
        piece,
        Bits(top=top, after=after, side=side, style=style),
        seeds(ns),
        path="/wiadomosci/2012/05/21/most-na-wisle-zamkniety-do-listopada",
        reveal="on_load",
        container="div.op-opinie: h3 'Opinie (8)', flat sibling div.op-wpis with a class op-poziom-0/1/2 (div.op-naglowek: avatar, name, relative time; div.op-tresc; div.op-stopka: '+n / -n', 'odpowiedz', 'zgłoś do usunięcia')",
        heading="Opinie (8)",
        description="A Polish regional portal of 2012: a story on a closed bridge with 8 readers' opinions, relative times ('2 godziny temu', '58 minut temu'), '+n / -n' ratings, the newsroom answering once at the end; replies three levels deep shown only by a level class on flat siblings; a sort line, a ticker, most read, most commented with counts, exchange rates and a poll. Most awkward: depth only in a class, and no date but relative times.",
        static=True,
        lookalikes=("most commented with counts", "a poll with percentages"),
    )


def tr_egepostasi() -> Case:
    ns = talk("""
Ahmet K. (İzmir) @ 14 Mart 2012, 10:22 :: Körfez'e yüzme için yirmi yıldır söz veriliyor. Önce arıtma tesisi tamamlansın, sonra konuşalım.
  Ege Postası Editörü @ 14 Mart 2012, 11:40 [staff] :: Sayın okurumuz, Büyükşehir'in açıklamasına göre Çiğli arıtma tesisinin ikinci aşaması Haziran'da devreye girecek.
  Deniz (Karşıyaka) @ 14 Mart 2012, 12:05 :: Tesis bitse de dipteki çamur duruyor. Taranmadan olmaz.
Selin Yurt (Bornova) @ 14 Mart 2012, 12:48 :: Çocukken Alsancak'ta denize girerdik, babam anlatırdı. Torunlarım da girebilsin isterim.
Mehmet Hoca (Buca) @ 14 Mart 2012, 14:10 :: Haberdeki ölçüm sonuçlarını ilk kez bu kadar açık görüyorum. Emeği geçenlere teşekkürler.
  Ahmet K. (İzmir) @ 14 Mart 2012, 15:02 :: Hocam sonuçlar iyi ama sadece dört noktadan ölçüm var. Bayraklı tarafı yok.
    Mehmet Hoca (Buca) @ 14 Mart 2012, 15:30 :: Haklısınız, bunu da sormak lazım.
""")

    def item(i: int, n: Note, sub: str) -> str:
        staff = n.tag("staff")
        name, _, town = n.who.partition(" (")
        town_html = f' <span class="ep-sehir">({esc(town)}</span>' if town else ""
        badge = ' <span class="ep-editor">EDİTÖR</span>' if staff else ""
        return (
            f'<div class="ep-yorum{" ep-yorum-editor" if staff else ""}" id="y{4410 + i}"><img class="ep-av" src="/_avatar/ep-{i}.svg" alt="" width="40" height="40" />'
            f'<div class="ep-ic"><div class="ep-ust"><strong class="ep-ad">{esc(name)}</strong>{town_html}{badge} <em class="ep-tarih">{esc(n.at)}</em></div>'
            f'<div class="ep-metin">{ptext(n.body)}</div>'
            f'<div class="ep-alt"><a href="#" class="ep-begen">Beğen ({(6 * i + 3) % 23})</a> <a href="#" class="ep-begenme">Beğenme ({(2 * i + 1) % 7})</a> '
            f'<a href="#cevap">Cevapla</a> <a href="/sikayet?y={4410 + i}">Şikayet et</a></div></div>'
            + (f'<div class="ep-cevaplar">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="ep-yorumlar"><h3>Okur Yorumları (7)</h3>'
        '<p class="ep-uyari">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar yayınlanmaz.</p>'
        + draw(ns, item, lambda s, _p: s)
        + '<a name="cevap"></a><p class="ep-uyari">Yorum yazmak için <a href="/giris">giriş yapın</a> veya <a href="/uye-ol">üye olun</a>.</p></div>'
    )
    side = (
        box(
            "tr-egepostasi",
            "En Çok Okunanlar",
            links(
                (
                    "Körfez'de yüzme müjdesi",
                    "İzmir'de kiralar yüzde 18 arttı",
                    "Göztepe'de yeni teknik direktör",
                    "Kordon'a bisiklet yolu",
                ),
                "/haber/",
                "ol",
            ),
        )
        + box(
            "tr-egepostasi",
            "En Çok Yorumlananlar",
            links(
                ("İzmir'de kiralar yüzde 18 arttı", "Metro hattı gecikiyor", "Körfez'de yüzme müjdesi"),
                "/haber/",
                "ol",
                ("(143 yorum)", "(87 yorum)", "(7 yorum)"),
            ),
        )
        + box(
            "tr-egepostasi",
            "Piyasalar",
            stocks(
                "İMKB 100 | 61.842 | +1,2%\nDolar | 1,7921 | -0,3%\nEuro | 2,3540 | +0,1%\nAltın | 98,40 | +0,5%"
            ),
        )
        + box(
            "tr-egepostasi",
            "Anket",
            poll(
                "Körfez'de yüzmek ister misiniz?",
                [("Evet", 512), ("Hayır", 203), ("Önce temizlensin", 690)],
                "oy",
                "Oy ver",
            ),
        )
    )
    style = (
        ".ep-yorumlar{border-top:3px double #000;margin-top:20px;font:13px Arial,sans-serif}.ep-yorum{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}.ep-av{float:left}"
        ".ep-ic{margin-left:50px}.ep-ad{color:#0b5394}.ep-sehir{color:#888}.ep-tarih{color:#999;font-size:11px}.ep-alt{font-size:11px}.ep-alt a{margin-right:8px}"
        ".ep-cevaplar{margin:6px 0 0 50px;border-left:3px solid #dde;padding-left:8px}.ep-editor{background:#0b5394;color:#fff;font-size:10px;padding:0 4px}.ep-uyari{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Körfez'de yüzme müjdesi: Dört noktada ölçümler olumlu",
        "Ege Postası / İzmir",
        "2012-03-14T09:00:00+02:00",
        "14 Mart 2012 Çarşamba, 09:00",
        """
İzmir Körfezi'nde dört noktada yapılan su ölçümleri, bakteri değerlerinin son on yılın en düşük seviyesine indiğini gösterdi. Büyükşehir Belediyesi, 2015 yazında İnciraltı'nda denize girilebileceğini açıkladı.

Ölçümler Ocak ve Şubat aylarında Üçkuyular, İnciraltı, Alsancak ve Karşıyaka açıklarında yapıldı. Uzmanlar iyileşmeyi arıtma tesislerine bağlıyor.

Çevre örgütleri ise körfezin iç kısmındaki dip çamurunun taranmadan kalıcı bir temizlik sağlanamayacağı görüşünde.
""",
        dek="Büyükşehir, 2015 yazında İnciraltı'nda denize girilebileceğini açıkladı.",
        section="Gündem",
        tags=("İzmir Körfezi", "çevre"),
    )
    return case(
        "bt-tr-egepostasi-nested",
        "discussion",
        "tr-egepostasi",
        piece,
        Bits(after=after, side=side, style=style),
        [Seed(n.who.partition(" (")[0], n.body, n.parent, n.at) for n in ns],
        path="/gundem/korfezde-yuzme-mujdesi-haberi-1203140900",
        reveal="on_load",
        container="div.ep-yorumlar: h3 'Okur Yorumları (7)', div.ep-yorum (avatar, div.ep-ic: name, '(town)', date; div.ep-metin; 'Beğen (n)', 'Beğenme (n)', 'Cevapla', 'Şikayet et'), replies in div.ep-cevaplar inside the parent, three levels",
        heading="Okur Yorumları (7)",
        description="A Turkish national paper of 2012: a story on the bay's water quality with 7 readers' comments signed with name and town, the editor answering once with an 'EDİTÖR' badge; replies three levels deep nested in the parent's box; likes and dislikes, a moderation notice, most read, most commented with counts, a market table and a poll. Most awkward: the town after the name is in its own span (the truth's author is the name without the town).",
        static=True,
        lookalikes=("most commented with counts", "a market table"),
    )


def threads2_bt() -> list[Case]:
    return [ja_minato(), ru_priozerye(), pl_nadwislanskie(), tr_egepostasi()]

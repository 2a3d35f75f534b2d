"""Blind set BC: five more discussions in other languages, each the comment template of a different invented engine
of 2004-2013 in its served HTML: a Polish portal's forum-backed opinions, two table rows each, the tree only in the
indentation of the titles (PortalMaster), a Russian diary service's thread by inline margins with a deleted and a
screened placeholder in it (Заметник), a Japanese blog service's text and "Posted by" footer as sibling pairs with a
trackback list after them (ブログ帳), a Swedish paper's three comments as one run of text and line breaks
(Tidningsverket) and a Czech paper's discussion printed twice over, a tree of titles and then the posts
(Redakce). Every class name, engine, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bc_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
)


def _depths(cs: list[C]) -> list[int]:
    out: list[int] = []
    for c in cs:
        out.append(0 if c.seed.parent is None else out[c.seed.parent] + 1)
    return out


def _tree_order(cs: list[C], parent: int | None = None) -> list[int]:
    out: list[int] = []
    for i, c in enumerate(cs):
        if c.seed.parent == parent:
            out += [i, *_tree_order(cs, i)]
    return out


def pl_forum_title_tree() -> Case:
    cs = thread("""
gosc_z_Brzozowa | 2008-10-06 08:12 | - | t=Wreszcie,ip=83.24.*.* | Czekaliśmy na ten most piętnaście lat. Dzieci będą mogły chodzić do szkoły bez objazdu przez całą wieś.
Zbyszek K. | 2008-10-06 08:40 | 0 | t=Re: Wreszcie,ip=89.71.*.* | Piętnaście lat i trzy kampanie wyborcze. Zobaczymy, czy naprawdę skończą w maju.
gosc_z_Brzozowa | 2008-10-06 09:05 | 1 | t=Re: Re: Wreszcie,ip=83.24.*.* | Tym razem są pieniądze z województwa, to chyba coś znaczy.
mieszkanka | 2008-10-06 10:18 | - | t=A co z przystankiem?,ip=213.158.*.* | Czy przy nowym moście będzie przystanek PKS? Teraz starsi ludzie muszą iść dwa kilometry.
Radny Wiesław | 2008-10-06 11:30 | 3 | t=Re: A co z przystankiem?,ip=79.186.*.* | Przystanek jest w projekcie, po stronie szkoły. Pytałem o to na sesji we wrześniu.
mieszkanka | 2008-10-06 12:02 | 4 | t=Re: Re: A co z przystankiem?,ip=213.158.*.* | Dziękuję za odpowiedź, to ważne dla mojej mamy.
Heniek | 2008-10-06 14:47 | - | t=Objazd,ip=83.5.*.* | Objazd przez Dąbrówkę to dziesięć kilometrów dziurawej drogi. Kto zapłaci za zawieszenia?
Tadeusz M. | 2008-10-06 15:10 | 6 | t=Re: Objazd,ip=87.205.*.* | Droga do Dąbrówki ma być połatana przed rozpoczęciem prac, tak jest w artykule.
Heniek | 2008-10-06 16:33 | 7 | t=Re: Re: Objazd,ip=83.5.*.* | Połatana to nie znaczy naprawiona. Znam te łaty.
Ola z Pogórza | 2008-10-06 19:20 | - | t=Stary most,ip=91.94.*.* | Szkoda starego mostu, był piękny. Może chociaż balustradę da się zostawić na pamiątkę?
wędkarz | 2008-10-07 06:55 | 9 | t=Re: Stary most,ip=83.27.*.* | Pod starym mostem najlepsze miejsce na klenie w całej rzece. Mam nadzieję, że nie zniszczą brzegu.
Ania | 2008-10-07 08:14 | - | t=Pytanie,ip=78.8.*.* | Czy w czasie budowy będzie można przejść pieszo? Pracuję po drugiej stronie.
Zbyszek K. | 2008-10-07 09:02 | 11 | t=Re: Pytanie,ip=89.71.*.* | Ma być kładka dla pieszych obok, tak mówił kierownik budowy na zebraniu wiejskim.
""")
    depth = _depths(cs)
    trs = ""
    for i in _tree_order(cs):
        c = cs[i]
        pad = "&nbsp;&nbsp;&nbsp;&nbsp;" * depth[i] + ("└ " if depth[i] else "")
        trs += (
            f'<tr class="pm-naglowek"><td class="pm-tytul">{pad}<a name="op{901 + i}"></a><b>{esc(c.get("t"))}</b></td>'
            f'<td class="pm-autor">~{esc(c.name)}<br /><small>IP: {esc(c.get("ip"))}</small></td>'
            f'<td class="pm-data">{esc(c.when)}</td></tr>'
            f'<tr class="pm-tresc"><td colspan="3">{pad}{esc(c.text)} '
            f'<a class="pm-odp" href="/forum/odpowiedz/{901 + i}">[odpowiedz]</a></td></tr>'
        )
    box = (
        '<div class="pm-opinie"><h3>Opinie (13)</h3><p class="pm-info">Dodaj opinię: <a href="/forum/nowy">nowy wątek</a>. '
        "Opinie są własnością ich autorów. Portal nie odpowiada za ich treść.</p>"
        '<table class="pm-tabela" cellspacing="1" cellpadding="4" width="100%"><tr class="pm-th"><th>Tytuł</th><th>Autor</th>'
        f"<th>Data</th></tr>{trs}</table>"
        '<form method="post" action="/forum/dodaj"><p>Podpis: <input name="podpis" /> Tytuł: <input name="tytul" /></p>'
        '<p><textarea name="tresc" rows="4" cols="50"></textarea></p><p><input type="submit" value="Dodaj opinię" /></p></form></div>'
    )
    st = Story(
        "Nowy most na Wisłoce w Brzozowej. Budowa ruszy w listopadzie",
        "Marta Sowa",
        "2008-10-05T20:00:00+02:00",
        "5 października 2008",
        """
W listopadzie ruszy budowa nowego mostu na Wisłoce w Brzozowej. Stary, drewniano-stalowy most z lat pięćdziesiątych zostanie rozebrany, a w jego miejscu stanie żelbetowa przeprawa z chodnikiem po obu stronach.

Inwestycja kosztuje 6,2 mln zł, z czego większość pokryje budżet województwa. Prace mają potrwać do końca maja przyszłego roku. W tym czasie ruch samochodowy zostanie skierowany na objazd przez Dąbrówkę.

Wójt gminy zapewnia, że droga objazdowa zostanie przed rozpoczęciem prac naprawiona.
""",
        section="Wiadomości",
        related=("Dożynki gminne w Lipnicy", "Remont szkoły w Dąbrówce zakończony", "Sokół Pogórze awansuje"),
        tags=("most", "Brzozowa", "inwestycje"),
    )
    return make(
        "bc-pl-forum-title-tree",
        "discussion",
        "pl-pogorze",
        st,
        Parts(after=box),
        seeds(cs),
        path="/wiadomosci/nowy-most-na-wislocze-w-brzozowej",
        container="div.pm-opinie: h3 'Opinie (13)', table.pm-tabela, two rows per comment: tr.pm-naglowek (td.pm-tytul title 'Re: …' indented by &nbsp; and '└', td.pm-autor '~NAME' and a half-hidden IP, td.pm-data '2008-10-06 08:12') and tr.pm-tresc (the text, equally indented); three levels",
        heading="Opinie (13)",
        description="A Polish portal of 2008 ('PortalMaster') whose article opinions are a forum: 13 comments by signed guests with half-hidden IPs, three levels; awkward trait: two table rows per comment with a title of its own ('Re: Re: Wreszcie'), the tree only drawn by non-breaking spaces and a '└' before the titles and texts.",
    )


def ru_margins_placeholders() -> Case:
    cs = thread("""
лесная_кошка | 2007-11-03 21:14 (UTC) | - | - | Какая красота! А сколько дней она у вас сохла, прежде чем вы начали резать?
berestok | 2007-11-03 21:40 (UTC) | 0 | own | Почти год, под навесом. Липа сохнет медленно, если торопиться, трескается.
лесная_кошка | 2007-11-03 22:05 (UTC) | 1 | - | Год! А у меня терпения на неделю. Спасибо, буду учиться ждать.
Аноним | 2007-11-04 06:30 (UTC) | - | anon | Подскажите, где в вашей области берут липовые заготовки? У нас только сосна на рынке.
berestok | 2007-11-04 08:12 (UTC) | 3 | own | Спрашивайте на лесопилке в Заречье, там иногда бывает. Или пишите мне, поделюсь.
старый_столяр | 2007-11-04 10:20 (UTC) | - | - | Ложки у вас ровные, без единой задиринки. Каким ножом выбираете черпак? Ложкорезом или полукруглой стамеской?
berestok | 2007-11-04 11:02 (UTC) | 5 | own | Ложкорезом, кованым, мне его сосед сделал из старой рессоры. Стамеской пробовал, не нравится.
старый_столяр | 2007-11-04 11:45 (UTC) | 6 | - | Из рессоры хорошая сталь. Берегите его.
vera_na_reke | 2007-11-05 17:33 (UTC) | - | - | Я бы купила две такие ложки на подарок маме. Вы продаёте?
mitya_k | 2007-11-06 09:10 (UTC) | - | - | Отличная запись. А маслом каким покрываете? Льняным?
berestok | 2007-11-06 12:48 (UTC) | 9 | own | Льняным, в три слоя, с перерывом в неделю. Потом ещё воском натираю.
mitya_k | 2007-11-06 13:15 (UTC) | 10 | - | Понял, спасибо. Попробую на своей первой.
""")
    # placeholders the service prints in the thread: a deleted comment after 4, a screened one after 8
    depth = _depths(cs)
    out = ""
    for i in _tree_order(cs):
        c = cs[i]
        who = (
            '<b class="zm-anon">Аноним</b>'
            if c.has("anon")
            else f'<img src="/_avatar/zm-{slug(c.name)}.svg" alt="" width="16" height="16" /> <a href="/users/{slug(c.name)}/"><b>{esc(c.name)}</b></a>'
        )
        pic = (
            "" if c.has("anon") else f'<img src="/_avatar/zm-pic-{i}.svg" alt="" width="100" height="100" />'
        )
        out += (
            f'<div class="zm-c" style="margin-left: {depth[i] * 25}px"><a name="t{3310 + i}"></a>'
            f'<table class="zm-t" cellpadding="2" cellspacing="0"><tr><td valign="top" class="zm-pic">{pic}</td><td valign="top">'
            f'{who}<br /><span class="zm-date">{esc(c.when)}</span><br /><div class="zm-text">{paras(c.text)}</div>'
            f'<p class="zm-links">(<a href="?replyto={3310 + i}">Ответить</a>) (<a href="?thread={3310 + i}#t{3310 + i}">Ветвь</a>) '
            f'(<a href="#t{3310 + i}">Ссылка</a>)</p></td></tr></table></div>\n'
        )
        if i == 4:
            out += (
                '<div class="zm-c zm-deleted" style="margin-left: 0px"><p>(Удалённый комментарий)</p></div>\n'
            )
        if i == 8:
            out += (
                '<div class="zm-c zm-screened" style="margin-left: 0px"><p>(Скрытый комментарий)</p></div>\n'
            )
    block = (
        '<div class="zm-comments"><p class="zm-count"><b>14 комментариев</b> — '
        '<a href="?mode=reply">Оставить комментарий</a></p>'
        + out
        + '<p class="zm-count"><a href="?mode=reply">Оставить комментарий</a></p></div>'
    )
    st = Story(
        "Три липовые ложки",
        "berestok",
        "2007-11-03T18:00:00+03:00",
        "3 ноября 2007, 21:00",
        """
Закончил наконец три ложки из той липы, что спилили прошлой осенью у старой школы. Липа пролежала под навесом почти год и режется теперь как масло.

Самая большая — для щей, с глубоким черпаком. Средняя — мне, для каши. Маленькую заказала соседская девочка, ей шесть лет, и ложка должна быть «как у медведя, только маленькая».

Все три покрыты льняным маслом. Фото при дневном свете, как просили в прошлый раз.
""",
        section="Мастерская",
        related=("Первый снег на реке", "Как я точу ножи", "Книга о старых промыслах"),
        tags=("ложки", "липа", "резьба"),
        months=("ноябрь 2007", "октябрь 2007", "сентябрь 2007"),
        links=("лесная_кошка", "старый_столяр", "Записки плотника"),
    )
    return make(
        "bc-ru-margins-placeholders",
        "discussion",
        "ru-berestok",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2007/11/03/tri-lipovye-lozhki.html",
        container="div.zm-comments: '14 комментариев', flat div.zm-c with an inline margin-left (0/25/50 px) each holding a table (userpic, NAME, '2007-11-03 21:14 (UTC)', div.zm-text, '(Ответить) (Ветвь) (Ссылка)'); two placeholders '(Удалённый комментарий)' and '(Скрытый комментарий)' among them (not comments)",
        heading=None,
        description="A Russian hosted diary service of 2007 ('Заметник'): 12 comments (the count line says 14: a deleted and a screened one are placeholders), three levels, the diarist answering four times, one anonymous; awkward trait: the thread drawn by inline margins on flat boxes, each a layout table, with the placeholders in the list.",
    )


def ja_sibling_pairs() -> Case:
    cs = thread("""
ふるほん好き | 2006年05月12日 21:04 | - | - | 昭和三十年代の地図帳、懐かしいです。祖父の家にも同じものがありました。まだ在庫はありますか。
かもめ堂 | 2006年05月12日 22:30 | - | own | ふるほん好きさん、ありがとうございます。地図帳は二冊とも残っています。店頭でもご覧いただけます。
港町の住人 | 2006年05月13日 08:15 | - | - | 写真の本棚、新しくなりましたね。前より通路が広くて見やすいです。
ミナミ | 2006年05月13日 13:47 | - | - | 鉄道の時刻表の古いもの、探しています。昭和四十年代のものが入ったら教えてください。
かもめ堂 | 2006年05月13日 18:20 | - | own | ミナミさん、時刻表は時々入ります。入荷したらこちらのブログでお知らせしますね。
ぶんこ | 2006年05月15日 10:02 | - | - | 日曜日に伺いました。猫がレジの横で寝ていて、なかなか本が買えませんでした（笑）
""")
    body = ""
    for i, c in enumerate(cs):
        body += (
            f'<a id="c{51201 + i}"></a><div class="comment-body">{paras(c.text)}</div>\n'
            f'<div class="comment-footer">Posted by <a href="/profile/{51201 + i}">{esc(c.name)}</a> at '
            f'<a href="#c{51201 + i}">{esc(c.when)}</a></div>\n'
        )
    tb = (
        '<div id="trackback"><h3>トラックバック</h3><p class="tb-url">このエントリーのトラックバックURL: '
        "<code>http://kamomedo.example/tb/0512</code></p>"
        '<div class="trackback-body"><a href="http://minato-sanpo.example/0513">港町さんぽ日記</a>: '
        "古本屋さんの新しい本棚を見に行きました。地図帳の棚が……</div>"
        '<div class="trackback-footer">Tracked on 2006年05月13日 20:41</div>'
        '<div class="trackback-body"><a href="http://tetsudo-no-hon.example/">鉄道の本のメモ</a>: '
        "港町の古本屋さんに古い時刻表が入るかもしれないとのこと……</div>"
        '<div class="trackback-footer">Tracked on 2006年05月14日 09:05</div></div>'
    )
    block = (
        '<div id="comments"><h3>コメント</h3>'
        + body
        + '<h3>コメントを書く</h3><form method="post" action="/comment"><p>名前: <input name="author" /></p>'
        '<p>URL: <input name="url" /></p><p><textarea name="text" rows="5" cols="40"></textarea></p>'
        '<p><input type="submit" value="投稿" /></p></form></div>' + tb
    )
    st = Story(
        "本棚を入れ替えました",
        "かもめ堂",
        "2006-05-12T19:00:00+09:00",
        "2006年05月12日",
        """
先週の休みを使って、店の奥の本棚を入れ替えました。古い棚は祖父の代からのもので、さすがに傾いてきていたので、近所の家具屋さんに同じ寸法で作ってもらいました。

通路が少し広くなったので、地図と鉄道の本の棚を奥にまとめました。昭和三十年代の地図帳も二冊並べています。

店の猫は新しい棚のにおいが気に入らないようで、まだレジの横から動きません。
""",
        section="店の日々",
        related=("今週の入荷：郷土史の本", "雨の日の店番", "港まつりの古本市"),
        tags=("本棚", "店", "地図帳"),
        months=("2006年05月", "2006年04月", "2006年03月"),
        links=("港町さんぽ日記", "鉄道の本のメモ", "古書の森"),
    )
    return make(
        "bc-ja-sibling-pairs",
        "discussion",
        "ja-kamome",
        st,
        Parts(after=block),
        seeds(cs),
        path="/archives/2006/05/12/honndana.html",
        container="div#comments: h3 'コメント', per comment only a sibling pair: div.comment-body (the text) and div.comment-footer 'Posted by NAME at 2006年05月12日 21:04'; after the form a div#trackback with trackback-body/trackback-footer pairs (not comments)",
        heading="コメント",
        description="A Japanese hosted blog service of 2006 ('ブログ帳'): 6 flat comments on a second-hand bookshop's blog, the shop answering twice; awkward trait: no element per comment, each a text div and a 'Posted by NAME at …' footer div as siblings, with a trackback list after the form in the same pair shape.",
    )


def sv_run_of_text() -> Case:
    cs = thread("""
Gunnel i Österby | 4 mars 2013 kl 14.22 | - | - | Äntligen! Vi har väntat på en riktig bredbandsutbyggnad i byarna i tio år.
Lasse Nord | 4 mars 2013 kl 16.05 | - | - | Elva tusen kronor per hushåll är mycket pengar för oss pensionärer, även om det är billigare än i stan.
Kerstin Å. | 5 mars 2013 kl 08.40 | - | - | Vi grävde själva i Norrbyn för tre år sedan. Det gick bra, men räkna med att det tar en hel sommar.
""")
    inner = ""
    for c in cs:
        inner += f"{esc(c.text)}<br />\n<i>— {esc(c.name)}, {esc(c.when)}</i><br /><br />\n"
    block = (
        '<div class="tv-lasare"><b>Läsarnas kommentarer (3)</b><br /><br />\n'
        + inner
        + '<a href="/kommentera?id=4411">Skriv en kommentar</a> · <a href="/regler">Regler för kommentarer</a></div>'
    )
    st = Story(
        "Fiber till byarna – föreningen söker fler hushåll",
        "Text: Eva Lindkvist",
        "2013-03-03T19:00:00+01:00",
        "3 mars 2013",
        """
Fiberföreningen i Österby och Västerby vill dra fiber till 140 hushåll under sommaren, men behöver minst hundra anmälda för att projektet ska bli av. Hittills har 71 hushåll skrivit på.

Anslutningen kostar 11 000 kronor per hushåll, och den som vill kan gräva på sin egen tomt för att få ner kostnaden. Kommunen står för en del av kostnaden för stamnätet.

Föreningen håller informationsmöte i bygdegården den 12 mars klockan 19.
""",
        section="Byarna",
        related=("Isen på Storsjön bär inte än", "Myrbo IF vann i förlängningen", "Nytt café vid torget"),
        tags=("fiber", "Österby", "bredband"),
    )
    return make(
        "bc-sv-run-of-text",
        "discussion",
        "sv-myrbo",
        st,
        Parts(after=block),
        seeds(cs),
        path="/byarna/fiber-till-byarna-foreningen-soker-hushall",
        container="div.tv-lasare: b 'Läsarnas kommentarer (3)', then one run of text: each comment's text, <br>, <i>— NAME, 4 mars 2013 kl 14.22</i>, <br><br>; no element per comment",
        heading="Läsarnas kommentarer (3)",
        description="A Swedish local paper's system of 2013 ('Tidningsverket'): only 3 flat comments; awkward trait: the whole discussion is one run of text nodes and line breaks in a single div, the name and time in an italic line after each text.",
    )


def cs_overview_then_posts() -> Case:
    cs = thread("""
Petr Dvořák | 12. 4. 2010 14:22 | - | t=Konečně | Náměstí vypadá deset let jako parkoviště. Dobře, že se s tím něco dělá.
Jarmila | 12. 4. 2010 14:50 | 0 | t=Re: Konečně | Jen aby z toho nebyla další betonová plocha bez stínu. Na obrázku nevidím jediný strom.
Petr Dvořák | 12. 4. 2010 15:31 | 1 | t=Re: Re: Konečně | Stromy tam jsou, osm lip podél kašny, jen jsou na vizualizaci malé.
kolemjdoucí | 12. 4. 2010 16:04 | - | t=Parkování | A kde budeme parkovat? Obchody na náměstí bez aut nepřežijí.
Radek Šimek | 12. 4. 2010 16:40 | 3 | t=Re: Parkování | Za poštou má vzniknout parkoviště pro šedesát aut. Je to v článku.
kolemjdoucí | 12. 4. 2010 17:15 | 4 | t=Re: Re: Parkování | Za poštou je to pět minut pěšky. Pro babičky s taškami daleko.
Hana Veselá | 12. 4. 2010 19:02 | - | t=Kašna | Bude se kašna opravovat, nebo jen vyčistí? Je z roku 1891 a je to škoda.
Ing. Malý | 12. 4. 2010 20:30 | 6 | t=Re: Kašna | Kašna se bude restaurovat podle původních plánů, dělá to firma, která opravovala kašnu v Jičíně.
Hana Veselá | 12. 4. 2010 21:10 | 7 | t=Re: Re: Kašna | To ráda slyším, děkuji.
Libor | 13. 4. 2010 07:45 | - | t=Termín | Rekonstrukce přes celé léto, to zase přijdeme o trhy a o pouť.
Jarmila | 13. 4. 2010 08:20 | 9 | t=Re: Termín | Pouť prý bude na louce u sokolovny, tak to aspoň něco.
Martin K. | 13. 4. 2010 10:55 | - | t=Dlažba | Hlavně ať nedávají tu hladkou dlažbu, na které se v zimě nedá chodit.
""")
    depth = _depths(cs)
    order = _tree_order(cs)
    ov = ""
    for i in order:
        c = cs[i]
        ov += (
            f'<li style="margin-left:{depth[i] * 18}px"><a href="#p{1401 + i}">{esc(c.get("t"))}</a> '
            f"<small>({esc(c.name)}, {esc(c.when)})</small></li>"
        )
    posts = ""
    for i in order:
        c = cs[i]
        re_line = (
            f'<p class="rd-reakce">reakce na: <a href="#p{1401 + c.seed.parent}">{esc(cs[c.seed.parent].name)}</a></p>'
            if c.seed.parent is not None
            else ""
        )
        posts += (
            f'<div class="rd-prispevek" id="p{1401 + i}"><h5>{esc(c.get("t"))}</h5>'
            f'<p class="rd-autor">Autor: <b>{esc(c.name)}</b> | {esc(c.when)}</p>{re_line}'
            f'<div class="rd-text">{paras(c.text)}</div><p class="rd-akce"><a href="/diskuse/reagovat/{1401 + i}">Reagovat</a> · '
            f'<a href="/diskuse/nahlasit/{1401 + i}">Nahlásit</a></p></div>'
        )
    block = (
        '<div class="rd-diskuse"><h3>Diskuse k článku (12 příspěvků)</h3><div class="rd-prehled"><h4>Přehled vláken</h4>'
        f'<ul class="rd-strom">{ov}</ul></div><h4>Všechny příspěvky</h4>{posts}'
        '<p><a href="/diskuse/novy">Přidat nový příspěvek</a> (jen pro registrované)</p></div>'
    )
    st = Story(
        "Rekonstrukce náměstí začne v červnu, potrvá do října",
        "Jana Horáková",
        "2010-04-11T18:00:00+02:00",
        "11. 4. 2010",
        """
Rekonstrukce Masarykova náměstí v Lomnici začne v polovině června a potrvá do konce října. Město na ni získalo dotaci ve výši 24 milionů korun, zbytek doplatí z vlastního rozpočtu.

Náměstí dostane novou dlažbu, osvětlení a lavičky, kolem kašny bude vysázeno osm lip. Parkovací místa na náměstí ubudou, nové parkoviště pro šedesát aut vznikne za poštou.

Trhy se po dobu stavby přesunou do ulice Na Příkopech.
""",
        section="Zprávy",
        related=(
            "Sokolovna bude mít novou střechu",
            "Lomnické slavnosti letos bez ohňostroje",
            "FK Lomnice prohrála v derby",
        ),
        tags=("náměstí", "rekonstrukce", "doprava"),
    )
    return make(
        "bc-cs-overview-then-posts",
        "discussion",
        "cs-lomnice",
        st,
        Parts(after=block),
        seeds(cs),
        path="/zpravy/rekonstrukce-namesti-zacne-v-cervnu",
        container="div.rd-diskuse: h3 'Diskuse k článku (12 příspěvků)', first div.rd-prehled: ul.rd-strom of the titles with name and time (indented li), then every post as a flat div.rd-prispevek (h5 title, 'Autor: NAME | 12. 4. 2010 14:22', 'reakce na: NAME' on replies, div.rd-text)",
        heading="Diskuse k článku (12 příspěvků)",
        description="A Czech local paper's system of 2010 ('Redakce'): 12 comments, three levels; awkward trait: the discussion printed twice over, first as an overview tree of titles with names and times, then as flat posts whose thread is only a 'reakce na: NAME' line.",
    )


def threads_intl2() -> list[Case]:
    return [
        pl_forum_title_tree(),
        ru_margins_placeholders(),
        ja_sibling_pairs(),
        sv_run_of_text(),
        cs_overview_then_posts(),
    ]

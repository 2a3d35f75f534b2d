"""Blind set AS: seven more hand-built discussions in the served HTML, as blogs and news sites printed them around
2008-2014: a cooking blog's numbered list with "Odpowiedz" and "Cytuj", the author's answers marked "(autorka)" and
trackbacks below (pl); a city paper's thread drawn by inline left margins only, "Добавил(а) NAME" (ru); a hiking
blog's comments with "Posted by NAME at …" under the text and a trackback list (ja); a regional paper's discussion
in one table, a header row and a text row per comment, replies by a padding class (cs); a smallholding blog with the
name and time under the text, the author's answers nested and one comment awaiting moderation (sv); a news portal's
numbered "NAME yazdı:" comments (tr); a county portal's "Beküldte NAME" list with nested lists (hu). Every class
name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_as_common import (
    C,
    Case,
    Parts,
    Story,
    depths,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def pl_numbered_quote() -> Case:
    cs = thread("""
Marta z Lublina | 10 lipca 2012 o 19:20 | - | - | Moja babcia dodawała jeszcze podsmażoną cebulkę do farszu. Muszę spróbować z miętą, jak u Pani.
Bronka | 10 lipca 2012 o 20:05 | 0 | au | Cebulka jak najbardziej! Mięta to tylko szczypta, żeby było czuć lato.
Marta z Lublina | 10 lipca 2012 o 21:12 | 1 | - | Dziękuję, w niedzielę lepię.
Kasia | 11 lipca 2012 o 08:40 | - | - | Ciasto mi się zawsze rwie przy wałkowaniu. Czy to wina mąki?
Bronka | 11 lipca 2012 o 09:15 | 3 | au | Kasiu, dodaj łyżkę oleju i niech ciasto odpocznie pół godziny pod miską. I mąka tortowa, nie chlebowa.
Zenon | 11 lipca 2012 o 12:48 | 3 | - | U mnie pomogła gorąca woda zamiast zimnej. Ciasto robi się bardziej elastyczne.
Kasia | 11 lipca 2012 o 18:30 | 5 | - | Spróbuję obu sposobów, dzięki!
Ewelina | 12 lipca 2012 o 10:05 | - | - | Zdjęcia tak apetyczne, że zaraz idę do sklepu po kaszę.
Ryszard P. | 13 lipca 2012 o 16:22 | - | - | U nas na Podlasiu mówiło się na nie „pierogi z hreczką”. Mama robiła je zawsze w sobotę przed żniwami.
Bronka | 13 lipca 2012 o 19:40 | 8 | au | Panie Ryszardzie, u nas też tak mówiono! Piękne wspomnienie, dziękuję.
Ola | 15 lipca 2012 o 11:11 | - | - | Czy można je zamrozić przed gotowaniem?
""")
    dep = depths(cs)

    def item(i: int, c: C, sub: str) -> str:
        mark = ' <span class="zk-autorka">(autorka)</span>' if c.has("au") else ""
        return (
            f'<li class="zk-kom zk-poz{dep[i]}" id="kom-{3301 + i}"><div class="zk-glowa">'
            f'<img src="/_avatar/zk-{i}.svg" alt="" width="48" height="48" class="zk-awatar" />'
            f'<span class="zk-nick">{esc(c.name)}</span>{mark} '
            f'<a class="zk-data" href="#kom-{3301 + i}">{esc(c.when)}</a></div>'
            f'<div class="zk-tresc">{paras(c.text)}</div><p class="zk-linki"><a href="?odp={3301 + i}#formularz">Odpowiedz</a> | '
            f'<a href="?cytuj={3301 + i}#formularz">Cytuj</a></p>'
            + (f'<ul class="zk-dzieci">{sub}</ul>' if sub else "")
            + "</li>"
        )

    title = "Pierogi z kaszą gryczaną i twarogiem według babci Hani"
    block = (
        f'<div id="komentarze"><h3>11 komentarzy do &#8222;{esc(title)}&#8221;</h3><ol class="zk-lista">'
        + tree(cs, item, lambda s: s)
        + '</ol><h3 id="trackbacki">Trackbacki i pingbacki</h3><ol class="zk-tb">'
        '<li><a href="http://smaki-podlasia.example.net/2012/07/pierogi/">Smaki Podlasia » Tydzień z pierogami</a> '
        "<small>11 lipca 2012</small><p>[…] a u Bronki na Zapiecku pierogi z kaszą, które zrobiłam w niedzielę […]</p></li>"
        '<li><a href="http://sloiki-na-zime.example.net/lipiec-2012/">Słoiki na zimę » Co ugotować z kaszy</a> '
        "<small>14 lipca 2012</small><p>[…] przepis na ciasto od Bronki, sprawdzony […]</p></li></ol>"
        '<div id="formularz"><h3>Dodaj komentarz</h3><form action="/komentarz" method="post"><p><input name="imie" /> Imię (wymagane)</p>'
        '<p><input name="email" /> E-mail (nie będzie publikowany)</p><p><input name="www" /> Strona WWW</p>'
        '<p><textarea name="tresc" rows="6" cols="55"></textarea></p><p><input type="submit" value="Wyślij komentarz" /></p></form></div></div>'
    )
    st = Story(
        title,
        "Bronka",
        "2012-07-10T17:45:00+02:00",
        "10 lipca 2012",
        """
Babcia Hania lepiła te pierogi w każdą sobotę lata, na dużej stolnicy, którą dziadek zrobił jej z jednego kawałka lipy. Ja stolnicę mam po niej, przepis zapisałam dopiero w zeszłym roku, bo wcześniej wszystko było „na oko”.

Farsz: szklanka ugotowanej kaszy gryczanej, pół kilo tłustego twarogu, cebula zeszklona na maśle, sól, dużo pieprzu i szczypta suszonej mięty. Ciasto: pół kilo mąki, szklanka ciepłej wody, łyżka oleju.

Lepimy, gotujemy w osolonej wodzie trzy minuty od wypłynięcia i podajemy ze skwarkami. Z podanych proporcji wychodzi około sześćdziesięciu sztuk.
""",
        section="Przepisy",
        related=("Ogórki małosolne na szybko", "Babka ziemniaczana", "Konfitura z wiśni"),
        filed="Kategoria: Przepisy · Tagi: pierogi, kasza, babcia",
    )
    return make(
        "as-pl-numbered-quote",
        "discussion",
        "pl-zapiecek",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2012/07/10/pierogi-z-kasza-gryczana/",
        container="div#komentarze: h3 '11 komentarzy do „…”', ol.zk-lista > li.zk-kom (avatar, span.zk-nick, '(autorka)', a.zk-data permalink '10 lipca 2012 o 19:20', div.zk-tresc, 'Odpowiedz | Cytuj'); replies in ul.zk-dzieci, three levels; then 'Trackbacki i pingbacki' (ol.zk-tb, two, not comments) and a form",
        heading="11 komentarzy do „Pierogi z kaszą gryczaną i twarogiem według babci Hani”",
        description="A Polish cooking blog of 2012: 11 comments in a numbered list with avatars, 'Odpowiedz | Cytuj' links, replies three levels deep, the blogger's answers marked '(autorka)'; two trackbacks in their own list below (not comments).",
    )


def ru_margins() -> Case:
    cs = thread("""
Валентина Сергеевна | 10.02.2010 в 14:20 | - | - | Обещают каждый год. У нас на Школьной сосульки висят уже две недели, дети ходят под ними в школу.
Игорь К. | 10.02.2010 в 14:52 | 0 | - | На Школьной, 12? Там вчера вроде огородили лентой.
Валентина Сергеевна | 10.02.2010 в 15:10 | 1 | - | Да, двенадцатый. Лентой огородили, а толку? Её уже кто-то сорвал.
житель_центра | 10.02.2010 в 16:05 | - | - | Почему нельзя заранее заключить договор с альпинистами, а не ждать, пока кому-нибудь на голову упадёт?
Михаил Петрович | 10.02.2010 в 17:33 | 3 | - | Договор есть, только альпинистов на весь город четыре человека. Сам в управляющей компании работал.
житель_центра | 10.02.2010 в 18:01 | 4 | - | Значит, надо нанимать больше, деньги-то мы платим исправно.
Олег | 10.02.2010 в 19:45 | - | - | Во дворе на Лесной трактор был в понедельник, всё расчистили. Так что не везде плохо.
Наташа | 10.02.2010 в 21:10 | - | - | А машины кто будет откапывать после того, как снег с крыш скинут прямо на них?
Олег | 10.02.2010 в 21:36 | 7 | - | Наташа, обычно вешают объявление за день, чтобы машины убрали. Смотрите на подъезде.
Наташа | 10.02.2010 в 22:02 | 8 | - | Спасибо, не знала. Посмотрю завтра.
Ген. Ник. | 11.02.2010 в 08:15 | - | - | Номер диспетчерской, который в статье, не отвечает с утра.
Редакция | 11.02.2010 в 09:40 | 10 | - | Проверили: номер изменился, новый 4-12-70. Исправили в тексте, спасибо.
Лидия | 11.02.2010 в 13:25 | - | - | Спасибо газете, что пишете об этом. Может, хоть теперь зашевелятся.
""")
    dep = depths(cs)
    divs = "".join(
        f'<div class="kmt" style="margin-left:{dep[i] * 30}px" id="kmt{8800 + i}"><table cellpadding="0" cellspacing="0" width="100%"><tr>'
        f'<td class="kmt-who">Добавил(а) <b>{esc(c.name)}</b>, {esc(c.when)}</td>'
        f'<td class="kmt-num" align="right"><a href="#kmt{8800 + i}">#</a></td></tr></table>'
        f'<div class="kmt-txt">{paras(c.text, sep="<br /><br />")}</div>'
        f'<div class="kmt-act"><a href="/forma.php?otvet={8800 + i}">Ответить</a></div></div>'
        for i, c in enumerate(cs)
    )
    block = (
        f'<div class="kmts"><div class="tl-h">Комментарии (13)</div>{divs}'
        '<div class="tl-h">Добавить комментарий</div><form action="/forma.php" method="post"><p>Имя: <input name="imya" /></p>'
        '<p><textarea name="tekst" rows="5" cols="50"></textarea></p><p>Введите код с картинки: <input name="kod" size="5" /></p>'
        '<p><input type="submit" value="Отправить" /></p></form></div>'
    )
    st = Story(
        "Снег с крыш: управляющая компания обещает очистить дворы до пятницы",
        "Ирина Соколова",
        "2010-02-10T11:00:00+03:00",
        "10 февраля 2010 г., 11:00",
        """
После снегопадов прошлой недели на крышах многоэтажек в центре города скопилось до полуметра снега. Во многих дворах с карнизов свисают сосульки длиной больше метра.

В управляющей компании «Уют-Сервис» нам сообщили, что бригады работают с понедельника и до пятницы очистят крыши всех домов на Школьной, Лесной и проспекте Мира. Жителей просят убирать машины от подъездов по объявлениям.

Сообщить об опасных сосульках можно в диспетчерскую по телефону, указанному на сайте компании.
""",
        section="Город",
        related=(
            "Автобус № 7 меняет маршрут",
            "В школе № 3 открыли спортзал",
            "Лыжня на Берёзовой горке готова",
        ),
        filed="Рубрика: Город · Метки: ЖКХ, снег",
    )
    return make(
        "as-ru-margin-thread",
        "discussion",
        "ru-berezniki",
        st,
        Parts(after=block),
        seeds(cs),
        path="/gorod/sneg-s-krysh.html",
        container="div.kmts: div.tl-h 'Комментарии (13)', a flat run of div.kmt with an inline margin-left (0/30/60 px) as the only sign of the thread, each a little table 'Добавил(а) <b>NAME</b>, 10.02.2010 в 14:20' and '#', div.kmt-txt, 'Ответить'; three levels; a form with a captcha",
        heading="Комментарии (13)",
        description="A Russian city paper's home-made CMS of 2010: 13 comments in one flat run of divs whose replies are shown only by inline left margins, three levels; 'Добавил(а) NAME, date' above each text; the newsroom answers a reader.",
    )


def ja_posted_by() -> Case:
    cs = thread("""
山好きのぶ | 2013年10月13日 21:40 | - | - | 大滝山、来週行こうと思ってたので参考になります！林道の通行止めはまだ続いていましたか？
こもれび | 2013年10月13日 22:15 | - | au | のぶさん、林道は先週開通していました。ただ駐車場は八台くらいしか停められないので、早めが安心です。
さとみ | 2013年10月14日 07:30 | - | - | 頂上のおにぎりの写真、おいしそう。温泉の場所も教えてもらえますか？
こもれび | 2013年10月14日 12:02 | - | au | さとみさん、下山口から車で十五分の「ふもとの湯」です。露天風呂から滝が見えますよ。
ハイカー田中 | 2013年10月15日 18:44 | - | - | 先週登りましたが、確かにまだ青かったです。来週末が見ごろかもしれませんね。
みどり | 2013年10月16日 09:20 | - | - | いつも楽しく拝見しています。雨具の記事もまた書いてください。
""")
    items = "".join(
        f'<div class="km-box" id="km{41 + i}"><div class="km-body">{paras(c.text, sep="<br /><br />")}</div>'
        f'<div class="km-posted">Posted by <span class="km-name">{esc(c.name)}</span>'
        + (' <span class="km-kanri">(管理人)</span>' if c.has("au") else "")
        + f' at <a href="#km{41 + i}">{esc(c.when)}</a></div></div>'
        for i, c in enumerate(cs)
    )
    block = (
        f'<div class="km-area"><h3 class="km-h">コメント</h3>{items}'
        '<h3 class="km-h">この記事へのトラックバック</h3><div class="km-tb"><p class="km-tb-title">'
        '<a href="http://touge-no-mukou.example.net/archives/2013-10.html">秋の低山めぐり</a></p>'
        '<p>大滝山の紅葉はまだ早かったようですが、来週の天気次第で…</p><p class="km-tb-by">Tracked from 峠のむこう at 2013年10月14日 20:11</p>'
        '<p class="km-tb-title"><a href="http://yuru-tozan.example.net/entry/412">週末の山の情報まとめ</a></p>'
        '<p>こもれびさんの記事によると林道は開通済みとのこと…</p><p class="km-tb-by">Tracked from ゆる登山部 at 2013年10月15日 08:02</p></div>'
        '<h3 class="km-h">コメントを書く</h3><form action="/comment.cgi" method="post"><p>お名前: <input name="name" /></p>'
        '<p>メールアドレス: <input name="mail" /></p><p>URL: <input name="url" /></p><p><textarea name="body" rows="5" cols="50"></textarea></p>'
        '<p><input type="submit" value="送信" /></p></form></div>'
    )
    st = Story(
        "秋の大滝山、紅葉には一週間早かった",
        "Posted by こもれび at 20:30",
        "2013-10-13T20:30:00+09:00",
        "2013年10月13日(日)",
        """
今日は大滝山へ。林道終点の駐車場に朝七時に着いたら、すでに五台停まっていました。

登山口から滝までは沢沿いの道で一時間ほど。滝の周りのカエデはまだほとんど緑で、色づいていたのは尾根の上のほうだけでした。紅葉の見ごろは来週末くらいだと思います。

頂上でおにぎりを食べて、下りは南の尾根を通って周回。帰りはいつもの温泉で汗を流しました。
""",
        section="山行記録",
        related=("雨具を新しくしました", "城山で初日の出", "夏の沢歩き"),
        filed="カテゴリー: 山行記録 | コメント(6) | トラックバック(2)",
    )
    return make(
        "as-ja-posted-by-below",
        "discussion",
        "ja-komorebi",
        st,
        Parts(after=block),
        seeds(cs),
        path="/blog/2013/10/ootakiyama-koyo.html",
        container="div.km-area: h3 'コメント', div.km-box (div.km-body text first, then 'Posted by <span>NAME</span> (管理人) at <a>2013年10月13日 21:40</a>' below it); flat; then 'この記事へのトラックバック' (two trackbacks, not comments) and a form",
        heading="コメント",
        description="A Japanese hiking blog of 2013: 6 comments, each text first and 'Posted by NAME at date' under it, the blogger's two flat answers marked '(管理人)'; two trackbacks below in their own box (not comments).",
    )


def cs_table_rows() -> Case:
    cs = thread("""
Jana Horáková | 18. 9. 2012 12:10 | - | - | Konečně. S malým jsme loni jezdili na každou kontrolu až do krajské nemocnice, čtyřicet kilometrů tam a zpátky.
Petr V. | 18. 9. 2012 12:45 | 0 | - | Nám se stalo to samé. Doufám, že tu budou i specialisti, ne jen lůžka.
sestra_Iva | 18. 9. 2012 14:20 | - | - | Sestry nechybí, chybí peníze. Za tenhle plat nikdo z Prahy nepřijde.
Miroslav | 18. 9. 2012 15:02 | 2 | - | To je bohužel pravda. Moje dcera je sestra a odešla do Německa.
sestra_Iva | 18. 9. 2012 15:30 | 3 | - | Přesně. Tři kolegyně z mého oddělení taky.
Květa Nová | 18. 9. 2012 19:48 | - | - | Bude tam i herna pro děti? Pobyt v nemocnici je pro ně hrozný.
Tomáš Beneš | 19. 9. 2012 07:55 | - | - | Článek neuvádí, kdy se oddělení otevře. Ví někdo víc?
Hradišťské listy | 19. 9. 2012 09:30 | 6 | - | Podle ředitele nemocnice v lednu příštího roku, doplnili jsme to do článku.
""")
    dep = depths(cs)
    trs = "".join(
        f'<tr class="dk-hlava dk-u{dep[i]}"><td class="dk-jmeno" style="padding-left:{6 + dep[i] * 24}px">'
        + ("Re: " if dep[i] else "")
        + f'<b>{esc(c.name)}</b></td><td class="dk-cas" align="right">{esc(c.when)}</td></tr>'
        f'<tr class="dk-telo dk-u{dep[i]}"><td colspan="2" style="padding-left:{6 + dep[i] * 24}px">{paras(c.text, sep="<br /><br />")}'
        f'<div class="dk-odkazy"><a href="/diskuze/odpovedet?p={5100 + i}">Odpovědět</a> · <a href="/diskuze/nahlasit?p={5100 + i}">Nahlásit</a></div></td></tr>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="kz-box dk"><h3>Diskuze k článku (8)</h3><table class="dk-tab" width="100%" cellspacing="0" cellpadding="4">'
        + trs
        + '</table><p class="dk-pravidla"><a href="/diskuze/novy?c=2291">Přidat názor</a> · Pro vkládání příspěvků je nutná registrace.</p></div>'
    )
    st = Story(
        "Nemocnice otevře nové dětské oddělení, primář shání sestry",
        "Lenka Dvořáková",
        "2012-09-18T10:00:00+02:00",
        "18. září 2012 10:00",
        """
Městská nemocnice v Hradišti otevře dětské oddělení s dvaceti lůžky. Vznikne ve zrekonstruovaném pavilonu B, kde dříve sídlila interna.

Primář nového oddělení uvedl, že největším problémem není vybavení, ale personál. Nemocnice hledá nejméně osm dětských sester a dva lékaře. Uchazečům nabízí služební byty.

Rekonstrukce pavilonu stála 46 milionů korun, většinu zaplatil kraj z evropských peněz. Dosud museli rodiče s dětmi jezdit do krajské nemocnice.
""",
        section="Zprávy",
        related=(
            "Radnice opraví most přes Moravici",
            "Kino nabídne letní projekce",
            "Hokejisté začínají sezonu",
        ),
        lead="Oddělení s dvaceti lůžky vznikne v opraveném pavilonu B. Chybí ale personál.",
        filed="Zprávy · nemocnice, zdravotnictví",
    )
    return make(
        "as-cs-table-rows",
        "discussion",
        "cs-hradiste",
        st,
        Parts(after=block),
        seeds(cs),
        path="/zpravy/nemocnice-otevre-detske-oddeleni-2291.html",
        container="div.kz-box.dk: h3 'Diskuze k článku (8)', one table.dk-tab, two rows a comment: tr.dk-hlava (b NAME, 'Re: ' on replies, the time '18. 9. 2012 12:10' in a right cell) and tr.dk-telo (the text, 'Odpovědět · Nahlásit'); replies by a class dk-uN and a growing left padding only, three levels",
        heading="Diskuze k článku (8)",
        description="A Czech regional daily of 2012: 8 readers' posts in one table, a header row (name, 'Re: ' on answers, time) and a text row each, the thread shown only by row classes and left padding, three levels; the paper answers a reader.",
    )


def sv_name_below() -> Case:
    cs = thread("""
Ingrid på Backen | 2 juli 2012 kl. 21:14 | - | - | Åh, vad söta! Den lilla bruna med vit fläck i pannan är ju helt ljuvlig.
Maja | 2 juli 2012 kl. 21:40 | 0 | au | Hon heter Smultron, döpt av grannbarnen. Hon är den busigaste av dem.
Lars-Erik | 3 juli 2012 kl. 07:25 | - | - | Ska ni behålla alla tre eller blir det försäljning i höst?
Maja | 3 juli 2012 kl. 08:02 | 2 | au | Vi behåller Smultron, de två bockarna får nya hem hos en gård i Dalby. Vi har redan fått tre förfrågningar.
Kerstin | 3 juli 2012 kl. 12:30 | - | - | Vi funderar själva på getter. Hur mycket tid tar de om dagen, ungefär?
Per Åke | 4 juli 2012 kl. 19:45 | - | mod | Grattis! Minns när vår första killing föddes, jag satt uppe hela natten i ladugården.
""")

    def item(i: int, c: C, sub: str) -> str:
        mark = ' <span class="mb-forf">(författare)</span>' if c.has("au") else ""
        wait = '<p class="mb-vantar">Din kommentar väntar på granskning.</p>' if c.has("mod") else ""
        return (
            f'<li class="mb-k" id="mb{90 + i}">{wait}<div class="mb-text">{paras(c.text)}</div>'
            f'<p class="mb-sign">{esc(c.name)}{mark} | <a href="#mb{90 + i}">{esc(c.when)}</a> | <a href="?svara={90 + i}#svar">Svara</a></p>'
            + (f'<ul class="mb-svar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="mb-kommentarer"><h3>Kommentarer (6)</h3><ul class="mb-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><div id="svar"><h3>Lämna en kommentar</h3><form action="/kommentera" method="post"><p><input name="namn" /> Namn</p>'
        '<p><input name="epost" /> E-post (publiceras inte)</p><p><input name="webb" /> Webbplats</p>'
        '<p><textarea name="text" rows="6" cols="55"></textarea></p><p><input type="submit" value="Skicka" /></p></form></div></div>'
    )
    st = Story(
        "Getterna har fått killingar!",
        "Maja",
        "2012-07-02T19:10:00+02:00",
        "måndag 2 juli 2012",
        """
I natt, strax efter tre, föddes tre killingar i ladugården. Tomas hade satt väckarklockan varannan timme hela veckan, och den här gången var det dags på riktigt.

Alla tre stod upp inom en halvtimme och diade direkt. Två bockar och en liten get, brun med en vit fläck i pannan. Mamman, Greta, verkar trött men nöjd.

Grannbarnen har redan varit här två gånger i dag. Bilder kommer i nästa inlägg, när vi har sovit lite.
""",
        section="Djuren",
        related=("Traktorn startade (nästan)", "Potatisen är satt", "Hönsen har rymt igen"),
        filed="Publicerat i Djuren · Etiketter: getter, killingar",
    )
    return make(
        "as-sv-name-below",
        "discussion",
        "sv-myrbacken",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2012/07/02/getterna-har-fatt-killingar/",
        container="div.mb-kommentarer: h3 'Kommentarer (6)', ul.mb-lista > li.mb-k (div.mb-text first, then p.mb-sign 'NAME (författare) | 2 juli 2012 kl. 21:14 | Svara' below it); the author's answers in ul.mb-svar, one level; one comment with 'Din kommentar väntar på granskning.'; a form",
        heading="Kommentarer (6)",
        description="A Swedish smallholding blog of 2012: 6 comments with the name and time under the text, the blogger's two answers nested and marked '(författare)', one comment awaiting moderation, one question unanswered.",
    )


def tr_numbered_yazdi() -> Case:
    cs = thread("""
Hatice Yılmaz | 13.05.2014 17:40 | - | v=12 | Kapalı alan iyi olur, kışın çamurun içinde alışveriş yapmaktan bıktık.
Mehmet Ali | 13.05.2014 18:05 | - | v=8 | Yeni yer şehrin dışında kalıyor. Arabası olmayan yaşlılar nasıl gidecek?
Serkan D. | 13.05.2014 18:32 | 1 | v=5 | Belediye cumartesi günleri ring servisi koyacakmış, haberin sonunda yazıyor.
Mehmet Ali | 13.05.2014 19:10 | 2 | v=3 | Sadece cumartesi mi? Pazar salı günü kuruluyor.
pazarcı Nuri | 13.05.2014 20:48 | - | v=21 | Yirmi yıldır bu pazarda domates satıyorum. Tezgah ücreti artmazsa biz razıyız.
Elif | 14.05.2014 09:15 | - | v=2 | Otopark olacak mı? Eski pazarda park yeri bulmak imkansızdı.
Yamaç Haber | 14.05.2014 11:20 | 5 | v=4 | Elif Hanım, belediyenin açıklamasına göre yeni alanda 200 araçlık otopark yapılacak.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="yr" id="yr{i + 1}"><span class="yr-no">#{i + 1}</span><p class="yr-ust"><b>{esc(c.name)}</b> yazdı:</p>'
            f'<div class="yr-metin">{paras(c.text)}</div><p class="yr-alt"><span class="yr-tarih">{esc(c.when)}</span> · '
            f'<a href="#begen">Beğen ({c.get("v")})</a> · <a href="#cevap">Cevapla</a> · <a href="/sikayet">Şikayet et</a></p>'
            + (f'<ul class="yr-cevaplar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="kz-box yorumlar"><h3>Okur Yorumları (7)</h3><ul class="yr-liste">'
        + tree(cs, item, lambda s: s)
        + '</ul><p class="yr-uyari">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar silinir.</p>'
        '<form action="/yorum-gonder" method="post"><p>Adınız: <input name="ad" /></p><p><textarea name="yorum" rows="4" cols="55"></textarea></p>'
        '<p><input type="submit" value="Yorum gönder" /></p></form></div>'
    )
    st = Story(
        "Semt pazarı kapalı alana taşınıyor",
        "Yamaç Haber Merkezi",
        "2014-05-13T15:00:00+03:00",
        "13 Mayıs 2014 Salı 15:00",
        """
Yamaçköy Belediyesi, her salı Cumhuriyet Caddesi'nde kurulan semt pazarını eski un fabrikasının arazisine yapılacak kapalı pazar alanına taşıyacak. İhale önümüzdeki ay yapılacak.

Yeni alanda 180 tezgah, tuvaletler, bir çay ocağı ve 200 araçlık otopark bulunacak. Belediye, pazar günleri şehir merkezinden yeni alana ücretsiz ring servisi düzenleyeceğini açıkladı.

Pazarcılar derneği başkanı, tezgah ücretlerinin artmaması şartıyla taşınmaya olumlu baktıklarını söyledi.
""",
        section="Yerel",
        related=("Sahil yolunda asfalt çalışması", "Yamaçspor play-off'ta", "Kiraz festivali haziranda"),
        lead="Salı pazarı eski un fabrikasının arazisine taşınıyor. Otopark ve ring servisi geliyor.",
        filed="Yerel · pazar, belediye",
    )
    return make(
        "as-tr-numbered-yazdi",
        "discussion",
        "tr-yamac",
        st,
        Parts(after=block),
        seeds(cs),
        path="/yerel/semt-pazari-kapali-alana-tasiniyor-h1187.html",
        container="div.kz-box.yorumlar: h3 'Okur Yorumları (7)', ul.yr-liste > li.yr ('#n', 'NAME yazdı:' above, div.yr-metin, then '13.05.2014 17:40 · Beğen (n) · Cevapla · Şikayet et' below); replies in ul.yr-cevaplar, three levels; a form",
        heading="Okur Yorumları (7)",
        description="A Turkish town news portal of 2014: 7 numbered readers' comments ('#n', 'NAME yazdı:'), the time and like count under the text, replies nested three levels, the site's own answer.",
    )


def hu_bekuldte() -> Case:
    cs = thread("""
Szabó Erzsébet | 2011.06.06. 18:22 | - | - | Végre! Gyerekkorom óta ugyanazok a rozsdás standok álltak ott.
kovacs_gyula | 2011.06.06. 18:50 | - | - | És a parkolás? Szombat reggelente eddig is a fél utcát elfoglalták az autók.
Tóth Bence | 2011.06.06. 19:14 | 1 | - | A régi tüzéptelep helyén lesz parkoló, azt írták a városi újságban.
kovacs_gyula | 2011.06.06. 19:40 | 2 | - | Köszönöm, ezt nem tudtam.
Marika néni | 2011.06.07. 07:05 | - | - | Remélem, a tojásos néni a régi helyén marad, negyven éve nála veszem a tojást.
Németh Attila | 2011.06.07. 09:30 | - | - | Szép lett, de a tető lehetne nagyobb. Esőben a sorok között ugyanúgy ázni fogunk.
Varga Lili | 2011.06.07. 12:18 | 5 | - | Szerintem is, főleg a zöldséges soron.
Horváth Zsolt | 2011.06.07. 16:45 | - | - | Az avatón lesz fúvószenekar? A gyerekek nagyon várják.
Dombvidéki Napló | 2011.06.07. 17:30 | 7 | - | Igen, a városi fúvószenekar 10 órától játszik a piactér előtt.
""")
    dep = depths(cs)

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="hsz melyseg-{dep[i] + 1}"><div class="hsz-fej">Beküldte <a href="/tag/{2200 + i}">{esc(c.name)}</a> – '
            f'{esc(c.when)}</div><div class="hsz-szoveg">{paras(c.text)}</div>'
            f'<div class="hsz-link"><a href="/hozzaszolas/valasz/{2200 + i}">válasz</a></div>'
            + (f"<ul>{sub}</ul>" if sub else "")
            + "</li>"
        )

    block = (
        '<div class="hsz-doboz"><div class="tl-h">Hozzászólások</div><ul class="hsz-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/belepes">Jelentkezzen be</a> vagy <a href="/regisztracio">regisztráljon</a> a hozzászóláshoz.</p></div>'
    )
    st = Story(
        "Elkészült a piactér felújítása, szombaton avatják",
        "Farkas Judit",
        "2011-06-06T14:00:00+02:00",
        "2011. június 6., hétfő 14:00",
        """
Nyolc hónapos munka után elkészült a Dombvidék központi piacterének felújítása. Az új fedett csarnokban hetven árusítóhely kapott helyet, a régi fémstandokat lebontották.

A beruházás 180 millió forintba került, amelynek nagyobb részét uniós pályázatból fedezték. A parkolás gondját a régi tüzéptelep helyén kialakított, ötven autós parkoló enyhíti.

Az ünnepélyes átadás szombaton 10 órakor lesz, a városi fúvószenekar közreműködésével.
""",
        section="Hírek",
        related=(
            "Lezárják a Fő utcát a szüreti napokon",
            "Új játszótér a Rákóczi-lakótelepen",
            "Megnyílt a strand",
        ),
        filed="Hírek · piac, felújítás",
    )
    return make(
        "as-hu-bekuldte-nested",
        "discussion",
        "hu-dombvidek",
        st,
        Parts(after=block),
        seeds(cs),
        path="/hirek/piacter-felujitas-atadas",
        container="div.hsz-doboz: div.tl-h 'Hozzászólások', ul.hsz-lista > li.hsz.melyseg-N ('Beküldte NAME – 2011.06.06. 18:22' above, div.hsz-szoveg, 'válasz'); replies in a nested ul, three levels; no count, 'log in or register' line",
        heading="Hozzászólások",
        description="A Hungarian town portal of 2011 on a home-made CMS: 9 comments 'Beküldte NAME – date' in nested lists with depth classes, three levels, the paper answers a reader; no form (log in to comment).",
    )


def threads2_as() -> list[Case]:
    return [
        pl_numbered_quote(),
        ru_margins(),
        ja_posted_by(),
        cs_table_rows(),
        sv_name_below(),
        tr_numbered_yazdi(),
        hu_bekuldte(),
    ]

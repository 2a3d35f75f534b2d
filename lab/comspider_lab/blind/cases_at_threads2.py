"""Blind set AT: seven more hand-built discussions of about 2008-2014 in the served HTML: a municipal portal's flat
opinions indented by a level class, with half-hidden IP addresses and "~" before guests' names (pl); a local
historian's journal-like blog whose thread of 24 is indented by inline margins, three levels (ru); a Japanese diary
blog with the text first and "posted by" below, and trackbacks (ja); a numbered "#n" list with the author's answers
marked "(författare)" (sv); a newspaper discussion with a subject line on every post, nested by indented blocks (cs);
a news site's comments with likes and one level of answers (tr); a vet's blog with numbered, flat comments (hu). Every
class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_at_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def pl_levels() -> Case:
    cs = thread("""
marek_z_borek | 2010-09-14 08:12 | - | ip=83.11 | Szkoda szkoły w Borkach, ale przy dziewięciorgu dzieciach w klasie gmina nie ma wyjścia. Lepiej niech jeżdżą do Zielonki.
Halina | 2010-09-14 08:40 | 0 | g,ip=89.74 | A kto będzie te dzieci wozić? Autobus szkolny jeden na całą gminę i już teraz się spóźnia.
marek_z_borek | 2010-09-14 09:05 | 1 | ip=83.11 | Wójt mówił na zebraniu, że będzie drugi bus od września. Zobaczymy.
sołtys Kalinówki | 2010-09-14 09:58 | - | - | W Kalinówce też mamy małą szkołę i boimy się, że jesteśmy następni. Rada gminy powinna to powiedzieć wprost.
Bożena K. | 2010-09-14 10:33 | 3 | g,ip=46.112 | Panie sołtysie, na ostatniej sesji mówili, że Kalinówka zostaje przynajmniej do 2012 roku.
nauczycielka | 2010-09-14 12:17 | - | g,ip=79.184 | Uczę w Borkach od dwudziestu lat. Te dzieci znają się od przedszkola, w dużej szkole zginą. Nikt nie liczy tego w złotówkach.
Zbyszek | 2010-09-14 13:40 | 5 | g,ip=83.30 | Rozumiem panią, ale w Zielonce jest sala gimnastyczna i pracownia komputerowa. W Borkach nawet boiska nie ma.
nauczycielka | 2010-09-14 14:02 | 6 | g,ip=79.184 | Boisko było, dopóki gmina nie sprzedała działki.
ObywatelZ | 2010-09-14 16:25 | - | - | Ile gmina zaoszczędzi? W artykule jest mowa o 300 tysiącach rocznie, ale nikt nie podaje, skąd ta kwota.
Janek | 2010-09-14 20:51 | - | g,ip=178.36 | Budynek szkoły w Borkach nadaje się na świetlicę wiejską. Nie dajcie go sprzedać.
""")

    def item(i: int, c: C) -> str:
        guest = '<span class="op-gosc" title="niezarejestrowany">~</span>' if c.has("g") else ""
        ip = f'<span class="op-ip">IP: {c.get("ip")}.*.*</span>' if c.get("ip") else ""
        return (
            f'<div class="op-wpis poziom-{depth(cs, i)}" id="op{4410 + i}"><div class="op-naglowek">'
            f'{guest}<b class="op-autor">{esc(c.name)}</b> <span class="op-data">{esc(c.when)}</span> {ip}</div>'
            f'<div class="op-tresc">{paras(c.text, sep="<br />")}</div>'
            f'<div class="op-linki"><a href="?odp={4410 + i}#dodaj">odpowiedz</a> | <a href="/zglos/">zgłoś do usunięcia</a>'
            ' | ocena: <a href="#">+</a> <a href="#">-</a></div></div>'
        )

    flat = ""

    def visit(parent: int | None) -> None:
        nonlocal flat
        for j in range(len(cs)):
            if cs[j].seed.parent == parent:
                flat += item(j, cs[j])
                visit(j)

    visit(None)
    block = (
        '<div id="pg-discussion" class="opinie"><div class="pg-h">Opinie internautów (10)</div>'
        '<p class="op-info">Opinie są prywatnymi opiniami internautów. Portal nie ponosi za nie odpowiedzialności.</p>'
        + flat
        + '<a name="dodaj"></a><div class="pg-h">Dodaj opinię</div><form action="/opinia" method="post">'
        '<p>Podpis: <input name="podpis" /></p><textarea name="tresc" cols="50" rows="5"></textarea><br />'
        '<input type="submit" value="Dodaj" /></form></div>'
    )
    css = ".poziom-1{margin-left:0}.poziom-2{margin-left:30px}.poziom-3{margin-left:60px}.op-wpis{border-bottom:1px dotted #ccd;padding:6px 0}.op-ip{color:#999;font-size:10px}"
    st = Story(
        "Szkoła w Borkach do likwidacji? Rada gminy zdecyduje w październiku",
        "Redakcja Echa Zielonki",
        "2010-09-13T21:00:00+02:00",
        "2010-09-13 21:00",
        """
Wójt gminy Zielonka Dolna przedstawił radnym projekt uchwały o zamiarze likwidacji Szkoły Podstawowej w Borkach. Do szkoły uczęszcza obecnie 54 uczniów w sześciu klasach.

Według wyliczeń urzędu utrzymanie placówki kosztuje gminę o 300 tysięcy złotych rocznie więcej niż wynosi subwencja oświatowa. Uczniowie mieliby od przyszłego roku dojeżdżać do szkoły w Zielonce.

Rodzice zapowiadają protest. Głosowanie nad uchwałą zaplanowano na sesję 21 października.
""",
        section="Gmina",
        count_line="opinie (10)",
    )
    return make(
        "at-pl-portal-szkola",
        "discussion",
        "pl-zielonka",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/wiadomosci/szkola-w-borkach-do-likwidacji,2871.html",
        container="div#pg-discussion.opinie in the table layout's middle cell: div.pg-h 'Opinie internautów (10)', then FLAT sibling div.op-wpis.poziom-N (1..3: the level only in a class, drawn by margins): '~' for guests, b.op-autor, span.op-data, span.op-ip 'IP: 83.11.*.*', div.op-tresc, 'odpowiedz | zgłoś do usunięcia | ocena: + -'; a form",
        heading="Opinie internautów (10)",
        description="A Polish municipal portal of 2010 in a table layout: 10 readers' opinions as flat sibling divs whose reply level is only a class (poziom-1..3, margins), guests' names after a '~', half-hidden IP addresses, 'odpowiedz | zgłoś do usunięcia | ocena: + -'; three levels.",
    )


def ru_journal() -> Case:
    cs = thread("""
borsky_kraeved | 2009-11-15 09:14 (UTC) | - | - | Павел, спасибо! Эту башню я помню ещё с водой, мы в детстве бегали смотреть, как из неё льётся через край весной.
seryakov | 2009-11-15 09:40 (UTC) | 0 | au | Через край — это когда насос на станции забывали выключить. Дед рассказывал, за это даже кого-то уволили в 1958-м.
borsky_kraeved | 2009-11-15 10:02 (UTC) | 1 | - | Вот этого не знал. Надо записать, пока живы те, кто помнит.
nina_volzhanka | 2009-11-15 10:35 (UTC) | - | - | А чей это проект? Похоже на типовой, в Заволжске стоит почти такая же, только кирпич светлее.
seryakov | 2009-11-15 11:20 (UTC) | 3 | au | Типовой проект 1930-х, в архиве нашёл только номер серии. Заволжская построена на год позже.
nina_volzhanka | 2009-11-15 11:48 (UTC) | 4 | - | Значит, сёстры. Сфотографирую нашу в таком же ракурсе и пришлю.
dima_foto | 2009-11-15 12:30 (UTC) | - | - | Третий снимок прекрасен, свет как на старых открытках. Можно взять его в нашу группу, с подписью, конечно?
seryakov | 2009-11-15 12:44 (UTC) | 6 | au | Берите, только ссылку на журнал поставьте.
old_rechnaya | 2009-11-15 14:05 (UTC) | - | - | Говорят, её хотят снести и построить там магазин. Кто-нибудь что-то слышал?
Григорий Ф. | 2009-11-15 14:40 (UTC) | 8 | - | В администрации на публичных слушаниях говорили про участок у водокачки, но сносить вроде бы не собираются, она на учёте как памятник.
old_rechnaya | 2009-11-15 15:11 (UTC) | 9 | - | На учёте — это хорошо. Хотя баню на Заречной тоже «охраняли».
seryakov | 2009-11-15 15:30 (UTC) | 9 | au | Григорий прав, башня в списке выявленных объектов с 1992 года. Но статус надо бы подтвердить, я писал об этом в прошлом году.
lenka_m | 2009-11-15 17:22 (UTC) | - | - | Мой прадед работал на этой станции машинистом. Есть фотография 1940 года, он стоит у двери башни. Могу отсканировать.
seryakov | 2009-11-15 17:45 (UTC) | 12 | au | Лена, это было бы замечательно! Пишите в личку, добавлю в пост с подписью.
tolik_z | 2009-11-15 19:03 (UTC) | - | - | А внутрь можно попасть? Лестница ещё цела?
dima_foto | 2009-11-15 19:20 (UTC) | 14 | - | Была цела в 2007-м, я лазил с фотоаппаратом. Но дверь теперь заварили.
tolik_z | 2009-11-15 19:31 (UTC) | 15 | - | Жаль. Вид сверху, наверное, на весь город.
vera_petrovna | 2009-11-16 07:50 (UTC) | - | - | Читаю вас каждый день, Павел. Напишите, пожалуйста, и про старую пожарную каланчу на Соборной, её тоже мало кто помнит.
seryakov | 2009-11-16 08:12 (UTC) | 17 | au | Вера Петровна, каланча в планах на декабрь. Собираю фотографии.
ks_arch | 2009-11-16 11:37 (UTC) | - | - | Кладка интересная: пояс из фигурного кирпича под самым баком. Для типового проекта редкость, видимо, местные мастера добавили от себя.
nina_volzhanka | 2009-11-16 12:05 (UTC) | 19 | - | В Заволжске пояса нет, так что похоже на правду.
ks_arch | 2009-11-16 12:30 (UTC) | 20 | - | Тогда это точно местная работа. Хорошо бы найти фамилии каменщиков.
Сергей Лыков | 2009-11-16 18:44 (UTC) | - | - | Мой дед из тех Лыковых, что держали дом на Речной. Спасибо, что пишете про наш город.
seryakov | 2009-11-16 19:02 (UTC) | 22 | au | Сергей, про дом ваших предков был пост в сентябре, загляните. Если сохранились семейные фотографии, буду очень рад.
""")

    def item(i: int, c: C) -> str:
        margin = (depth(cs, i) - 1) * 25
        icon = "🔑" if c.has("au") else "👤"
        return (
            f'<div id="t{22710 + i * 3}" style="margin-left:{margin}px;margin-top:6px">'
            f'<table class="talk" cellpadding="2" cellspacing="0" width="100%"><tr>'
            f'<td class="talk-pic" width="50" valign="top"><img src="/_avatar/lj-{i}.gif" width="40" height="40" alt="" /></td>'
            f'<td class="talk-head"><span class="ljuser">{icon} <a href="/users/{esc(c.name)}/"><b>{esc(c.name)}</b></a></span><br />'
            f'<a href="?thread={22710 + i * 3}#t{22710 + i * 3}" class="talk-date">{esc(c.when)}</a></td></tr>'
            f'<tr><td colspan="2" class="talk-body">{paras(c.text, sep="<br /><br />")}</td></tr>'
            f'<tr><td colspan="2" class="talk-links">(<a href="?replyto={22710 + i * 3}">Ответить</a>) '
            f'(<a href="?thread={22710 + i * 3}">Ветвь дискуссии</a>)'
            + (f' (<a href="#t{22710 + c.seed.parent * 3}">Выше</a>)' if c.seed.parent is not None else "")
            + "</td></tr></table></div>"
        )

    flat = ""

    def visit(parent: int | None) -> None:
        nonlocal flat
        for j in range(len(cs)):
            if cs[j].seed.parent == parent:
                flat += item(j, cs[j])
                visit(j)

    visit(None)
    block = (
        '<div id="bx-discussion" class="talk-page"><p class="talk-count"><b>24 комментария</b> — '
        '<a href="#post">Оставить комментарий</a> | <a href="?view=flat">Показать плоско</a></p>'
        + flat
        + '<p class="talk-count"><a href="#post">Оставить комментарий</a></p></div>'
    )
    css = (
        ".talk{border-top:1px solid #e3e3e3}.talk-date{font-size:11px;color:#888}.talk-links{font-size:11px}"
    )
    st = Story(
        "Старая водонапорная башня",
        "seryakov",
        "2009-11-14T20:30:00+03:00",
        "14 ноября 2009, 20:30",
        """
Сегодня наконец дошёл с фотоаппаратом до водонапорной башни у бывшей насосной станции. Последний раз я снимал её лет пять назад, и с тех пор она заметно сдала: облетела штукатурка на верхнем ярусе, в окнах нет ни одного целого стекла.

Башню построили в 1936 году вместе с первым городским водопроводом. До конца шестидесятых она снабжала водой всю Речную и половину Соборной, потом станцию перевели на новую линию, а башня осталась стоять пустой.

Под катом двенадцать снимков: общий вид, кладка, дверь, вид с берега. Если у кого-то есть старые фотографии башни, буду рад добавить их в пост.
""",
        section="О городе",
        tags=("краеведение", "архитектура", "фото"),
        count_line="24 комментария",
    )
    return make(
        "at-ru-journal-bashnya",
        "discussion",
        "ru-seryakov",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2009/11/14/vodonapornaya-bashnya.html",
        container="div#bx-discussion.talk-page: p '24 комментария — Оставить комментарий'; FLAT sibling div#tNNN with inline style margin-left 0/25/50px, each a table.talk (avatar, span.ljuser icon + b NAME, a.talk-date '2009-11-15 09:14 (UTC)', td.talk-body, '(Ответить) (Ветвь дискуссии) (Выше)'); three levels, the level only in the inline margin",
        heading=None,
        description="A Russian local historian's journal-like blog of 2009: a thread of 24 comments whose tree is drawn only by each block's inline margin-left (0, 25, 50 px), each a small table with a user icon and name, a permalink time '(UTC)', '(Ответить) (Ветвь дискуссии) (Выше)'; the journal's author answers often (a key icon instead of a person icon); no heading but the count line.",
    )


def ja_diary() -> Case:
    cs = thread("""
みかん農家のY | 2008/07/13 08:21 | - | - | 運動会お疲れさまでした。うちの地区は綱引きで三連敗です。来年こそは！
ちいさな畑 | 2008/07/13 21:47 | - | - | 写真の夕焼けがとてもきれいですね。校庭の向こうの山が見えると、子どもの頃を思い出します。
""")

    def item(i: int, c: C) -> str:
        return (
            f'<div class="cmt-unit" id="cmt{512 + i}"><div class="cmt-honbun">{paras(c.text, sep="<br />")}</div>'
            f'<div class="cmt-shita">posted by {esc(c.name)} at <a href="#cmt{512 + i}">{esc(c.when)}</a> | '
            '<a href="/edit/">編集</a></div></div>'
        )

    tbs = (
        '<div id="trackback"><h3>トラックバック</h3><p class="tb-url">この記事のトラックバックURL: /tb/512</p>'
        '<div class="tb-unit"><p><a href="/out/yamazato/">町内運動会の思い出</a> from 山里だより</p>'
        "<p>私たちの町内でも先週運動会がありました。やまびこ日記さんの記事を読んで…</p>"
        '<p class="tb-shita">2008/07/13 12:05</p></div>'
        '<div class="tb-unit"><p><a href="/out/kamera/">雨上がりの校庭</a> from カメラ散歩</p>'
        "<p>同じ日に隣町の小学校でも運動会。望遠で撮った写真を載せます…</p>"
        '<p class="tb-shita">2008/07/14 06:40</p></div></div>'
    )
    block = (
        '<div id="bx-discussion"><h3 id="comment">コメント</h3>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<div class="cmt-form"><h3>コメントする</h3><form action="/cmt" method="post"><p>名前: <input name="n" /></p>'
        '<p>メール: <input name="m" /></p><p>URL: <input name="u" /></p><p><textarea name="b" rows="5" cols="50">'
        '</textarea></p><p><input type="checkbox" name="keep" /> 情報を記憶 <input type="submit" value="送信" /></p>'
        "</form></div>" + tbs + "</div>"
    )
    st = Story(
        "町内運動会",
        "やまびこ",
        "2008-07-12T22:10:00+09:00",
        "2008年07月12日(土)",
        """
今日は町内の運動会でした。朝方まで雨が残っていて中止かと思いましたが、九時には青空になり、予定どおり開会式。

今年は地区対抗リレーの第三走者を任されました。結果は五チーム中三位。去年より一つ順位を上げたので、まあ良しとします。

閉会式のころには山の向こうが夕焼けで赤く染まり、新しいカメラで何枚も撮りました。明日は筋肉痛でしょう。
""",
        section="日記",
        tags=("町", "祭り", "写真"),
        count_line="コメント(2)",
    )
    return make(
        "at-ja-diary-undokai",
        "discussion",
        "ja-yamabiko",
        st,
        Parts(after=block),
        seeds(cs),
        path="/blog-entry-512.html",
        container="div#bx-discussion: h3 'コメント', div.cmt-unit: div.cmt-honbun (the text FIRST), then div.cmt-shita 'posted by NAME at <a>2008/07/13 08:21</a> | 編集'; a form; then div#trackback with two trackbacks (title, 'from BLOG', an excerpt, a time: not comments)",
        heading="コメント",
        description="A Japanese diary blog of 2008: 2 readers' comments, the text first and 'posted by NAME at DATE' below it, flat; a comment form with name/mail/URL; two trackbacks with excerpts and times after the form (not comments).",
    )


def sv_numbered() -> Case:
    cs = thread("""
Malin i Ekbacken | 3 maj 2012 kl. 20:14 | - | - | Samma här! Skolskjutsen har varit sen fyra gånger den här terminen och ingen hör av sig. Min dotter stod vid vägen i tjugo minuter i snöstormen i februari.
Stina | 3 maj 2012 kl. 20:31 | 0 | au | Tjugo minuter i snöstorm, det är ju helt orimligt. Har du skrivit till kommunen också?
Malin i Ekbacken | 3 maj 2012 kl. 21:02 | 1 | - | Två gånger. Fick ett standardsvar om att de ”ser över rutinerna”.
Pappa Jonas | 3 maj 2012 kl. 21:40 | - | - | Vi har börjat turas om att skjutsa med grannarna. Det fungerar men det är inte meningen att föräldrarna ska lösa det.
Eva B | 4 maj 2012 kl. 07:05 | - | - | Jag kör själv buss på en annan linje och kan säga att det är förarbrist överallt just nu. Det är inte chaufförernas fel.
Stina | 4 maj 2012 kl. 07:48 | 4 | au | Tack Eva, det tror jag också. Det är upphandlingen det är fel på, inte den som sitter bakom ratten.
Kerstin Lundh | 4 maj 2012 kl. 12:30 | - | - | Det finns en föräldragrupp som samlar in klagomål och tar med dem till nästa nämndmöte. Jag kan mejla dig kontaktuppgifterna, Stina.
Stina | 4 maj 2012 kl. 13:15 | 6 | au | Ja tack, gärna!
Ola | 5 maj 2012 kl. 09:22 | - | - | Skönt att någon skriver om det. Trodde det bara var vår väg som var drabbad.
""")

    def item(i: int, c: C, sub: str) -> str:
        forf = ' <span class="svar-forf">(författare)</span>' if c.has("au") else ""
        return (
            f'<li class="svar-rad" id="svar-{i + 1}"><div class="svar-huvud"><a class="svar-nr" href="#svar-{i + 1}">#{i + 1}</a> '
            f'<img src="/_avatar/bv-{i}.png" width="30" height="30" alt="" /> <strong>{esc(c.name)}</strong>{forf}'
            f' <span class="svar-tid">{esc(c.when)}</span></div><div class="svar-text">{paras(c.text)}</div>'
            f'<a class="svar-knapp" href="?svara={i + 1}#kommentera">Svara</a>{sub}</li>'
        )

    block = (
        '<div id="bx-discussion" class="svar"><h3>9 kommentarer</h3><ol class="svar-lista">'
        + tree(cs, item, lambda s: f'<ol class="svar-lista svar-under">{s}</ol>')
        + '</ol><div id="kommentera"><h3>Kommentera</h3><form action="/kommentera" method="post">'
        '<p><input name="namn" /> Namn</p><p><input name="epost" /> E-post (publiceras ej)</p>'
        '<p><input name="webb" /> Webbplats</p><p><textarea name="text" rows="6" cols="50"></textarea></p>'
        '<p><input type="checkbox" name="kom-ihag" /> Kom ihåg mig</p><p><input type="submit" value="Skicka" /></p>'
        "</form></div></div>"
    )
    st = Story(
        "Skolskjutsen igen",
        "Upplagt av Stina",
        "2012-05-03T19:00:00+02:00",
        "torsdag 3 maj 2012",
        """
I morse kom skolskjutsen inte alls. Vi stod vid brevlådorna, Elsa, Ville och jag, från kvart över sju till tjugo i åtta, och till slut fick jag ta Volvon och köra dem själv. Jag kom en halvtimme sent till jobbet.

Det här är tredje gången sedan påsk. Ingen ringer, inget sms, ingenting. När jag ringde bolaget sa de att det var ”personalbrist” och att jag skulle kontakta kommunen.

Jag vet att jag inte är ensam om det här. Skriv gärna hur det ser ut på era vägar, så samlar jag ihop det och skickar till barn- och utbildningsnämnden.
""",
        section="Om bloggen",
        tags=("vardag", "skola"),
        count_line="9 kommentarer",
    )
    return make(
        "at-sv-blogg-skolskjuts",
        "discussion",
        "sv-bjorkviken",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2012/05/03/skolskjutsen-igen/",
        container="div#bx-discussion.svar: h3 '9 kommentarer', ol.svar-lista > li.svar-rad (a.svar-nr '#1', avatar, strong NAME, '(författare)' on the author's, span.svar-tid, div.svar-text, 'Svara'); replies in ol.svar-under inside the li, two levels; a form with Namn/E-post/Webbplats",
        heading="9 kommentarer",
        description="A Swedish family blog of 2012: 9 comments numbered '#1'..'#9' in tree order, 'NAME (författare)' on the blog author's three answers, '3 maj 2012 kl. 20:14', 'Svara'; replies one level deep in nested ordered lists.",
    )


def cs_subjects() -> Case:
    cs = thread("""
Jiří Malý | 12. 3. 2013 8:14 | - | s=Konečně | Na obchvat čekáme od devadesátých let. Kamiony jezdí pod okny celou noc, ať se to už postaví.
Eva Horáková | 12. 3. 2013 8:52 | 0 | s=Re: Konečně | Souhlas, ale trasa přes Lipnické louky je nešťastná. Mohla se vést podél trati.
Jiří Malý | 12. 3. 2013 9:20 | 1 | s=Re: Re: Konečně | Podél trati je to o dva kilometry delší a musel by se stavět další most. Tak to aspoň vysvětlovali na veřejném projednání.
Petr N. | 12. 3. 2013 9:45 | - | s=Kdo to zaplatí? | 420 milionů a z toho polovinu kraj. Kde na to kraj vezme, když nemá ani na opravy silnic třetí třídy?
Martina | 12. 3. 2013 10:30 | 3 | s=Re: Kdo to zaplatí? | Většinu má pokrýt dotace z operačního programu, je to v druhém odstavci.
Petr N. | 12. 3. 2013 11:02 | 4 | s=Re: Re: Kdo to zaplatí? | Dotace jsou taky naše peníze, jen přes Brusel.
hradecak | 12. 3. 2013 13:17 | - | s=A co cyklisté? | Bude podél obchvatu stezka? Jinak se do Lipnice na kole bezpečně nedostanete.
Zdeněk Koubek | 12. 3. 2013 15:40 | 6 | s=Re: A co cyklisté? | Ve studii stezka není, ale zastupitelstvo ji prý chce doplnit.
Alena V. | 12. 3. 2013 18:05 | - | s=Hluk | Bydlím v Lipnici kousek od plánované trasy. Protihlukové stěny jsou jen u nové zástavby, my ve starých domech nic.
Karel | 12. 3. 2013 20:44 | 8 | s=Re: Hluk | Podejte připomínku, lhůta běží do konce měsíce. Formulář je na stránkách města.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="dsk-obal"><table class="dsk-prispevek" width="100%" cellspacing="0" cellpadding="4">'
            f'<tr class="dsk-hlavicka"><td><b class="dsk-predmet">{esc(c.get("s"))}</b></td>'
            f'<td align="right" class="dsk-autor"><a href="/uzivatel/{i + 70}">{esc(c.name)}</a> ∙ '
            f'<span class="dsk-cas">{esc(c.when)}</span></td></tr>'
            f'<tr><td colspan="2" class="dsk-telo">{paras(c.text)}</td></tr>'
            f'<tr><td colspan="2" class="dsk-akce"><a href="?reagovat={i + 70}#pridat">Odpovědět</a> · '
            '<a href="/nahlasit/">Nahlásit</a></td></tr></table>'
            + (f'<div class="dsk-odsazeni">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div id="pg-discussion" class="diskuse"><div class="pg-h">Diskuse k článku (10 příspěvků)</div>'
        '<p class="dsk-info">Řazení: <b>vlákna</b> | <a href="?razeni=cas">podle času</a></p>'
        + tree(cs, item, lambda s: s)
        + '<a name="pridat"></a><div class="pg-h">Přidat názor</div><form action="/diskuse/pridat" method="post">'
        '<p>Jméno: <input name="jmeno" /> Předmět: <input name="predmet" /></p><textarea name="text" cols="50" rows="5">'
        '</textarea><br /><input type="submit" value="Odeslat" /></form></div>'
    )
    css = ".dsk-odsazeni{margin-left:28px;border-left:2px solid #ccd;padding-left:4px}.dsk-hlavicka{background:#e4ecf6}"
    st = Story(
        "Obchvat Hrádku: stavba za 420 milionů má začít v roce 2015",
        "Tomáš Kratochvíl",
        "2013-03-11T17:30:00+01:00",
        "11. 3. 2013 17:30",
        """
Krajský úřad vydal územní rozhodnutí pro obchvat Hrádku. Silnice dlouhá 4,2 kilometru odvede tranzitní dopravu z náměstí a z Lipnické ulice.

Stavba má stát zhruba 420 milionů korun. Většinu nákladů má pokrýt dotace z evropského operačního programu, zbytek zaplatí kraj. Zahájení stavby se plánuje na jaro 2015.

Obyvatelé Lipnice mohou do konce března podávat připomínky k protihlukovým opatřením.
""",
        lead="Kraj získal územní rozhodnutí. Obyvatelé Lipnice se obávají hluku.",
        section="Region",
        count_line="Diskuse (10)",
    )
    return make(
        "at-cs-diskuse-obchvat",
        "discussion",
        "cs-hradek",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/zpravy/obchvat-hradku-stavba-za-420-milionu.html",
        container="div#pg-discussion.diskuse: div.pg-h 'Diskuse k článku (10 příspěvků)'; div.dsk-obal > table.dsk-prispevek (a subject line 'Re: …' in b.dsk-predmet, NAME ∙ time, td.dsk-telo, 'Odpovědět · Nahlásit'); replies in div.dsk-odsazeni inside the parent's wrapper, three levels",
        heading="Diskuse k článku (10 příspěvků)",
        description="A Czech town news portal of 2013 in a table layout: a discussion of 10 posts, each its own small table with a subject line ('Konečně', 'Re: Konečně', 'Re: Re: Konečně' …: not part of the text), 'NAME ∙ 12. 3. 2013 8:14', replies in indented blocks, three levels.",
    )


def tr_likes() -> Case:
    cs = thread("""
Mehmet Ali K. | 08.06.2011 09:12 | - | l=14,d=2 | Sahil yolunu genişletmek için kırk yıllık çınarları kesmeyin. Başka çözüm yok mu?
Ayşe Tekin | 08.06.2011 09:40 | 0 | l=9,d=1 | Çınarlar korunacakmış, haberin son paragrafında yazıyor. Yol deniz tarafına doğru genişleyecek.
Mehmet Ali K. | 08.06.2011 10:05 | 0 | l=3,d=0 | Teşekkürler Ayşe Hanım, gözümden kaçmış.
balıkçı_Rıza | 08.06.2011 10:48 | - | l=21,d=4 | Deniz tarafına genişlerse barınağın girişi daralır. Teknelerle nasıl gireceğiz, bunu soran yok.
Kumsal Haber | 08.06.2011 12:30 | 3 | l=6,d=0,red | Rıza Bey, belediyeye sorduk: barınak girişine dokunulmayacak, genişletme iskeleden sonra başlıyor.
Selin | 08.06.2011 14:17 | - | l=5,d=7 | Yine yaz ortasında çalışma. Turist geldiğinde her yer toz toprak olacak.
Hasan Usta | 08.06.2011 16:02 | - | l=11,d=1 | Kış gelmeden bitsin yeter. Geçen yıl yağmurda yol göle dönmüştü.
Necla | 08.06.2011 21:45 | 6 | l=2,d=0 | Aynen, o yağmurda arabam yolda kaldı.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="yr-rozet">editör</span>' if c.has("red") else ""
        return (
            f'<div class="yr-kutu" id="yorum{6600 + i}"><div class="yr-ust"><b class="yr-ad">{esc(c.name)}</b>{red}'
            f' | <span class="yr-tarih">{esc(c.when)}</span></div><div class="yr-metin">{paras(c.text)}</div>'
            f'<div class="yr-alt"><a href="#" class="yr-begen">Beğen ({c.get("l")})</a> '
            f'<a href="#" class="yr-begenme">Beğenme ({c.get("d")})</a> | <a href="?cevap={6600 + i}#yorum-yaz">Cevapla</a>'
            f"</div>{sub}</div>"
        )

    block = (
        '<div id="zt-discussion" class="okur-yorumlari"><h3>Okur Yorumları (8)</h3>'
        '<p class="yr-uyari">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar silinir.</p>'
        + tree(cs, item, lambda s: f'<div class="yr-cevaplar">{s}</div>')
        + '<div id="yorum-yaz"><h4>Yorum yazın</h4><form action="/yorum" method="post"><p>Adınız: <input name="ad" /> '
        'E-posta: <input name="eposta" /></p><textarea name="yorum" cols="55" rows="5"></textarea><br />'
        '<input type="submit" value="Gönder" /></form></div></div>'
    )
    css = ".yr-cevaplar{margin-left:40px;background:#f7f7f7}"
    st = Story(
        "Sahil yolu genişliyor: çalışmalar haziranda başlıyor",
        "Kumsal Haber / Deniz Aydın",
        "2011-06-07T18:00:00+03:00",
        "07.06.2011 18:00",
        """
Kumsalköy Belediyesi, sahil yolunun iskele ile deniz feneri arasındaki 1,8 kilometrelik bölümünü genişletiyor. Çalışmaların haziran ortasında başlaması ve eylül sonunda bitmesi planlanıyor.

Yol iki şeritten dört şeride çıkarılacak, yaya kaldırımı üç metreye genişletilecek. Belediye, genişletmenin deniz tarafına doğru yapılacağını açıkladı.

Yol kenarındaki tescilli çınar ağaçları korunacak. Çalışmalar sırasında trafik tek şeritten kontrollü olarak verilecek.
""",
        section="Yerel",
        count_line="8 yorum",
    )
    return make(
        "at-tr-haber-sahilyolu",
        "discussion",
        "tr-kumsal",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/yerel/sahil-yolu-genisliyor-h4521.html",
        container="div#zt-discussion.okur-yorumlari: h3 'Okur Yorumları (8)', div.yr-kutu (b.yr-ad | span.yr-tarih, div.yr-metin, 'Beğen (n) Beğenme (n) | Cevapla'); answers in div.yr-cevaplar inside the parent, one level; the site's answer badged 'editör'; a form",
        heading="Okur Yorumları (8)",
        description="A Turkish local news site of 2011: 8 readers' comments, 'NAME | 08.06.2011 09:12', like and dislike counts, 'Cevapla'; answers one level deep inside their parent's box, the site's own answer badged 'editör'.",
    )


def hu_flat() -> Case:
    cs = thread("""
Kovácsné Marika | 2012.05.03. 21:14:08 | - | - | Doktor úr, nálunk is pont így volt tavaly, csak a mi kecskénk a kamraajtót tanulta meg kinyitni. Egy zsák kukoricát evett meg egy éjszaka alatt.
tanyasi_gyerek | 2012.05.03. 21:40:51 | - | - | Ez a kecske zseni. A miénk még a saját etetőjét sem találja meg.
Bence | 2012.05.03. 22:05:33 | - | - | Mennyi kukorica árthat meg egy kecskének? Marika kecskéje túlélte?
Kovácsné Marika | 2012.05.03. 22:31:17 | - | - | Bence, túlélte, de két napig nagyon felfúvódott, ki kellett hívni az állatorvost. Nem ezt a doktor urat, az akkor szabadságon volt.
Dr. Nádasi | 2012.05.03. 22:48:02 | - | au | Bence, már pár kiló szemes kukorica is veszélyes lehet, ha a kecske nincs hozzászokva. A bendő savasodik, azért fúvódott fel Marika kecskéje. Ilyenkor azonnal hívjanak orvost.
Ildikó | 2012.05.04. 07:12:45 | - | - | Mi reteszt szereltünk az ajtóra, mert a mi kecskénk a kilincset is lenyomta. Azóta a kerítésen próbál kijutni.
Sanyi bácsi | 2012.05.04. 08:30:10 | - | - | A kecske okosabb, mint sok ember. Ezt már az apám is mondta.
Réka | 2012.05.04. 10:02:59 | - | - | Lehet videót is feltenni a kecskéről? Szívesen megnézném, ahogy kinyitja az ajtót.
Dr. Nádasi | 2012.05.04. 12:18:40 | - | au | Réka, a gazda megígérte, hogy felveszi a telefonjával. Ha megkapom, felteszem a bejegyzés aljára.
Kertész Pál | 2012.05.04. 15:47:21 | - | - | Nálunk a ló tanulta meg kinyitni az istálló reteszét. Azóta lakat van rajta.
Juci | 2012.05.04. 19:33:02 | - | - | Imádom ezt a blogot, mindig megnevettet. Várom a következő tanyai történetet!
nagyi_a_tanyáról | 2012.05.05. 09:05:44 | - | - | Mi ötven évig tartottunk kecskét. Egyszer a konyhába is bement, és megette a kenyeret az asztalról.
tanyasi_gyerek | 2012.05.05. 11:26:30 | - | - | Nagyi, ezt nem lehet felülmúlni.
""")

    def item(i: int, c: C) -> str:
        return (
            f'<div class="hsz{" hsz-szerzo" if c.has("au") else ""}" id="c{99120 + i}">'
            f'<div class="hsz-fej"><a class="hsz-sorszam" href="#c{99120 + i}">#{i + 1}</a> '
            f'<span class="hsz-nev">{esc(c.name)}</span> <span class="hsz-ido">{esc(c.when)}</span></div>'
            f'<div class="hsz-szoveg">{paras(c.text)}</div>'
            '<div class="hsz-lab"><a href="#valasz">Válasz erre</a> · <a href="/jelent/">Jelentés</a></div></div>'
        )

    block = (
        '<div id="bx-discussion" class="hozzaszolasok"><h3>Hozzászólások</h3>'
        '<p class="hsz-szabaly">A kommenteket moderáljuk. <a href="/szabalyok/">Kommentszabályzat</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<div id="valasz"><h4>Szólj hozzá!</h4><form action="/komment" method="post"><p>Név: <input name="nev" /></p>'
        '<p>E-mail: <input name="email" /></p><textarea name="szoveg" cols="50" rows="5"></textarea><br />'
        '<input type="submit" value="Elküld" /></form></div></div>'
    )
    st = Story(
        "A kecske, aki ajtót nyitott",
        "Dr. Nádasi",
        "2012-05-03T19:40:00+02:00",
        "2012.05.03. 19:40",
        """
Tegnap éjjel egy tanyáról hívtak, hogy a kecske beteg. Amikor kiértem, a kecske kutya baja nem volt, viszont a gazda egészen elképedt. Kiderült ugyanis, hogy az állat megtanulta kinyitni az ólajtót.

A módszer egyszerű: a kecske a szarvával felemeli a fakilincset, aztán a vállával kitolja az ajtót. A gazda szerint három hét alatt tanulta meg, és most minden éjjel kisétál az udvarra.

A vizsgálat után annyit tudtam tanácsolni, hogy szereljenek retesz helyett lakatot. A kecske ezt valószínűleg nem fogja megtanulni. Remélem.
""",
        section="Rólam",
        tags=("tanya", "kecske", "állatorvos"),
        count_line="13 komment",
    )
    return make(
        "at-hu-blog-kecske",
        "discussion",
        "hu-nadas",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2012/05/03/a_kecske_aki_ajtot_nyitott",
        container="div#bx-discussion.hozzaszolasok: h3 'Hozzászólások', div.hsz (a.hsz-sorszam '#1', span.hsz-nev, span.hsz-ido '2012.05.03. 21:14:08', div.hsz-szoveg, 'Válasz erre · Jelentés'); flat; the blogger's answers by a class only; a form",
        heading="Hozzászólások",
        description="A Hungarian vet's blog of 2012: 13 numbered comments ('#1'..'#13'), 'NAME 2012.05.03. 21:14:08', flat, answers address their reader by name in the text; the blog author's two answers marked by a class only.",
    )


def threads2_at() -> list[Case]:
    return [pl_levels(), ru_journal(), ja_diary(), sv_numbered(), cs_subjects(), tr_likes(), hu_flat()]

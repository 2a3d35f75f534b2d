"""Blind set BV: three mixed pages of 2011-2013, a discussion of 6 to 9 comments beside a list of a new kind that looks
like one: a darts league's honour board of the season's 180s and high finishes, each with the player's own line (en); a
local history circle's list of readers' identifications of the children in an old class photo (hu); a dacha
cooperative's table of members' electricity meter readings with each member's note (ru). Every name, place and text
invented for this set; each comment and entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    depth,
    draw,
    esc,
    grid,
    links,
    rows,
    seeds,
    talk,
)


def en_darts_honours() -> Case:
    ns = talk("""
Stan (Plough A captain) @ Tue 4th Oct 2011, 22:14 :: Sad night for us. The landlord is selling up and the brewery won't say what happens next. Thirty-eight years and three league titles. Thanks to everyone for the messages.
  Gaz Whitehouse @ Tue 4th Oct 2011, 22:31 :: Gutted for you Stan. Always the best sandwiches in the league at the Plough. If any of your lads want a game, Red Lion B are short.
    Stan (Plough A captain) @ Tue 4th Oct 2011, 22:50 :: Cheers Gaz, I'll pass it on. Dave and Little Mick are after a team.
League Secretary @ Wed 5th Oct 2011, 09:05 [staff] :: All fixtures against the Plough A and B are void. The revised fixture list will be on the site by Friday and in the pubs by next Tuesday.
  Kev T @ Wed 5th Oct 2011, 12:40 :: Does that mean the points we got off them in week 2 come off the table?
    League Secretary @ Wed 5th Oct 2011, 13:15 [staff] :: Yes Kev, all results against withdrawn teams are expunged, as per rule 14(b).
Sharon @ Wed 5th Oct 2011, 19:20 :: Played my first ever league game at the Plough in 1992. Missed the board with my first three darts. Good times.
Old Timer @ Thu 6th Oct 2011, 08:45 :: Third pub to close in the district in two years. Get down your local and use it, or there will be no league left.
""")
    honours = rows("""
Gaz Whitehouse | Red Lion A | 180 | 13/09/2011 | First 180 in eleven years in this league. Drinks were on me, so it cost me £40.
Debbie Rowe | Crown Ladies | 121 checkout | 20/09/2011 | Treble 20, treble 11, bull. Still shaking.
Pete Yardley | Harbury Legion | 180 | 20/09/2011 | Second one this season, both at home. Must be the oche.
Little Mick | Plough B | 134 checkout | 27/09/2011 | My last game for the Plough and I go out like that. Sums it up.
Ian 'Chalky' White | Red Lion B | 180 | 27/09/2011 | Threw it in the warm-up leg too but apparently that doesn't count.
""")
    inside = (
        '<h3 class="hd-h">Honours board: 180s and 100+ finishes so far this season</h3><ul class="hd-honours">'
        + "".join(
            f'<li><b>{esc(p)}</b> ({esc(t)}) – <span class="hd-what">{esc(w)}</span> – {esc(d)}<br /><i>“{esc(x)}”</i></li>'
            for p, t, w, d, x in honours
        )
        + "</ul>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        staff = " hd-official" if n.tag("staff") else ""
        return (
            f'<div class="hd-post{staff}" id="post{2210 + i}"><div class="hd-who"><b>{esc(n.who)}</b></div>'
            f'<div class="hd-said"><div class="hd-date">Posted {esc(n.at)}</div><div class="hd-words">{esc(n.body)}</div>'
            f'<div class="hd-act"><a href="/reply.php?p={2210 + i}">Reply</a> · <a href="/report.php?p={2210 + i}">Report</a></div></div>'
            + (f'<div class="hd-answers">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="hd-talk"><h3>Your views (8)</h3>'
        + draw(ns, item, lambda s, _p: s)
        + '<p class="hd-small"><a href="/login.php">Log in</a> to add your views. Keep it friendly, it\'s only darts.</p></div>'
    )
    side = (
        box(
            "en-harbury",
            "Division One",
            grid("""
Team | P | Pts
Red Lion A | 6 | 15
Harbury Legion | 6 | 13
Crown | 6 | 10
Royal Oak | 6 | 8
"""),
        )
        + box(
            "en-harbury",
            "Next Tuesday",
            "<ul><li>Red Lion A v Crown</li><li>Royal Oak v Harbury Legion</li><li>Red Lion B v Bell Inn</li></ul>",
        )
        + box(
            "en-harbury",
            "Top averages",
            links(("Pete Yardley 27.41", "Gaz Whitehouse 26.90", "Debbie Rowe 24.12"), "/averages/", "ol"),
        )
    )
    style = (
        ".hd-honours{list-style:none;padding:0}.hd-honours li{border-bottom:1px dashed #cddcc9;padding:4px 0}.hd-what{color:#c00;font-weight:bold}"
        ".hd-talk{margin-top:18px;border-top:2px solid #3f7a36}.hd-post{overflow:hidden;border-bottom:1px solid #e5e5e5;padding:6px 0}.hd-who{float:left;width:120px}.hd-said{margin-left:128px}"
        ".hd-date,.hd-act{font-size:10px;color:#999}.hd-official .hd-who b{color:#c00}.hd-answers{clear:both;margin-left:40px}.hd-small{font-size:11px}"
    )
    piece = Piece(
        "The Plough withdraws from the league after 38 years",
        "Posted by League Secretary",
        "2011-10-04T21:30:00+01:00",
        "Tuesday, 04 October 2011 21:30",
        """
It is with great sadness that we report that the Plough Inn, Long Itchington, has withdrawn both its A and B teams from the league with immediate effect, as the pub is to close at the end of the month.

The Plough joined the league in 1973 and won Division One in 1981, 1994 and 2003. Its players are free to sign for other teams under the usual transfer rules.

The committee will meet on Monday to rearrange the fixtures.
""",
        section="News",
    )
    return case(
        "bv-mx-en-darts-ehrentafel",
        "mixed",
        "en-harbury",
        piece,
        Bits(inside=inside, after=after, side=side, style=style),
        seeds(ns),
        path="/news/plough-withdraws-from-league",
        reveal="on_load",
        container="div.hd-talk: h3 'Your views (8)', div.hd-post (div.hd-who name, div.hd-said: div.hd-date 'Posted DATE', div.hd-words, div.hd-act), replies in div.hd-answers inside their parent, three levels",
        heading="Your views (8)",
        description="An English darts league's site of 2011 on a module CMS: a news item on a pub's withdrawal with, in the item, an honours board of the season's 5 180s and high finishes (player, team, feat, date, the player's own quoted line), and 8 readers' views (the league secretary answering twice; three levels). Right: the division table, next fixtures, top averages. Most awkward: one player on the honours board is also named in the discussion, and every honour carries a quoted line in a player's words.",
        static=True,
        lookalikes=("a darts league's honours board of 180s and high finishes, each with the player's line",),
    )


def hu_photo_names() -> Case:
    ns = talk("""
Szabó Ilona @ 2012. március 6., 18:22 :: Nagyon szép kiállítás volt, a lányommal két órát töltöttünk ott. Megtaláltam anyukámat az 1949-es tablón!
  Honismereti Kör @ 2012. március 6., 20:10 [staff] :: Örülünk, Ilona! Ha van otthon még régi iskolai fénykép, szívesen beszkenneljük és visszaadjuk.
Bartos Gábor @ 2012. március 7., 09:41 :: Meddig lesz nyitva a kiállítás? Budapesten élünk, csak áprilisban tudnánk hazamenni.
  Honismereti Kör @ 2012. március 7., 11:02 [staff] :: Április 15-ig, hétköznap 14 és 18 óra között a művelődési házban, hétvégén előzetes bejelentkezéssel.
id. Tóth Ferenc @ 2012. március 8., 16:55 :: Az 1958-as képen az első padban ülők közül a jobb szélső én vagyok. A tanító néni Vargáné volt, nem Vadasné, ahogy a felirat írja.
  Honismereti Kör @ 2012. március 8., 18:30 [staff] :: Köszönjük a javítást, Feri bácsi, a feliratot kicseréltük.
""")
    names = rows("""
Kovács Imréné | 2012. március 4. | A hátsó sorban balról a harmadik az édesapám, Kovács Imre. 1948-ban született, a malomban dolgozott nyugdíjig.
Fekete László | 2012. március 4. | A középső sorban, a tábla előtt a copfos kislány Horváth Marika, később ő lett a falu postása.
Nagy Béla | 2012. március 5. | Az ablak melletti fiú Molnár Pista. Kanadába ment ki 1970 körül, azóta sem tudunk róla.
Varga Erzsébet | 2012. március 5. | Balról az első lány az első sorban én vagyok! A ruhát anyám varrta egy régi függönyből.
Simon Józsefné | 2012. március 7. | A hátsó sor jobb szélén a magas fiú Simon József, a férjem. Ő is megnézte, és sírva fakadt.
""")
    inside = (
        '<h3 class="hk-h">Kik vannak a képen? – 4. osztály, 1958</h3><img src="/_avatar/hk-osztalykep-1958.svg" alt="" width="420" height="280" />'
        '<p class="hk-small">Olvasóink eddig beküldött felismerései (beküldés: <a href="mailto:honismeret@example.hu">e-mailben</a>):</p><ol class="hk-nevek">'
        + "".join(
            f'<li><p class="hk-ki">Beküldte: <b>{esc(n)}</b>, {esc(d)}</p><p>{esc(x)}</p></li>'
            for n, d, x in names
        )
        + "</ol>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        head = (
            f"Válasz {esc(ns[n.parent].who)} hozzászólására – <b>{esc(n.who)}</b>, {esc(n.at)}"
            if n.parent is not None
            else f"<b>{esc(n.who)}</b> írta {esc(n.at)}-kor:"
        )
        return (
            f'<div class="hk-hsz{" hk-kor" if n.tag("staff") else ""}"><p class="hk-fej">{head}</p><p class="hk-szov">{esc(n.body)}</p>'
            + sub
            + "</div>"
        )

    after = (
        '<div class="hk-hozzaszolasok"><h3>Hozzászólások</h3>'
        + draw(ns, item, lambda s, _p: f'<div class="hk-valaszok">{s}</div>')
        + '<p class="hk-small"><a href="/hozzaszolas.php?cikk=64">Új hozzászólás írása</a></p></div>'
    )
    side = (
        box(
            "hu-honismeret",
            "Kiadványaink",
            "<ul><li>Felsőszentmiklós utcanevei (2009)</li><li>A malom története (2011)</li></ul>",
        )
        + box(
            "hu-honismeret",
            "Következő összejövetel",
            "<p>Március 21., csütörtök 17 óra, könyvtár</p>",
        )
        + box("hu-honismeret", "Látogatók", "<p>Ma: 37 · Összesen: 12 804</p>")
    )
    style = (
        ".hk-nevek li{margin:6px 0}.hk-ki{font-size:11px;color:#666;margin:0}.hk-small{font-size:11px;color:#777}.hk-hozzaszolasok{margin-top:16px;border-top:1px solid #c8bfa5}"
        ".hk-hsz{margin:8px 0}.hk-fej{font-size:11px;background:#efe9f7;margin:0;padding:2px 4px}.hk-szov{margin:2px 0}.hk-valaszok{margin-left:30px}.hk-kor>.hk-szov{color:#6b4f9e}"
    )
    piece = Piece(
        "Kiállítás nyílt a régi tablókból és osztályképekből",
        "Írta: Honismereti Kör",
        "2012-03-03T12:00:00+01:00",
        "2012. március 3.",
        """
A művelődési házban megnyílt kiállításon 1936 és 1975 közötti iskolai tablókat és osztályképeket mutatunk be, összesen hatvanegyet. A képek nagy részét a falu lakói adták kölcsön.

Sok képen nem tudjuk, kik szerepelnek. Kérjük olvasóinkat, segítsenek: ha valakit felismernek, írják meg nekünk. Az 1958-as 4. osztályos képről beérkezett felismeréseket alább közöljük.
""",
    )
    return case(
        "bv-mx-hu-osztalykep",
        "mixed",
        "hu-honismeret",
        piece,
        Bits(inside=inside, after=after, side=side, style=style),
        seeds(ns),
        path="/hirek/kiallitas-regi-tablok.html",
        reveal="on_load",
        container="div.hk-hozzaszolasok: h3 'Hozzászólások', div.hk-hsz (p.hk-fej '<b>NAME</b> írta DATE-kor:' or, for answers, 'Válasz NAME hozzászólására – <b>NAME</b>, DATE'; p.hk-szov), answers in div.hk-valaszok inside their parent",
        heading="Hozzászólások",
        description="A Hungarian local history circle's hand-made site of 2012: a note on an exhibition of old school photos with, in the note, a numbered list of 5 readers' identifications of the children in a 1958 class photo ('Beküldte: NAME, date' and a sentence), and 6 comments (the circle answering each of three; answers' heads name the comment they answer). Left: publications, the next meeting, a counter. Most awkward: one commenter identifies himself in the photo, as the list's entries do.",
        static=True,
        lookalikes=("readers' identifications of the children in an old class photo",),
    )


def ru_meter_readings() -> Case:
    ns = talk("""
Ирина Петровна (уч. 47) @ 12.05.2013 в 21:14 :: Почему взнос 3500 рублей с участка, если трубу меняют только на третьей линии? Мы на пятой, у нас всё работает.
  Председатель @ 12.05.2013 в 22:02 [staff] :: Ирина Петровна, водопровод общий. На третьей линии магистральная труба, от неё питаются все линии, и ваша тоже. Решение принято общим собранием 20 апреля.
    Ирина Петровна (уч. 47) @ 13.05.2013 в 08:15 :: Понятно, спасибо. А протокол собрания можно где-то посмотреть?
      Председатель @ 13.05.2013 в 09:30 [staff] :: Протокол выложен в разделе «Документы» и висит на доске у правления.
Сергей К. @ 13.05.2013 в 12:40 :: Воду на время работ отключат полностью? У меня рассада, поливать надо каждый день.
  Михалыч (уч. 12) @ 13.05.2013 в 13:05 :: Сергей, набирайте бочки заранее. В прошлый раз отключали на четыре дня.
Валентина @ 14.05.2013 в 19:20 :: Спасибо правлению, что наконец взялись. Каждую весну одно и то же: прорыв у сторожки.
Олег Дачник @ 15.05.2013 в 07:55 :: Можно ли оплатить взнос частями? Сразу 3500 для пенсионеров многовато.
  Председатель @ 15.05.2013 в 10:10 [staff] :: Да, можно в два приёма: половину до 1 июня, остальное до 1 июля. Квитанции у казначея.
""")
    readings = rows("""
Участок | Владелец | Дата | Показания, кВт·ч | Примечание
12 | Мельников В. М. | 30.04.2013 | 4 812 | Зимой никто не жил, расход только на насос.
23 | Григорьева Т. А. | 01.05.2013 | 11 406 | Счётчик заменён в марте, старый сдан в правление.
31 | Кузнецов О. П. | 01.05.2013 | 7 290 | Включал обогреватель в теплице с середины апреля.
47 | Лаптева И. П. | 02.05.2013 | 2 118 | Показания передала по телефону, фото пришлю.
52 | Соловьёв С. К. | 03.05.2013 | 9 954 | Пломба на счётчике целая, проверял электрик.
60 | Ахмедов Р. Н. | 05.05.2013 | 635 | Новый участок, подключён 12 апреля.
""")
    inside = (
        '<h3 class="sn-h">Показания электросчётчиков за апрель (переданные через сайт)</h3>'
        + grid(
            "\n".join(" | ".join(r) for r in readings),
            cls="sn-pokaz",
            attrs='width="100%" cellpadding="3" cellspacing="0" border="1"',
        )
        + '<p class="sn-small">Показания за май принимаются до 31 мая. Тариф: 3,12 руб. за кВт·ч.</p>'
    )

    def item(i: int, n: Note) -> str:
        d = depth(ns, i)
        staff = " sn-pravl" if n.tag("staff") else ""
        return (
            f'<div class="sn-komm{staff}" style="margin-left:{32 * d}px"><div class="sn-avtor">Автор: <b>{esc(n.who)}</b> · {esc(n.at)}</div>'
            f'<div class="sn-tekst">{esc(n.body)}</div><div class="sn-otvet"><a href="?otvet={i + 1}#forma">Ответить</a></div></div>'
        )

    order: list[int] = []

    def walk(parent: int | None) -> None:
        for k, n in enumerate(ns):
            if n.parent == parent:
                order.append(k)
                walk(k)

    walk(None)
    after = (
        '<div class="sn-obsuzhdenie"><h3>Обсуждение (9)</h3>'
        + "".join(item(k, ns[k]) for k in order)
        + '<a name="forma"></a><p class="sn-small">Оставлять комментарии могут только члены СНТ. <a href="/login.php">Войдите</a>.</p></div>'
    )
    left = box(
        "ru-rassvet",
        "Объявления",
        "<ul><li>Продам рассаду томатов, уч. 18</li><li>Нужен сварщик на день, уч. 33</li><li>Отдам кота в хорошие руки</li></ul>",
    ) + box("ru-rassvet", "Погода", "<p>Сегодня +17, облачно<br />Ночью +6</p>")
    side = (
        box(
            "ru-rassvet",
            "Правление",
            "<p>Приёмные часы: суббота 10:00–13:00<br />Председатель: Громов А. В.<br />Казначей: Лебедева Н. С.</p>",
        )
        + box(
            "ru-rassvet",
            "Последние новости",
            links(
                ("Вывоз мусора по субботам", "Собрание 20 апреля: итоги", "Новый тариф на электроэнергию"),
                "/news/",
            ),
        )
        + box(
            "ru-rassvet",
            "Автобус № 417",
            "<p>От станции: 7:40, 10:15, 14:30, 18:05<br />От СНТ: 8:20, 11:00, 15:10, 19:00</p>",
        )
    )
    style = (
        ".sn-pokaz{border-collapse:collapse;font-size:11px}.sn-pokaz th{background:#dfe8ee}.sn-small{font-size:11px;color:#777}.sn-obsuzhdenie{margin-top:16px}"
        ".sn-komm{border:1px solid #d8e1e7;background:#f9fbfc;padding:4px 6px;margin:6px 0}.sn-pravl{background:#fffbe6}.sn-avtor{font-size:11px;color:#666}.sn-otvet{font-size:10px;text-align:right}"
    )
    piece = Piece(
        "Замена водопровода на 3-й линии: график работ и целевой взнос",
        "Правление СНТ",
        "2013-05-12T18:00:00+04:00",
        "12.05.2013",
        """
Согласно решению общего собрания от 20 апреля, с 20 мая начинается замена магистрального водопровода на 3-й линии. Старая стальная труба 1978 года будет заменена на полиэтиленовую.

На время работ, ориентировочно с 20 по 24 мая, подача воды во всё товарищество будет прекращена. Просим заранее запастись водой.

Целевой взнос составляет 3500 рублей с участка. Оплата у казначея или на расчётный счёт товарищества.
""",
    )
    return case(
        "bv-mx-ru-schetchiki",
        "mixed",
        "ru-rassvet",
        piece,
        Bits(inside=inside, after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/news/zamena-vodoprovoda-3-liniya.html",
        reveal="on_load",
        container="div.sn-obsuzhdenie: h3 'Обсуждение (9)', flat div.sn-komm siblings (div.sn-avtor 'Автор: <b>NAME</b> · DATE', div.sn-tekst, div.sn-otvet), answers indented only by an inline margin-left, four levels",
        heading="Обсуждение (9)",
        description="A Russian dacha cooperative's site of 2013 built in tables: the board's notice on replacing a water main, with in the notice a table of 6 members' April electricity meter readings (plot, owner, date, reading, the member's note), and a discussion of 9 members' comments (the chairman answering four times); the comments are flat sibling boxes indented by an inline margin only, four levels. Left: login, small ads, weather; right: the board's hours, news, the bus timetable. Most awkward: one commenter's plot and name also stand in the readings table with her own note.",
        static=True,
        lookalikes=("members' electricity meter readings with each member's note",),
    )


def mixed_bv() -> list[Case]:
    return [en_darts_honours(), hu_photo_names(), ru_meter_readings()]

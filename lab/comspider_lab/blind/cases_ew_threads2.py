"""Blind set ew: four more discussions whose comments have no box of their own: a Russian university faculty's news
page of 2012 (one ``<dl>``, the text in ``<dt>`` first, the name and time in ``<dd>``), a Czech party branch's site
of 2010 (the only class on each entry's first paragraph, answers shown by an indent of every paragraph), a Danish
parish page of 2011 (numbered entries "1." "2." in plain paragraphs, no class at all) and an Indonesian self-made
blog of 2010 (``<p><b>NAME</b> bilang:</p>``, paragraphs, a small date line; answers said by "@NAME"). Every site,
name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ew_common import Case, br, esc, html, make, page, talk

# --------------------------------------------------------------------------- ru: a university faculty's news, 2012


def ru_olimpiada() -> Case:
    cs = talk("""
Ольга М. @ 14.11.2012 в 19:40 :: Поздравляю ребят! Особенно Диму Кузнецова, который ещё на первом курсе всем говорил, что физика — это не его :)
Студент 4 курса @ 14.11.2012 в 21:15 :: А почему в новости не написано, кто готовил команду? Доцент А. В. Рябов три месяца занимался с ними по субботам, бесплатно. Это его заслуга не меньше, чем студентов.
Никита Ахмедов @ 15.11.2012 в 08:52 :: Спасибо всем! Только подпись к фотографии неправильная: слева направо стоят Ахмедов, Кузнецова и Лебедев, а не наоборот.
Е. В. Соколова @ 15.11.2012 в 12:30 :: Я в этом году была в жюри и могу сказать, что задачи были очень непростые. Больше всего баллов наши потеряли на оптике, зато задачу по термодинамике решили только две команды из двенадцати, и наша — одна из них. // В следующем году олимпиада пройдёт у нас, так что готовиться надо начинать уже сейчас. Темы, на которые стоит обратить внимание: // - геометрическая оптика - колебания и волны - задачи с оценками
Маша @ 15.11.2012 в 17:04 :: Когда будет набор в команду на следующий год? Хочу попробовать, я на 2 курсе. Где можно узнать подробнее?
Пресс-служба факультета @ 16.11.2012 в 10:10 :: Подпись к фотографии исправили, спасибо Никите. Маша, набор в команду объявят в феврале, следите за объявлениями на сайте и на стенде у 214 аудитории.
""")
    site = "/news/2012/11/14/olimpiada-po-fizike/"
    items = "\n".join(f"<dt>{br(c.body)}</dt>\n<dd><b>{esc(c.who)}</b> &middot; {esc(c.at)}</dd>" for c in cs)
    css = """body{margin:0;background:#eef2f7;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}
#head{background:#1d4e89 url(/_avatar/svgu/head-bg.svg) no-repeat right top;height:96px;color:#fff;position:relative}
#head .logo{position:absolute;left:20px;top:14px}#head .name{position:absolute;left:110px;top:22px;font:bold 19px Tahoma}#head .sub{position:absolute;left:110px;top:50px;font-size:12px;color:#cfe0f5}
#topmenu{background:#163d6c;padding:6px 20px}#topmenu a{color:#fff;margin-right:16px;text-decoration:none;font-size:12px}
#wrap{width:1000px;margin:0 auto;background:#fff;overflow:hidden}#leftcol{float:left;width:200px;background:#f4f7fb;padding:12px;font-size:12px}
#leftcol h3{font-size:12px;text-transform:uppercase;color:#1d4e89;border-bottom:1px solid #1d4e89}#leftcol ul{list-style:none;margin:0;padding:0}#leftcol li{padding:3px 0;border-bottom:1px dotted #ccd}
#content{float:left;width:540px;padding:12px 20px}#rightcol{float:right;width:180px;padding:12px;font-size:11px}
.breadcrumbs{font-size:11px;color:#888}.news-date{color:#888;font-size:11px}h1{font-size:20px;color:#1d4e89;margin:6px 0}
.news-detail img{float:left;margin:0 12px 8px 0;border:1px solid #ccc}.views{font-size:11px;color:#999;clear:both}
.reviews h2{font-size:15px;color:#1d4e89;border-bottom:2px solid #1d4e89;margin-top:24px}dl.reviews-list{margin:0}
dl.reviews-list dt{margin-top:12px;font-style:normal}dl.reviews-list dd{margin:2px 0 0;color:#777;font-size:11px;border-bottom:1px solid #e3e8ef;padding-bottom:8px}
.ann{background:#fff8dc;border:1px solid #e8d890;padding:6px;margin-bottom:10px}#foot{clear:both;background:#163d6c;color:#cfe0f5;font-size:11px;padding:10px 20px}"""
    body = f"""<div id="wrap">
<div id="head"><img class="logo" src="/_avatar/svgu/gerb.svg" width="70" height="70" alt="Герб СВГУ" /><div class="name">Северо-Волжский государственный университет</div><div class="sub">Физический факультет</div></div>
<div id="topmenu"><a href="/">Главная</a><a href="/abiturientu/">Абитуриенту</a><a href="/studentu/">Студенту</a><a href="/nauka/">Наука</a><a href="/kafedry/">Кафедры</a><a href="/raspisanie/">Расписание</a><a href="/news/">Новости</a><a href="/kontakty/">Контакты</a></div>
<div id="leftcol">
<h3>Факультет</h3><ul><li><a href="/fakultet/istoriya/">История</a></li><li><a href="/fakultet/dekanat/">Деканат</a></li><li><a href="/kafedry/">Кафедры</a></li><li><a href="/fakultet/laboratorii/">Лаборатории</a></li><li><a href="/fakultet/vypuskniki/">Выпускники</a></li></ul>
<h3>Студенту</h3><ul><li><a href="/raspisanie/">Расписание занятий</a></li><li><a href="/studentu/sessiya/">Расписание сессии</a></li><li><a href="/studentu/stipendii/">Стипендии</a></li><li><a href="/studentu/obshchezhitie/">Общежитие</a></li><li><a href="/biblioteka/">Библиотека</a></li></ul>
<h3>Календарь</h3><p>Ноябрь 2012<br /><a href="/news/2012/11/20/">20.11</a> — учёный совет<br /><a href="/news/2012/11/23/">23.11</a> — день открытых дверей<br /><a href="/news/2012/11/28/">28.11</a> — семинар кафедры оптики</p>
</div>
<div id="content">
<div class="breadcrumbs"><a href="/">Главная</a> / <a href="/news/">Новости</a> / Олимпиада по физике</div>
<div class="news-detail">
<span class="news-date">13.11.2012</span>
<h1>Команда физфака заняла второе место на межрегиональной олимпиаде по физике</h1>
<img src="/_avatar/svgu/olimpiada-komanda.svg" width="220" height="160" alt="Команда факультета" />
<p>С 8 по 11 ноября в Нижнем Новгороде проходила межрегиональная студенческая олимпиада по физике. В ней приняли участие двенадцать команд из вузов Поволжья.</p>
<p>Команда нашего факультета в составе Дмитрия Кузнецова (гр. ФФ-401), Анны Лебедевой (гр. ФФ-301) и Никиты Ахмедова (гр. ФФ-302) заняла второе место в командном зачёте, уступив только команде Казанского университета.</p>
<p>В личном зачёте Дмитрий Кузнецов стал третьим. Все участники награждены дипломами и ценными подарками.</p>
<p>Деканат поздравляет победителей и благодарит всех, кто помогал в подготовке команды.</p>
<p><i>На фото (слева направо): Д. Кузнецов, А. Лебедева, Н. Ахмедов.</i></p>
<p class="views">Просмотров: 1 208 &middot; <a href="/news/2012/11/14/olimpiada-po-fizike/print/">Версия для печати</a></p>
</div>
<div class="reviews">
<h2>Отзывы (6)</h2>
<dl class="reviews-list">
{items}
</dl>
<h2>Оставить отзыв</h2>
<form action="/news/review/add/" method="post"><p>Ваше имя:<br /><input type="text" name="name" size="40" /></p><p>Текст отзыва:<br /><textarea name="text" rows="5" cols="55"></textarea></p><p>Введите код с картинки: <img src="/_avatar/svgu/captcha.svg" width="80" height="24" alt="" /> <input type="text" name="captcha" size="6" /></p><p><input type="submit" value="Отправить" /></p><p class="news-date">Отзывы публикуются после проверки модератором.</p></form>
</div>
</div>
<div id="rightcol">
<div class="ann"><b>Объявление</b><br />Приём заявлений на летнюю практику до 15 декабря, ауд. 105.</div>
<div class="ann"><b>Объявление</b><br />Библиотека 19-20 ноября работает до 15:00.</div>
<p><b>Другие новости</b></p><p><a href="/news/2012/11/09/seminar/">09.11.2012</a><br />Открытый семинар по физике плазмы</p><p><a href="/news/2012/11/02/den-fizika/">02.11.2012</a><br />День физика: итоги конкурса стенгазет</p><p><a href="/news/2012/10/25/grant/">25.10.2012</a><br />Кафедра оптики получила грант РФФИ</p>
<p><img src="/_avatar/svgu/banner-abiturient-2013.svg" width="170" height="120" alt="Абитуриент 2013" /></p>
</div>
<div id="foot">&copy; 2006-2012 Физический факультет СВГУ &middot; Адрес: ул. Университетская, 1, корпус 3 &middot; Тел. деканата: (000) 00-00-00 &middot; <a href="/kontakty/" style="color:#fff">Контакты</a></div>
</div>"""
    return make(
        "ew-ru-univ-olimpiada",
        "discussion",
        "ru",
        page(
            body,
            title="Команда физфака заняла второе место на межрегиональной олимпиаде по физике — Физический факультет СВГУ",
            lang="ru",
            css=css,
            head='<meta name="keywords" content="олимпиада, физика, физфак, студенты" />',
        ),
        cs,
        path=site,
        container="div.reviews under h2 'Отзывы (6)': one dl.reviews-list, per comment a dt holding the text (lines split by br) and then a dd 'b NAME · 14.11.2012 в 19:40'",
        heading="Отзывы (6)",
        description="A Russian university faculty's news page (November 2012), a Bitrix-era layout with a left menu, a calendar, notices and other news: 6 comments ('Отзывы') in one dl, the text first in a dt and the name and time after it in a dd; the press office answers two readers by name in one entry; lines typed with dashes; a moderated form with a captcha.",
    )


# --------------------------------------------------------------------------- cs: a party's local branch, 2010


def cs_program() -> Case:
    cs = talk("""
Jaroslav Dvořák @ 22.09.2010 20:15 :: Chodník do Horní Lipnice slibujete už potřetí. V roce 2002 ho sliboval pan Novák, v roce 2006 zase vy. Co bude letos jinak?
>Ing. Petr Hanák @ 22.09.2010 21:40 :: Pane Dvořáku, rozumím vaší skepsi. Letos je jinak to, že máme hotovou projektovou dokumentaci (stála obec 180 tisíc) a kraj vypsal dotační program na chodníky podél silnic II. třídy. Žádost podáme v lednu, termín je do konce února.
>>Jaroslav Dvořák @ 23.09.2010 07:05 :: Tak uvidíme v lednu. Držím palce, ale věřím až tomu, co uvidím.
Marie Pokorná @ 23.09.2010 10:22 :: Já bych spíš uvítala, kdyby se konečně něco udělalo se zastávkou u Jednoty. Přístřešek je rozbitý od loňské vichřice a starší lidé tam v zimě stojí ve sněhu.
Honza @ 23.09.2010 13:48 :: hasičárna je potřeba, to jo. naše cisterna je z roku 1983 a do staré garáže by se nová stejně nevešla
Věra Kolářová @ 23.09.2010 19:30 :: Obecní web by byl fajn, ale nezapomínejte na starší lidi, kteří internet nemají. Papírový zpravodaj by měl zůstat. // Navrhuji: * zpravodaj dál do každé schránky * na webu zápisy ze zastupitelstva a rozpočet * úřední desku i elektronicky
>Ing. Petr Hanák @ 23.09.2010 22:05 :: Paní Kolářová, souhlasím, zpravodaj rušit nechceme. Zápisy ze zastupitelstva budou na webu hned od prvního zasedání, rozpočet také.
Anonym @ 24.09.2010 08:11 :: A kolik to celé bude stát? Rozpočet obce je 6 milionů a jen hasičárna spolkne polovinu. Z čeho se pak bude opravovat škola?
Lenka S. @ 24.09.2010 16:37 :: Díky za program ve schránce. Aspoň vím, co kdo slibuje, ostatní zatím nedali nic.
Jaroslav Dvořák @ 25.09.2010 09:02 :: Ještě k té zastávce: souhlasím s paní Pokornou, psal jsem kvůli tomu na obecní úřad dvakrát a nic.
""")
    site = "/clanky/volebni-program-2010.html"
    parts: list[str] = []
    for i, c in enumerate(cs):
        ind = f' style="margin-left:{30 * c.depth}px"' if c.depth else ""
        parts.append(
            f'<p class="prisp-hlava"{ind}><a name="p{301 + i}"></a><strong>{esc(c.who)}</strong> | {esc(c.at)} | '
            f'<a href="/diskuse/reagovat.php?clanek=57&amp;na={301 + i}">reagovat</a></p>\n{html(c.body, ind)}'
        )
    css = """body{margin:0;background:#f2f2f2;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}
#obal{width:900px;margin:0 auto;background:#fff;border-left:1px solid #ccc;border-right:1px solid #ccc}
#hlavicka{background:#2e7d32;height:100px;color:#fff;padding:0 20px}#hlavicka h1{margin:0;padding-top:20px;font:bold 26px Arial}#hlavicka p{margin:4px 0 0;color:#d6ecd7}
#menu{background:#1b5e20;padding:6px 20px}#menu a{color:#fff;font-weight:bold;text-decoration:none;margin-right:18px}
#levy{float:left;width:610px;padding:16px 20px}#pravy{float:right;width:210px;padding:16px 16px 0 0;font-size:12px}
h2.nadpis{font-size:21px;color:#1b5e20;margin:0 0 4px}.info{color:#888;font-size:11px}
.diskuse{margin-top:24px;border-top:3px solid #2e7d32}.diskuse h3{color:#1b5e20}.diskuse p{margin:0 0 6px}
p.prisp-hlava{margin-top:14px !important;background:#e8f3e8;padding:3px 6px;font-size:12px}p.prisp-hlava a{font-size:11px;color:#2e7d32}
.kandidati li{margin-bottom:2px}.blok{border:1px solid #cfe3cf;background:#f7fbf7;padding:8px;margin-bottom:12px}.blok h4{margin:0 0 6px;color:#1b5e20}
#paticka{clear:both;background:#1b5e20;color:#d6ecd7;text-align:center;font-size:11px;padding:10px}"""
    body = f"""<div id="obal">
<div id="hlavicka"><h1>Unie zelených a nezávislých &ndash; Dolní Lipnice</h1><p>místní organizace &middot; komunální volby 15. a 16. října 2010</p></div>
<div id="menu"><a href="/">Úvod</a><a href="/clanky/">Články</a><a href="/program/">Program</a><a href="/kandidati/">Kandidáti</a><a href="/fotogalerie/">Fotogalerie</a><a href="/kontakt/">Kontakt</a></div>
<div id="levy">
<h2 class="nadpis">Náš volební program 2010: chodník, hasičárna a obecní web</h2>
<p class="info">Vloženo 21.09.2010 | autor: Ing. Petr Hanák | přečteno 642x | <a href="#diskuse">diskuse (10)</a></p>
<p><b>Milí sousedé, do voleb zbývají necelé čtyři týdny. Přinášíme vám shrnutí našeho programu na další čtyři roky. Podrobnou verzi najdete v letáku, který jsme minulý týden roznesli do všech schránek.</b></p>
<p><b>1. Chodník do Horní Lipnice.</b> Podél silnice mezi oběma částmi obce dnes chodí děti do školy po krajnici. Projektová dokumentace je hotová, o dotaci z kraje požádáme hned v lednu 2011.</p>
<p><b>2. Nová hasičská zbrojnice.</b> Sbor dobrovolných hasičů má 34 členů a cisternu, která se do staré garáže za obecním úřadem nevejde celá. Novou zbrojnici chceme postavit na pozemku u fotbalového hřiště.</p>
<p><b>3. Obecní web a zpravodaj.</b> Zápisy ze zastupitelstva, rozpočet, úřední deska a hlášení rozhlasu i na internetu. Zpravodaj v papírové podobě zůstává.</p>
<p><b>4. Škola a školka.</b> Výměna oken ve škole a rozšíření školky o jednu třídu, pokud se podaří získat peníze z programu na rozvoj venkova.</p>
<p>Budeme rádi za vaše názory a připomínky, pište je do diskuse pod článkem nebo nás oslovte osobně. Každou středu od 17 do 18 hodin jsme v klubovně u hřiště.</p>
<div class="diskuse"><a name="diskuse"></a>
<h3>Diskuse k článku (10 příspěvků)</h3>
{chr(10).join(parts)}
<h3>Přidat příspěvek</h3>
<form action="/diskuse/pridat.php" method="post"><input type="hidden" name="clanek" value="57" /><p>Jméno: <input type="text" name="jmeno" size="30" /></p><p><textarea name="text" rows="5" cols="60"></textarea></p><p>Opište číslo 4821: <input type="text" name="kontrola" size="5" /> <input type="submit" value="Odeslat" /></p><p class="info">Příspěvky s vulgárním obsahem budou smazány.</p></form>
</div>
</div>
<div id="pravy">
<div class="blok"><h4>Naši kandidáti</h4><ol class="kandidati"><li>Ing. Petr Hanák, 46 let, stavební technik</li><li>Mgr. Alena Vrbová, 39 let, učitelka</li><li>Josef Kratochvíl, 58 let, velitel SDH</li><li>Michaela Šťastná, 31 let, zdravotní sestra</li><li>Tomáš Beneš, 27 let, OSVČ &ndash; truhlář</li></ol><p><a href="/kandidati/">Všichni kandidáti &raquo;</a></p></div>
<div class="blok"><h4>Pozvánka</h4><p>Setkání s občany v sobotu 9. října od 15 hodin v sále hostince U Lípy. Občerstvení zajištěno.</p></div>
<div class="blok"><h4>Další články</h4><ul><li><a href="/clanky/brigada-na-hristi.html">Brigáda na hřišti: děkujeme!</a></li><li><a href="/clanky/kandidatka-2010.html">Představujeme kandidátku</a></li><li><a href="/clanky/zastupitelstvo-cerven.html">Z červnového zastupitelstva</a></li></ul></div>
<div class="blok" style="text-align:center"><img src="/_avatar/uzn/volte-c5.svg" width="180" height="120" alt="Volte číslo 5" /></div>
</div>
<div id="paticka">Unie zelených a nezávislých, místní organizace Dolní Lipnice &middot; kontakt: Ing. Petr Hanák, Dolní Lipnice 112 &middot; Web vytvořen v redakčním systému WebMaker 2.1</div>
</div>"""
    return make(
        "ew-cs-strana-program",
        "discussion",
        "cs",
        page(
            body,
            title="Náš volební program 2010: chodník, hasičárna a obecní web | UZN Dolní Lipnice",
            lang="cs",
            css=css,
        ),
        cs,
        path=site,
        container="div.diskuse under h3 'Diskuse k článku (10 příspěvků)': siblings only, per comment p.prisp-hlava (strong NAME | 22.09.2010 20:15 | reagovat), then its classless p… (a list); an answer's every paragraph indented by style margin-left (30px, 60px)",
        heading="Diskuse k článku (10 příspěvků)",
        description="A Czech party's local branch site before the 2010 municipal elections, a fixed-width page with the candidates, an invitation and other articles: 10 contributions to the discussion under the programme, the only class on each entry's first paragraph (the name line), the text in plain paragraphs after it; three answers two deep shown only by an inline margin-left on each of their paragraphs; a list; an anonymous one.",
    )


# --------------------------------------------------------------------------- da: a parish page, 2011


def da_babysalmesang() -> Case:
    cs = talk("""
Inger Bach @ 14. marts 2011 kl. 19.40 :: Dejligt at babysalmesangen starter igen! Vi var med vores ældste i 2009, og det var nogle af de bedste formiddage i hele barselsorloven. Nu glæder jeg mig til at komme med lillebror.
Poul Erik Madsen @ 15. marts 2011 kl. 08.12 :: Er der også plads til bedsteforældre? Min datter arbejder om tirsdagen, så det er mig der har barnebarnet (5 mdr.).
Kirkekontoret @ 15. marts 2011 kl. 10.55 :: Kære Poul Erik. Ja, bedsteforældre er meget velkomne, vi har haft flere med de sidste år. Tilmelding til kirkekontoret på tlf. 00 00 00 00 eller på mail, senest fredag den 25. marts. // Kærlig hilsen Ruth, kirkekontoret
Mette L. @ 16. marts 2011 kl. 21.30 :: Skal man have noget med? Sidst vi var med i en anden kirke, skulle vi selv have tæppe med til at ligge på.
""")
    site = "/nyheder/babysalmesang-foraar-2011.html"
    parts = "\n".join(
        f"<p>{n}. {esc(c.who)} skrev {esc(c.at)}:</p>\n{html(c.body)}" for n, c in enumerate(cs, 1)
    )
    css = """body{margin:0;background:#fdfcf7;font:14px/1.6 Georgia,'Times New Roman',serif;color:#333}
#top{background:#fff url(/_avatar/kloevermose/kirke-tegning.svg) no-repeat 20px center;border-bottom:4px solid #8c1c13;height:110px;padding-left:140px}
#top h1{margin:0;padding-top:26px;font:normal 30px Georgia;color:#8c1c13}#top p{margin:0;color:#777;font-style:italic}
#hovedmenu{background:#8c1c13;padding:0 20px}#hovedmenu a{display:inline-block;color:#fff;padding:7px 12px;text-decoration:none;font:13px Verdana}
#side{width:920px;margin:0 auto;overflow:hidden}#indhold{float:left;width:600px;padding:20px}#hoejre{float:right;width:240px;padding:20px 20px 0 0;font-size:13px}
.dato{color:#999;font-size:12px}h2.overskrift{font:normal 26px Georgia;color:#8c1c13;margin:4px 0 10px}
#kommentarer{margin-top:30px;border-top:1px solid #d8cfc0}#kommentarer h3{font:normal 18px Georgia;color:#8c1c13}
.kasse{background:#f4efe3;padding:10px;margin-bottom:16px}.kasse h3{margin:0 0 6px;font:normal 16px Georgia;color:#8c1c13}.kasse ul{margin:0;padding-left:18px}
#bund{clear:both;border-top:4px solid #8c1c13;background:#f4efe3;font:12px Verdana;color:#666;padding:12px 20px}"""
    body = f"""<div id="top"><h1>Kløvermose Kirke</h1><p>Kløvermose Sogn &middot; Folkekirken</p></div>
<div id="hovedmenu"><a href="/">Forside</a><a href="/gudstjenester/">Gudstjenester</a><a href="/kirkelige-handlinger/">Dåb, vielse og begravelse</a><a href="/boern-og-unge/">Børn og unge</a><a href="/kirkebladet/">Kirkebladet</a><a href="/menighedsraadet/">Menighedsrådet</a><a href="/kontakt/">Kontakt</a></div>
<div id="side">
<div id="indhold">
<p class="dato">Nyheder &middot; 14. marts 2011</p>
<h2 class="overskrift">Babysalmesang starter igen efter påske</h2>
<p><img src="/_avatar/kloevermose/babysalmesang.svg" width="240" height="160" alt="Babysalmesang i kirken" align="right" hspace="10" />Tirsdag den 29. marts kl. 10.00 begynder et nyt hold babysalmesang i Kløvermose Kirke. Holdet er for børn mellem 2 og 10 måneder og deres forældre, og vi mødes otte tirsdage frem til sommerferien.</p>
<p>Vi synger salmer og børnesange, leger med rasleæg og sæbebobler og kigger på kirkerummet fra gulvhøjde. Bagefter er der kaffe og boller i konfirmandstuen, hvor der også er plads til at amme og skifte.</p>
<p>Babysalmesangen ledes af vores kirkesanger Hanne Vestergaard sammen med organist Jens Kold. Det er gratis at deltage, men tilmelding er nødvendig, da der højst er plads til 14 børn.</p>
<p>Tilmelding til kirkekontoret, gerne senest fredag den 25. marts.</p>
<div id="kommentarer">
<h3>Kommentarer</h3>
{parts}
<h3>Skriv en kommentar</h3>
<form action="/kommentar.asp" method="post"><p>Navn:<br /><input type="text" name="navn" size="35" /></p><p>Kommentar:<br /><textarea name="tekst" rows="5" cols="50"></textarea></p><p><input type="submit" value="Send" /></p></form>
</div>
</div>
<div id="hoejre">
<div class="kasse"><h3>Kommende gudstjenester</h3><ul><li>Søndag 20. marts kl. 10.30 &ndash; Anne Kjær</li><li>Søndag 27. marts kl. 9.00 &ndash; Anne Kjær</li><li>Søndag 3. april kl. 10.30 &ndash; Frederik Holst</li><li>Søndag 10. april kl. 10.30 &ndash; Anne Kjær, børnegudstjeneste</li></ul><p><a href="/gudstjenester/">Se alle gudstjenester</a></p></div>
<div class="kasse"><h3>Kontakt</h3><p>Sognepræst Anne Kjær<br />Præstegården, Kirkevej 4<br />Tlf. 00 00 00 01 (ikke mandag)</p><p>Kirkekontoret: tirsdag-fredag kl. 9-12</p></div>
<div class="kasse"><h3>Kirkebladet</h3><p><a href="/kirkebladet/2011-marts-maj.pdf">Kirkebladet marts-maj 2011 (pdf)</a></p></div>
<div class="kasse"><h3>Ugens salme</h3><p><i>Nu falmer skoven trindt om land</i>, DDS 729</p></div>
</div>
</div>
<div id="bund">Kløvermose Sogn &middot; Kirkevej 2 &middot; Kirkekontoret tlf. 00 00 00 00 &middot; <a href="/kontakt/">Skriv til os</a> &middot; Opdateret 16.03.2011</div>"""
    return make(
        "ew-da-sogn-babysalmesang",
        "discussion",
        "da",
        page(body, title="Babysalmesang starter igen efter påske - Kløvermose Kirke", lang="da", css=css),
        cs,
        path=site,
        container="div#kommentarer under h3 'Kommentarer': plain p only, no class: 'N. NAME skrev 14. marts 2011 kl. 19.40:' then the text's p…",
        heading="Kommentarer",
        description="A Danish parish's own site (March 2011), a church drawing in the header, coming services with the priests' names, contact hours and the parish magazine: 4 comments under the news of baby hymn singing, numbered '1.' to '4.' in plain paragraphs without any class ('N. NAME skrev …:' then the text); the parish office answers one reader by name ('Kære Poul Erik') and signs it.",
    )


# --------------------------------------------------------------------------- id: a self-made blog, 2010


def id_sim() -> Case:
    cs = talk("""
Rina @ 3 Mei 2010 jam 09:12 :: wah makasih infonya mas, minggu depan aku mau bikin SIM C juga. ujian praktek zig-zag nya susah gak sih?
Bayu -> Rina @ 3 Mei 2010 jam 11:40 :: @Rina: lumayan susah kalau belum biasa, apalagi yang lintasan angka 8. Latihan dulu di lapangan yang sepi, pakai botol air mineral bekas sebagai patokan. Semangat ya!
Dodi Prasetyo @ 3 Mei 2010 jam 20:05 :: Saya kemarin gagal di ujian teori, padahal sudah belajar. Soalnya banyak yang menjebak, terutama soal rambu-rambu dan hak utama persimpangan. Ada yang punya contoh soalnya?
anak_kos @ 4 Mei 2010 jam 01:33 :: numpang tanya gan, kalau KTP nya masih KTP daerah (bukan KTP kota sini) bisa bikin SIM disini gak?
Bayu -> Dodi Prasetyo @ 4 Mei 2010 jam 07:50 :: @Dodi Prasetyo: ada beberapa contoh soal di blog teman saya, coba lihat di sini: [kumpulan soal ujian teori SIM](http://catatanhendra.example.web.id/soal-teori-sim/) semoga membantu.
Bayu -> anak_kos @ 4 Mei 2010 jam 07:52 :: @anak_kos: setahu saya harus sesuai domisili di KTP gan. Tapi lebih baik tanya langsung ke Satpas Polres, takutnya aturannya beda-beda tiap daerah.
Sri Wahyuni @ 5 Mei 2010 jam 13:18 :: Saya bikin bulan lalu, ini rincian biayanya: * formulir dan SIM C baru: Rp 100.000 * asuransi: Rp 30.000 * tes kesehatan di dokter depan Polres: Rp 25.000 // Jadi totalnya kira-kira Rp 155 ribu, tanpa calo.
Dodi Prasetyo -> #4 @ 5 Mei 2010 jam 19:27 :: @Bayu makasih banyak mas, sudah saya download soal-soalnya. Bulan depan coba lagi, doakan lulus ya
Hendra @ 6 Mei 2010 jam 10:02 :: Setuju banget sama bagian jangan pakai calo. Teman saya bayar 450 ribu lewat calo, eh SIM-nya tetap harus difoto ulang karena datanya salah ketik.
Rina -> #1 @ 10 Mei 2010 jam 15:44 :: @Bayu hari ini aku lulus ujian praktek!! trik botol bekas itu beneran berhasil hehe. makasih banyak mas
Budi @ 12 Mei 2010 jam 21:10 :: Kalau SIM hilang gimana prosedurnya? harus ujian lagi dari awal?
Bayu -> Budi @ 13 Mei 2010 jam 06:45 :: @Budi: kalau SIM hilang dan masih berlaku, cukup bawa surat keterangan kehilangan dari Polsek, KTP asli dan fotokopinya, plus fotokopi SIM lama kalau ada. Tidak perlu ujian lagi, tapi tetap bayar biaya penggantian.
Wawan @ 14 Mei 2010 jam 09:30 :: Mantap artikelnya, lengkap. Di Polres kota saya antriannya parah, datang jam 7 pagi baru selesai jam 1 siang. Bawa air minum dan sabar aja.
mbak_yuli @ 15 Mei 2010 jam 16:22 :: Mas, artikelnya saya copy ke blog saya ya, nanti saya cantumkan sumbernya. Boleh kan?
Bayu -> mbak_yuli @ 15 Mei 2010 jam 20:01 :: @mbak_yuli: boleh mbak, asal linknya dicantumkan. Terima kasih sudah mampir.
Anto @ 17 Mei 2010 jam 12:12 :: > Bawa air minum dan sabar aja. // betul sekali, saya malah bawa nasi bungkus haha. Yang penting jangan lupa bawa pulpen sendiri, di sana pinjam pulpen aja antri.
""")
    site = "/2010/05/pengalaman-bikin-sim-c-tanpa-calo.html"
    parts = "\n".join(
        f"<p><b>{esc(c.who)}</b> bilang:</p>\n{html(c.body)}\n<p><small>{esc(c.at)}</small></p>" for c in cs
    )
    css = """body{margin:0;background:#222 url(/_avatar/bayu/bg-noise.svg);font:13px/1.7 'Trebuchet MS',Tahoma,sans-serif;color:#ddd}
a{color:#ffb347}#kepala{width:900px;margin:0 auto;padding:26px 0 10px}#kepala h1{margin:0;font:bold 34px 'Trebuchet MS';color:#ffb347;letter-spacing:-1px}
#kepala p{margin:0;color:#999}#navigasi{width:900px;margin:0 auto;border-top:1px solid #444;border-bottom:1px solid #444;padding:6px 0}
#navigasi a{margin-right:16px;text-decoration:none;text-transform:uppercase;font-size:12px}
#isi{width:900px;margin:20px auto;overflow:hidden}#tulisan{float:left;width:600px}#samping{float:right;width:260px;font-size:12px}
.judul{font:bold 24px 'Trebuchet MS';color:#fff;margin:0}.tanggal{color:#888;font-size:11px}.tulisan p{text-align:justify}
#komentar{margin-top:30px;border-top:2px dashed #555}#komentar h3{color:#ffb347}#komentar small{color:#888}#komentar blockquote{border-left:3px solid #ffb347;margin-left:10px;padding-left:10px;color:#aaa}
#samping h4{color:#ffb347;border-bottom:1px solid #444;margin-bottom:6px}#samping ul{margin:0;padding-left:16px}
.iklan{border:1px solid #444;text-align:center;padding:4px;margin-bottom:14px;color:#777;font-size:10px}
#kaki{width:900px;margin:0 auto;border-top:1px solid #444;color:#777;font-size:11px;padding:12px 0;text-align:center}"""
    body = f"""<div id="kepala"><h1>Catatan Bayu</h1><p>coretan anak kos tentang motor, kuliah dan hal-hal kecil</p></div>
<div id="navigasi"><a href="/">Beranda</a><a href="/tentang.php">Tentang Saya</a><a href="/arsip.php">Arsip</a><a href="/kategori.php?k=motor">Motor</a><a href="/kategori.php?k=kuliah">Kuliah</a><a href="/bukutamu.php">Buku Tamu</a><a href="/kontak.php">Kontak</a></div>
<div id="isi">
<div id="tulisan">
<h2 class="judul">Pengalaman Bikin SIM C Sendiri Tanpa Calo</h2>
<p class="tanggal">Ditulis hari Minggu, 2 Mei 2010 jam 21:17 &middot; Kategori: <a href="/kategori.php?k=motor">Motor</a> &middot; <a href="#komentar">16 komentar</a></p>
<div class="tulisan">
<p>Setelah dua tahun naik motor cuma modal STNK (jangan ditiru ya), akhirnya minggu lalu saya bikin SIM C juga. Banyak teman yang bilang bikin SIM sendiri itu ribet dan pasti gagal, jadi lebih baik lewat calo. Ternyata tidak juga.</p>
<p>Pertama, siapkan KTP asli dan fotokopinya, lalu tes kesehatan di dokter yang ditunjuk (biasanya ada di sekitar Polres). Setelah itu beli formulir dan asuransi di loket, isi formulir, dan antri untuk ujian teori.</p>
<p>Ujian teori sekarang pakai komputer, 30 soal pilihan ganda. Harus benar minimal 21. Saya lulus dengan 24 benar, tapi deg-degan juga. Setelah itu ujian praktek: jalan lurus di antara patok, zig-zag, dan lintasan angka 8. Kaki tidak boleh turun!</p>
<p>Kalau sudah lulus semua, tinggal foto dan tunggu SIM dicetak. Total saya menghabiskan waktu sekitar lima jam. Capek, tapi puas karena tahu SIM ini memang hasil ujian sendiri.</p>
<p><img src="/_avatar/bayu/sim-c-baru.svg" width="300" height="190" alt="SIM C baru" /></p>
</div>
<div id="komentar"><a name="komentar"></a>
<h3>16 Komentar</h3>
{parts}
<h3>Tinggalkan Komentar</h3>
<form action="/kirim-komentar.php" method="post"><p>Nama: <input type="text" name="nama" /></p><p>Email (tidak ditampilkan): <input type="text" name="email" /></p><p>Website: <input type="text" name="web" value="http://" /></p><p><textarea name="isi" rows="6" cols="55"></textarea></p><p><input type="submit" value="Kirim" /></p></form>
</div>
</div>
<div id="samping">
<h4>Tentang Saya</h4><p><img src="/_avatar/bayu/foto-bayu.svg" width="70" height="70" alt="Bayu" align="left" hspace="6" />Bayu, mahasiswa teknik mesin tingkat akhir di Yogyakarta. Suka motor tua dan kopi tubruk.</p>
<h4>Tulisan Terbaru</h4><ul><li><a href="{site}">Pengalaman Bikin SIM C Sendiri Tanpa Calo</a></li><li><a href="/2010/04/ganti-kampas-rem-sendiri.php">Ganti kampas rem sendiri di kos</a></li><li><a href="/2010/04/skripsi-bab-3.php">Skripsi bab 3, akhirnya</a></li><li><a href="/2010/03/mudik-naik-motor.php">Mudik naik motor: Jogja-Madiun 5 jam</a></li></ul>
<h4>Blogroll</h4><ul><li><a href="http://catatanhendra.example.web.id/">Catatan Hendra</a></li><li><a href="http://motortua.example.web.id/">Komunitas Motor Tua</a></li><li><a href="http://mbakyuli.example.blogspot.com/">Dapur Mbak Yuli</a></li></ul>
<div class="iklan">Iklan<br /><img src="/_avatar/bayu/iklan-bengkel.svg" width="200" height="160" alt="Bengkel Jaya Motor: servis ringan 35 ribu" /></div>
<h4>Statistik</h4><p>Pengunjung hari ini: 212<br />Total pengunjung: 48.907<br />Online: 4</p>
</div>
</div>
<div id="kaki">&copy; 2008-2010 Catatan Bayu &middot; dibuat sendiri dengan PHP dan Notepad++ &middot; <a href="/rss.php">RSS</a></div>"""
    return make(
        "ew-id-blog-sim",
        "discussion",
        "id",
        page(body, title="Pengalaman Bikin SIM C Sendiri Tanpa Calo | Catatan Bayu", lang="id", css=css),
        cs,
        path=site,
        container="div#komentar under h3 '16 Komentar': siblings only, per comment p 'b NAME bilang:', its p… (a list, a blockquote, a link), p > small '3 Mei 2010 jam 09:12'",
        heading="16 Komentar",
        description="An Indonesian student's self-made PHP blog (May 2010), dark template with about box, recent posts, blogroll, an ad and a visitor counter: 16 comments with no element of their own ('b NAME bilang:', paragraphs, a small date line, all siblings); the owner and two readers answer with '@NAME' at the start, seven answers in all (one of them two answers after the one it answers); a cost list, a link, a quote of another comment.",
    )


def threads2_ew() -> list[Case]:
    return [ru_olimpiada(), cs_program(), da_babysalmesang(), id_sim()]

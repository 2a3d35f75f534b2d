"""Blind set DC: three discussions of 2012 in the served HTML: a Polish regional portal's readers' opinions (a flat
list with "@nick" answers, guests' masked IP addresses, plus/minus votes, no "comment" in its markup), a Russian
city paper's own CMS (a threaded list three deep, "Ответить", ratings) and a Japanese blog of the livedoor/FC2 kind
(numbered entries with the name and time after the text, the blogger's answers, trackbacks listed apart). Every
class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dc_common import (
    C,
    Case,
    box,
    counted,
    doc,
    esc,
    links,
    make,
    paras,
    talk,
)

# --------------------------------------------------------------------------- pl: regional portal, no "comment"

PL_CSS = (
    "body{margin:0;background:#f0f0f0;font:13px/1.45 Arial,sans-serif;color:#222}#strona{width:1000px;margin:0 auto;background:#fff}"
    "#pasek{background:#222;color:#bbb;font-size:11px;padding:3px 10px}#naglowek{padding:12px 10px;border-bottom:5px solid #1d6a2e}#naglowek .logo{font:bold 36px Arial;color:#1d6a2e}"
    "#dzialy{list-style:none;margin:0;padding:0;background:#1d6a2e;overflow:hidden}#dzialy li{float:left}#dzialy a{display:block;color:#fff;padding:7px 12px;font-weight:bold}"
    "#tresc{float:left;width:660px;padding:12px}#prawa{float:right;width:300px;padding:12px 6px}.ramka h3{border-bottom:3px solid #1d6a2e;font-size:14px;margin:8px 0}"
    "ul.opinie{list-style:none;padding:0}li.op{border-bottom:1px solid #e4e4e4;padding:8px 0}.op-glowka{font-size:11px;color:#888}.op-glowka .nick{font-weight:bold;color:#1d6a2e;font-size:13px}"
    ".gosc{background:#eee;color:#777;font-size:10px;padding:0 3px}.op-oceny{font-size:11px}.op-oceny .plus{color:#1a8a1a}.op-oceny .minus{color:#c0392b}#stopka{clear:both;background:#222;color:#999;padding:14px;font-size:11px}"
)


def pl_basen() -> Case:
    cs = talk(
        """
Zbyszek_K @ 2012-09-03 18:02 :: Super, akurat jak dzieci wróciły do szkoły i miały mieć basen na WF. Miasto jak zwykle budzi się po fakcie. Dach przecieka od dwóch lat, każdy kto tam chodził widział te wiadra przy trybunach.
mama_Oli @ 2012-09-03 18:20 :: Moja córka miała zaczynać naukę pływania w październiku, zapłaciliśmy już za cały semestr. Czy ktoś wie czy szkoła pływania odda pieniądze???
Robert z Zatorza @ 2012-09-03 18:47 :: @mama_Oli z tego co wiem Delfinek ma od października przenieść zajęcia na basen w Kolnie, dojazd autokarem. Dzwoniłem dzisiaj do nich.
mama_Oli @ 2012-09-03 19:05 :: @Robert z Zatorza dziękuję, zadzwonię jutro. Do Kolna to 25 km w jedną stronę, nie wiem czy to ma sens dla 45 minut zajęć...
gość_123 @ 2012-09-03 19:31 :: Zamknąć na stałe i sprzedać działkę deweloperowi, i tak ten basen nigdy na siebie nie zarabiał.
Zbyszek_K @ 2012-09-03 19:44 :: @gość_123 basen to nie jest firma, ma nie zarabiać tylko służyć ludziom. Za chwilę powiesz żeby bibliotekę zamknąć bo też nie zarabia.
emerytka z Kościuszki @ 2012-09-03 20:10 :: Chodziłam tam trzy razy w tygodniu na aqua aerobik, lekarz mi kazał na kręgosłup. Teraz co, mam do Kolna jeździć PKS-em? Kto o nas starszych pomyśli.
Tomasz W. @ 2012-09-03 21:15 :: Przeczytałem uchwałę budżetową na 2012. Remont dachu pływalni był wpisany w 2011 na kwotę 1,2 mln i potem po cichu przesunięty na "lata następne". Warto zapytać radnych kto głosował za tym przesunięciem. // Lista głosowań jest w BIP-ie, sesja z 28 listopada 2011.
Robert z Zatorza @ 2012-09-03 21:40 :: @Tomasz W. dobra robota, powinni to w gazecie opisać zamiast przepisywać komunikaty z ratusza
krzysiek @ 2012-09-03 22:58 :: a ja sie ciesze bo w końcu przestaną tam puszczać ten chlor jak na olimpiade ;) a tak serio to szkoda, uczyłem sie tam pływać w latach 80tych
Redakcja @ 2012-09-04 08:30 :: @Tomasz W. dziękujemy za wskazówkę. Zapytaliśmy biuro rady o wyniki głosowania, napiszemy o tym w czwartkowym wydaniu.
Ania P. @ 2012-09-04 09:12 :: A co z sekcją pływacką MKS? Chłopaki mają w listopadzie mistrzostwa województwa, a teraz nie mają gdzie trenować.
Zbyszek_K @ 2012-09-04 10:05 :: @Ania P. słyszałem, że trener szuka godzin w Kolnie i w Wieluniu ale wszystko już rozdane na ten sezon.
marek1977 @ 2012-09-04 11:32 :: Ile jeszcze takich obiektów w mieście jest w takim stanie? Hala przy Sportowej też ma dziurawy dach, może ktoś tam zajrzy zanim coś spadnie komuś na głowę.
""",
        at_names=True,
    )
    guests = {
        "gość_123": "83.27.*.*",
        "krzysiek": "89.72.*.*",
        "marek1977": "31.174.*.*",
        "emerytka z Kościuszki": "178.43.*.*",
    }
    votes = [
        ("+41", "-3"),
        ("+18", "-1"),
        ("+22", "-0"),
        ("+9", "-2"),
        ("+4", "-37"),
        ("+33", "-5"),
        ("+27", "-2"),
        ("+52", "-1"),
        ("+19", "-3"),
        ("+6", "-4"),
        ("+14", "-6"),
        ("+11", "-0"),
        ("+8", "-1"),
        ("+16", "-2"),
    ]
    items: list[str] = []
    for i, c in enumerate(cs):
        ip = (
            f' <span class="gosc">gość</span> <span class="ip">IP: {guests[c.who]}</span>'
            if c.who in guests
            else ""
        )
        red = ' <span class="red">REDAKCJA</span>' if c.who == "Redakcja" else ""
        items.append(
            f'<li class="op" id="op{77310 + i}"><div class="op-glowka"><span class="nick">{esc(c.who)}</span>{red}{ip} · <span class="czas">{esc(c.at)}</span></div>'
            f'<div class="op-tresc">{paras(c.body)}</div>'
            f'<div class="op-oceny"><a href="#" class="plus">{votes[i][0]}</a> <a href="#" class="minus">{votes[i][1]}</a> · <a href="#dodaj" class="odp">odpowiedz</a> · <a href="/zglos/{77310 + i}">zgłoś do usunięcia</a></div></li>'
        )
    post = (
        '<div class="artykul"><p class="sciezka"><a href="/">Strona główna</a> › <a href="/wiadomosci">Wiadomości</a> › <a href="/wiadomosci/miasto">Miasto</a></p>'
        "<h1>Pływalnia przy Słonecznej zamknięta do odwołania. Przecieka dach</h1>"
        '<p class="info">Katarzyna Dudek | <span class="data">3 września 2012, 16:45</span> | aktualizacja: 3 września 2012, 17:20</p>'
        '<p class="lead"><b>Kryta pływalnia przy ul. Słonecznej od poniedziałku jest zamknięta. Powód: przeciekający dach nad niecką i ekspertyza, według której konstrukcja wymaga pilnej naprawy.</b></p>'
        "<p>Decyzję podjął w piątek dyrektor Miejskiego Ośrodka Sportu i Rekreacji po otrzymaniu opinii rzeczoznawcy budowlanego. W ekspertyzie czytamy, że część drewnianych dźwigarów jest zawilgocona, a dalsze korzystanie z obiektu może być niebezpieczne.</p>"
        "<p>Na pływalnię chodziło dotąd ok. 900 osób tygodniowo, w tym uczniowie pięciu szkół podstawowych i zawodnicy sekcji pływackiej MKS. – Szukamy rozwiązań zastępczych, rozmawiamy z sąsiednimi gminami – mówi rzecznik urzędu miasta Paweł Sroka.</p>"
        "<p>Ile potrwa remont i ile będzie kosztował, na razie nie wiadomo. Kosztorys ma być gotowy w październiku.</p>"
        '<div class="udostepnij">Udostępnij: <span class="fb">Lubię to! 214</span> <span class="nk">Fajne! 37</span> <span class="wykop">Wykop 12</span> <a href="#">Wyślij znajomemu</a> <a href="#">Drukuj</a></div>'
        '<div class="autor"><b>Katarzyna Dudek</b> – dziennikarka działu Miasto. Kontakt: k.dudek@gazeta-nadwarcie.example.pl</div>'
        '<div class="zobacz"><h3>Zobacz także</h3>'
        + links(
            (
                "Hala przy Sportowej: kiedy remont?",
                "MOSiR ma nowego dyrektora",
                "Aqua aerobik dla seniorów za darmo",
            )
        )
        + "</div></div>"
    )
    after = (
        '<div id="opinie"><h3>Opinie czytelników (14)</h3>'
        '<p class="zasady">Opinie są prywatnymi wypowiedziami czytelników. Redakcja zastrzega sobie prawo do usuwania wpisów naruszających regulamin.</p>'
        f'<ul class="opinie">{"".join(items)}</ul>'
        '<div id="dodaj"><h4>Dodaj swoją opinię</h4><form action="/opinie/dodaj" method="post"><label>Podpis</label><input type="text" name="podpis" />'
        '<label>Treść</label><textarea name="tresc" rows="6" cols="60"></textarea><input type="submit" value="Wyślij" /></form></div></div>'
    )
    side = (
        '<div class="reklama" style="height:250px;background:#f4f4f4;text-align:center;color:#aaa">Reklama</div>'
        + box(
            "Najczęściej czytane",
            counted(
                "Wypadek na obwodnicy, trzy osoby ranne | 6 120\nPływalnia przy Słonecznej zamknięta | 4 877\nNowy rozkład jazdy MZK od września | 3 015\nDożynki w Kolnie: zdjęcia | 2 430",
                "odsłon",
            ),
            "ramka",
        )
        + box(
            "Najczęściej oceniane",
            counted(
                "Pływalnia przy Słonecznej zamknięta | 14\nKiedy koniec remontu Mostowej? | 38\nParking przy dworcu płatny od października | 56",
                "opinii",
            ),
            "ramka",
        )
        + box(
            "Sonda",
            "<p>Czy miasto powinno wyremontować pływalnię?</p><ul><li>Tak, jak najszybciej – 78%</li><li>Nie, lepiej zbudować nową – 15%</li><li>Nie mam zdania – 7%</li></ul><p>Głosów: 1 203</p>",
            "ramka",
        )
        + box("Pogoda", "<p>Wtorek: 19°C, przelotne opady<br />Środa: 21°C, słonecznie</p>", "ramka")
        + box(
            "Ogłoszenia drobne",
            "<ul><li>Sprzedam mieszkanie 48 m², Zatorze</li><li>Korepetycje z matematyki, tanio</li><li>Kupię garaż, okolice Słonecznej</li></ul>",
            "ramka",
        )
    )
    body = (
        '<div id="strona"><div id="pasek">Wtorek, 4 września 2012 · Imieniny: Rozalii, Idalii · <a href="/logowanie">Zaloguj</a> | <a href="/rejestracja">Załóż konto</a></div>'
        '<div id="naglowek"><span class="logo">Gazeta Nadwarciańska</span> <span class="slogan">Wiadomości z Nadwarcia i okolic</span></div>'
        '<ul id="dzialy"><li><a href="/">Start</a></li><li><a href="/wiadomosci">Wiadomości</a></li><li><a href="/sport">Sport</a></li><li><a href="/kultura">Kultura</a></li><li><a href="/ogloszenia">Ogłoszenia</a></li><li><a href="/forum">Forum</a></li><li><a href="/galerie">Galerie</a></li></ul>'
        f'<div id="tresc">{post}\n{after}</div><div id="prawa">{side}</div>'
        '<div id="stopka">© 2012 Gazeta Nadwarciańska · <a href="/regulamin">Regulamin</a> · <a href="/reklama">Reklama</a> · <a href="/kontakt">Kontakt</a></div></div>'
    )
    html = doc(
        "pl",
        "Pływalnia przy Słonecznej zamknięta do odwołania. Przecieka dach",
        "Gazeta Nadwarciańska",
        PL_CSS,
        body,
        "artykul",
    )
    return make(
        "dc-pl-basen",
        "discussion",
        "pl",
        html,
        cs,
        path="/dc/gazeta-nadwarcianska/wiadomosci/miasto/plywalnia-zamknieta.html",
        container="ul.opinie",
        heading="Opinie czytelników (14)",
        description="Polish regional news portal of 2012: 14 readers' opinions in one flat list (6 '@nick' answers, one by the editors signed 'Redakcja'), guests marked 'gość' with a masked IP, plus/minus votes, 'odpowiedz · zgłoś do usunięcia'; no 'comment' in the markup; most read and most rated with counts, poll, weather, small ads",
    )


# --------------------------------------------------------------------------- ru: city paper's own CMS, threaded

RU_CSS = (
    "body{margin:0;background:#dcdcdc;font:13px/1.5 Arial,sans-serif;color:#1e1e1e}.page{width:1000px;margin:0 auto;background:#fff}"
    ".top-line{background:#003a70;color:#cfe0f2;font-size:11px;padding:4px 10px}.logo-line{padding:14px 10px}.logo-line .logo{font:bold 34px 'Times New Roman',serif;color:#003a70}"
    ".menu{list-style:none;margin:0;padding:0;background:#003a70;overflow:hidden}.menu li{float:left}.menu a{display:block;color:#fff;padding:7px 12px}"
    ".col-main{float:left;width:650px;padding:12px}.col-right{float:right;width:300px;padding:12px 6px}.block-r h4{margin:6px 0;color:#003a70;border-bottom:2px solid #003a70}"
    ".comment-item{border-top:1px solid #e0e0e0;padding:8px 0}.comment-children{margin-left:32px}.c-name{font-weight:bold;color:#003a70}.c-date{color:#888;font-size:11px}"
    ".c-rate{font-size:11px;color:#666}.footer{clear:both;background:#003a70;color:#a9c1da;font-size:11px;padding:14px}"
)


def _ru_thread(cs: list[C], rates: list[str], parent: int | None = None) -> str:
    out: list[str] = []
    for i, c in enumerate(cs):
        if c.parent != parent:
            continue
        kids = _ru_thread(cs, rates, i) if any(k.parent == i for k in cs) else ""
        out.append(
            f'<div class="comment-item" id="comment_{20931 + i}"><div class="c-head"><span class="c-name">{esc(c.who)}</span> '
            f'<span class="c-date">{esc(c.at)}</span></div><div class="c-text">{paras(c.body)}</div>'
            f'<div class="c-foot"><span class="c-rate">Рейтинг: {esc(rates[i])}</span> · <a href="#add_comment" class="c-reply">Ответить</a></div>'
            + (f'<div class="comment-children">{kids}</div>' if kids else "")
            + "</div>"
        )
    return "".join(out)


def ru_tramvai() -> Case:
    cs = talk("""
Сергей Л. @ 14 ноября 2012, 09:12 :: Двадцать лет ездил на «тройке» на работу. Теперь вместо трамвая автобус, который будет стоять в той же пробке на Первомайской, что и все машины. Гениальное решение.
>Ольга_Викторовна @ 14 ноября 2012, 09:40 :: Так ведь пути разваливаются, вы видели что там на повороте у рынка? Вагон качает так, что страшно. Может и правда лучше автобус, чем ждать пока с рельсов сойдёт.
>>Сергей Л. @ 14 ноября 2012, 10:05 :: Пути надо ремонтировать, а не закрывать маршрут. Деньги на плитку в центре каждый год находятся.
>>>Ольга_Викторовна @ 14 ноября 2012, 10:22 :: С этим не спорю.
Дмитрий @ 14 ноября 2012, 11:48 :: А что будет с депо на Заводской? Там же человек сто работает. Про это в статье ни слова.
>Андрей Ковалёв @ 14 ноября 2012, 13:15 :: Дмитрий, в департаменте транспорта нам ответили, что водителей трамваев переведут на троллейбусы после переобучения. Судьба депо пока не решена, будем следить.
пенсионер @ 14 ноября 2012, 15:30 :: У меня проездной льготный только на трамвай и троллейбус!!! На автобус он не действует. Кто-нибудь знает, его поменяют или нет???
Марина @ 15 ноября 2012, 08:03 :: В Заречном уже так сделали три года назад — сначала «временно» закрыли, потом рельсы сняли и закатали в асфальт. Не верю я в эти «до восстановления путей».
""")
    rates = ["+34", "+7", "+21", "+5", "+18", "+12", "+26", "+30"]
    post = (
        '<div class="news-detail"><div class="rubric"><a href="/news/gorod/">Город</a></div>'
        "<h1>Трамвайный маршрут № 3 закроют с 1 декабря</h1>"
        '<div class="news-date">13 ноября 2012, 18:40 · <span class="views">Просмотров: 3 812</span></div>'
        "<p><b>С 1 декабря трамвай № 3 перестанет ходить от рынка до Заводской улицы. Вместо него запустят автобус № 3А. В мэрии объясняют решение аварийным состоянием путей.</b></p>"
        "<p>Как сообщили в департаменте транспорта, по результатам обследования 4,2 километра путей на участке от Центрального рынка до депо на Заводской признаны аварийными. Ремонт оценивается в 180 миллионов рублей, таких денег в бюджете 2013 года нет.</p>"
        "<p>Автобус № 3А будет ходить по тому же маршруту с интервалом 12 минут в час пик. Стоимость проезда — 18 рублей, как и в трамвае. В департаменте подчеркивают, что закрытие временное, «до восстановления путей».</p>"
        "<p>Жители Заводского района уже собирают подписи против закрытия маршрута. Инициативная группа планирует передать обращение в городскую думу на следующей неделе.</p>"
        '<div class="share">Поделиться: <span class="vk">ВКонтакте 86</span> <span class="ok">Одноклассники 23</span> <span class="fb">Facebook 9</span> <span class="tw">Twitter 4</span></div>'
        '<div class="author">Андрей Ковалёв, фото автора</div>'
        '<div class="tags">Теги: <a href="/tags/transport/">транспорт</a>, <a href="/tags/tramvai/">трамвай</a>, <a href="/tags/zavodskoy/">Заводской район</a></div></div>'
    )
    after = (
        f'<div class="comments-block" id="comments"><h3>Комментарии (8)</h3>{_ru_thread(cs, rates)}'
        '<div id="add_comment"><h4>Добавить комментарий</h4><form action="/comments/add/" method="post"><label>Имя</label><input type="text" name="name" />'
        '<label>Текст</label><textarea name="text" rows="6" cols="60"></textarea><p>Введите код с картинки: <img src="/_avatar/captcha.svg" alt="" width="90" height="30" /><input type="text" name="captcha" /></p><input type="submit" value="Отправить" /></form></div></div>'
    )
    side = (
        '<div class="banner" style="height:240px;background:#f2f2f2;text-align:center;color:#aaa">Реклама</div>'
        + box(
            "Самое читаемое",
            counted(
                "На объездной столкнулись три машины | 9 420\nТрамвай № 3 закроют с 1 декабря | 3 812\nКогда включат отопление в Заводском районе | 3 107\nВ парке Победы откроют каток | 2 011",
                "просмотров",
            ),
            "block-r",
            "div",
            "h4",
        )
        + box("Курсы валют ЦБ", "<p>USD 31,42 ↓<br />EUR 39,98 ↑</p>", "block-r", "div", "h4")
        + box("Погода", "<p>Сегодня: −3…+1, снег<br />Завтра: −6…−2, облачно</p>", "block-r", "div", "h4")
        + box(
            "Опрос",
            "<p>Как вы добираетесь на работу?</p><ul><li>Трамвай — 24%</li><li>Автобус, маршрутка — 41%</li><li>Своя машина — 27%</li><li>Пешком — 8%</li></ul><p>Проголосовало: 1 566</p>",
            "block-r",
            "div",
            "h4",
        )
    )
    body = (
        '<div class="page"><div class="top-line">Среда, 14 ноября 2012 · <a href="/rss/">RSS</a> · <a href="/login/">Вход</a></div>'
        '<div class="logo-line"><span class="logo">Вечерний Приозёрск</span> <span>городская газета</span></div>'
        '<ul class="menu"><li><a href="/">Главная</a></li><li><a href="/news/gorod/">Город</a></li><li><a href="/news/politika/">Власть</a></li><li><a href="/news/sport/">Спорт</a></li><li><a href="/afisha/">Афиша</a></li><li><a href="/foto/">Фото</a></li><li><a href="/obyavleniya/">Объявления</a></li></ul>'
        f'<div class="col-main">{post}\n{after}</div><div class="col-right">{side}</div>'
        '<div class="footer">© 2002–2012 «Вечерний Приозёрск». Свидетельство о регистрации СМИ ЭЛ № ФС 77-00000. При перепечатке ссылка обязательна. 16+</div></div>'
    )
    html = doc("ru", "Трамвайный маршрут № 3 закроют с 1 декабря", "Вечерний Приозёрск", RU_CSS, body)
    return make(
        "dc-ru-tramvai",
        "discussion",
        "ru",
        html,
        cs,
        path="/dc/vecherniy-priozersk/news/gorod/tramvai-3.html",
        container="div.comments-block",
        heading="Комментарии (8)",
        description="Russian city paper's own CMS of 2012: 8 comments (4 replies, up to 3 deep) nested in div.comment-children, 'Рейтинг: +n · Ответить', the reporter's answer; most read with view counts, currency rates, weather, a poll, a captcha form",
    )


# --------------------------------------------------------------------------- ja: blog, name after the text

JA_CSS = (
    "body{margin:0;background:#f3f1ea;font:13px/1.8 'MS PGothic','Hiragino Kaku Gothic Pro',sans-serif;color:#333}#container{width:900px;margin:0 auto;background:#fff}"
    "#header{background:#46684b;padding:22px 16px;color:#fff}#header h1{margin:0;font-size:24px}#header a{color:#fff;text-decoration:none}"
    "#main{float:left;width:600px;padding:16px}#side{float:right;width:240px;padding:16px 10px;font-size:12px}.sidewrapper h2{font-size:12px;background:#46684b;color:#fff;padding:2px 6px}"
    ".article-header{border-bottom:1px dotted #999}.comments-head{background:#eee;padding:2px 6px;font-weight:bold}.comments-body{padding:6px 4px}.comments-author{text-align:right;font-size:11px;color:#777;border-bottom:1px dotted #ccc;padding-bottom:6px}"
    "#footer{clear:both;background:#46684b;color:#dfe9df;padding:10px;font-size:11px;text-align:center}"
)


def ja_tetsudo() -> Case:
    cs = talk("""
とんぼ @ 2012年05月04日 08:51 :: 懐かしいです！小学生のころ、祖父に連れられてこの駅から乗りました。木造の駅舎がまだ残っているとは知りませんでした。今度の連休に行ってみようと思います。
*ぼちぼち @ 2012年05月04日 12:30 :: とんぼさん、コメントありがとうございます。駅舎は来年の春に建て替えが決まったそうなので、見るなら今年のうちがおすすめですよ。
k-tetsu @ 2012年05月04日 22:17 :: 3枚目の写真、キハ40の首都圏色ですね。この区間はもう一両しか残っていないはずなので貴重なショットだと思います。 // ところで、あの鉄橋の撮影ポイントは私有地ではありませんでしたか？以前注意されたことがあったので、念のため。
*ぼちぼち @ 2012年05月05日 07:44 :: k-tetsuさん、ご指摘ありがとうございます。鉄橋の写真は河川敷の公園側から撮りました。私有地の畑には入っていません。紛らわしい書き方ですみません、本文に追記しておきます。
みかん母さん @ 2012年05月06日 19:03 :: 鉄道には詳しくないのですが、写真がきれいで毎回楽しみにしています。駅前の食堂のカツ丼、おいしそう！お店の名前を教えてもらえませんか？
*ぼちぼち @ 2012年05月06日 21:10 :: みかん母さん、駅を出て右の「さくら食堂」です。日曜定休なのでご注意を。
通りすがり @ 2012年05月08日 01:26 :: 運賃は片道いくらでしたか？青春18きっぷは使えますか
""")
    items: list[str] = []
    for i, c in enumerate(cs):
        items.append(
            f'<li id="comment-{i + 1}" class="comment-set"><div class="comments-head"><a name="comment-{i + 1}"></a>{i + 1}. </div>'
            f'<div class="comments-body">{paras(c.body, br=True)}</div>'
            f'<div class="comments-author">Posted by <span class="author">{esc(c.who)}</span> <span class="time">{esc(c.at)}</span></div></li>'
        )
    post = (
        '<div class="article"><div class="date">2012年05月03日</div><div class="article-header"><h2 class="article-title">春の只見線、木造駅舎めぐり（その２）</h2></div>'
        '<div class="article-body">'
        "連休初日、朝一番の列車で会津若松を出発しました。前回に続いて、沿線に残る木造駅舎を見て回る旅です。<br /><br />"
        "今回いちばん楽しみにしていたのは、昭和初期に建てられたという小さな駅舎。待合室の木のベンチと、手書きの時刻表がそのまま残っていて、しばらく時間を忘れて眺めていました。<br /><br />"
        "お昼は駅前の食堂でカツ丼。午後は鉄橋を渡る列車を撮影して、最終の一本前の列車で帰ってきました。写真は続きからどうぞ。<br /><br />"
        '<div class="share"><span class="hatena">はてなブックマーク 12</span> <span class="tw">ツイート 18</span> <span class="fb">いいね！ 25</span> <span class="mixi">mixiチェック</span></div>'
        '</div><div class="article-footer">カテゴリ：<a href="/archives/cat_tadami.html">只見線</a> │ 投稿者：ぼちぼち │ <a href="#comments">コメント(7)</a> │ <a href="#trackback">トラックバック(2)</a></div></div>'
    )
    after = (
        '<div id="comments"><h3 class="comments-title">この記事へのコメント</h3>'
        f'<ol class="comments-list">{"".join(items)}</ol>'
        '<div id="comment-form"><h3>コメントする</h3><form action="/comment.cgi" method="post"><label>名前:</label><input type="text" name="author" />'
        '<label>URL:</label><input type="text" name="url" /><label>コメント:</label><textarea name="body" rows="6" cols="50"></textarea><input type="submit" value="投稿する" /></form></div></div>'
        '<div id="trackback"><h3 class="trackback-title">この記事へのトラックバック</h3><ol class="trackback-list">'
        '<li><a href="http://blog.example.jp/rokaru/archives/3301.html">只見線の旅まとめ</a><br />ローカル線でいこう！ 2012年05月05日 10:12</li>'
        '<li><a href="http://blog.example.jp/eki-tanbou/archives/812.html">木造駅舎リスト（東北編）更新</a><br />駅舎探訪ノート 2012年05月07日 23:40</li></ol></div>'
        '<div class="pager"><a href="/archives/5120911.html">« 春の只見線、木造駅舎めぐり（その１）</a> │ <a href="/">メイン</a> │ <a href="/archives/5131207.html">GWの撮影機材まとめ »</a></div>'
    )
    side = (
        box(
            "プロフィール",
            '<img src="/_avatar/bochi.svg" width="80" height="80" alt="" /><p>ぼちぼち<br />東北のローカル線と古い駅舎が好きな会社員です。週末に少しずつ撮り歩いています。</p>',
            "sidewrapper",
            "div",
            "h2",
        )
        + box(
            "最新記事",
            links(
                (
                    "春の只見線、木造駅舎めぐり（その２）",
                    "春の只見線、木造駅舎めぐり（その１）",
                    "三月のダイヤ改正で消えた列車",
                    "冬の磐越西線、雪の鉄橋",
                )
            ),
            "sidewrapper",
            "div",
            "h2",
        )
        + box(
            "最新コメント",
            "<ul>"
            + "".join(
                f'<li><a href="/archives/{n}.html#comments">{esc(t)}</a><br />{esc(w)}</li>'
                for n, t, w in (
                    (5120911, "春の只見線（その１）", "by 雪だるま"),
                    (5098833, "三月のダイヤ改正で消えた列車", "by k-tetsu"),
                    (5098833, "三月のダイヤ改正で消えた列車", "by ぼちぼち"),
                )
            )
            + "</ul>",
            "sidewrapper",
            "div",
            "h2",
        )
        + box(
            "カテゴリ別アーカイブ",
            '<ul><li><a href="#">只見線 (14)</a></li><li><a href="#">磐越西線 (9)</a></li><li><a href="#">駅舎 (22)</a></li><li><a href="#">撮影機材 (6)</a></li></ul>',
            "sidewrapper",
            "div",
            "h2",
        )
        + box(
            "ブログランキング",
            '<p><a href="#">にほんブログ村 鉄道ブログ</a><br />ローカル線 部門 3位 / 412人中</p>',
            "sidewrapper",
            "div",
            "h2",
        )
        + box(
            "アクセスカウンター",
            "<p>今日: 318<br />昨日: 402<br />累計: 186,540</p>",
            "sidewrapper",
            "div",
            "h2",
        )
    )
    body = (
        '<div id="container"><div id="header"><h1><a href="/">ぼちぼち鉄道散歩</a></h1><p>東北のローカル線と木造駅舎を訪ねて</p></div>'
        f'<div id="main">{post}\n{after}</div><div id="side">{side}</div>'
        '<div id="footer">Copyright © 2012 ぼちぼち鉄道散歩 All Rights Reserved. Powered by livedoor Blog</div></div>'
    )
    html = doc("ja", "春の只見線、木造駅舎めぐり（その２）", "ぼちぼち鉄道散歩", JA_CSS, body)
    return make(
        "dc-ja-tetsudo",
        "discussion",
        "ja",
        html,
        cs,
        path="/dc/bochibochi-tetsudo/archives/5126604.html",
        container="ol.comments-list",
        heading="この記事へのコメント",
        description="Japanese livedoor/FC2-like railway blog of 2012: 7 comments (flat) numbered 'n.', the text first and 'Posted by NAME TIME' after it, the blogger's 3 answers by name ('とんぼさん、…'), two trackbacks listed apart below; profile, latest posts, latest comments of other posts, ranking, access counter",
    )


def threads2_dc() -> list[Case]:
    return [pl_basen(), ru_tramvai(), ja_tetsudo()]

"""Blind set dz: two article pages of 2011-2012 without any reader discussion whose furniture holds lists that look
like one, as a crawler saved their served HTML: a Dutch regional broadcaster's news site (2011: a P2000 alerts
ticker, tweets printed as HTML with names, handles and times, a "stelling" with its result; reacting switched off)
and a Russian city portal (2012: experts' quotes with names and roles inside the story, the portal's blogs with
authors, times and excerpts, most discussed with counts, a poll). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dz_common import Case, esc, links, make, page

# --------------------------------------------------------------------------- nl: a regional broadcaster's news site, 2011


def nl_brand() -> Case:
    p2000 = [
        ("21:48", "A1 Ambulance", "A1 Veerstraat Moerdal Rit 41882"),
        ("21:41", "Brandweer", "P 1 BRT-02 Middelbrand (Bedrijf) Industrieweg Moerdal 152131 152151 152171"),
        ("21:37", "Politie", "P 1 Assistentie brandweer Industrieweg Moerdal"),
        ("21:30", "Brandweer", "P 1 BRT-01 Grote brand Industrieweg Moerdal 152131 152181 153011"),
        ("21:22", "Brandweer", "P 1 BRT-02 Buitenbrand Industrieweg Moerdal 152131"),
        ("20:58", "A2 Ambulance", "A2 Dorpsstraat Ooltwijk Rit 41879"),
    ]
    tweets = [
        (
            "Rick van Dam",
            "rickvdam",
            "Enorme rookwolk boven Moerdal, te zien vanaf de A16. Ramen dicht hier in Ooltwijk #brandmoerdal",
            "11 minuten geleden",
        ),
        (
            "Brandweer Moerdal",
            "BrwMoerdal",
            "Brand Industrieweg is onder controle. Nablussen duurt nog uren. Houd ramen en deuren gesloten. #brandmoerdal",
            "24 minuten geleden",
        ),
        (
            "Sanne Hoekstra",
            "sannehoek",
            "Mijn vader werkt naast dat bedrijf, gelukkig was iedereen al naar huis #brandmoerdal",
            "38 minuten geleden",
        ),
        (
            "Gemeente Moerdal",
            "gem_moerdal",
            "Opvang voor bewoners van de Veerstraat in sporthal De Kreek. Info via 14 0182. #brandmoerdal",
            "52 minuten geleden",
        ),
        (
            "Jeroen",
            "jjvosmaer",
            "Hele Industrieweg afgezet, bus 118 rijdt om via de Dijkweg",
            "1 uur geleden",
        ),
    ]
    alerts = "".join(
        f'<tr class="{"oneven" if n % 2 else "even"}"><td class="tijd">{t}</td><td class="dienst">{esc(d)}</td><td class="melding">{esc(m)}</td></tr>'
        for n, (t, d, m) in enumerate(p2000)
    )
    tw = "".join(
        f'<li class="tweet"><img src="/_avatar/tw-{h}.svg" width="32" height="32" alt="" class="tw-foto" />'
        f'<div class="tw-inhoud"><a class="tw-naam" href="http://twitter.com/{h}"><strong>{esc(n)}</strong> <span>@{h}</span></a>'
        f'<p class="tw-tekst">{esc(t)}</p><span class="tw-tijd">{esc(w)}</span> · <a href="#">Beantwoorden</a> · <a href="#">Retweeten</a></div></li>'
        for n, h, t, w in tweets
    )
    css = (
        "body{margin:0;background:#e5eef5;font:13px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d}#site{width:960px;margin:0 auto;background:#fff}"
        "#masthead{background:#f60;color:#fff;padding:10px 18px;overflow:hidden}#masthead .logo{font:bold 30px Arial;float:left}#masthead .live{float:right;font-size:12px;margin-top:10px}"
        "#navigatie{background:#333;overflow:hidden}#navigatie a{float:left;padding:7px 12px;color:#fff;text-decoration:none;font-weight:bold}#content{overflow:hidden;padding:14px 18px}"
        "#artikel{float:left;width:600px}#zijkant{float:right;width:300px}h1{font-size:26px;margin:4px 0}.intro{font-weight:bold}.datum{color:#888;font-size:11px}"
        ".deel{margin:10px 0;font-size:11px;color:#555}.blok{margin:0 0 16px;border:1px solid #ddd}.blok h2{margin:0;padding:5px 8px;background:#f60;color:#fff;font-size:13px}"
        ".p2000{width:100%;font-size:11px;border-collapse:collapse}.p2000 td{padding:3px 5px;border-bottom:1px solid #eee;vertical-align:top}.p2000 .oneven{background:#fafafa}.tijd{font-weight:bold;white-space:nowrap}"
        ".tweets{list-style:none;margin:0;padding:6px}.tweet{overflow:hidden;padding:6px 0;border-bottom:1px solid #eee}.tw-foto{float:left;margin-right:6px}.tw-inhoud{margin-left:38px;font-size:12px}.tw-naam span,.tw-tijd{color:#999}"
        ".gesloten{background:#f3f3f3;padding:8px;color:#666;font-style:italic}.stelling .balk{background:#f60;height:10px;display:block}#voet{background:#333;color:#aaa;padding:12px 18px;font-size:11px;clear:both}"
        "#cookiemelding{background:#222;color:#fff;padding:8px;font-size:12px;text-align:center}"
    )
    body = f"""<div id="cookiemelding">Omroep Rijnmond-West gebruikt cookies om de site te verbeteren en voor advertenties. <a href="/cookies" style="color:#f60">Meer informatie</a> <button type="button">Akkoord</button></div>
<div id="site">
<div id="masthead"><div class="logo">Omroep Rijnmond-West</div><div class="live"><a href="/radio/live" style="color:#fff">▶ Luister live</a> · <a href="/tv/live" style="color:#fff">▶ Kijk live</a> · <a href="/inloggen" style="color:#fff">Inloggen</a></div></div>
<div id="navigatie"><a href="/">Home</a><a href="/nieuws/">Nieuws</a><a href="/112/">112</a><a href="/sport/">Sport</a><a href="/verkeer/">Verkeer</a><a href="/weer/">Weer</a><a href="/uitzendinggemist/">Uitzending gemist</a><a href="/tipdeomroep/">Tip de redactie</a></div>
<div id="content"><div id="artikel">
<p class="datum"><a href="/112/">112</a> · dinsdag 18 oktober 2011, 21:55 · laatste update 22:40</p>
<h1>Grote brand bij recyclingbedrijf in Moerdal, bewoners Veerstraat geëvacueerd</h1>
<div class="deel">Deel dit bericht: <a href="#">Facebook</a> (132) · <a href="#">Twitter</a> (57) · <a href="#">Hyves</a> (4) · <a href="#">E-mail</a></div>
<img src="/_avatar/brand-moerdal.svg" width="600" height="330" alt="Rookwolk boven de Industrieweg" /><p class="datum">Foto: Rob Stolk / Rijnmond-West</p>
<p class="intro">Bij een recyclingbedrijf aan de Industrieweg in Moerdal is dinsdagavond een grote brand uitgebroken. De brandweer heeft zeven huizen aan de Veerstraat ontruimd vanwege de rook.</p>
<p>De brand brak rond 21.15 uur uit in een opslag met kunststof afval. Omdat de rookwolk over de woonwijk trok, besloot de brandweer rond 21.40 uur tot opschaling naar grote brand.</p>
<p>De bewoners van de Veerstraat worden opgevangen in sporthal De Kreek. Een medewerker van het bedrijf is met lichte ademhalingsklachten naar het ziekenhuis gebracht.</p>
<p>De Gezamenlijke Brandweer meet in de omgeving of er schadelijke stoffen vrijkomen. Tot die tijd is het advies om ramen en deuren gesloten te houden en ventilatie uit te zetten.</p>
<p>De Industrieweg is tussen de rotonde en de Dijkweg afgesloten. Buslijn 118 rijdt om.</p>
<p class="datum">Trefwoorden: <a href="/tag/moerdal">Moerdal</a>, <a href="/tag/brand">brand</a>, <a href="/tag/industrieweg">Industrieweg</a></p>
<p class="gesloten">Bij dit bericht kan niet worden gereageerd.</p>
<div class="blok"><h2>Meer 112-nieuws</h2>{links("Auto te water in de Oude Maas, bestuurder gered | ;; Inbraakgolf in Ooltwijk: politie zoekt getuigen | ;; Scooterrijder gewond na aanrijding op de Dorpsstraat |")}</div>
</div>
<div id="zijkant">
<div class="blok" style="text-align:center;color:#999;font-size:10px;height:250px">Advertentie<br /><img src="/_avatar/adv-tuincentrum.svg" width="300" height="230" alt="Tuincentrum De Linde" /></div>
<div class="blok"><h2>P2000 meldingen regio</h2><table class="p2000">{alerts}</table><p class="datum" style="padding:0 6px"><a href="/112/p2000">Alle meldingen</a></p></div>
<div class="blok"><h2>Twitter over #brandmoerdal</h2><ul class="tweets">{tw}</ul><p class="datum" style="padding:0 6px"><a href="http://twitter.com/search?q=%23brandmoerdal">Meer tweets</a></p></div>
<div class="blok stelling"><h2>Stelling</h2><p style="padding:0 8px">Bedrijven met brandgevaarlijke opslag horen niet naast een woonwijk.</p><p style="padding:0 8px">Eens 78%<span class="balk" style="width:78%"></span>Oneens 22%<span class="balk" style="width:22%"></span></p><p class="datum" style="padding:0 8px">2.104 stemmen</p></div>
<div class="blok"><h2>Meest gelezen</h2>{links("Grote brand bij recyclingbedrijf in Moerdal | ;; File op de A16 na ongeluk bij Zwijndrecht | ;; Nieuwe burgemeester voor Ooltwijk | ;; Supermarkt in centrum Moerdal gaat dicht |", tag="ol")}</div>
<div class="blok"><h2>Het weer</h2><p style="padding:0 8px">Vannacht 7 °C, droog. Woensdag 13 °C, wind zuidwest 4.</p></div>
</div></div>
<div id="voet">© 2011 Omroep Rijnmond-West · <a href="/over-ons">Over ons</a> · <a href="/frequenties">Frequenties</a> · <a href="/contact">Contact</a> · <a href="/privacy">Privacy</a></div>
</div>"""
    return make(
        "dz-plain-nl-moerdal-brand",
        "lookalike",
        "nl",
        page(
            "Grote brand bij recyclingbedrijf in Moerdal, bewoners Veerstraat geëvacueerd - Omroep Rijnmond-West",
            "nl",
            css,
            body,
            description="Bij een recyclingbedrijf aan de Industrieweg in Moerdal is een grote brand uitgebroken.",
            analytics="UA-5518830-4",
        ),
        [],
        path="/112/2011/10/18/grote-brand-recyclingbedrijf-moerdal",
        container="-",
        heading=None,
        description="A Dutch regional broadcaster's news site of October 2011 (cookie bar, live radio/TV links, navigation, share counts with Hyves, advert, most read, weather): a fire story with 'Bij dit bericht kan niet worden gereageerd.'; beside it a P2000 alerts table (time, service, message), five tweets printed as HTML (photo, name, @handle, text, 'NN minuten geleden', 'Beantwoorden · Retweeten') and a 'Stelling' with its result. No reader discussion.",
        lookalikes=("p2000 alerts table", "tweets printed as HTML", "stelling result"),
    )


# --------------------------------------------------------------------------- ru: a city portal, 2012


def ru_tramvai() -> Case:
    experts = [
        (
            "Олег Лапин",
            "председатель общественного совета «Город для людей»",
            "Трамвай в центре — это не пережиток, а самый вместительный транспорт, который у нас есть. Закрывать линию, не построив замену, — ошибка.",
        ),
        (
            "Наталья Гринёва",
            "заместитель главы администрации по транспорту",
            "Мы никого не оставляем без транспорта: по улице Мира пойдут три новых автобусных маршрута с интервалом восемь минут.",
        ),
        (
            "Сергей Фомичёв",
            "инженер-путеец, 30 лет в трамвайном управлении",
            "Пути на Мира не ремонтировались с 1987 года. Держать их в таком состоянии опаснее, чем закрыть.",
        ),
    ]
    blogs = [
        (
            "Андрей Кротов",
            "сегодня, 11:20",
            "Почему у нас нет выделенных полос",
            "Посчитал, сколько автобусов в час проходит по проспекту в час пик. Цифры удивили даже меня…",
        ),
        (
            "Мария Ветрова",
            "сегодня, 09:05",
            "Заметки мамы с коляской: подземные переходы",
            "Из двенадцати переходов в центре пандус есть в двух, и в одном он упирается в ступеньку.",
        ),
        (
            "Игорь Сабуров",
            "вчера, 22:47",
            "Старые фото: трамвай на Мира, 1964",
            "Нашёл в семейном альбоме снимки деда-вагоновожатого. Выкладываю, пока линия ещё работает.",
        ),
        (
            "Екатерина Дымова",
            "вчера, 18:30",
            "Куда сходить в выходные",
            "Ярмарка мёда на Соборной площади и бесплатный концерт в парке Победы.",
        ),
    ]
    opinions = "".join(
        f'<div class="mnenie"><img src="/_avatar/ex-{i}.svg" width="60" height="60" alt="" /><div class="mnenie-tekst"><p class="mnenie-kto"><b>{esc(n)}</b>, {esc(r)}</p><blockquote>«{esc(q)}»</blockquote></div></div>'
        for i, (n, r, q) in enumerate(experts)
    )
    blog_items = "".join(
        f'<div class="blog-item"><img src="/_avatar/bl-{i}.svg" width="40" height="40" alt="" class="blog-ava" /><div class="blog-body"><a class="blog-avtor" href="/blogs/{i + 11}/">{esc(a)}</a> <span class="blog-vremya">{esc(t)}</span>'
        f'<div class="blog-zag"><a href="/blogs/{i + 11}/post{3310 + i}/">{esc(h)}</a></div><p class="blog-anons">{esc(x)}</p></div></div>'
        for i, (a, t, h, x) in enumerate(blogs)
    )
    css = (
        "body{margin:0;font:13px Tahoma,Arial,sans-serif;background:#fff;color:#222}.wrap{width:1000px;margin:0 auto}#top-line{background:#eee;font-size:11px;padding:4px 0}"
        "#header{height:80px;position:relative;border-bottom:3px solid #2266aa}#header .logo{position:absolute;top:16px;font:bold 34px Arial;color:#2266aa}#header .kurs{position:absolute;right:0;top:20px;font-size:11px;color:#555}"
        "#menu{background:#2266aa;overflow:hidden}#menu a{float:left;color:#fff;padding:8px 11px;text-decoration:none}#main{overflow:hidden;padding:12px 0}"
        "#left{float:left;width:650px}#right{float:right;width:320px}h1{font:bold 26px Arial;margin:6px 0}.lid{font-weight:bold}.data{color:#888;font-size:11px}"
        ".mneniya{background:#f2f6fa;border-left:4px solid #2266aa;padding:8px;margin:12px 0}.mnenie{overflow:hidden;margin:8px 0}.mnenie img{float:left;margin-right:10px}.mnenie blockquote{margin:2px 0 0;font-style:italic}"
        ".share{margin:10px 0;font-size:11px}.reklama{background:#f0f0f0;color:#999;text-align:center;font-size:10px;margin:10px 0}"
        ".blok{margin:0 0 14px}.blok h3{margin:0 0 6px;font-size:14px;color:#2266aa;border-bottom:1px solid #2266aa}.blog-item{overflow:hidden;padding:5px 0;border-bottom:1px dotted #ccc}.blog-ava{float:left;margin-right:6px}"
        ".blog-body{margin-left:46px}.blog-avtor{font-weight:bold}.blog-vremya{color:#999;font-size:11px}.blog-anons{margin:2px 0;font-size:12px;color:#555}"
        ".counters img{margin-right:4px}#footer{background:#2a2a2a;color:#aaa;padding:12px 0;font-size:11px;clear:both}"
    )
    body = f"""<div id="top-line"><div class="wrap">Вторник, 25 сентября 2012 · <a href="/login/">Вход</a> · <a href="/register/">Регистрация</a> · <a href="/rss/">RSS</a></div></div>
<div class="wrap"><div id="header"><div class="logo">Заречье.ру</div><div class="kurs">USD 31,21 · EUR 40,30 · Погода: +9°, облачно</div></div>
<div id="menu"><a href="/">Главная</a><a href="/news/">Новости</a><a href="/city/">Город</a><a href="/transport/">Транспорт</a><a href="/realty/">Недвижимость</a><a href="/auto/">Авто</a><a href="/afisha/">Афиша</a><a href="/blogs/">Блоги</a><a href="/photo/">Фото</a><a href="/job/">Работа</a><a href="/forum/">Форум</a></div>
<div class="reklama" style="height:90px">Реклама<br /><img src="/_avatar/rekl-salon.svg" width="728" height="70" alt="Мебельный салон «Уют»" /></div>
<div id="main"><div id="left">
<p class="data"><a href="/news/">Новости</a> / <a href="/transport/">Транспорт</a></p>
<h1>Трамвай по улице Мира закроют с 1 ноября</h1>
<p class="data">25.09.2012 14:12 · Текст: Алексей Ерохин · Просмотров: 6 840</p>
<div class="share">Поделиться: <a href="#">ВКонтакте</a> (214) · <a href="#">Одноклассники</a> (38) · <a href="#">Facebook</a> (19) · <a href="#">Twitter</a> · <a href="#">Мой Мир</a> (6)</div>
<img src="/_avatar/tramvai-mira.svg" width="650" height="350" alt="Трамвай на улице Мира" /><p class="data">Фото: Алексей Ерохин</p>
<p class="lid">Администрация города решила закрыть трамвайную линию по улице Мира. Последний вагон пройдёт по ней 31 октября, рельсы снимут при реконструкции улицы весной.</p>
<p>Линию длиной 4,3 километра обслуживают маршруты № 3 и № 7. По данным трамвайного управления, за сутки ими пользуются около 11 тысяч пассажиров.</p>
<p>Вместо трамваев по улице Мира пустят три автобусных маршрута. Проезд в них будет стоить столько же, 16 рублей, проездные на трамвай будут действовать до конца года.</p>
<div class="mneniya"><p class="data"><b>Мнения</b></p>{opinions}</div>
<p>Против закрытия выступает общественный совет «Город для людей»: его активисты за неделю собрали больше четырёх тысяч подписей. Публичные слушания по реконструкции улицы пройдут 10 октября во Дворце культуры железнодорожников.</p>
<p class="data">Теги: <a href="/tags/tramvai/">трамвай</a>, <a href="/tags/ulitsa-mira/">улица Мира</a>, <a href="/tags/transport/">транспорт</a></p>
<div class="blok"><h3>По теме</h3>{links("Новые автобусы МАЗ вышли на маршруты | ;; Тарифы на проезд не изменятся до января | ;; Как будет выглядеть улица Мира после реконструкции |")}</div>
<div class="blok"><h3>Новости партнёров</h3>{links("Как выбрать зимние шины: советы экспертов | ;; Квартиры в новостройках подешевели на 4% |")}</div>
</div>
<div id="right">
<div class="reklama" style="height:250px">Реклама<br /><img src="/_avatar/rekl-bank.svg" width="300" height="230" alt="Банк «Заречный»" /></div>
<div class="blok"><h3>Блоги</h3>{blog_items}<p class="data"><a href="/blogs/">Все блоги</a> · <a href="/blogs/new/">Завести блог</a></p></div>
<div class="blok"><h3>Самое обсуждаемое</h3>{links("Платные парковки в центре: с 1 января | 312 ;; Трамвай по улице Мира закроют | 0 ;; Где в городе самые большие пробки | 97", tag="ol", count=" [{}]")}</div>
<div class="blok"><h3>Опрос</h3><p>Нужен ли городу трамвай?</p><p>Да, надо развивать — 64%<br />Нет, только мешает — 21%<br />Всё равно — 15%</p><p class="data">Проголосовало: 3 118</p></div>
<div class="blok"><h3>Афиша</h3>{links("«Вишнёвый сад» в драмтеатре, 27 сентября | ;; Концерт группы «Сплин», 3 октября | ;; Выставка «Город на старых открытках» |")}</div>
</div></div></div>
<div id="footer"><div class="wrap">© 2005–2012 Заречье.ру — городской портал. Свидетельство о регистрации СМИ Эл № ФС77-00000. При перепечатке ссылка обязательна. 16+<div class="counters"><img src="/_avatar/li-counter.svg" width="88" height="31" alt="LiveInternet" /><img src="/_avatar/ym-counter.svg" width="88" height="31" alt="Яндекс.Метрика" /></div></div></div>"""
    return make(
        "dz-plain-ru-zareche-tramvai",
        "lookalike",
        "ru",
        page(
            "Трамвай по улице Мира закроют с 1 ноября - Заречье.ру",
            "ru",
            css,
            body,
            description="Администрация города решила закрыть трамвайную линию по улице Мира.",
            analytics="UA-7730129-1",
        ),
        [],
        path="/news/transport/2012/09/25/48812/",
        container="-",
        heading=None,
        description="A Russian city portal of September 2012 (top line with login, currency and weather, blue menu, banners, view count, share links with counts for VKontakte, Odnoklassniki, Facebook, Moy Mir, tags, related and partners' news, poll, events, LiveInternet and Yandex counters): a tram-line story with a 'Мнения' box of three experts' quotes (photo, name, role, quote) inside it, and beside it the portal's 'Блоги' (photo, blogger, 'сегодня, 11:20', post title, excerpt) and 'Самое обсуждаемое' with counts. No reader discussion.",
        lookalikes=(
            "experts' quotes with names and roles",
            "blogs with authors, times and excerpts",
            "most discussed with counts",
        ),
    )


def plain_dz() -> list[Case]:
    return [nl_brand(), ru_tramvai()]

"""Blind set fs: four discussions of 2012-2015. A Russian city portal (8 comments, "вчера в 18:40" and "сегодня в
09:12", answers nested two levels inside their parent, under "Мнения читателей"), a Ukrainian town paper (5
comments, each its text first and "— NAME, 14.03.2015 о 18:22" under it, no heading), a Greek city paper (7
comments, "14 Μαΐου 2014, 10:22", likes, the newsroom's two answers in the flat list) and a Hungarian student
paper (8 comments, "2 napja", "tegnap 21:40", "25 perce", answers in nested lists). Every site, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fs_common import C, Case, doc, esc, make, nav, paras, svg, talk, tree

# --------------------------------------------------------------------------- ru: a city portal, 2012, nested answers


def ru_most() -> Case:
    cs = talk("""
Сергей Петрович || вчера в 18:40 || Опять на всё лето. Объезд через Заводскую — это лишние сорок минут в пробке, а автобус № 7 теперь вообще ходит как хочет.
> Лена_В || вчера в 19:02 || Сергей Петрович, по Заводской обещали пустить «семёрку» каждые пятнадцать минут, в мэрии вчера так и сказали.
>> Сергей Петрович || вчера в 19:30 || Обещать не значит сделать. В прошлом году то же самое обещали, когда закрывали Садовую.
> дед Макар || вчера в 20:11 || А раньше у старой пристани паром ходил. Вот бы его вернуть на время ремонта, и людям удобно, и мосту легче.
Ирина Колосова || вчера в 21:05 || Мост и правда в ужасном состоянии, перила шатаются, а дети по нему ходят в школу. Лучше одно лето потерпеть.
водитель маршрутки || сегодня в 07:48 || С утра на объезде стояли час. Ни одного регулировщика, светофор на Заводской никто не перенастроил.
> Антон || сегодня в 08:55 || Подтверждаю, в восемь утра пробка стояла до самого рынка.
Ольга М. || сегодня в 09:12 || Подскажите, пешеходов по мосту пускают или его закрыли полностью?
""")

    def item(i: int, c: C, kids: str) -> str:
        return (
            f'<div class="op" id="op{702311 + i}">\n'
            f'<div class="op-head"><a class="op-nick" href="/users/{702311 + i}/">{esc(c.who)}</a> '
            f'<span class="op-date">{esc(c.at)}</span> <a class="op-link" href="#op{702311 + i}">#</a></div>\n'
            f'<div class="op-body">{paras(c.raw)}</div>\n'
            f'<div class="op-foot"><a href="#answer" class="op-ans">Ответить</a> <a href="/complain/{702311 + i}/">Пожаловаться</a></div>\n'
            f"{kids}</div>"
        )

    thread = tree(cs, item, lambda k: f'<div class="op-answers">\n{k}\n</div>\n')
    lenta = "".join(
        f'<li><span>{t}</span> <a href="{h}">{esc(x)}</a></li>'
        for t, h, x in (
            (
                "09:40",
                "/news/2012/05/24/gorvodokanal",
                "Горводоканал отключит горячую воду в Нагорном районе",
            ),
            ("09:05", "/news/2012/05/24/most-probki", "Пробки на объезде Никольского моста: 8 баллов"),
            ("08:20", "/news/2012/05/24/vypusknoj", "Выпускные в школах пройдут 23 июня"),
            ("07:55", "/news/2012/05/24/pogoda", "Синоптики обещают жару до +29"),
        )
    )
    body = f"""<body>
<div id="wrap">
<div id="topline"><span class="city">Верхнеозёрск</span> <span>+24&deg;, ясно</span> <span>USD 31,42 &middot; EUR 39,55</span> <span class="enter"><a href="/login/">Вход</a> | <a href="/register/">Регистрация</a></span></div>
<div id="head"><a href="/"><img src="/i/logo-vozersk.svg" width="340" height="64" alt="Верхнеозёрск.ру"></a><div class="b468"><img src="/i/b/468-okna.svg" width="468" height="60" alt="Реклама"></div></div>
<ul id="menu">{nav([("/", "Главная"), ("/news/", "Новости"), ("/society/", "Общество"), ("/transport/", "Транспорт"), ("/incidents/", "Происшествия"), ("/sport/", "Спорт"), ("/afisha/", "Афиша"), ("/forum/", "Форум"), ("/board/", "Объявления")])}</ul>
<div id="cols">
<div id="main">
<div class="crumbs"><a href="/">Главная</a> / <a href="/transport/">Транспорт</a></div>
<h1>Никольский мост закрыли на ремонт до сентября</h1>
<div class="info">23 мая 2012, 16:15 &middot; Просмотров: 4 112 &middot; <a href="#opinions">Мнений: 8</a></div>
<div class="share">Поделиться: <a href="#">ВКонтакте</a> 48 &middot; <a href="#">Одноклассники</a> 12 &middot; <a href="#">Facebook</a> 7 &middot; <a href="#">Twitter</a> 3</div>
<p class="lead">С сегодняшнего дня движение транспорта по Никольскому мосту полностью перекрыто. Подрядчик обещает закончить ремонт к 1 сентября.</p>
<p><img src="/i/news/2012/05/nikolsky-most.svg" width="600" height="330" alt=""></p>
<p>Как сообщили в управлении дорожного хозяйства, за лето на мосту заменят деформационные швы, перила и покрытие проезжей части. Стоимость работ составит 96 миллионов рублей.</p>
<p>Объезд организован по улицам Заводской и Береговой. Автобусы маршрутов № 7 и № 12 изменят схему движения, интервал на маршруте № 7 в мэрии обещают сократить до пятнадцати минут.</p>
<p>О порядке прохода пешеходов в управлении пока не сообщили.</p>
<p class="author">Текст и фото: Дмитрий Гаврилов</p>
<div class="tags">Теги: <a href="/tags/most/">мост</a>, <a href="/tags/remont-dorog/">ремонт дорог</a>, <a href="/tags/probki/">пробки</a>, <a href="/tags/avtobus/">автобусы</a></div>
<div class="also"><h4>Читайте также</h4><ul>
<li><a href="/news/2012/05/16/most-torgi">Ремонт Никольского моста выиграла фирма из области</a> <span>16.05.2012</span></li>
<li><a href="/news/2012/04/02/most-treshiny">На Никольском мосту нашли трещины</a> <span>02.04.2012</span></li>
<li><a href="/news/2011/08/30/sadovaya">Садовую открыли после ремонта</a> <span>30.08.2011</span></li>
</ul></div>
<div id="opinions">
<h3>Мнения читателей</h3>
{thread}
</div>
<div id="answer" class="addform"><h4>Ваше мнение</h4><p>Чтобы высказаться, <a href="/login/">войдите</a> или <a href="/register/">зарегистрируйтесь</a>.</p></div>
</div>
<div id="side">
<div class="blk"><h4>Лента новостей</h4><ul class="lenta">{lenta}</ul></div>
<div class="blk"><h4>Самое читаемое</h4><ol>{nav([("/news/2012/05/23/most", "Никольский мост закрыли на ремонт до сентября"), ("/incidents/2012/05/22/pozhar", "Пожар на складе у вокзала"), ("/society/2012/05/21/detsad", "Очередь в детские сады сократилась вдвое")])}</ol></div>
<div class="blk"><h4>Самое обсуждаемое</h4><ol><li><a href="/society/2012/05/21/detsad">Очередь в детские сады сократилась вдвое</a> (37)</li><li><a href="/news/2012/05/20/tarify">Тарифы ЖКХ вырастут с июля</a> (29)</li><li><a href="/news/2012/05/23/most">Никольский мост закрыли на ремонт</a> (8)</li></ol></div>
<div class="blk poll"><h4>Опрос</h4><p>Как вы теперь добираетесь на левый берег?</p><p>На машине в объезд &mdash; 38%<br>Автобусом &mdash; 33%<br>Пешком по мосту &mdash; 17%<br>Не езжу &mdash; 12%</p><p class="small">Проголосовало: 1 046</p></div>
<div class="blk"><img src="/i/b/240-avtosalon.svg" width="240" height="400" alt="Реклама"></div>
</div>
</div>
<div id="foot">
<p>{nav([("/about/", "О проекте"), ("/ads/", "Реклама на сайте"), ("/contacts/", "Контакты"), ("/rules/", "Правила"), ("/rss/", "RSS")], " &middot; ")}</p>
<p>&copy; 2012 Верхнеозёрск.ру &mdash; городской портал. Свидетельство о регистрации СМИ Эл № ФС 77-00000. При использовании материалов ссылка обязательна. 16+</p>
<p class="counters"><img src="/i/counter-88x31.svg" width="88" height="31" alt=""> <img src="/i/counter-88x31b.svg" width="88" height="31" alt=""></p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e9edf1;font:13px Arial,sans-serif;color:#222}#wrap{width:1000px;margin:0 auto;background:#fff}#topline{background:#2a3f54;color:#d5dde5;font-size:11px;padding:4px 10px}#topline span{margin-right:14px}.enter{float:right}.enter a{color:#fff}
#head{overflow:hidden;padding:10px}#head a img{float:left}.b468{float:right}#menu{list-style:none;margin:0;padding:0 10px;background:#3d6a94;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px}
#cols{overflow:hidden}#main{float:left;width:660px;padding:10px}#side{float:right;width:300px;padding:10px}.crumbs,.info,.small{font-size:11px;color:#888}h1{font-size:24px;margin:6px 0}.share{background:#f0f3f6;font-size:11px;padding:4px}.lead{font-weight:bold}.author{font-style:italic;color:#666}
.also h4,#opinions h3,.blk h4{border-bottom:2px solid #3d6a94;margin:14px 0 6px}.op{border-left:2px solid #dde5ec;padding:4px 0 4px 8px;margin:6px 0}.op-head{background:#f3f6f9;padding:2px 4px}.op-nick{font-weight:bold}.op-date{color:#999;font-size:11px}.op-link{color:#ccc}.op-body p{margin:4px 0}.op-foot{font-size:11px}.op-answers{margin-left:24px}
.addform{background:#f3f6f9;padding:6px}.lenta{list-style:none;padding:0}.lenta span{color:#c00;font-size:11px}#foot{background:#2a3f54;color:#b9c6d3;font-size:11px;padding:10px}#foot a{color:#fff}
</style>"""
    return make(
        "fs-ru-portal-most",
        "discussion",
        doc(
            "html4t",
            title="Никольский мост закрыли на ремонт до сентября — Верхнеозёрск.ру",
            lang="ru",
            head=css,
        )
        + body,
        cs,
        path="/news/2012/05/23/most",
        container="div#opinions after h3 'Мнения читателей': div.op (div.op-head a.op-nick NAME span.op-date 'вчера в 18:40', div.op-body p TEXT, div.op-foot 'Ответить Пожаловаться'), answers in div.op-answers inside their parent, two levels deep; a log-in notice 'Ваше мнение' below",
        heading="Мнения читателей",
        description="A Russian city portal of 2012 (invented): a bridge closes for repairs; 8 readers' opinions over two days, times 'вчера в 18:40' and 'сегодня в 09:12' (no date), four of them answers nested inside their parent two levels deep, under a heading with no word for comments ('Readers' opinions'); a top line with weather and exchange rates, a news feed with times, view and share counts, tags, related stories with dates, most read, most discussed with counts, a poll with a vote count, banners, counters, a log-in line and a footer.",
        language="ru",
        files={
            "/i/logo-vozersk.svg": svg(340, 64, "#3d6a94", "Верхнеозёрск.ру", 28),
            "/i/b/468-okna.svg": svg(468, 60, "#e07b00", "Окна ПВХ со скидкой 30%", 18),
            "/i/b/240-avtosalon.svg": svg(240, 400, "#1b1b1b", "Автосалон", 24),
            "/i/news/2012/05/nikolsky-most.svg": svg(600, 330, "#6c7a86", "Никольский мост", 28),
            "/i/counter-88x31.svg": svg(88, 31, "#5a8f29", "12 418", 11),
            "/i/counter-88x31b.svg": svg(88, 31, "#c0392b", "TOP 100", 11),
        },
    )


# --------------------------------------------------------------------------- uk: a town paper, 2015, name after the text, no heading


def uk_taryfy() -> Case:
    cs = talk("""
Оксана Дмитрук || 14.03.2015 о 18:22 || Сорок відсотків за рік — це вже занадто. Пенсія в мами 1400 гривень, а тільки за воду й опалення вийде половина.
Василь Гнатюк || 14.03.2015 о 19:05 || А хто рахував, скільки води втрачається в старих трубах на Польовій? Хай спершу полагодять мережу, а потім піднімають ціни.
інженер з Лісової || 14.03.2015 о 21:40 || Поставте лічильник, люди. Я поставив торік за 600 гривень і тепер плачу менше, ніж сусіди без лічильника.
Марія Ковальчук || 15.03.2015 о 08:13 || Депутати проголосували одноголосно, і жоден не прийшов на громадські слухання. Запам’ятаємо це на виборах восени.
Петро з Садової || 15.03.2015 о 10:51 || Хоч би графік подачі води нарешті виконували. На Садовій уже третій день вода є тільки вночі.
""")
    items = "\n".join(
        f'<blockquote class="dumka" id="d{3318 + i}">\n<p>{esc(c.raw)}</p>\n'
        f'<p class="pidpys">&mdash; <cite>{esc(c.who)}</cite>, <span class="koly">{esc(c.at)}</span></p>\n</blockquote>'
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<div id="storinka">
<div id="shapka"><a href="/"><img src="/pics/yasenivskyi-visnyk.svg" width="400" height="66" alt="Ясенівський вісник"></a>
<div class="shapka-prava">Субота, 14 березня 2015 &middot; Ясенів +6&deg; &middot; USD 27,96 &middot; EUR 29,52<br><a href="/vhid">Вхід</a> &middot; <a href="/reyestratsiya">Реєстрація</a></div></div>
<ul id="rozdily">{nav([("/", "Головна"), ("/novyny", "Новини"), ("/misto", "Місто"), ("/rayon", "Район"), ("/ekonomika", "Економіка"), ("/kultura", "Культура"), ("/sport", "Спорт"), ("/oholoshennya", "Оголошення"), ("/arkhiv", "Архів газети")])}</ul>
<div id="bigova"><b>Стрічка:</b> 17:40 На Заводській відремонтують два ліфти &middot; 16:15 «Колос» програв на виїзді 1:2 &middot; 14:30 У неділю в центрі обмежать рух через ярмарок</div>
<div id="osnova">
<h1>Вода подорожчає на сорок відсотків: міська рада ухвалила нові тарифи</h1>
<p class="dani">14.03.2015, 15:20 &middot; Автор: Наталія Савчук &middot; Переглядів: 2 305</p>
<p class="vstup">Із 1 квітня кубометр води для населення коштуватиме 9,84 гривні, водовідведення &mdash; 7,12 гривні. Рішення ухвалили на сесії одноголосно.</p>
<p><img src="/pics/2015/03/vodokanal.svg" width="580" height="300" alt=""></p>
<p>Директор КП «Ясенівводоканал» Андрій Мельничук пояснив підвищення зростанням цін на електроенергію та хлор. За його словами, навіть нові тарифи покривають лише 85 відсотків собівартості.</p>
<p>Громадські слухання щодо тарифів відбулися 5 березня. На них прийшли одинадцять мешканців міста, депутатів не було.</p>
<p>Мешканці, які мають квартирні лічильники, платитимуть за фактичне споживання, решта &mdash; за нормою 3,6 кубометра на людину на місяць.</p>
<div class="podilytysia">Поділитися: <a href="#">Facebook</a> 96 &middot; <a href="#">ВКонтакті</a> 31 &middot; <a href="#">Twitter</a> 5 &middot; <a href="/print/2015/03/14/taryfy">Друк</a></div>
<div class="teghy">Теги: <a href="/tag/taryfy">тарифи</a>, <a href="/tag/vodokanal">водоканал</a>, <a href="/tag/miska-rada">міська рада</a></div>
<div class="chytaite"><h4>Читайте також</h4><ul>
<li><a href="/misto/2015/03/05/sluhannya">Громадські слухання про тарифи: прийшли одинадцять людей</a> 05.03.2015</li>
<li><a href="/misto/2015/02/19/sadova-voda">На Садовій воду дають за графіком</a> 19.02.2015</li>
<li><a href="/misto/2014/11/27/lichylnyky">Як установити лічильник води: покрокова інструкція</a> 27.11.2014</li>
</ul></div>
<hr class="rozdil">
{items}
<div class="forma"><h4>Додати свою думку</h4><form action="/dumky/dodaty/11804" method="post"><p>Ім’я: <input type="text" name="imya" size="30"></p><p><textarea name="tekst" rows="4" cols="60"></textarea></p><p><input type="submit" value="Надіслати"></p><p class="drib">Думки з’являються після перевірки модератором.</p></form></div>
</div>
<div id="bichna">
<div class="blok"><h4>Популярне</h4><ol>{nav([("/misto/2015/03/14/taryfy", "Вода подорожчає на сорок відсотків"), ("/rayon/2015/03/12/doroha", "Дорогу на Бережці відремонтують у квітні"), ("/sport/2015/03/14/kolos", "«Колос» програв на виїзді")])}</ol></div>
<div class="blok"><h4>Найбільше обговорюють</h4><ol><li><a href="/misto/2015/03/10/marshrutky">Маршрутки по дві гривні з квітня</a> (44)</li><li><a href="/misto/2015/03/14/taryfy">Вода подорожчає на сорок відсотків</a> (5)</li></ol></div>
<div class="blok opytuvannya"><h4>Опитування</h4><p>Чи маєте ви квартирний лічильник води?</p><p>Так &mdash; 58%<br>Ні, але поставлю &mdash; 27%<br>Ні &mdash; 15%</p><p class="drib">Проголосували 634 читачі</p></div>
<div class="blok"><img src="/pics/rek/240x350-budmarket.svg" width="240" height="350" alt="Реклама"></div>
<div class="blok"><h4>Газета</h4><p>Свіжий номер &laquo;Ясенівського вісника&raquo; № 11 (1842) від 13 березня 2015. Передплатний індекс 61214.</p></div>
</div>
<div id="pidval"><p>{nav([("/pro-nas", "Про нас"), ("/redaktsiya", "Редакція"), ("/reklama", "Реклама"), ("/peredplata", "Передплата"), ("/kontakty", "Контакти"), ("/rss", "RSS")], " | ")}</p><p>&copy; 2006&ndash;2015 &laquo;Ясенівський вісник&raquo;, громадсько-політичний тижневик. Вул. Соборна, 12, м. Ясенів. Усі права захищено. Використання матеріалів &mdash; з посиланням на джерело.</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e8e4d8;font:13px/1.5 Georgia,'Times New Roman',serif;color:#222}#storinka{width:960px;margin:0 auto;background:#fff;overflow:hidden}#shapka{padding:10px;overflow:hidden}#shapka a img{float:left}.shapka-prava{float:right;font:11px Arial,sans-serif;text-align:right}
#rozdily{list-style:none;margin:0;padding:0 10px;background:#1f4e79;overflow:hidden;font-family:Arial,sans-serif}#rozdily li{float:left}#rozdily a{display:block;color:#fff;padding:7px 9px;font-weight:bold}#bigova{background:#fff3c4;font:11px Arial,sans-serif;padding:4px 10px}
#osnova{float:left;width:620px;padding:12px}#bichna{float:right;width:280px;padding:12px;font-family:Arial,sans-serif;font-size:12px}h1{font-size:25px;margin:4px 0}.dani,.drib{font:11px Arial,sans-serif;color:#888}.vstup{font-weight:bold}
.podilytysia,.teghy{font:11px Arial,sans-serif;background:#f4f1e8;padding:4px}.chytaite h4,.blok h4,.forma h4{font-family:Arial,sans-serif;border-bottom:2px solid #1f4e79;margin:12px 0 6px}hr.rozdil{border:0;border-top:1px solid #ccc;margin:16px 0}
.dumka{margin:0 0 12px;padding:6px 10px;border-left:4px solid #c9d8e6;background:#fafaf7}.dumka p{margin:2px 0}.pidpys{font:italic 12px Arial,sans-serif;color:#555;text-align:right}.pidpys cite{font-weight:bold}.koly{color:#999}
.forma{background:#f4f1e8;padding:6px}.blok{margin-bottom:14px}#pidval{clear:both;background:#1f4e79;color:#c9d8e6;font:11px Arial,sans-serif;padding:10px}#pidval a{color:#fff}
</style>"""
    return make(
        "fs-uk-news-taryfy",
        "discussion",
        doc("html5", title="Вода подорожчає на сорок відсотків — Ясенівський вісник", lang="uk", head=css)
        + body,
        cs,
        path="/misto/2015/03/14/taryfy",
        container="five blockquote.dumka straight in div#osnova after an hr under the related stories, no heading: p TEXT then p.pidpys '— cite NAME, span.koly 14.03.2015 о 18:22' right-aligned; the form 'Додати свою думку' below",
        heading=None,
        description="A Ukrainian town weekly's site of 2015 (invented): the town council raises water tariffs by forty per cent; 5 readers' comments over two days, each its text first and '— NAME, 14.03.2015 о 18:22' under it, flat, straight in the article column after a rule with no heading or wrapper of their own; a ticker with times, view and share counts, tags, related stories with dates, popular, most discussed with counts, a poll with a vote count, the print issue's box, an ad, a log-in line and a long footer.",
        language="uk",
        files={
            "/pics/yasenivskyi-visnyk.svg": svg(400, 66, "#1f4e79", "Ясенівський вісник", 28),
            "/pics/2015/03/vodokanal.svg": svg(580, 300, "#4f87b5", "Водоканал", 28),
            "/pics/rek/240x350-budmarket.svg": svg(240, 350, "#d35400", "Будмаркет", 24),
        },
    )


# --------------------------------------------------------------------------- el: a city paper, 2014, the newsroom answers, likes


def el_leoforeio() -> Case:
    cs = talk("""
Γιώργος Παπαδάκης || 14 Μαΐου 2014, 10:22 || Επιτέλους! Η μητέρα μου πήγαινε στο νοσοκομείο με ταξί δύο φορές την εβδομάδα για αιμοκάθαρση.
Κατερίνα Λ. || 14 Μαΐου 2014, 11:47 || Κάθε σαράντα λεπτά είναι πολύ αραιά. Ποιος θα περιμένει σαράντα λεπτά στη στάση τον Αύγουστο με 38 βαθμούς;
Η Σύνταξη || 14 Μαΐου 2014, 12:30 || Κυρία Λ., σύμφωνα με το Αστικό ΚΤΕΛ τα δρομολόγια θα πυκνώσουν σε κάθε είκοσι λεπτά από τον Σεπτέμβριο, όταν παραληφθούν δύο νέα λεωφορεία.
Στέλιος από τη Νέα Παραλία || 14 Μαΐου 2014, 14:05 || Και οι στάσεις χωρίς στέγαστρο. Τον χειμώνα θα βρεχόμαστε όπως πάντα.
φοιτήτρια || 14 Μαΐου 2014, 18:51 || Θα σταματάει και στην Πανεπιστημιούπολη; Από τον χάρτη του άρθρου δεν καταλαβαίνω.
Η Σύνταξη || 14 Μαΐου 2014, 19:20 || Ναι, η γραμμή 12 έχει στάση στην κεντρική πύλη της Πανεπιστημιούπολης. Τη σημειώσαμε και στον χάρτη.
Μανώλης Τ. || 14 Μαΐου 2014, 21:05 || Μπράβο στον δήμο. Ας γίνει κάτι και για τα Καλύβια, εκεί δεν πάει κανένα λεωφορείο μετά τις έξι.
""")
    likes = [23, 15, 9, 6, 4, 5, 11]

    def item(i: int, c: C) -> str:
        staff = c.who == "Η Σύνταξη"
        return (
            f'<li class="sx{" sx-syntaxi" if staff else ""}" id="sx-{90561 + i}">\n'
            f'<div class="sx-top"><strong>{esc(c.who)}</strong> <em>{esc(c.at)}</em></div>\n'
            f'<div class="sx-keimeno">{paras(c.raw)}</div>\n'
            f'<div class="sx-kato"><a href="#sx-{90561 + i}" class="sx-like">Μου αρέσει ({likes[i]})</a> | <a href="/anafora/{90561 + i}">Αναφορά</a></div>\n</li>'
        )

    items = "\n".join(item(i, c) for i, c in enumerate(cs))
    body = f"""<body>
<div id="selida">
<div id="epano"><span>Τετάρτη, 14 Μαΐου 2014</span> <span>Καλαμόχωρα 24&deg;C</span> <span class="syndesi"><a href="/syndesi">Σύνδεση</a> | <a href="/eggrafi">Εγγραφή</a></span></div>
<div id="logo"><a href="/"><img src="/eikones/foni-kalamochoron.svg" width="420" height="70" alt="Η Φωνή των Καλαμοχώρων"></a><div class="diafimisi"><img src="/eikones/diaf/468-souvlaki.svg" width="468" height="60" alt="Διαφήμιση"></div></div>
<ul id="menou">{nav([("/", "Αρχική"), ("/poli", "Πόλη"), ("/nomos", "Νομός"), ("/politiki", "Πολιτική"), ("/oikonomia", "Οικονομία"), ("/athlitika", "Αθλητικά"), ("/politismos", "Πολιτισμός"), ("/apopseis", "Απόψεις"), ("/aggelies", "Αγγελίες")])}</ul>
<div id="roi"><b>Ροή ειδήσεων</b> 20:45 Διακοπή νερού αύριο στη Νέα Παραλία &middot; 19:10 Ήττα για τον Ατρόμητο Καλαμοχώρων στην παράταση &middot; 17:30 Ανοίγει το δημοτικό κολυμβητήριο</div>
<div id="kyrio">
<p class="katigoria"><a href="/poli">Πόλη</a></p>
<h1>Νέα αστική γραμμή συνδέει το κέντρο με το νοσοκομείο</h1>
<p class="ypotitlos">Η γραμμή 12 ξεκινά τη Δευτέρα με δρομολόγια κάθε σαράντα λεπτά, από τις 6:30 έως τις 22:00</p>
<p class="stoixeia">Δημοσιεύθηκε: 14 Μαΐου 2014, 09:05 &middot; Του Νίκου Καραγιάννη</p>
<div class="koinopoiisi">Κοινοποίηση: <a href="#">Facebook</a> 187 &middot; <a href="#">Twitter</a> 22 &middot; <a href="#">Email</a> &middot; <a href="#sxolia">7 σχόλια</a></div>
<p><img src="/eikones/2014/05/grammi-12.svg" width="600" height="320" alt="Ο χάρτης της γραμμής 12"></p>
<p>Από τη Δευτέρα 19 Μαΐου τίθεται σε λειτουργία η νέα γραμμή 12 του Αστικού ΚΤΕΛ Καλαμοχώρων, που θα συνδέει την πλατεία Ελευθερίας με το Γενικό Νοσοκομείο, περνώντας από την Πανεπιστημιούπολη.</p>
<p>Τα δρομολόγια θα εκτελούνται κάθε σαράντα λεπτά, από τις 6:30 το πρωί έως τις 22:00. Το εισιτήριο θα κοστίζει 1,20 ευρώ και το μειωμένο 0,60.</p>
<p>«Ήταν το πρώτο αίτημα των δημοτών στις διαβουλεύσεις», δήλωσε ο αντιδήμαρχος Συγκοινωνιών Παναγιώτης Ρούσσος.</p>
<div class="etiketes">Ετικέτες: <a href="/tag/astiko-ktel">Αστικό ΚΤΕΛ</a> <a href="/tag/nosokomeio">νοσοκομείο</a> <a href="/tag/sygkoinonies">συγκοινωνίες</a></div>
<div class="sxetika"><h4>Σχετικά θέματα</h4><ul>
<li><a href="/poli/2014/04/28/ktel-leoforeia">Δύο νέα λεωφορεία για το Αστικό ΚΤΕΛ</a> <span>28/04/2014</span></li>
<li><a href="/poli/2014/03/11/diavouleysi">Διαβούλευση για τις αστικές συγκοινωνίες</a> <span>11/03/2014</span></li>
<li><a href="/nomos/2013/12/02/nosokomeio">Νέα πτέρυγα αιμοκάθαρσης στο νοσοκομείο</a> <span>02/12/2013</span></li>
</ul></div>
<div id="sxolia">
<h3>Σχόλια αναγνωστών (7)</h3>
<ol class="sxolia-lista">
{items}
</ol>
<div class="grapste"><h4>Γράψτε το σχόλιό σας</h4><form action="/sxolio/apostoli/33108" method="post"><p>Όνομα: <input type="text" name="onoma" size="30"></p><p><textarea name="keimeno" rows="4" cols="60"></textarea></p><p><input type="submit" value="Αποστολή"></p><p class="mikro">Τα σχόλια δημοσιεύονται μετά από έγκριση.</p></form></div>
</div>
</div>
<div id="plai">
<div class="kouti"><h4>Τα πιο διαβασμένα</h4><ol>{nav([("/poli/2014/05/14/grammi-12", "Νέα αστική γραμμή για το νοσοκομείο"), ("/athlitika/2014/05/13/atromitos", "Ο Ατρόμητος στα πλέι οφ"), ("/poli/2014/05/12/laiki", "Μεταφέρεται η λαϊκή της Πέμπτης")])}</ol></div>
<div class="kouti"><h4>Τα πιο σχολιασμένα</h4><ol><li><a href="/poli/2014/05/12/laiki">Μεταφέρεται η λαϊκή της Πέμπτης</a> (52)</li><li><a href="/politiki/2014/05/10/ekloges">Αυτοδιοικητικές εκλογές: οι υποψήφιοι</a> (40)</li><li><a href="/poli/2014/05/14/grammi-12">Νέα αστική γραμμή για το νοσοκομείο</a> (7)</li></ol></div>
<div class="kouti dimoskopisi"><h4>Δημοσκόπηση</h4><p>Θα χρησιμοποιείτε τη νέα γραμμή 12;</p><p>Ναι, συχνά: 41%<br>Πότε πότε: 36%<br>Όχι: 23%</p><p class="mikro">Ψήφοι: 788</p></div>
<div class="kouti"><img src="/eikones/diaf/300-ktimatiki.svg" width="300" height="250" alt="Διαφήμιση"></div>
<div class="kouti"><h4>Καιρός</h4><p>Σήμερα: 24&deg; / 14&deg;, ηλιοφάνεια. Αύριο: 26&deg; / 15&deg;, λίγες νεφώσεις. Άνεμοι Β 3 μποφόρ.</p></div>
</div>
<div id="kato"><p>{nav([("/poioi-eimaste", "Ποιοι είμαστε"), ("/epikoinonia", "Επικοινωνία"), ("/diafimisi", "Διαφήμιση"), ("/oroi-xrisis", "Όροι χρήσης"), ("/rss", "RSS")], " | ")}</p><p>&copy; 2014 Η Φωνή των Καλαμοχώρων &middot; Ημερήσια εφημερίδα της πόλης από το 1961 &middot; Οδός Ερμού 27, Καλαμόχωρα &middot; Απαγορεύεται η αναδημοσίευση χωρίς άδεια.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e6ebef;font:13px Tahoma,Arial,sans-serif;color:#222}#selida{width:980px;margin:0 auto;background:#fff;overflow:hidden}#epano{background:#0d47a1;color:#dbe6f5;font-size:11px;padding:4px 10px}#epano span{margin-right:14px}.syndesi{float:right}.syndesi a{color:#fff}
#logo{overflow:hidden;padding:10px}#logo a img{float:left}.diafimisi{float:right}#menou{list-style:none;margin:0;padding:0 10px;background:#1565c0;overflow:hidden}#menou li{float:left}#menou a{display:block;color:#fff;padding:7px 10px;font-weight:bold}#roi{background:#fff8e1;font-size:11px;padding:4px 10px}
#kyrio{float:left;width:630px;padding:12px}#plai{float:right;width:310px;padding:12px}.katigoria a{color:#1565c0;font-weight:bold;font-size:11px}h1{font:bold 25px Georgia,serif;margin:4px 0}.ypotitlos{font-size:15px;color:#555}.stoixeia,.mikro{font-size:11px;color:#888}
.koinopoiisi{background:#eef3f8;font-size:11px;padding:4px}.sxetika h4,#sxolia h3,.kouti h4,.grapste h4{border-bottom:2px solid #1565c0;margin:14px 0 6px}.sxolia-lista{padding-left:22px}.sx{border-bottom:1px solid #e3e8ee;padding:6px 0}.sx-syntaxi{background:#eef5fd}.sx-top em{color:#999;font-size:11px;margin-left:6px}.sx-keimeno p{margin:3px 0}.sx-kato{font-size:11px}
.grapste{background:#eef3f8;padding:6px}.kouti{margin-bottom:14px}#kato{clear:both;background:#0d47a1;color:#c5d6ee;font-size:11px;padding:10px}#kato a{color:#fff}
</style>"""
    return make(
        "fs-el-news-leoforeio",
        "discussion",
        doc(
            "html4t",
            title="Νέα αστική γραμμή συνδέει το κέντρο με το νοσοκομείο | Η Φωνή των Καλαμοχώρων",
            lang="el",
            head=css,
        )
        + body,
        cs,
        path="/poli/2014/05/14/grammi-12",
        container="div#sxolia after h3 'Σχόλια αναγνωστών (7)': ol.sxolia-lista of seven li.sx (div.sx-top strong NAME em '14 Μαΐου 2014, 10:22', div.sx-keimeno p TEXT, div.sx-kato 'Μου αρέσει (N) | Αναφορά'), the newsroom's two answers li.sx.sx-syntaxi 'Η Σύνταξη' among them; a form below",
        heading="Σχόλια αναγνωστών (7)",
        description="A Greek city paper of 2014 (invented): a new bus line to the hospital; 7 readers' comments in one day, dates '14 Μαΐου 2014, 10:22' (the month in the genitive), each with 'Μου αρέσει (N)', the newsroom's two answers ('Η Σύνταξη') printed flat in the list after the questions they answer (the first opening 'Κυρία Λ., …': top-level); a news feed with times, share counts, tags, related stories with dates, most read, most commented with counts, a poll with a vote count, weather, ads, a log-in line and a footer.",
        language="el",
        files={
            "/eikones/foni-kalamochoron.svg": svg(420, 70, "#0d47a1", "Η Φωνή των Καλαμοχώρων", 24),
            "/eikones/diaf/468-souvlaki.svg": svg(468, 60, "#e65100", "Ψητοπωλείο Ο Μπάμπης", 18),
            "/eikones/diaf/300-ktimatiki.svg": svg(300, 250, "#2e7d32", "Μεσιτικό Γραφείο", 22),
            "/eikones/2014/05/grammi-12.svg": svg(600, 320, "#90a4ae", "Γραμμή 12", 30),
        },
    )


# --------------------------------------------------------------------------- hu: a student paper, 2013, nested lists


def hu_kolesz() -> Case:
    cs = talk("""
Bence_K || 2 napja || A szobák tényleg szépek lettek, de a harmadik emeleten reggel hétkor még mindig csak hideg víz folyik.
> Réka T. || 2 napja || Nálunk a negyediken ugyanez. Szóltunk a gondnoknak, azt mondta, a jövő héten jön a szerelő.
>> Bence_K || tegnap 21:40 || A szerelő ma itt volt, de csak megnézte a bojlert és elment. Szerintem írjunk közösen a HÖK-nek.
egy elsőéves || tegnap 22:15 || Mikor lesz végre wifi a szobákban? Beadandót csak a könyvtárban tudok írni, az meg este tízkor zár.
> Kolibizottság – Szilvi || 5 órája || A rendszergazda szerint november 15-ig minden szinten működni fog a hálózat, addig a földszinti tanulóban van jel.
Dávid a B épületből || 4 órája || A mosókonyhát miért nem újították fel? Két gép jut kétszáz emberre, vasárnap este sorban állunk.
Nóri || 3 órája || Nekem nagyon tetszik az új közös konyha, végre lehet rendesen főzni. Csak a hűtőből tűnnek el a dolgok...
> Marci99 || 25 perce || Írd rá a nevedet a dobozra, nálunk a második emeleten ez bevált. :)
""")

    def item(i: int, c: C, kids: str) -> str:
        return (
            f'<li id="hsz-{2291 + i}">\n<div class="hsz">\n'
            f'<div class="hsz-fej"><span class="hsz-nev">{esc(c.who)}</span> &middot; <span class="hsz-ido">{esc(c.at)}</span></div>\n'
            f'<div class="hsz-szoveg">{paras(c.raw)}</div>\n'
            f'<div class="hsz-lab"><a href="?valasz={2291 + i}#uj">Válasz</a></div>\n</div>\n{kids}</li>'
        )

    thread = tree(cs, item, lambda k: f'<ul class="valaszok">\n{k}\n</ul>\n')
    cimkek = " ".join(
        f'<a href="/cimke/{k}" class="c{s}">{esc(t)}</a>'
        for k, t, s in (
            ("kollegium", "kollégium", 5),
            ("hok", "HÖK", 4),
            ("menza", "menza", 3),
            ("vizsga", "vizsgaidőszak", 2),
            ("buli", "buli", 3),
            ("osztondij", "ösztöndíj", 4),
            ("sport", "egyetemi sport", 1),
            ("konyvtar", "könyvtár", 2),
        )
    )
    body = f"""<body>
<div class="lap">
<div class="fejlec"><a href="/" class="logo">Campus Hírnök</a><span class="al">A Kővágóvári Főiskola hallgatói lapja &middot; alapítva 1991</span>
<form class="belep" action="/belepes" method="post"><input type="text" name="nev" placeholder="felhasználónév"> <input type="password" name="jelszo" placeholder="jelszó"> <input type="submit" value="Belépés"> <a href="/regisztracio">Regisztráció</a></form></div>
<ul class="menu">{nav([("/", "Címlap"), ("/hirek", "Hírek"), ("/kozelet", "Közélet"), ("/kultura", "Kultúra"), ("/sport", "Sport"), ("/velemeny", "Vélemény"), ("/alberlet", "Albérlet"), ("/rolunk", "Rólunk")])}</ul>
<div class="friss"><b>Friss:</b> 14:20 Elmarad a csütörtöki Gólyabál-főpróba &middot; 11:05 Megjelent a tavaszi ösztöndíjpályázat &middot; 09:30 Hétfőtől új nyitvatartás a menzán</div>
<div class="tartalom">
<div class="cikk">
<p class="rovat">Hírek &middot; Kollégium</p>
<h1>Átadták a felújított Hársfa kollégiumot &ndash; a wifi még várat magára</h1>
<p class="meta">2013. november 4., hétfő, 10:12 &middot; Írta: Szabó Anna &middot; Fotó: Kiss Levente</p>
<div class="megoszt">Tetszik 212 &middot; Megosztás 18 &middot; <a href="#hozzaszolasok">8 hozzászólás</a></div>
<p class="lead">Tizennégy hónap után újra birtokba vehették a hallgatók a Hársfa kollégium A és B épületét. Új szobák, közös konyha és tanuló van, internet egyelőre csak a földszinten.</p>
<p><img src="/kepek/2013/11/harsfa-kolesz.svg" width="580" height="300" alt=""></p>
<p>A 240 férőhelyes kollégium felújítása 610 millió forintba került. Kicserélték a nyílászárókat, a fűtési rendszert és a vezetékeket, minden szintre közös konyha került.</p>
<p>A mosókonyha és a számítógépterem felújítása a második ütemre maradt. A hálózat kiépítése a gondnokság szerint novemberben fejeződik be.</p>
<p>&bdquo;Végre olyan helyen lakhatnak a diákok, amire büszkék lehetünk&rdquo; &ndash; mondta az átadón Horváth Gábor gazdasági igazgató.</p>
<div class="kapcsolodo"><h4>Kapcsolódó cikkek</h4><ul>
<li><a href="/hirek/2013/09/02/kolesz-koltozes">Költözés: hová kerülnek a Hársfa lakói?</a> <span>2013. 09. 02.</span></li>
<li><a href="/hirek/2012/09/10/kolesz-felujitas">Indul a Hársfa kollégium felújítása</a> <span>2012. 09. 10.</span></li>
</ul></div>
</div>
<div id="hozzaszolasok" class="hozzaszolasok">
<h3>Hozzászólások (8)</h3>
<ul class="hsz-lista">
{thread}
</ul>
<div id="uj" class="uj-hsz"><h4>Szólj hozzá!</h4><p>Hozzászóláshoz <a href="/belepes">jelentkezz be</a> a hallgatói azonosítóddal.</p></div>
</div>
</div>
<div class="oldalsav">
<div class="doboz"><h4>Legolvasottabb</h4><ol>{nav([("/hirek/2013/11/04/harsfa-kolesz", "Átadták a felújított Hársfa kollégiumot"), ("/kozelet/2013/11/01/hok-valasztas", "HÖK-választás: ők indulnak"), ("/kultura/2013/10/30/golyabal", "Gólyabál: jegyek csütörtöktől")])}</ol></div>
<div class="doboz"><h4>Legtöbbet kommentelt</h4><ol><li><a href="/kozelet/2013/11/01/hok-valasztas">HÖK-választás: ők indulnak</a> (23)</li><li><a href="/hirek/2013/11/04/harsfa-kolesz">Átadták a felújított Hársfa kollégiumot</a> (8)</li></ol></div>
<div class="doboz szavazas"><h4>Szavazás</h4><p>Mennyit fizetnél havonta a kollégiumért?</p><p>15 ezer alatt: 52%<br>15&ndash;20 ezer: 39%<br>Többet is: 9%</p><p class="kicsi">412 szavazat</p></div>
<div class="doboz"><h4>Címkék</h4><p class="cimkek">{cimkek}</p></div>
<div class="doboz"><img src="/kepek/hirdetes/pizza-250.svg" width="250" height="250" alt="Hirdetés"></div>
</div>
<div class="lablec"><p>{nav([("/impresszum", "Impresszum"), ("/szerkesztoseg", "Szerkesztőség"), ("/hirdetes", "Hirdetés"), ("/rss", "RSS")], " &middot; ")}</p><p>Campus Hírnök &ndash; a Kővágóvári Főiskola Hallgatói Önkormányzatának lapja. Szerkesztőség: K épület, 112-es szoba. &copy; 2013 Minden jog fenntartva.</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#f1ede4;font:13px/1.5 Verdana,sans-serif;color:#222}.lap{width:960px;margin:0 auto;background:#fff;overflow:hidden}.fejlec{background:#6a1b9a;color:#fff;padding:12px;overflow:hidden}.logo{font:bold 30px Georgia,serif;color:#fff;text-decoration:none}.al{margin-left:12px;font-size:11px;color:#e1bee7}.belep{float:right;font-size:11px}.belep a{color:#fff}
.menu{list-style:none;margin:0;padding:6px 12px;background:#8e24aa}.menu li{display:inline;margin-right:12px}.menu a{color:#fff;font-weight:bold}.friss{background:#fff3e0;font-size:11px;padding:4px 12px}.tartalom{float:left;width:620px;padding:12px}.oldalsav{float:right;width:280px;padding:12px}
.rovat{color:#8e24aa;font-size:11px;font-weight:bold}h1{font:bold 24px Georgia,serif;margin:4px 0}.meta,.kicsi{font-size:11px;color:#888}.megoszt{background:#f5eef8;font-size:11px;padding:4px}.lead{font-weight:bold}
.kapcsolodo h4,.hozzaszolasok h3,.doboz h4,.uj-hsz h4{border-bottom:2px solid #8e24aa;margin:14px 0 6px}.hsz-lista,.valaszok{list-style:none;padding:0}.valaszok{margin-left:28px}.hsz{border:1px solid #eee;padding:6px;margin:6px 0}.hsz-nev{font-weight:bold;color:#6a1b9a}.hsz-ido{font-size:11px;color:#999}.hsz-szoveg p{margin:3px 0}.hsz-lab{font-size:11px;text-align:right}
.uj-hsz{background:#f5eef8;padding:6px}.doboz{margin-bottom:14px}.cimkek a{margin-right:5px}.c5{font-size:18px}.c4{font-size:16px}.c3{font-size:14px}.c2{font-size:12px}.c1{font-size:11px}.lablec{clear:both;background:#6a1b9a;color:#e1bee7;font-size:11px;padding:10px}.lablec a{color:#fff}
</style>"""
    return make(
        "fs-hu-student-kolesz",
        "discussion",
        doc("html5", title="Átadták a felújított Hársfa kollégiumot – Campus Hírnök", lang="hu", head=css)
        + body,
        cs,
        path="/hirek/2013/11/04/harsfa-kolesz",
        container="div#hozzaszolasok after h3 'Hozzászólások (8)': ul.hsz-lista of li, each div.hsz (div.hsz-fej span.hsz-nev NAME · span.hsz-ido '2 napja', div.hsz-szoveg p TEXT, div.hsz-lab 'Válasz') then its answers in ul.valaszok inside the li, two levels deep; a log-in notice 'Szólj hozzá!' below",
        heading="Hozzászólások (8)",
        description="A Hungarian college students' paper of 2013 (invented): a renovated hall of residence opens without wifi; 8 comments over three days, relative times '2 napja', 'tegnap 21:40', '5 órája', '25 perce', four of them answers in nested lists two levels deep (one by the students' residence committee); a ticker with times, share counts, related articles with dates, most read, most commented with counts, a poll with a vote count, a tag cloud, an ad, a log-in form and a footer.",
        language="hu",
        files={
            "/kepek/2013/11/harsfa-kolesz.svg": svg(580, 300, "#9c7c5c", "Hársfa kollégium", 28),
            "/kepek/hirdetes/pizza-250.svg": svg(250, 250, "#c62828", "Pizza Kővágó: 20% kedvezmény", 16),
        },
    )

"""Blind set DL: a Russian city portal of 2012 (13 comments in a tree, registered readers and guests with masked IPs,
plus and minus ratings, a removed entry), a Ukrainian city news site of 2013 (9 comments in a flat list, four
answers quoting their parent), a Czech town weekly of 2012 ("Názory čtenářů": 11 entries nested three deep, a removed
entry, never "comment" in its markup) and a Hungarian county portal of 2013 (15 numbered entries in a flat list, the
answers naming their parent by "Előzmény: #n"). Every class name, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dl_common import (
    C,
    Case,
    doc,
    esc,
    kids,
    make,
    paras,
    ranked,
    share,
    slug,
    talk,
)

# --------------------------------------------------------------------------- Russian: a city portal's own CMS

RU_CSS = (
    "body{margin:0;background:#e9edf1;font:13px/1.45 Tahoma,Verdana,sans-serif;color:#222}#wrap{width:1000px;margin:0 auto;background:#fff}"
    "#top{background:#1e4f7a;color:#cfe0ef;padding:4px 12px;font-size:11px}#top a{color:#fff;margin-right:10px}"
    "#logo{padding:14px 12px;font:bold 30px Arial;color:#1e4f7a}#logo small{display:block;font:12px Tahoma;color:#777}"
    "#menu{background:#2f6ea5;padding:0 8px}#menu a{display:inline-block;color:#fff;padding:7px 10px;text-decoration:none;font-weight:bold}"
    "#cols{overflow:hidden;padding:12px}#main{float:left;width:680px}#right{float:right;width:280px}"
    ".news-date{color:#888;font-size:11px}.news-text p{margin:0 0 10px}.block{border:1px solid #d5dde5;margin-bottom:12px}.block h4{margin:0;background:#eef3f8;padding:5px 8px}"
    ".block ul,.block ol{margin:6px 0;padding-left:22px}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eef;padding:0 4px}"
    ".comment-item{border-top:1px dotted #bbb;padding:6px 0}.comment-children{margin-left:30px}.c-head{font-size:11px;color:#777}.c-head a.user{font-weight:bold;color:#1e4f7a}"
    ".c-head .guest{font-weight:bold;color:#666}.c-rate{float:right}.c-rate .plus{color:green}.c-rate .minus{color:#c00}.c-del{color:#999;font-style:italic}"
    "#bottom{background:#1e4f7a;color:#b8cde0;padding:14px;font-size:11px;clear:both}"
)


def _ru_tree(cs: list[C], rates: list[str], removed_after: int) -> str:
    k = kids(cs)

    def item(i: int, level: int) -> str:
        c = cs[i]
        cid = 88120 + 3 * i
        if c.member:
            who = f'<a class="user" href="/users/{slug(c.who) or cid}/">{esc(c.who)}</a>'
        else:
            ip = ("95.31", "178.49", "95.31", "46.72", "188.16")[i % 5]
            who = f'<span class="guest">{esc(c.who)}</span> <span class="ip">(гость, {ip}.xx.xx)</span>'
        plus, minus = rates[i].split("/")
        sub = ""
        if i in k:
            sub = '<div class="comment-children">' + "".join(item(j, level + 1) for j in k[i]) + "</div>"
        return (
            f'<div class="comment-item level-{level}" id="comment{cid}"><div class="c-head">{who} &nbsp; {esc(c.at)} '
            f'<a href="#comment{cid}" class="c-link">#</a><span class="c-rate"><a href="#" class="plus" title="Согласен">+{plus}</a> '
            f'<a href="#" class="minus" title="Не согласен">&minus;{minus}</a></span></div>'
            f'<div class="c-text">{paras(c.body, br=True)}</div>'
            f'<div class="c-act"><a href="#" class="c-reply" rel="{cid}">Ответить</a> &middot; <a href="#" class="c-abuse">Пожаловаться</a></div>{sub}</div>'
        )

    out = []
    for i in k[None]:
        out.append(item(i, 0))
        if i == removed_after:
            out.append(
                '<div class="comment-item level-0 deleted"><div class="c-del">Комментарий удалён модератором за нарушение правил сайта.</div></div>'
            )
    return '<div class="comments-list">' + "".join(out) + "</div>"


def ru_zarechensk() -> Case:
    cs = talk("""
*Степаныч @ 14 марта 2012, 09:12 :: Наконец-то. Рельсы на Советской уже лет десять как волны, в трамвае трясёт так, что зубы стучат.
>Марина К. @ 14 марта 2012, 09:40 :: А как теперь добираться до Заводского района? Автобусы и так битком, в 7:20 на остановке у почты вообще не влезть.
>>*tramvaishik @ 14 марта 2012, 10:05 :: В статье же написано - пустят 12-й автобус по трамвайному кругу, интервал 8 минут. Другое дело, что обещать не значит жениться)
>>Марина К. @ 14 марта 2012, 10:31 :: Интервал 8 минут я видела только в расписании, на деле 25.
*Alex_Z @ 14 марта 2012, 11:47 :: 240 миллионов на три километра путей. Интересно, кто подрядчик? Не та ли фирма, что в прошлом году "ремонтировала" мост через Сосновку?
>*Степаныч @ 14 марта 2012, 12:02 :: Конкурс был на сайте госзакупок, можно посмотреть. Выиграл ООО "Дорстройресурс", мост делали другие.
>Аноним @ 14 марта 2012, 12:15 :: да все они одни и те же, только вывески меняют
Валентина Петровна @ 14 марта 2012, 13:30 :: Я живу на Советской 41, прямо у путей. Ночью будут работать или нет? В прошлый раз асфальт клали до трёх ночи, никто не спал. // И второй вопрос: как скорая будет подъезжать, если улицу перекопают?
>*tramvaishik @ 14 марта 2012, 14:02 :: Валентина Петровна, на прошлой неделе в администрации говорили, что ночных работ не будет, только с 7 до 22. Но лучше позвоните на горячую линию, телефон в конце статьи.
*Dmitriy_Orlov @ 14 марта 2012, 18:20 :: Надо было вообще трамвай убрать и сделать нормальную дорогу. Трамвай в городе на 200 тысяч это прошлый век.
>*Alex_Z @ 14 марта 2012, 18:44 :: Ага, и ещё 40 автобусов купить и водителей где-то найти. В Европе трамваи наоборот возвращают. Вы сами на чём ездите?
>>*Dmitriy_Orlov @ 14 марта 2012, 19:02 :: На машине езжу и в пробке стою из-за этих трамваев)
Оля @ 15 марта 2012, 07:55 :: Кто-нибудь знает, 5-й трамвай до вокзала тоже закроют или только 3-й?
""")
    rates = ["14/2", "3/0", "5/1", "9/0", "21/3", "4/6", "2/11", "17/0", "8/0", "3/19", "15/2", "1/9", "2/0"]
    article = (
        '<div class="news-date">14 марта 2012, 08:30 &nbsp;|&nbsp; Город &nbsp;|&nbsp; Просмотров: 4 812</div>'
        "<h1>Трамвайную линию на Советской закроют на всё лето</h1>"
        '<div class="news-text">'
        "<p><b>С 1 мая по 31 августа трамваи №3 и №5 не будут ходить по улице Советской: там начинается капитальный ремонт путей стоимостью 240 млн рублей.</b></p>"
        "<p>Как сообщили в управлении транспорта администрации Зареченска, за четыре месяца подрядчик должен заменить 3,2 км путей от площади Победы до трамвайного круга у завода &laquo;Металлист&raquo;, а также контактную сеть и два перекрёстка.</p>"
        "<p>На время ремонта трамвай №3 будет ходить только от вокзала до площади Победы. Вместо него по Советской пустят автобус №12 с интервалом 8 минут в часы пик. Маршрут трамвая №5 пока обсуждается.</p>"
        "<p>&laquo;Пути не ремонтировались с 1987 года. Скорость на отдельных участках ограничена до 10 км/ч&raquo;, &mdash; пояснил начальник управления Игорь Лаптев.</p>"
        "<p>Вопросы о ремонте можно задать по телефону горячей линии 8 (4852) 55-01-17 в рабочие дни с 9 до 18.</p></div>"
        '<div class="news-author">Автор: <a href="/authors/kuznecova/">Елена Кузнецова</a>, фото: Сергей Мальцев</div>'
        + share({"ВКонтакте": "56", "Одноклассники": "31", "Facebook": "12", "Twitter": "7", "Мой Мир": "4"})
        + '<div class="block"><h4>Читайте также</h4>'
        + ranked(
            """Автобус №12 получит 15 новых машин | 3
Мост через Сосновку откроют к 1 сентября | 41
Проезд в трамвае подорожает до 17 рублей | 88""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="comments"><h3>Комментарии (13)</h3>'
        + _ru_tree(cs, rates, 4)
        + '<div class="comment-form"><h4>Добавить комментарий</h4><form action="/comments/add/" method="post">'
        '<p>Ваше имя: <input type="text" name="name" /> <a href="/login/">Войти</a> | <a href="/register/">Регистрация</a></p>'
        '<p><textarea name="comment_text" rows="6" cols="60"></textarea></p><p>Код с картинки: <img src="/_avatar/captcha.php" alt="" width="80" height="24" /> <input type="text" name="captcha" size="6" /></p>'
        '<p><input type="submit" value="Отправить" /></p><p class="rules">Комментарии, содержащие оскорбления, удаляются. <a href="/rules/">Правила</a></p></form></div></div>'
    )
    right = (
        '<div class="block"><h4>Погода в Зареченске</h4><p style="padding:0 8px">Сегодня: &minus;3&hellip;+2 &deg;C, мокрый снег<br />Завтра: &minus;5&hellip;0 &deg;C</p></div>'
        '<div class="block"><h4>Курсы ЦБ на 14.03</h4><p style="padding:0 8px">USD 29,27 &uarr;<br />EUR 38,36 &darr;</p></div>'
        '<div class="block"><h4>Самое читаемое</h4>'
        + ranked(
            """Проезд в трамвае подорожает до 17 рублей | 9 401
В Заводском районе открылся новый ТЦ | 7 233
Трамвайную линию на Советской закроют на всё лето | 4 812
На Лесной горела баня, пострадавших нет | 3 990
«Металлист» сократит 300 рабочих | 3 507""",
        )
        + "</div>"
        '<div class="block"><h4>Обсуждаемое</h4>'
        + ranked(
            """Проезд в трамвае подорожает до 17 рублей | 88
«Металлист» сократит 300 рабочих | 64
Мост через Сосновку откроют к 1 сентября | 41""",
        )
        + "</div>"
        '<div class="block"><h4>Опрос</h4><p style="padding:0 8px">Как вы добираетесь на работу?<br />Трамвай &mdash; 31%<br />Автобус/маршрутка &mdash; 44%<br />Машина &mdash; 19%<br />Пешком &mdash; 6%<br />Всего голосов: 1 207</p></div>'
        '<div class="block"><img src="/_avatar/banners/okna-240x400.gif" width="240" height="400" alt="Пластиковые окна" /></div>'
    )
    body = (
        '<div id="wrap"><div id="top"><a href="/">Главная</a><a href="/rss/">RSS</a><a href="/login/">Вход</a><a href="/register/">Регистрация</a> Зареченск, среда, 14 марта 2012</div>'
        '<div id="logo">ЗАРЕЧЕНСК.ИНФО<small>Городской информационный портал</small></div>'
        '<div id="menu"><a href="/news/">Новости</a><a href="/afisha/">Афиша</a><a href="/forum/">Форум</a><a href="/board/">Объявления</a><a href="/photo/">Фото</a><a href="/spravka/">Справочная</a><a href="/job/">Работа</a></div>'
        f'<div id="cols"><div id="main"><div class="crumbs"><a href="/">Главная</a> &raquo; <a href="/news/">Новости</a> &raquo; <a href="/news/city/">Город</a></div>{article}{after}</div>'
        f'<div id="right">{right}</div></div>'
        '<div id="bottom">&copy; 2006&ndash;2012 Зареченск.инфо. При использовании материалов ссылка обязательна. 16+ &nbsp; Реклама на сайте: reklama@zarechensk-info.example.ru<br />'
        '<img src="/_avatar/counter/li.gif" width="88" height="31" alt="" /> <img src="/_avatar/counter/top100.gif" width="88" height="31" alt="" /></div></div>'
    )
    html = doc("Трамвайную линию на Советской закроют на всё лето", "Зареченск.инфо", RU_CSS, body, "ru")
    return make(
        "dl-ru-zarechensk",
        "discussion",
        "ru",
        html,
        cs,
        path="/news/city/2012/03/14/tram-sovetskaya.html",
        container="div.comments-list",
        heading="Комментарии (13)",
        description="A Russian city portal of 2012: 13 comments in a tree three deep, registered readers linked and guests marked '(гость, IP)', plus and minus ratings, a removed entry among the top-level ones.",
    )


# --------------------------------------------------------------------------- Ukrainian: a city news site, quoted answers

UK_CSS = (
    "body{margin:0;background:#f5f1e6;font:14px/1.5 Arial,sans-serif;color:#2a2a2a}#container{width:960px;margin:0 auto;background:#fff;border:1px solid #ddd}"
    "#header{background:#0b5394;padding:16px;color:#fff}#header .logo{font:bold 28px Georgia;color:#ffd966}#header .date{float:right;font-size:12px}"
    "#nav{background:#ffd966;padding:6px 12px}#nav a{color:#0b5394;font-weight:bold;margin-right:14px;text-decoration:none}"
    "#content{float:left;width:640px;padding:16px}#sidebar{float:right;width:260px;padding:16px 12px}.widget{margin-bottom:16px}.widget h3{border-bottom:2px solid #0b5394;font-size:14px}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:12px}.cnt{background:#f0f0f0;padding:0 4px}"
    ".comment{border-bottom:1px solid #eee;padding:8px 0}.comment .meta{font-size:12px;color:#888}.comment .meta b{color:#0b5394}.comment .quote{background:#f7f7f7;border-left:3px solid #ccc;padding:4px 8px;margin:6px 0;font-size:12px;color:#666}"
    ".comment .quote blockquote{margin:2px 0}.comment .votes{font-size:12px}.comment .votes .up{color:green}.comment .votes .down{color:#b00}"
    "#footer{clear:both;background:#333;color:#aaa;padding:14px;font-size:12px}"
)


def uk_pidhirne() -> Case:
    cs = talk("""
Тарас @ 11 квітня 2013, 10:14 :: Платне паркування в центрі - правильно. Зараз машини стоять на тротуарах, з коляскою не пройти.
водій_з_Левади @ 11 квітня 2013, 10:52 :: А де тоді паркуватися тим, хто працює в центрі? Перехоплюючих паркінгів немає жодного, автобуси ходять як хочуть.
^0 Оксана Мельник @ 11 квітня 2013, 11:20 :: Згодна на всі сто. Вчора на Ринковій машина стояла прямо на пішохідному переході, діти обходили її по дорозі.
^1 Ігор @ 11 квітня 2013, 12:05 :: Так тому й вводять, щоб ви не їхали в центр на машині. Пересідайте на маршрутку.
^3 водій_з_Левади @ 11 квітня 2013, 12:31 :: Ігоре, ви пробували о восьмій ранку сісти в маршрутку на Леваді? Вони проїжджають повз зупинку повні.
пан Степан @ 11 квітня 2013, 14:47 :: 10 гривень за годину це забагато. Хто ці тарифи рахував? Пенсіонер до поліклініки на машині вже не доїде.
Natalka @ 11 квітня 2013, 16:02 :: а гроші куди підуть? в міський бюджет чи знову якійсь приватній фірмі "на обслуговування"? // Поки не буде прозорого договору, я проти.
^5 Ігор @ 11 квітня 2013, 17:15 :: Біля поліклініки паркування залишається безкоштовним, читайте уважно, там є список вулиць.
Гість @ 12 квітня 2013, 08:03 :: Спершу дороги зробіть, а потім гроші за стоянку беріть
""")
    votes = ["12/3", "7/5", "9/0", "4/6", "10/1", "6/2", "15/0", "3/1", "11/2"]

    def quote_of(i: int) -> str:
        words = cs[i].body.split()
        return " ".join(words[:9]) + "…"

    items = []
    for i, c in enumerate(cs):
        up, down = votes[i].split("/")
        q = ""
        if c.parent is not None:
            p = cs[c.parent]
            q = f'<div class="quote"><b>Цитата: {esc(p.who)}</b><blockquote>{esc(quote_of(c.parent))}</blockquote></div>'
        cid = 30411 + i
        items.append(
            f'<div class="comment" id="comment-{cid}"><div class="meta"><b>{esc(c.who)}</b> | {esc(c.at)} '
            f'<span class="votes"><a href="#" class="up">+{up}</a> / <a href="#" class="down">-{down}</a></span></div>'
            f'{q}<div class="comment-text">{paras(c.body)}</div>'
            f'<div class="links"><a href="#add-comment" class="reply">Відповісти</a> | <a href="#add-comment" class="quote-link">Цитувати</a></div></div>'
        )
    article = (
        '<div class="breadcrumbs"><a href="/">Головна</a> / <a href="/news/">Новини</a> / <a href="/news/misto/">Місто</a></div>'
        "<h1>З травня в центрі Підгірного паркування стане платним</h1>"
        '<div class="article-info">11 квітня 2013, 09:05 | Автор: <a href="/author/h-kovalchuk/">Галина Ковальчук</a> | Переглядів: 2 147</div>'
        '<div class="article-body">'
        "<p><strong>Виконком міської ради затвердив перелік 14 вулиць у середмісті, на яких з 1 травня стягуватимуть плату за паркування.</strong></p>"
        "<p>Година стоянки коштуватиме 10 гривень, для мешканців цих вулиць передбачено абонемент за 150 гривень на місяць. Оплатити можна буде у паркувальника або через SMS.</p>"
        "<p>За словами заступника міського голови Романа Гнатюка, обслуговувати майданчики буде комунальне підприємство &laquo;Міськпаркінг&raquo;, яке створять до кінця квітня. Біля поліклініки та ринку паркування залишиться безкоштовним.</p>"
        "<p>Депутатка Світлана Дзюба, яка голосувала проти, вважає, що спершу треба облаштувати перехоплюючі паркінги на в'їздах до міста.</p></div>"
        + share({"Facebook": "43", "ВКонтакте": "27", "Twitter": "6", "Google+": "2"})
        + '<div class="related"><h3>Схожі новини</h3>'
        + ranked(
            """На Ринковій площі замінять бруківку | 11
Маршрутки подорожчають до 3 гривень? | 52
На Леваді відкрили нову зупинку""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="comments"><h3>Коментарі (9)</h3>'
        '<div class="comments-list">'
        + "".join(items)
        + "</div>"
        + '<div id="add-comment"><h3>Додати коментар</h3><form method="post" action="/comment/add/"><p>Ім\'я: <input type="text" name="name" /></p>'
        '<p><textarea name="comment" rows="5" cols="55"></textarea></p><p><input type="submit" value="Надіслати" /></p>'
        '<p class="note">Редакція не несе відповідальності за зміст коментарів.</p></form></div></div>'
    )
    sidebar = (
        '<div class="widget"><h3>Найпопулярніше</h3>'
        + ranked(
            """Маршрутки подорожчають до 3 гривень? | 6 310
З травня в центрі Підгірного паркування стане платним | 2 147
У парку Франка висадять 200 лип | 1 904
Підгірненські футболісти вийшли до другої ліги | 1 655""",
        )
        + "</div>"
        '<div class="widget"><h3>Погода</h3><p>Підгірне: +9&hellip;+14 &deg;C, хмарно</p></div>'
        '<div class="widget"><h3>Курси валют</h3><p>USD 8,14 / 8,17<br />EUR 10,62 / 10,71</p></div>'
        '<div class="widget"><h3>Опитування</h3><p>Чи підтримуєте ви платне паркування в центрі?<br />Так &mdash; 38%<br />Ні &mdash; 54%<br />Не знаю &mdash; 8%<br />Проголосувало: 611</p></div>'
        '<div class="widget"><h3>Ми у ВКонтакте</h3><p>Підгірне сьогодні<br />3 418 учасників</p></div>'
    )
    body = (
        '<div id="container"><div id="header"><span class="date">четвер, 11 квітня 2013</span><span class="logo">Підгірне сьогодні</span><br />новини міста та району</div>'
        '<div id="nav"><a href="/news/">Новини</a><a href="/polityka/">Політика</a><a href="/ekonomika/">Економіка</a><a href="/sport/">Спорт</a><a href="/kultura/">Культура</a><a href="/foto/">Фоторепортаж</a><a href="/ogoloshennya/">Оголошення</a></div>'
        f'<div id="content">{article}{after}</div><div id="sidebar">{sidebar}</div>'
        '<div id="footer">&copy; 2009&ndash;2013 &laquo;Підгірне сьогодні&raquo;. Усі права захищені. Використання матеріалів дозволяється за умови гіперпосилання. <a href="/contacts/">Контакти</a> | <a href="/reklama/">Реклама</a></div></div>'
    )
    html = doc(
        "З травня в центрі Підгірного паркування стане платним", "Підгірне сьогодні", UK_CSS, body, "uk"
    )
    return make(
        "dl-uk-pidhirne",
        "discussion",
        "uk",
        html,
        cs,
        path="/news/misto/2013/04/11/platne-parkuvannya.html",
        container="div.comments-list",
        heading="Коментарі (9)",
        description="A Ukrainian city news site of 2013: 9 comments in a flat list, four answers quoting their parent ('Цитата: NAME' and its first words), plus and minus votes, a guest 'Гість'.",
    )


# --------------------------------------------------------------------------- Czech: a town weekly, "Názory čtenářů"

CS_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Verdana,Geneva,sans-serif;color:#333}#obal{width:990px;margin:0 auto}"
    "#hlavicka{border-bottom:4px solid #b71c1c;padding:12px 0;overflow:hidden}#hlavicka .logo{font:bold 34px Georgia;color:#b71c1c;float:left}#hlavicka .dnes{float:right;font-size:11px;color:#777;text-align:right}"
    "#menu{background:#424242;padding:0;margin:0;list-style:none;overflow:hidden}#menu li{float:left}#menu a{display:block;padding:8px 12px;color:#fff;text-decoration:none}"
    "#levy{float:left;width:650px;padding:14px 0}#pravy{float:right;width:300px;padding:14px 0}.clanek h1{font:bold 26px Georgia;margin:6px 0}.perex{font-weight:bold}"
    ".box{background:#f4f4f4;margin-bottom:12px;padding:8px 10px}.box h3{margin:0 0 6px;color:#b71c1c;font-size:13px;text-transform:uppercase}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eee;padding:0 4px}"
    "#nazory .nazor{border-top:1px solid #ddd;padding:6px 0 6px 0}#nazory .odpovedi{margin-left:28px}#nazory .hlava{font-size:11px;color:#666}#nazory .hlava .jmeno{font-weight:bold;color:#222}"
    "#nazory .hodnoceni{float:right;font-size:11px}#nazory .smazano{color:#999;font-style:italic}#pata{clear:both;border-top:4px solid #b71c1c;padding:12px 0;font-size:11px;color:#777}"
)


def cs_zdarec() -> Case:
    cs = talk("""
Jana Dvořáková @ 3. 6. 2012 9:14 :: Celé léto bez koupaliště? To jako mají děti o prázdninách sedět doma u počítače? To se nedalo začít v září?
>Petr Hruška @ 3. 6. 2012 9:31 :: V září by to do zimy nestihli, beton se v mrazu lít nesmí. Psali to už minulý týden ve zpravodaji.
>>Jana Dvořáková @ 3. 6. 2012 9:50 :: Tak ať začnou v dubnu. O tom, že se to musí opravit, se ví tři roky.
>Karel_Ž @ 3. 6. 2012 10:12 :: Můžete s dětmi jezdit do Bystřan, je to 20 minut autem a mají tam tobogán.
>>Lenka M. @ 3. 6. 2012 11:02 :: 20 minut autem, když nějaké auto máte. Autobus tam v neděli jede dvakrát denně.
Miroslav Beneš @ 3. 6. 2012 12:40 :: 38 milionů za koupaliště, to je víc, než stál celý zimní stadion. Chtěl bych vidět rozpočet, položku po položce.
>Petr Hruška @ 3. 6. 2012 13:05 :: Rozpočet je na webu města u usnesení rady č. 112/2012, přílohy jsou veřejné. Z těch 38 milionů je 26 dotace.
vodník @ 3. 6. 2012 16:48 :: Hlavně ať nechají ten starý skokanský můstek, to je jediná věc, kterou si z dětství pamatuju.
>Ivana Kostková @ 3. 6. 2012 17:30 :: Můstek podle projektu bohužel půjde pryč, nesplňuje normy. Ale bude nová skluzavka a brouzdaliště pro malé.
>>vodník @ 3. 6. 2012 18:01 :: škoda :(
Tomáš @ 4. 6. 2012 7:22 :: Dá se někde zjistit, jestli bude aspoň krytý bazén na ZŠ Palackého otevřený i v létě? Bylo by fér dát lidem nějakou náhradu.
""")
    votes = ["5/9", "12/1", "3/4", "2/2", "8/0", "15/1", "10/0", "11/0", "4/0", "6/0", "7/0"]
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        plus, minus = votes[i].split("/")
        sub = ""
        if i in k:
            sub = '<div class="odpovedi">' + "".join(item(j) for j in k[i]) + "</div>"
        pid = 560021 + 2 * i
        return (
            f'<div class="nazor" id="n{pid}"><div class="hlava"><img src="/_avatar/img/uzivatel.gif" width="12" height="12" alt="" /> '
            f'<a class="jmeno" href="/uzivatel/{slug(c.who)}/">{esc(c.who)}</a> | {esc(c.at)}'
            f'<span class="hodnoceni"><a href="#" class="plus">+{plus}</a> / <a href="#" class="minus">&minus;{minus}</a></span></div>'
            f'<div class="text">{paras(c.body)}</div><div class="akce"><a href="/diskuse/odpovedet/{pid}/">Odpovědět</a> | <a href="/diskuse/nahlasit/{pid}/">Nahlásit</a></div>{sub}</div>'
        )

    entries = []
    for i in k[None]:
        entries.append(item(i))
        if i == 5:
            entries.append(
                '<div class="nazor smazano">Příspěvek byl odstraněn administrátorem pro porušení pravidel diskuse.</div>'
            )
    article = (
        '<div class="clanek"><div class="rubrika"><a href="/zpravy/">Zprávy</a> &gt; <a href="/zpravy/mesto/">Město</a></div>'
        "<h1>Koupaliště bude celé léto zavřené, čeká ho oprava za 38 milionů</h1>"
        '<div class="datum">3. června 2012, 06:00 &nbsp; <span class="autor">Zdeněk Pokorný</span></div>'
        '<p class="perex">Letní koupaliště v Žďárci letos neotevře. Město v pondělí předá staveniště firmě, která do listopadu vymění bazénovou vanu, technologii i šatny.</p>'
        '<img src="/_avatar/foto/2012/06/koupaliste.jpg" width="640" height="360" alt="Koupaliště v Žďárci" /><p class="popis">Bazén z roku 1971 už propouští vodu. Foto: Zdeněk Pokorný</p>'
        "<p>Podle místostarosty Jiřího Vlka ztrácí stará betonová vana denně až 40 kubíků vody. &bdquo;Další sezonu by nevydržela. Oprava se odkládala tři roky, teď na ni máme peníze,&ldquo; řekl.</p>"
        "<p>Celkové náklady dosáhnou 38 milionů korun, z toho 26 milionů pokryje dotace z regionálního operačního programu. Nový areál bude mít nerezový bazén, skluzavku, brouzdaliště a bezbariérové šatny.</p>"
        "<p>Stávající skokanský můstek podle projektu zůstat nemůže, protože hloubka vody pod ním neodpovídá dnešním normám.</p>"
        "<p>Znovu otevřít by se koupaliště mělo v červnu 2013.</p>"
        + share({"Facebook": "64", "Twitter": "3", "Linkuj": "11", "Tisk": ""})
        + '<div class="souvisejici"><h3>Související články</h3>'
        + ranked(
            """Rada schválila rozpočet na opravu koupaliště (15. 3. 2012)
Zimní stadion má novou střechu (2. 11. 2011)
Kde se koupat v okolí Žďárce: přehled (28. 6. 2011)""",
            tag="ul",
        )
        + "</div></div>"
    )
    after = (
        '<div id="nazory"><h2>Názory čtenářů (11)</h2><p class="info">Příspěvky vyjadřují názory čtenářů, ne redakce. Přispívat mohou jen registrovaní uživatelé.</p>'
        '<div class="vlakno">'
        + "".join(entries)
        + "</div>"
        + '<div class="pridat"><h3>Přidat názor</h3><form action="/diskuse/pridat/" method="post"><p><textarea name="text" rows="5" cols="60"></textarea></p>'
        '<p><input type="submit" value="Odeslat" /> <a href="/prihlaseni/">Přihlásit se</a> | <a href="/registrace/">Registrace</a></p></form></div></div>'
    )
    right = (
        '<div class="box"><h3>Nejčtenější</h3>'
        + ranked(
            """Koupaliště bude celé léto zavřené | 3 120
Na křižovatce u nádraží se srazila tři auta | 2 811
Hasiči slavili 130 let, přijelo 40 sborů | 1 974
Kino Svratka promítá i v létě | 902""",
            word="přečtení",
        )
        + "</div>"
        '<div class="box"><h3>Počasí</h3><p>Dnes 22 &deg;C, polojasno<br />Zítra 18 &deg;C, přeháňky</p></div>'
        '<div class="box"><h3>Kino Svratka</h3><p>Pá 8. 6. 19:30 &ndash; Muži v černém 3<br />So 9. 6. 17:00 &ndash; Doba ledová 4</p></div>'
        '<div class="box"><h3>Anketa</h3><p>Kam se letos budete chodit koupat?<br />Bystřany &ndash; 41 %<br />Rybník Pašík &ndash; 37 %<br />Nikam &ndash; 22 %<br />Hlasovalo 356 čtenářů</p></div>'
        '<div class="box"><h3>Inzerce</h3><p>Prodám garáž v ul. Nádražní, tel. 603 000 118<br />Hledám podnájem 2+1, Žďárec a okolí</p></div>'
    )
    body = (
        '<div id="obal"><div id="hlavicka"><div class="logo">Žďárecký týdeník</div><div class="dnes">neděle 3. června 2012<br />svátek má Kevin</div></div>'
        '<ul id="menu"><li><a href="/">Úvod</a></li><li><a href="/zpravy/">Zprávy</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultura/">Kultura</a></li>'
        '<li><a href="/fotogalerie/">Fotogalerie</a></li><li><a href="/inzerce/">Inzerce</a></li><li><a href="/kontakt/">Kontakt</a></li></ul>'
        f'<div id="levy">{article}{after}</div><div id="pravy">{right}</div>'
        '<div id="pata">&copy; 2012 Žďárecký týdeník, vydává Tiskárna Pokorný s.r.o. &middot; Redakce: Náměstí 12, Žďárec &middot; Kopírování obsahu bez souhlasu redakce je zakázáno.</div></div>'
    )
    html = doc(
        "Koupaliště bude celé léto zavřené, čeká ho oprava za 38 milionů",
        "Žďárecký týdeník",
        CS_CSS,
        body,
        "cs",
    )
    return make(
        "dl-cs-zdarec",
        "discussion",
        "cs",
        html,
        cs,
        path="/zpravy/mesto/koupaliste-bude-cele-leto-zavrene.html",
        container="div#nazory div.vlakno",
        heading="Názory čtenářů (11)",
        description="A Czech town weekly of 2012: 'Názory čtenářů (11)', 11 entries nested three deep in div.odpovedi, plus and minus votes, an entry removed by the administrator; never 'comment' in its markup.",
    )


# --------------------------------------------------------------------------- Hungarian: a county portal, numbered entries

HU_CSS = (
    "body{margin:0;background:#d9d9d9;font:12px/1.5 Arial,Helvetica,sans-serif;color:#222}#lap{width:984px;margin:0 auto;background:#fff}"
    "#fejlec{background:#2e7d32;color:#fff;padding:12px 14px;overflow:hidden}#fejlec .nev{font:bold 32px 'Trebuchet MS';float:left}#fejlec .datum{float:right;font-size:11px}"
    "#rovatok{background:#1b5e20;padding:6px 10px}#rovatok a{color:#fff;margin-right:12px;font-weight:bold;text-decoration:none}"
    "#tartalom{float:left;width:660px;padding:14px}#oldalsav{float:right;width:270px;padding:14px 10px}.doboz{border:1px solid #cfd8cf;margin-bottom:12px}.doboz h4{margin:0;padding:4px 8px;background:#e8f5e9}"
    ".doboz ol,.doboz ul{padding-left:22px}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px}.cnt{background:#eee;padding:0 4px}"
    ".comment{border:1px solid #e0e0e0;margin:8px 0;padding:6px 8px}.comment .fej{background:#f6f6f6;margin:-6px -8px 6px;padding:4px 8px;font-size:11px}.comment .sorszam{color:#2e7d32;font-weight:bold}"
    ".comment .nick{font-weight:bold}.comment .elozmeny{font-size:11px;color:#777}.comment .szavazat{float:right}#lablec{clear:both;background:#333;color:#bbb;padding:14px;font-size:11px}"
)


def hu_alsorede() -> Case:
    cs = talk("""
öreg_bakter @ 2013.05.08. 08:12 :: Először az iskola, aztán a bolt, most a posta. Mi marad itt? A kocsma meg a temető.
Szabóné Erzsi @ 2013.05.08. 08:47 :: Eddig a nyugdíjamat a postás hozta ki a házhoz. Most azt írják, hogy a mozgóposta kéthetente jön. És ha pont akkor nem vagyok otthon, akkor mi lesz?
^0 Kovács Levente @ 2013.05.08. 09:03 :: A kocsma is bezárt tavaly ősszel, szóval már csak a temető maradt :(
^1 bodrogi.anna @ 2013.05.08. 09:20 :: Erzsi néni, a nyugdíjat továbbra is kihozzák, a cikk szerint a kézbesítés marad, csak a hivatal zár be. Legalábbis én így értem.
^3 Szabóné Erzsi @ 2013.05.08. 10:41 :: Köszönöm, Annácska! Akkor egy kicsit megnyugodtam.
tkrisztian76 @ 2013.05.08. 11:15 :: Napi 9 ügyfél... nem csoda. Mindenki netbankol, vagy a városban intézi a csekkeket munkába menet.
^5 öreg_bakter @ 2013.05.08. 11:32 :: Te netbankolsz, a nagyanyám nem. Ő 84 éves és nincs autója.
^5 Horváth Gáborné @ 2013.05.08. 12:06 :: Én is Székesváron fizetem be a csekkeket, de attól még kell a falunak posta. A csomagokért most be kell majd menni 14 kilométert?
polgármesterhívő @ 2013.05.08. 13:50 :: A polgármester hol volt, amikor erről döntöttek? Tavaly még azt ígérte, hogy a posta marad.
^8 Pintér Józsi @ 2013.05.08. 14:22 :: Ott volt a tárgyaláson, a cikk is írja, hogy próbálták megtartani. A posta dönt, nem az önkormányzat.
^9 polgármesterhívő @ 2013.05.08. 14:40 :: Próbálták... persze.
Nagy Ildikó @ 2013.05.08. 17:05 :: Lehetne a boltban egy postapont, mint Felsőrédén. Ott működik, a boltos veszi át a csomagokat és a leveleket. Miért nem ezt kérik? // A boltnak is jól jönne a plusz forgalom.
^11 bodrogi.anna @ 2013.05.08. 17:38 :: Ez jó ötlet! Felsőrédén tényleg működik, a sógorom is ott adja fel a csomagjait.
xxx @ 2013.05.08. 21:14 :: minden a pesti fejeknek köszönhető
Kovács Levente @ 2013.05.09. 07:30 :: Szombaton 10-től aláírásgyűjtés lesz a művelődési ház előtt, aki teheti, jöjjön el. Az ív péntekig a postán is kint van.
""")
    votes = [
        "14/2",
        "9/0",
        "6/1",
        "11/0",
        "3/0",
        "4/12",
        "13/3",
        "8/1",
        "7/4",
        "5/6",
        "2/5",
        "16/0",
        "4/0",
        "1/9",
        "19/0",
    ]
    items = []
    for i, c in enumerate(cs):
        up, down = votes[i].split("/")
        prev = ""
        if c.parent is not None:
            p = cs[c.parent]
            prev = f'<div class="elozmeny">Előzmény: <a href="#hsz-{c.parent + 1}">#{c.parent + 1} {esc(p.who)}</a></div>'
        items.append(
            f'<div class="comment" id="hsz-{i + 1}"><div class="fej"><span class="sorszam">#{i + 1}</span> '
            f'<span class="nick">{esc(c.who)}</span> &nbsp; {esc(c.at)}'
            f'<span class="szavazat"><a href="#" class="jo">+{up}</a> <a href="#" class="rossz">-{down}</a></span></div>'
            f'{prev}<div class="comment-body">{paras(c.body)}</div>'
            f'<div class="gombok"><a href="#uj-hsz" class="valasz">Válasz</a> | <a href="#" class="jelent">Moderálásra jelölöm</a></div></div>'
        )
    article = (
        '<div class="rovat"><a href="/">Címlap</a> &raquo; <a href="/megye/">Megye</a></div>'
        "<h1>Június végén bezár az alsórédei posta</h1>"
        '<div class="cikkinfo">2013. május 8., szerda 06:40 &nbsp;|&nbsp; Szerző: <a href="/szerzo/fekete-zsolt/">Fekete Zsolt</a></div>'
        '<div class="cikktorzs">'
        "<p><strong>Június 28-án utoljára nyit ki az alsórédei postahivatal. A posta szerint a hivatalt naponta átlagosan kilenc ügyfél kereste fel.</strong></p>"
        "<p>A hivatal bezárása után a faluba kéthetente, csütörtökönként érkezik majd mozgóposta, a levelek és nyugdíjak kézbesítése változatlan marad. A csomagokat a 14 kilométerre lévő székesvári hivatalban lehet majd átvenni.</p>"
        "<p>Papp Ferenc polgármester elmondta: az önkormányzat két tárgyaláson is kérte a hivatal megtartását, és felajánlotta, hogy a helyiséget ingyen adja, de a döntésen ez nem változtatott.</p>"
        "<p>A faluban a lakosok aláírásgyűjtést kezdeményeztek.</p></div>"
        + share({"Tetszik": "38", "Megosztás": "14", "iWiW": "5", "Twitter": "1"})
        + '<div class="kapcsolodo"><h3>Kapcsolódó cikkeink</h3>'
        + ranked(
            """Tavaly bezárt az alsórédei iskola is | 27
Felsőrédén a boltban lett postapont | 4
Mozgóposta: így működik""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="hozzaszolasok"><h3>Hozzászólások (15)</h3><p class="szabaly">A hozzászólások nem a szerkesztőség véleményét tükrözik. <a href="/szabalyzat/">Szabályzat</a></p>'
        '<div class="comments">'
        + "".join(items)
        + "</div>"
        + '<div id="uj-hsz"><h4>Új hozzászólás</h4><p>Hozzászóláshoz <a href="/belepes/">jelentkezzen be</a> vagy <a href="/regisztracio/">regisztráljon</a>!</p></div></div>'
    )
    side = (
        '<div class="doboz"><h4>Legolvasottabb</h4>'
        + ranked(
            """Karambol a 63-ason, két sérült | 5 820
Június végén bezár az alsórédei posta | 3 114
Megyenap: ezek a programok várnak | 2 467
Új háziorvos Pusztakeresztúron | 1 310""",
        )
        + "</div>"
        '<div class="doboz"><h4>Időjárás</h4><p style="padding:0 8px">Székesvár: 14&hellip;23 &deg;C, zivatar lehet</p></div>'
        '<div class="doboz"><h4>Névnap</h4><p style="padding:0 8px">Ma Mihály, holnap Gergely</p></div>'
        '<div class="doboz"><h4>Apróhirdetés</h4><ul><li>Eladó 3 szobás családi ház, Alsóréde</li><li>Tűzifa házhoz szállítva</li><li>Bálás széna eladó</li></ul></div>'
        '<div class="doboz"><h4>Szavazás</h4><p style="padding:0 8px">Van még posta a településén?<br />Igen &ndash; 61%<br />Nincs &ndash; 29%<br />Csak mozgóposta &ndash; 10%<br />Szavazatok: 842</p></div>'
    )
    body = (
        '<div id="lap"><div id="fejlec"><span class="nev">Rédevölgyi Hírek</span><span class="datum">2013. május 8., szerda<br />Mihály napja</span></div>'
        '<div id="rovatok"><a href="/">Címlap</a><a href="/megye/">Megye</a><a href="/kozelet/">Közélet</a><a href="/gazdasag/">Gazdaság</a><a href="/sport/">Sport</a><a href="/kultura/">Kultúra</a><a href="/programok/">Programok</a><a href="/apro/">Apró</a></div>'
        f'<div id="tartalom">{article}{after}</div><div id="oldalsav">{side}</div>'
        '<div id="lablec">&copy; 2013 Rédevölgyi Hírek &ndash; megyei hírportál. Impresszum | Médiaajánlat | Adatvédelem</div></div>'
    )
    html = doc("Június végén bezár az alsórédei posta", "Rédevölgyi Hírek", HU_CSS, body, "hu")
    return make(
        "dl-hu-alsorede",
        "discussion",
        "hu",
        html,
        cs,
        path="/megye/2013/05/08/bezar-az-alsoredei-posta",
        container="div.comments",
        heading="Hozzászólások (15)",
        description="A Hungarian county portal of 2013: 15 numbered entries in a flat list, eight answers naming their parent by 'Előzmény: #n NAME', plus and minus votes, a log-in prompt in the form's place.",
    )


def threads_dl() -> list[Case]:
    return [ru_zarechensk(), uk_pidhirne(), cs_zdarec(), hu_alsorede()]

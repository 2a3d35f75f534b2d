"""Blind set fq: four discussions of 2012-2014 in Europe. A Russian home-server blog (11 comments nested four levels
under "Обсуждение (11)", the blogger's answers marked "автор", "вчера в 18:40" and "сегодня в 09:12"), a Ukrainian
city portal (8 responses with votes, "2 години тому" and "вчора о 21:15", no heading), a Czech town paper (9
comments as a `<dl>` under "Komentáře (9)", "14. 3. 2012 10:22") and a Greek town paper (10 comments nested two
levels under "Σχόλια (10)", "πριν από 2 ώρες"). Every site, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fq_common import C, Case, doc, esc, make, nav, paras, svg, talk, tree

# --------------------------------------------------------------------------- ru: a home-server blog, 2012

BLOGGER = "Андрей Котельников"


def ru_ssd() -> Case:
    cs = talk(f"""
Дмитрий Л. || 11 ноября 2012 в 21:03 || Интересно, а TRIM у тебя под mdadm вообще работает? У меня на RAID1 из двух SSD он так и не заработал, пришлось раз в неделю запускать fstrim по крону.
> {BLOGGER} || 11 ноября 2012 в 21:40 || Дмитрий, RAID у меня нет: один диск плюс ночной rsync на старый винчестер. Так что discard в fstab и никаких забот.
>> Дмитрий Л. || 11 ноября 2012 в 22:15 || Ну тогда понятно. Смелый ты человек, без зеркала.
>>> kvant_x || вчера в 08:02 || Зеркало не бэкап, а rsync раз в сутки как раз бэкап. Я бы тоже так сделал.
Ольга Сафронова || вчера в 10:27 || Спасибо за подробный текст. Подскажите, какую модель брали? Цены сейчас скачут, а хочется не ошибиться.
> {BLOGGER} || вчера в 10:58 || Ольга, брал на 128 ГБ, модель указана в конце статьи, в разделе «Железо». За три месяца ни одной ошибки в SMART.
pingvin_42 || вчера в 18:40 || А я всё жду, когда ресурс записи кончится. Логи, своп, /tmp — ты всё это на SSD оставил?
> {BLOGGER} || вчера в 19:12 || Своп отключил совсем, /tmp в tmpfs, логи оставил. По SMART за три месяца записано 410 ГБ — при таком темпе диск переживёт сам сервер.
>> pingvin_42 || вчера в 19:35 || 410 за три месяца — это немного. Убедил, пойду тоже закажу.
Серёга из Тулы || сегодня в 09:12 || Самое приятное — тишина. Когда я вынул из своего сервера последний винчестер, жена спросила, не сломался ли он.
Виталий || сегодня в 11:47 || Автору плюс. Было бы интересно увидеть, как изменились время загрузки и энергопотребление, если есть замеры. // И про выравнивание разделов стоит написать отдельно, многие на этом спотыкаются.
""")

    def item(i: int, c: C, kids: str) -> str:
        mark = ' <span class="rp-avtor">автор</span>' if c.who == BLOGGER else ""
        pic = "userpic-author.svg" if c.who == BLOGGER else "userpic.svg"
        return (
            f'<div class="rp{" rp-own" if mark else ""}" id="rp{1201 + i}">\n'
            f'<div class="rp-head"><img src="/i/{pic}" width="24" height="24" alt=""> <a class="rp-nick" href="#rp{1201 + i}">{esc(c.who)}</a>{mark} '
            f'<a class="rp-time" href="#rp{1201 + i}">{esc(c.at)}</a></div>\n'
            f'<div class="rp-body">{paras(c.raw)}</div>\n'
            f'<div class="rp-tools"><a href="?replyto={1201 + i}#otvet">ответить</a> · <a href="#rp{1201 + i}">ссылка</a></div>\n'
            f"{kids}</div>"
        )

    thread = tree(cs, item, lambda k: f'<div class="rp-otvety">\n{k}\n</div>\n')
    metki = " ".join(
        f'<a href="/tag/{s}" style="font-size:{z}px">{esc(t)}</a>'
        for s, t, z in (
            ("linux", "linux", 22),
            ("ssd", "ssd", 14),
            ("debian", "debian", 17),
            ("nas", "домашний сервер", 19),
            ("pajalnik", "паяльник", 13),
            ("arduino", "arduino", 15),
            ("backup", "бэкапы", 16),
            ("router", "роутеры", 12),
        )
    )
    arhiv = "".join(
        f'<li><a href="/{y}/{m}/">{esc(t)}</a> ({n})</li>'
        for y, m, t, n in (
            ("2012", "11", "Ноябрь 2012", 2),
            ("2012", "10", "Октябрь 2012", 4),
            ("2012", "09", "Сентябрь 2012", 3),
            ("2012", "08", "Август 2012", 5),
            ("2012", "07", "Июль 2012", 2),
        )
    )
    pohozhie = "".join(
        f'<li><a href="{h}">{esc(x)}</a> <span class="d">{d}</span></li>'
        for h, x, d in (
            ("/2012/08/tihiy-server", "Собираем тихий домашний сервер за 10 тысяч", "14 августа 2012"),
            (
                "/2012/06/rsync-backup",
                "Бэкапы через rsync: скрипт, который работает у меня два года",
                "2 июня 2012",
            ),
            ("/2012/03/ups-nut", "ИБП и NUT: чтобы сервер выключался сам", "19 марта 2012"),
        )
    )
    body = f"""<body>
<div id="page">
<div id="head"><a href="/" class="logo"><img src="/i/logo.svg" width="300" height="60" alt="Байты и гайки"></a><p class="desc">Блог о домашних серверах, Linux и паяльнике</p>
<ul class="menu">{nav([("/", "Главная"), ("/about", "Об авторе"), ("/projects", "Проекты"), ("/archive", "Архив"), ("/contacts", "Контакты")])}</ul></div>
<div id="main">
<div class="post" id="post-318">
<h1>Перевёл домашний сервер на SSD: три месяца спустя</h1>
<div class="post-meta">11 ноября 2012 · <a href="/author/andrey">{BLOGGER}</a> · Рубрика: <a href="/cat/zhelezo">Железо</a> · Просмотров: 2 731</div>
<div class="post-text">
<p>В августе я поменял в домашнем сервере системный винчестер на SSD. Сервер у меня скромный: Atom, 4 ГБ памяти, Debian, торренты, samba, пара сайтов и бэкапы ноутбуков семьи. Обещал рассказать, что получилось, — рассказываю.</p>
<p>Главное: сервер стал тихим, загрузка занимает 19 секунд вместо минуты с лишним, а потребление упало на 4 ватта. Данные по-прежнему лежат на двух больших дисках, которые засыпают через 20 минут простоя.</p>
<p><img src="/i/2012/11/ssd-v-korpuse.svg" width="540" height="280" alt="SSD в корпусе сервера"></p>
<h3>Железо</h3>
<p>SSD на 128 ГБ, переходник 2,5 → 3,5 из ближайшего магазина и один SATA-кабель. Файловая система ext4 с опцией discard.</p>
</div>
<div class="share">Поделиться: <span class="vk">ВКонтакте 34</span> <span class="fb">Facebook 12</span> <span class="tw">Twitter 21</span> <span class="lj">LiveJournal</span></div>
<p class="tags">Метки: <a href="/tag/ssd">ssd</a>, <a href="/tag/linux">linux</a>, <a href="/tag/nas">домашний сервер</a></p>
<div class="pohozhie"><h3>Похожие записи</h3><ul>{pohozhie}</ul></div>
</div>
<div id="razgovor">
<h2>Обсуждение (11)</h2>
{thread}
<div id="otvet"><p><b>Написать</b></p><form action="/post-reply" method="post"><p><input type="text" name="name" size="30"> Имя</p><p><input type="text" name="mail" size="30"> E-mail (не публикуется)</p><p><textarea name="text" cols="60" rows="6"></textarea></p><p><input type="submit" value="Отправить"></p></form></div>
</div>
</div>
<div id="side">
<div class="w"><h3>Подписка</h3><p><a href="/feed">RSS</a> — 1 204 читателя</p><p><a href="/feed/email">По e-mail</a></p></div>
<div class="w"><h3>Популярное</h3><ul>{nav([("/2012/08/tihiy-server", "Собираем тихий домашний сервер за 10 тысяч"), ("/2011/12/router-openwrt", "OpenWrt на старом роутере"), ("/2012/03/ups-nut", "ИБП и NUT: чтобы сервер выключался сам")])}</ul></div>
<div class="w"><h3>Метки</h3><div class="cloud">{metki}</div></div>
<div class="w"><h3>Архив</h3><ul>{arhiv}</ul></div>
<div class="w"><h3>Читаю</h3><ul>{nav([("http://example.org/lamer-notes", "Записки ламера"), ("http://example.org/microcontrollers", "Микроконтроллеры для всех"), ("http://example.org/unix-way", "Путь юниксоида")])}</ul></div>
<div class="w ad"><small>Реклама</small><br><img src="/i/ad-hosting.svg" width="240" height="200" alt="VPS от 150 рублей"></div>
<div class="w counters"><img src="/i/counter.svg" width="88" height="31" alt="счётчик"></div>
</div>
<div id="foot">© 2009–2012 {BLOGGER}. Материалы блога можно использовать со ссылкой на источник. · <a href="/feed">RSS записей</a> · <a href="/comments/feed">RSS обсуждений</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e9e6df;font:14px/1.5 Verdana,Geneva,sans-serif;color:#2b2b2b}#page{width:960px;margin:0 auto;background:#fff;overflow:hidden}#head{padding:14px 20px;border-bottom:3px solid #c75b12}.desc{color:#888;margin:2px 0}.menu{list-style:none;padding:0;margin:6px 0 0}.menu li{display:inline;margin-right:14px}
#main{float:left;width:640px;padding:14px 20px}#side{float:right;width:240px;padding:14px 10px;font-size:12px}.post-meta{font-size:11px;color:#999}.share span{background:#f1efe9;padding:1px 6px;margin-right:5px;font-size:11px}.tags{font-size:12px}.pohozhie .d{font-size:11px;color:#999}
#razgovor{border-top:1px solid #ddd;margin-top:18px}.rp{margin:10px 0 0}.rp-head{font-size:12px}.rp-nick{font-weight:bold;color:#c75b12}.rp-avtor{background:#c75b12;color:#fff;font-size:10px;padding:0 4px;border-radius:3px}.rp-time{color:#999;font-size:11px;margin-left:6px}
.rp-body p{margin:2px 0 2px 30px}.rp-own>.rp-body{background:#fff6ee}.rp-tools{font-size:11px;margin-left:30px}.rp-otvety{margin-left:28px;border-left:1px dotted #ccc;padding-left:10px}
.w{margin-bottom:16px}.w h3{font-size:13px;border-bottom:1px solid #c75b12;margin:0 0 6px}.cloud a{margin-right:5px}#foot{clear:both;background:#2b2b2b;color:#aaa;font-size:11px;padding:10px 20px}#foot a{color:#ddd}
</style>"""
    return make(
        "fq-ru-blog-ssd",
        "discussion",
        "ru",
        doc(
            "html4t",
            title="Перевёл домашний сервер на SSD: три месяца спустя — Байты и гайки",
            lang="ru",
            head=css,
        )
        + body,
        cs,
        path="/2012/11/server-na-ssd",
        container="div#razgovor after h2 'Обсуждение (11)': div.rp (div.rp-head: img, a.rp-nick NAME, span.rp-avtor 'автор' on the blogger's, a.rp-time 'вчера в 18:40'; div.rp-body p TEXT; div.rp-tools 'ответить · ссылка'), answers in div.rp-otvety inside their parent div.rp, four levels deep; the form 'Написать' below",
        heading="Обсуждение (11)",
        description="A Russian personal tech blog of November 2012 (invented): a home server moved to an SSD, three months on; 11 comments nested four levels deep, the blogger's three answers marked 'автор'; times as the blog prints them relative to the day it was saved ('11 ноября 2012 в 21:03', 'вчера в 18:40', 'сегодня в 09:12'); one comment of two paragraphs. Furniture: a five-link menu, the post's meta with a view count, share counts, tags, related posts with dates, an RSS box with a reader count, popular posts, a tag cloud, an archive with counts, a blogroll, an ad, a counter and a footer.",
        files={
            "/i/logo.svg": svg(300, 60, "#c75b12", "Байты и гайки", 26),
            "/i/userpic.svg": svg(24, 24, "#bbb"),
            "/i/userpic-author.svg": svg(24, 24, "#c75b12"),
            "/i/2012/11/ssd-v-korpuse.svg": svg(540, 280, "#455a64", "SSD", 30),
            "/i/ad-hosting.svg": svg(240, 200, "#1e88e5", "VPS от 150 рублей", 18),
            "/i/counter.svg": svg(88, 31, "#8d6e63", "1204", 12),
        },
    )


# --------------------------------------------------------------------------- uk: a city portal, 2013


def uk_marshrutka() -> Case:
    cs = talk("""
Оксана_Зарічна || вчора о 15:02 || Нарешті! Від Зарічної до лікарні доводилося йти пішки пів години або брати таксі за сорок гривень.
Петро Іванович || вчора о 16:40 || А про Старе місто хтось подумав? Тепер звідти до вокзалу взагалі нічим не доїхати, а там половина пенсіонери.
vdl_driver || вчора о 21:15 || Водії самі казали, що на Зарічній дорога вся в ямах. Маршрут поміняли, а ремонт як завжди «наступного року».
Марічка || 3 години тому || Скажіть, а інтервал залишиться 15 хвилин? Зранку в маршрутку і так не влізти.
Андрій К. || 2 години тому || Марічко, в міськраді казали, що додадуть ще дві машини, тож інтервал має бути 10–12 хвилин. Але поживемо — побачимо.
Галина Степанівна || 47 хвилин тому || Краще б пустили нормальний автобус, як було до 2008 року. У маршрутках стоячи їхати неможливо.
студент_ВДПК || 12 хвилин тому || Для студентів пільга залишиться чи ні? У статті про це ні слова.
Ігор || 5 хвилин тому || Перевізник той самий, ціна та сама, 2,50. Змінюється тільки маршрут, тому нічого страшного.
""")
    votes = ((12, 1), (4, 9), (17, 0), (6, 0), (9, 1), (3, 2), (2, 0), (1, 1))
    rows = "\n".join(
        f'<div class="vidg" id="v{40117 + i}">\n<div class="vidg-l"><img src="/img/avatar.svg" width="40" height="40" alt=""><br>'
        f'<span class="im">{esc(c.who)}</span><br><span class="chas">{esc(c.at)}</span></div>\n'
        f'<div class="vidg-r"><div class="tekst">{paras(c.raw, p=False)}</div>\n'
        f'<div class="golos">Подобається: <a href="/vote/{40117 + i}/up" class="za">+{votes[i][0]}</a> / <a href="/vote/{40117 + i}/down" class="proty">−{votes[i][1]}</a> · <a href="#forma">Відповісти</a></div></div>\n</div>'
        for i, c in enumerate(cs)
    )
    strichka = "".join(
        f"<li><b>{t}</b> <a href='{h}'>{esc(x)}</a></li>"
        for t, h, x in (
            ("11:40", "/news/2013/09/13/opalennia", "Опалювальний сезон у місті почнеться 15 жовтня"),
            ("10:55", "/news/2013/09/13/dtp-obizdna", "ДТП на об'їзній: постраждалих немає"),
            ("09:30", "/news/2013/09/13/yarmarok", "У суботу на Соборній — осінній ярмарок"),
            ("08:12", "/sport/2013/09/13/futzal", "Футзалісти «Дольчанки» стартують у чемпіонаті області"),
        )
    )
    obgovoryuyut = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='k'>({n})</span></li>"
        for h, x, n in (
            ("/news/2013/09/10/taryfy", "Тарифи на воду зростуть на 18%", 96),
            ("/news/2013/09/11/park", "У парку Шевченка вирубають старі тополі", 54),
            ("/news/2013/09/12/marshrutka-7", "Маршрутка №7 з понеділка їздитиме через Зарічну", 8),
        )
    )
    chytaite = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='dt'>{d}</span></li>"
        for h, x, d in (
            ("/news/2013/08/29/perevizniky", "Міськвиконком оголосив конкурс перевізників", "29.08.2013"),
            (
                "/news/2013/07/17/zarichna-doroga",
                "Вулицю Зарічну обіцяють заасфальтувати до зими",
                "17.07.2013",
            ),
            ("/news/2013/03/05/proizd", "Проїзд у маршрутках подорожчав до 2,50 грн", "05.03.2013"),
        )
    )
    body = f"""<body>
<div id="site">
<div id="shapka"><a href="/"><img src="/img/logo-vd.svg" width="320" height="64" alt="ВД-Інфо: новини Верхньодольська"></a>
<div class="info-row"><span>П'ятниця, 13 вересня 2013</span> · <span>Погода: +18°, хмарно</span> · <span>Курс: USD 7,99 · EUR 10,65</span></div></div>
<ul id="rubryky">{nav([("/", "Головна"), ("/news", "Новини"), ("/polityka", "Політика"), ("/ekonomika", "Економіка"), ("/kryminal", "Кримінал"), ("/sport", "Спорт"), ("/kultura", "Культура"), ("/foto", "Фото"), ("/ogoloshennia", "Оголошення")])}</ul>
<div id="kolonka">
<div class="stattia">
<h1>Маршрутка №7 з понеділка їздитиме через Зарічну</h1>
<div class="meta">12 вересня 2013, 14:25 · Автор: <a href="/author/tetiana">Тетяна Мельничук</a> · Переглядів: 1 876</div>
<p class="lid">Виконком змінив схему маршруту №7: замість Старого міста маршрутки тепер їздитимуть через вулицю Зарічну до міської лікарні.</p>
<p>Рішення ухвалили на засіданні виконавчого комітету в середу. За словами заступника міського голови Віктора Гнатюка, жителі Зарічного району понад рік просили пряме сполучення з лікарнею та поліклінікою.</p>
<p><img src="/img/2013/09/marshrutka.svg" width="540" height="280" alt="Маршрутка №7 на зупинці біля ринку"></p>
<p>Старе місто залишиться з маршрутом №3, однак до вокзалу звідти доведеться їхати з пересадкою. Перевізник і вартість проїзду не змінюються.</p>
<p class="teg">Теги: <a href="/tag/transport">транспорт</a>, <a href="/tag/marshrutky">маршрутки</a>, <a href="/tag/zarichna">Зарічна</a></p>
<div class="podilytysia">Поділитися: <span>Facebook 57</span> <span>ВКонтакте 23</span> <span>Twitter 4</span> <span>Однокласники 9</span></div>
</div>
<div class="vidg-spysok">
{rows}
</div>
<div id="forma"><p><b>Додати відгук</b> (<a href="/login">увійдіть</a>, щоб писати під своїм ім'ям)</p><form action="/add" method="post"><p><input type="text" name="name" size="28"> Ім'я</p><p><textarea name="txt" rows="4" cols="58"></textarea></p><p><input type="submit" value="Надіслати"></p></form></div>
<div class="chytaite"><h3>Читайте також</h3><ul>{chytaite}</ul></div>
</div>
<div id="prava">
<div class="blok vhid"><h4>Вхід</h4><form action="/login" method="post"><p>Логін <input type="text" name="l" size="14"></p><p>Пароль <input type="password" name="p" size="14"></p><p><input type="submit" value="Увійти"> <a href="/reg">Реєстрація</a></p></form></div>
<div class="blok"><h4>Стрічка новин</h4><ul class="strichka">{strichka}</ul></div>
<div class="blok"><h4>Найбільше обговорюють</h4><ul>{obgovoryuyut}</ul></div>
<div class="blok reklama"><small>Реклама</small><img src="/img/rek/vikna-240.svg" width="240" height="240" alt="Металопластикові вікна"></div>
<div class="blok"><h4>Опитування</h4><p>Чи задоволені ви роботою маршруток?</p><p>Так — 12% · Ні — 71% · Не користуюсь — 17%</p><p class="mal">Проголосувало: 643</p></div>
</div>
<div id="pidval"><p>{nav([("/about", "Про нас"), ("/reklama", "Реклама на сайті"), ("/pravyla", "Правила"), ("/kontakty", "Контакти"), ("/rss", "RSS")], " | ")}</p><p>© 2008–2013 ВД-Інфо. Використання матеріалів — лише з гіперпосиланням на сайт. Відгуки відвідувачів можуть не збігатися з позицією редакції.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dfe6ee;font:13px Arial,Helvetica,sans-serif}#site{width:980px;margin:0 auto;background:#fff;overflow:hidden}#shapka{padding:10px;display:flex;justify-content:space-between;align-items:center}.info-row{font-size:11px;color:#555}
#rubryky{list-style:none;margin:0;padding:0;background:#1f4e8c}#rubryky li{display:inline-block}#rubryky a{display:block;color:#fff;padding:7px 10px;font-weight:bold}#kolonka{float:left;width:680px;padding:10px 14px}#prava{float:right;width:250px;padding:10px}
h1{font-size:22px;margin:4px 0}.meta{font-size:11px;color:#888}.lid{font-weight:bold}.teg{font-size:11px}.podilytysia span{background:#eef;padding:1px 5px;font-size:11px;margin-left:4px}
.vidg-spysok{margin-top:14px;border-top:2px solid #1f4e8c}.vidg{overflow:hidden;border-bottom:1px solid #e3e3e3;padding:8px 0}.vidg-l{float:left;width:130px;font-size:11px;text-align:center}.im{font-weight:bold;color:#1f4e8c}.chas{color:#999}.vidg-r{margin-left:140px}.golos{font-size:11px;color:#777;margin-top:4px}.za{color:#2e7d32}.proty{color:#c62828}
.chytaite .dt{font-size:10px;color:#999}.blok{margin-bottom:12px;border:1px solid #d5dde8;padding:6px}.blok h4{margin:0 0 6px;color:#1f4e8c}.strichka{list-style:none;padding:0;font-size:11px}.k,.mal{font-size:10px;color:#888}#pidval{clear:both;background:#1f4e8c;color:#d5dde8;font-size:11px;padding:10px}#pidval a{color:#fff}
</style>"""
    return make(
        "fq-uk-portal-marshrutka",
        "discussion",
        "uk",
        doc("html4t", title="Маршрутка №7 з понеділка їздитиме через Зарічну — ВД-Інфо", lang="uk", head=css)
        + body,
        cs,
        path="/news/2013/09/12/marshrutka-7",
        container="div.vidg-spysok right after the article's share line, no heading: div.vidg, two columns (div.vidg-l: img, span.im NAME, span.chas '2 години тому'; div.vidg-r: div.tekst TEXT, div.golos 'Подобається: +12 / −1 · Відповісти'); flat, oldest first; the form 'Додати відгук' below, then related news",
        heading=None,
        description="A Ukrainian city portal of September 2013 (invented): a minibus route changes; 8 readers' responses right under the article without any heading, name and time in a left column, text and votes in a right one; times relative to the day the page was saved ('вчора о 15:02', '3 години тому', '5 хвилин тому'); one answer addresses another reader by name in its text only; flat. Furniture: a date, weather and exchange-rate line, a nine-link menu, a view count, tags, share counts, related news with dates, a login box, a news feed with times, most discussed with counts, an ad, a poll's results and a footer.",
        files={
            "/img/logo-vd.svg": svg(320, 64, "#1f4e8c", "ВД-Інфо", 28),
            "/img/avatar.svg": svg(40, 40, "#c5cfdb"),
            "/img/2013/09/marshrutka.svg": svg(540, 280, "#f9a825", "маршрутка №7", 26),
            "/img/rek/vikna-240.svg": svg(240, 240, "#00897b", "Вікна", 24),
        },
    )


# --------------------------------------------------------------------------- cs: a town paper, 2012


def cs_parkovani() -> Case:
    cs = talk("""
Jarda z Horní || 13. 3. 2012 18:40 || Třicet korun za hodinu ve městě, kde není žádná jiná možnost zaparkovat? To je jenom další způsob, jak vytáhnout lidem peníze z kapsy.
Monika Vránová || 13. 3. 2012 19:05 || Já to vítám. Náměstí je celý den plné aut lidí, kteří tam nechají auto ráno a odjedou vlakem do Prahy.
pan_radní_nejsem || 13. 3. 2012 20:17 || A kde budou parkovat rezidenti? O parkovacích kartách pro obyvatele centra článek nepíše nic.
Vlasta K. || 13. 3. 2012 21:56 || Moniko, vlakem se jezdí od nádraží a tam je parkoviště zadarmo. Na náměstí parkují hlavně ti, co jdou na úřad nebo k doktorovi.
Ing. Bohumil Charvát || 14. 3. 2012 07:48 || Pokud vybrané peníze půjdou na opravu dlažby, nemám námitek. Obávám se ale, že skončí v rozpočtu na úplně jiné věci.
Pepa Novotný || 14. 3. 2012 08:30 || Dřív se tam parkovalo zadarmo a nikomu to nevadilo. // Dobře, aut bylo desetkrát míň.
jirka.bel || 14. 3. 2012 10:22 || Rezidenti mají mít kartu za 500 Kč ročně, říkal to starosta na posledním zastupitelstvu. Měli byste to do článku doplnit.
Alena || 14. 3. 2012 11:03 || Hlavně ať tam konečně dají automaty, které berou i dvacetikoruny. Ty staré nebraly skoro nic.
Vašek || 14. 3. 2012 12:40 || Obchodníci na náměstí budou mít prázdné krámy. Lidi pojedou nakupovat do hypermarketu za městem, tam se parkuje zadarmo.
""")
    ips = (
        "89.176.x.x",
        "90.179.x.x",
        "213.226.x.x",
        "89.176.x.x",
        "78.102.x.x",
        "90.181.x.x",
        "88.146.x.x",
        "94.112.x.x",
        "89.177.x.x",
    )
    dl = "\n".join(
        f'<dt class="hlava" id="p{6120 + i}"><b>{esc(c.who)}</b> <span class="ip">({ips[i]})</span> <span class="cas">{esc(c.at)}</span></dt>\n'
        f'<dd class="telo">{paras(c.raw)}<p class="akce"><a href="?odpoved={6120 + i}#pridat">Odpovědět</a> | <a href="/nahlasit/{6120 + i}">Nahlásit</a></p></dd>'
        for i, c in enumerate(cs)
    )
    nejctenejsi = "".join(
        f"<li><a href='{h}'>{esc(x)}</a></li>"
        for h, x in (
            ("/zpravy/2012/03/12/pozar-stodoly", "Požár stodoly v Lipině: škoda přes milion"),
            ("/zpravy/2012/03/13/parkovani-namesti", "Radnice chce zdražit parkování na náměstí"),
            ("/sport/2012/03/11/hokej-baraz", "Hokejisté jsou v baráži, rozhodne pátý zápas"),
        )
    )
    diskutovane = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='poc'>{n}</span></li>"
        for h, x, n in (
            ("/zpravy/2012/03/08/bazen", "Bazén se zavře na celé léto", 64),
            ("/zpravy/2012/03/06/obchvat", "Obchvat se odkládá o další dva roky", 41),
            ("/zpravy/2012/03/13/parkovani-namesti", "Radnice chce zdražit parkování na náměstí", 9),
        )
    )
    souvisejici = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='dat'>{d}</span></li>"
        for h, x, d in (
            (
                "/zpravy/2012/01/24/dlazba",
                "Dlažba na náměstí se rozpadá, oprava vyjde na 12 milionů",
                "24. 1. 2012",
            ),
            ("/zpravy/2011/11/15/automaty", "Parkovací automaty: polovina nefunguje", "15. 11. 2011"),
            ("/zpravy/2011/09/02/parkoviste-nadrazi", "U nádraží vzniklo nové parkoviště", "2. 9. 2011"),
        )
    )
    body = f"""<body>
<div id="obal">
<div id="horni-lista"><span>Středa 14. března 2012, svátek má Matylda</span> <span class="prihl"><a href="/prihlaseni">Přihlásit</a> | <a href="/registrace">Registrace</a></span></div>
<div id="hlavicka"><a href="/"><img src="/obr/bd-logo.svg" width="360" height="70" alt="Bělostředský deník"></a><div class="pocasi">Bělostřed: 9 °C, polojasno</div></div>
<ul id="menu">{nav([("/", "Úvod"), ("/zpravy", "Zprávy"), ("/kultura", "Kultura"), ("/sport", "Sport"), ("/okoli", "Z okolí"), ("/nazory", "Názory"), ("/inzerce", "Inzerce"), ("/kontakt", "Kontakt")])}</ul>
<div id="obsah">
<div class="clanek">
<h1>Radnice chce zdražit parkování na náměstí na 30 korun za hodinu</h1>
<p class="datum-autor">13. 3. 2012 16:12 | Petra Hladíková</p>
<p class="perex">Hodina stání na Masarykově náměstí by mohla od května stát třicet korun místo dnešních deseti. O návrhu rozhodnou zastupitelé v dubnu.</p>
<p>Radnice chce dražším parkováním uvolnit místa pro krátké návštěvy úřadu, obchodů a ordinací. „Dnes jsou místa obsazená od rána do večera, kdo přijede na deset minut, nemá kde zastavit,“ uvedl místostarosta Karel Jelínek.</p>
<p><img src="/obr/2012/03/namesti.svg" width="540" height="280" alt="Auta na Masarykově náměstí"></p>
<p>Podle návrhu by první půlhodina zůstala za deset korun. Nové automaty mají přijímat i bankovky. Na zasedání zastupitelstva 18. dubna se mohou přijít vyjádřit i občané.</p>
<p class="stitky">Štítky: <a href="/tag/parkovani">parkování</a>, <a href="/tag/namesti">náměstí</a>, <a href="/tag/radnice">radnice</a></p>
<div class="sdilet">Sdílet: <span>Facebook (38)</span> <span>Twitter (3)</span> <span>Vytisknout</span></div>
<div class="souvisejici"><h3>Související články</h3><ul>{souvisejici}</ul></div>
</div>
<div id="komentare">
<h3>Komentáře (9)</h3>
<dl id="prispevky">
{dl}
</dl>
<div id="pridat"><p><b>Přidat příspěvek</b> — pro vložení je nutné se <a href="/prihlaseni">přihlásit</a>.</p></div>
</div>
</div>
<div id="bok">
<div class="box"><h4>Nejčtenější</h4><ol>{nejctenejsi}</ol></div>
<div class="box"><h4>Nejdiskutovanější</h4><ol>{diskutovane}</ol></div>
<div class="box reklama"><small>reklama</small><img src="/obr/rekl/pneu-250.svg" width="250" height="250" alt="Přezujte včas"></div>
<div class="box"><h4>Anketa</h4><p>Zaplatíte za parkování 30 Kč za hodinu?</p><p>Ano: 22 % · Ne, zaparkuji jinde: 63 % · Nejezdím autem: 15 %</p><p class="maly">Hlasovalo 517 čtenářů</p></div>
<div class="box"><h4>Kino Svět</h4><p class="maly">St 14. 3. 17:30 Rodinná pouta · 20:00 Muži v naději</p></div>
</div>
<div id="paticka"><p>{nav([("/o-nas", "O nás"), ("/redakce", "Redakce"), ("/inzerce", "Inzerce"), ("/predplatne", "Předplatné"), ("/pravidla-diskuse", "Pravidla diskuse"), ("/rss", "RSS")], " · ")}</p><p>© 2012 Bělostředský deník. Vydavatel: Bělostřed Media s.r.o. Šíření obsahu bez písemného souhlasu je zakázáno.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eaeaea;font:13px Tahoma,Arial,sans-serif}#obal{width:980px;margin:0 auto;background:#fff;overflow:hidden}#horni-lista{background:#333;color:#ccc;font-size:11px;padding:3px 10px}.prihl{float:right}.prihl a{color:#fff}
#hlavicka{display:flex;justify-content:space-between;align-items:center;padding:10px}.pocasi{font-size:12px;color:#555}#menu{list-style:none;margin:0;padding:0;background:#a31621}#menu li{display:inline-block}#menu a{display:block;color:#fff;padding:7px 11px;font-weight:bold}
#obsah{float:left;width:670px;padding:10px 14px}#bok{float:right;width:260px;padding:10px}.datum-autor{font-size:11px;color:#888}.perex{font-weight:bold}.stitky{font-size:11px}.sdilet span{background:#eee;padding:1px 5px;margin-left:4px;font-size:11px}.souvisejici .dat{font-size:10px;color:#999}
#komentare{border-top:3px solid #a31621;margin-top:14px}#prispevky{margin:0}.hlava{background:#f3f3f3;padding:4px 8px;margin-top:8px;font-size:12px}.ip{color:#aaa;font-size:10px}.cas{float:right;color:#777;font-size:11px}.telo{margin:0;padding:4px 8px}.telo p{margin:2px 0}.akce{font-size:10px;text-align:right}
.box{margin-bottom:12px;border-top:3px solid #a31621}.box h4{margin:4px 0}.poc{background:#a31621;color:#fff;font-size:10px;padding:0 3px}.maly{font-size:10px;color:#888}#paticka{clear:both;background:#333;color:#bbb;font-size:11px;padding:10px}#paticka a{color:#fff}
</style>"""
    return make(
        "fq-cs-news-parkovani",
        "discussion",
        "cs",
        doc(
            "html4t",
            title="Radnice chce zdražit parkování na náměstí na 30 korun za hodinu | Bělostředský deník",
            lang="cs",
            head=css,
        )
        + body,
        cs,
        path="/zpravy/2012/03/13/parkovani-namesti",
        container="div#komentare > dl#prispevky after h3 'Komentáře (9)': per comment dt.hlava (b NAME, span.ip '(89.176.x.x)', span.cas '14. 3. 2012 10:22') and dd.telo (p TEXT, p.akce 'Odpovědět | Nahlásit'); flat; a login line 'Přidat příspěvek' below",
        heading="Komentáře (9)",
        description="A Czech town paper of March 2012 (invented): the town hall wants to triple parking fees on the square; 9 readers' comments in a definition list, dt the name, a masked IP and the date '13. 3. 2012 18:40', dd the text with 'Odpovědět | Nahlásit'; one answers another by name in its text only ('Moniko, …'); one of two paragraphs; flat. Furniture: a date and name-day strip with login links, weather, an eight-link menu, tags, share counts, related articles with dates, most read, most discussed with counts, an ad, a poll's results, the cinema programme and a footer.",
        files={
            "/obr/bd-logo.svg": svg(360, 70, "#a31621", "Bělostředský deník", 26),
            "/obr/2012/03/namesti.svg": svg(540, 280, "#78909c", "Masarykovo náměstí", 24),
            "/obr/rekl/pneu-250.svg": svg(250, 250, "#37474f", "Přezujte včas", 22),
        },
    )


# --------------------------------------------------------------------------- el: a town paper, 2014

PAPER_EL = "Η Φωνή της Κυπαρισσόπολης"


def el_paraliaki() -> Case:
    cs = talk("""
Γιώργος Παπαδάκης || πριν από 1 ημέρα || Και πάλι τα έργα ξεκινούν αρχές καλοκαιριού, ακριβώς όταν έρχεται ο κόσμος. Δεν μπορούσαν να τα κάνουν τον χειμώνα;
> Μαρία Κ. || πριν από 23 ώρες || Γιώργο, τον χειμώνα περίμεναν την έγκριση από την Περιφέρεια. Αν δεν ξεκινούσαν τώρα, θα χάνονταν τα χρήματα.
>> Γιώργος Παπαδάκης || πριν από 22 ώρες || Αυτό το ακούμε κάθε χρόνο. Να δούμε αν θα τελειώσουν τον Ιούλιο όπως λένε.
Ταβέρνα Ο Γλάρος || πριν από 20 ώρες || Εμείς οι καταστηματάρχες της παραλίας δεν ενημερωθήκαμε καθόλου. Πώς θα φτάνουν οι προμηθευτές μας το πρωί;
> Νίκος Β. || πριν από 18 ώρες || Από την οδό Ναυάρχου Μιαούλη επιτρέπεται η τροφοδοσία από τις 6 έως τις 10 το πρωί, το γράφει η ανακοίνωση του δήμου.
Ελένη Θεοδωρίδου || πριν από 9 ώρες || Το μόνο θετικό είναι ότι θα αποκτήσουμε επιτέλους πεζοδρόμιο για καροτσάκι. Τώρα με το μωρό περπατάω στον δρόμο.
kyparissi_75 || πριν από 5 ώρες || Και τα λεωφορεία της γραμμής 2 από πού θα περνάνε; Κανείς δεν λέει τίποτα.
> Αντώνης Σ. || πριν από 4 ώρες || Ρώτησα στο ΚΤΕΛ: θα περνάνε από την Εθνικής Αντιστάσεως, με προσωρινή στάση στην πλατεία Αγοράς.
Σπύρος || πριν από 2 ώρες || Δύο μήνες χωρίς παραλιακή; Θα γίνει κόλαση το κέντρο με την κίνηση.
Κατερίνα Λ. || πριν από 40 λεπτά || Ας ελπίσουμε ότι αυτή τη φορά θα φυτέψουν και δέντρα και όχι μόνο πλακάκια.
""")

    def item(i: int, c: C, kids: str) -> str:
        return (
            f'<li class="sx" id="sx-{2290 + i}">\n<div class="sx-plaisio">\n'
            f'<div class="sx-kef"><span class="sx-onoma">{esc(c.who)}</span> <span class="sx-pote">{esc(c.at)}</span></div>\n'
            f'<div class="sx-keimeno">{paras(c.raw)}</div>\n'
            f'<a class="sx-apantisi" href="?apantisi={2290 + i}#forma-sx">Απάντηση</a>\n</div>\n{kids}</li>'
        )

    thread = tree(cs, item, lambda k: f'<ol class="sx-apantiseis">\n{k}\n</ol>\n')
    roi = "".join(
        f"<li><span class='ora'>{t}</span> <a href='{h}'>{esc(x)}</a></li>"
        for t, h, x in (
            ("12:48", "/topika/2014/05/21/laiki-agora", "Αλλάζει μέρα η λαϊκή αγορά της Τετάρτης"),
            ("11:30", "/topika/2014/05/21/ekloges-debate", "Ντιμπέιτ των υποψήφιων δημάρχων την Πέμπτη"),
            ("10:05", "/athlitika/2014/05/21/nautikos", "Χάλκινο μετάλλιο για τον Ναυτικό Όμιλο"),
            ("09:12", "/topika/2014/05/21/nero", "Διακοπή νερού στα Άνω Αλώνια"),
        )
    )
    dimofili = "".join(
        f"<li><a href='{h}'>{esc(x)}</a></li>"
        for h, x in (
            ("/topika/2014/05/20/paraliaki-erga", "Κλείνει για δύο μήνες η παραλιακή λεωφόρος λόγω έργων"),
            ("/topika/2014/05/19/limani-krouazieroploio", "Το πρώτο κρουαζιερόπλοιο της χρονιάς στο λιμάνι"),
            ("/politismos/2014/05/18/festival", "Το πρόγραμμα του καλοκαιρινού φεστιβάλ"),
        )
    )
    sxoliasmena = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='ar'>{n}</span></li>"
        for h, x, n in (
            ("/topika/2014/05/21/ekloges-debate", "Ντιμπέιτ των υποψήφιων δημάρχων την Πέμπτη", 57),
            ("/topika/2014/05/17/skoupidia", "Πού θα πάνε τα σκουπίδια από τον Ιούλιο;", 33),
            (
                "/topika/2014/05/20/paraliaki-erga",
                "Κλείνει για δύο μήνες η παραλιακή λεωφόρος λόγω έργων",
                10,
            ),
        )
    )
    sxetika = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='hm'>{d}</span></li>"
        for h, x, d in (
            (
                "/topika/2014/02/11/espa-paraliaki",
                "Εγκρίθηκε η χρηματοδότηση για την ανάπλαση της παραλίας",
                "11/02/2014",
            ),
            ("/topika/2013/10/03/meleti", "Παρουσιάστηκε η μελέτη για την παραλιακή", "03/10/2013"),
            ("/topika/2013/06/26/kykloforia", "Κυκλοφοριακό χάος στο κέντρο τα Σαββατοκύριακα", "26/06/2013"),
        )
    )
    body = f"""<body>
<div id="periektis">
<div id="panw"><span>Τετάρτη, 21 Μαΐου 2014</span> <span class="kairos">Κυπαρισσόπολη 24°C, ηλιοφάνεια</span> <span class="syndesi"><a href="/login">Σύνδεση</a> | <a href="/eggrafi">Εγγραφή</a></span></div>
<div id="kefalida"><a href="/"><img src="/eikones/logo-fwni.svg" width="400" height="70" alt="{PAPER_EL}"></a><img src="/eikones/diafimiseis/468-souvlaki.svg" width="468" height="60" alt="Ψητοπωλείο"></div>
<ul id="menou">{nav([("/", "Αρχική"), ("/topika", "Τοπικά"), ("/politiki", "Πολιτική"), ("/oikonomia", "Οικονομία"), ("/athlitika", "Αθλητικά"), ("/politismos", "Πολιτισμός"), ("/apopseis", "Απόψεις"), ("/aggelies", "Αγγελίες")])}</ul>
<div id="roi"><b>Ροή ειδήσεων</b><ul>{roi}</ul></div>
<div id="kyrio">
<div class="arthro">
<p class="kathgoria">Τοπικά</p>
<h1>Κλείνει για δύο μήνες η παραλιακή λεωφόρος λόγω έργων</h1>
<p class="hmerominia">Τρίτη, 20 Μαΐου 2014, 10:15 · Σύνταξη: <b>Δήμητρα Αναστασίου</b></p>
<div class="koinopoiisi"><span>Facebook 214</span> <span>Twitter 18</span> <span>Google+ 3</span> <span>Email</span></div>
<p class="eisagogi">Από τη Δευτέρα 26 Μαΐου κλείνει για την κυκλοφορία των οχημάτων η λεωφόρος Ποσειδώνος, από το λιμάνι έως την πλαζ, για τα έργα ανάπλασης.</p>
<p>Σύμφωνα με την ανακοίνωση του δήμου, τα έργα περιλαμβάνουν νέα πεζοδρόμια, ποδηλατόδρομο, φωτισμό και φυτεύσεις. Η ολοκλήρωση προβλέπεται για τα τέλη Ιουλίου.</p>
<p><img src="/eikones/2014/05/paraliaki.svg" width="540" height="280" alt="Η παραλιακή λεωφόρος"></p>
<p>Η τροφοδοσία των καταστημάτων θα γίνεται από τις παράλληλες οδούς τις πρωινές ώρες. Για τις αλλαγές στις γραμμές των αστικών λεωφορείων αναμένεται ανακοίνωση του ΚΤΕΛ.</p>
<p class="etiketes">Ετικέτες: <a href="/tag/paraliaki">παραλιακή</a>, <a href="/tag/erga">έργα</a>, <a href="/tag/kykloforia">κυκλοφορία</a></p>
<div class="sxetika"><h3>Σχετικά άρθρα</h3><ul>{sxetika}</ul></div>
</div>
<div id="sxolia-anagnwstwn">
<h3>Σχόλια (10)</h3>
<ol class="sxolia">
{thread}
</ol>
<div id="forma-sx"><p><b>Γράψτε το σχόλιό σας</b></p><form action="/sxolio" method="post"><p><input type="text" name="onoma" size="28"> Όνομα</p><p><textarea name="keimeno" rows="4" cols="58"></textarea></p><p><input type="submit" value="Αποστολή"></p><p class="mikro">Τα σχόλια δημοσιεύονται μετά από έλεγχο.</p></form></div>
</div>
</div>
<div id="plaino">
<div class="kouti"><h4>Δημοφιλή</h4><ol>{dimofili}</ol></div>
<div class="kouti"><h4>Τα πιο σχολιασμένα</h4><ol>{sxoliasmena}</ol></div>
<div class="kouti diafimisi"><small>Διαφήμιση</small><img src="/eikones/diafimiseis/300-ktimata.svg" width="300" height="250" alt="Ενοικιάζονται δωμάτια"></div>
<div class="kouti"><h4>Δημοσκόπηση</h4><p>Συμφωνείτε με το κλείσιμο της παραλιακής;</p><p>Ναι 38% · Όχι 49% · Δεν ξέρω 13%</p><p class="mikro">Ψήφοι: 902</p></div>
<div class="kouti"><h4>Εφημερεύοντα φαρμακεία</h4><p class="mikro">Δείτε ποια φαρμακεία εφημερεύουν σήμερα στη σελίδα <a href="/xrisima">Χρήσιμα</a>.</p></div>
</div>
<div id="podi"><p>{nav([("/poioi-eimaste", "Ποιοι είμαστε"), ("/epikoinonia", "Επικοινωνία"), ("/diafimisi", "Διαφήμιση"), ("/oroi", "Όροι χρήσης"), ("/rss", "RSS")], " | ")}</p><p>© 2014 {PAPER_EL}. Απαγορεύεται η αναδημοσίευση χωρίς άδεια.</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e3eef5;font:13px Arial,sans-serif}#periektis{width:980px;margin:0 auto;background:#fff;overflow:hidden}#panw{background:#0d47a1;color:#cde;font-size:11px;padding:4px 10px}.kairos{margin-left:20px}.syndesi{float:right}.syndesi a{color:#fff}
#kefalida{display:flex;justify-content:space-between;align-items:center;padding:10px}#menou{list-style:none;margin:0;padding:0;background:#1976d2}#menou li{display:inline-block}#menou a{display:block;color:#fff;padding:7px 10px;font-weight:bold}
#roi{background:#f5f9fc;font-size:11px;padding:4px 10px}#roi ul{display:inline;list-style:none;padding:0}#roi li{display:inline;margin-left:12px}.ora{color:#d32f2f;font-weight:bold}
#kyrio{float:left;width:630px;padding:10px 14px}#plaino{float:right;width:300px;padding:10px}.kathgoria{color:#1976d2;font-weight:bold;margin:0}h1{font-size:24px;margin:4px 0}.hmerominia{font-size:11px;color:#777}.koinopoiisi span{background:#eef;padding:1px 5px;font-size:11px;margin-right:4px}.eisagogi{font-weight:bold}.etiketes{font-size:11px}.sxetika .hm{font-size:10px;color:#999}
#sxolia-anagnwstwn{border-top:3px solid #1976d2;margin-top:14px}.sxolia,.sx-apantiseis{list-style:none;padding:0}.sx-apantiseis{margin-left:34px}.sx-plaisio{border:1px solid #dde7ef;background:#fafcfe;padding:6px 10px;margin:8px 0}.sx-onoma{font-weight:bold;color:#0d47a1}.sx-pote{font-size:11px;color:#999;margin-left:6px}.sx-keimeno p{margin:3px 0}.sx-apantisi{font-size:11px}
.kouti{margin-bottom:12px;border-top:3px solid #1976d2}.kouti h4{margin:4px 0}.ar{background:#1976d2;color:#fff;font-size:10px;padding:0 4px}.mikro{font-size:10px;color:#888}#podi{clear:both;background:#0d47a1;color:#cde;font-size:11px;padding:10px}#podi a{color:#fff}
</style>"""
    return make(
        "fq-el-news-paraliaki",
        "discussion",
        "el",
        doc(
            "html5",
            title=f"Κλείνει για δύο μήνες η παραλιακή λεωφόρος λόγω έργων | {PAPER_EL}",
            lang="el",
            head=css,
        )
        + body,
        cs,
        path="/topika/2014/05/20/paraliaki-erga",
        container="div#sxolia-anagnwstwn > ol.sxolia after h3 'Σχόλια (10)': li.sx > div.sx-plaisio (div.sx-kef: span.sx-onoma NAME, span.sx-pote 'πριν από 2 ώρες'; div.sx-keimeno p TEXT; a.sx-apantisi 'Απάντηση'), replies in ol.sx-apantiseis inside their parent li, two levels deep; the form below",
        heading="Σχόλια (10)",
        description="A Greek town paper of May 2014 (invented): the seafront avenue closes for two months of works; 10 readers' comments nested two levels deep (four replies, one a reply to a reply), with relative times ('πριν από 1 ημέρα' to 'πριν από 40 λεπτά'); a taverna among the commenters. Furniture: a date, weather and login strip, a banner, an eight-link menu, a news feed with times, share counts, tags, related articles with dates, most popular, most commented with counts, an ad, a poll's results, a pharmacies-on-duty pointer and a footer.",
        files={
            "/eikones/logo-fwni.svg": svg(400, 70, "#0d47a1", "Η Φωνή της Κυπαρισσόπολης", 22),
            "/eikones/diafimiseis/468-souvlaki.svg": svg(468, 60, "#bf360c", "Ψητοπωλείο Ο Μάκης", 20),
            "/eikones/2014/05/paraliaki.svg": svg(540, 280, "#0277bd", "παραλιακή λεωφόρος", 24),
            "/eikones/diafimiseis/300-ktimata.svg": svg(300, 250, "#558b2f", "Ενοικιάζονται δωμάτια", 20),
        },
    )

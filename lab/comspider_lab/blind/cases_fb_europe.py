"""Blind set fb: five European blog hosts. A Russian journal host of 2011 (threaded comments four deep by an inline
margin, userpics, "(Ответить) (Ветвь) (Ссылка)", a screened comment's notice), a Ukrainian blog host of 2012 (flat
numbered comments, "NAME | DATE | Відповісти | Видалити", masked IPs, the author's answers boxed, a hidden comment's
notice), a Polish blog portal of 2011 (a "Komentarze (9) | Trackbacki (2)" tab line with both lists served,
numbered comments with masked IPs and a password form for guests' deletes, the author's answers indented, a private
comment's notice), a Hungarian blog host of 2010 (the name line above the text, answers nested, a secret comment's
notice) and a Czech blog host of 2013 (the mixed page: a "Poslední komentáře" widget linking other articles beside a
real discussion). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fb_common import (
    Case,
    doc,
    emoticon_files,
    esc,
    kids,
    lines_html,
    make,
    svg,
    talk,
)

# --------------------------------------------------------------------------- ru: a journal host, 2011


def ru_pech() -> Case:
    cs = talk("""
sergey_kamenev || 2011-10-17 21:40 (UTC) || Поздравляю! Сколько кирпича ушло в итоге? Я весной тоже собираюсь перекладывать, считаю бюджет.
>dachnik_petrovich || 2011-10-17 22:05 (UTC) || Около 650 штук, плюс шамотный на топку — ещё 120. Старый кирпич почти весь пошёл в дело, выбросить пришлось только половину от трубы.
>>sergey_kamenev || 2011-10-17 22:31 (UTC) || Спасибо, это меньше, чем я думал. А глину где брали?
>>>dachnik_petrovich || 2011-10-17 23:02 (UTC) || Глину копали у соседа за баней, он как раз пруд расширял. Вымачивали неделю в старой ванне.
marina_ve || 2011-10-18 09:12 (UTC) || Какая красота получилась! А изразцы сами делали или покупали? На фото похоже на старинные.
>dachnik_petrovich || 2011-10-18 10:20 (UTC) || Покупали на барахолке в городе, двенадцать штук от разобранной печки. Остальные пришлось заменить обычной плиткой, но в углу почти не видно.
!SECRET || 2011-10-18 11:37 (UTC) || -
old_stove_master || 2011-10-18 14:55 (UTC) || Позвольте пару замечаний как печнику с тридцатилетним стажем. // Дымоход на фото, похоже, без разделки в месте прохода через перекрытие. Это опасно, даже если доски сверху обиты жестью. Нужно минимум 25 см кирпича от дыма до дерева.
>dachnik_petrovich || 2011-10-18 15:40 (UTC) || Спасибо, разделка есть, просто на фото её не видно — она выше, на чердаке. Но проверю ещё раз, лишним не будет.
>kostya_sever || 2011-10-18 16:12 (UTC) || Поддерживаю, у нас в деревне из-за этого в прошлом году баня сгорела.
lenka_v_derevne || 2011-10-19 11:30 (UTC) || А как тянет? У нас старая печь дымит, когда ветер с реки, ничего не можем сделать {e:sad}
>old_stove_master || 2011-10-19 12:48 (UTC) || Скорее всего, труба ниже конька или её заслоняет что-то. Попробуйте нарастить трубу на полметра, обычно помогает.
vovan_1975 || 2011-10-20 08:03 (UTC) || Ждём фото первой растопки! И чтобы пирог в ней испекли, а то какая печь без пирога {e:laugh}
""")
    path = "/users/dachnik_petrovich/48211.html"
    out = []
    for i, c in enumerate(cs):
        tid = 731000 + i * 256
        pad = f"margin-left: {c.depth * 25}px"
        if not c.real:
            out.append(
                f'<div class="cmt screened" id="t{tid}" style="{pad}"><p class="cmt-hidden">(Скрытый комментарий: '
                f"его видит только автор дневника) &middot; {esc(c.at)}</p></div>\n"
            )
            continue
        parent = (
            f' (<a href="?thread={731000 + c.parent * 256}#t{731000 + c.parent * 256}">Выше</a>)'
            if c.parent is not None
            else ""
        )
        out.append(
            f'<div class="cmt" id="t{tid}" style="{pad}">\n<table class="cmt-head" cellpadding="2" cellspacing="0"><tr>'
            f'<td><img src="/userpic/{esc(c.who)}.svg" width="50" height="50" alt=""></td>'
            f'<td><span class="ljuser"><img src="/img/userinfo.svg" width="17" height="17" alt="[info]">'
            f'<a href="/users/{esc(c.who)}/"><b>{esc(c.who)}</b></a></span><br>'
            f'<span class="cdate">{esc(c.at)}</span></td></tr></table>\n'
            f'<div class="cmt-text">{lines_html(c.raw, emo="/img/smiles/")}</div>\n'
            f'<p class="cmt-links">(<a href="/users/dachnik_petrovich/48211.html?replyto={tid}">Ответить</a>){parent} '
            f'(<a href="?thread={tid}#t{tid}">Ветвь дискуссии</a>) (<a href="#t{tid}">Ссылка</a>)</p>\n</div>\n'
        )
    comments = "".join(out)
    body = f"""<body>
<table id="page" width="100%" cellspacing="0" cellpadding="0"><tr><td id="topbar" colspan="2"><a href="/">Летопись</a> &middot; <a href="/search">Поиск</a> &middot; <a href="/login">Вход</a> &middot; <a href="/create">Создать дневник</a></td></tr>
<tr><td id="journal" valign="top">
<h1 class="jtitle"><a href="/users/dachnik_petrovich/">Записки дачника</a></h1>
<div class="entry">
<p class="edate">17 октября 2011, 19:22</p>
<h2 class="etitle">Перекладка печи на даче: итоги</h2>
<div class="etext">
<p>Ну вот, закончили. Два месяца выходных, три поездки за кирпичом и одна сорванная спина — и старая печь, которую ставил ещё дед, снова топится.</p>
<p><img src="/users/dachnik_petrovich/pic/pech.svg" width="400" height="300" alt="печь"></p>
<p>Разобрали до фундамента, фундамент оставили, он оказался крепкий. Топку выложили шамотным кирпичом, остальное — старым, очищенным от раствора. Сверху поставили изразцы с барахолки.</p>
<p>Первая пробная топка — в субботу. Если не задымит, будем праздновать.</p>
</div>
<p class="etags">Метки: <a href="/users/dachnik_petrovich/tag/дача">дача</a>, <a href="/users/dachnik_petrovich/tag/печь">печь</a>, <a href="/users/dachnik_petrovich/tag/своими руками">своими руками</a></p>
<p class="emeta">Настроение: <i>довольное</i> &middot; Музыка: <i>радио на кухне</i></p>
<p class="elinks"><b>13 комментариев</b> &middot; <a href="/users/dachnik_petrovich/48211.html?mode=reply">Оставить комментарий</a> &middot; <a href="/users/dachnik_petrovich/48211.html?mode=share">Поделиться</a></p>
</div>
<div id="comments">
{comments}</div>
<p class="elinks"><a href="/users/dachnik_petrovich/48211.html?mode=reply">Оставить комментарий</a></p>
</td>
<td id="side" valign="top">
<div class="sbox"><img src="/userpic/dachnik_petrovich.svg" width="100" height="100" alt=""><br><b>dachnik_petrovich</b><br>Подмосковье, дача, руки</div>
<div class="sbox"><h3>Календарь</h3><p><a href="/users/dachnik_petrovich/2011/10/">Октябрь 2011</a>: 3, 9, <b>17</b>, 24</p></div>
<div class="sbox"><h3>Последние записи</h3><ul><li><a href="/users/dachnik_petrovich/48450.html">Первая растопка</a></li><li><a href="/users/dachnik_petrovich/48211.html">Перекладка печи на даче: итоги</a></li><li><a href="/users/dachnik_petrovich/47902.html">Шамот или нет?</a></li></ul></div>
<div class="sbox"><h3>Друзья</h3><p>sergey_kamenev, marina_ve, kostya_sever, vovan_1975</p></div>
<div class="sbox"><img src="/img/counter.svg" width="88" height="31" alt="счётчик"></div>
</td></tr></table>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e9e4da;font:13px Verdana,Arial,sans-serif}#topbar{background:#2f3e4e;color:#fff;padding:4px 10px}#topbar a{color:#fff}
#journal{padding:15px 25px;background:#fff}#side{width:200px;padding:10px;font-size:11px}
.jtitle a{color:#2f3e4e;text-decoration:none}.edate{color:#888;font-size:11px}.etags,.emeta{font-size:11px;color:#555}
.cmt{border-top:1px solid #e2ddd2;padding:6px 0}.cdate{font-size:10px;color:#888}.cmt-text{margin:4px 0 4px 56px}
.cmt-links{font-size:10px;margin:0 0 0 56px}.cmt-hidden{color:#999;font-style:italic;font-size:11px}
.ljuser{white-space:nowrap}.sbox{margin-bottom:10px}.sbox h3{font-size:12px;margin:0}
</style>"""
    users = {c.who for c in cs if c.real}
    files = {f"/userpic/{u}.svg": svg(50, 50, "#8a9bb0", u[:1].upper(), 20) for u in users}
    files.update(
        {
            "/users/dachnik_petrovich/pic/pech.svg": svg(400, 300, "#b8733f", "печь"),
            "/img/userinfo.svg": svg(17, 17, "#2f3e4e"),
            "/img/counter.svg": svg(88, 31, "#2f3e4e", "12 044", 11),
            **emoticon_files("/img/smiles/"),
        }
    )
    html = doc("html4t", title="Записки дачника: Перекладка печи на даче: итоги", lang="ru", head=css) + body
    return make(
        "fb-ru-journal-pech",
        "discussion",
        "ru",
        html,
        cs,
        path=path,
        container="div#comments after '13 комментариев · Оставить комментарий': one div.cmt a comment, in page order, its depth only an inline margin-left (0/25/50/75px): a table (userpic; span.ljuser b NAME, br, span.cdate 'DATE (UTC)'), div.cmt-text TEXT, p.cmt-links '(Ответить) (Выше) (Ветвь дискуссии) (Ссылка)'; one screened comment shown as '(Скрытый комментарий: его видит только автор дневника)'",
        heading="13 комментариев",
        description="A Russian journal host of 2011 (invented, LiveJournal-era shape): 12 comments under a dacha owner's post on rebuilding a stove, threaded four deep only by an inline margin-left on flat sibling divs (the journal's owner answers three readers, a reader answers the owner, two readers answer one comment), a screened comment's notice among them; userpics, 'Метки', mood and music lines, calendar, recent entries, friends and a counter in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- uk: a blog host, walks in Kyiv, 2012


def uk_podil() -> Case:
    cs = talk("""
Оксана_К || 14.04.2012 о 18:40 || Дякую за прогулянку! Цей двір з дерев'яними сходами я пам'ятаю ще з дитинства, бабуся жила через дорогу. Шкода, що його збираються зносити.
>Андрій || 14.04.2012 о 21:02 || Оксано, а ви не знаєте, хто там жив до війни? Мені казали, що в цьому будинку колись була пекарня.
Тарас || 14.04.2012 о 19:15 || Гарні фото. А яким фотоапаратом знімали? Кольори дуже теплі.
Лариса Петрівна || 15.04.2012 о 09:02 || Ходила туди в неділю за вашим маршрутом. Ворота на Костянтинівській вже зачинені на замок, не пройти {e:sad} // Але двір із липою ще відкритий, там дуже гарно.
>Андрій || 15.04.2012 о 10:30 || Дякую, що повідомили! Допишу в пост, щоб люди не ходили даремно.
!SECRET || 15.04.2012 о 11:14 || -
gurman_kyiv || 15.04.2012 о 13:47 || Наступного разу зайдіть у кав'ярню на розі, там найкраща кава на Подолі {e:wink}
Микола || 16.04.2012 о 20:11 || Пропоную зробити таку ж прогулянку Лук'янівкою. Там теж багато старих дворів, про які мало хто знає.
Ірина || 17.04.2012 о 07:58 || Зберегла собі маршрут, дякую! Підкажіть, скільки часу займає вся прогулянка?
""")
    ips = ["93.72", "", "178.94", "46.211", "", "", "91.196", "37.57", "188.163"]
    path = "/andriy-dvory/2012/04/14/podil-stari-dvory.html"
    k = kids(cs)
    out = []
    for n, i in enumerate(k[None], start=1):
        c = cs[i]
        if not c.real:
            out.append(
                f'<li class="komentar prykhovanyi"><span class="nomer">{n}.</span> <em>Коментар приховано. '
                f'Його бачить лише автор блогу.</em> <span class="chas">{esc(c.at)}</span></li>\n'
            )
            continue
        answers = "".join(
            f'<div class="vidpovid-avtora"><p class="va-shapka">Відповідь автора &mdash; <b>{esc(cs[j].who)}</b> | {esc(cs[j].at)}</p>'
            f'<p class="va-tekst">{lines_html(cs[j].raw, emo="/smajly/")}</p></div>\n'
            for j in k.get(i, [])
        )
        out.append(
            f'<li class="komentar" id="k{5100 + n}"><p class="shapka"><span class="nomer">{n}.</span> <b>{esc(c.who)}</b> | '
            f'<span class="chas">{esc(c.at)}</span> | <span class="ip">IP: {ips[i]}.xxx.xxx</span> | '
            f'<a href="#forma" onclick="return vidpovisty({5100 + n});">Відповісти</a> | '
            f'<a href="/andriy-dvory/vydalyty?k={5100 + n}">Видалити</a></p>\n'
            f'<div class="tekst">{lines_html(c.raw, para="p", emo="/smajly/")}</div>\n{answers}</li>\n'
        )
    comments = "".join(out)
    body = f"""<body>
<div id="obhortka">
<div id="verkh"><a href="/" class="logo">Нотатник</a> <span>блоги українською</span> <a href="/vkhid" class="vkhid">Увійти</a></div>
<div id="shapka-blogu"><h1><a href="/andriy-dvory/">Київські двори</a></h1><p>Прогулянки старим містом з фотоапаратом</p></div>
<div id="kolonka">
<div class="zapys">
<h2>Поділ: старі двори між Костянтинівською та Ярославською</h2>
<p class="data">Субота, 14 квітня 2012 &middot; Рубрика: <a href="/andriy-dvory/rubryka/podil">Поділ</a></p>
<p>Сьогодні пропоную маршрут на дві години: кілька подільських дворів, у які туристи майже не заходять. Усі вони прохідні, але деякі ворота вже почали зачиняти, тож поспішайте.</p>
<p><img src="/andriy-dvory/foto/dvir-skhody.svg" width="420" height="280" alt="Двір із дерев'яними сходами"></p>
<p>Перший двір, з дерев'яними сходами на другий поверх, схований за аркою будинку кінця дев'ятнадцятого століття. Далі через двір із липою виходимо на паралельну вулицю, де збереглася стара бруківка.</p>
<p>Закінчується прогулянка біля маленького скверу з фонтаном, який не працює вже років двадцять, але все одно гарний.</p>
<p class="mitky">Мітки: <a href="/andriy-dvory/mitka/podil">Поділ</a>, <a href="/andriy-dvory/mitka/dvory">двори</a>, <a href="/andriy-dvory/mitka/marshruty">маршрути</a></p>
</div>
<p class="vkladky"><a href="#komentari" class="aktyvna">Коментарі (9)</a> | <a href="/andriy-dvory/2012/04/14/podil-stari-dvory/trackback">Трекбеки (0)</a></p>
<ol id="komentari">
{comments}</ol>
<form id="forma" action="/andriy-dvory/komentar" method="post"><p>Ім'я <input type="text" name="imya"> Пароль для видалення <input type="password" name="parol" size="8"></p><p><textarea name="tekst" rows="5" cols="55"></textarea></p><p><input type="submit" value="Додати коментар"></p></form>
</div>
<div id="bichna">
<div class="blok"><h3>Останні записи</h3><ul><li><a href="/andriy-dvory/2012/04/21/lukyanivka.html">Лук'янівка: перша спроба</a></li><li><a href="/andriy-dvory/2012/04/14/podil-stari-dvory.html">Поділ: старі двори</a></li><li><a href="/andriy-dvory/2012/04/01/pecherськ.html">Печерськ без туристів</a></li></ul></div>
<div class="blok"><h3>Хмара міток</h3><p class="khmara"><a href="/andriy-dvory/mitka/podil" style="font-size:16px">Поділ</a> <a href="/andriy-dvory/mitka/dvory" style="font-size:14px">двори</a> <a href="/andriy-dvory/mitka/bruk" style="font-size:11px">бруківка</a> <a href="/andriy-dvory/mitka/marshruty" style="font-size:13px">маршрути</a></p></div>
<div class="blok"><h3>Відвідувачі</h3><p>Сьогодні: 97<br>Усього: 41 337</p></div>
</div>
<div id="pidval">&copy; 2012 Нотатник</div>
</div>
<script type="text/javascript">
function vidpovisty(id) {{ var t = document.getElementsByName('tekst')[0]; if (t) {{ t.value = '#' + id + ' '; t.focus(); }} return false; }}
</script>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dde6ee;font:13px/1.6 Tahoma,Arial,sans-serif;color:#222}
#obhortka{width:880px;margin:0 auto;background:#fff}#verkh{background:#1d4e89;color:#fff;padding:5px 10px}#verkh a{color:#fff}
#shapka-blogu{padding:16px 20px;background:#f3d34a}#kolonka{float:left;width:600px;padding:10px 20px}#bichna{float:right;width:210px;padding:10px;font-size:12px}
#pidval{clear:both;text-align:center;color:#888;padding:8px}.data,.mitky{color:#777;font-size:11px}
.vkladky{border-bottom:2px solid #1d4e89;font-weight:bold}.vkladky a.aktyvna{color:#1d4e89}
#komentari{list-style:none;padding:0}.komentar{border-bottom:1px solid #e3e3e3;padding:6px 0}.shapka{font-size:11px;color:#555;margin:0}
.ip{color:#aaa}.nomer{color:#1d4e89;font-weight:bold}.vidpovid-avtora{margin:4px 0 4px 35px;padding:5px 8px;background:#fdf6d8;border-left:3px solid #f3d34a}
.va-shapka{font-size:11px;margin:0;color:#555}.va-tekst{margin:2px 0}.prykhovanyi{color:#999}
</style>"""
    files = {
        "/andriy-dvory/foto/dvir-skhody.svg": svg(420, 280, "#8f7a5a", "двір"),
        **emoticon_files("/smajly/"),
    }
    html = (
        doc(
            "xhtml",
            title="Поділ: старі двори між Костянтинівською та Ярославською — Київські двори",
            lang="uk",
            head=css,
        )
        + body
    )
    return make(
        "fb-uk-blog-podil",
        "discussion",
        "uk",
        html,
        cs,
        path=path,
        container="ol#komentari after a tab line 'Коментарі (9) | Трекбеки (0)': one li.komentar a comment (p.shapka 'N.' b NAME | DATE | 'IP: 93.72.xxx.xxx' | 'Відповісти | Видалити'; div.tekst TEXT); the author's answer a div.vidpovid-avtora inside the li ('Відповідь автора — b NAME | DATE', TEXT); one hidden comment shown as 'Коментар приховано. Його бачить лише автор блогу.'",
        heading="Коментарі (9)",
        description="A Ukrainian blog host of 2012 (invented): a city-walk post with 6 readers' comments numbered 1-7 with one hidden comment's notice among them, masked IPs, 'Відповісти | Видалити', the author's two answers boxed inside the comments they answer (truth: replies); emoticons; recent posts, a tag cloud and a visitor counter in the sidebar; the trackback tab says 0.",
        files=files,
    )


# --------------------------------------------------------------------------- pl: a blog portal, cycling, 2011


def pl_kaszuby() -> Case:
    cs = talk("""
Kasia z Gdyni || 2011-06-13 21:04 || Super relacja! Byliśmy tam w zeszłym roku, ale w drugą stronę, od Kartuz. Podjazd pod Wieżycę dał nam nieźle w kość {e:laugh}
>Rowerowy Tomek || 2011-06-13 22:10 || Od Kartuz to chyba jeszcze gorzej, bo cały czas pod górę. Szacun!
mareczek82 || 2011-06-14 08:33 || Ile kilometrów wyszło łącznie? I jakie opony mieliście, bo tam sporo szutru.
>Rowerowy Tomek || 2011-06-14 09:15 || Łącznie 186 km w trzy dni. Opony półslicki 1,75 — na szutrze dawały radę, w piachu koło jeziora trzeba było prowadzić.
Ewa || 2011-06-14 12:20 || Piękne zdjęcia jezior. Czy nocleg w tym gospodarstwie agroturystycznym trzeba rezerwować wcześniej?
!SECRET || 2011-06-14 14:02 || -
gość || 2011-06-14 16:41 || a ja myślałem że na Kaszubach są same płaskie drogi, teraz wiem że nie :)
Zbyszek || 2011-06-15 19:02 || Polecam jeszcze trasę wokół Jeziora Raduńskiego, jest oznakowana i prawie cała asfaltem. // Pozdrawiam z Kościerzyny!
Aga_biega || 2011-06-16 10:14 || Zazdroszczę, u nas cały weekend lało {e:sad}
""")
    ips = ["83.24", "", "89.77", "", "79.185", "", "188.47", "31.174", "95.49"]
    path = "/rowerowytomek/kaszuby-w-trzy-dni,1944.html"
    k = kids(cs)
    out = []
    for n, i in enumerate(k[None], start=1):
        c = cs[i]
        if not c.real:
            out.append(
                f'<div class="kom prywatny"><div class="kom-nag"><span class="nr">#{n}</span> {esc(c.at)}</div>'
                '<div class="kom-tresc">Komentarz prywatny &ndash; widoczny tylko dla autora bloga.</div></div>\n'
            )
            continue
        no = 66100 + n
        odp = "".join(
            f'<div class="kom odp"><div class="kom-nag"><b class="autor-bloga">{esc(cs[j].who)}</b> (autor bloga) | '
            f"{esc(cs[j].at)}</div>"
            f'<div class="kom-tresc">{lines_html(cs[j].raw, emo="/gfx/emotki/", alt=False)}</div></div>\n'
            for j in k.get(i, [])
        )
        out.append(
            f'<div class="kom" id="kom{no}"><div class="kom-nag"><span class="nr">#{n}</span> <b>{esc(c.who)}</b> | '
            f'{esc(c.at)} | <span class="ip">{ips[i]}.xxx.xxx</span> | <a href="#dodaj" onclick="odpowiedz({no});return false;">Odpowiedz</a> | '
            f'<a href="/rowerowytomek/usun-komentarz,{no}.html">Usuń</a></div>\n'
            f'<div class="kom-tresc">{lines_html(c.raw, emo="/gfx/emotki/", alt=False)}</div>\n'
            f'<form class="usun" action="/rowerowytomek/usun-komentarz,{no}.html" method="post" style="display:none">'
            'Hasło: <input type="password" name="haslo" size="8"> <input type="submit" value="Usuń"></form>\n'
            f"</div>\n{odp}"
        )
    comments = "".join(out)
    body = f"""<body>
<div id="portal-bar"><a href="/">Blogowisko.pl</a> | <a href="/najnowsze">Najnowsze wpisy</a> | <a href="/ranking">Ranking blogów</a> | <a href="/zaloz">Załóż bloga</a> | <a href="/zaloguj">Zaloguj</a></div>
<div id="blog">
<div id="naglowek"><h1><a href="/rowerowytomek/">Rowerem przez Pomorze</a></h1><p>Blog Tomka, który nie umie siedzieć w domu</p></div>
<div id="lewa">
<div class="wpis">
<p class="data-wpisu">poniedziałek, 13 czerwca 2011</p>
<h2>Kaszuby w trzy dni: 186 km, siedem jezior i jedna Wieżyca</h2>
<div class="tresc-wpisu">
<p>W długi weekend razem z bratem objechaliśmy kawał Kaszub. Start w Kościerzynie, potem przez Wdzydze, Szymbark i Wieżycę aż do Kartuz, a wracaliśmy pociągiem.</p>
<p><img src="/rowerowytomek/zdjecia/wiezyca.svg" width="400" height="260" alt="Wieżyca"></p>
<p>Pierwszy dzień był płaski i przyjemny. Drugi to już zupełnie inna historia: podjazdy, szuter i piach przy jeziorze, gdzie rowery trzeba było prowadzić. Trzeciego dnia lało od rana, ale za to pod górę wjechaliśmy na samą wieżę widokową.</p>
<p>Nocowaliśmy w gospodarstwie agroturystycznym koło Szymbarku: czysto, tanio i gospodyni, która na śniadanie podała nam jajecznicę z dziesięciu jaj.</p>
</div>
<p class="stopka-wpisu">Kategoria: <a href="/rowerowytomek/kategoria/wyprawy">Wyprawy</a> | Tagi: <a href="/tag/kaszuby">kaszuby</a>, <a href="/tag/rower">rower</a></p>
</div>
<ul class="zakladki"><li class="aktywna"><a href="#komentarze">Komentarze (9)</a></li><li><a href="#trackbacki">Trackbacki (2)</a></li></ul>
<div id="komentarze">
{comments}</div>
<div id="trackbacki">
<h3>Trackbacki</h3>
<p class="tb-adres">Adres trackback: http://blogowisko.example.pl/trackback/1944</p>
<div class="tb"><a href="http://example.pl/kolarzzkartuz/wpis/312">Z Kartuz do Kościerzyny, czyli w drugą stronę</a><br><span class="tb-info">Kolarz z Kartuz, 2011-06-15 20:12</span><p>Tomek opisał trasę w jedną stronę, ja opiszę w drugą. Uprzedzam: Wieżyca od tej strony to ściana…</p></div>
<div class="tb"><a href="http://example.pl/weekendowo/2011/06/kaszuby">Pomysły na weekend: Kaszuby na rowerze</a><br><span class="tb-info">Weekendowo, 2011-06-17 08:40</span><p>Zebraliśmy kilka relacji blogerów, którzy w czerwcu pojechali na Kaszuby.</p></div>
</div>
<div id="dodaj"><h3>Dodaj komentarz</h3><form action="/rowerowytomek/dodaj-komentarz,1944.html" method="post"><p>Podpis <input type="text" name="podpis"> Hasło (do usunięcia) <input type="password" name="haslo" size="8"></p><p><textarea name="tresc" rows="5" cols="55"></textarea></p><p><label><input type="checkbox" name="prywatny"> komentarz prywatny (tylko dla autora)</label> <input type="submit" value="Dodaj"></p></form></div>
</div>
<div id="prawa">
<div class="ramka"><h3>O mnie</h3><p>Tomek, 29 lat, Gdańsk. Rower, mapy i drożdżówki.</p></div>
<div class="ramka"><h3>Ostatnie wpisy</h3><ul><li><a href="/rowerowytomek/hel-na-jeden-dzien,1960.html">Hel na jeden dzień</a></li><li><a href="/rowerowytomek/kaszuby-w-trzy-dni,1944.html">Kaszuby w trzy dni</a></li><li><a href="/rowerowytomek/przeglad-roweru-przed-sezonem,1921.html">Przegląd roweru przed sezonem</a></li></ul></div>
<div class="ramka"><h3>Archiwum</h3><p><a href="/rowerowytomek/2011/06">czerwiec 2011 (3)</a><br><a href="/rowerowytomek/2011/05">maj 2011 (5)</a><br><a href="/rowerowytomek/2011/04">kwiecień 2011 (4)</a></p></div>
<div class="ramka"><h3>Licznik</h3><p>Odwiedzin: 27 806</p></div>
</div>
<div id="stopka">Blogowisko.pl &copy; 2006-2011</div>
</div>
<script type="text/javascript">
function odpowiedz(no) {{ var t = document.getElementsByName('tresc')[0]; t.value = '@' + no + ': '; t.focus(); }}
</script>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#cfe0c3;font:12px/1.6 Verdana,Tahoma,sans-serif}#portal-bar{background:#c0392b;color:#fff;padding:4px 10px}#portal-bar a{color:#fff}
#blog{width:860px;margin:0 auto;background:#fff}#naglowek{padding:18px;background:#6a994e;color:#fff}#naglowek a{color:#fff}
#lewa{float:left;width:580px;padding:10px 20px}#prawa{float:right;width:220px;padding:10px}#stopka{clear:both;text-align:center;padding:8px;color:#888}
.zakladki{list-style:none;padding:0;border-bottom:2px solid #6a994e}.zakladki li{display:inline;padding:3px 10px}.zakladki .aktywna{background:#6a994e}.zakladki .aktywna a{color:#fff}
.kom{border-bottom:1px dotted #aaa;padding:5px 0}.kom-nag{font-size:11px;color:#666}.nr{color:#c0392b;font-weight:bold}.ip{color:#aaa}
.odp{margin-left:40px;background:#f0f6ea;padding:5px 8px}.autor-bloga{color:#6a994e}.prywatny .kom-tresc{color:#999;font-style:italic}
.tb{border-bottom:1px dotted #ccc;padding:4px 0}.tb-info{font-size:11px;color:#888}
</style>"""
    files = {
        "/rowerowytomek/zdjecia/wiezyca.svg": svg(400, 260, "#6a994e", "Wieżyca"),
        **emoticon_files("/gfx/emotki/"),
    }
    html = (
        doc(
            "html4t",
            title="Kaszuby w trzy dni: 186 km, siedem jezior i jedna Wieżyca - Rowerem przez Pomorze - Blogowisko.pl",
            lang="pl",
            head=css,
        )
        + body
    )
    return make(
        "fb-pl-portal-kaszuby",
        "discussion",
        "pl",
        html,
        cs,
        path=path,
        container="div#komentarze under tabs 'Komentarze (9) | Trackbacki (2)' (both lists served, the trackbacks in div#trackbacki after it): one div.kom a comment (div.kom-nag '#N' b NAME | DATE | '83.24.xxx.xxx' | 'Odpowiedz | Usuń'; div.kom-tresc TEXT; a hidden password form); the author's answer a sibling div.kom.odp right after it, indented ('b NAME (autor bloga) | DATE'); one private comment's notice",
        heading="Komentarze (9)",
        description="A Polish blog portal of 2011 (invented): a cycling trip report with 7 readers' comments numbered #1-#8 with a private comment's notice among them, masked IPs, 'Odpowiedz | Usuń' with hidden password forms, the author's two answers as indented sibling entries after the comments they answer (truth: replies); emoticons without alt; the tab line 'Komentarze (9) | Trackbacki (2)' and both lists in the HTML; recent posts, archive and a visit counter in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- hu: a blog host, a raised bed, 2010


def hu_kert() -> Case:
    cs = talk("""
Margit néni || 2010.05.12. 14:22 || Nagyon szép lett a magaságyás! Én is szeretnék ilyet, de a férjem szerint a deszka két év alatt elkorhad. Mivel kezelted a fát?
>Kertész Kati || 2010.05.12. 18:40 || Lenolajjal kentem le kétszer, belül pedig fóliát tűztem a deszkára, hogy ne érje közvetlenül a föld. Meglátjuk, meddig bírja {e:smile}
Bálint || 2010.05.13. 08:05 || Milyen földet tettél bele? Mi tavaly sima kerti földdel töltöttük fel, és nagyon összetömörödött.
>Kertész Kati || 2010.05.13. 12:30 || Alulra ágakat és nyesedéket, aztán lombot, a tetejére érett komposztot kevertem kerti földdel. Így lassan süllyed, minden évben kell rá egy kis komposzt.
>>Bálint || 2010.05.13. 13:02 || Köszi, ősszel kipróbálom!
!SECRET || 2010.05.13. 21:48 || -
Zsuzsa || 2010.05.14. 20:11 || A csigák nem mennek fel rá? Nálunk idén mindent lerágtak {e:sad}
Pityu bácsi || 2010.05.15. 07:45 || Paradicsomot ne ültess a paprika mellé, nem szeretik egymást. Ezt még az apámtól tanultam.
""")
    path = "/kerteszkati/2010/05/11/elkeszult_a_magasagyas"
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<div class="valaszok">\n{sub}</div>\n' if sub else ""
        if not c.real:
            return (
                '<div class="hsz titkos"><div class="hsz-fej"><span class="ido">'
                f'{esc(c.at)}</span></div><div class="hsz-szoveg">Ezt a hozzászólást csak a blog gazdája láthatja.</div></div>\n'
            )
        no = 9400 + i
        return (
            f'<div class="hsz" id="hsz{no}"><div class="hsz-fej"><b>{esc(c.who)}</b> | <span class="ido">{esc(c.at)}</span> | '
            f'<a href="/kerteszkati/valasz/{no}">Válasz</a> | <a href="/kerteszkati/torles/{no}">Törlés</a></div>\n'
            f'<div class="hsz-szoveg">{lines_html(c.raw, emo="/kepek/szmajli/")}</div>\n{sub}</div>\n'
        )

    comments = "".join(item(i) for i in k[None])
    body = f"""<body>
<div id="keret">
<div id="fejlec"><span class="szolgaltato"><a href="/">Naplónet</a> &raquo; ingyenes blog</span><h1><a href="/kerteszkati/">Kati kertje</a></h1><p>Egy kis kert Gödöllő mellett, sok gyomlálással</p></div>
<div id="tartalom">
<div class="bejegyzes">
<h2>Elkészült a magaságyás</h2>
<p class="datum">2010. május 11., kedd 19:30 &middot; Címkék: <a href="/kerteszkati/cimke/magasagyas">magaságyás</a>, <a href="/kerteszkati/cimke/zoldseg">zöldség</a></p>
<p>Két hétvége munka után végre elkészült az első magaságyásunk! Száz hússzor kétszáz centis, negyven centi magas, fenyődeszkából.</p>
<p><img src="/kerteszkati/kepek/agyas.svg" width="400" height="260" alt="magaságyás"></p>
<p>Bele salátát, retket, paprikát és két tő paradicsomot ültettem, a szélére körömvirágot a kártevők ellen. A gyerekek már most a saját sorukat követelik.</p>
</div>
<p class="fulek"><a href="#hozzaszolasok"><b>Hozzászólások (8)</b></a> | <a href="/kerteszkati/2010/05/11/elkeszult_a_magasagyas/trackback">Visszakövetés (0)</a></p>
<div id="hozzaszolasok">
{comments}</div>
<div class="uj-hsz"><h3>Szólj hozzá!</h3><form action="/kerteszkati/hozzaszolas" method="post"><p>Név <input type="text" name="nev"> Jelszó <input type="password" name="jelszo" size="8"> <label><input type="checkbox" name="titkos"> titkos</label></p><textarea name="szoveg" rows="4" cols="50"></textarea><br><input type="submit" value="Elküld"></form></div>
</div>
<div id="oldalsav">
<div class="doboz"><h3>Friss bejegyzések</h3><ul><li><a href="/kerteszkati/2010/05/18/palantak">Palánták a párkányon</a></li><li><a href="/kerteszkati/2010/05/11/elkeszult_a_magasagyas">Elkészült a magaságyás</a></li><li><a href="/kerteszkati/2010/04/29/komposzt">Komposztálás kezdőknek</a></li></ul></div>
<div class="doboz"><h3>Címkefelhő</h3><p><a href="/kerteszkati/cimke/komposzt" style="font-size:15px">komposzt</a> <a href="/kerteszkati/cimke/paradicsom" style="font-size:12px">paradicsom</a> <a href="/kerteszkati/cimke/magasagyas" style="font-size:14px">magaságyás</a> <a href="/kerteszkati/cimke/csiga" style="font-size:10px">csiga</a></p></div>
<div class="doboz"><h3>Látogatók</h3><p>Ma: 54 &middot; Összesen: 18 930</p></div>
<div class="doboz"><a href="/kerteszkati/vendegkonyv">Vendégkönyv</a></div>
</div>
<div id="lablec">Naplónet &copy; 2010</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f1efe5;font:13px Georgia,serif;color:#333}#keret{width:840px;margin:0 auto;background:#fff}
#fejlec{padding:15px 20px;background:#7a9a3a;color:#fff}#fejlec a{color:#fff}.szolgaltato{font-size:11px}
#tartalom{float:left;width:580px;padding:10px 20px}#oldalsav{float:right;width:200px;padding:10px;font-size:12px}#lablec{clear:both;text-align:center;color:#999}
.datum{font-size:11px;color:#888}.fulek{border-bottom:1px solid #7a9a3a}
.hsz{border-top:1px dotted #bbb;padding:5px 0}.hsz-fej{font-size:11px;color:#666}.ido{color:#999}.hsz-szoveg{margin:3px 0}
.valaszok{margin-left:30px;border-left:2px solid #dfe8c8;padding-left:8px}.titkos{color:#999;font-style:italic}
</style>"""
    files = {
        "/kerteszkati/kepek/agyas.svg": svg(400, 260, "#7a5a3a", "magaságyás"),
        **emoticon_files("/kepek/szmajli/"),
    }
    html = doc("xhtml", title="Elkészült a magaságyás - Kati kertje - Naplónet", lang="hu", head=css) + body
    return make(
        "fb-hu-blog-kert",
        "discussion",
        "hu",
        html,
        cs,
        path=path,
        container="div#hozzaszolasok after 'Hozzászólások (8) | Visszakövetés (0)': one div.hsz a comment (div.hsz-fej 'b NAME | DATE | Válasz | Törlés', div.hsz-szoveg TEXT), answers in a div.valaszok inside their parent's div.hsz (two deep once); one secret comment's div.hsz.titkos 'Ezt a hozzászólást csak a blog gazdája láthatja.' with only a date",
        heading="Hozzászólások (8)",
        description="A Hungarian gardening blog of 2010 on an invented host: 7 comments (4 readers' top-level comments, the blogger's two answers and a reader's answer to her nested in div.valaszok) with a secret comment's notice among them; the 'NAME | DATE | Válasz | Törlés' line above each text; emoticons; recent posts, a tag cloud, a visitor counter and a guestbook link in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- cs: the mixed page, 2013


def cs_mazanec() -> Case:
    cs = talk("""
Lenka || 12. března 2013 v 18:40 || Tak tohle upeču na Velikonoce! Jen nevím, jestli můžu rozinky namočit do rumu, nebo to změní chuť těsta?
>Jana || 12. března 2013 v 20:05 || Lenko, klidně, babička je vždycky máčela přes noc v rumu. Jen je pak dobře osuš, ať těsto není mokré.
Petr M. || 13. března 2013 v 7:52 || U nás se mazanec vždycky nařízne křížem až po potření vejcem. Děláte to jinak, nebo jsem to špatně pochopil?
babi Věra || 13. března 2013 v 15:30 || Krásný recept, přesně takový dělávala moje maminka. Jen my jsme dávali ještě trochu citronové kůry {e:smile}
Martina || 14. března 2013 v 21:17 || Pekla jsem podle vás dnes a povedl se na první pokus! Děkuju {e:heart}
""")
    path = "/pecemesjanou/clanek/mazanec-podle-babicky.html"
    k = kids(cs)
    out = []
    for i in k[None]:
        c = cs[i]
        ans = "".join(
            f'<div class="odpoved-autora"><span class="oa-kdo">Odpověď autora &ndash; {esc(cs[j].who)}, {esc(cs[j].at)}:</span> '
            f"{lines_html(cs[j].raw, emo='/smajlici/')}</div>\n"
            for j in k.get(i, [])
        )
        out.append(
            f'<div class="komentar" id="k{4410 + i}"><div class="k-hlava"><span class="k-jmeno">{esc(c.who)}</span> | '
            f'<a href="/pecemesjanou/email/{4410 + i}">E-mail</a> | {esc(c.at)} | <a href="#formular">Reagovat</a></div>\n'
            f'<div class="k-text">{lines_html(c.raw, emo="/smajlici/")}</div>\n{ans}</div>\n'
        )
    comments = "".join(out)
    recent = "".join(
        f'<li><b>{esc(who)}</b> k článku <a href="/pecemesjanou/clanek/{href}.html">{esc(title)}</a>: <i>{esc(snip)}</i></li>'
        for who, href, title, snip in (
            (
                "Hanka",
                "velikonocni-beranek",
                "Velikonoční beránek",
                "Ten beránek se mi rozpadl při vyklápění, formu jsem asi málo vymazala…",
            ),
            (
                "Jirka",
                "chleba-v-troube",
                "Chleba v troubě bez domácí pekárny",
                "Konečně chleba, který není jako cihla. Díky!",
            ),
            (
                "Alena P.",
                "vanocni-cukrovi-2012",
                "Vánoční cukroví 2012",
                "Vanilkové rohlíčky dělám podle vás už druhý rok.",
            ),
            ("Michal", "bramboracky", "Bramboráky jako od babičky", "Majoránky víc, jinak souhlas."),
            ("Lenka", "mazanec-podle-babicky", "Mazanec podle babičky", "Tak tohle upeču na Velikonoce!"),
        )
    )
    body = f"""<body>
<div id="hlavicka-hostingu"><a href="/">Blogísek.cz</a> &middot; <a href="/novy-blog">Založit blog</a> &middot; <a href="/prihlaseni">Přihlásit</a></div>
<div id="stranka">
<div id="zahlavi"><h1><a href="/pecemesjanou/">Pečeme s Janou</a></h1><p>Recepty po babičce i nové pokusy</p></div>
<div id="obsah">
<div class="clanek">
<h2>Mazanec podle babičky</h2>
<p class="clanek-info">Jana | 12. března 2013 v 17:10 | <a href="/pecemesjanou/rubrika/velikonoce">Velikonoce</a></p>
<p>Každý rok na Zelený čtvrtek pekla babička mazanec a celý dům voněl máslem a vanilkou. Tady je její recept, jen trochu upravený pro dnešní troubu.</p>
<p><b>Suroviny:</b> 500 g polohrubé mouky, 100 g másla, 100 g cukru, 2 žloutky, 250 ml mléka, 30 g droždí, rozinky, mandle, citronová kůra.</p>
<p>Z droždí, trochy mléka a cukru udělejte kvásek. Pak vše zpracujte na hladké těsto, nechte hodinu kynout, vytvarujte bochník, potřete vejcem, nařízněte křížem a posypte mandlemi. Pečte asi 50 minut na 170 stupňů.</p>
<p><img src="/pecemesjanou/obrazky/mazanec.svg" width="380" height="260" alt="mazanec"></p>
</div>
<p class="pocty"><a href="#komentare">Komentáře (5)</a> | <a href="/pecemesjanou/clanek/mazanec-podle-babicky/trackback">Trackbacky (0)</a> | <a href="/pecemesjanou/clanek/mazanec-podle-babicky/tisk">Tisk</a></p>
<div id="komentare">
<h3>Komentáře</h3>
{comments}</div>
<div id="formular"><h3>Přidat komentář</h3><form action="/pecemesjanou/komentar" method="post"><p>Jméno <input type="text" name="jmeno"> E-mail <input type="text" name="email"></p><textarea name="text" rows="4" cols="50"></textarea><br><input type="submit" value="Odeslat"></form></div>
</div>
<div id="menu">
<div class="rubrika"><h3>Nové články</h3><ul><li><a href="/pecemesjanou/clanek/mazanec-podle-babicky.html">Mazanec podle babičky</a></li><li><a href="/pecemesjanou/clanek/velikonocni-beranek.html">Velikonoční beránek</a></li><li><a href="/pecemesjanou/clanek/chleba-v-troube.html">Chleba v troubě</a></li></ul></div>
<div class="rubrika"><h3>Poslední komentáře</h3><ul class="posledni-komentare">{recent}</ul></div>
<div class="rubrika"><h3>Kalendář</h3><p>Březen 2013: <a href="/pecemesjanou/archiv/2013-03-05">5</a>, <a href="/pecemesjanou/archiv/2013-03-12">12</a></p></div>
<div class="rubrika"><h3>Kniha návštěv</h3><p><a href="/pecemesjanou/kniha-navstev">Napište mi do knihy návštěv</a></p></div>
<div class="rubrika"><img src="/pecemesjanou/obrazky/toplist.svg" width="88" height="31" alt="počítadlo"></div>
</div>
<div id="paticka">Blogísek.cz &copy; 2013</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#fbeee0;font:13px Arial,sans-serif;color:#333}#hlavicka-hostingu{background:#5b2c6f;color:#fff;padding:4px 10px;font-size:11px}#hlavicka-hostingu a{color:#fff}
#stranka{width:860px;margin:0 auto;background:#fff}#zahlavi{padding:16px 20px;background:#e8a87c}#obsah{float:left;width:580px;padding:10px 20px}#menu{float:right;width:220px;padding:10px;font-size:12px}
#paticka{clear:both;text-align:center;color:#999;padding:6px}.clanek-info{font-size:11px;color:#888}.pocty{font-size:12px;border-top:1px solid #e8a87c}
.komentar{border-bottom:1px solid #f0dccb;padding:6px 0}.k-hlava{font-size:11px;color:#777}.k-jmeno{font-weight:bold;color:#5b2c6f}
.odpoved-autora{margin:4px 0 0 30px;padding:5px;background:#fbeee0;font-size:12px}.oa-kdo{color:#5b2c6f;font-weight:bold}
.posledni-komentare{padding-left:14px}.posledni-komentare li{margin-bottom:5px}
</style>"""
    files = {
        "/pecemesjanou/obrazky/mazanec.svg": svg(380, 260, "#d9a05b", "mazanec"),
        "/pecemesjanou/obrazky/toplist.svg": svg(88, 31, "#444", "TOPlist", 11),
        **emoticon_files("/smajlici/"),
    }
    html = doc("html4t", title="Mazanec podle babičky | Pečeme s Janou", lang="cs", head=css) + body
    return make(
        "fb-cs-mixed-mazanec",
        "mixed",
        "cs",
        html,
        cs,
        path=path,
        container="div#komentare after 'Komentáře (5) | Trackbacky (0) | Tisk': one div.komentar a comment (div.k-hlava 'span.k-jmeno NAME | E-mail | DATE | Reagovat', div.k-text TEXT); the author's answer a div.odpoved-autora inside it ('Odpověď autora – Jana, DATE:' then the text); beside it the sidebar's ul.posledni-komentare: five recent comments (b NAME 'k článku' LINK: i SNIPPET), four of them on other articles",
        heading="Komentáře",
        description="The mixed page: a Czech baking blog of 2013 on an invented host, 4 readers' comments and the author's answer boxed inside the first (truth: a reply) beside a 'Poslední komentáře' sidebar widget of five named snippets linking other articles (and one linking this one: the first comment's opening words), which are not this page's discussion; recent articles, calendar, guestbook link and a TOPlist-like counter.",
        lookalikes=("ul.posledni-komentare",),
        files=files,
    )

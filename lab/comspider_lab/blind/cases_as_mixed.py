"""Blind set AS: four mixed pages of 2008-2014, a discussion of this article (4 to 7 readers' comments) in the served
HTML beside a sidebar list that looks like one: a "recent comments" widget quoting comments on other posts (ro, uk),
a shout box (he) and a "most active commenters" widget with each one's latest comment elsewhere (id). Written for
this set; every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_as_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    slug,
    thread,
    tree,
)


def ro_recent() -> Case:
    recent = rows("""
Cristina | Cabana de sub Colți, redeschisă | 5 octombrie 2013 | Am dormit acolo sâmbătă, au schimbat saltelele și e cald. Recomand!
Vlad T. | Marcaje noi pe Valea Seacă | 4 octombrie 2013 | Mulțumim celor care le-au refăcut, acum nu te mai pierzi la izvor.
Elena M. | Ce pun în rucsac pentru o tură de o zi | 2 octombrie 2013 | Eu aș adăuga și o folie de supraviețuire, cântărește nimic.
Sorin | Marcaje noi pe Valea Seacă | 1 octombrie 2013 | Am trecut ieri, la bifurcație lipsește încă o săgeată.
""")
    li = "".join(
        f'<li class="sx-rc"><b>{esc(n)}</b> la <a href="/{slug(p)}/">{esc(p)}</a> <span class="sx-rc-when">({esc(d)})</span>'
        f'<br /><span class="sx-rc-txt">„{esc(x)}”</span></li>'
        for n, p, d, x in recent
    )
    widget = f'<div class="sx-widget"><h3>Comentarii recente</h3><ul class="sx-rc-list">{li}</ul></div>'
    cs = thread("""
Mihai Stan | 6 octombrie 2013 la 21:10 | - | - | Am fost pe aceeași creastă acum două săptămâni, tot în ceață. Marcajul de după șa e aproape șters, bine că ai scris despre el.
Andrei | 6 octombrie 2013 la 21:45 | 0 | au | Da, de la șa până la stâlpul de fier te ghidezi mai mult după cărare. Am anunțat salvamontul, sper să-l refacă.
Ioana P. | 7 octombrie 2013 la 09:12 | - | - | Cât ați făcut de la cabană până în vârf? Vreau să merg cu copiii de 10 și 12 ani.
Andrei | 7 octombrie 2013 la 10:30 | 2 | au | Cam trei ore urcare în ritm liniștit. Cu copiii aș evita porțiunea cu lanțuri dacă e ud.
Radu Munteanu | 8 octombrie 2013 la 18:05 | - | - | Frumoase pozele, chiar și cu ceață. Cabana mai servește ciorbă de fasole?
""")

    def item(i: int, c: C, sub: str) -> str:
        mark = ' <span class="cp-autor">(autor)</span>' if c.has("au") else ""
        return (
            f'<li class="cp-c" id="cp-{770 + i}"><p class="cp-cine"><img src="/_avatar/cp-{i}.svg" alt="" width="32" height="32" /> '
            f'<strong>{esc(c.name)}</strong>{mark} spune:</p><p class="cp-cand"><a href="#cp-{770 + i}">{esc(c.when)}</a></p>'
            f'{paras(c.text)}<p class="cp-rasp"><a href="?raspunde={770 + i}#respond">Răspunde</a></p>'
            + (f'<ul class="cp-copii">{sub}</ul>' if sub else "")
            + "</li>"
        )

    title = "Creasta Pietrei Mici, în ceață"
    block = (
        f'<div id="sx-comments"><h3 class="sx-ctitle">5 comentarii la „{esc(title)}”</h3><ol class="cp-lista">'
        + tree(cs, item, lambda s: s)
        + '</ol><div id="respond"><h3>Lasă un răspuns</h3><form action="/post-comment" method="post"><p><input name="author" /> Nume</p>'
        '<p><input name="email" /> Email (nu va fi publicat)</p><p><textarea name="comment" rows="6" cols="58"></textarea></p>'
        '<p><input type="submit" value="Publică comentariul" /></p></form></div></div>'
    )
    st = Story(
        title,
        "de Andrei",
        "2013-10-06T19:00:00+03:00",
        "6 octombrie 2013",
        """
Am plecat de la cabană la șapte dimineața, cu prognoza care promitea soare de la zece. Soarele nu a mai venit, în schimb ceața s-a așezat pe creastă și nu s-a mai ridicat toată ziua.

După șa, marcajul roșu e aproape șters pe vreo jumătate de oră de mers. Am înaintat mai mult după cărarea bătută și după stâlpii vechi de fier. Porțiunea cu lanțuri era udă și alunecoasă, așa că am trecut-o încet.

În vârf, vizibilitate de douăzeci de metri și un vânt rece. Am coborât pe varianta de vest, mai lungă dar mai sigură, și am ajuns la cabană exact când se înnopta.
""",
        section="Trasee",
        related=(
            "Cabana de sub Colți, redeschisă",
            "Marcaje noi pe Valea Seacă",
            "Ce pun în rucsac pentru o tură de o zi",
        ),
        filed="Categorii: Trasee · Etichete: creastă, ceață, marcaje",
    )
    return make(
        "as-mx-ro-recent-comments",
        "mixed",
        "ro-carari",
        st,
        Parts(after=block, rail=widget),
        seeds(cs),
        path="/2013/10/06/creasta-pietrei-mici-in-ceata/",
        container="div#sx-comments: h3 '5 comentarii la „…”', ol.cp-lista > li.cp-c (avatar, strong NAME '(autor)' 'spune:', a permalink date '6 octombrie 2013 la 21:10', text, 'Răspunde'); replies in ul.cp-copii; in the sidebar div.sx-widget 'Comentarii recente' (the look-alike)",
        heading="5 comentarii la „Creasta Pietrei Mici, în ceață”",
        description="A Romanian hiking blog of 2013: 5 comments ('NAME spune:'), the blogger's two answers nested and marked '(autor)'; the sidebar's 'recent comments' widget quotes four comments on other posts (name, post, date, excerpt).",
        lookalikes=("a sidebar 'recent comments' widget: readers' comments on other posts",),
    )


def uk_recent() -> Case:
    recent = rows("""
Марія К. | Розсада помідорів на підвіконні | 10 травня 2013 | А я ще підсвічую лампою, бо вікна на північ.
Степан | Як я позбулася попелиці без хімії | 9 травня 2013 | Настій часнику — перевірений спосіб, ще мій батько так робив.
Леся | Варення з вишні без кісточок | 7 травня 2013 | Скільки цукру на три літри ягід?
Ігор з Полтави | Розсада помідорів на підвіконні | 6 травня 2013 | У мене витягнулася, як ниточки. Що робити?
Оксана | Варення з вишні без кісточок | 6 травня 2013 | Лесю, кілограм на кілограм, як у бабусі.
""")
    li = "".join(
        f'<li class="oc-el"><span class="oc-hto">{esc(n)}</span> до запису <a href="/{slug(p)}/">{esc(p)}</a>'
        f'<div class="oc-sho">{esc(x)}</div><div class="oc-koly">{esc(d)}</div></li>'
        for n, p, d, x in recent
    )
    widget = f'<div class="sx-widget"><h3>Останні коментарі</h3><ul class="oc-spysok">{li}</ul></div>'
    cs = thread("""
Галина Петрівна | 12 травня 2013 о 20:14 | - | - | Дякую, Оксано! Я теж минулого року щепила у розщеп, і жодна не прижилася. Тепер розумію чому — запізнилася.
Оксана | 12 травня 2013 о 20:40 | 0 | au | Галино Петрівно, спробуйте наступного року на початку квітня, поки бруньки ще сплять.
Степан | 13 травня 2013 о 07:55 | - | - | Садовий вар краще брати на воску, а не на парафіні. На сонці не тече.
Мар'яна | 13 травня 2013 о 12:20 | 2 | - | А де ви такий купуєте? У нас в районі тільки парафіновий.
Степан | 13 травня 2013 о 19:05 | 3 | - | Сам роблю: віск, трохи живиці і смалець. Рецепт від діда.
Ігор з Полтави | 14 травня 2013 о 09:30 | - | - | Яку плівку використовуєте для обв'язування? Звичайну харчову?
Оксана | 14 травня 2013 о 21:12 | 5 | au | Ігоре, так, звичайну харчову, порізану смужками. Через місяць обов'язково послабити.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="vk-k{" vk-avtor" if c.has("au") else ""}"><div class="vk-shapka"><b>{esc(c.name)}</b> пише:</div>'
            f'<div class="vk-tekst">{paras(c.text)}</div><div class="vk-chas">{esc(c.when)} · <a href="#vidpovid">Відповісти</a></div>'
            + (f'<ul class="vk-vidpovidi">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div id="sx-comments"><h3 class="sx-ctitle">Коментарі (7)</h3><ul class="vk-spysok">'
        + tree(cs, item, lambda s: s)
        + '</ul><div id="vidpovid"><h3>Залишити коментар</h3><form action="/post-comment" method="post"><p><input name="author" /> Ім\'я</p>'
        '<p><textarea name="comment" rows="6" cols="58"></textarea></p><p><input type="submit" value="Надіслати" /></p></form></div></div>'
    )
    st = Story(
        "Щеплення вишні навесні: мої помилки і що спрацювало",
        "Оксана",
        "2013-05-12T18:00:00+03:00",
        "12 травня 2013",
        """
Третій рік пробую щепити вишню на старі дерева, що залишилися від попередніх господарів. Перші два роки не прижилося майже нічого, і тільки цієї весни з шести живців прижилися п'ять.

Головна помилка була в строках. Я щепила наприкінці квітня, коли бруньки вже розпускалися. Цього року почала на початку квітня, поки дерево ще спало, а живці зберігала в погребі в мокрому піску.

Місце щеплення обв'язую харчовою плівкою і замазую садовим варом. Через місяць плівку треба послабити, інакше вона вріжеться в кору.
""",
        section="Сад",
        related=(
            "Розсада помідорів на підвіконні",
            "Як я позбулася попелиці без хімії",
            "Варення з вишні без кісточок",
        ),
        filed="Рубрика: Сад · Мітки: вишні, щеплення",
    )
    return make(
        "as-mx-uk-recent-comments",
        "mixed",
        "uk-vyshnia",
        st,
        Parts(after=block, rail=widget),
        seeds(cs),
        path="/2013/05/12/scheplennia-vyshni/",
        container="div#sx-comments: h3 'Коментарі (7)', ul.vk-spysok > li.vk-k ('<b>NAME</b> пише:' above, div.vk-tekst, '12 травня 2013 о 20:14 · Відповісти' below); replies in ul.vk-vidpovidi, three levels; in the sidebar div.sx-widget 'Останні коментарі' (the look-alike)",
        heading="Коментарі (7)",
        description="A Ukrainian village-garden blog of 2013: 7 comments ('NAME пише:', time below), replies three levels deep, the blogger's answers; the sidebar's 'recent comments' widget quotes five comments on other posts, two of them by readers who also comment here.",
        lookalikes=("a sidebar 'recent comments' widget: readers' comments on other posts",),
    )


def he_shoutbox() -> Case:
    shouts = rows("""
מיכל | 12/01/14 22:05 | בלוג מקסים, מחכה לפוסט על המטבח!
אבי הנגר | 12/01/14 18:40 | אם צריך עזרה עם המשקופים, תכתבי לי.
שירה מהשכונה | 11/01/14 09:12 | עברתי ליד הבית אתמול, הגדר החדשה נראית מעולה.
יוסי | 10/01/14 20:30 | איפה קניתם את הצבע של הדלת?
רותי | 09/01/14 13:55 | שבוע טוב לכולם!
""")
    li = "".join(
        f'<li class="lh-shura"><b class="lh-mi">{esc(n)}</b> <span class="lh-matai">{esc(t)}</span><br />{esc(x)}</li>'
        for n, t, x in shouts
    )
    widget = (
        '<div class="gb-widget lh"><h2>לוח הודעות קצרות</h2><ul class="lh-reshima">'
        + li
        + '</ul><form action="/shout" method="post"><input name="shem" size="10" /> <input name="hodaa" size="16" /> '
        '<input type="submit" value="שלח" /></form></div>'
    )
    cs = thread("""
רונית | 12 בינואר 2014 21:30 | - | - | איזה הבדל! החלונות הישנים היו יפים, אבל אני מבינה כמה רוח נכנסה מהם.
עמוס מהגפן | 13 בינואר 2014 08:15 | - | - | שמרתם את המסגרות הישנות? אפשר לעשות מהן מראה יפה למסדרון.
נועה | 13 בינואר 2014 10:02 | 1 | au | עמוס, כן! שלוש מסגרות מחכות במחסן. פוסט על זה בקרוב.
דפנה ל. | 14 בינואר 2014 19:40 | - | - | אפשר לשאול כמה זמן לקחה ההתקנה? אנחנו מתלבטים אם לעשות את זה לפני החורף הבא.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="bh-t{" bh-baalat" if c.has("au") else ""}" id="t{60 + i}"><p class="bh-mi"><img src="/_avatar/bh-{i}.svg" alt="" width="30" height="30" /> '
            f'<b>{esc(c.name)}</b> אמר/ה...</p><div class="bh-guf">{paras(c.text)}</div>'
            f'<p class="bh-zman"><a href="#t{60 + i}">{esc(c.when)}</a></p>'
            + (f'<div class="bh-tguvot">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="bh-tguvot-kol"><h4>4 תגובות:</h4>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/comment?post=7715">הוסף רשומת תגובה</a></p></div>'
    )
    st = Story(
        "החלפנו את החלונות בסלון",
        "פורסם על ידי נועה ב-20:40",
        "2014-01-12T20:40:00+02:00",
        "יום ראשון, 12 בינואר 2014",
        """
אחרי שלושה חורפים עם שמיכה על הספה ותנור שעובד כל הלילה, החלטנו: מחליפים את החלונות בסלון. החלונות המקוריים מ-1956 היו יפים, עם מסגרות עץ דקות, אבל הרוח נכנסה מכל פינה.

בחרנו חלונות עם מסגרת עץ חדשה בצבע ירוק כהה, כמו המקוריים. ההתקנה לקחה יומיים, ועוד יום שלם של טיח וצבע מסביב.

ההבדל מורגש כבר בלילה הראשון. את המסגרות הישנות שמרנו, יש לי כמה רעיונות בשבילן.
""",
        section="שיפוץ",
        related=("ריצוף המרפסת, חלק ב'", "הדלת הכחולה", "מה מצאנו מתחת לטיח"),
        filed="תוויות: חלונות, שיפוץ",
    )
    return make(
        "as-mx-he-shoutbox",
        "mixed",
        "he-hadarim",
        st,
        Parts(after=block, rail=widget),
        seeds(cs),
        path="/2014/01/blog-post_12.html",
        container="div.bh-tguvot-kol: h4 '4 תגובות:', div.bh-t (avatar, b NAME 'אמר/ה...', div.bh-guf, the time as a permalink below); one reply in div.bh-tguvot; in the sidebar div.gb-widget.lh, a shout box (the look-alike)",
        heading="4 תגובות:",
        description="A Hebrew house-renovation blog of 2014, right to left: 4 comments ('NAME אמר/ה...', time below), the blogger's reply nested; the sidebar holds a shout box of five visitors' short messages (name, time, message) with its form.",
        lookalikes=("a sidebar shout box: visitors' one-line messages with name and time",),
    )


def id_top_commenters() -> Case:
    top = rows("""
Rini Kusuma | 48 | Warung Bu Tin di Jalan Kenari | Sambal terinya juara, tapi datang sebelum jam sebelas biar tidak kehabisan.
Hendra S. | 31 | Pasar Terapung di Hari Minggu | Saya ke sana bulan lalu, sekarang ada perahu khusus untuk wisatawan.
Wulan | 27 | Resep Kopi Jahe untuk Musim Hujan | Saya tambahkan sedikit gula aren, hasilnya lebih harum.
Bang Oji | 19 | Menyusuri Rel Kereta Lama | Jembatan besi di ujung rel itu dulu tempat kami main waktu kecil.
""")
    li = "".join(
        f'<li class="kt-org"><img src="/_avatar/kt-{k}.svg" alt="" width="36" height="36" /> <b>{esc(n)}</b> '
        f'<span class="kt-jml">({esc(c)} komentar)</span><br /><small>Terakhir di <a href="/{slug(p)}.html">{esc(p)}</a>:</small> '
        f'<i class="kt-kutip">{esc(x)}</i></li>'
        for k, (n, c, p, x) in enumerate(top)
    )
    widget = f'<div class="gb-widget kt"><h2>Komentator Teraktif</h2><ul class="kt-daftar">{li}</ul></div>'
    cs = thread("""
Rini Kusuma | 11 Agustus 2013 21.05 | - | - | Sedih bacanya. Dulu bapak saya tiap pagi minum kopi di situ sebelum ke kantor pos.
Anonim | 11 Agustus 2013 22.40 | - | - | Pemiliknya Pak Liem kan? Semoga sehat selalu beliau.
Dimas | 12 Agustus 2013 07.15 | 1 | - | Betul, Pak Liem. Katanya anak-anaknya tidak ada yang mau meneruskan.
Wulan | 12 Agustus 2013 12.30 | - | - | Meja marmer dan kursi rotannya masih ada? Sayang sekali kalau dibuang.
Kopi Tubruk & Cerita | 12 Agustus 2013 19.48 | 3 | au | Wulan, kata Pak Liem mejanya akan disimpan keluarga. Kursinya sebagian sudah dijual ke kafe di kota.
Hendra S. | 14 Agustus 2013 09.10 | - | - | Terima kasih sudah menulis ini. Tempat seperti ini jarang dicatat orang.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="kp-k" id="kp{300 + i}"><p class="kp-nama"><img src="/_avatar/kp-{i}.svg" alt="" width="30" height="30" /> '
            f'<b>{esc(c.name)}</b> mengatakan...</p><div class="kp-isi">{paras(c.text)}</div>'
            f'<p class="kp-waktu"><a href="#kp{300 + i}">{esc(c.when)}</a> <a href="#balas">Balas</a></p>'
            + (f'<div class="kp-balasan">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="kp-semua"><h4>6 komentar:</h4>'
        + tree(cs, item, lambda s: s)
        + '<p id="balas"><a href="/comment?post=9902">Poskan Komentar</a></p></div>'
    )
    st = Story(
        "Selamat tinggal, Kedai Kopi Sinar di Jalan Pasar Lama",
        "Diposkan oleh Kopi Tubruk & Cerita di 20.30",
        "2013-08-11T20:30:00+07:00",
        "Minggu, 11 Agustus 2013",
        """
Sabtu kemarin Kedai Kopi Sinar di Jalan Pasar Lama buka untuk terakhir kalinya. Kedai ini berdiri sejak 1958, dan selama lebih dari lima puluh tahun hampir tidak ada yang berubah: meja marmer, kursi rotan, dan kopi yang disaring dengan kain.

Pak Liem, pemiliknya, sudah berumur delapan puluh dua tahun. Katanya tangannya sudah tidak kuat mengangkat ketel besar setiap subuh, dan anak-anaknya sudah punya pekerjaan di kota lain.

Di hari terakhir, kedai penuh sejak pagi. Banyak pelanggan lama datang hanya untuk bersalaman dan berfoto di depan papan nama yang catnya sudah pudar.
""",
        section="Kedai Kopi",
        related=(
            "Warung Bu Tin di Jalan Kenari",
            "Resep Kopi Jahe untuk Musim Hujan",
            "Menyusuri Rel Kereta Lama",
        ),
        filed="Label: kedai kopi, kota lama",
    )
    return make(
        "as-mx-id-top-commenters",
        "mixed",
        "id-kopitubruk",
        st,
        Parts(after=block, rail_top=widget),
        seeds(cs),
        path="/2013/08/selamat-tinggal-kedai-kopi-sinar.html",
        container="div.kp-semua: h4 '6 komentar:', div.kp-k (avatar, b NAME 'mengatakan...', div.kp-isi, the time as a permalink below and 'Balas'); replies in div.kp-balasan; first in the sidebar div.gb-widget.kt 'Komentator Teraktif' (the look-alike)",
        heading="6 komentar:",
        description="An Indonesian coffee-and-town blog of 2013: 6 comments ('NAME mengatakan...', time below), one 'Anonim', two replies nested; the sidebar opens with a 'most active commenters' widget: four readers (three of whom comment here too) with their counts and their latest comment on another post.",
        lookalikes=(
            "a sidebar 'most active commenters' widget with each one's latest comment on another post",
        ),
    )


def mixed_as() -> list[Case]:
    return [ro_recent(), uk_recent(), he_shoutbox(), id_top_commenters()]

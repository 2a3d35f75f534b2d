"""Blind set T: discussions as today's sites build them, part two: a Thai app whose times show only on hover, a Hebrew
magazine's declarative shadow root, a Turkish portal's large thread with a pinned comment and collapsed replies, a
Polish app's separate comments page, a Ukrainian portal's fetched flat thread, a Dutch cycling blog's server-rendered
utility classes, a Vietnamese app's thread with a removed comment, an English magazine's "Join the conversation"
panel, a Greek blog's "view replies" buttons, a Swedish app's markup of test ids only and an Indonesian magazine's
shadow root filled when scrolled into view (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_t_common import (
    PartsK,
    data_of,
    gen,
    generated_cfg,
    hc,
    json_blob,
    make,
    module_cfg,
    mount_script,
    rail_for,
    ssr,
    state_blob,
    story,
    thread,
    utility_cfg,
)
from comspider_lab.blind.cases_t_threads import SHADOW_CSS, SPACER
from comspider_lab.blind.model import Case


def th_hover() -> Case:
    c = thread(
        """
ลุงสมชาย ดอยสะเก็ด | 3 ชั่วโมงที่แล้ว | - | ปีนี้หมอกควันมาเร็วกว่าทุกปี ขอให้ทางจังหวัดเข้มงวดเรื่องการเผาในที่โล่งจริงๆ
น้องฝน | 2 ชั่วโมงที่แล้ว | 0 | เห็นด้วยค่ะ ลูกสาวไอทั้งอาทิตย์เลย โรงเรียนควรมีเครื่องฟอกอากาศทุกห้อง
ครูเก่ง | 1 ชั่วโมงที่แล้ว | - | ที่โรงเรียนของผมแจกหน้ากากให้นักเรียนแล้ว แต่ยังไม่พอ ใครอยากช่วยบริจาคติดต่อได้ที่สำนักงานเขต
ต้นกล้า | 20 นาทีที่แล้ว | - | ขอบคุณที่ลงตารางค่าฝุ่นรายอำเภอ ดูง่ายมาก
"""
    )
    iso = "2025-03-05T07:00:00+07:00"
    data = data_of(c, iso, seed="th")
    cfg = module_cfg("Opinion", {"like": "👍", "reply": "ตอบกลับ"}, time="hover", avatar="initials", idp="op-")
    block = (
        f'<section class="{hc("Opinions", "root")}"><h2 class="{hc("Opinions", "title")}">ความคิดเห็น 4</h2>'
        f'<div id="op-mount"></div><div class="{hc("Opinions", "login")}"><a href="/login">เข้าสู่ระบบเพื่อแสดงความคิดเห็น</a></div></section>'
    )
    st = story(
        "ฝุ่น PM2.5 เกินมาตรฐาน 12 อำเภอ จังหวัดสั่งงดเผาเด็ดขาด",
        "กองบรรณาธิการ",
        iso,
        "5 มี.ค. 2568 07:00 น.",
        """
จังหวัดประกาศห้ามเผาในที่โล่งทุกชนิดจนถึงสิ้นเดือนเมษายน หลังค่าฝุ่น PM2.5 เกินมาตรฐานใน 12 อำเภอติดต่อกันสามวัน

โรงเรียนหลายแห่งปรับเวลาเรียนและงดกิจกรรมกลางแจ้ง ท้ายข่าวมีตารางค่าฝุ่นรายอำเภอ
""",
        declare="og",
        section="ข่าวท้องถิ่น",
    )
    rail = rail_for("app", "ข่าวล่าสุด", "เปิดเส้นทางชมดอกนางพญาเสือโคร่ง|ราคาลำไยขยับขึ้น|แข่งเรือยาวปีนี้")
    return make(
        "t-th-hover-time",
        "revealed",
        "app",
        "th-hover",
        st,
        PartsK(
            after=block,
            rail=rail,
            end=state_blob("opinions", data) + mount_script(cfg, "state:opinions", "#op-mount"),
        ),
        c,
        path="/local/2025/03/05/pm25-burning-ban",
        reveal="on_load by script: rendered from window.__STATE__ at load",
        container="div#op-mount: CSS-module classes (Opinion_root__…), initials, name, the time only as the title of a '·' link (shown on hover), 👍 count, 'ตอบกลับ'; the reply nested",
        heading="ความคิดเห็น 4",
        description="A Thai regional news app of 2025: 4 comments (1 reply) rendered at load; their times show only on hover (title attribute).",
        static=False,
    )


def he_dsd() -> Case:
    c = thread(
        """
רונית אלמוג | לפני 4 שעות | - | גדלתי ליד המעיין הזה. כשהייתי ילדה המים הגיעו עד הברכיים גם באוגוסט.
עמית ב. | לפני 3 שעות | 0 | אותו דבר אצלנו בכפר. מאז שהתחילו לשאוב בעמק המעיינות מתייבשים כבר ביוני.
שלמה פרץ | לפני שעתיים | - | כתבה חשובה. מי שרוצה להצטרף לסיור ההתנדבותי ביום שישי – נפגשים בשער החורשה בשמונה.
דנה | לפני שעה | - | הצילומים של הצפרדעים מדהימים. תודה לצלמת.
"""
    )
    iso = "2025-08-14T09:00:00+03:00"
    data = data_of(c, iso, seed="he")
    cfg = {
        "k": {
            "list": "lst",
            "item": "it",
            "avatar": "av",
            "main": "m",
            "head": "hd",
            "name": "nm",
            "badge": "",
            "time": "tm",
            "replyTo": "",
            "body": "tx",
            "p": "",
            "actions": "ac",
            "action": "",
            "replies": "sub",
            "more": "",
            "removed": "",
        },
        "L": {"reply": "הגיבו", "like": "♥"},
        "avatar": "initials",
        "time": "rel",
        "mode": "nested",
        "idp": "tg-",
    }
    css = SHADOW_CSS.replace("div[part=list]>*", ".lst>.it").replace(
        ".r{margin-left:28px}", ".sub{margin-right:28px}"
    )
    block = (
        '<section class="mag-talk" dir="rtl"><h2>תגובות (4)</h2>'
        f'<carmel-tguvot><template shadowrootmode="open"><style>{css}</style>{ssr(cfg, data)}</template></carmel-tguvot>'
        '<p><a href="/login">התחברו כדי להגיב</a></p></section>'
    )
    st = story(
        "המעיינות של הכרמל מתייבשים מוקדם יותר בכל שנה",
        "נגה שרעבי",
        iso,
        "14 באוגוסט 2025",
        """
בסקר שערכו מתנדבים בקיץ האחרון נמצא כי שבעה מתוך אחד עשר מעיינות ברכס הכרמל יבשו כבר בתחילת יולי, חודש מוקדם יותר מלפני עשור.

חוקרי מים מסבירים שהשאיבה בעמק ושנות בצורת רצופות מורידות את מפלס מי התהום.

ביום שישי יערכו המתנדבים סיור מדידה נוסף, והציבור מוזמן להצטרף.
""",
        declare="jsonld",
        section="טבע",
    )
    rail = rail_for("mag", "עוד כתבות", "השביל החדש לאורך הנחל|פסטיבל הזית בכפר|הצפרים של החורף")
    return make(
        "t-he-declarative-shadow",
        "discussion",
        "mag",
        "he-dsd",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/nature/carmel-springs-drying",
        container="<carmel-tguvot> with a declarative open shadow root (<template shadowrootmode=open> in the served HTML): div.lst of div.it (initials, span.nm, span.tm 'לפני 4 שעות', div.tx, 'הגיבו'); the reply in div.sub",
        heading="תגובות (4)",
        description="A Hebrew nature magazine of 2025 (right to left): 4 comments (1 reply) in a declarative shadow root served with the page.",
    )


def tr_big() -> Case:
    c = thread(
        """
Mehmet Ali Kaya | 6 saat önce | - | Körfez'deki balıkçı barınağının genişletilmesi 15 yıldır konuşuluyor. Sonunda bir adım atıldığına sevindim ama ihale şartlarını herkes görmeli.
Ayşe Tunç | 6 saat önce | 0 | Şartname belediyenin sitesinde yayımlandı, linki haberin sonuna da koymuşlar.
Balıkçı Recep | 5 saat önce | 0 | Biz 40 tekne bekliyoruz, yeni barınak 25 tekne alacakmış. Yine yetmeyecek.
Gül Demirci | 5 saat önce | - | Barınak yapılırken plaj tarafı ne olacak? Çocuklar orada yüzüyor.
Hakan Öztürk | 5 saat önce | 3 | Projede plaj ile barınak arasına dalgakıran konacağı yazıyor.
Gül Demirci | 4 saat önce | 4 | Teşekkürler, gözümden kaçmış.
Selin Yıldız | 4 saat önce | - | Yeni balık halinin de aynı alana yapılması çok mantıklı. Sabah tezgâhlar için yer sıkıntısı bitecek.
Osman Bey | 4 saat önce | - | Bu projelerin hepsi seçimden önce açıklanıyor, sonra unutuluyor. 2019'daki yat limanı projesi ne oldu?
Derya K. | 4 saat önce | 7 | Yat limanı projesi mahkemeden döndü, bu farklı bir proje. Haberde açıklanmış.
Osman Bey | 3 saat önce | 8 | Haklısınız, yine de takip etmek lazım.
Can Aydın | 3 saat önce | - | Tekne sahiplerine inşaat sırasında nerede barınacakları söylendi mi?
Kooperatif Başkanı İsmail Er | 3 saat önce | 10 | Kooperatif olarak belediyeyle görüştük, inşaat süresince tekneler eski iskelede kalacak.
Nur Şahin | 3 saat önce | - | Çevre etkisi raporu hazırlandı mı? Körfez'de deniz çayırları var.
Emre Balcı | 2 saat önce | 12 | Rapor hazırlanmış, olumlu çıkmış. Ama bağımsız bir inceleme de yapılmalı bence.
Zeynep Arslan | 2 saat önce | - | Fotoğraflar çok güzel. Eski barınağın 1970'lerdeki hali de varsa paylaşır mısınız?
Murat Eren | 2 saat önce | - | 85 milyon lira büyük para. Bunun ne kadarı AB hibesi, ne kadarı belediye bütçesi?
Ali Rıza | 1 saat önce | 15 | Haberde yazıyor: yüzde 60'ı hibe, kalanı belediye.
Fatma Kaplan | 1 saat önce | - | Babam da balıkçıydı. Bu barınak onun hayaliydi, keşke görebilseydi.
Kemal Türkoğlu | 45 dakika önce | - | Otopark sorunu ne olacak? Hafta sonu zaten araç bırakacak yer yok.
Sibel Ak | 30 dakika önce | - | İhale ne zaman yapılacak, tarih belli mi?
Yusuf Çelik | 15 dakika önce | 19 | Şartnameye göre 12 Haziran.
Elif Su | 5 dakika önce | - | Güzel haber, emeği geçenlere teşekkürler.
"""
    )
    iso = "2025-05-20T07:30:00+03:00"
    data = data_of(c, iso, badges={2: "Balıkçı", 6: "En iyi yorumcu", 11: "Kooperatif"}, pinned=0, seed="tr")
    cfg = generated_cfg(
        "tr-big",
        {
            "like": "▲",
            "reply": "Yanıtla",
            "report": "Şikâyet et",
            "share": "Paylaş",
            "pinned": "📌 Sabitlendi",
        },
        collapse="Yanıtları gör ({n})",
        avatar="initials",
        idp="y-",
    )
    parents = sorted({x.parent for x in c if x.parent is not None})
    # a reply to a reply is reached after its parent's own button
    steps: list[str] = []
    for p in parents:
        steps += [f'click:[data-open-replies="c{p}"]', "wait:80"]
    block = (
        f'<section class="{gen("tr-sec", "sc")} {gen("tr-sec")}"><div class="{gen("tr-hd")}"><h2>Yorumlar</h2><span class="{gen("tr-cnt")}">22</span></div>'
        f'<div class="{gen("tr-sort")}" role="tablist"><button role="tab" aria-selected="true">En yeni</button><button role="tab">En eski</button><button role="tab">En beğenilen</button></div>'
        f'<div class="{gen("tr-box")}"><textarea placeholder="Yorum yaz…"></textarea><p>Yorum yapmak için <a href="/giris">giriş yapın</a>.</p></div>'
        f'<div id="y-mount"></div></section>'
    )
    st = story(
        "Körfez balıkçı barınağı genişliyor: 85 milyon liralık proje ihaleye çıkıyor",
        "Deniz Acar",
        iso,
        "20.05.2025 - 07:30",
        """
Belediye, Körfez'deki balıkçı barınağını genişletme projesini ihaleye çıkarıyor. 85 milyon liralık projenin yüzde 60'ı AB hibesiyle karşılanacak.

Yeni barınak 25 tekne kapasiteli olacak, yanına modern bir balık hali inşa edilecek. Plaj ile barınak arasına dalgakıran yapılacak.

İhale 12 Haziran'da yapılacak, inşaatın iki yıl sürmesi bekleniyor.
""",
        declare="jsonld",
        section="Gündem",
    )
    rail = rail_for(
        "portal", "Çok okunanlar", "Kordon'da yeni bisiklet yolu|Zeytin hasadı başladı|Liman kenti festivali"
    )
    return make(
        "t-tr-big-collapsed",
        "revealed",
        "portal",
        "tr-big",
        st,
        PartsK(
            after=block,
            rail=rail,
            end=json_blob("y-data", data) + mount_script(cfg, "inline:y-data", "#y-mount"),
        ),
        c,
        path="/gundem/korfez-balikci-barinagi-genisliyor-218734",
        reveal="click: 22 comments rendered at load from a JSON script, but the replies (10) behind 'Yanıtları gör (N)' buttons",
        container="section (generated classes sc-…/css-…): 'Yorumlar 22', sort tabs, a form above, div#y-mount: initials, name, badges ('En iyi yorumcu', 'Balıkçı', 'Kooperatif', '📌 Sabitlendi' on the first), '6 saat önce', ▲ count, 'Yanıtla'/'Paylaş'/'Şikâyet et'; replies nested, collapsed",
        heading="Yorumlar 22",
        description="A Turkish regional portal of 2025: a large thread of 22 comments (10 replies, two of them answers to answers), the first pinned, every reply behind a 'Yanıtları gör (N)' button.",
        static=False,
        check_steps=tuple(steps),
    )


def pl_page() -> Case:
    c = thread(
        """
Krzysztof Wawrzyniak | 2 godz. temu | - | Mieszkam przy Nadbrzeżnej i od trzech lat czekamy na ten remont. Wreszcie coś się dzieje.
Agnieszka P. | 2 godz. temu | 0 | A objazdy? Autobusy 12 i 17 już teraz stoją w korkach na moście.
Krzysztof Wawrzyniak | 1 godz. temu | 1 | Według harmonogramu autobusy pojadą buspasem na Kościuszki, tak jest w komunikacie ZDM.
Tadeusz | 1 godz. temu | - | 14 miesięcy to bardzo optymistycznie. Remont wiaduktu miał trwać rok, a trwał trzy.
Ewelina Sroka | 50 min temu | - | Czy ścieżka rowerowa będzie oddzielona od chodnika? W artykule nic o tym nie ma.
Marek Dudziak | 30 min temu | 4 | Z wizualizacji wynika, że tak, po stronie rzeki.
Halina Grzyb | 10 min temu | - | Szkoda starych lip przy bulwarze. Czy naprawdę wszystkie trzeba wyciąć?
"""
    )
    iso = "2025-04-15T12:00:00+02:00"
    data = data_of(c, iso, badges={0: "Prenumerator"}, seed="pl")
    cfg = module_cfg(
        "Comment",
        {"like": "👍", "reply": "Odpowiedz", "report": "Zgłoś"},
        avatar="initials",
        time="rel",
        idp="k-",
    )
    link = (
        f'<div class="{hc("CommentsTeaser", "root")}"><p>Dyskusja: 7 komentarzy</p>'
        f'<a class="{hc("CommentsTeaser", "cta")}" href="/region/remont-nadbrzeznej/komentarze">Zobacz wszystkie komentarze (7)</a></div>'
    )
    st = story(
        "Remont ulicy Nadbrzeżnej ruszy w czerwcu. Potrwa 14 miesięcy",
        "Joanna Malec",
        iso,
        "15.04.2025, 12:00",
        """
Zarząd Dróg Miejskich podpisał umowę na przebudowę ulicy Nadbrzeżnej. Prace ruszą w czerwcu i mają potrwać 14 miesięcy.

Powstanie nowa nawierzchnia, ścieżka rowerowa i szersze chodniki. Część drzew przy bulwarze zostanie wycięta, w ich miejsce posadzonych będzie 60 nowych.

Autobusy linii 12 i 17 pojadą objazdem.
""",
        declare="og",
        section="Region",
    )
    rail = rail_for("app", "Czytaj także", "Nowy park przy dworcu|Zmiany w rozkładzie PKS|Festiwal nad Wisłą")
    page_story = story(
        "Komentarze: Remont ulicy Nadbrzeżnej ruszy w czerwcu",
        "Joanna Malec",
        iso,
        "15.04.2025, 12:00",
        """
Komentarze czytelników do artykułu „Remont ulicy Nadbrzeżnej ruszy w czerwcu. Potrwa 14 miesięcy”.
""",
        declare="og",
        section="Region",
    )
    page_after = (
        f'<section class="{hc("CommentsPage", "root")}"><a href="/region/remont-nadbrzeznej/">← Wróć do artykułu</a>'
        f'<h2 class="{hc("CommentsPage", "title")}">Komentarze (7)</h2><div id="k-mount"></div>'
        f'<div class="{hc("Composer", "root")}"><textarea placeholder="Napisz komentarz…" disabled></textarea><a href="/logowanie">Zaloguj się</a></div></section>'
    )
    from comspider_lab.blind.cases_t_common import _render
    from comspider_lab.blind.content_t import SITES_T_K

    page_html = _render(
        "app",
        SITES_T_K["pl-page"],
        page_story,
        PartsK(
            after=page_after,
            rail=rail,
            end=json_blob("k-data", data) + mount_script(cfg, "inline:k-data", "#k-mount"),
        ),
    )
    return make(
        "t-pl-separate-page",
        "revealed",
        "app",
        "pl-page",
        st,
        PartsK(after=link, rail=rail),
        c,
        path="/region/remont-nadbrzeznej/",
        reveal="separate_page: the link 'Zobacz wszystkie komentarze (7)' leads to a comments page of its own, rendered there by script from a JSON script",
        container="the page /region/remont-nadbrzeznej/komentarze: div#k-mount, CSS-module classes (Comment_root__…), initials, 'Prenumerator' badge, '2 godz. temu', 👍 count, 'Odpowiedz'/'Zgłoś'; replies nested",
        heading="Komentarze (7)",
        description="A Polish regional news app of 2025: the article links to a separate comments page where 7 comments (3 replies) are rendered by script.",
        static=False,
        files={"/region/remont-nadbrzeznej/komentarze": page_html},
        comments_page="/region/remont-nadbrzeznej/komentarze",
        check_steps=("goto:/region/remont-nadbrzeznej/komentarze", "wait:400"),
    )


def uk_sc() -> Case:
    c = thread(
        """
Олена Гнатюк | 5 год тому | - | Нарешті відремонтують міст через Смотрич. Щоранку стоїмо в заторі по пів години.
Василь Кравець | 4 год тому | 0 | Олено, а ви бачили, що на час ремонту міст закриють повністю? Буде ще гірше.
Тарас | 4 год тому | - | 70 мільйонів на один міст — хотілося б побачити кошторис.
Марія Бондар | 3 год тому | 2 | Кошторис є на сайті Prozorro, посилання в кінці статті.
Андрій Мельничук | 2 год тому | - | Чи буде пішохідний тротуар ширшим? Зараз там двоє з колясками не розминуться.
Іванна С. | 1 год тому | - | Дякую за детальну схему об'їздів, дуже корисно.
Степан | 40 хв тому | - | Аби тільки не затягнули, як з дорогою на Кам'янець.
Наталія Руденко | 15 хв тому | - | Маршрутка №9 теж змінить маршрут?
"""
    )
    iso = "2025-09-22T09:00:00+03:00"
    data = data_of(c, iso, seed="uk")
    cfg = generated_cfg(
        "uk-sc",
        {"like": "👍", "reply": "Відповісти", "replyTo": "у відповідь {n}"},
        mode="flat",
        avatar="img",
        idp="v-",
    )
    files = {"/_next/data/vidguky/mist-smotrych.json": json.dumps({"items": data}, ensure_ascii=False)}
    block = (
        f'<div class="{gen("uk-w", "sc")} {gen("uk-w")}"><h2 class="{gen("uk-h", "sc")}">Коментарі <span>8</span></h2>'
        f'<div id="v-mount"></div><p class="{gen("uk-note")}">Щоб коментувати, <a href="/login">увійдіть</a>.</p></div>'
    )
    st = story(
        "Міст через Смотрич закриють на ремонт з 1 жовтня",
        "Оксана Ткачук",
        iso,
        "22 вересня 2025, 09:00",
        """
Міська рада затвердила капітальний ремонт мосту через Смотрич. Роботи триватимуть з 1 жовтня до кінця травня, міст буде повністю закритий для транспорту.

Вартість ремонту — 70 мільйонів гривень. Пішохідні тротуари розширять до трьох метрів.

Схему об'їздів і змінені маршрути громадського транспорту ми зібрали наприкінці матеріалу.
""",
        declare="jsonld",
        section="Новини",
    )
    rail = rail_for(
        "portal", "Читайте також", "Нова школа в Ружичній|Ярмарок вихідного дня|Графік відключень води"
    )
    return make(
        "t-uk-fetched-flat",
        "revealed",
        "portal",
        "uk-sc",
        st,
        PartsK(
            after=block,
            rail=rail,
            end=mount_script(cfg, "fetch:/_next/data/vidguky/mist-smotrych.json", "#v-mount"),
        ),
        c,
        path="/novyny/mist-cherez-smotrych-remont",
        reveal="on_load by script: fetched at load from a JSON file of the site and rendered",
        container="div#v-mount: generated classes (sc-…/css-…), img avatars, name, '5 год тому', 'у відповідь Name' on replies (flat), 👍 count, 'Відповісти'",
        heading="Коментарі 8",
        files=files,
        description="A Ukrainian regional portal of 2025: 8 comments (2 replies shown flat with 'у відповідь Name') fetched as JSON at load.",
        static=False,
    )


def nl_ssr() -> Case:
    c = thread(
        """
Gerrit Mulder | 12 mrt. 2025 om 14:02 | - | Mooie route! Ik heb hem zaterdag gefietst, maar let op: het pontje bij Oudeschans vaart in maart alleen in het weekend.
Fietsen door de Polder | 12 mrt. 2025 om 15:40 | 0 | Goeie tip Gerrit, ik heb het in de routebeschrijving gezet.
Ilse van Dijk | 13 mrt. 2025 om 09:15 | - | Welke koffiestop raad je aan na de dijk? Het café bij de molen was dicht toen wij er waren.
Fietsen door de Polder | 13 mrt. 2025 om 10:02 | 2 | Dan kun je beter doorfietsen naar de boerderijwinkel in Nieuw-Beerta, daar hebben ze ook appeltaart.
Bram | 14 mrt. 2025 om 20:47 | - | Is de route geschikt voor een bakfiets? Sommige fietspaden langs het kanaal zijn smal.
Marjolein Bakker | 16 mrt. 2025 om 11:30 | - | De GPX doet het prima op mijn fietscomputer, dank!
"""
    )
    iso = "2025-03-11T20:00:00+01:00"
    data = data_of(c, iso, badges={1: "Auteur", 3: "Auteur"}, seed="nl")
    cfg = utility_cfg({"reply": "Reageer"}, time="time", avatar="img", idp="rx-")
    cfg["k"] = {**cfg["k"], "avatar": "h-10 w-10 rounded-full", "list": "divide-y divide-gray-100"}
    block = (
        '<section class="mt-16"><h2 class="text-lg font-semibold">6 reacties</h2>'
        f"{ssr(cfg, data)}"
        '<form class="mt-6 space-y-2"><input class="w-full border p-2" placeholder="Naam"><textarea class="w-full border p-2" placeholder="Schrijf een reactie…"></textarea>'
        '<button class="rounded bg-emerald-600 px-4 py-2 text-white">Plaatsen</button></form></section>'
    )
    st = story(
        "Rondje Oldambt: 62 km langs dijken en kanalen",
        "Fietsen door de Polder",
        iso,
        "11 maart 2025",
        """
Deze route begint bij het station van Winschoten en volgt eerst het kanaal naar het noorden, daarna de oude zeedijk langs het Oldambtmeer.

Onderweg steek je met een klein pontje over. In de winter en het vroege voorjaar vaart dat niet elke dag, dus check het even voor je vertrekt.

Onderaan vind je de GPX en mijn lijstje met koffiestops.
""",
        declare="time",
        section="Routes",
    )
    rail = rail_for(
        "tw", "Meer routes", "Langs de Reitdiep-dijk|Drie molens in één middag|Wadkust in de wind"
    )
    return make(
        "t-nl-utility-dates",
        "discussion",
        "tw",
        "nl-ssr",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/routes/rondje-oldambt",
        container="section (no class of its own): h2 '6 reacties', server-rendered utility classes, img avatars, 'Auteur' badge, <time datetime> '12 mrt. 2025 om 14:02', 'Reageer'; the blogger's answers nested in a bordered div",
        heading="6 reacties",
        description="A Dutch cycling blog of 2025: 6 comments (2 answers by the blogger) server-rendered in utility classes, with absolute dates.",
    )


def vi_removed() -> Case:
    c = thread(
        """
Nguyễn Văn Hùng | 5 giờ trước | - | Đường ven sông Lam mà có làn xe đạp riêng thì tuyệt vời. Sáng nào tôi cũng đạp xe tập thể dục ở đó.
Trần Thị Mai | 4 giờ trước | 0 | Đồng ý. Nhưng cần làm thêm đèn chiếu sáng, buổi tối đoạn gần cầu rất tối.
Lê Quốc Bảo | 4 giờ trước | - | Kinh phí 120 tỷ đồng mà chỉ làm 3 km thì hơi cao. Mong có giải trình cụ thể.
Phạm Thu Hà | 3 giờ trước | 2 | Trong bài có nói kinh phí bao gồm cả kè chống sạt lở, không chỉ mặt đường.
Hoàng Minh | 2 giờ trước | - | Mong các hộ kinh doanh ven sông được hỗ trợ khi thi công.
Đặng Thảo | 1 giờ trước | - | Cảm ơn báo đã đăng bản đồ, rất dễ hình dung.
Võ Thanh Tùng | 30 phút trước | - | Bao giờ khởi công vậy ạ? Bài viết chưa nêu ngày cụ thể.
"""
    )
    iso = "2025-06-30T06:00:00+07:00"
    data = data_of(c, iso, pinned=0, removed={4: "Bình luận này đã bị xóa do vi phạm quy định."}, seed="vi")
    cfg = module_cfg(
        "Comment",
        {"like": "👍", "reply": "Trả lời", "share": "Chia sẻ", "pinned": "📌 Đã ghim"},
        avatar="initials",
        time="rel",
        idp="bl-",
    )
    block = (
        f'<section class="{hc("Comments", "root")}"><h2 class="{hc("Comments", "title")}">Bình luận (7)</h2>'
        f'<div class="{hc("Comments", "sort")}"><button>Mới nhất</button> | <button>Cũ nhất</button> | <button>Nhiều thích nhất</button></div>'
        f"{ssr(cfg, data)}"
        f'<div class="{hc("Composer", "root")}"><textarea placeholder="Viết bình luận…"></textarea><button>Gửi</button></div></section>'
    )
    st = story(
        "Xây dựng đường đi bộ và làn xe đạp ven sông Lam dài 3 km",
        "Ngọc Anh",
        iso,
        "30/06/2025 06:00",
        """
UBND thành phố vừa phê duyệt dự án đường đi bộ và làn xe đạp ven sông Lam, dài 3 km, tổng kinh phí 120 tỷ đồng, bao gồm cả hạng mục kè chống sạt lở.

Dự án dự kiến hoàn thành sau 18 tháng. Các hộ kinh doanh ven sông sẽ được bố trí mặt bằng tạm trong thời gian thi công.
""",
        declare="og",
        section="Xã hội",
    )
    rail = rail_for("app", "Đọc nhiều", "Giá lúa tăng nhẹ|Khai trương chợ đêm|Lịch cắt điện tuần này")
    return make(
        "t-vi-removed-pinned",
        "discussion",
        "app",
        "vi-removed",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/xa-hoi/duong-ven-song-lam-3-km-post88412",
        container="section.Comments_root__…: h2 'Bình luận (7)', sort links, server-rendered CSS-module markup (Comment_root__…), initials, '📌 Đã ghim' on the first, '5 giờ trước', 👍 count, 'Trả lời'/'Chia sẻ'; replies nested; one placeholder 'Bình luận này đã bị xóa…'",
        heading="Bình luận (7)",
        description="A Vietnamese news app of 2025: 7 comments (2 replies), the first pinned, and a 'this comment was removed' placeholder (not a comment) among them, server-rendered.",
    )


def en_join() -> Case:
    c = thread(
        """
Harriet Osei | 2 days ago | - | I moved to a "fifteen-minute" neighbourhood three years ago and the biggest change wasn't the shops, it was that I now know my neighbours' names.
Tom Whitcombe | 2 days ago | 0 | Same here. Though I'd add that it only works if the rents don't push out the people who run those corner shops.
Priya Raman | 2 days ago | 1 | That's the part the article skirts around. Every walkable street I know got expensive within five years.
Dana Fitzgerald | 2 days ago | 2 | Thanks, Priya, that's fair. I cut a section on commercial rents for length; I'll write it up as a follow-up next month.
Oskar Lind | 2 days ago | - | The Utrecht example is interesting, but it's a city with a century of cycling culture. I'm not sure it transfers to a car-built suburb.
Maeve Callaghan | 1 day ago | 4 | It transfers slower, not never. My suburb added two protected lanes and a Saturday market and foot traffic doubled.
George Abernethy | 1 day ago | - | As a wheelchair user, "walkable" often means cobbles and café chairs on the pavement. Please include accessibility in these pieces.
Dana Fitzgerald | 1 day ago | 6 | George, you're absolutely right, and it's a gap in this piece. I'd love to hear more if you're willing to talk to me for the follow-up.
Lucia Ferreira | 1 day ago | - | Great read. The map of school runs by distance was eye-opening.
Ben Okafor | 1 day ago | - | Nobody mentions deliveries. Half the traffic on my "car-free" street is vans.
Ingrid Sørensen | 20 hours ago | 9 | Cargo bike hubs are solving that in a few places. Worth a section in the next article.
Marcus Hale | 18 hours ago | - | I'd like to see numbers on whether these schemes actually reduce total driving or just move it to the ring road.
Wen Li | 12 hours ago | - | Lovely photography throughout. Who took the one of the bakery at dawn?
Samira Haddad | 9 hours ago | - | We tried a low-traffic trial on our street. The first month was chaos, by month three nobody wanted it removed.
Patrick Doyle | 4 hours ago | 13 | Same story on ours. The loudest opposition came from people who didn't live on the street.
Elena Vasquez | 1 hour ago | - | Bookmarking this for our residents' association meeting on Thursday.
"""
    )
    iso = "2025-10-06T06:00:00+01:00"
    data = data_of(
        c,
        iso,
        badges={0: "Subscriber", 3: "Author", 7: "Author", 6: "Subscriber", 13: "Subscriber"},
        seed="en",
    )
    cfg = module_cfg(
        "ConversationEntry",
        {"like": "♡", "reply": "Reply", "share": "Share", "report": "Report"},
        avatar="img",
        time="time",
        idp="ce-",
    )
    panel = (
        '<aside id="conv-panel" class="mag-sidepanel" hidden aria-label="Conversation">'
        '<header class="mag-sidepanel-head"><h2>Conversation <small>16</small></h2><button type="button" aria-label="Close">✕</button></header>'
        '<div class="mag-sidepanel-sort">Sort by <button aria-pressed="true">Best</button><button>Newest</button><button>Oldest</button></div>'
        '<div id="conv-mount"></div>'
        '<div class="mag-sidepanel-compose"><p>Subscribers can join the conversation. <a href="/subscribe">Subscribe</a> or <a href="/signin">sign in</a>.</p></div></aside>'
    )
    after = (
        '<div class="mag-engage"><button type="button" id="join-conv" class="mag-engage-btn">Join the conversation <span>(16)</span></button></div>'
        + panel
    )
    st = story(
        "What a fifteen-minute neighbourhood actually feels like",
        "Dana Fitzgerald",
        iso,
        "6 October 2025",
        """
The idea is simple enough to fit on a postcard: everything you need in daily life, a short walk or cycle from your front door. Living it is messier.

Over six months I spent time in four neighbourhoods that planners like to hold up as examples, from a former rail yard to a 1960s suburb that added a market and two bike lanes.

What changed most was not the shopping. It was how often people ran into each other, and who got priced out along the way.
""",
        declare="jsonld",
        section="Cities",
        standfirst="Six months, four neighbourhoods and the questions planners rarely ask.",
    )
    rail = rail_for(
        "mag",
        "More from Cities",
        "The return of the corner shop|Why bus stops matter|A street that gave up its cars",
    )
    return make(
        "t-en-join-conversation",
        "revealed",
        "mag",
        "en-join",
        st,
        PartsK(
            after=after,
            rail=rail,
            end=state_blob("conversation", data)
            + mount_script(
                cfg, "state:conversation", "#conv-mount", "click:#join-conv", opener="show:#conv-panel"
            ),
        ),
        c,
        path="/cities/2025/10/06/fifteen-minute-neighbourhood",
        reveal="click: 'Join the conversation (16)' opens a side panel (hidden <aside>) and renders the thread from window.__STATE__",
        container="aside#conv-panel (hidden) > div#conv-mount: CSS-module classes (ConversationEntry_root__…), img avatars, badges 'Subscriber'/'Author', <time datetime> '2 days ago', ♡ count, 'Reply'/'Share'/'Report'; replies nested, up to three levels",
        heading="Conversation 16",
        description="An English long-read magazine of 2025: 16 comments (7 replies, the writer answering as 'Author') in a side panel opened by 'Join the conversation (16)'.",
        static=False,
        check_steps=("click:#join-conv", "wait:400"),
    )


def el_replies() -> Case:
    c = thread(
        """
Κατερίνα Μαυράκη | πριν από 3 ώρες | - | Η γιαγιά μου έφτιαχνε τα καλιτσούνια ακριβώς έτσι, με μυζήθρα και δυόσμο. Με συγκίνησες.
Ιστορίες της Κρήτης | πριν από 2 ώρες | 0 | Να είσαι καλά Κατερίνα! Από ποιο χωριό είναι η γιαγιά σου;
Κατερίνα Μαυράκη | πριν από 2 ώρες | 1 | Από τα Ανώγεια. Εκεί βάζουν λίγο περισσότερο δυόσμο.
Γιώργος Π. | πριν από 2 ώρες | - | Στο Ρέθυμνο τα κάνουμε και με λίγη ζάχαρη από πάνω. Τα έχεις δοκιμάσει έτσι;
Ιστορίες της Κρήτης | πριν από 1 ώρα | 3 | Όχι ακόμα, αλλά θα το δοκιμάσω την επόμενη φορά.
Ελένη | πριν από 1 ώρα | - | Πόση ώρα τα ψήνεις; Τα δικά μου βγαίνουν πάντα λίγο ωμά από κάτω.
Νίκος Σταυρακάκης | πριν από 40 λεπτά | - | Υπέροχες φωτογραφίες από το χωριό. Πότε είναι το πανηγύρι φέτος;
Μαρία Λ. | πριν από 10 λεπτά | - | Τα έφτιαξα σήμερα με τα παιδιά, πέτυχαν!
"""
    )
    iso = "2025-04-25T10:00:00+03:00"
    data = data_of(c, iso, seed="el")
    cfg = utility_cfg(
        {"like": "❤", "reply": "Απάντηση"},
        collapse="Απαντήσεις ({n})",
        idp="ap-",
    )
    block = (
        '<section class="mt-14 border-t pt-8"><h2 class="text-xl font-bold">Σχόλια · 8</h2><div id="ap-mount"></div>'
        '<p class="mt-4 text-sm text-gray-500"><a class="underline" href="/login">Συνδεθείτε</a> για να σχολιάσετε.</p></section>'
    )
    st = story(
        "Καλιτσούνια της Λαμπρής, όπως τα θυμάμαι",
        "Ιστορίες της Κρήτης",
        iso,
        "25 Απριλίου 2025",
        """
Κάθε Μεγάλο Σάββατο η αυλή μύριζε δυόσμο και ζυμάρι. Οι γυναίκες της γειτονιάς μαζεύονταν και έφτιαχναν εκατοντάδες καλιτσούνια.

Παρακάτω είναι η συνταγή όπως μου την υπαγόρευσε η θεία μου, με τις ποσότητες για μία ταψιά.
""",
        declare="og",
        section="Φαγητό",
    )
    rail = rail_for(
        "tw", "Διαβάστε ακόμη", "Το πανηγύρι του Αγίου Γεωργίου|Ο παλιός φούρνος|Χόρτα του βουνού"
    )
    return make(
        "t-el-view-replies",
        "revealed",
        "tw",
        "el-replies",
        st,
        PartsK(
            after=block,
            rail=rail,
            end=json_blob("ap-data", data) + mount_script(cfg, "inline:ap-data", "#ap-mount"),
        ),
        c,
        path="/fagito/kalitsounia-tis-lambris",
        reveal="click: rendered at load from a JSON script, the replies behind 'Απαντήσεις (N)' buttons",
        container="div#ap-mount: utility classes only, initials, 'πριν από 3 ώρες', ❤ count, 'Απάντηση'; replies nested, collapsed behind 'Απαντήσεις (1)'",
        heading="Σχόλια · 8",
        description="A Greek food and memories blog of 2025: 8 comments (3 replies, two levels, the blogger answering) with replies collapsed.",
        static=False,
        check_steps=(
            'click:[data-open-replies="c0"]',
            "wait:80",
            'click:[data-open-replies="c1"]',
            "wait:80",
            'click:[data-open-replies="c3"]',
            "wait:150",
        ),
    )


def sv_testid() -> Case:
    c = thread(
        """
Karin Ljungqvist | 2 tim | - | Skönt att skidspåret vid Lugnet blir belyst hela vägen. Vi som jobbar dagtid hinner bara åka på kvällen.
Olle Persson | 1 tim | - | 4,5 miljoner för lampor låter mycket. Går det inte att köra med solceller?
Maja | 25 min | - | Tack för kartan! Vilken sträcka öppnar först?
"""
    )
    iso = "2025-11-18T08:00:00+01:00"
    data = data_of(c, iso, seed="sv")
    roles = [
        "list",
        "item",
        "avatar",
        "main",
        "head",
        "name",
        "badge",
        "time",
        "replyTo",
        "body",
        "p",
        "actions",
        "action",
        "replies",
        "more",
        "removed",
    ]
    cfg = {
        "k": dict.fromkeys(roles, ""),
        "L": {"like": "♥", "reply": "Svara"},
        "avatar": "",
        "time": "rel",
        "mode": "nested",
        "tid": "reader-post",
        "idp": "rp-",
    }
    block = (
        '<section data-testid="reader-posts" aria-label="Läsarnas kommentarer"><h2 data-testid="reader-posts-title">Kommentarer 3</h2>'
        f"{ssr(cfg, data)}"
        '<div data-testid="composer"><textarea placeholder="Skriv en kommentar…" disabled></textarea><a href="/logga-in">Logga in för att kommentera</a></div></section>'
    )
    st = story(
        "Elljusspåret vid Lugnet förlängs – klart till jul",
        "Anders Nyström",
        iso,
        "18 nov. 2025 08.00",
        """
Kommunen förlänger elljusspåret vid Lugnet med 3,5 kilometer. Arbetet ska vara klart till jul och kostar 4,5 miljoner kronor.

Den nya sträckan går runt sjön och ansluter till det befintliga spåret vid skidstadion.
""",
        declare="og",
        section="Nyheter",
    )
    rail = rail_for(
        "app", "Mest läst", "Nytt bibliotek i Rättvik|Tågen ställs in i helgen|Hockeyn vann derbyt"
    )
    return make(
        "t-sv-testid-only",
        "discussion",
        "app",
        "sv-testid",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/nyheter/elljusspaaret-lugnet-forlangs",
        container="section[data-testid=reader-posts]: server-rendered divs without any class, each item data-testid=reader-post, <span> name, <span> '2 tim', <p> text, '♥ n'/'Svara' buttons",
        heading="Kommentarer 3",
        description="A Swedish regional news app of 2025: 3 comments server-rendered in markup without any class, only data-testid attributes.",
    )


def id_io_shadow() -> Case:
    c = thread(
        """
Siti Rahmawati | 4 jam lalu | - | Saya pernah ke air terjun ini waktu SMA. Senang sekali sekarang jalurnya diperbaiki dan ada pemandu dari desa.
Budi Santoso | 3 jam lalu | 0 | Betul, Mbak. Tahun lalu saya hampir tersesat di jalur lama.
Ahmad Fauzi | 2 jam lalu | - | Tiket masuk Rp15.000 masih wajar, asal uangnya untuk kebersihan dan warga desa.
Rina | 1 jam lalu | - | Apakah boleh berkemah di dekat air terjun?
Dewi Lestari | 30 menit lalu | - | Foto-fotonya indah sekali. Terima kasih liputannya!
"""
    )
    iso = "2025-08-02T08:00:00+07:00"
    data = data_of(c, iso, seed="id")
    cfg = {
        "k": {
            "list": "lst",
            "item": "itm",
            "avatar": "av",
            "main": "bd",
            "head": "hd",
            "name": "nm",
            "badge": "",
            "time": "tm",
            "replyTo": "",
            "body": "tx",
            "p": "",
            "actions": "ac",
            "action": "",
            "replies": "r",
            "more": "",
            "removed": "",
        },
        "L": {"like": "♥", "reply": "Balas"},
        "avatar": "initials",
        "time": "rel",
        "mode": "nested",
        "idp": "ks-",
    }
    files = {"/data/diskusi/air-terjun-curug-sewu.json": json.dumps(data, ensure_ascii=False)}
    lead = SPACER.format(alt="Air terjun", cap="Air terjun di ujung jalur baru. Foto: Kabar Lembah Hijau")
    block = '<section class="mag-talk"><h2>Komentar (5)</h2><kabar-diskusi id="kd-host"></kabar-diskusi></section>'
    st = story(
        "Jalur baru menuju air terjun dibuka, warga desa jadi pemandu",
        "Wulan Pratiwi",
        iso,
        "2 Agustus 2025",
        """
Jalur pendakian sepanjang 4 kilometer menuju air terjun di ujung lembah kini dibuka kembali setelah diperbaiki selama enam bulan oleh warga desa.

Pengunjung wajib didampingi pemandu lokal. Tiket masuk Rp15.000, sebagian untuk kebersihan jalur.

Kami berjalan bersama tiga pemandu muda dan mencatat apa saja yang perlu disiapkan.
""",
        declare="og",
        section="Alam",
    )
    rail = rail_for(
        "mag", "Baca juga", "Kopi dari lereng gunung|Pasar pagi di tepi sungai|Sosok: penjaga hutan desa"
    )
    script = mount_script(
        cfg,
        "fetch:/data/diskusi/air-terjun-curug-sewu.json",
        "#kd-host",
        "visible:#kd-host",
        shadow="open",
        css=SHADOW_CSS.replace("div[part=list]>*", ".lst>.itm"),
    )
    return make(
        "t-id-io-shadow",
        "revealed",
        "mag",
        "id-io-shadow",
        st,
        PartsK(lead=lead, after=block, rail=rail, end=script),
        c,
        path="/alam/jalur-baru-air-terjun",
        reveal="lazy_scroll: an IntersectionObserver on <kabar-diskusi> fetches the thread (JSON) and renders it into an open shadow root",
        container="<kabar-diskusi> open shadow root: div.lst of div.itm (initials, span.nm, span.tm '4 jam lalu', div.tx, '♥'/'Balas'); the reply in div.r",
        heading="Komentar (5)",
        description="An Indonesian magazine of 2025: 5 comments (1 reply) fetched and rendered into an open shadow root when it scrolls into view.",
        static=False,
        files=files,
        check_steps=("scroll", "wait:800"),
    )

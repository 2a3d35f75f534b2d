"""Blind set AL: six more hand-built discussions in the served HTML: cards with avatars, relative times and likes
(tr), a news portal's list without a heading with likes and replies (ja), a numbered tree of registered readers
with an "expert" badge (ru), a small guest-book-like list under a dog blog's post without times (sv), talkbacks
with titles and numbers, right to left (he), a regional portal's discussion without a heading, relative times and
replies (id). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_al_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def tr_cards() -> Case:
    cs = thread("""
Selin Aydemir | 2 gün önce | - | l=34 | Sahil yolundaki bisiklet yolu güzel ama akşamları hiç ışık yok. Önce aydınlatma yapılmalı.
Murat Kaya | 2 gün önce | 0 | l=12 | Belediye aydınlatmanın ikinci etapta yapılacağını söylemişti, haberde de yazıyor.
Selin Aydemir | 1 gün önce | 1 | l=3 | Haklısınız, gözümden kaçmış. Teşekkürler.
Hasan Usta | 1 gün önce | - | l=8 | Balıkçı barınağının önünü de düzeltsinler, kış gelmeden tekneler zarar görüyor.
Elif N. | 20 saat önce | - | l=19 | Çocuklarla yürüyüş yapabileceğimiz bir yer olacak, çok sevindim.
Kadir Bey | 5 saat önce | 4 | l=1 | Elif Hanım, köpekler için de ayrı bir alan yapılırsa tam olur.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="yk-kart"><img class="yk-avatar" src="/_avatar/kk-{i}.svg" alt="" width="36" height="36">'
            f'<div class="yk-govde"><div class="yk-ust"><span class="yk-ad">{esc(c.name)}</span> <span class="yk-zaman">{esc(c.when)}</span></div>'
            f"{paras(c.seed.text)}"
            f'<div class="yk-alt"><button class="yk-begen">Beğen ({c.get("l")})</button> <button class="yk-yanit">Yanıtla</button></div>'
            f"{sub}</div></div>"
        )

    block = (
        '<section class="yorumlar-kutu"><h3>Yorumlar (6)</h3><div class="yk-yaz"><textarea placeholder="Yorum yazın..."></textarea></div>'
        + tree(cs, item, lambda s: f'<div class="yk-yanitlar">{s}</div>')
        + "</section>"
    )
    st = Story(
        "Sahil yolu yenileniyor: 2,4 kilometrelik yürüyüş ve bisiklet yolu",
        "Haber Merkezi",
        "2021-09-07T10:15:00+03:00",
        "07.09.2021 10:15",
        """
Kıyıkent Belediyesi, liman ile deniz feneri arasındaki sahil yolunun yenilenmesi için ihaleyi tamamladı. Proje kapsamında 2,4 kilometrelik yürüyüş ve bisiklet yolu yapılacak.

Birinci etapta zemin ve oturma alanları düzenlenecek, ikinci etapta ise aydınlatma ve çocuk oyun alanları eklenecek. Çalışmaların ilkbahara kadar sürmesi bekleniyor.

Belediye Başkan Yardımcısı, çalışma süresince sahil yolunun bir şeridinin trafiğe kapalı olacağını açıkladı.
""",
        section="Gündem",
        related=("Limanda yeni dönem", "Okullarda ilk hafta", "Hafta sonu hava nasıl olacak?"),
        tags=("sahil yolu", "belediye"),
    )
    return make(
        "al-tr-yorum-kartlari",
        "discussion",
        "tr-kiyikent",
        st,
        Parts(after=block),
        seeds(cs),
        path="/gundem/sahil-yolu-yenileniyor",
        container="section.yorumlar-kutu: h3 'Yorumlar (6)', a textarea, div.yk-kart (img avatar; div.yk-govde: span.yk-ad, span.yk-zaman relative, text, 'Beğen (n)', 'Yanıtla'); replies in div.yk-yanitlar inside the govde, up to three levels",
        heading="Yorumlar (6)",
        description="A Turkish coastal town's news site of 2021: 6 readers' comments as cards with avatars, relative times ('2 gün önce'), like counts and 'Yanıtla', replies nested up to three levels.",
    )


def ja_portal() -> Case:
    cs = thread("""
はまかぜ | 2023/04/05 10:12 | - | g=128 | 駅前の駐輪場が有料になるのは仕方ないと思うけど、月極の空きがないのが一番の問題。
匿名希望 | 2023/04/05 10:31 | 0 | g=40 | 同感です。朝7時台にはもう満車です。
坂の上の住人 | 2023/04/05 11:02 | - | g=77 | 一時間無料は助かる。買い物だけなら十分。
たけし | 2023/04/05 12:45 | - | g=9 | 学生の定期利用は割引してほしい。高校生には月二千円は高い。
湊浦市民 | 2023/04/05 13:20 | 3 | g=25 | 記事によると学生料金は千二百円だそうですよ。
たけし | 2023/04/05 13:48 | 4 | g=6 | 見落としてました。ありがとうございます。
ミサキ | 2023/04/05 19:03 | - | g=51 | 放置自転車が減るならいいことだと思う。歩道が歩きやすくなってほしい。
通勤組 | 2023/04/06 07:15 | - | g=14 | 屋根付きにしてくれるなら払います。
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="comment-box" id="cb{6600 + i}"><div class="cb-head"><span class="cb-user">{esc(c.name)}</span>'
            f'<span class="cb-date">{esc(c.when)}</span></div>{paras(c.seed.text, cls="cb-body")}'
            f'<div class="cb-foot"><button class="cb-good">いいね {c.get("g")}</button> <a href="#cb-reply">返信</a> '
            f'<a href="/report">違反報告</a></div>{sub}</li>'
        )

    block = (
        '<div class="reader-voice"><p class="rv-note">投稿は利用規約に同意の上でお願いします。</p><ul class="rv-list">'
        + tree(cs, item, lambda s: f'<ul class="rv-replies">{s}</ul>')
        + "</ul></div>"
    )
    st = Story(
        "湊浦駅前の駐輪場、7月から有料化　1時間までは無料",
        "湊浦タイムズ編集部",
        "2023-04-04T17:00:00+09:00",
        "2023年4月4日 17:00",
        """
湊浦市は、湊浦駅前の市営駐輪場を7月1日から有料化すると発表した。最初の1時間は無料で、それ以降は1日100円となる。

月極の定期利用は一般が月2000円、学生は月1200円。市によると、駅前の放置自転車は昨年度およそ3400台が撤去されており、有料化で長時間の放置を減らしたい考えだ。

あわせて駐輪場の一部に屋根を設ける工事も行う予定。
""",
        section="地域",
        related=("市役所の窓口、土曜も開庁へ", "湊浦港に大型客船", "市立図書館が改装"),
        tags=("駐輪場", "湊浦駅"),
    )
    return make(
        "al-ja-portal-no-heading",
        "discussion",
        "ja-minatoura",
        st,
        Parts(after=block),
        seeds(cs),
        path="/chiiki/churinjo-yuryoka",
        container="div.reader-voice (no heading): p note, ul.rv-list > li.comment-box (span.cb-user, span.cb-date, p.cb-body, 'いいね n', '返信', '違反報告'); replies in ul.rv-replies inside the li, three levels",
        heading=None,
        description="A Japanese city news site of 2023: 8 readers' posts without a heading, likes, '返信' and '違反報告' links, replies three levels; '2023/04/05 10:12'.",
    )


def ru_tree() -> Case:
    cs = thread("""
Пётр Сергеевич | 14 марта 2020, 09:15 | - | - | Мост через Сорку закрывают уже третий раз за пять лет. Каждый раз обещают, что последний.
Лидия Ивановна | 14 марта 2020, 09:40 | 0 | - | В прошлый раз меняли только покрытие, а сейчас опоры. Это совсем другой ремонт.
Пётр Сергеевич | 14 марта 2020, 10:02 | 1 | - | Хорошо бы, если так. Посмотрим к осени.
Инженер_Волков | 14 марта 2020, 10:30 | 1 | e | Опоры действительно в плохом состоянии, обследование было ещё в 2018 году. Откладывать дальше было нельзя.
Наташа К. | 14 марта 2020, 11:05 | - | - | А как теперь добираться до больницы из Заречья? Автобус пустят в объезд через Кривцово?
Админ группы «Заречье» | 14 марта 2020, 11:22 | 4 | - | Да, маршрут №7 пойдёт через Кривцово, расписание обещали выложить в понедельник.
Наташа К. | 14 марта 2020, 11:30 | 5 | - | Спасибо!
Валерий | 14 марта 2020, 13:47 | - | - | Почему нельзя было начать в апреле, после паводка? Сейчас самое неудобное время.
Инженер_Волков | 14 марта 2020, 14:10 | 7 | e | Подрядчику нужно закончить работы в русле до высокой воды. Летом уровень слишком низкий для барж.
Галина | 14 марта 2020, 18:21 | - | - | Пешеходную часть хоть оставят? Я хожу по мосту на работу каждый день.
Сергей Т. | 14 марта 2020, 19:02 | 9 | - | В статье написано, что пешеходов будут пускать по временным мосткам с правой стороны.
Галина | 14 марта 2020, 19:30 | 10 | - | Значит, не всё так плохо.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = ' <span class="ot-znachok">эксперт</span>' if c.has("e") else ""
        return (
            f'<li class="otzyv" id="ot-{9310 + i}"><div class="ot-shapka"><a class="ot-imya" href="/user/{9310 + i}">'
            f'{esc(c.name)}</a>{badge} <span class="ot-data">{esc(c.when)}</span></div>'
            f'<div class="ot-tekst">{paras(c.seed.text)}</div><div class="ot-knopki"><a href="#ot-otvet">ответить</a> '
            f'<a href="/zhaloba">пожаловаться</a></div>{sub}</li>'
        )

    block = (
        '<section class="obsuzhdenie"><h2>Обсуждение <span>12</span></h2><ol class="ot-derevo">'
        + tree(cs, item, lambda s: f'<ol class="ot-vetka">{s}</ol>')
        + '</ol><p class="ot-vhod"><a href="/login">Войдите</a>, чтобы участвовать в обсуждении.</p></section>'
    )
    st = Story(
        "Мост через Сорку закроют на ремонт до ноября",
        "Ирина Лаптева",
        "2020-03-13T16:40:00+03:00",
        "13 марта 2020, 16:40",
        """
С 16 марта движение транспорта по мосту через Сорку будет полностью закрыто. Подрядчик приступает к ремонту опор, который должен завершиться до 1 ноября.

Автобус №7 на время ремонта пойдёт в объезд через Кривцово. Для пешеходов с правой стороны моста построят временные мостки.

Стоимость работ составляет 186 миллионов рублей. Деньги выделены из областного бюджета.
""",
        section="Город",
        related=("Паводок: уровень воды в Сорке растёт", "Новая школа в Заречье", "Итоги хоккейного сезона"),
        tags=("мост", "ремонт", "Заречье"),
    )
    return make(
        "al-ru-derevo-ekspert",
        "discussion",
        "ru-priozersk",
        st,
        Parts(after=block),
        seeds(cs),
        path="/gorod/most-cherez-sorku-remont",
        container="section.obsuzhdenie: h2 'Обсуждение 12', ol.ot-derevo > li.otzyv (a.ot-imya, 'эксперт' badge, span.ot-data, div.ot-tekst, 'ответить', 'пожаловаться'); replies in ol.ot-vetka inside the li, three levels",
        heading="Обсуждение 12",
        description="A Russian town paper of 2020: 12 registered readers' comments in a tree three levels deep, one reader badged 'эксперт', report links; '14 марта 2020, 09:15'.",
    )


def sv_guestlist() -> Case:
    cs = thread("""
Birgitta i Ånäset | - | - | - | Vilken fin text om Sixten. Vi hade en gammal jämthund som också gick på sina egna promenader. Han kom alltid hem till middagen.
Lasse | - | - | - | Tänd ett ljus för honom. Det är de gamla hundarna som lär oss mest.
Maja och Tindra | - | - | - | Vi grät lite när vi läste. Kram till dig och Greta.
Kjell-Åke | - | - | - | Jag känner igen stigen du beskriver, bakom sågen. Den heter Sixtens stig nu, tycker jag.
""")
    items = "".join(
        f'<li class="hals-rad"><p class="hals-namn">{esc(c.name)} skrev:</p>{paras(c.seed.text, cls="hals-text")}</li>'
        for c in cs
    )
    block = (
        '<div class="halsningar"><h3>4 svar</h3><ul class="hals-lista">'
        + items
        + '</ul><p class="hals-skriv"><a href="#skriv">Skriv en hälsning</a></p></div>'
    )
    st = Story(
        "Sixten, 2008–2021",
        "Anna-Karin",
        "2021-11-02T20:30:00+01:00",
        "2 november 2021",
        """
I morse tog vi farväl av Sixten. Han blev tretton år och tre månader, och de sista veckorna orkade han bara gå till grinden och tillbaka.

Han var en hund som gick sina egna vägar, bokstavligen. Stigen bakom den gamla sågen trampade han upp själv, varje morgon i tolv år.

Greta har legat i hans korg hela eftermiddagen. Hon förstår nog mer än vi tror.
""",
        section="Hundarna",
        related=("oktober 2021", "september 2021", "augusti 2021"),
        tags=("Sixten", "jämthund"),
    )
    return make(
        "al-sv-halsningar-utan-tid",
        "discussion",
        "sv-tallmon",
        st,
        Parts(after=block),
        seeds(cs),
        path="/hundarna/sixten-2008-2021",
        container="div.halsningar: h3 '4 svar', ul.hals-lista > li.hals-rad (p.hals-namn 'name skrev:', p.hals-text); no time, no control but a link to the form",
        heading="4 svar",
        description="A Swedish dog blog of 2021: 4 readers' messages under a post in a guest-book-like list, 'name skrev:' above each, no times, flat.",
    )


def he_talkbacks() -> Case:
    cs = thread("""
יוסי מהמושב | 12.06.2019 14:22 | - | t=סוף סוף | חיכינו לקו הזה עשר שנים. עכשיו רק שיעמדו בזמנים.
מיכל א. | 12.06.2019 15:05 | - | t=ומה עם שבת? | כתוב שהקו לא יפעל בסופי שבוע. חבל, דווקא אז יש ביקוש מהקיבוצים.
רונן | 12.06.2019 15:40 | 1 | t=לא מדויק | בכתבה כתוב שבמוצאי שבת יש שתי נסיעות. שווה לקרוא עד הסוף.
מיכל א. | 12.06.2019 16:02 | 2 | t=צודק | פספסתי, תודה.
אבי ג. | 12.06.2019 19:30 | - | t=תחנה ליד בית הספר | חייבים תחנה ליד התיכון האזורי. הילדים הולכים קילומטר בשוליים.
שולה | 13.06.2019 08:11 | - | t=כל הכבוד למועצה | לא תמיד אני מסכימה איתם, אבל הפעם עשו עבודה טובה.
""")
    nums = {i: n + 1 for n, i in enumerate(range(len(cs)))}

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="tb-item"><div class="tb-top"><span class="tb-mispar">{nums[i]}.</span> '
            f'<span class="tb-koteret">{esc(c.get("t"))}</span></div><div class="tb-meta"><b class="tb-shem">{esc(c.name)}</b> '
            f'<span class="tb-taarich">{esc(c.when)}</span></div>{paras(c.seed.text, cls="tb-guf")}'
            f'<a href="#tb-new" class="tb-hagev">הגיבו</a>{sub}</div>'
        )

    block = (
        '<section class="tguvot"><h3>תגובות לכתבה (6)</h3><a href="#tb-new" class="tb-new">הוסיפו תגובה</a>'
        + tree(cs, item, lambda s: f'<div class="tb-tguvot-bnot">{s}</div>')
        + "</section>"
    )
    st = Story(
        "קו אוטובוס חדש יחבר את מושבי העמק לתחנת הרכבת",
        "מאת דנה רוזן",
        "2019-06-12T09:00:00+03:00",
        "12.06.2019 09:00",
        """
המועצה האזורית ומשרד התחבורה הודיעו על קו אוטובוס חדש שיחבר שבעה מושבים בעמק לתחנת הרכבת. הקו יתחיל לפעול באמצע יולי.

האוטובוס ייצא כל שעה בימים א'-ה' בין שש בבוקר לעשר בלילה, ובימי שישי עד שתיים בצהריים. במוצאי שבת יהיו שתי נסיעות.

במועצה אומרים כי תיבחן בהמשך הוספת תחנה ליד התיכון האזורי.
""",
        section="חדשות",
        related=("שיפוץ המרכז הקהילתי", "עונת הדובדבנים נפתחה", "הפועל העמק עלתה ליגה"),
        tags=("תחבורה ציבורית", "המועצה"),
    )
    return make(
        "al-he-tguvot-koterot",
        "discussion",
        "he-emekhadash",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/kav-otobus-hadash-la-rakevet",
        container="section.tguvot: h3 'תגובות לכתבה (6)', div.tb-item (span.tb-mispar number, span.tb-koteret a title of its own, b.tb-shem, span.tb-taarich, p.tb-guf, 'הגיבו'); replies in div.tb-tguvot-bnot inside the item, three levels",
        heading="תגובות לכתבה (6)",
        description="A Hebrew regional news site of 2019, right to left: 6 numbered talkbacks, each with a title of its own, name and '12.06.2019 14:22', replies three levels.",
    )


def id_portal() -> Case:
    cs = thread("""
Bu Ratna | 3 jam lalu | - | - | Alhamdulillah, akhirnya pasar ikan direnovasi. Atapnya sudah bocor sejak tahun lalu.
Andi Pratama | 3 jam lalu | 0 | - | Betul Bu, kalau hujan lantainya licin sekali.
Nelayan Muara | 2 jam lalu | - | - | Yang penting pedagang tidak dipindah terlalu jauh selama renovasi. Pembeli kami kebanyakan orang kampung sini.
Dedi S. | 2 jam lalu | 2 | - | Katanya sementara pindah ke lapangan samping TPI, masih dekat.
Nelayan Muara | 1 jam lalu | 3 | - | Kalau begitu tidak masalah. Terima kasih infonya.
Sri Wahyuni | 1 jam lalu | - | - | Semoga ada tempat cuci tangan dan toilet yang bersih. Itu yang paling kurang selama ini.
Rahmat | 58 menit lalu | - | - | Anggaran tiga miliar untuk pasar sekecil itu? Harus diawasi bersama.
Yuli | 45 menit lalu | 6 | - | Setuju, Pak. Papan informasi proyeknya harus dipasang di depan pasar.
Haji Mansur | 30 menit lalu | - | - | Dulu pasar ini dibangun tahun 1987, saya ikut jualan dari awal. Senang melihatnya diperbaiki.
Fikri | 12 menit lalu | 8 | - | Keren, Pak Haji. Cerita zaman dulu pasar ini pasti menarik untuk diliput juga.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="tanggapan" id="t{2700 + i}"><img src="/_avatar/wp-{i}.svg" alt="" width="32" height="32"> '
            f'<span class="tg-nama">{esc(c.name)}</span> · <span class="tg-waktu">{esc(c.when)}</span>'
            f"{paras(c.seed.text, cls='tg-isi')}"
            f'<div class="tg-aksi"><a href="#balas">Balas</a> <a href="#suka">Suka</a></div>'
            + (f'<div class="tg-balasan">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="ruang-diskusi">'
        + tree(cs, item, lambda s: s)
        + '<p class="rd-lagi"><a href="/login">Masuk untuk menanggapi</a></p></div>'
    )
    st = Story(
        "Pasar Ikan Muara Direnovasi Rp3 Miliar, Pedagang Pindah Sementara",
        "Reporter: Lestari Handayani | Editor: Bambang W.",
        "2026-01-19T07:30:00+07:00",
        "Senin, 19 Januari 2026 07:30 WIB",
        """
Pemerintah kabupaten mulai merenovasi Pasar Ikan Muara pekan depan dengan anggaran sekitar Rp3 miliar. Renovasi meliputi atap, lantai, saluran air, serta toilet umum.

Selama pekerjaan berlangsung, sekitar 80 pedagang akan dipindahkan sementara ke lapangan di samping tempat pelelangan ikan. Renovasi ditargetkan selesai dalam empat bulan.

Kepala dinas perdagangan mengatakan papan informasi proyek akan dipasang di depan pasar agar warga dapat ikut mengawasi.
""",
        section="Daerah",
        related=(
            "Harga cabai naik jelang Imlek",
            "Jembatan desa rusak diterjang banjir",
            "PSIS pesisir menang tipis",
        ),
        tags=("pasar", "renovasi"),
    )
    return make(
        "al-id-diskusi-tanpa-judul",
        "discussion",
        "id-pesisir",
        st,
        Parts(after=block),
        seeds(cs),
        path="/daerah/pasar-ikan-muara-direnovasi",
        container="div.ruang-diskusi (no heading): div.tanggapan (img, span.tg-nama, span.tg-waktu relative, p.tg-isi, 'Balas', 'Suka'); replies in div.tg-balasan inside the item, up to three levels; a login link",
        heading=None,
        description="An Indonesian regional portal of 2026: 10 readers' responses without a heading, small avatars, relative times ('3 jam lalu'), replies up to three levels.",
    )


def threads2_al() -> list[Case]:
    return [tr_cards(), ja_portal(), ru_tree(), sv_guestlist(), he_talkbacks(), id_portal()]

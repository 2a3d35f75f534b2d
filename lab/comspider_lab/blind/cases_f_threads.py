"""Blind set F: twelve discussions shown with the page (3 to 40 comments) in twelve languages, in new
markup: utility classes only, Bootstrap cards, AMP, Blogger, custom elements, a table, a definition list;
votes, permalinks, an author's reply, a deleted placeholder, records of which only some show a time."""

from __future__ import annotations

from comspider_lab.blind.cases_f_common import art, page, paras, thread, tree
from comspider_lab.blind.layout import Article, Blocks, esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

CSS_F = """<style>
.gn{border-top:1px solid #ddd;padding:10px 0}.gn-t{color:#888;font-size:13px}
.velemenyek{list-style:none;padding:0}.velemeny{border-top:1px solid #e5e5e5;padding:10px 0}.velemeny .velemenyek{margin-left:26px}.v-pont{font-size:13px;color:#666}
.tanggapan .tg{border-bottom:1px dashed #bbb;padding:10px 0}.tanggapan .tg .tg{margin-left:30px;background:#f4f8ec;padding:8px}.tg-penulis{background:#3f6212;color:#fff;font-size:11px;padding:1px 6px;border-radius:3px}
.y-kien .yk{border-top:1px solid #eee;padding:10px 0}.yk-xoa{color:#999;font-style:italic}.yk .yk{margin-left:26px}
.dyskusiia .dk{border-left:2px solid #ccc;padding:6px 12px;margin:8px 0}.dk-chas{color:#777;font-size:13px}
.tguvot .tgv{border-top:1px solid #ddd;padding:10px 0}.tguvot .tgv .tgv{margin-right:26px}
.khwam-hen .kh{display:flex;gap:10px;padding:10px 0;border-top:1px solid #eee}.kh-wela{color:#888;font-size:13px}
.nazarat .nz{border-top:1px solid #ddd;padding:10px 0}.nazarat .nz .nz{margin-right:26px}
leser-beitrag{display:block;border-top:1px solid #ddd;padding:10px 0}leser-beitrag leser-beitrag{margin-left:28px}beitrag-kopf{display:block;font-size:14px;color:#555}
.parerea td{vertical-align:top;padding:8px;border-bottom:1px solid #ddd}.parerea .cine{width:150px;font-size:14px}
.minna dt{font-weight:700;margin-top:12px}.minna dd{margin:4px 0 10px 0;border-bottom:1px solid #eee;padding-bottom:8px}
</style>"""


def _disc(
    case_id: str,
    lang: str,
    template: str,
    container: str,
    heading: str | None,
    description: str,
    path: str,
    article: Article,
    comments: list[Seed],
    after: str,
) -> Case:
    return Case(
        case_id,
        "discussion",
        lang,
        "on_load",
        container,
        heading,
        description,
        path,
        page(template, lang, article, Blocks(head=CSS_F, after=after)),
        comments,
        static=True,
    )


def ordinary_cases_f() -> list[Case]:
    cases: list[Case] = []

    # 1. en: forty records, utility classes only, nested, votes, absolute times, permalinks
    c = thread(
        """
Marjorie Pell | Jun 3, 2025, 9:14 AM | - | Closing the Marsh Lane crossing means a four-mile detour for every farm vehicle on the east side. Has anyone asked the NFU?
Dev Okafor | Jun 3, 2025, 9:20 AM | 0 | They were consulted in 2023 according to the Network Rail document. It is on page 14.
Marjorie Pell | Jun 3, 2025, 9:31 AM | 1 | Consulted and listened to are different things.
Colin Baines | Jun 3, 2025, 9:35 AM | - | Three near misses in two years at that crossing. I am glad it is going.
Sally Frith | Jun 3, 2025, 9:41 AM | 3 | Near misses caused by people jumping the barriers, not by the crossing itself.
Colin Baines | Jun 3, 2025, 9:48 AM | 4 | Which is exactly why a footbridge is safer. You cannot jump a footbridge.
Arthur Lunn | Jun 3, 2025, 9:52 AM | - | The footbridge has no ramp. How is anyone with a pram or a wheelchair meant to cross?
Kezia Moore | Jun 3, 2025, 10:03 AM | 6 | The plans show lifts on both sides, although lifts at rural stations break down constantly.
Arthur Lunn | Jun 3, 2025, 10:09 AM | 7 | And when the lift at Ely broke it took eleven weeks to fix.
Tom Giddings | Jun 3, 2025, 10:15 AM | - | Good riddance. I have waited twenty minutes at those barriers more times than I can count.
Hollie Ward | Jun 3, 2025, 10:22 AM | - | My kids walk that way to Fenside Academy. A footbridge is fine by me as long as it is lit.
Ray Spalding | Jun 3, 2025, 10:30 AM | - | What happens to the bus route? The 37 goes over that crossing every half hour.
Dev Okafor | Jun 3, 2025, 10:34 AM | 11 | Diverted via Station Road, adding about six minutes, per the county's note.
Ray Spalding | Jun 3, 2025, 10:40 AM | 12 | Six minutes each way, every trip, for ever. That adds up.
Priscilla Quince | Jun 3, 2025, 10:51 AM | - | The parish council voted against this twice. Does our view count for nothing?
Neville Rook | Jun 3, 2025, 11:02 AM | 14 | The parish council has no say over the railway. It never did.
Priscilla Quince | Jun 3, 2025, 11:10 AM | 15 | It has a say over the footpath diversion, and it intends to use it.
Jo Abbott | Jun 3, 2025, 11:18 AM | - | Eighteen months of works. Where are the lorries going to park?
Imran Siddiq | Jun 3, 2025, 11:26 AM | - | I run the shop on Marsh Lane. Half my trade comes from the other side of the line.
Gail Tofts | Jun 3, 2025, 11:31 AM | 18 | We will still come, Imran. We will just walk over the bridge.
Imran Siddiq | Jun 3, 2025, 11:40 AM | 19 | Thank you, Gail. I hope others do too.
Barry Kettle | Jun 3, 2025, 11:55 AM | - | Why not an underpass? The ground is flat and the water table is the problem, I suppose.
Kezia Moore | Jun 3, 2025, 12:04 PM | 21 | Exactly that. An underpass in the fens would be a swimming pool by November.
Lorna Heap | Jun 3, 2025, 12:20 PM | - | Is the £6.1m coming out of rail budgets or council tax?
Dev Okafor | Jun 3, 2025, 12:26 PM | 23 | Rail budgets. The county pays for the road changes, about £400k.
Stan Pybus | Jun 3, 2025, 12:48 PM | - | I remember when there was a signalman in the box there. He knew everyone by name.
Hollie Ward | Jun 3, 2025, 1:05 PM | 25 | My grandad was that signalman! Walter Ward, until 1987.
Stan Pybus | Jun 3, 2025, 1:12 PM | 26 | Walter! He used to give us sweets from the window. Lovely man.
Fiona Catling | Jun 3, 2025, 1:30 PM | - | Horses. Nobody has mentioned horses. The bridleway crosses there too.
Ellen Marsh | Jun 3, 2025, 1:44 PM | 28 | The plan sends riders to the Station Road crossing, which will be the only one left.
Fiona Catling | Jun 3, 2025, 1:52 PM | 29 | Along a road with lorries. Brilliant.
Gordon Tebbit | Jun 3, 2025, 2:10 PM | - | Every closure like this makes the town a bit more cut in half.
Ruth Allerton | Jun 3, 2025, 2:35 PM | - | Will the footbridge have a roof? It is very exposed up there in winter.
Neville Rook | Jun 3, 2025, 2:41 PM | 32 | No roof in the drawings, just mesh sides.
Phil Jessop | Jun 3, 2025, 3:02 PM | - | Trains are getting faster on this line. Something had to change.
Molly Dack | Jun 3, 2025, 3:40 PM | - | Is there a date for the public exhibition? I cannot find it anywhere.
Gail Tofts | Jun 3, 2025, 3:47 PM | 35 | The 19th at the village hall, four till eight, according to the leaflet we got.
Molly Dack | Jun 3, 2025, 3:55 PM | 36 | Thanks, I will go.
Derek Swann | Jun 3, 2025, 5:20 PM | - | Build the bridge before you close the crossing, not after. That is all I ask.
Tamsin Orde | Jun 3, 2025, 7:02 PM | - | Sad to see it go, but my daughter nearly got caught there last winter. Safety first.
"""
    )
    ups = [
        14,
        9,
        11,
        22,
        6,
        8,
        19,
        12,
        7,
        5,
        16,
        13,
        10,
        4,
        9,
        3,
        8,
        6,
        25,
        14,
        11,
        7,
        12,
        5,
        9,
        18,
        30,
        21,
        8,
        6,
        4,
        10,
        7,
        3,
        5,
        6,
        9,
        2,
        17,
        12,
    ]

    def en_item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="flex gap-4 py-4 border-t" id="m{40200 + i}"><img class="rounded-full" src="/_avatar/f-{i}.svg" width="36" height="36" alt="">'
            f'<div class="flex-1"><div class="flex gap-2 items-center text-sm"><span class="font-semibold">{esc(s.author)}</span>'
            f'<a class="text-slate-500" href="#m{40200 + i}">{esc(s.when)}</a></div><p class="mt-2 text-slate-700">{esc(s.text)}</p>'
            f'<div class="flex gap-4 text-xs text-slate-500"><button>▲ {ups[i]}</button><button>▼</button><button>Reply</button></div>'
            f"{sub}</div></div>"
        )

    cases.append(
        _disc(
            "f-en-long-utility",
            "en",
            "tailwind",
            "<section id=conversation>, records div.flex.gap-4.py-4.border-t (utility classes only), replies div.ml-8",
            "Join the conversation (40)",
            "Forty readers in English under a Next.js story styled with utility classes only; replies nested inside their parent up to three levels; absolute times as permalinks; up/down votes.",
            "/news/marsh-lane-level-crossing-to-close",
            art(
                "Marsh Lane level crossing to close for good after footbridge approved",
                "A £6.1m footbridge with lifts will replace the crossing; works take eighteen months.",
                "Naomi Kerridge",
                "2025-06-03T07:30:00+01:00",
                [
                    "Network Rail has been given permission to close the Marsh Lane level crossing and replace it with a footbridge with lifts on both sides.",
                    "The crossing has recorded three near misses in two years. Drivers and the 37 bus will be sent via Station Road.",
                    "Works are expected to take eighteen months. A public exhibition will be held at the village hall.",
                ],
                kicker="Transport",
                caption="The Marsh Lane crossing. Photo: Chronicle",
            ),
            c,
            '<section id="conversation" class="mt-8"><h2 class="text-lg font-bold">Join the conversation (40)</h2>'
            '<p class="text-xs text-slate-500">Sorted by oldest · Be kind, stay on topic.</p>'
            + tree(c, en_item, lambda items, p: items if p is None else f'<div class="ml-8">{items}</div>')
            + "</section>",
        )
    )

    # 2. el: three readers only, AMP page, relative times
    c = thread(
        """
Γιώργος Παπαδάκης | πριν από 3 ώρες | - | Επιτέλους θα φτιαχτεί ο δρόμος προς τα Φενεός. Κάθε χειμώνα κόβεται.
Ελένη Σταυροπούλου | πριν από 2 ώρες | - | Δύο χρόνια για 9 χιλιόμετρα μου φαίνεται πολύ.
Νίκος Καραγιάννης | πριν από 40 λεπτά | 1 | Είναι ορεινό κομμάτι με πολλά τοιχία, δεν γίνεται γρηγορότερα.
"""
    )
    cases.append(
        _disc(
            "f-el-three-amp",
            "el",
            "amp",
            "<div class=amp-gnomes>, div.gn",
            "Η γνώμη σας",
            "Three readers in Greek (one reply) on an AMP-style page; relative times 'πριν από 3 ώρες'.",
            "/topika/dromos-feneos-anakataskevi/amp/",
            art(
                "Ξεκινά η ανακατασκευή του δρόμου προς Φενεό",
                "Το έργο των 9 χιλιομέτρων κοστίζει 7,4 εκατ. ευρώ.",
                "Μαρία Λαμπροπούλου",
                "2025-09-15T08:00:00+03:00",
                [
                    "Η Περιφέρεια υπέγραψε τη σύμβαση για την ανακατασκευή του δρόμου προς τον Φενεό.",
                    "Το έργο αφορά 9 χιλιόμετρα και αναμένεται να ολοκληρωθεί σε δύο χρόνια.",
                    "Ο δρόμος κλείνει συχνά τον χειμώνα λόγω κατολισθήσεων.",
                ],
                kicker="Τοπικά",
                caption="Ο δρόμος προς Φενεό. Φωτογραφία: Ηχώ",
            ),
            c,
            '<div class="amp-gnomes"><h3>Η γνώμη σας</h3>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<div class="gn"><b>{esc(s.author)}</b> <span class="gn-t">{esc(s.when)}</span><p>{esc(s.text)}</p>{sub}</div>'
                ),
                lambda items, p: items,
            )
            + "</div>",
        )
    )

    # 3. hu: Bootstrap list group, votes + and -, relative times, two replies
    c = thread(
        """
Kovács Zoltán | 5 órája | - | Végre felújítják a kikötőt, tavaly nyáron kétszer is elakadt a komp.
Szabó Erzsébet | 5 órája | - | Mi lesz a felújítás alatt? Tiszasülyről naponta járunk át dolgozni.
Tóth Gábor | 4 órája | 1 | A cikk szerint ideiglenes pontonhíd lesz, csak személyautóknak.
Nagy Ilona | 4 órája | - | 380 millió egy kikötőre? Ebből hidat is lehetne építeni.
Varga Péter | 3 órája | 3 | Egy Tisza-híd tízszer ennyibe kerülne, nem összemérhető.
Horváth Lajos | 2 órája | - | Remélem, a nyári szezon előtt elkészül, különben a kempingnek vége.
Balogh Anikó | 1 órája | - | A kompos Feri bácsit is meg kéne kérdezni, ő tudja a legjobban, mi kell.
Fekete Dániel | 25 perce | - | Jó hír, de a bekötőút is borzalmas állapotban van.
"""
    )
    votes = [(24, 2), (11, 0), (15, 1), (7, 12), (9, 3), (13, 0), (31, 1), (8, 0)]
    cases.append(
        _disc(
            "f-hu-bootstrap-votes",
            "hu",
            "bootstrap",
            "<div class='card olvasoi'>, ul.velemenyek > li.velemeny, replies in a nested ul",
            "Olvasói vélemények (8)",
            "Eight readers in Hungarian (two replies) in a Bootstrap card; names family name first; relative times '5 órája'; +/− votes.",
            "/helyi/felujitjak-a-komp-kikotojet",
            art(
                "Felújítják a tiszasülyi komp kikötőjét",
                "A 380 millió forintos munka alatt ideiglenes pontonhíd épül.",
                "Molnár Katalin",
                "2025-04-10T06:30:00+02:00",
                [
                    "A vízügyi igazgatóság 380 millió forintból újítja fel a tiszasülyi komp két kikötőjét.",
                    "A munkálatok idejére ideiglenes pontonhíd épül, amelyen csak személyautók haladhatnak át.",
                    "A kivitelező szerint a munka június elejére elkészül.",
                ],
                kicker="Helyi",
                caption="A komp a Tiszán. Fotó: Tiszaháti Hírlap",
            ),
            c,
            '<div class="card olvasoi"><h5 class="card-title">Olvasói vélemények (8)</h5>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<li class="velemeny list-group-item"><div class="small"><strong>{esc(s.author)}</strong> <span class="text-muted">{esc(s.when)}</span></div>'
                    f'<p class="mb-1">{esc(s.text)}</p><div class="v-pont"><button class="btn btn-sm">+{votes[i][0]}</button> <button class="btn btn-sm">−{votes[i][1]}</button> <a href="#">Válasz</a></div>{sub}</li>'
                ),
                lambda items, p: f'<ul class="velemenyek list-group">{items}</ul>',
            )
            + "</div>",
        )
    )

    # 4. id: Blogger-like blog, the article's author replies (marked "Penulis"), relative times
    c = thread(
        """
Agus Santoso | 3 jam lalu | - | Jembatan Serayu memang sudah retak sejak banjir tahun lalu. Bagus kalau diperbaiki.
Rina Wulandari | 3 jam lalu | - | Berapa lama ditutup? Anak saya sekolah di seberang sungai.
Dwi Prasetyo | 2 jam lalu | 1 | Katanya tiga bulan, Bu. Ada jalur alternatif lewat Rakit.
Rina Wulandari | 2 jam lalu | 2 | Lewat Rakit jadi tambah 12 kilometer, kasihan anak-anak.
Slamet Riyadi | 1 jam lalu | - | Apakah truk pasir juga dilarang lewat jembatan darurat?
Hendra Kurniawan | 45 menit lalu | 4 | Benar, jembatan darurat hanya untuk kendaraan di bawah 5 ton. Dinas PU sudah memastikan hal ini kepada kami kemarin sore.
Wati Suharti | 20 menit lalu | - | Semoga pedagang pasar tidak terlalu rugi selama penutupan.
"""
    )
    cases.append(
        _disc(
            "f-id-blogger-author-reply",
            "id",
            "blogger",
            "<div class=tanggapan>, div.tg, a reply inside its parent; the article's author marked 'Penulis'",
            "Tanggapan Pembaca",
            "Seven readers in Indonesian on a Blogger-like blog of a local paper; the article's author (Hendra Kurniawan) answers one of them, marked 'Penulis'; relative times '3 jam lalu'.",
            "/2025/07/jembatan-serayu-ditutup-tiga-bulan.html",
            art(
                "Jembatan Serayu ditutup tiga bulan untuk perbaikan",
                "Kendaraan di bawah 5 ton bisa melewati jembatan darurat.",
                "Hendra Kurniawan",
                "2025-07-21T07:00:00+07:00",
                [
                    "Dinas Pekerjaan Umum menutup Jembatan Serayu mulai Senin untuk perbaikan struktur yang retak akibat banjir.",
                    "Penutupan diperkirakan berlangsung tiga bulan. Jembatan darurat disiapkan untuk kendaraan di bawah 5 ton.",
                    "Kendaraan besar diarahkan melalui jalur Rakit.",
                ],
                kicker="Daerah",
                caption="Jembatan Serayu. Foto: Warta Lembah Serayu",
            ),
            c,
            '<div class="tanggapan" id="tanggapan"><h4>Tanggapan Pembaca</h4>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<div class="tg" id="tg-{310 + i}"><div class="tg-atas"><b class="tg-nama">{esc(s.author)}</b>'
                    + (' <span class="tg-penulis">Penulis</span>' if s.author == "Hendra Kurniawan" else "")
                    + f' · <a class="tg-waktu" href="#tg-{310 + i}">{esc(s.when)}</a></div><div class="tg-isi">{esc(s.text)}</div><a class="tg-balas" href="#">Balas</a>{sub}</div>'
                ),
                lambda items, p: items,
            )
            + "</div>",
        )
    )

    # 5. vi: a deleted record left as a placeholder (no author, no text), absolute times
    c = thread(
        """
Nguyễn Văn Hùng | 09:12 05/06/2025 | - | Mở rộng bến chợ nổi là tốt, nhưng phải giữ được nét truyền thống.
Trần Thị Mai | 09:30 05/06/2025 | - | Ghe hàng của gia đình tôi buôn ở đây ba đời rồi. Mong đừng thu phí bến cao.
Lê Minh Tuấn | 09:47 05/06/2025 | 1 | Theo bài viết thì năm đầu miễn phí bến cho ghe hàng địa phương chị ạ.
Phạm Quốc Bảo | 10:05 05/06/2025 | - | Khách du lịch đông quá, sáng nào cũng kẹt ghe ở đoạn giữa chợ.
Võ Thị Lan | 10:40 05/06/2025 | - | Nên có thêm nhà vệ sinh công cộng ở bến, hiện giờ thiếu lắm.
Đặng Văn Sáu | 11:02 05/06/2025 | 4 | Đúng vậy, tôi chở khách mỗi ngày, ai cũng hỏi chỗ vệ sinh.
Huỳnh Thanh Tâm | 13:15 05/06/2025 | - | 45 tỷ đồng mà làm xong trong một năm thì được.
"""
    )
    order = [0, 1, 2, 3, None, 4, 5, 6]  # None: the removed record, where it stood

    def vi_item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="yk" data-id="{7700 + i}"><div class="yk-top"><strong class="yk-ten">{esc(s.author)}</strong> '
            f'<span class="yk-gio">{esc(s.when)}</span></div><p class="yk-nd">{esc(s.text)}</p>'
            f'<div class="yk-tt"><a href="#">Trả lời</a> · <a href="#">Thích</a></div>{sub}</div>'
        )

    roots = "".join(
        '<div class="yk yk-xoa" data-id="7790"><p>Nội dung này đã bị quản trị viên gỡ bỏ vì vi phạm nội quy.</p></div>'
        if k is None
        else (vi_item(k, c[k], tree(c, vi_item, lambda items, p: items, k)) if c[k].parent is None else "")
        for k in order
    )
    cases.append(
        _disc(
            "f-vi-removed-placeholder",
            "vi",
            "modules",
            "<div class=y-kien>, div.yk; one div.yk-xoa placeholder where a removed record stood",
            "Ý kiến bạn đọc",
            "Seven readers in Vietnamese (two replies), and between them a placeholder saying a moderator removed a record (no author, no text: not in the truth); absolute times '09:12 05/06/2025'.",
            "/dia-phuong/cho-noi-cai-rang-mo-rong-ben",
            art(
                "Chợ nổi Cái Răng mở rộng bến ghe",
                "Dự án 45 tỷ đồng dự kiến hoàn thành trong một năm.",
                "Lý Hoàng Phúc",
                "2025-06-05T07:00:00+07:00",
                [
                    "UBND quận Cái Răng phê duyệt dự án mở rộng bến ghe của chợ nổi với tổng vốn 45 tỷ đồng.",
                    "Ghe hàng của người dân địa phương được miễn phí bến trong năm đầu tiên.",
                    "Dự án dự kiến hoàn thành trong một năm.",
                ],
                kicker="Địa phương",
                caption="Chợ nổi Cái Răng buổi sáng. Ảnh: Báo Miền Tây",
            ),
            c,
            f'<div class="y-kien"><h3>Ý kiến bạn đọc</h3>{roots}</div>',
        )
    )

    # 6. uk: three levels, absolute dates in words, permalinks, TYPO3
    c = thread(
        """
Олександр Ковальчук | 12 травня 2025, 10:05 | - | Міст через Смотрич давно треба було ремонтувати, там бетон сиплеться.
Ірина Бондар | 12 травня 2025, 10:20 | 0 | А як тепер добиратися до Старого міста? Об'їзд через Новоплан дуже довгий.
Олександр Ковальчук | 12 травня 2025, 10:34 | 1 | Пішоходам залишать один тротуар, у статті про це сказано.
Ірина Бондар | 12 травня 2025, 10:41 | 2 | Дякую, пропустила цей абзац.
Тарас Мельник | 12 травня 2025, 11:02 | - | Вісім місяців ремонту — це вже весь туристичний сезон.
Наталія Шевчук | 12 травня 2025, 11:15 | 4 | Краще зараз, ніж коли міст обвалиться разом із туристами.
Тарас Мельник | 12 травня 2025, 11:26 | 5 | Згоден, але можна було почати восени.
Василь Гнатюк | 12 травня 2025, 12:40 | - | Хто підрядник? Минулого разу дорогу на Руській ремонтували двічі за рік.
Оксана Лисенко | 12 травня 2025, 13:05 | 7 | У Prozorro вказана фірма з Вінниці, тендер виграли за ціною.
Василь Гнатюк | 12 травня 2025, 13:20 | 8 | Побачимо, як вони працюватимуть.
Марія Дячук | 12 травня 2025, 15:48 | - | Головне, щоб зберегли старі ліхтарі на мосту.
"""
    )
    cases.append(
        _disc(
            "f-uk-typo3-three-levels",
            "uk",
            "typo3",
            "<div class=dyskusiia>, div.dk in div.dk (three levels)",
            "Думки читачів",
            "Eleven readers in Ukrainian, replies nested up to three levels; absolute dates in words '12 травня 2025, 10:05' as permalinks.",
            "/misto/mist-cherez-smotrych-remont/",
            art(
                "Міст через Смотрич закривають на ремонт",
                "Роботи триватимуть вісім місяців, пішоходам залишать один тротуар.",
                "Андрій Петрук",
                "2025-05-12T08:00:00+03:00",
                [
                    "Міська рада затвердила капітальний ремонт мосту через Смотрич, що веде до Старого міста.",
                    "Роботи триватимуть вісім місяців. Автомобільний рух перекриють, пішоходам залишать один тротуар.",
                    "Підрядника обрано через систему Prozorro.",
                ],
                kicker="Місто",
                caption="Міст через Смотрич. Фото: Подільський вісник",
            ),
            c,
            '<div class="frame frame-default dyskusiia"><h2>Думки читачів</h2>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<div class="dk" id="d-{5100 + i}"><div><strong>{esc(s.author)}</strong> · <a class="dk-chas" href="#d-{5100 + i}">{esc(s.when)}</a></div>'
                    f'<div class="dk-tekst">{paras(s.text)}</div><a class="dk-vid" href="#">Відповісти</a>{sub}</div>'
                ),
                lambda items, p: items,
            )
            + "</div>",
        )
    )

    # 7. he: rtl; only some records show a time
    c = thread(
        """
אבי כהן | לפני 3 שעות | - | סוף סוף סוגרים את הבור בכביש 89, כל חורף יש שם תאונות.
מירב לוי |  | - | כמה זמן ייקחו העבודות? הכתבה לא מפרטת.
יוסי פרץ | לפני שעתיים | 1 | לפי נתיבי ישראל כארבעה חודשים, עם הסדרי תנועה בלילות.
שרה אזולאי |  | - | מקווה שלא יסגרו בזמן הקטיף, כל המשאיות של המושבים עוברות שם.
דני מזרחי |  | - | עדיף מאוחר מאשר לעולם לא.
רונית חדד | לפני 20 דקות | - | מי שנוסע לכרמיאל כל בוקר יקבל עוד חצי שעה בדרך.
"""
    )
    cases.append(
        _disc(
            "f-he-partial-times",
            "he",
            "arc",
            "<section class=tguvot>, div.tgv; only three of six records show a time",
            "מה אתם אומרים",
            "Six readers in Hebrew (one reply), right to left; only three records show a relative time ('לפני 3 שעות'), the others none.",
            "/ezori/kvish-89-avodot/",
            art(
                "עבודות בכביש 89 יתחילו בחודש הבא",
                "נתיבי ישראל תתקן את קטע הכביש בין מעלות לכפר ורדים.",
                "תמר גבאי",
                "2025-10-06T07:00:00+03:00",
                [
                    "חברת נתיבי ישראל הודיעה כי העבודות לתיקון כביש 89 יתחילו בחודש הבא.",
                    "העבודות יתבצעו בעיקר בשעות הלילה עם הסדרי תנועה.",
                    "תושבי האזור התלוננו במשך שנים על מצב הכביש.",
                ],
                kicker="אזורי",
                caption="כביש 89 ליד מעלות. צילום: קול הגליל",
            ),
            c,
            '<section class="tguvot"><h3>מה אתם אומרים</h3>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<div class="tgv"><span class="tgv-shem">{esc(s.author)}</span>'
                    + (f' <small class="tgv-zman">{esc(s.when)}</small>' if s.when else "")
                    + f'<p>{esc(s.text)}</p><a href="#">הגב</a>{sub}</div>'
                ),
                lambda items, p: items,
            )
            + "</section>",
        )
    )

    # 8. th: newsletter platform, relative times in Thai, likes
    c = thread(
        """
สมชาย ใจดี | 4 ชั่วโมงที่แล้ว | - | ปิดสะพานสองเดือนช่วงเทศกาลแบบนี้ คนค้าขายริมปิงลำบากแน่
วราภรณ์ ศรีสุข | 3 ชั่วโมงที่แล้ว | - | สะพานเก่ามากแล้วค่ะ ซ่อมก่อนพังดีกว่า
ประยุทธ แก้วมณี | 3 ชั่วโมงที่แล้ว | 0 | ร้านผมอยู่ตรงเชิงสะพานพอดี ยอดขายคงหายไปครึ่งหนึ่ง
นภา ทองคำ | 2 ชั่วโมงที่แล้ว | - | ขอให้มีเรือข้ามฟากชั่วคราวด้วยจะดีมาก
อนุชา บุญมา | 1 ชั่วโมงที่แล้ว | - | งบ 38 ล้านบาทต้องตรวจสอบให้ดี
กมลวรรณ ปัญญา | 35 นาทีที่แล้ว | 3 | ในข่าวบอกว่าเทศบาลจะจัดเรือให้ฟรีช่วงเช้าและเย็นค่ะ
"""
    )
    likes = [18, 25, 9, 31, 12, 6]
    cases.append(
        _disc(
            "f-th-letter-relative",
            "th",
            "letter",
            "<div class=khwam-hen>, div.kh, replies inside their parent",
            "ความเห็นของผู้อ่าน",
            "Six readers in Thai (two replies) on a newsletter platform's post; relative times '4 ชั่วโมงที่แล้ว'; likes 'ถูกใจ N'.",
            "/p/nawarat-bridge-closure",
            art(
                "ปิดซ่อมสะพานนวรัฐสองเดือน",
                "เทศบาลจัดเรือข้ามฟากฟรีช่วงเช้าและเย็น",
                "ธนพล สุวรรณรัตน์",
                "2025-11-03T06:00:00+07:00",
                [
                    "เทศบาลนครเชียงใหม่จะปิดซ่อมสะพานนวรัฐเป็นเวลาสองเดือน ใช้งบประมาณ 38 ล้านบาท",
                    "ระหว่างการซ่อม เทศบาลจะจัดเรือข้ามฟากให้บริการฟรีช่วงเช้าและเย็น",
                    "ผู้ค้าริมแม่น้ำปิงกังวลว่ายอดขายจะลดลง",
                ],
                kicker="ท้องถิ่น",
                caption="สะพานนวรัฐ ภาพ: ข่าวลุ่มน้ำปิง",
            ),
            c,
            '<div class="khwam-hen"><h3>ความเห็นของผู้อ่าน</h3>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<div class="kh"><img src="/_avatar/th-{i}.svg" width="32" height="32" alt=""><div><b>{esc(s.author)}</b> <span class="kh-wela">{esc(s.when)}</span>'
                    f'<p>{esc(s.text)}</p><span class="kh-like">ถูกใจ {likes[i]}</span> · <a href="#">ตอบกลับ</a>{sub}</div></div>'
                ),
                lambda items, p: items,
            )
            + "</div>",
        )
    )

    # 9. fa: rtl, Persian digits in relative times
    c = thread(
        """
رضا احمدی | ۵ ساعت پیش | - | بازگشایی جاده چشمه‌علی خبر خوبی است، تابستان‌ها مسافر زیادی دارد.
مریم حسینی | ۴ ساعت پیش | - | امیدوارم نرده‌های کنار دره را هم تعمیر کرده باشند.
علی کریمی | ۳ ساعت پیش | 1 | طبق خبر، نرده‌ها کاملاً عوض شده‌اند.
زهرا موسوی | ۲ ساعت پیش | - | چرا کار ۱۸ ماه طول کشید؟ قرار بود شش ماهه تمام شود.
حسن رحیمی | ۱ ساعت پیش | - | کشاورزان روستاهای بالا دست بالاخره راحت می‌شوند.
فاطمه نوری | ۲۵ دقیقه پیش | - | دست مریزاد به کارگرانی که در سرما کار کردند.
"""
    )
    cases.append(
        _disc(
            "f-fa-persian-digits",
            "fa",
            "portal",
            "<div class=nazarat>, div.nz",
            "دیدگاه خوانندگان",
            "Six readers in Persian (one reply), right to left; relative times in Persian digits '۵ ساعت پیش'.",
            "/shahr/bazgoshaei-jadeh-cheshmeali",
            art(
                "جاده چشمه‌علی پس از ۱۸ ماه بازگشایی شد",
                "نرده‌های ایمنی کنار دره به طور کامل تعویض شده است.",
                "محمد صادقی",
                "2025-08-11T08:00:00+03:30",
                [
                    "جاده چشمه‌علی دامغان پس از ۱۸ ماه تعمیر صبح امروز بازگشایی شد.",
                    "در این مدت آسفالت جاده و نرده‌های ایمنی کنار دره به طور کامل نوسازی شده است.",
                    "اهالی روستاهای اطراف از بازگشایی جاده استقبال کردند.",
                ],
                kicker="شهر",
                caption="جاده چشمه‌علی. عکس: پیک دامغان",
            ),
            c,
            '<div class="nazarat"><h3>دیدگاه خوانندگان</h3>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<div class="nz"><strong>{esc(s.author)}</strong> <span class="nz-zaman">{esc(s.when)}</span><p>{esc(s.text)}</p><a href="#">پاسخ</a>{sub}</div>'
                ),
                lambda items, p: items,
            )
            + "</div>",
        )
    )

    # 10. de: custom elements in the light DOM, "gestern"/"heute" times, votes, two levels
    c = thread(
        """
Heike Schwarzwälder | gestern, 18:40 | - | Die Glan-Brücke in Lauterecken war schon vor zehn Jahren marode. Gut, dass endlich etwas passiert.
Rüdiger Mangold | gestern, 19:02 | 0 | Marode ist sie nicht, sie ist nur nicht für 40-Tonner gebaut.
Heike Schwarzwälder | gestern, 19:15 | 1 | Das Gutachten sagt etwas anderes, steht doch im Artikel.
Petra Lindemann | gestern, 20:30 | - | Wie kommen die Schulbusse aus Medard während der Sperrung rüber?
Jörg Albrecht | heute, 07:12 | 3 | Über Odenbach, das sind zwölf Minuten mehr. So hat es die Verbandsgemeinde gestern angekündigt.
Klaus-Dieter Rupp | heute, 08:05 | - | Vierzehn Monate Bauzeit für eine Brücke von vierzig Metern? Die Römer waren schneller.
Melanie Forster | heute, 08:31 | - | Ich hoffe, der Fußweg bleibt wenigstens offen.
Jörg Albrecht | heute, 09:02 | 6 | Laut Plan ja, bis auf drei Wochenenden.
Sven Brenner | heute, 10:20 | - | Endlich mal eine gute Nachricht aus dem Kreis.
"""
    )
    stimmen = [12, 3, 8, 6, 14, 21, 5, 7, 4]
    cases.append(
        _disc(
            "f-de-custom-elements",
            "de",
            "joomla",
            "<leser-stimmen> with <leser-beitrag> custom elements in the light DOM, <beitrag-kopf>, <beitrag-text>",
            "Was unsere Leser sagen",
            "Nine readers in German (three replies, two levels) in custom elements without a shadow root; times 'gestern, 18:40' and 'heute, 07:12'; votes.",
            "/region/glan-bruecke-lauterecken-gesperrt",
            art(
                "Glan-Brücke in Lauterecken wird 14 Monate gesperrt",
                "Ein Gutachten hat Schäden an den Pfeilern festgestellt; Schulbusse fahren über Odenbach.",
                "Bettina Kern",
                "2025-05-20T16:00:00+02:00",
                [
                    "Die Brücke über den Glan in Lauterecken wird ab Juli für vierzehn Monate voll gesperrt.",
                    "Ein Gutachten hatte Schäden an zwei Pfeilern festgestellt. Die Brücke wird durch einen Neubau ersetzt.",
                    "Schulbusse und der Linienverkehr werden über Odenbach umgeleitet.",
                ],
                kicker="Region",
                caption="Die Glan-Brücke in Lauterecken. Foto: Rundschau",
            ),
            c,
            '<leser-stimmen data-artikel="88213"><h3>Was unsere Leser sagen</h3>'
            + tree(
                c,
                lambda i, s, sub: (
                    f'<leser-beitrag data-id="{66100 + i}"><beitrag-kopf><b>{esc(s.author)}</b> · <time>{esc(s.when)}</time></beitrag-kopf>'
                    f"<beitrag-text><p>{esc(s.text)}</p></beitrag-text><beitrag-fuss><button>Zustimmen ({stimmen[i]})</button> <button>Antworten</button></beitrag-fuss>{sub}</leser-beitrag>"
                ),
                lambda items, p: items,
            )
            + "</leser-stimmen>",
        )
    )

    # 11. ro: an old table layout, one row per reader, flat, relative times
    c = thread(
        """
Ion Popescu | acum 6 ore | - | Drumul spre Horezu e plin de gropi de doi ani. Era timpul.
Maria Ionescu | acum 5 ore | - | Sper să termine înainte de târgul de ceramică din iunie.
Gheorghe Dumitrescu | acum 4 ore | - | 22 de milioane de lei pentru 11 kilometri, să vedem calitatea.
Elena Stan | acum 3 ore | - | Circulația alternativă pe un singur sens o să facă cozi uriașe.
Vasile Marin | acum 2 ore | - | Bravo consiliului județean, măcar ceva se mișcă.
Ana Niculescu | acum 40 de minute | - | Turiștii vin oricum, dar cu drum bun vin mai mulți.
"""
    )
    rows = "".join(
        f'<tr><td class="cine"><b>{esc(s.author)}</b><br><span class="cand">{esc(s.when)}</span></td><td class="ce">{esc(s.text)}</td></tr>'
        for s in c
    )
    cases.append(
        _disc(
            "f-ro-table-rows",
            "ro",
            "wordpress",
            "<table class=parerea>, one <tr> per reader: a name cell and a text cell",
            "Părerea cititorilor",
            "Six readers in Romanian, flat, in an old-style table (name and time in one cell, the text in the next); relative times 'acum 6 ore'.",
            "/local/drumul-spre-horezu-se-reabiliteaza/",
            art(
                "Drumul județean spre Horezu intră în reabilitare",
                "Lucrările pe 11 kilometri costă 22 de milioane de lei.",
                "Cristina Bălan",
                "2025-03-18T07:00:00+02:00",
                [
                    "Consiliul Județean Vâlcea a semnat contractul pentru reabilitarea drumului spre Horezu.",
                    "Lucrările, pe 11 kilometri, costă 22 de milioane de lei și se fac cu circulație alternativă.",
                    "Constructorul are termen de finalizare luna iunie.",
                ],
                kicker="Local",
                caption="Drumul spre Horezu. Foto: Gazeta",
            ),
            c,
            f'<div class="parerea-wrap"><h3>Părerea cititorilor</h3><table class="parerea"><tbody>{rows}</tbody></table></div>',
        )
    )

    # 12. ja: a definition list, absolute Japanese dates, flat
    c = thread(
        """
しまなみサイクリスト | 2025年9月8日 21:14 | - | 来島海峡大橋の自転車道が半年も通れないのは痛いです。週末は県外からの客が多いのに。
今治のタオル屋 | 2025年9月8日 21:40 | - | 補修は必要ですが、観光シーズンを外してほしかった。
大三島在住 | 2025年9月8日 22:05 | - | 代替の渡船が一日四便だけでは足りません。
佐藤美咲 | 2025年9月9日 07:12 | - | 安全第一なので仕方ないと思います。
ケンジ@尾道 | 2025年9月9日 08:30 | - | 迂回用の無料バスに自転車を積めるのかが知りたいです。
村上 浩 | 2025年9月9日 09:02 | - | 橋のケーブル点検は三十年ぶりとのこと、しっかりやってほしい。
"""
    )
    items = "".join(
        f'<dt><span class="namae">{esc(s.author)}</span> <span class="nichiji">{esc(s.when)}</span></dt><dd>{esc(s.text)}</dd>'
        for s in c
    )
    cases.append(
        _disc(
            "f-ja-definition-list",
            "ja",
            "tailwind",
            "<dl class=minna>: <dt> name and time, <dd> text",
            "みんなの声",
            "Six readers in Japanese, flat, as a definition list (a <dt> with the name and time, a <dd> with the text); absolute times '2025年9月8日 21:14'.",
            "/chiiki/kurushima-bridge-cycle-path-closure",
            art(
                "来島海峡大橋の自転車道、半年間通行止めに",
                "ケーブル点検のため。代替として渡船と無料バスを運行。",
                "藤井 直子",
                "2025-09-08T18:00:00+09:00",
                [
                    "本州四国連絡高速道路は、来島海峡大橋の自転車・歩行者道を十月から半年間通行止めにすると発表した。",
                    "約三十年ぶりのケーブル点検のため。期間中は渡船を一日四便運航し、無料バスも走らせる。",
                    "地元の観光業者からは時期の見直しを求める声が出ている。",
                ],
                kicker="地域",
                caption="来島海峡大橋。撮影：瀬戸内かもめ新報",
            ),
            c,
            f'<section class="mt-8"><h2 class="text-lg font-bold">みんなの声</h2><dl class="minna">{items}</dl></section>',
        )
    )
    return cases

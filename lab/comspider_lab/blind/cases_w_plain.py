"""Blind set W: pages without any reader comment (truth zero) whose furniture is a list of names, times and one or
two sentences in the markup a comment list would use: a hospital's ward notices signed by the nurse in charge (da), a
library's notes on returned books by the librarian (fi), a bakery's bakes of the day by the baker (hu), a newsroom's
staff moves (ko), a test kitchen's notes by its cooks (el), a conference programme with speakers (zh), a pottery
village's kiln firing log (vi) and a rehearsal studio's bookings (id) (written from memory of the general shape of
such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_w_common import (
    PartsK,
    V,
    box,
    dl_thread,
    links,
    make,
    rows,
    story,
    table_thread,
    tree,
)
from comspider_lab.blind.layout_w import Story
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    heading: str,
    inner: str,
    *,
    path: str,
    rail: tuple[str, str],
    container: str,
    kind_label: str,
    description: str,
    wrap_id: str,
    wrap_cls: str,
) -> Case:
    block = (
        f'<section class="{wrap_cls}" id="{wrap_id}"><h2 class="{wrap_cls}-h">{heading}</h2>{inner}</section>'
    )
    return make(
        cid,
        "lookalike",
        template,
        key,
        st,
        PartsK(after=block, rail=box(template, rail[0], links(rail[1]))),
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


def da_ward() -> Case:
    e = rows(
        """
Sygeplejerske Lone Dam, afsnit B3 | 12. marts kl. 14.00 | Besøg kun mellem kl. 15 og 19. Højst to gæster ad gangen ved sengen.
Sygeplejerske Mads Kjær, afsnit C1 | 12. marts kl. 09.30 | Børn under 12 år er velkomne igen. Husk håndsprit ved indgangen.
Afdelingssygeplejerske Hanne Lund, fødeafsnittet | 11. marts kl. 16.15 | Partnere kan nu overnatte på familiestuerne. Søskende må besøge om eftermiddagen.
Sygeplejerske Ali Demir, afsnit A2 | 10. marts kl. 08.00 | På grund af influenza er besøg midlertidigt begrænset til én pårørende.
"""
    )
    st = story(
        "Sygehuset lemper besøgsreglerne på flere afsnit",
        "Af Jens Thybo",
        "2025-03-12T15:00:00+01:00",
        "12. marts 2025",
        """
Sygehus Sydhavsøerne lemper nu besøgsreglerne på flere afsnit, efter at influenzasæsonen er ved at være ovre.

Reglerne er forskellige fra afsnit til afsnit. Herunder er de seneste beskeder fra afsnittenes sygeplejersker.
""",
        section="Sundhed",
    )
    v = V("bs-{}", list="ul", item="li")
    return _page(
        "w-la-da-ward-notices",
        "pb",
        "la-da-ward",
        st,
        "Beskeder fra afsnittene",
        tree(e, v, idp="bs-"),
        path="/sundhed/besoegsregler-sygehuset",
        rail=("Mest læst", "Færgen til Femø|Ny skole|Havnefest"),
        container="section#beskeder: ul.bs-list of li.bs-item (div.bs-meta: b.bs-name nurse and ward, span.bs-time '12. marts kl. 14.00'; div.bs-text notice)",
        kind_label="a hospital's visiting notices signed by the ward nurse: nurse and ward, date and time, the rule",
        description="A Danish island paper: an article on visiting rules with the wards' notices, each signed by a nurse, dated, one or two sentences. No reader comments.",
        wrap_id="beskeder",
        wrap_cls="bs-wrap",
    )


def fi_library() -> Case:
    e = rows(
        """
Kirjastonhoitaja Aila Mäki | ti 14.10. | Palautetun keittokirjan välistä löytyi käsin kirjoitettu pullaresepti vuodelta 1962. Se on nyt lainaustiskillä omistajaansa odottamassa.
Kirjastovirkailija Juho Rinne | ma 13.10. | Matkaopas palautui kolmenkymmenen vuoden jälkeen postitse. Mukana oli kortti, jossa pyydettiin anteeksi myöhästymistä.
Kirjastonhoitaja Aila Mäki | pe 10.10. | Runokirjan sivuille oli painettu kukkia. Kirja siirtyi kokoelmasta näyttelyvitriiniin.
"""
    )
    st = story(
        "Kirjaston palautuslaatikko kertoo tarinoita",
        "Sari Ojala",
        "2025-10-14T12:00:00+03:00",
        "14.10.2025",
        """
Seinäjoen lähikirjaston henkilökunta kirjaa muistiin erikoiset löydöt palautettujen kirjojen välistä.

Lehti julkaisee viikon merkinnät kirjaston luvalla.
""",
        section="Kulttuuri",
    )
    return _page(
        "w-la-fi-library-notes",
        "lx",
        "la-fi-library",
        st,
        "Viikon merkinnät palautuksista",
        dl_thread(e, "kp"),
        path="/kulttuuri/kirjaston-palautuslaatikko",
        rail=("Luetuimmat", "Lakeuden ralli|Uusi uimahalli|Syysmarkkinat"),
        container="section#merkinnat: dl.kp-dl of dt.kp-who (librarian, weekday and date) and dd.kp-said (a note on a returned book)",
        kind_label="a library's notes on returned books by the librarians: name, weekday and date, the note",
        description="A Finnish weekly: a library's notes on returned books, each by a librarian with a date, in a definition list. No reader comments.",
        wrap_id="merkinnat",
        wrap_cls="kp-wrap",
    )


def hu_bakery() -> Case:
    e = rows(
        """
Szabó Gergő pék | 5:40 | Kovászos fehér vekni és rozsos kenyér, ma negyven darab. Hétkor jön ki a második adag.
Tóth Eszter cukrász | 6:15 | Túrós batyu és diós kifli, frissen a kemencéből. A mákos tekercs ma elmarad.
Szabó Gergő pék | 9:30 | Tönkölyös cipó a délelőtti vásárlóknak, amíg a készlet tart.
"""
    )
    st = story(
        "Újra süt a csépai pékség: reggel hatkor már sor áll",
        "Kovács Anikó",
        "2025-04-22T10:00:00+02:00",
        "2025. április 22.",
        """
Két év szünet után újra megnyílt Csépa egyetlen pékségét. Az új tulajdonosok a régi kemencét újították fel.

A bolt ajtaján minden reggel kiírják, mi sül aznap. A mai táblát lent közöljük.
""",
        section="Gasztro",
    )
    return _page(
        "w-la-hu-bakery-board",
        "ov",
        "la-hu-bakery",
        st,
        "Ma a kemencéből",
        table_thread(e, "kb", head=("Ki sütötte", "Mi készült")),
        path="/gasztro/csepai-pekseg-ujra-sut",
        rail=("Legolvasottabb", "Tiszai halászlé|Új iskolabusz|Szüreti bál"),
        container="section#kemence: table.kb-tbl, a row each (td.kb-by: b baker, small '5:40'; td.kb-msg: what was baked)",
        kind_label="a bakery's bakes of the day: baker, time out of the oven, what was baked",
        description="A Hungarian local paper: a bakery's board of the day's bakes, baker, time and a sentence, in a table like a thread's. No reader comments.",
        wrap_id="kemence",
        wrap_cls="kb-wrap",
    )


def ko_newsroom() -> Case:
    e = rows(
        """
김수진 기자 | 3월 2일 | 사회부에서 지역부로 자리를 옮겨 바닷가 마을 소식을 맡습니다. 제보는 언제든 환영합니다.
박정호 사진기자 | 3월 2일 | 새로 합류했습니다. 앞으로 항구와 시장의 아침을 사진으로 전하겠습니다.
이은영 편집자 | 2월 28일 | 주말판 편집을 맡게 되었습니다. 독자 여러분의 이야기를 더 많이 싣겠습니다.
최민수 기자 | 2월 27일 | 스포츠부로 옮깁니다. 지역 고교 야구를 꼼꼼히 챙기겠습니다.
"""
    )
    st = story(
        "바다마을일보 3월 편집국 인사",
        "편집국",
        "2025-03-02T09:00:00+09:00",
        "2025년 3월 2일",
        """
바다마을일보 편집국이 3월부터 새 진용으로 독자를 찾아갑니다. 새로 오거나 자리를 옮긴 기자들이 인사를 전합니다.

담당 분야별 연락처는 신문사 홈페이지에서 확인할 수 있습니다.
""",
        section="알림",
    )
    v = V("ij-{}", item="article", name="span")
    return _page(
        "w-la-ko-newsroom-moves",
        "pb",
        "la-ko-newsroom",
        st,
        "새 얼굴, 새 자리",
        tree(e, v, idp="ij-", avatar=True),
        path="/notice/newsroom-march-moves",
        rail=("많이 본 뉴스", "방파제 보수|수산시장 새단장|마을 축제"),
        container="section#insa: div.ij-list of article.ij-item (div.ij-meta: span.ij-av, span.ij-name journalist, span.ij-time '3월 2일'; div.ij-text greeting)",
        kind_label="a newsroom's staff moves: journalist, date, a line of greeting",
        description="A Korean local paper: the newsroom's staff moves, each journalist with an avatar initial, a date and a line of greeting. No reader comments.",
        wrap_id="insa",
        wrap_cls="ij-wrap",
    )


def el_kitchen() -> Case:
    e = rows(
        """
Ελένη Ζαχαρίου | Τρίτη 10:20 | Η πίτα με πράσο θέλει δέκα λεπτά περισσότερο στον φούρνο από όσο γράφει η παλιά συνταγή.
Στέλιος Μ. | Τρίτη 13:05 | Δοκιμάσαμε το φύλλο με καλαμποκάλευρο. Σπάει λιγότερο αν ξεκουραστεί μισή ώρα.
Ελένη Ζαχαρίου | Τετάρτη 09:40 | Με φέτα από τη Λάρισα η γέμιση βγαίνει πιο αλμυρή· μειώσαμε το αλάτι στο μισό.
"""
    )
    st = story(
        "Η κουζίνα δοκιμών ξαναγράφει τις πίτες της γιαγιάς",
        "Της Κατερίνας Πάνου",
        "2025-11-19T12:00:00+02:00",
        "19 Νοεμβρίου 2025",
        """
Η ομάδα της κουζίνας δοκιμών του Ταχυδρόμου δοκίμασε ξανά δώδεκα παλιές συνταγές για πίτες που έστειλαν οικογένειες του κάμπου.

Κάτω από κάθε συνταγή κρατάμε τις σημειώσεις των μαγείρων μας.
""",
        section="Γεύση",
    )
    v = V("dk-{}", item="article")
    return _page(
        "w-la-el-test-kitchen",
        "lx",
        "la-el-kitchen",
        st,
        "Σημειώσεις της κουζίνας",
        tree(e, v, idp="dk-"),
        path="/geusi/kouzina-dokimon-pites",
        rail=("Δημοφιλή", "Πανηγύρι|Νέος δρόμος|Τιμές βαμβακιού"),
        container="section#simeioseis: div.dk-list of article.dk-item (div.dk-meta: b.dk-name cook, span.dk-time 'Τρίτη 10:20'; div.dk-text note)",
        kind_label="a test kitchen's notes by its cooks: cook, weekday and time, a tip",
        description="A Greek regional paper: the test kitchen's notes on old recipes, cook, weekday and time, a sentence each. No reader comments.",
        wrap_id="simeioseis",
        wrap_cls="dk-wrap",
    )


def zh_forum() -> Case:
    e = rows(
        """
周立新（湖畔大学） | 9:30 | 讲述小型电机厂如何用三年时间转型做储能设备，以及遇到的人才难题。
林晓 | 10:15 | 分享社区团购平台在县城的配送经验，谈冷链最后一公里。
高建华 | 11:00 | 介绍本地纺织企业引入自动化缝纫线后的成本变化。
陈思远、吴婷 | 14:00 | 圆桌：年轻工程师为什么愿意回到家乡工作。
"""
    )
    st = story(
        "湖畔产业论坛周六开幕 四位嘉宾谈制造业转型",
        "本刊记者 沈雪",
        "2025-06-18T10:00:00+08:00",
        "2025年6月18日",
        """
第五届湖畔产业论坛将于本周六在会展中心举行，主题为“小城制造的新机会”。

论坛免费向公众开放，需提前在网上登记。以下为当天的议程。
""",
        section="活动",
    )
    v = V("yc-{}", list="ol", item="li")
    return _page(
        "w-la-zh-forum-programme",
        "ov",
        "la-zh-forum",
        st,
        "论坛议程",
        tree(e, v, idp="yc-"),
        path="/events/lakeside-forum-programme",
        rail=("热门文章", "新厂落户|人才公寓|创业大赛"),
        container="section#yicheng: ol.yc-list of li.yc-item (div.yc-meta: b.yc-name speaker, span.yc-time '9:30'; div.yc-text abstract)",
        kind_label="a conference programme: speaker, time, what the talk is about",
        description="A Chinese tech weekly: a forum's programme, speaker, time and a sentence on the talk each. No reader comments.",
        wrap_id="yicheng",
        wrap_cls="yc-wrap",
    )


def vi_kiln() -> Case:
    e = rows(
        """
Nghệ nhân Trần Văn Lộc | 05:00, 14/10 | Nhóm lò củi mẻ bình hoa men lam, dự kiến nung ba ngày ba đêm.
Chị Nguyễn Thị Hạnh | 18:30, 15/10 | Thêm củi thông, nhiệt độ lò đã lên khoảng một nghìn hai trăm độ.
Nghệ nhân Trần Văn Lộc | 06:00, 17/10 | Tắt lò, để nguội hai ngày rồi mới dỡ. Du khách có thể xem dỡ lò vào sáng thứ Bảy.
"""
    )
    st = story(
        "Làng gốm ven sông mở cửa cho du khách xem nung lò củi",
        "Phóng viên Lê Minh",
        "2025-10-14T08:00:00+07:00",
        "14/10/2025",
        """
Lần đầu tiên, các lò gốm ở làng nghề ven sông cho du khách theo dõi cả quá trình nung lò củi.

Các nghệ nhân ghi lại từng mốc của mẻ nung trên bảng trước cửa lò, được chúng tôi chép lại dưới đây.
""",
        section="Làng nghề",
    )
    v = V("nl-{}", list="ul", item="li")
    return _page(
        "w-la-vi-kiln-log",
        "pb",
        "la-vi-kiln",
        st,
        "Nhật ký mẻ nung",
        tree(e, v, idp="nl-"),
        path="/lang-nghe/lang-gom-nung-lo-cui",
        rail=("Đọc nhiều", "Chợ quê|Đường ven sông|Lễ hội"),
        container="section#nhatky: ul.nl-list of li.nl-item (div.nl-meta: b.nl-name potter, span.nl-time '05:00, 14/10'; div.nl-text)",
        kind_label="a pottery village's kiln firing log: potter, time and date, what was done",
        description="A Vietnamese craft-village paper: a kiln firing log, potter, time and day-first date, a sentence each. No reader comments.",
        wrap_id="nhatky",
        wrap_cls="nl-wrap",
    )


def id_studio() -> Case:
    e: list[Seed] = rows(
        """
Band Senja Kelabu | Sabtu, 19.00 | Latihan untuk panggung festival kampus, membawa drum sendiri.
Dimas (solo akustik) | Minggu, 10.00 | Rekaman demo tiga lagu, butuh dua mikrofon kondensor.
Paduan Suara Cempaka | Minggu, 15.00 | Latihan bersama pianis tamu sebelum konser Natal.
"""
    )
    st = story(
        "Studio latihan murah di Cicadas jadi rumah band-band muda",
        "Rina Wulandari",
        "2025-09-25T14:00:00+07:00",
        "25 September 2025",
        """
Sebuah studio latihan milik komunitas di Cicadas menyewakan ruangnya hanya Rp40 ribu per jam untuk musisi muda.

Jadwal pemakaian ditempel di pintu studio setiap minggu. Berikut jadwal akhir pekan ini.
""",
        section="Komunitas",
    )
    return _page(
        "w-la-id-studio-bookings",
        "lx",
        "la-id-studio",
        st,
        "Jadwal studio akhir pekan",
        dl_thread(e, "js"),
        path="/komunitas/studio-latihan-cicadas",
        rail=("Terpopuler", "Konser taman|Festival jazz|Lomba band"),
        container="section#jadwal: dl.js-dl of dt.js-who (band or musician, 'Sabtu, 19.00') and dd.js-said (what the booking is for)",
        kind_label="a rehearsal studio's bookings: band, day and hour, what for",
        description="An Indonesian music site: a community studio's weekend bookings, band, day and hour, a sentence each, in a definition list. No reader comments.",
        wrap_id="jadwal",
        wrap_cls="js-wrap",
    )

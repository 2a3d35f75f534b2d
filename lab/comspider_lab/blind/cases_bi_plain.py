"""Blind set BI: four plain article pages of today without any reader comment: comments closed (vi), "0 σχόλια"
with an empty section and a form (el), a comment button that opens an empty drawer (th), nothing at all but the
furniture (ro). Every page carries the set's furniture (a paywall teaser, a newsletter sign-up, a "picked for you"
rail, a "most read" list, a live ticker of timed headlines). Written for this set; every name and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bi_common import Case, Parts, Story, make


def vi_closed() -> Case:
    after = (
        '<section class="bl-khung"><h2>Bình luận (0)</h2><p class="bl-dong">Tính năng bình luận đã đóng đối với bài viết này.</p>'
        '<p><a href="/quy-dinh-binh-luan">Quy định bình luận của tòa soạn</a></p></section>'
    )
    st = Story(
        "Kè sông Cầm đoạn qua phường Bến Đá hoàn thành trước mùa mưa",
        "Nguyễn Thu Hà",
        "2023-05-22T07:00:00+07:00",
        "22/05/2023 07:00",
        """
Công trình kè chống sạt lở bờ sông Cầm đoạn qua phường Bến Đá dài 1,2 km đã hoàn thành, sớm hơn kế hoạch hai tháng. Tổng vốn đầu tư khoảng 95 tỷ đồng.

Trước đây, mỗi mùa mưa, đoạn bờ sông này sạt lở hàng chục mét, đe dọa hơn 40 hộ dân. Dọc tuyến kè sẽ có đường đi bộ và hàng cây xanh.

Ủy ban phường cho biết sẽ bàn giao công trình cho đơn vị quản lý vào tháng Sáu.
""",
        lead="Tuyến kè dài 1,2 km bảo vệ hơn 40 hộ dân khỏi sạt lở.",
        section="Thời sự",
        recs=(
            "Chợ nổi Bến Đá sẽ được chỉnh trang",
            "Mở thêm tuyến xe buýt ra cảng",
            "Giá lúa vụ hè thu tăng nhẹ",
        ),
        ticker=(
            "10:45 | Cấm đường Trần Phú để sửa cống",
            "09:30 | Mực nước sông Cầm đang lên",
            "08:15 | Khai trương chợ đêm ven sông",
        ),
    )
    return make(
        "bi-vi-plain-comments-closed",
        "lookalike",
        "vi-songcam",
        st,
        Parts(after=after),
        [],
        path="/thoi-su/ke-song-cam-ben-da",
        static=True,
        reveal="on_load",
        container="(none: section.bl-khung 'Bình luận (0)' says comments are closed)",
        heading=None,
        description="A Vietnamese river-town news site of 2023 (live ticker strip, paywall teaser, newsletter, rails): no reader comment, 'Bình luận (0)' and a line saying comments are closed.",
    )


def el_zero() -> Case:
    byline = ' · <a href="#sx-enotita" class="sx-count">0 σχόλια</a>'
    after = (
        '<section id="sx-enotita" data-ui="talk"><h2>Σχόλια (0)</h2><p>Γίνετε ο πρώτος που θα σχολιάσει.</p>'
        '<form><label>Όνομα <input name="onoma"></label><label>Σχόλιο <textarea name="keimeno"></textarea></label>'
        '<button type="button">Δημοσίευση</button></form></section>'
    )
    st = Story(
        "Πάνω από 2 ευρώ το κιλό ζητούν οι αμπελουργοί για το μοσχάτο",
        "Ελένη Παπαδάκη",
        "2024-08-28T08:00:00+03:00",
        "28 Αυγούστου 2024",
        """
Οι αμπελουργοί του κάμπου ζητούν από τα οινοποιεία τιμή τουλάχιστον 2,10 ευρώ το κιλό για το μοσχάτο, καθώς το κόστος καλλιέργειας αυξήθηκε φέτος κατά σχεδόν 20%.

Ο τρύγος ξεκινά την επόμενη εβδομάδα. Ο συνεταιρισμός εκτιμά ότι η παραγωγή θα είναι μικρότερη από πέρσι λόγω της ξηρασίας του Ιουλίου.

Συνάντηση παραγωγών και οινοποιών έχει οριστεί για την Παρασκευή στο πολιτιστικό κέντρο.
""",
        section="Αγροτικά",
        recs=(
            "Η γιορτή του κρασιού επιστρέφει",
            "Νέα δρομολόγια για το ΚΤΕΛ του κάμπου",
            "Το σχολείο του χωριού αποκτά βιβλιοθήκη",
        ),
        ticker=(
            "11:40 | Διακοπή νερού στο κέντρο έως τις 14:00",
            "10:20 | Θερμοκρασία έως 36 βαθμούς σήμερα",
        ),
    )
    return make(
        "bi-el-plain-zero-comments",
        "lookalike",
        "el-ampelonas",
        st,
        Parts(byline=byline, after=after),
        [],
        path="/agrotika/moschato-timi-trygos",
        static=True,
        reveal="on_load",
        container="(none: section#sx-enotita 'Σχόλια (0)', an empty form)",
        heading=None,
        description="A Greek village-plain news site of 2024 in the app-like layout: no reader comment; '0 σχόλια' in the byline links to an empty 'Σχόλια (0)' section with 'be the first' and a form.",
    )


def th_empty_drawer() -> Case:
    css = (
        ".lm-linchak{position:fixed;top:0;right:0;bottom:0;width:400px;background:#fff;z-index:60;padding:18px;box-shadow:-6px 0 24px #0003;"
        "transform:translateX(105%);visibility:hidden}.lm-linchak.lm-poet{transform:none;visibility:visible}"
    )
    inside = '<p><button type="button" id="lm-poet" class="lm-pum">💬 แสดงความคิดเห็น</button></p>'
    end = (
        '<aside class="lm-linchak" id="lm-linchak" aria-label="ความคิดเห็น"><h2>ความคิดเห็น (0)</h2>'
        "<p>ยังไม่มีความคิดเห็น เป็นคนแรกที่แสดงความคิดเห็นในข่าวนี้</p>"
        '<textarea placeholder="เขียนความคิดเห็น" disabled></textarea><button type="button" id="lm-pid">ปิด</button></aside>'
        "<script>(function () { var d = document.getElementById('lm-linchak');"
        " document.getElementById('lm-poet').addEventListener('click', function () { d.classList.add('lm-poet'); });"
        " document.getElementById('lm-pid').addEventListener('click', function () { d.classList.remove('lm-poet'); }); })();</script>"
    )
    st = Story(
        "เทศกาลแข่งเรือยาวริมน้ำเจ้าฟ้า ปีนี้มีเรือร่วมแข่ง 36 ลำ",
        "ปิยะนุช ศรีสุข",
        "2025-09-30T09:00:00+07:00",
        "30 ก.ย. 2568",
        """
เทศกาลแข่งเรือยาวประจำปีของเมืองริมน้ำจะจัดขึ้นระหว่างวันที่ 11-12 ตุลาคม ปีนี้มีเรือจากชุมชนต่าง ๆ สมัครร่วมแข่งขันทั้งหมด 36 ลำ มากที่สุดในรอบสิบปี

เทศบาลจะปิดการจราจรถนนเลียบแม่น้ำตั้งแต่เวลา 12.00 น. ทั้งสองวัน และจัดรถรับส่งจากลานจอดรถตลาดเก่า

ภายในงานมีตลาดอาหารพื้นบ้านและการแสดงดนตรีไทยทุกค่ำ
""",
        section="ข่าวเมือง",
        recs=("ตลาดน้ำเปิดใหม่หลังปรับปรุง", "เรือข้ามฟากเพิ่มเที่ยวเย็น", "วัดริมน้ำบูรณะโบสถ์เก่า"),
        ticker=("11:00 | น้ำขึ้นสูงช่วงบ่าย ระวังน้ำท่วมขัง", "09:45 | ปิดถนนเลียบแม่น้ำบางช่วง"),
    )
    return make(
        "bi-th-plain-empty-drawer",
        "lookalike",
        "th-chaofa",
        st,
        Parts(inside=inside, css=css, end=end),
        [],
        path="/khao-mueang/khaeng-ruea-yao",
        reveal="button '💬 แสดงความคิดเห็น' opens an empty side drawer",
        container="(none: aside.lm-linchak 'ความคิดเห็น (0)', 'no comments yet')",
        heading=None,
        description="A Thai riverside-town magazine of 2025: no reader comment; a comment button opens a side drawer that says there are none yet.",
        check_steps=("click:#lm-poet", "wait:200"),
    )


def ro_nothing() -> Case:
    st = Story(
        "Rețeaua nouă de apă ajunge în satele de pe valea de sus până în decembrie",
        "Andreea Munteanu",
        "2021-09-15T08:30:00+03:00",
        "15 septembrie 2021",
        """
Lucrările la rețeaua de apă din satele Izvoru, Pietrele și Fântânele au ajuns la jumătate. Constructorul spune că primele gospodării vor fi racordate în noiembrie.

Proiectul costă 18 milioane de lei și este finanțat din fonduri europene. Aproape 900 de gospodării vor avea apă curentă pentru prima dată.

Racordarea este gratuită până la limita proprietății; de acolo, fiecare familie își face singură instalația.
""",
        lead="Aproape 900 de gospodării vor avea apă curentă pentru prima dată.",
        section="Administrație",
        recs=(
            "Drumul spre Pietrele se asfaltează",
            "Școala din Izvoru are sală de sport",
            "Târgul de toamnă, duminică",
        ),
        ticker=(
            "12:30 | Trafic restricționat pe podul de la Fântânele",
            "10:00 | Cod galben de ploi în vale",
        ),
    )
    return make(
        "bi-ro-plain-nothing",
        "lookalike",
        "ro-valealunga",
        st,
        Parts(),
        [],
        path="/administratie/retea-apa-valea-de-sus",
        static=True,
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Romanian valley news blog of 2021: no reader comment and no comment control at all; the set's furniture only (live ticker, paywall teaser, newsletter, rails).",
    )


def plain_bi() -> list[Case]:
    return [vi_closed(), el_zero(), th_empty_drawer(), ro_nothing()]

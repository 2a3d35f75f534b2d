"""Blind set fl: four more discussions, South-East Asia to Iran and India. A Vietnamese provincial news portal of
2016 (5 opinions, the text first and "NAME - DATE" under it, "Thích (24)" counts), a Thai local news page of 2015
(4 boxes "ความคิดเห็นที่ 1" with masked IPs and Buddhist-era dates, no heading), a Persian city news site of 2017
(right to left, 6 comments with Solar Hijri dates in Persian digits, agree/disagree counts, answers nested two
levels) and a Hindi small-town blog of 2014 (3 comments with relative times in Hindi, no heading). Every site,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fl_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- vi: a provincial news portal, 2016


def vi_chodem() -> Case:
    cs = talk("""
Lê Thu Hà || 12/05/2016 15:42 || 24 || Chợ đêm là chỗ duy nhất buổi tối cho bọn trẻ đi chơi. Mong thị trấn sửa nhanh, đừng để kéo dài đến hết hè.
anh Tư bánh xèo || 12/05/2016 16:10 || 31 || Gia đình tôi bán ở chợ đêm mười năm nay. Nghỉ ba tháng thì tiền thuê nhà lấy đâu ra? Xin thị trấn cho chúng tôi bán tạm ở bãi đất trống cạnh bến xe.
Phạm Quốc Bảo || 12/05/2016 20:05 || 7 || Đường đó xuống cấp lâu rồi, mưa xuống là ngập tới mắt cá chân. Sửa là đúng, chỉ cần làm đúng tiến độ.
Nguyễn Hoài An || 13/05/2016 07:18 || 12 || Bài viết ghi tháng 8 mở lại, nhưng bảng thông báo ở đầu đường lại ghi tháng 9. Đề nghị tòa soạn hỏi lại giúp bà con.
Khách || 13/05/2016 09:51 || 2 || Tối qua đi ngang vẫn thấy mấy hàng nước mía bán bình thường, chắc chưa ai báo cho họ.
""")
    ykien = "".join(
        f'<div class="yk-item"><p class="yk-nd">{esc(c.raw)}</p>'
        f'<p class="yk-tg"><b>{esc(c.who)}</b> - <span>{esc(c.at)}</span></p>'
        f'<p class="yk-tt"><a href="#" class="thich">Thích ({c.extra[0]})</a> | <a href="#gui">Trả lời</a></p></div>'
        for c in cs
    )
    menu = nav(
        [
            ("/", "Trang chủ"),
            ("/thoi-su/", "Thời sự"),
            ("/kinh-te/", "Kinh tế"),
            ("/xa-hoi/", "Xã hội"),
            ("/giao-duc/", "Giáo dục"),
            ("/van-hoa/", "Văn hóa"),
            ("/the-thao/", "Thể thao"),
        ]
    )
    body = f"""<body>
<div class="khung">
<div class="dau"><a href="/"><img src="/Images/logo-dongmay.svg" width="320" height="66" alt="Báo Đồng Mây điện tử"></a><div class="ngay">Thứ Sáu, 13/05/2016</div></div>
<ul class="menu">{menu}</ul>
<div class="giua">
<div class="chuyenmuc"><a href="/xa-hoi/">Xã hội</a></div>
<h1 class="tieude">Chợ đêm Đồng Mây tạm dừng ba tháng để nâng cấp đường</h1>
<div class="tg">12/05/2016 14:30 GMT+7</div>
<p class="sapo">(ĐM) - Từ ngày 20/5, chợ đêm trên đường Bờ Sông của thị trấn Đồng Mây sẽ tạm dừng hoạt động để thi công nâng cấp mặt đường và hệ thống thoát nước.</p>
<p>Theo Ủy ban nhân dân thị trấn, tuyến đường dài gần 600 mét này đã xuống cấp nghiêm trọng, nhiều đoạn thường xuyên ngập sau mỗi trận mưa. Dự kiến công trình hoàn thành vào cuối tháng 8.</p>
<p>Trong thời gian thi công, khoảng 70 hộ kinh doanh ở chợ đêm sẽ phải tạm nghỉ. Thị trấn cho biết đang xem xét bố trí một địa điểm bán tạm nhưng chưa có quyết định chính thức.</p>
<p class="anh"><img src="/Images/2016/05/cho-dem.svg" width="540" height="300" alt=""><br><em>Chợ đêm Đồng Mây vào một tối cuối tuần. Ảnh: Minh Tâm</em></p>
<p class="tacgia">Minh Tâm</p>
<div class="lienquan"><b>Tin liên quan:</b><ul>{nav([("/xa-hoi/ben-xe-moi-2016042201.html", "Bến xe mới của thị trấn đi vào hoạt động (22/04/2016)"), ("/kinh-te/gia-mia-2016041501.html", "Giá mía tăng, nông dân phấn khởi (15/04/2016)")])}</ul></div>
<div class="ykien">
<div class="yk-tieude">Ý kiến bạn đọc (5)</div>
{ykien}
</div>
<a name="gui"></a>
<form class="yk-gui" action="/ykien/gui" method="post">
<div class="yk-tieude">Gửi ý kiến của bạn</div>
<p><input type="text" name="hoten" placeholder="Họ tên"> <input type="text" name="email" placeholder="Email"></p>
<p><textarea name="noidung" rows="5" cols="66"></textarea></p>
<p><input type="submit" value="Gửi"> <small>Ý kiến của bạn sẽ được biên tập trước khi đăng.</small></p>
</form>
</div>
<div class="phai">
<div class="hop"><div class="hop-td">Đọc nhiều</div><ol>{nav([("/thoi-su/mua-lon-2016051101.html", "Mưa lớn kéo dài, nhiều xã bị cô lập"), ("/giao-duc/thi-tuyen-2016051001.html", "Lịch thi tuyển sinh lớp 10 năm 2016"), ("/van-hoa/le-hoi-2016050901.html", "Lễ hội đua ghe truyền thống trở lại")])}</ol></div>
<p><img src="/Images/qc-phan-bon.svg" width="250" height="200" alt="Quảng cáo"></p>
</div>
<div class="cuoi">Báo Đồng Mây điện tử - Cơ quan của Tỉnh hội Nhà báo Đồng Mây. Giấy phép số 00/GP-BTTTT.<br>Ghi rõ nguồn "Báo Đồng Mây điện tử" khi phát hành lại thông tin từ website này.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px Arial,Helvetica,sans-serif;margin:0;background:#f2f2f2}.khung{width:980px;margin:0 auto;background:#fff}.dau{padding:10px;display:flex;justify-content:space-between;align-items:center}.ngay{font-size:12px;color:#777}
.menu{background:#b31b1b;list-style:none;margin:0;padding:8px}.menu li{display:inline;margin-right:16px}.menu a{color:#fff;font-weight:bold}.giua{float:left;width:660px;padding:12px}.phai{float:right;width:270px;padding:12px}
.cuoi{clear:both;background:#333;color:#ccc;font-size:12px;padding:10px}.chuyenmuc a{color:#b31b1b;font-weight:bold}.tg{color:#999;font-size:12px}.sapo{font-weight:bold}.anh em{font-size:12px;color:#666}.tacgia{text-align:right;font-weight:bold}
.yk-tieude{background:#b31b1b;color:#fff;padding:5px 8px;font-weight:bold;margin-top:14px}.yk-item{border-bottom:1px solid #eee;padding:6px 4px}.yk-nd{margin:0 0 4px}.yk-tg{margin:0;font-size:12px;color:#555}.yk-tg span{color:#999}
.yk-tt{margin:2px 0 0;font-size:12px}.thich{color:#1a5fa8}.hop-td{border-bottom:2px solid #b31b1b;font-weight:bold}
</style>"""
    return make(
        "fl-vi-news-chodem",
        "discussion",
        "vi",
        doc(
            "html5",
            title="Chợ đêm Đồng Mây tạm dừng ba tháng để nâng cấp đường - Báo Đồng Mây điện tử",
            lang="vi",
            head=css,
        )
        + body,
        cs,
        path="/xa-hoi/cho-dem-dong-may-tam-dung-2016051201.html",
        container="div.ykien after div.yk-tieude 'Ý kiến bạn đọc (5)' (a div, not a heading element): five div.yk-item, each p.yk-nd TEXT first, then p.yk-tg 'b NAME - span DATE', then p.yk-tt 'Thích (24) | Trả lời'; the form 'Gửi ý kiến của bạn' below",
        heading="Ý kiến bạn đọc (5)",
        description="A Vietnamese provincial news portal of 2016 (invented): the town's night market closed three months for road works; 5 readers' opinions, the text first and 'NAME - dd/mm/yyyy hh:mm' under it, 'Thích (n)' like counts and 'Trả lời' links; the title of the box a styled div; related news with dates, a form with a moderation note, most-read list and an advertisement.",
        files={
            "/Images/logo-dongmay.svg": svg(320, 66, "#b31b1b", "Báo Đồng Mây", 26),
            "/Images/2016/05/cho-dem.svg": svg(540, 300, "#d98a2b", "chợ đêm"),
            "/Images/qc-phan-bon.svg": svg(250, 200, "#3a8a3a", "Phân bón Mùa Vàng", 16),
        },
    )


# --------------------------------------------------------------------------- th: a local news page, 2015


def th_khlong() -> Case:
    cs = talk("""
ลุงแดงริมคลอง || 14 มี.ค. 2558 เวลา 08:12 น. || 171.99.xxx.xxx || ขุดทุกปีแต่น้ำก็ยังท่วมทุกปี ขอให้ขุดไปให้ถึงปลายคลองจริง ๆ ไม่ใช่แค่ช่วงหน้าตลาด
แม่ค้าส้มตำ || 14 มี.ค. 2558 เวลา 12:40 น. || 49.230.xxx.xxx || ดินที่ขุดขึ้นมาปีที่แล้วกองไว้ข้างถนนจนฝุ่นเข้าบ้านทั้งซอย ปีนี้ขอให้ขนไปทิ้งที่อื่นด้วยนะคะ
หนุ่มสวนผัก || 15 มี.ค. 2558 เวลา 06:55 น. || 1.47.xxx.xxx || ใครทราบบ้างครับว่าช่วงขุดลอก เรือหางยาวยังวิ่งได้ไหม ผมต้องเอาผักไปส่งตลาดทุกเช้า
อสม.บ้านเหนือ || 15 มี.ค. 2558 เวลา 09:31 น. || 110.168.xxx.xxx || ตอบคุณหนุ่มสวนผัก เทศบาลบอกว่าจะขุดทีละช่วง ช่วงละสามวัน เรือยังผ่านได้แต่ต้องชะลอหน่อยค่ะ
""")
    boxes = "".join(
        f'<table class="kh" width="100%" cellpadding="6" cellspacing="0"><tr><td class="kh-no">ความคิดเห็นที่ {i}</td></tr>'
        f'<tr><td class="kh-txt">{esc(c.raw)}</td></tr>'
        f'<tr><td class="kh-by">โดย: <b>{esc(c.who)}</b> &nbsp; IP: {esc(c.extra[0])} &nbsp; '
        f"วันที่: {esc(c.at)}</td></tr></table>"
        for i, c in enumerate(cs, 1)
    )
    menu = nav(
        [
            ("/", "หน้าแรก"),
            ("/news/local/", "ข่าวท้องถิ่น"),
            ("/news/agri/", "เกษตร"),
            ("/news/temple/", "งานวัด งานบุญ"),
            ("/news/sport/", "กีฬา"),
            ("/webboard/", "เว็บบอร์ด"),
            ("/contact/", "ติดต่อเรา"),
        ],
        " :: ",
    )
    body = f"""<body>
<table width="960" align="center" cellpadding="0" cellspacing="0" class="frame">
<tr><td colspan="2"><img src="/pic/banner-thungfakhram.svg" width="960" height="110" alt="ข่าวทุ่งฟ้าคราม"></td></tr>
<tr><td colspan="2" class="nav">{menu}</td></tr>
<tr><td width="680" valign="top" class="main">
<div class="hl">เทศบาลทุ่งฟ้าครามเตรียมขุดลอกคลองสายกลาง ก่อนเข้าหน้าฝน</div>
<div class="dt">วันศุกร์ที่ 13 มีนาคม 2558 เวลา 16:20 น. &nbsp; | &nbsp; อ่าน 2,147 ครั้ง</div>
<p>เทศบาลตำบลทุ่งฟ้าครามแจ้งว่า จะเริ่มขุดลอกคลองสายกลางตั้งแต่วันที่ 23 มีนาคม 2558 เป็นต้นไป เพื่อเพิ่มการระบายน้ำก่อนเข้าฤดูฝน หลังจากปีที่ผ่านมาน้ำท่วมขังในตลาดและชุมชนริมคลองนานกว่าสองสัปดาห์</p>
<p>นายกเทศมนตรีกล่าวว่า ปีนี้จะขุดลอกเป็นระยะทางประมาณ 4 กิโลเมตร ตั้งแต่ประตูน้ำหน้าตลาดไปจนถึงสะพานบ้านเหนือ และขอความร่วมมือชาวบ้านไม่ทิ้งขยะลงคลอง</p>
<p align="center"><img src="/pic/2558/khlong.svg" width="520" height="290" alt=""><br><span class="cap">คลองสายกลางช่วงหน้าตลาดเทศบาล</span></p>
<p>สอบถามรายละเอียดเพิ่มเติมได้ที่กองช่าง เทศบาลตำบลทุ่งฟ้าคราม ในวันและเวลาราชการ</p>
<p class="tag">ป้ายกำกับ: <a href="/tag/khlong">คลอง</a> <a href="/tag/flood">น้ำท่วม</a> <a href="/tag/tessaban">เทศบาล</a></p>
<br>
{boxes}
<form class="frm" action="/news/post_reply.php" method="post">
<table width="100%" cellpadding="4"><tr><td colspan="2" class="frm-t">ร่วมแสดงความคิดเห็น</td></tr>
<tr><td width="90">ชื่อ:</td><td><input type="text" name="name" size="30"></td></tr>
<tr><td valign="top">ข้อความ:</td><td><textarea name="msg" rows="5" cols="56"></textarea></td></tr>
<tr><td></td><td><input type="submit" value="ส่งข้อความ"> <span class="warn">กรุณาใช้ถ้อยคำสุภาพ</span></td></tr></table>
</form>
</td>
<td width="280" valign="top" class="right">
<div class="rh">ข่าวล่าสุด</div>
<ul>{nav([("/news/local/2558031201.html", "ตลาดนัดคลองถมย้ายไปลานวัด (12 มี.ค. 58)"), ("/news/agri/2558031002.html", "ราคาข้าวเปลือกขยับขึ้นเล็กน้อย (10 มี.ค. 58)"), ("/news/temple/2558030801.html", "งานปิดทองหลวงพ่อประจำปี (8 มี.ค. 58)")])}</ul>
<div class="rh">พยากรณ์อากาศ</div>
<p>ร้อน อุณหภูมิสูงสุด 37 องศา มีฝนฟ้าคะนองบางพื้นที่ช่วงเย็น</p>
<p><img src="/pic/ad-rice-mill.svg" width="250" height="180" alt="โรงสีข้าว"></p>
</td></tr>
<tr><td colspan="2" class="ft">ข่าวทุ่งฟ้าคราม &copy; 2558 &nbsp; | &nbsp; ติดต่อโฆษณา โทร. 0-0000-0000</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px Tahoma,"MS Sans Serif",sans-serif;background:#e6efe6;margin:0}.frame{background:#fff}.nav{background:#1e6b3a;padding:6px 10px;color:#cfc}.nav a{color:#fff}.main{padding:10px 14px}.right{padding:10px;background:#f3f8f1;font-size:13px}
.hl{font-size:20px;font-weight:bold;color:#1e6b3a}.dt{font-size:12px;color:#888;margin-bottom:8px}.cap{font-size:12px;color:#666}.tag{font-size:12px}.ft{background:#1e6b3a;color:#fff;font-size:12px;padding:6px}.rh{background:#1e6b3a;color:#fff;padding:3px 6px}
.kh{border:1px solid #bcd8bf;margin-bottom:8px;background:#fbfdfb}.kh-no{background:#dcecdc;color:#1e6b3a;font-weight:bold;font-size:13px}.kh-txt{line-height:1.7}.kh-by{font-size:12px;color:#777;border-top:1px dotted #cde}
.frm{border:1px solid #bcd8bf;margin-top:10px}.frm-t{background:#1e6b3a;color:#fff;font-weight:bold}.warn{color:#c00;font-size:12px}
</style>"""
    return make(
        "fl-th-news-khlong",
        "discussion",
        "th",
        doc(
            "html4t",
            title="เทศบาลทุ่งฟ้าครามเตรียมขุดลอกคลองสายกลาง ก่อนเข้าหน้าฝน - ข่าวทุ่งฟ้าคราม",
            lang="th",
            head=css,
        )
        + body,
        cs,
        path="/news/local/2558031301.html",
        container="no heading, no wrapper: four table.kh straight in the layout table's cell after the tags and a br, each three rows (td.kh-no 'ความคิดเห็นที่ 1', td.kh-txt TEXT, td.kh-by 'โดย: b NAME IP: 171.99.xxx.xxx วันที่: 14 มี.ค. 2558 เวลา 08:12 น.'); the form 'ร่วมแสดงความคิดเห็น' below",
        heading=None,
        description="A Thai local news site of 2015 (invented), a layout table: the municipality dredges the canal before the rains; 4 numbered boxes 'ความคิดเห็นที่ n', each the text first and 'โดย: NAME IP: masked วันที่: DATE' under it, Buddhist-era years (2558); the fourth answers the third by 'ตอบคุณ…' in its text (flat); no heading; a form below; latest news with BE dates, weather and an advertisement beside.",
        files={
            "/pic/banner-thungfakhram.svg": svg(960, 110, "#1e6b3a", "ข่าวทุ่งฟ้าคราม", 36),
            "/pic/2558/khlong.svg": svg(520, 290, "#5a8f7b", "คลองสายกลาง"),
            "/pic/ad-rice-mill.svg": svg(250, 180, "#b8860b", "โรงสีข้าว", 20),
        },
    )


# --------------------------------------------------------------------------- fa: a city news site, 2017


def fa_tanker() -> Case:
    cs = talk("""
ناشناس || ۱۳۹۶/۰۲/۱۴ - ۱۰:۲۴ || ۳۲ || ۲ || تانکر هفته‌ای یک بار برای کوچه‌ای با بیست خانوار کافی نیست. مسئولان یک روز بیایند بالادست و مثل ما زندگی کنند.
> مهندس رحیمی || ۱۳۹۶/۰۲/۱۴ - ۱۱:۰۲ || ۸ || ۱۴ || لوله‌کشی جدید تا مهر تمام می‌شود. تا آن موقع بهتر است هر خانه یک منبع ذخیره داشته باشد.
>> ناشناس || ۱۳۹۶/۰۲/۱۴ - ۱۲:۴۰ || ۲۱ || ۰ || منبع هم پول می‌خواهد آقای مهندس. شهرداری کمکی می‌کند یا نه؟
مریم || ۱۳۹۶/۰۲/۱۴ - ۱۹:۱۵ || ۱۷ || ۰ || لطفاً ساعت آمدن تانکر را روی تابلوی مسجد محل هم بزنید. خیلی از همسایه‌های ما اینترنت ندارند.
بچه محل || ۱۳۹۶/۰۲/۱۵ - ۰۸:۰۳ || ۹ || ۱ || دست راننده‌های تانکر درد نکند. دیروز با این گرما تا ته کوچه را با شلنگ آمدند.
> مریم || ۱۳۹۶/۰۲/۱۵ - ۰۹:۳۰ || ۴ || ۰ || درست است، راننده‌ها خیلی صبور بودند. مشکل از برنامه است، نه از آن‌ها.
""")

    def one(i: int) -> str:
        c = cs[i]
        kids = [j for j, k in enumerate(cs) if k.parent == i]
        sub = "".join(one(j) for j in kids)
        cls = "nazar" if c.parent is None else "nazar pasokh"
        return (
            f'<div class="{cls}"><div class="n-sar"><span class="n-name">{esc(c.who)}</span> '
            f'<span class="n-date">{esc(c.at)}</span></div><p class="n-matn">{esc(c.raw)}</p>'
            f'<div class="n-ray"><a href="#" class="mov">موافق ({c.extra[0]})</a> '
            f'<a href="#" class="mokh">مخالف ({c.extra[1]})</a> <a href="#ersal">پاسخ</a></div>{sub}</div>'
        )

    thread = "".join(one(i) for i, c in enumerate(cs) if c.parent is None)
    menu = nav(
        [
            ("/", "صفحه اصلی"),
            ("/news/city/", "شهری"),
            ("/news/society/", "اجتماعی"),
            ("/news/economy/", "اقتصادی"),
            ("/news/culture/", "فرهنگی"),
            ("/news/sport/", "ورزشی"),
            ("/photo/", "عکس"),
        ]
    )
    body = f"""<body>
<div id="kol">
<div id="sar"><a href="/"><img src="/files/logo-narvandasht.svg" width="320" height="64" alt="خبرنامه نارون‌دشت"></a><span class="emruz">پنجشنبه ۱۴ اردیبهشت ۱۳۹۶</span></div>
<ul id="menu">{menu}</ul>
<div id="asli">
<div class="kod">کد خبر: ۲۷۴۱۸ &nbsp; | &nbsp; تاریخ انتشار: ۱۳۹۶/۰۲/۱۴ - ۰۹:۱۰ &nbsp; | &nbsp; <a href="/news/city/">شهری</a></div>
<div class="rutitr">با شروع گرما</div>
<h1>آب‌رسانی با تانکر به محله‌های بالادست نارون‌دشت آغاز شد</h1>
<p class="lid">با افت فشار آب در محله‌های بالادست، شهرداری نارون‌دشت از این هفته آب‌رسانی با تانکر را در هفت کوچه آغاز کرده است.</p>
<p>به گفته معاون خدمات شهری، تانکرها هر هفته یک بار و به ترتیب شماره کوچه‌ها به محله می‌آیند و ساعت حضور آن‌ها یک روز قبل در کانال خبری شهرداری اعلام می‌شود.</p>
<p>قرار است لوله‌کشی جدید این محله‌ها تا پایان شهریور تمام شود. تا آن زمان از ساکنان خواسته شده است در مصرف آب صرفه‌جویی کنند.</p>
<p class="aks"><img src="/files/1396/02/tanker.svg" width="540" height="300" alt=""><br><span>تانکر آب در یکی از کوچه‌های بالادست</span></p>
<div class="barchasb">برچسب‌ها: <a href="/tag/ab">آب</a>، <a href="/tag/shahrdari">شهرداری</a>، <a href="/tag/baladast">بالادست</a></div>
<div class="nazarat">
<h3>نظرات (۶)</h3>
{thread}
</div>
<a name="ersal"></a>
<form class="ersal" action="/news/send_comment" method="post">
<h4>ارسال نظر</h4>
<p><input type="text" name="name" placeholder="نام"> <input type="text" name="email" placeholder="ایمیل (منتشر نمی‌شود)"></p>
<p><textarea name="body" rows="5" cols="64"></textarea></p>
<p><input type="submit" value="ارسال"> <small>نظرات پس از تأیید منتشر می‌شوند.</small></p>
</form>
</div>
<div id="kenar">
<h4>پربازدیدترین‌ها</h4>
<ul>{nav([("/news/city/27401", "بازگشایی پل عابر پیاده میدان اصلی"), ("/news/culture/27388", "نمایشگاه کتاب کودک در فرهنگسرا"), ("/news/sport/27372", "صعود تیم فوتبال نوجوانان به مرحله بعد")])}</ul>
<h4>اوقات شرعی</h4>
<p>اذان صبح ۰۴:۴۸ &nbsp; طلوع آفتاب ۰۶:۱۵<br>اذان ظهر ۱۳:۰۲ &nbsp; اذان مغرب ۲۰:۰۸</p>
</div>
<div id="pa">کلیه حقوق این سایت متعلق به خبرنامه نارون‌دشت است. استفاده از مطالب با ذکر منبع بلامانع است.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px Tahoma,"B Nazanin",sans-serif;margin:0;background:#ece8e1;direction:rtl}#kol{width:980px;margin:0 auto;background:#fff}#sar{padding:10px;display:flex;justify-content:space-between;align-items:center}.emruz{font-size:12px;color:#888}
#menu{background:#0f5e5a;list-style:none;margin:0;padding:8px}#menu li{display:inline;margin-left:16px}#menu a{color:#fff}#asli{float:right;width:660px;padding:12px}#kenar{float:left;width:270px;padding:12px;background:#f5f3ef;font-size:13px}
#pa{clear:both;background:#0f5e5a;color:#fff;font-size:12px;padding:8px}.kod{font-size:11px;color:#999}.rutitr{color:#0f5e5a;font-size:13px}.lid{font-weight:bold;color:#444}.aks span{font-size:12px;color:#777}.barchasb{font-size:12px}
.nazarat h3{border-bottom:2px solid #0f5e5a;color:#0f5e5a}.nazar{border:1px solid #e0ddd6;padding:6px 8px;margin-bottom:6px}.pasokh{margin:6px 20px 0 0;background:#f7f6f2}.n-sar{font-size:12px}.n-name{font-weight:bold;color:#0f5e5a}.n-date{color:#999;margin-right:8px}
.n-matn{margin:4px 0;line-height:1.8}.n-ray{font-size:11px}.mov{color:#2a8a2a}.mokh{color:#b22}.ersal{background:#f5f3ef;padding:8px;margin-top:12px}
</style>"""
    return make(
        "fl-fa-news-tanker",
        "discussion",
        "fa",
        doc(
            "html5",
            title="آب‌رسانی با تانکر به محله‌های بالادست نارون‌دشت آغاز شد - خبرنامه نارون‌دشت",
            lang="fa",
            head=css,
            rtl=True,
        )
        + body,
        cs,
        path="/news/city/27418",
        container="div.nazarat after h3 'نظرات (۶)': div.nazar (div.n-sar: span.n-name, span.n-date Solar Hijri in Persian digits; p.n-matn TEXT; div.n-ray 'موافق (۳۲) مخالف (۲) پاسخ'), answers as div.nazar.pasokh inside their parent, two levels; the form 'ارسال نظر' below",
        heading="نظرات (۶)",
        description="A Persian city news site of 2017 (invented, right to left): water tankers for the upper neighbourhoods; 6 comments, 3 top-level and 3 nested answers (one two levels deep), dates 'yyyy/mm/dd - hh:mm' in the Solar Hijri calendar and Persian digits, agree/disagree counts, two writers 'ناشناس' (anonymous) and one writer twice; a form with a moderation note below; most-read news and prayer times beside.",
        files={
            "/files/logo-narvandasht.svg": svg(320, 64, "#0f5e5a", "خبرنامه نارون‌دشت", 24),
            "/files/1396/02/tanker.svg": svg(540, 300, "#7a8fa0", "تانکر"),
        },
    )


# --------------------------------------------------------------------------- hi: a small-town blog, 2014


def hi_peepal() -> Case:
    cs = talk("""
गुड्डू भैया || 2 दिन पहले || उसी पीपल के नीचे हम बचपन में कंचे खेलते थे और गर्मियों में दोपहर काटते थे। पंचायत को वहीं नया पेड़ लगाना चाहिए।
रेखा || कल || अच्छा हुआ कि आँधी रात में आई, दिन में वहाँ सब्ज़ी वाले बैठते हैं। किसी को चोट नहीं लगी, यही सबसे बड़ी बात है।
मास्टरजी || 3 घंटे पहले || सुना है लकड़ी की नीलामी की बात चल रही है। मेरा सुझाव है कि उस पैसे से स्कूल के बच्चों के लिए बेंच बनवाई जाएँ।
""")
    notes = "".join(
        f'<div class="raay"><div class="raay-naam"><img src="/img/avatar.svg" width="32" height="32" alt=""> '
        f'<b>{esc(c.who)}</b> <span class="samay">{esc(c.at)}</span></div>'
        f'<div class="raay-matn">{esc(c.raw)}</div></div>'
        for c in cs
    )
    body = f"""<body>
<div class="outer">
<div class="header"><h1><a href="/">कमलझील की चिट्ठी</a></h1><p class="desc">हमारे कस्बे की छोटी-बड़ी बातें</p></div>
<div class="main-wrap">
<div class="post">
<h2 class="date-header">सोमवार, 16 जून 2014</h2>
<h3 class="post-title">झील किनारे का पुराना पीपल आँधी में गिरा</h3>
<div class="post-body">
<p>शनिवार रात आई तेज़ आँधी में झील किनारे का सौ साल पुराना पीपल जड़ से उखड़ गया। पेड़ सड़क पर गिरा, जिससे रविवार सुबह तक झील वाला रास्ता बंद रहा।</p>
<p>कस्बे के बुज़ुर्ग बताते हैं कि यह पेड़ उनके दादा के ज़माने से वहीं खड़ा था। उसके चबूतरे पर शाम को लोग बैठते थे और हर साल सावन में झूले डाले जाते थे।</p>
<p><img src="/img/2014/06/peepal.svg" width="460" height="300" alt=""></p>
<p>नगर पंचायत के कर्मचारियों ने रविवार दोपहर तक सड़क से तने हटा दिए। पंचायत का कहना है कि लकड़ी के बारे में अगली बैठक में फ़ैसला होगा।</p>
</div>
<div class="post-footer">प्रस्तुतकर्ता <b>सुधा</b> पर <a href="/2014/06/peepal-gira.html">7:45 pm</a> &nbsp; लेबल: <a href="/search/label/kasba">कस्बा</a>, <a href="/search/label/jheel">झील</a></div>
</div>
{notes}
<form class="raay-form" action="/post-reply" method="post">
<p><b>अपनी राय लिखें</b></p>
<p>नाम: <input type="text" name="naam" size="26"></p>
<p><textarea name="matn" rows="4" cols="56"></textarea></p>
<p><input type="submit" value="प्रकाशित करें"></p>
</form>
<div class="blog-pager"><a href="/2014/06/barish-ka-intezaar.html">नई पोस्ट</a> &nbsp; <a href="/">मुख्यपृष्ठ</a> &nbsp; <a href="/2014/06/mela-ki-taiyari.html">पुरानी पोस्ट</a></div>
</div>
<div class="sidebar">
<h2>मेरे बारे में</h2><p>सुधा। कमलझील में रहती हूँ, स्कूल में हिंदी पढ़ाती हूँ।</p>
<h2>ब्लॉग आर्काइव</h2><ul>{nav([("/2014/06/", "जून 2014 (4)"), ("/2014/05/", "मई 2014 (6)"), ("/2014/04/", "अप्रैल 2014 (3)")])}</ul>
<h2>लोकप्रिय पोस्ट</h2><ul>{nav([("/2014/05/mela-ki-taiyari.html", "मेले की तैयारी"), ("/2014/04/station-ki-chai.html", "स्टेशन की चाय")])}</ul>
</div>
<div class="footer">चित्र विंडो थीम. द्वारा संचालित ब्लॉगर.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:15px Mangal,"Arial Unicode MS",sans-serif;background:#f6efe0;margin:0;color:#333}.outer{width:900px;margin:0 auto;background:#fff}.header{background:#b5651d;color:#fff;padding:16px}.header a{color:#fff;text-decoration:none}.desc{margin:0}
.main-wrap{float:left;width:600px;padding:12px}.sidebar{float:right;width:240px;padding:12px;font-size:13px}.sidebar h2{font-size:14px;border-bottom:1px solid #b5651d}.footer{clear:both;font-size:11px;text-align:center;color:#999;padding:8px}
.date-header{font-size:12px;color:#999}.post-footer{font-size:12px;color:#777;border-top:1px dashed #ddd;padding-top:4px;margin-bottom:18px}.raay{border-bottom:1px solid #eee;padding:6px 0}.raay-naam img{vertical-align:middle}.samay{color:#999;font-size:12px}
.raay-matn{padding:4px 0 4px 38px;line-height:1.8}.raay-form{background:#faf5ea;padding:8px;margin-top:10px}.blog-pager{text-align:center;font-size:13px;margin-top:10px}
</style>"""
    return make(
        "fl-hi-blog-peepal",
        "discussion",
        "hi",
        doc("html5", title="कमलझील की चिट्ठी: झील किनारे का पुराना पीपल आँधी में गिरा", lang="hi", head=css) + body,
        cs,
        path="/2014/06/peepal-gira.html",
        container="no heading, no wrapper: three div.raay straight in div.main-wrap after the post's footer (div.raay-naam: an avatar img, b NAME, span.samay relative time; div.raay-matn TEXT); the form 'अपनी राय लिखें' below",
        heading=None,
        description="A Hindi small-town blog of 2014 (invented, Blogger-like): the old peepal tree by the lake fell in a storm; 3 comments with nicknames and relative times in Hindi ('2 दिन पहले', 'कल', '3 घंटे पहले'), an avatar each, no heading and no wrapper; a form below; the blogger's profile, archive and popular posts beside.",
        files={
            "/img/avatar.svg": svg(32, 32, "#ccc"),
            "/img/2014/06/peepal.svg": svg(460, 300, "#6b8e23", "पीपल"),
        },
    )

"""Blind set ES: two article pages of 2012 without any reader discussion, each carrying one short list of signed,
dated entries of another kind: a Vietnamese provincial news site's "Tin mới nhận" ticker (time, headline, one-line
summary, the reporter's name) and a Persian health site's column in which a doctor answers readers' questions (name,
town, a Solar Hijri date in Persian digits, the question, the answer). Every site, name, place and text invented for
this set."""

from __future__ import annotations

from comspider_lab.blind.cases_es_common import Case, esc, links, make, page

# --------------------------------------------------------------------------- vi: a provincial news site, 2012


def vi_lu() -> Case:
    ticker = [
        (
            "16:42",
            "Thông xe cầu tạm Bến Đá sau ba ngày sửa chữa",
            "Xe dưới 5 tấn được phép lưu thông từ chiều nay; xe tải lớn vẫn phải đi đường vòng qua thị trấn Phú Lạc.",
            "Minh Tâm",
        ),
        (
            "15:58",
            "Giá rau xanh ở chợ Tân Giang tăng gấp đôi",
            "Tiểu thương cho biết nguồn hàng từ các xã ven sông bị gián đoạn do nước lũ.",
            "Thu Hà",
        ),
        (
            "15:20",
            "Học sinh ba xã vùng trũng nghỉ học đến hết thứ Sáu",
            "Sở Giáo dục yêu cầu các trường kiểm tra lại phòng học trước khi đón học sinh trở lại.",
            "Hoàng Lan",
        ),
        (
            "14:35",
            "Điện lực khôi phục điện cho hơn 3.000 hộ dân",
            "Vẫn còn khoảng 400 hộ ở xã Hòa Bình chưa có điện do trạm biến áp bị ngập.",
            "Quốc Việt",
        ),
        (
            "13:50",
            "Tỉnh đoàn phát động quyên góp sách vở cho học sinh vùng lũ",
            "Điểm nhận đặt tại Nhà văn hóa Thanh niên, mở cửa từ 7 giờ đến 20 giờ hằng ngày.",
            "Thu Hà",
        ),
    ]
    rows = "".join(
        f'<li><span class="gio">{t}</span> <a href="/tin-moi/{1571 + n}.html" class="tieude">{esc(h)}</a>'
        f'<p class="tomtat">{esc(s)}</p><span class="tacgia">{esc(by)}</span></li>'
        for n, (t, h, s, by) in enumerate(ticker)
    )
    css = """body{margin:0;font:13px/1.5 Arial,Tahoma,sans-serif;color:#222;background:#fff}a{color:#004276;text-decoration:none}a:hover{color:#b40000}
.khung{width:980px;margin:0 auto}.dau{height:80px;border-bottom:4px solid #004276;overflow:hidden}.dau .ten{float:left;font:bold 32px Arial;color:#004276;line-height:80px}
.dau .ngay{float:right;line-height:80px;color:#777;font-size:12px}.menu{background:#004276;height:32px;line-height:32px}.menu a{color:#fff;font-weight:bold;padding:0 11px}
.cot-trai{float:left;width:640px;padding-top:14px}.cot-phai{float:right;width:320px;padding-top:14px}.het{clear:both}
.duongdan{color:#888;font-size:12px}.tieude-bai{font:bold 24px Arial;color:#222;margin:6px 0}.ngay-dang{color:#888;font-size:12px}
.sapo{font-weight:bold;font-size:14px}.noidung p{font-size:14px;line-height:1.75}.tacgia-bai{text-align:right;font-weight:bold}
.lienquan{border-top:1px solid #ddd;margin-top:14px;padding-top:6px}.lienquan h3{font-size:14px;color:#004276;margin:4px 0}
.hop{border:1px solid #d5dee8;margin-bottom:14px}.hop h4{margin:0;background:#e8eef5;color:#004276;padding:5px 10px;font-size:14px;border-bottom:2px solid #004276}
.tinmoi{list-style:none;margin:0;padding:0 10px}.tinmoi li{border-bottom:1px dotted #ccc;padding:6px 0}.gio{color:#b40000;font-weight:bold;margin-right:4px}.tieude{font-weight:bold}
.tomtat{margin:2px 0;color:#555;font-size:12px}.tacgia{color:#888;font-size:11px;font-style:italic}.quangcao{height:250px;background:#f0f0f0;text-align:center;line-height:250px;color:#aaa;margin-bottom:14px}
.chan{border-top:4px solid #004276;margin-top:20px;padding:12px 0;color:#666;font-size:11px;text-align:center}"""
    menu = "".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("", "Trang chủ"),
            ("thoi-su", "Thời sự"),
            ("kinh-te", "Kinh tế"),
            ("xa-hoi", "Xã hội"),
            ("giao-duc", "Giáo dục"),
            ("the-thao", "Thể thao"),
            ("van-hoa", "Văn hóa"),
            ("ban-doc", "Bạn đọc"),
        )
    )
    body = f"""<div class="khung">
<div class="dau"><span class="ten">Tân Giang Online</span><span class="ngay">Thứ Hai, 15/10/2012 | Cập nhật 16:45 GMT+7</span></div>
<div class="menu">{menu}</div>
<div class="cot-trai">
<div class="duongdan"><a href="/">Trang chủ</a> &gt; <a href="/thoi-su/">Thời sự</a></div>
<h1 class="tieude-bai">Nước lũ rút chậm, hơn 1.200 hộ dân vẫn bị cô lập</h1>
<div class="ngay-dang">Thứ Hai, 15/10/2012, 10:20 (GMT+7)</div>
<p class="sapo">Sau ba ngày mưa lớn, mực nước sông Tân Giang bắt đầu giảm nhưng nhiều xã vùng trũng của huyện Phú Lạc vẫn chìm trong biển nước.</p>
<p><img src="/_avatar/lu-phu-lac.svg" width="500" height="330" alt="Nước lũ ở huyện Phú Lạc" /><br /><i>Người dân xã Hòa Bình dùng thuyền đi lại trên đường liên thôn sáng 15/10.</i></p>
<div class="noidung">
<p>Theo Ban Chỉ huy Phòng chống lụt bão tỉnh, đến sáng nay nước lũ đã rút khoảng 40 cm so với đỉnh lũ chiều 13/10, nhưng vẫn còn hơn 1.200 hộ dân ở bốn xã của huyện Phú Lạc bị cô lập.</p>
<p>Lực lượng quân sự và công an huyện đã dùng xuồng máy đưa lương thực, nước uống đến từng thôn. Trạm y tế các xã được bổ sung thuốc chữa bệnh ngoài da và thuốc tiêu chảy.</p>
<p>Ông Nguyễn Văn Lợi, Phó Chủ tịch UBND tỉnh, yêu cầu các địa phương không để người dân thiếu đói, đồng thời chuẩn bị phương án vệ sinh môi trường ngay khi nước rút.</p>
</div>
<p class="tacgia-bai">Quốc Việt</p>
<div class="lienquan"><h3>Tin liên quan</h3>{links("Mưa lớn gây ngập sâu nhiều xã huyện Phú Lạc ;; Tân Giang sơ tán hơn 2.000 người dân vùng trũng ;; Cảnh báo lũ trên sông Tân Giang", "/thoi-su/2012/10/")}</div>
<p><a href="/in/4418">In bài</a> | <a href="/gui/4418">Gửi cho bạn bè</a> | <a href="#">Chia sẻ Facebook</a> | <a href="/thoi-su/">Về đầu trang</a></p>
</div>
<div class="cot-phai"><div class="quangcao">Quảng cáo</div>
<div class="hop"><h4>Tin mới nhận</h4><ul class="tinmoi">{rows}</ul></div>
<div class="hop"><h4>Đọc nhiều nhất</h4>{links("Nước lũ rút chậm, hơn 1.200 hộ dân vẫn bị cô lập ;; Khởi công đường vành đai phía Nam ;; Tân Giang có 12 thí sinh đạt điểm 27 trở lên ;; Giá lúa tăng nhẹ sau thu hoạch", "/thoi-su/2012/10/", "ol")}</div></div>
<div class="het"></div>
<div class="chan">Báo điện tử Tân Giang Online · Giấy phép số 00/GP-BTTTT · Tòa soạn: 12 đường Trần Phú, thành phố Tân Giang · © 2012</div>
</div>"""
    return make(
        "es-plain-vi-tangiang-lu",
        "lookalike",
        "vi",
        page(
            "Nước lũ rút chậm, hơn 1.200 hộ dân vẫn bị cô lập",
            "Tân Giang Online",
            "vi",
            css,
            body,
            published="2012-10-15T10:20:00+07:00",
            author="Quốc Việt",
            keywords="lũ lụt,Phú Lạc,Tân Giang",
        ),
        [],
        path="/thoi-su/2012/10/15/nuoc-lu-rut-cham-4418.html",
        container="-",
        heading=None,
        description="A Vietnamese provincial news site's flood story of October 2012 (blue menu, related stories, print/send links, advert, most read, licence footer) without any reader discussion; in the right column, 'Tin mới nhận': 5 entries each with a time, a headline, a one-line summary and the reporter's name.",
        lookalikes=("'Tin mới nhận': 5 timed headlines with a summary and the reporter's name",),
    )


# --------------------------------------------------------------------------- fa: a health site, 2012 (rtl)


def fa_pezeshk() -> Case:
    qa = [
        (
            "مریم",
            "شیراز",
            "۱۵ اسفند ۱۳۹۰",
            "پسرم چهار سال دارد و هر زمستان چند بار سرما می‌خورد. آیا واکسن آنفلوآنزا برای او لازم است؟",
            "برای کودکان زیر پنج سال، به‌ویژه اگر آسم یا بیماری زمینه‌ای دارند، واکسن توصیه می‌شود. بهترین زمان تزریق پاییز است؛ با پزشک کودک خود مشورت کنید.",
        ),
        (
            "رضا",
            "تبریز",
            "۱۶ اسفند ۱۳۹۰",
            "وقتی سرما خورده‌ام آنتی‌بیوتیک بخورم زودتر خوب می‌شوم؟",
            "خیر. سرماخوردگی و آنفلوآنزا ویروسی هستند و آنتی‌بیوتیک روی ویروس اثری ندارد. مصرف بی‌جای آن باعث مقاومت میکروبی می‌شود.",
        ),
        (
            "فاطمه",
            "مشهد",
            "۱۷ اسفند ۱۳۹۰",
            "مادرم ۷۰ سال دارد و دیابت دارد. اگر تب کند از کجا بفهمیم آنفلوآنزا است یا سرماخوردگی؟",
            "آنفلوآنزا معمولاً ناگهانی با تب بالا، درد عضلانی و خستگی شدید شروع می‌شود. در سالمندان و بیماران دیابتی در این صورت زود به پزشک مراجعه کنید.",
        ),
        (
            "علی",
            "اهواز",
            "۱۸ اسفند ۱۳۹۰",
            "آیا خوردن سوپ و آب‌لیمو واقعاً کمک می‌کند؟",
            "مایعات گرم و استراحت به بهبود علائم کمک می‌کنند، اما جای درمان را نمی‌گیرند. اگر تب بیش از سه روز ادامه یافت حتماً به پزشک مراجعه کنید.",
        ),
    ]
    qs = "".join(
        f'<div class="porsesh"><p class="porsesh-az"><b>{esc(n)}</b> از {esc(t)} <span class="tarikh">({d})</span></p>'
        f'<p class="matn-porsesh"><b>پرسش:</b> {esc(q)}</p><p class="pasokh"><b>پاسخ دکتر صالحی:</b> {esc(a)}</p></div>'
        for n, t, d, q, a in qa
    )
    css = """body{margin:0;font:13px/1.9 Tahoma,'B Nazanin',sans-serif;color:#333;background:#f0f5f3;direction:rtl}a{color:#0a6e5c;text-decoration:none}
#kol{width:960px;margin:0 auto;background:#fff}#sar{background:#0a6e5c;height:86px;padding:0 18px}#sar .nam{float:right;color:#fff;font:bold 30px Tahoma;line-height:86px}
#sar .emruz{float:left;color:#cfe9e2;line-height:86px;font-size:11px}#fehrest{background:#e2efeb;padding:6px 12px}#fehrest a{margin-left:14px;font-weight:bold}
#asli{float:right;width:630px;padding:14px 18px}#kenar{float:left;width:270px;padding:14px 0 14px 14px}.pak{clear:both}
h1{font-size:22px;color:#0a6e5c;margin:6px 0}.lid{font-weight:bold;font-size:14px}.info{color:#888;font-size:11px;border-bottom:1px solid #e5e5e5;padding-bottom:4px}
.matn p{font-size:14px}.porsesh{border-right:4px solid #0a6e5c;background:#f6faf9;padding:6px 12px;margin:12px 0}.porsesh-az{color:#0a6e5c;margin:0}.tarikh{color:#999;font-size:11px}
.matn-porsesh{margin:4px 0}.pasokh{margin:4px 0;color:#222}.hoshdar{background:#fff8e1;border:1px solid #f0d98c;padding:6px 10px;font-size:12px}
.jabe{border:1px solid #ddd;margin-bottom:12px}.jabe h4{margin:0;background:#0a6e5c;color:#fff;padding:4px 10px;font-size:13px}.jabe ul,.jabe ol{margin:6px 24px 6px 6px;padding:0}
.tabligh{height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa;margin-bottom:12px}#pa{background:#0a6e5c;color:#cfe9e2;text-align:center;padding:10px;font-size:11px}"""
    menu = "".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("", "صفحه اصلی"),
            ("salamat", "سلامت"),
            ("tagzie", "تغذیه"),
            ("kudak", "کودک"),
            ("zanan", "زنان"),
            ("ravan", "روان"),
            ("porsesh-pasokh", "پرسش و پاسخ"),
        )
    )
    body = f"""<div id="kol">
<div id="sar"><span class="nam">تندرست</span><span class="emruz">پنجشنبه ۱۸ اسفند ۱۳۹۰</span></div>
<div id="fehrest">{menu}</div>
<div id="asli">
<div class="info"><a href="/porsesh-pasokh/">پرسش و پاسخ</a> &gt; <a href="/salamat/">سلامت</a></div>
<h1>آنفلوآنزا یا سرماخوردگی؟ پاسخ به پرسش‌های شما</h1>
<p class="lid">در هفته‌ای که گذشت پرسش‌های زیادی درباره آنفلوآنزای فصلی به دستمان رسید. دکتر نسرین صالحی، متخصص بیماری‌های عفونی، به چهار پرسش پرتکرار پاسخ داده است.</p>
<div class="info">نویسنده: دکتر نسرین صالحی &nbsp;|&nbsp; تاریخ انتشار: ۱۸ اسفند ۱۳۹۰ &nbsp;|&nbsp; کد خبر: ۴۴۱۷۰ &nbsp;|&nbsp; بازدید: ۲۸۹۱</div>
<div class="matn">
<p>با سرد شدن هوا، مراجعه به درمانگاه‌ها به دلیل بیماری‌های تنفسی افزایش یافته است. بیشتر این موارد سرماخوردگی ساده است، اما آنفلوآنزا می‌تواند برای سالمندان، کودکان خردسال و بیماران مزمن خطرناک باشد.</p>
<p>در ادامه پرسش‌های شما و پاسخ دکتر صالحی را می‌خوانید.</p>
{qs}
<p class="hoshdar">این پاسخ‌ها جای معاینه پزشک را نمی‌گیرد. در صورت تنگی نفس، تب بالای سه روز یا بدتر شدن حال بیمار فوراً به پزشک مراجعه کنید.</p>
<p>پرسش‌های خود را از طریق <a href="/tamas/">فرم تماس</a> برای ما بفرستید؛ هر هفته به چند پرسش در همین ستون پاسخ می‌دهیم.</p>
</div>
<p><a href="/chap/44170">نسخه چاپی</a> | <a href="/ersal/44170">ارسال به دوستان</a> | <a href="#">بالاترین</a> | <a href="#">فیس‌بوک</a></p>
</div>
<div id="kenar"><div class="tabligh">تبلیغات</div>
<div class="jabe"><h4>پربازدیدترین‌ها</h4>{links("آنفلوآنزا یا سرماخوردگی؟ ;; ده خوراکی برای تقویت ایمنی ;; کم‌خونی در نوجوانان ;; چرا شب‌ها خوابمان نمی‌برد؟", "/salamat/", "ol")}</div>
<div class="jabe"><h4>تازه‌ها</h4>{links("نکاتی برای سفرهای نوروزی ;; شیر و لبنیات در رژیم کودکان ;; ورزش در هوای سرد", "/salamat/")}</div></div>
<div class="pak"></div>
<div id="pa">کلیه حقوق این سایت متعلق به ماهنامه تندرست است © ۱۳۹۰ &nbsp;|&nbsp; <a href="/darbare/" style="color:#fff">درباره ما</a> &nbsp;|&nbsp; <a href="/tamas/" style="color:#fff">تماس با ما</a></div>
</div>"""
    return make(
        "es-plain-fa-tandorost-anfloanza",
        "lookalike",
        "fa",
        page(
            "آنفلوآنزا یا سرماخوردگی؟ پاسخ به پرسش‌های شما",
            "تندرست",
            "fa",
            css,
            body,
            published="2012-03-08T09:30:00+03:30",
            author="دکتر نسرین صالحی",
            keywords="آنفلوآنزا,سرماخوردگی,واکسن",
            rtl=True,
        ),
        [],
        path="/porsesh-pasokh/44170.html",
        container="-",
        heading=None,
        description="A Persian health site's questions-and-answers column of March 2012 (1390), right to left (green header with the Solar Hijri date, menu, print/send links, most viewed, latest, advert) without any reader discussion; in the article body, 4 readers' questions, each with the reader's first name, town and a Solar Hijri date in Persian digits, the question and the doctor's answer.",
        lookalikes=(
            "4 readers' questions in the article: name, town, Solar Hijri date, question and the doctor's answer",
        ),
    )


def plain_es() -> list[Case]:
    return [vi_lu(), fa_pezeshk()]

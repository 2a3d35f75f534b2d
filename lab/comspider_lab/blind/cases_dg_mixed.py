"""Blind set DG: one mixed page. A Vietnamese provincial paper's story of 2013 on free coach tickets home for Tết,
whose "Lời chúc Tết gửi quê nhà" box (readers' New Year greetings sent by text message to their families: sender,
province, time, message) sits right above the story's flat list of readers' opinions with "@name" answers. Every
site, class name, person, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dg_common import Case, doc, esc, make, paras, talk

VI_CSS = (
    "body{margin:0;font:14px/1.6 Arial,Helvetica,sans-serif;background:#f3f3f3;color:#222}a{color:#9f224e;text-decoration:none}"
    "#dau{background:#fff;border-bottom:1px solid #ddd;padding:10px 16px}#dau .ten{font:bold 30px Arial;color:#9f224e}#dau .ngay{float:right;color:#777;font-size:12px}"
    "#muc{background:#9f224e;padding:6px 16px}#muc a{color:#fff;margin-right:14px;font-weight:bold}#khung{width:980px;margin:10px auto;overflow:hidden}"
    "#trai{float:left;width:650px;background:#fff;padding:14px}#phai{float:right;width:300px}.sapo{font-weight:bold}.tg{color:#888;font-size:12px}"
    ".chia{background:#f7f7f7;padding:4px 8px;font-size:12px}.loichuc{border:2px solid #e8b923;background:#fffbea;margin:16px 0;padding:8px}"
    ".loichuc h3{margin:0 0 6px;color:#b3541e}.lc-item{border-bottom:1px dotted #e0c77a;padding:5px 0}.lc-from{font-weight:bold}.lc-time{color:#999;font-size:11px}"
    ".ykien{border-top:2px solid #9f224e;margin-top:16px}.yk-item{border-bottom:1px solid #eee;padding:8px 0}.yk-ten{font-weight:bold}.yk-noi{color:#777}"
    ".yk-tg{color:#999;font-size:11px}.hop{background:#fff;margin-bottom:12px;padding:8px}.hop h4{margin:0 0 6px;border-bottom:2px solid #9f224e}"
    "#chan{background:#333;color:#bbb;padding:12px;text-align:center;font-size:12px}"
)


def vi_hoagiang() -> Case:
    cs = talk("""
Nguyễn Thanh Tùng @ 31/01/2013 10:24 :: Năm nay em được xe của tỉnh đón ở Bình Dương, đỡ được gần 400 nghìn tiền vé. Cảm ơn tỉnh nhà nhiều lắm. Mong năm sau vẫn tiếp tục. || noi=Bình Dương
Trần Thị Mỹ Linh @ 31/01/2013 11:08 :: Cho em hỏi đăng ký ở đâu vậy ạ? Em làm ở khu công nghiệp Tân Tạo mà công ty không ai biết chương trình này. || noi=TP HCM
Lê Văn Hậu @ 31/01/2013 12:15 :: @Trần Thị Mỹ Linh: bạn gọi đường dây nóng của Hội Liên hiệp Thanh niên tỉnh, số có trong bài đó. Nhưng hình như hết chỗ từ tuần trước rồi, bạn hỏi thử xem còn chuyến bổ sung không. || noi=Long An
Phạm Quốc Bảo @ 31/01/2013 14:40 :: 3000 vé là quá ít so với số người Hòa Giang đi làm xa, chắc phải hơn 50 nghìn người. Tỉnh nên làm sớm hơn và nhiều hơn, chứ năm nào cũng hết vé trong 2 ngày. || noi=Đồng Nai
Nguyễn Thanh Tùng @ 31/01/2013 16:02 :: @Phạm Quốc Bảo: đồng ý với anh. Nhưng có còn hơn không, mấy năm trước có đâu. || noi=Bình Dương
bác Sáu xe ôm @ 01/02/2013 06:30 :: Ra bến xe Hòa Giang mấy hôm nay đông lắm, tui chở khách tới khuya. Ai về tới nơi thì nhớ đi đường cẩn thận nghen, ăn Tết vui vẻ. || noi=Hòa Giang
""")
    greetings = [
        (
            "Lê Thị Hoa",
            "Đồng Nai",
            "30/01/2013 21:10",
            "Con gửi lời chúc Tết tới ba má ở xã Tân Phú. Năm nay con không về được, ba má giữ gìn sức khỏe, rằm tháng Giêng con về.",
        ),
        (
            "Võ Minh Trí",
            "TP HCM",
            "30/01/2013 22:47",
            "Chúc cả nhà ở ấp Phước Hòa năm mới an khang. Bé Na nhớ ngoan, anh Hai mua quà về sau.",
        ),
        (
            "Nguyễn Văn Út",
            "Bình Dương",
            "31/01/2013 06:05",
            "Gửi vợ và hai con: anh về chuyến xe ngày 27 Tết, đừng ra bến đón sớm kẻo lạnh.",
        ),
        (
            "Trương Ngọc Hân",
            "Long An",
            "31/01/2013 07:32",
            "Chúc bà nội sống lâu trăm tuổi. Cháu Hân với chồng về mùng 2 nha bà.",
        ),
        (
            "Đặng Quốc Việt",
            "Hà Nội",
            "31/01/2013 08:19",
            "Xa quê 5 năm rồi, Tết này con lại trực ở công trường. Chúc má và em Thảo năm mới nhiều may mắn.",
        ),
    ]
    lc = "".join(
        f'<div class="lc-item"><span class="lc-from">{esc(n)}</span> <span class="lc-place">({esc(p)})</span> '
        f'<span class="lc-time">{esc(t)}</span><div class="lc-msg">{esc(m)}</div></div>'
        for n, p, t, m in greetings
    )
    loichuc = (
        '<div class="loichuc" id="loi-chuc-tet"><h3>Lời chúc Tết gửi quê nhà</h3><p class="huongdan">Soạn tin HG CHUC &lt;lời chúc&gt; gửi 8x79 để gửi lời chúc tới người thân. Tin nhắn được đăng sau khi kiểm duyệt.</p>'
        f'{lc}<div class="lc-xem"><a href="/loi-chuc-tet-2013/">Xem tất cả 1.284 lời chúc »</a></div></div>'
    )
    items = "".join(
        f'<div class="yk-item"><div class="yk-nd">{paras(c.body, br=True)}</div>'
        f'<div class="yk-by"><span class="yk-ten">{esc(c.who)}</span> - <span class="yk-noi">{esc(c.get("noi"))}</span> '
        f'<span class="yk-tg">{esc(c.at)}</span> <a href="#gui-y-kien" class="yk-tl">Trả lời</a> | <a href="#" class="yk-thich">Thích (0)</a></div></div>'
        for c in cs
    )
    heading = "Ý kiến bạn đọc (6)"
    ykien = (
        f'<div class="ykien" id="y-kien"><h3>{heading}</h3>{items}'
        '<div id="gui-y-kien"><h4>Gửi ý kiến của bạn</h4><form action="/gui-y-kien" method="post"><p>Họ tên: <input name="ht" /> Email: <input name="em" /> Địa chỉ: <input name="dc" /></p>'
        '<p><textarea name="nd" rows="4" cols="60"></textarea></p><p><input type="submit" value="Gửi" /></p>'
        '<p class="luu-y">Ý kiến của bạn sẽ được biên tập trước khi đăng. Xin vui lòng gõ tiếng Việt có dấu.</p></form></div></div>'
    )
    trai = (
        '<div class="vitri"><a href="/">Trang chủ</a> › <a href="/xa-hoi/">Xã hội</a></div>'
        "<h1>Hơn 3.000 lao động Hòa Giang được hỗ trợ vé xe về quê ăn Tết</h1>"
        '<div class="tg">Thứ năm, 31/1/2013 | 07:45 GMT+7</div>'
        '<p class="sapo">Trong ba ngày 2, 3 và 4/2 (tức 22, 23, 24 tháng Chạp), 65 chuyến xe miễn phí sẽ đón công nhân quê Hòa Giang từ TP HCM, Bình Dương, Đồng Nai và Long An về quê đón Tết Quý Tỵ.</p>'
        '<div class="chia"><a href="#">Chia sẻ Facebook</a> (129) · <a href="#">Google+</a> (2) · <a href="#">Gửi bài viết</a> · <a href="#">In</a></div>'
        "<p>Chương trình “Chuyến xe mùa xuân” do Tỉnh đoàn và Hội Liên hiệp Thanh niên tỉnh phối hợp với các doanh nghiệp vận tải tổ chức năm thứ hai liên tiếp. Năm nay số vé tăng gấp đôi so với năm 2012.</p>"
        "<p>Anh Đỗ Văn Khoa, Phó bí thư Tỉnh đoàn, cho biết toàn bộ 3.120 vé đã được đăng ký hết sau hai ngày mở đăng ký. Ban tổ chức đang vận động thêm nhà tài trợ để bổ sung khoảng 10 chuyến.</p>"
        "<p>Người lao động cần hỗ trợ có thể liên hệ đường dây nóng 0293 3861 222 trong giờ hành chính.</p>"
        '<p class="tacgia" style="text-align:right"><b>Huỳnh Thảo</b></p>'
        + loichuc
        + ykien
        + '<div class="lq"><h4>Tin liên quan</h4><ul><li><a href="/xa-hoi/ve-tau-tet-2013">Vé tàu Tết 2013 đã bán hết 80%</a> (28/1)</li>'
        '<li><a href="/xa-hoi/cho-hoa-xuan">Chợ hoa xuân Hòa Giang họp từ 23 tháng Chạp</a> (30/1)</li></ul></div>'
    )
    phai = (
        '<div class="hop"><h4>Đọc nhiều nhất</h4><ol>'
        '<li><a href="/a1">Hơn 3.000 lao động Hòa Giang được hỗ trợ vé xe về quê ăn Tết</a></li>'
        '<li><a href="/a2">Giá heo hơi tăng mạnh dịp cận Tết</a></li><li><a href="/a3">Cầu Rạch Miễu Nhỏ thông xe trước Tết</a></li>'
        '<li><a href="/a4">Lịch bắn pháo hoa đêm Giao thừa tại thành phố Hòa Giang</a></li></ol></div>'
        '<div class="hop"><h4>Giá vàng - Tỷ giá</h4><p>SJC: 46,35 - 46,62 triệu/lượng<br />USD: 20.830 - 20.880</p></div>'
        '<div class="hop"><h4>Thời tiết Hòa Giang</h4><p>Nắng, 24-32°C</p></div>'
    )
    body = (
        '<div id="dau"><span class="ten">Báo Hòa Giang điện tử</span><span class="ngay">Thứ năm, 31/01/2013</span></div><div id="muc">'
        + "".join(
            f'<a href="/m{i}/">{x}</a>'
            for i, x in enumerate(
                ["Trang chủ", "Thời sự", "Xã hội", "Kinh tế", "Nông nghiệp", "Văn hóa", "Thể thao", "Bạn đọc"]
            )
        )
        + f'</div><div id="khung"><div id="trai">{trai}</div><div id="phai">{phai}</div></div>'
        '<div id="chan">Báo Hòa Giang điện tử - Cơ quan của Đảng bộ tỉnh Hòa Giang. Giấy phép số 211/GP-BTTTT. © 2013</div>'
    )
    html = doc(
        "vi",
        "Hơn 3.000 lao động Hòa Giang được hỗ trợ vé xe về quê ăn Tết - Báo Hòa Giang điện tử",
        VI_CSS,
        body,
    )
    return make(
        "dg-mixed-vi-hoagiang-tet",
        "mixed",
        "vi",
        html,
        cs,
        path="/xa-hoi/2013/01/31/chuyen-xe-mua-xuan.html",
        container="div#y-kien > div.yk-item (flat: text, then 'NAME - PLACE time')",
        heading=heading,
        description="A Vietnamese provincial paper's story of 2013: right above its 6 readers' opinions (flat, the text first, then 'NAME - PLACE 31/01/2013 10:24', two '@NAME:' answers) a 'Lời chúc Tết gửi quê nhà' box of 5 readers' New Year greetings sent by text message to their families (sender, province, time, message); most read, gold prices, weather.",
        lookalikes=("Lời chúc Tết gửi quê nhà (readers' SMS greetings)", "Đọc nhiều nhất"),
    )


def mixed_dg() -> list[Case]:
    return [vi_hoagiang()]

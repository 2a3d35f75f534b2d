"""Blind set DW: three small discussions as their sites printed them in the served HTML: a Ukrainian town portal of
2019 ("Обговорення": an ordered list with a reply in a nested list), a Vietnamese city daily of 2022 (two readers'
opinions in an ``aside``, each signed after its text) and a Filipino community blog of 2016 ("Sumali sa usapan": one
table row per entry). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dw_common import Case, esc, head, kids, links, make, paras, talk

# --------------------------------------------------------------------------- uk: a town portal, 2019


def uk_mist() -> Case:
    cs = talk("""
Олег Кравчук @ 09.04.2019, 11:47 ~ 2019-04-09T11:47:00+03:00 :: Нарешті! Цей міст трясеться, коли по ньому йде вантажівка, я вже років п'ять боюся їздити по ньому з дітьми. Аби тільки зробили нормально, а не як дорогу на Гай минулого літа.
>Галина Мельник @ 09.04.2019, 12:30 ~ 2019-04-09T12:30:00+03:00 :: Олегу, так об'їзд якраз через Гай і піде, тож ту дорогу ще й доб'ють вантажівками. А автобус до райцентру тепер їхатиме на двадцять хвилин довше.
vasyl_z @ 09.04.2019, 15:05 ~ 2019-04-09T15:05:00+03:00 :: Хтось знає, чи залишать прохід для пішоходів? У статті написано «частково», а мені щодня на роботу на той берег. // Якщо пішки не пустять, доведеться йти через греблю, а це зайвих три кілометри.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ol class="obg-sub">' + "".join(item(j) for j in k[i]) + "</ol>"
        return (
            f'<li class="obg-item" id="obg-{5120 + i * 7}">'
            f'<div class="obg-head"><span class="obg-name">{esc(c.who)}</span> '
            f'<span class="obg-date">{esc(c.at)}</span></div>'
            f'<div class="obg-text">{paras(c.body)}</div>'
            f'<a class="obg-answer" href="#obg-form" data-to="{5120 + i * 7}">Відповісти</a>{sub}</li>'
        )

    thread = '<ol class="obg-list">' + "".join(item(i) for i in k[None]) + "</ol>"
    css = """body{margin:0;background:#eef1f4;font:15px/1.5 Arial,Helvetica,sans-serif;color:#222}
a{color:#0a5aa4}.topline{background:#0d3b66;color:#cfe0f2;font-size:12px}.topline .container{display:flex;justify-content:space-between;padding:5px 15px}
.container{max-width:1170px;margin:0 auto}.logo-row{background:#fff;padding:14px 15px;display:flex;align-items:center;gap:30px}
.logo{font:700 30px Georgia,serif;color:#0d3b66;text-decoration:none}.logo small{display:block;font:12px Arial;color:#777}
.mainmenu{background:#1565a8}.mainmenu ul{list-style:none;margin:0 auto;max-width:1170px;display:flex;padding:0}
.mainmenu a{display:block;padding:10px 14px;color:#fff;text-decoration:none;font-weight:bold;font-size:14px}
.row{display:flex;gap:24px;padding:18px 15px}.col-md-8{flex:0 0 760px;background:#fff;padding:20px}.col-md-4{flex:1}
.breadcrumbs{font-size:12px;color:#888}.news-full h1{font:700 28px/1.25 Georgia,serif;margin:10px 0}
.news-date{color:#888;font-size:13px}.news-lead{font-weight:bold;font-size:16px}.news-body p{margin:0 0 14px}
.share{margin:16px 0;padding:10px 0;border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;font-size:13px}
.share a{display:inline-block;margin-right:6px;padding:4px 10px;color:#fff;border-radius:2px;text-decoration:none}
.share .fb{background:#3b5998}.share .tw{background:#1da1f2}.share .tg{background:#2ca5e0}.share .vb{background:#7360f2}
.tags a{display:inline-block;background:#eef1f4;padding:2px 8px;margin:0 4px 4px 0;font-size:12px;text-decoration:none;color:#333}
.block-title{font:700 18px Arial;border-bottom:3px solid #1565a8;padding-bottom:6px;margin:26px 0 12px}
.obg-list,.obg-sub{list-style:none;margin:0;padding:0}.obg-sub{margin:10px 0 0 36px;border-left:3px solid #d6e4f0;padding-left:12px}
.obg-item{padding:10px 0;border-bottom:1px dotted #ccc}.obg-sub .obg-item{border:0}.obg-name{font-weight:bold;color:#0d3b66}
.obg-date{color:#999;font-size:12px;margin-left:8px}.obg-text p{margin:4px 0}.obg-answer{font-size:12px}
#obg-form{background:#f6f8fa;padding:14px;margin-top:14px}#obg-form label{display:block;font-size:13px;margin-top:8px}
#obg-form input,#obg-form textarea{width:95%;padding:6px;border:1px solid #ccc}#obg-form button{margin-top:10px;background:#1565a8;color:#fff;border:0;padding:8px 16px}
.widget{background:#fff;padding:14px;margin-bottom:18px}.widget h4{margin:0 0 10px;font-size:15px;text-transform:uppercase;color:#0d3b66}
.widget ol{padding-left:20px;margin:0}.widget li{margin-bottom:6px;font-size:14px}.kurs td{padding:3px 8px;font-size:13px}
.banner{background:#ddd;color:#999;text-align:center;font-size:11px;height:250px;line-height:250px}
.read-also{background:#f3f7fb;border-left:4px solid #1565a8;padding:8px 14px;margin:16px 0}
.footer{background:#0d3b66;color:#a9c2da;font-size:12px;padding:24px 15px}.footer a{color:#fff}"""
    menu = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Новини", "news"),
            ("Місто", "misto"),
            ("Район", "raion"),
            ("Події", "podii"),
            ("Спорт", "sport"),
            ("Оголошення", "ogoloshennia"),
            ("Афіша", "afisha"),
            ("Контакти", "kontakty"),
        )
    )
    body = f"""<div id="fb-root"></div>
<div class="topline"><div class="container"><span>Вівторок, 9 квітня 2019</span><span>Зеленобір: +14°C, хмарно</span><span><a href="/rss/" style="color:#fff">RSS</a> · <a href="/reklama/" style="color:#fff">Реклама на сайті</a></span></div></div>
<div class="container"><div class="logo-row"><a class="logo" href="/">Зеленобірські вісті<small>Новини Зеленобора та району</small></a>
<form action="/search/" method="get"><input type="text" name="q" placeholder="Пошук по сайту"> <button type="submit">Знайти</button></form></div></div>
<nav class="mainmenu"><ul>{menu}</ul></nav>
<div class="container"><div class="row">
<div class="col-md-8">
<div class="breadcrumbs"><a href="/">Головна</a> » <a href="/misto/">Місто</a> » Міст через Вужанку</div>
<div class="news-full">
<h1>Міст через Вужанку закриють на ремонт до кінця червня</h1>
<div class="news-date">09.04.2019, 08:15 · Переглядів: 2 418</div>
<p class="news-lead">З 15 квітня рух транспорту мостом на вулиці Набережній буде повністю перекрито. Об'їзд організують через село Гай.</p>
<img src="/_avatar/uploads/2019/04/mist-vuzhanka.svg" width="720" height="405" alt="Міст через Вужанку">
<div class="news-body">
<p>Капітальний ремонт мосту через річку Вужанку, який з'єднує центр Зеленобора із Заріччям, почнеться 15 квітня. Про це на апаратній нараді в міській раді повідомив заступник міського голови Петро Савчук.</p>
<p>За його словами, підрядник замінить плити проїжджої частини, відремонтує опори та встановить нові перила. Вартість робіт становить майже 11,6 мільйона гривень, кошти виділено з обласного дорожнього фонду.</p>
<p>На час ремонту рух автомобілів мостом буде повністю заборонено. Для пішоходів планують залишити частковий прохід уздовж тимчасової огорожі, однак остаточне рішення ухвалять після огляду конструкцій.</p>
<div class="read-also">Читайте також: <a href="/misto/2019/03/28/remont-dorogy-na-gai.html">Дорогу на Гай обіцяють добудувати до травня</a></div>
<p>Маршрутні таксі № 3 і № 7 тимчасово курсуватимуть через село Гай. Перевізник попереджає, що час у дорозі збільшиться.</p>
<p>Роботи мають завершити до 30 червня.</p>
</div>
<div class="share">Поділитися: <a class="fb" href="#">Facebook</a><a class="tw" href="#">Twitter</a><a class="tg" href="#">Telegram</a><a class="vb" href="#">Viber</a></div>
<div class="tags">Теги: <a href="/tags/mist/">міст</a><a href="/tags/remont/">ремонт доріг</a><a href="/tags/zarichchia/">Заріччя</a></div>
</div>
<section class="obgovorennia" id="obg">
<h3 class="block-title">Обговорення</h3>
{thread}
<form id="obg-form" action="/obg/add/" method="post"><input type="hidden" name="news_id" value="18734">
<label for="obg-name">Ваше ім'я</label><input id="obg-name" name="name" type="text">
<label for="obg-msg">Повідомлення</label><textarea id="obg-msg" name="msg" rows="5"></textarea>
<button type="submit">Надіслати</button>
<p style="font-size:11px;color:#888">Повідомлення з образами та нецензурною лексикою видаляються.</p></form>
</section>
</div>
<div class="col-md-4">
<div class="widget banner">Реклама</div>
<div class="widget"><h4>Популярне</h4><ol>{links("Міст через Вужанку закриють на ремонт до кінця червня ;; На Заріччі вдруге за місяць горіла суха трава ;; «Зеленобір» переміг у першому турі обласної першості ;; Де у місті можна здати батарейки ;; Графік вивезення сміття змінюється з травня", "/news/")}</ol></div>
<div class="widget"><h4>Курс валют</h4><table class="kurs"><tr><td>USD</td><td>26,80</td><td>27,05</td></tr><tr><td>EUR</td><td>30,10</td><td>30,45</td></tr><tr><td>PLN</td><td>6,95</td><td>7,15</td></tr></table></div>
<div class="widget"><h4>Погода</h4><p>Сьогодні: +14°C, хмарно<br>Завтра: +11°C, дощ</p></div>
</div>
</div></div>
<div class="footer"><div class="container">© 2011–2019 «Зеленобірські вісті». Усі права захищено. Використання матеріалів дозволяється лише з посиланням на сайт. · <a href="/pro-nas/">Про нас</a> · <a href="/reklama/">Реклама</a> · <a href="/kontakty/">Контакти</a></div></div>
<script src="/js/jquery-1.12.4.min.js"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','UA-31877210-1');</script>"""
    html = (
        '<!DOCTYPE html><html lang="uk">'
        + head(
            "Міст через Вужанку закриють на ремонт до кінця червня",
            "Зеленобірські вісті",
            published="2019-04-09T08:15:00+03:00",
            author="Ірина Бондар",
            ld=False,
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-uk-zelenobir-mist",
        "discussion",
        "uk",
        html,
        cs,
        path="/misto/2019/04/09/mist-cherez-vuzhanku-zakryiut-na-remont.html",
        scripts=("/js/jquery-1.12.4.min.js",),
        container="section#obg under h3 'Обговорення': ol.obg-list > li.obg-item (span NAME, span date, div > p, 'Відповісти' link), the reply in a nested ol.obg-sub inside its parent's li; a form below",
        heading="Обговорення",
        description="A Ukrainian town portal of April 2019 (currency box, weather, popular, banner, share buttons, tags): 3 readers' posts under 'Обговорення' in an ordered list, one reply nested in its parent's item, absolute dates. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- vi: a city daily, 2022


def vi_xebuyt() -> Case:
    cs = talk("""
Phạm Thị Thu Hà @ 5h trước ~ 2022-09-26T07:12:00+07:00 :: Mong thành phố sớm mở thêm tuyến đi khu công nghiệp Phước Lộc. Công nhân bên đó ngày nào cũng chạy xe máy hơn hai chục cây số, mùa mưa rất cực.
Lê Quang Vinh @ 2h trước ~ 2022-09-26T10:40:00+07:00 :: Giá vé 7.000 đồng là hợp lý, nhưng 20 phút mới có một chuyến thì hơi lâu. // Giờ cao điểm sáng và chiều nên tăng lên 10 phút một chuyến, nếu không người ta vẫn chọn xe máy thôi.
""")
    places = {"Phạm Thị Thu Hà": "Hòa Vân", "Lê Quang Vinh": "TP HCM"}
    likes = [48, 31]
    items = "".join(
        f'<div class="item-yk" id="yk-{44102210 + i * 13}">'
        f'<div class="noi-dung">{paras(c.body)}</div>'
        f'<p class="nguoi-gui"><b>{esc(c.who)}</b> - {esc(places[c.who])} · '
        f'<span class="tg" data-time="{c.iso}">{esc(c.at)}</span></p>'
        f'<div class="tac-vu"><a href="javascript:;" class="thich">Thích</a> <span class="so">{likes[i]}</span> · '
        f'<a href="javascript:;" class="tra-loi">Trả lời</a> · <a href="javascript:;" class="chia-se">Chia sẻ</a></div></div>'
        for i, c in enumerate(cs)
    )
    css = """body{margin:0;font:16px/1.6 Arial,sans-serif;color:#222;background:#fff}a{color:#076db6;text-decoration:none}
.top-header{border-bottom:1px solid #e5e5e5}.top-header .wrap{display:flex;align-items:center;gap:24px;height:56px}
.wrap{max-width:1130px;margin:0 auto;padding:0 10px}.logo{font:700 26px 'Merriweather',serif;color:#9f224e}
.date-now{color:#757575;font-size:14px}.main-nav{border-bottom:1px solid #e5e5e5}.main-nav ul{display:flex;gap:18px;list-style:none;margin:0;padding:10px 0;font-size:14px}
.main-nav a{color:#222}.sidebar-1{display:flex;gap:30px;margin-top:20px}.col-left{flex:0 0 680px}.col-right{flex:1}
.breadcrumb{display:flex;gap:8px;list-style:none;padding:0;font-size:14px}.date{color:#757575;font-size:14px}
.title-detail{font:700 32px/1.3 'Merriweather',serif;margin:10px 0}.description{font-weight:bold;font-size:18px}
.fck_detail p{margin:0 0 16px;font-size:18px}.fck_detail figure{margin:0 0 16px}.fck_detail figcaption{font-size:14px;color:#555;background:#f7f7f7;padding:6px}
.author{text-align:right;font-weight:bold}.social{display:flex;gap:10px;margin:16px 0}.social a{border:1px solid #e5e5e5;border-radius:50%;width:34px;height:34px;display:flex;align-items:center;justify-content:center;font-size:12px}
.tags a{display:inline-block;border:1px solid #e5e5e5;border-radius:16px;padding:2px 12px;margin:0 6px 6px 0;font-size:14px;color:#4f4f4f}
.box-ykien{border-top:1px solid #e5e5e5;margin-top:24px;padding-top:12px}.box-ykien h3{font:700 20px 'Merriweather',serif;margin:0}
.box-ykien .count{color:#757575;font-weight:normal}.sort-yk{font-size:14px;margin:8px 0;color:#757575}.sort-yk b{color:#222}
.dang-nhap{background:#f7f7f7;padding:10px;font-size:14px;border-radius:4px}.item-yk{padding:12px 0;border-bottom:1px solid #f0f0f0}
.noi-dung p{margin:0 0 6px;font-size:16px}.nguoi-gui{margin:0;font-size:14px;color:#4f4f4f}.tg{color:#9f9f9f}
.tac-vu{font-size:13px;color:#757575;margin-top:4px}.tac-vu a{color:#076db6}.xem-nhieu h3,.lien-quan h3{font:700 18px 'Merriweather',serif;border-bottom:1px solid #e5e5e5;padding-bottom:6px}
.xem-nhieu ol{padding-left:20px}.xem-nhieu li{margin-bottom:8px;font-size:15px}.lien-quan ul{padding-left:18px}.lien-quan li{margin-bottom:6px}
.banner-300{width:300px;height:600px;background:#f2f2f2;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center}
.footer{background:#f7f7f7;border-top:1px solid #e5e5e5;margin-top:40px;padding:24px 0;font-size:13px;color:#4f4f4f}"""
    nav = "".join(
        f'<li><a href="/{h}">{t}</a></li>'
        for t, h in (
            ("Thời sự", "thoi-su"),
            ("Góc nhìn", "goc-nhin"),
            ("Kinh doanh", "kinh-doanh"),
            ("Giao thông", "giao-thong"),
            ("Giáo dục", "giao-duc"),
            ("Sức khỏe", "suc-khoe"),
            ("Thể thao", "the-thao"),
            ("Giải trí", "giai-tri"),
        )
    )
    body = f"""<header class="top-header"><div class="wrap"><a class="logo" href="/">Báo Hòa Vân</a><span class="date-now">Thứ hai, 26/9/2022</span><a href="/tim-kiem">Tìm kiếm</a><a href="/dang-nhap" style="margin-left:auto">Đăng nhập</a></div></header>
<nav class="main-nav"><div class="wrap"><ul>{nav}</ul></div></nav>
<div class="wrap"><div class="sidebar-1">
<div class="col-left">
<ul class="breadcrumb"><li><a href="/thoi-su">Thời sự</a></li><li>›</li><li><a href="/giao-thong">Giao thông</a></li></ul>
<span class="date">Thứ hai, 26/9/2022, 06:30 (GMT+7)</span>
<article>
<h1 class="title-detail">Tuyến xe buýt điện đầu tiên của Hòa Vân chạy từ 1/10</h1>
<p class="description">Tuyến buýt điện số 12 dài 24 km nối bến xe trung tâm với cảng cá Bình Lợi, mỗi chuyến cách nhau 20 phút, giá vé 7.000 đồng.</p>
<div class="fck_detail">
<p>Sở Giao thông vận tải thành phố Hòa Vân cho biết tuyến xe buýt điện số 12 sẽ chính thức vận hành từ ngày 1/10, với 14 xe 40 chỗ do một doanh nghiệp tư nhân đầu tư.</p>
<figure><img src="/_avatar/images/2022/09/26/xe-buyt-dien-hoa-van.svg" width="680" height="408" alt="Xe buýt điện chạy thử"><figcaption>Xe buýt điện chạy thử trên đường Trần Phú sáng 24/9. Ảnh: Ngọc Trâm</figcaption></figure>
<p>Tuyến xuất phát từ bến xe trung tâm, đi qua chợ Hòa Vân, bệnh viện đa khoa tỉnh và kết thúc tại cảng cá Bình Lợi. Xe chạy từ 5h30 đến 20h, giãn cách 20 phút một chuyến.</p>
<p>Giá vé lượt là 7.000 đồng; học sinh, sinh viên và công nhân được mua vé tháng với giá 100.000 đồng. Người trên 70 tuổi và người khuyết tật được miễn phí.</p>
<p>Theo ông Nguyễn Hữu Tài, Phó giám đốc Sở, nếu tuyến đầu tiên hoạt động hiệu quả, thành phố sẽ mở thêm hai tuyến buýt điện vào năm 2023, trong đó có một tuyến đi khu công nghiệp.</p>
<p class="author">Ngọc Trâm</p>
</div>
<div class="social"><a href="#" title="Facebook">f</a><a href="#" title="Zalo">Z</a><a href="#" title="Twitter">t</a><a href="#" title="Sao chép liên kết">🔗</a></div>
<div class="tags"><a href="/chu-de/xe-buyt">Xe buýt</a><a href="/chu-de/giao-thong-cong-cong">Giao thông công cộng</a><a href="/chu-de/hoa-van">Hòa Vân</a></div>
</article>
<aside class="box-ykien" id="box_comment_vne">
<h3>Ý kiến bạn đọc <span class="count">(2)</span></h3>
<div class="sort-yk"><b>Quan tâm nhất</b> | <a href="javascript:;">Mới nhất</a></div>
<div class="dang-nhap">Đăng nhập để gửi ý kiến của bạn. <a href="/dang-nhap">Đăng nhập</a></div>
{items}
</aside>
<section class="lien-quan"><h3>Tin liên quan</h3><ul>{links("Hòa Vân thí điểm làn đường riêng cho xe buýt trên đường Trần Phú ;; Bến xe trung tâm được nâng cấp, thêm nhà chờ có mái che ;; Người dân có thể tra cứu lộ trình xe buýt trên điện thoại", "/giao-thong/")}</ul></section>
</div>
<div class="col-right">
<div class="banner-300">Quảng cáo</div>
<section class="xem-nhieu"><h3>Xem nhiều</h3><ol>{links("Tuyến xe buýt điện đầu tiên của Hòa Vân chạy từ 1/10 ;; Giá xăng giảm lần thứ ba liên tiếp ;; Mưa lớn, nhiều tuyến phố ven sông ngập sâu ;; Trường THPT Hòa Vân tuyển thêm 200 học sinh lớp 10 ;; Chợ đêm Bình Lợi mở cửa trở lại", "/tin/")}</ol></section>
</div>
</div></div>
<footer class="footer"><div class="wrap">Báo Hòa Vân – Cơ quan của Đảng bộ thành phố Hòa Vân · Giấy phép số 218/GP-BTTTT · Tổng biên tập: Trần Văn Lộc · Địa chỉ: 45 Trần Phú, TP Hòa Vân · © Toàn bộ bản quyền thuộc Báo Hòa Vân</div></footer>
<script src="/js/main.min.js?v=2209" defer></script>"""
    html = (
        '<!DOCTYPE html><html lang="vi">'
        + head(
            "Tuyến xe buýt điện đầu tiên của Hòa Vân chạy từ 1/10",
            "Báo Hòa Vân",
            published="2022-09-26T06:30:00+07:00",
            author="Ngọc Trâm",
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-vi-hoavan-xebuyt",
        "discussion",
        "vi",
        html,
        cs,
        path="/giao-thong/tuyen-xe-buyt-dien-dau-tien-cua-hoa-van-chay-tu-1-10-4510233.html",
        scripts=("/js/main.min.js",),
        container="aside.box-ykien#box_comment_vne after the article under h3 'Ý kiến bạn đọc (2)': div.item-yk (div.noi-dung > p text first, then p.nguoi-gui 'b NAME - place · span relative time', Thích/Trả lời/Chia sẻ)",
        heading="Ý kiến bạn đọc",
        description="A Vietnamese city daily of September 2022 (date strip, menu, share icons, tags, related, most viewed, banner, licence footer): 2 readers' opinions in an aside, each signed after its text with name, place and a relative time; sort switch and a sign-in prompt.",
    )


# --------------------------------------------------------------------------- tl: a community blog, 2016


def tl_palengke() -> Case:
    cs = talk("""
Jun Dela Cruz @ Hunyo 21, 2016 nang 3:15 PM ~ 2016-06-21T15:15:00+08:00 :: Sana naman may maayos na paradahan ng tricycle sa harap ng bagong palengke. Noong huling buwan ng luma, sa gitna na ng kalsada nagbababa ng pasahero at laging trapik tuwing umaga.
Marites Villanueva @ Hunyo 21, 2016 nang 5:02 PM ~ 2016-06-21T17:02:00+08:00 :: Tanong lang po, ililipat din ba ang mga nagtitinda ng isda sa bagong gusali o maiiwan sila sa tabi ng ilog? Malayo po kasi kung lalakarin mula sa terminal, lalo na kung may dalang bayong.
kuya_ben78 @ Hunyo 22, 2016 nang 7:48 AM ~ 2016-06-22T07:48:00+08:00 :: Ayos 'yan! Basta huwag lang tataas nang sobra ang renta ng puwesto. Kawawa ang maliliit na tindera ng gulay na halos wala nang kinikita.
Liza Mercado @ Hunyo 22, 2016 nang 11:20 AM ~ 2016-06-22T11:20:00+08:00 :: @Marites ayon sa munisipyo, lilipat lahat ng nagtitinda ng isda sa ground floor ng bagong gusali. Aabisuhan daw sila bago matapos ang Hunyo. // Dadaan din doon ang jeep mula sa terminal kaya hindi na kailangang maglakad.
""")
    rows = "".join(
        f'<tr class="{"alt" if i % 2 else ""}"><td class="sino" valign="top"><img src="/_avatar/images/avatar-{i}.svg" width="32" height="32" alt=""><br>'
        f'<b>{esc(c.who)}</b><br><span class="petsa">{esc(c.at)}</span></td>'
        f'<td class="mensahe" valign="top">{paras(c.body)}<a class="sagot" href="#sumulat">Sagutin</a></td></tr>'
        for i, c in enumerate(cs)
    )
    css = """body{margin:0;background:#f3efe6;font:14px/1.6 Verdana,Geneva,sans-serif;color:#333}a{color:#b3541e}
#wrapper{width:980px;margin:0 auto;background:#fff;box-shadow:0 0 6px #ccc}#header{background:#2e6b30;padding:22px 24px;color:#fff}
#header h1{margin:0;font:bold 34px Georgia,serif}#header h1 a{color:#fff;text-decoration:none}#header p{margin:4px 0 0;color:#d8ecd0}
#menu{background:#1f4f21}#menu ul{list-style:none;margin:0;padding:0 16px;overflow:hidden}#menu li{float:left}
#menu a{display:block;padding:9px 14px;color:#fff;text-decoration:none;font-weight:bold;font-size:13px}
#content{float:left;width:630px;padding:20px 24px}#sidebar{float:right;width:270px;padding:20px 16px 20px 0}.clear{clear:both}
.post h2{font:bold 26px/1.25 Georgia,serif;margin:0 0 6px;color:#2e6b30}.postmeta{font-size:12px;color:#888;border-bottom:1px dashed #ccc;padding-bottom:6px}
.entry p{margin:0 0 12px}.entry img{max-width:100%}.wp-caption-text{font-size:12px;color:#777;text-align:center}
.ibahagi{margin:14px 0;padding:8px;background:#f7f7f7;font-size:12px}.ibahagi a{margin-right:8px}
.postfoot{font-size:12px;color:#777}.usapan{margin-top:26px}.usapan h3{font:bold 20px Georgia,serif;color:#2e6b30;border-bottom:2px solid #2e6b30;padding-bottom:4px}
table.mga-sagot{width:100%;border-collapse:collapse}table.mga-sagot td{border-bottom:1px solid #e6e6e6;padding:8px}
td.sino{width:150px;font-size:12px;background:#fafaf5}tr.alt td.sino{background:#f2f2ea}.petsa{color:#999;font-size:11px}
td.mensahe p{margin:0 0 8px}a.sagot{font-size:11px}#sumulat{margin-top:16px;background:#fafaf5;padding:12px;border:1px solid #e6e6e6}
#sumulat label{display:block;font-size:12px;margin-top:6px}#sumulat input[type=text],#sumulat textarea{width:95%;border:1px solid #ccc;padding:4px}
.widget{margin-bottom:22px}.widget h4{background:#2e6b30;color:#fff;margin:0 0 8px;padding:5px 8px;font-size:13px}
.widget ul{margin:0;padding-left:18px}.widget li{margin-bottom:5px;font-size:13px}.ad{background:#eee;color:#aaa;text-align:center;font-size:10px;height:250px;line-height:250px}
#footer{background:#1f4f21;color:#cfe3c9;font-size:11px;padding:16px 24px;text-align:center}#footer a{color:#fff}"""
    menu = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Home", ""),
            ("Balita", "balita"),
            ("Barangay", "barangay"),
            ("Kalusugan", "kalusugan"),
            ("Isports", "isports"),
            ("Pista at Kultura", "kultura"),
            ("Tungkol sa Amin", "tungkol"),
        )
    )
    body = f"""<div id="wrapper">
<div id="header"><h1><a href="/">Balitang Dalisay</a></h1><p>Balita at kuwento mula sa Bayan ng Dalisay at mga karatig-barangay</p></div>
<div id="menu"><ul>{menu}</ul></div>
<div id="content">
<div class="post" id="post-1187">
<h2>Bagong palengke ng Dalisay, bubuksan na sa Hulyo 4</h2>
<div class="postmeta">Isinulat ni <a href="/author/liza/">Liza Mercado</a> noong Hunyo 21, 2016 · Kategorya: <a href="/balita/">Balita</a></div>
<div class="entry">
<p>Matapos ang halos dalawang taon ng konstruksiyon, bubuksan na sa publiko ang bagong pampublikong palengke ng Bayan ng Dalisay sa Hulyo 4, ayon sa tanggapan ng punong-bayan.</p>
<div class="wp-caption"><img src="/_avatar/wp-content/uploads/2016/06/bagong-palengke.svg" width="600" height="400" alt="Ang bagong palengke"><p class="wp-caption-text">Ang harapan ng bagong palengke sa Rizal Street. (Kuha ni Liza Mercado)</p></div>
<p>May dalawang palapag ang gusali at 212 puwesto para sa mga nagtitinda ng gulay, karne, isda, bigas at tuyo. May sariling palikuran, malinis na tubig at lugar para sa pagkarga at pagdiskarga ng paninda.</p>
<p>Sinabi ni Engr. Romualdo Santos ng municipal engineering office na tapos na ang lahat ng pangunahing gawain at pintura na lamang ang kulang sa ilang bahagi ng ikalawang palapag.</p>
<p>Pipili ang munisipyo ng mga nagtitinda sa pamamagitan ng palabunutan sa Hunyo 28. Uunahin ang mga may puwesto na sa lumang palengke.</p>
<p>Wala pang pinal na halaga ang buwanang renta, ngunit ayon sa Sangguniang Bayan ay tatalakayin ito sa sesyon sa susunod na linggo.</p>
</div>
<div class="ibahagi">I-share: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Google+</a> <a href="#">Email</a></div>
<div class="postfoot">Mga tag: <a href="/tag/palengke/">palengke</a>, <a href="/tag/munisipyo/">munisipyo</a>, <a href="/tag/dalisay/">Dalisay</a></div>
</div>
<div class="usapan">
<h3>Sumali sa usapan</h3>
<table class="mga-sagot" cellspacing="0">{rows}</table>
<form id="sumulat" action="/sumulat.php" method="post"><input type="hidden" name="post" value="1187">
<label>Pangalan (kailangan)</label><input type="text" name="pangalan">
<label>Email (hindi ipapakita)</label><input type="text" name="email">
<label>Mensahe</label><textarea name="mensahe" rows="5"></textarea><br><input type="submit" value="Ipadala"></form>
</div>
</div>
<div id="sidebar">
<div class="widget"><h4>Tungkol sa Blog</h4><p style="font-size:12px">Isang maliit na blog ng mga taga-Dalisay mula pa noong 2011. May balita ka? I-message kami sa aming Facebook page.</p></div>
<div class="widget ad">Advertisement</div>
<div class="widget"><h4>Mga Sikat na Post</h4><ul>{links("Listahan ng mga klase sa Dalisay National High School ngayong Hunyo ;; Bagong palengke ng Dalisay, bubuksan na sa Hulyo 4 ;; Pista ng Barangay Maligaya: iskedyul ng mga palaro ;; Brownout sa Sabado mula 8 AM hanggang 5 PM", "/balita/")}</ul></div>
<div class="widget"><h4>Mga Kategorya</h4><ul>{links("Balita ;; Barangay ;; Kalusugan ;; Isports ;; Pista at Kultura", "/kategorya/")}</ul></div>
</div>
<div class="clear"></div>
<div id="footer">Copyright © 2016 Balitang Dalisay · Lahat ng karapatan ay nakalaan · <a href="/tungkol/">Tungkol sa Amin</a> · <a href="/patakaran/">Patakaran sa Privacy</a></div>
</div>
<script type="text/javascript" src="/js/jquery-1.11.3.min.js"></script>"""
    html = (
        '<!DOCTYPE html><html lang="tl">'
        + head(
            "Bagong palengke ng Dalisay, bubuksan na sa Hulyo 4",
            "Balitang Dalisay",
            published="2016-06-21T09:00:00+08:00",
            author="Liza Mercado",
            ld=False,
            css=css,
            charset='<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">',
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-tl-dalisay-palengke",
        "discussion",
        "tl",
        html,
        cs,
        path="/balita/2016/06/bagong-palengke-ng-dalisay-bubuksan-na/",
        scripts=("/js/jquery-1.11.3.min.js",),
        container="div.usapan under h3 'Sumali sa usapan': table.mga-sagot, one tr per entry (td.sino: avatar, b NAME, span date; td.mensahe: p text, 'Sagutin' link); flat (the blogger answers by '@Marites' in her text); a form below",
        heading="Sumali sa usapan",
        description="A Filipino community blog of June 2016 (fixed-width layout, header, menu, share links, tags, popular posts, categories, an advert): 4 entries under 'Sumali sa usapan', one table row each with name and date in the left cell, flat, the blogger answering one reader with '@name'. Never says 'comment'.",
    )


def threads_dw() -> list[Case]:
    return [uk_mist(), vi_xebuyt(), tl_palengke()]

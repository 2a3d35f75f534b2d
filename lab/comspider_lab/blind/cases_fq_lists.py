"""Blind set fq: two pages without any reader comment and two mixed pages, 2013-2015. A Romanian parenting blog's post
with no comment yet and, in the sidebar, a due-date club's roster (expectant mothers' nicknames, due dates and a
line of news each, "actualizat acum 2 zile"); a Vietnamese company tech blog's post without a comment area and, in
the sidebar, its security programme's hall of fame (researchers' names, dates and their reports' one-line
summaries); a Hungarian farming weekly's 5 comments ("3 órája", "tegnap 21:10") beside "Kártevő-figyelő", growers'
dated pest sightings; a Turkish student paper's 6 comments under "Tartışma" ("3 saat önce") beside a roommate
board, students' dated room offers and requests. Every site, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fq_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- ro: a parenting blog, a due-date club roster, 2014


def ro_dpn() -> Case:
    club = (
        (
            "Andreea_B",
            "3 martie 2014",
            37,
            "Geanta pentru maternitate e gata de o săptămână. Doar hăinuțele de ieșire le tot schimb.",
            "acum o oră",
        ),
        (
            "mami_de_gemeni",
            "6 martie 2014",
            35,
            "Medicul zice că probabil nasc mai devreme, gemenii se grăbesc. Dormim pe rând, eu și burta.",
            "acum 5 ore",
        ),
        (
            "Roxana T.",
            "11 martie 2014",
            36,
            "Am terminat camera bebelușului! Soțul a montat pătuțul de trei ori până a ieșit drept.",
            "acum 2 zile",
        ),
        (
            "Cristina M.",
            "17 martie 2014",
            35,
            "Cursul de pregătire pentru naștere de la maternitatea județeană merită, mai ales partea cu respirația.",
            "acum 4 zile",
        ),
        (
            "ela_si_burtica",
            "24 martie 2014",
            34,
            "Încă mă apucă pofta de murături la miezul nopții. Mai pățește cineva?",
            "acum 5 zile",
        ),
        (
            "Diana Popescu",
            "29 martie 2014",
            33,
            "Prima sarcină, prima iarnă cu burtică mare. De două săptămâni nu-mi mai văd șireturile.",
            "acum o săptămână",
        ),
    )
    roster = "\n".join(
        f'<li class="dpn-membra"><img src="/wp-content/themes/bebe/img/burtica.svg" width="36" height="36" alt="" class="dpn-poza">'
        f'<b class="dpn-nume">{esc(n)}</b> <span class="dpn-data">DPN: {d} · săpt. {w}</span>'
        f'<p class="dpn-stare">{esc(x)}</p><small class="dpn-act">actualizat {t}</small></li>'
        for n, d, w, x, t in club
    )
    similare = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='dt'>{d}</span></li>"
        for h, x, d in (
            (
                "/2014/01/marsupiu-sau-sling",
                "Marsupiu sau sling? Ce am folosit noi în primul an",
                "28 ianuarie 2014",
            ),
            ("/2013/12/lista-maternitate", "Lista mea pentru geanta de maternitate", "9 decembrie 2013"),
            (
                "/2013/11/scaun-auto",
                "Scaunul auto: de ce n-am cumpărat unul la mâna a doua",
                "14 noiembrie 2013",
            ),
        )
    )
    categorii = "".join(
        f'<li><a href="/categorie/{s}">{esc(t)}</a> ({n})</li>'
        for s, t, n in (
            ("sarcina", "Sarcină", 41),
            ("bebelusi", "Bebeluși", 63),
            ("retete", "Rețete pentru cei mici", 27),
            ("recenzii", "Recenzii", 19),
            ("ganduri", "Gânduri de mămică", 35),
        )
    )
    etichete = " ".join(
        f'<a href="/eticheta/{s}" style="font-size:{z}px">{esc(t)}</a>'
        for s, t, z in (
            ("carucior", "cărucior", 18),
            ("alaptare", "alăptare", 15),
            ("somn", "somnul bebelușului", 20),
            ("diversificare", "diversificare", 16),
            ("plimbari", "plimbări", 12),
            ("cumparaturi", "cumpărături", 13),
        )
    )
    body = f"""<body class="single">
<div id="pagina">
<div id="antet"><a href="/"><img src="/wp-content/themes/bebe/img/sigla.svg" width="360" height="80" alt="Mămica de la etajul 4"></a><p class="moto">Jurnalul unei mămici din București, cu un băiețel de doi ani și un cărucior prea mare</p></div>
<ul id="meniu">{nav([("/", "Acasă"), ("/categorie/sarcina", "Sarcină"), ("/categorie/bebelusi", "Bebeluși"), ("/categorie/retete", "Rețete"), ("/categorie/recenzii", "Recenzii"), ("/despre", "Despre mine"), ("/contact", "Contact")])}</ul>
<div id="continut">
<div class="articol">
<h1>Căruciorul perfect nu există: 5 lucruri pe care le-aș face altfel</h1>
<p class="meta">Publicat pe 12 februarie 2014 de <a href="/despre">Ioana</a> în <a href="/categorie/recenzii">Recenzii</a> · <a href="#comentarii">0 comentarii</a></p>
<p>Acum doi ani am petrecut trei weekenduri prin magazine ca să aleg căruciorul. Am citit forumuri, am făcut tabele, am împins cărucioare goale prin tot mallul. Și totuși am greșit. Iată ce aș face altfel dacă aș alege azi.</p>
<p><b>1. Aș măsura liftul.</b> Al nostru are 70 de centimetri. Căruciorul, 72. Știți restul.</p>
<p><b>2. Aș căra căruciorul pliat pe scări înainte să-l cumpăr.</b> 14 kilograme par puține în magazin.</p>
<p><img src="/wp-content/uploads/2014/02/carucior.svg" width="520" height="300" alt="Căruciorul nostru în fața blocului"></p>
<p><b>3. Aș alege roți mari.</b> Trotuarele din cartier nu sunt făcute pentru roți de zece centimetri. <b>4. Aș verifica dacă încape în portbagaj.</b> <b>5. Aș cumpăra husa de ploaie de la început.</b></p>
<div class="distribuie"><span>Îmi place 48</span> <span>Distribuie</span> <span>Pin it 12</span> <span>Trimite pe e-mail</span></div>
<p class="etichete-articol">Etichete: <a href="/eticheta/carucior">cărucior</a>, <a href="/eticheta/cumparaturi">cumpărături</a></p>
<div class="similare"><h3>Articole similare</h3><ul>{similare}</ul></div>
</div>
<div id="comentarii">
<h3>0 comentarii</h3>
<p class="niciunul">Niciun comentariu până acum. Fii prima care scrie!</p>
<form action="/wp-comments-post.php" method="post" id="formular"><h4>Lasă un comentariu</h4><p><input type="text" name="author" size="26"> Nume *</p><p><input type="text" name="email" size="26"> E-mail (nu va fi publicat) *</p><p><textarea name="comment" rows="6" cols="58"></textarea></p><p><input type="submit" value="Trimite comentariul"></p></form>
</div>
</div>
<div id="lateral">
<div class="widget despre"><h3>Bună, sunt Ioana!</h3><img src="/wp-content/themes/bebe/img/ioana.svg" width="80" height="80" alt="Ioana"><p>Mama lui Matei, fostă contabilă, actuală expertă în scutece. Scriu aici din 2012.</p></div>
<div class="widget club"><h3>Clubul viitoarelor mămici: DPN martie 2014</h3><p class="club-intro">Mămicile care nasc luna viitoare ne spun cum se simt.</p><ul class="dpn-lista">
{roster}
</ul><p><a href="/club-dpn">Intră în club</a></p></div>
<div class="widget"><h3>Cele mai citite</h3><ol>{nav([("/2013/12/lista-maternitate", "Lista mea pentru geanta de maternitate"), ("/2013/06/colici", "Colicii: ce ne-a ajutat pe noi"), ("/2013/09/diversificare", "Diversificarea, săptămâna 1")])}</ol></div>
<div class="widget"><h3>Categorii</h3><ul>{categorii}</ul></div>
<div class="widget"><h3>Etichete</h3><div class="nor">{etichete}</div></div>
<div class="widget"><h3>Abonează-te</h3><form action="/abonare" method="post"><input type="text" name="email" value="adresa ta de e-mail"> <input type="submit" value="Abonează-mă"></form><p class="mic">1.312 mămici primesc deja articolele pe e-mail.</p></div>
<div class="widget reclama"><small>Publicitate</small><img src="/wp-content/uploads/reclame/scutece-250.svg" width="250" height="250" alt="Scutece ecologice"></div>
<div class="widget"><h3>Arhivă</h3><select name="arhiva"><option>februarie 2014 (3)</option><option>ianuarie 2014 (6)</option><option>decembrie 2013 (5)</option><option>noiembrie 2013 (7)</option></select></div>
</div>
<div id="subsol"><p>{nav([("/despre", "Despre mine"), ("/colaborari", "Colaborări"), ("/politica-de-confidentialitate", "Politica de confidențialitate"), ("/contact", "Contact")], " · ")}</p><p>© 2012–2014 Mămica de la etajul 4. Textele și fotografiile îmi aparțin; preluarea doar cu acordul meu.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#fbeef2;font:14px/1.55 Georgia,serif;color:#4a3a40}#pagina{width:960px;margin:0 auto;background:#fff;overflow:hidden}#antet{text-align:center;padding:14px}.moto{font-style:italic;color:#b0798b;margin:4px 0}
#meniu{list-style:none;margin:0;padding:6px;background:#e8a5b8;text-align:center}#meniu li{display:inline;margin:0 10px}#meniu a{color:#fff;font-weight:bold}#continut{float:left;width:620px;padding:14px 20px}#lateral{float:right;width:270px;padding:14px 10px;font-size:12px}
.meta{font-size:11px;color:#aaa}.distribuie span{background:#f7e1e8;padding:1px 6px;margin-right:5px;font-size:11px}.etichete-articol{font-size:11px}.similare .dt{font-size:11px;color:#aaa}#comentarii{border-top:2px dashed #e8a5b8;margin-top:16px}.niciunul{color:#aaa}
.widget{margin-bottom:18px}.widget h3{font-size:14px;color:#c0607e;border-bottom:1px solid #f2cfd9}.dpn-lista{list-style:none;padding:0}.dpn-membra{overflow:hidden;border-bottom:1px dotted #f2cfd9;padding:6px 0}.dpn-poza{float:left;margin-right:6px}.dpn-data{display:block;font-size:10px;color:#c0607e}.dpn-stare{margin:2px 0 0 42px}.dpn-act{display:block;margin-left:42px;color:#bbb;font-size:10px}
.club-intro,.mic{font-size:11px;color:#999}.nor a{margin-right:5px}#subsol{clear:both;background:#e8a5b8;color:#fff;font-size:11px;padding:10px;text-align:center}#subsol a{color:#fff}
</style>"""
    return make(
        "fq-ro-plain-dpn",
        "lookalike",
        "ro",
        doc(
            "xhtml",
            title="Căruciorul perfect nu există: 5 lucruri pe care le-aș face altfel | Mămica de la etajul 4",
            lang="ro",
            head=css,
        )
        + body,
        [],
        path="/2014/02/caruciorul-perfect",
        container="-",
        heading=None,
        description="A Romanian parenting blog of February 2014 (invented), no reader comment: a post on choosing a pram, '0 comentarii', 'Niciun comentariu până acum. Fii prima care scrie!' and the form; in the sidebar 'Clubul viitoarelor mămici: DPN martie 2014', ul.dpn-lista of six li.dpn-membra (an avatar, b.dpn-nume NICKNAME, 'DPN: 3 martie 2014 · săpt. 37', p.dpn-stare a first-person line about the pregnancy, 'actualizat acum o oră' to 'acum o săptămână'): a due-date club's roster, not comments on the post. Furniture: a seven-link menu, share counts, tags, related posts with dates, an about box, most read, categories with counts, a tag cloud, a newsletter box with a subscriber count, an ad, an archive menu and a footer.",
        lookalikes=("ul.dpn-lista",),
        files={
            "/wp-content/themes/bebe/img/sigla.svg": svg(360, 80, "#e8a5b8", "Mămica de la etajul 4", 26),
            "/wp-content/themes/bebe/img/burtica.svg": svg(36, 36, "#f2cfd9"),
            "/wp-content/themes/bebe/img/ioana.svg": svg(80, 80, "#c0607e", "Ioana", 16),
            "/wp-content/uploads/2014/02/carucior.svg": svg(520, 300, "#8d6e63", "căruciorul", 26),
            "/wp-content/uploads/reclame/scutece-250.svg": svg(250, 250, "#81c784", "Scutece ecologice", 20),
        },
    )


# --------------------------------------------------------------------------- vi: a company tech blog, a security hall of fame, 2015


def vi_vinhdanh() -> Case:
    fame = (
        (
            "Nguyễn Minh Tuấn",
            "12/05/2015",
            "Trung bình",
            "Tham số redirect ở trang đăng nhập cho phép chuyển hướng người dùng sang tên miền bên ngoài.",
        ),
        (
            "Trần Thị Hồng Nhung",
            "03/05/2015",
            "Cao",
            "Có thể xem địa chỉ giao hàng của đơn hàng khác bằng cách đổi mã đơn trong API.",
        ),
        (
            "Lê Quốc Bảo",
            "21/04/2015",
            "Cao",
            "Ô tìm kiếm không lọc ký tự đặc biệt, chèn được mã JavaScript vào trang kết quả.",
        ),
        (
            "Phạm Gia Huy",
            "09/04/2015",
            "Trung bình",
            "Mã giảm giá dùng được nhiều lần nếu gửi hai yêu cầu cùng một lúc.",
        ),
        (
            "Đỗ Thanh Tâm",
            "28/03/2015",
            "Thấp",
            "Trang quên mật khẩu cho biết email nào đã đăng ký tài khoản.",
        ),
    )
    hall = "\n".join(
        f'<div class="vd-muc"><div class="vd-dau"><span class="vd-ten">{esc(n)}</span> <span class="vd-ngay">{d}</span></div>'
        f'<p class="vd-mota">{esc(x)}</p><span class="vd-muc-do">Mức độ: {m}</span> <span class="vd-trangthai">Đã khắc phục</span></div>'
        for n, d, m, x in fame
    )
    lienquan = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='ng'>{d}</span></li>"
        for h, x, d in (
            ("/2015/03/redis-cache-gio-hang", "Dùng Redis làm bộ nhớ đệm cho giỏ hàng", "19/03/2015"),
            ("/2015/01/tieng-viet-khong-dau", "Tìm kiếm tiếng Việt có dấu và không dấu", "27/01/2015"),
            (
                "/2014/11/giam-thoi-gian-tai-trang",
                "Giảm thời gian tải trang danh mục từ 4 giây xuống 1 giây",
                "06/11/2014",
            ),
        )
    )
    the_tag = " ".join(
        f'<a href="/tag/{s}" class="the">{esc(t)}</a>'
        for s, t in (
            ("elasticsearch", "Elasticsearch"),
            ("mysql", "MySQL"),
            ("php", "PHP"),
            ("redis", "Redis"),
            ("android", "Android"),
            ("bao-mat", "bảo mật"),
            ("hieu-nang", "hiệu năng"),
        )
    )
    body = f"""<body>
<div class="khung">
<header class="dau-trang"><a href="/" class="logo"><img src="/static/img/logo-chomay-tech.svg" width="300" height="60" alt="Chợ Mây Tech Blog"></a>
<nav><ul>{nav([("/", "Trang chủ"), ("/chu-de/backend", "Backend"), ("/chu-de/frontend", "Frontend"), ("/chu-de/mobile", "Mobile"), ("/chu-de/ha-tang", "Hạ tầng"), ("/tuyen-dung", "Tuyển dụng")])}</ul></nav></header>
<div class="noi-dung">
<article class="bai-viet">
<h1>Chuyển hệ thống tìm kiếm sang Elasticsearch: những gì chúng tôi học được</h1>
<p class="thong-tin">Đăng ngày 14/05/2015 bởi <a href="/tac-gia/hoang-long">Hoàng Long</a>, nhóm Tìm kiếm · 8 phút đọc</p>
<p>Đến đầu năm 2015, ô tìm kiếm của Chợ Mây vẫn chạy bằng truy vấn LIKE trên MySQL. Với 1,2 triệu sản phẩm và khoảng 40 truy vấn mỗi giây vào giờ cao điểm, mỗi lần tìm kiếm mất trung bình 1,8 giây và người dùng gõ "ao thun" sẽ không thấy "áo thun".</p>
<p>Sau ba tháng, chúng tôi đã chuyển toàn bộ sang một cụm Elasticsearch ba nút. Thời gian phản hồi trung bình giờ là 120 mili giây.</p>
<p><img src="/static/img/2015/05/bieu-do-thoi-gian.svg" width="560" height="280" alt="Biểu đồ thời gian phản hồi trước và sau"></p>
<h2>Ba bài học</h2>
<p><b>Tiếng Việt cần bộ phân tích riêng.</b> Chúng tôi lưu mỗi tên sản phẩm hai lần: có dấu và đã bỏ dấu.</p>
<p><b>Đồng bộ dữ liệu khó hơn tìm kiếm.</b> Hàng đợi cập nhật là phần tốn công nhất của dự án.</p>
<p><b>Đo trước khi tối ưu.</b> Một nửa số truy vấn chậm đến từ một bộ lọc giá viết sai.</p>
<div class="chia-se"><span>Thích 86</span> <span>Chia sẻ 31</span> <span>Tweet 9</span> <span>Google+ 4</span></div>
<p class="the-bai">Thẻ: <a href="/tag/elasticsearch">Elasticsearch</a>, <a href="/tag/mysql">MySQL</a>, <a href="/tag/hieu-nang">hiệu năng</a></p>
<div class="tac-gia"><img src="/static/img/hoang-long.svg" width="56" height="56" alt="Hoàng Long"><p><b>Hoàng Long</b> phụ trách nhóm Tìm kiếm tại Chợ Mây. Thích Go, cà phê sữa đá và những truy vấn dưới 100 mili giây.</p></div>
<div class="lien-quan"><h3>Bài viết liên quan</h3><ul>{lienquan}</ul></div>
<p class="thao-luan">Bạn có câu hỏi về bài viết? Hãy gửi cho chúng tôi qua <a href="/lien-he">trang liên hệ</a>.</p>
</article>
<aside class="cot-phai">
<section class="hop"><h3>Chúng tôi đang tuyển</h3><ul>{nav([("/tuyen-dung/backend-go", "Kỹ sư Backend (Go)"), ("/tuyen-dung/android", "Lập trình viên Android"), ("/tuyen-dung/sre", "Kỹ sư vận hành hệ thống")])}</ul></section>
<section class="hop vinh-danh"><h3>Bảng vinh danh bảo mật</h3><p class="gioi-thieu">Cảm ơn những bạn đã báo lỗi bảo mật cho Chợ Mây theo <a href="/bao-mat">chương trình báo lỗi</a>.</p>
{hall}
<p><a href="/bao-mat/vinh-danh">Xem toàn bộ bảng vinh danh</a></p></section>
<section class="hop"><h3>Bài viết mới</h3><ul>{nav([("/2015/05/elasticsearch", "Chuyển hệ thống tìm kiếm sang Elasticsearch"), ("/2015/04/ci-trong-10-phut", "Chạy toàn bộ CI trong 10 phút"), ("/2015/04/anh-san-pham-webp", "Ảnh sản phẩm WebP: tiết kiệm 30% băng thông")])}</ul></section>
<section class="hop"><h3>Thẻ</h3><div class="may-the">{the_tag}</div></section>
<section class="hop su-kien"><h3>Sự kiện</h3><p>Chợ Mây Tech Talk #7: "Tìm kiếm tiếng Việt" — 19:00 thứ Năm, 28/05/2015, tầng 9 văn phòng Chợ Mây. <a href="/su-kien/tech-talk-7">Đăng ký</a> (còn 23 chỗ)</p></section>
</aside>
</div>
<footer class="chan-trang"><p>{nav([("/gioi-thieu", "Giới thiệu"), ("/tuyen-dung", "Tuyển dụng"), ("/bao-mat", "Báo lỗi bảo mật"), ("/lien-he", "Liên hệ"), ("/feed", "RSS")], " · ")}</p><p>© 2015 Công ty Cổ phần Chợ Mây. Blog kỹ thuật của đội ngũ kỹ sư Chợ Mây.</p></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#f3f5f7;font:15px/1.6 "Helvetica Neue",Arial,sans-serif;color:#263238}.khung{width:1000px;margin:0 auto;background:#fff}.dau-trang{display:flex;justify-content:space-between;align-items:center;padding:12px 20px;border-bottom:1px solid #e0e0e0}
.dau-trang ul{list-style:none;margin:0;padding:0}.dau-trang li{display:inline;margin-left:16px}.dau-trang a{color:#00796b;text-decoration:none}.noi-dung{display:flex;gap:30px;padding:20px}.bai-viet{flex:1}.cot-phai{width:290px;font-size:13px}
.thong-tin{font-size:12px;color:#90a4ae}.chia-se span{background:#e0f2f1;padding:2px 8px;margin-right:6px;font-size:12px;border-radius:3px}.the-bai{font-size:12px}.tac-gia{display:flex;gap:12px;background:#fafafa;padding:10px;margin:14px 0}.lien-quan .ng{font-size:11px;color:#90a4ae}.thao-luan{font-size:13px;color:#78909c}
.hop{margin-bottom:20px}.hop h3{font-size:14px;text-transform:uppercase;color:#00796b;border-bottom:2px solid #00796b;padding-bottom:4px}.gioi-thieu{font-size:12px;color:#78909c}.vd-muc{border-bottom:1px solid #eceff1;padding:6px 0}.vd-ten{font-weight:bold}.vd-ngay{float:right;font-size:11px;color:#90a4ae}.vd-mota{margin:2px 0}
.vd-muc-do,.vd-trangthai{font-size:10px;background:#eceff1;padding:0 5px;border-radius:3px}.vd-trangthai{background:#c8e6c9}.may-the .the{display:inline-block;background:#eceff1;padding:1px 6px;margin:2px;border-radius:3px}.chan-trang{background:#263238;color:#b0bec5;font-size:12px;padding:14px 20px}.chan-trang a{color:#fff}
</style>"""
    return make(
        "fq-vi-plain-vinhdanh",
        "lookalike",
        "vi",
        doc(
            "html5",
            title="Chuyển hệ thống tìm kiếm sang Elasticsearch: những gì chúng tôi học được | Chợ Mây Tech Blog",
            lang="vi",
            head=css,
        )
        + body,
        [],
        path="/2015/05/elasticsearch",
        container="-",
        heading=None,
        description="A Vietnamese online shop's engineering blog of May 2015 (invented), no comment area at all (a line points readers to the contact page): a post on moving search to Elasticsearch; in the right column 'Bảng vinh danh bảo mật', the security programme's hall of fame: five div.vd-muc (span.vd-ten RESEARCHER, span.vd-ngay '12/05/2015', p.vd-mota the report's one-line summary, a severity and 'Đã khắc phục'), not comments. Furniture: a six-link menu, reading time, share counts, tags, an author box, related posts with dates, job openings, latest posts, a tag cloud, an event box with seats left and a footer.",
        lookalikes=("section.vinh-danh",),
        files={
            "/static/img/logo-chomay-tech.svg": svg(300, 60, "#00796b", "Chợ Mây Tech Blog", 24),
            "/static/img/2015/05/bieu-do-thoi-gian.svg": svg(560, 280, "#26a69a", "1,8 s → 120 ms", 28),
            "/static/img/hoang-long.svg": svg(56, 56, "#80cbc4", "HL", 18),
        },
    )


# --------------------------------------------------------------------------- hu: a farming weekly, comments beside a pest watch, 2013


def hu_kukorica() -> Case:
    cs = talk("""
kovacs_jani_gazda || 2 napja || Nálunk a homokon már sárgul a kukorica, a szemek is keményednek. Ha így marad az idő, szeptember közepén indul a kombájn.
Szabó Ferenc || tegnap 21:10 || A szárítás ára lesz a kérdés. Tavaly a szárító 9 ezer forintot kért tonnánként, idén még senki nem mondott semmit.
Erzsi néni a tanyáról || tegnap 22:45 || A csöves kukoricát mi még kézzel törjük, a disznóknak úgy jobb. Három hétvége és megvan.
agrármérnök_Béla || 5 órája || A korai érés nem feltétlenül jó hír: a hőség miatt sok helyen hiányos a szemtelítődés. Érdemes próbatörést csinálni, mielőtt eladjuk a termést.
Tóth Gergely || 3 órája || Szabó Ferinek: nálunk a szövetkezet 8 ezret mond, de csak tagoknak. Érdemes most lekötni.
""")
    hsz = "\n".join(
        f'<div class="hsz" id="hsz{5101 + i}">\n<div class="hsz-fej"><span class="hsz-sorszam">#{i + 1}</span> '
        f'<a class="hsz-nev" href="/tag/{5101 + i}">{esc(c.who)}</a> <span class="hsz-ido">{esc(c.at)}</span></div>\n'
        f'<div class="hsz-szoveg">{paras(c.raw)}</div>\n<div class="hsz-link"><a href="#uj-hsz">Válasz</a></div>\n</div>'
        for i, c in enumerate(cs)
    )
    figyelo = (
        (
            "Nagy István",
            "Laposhalom",
            "2013. 08. 26.",
            "kukoricabogár",
            "A sárga ragacsos lapokon hetente 60-70 bogár, a bibék nagy részét lerágták.",
        ),
        (
            "Horváth Anikó",
            "Nádasegyháza",
            "2013. 08. 24.",
            "amerikai szövőlepke",
            "Az út menti eperfákon és a kerti szilvákon sok a hernyófészek, ez már a második nemzedék.",
        ),
        (
            "Fekete Zoltán",
            "Dűlőháza",
            "2013. 08. 23.",
            "napraforgó-fehérpenész",
            "Az esős hét után a tányérok hátoldalán fehér bevonat, nagyjából a tábla öt százalékán.",
        ),
        (
            "Molnár Judit",
            "Felsőhomokos",
            "2013. 08. 21.",
            "repcebolha",
            "A kelő repcében már megjelentek, a sziklevelek lyukacsosak. Holnap permetezünk.",
        ),
        (
            "Varga Lajos",
            "Kőrisszeg",
            "2013. 08. 20.",
            "gyapottok-bagolylepke",
            "A csemegekukoricában rágás a csőveken, a feromoncsapdában heti 12 lepke.",
        ),
    )
    kf = "\n".join(
        f'<li class="kf"><span class="kf-kartevo">{esc(p)}</span><p class="kf-szoveg">{esc(x)}</p>'
        f'<p class="kf-bekuldo"><b>{esc(n)}</b>, {esc(v)} · {d}</p></li>'
        for n, v, d, p, x in figyelo
    )
    arak = "".join(
        f"<tr><td>{esc(t)}</td><td>{a}</td></tr>"
        for t, a in (
            ("Búza (étkezési)", "52 000 Ft/t"),
            ("Kukorica (új termés)", "41 500 Ft/t"),
            ("Napraforgó", "98 000 Ft/t"),
            ("Hízósertés (élősúly)", "395 Ft/kg"),
        )
    )
    legtobb = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='db'>({n})</span></li>"
        for h, x, n in (
            ("/hirek/2013/08/20/foldtorveny", "Földforgalmi törvény: mi változik szeptembertől?", 142),
            ("/hirek/2013/08/22/aszalykar", "Aszálykár-bejelentés: meddig lehet?", 61),
            (
                "/szantofold/2013/08/27/kukorica-betakaritas",
                "Idén korábban kezdődhet a kukorica betakarítása",
                5,
            ),
        )
    )
    kapcsolodo = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='dt'>{d}</span></li>"
        for h, x, d in (
            ("/szantofold/2013/08/13/homerseklet", "A hőség a kukorica felét megviselte", "2013. 08. 13."),
            ("/szantofold/2013/07/30/szarito", "Szárítókapacitás: elég lesz-e ősszel?", "2013. 07. 30."),
            (
                "/szantofold/2012/09/04/betakaritas-2012",
                "Elkezdődött a kukorica betakarítása",
                "2012. 09. 04.",
            ),
        )
    )
    body = f"""<body>
<div id="keret">
<div id="fejlec-felso"><span>2013. augusztus 29., csütörtök · Névnap: Beatrix, Erna</span> <span class="belep"><a href="/belepes">Belépés</a> | <a href="/regisztracio">Regisztráció</a></span></div>
<div id="fejlec"><a href="/"><img src="/kepek/hatarjaro-logo.svg" width="380" height="76" alt="Határjáró gazdahetilap"></a><img src="/kepek/hirdetes/468-vetomag.svg" width="468" height="60" alt="Őszi vetőmag-akció"></div>
<ul id="menu">{nav([("/", "Címlap"), ("/hirek", "Hírek"), ("/szantofold", "Szántóföld"), ("/allattartas", "Állattartás"), ("/kertesz", "Kertészet"), ("/gepek", "Gépek"), ("/piac", "Piac"), ("/palyazat", "Pályázatok"), ("/apro", "Apróhirdetés")])}</ul>
<div id="bal">
<div class="cikk">
<p class="rovat">Szántóföld</p>
<h1>Idén korábban kezdődhet a kukorica betakarítása</h1>
<p class="cikk-adat">2013. augusztus 27., kedd 08:30 · Írta: <b>Pintér Margit</b> · Olvasva: 3 412</p>
<p class="bevezeto">A nyári hőség és a csapadékhiány miatt az Alföld déli részén két-három héttel korábban érhet be a kukorica, mint az elmúlt években.</p>
<p>A megyei agrárkamara szaktanácsadói szerint a homokos talajokon már augusztus végén elkezdődhet a silókukorica betakarítása, a szemes kukoricáé pedig szeptember közepén. A hozamok a tavalyi aszályos évnél jobbak, de elmaradnak az átlagtól.</p>
<p><img src="/kepek/2013/08/kukoricatabla.svg" width="540" height="280" alt="Kukoricatábla augusztus végén"></p>
<p>A szaktanácsadók próbatörést javasolnak, és arra figyelmeztetnek, hogy a korai betakarításnál magasabb lehet a szemek víztartalma, ami a szárítási költséget növeli.</p>
<p class="cimkek">Címkék: <a href="/cimke/kukorica">kukorica</a>, <a href="/cimke/betakaritas">betakarítás</a>, <a href="/cimke/aszaly">aszály</a></p>
<div class="megosztas"><span>Tetszik 74</span> <span>Megosztás</span> <span>iWiW</span> <span>Nyomtatás</span></div>
<div class="kapcsolodo"><h3>Kapcsolódó cikkek</h3><ul>{kapcsolodo}</ul></div>
</div>
<div id="hozzaszolasok">
<h3>Hozzászólások (5)</h3>
<div class="hsz-lista">
{hsz}
</div>
<div id="uj-hsz"><p><b>Szóljon hozzá!</b> Hozzászóláshoz <a href="/belepes">be kell lépnie</a>.</p></div>
</div>
</div>
<div id="jobb">
<div class="doboz kartevo-figyelo"><h4>Kártevő-figyelő · olvasóink jelentik</h4><ul class="kf-lista">
{kf}
</ul><p class="kicsi"><a href="/kartevo-figyelo/bekuldes">Küldje el megfigyelését!</a></p></div>
<div class="doboz"><h4>Piaci árak</h4><table class="arak">{arak}</table><p class="kicsi">Forrás: felvásárlók, 2013. 08. 28.</p></div>
<div class="doboz"><h4>Legtöbb hozzászólás</h4><ol>{legtobb}</ol></div>
<div class="doboz hirdetes"><small>Hirdetés</small><img src="/kepek/hirdetes/250-traktor.svg" width="250" height="250" alt="Használt traktorok"></div>
<div class="doboz"><h4>Szavazás</h4><p>Mikor kezdi a kukorica betakarítását?</p><p>Augusztusban: 9% · Szeptember elején: 38% · Szeptember közepén: 41% · Később: 12%</p><p class="kicsi">Szavazatok: 1 087</p></div>
<div class="doboz"><h4>Időjárás</h4><p>Csütörtök: 31 °C, száraz · Péntek: 27 °C, zápor</p></div>
</div>
<div id="lablec"><p>{nav([("/impresszum", "Impresszum"), ("/elofizetes", "Előfizetés"), ("/mediaajanlat", "Médiaajánlat"), ("/adatvedelem", "Adatvédelem"), ("/kapcsolat", "Kapcsolat"), ("/rss", "RSS")], " | ")}</p><p>© 2013 Határjáró Lapkiadó Kft. Minden jog fenntartva. A hozzászólások a szerzők véleményét tükrözik.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e8e4d2;font:13px Arial,sans-serif}#keret{width:980px;margin:0 auto;background:#fff;overflow:hidden}#fejlec-felso{background:#3e5f1c;color:#dfe8c8;font-size:11px;padding:3px 10px}.belep{float:right}.belep a{color:#fff}
#fejlec{display:flex;justify-content:space-between;align-items:center;padding:10px}#menu{list-style:none;margin:0;padding:0;background:#6b8e23}#menu li{display:inline-block}#menu a{display:block;color:#fff;padding:7px 9px;font-weight:bold}
#bal{float:left;width:650px;padding:10px 14px}#jobb{float:right;width:280px;padding:10px}.rovat{color:#6b8e23;font-weight:bold;margin:0}h1{font-size:24px;margin:4px 0}.cikk-adat{font-size:11px;color:#888}.bevezeto{font-weight:bold}.cimkek{font-size:11px}.megosztas span{background:#eef3e0;padding:1px 5px;margin-right:4px;font-size:11px}.kapcsolodo .dt{font-size:10px;color:#999}
#hozzaszolasok{border-top:3px solid #6b8e23;margin-top:14px}.hsz{border-bottom:1px solid #e6e6e6;padding:6px 0}.hsz-sorszam{color:#aaa;font-size:11px}.hsz-nev{font-weight:bold;color:#3e5f1c}.hsz-ido{font-size:11px;color:#999;margin-left:6px}.hsz-szoveg p{margin:3px 0}.hsz-link{font-size:10px;text-align:right}
.doboz{border:1px solid #d8dfc4;margin-bottom:12px;padding:6px}.doboz h4{margin:-6px -6px 6px;background:#6b8e23;color:#fff;padding:4px 6px}.kf-lista{list-style:none;padding:0;margin:0}.kf{border-bottom:1px dotted #ccc;padding:5px 0}.kf-kartevo{background:#c62828;color:#fff;font-size:10px;padding:0 4px}.kf-szoveg{margin:3px 0}.kf-bekuldo{font-size:11px;color:#666;margin:0}
.arak{width:100%;font-size:11px}.arak td{border-bottom:1px solid #eee}.db,.kicsi{font-size:10px;color:#888}#lablec{clear:both;background:#3e5f1c;color:#dfe8c8;font-size:11px;padding:10px}#lablec a{color:#fff}
</style>"""
    return make(
        "fq-hu-mixed-kukorica",
        "mixed",
        "hu",
        doc(
            "html4t",
            title="Idén korábban kezdődhet a kukorica betakarítása - Határjáró gazdahetilap",
            lang="hu",
            head=css,
        )
        + body,
        cs,
        path="/szantofold/2013/08/27/kukorica-betakaritas",
        container="div#hozzaszolasok > div.hsz-lista after h3 'Hozzászólások (5)': div.hsz (div.hsz-fej: span.hsz-sorszam '#1', a.hsz-nev NAME, span.hsz-ido '3 órája'; div.hsz-szoveg p TEXT; 'Válasz'); flat; a login line below. Not comments: the right column's ul.kf-lista 'Kártevő-figyelő · olvasóink jelentik'",
        heading="Hozzászólások (5)",
        description="A Hungarian farming weekly of August 2013 (invented): the maize harvest may start early; 5 readers' comments, numbered, flat, with times relative to the day the page was saved ('2 napja', 'tegnap 21:10', '5 órája', '3 órája'); one addresses another by name in its text only. Beside it, in the right column, 'Kártevő-figyelő · olvasóink jelentik': five growers' pest sightings (li.kf: the pest as a badge, a short first-person text, 'b NAME, VILLAGE · 2013. 08. 26.'), not comments on the article. Furniture: a date and name-day strip with login links, a banner, a nine-link menu, a read count, tags, share counts, related articles with dates, market prices, most commented with counts, an ad, a poll's results, the weather and a footer.",
        lookalikes=("ul.kf-lista",),
        files={
            "/kepek/hatarjaro-logo.svg": svg(380, 76, "#3e5f1c", "Határjáró", 30),
            "/kepek/hirdetes/468-vetomag.svg": svg(468, 60, "#f9a825", "Őszi vetőmag-akció", 20),
            "/kepek/2013/08/kukoricatabla.svg": svg(540, 280, "#9e9d24", "kukoricatábla", 26),
            "/kepek/hirdetes/250-traktor.svg": svg(250, 250, "#c62828", "Használt traktorok", 20),
        },
    )


# --------------------------------------------------------------------------- tr: a student paper, comments beside a roommate board, 2015


def tr_yemekhane() -> Case:
    cs = talk("""
Elif Ş. || dün 23:10 || Yüzde 40 zam ama menü aynı: bir çorba, bir ana yemek, pilav. Burs 350 lira, ayın yarısı zaten yemeğe gidiyor.
mert_kaya || dün 23:48 || Dışarıda en ucuz döner 5 lira, hâlâ yemekhane daha ucuz. Ama ekmeği iki dilime düşürmeleri ayıp.
Zeynep Aydın || 6 saat önce || Öğrenci konseyi bu karara neden itiraz etmedi? Toplantı tutanağını yayınlasınlar.
Burak || 3 saat önce || Zeynep, konsey toplantısına ben de katıldım: itiraz edildi ama oylamada kaybettik. Tutanak perşembe panoya asılacakmış.
Selin Yurt || 1 saat önce || Mühendislik kampüsündeki kafeterya da fiyat artıracak mı? Orada da kimse bir şey söylemiyor.
Hasan Tahsin Öztürk || 25 dakika önce || Cuma günü 12.30'da rektörlük önünde toplanıyoruz. Tepsini al gel, o gün yemekhanede yemek yeme.
""")
    bolum = (
        "İktisat, 3. sınıf",
        "Makine Müh., 2. sınıf",
        "Sosyoloji, 4. sınıf",
        "Hukuk, 1. sınıf",
        "Kimya Müh., 3. sınıf",
        "Tarih, yüksek lisans",
    )
    katki = "\n".join(
        f'<div class="katki" id="k{881 + i}">\n<div class="katki-ust"><b class="katki-ad">{esc(c.who)}</b> '
        f'<span class="katki-bolum">{esc(bolum[i])}</span> <span class="katki-zaman">{esc(c.at)}</span></div>\n'
        f'<p class="katki-metin">{paras(c.raw, p=False)}</p>\n</div>'
        for i, c in enumerate(cs)
    )
    ilanlar = (
        (
            "Derya K.",
            "Moleküler Biyoloji",
            "15.02.2015",
            "Çamlıtepe'de 3+1 evde bir oda boşaldı. Kız ev arkadaşı arıyoruz, kira kişi başı 350 TL, faturalar hariç.",
        ),
        (
            "Onur Demirel",
            "Bilgisayar Mühendisliği",
            "14.02.2015",
            "Sahil Mahallesi'nde eşyalı 2+1 ev, okula otobüsle 15 dakika. Sigara içmeyen, sessiz bir erkek ev arkadaşı arıyorum.",
        ),
        (
            "Gizem & Ece",
            "Hemşirelik",
            "12.02.2015",
            "Yurttan çıkıyoruz. Kampüse yürüme mesafesinde ev tutmak için üçüncü bir kız arkadaş arıyoruz.",
        ),
        (
            "Kerem Aksoy",
            "Tarih",
            "10.02.2015",
            "Erasmus'a gidiyorum, odam mart-haziran arası boş. Eşyalı, kira 300 TL, evde bir kedi var!",
        ),
    )
    pano = "\n".join(
        f'<li class="ilan"><div class="ilan-kim"><b>{esc(n)}</b> · {esc(b)}</div><div class="ilan-metin">{esc(x)}</div><div class="ilan-tarih">{d} · <a href="/pano/mesaj">Mesaj gönder</a></div></li>'
        for n, b, d, x in ilanlar
    )
    son = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='tarih'>{d}</span></li>"
        for h, x, d in (
            (
                "/haber/2015/02/kutuphane-24-saat",
                "Merkez kütüphane finaller boyunca 24 saat açık",
                "13 Şubat 2015",
            ),
            ("/haber/2015/02/ring-seferleri", "Ring seferlerine akşam saatlerinde ek sefer", "11 Şubat 2015"),
            ("/kultur/2015/02/bahar-senligi", "Bahar şenliği sanatçıları belli oldu", "9 Şubat 2015"),
        )
    )
    cok_okunan = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='say'>{n} okunma</span></li>"
        for h, x, n in (
            ("/haber/2015/02/yemekhane-zam", "Yemekhanede öğle yemeği 4,20 liraya çıkıyor", "2.914"),
            ("/haber/2015/02/kutuphane-24-saat", "Merkez kütüphane finaller boyunca 24 saat açık", "1.377"),
            ("/spor/2015/02/basketbol-unilig", "Basketbol takımımız Unilig'de çeyrek finalde", "842"),
        )
    )
    body = f"""<body>
<div id="sayfa">
<div id="ust-serit"><span>Yeşilkaya Üniversitesi öğrenci gazetesi · 2009'dan beri</span> <span class="giris"><a href="/giris">Giriş</a> · <a href="/kayit">Kayıt ol</a></span></div>
<div id="baslik"><a href="/"><img src="/resim/kampus-postasi.svg" width="360" height="70" alt="Kampüs Postası"></a><p class="sayi">Sayı 87 · Şubat 2015</p></div>
<ul id="menu">{nav([("/", "Ana sayfa"), ("/haber", "Haber"), ("/kampus", "Kampüs"), ("/kultur", "Kültür-Sanat"), ("/spor", "Spor"), ("/kose", "Köşe yazıları"), ("/pano", "Pano"), ("/biz-kimiz", "Biz kimiz?")])}</ul>
<div id="sol">
<div class="haber">
<p class="kategori">Haber</p>
<h1>Yemekhanede öğle yemeği 3 liradan 4,20 liraya çıkıyor</h1>
<p class="kunye">16 Şubat 2015, Pazartesi · Haber: <b>Cansu Erdem</b> ve <b>Tolga Yıldız</b></p>
<div class="paylas"><span>Beğen 412</span> <span>Tweetle 96</span> <span>Paylaş</span></div>
<p class="spot">Sağlık, Kültür ve Spor Daire Başkanlığı, merkez yemekhanede tabldot öğle yemeğinin fiyatını bahar döneminden itibaren yüzde 40 artırdı.</p>
<p>Yeni fiyat 23 Şubat'tan itibaren geçerli olacak. Daire başkanlığı, artışın gerekçesi olarak gıda fiyatlarındaki yükselişi ve yemek firmasıyla yenilenen sözleşmeyi gösterdi.</p>
<p><img src="/resim/2015/02/yemekhane-kuyruk.svg" width="540" height="280" alt="Yemekhane kuyruğu"></p>
<p>Kampüs Postası'na konuşan öğrencilerin çoğu menüde bir değişiklik olmadığını söyledi. Öğrenci konseyi başkanı Ali Rıza Çetin, kararın konsey toplantısında oylandığını ve kabul edildiğini belirtti.</p>
<p class="etiket">Etiketler: <a href="/etiket/yemekhane">yemekhane</a>, <a href="/etiket/zam">zam</a>, <a href="/etiket/ogrenci-konseyi">öğrenci konseyi</a></p>
</div>
<div class="tartisma">
<h3>Tartışma</h3>
<p class="kural">Katkılar editörlerimizce okunduktan sonra yayımlanır. Lütfen saygılı olun.</p>
{katki}
<form action="/katki-gonder" method="post" class="katki-form"><p><b>Sen de katıl</b></p><p><input type="text" name="ad" size="26"> Adın</p><p><input type="text" name="bolum" size="26"> Bölümün</p><p><textarea name="metin" rows="4" cols="56"></textarea></p><p><input type="submit" value="Gönder"></p></form>
</div>
<div class="son-haberler"><h3>Son haberler</h3><ul>{son}</ul></div>
</div>
<div id="sag">
<div class="kutu pano"><h4>Ev Arkadaşı Panosu</h4><ul class="ilanlar">
{pano}
</ul><p class="kucuk"><a href="/pano/ilan-ver">İlan ver</a> · İlanlar 30 gün yayında kalır.</p></div>
<div class="kutu"><h4>Çok okunanlar</h4><ol>{cok_okunan}</ol></div>
<div class="kutu"><h4>Anket</h4><p>Yemekhane zammına ne diyorsun?</p><p>Haklı: 6% · Fazla: 71% · Yemekhaneyi kullanmıyorum: 23%</p><p class="kucuk">1.208 oy</p></div>
<div class="kutu reklam"><small>Reklam</small><img src="/resim/reklam/dershane-250.svg" width="250" height="250" alt="KPSS hazırlık"></div>
<div class="kutu"><h4>Bu hafta kampüste</h4><p class="kucuk">Çarşamba 18.00 Sinema kulübü: "Kış Uykusu" · Perşembe 12.30 Kariyer günleri, B Amfi</p></div>
</div>
<div id="alt"><p>{nav([("/biz-kimiz", "Biz kimiz?"), ("/yazar-ol", "Bize yaz"), ("/arsiv", "Arşiv"), ("/iletisim", "İletişim")], " | ")}</p><p>Kampüs Postası, Yeşilkaya Üniversitesi öğrencilerinin bağımsız gazetesidir. © 2015</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#ececec;font:14px/1.5 Arial,sans-serif;color:#222}#sayfa{width:980px;margin:0 auto;background:#fff;overflow:hidden}#ust-serit{background:#b71c1c;color:#fde0dc;font-size:11px;padding:4px 10px}.giris{float:right}.giris a{color:#fff}
#baslik{display:flex;justify-content:space-between;align-items:center;padding:10px}.sayi{color:#777;font-size:12px}#menu{list-style:none;margin:0;padding:0;background:#212121}#menu li{display:inline-block}#menu a{display:block;color:#fff;padding:8px 11px}
#sol{float:left;width:650px;padding:10px 14px}#sag{float:right;width:280px;padding:10px}.kategori{color:#b71c1c;font-weight:bold;margin:0}h1{font-size:25px;margin:4px 0}.kunye{font-size:11px;color:#888}.paylas span{background:#f2f2f2;padding:1px 6px;margin-right:5px;font-size:11px}.spot{font-weight:bold}.etiket{font-size:11px}
.tartisma{border-top:3px solid #b71c1c;margin-top:14px}.kural{font-size:11px;color:#888}.katki{border-bottom:1px solid #eee;padding:7px 0}.katki-ad{color:#b71c1c}.katki-bolum{font-size:11px;color:#777;margin-left:4px}.katki-zaman{float:right;font-size:11px;color:#aaa}.katki-metin{margin:3px 0}
.son-haberler .tarih{font-size:11px;color:#999}.kutu{border-top:3px solid #212121;margin-bottom:12px}.kutu h4{margin:4px 0}.ilanlar{list-style:none;padding:0;margin:0}.ilan{border-bottom:1px dashed #ccc;padding:5px 0;font-size:12px}.ilan-tarih{font-size:10px;color:#999}.say,.kucuk{font-size:10px;color:#888}
#alt{clear:both;background:#212121;color:#bbb;font-size:11px;padding:10px}#alt a{color:#fff}
</style>"""
    return make(
        "fq-tr-mixed-yemekhane",
        "mixed",
        "tr",
        doc(
            "html5",
            title="Yemekhanede öğle yemeği 3 liradan 4,20 liraya çıkıyor | Kampüs Postası",
            lang="tr",
            head=css,
        )
        + body,
        cs,
        path="/haber/2015/02/yemekhane-zam",
        container="div.tartisma after h3 'Tartışma' and a moderation line: div.katki (div.katki-ust: b.katki-ad NAME, span.katki-bolum DEPARTMENT, span.katki-zaman '3 saat önce'; p.katki-metin TEXT); flat; a form 'Sen de katıl' below. Not comments: the right column's ul.ilanlar 'Ev Arkadaşı Panosu'",
        heading="Tartışma",
        description="A Turkish university's student paper of February 2015 (invented): the canteen's lunch price rises 40%; 6 students' contributions under 'Tartışma', each with a name, a department and year, and a relative time ('dün 23:10', '6 saat önce', '25 dakika önce'); one addresses another by name in its text only; flat. Beside it, in the right column, 'Ev Arkadaşı Panosu': four students' roommate offers and requests (li.ilan: b NAME · DEPARTMENT, a short text, '15.02.2015 · Mesaj gönder'), not comments on the article. Furniture: a strip with login links, an issue number, an eight-link menu, share counts, tags, latest news with dates, most read with counts, a poll's results, an ad, this week's campus events and a footer.",
        lookalikes=("ul.ilanlar",),
        files={
            "/resim/kampus-postasi.svg": svg(360, 70, "#b71c1c", "Kampüs Postası", 28),
            "/resim/2015/02/yemekhane-kuyruk.svg": svg(540, 280, "#6d4c41", "yemekhane", 28),
            "/resim/reklam/dershane-250.svg": svg(250, 250, "#1565c0", "KPSS hazırlık", 22),
        },
    )

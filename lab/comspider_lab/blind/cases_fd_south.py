"""Blind set fd: three discussions further south and east. A Turkish hiking blog of 2012 (a pasted photo with a caption,
numbered lists of questions and answers, "Harika!", emoticons, answers nested), a Hebrew city news site of 2015
(right to left: a quoted passage of the article, a bulleted list, two links in a sentence, an edited note, replies
nested) and a Vietnamese cooking blog of 2016 (a pasted photo, an embedded video, a price table, "Ngon!",
emoticons, answers nested). Every site, name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fd_common import (
    Case,
    body_html,
    doc,
    emoticon_files,
    esc,
    kids,
    make,
    pictures,
    player,
    svg,
    talk,
)

# --------------------------------------------------------------------------- tr: a hiking blog, 2012


def tr_kackar() -> Case:
    cs = talk("""
Deniz_K || 8 Ağustos 2012, 22:10 || Fotoğraflar muhteşem! Biz de geçen yıl aynı yayladan çıkmıştık, sisin içinde kaybolduğumuz o günü hiç unutmam. // IMG:deniz-sis.svg ; Göle inerken sisten beş metre ötesi görünmüyordu // Bir sonraki turunuzda haber verin, belki birlikte gideriz {e:smile}
>Yürüyen Ayşe || 9 Ağustos 2012, 09:05 || Sis orada gerçekten çok hızlı çöküyor. Haber veririm tabii, eylülde yine gitmeyi düşünüyoruz.
Murat || 9 Ağustos 2012, 11:30 || Harika!
Selin Y. || 9 Ağustos 2012, 14:47 || Ben ilk defa böyle bir rotaya çıkacağım ve açıkçası biraz gerginim. Birkaç sorum olacak: // OL:Çadırı kiraladınız mı, yoksa kendi çadırınız mıydı? | Suyu nereden doldurdunuz, dereler içilebilir mi? | Yolda köpeklerle sorun yaşadınız mı? // Bir de ayakkabı konusunda ne önerirsiniz? Bizim ekipte herkes spor ayakkabıyla gelmeyi düşünüyor, bence bu iyi fikir değil.
>Yürüyen Ayşe || 9 Ağustos 2012, 18:20 || Selin merhaba! Sırayla yazayım: // OL:Kendi çadırımızdı, ama köyde kiralayan pansiyonlar var | Yüksekteki derelerden içtik, hiçbir sorun olmadı | Yayla köpekleri havlıyor ama çobanlar hemen çağırıyor // Spor ayakkabı konusunda size katılıyorum, bilek destekli bir bot şart. Özellikle inişlerde taşlar çok kaygan.
>>Selin Y. || 9 Ağustos 2012, 19:02 || Çok teşekkürler, bu cevabı ekibe okutacağım {e:laugh}
Kemal Usta || 10 Ağustos 2012, 07:40 || Köydeki pansiyonun adını yazabilir misiniz? Forumlarda hep aynı yeri övüyorlar ama adını kimse vermiyor.
""")
    path = "/yuruyenayse/2012/08/kackarlarda-uc-gun.html"
    k = kids(cs)
    fmt = {
        "IMG": '<div class="yorum-foto"><img src="{src}" width="{w}" height="{h}" alt=""><p class="foto-alti">{cap}</p></div>'
    }

    def one(i: int) -> str:
        c = cs[i]
        yazar = " yazar-yorumu" if c.who == "Yürüyen Ayşe" else ""
        text = body_html(c.raw, emo="/resimler/ifadeler/", img="/yuruyenayse/yorum-resimleri/", formats=fmt)
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<ol class="alt-yorumlar">{sub}</ol>' if sub else ""
        return (
            f'<li class="yorum-kutusu{yazar}" id="yorum-{3300 + i}">\n<div class="yorum-ust"><img class="profil" src="/resimler/profil.svg" width="40" height="40" alt="">'
            f'<span class="yorumcu">{esc(c.who)}</span> <span class="dedi">dedi ki:</span><br><a class="yorum-tarihi" href="#yorum-{3300 + i}">{esc(c.at)}</a></div>\n'
            f'<div class="yorum-govde">{text}</div>\n<a class="cevapla" href="?cevap={3300 + i}#yorum-yaz">Cevapla</a>\n{sub}</li>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<div id="kap">
<div id="baslik"><h1><a href="/yuruyenayse/">Yürüyen Ayşe</a></h1><p>Dağlar, yaylalar, uzun yollar</p></div>
<div id="menu"><a href="/yuruyenayse/">Ana Sayfa</a> | <a href="/yuruyenayse/rotalar/">Rotalar</a> | <a href="/yuruyenayse/ekipman/">Ekipman</a> | <a href="/yuruyenayse/hakkimda/">Hakkımda</a></div>
<div id="orta">
<div class="yazi">
<h2>Kaçkarlar'da üç gün</h2>
<p class="yazi-bilgi">8 Ağustos 2012 &middot; <a href="/yuruyenayse/kategori/rotalar/">Rotalar</a> &middot; <a href="#yorumlar">7 Yorum</a></p>
<p>Üç gün, iki gece, yaklaşık 38 kilometre. Yayladan başlayıp iki gölün yanından geçerek geçide çıktık, ikinci gece göl kenarında kamp kurduk.</p>
<p><img src="/yuruyenayse/resimler/gol-kamp.svg" width="440" height="290" alt="göl kenarında kamp"></p>
<p>Birinci gün yağmur yedik, ikinci gün sis, üçüncü gün ise hayatımın en berrak sabahını yaşadım. Geçitten bakınca bulutların üstündeydik.</p>
<p>Malzeme listesini ve rota haritasını bir sonraki yazıda paylaşacağım.</p>
</div>
<div id="yorumlar">
<h3>7 Yorum</h3>
<ol class="yorum-listesi">
{comments}</ol>
</div>
<div id="yorum-yaz"><h3>Yorum Yaz</h3><form action="/yuruyenayse/yorum-gonder" method="post"><p><input type="text" name="ad"> Adınız</p><p><input type="text" name="eposta"> E-posta</p><p><textarea name="yorum" rows="5" cols="50"></textarea></p><p><input type="submit" value="Gönder"></p></form></div>
</div>
<div id="yan">
<div class="kutu"><h4>Son Yazılar</h4><ul><li><a href="/yuruyenayse/2012/08/kackarlarda-uc-gun.html">Kaçkarlar'da üç gün</a></li><li><a href="/yuruyenayse/2012/07/uludag-gece-yuruyusu.html">Uludağ'da gece yürüyüşü</a></li><li><a href="/yuruyenayse/2012/06/ilk-cadirim.html">İlk çadırım</a></li></ul></div>
<div class="kutu"><h4>Kategoriler</h4><ul><li><a href="/yuruyenayse/kategori/rotalar/">Rotalar</a> (14)</li><li><a href="/yuruyenayse/kategori/ekipman/">Ekipman</a> (6)</li></ul></div>
<div class="kutu"><h4>Takip Et</h4><p><a href="/yuruyenayse/rss">RSS</a></p></div>
</div>
<div id="son">Yürüyen Ayşe &copy; 2012</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dde5d3;font:13px Trebuchet MS,Arial,sans-serif}#kap{width:880px;margin:0 auto;background:#fff}#baslik{padding:18px;background:#2e5e3e;color:#fff}#baslik a{color:#fff}
#menu{padding:5px 18px;background:#c7d8b8}#orta{float:left;width:600px;padding:10px 18px}#yan{float:right;width:220px;padding:10px}#son{clear:both;text-align:center;color:#888;padding:6px}
.yazi-bilgi{font-size:11px;color:#888}.yorum-listesi,.alt-yorumlar{list-style:none;padding-left:0}.alt-yorumlar{margin-left:40px}.yorum-kutusu{border:1px solid #e2e8dc;margin:6px 0;padding:6px}
.yazar-yorumu{background:#f3f8ee}.profil{float:left;margin-right:6px}.yorumcu{font-weight:bold}.dedi,.yorum-tarihi{font-size:11px;color:#888}.yorum-govde{clear:left}
.foto-alti{font-size:11px;color:#555;margin:2px 0}.cevapla{font-size:11px}
</style>"""
    files = {
        "/resimler/profil.svg": svg(40, 40, "#9ab08a"),
        "/yuruyenayse/resimler/gol-kamp.svg": svg(440, 290, "#4f7d5e", "kamp"),
        **pictures("/yuruyenayse/yorum-resimleri/", cs, "#9aa6a0"),
        **emoticon_files("/resimler/ifadeler/"),
    }
    html = doc("xhtml", title="Kaçkarlar'da üç gün | Yürüyen Ayşe", lang="tr", head=css)
    return make(
        "fd-tr-blog-kackar",
        "discussion",
        "tr",
        html + body,
        cs,
        path=path,
        container="div#yorumlar after '7 Yorum': ol.yorum-listesi, one li.yorum-kutusu a comment (div.yorum-ust avatar, span.yorumcu NAME 'dedi ki:', a.yorum-tarihi DATE; div.yorum-govde TEXT: p blocks, a pasted photo div.yorum-foto with p.foto-alti caption, numbered lists; 'Cevapla'); the blogger's li also .yazar-yorumu; answers in ol.alt-yorumlar inside the parent's li",
        heading="7 Yorum",
        description="A Turkish hiking blog of 2012 (invented host-free blog): 7 comments (4 top-level, 3 answers) on a three-day trek; one pastes a photo with a caption between its paragraphs, one asks three numbered questions and the blogger answers with three numbered answers, one is 'Harika!'; emoticons; recent posts, categories and an RSS link in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- he: a city news site, 2015


def he_ofanaim() -> Case:
    cs = talk("""
רונית מחיפה || 22/03/2015 08:14 || Q:לפי העירייה, 40 תחנות יפעלו עד סוף השנה, רובן באזור הכרמל ומרכז העיר. // ומה עם הדר ועם השכונות במזרח העיר? שוב שכחו את השכונות שבאמת צריכות תחבורה.
>אבי כ. || 22/03/2015 08:50 || בחלק מהשכונות האלה יש עליות של 12 אחוז, מי ירכב שם על אופניים שכורים?
>>רונית מחיפה || 22/03/2015 09:20 || אופניים חשמליים, אבי. זה בדיוק המקרה שבשבילו ממציאים אותם. || edit=22/03/2015 09:26
דני || 22/03/2015 10:02 || כל הכבוד {e:smile}
מיכל לוי || 22/03/2015 11:45 || השתמשתי שנתיים בשירות דומה בעיר אחרת. מה שכדאי לדעת מראש: // UL:המנוי השנתי משתלם רק אם רוכבים יותר מפעמיים בשבוע | בשעות הבוקר התחנות במרכז ריקות לגמרי | האפליקציה לא תמיד מראה נכון כמה אופניים יש בתחנה // ובכל זאת, אני ממליצה. זה שינה לי את הדרך לעבודה.
יוסי ב. || 22/03/2015 13:30 || למי שרוצה לקרוא את המכרז המלא: [מסמכי המכרז](http://www.kiryat-hayam.example.co.il/michrazim/2015-07) ויש גם [מפת התחנות המתוכננות](http://www.kiryat-hayam.example.co.il/mapot/ofanaim) באתר העירייה
>מיכל לוי || 22/03/2015 14:05 || תודה יוסי, לא ידעתי שהמפה כבר פורסמה.
""")
    path = "/news/local/2015/03/22/ofanaim-shitufiim-40-tachanot"
    k = kids(cs)

    def one(i: int) -> str:
        c = cs[i]
        edit = f'<div class="tg-edit">נערך לאחרונה: {esc(c.extra["edit"])}</div>' if "edit" in c.extra else ""
        text = body_html(c.raw, emo="/i/smile/", formats={"Q": '<blockquote class="tg-cite">{}</blockquote>'})
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<div class="tg-replies">{sub}</div>' if sub else ""
        return (
            f'<div class="tg" id="tg{90210 + i}">\n<div class="tg-top"><span class="tg-who">{esc(c.who)}</span> <span class="tg-when">{esc(c.at)}</span></div>\n'
            f'<div class="tg-body">{text}</div>\n{edit}<div class="tg-tools"><a href="#tg-new">הגב</a> | <a href="/report?tg={90210 + i}">דווח</a></div>\n{sub}</div>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<div id="site">
<div id="masthead"><a href="/" class="brand">קריית הים היום</a><span class="today">יום ראשון, 22 במרץ 2015</span>
<ul class="nav"><li><a href="/news/local/">מקומי</a></li><li><a href="/news/city-hall/">עירייה</a></li><li><a href="/culture/">תרבות</a></li><li><a href="/sport/">ספורט</a></li></ul></div>
<div id="col-main">
<h1>40 תחנות לאופניים שיתופיים: השירות יושק בקיץ</h1>
<p class="byline">מאת נועה ברק | 22/03/2015 07:30</p>
<p class="lead">העירייה חתמה על הסכם עם חברת ההפעלה. המנוי השנתי יעלה 240 שקלים.</p>
<p>לפי העירייה, 40 תחנות יפעלו עד סוף השנה, רובן באזור הכרמל ומרכז העיר. בשלב השני, בשנה הבאה, יתווספו תחנות ליד הנמל ולאורך הטיילת.</p>
<p>נסיעה של עד חצי שעה תהיה כלולה במנוי. מי שאין לו מנוי ישלם עשרה שקלים לנסיעה.</p>
<p><img src="/i/news/tachana.svg" width="460" height="280" alt="תחנת אופניים"></p>
<div id="talkbacks">
<h2>תגובות <span class="tg-count">(7)</span></h2>
{comments}<div id="tg-new"><a href="/talkback/new?article=55120">הוסיפו תגובה</a></div>
</div>
</div>
<div id="col-side">
<div class="side-box"><h3>הכי נקראות</h3><ol><li><a href="/news/local/2015/03/21/hanamal">הנמל הישן נפתח לציבור</a></li><li><a href="/news/local/2015/03/22/ofanaim-shitufiim-40-tachanot">40 תחנות לאופניים שיתופיים</a></li></ol></div>
<div class="side-box"><img src="/i/ad.svg" width="200" height="200" alt="פרסומת"></div>
</div>
<div id="foot">&copy; 2015 קריית הים היום</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eee;font:14px Arial,sans-serif;direction:rtl}#site{width:940px;margin:0 auto;background:#fff}#masthead{padding:10px 16px;background:#0b4f6c;color:#fff}
.brand{color:#fff;font:bold 28px Arial;text-decoration:none}.today{float:left;font-size:12px}.nav li{display:inline;margin-left:12px}.nav a{color:#fff}
#col-main{float:right;width:640px;padding:10px 16px}#col-side{float:left;width:240px;padding:10px}#foot{clear:both;text-align:center;padding:8px;color:#888}
.byline{font-size:12px;color:#777}.lead{font-weight:bold}.tg{border-bottom:1px solid #ddd;padding:6px 0}.tg-who{font-weight:bold;color:#0b4f6c}.tg-when,.tg-edit{font-size:11px;color:#888}
.tg-cite{margin:4px 16px;padding:4px;border-right:3px solid #0b4f6c;background:#f3f7f9}.tg-replies{margin-right:30px}.tg-tools{font-size:11px}
</style>"""
    files = {
        "/i/news/tachana.svg": svg(460, 280, "#3d7d9a", "תחנה"),
        "/i/ad.svg": svg(200, 200, "#ddd", "AD"),
        **emoticon_files("/i/smile/"),
    }
    html = doc("html5", title="40 תחנות לאופניים שיתופיים | קריית הים היום", lang="he", head=css, rtl=True)
    return make(
        "fd-he-news-ofanaim",
        "discussion",
        "he",
        html + body,
        cs,
        path=path,
        container="div#talkbacks after 'תגובות (7)': one div.tg a comment (div.tg-top span.tg-who NAME, span.tg-when DATE; div.tg-body TEXT: p blocks, a blockquote.tg-cite quoting the article, a bulleted list, two links in a sentence; div.tg-edit 'נערך לאחרונה: DATE' on one; 'הגב | דווח'); replies in div.tg-replies inside the parent (two deep once)",
        heading="תגובות (7)",
        description="A Hebrew city news site of 2015 (invented town and site), right to left: 7 comments (4 top-level, 3 replies) on a bike-share launch; the first opens with a blockquote of the article, one is only 'כל הכבוד' and an emoticon, one holds a bulleted list, one two links in one sentence, one an edited note; most-read list and an ad beside.",
        files=files,
    )


# --------------------------------------------------------------------------- vi: a cooking blog, 2016


def vi_banhxeo() -> Case:
    cs = talk("""
Thu Hà || 14/05/2016 lúc 20:11 || Công thức chuẩn quá chị ơi! Em làm theo lần đầu mà bánh giòn rụm {e:heart} // IMG:thuha-banhxeo.svg ; Mẻ bánh đầu tiên của em, hơi cháy cạnh một chút
>Bếp nhà Mai || 14/05/2016 lúc 21:30 || Nhìn ngon lắm em! Cháy cạnh là do chảo nóng quá, lần sau em hạ lửa vừa là được.
Anh Tuấn || 15/05/2016 lúc 07:02 || Ngon!
Cô Ba Sài Gòn || 15/05/2016 lúc 09:40 || Cô làm bánh xèo mấy chục năm rồi, góp ý chút xíu: bột phải pha nước cốt dừa và để nghỉ ít nhất hai tiếng thì bánh mới thơm. Con xem thêm clip này cô quay ở nhà nè: // VID:bx20160515 // Nhớ rau sống phải đủ loại, thiếu lá cách là mất ngon.
>Bếp nhà Mai || 15/05/2016 lúc 10:15 || Dạ con cảm ơn cô! Lá cách ở Hà Nội khó tìm quá, con toàn phải thay bằng lá lốt.
>>Cô Ba Sài Gòn || 15/05/2016 lúc 11:00 || Lá lốt cũng được con, nhưng nếu có dịp vô Nam thì nhất định phải ăn với lá cách nha {e:smile}
Minh Khoa || 16/05/2016 lúc 18:25 || Mình đi chợ mua nguyên liệu hết khoảng chừng này, ai cần thì tham khảo: // TAB:Nguyên liệu ; Số lượng ; Giá | Bột gạo ; 500 g ; 18.000đ | Nước cốt dừa ; 1 lon ; 25.000đ | Tôm ; 300 g ; 75.000đ | Giá đỗ, rau sống ; 1 rổ ; 20.000đ // Tổng cộng chưa tới 150 nghìn cho cả nhà năm người ăn no.
>Thu Hà || 16/05/2016 lúc 19:02 || Tôm ở chợ em đắt hơn nhiều, 300 g mà tới 90 nghìn {e:sad}
""")
    path = "/bep-nha-mai/banh-xeo-mien-tay"
    k = kids(cs)
    fmt = {
        "IMG": '<figure class="bl-anh"><img src="{src}" width="{w}" height="{h}" alt=""><figcaption>{cap}</figcaption></figure>',
        "VID": '<div class="bl-video"><iframe src="{src}" width="420" height="236" frameborder="0" allowfullscreen></iframe></div>',
        "TAB": '<table class="bl-bang">{}</table>',
    }

    def one(i: int) -> str:
        c = cs[i]
        tg = ' <em class="bl-tacgia">Tác giả</em>' if c.who == "Bếp nhà Mai" else ""
        text = body_html(
            c.raw, emo="/assets/emo/", img="/bep-nha-mai/anh-binh-luan/", video="/vidzone/embed/", formats=fmt
        )
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<div class="bl-traloi">{sub}</div>' if sub else ""
        return (
            f'<article class="bl" id="bl-{7700 + i}">\n<header class="bl-dau"><b class="bl-ten">{esc(c.who)}</b>{tg} '
            f'<time class="bl-luc">{esc(c.at)}</time></header>\n<div class="bl-noidung">{text}</div>\n'
            f'<footer class="bl-chan"><a href="#gui-bl">Trả lời</a> &middot; <a href="#bl-{7700 + i}">Thích</a></footer>\n{sub}</article>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<header id="dau-trang"><a href="/bep-nha-mai/" class="ten-blog">Bếp nhà Mai</a><nav><a href="/bep-nha-mai/">Trang chủ</a> <a href="/bep-nha-mai/mon-chinh/">Món chính</a> <a href="/bep-nha-mai/mon-banh/">Món bánh</a> <a href="/bep-nha-mai/lien-he/">Liên hệ</a></nav></header>
<main id="than">
<article class="bai-viet">
<h1>Bánh xèo miền Tây giòn rụm</h1>
<p class="ngay-dang">Đăng ngày 14/05/2016 trong <a href="/bep-nha-mai/mon-banh/">Món bánh</a></p>
<p>Bánh xèo là món mà mỗi lần về quê ngoại ở Cần Thơ, bà em đều làm cho cả nhà. Hôm nay em chia sẻ cách làm theo kiểu của bà, vỏ mỏng, giòn, vàng ươm.</p>
<p><img src="/bep-nha-mai/anh/banh-xeo.svg" width="460" height="300" alt="bánh xèo"></p>
<p><strong>Nguyên liệu:</strong> bột gạo, bột nghệ, nước cốt dừa, tôm, thịt ba chỉ, giá đỗ, hành lá và rau sống các loại.</p>
<p>Pha bột với nước cốt dừa và một chút nghệ, để nghỉ một tiếng. Đổ một muôi bột vào chảo thật nóng, xoay đều, cho nhân vào rồi đậy nắp ba phút.</p>
</article>
<section id="binh-luan">
<h2>8 bình luận</h2>
{comments}<div id="gui-bl"><h3>Gửi bình luận</h3><form method="post" action="/bep-nha-mai/binh-luan"><input name="ten" placeholder="Tên"> <input name="email" placeholder="Email"><br><textarea name="noidung" rows="4" cols="50"></textarea><br><button type="submit">Gửi</button></form></div>
</section>
</main>
<aside id="canh"><h3>Món mới</h3><ul><li><a href="/bep-nha-mai/banh-xeo-mien-tay">Bánh xèo miền Tây</a></li><li><a href="/bep-nha-mai/canh-chua-ca-loc">Canh chua cá lóc</a></li><li><a href="/bep-nha-mai/che-buoi">Chè bưởi</a></li></ul></aside>
<footer id="cuoi-trang">&copy; 2016 Bếp nhà Mai</footer>
</body>
</html>
"""
    css = """<style>
body{margin:0 auto;max-width:980px;font:15px/1.6 Arial,sans-serif;color:#333;background:#fffaf2}#dau-trang{padding:14px 18px;background:#e85d2a}#dau-trang a{color:#fff;margin-right:12px}
.ten-blog{font:bold 26px Georgia,serif}#than{float:left;width:650px;padding:10px 18px}#canh{float:right;width:240px;padding:10px}#cuoi-trang{clear:both;text-align:center;color:#999;padding:8px}
.ngay-dang{font-size:12px;color:#999}.bl{border-top:1px solid #f0dccb;padding:8px 0}.bl-ten{color:#e85d2a}.bl-tacgia{font-size:11px;background:#e85d2a;color:#fff;padding:0 4px;font-style:normal}
.bl-luc{font-size:12px;color:#999}.bl-anh figcaption{font-size:12px;color:#777}.bl-bang{border-collapse:collapse}.bl-bang td,.bl-bang th{border:1px solid #ddd;padding:2px 8px}
.bl-traloi{margin-left:36px}.bl-chan{font-size:12px}
</style>"""
    files = {
        "/bep-nha-mai/anh/banh-xeo.svg": svg(460, 300, "#e0a43a", "bánh xèo"),
        **pictures("/bep-nha-mai/anh-binh-luan/", cs, "#d9a04a"),
        **player("/vidzone/embed/", cs),
        **emoticon_files("/assets/emo/"),
    }
    html = doc("html5", title="Bánh xèo miền Tây giòn rụm - Bếp nhà Mai", lang="vi", head=css)
    return make(
        "fd-vi-blog-banhxeo",
        "discussion",
        "vi",
        html + body,
        cs,
        path=path,
        container="section#binh-luan after '8 bình luận': one article.bl a comment (header.bl-dau b.bl-ten NAME, em 'Tác giả' on the blogger's, time.bl-luc DATE; div.bl-noidung TEXT: p blocks, a figure with figcaption, an iframe to the video host's embed page, a price table; footer 'Trả lời · Thích'); answers in div.bl-traloi inside the parent article",
        heading="8 bình luận",
        description="A Vietnamese cooking blog of 2016 (invented): 8 comments (4 top-level, 4 answers, two deep once) under a bánh xèo recipe; one pastes a photo with a caption after her words, one embeds a video (an iframe to an invented video host's embed page, no text inside) between two paragraphs, one holds a price table, one is 'Ngon!'; emoticons; new recipes beside.",
        files=files,
    )

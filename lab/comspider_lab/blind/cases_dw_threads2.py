"""Blind set DW: three more small discussions as their sites printed them in the served HTML: a Greek local news site
of 2017 (one reader's view under "Η γνώμη σας" in a plain div after the article, signed after the text), an
Indonesian food blog of 2020 (no heading at all, only the form's label; the blogger answers; no times) and a Tanzanian
Swahili news site of 2018 (a definition list after a rule, no heading, the answer in a nested list, one entry without
time). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dw_common import Case, esc, head, kids, links, make, paras, talk

# --------------------------------------------------------------------------- el: a local news site, 2017


def el_kentro() -> Case:
    cs = talk("""
Δημήτρης Παπαδόγιαννης @ 14/06/2017 22:10 ~ 2017-06-14T22:10:00+03:00 :: Η ανακαίνιση χρειαζόταν, κανείς δεν το αρνείται. Δύο μήνες όμως χωρίς γιατρό στο χωριό, μέσα στο καλοκαίρι που ο πληθυσμός τριπλασιάζεται, είναι πρόβλημα. // Ας μείνει τουλάχιστον ένας γιατρός στο ΚΑΠΗ για τα επείγοντα και για τις συνταγές των ηλικιωμένων, αλλιώς όλοι θα κατεβαίνουν στην πόλη.
""")
    c = cs[0]
    entry = (
        f'<div class="gnomi" id="g-3391">{paras(c.body)}'
        f'<p class="ypografi">— {esc(c.who)}, <span>{esc(c.at)}</span></p></div>'
    )
    css = """body{margin:0;background:#fafafa;font:15px/1.55 'Open Sans',Arial,sans-serif;color:#2b2b2b}a{color:#00639a}
.cookie-bar{position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;font-size:13px;padding:10px 16px;z-index:9}
.cookie-bar button{background:#f5a623;border:0;padding:5px 12px;margin-left:10px}
.topbar{background:#00639a;color:#fff;font-size:12px}.inner{max-width:1080px;margin:0 auto;padding:0 12px}
.topbar .inner{display:flex;justify-content:space-between;padding:6px 12px}.masthead{background:#fff;padding:16px 0}
.masthead .brand{font:800 32px 'Roboto Slab',Georgia,serif;color:#00639a;text-decoration:none}.masthead .slogan{color:#888;font-size:13px;margin-left:12px}
.menu{background:#fff;border-top:1px solid #e2e2e2;border-bottom:3px solid #00639a}.menu ul{display:flex;list-style:none;margin:0 auto;max-width:1080px;padding:0 12px}
.menu a{display:block;padding:10px 12px;color:#2b2b2b;font-weight:600;text-decoration:none;font-size:14px}
.layout{display:flex;gap:28px;max-width:1080px;margin:20px auto;padding:0 12px}.kyrio{flex:0 0 720px;background:#fff;padding:22px}.plaino{flex:1}
.kathgoria{font-size:12px;font-weight:700;color:#c0392b;text-transform:uppercase}.arthro h1{font:700 30px/1.25 'Roboto Slab',Georgia,serif;margin:8px 0}
.meta{font-size:13px;color:#888;margin-bottom:12px}.perilipsi{font-size:17px;font-weight:600}.arthro-keimeno p{margin:0 0 14px}
.addthis_inline_share_toolbox{margin:14px 0;font-size:12px}.addthis_inline_share_toolbox a{display:inline-block;padding:4px 10px;margin-right:4px;background:#eee;color:#333;text-decoration:none}
.etiketes a{font-size:12px;margin-right:6px}.gnomes{margin-top:28px;border-top:2px solid #00639a;padding-top:10px}
.gnomes h4{font:700 18px 'Roboto Slab',Georgia,serif;margin:0 0 10px}.gnomi{background:#f4f8fb;padding:12px 16px;margin-bottom:12px}
.gnomi p{margin:0 0 8px}.ypografi{font-size:13px;color:#666;font-style:italic;text-align:right}
.gnomes form label{display:block;font-size:13px;margin-top:8px}.gnomes form input,.gnomes form textarea{width:96%;padding:6px;border:1px solid #ccc}
.gnomes .oroi{font-size:11px;color:#999}.box{background:#fff;padding:14px;margin-bottom:18px}.box h3{margin:0 0 10px;font-size:15px;border-left:4px solid #00639a;padding-left:8px}
.box ol{padding-left:20px;margin:0}.box li{margin-bottom:6px;font-size:14px}.diafimisi{height:250px;background:#ececec;color:#aaa;font-size:11px;text-align:center;line-height:250px}
.footer{background:#1f2a33;color:#9aa8b3;font-size:12px;padding:22px 12px;text-align:center}.footer a{color:#fff}"""
    menu = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Επικαιρότητα", "epikairotita"),
            ("Αυτοδιοίκηση", "aftodioikisi"),
            ("Υγεία", "ygeia"),
            ("Οικονομία", "oikonomia"),
            ("Αθλητικά", "athlitika"),
            ("Πολιτισμός", "politismos"),
            ("Απόψεις", "apopseis"),
        )
    )
    body = f"""<div class="topbar"><div class="inner"><span>Τετάρτη, 14 Ιουνίου 2017</span><span>Μεσοχώρι 29°C · Αίθριος</span><span><a href="/epikoinonia/" style="color:#fff">Επικοινωνία</a></span></div></div>
<div class="masthead"><div class="inner"><a class="brand" href="/">Μεσοχώρι Σήμερα</a><span class="slogan">Ειδήσεις από το Μεσοχώρι και τα γύρω χωριά</span></div></div>
<nav class="menu"><ul>{menu}</ul></nav>
<div class="layout">
<div class="kyrio">
<article class="arthro">
<div class="kathgoria">Υγεία</div>
<h1>Κλειστό για δύο μήνες το Κέντρο Υγείας Μεσοχωρίου λόγω ανακαίνισης</h1>
<div class="meta">Από <a href="/syntaktes/eleni-karra/">Ελένη Καρρά</a> · 14/06/2017 - 10:42</div>
<p class="perilipsi">Οι εργασίες ξεκινούν στις 3 Ιουλίου. Οι ασθενείς θα εξυπηρετούνται στο Κέντρο Υγείας της πόλης, σε απόσταση 28 χιλιομέτρων.</p>
<img src="/_avatar/images/2017/06/kentro-ygeias.svg" width="676" height="380" alt="Το Κέντρο Υγείας Μεσοχωρίου">
<div class="arthro-keimeno">
<p>Για δύο μήνες θα παραμείνει κλειστό το Κέντρο Υγείας Μεσοχωρίου, καθώς ξεκινούν στις 3 Ιουλίου οι εργασίες ανακαίνισης του κτιρίου, που έχει να ανακαινιστεί από το 1989.</p>
<p>Το έργο, προϋπολογισμού 340.000 ευρώ, χρηματοδοτείται από το Περιφερειακό Επιχειρησιακό Πρόγραμμα και περιλαμβάνει νέα στέγη, ηλεκτρολογική εγκατάσταση, θέρμανση και ράμπα πρόσβασης.</p>
<p>Σύμφωνα με τη διοίκηση της Υγειονομικής Περιφέρειας, το προσωπικό θα μετακινηθεί προσωρινά στο Κέντρο Υγείας της πόλης. Για τα επείγοντα περιστατικά θα υπάρχει ασθενοφόρο του ΕΚΑΒ σε ετοιμότητα στην πλατεία.</p>
<p>Ο πρόεδρος της τοπικής κοινότητας, Γιώργος Σταματάκης, ζήτησε να λειτουργεί τουλάχιστον ένα ιατρείο στο χωριό τις καθημερινές, αίτημα που, όπως είπε, «εξετάζεται».</p>
</div>
<div class="addthis_inline_share_toolbox"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Εκτύπωση</a></div>
<div class="etiketes">Ετικέτες: <a href="/tag/kentro-ygeias/">Κέντρο Υγείας</a> <a href="/tag/mesochori/">Μεσοχώρι</a> <a href="/tag/anakainisi/">ανακαίνιση</a></div>
</article>
<div class="gnomes">
<h4>Η γνώμη σας</h4>
{entry}
<form action="/gnomi/apostoli/" method="post"><input type="hidden" name="arthro" value="22817">
<label>Ονοματεπώνυμο</label><input type="text" name="onoma"><label>Email</label><input type="text" name="email">
<label>Το κείμενό σας</label><textarea name="keimeno" rows="5"></textarea><br><button type="submit">Αποστολή</button>
<p class="oroi">Τα κείμενα δημοσιεύονται μετά από έλεγχο της σύνταξης.</p></form>
</div>
</div>
<div class="plaino">
<div class="box diafimisi">ΔΙΑΦΗΜΙΣΗ</div>
<div class="box"><h3>Δημοφιλή</h3><ol>{links("Κλειστό για δύο μήνες το Κέντρο Υγείας Μεσοχωρίου ;; Νέο δρομολόγιο ΚΤΕΛ για την παραλία από τον Ιούλιο ;; Πανηγύρι Αγίου Παντελεήμονα: το πρόγραμμα ;; Ξεκίνησαν οι εγγραφές στο Δημοτικό Ωδείο ;; Διακοπή νερού την Πέμπτη στην Άνω Γειτονιά", "/epikairotita/")}</ol></div>
<div class="box"><h3>Εφημερεύοντα φαρμακεία</h3><p style="font-size:13px">Τετάρτη 14/6: Χ. Λαμπράκη, Πλατεία Ηρώων 3</p></div>
</div>
</div>
<div class="footer">© 2017 Μεσοχώρι Σήμερα · Αριθμός μητρώου ηλεκτρονικού Τύπου 1042 · <a href="/oroi-xrisis/">Όροι χρήσης</a> · <a href="/prosopika-dedomena/">Προσωπικά δεδομένα</a></div>
<div class="cookie-bar" id="cookie-bar">Ο ιστότοπος χρησιμοποιεί cookies για να σας προσφέρει καλύτερη εμπειρία περιήγησης. <a href="/cookies/" style="color:#f5a623">Περισσότερα</a><button type="button">Συμφωνώ</button></div>"""
    html = (
        '<!DOCTYPE html><html lang="el">'
        + head(
            "Κλειστό για δύο μήνες το Κέντρο Υγείας Μεσοχωρίου λόγω ανακαίνισης",
            "Μεσοχώρι Σήμερα",
            published="2017-06-14T10:42:00+03:00",
            author="Ελένη Καρρά",
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-el-mesochori-kentro",
        "discussion",
        "el",
        html,
        cs,
        path="/ygeia/kleisto-gia-dyo-mines-to-kentro-ygeias-mesochoriou/",
        container="div.gnomes after the article under h4 'Η γνώμη σας': one div.gnomi (two p of text, then p.ypografi '— NAME, date'); a form below",
        heading="Η γνώμη σας",
        description="A Greek local news site of June 2017 (top bar, weather, menu, share toolbar, tags, popular, duty pharmacy, advert, cookie bar): one reader's view in a plain div after the article, signed after the text with name and date. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- id: a food blog, 2020


def id_pasar() -> Case:
    cs = talk("""
Rina Kusumawati :: Wah, jadi kangen klepon di pasar dekat rumah nenek. Mbak, penjual getuk lindri yang di pojok timur itu masih buka tiap pagi nggak? Terakhir ke sana tahun lalu lapaknya tutup terus.
>Dewi Anggraini :: Masih buka kok, Mbak Rina, tapi sekarang mulai jam setengah enam dan biasanya jam delapan sudah habis. Datang pagi-pagi saja, sekalian sarapan nasi pecel di sebelahnya.
Bayu Prasetyo :: Infonya lengkap banget, terima kasih. Minggu depan mau ajak anak-anak ke sana naik sepeda dari Kotagede. Parkir sepedanya di sisi mana ya, Mbak?
""")
    k = kids(cs)

    def entry(i: int) -> str:
        c = cs[i]
        author = c.who == "Dewi Anggraini"
        sub = ""
        if i in k:
            sub = '<ol class="children">' + "".join(f"<li>{entry(j)}</li>" for j in k[i]) + "</ol>"
        badge = ' <span class="penulis">Penulis</span>' if author else ""
        return (
            f'<article class="comment-body{" bypostauthor" if author else ""}" id="comment-{2211 + i * 4}">'
            f'<footer class="comment-meta"><img class="avatar" src="/_avatar/avatar/{2211 + i * 4}.svg" width="44" height="44" alt="">'
            f'<b class="fn">{esc(c.who)}</b>{badge}</footer>'
            f'<div class="comment-content">{paras(c.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="#respond" rel="nofollow">Balas</a></div></article>{sub}'
        )

    thread = '<ol class="comment-list">' + "".join(f"<li>{entry(i)}</li>" for i in k[None]) + "</ol>"
    css = """body{margin:0;background:#fffaf3;font:17px/1.7 'Lora',Georgia,serif;color:#3a3a3a}a{color:#c2581b}
.site-header{text-align:center;padding:34px 16px 10px}.site-title{font:700 40px 'Playfair Display',Georgia,serif;margin:0}.site-title a{color:#3a3a3a;text-decoration:none}
.site-description{font:italic 15px Georgia,serif;color:#999;margin:4px 0}.main-navigation ul{display:flex;justify-content:center;gap:22px;list-style:none;padding:12px 0;margin:0;border-top:1px solid #eadfce;border-bottom:1px solid #eadfce;font:600 13px 'Montserrat',Arial,sans-serif;text-transform:uppercase;letter-spacing:1px}
.main-navigation a{color:#3a3a3a;text-decoration:none}.site-content{display:flex;gap:44px;max-width:1060px;margin:30px auto;padding:0 16px}
.content-area{flex:0 0 700px}.widget-area{flex:1;font-size:15px}.entry-title{font:700 34px/1.25 'Playfair Display',Georgia,serif;margin:6px 0}
.cat-links{font:600 12px 'Montserrat',Arial;text-transform:uppercase;letter-spacing:1px}.entry-meta{font:13px 'Montserrat',Arial;color:#999}
.entry-content p{margin:0 0 18px}.entry-content h3{font:700 22px 'Playfair Display',Georgia,serif}.entry-content ul{padding-left:22px}
.share-buttons{display:flex;gap:8px;margin:20px 0;font:13px 'Montserrat',Arial}.share-buttons a{padding:6px 12px;border-radius:20px;color:#fff;text-decoration:none}
.sb-wa{background:#25d366}.sb-fb{background:#3b5998}.sb-tw{background:#1da1f2}.sb-pin{background:#cb2027}
.author-box{display:flex;gap:14px;background:#f6eee2;padding:16px;margin:26px 0;font-size:15px}.author-box img{border-radius:50%}
.comments-area{margin-top:30px}.comment-list,.children{list-style:none;margin:0;padding:0}.children{margin-left:50px}
.comment-body{padding:14px 0;border-bottom:1px solid #eadfce}.comment-meta{display:flex;align-items:center;gap:10px}.avatar{border-radius:50%}
.fn{font:700 15px 'Montserrat',Arial}.penulis{font:600 11px 'Montserrat',Arial;background:#c2581b;color:#fff;padding:1px 7px;border-radius:10px}
.comment-content p{margin:6px 0;font-size:16px}.reply a{font:600 12px 'Montserrat',Arial;text-transform:uppercase}
#respond{margin-top:24px}#respond label{display:block;font:600 14px 'Montserrat',Arial;margin-bottom:6px}#respond textarea{width:100%;border:1px solid #eadfce;padding:10px}
#respond input[type=text],#respond input[type=email]{width:48%;border:1px solid #eadfce;padding:8px;margin:8px 0}
.submit{background:#c2581b;color:#fff;border:0;padding:10px 20px;font:600 13px 'Montserrat',Arial;text-transform:uppercase}
.widget{margin-bottom:30px}.widget-title{font:600 13px 'Montserrat',Arial;text-transform:uppercase;letter-spacing:1px;border-bottom:1px solid #eadfce;padding-bottom:6px}
.widget ul{list-style:none;padding:0}.widget li{margin-bottom:8px}.site-footer{text-align:center;font:13px 'Montserrat',Arial;color:#999;padding:30px 16px;border-top:1px solid #eadfce}"""
    nav = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Beranda", ""),
            ("Resep", "kategori/resep"),
            ("Kuliner Jogja", "kategori/kuliner-jogja"),
            ("Jalan-jalan", "kategori/jalan-jalan"),
            ("Tentang Saya", "tentang"),
            ("Kontak", "kontak"),
        )
    )
    body = f"""<header class="site-header"><p class="site-title"><a href="/">Catatan Dapur Dewi</a></p><p class="site-description">resep rumahan, pasar tradisional, dan cerita dari dapur</p>
<nav class="main-navigation"><ul>{nav}</ul></nav></header>
<div class="site-content">
<main class="content-area">
<article class="post-1642 post type-post status-publish">
<span class="cat-links"><a href="/kategori/kuliner-jogja/">Kuliner Jogja</a></span>
<h1 class="entry-title">Berburu Jajanan Pasar di Pasar Kembangsari Sebelum Jam Delapan Pagi</h1>
<div class="entry-meta">Ditulis oleh <a href="/tentang/">Dewi Anggraini</a> · 16 Februari 2020</div>
<div class="entry-content">
<p>Minggu pagi kemarin saya bangun lebih awal dari biasanya. Tujuannya cuma satu: Pasar Kembangsari, pasar kecil di pinggir kota yang terkenal dengan jajanan pasarnya. Kata teman-teman, kalau datang lewat dari jam delapan, yang tersisa tinggal bungkus daun pisang.</p>
<img src="/_avatar/wp-content/uploads/2020/02/pasar-kembangsari-1.svg" width="700" height="467" alt="Lapak jajanan pasar di Pasar Kembangsari">
<p>Benar saja. Jam enam kurang seperempat, lorong jajanan di sisi timur pasar sudah ramai. Ada klepon yang masih hangat, getuk lindri warna-warni, lupis dengan siraman gula jawa, cenil, dan tiwul.</p>
<h3>Yang wajib dicoba</h3>
<ul><li>Klepon Bu Sarmi: gula jawanya lumer, Rp1.000 per biji.</li><li>Lupis dan cenil di lapak depan pintu timur.</li><li>Getuk lindri di pojok timur, paling cepat habis.</li></ul>
<p>Total belanja saya pagi itu Rp27.000 untuk satu kantong penuh. Murah, kenyang, dan semuanya dibuat sendiri oleh penjualnya sejak subuh.</p>
<p>Pasar Kembangsari buka setiap hari mulai pukul 05.00. Lorong jajanan ada di sisi timur, dekat pintu masuk dari Jalan Sawo.</p>
</div>
<div class="share-buttons"><a class="sb-wa" href="#">WhatsApp</a><a class="sb-fb" href="#">Facebook</a><a class="sb-tw" href="#">Twitter</a><a class="sb-pin" href="#">Pinterest</a></div>
<div class="author-box"><img src="/_avatar/wp-content/uploads/2018/05/dewi.svg" width="70" height="70" alt=""><div><b>Dewi Anggraini</b><br>Ibu dua anak, tinggal di Yogyakarta, suka masak dan keliling pasar tradisional setiap akhir pekan.</div></div>
</article>
<div id="comments" class="comments-area">
{thread}
<div id="respond" class="comment-respond">
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
<label for="comment">Tulis tanggapan Anda</label><textarea id="comment" name="comment" rows="6"></textarea>
<input type="text" name="author" placeholder="Nama *"> <input type="email" name="email" placeholder="Email *">
<input name="submit" type="submit" class="submit" value="Kirim"></form></div>
</div>
</main>
<aside class="widget-area">
<section class="widget"><h2 class="widget-title">Tentang Saya</h2><p>Halo, saya Dewi. Di blog ini saya menulis resep rumahan dan catatan jalan-jalan ke pasar tradisional.</p></section>
<section class="widget"><h2 class="widget-title">Tulisan Terbaru</h2><ul>{links("Resep Sayur Lodeh Tanpa Santan Kental ;; Berburu Jajanan Pasar di Pasar Kembangsari ;; Bakmi Jawa di Dekat Alun-alun Selatan ;; Cara Menyimpan Cabai Agar Awet Dua Minggu", "/")}</ul></section>
<section class="widget"><h2 class="widget-title">Arsip</h2><ul><li><a href="/2020/02/">Februari 2020</a></li><li><a href="/2020/01/">Januari 2020</a></li><li><a href="/2019/12/">Desember 2019</a></li></ul></section>
<section class="widget"><h2 class="widget-title">Instagram</h2><p>@catatandapurdewi</p></section>
</aside>
</div>
<footer class="site-footer">© 2020 Catatan Dapur Dewi · Dibuat dengan ♥ di Yogyakarta</footer>
<script src="/wp-includes/js/comment-reply.min.js?ver=5.3.2"></script>"""
    html = (
        '<!DOCTYPE html><html lang="id-ID">'
        + head(
            "Berburu Jajanan Pasar di Pasar Kembangsari Sebelum Jam Delapan Pagi",
            "Catatan Dapur Dewi",
            published="2020-02-16T20:05:00+07:00",
            author="Dewi Anggraini",
            ld=False,
            css=css,
            extra='<meta name="generator" content="WordPress 5.3.2">',
        )
        + f'<body class="post-template-default single single-post">{body}</body></html>\n'
    )
    return make(
        "dw-id-kembangsari-pasar",
        "discussion",
        "id",
        html,
        cs,
        path="/2020/02/16/berburu-jajanan-pasar-kembangsari/",
        scripts=("/wp-includes/js/comment-reply.min.js",),
        container="div#comments without any heading: ol.comment-list > li > article.comment-body (footer: avatar, b.fn NAME, 'Penulis' badge on the blogger; div.comment-content > p; 'Balas' link), the blogger's answer in ol.children; no time on any entry; the form below labelled 'Tulis tanggapan Anda'",
        heading=None,
        description="An Indonesian food blog of February 2020 on a WordPress-like theme (menu, share buttons, author box, about, recent posts, archives): 3 entries without any heading and without any time, the blogger's answer nested under the first with a 'Penulis' badge; only the form's label 'Tulis tanggapan Anda' below.",
    )


# --------------------------------------------------------------------------- sw: a news site, 2018


def sw_maji() -> Case:
    cs = talk("""
Juma Mwinyi @ Julai 12, 2018 saa 4:30 asubuhi ~ 2018-07-12T10:30:00+03:00 :: Ni kweli maji yamerudi, lakini yanatoka usiku tu kuanzia saa nne hadi saa kumi alfajiri. Mchana bomba liko kavu kabisa, tunalazimika kukesha kuyachota.
>Neema Kimaro @ Julai 12, 2018 saa 6:05 mchana ~ 2018-07-12T12:05:00+03:00 :: Hata kwetu Mtaa wa Sokoni ni hivyo hivyo. Tuliambiwa kwenye mkutano wa mtaa kwamba wanapunguza msukumo wakati wanaunganisha bomba kubwa la Kilimahewa.
Mzee wa Kisimani :: Tunaishukuru mamlaka ya maji kwa kazi hii. Ila bili za mwezi uliopita zilikuja kamili wakati hatukupata maji hata siku moja. Nani atatulipa?
""")
    k = kids(cs)

    def dl(ids: list[int], cls: str) -> str:
        out = []
        for i in ids:
            c = cs[i]
            when = f' <span class="saa">{esc(c.at)}</span>' if c.at else ""
            sub = dl(k[i], "majibu") if i in k else ""
            out.append(f"<dt><strong>{esc(c.who)}</strong>{when}</dt><dd>{paras(c.body)}{sub}</dd>")
        return f'<dl class="{cls}">' + "".join(out) + "</dl>"

    thread = dl(k[None], "wasomaji")
    css = """body{margin:0;font:15px/1.6 'PT Sans',Arial,sans-serif;color:#222;background:#fff}a{color:#0b6e4f}
#juu{background:#0b6e4f;color:#fff;font-size:12px;padding:5px 0}.kati{width:1000px;margin:0 auto}
#kichwa{padding:14px 0;border-bottom:4px solid #f2b705}#kichwa .nembo{font:700 36px 'Oswald',Impact,sans-serif;color:#0b6e4f;text-decoration:none}
#kichwa .tangazo-juu{float:right;width:468px;height:60px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:60px}
#menyu{background:#222}#menyu ul{list-style:none;margin:0 auto;width:1000px;padding:0;overflow:hidden}#menyu li{float:left}
#menyu a{display:block;color:#fff;padding:9px 13px;text-decoration:none;font-size:14px;text-transform:uppercase}
#mwili{overflow:hidden;padding:16px 0}#habari{float:left;width:660px}#pembeni{float:right;width:310px}
.njia{font-size:12px;color:#888}.habari-kamili h1{font:700 30px/1.2 'Oswald',Impact,sans-serif;margin:8px 0;color:#111}
.mwandishi{font-size:13px;color:#666;border-bottom:1px solid #eee;padding-bottom:8px}.muhtasari{font-weight:700;font-size:16px}
.maandishi p{margin:0 0 12px}.picha-maelezo{font-size:12px;color:#777;margin-top:-6px}
.shiriki{margin:14px 0;font-size:13px}.shiriki a{display:inline-block;padding:3px 10px;margin-right:4px;color:#fff;text-decoration:none}
.s-fb{background:#3b5998}.s-tw{background:#55acee}.s-wa{background:#25d366}hr.mstari{border:0;border-top:1px solid #ddd;margin:24px 0 10px}
dl.wasomaji dt{margin-top:14px;font-size:14px}dl.wasomaji dd{margin:4px 0 0 0;padding-bottom:10px;border-bottom:1px dotted #ccc}
dl.majibu{margin:10px 0 0 30px;padding-left:12px;border-left:3px solid #f2b705}dl.majibu dd{border:0}
.saa{color:#999;font-size:12px;margin-left:6px}.kizuizi{background:#f7f7f7;margin-bottom:18px;padding:12px}
.kizuizi h3{margin:0 0 8px;font:700 16px 'Oswald',Impact,sans-serif;text-transform:uppercase;color:#0b6e4f}.kizuizi ol{padding-left:18px;margin:0}
.kizuizi li{margin-bottom:6px;font-size:14px}.tangazo{height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:250px}
#chini{background:#222;color:#aaa;font-size:12px;padding:20px 0;text-align:center}#chini a{color:#fff}"""
    menu = "".join(
        f'<li><a href="/{h}">{t}</a></li>'
        for t, h in (
            ("Mwanzo", ""),
            ("Habari", "habari"),
            ("Mikoa", "mikoa"),
            ("Kitaifa", "kitaifa"),
            ("Biashara", "biashara"),
            ("Michezo", "michezo"),
            ("Burudani", "burudani"),
            ("Makala", "makala"),
        )
    )
    body = f"""<div id="juu"><div class="kati">Alhamisi, Julai 12, 2018 · Mwanzalo: 27°C, jua na mawingu</div></div>
<div id="kichwa"><div class="kati"><div class="tangazo-juu">TANGAZO</div><a class="nembo" href="/">Sauti ya Pwani</a></div></div>
<div id="menyu"><ul>{menu}</ul></div>
<div class="kati"><div id="mwili">
<div id="habari">
<div class="njia"><a href="/">Mwanzo</a> › <a href="/mikoa">Mikoa</a> › Mwanzalo</div>
<div class="habari-kamili">
<h1>Maji ya bomba yarejea Mtaa wa Kisimani baada ya wiki tatu</h1>
<div class="mwandishi">Na Salma Athumani, Mwanzalo · Imechapishwa: Julai 12, 2018 saa 2:15 asubuhi</div>
<p class="muhtasari">Wakazi wa Kata ya Mwanzalo wameanza kupata maji tena baada ya matengenezo ya bomba kuu yaliyochukua siku 21.</p>
<img src="/_avatar/sites/default/files/2018-07/bomba-kisimani.svg" width="660" height="371" alt="Wakazi wakichota maji">
<p class="picha-maelezo">Wakazi wa Mtaa wa Kisimani wakichota maji jana jioni. (Picha: Salma Athumani)</p>
<div class="maandishi">
<p>Huduma ya maji ya bomba imerejea katika Mtaa wa Kisimani na mitaa jirani ya Kata ya Mwanzalo, baada ya wiki tatu ambazo wakazi walilazimika kununua maji kwa wauzaji wa mikokoteni kwa Sh500 kwa ndoo.</p>
<p>Meneja wa mamlaka ya maji wa wilaya, Bw. Hamisi Said, alisema matengenezo ya bomba kuu lililopasuka karibu na daraja la Kilimahewa yamekamilika, lakini kazi ya kuunganisha bomba jipya bado inaendelea.</p>
<p>"Kwa sasa tunasambaza maji kwa mgao ili kulinda bomba jipya. Tunatarajia hali kuwa ya kawaida ndani ya wiki mbili," alisema.</p>
<p>Diwani wa kata hiyo, Bi. Mwanaidi Rajabu, aliwaomba wakazi kuhifadhi maji na kuripoti mabomba yanayovuja kwa ofisi ya kata.</p>
</div>
<div class="shiriki">Shiriki: <a class="s-fb" href="#">Facebook</a><a class="s-tw" href="#">Twitter</a><a class="s-wa" href="#">WhatsApp</a></div>
</div>
<hr class="mstari">
{thread}
</div>
<div id="pembeni">
<div class="kizuizi tangazo">TANGAZO</div>
<div class="kizuizi"><h3>Zilizosomwa zaidi</h3><ol>{links("Maji ya bomba yarejea Mtaa wa Kisimani ;; Bei ya samaki yapanda soko la Feri ;; Timu ya Mwanzalo Stars yatinga robo fainali ;; Shule mpya ya sekondari kufunguliwa Januari ;; Barabara ya Kilimahewa kuwekwa lami", "/habari/")}</ol></div>
<div class="kizuizi"><h3>Hali ya hewa</h3><p>Leo: 27°C, jua na mawingu<br>Kesho: 26°C, mvua nyepesi</p></div>
</div>
</div></div>
<div id="chini">© 2018 Sauti ya Pwani. Haki zote zimehifadhiwa. · <a href="/kuhusu">Kuhusu sisi</a> · <a href="/wasiliana">Wasiliana nasi</a> · <a href="/matangazo">Matangazo</a></div>"""
    html = (
        '<!DOCTYPE html><html lang="sw">'
        + head(
            "Maji ya bomba yarejea Mtaa wa Kisimani baada ya wiki tatu",
            "Sauti ya Pwani",
            published="2018-07-12T08:15:00+03:00",
            author="Salma Athumani",
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-sw-mwanzalo-maji",
        "discussion",
        "sw",
        html,
        cs,
        path="/mikoa/maji-ya-bomba-yarejea-mtaa-wa-kisimani",
        container="after an hr, without any heading or form: dl.wasomaji (dt: strong NAME, span.saa date in Swahili time; dd: p text), the answer in a nested dl.majibu inside its parent's dd; one entry without a time",
        heading=None,
        description="A Tanzanian Swahili news site of July 2018 (top strip, banner, menu, share buttons, most read, weather, adverts): 3 readers' entries in a definition list after a rule, with no heading and no form, the answer nested in its parent's dd, times in Swahili reckoning ('saa 4:30 asubuhi'), one entry without any time. Never says 'comment'.",
    )


def threads2_dw() -> list[Case]:
    return [el_kentro(), id_pasar(), sw_maji()]

"""Blind set DG: two article pages without any reader comment, with the era's furniture: a Hindi regional news site
of 2013 whose story nobody has answered yet ("अभी तक कोई टिप्पणी नहीं"), beside a "ताज़ा टिप्पणियाँ" widget quoting
other stories' latest comments with names and times, most read with counts and a share bar; an Indonesian regional
portal of 2014 with "Belum ada komentar", most popular with view counts, a news index with times, a poll's results.
Every site, class name, person, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dg_common import Case, doc, esc, make

_DEV = str.maketrans("0123456789", "०१२३४५६७८९")


# --------------------------------------------------------------------------- नर्मदांचल टाइम्स (hi)

HI_CSS = (
    "body{margin:0;font:15px/1.7 Mangal,'Arial Unicode MS',sans-serif;background:#f4f1ea;color:#222}a{color:#a4372a;text-decoration:none}"
    "#top{background:#a4372a;color:#fff;padding:4px 14px;font-size:12px}#logo{background:#fff;padding:10px 14px;font:bold 34px Mangal;color:#a4372a}"
    "#mnav{background:#333;padding:6px 14px}#mnav a{color:#fff;margin-right:14px}#ct{width:980px;margin:10px auto;overflow:hidden}"
    "#story{float:left;width:650px;background:#fff;padding:14px}#rside{float:right;width:300px}.w{background:#fff;margin-bottom:12px;padding:8px}"
    ".w h3{margin:0 0 6px;border-bottom:2px solid #a4372a;font-size:15px}.rc li{margin-bottom:6px;font-size:13px}.rc .rc-by{font-weight:bold}"
    ".rc .rc-q{color:#555}.rc .rc-t{color:#999;font-size:11px}.shr{background:#f7f7f7;padding:4px 8px;font-size:12px}.raay{border-top:2px solid #a4372a;margin-top:16px}"
    "#ft{background:#333;color:#bbb;padding:12px;text-align:center;font-size:12px}"
)


def hi_narmada() -> Case:
    recent = [
        (
            "रमेश यादव",
            "मंडी में गेहूं की आवक बढ़ी, भाव गिरे",
            "व्यापारी पहले ही तय कर लेते हैं कि किसान को कितना देना है। समर्थन मूल्य बस कागज़ पर है…",
            "13 मार्च 2013, 21:40",
        ),
        (
            "सुनीता",
            "नगर निगम ने 40 अवैध होर्डिंग हटाए",
            "अच्छा काम, पर स्टेशन रोड वाले बड़े होर्डिंग को क्यों छोड़ दिया?",
            "13 मार्च 2013, 18:12",
        ),
        (
            "अंकित शर्मा",
            "होली पर शहर में 12 जगह पानी की टंकियां लगेंगी",
            "पिछले साल भी यही बोला था, एक भी टंकी नहीं लगी हमारे वार्ड में।",
            "13 मार्च 2013, 11:05",
        ),
        (
            "विनोद (पिपरिया)",
            "बोर्ड परीक्षा: जिले में नकल के 7 प्रकरण",
            "कड़ाई होनी चाहिए, मेहनत करने वाले बच्चों के साथ अन्याय होता है।",
            "12 मार्च 2013, 20:47",
        ),
    ]
    rc = "".join(
        f'<li><span class="rc-by">{esc(n)}</span> ने <a href="/news/{i}">{esc(t)}</a> पर कहा: <span class="rc-q">"{esc(q)}"</span> '
        f'<span class="rc-t">{esc(w.translate(_DEV))}</span></li>'
        for i, (n, t, q, w) in enumerate(recent)
    )
    most = "".join(
        f'<li><a href="/news/m{i}">{esc(t)}</a> <small>({esc(v)} बार पढ़ी गई)</small></li>'
        for i, (t, v) in enumerate(
            [
                ("समर्थन मूल्य पर गेहूं की खरीदी 18 मार्च से, 62 केंद्र बनाए", "4,812"),
                ("मंडी में गेहूं की आवक बढ़ी, भाव गिरे", "3,977"),
                ("नगर निगम ने 40 अवैध होर्डिंग हटाए", "2,640"),
                ("होली पर शहर में 12 जगह पानी की टंकियां लगेंगी", "1,903"),
            ]
        )
    )
    story = (
        '<div class="bc"><a href="/">होम</a> » <a href="/jila/">जिले की खबरें</a> » कृषि</div>'
        "<h1>समर्थन मूल्य पर गेहूं की खरीदी 18 मार्च से, 62 केंद्र बनाए</h1>"
        f'<p class="meta">नर्मदांचल टाइम्स संवाददाता | होशंगपुर | <span class="dt">{"14 मार्च 2013, 07:15".translate(_DEV)}</span></p>'
        '<div class="shr"><a href="#">फेसबुक पर शेयर करें</a> (58) | <a href="#">ट्वीट</a> (7) | <a href="#">ईमेल</a> | <a href="#">प्रिंट</a></div>'
        "<p>जिले में समर्थन मूल्य पर गेहूं की खरीदी 18 मार्च से शुरू होगी। इसके लिए 62 खरीदी केंद्र बनाए गए हैं। इस साल गेहूं का समर्थन मूल्य 1,350 रुपए प्रति क्विंटल तय किया गया है, जिस पर राज्य सरकार 150 रुपए बोनस अलग से देगी।</p>"
        "<p>कलेक्टर ने बुधवार को खरीदी की तैयारियों की समीक्षा की। उन्होंने निर्देश दिए कि हर केंद्र पर बारदाना, तौल कांटे, छाया और पीने के पानी की व्यवस्था पहले से हो। किसानों को एसएमएस से खरीदी की तारीख बताई जाएगी।</p>"
        "<p>पंजीयन कराने वाले किसानों की संख्या इस बार 41 हजार से अधिक है, जो पिछले साल से करीब 6 हजार ज्यादा है।</p>"
        '<div class="auth"><img src="/_avatar/hi-rep.jpg" width="50" height="50" alt="" /> <b>प्रदीप तिवारी</b>, होशंगपुर ब्यूरो। कृषि और ग्रामीण मामलों पर लिखते हैं।</div>'
        '<div class="tags">टैग: <a href="#">गेहूं खरीदी</a> <a href="#">समर्थन मूल्य</a> <a href="#">होशंगपुर</a></div>'
        '<div class="raay" id="aapki-raay"><h3>आपकी राय</h3><p class="none">इस खबर पर अभी तक कोई टिप्पणी नहीं की गई है। पहली टिप्पणी आप करें।</p>'
        '<form action="/raay/post" method="post"><p>नाम: <input name="naam" /> शहर: <input name="shahar" /></p><p><textarea name="raay" rows="4" cols="60"></textarea></p>'
        '<p><input type="submit" value="अपनी राय भेजें" /></p><p class="small">कृपया अभद्र भाषा का प्रयोग न करें। टिप्पणियां मॉडरेशन के बाद प्रकाशित होंगी।</p></form></div>'
        '<div class="more"><h3>ये भी पढ़ें</h3><ul><li><a href="/news/r1">मंडी में गेहूं की आवक बढ़ी, भाव गिरे</a></li><li><a href="/news/r2">ओलावृष्टि से प्रभावित किसानों को मुआवजा राशि जारी</a></li></ul></div>'
    )
    side = (
        f'<div class="w"><h3>सबसे ज़्यादा पढ़ी गई</h3><ol>{most}</ol></div>'
        f'<div class="w rc"><h3>ताज़ा टिप्पणियाँ</h3><ul>{rc}</ul></div>'
        '<div class="w"><h3>मंडी भाव</h3><table><tr><td>गेहूं</td><td>1,290-1,340</td></tr><tr><td>चना</td><td>3,100-3,350</td></tr><tr><td>सोयाबीन</td><td>3,420-3,510</td></tr></table></div>'
        '<div class="w"><h3>आज का राशिफल</h3><p>मेष: रुका हुआ काम पूरा होगा। वृषभ: यात्रा में सावधानी रखें।</p></div>'
    )
    body = (
        '<div id="top">गुरुवार, १४ मार्च २०१३ | <a href="/epaper">ई-पेपर</a> | <a href="/english">English</a></div>'
        '<div id="logo">नर्मदांचल टाइम्स</div><div id="mnav">'
        + "".join(
            f'<a href="/s{i}/">{x}</a>'
            for i, x in enumerate(["होम", "जिले की खबरें", "प्रदेश", "देश", "खेल", "मनोरंजन", "धर्म", "फोटो"])
        )
        + f'</div><div id="ct"><div id="story">{story}</div><div id="rside">{side}</div></div>'
        '<div id="ft">© 2013 नर्मदांचल टाइम्स | <a href="/about">हमारे बारे में</a> | <a href="/contact">संपर्क</a> | <a href="/ads">विज्ञापन</a></div>'
    )
    html = doc("hi", "समर्थन मूल्य पर गेहूं की खरीदी 18 मार्च से, 62 केंद्र बनाए | नर्मदांचल टाइम्स", HI_CSS, body)
    return make(
        "dg-plain-hi-narmada",
        "lookalike",
        "hi",
        html,
        [],
        path="/jila/hoshangpur/2013/03/14/gehun-kharidi.html",
        container="-",
        heading=None,
        description="A Hindi regional news site of 2013 whose story has no comment yet ('इस खबर पर अभी तक कोई टिप्पणी नहीं की गई है'), an empty 'आपकी राय' form, beside a 'ताज़ा टिप्पणियाँ' widget quoting 4 comments of other stories (name, story, quote, date in Devanagari digits); most read with counts, market prices, horoscope, share counts, reporter box.",
        lookalikes=("ताज़ा टिप्पणियाँ (latest comments of other stories)", "सबसे ज़्यादा पढ़ी गई"),
    )


# --------------------------------------------------------------------------- Warta Lembah (id)

ID_CSS = (
    "body{margin:0;font:13px/1.6 Arial,Helvetica,sans-serif;background:#fff;color:#333}a{color:#00579c;text-decoration:none}"
    "#hdr{border-bottom:4px solid #f39c12;padding:10px 16px;overflow:hidden}#hdr .brand{font:bold 30px Georgia;color:#00579c}#hdr .tgl{float:right;color:#888}"
    "#kanal{background:#00579c;padding:6px 16px}#kanal a{color:#fff;font-weight:bold;margin-right:14px}#isi{width:980px;margin:12px auto;overflow:hidden}"
    "#berita{float:left;width:650px}#samping{float:right;width:300px}.jdl{font:bold 26px Georgia}.waktu{color:#888}.sbar{border:1px solid #e4e4e4;padding:4px 8px;background:#fafafa}"
    ".kotak{border:1px solid #ddd;margin-bottom:12px}.kotak h4{margin:0;background:#f39c12;color:#fff;padding:4px 8px}.kotak ol,.kotak ul{margin:6px 0;padding-left:24px}"
    ".komentar-kosong{border-top:2px solid #00579c;margin-top:16px;padding:8px 0}#kaki{background:#222;color:#aaa;padding:14px;font-size:11px;text-align:center}"
)


def id_lembah() -> Case:
    populer = "".join(
        f'<li><a href="/read/{i}">{esc(t)}</a> <small>{esc(v)} kali dibaca</small></li>'
        for i, (t, v) in enumerate(
            [
                ("Kapal Cepat Lembah-Pulau Sirih Mulai Berlayar April", "12.481"),
                ("Harga Cabai Rawit Tembus Rp 60 Ribu per Kilo", "8.930"),
                ("Jalan Lingkar Selatan Rusak Parah, Warga Tanam Pisang", "7.264"),
                ("Persilem Lembah Tahan Imbang Tamunya 1-1", "3.115"),
                ("Festival Layang-layang Pantai Sirih Digelar Akhir Pekan", "2.507"),
            ]
        )
    )
    indeks = "".join(
        f'<li><span class="jam">{esc(j)}</span> <a href="/read/x{i}">{esc(t)}</a></li>'
        for i, (j, t) in enumerate(
            [
                ("15:40 WIB", "Dinas Pendidikan Umumkan Jadwal UN SMP"),
                ("14:55 WIB", "Pasar Induk Lembah Direnovasi Mulai Mei"),
                ("13:20 WIB", "Dua Nelayan Hilang Ditemukan Selamat di Pulau Karang"),
                ("11:02 WIB", "PLN: Pemadaman Bergilir Berakhir Pekan Depan"),
            ]
        )
    )
    berita = (
        '<div class="crumb"><a href="/">Home</a> › <a href="/daerah/">Daerah</a></div>'
        '<h1 class="jdl">Kapal Cepat Lembah-Pulau Sirih Mulai Berlayar April</h1>'
        '<div class="waktu">Senin, 10/03/2014 09:12 WIB | Penulis: <b>Andi Saputra</b> | Editor: Rina Marlina</div>'
        '<div class="sbar">Bagikan: <a href="#">Facebook</a> 341 · <a href="#">Twitter</a> 58 · <a href="#">Google+</a> 3 · <a href="#">BBM</a> · <a href="#">Email</a></div>'
        "<p><strong>Lembah</strong> - Setelah bertahun-tahun hanya dilayani kapal kayu, warga Pulau Sirih akhirnya akan punya kapal cepat. Dinas Perhubungan Kabupaten Lembah memastikan kapal cepat berkapasitas 120 penumpang mulai berlayar pada awal April 2014.</p>"
        '<p>Kepala Dinas Perhubungan, Hendra Wijaya, mengatakan waktu tempuh dari Pelabuhan Lembah ke Pulau Sirih akan terpangkas dari empat jam menjadi sekitar satu setengah jam. "Tarifnya masih kami hitung, tapi kami usahakan tidak jauh dari tarif kapal kayu sekarang," ujarnya, Senin (10/3/2014).</p>'
        "<p>Kapal tersebut dibangun di galangan kapal di Surabaya dengan anggaran Rp 18 miliar dari APBD provinsi. Saat ini kapal sedang menjalani uji laik laut.</p>"
        "<p>Sementara itu, dermaga di Pulau Sirih masih perlu diperpanjang sekitar 30 meter agar kapal bisa bersandar saat air surut.</p>"
        '<div class="tag">Tag: <a href="#">kapal cepat</a> <a href="#">Pulau Sirih</a> <a href="#">Dishub Lembah</a></div>'
        '<div class="terkait"><h3>Berita Terkait</h3><ul><li><a href="/read/t1">Dermaga Pulau Sirih Akan Diperpanjang 30 Meter</a> <small>(Jumat, 21/02/2014)</small></li>'
        '<li><a href="/read/t2">Cuaca Buruk, Kapal Kayu ke Pulau Sirih Tak Berlayar Tiga Hari</a> <small>(Selasa, 28/01/2014)</small></li></ul></div>'
        '<div class="komentar-kosong" id="komentar"><h3>Komentar</h3><p>Belum ada komentar. Jadilah yang pertama berkomentar!</p>'
        '<p><a href="/login?next=/read/2014/03/10/kapal-cepat">Login</a> atau <a href="/daftar">daftar</a> untuk mengirim komentar.</p></div>'
    )
    samping = (
        f'<div class="kotak"><h4>Terpopuler</h4><ol>{populer}</ol></div>'
        f'<div class="kotak"><h4>Indeks Berita Hari Ini</h4><ul>{indeks}</ul></div>'
        '<div class="kotak"><h4>Polling</h4><p>Apakah Anda akan naik kapal cepat ke Pulau Sirih?<br />Ya: 64% · Tidak: 12% · Tergantung harga tiket: 24%<br /><small>Total 1.208 suara</small></p></div>'
        '<div class="kotak"><h4>Jadwal Sholat Lembah</h4><p>Subuh 04:38 · Dzuhur 11:58 · Ashar 15:12 · Maghrib 18:04 · Isya 19:13</p></div>'
    )
    body = (
        '<div id="hdr"><span class="brand">Warta Lembah</span> <span class="tgl">Senin, 10 Maret 2014</span></div><div id="kanal">'
        + "".join(
            f'<a href="/k{i}/">{x}</a>'
            for i, x in enumerate(
                ["Home", "Daerah", "Ekonomi", "Politik", "Olahraga", "Wisata", "Foto", "Video"]
            )
        )
        + f'</div><div id="isi"><div id="berita">{berita}</div><div id="samping">{samping}</div></div>'
        '<div id="kaki"><a href="/redaksi">Redaksi</a> | <a href="/pedoman">Pedoman Media Siber</a> | <a href="/iklan">Info Iklan</a> | <a href="/kontak">Kontak</a><br />Copyright © 2014 Warta Lembah. All rights reserved.</div>'
    )
    html = doc("id", "Kapal Cepat Lembah-Pulau Sirih Mulai Berlayar April - Warta Lembah", ID_CSS, body)
    return make(
        "dg-plain-id-lembah",
        "lookalike",
        "id",
        html,
        [],
        path="/read/2014/03/10/kapal-cepat-pulau-sirih",
        container="-",
        heading=None,
        description="An Indonesian regional portal of 2014 whose story has no comment ('Belum ada komentar. Jadilah yang pertama berkomentar!', log in to comment); share counts, writer and editor, related news with dates, most popular with view counts, today's news index with times, a poll's results, prayer times.",
        lookalikes=("Terpopuler", "Indeks Berita Hari Ini"),
    )


def plain_dg() -> list[Case]:
    return [hi_narmada(), id_lembah()]

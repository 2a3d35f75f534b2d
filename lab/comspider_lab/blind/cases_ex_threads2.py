"""Blind set ex: four more pages of 2010-2013 whose readers' discussion sits where the page's kind puts it: a Polish
regional paper's print page with the comments appended, a Turkish news site's photo gallery with the comments under
the photos, a Greek regional site's video page and a Swedish regional paper's story with the two most-liked comments
above the article and the whole thread below it. Every site, name and text invented for this set; each comment written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ex_common import Case, av, esc, kids, make, page, photo, rich, talk

# --------------------------------------------------------------------------- pl: print page with comments, 2010


def pl_druk() -> Case:
    cs = talk("""
mieszkaniec_Zawarcia @ 05.10.2010, 08:41 :: Pięć miesięcy objazdu przez Kolno?! Ja do pracy jeżdżę na siódmą, już teraz stoję 20 minut na światłach przy dworcu. Kto to planował?
>Kierowca PKS @ 05.10.2010, 09:15 :: Nie tylko ty. Autobusy też pojadą objazdem, więc rozkład się posypie. Szykujcie się na spóźnienia, szczególnie linia 7 i 12.
Halina @ 05.10.2010, 09:58 :: Most jest w takim stanie, że trzeba go było remontować już dawno. Lepiej pięć miesięcy korków niż tragedia.
inż. Adamski @ 05.10.2010, 10:32 :: Kilka faktów, bo w komentarzach sporo nieporozumień: * most nie zostanie zamknięty dla pieszych, kładka tymczasowa stanie po stronie północnej * rowerzyści też przez kładkę, ale rower trzeba prowadzić * wymieniana jest płyta pomostu i łożyska, konstrukcja stalowa zostaje // Takie remonty zawsze trwają, bo betonu nie da się przyspieszyć, szczególnie jesienią.
>mieszkaniec_Zawarcia @ 05.10.2010, 10:50 :: Dzięki za konkrety, w artykule tego nie było.
Gosia z Kolna @ 05.10.2010, 12:14 :: A my na Kolnie mamy się cieszyć, że przez naszą wąską uliczkę będą jeździć tiry? Nikt nas nie pytał. Dzieci chodzą tamtędy do szkoły i nie ma nawet chodnika.
Rowerzysta @ 05.10.2010, 13:40 :: Może w końcu ludzie przesiądą się na rowery. Z Zawarcia do centrum to 10 minut.
Zbyszek @ 05.10.2010, 17:05 :: 10 minut latem. W listopadzie w deszczu to sobie jedź sam :)
""")
    ips = [
        "83.24.*.*",
        "89.76.*.*",
        "213.158.*.*",
        "83.11.*.*",
        "83.24.*.*",
        "178.36.*.*",
        "91.197.*.*",
        "95.49.*.*",
    ]
    k = kids(cs)

    def kom(i: int) -> str:
        c = cs[i]
        sub = "".join(kom(j) for j in k.get(i, []))
        if sub:
            sub = f'<div class="odp">{sub}</div>'
        return (
            f'<div class="kd"><p class="kd-gl"><b>{esc(c.who)}</b> <span class="ip">(IP: {ips[i]})</span>, {esc(c.at)}</p>'
            f'<div class="kd-tr">{rich(c.body)}</div>{sub}</div>\n'
        )

    komentarze = "".join(kom(i) for i in k[None])
    site = "/drukuj/wiadomosci/24817,remont-mostu-na-warcie-potrwa-piec-miesiecy.html"
    css = """body{margin:20px;font:12pt/1.5 'Times New Roman',Times,serif;color:#000;background:#fff}
#druk-gora{border-bottom:2px solid #000;padding-bottom:6px;margin-bottom:12px;overflow:hidden}#druk-gora .logo{float:left;font:bold 20pt Georgia}
#druk-gora .narz{float:right;font:10pt Arial}#druk-gora .narz a{color:#000;margin-left:10px}
h1{font-size:20pt;margin:0 0 6px}.info{font:10pt Arial;color:#444;margin-bottom:10px}.lead{font-weight:bold}
.tresc p{margin:0 0 8pt;text-align:justify}.adres{font:9pt Arial;border-top:1px solid #999;margin-top:14px;padding-top:4px}
h2{font-size:14pt;border-bottom:1px solid #000;margin-top:18px}.kd{margin:0 0 8pt;page-break-inside:avoid}
.kd-gl{margin:0;font:10pt Arial}.kd-gl .ip{color:#666}.kd-tr p{margin:2pt 0}.kd-tr ul{margin:2pt 0 2pt 18pt;padding:0}
.odp{margin:6pt 0 0 24pt;padding-left:8pt;border-left:1px solid #999}#druk-stopka{border-top:2px solid #000;margin-top:20px;padding-top:4px;font:9pt Arial}
@media print{#druk-gora .narz{display:none}}"""
    body = f"""<div id="druk-gora"><span class="logo">Gazeta Nadwarciańska</span><span class="narz"><a href="javascript:window.print()">[Drukuj]</a><a href="javascript:window.close()">[Zamknij okno]</a></span></div>
<h1>Remont mostu na Warcie potrwa pięć miesięcy</h1>
<p class="info">Wiadomości · Tomasz Nowicki · 05.10.2010, 06:30</p>
<p class="lead">Od 18 października most Królowej Jadwigi zostanie zamknięty dla samochodów. Kierowcy pojadą objazdem przez Kolno, a autobusy miejskie zmienią trasy.</p>
<div class="tresc">
<p>Remont przeprawy kosztować będzie 14,6 mln zł, z czego ponad połowę pokryją środki unijne. Wykonawca, konsorcjum z Poznania, ma zakończyć prace do połowy marca 2011 roku.</p>
<p>– Stan mostu jest zły, płyta pomostu jest w wielu miejscach spękana, a łożyska nie pracują tak, jak powinny – mówi Krzysztof Wala z Zarządu Dróg Miejskich.</p>
<p>Objazd poprowadzi ulicami Kolneńską i Szkolną do mostu kolejowo-drogowego w Kolnie. Miasto zapowiada nowe światła na skrzyżowaniu z ulicą Dworcową i dodatkowe oznakowanie.</p>
<p>Zmienią się trasy linii autobusowych nr 3, 7 i 12. Nowe rozkłady jazdy będą dostępne na przystankach i na stronie przewoźnika od 14 października.</p>
</div>
<p class="adres">Adres artykułu: http://www.nadwarcianska.example.pl/wiadomosci/24817,remont-mostu-na-warcie-potrwa-piec-miesiecy.html</p>
<h2>Komentarze (8)</h2>
{komentarze}
<div id="druk-stopka">© 2010 Gazeta Nadwarciańska. Wszelkie prawa zastrzeżone. Wydrukowano ze strony www.nadwarcianska.example.pl</div>"""
    return make(
        "ex-pl-druk-komentarze",
        "discussion",
        "pl",
        page(
            body,
            title="Remont mostu na Warcie potrwa pięć miesięcy - wersja do druku - Gazeta Nadwarciańska",
            lang="pl",
            css=css,
            charset="utf-8",
            head='<meta name="robots" content="noindex, follow" />',
        ),
        cs,
        path=site,
        container="the print page's body after the article and its printed address: h2 'Komentarze (8)', div.kd (p.kd-gl: b NAME + span.ip '(IP: 83.24.*.*)' + ', DATE'; div.kd-tr > p…), replies in div.odp",
        heading="Komentarze (8)",
        description="A Polish regional paper's print page of a story (October 2010): a one-line header with '[Drukuj] [Zamknij okno]', the headline, date and author, the lead and text, the article's address printed, then its 8 readers' comments appended under 'Komentarze (8)' (2 of them replies) with masked IPs, a list and a smiley as text; a print footer; no menus, no sidebar, no ads.",
    )


# --------------------------------------------------------------------------- tr: photo gallery with comments, 2013


def tr_galeri() -> Case:
    cs = talk("""
Mehmet K. @ 12.01.2013 10:24 :: Geçen hafta oradaydık, kar harikaydı ama teleferik kuyruğu bir saatti. Erken gidin.
>Selin @ 12.01.2013 10:51 :: Hafta içi de kalabalık mı? Çarşamba gitmeyi düşünüyoruz.
>>Mehmet K. @ 12.01.2013 11:05 :: Hafta içi çok daha rahat, sabah 9'dan önce orada olursanız hiç beklemezsiniz.
Ödemişli @ 12.01.2013 11:30 :: 5. fotoğraftaki kulübe bizim köyün yaylasında, 30 sene önce oraya kadar katırla çıkardık. Şimdi asfalt yol var, zaman ne çabuk geçiyor.
kayakçı_tolga @ 12.01.2013 12:02 :: Pist bakımı geçen seneye göre çok daha iyi. Ama kiralık ekipman hala eski, botlar ayağı vuruyor. Mümkünse kendi ekipmanınızı götürün.
Ayşe Nur @ 12.01.2013 13:15 :: Çocuklarla gitmek isteyenler için birkaç not: * kızak kiralanabiliyor, günlüğü 15 TL * tesisteki lokanta pahalı, yanınıza yiyecek alın * zincir şart, jandarma yolda kontrol ediyor
Hasan Bey @ 12.01.2013 14:40 :: Fotoğraflar çok güzel, emeği geçenlere teşekkürler.
izmirli @ 12.01.2013 15:22 :: İzmir'e bu kadar yakın bir yerde kayak yapılabildiğini çoğu kişi bilmiyor. Belediye tanıtıma daha çok önem vermeli.
>Ödemişli @ 12.01.2013 16:10 :: Katılıyorum. Otel de az, gelen günübirlik gelip gidiyor, köylüye bir şey kalmıyor.
Burak @ 12.01.2013 19:48 :: 3 numaralı fotoğraf harika olmuş, masaüstü arka planı yaptım :)
Gülay Demir @ 13.01.2013 08:35 :: Yol durumu nedir bu sabah? Kemalpaşa tarafından çıkılabiliyor mu, bilen var mı?
""")
    likes = [(12, 1), (2, 0), (5, 0), (21, 0), (9, 2), (17, 0), (3, 0), (8, 1), (6, 0), (4, 0), (1, 0)]
    site = "/foto-galeri/yasam/bozdag-da-kayak-sezonu-acildi-48213.html"
    k = kids(cs)

    def yorum(i: int) -> str:
        c = cs[i]
        n = 770312 + i * 5
        up, down = likes[i]
        sub = "".join(yorum(j) for j in k.get(i, []))
        if sub:
            sub = f'<div class="yanitlar">{sub}</div>'
        return (
            f'<div class="yorum-kutu" id="y{n}"><div class="yk-ust"><span class="yk-ad">{esc(c.who)}</span>'
            f'<span class="yk-tarih">{esc(c.at)}</span></div>\n<div class="yk-metin">{rich(c.body, mode="br", ptag="p")}</div>\n'
            f'<div class="yk-alt"><a href="#" class="begen">▲ {up}</a> <a href="#" class="begenme">▼ {down}</a> '
            f'<a href="#yorum-yaz" class="cevapla">Cevapla</a> <a href="/sikayet/{n}" class="sikayet">Şikayet et</a></div>{sub}</div>\n'
        )

    yorumlar = "".join(yorum(i) for i in k[None])
    photos = [
        ("#cfe3f5", "#f7fbff", "Bozdağ Kayak Merkezi'nde sezonun ilk günü erken saatlerde başladı."),
        ("#bcd6ee", "#ffffff", "Teleferik önünde uzun kuyruklar oluştu."),
        ("#9ec3e6", "#eef5fb", "Zirveden Gölcük ve Ödemiş ovasının görüntüsü."),
        ("#d7e6f2", "#fdfdfd", "Çocuklar kızak pistinde doyasıya eğlendi."),
        ("#c2d2de", "#f3f3f0", "Yayla yolundaki eski çoban kulübesi karla kaplandı."),
        ("#a9c5da", "#ffffff", "Kayak eğitmenleri yeni başlayanlara ders verdi."),
        ("#e0e8ef", "#f8f8f8", "Tesiste sıcak çay ve gözleme ilgi gördü."),
        ("#8fb3d3", "#e9f1f8", "Gün batımında pistler boşaldı."),
    ]
    files = {
        f"/galeri/2013/01/bozdag-{n + 1}.svg": photo(
            640,
            400,
            sky,
            ground,
            f'<path d="M0 270 L{140 + n * 40} {90 + n * 9} L640 270 Z" fill="#ffffff" opacity=".8"/>',
        )
        for n, (sky, ground, _t) in enumerate(photos)
    }
    files |= {
        f"/galeri/2013/01/bozdag-{n + 1}-k.svg": photo(80, 50, sky, ground)
        for n, (sky, ground, _t) in enumerate(photos)
    }
    big = "".join(
        f'<div class="gf" id="foto-{n + 1}"><div class="gf-no">{n + 1} / {len(photos)}</div>'
        f'<img src="/galeri/2013/01/bozdag-{n + 1}.svg" width="640" height="400" alt="{esc(t)}" /><p class="gf-acik">{esc(t)}</p></div>\n'
        for n, (_s, _g, t) in enumerate(photos)
    )
    thumbs = "".join(
        f'<a href="#foto-{n + 1}"><img src="/galeri/2013/01/bozdag-{n + 1}-k.svg" width="80" height="50" alt="" /></a>'
        for n in range(len(photos))
    )
    others = [
        ("Kemeraltı'nda bir cumartesi", 24),
        ("Alsancak'ta yılbaşı coşkusu", 31),
        ("Efes'te kış turizmi", 16),
        ("Kordon'da fırtına", 12),
    ]
    diger = "".join(
        f'<li><a href="/foto-galeri/yasam/{48200 - n * 7}.html"><img src="/galeri/2013/01/bozdag-{n + 2}-k.svg" width="80" height="50" alt="" />{esc(t)}</a><span>{c} fotoğraf</span></li>'
        for n, (t, c) in enumerate(others)
    )
    css = """body{margin:0;background:#1c1c1c;font:13px/1.5 Arial,Tahoma,sans-serif;color:#ddd}
a{color:#ffb400;text-decoration:none}#ust{background:#000;border-bottom:3px solid #d50000;height:60px}#ust .ic{width:1000px;margin:0 auto;position:relative}
#ust .logo{position:absolute;top:10px;left:0;font:bold 30px Arial;color:#fff}#ust .logo b{color:#d50000}
#ust ul{position:absolute;right:0;top:20px;margin:0;padding:0;list-style:none}#ust li{display:inline;margin-left:12px}#ust li a{color:#fff;font-weight:bold}
#ust li.sec a{color:#ffb400}#ana{width:1000px;margin:16px auto;overflow:hidden}#sol{float:left;width:660px}#sag{float:right;width:320px}
.gal-bas{font:bold 24px Arial;color:#fff;margin:0 0 4px}.gal-bilgi{color:#999;font-size:12px;margin-bottom:8px}.gal-ozet{color:#ccc}
.gal-nav{background:#000;padding:6px;text-align:center;margin-bottom:10px}.gal-nav a{display:inline-block;padding:4px 12px;background:#333;margin:0 4px;color:#fff}
.thumbs{background:#111;padding:6px;margin-bottom:14px}.thumbs img{margin-right:2px;border:1px solid #444}
.gf{background:#000;padding:8px;margin-bottom:12px}.gf-no{color:#888;font-size:11px}.gf-acik{margin:6px 0 0;color:#eee}
.paylas{background:#2a2a2a;padding:6px;margin:12px 0;font-size:12px}.paylas a{margin-right:10px}
.reklam{height:90px;background:#333;color:#777;text-align:center;line-height:90px;font-size:10px;margin:12px 0}
#yorumlar{background:#fff;color:#222;padding:12px}#yorumlar h3{margin:0 0 8px;font-size:18px;color:#d50000;border-bottom:2px solid #d50000}
.yorum-kutu{border-bottom:1px solid #e4e4e4;padding:8px 0}.yk-ust{font-size:12px}.yk-ad{font-weight:bold;color:#00457c;margin-right:8px}
.yk-tarih{color:#999;font-size:11px}.yk-metin{margin:4px 0}.yk-metin ul{margin:4px 0 4px 18px;padding:0}.yk-alt{font-size:11px}.yk-alt a{color:#777;margin-right:8px}
.yanitlar{margin:6px 0 0 30px;padding-left:8px;border-left:2px solid #ffb400}.yanitlar .yorum-kutu{border:0}
#yorum-yaz{background:#f2f2f2;padding:8px;margin-top:8px;font-size:12px}#yorum-yaz textarea{width:100%;height:60px}
.kutu{background:#2a2a2a;padding:10px;margin-bottom:14px}.kutu h4{margin:0 0 8px;color:#fff;font-size:14px;border-left:4px solid #d50000;padding-left:6px}
.kutu ul{list-style:none;margin:0;padding:0}.kutu li{overflow:hidden;margin-bottom:8px}.kutu li img{float:left;margin-right:8px}.kutu li span{display:block;color:#888;font-size:11px}
.kare{height:250px;background:#333;color:#777;text-align:center;line-height:250px;font-size:10px;margin-bottom:14px}
#alt{background:#000;color:#888;padding:16px;font-size:11px;text-align:center}#alt a{color:#ccc;margin:0 6px}"""
    body = f"""<div id="ust"><div class="ic"><span class="logo">Ege<b>Postası</b></span><ul><li><a href="/">Anasayfa</a></li><li><a href="/gundem/">Gündem</a></li><li><a href="/izmir/">İzmir</a></li><li><a href="/ekonomi/">Ekonomi</a></li><li><a href="/spor/">Spor</a></li><li class="sec"><a href="/foto-galeri/">Foto Galeri</a></li><li><a href="/video/">Video</a></li></ul></div></div>
<div id="ana">
<div id="sol">
<h1 class="gal-bas">Bozdağ'da kayak sezonu açıldı</h1>
<p class="gal-bilgi">Foto Galeri · Yaşam · 12 Ocak 2013, 09:30 · 8 fotoğraf</p>
<p class="gal-ozet">İzmir'in Ödemiş ilçesindeki Bozdağ Kayak Merkezi, yılbaşından sonra yağan karla birlikte sezonu açtı. Hafta sonu binlerce kişi piste akın etti.</p>
<div class="gal-nav"><a href="/foto-galeri/yasam/kordon-da-firtina-48190.html">« Önceki galeri</a><a href="#foto-1">Tek tek gör</a><a href="/foto-galeri/yasam/kemeralti-48200.html">Sonraki galeri »</a></div>
<div class="thumbs">{thumbs}</div>
{big}
<div class="paylas">Paylaş: <a href="http://www.facebook.example.com/sharer.php">Facebook</a><a href="http://twitter.example.com/share">Twitter</a><a href="/eposta/">E-posta</a></div>
<div class="reklam">REKLAM</div>
<div id="yorumlar"><h3>Yorumlar (11)</h3>
{yorumlar}<div id="yorum-yaz"><b>Yorum yazın</b> · Yorumunuz editör onayından sonra yayınlanacaktır.<br /><input type="text" name="ad" value="Adınız" /><br /><textarea name="yorum"></textarea><br /><input type="submit" value="Gönder" /></div>
</div>
</div>
<div id="sag">
<div class="kare">REKLAM</div>
<div class="kutu"><h4>Diğer galeriler</h4><ul>{diger}</ul></div>
<div class="kutu"><h4>Çok okunanlar</h4><ul><li><a href="/izmir/2013/01/12/48211.html">Körfez'de balık ölümleri araştırılıyor</a></li><li><a href="/spor/2013/01/12/48209.html">Göztepe deplasmandan puanla döndü</a></li><li><a href="/ekonomi/2013/01/11/48190.html">Zeytinyağı ihracatında rekor</a></li><li><a href="/gundem/2013/01/11/48188.html">İzmir'de yarın okullar tatil mi?</a></li></ul></div>
<div class="kutu"><h4>Hava durumu</h4>İzmir 11° / 4° · Ödemiş 8° / -1° · Bozdağ -6° kar</div>
</div>
</div>
<div id="alt"><a href="/kunye/">Künye</a><a href="/reklam/">Reklam</a><a href="/iletisim/">İletişim</a><a href="/gizlilik/">Gizlilik</a><br />© 2013 Ege Postası. Tüm hakları saklıdır. Haberlerin izinsiz kopyalanması yasaktır.</div>"""
    return make(
        "ex-tr-galeri-yorumlar",
        "discussion",
        "tr",
        page(
            body,
            title="Bozdağ'da kayak sezonu açıldı - Foto Galeri - Ege Postası",
            lang="tr",
            css=css,
            xhtml=False,
        ),
        cs,
        path=site,
        container="div#yorumlar 'Yorumlar (11)' under the gallery (8 photos, each div.gf with 'N / 8', the image and a caption p.gf-acik), a share bar and a banner: div.yorum-kutu (div.yk-ust: span.yk-ad + span.yk-tarih; div.yk-metin; div.yk-alt '▲ n ▼ n Cevapla Şikayet et'), replies in div.yanitlar",
        heading="Yorumlar (11)",
        description="A Turkish regional news site's photo gallery (January 2013) on a dark page: headline, summary, gallery navigation, a strip of thumbnails, eight photos each with its number and one-line caption, a share bar and a banner, then 'Yorumlar (11)': 11 readers' comments, 3 of them replies (two deep), with votes, a list and a smiley as text; other galleries with photo counts, most read and weather on the right.",
        files=files,
    )


# --------------------------------------------------------------------------- el: video page, 2012


def el_video() -> Case:
    cs = talk("""
Γιάννης Π. @ 18/09/2012, 09:14 :: Υπέροχο βίντεο! Ο παππούς μου ήταν ψαράς στην Αγριά, μου θύμισε τα καλοκαίρια που τον βοηθούσα να καθαρίζει τα δίχτυα.
Μαρία_Β @ 18/09/2012, 10:02 :: Πολύ όμορφη η μουσική στο τέλος, ξέρει κανείς ποιο κομμάτι είναι;
>Ομάδα βίντεο @ 18/09/2012, 11:30 :: Καλημέρα Μαρία, είναι ένα παραδοσιακό μικρασιάτικο ζεϊμπέκικο σε εκτέλεση της κομπανίας «Αρμυρίκι» από τη Νέα Ιωνία. Ευχαριστούμε που μας παρακολουθείτε!
kostas_volos @ 18/09/2012, 12:45 :: Ωραία τα πλάνα, αλλά κανείς δεν λέει ότι τα ψάρια λιγοστεύουν χρόνο με το χρόνο. Ρωτήστε τους ίδιους τους ψαράδες τι πιάνουν σήμερα και τι έπιαναν πριν 20 χρόνια.
Ελένη @ 18/09/2012, 15:20 :: Και μετά ψαράκι στα τσιπουράδικα του λιμανιού, πιο φρέσκο δεν γίνεται! Μπράβο στον κάμεραμαν που ξύπνησε στις 5 :)
Νίκος Αθ. @ 19/09/2012, 08:05 :: Το δείξαμε στο μάθημα της Γεωγραφίας στην Ε' τάξη. Άρεσε πολύ στα παιδιά και ρώτησαν αν μπορούμε να επισκεφτούμε τα καΐκια. Υπάρχει καμιά πληροφορία για σχολικές επισκέψεις στο λιμάνι;
""")
    site = "/video/koinonia/oi-psarades-tou-volou-stin-avgi-v2291.html"
    rows = []
    k = kids(cs)

    def sx(i: int) -> str:
        c = cs[i]
        n = 90121 + i * 3
        staff = " sx-ekdoti" if c.who == "Ομάδα βίντεο" else ""
        sub = "".join(sx(j) for j in k.get(i, []))
        if sub:
            sub = f'<ol class="sx-apantiseis">{sub}</ol>'
        return (
            f'<li class="sx{staff}" id="sx{n}"><img src="{av(c.who, "melos", 36)}" width="36" height="36" alt="" class="sx-eik" />'
            f'<div class="sx-ma"><div class="sx-pano"><strong>{esc(c.who)}</strong> <span>{esc(c.at)}</span></div>'
            f'{rich(c.body)}<div class="sx-kato"><a href="#sxoliaste">Απάντηση</a> · <a href="/anafora/{n}">Αναφορά</a></div></div>{sub}</li>\n'
        )

    rows.append("".join(sx(i) for i in k[None]))
    more = [
        ("Ο τρύγος στη Ραψάνη", "2:58", "15/09/2012", "1.870"),
        ("Καταιγίδα στο Πήλιο: εικόνες από ψηλά", "1:12", "12/09/2012", "9.402"),
        ("Το τρενάκι ξανά σε λειτουργία", "4:20", "08/09/2012", "6.118"),
        ("Αγώνας κωπηλασίας στον Παγασητικό", "3:05", "02/09/2012", "1.233"),
        ("Πανηγύρι στη Μακρινίτσα", "5:41", "15/08/2012", "3.990"),
    ]
    rel = "".join(
        f'<li><a href="/video/koinonia/v{2290 - n * 3}.html"><span class="mini"><img src="/video/thumbs/v{2290 - n * 3}.svg" width="120" height="68" alt="" /><em>{d}</em></span>'
        f"<b>{esc(t)}</b></a><small>{w} · {v} προβολές</small></li>"
        for n, (t, d, w, v) in enumerate(more)
    )
    files = {
        f"/video/thumbs/v{2290 - n * 3}.svg": photo(120, 68, "#f2c28b", "#2d5d7b") for n in range(len(more))
    }
    files["/video/posters/v2291.svg"] = photo(
        640,
        360,
        "#f6b26b",
        "#1f4e79",
        '<rect x="220" y="210" width="160" height="30" fill="#6b3e1e"/><circle cx="520" cy="90" r="40" fill="#ffd966"/>',
    )
    css = """body{margin:0;background:#f0f0f0;font:13px/1.5 'Trebuchet MS',Arial,sans-serif;color:#333}a{color:#0a5d8c;text-decoration:none}
#header{background:#0a5d8c;height:70px}#header .w{width:980px;margin:0 auto;position:relative}#header .logo{position:absolute;top:14px;color:#fff;font:bold 30px 'Trebuchet MS'}
#header .logo span{color:#9fd3f2}#header .menu{position:absolute;right:0;top:26px}#header .menu a{color:#fff;margin-left:14px;font-weight:bold}
#bar{background:#063f60;color:#cde;font-size:11px;padding:4px 0}#bar .w{width:980px;margin:0 auto}
#page{width:980px;margin:14px auto;overflow:hidden}#vid{float:left;width:650px;background:#fff;padding:12px}#side{float:right;width:310px}
.player{position:relative;width:640px;height:360px;background:#000}.player img{display:block}.player .play{position:absolute;left:280px;top:140px;width:80px;height:80px;border-radius:40px;background:rgba(0,0,0,.6);color:#fff;font-size:40px;text-align:center;line-height:80px}
.player .ctrl{position:absolute;bottom:0;left:0;right:0;height:26px;background:rgba(0,0,0,.7);color:#ccc;font-size:11px;line-height:26px;padding:0 8px}
.noflash{font-size:11px;color:#888;margin:4px 0}h1{font-size:22px;margin:10px 0 4px;color:#111}.vmeta{font-size:11px;color:#888}
.vdesc{margin:8px 0}.share{background:#f4f4f4;padding:5px;font-size:11px}.share a{margin-right:8px}.embed{font-size:11px;color:#666}.embed input{width:100%;font-size:10px}
#sxolia{margin-top:16px}#sxolia h2{font-size:16px;border-bottom:2px solid #0a5d8c;padding-bottom:3px}ol.sx-lista,ol.sx-apantiseis{list-style:none;margin:0;padding:0}
ol.sx-apantiseis{margin-left:46px}li.sx{overflow:hidden;border-top:1px solid #eee;padding:8px 0}.sx-eik{float:left}.sx-ma{margin-left:46px}
.sx-pano strong{color:#0a5d8c}.sx-pano span{color:#999;font-size:11px;margin-left:6px}.sx-ma p{margin:3px 0}.sx-kato{font-size:11px}.sx-kato a{color:#999}
li.sx-ekdoti > .sx-ma{background:#eef6fb;padding:4px}#sxoliaste{background:#f4f4f4;padding:8px;font-size:12px;margin-top:8px}
.box{background:#fff;padding:10px;margin-bottom:14px}.box h3{margin:0 0 8px;font-size:14px;color:#0a5d8c}.box ul{list-style:none;margin:0;padding:0}
.box li{overflow:hidden;margin-bottom:8px}.mini{float:left;position:relative;margin-right:8px}.mini em{position:absolute;right:2px;bottom:2px;background:#000;color:#fff;font-size:10px;font-style:normal;padding:0 3px}
.box li small{display:block;color:#999;font-size:10px}.ad{height:250px;background:#ddd;color:#999;text-align:center;line-height:250px;font-size:10px;margin-bottom:14px}
#footer{background:#063f60;color:#9ab;padding:14px;text-align:center;font-size:11px}#footer a{color:#fff;margin:0 5px}"""
    body = f"""<div id="header"><div class="w"><a class="logo" href="/">Θεσσαλική<span>Ματιά</span></a><div class="menu"><a href="/">Αρχική</a><a href="/eidiseis/">Ειδήσεις</a><a href="/volos/">Βόλος</a><a href="/larisa/">Λάρισα</a><a href="/athlitika/">Αθλητικά</a><a href="/video/">Βίντεο</a><a href="/gallery/">Φωτογραφίες</a></div></div></div>
<div id="bar"><div class="w">Τρίτη, 18 Σεπτεμβρίου 2012 · Βόλος 27°C</div></div>
<div id="page">
<div id="vid">
<div class="player"><img src="/video/posters/v2291.svg" width="640" height="360" alt="" /><a class="play" href="#" title="Αναπαραγωγή">▶</a><div class="ctrl">0:00 / 3:42 · HD · Πλήρης οθόνη</div></div>
<p class="noflash">Για την αναπαραγωγή του βίντεο απαιτείται το Adobe Flash Player 10 ή νεότερο.</p>
<h1>ΒΙΝΤΕΟ: Οι ψαράδες του Βόλου βγάζουν τα δίχτυα στην αυγή</h1>
<p class="vmeta">Κοινωνία · Διάρκεια 3:42 · Ανέβηκε 17/09/2012, 21:00 · Προβολές: 4.218</p>
<div class="vdesc"><p>Η κάμερά μας ακολούθησε το καΐκι «Αγία Ειρήνη» από τη σκάλα του Βόλου στις 5 το πρωί, μέχρι την επιστροφή με το πρώτο φως. Ο καπετάν Στράτος και ο γιος του μιλούν για τη δουλειά, τη θάλασσα του Παγασητικού και τις δυσκολίες της μικρής αλιείας.</p><p>Λήψη και μοντάζ: Αντώνης Κ.</p></div>
<div class="share">Μοιραστείτε: <a href="http://www.facebook.example.com/sharer.php">Facebook</a><a href="http://twitter.example.com/share">Twitter</a><a href="/email/">Email</a></div>
<div class="embed">Ενσωμάτωση: <input type="text" readonly="readonly" value="&lt;iframe src=&quot;http://www.thessaliki-matia.example.gr/embed/v2291&quot; width=&quot;640&quot; height=&quot;360&quot;&gt;&lt;/iframe&gt;" /></div>
<div id="sxolia"><h2>Σχόλια (6)</h2>
<ol class="sx-lista">
{"".join(rows)}</ol>
<div id="sxoliaste"><b>Σχολιάστε</b> · Πρέπει να <a href="/login/">συνδεθείτε</a> για να σχολιάσετε. Τα σχόλια δημοσιεύονται μετά από έλεγχο.</div>
</div>
</div>
<div id="side">
<div class="ad">ΔΙΑΦΗΜΙΣΗ</div>
<div class="box"><h3>Περισσότερα βίντεο</h3><ul>{rel}</ul></div>
<div class="box"><h3>Δημοφιλή</h3><ul><li><a href="/eidiseis/2012/09/18/12201.html">Νέα δρομολόγια για τις Σποράδες</a></li><li><a href="/volos/2012/09/17/12188.html">Κλειστή η παραλιακή το Σάββατο</a></li><li><a href="/athlitika/2012/09/17/12180.html">Νίκη για την Ολυμπιακή Βόλου</a></li></ul></div>
</div>
</div>
<div id="footer"><a href="/tautotita/">Ταυτότητα</a><a href="/epikoinonia/">Επικοινωνία</a><a href="/oroi/">Όροι χρήσης</a><br />© 2012 Θεσσαλική Ματιά. Απαγορεύεται η αναδημοσίευση χωρίς άδεια.</div>"""
    return make(
        "ex-el-video-sxolia",
        "discussion",
        "el",
        page(
            body,
            title="ΒΙΝΤΕΟ: Οι ψαράδες του Βόλου βγάζουν τα δίχτυα στην αυγή - Θεσσαλική Ματιά",
            lang="el",
            css=css,
        ),
        cs,
        path=site,
        container="div#sxolia 'Σχόλια (6)' under the player, title, description, share bar and embed code: ol.sx-lista > li.sx (img.sx-eik, div.sx-ma: div.sx-pano strong NAME + span date, p…, div.sx-kato 'Απάντηση · Αναφορά'), the video team's answer li.sx.sx-ekdoti in ol.sx-apantiseis",
        heading="Σχόλια (6)",
        description="A Greek regional site's video page (September 2012): a player drawn as a poster image with a play button and a Flash notice, the video's title, duration, views and description, share bar and embed code, then 'Σχόλια (6)': 6 comments, one of them the video team's answer to a reader; 'Περισσότερα βίντεο' with durations, dates and views, and 'Δημοφιλή' in the side column.",
        files=files,
    )


# --------------------------------------------------------------------------- sv: top comments above, thread below, 2013


def sv_topp() -> Case:
    cs = talk("""
Lasse i Köping @ 5 mars 2013 kl 07:12 :: Ännu ett steg mot att döda stadskärnan. Vem åker in till stan för att handla om man inte kan parkera? Då kör man till Erikslund istället.
>Cyklande Cissi @ 5 mars 2013 kl 07:40 :: Jag åker in till stan varje dag utan att parkera. På cykel. Det går utmärkt.
>>Lasse i Köping @ 5 mars 2013 kl 07:58 :: Bra för dig Cissi, men jag bor tre mil utanför och har två barn och en hund.
Maja Lindqvist @ 5 mars 2013 kl 08:15 :: Jag har haft en liten butik på Storgatan sedan 2004. De flesta av mina kunder kommer gående eller med bussen, inte med bil. Det vet jag för jag har faktiskt frågat dem. // Det som dödar stadskärnan är hyrorna och de tomma lokalerna, inte att tolv parkeringsplatser försvinner.
Anders @ 5 mars 2013 kl 08:30 :: Vad kostar det här? Står inget om det i artikeln.
>Patrik E. @ 5 mars 2013 kl 08:52 :: Enligt tjänsteskrivelsen runt 4,5 miljoner, inklusive nya träd och bänkar. Den finns att läsa på kommunens hemsida.
Göran @ 5 mars 2013 kl 09:10 :: tolv platser? det är ju ingenting. storm i ett vattenglas
Handikappad men inte dum @ 5 mars 2013 kl 09:44 :: Tänk på oss som inte kan gå långt. Blir det kvar någon handikapparkering i närheten? Det framgår inte.
>Ulrika V @ 5 mars 2013 kl 10:02 :: Enligt förslaget flyttas de två handikapplatserna till Kyrkogatan, ca 50 meter bort. Det står på sidan 4.
Bengt-Åke Sjöberg @ 5 mars 2013 kl 10:20 :: Vi hade exakt samma diskussion 1987 när Vasagatan blev gågata. Alla affärsägare skrek att det skulle bli deras ruin. Idag är Vasagatan den gata där alla vill ha sin butik. // Låt dem prova ett år och utvärdera sedan.
Fia @ 5 mars 2013 kl 11:05 :: Äntligen! Mer plats för uteserveringar på sommaren.
Tommy @ 5 mars 2013 kl 11:48 :: Kommunen borde laga hålen i gatan först. Jag har tappat en navkapsel i samma grop två gånger.
Lina Ek @ 5 mars 2013 kl 12:30 :: Ett par saker jag saknar i debatten: * cykelparkeringen vid torget är redan full varje dag * bussarna går för sällan efter klockan 19 * var ska varuleveranserna stå? // Löser man inte det blir det kaos oavsett.
Mats @ 5 mars 2013 kl 13:15 :: Lina Ek har en poäng med leveranserna. Har sett lastbilar stå mitt i gatan redan nu.
Rolf @ 5 mars 2013 kl 15:40 :: Samma politiker som stängde badhuset. Inte konstigt att folk flyttar härifrån
Sara @ 5 mars 2013 kl 17:02 :: Jag tycker det är en bra idé, men gör det ordentligt med planteringar och inte bara några betongsuggor som på Kopparbergsvägen.
Lasse i Köping @ 5 mars 2013 kl 21:30 :: Okej, Bengt-Åke har en poäng med Vasagatan. Men då vill jag se bättre bussar först.
""")
    likes = [12, 18, 4, 47, 6, 15, 3, 21, 19, 62, 9, 14, 33, 8, 2, 11, 10]
    top = [9, 3]  # the two most-liked comments, copied above the article
    site = "/nyheter/vasteras/storgatan-blir-bilfri-sommargata-1.2204871"
    site_html = site + ".html"
    k = kids(cs)

    def inlagg(i: int, depth: int) -> str:
        c = cs[i]
        n = 2204871000 + i * 11
        sub = "".join(inlagg(j, depth + 1) for j in k.get(i, []))
        if sub:
            sub = f'<div class="svar-lista">{sub}</div>'
        return (
            f'<div class="inlagg niva-{depth}" id="inlagg-{n}"><div class="inlagg-topp"><img src="{av(c.who, "anv", 30)}" width="30" height="30" alt="" />'
            f'<a class="signatur" href="/anvandare/{n % 99991}/">{esc(c.who)}</a> <span class="tid">{esc(c.at)}</span></div>\n'
            f'<div class="inlagg-text">{rich(c.body)}</div>\n'
            f'<div class="inlagg-verktyg"><a href="#" class="gilla">Gilla ({likes[i]})</a> · <a href="#skriv">Svara</a> · <a href="/anmal/{n}">Anmäl</a></div>{sub}</div>\n'
        )

    trad = "".join(inlagg(i, 0) for i in k[None])
    topp = "".join(
        f'<li><p class="topp-text">{rich(cs[i].body, mode="br")}</p><p class="topp-vem">– <b>{esc(cs[i].who)}</b>, {esc(cs[i].at)}'
        f' · <span class="topp-gilla">{likes[i]} gillar</span> · <a href="#inlagg-{2204871000 + i * 11}">Gå till kommentaren</a></p></li>'
        for i in top
    )
    css = """body{margin:0;background:#fff;font:14px/1.5 Helvetica,Arial,sans-serif;color:#111}a{color:#004b87;text-decoration:none}
#toppen{background:#ffd200;border-bottom:1px solid #e0b800}#toppen .bred{width:1000px;margin:0 auto;overflow:hidden;padding:8px 0}
#toppen .namn{float:left;font:900 38px Georgia,serif;color:#000;letter-spacing:-1px}#toppen .namn em{font-style:normal;color:#c8102e}
#toppen .login{float:right;font-size:12px;margin-top:18px}#sektioner{background:#000}#sektioner ul{width:1000px;margin:0 auto;padding:0;list-style:none;overflow:hidden}
#sektioner li{float:left}#sektioner a{display:block;color:#fff;padding:8px 12px;font:bold 13px Arial}#sektioner li.vald a{background:#c8102e}
#yta{width:1000px;margin:16px auto;overflow:hidden}#artikel{float:left;width:640px}#hoger{float:right;width:330px}
.mest-gillade{background:#fff8d6;border:1px solid #e8d68a;padding:10px 14px;margin-bottom:16px}.mest-gillade h2{margin:0 0 6px;font:bold 13px Arial;text-transform:uppercase;color:#8a6d00}
.mest-gillade ul{list-style:none;margin:0;padding:0}.mest-gillade li{border-top:1px dotted #d8c56f;padding:6px 0}.mest-gillade li:first-child{border:0}
.topp-text{margin:0;font:italic 15px Georgia,serif}.topp-vem{margin:2px 0 0;font-size:11px;color:#666}.topp-gilla{color:#c8102e;font-weight:bold}
.vinjett{color:#c8102e;font:bold 12px Arial;text-transform:uppercase}h1{font:bold 34px Georgia,serif;margin:2px 0 8px;line-height:1.1}
.ingress{font:bold 16px Arial;margin:0 0 10px}.byline{font-size:12px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0;margin-bottom:10px}
.brod p{margin:0 0 12px;font:15px/1.6 Georgia,serif}.faktaruta{float:right;width:220px;background:#f0f4f8;padding:8px;margin:0 0 10px 14px;font-size:12px}
.faktaruta h4{margin:0 0 4px}.dela{margin:12px 0;font-size:12px}.dela a{margin-right:10px}
#kommentarer{margin-top:20px;border-top:3px solid #000}#kommentarer h2{font:bold 20px Georgia;margin:8px 0}.regler{font-size:11px;color:#777}
.inlagg{border-bottom:1px solid #e5e5e5;padding:8px 0}.inlagg-topp img{vertical-align:middle;margin-right:6px}.signatur{font-weight:bold}
.tid{color:#999;font-size:11px}.inlagg-text p{margin:4px 0}.inlagg-verktyg{font-size:11px}.inlagg-verktyg a{color:#888}
.svar-lista{margin:6px 0 0 36px;border-left:2px solid #ffd200;padding-left:10px}.svar-lista .inlagg{border:0}
#skriv{background:#f3f3f3;padding:10px;margin-top:10px;font-size:12px}.annons{height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:250px;margin-bottom:14px}
.puff{border-top:3px solid #c8102e;margin-bottom:16px}.puff h3{margin:6px 0;font:bold 14px Arial}.puff ol,.puff ul{margin:0;padding-left:18px}.puff li{margin:3px 0}
#botten{clear:both;background:#111;color:#aaa;padding:18px;font-size:11px}#botten .bred{width:1000px;margin:0 auto}#botten a{color:#fff;margin-right:10px}"""
    body = f"""<div id="toppen"><div class="bred"><span class="namn">Mälar<em>kuriren</em></span><span class="login"><a href="/logga-in/">Logga in</a> · <a href="/prenumerera/">Prenumerera</a> · <a href="/e-tidning/">E-tidningen</a></span></div></div>
<div id="sektioner"><ul><li><a href="/">Start</a></li><li class="vald"><a href="/nyheter/">Nyheter</a></li><li><a href="/sport/">Sport</a></li><li><a href="/noje/">Nöje</a></li><li><a href="/asikter/">Åsikter</a></li><li><a href="/familj/">Familj</a></li><li><a href="/bostad/">Bostad</a></li><li><a href="/jobb/">Jobb</a></li></ul></div>
<div id="yta">
<div id="artikel">
<div class="mest-gillade"><h2>Mest gillade kommentarer</h2><ul>{topp}</ul></div>
<p class="vinjett">Västerås</p>
<h1>Storgatan blir bilfri sommargata</h1>
<p class="ingress">Från den 1 juni till den 31 augusti stängs Storgatan för biltrafik mellan Stora torget och Smedjegatan. Tolv parkeringsplatser försvinner för gott.</p>
<p class="byline">Karin Holm · karin.holm@malarkuriren.example.se · Publicerad 5 mars 2013 kl 06:00 · <a href="#kommentarer">17 kommentarer</a></p>
<div class="brod">
<div class="faktaruta"><h4>Så blir det</h4>Gågata 1 juni–31 augusti. Leveranser tillåtna kl 6–10. Två handikapplatser flyttas till Kyrkogatan. Beslut i tekniska nämnden 21 mars.</div>
<p>Tekniska förvaltningen föreslår att Storgatan görs om till en sommargata med uteserveringar, planteringar och sittplatser. Om försöket faller väl ut kan gatan bli bilfri året runt från 2014.</p>
<p>– Vi ser att allt fler rör sig till fots i centrum och vill ge dem mer plats, säger Jonas Bergström (S), ordförande i tekniska nämnden.</p>
<p>Köpmannaföreningen är kritisk. Ordföranden Peter Lund säger att flera butiker är beroende av kunder som kommer med bil.</p>
<p>– Vi har inget emot uteserveringar, men man måste kunna ta sig hit, säger han.</p>
<p>Förslaget beräknas kosta 4,5 miljoner kronor, varav det mesta går till nya träd, bänkar och belysning.</p>
</div>
<div class="dela">Dela: <a href="http://www.facebook.example.com/sharer.php">Facebook</a><a href="http://twitter.example.com/share">Twitter</a><a href="/tipsa/">Tipsa en vän</a><a href="/rattelse/">Rapportera fel</a></div>
<div id="kommentarer"><h2>Kommentarer (17)</h2>
<p class="regler">Kommentarerna granskas i efterhand. Håll god ton. <a href="/regler/">Läs våra regler</a>. Visar alla 17 kommentarer, äldsta först.</p>
{trad}<div id="skriv"><b>Skriv en kommentar</b> · Du måste vara <a href="/logga-in/">inloggad</a> för att kommentera.</div>
</div>
</div>
<div id="hoger">
<div class="annons">ANNONS</div>
<div class="puff"><h3>Mest läst</h3><ol><li><a href="/nyheter/vasteras/1.2204802">Brand i flerfamiljshus på Bäckby</a></li><li><a href="{site_html}">Storgatan blir bilfri sommargata</a></li><li><a href="/sport/1.2204790">VSK värvar mittfältare från Norge</a></li><li><a href="/nyheter/vasteras/1.2204755">Nya bussturer till Hälla</a></li><li><a href="/noje/1.2204740">Konsert på Culturen sålde slut</a></li></ol></div>
<div class="puff"><h3>Senaste nytt</h3><ul><li>10:42 <a href="/nyheter/1.2204890">Olycka på E18 vid Skultuna</a></li><li>10:15 <a href="/nyheter/1.2204885">Skolan får ny rektor</a></li><li>09:30 <a href="/nyheter/1.2204879">Snöröjningen kostade dubbelt</a></li></ul></div>
<div class="annons">ANNONS</div>
</div>
</div>
<div id="botten"><div class="bred"><a href="/kontakt/">Kontakta oss</a><a href="/annonsera/">Annonsera</a><a href="/kundservice/">Kundservice</a><a href="/cookies/">Om cookies</a><br />Mälarkuriren · Ansvarig utgivare: Eva Nordin · © 2013</div></div>"""
    return make(
        "ex-sv-topp-kommentarer",
        "discussion",
        "sv",
        page(body, title="Storgatan blir bilfri sommargata - Mälarkuriren", lang="sv", css=css, xhtml=False),
        cs,
        path=site_html,
        container="div.mest-gillade 'Mest gillade kommentarer' above the headline (copies of two comments: p.topp-text + p.topp-vem '– NAME, DATE · n gillar · Gå till kommentaren'), and div#kommentarer 'Kommentarer (17)' after the article: div.inlagg.niva-N (div.inlagg-topp img + a.signatur NAME + span.tid; div.inlagg-text > p…; div.inlagg-verktyg 'Gilla (n) · Svara · Anmäl'), replies in div.svar-lista",
        heading="Kommentarer (17)",
        description="A Swedish regional paper's story (March 2013): above the headline a yellow box 'Mest gillade kommentarer' with copies of the two most-liked comments (Bengt-Åke Sjöberg's, 62 likes, and Maja Lindqvist's, 47), each with name, time, likes and a link to it; below the article the whole thread 'Kommentarer (17)': 17 comments, 4 of them replies (two deep), with likes, a list, the two copied ones at their places; most read, latest news and ads on the right.",
    )


def threads2_ex() -> list[Case]:
    return [pl_druk(), tr_galeri(), el_video(), sv_topp()]

"""Blind set DI: three more pages without any reader comment: a Turkish regional news site of 2012 (its columnists'
latest pieces with photo, name, title and date, breaking news with times, prayer times, most read with counts), a
Romanian football site's match report of 2013 with the minute-by-minute live text under it, scorers and the table,
and a Swedish knitting blog of 2011 whose post quotes the giveaway's winners and their answers, beside a blogroll
with "n hours ago" and an archive with counts (the post's discussion closed). Every site, name, place and text
invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_di_common import Case, counted, doc, esc, links, make, slug

# --------------------------------------------------------------------------- tr: a regional news site, 2012

TR_CSS = (
    "body{margin:0;background:#f0f0f0;font:13px/1.5 Arial,Tahoma,sans-serif;color:#222}#kapsayici{width:1000px;margin:0 auto;background:#fff}"
    "#ust{background:#d71920;color:#fff;padding:12px;overflow:hidden}#ust .logo{font:bold 34px Arial;float:left}#ust .hava{float:right;font-size:12px}"
    "#sondakika{background:#222;color:#ffd400;padding:4px 12px;font-size:12px;white-space:nowrap;overflow:hidden}"
    "#menu{background:#fff;border-bottom:2px solid #d71920;overflow:hidden;margin:0;padding:0}#menu li{float:left;list-style:none}#menu a{display:block;padding:7px 10px;font-weight:bold;color:#333}"
    "#sol{float:left;width:650px;padding:12px}#sag{float:right;width:310px;padding:12px 8px}.modul{margin-bottom:14px}.modul h3{border-bottom:2px solid #d71920;margin:0 0 6px;font-size:14px}"
    ".yazarlar li{list-style:none;overflow:hidden;border-bottom:1px solid #eee;padding:5px 0}.yazarlar img{float:left;margin-right:8px}.yazarlar .ad{font-weight:bold;display:block}"
    ".yazarlar .tarih{color:#999;font-size:11px}#alt{clear:both;background:#333;color:#bbb;padding:12px;font-size:11px}"
)


def tr_zeytin() -> Case:
    columnists = (
        ("Nevzat Karaoğlan", "Zeytinin fiyatını kim belirliyor?", "15 Ekim 2012"),
        ("Figen Ulusoy", "Kozak yaylasında bir sonbahar sabahı", "15 Ekim 2012"),
        ("Av. Metin Dursunoğlu", "Kira artışında yeni dönem: bilmeniz gerekenler", "14 Ekim 2012"),
        ("Dr. Serap Akın", "Grip aşısını kimler olmalı?", "13 Ekim 2012"),
        ("Orhan Gedikli", "Bergamaspor'da teknik direktör krizi bitmedi", "13 Ekim 2012"),
        ("Hülya Taşkıran", "Çocuklarımıza kitap okumayı nasıl sevdiririz", "12 Ekim 2012"),
    )
    yaz = "".join(
        f'<li><a href="/yazar/{slug(n)}"><img src="/resim/yazar/{slug(n)}.jpg" width="48" height="48" alt="{esc(n)}" /></a>'
        f'<span class="ad">{esc(n)}</span><a class="baslik" href="/yazar/{slug(n)}/{slug(t)}">{esc(t)}</a><br /><span class="tarih">{esc(d)}</span></li>'
        for n, t, d in columnists
    )
    prayer = "".join(
        f"<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>"
        for a, b in (
            ("İmsak", "05:38"),
            ("Güneş", "07:02"),
            ("Öğle", "12:57"),
            ("İkindi", "16:01"),
            ("Akşam", "18:42"),
            ("Yatsı", "20:00"),
        )
    )
    body = (
        '<div id="kapsayici"><div id="ust"><span class="logo">Ege Sabah Postası</span><span class="hava">Bergama 23°C Güneşli · 15.10.2012 Pazartesi</span></div>'
        '<div id="sondakika">SON DAKİKA: 11:42 Dikili yolunda zincirleme kaza: 3 yaralı · 10:15 Belediye meclisi yarın toplanıyor · 09:30 Ayvalık\'ta elektrik kesintisi</div>'
        + links(
            (
                "Anasayfa",
                "Gündem",
                "Bergama",
                "Ekonomi",
                "Tarım",
                "Spor",
                "Yazarlar",
                "Foto Galeri",
                "Video",
                "Künye",
            ),
            "/kategori/",
        ).replace("<ul>", '<ul id="menu">', 1)
        + '<div id="sol"><div class="haber"><h1>Bergama\'da zeytin hasadı erken başladı</h1>'
        '<div class="haber-bilgi">Haber: <a href="/muhabir/kadir-ozdemir">Kadir Özdemir</a> | Eklenme: 14 Ekim 2012 Pazar 18:20 | Güncelleme: 14 Ekim 2012 21:05</div>'
        '<div class="paylas"><a href="#">Facebook\'ta paylaş</a> (87) <a href="#">Tweetle</a> (12) <a href="#">Yazdır</a> <a href="#">A+</a> <a href="#">A-</a></div>'
        '<img src="/resim/haber/2012/10/zeytin-hasat.jpg" width="640" height="360" alt="" />'
        "<p><strong>Sıcak geçen yaz nedeniyle zeytin taneleri erken olgunlaşınca Bergama köylerinde hasat her yıldan iki hafta önce başladı. Üreticiler rekolteden memnun, fiyattan değil.</strong></p>"
        "<p>Kozak yaylasına bağlı Aşağıkırıklar ve Yukarıbey köylerinde aileler, sabahın erken saatlerinde bahçelere çıkarak sırıklarla ve elektrikli tarama makineleriyle toplamaya başladı. Köylerde okullar açık olsa da hafta sonları çocuklar da hasada katılıyor.</p>"
        '<p>Bergama Ziraat Odası Başkanı Cemal Yörükoğlu, bu yıl ilçede 62 bin ton dolayında rekolte beklendiğini söyledi. "Geçen yıl var yılıydı, bu yıl da fena değil. Ama mazot ve gübre fiyatları o kadar arttı ki üretici kâr edemiyor" dedi.</p>'
        '<p>Zeytinyağı fabrikalarında kilosu 5,5 ile 6 lira arasında alınan sofralık zeytin fiyatının düşük olduğunu belirten üretici Halil Gündoğdu ise "Bu fiyata işçiye yevmiye verip, toplatıp, taşıyınca elimize bir şey kalmıyor" diye konuştu.</p>'
        "<p>Hasadın kasım sonuna kadar sürmesi bekleniyor. İlçedeki 14 zeytinyağı fabrikasının 9'u sezonu açtı.</p>"
        '<p class="etiket">Etiketler: <a href="/etiket/zeytin">zeytin</a>, <a href="/etiket/bergama">Bergama</a>, <a href="/etiket/tarim">tarım</a></p></div>'
        '<div class="ilgili"><h3>İlgili Haberler</h3>'
        + links(
            (
                "Zeytinyağı ihracatında Ege birinci",
                "Kozak'ta çam fıstığı rekoltesi düştü",
                "Ziraat Odası'ndan mazot tepkisi",
            ),
            "/haber/",
        )
        + '</div><div class="yorum-yok"><p>Bu habere yorum yapılamaz.</p></div></div>'
        '<div id="sag"><div class="reklam" style="height:250px;background:#eee;text-align:center">REKLAM</div>'
        f'<div class="modul yazarlar"><h3>Köşe Yazarları</h3><ul>{yaz}</ul><a href="/yazarlar">Tüm yazarlar »</a></div>'
        '<div class="modul"><h3>En Çok Okunanlar</h3>'
        + counted(
            """
Dikili yolunda zincirleme kaza: 3 yaralı | 4.120
Bergama'da zeytin hasadı erken başladı | 2.966
Asklepion'a ziyaretçi rekoru | 1.874
Belediyeden yeni otopark kararı | 1.230
Bergamaspor evinde mağlup | 1.102
""",
            "{n} okunma",
        )
        + f'</div><div class="modul"><h3>Namaz Vakitleri – Bergama</h3><table>{prayer}</table></div>'
        '<div class="modul"><h3>Anket</h3><p>Zeytin fiyatları sizce adil mi?</p><p>Evet %14 · Hayır %78 · Fikrim yok %8 (1.408 oy)</p></div></div>'
        '<div id="alt">Ege Sabah Postası © 2012 · Tüm hakları saklıdır. Sitemizde yayınlanan haberlerin kaynak gösterilmeden kullanılması yasaktır. · '
        '<a href="/kunye">Künye</a> · <a href="/iletisim">İletişim</a> · <a href="/rss">RSS</a></div></div>'
    )
    html = doc("tr", "Bergama'da zeytin hasadı erken başladı", "Ege Sabah Postası", TR_CSS, body)
    return make(
        "di-plain-tr-zeytin",
        "lookalike",
        "tr",
        html,
        [],
        path="/bergama/bergamada-zeytin-hasadi-erken-basladi-h4471.html",
        container="-",
        heading=None,
        description="A Turkish regional news site's story (14 Ekim 2012) about the olive harvest; in the rail the columnists' latest pieces (photo, name, title, date), most read with counts, prayer times, a poll; a breaking-news ticker with times; 'Bu habere yorum yapılamaz.' No discussion.",
        lookalikes=("columnists", "breaking news", "most read", "prayer times"),
    )


# --------------------------------------------------------------------------- ro: a football site's match report, 2013

RO_CSS = (
    "body{margin:0;background:#0f3d1f;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#container{width:980px;margin:0 auto;background:#fff}"
    "#header{background:#145a2b;color:#fff;padding:14px}#header .titlu{font:bold italic 32px Arial}#nav{background:#f0c419;padding:5px 14px}#nav a{color:#111;font-weight:bold;margin-right:12px}"
    "#continut{float:left;width:630px;padding:12px}#lateral{float:right;width:310px;padding:12px 8px}.scor{background:#eee;text-align:center;font:bold 22px Arial;padding:8px}"
    "table.live{width:100%;border-collapse:collapse}table.live td{border-bottom:1px solid #e3e3e3;padding:4px;vertical-align:top}table.live td.min{width:44px;font-weight:bold;color:#145a2b}"
    ".caseta{border:1px solid #ccc;margin-bottom:12px;padding:0 6px 6px}.caseta h4{margin:0 -6px 6px;background:#145a2b;color:#fff;padding:4px 6px}table.clas td{padding:1px 4px}"
    "#footer{clear:both;background:#145a2b;color:#cde;padding:10px;font-size:11px}"
)


def ro_meci() -> Case:
    live = (
        ("90+3'", "Final de meci! Recolta câștigă derbiul și urcă pe locul 2."),
        ("90+1'", "Cartonaș galben pentru Bogdan Mărginean (Unirea), protest la arbitru."),
        ("84'", "Schimbare la Recolta: iese Florin Tudose, intră Andrei Cioban."),
        ("77'", "GOOOL! 2-1 pentru Recolta! Cristi Văduva reia din careul mic centrarea lui Dobrescu."),
        ("71'", "Ocazie uriașă pentru Unirea, Sorin Hațegan trage peste poartă de la 8 metri."),
        ("58'", "Gol Unirea! 1-1. Lucian Pârvu înscrie din penalty, după un henț în careu."),
        ("46'", "A început repriza a doua, fără schimbări."),
        ("45+2'", "Pauză la Sânmihai. Gazdele conduc la limită."),
        ("33'", "GOL! 1-0 pentru Recolta, Marius Dobrescu șutează plasat la colțul lung."),
        ("12'", "Prima bară a meciului: Hațegan nimerește transversala din lovitură liberă."),
        ("1'", "A început meciul! Aproximativ 800 de spectatori pe stadionul din Sânmihai."),
    )
    lt = "".join(f'<tr><td class="min">{esc(m)}</td><td>{esc(t)}</td></tr>' for m, t in live)
    scorers = "".join(
        f"<tr><td>{esc(n)}</td><td>{esc(t)}</td><td><b>{esc(g)}</b></td></tr>"
        for n, t, g in (
            ("Marius Dobrescu", "Recolta Sânmihai", "7"),
            ("Lucian Pârvu", "Unirea Vinga", "6"),
            ("Ionuț Sârbu", "Progresul Ortișoara", "5"),
            ("Cristi Văduva", "Recolta Sânmihai", "4"),
            ("Adrian Mocanu", "CS Giroc", "4"),
        )
    )
    table = "".join(
        f"<tr><td>{i}.</td><td>{esc(n)}</td><td>{esc(m)}</td><td><b>{esc(p)}</b></td></tr>"
        for i, (n, m, p) in enumerate(
            (
                ("Progresul Ortișoara", "9", "22"),
                ("Recolta Sânmihai", "9", "20"),
                ("Unirea Vinga", "9", "19"),
                ("CS Giroc", "9", "15"),
                ("Vulturii Pădureni", "9", "11"),
                ("Avântul Bacova", "9", "7"),
            ),
            1,
        )
    )
    body = (
        '<div id="container"><div id="header"><span class="titlu">Sportul Bănățean</span> · fotbal județean, Liga a IV-a și a V-a Timiș</div>'
        '<div id="nav"><a href="/">Acasă</a><a href="/liga-4">Liga a IV-a</a><a href="/liga-5">Liga a V-a</a><a href="/juniori">Juniori</a><a href="/interviuri">Interviuri</a><a href="/foto">Foto</a><a href="/contact">Contact</a></div>'
        '<div id="continut"><h1>Recolta Sânmihai – Unirea Vinga 2-1. Văduva decide derbiul în minutul 77</h1>'
        '<div class="meta">de <a href="/autor/dan-lupescu">Dan Lupescu</a> · duminică, 6 octombrie 2013, 19:05 · Liga a IV-a Timiș, etapa a 9-a</div>'
        '<div class="share"><a href="#">Like</a> 143 · <a href="#">Share</a> · <a href="#">Tweet</a> 4</div>'
        '<div class="scor">Recolta Sânmihai 2 – 1 Unirea Vinga</div><p class="marcatori">Dobrescu 33\', Văduva 77\' / Pârvu 58\' (pen.)</p>'
        "<p>Recolta Sânmihai a câștigat derbiul etapei cu Unirea Vinga și a trecut pe locul 2, la două puncte de liderul Progresul Ortișoara. A fost un meci tare, jucat în fața a peste 800 de spectatori, cu ocazii la ambele porți.</p>"
        "<p>Gazdele au deschis scorul în minutul 33 prin golgheterul Marius Dobrescu, după o combinație frumoasă pe partea stângă. Oaspeții au egalat la începutul reprizei secunde din penalty, prin Lucian Pârvu, iar în minutul 71 au ratat mare prin Hațegan.</p>"
        "<p>Decizia a venit în minutul 77: Dobrescu a centrat de pe dreapta, iar Cristi Văduva, intrat pe teren la pauză, a reluat din careul mic. „Am avut noroc, dar l-am și căutat. Băieții au muncit enorm toată săptămâna”, a declarat antrenorul Recoltei, Viorel Sămărghițan.</p>"
        "<p>La Unirea nemulțumirea a fost legată de arbitraj. „Penalty-ul e corect, dar la faza de la 2-1 era fault pe portar. Nu ne vom plânge, mergem mai departe”, a spus căpitanul Bogdan Mărginean.</p>"
        "<p><b>Recolta:</b> Stanciu – Oprea, Mihuț, Raț, Ghinea – Tudose (84' Cioban), Lazăr, Dobrescu, Ciobotaru – Pop (46' Văduva), Iliescu.<br />"
        "<b>Unirea:</b> Gavrilă – Mărginean, Cozma, Ivan, Szabo – Hațegan, Pârvu, Moldovan, Dragu (65' Toma) – Neagu, Bucur.</p>"
        f'<h2>Minut cu minut</h2><table class="live">{lt}</table>'
        '<div class="etichete">Etichete: <a href="/tag/recolta-sanmihai">Recolta Sânmihai</a> <a href="/tag/unirea-vinga">Unirea Vinga</a> <a href="/tag/liga-4-timis">Liga a IV-a Timiș</a></div>'
        '<div class="alte"><h3>Alte rezultate din etapa a 9-a</h3><ul><li>Progresul Ortișoara – Avântul Bacova 4-0</li><li>CS Giroc – Vulturii Pădureni 2-2</li></ul></div></div>'
        '<div id="lateral"><div class="caseta"><h4>Clasament Liga a IV-a</h4><table class="clas">'
        + table
        + '</table></div><div class="caseta"><h4>Golgheteri</h4><table class="clas">'
        + scorers
        + '</table></div><div class="caseta"><h4>Cele mai citite</h4>'
        + counted(
            """
Recolta Sânmihai – Unirea Vinga 2-1 | 2.710
Antrenorul de la Giroc și-a dat demisia | 1.640
Juniorii Recoltei, campioni de toamnă | 905
Programul etapei a 10-a | 812
""",
            "{n} vizualizări",
        )
        + "</div></div>"
        '<div id="footer">© 2013 SportulBanatean.example.ro · Toate drepturile rezervate · Preluarea materialelor se face doar cu link către sursă.</div></div>'
    )
    html = doc("ro", "Recolta Sânmihai – Unirea Vinga 2-1", "Sportul Bănățean", RO_CSS, body)
    return make(
        "di-plain-ro-meci",
        "lookalike",
        "ro",
        html,
        [],
        path="/liga-4/recolta-sanmihai-unirea-vinga-2-1.html",
        container="-",
        heading=None,
        description="A Romanian county football site's match report (6 octombrie 2013) with the minute-by-minute live text (11 entries, minute and text, newest first) under it; the table, top scorers and most read with counts in the side. No discussion.",
        lookalikes=("minute-by-minute live text", "league table", "top scorers", "most read"),
    )


# --------------------------------------------------------------------------- sv: a knitting blog, 2011

SV_CSS = (
    "body{margin:0;background:#f7eef0;font:13px/1.6 Georgia,serif;color:#3b2f33}#wrap{width:900px;margin:0 auto;background:#fff;padding:0 16px}"
    "#header{padding:26px 0 10px;border-bottom:2px dashed #d9a5b3}#header h1{margin:0;font:italic bold 40px Georgia;color:#b0446a}#header p{margin:0;color:#888}"
    "#main{float:left;width:590px;padding:14px 0}#sidebar{float:right;width:270px;padding:14px 0;font-size:12px}.inlagg h2{color:#b0446a;margin-bottom:2px}"
    ".datum{font-size:11px;color:#999;text-transform:uppercase}.vinnare li{margin-bottom:10px}.ruta{margin-bottom:18px}.ruta h3{font-size:13px;color:#b0446a;border-bottom:1px dotted #d9a5b3;margin:0 0 6px}"
    ".bloggrulle li{margin-bottom:6px}.bloggrulle .senaste{display:block;color:#777}#fot{clear:both;border-top:2px dashed #d9a5b3;font-size:11px;color:#999;padding:10px 0}"
)


def sv_vantar() -> Case:
    winners = (
        (
            "Birgitta i Härnösand",
            "Mitt favoritgarn är fortfarande det gamla Raggsocksgarnet från Järbo. Det håller i evigheter och blir bara mjukare.",
        ),
        (
            "Kajsa L, Uppsala",
            "Alpacka! Men bara till vantar och mössor, till tröjor blir det för varmt för mig som alltid fryser ändå haha.",
        ),
        (
            "Mormor Ingrid",
            "Jag stickar mest i ullgarn som jag färgar själv med lök- och björkblad. Har gjort så sen 1970-talet.",
        ),
        (
            "Linnea (13 år)",
            "Jag gillar bomullsgarn för att det inte kliar. Har precis lärt mig sticka mönster med två färger!",
        ),
    )
    vin = "".join(f"<li><b>{esc(n)}</b> svarade: <i>”{esc(t)}”</i></li>" for n, t in winners)
    blogs = (
        ("Stickfia", "Nu är tumvanten klar!", "för 2 timmar sedan"),
        ("Garn & Te", "Höstens fynd på loppis", "för 5 timmar sedan"),
        ("Maskor i Mälardalen", "Mönster: enkel babymössa", "för 1 dag sedan"),
        ("Tovad och klar", "Tovade tofflor, del 2", "för 3 dagar sedan"),
        ("Ullfabriken", "Vinterns nya färger", "för 1 vecka sedan"),
    )
    roll = "".join(
        f'<li><a href="http://{slug(n)}.blogspot.example.com/">{esc(n)}</a><span class="senaste">{esc(t)} – {esc(w)}</span></li>'
        for n, t, w in blogs
    )
    body = (
        '<div id="wrap"><div id="header"><h1>Garnhörnan</h1><p>Stickning, virkning och annat pyssel från ett litet hus i Bergslagen</p></div>'
        '<div id="main"><div class="inlagg"><div class="datum">torsdag 3 november 2011</div><h2>Mönster: Mormors vantar med rosor</h2>'
        "<p>Äntligen! Många av er har frågat efter mönstret till de rosa vantarna som jag visade i september, och nu har jag skrivit ner det ordentligt. Mönstret är gratis för privat bruk, men sälj inte vantarna utan att fråga mig först.</p>"
        '<img src="/bilder/2011/11/rosvantar.jpg" width="560" height="400" alt="Vantar med rosor" />'
        "<p><b>Du behöver:</b> 100 g ullgarn i gammelrosa, 50 g i vitt, strumpstickor 3 mm. Stickfasthet 28 m = 10 cm.</p>"
        "<p>Lägg upp 56 maskor och sticka resår 2 rät 2 avig i 7 cm. Öka sedan till 64 maskor och börja med diagrammet. Tummen sätts på en hjälptråd efter varv 18 på höger vante och efter varv 18 på vänster, men spegelvänt. Diagrammet hittar ni som pdf längst ner.</p>"
        "<p>Och så utlottningen! Tack alla 112 som var med och svarade på frågan om ert favoritgarn. Jag drog fyra vinnare med hjälp av lillkillen och en kaffeburk. Var och en får ett nystan handfärgat garn från Ullfabriken. Här är vinnarna och vad de svarade:</p>"
        f'<ul class="vinnare">{vin}</ul>'
        "<p>Grattis! Skicka er adress till mig på mejlen så postar jag garnet nästa vecka.</p>"
        '<p><a href="/filer/mormors-vantar.pdf">Ladda ner mönstret (pdf, 240 kB)</a></p>'
        '<div class="post-footer">Upplagd av <a href="/profil">Annika</a> kl. 21:14 · Etiketter: <a href="/etikett/monster">mönster</a>, <a href="/etikett/vantar">vantar</a>, <a href="/etikett/utlottning">utlottning</a>'
        '<br /><a href="#">Dela på Facebook</a> (23) · <a href="#">Pinna</a> · <a href="#">Twittra</a></div>'
        '<p class="stangt">Kommentarsfunktionen är avstängd för det här inlägget. Frågor om mönstret? Mejla mig!</p></div>'
        '<div class="blog-pager"><a href="/2011/10/loppisfynd.html">« Nyare inlägg</a> · <a href="/">Startsida</a> · <a href="/2011/10/tovade-tofflor.html">Äldre inlägg »</a></div></div>'
        '<div id="sidebar"><div class="ruta"><h3>Om mig</h3><img src="/bilder/annika.jpg" width="80" height="80" alt="" /><p>Annika, 41, tre barn, två katter och alldeles för mycket garn.</p></div>'
        '<div class="ruta"><h3>Följare (318)</h3><p>Gå med i den här bloggen</p></div>'
        f'<div class="ruta bloggrulle"><h3>Bloggar jag läser</h3><ul>{roll}</ul></div>'
        '<div class="ruta"><h3>Bloggarkiv</h3><ul><li>▼ 2011 (64)<ul><li>november (2)</li><li>oktober (9)</li><li>september (7)</li><li>augusti (5)</li></ul></li><li>► 2010 (88)</li><li>► 2009 (41)</li></ul></div>'
        '<div class="ruta"><h3>Etiketter</h3>'
        + counted(
            """
mönster | 24
vantar | 17
virkning | 15
utlottning | 6
loppis | 11
""",
            "({n})",
            "ul",
        )
        + '</div><div class="ruta"><h3>Besökare</h3><p>48 211</p></div></div>'
        '<div id="fot">Garnhörnan © 2011 Annika Lundqvist. Bilder och mönster får inte användas utan tillstånd. Tema: Enkelt. Drivs av Blogger.</div></div>'
    )
    html = doc("sv", "Mönster: Mormors vantar med rosor", "Garnhörnan", SV_CSS, body)
    return make(
        "di-plain-sv-vantar",
        "lookalike",
        "sv",
        html,
        [],
        path="/2011/11/monster-mormors-vantar-med-rosor.html",
        container="-",
        heading=None,
        description="A Swedish knitting blog's post (3 november 2011) with a pattern; inside the post the giveaway's four winners and their quoted answers; in the side a blogroll with each blog's latest post and 'för n timmar sedan', followers, archive and labels with counts; the post's discussion switched off. No discussion.",
        lookalikes=("giveaway winners' answers", "blogroll with times", "archive", "labels"),
    )


def plain2_di() -> list[Case]:
    return [tr_zeytin(), ro_meci(), sv_vantar()]

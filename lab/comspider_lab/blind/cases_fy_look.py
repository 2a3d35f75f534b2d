"""Blind set fy: five pages of small sites without any reader reaction whose paragraphs also start with a bold name
or label and a colon. A Slovak village newsletter's interview (2016, the editor asking, the retiring postwoman
answering, both by name), a Catalan village council's minutes (2013, the mayor and councillors speaking in turn), an
Indonesian home caterer's testimonials (2018, "b NAME, AGE, TOWN:" with praise, a contact form below), a Vietnamese
homestay's FAQ (2020, "b Hỏi:" / "b Đáp:", a newsletter form below) and a Spanish hobby blog's quotations by invented
famous people (2009). Every site, name, place and text invented for this set; each paragraph written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fy_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- sk: a village newsletter's interview, 2016


def sk_rozhovor() -> Case:
    turns = (
        ("Zuzana Lipková", "Pani Hrnčiarová, koľko rokov ste vlastne nosili poštu v Hornej Lieskovici?"),
        (
            "Mária Hrnčiarová",
            "Tridsaťdva rokov. Začínala som ešte na bicykli s veľkou koženou taškou, potom prišiel moped a posledných desať rokov auto. Ale do Zadných Lazov som aj tak chodila pešo, tam sa autom v zime nedá.",
        ),
        ("Zuzana Lipková", "Čo vám bude chýbať najviac?"),
        (
            "Mária Hrnčiarová",
            "Ľudia. Starká Cibuľová mi každý piatok nechala na plote pohár kyslého mlieka a pán Javorský mi čítal listy od syna z Kanady, skôr než ich otvoril on sám. To sa nedá zabudnúť.",
        ),
        ("Zuzana Lipková", "Máte už plány na dôchodok?"),
        (
            "Mária Hrnčiarová",
            "Vnúčatá, záhradu a konečne sa naučím hrať na harmonike. A budem chodiť na poštu ako zákazníčka, nech vidím, či to robia dobre.",
        ),
        ("Zuzana Lipková", "Ďakujeme za rozhovor a za všetky tie roky."),
    )
    qa = "\n".join(f"<p><strong>{esc(n)}:</strong> {esc(t)}</p>" for n, t in turns)
    body = f"""<body>
<div id="obal">
<div id="hlava"><img src="/obrazky/hlavicka.svg" width="780" height="100" alt="Lieskovický hlásnik - noviny obce Horná Lieskovica"></div>
<div id="menu">{nav([("/index.html", "Úvod"), ("/obec.html", "Obec"), ("/hlasnik.html", "Hlásnik"), ("/oznamy.html", "Oznamy"), ("/galeria.html", "Galéria"), ("/kontakt.html", "Kontakt")], " | ")}</div>
<div id="obsah">
<p class="rubrika">Hlásnik 3/2016 &middot; Rozhovor</p>
<h1>&bdquo;Tridsaťdva rokov som nosila ľuďom radosť aj zlé správy&ldquo;</h1>
<p class="uvod">Na konci júna odišla do dôchodku naša poštárka Mária Hrnčiarová. Pri káve v jej kuchyni sa s ňou rozprávala Zuzana Lipková.</p>
<div class="rozhovor">
{qa}
</div>
<p class="zdroj">Rozhovor vyšiel v tlačenom Hlásniku 3/2016. Celé číslo si môžete prečítať na obecnom úrade.</p>
</div>
<div id="pata">Obecný úrad Horná Lieskovica &middot; úradné hodiny Po&ndash;Pi 8.00&ndash;15.00</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e6ecef;font-family:Verdana,sans-serif;font-size:12px}
#obal {width:780px;margin:0 auto;background:#fff}
#menu {background:#0b5d1e;padding:4px 10px}
#menu a {color:#fff}
#obsah {padding:10px 22px}
.rubrika {color:#0b5d1e;font-weight:bold;text-transform:uppercase;font-size:11px}
.uvod {font-weight:bold}
.zdroj {font-style:italic;color:#777}
#pata {background:#0b5d1e;color:#fff;text-align:center;font-size:10px;padding:4px}
</style>"""
    return make(
        "fy-sk-paper-rozhovor",
        "lookalike",
        doc("html4t", title="Rozhovor s poštárkou - Lieskovický hlásnik", lang="sk", head=head) + body,
        [],
        path="/hlasnik/2016/rozhovor-postarka.html",
        container="-",
        heading=None,
        lookalikes=("div.rozhovor",),
        description="A page without any reader reaction: a Slovak village newsletter's site of 2016 (invented): an interview with the retiring postwoman; seven paragraphs 'strong NAME: TEXT' taking turns, the editor (by her full name) asking short questions, the postwoman answering at length, the editor thanking her last; an intro and a note on the printed issue; no form.",
        language="sk",
        files={"/obrazky/hlavicka.svg": svg(780, 100, "#0b5d1e", "Lieskovický hlásnik", 32)},
    )


# --------------------------------------------------------------------------- ca: a village council's minutes, 2013


def ca_acta() -> Case:
    turns = (
        (
            "L'alcaldessa, Sra. Montserrat Vilaró i Pujol",
            "Explica que el camí del cementiri està en mal estat des dels aiguats de la primavera i que la Diputació ha concedit una subvenció de 38.000 euros per pavimentar-lo. Proposa adjudicar l'obra a l'empresa que ha presentat l'oferta més baixa.",
        ),
        (
            "Sr. Jordi Puigdevall i Serra (regidor d'Obres)",
            "Informa que s'han rebut tres ofertes i que la més baixa és de 41.250 euros. La diferència es pagarà amb la partida de manteniment de camins, que encara té saldo.",
        ),
        (
            "Sra. Núria Casals i Ferrer (Veïns per Sant Iscle)",
            "Diu que el seu grup hi votarà a favor, però demana que abans es netegin les cunetes, perquè si no l'aigua tornarà a malmetre el camí el primer hivern.",
        ),
        (
            "Sr. Jordi Puigdevall i Serra",
            "Respon que la neteja de cunetes ja està inclosa en el plec de condicions de l'obra.",
        ),
        (
            "Votació",
            "S'aprova per unanimitat dels set regidors presents.",
        ),
    )
    paras = "\n".join(f"<p><b>{esc(n)}:</b> {esc(t)}</p>" for n, t in turns)
    body = f"""<body>
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td class="capcalera"><img src="/imatges/escut.svg" width="60" height="70" alt="Escut" align="left"> <span class="nom">Ajuntament de Sant Iscle de la Serra</span></td></tr>
<tr><td class="menu">{nav([("/index.html", "Inici"), ("/ajuntament.html", "L'Ajuntament"), ("/actes.html", "Actes del Ple"), ("/tramits.html", "Tràmits"), ("/agenda.html", "Agenda"), ("/contacte.html", "Contacte")], " &middot; ")}</td></tr>
<tr><td class="cos">
<h2>Acta de la sessió ordinària del Ple de 26 de setembre de 2013</h2>
<p><b>Hora:</b> 20.30 h &middot; <b>Lloc:</b> Sala de plens &middot; <b>Hi assisteixen:</b> set dels set regidors. <b>Secretària:</b> Sra. Anna Roig i Bosch.</p>
<h3>1. Aprovació de l'acta de la sessió anterior</h3>
<p>S'aprova sense esmenes per unanimitat.</p>
<h3>2. Pavimentació del camí del cementiri</h3>
<div class="punt">
{paras}
</div>
<h3>3. Precs i preguntes</h3>
<p>No n'hi ha. I no havent-hi més assumptes a tractar, l'alcaldessa aixeca la sessió a les 21.15 h, de la qual cosa, com a secretària, en dono fe.</p>
<p class="signa">Vist i plau, l'alcaldessa &middot; La secretària</p>
</td></tr>
<tr><td class="peu">Ajuntament de Sant Iscle de la Serra &middot; Plaça Major, 1 &middot; Tel. 972 555 310</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;font-family:Arial,sans-serif;font-size:13px;background:#fff}
.capcalera {background:#fbe9a7;padding:8px 16px;height:72px}
.nom {font-size:22px;font-weight:bold;color:#8a1c1c;line-height:70px;padding-left:12px}
.menu {background:#8a1c1c;padding:5px 16px}
.menu a {color:#fff;text-decoration:none}
.cos {padding:10px 40px}
h3 {font-size:14px;color:#8a1c1c}
.signa {text-align:right;font-style:italic}
.peu {background:#eee;font-size:11px;text-align:center;padding:4px}
</style>"""
    return make(
        "fy-ca-council-acta",
        "lookalike",
        doc(
            "html4t",
            title="Acta del Ple de 26 de setembre de 2013 - Ajuntament de Sant Iscle de la Serra",
            lang="ca",
            head=head,
        )
        + body,
        [],
        path="/actes/2013/ple-2013-09-26.html",
        container="-",
        heading=None,
        lookalikes=("div.punt",),
        description="A page without any reader reaction: a Catalan village council's site of 2013 (invented): the minutes of an ordinary council meeting; under item 2 (paving the road to the cemetery) five paragraphs 'b SPEAKER: what they said', the mayor, the works councillor (twice), an opposition councillor, then 'b Votació:'; other items and the secretary's closing formula; no form.",
        language="ca",
        files={"/imatges/escut.svg": svg(60, 70, "#8a1c1c", "SI", 20)},
    )


# --------------------------------------------------------------------------- id: a home caterer's testimonials, 2018


def id_testimoni() -> Case:
    quotes = (
        (
            "Ibu Sri Wahyuni, 34, Sumberwangi",
            "Nasi kotak untuk syukuran anak kami datang tepat waktu dan masih hangat. Rendangnya empuk sekali, tamu-tamu sampai minta nomor telepon Dapur Bu Ratmi.",
        ),
        (
            "Pak Hendra, 52, Karangsari",
            "Sudah tiga kali pesan tumpeng untuk acara kantor kelurahan. Porsinya pas, harganya jujur, dan sambalnya tidak pernah mengecewakan.",
        ),
        (
            "Dewi Anggraini, 27",
            "Pesan kue basah 200 buah untuk pengajian ibu-ibu, semuanya rapi dan enak. Klepon dan dadar gulungnya paling cepat habis!",
        ),
        (
            "Keluarga Bapak Yusuf, Sumberwangi",
            "Terima kasih Bu Ratmi sudah membantu acara pernikahan putri kami. Prasmanan untuk 300 tamu tidak ada yang kurang.",
        ),
    )
    paras = "\n".join(f"<p><b>{esc(n)}:</b> &ldquo;{esc(t)}&rdquo;</p>" for n, t in quotes)
    body = f"""<body>
<div class="bungkus">
<div class="atas"><img src="/gambar/logo.svg" width="240" height="70" alt="Dapur Bu Ratmi - katering rumahan"><ul class="menu">{nav([("/index.html", "Beranda"), ("/menu.html", "Daftar Menu"), ("/harga.html", "Harga Paket"), ("/testimoni.html", "Testimoni"), ("/kontak.html", "Kontak")])}</ul></div>
<div class="isi">
<h1>Kata Mereka tentang Dapur Bu Ratmi</h1>
<p>Sejak 2009 kami memasak untuk syukuran, arisan, pengajian, rapat kantor dan pernikahan di Sumberwangi dan sekitarnya. Berikut beberapa pesan dari pelanggan kami:</p>
<div class="kata">
{paras}
</div>
<h2>Pesan Sekarang</h2>
<form action="/pesan.php" method="post" class="pesan">
<p>Nama: <input type="text" name="nama" size="30"></p>
<p>No. HP / WhatsApp: <input type="text" name="hp" size="20"></p>
<p>Tanggal acara: <input type="text" name="tanggal" size="12"> Jumlah porsi: <input type="text" name="porsi" size="5"></p>
<p>Keterangan:<br><textarea name="keterangan" rows="4" cols="50"></textarea></p>
<p><input type="submit" value="Kirim Pesanan"></p>
</form>
</div>
<div class="bawah">Dapur Bu Ratmi &middot; Jl. Melati No. 12, Sumberwangi &middot; HP 0812 5550 4417 &middot; &copy; 2018</div>
</div>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
body {background:#fff7ec;font-family:Tahoma,Arial,sans-serif;font-size:14px;margin:0}
.bungkus {max-width:860px;margin:0 auto;background:#fff}
.atas {background:#d35400;padding:8px 16px;overflow:hidden}
.atas img {float:left}
.menu {float:right;list-style:none;margin:24px 0 0 0}
.menu li {display:inline;margin-left:14px}
.menu a {color:#fff;text-decoration:none;font-weight:bold}
.isi {padding:10px 24px}
.kata p {background:#fdebd0;padding:8px 12px;border-radius:6px}
.pesan {background:#f7f7f7;padding:10px}
.bawah {background:#6e2c00;color:#fff;text-align:center;font-size:12px;padding:6px}
</style>"""
    return make(
        "fy-id-catering-testimoni",
        "lookalike",
        doc("html4t", title="Testimoni - Dapur Bu Ratmi", lang="id", head=head) + body,
        [],
        path="/testimoni.html",
        container="-",
        heading=None,
        lookalikes=("div.kata",),
        description="A page without any reader reaction: an Indonesian home caterer's small business site of 2018 (invented): customer testimonials, four paragraphs 'b NAME, AGE, TOWN: “praise”' (one without age, one a family), then an order form (name, phone, date, portions, notes); no date on any testimonial.",
        language="id",
        files={"/gambar/logo.svg": svg(240, 70, "#a04000", "Dapur Bu Ratmi", 22)},
    )


# --------------------------------------------------------------------------- vi: a homestay's FAQ, 2020


def vi_hoidap() -> Case:
    qa = (
        (
            "Homestay có chỗ đỗ xe ô tô không?",
            "Có. Chúng tôi có sân rộng đỗ được bốn xe ô tô nhỏ, miễn phí cho khách ở. Xe khách lớn xin đỗ ở bãi đầu dốc, cách homestay khoảng 300 mét.",
        ),
        (
            "Mấy giờ được nhận phòng và trả phòng?",
            "Nhận phòng từ 14 giờ, trả phòng trước 12 giờ trưa. Nếu phòng trống, chúng tôi sẵn lòng cho nhận sớm mà không tính thêm tiền.",
        ),
        (
            "Có mang thú cưng theo được không?",
            "Được, với chó mèo nhỏ, nhưng xin báo trước khi đặt phòng. Vườn nhà có gà và thỏ nên mong quý khách giữ thú cưng bên mình.",
        ),
        (
            "Từ trung tâm thị trấn đến homestay đi thế nào?",
            "Đi theo đường Đồi Thông khoảng 6 km, qua cây cầu gỗ thì rẽ trái. Nếu gọi trước, anh Tùng nhà tôi sẽ ra đón bằng xe máy miễn phí.",
        ),
    )
    paras = "\n".join(f"<p><b>Hỏi:</b> {esc(q)}</p>\n<p><b>Đáp:</b> {esc(a)}</p>" for q, a in qa)
    body = f"""<body>
<div id="khung">
<div id="dau"><img src="/anh/banner.svg" width="800" height="120" alt="Nhà nghỉ Đồi Thông Xanh"></div>
<ul id="thanh">{nav([("/index.html", "Trang chủ"), ("/phong.html", "Phòng"), ("/gia.html", "Bảng giá"), ("/hoi-dap.html", "Hỏi đáp"), ("/lien-he.html", "Liên hệ")])}</ul>
<div id="noidung">
<h1>Những câu hỏi thường gặp</h1>
<p class="ngay">Cập nhật ngày 12/06/2020</p>
<div class="hoidap">
{paras}
</div>
<p>Còn thắc mắc khác? Gọi cho chị Hạnh: 0905 555 218 (có Zalo).</p>
<div class="dangky">
<h3>Đăng ký nhận tin khuyến mãi</h3>
<form action="/dang-ky.php" method="post">
Email: <input type="text" name="email" size="30"> <input type="submit" value="Đăng ký">
</form>
</div>
</div>
<div id="cuoi">Nhà nghỉ Đồi Thông Xanh &middot; Thôn Suối Mây, xã Lâm Hòa &middot; &copy; 2020</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#eaf4ec;font-family:Arial,sans-serif;font-size:14px}
#khung {width:800px;margin:0 auto;background:#fff}
#thanh {list-style:none;margin:0;padding:6px;background:#2e7d4f}
#thanh li {display:inline;margin-right:16px}
#thanh a {color:#fff;text-decoration:none}
#noidung {padding:10px 24px}
.ngay {color:#888;font-size:12px}
.hoidap p {margin:4px 0}
.hoidap p:nth-child(2n) {margin-bottom:14px;color:#333}
.dangky {background:#f0f7f1;padding:10px;margin-top:14px}
#cuoi {background:#2e7d4f;color:#fff;text-align:center;font-size:12px;padding:6px}
</style>"""
    return make(
        "fy-vi-homestay-hoidap",
        "lookalike",
        doc("html4t", title="Hỏi đáp - Nhà nghỉ Đồi Thông Xanh", lang="vi", head=head) + body,
        [],
        path="/hoi-dap.html",
        container="-",
        heading=None,
        lookalikes=("div.hoidap",),
        description="A page without any reader reaction: a Vietnamese mountain homestay's site of 2020 (invented): an FAQ of four questions, eight sibling paragraphs 'b Hỏi: QUESTION' and 'b Đáp: ANSWER' in turn, the page's update date above; a phone line and a newsletter sign-up form below.",
        language="vi",
        files={"/anh/banner.svg": svg(800, 120, "#2e7d4f", "Nhà nghỉ Đồi Thông Xanh", 32)},
    )


# --------------------------------------------------------------------------- es: a hobby blog's quotations by invented famous people, 2009


def es_citas() -> Case:
    quotes = (
        (
            "Aurelio Benavente Ruiz, poeta",
            "La lluvia no moja al que ya ha decidido bailar.",
        ),
        (
            "Doña Rosario Lanzarote, maestra de Valdemiel",
            "Un niño que pregunta mucho no es un niño pesado: es un adulto que todavía no se ha rendido.",
        ),
        (
            "El capitán Ginés Orduña",
            "El mar no tiene caminos, solo costumbres.",
        ),
        (
            "Matilde Herreros, novelista",
            "Escribo por la noche porque de día las palabras tienen demasiada prisa.",
        ),
        (
            "Tomás Ballesteros de la Vega, filósofo",
            "Quien guarda todas sus cartas acaba viviendo en un sobre.",
        ),
    )
    paras = "\n".join(f"<p><strong>{esc(n)}:</strong> &laquo;{esc(t)}&raquo;</p>" for n, t in quotes)
    body = f"""<body>
<div id="contenedor">
<div id="cabecera"><h1><a href="/index.html">Frases para el frigorífico</a></h1><p>Una cita cada semana, desde 2007</p></div>
<div id="lateral">
<h3>Categorías</h3>
<ul>{nav([("/cat/amor.html", "Amor (12)"), ("/cat/mar.html", "El mar (7)"), ("/cat/escribir.html", "Escribir (15)"), ("/cat/vida.html", "La vida (31)")])}</ul>
<h3>Sobre el blog</h3>
<p>Colecciono frases desde que mi abuela las pegaba con imanes en la nevera. Aquí las comparto.</p>
</div>
<div id="principal">
<h2>Cinco frases para empezar el otoño</h2>
<p class="fecha">martes, 22 de septiembre de 2009</p>
<p>Vuelve el curso y vuelven las frases. Esta semana, cinco de mis favoritas de siempre, copiadas de los cuadernos de mi abuela:</p>
<div class="citas">
{paras}
</div>
<p>¿Cuál os quedáis? Yo la del capitán Orduña, que está pegada en mi nevera desde hace años.</p>
<p class="pie_entrada">Publicado por Carmela en 9:14 &middot; Etiquetas: <a href="/cat/vida.html">la vida</a>, <a href="/cat/mar.html">el mar</a></p>
</div>
<div id="pie">Frases para el frigorífico &middot; 2007&ndash;2009</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#fdf2f4;font-family:'Trebuchet MS',sans-serif;font-size:14px}
#contenedor {width:880px;margin:0 auto}
#cabecera {background:#b03060;color:#fff;padding:12px 20px}
#cabecera a {color:#fff;text-decoration:none}
#lateral {float:right;width:200px;font-size:12px;padding:8px}
#principal {margin-right:220px;background:#fff;padding:10px 20px}
.fecha {color:#b03060;font-weight:bold;font-size:12px}
.citas p {font-size:15px;margin:12px 0}
.pie_entrada {font-size:11px;color:#999}
#pie {clear:both;text-align:center;font-size:11px;color:#999;padding:8px}
</style>"""
    return make(
        "fy-es-blog-citas",
        "lookalike",
        doc(
            "xhtml",
            title="Frases para el frigorífico: Cinco frases para empezar el otoño",
            lang="es",
            head=head,
        )
        + body,
        [],
        path="/2009/09/cinco-frases-otono.html",
        container="-",
        heading=None,
        lookalikes=("div.citas",),
        description="A page without any reader reaction: a Spanish hobby blog of 2009 (invented) that posts a quotation a week: five quotations by invented famous people, each a paragraph 'strong NAME, ROLE: «QUOTE»', between the blogger's own intro and closing line; a post footer, a right column of categories and about the blog; no form and no reactions.",
        language="es",
        files={},
    )

"""Blind set fn: three pages without any reader comment and one mixed page. A Malaysian primary school's site of
2018 (Year 5 pupils' one-line wishes for the school holidays), a Tanzanian village choir's page of 2013 (the
members, each with a line about their favourite song, and a sign-up form below), a Norwegian (nynorsk) sports
club's page of 2016 (the new board, each member's one-sentence statement, and a membership form below); a Catalan
town band's news page of 2019, mixed (2 readers' comments beside "Els músics nous", the new players' one line each
on why they joined). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fn_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- ms: pupils' holiday wishes, 2018


def ms_cuti() -> Case:
    wishes = "\n".join(
        f'<li><span class="nama">{esc(n)}</span> <span class="kelas">({esc(k)})</span><br>&ldquo;{esc(t)}&rdquo;</li>'
        for n, k, t in (
            ("Nur Aisyah", "5 Melati", "Saya mahu belajar berenang dengan abang saya di kolam renang taman."),
            (
                "Muhammad Haziq",
                "5 Cempaka",
                "Saya berharap dapat pulang ke kampung nenek dan membantu atuk memetik durian.",
            ),
            (
                "Tan Mei Ling",
                "5 Melati",
                "Cuti ini saya mahu membaca sepuluh buah buku cerita dari perpustakaan.",
            ),
            ("Kavitha a/p Rajan", "5 Orkid", "Saya ingin menanam pokok cili sendiri di belakang rumah."),
            (
                "Amirul Hakim",
                "5 Cempaka",
                "Saya mahu bermain bola sepak setiap petang dan tidak bangun lewat.",
            ),
        )
    )
    body = f"""<body>
<div id="bekas">
<div id="kepala"><img src="/gambar/lencana.svg" width="80" height="80" alt="Lencana sekolah"><div><h1>Sekolah Kebangsaan Bukit Cempedak</h1><p>Berilmu, Berdisiplin, Berbakti</p></div></div>
<ul id="menu">{nav([("/", "Utama"), ("/profil.html", "Profil Sekolah"), ("/berita/", "Berita"), ("/kokurikulum.html", "Kokurikulum"), ("/ibu-bapa.html", "Ibu Bapa"), ("/hubungi.html", "Hubungi Kami")])}</ul>
<div id="isi">
<h2>Hasrat murid Tahun 5 untuk cuti akhir tahun</h2>
<p class="tarikh">Dikemas kini: 16 November 2018 &middot; Unit Bahasa Melayu</p>
<p>Sebelum cuti akhir tahun bermula, guru-guru Bahasa Melayu meminta murid Tahun 5 menulis satu ayat tentang apa yang mereka ingin lakukan semasa cuti. Berikut antara hasrat yang dipilih untuk dipamerkan di papan kenyataan sekolah.</p>
<ul class="hasrat">
{wishes}
</ul>
<p>Semoga semua murid bercuti dengan selamat dan kembali ke sekolah pada 2 Januari 2019 dengan semangat baharu.</p>
<p class="tandatangan">Puan Rohani, Ketua Panitia Bahasa Melayu</p>
</div>
<div id="sisi">
<h3>Takwim</h3>
<p>17 Nov - Hari Anugerah Cemerlang<br>24 Nov - Cuti akhir tahun bermula<br>2 Jan - Sesi persekolahan 2019</p>
<h3>Pautan</h3>
<ul>{nav([("/muat-turun/jadual.html", "Jadual waktu"), ("/muat-turun/senarai-buku.html", "Senarai buku 2019")])}</ul>
</div>
<div id="kaki">Hak cipta &copy; 2018 SK Bukit Cempedak &middot; Jalan Sekolah, 00000 Bukit Cempedak</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#fdf6d8;font:14px Arial,sans-serif;margin:0}#bekas{width:960px;margin:0 auto;background:#fff}#kepala{display:flex;gap:16px;align-items:center;padding:10px;background:#0b6e3b;color:#fff}#kepala h1{margin:0;font-size:24px}
#menu{list-style:none;margin:0;padding:6px 10px;background:#f2c12e}#menu li{display:inline;margin-right:14px}#menu a{color:#0b4a27;font-weight:bold}#isi{float:left;width:640px;padding:12px 18px}#sisi{float:right;width:230px;padding:12px}
#kaki{clear:both;background:#0b6e3b;color:#fff;font-size:11px;padding:6px}.tarikh{font-size:12px;color:#888}.hasrat{list-style:none;padding:0}.hasrat li{background:#fff9e1;border:1px solid #f2c12e;margin:8px 0;padding:8px 12px}
.nama{font-weight:bold;color:#0b6e3b}.kelas{color:#888;font-size:12px}.tandatangan{font-style:italic}
</style>"""
    return make(
        "fn-ms-plain-cuti",
        "lookalike",
        "ms",
        doc(
            "html5",
            title="Hasrat murid Tahun 5 untuk cuti akhir tahun - SK Bukit Cempedak",
            lang="ms",
            head=css,
        )
        + body,
        [],
        path="/berita/hasrat-cuti-tahun-5.html",
        container="-",
        heading=None,
        description="A Malaysian primary school's site of 2018 (invented), no reader comment: Year 5 pupils' wishes for the year-end holidays; inside the article ul.hasrat, five li 'span.nama NAME span.kelas (CLASS)' br and a quoted one-sentence wish, chosen by the teachers for the notice board, not comments; no form; the school calendar with dates in the side column.",
        lookalikes=("ul.hasrat",),
        files={"/gambar/lencana.svg": svg(80, 80, "#f2c12e", "SK", 26)},
    )


# --------------------------------------------------------------------------- sw: a village choir's members, 2013


def sw_kwaya() -> Case:
    members = "\n".join(
        f'<div class="mwimbaji"><img src="/picha/{i}.svg" width="60" height="60" alt=""><p><b>{esc(n)}</b> &ndash; {esc(s)}</p><p>{esc(t)}</p></div>'
        for i, (n, s, t) in enumerate(
            (
                (
                    "Mama Rehema Juma",
                    "soprano",
                    "Wimbo ninaoupenda ni ule wa harusi tunaouimba mwishoni, kwa sababu kila mtu huanza kucheza.",
                ),
                (
                    "Baraka Mwakyusa",
                    "tenori",
                    "Napenda wimbo wa wavuvi wa zamani ambao babu yangu aliniimbia nilipokuwa mdogo.",
                ),
                (
                    "Neema Kilonzo",
                    "alto",
                    "Kwangu ni wimbo wa mvua, kwa sababu tuliuimba kwenye tamasha letu la kwanza mjini.",
                ),
                (
                    "Mzee Saidi Hamisi",
                    "besi",
                    "Sijawahi kuchoka na wimbo wa shamba; nikiuimba najisikia kijana tena.",
                ),
            ),
            1,
        )
    )
    body = f"""<body>
<div class="ukurasa">
<div class="kichwa"><h1>Kwaya ya Sauti za Mwambao</h1><p>Kijiji cha Mkongeni &middot; tangu 2006</p></div>
<p class="viungo">{nav([("/", "Nyumbani"), ("/habari/", "Habari"), ("/wanakwaya.html", "Wanakwaya"), ("/ratiba.html", "Ratiba"), ("/wasiliana.html", "Wasiliana nasi")], " | ")}</p>
<div class="kuu">
<h2>Wanakwaya wetu na nyimbo wanazozipenda</h2>
<p class="tarehe">Imewekwa: 4 Julai 2013</p>
<p>Kabla ya tamasha la kijiji mwezi ujao, tuliwauliza baadhi ya wanakwaya wetu ni wimbo gani wanaoupenda zaidi katika nyimbo zetu. Haya ndiyo majibu yao.</p>
{members}
<p>Mazoezi yanafanyika kila Jumanne na Ijumaa saa kumi jioni katika ukumbi wa shule ya msingi.</p>
<h3>Jiunge na kwaya</h3>
<form action="/jiunge.php" method="post" class="fomu">
<p>Jina lako: <input type="text" name="jina" size="28"></p>
<p>Namba ya simu: <input type="text" name="simu" size="16"></p>
<p>Sauti yako: <select name="sauti"><option>soprano</option><option>alto</option><option>tenori</option><option>besi</option><option>sijui bado</option></select></p>
<p><input type="submit" value="Tuma"></p>
</form>
</div>
<div class="upande">
<h4>Ratiba</h4>
<p>13 Julai - harusi ya Mwanaidi na Omari<br>3 Agosti - tamasha la kijiji<br>Kila Jumapili - ibada ya asubuhi</p>
</div>
<div class="chini">Kwaya ya Sauti za Mwambao &copy; 2013</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#e6f2ef;font:14px Verdana,sans-serif;margin:0}.ukurasa{width:900px;margin:0 auto;background:#fff;overflow:hidden}.kichwa{background:#00796b;color:#fff;padding:12px 18px}.kichwa h1{margin:0}
.viungo{padding:4px 18px;background:#ffd54f}.viungo a{color:#004d40}.kuu{float:left;width:600px;padding:12px 18px}.upande{float:right;width:220px;padding:12px;font-size:12px}.chini{clear:both;background:#00796b;color:#fff;font-size:11px;padding:6px}
.tarehe{font-size:11px;color:#888}.mwimbaji{overflow:hidden;border-bottom:1px dotted #9cc;padding:6px 0}.mwimbaji img{float:left;margin-right:12px}.mwimbaji p{margin:2px 0}.fomu{background:#f0f7f5;padding:6px 10px}
</style>"""
    return make(
        "fn-sw-plain-kwaya",
        "lookalike",
        "sw",
        doc(
            "html4t",
            title="Wanakwaya wetu na nyimbo wanazozipenda - Kwaya ya Sauti za Mwambao",
            lang="sw",
            head=css,
        )
        + body,
        [],
        path="/habari/wanakwaya-na-nyimbo.html",
        container="-",
        heading=None,
        description="A Tanzanian village choir's site of 2013 (invented), no reader comment: the members and their favourite songs; four div.mwimbaji, each a picture, 'b NAME – VOICE' and a one-sentence line about their favourite song, written for the page, not comments; the sign-up form 'Jiunge na kwaya' (name, phone, voice) right below; the choir's dates in the side column.",
        lookalikes=("div.mwimbaji",),
        files={
            f"/picha/{i}.svg": svg(60, 60, c, "♪", 24)
            for i, c in enumerate(("#00796b", "#5d4037", "#c2185b", "#455a64"), 1)
        },
    )


# --------------------------------------------------------------------------- nn: a sports club's board, 2016


def nn_styret() -> Case:
    board = "\n".join(
        f'<div class="styremedlem"><p class="namn"><strong>{esc(n)}</strong>, {esc(r)}</p><p class="utsegn">«{esc(t)}»</p></div>'
        for n, r, t in (
            (
                "Ragnhild Aasen",
                "leiar",
                "Eg vil at alle ungane i bygda skal få vere med, same kva foreldra har råd til.",
            ),
            (
                "Olav Tveitane",
                "nestleiar",
                "Kunstgrasbana skal vere ferdig før eg går av, det har eg lova meg sjølv.",
            ),
            (
                "Synnøve Haugland",
                "kasserar",
                "Eg passar på at kvar krone går til aktivitet og ikkje til papirarbeid.",
            ),
            (
                "Knut Bergslid",
                "styremedlem",
                "Skigruppa treng fleire trenarar, og det skal eg bruke dette året på.",
            ),
            (
                "Ingrid Lunde",
                "ungdomsrepresentant",
                "Eg vil at dei unge sjølve skal få seie kva laget skal satse på.",
            ),
        )
    )
    body = f"""<body>
<div id="side">
<div id="hovud"><img src="/bilete/merke.svg" width="70" height="70" alt=""><span>Lauvhaug Idrettslag</span></div>
<div id="meny">{nav([("/", "Framside"), ("/fotball/", "Fotball"), ("/ski/", "Ski"), ("/allidrett/", "Allidrett"), ("/styret/", "Styret"), ("/kontakt/", "Kontakt")], " &nbsp; ")}</div>
<div id="innhald">
<h1>Dette er det nye styret</h1>
<p class="dato">Publisert 21. mars 2016</p>
<p>På årsmøtet i klubbhuset 17. mars vart det valt nytt styre i Lauvhaug IL. Vi bad kvart styremedlem seie éi setning om kva dei vil få til i året som kjem.</p>
{board}
<p>Styret har møte første måndagen i kvar månad. Saker til styret kan sendast til leiaren.</p>
<h2>Bli medlem</h2>
<form action="/medlem/innmelding" method="post" class="skjema">
<p>Namn: <input type="text" name="namn" size="30"></p>
<p>Fødselsår: <input type="text" name="aar" size="6"> E-post: <input type="text" name="epost" size="26"></p>
<p>Medlemskap: <input type="radio" name="type" value="1" checked> Enkeltmedlem (300 kr) <input type="radio" name="type" value="2"> Familie (600 kr)</p>
<p><input type="submit" value="Meld meg inn"></p>
</form>
</div>
<div id="hogre">
<h3>Terminliste</h3>
<p>2. april: Klubbrenn i skiløype<br>9. april: Dugnad på banen<br>23. april: Seriestart G12</p>
<h3>Samarbeidspartnarar</h3>
<p><img src="/bilete/sponsor.svg" width="180" height="60" alt="Lauvhaug Sparebank"></p>
</div>
<div id="botn">Lauvhaug Idrettslag &middot; Klubbhuset, Lauvhaugvegen 2 &middot; org.nr. 000 000 000</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#e9eef5;font:14px Arial,sans-serif;margin:0}#side{width:960px;margin:0 auto;background:#fff;overflow:hidden}#hovud{background:#0033a0;color:#fff;padding:10px;display:flex;gap:14px;align-items:center;font-size:26px;font-weight:bold}
#meny{background:#ffcc00;padding:6px 10px}#meny a{color:#0033a0;font-weight:bold}#innhald{float:left;width:640px;padding:12px 18px}#hogre{float:right;width:240px;padding:12px;font-size:13px}#botn{clear:both;background:#0033a0;color:#fff;font-size:11px;padding:6px}
.dato{font-size:12px;color:#888}.styremedlem{border-left:4px solid #ffcc00;padding:2px 10px;margin:10px 0}.namn{margin:0}.utsegn{margin:2px 0;font-style:italic}.skjema{background:#f2f5fa;padding:6px 10px}
</style>"""
    return make(
        "fn-nn-plain-styret",
        "lookalike",
        "nn",
        doc("html5", title="Dette er det nye styret - Lauvhaug IL", lang="nn", head=css) + body,
        [],
        path="/styret/nytt-styre-2016",
        container="-",
        heading=None,
        description="A Norwegian (nynorsk) sports club's site of 2016 (invented), no reader comment: the board elected at the annual meeting; five div.styremedlem, each 'strong NAME, ROLE' and a quoted one-sentence statement «…», asked for by the club, not comments; the membership form 'Bli medlem' right below; fixtures with dates and a sponsor in the right column.",
        lookalikes=("div.styremedlem",),
        files={
            "/bilete/merke.svg": svg(70, 70, "#ffcc00", "LIL", 20),
            "/bilete/sponsor.svg": svg(180, 60, "#6a7f99", "Lauvhaug Sparebank", 14),
        },
    )


# --------------------------------------------------------------------------- ca: a town band, mixed, 2019


def ca_banda() -> Case:
    cs = talk("""
Roser Vilardell || 25/11/2019 22:08 || Enhorabona a tots! La peça de la tenora ens va posar la pell de gallina. L'any que ve hi tornarem amb els avis.
Jaume Busquets Prat || 26/11/2019 10:31 || Un concert preciós, però a la sala hi feia un fred de mil dimonis. Caldria que l'Ajuntament arreglés la calefacció abans de Nadal.
""")
    newcomers = "\n".join(
        f"<li><b>{esc(n)}</b> ({esc(i)}): {esc(t)}</li>"
        for n, i, t in (
            (
                "Marta Soler",
                "clarinet",
                "Hi vaig entrar perquè la meva germana gran ja hi tocava i no volia ser menys.",
            ),
            (
                "Arnau Pijoan",
                "trompeta",
                "Després de cinc anys a l'escola de música, tenia ganes de tocar amb gent de veritat.",
            ),
            (
                "Laia Comas",
                "saxo alt",
                "M'agrada que a la banda hi hagi des de nens d'onze anys fins a jubilats.",
            ),
        )
    )
    entries = "\n".join(
        f'<div class="c"><span class="autor">{esc(c.who)}</span> <span class="data">{esc(c.at)}</span><p>{esc(c.raw)}</p></div>'
        for c in cs
    )
    body = f"""<body>
<div id="tot">
<div id="cap"><img src="/img/logo-unio.svg" width="300" height="70" alt="Unió Musical de Rocablanca"></div>
<div id="menu">{nav([("/", "Inici"), ("/la-banda/", "La banda"), ("/escola/", "Escola de música"), ("/noticies/", "Notícies"), ("/concerts/", "Concerts"), ("/contacte/", "Contacte")], " | ")}</div>
<div id="centre">
<h1>Un concert de Santa Cecília amb tres músics nous</h1>
<p class="data-art">24/11/2019 &middot; Notícies</p>
<p>Diumenge la Unió Musical de Rocablanca va celebrar el concert de Santa Cecília a la sala del Casal amb la sala plena. El programa va combinar pasdobles, una suite de bandes sonores i, com a novetat, una peça per a tenora i banda escrita per l'antic director.</p>
<p>Enguany s'han incorporat a la banda tres músics que fins ara estudiaven a l'escola de música. Els vam preguntar per què hi han volgut entrar:</p>
<ul class="nous">
{newcomers}
</ul>
<p>El proper concert serà el de Nadal, el 22 de desembre a l'església.</p>
<div id="comments">
<h3>Comentaris (2)</h3>
{entries}
</div>
<form action="/noticies/respon.php" method="post" class="f">
<p><b>Escriu el teu comentari</b></p>
<p>Nom: <input type="text" name="nom" size="26"></p>
<p><textarea name="missatge" rows="4" cols="54"></textarea></p>
<p><input type="submit" value="Publica"></p>
</form>
</div>
<div id="dreta">
<h4>Propers concerts</h4>
<p>22/12 Concert de Nadal<br>06/01 Cavalcada de Reis<br>23/04 Ballada de Sant Jordi</p>
<h4>Fes-te soci</h4>
<p>Per 25 euros l'any ajudes la banda i tens entrada lliure als concerts.</p>
</div>
<div id="peu">Unió Musical de Rocablanca &middot; Casal, carrer Major 18 &middot; 2019</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#f0ece4;font:14px Arial,sans-serif;margin:0}#tot{width:940px;margin:0 auto;background:#fff;overflow:hidden}#cap{padding:10px}#menu{background:#8b0000;padding:6px 10px}#menu a{color:#fff}
#centre{float:left;width:620px;padding:12px 18px}#dreta{float:right;width:240px;padding:12px;font-size:13px;background:#f8f4ee}#peu{clear:both;background:#8b0000;color:#fff;font-size:11px;padding:6px}
.data-art{font-size:12px;color:#888}.nous{background:#f8f4ee;padding:8px 8px 8px 28px}#comments h3{border-bottom:2px solid #8b0000}.c{border-bottom:1px solid #eee;padding:6px 0}.autor{font-weight:bold}.data{font-size:11px;color:#999}.c p{margin:4px 0}
.f{background:#f8f4ee;padding:6px 10px}
</style>"""
    return make(
        "fn-ca-mixed-banda",
        "mixed",
        "ca",
        doc(
            "html5",
            title="Un concert de Santa Cecília amb tres músics nous - Unió Musical de Rocablanca",
            lang="ca",
            head=css,
        )
        + body,
        cs,
        path="/noticies/2019/concert-santa-cecilia",
        container="div#comments 'Comentaris (2)': two div.c (span.autor NAME, span.data DATE, p TEXT); the form 'Escriu el teu comentari' below; above them, inside the article, ul.nous: three li 'b NAME (INSTRUMENT): one sentence'",
        heading="Comentaris (2)",
        description="The mixed page: a Catalan town band's site of 2019 (invented): the Saint Cecilia concert; inside the article ul.nous, the three new players each with their instrument and one sentence on why they joined, answers to the band's question, not comments; under the article 2 readers' comments under 'Comentaris (2)' with names and dates, and a form; the coming concerts in the right column.",
        lookalikes=("ul.nous",),
        files={"/img/logo-unio.svg": svg(300, 70, "#8b0000", "Unió Musical de Rocablanca", 20)},
    )

"""Blind set fr: four small discussions revealed by the page's own script. A Czech town paper of 2019 (5 entries
drawn from the script's own array after a click on "Zobrazit 5 komentářů", "Co říkají čtenáři"), an Indonesian
regency news site of 2023 (6 entries fetched as JSON and drawn with a <template> when the reader scrolls near the
end, "Komentar"), a Greek island news site of 2021 (4 entries in a modal opened by a speech-bubble icon and a count,
no words, no heading) and a Hungarian town paper of 2017 (4 entries in the third panel of an accordion, "Olvasói
vélemények (4)"). Every site, name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fr_common import (
    Case,
    E,
    case,
    esc,
    flat,
    head,
    jsq,
    links,
    paras,
    picture,
    thread,
    to_json,
    tree,
)

# --------------------------------------------------------------------------- cs: a counted button, 2019


def cs_posta() -> Case:
    es = thread("""
Jarmila K. | 12. 6. 2019 v 18:42 | Kdo bude v obchodě vyplácet důchody? Paní Vondrová z pošty to dělala třicet let a znala každého jménem.
Petr z Dolní ulice | 12. 6. 2019 v 19:05 | Obchod má otevřeno do osmi večer. Pro nás, kdo dojíždíme do Hradce, je to vlastně lepší než pošta, která zavírala ve čtyři.
> Jarmila K. | 12. 6. 2019 v 19:31 | Pro vás možná. Jenže v sobotu ráno stojí fronta u pokladny až k pečivu, a teď k tomu přibudou ještě balíky.
M. Hrdličková | 13. 6. 2019 v 7:12 | A co bude s budovou staré pošty? Je to jeden z posledních hezkých domů na náměstí, byla by škoda, kdyby chátral.
Luboš Tichý | 13. 6. 2019 v 9:50 | Na zastupitelstvu v květnu padlo, že by se tam mohla přestěhovat knihovna. Uvidíme, jestli na to obec sežene dotaci.
""")
    data = [
        {
            "id": i + 1,
            "jmeno": e.who,
            "kdy": e.at,
            "text": flat(e.raw),
            "na": e.parent + 1 if e.parent is not None else 0,
        }
        for i, e in enumerate(es)
    ]
    script = """
(function () {
  var prispevky = @DATA@;
  var tlacitko = document.getElementById("ukaz-ctenare");
  var misto = document.getElementById("ctenari");
  function uzel(tag, cls, txt) { var u = document.createElement(tag); if (cls) u.className = cls; if (txt != null) u.textContent = txt; return u; }
  function jeden(p) {
    var d = uzel("div", "prisp");
    var h = uzel("p", "hlava");
    h.append(uzel("b", "autor", p.jmeno), " ", uzel("span", "kdy", p.kdy));
    d.append(h);
    var o = uzel("div", "obsah");
    p.text.split("\\n\\n").forEach(function (t) { o.append(uzel("p", null, t)); });
    d.append(o);
    var a = uzel("a", "odp", "Odpovědět"); a.href = "#"; d.append(a);
    var deti = prispevky.filter(function (x) { return x.na === p.id; });
    if (deti.length) { var r = uzel("div", "reakce"); deti.forEach(function (x) { r.append(jeden(x)); }); d.append(r); }
    return d;
  }
  tlacitko.addEventListener("click", function () {
    misto.append(uzel("h3", null, "Co říkají čtenáři"));
    prispevky.filter(function (x) { return !x.na; }).forEach(function (p) { misto.append(jeden(p)); });
    misto.append(uzel("p", "pravidla", "Příspěvky nevyjadřují názor redakce. Přidávat mohou jen přihlášení čtenáři."));
    tlacitko.remove();
  });
})();
""".replace("@DATA@", jsq(data))
    body = f"""<body>
<div id="obal">
<div id="hlavicka"><a href="/" class="nazev">Pěnkavovské listy</a><span class="podtitul">Zprávy z Pěnkavova a okolí · středa 12. června 2019</span></div>
<ul id="menu">{links("/", ["Zprávy", "Radnice", "Kultura", "Sport", "Inzerce", "Kontakty"])}</ul>
<div id="obsah">
<div class="clanek">
<p class="rubrika">Z radnice</p>
<h1>Pošta na náměstí končí, od července ji nahradí přepážka v samoobsluze</h1>
<p class="autor">Hana Kubištová · 12. 6. 2019</p>
<p class="perex">Česká pošta v Pěnkavově zavře 28. června. Balíky i doporučené dopisy se budou vydávat v prodejně na Nádražní ulici.</p>
<img src="/foto/2019/posta-namesti.svg" width="620" height="290" alt="Budova pošty na náměstí">
<p class="popisek">Budova pošty na náměstí. Foto: H. Kubištová</p>
<p>Pobočka na náměstí Svobody byla otevřena od roku 1934. Podle mluvčího pošty do ní v posledních letech chodilo méně než padesát lidí denně, a provoz se proto přesune do samoobsluhy na Nádražní ulici, která bude přepážku provozovat jako partnerskou poštu.</p>
<p>Nová přepážka bude otevřena ve všední dny od 8 do 20 hodin a v sobotu do poledne. Důchody bude i nadále doručovat doručovatelka domů, výplata na přepážce bude možná jen po předchozí domluvě.</p>
<p>Co bude s budovou na náměstí, zatím není rozhodnuto. Dům patří obci, pošta ho měla v nájmu. Starosta Miroslav Doubek řekl, že obec o jeho dalším využití rozhodne na podzim.</p>
<p class="stitky">Štítky: <a href="/stitek/posta">pošta</a>, <a href="/stitek/namesti">náměstí</a>, <a href="/stitek/sluzby">služby</a></p>
<p class="tlacitka"><button type="button" id="ukaz-ctenare" class="ukaz">Zobrazit 5 komentářů</button></p>
<div id="ctenari" class="ctenari"></div>
</div>
<div id="bok">
<h4>Nejčtenější</h4>
<ol>{links("/zpravy/", ["Uzavírka silnice na Bělou potrvá do srpna", "Hasiči slaví 130 let od založení sboru", "Koupaliště otevře v sobotu"])}</ol>
<h4>Kalendář akcí</h4>
<p>15. 6. Pouťová zábava, sokolovna<br>22. 6. Dětský den, hřiště u školy<br>29. 6. Koncert dechovky, náměstí</p>
<h4>Pohotovost</h4><p>Lékárna U Zlatého hada, Husova 12</p>
</div>
</div>
<div id="paticka">© 2019 Pěnkavovské listy · vydává Městský úřad Pěnkavov · <a href="/redakce">Redakce</a> · <a href="/inzerce">Inzerce</a></div>
</div>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;background:#dfe3e6;font:15px/1.55 Arial,Helvetica,sans-serif;color:#222}#obal{width:960px;margin:0 auto;background:#fff}
#hlavicka{padding:16px 22px;background:#274e13;color:#fff}.nazev{color:#fff;font:700 30px Georgia,serif;text-decoration:none;display:block}.podtitul{font-size:13px;color:#cfe2c4}
#menu{list-style:none;margin:0;padding:7px 22px;background:#e9efe5}#menu li{display:inline;margin-right:18px}#obsah{overflow:hidden}
.clanek{float:left;width:640px;padding:16px 22px}#bok{float:right;width:230px;padding:16px;font-size:13px;background:#f5f7f4}#paticka{clear:both;padding:12px 22px;font-size:12px;background:#274e13;color:#dbe8d3}#paticka a{color:#fff}
.rubrika{color:#6aa84f;font-weight:700;margin:0;text-transform:uppercase;font-size:12px}.autor{color:#777;font-size:12px}.perex{font-weight:700}.popisek{font-size:12px;color:#777;margin-top:2px}.stitky{font-size:12px}
.ukaz{background:#fff;border:2px solid #274e13;color:#274e13;font-weight:700;padding:8px 18px;border-radius:3px;cursor:pointer}.ctenari h3{border-bottom:2px solid #274e13;padding-bottom:4px}
.prisp{padding:8px 0;border-bottom:1px solid #e2e2e2}.reakce{margin-left:30px;border-left:3px solid #e9efe5;padding-left:10px}.hlava{margin:0}.kdy{color:#999;font-size:12px;margin-left:6px}.obsah p{margin:4px 0}.odp{font-size:12px}.pravidla{font-size:11px;color:#888}
"""
    return case(
        "fr-cs-button-posta",
        "revealed",
        "cs",
        head(title="Pošta na náměstí končí | Pěnkavovské listy", lang="cs", css=css) + body,
        es,
        path="/zpravy/2019/06/posta-na-namesti-konci",
        reveal="button: 'Zobrazit 5 komentářů' after the article's tags; a click draws the thread from an array in the page's own script into the empty div#ctenari and removes the button (nothing of the thread in the DOM before)",
        container="div#ctenari.ctenari: h3 'Co říkají čtenáři', div.prisp entries (p.hlava: b.autor NAME, span.kdy '12. 6. 2019 v 18:42'; div.obsah p TEXT; a 'Odpovědět'); the reply in div.reakce inside its parent; a rules line after them",
        heading="Co říkají čtenáři",
        description="A Czech town paper of 2019 (invented): the post office on the square closes and moves into a supermarket; 5 readers' entries (one reply) drawn by the page's script after a click on 'Zobrazit 5 komentářů'; a dated byline, a captioned photo, tags, most-read, an events calendar, the pharmacy on duty; no 'comment' in the markup.",
        check_steps=("click:#ukaz-ctenare", "wait:300"),
        files={"/foto/2019/posta-namesti.svg": picture(620, 290, "#8e7c5a", "Pošta, náměstí Svobody", 18)},
    )


# --------------------------------------------------------------------------- id: JSON on scroll into a <template>, 2023


def id_pasar() -> Case:
    es = thread("""
Rina S. | 21 Agustus 2023, 19:42 WIB | Terminal lama itu gelap sekali kalau malam. Semoga pemkab memasang lampu jalan dulu sebelum pedagang dipindahkan ke sana.
Bang Udin Martabak | 21 Agustus 2023, 20:15 WIB | Saya sudah berjualan di alun-alun sebelas tahun. Pelanggan saya kebanyakan orang yang jalan-jalan sore di sana, belum tentu mereka mau datang ke terminal.
> Yuli dari Kenari Hilir | 21 Agustus 2023, 20:40 WIB | Tenang, Bang, saya tetap cari martabak Abang di mana pun pindahnya. Asal harganya jangan ikut naik.
Hendra Kurniadi | 22 Agustus 2023, 07:05 WIB | Setiap Minggu pagi alun-alun memang penuh sampah. Menurut saya pindah ke terminal itu masuk akal, asal parkirnya diatur dengan baik.
Ibu Sari | 22 Agustus 2023, 09:31 WIB | Anak-anak saya paling suka komidi putar di pasar malam. Apakah wahana permainan juga ikut pindah, atau hanya pedagang makanan?
arief.kenari | 22 Agustus 2023, 12:18 WIB | Angkot jalur 3 berhenti beroperasi pukul enam sore. Kalau pasar malam mau tetap ramai, jam operasinya perlu diperpanjang.
""")
    data_path = "/api/diskusi/2023/08/pasar-malam-pindah-ke-terminal-lama.json"
    script = """
(function () {
  var ruang = document.getElementById("ruang-diskusi");
  var tpl = document.getElementById("tpl-komentar");
  var sudah = false;
  function isi(k, semua) {
    var node = tpl.content.firstElementChild.cloneNode(true);
    node.querySelector(".k-nama").textContent = k.nama;
    node.querySelector(".k-waktu").textContent = k.waktu;
    var badan = node.querySelector(".k-isi");
    k.isi.split("\\n\\n").forEach(function (t) { var p = document.createElement("p"); p.textContent = t; badan.append(p); });
    var balasan = node.querySelector(".k-balasan");
    semua.filter(function (x) { return x.induk === k.id; }).forEach(function (x) { balasan.append(isi(x, semua)); });
    if (!balasan.children.length) balasan.remove();
    return node;
  }
  function muat() {
    if (sudah) return; sudah = true;
    fetch("@PATH@").then(function (r) { return r.json(); }).then(function (semua) {
      var daftar = ruang.querySelector(".daftar");
      ruang.querySelector(".memuat").remove();
      semua.filter(function (x) { return !x.induk; }).forEach(function (k) { daftar.append(isi(k, semua)); });
      ruang.querySelector("h2 span").textContent = "(" + semua.length + ")";
    });
  }
  var io = new IntersectionObserver(function (en) {
    if (en.some(function (e) { return e.isIntersecting; })) { io.disconnect(); muat(); }
  }, { rootMargin: "0px 0px 300px 0px" });
  io.observe(ruang);
})();
""".replace("@PATH@", data_path)
    body = f"""<body>
<header class="atas">
<div class="baris"><a class="logo" href="/">KABAR<b>KENARI</b></a><span class="tagline">Berita Kabupaten Lembah Kenari</span><a class="masuk" href="/masuk">Masuk</a></div>
<nav class="kanal">{links("/", ["Beranda", "Pemerintahan", "Ekonomi", "Peristiwa", "Olahraga", "Gaya Hidup", "Indeks"], li=False)}</nav>
</header>
<div class="halaman">
<article class="berita">
<p class="kanal-kecil"><a href="/ekonomi">Ekonomi</a></p>
<h1>Mulai September, Pasar Malam Alun-alun Pindah ke Terminal Lama</h1>
<p class="meta">Oleh <b>Dewi Anggraini</b> · Senin, 21 Agustus 2023 | 18:05 WIB</p>
<figure><img src="/img/2023/08/pasar-malam.svg" width="680" height="320" alt=""><figcaption>Suasana pasar malam di alun-alun Kenari Hilir, Minggu (20/8/2023). (Kabar Kenari/Dewi Anggraini)</figcaption></figure>
<p><b>KENARI HILIR</b> - Pemerintah Kabupaten Lembah Kenari memindahkan pasar malam yang selama ini digelar setiap Sabtu dan Minggu di alun-alun ke kawasan terminal lama di Jalan Pemuda mulai 2 September 2023.</p>
<p>Kepala Dinas Perdagangan, Bambang Triyono, mengatakan pemindahan dilakukan karena alun-alun akan direvitalisasi dan rumput yang ditanam tahun lalu rusak akibat tenda pedagang. "Terminal lama sudah tidak dipakai sejak 2019 dan lahannya cukup untuk 120 lapak," ujarnya, Senin (21/8/2023).</p>
<p>Sebanyak 96 pedagang yang terdaftar akan mendapat lapak dengan nomor undian. Retribusi tetap Rp5.000 per malam. Pemkab juga menjanjikan penerangan tambahan dan area parkir di bekas jalur bus.</p>
<p>Sebagian pedagang menyatakan keberatan karena khawatir kehilangan pembeli. Paguyuban pedagang meminta uji coba selama tiga bulan sebelum pemindahan dijadikan permanen.</p>
<p class="baca-juga">Baca juga: <a href="/ekonomi/revitalisasi-alun-alun-dimulai-oktober">Revitalisasi Alun-alun Dimulai Oktober, Ini Desainnya</a></p>
<p class="tag">Tag: <a href="/tag/pasar-malam">pasar malam</a> <a href="/tag/alun-alun">alun-alun</a> <a href="/tag/pedagang">pedagang</a></p>
<div class="bagikan">Bagikan: <a href="#">WhatsApp</a> · <a href="#">Facebook</a> · <a href="#">Salin tautan</a></div>
<div class="terkait"><h3>Berita Terkait</h3><ul>{links("/ekonomi/", ["Harga Cabai Rawit di Pasar Induk Turun Rp8.000", "Pedagang Kaki Lima Jalan Merdeka Ditata Ulang", "UMKM Kenari Ikut Pameran di Ibu Kota Provinsi"])}</ul></div>
</article>
<aside class="samping"><h3>Terpopuler</h3><ol>{links("/peristiwa/", ["Jembatan Gantung Sungai Waru Ditutup Sementara", "Festival Layang-layang Digelar Akhir Pekan", "Jadwal Pemadaman Listrik Pekan Ini"])}</ol>
<div class="iklan">IKLAN · Toko Bangunan Sinar Jaya, Jl. Pemuda 14</div></aside>
</div>
<section class="diskusi" id="ruang-diskusi">
<h2>Komentar <span></span></h2>
<p class="memuat">Memuat…</p>
<ol class="daftar"></ol>
<p class="aturan">Komentar menjadi tanggung jawab pengirim. Redaksi berhak menghapus komentar yang mengandung SARA.</p>
<template id="tpl-komentar"><li class="k-item"><div class="k-kepala"><b class="k-nama"></b> <time class="k-waktu"></time></div><div class="k-isi"></div><div class="k-aksi"><a href="#">Balas</a> · <a href="#">Laporkan</a></div><ol class="k-balasan"></ol></li></template>
</section>
<footer class="bawah">© 2023 Kabar Kenari · <a href="/redaksi">Redaksi</a> · <a href="/pedoman-media-siber">Pedoman Media Siber</a> · <a href="/kontak">Kontak</a></footer>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:16px/1.65 "Segoe UI",Roboto,Arial,sans-serif;color:#1e1e1e;background:#fff}.atas{border-bottom:1px solid #ddd}.baris{display:flex;align-items:center;gap:18px;padding:12px 28px}
.logo{font:800 26px Arial,sans-serif;color:#0d6e6e;text-decoration:none;letter-spacing:1px}.logo b{color:#f39c12}.tagline{color:#777;font-size:13px}.masuk{margin-left:auto}
.kanal{padding:8px 28px;background:#0d6e6e}.kanal a{color:#fff;margin-right:16px;font-size:14px;text-decoration:none}.halaman{display:flex;gap:32px;max-width:1040px;margin:0 auto;padding:20px 28px}
.berita{flex:1;min-height:1600px}.samping{width:260px;font-size:14px}.kanal-kecil{margin:0;font-size:13px}.meta{color:#777;font-size:13px}figcaption{font-size:12px;color:#777}.baca-juga{background:#f4fafa;padding:6px 10px}
.tag a{background:#eef;padding:2px 8px;border-radius:10px;font-size:12px;margin-right:4px}.bagikan{font-size:13px;color:#555}.iklan{margin-top:24px;border:1px dashed #aaa;padding:30px 10px;text-align:center;color:#999;font-size:12px}
.diskusi{max-width:1040px;margin:0 auto;padding:10px 28px 30px;border-top:3px solid #0d6e6e}.daftar,.k-balasan{list-style:none;padding:0}.k-balasan{margin-left:32px}.k-item{padding:10px 0;border-bottom:1px solid #eee}
.k-waktu{color:#999;font-size:12px}.k-isi p{margin:4px 0}.k-aksi{font-size:12px}.aturan{font-size:12px;color:#888}.bawah{padding:16px 28px;background:#0d6e6e;color:#fff;font-size:13px}.bawah a{color:#fff}
"""
    return case(
        "fr-id-scroll-pasar",
        "revealed",
        "id",
        head(
            title="Mulai September, Pasar Malam Alun-alun Pindah ke Terminal Lama - Kabar Kenari",
            lang="id",
            css=css,
        )
        + body,
        es,
        path="/ekonomi/2023/08/21/pasar-malam-alun-alun-pindah-ke-terminal-lama",
        reveal="lazy_scroll: the section 'Komentar' after a tall article (about 1,900 px down) holds only 'Memuat…', an empty ol and a <template>; when it comes within 300 px of the viewport an IntersectionObserver fetches the thread as JSON from the same site and clones the template for each entry",
        container="section#ruang-diskusi.diskusi: h2 'Komentar (6)', ol.daftar > li.k-item entries cloned from template#tpl-komentar (div.k-kepala: b.k-nama NAME, time.k-waktu '21 Agustus 2023, 19:42 WIB'; div.k-isi p TEXT; 'Balas · Laporkan'); the reply in ol.k-balasan inside its parent; a rules line",
        heading="Komentar",
        description="An Indonesian regency news site of 2023 (invented): the weekend night market moves from the town square to the old bus terminal; 6 readers' entries (one reply) fetched as JSON and drawn with a <template> only when the reader scrolls near the end; a dated byline, a captioned photo, 'Baca juga', tags, share links, related news, most popular, an advertisement.",
        check_steps=("scroll", "wait:1200"),
        files={
            data_path: to_json(es, ("id", "nama", "waktu", "isi", "induk")) + "\n",
            "/img/2023/08/pasar-malam.svg": picture(680, 320, "#2c3e50", "Pasar malam alun-alun", 20),
        },
    )


# --------------------------------------------------------------------------- el: a modal from a speech-bubble icon, 2021


def el_nero() -> Case:
    es = thread("""
Μαρίνα Κ. | 18/07/2021 21:14 | Τρίτη φορά φέτος που μένουμε χωρίς νερό στο Κάτω Χωριό. Με τόσους επισκέπτες τον Ιούλιο, η μονάδα δεν μπορεί να δουλεύει χωρίς εφεδρεία.
Γιάννης ο ψαράς | 18/07/2021 21:40 | Η υδροφόρα ήρθε μόνο στο λιμάνι το πρωί. Όσοι μένουμε στα πάνω σπίτια δεν είδαμε σταγόνα.
> Σταυρούλα Π. | 18/07/2021 22:05 | Στον Άη-Νικόλα πέρασε το απόγευμα. Πάρε τηλέφωνο στο δημαρχείο, κρατάνε λίστα με τα σπίτια που δεν έχουν δεξαμενή.
Αλέξης Δ. | 19/07/2021 08:12 | Θα βοηθούσε να γράφετε και ποια ώρα περνάει η υδροφόρα από κάθε γειτονιά, να μην περιμένουμε όλη μέρα στην πόρτα.
""")

    def one(e: E, i: int, sub: str) -> str:
        return (
            f'<li class="gnomi"><div class="g-pano"><span class="g-onoma">{esc(e.who)}</span>'
            f'<span class="g-ora">{esc(e.at)}</span></div>{paras(e.raw, cls="g-keimeno")}'
            f'<a class="g-apantisi" href="#">Απάντηση</a>{sub}</li>'
        )

    items = tree(es, one, lambda s, d: f'<ul class="{"gnomes" if d == 0 else "apantiseis"}">{s}</ul>')
    bubble = (
        '<svg width="18" height="16" viewBox="0 0 18 16" aria-hidden="true"><path d="M2 1h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H7l-4 3v-3H2a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1z" '
        'fill="none" stroke="currentColor" stroke-width="1.6"/></svg>'
    )
    script = """
(function () {
  var kalymma = document.getElementById("kalymma");
  function anoixe() { kalymma.hidden = false; document.body.classList.add("kleidomeno"); }
  function kleise() { kalymma.hidden = true; document.body.classList.remove("kleidomeno"); }
  document.getElementById("fouska").addEventListener("click", anoixe);
  document.getElementById("kleisimo").addEventListener("click", kleise);
  kalymma.addEventListener("click", function (ev) { if (ev.target === kalymma) kleise(); });
  document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") kleise(); });
})();
"""
    body = f"""<body>
<header class="kefali">
<a href="/" class="onoma-site">Ο Φάρος της Αλμυρονήσου</a>
<nav>{links("/", ["Ειδήσεις", "Αυτοδιοίκηση", "Λιμάνι", "Πολιτισμός", "Αθλητικά", "Καιρός"], li=False)}</nav>
</header>
<main class="kyrio">
<article class="arthro">
<p class="katigoria">Αυτοδιοίκηση</p>
<h1>Βλάβη στη μονάδα αφαλάτωσης: νερό με υδροφόρες μέχρι την Παρασκευή</h1>
<div class="grammi"><span>Της Δήμητρας Σκορδίλη</span> <span class="imerominia">18 Ιουλίου 2021, 19:30</span>
<button type="button" id="fouska" class="fouska">{bubble}<span>4</span></button></div>
<p class="perilipsi">Χωρίς νερό από το δίκτυο μένουν από το Σάββατο το Κάτω Χωριό και ο Άη-Νικόλας. Ο δήμος φέρνει υδροφόρες από τον Πειραιά.</p>
<figure><img src="/eikones/2021/07/afalatosi.svg" width="640" height="300" alt=""><figcaption>Η μονάδα αφαλάτωσης στον Κάβο. Φωτ.: Δ. Σκορδίλη</figcaption></figure>
<p>Βλάβη στην αντλία υψηλής πίεσης της μονάδας αφαλάτωσης στον Κάβο άφησε από το πρωί του Σαββάτου χωρίς νερό δύο από τους τέσσερις οικισμούς του νησιού. Σύμφωνα με τον αντιδήμαρχο Μιχάλη Βλαστό, το ανταλλακτικό παραγγέλθηκε από την Αθήνα και αναμένεται να φτάσει με το πλοίο της Πέμπτης.</p>
<p>Μέχρι τότε δύο υδροφόρες θα γεμίζουν τις δεξαμενές των σπιτιών και των καταλυμάτων. Προτεραιότητα δίνεται στο κέντρο υγείας, στο δημοτικό σχολείο, όπου λειτουργεί καλοκαιρινή κατασκήνωση, και σε ηλικιωμένους που ζουν μόνοι.</p>
<p>Ο δήμος ζητά από τους κατοίκους να περιορίσουν το πότισμα και να δηλώσουν στο 22870 41 200 αν δεν έχουν δική τους δεξαμενή.</p>
<div class="plaisio"><h3>Πού θα βρείτε νερό</h3><p>Βρύση στην πλατεία του λιμανιού, 7:00-22:00<br>Κέντρο υγείας: εμφιαλωμένο νερό για ηλικιωμένους</p></div>
</article>
<aside class="plagia">
<h3>Πιο πρόσφατα</h3>
<ul>{links("/eidiseis/", ["Δρομολόγια πλοίων: αλλαγές τον Αύγουστο", "Πανηγύρι της Αγίας Μαρίνας στο Πάνω Χωριό", "Ξεκινά η ασφαλτόστρωση στον δρόμο για τον Κάβο"])}</ul>
<h3>Καιρός</h3><p>Δευτέρα: 29°C, βοριάδες 6 μποφόρ</p>
</aside>
</main>
<div id="kalymma" class="kalymma" hidden>
<div class="parathyro" role="dialog" aria-modal="true">
<button type="button" id="kleisimo" class="kleisimo" aria-label="Κλείσιμο">✕</button>
{items}
<form class="g-forma" onsubmit="return false"><input type="text" placeholder="Το όνομά σας"><textarea rows="3" placeholder="Γράψτε τη γνώμη σας"></textarea><button type="submit">Αποστολή</button></form>
</div>
</div>
<footer class="podi">© 2021 Ο Φάρος της Αλμυρονήσου · <a href="/epikoinonia">Επικοινωνία</a> · <a href="/oroi">Όροι χρήσης</a></footer>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:17px/1.6 "Noto Serif",Georgia,serif;color:#1b1b1b}body.kleidomeno{overflow:hidden}.kefali{padding:14px 30px;background:#0e4c92;color:#fff}.onoma-site{color:#fff;font:700 26px Georgia,serif;text-decoration:none;display:block}
.kefali nav a{color:#d7e6f7;margin-right:14px;font:14px Arial,sans-serif}.kyrio{display:flex;gap:34px;max-width:1020px;margin:0 auto;padding:18px 30px}.arthro{flex:1}.plagia{width:250px;font-size:14px}
.katigoria{color:#0e4c92;font:700 12px Arial,sans-serif;text-transform:uppercase;margin:0}.grammi{display:flex;gap:12px;align-items:center;font:13px Arial,sans-serif;color:#666}
.fouska{display:inline-flex;align-items:center;gap:4px;border:1px solid #0e4c92;color:#0e4c92;background:#fff;border-radius:14px;padding:2px 9px;cursor:pointer}.perilipsi{font-size:19px;color:#333}
figcaption{font-size:12px;color:#777}.plaisio{background:#eef4fb;padding:6px 16px;border-left:4px solid #0e4c92}.podi{padding:14px 30px;background:#222;color:#bbb;font-size:13px}.podi a{color:#fff}
.kalymma{position:fixed;inset:0;background:rgba(10,20,40,.6);display:flex;align-items:center;justify-content:center}.kalymma[hidden]{display:none}
.parathyro{background:#fff;width:560px;max-height:82vh;overflow:auto;border-radius:8px;padding:18px 22px;position:relative}.kleisimo{position:absolute;top:8px;right:10px;border:0;background:none;font-size:20px;cursor:pointer}
.gnomes,.apantiseis{list-style:none;padding:0;margin:0}.apantiseis{margin-left:26px;border-left:2px solid #dde7f3;padding-left:10px}.gnomi{padding:10px 0;border-bottom:1px solid #eee}
.g-onoma{font-weight:700;font-family:Arial,sans-serif}.g-ora{color:#888;font-size:12px;margin-left:8px}.g-keimeno{margin:4px 0}.g-apantisi{font-size:12px}.g-forma{display:grid;gap:6px;margin-top:12px}
"""
    return case(
        "fr-el-modal-nero",
        "revealed",
        "el",
        head(
            title="Βλάβη στη μονάδα αφαλάτωσης: νερό με υδροφόρες | Ο Φάρος της Αλμυρονήσου",
            lang="el",
            css=css,
        )
        + body,
        es,
        path="/aftodioikisi/2021/07/vlavi-afalatosi-ydrofores",
        reveal="modal: an icon button in the byline, a speech-bubble SVG and the number '4' (no words, no aria-label), opens an overlay (div#kalymma[hidden] > div[role=dialog]); the entries are in the served HTML inside the hidden overlay",
        container="div#kalymma.kalymma > div.parathyro[role=dialog]: no heading, a close button, ul.gnomes > li.gnomi entries (div.g-pano: span.g-onoma NAME, span.g-ora '18/07/2021 21:14'; p.g-keimeno TEXT; a 'Απάντηση'); the reply in ul.apantiseis inside its parent; a form after them",
        heading=None,
        description="A Greek island news site of 2021 (invented): the desalination plant breaks down and water comes by tanker; 4 readers' entries (one reply) in an overlay opened only by a speech-bubble icon with the count 4 in the byline; a captioned photo, a box of water points, latest news, the weather; no 'comment' in the markup.",
        static=True,
        check_steps=("click:#fouska", "wait:300"),
        files={"/eikones/2021/07/afalatosi.svg": picture(640, 300, "#3b7ea1", "Κάβος", 20)},
    )


# --------------------------------------------------------------------------- hu: an accordion, 2017


def hu_konyvtar() -> Case:
    es = thread("""
Kovácsné Erzsi | 2017. szeptember 12. 14:05 | Két hónapig zárva? Az unokám most kezdte az iskolát, neki pont most kellene a mesekönyv.
> Tóth Bence | 2017. szeptember 12. 15:22 | A cikk szerint addig minden csütörtökön a könyvtárbusz áll meg az iskola előtt, ott is lehet kölcsönözni.
nyírkeszthelyi olvasó | 2017. szeptember 12. 18:47 | Végre! A régi épület olvasótermében télen hat fok volt, kabátban ültünk az újságok fölött.
Halász Gábor | 2017. szeptember 13. 08:30 | A mozi vetítőtermét meghagyják? Jó lenne, ha havonta legalább egyszer újra lenne filmklub, mint a nyolcvanas években.
""")

    def one(e: E, i: int, sub: str) -> str:
        return (
            f'<div class="velemeny"><div class="v-fej"><strong>{esc(e.who)}</strong> <em>{esc(e.at)}</em></div>'
            f'<div class="v-szoveg">{paras(e.raw)}</div><div class="v-lab"><a href="#">Válasz</a> | <a href="#">Jelentés</a></div>{sub}</div>'
        )

    opinions = tree(es, one, lambda s, d: s if d == 0 else f'<div class="v-valaszok">{s}</div>')
    panels = [
        (
            "nyitva",
            "Kölcsönzés a költözés idején",
            (
                "<p>Szeptember 18. és november 20. között a könyvtár zárva tart. A könyvtárbusz csütörtökönként 14 és "
                "17 óra között a Petőfi utcai iskola előtt áll meg. A kölcsönzött könyvek határideje automatikusan "
                "meghosszabbodik.</p>"
            ),
        ),
        (
            "kapcsolodo",
            "Kapcsolódó cikkeink",
            f"<ul>{links('/kultura/', ['Nyolcvanéves a Béke mozi épülete', 'Eladó lett volna a mozi, a város megvette', 'Új olvasókör indul a könyvtárban'])}</ul>",
        ),
        (
            "velemenyek",
            "Olvasói vélemények (4)",
            opinions + '<p class="v-megj">A vélemények nem a szerkesztőség álláspontját tükrözik.</p>',
        ),
    ]
    acc = "".join(
        f'<div class="harmonika-elem"><h3 class="harmonika-cim"><button type="button" class="harmonika-fej" id="fej-{key}" '
        f'aria-expanded="false" aria-controls="tabla-{key}">{esc(title)}<span class="jel">+</span></button></h3>'
        f'<div class="harmonika-tabla" id="tabla-{key}" role="region" aria-labelledby="fej-{key}" hidden>{inner}</div></div>'
        for key, title, inner in panels
    )
    script = """
(function () {
  document.querySelectorAll(".harmonika-fej").forEach(function (gomb) {
    gomb.addEventListener("click", function () {
      var tabla = document.getElementById(gomb.getAttribute("aria-controls"));
      var nyitva = gomb.getAttribute("aria-expanded") === "true";
      gomb.setAttribute("aria-expanded", nyitva ? "false" : "true");
      gomb.querySelector(".jel").textContent = nyitva ? "+" : "−";
      tabla.hidden = nyitva;
    });
  });
})();
"""
    body = f"""<body>
<table class="keret" cellspacing="0" cellpadding="0"><tr><td>
<div class="fejlec"><a href="/" class="lapnev">Nyírkeszthelyi Hírmondó</a><div class="datumsor">2017. szeptember 12., kedd · Névnap: Mária</div></div>
<div class="menusor">{links("/", ["Hírek", "Közélet", "Kultúra", "Sport", "Programok", "Apróhirdetés"], li=False, sep=" | ")}</div>
<div class="tartalom">
<div class="cikk">
<p class="rovat">Kultúra</p>
<h1>A régi moziba költözik a városi könyvtár</h1>
<p class="szerzo">Szerző: Bodnár Judit | 2017. szeptember 12. 12:40</p>
<p class="bevezeto">Két hónapig zárva lesz a könyvtár, novembertől a felújított Béke moziban várja az olvasókat.</p>
<p><img src="/kepek/2017/beke-mozi.svg" width="600" height="280" alt="A Béke mozi épülete"></p>
<p>A városi könyvtár szeptember 18-án bezár a Kossuth utcai épületben, és november végén nyit újra a Béke mozi felújított épületében. A költözést a képviselő-testület augusztusban szavazta meg, a munkálatokat uniós pályázatból fizetik.</p>
<p>Az új helyen nagyobb gyerekrészleg, hat számítógépes munkaállomás és egy száz fős rendezvényterem lesz. A mozi egykori vetítőterméről még nem döntöttek, Szabó Ilona igazgató szerint szeretnék megtartani eredeti berendezését.</p>
<p>A Kossuth utcai épületet a város eladja, a befolyó pénzből a könyvtár állományát bővítenék.</p>
</div>
<div class="harmonika">{acc}</div>
</div>
<div class="jobb">
<div class="doboz"><b>Legolvasottabb</b><ul>{links("/hirek/", ["Lezárják a vasúti átjárót a Rákóczi úton", "Szüreti felvonulás szombaton", "Új buszmenetrend októbertől"])}</ul></div>
<div class="doboz"><b>Ügyeletes gyógyszertár</b><p>Szent Anna Patika, Fő tér 4.</p></div>
<div class="doboz"><b>Időjárás</b><p>Szerda: 21 °C, napos</p></div>
</div>
<div class="lablec">Nyírkeszthelyi Hírmondó · Kiadja a Nyírkeszthelyi Közművelődési Kft. · <a href="/impresszum">Impresszum</a></div>
</td></tr></table>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;background:#f0ebe0;font:14px/1.55 Tahoma,Verdana,sans-serif;color:#2b2b2b}.keret{width:940px;margin:0 auto;background:#fff}.fejlec{padding:14px 18px;background:#7a1f2b;color:#fff}
.lapnev{color:#fff;font:700 28px "Times New Roman",serif;text-decoration:none}.datumsor{font-size:12px;color:#f3d6da}.menusor{padding:6px 18px;background:#f7e9eb;font-size:13px}
.tartalom{float:left;width:640px;padding:14px 18px}.jobb{float:right;width:230px;padding:14px 12px}.doboz{border:1px solid #e3d6c0;padding:8px;margin-bottom:10px;font-size:12px}.lablec{clear:both;padding:10px 18px;background:#7a1f2b;color:#fff;font-size:11px}.lablec a{color:#fff}
.rovat{color:#7a1f2b;font-weight:bold;margin:0}.szerzo{color:#888;font-size:12px}.bevezeto{font-weight:bold}
.harmonika{margin-top:20px;border-top:1px solid #ddd}.harmonika-cim{margin:0}.harmonika-fej{width:100%;text-align:left;background:#faf6ef;border:0;border-bottom:1px solid #ddd;padding:10px 12px;font:bold 15px Tahoma,sans-serif;cursor:pointer;display:flex;justify-content:space-between}
.harmonika-tabla{padding:8px 12px}.velemeny{border-bottom:1px dotted #ccc;padding:6px 0}.v-valaszok{margin-left:28px}.v-fej em{color:#999;font-size:11px}.v-szoveg p{margin:3px 0}.v-lab{font-size:11px}.v-megj{font-size:11px;color:#999}
"""
    return case(
        "fr-hu-accordion-konyvtar",
        "revealed",
        "hu",
        head(title="A régi moziba költözik a városi könyvtár - Nyírkeszthelyi Hírmondó", lang="hu", css=css)
        + body,
        es,
        path="/kultura/2017/09/a-regi-moziba-koltozik-a-varosi-konyvtar",
        reveal="accordion: three closed panels after the article ('Kölcsönzés a költözés idején', 'Kapcsolódó cikkeink', 'Olvasói vélemények (4)'); each header is a button (aria-expanded) that the page's script uses to unhide its panel; the entries are in the served HTML in the third, hidden panel",
        container="div.harmonika > third div.harmonika-elem: h3 > button#fej-velemenyek 'Olvasói vélemények (4)', div#tabla-velemenyek[hidden] > div.velemeny entries (div.v-fej: strong NAME, em '2017. szeptember 12. 14:05'; div.v-szoveg p TEXT; 'Válasz | Jelentés'); the reply in div.v-valaszok inside its parent; a disclaimer",
        heading="Olvasói vélemények",
        description="A Hungarian town paper of 2017 (invented), in a layout table: the town library moves into the old cinema; 4 readers' entries (one reply) in the third panel of an accordion, hidden until its header is clicked; a dated byline, a photo, most read, the pharmacy on duty, the weather; no 'comment' in the markup.",
        static=True,
        check_steps=("click:#fej-velemenyek", "wait:200"),
        files={"/kepek/2017/beke-mozi.svg": picture(600, 280, "#9c6b3c", "Béke mozi", 20)},
    )

"""Blind set fv: four discussions on regional news sites of 2023-2025. A Catalan county paper (4 comments, one reply
nested, under "Què en dieu, veïns?"), a Slovenian valley weekly (5 comments in an ol under "Mnenja bralcev (5)"), a
Turkish city paper (6 comments, one marked as an answer in the flat list, under "Okurlarımız ne diyor?") and a
Vietnamese town's news site (3 comments under "Ý kiến bạn đọc"), each among the article's furniture (tags, a share
bar, an author box, related stories with dates, a newsletter box, a most-read list). Every site, name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fv_common import C, Case, doc, esc, kids, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- ca: a county paper, 2024, a nested reply


def ca_bus() -> Case:
    cs = talk("""
Montserrat Puigdevall || 14/03/2024 · 19:05 || Per fi! La meva filla agafa l'autobús cada dia per anar a l'institut i fins ara havia de sortir de casa a un quart de set. Amb l'horari nou podrà dormir mitja hora més.
> Jordi Serrallonga || 14/03/2024 · 21:30 || Montserrat, compte que el de les 7.15 no para a la plaça sinó a la benzinera de la carretera. Ho diu el full que han repartit a les bústies.
Pere Casadevall || 15/03/2024 · 08:12 || Està bé, però els dissabtes a la tarda continua sense haver-hi cap autobús de tornada. Qui no té cotxe es queda a la capital fins diumenge.
Núria Fontcuberta || 16/03/2024 · 11:47 || Vaig provar el primer viatge dilluns. Puntual i amb calefacció, que ja és molt. // Només demanaria una marquesina a la parada de Can Tries: quan plou, t'hi mulles sencer.
""")

    def one(i: int) -> str:
        c = cs[i]
        sub = kids(cs, i)
        inner = "".join(one(k) for k in sub)
        rep = f'\n<div class="veu-respostes">{inner}</div>' if sub else ""
        return (
            f'<div class="veu" id="v{i + 1}">\n<div class="veu-cap"><span class="veu-qui">{esc(c.who)}</span>'
            f' <span class="veu-quan">{esc(c.at)}</span></div>\n<div class="veu-text">{paras(c.raw)}</div>\n'
            f'<a class="veu-resp" href="#respon-{i + 1}">Respon</a>{rep}\n</div>\n'
        )

    items = "".join(one(i) for i in kids(cs, None))
    body = f"""<body>
<header class="capcal">
<div class="capcal-dalt"><span class="data-avui">Dilluns, 18 de març de 2024</span> <a href="/subscripcio">Subscriu-te</a> <a href="/entra">Entra</a></div>
<a class="marca" href="/"><img src="/img/marca.svg" width="260" height="48" alt="L'Eco de Castellbrú"></a>
<nav class="menu-principal"><ul>{nav([("/comarca", "Comarca"), ("/castellbru", "Castellbrú"), ("/esports", "Esports"), ("/cultura", "Cultura"), ("/opinio", "Opinió"), ("/agenda", "Agenda")])}</ul></nav>
</header>
<main class="pagina">
<article class="noticia">
<p class="avantitol"><a href="/comarca">Comarca</a> · Mobilitat</p>
<h1>La nova línia d'autobús ja uneix Castellbrú amb la capital cada hora</h1>
<p class="entradeta">El servei, que el Consell Comarcal ha licitat per quatre anys, fa dotze expedicions diàries entre setmana i quatre els dissabtes al matí.</p>
<p class="signatura">Per <a href="/autors/berta-riudavets">Berta Riudavets</a> · <time datetime="2024-03-14T09:00">14 de març de 2024, 09:00</time></p>
<figure><img src="/img/2024/bus.svg" width="720" height="400" alt=""><figcaption>El primer autobús de la línia, a la plaça Major. Foto: B. R.</figcaption></figure>
<p>Des de dilluns, els veïns de Castellbrú del Riu i de les masies del terme tenen un autobús cada hora cap a la capital de la comarca. La línia, que fins ara només feia tres viatges al dia, passa a fer-ne dotze de dilluns a divendres.</p>
<p>El primer surt a les 6.45 i l'últim torna a les 21.10. Els dissabtes hi haurà quatre expedicions, totes al matí. El bitllet senzill continua costant 2,40 euros i s'hi poden fer servir les targetes de transport habituals.</p>
<p>L'alcaldessa, Roser Vilanova, va dir a la presentació que era «una reivindicació de fa quinze anys» i va agrair la feina de l'associació de veïns, que va recollir més de set-centes signatures.</p>
<p>Les parades són les mateixes que fins ara, excepte la de primera hora del matí, que es trasllada a la benzinera de la carretera per evitar que l'autobús hagi d'entrar al nucli antic.</p>
</article>
<div class="etiquetes"><span>Etiquetes:</span> {nav([("/tema/transport", "transport públic"), ("/tema/castellbru", "Castellbrú del Riu"), ("/tema/consell-comarcal", "Consell Comarcal")], " ")}</div>
<div class="comparteix"><span>Comparteix</span> <a href="/comparteix/correu?u=/comarca/2024/03/linia-bus">Correu</a> <a href="/comparteix/missatge?u=/comarca/2024/03/linia-bus">Missatge</a> <a href="/comparteix/copia?u=/comarca/2024/03/linia-bus">Copia l'enllaç</a></div>
<aside class="autora"><img src="/img/autors/br.svg" width="64" height="64" alt=""><div><p class="autora-nom"><a href="/autors/berta-riudavets">Berta Riudavets</a></p><p>Redactora de comarca. Escriu sobre mobilitat, pobles petits i serveis públics des del 2019.</p></div></aside>
<section class="veus" id="veus">
<h2>Què en dieu, veïns?</h2>
<p class="veus-normes">Les opinions són dels lectors. L'Eco de Castellbrú es reserva el dret de no publicar-ne les ofensives.</p>
{items}<form class="veus-form" action="/veus/enviar" method="post"><p><label>Nom <input type="text" name="nom"></label></p><p><label>La teva opinió <textarea name="text" rows="4"></textarea></label></p><p><button type="submit">Publica</button></p></form>
</section>
<section class="relacionades">
<h2>Més notícies de la comarca</h2>
<ul>
<li><a href="/comarca/2024/03/carretera-coll">Obres al coll de la Creu: tallada la carretera a les nits</a> <span>12/03/2024</span></li>
<li><a href="/castellbru/2024/03/escola-menjador">L'escola de Castellbrú estrena menjador</a> <span>08/03/2024</span></li>
<li><a href="/comarca/2024/02/taxi-rural">El taxi a demanda arriba a sis pobles més</a> <span>27/02/2024</span></li>
</ul>
</section>
<div class="butlleti"><h3>Butlletí setmanal</h3><p>Cada divendres, les notícies de la comarca al teu correu.</p><form action="/butlleti" method="post"><input type="email" name="correu" placeholder="el teu correu"> <button type="submit">M'hi apunto</button></form></div>
</main>
<aside class="lateral">
<h3>El més llegit</h3>
<ol class="mes-llegit">
<li><a href="/castellbru/2024/03/forn">Tanca el forn de la plaça després de 80 anys</a></li>
<li><a href="/esports/2024/03/derbi">El CE Castellbrú guanya el derbi i somia amb l'ascens</a></li>
<li><a href="/comarca/2024/03/linia-bus">La nova línia d'autobús ja uneix Castellbrú amb la capital</a></li>
<li><a href="/cultura/2024/03/teatre">Els Pastorets tornen al teatre de l'Ateneu</a></li>
</ol>
</aside>
<footer class="peu">L'Eco de Castellbrú · Setmanari comarcal des de 1987 · <a href="/avis-legal">Avís legal</a> · <a href="/contacte">Contacte</a> · © 2024</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.55 Georgia,serif;margin:0;color:#222;display:grid;grid-template-columns:1fr 300px;gap:0 30px;max-width:1100px;margin:0 auto}
.capcal,.peu{grid-column:1/3}.capcal-dalt{font:12px Arial,sans-serif;color:#666;padding:4px 0}.capcal-dalt a{margin-left:10px}.menu-principal ul{display:flex;gap:18px;list-style:none;padding:8px 0;margin:0;border-top:3px solid #b22;border-bottom:1px solid #ddd;font:bold 14px Arial,sans-serif}
.avantitol{font:bold 12px Arial,sans-serif;color:#b22;text-transform:uppercase}.entradeta{font-size:19px;color:#444}.signatura{font:13px Arial,sans-serif;color:#666}figure{margin:0}figcaption{font:12px Arial,sans-serif;color:#777}
.etiquetes,.comparteix{font:13px Arial,sans-serif;margin:12px 0}.etiquetes a{background:#f2e6e6;padding:2px 8px;border-radius:10px;margin-right:4px}.comparteix a{margin-left:8px}
.autora{display:flex;gap:12px;border:1px solid #eee;padding:10px;font-size:14px}.autora-nom{font-weight:bold;margin:0}
.veus{margin-top:24px;border-top:2px solid #b22}.veus-normes{font:12px Arial,sans-serif;color:#888}.veu{border-bottom:1px solid #eee;padding:8px 0}.veu-respostes{margin-left:32px;border-left:2px solid #f0d0d0;padding-left:12px}
.veu-cap{font:13px Arial,sans-serif}.veu-qui{font-weight:bold}.veu-quan{color:#999;margin-left:6px}.veu-text p{margin:4px 0}.veu-resp{font:12px Arial,sans-serif}.veus-form textarea{width:100%}
.relacionades ul{padding-left:18px}.relacionades span{font:12px Arial,sans-serif;color:#999;margin-left:6px}.butlleti{background:#f7f0f0;padding:10px 14px;margin:20px 0}
.lateral{font:14px Arial,sans-serif}.mes-llegit li{margin-bottom:8px}.peu{border-top:1px solid #ccc;font:12px Arial,sans-serif;color:#777;padding:12px 0}
</style>"""
    return make(
        "fv-ca-county-bus",
        "discussion",
        doc(
            title="La nova línia d'autobús ja uneix Castellbrú amb la capital | L'Eco de Castellbrú",
            lang="ca",
            head=css,
        )
        + body,
        cs,
        path="/comarca/2024/03/linia-bus",
        container="section#veus after h2 'Què en dieu, veïns?': three div.veu (div.veu-cap span.veu-qui NAME span.veu-quan '14/03/2024 · 19:05', div.veu-text p, a 'Respon'), the first holding one reply in div.veu-respostes; a form below; after the author box, before related stories",
        heading="Què en dieu, veïns?",
        description="A Catalan county weekly's article of March 2024 (invented): a new hourly bus line to the county capital; after the tags, the share bar and the author box, 'Què en dieu, veïns?' (what do you say, neighbours?): 4 readers' comments over three days, the second a reply nested in the first; a form below; then related stories with dates, a newsletter box and a most-read list in the side column.",
        language="ca",
        files={
            "/img/marca.svg": svg(260, 48, "#b22222", "L'Eco de Castellbrú", 22),
            "/img/2024/bus.svg": svg(720, 400, "#5d7f99", "autobús", 30),
            "/img/autors/br.svg": svg(64, 64, "#b0a090", "BR", 20),
        },
    )


# --------------------------------------------------------------------------- sl: a valley weekly, 2023, an ol of opinions


def sl_most() -> Case:
    cs = talk("""
Marjan Kobal || 9. 10. 2023 ob 17.20 || Most je bil zadnja leta res nevaren, s traktorjem se čez nisem več upal. Upam, da bodo dela končana pred zimo, kot obljubljajo.
Tina Zupančič || 9. 10. 2023 ob 19.02 || Škoda, da ne bo več lesen. Ko sem bila otrok, smo z njega skakali v tolmun. Zdaj bo še en betonski most kot vsi drugi.
Stane Mlakar || 10. 10. 2023 ob 7.45 || Tina, ograja in pohodna površina bosta iz macesna, beton je samo spodaj. Bil sem na predstavitvi na krajevni skupnosti, načrti so lepi.
Irena Hribar || 10. 10. 2023 ob 12.31 || Kje pa bo obvoz med gradnjo? Šolski avtobus vozi čez ta most in otroci bi morali potem peš do glavne ceste.
Bojan Kastelic || 11. 10. 2023 ob 20.14 || Obvoz bo čez Kozji hrib, piše na tabli pri gasilskem domu. Za šolski avtobus se še dogovarjajo z občino, vsaj tako je rekel predsednik krajevne skupnosti.
""")
    items = "\n".join(
        f'<li class="mnenje"><p class="mnenje-glava"><strong>{esc(c.who)}</strong> <em>{esc(c.at)}</em></p>'
        f'<div class="mnenje-besedilo">{paras(c.raw)}</div><p class="mnenje-orodja"><a href="/prijava">Odgovori</a> · <a href="/prijava">Prijavi</a></p></li>'
        for c in cs
    )
    body = f"""<body class="clanek-stran">
<div class="vrh"><a href="/"><img src="/slike/glas.svg" width="220" height="56" alt="Glas Gornje doline"></a><p class="vrh-datum">sreda, 11. oktober 2023</p></div>
<ul class="rubrike">{nav([("/novice", "Novice"), ("/kraji", "Kraji"), ("/sport", "Šport"), ("/kultura", "Kultura"), ("/osmrtnice", "Osmrtnice"), ("/mali-oglasi", "Mali oglasi")])}</ul>
<div class="ovoj">
<div class="glavni">
<div class="clanek">
<span class="rubrika">Kraji</span>
<h1>Stari leseni most v Gornjem Lazcu bodo do decembra nadomestili z novim</h1>
<div class="podatki">Piše: <a href="/avtorji/maja-petek">Maja Petek</a> | 9. 10. 2023, 15.30</div>
<img class="naslovna" src="/slike/2023/most.svg" width="680" height="380" alt="">
<p class="uvod">Most čez Reko pri Gornjem Lazcu, zgrajen leta 1958, je statik lani ocenil kot nevaren. Občina je izbrala izvajalca, dela se začnejo v ponedeljek.</p>
<p>Novi most bo širok pet metrov, kar pomeni, da bodo čezenj lahko vozili tudi gasilsko vozilo in kmetijski stroji. Nosilna konstrukcija bo betonska, ograja in pohodna površina pa iz macesnovega lesa, kot so želeli krajani.</p>
<p>Vrednost del je 412.000 evrov, dve tretjini bo pokrila država iz sklada za obnovo lokalnih cest. Med gradnjo bo promet speljan po obvozu, ki bo označen.</p>
<p>»Most je za vas edina povezava z dolino, zato smo rok postavili tako, da bo promet stekel še pred snegom,« je povedal župan Rok Jerič.</p>
</div>
<p class="oznake">Oznake: {nav([("/oznake/gornji-lazec", "Gornji Lazec"), ("/oznake/ceste", "ceste"), ("/oznake/obcina", "občina")], ", ")}</p>
<p class="deli">Deli: <a href="/deli/posta">po e-pošti</a> <a href="/deli/natisni">natisni</a> <a href="/deli/povezava">kopiraj povezavo</a></p>
<div class="o-avtorju"><img src="/slike/avtorji/mp.svg" width="56" height="56" alt=""><p><b>Maja Petek</b> je novinarka Glasa Gornje doline. Pokriva krajevne skupnosti in kmetijstvo.</p></div>
<div class="mnenja-ovoj">
<h3>Mnenja bralcev (5)</h3>
<ol class="mnenja">
{items}
</ol>
<p class="mnenja-opomba">Za oddajo mnenja se <a href="/prijava">prijavite</a>.</p>
</div>
<div class="preberite">
<h3>Preberite tudi</h3>
<p><a href="/kraji/2023/10/vodovod">Vodovod na Kozjem hribu končno v uporabi</a><br><small>5. 10. 2023</small></p>
<p><a href="/kraji/2023/09/gasilci">Gasilci iz Lazca dobili novo vozilo</a><br><small>28. 9. 2023</small></p>
<p><a href="/novice/2023/09/ceste">Država bo za lokalne ceste letos dala več denarja</a><br><small>19. 9. 2023</small></p>
</div>
</div>
<div class="stranski">
<div class="enovice"><h4>E-novice</h4><p>Vsak četrtek najpomembnejše iz doline.</p><form action="/enovice" method="post"><input type="email" name="naslov" placeholder="vaš e-naslov"><button>Prijava</button></form></div>
<div class="najbolj"><h4>Najbolj brano</h4><ol><li><a href="/kraji/2023/10/gostilna">Gostilna pri Lipi po 60 letih zapira vrata</a></li><li><a href="/sport/2023/10/tek">Na Teku po dolini rekordnih 800 tekačev</a></li><li><a href="/novice/2023/10/vrtec">Novi vrtec bo odprt januarja</a></li></ol></div>
</div>
</div>
<div class="noga">Glas Gornje doline, tednik za Gornjo dolino · Glavni trg 4 · © 2023 · <a href="/kolofon">Kolofon</a></div>
</body>
</html>
"""
    css = """<style>
body{font:15px/1.5 "Trebuchet MS",sans-serif;margin:0;background:#f4f4f0;color:#1d1d1d}.vrh{background:#fff;padding:10px 24px;display:flex;justify-content:space-between;align-items:center}.vrh-datum{color:#777;font-size:13px}
.rubrike{display:flex;list-style:none;margin:0;padding:0 24px;background:#2c5f2d}.rubrike li a{display:block;color:#fff;padding:8px 12px;text-decoration:none}.ovoj{display:flex;gap:24px;max-width:1060px;margin:16px auto}
.glavni{flex:1;background:#fff;padding:16px 24px}.stranski{width:280px}.rubrika{background:#2c5f2d;color:#fff;font-size:12px;padding:2px 6px}.podatki{color:#666;font-size:13px}.uvod{font-weight:bold}.naslovna{max-width:100%}
.oznake a{color:#2c5f2d}.deli a{margin-right:8px}.o-avtorju{display:flex;gap:10px;background:#f0f5ef;padding:10px;font-size:14px}
.mnenja-ovoj h3{border-bottom:2px solid #2c5f2d}.mnenja{padding-left:22px}.mnenje{margin-bottom:12px}.mnenje-glava{margin:0;font-size:14px}.mnenje-glava em{color:#888;margin-left:6px}.mnenje-besedilo p{margin:3px 0}.mnenje-orodja{font-size:12px;margin:0}
.preberite small{color:#888}.enovice,.najbolj{background:#fff;padding:12px;margin-bottom:16px}.noga{background:#2c5f2d;color:#e0eee0;padding:12px 24px;font-size:12px}
</style>"""
    return make(
        "fv-sl-weekly-most",
        "discussion",
        doc(
            title="Stari leseni most v Gornjem Lazcu bodo nadomestili z novim - Glas Gornje doline",
            lang="sl",
            head=css,
        )
        + body,
        cs,
        path="/kraji/2023/10/most-gornji-lazec",
        container="div.mnenja-ovoj after h3 'Mnenja bralcev (5)': ol.mnenja of five li.mnenje (p.mnenje-glava strong NAME em '9. 10. 2023 ob 17.20', div.mnenje-besedilo p TEXT, p.mnenje-orodja 'Odgovori · Prijavi'); a login note below",
        heading="Mnenja bralcev (5)",
        description="A Slovenian valley weekly's article of October 2023 (invented): the old wooden bridge will be replaced by December; after tags, share links and the author box, 'Mnenja bralcev (5)' (readers' opinions): 5 readers' comments over three days in an ol, flat (two answer others by name in the text); a login note; then 'Preberite tudi' with dates; a side column with a newsletter box and a most-read list.",
        language="sl",
        files={
            "/slike/glas.svg": svg(220, 56, "#2c5f2d", "Glas Gornje doline", 18),
            "/slike/2023/most.svg": svg(680, 380, "#7b8d6f", "most", 30),
            "/slike/avtorji/mp.svg": svg(56, 56, "#9aa58f", "MP", 18),
        },
    )


# --------------------------------------------------------------------------- tr: a city paper, 2025, an answer marked in the flat list


def tr_pazar() -> Case:
    cs = talk("""
Hatice Demirtaş || 21.05.2025 14:22 || Kapalı alan iyi olur, geçen kış yağmurda tezgâhların arasında yürümek işkenceydi. Ama otopark yeterli mi, orası belli değil.
Mehmet Aksoy || 21.05.2025 15:10 || Otuz yıldır aynı yerde pazar kuruluyordu, esnaf da müşteri de alışmıştı. Yeni yer mahallenin en ucunda, yaşlılar oraya nasıl gidecek?
@0 Serkan Yıldız || 21.05.2025 16:03 || Hatice Hanım, belediye 120 araçlık bir otopark yapıyormuş, meclis kararında yazıyor. Ayrıca 7 numaralı minibüs de artık oradan geçecek.
Ayten Kılıç || 22.05.2025 09:41 || Ben tezgâh sahibiyim. Yeni yerde tezgâh kirası iki katına çıkıyor, bunu haberde kimse yazmamış. Küçük üreticiler buna zor dayanır.
Osman Koç || 22.05.2025 11:18 || Köyden gelip peynirini, yumurtasını satan teyzelerin yeri ayrı tutulmalı, yoksa pazarın tadı kalmaz.
Elif Şahin || 23.05.2025 18:55 || Çocuklar için küçük bir oyun alanı da yapsınlar bari. Anneler alışveriş yaparken çocuklar araba yolunda koşuşturuyor.
""")
    rows = []
    for i, c in enumerate(cs):
        mark = ""
        cls = "okur-notu"
        if c.parent is not None:
            cls += " yanit"
            mark = f'<p class="yanit-etiketi">↳ {esc(cs[c.parent].who)} adlı okura yanıt</p>'
        rows.append(
            f'<div class="{cls}" id="not-{i + 1}">{mark}<div class="okur-ust"><span class="okur-ad">{esc(c.who)}</span>'
            f'<span class="okur-zaman">{esc(c.at)}</span></div><div class="okur-metin">{paras(c.raw)}</div>'
            f'<div class="okur-alt"><a href="/giris">Yanıtla</a> <span class="begeni">👍 {(i * 7) % 11 + 2}</span></div></div>'
        )
    items = "\n".join(rows)
    body = f"""<body>
<div class="ust-serit"><span>Kuzeykent'te bugün: 19°C, parçalı bulutlu</span><a href="/e-gazete">E-Gazete</a><a href="/abone-ol">Abone ol</a></div>
<header class="site-basi"><a href="/" class="logo"><img src="/gorsel/logo.svg" width="240" height="54" alt="Kuzeykent Gazetesi"></a>
<nav><ul class="menu">{nav([("/gundem", "Gündem"), ("/kent", "Kent"), ("/ekonomi", "Ekonomi"), ("/spor", "Spor"), ("/yasam", "Yaşam"), ("/yazarlar", "Yazarlar")])}</ul></nav></header>
<div class="icerik-ve-yan">
<div class="icerik">
<nav class="kirinti"><a href="/">Ana Sayfa</a> › <a href="/kent">Kent</a></nav>
<h1 class="baslik">Salı pazarı Çamlıbel'deki kapalı alana taşınıyor</h1>
<h2 class="spot">Belediye meclisi, 34 yıldır Cumhuriyet Caddesi'nde kurulan salı pazarının haziran sonunda yeni kapalı pazar yerine taşınmasına oy birliğiyle karar verdi.</h2>
<div class="haber-bilgi"><span class="muhabir">Haber: <a href="/muhabir/gokhan-ersoy">Gökhan Ersoy</a></span> <span class="yayin">Yayınlanma: 21.05.2025 11:30</span> <span class="guncelleme">Güncelleme: 21.05.2025 13:05</span></div>
<img src="/gorsel/2025/pazar.svg" width="700" height="390" alt="">
<div class="haber-metni">
<p>Kuzeykent Belediyesi'nin çarşamba günkü meclis toplantısında kabul edilen kararla salı pazarı, Çamlıbel Mahallesi'nde yapımı süren 6 bin metrekarelik kapalı pazar alanına taşınacak.</p>
<p>Yeni alanda 280 tezgâh, soğuk hava deposu, tuvaletler ve bir zabıta noktası bulunacak. Belediye Başkan Yardımcısı Nuray Erdem, "Esnafımız da vatandaşımız da artık yağmurda, çamurda alışveriş yapmayacak" dedi.</p>
<p>Cumhuriyet Caddesi'ndeki esnaf ise pazarın taşınmasıyla müşteri kaybedeceklerinden endişeli. Caddede kırtasiye işleten bir esnaf, "Salı günleri cironun yarısını yapıyoruz" diye konuştu.</p>
<p>Taşınmanın 1 Temmuz'da tamamlanması planlanıyor.</p>
</div>
<div class="etiket-kutusu">{nav([("/etiket/pazar", "#pazar"), ("/etiket/camlibel", "#Çamlıbel"), ("/etiket/belediye-meclisi", "#belediyemeclisi")], " ")}</div>
<div class="paylas-cubugu"><b>Paylaş:</b> <a href="/paylas/eposta">E-posta</a> <a href="/paylas/mesaj">Mesaj</a> <a href="/paylas/kopyala">Bağlantıyı kopyala</a> <a href="/yazdir">Yazdır</a></div>
<div class="muhabir-kutusu"><img src="/gorsel/muhabir/ge.svg" width="60" height="60" alt=""><div><b>Gökhan Ersoy</b><p>Kent muhabiri. Belediye ve mahalle haberlerini takip ediyor.</p><a href="/muhabir/gokhan-ersoy">Tüm haberleri</a></div></div>
<section class="okur-bolumu">
<h3>Okurlarımız ne diyor? <span class="adet">(6)</span></h3>
{items}
<p class="kurallar">Okur notları yayından önce editörlerimiz tarafından okunur. Hakaret içeren notlar yayımlanmaz.</p>
</section>
<section class="ilgili"><h3>İlgili Haberler</h3>
<article><a href="/kent/2025/05/cumhuriyet-caddesi">Cumhuriyet Caddesi yayalaştırılıyor mu?</a><time>18.05.2025</time></article>
<article><a href="/kent/2025/04/kapali-pazar-insaat">Kapalı pazar inşaatında sona gelindi</a><time>29.04.2025</time></article>
<article><a href="/ekonomi/2025/04/sebze-fiyatlari">Pazarda sebze fiyatları geriledi</a><time>15.04.2025</time></article>
</section>
</div>
<aside class="yan">
<div class="bulten"><h4>Günlük bülten</h4><p>Kuzeykent'in haberleri her sabah e-postanızda.</p><form action="/bulten" method="post"><input type="email" name="eposta" placeholder="E-posta adresiniz"><button type="submit">Kaydol</button></form></div>
<div class="cok-okunan"><h4>Çok Okunanlar</h4><ol>
<li><a href="/kent/2025/05/su-kesintisi">Perşembe günü 6 mahallede su kesintisi</a></li>
<li><a href="/spor/2025/05/kuzeykentspor">Kuzeykentspor play-off finalinde</a></li>
<li><a href="/yasam/2025/05/lale">Lale bahçesi ziyaretçi rekoru kırdı</a></li>
</ol></div>
</aside>
</div>
<footer class="alt-bilgi">© 2025 Kuzeykent Gazetesi · Künye · İletişim · Gizlilik</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.6 Arial,Helvetica,sans-serif;margin:0;color:#111}.ust-serit{background:#111;color:#ddd;font-size:12px;padding:4px 20px;display:flex;gap:16px}.ust-serit a{color:#fff}
.site-basi{display:flex;align-items:center;gap:30px;padding:10px 20px;border-bottom:4px solid #d32f2f}.menu{display:flex;gap:16px;list-style:none;margin:0;padding:0;font-weight:bold}
.icerik-ve-yan{display:flex;gap:28px;max-width:1120px;margin:0 auto;padding:16px}.icerik{flex:1}.yan{width:300px}.kirinti{font-size:12px;color:#777}.baslik{font-size:32px;line-height:1.2}.spot{font-size:18px;color:#444;font-weight:normal}
.haber-bilgi{font-size:12px;color:#777;display:flex;gap:12px}.etiket-kutusu a{background:#eee;padding:3px 8px;margin-right:6px;font-size:13px}.paylas-cubugu{margin:12px 0;font-size:13px}.paylas-cubugu a{margin-left:8px}
.muhabir-kutusu{display:flex;gap:10px;border:1px solid #eee;padding:10px;font-size:14px}
.okur-bolumu{margin-top:24px}.okur-bolumu h3{border-left:5px solid #d32f2f;padding-left:8px}.okur-notu{border-bottom:1px solid #eee;padding:10px 0}.okur-notu.yanit{background:#fafafa;padding-left:14px}
.yanit-etiketi{font-size:12px;color:#d32f2f;margin:0}.okur-ust{display:flex;justify-content:space-between;font-size:14px}.okur-ad{font-weight:bold}.okur-zaman{color:#999;font-size:12px}.okur-metin p{margin:4px 0}.okur-alt{font-size:12px;color:#777}.kurallar{font-size:11px;color:#999}
.ilgili article{display:flex;justify-content:space-between;border-bottom:1px dotted #ccc;padding:4px 0}.ilgili time{font-size:12px;color:#999}.bulten,.cok-okunan{border:1px solid #eee;padding:12px;margin-bottom:16px}
.alt-bilgi{background:#222;color:#bbb;font-size:12px;padding:14px 20px}
</style>"""
    return make(
        "fv-tr-city-pazar",
        "discussion",
        doc(
            title="Salı pazarı Çamlıbel'deki kapalı alana taşınıyor - Kuzeykent Gazetesi", lang="tr", head=css
        )
        + body,
        cs,
        path="/kent/2025/05/sali-pazari-tasiniyor",
        container="section.okur-bolumu after h3 'Okurlarımız ne diyor? (6)': six div.okur-notu, flat (div.okur-ust span.okur-ad NAME span.okur-zaman '21.05.2025 14:22', div.okur-metin p TEXT, div.okur-alt 'Yanıtla' and a thumbs count); the third is div.okur-notu.yanit with p.yanit-etiketi '↳ Hatice Demirtaş adlı okura yanıt' over its name",
        heading="Okurlarımız ne diyor? (6)",
        description="A Turkish city paper's article of May 2025 (invented): the Tuesday market moves to a covered site; after hashtags, a share bar and the reporter's box, 'Okurlarımız ne diyor? (6)' (what our readers say): 6 readers' notes over three days in one flat list, the third marked as an answer to the first by a line '↳ NAME adlı okura yanıt' above it (its parent in the truth); a moderation note; then related news with dates; a side column with a newsletter box and a most-read list.",
        language="tr",
        files={
            "/gorsel/logo.svg": svg(240, 54, "#d32f2f", "Kuzeykent Gazetesi", 20),
            "/gorsel/2025/pazar.svg": svg(700, 390, "#8d6e63", "pazar", 30),
            "/gorsel/muhabir/ge.svg": svg(60, 60, "#9e9e9e", "GE", 18),
        },
    )


# --------------------------------------------------------------------------- vi: a town's news site, 2024, three readers


def vi_chodem() -> Case:
    cs = talk("""
Trần Thị Mai || 20:15, 05/08/2024 || Chợ đêm vui lắm, tối thứ bảy cả nhà tôi đi ăn bánh xèo với chè. Chỉ mong ban quản lý giữ vệ sinh sạch sẽ, đừng để rác đầy như khu bến xe cũ.
Lê Văn Hùng || 21:40, 05/08/2024 || Xe máy để ở đâu vậy mọi người? Tôi chạy vòng hai lần mà không thấy bãi giữ xe nào, cuối cùng phải gửi nhờ nhà người quen.
Phạm Ngọc Ánh || 07:05, 06/08/2024 || Anh Hùng ơi, bãi giữ xe ở sân trường tiểu học phía sau, 5 nghìn một chiếc. Có bảng chỉ dẫn nhưng nhỏ quá, khó thấy thật.
""")
    items = "\n".join(_vi_item(c) for c in cs)
    body = f"""<body>
<div class="thanh-tren"><span>Thứ Tư, 07/08/2024</span> <a href="/lien-he">Liên hệ</a> <a href="/dat-bao">Đặt báo</a></div>
<div class="dau-trang"><a href="/"><img src="/anh/logo.svg" width="280" height="60" alt="Tin Hòa Vân"></a></div>
<ul class="chuyen-muc">{nav([("/thoi-su", "Thời sự"), ("/do-thi", "Đô thị"), ("/kinh-te", "Kinh tế"), ("/giao-duc", "Giáo dục"), ("/van-hoa", "Văn hóa"), ("/the-thao", "Thể thao")])}</ul>
<div class="khung">
<div class="cot-chinh">
<div class="bai-viet">
<p class="chuyen-muc-bai"><a href="/do-thi">Đô thị</a></p>
<h1>Chợ đêm bờ sông Hòa Vân đón hàng nghìn lượt khách trong tuần đầu</h1>
<p class="tac-gia-ngay"><b>Thu Hằng</b> · 05/08/2024 09:10</p>
<p class="sapo">Sau một tuần mở cửa, chợ đêm bên bờ sông của thị xã Hòa Vân đã thu hút hàng nghìn người dân và du khách mỗi tối cuối tuần.</p>
<figure class="anh-bai"><img src="/anh/2024/cho-dem.svg" width="680" height="400" alt=""><figcaption>Người dân dạo chợ đêm tối 3/8. Ảnh: Thu Hằng</figcaption></figure>
<p>Chợ đêm bờ sông gồm 86 gian hàng ăn uống, đồ thủ công và nông sản địa phương, mở cửa từ 17h đến 23h các tối thứ sáu, thứ bảy và chủ nhật.</p>
<p>Theo ông Đỗ Minh Khoa, Phó Chủ tịch UBND thị xã, trong tuần đầu đã có khoảng 9.000 lượt khách. "Chúng tôi sẽ bố trí thêm đèn chiếu sáng và thùng rác dọc bờ kè", ông nói.</p>
<p>Một số tiểu thương cho biết sức mua tốt hơn dự kiến, đặc biệt là các món ăn vặt và trái cây theo mùa.</p>
</div>
<div class="the-bai">Từ khóa: {nav([("/tu-khoa/cho-dem", "chợ đêm"), ("/tu-khoa/hoa-van", "Hòa Vân"), ("/tu-khoa/du-lich", "du lịch")], " · ")}</div>
<div class="chia-se">Chia sẻ: <a href="/chia-se/email">Email</a> <a href="/chia-se/tin-nhan">Tin nhắn</a> <a href="/chia-se/sao-chep">Sao chép liên kết</a></div>
<div class="hop-tac-gia"><img src="/anh/tac-gia/th.svg" width="50" height="50" alt=""><span><b>Thu Hằng</b> — Phóng viên mảng đô thị, đời sống.</span></div>
<div class="y-kien" id="y-kien">
<h3 class="y-kien-tieu-de">Ý kiến bạn đọc</h3>
{items}
<form class="gui-y-kien" action="/y-kien/gui" method="post"><input name="ho_ten" placeholder="Họ tên"> <input name="email" placeholder="Email"><textarea name="noi_dung" placeholder="Ý kiến của bạn"></textarea><button>Gửi ý kiến</button></form>
</div>
<div class="tin-lien-quan"><h3>Tin liên quan</h3>
<div class="tin"><a href="/do-thi/2024/07/bo-ke">Hoàn thành bờ kè sông Hòa Vân giai đoạn 1</a><span>22/07/2024</span></div>
<div class="tin"><a href="/kinh-te/2024/07/nong-san">Nông sản Hòa Vân lên kệ siêu thị</a><span>15/07/2024</span></div>
<div class="tin"><a href="/van-hoa/2024/06/le-hoi">Lễ hội đua ghe truyền thống trở lại</a><span>30/06/2024</span></div>
</div>
</div>
<div class="cot-phu">
<div class="dang-ky"><h4>Bản tin sáng</h4><p>Nhận tin Hòa Vân mỗi sáng qua email.</p><form action="/ban-tin" method="post"><input name="email" placeholder="Email của bạn"><button>Đăng ký</button></form></div>
<div class="doc-nhieu"><h4>Đọc nhiều nhất</h4><ol><li><a href="/thoi-su/2024/08/mua-lon">Mưa lớn gây ngập cục bộ nhiều tuyến phố</a></li><li><a href="/giao-duc/2024/08/tuyen-sinh">Điểm chuẩn lớp 10 năm 2024</a></li><li><a href="/do-thi/2024/08/cho-dem">Chợ đêm bờ sông đón hàng nghìn lượt khách</a></li></ol></div>
</div>
</div>
<div class="chan-trang">Tin Hòa Vân · Cơ quan của Hội Nhà báo thị xã Hòa Vân · © 2024</div>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.6 Arial,sans-serif;margin:0;color:#222}.thanh-tren{background:#0b5394;color:#fff;font-size:12px;padding:4px 20px}.thanh-tren a{color:#fff;margin-left:10px}.dau-trang{padding:10px 20px}
.chuyen-muc{display:flex;gap:14px;list-style:none;margin:0;padding:8px 20px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;font-weight:bold}
.khung{display:flex;gap:28px;max-width:1080px;margin:14px auto}.cot-chinh{flex:1}.cot-phu{width:300px}.chuyen-muc-bai a{color:#0b5394;font-size:13px}.tac-gia-ngay{color:#777;font-size:13px}.sapo{font-weight:bold}
.anh-bai{margin:0}figcaption{font-size:12px;color:#777;text-align:center}.the-bai,.chia-se{font-size:13px;margin:10px 0}.chia-se a{margin-left:8px}.hop-tac-gia{display:flex;gap:10px;align-items:center;background:#f3f6fa;padding:8px;font-size:14px}
.y-kien{margin-top:20px;background:#fafafa;padding:12px}.y-kien-tieu-de{color:#0b5394}.y-kien-muc{border-bottom:1px solid #e5e5e5;padding:8px 0}.y-kien-muc p{margin:4px 0}.y-kien-ten{font-weight:bold}.y-kien-gio{color:#999;font-size:12px;margin-left:8px}
.gui-y-kien textarea{display:block;width:100%;margin:6px 0}.tin{display:flex;justify-content:space-between;border-bottom:1px dotted #ccc;padding:4px 0}.tin span{font-size:12px;color:#999}
.dang-ky,.doc-nhieu{border:1px solid #e5e5e5;padding:12px;margin-bottom:14px}.chan-trang{background:#0b5394;color:#dfe9f5;font-size:12px;padding:12px 20px}
</style>"""
    return make(
        "fv-vi-town-chodem",
        "discussion",
        doc(
            title="Chợ đêm bờ sông Hòa Vân đón hàng nghìn lượt khách trong tuần đầu - Tin Hòa Vân",
            lang="vi",
            head=css,
        )
        + body,
        cs,
        path="/do-thi/2024/08/cho-dem-bo-song",
        container="div#y-kien.y-kien after h3 'Ý kiến bạn đọc': three div.y-kien-muc (p span.y-kien-ten NAME span.y-kien-gio '20:15, 05/08/2024', p TEXT, a 'Thích' and 'Trả lời'); a form below",
        heading="Ý kiến bạn đọc",
        description="A Vietnamese town news site's article of August 2024 (invented): the riverside night market drew thousands in its first week; after keywords, share links and the reporter's box, 'Ý kiến bạn đọc' (readers' opinions): 3 readers' comments over two days, the time before the date as Vietnamese sites print it, the third answering the second by name in the text; a form below; then related news with dates; a side column with a morning newsletter box and a most-read list.",
        language="vi",
        files={
            "/anh/logo.svg": svg(280, 60, "#0b5394", "Tin Hòa Vân", 24),
            "/anh/2024/cho-dem.svg": svg(680, 400, "#e69138", "chợ đêm", 30),
            "/anh/tac-gia/th.svg": svg(50, 50, "#6fa8dc", "TH", 16),
        },
    )


def _vi_item(c: C) -> str:
    return (
        f'<div class="y-kien-muc"><p><span class="y-kien-ten">{esc(c.who)}</span><span class="y-kien-gio">{esc(c.at)}</span></p>'
        f'{paras(c.raw)}<p class="y-kien-nut"><a href="/dang-nhap">Thích</a> · <a href="/dang-nhap">Trả lời</a></p></div>'
    )

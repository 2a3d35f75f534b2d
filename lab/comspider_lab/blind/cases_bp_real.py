"""Blind set BP: four discussions kept by the harness's real comment systems in layouts of this set: Isso loaded by a
"Visa kommentarer" button under a gardening magazine's gallery of readers' photos (sv); Waline mounted when a DIY
magazine's "Kommentarer" tab is chosen beside a "Læsertips (4)" tab (da); Isso loaded by a button under a news
video's transcript (hu); Waline mounted by a button under a gardening podcast's chapter list (tr). Written for this
set; every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers a
top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bp_common import Bits, Case, Piece, case, esc, rows, seeds, talk
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def sv_isso_button() -> Case:
    ns = talk("""
Gunilla :: Jag har klippt bort alla nya blomklasar sedan mitten av augusti, precis som ni skriver. Det gör verkligen skillnad.
  Odlarbladet :: Härligt att höra, Gunilla! Glöm inte att toppa plantan också.
Lars-Erik i Hälsingland :: Här uppe kommer frosten ofta första veckan i september. Är det någon idé att ta in plantorna i garaget?
  Maja :: Jag hänger upp hela plantan upp och ner i förrådet, då mognar de flesta tomaterna ändå.
  Lars-Erik i Hälsingland :: Upp och ner? Det ska jag prova i år.
Birgitta S. :: Gröna tomater blir en fin marmelad, om det inte går att få dem röda.
""")
    photos = rows("""
Siv i Norrlandet | 28 augusti | Årets första röda på balkongen, sorten heter Gul Pärla fast den är röd.
Ahmed | 27 augusti | Kolonilotten, plantorna är nästan två meter höga nu.
Kerstin | 25 augusti | Växthuset är fullt, men alla är fortfarande gröna!
""")
    block = (
        '<section class="ob-bilder"><h2>Läsarnas bilder</h2><p>Skicka din bild till redaktionen, så kanske den hamnar här.</p><div class="ob-rad">'
        + "".join(
            f'<figure><img src="/_avatar/ob-bild-{k}.svg" alt="" width="200" height="150"><figcaption><b>{esc(a)}</b>, {esc(d)}: {esc(t)}</figcaption></figure>'
            for k, (a, d, t) in enumerate(photos)
        )
        + "</div></section>"
        '<div class="ob-samtal"><button type="button" id="ob-visa" class="ob-visa">Visa kommentarer</button>'
        '<div id="ob-ruta" hidden><h2>Kommentarer</h2>'
        + isso_embed("sv", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script>document.getElementById('ob-visa').addEventListener('click', function () {"
        " document.getElementById('ob-ruta').hidden = false; this.remove(); loadIsso(); });</script>"
    )
    style = (
        ".ob-bilder{background:#eef4e6;padding:12px 18px;margin:22px 0;border-radius:8px}.ob-rad{display:flex;gap:12px}.ob-rad figure{margin:0;flex:1;font-size:14px}"
        ".ob-rad img{width:100%;height:auto;background:#c9dcb5}.ob-visa{background:#2f5d50;color:#fff;border:0;padding:10px 20px;border-radius:18px;cursor:pointer}"
    )
    piece = Piece(
        "Så får du tomaterna att mogna i september",
        "Text: Ingrid Sjöberg",
        "2020-08-29T08:00:00+02:00",
        "29 augusti 2020",
        """
I slutet av augusti har de flesta tomatplantor fler gröna frukter än de hinner mogna. Nu gäller det att styra plantans kraft till de tomater som redan finns.

Klipp bort nya blomklasar och toppa plantan ovanför den översta klasen. Vattna lite mindre, men jämnt. Om frosten hotar kan du skörda hela klasar och låta dem eftermogna inomhus, gärna i en papperspåse med ett äpple.
""",
        dek="Toppa, klipp och vattna mindre: fem knep för sista månaden.",
        section="Grönsaker",
        popular=("Så sparar du egna fröer", "Vitlök sätts i oktober", "Gurkan som blev bitter"),
        related=("Grön tomatmarmelad", "Eftermogna i påse", "Växthus på balkongen"),
    )
    return case(
        "bp-sv-isso-knapp",
        "discussion",
        "sv-odlar",
        piece,
        Bits(inside=block, style=style),
        seeds(ns, keep_when=False),
        path="/gronsaker/tomater-mogna-september",
        system="isso",
        reveal="button: 'Visa kommentarer' under the readers' photo gallery shows a hidden box and loads Isso's client into it",
        container="div.ob-samtal > div#ob-ruta (hidden until the click): h2 'Kommentarer' and Isso's section#isso-thread",
        heading="Kommentarer",
        description="A Swedish gardening magazine of 2020: a tomato article with a gallery of 3 readers' photos with names, dates and captions, and Isso with 6 readers' comments (the magazine answering once; replies one level deep) loaded only by a 'Visa kommentarer' button. Most awkward: the captions are the only named reader texts before the click.",
        lookalikes=("readers' photos with captions",),
        check_steps=("click:#ob-visa", "wait:3000"),
    )


def da_waline_tab() -> Case:
    ns = talk("""
Søren Holm :: Hvor dybt skal bedet være, hvis man vil dyrke gulerødder?
  Værkstedsbladet :: Mindst 40 cm jord, Søren. Vores er 55 cm, så der er plads til lange rødder.
Anette :: Er gamle terrassebrædder ikke behandlet med noget giftigt? Jeg vil dyrke grøntsager i bedet.
  Mikkel B. :: Trykimprægneret træ fra før 2004 kan indeholde arsen. Brug plastfolie på indersiden, eller find ubehandlet træ.
  Anette :: Tak, det vidste jeg ikke. Vores er fra 2010, så det er vel i orden med folie.
Jens Peter :: Byggede to i weekenden efter jeres tegning. Det tog seks timer inklusive frokost.
  Lone :: Flot, Jens Peter! Hvad fyldte I i bunden?
""")
    tips = rows("""
Hanne fra Viborgvej | 12. april 2023 | Læg pap i bunden mod ukrudt, det rådner væk på et år. | 23
Kurt | 11. april 2023 | Skru hjørnestolperne fast indefra, så skruerne ikke ses. | 17
Pia Mortensen | 10. april 2023 | En kant af gamle tagrender holder sneglene væk. | 9
Torben | 9. april 2023 | Mal endetræet med linolie, det suger mest vand. | 6
""")
    path = "/have/hoejbed-af-terrassebraedder"
    block = (
        '<div class="vb-faner"><div class="vb-knapper">'
        f'<button type="button" id="vb-f-tips" class="vb-aktiv">Læsertips ({len(tips)})</button>'
        '<button type="button" id="vb-f-kom">Kommentarer</button></div>'
        '<div id="vb-p-tips" class="vb-panel"><ul class="vb-tips">'
        + "".join(
            f'<li><p class="vb-tip">{esc(t)}</p><p class="vb-af">{esc(a)} · {esc(d)} · <span class="vb-tommel">👍 {esc(v)}</span></p></li>'
            for a, d, t, v in tips
        )
        + '</ul><a href="/have/hoejbed-af-terrassebraedder/tips/nyt">Del dit eget tip</a></div>'
        '<div id="vb-p-kom" class="vb-panel" hidden><div id="vb-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#vb-waline'", path, "en")
        + "<script>(function () { var mounted = false; var a = document.getElementById('vb-f-tips'), b = document.getElementById('vb-f-kom');"
        " function pick(k) { a.classList.toggle('vb-aktiv', k === 0); b.classList.toggle('vb-aktiv', k === 1);"
        " document.getElementById('vb-p-tips').hidden = k !== 0; document.getElementById('vb-p-kom').hidden = k !== 1;"
        " if (k === 1 && !mounted) { mounted = true; mountWaline(); } }"
        " a.addEventListener('click', function () { pick(0); }); b.addEventListener('click', function () { pick(1); }); })();</script>"
    )
    style = (
        ".vb-knapper{display:flex;gap:6px;margin-top:26px}.vb-knapper button{border:1px solid #cbbfae;background:#fff;padding:8px 16px;cursor:pointer;font-weight:bold}"
        ".vb-knapper .vb-aktiv{background:#2f5d50;color:#fff}.vb-panel{border:1px solid #cbbfae;padding:12px 16px}.vb-tips{list-style:none;padding:0}.vb-tip{margin:0}.vb-af{font-size:13px;color:#8a7b6a;margin:0 0 10px}"
    )
    piece = Piece(
        "Sådan bygger du en højbed af gamle terrassebrædder",
        "Tekst og tegning: Rasmus Krogh",
        "2023-04-08T09:00:00+02:00",
        "8. april 2023",
        """
Når terrassen skal skiftes, er de gamle brædder ofte for gode til at smide ud. Med seks brædder, fire stolper og en kasse skruer bygger du en højbed på 120 gange 80 centimeter på en eftermiddag.

Skær brædderne i længder, skru dem på hjørnestolperne og beklæd indersiden med plastfolie, hvis træet er trykimprægneret. Fyld bunden med grene og kvas, derefter kompost og til sidst god muld.
""",
        dek="Seks brædder, fire stolper og en eftermiddag.",
        section="Have",
        popular=("Fliser der ikke vipper", "Ny bordplade på en dag", "Sådan sliber du et gulv"),
        related=("Kompostbeholder af paller", "Drivhus af gamle vinduer", "Bænk af rafter"),
    )
    return case(
        "bp-da-waline-fane",
        "discussion",
        "da-vaerksted",
        piece,
        Bits(inside=block, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'Kommentarer' beside the chosen tab 'Læsertips (4)'; choosing it shows its panel and mounts Waline",
        container="div.vb-faner > div#vb-p-kom (hidden until its tab is chosen) > div#vb-waline (Waline's client, its English interface)",
        heading=None,
        description="A Danish DIY magazine of 2023: a raised-bed project with two tabs, the first holding 4 readers' tips (text, name, date, thumbs-up count), the second mounting Waline with 7 readers' comments (the magazine answering once; replies one level deep). Most awkward: the tips tab is the one shown; the comments tab has no count and no heading of the site's own.",
        lookalikes=("readers' tips with thumbs-up counts",),
        check_steps=("click:#vb-f-kom", "wait:3000"),
    )


def hu_isso_video() -> Case:
    ns = talk("""
Kovács Erzsébet :: Negyven éve ezzel a komppal járok át a piacra. Nagyon hiányzott ez a két év.
  Tiszaháti Hírek :: Köszönjük, Erzsébet! A komp nyári menetrendje a videó alatt olvasható.
Szabó Gergely :: Mennyibe kerül most autóval átmenni? A videóban nem hallottam.
  Varga Imre :: Múlt héten 1200 forint volt személyautóval, gyalog 300.
Németh Dóra :: Gyönyörű felvételek a drónnal, a naplementés rész különösen.
""")
    transcript = rows("""
00:00 | Tóth Anna, riporter | Két év szünet után újra jár a komp Tiszaszeg és Révtelek között.
00:09 | Révész Bálint, kompos | Kicseréltük a motort és a csörlőt, most már bírja a nyarat.
00:27 | Tóth Anna | Mennyien várták?
00:30 | Révész Bálint | Reggel hatkor már tizenöt autó állt a parton.
00:48 | Fekete Ilona, polgármester | A híd negyven kilométerre van, a komp nélkül a falu el van vágva.
""")
    block = (
        '<figure class="th-video"><video controls preload="none" width="720" height="405" poster="/_avatar/th-poster.svg">'
        '<source src="/video/komp-tiszaszeg.mp4" type="video/mp4"></video><figcaption>Újra jár a komp (2:12)</figcaption></figure>'
        '<p class="th-menet"><b>Nyári menetrend:</b> óránként 6 és 20 óra között, hétvégén 22 óráig.</p>'
        '<details class="th-atirat" open><summary>A videó átirata</summary><table>'
        + "".join(
            f'<tr><td class="th-ido">{esc(t)}</td><th scope="row">{esc(s)}</th><td>{esc(x)}</td></tr>'
            for t, s, x in transcript
        )
        + "</table></details>"
        '<div class="th-hsz"><button type="button" id="th-mutat" class="th-mutat">Hozzászólások megjelenítése</button>'
        '<div id="th-doboz" hidden>' + isso_embed("hu", load="later", extra=ISSO_ALL) + "</div></div>"
        "<script>document.getElementById('th-mutat').addEventListener('click', function () {"
        " document.getElementById('th-doboz').hidden = false; this.hidden = true; loadIsso(); });</script>"
    )
    style = (
        ".th-video video{width:100%;height:auto;background:#000}.th-atirat table{border-collapse:collapse;font-size:14px}.th-atirat td,.th-atirat th{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;vertical-align:top}"
        ".th-ido{font-family:monospace;color:#c4161c}.th-mutat{background:#c4161c;color:#fff;border:0;padding:9px 18px;font-weight:bold;cursor:pointer;margin-top:20px}"
    )
    piece = Piece(
        "Videó: két év után újra jár a komp Tiszaszegnél",
        "Tóth Anna (szöveg), Lakatos Márk (kép)",
        "2025-05-24T18:10:00+02:00",
        "2025. május 24. 18:10",
        """
Két év szünet után szombaton reggel újra elindult a komp Tiszaszeg és Révtelek között. A felújítás a motor és a csörlő cseréjével együtt több mint negyvenmillió forintba került.

A két falu között a legközelebbi híd negyven kilométerre van, így a komp a helyieknek a piacra, az orvoshoz és a munkába jutás legrövidebb útja.
""",
        dek="Negyven kilométerrel rövidebb az út a piacra.",
        section="Videó",
        popular=("Árhullám tetőzik Révteleknél", "Új orvosi rendelő nyílt", "Halászléfőző verseny"),
        related=("Így újították fel a kompot", "A révészek utolsó nemzedéke", "Menetrend és díjak"),
    )
    return case(
        "bp-hu-isso-atirat",
        "discussion",
        "hu-tiszahat",
        piece,
        Bits(inside=block, style=style),
        seeds(ns, keep_when=False),
        path="/video/komp-tiszaszeg-ujra-jar",
        system="isso",
        reveal="button: 'Hozzászólások megjelenítése' under the open transcript shows a hidden box and loads Isso's client into it",
        container="div.th-hsz > div#th-doboz (hidden until the click): Isso's section#isso-thread, no heading of the site's own",
        heading=None,
        description="A Hungarian regional news site's video page of 2025: a video, its open transcript (a table of 5 timestamped lines with speakers) and Isso with 5 readers' comments (the site answering once; replies one level deep) loaded by a button. Most awkward: the transcript is a table of named, timed lines; the discussion has no heading of the site's own.",
        lookalikes=("a video's transcript table with timestamps and speakers",),
        check_steps=("click:#th-mutat", "wait:3000"),
    )


def tr_waline_podcast() -> Case:
    ns = talk("""
Ayşe Demir :: Geçen yıl balkonda domatesler çiçek açtı ama meyve tutmadı. Bu bölümden sonra sebebini anladım, rüzgâr yokmuş.
  Bahçe Sohbetleri :: Ayşe Hanım, çiçekleri sabahları hafifçe sallamak bile işe yarıyor. Bol hasatlar!
Mehmet Kaya :: Kuzey cepheli balkonda biber olur mu? Güneş sadece öğleden sonra iki saat geliyor.
  Selin :: Bizim balkon da kuzey, sivri biber oldu ama az. Domates hiç olmadı.
  Mehmet Kaya :: Teşekkürler Selin, o zaman bu yıl sadece biber deneyeceğim.
Hüseyin Usta :: Saksı toprağına biraz solucan gübresi karıştırın, çok fark ediyor.
""")
    chapters = rows("""
00:00 | Giriş | Zeynep Arslan
02:30 | Balkonun yönü ve güneş | Zeynep Arslan, ziraat mühendisi Kemal Yıldız
11:45 | Saksı seçimi ve toprak karışımı | Kemal Yıldız
21:10 | Dinleyici sorusu: Çiçek açıyor ama meyve yok | Zeynep Arslan
29:40 | Sulama takvimi | Kemal Yıldız
36:05 | Kapanış | Zeynep Arslan
""")
    path = "/bolumler/58-balkonda-domates-biber"
    block = (
        '<div class="bs-oynatici"><audio controls preload="none" src="/ses/bolum-58.mp3"></audio><span>Bölüm 58 · 38 dk</span></div>'
        '<section class="bs-bolumler"><h2>Bölüm içeriği</h2><ul>'
        + "".join(
            f'<li><button type="button" class="bs-zaman" data-t="{esc(t)}">{esc(t)}</button> <b>{esc(ti)}</b><br><small>{esc(v)}</small></li>'
            for t, ti, v in chapters
        )
        + "</ul></section>"
        '<section class="bs-yorumlar"><h2>Dinleyici yorumları</h2><button type="button" id="bs-ac" class="bs-ac">Yorumları göster</button><div id="bs-waline"></div></section>'
        + WALINE_CSS
        + waline_embed("'#bs-waline'", path, "en")
        + "<script>document.getElementById('bs-ac').addEventListener('click', function () { this.remove(); mountWaline(); });</script>"
    )
    style = (
        ".bs-oynatici{background:#2f5d50;color:#fff;padding:12px;border-radius:8px;display:flex;gap:12px;align-items:center}.bs-bolumler ul{list-style:none;padding:0}"
        ".bs-bolumler li{padding:6px 0;border-bottom:1px dashed #cbbfae}.bs-zaman{font-family:monospace;border:0;background:#f3ede2;cursor:pointer}"
        ".bs-ac{background:#7a3e1d;color:#fff;border:0;padding:9px 18px;border-radius:18px;cursor:pointer}"
    )
    piece = Piece(
        "Bölüm 58: Balkonda domates ve biber yetiştirmek",
        "Sunan: Zeynep Arslan · Konuk: Kemal Yıldız",
        "2024-03-18T07:00:00+03:00",
        "18 Mart 2024",
        """
Bu bölümde balkonda sebze yetiştirmenin en çok sorulan konularını konuşuyoruz: balkonun yönü, saksı büyüklüğü, toprak karışımı ve sulama.

Konuğumuz ziraat mühendisi Kemal Yıldız, küçük bir balkondan bile bütün yaz domates ve biber almanın yollarını anlatıyor. Dinleyicilerimizden gelen soruları da bölümün ortasında yanıtladık.
""",
        dek="Küçük balkondan bol hasat: yön, saksı, toprak ve su.",
        section="Bölümler",
        popular=("Bölüm 57: Kompost nasıl yapılır", "Bölüm 56: Tohum saklama", "Bölüm 55: Budama zamanı"),
        related=(
            "Bölüm 57: Kompost nasıl yapılır",
            "Balkon için saksı rehberi",
            "Bölüm 54: Salyangozlarla barış",
        ),
    )
    return case(
        "bp-tr-waline-podcast",
        "discussion",
        "tr-bahce",
        piece,
        Bits(inside=block, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="button: 'Yorumları göster' under the podcast's chapter list mounts Waline",
        container="section.bs-yorumlar: h2 'Dinleyici yorumları', div#bs-waline (Waline's client, its English interface)",
        heading="Dinleyici yorumları",
        description="A Turkish gardening podcast's episode page of 2024: a player and a chapter list of 6 timestamped chapters with the speakers, and Waline with 6 listeners' comments (the podcast answering once; replies one level deep) mounted by a button. Most awkward: the chapter list with times and names is all there is before the click.",
        lookalikes=("a podcast's chapter list with timestamps and speakers",),
        check_steps=("click:#bs-ac", "wait:3000"),
    )


def real_bp() -> list[Case]:
    return [sv_isso_button(), da_waline_tab(), hu_isso_video(), tr_waline_podcast()]

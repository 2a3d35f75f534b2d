"""Blind set fd: four discussions in the north and middle of Europe. A Finnish baking blog of 2011 (pasted photos
with captions, a numbered recipe, "+1", "Muokattu" notes, answers nested), a Swedish electronics hobby blog of 2010
(a measurements table, a code block, a numbered list, several links, answers nested three deep), a German regional
newspaper of 2013 (a quoted passage of the article, a very long comment beside "Ha!", a bulleted list, profile
signatures under a rule, "zuletzt bearbeitet", answers nested) and a Czech city news site of 2014 (an embedded video,
bulleted lists of links, "+1" and "Paráda.", replies as indented siblings by a level class). Every site, name and
text invented for this set; each comment written by hand."""

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

# --------------------------------------------------------------------------- fi: a baking blog, 2011


def fi_piirakat() -> Case:
    cs = talk("""
Riikka_S || 14.3.2011 klo 19.42 || Ihanat! Minä yritin viime jouluna ja rypyttäminen oli ihan mahdotonta, reunat repesivät koko ajan. // IMG:riikka-piirakat.svg ; Tältä näytti minun ensimmäinen pellillinen, ei ihan kaupan näköisiä {e:laugh} || edit=14.3.2011 klo 19.50
>Pellavapää || 14.3.2011 klo 20.15 || Eivät ne minunkaan ensimmäiset kauniita olleet! Vinkki: kaulitse kuoret tosi ohuiksi ja pidä taikinaa kostean liinan alla koko ajan, niin reunat eivät kuivu eivätkä repeä.
>>Riikka_S || 14.3.2011 klo 21.03 || Kostea liina! Sitä en tullut ajatelleeksi. Kiitos, kokeilen pääsiäisenä uudestaan.
Marjatta || 15.3.2011 klo 8.12 || Meillä Pohjois-Karjalassa laitettiin aina ohrapuuroa eikä riisiä, ja munavoita päälle tietenkin. Äitini ohje menee näin: // OL:2 dl kylmää vettä | 1 tl suolaa | 3 dl ruisjauhoja | 1 dl vehnäjauhoja | täytteeksi noin litra ohrapuuroa // Paistetaan kuumassa uunissa, 275 astetta, vartin verran.
>Pellavapää || 15.3.2011 klo 9.30 || Kiitos Marjatta! Ohrapuuroa en ole koskaan maistanut piirakassa, pitää kokeilla ensi kerralla.
Jussi K || 15.3.2011 klo 12.47 || +1
tiinamaria || 15.3.2011 klo 17.20 || Tein näitä eilen sinun ohjeellasi ja ne onnistuivat! Laitoin munavoin sekaan vähän tuoretta tilliä. // IMG:tiina-munavoi.svg ; Munavoi ja tilli, suosittelen {e:heart} // Seuraavaksi aion kokeilla perunatäytettä.
>Jussi K || 15.3.2011 klo 18.05 || Tilliä munavoihin? Rohkeaa. Pitää kyllä maistaa.
Aino || 16.3.2011 klo 10.22 || Hyvä postaus. Netistä löytyy muuten hyvä video rypyttämisestä, jos joku muukin kamppailee samojen ongelmien kanssa: [Rypytyskoulu, osa 2](http://rypytyskoulu.example.fi/osa-2) || edit=16.3.2011 klo 10.40
""")
    path = "/pellavapaa/2011/03/karjalanpiirakat-ensimmaista-kertaa"
    k = kids(cs)
    fmt = {
        "IMG": '<p class="kommenttikuva"><img src="{src}" width="{w}" height="{h}" alt=""><br><i>{cap}</i></p>'
    }

    def one(i: int) -> str:
        c = cs[i]
        owner = ' <span class="blogin-pitaja">(blogin pitäjä)</span>' if c.who == "Pellavapää" else ""
        text = body_html(c.raw, emo="/kuvat/hymiot/", img="/pellavapaa/kommenttikuvat/", formats=fmt)
        edit = f'<div class="muokattu">Muokattu {esc(c.extra["edit"])}</div>' if "edit" in c.extra else ""
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<div class="vastaukset">{sub}</div>' if sub else ""
        return (
            f'<div class="kommentti" id="k{2200 + i}">\n<div class="kommentoija"><img src="/kuvat/avatar.svg" width="32" height="32" alt=""> '
            f'<b>{esc(c.who)}</b>{owner} kirjoitti <a href="#k{2200 + i}">{esc(c.at)}</a>:</div>\n'
            f'<div class="kommentti-teksti">{text}</div>\n'
            f'{edit}<div class="vastaa"><a href="?vastaa={2200 + i}#lomake">Vastaa</a></div>\n{sub}</div>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<div id="palvelu"><a href="/">Blogikeidas</a> | <a href="/luo-blogi">Luo oma blogi</a> | <a href="/kirjaudu">Kirjaudu</a></div>
<div id="kehys">
<div id="otsake"><h1><a href="/pellavapaa/">Pellavapää keittiössä</a></h1><p>Leivontaa, kokeiluja ja välillä epäonnistumisia</p></div>
<div id="sisalto">
<div class="kirjoitus">
<h2>Karjalanpiirakat ensimmäistä kertaa itse</h2>
<p class="pvm">Maanantai 14.3.2011 klo 18.05 &middot; Kategoria: <a href="/pellavapaa/kategoria/leivonta">Leivonta</a></p>
<p>Olen syönyt karjalanpiirakoita koko ikäni, mutta itse en ollut niitä koskaan tehnyt. Viikonloppuna päätin, että nyt on aika. Kuoritaikina syntyi helposti, mutta rypyttäminen vaati kärsivällisyyttä.</p>
<p><img src="/pellavapaa/kuvat/piirakat-pelti.svg" width="420" height="280" alt="piirakat pellillä"></p>
<p>Täytteenä käytin riisipuuroa, jonka keitin edellisenä iltana. Piirakat paistoin 300 asteessa noin kymmenen minuuttia ja voitelin heti uunista tultua voi-maitoseoksella.</p>
<p>Ensimmäinen pellillinen oli vähän kulmikas, toinen jo melkein kaupan näköinen. Kertokaa omat vinkkinne!</p>
</div>
<p class="kommenttilinkki"><a href="#kommentit">Kommentit (9)</a> | <a href="/pellavapaa/2011/03/karjalanpiirakat-ensimmaista-kertaa/tulosta">Tulosta</a></p>
<div id="kommentit">
<h3>Kommentit</h3>
{comments}</div>
<div id="lomake"><h3>Kirjoita kommentti</h3><form action="/pellavapaa/kommentoi" method="post"><p>Nimi: <input type="text" name="nimi"></p><p>Sähköposti (ei julkaista): <input type="text" name="sposti"></p><textarea name="teksti" rows="5" cols="50"></textarea><p>Liitä kuva: <input type="file" name="kuva"></p><input type="submit" value="Lähetä kommentti"></form></div>
</div>
<div id="sivupalkki">
<div class="laatikko"><h4>Kirjoittaja</h4><img src="/kuvat/avatar.svg" width="80" height="80" alt=""><p>Pellavapää, kolmen lapsen äiti Kuopiosta. Leivon, koska se rauhoittaa.</p></div>
<div class="laatikko"><h4>Uusimmat kirjoitukset</h4><ul><li><a href="/pellavapaa/2011/03/karjalanpiirakat-ensimmaista-kertaa">Karjalanpiirakat ensimmäistä kertaa itse</a></li><li><a href="/pellavapaa/2011/03/laskiaispullat">Laskiaispullat kahdella tavalla</a></li><li><a href="/pellavapaa/2011/02/ruisleipa">Ruisleipä ja juuren hoito</a></li></ul></div>
<div class="laatikko"><h4>Arkisto</h4><ul><li><a href="/pellavapaa/2011/03/">maaliskuu 2011</a> (4)</li><li><a href="/pellavapaa/2011/02/">helmikuu 2011</a> (6)</li><li><a href="/pellavapaa/2011/01/">tammikuu 2011</a> (5)</li></ul></div>
<div class="laatikko"><h4>Lukijat</h4><p>Blogilla on 148 lukijaa.</p></div>
</div>
<div id="alaosa">Blogikeidas &copy; 2011</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f3efe6;font:13px Georgia,serif;color:#3a3226}#palvelu{background:#556b2f;color:#fff;padding:4px 10px;font:11px Arial}#palvelu a{color:#fff}
#kehys{width:880px;margin:0 auto;background:#fff}#otsake{padding:18px 24px;background:#d8cbb0}#sisalto{float:left;width:590px;padding:12px 22px}
#sivupalkki{float:right;width:220px;padding:12px;font-size:12px}#alaosa{clear:both;text-align:center;color:#998;padding:8px}
.pvm{font-size:11px;color:#888}.kommenttilinkki{border-top:1px dotted #aa9}.kommentti{border-bottom:1px dotted #ccb;padding:8px 0}
.kommentoija{font-size:12px;color:#665}.blogin-pitaja{color:#556b2f;font-style:italic}.kommentti-teksti{margin:4px 0 4px 38px}
.kommenttikuva i{font-size:11px;color:#666}.muokattu{margin-left:38px;font-size:10px;color:#999}.vastaa{margin-left:38px;font-size:11px}
.vastaukset{margin-left:38px;border-left:2px solid #e5dcc8;padding-left:8px}.laatikko h4{margin:8px 0 4px;border-bottom:1px solid #d8cbb0}
</style>"""
    files = {
        "/kuvat/avatar.svg": svg(32, 32, "#b5a78a"),
        "/pellavapaa/kuvat/piirakat-pelti.svg": svg(420, 280, "#c9a66b", "piirakat"),
        **pictures("/pellavapaa/kommenttikuvat/", cs, "#a98b5a"),
        **emoticon_files("/kuvat/hymiot/"),
    }
    html = doc(
        "html4t",
        title="Karjalanpiirakat ensimmäistä kertaa itse - Pellavapää keittiössä",
        lang="fi",
        head=css,
    )
    return make(
        "fd-fi-blog-piirakat",
        "discussion",
        "fi",
        html + body,
        cs,
        path=path,
        container="div#kommentit after 'Kommentit (9) | Tulosta': one div.kommentti a comment (div.kommentoija avatar, b NAME, '(blogin pitäjä)' on the blogger's, 'kirjoitti DATE:'; div.kommentti-teksti TEXT in p blocks, a pasted photo a p.kommenttikuva with its caption in i, a numbered list; div.muokattu 'Muokattu DATE' on two; 'Vastaa'); answers in a div.vastaukset inside their parent's div.kommentti (two deep once)",
        heading="Kommentit",
        description="A Finnish baking blog of 2011 on an invented host: 9 comments (5 top-level, 4 answers, the blogger's among them) under a post on making Karelian pies for the first time; two readers paste photos with captions, one writes her mother's recipe as a numbered list, one writes only '+1', one links a video lesson; two 'Muokattu' notes; author box, recent posts, archive and a readers' count in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- sv: an electronics hobby blog, 2010


def sv_vaderstation() -> Case:
    cs = talk("""
Henrik_L || 2010-09-03 21:14 || Snyggt bygge! Vilken fuktsensor använder du? Jag har en billig som visar 99 % så fort det regnar och sedan fastnar den där.
>Mats || 2010-09-03 22:01 || Det är nog samma som din, den billigaste jag hittade på nätet. Den fastnar hos mig också efter regn, men torkar upp efter ett par timmar i sol.
Elin B || 2010-09-04 09:30 || Jag hade samma problem med att temperaturen hoppade när solen låg på lådan. Så här såg mina värden ut en vanlig dag, före och efter att jag målade lådan vit: // TAB:Klockan ; Svart låda ; Vit låda | 09:00 ; 14,2 ; 13,8 | 12:00 ; 24,9 ; 17,1 | 15:00 ; 27,3 ; 18,0 // Så måla den vit och sätt den i skugga, det gör enorm skillnad.
>Mats || 2010-09-04 10:12 || Nästan tio grader! Tack för siffrorna, det blir vit färg i helgen.
pelle_kod || 2010-09-04 23:48 || Du läser av sensorn i loop() utan paus, det är därför du får så brusiga värden. Testa att ta ett medelvärde, ungefär så här: // CODE:int summa = 0; | for (int i = 0; i < 10; i++) { |   summa += analogRead(A0); |   delay(50); | } | int medel = summa / 10; // Då blir kurvan mycket lugnare.
>Mats || 2010-09-05 08:20 || Tack! Det var precis det som behövdes. Nu ser grafen ut som en graf och inte som ett EKG.
>>Henrik_L || 2010-09-05 11:02 || Haha, EKG {e:laugh}
Sofia N || 2010-09-06 19:37 || Några tips för den som vill bygga en egen: // OL:Bygg en strålningsskärm av plastfat, det fungerar lika bra som en köpt | Sätt sensorn minst en meter från husväggen | Logga till SD-kort och inte bara till datorn, strömmen går ju ibland // Jag skrev om mitt eget bygge i två delar: [del 1](http://sofiasbyggen.example.se/vader-1) och [del 2](http://sofiasbyggen.example.se/vader-2) och listan över delar finns på [forumet](http://elforum.example.se/t/8812) om någon vill ha den.
""")
    path = "/2010/09/vaderstation-pa-balkongen.html"
    k = kids(cs)
    fmt = {"TAB": '<table class="tabell">{}</table>', "CODE": '<pre class="kod">{}</pre>'}

    def one(i: int) -> str:
        c = cs[i]
        badge = ' <span class="forfattare">Författare</span>' if c.who == "Mats" else ""
        text = body_html(c.raw, emo="/smilies/", formats=fmt)
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<ul class="barn">{sub}</ul>' if sub else ""
        return (
            f'<li class="inlagg" id="inlagg-{5100 + i}">\n<div class="inlagg-huvud"><span class="namn">{esc(c.who)}</span>{badge}'
            f' <span class="tid"><a href="#inlagg-{5100 + i}">{esc(c.at)}</a></span></div>\n'
            f'<div class="inlagg-kropp">{text}</div>\n'
            f'<div class="inlagg-fot"><a href="?svara={5100 + i}#skriv">Svara</a></div>\n{sub}</li>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<div id="wrap">
<div id="header"><h1><a href="/">Lödkolven</a></h1><p>Mats bygger saker med mikrokontroller, oftast på köksbordet</p>
<ul id="meny"><li><a href="/">Hem</a></li><li><a href="/projekt/">Projekt</a></li><li><a href="/om/">Om</a></li></ul></div>
<div id="main">
<div class="post">
<h2>Väderstation på balkongen</h2>
<div class="postinfo">Publicerat 3 september 2010 av Mats i <a href="/kategori/projekt/">Projekt</a></div>
<p>Sedan i våras har en liten låda suttit på balkongräcket och mätt temperatur, luftfuktighet och lufttryck. Nu har jag äntligen fått ordning på loggningen så att värdena hamnar i en graf på en webbsida.</p>
<p><img src="/bilder/vaderlada.svg" width="400" height="260" alt="Lådan på räcket"></p>
<p>Allt sitter på ett kopplingsdäck i en vattentät elcentral. Strömmen kommer via en sladd genom balkongdörren, vilket min sambo inte är förtjust i.</p>
<p>Två problem återstår: temperaturen hoppar konstigt mitt på dagen, och fuktsensorn verkar fastna efter regn. Idéer tas emot tacksamt!</p>
<p class="taggar">Taggar: <a href="/tagg/arduino/">arduino</a>, <a href="/tagg/vader/">väder</a>, <a href="/tagg/sensorer/">sensorer</a></p>
</div>
<div id="inlaggen">
<h3>8 svar på &rdquo;Väderstation på balkongen&rdquo;</h3>
<ul class="inlaggslista">
{comments}</ul>
</div>
<div id="skriv"><h3>Skriv ett svar</h3><form method="post" action="/svara"><p><input name="namn"> Namn</p><p><input name="epost"> E-post</p><p><textarea name="text" rows="6" cols="55"></textarea></p><p><input type="submit" value="Skicka"></p></form></div>
</div>
<div id="sidebar">
<h4>Senaste inläggen</h4><ul><li><a href="/2010/09/vaderstation-pa-balkongen.html">Väderstation på balkongen</a></li><li><a href="/2010/08/lodstation-pa-loppis.html">Lödstation från loppis</a></li><li><a href="/2010/07/ledslinga-i-koket.html">LED-slinga i köket</a></li></ul>
<h4>Länkar</h4><ul><li><a href="http://elforum.example.se/">Elforumet</a></li><li><a href="http://sofiasbyggen.example.se/">Sofias byggen</a></li></ul>
<h4>Arkiv</h4><ul><li><a href="/2010/09/">september 2010</a></li><li><a href="/2010/08/">augusti 2010</a></li></ul>
</div>
<div id="footer">Lödkolven &middot; Drivs med en egen blogg-motor</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#222;font:13px/1.5 Verdana,sans-serif}#wrap{width:900px;margin:0 auto;background:#fafafa}#header{background:#e67e22;padding:14px 20px}#header a{color:#222;text-decoration:none}
#meny li{display:inline;margin-right:10px}#main{float:left;width:620px;padding:10px 20px}#sidebar{float:right;width:200px;padding:10px;font-size:12px}#footer{clear:both;padding:8px;text-align:center;color:#777}
.postinfo,.taggar{font-size:11px;color:#777}.inlaggslista,.barn{list-style:none;padding-left:0}.barn{margin-left:30px}.inlagg{border-top:1px solid #ddd;padding:6px 0}
.namn{font-weight:bold}.forfattare{background:#e67e22;color:#fff;font-size:10px;padding:0 3px}.tid{font-size:11px;color:#888}
.tabell{border-collapse:collapse}.tabell td,.tabell th{border:1px solid #bbb;padding:2px 6px}.kod{background:#eee;padding:6px;font-size:12px}.inlagg-fot{font-size:11px}
</style>"""
    files = {"/bilder/vaderlada.svg": svg(400, 260, "#7f8c8d", "lådan"), **emoticon_files("/smilies/")}
    html = doc("xhtml", title="Väderstation på balkongen | Lödkolven", lang="sv", head=css)
    return make(
        "fd-sv-blog-vaderstation",
        "discussion",
        "sv",
        html + body,
        cs,
        path=path,
        container="div#inlaggen after the tags: h3 '8 svar på ”Väderstation på balkongen”', ul.inlaggslista, one li.inlagg a comment (div.inlagg-huvud span.namn NAME, a 'Författare' badge on the blogger's, span.tid DATE; div.inlagg-kropp TEXT: p blocks, a table.tabell of measurements, a pre.kod code block, a numbered list, three links; 'Svara'); answers in ul.barn inside the parent's li (three deep once)",
        heading="8 svar på ”Väderstation på balkongen”",
        description="A Swedish electronics hobby blog of 2010 with its own engine (invented): 8 comments (4 top-level, 4 answers, the blogger's three and a reader's to his) under a post on a balcony weather station; one comment holds a small table of temperatures, one a code block, one a numbered list and three links, one is 'Haha, EKG' and an emoticon; recent posts, links and archive in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- de: a regional newspaper, 2013


def de_seeufer() -> Case:
    kassenwart = "RC Wendelsau 1921 e. V. – Kasse und Bootshaus"
    cs = talk(f"""
Seeblick_Anwohner || 12.06.2013, 09:14 Uhr || Q:Für Anwohner mit Parkausweis bleibt das Parken in der Uferstraße kostenlos, der Ausweis kostet künftig allerdings 60 Euro im Jahr. // Kostenlos, aber 60 Euro im Jahr. Schöner kann man es nicht formulieren. || sig=Wer am See wohnt, zahlt doppelt.
>Brigitte M. || 12.06.2013, 09:40 Uhr || Ha!
>Karl-Heinz W. || 12.06.2013, 10:05 Uhr || Bisher hat der Ausweis 25 Euro gekostet, das steht weiter unten im Artikel. Die Erhöhung ist ärgerlich, aber von doppelt zahlen kann keine Rede sein. || sig=Gemeinderat a. D., Ortsteil Moosbach
>>Seeblick_Anwohner || 12.06.2013, 10:31 Uhr || Gut, dann eben mehr als doppelt so viel wie bisher. Macht es nicht besser. || sig=Wer am See wohnt, zahlt doppelt.
Ruderclub_Kassenwart || 12.06.2013, 11:48 Uhr || Ich schreibe hier als Kassenwart unseres Rudervereins, weil in der ganzen Debatte eine Gruppe bisher völlig untergeht: die Vereine am Ufer. // Wir haben 140 Mitglieder, davon rund 60 Jugendliche. Training ist an vier Abenden in der Woche und am Samstagvormittag. Die meisten Eltern bringen ihre Kinder mit dem Auto, weil der letzte Bus um 19.10 Uhr zurückfährt und das Training bis 20 Uhr geht. // Dazu kommen die Regatten. Wenn wir Gastvereine haben, stehen an einem Samstag schnell 30 Autos mit Bootsanhängern auf dem Parkplatz am Strandbad. Nach der neuen Satzung würde jeder Anhänger wie zwei Autos zählen, also doppelte Gebühr für den ganzen Tag. // Ich verstehe, dass die Stadt Geld braucht und dass die Uferstraße im Sommer zugeparkt ist. Aber die Leute, die den See abends und am Wochenende wirklich nutzen, sind doch nicht die Tagestouristen, sondern die Vereine, die DLRG und die Angler. // Unser Vorschlag, den wir auch schriftlich an die Fraktionen geschickt haben: eine Vereinsplakette für die Trainingszeiten, Regatten einmal im Jahr anmelden und dann gebührenfrei. Das kostet die Stadt fast nichts und würde uns sehr helfen. // Wer das unterstützen will, kann am 25. Juni zur Bürgerfragestunde kommen. || edit=12.06.2013, 12:20 Uhr || sig={kassenwart}
Tobi88 || 12.06.2013, 13:02 Uhr || Endlich. Am Wochenende war da bisher alles zugeparkt bis in die Feldwege.
Lena_Wendelsau || 12.06.2013, 15:27 Uhr || Was die Stadt in dem Artikel verschweigt: // UL:Der Bus zum See fährt sonntags nur alle zwei Stunden | Der Radweg von der Bahnhofstraße endet an der Bundesstraße | Fahrradständer gibt es am Strandbad genau zwölf // Erst das ändern, dann kassieren.
>Brigitte M. || 12.06.2013, 16:10 Uhr || Genau so ist es. Zwölf Radständer für ein ganzes Strandbad.
Peter_S || 13.06.2013, 07:55 Uhr || Die Sitzungsvorlage ist übrigens öffentlich, wer nachlesen will: [Vorlage 2013/114 (PDF)](http://www.wendelsau.example.de/rat/vorlage-2013-114.pdf) // Die Gebühren stehen auf Seite 4, die Ausnahmen für Vereine auf Seite 7.
>Ruderclub_Kassenwart || 13.06.2013, 08:30 Uhr || Danke für den Link! Seite 7 hatte ich übersehen, das klingt gar nicht so schlecht für uns. || sig={kassenwart}
""")
    path = "/lokales/wendelsau/parkgebuehren-am-seeufer-beschlossen-art2287154"
    k = kids(cs)

    def one(i: int, level: int) -> str:
        c = cs[i]
        sig = (
            f'<div class="lk-signatur"><hr noshade size="1">{esc(c.extra["sig"])}</div>'
            if "sig" in c.extra
            else ""
        )
        edit = (
            f'<p class="lk-bearbeitet">zuletzt bearbeitet am {esc(c.extra["edit"])}</p>'
            if "edit" in c.extra
            else ""
        )
        sub = "".join(one(j, level + 1) for j in k.get(i, []))
        text = body_html(
            c.raw, emo="/static/smilies/", formats={"Q": '<blockquote class="lk-zitat">{}</blockquote>'}
        )
        sub = f'<div class="lk-antworten">{sub}</div>' if sub else ""
        return (
            f'<div class="lk-eintrag lk-ebene{level}" id="lk{880150 + i}">\n<div class="lk-kopf"><a class="lk-nutzer" href="/profil/{esc(c.who)}">{esc(c.who)}</a> '
            f'<span class="lk-datum">schrieb am {esc(c.at)}</span></div>\n'
            f'<div class="lk-text">{text}</div>\n'
            f'{edit}{sig}<div class="lk-aktionen"><a href="#lk-form">Antworten</a> | <a href="/melden?lk={880150 + i}">Melden</a> | <span class="lk-wertung">Empfehlen (<b>{(i * 7) % 23}</b>)</span></div>\n{sub}</div>\n'
        )

    comments = "".join(one(i, 0) for i in k[None])
    body = f"""<body>
<div id="seite">
<div id="kopf"><a href="/" class="logo">Wendelsauer Bote</a><span class="datum">Mittwoch, 12. Juni 2013</span>
<ul class="ressorts"><li><a href="/politik/">Politik</a></li><li><a href="/wirtschaft/">Wirtschaft</a></li><li class="aktiv"><a href="/lokales/">Lokales</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultur/">Kultur</a></li></ul></div>
<div id="inhalt">
<p class="brotkrumen"><a href="/">Startseite</a> &rsaquo; <a href="/lokales/">Lokales</a> &rsaquo; <a href="/lokales/wendelsau/">Wendelsau</a></p>
<div class="artikel">
<p class="dachzeile">Stadtrat</p>
<h1>Parkgebühren am Seeufer beschlossen</h1>
<p class="autor">Von Ursula Brenninger, 11.06.2013, 21:40 Uhr</p>
<p class="vorspann">Ab dem 1. August kostet das Parken am Wendelsauer Seeufer zwei Euro pro Stunde. Der Stadtrat stimmte am Dienstagabend mit 19 zu 12 Stimmen für die neue Satzung.</p>
<p>Nach fast zweistündiger Debatte ist die Entscheidung gefallen: Auf den Parkplätzen am Strandbad und entlang der Uferstraße werden künftig Gebühren fällig, von April bis Oktober täglich zwischen 9 und 20 Uhr. Die Stadt rechnet mit Einnahmen von rund 180.000 Euro im Jahr.</p>
<p>Für Anwohner mit Parkausweis bleibt das Parken in der Uferstraße kostenlos, der Ausweis kostet künftig allerdings 60 Euro im Jahr. Bisher waren es 25 Euro.</p>
<p>Kritik kam vor allem von den Vereinen am Ufer. Für sie soll es Ausnahmen geben, deren Einzelheiten die Verwaltung bis zum Herbst ausarbeiten will.</p>
<div class="infokasten"><b>Die neuen Gebühren</b><br>2 Euro pro Stunde, Tagesticket 8 Euro, Wohnmobile 15 Euro am Tag.</div>
</div>
<div class="teilen"><a href="/empfehlen?id=2287154">Artikel empfehlen</a> | <a href="/drucken?id=2287154">Drucken</a></div>
<div id="leserkommentare">
<h2 class="lk-titel">Leserkommentare (10)</h2>
<p class="lk-hinweis">Kommentare geben die Meinung der Leser wieder. Bitte beachten Sie unsere <a href="/netiquette">Netiquette</a>.</p>
{comments}
<div id="lk-form"><h3>Ihr Kommentar</h3><p>Bitte <a href="/anmelden">melden Sie sich an</a>, um zu kommentieren.</p></div>
</div>
</div>
<div id="rand">
<div class="randkasten"><h3>Meistgelesen in Lokales</h3><ol><li><a href="/lokales/wendelsau/sommerfest-am-see-1.2286010">Sommerfest am See: Das Programm</a></li><li><a href="/lokales/moosbach/umgehung-1.2285512">Umgehung Moosbach: Baustart im Juli</a></li><li><a href="/lokales/wendelsau/parkgebuehren-am-seeufer-beschlossen-art2287154">Parkgebühren am Seeufer beschlossen</a></li></ol></div>
<div class="randkasten"><h3>Wetter</h3><p>Wendelsau: 23 Grad, heiter</p></div>
<div class="randkasten anzeige"><img src="/static/anzeige.svg" width="180" height="150" alt="Anzeige"></div>
</div>
<div id="fuss">&copy; 2013 Wendelsauer Bote &middot; <a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e8e8e8;font:14px Arial,sans-serif;color:#222}#seite{width:960px;margin:0 auto;background:#fff}
#kopf{padding:10px 20px;border-bottom:4px solid #003c71}.logo{font:bold 30px Georgia,serif;color:#003c71;text-decoration:none}.datum{float:right;font-size:12px}
.ressorts li{display:inline;margin-right:14px}.ressorts .aktiv a{font-weight:bold}#inhalt{float:left;width:640px;padding:10px 20px}#rand{float:right;width:240px;padding:10px}
#fuss{clear:both;padding:10px;font-size:11px;text-align:center}.dachzeile{color:#003c71;font-weight:bold;margin:0}.autor{font-size:12px;color:#666}.vorspann{font-weight:bold}
.infokasten{background:#eef3f8;padding:8px;font-size:13px}.lk-titel{border-top:2px solid #003c71;padding-top:6px}.lk-hinweis{font-size:11px;color:#666}
.lk-eintrag{border-bottom:1px solid #ddd;padding:8px 0}.lk-nutzer{font-weight:bold;color:#003c71}.lk-datum{font-size:11px;color:#777}
.lk-zitat{margin:4px 20px;padding:4px 8px;border-left:3px solid #aac;color:#555;font-style:italic}.lk-signatur{font-size:11px;color:#888}.lk-signatur hr{width:120px;margin:4px 0;text-align:left}
.lk-bearbeitet{font-size:10px;color:#999;margin:2px 0}.lk-aktionen{font-size:11px}.lk-antworten{margin-left:28px}
</style>"""
    files = {"/static/anzeige.svg": svg(180, 150, "#ccc", "Anzeige"), **emoticon_files("/static/smilies/")}
    html = doc("html4t", title="Parkgebühren am Seeufer beschlossen | Wendelsauer Bote", lang="de", head=css)
    return make(
        "fd-de-news-seeufer",
        "discussion",
        "de",
        html + body,
        cs,
        path=path,
        container="div#leserkommentare after 'Leserkommentare (10)' and the Netiquette line: one div.lk-eintrag a comment (div.lk-kopf a.lk-nutzer NAME 'schrieb am DATE'; div.lk-text TEXT in p blocks, a blockquote.lk-zitat quoting the article, a bulleted list, a link; p.lk-bearbeitet 'zuletzt bearbeitet am …' on one; div.lk-signatur hr + the profile signature on five; 'Antworten | Melden | Empfehlen (N)'); answers in div.lk-antworten inside the parent (two deep once)",
        heading="Leserkommentare (10)",
        description="A German regional newspaper of 2013 (invented town and paper): 10 readers' comments under a city council's parking-fee decision; one opens with a blockquote of the article, one is 'Ha!', one is six paragraphs long, one is a bulleted list, one links the council's PDF; profile signatures under a short rule (the same signature under both comments of two readers), one 'zuletzt bearbeitet' note; most-read, weather and an ad in the right column.",
        files=files,
    )


# --------------------------------------------------------------------------- cs: a city news site, 2014


def cs_tramvaj() -> Case:
    cs = talk("""
Jiří Novotný || 3. 9. 2014 18:02 || Konečně! Dvacet let se o té trati mluví. Jen doufám, že to nedopadne jako most přes Lučinu, kde se termín posouval tři roky.
>Hana Dvořáková || 3. 9. 2014 18:40 || U mostu to bylo kvůli archeologům, tady snad nic nevykopou.
Tomáš Krejčí || 3. 9. 2014 19:15 || Natočil jsem loni jízdu po staré trati, ať je vidět, v jakém stavu jsou koleje: // VID:x7Tq2mLk // Ve čtvrté minutě je slyšet, jak to drncá přes výhybku u vozovny.
>Pavel Malý || 3. 9. 2014 20:01 || To drncání znám, bydlím přímo u té výhybky. V noci to budí celou ulici.
Lucie Horáková || 4. 9. 2014 7:45 || Co v článku chybí: // UL:jak dlouho bude zavřená ulice Pražská | jestli pojedou náhradní autobusy i v noci | co bude s parkovištěm u nemocnice // Zkusím se zeptat na magistrátu a napíšu sem. || edit=4. 9. 2014 7:52
>Lucie Horáková || 5. 9. 2014 16:20 || Slíbila jsem, tak píšu: Pražská bude zavřená 14 měsíců, náhradní autobusy v noci pojedou jednou za hodinu. Zdroje: // UL:[harmonogram stavby](http://www.lipnice.example.cz/doprava/harmonogram-tramvaj) | [výluky dopravního podniku](http://www.dplipnice.example.cz/vyluky) | [zápis z jednání rady](http://www.lipnice.example.cz/rada/zapis-2014-35) // O parkovišti zatím nikdo nic neví.
>>Jiří Novotný || 5. 9. 2014 17:03 || Díky za práci, Lucie. Čtrnáct měsíců je hodně, ale přežijeme.
Karel B. || 4. 9. 2014 9:30 || +1
Martina Š. || 4. 9. 2014 12:14 || Paráda.
Ondřej || 4. 9. 2014 22:48 || Autobusy linky 12 jsou ráno nacpané k prasknutí, takže tramvaj beru všemi deseti. Jen ať ji nedělají přes léto, kdy jezdíme na chatu {e:wink}
""")
    path = "/zpravy/doprava/tramvaj-do-klokocne-stavba-zacne-na-jare"
    order: list[int] = []
    k = kids(cs)
    fmt = {
        "VID": '<div class="video"><iframe src="{src}" width="420" height="236" frameborder="0" allowfullscreen></iframe></div>'
    }

    def walk(i: int) -> None:
        order.append(i)
        for j in k.get(i, []):
            walk(j)

    for i in k[None]:
        walk(i)
    out = []
    for i in order:
        c = cs[i]
        edit = f'<span class="upraveno">(upraveno {esc(c.extra["edit"])})</span>' if "edit" in c.extra else ""
        text = body_html(c.raw, emo="/img/smajlici/", video="/vidzone/embed/", formats=fmt)
        out.append(
            f'<div class="prispevek uroven-{c.depth}" id="p{61400 + i}">\n'
            f'<div class="prispevek-hlavicka"><strong class="autor">{esc(c.who)}</strong> <span class="cas">{esc(c.at)}</span> {edit}</div>\n'
            f'<div class="prispevek-obsah">{text}</div>\n'
            f'<div class="prispevek-akce"><a href="/diskuse/reagovat?p={61400 + i}">Reagovat</a> <a href="/diskuse/nahlasit?p={61400 + i}">Nahlásit</a></div>\n</div>\n'
        )
    comments = "".join(out)
    body = f"""<body>
<div id="obal">
<div id="hlava"><a href="/" id="logo">Lipnické listy</a> <span class="podtitul">zpravodajství z Lipnice a okolí</span>
<div class="menu"><a href="/zpravy/">Zprávy</a> <a href="/zpravy/doprava/">Doprava</a> <a href="/kultura/">Kultura</a> <a href="/sport/">Sport</a> <a href="/inzerce/">Inzerce</a></div></div>
<div id="levy">
<h1>Tramvaj do Klokočné: stavba začne na jaře</h1>
<p class="meta">3. září 2014, 17:30 &middot; Redakce &middot; <a href="#diskuse">Diskuse (10)</a></p>
<p class="perex">Nová tramvajová trať z centra na sídliště Klokočná se začne stavět v březnu. Město na ni získalo dotaci 640 milionů korun.</p>
<p>Trať bude dlouhá 3,2 kilometru a povede ulicí Pražskou kolem nemocnice až na točnu u obchodního centra. Cesta z náměstí na sídliště má trvat dvanáct minut.</p>
<p>Během stavby bude Pražská uzavřena, náhradní dopravu zajistí autobusy. Podrobnosti harmonogramu chce dopravní podnik zveřejnit do konce měsíce.</p>
<p><img src="/img/clanky/trat-mapa.svg" width="480" height="300" alt="mapa trati"></p>
<p class="zdroj">Foto: archiv města</p>
<div id="diskuse">
<h2>Diskuse k článku <span class="pocet">(10 příspěvků)</span></h2>
<p class="pravidla">Diskutovat mohou jen přihlášení čtenáři. <a href="/pravidla-diskuse">Pravidla diskuse</a></p>
{comments}<p class="nova-reakce"><a href="/diskuse/novy?clanek=8841">Přidat nový příspěvek</a></p>
</div>
</div>
<div id="pravy">
<div class="box"><h3>Nejčtenější</h3><ol><li><a href="/zpravy/doprava/tramvaj-do-klokocne-stavba-zacne-na-jare">Tramvaj do Klokočné: stavba začne na jaře</a></li><li><a href="/kultura/hradni-slavnosti-2014">Hradní slavnosti přilákaly rekordních 12 tisíc lidí</a></li><li><a href="/sport/hokej-lipnice-prvni-vyhra">Hokejisté Lipnice poprvé vyhráli</a></li></ol></div>
<div class="box"><h3>Počasí</h3><p>Zítra 19 °C, polojasno</p></div>
<div class="box reklama"><img src="/img/reklama.svg" width="200" height="200" alt="reklama"></div>
</div>
<div id="pata">&copy; 2014 Lipnické listy, s. r. o. &middot; <a href="/kontakt">Kontakt</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f0f0f0;font:13px Tahoma,Arial,sans-serif}#obal{width:940px;margin:0 auto;background:#fff}#hlava{padding:12px 18px;background:#8b0000;color:#fff}
#logo{font:bold 26px Georgia,serif;color:#fff;text-decoration:none}.menu a{color:#fff;margin-right:12px}#levy{float:left;width:620px;padding:12px 18px}#pravy{float:right;width:240px;padding:12px}
#pata{clear:both;text-align:center;padding:8px;color:#888}.meta,.zdroj{font-size:11px;color:#777}.perex{font-weight:bold}.pravidla{font-size:11px;color:#777}
.prispevek{border-top:1px solid #e2e2e2;padding:6px 0}.uroven-1{margin-left:30px}.uroven-2{margin-left:60px}.autor{color:#8b0000}.cas,.upraveno{font-size:11px;color:#888}
.prispevek-akce{font-size:11px}.prispevek-akce a{margin-right:8px}.video{margin:6px 0}
</style>"""
    files = {
        "/img/clanky/trat-mapa.svg": svg(480, 300, "#9aa", "trať"),
        "/img/reklama.svg": svg(200, 200, "#ddd", "reklama"),
        **player("/vidzone/embed/", cs),
        **emoticon_files("/img/smajlici/"),
    }
    html = doc(
        "xhtml", title="Tramvaj do Klokočné: stavba začne na jaře | Lipnické listy", lang="cs", head=css
    )
    return make(
        "fd-cs-news-tramvaj",
        "discussion",
        "cs",
        html + body,
        cs,
        path=path,
        container="div#diskuse after 'Diskuse k článku (10 příspěvků)': flat sibling div.prispevek entries in thread order, depth by a class uroven-0/1/2 (CSS margin only): div.prispevek-hlavicka strong.autor NAME, span.cas DATE, '(upraveno DATE)' on one; div.prispevek-obsah TEXT in p blocks, an iframe to the video host's embed page in div.video, bulleted lists, one of three links; 'Reagovat Nahlásit'",
        heading="Diskuse k článku (10 příspěvků)",
        description="A Czech city news site of 2014 (invented city and paper): 10 comments (6 top-level, 4 replies, two deep once; a reader answering herself a day later with her sources) on a new tram line; one comment embeds a video (an iframe to an invented video host's embed page on the same server, no text inside) between its paragraphs, two hold bulleted lists (one of three links), two are '+1' and 'Paráda.'; flat siblings whose depth is only a level class.",
        files=files,
    )

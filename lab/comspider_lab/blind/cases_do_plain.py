"""Blind set DO: two plain article pages without any reader comment, with the era's furniture: a Danish local paper
of 2013 (an empty debate box behind a log-in, share counts, most read with counts, latest news with times, weather,
a poll, job ads) and a Norwegian hiking blog of 2012 (a post nobody answered, beside a "Siste kommentarer" widget
quoting five comments of other posts, archives with counts, a blog list). Every name, place and text invented for this
set."""

from __future__ import annotations

from comspider_lab.blind.cases_do_common import Case, doc, esc, make, ranked, share

DA_CSS = (
    "body{margin:0;background:#fff;font:14px/1.5 Georgia,serif;color:#222}#top{background:#1c3d5a;color:#fff;padding:10px 18px}#top .avis{font:bold 30px Georgia}"
    "#top .dato{float:right;font:12px Arial}#sektioner{border-bottom:3px solid #1c3d5a;font:bold 13px Arial;padding:0 18px}#sektioner a{display:inline-block;padding:7px 10px;color:#1c3d5a;text-decoration:none}"
    "#indhold{width:980px;margin:0 auto;overflow:hidden;padding:14px 0}#artikel{float:left;width:640px}#hojre{float:right;width:300px;font-family:Arial;font-size:13px}"
    ".rubrik{font-size:34px;line-height:1.15;margin:6px 0}.underrubrik{font-size:18px;color:#444}.byline{font:12px Arial;color:#666}.del{list-style:none;padding:0;overflow:hidden;font:11px Arial}.del li{float:left;margin-right:10px}"
    ".cnt{background:#e3ecf4;padding:0 4px}.faktaboks{background:#f1f4f7;border-left:4px solid #1c3d5a;padding:8px 12px;font:13px Arial}"
    ".modul{border-top:3px solid #1c3d5a;margin-bottom:14px}.modul h4{margin:4px 0}.modul ol,.modul ul{padding-left:20px;margin:4px 0}.tid{color:#b00;font-weight:bold}"
    "#debat{border:1px solid #ccd;padding:10px;font:13px Arial;margin-top:18px}#bund{background:#1c3d5a;color:#cde;padding:14px 18px;font:11px Arial;clear:both}"
)


def da_lindholt() -> Case:
    artikel = (
        '<p class="byline"><a href="/lokalt/">Lokalt</a> &middot; Onsdag den 9. oktober 2013, kl. 05:30 &middot; Af <a href="/journalister/soeren-kjaer/">Søren Kjær</a> &middot; sk@lindholtavis.dk</p>'
        '<h1 class="rubrik">Havnebadet åbner først til sommer</h1>'
        '<p class="underrubrik">Stormen i september ødelagde to af pontonerne, og nu må Lindholt vente endnu et halvt år på sit havnebad.</p>'
        + share({"Synes godt om": "34", "Tweet": "3", "Del på LinkedIn": "0", "Send til en ven": "2"}, "del")
        + '<img src="/_avatar/billeder/havnebad-lindholt.jpg" width="640" height="340" alt="" /><p class="billedtekst">Pontonerne ligger stadig ved Nordkajen. Foto: Mette Dahl</p>'
        "<p>Det nye havnebad ved Nordkajen i Lindholt skulle have været indviet den 1. oktober. Men stormen natten til den 14. september rev to af de seks pontoner løs, og de skal nu bygges om.</p>"
        "<p>&ndash; Vi er selvfølgelig kede af det. Men det giver ingen mening at åbne et havnebad i november, siger formand for teknik- og miljøudvalget Birgitte Holm (S).</p>"
        "<p>Ifølge kommunen dækker forsikringen skaden på omkring 900.000 kroner. Den nye åbningsdato er sat til lørdag den 21. juni 2014.</p>"
        "<p>Vinterbaderne i foreningen Lindholt Isbjørne, som havde glædet sig til at bruge badet, må i stedet fortsætte fra stranden ved Søndervig.</p>"
        '<div class="faktaboks"><b>Fakta: Havnebadet</b><ul><li>Pris: 6,2 mio. kr.</li><li>Tre bassiner, heraf et til børn</li><li>Udspringstårn på 3 meter</li><li>Gratis adgang</li></ul></div>'
        '<div id="debat"><b>Debat (0)</b><p>Der er endnu ingen indlæg i debatten om denne artikel.</p>'
        '<p>Du skal være logget ind med Facebook for at deltage i debatten. <a href="/login/facebook/">Log ind</a></p>'
        '<p class="regler">Lindholt Avis forbeholder sig ret til at slette indlæg, der overtræder <a href="/debatregler/">debatreglerne</a>.</p></div>'
        '<div class="modul"><h4>Relaterede artikler</h4><ul><li><a href="#">Stormen væltede træer og lukkede Havnevej (14.09.2013)</a></li><li><a href="#">Byrådet sagde ja til havnebad (03.12.2012)</a></li></ul></div>'
    )
    hojre = (
        '<div class="modul"><h4>Mest læste</h4>'
        + ranked(
            """Havnebadet åbner først til sommer | 2.408
Bilist kørte ind i Netto-facaden | 1.977
Lindholt IF tabte derbyet 1-3 | 1.542
Ny skoleleder på Vestre Skole | 1.109
Festugen gav overskud for første gang | 871""",
            "læst",
        )
        + "</div>"
        '<div class="modul"><h4>Seneste nyt</h4><ul>'
        '<li><span class="tid">08:12</span> <a href="#">Kø på Ringvejen efter uheld</a></li>'
        '<li><span class="tid">07:40</span> <a href="#">Apoteket får nye åbningstider</a></li>'
        '<li><span class="tid">06:55</span> <a href="#">Politiet efterlyser vidner til indbrud</a></li>'
        '<li><span class="tid">i går</span> <a href="#">Lindholt IF tabte derbyet 1-3</a></li></ul></div>'
        '<div class="modul"><h4>Vejret i Lindholt</h4><p>I dag 12&deg; &ndash; byger, vind 9 m/s fra vest<br />Torsdag 11&deg; &ndash; skyet</p></div>'
        '<div class="modul"><h4>Ugens afstemning</h4><p>Skal kommunen bruge flere penge på havnebadet?<br />Ja 27 % &middot; Nej 66 % &middot; Ved ikke 7 %<br /><small>487 har stemt</small></p></div>'
        '<div class="modul"><h4>Job i Lindholt</h4><ul><li><a href="#">Pædagogmedhjælper, Børnehuset Solsikken</a></li><li><a href="#">Lagermedarbejder, Lindholt Træ A/S</a></li><li><a href="#">Rengøringsassistent, 20 timer</a></li></ul></div>'
        '<div class="modul"><img src="/_avatar/annonce/brugsen-300.gif" width="300" height="250" alt="Annonce" /></div>'
    )
    body = (
        '<div id="top"><span class="dato">Onsdag 9. oktober 2013 &middot; <a href="/abonnement/" style="color:#fff">Bliv abonnent</a></span><div class="avis">Lindholt Avis</div></div>'
        '<div id="sektioner"><a href="/">Forside</a><a href="/lokalt/">Lokalt</a><a href="/112/">112</a><a href="/sport/">Sport</a><a href="/kultur/">Kultur</a><a href="/debat/">Debat</a><a href="/familie/">Familie</a><a href="/e-avis/">E-avis</a></div>'
        f'<div id="indhold"><div id="artikel">{artikel}</div><div id="hojre">{hojre}</div></div>'
        '<div id="bund">Lindholt Avis &middot; Torvegade 8, 6990 Lindholt &middot; Tlf. 97 00 00 00 &middot; Ansv. chefredaktør: Jens Bach &middot; <a href="/kontakt/" style="color:#fff">Kontakt</a> &middot; <a href="/cookies/" style="color:#fff">Cookies</a></div>'
    )
    html = doc("Havnebadet åbner først til sommer", "Lindholt Avis", DA_CSS, body, "da")
    return make(
        "do-da-plain-lindholt",
        "lookalike",
        "da",
        html,
        [],
        path="/lokalt/2013/10/09/havnebadet-aabner-foerst-til-sommer.html",
        container="-",
        heading=None,
        description="A Danish local paper's story on a delayed harbour bath, 2013: 'Debat (0)' with no entry and a "
        "Facebook log-in, share counts, a fact box, most read with counts, latest news with times, weather, a poll and "
        "job ads. No reader comment.",
    )


NO_CSS = (
    "body{margin:0;background:#dfe7de;font:14px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333}#outer-wrapper{width:900px;margin:0 auto;background:#fff}"
    "#header{background:#4a6741 url(/_avatar/fjell-header.jpg);color:#fff;padding:40px 24px}#header h1{margin:0;font:bold 30px Georgia}#header .description{margin:4px 0 0;font-style:italic}"
    "#main-wrapper{float:left;width:590px;padding:20px 24px}#sidebar-wrapper{float:right;width:240px;padding:20px 16px 20px 0;font-size:12px}"
    ".date-header{font-size:12px;color:#888;text-transform:uppercase;letter-spacing:1px}.post-title{font:bold 24px Georgia;color:#4a6741;margin:4px 0}.post-footer{font-size:12px;color:#888;border-top:1px dotted #aaa;margin-top:10px;padding-top:6px}"
    ".deling{list-style:none;padding:0;overflow:hidden}.deling li{float:left;margin-right:10px;font-size:11px}.cnt{background:#edf2ec;padding:0 4px}"
    ".widget{margin-bottom:18px}.widget h2{font:bold 13px Georgia;color:#4a6741;border-bottom:1px solid #cdd;margin:0 0 6px}.widget ul{padding-left:16px;margin:0}"
    ".siste li{margin-bottom:6px;list-style:none}.siste .hvem{font-weight:bold}.siste .naar{color:#999;font-size:11px;display:block}#footer{clear:both;border-top:1px solid #ccc;padding:12px 24px;font-size:11px;color:#888}"
)


def no_gratinden() -> Case:
    recent = [
        (
            "Trond H.",
            "Vinterens første tur til Gråtind",
            "Flotte bilder! Hvor parkerte du, ved bommen eller nede ved brua?",
            "17. januar 2012 kl. 21:14",
        ),
        (
            "Sigrid",
            "Vinterens første tur til Gråtind",
            "Ved bommen, Trond. Det er brøytet helt opp nå.",
            "17. januar 2012 kl. 22:03",
        ),
        (
            "Kari Marie",
            "Ny sekk: Osprey Kestrel 38",
            "Har samme sekken, den er perfekt til dagsturer. Men hofteselen er litt tynn.",
            "12. januar 2012 kl. 09:40",
        ),
        (
            "fjellrev77",
            "Nyttårsaften på hytta",
            "Så koselig! Vi var på Storlivatnet, minus 24 grader om natta.",
            "3. januar 2012 kl. 18:22",
        ),
        (
            "Mamma",
            "Nyttårsaften på hytta",
            "Godt at dere kom trygt ned igjen. Klem",
            "2. januar 2012 kl. 11:05",
        ),
    ]
    siste = "".join(
        f'<li><span class="hvem">{esc(w)}</span> om <a href="/2012/01/{i}/">{esc(t)}</a>: &laquo;{esc(s)}&raquo;<span class="naar">{esc(d)}</span></li>'
        for i, (w, t, s, d) in enumerate(recent)
    )
    post = (
        '<h2 class="date-header">torsdag 19. januar 2012</h2><div class="post hentry"><h3 class="post-title entry-title">Månelysstur til Gråtindhytta</h3>'
        '<div class="post-body entry-content">'
        "<p>I går kveld var det fullmåne og klarvær, så etter jobb tok jeg skiene og hodelykta og gikk opp til Gråtindhytta. Seks kilometer, 450 høydemeter, og jeg trengte ikke lykta en eneste gang.</p>"
        '<p><img src="/_avatar/bilder/maanelys-gratind.jpg" width="560" height="360" alt="Månelys over Gråtind" /></p>'
        "<p>Sporet var nykjørt opp til Storlia, deretter tråkket jeg selv i 20 cm nysnø. Termometeret på hytteveggen viste minus 14. Det var helt stille, bortsett fra en rype som skremte vettet av meg ved bekken.</p>"
        "<p>Inne i hytta fyrte jeg i ovnen, spiste matpakke og drakk kakao fra termosen. Klokka ti var jeg nede ved bilen igjen. Det er sånne turer som gjør januar til en god måned.</p>"
        "<p><b>Praktisk:</b> Parkering ved bommen i Gråtindvegen (kr 40, Vipps eller kontant i kassa). Hytta er ulåst og åpen for alle, husk å skrive deg inn i hytteboka.</p></div>"
        '<div class="post-footer">Skrevet av Sigrid kl. 14:37 &middot; Etiketter: <a href="/search/label/skitur">skitur</a>, <a href="/search/label/gratind">Gråtind</a>, <a href="/search/label/manelys">månelys</a>'
        + share({"Lik": "19", "Del": "4", "Tweet": "1"}, "deling")
        + "</div></div>"
        '<div class="comments" id="comments"><h4>0 kommentarer:</h4><p>Ingen kommentarer ennå.</p>'
        '<p class="comment-footer"><a href="/comment?blogID=5512&amp;postID=1901">Legg inn en kommentar</a></p></div>'
        '<div class="blog-pager"><a href="/2012/01/ny-sekk-osprey/">&laquo; Eldre innlegg</a> &middot; <a href="/">Startsiden</a></div>'
    )
    sidebar = (
        '<div class="widget"><h2>Om meg</h2><p><img src="/_avatar/sigrid.jpg" width="60" height="60" alt="" style="float:left;margin-right:6px" />Sigrid, 34, sykepleier og fjellfrik fra Valdres. Her skriver jeg om turer, utstyr og hytteliv.</p></div>'
        '<div class="widget siste"><h2>Siste kommentarer</h2><ul>' + siste + "</ul></div>"
        '<div class="widget"><h2>Følgere</h2><p>Følgere (214)</p></div>'
        '<div class="widget"><h2>Bloggarkiv</h2><ul><li>&#9660; 2012 (4)<ul><li>januar (4)</li></ul></li><li>&#9658; 2011 (52)</li><li>&#9658; 2010 (38)</li></ul></div>'
        '<div class="widget"><h2>Populære innlegg</h2>'
        + ranked(
            """Topp 5 dagsturer i Valdres
Slik pakker jeg sekken til påskefjellet
Ny sekk: Osprey Kestrel 38""",
            tag="ul",
        )
        + "</div>"
        '<div class="widget"><h2>Bloggliste</h2><ul><li><a href="#">Turjenta</a> &ndash; <i>Påskefjellet 2012?</i> <span style="color:#999">2 timer siden</span></li>'
        '<li><a href="#">Ute er inne</a> &ndash; <i>Test: tre hodelykter</i> <span style="color:#999">1 dag siden</span></li><li><a href="#">Fjellfar</a> &ndash; <i>Skiføre i Jotunheimen</i> <span style="color:#999">3 dager siden</span></li></ul></div>'
        '<div class="widget"><h2>Blogglisten</h2><p>Topp 100 i kategorien Friluftsliv: nr. 57</p></div>'
    )
    body = (
        '<div id="outer-wrapper"><div id="header"><h1><a href="/" style="color:#fff">Sigrids turblogg</a></h1><p class="description">Turer, utstyr og hytteliv i Valdres</p></div>'
        f'<div id="main-wrapper">{post}</div><div id="sidebar-wrapper">{sidebar}</div>'
        '<div id="footer">&copy; 2012 Sigrids turblogg &middot; Drevet av Blogger &middot; Tema: Enkel</div></div>'
    )
    html = doc("Månelysstur til Gråtindhytta", "Sigrids turblogg", NO_CSS, body, "no")
    return make(
        "do-no-plain-gratind",
        "lookalike",
        "no",
        html,
        [],
        path="/2012/01/manelysstur-til-gratindhytta.html",
        container="-",
        heading=None,
        description="A Norwegian hiking blog's post, 2012, nobody answered ('0 kommentarer: Ingen kommentarer ennå.'), "
        "beside a 'Siste kommentarer' widget quoting five comments of other posts (name, post, words, time; one by the "
        "blogger), followers, archives with counts, popular posts and a blog list. No reader comment.",
        lookalikes=("recent comments of other posts",),
    )


def plain_do() -> list[Case]:
    return [da_lindholt(), no_gratinden()]

"""Blind set EO: discussions, part three: a Dutch local news blog of 2010 whose "Reacties" come after the sidebar
in source order (a "Laatste reacties" widget with snippets, "Top reageerders", tweets and "Wat anderen zeggen" come
first), a Polish city portal of 2012 whose readers' opinions have no heading at all ("Najczęściej komentowane",
a Facebook friends' activity box, readers' photos, a top-readers list; never "comment") and a Swedish local paper of
2012 with a Livefyre-like static copy of its discussion beside "Mest kommenterat", an author box, related stories and
a poll. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eo_common import Case, esc, kids, make, page, paras, rows, slug, talk


def nl_zeedijk() -> Case:
    cs = talk("""
Kees van der Wal @ 8 november 2010 om 08:41 :: Die parkeerautomaten aan de Havenkade staan er nog geen jaar en nu alweer nieuwe? Wie heeft dat bedacht?
Ingrid @ 8 november 2010 om 09:17 :: Ik woon aan de Zeedijk en betaal nu al 90 euro per jaar voor een vergunning. Als de bezoekerskaart ook nog duurder wordt, komt mijn moeder niet meer op bezoek.
Bart Hoogland @ 8 november 2010 om 10:05 :: @Kees: het gaat om de oude automaten bij de markt, niet die aan de Havenkade. Staat in de raadsstukken van vorige week.
Marloes Dijkstra @ 8 november 2010 om 12:30 :: Betaald parkeren op zondag vind ik prima, als het geld echt naar de fietsenstalling bij het station gaat. Daar is al jaren te weinig plek.
Henk Smit @ 8 november 2010 om 15:48 :: Straks parkeert iedereen bij de Albert Heijn aan de Polderweg en loopt het centrum in. Dan zijn de winkeliers de klos.
Redactie Zeedijk Nieuws @ 8 november 2010 om 16:10 :: Aanvulling: de gemeenteraad praat er op 18 november over in de commissie Ruimte. Inspreken kan tot 16 november bij de griffie.
J. Koopmans @ 8 november 2010 om 21:33 :: Eindelijk een reden om weer op de fiets naar de markt te gaan.
""")
    css = """body{margin:0;background:#dfe8ee;font:13px/1.55 'Trebuchet MS',Arial,sans-serif;color:#223}
#container{width:940px;margin:0 auto;background:#fff;position:relative}#header{background:#1b6a8f;padding:22px 24px;color:#fff}#header h1{margin:0;font-size:30px}#header p{margin:2px 0 0;color:#cfe6f2}
#nav{background:#155473;padding:0 18px}#nav a{color:#fff;display:inline-block;padding:8px 10px;text-decoration:none}
#left{float:left;width:600px;padding:18px 0 0 24px}#sidebar{float:right;width:270px;padding:18px 24px 0 0;font-size:12px}
#reacties{float:left;clear:left;width:600px;padding:0 0 20px 24px}
.post h2{font-size:26px;margin:0 0 4px;color:#155473}.post .datum{color:#889;font-size:11px}.post p{font-size:14px}
.side-box{margin-bottom:18px}.side-box h3{font-size:14px;color:#155473;border-bottom:2px solid #1b6a8f;margin:0 0 6px}.side-box ul{margin:0;padding:0;list-style:none}.side-box li{margin-bottom:8px}
.side-box .fragment{color:#666;font-style:italic}.tweet-tijd{color:#999;font-size:11px}
.trackback{font-size:12px;color:#555;margin-bottom:6px}
#reacties h3{font-size:18px;color:#155473;border-bottom:2px solid #1b6a8f}.reactie{border-bottom:1px solid #e3e9ee;padding:8px 0;overflow:hidden}.reactie .nr{float:right;color:#b5c3cc;font:bold 18px Arial}
.reactie .naam{font-weight:bold}.reactie .tijd{color:#889;font-size:11px}.reactie.redactie{background:#eef6fa;padding:8px}
#footer{clear:both;background:#155473;color:#bcd;padding:12px 24px;font-size:11px}"""
    reacties = "".join(
        f'<div class="reactie{" redactie" if c.who.startswith("Redactie") else ""}" id="r{3310 + i}"><span class="nr">{i + 1}</span>'
        f'<span class="naam">{esc(c.who)}</span> <span class="tijd">schreef op {esc(c.at)}:</span>{paras(c.body)}</div>'
        for i, c in enumerate(cs)
    )
    laatste = rows("""
Wilma B. | Kermis blijft op het Marktplein | Eindelijk goed nieuws, de kinderen kijken er het hele jaar naar uit.
Henk Smit | Nieuwe eigenaar voor De Zwaan | Als ze de kegelbaan maar laten zitten, daar hebben we vroeger...
Sjoerd | Zeedijk krijgt eigen huisartsenpost | Veel te laat, maar beter dan niets. Wie gaat het betalen?
Annemiek | Gemeente wil betaald parkeren op zondag | Ik ga voortaan lekker naar Alkerveen winkelen.
""")
    top = rows("""
Henk Smit | 233
Wilma B. | 178
Sjoerd | 121
Annemiek | 96
""")
    tweets = rows("""
Gemeente wil betaald parkeren op zondag http://zdn.example/4k2 | 3 uur geleden
Brandweer rukt uit voor schoorsteenbrand in de Molenbuurt | 5 uur geleden
Kermis blijft op het Marktplein, besluit B&W http://zdn.example/4jz | gisteren
""")
    tracks = rows("""
Winkeliersvereniging Zeedijk Centrum | Zondagsparkeren: wij zijn tegen | [...] uit de cijfers van Zeedijk Nieuws blijkt dat de gemeente 140.000 euro per jaar verwacht [...]
Fietsersbond afdeling Zeedijk | Eindelijk geld voor de stalling? | [...] als de opbrengst echt naar de stalling bij het station gaat, steunen wij het voorstel [...]
""")
    nav = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Home", "Nieuws", "Politiek", "Sport", "Agenda", "Tips", "Over ons")
    )
    sidebar = (
        '<div class="side-box"><h3>Laatste reacties</h3><ul>'
        + "".join(
            f'<li><b>{esc(w)}</b> op <a href="/{slug(t)}/">{esc(t)}</a><br /><span class="fragment">&ldquo;{esc(x)}&rdquo;</span></li>'
            for w, t, x in laatste
        )
        + "</ul></div>"
        '<div class="side-box"><h3>Top reageerders</h3><ul>'
        + "".join(
            f'<li><img src="/_avatar/top-{slug(w)}.svg" width="20" height="20" alt="" /> {esc(w)} ({n})</li>'
            for w, n in top
        )
        + "</ul></div>"
        '<div class="side-box"><h3>Zeedijk Nieuws op Twitter</h3><ul>'
        + "".join(
            f'<li>{esc(t)}<br /><span class="tweet-tijd">{esc(w)} via web</span></li>' for t, w in tweets
        )
        + "</ul></div>"
        '<div class="side-box"><h3>Wat anderen zeggen</h3>'
        + "".join(
            f'<div class="trackback"><a href="http://example.invalid/{slug(b)}">{esc(b)}</a>: <b>{esc(t)}</b><br />{esc(x)}</div>'
            for b, t, x in tracks
        )
        + "</div>"
    )
    body = f"""<div id="container">
<div id="header"><h1>Zeedijk Nieuws</h1><p>Het nieuws uit Zeedijk en omstreken, elke dag</p></div>
<div id="nav">{nav}</div>
<div id="left">
<div class="post" id="post-1874">
<h2>Gemeente wil betaald parkeren op zondag</h2>
<div class="datum">maandag 8 november 2010, 07:15 · door Pieter Bosman · categorie: <a href="/politiek/">Politiek</a></div>
<p>Het college van B&amp;W wil vanaf 1 april ook op zondag betaald parkeren invoeren in het centrum van Zeedijk. Dat staat in de begroting voor 2011 die vorige week naar de gemeenteraad is gestuurd.</p>
<p>De gemeente verwacht er ongeveer 140.000 euro per jaar mee op te halen. Wethouder Anja Verhoef: &bdquo;Dat geld willen we gebruiken voor een grotere fietsenstalling bij het station.&rdquo;</p>
<p>Ook de prijs van de bezoekerskaart voor bewoners gaat omhoog, van 1 naar 1,50 euro per uur. De oude parkeerautomaten bij de markt worden vervangen.</p>
</div>
</div>
<div id="sidebar">{sidebar}</div>
<div id="reacties">
<h3>7 reacties</h3>
{reacties}
<div style="background:#eef3f6;padding:8px;margin-top:10px"><b>Reageer</b><br /><input type="text" size="30" value="Naam" /> <br /><textarea rows="4" cols="50"></textarea><br /><input type="submit" value="Verstuur" /></div>
</div>
<div id="footer">© 2010 Zeedijk Nieuws · tips? redactie@zeedijknieuws.example</div>
</div>"""
    return make(
        "eo-nl-zeedijk-parkeren",
        "discussion",
        "nl",
        page(
            "Gemeente wil betaald parkeren op zondag",
            "Zeedijk Nieuws",
            "nl",
            css,
            body,
            published="2010-11-08T07:15:00+01:00",
        ),
        cs,
        path="/2010/11/08/gemeente-wil-betaald-parkeren-op-zondag/",
        container="div#reacties (after div#sidebar in source order, floated back under the article) > h3 '7 reacties' + div.reactie (span.nr N, span.naam NAME, span.tijd 'schreef op DATE:', p); flat, '@NAME' answers in the text",
        heading="7 reacties",
        description="A Dutch local news blog of November 2010: 7 numbered reactions after the sidebar in source order (the newsroom adds a note once); before them in the source, the sidebar: 'Laatste reacties' (names, titles, snippets of other posts' reactions), 'Top reageerders' (names with counts), the site's tweets with relative times and 'Wat anderen zeggen' (two trackbacks with excerpts).",
        lookalikes=(
            "'Laatste reacties': 4 names with titles and snippets",
            "'Top reageerders': 4 names with counts",
            "tweets: 3 with relative times",
            "'Wat anderen zeggen': 2 trackbacks with excerpts",
        ),
    )


def pl_borowiec() -> Case:
    cs = talk("""
mieszkaniec_zatorza @ 17.10.2012, 07:52 :: Nareszcie! Od trzech lat chodzę do pracy przez przejazd przy Kolejowej i codziennie czekam po dziesięć minut przy zamkniętych rogatkach.
>Krzysztof W. @ 17.10.2012, 08:30 :: Ja też, ale tunel ma być gotowy dopiero w 2014 roku. Do tego czasu objazd przez Lipową, czyli jeszcze gorzej.
>>mieszkaniec_zatorza @ 17.10.2012, 08:47 :: No tak, o objeździe nie pomyślałem. Oby chociaż autobusy jeździły normalnie.
Ewa Sadowska @ 17.10.2012, 09:15 :: Czy w tunelu będzie osobny chodnik i ścieżka rowerowa? Na wizualizacji widać tylko jezdnię.
gość_Borowiec @ 17.10.2012, 10:40 :: 24 miliony za 120 metrów tunelu. W Olszynach zrobili podobny za połowę tej kwoty.
>Tomasz Rybak @ 17.10.2012, 11:02 :: W Olszynach był jeden tor, tutaj są trzy i trakcja. To nie jest porównywalne.
Halina @ 17.10.2012, 13:26 :: Mam nadzieję, że pomyślą o windzie dla wózków, a nie tylko o schodach.
Marek z Zatorza @ 17.10.2012, 18:55 :: Czy ktoś wie, czy sklep przy Kolejowej zostanie? Podobno część działek będzie wywłaszczona.
""")
    k = kids(cs)
    oceny = [14, 5, 2, 9, 3, 11, 7, 1]
    css = """body{margin:0;background:#f2f2f2;font:12px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d}
#portal{width:1000px;margin:0 auto;background:#fff}#top{background:#0a5c36;height:70px;padding:0 16px}#top .logo{color:#fff;font:bold 30px Arial;line-height:70px}
#menu{background:#e8f1ec;border-bottom:3px solid #0a5c36}#menu a{display:inline-block;padding:8px 11px;color:#0a5c36;font-weight:bold;text-decoration:none}
#tresc{overflow:hidden;padding:14px 16px}#lewa{float:left;width:650px}#prawa{float:right;width:300px}
.lead{font-weight:bold;font-size:14px}h1{font:bold 26px Arial;margin:4px 0 8px}.info{color:#888;font-size:11px}.art p{font-size:14px;line-height:1.6}
.fotki{overflow:hidden;margin:14px 0;background:#f6f6f6;padding:8px}.fotki .f{float:left;width:145px;margin-right:10px;font-size:11px}
.wpis{border-top:1px solid #ddd;padding:8px 0;overflow:hidden}.wpis .naglowek{font-size:11px;color:#777}.wpis .autor{font-weight:bold;color:#0a5c36;font-size:12px}
.wpis .tresc-wpisu{margin:4px 0;font-size:13px}.wpis .ocena{font-size:11px;color:#999}.odpowiedzi{margin-left:36px;border-left:2px solid #cfe3d8;padding-left:10px}
.ramka{border:1px solid #d5d5d5;margin-bottom:14px}.ramka h4{margin:0;padding:6px 8px;background:#0a5c36;color:#fff;font-size:12px}.ramka ol,.ramka ul{margin:6px 0;padding-left:24px}.ramka li{margin-bottom:6px}
.fbramka{border:1px solid #aab6d4;margin-bottom:14px;font-family:tahoma,verdana,arial,sans-serif;font-size:11px}.fbramka .g{background:#edeff4;padding:5px;font-weight:bold;color:#3b5998;border-bottom:1px solid #aab6d4}
.fbramka .w{padding:5px;border-bottom:1px solid #eee;overflow:hidden}.fbramka .w img{float:left;margin-right:6px}.fbramka .sz{color:#999}
.dodaj{background:#f3f7f5;padding:8px;margin-top:10px}#stopka{clear:both;background:#333;color:#aaa;padding:12px 16px;font-size:11px}"""

    def wpis(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<div class="odpowiedzi">' + "".join(wpis(j) for j in k[i]) + "</div>"
        return (
            f'<div class="wpis" id="opinia-{550210 + i}"><div class="naglowek"><span class="autor">{esc(c.who)}</span> · {esc(c.at)}'
            f"{' · IP: 83.24.*.*' if c.who.startswith('gość') else ''}</div>"
            f'<div class="tresc-wpisu">{paras(c.body, br=True)}</div>'
            f'<div class="ocena">Ocena: +{oceny[i]} · <a href="/ocena/{550210 + i}/plus">+</a> <a href="/ocena/{550210 + i}/minus">&minus;</a> · <a href="/odpowiedz/{550210 + i}">odpowiedz</a> · <a href="/zglos/{550210 + i}">zgłoś do usunięcia</a></div>'
            f"{sub}</div>"
        )

    najcz = rows("""
Radni podnieśli opłaty za wywóz śmieci | 187
Tunel pod torami przy Kolejowej: jest przetarg | 8
Stadion miejski do remontu, mecze w Lipnie | 96
Nowy rozkład jazdy MZK od listopada | 54
""")
    znajomi = rows("""
Stadion miejski do remontu, mecze w Lipnie | Paweł Nowicki poleca ten artykuł. | 2 godziny temu
Radni podnieśli opłaty za wywóz śmieci | Agnieszka Maj i 23 inne osoby polecają to. | wczoraj
Festiwal Kaszy w Borowcu: zdjęcia | Joanna Kruk udostępniła to. | 3 dni temu
""")
    fotki = rows("""
Jesień w parku Miejskim | Aneta z Zatorza
Klucze żurawi nad Wartą | Zbigniew K.
Odnowiony ratusz nocą | mariusz_foto
Mgła nad stawami | Beata Lis
""")
    aktywni = rows("""
gość_Borowiec | 1 244
mieszkaniec_zatorza | 512
Krzysztof W. | 388
Halina | 301
""")
    menu = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Wiadomości", "Borowiec", "Region", "Sport", "Kultura", "Ogłoszenia", "Nekrologi")
    )
    prawa = (
        '<div class="ramka"><h4>Najczęściej komentowane</h4><ol>'
        + "".join(f'<li><a href="/wiadomosci/{slug(t)}.html">{esc(t)}</a> ({n})</li>' for t, n in najcz)
        + "</ol></div>"
        '<div class="fbramka"><div class="g">Aktywność znajomych</div>'
        + "".join(
            f'<div class="w"><img src="/_avatar/fbz-{n}.svg" width="30" height="30" alt="" /><a href="/wiadomosci/{slug(t)}.html">{esc(t)}</a><br />{esc(w)} <span class="sz">{esc(a)}</span></div>'
            for n, (t, w, a) in enumerate(znajomi)
        )
        + "</div>"
        '<div class="ramka"><h4>Najaktywniejsi czytelnicy</h4><ol>'
        + "".join(f'<li><a href="/profil/{slug(w)}">{esc(w)}</a> — {esc(n)} opinii</li>' for w, n in aktywni)
        + "</ol></div>"
        '<div style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa">Reklama</div>'
    )
    body = f"""<div id="portal">
<div id="top"><span class="logo">Borowiec24.pl</span></div>
<div id="menu">{menu}</div>
<div id="tresc">
<div id="lewa">
<div class="art">
<div class="info">Borowiec · środa, 17 października 2012, 06:30 · <a href="/autor/agnieszka-lewandowska">Agnieszka Lewandowska</a></div>
<h1>Tunel pod torami przy Kolejowej: jest przetarg</h1>
<p class="lead">PKP PLK ogłosiły przetarg na budowę tunelu drogowego w miejscu przejazdu kolejowego przy ul. Kolejowej. Prace mają potrwać do 2014 roku.</p>
<p>Przejazd przy Kolejowej jest jednym z najbardziej zatłoczonych w mieście. Rogatki są zamknięte nawet przez 20 minut w ciągu godziny, a kierowcy i piesi z Zatorza czekają w długich kolejkach.</p>
<p>Tunel o długości 120 metrów ma kosztować 24 mln zł. Połowę kwoty pokryje miasto, resztę kolej i fundusze unijne. Na czas budowy ruch zostanie skierowany na ul. Lipową.</p>
<p>Oferty można składać do 30 listopada.</p>
</div>
<div class="fotki"><b>Zdjęcia internautów</b><br />
{"".join(f'<div class="f"><img src="/_avatar/zi-{slug(t)}.svg" width="145" height="95" alt="" /><br />{esc(t)}<br /><i>fot. {esc(w)}</i></div>' for t, w in fotki)}
</div>
{"".join(wpis(i) for i in k[None])}
<div class="dodaj"><b>Dodaj opinię</b> · Twój podpis: <input type="text" size="20" /><br /><textarea rows="4" cols="60"></textarea><br /><input type="submit" value="Wyślij" /> Opinie są wyłącznie opiniami internautów. Redakcja nie ponosi za nie odpowiedzialności.</div>
</div>
<div id="prawa">{prawa}</div>
</div>
<div id="stopka">© 2012 Borowiec24.pl · <a href="/regulamin">Regulamin</a> · <a href="/reklama">Reklama</a> · <a href="/kontakt">Kontakt</a></div>
</div>"""
    return make(
        "eo-pl-borowiec-tunel",
        "discussion",
        "pl",
        page(
            "Tunel pod torami przy Kolejowej: jest przetarg",
            "Borowiec24.pl",
            "pl",
            css,
            body,
            published="2012-10-17T06:30:00+02:00",
        ),
        cs,
        path="/wiadomosci/tunel-pod-torami-przy-kolejowej-jest-przetarg,n,2291877.html",
        container="no heading, no wrapper: div.wpis entries straight after the readers' photos in div#lewa (div.naglowek > span.autor NAME · DATE, div.tresc-wpisu, div.ocena +N / odpowiedz / zgłoś), answers in div.odpowiedzi inside the parent's div.wpis; then 'Dodaj opinię'",
        heading=None,
        description="A Polish city portal of October 2012: 8 readers' opinions with no heading and no wrapper of their own, three deep, a guest's masked IP, ratings; before them 'Zdjęcia internautów' (titles, 'fot. NAME'); in the right column 'Najczęściej komentowane' with counts, a Facebook 'Aktywność znajomych' box (names, relative times), 'Najaktywniejsi czytelnicy' (names with counts); never says 'comment' in its markup.",
        lookalikes=(
            "'Najczęściej komentowane': 4 titles with counts",
            "'Aktywność znajomych' (Facebook): 3 names with relative times",
            "'Zdjęcia internautów': 4 photos with 'fot. NAME'",
            "'Najaktywniejsi czytelnicy': 4 names with counts",
        ),
    )


def sv_hallaby() -> Case:
    cs = talk("""
Göran Lindqvist @ 12 juni 2012 kl. 08.05 :: Bra att det äntligen händer något med hamnen. Men varför ska kommunen sälja marken billigt till en byggherre från Stockholm?
>Annika Berg @ 12 juni 2012 kl. 08.42 :: Marken är inte såld än, Göran. Det står i artikeln att fullmäktige ska besluta i september.
Erik Sandell @ 12 juni 2012 kl. 10.19 :: 400 lägenheter i Hallaby, vem ska bo i dem? Skolan är redan full och vårdcentralen har tre veckors väntetid.
>Maja Holm @ 12 juni 2012 kl. 11.03 :: Folk som vill flytta hit men inte hittar något att hyra. Jag sökte i två år innan vi fick vår lägenhet.
Lasse på Norra Kajen @ 12 juni 2012 kl. 13.37 :: Snälla, låt fiskboden och båtklubben vara kvar. Det är det enda som är kvar av den gamla hamnen.
Birgitta Ek @ 12 juni 2012 kl. 19.50 :: Finns det ritningar någonstans? Jag skulle vilja se hur höga husen blir.
""")
    k = kids(cs)
    css = """body{margin:0;background:#fff;font:13px/1.5 Georgia,serif;color:#1e1e1e}
#sajt{width:980px;margin:0 auto}#huvud{border-bottom:4px solid #00457c;padding:14px 0}#huvud .namn{font:bold 40px Georgia;color:#00457c}#huvud .dag{float:right;font:11px Arial;color:#666;margin-top:20px}
#meny{font:bold 12px Arial;padding:6px 0;border-bottom:1px solid #ccc}#meny a{color:#00457c;margin-right:14px;text-decoration:none}
#innehall{overflow:hidden;padding-top:14px}#artikelkolumn{float:left;width:640px}#hogerkolumn{float:right;width:300px;font-family:Arial,sans-serif;font-size:12px}
h1{font-size:30px;line-height:1.15;margin:6px 0}.ingress{font-weight:bold;font-size:15px}.byline{font:11px Arial;color:#666;margin:8px 0}.brodtext p{font-size:15px;line-height:1.6}
.skribent{background:#f2f5f8;padding:10px;overflow:hidden;font:12px Arial;margin:14px 0}.skribent img{float:left;margin-right:10px}
.lasmer{font-family:Arial;font-size:12px}.lasmer li{margin-bottom:6px}.lasmer .av{color:#888}
.puff{border-top:3px solid #00457c;margin-bottom:16px;padding-top:4px}.puff h3{margin:0 0 6px;font-size:14px}.puff ol{padding-left:20px;margin:0}.puff li{margin-bottom:6px}
.omrostning .stapel{background:#00457c;height:7px;margin-bottom:6px}
#livefyre{font-family:Arial,sans-serif;margin-top:20px}#livefyre h3{font-size:17px;border-bottom:2px solid #00457c}
.fyre-comment-article{border-bottom:1px solid #e5e5e5;padding:8px 0}.fyre-comment-head{font-size:12px}.fyre-comment-username{font-weight:bold;color:#00457c}
.fyre-comment-date{color:#999;font-size:11px;margin-left:6px}.fyre-comment p{margin:4px 0;font-size:13px}.fyre-comment-replies{margin-left:40px}
#fot{clear:both;border-top:4px solid #00457c;padding:12px 0;font:11px Arial;color:#666;margin-top:20px}"""

    def art(i: int) -> str:
        c = cs[i]
        reps = ""
        if i in k:
            reps = '<div class="fyre-comment-replies">' + "".join(art(j) for j in k[i]) + "</div>"
        return (
            f'<article class="fyre-comment-article" data-message-id="{33418800 + i * 11}">'
            f'<header class="fyre-comment-head"><span class="fyre-comment-username">{esc(c.who)}</span>'
            f'<time class="fyre-comment-date">{esc(c.at)}</time></header>'
            f'<section class="fyre-comment">{paras(c.body)}</section>{reps}</article>'
        )

    mest = rows("""
Hamnplanen: 400 nya bostäder på Norra Kajen | 6
Skolskjutsarna dras in i Västra Hallaby | 48
Hallaby IF klart för division två | 31
Badplatsen vid Sandvik stängs för sanering | 27
""")
    las = rows("""
Norra Kajen: så kan det se ut 2020 | Henrik Åberg | 4 maj 2012
Båtklubben vill stanna i hamnen | Sofia Nyström | 19 april 2012
Fullmäktige sa ja till ny detaljplan för Södra hamnen | Henrik Åberg | 8 februari 2012
""")
    omr = rows("""
Ja | 44 | 612
Nej | 39 | 541
Vet inte | 17 | 236
""")
    meny = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Nyheter", "Hallaby", "Sport", "Nöje", "Familj", "Debatt", "e-tidning")
    )
    hoger = (
        '<div class="puff"><h3>Mest kommenterat</h3><ol>'
        + "".join(f'<li><a href="/nyheter/{slug(t)}">{esc(t)}</a> ({n})</li>' for t, n in mest)
        + "</ol></div>"
        '<div class="puff omrostning"><h3>Dagens fråga</h3><b>Vill du ha bostäder på Norra Kajen?</b><br />'
        + "".join(
            f'{esc(a)}: {p} % ({v} röster)<div class="stapel" style="width:{p}%"></div>' for a, p, v in omr
        )
        + "</div>"
        '<div style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa">Annons</div>'
    )
    body = f"""<div id="sajt">
<div id="huvud"><span class="dag">tisdag 12 juni 2012</span><span class="namn">Hallaby Tidning</span></div>
<div id="meny">{meny}</div>
<div id="innehall">
<div id="artikelkolumn">
<h1>Hamnplanen: 400 nya bostäder på Norra Kajen</h1>
<p class="ingress">Kommunen vill bygga bostäder där den gamla fiskhamnen ligger i dag. I september ska fullmäktige ta ställning till att sälja marken.</p>
<div class="byline">Henrik Åberg · publicerad 12 juni 2012 kl. 06.00</div>
<div class="brodtext">
<p>Planen omfattar omkring 400 lägenheter i hus på fyra till sju våningar, en ny kajpromenad och lokaler för butiker i bottenvåningarna.</p>
<p>– Hamnområdet har stått nästan tomt sedan varvet lades ned, säger kommunstyrelsens ordförande Per-Olof Ström.</p>
<p>Båtklubben och fiskboden får enligt förslaget flytta till den södra piren. Samrådsmöte hålls i Folkets hus den 21 juni.</p>
</div>
<div class="skribent"><img src="/_avatar/henrik-aberg.svg" width="60" height="60" alt="" /><b>Henrik Åberg</b><br />Reporter på Hallaby Tidning sedan 2006, bevakar kommunpolitik och samhällsbyggnad. <a href="mailto:henrik.aberg@hallabytidning.example">Mejla</a></div>
<div class="lasmer"><h3>Läs mer</h3><ul>
{"".join(f'<li><a href="/nyheter/{slug(t)}">{esc(t)}</a> <span class="av">Av {esc(w)}, {esc(d)}</span></li>' for t, w, d in las)}
</ul></div>
<div id="livefyre"><h3>Kommentarer (6)</h3>
<div id="livefyre-comments" class="fyre">
<div class="fyre-seo">
{"".join(art(i) for i in k[None])}
</div>
</div>
</div>
</div>
<div id="hogerkolumn">{hoger}</div>
</div>
<div id="fot">Hallaby Tidning AB · Ansvarig utgivare: Karin Westberg · <a href="/kontakt">Kontakt</a> · <a href="/kakor">Om kakor</a></div>
</div>"""
    return make(
        "eo-sv-hallaby-hamn",
        "discussion",
        "sv",
        page(
            "Hamnplanen: 400 nya bostäder på Norra Kajen",
            "Hallaby Tidning",
            "sv",
            css,
            body,
            published="2012-06-12T06:00:00+02:00",
            html5=True,
        ),
        cs,
        path="/nyheter/hamnplanen-400-nya-bostader-pa-norra-kajen",
        container="div#livefyre > h3 'Kommentarer (6)' + div#livefyre-comments > div.fyre-seo > article.fyre-comment-article (header > span.fyre-comment-username NAME, time DATE; section.fyre-comment > p), replies in div.fyre-comment-replies inside the parent",
        heading="Kommentarer (6)",
        description="A Swedish local paper of June 2012 with a Livefyre-like static copy of its discussion (6 comments, two replies); before it an author box and 'Läs mer' with bylines and dates; in the right column 'Mest kommenterat' with counts and a poll's results.",
        lookalikes=(
            "'Mest kommenterat': 4 titles with counts",
            "'Läs mer': 3 stories with 'Av NAME, DATE'",
            "author box",
            "poll: 3 answers with percentages and votes",
        ),
    )


def threads3_eo() -> list[Case]:
    return [nl_zeedijk(), pl_borowiec(), sv_hallaby()]

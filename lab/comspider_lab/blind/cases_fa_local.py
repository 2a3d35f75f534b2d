"""Blind set fa: four discussions under local pages that are not news stories: a Dutch amateur football club's match
report of 2010 (line-ups, goal scorers with minutes, cards, the programme and the league table; supporters' reactions
in a flat list), a Swedish municipality's public consultation of 2014 (the proposal, the consultation documents with
dates, the timetable; citizens' views with the council's answers nested under three of them), a Brazilian book club's
monthly book page of 2011 (the reading schedule with dates and the members leading each week; members' comments
signed after the text) and a Czech beekeepers' branch's seminar page of 2012 (the programme with times and
speakers; a discussion with answers indented by nesting). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fa_common import Case, esc, kids, make, paras, svg, talk

# --------------------------------------------------------------------------- nl: an amateur football club, 2010


def nl_voetbal() -> Case:
    cs = talk("""
Gerrit v.d. Berg || 14-03-2010 om 17:22 || Wat een tweede helft! Na de rust een heel ander elftal. Die vrije trap van Dennis in de 78e minuut was schitterend, de keeper stond nog te kijken.
Supporter sinds 1971 || 14-03-2010 om 17:48 || Eindelijk weer eens gewonnen van Broekhuizen. De scheidsrechter floot wel heel eenzijdig in de eerste helft, maar goed, we hebben het zelf rechtgezet.
Marloes || 14-03-2010 om 18:05 || Complimenten aan de kantinedames, de erwtensoep was weer top! En leuk dat er zoveel jeugd langs de lijn stond.
Henk Oldenhof || 14-03-2010 om 19:30 || Kleine correctie op het verslag: de 2-2 van Broekhuizen viel in de 64e minuut, niet in de 61e. Ik stond achter het doel.
Bram (A1) || 14-03-2010 om 20:12 || Volgende week met de hele A-jeugd naar de uitwedstrijd in Zandveen! Wie rijdt er mee?
Trainer Wim || 14-03-2010 om 21:44 || Bedankt voor alle steun langs de lijn. De jongens hebben na de rust laten zien waar ze toe in staat zijn. Dinsdag rustig trainen, Kevin is nog niet helemaal fit.
oud-keeper Jan || 15-03-2010 om 08:15 || Onze keeper stond bij de 1-1 wel erg ver van zijn doel, dat moet beter. Verder een prima wedstrijd.
Ilse de Wit || 15-03-2010 om 10:40 || Zijn de foto's van de wedstrijd al ergens te zien? Mijn zoon zat op de bank en wil graag een foto van de opkomst.
Webmaster || 15-03-2010 om 12:03 || @Ilse: de foto's staan vanavond in het fotoalbum, Kees was er met zijn camera bij.
Opa van Dennis || 15-03-2010 om 16:20 || Trots op mijn kleinzoon! Twee goals, ik heb hem sinds de F'jes niet meer zo zien juichen.
Rob K. || 16-03-2010 om 09:55 || Waarom staat de uitwedstrijd tegen Zandveen nu op zaterdag in plaats van zondag? Ik kan er niks over vinden op de site.
""")
    reacties = "".join(
        f'<div class="reactie"><p class="reactie-kop"><b>{esc(c.who)}</b> schreef op {esc(c.at)}:</p>'
        f'<p class="reactie-tekst">{paras(c.raw, p="")}</p></div>\n'
        for c in cs
    )
    goals = "".join(
        f"<tr><td>{m}'</td><td>{esc(w)}</td><td>{s}</td></tr>"
        for m, w, s in (
            (12, "Dennis Verbeek (Heidekamp)", "1-0"),
            (33, "Stijn Ramaker (Broekhuizen)", "1-1"),
            (50, "Kevin Hulst (Heidekamp)", "2-1"),
            (64, "Tom Brink (Broekhuizen)", "2-2"),
            (78, "Dennis Verbeek (Heidekamp)", "3-2"),
        )
    )
    programme = "".join(
        f"<tr><td>{d}</td><td>{esc(w)}</td><td>{t}</td></tr>"
        for d, w, t in (
            ("zo 21-03", "Zandveen 1 - Heidekamp 1", "14:00"),
            ("za 20-03", "Heidekamp A1 - SVO A1", "12:30"),
            ("zo 28-03", "Heidekamp 1 - De Kolk 1", "14:30"),
            ("zo 04-04", "Heidekamp 2 - Broekhuizen 3", "11:00"),
        )
    )
    table = "".join(
        f"<tr><td>{n}</td><td>{esc(t)}</td><td>{g}</td><td>{p}</td></tr>"
        for n, t, g, p in (
            (1, "De Kolk", 17, 39),
            (2, "Zandveen", 17, 35),
            (3, "Heidekamp", 17, 31),
            (4, "SVO", 16, 27),
            (5, "Broekhuizen", 17, 24),
            (6, "Eendracht '32", 17, 22),
        )
    )
    path = "/verslagen/2010-03-14-heidekamp-1-broekhuizen-1.html"
    html = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>v.v. Heidekamp - Verslag: Heidekamp 1 - Broekhuizen 1 (3-2)</title>
<style type="text/css">
body{{margin:0;background:#0b5d1e url(/afb/gras.svg);font:12px Verdana,sans-serif}}td{{font:12px Verdana,sans-serif}}
.hoofd{{background:#ffd200;font:bold 26px Arial;color:#0b5d1e;padding:10px}}.menu a{{color:#fff;font-weight:bold;text-decoration:none;margin:0 8px}}
.blok{{background:#fff;border:1px solid #0b5d1e;margin-bottom:8px}}.bloktitel{{background:#0b5d1e;color:#ffd200;font-weight:bold;padding:3px 6px}}
.klein{{font-size:10px;color:#555}}h1{{font:bold 18px Arial;color:#0b5d1e;margin:4px 0}}
.opstelling td{{vertical-align:top;padding-right:20px}}table.stand td,table.prog td,table.doelpunten td{{padding:1px 6px;border-bottom:1px solid #ddd}}
.reactie{{border-bottom:1px dashed #0b5d1e;padding:4px 0}}.reactie-kop{{margin:0;color:#0b5d1e}}.reactie-tekst{{margin:2px 0 4px 0}}
</style>
</head>
<body>
<table width="900" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF">
<tr><td colspan="2" class="hoofd"><img src="/afb/logo.svg" width="60" height="60" align="absmiddle" alt=""> v.v. Heidekamp <span style="font-size:12px">opgericht 1948 &middot; sportpark De Veldkamp</span></td></tr>
<tr><td colspan="2" bgcolor="#0b5d1e" class="menu" height="24"><a href="/">Home</a> <a href="/nieuws/">Nieuws</a> <a href="/verslagen/">Verslagen</a> <a href="/teams/">Teams</a> <a href="/jeugd/">Jeugd</a> <a href="/fotoalbum/">Fotoalbum</a> <a href="/kantine/">Kantine</a> <a href="/sponsors/">Sponsors</a> <a href="/contact/">Contact</a></td></tr>
<tr>
<td width="640" valign="top" style="padding:10px">
<p class="klein"><a href="/verslagen/">Verslagen</a> &raquo; Heidekamp 1 &middot; zondag 14 maart 2010 &middot; door Kees Smeenk</p>
<h1>Heidekamp 1 - Broekhuizen 1: 3-2</h1>
<p><b>Na een matige eerste helft won Heidekamp in de derby verdiend van Broekhuizen. Dennis Verbeek was met twee doelpunten de grote man.</b></p>
<p>Voor ruim 300 toeschouwers begon Heidekamp sterk. Al in de twaalfde minuut schoot Verbeek na een hoekschop van Jelle Mulder de 1-0 binnen. Daarna zakte het spel in en kwam Broekhuizen steeds beter in de wedstrijd. Na een half uur maakte Stijn Ramaker gelijk, nadat de verdediging de bal niet weg kreeg.</p>
<p>In de rust moet trainer Wim Kamphuis de juiste woorden hebben gevonden. Vijf minuten na de hervatting kopte Kevin Hulst de 2-1 binnen. Broekhuizen kwam via Tom Brink nog terug, maar in de 78e minuut krulde Verbeek een vrije trap van twintig meter in de kruising.</p>
<table class="opstelling"><tr>
<td><b>Heidekamp:</b><br>Rik Veenstra; Jelle Mulder, Bart Schuiling, Sander Oosting, Niels Hemmen; Kevin Hulst (70. Thijs de Boer), Arjan Wolters, Mark Post; Dennis Verbeek, Gijs Jonker, Ruben Lok (82. Jesse Kroes)</td>
<td><b>Broekhuizen:</b><br>Erik Dam; Pim Stoker, Wout Kuipers, Luuk Dijkema, Roy Smit; Tom Brink, Stijn Ramaker, Hidde Bos; Joris Aalders (60. Koen Meijer), Daan Geertsema, Frank Hoving</td>
</tr></table>
<p><b>Doelpunten</b></p>
<table class="doelpunten" cellspacing="0">{goals}</table>
<p class="klein">Gele kaarten: Arjan Wolters (41'), Luuk Dijkema (55'), Pim Stoker (80') &middot; Scheidsrechter: H. Nijboer &middot; Toeschouwers: ca. 300</p>
<p class="klein"><a href="/fotoalbum/2010-03-14/">Bekijk de foto's</a> &middot; <a href="/verslagen/">Alle verslagen</a></p>
<div class="blok" style="margin-top:14px"><div class="bloktitel">Reacties (11)</div><div style="padding:6px">
{reacties}<p class="klein">Reageren? <a href="/reageer.php?id=2010031401">Klik hier</a>. Reacties met scheldwoorden worden verwijderd door de webmaster.</p>
</div></div>
</td>
<td width="260" valign="top" style="padding:10px 10px 10px 0">
<div class="blok"><div class="bloktitel">Programma</div><table class="prog" width="100%" cellspacing="0">{programme}</table></div>
<div class="blok"><div class="bloktitel">Stand 3e klasse E</div><table class="stand" width="100%" cellspacing="0"><tr><td>#</td><td>Team</td><td>G</td><td>P</td></tr>{table}</table></div>
<div class="blok"><div class="bloktitel">Jarig</div><div style="padding:6px">15-03 Jelle Mulder<br>17-03 Trees Hemmen (kantine)<br>19-03 Bram de Haan</div></div>
<div class="blok"><div class="bloktitel">Hoofdsponsor</div><div style="padding:6px" align="center"><img src="/afb/sponsor-bakker.svg" width="200" height="80" alt="Bakkerij Oosterhof"></div></div>
</td></tr>
<tr><td colspan="2" bgcolor="#ffd200" align="center" class="klein" height="24">&copy; 2010 v.v. Heidekamp &middot; webmaster: <a href="mailto:webmaster@heidekamp.example.nl">webmaster@heidekamp.example.nl</a> &middot; bezoekers: 084312</td></tr>
</table>
</body>
</html>
"""
    return make(
        "fa-nl-voetbal-heidekamp",
        "discussion",
        "nl",
        html,
        cs,
        path=path,
        container="div.blok under div.bloktitel 'Reacties (11)': div.reactie (p.reactie-kop 'b NAME schreef op DATE om TIME:', p.reactie-tekst); flat",
        heading="Reacties (11)",
        description="A Dutch amateur football club's match report of 2010 in a layout table: line-ups with substitutions, a goal table (minute, scorer, score), yellow cards, and in the right column the programme (dates, matches, times), the league table, birthdays and a sponsor; 11 supporters' reactions in a flat list, one '@Ilse:' answer by the webmaster.",
        lookalikes=("goal scorers with minutes", "programme with dates", "birthdays with names and dates"),
        files={
            "/afb/gras.svg": svg(40, 40, "#0b5d1e"),
            "/afb/logo.svg": svg(60, 60, "#0b5d1e", "VVH", 16),
            "/afb/sponsor-bakker.svg": svg(200, 80, "#8a5a2b", "Bakkerij Oosterhof", 16),
        },
    )


# --------------------------------------------------------------------------- sv: a municipal consultation, 2014


def sv_samrad() -> Case:
    kommun = "Sjöviks kommun, Samhällsbyggnad"
    cs = talk(f"""
Anders Holm || 14 april 2014 kl. 18:22 || Äntligen! Jag cyklar varje dag från Norrby till jobbet och Strandvägen är livsfarlig i rusningstrafik. Gärna belysning längs hela sträckan, inte bara vid busshållplatserna.
>{kommun} || 16 april 2014 kl. 09:10 || Tack för din synpunkt, Anders. Belysning ingår i förslaget längs hela sträckan, se gestaltningsprogrammet sidan 12.
Birgitta Lund || 15 april 2014 kl. 07:55 || Jag bor vid Strandvägen 44 och undrar vad som händer med vår infart. Enligt kartan försvinner halva gräsmattan framför huset, och ingen har kontaktat oss.
>{kommun} || 17 april 2014 kl. 13:40 || Hej Birgitta. Fastigheter som berörs kontaktas av kommunens markförhandlare under maj. Infarterna ska finnas kvar. Ring gärna projektledaren Sara Nyqvist om du vill veta mer redan nu.
Ola || 15 april 2014 kl. 21:03 || Varför ska det byggas cykelbana när gatorna i Östra Sjövik är fulla av hål? Laga det som finns först.
Cykelfrämjandet Sjövik || 18 april 2014 kl. 11:25 || Vi stöder förslaget men vill att cykelbanan blir minst 3 meter bred och skild från gångbanan. Med föreslagna 2,5 meter blir det trångt när elcyklar och barnvagnar möts. // Vi lämnar också ett skriftligt yttrande.
Karin S. || 20 april 2014 kl. 16:47 || Tänk på de gamla lindarna vid badplatsen! De får inte huggas ner för cykelbanans skull.
>{kommun} || 22 april 2014 kl. 10:05 || Lindarna ska stå kvar. Cykelbanan dras norr om träden vid badplatsen, se plankarta 3.
Mehmet Aydin || 23 april 2014 kl. 19:30 || Bra förslag. Kan man också sätta upp en cykelpump och ett par bänkar vid badplatsen?
Lisa och Johan || 27 april 2014 kl. 22:11 || Vi har två barn som ska cykla till Strandskolan i höst, så vi hoppas att den blir klar före skolstarten. Blir det ett övergångsställe vid skolan?
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        if c.parent is not None:
            return (
                f'<li class="svar"><p class="svar-rubrik">Svar från <strong>{esc(c.who)}</strong> '
                f"<time>{esc(c.at)}</time></p>{paras(c.raw)}</li>\n"
            )
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<ul class="svarslista">\n{sub}</ul>\n' if sub else ""
        return (
            f'<li class="synpunkt" id="synpunkt-{512 + i}"><p class="avsandare"><strong>{esc(c.who)}</strong> '
            f"<time>{esc(c.at)}</time></p>{paras(c.raw)}\n{sub}</li>\n"
        )

    items = "".join(item(i) for i in k[None])
    docs = "".join(
        f'<li><a href="/download/samrad/strandvagen/{f}">{esc(t)}</a> <span class="fil">({s})</span> <span class="datum">{d}</span></li>'
        for t, f, s, d in (
            (
                "Samrådshandling: Gång- och cykelbana Strandvägen",
                "samradshandling.pdf",
                "PDF, 2,3 MB",
                "2014-04-07",
            ),
            ("Plankarta 1-4", "plankartor.pdf", "PDF, 5,1 MB", "2014-04-07"),
            ("Gestaltningsprogram", "gestaltning.pdf", "PDF, 3,8 MB", "2014-04-07"),
            (
                "Trafikutredning Strandvägen, konsultrapport",
                "trafikutredning.pdf",
                "PDF, 1,2 MB",
                "2014-02-18",
            ),
            (
                "Protokollsutdrag, Samhällsbyggnadsnämnden § 47",
                "protokoll-sbn-47.pdf",
                "PDF, 180 kB",
                "2014-03-26",
            ),
        )
    )
    path = "/bo-och-leva/trafik/samrad/gang-och-cykelbana-strandvagen"
    html = f"""<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Samråd: Gång- och cykelbana längs Strandvägen - Sjöviks kommun</title>
<style>
body{{margin:0;font:16px/1.5 Arial,sans-serif;color:#1a1a1a}}.topp{{background:#00508a;color:#fff}}.topp .in,.sida{{max-width:1000px;margin:0 auto;padding:0 16px}}
.topp .in{{display:flex;justify-content:space-between;align-items:center;height:70px}}.topp a{{color:#fff}}.meny{{background:#e6eef5}}.meny a{{display:inline-block;padding:10px 12px;color:#00508a}}
.sida{{display:flex;gap:30px;padding-top:20px}}.huvud{{flex:1}}.sido{{width:280px;font-size:14px}}
.ingress{{font-size:19px}}.faktaruta{{background:#fff6d6;border:1px solid #e9d48a;padding:10px 14px}}
ul.dokument{{list-style:none;padding:0}}ul.dokument li{{padding:6px 0;border-bottom:1px solid #ddd}}.datum,.fil{{color:#666;font-size:13px}}
ol.synpunkter{{list-style:none;padding:0}}li.synpunkt{{border-top:1px solid #ccc;padding:12px 0}}.avsandare time,.svar-rubrik time{{color:#666;font-size:13px;margin-left:8px}}
ul.svarslista{{list-style:none;margin:8px 0 0 30px;padding:0}}li.svar{{background:#e6eef5;border-left:4px solid #00508a;padding:6px 12px}}
.sido h2{{font-size:16px;color:#00508a}}.sido ol{{padding-left:18px}}footer{{background:#00508a;color:#fff;padding:20px;margin-top:30px;font-size:13px}}
</style>
</head>
<body>
<div class="topp"><div class="in"><a href="/"><img src="/static/sjovik-logo.svg" width="180" height="44" alt="Sjöviks kommun"></a><span><a href="/lattlast/">Lättläst</a> &middot; <a href="/in-english/">In English</a> &middot; <a href="/sok/">Sök</a></span></div></div>
<div class="meny"><div class="in" style="max-width:1000px;margin:0 auto"><a href="/bo-och-leva/">Bo och leva</a><a href="/barn-och-utbildning/">Barn och utbildning</a><a href="/omsorg/">Omsorg och hjälp</a><a href="/kultur-och-fritid/">Kultur och fritid</a><a href="/naringsliv/">Näringsliv</a><a href="/kommun-och-politik/">Kommun och politik</a></div></div>
<div class="sida">
<div class="huvud">
<p class="datum"><a href="/bo-och-leva/">Bo och leva</a> / <a href="/bo-och-leva/trafik/">Trafik och gator</a> / <a href="/bo-och-leva/trafik/samrad/">Samråd</a></p>
<h1>Samråd: Gång- och cykelbana längs Strandvägen</h1>
<p class="ingress">Kommunen föreslår en ny gång- och cykelbana längs Strandvägen mellan Norrby och Strandskolan, 2,4 kilometer. Nu vill vi veta vad du tycker. Samrådet pågår 7 april – 2 maj 2014.</p>
<div class="faktaruta"><strong>Kort om förslaget</strong><ul><li>Ny gång- och cykelbana på norra sidan av Strandvägen, 2,5 meter bred</li><li>Belysning längs hela sträckan</li><li>Två nya busshållplatser med väderskydd</li><li>Hastigheten sänks till 40 km/h</li><li>Byggstart tidigast våren 2015</li></ul></div>
<p>I dag saknas en sammanhängande gång- och cykelväg längs Strandvägen, och många barn cyklar på vägrenen till Strandskolan. Förslaget bygger på trafikutredningen från februari 2014 och Samhällsbyggnadsnämndens beslut den 26 mars.</p>
<h2>Samrådshandlingar</h2>
<ul class="dokument">{docs}</ul>
<h2>Tidplan</h2>
<ul><li>7 april 2014: samrådet börjar</li><li>22 april 2014 kl. 18.30: öppet hus i Strandskolans matsal</li><li>2 maj 2014: sista dag att lämna synpunkter</li><li>Hösten 2014: samrådsredogörelse och beslut i nämnden</li></ul>
<h2 id="synpunkter">Synpunkter (7)</h2>
<p class="datum">Synpunkterna publiceras efter granskning. Kommunen svarar på frågor under samrådstiden. Alla synpunkter sammanställs i samrådsredogörelsen.</p>
<ol class="synpunkter">
{items}</ol>
<form class="lamna" method="post" action="/samrad/lamna-synpunkt"><h3>Lämna din synpunkt</h3><p><label>Namn <input name="namn"></label></p><p><label>Synpunkt<br><textarea name="text" rows="5" cols="60"></textarea></label></p><p><button>Skicka</button></p></form>
</div>
<div class="sido">
<h2>Kontakt</h2><p>Sara Nyqvist, projektledare<br>Samhällsbyggnadsförvaltningen<br>Telefon via kundtjänst</p>
<h2>Fler samråd</h2><ol><li><a href="/samrad/detaljplan-hamnen">Detaljplan för Hamnen etapp 2</a><br><span class="datum">pågår till 16 maj 2014</span></li><li><a href="/samrad/ny-forskola-norrby">Ny förskola i Norrby</a><br><span class="datum">avslutat 31 mars 2014</span></li><li><a href="/samrad/parkeringsnorm">Ny parkeringsnorm</a><br><span class="datum">avslutat 14 februari 2014</span></li></ol>
<p class="datum">Sidan uppdaterades 28 april 2014 av Emma Larsson</p>
</div>
</div>
<footer>Sjöviks kommun &middot; Stadshuset, Torget 1 &middot; 000 00 Sjövik &middot; Kundtjänst 0000-00 00 00 &middot; <a href="/om-webbplatsen/" style="color:#fff">Om webbplatsen</a> &middot; <a href="/kakor/" style="color:#fff">Kakor</a></footer>
</body>
</html>
"""
    return make(
        "fa-sv-samrad-strandvagen",
        "discussion",
        "sv",
        html,
        cs,
        path=path,
        container="ol.synpunkter under h2 'Synpunkter (7)': li.synpunkt (p.avsandare strong NAME time DATE; paragraphs); the council's answers in ul.svarslista > li.svar ('Svar från strong NAME time DATE') inside the view's li",
        heading="Synpunkter (7)",
        description="A Swedish municipality's public consultation page of 2014: the proposal with a fact box, 'Samrådshandlingar' (five official documents with size and date), a timetable with dates, a contact box, 'Fler samråd' (three other consultations with dates) and 'Sidan uppdaterades … av NAME'; 7 citizens' views, three of them with the council's answer nested (the heading counts the 7 views, the truth holds 10).",
        lookalikes=(
            "official documents with dates",
            "timetable with dates",
            "other consultations with dates",
        ),
        files={"/static/sjovik-logo.svg": svg(180, 44, "#00508a", "Sjöviks kommun", 18)},
    )


# --------------------------------------------------------------------------- pt: a book club, 2011


def pt_clube() -> Case:
    cs = talk("""
Regina || 12/04/2011 às 22:14 || Terminei a primeira parte ontem à noite e não consegui dormir. Aquela cena da mãe esperando o barco no cais é de partir o coração. // Alguém mais achou que o narrador esconde alguma coisa desde o começo?
Toninho || 13/04/2011 às 08:40 || Regina, achei sim! Ele fala muito do irmão mas nunca diz o que aconteceu naquele verão. Aposto que vai ser a grande revelação do livro.
Célia Barros || 14/04/2011 às 19:05 || Confesso que estou com dificuldade. A escrita é linda, mas as frases longas sem ponto me cansam. Vou tentar ler em voz alta, como a Lurdes sugeriu no último encontro.
Lurdes (moderadora) || 15/04/2011 às 10:30 || Lembrete: o encontro do dia 28 vai ser na casa da Célia e não na biblioteca, porque a sala estará em reforma. Cada um leva um prato! // Para quem perguntou: a edição de bolso tem a mesma paginação até o capítulo 9.
Fernando || 17/04/2011 às 23:52 || Li o livro inteiro de uma vez no feriado, desculpem! Não vou dar spoiler. Só digo que o último capítulo muda tudo e que vale a pena insistir, Célia.
""")
    coments = "".join(
        f'<div class="coment" id="c{n + 1}">\n<div class="coment-texto">{paras(c.raw)}</div>\n'
        f'<div class="coment-rodape">Postado por <b>{esc(c.who)}</b> em {esc(c.at)} | <a href="#c{n + 1}">link</a></div>\n</div>\n'
        for n, c in enumerate(cs)
    )
    schedule = "".join(
        f"<tr><td>{w}</td><td>{esc(ch)}</td><td>{d}</td><td>{esc(who)}</td></tr>"
        for w, ch, d, who in (
            ("1ª semana", "Capítulos 1 a 5 (p. 9-74)", "até 07/04", "Regina Pires"),
            ("2ª semana", "Capítulos 6 a 10 (p. 75-142)", "até 14/04", "Antônio Falcão"),
            ("3ª semana", "Capítulos 11 a 16 (p. 143-210)", "até 21/04", "Célia Barros"),
            ("4ª semana", "Capítulos 17 ao fim (p. 211-268)", "até 28/04", "Lurdes Amaral"),
        )
    )
    path = "/livro-do-mes/2011-04-o-mar-de-dentro.html"
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="pt-BR" xml:lang="pt-BR">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Livro do mês: O Mar de Dentro | Clube de Leitura da Rua Pirapitingui</title>
<style type="text/css">
body{{margin:0;background:#f3ede4;font:15px/1.6 Georgia,serif;color:#333}}#tudo{{width:860px;margin:20px auto;background:#fff;border:1px solid #d9cbb5}}
#topo{{padding:24px 30px;border-bottom:4px double #a0522d}}#topo h2{{margin:0;font-weight:normal;color:#a0522d;font-size:30px}}#topo p{{margin:0;font-style:italic;color:#8a7a66}}
#conteudo{{float:left;width:540px;padding:20px 30px}}#lado{{float:right;width:220px;padding:20px 20px 0 0;font-size:13px}}
.capa{{float:left;margin:0 16px 10px 0}}table.cronograma{{width:100%;border-collapse:collapse;font-size:13px}}table.cronograma td,table.cronograma th{{border:1px solid #d9cbb5;padding:4px}}
table.cronograma th{{background:#f3ede4}}h3{{color:#a0522d}}.coment{{border-top:1px solid #e6dccb;padding:10px 0}}
.coment-rodape{{font-size:12px;color:#8a7a66;text-align:right}}#lado h4{{border-bottom:1px solid #d9cbb5;color:#a0522d;margin:14px 0 6px}}
#rodape{{clear:both;border-top:1px solid #d9cbb5;padding:10px;font-size:11px;color:#8a7a66;text-align:center}}
</style>
</head>
<body>
<div id="tudo">
<div id="topo"><h2>Clube de Leitura da Rua Pirapitingui</h2><p>lemos um livro por mês desde 2007 &mdash; encontros na última quinta-feira, às 19h30</p></div>
<div id="conteudo">
<h1>Abril de 2011: <i>O Mar de Dentro</i>, de Helena Coutinho</h1>
<p><img class="capa" src="/imagens/capas/o-mar-de-dentro.svg" width="110" height="165" alt="Capa" />Escolhido por votação em março (9 votos de 14), o romance de estreia de Helena Coutinho conta a história de uma família de pescadores de uma ilha do litoral sul, contada quarenta anos depois pelo filho mais novo. Edição de 2009, 268 páginas.</p>
<p>Como sempre, dividimos a leitura em quatro semanas. Quem puxa a conversa de cada semana traz duas ou três perguntas para o encontro.</p>
<h3>Cronograma de leitura</h3>
<table class="cronograma"><tr><th>Semana</th><th>Leitura</th><th>Prazo</th><th>Quem puxa a conversa</th></tr>{schedule}</table>
<p><b>Encontro de discussão:</b> quinta-feira, 28 de abril de 2011, 19h30, na casa da Célia (endereço por e-mail).</p>
<h3>Comentários dos membros (5)</h3>
{coments}<p><a href="/comentar.php?livro=2011-04">Deixe seu comentário</a> (só para membros do clube)</p>
</div>
<div id="lado">
<h4>Livros anteriores</h4><ul>
<li><a href="/livro-do-mes/2011-03-cartas-de-itaoca.html">Cartas de Itaoca</a>, Jorge Menezes &ndash; março/2011</li>
<li><a href="/livro-do-mes/2011-02-a-casa-das-janelas.html">A Casa das Janelas</a>, Beatriz Salles &ndash; fevereiro/2011</li>
<li><a href="/livro-do-mes/2011-01-o-relojoeiro.html">O Relojoeiro de Ouro Preto</a>, Caio Rezende &ndash; janeiro/2011</li>
</ul>
<h4>Próximos encontros</h4><ul><li>28/04 &ndash; O Mar de Dentro</li><li>26/05 &ndash; livro a escolher</li><li>30/06 &ndash; piquenique no parque</li></ul>
<h4>Membros</h4><p>14 membros ativos. Quer participar? Escreva para <a href="mailto:clube@pirapitingui.example.com.br">clube@pirapitingui.example.com.br</a>.</p>
</div>
<div id="rodape">Clube de Leitura da Rua Pirapitingui &middot; São Paulo &middot; 2007-2011</div>
</div>
</body>
</html>
"""
    return make(
        "fa-pt-clube-leitura",
        "discussion",
        "pt",
        html,
        cs,
        path=path,
        container="div#conteudo after h3 'Comentários dos membros (5)': div.coment (div.coment-texto paragraphs, then div.coment-rodape 'Postado por b NAME em DATE | link'); flat, the name after the text",
        heading="Comentários dos membros (5)",
        description="A Brazilian neighbourhood book club's monthly book page of 2011: the book and its cover, a reading schedule table (week, chapters, deadline, the member leading each week's talk), the meeting date, and a sidebar with earlier books (titles, authors, months) and coming meetings with dates; 5 members' comments, each text first and 'Postado por NAME em DATE' after it, flat.",
        lookalikes=(
            "reading schedule with dates and members' names",
            "earlier books with authors and months",
        ),
        files={"/imagens/capas/o-mar-de-dentro.svg": svg(110, 165, "#2c5d7c", "O Mar", 16)},
    )


# --------------------------------------------------------------------------- cs: a beekeepers' seminar, 2012


def cs_seminar() -> Case:
    cs = talk("""
Jaroslav Nový || 18. 2. 2012 14:22 || Bude se na semináři prodávat i kyselina mravenčí, nebo si ji mám přivézt z Plzně? Loni jsem ji tady sháněl marně.
>Josef Kratochvíl || 18. 2. 2012 20:05 || Dobrý den, kyselinu bude mít pan Hrubý u stolu s pomůckami. Objednejte si ji ale předem telefonem, ať jí je dost.
Marie Vondrová || 19. 2. 2012 09:41 || Je možné přijít jen na odpolední přednášku o medovinách? Dopoledne mám službu v obchodě.
>Josef Kratochvíl || 19. 2. 2012 12:15 || Samozřejmě, vstup je volný a můžete přijít kdykoli. Jen se pak nezapomeňte zapsat do prezenční listiny.
Včelař z Bukovce || 21. 2. 2012 18:30 || Loni byl sál tak plný, že lidé stáli až na chodbě. Nešlo by to letos udělat v sokolovně?
>Petr Hrubý || 21. 2. 2012 21:02 || Sokolovna je v sobotu obsazená kvůli plesu, bohužel. Přineseme aspoň židle z klubovny.
>>Včelař z Bukovce || 22. 2. 2012 07:50 || Díky, to pomůže.
Lenka || 24. 2. 2012 16:10 || Těším se! Přinesu ochutnat svoji loňskou medovinu s hřebíčkem, ať máme co porovnávat.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        return (
            f'<div class="prispevek">\n<div class="hlavicka"><span class="jmeno">{esc(c.who)}</span> | {esc(c.at)}</div>\n'
            f'<div class="text">{paras(c.raw, p="")}</div>\n<div class="odkazy"><a href="/diskuse/odpovedet.php?id={930 + i}">Odpovědět</a></div>\n'
            f"{sub}</div>\n"
        )

    items = "".join(item(i) for i in k[None])
    programme = "".join(
        f'<tr><td class="cas">{t}</td><td>{esc(x)}</td><td class="kdo">{esc(w)}</td></tr>'
        for t, x, w in (
            ("8:30", "Prezence, prodej pomůcek a literatury", ""),
            ("9:00", "Zahájení, zpráva o činnosti organizace za rok 2011", "Josef Kratochvíl, předseda ZO"),
            ("9:30", "Varroáza v roce 2012: co fungovalo a co ne", "MVDr. Hana Štěpánková"),
            ("11:00", "Jarní rozvoj včelstev a výměna matek", "Ing. Karel Šíma"),
            ("12:30", "Oběd (guláš, objednávky u jednatele)", ""),
            ("13:30", "Medoviny a medové nápoje z domácí výroby", "Petr Hrubý"),
            ("15:00", "Diskuse, ochutnávka, losování tomboly", "všichni"),
        )
    )
    path = "/akce/jarni-seminar-2012"
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="cs" lang="cs">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Jarní seminář 2012 - ZO ČSV Horní Lhota</title>
<style type="text/css">
body{{margin:0;background:#fdf6d8;font:13px/1.5 Tahoma,Arial,sans-serif;color:#333}}#obal{{width:920px;margin:0 auto;background:#fff;border-left:1px solid #e0c060;border-right:1px solid #e0c060}}
#hlava{{height:120px;background:#f2b705 url(/obr/plastev.svg) repeat-x bottom}}#hlava h2{{margin:0;padding:30px 20px 0;font:bold 28px Georgia;color:#4a3500}}
#menu{{background:#4a3500;padding:6px 20px}}#menu a{{color:#fdf6d8;margin-right:16px;text-decoration:none}}
#levy{{float:left;width:620px;padding:16px 20px}}#pravy{{float:right;width:220px;padding:16px 20px 0 0}}
h1{{font:bold 22px Georgia;color:#4a3500}}table.program{{border-collapse:collapse;width:100%}}table.program td{{border-bottom:1px solid #eee;padding:4px}}
td.cas{{font-weight:bold;color:#b07d00;width:50px}}td.kdo{{font-style:italic;color:#666}}
.info{{background:#fdf6d8;border:1px solid #e0c060;padding:8px 12px}}
#diskuse h3{{background:#4a3500;color:#fff;padding:4px 8px}}.prispevek{{border-left:3px solid #f2b705;margin:8px 0;padding:4px 0 4px 10px}}
.prispevek .prispevek{{margin-left:24px}}.hlavicka{{color:#888;font-size:11px}}.jmeno{{font-weight:bold;color:#4a3500;font-size:13px}}.odkazy{{font-size:11px}}
.box{{border:1px solid #e0c060;margin-bottom:12px}}.box h4{{margin:0;background:#f2b705;padding:4px 8px}}.box div{{padding:6px 8px}}
#pata{{clear:both;background:#4a3500;color:#e0c060;text-align:center;padding:8px;font-size:11px}}
</style>
</head>
<body>
<div id="obal">
<div id="hlava"><h2>Základní organizace ČSV Horní Lhota</h2></div>
<div id="menu"><a href="/">Úvod</a><a href="/aktuality/">Aktuality</a><a href="/akce/">Akce</a><a href="/clenove/">Pro členy</a><a href="/med/">Med od našich včelařů</a><a href="/fotogalerie/">Fotogalerie</a><a href="/kontakt/">Kontakt</a></div>
<div id="levy">
<h1>Jarní seminář 2012</h1>
<div class="info"><b>Kdy:</b> sobota 3. března 2012, 8:30 &ndash; 16:00<br /><b>Kde:</b> sál hostince U Lípy, Horní Lhota č. p. 12<br /><b>Vstupné:</b> členové zdarma, ostatní 50 Kč<br /><b>Pořádá:</b> ZO ČSV Horní Lhota ve spolupráci s obecním úřadem</div>
<p>Srdečně zveme všechny včelaře i zájemce o včelaření na tradiční jarní seminář. Letos se zaměříme na zkušenosti s léčením varroázy po loňské teplé zimě a na jarní práce ve včelnici. Odpoledne patří medovinám.</p>
<h3>Program</h3>
<table class="program">{programme}</table>
<p>Přihlášky na oběd do 28. února u jednatele Petra Hrubého. Seminář je započítán do vzdělávání důvěrníků.</p>
<div id="diskuse">
<h3>Diskuse k akci (8)</h3>
{items}<p><a href="/diskuse/novy.php?akce=2012-03-03">Přidat příspěvek</a></p>
</div>
</div>
<div id="pravy">
<div class="box"><h4>Kalendář akcí</h4><div>3. 3. 2012 &ndash; Jarní seminář<br />14. 4. 2012 &ndash; Výroční členská schůze<br />19. 5. 2012 &ndash; Den otevřených včelnic<br />8. 9. 2012 &ndash; Medový jarmark</div></div>
<div class="box"><h4>Aktuality</h4><div><a href="/aktuality/2012-02-kontrola-vcelstev">Prohlídka včelstev proběhne v dubnu</a> <small>(15. 2. 2012)</small><br /><a href="/aktuality/2012-01-dotace">Dotace 1.D &ndash; termín podání</a> <small>(30. 1. 2012)</small></div></div>
<div class="box"><h4>Počasí ve včelnici</h4><div>Teplota: 4 °C<br />Váha úlu: 31,2 kg (&minus;0,2)</div></div>
</div>
<div id="pata">&copy; ZO ČSV Horní Lhota 2012 &middot; web spravuje Petr Hrubý &middot; <a href="/mapa-stranek/" style="color:#fdf6d8">Mapa stránek</a></div>
</div>
</body>
</html>
"""
    return make(
        "fa-cs-seminar-vcelari",
        "discussion",
        "cs",
        html,
        cs,
        path=path,
        container="div#diskuse under h3 'Diskuse k akci (8)': div.prispevek (div.hlavicka span.jmeno NAME | DATE; div.text; div.odkazy 'Odpovědět'); replies as div.prispevek nested inside their parent's div.prispevek, two deep once",
        heading="Diskuse k akci (8)",
        description="A Czech beekeepers' branch's event page of 2012: the event's facts box, a programme table (times, talks, speakers), and a sidebar with the events calendar (dates), news with dates and a hive-scale weather box; 8 comments, four replies nested (two deep once), the organisers answering.",
        lookalikes=("programme with times and speakers", "events calendar with dates"),
        files={"/obr/plastev.svg": svg(40, 20, "#e0a000")},
    )

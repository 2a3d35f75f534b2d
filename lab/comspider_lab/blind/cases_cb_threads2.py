"""Blind set CB: three discussions of 6 to 12 comments in the served HTML, in the sites' own markup that never says
"comment": an Italian daily's nested "ms-entry" boxes with thumbs votes and the newsroom's answers, no heading, under
a photo gallery of the building site (it); a Dutch weekly's loose siblings without an element per comment (a name
line, paragraphs, a rule), answers opening with a quote of what they answer (nl); a Catalan paper's flat boxes of a
hashed class, answers shown only by an inline left margin, no heading, right after a table of election results (ca).
Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import depth
from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    flat,
    links,
    most_read,
    paras,
    rows,
    seeds,
    talk,
    ticker,
    unnamed,
)


def it_variante() -> Case:
    ns = unnamed(
        talk("""
Franco_Brambilla @ 3 aprile 2014 alle 08:12 [up=23, down=4] :: Siamo alle solite. Il primo lotto doveva aprire nel 2011, poi nel 2013, ora nel 2016. Intanto i camion passano in centro a Borgo davanti alla scuola elementare.
  lettore_valmarenese @ 3 aprile 2014 alle 08:40 [up=11, down=1] :: Franco, davanti alla scuola c'è il divieto per i mezzi pesanti dalle 7.30 alle 8.30. Il problema è che nessuno lo fa rispettare.
    Franco_Brambilla @ 3 aprile 2014 alle 09:02 [up=6, down=0] :: Appunto, il divieto c'è sulla carta. Io abito in via Manzoni, alle otto passano uno dietro l'altro.
  Giulia M. @ 3 aprile 2014 alle 10:15 [up=4, down=2] :: Bisogna anche dire che la ditta è fallita, non è colpa del Comune se i lavori sono fermi.
Redazione @ 3 aprile 2014 alle 11:30 [up=9, down=0, staff] :: Precisiamo per i lettori: secondo la Provincia il nuovo appalto per il secondo lotto sarà bandito entro giugno. Aggiorneremo l'articolo appena avremo il cronoprogramma.
Pier Luigi Sala @ 3 aprile 2014 alle 12:48 [up=15, down=3] :: Venti milioni per quattro chilometri di strada e un ponte. Se li avessero dati a un privato l'avrebbe finita in un anno. // Chiedo a chi amministra: chi paga le penali della ditta fallita? Noi, come sempre?
  Giulia M. @ 3 aprile 2014 alle 13:05 [up=2, down=7] :: Le penali le paga l'assicurazione della ditta, c'è una fideiussione. Almeno così ha detto l'assessore in consiglio.
ex camionista @ 3 aprile 2014 alle 14:20 [up=8, down=1] :: Ho fatto quella strada per trent'anni. Il ponte sul Marena è il vero problema: quando piove forte chiudono la provinciale e si passa da Cassina, dieci chilometri in più.
Annamaria @ 3 aprile 2014 alle 16:47 [up=3, down=0] :: Ma il tratto già costruito non si potrebbe aprire almeno fino alla rotonda della zona industriale?
  Redazione @ 3 aprile 2014 alle 17:10 [up=5, down=0, staff] :: Annamaria, lo abbiamo chiesto alla Provincia: il tratto non è ancora collaudato e senza illuminazione non può essere aperto.
    Annamaria @ 3 aprile 2014 alle 17:35 [up=2, down=0] :: Grazie per la risposta, almeno si sa perché.
Marco Ronchi @ 4 aprile 2014 alle 07:55 [up=1, down=0] :: Nel 2016 ci saranno le elezioni... vedrete che la aprono giusto in tempo per il taglio del nastro.
""")
    )

    def item(i: int, n: Note, sub: str) -> str:
        eid = 1083344 + 19 * i
        staff = ' <span class="ms-st">STAFF</span>' if n.tag("staff") else ""
        return (
            f'<div class="ms-entry" id="{eid}"><div class="ms-top"><img src="/_avatar/cv-{eid}.svg" alt="" width="32" height="32">'
            f'<a class="ms-u" href="/utenti/{slug_of(n.who)}">{esc(n.who)}</a>{staff} <span class="ms-t">{esc(n.at)}</span></div>'
            f'<div class="ms-b">{paras(n.body)}</div>'
            f'<div class="ms-f"><span class="ms-v"><a href="#" class="up">👍 {n.tag("up")}</a> <a href="#" class="dn">👎 {n.tag("down")}</a></span>'
            f' <a href="#" class="ms-r">Rispondi</a> <a href="/segnala/{eid}" class="ms-x">Segnala</a></div>'
            + (f'<div class="ms-sub">{sub}</div>' if sub else "")
            + "</div>"
        )

    gallery = (
        '<div class="gal"><p class="gal-h">FOTOGALLERY · Il cantiere della variante (5 foto)</p><ul>'
        + "".join(
            f'<li><img src="/_avatar/cv-g{k}.svg" alt="" width="120" height="80"><span>{esc(c)}</span></li>'
            for k, c in enumerate(
                (
                    "Il viadotto sul Marena, fermo a metà",
                    "Le gru abbandonate nell'area di cantiere",
                    "La rotonda della zona industriale",
                    "Il tratto già asfaltato verso Cassina",
                    "Il cartello con la data di fine lavori: dicembre 2012",
                )
            )
        )
        + "</ul></div>"
    )
    after = (
        '<div class="ms-wrap"><div class="ms-bar">12 interventi · <a href="?ord=rec">più recenti</a> | <a href="?ord=vot">più votati</a></div>'
        + draw(ns, item, lambda s, _p: s)
        + '<div class="ms-form"><textarea rows="4" cols="60" placeholder="Scrivi qui il tuo intervento"></textarea><br><button type="button">Invia</button> <small>Devi essere registrato per intervenire.</small></div></div>'
    )
    side = most_read(
        "it-valmarena",
        """
Variante di Borgo San Fedele, l'apertura slitta al 2016 | 6.204
Incidente sulla provinciale 12, grave un ciclista | 4.118
Calcio, il Valmarena vince il derby | 2.977
Mercato del giovedì, cambiano gli orari | 1.540
""",
        "letture",
    ) + box(
        "it-valmarena",
        "Farmacie di turno",
        "<ul><li>Borgo San Fedele: Farmacia Centrale, via Roma 4</li><li>Cassina: Farmacia Ronchi, piazza Mazzini 1</li></ul>",
    )
    style = (
        ".gal ul{list-style:none;padding:0;overflow:hidden}.gal li{float:left;width:120px;margin-right:8px;font-size:10px;color:#555}.gal-h{font-weight:bold;color:#0b3b6f}"
        ".ms-bar{border-top:2px solid #0b3b6f;font-size:11px;color:#666;padding:4px 0;margin-top:18px}.ms-entry{border-bottom:1px solid #e6e6e6;padding:8px 0}"
        ".ms-top img{vertical-align:middle;margin-right:6px}.ms-u{font-weight:bold}.ms-t{font-size:11px;color:#999}.ms-st{background:#0b3b6f;color:#fff;font-size:9px;padding:1px 3px}"
        ".ms-f{font-size:11px}.ms-f a{color:#888;margin-right:6px;text-decoration:none}.ms-sub{margin:6px 0 0 30px;border-left:2px solid #dde6f0;padding-left:10px}"
    )
    piece = Piece(
        "Variante di Borgo San Fedele, cantiere fermo: l'apertura slitta al 2016",
        "di Elena Cattaneo",
        "2014-04-03T07:00:00+02:00",
        "03 aprile 2014",
        """
Nuovo rinvio per la variante della provinciale 12 a Borgo San Fedele. Dopo il fallimento della ditta che aveva vinto l'appalto del secondo lotto, la Provincia ha comunicato ieri che la strada non aprirà prima della primavera 2016.

Il cantiere è fermo da ottobre. Il viadotto sul torrente Marena è costruito per metà, mentre il tratto tra la zona industriale e Cassina è già asfaltato ma non collaudato.

L'opera, costata finora venti milioni di euro, dovrebbe togliere dal centro del paese circa 900 mezzi pesanti al giorno. Il sindaco ha chiesto un incontro urgente con il presidente della Provincia.
""",
        dek="Dopo il fallimento della ditta la Provincia deve rifare la gara. Il viadotto sul Marena è a metà.",
        section="Cronaca",
        tags=("Borgo San Fedele", "Viabilità", "Provincia"),
        caption="Il cantiere fermo sul torrente Marena. (Foto Cattaneo)",
    )
    return case(
        "cb-it-interventi",
        "discussion",
        "it-valmarena",
        piece,
        Bits(inside=gallery, after=after, side=side, style=style, top="Borgo San Fedele 14° 🌧"),
        seeds(ns),
        path="/cronaca/2014/04/03/news/variante-di-borgo-san-fedele-l-apertura-slitta-al-2016-88123",
        reveal="on_load",
        container="div.ms-wrap: div.ms-bar '12 interventi', div.ms-entry#<number> (div.ms-top a.ms-u NAME, span.ms-t; div.ms-b > p; div.ms-f votes, Rispondi, Segnala), replies in div.ms-sub inside the parent, three levels",
        heading=None,
        description="An Italian online daily of 2014: an article on a stalled bypass with a five-photo gallery of captions inside it, then 12 'interventi' in nested ms-entry boxes with thumbs-up/down counts, the newsroom ('Redazione', a STAFF badge) answering twice, replies three levels deep; no heading, only a count bar; a cookie banner, most read with counts, chemists on duty. Most awkward: no heading and no 'comment' anywhere, the entries called 'interventi', the gallery's captions right above.",
        static=True,
        lookalikes=("a photo gallery's captions", "most read with counts"),
    )


def slug_of(name: str) -> str:
    return "".join(ch.lower() if ch.isalnum() else "-" for ch in name).strip("-") or "anonimo"


def nl_los() -> Case:
    ns = talk("""
Hennie Bakker @ 12-03-2014 14:22 :: Twaalf molens van 150 meter hoog op een kilometer van Nieuw-Annerveen. Vraag eens aan de mensen in Drouwenermond hoe dat bevalt, dat gezoem 's nachts. // De gemeente heeft ons niet één keer gevraagd wat we ervan vinden. De informatieavond was een week ná het besluit.
Jan Wolters @ 12-03-2014 15:01 :: Iedereen wil groene stroom maar niemand wil een molen in de achtertuin. Zo komen we nergens.
^2 Hennie Bakker @ 12-03-2014 15:40 :: Jan, ik heb zelf zonnepanelen op het dak, dus vertel mij niks over groene stroom. Het gaat om de afstand tot de huizen.
G. Smit @ 12-03-2014 17:12 :: Wie krijgt de opbrengst? De grondeigenaren en een bedrijf uit Rotterdam. Het dorp krijgt een omgevingsfonds van 40.000 euro per jaar, dat is een fooi.
^4 Redactie De Veenkoerier @ 12-03-2014 18:05 :: Volgens de gemeente gaat het om 50 cent per opgewekte megawattuur, naar schatting 60.000 euro per jaar. Het bedrag in het artikel is aangepast.
Trientje @ 13-03-2014 08:30 :: Mijn opa heeft hier nog turf gestoken. Eerst het veen weg, nu de molens. // Het landschap is van niemand meer.
""")
    quotes = {
        2: ("Jan Wolters", "Iedereen wil groene stroom maar niemand wil een molen in de achtertuin."),
        4: ("G. Smit", "Het dorp krijgt een omgevingsfonds van 40.000 euro per jaar, dat is een fooi."),
    }

    def item(i: int, n: Note) -> str:
        q = ""
        if i in quotes:
            who, said = quotes[i]
            q = f'<blockquote class="q"><i>{esc(who)} schreef:</i><br>{esc(said)}</blockquote>'
        return (
            f'<a name="{5520 + i}"></a><p class="m"><b>{esc(n.who)}</b> | {esc(n.at)}</p>'
            + q
            + "".join(f"<p>{esc(x)}</p>" for x in n.body.split("\n\n"))
            + '<hr class="s">'
        )

    faq = (
        '<div class="vv"><h3>Vragen en antwoorden</h3><dl>'
        + "".join(
            f"<dt>{esc(q)}</dt><dd>{esc(a)}</dd>"
            for q, a in rows("""
Hoe hoog worden de molens? | De tiphoogte is 150 meter, de ashoogte 100 meter.
Hoe ver staan ze van de huizen? | De dichtstbijzijnde woning ligt op 950 meter.
Wanneer wordt er gebouwd? | Als er geen bezwaren komen, vanaf het voorjaar van 2015.
Kan ik bezwaar maken? | Ja, tot zes weken na de publicatie in de Staatscourant.
""")
        )
        + "</dl></div>"
    )
    after = (
        '<div class="box" id="p-31"><h3 class="k">Wat vindt u?</h3>'
        + flat(ns, item)
        + '<p class="kl">Uw mening geven? <a href="/inloggen">Log in</a> of <a href="/registreren">registreer</a>. Scheldwoorden en persoonlijke aanvallen worden verwijderd.</p></div>'
    )
    side = most_read(
        "nl-veen",
        """
Windpark Veenwouden: raad stemt in met twaalf molens | 3.408
Brand in schuur aan de Zuiderdiep | 2.911
VV Annerveen wint derby in blessuretijd | 1.877
Nieuwe huisarts in Gasselte | 1.030
""",
        "x gelezen",
    ) + box(
        "nl-veen",
        "Agenda",
        links(
            (
                "14 mrt: Informatieavond windpark, dorpshuis",
                "15 mrt: Oud papier Nieuw-Annerveen",
                "22 mrt: Klaverjassen 't Veenhuis",
            ),
            "/agenda/",
        ),
    )
    style = (
        ".vv{background:#fff4ea;padding:6px 12px;margin:12px 0}.vv dt{font-weight:bold;margin-top:4px}.vv dd{margin:0 0 4px}"
        ".box{margin-top:18px}.box h3.k{font:bold 16px Verdana;color:#e5650e;margin:0 0 8px}.box .m{margin:8px 0 2px;font-size:12px;color:#555}"
        ".box blockquote.q{background:#f4f4f4;border:1px solid #ddd;margin:2px 0 4px;padding:4px 8px;font-size:12px;color:#666}.box hr.s{border:0;border-top:1px dashed #ccc}.kl{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Windpark Veenwouden: raad stemt in met twaalf molens",
        "Door Albert Mulder",
        "2014-03-12T11:45:00+01:00",
        "woensdag 12 maart 2014, 11:45",
        """
De gemeenteraad heeft dinsdagavond ingestemd met de bouw van twaalf windturbines in de polder Veenwouden, tussen Nieuw-Annerveen en Drouwenermond. Veertien raadsleden stemden voor, vijf tegen.

De molens worden 150 meter hoog en leveren samen stroom voor ongeveer 30.000 huishoudens. Initiatiefnemer is een Rotterdams energiebedrijf dat de grond pacht van zes agrariërs.

De dorpen krijgen een omgevingsfonds van naar schatting 60.000 euro per jaar. Bewoners kunnen tot zes weken na de publicatie van het besluit bezwaar maken.
""",
        dek="Veertien raadsleden stemden voor. Bewoners van Nieuw-Annerveen zijn boos.",
        section="Regio",
        tags=("Windpark", "Nieuw-Annerveen", "Gemeenteraad"),
        caption="De polder Veenwouden, waar de twaalf molens moeten komen. Foto: Albert Mulder",
    )
    return case(
        "cb-nl-los",
        "discussion",
        "nl-veen",
        piece,
        Bits(inside=faq, after=after, side=side, style=style, top="Stadskanaal 6° 🌬"),
        seeds(ns),
        path="/nieuws/regio/2014/03/12/windpark-veenwouden-raad-stemt-in-met-twaalf-molens",
        reveal="on_load",
        container="div.box#p-31: h3 'Wat vindt u?', then loose siblings per entry: a[name], p.m '<b>NAME</b> | DATE', blockquote.q (answers only), p ×n, hr.s; no element per entry",
        heading="Wat vindt u?",
        description="A Dutch regional weekly of 2014: an article on a wind farm with a questions-and-answers box (a definition list) inside it, then 'Wat vindt u?' with 6 entries printed as loose siblings (a name-and-date line, paragraphs, a dashed rule) without any element per entry; two answers open with a quote of the entry they answer ('NAME schreef:'), one of them the newsroom's; a cookie banner, most read with counts, a diary. Most awkward: no element per comment, and the quoted parent's words in the answer's own run of siblings.",
        static=True,
        lookalikes=("a Q&A box (dl)", "most read with counts"),
    )


def ca_marge() -> Case:
    ns = unnamed(
        talk("""
Pere Vilanova @ 25.05.2015 | 08:02 :: Felicitats a tots els que van anar a votar. Un 71% de participació, la més alta des del 1991.
Montse @ 25.05.2015 | 08:45 :: La CUP entra per primera vegada al ple amb dos regidors. Qui ho havia de dir fa quatre anys, quan no van arribar als cent vots.
  Jordi R. @ 25.05.2015 | 09:10 :: Montse, és que l'afer de la depuradora ha passat factura. La gent no és tonta.
  ~ @ 25.05.2015 | 09:32 :: Dos regidors i ja es pensen que manen. A veure quant duren.
Quim de Cal Ferrer @ 25.05.2015 | 10:20 :: Ara toca pacte. Amb vuit regidors l'alcalde no té majoria, n'hi calen nou. // Jo apostaria per un govern amb ERC, com a la vila del costat... però aquí ningú no es parla amb ningú des del 2011.
  Anna Puig i Roca @ 25.05.2015 | 11:02 :: Quim, ERC ja va dir a la nit electoral que no pactarà amb qui no es comprometi a fer l'auditoria dels comptes. Ho tens al vídeo de la nit.
    Quim de Cal Ferrer @ 25.05.2015 | 11:40 :: Doncs ja tenim entreteniment per a tot l'estiu.
un veí del Pla @ 25.05.2015 | 13:15 :: I del carrer Major, ningú en parla? Quatre anys amb les obres a mig fer.
""")
    )

    def item(i: int, n: Note) -> str:
        d = depth(ns, i)
        who = f'<span class="k-a">{esc(n.who)}</span> ' if n.who else ""
        return (
            f'<div class="k-91b2" id="{20150525100 + i}" style="margin-left:{36 * d}px">'
            f'<div class="k-h">{who}<span class="k-d">{esc(n.at)}</span></div><div class="k-t">{paras(n.body)}</div>'
            f'<div class="k-f"><a href="#" class="k-r">Respon</a> · <a href="#" class="k-m">M\'agrada</a></div></div>'
        )

    table = (
        '<table class="res"><caption>Resultats a Sant Martí de Teràs (13 regidors)</caption>'
        "<tr><th>Candidatura</th><th>Vots</th><th>%</th><th>Regidors</th></tr>"
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td>{esc(d)}</td></tr>"
            for a, b, c, d in rows("""
CiU | 1.912 | 38,4 | 6
ERC-AM | 1.204 | 24,2 | 4
PSC | 741 | 14,9 | 2
CUP | 498 | 10,0 | 1
Veïns per Teràs | 402 | 8,1 | 0
PP | 151 | 3,0 | 0
""")
        )
        + '</table><p class="src">Font: Departament de Governació. Escrutini al 100%.</p>'
    )
    after = (
        '<div class="k-00e4">'
        + flat(ns, item)
        + '<p class="k-n">Per participar cal <a href="/entra">identificar-se</a>.</p></div>'
    )
    side = most_read(
        "ca-baixter",
        """
Eleccions: CiU guanya a Sant Martí de Teràs però perd la majoria | 5.112
Resultats municipals poble a poble | 4.790
L'Escala estrena el nou passeig | 1.650
El Palafrugell puja a Tercera | 1.204
""",
        "lectures",
    ) + box(
        "ca-baixter",
        "Sorteig",
        "<p>Guanya dues entrades per al Festival de Cap Roig. <a href='/sorteig'>Participa-hi</a></p>",
    )
    style = (
        "table.res{border-collapse:collapse;width:100%;margin:12px 0}table.res td,table.res th{border:1px solid #ddd;padding:3px 6px;text-align:left}"
        "table.res caption{font-weight:bold;text-align:left}.src{font-size:10px;color:#999}.k-00e4{margin-top:20px;border-top:2px solid #c4161c}"
        ".k-91b2{border-bottom:1px solid #eee;padding:6px 0}.k-a{font-weight:bold}.k-d{font-size:11px;color:#999}.k-f{font-size:11px}.k-f a{color:#999}.k-n{font-size:11px;color:#888}"
    )
    piece = Piece(
        "CiU guanya a Sant Martí de Teràs però perd la majoria absoluta",
        "Redacció",
        "2015-05-25T00:40:00+02:00",
        "25/05/2015 00:40",
        """
CiU ha tornat a ser la força més votada a Sant Martí de Teràs, però amb sis regidors perd la majoria absoluta que tenia des del 2007. L'alcalde, Lluís Casadevall, haurà de buscar suports per ser reelegit el 13 de juny.

ERC-AM puja fins als quatre regidors i el PSC en manté dos. La CUP entra per primera vegada al ple, amb un regidor, mentre que Veïns per Teràs es queda fora per només dotze vots.

La participació ha estat del 71%, sis punts més que fa quatre anys.
""",
        dek="Els convergents es queden amb sis regidors i necessitaran un soci per governar.",
        section="Política",
        tags=("Eleccions municipals 2015", "Sant Martí de Teràs"),
        caption="Recompte a l'escola Puig Gros, diumenge a la nit.",
    )
    tick = ticker(
        "Última hora",
        """
00:32 | Girona: el recompte al 98%
00:15 | Participació rècord al Baix Ter
""",
    )
    return case(
        "cb-ca-marge",
        "discussion",
        "ca-baixter",
        piece,
        Bits(inside=table, after=after, side=side, style=style, ticker=tick, top="Girona 18° ☀"),
        seeds(ns),
        path="/politica/2015/05/25/ciu-guanya-a-sant-marti-de-teras-pero-perd-la-majoria",
        reveal="on_load",
        container="div.k-00e4 (no heading): flat div.k-91b2#<number> siblings, the depth only in an inline margin-left (0, 36, 72px); span.k-a name (absent on one), span.k-d, div.k-t > p",
        heading=None,
        description="A Catalan local paper on election night 2015: an article with a results table (6 lists, votes, %, seats), then 8 readers' entries without any heading as flat siblings of a hashed class whose replies are shown only by an inline left margin (two levels), one printed without any name; a cookie banner, a ticker, most read with counts, a prize draw. Most awkward: no heading, no 'comment', hashed classes, the parent only by indentation, right after a table of results.",
        static=True,
        lookalikes=("a results table", "most read with counts"),
    )


def threads2_cb() -> list[Case]:
    return [it_variante(), nl_los(), ca_marge()]

"""Blind set CP: three more discussions in markup that does not announce itself: an Italian games site's forum thread
embedded under the review ("Discutine nel forum"), with the site's own announcing post, quoted parents and
signatures; a Polish regional portal's article page 2 whose readers' words sit inside the story's element after the
pager, without heading, as loose "NAME (gość) napisał(a) DATE:" lines between ``<br><br>``; a Swedish local paper's
"Reaktioner" as plain boxes "NAME skrev:" without any date, one answer quoting its parent. Every class name, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cp_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    entries,
    esc,
    links,
    paras,
    seeds,
)


def it_forum() -> Case:
    es = entries("""
Luca_86 | 03 ott 2012, 18:22 |
Recensione onesta, finalmente. Io l'ho preso al day one e confermo tutto: le prime dieci ore sono splendide, poi il backtracking nella miniera diventa una tortura. Il 7,5 ci sta tutto.
----
MarioKartista | 03 ott 2012, 18:47 |
Non sono d'accordo sulla colonna sonora, per me è la cosa migliore del gioco. Il tema della foresta me lo canticchio da una settimana.
----
Ryu_Hayabusa | 03 ott 2012, 19:05 | 0
Quoto tutto, ma aggiungo: il boss della miniera con la telecamera fissa è una delle cose peggiori che abbia visto quest'anno. Tre sere ci ho messo.
----
SilviaGamer | 03 ott 2012, 20:31 |
Qualcuno sa se la versione PC ha lo stesso problema di caricamenti? Su console leggo di 30-40 secondi ogni volta che si muore, è vero?
----
Luca_86 | 03 ott 2012, 20:58 | 3
Su PS3 sì, più o meno 30 secondi. Su PC non so, ma un mio amico dice che con l'SSD è quasi istantaneo.
----
vecchio_nintendaro | 04 ott 2012, 09:12 |
Ai miei tempi un gioco così lo finivi in un pomeriggio e ci giocavi per dieci anni. Adesso sessanta euro per venti ore di cui cinque di caricamenti. Bella la grafica, per carità.
----
MarioKartista | 04 ott 2012, 10:40 | 5
Ai tuoi tempi però non c'era il salvataggio e se morivi ricominciavi da capo 😄 dai che un po' di nostalgia fa bene ma non esageriamo.
----
Dr_Ciro | 04 ott 2012, 13:15 |
Aspetto il calo di prezzo a Natale. Grazie per la recensione, come sempre molto completa, soprattutto la parte sul doppiaggio italiano che nessuno cita mai.
""")
    users = {
        "Luca_86": ("1.204", "mar 2008", "PSN: Luca_86_IT - In coda: Dark Souls, Journey"),
        "MarioKartista": (
            "3.877",
            "gen 2006",
            "La mia collezione: 412 giochi, 9 console. E mia moglie non sa niente.",
        ),
        "Ryu_Hayabusa": ("655", "set 2010", ""),
        "SilviaGamer": ("88", "lug 2012", "♥ Zelda forever ♥"),
        "vecchio_nintendaro": ("2.310", "nov 2005", "Super Nintendo > tutto"),
        "Dr_Ciro": ("412", "apr 2009", ""),
    }

    def post(who: str, at: str, body_html: str, n: int, sig: str, posts: str, since: str, rank: str) -> str:
        return (
            f'<table class="px-p" width="100%" cellspacing="1" cellpadding="4" border="0"><tr>'
            f'<td class="px-l" width="150" valign="top"><b>{esc(who)}</b><br /><span class="px-rk">{esc(rank)}</span><br />'
            f"<small>Messaggi: {esc(posts)}<br />Iscritto il: {esc(since)}</small></td>"
            f'<td valign="top"><div class="px-h"><a name="p{n}"></a>Inviato: {esc(at)} <span style="float:right">#{n}</span></div>'
            f"{body_html}"
            + (f'<div class="px-f">_________________<br />{esc(sig)}</div>' if sig else "")
            + "</td></tr></table>\n"
        )

    rows = [
        post(
            "PixelBot",
            "03 ott 2012, 17:00",
            "<p>Discussione relativa all'articolo: <b>Le Miniere di Aldoria - Recensione</b></p><p>Un gioco d'avventura che parte fortissimo e si perde nel sottosuolo. <a href=\"/recensioni/le-miniere-di-aldoria\">Leggi l'articolo completo</a></p>",
            1,
            "",
            "18.552",
            "gen 2005",
            "Bot",
        )
    ]
    for i, e in enumerate(es):
        posts, since, sig = users[e.who]
        quote = ""
        if e.parent is not None:
            par = es[e.parent]
            quote = f'<div class="px-q"><b>{esc(par.who)} ha scritto:</b><br />{esc(par.paragraphs[0])}</div>'
        rank = (
            "Veterano"
            if posts.replace(".", "").isdigit() and int(posts.replace(".", "")) > 2000
            else "Utente"
        )
        rows.append(post(e.who, e.at, quote + paras(e.body), i + 2, sig, posts, since, rank))
    after = (
        '<div class="px-d"><h3>Discutine nel forum</h3>'
        '<p class="px-nav"><a href="/forum/">Indice del forum</a> » <a href="/forum/recensioni/">Recensioni</a> » Le Miniere di Aldoria - Recensione &nbsp; <small>Pagina 1 di 1 [ 9 messaggi ]</small></p>'
        + "".join(rows)
        + '<p><a href="/forum/posting.php?mode=reply&amp;t=48812">Rispondi nel forum</a></p></div>'
    )
    side = (
        box(
            "it-pixel",
            "I più letti",
            '<ol><li><a href="/r/1">FIFA 13 - Recensione</a> (8.213 letture)</li><li><a href="/r/2">Le Miniere di Aldoria - Recensione</a> (5.107 letture)</li><li><a href="/r/3">Retrogaming: il Commodore 64 compie 30 anni</a> (3.990 letture)</li></ol>',
        )
        + box(
            "it-pixel",
            "Prossime uscite",
            "<ul><li>Dishonored - 12 ottobre</li><li>Assassin's Creed III - 31 ottobre</li><li>Halo 4 - 6 novembre</li></ul>",
        )
        + box(
            "it-pixel",
            "Tag",
            '<p><a href="/tag/ps3">PS3</a> <a href="/tag/xbox-360" style="font-size:16px">Xbox 360</a> <a href="/tag/pc">PC</a> <a href="/tag/wii" style="font-size:10px">Wii</a> <a href="/tag/retro" style="font-size:15px">retro</a> <a href="/tag/rpg">RPG</a></p>',
        )
    )
    style = (
        ".px-d{margin-top:18px}.px-d h3{background:#2d2d7a;color:#fff;padding:4px 8px;margin:0}.px-p{background:#c8c8dc;margin-bottom:4px}"
        ".px-p td{background:#f4f4fa}.px-l{background:#e6e6f2!important}.px-h{font-size:10px;color:#666;border-bottom:1px solid #ccc;margin-bottom:4px}"
        ".px-q{background:#fff;border:1px solid #bbb;padding:4px;font-size:11px;margin:4px 0}.px-f{font-size:10px;color:#777;margin-top:8px}.px-rk{font-size:10px;color:#2d2d7a}"
    )
    piece = Piece(
        "Le Miniere di Aldoria - Recensione",
        "di Gabriele Santoro",
        "2012-10-03T17:00:00+02:00",
        "3 ottobre 2012",
        """
Le Miniere di Aldoria parte fortissimo. Le prime ore nella foresta di Vel sono un piccolo gioiello di level design, con enigmi ambientali che si risolvono guardandosi intorno e non leggendo un manuale. Il mondo risponde al giocatore e la voglia di esplorare è tanta.

Poi si scende sottoterra, e qualcosa si rompe. La miniera occupa quasi metà dell'avventura e costringe a ripercorrere gli stessi corridoi tre, quattro volte, con una telecamera fissa che nei combattimenti diventa la peggior nemica.

Ottimo il doppiaggio italiano, curato e mai sopra le righe. Meno bene i caricamenti su console, lunghi e frequenti. Voto: 7,5.
""",
        section="Recensioni",
        tags=("PS3", "Xbox 360", "avventura"),
    )
    return case(
        "cp-it-forum",
        "discussion",
        "it-pixel",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(es),
        path="/recensioni/le-miniere-di-aldoria",
        container="div.px-d: h3 'Discutine nel forum', one table.px-p per post (left cell: name, rank, post count, join date; right cell: 'Inviato: DATE', an optional div.px-q 'NAME ha scritto:' quote, p's, div.px-f signature)",
        heading="Discutine nel forum",
        description="An Italian games site of 2012: a review, then its forum thread embedded under 'Discutine nel forum': the site's bot's announcing post (not a comment) and 8 readers' posts in layout tables with rank, post count and join date, three answers opening with a quote of their parent ('NAME ha scritto:'), forum signatures under a line; most read with counts, release dates, a tag cloud. Most awkward: forum posts under the article, the announcing post, quotes and signatures inside the posts.",
        lookalikes=("the forum's announcing post", "release dates", "a tag cloud"),
    )


def pl_strona2() -> Case:
    es = entries("""
mietek | 2012-04-12 14:22 |
Nareszcie. Dwadzieścia lat czekania i ciągle „w przyszłym roku”. Jak mieszkam przy Krakowskiej, to od szóstej rano tiry mi szyby w oknach trzęsą. Jak otworzą tę obwodnicę, to wypiję szampana na balkonie.
----
Ania z Zalesia | 2012-04-12 15:03 |
A nikt nie pyta, co z ludźmi z Zalesia? Obwodnica idzie nam sto metrów od domów, ekranów akustycznych w projekcie jest tylko na odcinku przy szkole. Byliśmy na konsultacjach w 2009 i wszystko, co mówiliśmy, poszło do kosza.
----
inż. Kowalczyk | 2012-04-12 16:40 |
Gwoli ścisłości: w artykule jest napisane, że wiadukt nad torami będzie miał 240 metrów. Z dokumentacji przetargowej wynika 312 metrów razem z dojazdami. Różnica nie jest kosmetyczna, bo od tego zależy termin.
----
mietek | 2012-04-12 17:11 | 1
@Ania z Zalesia nie mówię, że ekrany nie są potrzebne, ale przez Krakowską jeździ dziś 14 tysięcy aut na dobę. Trzeba wybrać mniejsze zło.
----
Tomasz R. | 2012-04-13 08:05 |
Ciekawe czy tym razem wykonawca nie zejdzie z budowy po pół roku jak przy moście w 2010. Trzymam kciuki, ale w termin „koniec 2014” nie wierzę.
----
Ania z Zalesia | 2012-04-13 09:30 | 3
@mietek rozumiem, ale mniejsze zło dla kogo? Dla nas to będzie te 14 tysięcy aut pod oknem, tylko szybciej. Zapraszam na zebranie w świetlicy w czwartek o 18.
----
Halina | 2012-04-13 12:47 |
Dobrze, że w końcu coś się dzieje. Szkoda tylko, że znowu wytną aleję lip przy starej cegielni, tam chodziłam z dziadkiem na spacery.
----
kierowca_TIR | 2012-04-13 22:19 |
Jeżdżę tędy codziennie do Rzeszowa. Każdy kilometr bez świateł to dla nas oszczędność paliwa i nerwów. Powodzenia drogowcom.
----
Redakcja | 2012-04-14 10:02 | 2
@inż. Kowalczyk dziękujemy za uwagę. Podana w tekście długość 240 m dotyczy samego obiektu nad torami, bez dojazdów; dopisaliśmy to na pierwszej stronie artykułu.
""")
    parts = []
    for e in es:
        parts.append(
            f"<b>{esc(e.who)}</b>{'' if e.who == 'Redakcja' else ' (gość)'} napisał(a) {esc(e.at)}:<br />"
            + "<br />".join(esc(x) for x in e.paragraphs)
            + "<br /><br />\n"
        )
    inside = (
        '<p class="ep-pg">Strona: <a href="/region/sanok/obwodnica-przetarg,art1198822.html">1</a> <b>[2]</b></p>'
        '<div class="ep-x">' + "".join(parts) + "</div>"
        '<form action="/opinie/dodaj" method="post"><p>Twój podpis: <input type="text" name="podpis" /><br /><textarea name="tresc" rows="4" cols="50"></textarea><br />'
        '<input type="submit" value="Wyślij" /> <small>Publikowane opinie są prywatnymi opiniami użytkowników portalu. IP zostaje zapisane.</small></p></form>'
    )
    side = (
        box(
            "pl-echo",
            "Najczęściej czytane",
            '<ol><li><a href="/n/1">Obwodnica: przetarg rozstrzygnięty</a></li><li><a href="/n/2">Pożar hali w Zagórzu</a></li><li><a href="/n/3">Stal Sanok w półfinale</a></li><li><a href="/n/4">Nowy rozkład PKS od maja</a></li></ol>',
        )
        + box(
            "pl-echo",
            "Sonda",
            "<p>Czy obwodnica powstanie w terminie?</p><p>Tak - 18%<br />Nie - 64%<br />Nie wiem - 18%</p><p><small>Głosów: 611</small></p>",
        )
        + box("pl-echo", "Pogoda", "<p>Sanok: 14°C, przelotne opady</p>")
        + box(
            "pl-echo",
            "Ogłoszenia drobne",
            links(
                (
                    "Sprzedam działkę budowlaną Olchowce",
                    "Mieszkanie 2 pok. do wynajęcia",
                    "Opel Astra 2004, stan dobry",
                ),
                "/ogloszenia/",
            ),
        )
    )
    style = ".ep-pg{background:#eef3f8;padding:3px 6px;font-weight:bold}.ep-x{border-top:1px solid #ccc;padding-top:8px;margin-top:10px;font-size:12px}"
    piece = Piece(
        "Obwodnica: przetarg rozstrzygnięty. Budowa ruszy latem",
        "Krzysztof Dziedzic",
        "2012-04-12T11:40:00+02:00",
        "12.04.2012, 11:40",
        """
Koszt całej inwestycji szacowany jest na 186 mln zł, z czego 85 proc. pokryją środki unijne. Pierwszy etap obejmie odcinek od ronda przy ul. Krakowskiej do wiaduktu nad torami, którego długość wyniesie 240 metrów.

Mieszkańcy Zalesia, przez które przebiegnie trasa, od lat domagają się ekranów akustycznych na całej długości osiedla. Jak poinformował nas rzecznik urzędu, projekt przewiduje ekrany na odcinku 600 metrów w rejonie szkoły podstawowej, a ewentualne dodatkowe zabezpieczenia zostaną rozważone po pomiarach hałasu.

Zakończenie budowy planowane jest na koniec 2014 roku. To już trzecie podejście do budowy obwodnicy - poprzednie przetargi unieważniono w 2008 i 2010 roku.
""",
        dek="Strona 2 z 2",
        section="Region",
        tags=("obwodnica", "Sanok", "inwestycje"),
    )
    return case(
        "cp-pl-strona2",
        "discussion",
        "pl-echo",
        piece,
        Bits(inside=inside, side=side, style=style, skeleton="table"),
        seeds(es),
        path="/region/sanok/obwodnica-przetarg,art1198822,2.html",
        container="inside div.ep-story after the pager p.ep-pg: div.ep-x, loose text '<b>NAME</b> (gość) napisał(a) DATE:<br>TEXT<br><br>' per entry, no element per comment, no heading",
        heading=None,
        description="A Polish regional portal of 2012, the saved HTML of page 2 of 2 of an article on a bypass tender: the page's last paragraphs, the pager, then inside the story's element 9 readers' words as loose text (bold name, '(gość)', 'napisał(a) DATE:', the text, <br><br>), two answers by typed '@name', the newsroom answering a reader's correction; a poll, most read, the weather, classifieds. Most awkward: no heading and no element per comment, inside the article's own element on its second page.",
        lookalikes=("a poll with percentages", "most read"),
    )


def sv_reaktioner() -> Case:
    es = entries("""
Bandymorsan | |
Äntligen! Tre säsonger har vi stått och frusit på naturisen och sett matcher ställas in för att det regnat. Nu kan grabbarna träna ordentligt. Ett stort tack till alla som skänkt pengar.
----
Lasse i Järvsö | |
Fint för klubben, men jag undrar vem som ska betala elräkningen när bidraget från kommunen tar slut om tre år? En konstfrusen bana drar mycket ström.
----
Kassören i LBK | | 1
Bra fråga! Vi har räknat med ungefär 180 000 kr om året i el och drift. Hälften täcks av avtalet med kommunen och resten ska in via uthyrning till allmänheten och skolorna på förmiddagarna. Hela kalkylen finns på vår hemsida för den som vill läsa.
----
Gunnel | |
Kommer det att finnas allmänhetens åkning på helgerna? Barnbarnen vill gärna prova på.
----
Kassören i LBK | | 3
Ja, lördagar och söndagar klockan 13-16 hela säsongen, och på sportlovet varje dag. Gratis för barn under tolv, vuxna betalar 30 kronor. Skridskor går att låna i klubbstugan.
----
Pelle 67 | |
Spelade själv i LBK på åttiotalet, då fick vi skotta isen själva innan varje träning. Kul att se att det händer saker. Jag kommer på invigningen!
----
Gunnel | | 4
Tack för svaret, då vet jag. Vi kommer!
""")

    # an answer opens with a short quote of its parent
    blocks = []
    for e in es:
        q = ""
        if e.parent is not None:
            par = es[e.parent]
            q = f"<blockquote><i>{esc(par.who)} skrev:</i> {esc(par.paragraphs[0][:90])}…</blockquote>"
        blocks.append(f'<div class="lb-k2"><b>{esc(e.who)} skrev:</b>{q}{paras(e.body)}</div>\n')
    after = (
        '<div class="lb-d"><h4>Reaktioner</h4>'
        "<p><small>Skriv sakligt och håll dig till ämnet. Inlägg som bryter mot reglerna tas bort.</small></p>"
        + "".join(blocks)
        + '<p><a href="/skriv?id=66120">Skriv något</a></p></div>'
    )
    side = (
        box(
            "sv-bandy",
            "Mest läst",
            links(
                (
                    "Konstisbanan klar till jul",
                    "Älgolycka på riksväg 84",
                    "Ny rektor på Ljusnedalsskolan",
                    "Fiskeförbud i Testeboån",
                ),
                "/nyheter/",
                "ol",
            ),
        )
        + box(
            "sv-bandy",
            "Familj",
            "<p>Födda: Elsa, dotter till Maria och Johan Persson, Färila.</p><p>Grattis: Birgit Olsson 90 år den 3 november.</p>",
        )
        + box("sv-bandy", "Väder", "<p>Ljusdal: -2°, lätt snöfall</p>")
        + '<p><a href="/gilla">Gilla Ljusnebygdens Nyheter på Facebook</a> (1 204 personer gillar detta)</p>'
    )
    style = ".lb-d{margin-top:16px;border-top:3px solid #005c8a}.lb-d h4{font-size:16px;margin:6px 0}.lb-k2{background:#f1f6f9;border:1px solid #d5e3ec;padding:6px 8px;margin-bottom:8px}.lb-k2 blockquote{margin:4px 10px;color:#555;font-size:11px}"
    piece = Piece(
        "Konstisbanan klar till jul",
        "Text: Mikael Berg",
        "2011-11-01T06:00:00+01:00",
        "1 november 2011",
        """
Efter tre år av insamlingar och ansökningar står det nu klart: Ljusnedalens Bandyklubb får sin konstfrusna bana på idrottsplatsen i Färila. Kommunfullmäktige beviljade på måndagskvällen det sista bidraget på 1,2 miljoner kronor.

Arbetet med kylrören har redan börjat och banan ska vara klar till jul om vädret tillåter. Invigningen planeras till annandag jul med en match mot ett lag från Bollnäs.

– Det här betyder allt för ungdomsverksamheten. Vi har 70 barn i knattebandyn och de har knappt fått spela de senaste vintrarna, säger klubbens ordförande Stig Hammar.
""",
        section="Sport",
        tags=("bandy", "Färila", "idrott"),
    )
    return case(
        "cp-sv-reaktioner",
        "discussion",
        "sv-bandy",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(es),
        path="/sport/2011/11/01/konstisbanan-klar-till-jul",
        container="div.lb-d: h4 'Reaktioner', div.lb-k2 per entry ('<b>NAME skrev:</b>', an optional blockquote quoting the parent, p's), no date anywhere",
        heading="Reaktioner",
        description="A Swedish local paper of 2011: an article on a bandy club's artificial-ice rink, then 'Reaktioner' with 7 entries 'NAME skrev:' in plain boxes without any date, the club's treasurer (twice) and a reader answering with a short quote of their parent; most read, family notices, the weather, a Facebook count as saved. Most awkward: no date on any entry, nicknames, the parent only in a quote.",
        lookalikes=("family notices (births, birthdays)", "most read"),
    )


def threads2_cp() -> list[Case]:
    return [it_forum(), pl_strona2(), sv_reaktioner()]

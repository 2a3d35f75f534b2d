"""Blind set AW: the two long discussions (60 and more readers' comments), as their servers sent them around 2012: a
German regional paper's registered readers over two comment pages of the same article (de), and an English tabloid's
thread in an invented hosted platform's server-rendered markup, newest first, with a featured comment shown first
and again in the thread (en). Every class name, name, place and text invented for this set; each comment written by
hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_aw_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
    tree,
)

DE_P1 = """
Gerd Hollmann | 13.03.2012 07:12 | - | - | Endlich! Ich wohne seit zwanzig Jahren in der Marktstraße und samstags ist hier die Hölle los. Lieferwagen, Parksuchverkehr, Hupen. Ich freue mich auf Ruhe.
Einzelhändlerin | 13.03.2012 07:25 | 0 | - | Ruhe haben Sie dann wirklich, weil keiner mehr zum Einkaufen kommt. Die Leute fahren doch jetzt schon ins Einkaufszentrum nach Westheim.
Gerd Hollmann | 13.03.2012 07:40 | 1 | - | Die Leute fahren nach Westheim, weil man dort nicht zwanzig Minuten einen Parkplatz sucht. Das Problem löst man nicht mit noch mehr Autos.
Saaltaler64 | 13.03.2012 07:51 | - | r=Top-Kommentator | Wer hat eigentlich an die Anwohner gedacht, die auf das Auto angewiesen sind? Meine Mutter ist 81 und kommt ohne Auto nicht zum Arzt.
M. Ebersbach | 13.03.2012 08:03 | 3 | - | Steht doch im Artikel: Anwohner mit Ausweis und Schwerbehinderte dürfen weiter hineinfahren.
Saaltaler64 | 13.03.2012 08:10 | 4 | r=Top-Kommentator | Stimmt, überlesen. Danke.
Fahrradfahrer | 13.03.2012 08:22 | - | - | +1
Heinz-Dieter Krull | 13.03.2012 08:30 | - | - | Der Stadtrat soll sich lieber um die Schlaglöcher in der Bahnhofstraße kümmern. Da bricht man sich bald die Achse.
Petra S. | 13.03.2012 08:45 | 7 | - | Das eine hat mit dem anderen doch nichts zu tun.
Heinz-Dieter Krull | 13.03.2012 09:02 | 8 | - | Doch, es geht ums Geld. Die Poller und Schilder kosten auch.
Lokalredaktion | 13.03.2012 09:15 | 9 | r=Redaktion | Zur Info: Laut Verwaltung kostet die Beschilderung rund 38.000 Euro, die Poller an den drei Zufahrten weitere 60.000 Euro. Die Sanierung der Bahnhofstraße ist für 2013 im Haushalt eingeplant.
annalena_k | 13.03.2012 09:20 | - | - | In Kirchbrunn hat man das vor fünf Jahren gemacht und heute will niemand mehr zurück. Die Cafés haben Tische auf der Straße, samstags spielt Musik. Einfach mal hinfahren und anschauen.
Bürger aus Oberau | 13.03.2012 09:31 | 11 | - | Kirchbrunn hat aber auch ein Parkhaus direkt am Rand der Altstadt. Wo soll das bei uns hin?
annalena_k | 13.03.2012 09:44 | 12 | - | Das Parkhaus am Schlossplatz hat samstags fast immer freie Plätze. Die fünf Minuten zu Fuß schafft man.
Wolfgang R. | 13.03.2012 10:05 | - | - | Ich bin Inhaber eines kleinen Schuhgeschäfts in der Kirchgasse. Ich will hier gar nicht schwarzmalen, aber ich möchte einmal erklären, wie das für uns aussieht. // Ein Drittel meines Umsatzes mache ich am Samstag. Viele meiner Kunden sind ältere Leute aus den Dörfern, die einmal die Woche in die Stadt kommen, vor dem Laden parken, Schuhe anprobieren und wieder fahren. Die werden nicht mit dem Bus kommen, weil der aus Oberau samstags nur alle zwei Stunden fährt. // Wenn die Stadt das wirklich will, dann bitte zuerst den Bus verbessern und dann sperren. Nicht umgekehrt. // Mit freundlichen Grüßen aus der Kirchgasse, W. R.
Petra S. | 13.03.2012 10:18 | 14 | - | Das ist der vernünftigste Beitrag hier bisher.
Stadtmensch | 13.03.2012 10:26 | 14 | - | Genau das mit dem Bus müsste man dem Stadtrat mal schreiben. Samstags alle zwei Stunden ist wirklich ein Witz.
Karl Wendt | 13.03.2012 10:40 | - | - | Wieder so eine grüne Idee, die am Ende keiner bezahlt.
Fahrradfahrer | 13.03.2012 10:52 | 17 | - | Der Beschluss kam mit den Stimmen von vier Fraktionen, nicht nur von den Grünen.
Moni | 13.03.2012 11:03 | - | rm | Sehe ich genauso.
J. Pfeiffer | 13.03.2012 11:15 | - | - | Was ist mit den Wochenmarkt-Händlern? Die müssen ja morgens mit ihren Wagen auf den Marktplatz.
Lokalredaktion | 13.03.2012 11:30 | 20 | r=Redaktion | Der Wochenmarkt ist ausgenommen: Die Marktbeschicker dürfen bis 8 Uhr anfahren und ab 14 Uhr wieder abbauen. Das haben wir im Text ergänzt.
J. Pfeiffer | 13.03.2012 11:42 | 21 | - | Danke für die schnelle Antwort.
Ralf aus der Au | 13.03.2012 11:50 | - | - | Ich wette, nach einem Jahr wird das wieder abgeschafft.
Lisa Morgenroth | 13.03.2012 12:05 | 23 | - | Die Wette nehme ich an. Einen Kasten Saaltaler Pils?
Ralf aus der Au | 13.03.2012 12:14 | 24 | - | Abgemacht. Wir sehen uns in einem Jahr hier wieder.
HansP | 13.03.2012 12:30 | - | - | Wieso eigentlich nur samstags? Wenn schon, dann richtig.
Einzelhändlerin | 13.03.2012 12:41 | 26 | - | Weil dann auch noch der Rest kaputtgeht.
Tobias Greiner | 13.03.2012 12:55 | - | - | Ich arbeite samstags in der Apotheke am Markt. Wie komme ich morgens um halb acht zur Arbeit, wenn der erste Bus erst um 8:10 ankommt? Das Fahrrad geht im Winter nicht immer.
M. Ebersbach | 13.03.2012 13:10 | 28 | - | Für Beschäftigte soll es laut Verwaltung Sondergenehmigungen geben, fragen Sie mal bei der Stadt nach.
Tobias Greiner | 13.03.2012 13:22 | 29 | - | Danke, wusste ich nicht. Mache ich.
Oma Erna | 13.03.2012 13:40 | - | - | Ich finde es schön. Dann können die Kinder wieder auf der Straße mit Kreide malen wie früher.
Saaltaler64 | 13.03.2012 14:02 | - | r=Top-Kommentator | Wer kontrolliert eigentlich, dass sich alle daran halten? Das Ordnungsamt hat samstags doch gar keinen Dienst.
Lisa Morgenroth | 13.03.2012 14:15 | - | - | Für alle, die hier über den Umsatz klagen: In der Studie, die der Stadtrat in Auftrag gegeben hat, steht auf Seite 14, dass in vergleichbaren Städten die Umsätze im ersten Jahr leicht gesunken und danach deutlich gestiegen sind. Die Studie liegt im Rathaus aus und steht hier: www.saaltal-stadt.example/verkehrsstudie
Wolfgang R. | 13.03.2012 14:30 | 33 | q | „in vergleichbaren Städten die Umsätze im ersten Jahr leicht gesunken“ // Genau dieses erste Jahr muss ein kleiner Laden aber erst einmal überleben.
Jannik | 13.03.2012 14:41 | 32 | - | lol, das Ordnungsamt am Samstag. Der war gut.
Herbert Vogelsang | 13.03.2012 15:10 | - | - | Vor fünfzig Jahren fuhr durch die Marktstraße noch die Straßenbahn. Ein paar Autos weniger tun ihr gut.
Christa Hollmann | 13.03.2012 15:33 | - | - | Mein Mann hat es oben schon geschrieben, ich schließe mich an.
Karl Wendt | 13.03.2012 16:02 | - | - | Und wer zahlt die Poller? Wir alle.
Petra S. | 13.03.2012 16:20 | 38 | - | Steht weiter oben, die Redaktion hat die Zahlen genannt.
"""

DE_P2 = """
Nachteule | 13.03.2012 21:15 | - | - | Weiß jemand, ob der Samstagsbus dann öfter fahren soll? Im Beschluss steht dazu nichts.
Stadtmensch | 13.03.2012 21:40 | 0 | - | Im Artikel steht, dass der Verkehrsverbund das „prüft“. Also eher nicht.
Lokalredaktion | 14.03.2012 08:05 | 0 | r=Redaktion | Wir haben beim Verkehrsverbund nachgefragt: Ab Mai soll die Linie 4 aus Oberau samstags stündlich fahren. Eine Bestätigung steht noch aus, wir berichten.
Nachteule | 14.03.2012 08:20 | 2 | - | Danke!
Gudrun Täuber | 14.03.2012 08:41 | - | - | Ich wohne in der Kirchgasse. Wo sollen denn unsere Besucher am Samstag parken? Meine Enkel kommen immer am Wochenende.
annalena_k | 14.03.2012 09:00 | 4 | - | Schlossplatz, fünf Minuten. Die Enkel werden es überleben.
Gudrun Täuber | 14.03.2012 09:12 | 5 | - | Das Baby im Kinderwagen und die Wasserkästen auch?
Fritz | 14.03.2012 09:30 | - | - | Kann mir jemand sagen, was „autoarm“ im Artikel heißen soll? Autofrei oder nicht?
M. Ebersbach | 14.03.2012 09:44 | 7 | - | Autofrei samstags von 10 bis 18 Uhr, an den anderen Tagen nur Schrittgeschwindigkeit. Das ist mit „autoarm“ gemeint.
Heinz-Dieter Krull | 14.03.2012 10:02 | - | - | Ich bleibe dabei: Schlaglöcher zuerst.
Bernadette Lenz | 14.03.2012 10:20 | - | - | Als Mutter von drei Kindern freue ich mich riesig. Samstags in der Stadt war immer Stress, man musste die Kleinen ständig an der Hand halten.
Einzelhändlerin | 14.03.2012 10:35 | 10 | - | Und kaufen Sie dann auch in der Altstadt ein oder gehen Sie nur spazieren?
Bernadette Lenz | 14.03.2012 10:48 | 11 | - | Ich kaufe jeden Samstag beim Bäcker, im Buchladen und auf dem Markt ein. Mit dem Fahrrad und dem Anhänger.
Klaus Dieter W. | 14.03.2012 11:30 | - | - | Typisch Saaltal. Erst wird zehn Jahre diskutiert, dann beschlossen, und dann klagt einer dagegen.
Svenja | 14.03.2012 11:52 | - | - | Gute Entscheidung!
Rainer Obst | 14.03.2012 12:20 | - | - | Wie wäre es mit einem Probejahr und danach einer Bürgerbefragung? Dann hätten beide Seiten eine faire Chance.
Lisa Morgenroth | 14.03.2012 12:41 | 15 | - | Genau das steht im Beschluss: Probephase bis Ende 2013, danach Auswertung. Lesen hilft.
Rainer Obst | 14.03.2012 12:55 | 16 | - | Dann ist ja alles gut. Den Ton können Sie sich aber sparen.
Wolfgang R. | 14.03.2012 14:10 | - | - | Nachtrag von mir: Die Werbegemeinschaft lädt am Donnerstag um 19 Uhr ins Hotel Post ein, Thema Samstage ohne Autos. Wer mitreden will, ist willkommen.
Oma Erna | 14.03.2012 15:05 | 18 | - | Da komme ich hin.
Saaltaler64 | 14.03.2012 16:40 | - | r=Top-Kommentator | Bin gespannt, wie es im Mai aussieht. Ich werde berichten.
"""


def de_paged() -> Case:
    p1 = thread(DE_P1)
    cs = p1 + thread(DE_P2, base=len(p1))
    path = "/lokales/altstadt-samstags-autofrei-art118204.html"
    path2 = "/lokales/altstadt-samstags-autofrei-art118204,kommentare-2.html"

    def item(i: int, c: C, sub: str) -> str:
        rank = c.get("r")
        removed = (
            '<div class="kmt kmt-entfernt"><p>Dieser Kommentar wurde von der Redaktion entfernt, da er gegen '
            'unsere <a href="/netiquette">Netiquette</a> verstieß.</p></div>'
            if c.has("rm")
            else ""
        )
        return removed + (
            f'<div class="kmt" id="k{40311 + i}"><div class="kmt-kopf">'
            f'<img class="kmt-bild" src="/_avatar/k-{slug(c.name)}.svg" alt="" width="32" height="32" />'
            f'<a class="kmt-name" href="/profil/{slug(c.name)}">{esc(c.name)}</a>'
            + (f' <span class="kmt-rang">{esc(rank)}</span>' if rank else "")
            + f' <span class="kmt-zeit">{esc(c.when)}</span> <a class="kmt-link" href="#k{40311 + i}">#</a></div>'
            f'<div class="kmt-text">{paras(c.text, quote=c.has("q"))}</div>'
            f'<div class="kmt-fuss"><a href="/login?antwort={40311 + i}">Antworten</a> | '
            f'<a href="/empfehlen/{40311 + i}">Empfehlen ({(i * 7) % 23})</a> | <a href="/melden/{40311 + i}">Melden</a></div>'
            f"{sub}</div>"
        )

    def wrap(s: str) -> str:
        return f'<div class="kmt-antworten">{s}</div>'

    def block(first: int, last: int, n: int) -> str:
        pager = (
            f'<div class="kmt-seiten">Kommentare {first + 1}–{last} von 61 | '
            + (
                '<b>1</b> <a href="' + path2 + '">2</a> <a href="' + path2 + '">Weiter »</a>'
                if n == 1
                else ""
            )
            + ('<a href="' + path + '">« Zurück</a> <a href="' + path + '">1</a> <b>2</b>' if n == 2 else "")
            + "</div>"
        )
        return (
            '<div id="kommentare"><h3>Kommentare (61)</h3>'
            '<p class="kmt-sort"><b>Älteste zuerst</b> | <a href="?sort=neu">Neueste zuerst</a> | '
            '<a href="?sort=empfohlen">Meistempfohlen</a></p>'
            + pager
            + tree(cs, item, wrap, only=range(first, last))
            + pager
            + '<p class="kmt-hinweis">Zum Kommentieren bitte <a href="/login">anmelden</a> oder '
            '<a href="/registrieren">registrieren</a>. Es gilt unsere Netiquette.</p></div>'
        )

    st = Story(
        "Altstadt wird samstags autofrei",
        "Von Ulrike Brenner",
        "2012-03-13T06:30:00+01:00",
        "13.03.2012, 06:30 Uhr",
        """
Der Stadtrat hat am Montagabend mit 27 zu 14 Stimmen beschlossen, die Altstadt ab dem 5. Mai samstags zwischen 10 und 18 Uhr für den Autoverkehr zu sperren. Anwohner mit Parkausweis, Lieferanten bis 10 Uhr und Schwerbehinderte sind ausgenommen.

An den drei Zufahrten Marktstraße, Kirchgasse und Am Wall werden versenkbare Poller eingebaut. An den übrigen Tagen soll die Altstadt autoarm bleiben. Die Probephase läuft bis Ende 2013, danach will die Verwaltung die Ergebnisse vorlegen.

Die Werbegemeinschaft Altstadt sieht den Beschluss kritisch. Der Verkehrsverbund prüft nach eigenen Angaben, ob die Busse aus dem Umland samstags häufiger fahren können.
""",
        lead="Der Stadtrat stimmt für eine Probephase bis Ende 2013. Händler sind skeptisch, Anwohner größtenteils erfreut.",
        section="Lokales",
        related=(
            "Poller für die Kirchgasse ~ 02.02.2012 ~ Die Verwaltung stellt drei Varianten für die Zufahrtssperren vor.",
            "Händler fürchten um den Samstag ~ 27.01.2012 ~ Die Werbegemeinschaft sammelt Unterschriften gegen die Pläne.",
            "Parkhaus Schlossplatz wird saniert ~ 11.11.2011 ~ Ab Januar sind zwei Etagen für drei Monate gesperrt.",
        ),
        tags=("Altstadt", "Verkehr", "Stadtrat"),
        bio="Ulrike Brenner schreibt seit 1998 für die Rundschau über Stadtpolitik und Verkehr.",
    )
    return make(
        "aw-de-kommentare-zwei-seiten",
        "discussion",
        "de-saaltal",
        st,
        Parts(after=block(0, len(p1), 1)),
        seeds(cs),
        path=path,
        container="div#kommentare after the related stories: h3 'Kommentare (61)', sort links, a pager 'Kommentare 1–40 von 61 | 1 2 Weiter »' above and below; div.kmt (img, a.kmt-name profile link, span.kmt-rang 'Top-Kommentator'/'Redaktion', span.kmt-zeit, a.kmt-link '#', div.kmt-text, div.kmt-fuss 'Antworten | Empfehlen (n) | Melden'), replies in div.kmt-antworten inside, up to four levels; one div.kmt-entfernt; page 2 at its own URL",
        heading="Kommentare (61)",
        description="A German regional paper of 2012: 61 registered readers' comments over two comment pages of the same article (40 on the first, 21 on the second, at ',kommentare-2.html', linked by the pager), ranks 'Top-Kommentator' and 'Redaktion', 'Empfehlen (n)', a removed comment's notice, a long four-paragraph comment with a signature line, a quotation of the parent in a blockquote, a link, '+1' and 'lol' comments; replies up to four levels deep.",
        more_pages={path2: Parts(after=block(len(p1), len(cs), 2))},
    )


EN = """
Marjorie Vance | March 15, 2012 at 9:02 pm | - | - | Walked past it this evening. It's a sad sight with the railings off, but it's still the prettiest thing in the park.
Kev_the_Painter | March 15, 2012 at 8:47 pm | - | - | I'd happily give the ironwork a coat of paint for nothing if the council let me. Did the church gates twice.
Lorna Bickley | March 15, 2012 at 8:55 pm | 1 | - | That's a lovely offer Kev. Someone from the Friends of the Park should take you up on it.
Stephen Hale | March 15, 2012 at 9:20 pm | 2 | b=Friends of Marsh Park | We will! Kev, leave a note for us at the library desk, we meet the first Tuesday of the month.
Kev_the_Painter | March 15, 2012 at 9:31 pm | 3 | - | Will do.
GrumpyOfGreenSt | March 15, 2012 at 7:15 pm | - | - | Sell it. It's a rusty shed with a roof. Nobody has played in it since about 1985.
Lorna Bickley | March 15, 2012 at 7:22 pm | 5 | - | The brass band played in it last August, I was there with my grandchildren.
GrumpyOfGreenSt | March 15, 2012 at 7:40 pm | 6 | - | Once a year then. My point stands.
Paul Denton | March 15, 2012 at 8:02 pm | 7 | - | Once a year because the council won't fix the roof, so the band can't book it. Chicken and egg.
jaz | March 15, 2012 at 6:58 pm | - | - | lol who buys a bandstand
Tim R | March 15, 2012 at 7:05 pm | 9 | - | Some hotel chain will put it in their garden, you watch.
Anne-Marie Cole | March 15, 2012 at 6:30 pm | - | - | I got married in front of that bandstand in 1971. Every photo in our album has it in the background. // I know councils have no money, and I know there are more important things than a bit of Victorian ironwork. But some things you can't buy back once they're gone. // Please, somebody on the council, read these comments before the vote.
Marjorie Vance | March 15, 2012 at 6:41 pm | 11 | - | Beautifully put, Anne-Marie.
Gordon Pye | March 15, 2012 at 6:50 pm | 11 | - | Congratulations on 41 years! Ours was 1974, photos by the duck pond.
Cllr Ruth Ambler | March 15, 2012 at 5:44 pm | - | b=Staff,f | Thank you to everyone commenting. To be clear, no decision has been made: the committee will only decide whether to put the bandstand up for expressions of interest. // If a community group can show it can take on the repairs, that would be considered first. I'll be at the Marsh Park open meeting on the 28th to answer questions in person.
Paul Denton | March 15, 2012 at 5:58 pm | 14 | - | Thanks for coming on here Councillor. How much are the repairs actually estimated at? The article doesn't say.
Cllr Ruth Ambler | March 15, 2012 at 6:20 pm | 15 | b=Staff | Paul, the last survey put it at around £85,000 for the roof, the ironwork and the base.
Paul Denton | March 15, 2012 at 6:26 pm | 16 | - | £85k. That's less than the new signs on the ring road cost.
Dave Whitlock | March 15, 2012 at 5:20 pm | - | - | Agreed.
Sandra M | March 15, 2012 at 4:55 pm | - | - | Why is it always the parks that get cut? First the paddling pool, then the toilets, now this.
Dave Whitlock | March 15, 2012 at 5:01 pm | 19 | - | Because nobody protests about parks until it's too late.
Sandra M | March 15, 2012 at 5:12 pm | 20 | - | Well I'm protesting now!
Hugh Ferrars | March 15, 2012 at 4:30 pm | - | - | There was a crowdfunding thing in Wexham for their clock tower, raised £40k in two months. Could do the same here.
Jenny Okafor | March 15, 2012 at 4:41 pm | 22 | - | I'd put £20 in. Who's organising?
Hugh Ferrars | March 15, 2012 at 4:49 pm | 23 | - | I'll ask at the Friends meeting. Watch this space.
Bill Stannard | March 15, 2012 at 3:10 pm | - | - | As a retired structural engineer I've had a look at it from the path. The columns look sound to me, it's the roof timbers that have gone. Not an £85k job if you ask me, more like half that with volunteers. // Bill Stannard, CEng (retd.)
Tim R | March 15, 2012 at 3:25 pm | 25 | - | Volunteers and insurance don't mix well these days, sadly.
Bill Stannard | March 15, 2012 at 3:40 pm | 26 | - | Fair point, but the ironwork could be done by a firm and the painting by us.
maddie_xx | March 15, 2012 at 2:50 pm | - | - | my nan used to take me there for ice creams :( so sad
Reg Oakley | March 15, 2012 at 2:22 pm | - | - | I remember when there were concerts every Sunday in summer, deckchairs for tuppence. Nobody had any money then either, but they looked after things.
GrumpyOfGreenSt | March 15, 2012 at 2:35 pm | 29 | - | Tuppence in 1955 is about three quid now. Want to pay three quid for a deckchair?
Reg Oakley | March 15, 2012 at 2:44 pm | 30 | - | For a concert in the park, yes I would.
Jenny Okafor | March 15, 2012 at 1:30 pm | - | - | Has anyone asked the school? The kids did a project on the park last year and would be brilliant at raising money.
Mr Kessler | March 15, 2012 at 1:52 pm | 32 | - | I teach at Marsh Lane Primary and I'll happily raise it at our next staff meeting.
Dan P | March 15, 2012 at 1:05 pm | - | - | Typical Courier headline. "FOR SALE". It's a consultation, not a sale.
Courier Newsdesk | March 15, 2012 at 1:18 pm | 34 | b=Staff | Dan, the committee paper we've seen is titled "Disposal of the Marsh Park bandstand". We've quoted it in the story.
Dan P | March 15, 2012 at 1:26 pm | 35 | - | Fair enough, I stand corrected.
Priya Shah | March 15, 2012 at 12:40 pm | - | - | Is it listed? Surely something that old has some protection.
Bill Stannard | March 15, 2012 at 12:58 pm | 37 | - | Locally listed only, which doesn't stop a sale. Only stops it being knocked down without consent.
Priya Shah | March 15, 2012 at 1:02 pm | 38 | - | Thanks Bill, that's useful to know.
Colin from Marsh End | March 15, 2012 at 12:15 pm | - | - | Let a café run it. Teas in the bandstand, band on Sundays. Sorted.
Sandra M | March 15, 2012 at 12:22 pm | 40 | - | That's actually a great idea.
Colin from Marsh End | March 15, 2012 at 12:30 pm | 41 | - | I have them occasionally.
Wendy Lam | March 15, 2012 at 11:50 am | - | - | +1 to keeping it
Hattie | March 15, 2012 at 11:32 am | - | - | We had our first dance in that bandstand at the jubilee street party in 2002. My husband still can't dance.
Marcus Bell | March 15, 2012 at 11:10 am | - | - | Look at the state of the high street and people are crying about a bandstand. Priorities.
Jenny Okafor | March 15, 2012 at 11:25 am | 45 | - | People can care about more than one thing at once, Marcus.
Alf Grainger | March 15, 2012 at 10:40 am | - | - | Sign the petition at the library, over 600 names already.
Sue Tandy | March 15, 2012 at 10:58 am | 47 | - | Signed it this morning. The lady on the desk said they'd run out of sheets twice.
Robert Ince | March 15, 2012 at 10:15 am | - | - | "The bandstand has reached the end of its useful life," says the report. So have half the councillors.
Tim R | March 15, 2012 at 10:25 am | 49 | - | Ha!
Nora Blyth | March 15, 2012 at 9:50 am | - | - | My late father helped repaint it in the seventies when the council last did it up. I still have a flake of the old green paint he brought home in an envelope.
Pete Underhill | March 15, 2012 at 9:30 am | - | - | Why not move it to the seafront where people would actually see it?
Gordon Pye | March 15, 2012 at 9:41 am | 52 | - | Because it belongs in the park it was built for.
Pete Underhill | March 15, 2012 at 9:47 am | 53 | - | Just a thought, no need to bite.
Linda Coates | March 15, 2012 at 9:05 am | - | - | Disgraceful. Who voted for this?
Courier Newsdesk | March 15, 2012 at 9:20 am | 55 | b=Staff | Nobody yet, Linda: the report goes to the community services committee on March 29.
Ian Forsyth | March 15, 2012 at 8:40 am | - | - | Another piece of old Cobbleford sold off. The library next, then the town hall. Mark my words.
Bev | March 15, 2012 at 8:12 am | - | - | Keep it!
Jo Whitfield | March 15, 2012 at 7:58 am | - | - | First!
Andy Mercer | March 15, 2012 at 8:05 am | 59 | - | Every time.
"""


def en_hosted() -> Case:
    cs = thread(EN)
    featured = next(i for i, c in enumerate(cs) if c.has("f"))

    def card(i: int, c: C, sub: str, fid: str = "") -> str:
        badge = c.get("b")
        return (
            f'<li class="vcm-post" id="{fid or f"vcm-{90412 + i}"}"><div class="vcm-avatar"><img src="/_avatar/v-{slug(c.name)}.svg" '
            'alt="" width="48" height="48" /></div><div class="vcm-body"><div class="vcm-header">'
            f'<span class="vcm-author"><a href="/vcm/profile/{slug(c.name)}">{esc(c.name)}</a></span>'
            + (f' <span class="vcm-badge">{esc(badge)}</span>' if badge else "")
            + f' <span class="vcm-bullet">•</span> <a class="vcm-time" href="#vcm-{90412 + i}" title="{esc(c.when)}">{esc(c.when)}</a></div>'
            f'<div class="vcm-message">{paras(c.text)}</div><div class="vcm-footer">'
            f'<a class="vcm-like" href="#">Like ({(i * 5) % 17})</a> · <a class="vcm-reply" href="#">Reply</a> · '
            '<a class="vcm-share" href="#">Share ›</a></div></div>'
            + (f'<ul class="vcm-children">{sub}</ul>' if sub else "")
            + "</li>"
        )

    f = cs[featured]
    block = (
        '<div id="vocalmo_thread" class="vcm-thread"><div class="vcm-top"><span class="vcm-count">61 comments</span> '
        '<span class="vcm-brand">Comments by Vocalmo</span></div>'
        '<ul class="vcm-sort"><li><a href="?vsort=best">Best</a></li><li class="vcm-active"><a href="?vsort=newest">Newest</a></li>'
        '<li><a href="?vsort=oldest">Oldest</a></li></ul>'
        '<form class="vcm-login"><input type="text" placeholder="Join the discussion..." /> <a href="/vcm/login">Log in</a></form>'
        '<div class="vcm-featured"><h4>Featured comment</h4><ul class="vcm-list">'
        + card(featured, f, "", fid="vcm-featured-1")
        + '</ul></div><ul class="vcm-list" id="vcm-posts">'
        + tree(cs, card, lambda s: s)
        + '</ul><p class="vcm-more"><a href="?vsort=newest">Show more comments</a></p>'
        '<p class="vcm-footnote">Vocalmo · Privacy · Add to your site</p></div>'
    )
    st = Story(
        "BANDSTAND FOR SALE: council puts Marsh Park landmark on the market",
        "By Kerry Jessop, Local Democracy Reporter",
        "2012-03-15T07:00:00+00:00",
        "15 March 2012",
        """
Cobbleford's Victorian bandstand could be sold off by the council, a committee report reveals.

The cast-iron bandstand in Marsh Park was put up in 1893 and last restored in 1976. A report to the community services committee says it "has reached the end of its useful life" and recommends inviting expressions of interest from buyers.

Repairs to the roof, ironwork and base are estimated at £85,000. The council says it must save £2.3 million next year.

The Friends of Marsh Park say they will fight the plan. Their petition at the town library has more than 600 signatures.
""",
        lead="The 1893 cast-iron landmark 'has reached the end of its useful life', says a report",
        section="News",
        related=(
            "Library opening hours cut ~ 2 March 2012 ~ Cobbleford library will close on Wednesdays from April.",
            "Marsh Park toilets to shut ~ 12 January 2012 ~ The park's public toilets close for good at the end of the month.",
            "Brass band's centenary concert ~ 20 August 2011 ~ Hundreds turn out in the sunshine for the Cobbleford Silver Band.",
        ),
        tags=("Marsh Park", "Cobbleford Council", "Heritage"),
        bio="Kerry Jessop covers the council and the town's courts for the Courier.",
    )
    return make(
        "aw-en-hosted-newest-first",
        "discussion",
        "en-cobbleford",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/2012/03/15/bandstand-for-sale-marsh-park-landmark",
        container="div#vocalmo_thread.vcm-thread (an invented hosted platform's server-rendered thread) after the related stories: '61 comments', tabs Best/Newest/Oldest (Newest shown), a login line, a 'Featured comment' box repeating one comment, ul#vcm-posts > li.vcm-post (avatar, span.vcm-author profile link, span.vcm-badge, a.vcm-time, div.vcm-message, 'Like (n) · Reply · Share ›'), replies in ul.vcm-children, up to four levels",
        heading="61 comments",
        description="An English tabloid of 2012 with a hosted platform's server-rendered markup (invented 'Vocalmo'): 61 comments, top level newest first, replies oldest first under their parent, up to four levels; a councillor's 'Staff' comment featured first and again in the thread (once in the truth); badges, a signature line, 'lol', 'Agreed.', '+1', 'First!' comments.",
    )


def long_aw() -> list[Case]:
    return [de_paged(), en_hosted()]

"""Blind set W: discussions, part one: small threads served with the page, under headings other than "comments" or
none, in a section, an aside, a definition list, a table, cards and nested divs (an English dales paper's "Your
say", a German paper's single comment in an aside, a Norman weekly's definition list, a Spanish paper's table, Italian
cards under no heading, a Brazilian paper's masked e-mail names, a Flemish paper's single comment, a Swedish paper's
"Läsarnas röster", a Polish paper of five, a Turkish aside under no heading) (written from memory of the general shape
of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_w_common import (
    PartsK,
    V,
    box,
    dl_thread,
    esc,
    links,
    make,
    story,
    table_thread,
    thread,
    tree,
)
from comspider_lab.blind.model import Case


def en_say() -> Case:
    c = thread(
        """
Margaret Ibbotson | 3 March 2025 at 9:15am | - | The bridge at Low Skell has been single file for three winters now. If the council can find money for the car park they can find it for this.
Tom H | 3 March 2025 at 11:02am | 0 | Margaret, the article says the bridge money is county money, not district. Different pot, sadly.
dalesfarmer72 | 4 March 2025 at 7:40am | - | Forty minutes round by Kettlesike with a cattle trailer. Every week. Nobody on the committee drives that road.
"""
    )
    v = V("hx-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="hx" id="your-say"><h2 class="hx-h">Your say</h2>'
        + tree(c, v, reply="Reply", idp="hx-", avatar=True)
        + '<p class="hx-rules">Be kind. Posts are checked by the newsroom.</p></section>'
    )
    st = story(
        "Low Skell bridge repairs pushed back to 2026",
        "By Alan Pickersgill",
        "2025-03-03T07:00:00+00:00",
        "3 March 2025",
        """
Repairs to the narrow bridge at Low Skell will not start before spring 2026, the county council has confirmed.

Traffic lights will stay on the bridge until then. Farmers say the weight limit forces long detours with trailers.
""",
        section="News",
    )
    return make(
        "w-en-your-say",
        "discussion",
        "pb",
        "en-say",
        st,
        PartsK(
            after=block, rail=box("pb", "Most popular", links("Show results|New vet in Skellby|Mart prices"))
        ),
        c,
        path="/news/low-skell-bridge-repairs-2026",
        container="section#your-say: ul.hx-list of li.hx-item (div.hx-meta: span.hx-av initial, b.hx-name, span.hx-time '3 March 2025 at 9:15am'; div.hx-text; 'Reply'); the reply in ul.hx-replies",
        heading="Your say",
        description="An English dales paper of 2025: 3 comments (1 reply) with full dates, avatar initials, under 'Your say'.",
    )


def de_one() -> Case:
    c = thread(
        """
Jürgen Weimer | vor 3 Stunden | - | Die Buslinie nach Hachenburg war für meine Mutter die einzige Verbindung zum Arzt. Wenn sie samstags wegfällt, muss ich jedes Mal hinfahren.
"""
    )
    v = V("lf-{}")
    block = (
        '<aside class="lf" id="leserstimmen"><h4 class="lf-h">Leserstimmen</h4>'
        + tree(c, v, idp="lf-")
        + "</aside>"
    )
    st = story(
        "Kreis streicht Samstagsfahrten der Linie 118",
        "Von Petra Hoffmeister",
        "2025-05-20T06:30:00+02:00",
        "20.05.2025",
        """
Ab Juli fährt die Buslinie 118 zwischen Marienberg und Hachenburg samstags nicht mehr. Der Kreis begründet das mit zu wenigen Fahrgästen.

Ein Rufbus soll die Lücke schließen. Er muss eine Stunde vorher bestellt werden.
""",
        section="Lokales",
    )
    return make(
        "w-de-single",
        "discussion",
        "lx",
        "de-one",
        st,
        PartsK(
            after=block, rail=box("lx", "Meistgelesen", links("Kirmes in Gehlert|Neue Kita|Baustelle B414"))
        ),
        c,
        path="/lokales/linie-118-samstag-gestrichen",
        container="aside#leserstimmen: div.lf-list of div.lf-item (div.lf-meta: b.lf-name, span.lf-time 'vor 3 Stunden'; div.lf-text)",
        heading="Leserstimmen",
        description="A German local paper of 2025: a single comment, 'vor 3 Stunden', in an aside headed 'Leserstimmen'; no buttons.",
    )


def fr_dl() -> Case:
    c = thread(
        """
Gérard Lemonnier | 12/03/2025 à 18h40 | - | Encore une classe qui ferme à Saint-Clair. Après la poste et la boulangerie, il ne restera bientôt plus que l'église.
Sandrine B. | 12/03/2025 à 20h05 | 0 | Le regroupement avec Marigny n'est pas une fermeture, les enfants auront un car le matin. Mais trente minutes à six ans, c'est long.
parent_inquiet | 13/03/2025 à 07h12 | - | Qui a voté au conseil d'école ? Nous n'avons reçu aucun courrier avant la réunion.
"""
    )
    block = (
        '<div class="ecl" id="lecteurs"><h3 class="ecl-h">Ce qu\'en pensent nos lecteurs</h3>'
        + dl_thread(c, "ecl", reply="Répondre")
        + '<form class="ecl-form" id="ecl-form"><textarea></textarea><button>Publier</button></form></div>'
    )
    st = story(
        "Saint-Clair-du-Bocage perd sa classe unique à la rentrée",
        "Par Yves Morin",
        "2025-03-12T17:00:00+01:00",
        "12 mars 2025",
        """
L'académie a confirmé la fermeture de la classe unique de Saint-Clair-du-Bocage. Les onze élèves iront à Marigny.

Un car scolaire partira de la mairie à 7 h 55. La municipalité demande un arrêt supplémentaire au hameau du Pont.
""",
        section="Communes",
    )
    return make(
        "w-fr-deflist",
        "discussion",
        "ov",
        "fr-dl",
        st,
        PartsK(
            after=block,
            rail=box("ov", "À lire aussi", links("Foire aux bestiaux|Le marché du jeudi|Travaux RD 13")),
        ),
        c,
        path="/communes/saint-clair-classe-unique-fermeture",
        container="div#lecteurs: dl.ecl-dl of dt.ecl-who (strong name, span.ecl-at '12/03/2025 à 18h40') and dd.ecl-said (p text, a 'Répondre'); the reply in a dl inside its parent's dd",
        heading="Ce qu'en pensent nos lecteurs",
        description="A Norman weekly of 2025: 3 comments (1 reply) in a definition list, day-first dates '12/03/2025 à 18h40'.",
    )


def es_tbl() -> Case:
    c = thread(
        """
Manoli Ruiz | 14-02-2025 18:40 | - | En Villanueva llevamos tres veranos con cortes de agua por la noche. Ya era hora de que arreglaran el depósito.
Paco el del molino | 14-02-2025 19:22 | - | Lo del depósito está bien, pero las tuberías de la calle Real son de los años sesenta. Se rompen cada dos por tres.
J. A. Cañizares | 15-02-2025 09:03 | - | ¿Y quién paga las obras? Que no nos lo suban en el recibo como la otra vez.
Rosi | 15-02-2025 12:47 | - | Mi abuela vive sola en la parte alta y en agosto se quedó dos días sin agua. Que empiecen por ahí.
"""
    )
    block = (
        '<section class="tmx" id="reacciones"><h3 class="tmx-h">Reacciones</h3>'
        + table_thread(c, "tmx")
        + "</section>"
    )
    st = story(
        "La Mancomunidad renovará el depósito de agua de Villanueva",
        "Redacción / Lucía Serrano",
        "2025-02-14T13:00:00+01:00",
        "14/02/2025",
        """
La Mancomunidad de Aguas del Campo de Montiel invertirá 420.000 euros en el depósito de Villanueva, que pierde casi un tercio del agua.

Las obras empezarán en abril y durarán cuatro meses. Durante ese tiempo el suministro nocturno podría cortarse.
""",
        section="Comarca",
    )
    return make(
        "w-es-table",
        "discussion",
        "pb",
        "es-tbl",
        st,
        PartsK(
            after=block,
            rail=box("pb", "Lo más leído", links("Feria del queso|Nuevo centro de salud|Vendimia 2025")),
        ),
        c,
        path="/comarca/villanueva-deposito-agua",
        container="section#reacciones: table.tmx-tbl, a row each (td.tmx-by: b name, br, small '14-02-2025 18:40'; td.tmx-msg: p text), flat",
        heading="Reacciones",
        description="A Spanish district paper of 2025: 4 comments, flat, in a table, day-first dates '14-02-2025 18:40'.",
    )


def it_cards() -> Case:
    c = thread(
        """
Antonietta Zullo | 2 giorni fa | - | Il laboratorio di ceramica a Cerreto era l'unica cosa che teneva i ragazzi in paese d'estate. Speriamo che riapra davvero.
Michele62 | ieri | - | Ho fatto i corsi lì da ragazzo. Se serve una mano per sistemare i forni io ci sono.
"""
    )
    v = V("crd-{}", item="article")
    block = (
        '<div class="crd" id="voci">'
        + tree(c, v, votes="👍 {u}", seed="it", idp="crd-", avatar=True)
        + '<a class="crd-more" href="#crd-scrivi">Scrivi anche tu</a><form id="crd-scrivi"><textarea></textarea><button>Invia</button></form></div>'
    )
    st = story(
        "Cerreto, la bottega della ceramica cerca nuovi gestori",
        "di Carmine Di Lella",
        "2025-06-11T10:00:00+02:00",
        "11 giugno 2025",
        """
Il Comune di Cerreto ha pubblicato il bando per affidare la storica bottega della ceramica, chiusa dal 2023.

I gestori dovranno tenere corsi estivi per i ragazzi. Le domande si presentano entro il 30 luglio.
""",
        section="Paesi",
    )
    return make(
        "w-it-cards",
        "discussion",
        "lx",
        "it-cards",
        st,
        PartsK(
            after=block,
            rail=box("lx", "I più letti", links("Sagra del fusillo|Orari estivi bus|Nuova farmacia")),
        ),
        c,
        path="/paesi/cerreto-bottega-ceramica-bando",
        container="div#voci (no heading): div.crd-list of article.crd-item cards (div.crd-meta: span.crd-av, b.crd-name, span.crd-time '2 giorni fa' / 'ieri'; div.crd-text; '👍 n')",
        heading=None,
        description="An Italian local site of 2025: 2 comments as cards under no heading, relative times '2 giorni fa', 'ieri', avatars and likes.",
    )


def pt_masked() -> Case:
    c = thread(
        """
j***@g***.com | há 2 horas | - | A ponte da estrada velha está interditada desde março e ninguém explica nada. Agora dizem que só em dezembro?
ma***12@h***.com | há 1 hora | 0 | Pelo menos colocaram a balsa provisória. Demora, mas passa.
r***o@y***.com.br | há 35 minutos | - | Quem mora em Vargem Alta perde o ônibus das seis todo dia. A prefeitura precisa rever o horário.
"""
    )
    v = V("dz-{}", list="ol", item="li", replies="ol", name="span")
    block = (
        '<div class="dz" id="leitores"><h2 class="dz-h">O que os leitores pensam</h2>'
        + tree(c, v, reply="Responder", idp="dz-")
        + '<p class="dz-note">Os e-mails são parcialmente ocultados para proteger os leitores.</p></div>'
    )
    st = story(
        "Ponte da estrada velha de Vargem Alta só deve ser liberada em dezembro",
        "Por Cláudia Pimentel",
        "2025-08-19T09:00:00-03:00",
        "19/08/2025 09h00",
        """
A Defesa Civil informou que a ponte da estrada velha, interditada em março, só deve ser liberada em dezembro.

Enquanto isso, uma balsa provisória faz a travessia das 5h às 21h.
""",
        section="Cidades",
    )
    return make(
        "w-pt-masked-emails",
        "discussion",
        "ov",
        "pt-masked",
        st,
        PartsK(
            after=block, rail=box("ov", "Mais lidas", links("Festa do café|Vagas de emprego|Chuva forte"))
        ),
        c,
        path="/cidades/ponte-estrada-velha-dezembro",
        container="div#leitores: ol.dz-list of li.dz-item (div.dz-meta: span.dz-name masked e-mail 'j***@g***.com', span.dz-time 'há 2 horas'; div.dz-text; 'Responder'); the reply in ol.dz-replies",
        heading="O que os leitores pensam",
        description="A Brazilian regional paper of 2025: 3 comments (1 reply) whose names are e-mail addresses masked by the site ('j***@g***.com'), relative times.",
    )


def nl_one() -> Case:
    c = thread(
        """
Rik V. | gisteren om 21:10 | - | Mooi dat de bakker in Lommelhoek blijft. Zonder die zaak was er op zondag helemaal niets meer open in het dorp.
"""
    )
    x = c[0]
    block = (
        '<div class="ks-a" id="mening"><div class="ks-b"><div class="ks-c">Uw mening (1)</div></div>'
        '<div class="ks-b"><div class="ks-d"><div class="ks-e"><div><span class="ks-f">'
        + esc(x.author)
        + '</span></div><div class="ks-g">'
        + esc(x.when)
        + '</div></div><div class="ks-h"><div>'
        + esc(x.text)
        + '</div></div></div></div><div class="ks-b"><a href="#ks-schrijf">Schrijf uw mening</a></div></div>'
    )
    st = story(
        "Bakkerij in Lommelhoek gaat niet dicht: jonge bakker neemt over",
        "Door Els Verhaegen",
        "2025-09-08T18:00:00+02:00",
        "8 september 2025",
        """
De enige bakkerij van Lommelhoek blijft open. Een 27-jarige bakker uit Mol neemt de zaak over van de familie Peeters.

De winkel gaat wel op maandag en dinsdag dicht, maar blijft op zondagochtend open.
""",
        section="Dorpen",
    )
    return make(
        "w-nl-single-soup",
        "discussion",
        "pb",
        "nl-one",
        st,
        PartsK(
            after=block,
            rail=box("pb", "Meest gelezen", links("Kermis in Retie|Fietsstraat|Nieuwe burgemeester")),
        ),
        c,
        path="/dorpen/lommelhoek-bakkerij-blijft-open",
        container="div#mening: nested divs (div.ks-e: div > span.ks-f name, div.ks-g 'gisteren om 21:10'; div.ks-h > div text), no list",
        heading="Uw mening (1)",
        description="A Flemish local paper of 2025: a single comment, 'gisteren om 21:10', in nested anonymous divs under 'Uw mening (1)'.",
    )


def sv_say() -> Case:
    c = thread(
        """
Birgitta Holm | 3 mars 14:02 | - | Äntligen en gång- och cykelväg till skolan i Näsby. Barnen har gått på vägrenen i alla år.
Lasse i Gärdet | 3 mars 16:47 | 0 | Håller med, men varför slutar den vid kyrkan? Sista biten är ju den farligaste.
Emma K | igår 21:10 | - | Vi som bor längs vägen fick brev om markinlösen i förra veckan. Ingen har pratat med oss innan.
Per-Olof | 2 tim | - | Bra satsning. Hoppas den plogas på vintern också, annars är den ingen nytta.
"""
    )
    v = V("ln-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="lx-card ln" id="lasarna"><h2 class="ln-h">Läsarnas röster</h2>'
        + tree(c, v, votes="▲ {u}", reply="Svara", seed="sv", idp="ln-")
        + "</section>"
    )
    st = story(
        "Ny cykelväg mellan Näsby och skolan byggs i sommar",
        "Karin Östlund",
        "2025-03-03T12:00:00+01:00",
        "3 mars 2025",
        """
Trafikverket bygger en gång- och cykelväg längs länsväg 620 mellan Näsby och Gärdets skola. Arbetet börjar i juni.

Vägen blir 2,4 kilometer lång och slutar vid kyrkan. Den sista sträckan ska byggas senare.
""",
        section="Nyheter",
    )
    return make(
        "w-sv-lasarna",
        "discussion",
        "lx",
        "sv-say",
        st,
        PartsK(after=block, rail=box("lx", "Mest läst", links("Älvloppet|Ny förskola|Marknad i Gärdet"))),
        c,
        path="/nyheter/cykelvag-nasby-skolan",
        container="section#lasarna (a card): ul.ln-list of li.ln-item (div.ln-meta: b.ln-name, span.ln-time '3 mars 14:02' / 'igår 21:10' / '2 tim'; div.ln-text; '▲ n', 'Svara'); the reply in ul.ln-replies",
        heading="Läsarnas röster",
        description="A Swedish local paper of 2025: 4 comments (1 reply), yearless '3 mars 14:02', 'igår 21:10', '2 tim', votes.",
    )


def pl_five() -> Case:
    c = thread(
        """
Zbigniew z Ludźmierza | 12.03.2025, 18:40 | - | Parking przy stacji to dobry pomysł, ale czterdzieści miejsc na całą gminę to kpina.
Kasia_N | 12.03.2025, 19:15 | 0 | W planie jest drugi etap, burmistrz mówił o tym na sesji.
Marian Chowaniec | 3 dni temu | - | A czy pociąg do Krakowa będzie jeździł częściej? Bez tego parking nic nie da.
Góral z dziada pradziada | wczoraj | - | Lepiej by było puścić autobus do stacji z każdej wsi. Nie każdy ma samochód.
Ela | 5 godz. temu | - | Mieszkam obok i boję się, że zrobi się tu drugi dworzec autobusowy z hałasem od piątej rano.
"""
    )
    v = V("gw-{}")
    block = (
        '<div class="gw" id="czytelnicy"><h3 class="gw-h">Co myślą czytelnicy</h3>'
        + tree(c, v, votes="+{u}", reply="Odpowiedz", seed="pl", idp="gw-")
        + "</div>"
    )
    st = story(
        "Przy stacji w Nowym Targu powstanie parking „parkuj i jedź”",
        "Anna Bachleda",
        "2025-03-12T15:00:00+01:00",
        "12 marca 2025",
        """
Gmina podpisała umowę na budowę parkingu dla 40 samochodów przy stacji kolejowej. Koszt to 2,1 mln zł.

Parking ma być gotowy w listopadzie. Drugi etap, na kolejne 60 miejsc, zależy od dotacji.
""",
        section="Gminy",
    )
    return make(
        "w-pl-five",
        "discussion",
        "ov",
        "pl-five",
        st,
        PartsK(
            after=block,
            rail=box("ov", "Najczęściej czytane", links("Zakopianka w remoncie|Jarmark|Nowy basen")),
        ),
        c,
        path="/gminy/parking-parkuj-i-jedz-stacja",
        container="div#czytelnicy: div.gw-list of div.gw-item (div.gw-meta: b.gw-name, span.gw-time '12.03.2025, 18:40' / '3 dni temu' / 'wczoraj' / '5 godz. temu'; div.gw-text; '+n', 'Odpowiedz'); the reply in div.gw-replies",
        heading="Co myślą czytelnicy",
        description="A Polish regional paper of 2025: 5 comments (1 reply), the older ones dated '12.03.2025, 18:40', the newer relative; votes '+n'.",
    )


def tr_aside() -> Case:
    c = thread(
        """
Hüseyin Çakır | 2 saat önce | - | Balıkçı barınağının genişletilmesi iyi haber. Kışın teknelerimizi bağlayacak yer kalmıyordu.
Deniz_kızı | 1 saat önce | - | Sahil yolu da kapanacak mı? Yazın oradan yürüyerek işe gidiyorum.
"""
    )
    v = V("kr-{}", item="article", name="span")
    block = '<aside class="kr" id="kr-okur">' + tree(c, v, idp="kr-", avatar=True) + "</aside>"
    st = story(
        "Limanköy balıkçı barınağı genişletiliyor",
        "Mehmet Karaosmanoğlu",
        "2025-11-05T08:00:00+03:00",
        "5 Kasım 2025",
        """
Limanköy balıkçı barınağı için genişletme projesi onaylandı. Barınağa 40 teknelik yeni bir rıhtım eklenecek.

Çalışmalar sırasında sahil yolunun bir bölümü trafiğe kapatılacak, yaya geçişi açık kalacak.
""",
        section="Yerel",
    )
    return make(
        "w-tr-aside",
        "discussion",
        "pb",
        "tr-aside",
        st,
        PartsK(
            after=block, rail=box("pb", "Çok okunanlar", links("Hamsi fiyatları|Yeni okul|Festival programı"))
        ),
        c,
        path="/yerel/limankoy-balikci-barinagi-genisletiliyor",
        container="aside#kr-okur (no heading): div.kr-list of article.kr-item (div.kr-meta: span.kr-av, span.kr-name, span.kr-time '2 saat önce'; div.kr-text)",
        heading=None,
        description="A Turkish coastal site of 2025: 2 comments in an aside under no heading, '2 saat önce', avatars, no buttons.",
    )

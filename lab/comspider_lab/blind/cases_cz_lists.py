"""Blind set CZ: five article pages without any reader comment whose list looks like a readers' discussion, each of a
kind no earlier set listed: a German local paper's week of public hearings at the district court, each entry a
judge, a time and the case (de); a Dutch regional site's thank-you cards sent to a hospital's children's ward (nl); a
Polish fan translation group's changelog with the translators' entries (pl); a French village blog's write-up of the
councillors' Saturday surgery, the residents' requests and the councillors' answers (fr); a Spanish amateur theatre
group's casting notes by its director (es). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cz_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    cloud,
    esc,
    links,
    most_read,
    poll,
    rows,
    slug,
    ticker,
)


def de_gericht() -> Case:
    hearings = rows("""
Richterin am Amtsgericht Dr. Henrike Saalfeld | Montag, 14. Mai, 9.00 Uhr | Saal 104 | Ein 23-Jähriger aus Bad Kirchhain soll im Februar mit 1,9 Promille auf der B 62 einen Leitpfosten und einen Gartenzaun umgefahren haben und dann zu Fuß geflüchtet sein.
Richter am Amtsgericht Jörg Pfannmüller | Montag, 14. Mai, 10.30 Uhr | Saal 2 | Schöffengericht: Zwei Brüder aus Lahnau-Oberweimar sind wegen gewerbsmäßigen Diebstahls von Kupferkabeln an der Bahnstrecke angeklagt. Zwei Verhandlungstage sind angesetzt.
Richterin Anne-Kathrin Wolff | Dienstag, 15. Mai, 9.15 Uhr | Saal 104 | Eine Pflegekraft soll Bewohnern eines Seniorenheims in Gladenbach über Monate kleinere Geldbeträge aus den Zimmern genommen haben. Der Schaden wird auf 2400 Euro beziffert.
Richter am Amtsgericht Jörg Pfannmüller | Mittwoch, 16. Mai, 10.30 Uhr | Saal 2 | Fortsetzung des Verfahrens vom Montag (Kupferkabel, Bahnstrecke): Es sollen zwei Mitarbeiter der Bahn und ein Schrotthändler aus Wetzlar als Zeugen gehört werden. Ein Urteil ist möglich.
Richterin am Amtsgericht Dr. Henrike Saalfeld | Mittwoch, 16. Mai, 14.00 Uhr | Saal 104 | Ein Landwirt aus Dautphetal hat gegen einen Bußgeldbescheid Einspruch eingelegt: Er soll Gülle auf gefrorenen Boden ausgebracht haben.
Richterin Anne-Kathrin Wolff | Donnerstag, 17. Mai | – | Keine öffentlichen Verhandlungen (Christi Himmelfahrt).
Direktor des Amtsgerichts Klaus-Dieter Henning | Freitag, 18. Mai, 11.00 Uhr | Saal 1 | Zum Abschluss der Sanierung stellt sich das Gericht vor: Führung durch den Altbau für Bürgerinnen und Bürger, Treffpunkt an der Pforte. Anmeldung nicht nötig.
""")
    items = "".join(
        f'<li class="la-e" id="t{k + 1}">'
        + (
            f'<img class="la-av" src="/_avatar/la-r{k}-{slug(n)[:16]}.svg" alt="" width="40" height="40">'
            if k % 3 != 2
            else ""
        )
        + f'<div class="la-k"><strong>{esc(n)}</strong> <span class="la-z">{esc(z)}</span>'
        + (f' <span class="la-s">{esc(s)}</span>' if s != "–" else "")
        + f'</div><p>{esc(x)}</p><p class="la-f"><a href="/gericht/termin-{k + 1}.ics">Termin merken</a> · <a href="/gericht/fehler?t={k + 1}">Fehler melden</a></p></li>'
        for k, (n, z, s, x) in enumerate(hearings)
    )
    after = (
        '<div class="la-box"><h2>Diese Woche im Amtsgericht</h2>'
        '<p class="la-i">Öffentliche Verhandlungen vom 14. bis 18. Mai 2012. Zusammengestellt nach Angaben der Pressestelle; kurzfristige Änderungen sind möglich.</p>'
        f'<ol class="la-liste">{items}</ol></div>'
    )
    side = (
        most_read(
            "de-lahnau",
            """
Unfall auf der B 62: Motorradfahrer schwer verletzt | 4.812
Amtsgericht zieht zurück in den Altbau | 2.977
Lahnauer Kirmes: Das ist das Programm | 2.105
Neue Kita in Oberweimar eröffnet | 1.344
TSV Lahnau steigt in die Kreisoberliga auf | 1.120
""",
            "mal gelesen",
        )
        + poll(
            "de-lahnau",
            "Sollten Gerichtsverhandlungen im Internet übertragen werden?",
            [
                ("Ja, das schafft Transparenz", 211),
                ("Nein, auf keinen Fall", 388),
                ("Nur die Urteilsverkündung", 97),
            ],
        )
        + cloud(
            "de-lahnau",
            "Amtsgericht,Blaulicht,B 62,Kirmes,Kreistag,Lahn,Oberweimar,Schule,TSV Lahnau,Verkehr",
        )
    )
    style = (
        ".la-box{border-top:3px solid #8a1c1c;margin-top:18px}.la-box h2{font:bold 18px Georgia,serif;margin:6px 0}.la-i{font-size:11px;color:#777}"
        ".la-liste{list-style:none;padding:0}.la-e{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}.la-av{float:left;margin-right:10px}"
        ".la-z,.la-s{font-size:11px;color:#888}.la-e p{margin:3px 0}.la-f{font-size:11px}"
    )
    piece = Piece(
        "Amtsgericht zieht zurück in den Altbau",
        "Von Sabine Kettler",
        "2012-05-14T06:00:00+02:00",
        "Montag, 14. Mai 2012",
        """
Nach zwei Jahren im Ausweichquartier im Gewerbegebiet Am Lohpfad verhandelt das Amtsgericht Lahnau von dieser Woche an wieder im sanierten Gebäude an der Marktstraße. Die Sanierung hat 4,3 Millionen Euro gekostet, gut 600 000 Euro mehr als geplant.

Der größte Sitzungssaal ist jetzt barrierefrei zu erreichen, außerdem gibt es einen eigenen Zeugenraum, damit Opfer und Angeklagte sich nicht mehr auf dem Flur begegnen müssen. „Das war uns das Wichtigste“, sagt Gerichtsdirektor Klaus-Dieter Henning.

Verhandlungen vor dem Amtsgericht sind in aller Regel öffentlich. Wer zuschauen möchte, muss sich an der Pforte ausweisen; Taschen werden kontrolliert. Welche Termine in dieser Woche anstehen, lesen Sie unten.
""",
        dek="Nach zwei Jahren im Gewerbegebiet verhandeln die Richter wieder an der Marktstraße. Die Sanierung wurde teurer als geplant.",
        section="Lokales",
        tags=("Amtsgericht", "Justiz", "Marktstraße"),
        caption="Der sanierte Altbau des Amtsgerichts an der Marktstraße. Foto: Kettler",
    )
    tick = ticker(
        "Blaulicht",
        "07:42 | Wildunfall bei Caldern: Reh tot\n06:58 | Feuerwehr löscht Heckenbrand in Niederweimar",
    )
    return case(
        "cz-de-gericht",
        "lookalike",
        "de-lahnau",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            ticker=tick,
            top="Lahnau 17 °C",
            related=(
                "Schöffen gesucht: Bewerbung bis Ende Juni",
                "Prozess um Brandstiftung in Cölbe vertagt",
            ),
        ),
        [],
        path="/lokales/amtsgericht-zieht-zurueck-in-den-altbau-art-418837",
        container="(no discussion) div.la-box: h2 'Diese Woche im Amtsgericht', ol.la-liste of 7 li (img avatar on 5, strong judge, span time, span room, p case, 'Termin merken · Fehler melden')",
        heading=None,
        description="A German local paper of 2012 without any reader comment: an article on the district court's return to its renovated building, then, where comments usually sit, the week's public hearings: 7 entries, each a judge's name (one judge three times, two twice), day and time, the room, a sentence or two on the case, 'Termin merken · Fehler melden'; one entry continues an earlier one. Ticker, most read with counts, a poll, a tag cloud, related teasers, a newsletter box. Most awkward: named, timed short texts with avatars and a report link in an ordered list under the article.",
        lookalikes=("a district court's week of public hearings: judge, time, room, case",),
    )


def nl_bedankjes() -> Case:
    cards = rows("""
Familie Bosman uit Nieuw-Weerdinge | 14 januari 2013 | 31 | Drie weken hebben we met Sem op de afdeling gelegen na zijn longontsteking. Wat zijn jullie lief voor hem geweest, ook midden in de nacht als hij weer niet kon slapen. Hij vraagt nog steeds naar ‘zuster Ineke met de gekke sokken’.
Ilse (mama van Daan) | 2 februari 2013 | 18 | Bedankt dat ik altijd bij Daan mocht blijven slapen en dat er elke ochtend koffie voor me klaarstond. Dat lijkt klein, maar het betekende alles.
Meester Harm en groep 5 van De Vlonder | 19 februari 2013 | 42 | Onze klasgenoot Noor is weer thuis! Wij hebben deze kaart met de hele klas gemaakt voor iedereen van de kinderafdeling. De tekening van de giraf is van Bram.
Fam. Oldenhuis | 8 maart 2013 | 12 | Een speciaal woord voor de pedagogisch medewerkers: dankzij jullie knutselmiddagen was het ziekenhuis voor onze Lotte geen enge plek.
Jeroen en Saskia Meijer | 23 maart 2013 | 27 | Net als de familie Bosman willen wij zuster Ineke bedanken, en ook dokter Van der Laan, die op zondagavond gewoon nog even kwam kijken. Onze Finn is helemaal opgeknapt.
Tante Gerda | 5 april 2013 | 9 | Voor de clown van woensdag: Milan heeft na drie dagen eindelijk weer gelachen. Ga zo door!
Opa Klaas Zwiers | 17 april 2013 | 15 | Ik ben 81 en heb in 1939 zelf op de kinderafdeling gelegen, toen nog in het oude gebouw aan de Kerklaan. Wat is het nu anders. Dank jullie wel voor de goede zorg voor mijn kleinzoon Jesse.
""")
    rowsh = "".join(
        f'<div class="views-row views-row-{k + 1}"><article class="dd-kaart">'
        f'<img src="/_avatar/dd-k{k}.svg" alt="" width="44" height="44" class="dd-av">'
        f'<h3 class="dd-n">{esc(n)}</h3><span class="dd-d">Verstuurd op {esc(d)}</span>'
        f'<div class="dd-t"><p>{esc(x)}</p></div><div class="dd-h">♥ <span>{esc(h)}</span> mensen vinden dit mooi · <a href="/kaartenmuur/{k + 1}">Bekijk kaartje</a></div></article></div>'
        for k, (n, d, h, x) in enumerate(cards)
    )
    inside = (
        '<div class="view view-kaartenmuur"><h2 class="dd-kop">Uw woorden</h2>'
        '<div class="view-header"><p>Een greep uit de kaartjes die de kinderafdeling dit jaar ontving. De ouders gaven toestemming voor publicatie.</p></div>'
        f'<div class="view-content">{rowsh}</div></div>'
    )
    side = (
        most_read(
            "nl-oosterweide",
            """
Kaartenmuur op kinderafdeling Oosterweide | 3.204
Ondernemers Emmerveen boos over parkeerplan | 2.771
Zes gewonden bij kettingbotsing op de N34 | 2.560
Schaatsbaan Valthermond blijft dicht | 903
""",
            "x gelezen",
        )
        + box(
            "nl-oosterweide",
            "Agenda",
            "<ul><li>27 apr – Koningsdagmarkt Emmerveen</li><li>4 mei – Dodenherdenking, Markt</li><li>11 mei – Open dag Oosterweide</li></ul>",
        )
        + links(
            "nl-oosterweide",
            "Zorg in de regio",
            ("Huisartsenpost verhuist naar ziekenhuis", "Wachtlijst fysiotherapie korter"),
            "/zorg/",
        )
    )
    style = (
        ".dd-kop{font:bold 18px Verdana;color:#006b8f;border-bottom:2px solid #006b8f}.views-row{border-bottom:1px dashed #cfe3ea;padding:8px 0;overflow:hidden}"
        ".dd-av{float:left;margin-right:10px;border-radius:22px}.dd-n{font-size:14px;margin:0}.dd-d{font-size:11px;color:#888}.dd-t p{margin:3px 0}.dd-h{font-size:11px;color:#c0392b}"
    )
    piece = Piece(
        "Kaartenmuur op kinderafdeling Oosterweide",
        "Door Marieke Hulshof",
        "2013-04-26T10:15:00+02:00",
        "vrijdag 26 april 2013, 10:15",
        """
Op de kinderafdeling van ziekenhuis Oosterweide in Emmerveen hangt sinds deze week een bijzondere muur. Ruim driehonderd bedankkaartjes van ouders, opa’s en oma’s en zelfs een hele schoolklas zijn daar opgehangen, naast de speelkamer.

„We kregen er zoveel dat ze niet meer in de la pasten”, zegt teamleider Ineke Scholten. „Voor de verpleegkundigen is het een steuntje in de rug. Op zware dagen lopen ze er even langs.”

Het ziekenhuis vroeg de afzenders of hun kaartje ook hier gepubliceerd mocht worden. Hieronder een greep uit de kaarten.
""",
        dek="Ruim driehonderd kaartjes van ouders en grootouders hangen naast de speelkamer.",
        section="Zorg",
        tags=("Oosterweide", "Ziekenhuis", "Emmerveen"),
        caption="Teamleider Ineke Scholten bij de kaartenmuur. Foto: Drents Dagnieuws",
    )
    return case(
        "cz-nl-bedankjes",
        "lookalike",
        "nl-oosterweide",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=style,
            related=("Open dag Oosterweide: kijken achter de schermen", "Nieuwe MRI-scanner in gebruik"),
        ),
        [],
        path="/zorg/kaartenmuur-op-kinderafdeling-oosterweide",
        container="(no discussion) div.view.view-kaartenmuur in the node's body field: h2 'Uw woorden', 7 div.views-row > article.dd-kaart (img, h3 NAME, span date, p text, '♥ n mensen vinden dit mooi')",
        heading=None,
        description="A Dutch regional site on a Drupal-like skin, 2013, without any reader comment: an article on a hospital children's ward's wall of thank-you cards, and inside the body field, under 'Uw woorden', 7 cards: each the senders' name, the date sent, the text and a heart count with avatars; one card refers to an earlier one ('Net als de familie Bosman …'). Most read with counts, an agenda, a newsletter box, related teasers. Most awkward: personal, signed, dated short texts with avatars, counts and a name answering another, under a heading a discussion could have.",
        lookalikes=("a hospital ward's thank-you cards printed in the article",),
    )


def pl_changelog() -> Case:
    log = rows("""
Wędrowiec | 12.11.2012, 23:41 | 47 | Przetłumaczone wszystkie dialogi z aktu IV (Cytadela Szarego Płomienia). Zostały jeszcze dzienniki questów.
Kasia_tłumaczka | 13.11.2012, 08:12 | 48 | Poprawiłam formy żeńskie w rozmowach z kapitan Ylvą – wcześniej mówiła o sobie „byłem”, bo w oryginale nie ma rodzaju.
Marek „Grafik” Sowa | 13.11.2012, 19:30 | 49 | Nowe tekstury z napisami: szyld karczmy, mapa świata, ekran tytułowy. Polskie znaki w czcionce menu już się wyświetlają.
Wędrowiec | 14.11.2012, 00:05 | 50 | @Kasia_tłumaczka – dzięki, przejrzałem resztę aktu IV pod tym kątem i znalazłem jeszcze dwa takie miejsca u kowalki.
Tomasz B. | 15.11.2012, 21:17 | 51 | Korekta całości: 312 literówek, ujednolicone nazwy (zawsze „Arvandor”, nigdy „Arwandor”), poprawione „na prawdę” w 14 miejscach.
Kasia_tłumaczka | 17.11.2012, 16:48 | 52 | Dzienniki questów gotowe. Tak jak pisał Tomasz, trzymam się formy „Arvandor”, także w odmianie: „w Arvandorze”.
Marek „Grafik” Sowa | 18.11.2012, 12:00 | 53 | Instalator: wykrywa wersję GOG i pudełkową, robi kopię zapasową oryginalnych plików.
Tomasz B. | 19.11.2012, 22:30 | 54 | Testy na czystej instalacji zakończone. Znany błąd: w wersji Steam napisy końcowe są po angielsku.
""")
    items = "".join(
        f'<li class="bp-wpis" id="wpis-{nr}"><img src="/_avatar/bp-{slug(n)[:14]}.svg" alt="" width="36" height="36">'
        f'<span class="bp-nick">{esc(n)}</span> <span class="bp-data">{esc(d)}</span> <span class="bp-nr">#{esc(nr)}</span>'
        f'<p>{esc(x)}</p><a class="bp-zgl" href="/index.php?option=com_kunena&amp;func=post&amp;do=reply&amp;wpis={esc(nr)}">Zgłoś błąd w tym wpisie</a></li>'
        for n, d, nr, x in log
    )
    inside = (
        '<div class="bp-log"><h3>Dziennik zmian – wpisy zespołu</h3>'
        f'<ol class="bp-lista">{items}</ol>'
        '<p class="bp-uwaga">Błędy w tłumaczeniu zgłaszajcie w temacie na forum – tam odpowiadamy najszybciej.</p></div>'
    )
    side = (
        box(
            "pl-bractwo",
            "Pobierz",
            '<p><a href="/pobierz/arvandor-pl-1.3.exe">Kroniki Arvandoru PL 1.3</a><br><small>instalator, 18,4 MB · pobrano 2 214 razy</small></p>',
        )
        + most_read(
            "pl-bractwo",
            """
Spolszczenie «Kronik Arvandoru» – wersja 1.3 | 5 120
Szukamy korektorów do «Mrocznej Przystani» | 1 870
Jak zainstalować spolszczenie w wersji Steam | 1 402
""",
            "odsłon",
        )
        + poll(
            "pl-bractwo",
            "Co tłumaczymy następne?",
            [("Mroczna Przystań", 341), ("Gwiezdny Kupiec 2", 207), ("Opowieści z Lodowca", 119)],
        )
        + box("pl-bractwo", "Kto jest online", "<p>Obecnie jest 3 gości i 2 użytkowników online.</p>")
    )
    style = (
        ".bp-log{background:#f4f1fa;border:1px solid #d9d0ec;padding:6px 12px;margin:12px 0}.bp-log h3{margin:0;color:#4b2e83}"
        ".bp-lista{list-style:none;padding:0}.bp-wpis{border-bottom:1px solid #e2dcef;padding:6px 0;overflow:hidden}.bp-wpis img{float:left;margin-right:8px}"
        ".bp-nick{font-weight:bold}.bp-data,.bp-nr{font-size:11px;color:#888}.bp-wpis p{margin:2px 0}.bp-zgl{font-size:10px}.bp-uwaga{font-size:11px;color:#666}"
    )
    piece = Piece(
        "Spolszczenie «Kronik Arvandoru» – wersja 1.3 gotowa",
        "Napisał: Wędrowiec",
        "2012-11-20T18:00:00+01:00",
        "wtorek, 20 listopada 2012 18:00",
        """
Po czterech miesiącach pracy oddajemy w Wasze ręce wersję 1.3 spolszczenia «Kronik Arvandoru». Tym razem przetłumaczony jest cały akt IV, dzienniki questów i większość tekstur z napisami.

Spolszczenie działa z wersją pudełkową i z GOG. Z wersją Steam też się zainstaluje, ale napisy końcowe zostaną po angielsku – pracujemy nad tym.

Poniżej dziennik zmian, tak jak prowadziliśmy go w zespole. Dziękujemy wszystkim, którzy zgłaszali błędy do wersji 1.2.
""",
        section="Projekty",
        tags=("Kroniki Arvandoru", "spolszczenie", "RPG"),
        caption="Ekran tytułowy z nową, polską teksturą.",
    )
    return case(
        "cz-pl-changelog",
        "lookalike",
        "pl-bractwo",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=style,
            related=(
                "Spolszczenie «Kronik Arvandoru» – wersja 1.2",
                "Szukamy korektorów do «Mrocznej Przystani»",
            ),
        ),
        [],
        path="/index.php/projekty/42-kroniki-arvandoru-1-3",
        container="(no discussion) div.bp-log in the item page: h3 'Dziennik zmian – wpisy zespołu', ol.bp-lista of 8 li (img, span nick, span date, span #n, p text, 'Zgłoś błąd w tym wpisie')",
        heading=None,
        description="A Polish fan translation group's Joomla-like site, 2012, without any reader comment: the release post of a game translation with the team's changelog inside it: 8 entries, each a translator's nick with avatar, date and time, an entry number, a sentence or two and a 'report an error' link; one entry answers another ('@Kasia_tłumaczka – dzięki …'), another refers to an earlier one ('Tak jak pisał Tomasz'); four translators, each twice. A download box, most read with counts, a poll, who's online, a newsletter box. Most awkward: numbered, signed, timed entries with avatars that answer each other by name.",
        lookalikes=("a fan translation team's changelog: translator, time, number, entry",),
    )


def fr_permanence() -> Case:
    asks = [
        (
            "Mme Odile Perrin, chemin des Vignes",
            "samedi 2 juin 2012, 9h40",
            "Les voitures descendent le chemin des Vignes beaucoup trop vite depuis que la déviation est ouverte. Avec les enfants qui vont à l'arrêt du car, j'ai peur qu'il arrive un accident. Est-ce qu'on peut mettre un ralentisseur ?",
            "Bernard Lacoste, adjoint aux travaux",
            "Nous avons demandé au Département un comptage des véhicules pour la fin juin. Si la vitesse moyenne dépasse 50 km/h, un plateau surélevé sera installé avant la rentrée.",
        ),
        (
            "M. et Mme Ferrand, lotissement Les Chênes",
            "samedi 2 juin 2012, 10h05",
            "Le lampadaire devant le n° 12 est en panne depuis le mois de mars. Nous avons déjà appelé deux fois la mairie.",
            "Bernard Lacoste, adjoint aux travaux",
            "Toutes nos excuses : la demande s'était perdue entre deux prestataires. L'entreprise interviendra le 7 juin.",
        ),
        (
            "Julien Marty",
            "samedi 2 juin 2012, 10h30",
            "Je voudrais savoir s'il est prévu d'ouvrir la salle des fêtes aux jeunes le vendredi soir, comme ça se fait à Montbrun. On n'a nulle part où aller l'hiver.",
            "Sylvie Escande, conseillère déléguée à la jeunesse",
            "C'est une bonne idée, que le conseil examinera en septembre. Venez en parler à la commission jeunesse le 14 juin à 18h, avec d'autres jeunes si possible.",
        ),
        (
            "Mme Raymonde Guiraud",
            "samedi 2 juin 2012, 11h10",
            "Comme Mme Perrin, je trouve que ça roule trop vite, mais chez moi c'est la route de Fronton. Et le trottoir est tellement étroit qu'on ne peut pas passer avec un déambulateur.",
            "",
            "",
        ),
        (
            "Association des parents d'élèves",
            "samedi 2 juin 2012, 11h35",
            "Nous remercions la mairie pour le nouveau portail de l'école. Reste la question de la cantine : les enfants de maternelle mangent en deux services et le second commence à 12h50, c'est trop tard.",
            "Christian Sabatier, maire",
            "Une troisième employée sera recrutée à la rentrée pour que les deux services puissent commencer plus tôt. Nous en reparlerons au conseil d'école du 21 juin.",
        ),
    ]

    def one(k: int, who: str, when: str, text: str, rwho: str, rtext: str) -> str:
        reply = (
            f'<ul class="pj-rep"><li class="pj-d pj-elu"><img src="/_avatar/pj-elu-{slug(rwho)[:12]}.svg" alt="" width="32" height="32">'
            f'<p class="pj-qui">Réponse de <strong>{esc(rwho)}</strong></p><p>{esc(rtext)}</p></li></ul>'
            if rwho
            else ""
        )
        return (
            f'<li class="pj-d" id="demande-{k + 1}"><img src="/_avatar/pj-{k}.svg" alt="" width="40" height="40">'
            f'<p class="pj-qui"><strong>{esc(who)}</strong> <span>{esc(when)}</span></p><p>{esc(text)}</p>{reply}</li>'
        )

    lst = "".join(one(k, *a) for k, a in enumerate(asks))
    inside = (
        '<div class="pj-perm"><h3>Vos messages</h3>'
        '<p class="pj-int">Les demandes reçues samedi matin et les réponses des élus, publiées avec l\'accord des habitants.</p>'
        f'<ol class="pj-liste">{lst}</ol></div>'
    )
    after = '<p class="nocomments">Les commentaires sont fermés.</p>'
    side = (
        links(
            "fr-saintjory",
            "Articles récents",
            (
                "Permanence des élus du 2 juin",
                "Fête de l'école le 30 juin",
                "Travaux route de Fronton",
                "Compte rendu du conseil municipal du 24 mai",
            ),
            "/2012/06/",
        )
        + box(
            "fr-saintjory",
            "Horaires de la mairie",
            "<p>Lundi, mardi, jeudi : 9h-12h / 14h-17h<br>Mercredi et vendredi : 9h-12h<br>Permanence des élus : le 1er samedi du mois, 9h30-12h</p>",
        )
        + cloud(
            "fr-saintjory",
            "associations,cantine,conseil municipal,école,environnement,fête,jeunesse,travaux,voirie",
        )
        + links(
            "fr-saintjory",
            "Liens",
            ("Communauté de communes du Frontonnais", "Office de tourisme", "Comité des fêtes"),
            "/liens/",
            "widget_links",
        )
    )
    style = (
        ".pj-perm{border:1px solid #cfe0cf;background:#f6faf6;padding:6px 12px;margin:14px 0}.pj-perm h3{margin:0;color:#2f6b2f}.pj-int{font-size:11px;color:#777}"
        ".pj-liste,.pj-rep{list-style:none;padding:0}.pj-d{border-top:1px solid #dde9dd;padding:6px 0;overflow:hidden}.pj-d img{float:left;margin-right:8px}"
        ".pj-rep{margin-left:48px}.pj-elu{background:#fff}.pj-qui{margin:0}.pj-qui span{font-size:11px;color:#888}.nocomments{font-style:italic;color:#888}"
    )
    piece = Piece(
        "Permanence des élus du 2 juin : vos demandes et nos réponses",
        "Publié par la mairie",
        "2012-06-05T17:20:00+02:00",
        "5 juin 2012",
        """
Comme chaque premier samedi du mois, le maire et trois adjoints ont reçu les habitants en mairie samedi matin. Une quinzaine de personnes sont venues, et plusieurs questions reviennent souvent : la vitesse dans les lotissements, l'éclairage public et la cantine.

Pour que tout le monde soit informé, nous publions désormais sur ce blog un résumé des demandes et les réponses des élus, avec l'accord des personnes concernées. Les demandes qui touchent à des situations personnelles ne sont pas publiées.

La prochaine permanence aura lieu le samedi 7 juillet de 9h30 à 12h.
""",
        section="Vie municipale",
        tags=("permanence", "voirie", "cantine"),
    )
    return case(
        "cz-fr-permanence",
        "lookalike",
        "fr-saintjory",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            related=(
                "Compte rendu du conseil municipal du 24 mai",
                "Travaux route de Fronton : la circulation alternée prolongée",
            ),
        ),
        [],
        path="/2012/06/05/permanence-des-elus-du-2-juin-vos-demandes-et-nos-reponses/",
        container="(no discussion) div.pj-perm in the entry content: h3 'Vos messages', ol.pj-liste of 5 li (img, strong NAME, span time, p request; ul.pj-rep > li 'Réponse de NAME' and p answer on 4)",
        heading=None,
        description="A French village's WordPress-like news blog, 2012, without any reader comment ('Les commentaires sont fermés.'): the write-up of the councillors' Saturday surgery: under 'Vos messages', 5 residents' requests (name, time, text, avatar), 4 of them with a councillor's answer nested under them ('Réponse de NAME'), one resident referring to another ('Comme Mme Perrin …'). Recent posts, town hall hours, a tag cloud, a blogroll, a newsletter box, archives. Most awkward: a nested list of named, timed requests and named answers, exactly a threaded discussion's shape, under a heading a discussion could have.",
        lookalikes=("a village's councillors' surgery: residents' requests and the councillors' answers",),
    )


def es_casting() -> Case:
    notes = rows("""
Rosario Alcántara | sábado 15 de septiembre, 11:00 | 14 | Bernarda | Rosario lleva once años con nosotros y nunca había hecho un papel así. Cuando dijo «¡Silencio!» en la prueba se nos quedó la sala helada. No hubo más que hablar.
Mercedes Pardo | sábado 15 de septiembre, 11:30 | 9 | La Poncia | Leyó a Poncia con una ironía que no esperábamos, casi cómica al principio, y muy dura al final. Será el contrapunto perfecto de Rosario.
Lucía Cifuentes | sábado 15 de septiembre, 12:00 | 11 | Adela | Tiene diecinueve años y es su primera obra con el grupo. Viene del taller de los jueves. Energía de sobra; trabajaremos la voz.
Ana Belén Moya | sábado 15 de septiembre, 12:30 | 6 | Martirio | Como Lucía, viene del taller de los jueves. Se presentó para Adela, pero en la lectura de Martirio vimos algo que no podíamos dejar pasar.
Encarna Ruiz | domingo 16 de septiembre, 10:30 | 7 | María Josefa | Encarna tiene ochenta y dos años y fue la Bernarda del grupo en 1987. Que vuelva al escenario como la abuela loca es un regalo para todos.
Toñi Gallego | domingo 16 de septiembre, 11:00 | 5 | Angustias | Seria, contenida, exacta. La pareja de escenas con Rosario funciona sola.
Paqui Serrano | domingo 16 de septiembre, 11:30 | 4 | Magdalena | Lloró de verdad en la escena del luto, y eso que era la primera lectura.
Carmen Villar | domingo 16 de septiembre, 12:00 | 8 | Amelia | Carmen se ocupaba del vestuario y nunca había querido subir al escenario. Este año sí. Bienvenida al otro lado del telón.
""")
    items = "".join(
        f'<div class="tc-nota"><img class="tc-foto" src="/_avatar/tc-{k}.jpg.svg" alt="" width="48" height="48">'
        f'<div class="tc-cab"><b>{esc(n)}</b> <i>Prueba: {esc(d)}</i></div><p class="tc-papel">Papel: {esc(role)}</p>'
        f'<p>{esc(x)}</p><div class="tc-pie"><a href="javascript:void(0)">👏 Un aplauso</a> ({esc(c)})</div></div>'
        for k, (n, d, c, role, x) in enumerate(notes)
    )
    inside = (
        '<div class="tc-casting"><h3>Voces de Bernarda: las notas del casting</h3>'
        f"{items}"
        '<p class="tc-firma">Notas de Pilar Ortega, directora del montaje.</p></div>'
    )
    after = (
        '<div class="comments" id="comments"><h4>No hay comentarios:</h4><div id="comment-holder"></div>'
        '<p class="comment-footer"><a href="/comment-form/8812">Publicar un comentario</a></p></div>'
    )
    side = (
        box(
            "es-candela",
            "Datos personales",
            '<img src="/_avatar/tc-perfil.svg" width="80" height="80" alt=""><p><b>Teatro La Candela</b><br>Grupo de teatro aficionado. Ensayamos en la Casa de Cultura los martes y jueves desde 2001.</p><a href="/profile/">Ver todo mi perfil</a>',
            "Profile",
        )
        + box(
            "es-candela",
            "Próxima función",
            "<p>«La casa de Bernarda Alba»<br>Estreno: 8 de marzo de 2013, Casa de Cultura de Villalba del Rey, 20:30 h</p>",
            "HTML",
        )
        + links(
            "es-candela",
            "Mi lista de blogs",
            (
                "Teatro El Candil (Tarancón)",
                "La Farándula de Huete",
                "Blog del Festival de Teatro Aficionado de Cuenca",
            ),
            "http://blogs.example/",
            "BlogList",
        )
        + box("es-candela", "Seguidores", "<p>Seguidores (47)</p>", "Followers")
    )
    style = (
        ".tc-casting{border-left:4px solid #a0522d;padding:4px 12px;margin:14px 0;background:#fbf6f1}.tc-casting h3{color:#a0522d;margin:4px 0}"
        ".tc-nota{overflow:hidden;border-bottom:1px dotted #d9c2ad;padding:6px 0}.tc-foto{float:left;margin-right:10px}.tc-cab i{font-size:11px;color:#999}"
        ".tc-papel{margin:0;font-size:12px;color:#a0522d}.tc-nota p{margin:2px 0}.tc-pie{font-size:11px}.tc-firma{font-size:11px;font-style:italic}"
    )
    piece = Piece(
        "Ya tenemos reparto para «La casa de Bernarda Alba»",
        "Publicado por Teatro La Candela en 21:14",
        "2012-09-18T21:14:00+02:00",
        "martes, 18 de septiembre de 2012",
        """
Este fin de semana hemos hecho las pruebas para nuestro próximo montaje, «La casa de Bernarda Alba» de Federico García Lorca. Se presentaron veintitrés personas, más que nunca, y elegir no ha sido fácil.

Los ensayos empiezan el martes 2 de octubre a las 20:00 en la Casa de Cultura. Seguimos buscando gente para escenografía, luces y vestuario: no hace falta experiencia, solo ganas.

Gracias a todas las que se presentaron. Las que esta vez no tienen papel forman parte del coro de vecinas, y ya sabéis que en el grupo nadie se queda fuera.
""",
        section="Montajes",
        tags=("Bernarda Alba", "casting", "Lorca", "montajes"),
        caption="Las pruebas del sábado en la Casa de Cultura.",
    )
    return case(
        "cz-es-casting",
        "lookalike",
        "es-candela",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            related=("Fotos del estreno de «Tres sombreros de copa»", "Abrimos el taller de los jueves"),
        ),
        [],
        path="/2012/09/ya-tenemos-reparto-para-la-casa-de.html",
        container="(no discussion) div.tc-casting in the post body: h3 'Voces de Bernarda: las notas del casting', 8 div.tc-nota (img, b NAME, i time, p role, p note, '👏 Un aplauso (n)')",
        heading=None,
        description="A Spanish amateur theatre group's Blogger-like blog, 2012, without any reader comment (Blogger's 'No hay comentarios:' and 'Publicar un comentario' under the post): the cast announcement with the director's casting notes: 8 entries, each an actress's name with photo, the audition's day and time, the role, a short note and an applause count; one note refers to another ('Como Lucía, …'). Profile gadget, next show, a blogroll, followers, a newsletter box, the archive. Most awkward: photo, bold name, time and a personal short text per entry, with counts, under a heading with 'Voces'.",
        lookalikes=("an amateur theatre's casting notes by the director",),
    )


def lists_cz() -> list[Case]:
    return [de_gericht(), nl_bedankjes(), pl_changelog(), fr_permanence(), es_casting()]

"""Blind set BQ: four mixed pages of 2010-2013, a discussion of 5 to 9 readers' comments beside a list of a new kind that
looks like one: a banknote-tracking blog's route of one note with each finder's remark and a sidebar of the latest
hits (sl), a local paper's satellite-phone dispatches from a mountaineering expedition (hr), a local paper's candidates'
one-sentence answers before a municipal election (ca), a culture blog's open-mic line-up with each performer's own
line (bg). Every name, place and text invented for this set; each comment and entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    depth,
    draw,
    esc,
    flat,
    links,
    ptext,
    rows,
    seeds,
    talk,
)


def sl_banknotes() -> Case:
    ns = talk("""
Tina M. @ 6. maj 2010 ob 20:14 :: Čestitke za tisočega! Jaz jih imam šele 212, večinoma iz Ljubljane.
  Gregor @ 6. maj 2010 ob 21:02 [owner] :: Hvala, Tina! Pri meni jih je polovica z bencinske črpalke na Štajerski, tam se ustavi veliko tujcev.
Boštjan @ 7. maj 2010 ob 08:40 :: Kako pa veš, da ga je Markus res dobil v Gradcu? Lahko bi si kdo kar izmislil.
  Gregor @ 7. maj 2010 ob 09:15 [owner] :: Zagotovo ne moreš vedeti, ampak večina vnese podatke pošteno. Sistem tudi opozori, če se kraji in datumi ne ujemajo.
    Boštjan @ 7. maj 2010 ob 10:03 :: Zanimivo. Mogoče se pa še jaz preizkusim.
lovka_na_bankovce @ 8. maj 2010 ob 19:27 :: Pri nas v Celju je bil prejšnji mesec cel kup novih desetakov s serijo X, verjetno iz Nemčije. Je še kdo opazil?
""")
    route = rows("""
Wiener_Geld | Dunaj, Avstrija | 3. 11. 2009 | Vpisal sem ga ob dvigu na bankomatu na Westbahnhofu.
Markus_W | Gradec, Avstrija | 19. 2. 2010 | Drobiž v pekarni. Lepo, da je še v obtoku!
Gregor | Slovenska Bistrica | 4. 5. 2010 | Moj tisoči zadetek! Dobil sem ga na bencinski črpalki ob avtocesti.
""")
    hits = rows("""
10 € | Kranj | anja_k | Vračilo v trgovini, bankovec je bil že zelo zmečkan.
50 € | Maribor | Gregor | Plača, eden od štirih, samo ta je bil vpisan.
5 € | Koper | mornar | Iz Italije, napisano s svinčnikom »ciao«.
20 € | Slovenska Bistrica | Gregor | Tisoči zadetek!
""")

    def item(i: int, n: Note, sub: str) -> str:
        cls = f"sb-kom globina-{depth(ns, i) + 1}" + (" sb-avtor" if n.tag("owner") else "")
        return (
            f'<li class="{cls}" id="kom-{512 + i}"><div class="sb-glava"><img src="/_avatar/sb-{i}.svg" alt="" width="32" height="32" /> '
            f'<cite>{esc(n.who)}</cite> <span class="sb-pravi">pravi:</span><br /><a class="sb-cas" href="#kom-{512 + i}">{esc(n.at)}</a></div>'
            f'<div class="sb-besedilo">{ptext(n.body)}</div><p class="sb-odg"><a href="?replytocom={512 + i}#odgovor">Odgovori</a></p>'
            + (f'<ul class="sb-otroci">{sub}</ul>' if sub else "")
            + "</li>"
        )

    inside = (
        '<h4>Pot bankovca 20 € (S05…7381)</h4><table class="sb-pot" cellspacing="0"><tr><th>Uporabnik</th><th>Kraj</th><th>Datum</th><th>Opomba</th></tr>'
        + "".join(
            f"<tr><td><b>{esc(u)}</b></td><td>{esc(k)}</td><td>{esc(d)}</td><td>{esc(x)}</td></tr>"
            for u, k, d, x in route
        )
        + "</table><p>Prepotoval je 412 kilometrov v 183 dneh.</p>"
    )
    after = (
        f'<div id="komentarji"><h3>{len(ns)} odzivov na &#8222;Moj tisoči zadetek&#8220;</h3><ol class="sb-seznam">'
        + draw(ns, item, lambda s, _p: s)
        + '</ol><div id="odgovor"><h3>Dodaj odgovor</h3><form action="/komentar" method="post"><p>Ime (obvezno) <input type="text" name="author" /></p><p>E-pošta (ne bo objavljena) <input type="text" name="email" /></p>'
        '<p><textarea name="comment" rows="6" cols="50"></textarea></p><p><input type="submit" value="Objavi komentar" /></p></form></div></div>'
    )
    side = (
        box(
            "sl-bankovci",
            "Zadnji zadetki",
            '<ul class="sb-zadetki">'
            + "".join(
                f"<li><b>{esc(v)}</b> · {esc(k)} · <i>{esc(u)}</i><br /><small>{esc(x)}</small></li>"
                for v, k, u, x in hits
            )
            + "</ul>",
        )
        + box(
            "sl-bankovci",
            "Statistika",
            "<p>Vpisanih bankovcev: 8.412<br />Zadetkov: 1.000<br />Najdaljša pot: 2.314 km (Lizbona)</p>",
        )
        + box(
            "sl-bankovci",
            "Povezave",
            links(
                (
                    "Lovci na bankovce Slovenija",
                    "Kovanci in bankovci – forum",
                    "Numizmatično društvo Maribor",
                ),
                "/out/",
            ),
        )
        + box(
            "sl-bankovci",
            "Oznake",
            cloud("zadetki:5, Avstrija:2, statistika:3, bankomat:1, dvajsetak:2, Štajerska:2"),
        )
    )
    piece = Piece(
        "Moj tisoči zadetek: dvajsetak, ki je prepotoval pol Avstrije",
        "Objavil Gregor v Zadetki",
        "2010-05-06T19:00:00+02:00",
        "četrtek, 6. maj 2010",
        """
Po dveh letih in pol vpisovanja bankovcev se je zgodilo: tisoči zadetek. Zadetek pomeni, da je bankovec, ki sem ga vpisal, pred mano že vpisal nekdo drug, in tako lahko vidimo njegovo pot.

Tale dvajsetak je začel na Dunaju, bil februarja v Gradcu in se maja znašel v moji denarnici na bencinski črpalki. Spodaj je njegova pot, kot so jo zapisali najditelji.

Hvala vsem, ki pridno vpisujete. Brez vas tega hobija ne bi bilo.
""",
        tags=("zadetki", "Avstrija"),
    )
    return case(
        "bq-sl-bankovci",
        "mixed",
        "sl-bankovci",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".sb-pot td,.sb-pot th{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;font-size:12px}.sb-seznam,.sb-otroci{list-style:none;padding-left:0}.sb-otroci{margin-left:28px}.sb-kom{border-top:1px solid #e5e5e5;padding:6px 0}.sb-avtor{background:#f2f8fb}.sb-pravi{color:#888}.sb-cas{font-size:11px;color:#999}",
        ),
        seeds(ns),
        path="/2010/05/06/moj-tisoci-zadetek/",
        reveal="on_load",
        container="div#komentarji: h3 '6 odzivov na „Moj tisoči zadetek“', ol.sb-seznam > li.sb-kom.globina-N (cite NAME 'pravi:', the date, div.sb-besedilo), replies in ul.sb-otroci, three levels",
        heading="6 odzivov na „Moj tisoči zadetek“",
        description="A Slovenian banknote-tracking blog of 2010: a post on the blogger's 1000th hit with a table of one note's route (3 finders with town, date and remark) and a sidebar of the 4 latest hits (value, town, finder, remark), and a discussion of 6 readers' comments with 'NAME pravi:' heads (the blogger answering twice; replies three levels deep). Most awkward: the route and the hits are named, dated remarks by readers of the same hobby.",
        static=True,
        lookalikes=("a banknote's route with each finder's remark", "a sidebar of the latest banknote hits"),
    )


def hr_expedition() -> Case:
    ns = talk("""
Planinar iz Zagreba @ 18.10.2012. u 09:12 :: Sretno, društvo! Pratimo vas svaki dan.
Ana J. @ 18.10.2012. u 11:40 :: Marko je moj susjed, cijela zgrada navija. Javite se kad se spustite!
^2 Glas Podgorja @ 18.10.2012. u 12:05 [team] :: Ana, prenijet ćemo pozdrave u sljedećem satelitskom razgovoru.
Dubravko @ 20.10.2012. u 20:33 :: Ama Dablam nije za šalu, 2006. je lavina odnijela kamp 3. Nadam se da su oprezni.
^4 Vlado, PD Podgorje @ 20.10.2012. u 21:10 :: Zato i ne idu u kamp 3, nego iz kampa 2 ravno na vrh. Ivana je to dobro isplanirala.
^5 Dubravko @ 20.10.2012. u 21:48 :: Hvala na pojašnjenju, tako je puno sigurnije.
mama Tomislava @ 24.10.2012. u 22:05 :: Tomo, ponosni smo na tebe. Čuvaj se i jedi!
Ivica @ 25.10.2012. u 07:30 :: Koliko košta ekspedicija i je li grad pomogao?
^8 Glas Podgorja @ 25.10.2012. u 09:00 [team] :: Ivica, prema riječima voditeljice ekspedicija košta oko 9000 eura po osobi, a grad je pomogao s 15.000 kuna.
""")
    dispatches = rows("""
18.10.2012, 07:40 | Ivana Horvat, voditeljica ekspedicije | Stigli smo u bazni logor na 4600 metara. Svi su dobro, Marko ima blagu glavobolju. Sutra je dan odmora.
20.10.2012, 19:15 | Marko Jurić | Glavobolja je prošla. Danas smo nosili opremu do kampa 1. Vrijeme idealno, bez vjetra.
22.10.2012, 06:05 | Ivana Horvat | Noć u kampu 1 bila je hladna, minus 14. Šerpa Dawa kaže da lijepo vrijeme traje do petka.
24.10.2012, 21:30 | Tomislav Babić | Kamp 2 je postavljen. Pogled na Everest ne može se opisati. Pozdrav kolegama iz PD Podgorje!
25.10.2012, 05:50 | Ivana Horvat | Krećemo prema vrhu u tri sata ujutro. Sljedeće javljanje s vrha ili iz kampa 2. Mislite na nas!
""")

    def item(i: int, n: Note) -> str:
        reply = ""
        if n.parent is not None:
            reply = f'<p class="gp-odg">Odgovor na komentar <a href="#k{n.parent + 1}">{esc(ns[n.parent].who)}</a></p>'
        team = " gp-redakcija" if n.tag("team") else ""
        return (
            f'<div class="gp-kom{team}" id="k{i + 1}"><p class="gp-tko"><strong>{esc(n.who)}</strong> <span>{esc(n.at)}</span></p>'
            f"{reply}{ptext(n.body, 'gp-tekst')}</div>"
        )

    inside = (
        '<div class="gp-javljanja"><h3>Javljanja s ekspedicije</h3><p class="gp-nap">Poruke poslane satelitskim telefonom, objavljujemo ih kako stižu.</p>'
        + "".join(
            f'<div class="gp-jav"><p class="gp-jav-glava"><b>{esc(w)}</b> · {esc(d)}</p><p>{esc(x)}</p></div>'
            for d, w, x in dispatches
        )
        + "</div>"
    )
    after = (
        f'<div class="gp-komentari" id="komentari"><h3>Komentari ({len(ns)})</h3>'
        + flat(ns, item)
        + '<p class="gp-pravila">Komentari su stavovi čitatelja. <a href="/pravila">Pravila komentiranja</a></p>'
        '<form action="/komentiraj" method="post"><p>Ime: <input type="text" name="ime" /></p><p><textarea name="tekst" rows="5" cols="50"></textarea></p><p><input type="submit" value="Pošalji komentar" /></p></form></div>'
    )
    side = (
        box(
            "hr-podgorje",
            "Najčitanije",
            links(
                (
                    "Zatvara se pošta u Gornjem Selu",
                    "Podgorski rukometaši pobijedili u derbiju",
                    "Berba kestena ove godine slabija",
                ),
                "/vijesti/",
                "ol",
            ),
        )
        + box(
            "hr-podgorje",
            "Najkomentiranije",
            links(
                (
                    "Zatvara se pošta u Gornjem Selu",
                    "Naši alpinisti kreću prema vrhu",
                    "Nova naplata parkiranja u centru",
                ),
                "/vijesti/",
                "ol",
                ("(37)", "(9)", "(52)"),
            ),
        )
        + box(
            "hr-podgorje",
            "Oznake",
            cloud("alpinizam:4, Himalaja:3, PD Podgorje:3, ekspedicija:4, planinarenje:2"),
        )
    )
    piece = Piece(
        "Naši alpinisti na putu prema vrhu Ama Dablama",
        "Piše: Damir Kovač",
        "2012-10-17T18:00:00+02:00",
        "17. listopada 2012.",
        """
Četvero članova Planinarskog društva Podgorje prošli je tjedan otputovalo u Nepal s ciljem da se popnu na Ama Dablam, jedan od najljepših vrhova Himalaje, visok 6812 metara. Ekspediciju vodi iskusna alpinistica Ivana Horvat.

Uspon bi trebao trajati tri tjedna, a ekipa će se s redakcijom javljati satelitskim telefonom. Njihove poruke objavljujemo u okviru ispod članka.

Ekspediciju su pomogli Grad i nekoliko lokalnih tvrtki, a ostatak troškova članovi plaćaju sami.
""",
        dek="Četvero članova PD Podgorje javljat će se satelitskim telefonom.",
        section="Planinarenje",
        tags=("alpinizam", "Himalaja", "ekspedicija"),
        caption="Ekipa na zagrebačkom aerodromu prije polaska. Foto: PD Podgorje",
    )
    return case(
        "bq-hr-ekspedicija",
        "mixed",
        "hr-podgorje",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".gp-javljanja{background:#eef4f8;border-left:4px solid #0b5a8a;padding:8px 12px;margin:14px 0}.gp-jav{border-top:1px dashed #c5d5e2}.gp-jav p{margin:3px 0}.gp-nap{font-size:11px;color:#777}.gp-komentari{border-top:3px solid #a31515;margin-top:16px}.gp-kom{border-bottom:1px solid #eee;padding:6px 0}.gp-redakcija{background:#fff6e5}.gp-tko{margin:0}.gp-tko span{font-size:11px;color:#888}.gp-odg{font-size:11px;color:#a31515;margin:0}",
        ),
        seeds(ns),
        path="/planinarenje/nasi-alpinisti-na-putu-prema-vrhu-ama-dablama",
        reveal="on_load",
        container="div.gp-komentari#komentari: h3 'Komentari (9)', div.gp-kom per comment (p.gp-tko: strong name, date; p.gp-odg 'Odgovor na komentar NAME' on answers; p.gp-tekst), flat in page order",
        heading="Komentari (9)",
        description="A Croatian local paper of 2012 on a mountaineering expedition: a box of 5 satellite-phone dispatches from the climbers (name, date and time, text), and 9 readers' comments, flat, four of them answers with an 'Odgovor na komentar NAME' line (the truth takes the named comment as the parent; the paper answering twice). Most awkward: the dispatches are named, dated first-person messages inside the article.",
        static=True,
        lookalikes=("an expedition's satellite-phone dispatches",),
    )


def ca_candidates() -> Case:
    ns = talk("""
Joan Ferrer @ 11/05/2011 - 09:20 :: La Farga fa vint anys que cau a trossos. Qualsevol cosa és millor que deixar-la com està.
  Roser @ 11/05/2011 - 10:02 :: Qualsevol cosa no, Joan. Si hi fan pisos de luxe, ja ens podem acomiadar del riu.
    Joan Ferrer @ 11/05/2011 - 10:31 :: Ningú ha parlat de luxe, en Casals diu habitatge protegit.
Marc T. @ 11/05/2011 - 12:45 :: L'única resposta concreta és la de la Vilaró. Els altres no diuen res de res.
Un veí de la Sagrera @ 11/05/2011 - 16:10 :: I la consulta popular qui la paga? Ja en vam fer una per la rotonda i no va servir de res.
  Pere Gispert @ 11/05/2011 - 18:22 :: Bon dia. Una consulta sobre la Farga costaria menys de 3.000 euros si es fa el mateix dia de la festa major. Ho tenim calculat.
Carme @ 12/05/2011 - 08:05 :: Gràcies per preguntar als candidats. Fareu el mateix amb l'escola?
""")
    answers = rows("""
Montserrat Puig i Soler | Gent de la Vall | Convertirem la Farga en un viver d'empreses i en un espai per a les entitats.
Jordi Casals | Acord per Arenys | Cal vendre la parcel·la i fer-hi habitatge protegit per als joves.
Núria Vilaró | Esquerra Verda de la Vall | La Farga és patrimoni industrial: ni enderrocs ni especulació, la compra l'Ajuntament.
Pere Gispert | Unió Veïnal | Ho decidirem en una consulta popular amb tot el poble.
Albert Roca | Independents per la Vall | Primer cal arreglar els comptes de l'Ajuntament; després ja parlarem de la Farga.
""")
    num = {
        i: k + 1
        for k, i in enumerate(
            int(x) for x in draw(ns, lambda i, _n, sub: f"{i},{sub}", lambda s, _p: s).strip(",").split(",")
        )
    }

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<div class="pv-com" id="com-{num[i]}"><p class="pv-cap"><span class="pv-n">{num[i]}.</span> <b>{esc(n.who)}</b> va escriure:</p>'
            f'{ptext(n.body, "pv-txt")}<p class="pv-data">{esc(n.at)} · <a href="#pv-form">Respon</a></p>'
            + (f'<div class="pv-respostes">{sub}</div>' if sub else "")
            + "</div>"
        )

    inside = (
        '<div class="pv-candidats"><h3>Els candidats responen: què faríeu amb la Farga?</h3>'
        + "".join(
            f'<div class="pv-cand"><img src="/_avatar/pv-c{k}.svg" alt="" width="40" height="40" /><p class="pv-nom"><b>{esc(a)}</b> <span>({esc(p)})</span></p><p class="pv-resp">«{esc(r)}»</p></div>'
            for k, (a, p, r) in enumerate(answers)
        )
        + "</div>"
    )
    after = (
        f'<div class="pv-comentaris" id="comentaris"><h3>{len(ns)} comentaris</h3>'
        + draw(ns, item, lambda s, _p: s)
        + '<div id="pv-form"><h3>Deixa el teu comentari</h3><form action="/comentar" method="post"><p>Nom: <input type="text" name="nom" /></p><p><textarea name="text" rows="5" cols="50"></textarea></p><p><input type="submit" value="Envia" /></p></form></div></div>'
    )
    side = (
        box(
            "ca-vall",
            "Especial eleccions 2011",
            links(
                (
                    "Les cinc llistes, una a una",
                    "Calendari de debats",
                    "On votar a la Vall d'Arenys",
                    "Resultats de 2007",
                ),
                "/politica/eleccions-2011/",
            ),
        )
        + box(
            "ca-vall",
            "El més llegit",
            links(
                (
                    "Tallada la carretera de Santa Creu per obres",
                    "Festa major: el cartell de concerts",
                    "Els candidats responen sobre la Farga",
                ),
                "/societat/",
                "ol",
            ),
        )
        + box(
            "ca-vall",
            "Etiquetes",
            cloud("eleccions:5, la Farga:4, candidats:4, urbanisme:3, consulta:2, festa major:1"),
        )
    )
    piece = Piece(
        "Eleccions municipals: què faran els candidats amb la Farga?",
        "Redacció",
        "2011-05-10T20:00:00+02:00",
        "Dimarts, 10 de maig de 2011",
        """
L'antiga fàbrica de la Farga, tancada des del 1991, és un dels temes de la campanya a la Vall d'Arenys. La parcel·la, de propietat privada, ocupa gairebé dues hectàrees a tocar del riu i del nucli antic.

El Pregoner ha fet la mateixa pregunta als cinc caps de llista que es presenten el 22 de maig: què faríeu amb la Farga si governéssiu? Les respostes, en una frase, són a continuació.

Dijous a les vuit del vespre hi haurà un debat entre els candidats a la sala del Casal, moderat per aquest diari.
""",
        dek="Cinc caps de llista, una pregunta i una frase per respondre-la.",
        section="Política",
        tags=("eleccions", "la Farga", "urbanisme"),
        caption="La nau principal de la Farga, tancada des del 1991",
    )
    return case(
        "bq-ca-candidats",
        "mixed",
        "ca-vall",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".pv-candidats{background:#f6f3ec;border:1px solid #ddd3bd;padding:8px 12px;margin:14px 0}.pv-cand{overflow:hidden;border-top:1px solid #e5dcc8;padding:4px 0}.pv-cand img{float:left;margin-right:8px}.pv-nom{margin:0}.pv-nom span{color:#777}.pv-resp{margin:2px 0;font-style:italic}.pv-com{border-top:1px solid #eee;padding:6px 0}.pv-respostes{margin-left:26px}.pv-n{color:#a31515;font-weight:bold}.pv-data{font-size:11px;color:#888;margin:0}",
        ),
        seeds(ns),
        path="/politica/eleccions-municipals-que-faran-els-candidats-amb-la-farga",
        reveal="on_load",
        container="div.pv-comentaris#comentaris: h3 '7 comentaris', div.pv-com (p.pv-cap 'n. NAME va escriure:', p.pv-txt, p.pv-data date), replies in div.pv-respostes, three levels",
        heading="7 comentaris",
        description="A Catalan local paper of 2011 before a municipal election: a box of 5 candidates' one-sentence answers (photo, name, party, a quoted answer) inside the article, and a discussion of 7 readers' comments numbered in thread order with 'NAME va escriure:' heads (one candidate answering a reader; replies three levels deep). Most awkward: a candidate from the box is also a commenter, and the box's entries are named one-sentence statements.",
        static=True,
        lookalikes=("candidates' one-sentence answers",),
    )


def bg_openmic() -> Case:
    ns = talk("""
Ива @ 25 октомври 2013 в 10:12 :: Беше страхотна вечер! Стефчо наистина беше смешен, и никак не беше кратко :)
  Стефан Димов @ 25 октомври 2013 в 11:30 :: Благодаря, Ива! Следващия път ще е още по-дълго, заплашвам.
Николай П. @ 25 октомври 2013 в 14:05 :: Кога е следващият отворен микрофон? Искам да се запиша с китарата.
  Културен пулс @ 25 октомври 2013 в 15:20 [owner] :: Николай, следващият е на 14 ноември. Записването е на място от 19:30.
Деси @ 26 октомври 2013 в 09:48 :: Благодаря за хубавия текст и снимките! Само една поправка: бяхме дует с Кристина, а не трио :)
""")
    lineup = rows("""
20:00 | Мария Колева | Ще изпея две мои песни — едната е за Варна, другата за мама.
20:15 | Стефан „Стефчо“ Димов | Стендъп за първи път. Ако не е смешно, поне ще е кратко.
20:30 | Дует „Пясък“ | Свирим заедно от три седмици, така че стискайте палци.
20:45 | Ина Петрова | Ще прочета стихотворения от тетрадката, която пазя от гимназията.
21:00 | Георги Маринов | Блус на хармоника. Без думи.
21:15 | Кристина и Деси | Кавър на стара естрадна песен, ама по нашему.
""")

    def item(i: int, n: Note, sub: str) -> str:
        own = " kp-avtor" if n.tag("owner") else ""
        return (
            f'<li class="kp-kom{own}" id="c{880 + i}"><p class="kp-glava"><b>{esc(n.who)}</b> написа:</p>{ptext(n.body)}'
            f'<p class="kp-koga"><a href="#c{880 + i}">{esc(n.at)}</a> · <a href="#kp-form">Отговор</a></p>'
            + (f'<ul class="kp-otg">{sub}</ul>' if sub else "")
            + "</li>"
        )

    inside = (
        '<div class="kp-programa"><h4>Програмата на вечерта</h4><ul>'
        + "".join(
            f'<li><span class="kp-chas">{esc(t)}</span> <b>{esc(w)}</b><br /><i>„{esc(x)}“</i></li>'
            for t, w, x in lineup
        )
        + "</ul></div>"
    )
    after = (
        f'<div class="kp-komentari" id="comments"><h4>{len(ns)} коментара</h4><ul class="kp-spisak">'
        + draw(ns, item, lambda s, _p: s)
        + '</ul><div id="kp-form"><h4>Напиши коментар</h4><form action="/komentar" method="post"><p>Име: <input type="text" name="name" /></p><p><textarea name="text" rows="5" cols="50"></textarea></p><p><input type="submit" value="Публикувай" /></p></form></div></div>'
    )
    side = (
        box(
            "bg-kulturenpuls",
            "За блога",
            "<p>Пиша за концертите, четенията и малките театри във Варна, където влизат по трийсет души.</p>",
        )
        + box(
            "bg-kulturenpuls",
            "Предстоящо",
            links(
                (
                    "14 ноември — Отворен микрофон в „Мазето“",
                    "16 ноември — Четене на млади поети",
                    "22 ноември — Джаз в библиотеката",
                ),
                "/sabitiya/",
            ),
        )
        + box(
            "bg-kulturenpuls",
            "Етикети",
            cloud("отворен микрофон:4, Мазето:3, музика:5, стендъп:2, поезия:3, Варна:4"),
        )
        + box(
            "bg-kulturenpuls",
            "Архив",
            links(("октомври 2013", "септември 2013", "август 2013"), "/2013/", counts=("(5)", "(7)", "(3)")),
        )
    )
    piece = Piece(
        "Отворен микрофон в „Мазето“: шестима на сцената, една китара",
        "Публикувано от Културен пулс в 23:40",
        "2013-10-24T23:40:00+03:00",
        "четвъртък, 24 октомври 2013",
        """
В четвъртък вечерта в клуб „Мазето“ на улица „Драгоман“ се проведе поредният отворен микрофон. Залата беше пълна още в осем, а в списъка се записаха шестима души — от гимназистка с тетрадка стихове до пенсиониран моряк с хармоника.

Правилата са прости: по петнайсет минути на човек, без предварителен подбор, всеки може да се запише на място. Китарата на клуба стоеше на сцената за тези, които не са си донесли своя.

По-долу е програмата на вечерта, с думите, с които всеки се представи.
""",
        tags=("отворен микрофон", "Мазето", "музика"),
    )
    return case(
        "bq-bg-otvoren-mikrofon",
        "mixed",
        "bg-kulturenpuls",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".kp-programa{background:#f4f0f7;border:1px solid #d9cfe3;padding:8px 14px;margin:14px 0}.kp-programa ul{list-style:none;padding:0}.kp-programa li{margin-bottom:6px}.kp-chas{font-family:monospace;color:#7a3e8a}.kp-spisak,.kp-otg{list-style:none;padding-left:0}.kp-otg{margin-left:28px}.kp-kom{border-top:1px solid #eee;padding:6px 0}.kp-avtor{background:#f2f8fb}.kp-glava{margin:0}",
        ),
        seeds(ns),
        path="/2013/10/otvoren-mikrofon-v-mazeto.html",
        reveal="on_load",
        container="div.kp-komentari#comments: h4 '5 коментара', ul.kp-spisak > li.kp-kom (p.kp-glava 'NAME написа:', the text, the date), replies in ul.kp-otg",
        heading="5 коментара",
        description="A Bulgarian culture blog of 2013 on an open-mic night: the evening's line-up inside the post (6 performers with a time and the line each introduced themselves with, in quotes), and a discussion of 5 readers' comments with 'NAME написа:' heads (a performer answering, the blogger answering once; replies one level deep). Most awkward: the line-up's entries are named first-person lines, and one of the performers also comments.",
        static=True,
        lookalikes=("an open-mic line-up with each performer's own line",),
    )


def mixed_bq() -> list[Case]:
    return [sl_banknotes(), hr_expedition(), ca_candidates(), bg_openmic()]

"""Blind set AD: pages without any reader comment (truth zero), each with the era's furniture and a list of named,
dated short texts that are not reader comments on the article, of kinds no earlier set lists: geocaches hidden in the
district (en); gritters named by schoolchildren (en); nativity scenes set up in the village's courtyards (it); flower
beds adopted by residents (pt-PT); a museum's new acquisitions and their donors (sk); visits of the twin towns'
delegations (ca); families who moved to the village (nb); the letters and objects put in a school's time capsule
(uk) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ad_common import (
    PartsK,
    Story,
    avatar,
    body,
    esc,
    login_prompt,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    parts: PartsK,
    *,
    path: str,
    container: str,
    kind_label: str,
    description: str,
) -> Case:
    return make(
        cid,
        "lookalike",
        template,
        key,
        st,
        parts,
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


def _entries(p: str, rows: str, *, pics: bool = False, foot: str = "", sub: str = "") -> str:
    """Entries in a discussion's usual shape: (avatar,) a bold name and a date in a head line, (a line under the
    name,) the text, a foot line."""
    out = ""
    for x in thread(rows):
        name, _, line = x.author.partition(" / ")
        out += (
            f'<div class="{p}-e">'
            + (avatar(p, name, 40) if pics else "")
            + f'<p class="{p}-hd"><b class="{p}-n">{esc(name)}</b> <span class="{p}-d">{esc(x.when)}</span>'
            + (f'<br><small class="{p}-s">{esc(line)}</small>' if line else "")
            + "</p>"
            f'<div class="{p}-x">{body(x.text)}</div>'
            + (f'<p class="{p}-ft"><small>{foot}</small></p>' if foot else "")
            + "</div>"
        )
    return out + sub


# --------------------------------------------------------------------------- en: geocaches


def en_geocaches() -> Case:
    items = _entries(
        "gc",
        """
The Drovers' Stone / hidden by wyvernwalker | hidden 3 March 2012 | - | A small box under the big stone where the old drove road meets the lane to Cefn. Bring your own pencil.
Chapel Clock / hidden by the Pugh family | hidden 4 March 2012 | - | A multi-cache: the numbers on the chapel clock face give you the final coordinates. Suitable for children.
Kingfisher Reach / hidden by Dee and Ron | hidden 7 March 2012 | - | Near the footbridge over the Lugg. Please do not disturb the riverbank, the cache is in the hedge, not by the water.
Old Signal Box / hidden by stationmaster_bob | hidden 10 March 2012 | - | A magnetic nano on the railings of the former signal box. Tricky in the rain.
Top of the World / hidden by hilltopper | hidden 12 March 2012 | - | Ammo can near the trig point. Fantastic view on a clear day, take a coat.
""",
        foot="Difficulty and terrain · Log your find",
    )
    block = (
        '<div class="gc-box" id="new-caches"><h3>New caches in the valley this month</h3>'
        "<p><small>Listed with the hiders' permission. Coordinates on the geocaching club's pages.</small></p>"
        + items
        + "</div>"
        + '<div class="gc-talk"><h3>Comments (0)</h3>'
        + login_prompt("en", "gc")
        + "</div>"
    )
    st = story(
        "Treasure hunters put the valley on the map",
        "By Rhian Beddoe",
        "2012-03-15T07:00:00+00:00",
        "Thursday 15 March 2012",
        """
Geocaching, the hobby of hiding and finding boxes with the help of satellite navigation, has taken off in the Wyvern valley, with five new caches hidden in the first two weeks of March alone.

The valley's club now has 48 members, from primary school children to a retired surveyor of 84.

Landowners are asked to get in touch if they would rather not have a cache on their land.
""",
        section="News",
    )
    return _page(
        "ad-la-en-geocaches",
        "dp",
        "en-county",
        st,
        PartsK(after=block),
        path="/news/treasure-hunters-put-valley-on-the-map",
        container="div.gc-box#new-caches below the article: div.gc-e entries (p.gc-hd: b.gc-n cache name, span.gc-d 'hidden 3 March 2012', small 'hidden by …'; div.gc-x the description; 'Difficulty and terrain · Log your find'); then 'Comments (0)' and a login prompt",
        kind_label="geocaches hidden this month: cache, hider, date hidden, a description",
        description="A county daily of 2012: the month's new geocaches, five entries with the cache's name, the hider, the date and a description, in a discussion's usual shape, above 'Comments (0)' and a login prompt.",
    )


# --------------------------------------------------------------------------- en: gritters named by pupils


def en_gritters() -> Case:
    items = _entries(
        "gn",
        """
Sir Andrew Salt / Poppy, 9, St Aidan's Primary | Monday 9 December 2013 | - | Because he is a knight who fights the ice, and he is very brave on the hills.
Gritney Spears / Oliver, 10, Westfield Juniors | Monday 9 December 2013 | - | My mum said it and everybody laughed.
Spready Eddie / Amelia, 7, Dockside Infants | Tuesday 10 December 2013 | - | My grandad is called Eddie and he drove a lorry for the council for 30 years.
Ice Breaker / Harry, 8, Holy Trinity | Tuesday 10 December 2013 | - | Like the ships in the Arctic.
Mr Plow / Jack and Isla, 11, Carrick Park | Wednesday 11 December 2013 | - | From a cartoon we watch. It is the best name for a snow machine.
Salty McSaltface / Ruby, 9, Riverside Primary | Wednesday 11 December 2013 | - | Because it has a face on the front and it is salty.
""",
        pics=True,
        foot="Gritter route map",
    )
    block = (
        '<div class="gn-list" id="gritter-names"><h3>Meet the city\'s gritters</h3>'
        "<p><small>The winning names, chosen by the council's highways team from 1,400 entries by pupils.</small></p>"
        + items
        + "</div>"
    )
    st = story(
        "Pupils name the city's gritters",
        "By Laura Beck",
        "2013-12-12T06:00:00+00:00",
        "Thursday, 12 December 2013",
        """
Carrick's six gritting lorries will go out this winter with names chosen by the city's schoolchildren.

More than 1,400 pupils entered the competition. The winning names will be painted on the front of each lorry, and the winners will get a ride in the cab.

The council says it keeps 9,000 tonnes of salt in store at the Dockside depot.
""",
        section="News",
    )
    return _page(
        "ad-la-en-gritters",
        "rp",
        "en-city",
        st,
        PartsK(after=block),
        path="/news/pupils-name-the-citys-gritters",
        container="div.gn-list#gritter-names below the article: div.gn-e entries (a picture; p.gn-hd: b.gn-n the gritter's name, span.gn-d 'Monday 9 December 2013', small the pupil, age and school; div.gn-x the reason in the pupil's words; 'Gritter route map'); no discussion on the page",
        kind_label="gritters named by schoolchildren: the name, the pupil, date chosen, the reason",
        description="A city evening paper of 2013: the six gritters' new names, each with the pupil who chose it, a weekday date and the reason in the child's words, in a discussion's usual shape with pictures; no discussion.",
    )


# --------------------------------------------------------------------------- it: nativity scenes in courtyards


def it_presepi() -> Case:
    items = _entries(
        "pr",
        """
Famiglia Borghi / Cortile di via Garibaldi 12 | allestito l'8 dicembre | - | Un presepe di muschio e sughero con il mulino ad acqua che gira davvero. Le statuine sono del nonno, degli anni Cinquanta.
Gruppo Alpini / Corte della vecchia latteria | allestito l'8 dicembre | - | Il paese in miniatura com'era nel 1900, con la chiesa, il forno e la stazione del tram.
Suor Maria e i bambini dell'asilo | allestito il 9 dicembre | - | Tutte le figure sono fatte di pasta di sale dai bambini.
Gianni Ferrero / Cortile Ferrero, via Roma | allestito il 10 dicembre | - | Un presepe meccanico con quaranta figure in movimento: il fabbro, la lavandaia, il pastore.
Pro Loco / Portico del municipio | allestito l'11 dicembre | - | Il presepe vivente si tiene la sera del 24; in portico restano le sagome in legno dipinte dai ragazzi delle medie.
""",
        foot="Visitabile fino al 6 gennaio",
    )
    block = (
        '<div class="pr-giro" id="presepi"><h3>Il giro dei presepi nei cortili</h3>'
        + items
        + "</div>"
        + '<div class="pr-nota"><p><b>Commenti</b></p>'
        + login_prompt("it", "pr")
        + "</div>"
    )
    st = story(
        "Presepi nei cortili: il paese apre le porte",
        "di Redazione",
        "2012-12-10T08:00:00+01:00",
        "10 dicembre 2012",
        """
Anche quest'anno Castelnuovo apre i suoi cortili: cinque presepi allestiti da famiglie, associazioni e scuole si possono visitare fino all'Epifania.

Il percorso parte dal portico del municipio e si snoda per il centro storico. Una mappa è disponibile alla Pro Loco.

La sera del 24 dicembre torna il presepe vivente.
""",
        section="Eventi",
    )
    return _page(
        "ad-la-it-presepi",
        "rp",
        "it-b",
        st,
        PartsK(after=block),
        path="/eventi/presepi-nei-cortili",
        container="div.pr-giro#presepi below the article: div.pr-e entries (p.pr-hd: b.pr-n family or group, span.pr-d 'allestito l'8 dicembre', small the courtyard; div.pr-x a description; 'Visitabile fino al 6 gennaio'); then 'Commenti' and a login prompt",
        kind_label="nativity scenes set up in courtyards: who set it up, where, date, a description",
        description="An Italian village news site of 2012: five nativity scenes in the village's courtyards, each with its makers, the courtyard, the date it was set up and a description, above 'Commenti' and a login prompt.",
    )


# --------------------------------------------------------------------------- pt: adopted flower beds


def pt_canteiros() -> Case:
    items = _entries(
        "ca",
        """
Dona Amélia Rocha | adotado a 2 de março de 2012 | - | O canteiro em frente à farmácia. Vai plantar sardinheiras como as da sua terra.
Senhor Custódio e netos | adotado a 3 de março de 2012 | - | Rotunda da escola. Os netos escolheram girassóis.
Café Central | adotado a 5 de março de 2012 | - | Os dois canteiros da esplanada, com alfazema e alecrim.
Associação de Reformados | adotado a 8 de março de 2012 | - | O talude junto ao rio, o maior do programa. Regam às terças e sextas.
Lurdes Pinto | adotado a 12 de março de 2012 | - | O canteiro da paragem do autocarro. Quer pôr um banco pequeno também.
""",
        pics=True,
    )
    block = (
        '<div class="ca-mapa" id="canteiros"><h3>Quem adotou o quê</h3>'
        + items
        + "<p><small>Os interessados podem inscrever-se na junta de freguesia.</small></p></div>"
    )
    st = story(
        "Moradores adotam canteiros da vila",
        "Por Sofia Mendes",
        "2012-03-16T08:00:00+00:00",
        "16 de março de 2012",
        """
Cinco moradores e associações adotaram canteiros públicos da vila ao abrigo do programa lançado pela junta de freguesia em fevereiro.

A junta fornece as plantas e a água; os padrinhos tratam da plantação e da manutenção.

O programa quer chegar aos vinte canteiros até ao verão.
""",
        section="Freguesias",
    )
    return _page(
        "ad-la-pt-canteiros",
        "rp",
        "pt-b",
        st,
        PartsK(after=block),
        path="/freguesias/moradores-adotam-canteiros",
        container="div.ca-mapa#canteiros below the article: div.ca-e entries (a picture; p.ca-hd: b.ca-n the resident or association, span.ca-d 'adotado a 2 de março de 2012'; div.ca-x the bed and what they will plant); no discussion on the page",
        kind_label="flower beds adopted by residents: who, date adopted, the bed and the plan",
        description="A Portuguese parish news site of 2012: five public flower beds adopted by residents, each with the name, the date and a line, in a discussion's usual shape with pictures; no discussion.",
    )


# --------------------------------------------------------------------------- sk: museum acquisitions


def sk_muzeum() -> Case:
    rows = (
        (
            "Ing. Pavol Greguš",
            "darované 2. 3. 2012",
            "Kolovrátok z Turčianskych Teplíc",
            "Kolovrátok z roku 1890, na ktorom priadla ešte darcova prababka.",
        ),
        (
            "Rodina Mikulová",
            "darované 6. 3. 2012",
            "Zbierka pohľadníc",
            "Dvesto pohľadníc Martina z rokov 1900 až 1940.",
        ),
        (
            "Anna Šimková",
            "darované 8. 3. 2012",
            "Svadobný čepiec",
            "Vyšívaný čepiec z Turčianskej Štiavničky, nosila ho na svadbe v roku 1936.",
        ),
        (
            "Mestský úrad Vrútky",
            "odovzdané 12. 3. 2012",
            "Železničné hodiny",
            "Staničné hodiny z vrútockej stanice, vymenené pri rekonštrukcii.",
        ),
    )
    items = "".join(
        f'<tr class="mz-r"><td class="mz-obj" valign="top"><img src="/_avatar/mz-{n}.svg" alt="" width="64" height="64"></td>'
        f'<td valign="top"><p class="mz-hd"><b class="mz-n">{esc(d)}</b> · <span class="mz-d">{esc(w)}</span></p>'
        f'<p class="mz-o"><i>{esc(o)}</i></p><p class="mz-x">{esc(t)}</p></td></tr>'
        for n, (d, w, o, t) in enumerate(rows)
    )
    block = (
        '<div class="mz-box" id="nove-prirastky"><h3>Nové prírastky a ich darcovia</h3>'
        f'<table class="mz-t" cellpadding="6">{items}</table></div>'
        '<div class="mz-disk"><h3>Diskusia (0 príspevkov)</h3><p>Pridajte prvý príspevok.</p>'
        + login_prompt("sk", "mz")
        + "</div>"
    )
    st = story(
        "Múzeum dostalo od ľudí kolovrátok aj staničné hodiny",
        "Redakcia",
        "2012-03-16T07:00:00+01:00",
        "16. marca 2012",
        """
Turčianske múzeum rozšírilo svoju zbierku o predmety, ktoré mu v marci darovali obyvatelia regiónu.

Najstarší z nich je kolovrátok z konca 19. storočia. Múzeum ho po reštaurovaní vystaví v novej expozícii o remeslách.

Riaditeľka múzea vyzýva ľudí, aby staré predmety nevyhadzovali a ozvali sa múzeu.
""",
        section="Kultúra",
    )
    return _page(
        "ad-la-sk-muzeum",
        "rp",
        "sk-b",
        st,
        PartsK(after=block),
        path="/kultura/muzeum-dostalo-kolovratok",
        container="div.mz-box#nove-prirastky below the article: table.mz-t, a row per object (a picture cell; p.mz-hd: b.mz-n donor · span.mz-d 'darované 2. 3. 2012'; the object in italics; p.mz-x a line); then 'Diskusia (0 príspevkov)', 'Pridajte prvý príspevok.' and a login prompt",
        kind_label="a museum's new acquisitions: donor, date given, the object and a line",
        description="A Slovak weekly's site of 2012: four objects given to the town museum, each with the donor, the date, the object and a line, in table rows, above an empty discussion ('Diskusia (0 príspevkov)').",
    )


# --------------------------------------------------------------------------- ca: twin-town delegations


def ca_agermanament() -> Case:
    items = _entries(
        "ag",
        """
Marie-Claire Dubois / alcaldessa de Niort-sur-Sèvre | 23 de març de 2012 | - | Visita oficial pels vint anys de l'agermanament; signatura d'un nou conveni d'intercanvi escolar.
Klaus Wendler / Musikverein de Altbach | 14 d'abril de 2012 | - | Concert de la banda de música a la plaça Major i trobada amb la cobla de la vila.
Giulia Rinaldi / escola de Castelvetro | 2 de maig de 2012 | - | Vint-i-cinc alumnes de batxillerat passaran una setmana amb famílies del poble.
Tomasz Nowak / club ciclista de Brzeg | 19 de maig de 2012 | - | Arribada de la ruta en bicicleta des de Polònia, 2.100 quilòmetres en tres setmanes.
""",
        foot="Programa complet",
    )
    block = '<div class="ag-box" id="visites"><h3>Les visites d\'aquesta primavera</h3>' + items + "</div>"
    st = story(
        "Vint anys d'agermanament: quatre visites a la primavera",
        "Redacció",
        "2012-03-16T08:00:00+01:00",
        "Divendres, 16 de març de 2012",
        """
La vila celebra aquest any els vint anys d'agermanament amb Niort-sur-Sèvre i rebrà quatre delegacions de les ciutats agermanades entre març i maig.

L'ajuntament busca famílies d'acollida per als estudiants italians que arribaran al maig.

Les activitats són obertes a tothom.
""",
        section="Societat",
    )
    return _page(
        "ad-la-ca-agermanament",
        "dp",
        "ca-b",
        st,
        PartsK(after=block),
        path="/societat/vint-anys-agermanament",
        container="div.ag-box#visites below the article: div.ag-e entries (p.ag-hd: b.ag-n the delegation's leader, span.ag-d '23 de març de 2012', small the town or club; div.ag-x the visit's programme; 'Programa complet'); no discussion on the page",
        kind_label="visits of the twin towns' delegations: leader, date, the visit",
        description="A Catalan valley weekly's site of 2012: four visits of twin towns' delegations, each with the leader, the town, the date and the programme, in a discussion's usual shape; no discussion.",
    )


# --------------------------------------------------------------------------- nb: new residents


def nb_tilflyttere() -> Case:
    items = _entries(
        "ny",
        """
Familien Haugland / fra Bergen | flyttet inn 1. februar | - | Mamma er sykepleier på helsesenteret, pappa jobber hjemmefra. To barn i barnehagen.
Ahmed og Sara Yusuf / fra Oslo | flyttet inn 15. februar | - | Har kjøpt det gamle bakeriet og vil åpne kafé til sommeren.
Lars Bjerke / fra Trondheim | flyttet inn 20. februar | - | Pensjonert lærer som har kommet hjem til gården han vokste opp på.
Familien Kowalski / fra Gdańsk | flyttet inn 1. mars | - | Jobber på fiskeoppdrettet. Barna begynner på skolen etter påske.
""",
        pics=True,
        foot="Velkommen!",
    )
    block = '<div class="ny-box" id="nye-naboer"><h3>Nye naboer</h3>' + items + "</div>"
    st = story(
        "Bygda vokser igjen: fire nye familier på en måned",
        "Av Ingrid Teigen",
        "2012-03-16T07:00:00+01:00",
        "16. mars 2012",
        """
Etter tjue år med fraflytting vokser bygda igjen. Bare siden februar har fire husstander flyttet hit.

Kommunen tror de billige tomtene og den nye skolen er en del av forklaringen.

Dalabladet presenterer de nye naboene her.
""",
        section="Bygdene",
    )
    return _page(
        "ad-la-nb-tilflyttere",
        "rp",
        "nb-b",
        st,
        PartsK(after=block),
        path="/bygdene/bygda-vokser-igjen",
        container="div.ny-box#nye-naboer below the article: div.ny-e entries (a picture; p.ny-hd: b.ny-n the family, span.ny-d 'flyttet inn 1. februar', small where from; div.ny-x a line about them; 'Velkommen!'); no discussion on the page",
        kind_label="families who moved to the village: family, where from, date moved in, a line",
        description="A Norwegian valley paper's site of 2012: four households who moved to the village, each with the name, where from, the date and a line, in a discussion's usual shape with pictures; no discussion.",
    )


# --------------------------------------------------------------------------- uk: a school's time capsule


def uk_kapsula() -> Case:
    items = _entries(
        "kp",
        """
Оля Марчук, 11-А / учениця | запечатано 25 травня 2012 | - | Лист собі в 2037 рік: «Сподіваюся, ти стала лікаркою і досі граєш на бандурі».
Василь Петрович Гнатюк / директор школи | запечатано 25 травня 2012 | - | Фотографія всіх учителів школи на сходах і список випускників 2012 року.
Андрій Левчук, 9-Б / учень | запечатано 25 травня 2012 | - | Флешка з піснями, які ми зараз слухаємо. Не знаю, чи буде на чому її прочитати.
Батьківський комітет | запечатано 25 травня 2012 | - | Газета «Вечірній Острог» за 24 травня і ціни в магазині на хліб і молоко.
Наталія Іванівна Мороз / вчителька історії | запечатано 25 травня 2012 | - | Побажання майбутнім учням: «Любіть своє місто і знайте його історію».
""",
        foot="Відкрити 25 травня 2037 року",
    )
    block = (
        '<div class="kp-box" id="kapsula"><h3>Що поклали в капсулу</h3>'
        + items
        + "</div>"
        + '<div class="kp-kom"><h3>Коментарів: 0</h3>'
        + login_prompt("uk", "kp")
        + "</div>"
    )
    st = story(
        "Школа закопала капсулу часу до свого 125-річчя",
        "Олена Бондар",
        "2012-05-28T09:00:00+03:00",
        "28 травня 2012",
        """
На честь сторіччя школи № 1 учні й учителі заклали капсулу часу біля входу. Відкрити її мають у 2037 році, на 125-річчя.

До капсули поклали листи, фотографії, газету і навіть флешку з музикою.

Місце позначили гранітною плитою з написом.
""",
        section="Освіта",
    )
    return _page(
        "ad-la-uk-kapsula",
        "dp",
        "uk-b",
        st,
        PartsK(after=block),
        path="/osvita/shkola-zakopala-kapsulu-chasu",
        container="div.kp-box#kapsula below the article: div.kp-e entries (p.kp-hd: b.kp-n who put it in, span.kp-d 'запечатано 25 травня 2012', small their class or post; div.kp-x the letter or object, quoting some; 'Відкрити 25 травня 2037 року'); then 'Коментарів: 0' and a login prompt",
        kind_label="the letters and objects put in a school's time capsule: who, date sealed, what",
        description="A Ukrainian town paper's site of 2012: five contributions to a school's time capsule, each with the contributor, the date sealed and the letter or object, quoting some, above 'Коментарів: 0' and a login prompt.",
    )


def plain_ad() -> list[Case]:
    return [
        en_geocaches(),
        en_gritters(),
        it_presepi(),
        pt_canteiros(),
        sk_muzeum(),
        ca_agermanament(),
        nb_tilflyttere(),
        uk_kapsula(),
    ]

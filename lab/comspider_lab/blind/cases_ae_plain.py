"""Blind set AE: pages without any reader comment (truth zero), each with a long list of named, dated short texts of
kinds no earlier set lists: property handed in at a town hall's lost-and-found (en); an allotment competition jury's
notes per plot (de); a solo sailor's daily messages from a race (fr); readers' bird sightings of the week (es);
councillors' office hours (pl); a volunteer rain-gauge network's readings (nl); readers' photos sent for a photo page
(ja); savings groups' meeting notices (sw) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ae_common import PartsK, Story, avatar, esc, make, story
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[tuple[str, str, str, str]]:
    out = []
    for line in block.strip().splitlines():
        name, when, sub, text = (x.strip() for x in line.split("|", 3))
        out.append((name, when, sub, text))
    return out


def _entries(p: str, block: str, *, pics: bool = False, foot: str = "") -> str:
    """Entries in a discussion's usual shape: (a picture,) a bold name and a date, a small line, the text, a foot."""
    out = ""
    for name, when, sub, text in _rows(block):
        out += (
            f'<div class="{p}-e">'
            + (avatar(p, name, 48) if pics else "")
            + f'<p class="{p}-h"><b class="{p}-n">{esc(name)}</b> <span class="{p}-d">{esc(when)}</span>'
            + (f'<br><small class="{p}-s">{esc(sub)}</small>' if sub else "")
            + f'</p><div class="{p}-x"><p>{esc(text)}</p></div>'
            + (f'<p class="{p}-f"><small>{esc(foot)}</small></p>' if foot else "")
            + "</div>"
        )
    return out


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    parts: PartsK,
    *,
    path: str,
    container: str,
    label: str,
    desc: str,
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
        description=desc,
        lookalikes=(label,),
    )


def en_lostproperty() -> Case:
    items = _entries(
        "lp",
        """
Black umbrella with a wooden handle | handed in 2 April 2012 | found on the 47 bus | A large golf-style umbrella, slightly torn near one spoke. Handed in by the driver.
Child's blue bicycle | handed in 3 April 2012 | found in Victoria Park | A small bike with stabilisers and a bell shaped like a ladybird.
Reading glasses in a red case | handed in 3 April 2012 | found at the library | The case has the name of an optician in Penbury printed inside.
Set of keys on a football key ring | handed in 4 April 2012 | found on Market Street | Four keys, one of them for a padlock, on a ring with a club badge.
Brown leather wallet | handed in 5 April 2012 | found outside the post office | No cash inside, but a library card and some loyalty cards.
Grey school jumper | handed in 5 April 2012 | found at the bus station | Embroidered with the crest of a primary school, age 7-8.
Mobile phone, silver | handed in 6 April 2012 | found in the town hall car park | An older model with a cracked screen. It is switched off.
Wedding ring | handed in 7 April 2012 | found at the swimming baths | A plain gold band with an engraving inside. The owner must describe it.
Walking stick | handed in 9 April 2012 | found in St Mary's churchyard | A carved hazel stick with a rubber foot and a leather strap.
Pushchair rain cover | handed in 10 April 2012 | found on the Vale Road bench | Clear plastic, folded, with a pink trim.
""",
        foot="Claim at the town hall front desk, Mon-Fri 9am-4pm",
    )
    block = (
        '<div class="lp-box" id="lost-property"><h2>Handed in this fortnight</h2>'
        "<p><small>Items are kept for 28 days, then given to charity.</small></p>"
        + items
        + '</div><div class="lp-closed"><h3>Comments (0)</h3><p>Comments are closed for this article.</p></div>'
    )
    st = story(
        "Lost something? Town hall lists items handed in",
        "Courier reporter",
        "2012-04-11T09:00:00+01:00",
        "11 April 2012",
        """
Every fortnight the town hall's front desk publishes a list of the property handed in by bus drivers, park keepers and members of the public.

This time the list includes a wedding ring found at the swimming baths, which staff are especially keen to return.
""",
        section="News",
    )
    return _page(
        "ae-la-en-lostproperty",
        "np",
        "en-news",
        st,
        PartsK(after=block),
        path="/news/lost-something-town-hall-list",
        container="div.lp-box#lost-property below the article: div.lp-e entries (p.lp-h: b.lp-n the item, span.lp-d 'handed in 2 April 2012', small where found; div.lp-x a description; a claim line); then 'Comments (0)' and 'Comments are closed for this article.'",
        label="lost property handed in: item, date, where found, a description",
        desc="An English local paper of 2012: ten items handed in to the town hall's lost property, each in the shape of a discussion entry, above 'Comments (0)' and a closed-comments notice; no reader comment.",
    )


def de_kleingarten() -> Case:
    items = _entries(
        "kg",
        """
Parzelle 12, Familie Rombach | begangen am 14.07.2012 | Gartenanlage Am Mühlbach | Vorbildliche Mischkultur, die Bohnen stehen prächtig. Der Kompost könnte abgedeckt werden.
Parzelle 7, Helga und Uwe Krämer | begangen am 14.07.2012 | Gartenanlage Am Mühlbach | Sehr gepflegte Rosenbeete, Insektenhotel am Zaun. Wenig Gemüse für eine Kleingartenparzelle.
Parzelle 31, Ahmet Yıldız | begangen am 14.07.2012 | Gartenanlage Am Mühlbach | Beeindruckende Tomatensorten, alles aus eigenem Saatgut. Die Laube braucht einen neuen Anstrich.
Parzelle 4, Gerda Haller | begangen am 15.07.2012 | Gartenanlage Auwiesen | Obstbäume fachgerecht geschnitten, Beerensträucher reich tragend. Ein Gewinn für die ganze Anlage.
Parzelle 19, Familie Nowak | begangen am 15.07.2012 | Gartenanlage Auwiesen | Kindgerechter Garten mit Sandkasten und Naschbeet. Regenwasser wird vorbildlich gesammelt.
Parzelle 22, Werner Blum | begangen am 15.07.2012 | Gartenanlage Auwiesen | Klassischer Gemüsegarten in Reih und Glied, Kartoffeln, Lauch und Sellerie in bester Verfassung.
Parzelle 3, Jasmin Ertl | begangen am 21.07.2012 | Gartenanlage Sonnenhalde | Erst im zweiten Jahr, aber mit viel Mut: Kräuterspirale und Teich. Weiter so.
Parzelle 28, Manfred und Ilse Dorn | begangen am 21.07.2012 | Gartenanlage Sonnenhalde | Seit vierzig Jahren in der Anlage, und das sieht man: ein Schmuckstück mit alten Apfelsorten.
Parzelle 9, Kai Brenner | begangen am 21.07.2012 | Gartenanlage Sonnenhalde | Hochbeete aus Altholz, ideal für den Rücken. Die Hecke überschreitet die erlaubte Höhe.
""",
        foot="Punkte der Jury: siehe Gesamtwertung",
    )
    block = (
        '<div class="kg-liste" id="jury"><h2>Die Notizen der Jury</h2>'
        + items
        + '</div><p class="kg-hinweis"><small>Zu diesem Artikel ist die Kommentarfunktion deaktiviert.</small></p>'
    )
    st = story(
        "Kleingartenwettbewerb: Das sagt die Jury zu den Gärten",
        "Von Martin Ebner",
        "2012-07-24T06:00:00+02:00",
        "24.07.2012",
        """
Drei Wochenenden lang ist die Jury des Kreisverbands der Gartenfreunde durch die Anlagen gezogen. Bewertet wurden Nutzung, Pflege und Naturnähe.

Wir veröffentlichen die Notizen der Jury zu den neun Parzellen der Endrunde. Die Sieger werden beim Sommerfest bekannt gegeben.
""",
        section="Lokales",
    )
    return _page(
        "ae-la-de-kleingarten",
        "np",
        "de-news",
        st,
        PartsK(after=block),
        path="/lokales/kleingartenwettbewerb-jury",
        container="div.kg-liste#jury below the article: div.kg-e entries (p.kg-h: b.kg-n the plot and its tenants, span.kg-d 'begangen am 14.07.2012', small the allotment site; div.kg-x the jury's note; a foot line); then 'Zu diesem Artikel ist die Kommentarfunktion deaktiviert.'",
        label="an allotment competition jury's notes per plot: tenants, date visited, the note",
        desc="A German regional daily of 2012: an allotment competition jury's notes on nine plots, each in the shape of a discussion entry, above a line saying comments are switched off; no reader comment.",
    )


def fr_skipper() -> Case:
    items = _entries(
        "sk",
        """
Message du jour 1 | 4 novembre 2012, 18h20 | position 46°02'N 4°50'W | Départ propre, un peu de houle croisée en sortant du golfe. J'ai dormi vingt minutes, tout va bien à bord.
Message du jour 2 | 5 novembre 2012, 17h55 | position 43°40'N 9°12'W | Cap Finisterre dans la nuit, beaucoup de cargos. Premier repas chaud, des pâtes au thon.
Message du jour 3 | 6 novembre 2012, 19h10 | position 40°15'N 11°30'W | Vent qui mollit, j'ai envoyé le gennaker. Un groupe de dauphins m'a accompagné une heure.
Message du jour 4 | 7 novembre 2012, 18h02 | position 37°02'N 13°48'W | Petit souci de pilote automatique réglé avec du ruban adhésif et de la patience.
Message du jour 5 | 8 novembre 2012, 20h30 | position 33°50'N 16°05'W | Les Canaries sont à bâbord. Je pense beaucoup au port de Vaudrecourt et aux copains du club.
Message du jour 6 | 9 novembre 2012, 17h45 | position 30°12'N 18°40'W | Les alizés arrivent enfin. Le bateau glisse, je souris tout seul dans le cockpit.
Message du jour 7 | 10 novembre 2012, 18h15 | position 26°30'N 21°02'W | Une semaine en mer. J'ai réparé la couture de la grand-voile, on repart de plus belle.
Message du jour 8 | 11 novembre 2012, 19h00 | position 23°05'N 24°10'W | Grain violent cette nuit, rien de cassé. Merci pour tous vos messages transmis par l'équipe.
""",
        foot="Transmis par l'équipe à terre",
    )
    block = (
        '<div class="sk-journal" id="journal"><h2>Le journal de bord de Yannick</h2>'
        + items
        + '</div><div class="sk-reagir"><h3>Réagir (0)</h3><p>Soyez le premier à réagir à cet article.</p>'
        '<p><a href="/connexion">Connectez-vous</a> pour réagir.</p></div>'
    )
    st = story(
        "Transat en solitaire : Yannick Parmentier dans les alizés",
        "Par Claire Monnot",
        "2012-11-12T07:00:00+01:00",
        "Publié le 12/11/2012",
        """
Le navigateur vaudrecourtois a franchi la latitude des Canaries et pointe à la 14e place de la transat en solitaire.

Chaque soir, il envoie un court message à son équipe. Nous les publions ici, jour après jour.
""",
        section="Sports",
    )
    return _page(
        "ae-la-fr-skipper",
        "np",
        "fr-news",
        st,
        PartsK(after=block),
        path="/sports/transat-yannick-dans-les-alizes",
        container="div.sk-journal#journal below the article: div.sk-e entries (p.sk-h: b.sk-n 'Message du jour n', span.sk-d '4 novembre 2012, 18h20', small the position; div.sk-x the message; 'Transmis par l'équipe à terre'); then 'Réagir (0)', 'Soyez le premier à réagir à cet article.' and a login line",
        label="a solo sailor's daily messages from a race: day, date, position, the message",
        desc="A French regional daily of 2012: a solo sailor's eight daily messages, each in the shape of a discussion entry, above 'Réagir (0)' and 'Soyez le premier à réagir'; no reader comment.",
    )


def es_avistamientos() -> Case:
    items = _entries(
        "av",
        """
Cigüeña negra | 2 de abril de 2012 | vista por Julián Sastre en el soto del Arroyo Salobral | Un ejemplar posado en un chopo seco a media mañana, luego voló hacia el río.
Abejaruco | 4 de abril de 2012 | vista por Marisa Calleja junto a la gravera | Los primeros del año, un grupo de unos doce sobre el camino de la depuradora.
Martín pescador | 5 de abril de 2012 | visto por Tomás Pizarro en el puente viejo | Pescando desde una rama baja, se dejó ver casi diez minutos.
Aguilucho cenizo | 7 de abril de 2012 | visto por Ana Belén Rey en los cereales de Valdemora | Un macho cazando a baja altura sobre los sembrados.
Oropéndola | 9 de abril de 2012 | oída por Ignacio Yagüe en la alameda | Solo el canto, inconfundible, desde lo alto de los álamos.
Garza imperial | 10 de abril de 2012 | vista por Lola Ferrero en la laguna | Entre los carrizos, con el cuello estirado. Primera cita en la laguna desde 2009.
Alcaraván | 12 de abril de 2012 | oído por Paco Villa en el páramo | Al anochecer, varios reclamos desde la zona de los majanos.
Avutarda | 14 de abril de 2012 | vista por Elena Moya en el camino de Villabreña | Tres hembras paseando por un barbecho, a buena distancia.
""",
        pics=True,
        foot="Citas recogidas por la asociación ornitológica de la comarca",
    )
    block = '<div class="av-cuaderno" id="citas"><h2>Las citas de la quincena</h2>' + items + "</div>"
    st = story(
        "Llegan los primeros abejarucos: las citas de la quincena",
        "Chema",
        "2012-04-15T10:00:00+02:00",
        "15 abril, 2012",
        """
Como cada primavera, los socios de la asociación ornitológica me mandan sus citas y yo las cuelgo aquí.

Este año los abejarucos han llegado casi una semana antes que el pasado.
""",
        section="El pueblo",
    )
    return _page(
        "ae-la-es-avistamientos",
        "wb",
        "es-blog",
        st,
        PartsK(after=block),
        path="/2012/04/las-citas-de-la-quincena",
        container="div.av-cuaderno#citas below the post: div.av-e entries (a picture; p.av-h: b.av-n the species, span.av-d '2 de abril de 2012', small 'vista por X en …'; div.av-x the sighting; a foot line); no discussion on the page",
        label="bird sightings sent by readers: species, date, observer and place, the sighting",
        desc="A Spanish village blog of 2012: eight bird sightings of the fortnight, each with a picture in the shape of a discussion entry; no discussion on the page, no reader comment.",
    )


def pl_dyzury() -> Case:
    items = _entries(
        "dr",
        """
Radny Tadeusz Grabowski | 12 marca 2012, 16:00-17:30 | okręg nr 1, Zarzecze | Szkoła Podstawowa nr 6, sala 12. Sprawy dróg osiedlowych i oświetlenia.
Radna Jolanta Michalak | 13 marca 2012, 15:00-16:00 | okręg nr 2, Śródmieście | Biuro rady miasta, pokój 104. Sprawy lokalowe i mieszkaniowe.
Radny Wiesław Kruk | 14 marca 2012, 17:00-18:00 | okręg nr 3, Piaski | Klub osiedlowy przy ul. Klonowej. Zieleń, place zabaw, parkingi.
Radna Halina Sowa | 15 marca 2012, 16:30-17:30 | okręg nr 4, Wzgórze | Filia biblioteki miejskiej. Sprawy seniorów i komunikacji miejskiej.
Radny Marcin Dąbek | 19 marca 2012, 18:00-19:00 | okręg nr 5, Osiedle Słoneczne | Dom kultury, sala kominkowa. Sport i rekreacja, boiska szkolne.
Radna Bożena Kaczmarek | 20 marca 2012, 15:30-16:30 | okręg nr 1, Zarzecze | Przychodnia przy ul. Lipowej. Zdrowie, opieka społeczna.
Radny Leszek Ptak | 21 marca 2012, 16:00-17:00 | okręg nr 2, Śródmieście | Biuro rady miasta, pokój 104. Budżet obywatelski i inwestycje.
Radna Ewelina Styś | 22 marca 2012, 17:00-18:00 | okręg nr 3, Piaski | Gimnazjum nr 4, świetlica. Sprawy szkół i przedszkoli.
Radny Zenon Fijałkowski | 26 marca 2012, 16:00-17:00 | okręg nr 4, Wzgórze | Rada osiedla, ul. Polna. Porządek i bezpieczeństwo.
""",
        foot="Zapisy nie są wymagane",
    )
    block = (
        '<div class="dr-box" id="dyzury"><h2>Dyżury radnych w marcu</h2>'
        + items
        + '</div><div class="dr-op"><h3>Komentarze (0)</h3><p>Dodawanie opinii pod tym artykułem jest wyłączone.</p></div>'
    )
    st = story(
        "Kiedy i gdzie spotkać swojego radnego? Dyżury w marcu",
        "Redakcja",
        "2012-03-09T08:00:00+01:00",
        "9 marca 2012",
        """
Radni miejscy pełnią dyżury w swoich okręgach wyborczych. Publikujemy harmonogram na marzec.

Na dyżur można przyjść bez zapisów i z każdą sprawą dotyczącą dzielnicy.
""",
        section="Wiadomości",
    )
    return _page(
        "ae-la-pl-dyzury",
        "np",
        "pl-news",
        st,
        PartsK(after=block),
        path="/wiadomosci/dyzury-radnych-marzec",
        container="div.dr-box#dyzury below the article: div.dr-e entries (p.dr-h: b.dr-n the councillor, span.dr-d '12 marca 2012, 16:00-17:30', small the ward; div.dr-x the place and the matters; 'Zapisy nie są wymagane'); then 'Komentarze (0)' and a notice that opinions are switched off",
        label="councillors' office hours: councillor, date and hours, ward, place and matters",
        desc="A Polish regional portal of 2012: nine councillors' office hours, each in the shape of a discussion entry, above 'Komentarze (0)' and a switched-off notice; no reader comment.",
    )


def nl_regenmeter() -> Case:
    items = _entries(
        "rm",
        """
Jan Hoogendoorn | 1 oktober 2012 | Hoevenkerk | 14 mm in de nacht, daarna droog. De sloot achter het huis staat weer op peil.
Gerda Versluis | 1 oktober 2012 | Brakelveen | 11 mm. Veel wind uit het zuidwesten, de meter moest ik rechtzetten.
Arie Boele | 2 oktober 2012 | Lindedam | 2 mm, alleen een bui rond de middag. Zonnig in de avond.
Kees Terlouw | 3 oktober 2012 | Hoevenkerk | 23 mm! Onweer tussen vier en vijf uur, de straat stond even blank.
Marja de Kruijf | 4 oktober 2012 | Schoorwaard | 0,5 mm, motregen. Mist in de ochtend tot tien uur.
Hennie Verhoef | 5 oktober 2012 | Veendijk | 8 mm. De eerste herfststorm kondigt zich aan, bladeren overal.
Willem van Wijk | 6 oktober 2012 | Brakelveen | 17 mm in twee buien. Totaal deze week bij mij 41 mm.
Dini Bikker | 7 oktober 2012 | Lindedam | Droog. Eindelijk het gras kunnen maaien voor de winter.
Teun Hak | 7 oktober 2012 | Veendijk | 1 mm, een paar druppels in de avond. Nachtvorst op de weilanden.
""",
        foot="Gemeten om 8.00 uur, regenmeter volgens de richtlijnen van de vereniging",
    )
    block = '<div class="rm-lijst" id="metingen"><h2>De metingen van deze week</h2>' + items + "</div>"
    st = story(
        "Natte week in de Lindewaard: de regenmeters",
        "Dijkpraat",
        "2012-10-08T19:00:00+02:00",
        "8 oktober 2012",
        """
Elke maandag zet ik de metingen van de vrijwillige regenmeters in de dorpen op een rij. Deze week viel er op sommige plekken ruim veertig millimeter.

Wil je zelf ook meten? De vereniging heeft nog meters over.
""",
        section="Natuur",
    )
    return _page(
        "ae-la-nl-regenmeter",
        "wb",
        "nl-blog",
        st,
        PartsK(after=block),
        path="/2012/10/natte-week-de-regenmeters",
        container="div.rm-lijst#metingen below the post: div.rm-e entries (p.rm-h: b.rm-n the volunteer, span.rm-d '1 oktober 2012', small the village; div.rm-x the reading and a line; a foot line); no discussion on the page",
        label="a volunteer rain-gauge network's readings: volunteer, date, village, the reading",
        desc="A Dutch village weblog of 2012: nine volunteers' rain-gauge readings of the week, each in the shape of a discussion entry; no discussion on the page, no reader comment.",
    )


def ja_toko() -> Case:
    items = _entries(
        "ts",
        """
夕焼けの港 | 2012年10月1日投稿 | 投稿者：海辺のカメラ好きさん | 仕事帰りに撮りました。クレーンのシルエットがきれいでした。
朝市の活気 | 2012年10月2日投稿 | 投稿者：早起き太郎さん | 日曜の朝市。イカがたくさん並んでいました。
運動会の一コマ | 2012年10月3日投稿 | 投稿者：みなとママさん | 娘の小学校の運動会です。綱引きで勝ちました。
秋の灯台 | 2012年10月4日投稿 | 投稿者：灯台守さん | 岬の灯台と秋の空。風が強い日でした。
コスモス畑 | 2012年10月5日投稿 | 投稿者：花好きおばあちゃん | 丘の上のコスモスが満開です。
漁船の帰港 | 2012年10月6日投稿 | 投稿者：防波堤の釣り人さん | 夕方に戻ってきた漁船。カモメがついてきていました。
商店街のお祭り | 2012年10月7日投稿 | 投稿者：商店街の八百屋さん | 秋祭りの神輿が店の前を通りました。
雨上がりの虹 | 2012年10月8日投稿 | 投稿者：学生カメラマンさん | 駅前から見えた二重の虹です。
""",
        pics=True,
        foot="※写真は読者の皆さまからの投稿です",
    )
    block = (
        '<div class="ts-box" id="toko"><h2>読者の投稿写真</h2>'
        + items
        + '</div><div class="ts-cmt"><h3>コメント（0）</h3><p>この記事へのコメントはまだありません。</p></div>'
    )
    st = story(
        "読者の投稿写真　10月前半の8枚",
        "みなと新報　編集部",
        "2012-10-09T09:00:00+09:00",
        "2012年10月9日",
        """
読者の皆さまから届いた写真を紹介します。今回は10月前半に投稿された8枚です。

写真の投稿はサイトの投稿フォームから受け付けています。
""",
        section="読者の声",
    )
    return _page(
        "ae-la-ja-toko",
        "np",
        "ja-news",
        st,
        PartsK(after=block),
        path="/dokusha/toko-shashin-10gatsu",
        container="div.ts-box#toko below the article: div.ts-e entries (a picture; p.ts-h: b.ts-n the photo's title, span.ts-d '2012年10月1日投稿', small '投稿者：…'; div.ts-x the sender's caption; a foot line); then 'コメント（0）' and 'この記事へのコメントはまだありません。'",
        label="readers' photos sent to the paper: title, date sent, sender, caption",
        desc="A Japanese port city's news portal of 2012: eight readers' photos with their senders' captions, each with a picture in the shape of a discussion entry, above 'コメント（0）'; no reader comment on the article.",
    )


def sw_vikundi() -> Case:
    items = _entries(
        "vk",
        """
Kikundi cha Tumaini | Jumamosi, 5 Mei 2012 | Mwenyekiti: Bi. Mwanaisha Omari | Mkutano wa kila mwezi saa nne asubuhi, ukumbi wa kanisa. Michango ya mwezi wa nne ilipwe.
Umoja wa Wavuvi Kivukoni Mpya | Jumapili, 6 Mei 2012 | Katibu: Bw. Hamisi Juma | Kikao cha kugawa mkopo wa boti mpya. Wanachama wote wafike na vitambulisho.
Wanawake na Maendeleo | Jumanne, 8 Mei 2012 | Mweka hazina: Bi. Rehema Said | Mafunzo ya ushonaji na kupanga bei. Saa nane mchana, shule ya msingi.
Vijana Tujenge | Alhamisi, 10 Mei 2012 | Mwenyekiti: Bw. Salim Bakari | Kupitisha katiba mpya ya kikundi. Wasiofika watatozwa faini ndogo.
Mama Lishe Soko Kuu | Ijumaa, 11 Mei 2012 | Katibu: Bi. Zuhura Ali | Mkutano wa kuchagua viongozi wapya. Baada ya swala ya Ijumaa.
Wazee wa Mtaa wa Pili | Jumamosi, 12 Mei 2012 | Mwenyekiti: Mzee Athumani Kheri | Kujadili akiba ya sikukuu na msaada kwa wagonjwa.
Bodaboda Pamoja | Jumapili, 13 Mei 2012 | Katibu: Bw. Idrisa Mfaume | Marejesho ya mikopo ya pikipiki. Kituo cha mafuta, saa kumi jioni.
Kikundi cha Neema | Jumanne, 15 Mei 2012 | Mweka hazina: Bi. Khadija Musa | Kugawa faida ya mwaka. Kila mwanachama alete daftari lake.
""",
        foot="Matangazo ya vikundi hutolewa bure",
    )
    block = (
        '<div class="vk-box" id="matangazo"><h2>Mikutano ya vikundi vya kuweka akiba wiki hii</h2>'
        + items
        + '</div><p class="vk-zimwa"><em>Maoni yamefungwa kwa chapisho hili.</em></p>'
    )
    st = story(
        "Matangazo ya vikundi: mikutano ya mwezi Mei",
        "Sauti ya Pwani",
        "2012-05-04T08:00:00+03:00",
        "Ijumaa, Mei 04, 2012",
        """
Kama kawaida, tunachapisha matangazo ya mikutano ya vikundi vya kuweka akiba na kukopa vya mtaa wetu.

Kikundi chako kinataka tangazo? Tuma ujumbe kwa mhariri.
""",
        section="Jamii",
    )
    return _page(
        "ae-la-sw-vikundi",
        "wb",
        "sw-blog",
        st,
        PartsK(after=block),
        path="/2012/05/matangazo-ya-vikundi-mei.html",
        container="div.vk-box#matangazo below the post: div.vk-e entries (p.vk-h: b.vk-n the group, span.vk-d 'Jumamosi, 5 Mei 2012', small its officer; div.vk-x the meeting and its business; a foot line); then 'Maoni yamefungwa kwa chapisho hili.'",
        label="savings groups' meeting notices: group, date, officer, the meeting's business",
        desc="A Swahili coast news blog of 2012: eight savings groups' meeting notices, each in the shape of a discussion entry, above 'Maoni yamefungwa' (comments closed); no reader comment.",
    )


def plain_ae() -> list[Case]:
    return [
        en_lostproperty(),
        de_kleingarten(),
        fr_skipper(),
        es_avistamientos(),
        pl_dyzury(),
        nl_regenmeter(),
        ja_toko(),
        sw_vikundi(),
    ]

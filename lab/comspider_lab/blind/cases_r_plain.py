"""Blind set R: pages without any reader comment whose furniture is short lists (2 to 5 items) with a name, a time or a
date and a sentence each, of kinds sets A to Q did not use: a Norwegian harbour's port calls with the agents' remarks, the duty
seismologist's earthquake bulletins, a marathon's pacers, rangers' trail conditions, planned power cuts with the
engineer on call, a book blog's quotations of the day, a town's adopted trees with their sponsors' dedications, the
weekend's referee appointments, charter skippers' fishing reports and a bell tower's peal records (written from
memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_r_common import PartsK, Story, box, esc, links, make, story
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def _la(
    case_id: str,
    template: str,
    site_key: str,
    st: Story,
    after: str,
    rail: str,
    path: str,
    what: str,
    desc: str,
) -> Case:
    return make(
        case_id,
        "lookalike",
        template,
        site_key,
        st,
        PartsK(after=after, rail=rail),
        [],
        path=path,
        container="-",
        heading=None,
        description=desc,
        lookalikes=(what,),
    )


def nb_havn() -> Case:
    items = "".join(
        f'<li class="pc"><b class="pc-vessel">{esc(v)}</b> <span class="pc-eta">{esc(t)}</span><br>'
        f'<span class="pc-agent">{esc(a)}</span>: <span class="pc-note">{esc(n)}</span></li>'
        for v, t, a, n in _rows(
            """
MV Skarvøy Dawn | ETA 06:30 tirsdag | Agent: Liv Pettersen | Kunstgjødsel til kai 2, losen går om bord ved innseilingsbøya.
Havterne II | ETA 14:15 tirsdag | Agent: Odd Nesheim | Kommer fra oppmålingstokt og ligger ved fiskekaia over natta.
Nordhavn Trader | ETA 09:00 onsdag | Agent: Liv Pettersen | Tømmer fra Østersjøen, slepebåter er bestilt til svingbrua.
"""
        )
    )
    after = f'<div class="port-calls"><h3>Ventet til havna denne uka</h3><ul class="pc-list">{items}</ul><p class="pc-src">Kilde: havnekontoret, oppdatert kl. 17 hver dag.</p></div>'
    st = story(
        "Mudringen i havna blir ferdig en måned før tida",
        "Frode Kvalheim",
        "2018-03-12T17:00:00+01:00",
        "12. mars 2018",
        """
Mudderfartøyet som har gjort innseilingen til Vågsnes dypere i vinter, forlater havna en måned tidligere enn planlagt, opplyser havnestyret.

Arbeidet gjør at skip med opptil 7,5 meter dypgang kan gå til handelskaia uansett tidevann, noe styret mener gir større tømmerlaster.

Styreleder Magnus Haugland sier at den tidlige avslutningen sparte rundt 400 000 kroner.
""",
        declare="og",
        section="Havna",
    )
    rail = box("ledger", "Tidevann i dag", "<p>HV 05:42 (4,1 m) · LV 11:58 (0,9 m) · HV 18:07 (4,3 m)</p>")
    return _la(
        "r-la-nb-port-calls",
        "ledger",
        "la-nb-havn",
        st,
        after,
        rail,
        "/havna/2018/03/12/mudring-ferdig-tidlig.html",
        "port calls: vessel, ETA, the ship's agent's name and a remark each",
        "A Norwegian harbour town's paper of 2018: a story about dredging, three expected port calls with the agents' names, times and a remark each.",
    )


def hr_potres() -> Case:
    items = "".join(
        f"<tr><td>{esc(t)}</td><td>{esc(m)}</td><td>{esc(s)}</td><td><i>{esc(w)}</i></td></tr>"
        for t, m, s, w in _rows(
            """
04:12 | M 2,8 | Epicentar 6 km sjeverno od Zlatara, dubina 9 km; osjetio se u Mariji Bistrici. | dežurni seizmolog: Ivana Krajačić
04:31 | M 1,9 | Naknadni potres na istom rasjedu, bez prijava štete. | dežurni seizmolog: Ivana Krajačić
11:05 | M 2,1 | Slabo podrhtavanje kod Konjšćine, prijavilo ga je nekoliko građana. | dežurni seizmolog: Tomislav Vugrinec
"""
        )
    )
    after = (
        '<div class="tresnje"><h3>Seizmološko izvješće, 7. 2. 2021.</h3><table class="tr-tab" cellpadding="4">'
        f"<tr><th>Vrijeme</th><th>Magnituda</th><th>Opis</th><th>Potpis</th></tr>{items}</table></div>"
    )
    st = story(
        "Noćni potres probudio Zagorje, štete nema",
        "Davor Hršak",
        "2021-02-07T12:30:00+01:00",
        "7. veljače 2021.",
        """
Potres magnitude 2,8 po Richteru probudio je u nedjelju u ranim jutarnjim satima stanovnike Zlatara i okolice. Prema prvim informacijama, štete nema.

Vatrogasci su obišli stare kuće u središtu, a škola će u ponedjeljak raditi normalno.
""",
        declare="jsonld",
        section="Vijesti",
    )
    rail = box(
        "grid",
        "Još vijesti",
        links("Novi vrtić u Zlataru|Sajam u Krapini|Cesta prema Mariji Bistrici zatvorena"),
    )
    return _la(
        "r-la-hr-quake-bulletin",
        "grid",
        "la-hr-potres",
        st,
        after,
        rail,
        "/vijesti/2021/02/07/nocni-potres-zagorje",
        "earthquake bulletins: time, magnitude, a sentence and the duty seismologist's name",
        "A Croatian regional site of 2021: a story about a small earthquake and the seismological service's three bulletins, each signed by the duty seismologist.",
    )


def sv_fart() -> Case:
    items = "".join(
        f'<div class="farthallare"><h4>{esc(n)}</h4><p class="fh-tid">{esc(t)}</p><p>{esc(s)}</p></div>'
        for n, t, s in _rows(
            """
Lotta Wennergren | Mål 3:30 | Jämnt tempo hela vägen, 4:58 per kilometer, och jag pratar gärna om du vill.
Mats Holmqvist | Mål 3:45 | Jag springer med en gul ballong, vi tar det lugnt uppför bron vid 28 km.
Jonna Berglöf | Mål 4:00 | Första maran? Häng på, vi går vid varje vätskestation.
"""
        )
    )
    after = f'<div class="fh-box"><h3>Årets farthållare</h3>{items}</div>'
    st = story(
        "Tolv veckor kvar till Sjöstadsmaran",
        "Henrik Ö.",
        "2014-02-23T19:00:00+01:00",
        "23 februari 2014",
        """
Nu är det tolv veckor kvar och långpassen börjar bli riktigt långa. I dag blev det 26 kilometer runt sjön i snöblandat regn.

Arrangörerna har presenterat årets farthållare, och jag funderar på att lägga mig bakom 3:45-gruppen.
""",
        declare="visible",
        kicker="Lopp",
    )
    rail = box("plain", "Tidigare", links("Långpass i motvind|Nya skor, igen|Intervaller på bandet"))
    return _la(
        "r-la-sv-marathon-pacers",
        "plain",
        "la-sv-fart",
        st,
        after,
        rail,
        "/2014/02/tolv-veckor-kvar.html",
        "a marathon's pacers: name, target time and a sentence each",
        "A Swedish running blog of 2014: a training note and the marathon's three pacers, each a name, a target time and a sentence.",
    )


def sk_chodniky() -> Case:
    items = "".join(
        f'<li><span class="ch-trasa">{esc(tr)}</span> — {esc(s)} <span class="ch-kto">({esc(n)}, {esc(d)})</span></li>'
        for tr, s, n, d in _rows(
            """
Zelená značka na Kráľovu studňu | Po víkendovom vetre leží v lese niekoľko stromov, prechod je možný. | strážca Pavol Kmeť | 3. 5. 2022
Žltá cez Čierny vrch | Úsek nad salašom je rozbahnený, odporúčame pevnú obuv. | strážkyňa Zuzana Hanulová | 4. 5. 2022
Modrá k vodopádu | Lávka pri vodopáde je opravená a chodník je bez obmedzení. | strážca Pavol Kmeť | 5. 5. 2022
"""
        )
    )
    after = f'<div class="stav-chodnikov"><h3>Stav chodníkov</h3><ul>{items}</ul></div>'
    st = story(
        "Turistická sezóna sa začína, chaty otvárajú",
        "Redakcia",
        "2022-05-05T09:00:00+02:00",
        "5. mája 2022",
        """
Horské chaty na Horehroní otvárajú od soboty. Správa parku upozorňuje, že vo vyšších polohách ešte leží sneh.

Na hlavných trasách pracovali cez zimu dobrovoľníci, ktorí obnovili značenie a vyčistili odvodňovacie žľaby.
""",
        declare="og",
        section="Región",
    )
    rail = box(
        "h5", "Ďalšie správy", links("Nový autobus do Brezna|Jarmok v Pohorelej|Oprava mosta cez Hron")
    )
    return _la(
        "r-la-sk-trail-conditions",
        "h5",
        "la-sk-chodniky",
        st,
        after,
        rail,
        "/region/2022/05/sezona-chaty",
        "trail conditions: a route, a sentence and the ranger's name with a date",
        "A Slovak regional weekly of 2022: a story about the hiking season and three trail conditions, each signed by a park ranger with a date.",
    )


def ro_curent() -> Case:
    items = "".join(
        f'<div class="intrerupere"><p><b>{esc(z)}</b> · {esc(t)}</p><p>{esc(s)}</p><p class="int-ing">Inginer de serviciu: {esc(n)}</p></div>'
        for z, t, s, n in _rows(
            """
Str. Morii și Str. Livezii | 09:00 - 13:00, marți 14 iunie | Se înlocuiește stâlpul de la intersecție, alimentarea se reia treptat. | Sorin Bârsan
Cartierul Podgoria | 10:00 - 16:00, miercuri 15 iunie | Lucrări la postul de transformare, betoniera nu va putea funcționa. | Alina Chirilă
"""
        )
    )
    after = f'<div class="program-intreruperi"><h3>Întreruperi programate</h3>{items}</div>'
    st = story(
        "Rețeaua electrică din Mureșeni, modernizată până în toamnă",
        "Ecoul Văii Mureșelului",
        "2016-06-13T08:00:00+03:00",
        "13 iunie 2016",
        """
Distribuitorul de energie a început modernizarea rețelei de joasă tensiune din Mureșeni, o investiție de 2,3 milioane de lei.

Locuitorii vor fi anunțați din timp despre întreruperile necesare, care nu vor depăși șase ore.
""",
        declare="metadate",
        section="Local",
    )
    rail = box(
        "mob",
        "Mai multe știri",
        links("Târg de vite duminică|Școala primește microbuz|Drumul județean, reasfaltat"),
    )
    return _la(
        "r-la-ro-power-cuts",
        "mob",
        "la-ro-curent",
        st,
        after,
        rail,
        "/local/2016/06/retea-electrica-modernizare",
        "planned power cuts: streets, a time window, a sentence and the engineer on duty",
        "A Romanian local paper of 2016: a story about the power network and two planned cuts, each with a time window, a sentence and the engineer's name.",
    )


def ru_citaty() -> Case:
    items = "".join(
        f'<blockquote class="cit-dnya"><p>{esc(q)}</p><footer>{esc(a)}, {esc(y)}</footer></blockquote>'
        for q, a, y in _rows(
            """
Библиотека — это единственное место, где тишина звучит громче спора. | Аркадий Вересов | 1931
Кто читает медленно, тот успевает заметить, как автор улыбается. | Нина Ольшанская | 1968
Хорошая книга заканчивается позже последней страницы. | Фёдор Ламзин | 1954
"""
        )
    )
    after = f'<div class="citaty"><h3>Цитаты недели</h3>{items}</div>'
    st = story(
        "Зимнее чтение: три книги для долгих вечеров",
        "Книгочей",
        "2011-12-18T20:00:00+04:00",
        "18 декабря 2011",
        """
В декабре я читаю только толстые книги, которые не жалко растянуть на месяц. В этом году на столе три романа о северных городах.

Чай — крепкий, с чабрецом. Список книг и впечатления — ниже, а в конце, как всегда, цитаты недели.
""",
        declare="visible",
        kicker="Книги",
    )
    rail = box("h5", "Рубрики", links("Книги|Цитаты|Чай"))
    return _la(
        "r-la-ru-quotes-week",
        "h5",
        "la-ru-citaty",
        st,
        after,
        rail,
        "/2011/12/zimnee-chtenie/",
        "quotations of the week: a sentence, its author's name and the year",
        "A Russian book blog of 2011: a reading note and three quotations of the week, each a sentence, a name and a year.",
    )


def da_traeer() -> Case:
    items = "".join(
        f"<dt>{esc(tr)} · plantet {esc(d)}</dt><dd>„{esc(s)}“ — {esc(n)}</dd>"
        for tr, d, s, n in _rows(
            """
Lind nr. 14 ved Torvet | 12. oktober 2019 | Til mormor Inger, der fodrede duerne her hver lørdag. | Familien Kragh
Eg nr. 15 ved skolen | 12. oktober 2019 | For alle børn der har klatret, faldet ned og klatret igen. | 5.B, Hvidsten Skole
Røn nr. 16 ved stationen | 19. oktober 2019 | Til vores første hjem på Stationsvej. | Mette og Rasmus Lund
"""
        )
    )
    after = f'<div class="adopt-trae"><h3>Byens adopterede træer</h3><dl>{items}</dl></div>'
    st = story(
        "Nørreby får 40 nye træer i år",
        "Sofie Ahlmann",
        "2019-10-21T07:00:00+02:00",
        "21. oktober 2019",
        """
Kommunen planter 40 nye træer i Nørreby og Hvidsten i år, og borgerne kan adoptere et træ for 500 kroner.

Pengene går til vanding de første tre somre. Et lille skilt ved hvert træ fortæller, hvem der har adopteret det.
""",
        declare="og",
        section="Nyheder",
    )
    rail = box(
        "ledger",
        "Flere nyheder",
        links("Ny cykelsti til Hvidsten|Julemarked flytter|Svømmehallen lukker for renovering"),
    )
    return _la(
        "r-la-da-adopted-trees",
        "ledger",
        "la-da-traeer",
        st,
        after,
        rail,
        "/nyheder/2019/10/21/nye-traeer-norreby.html",
        "adopted trees: tree, planting date, the sponsors' dedication and their names",
        "A Danish local paper of 2019: a story about new street trees and three adopted trees, each with a date, a dedication and the sponsors' names.",
    )


def es_arbitros() -> Case:
    items = "".join(
        f"<tr><td>{esc(p)}</td><td>{esc(h)}</td><td><b>{esc(n)}</b></td><td>{esc(s)}</td></tr>"
        for p, h, n, s in _rows(
            """
CD Algorfa - UD Benejúzar | Sáb 17:00 | Raúl Espinosa Sáez | Su tercer partido de la temporada en Algorfa; pitó el derbi de la primera vuelta.
Racing Rojales - Atlético Dolores | Dom 11:30 | Noelia Vidal Ortuño | Debuta en categoría regional tras ascender desde el fútbol base.
CF Almoradí B - Callosa CF | Dom 18:00 | Iván Cutillas Mora | Repite con el Callosa, al que expulsó dos jugadores en octubre.
"""
        )
    )
    after = f'<div class="designaciones"><h3>Designaciones arbitrales, jornada 22</h3><table>{items}</table></div>'
    st = story(
        "El Algorfa se juega el liderato ante el Benejúzar",
        "J. M. Pastor",
        "2024-02-15T19:00:00+01:00",
        "15/02/2024",
        """
El CD Algorfa recibe el sábado al UD Benejúzar en el partido más esperado de la jornada 22 de Regional Preferente. Solo un punto separa a los dos equipos.

El técnico local, Paco Mula, recupera a su delantero centro tras la sanción y espera un campo lleno.
""",
        declare="jsonld",
        section="Regional",
    )
    rail = box(
        "grid",
        "Clasificación",
        "<ol><li>UD Benejúzar 48</li><li>CD Algorfa 47</li><li>Callosa CF 41</li></ol>",
    )
    return _la(
        "r-la-es-referees",
        "grid",
        "la-es-arbitros",
        st,
        after,
        rail,
        "/regional/2024/02/15/algorfa-benejuzar-liderato",
        "referee appointments: the match, kick-off time, the referee's name and a sentence",
        "A Spanish regional sports site of 2024: a match preview and the three referee appointments of the week, each a time, a name and a sentence.",
    )


def id_mancing() -> Case:
    items = "".join(
        f'<div class="lap-kapal"><p><strong>{esc(k)}</strong> — {esc(n)}, {esc(d)}</p><p>{esc(s)}</p></div>'
        for k, n, d, s in _rows(
            """
KM Bintang Laut | Kapten Darmo | Sabtu, 6 Juli 2019 | Dua ekor tenggiri dan satu kuwe besar di karang utara, ombak tenang sampai siang.
KM Sri Rezeki | Kapten Ujang Suganda | Minggu, 7 Juli 2019 | Arus kencang, hanya kakap merah kecil; tamu tetap senang karena lumba-lumba lewat.
"""
        )
    )
    after = f'<div class="laporan-mancing"><h3>Laporan kapal pekan ini</h3>{items}</div>'
    st = story(
        "Musim tenggiri tiba, kapal wisata mancing penuh dipesan",
        "Rina Wulandari",
        "2019-07-08T10:00:00+07:00",
        "8 Juli 2019",
        """
Memasuki musim tenggiri, kapal wisata mancing di Teluk Sembilang penuh dipesan hingga akhir Agustus. Sebagian besar tamu datang dari Palembang dan Jambi.

Dinas perikanan mengingatkan pemilik kapal untuk membawa pelampung sesuai jumlah penumpang.
""",
        declare="og",
        section="Pesisir",
    )
    rail = box(
        "mob", "Berita lainnya", links("Harga udang naik|Dermaga baru diresmikan|Festival perahu layar")
    )
    return _la(
        "r-la-id-fishing-reports",
        "mob",
        "la-id-mancing",
        st,
        after,
        rail,
        "/pesisir/musim-tenggiri-kapal-penuh-2019",
        "charter boats' fishing reports: the boat, the skipper's name, a date and a sentence",
        "An Indonesian coastal news page of 2019: a story about the fishing season and two charter skippers' reports, each a name, a date and a sentence.",
    )


def en_peals() -> Case:
    items = "".join(
        f'<div class="peal"><p class="peal-h">{esc(d)} — {esc(m)}</p><p class="peal-band">{esc(b)}</p><p class="peal-fn"><i>{esc(f)}</i></p></div>'
        for d, m, b, f in _rows(
            """
Sunday 3 April 2011 | 1260 Plain Bob Doubles | Conducted by Rosemary Thwaite | First quarter peal on the bells for Ellen Dack, aged 13.
Tuesday 5 April 2011 | 1280 Yorkshire Surprise Major (at Wickham Market) | Conducted by Geoffrey Anstey | Rung half-muffled in memory of Fred Glazier, tower captain 1971-1998.
"""
        )
    )
    after = f'<div class="peal-board"><h3>Recent quarter peals</h3>{items}</div>'
    st = story(
        "Practice night moves to Thursdays",
        "The Tower Captain",
        "2011-04-07T21:30:00+01:00",
        "7 April 2011",
        """
From next week practice night moves from Tuesday to Thursday, 7.30 to 9pm, so that our learners from Wensum Academy can come after their youth club.

We will start each practice with rounds and call changes on the back six before moving on to Plain Bob for those who are ready.
""",
        declare="visible",
        kicker="Practice nights",
    )
    rail = box("plain", "Tower", links("Peals|Practice nights|Learning"))
    return _la(
        "r-la-en-quarter-peals",
        "plain",
        "la-en-peals",
        st,
        after,
        rail,
        "/2011/04/practice-night-thursdays.html",
        "quarter peal records: date, method, the conductor's name and a footnote sentence",
        "A bell tower's blog of 2011: a practice-night notice and two quarter peal records, each a date, the conductor's name and a footnote.",
    )

"""Blind set AV: four mixed pages of about 2012, a discussion of this article (5 to 9 readers' comments) in the
served HTML beside a list of named short texts that are not comments, of kinds the earlier sets do not name: pen-pal
requests (hr), a pub-quiz league table with the captains' lines (nb), a charity wish tree of children's wishes (sk)
and the answers to a "where is this?" photo quiz (ca). Written for this set; every name, place and text invented,
each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_av_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def hr_penpals() -> Case:
    pals = rows("""
Petra, 14 | Zlatno | Volim crtati, konje i stare filmove. Tražim prijateljicu za dopisivanje iz bilo kojeg dijela Hrvatske.
Marko, 16 | Sutvid | Skupljam poštanske marke s brodovima. Odgovorit ću svima koji pošalju marku!
Ivana, 12 | Gornje Selo | Treniram rukomet i čitam Harryja Pottera treći put. Pišite mi!
Luka, 15 | Zlatno | Sviram gitaru i želim naučiti talijanski. Tražim dopisnika iz Italije ili Istre.
""")
    items = "".join(
        f'<li class="dop-oglas"><b class="dop-ime">{esc(n)}</b>, <span class="dop-mjesto">{esc(m)}</span>'
        f'<p class="dop-tekst">{esc(t)}</p><p class="dop-sifra">Šifra: DOP-{412 + k}</p></li>'
        for k, (n, m, t) in enumerate(pals)
    )
    box = (
        '<div class="tx-box dopisivanje"><h3>Kutak za dopisivanje</h3><p>Pisma šaljite na adresu redakcije s naznakom šifre.</p>'
        f'<ul class="dop-lista">{items}</ul></div>'
    )
    cs = thread("""
Ante Jurić | 06.03.2012. u 18:40 | - | - | Parkiralište kod bolnice trebalo bi biti besplatno barem za one koji dolaze na kemoterapiju. Ovo je sramota.
Sanja | 06.03.2012. u 19:02 | 0 | - | Potpisujem. Moja mama ide tri puta tjedno.
Bolničar iz Zlatnog | 06.03.2012. u 19:30 | 0 | - | Za pacijente na terapiji postoje besplatne karte na porti, samo treba pitati. Nitko to ne zna jer nigdje ne piše.
Ante Jurić | 06.03.2012. u 19:45 | 2 | - | Hvala, nisam znao. Onda neka to stave na ulaz.
Vedran K. | 06.03.2012. u 21:10 | - | - | Kuna na sat je i dalje jeftinije nego u centru.
Mirjana | 07.03.2012. u 08:15 | - | - | Dobro, ali zaposleni? Medicinske sestre s plaćom od četiri tisuće ne mogu plaćati parking svaki dan.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="kom-jedan" id="kom{5520 + i}"><p class="kom-zag"><b>{esc(c.name)}</b> <small>{esc(c.when)}</small></p>'
            f'{paras(c.text, cls="kom-txt")}<p class="kom-odg"><a href="#odgovori">Odgovori</a></p>'
            + (f'<div class="kom-odgovori">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="komentari"><h3>Komentari (6)</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/prijava">Prijavite se</a> za komentiranje.</p></div>'
    )
    css = ".kom-jedan{border-bottom:1px solid #eee;padding:5px 0}.kom-odgovori{margin-left:28px}"
    st = Story(
        "Parkiralište kod bolnice od travnja se naplaćuje",
        "Marija Bašić",
        "2012-03-06T12:00:00+01:00",
        "Objavljeno: 06.03.2012. u 12:00",
        """
Od 1. travnja parkiranje na parkiralištu ispred Opće bolnice Zlatno naplaćivat će se jednu kunu po satu. Odluku je donijelo gradsko poduzeće koje upravlja parkiralištima.

Iz bolnice poručuju da će pacijenti na dugotrajnoj terapiji i dalje moći dobiti besplatne karte na porti.
""",
        section="Vijesti",
        tags=("bolnica", "parking"),
    )
    return make(
        "av-mx-hr-dopisivanje",
        "mixed",
        "hr-zlatno",
        st,
        Parts(after=block, rail=box, css=css),
        seeds(cs),
        path="/vijesti/parkiraliste-kod-bolnice-od-travnja-se-naplacuje",
        container="div.komentari: h3 'Komentari (6)', div.kom-jedan (b name, small '06.03.2012. u 18:40', p.kom-txt, 'Odgovori'), answers in div.kom-odgovori, three levels; in the rail div.dopisivanje: ul.dop-lista > li.dop-oglas (name and age, town, text, 'Šifra: DOP-412')",
        heading="Komentari (6)",
        description="A Croatian island town tabloid of 2012: 6 readers' comments (answers three levels) under an article on hospital parking, and in the rail the paper's pen-pal corner (name and age, town, a request, a code), not comments.",
        lookalikes=("pen-pal requests (name and age, town, text, code)",),
    )


def nb_quiz_league() -> Case:
    teams = rows("""
1 | Kvisslingene | Torunn Aas | 214 | «Vi tapte på sportsspørsmålene igjen, men musikkrunden reddet oss.»
2 | Svar Ut | Henrik Berge | 209 | «Fem poeng bak. Neste uke tar vi dem.»
3 | Hjernetrimmerne | Gunn Strand | 198 | «Vi visste ikke hva hovedstaden i Burkina Faso heter, og det plager oss fortsatt.»
4 | Quizzelig | Eirik Moen | 176 | «Nye på lista og veldig fornøyde med fjerdeplass.»
5 | De Lærde Damer | Solveig Holm | 171 | «Bildekonkurransen var altfor vanskelig i år.»
""")
    trs = "".join(
        f'<tr><td class="qz-pl">{esc(p)}.</td><td class="qz-lag"><b>{esc(t)}</b><br /><small>Lagkaptein: {esc(c)}</small></td>'
        f'<td class="qz-poeng">{esc(pts)} p</td><td class="qz-sitat">{esc(q)}</td></tr>'
        for p, t, c, pts, q in teams
    )
    box = (
        '<div class="pg-box qz-tabell"><h3>Pubquizligaen – stillingen etter runde 8</h3>'
        f'<table class="qz">{trs}</table><p>Neste runde: onsdag kl. 20 på Hjørnet.</p></div>'
    )
    cs = thread("""
Frode Lie | 5. mars 2012 kl. 20:15 | - | - | Trist. Quizen på onsdager er det eneste som skjer i sentrum om vinteren.
Torunn Aas | 5. mars 2012 kl. 20:40 | 0 | - | Vi i Kvisslingene har allerede snakket med Kafé Kaia, de kan ta over quizen fra neste uke. Ingen grunn til panikk!
Frode Lie | 5. mars 2012 kl. 20:52 | 1 | - | Det var gode nyheter.
Ola N. | 5. mars 2012 kl. 21:30 | - | - | Tre uker skjenkestopp for å servere en sjuttenåring som viste falsk legitimasjon. Det er strengt.
Kari Engen | 5. mars 2012 kl. 22:04 | 3 | - | Reglene er like for alle. De har fått advarsel før.
Ola N. | 5. mars 2012 kl. 22:20 | 4 | - | Det visste jeg ikke. Da skjønner jeg det bedre.
Mats | 6. mars 2012 kl. 07:45 | - | - | Hjørnet kommer tilbake, det har overlevd verre ting.
Hilde Sæther | 6. mars 2012 kl. 11:10 | - | - | Vi feiret bryllupsdagen der hvert år i tjue år. Håper de åpner igjen i april.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="dbt-innlegg"><p class="dbt-meta"><span class="dbt-navn">{esc(c.name)}</span> skrev '
            f'<span class="dbt-tid">{esc(c.when)}</span>:</p>{paras(c.text, cls="dbt-tekst")}'
            '<p class="dbt-svar"><a href="#svar">Svar</a> · <a href="/varsle">Varsle</a></p>'
            + (f'<ul class="dbt-svarliste">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="debatt"><h3>Debatt: 8 innlegg</h3><ul class="dbt-liste">'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/logg-inn">Logg inn</a> for å delta i debatten.</p></div>'
    )
    css = ".dbt-liste,.dbt-svarliste{list-style:none;padding:0}.dbt-svarliste{margin-left:26px}.dbt-innlegg{border-bottom:1px solid #eee;padding:4px 0}.qz td{border-bottom:1px solid #eee;padding:3px}"
    st = Story(
        "Puben på hjørnet får tre ukers skjenkestopp",
        "Ingrid Haugen",
        "2012-03-05T15:30:00+01:00",
        "05.03.2012 15:30",
        """
Formannskapet vedtok mandag at puben Hjørnet i Storgata mister skjenkebevillingen i tre uker. Bakgrunnen er at en sjuttenåring fikk servert øl under en kontroll i januar.

Daglig leder sier de vil følge vedtaket og bruke tiden på å pusse opp lokalet. Den populære quizen på onsdager flytter midlertidig.
""",
        section="Puls",
        tags=("skjenkestopp", "uteliv", "quiz"),
    )
    return make(
        "av-mx-nb-quizliga",
        "mixed",
        "nb-fjellvik",
        st,
        Parts(after=block, rail=box, css=css),
        seeds(cs),
        path="/puls/puben-pa-hjornet-far-tre-ukers-skjenkestopp-5521088",
        container="div.debatt: h3 'Debatt: 8 innlegg', ul.dbt-liste > li.dbt-innlegg ('NAME skrev 5. mars 2012 kl. 20:15:', p.dbt-tekst, 'Svar · Varsle'), answers in ul.dbt-svarliste, three levels; in the rail a table of the pub-quiz league (place, team, 'Lagkaptein: NAME', points, the captain's quoted line)",
        heading="Debatt: 8 innlegg",
        description="A Norwegian local paper of 2012: 8 readers' posts (answers three levels) under an article on a pub's licence, and in the rail the pub-quiz league table with the captains' quoted lines, not comments.",
        lookalikes=("a pub-quiz league table with the team captains' quoted lines",),
    )


def sk_wish_tree() -> Case:
    wishes = rows("""
Timotej | 6 rokov | Prosím si autíčko na diaľkové ovládanie, aby som sa mohol hrať s bratom. | darca sa hľadá
Simonka | 9 rokov | Chcela by som zimné topánky, tie moje sú už malé. A ak by sa dalo, knihu o koňoch. | darca nájdený
Patrik | 12 rokov | Chcem futbalovú loptu a dres Dolian, lebo hrám za žiakov. | darca sa hľadá
Lucka | 4 roky | Bábiku s kočíkom. | darca nájdený
Samuel | 15 rokov | Slovník angličtiny a slúchadlá, učím sa na prijímačky. | darca sa hľadá
""")
    items = "".join(
        f'<li class="ps-listok"><span class="ps-meno">{esc(n)}</span>, <span class="ps-vek">{esc(a)}</span>'
        f'<p class="ps-prianie">„{esc(w)}"</p><span class="ps-stav">{esc(s)}</span></li>'
        for n, a, w, s in wishes
    )
    box = (
        '<div class="pv-panel strom-priani"><h3>Strom prianí – deti z krízového centra</h3><div>'
        "<p>Splňte dieťaťu prianie: vyberte si lístok a darček doneste do redakcie do 15. decembra.</p>"
        f'<ul class="ps-listky">{items}</ul></div></div>'
    )
    cs = thread("""
Jana Kováčová | 08.12.2012 19:22 | - | - | Krásna akcia. Vzala som si lístok Timoteja, autíčko už mám kúpené.
Milan | 08.12.2012 20:10 | - | - | Chodím okolo námestia každý deň, stromček je tento rok naozaj pekný.
Zuzka B. | 08.12.2012 21:35 | 1 | - | Aj ja som si ho fotila, hlavne večer keď svieti.
Peter Hudec | 09.12.2012 09:02 | - | - | Prečo je stromček umelý? Kedysi bol vždy živý smrek z Vrbovca.
Zuzana Horváthová | 09.12.2012 10:40 | 3 | red | Pán Hudec, podľa mesta je umelý stromček lacnejší a dá sa používať desať rokov. Živý smrek stál minulý rok vyše tisíc eur.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="dsk-red">redakcia</span>' if c.has("red") else ""
        return (
            f'<div class="dsk-prispevok"><div class="dsk-hlava"><img src="/_avatar/dsk-{i}.svg" alt="" width="24" height="24" /> '
            f'<strong>{esc(c.name)}</strong>{red} <span class="dsk-cas">{esc(c.when)}</span></div>'
            f'<div class="dsk-text">{paras(c.text)}</div>'
            + (f'<div class="dsk-reakcie">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="pv-panel diskusia"><h3>Diskusia (5)</h3><div>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/prihlasenie">Prihláste sa</a> a pridajte príspevok.</p></div></div>'
    )
    css = ".dsk-prispevok{border-bottom:1px solid #e3e9f0;padding:4px 0}.dsk-reakcie{margin-left:24px}.dsk-red{background:#1d4e89;color:#fff;font-size:10px;padding:0 3px}.ps-listok{margin-bottom:6px}"
    st = Story(
        "Na námestí rozsvietili vianočný stromček",
        "Zuzana Horváthová",
        "2012-12-08T17:00:00+01:00",
        "08.12.2012 17:00",
        """
V sobotu podvečer rozsvietili na Námestí SNP vianočný stromček. Na slávnosti vystúpil detský spevácky zbor a primátor privítal niekoľko stoviek ľudí.

Pri stromčeku je aj tento rok strom prianí, na ktorom visia lístky s prianiami detí z krízového centra.
""",
        section="Správy",
        tags=("Vianoce", "námestie"),
    )
    return make(
        "av-mx-sk-strom-priani",
        "mixed",
        "sk-dolany",
        st,
        Parts(after=block, rail=box, css=css),
        seeds(cs),
        path="/spravy/na-namesti-rozsvietili-vianocny-stromcek-2012-12-08",
        container="div.diskusia (a portal panel): h3 'Diskusia (5)', div.dsk-prispevok (avatar, strong name, 'redakcia' badge, span.dsk-cas '08.12.2012 19:22', div.dsk-text), answers in div.dsk-reakcie; in the right column div.strom-priani: ul > li.ps-listok (child's name, age, the wish in quotes, a status)",
        heading="Diskusia (5)",
        description="A Slovak town portal of 2012: 5 readers' posts (two answers, one by the reporter) under an article on the Christmas tree, and in the right column a charity wish tree (child's name, age, quoted wish, donor status), not comments.",
        lookalikes=("a charity wish tree of children's wishes (name, age, wish, status)",),
    )


def ca_photo_quiz() -> Case:
    answers = rows("""
Pere Solà | Sant Climent | 09:14 | És el pont de les Bruixes, des de la riba esquerra. Hi anava a pescar amb el meu avi.
Montse Vilaró | la Pobla | 09:31 | El pont de les Bruixes! La foto deu ser d'abans de la riuada del 82, encara hi ha el molí.
Quim Ferrer | Vall Fosca | 10:02 | Pont de les Bruixes, segur. La casa del fons és Cal Ramonet.
Rosa Baró | Barcelona | 11:47 | Crec que és el pont vell de Capdella, però no n'estic segura.
""")
    items = "".join(
        f'<li class="endv-resp"><b class="endv-nom">{esc(n)}</b> <span class="endv-lloc">({esc(p)})</span> '
        f'<span class="endv-hora">{esc(t)}</span><p class="endv-text">{esc(x)}</p></li>'
        for n, p, t, x in answers
    )
    box = (
        '<div class="tx-box endevina"><h3>Endevina on és? Les respostes de la setmana</h3>'
        "<p>La foto de dissabte passat era el pont de les Bruixes (1975). Aquestes són les primeres respostes encertades:</p>"
        f'<ol class="endv-llista">{items}</ol><p>Guanyador del sorteig: Pere Solà. Envia la teva resposta a endevina@vallfosca.example</p></div>'
    )
    cs = thread("""
Josep M. Rius | 06/03/2012 - 19:30 | - | - | Quaranta euros l'any més per les escombraries i el camió passa dos cops per setmana. A la ciutat passa cada dia.
Anna | 06/03/2012 - 19:48 | 0 | - | A la ciutat també paguen el doble, Josep.
Josep M. Rius | 06/03/2012 - 20:05 | 1 | - | Doncs que ens passin el doble de cops.
Laia R. | 06/03/2012 - 20:40 | - | - | Si reciclessim més pagaríem menys. A Sant Climent ja fan porta a porta i la taxa ha baixat.
Marc Puig | 06/03/2012 - 21:15 | 3 | - | A Sant Climent són 300 habitants, no es pot comparar.
Laia R. | 06/03/2012 - 21:30 | 4 | - | Per això podríem començar pels pobles petits, no?
Teresa Cases | 07/03/2012 - 08:10 | - | - | Totalment d'acord amb la Laia.
Quim | 07/03/2012 - 09:55 | - | - | Pugen la taxa, però el contenidor de la plaça fa un mes que està trencat.
Laia Ribera | 07/03/2012 - 11:20 | 7 | red | Quim, l'Ajuntament ens diu que el contenidor es canviarà aquesta setmana.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="cmt-redaccio">Redacció</span>' if c.has("red") else ""
        return (
            f'<li class="opn-item"><div class="opn-cap"><span class="opn-autor">{esc(c.name)}</span>{red} · '
            f'<span class="opn-data">{esc(c.when)}</span></div>{paras(c.text, cls="opn-text")}'
            '<div class="opn-peu"><a href="#respon">Respon</a> · <a href="/denuncia">Denuncia</a></div>'
            + (f'<ul class="opn-respostes">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="opinions"><h3>9 opinions</h3><ul class="opn-llista">'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/entra">Entra</a> per opinar.</p></div>'
    )
    css = ".opn-llista,.opn-respostes{list-style:none;padding:0}.opn-respostes{margin-left:26px}.opn-item{border-bottom:1px solid #eee;padding:4px 0}.cmt-redaccio{background:#d40000;color:#fff;font-size:9px;padding:0 3px}"
    st = Story(
        "L'ajuntament apuja un 12% la taxa d'escombraries",
        "Laia Ribera",
        "2012-03-06T13:00:00+01:00",
        "Dimarts, 6 de març de 2012 13:00 h",
        """
El ple municipal va aprovar dilluns una pujada del 12% de la taxa de recollida d'escombraries, que passarà de 128 a 143 euros l'any per habitatge.

L'equip de govern justifica l'augment pel cost del nou abocador comarcal. L'oposició proposa estendre la recollida porta a porta a tots els pobles de la vall.
""",
        section="Comarca",
        tags=("escombraries", "taxes", "ple"),
    )
    return make(
        "av-mx-ca-endevina",
        "mixed",
        "ca-vallfosca",
        st,
        Parts(after=block, rail=box, css=css),
        seeds(cs),
        path="/comarca/l-ajuntament-apuja-un-12-la-taxa-d-escombraries-3310",
        container="div.opinions: h3 '9 opinions', ul.opn-llista > li.opn-item (span.opn-autor, 'Redacció' badge, span.opn-data '06/03/2012 - 19:30', p.opn-text, 'Respon · Denuncia'), answers in ul.opn-respostes, three levels; in the rail div.endevina: ol.endv-llista > li.endv-resp (name, town, time, the reader's answer to a photo quiz)",
        heading="9 opinions",
        description="A Catalan valley tabloid of 2012: 9 readers' opinions (answers three levels, the reporter's answer) under an article on a waste-collection fee, and in the rail the week's answers to a 'where is this?' photo quiz (name, town, time, a sentence), not comments.",
        lookalikes=("answers to a 'where is this?' photo quiz (name, town, time, text)",),
    )


def mixed_av() -> list[Case]:
    return [hr_penpals(), nb_quiz_league(), sk_wish_tree(), ca_photo_quiz()]

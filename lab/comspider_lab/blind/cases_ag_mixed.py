"""Blind set AG: four mixed pages, a small discussion of this article (3 to 6 readers' comments) beside a list of
named, dated short texts that are not comments: the editors' corrections to the article in the very markup of the
thread, below it (da); a village's ride-share offers in a table above the thread (pt); eyewitnesses' accounts
gathered by the reporter in the article's text (bs); a seed library's latest exchanges in the sidebar (it). Written
for this set, in invented markup; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ag_common import PartsK, entries, make, rows, seeds, story, tree
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def da_rettelser() -> Case:
    c = seeds("""
Mette Kjærgaard | 8. marts 2018 kl. 10:12 | - | Tak for en grundig artikel. Vi har ventet på den cykelsti i over ti år.
Søren Holm | 8. marts 2018 kl. 11:37 | - | Hvorfor skal stien kun gå til skolen og ikke helt ud til stranden?
Lars Bech | 8. marts 2018 kl. 12:05 | 1 | Søren, ifølge planen kommer etape to til stranden i 2020.
Birgitte N. | 8. marts 2018 kl. 20:44 | - | Husk at der også skal være lys langs stien om vinteren.
Kasper | 9. marts 2018 kl. 07:58 | - | Endelig noget fornuftigt fra kommunen.
""")
    fixes = [
        Seed(n, t, None, w)
        for n, w, t in rows(
            """
Redaktionen | 8. marts 2018 kl. 09:40 | I en tidligere udgave stod der, at stien bliver 2,5 km lang. Den korrekte længde er 3,2 km.
Anne Vestergaard, redaktør | 8. marts 2018 kl. 14:15 | Prisen på stien er rettet fra 4 til 6 millioner kroner, som det fremgår af kommunens budget.
Redaktionen | 9. marts 2018 kl. 08:30 | Billedteksten nævnte den forkerte vej. Billedet er taget på Strandvejen, ikke Skolevej.
""",
            3,
        )
    ]
    thread = (
        '<div class="lo-felt" id="laesere"><h3>Læsernes ord (5)</h3>'
        + tree(c, "lo", wrap="div", pics=True, reply="Svar")
        + "</div>"
    )
    fixbox = (
        '<div class="lo-felt" id="rettelser"><h3>Rettelser til artiklen</h3>'
        + tree(fixes, "lo", pics=True, key="ret")
        + "</div>"
    )
    st = story(
        "Ny cykelsti skal forbinde Lillevig med skolen",
        "Jens Mortensen",
        "2018-03-08T08:00:00+01:00",
        "8. marts 2018",
        """
Kommunalbestyrelsen har vedtaget at bygge en cykelsti langs Strandvejen fra Lillevig til skolen i Nørreby. Arbejdet begynder til sommer.

Stien bliver tre meter bred og adskilt fra vejen med en græsrabat.
""",
        section="Kommunen",
    )
    return make(
        "ag-mx-da-rettelser",
        "mixed",
        "rg",
        "da-news",
        st,
        PartsK(after=thread + fixbox),
        c,
        path="/kommunen/ny-cykelsti-strandvejen",
        container="div.lo-felt#laesere: div.lo-e entries (avatar; div.lo-h: b.lo-n name, span.lo-d '8. marts 2018 kl. 10:12'; the text; 'Svar'); the reply in div.lo-sub inside its parent's; below it div.lo-felt#rettelser, the editors' corrections in the very same markup (no 'Svar')",
        heading="Læsernes ord (5)",
        description="A Danish local paper of 2018: five readers' comments (one nested reply) under 'Læsernes ord (5)', and below them three corrections to the article by the editors in the thread's very own markup; the truth is the thread only.",
        lookalikes=("the editors' corrections to the article, in the thread's own markup",),
    )


def pt_boleias() -> Case:
    c = seeds("""
Rui Carvalho | 10 de janeiro de 2022, 12:30 | - | Boa iniciativa. Eu faço o caminho para a cidade todos os dias e vou sempre sozinho.
Sofia Mendes | 10 de janeiro de 2022, 15:02 | - | Era preciso era voltar a haver autocarro ao fim de semana.
Teresa Lopes | 11 de janeiro de 2022, 09:18 | - | A minha mãe já usou o quadro na junta e correu muito bem.
Nuno Pires | 12 de janeiro de 2022, 21:40 | - | Espero que a junta divulgue isto também no mercado, nem todos leem o jornal online.
""")
    offers = rows(
        """
Joaquim Sousa | 10/01/2022, saída às 7:15 | Serra Alta → Vila Nova | Tenho três lugares de segunda a sexta. Regresso às 18:00.
Marta Fonseca | 11/01/2022, saída às 8:30 | Serra Alta → hospital distrital | Vou às consultas de quinta-feira e posso levar duas pessoas.
António Ramos | 12/01/2022, saída às 6:45 | Aldeia de Cima → zona industrial | Carrinha de nove lugares, turno da manhã.
Catarina Gomes | 14/01/2022, saída às 9:00 | Serra Alta → feira de Vila Nova | Sábado de feira, tenho lugar para uma pessoa com sacos.
Joaquim Sousa | 17/01/2022, saída às 7:15 | Serra Alta → Vila Nova | Continuo a ter lugares esta semana. Combinar na junta.
""",
        4,
    )
    board = (
        '<div class="bl-quadro" id="boleias"><h3>Boleias oferecidas esta semana</h3>'
        + entries("bl", offers, "table", links=("Combinar",))
        + "</div>"
    )
    thread = (
        '<section class="op-leitores" id="leitores"><h2>A opinião de quem lê</h2>'
        + tree(c, "op", item="article", name="strong", date="time", reply="Responder")
        + "</section>"
    )
    st = story(
        "Junta cria quadro de boleias para quem não tem transporte",
        "Helena Costa",
        "2022-01-10T09:00:00+00:00",
        "10 de janeiro de 2022",
        """
A junta de freguesia da Serra Alta criou um quadro de boleias para ligar as aldeias à cidade. Quem tem lugares livres no carro pode oferecê-los na junta ou no site.

Desde que a carreira de autocarro foi reduzida, muitos idosos ficaram sem forma de ir às consultas.
""",
        section="Sociedade",
    )
    return make(
        "ag-mx-pt-boleias",
        "mixed",
        "mz",
        "pt-mag",
        st,
        PartsK(after=board + thread),
        c,
        path="/sociedade/quadro-de-boleias",
        container="section.op-leitores#leitores: article.op-e entries (div.op-h: strong.op-n name, time.op-d '10 de janeiro de 2022, 12:30'; the text; 'Responder'); flat; above it div.bl-quadro#boleias, a table of ride offers (b name, date and time, small the route, the offer, 'Combinar')",
        heading="A opinião de quem lê",
        description="A Portuguese municipal magazine of 2022: four readers' comments (flat) under 'A opinião de quem lê', below a table of five ride-share offers, each a name, a date and time, a route and a sentence; the truth is the thread only.",
        lookalikes=("a parish's ride-share offers: who offers, date and time, route, the offer",),
    )


def bs_svjedoci() -> Case:
    c = seeds("""
Amra Hodžić | 23. 11. 2014. u 13:05 | - | Hvala vatrogascima, bili su tu za desetak minuta. Stanujem preko puta.
Emir Delić | 23. 11. 2014. u 14:20 | 0 | I ja sam ih vidio, nevjerovatno brzo su stigli.
Senada Mujić | 23. 11. 2014. u 16:48 | - | Da li se zna šta je izazvalo požar?
Haris Begović | 23. 11. 2014. u 17:30 | 2 | Prema onome što su rekli na radiju, kratki spoj u pekari.
Jasmina | 24. 11. 2014. u 08:12 | - | Nadam se da će pekara brzo ponovo raditi, najbolji hljeb u gradu.
Mirza K. | 24. 11. 2014. u 19:55 | - | Dobro je da niko nije povrijeđen.
""")
    accounts = rows(
        """
Edin Smajić | 23. 11. 2014, oko 5:40 | vlasnik trafike preko puta | Vidio sam dim iz krova pekare i odmah nazvao vatrogasce. Za par minuta cijela ulica je bila puna ljudi.
Ajla Kovačević | 23. 11. 2014, oko 5:50 | stanarka zgrade do pekare | Probudio me miris dima. Komšije su kucale na sva vrata da izađemo.
Nedžad Pašić | 23. 11. 2014, oko 6:15 | pekar | Taman smo ložili peć kad je nestalo struje. Izašli smo na vrijeme i niko nije povrijeđen.
""",
        4,
    )
    inbody = (
        '<div class="sv-okvir" id="svjedoci"><h4>Rekli su za Glas Doline</h4>'
        + entries("sv", accounts, "div", pics=True)
        + "</div>"
    )
    thread = (
        '<div class="vm-blok" id="misljenja"><h3>Vaša mišljenja (6)</h3><ul class="vm-l">'
        + tree(c, "vm", item="li", wrap="ul", reply="Odgovori")
        + "</ul></div>"
    )
    st = story(
        "Požar u pekari u centru, stanari evakuisani",
        "Selma Hadžić",
        "2014-11-23T10:00:00+01:00",
        "23. 11. 2014.",
        """
U nedjelju rano ujutro izbio je požar u pekari u Mlinskoj ulici. Vatrogasci su vatru ugasili za pola sata, a stanari susjedne zgrade su evakuisani.

Niko nije povrijeđen. Policija istražuje uzrok požara.
""",
        section="Vijesti",
    )
    return make(
        "ag-mx-bs-svjedoci",
        "mixed",
        "rg",
        "bs-news",
        st,
        PartsK(inbody=inbody, after=thread),
        c,
        path="/vijesti/pozar-u-pekari-u-centru",
        container="div.vm-blok#misljenja > ul.vm-l: li.vm-e entries (div.vm-h: b.vm-n name, span.vm-d '23. 11. 2014. u 13:05'; the text; 'Odgovori'); replies in a nested ul.vm-sub; in the article's text div.sv-okvir#svjedoci, three eyewitnesses' accounts (div.sv-e: a picture, b name, time, small who, the account)",
        heading="Vaša mišljenja (6)",
        description="A Bosnian valley news portal of 2014: six readers' opinions (two nested replies) under 'Vaša mišljenja (6)', and in the article's text three eyewitnesses' accounts gathered by the reporter, each with a picture, a name, a time and one or two sentences; the truth is the thread only.",
        lookalikes=("eyewitnesses' accounts gathered by the reporter, in the article's text",),
    )


def it_semi() -> Case:
    c = seeds("""
Giovanna Ferri | 6 marzo 2011 alle 18:32 | - | Anche io ho provato a seminare il pomodoro della nonna, ma quest'anno ho aspettato troppo.
Franco B. | 7 marzo 2011 alle 09:14 | - | Ottimo il consiglio di mettere i semi in frigo prima di seminarli. Non lo sapevo.
Luisa | 9 marzo 2011 alle 21:47 | - | Bellissimo orto! Dove si trova la banca dei semi di cui parli?
""")
    swaps = rows(
        """
Paolo Rinaldi | 6 marzo 2011 | ha portato | Fagiolo borlotto di montagna, 50 grammi. Seminato da suo padre per trent'anni.
Teresa Gallo | 8 marzo 2011 | ha preso | Zucca lunga e basilico a foglia larga. Riporterà i semi a ottobre.
Associazione Orti di Collina | 10 marzo 2011 | ha portato | Dodici buste di lattuga e cicoria da raccolta dell'anno scorso.
Marco Villa | 12 marzo 2011 | ha preso | Pomodoro cuore di bue. Prova per la prima volta l'orto sul balcone.
""",
        4,
    )
    rail = (
        '<div class="bs-box" id="banca-semi"><h4>Banca dei semi: ultimi scambi</h4>'
        + entries("bs", swaps, "dl")
        + "</div>"
    )
    thread = (
        '<div class="dv-spazio" id="dite-voi"><h3>Cosa ne pensate</h3>'
        + tree(c, "dv", wrap="div", pics=True, reply="Rispondi")
        + "</div>"
    )
    st = story(
        "È tempo di semenzai: cosa ho seminato questa settimana",
        "Chiara",
        "2011-03-06T10:00:00+01:00",
        "6 marzo 2011",
        """
Con le giornate più lunghe ho preparato i primi semenzai sul davanzale: pomodori, peperoni e basilico.

Quasi tutti i semi vengono dalla banca dei semi del paese, dove ognuno porta e prende varietà locali.
""",
        section="Semi",
    )
    return make(
        "ag-mx-it-semi",
        "mixed",
        "bk",
        "it-blog",
        st,
        PartsK(after=thread, rail=rail),
        c,
        path="/2011/03/tempo-di-semenzai",
        container="div.dv-spazio#dite-voi: div.dv-e entries (avatar; div.dv-h: b.dv-n name, span.dv-d '6 marzo 2011 alle 18:32'; the text; 'Rispondi'); flat; in the sidebar div.bs-box#banca-semi, a <dl> of the seed library's exchanges (dt: b name, date, small 'ha portato'/'ha preso'; dd the seeds)",
        heading="Cosa ne pensate",
        description="An Italian hillside garden blog of 2011: three readers' comments (flat) under 'Cosa ne pensate', and in the sidebar four of a seed library's latest exchanges in a <dl>, each a name, a date and one or two sentences; the truth is the thread only.",
        lookalikes=("a seed library's latest exchanges, in the sidebar",),
    )


def mixed_ag() -> list[Case]:
    return [da_rettelser(), pt_boleias(), bs_svjedoci(), it_semi()]

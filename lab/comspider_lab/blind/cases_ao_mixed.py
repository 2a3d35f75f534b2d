"""Blind set AO: four mixed pages, a discussion of this article (4 or 5 readers' comments) in the served HTML beside a
list of named, dated short texts that are not comments, of kinds the earlier sets do not name: "from our pages on
this day" excerpts (en, month-first dates), councillors' explanations of vote (it), beekeepers' harvest reports
(lt) and job openings (pt, Brazil). Written for this set; every name, place and text invented, each comment and
entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ao_common import (
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


def en_bridge() -> Case:
    pages = rows("""
Oct. 14, 1969 | Bridge closed to trucks after inspection | "The county engineer said the east truss had rotted through in two places," wrote Walter Haines.
Oct. 14, 1994 | Covered bridge gets a fresh coat of red | Volunteers from the Grange painted the bridge over two weekends, reported Donna Reyes.
Oct. 14, 2009 | River crests at 19 feet | "Water reached the floor planks of the old bridge but did not cross them," wrote Tom Ellery.
""")
    li = "".join(
        f'<li class="otd-item"><time class="otd-date">{esc(d)}</time><h4 class="otd-head">{esc(h)}</h4>'
        f'<p class="otd-ex">{esc(x)}</p></li>'
        for d, h, x in pages
    )
    otd = f'<aside class="otd"><h3>From our pages on this day</h3><ul>{li}</ul></aside>'
    cs = thread("""
Carol Benning | 10/14/2019 9:41 AM | - | - | My father proposed to my mother on that bridge in 1958. So glad it's staying.
Dale R. | 10/14/2019 11:05 AM | - | - | $2.3 million for a bridge you can only walk across. I'd rather they fixed Mill Road first.
Jess Okafor | 10/14/2019 12:30 PM | 1 | - | Dale, the story says most of that is a state historic grant that can't be spent on roads.
Dale R. | 10/14/2019 1:12 PM | 2 | - | Fair enough, I missed that. Still want Mill Road fixed.
Pete Lindqvist | 10/15/2019 7:20 PM | - | - | Will the trail connect to the bridge on both sides? Right now you have to cross the highway to get to it.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="rx-post"><div class="rx-by"><span class="rx-name">{esc(c.name)}</span> '
            f'<span class="rx-stamp">{esc(c.when)}</span></div>{paras(c.text, cls="rx-p")}'
            '<div class="rx-act"><button type="button">Reply</button> <button type="button">Flag</button></div>'
            + (f'<div class="rx-sub">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="rx-thread"><h2>Reader responses (5)</h2>'
        + tree(cs, item, lambda s: s)
        + '<form action="/respond" method="post"><textarea name="t"></textarea><button>Post</button></form></section>'
    )
    st = Story(
        "Hollis Creek covered bridge to be restored as a footbridge",
        "By Maria Castellano, Staff Writer",
        "2019-10-13T18:00:00-04:00",
        "Oct. 13, 2019 at 6:00 p.m.",
        """
The 1884 covered bridge over Hollis Creek will be restored and reopened as a footbridge, the county commission decided on Friday in a 4-1 vote.

Most of the $2.3 million cost will come from a state historic preservation grant. Work is to start next spring and take about a year.

The bridge has been closed since a 2017 inspection found cracked beams under the deck.
""",
        today="Monday, October 14, 2019",
        latest=(
            "Schools add late bus route",
            "Harvest fair draws record crowd",
            "Falcons win homecoming game",
        ),
        tags=("Hollis Creek", "county commission"),
    )
    return make(
        "ao-mx-en-on-this-day",
        "mixed",
        "en-cedarford",
        st,
        Parts(inside=otd, after=block),
        seeds(cs),
        path="/local/hollis-creek-bridge-restored",
        container="section.rx-thread: h2 'Reader responses (5)', div.rx-post (span.rx-name, span.rx-stamp '10/14/2019 9:41 AM', p.rx-p, buttons); replies in div.rx-sub, three levels",
        heading="Reader responses (5)",
        description="An American local paper of October 2019: 5 readers' comments dated month first ('10/14/2019 12:30 PM'), three levels; inside the article a 'From our pages on this day' box of three dated excerpts quoting reporters (not comments).",
        lookalikes=(
            "'From our pages on this day' excerpts (date, headline, quoted excerpt with the reporter)",
        ),
    )


def it_council() -> Case:
    votes = rows("""
Giulia Ferrandi | Valle Viva | favorevole | ore 21:14 | Votiamo sì perché la scuola di Pradella non può restare chiusa un altro inverno.
Renato Bonetti | Insieme per Valtorta | contrario | ore 21:19 | Il progetto è giusto, ma i costi sono raddoppiati rispetto al preventivo e nessuno ci ha spiegato perché.
Alessia Moroni | Valle Viva | favorevole | ore 21:23 | Chiediamo che i lavori siano finiti prima di settembre, come promesso alle famiglie.
Franco Pesenti | Gruppo misto | astenuto | ore 21:26 | Mi astengo: il mutuo pesa sul bilancio per vent'anni.
""")
    tr = "".join(
        f'<tr><td class="dv-nome">{esc(n)}<br><small>{esc(g)}</small></td><td class="dv-voto">{esc(v)}</td>'
        f'<td class="dv-ora">{esc(o)}</td><td class="dv-testo">{esc(x)}</td></tr>'
        for n, g, v, o, x in votes
    )
    dich = f'<section class="dichiarazioni"><h3>Le dichiarazioni di voto</h3><table class="dv-tab"><tbody>{tr}</tbody></table></section>'
    cs = thread("""
mamma di Pradella | 19 gen 2022 alle 08:12 | - | - | Finalmente. I bambini fanno venti minuti di pullman ogni mattina da due anni.
Luigi B. | 19 gen 2022 alle 10:47 | - | - | Bonetti ha ragione sui costi. Un milione e otto per una scuola di quaranta alunni?
Ex maestra Carla | 19 gen 2022 alle 13:30 | - | - | Ho insegnato in quella scuola per trent'anni. Il tetto perdeva già negli anni Novanta, era ora.
Paolo | 20 gen 2022 alle 19:05 | - | - | Speriamo che almeno la palestra resti aperta alle associazioni la sera.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="pl-msg"><p class="pl-firma"><b>{esc(c.name)}</b> <span class="pl-data">{esc(c.when)}</span></p>'
            f'{paras(c.text, cls="pl-corpo")}<p class="pl-az"><a href="#pl-f">Rispondi</a></p></li>'
        )

    block = (
        '<section class="parola-lettori"><h2>La parola ai lettori</h2><ul class="pl-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><form id="pl-f" action="/scrivi" method="post"><textarea name="t"></textarea><button>Invia</button></form></section>'
    )
    st = Story(
        "Scuola di Pradella, via libera ai lavori: riapre a settembre",
        "di Chiara Locatelli",
        "2022-01-18T23:10:00+01:00",
        "18 gennaio 2022, 23:10",
        """
Il consiglio comunale di Valtorta ha approvato martedì sera il progetto di ristrutturazione della scuola primaria di Pradella, chiusa da due anni per problemi al tetto.

Il costo è di un milione e ottocentomila euro, in gran parte coperto da un mutuo ventennale. La delibera è passata con otto voti favorevoli, tre contrari e un astenuto.

Nel frattempo gli alunni continueranno a frequentare la scuola del capoluogo.
""",
        today="mercoledì 19 gennaio 2022",
        latest=(
            "Neve in quota, chiusa la strada del passo",
            "Biblioteca, nuovi orari",
            "Calcio: derby al Valtorta",
        ),
        tags=("scuola", "consiglio comunale"),
    )
    return make(
        "ao-mx-it-dichiarazioni-voto",
        "mixed",
        "it-valtorta",
        st,
        Parts(inside=dich, after=block),
        seeds(cs),
        path="/politica/scuola-pradella-via-libera",
        container="section.parola-lettori: h2 'La parola ai lettori', ul.pl-lista > li.pl-msg (b name, span.pl-data '19 gen 2022 alle 08:12', p.pl-corpo, 'Rispondi'); flat",
        heading="La parola ai lettori",
        description="An Italian valley news site of January 2022: 4 readers' comments dated '19 gen 2022 alle 10:47', flat; inside the article a table of councillors' explanations of vote (name, group, vote, 'ore 21:14', a sentence; not comments).",
        lookalikes=("councillors' explanations of vote (name, group, vote, time, a sentence)",),
    )


def lt_honey() -> Case:
    reports = rows("""
Antanas Žemaitis | Pievėnų k. | 2023 m. rugpjūčio 12 d. | 38 kg | Liepų medus šiemet šviesus ir labai kvapnus, bitės ramios.
Rūta Petrauskienė | Šilavos k. | 2023 m. rugpjūčio 10 d. | 22 kg | Po lietingo liepos mėnesio tikėjausi mažiau, tad esu patenkinta.
Jonas Mačiulis | Beržynės k. | 2023 m. rugpjūčio 9 d. | 51 kg | Grikių medus tamsus, kaip visada. Du aviliai nusilpo, teks stiprinti.
Bitininkų būrelis „Avilys“ | mokykla | 2023 m. rugpjūčio 7 d. | 9 kg | Vaikai patys kopinėjo pirmąjį kartą, medų dalinsime rugsėjo 1-ąją.
""")
    li = "".join(
        f'<li class="bt-ataskaita"><b class="bt-vardas">{esc(n)}</b>, {esc(v)} · <span class="bt-data">{esc(d)}</span> · '
        f'<span class="bt-kg">{esc(k)}</span><p class="bt-pastaba">{esc(x)}</p></li>'
        for n, v, d, k, x in reports
    )
    derlius = f'<section class="derlius"><h3>Bitininkų derliaus žinios</h3><ul>{li}</ul></section>'
    cs = thread("""
Dalia | 2023-08-15 21:05 | - | - | Kur galima nusipirkti medaus iš šių bitininkų? Turguje ne visada randu vietinio.
Antanas Žemaitis | 2023-08-16 07:40 | 0 | - | Šeštadieniais būnu Šešupės turguje prie įėjimo, atvažiuokit.
Vytautas K. | 2023-08-16 12:18 | - | - | Gaila, kad apie varroa erkę nieko neparašyta, šiemet ji daug kam pridarė bėdų.
Ona | 2023-08-17 18:55 | - | - | Mano senelis irgi laikė bites Pievėnuose. Malonu skaityti, kad tradicija gyva.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="nm-irasas"><div class="nm-galva"><span class="nm-autorius">{esc(c.name)}</span> '
            f'<span class="nm-laikas">{esc(c.when)}</span></div>{paras(c.text, cls="nm-tekstas")}'
            + (f'<div class="nm-atsakymai">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="nuomones"><h2>Skaitytojų nuomonės (4)</h2>'
        + tree(cs, item, lambda s: s)
        + '<form action="/nuomone" method="post"><input name="v" placeholder="Vardas"><textarea name="t"></textarea><button>Rašyti</button></form></section>'
    )
    st = Story(
        "Rajono bitininkai: šių metų medaus derlius geresnis nei tikėtasi",
        "Eglė Vaitkutė",
        "2023-08-15T10:00:00+03:00",
        "2023 m. rugpjūčio 15 d. 10:00",
        """
Nepaisant lietingos liepos, rajono bitininkai šiemet surinko daugiau medaus nei pernai. Daugiausia prisukta liepų ir grikių medaus.

Bitininkų draugijos pirmininkas sako, kad vidutiniškai iš vieno avilio gauta apie dvidešimt kilogramų. Medaus kaina turguje kol kas nesikeitė.

Draugija rugsėjį rengs medaus šventę prie kultūros namų.
""",
        today="2023 m. rugpjūčio 17 d., ketvirtadienis",
        latest=("Remontuojamas tiltas per Šešupę", "Žolinių atlaidai Pievėnuose", "Krepšinio turnyras parke"),
        tags=("bitininkystė", "medus"),
    )
    return make(
        "ao-mx-lt-bitininkai",
        "mixed",
        "lt-sesupe",
        st,
        Parts(inside=derlius, after=block),
        seeds(cs),
        path="/ukis/medaus-derlius",
        container="section.nuomones: h2 'Skaitytojų nuomonės (4)', div.nm-irasas (span.nm-autorius, span.nm-laikas '2023-08-16 07:40', p.nm-tekstas); replies in div.nm-atsakymai, one level",
        heading="Skaitytojų nuomonės (4)",
        description="A Lithuanian district paper of August 2023: 4 readers' comments dated '2023-08-15 21:05', a beekeeper's answer, replies one level; inside the article beekeepers' harvest reports (name, village, '2023 m. rugpjūčio 12 d.', kg, a sentence; not comments).",
        lookalikes=("beekeepers' harvest reports (name, village, date, kilograms, a sentence)",),
    )


def pt_jobs() -> Case:
    jobs = rows("""
Laticínios Serra Azul | publicada em 02/06/2025 | Auxiliar de produção (3 vagas) | Turno da manhã, não exige experiência. Entregar currículo na portaria.
Mercado Bom Preço | publicada em 01/06/2025 | Operador(a) de caixa | Preferência para quem mora no bairro Santa Luzia.
Oficina do Zé Carlos | publicada em 30/05/2025 | Mecânico com experiência em motos | Salário a combinar, carteira assinada.
Clínica Vida Plena | publicada em 28/05/2025 | Recepcionista | Ensino médio completo e boa comunicação.
Transportes Vale Verde | publicada em 27/05/2025 | Motorista categoria D | Rotas dentro do município, folga aos domingos.
""")
    li = "".join(
        f'<li class="vg-card"><p class="vg-empresa">{esc(e)}</p><p class="vg-data">{esc(d)}</p>'
        f'<p class="vg-cargo">{esc(c)}</p><p class="vg-obs">{esc(o)}</p></li>'
        for e, d, c, o in jobs
    )
    rail = f'<section class="vagas"><h2>Vagas da semana</h2><ul class="vg-lista">{li}</ul><p><a href="/empregos">Ver todas as vagas</a></p></section>'
    cs = thread("""
Adriana Souza | 03/06/2025 às 19h42 | - | - | Que notícia boa! Meu filho terminou o curso técnico e está procurando o primeiro emprego.
Seu Valdir | 03/06/2025 às 20h15 | - | - | Espero que contratem gente daqui mesmo e não tragam todo mundo de fora.
Camila R. | 04/06/2025 às 08h03 | 1 | - | Seu Valdir, a reportagem diz que 80% das vagas são para moradores do município.
Thiago | 04/06/2025 às 12h27 | - | - | E o trânsito na estrada da fábrica? Já é ruim hoje, imagine com caminhão entrando e saindo.
Márcia Helena | 05/06/2025 às 17h50 | - | - | Trabalhei vinte anos na antiga fábrica de tecidos. É bom ver aquele galpão com vida de novo.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="lt-msg"><div class="lt-cab"><strong>{esc(c.name)}</strong> <span class="lt-hora">{esc(c.when)}</span></div>'
            f'{paras(c.text, cls="lt-txt")}<div class="lt-acoes"><a href="#lt-f">Responder</a> · <a href="/denunciar">Denunciar</a></div>'
            + (f'<ul class="lt-resp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<section class="opiniao-leitor"><h2>O que os leitores dizem</h2><ul class="lt-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><form id="lt-f" action="/opinar" method="post"><textarea name="t"></textarea><button>Enviar</button></form></section>'
    )
    st = Story(
        "Fábrica de embalagens vai ocupar antigo galpão têxtil e gerar 240 empregos",
        "Por Renata Figueiredo",
        "2025-06-03T15:00:00-03:00",
        "03/06/2025 15h00 · Atualizado 03/06/2025 17h20",
        """
Uma fábrica de embalagens de papelão vai se instalar no galpão da antiga tecelagem, fechado desde 2011. A prefeitura assinou o acordo nesta terça-feira.

Segundo a empresa, serão 240 vagas diretas, 80% delas reservadas para moradores do município. As contratações devem começar em agosto.

O galpão passará por reforma de quatro meses antes do início da produção.
""",
        today="quinta-feira, 5 de junho de 2025",
        latest=(
            "Festa junina da praça confirmada",
            "Obras na estrada do Alto",
            "Serrano vence e volta à liderança",
        ),
        tags=("empregos", "indústria"),
    )
    return make(
        "ao-mx-pt-vagas",
        "mixed",
        "pt-serrano",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/economia/fabrica-embalagens-240-empregos",
        container="section.opiniao-leitor: h2 'O que os leitores dizem', ul.lt-lista > li.lt-msg (strong name, span.lt-hora '03/06/2025 às 19h42', p.lt-txt, actions); replies in ul.lt-resp, one level",
        heading="O que os leitores dizem",
        description="A Brazilian town paper of June 2025: 5 readers' comments dated '03/06/2025 às 19h42', replies one level; in the side column the week's job openings (employer, 'publicada em 02/06/2025', role, a sentence; not comments).",
        lookalikes=("job openings (employer, posted date, role, a sentence)",),
    )


def mixed_ao() -> list[Case]:
    return [en_bridge(), it_council(), lt_honey(), pt_jobs()]

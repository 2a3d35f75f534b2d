"""Blind set BK: three long discussions kept by the harness's real comment systems in layouts of this set: Isso
with 26 comments in the second tab of a tab strip (it), Waline with 27 comments showing 5 threads a page behind its
own 'load more' button (pt), Waline with 25 comments mounted by a 'Ver' bar at the foot of the article and sorted
by its own 'latest' order (sv). Written for this set; every name, place and text invented. Isso and Waline keep
replies one level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bk_common import C, Case, Parts, Story, make, thread
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed


def plain(cs: list[C]) -> list[Seed]:
    return [Seed(c.name, c.text, c.seed.parent, "") for c in cs]


def it_isso_tabs() -> Case:
    cs = thread("""
Giovanna Pieri | - | - | - | Ho fatto la vostra ricetta dei pizzoccheri domenica, con la farina di grano saraceno del mulino di Teglio. Mio suocero, che è valtellinese, ha detto che erano quasi come quelli di sua madre. Quasi!
Stefano | - | 0 | - | Quel quasi è il complimento più grande che un valtellinese possa fare.
Il Borgofontano | - | 0 | - | Grazie Giovanna! Il quasi lo prendiamo come una medaglia.
Marco Bianchi | - | - | - | Una domanda: la verza va sbollentata prima o va direttamente con le patate? Nel testo non è chiarissimo.
Il Borgofontano | - | 3 | - | Direttamente con le patate, Marco, negli ultimi dieci minuti. Ho corretto il testo, grazie.
Marco Bianchi | - | 3 | - | Perfetto, stasera ci provo.
Lucia R. | - | - | - | Noi li facciamo con le coste al posto della verza, d'estate. Sacrilegio?
Stefano | - | 6 | - | Sacrilegio totale. Però li assaggerei.
Antonella | - | 6 | - | A casa mia anche con gli spinaci. Ogni valle ha la sua eresia.
Franco Dell'Acqua | - | - | - | Il casera giusto fa tutta la differenza. Quello del supermercato non fila.
Paola M. | - | 9 | - | Verissimo. Noi lo prendiamo all'alpeggio a Livigno quando saliamo ad agosto.
Il Borgofontano | - | 9 | - | Concordo, Franco. Se non trovate il casera, un mezzo stagionato di latteria va meglio di un formaggio da banco.
Ilaria | - | - | - | Sono celiaca: esiste una versione senza glutine? Il grano saraceno lo è, ma nella ricetta c'è anche la farina bianca.
Il Borgofontano | - | 12 | - | Ilaria, puoi sostituire la farina bianca con farina di riso, la pasta si rompe un po' di più ma funziona. Ci sto lavorando per un post.
Ilaria | - | 12 | - | Grazie mille, aspetto il post!
Davide | - | - | - | Quanto burro! Mia moglie è svenuta leggendo la quantità.
Lucia R. | - | 15 | - | Davide, i pizzoccheri light non esistono. Meglio farli una volta l'anno come si deve.
Davide | - | 15 | - | Ha ragione, riferisco.
Rosa Fontana | - | - | - | Che belle le foto del paese sotto la neve. Si vede la casa di mia nonna, quella col balcone di legno.
Il Borgofontano | - | 18 | - | Rosa, allora ci conosciamo di sicuro! Quella casa ha ancora il vecchio forno.
Gianni | - | - | - | La salvia nel burro è obbligatoria. Senza non sono pizzoccheri.
Antonella | - | 20 | - | Anche l'aglio, un solo spicchio, schiacciato.
Marco Bianchi | - | - | - | Fatti! Pasta un po' spessa perché non ho il mattarello lungo, ma buonissimi. Grazie a tutti per i consigli.
Stefano | - | 22 | - | Bravo Marco. La pasta spessa è più rustica, va benissimo.
Elena Cusini | - | - | - | Ricetta salvata. Li preparo per il compleanno di mio padre sabato.
Lucia R. | - | 24 | - | Auguri al papà!
""")
    css = (
        ".fb-tabs{display:flex;gap:4px;border-bottom:2px solid #6b4226;margin-top:26px}.fb-tabs button{border:0;padding:8px 16px;background:#eee;cursor:pointer}"
        ".fb-tabs button[aria-selected=true]{background:#6b4226;color:#fff}.fb-pane{padding:14px 0}"
    )
    block = (
        '<div class="fb-schede"><div class="fb-tabs" role="tablist"><button role="tab" id="fb-t1" aria-selected="true">Ingredienti</button>'
        f'<button role="tab" id="fb-t2" aria-selected="false">Chiacchiere in cucina ({len(cs)})</button><button role="tab" id="fb-t3" aria-selected="false">Varianti</button></div>'
        '<div class="fb-pane" id="fb-p1"><ul><li>400 g di farina di grano saraceno</li><li>100 g di farina bianca</li><li>250 g di verza</li>'
        "<li>200 g di patate</li><li>250 g di casera</li><li>150 g di burro, salvia, aglio</li></ul></div>"
        '<div class="fb-pane" id="fb-p2" hidden><h3>Chiacchiere in cucina</h3>'
        + isso_embed(
            "it", load="later", extra='data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'
        )
        + '</div><div class="fb-pane" id="fb-p3" hidden><p>Con le coste, con gli spinaci, con la zucca: le varianti delle valli vicine.</p></div></div>'
        "<script>(function () { var t = document.querySelectorAll('.fb-tabs button');"
        " t.forEach(function (b, k) { b.addEventListener('click', function () { t.forEach(function (o, j) {"
        " o.setAttribute('aria-selected', String(j === k)); document.getElementById('fb-p' + (j + 1)).hidden = j !== k; });"
        " if (k === 1) loadIsso(); }); }); })();</script>"
    )
    st = Story(
        "I pizzoccheri della nonna Ada, passo per passo",
        "Chiara",
        "2026-01-10T12:00:00+01:00",
        "10 gennaio 2026",
        """
Ogni inverno, quando la neve chiude la strada per il passo, in casa si fanno i pizzoccheri. La ricetta è quella della nonna Ada, scritta a matita su un quaderno a quadretti che ormai si legge a fatica.

La pasta si stende spessa, si taglia a strisce corte e si cuoce con patate e verza. Poi si alterna a strati con il casera e si condisce con burro, salvia e aglio. Niente di leggero, ma è gennaio.
""",
        section="Cucina",
        most=(
            ("I pizzoccheri della nonna Ada", "9.812"),
            ("Il sentiero dei larici", "4.203"),
            ("Il forno del paese riapre", "3.770"),
        ),
        talked=(
            ("I pizzoccheri della nonna Ada", str(len(cs))),
            ("Il forno del paese riapre", "34"),
            ("Neve a Capodanno", "22"),
        ),
        related=("La polenta taragna", "Il forno del paese riapre", "Il quaderno della nonna"),
    )
    return make(
        "bk-it-isso-tabs",
        "discussion",
        "it-borgofonte",
        st,
        Parts(inside=block, css=css),
        plain(cs),
        path="/cucina/pizzoccheri-nonna-ada",
        system="isso",
        reveal="tab: the second of three tabs under the recipe, 'Chiacchiere in cucina (26)', shows its pane and loads Isso's client into it",
        container="div.fb-schede: a role=tablist of three buttons, div#fb-p2 (hidden until its tab is chosen): h3 'Chiacchiere in cucina' and Isso's section#isso-thread",
        heading="Chiacchiere in cucina",
        description=f"An Italian village food blog of 2026: Isso with {len(cs)} readers' comments (the blog answering five times under the blog's name) in the second of three tabs, loaded only when the tab is chosen; {sum(c.seed.parent is not None for c in cs)} replies one level deep; Isso's own markup and relative times. Most awkward: a long discussion hidden in a tab beside an ingredients list.",
        check_steps=("click:#fb-t2", "wait:3000"),
    )


def pt_waline_more() -> Case:
    cs = thread("""
Juliana Prates | - | - | - | Morei dez anos na Vila Cascalho e nunca vi a prefeitura falar tão abertamente das enchentes. Já é um começo.
Renato | - | 0 | - | Falar é fácil, Juliana. Quero ver a obra começar antes das chuvas de novembro.
Juliana Prates | - | 0 | - | Concordo, Renato. Mas pelo menos agora tem prazo escrito.
Dona Cida | - | - | - | Perdi o sofá e a geladeira em 2021. Ninguém indenizou nada. Esse dinheiro vai para quem?
Tiago Morais | - | 3 | - | Dona Cida, o texto fala de um fundo para as famílias cadastradas. Vale procurar a assistência social do bairro.
Dona Cida | - | 3 | - | Obrigada, meu filho. Vou lá segunda-feira.
Engenheira Paula | - | - | - | Piscinões resolvem parte do problema, mas sem limpar o córrego todo ano a água volta. Manutenção não dá foto de inauguração.
Marcos V. | - | 6 | - | Melhor comentário da página.
Renato | - | 6 | - | Isso. E lixo jogado no córrego também é problema nosso, não só da prefeitura.
Bia Salgado | - | - | - | Alguém sabe se vão mexer na ponte da rua das Palmeiras? Meu filho atravessa ali para a escola.
Revista Serra Azul | - | 9 | - | Bia, segundo a secretaria de obras, a ponte entra na segunda fase, prevista para 2027.
Bia Salgado | - | 9 | - | Obrigada pela resposta. Longe, mas pelo menos está no plano.
Carlos Eduardo | - | - | - | Cento e vinte milhões. Em quanto tempo isso vira aditivo e sobe para duzentos?
Tiago Morais | - | 12 | - | Pessimismo justificado, Carlos, mas o contrato tem multa por atraso desta vez.
Lúcia Helena | - | - | - | Que crônica bonita. A parte da avó que guardava as fotos num saco plástico no alto do armário me pegou.
Juliana Prates | - | 14 | - | A minha fazia igual! Toda casa da Vila tem alguém assim.
Fernando | - | - | - | Eu moro no alto do morro e nunca alaguei, mas apoio. A cidade é uma só.
Rose | - | - | - | Queria saber se a feira de sábado vai mudar de lugar durante a obra.
Marcos V. | - | 17 | - | Acho que vai para a praça da igreja, ouvi na rádio.
Rose | - | 17 | - | Tomara, é até mais perto para mim.
Pedro Henrique | - | - | - | Ótima reportagem, mas faltou ouvir os comerciantes da avenida, que fecham as portas toda vez que chove forte.
Revista Serra Azul | - | 20 | - | Anotado, Pedro. Vamos publicar na próxima semana uma reportagem só com os comerciantes.
Gabriela | - | - | - | Obrigada por lembrar dos nomes das ruas antigas. Minha mãe ainda chama a avenida de Estrada do Cascalho.
Dona Cida | - | 22 | - | A minha também, e eu também!
Sérgio Lima | - | - | - | Quem votou contra na câmara? O texto não diz.
Tiago Morais | - | 24 | - | Foram três vereadores, os nomes estão na ata de terça no site da câmara.
Helena Dutra | - | - | - | Lendo tudo isso com chuva forte lá fora. Que a obra saia.
""")
    mount = (
        '<section class="sa-conversa"><h2>Conversa dos leitores</h2><div id="sa-mount"></div></section>'
        + WALINE_CSS
        + waline_embed("'#sa-mount'", "/cidade/piscinoes-vila-cascalho", "pt-BR", extra="pageSize: 5,")
        + "<script>mountWaline();</script>"
    )
    st = Story(
        "Vila Cascalho vai ganhar dois piscinões. Será que agora a água para?",
        "Crônica de Marina Lobo",
        "2025-09-15T08:00:00-03:00",
        "15 de setembro de 2025",
        """
Toda casa da Vila Cascalho tem alguém que guarda as fotos num saco plástico no alto do armário. Lá em casa era a minha avó. Quando o córrego subia, ela ia primeiro ao armário, depois às crianças.

A prefeitura anunciou na terça-feira dois piscinões e a canalização de um trecho do córrego, ao custo de 120 milhões de reais. A obra começa em outubro e deve terminar antes das chuvas de 2026.
""",
        lead="Uma obra de 120 milhões e uma memória de muitas enchentes.",
        section="Cidade",
        most=(
            ("Vila Cascalho vai ganhar dois piscinões", "44.301"),
            ("O último cinema de rua", "20.115"),
            ("A feira mais antiga da cidade", "11.002"),
        ),
        talked=(
            ("Vila Cascalho vai ganhar dois piscinões", str(len(cs))),
            ("Ciclovia na avenida Central", "141"),
            ("O último cinema de rua", "66"),
        ),
        related=("As enchentes de 2021 em fotos", "O que é um piscinão", "Comerciantes da avenida"),
    )
    return make(
        "bk-pt-waline-mais",
        "discussion",
        "pt-serrazul",
        st,
        Parts(after=mount),
        plain(cs),
        path="/cidade/piscinoes-vila-cascalho",
        system="waline",
        reveal="script + Waline's own load-more: Waline shows 5 threads at a time; its own load-more button fetches the next 5, twice",
        container="section.sa-conversa: h2 'Conversa dos leitores', div#sa-mount (Waline's client, pageSize 5, its pt-BR interface)",
        heading="Conversa dos leitores",
        description=f"A Brazilian city magazine of 2025, a column on flood works: Waline with {len(cs)} readers' comments ({sum(c.seed.parent is None for c in cs)} threads, replies one level deep, the magazine answering twice), showing 5 threads at a time behind Waline's own 'load more'. Most awkward: more than half of the discussion behind two clicks on a system's own button.",
        check_steps=(
            "wait:3000",
            "click:.wl-operation button",
            "wait:1500",
            "click:.wl-operation button",
            "wait:1500",
        ),
    )


def sv_waline_bar() -> Case:
    cs = thread("""
Agneta Lundgren | - | - | - | Jag har badat vid Stenuddens strand varje morgon i trettio år. Ett bryggbygge för fyra miljoner låter som att någon har glömt vad folk faktiskt vill ha: en enkel trappa och en bänk.
Henrik | - | 0 | - | Trappan ruttnade för två år sedan, Agneta. Något måste byggas.
Agneta Lundgren | - | 0 | - | Visst, men inte en restaurang med solterrass.
Sara Ek | - | 0 | - | Det står i artikeln att restaurangen är ett förslag, inte ett beslut.
Mats Öberg | - | - | - | Bra att handikappramp finns med. Min far har inte kunnat bada sedan han fick rullator.
Lena P. | - | 4 | - | Det är det bästa i hela förslaget, tycker jag.
Jonas Wikström | - | - | - | Vem ska betala driften? Kommunen har inte råd att hålla toaletterna öppna på sommaren.
Henrik | - | 6 | - | Arrendet från restaurangen ska täcka driften, om jag förstod rätt.
Jonas Wikström | - | 6 | - | Då är restaurangen alltså ett beslut ändå, bara inte på papperet.
Kicki | - | - | - | Fåglarna på udden då? Det häckar skräntärnor där varje år.
Norrviks-Posten | - | 9 | - | Kicki, kommunens ekolog säger att bygget ska göras i oktober, efter häckningen. Vi följer upp frågan.
Kicki | - | 9 | - | Tack för svaret!
Per-Olof | - | - | - | Ska det vara avgift för att bada? Då är det slut på Norrvik som vi känner det.
Sara Ek | - | 12 | - | Nej, stranden blir gratis enligt förslaget. Bara bastun kostar.
Per-Olof | - | 12 | - | Jaha, bastu också. Då går jag kanske dit ändå.
Emil Forsberg | - | - | - | Äntligen händer något på vår sida av viken. Allt pengar går alltid till hamnen.
Lena P. | - | 15 | - | Håller med. Stenudden har varit bortglömd länge.
Maj-Britt | - | - | - | Vi var på informationsmötet i tisdags, det var fullsatt. Stämningen var bättre än artikeln låter.
Agneta Lundgren | - | 17 | - | Jag var där också, Maj-Britt. Fullsatt ja, men de flesta frågorna handlade om parkeringen.
Tomas | - | - | - | Parkeringen vid stranden räcker redan inte en varm dag. Med restaurang blir det kaos.
Henrik | - | 19 | - | Cykla dit, det är två kilometer från centrum.
Tomas | - | 19 | - | Med tre barn och en kylväska? Lycka till.
Ingrid Hed | - | - | - | Fina bilder på gamla badhuset från 1950-talet. Det borde återuppbyggas i stället.
Mats Öberg | - | 22 | - | Min mor jobbade i kassan där. Hon skulle ha älskat tanken.
Nils | - | - | - | Sista dag att lämna synpunkter är den 30 april, för den som vill.
""")
    css = (
        ".np-bar{position:sticky;bottom:0;background:#0f3d5c;color:#fff;padding:10px 16px;display:flex;justify-content:space-between;align-items:center}"
        ".np-bar button{background:#ffcc33;border:0;padding:6px 14px;font-weight:700;cursor:pointer}"
    )
    block = (
        f'<div class="np-bar"><span>{len(cs)} läsare har skrivit om Stenudden</span><button type="button" id="np-visa">Visa samtalet</button></div>'
        '<section class="np-samtal" id="np-samtal" hidden><h2>Samtalet</h2><div id="np-wl"></div></section>'
        + WALINE_CSS
        + waline_embed("'#np-wl'", "/norrvik/stenudden-ny-brygga", "en", extra="pageSize: 50,")
        + "<script>document.getElementById('np-visa').addEventListener('click', function () {"
        " var s = document.getElementById('np-samtal'); if (s.hidden) { s.hidden = false; mountWaline(); this.remove(); } });</script>"
    )
    st = Story(
        "Ny brygga, bastu och kanske restaurang vid Stenudden",
        "Annika Dahl",
        "2024-04-02T06:00:00+02:00",
        "2 april 2024",
        """
Kommunen vill bygga en ny badbrygga med handikappramp, en bastu och eventuellt en sommarrestaurang vid Stenuddens strand. Kostnaden beräknas till fyra miljoner kronor.

Restaurangen är ännu bara ett förslag. Arrendet skulle enligt kommunen täcka driften av toaletter och bastu. Bygget ska ske i oktober, efter fåglarnas häckning på udden.

Synpunkter kan lämnas till den 30 april.
""",
        section="Norrvik",
        most=(
            ("Ny brygga vid Stenudden", "27 340"),
            ("Färjan ställs in i helgen", "19 002"),
            ("Skolan får ny rektor", "8 431"),
        ),
        talked=(
            ("Ny brygga vid Stenudden", str(len(cs))),
            ("Parkeringsavgift i hamnen", "96"),
            ("Elbilsladdare vid torget", "40"),
        ),
        related=("Badhuset på 1950-talet", "Skräntärnorna på udden", "Så lämnar du synpunkter"),
    )
    return make(
        "bk-sv-waline-bar",
        "discussion",
        "sv-norrvik",
        st,
        Parts(after=block, css=css),
        plain(cs),
        path="/norrvik/stenudden-ny-brygga",
        system="waline",
        reveal="button: a sticky bar under the article, '25 läsare har skrivit om Stenudden' with 'Visa samtalet', shows the hidden section and mounts Waline",
        container="div.np-bar (sticky: a count line and button#np-visa), section#np-samtal (hidden until clicked): h2 'Samtalet', div#np-wl (Waline's client, its English interface, newest first)",
        heading="Samtalet",
        description=f"A Swedish coastal paper of 2024 on a new bathing jetty: Waline with {len(cs)} readers' comments ({sum(c.seed.parent is not None for c in cs)} replies one level deep, the paper answering once), mounted only when 'Visa samtalet' in a sticky bar is clicked, in Waline's newest-first order. Most awkward: nothing of the discussion in the page until a button in a sticky bar is pressed.",
        check_steps=("click:#np-visa", "wait:3000"),
    )


def real_bk() -> list[Case]:
    return [it_isso_tabs(), pt_waline_more(), sv_waline_bar()]

"""Blind set fv: four more discussions on regional news sites of 2023-2025. A Brazilian town paper (7 comments, two
replies nested, one of them the newsroom's, under "O que os leitores estão dizendo"), a Hungarian small-town portal
(5 comments, one reply nested, under "Hozzászólások (5)"), a Greek island's news site (4 comments, one reply nested,
under "Τι λένε οι αναγνώστες") and a Japanese local paper (4 comments under "読者の声"), each among the article's
furniture. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fv_common import Case, doc, esc, kids, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- pt-BR: a town paper, 2025, two nested replies


def br_coreto() -> Case:
    cs = talk("""
Sueli Andrade || 02/09/2025 às 10h14 || Que alegria ver o coreto de volta! Meu avô tocava na banda municipal ali aos domingos. Espero que a prefeitura traga as retretas de volta também.
> Valdir Moreira || 02/09/2025 às 11h02 || Sueli, a banda já está ensaiando. O maestro falou que a primeira retreta vai ser no aniversário da cidade, em outubro.
Cláudio Ferraz || 02/09/2025 às 12h37 || Ficou bonito, mas tiraram quatro árvores antigas do lado da igreja. Plantaram umas mudinhas que vão levar vinte anos pra dar sombra.
Jéssica Nunes || 02/09/2025 às 15h20 || Finalmente tem rampa! Empurro o carrinho da minha filha e antes era um sufoco subir aquelas escadas.
Antônio Carlos Pereira || 03/09/2025 às 08h05 || Quanto custou essa obra? A matéria não diz. Enquanto isso, a rua de baixo do posto de saúde continua cheia de buraco.
> Redação Correio || 03/09/2025 às 09h30 || Antônio, o valor foi de R$ 1,2 milhão, metade com recurso estadual. Atualizamos o texto com a informação. Obrigado pelo aviso.
Marli Souza || 04/09/2025 às 19h48 || Fui ontem à noite com as amigas e a iluminação nova ficou linda. // Só faltam bancos com encosto, pros mais velhos poderem ficar mais tempo.
""")

    def one(i: int) -> str:
        c = cs[i]
        sub = "".join(one(k) for k in kids(cs, i))
        staff = " da-casa" if c.who.startswith("Redação") else ""
        tag = '<span class="selo">Equipe</span>' if staff else ""
        return (
            f'<li class="fala{staff}"><div class="fala-topo"><img src="/img/avatar.svg" width="36" height="36" alt="">'
            f'<cite>{esc(c.who)}</cite>{tag}<small>{esc(c.at)}</small></div><div class="fala-corpo">{paras(c.raw)}</div>'
            f'<div class="fala-acoes"><a href="/entrar">Responder</a></div>'
            + (f'<ul class="falas-filhas">{sub}</ul>' if sub else "")
            + "</li>\n"
        )

    items = "".join(one(i) for i in kids(cs, None))
    body = f"""<body>
<div class="barra-topo"><span>Ribeirão dos Lírios, 5 de setembro de 2025</span><a href="/assine">Assine</a><a href="/entrar">Entrar</a></div>
<header class="cabecalho"><a href="/"><img src="/img/correio.svg" width="300" height="64" alt="Correio de Ribeirão dos Lírios"></a></header>
<nav class="editorias"><ul>{nav([("/cidade", "Cidade"), ("/regiao", "Região"), ("/politica", "Política"), ("/esporte", "Esporte"), ("/cultura", "Cultura"), ("/classificados", "Classificados")])}</ul></nav>
<div class="grade">
<main>
<article class="materia">
<p class="chapeu">Cidade</p>
<h1>Praça da Matriz reabre com coreto restaurado e nova iluminação</h1>
<p class="linha-fina">Obra de oito meses recuperou o coreto de 1926, trocou o piso e instalou rampas de acesso; prefeitura promete retretas aos domingos.</p>
<p class="credito">Por <a href="/autor/lucas-tavares">Lucas Tavares</a> — 02/09/2025 07h00 · Atualizado 03/09/2025 09h25</p>
<img src="/img/2025/coreto.svg" width="720" height="420" alt="">
<p>A Praça da Matriz foi reaberta na noite de segunda-feira (1º) com o coreto restaurado, piso novo de pedra portuguesa e 46 postes de iluminação em LED. A cerimônia reuniu cerca de 600 pessoas.</p>
<p>O coreto, construído em 1926, estava interditado desde 2019 por risco de desabamento. A estrutura de ferro foi desmontada, tratada e remontada por uma empresa especializada em restauro.</p>
<p>A obra custou R$ 1,2 milhão, metade paga com recurso do governo estadual. Durante a reforma, quatro árvores doentes foram retiradas e substituídas por 12 mudas de ipê, segundo a Secretaria de Obras.</p>
<p>A prefeita Helena Bastos disse que a banda municipal deve voltar a tocar no coreto a partir de outubro.</p>
</article>
<div class="tags">{nav([("/tag/praca-da-matriz", "Praça da Matriz"), ("/tag/coreto", "coreto"), ("/tag/obras", "obras")], " ")}</div>
<div class="compartilhe">Compartilhe: <a href="/compartilhar/email">E-mail</a> <a href="/compartilhar/mensagem">Mensagem</a> <a href="/compartilhar/link">Copiar link</a></div>
<div class="sobre-autor"><img src="/img/autor/lt.svg" width="60" height="60" alt=""><p><strong>Lucas Tavares</strong> é repórter de Cidade do Correio desde 2021. Cobre obras, trânsito e bairros.</p></div>
<section class="falas" id="leitores">
<h2>O que os leitores estão dizendo</h2>
<ul class="falas-lista">
{items}</ul>
<form class="falas-form" action="/leitores/enviar" method="post"><textarea name="texto" placeholder="Escreva sua opinião"></textarea><button>Enviar</button></form>
</section>
<section class="veja-tambem"><h3>Veja também</h3>
<ul><li><a href="/cidade/2025/08/feira">Feira do produtor ganha novo horário aos sábados</a> <em>28/08/2025</em></li>
<li><a href="/cidade/2025/08/ciclovia">Ciclovia da Avenida Brasil fica pronta em novembro</a> <em>21/08/2025</em></li>
<li><a href="/cultura/2025/08/banda">Banda municipal abre inscrições para novos músicos</a> <em>14/08/2025</em></li></ul>
</section>
</main>
<aside class="lateral">
<div class="newsletter-caixa"><h4>Receba o Correio no seu e-mail</h4><form action="/boletim" method="post"><input type="email" name="email" placeholder="seu@email"><button>Quero receber</button></form></div>
<div class="mais-lidas"><h4>Mais lidas</h4><ol><li><a href="/cidade/2025/09/onibus">Ônibus da linha 3 muda itinerário a partir de segunda</a></li><li><a href="/esporte/2025/09/lirios-fc">Lírios FC vence e vai à final do regional</a></li><li><a href="/cidade/2025/09/coreto">Praça da Matriz reabre com coreto restaurado</a></li></ol></div>
</aside>
</div>
<footer class="rodape">Correio de Ribeirão dos Lírios · Fundado em 1958 · Rua Quinze de Novembro, 212 · © 2025</footer>
</body>
</html>
"""
    css = """<style>
body{font:17px/1.6 Georgia,serif;margin:0;color:#1a1a1a}.barra-topo{font:12px Arial,sans-serif;background:#f0f0f0;padding:4px 20px;display:flex;gap:16px}.cabecalho{text-align:center;padding:10px}
.editorias ul{display:flex;justify-content:center;gap:20px;list-style:none;margin:0;padding:8px;border-top:1px solid #ccc;border-bottom:3px double #ccc;font:bold 14px Arial,sans-serif}
.grade{display:grid;grid-template-columns:1fr 300px;gap:30px;max-width:1100px;margin:16px auto}.chapeu{font:bold 13px Arial,sans-serif;color:#1565c0;text-transform:uppercase}.linha-fina{font-size:19px;color:#555}.credito{font:13px Arial,sans-serif;color:#777}
.tags a{font:13px Arial,sans-serif;border:1px solid #1565c0;color:#1565c0;padding:2px 8px;border-radius:12px;margin-right:4px}.compartilhe{font:13px Arial,sans-serif;margin:12px 0}.compartilhe a{margin-left:8px}.sobre-autor{display:flex;gap:10px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:10px 0;font-size:15px}
.falas h2{font-family:Arial,sans-serif;font-size:20px}.falas-lista,.falas-filhas{list-style:none;padding:0}.falas-filhas{margin-left:46px}.fala{border-bottom:1px solid #eee;padding:8px 0}.fala-topo{display:flex;gap:8px;align-items:center;font:14px Arial,sans-serif}
.fala-topo cite{font-style:normal;font-weight:bold}.fala-topo small{color:#999}.selo{background:#1565c0;color:#fff;font-size:11px;padding:1px 6px;border-radius:3px}.fala-corpo p{margin:4px 0 4px 44px}.fala-acoes{font:12px Arial,sans-serif;margin-left:44px}.da-casa{background:#f3f8fe}
.falas-form textarea{width:100%;height:80px}.veja-tambem em{font:12px Arial,sans-serif;color:#999}.newsletter-caixa,.mais-lidas{border:1px solid #ddd;padding:12px;margin-bottom:16px;font-family:Arial,sans-serif}
.rodape{background:#1a1a1a;color:#ccc;font:12px Arial,sans-serif;padding:14px 20px}
</style>"""
    return make(
        "fv-br-town-coreto",
        "discussion",
        doc(
            title="Praça da Matriz reabre com coreto restaurado | Correio de Ribeirão dos Lírios",
            lang="pt-BR",
            head=css,
        )
        + body,
        cs,
        path="/cidade/2025/09/coreto-praca-da-matriz",
        container="section#leitores.falas after h2 'O que os leitores estão dizendo': ul.falas-lista of five li.fala (div.fala-topo img, cite NAME, small '02/09/2025 às 10h14'; div.fala-corpo p TEXT; 'Responder'), two holding a reply in ul.falas-filhas, one of them the newsroom's (li.fala.da-casa with span.selo 'Equipe'); a form below",
        heading="O que os leitores estão dizendo",
        description="A Brazilian town paper's article of September 2025 (invented): the main square reopens with its 1926 bandstand restored; after tags, a share line and the author box, 'O que os leitores estão dizendo' (what readers are saying): 7 comments over three days, two of them replies nested under their parent, one of those the newsroom's answer with an 'Equipe' badge; a form below; then 'Veja também' with dates; a side column with a newsletter box and a most-read list.",
        language="pt",
        files={
            "/img/correio.svg": svg(300, 64, "#1565c0", "Correio de Ribeirão dos Lírios", 18),
            "/img/2025/coreto.svg": svg(720, 420, "#6d8b74", "coreto", 30),
            "/img/autor/lt.svg": svg(60, 60, "#90a4ae", "LT", 18),
            "/img/avatar.svg": svg(36, 36, "#b0bec5"),
        },
    )


# --------------------------------------------------------------------------- hu: a small-town portal, 2024, one nested reply


def hu_rozsa() -> Case:
    cs = talk("""
Kovácsné Szabó Ildikó || 2024. 04. 11. 18:32 || Végre! Húsz éve kérjük, hogy csinálják meg a Rózsa utcát. Esőben a kátyúk miatt a bicikliseknek az út közepén kellett menniük.
Tóth Gábor || 2024. 04. 11. 20:05 || És a járdával mi lesz? Az aszfalt szép lesz, de a járda ugyanolyan töredezett marad, babakocsival most sem lehet végigmenni rajta.
> Nagy Ernő || 2024. 04. 12. 07:50 || Gábor, a járda a második ütemben jön, ősszel. Ott voltam a lakossági fórumon, a polgármester ezt mondta.
Horváth Réka || 2024. 04. 12. 13:15 || Remélem, a munkák alatt a kukásautó is be tud jönni. Múltkor a Kert utcában két hétig nem vitték el a szemetet.
Fekete László || 2024. 04. 13. 09:22 || Jó hír, de fekvőrendőr is kellene a bolt elé, mert az új aszfalton még jobban száguldoznak majd.
""")

    def one(i: int) -> str:
        c = cs[i]
        sub = "".join(one(k) for k in kids(cs, i))
        return (
            f'<div class="hsz" data-sorszam="{i + 1}"><div class="hsz-fej"><b class="hsz-nev">{esc(c.who)}</b>'
            f'<span class="hsz-ido">{esc(c.at)}</span><span class="hsz-sorszam">#{i + 1}</span></div>'
            f'<div class="hsz-szoveg">{paras(c.raw)}</div><div class="hsz-lab"><a href="/belepes">Válasz</a></div>'
            + (f'<div class="hsz-valaszok">{sub}</div>' if sub else "")
            + "</div>\n"
        )

    items = "".join(one(i) for i in kids(cs, None))
    body = f"""<body>
<div class="fejlec"><a href="/" class="logo"><img src="/kepek/logo.svg" width="250" height="50" alt="Felsőréti Hírmondó"></a><div class="fejlec-jobb">2024. április 13., szombat · Ida napja</div></div>
<div class="menusor">{nav([("/helyi", "Helyi"), ("/kozelet", "Közélet"), ("/kultura", "Kultúra"), ("/sport", "Sport"), ("/programok", "Programok"), ("/apro", "Apróhirdetés")], " ")}</div>
<div class="tartalom">
<div class="bal">
<div class="cikk">
<div class="cikk-rovat">Helyi</div>
<h1 class="cikk-cim">Két hónapig lezárják a Rózsa utcát: teljesen új burkolatot kap</h1>
<div class="cikk-meta"><span class="szerzo">Szöveg: <a href="/szerzo/bodnar-anna">Bodnár Anna</a></span> <span class="datum">2024. 04. 11. 10:00</span></div>
<p class="cikk-lead">Április 22-én kezdődik a Rózsa utca felújítása. A munkák idején az utcában csak a lakók közlekedhetnek, a buszmegálló a Kert utcába költözik.</p>
<img src="/kepek/2024/rozsa-utca.svg" width="700" height="380" alt="">
<p>A város 148 millió forintot nyert a belterületi utak felújítására kiírt pályázaton. Ebből elsőként a Rózsa utca 900 méteres szakasza újul meg: a régi aszfaltot marással eltávolítják, az alapot megerősítik, és új kopóréteg kerül rá.</p>
<p>Az utcában a csapadékvíz-elvezetést is rendbe teszik, az árkokat kitisztítják, a kapubejárók alá új átereszek kerülnek.</p>
<p>A kivitelező ígérete szerint június 21-ig befejezik a munkát. A járdák felújítása a második ütemben, ősszel következik.</p>
</div>
<div class="cimkek">Címkék: {nav([("/cimke/utfelujitas", "útfelújítás"), ("/cimke/rozsa-utca", "Rózsa utca"), ("/cimke/palyazat", "pályázat")], " ")}</div>
<div class="megosztas"><span>Megosztás:</span> <a href="/megoszt/email">E-mail</a> <a href="/megoszt/uzenet">Üzenet</a> <a href="/megoszt/link">Link másolása</a></div>
<div class="szerzo-doboz"><img src="/kepek/szerzo/ba.svg" width="58" height="58" alt=""><div><b>Bodnár Anna</b><br>A Hírmondó újságírója, önkormányzati és helyi ügyekkel foglalkozik.</div></div>
<div class="hsz-blokk" id="hozzaszolasok">
<h2>Hozzászólások (5)</h2>
{items}<p class="hsz-belepes">Hozzászólás írásához <a href="/belepes">lépjen be</a> vagy <a href="/regisztracio">regisztráljon</a>.</p>
</div>
<div class="kapcsolodo"><h3>Kapcsolódó cikkek</h3>
<div class="kcs"><a href="/helyi/2024/03/kert-utca">Befejeződött a Kert utca csatornázása</a> <span>2024. 03. 27.</span></div>
<div class="kcs"><a href="/kozelet/2024/03/kozmeghallgatas">Közmeghallgatás: az utak voltak a fő téma</a> <span>2024. 03. 14.</span></div>
<div class="kcs"><a href="/helyi/2024/02/palyazat">148 milliót nyert a város útfelújításra</a> <span>2024. 02. 20.</span></div>
</div>
</div>
<div class="jobb">
<div class="hirlevel"><h4>Hírlevél</h4><p>A hét legfontosabb felsőréti hírei minden péntek reggel.</p><form action="/hirlevel" method="post"><input type="email" name="email" placeholder="E-mail cím"><button>Feliratkozom</button></form></div>
<div class="legolvasottabb"><h4>Legolvasottabb</h4><ol><li><a href="/helyi/2024/04/piac">Szombatonként termelői piac nyílik a főtéren</a></li><li><a href="/sport/2024/04/kezilabda">Bajnok lett a Felsőrét SE női kézilabdacsapata</a></li><li><a href="/kultura/2024/04/konyvtar">Hosszabb nyitvatartás a könyvtárban</a></li></ol></div>
</div>
</div>
<div class="lablec">Felsőréti Hírmondó · a város hírportálja · Impresszum · Adatvédelem · © 2024</div>
</body>
</html>
"""
    css = """<style>
body{font:15px/1.55 Verdana,sans-serif;margin:0;color:#222;background:#f7f7f7}.fejlec{display:flex;justify-content:space-between;align-items:center;background:#fff;padding:10px 20px}.fejlec-jobb{font-size:12px;color:#666}
.menusor{background:#7b1fa2;padding:8px 20px}.menusor a{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}.tartalom{display:flex;gap:24px;max-width:1080px;margin:16px auto}.bal{flex:1;background:#fff;padding:16px 22px}.jobb{width:290px}
.cikk-rovat{color:#7b1fa2;font-size:12px;font-weight:bold}.cikk-cim{font-size:28px}.cikk-meta{font-size:12px;color:#777}.cikk-lead{font-weight:bold}.cimkek a{background:#f3e5f5;padding:2px 6px;margin-right:4px;font-size:12px}.megosztas{font-size:12px;margin:10px 0}.megosztas a{margin-left:6px}
.szerzo-doboz{display:flex;gap:10px;border:1px solid #e1bee7;padding:10px;font-size:13px}.hsz-blokk h2{font-size:18px;border-bottom:2px solid #7b1fa2}.hsz{border-bottom:1px solid #eee;padding:8px 0}.hsz-valaszok{margin-left:30px;border-left:3px solid #e1bee7;padding-left:10px}
.hsz-fej{font-size:13px}.hsz-ido{color:#999;margin-left:8px}.hsz-sorszam{float:right;color:#bbb}.hsz-szoveg p{margin:4px 0}.hsz-lab{font-size:11px}.hsz-belepes{font-size:12px;color:#666}
.kcs span{font-size:11px;color:#999}.hirlevel,.legolvasottabb{background:#fff;padding:12px;margin-bottom:14px}.lablec{background:#4a148c;color:#e1bee7;font-size:11px;padding:12px 20px}
</style>"""
    return make(
        "fv-hu-portal-rozsa",
        "discussion",
        doc(title="Két hónapig lezárják a Rózsa utcát - Felsőréti Hírmondó", lang="hu", head=css) + body,
        cs,
        path="/helyi/2024/04/rozsa-utca-felujitas",
        container="div#hozzaszolasok.hsz-blokk after h2 'Hozzászólások (5)': four div.hsz (div.hsz-fej b.hsz-nev NAME span.hsz-ido '2024. 04. 11. 18:32' span.hsz-sorszam '#1', div.hsz-szoveg p TEXT, 'Válasz'), the second holding one reply in div.hsz-valaszok; a login line below",
        heading="Hozzászólások (5)",
        description="A Hungarian small-town news portal's article of April 2024 (invented): a street closed two months for resurfacing; after tags, share links and the author box, 'Hozzászólások (5)' (posts on it): 5 readers' comments over three days, names family name first ('Kovácsné Szabó Ildikó'), each numbered '#1'-'#5', the third a reply nested in the second; a login line; then related articles with dates; a side column with a newsletter box and a most-read list.",
        language="hu",
        files={
            "/kepek/logo.svg": svg(250, 50, "#7b1fa2", "Felsőréti Hírmondó", 20),
            "/kepek/2024/rozsa-utca.svg": svg(700, 380, "#757575", "Rózsa utca", 28),
            "/kepek/szerzo/ba.svg": svg(58, 58, "#ce93d8", "BA", 18),
        },
    )


# --------------------------------------------------------------------------- el: an island news site, 2023, one nested reply


def el_molos() -> Case:
    cs = talk("""
Γιώργος Παπαδάκης || 17/06/2023, 21:10 || Επιτέλους θα μπορούν τα καΐκια να μένουν μέσα τον χειμώνα. Πέρσι με τον νοτιά χάσαμε δύο βάρκες στο λιμανάκι.
> Μαρία Λαμπράκη || 17/06/2023, 22:45 || Γιώργο, η μία ήταν του πατέρα μου. Ακόμα περιμένει την αποζημίωση από την περιφέρεια.
Νίκος Σταυρόπουλος || 18/06/2023, 09:30 || Ωραία όλα, αλλά πότε θα φτιάξουν και τον δρόμο που κατεβαίνει στο λιμάνι; Με τα φορτηγά του έργου έχει γεμίσει λακκούβες.
Ελένη Κωστοπούλου || 19/06/2023, 13:05 || Ελπίζω να μείνει χώρος για να κολυμπάνε τα παιδιά στη μικρή παραλία δίπλα στον μώλο. Εκεί μάθαμε όλοι κολύμπι.
""")

    def one(i: int) -> str:
        c = cs[i]
        sub = "".join(one(k) for k in kids(cs, i))
        return (
            f'<article class="gnomi"><header><span class="gnomi-onoma">{esc(c.who)}</span> · '
            f'<span class="gnomi-ora">{esc(c.at)}</span></header>{paras(c.raw, cls="gnomi-keimeno")}'
            f'<footer><a href="/syndesi">Απάντηση</a></footer>'
            + (f'<div class="gnomi-apantiseis">{sub}</div>' if sub else "")
            + "</article>\n"
        )

    items = "".join(one(i) for i in kids(cs, None))
    body = f"""<body>
<header class="koryfi"><a href="/"><img src="/eikones/logo.svg" width="260" height="56" alt="Ενημέρωση Κάτω Λιβαδίου"></a><span class="imera">Τρίτη 20 Ιουνίου 2023</span></header>
<nav class="kentriko"><ul>{nav([("/eidiseis", "Ειδήσεις"), ("/dimos", "Δήμος"), ("/thalassa", "Θάλασσα"), ("/politismos", "Πολιτισμός"), ("/athlitika", "Αθλητικά"), ("/aggelies", "Αγγελίες")])}</ul></nav>
<div class="diataxi">
<main class="kyrio">
<article class="eidisi">
<p class="katigoria">Θάλασσα</p>
<h1>Ξεκινά η επέκταση του μώλου στο λιμανάκι του Κάτω Λιβαδίου</h1>
<p class="ypotitlos">Ο νέος κυματοθραύστης θα προστατεύει τα αλιευτικά σκάφη από τους νοτιάδες του χειμώνα.</p>
<p class="syntaktis">Του <a href="/syntaktes/stelios-maravelias">Στέλιου Μαραβελιά</a> · 17.06.2023 | 18:40</p>
<img src="/eikones/2023/molos.svg" width="700" height="380" alt="">
<p>Υπογράφηκε την Παρασκευή η σύμβαση για την επέκταση του μώλου στο λιμανάκι του Κάτω Λιβαδίου. Το έργο, προϋπολογισμού 870.000 ευρώ, περιλαμβάνει νέο κυματοθραύστη μήκους 65 μέτρων.</p>
<p>Οι ψαράδες του χωριού ζητούν το έργο εδώ και δέκα χρόνια. Τον περασμένο Ιανουάριο, δύο βάρκες βυθίστηκαν μέσα στο λιμάνι κατά τη διάρκεια ισχυρών νότιων ανέμων.</p>
<p>Σύμφωνα με τον δήμαρχο Αντώνη Φραγκιαδάκη, οι εργασίες θα ξεκινήσουν τον Σεπτέμβριο, μετά την τουριστική περίοδο, και θα διαρκέσουν οκτώ μήνες.</p>
</article>
<div class="etiketes">Ετικέτες: {nav([("/tag/limani", "λιμάνι"), ("/tag/psarades", "ψαράδες"), ("/tag/erga", "έργα")], " ")}</div>
<div class="moirasou">Μοιραστείτε: <a href="/share/email">Email</a> <a href="/share/minima">Μήνυμα</a> <a href="/share/link">Αντιγραφή συνδέσμου</a></div>
<div class="syntaktis-plaisio"><img src="/eikones/syntaktes/sm.svg" width="56" height="56" alt=""><p><b>Στέλιος Μαραβελιάς</b> — Γράφει για τη θάλασσα, το λιμάνι και την αλιεία.</p></div>
<section class="gnomes" id="gnomes">
<h2>Τι λένε οι αναγνώστες</h2>
{items}<form class="gnomes-forma" action="/gnomes/apostoli" method="post"><input name="onoma" placeholder="Όνομα"><textarea name="keimeno" placeholder="Η γνώμη σας"></textarea><button>Δημοσίευση</button></form>
</section>
<section class="sxetika"><h3>Σχετικά θέματα</h3>
<ul><li><a href="/thalassa/2023/05/aliea">Μειωμένη η αλιεία φέτος στον κόλπο</a> <span>29.05.2023</span></li>
<li><a href="/dimos/2023/05/dromos-limani">Μελέτη για τον δρόμο προς το λιμάνι</a> <span>11.05.2023</span></li>
<li><a href="/thalassa/2023/01/vares">Βυθίστηκαν δύο βάρκες στο λιμανάκι</a> <span>23.01.2023</span></li></ul>
</section>
</main>
<aside class="plagia">
<div class="enimerotiko"><h4>Newsletter Λιβαδιού</h4><p>Οι ειδήσεις του χωριού κάθε Κυριακή στο email σας.</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="Το email σας"><button>Εγγραφή</button></form></div>
<div class="dimofili"><h4>Τα πιο διαβασμένα</h4><ol><li><a href="/politismos/2023/06/panigyri">Το πρόγραμμα του πανηγυριού του Αγίου Πνεύματος</a></li><li><a href="/dimos/2023/06/nero">Διακοπές νερού την Πέμπτη</a></li><li><a href="/athlitika/2023/06/kolymvisi">Διάπλους του κόλπου με 140 κολυμβητές</a></li></ol></div>
</aside>
</div>
<footer class="podia">Ενημέρωση Κάτω Λιβαδίου · Τοπική ενημέρωση από το 2011 · Όροι χρήσης · © 2023</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.6 "Segoe UI",Arial,sans-serif;margin:0;color:#1b2631}.koryfi{display:flex;justify-content:space-between;align-items:center;padding:10px 24px;background:#eaf2f8}.imera{font-size:12px;color:#5d6d7e}
.kentriko ul{display:flex;gap:16px;list-style:none;margin:0;padding:8px 24px;background:#1f618d}.kentriko a{color:#fff;text-decoration:none;font-weight:600}.diataxi{display:flex;gap:28px;max-width:1080px;margin:16px auto}.kyrio{flex:1}.plagia{width:290px}
.katigoria{color:#1f618d;font-weight:bold;font-size:13px}.ypotitlos{font-size:18px;color:#566573}.syntaktis{font-size:13px;color:#808b96}.etiketes a{background:#d6eaf8;padding:2px 8px;margin-right:4px;font-size:13px}.moirasou{font-size:13px;margin:10px 0}.moirasou a{margin-left:6px}
.syntaktis-plaisio{display:flex;gap:10px;background:#f4f6f7;padding:10px;font-size:14px}.gnomes h2{font-size:20px;color:#1f618d}.gnomi{border-bottom:1px solid #eee;padding:8px 0}.gnomi header{font-size:14px}.gnomi-onoma{font-weight:bold}.gnomi-ora{color:#999;font-size:12px}
.gnomi-keimeno{margin:4px 0}.gnomi footer{font-size:12px}.gnomi-apantiseis{margin-left:28px;border-left:2px solid #aed6f1;padding-left:10px}.gnomes-forma textarea{display:block;width:100%;margin:6px 0}
.sxetika span{font-size:12px;color:#999}.enimerotiko,.dimofili{border:1px solid #d5d8dc;padding:12px;margin-bottom:14px}.podia{background:#1b2631;color:#aeb6bf;font-size:12px;padding:12px 24px}
</style>"""
    return make(
        "fv-el-island-molos",
        "discussion",
        doc(title="Ξεκινά η επέκταση του μώλου στο λιμανάκι του Κάτω Λιβαδίου", lang="el", head=css) + body,
        cs,
        path="/thalassa/2023/06/epektasi-molou",
        container="section#gnomes.gnomes after h2 'Τι λένε οι αναγνώστες': three article.gnomi (header span.gnomi-onoma NAME · span.gnomi-ora '17/06/2023, 21:10', p.gnomi-keimeno TEXT, footer 'Απάντηση'), the first holding one reply in div.gnomi-apantiseis; a form below",
        heading="Τι λένε οι αναγνώστες",
        description="A Greek island village's news site, article of June 2023 (invented): the fishing harbour's breakwater will be extended; after tags, share links and the reporter's box, 'Τι λένε οι αναγνώστες' (what the readers say): 4 readers' comments over three days in article elements, the second a reply nested in the first; a form below; then related stories with dates; a side column with a newsletter box and a most-read list.",
        language="el",
        files={
            "/eikones/logo.svg": svg(260, 56, "#1f618d", "Ενημέρωση Κάτω Λιβαδίου", 18),
            "/eikones/2023/molos.svg": svg(700, 380, "#5dade2", "μώλος", 30),
            "/eikones/syntaktes/sm.svg": svg(56, 56, "#85929e", "ΣΜ", 18),
        },
    )


# --------------------------------------------------------------------------- ja: a local paper, 2024, readers' voices


def ja_matsuri() -> Case:
    cs = talk("""
佐藤 恵美 || 2024/07/28 21:14 || 四年ぶりに山車が商店街を通って、子どもたちが大喜びでした。準備してくださった青年団の皆さん、本当にお疲れさまでした。
駅前の八百屋 || 2024/07/29 08:02 || 新しいルートで店の前を通ってくれたおかげで、かき氷が昼過ぎに売り切れました。来年は氷を倍用意します。
高橋 浩二 || 2024/07/29 12:40 || 花火の時間がもう少し早いと助かります。小さい子を連れていると、九時過ぎまで待つのは大変でした。
中村 ゆかり || 2024/07/30 19:55 || 高橋さん、来年は八時半開始に前倒しする案が出ていると、町内会の回覧板に書いてありました。
""")
    items = "\n".join(
        f'<li class="koe"><p class="koe-hito"><span class="koe-na">{esc(c.who)}</span>さん<span class="koe-hi">{esc(c.at)}</span></p>'
        f'<p class="koe-bun">{esc(c.raw)}</p></li>'
        for c in cs
    )
    body = f"""<body>
<div id="head"><a href="/"><img src="/images/logo.svg" width="240" height="56" alt="桐ヶ沢新報"></a><p class="head-date">2024年7月31日（水）</p></div>
<ul id="gnav">{nav([("/news", "ニュース"), ("/machi", "まちの話題"), ("/gyosei", "行政"), ("/sports", "スポーツ"), ("/event", "イベント"), ("/okuyami", "おくやみ")])}</ul>
<div id="wrap">
<div id="main">
<div class="kiji">
<p class="kiji-cat">まちの話題</p>
<h1>桐ヶ沢夏まつり、新ルートで山車巡行　四年ぶり商店街に</h1>
<p class="kiji-date">2024年7月28日 18:30 ／ 記者：<a href="/kisha/ogawa">小川 透</a></p>
<img src="/images/2024/dashi.svg" width="680" height="380" alt="">
<p>桐ヶ沢町の夏まつりが27、28の両日開かれ、四年ぶりに山車が駅前商店街を通るルートで巡行した。道路工事のため、これまでは町役場前の通りだけを回っていた。</p>
<p>山車は五台。青年団や子ども会など約三百人が引き手となり、商店街では店主らが冷たい麦茶をふるまった。</p>
<p>最終日の28日夜には、桐ヶ沢川の河川敷で花火大会があり、約二千発が打ち上げられた。実行委員会によると、二日間の人出は約一万八千人で、昨年を四千人上回った。</p>
</div>
<div class="kiji-tag">タグ：{nav([("/tag/natsumatsuri", "夏まつり"), ("/tag/dashi", "山車"), ("/tag/shotengai", "商店街")], "　")}</div>
<div class="kiji-share">この記事をシェア：<a href="/share/mail">メール</a>　<a href="/share/message">メッセージ</a>　<a href="/share/copy">リンクをコピー</a></div>
<div class="kisha-box"><img src="/images/kisha/ogawa.svg" width="56" height="56" alt=""><p><b>小川 透</b>　まちの話題担当。祭りと商店街の取材を続けて十年。</p></div>
<div class="yomite" id="koe">
<h2>読者の声</h2>
<ul class="koe-list">
{items}
</ul>
<p class="koe-note">※投稿は編集部で確認後に掲載しています。<a href="/koe/toukou">投稿する</a></p>
</div>
<div class="kanren"><h3>関連記事</h3>
<dl><dt>2024/07/20</dt><dd><a href="/machi/2024/07/dashi-junbi">山車の飾り付け、青年団が仕上げ</a></dd>
<dt>2024/07/10</dt><dd><a href="/gyosei/2024/07/doro">駅前通りの道路工事が完了</a></dd>
<dt>2024/06/25</dt><dd><a href="/event/2024/06/hanabi">花火大会、今年は二千発に</a></dd></dl>
</div>
</div>
<div id="side">
<div class="mailmag"><h4>メールマガジン</h4><p>週に一度、桐ヶ沢のニュースをお届けします。</p><form action="/mailmag" method="post"><input type="email" name="mail" placeholder="メールアドレス"><button>登録</button></form></div>
<div class="ranking"><h4>よく読まれている記事</h4><ol><li><a href="/news/2024/07/kumo">大雨で町道の一部が通行止め</a></li><li><a href="/sports/2024/07/yakyu">桐ヶ沢中、県大会へ</a></li><li><a href="/machi/2024/07/matsuri">桐ヶ沢夏まつり、新ルートで山車巡行</a></li></ol></div>
</div>
</div>
<div id="foot">桐ヶ沢新報社　〒000-0000 桐ヶ沢町本町2-5　© 2024 Kirigasawa Shinpo</div>
</body>
</html>
"""
    css = """<style>
body{font:15px/1.8 "Hiragino Kaku Gothic ProN",Meiryo,sans-serif;margin:0;color:#333}#head{display:flex;justify-content:space-between;align-items:center;padding:8px 20px;border-bottom:4px solid #c62828}.head-date{font-size:12px;color:#777}
#gnav{display:flex;list-style:none;margin:0;padding:0;background:#fafafa;border-bottom:1px solid #ddd}#gnav li a{display:block;padding:8px 16px;color:#333;text-decoration:none}#wrap{display:flex;gap:24px;max-width:1040px;margin:16px auto}#main{flex:1}#side{width:280px}
.kiji-cat{color:#c62828;font-size:13px}.kiji-date{font-size:12px;color:#888}.kiji-tag,.kiji-share{font-size:13px;margin:10px 0}.kisha-box{display:flex;gap:10px;background:#f5f5f5;padding:10px;font-size:13px}
.yomite h2{font-size:18px;border-left:6px solid #c62828;padding-left:8px}.koe-list{list-style:none;padding:0}.koe{border-bottom:1px dashed #ccc;padding:8px 0}.koe-hito{margin:0;font-size:13px}.koe-na{font-weight:bold}.koe-hi{color:#999;margin-left:10px}.koe-bun{margin:4px 0}.koe-note{font-size:12px;color:#777}
.kanren dt{float:left;clear:left;width:90px;font-size:12px;color:#999}.kanren dd{margin-left:100px}.mailmag,.ranking{border:1px solid #ddd;padding:12px;margin-bottom:14px}#foot{background:#333;color:#ccc;font-size:12px;padding:12px 20px}
</style>"""
    return make(
        "fv-ja-local-matsuri",
        "discussion",
        doc(title="桐ヶ沢夏まつり、新ルートで山車巡行　四年ぶり商店街に｜桐ヶ沢新報", lang="ja", head=css)
        + body,
        cs,
        path="/machi/2024/07/natsumatsuri-dashi",
        container="div#koe.yomite after h2 '読者の声': ul.koe-list of four li.koe (p.koe-hito span.koe-na NAME 'さん' span.koe-hi '2024/07/28 21:14', p.koe-bun TEXT); a moderation note with a link to post below",
        heading="読者の声",
        description="A Japanese town paper's article of July 2024 (invented): the summer festival's floats pass the shopping street again; after tags, share links and the reporter's box, '読者の声' (readers' voices): 4 readers' posts over three days, each name followed by the honorific 'さん' outside its span, one a shop's handle ('駅前の八百屋'), the last answering the third by name; a moderation note; then related articles in a dl of dates; a side column with a mail-magazine box and a most-read list.",
        language="ja",
        files={
            "/images/logo.svg": svg(240, 56, "#c62828", "桐ヶ沢新報", 24),
            "/images/2024/dashi.svg": svg(680, 380, "#ef6c00", "山車", 30),
            "/images/kisha/ogawa.svg": svg(56, 56, "#9e9e9e", "小川", 16),
        },
    )

"""Blind set EI: three small readers' discussions, none of which says "comment" in its markup, nor its language's
word for comments in its heading: a Brazilian recipe blog of 2019 ("Conversa na cozinha", the blogger answering), a
Swedish local news site of 2016 (no heading at all, "inlägg" with signatures) and a Polish regional portal of 2022
("Opinie czytelników", an answer two deep, guests' "~nick"). Every site, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ei_common import Case, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- pt: a recipe blog, 2019


def pt_bolo() -> Case:
    cs = talk("""
Marlene Souza @ 3 de junho de 2019 às 14:22 ~ 2019-06-03T14:22:00-03:00 :: Fiz ontem para o café da tarde e sumiu em meia hora! Só troquei o leite por leite de coco e ficou ótimo.
Rosângela @ 4 de junho de 2019 às 09:10 ~ 2019-06-04T09:10:00-03:00 :: Cida, posso usar goiabada cascão ou tem que ser a mole? Aqui no mercado só encontro a cascão.
>Cida Albuquerque @ 4 de junho de 2019 às 11:47 ~ 2019-06-04T11:47:00-03:00 :: Pode sim, Rosângela! Só corta em cubinhos bem pequenos e passa no trigo antes, senão eles afundam tudo no fundo da forma. Beijo!
>Rosângela @ 4 de junho de 2019 às 18:30 ~ 2019-06-04T18:30:00-03:00 :: Deu certo, obrigada! Ficou lindo.
Paulo Henrique @ 7 de junho de 2019 às 21:05 ~ 2019-06-07T21:05:00-03:00 :: Receita igualzinha à da minha avó em Minas. Ela só colocava erva-doce, fica a dica pra quem gosta.
""")
    k = kids(cs)
    css = """body{margin:0;background:#fdf6ec;font:16px/1.7 "Lato",Arial,sans-serif;color:#4a3b32}
#cabecalho{text-align:center;padding:30px 0 10px}#cabecalho a{font:400 52px "Pacifico",cursive;color:#c0392b;text-decoration:none}
#cabecalho p{margin:0;font-style:italic;color:#8a6f5a}#menu{text-align:center;border-top:2px dashed #e0c9a6;border-bottom:2px dashed #e0c9a6;padding:8px 0;margin:10px 0 24px}
#menu a{margin:0 12px;color:#4a3b32;text-decoration:none;text-transform:uppercase;font-size:13px;letter-spacing:1px}
#corpo{max-width:1060px;margin:0 auto;display:flex;gap:30px}#principal{flex:1;background:#fff;padding:30px;border-radius:6px}
#lateral{width:300px}.post-titulo{font:700 34px "Playfair Display",Georgia,serif;color:#c0392b;margin:0}.post-data{color:#a08670;font-size:13px}
.receita{border:2px dashed #e0c9a6;padding:16px 20px;margin:24px 0;background:#fffaf2}.receita h3{margin:0 0 8px;color:#c0392b}
.compartilhe a{display:inline-block;background:#c0392b;color:#fff;padding:4px 10px;border-radius:3px;font-size:12px;margin-right:4px;text-decoration:none}
#conversa{margin-top:40px}#conversa h2{font:700 24px "Playfair Display",Georgia,serif;color:#c0392b}
ol.falas,ol.respostas{list-style:none;margin:0;padding:0}ol.respostas{margin-left:48px}
.fala{border-bottom:1px dotted #e0c9a6;padding:14px 0;display:flow-root}.fala>.foto{float:left;border-radius:50%;margin-right:12px}
.fala .quem{font-weight:700}.fala .quem.autora{color:#c0392b}.fala .quando{display:block;font-size:12px;color:#a08670}
.fala .texto{margin-left:60px}.fala .texto p{margin:6px 0}.fala .responder{margin-left:60px;font-size:12px;text-transform:uppercase}
#deixe h3{color:#c0392b}#deixe input,#deixe textarea{width:100%;border:1px solid #e0c9a6;padding:8px;margin-bottom:8px;box-sizing:border-box}
#deixe button{background:#c0392b;color:#fff;border:0;padding:10px 20px;border-radius:3px}
.widget{background:#fff;padding:18px;margin-bottom:20px;border-radius:6px;text-align:center}.widget h4{font:700 18px "Playfair Display",Georgia,serif;color:#c0392b;margin:0 0 10px}
.widget ul{list-style:none;padding:0;text-align:left}.widget li{padding:4px 0;border-bottom:1px dotted #eee}
#rodape{text-align:center;font-size:12px;color:#a08670;padding:30px 0}"""

    def fala(i: int) -> str:
        c = cs[i]
        autora = " autora" if c.who == "Cida Albuquerque" else ""
        sub = ""
        if i in k:
            sub = '<ol class="respostas">' + "".join(fala(j) for j in k[i]) + "</ol>"
        return (
            f'<li class="fala" id="fala-{3120 + i * 7}"><img class="foto" src="/_avatar/fala-{3120 + i * 7}.svg" width="48" height="48" alt="">'
            f'<cite class="quem{autora}">{esc(c.who)}</cite>'
            f'<a class="quando" href="#fala-{3120 + i * 7}"><time datetime="{c.iso}">{esc(c.at)}</time></a>'
            f'<div class="texto">{paras(c.body)}</div><a class="responder" href="?responder={3120 + i * 7}#deixe">Responder</a>{sub}</li>'
        )

    thread = '<ol class="falas">' + "".join(fala(i) for i in k[None]) + "</ol>"
    body = f"""<div id="cabecalho"><a href="/">Cozinha da Cida</a><p>receitas de família, do interior para a sua mesa</p></div>
<div id="menu"><a href="/">Início</a><a href="/categoria/bolos/">Bolos</a><a href="/categoria/salgados/">Salgados</a><a href="/categoria/doces/">Doces</a><a href="/sobre/">Sobre mim</a><a href="/contato/">Contato</a></div>
<div id="corpo"><div id="principal">
<div class="post" id="post-1187">
<h1 class="post-titulo">Bolo de fubá com goiabada</h1>
<p class="post-data">2 de junho de 2019 · <a href="/categoria/bolos/">Bolos</a></p>
<img src="/_avatar/bolo-fuba-goiabada.svg" width="640" height="427" alt="Bolo de fubá com goiabada fatiado">
<p>Tem receita que tem cheiro de casa de vó, e esse bolo de fubá é uma delas. Lá em casa ele aparecia em toda festa junina, ainda quentinho, com café passado na hora.</p>
<p>O segredo é não bater demais depois de colocar o fubá, para o bolo ficar fofinho. E a goiabada entra em cubinhos, que derretem um pouco no forno e deixam aquele gostinho de Romeu e Julieta.</p>
<div class="receita"><h3>Ingredientes</h3><ul><li>3 ovos</li><li>1 xícara de açúcar</li><li>1/2 xícara de óleo</li><li>1 xícara de leite</li><li>2 xícaras de fubá</li><li>1 colher (sopa) de fermento em pó</li><li>200 g de goiabada em cubos</li></ul>
<h3>Modo de preparo</h3><ol><li>Bata no liquidificador os ovos, o açúcar, o óleo e o leite.</li><li>Passe para uma tigela e misture o fubá e o fermento com uma colher.</li><li>Coloque metade da massa na forma untada, espalhe a goiabada e cubra com o resto.</li><li>Asse a 180 °C por cerca de 40 minutos.</li></ol></div>
<p>Rende uma forma de 22 cm. Se fizer, me conta como ficou!</p>
<p class="compartilhe"><a href="#">Facebook</a><a href="#">Pinterest</a><a href="#">WhatsApp</a></p>
</div>
<section id="conversa">
<h2>Conversa na cozinha</h2>
{thread}
<div id="deixe"><h3>Deixe sua mensagem</h3><form action="/enviar-mensagem" method="post"><textarea name="mensagem" rows="5" placeholder="Escreva aqui..."></textarea><input name="nome" placeholder="Nome *"><input name="email" type="email" placeholder="E-mail * (não será publicado)"><button type="submit">Enviar</button></form></div>
</section>
</div>
<div id="lateral">
<div class="widget"><img src="/_avatar/cida-perfil.svg" width="180" height="180" alt="Cida" style="border-radius:50%"><h4>Oi, eu sou a Cida!</h4><p>Cozinheira de mão cheia e mineira de coração. Aqui eu guardo as receitas da minha família.</p></div>
<div class="widget"><h4>Mais vistas</h4><ul>{links("Pão de queijo de liquidificador ;; Canjica cremosa ;; Bolo de cenoura com cobertura de chocolate ;; Broa de milho da roça", base="/")}</ul></div>
<div class="widget"><h4>Arquivo</h4><ul><li><a href="/2019/06/">junho 2019</a> (4)</li><li><a href="/2019/05/">maio 2019</a> (6)</li><li><a href="/2019/04/">abril 2019</a> (5)</li></ul></div>
</div></div>
<div id="rodape">© 2019 Cozinha da Cida · Todos os direitos reservados · Tema por Ateliê Digital</div>"""
    return make(
        "ei-pt-cozinha-bolo-fuba",
        "discussion",
        "pt",
        page(
            "Bolo de fubá com goiabada",
            "Cozinha da Cida",
            "pt-BR",
            css,
            body,
            published="2019-06-02T10:00:00-03:00",
            author="Cida Albuquerque",
            year=2019,
            ld_type="BlogPosting",
        ),
        cs,
        path="/2019/06/bolo-de-fuba-com-goiabada/",
        container="section#conversa > h2 'Conversa na cozinha' + ol.falas > li.fala (img, cite.quem NAME, a.quando > time, div.texto > p, a.responder); answers in ol.respostas inside the parent's li; then the form 'Deixe sua mensagem'",
        heading="Conversa na cozinha",
        description="A Brazilian recipe blog of June 2019 (script-font title, dashed recipe box, 'Oi, eu sou a Cida!' sidebar, most viewed, archive): 5 readers' messages under 'Conversa na cozinha', the blogger answering once and the reader answering her (2 deep); never says 'comment' (nor 'comentário').",
    )


# --------------------------------------------------------------------------- sv: a local news site, 2016 (no heading)


def sv_padel() -> Case:
    cs = talk("""
Gunnel i Västerby @ 2016-09-14 19:02 ~ 2016-09-14T19:02:00+02:00 :: Bra att det händer något i gamla lagerlokalen. Men hoppas de tänker på parkeringen, det är redan fullt på lördagarna när det är marknad.
Kjell-Åke Lund @ 2016-09-14 20:15 ~ 2016-09-14T20:15:00+02:00 :: Padel? Vore bättre med en riktig simhall. Barnen i Norrvik får åka tre mil för att lära sig simma.
>Mattias_N @ 2016-09-14 21:37 ~ 2016-09-14T21:37:00+02:00 :: Simhallen är kommunens sak, det här är ett privat företag som betalar allt själva. Det ena utesluter inte det andra.
Sara Ek @ 2016-09-15 07:48 ~ 2016-09-15T07:48:00+02:00 :: Äntligen! Vi är ett gäng mammor som har åkt till Hallvik varje onsdag i ett år. Vi bokar första tiden när de öppnar.
""")
    k = kids(cs)
    css = """body{margin:0;background:#fff;font:15px/1.55 "Helvetica Neue",Helvetica,Arial,sans-serif;color:#222}
.topp{background:#0b5394;color:#fff}.topp .inner{width:960px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:10px 0}
.topp .namn{font:bold 30px Georgia,serif;color:#fff;text-decoration:none}.topp .vader{font-size:13px}
.meny{background:#e8eef5;border-bottom:1px solid #c5d3e2}.meny ul{width:960px;margin:0 auto;padding:0;list-style:none;display:flex}
.meny a{display:block;padding:8px 14px;color:#0b5394;font-weight:bold;font-size:13px;text-decoration:none}
.sida{width:960px;margin:20px auto;display:flex;gap:30px}.artikel{width:640px}.hoger{width:290px}
.vinjett{font-size:12px;font-weight:bold;color:#c00;text-transform:uppercase}.artikel h1{font:bold 32px/1.15 Georgia,serif;margin:4px 0 10px}
.ingress{font-weight:bold;font-size:17px}.publ{font-size:12px;color:#777;border-top:1px solid #ddd;padding-top:6px}
.bildtext{font-size:12px;color:#555;margin:4px 0 14px}.dela{margin:18px 0;font-size:12px}.dela a{background:#3b5998;color:#fff;padding:4px 10px;margin-right:4px;text-decoration:none}
.skriv{background:#f4f4f4;border:1px solid #ddd;padding:10px 12px;margin:24px 0 12px;font-size:13px}
.inlagg{border-top:1px solid #e2e2e2;padding:10px 0 10px 0}.inlagg .inlagg{border-top:1px dashed #ddd;margin:8px 0 0 30px;padding-bottom:0}
.inlagg .signatur{font-weight:bold;color:#0b5394}.inlagg .tid{font-size:12px;color:#888;margin-left:6px}.inlagg p{margin:4px 0}
.inlagg .knappar{font-size:12px}.inlagg .knappar a{color:#888;margin-right:10px}
.regler{font-size:12px;color:#777;margin-top:14px}.ruta{border-top:3px solid #0b5394;margin-bottom:20px}.ruta h3{font-size:14px;margin:6px 0}
.ruta ul{list-style:none;padding:0;margin:0;font-size:13px}.ruta li{padding:5px 0;border-bottom:1px solid #eee}.annons{height:250px;background:#eee;color:#999;font-size:11px;text-align:center;line-height:250px;margin-bottom:20px}
.fot{background:#0b5394;color:#cfe0f0;font-size:12px;padding:18px 0;margin-top:30px}.fot .inner{width:960px;margin:0 auto}"""

    def inlagg(i: int) -> str:
        c = cs[i]
        sub = "".join(inlagg(j) for j in k.get(i, []))
        return (
            f'<div class="inlagg" id="i{88410 + i}"><span class="signatur">{esc(c.who)}</span>'
            f'<span class="tid">{esc(c.at)}</span>{paras(c.body)}'
            f'<div class="knappar"><a href="/svara?till={88410 + i}">Svara</a><a href="/anmal?id={88410 + i}">Anmäl</a></div>{sub}</div>'
        )

    posts = "".join(inlagg(i) for i in k[None])
    body = f"""<div class="topp"><div class="inner"><a class="namn" href="/">Norrvikens Tidning</a><span class="vader">Onsdag 14 september 2016 · Norrvik 16° halvklart</span></div></div>
<div class="meny"><ul><li><a href="/">Nyheter</a></li><li><a href="/sport/">Sport</a></li><li><a href="/noje/">Nöje</a></li><li><a href="/familj/">Familj</a></li><li><a href="/debatt/">Debatt</a></li><li><a href="/e-tidning/">E-tidning</a></li></ul></div>
<div class="sida"><div class="artikel">
<div class="vinjett">Norrvik</div>
<h1>Padelhall flyttar in i gamla lagret vid hamnen</h1>
<p class="ingress">Den tomma lagerlokalen vid Norrviks hamn blir padelhall. Fyra banor ska stå klara till nyår, enligt företaget bakom satsningen.</p>
<p class="publ">Publicerad 2016-09-14 17:30 · Av Anders Nyqvist</p>
<img src="/_avatar/padel-lagret.svg" width="640" height="360" alt="">
<p class="bildtext">Lagret vid hamnen har stått tomt sedan 2011. Foto: Anders Nyqvist</p>
<p>Bakom satsningen står bröderna Jonas och Erik Wallin, som redan driver en padelhall i Hallvik. De har skrivit ett tioårigt hyresavtal med fastighetsägaren.</p>
<p>– Vi ser att många från Norrvik åker till oss i Hallvik, så det är ett naturligt nästa steg, säger Jonas Wallin.</p>
<p>Bygglovet för att ändra användningen av lokalen beviljades av byggnadsnämnden i augusti. Ombyggnaden börjar i oktober.</p>
<p>Hallen får också ett litet kafé och omklädningsrum. Företaget räknar med att anställa två personer.</p>
<div class="dela"><a href="#">Dela på Facebook</a><a href="#" style="background:#1da1f2">Twitter</a></div>
<div class="skriv">Vad tycker du? <a href="/logga-in?returnUrl=/nyheter/padelhall-lagret">Logga in</a> för att skriva ett inlägg. Inlägg granskas i efterhand.</div>
{posts}
<p class="regler">Tänk på att hålla god ton. Inlägg som bryter mot våra <a href="/regler/">regler</a> tas bort. Ansvarig utgivare: Lena Hedberg.</p>
</div>
<div class="hoger"><div class="annons">ANNONS</div>
<div class="ruta"><h3>Senaste nytt</h3><ul>{links("Ny rektor på Norrviksskolan ;; Vägarbete på Kustvägen hela veckan ;; NIK vann hemma mot Hallvik ;; Loppis i Folkets park på lördag", base="/nyheter/")}</ul></div>
<div class="ruta"><h3>Mest läst</h3><ul>{links("Brand i sommarstuga på Lillön ;; Så blir nya busslinjerna ;; Fiskaffären stänger efter 40 år", base="/nyheter/")}</ul></div>
</div></div>
<div class="fot"><div class="inner">Norrvikens Tidning · Hamngatan 4, Norrvik · Tipsa oss: 0176-123 40 · © 2016</div></div>"""
    return make(
        "ei-sv-norrvik-padel",
        "discussion",
        "sv",
        page(
            "Padelhall flyttar in i gamla lagret vid hamnen",
            "Norrvikens Tidning",
            "sv",
            css,
            body,
            published="2016-09-14T17:30:00+02:00",
            author="Anders Nyqvist",
            year=2016,
        ),
        cs,
        path="/nyheter/padelhall-lagret",
        container="no heading: after the share buttons and the 'Vad tycker du? Logga in för att skriva ett inlägg' box, div.inlagg siblings directly in the article column (span.signatur NAME, span.tid, p, 'Svara'/'Anmäl'), the answer a div.inlagg inside its parent's",
        heading=None,
        description="A Swedish local news site of September 2016 (fixed 960px, weather, latest news, most read, advert): 4 readers' posts ('inlägg') without any heading or wrapper of their own, one answer nested; never says 'comment' (nor 'kommentar').",
    )


# --------------------------------------------------------------------------- pl: a regional portal, 2022


def pl_tramwaj() -> Case:
    cs = talk("""
~Wierzbianin @ 2 dni temu ~ 2022-10-18T08:41:00+02:00 :: Tramwaj na Zatorze obiecują od 2008 roku. Uwierzę, jak zobaczę pierwsze szyny.
>Katarzyna_K @ 2 dni temu ~ 2022-10-18T09:30:00+02:00 :: Tym razem jest umowa z wykonawcą i pieniądze z Unii, to jednak coś innego niż obietnice przed wyborami.
>>~Wierzbianin @ 2 dni temu ~ 2022-10-18T10:02:00+02:00 :: Obyś miała rację. Pożyjemy, zobaczymy.
mieszkanka Zatorza @ wczoraj ~ 2022-10-19T17:12:00+02:00 :: A co z drzewami na Kolejowej? Na wizualizacji nie ma ani jednego, a teraz rośnie tam cały szpaler lip.
Tomasz Wrona @ wczoraj ~ 2022-10-19T20:48:00+02:00 :: Dwa lata objazdów to dużo, ale jeżdżę codziennie autobusem 14 i stoję w korkach tak czy inaczej. Jestem za.
""")
    k = kids(cs)
    votes = [(31, 4), (18, 6), (9, 1), (27, 2), (12, 3)]
    css = """*{box-sizing:border-box}body{margin:0;background:#f2f3f5;font:16px/1.6 Roboto,Arial,sans-serif;color:#1e1e1e}
.hdr{background:#fff;border-bottom:3px solid #d7261e}.hdr__in{max-width:1200px;margin:0 auto;display:flex;align-items:center;gap:24px;padding:10px 16px}
.hdr__logo{font:900 28px Roboto,Arial;color:#d7261e;text-decoration:none}.hdr__logo span{color:#1e1e1e}
.hdr__nav{display:flex;gap:16px;list-style:none;margin:0;padding:0;font:500 14px Roboto,Arial}.hdr__nav a{color:#1e1e1e;text-decoration:none}
.pasek{background:#1e1e1e;color:#fff;font-size:13px;padding:6px 16px}.pasek b{color:#ffcc00}
.uklad{max-width:1200px;margin:20px auto;display:grid;grid-template-columns:1fr 320px;gap:24px;padding:0 16px}
.tresc{background:#fff;padding:24px 32px}.tresc h1{font:700 32px/1.25 Roboto,Arial;margin:6px 0 12px}.lead{font-weight:700;font-size:18px}
.meta{font-size:13px;color:#777;margin-bottom:16px}.meta a{color:#d7261e}.zdjecie figcaption{font-size:12px;color:#777}
.tagi a{display:inline-block;background:#f2f3f5;padding:3px 10px;border-radius:3px;margin:0 6px 6px 0;font-size:13px;color:#1e1e1e;text-decoration:none}
.opinie{background:#fff;padding:24px 32px;margin-top:20px}.opinie__naglowek{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #d7261e;padding-bottom:8px}
.opinie__naglowek h2{font:700 22px Roboto,Arial;margin:0}.opinie__sort{font-size:13px;color:#777}
.opinie__dodaj{background:#f7f7f7;border:1px solid #e3e3e3;padding:12px;margin:16px 0;font-size:14px}.opinie__dodaj textarea{width:100%;height:60px;border:1px solid #ccc;padding:8px}
.opinia{border-bottom:1px solid #eee;padding:14px 0}.opinia .opinia{border-bottom:0;border-left:3px solid #f0c8c6;padding:10px 0 0 14px;margin-top:10px}
.opinia__autor{font-weight:700}.opinia__autor.gosc{color:#555;font-weight:500}.opinia__czas{font-size:12px;color:#999;margin-left:8px}
.opinia__tekst p{margin:6px 0}.opinia__akcje{display:flex;gap:14px;font-size:13px;color:#777}.opinia__akcje button{background:none;border:0;color:inherit;cursor:pointer;padding:0}
.boczna section{background:#fff;padding:16px;margin-bottom:20px}.boczna h3{font:700 16px Roboto,Arial;margin:0 0 10px;border-left:4px solid #d7261e;padding-left:8px}
.boczna ol{padding-left:20px;margin:0;font-size:14px}.boczna li{margin-bottom:8px}.reklama{height:600px;background:#e5e5e5;color:#999;font-size:11px;display:flex;align-items:center;justify-content:center}
.stopka{background:#1e1e1e;color:#aaa;font-size:13px;padding:24px 16px;margin-top:30px}.stopka a{color:#fff;margin-right:14px}"""

    def opinia(i: int) -> str:
        c = cs[i]
        up, down = votes[i]
        guest = " gosc" if c.who.startswith("~") else ""
        sub = "".join(opinia(j) for j in k.get(i, []))
        return (
            f'<article class="opinia" id="op-{502931 + i}" data-id="{502931 + i}">'
            f'<header><span class="opinia__autor{guest}">{esc(c.who)}</span><time class="opinia__czas" datetime="{c.iso}" title="{c.iso[:16].replace("T", " ")}">{esc(c.at)}</time></header>'
            f'<div class="opinia__tekst">{paras(c.body)}</div>'
            f'<div class="opinia__akcje"><button type="button">▲ {up}</button><button type="button">▼ {down}</button>'
            f'<button type="button">Odpowiedz</button><button type="button">Zgłoś</button></div>{sub}</article>'
        )

    thread = "".join(opinia(i) for i in k[None])
    body = f"""<header class="hdr"><div class="hdr__in"><a class="hdr__logo" href="/">wierzbow<span>24</span>.pl</a>
<ul class="hdr__nav"><li><a href="/wiadomosci">Wiadomości</a></li><li><a href="/komunikacja">Komunikacja</a></li><li><a href="/sport">Sport</a></li><li><a href="/kultura">Kultura</a></li><li><a href="/ogloszenia">Ogłoszenia</a></li><li><a href="/pogoda">Pogoda</a></li></ul></div></header>
<div class="pasek"><b>PILNE</b> Utrudnienia na ul. Mostowej do piątku</div>
<div class="uklad"><main>
<article class="tresc">
<a href="/komunikacja">Komunikacja</a>
<h1>Tramwaj na Zatorze: umowa podpisana, budowa ruszy wiosną</h1>
<p class="meta">Autor: <a href="/autor/joanna-malec">Joanna Malec</a> · <time datetime="2022-10-17T15:20:00+02:00">17.10.2022, 15:20</time> · aktualizacja <time datetime="2022-10-17T18:05:00+02:00">18:05</time></p>
<p class="lead">Miasto podpisało umowę na budowę 3,8 km linii tramwajowej na Zatorze. Pierwsze tramwaje mają pojechać nową trasą pod koniec 2024 roku.</p>
<figure class="zdjecie"><img src="/_avatar/zatorze-wizualizacja.svg" width="720" height="405" alt="Wizualizacja przystanku przy ul. Kolejowej"><figcaption>Wizualizacja przystanku przy ul. Kolejowej. Mat. Urzędu Miasta Wierzbowa</figcaption></figure>
<p>Umowę o wartości 214 mln zł podpisano w poniedziałek w ratuszu. Wykonawcą jest konsorcjum firm Torbud i Mosty Południe. Inwestycja w 70 proc. zostanie sfinansowana ze środków unijnych.</p>
<p>Nowa linia połączy pętlę przy dworcu z osiedlem Zatorze przez ulice Kolejową i Lipową. Powstanie siedem przystanków.</p>
<p>Budowa potrwa około dwóch lat. W tym czasie ul. Kolejowa będzie zamknięta dla samochodów na odcinku od ronda Solidarności do ul. Polnej. Autobusy linii 14 i 22 pojadą objazdem.</p>
<p>– To największa inwestycja komunikacyjna w mieście od trzydziestu lat – mówił prezydent Wierzbowa Andrzej Sołtys.</p>
<div class="tagi"><a href="/tag/tramwaj">tramwaj</a><a href="/tag/zatorze">Zatorze</a><a href="/tag/inwestycje">inwestycje</a></div>
</article>
<section class="opinie" id="opinie">
<div class="opinie__naglowek"><h2>Opinie czytelników (5)</h2><span class="opinie__sort">Sortuj: <b>najstarsze</b> · najnowsze · najwyżej oceniane</span></div>
<div class="opinie__dodaj"><textarea placeholder="Napisz, co myślisz..."></textarea><p>Podpis: <input placeholder="~gość"> <button>Wyślij</button></p><small>Opinie są moderowane. Publikując, akceptujesz <a href="/regulamin">regulamin</a>.</small></div>
{thread}
</section>
</main>
<aside class="boczna">
<section><h3>Najczęściej czytane</h3><ol>{links("Nowy rozkład MPK od listopada ;; Kiedy otwarcie aquaparku? Jest nowa data ;; Znamy listę inwestycji na 2023 rok ;; Wypadek na obwodnicy. Droga zablokowana", base="/wiadomosci/")}</ol></section>
<div class="reklama">REKLAMA</div>
</aside></div>
<footer class="stopka"><a href="/redakcja">Redakcja</a><a href="/reklama">Reklama</a><a href="/regulamin">Regulamin</a><a href="/rodo">Polityka prywatności</a><p>© 2022 wierzbow24.pl</p></footer>"""
    return make(
        "ei-pl-wierzbow-tramwaj",
        "discussion",
        "pl",
        page(
            "Tramwaj na Zatorze: umowa podpisana, budowa ruszy wiosną",
            "wierzbow24.pl",
            "pl",
            css,
            body,
            published="2022-10-17T15:20:00+02:00",
            author="Joanna Malec",
            year=2022,
        ),
        cs,
        path="/komunikacja/tramwaj-na-zatorze-umowa-podpisana-budowa-ruszy-wiosna",
        container="section.opinie > h2 'Opinie czytelników (5)', a write box, then article.opinia (span.opinia__autor, time, div.opinia__tekst > p, ▲/▼ votes, 'Odpowiedz'/'Zgłoś'); answers as article.opinia inside their parent's",
        heading="Opinie czytelników (5)",
        description="A Polish regional portal of October 2022 (red header, urgent bar, most read, tall advert): 5 readers' opinions with guests' '~nick' names, relative times, ▲/▼ votes; an answer two deep; never says 'comment' (nor 'komentarz').",
    )


def threads_ei() -> list[Case]:
    return [pt_bolo(), sv_padel(), pl_tramwaj()]

"""Blind set ev: four blog discussions of 2007-2011 as their sites served them: a Dutch amateur astronomers' club
site on Drupal 6 (subjects, threaded by div.indented, "(niet geverifieerd)", user signatures, trackbacks apart), a
Brazilian recipe blog on WordPress 2.3 with a Kubrick-like theme (a flat numbered list, identicons, pingbacks among
the comments, CommentLuv, "aguardando moderação"), an Italian record collector's blog on Movable Type 4 (trackbacks
above, "In risposta a" replies in a flat list) and a Polish self-made blog of 2011 (numbered, "Cytuj" / "Odpowiedz",
signatures, a removed comment). Every site, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ev_common import C, Case, esc, grav, kids, make, page, rich, smiley, talk

# --------------------------------------------------------------------------- nl: Drupal 6, 2009


def nl_jupiter() -> Case:
    cs = talk("""
Henk van Dijk @ wo, 16/09/2009 - 22:41 ~ 2009-09-16T22:41:00+02:00 :: Wat een heldere avond was het! Ik heb met de 8 inch Dobson de Grote Rode Vlek heel even gezien, rond kwart over elf. Daarna kwam de bewolking weer opzetten.
>Marloes (niet geverifieerd) @ do, 17/09/2009 - 08:15 ~ 2009-09-17T08:15:00+02:00 :: Dan heb je geluk gehad Henk, ik kwam pas om half twaalf aan en toen zag ik alleen nog wolken. Volgende keer beter!
>>Henk van Dijk @ do, 17/09/2009 - 09:02 ~ 2009-09-17T09:02:00+02:00 :: De 30e is er weer een waarneemavond, dan staat Jupiter nog mooier.
Peter Schouten @ do, 17/09/2009 - 10:30 ~ 2009-09-17T10:30:00+02:00 :: Bijgaand mijn lijstje van wat we gezien hebben, voor wie het wil bijhouden: # Jupiter met Io, Europa, Ganymedes en Callisto # M31, de Andromedanevel # de dubbelster Albireo # een paar Perseïden-achterblijvers
Astrid Meijer @ do, 17/09/2009 - 19:12 ~ 2009-09-17T19:12:00+02:00 :: Mijn dochter (10) was voor het eerst mee en praat nergens anders meer over. Dank aan iedereen die haar door de telescopen liet kijken!
>Bestuur Sterrenwacht De Uithof @ do, 17/09/2009 - 21:40 ~ 2009-09-17T21:40:00+02:00 :: Wat leuk om te horen Astrid! Op zaterdagmiddag hebben we ook een jeugdclub, kijk eens onder 'Jeugd' op de site.
Kees (niet geverifieerd) @ vr, 18/09/2009 - 11:05 ~ 2009-09-18T11:05:00+02:00 :: Weet iemand of de koepel ook toegankelijk is met een rolstoel? Mijn vader zou graag eens mee willen.
>Bestuur Sterrenwacht De Uithof @ vr, 18/09/2009 - 13:20 ~ 2009-09-18T13:20:00+02:00 :: Beste Kees, de benedenzaal en het terras zijn goed toegankelijk, de koepel helaas niet (steile trap). Op de waarneemavonden zetten we altijd ook telescopen op het terras. Uw vader is van harte welkom.
""")
    node = 512
    site = "/nieuws/waarneemavond-14-september-jupiter-en-zijn-manen"
    subjects = {
        0: "Grote Rode Vlek!",
        1: "Dan heb je geluk gehad Henk, ik…",
        2: "Re: Dan heb je geluk gehad",
        3: "Lijstje",
        4: "Eerste keer",
        5: "Jeugdclub",
        6: "Rolstoel",
        7: "Re: Rolstoel",
    }
    users = {
        "Henk van Dijk": 44,
        "Peter Schouten": 17,
        "Astrid Meijer": 203,
        "Bestuur Sterrenwacht De Uithof": 1,
    }
    sigs = {
        "Henk van Dijk": 'Dobson 8" f/6 · TAL-1 · en veel geduld',
        "Peter Schouten": 'Peter — <a href="http://www.sterrenkijkerpeter.example.nl">sterrenkijkerpeter.example.nl</a>',
    }
    k = kids(cs)
    cid = {i: 1230 + i * 4 for i in range(len(cs))}
    count = [0]

    def one(i: int) -> str:
        c = cs[i]
        count[0] += 1
        zebra = "odd" if count[0] % 2 else "even"
        anon = c.who.endswith("(niet geverifieerd)")
        name = c.who.replace(" (niet geverifieerd)", "")
        if anon:
            who = f"{esc(name)} (niet geverifieerd)"
        else:
            who = f'<a href="/user/{users[c.who]}" title="Gebruikersprofiel bekijken.">{esc(name)}</a>'
        by_author = " comment-by-node-author" if c.who.startswith("Bestuur") else ""
        picture = (
            f'<div class="picture"><a href="/user/{users[c.who]}" title="Gebruikersprofiel bekijken."><img src="{grav(c.who, "drupal")}" alt="Afbeelding van {esc(name)}" title="Afbeelding van {esc(name)}" width="48" height="48" /></a></div>'
            if not anon
            else ""
        )
        sig = f'<div class="user-signature clear-block">— {sigs[c.who]}</div>' if c.who in sigs else ""
        out = (
            f'<a id="comment-{cid[i]}"></a>\n<div class="comment comment-published {zebra}{by_author} clear-block">\n'
            f'<h3 class="title"><a href="/node/{node}#comment-{cid[i]}" class="active">{esc(subjects[i])}</a></h3>\n'
            f'<div class="submitted">Ingezonden door {who} op {esc(c.at)}.</div>\n{picture}\n'
            f'<div class="content">\n{rich(c.body)}\n{sig}</div>\n'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/{node}/{cid[i]}">antwoorden</a></li></ul>\n</div>\n'
        )
        if k.get(i):
            out += '<div class="indented">\n' + "".join(one(j) for j in k[i]) + "</div>\n"
        return out

    thread = "".join(one(i) for i in k[None])
    cs = [
        C(c.who.replace(" (niet geverifieerd)", ""), c.at, c.iso, c.body, c.parent, c.depth, c.real)
        for c in cs
    ]
    css = """body{margin:0;background:#0b1730;font:13px/1.5 'Lucida Grande',Verdana,sans-serif;color:#222}
#page{width:960px;margin:0 auto;background:#fff}#header{background:#0b1730;color:#fff;padding:20px;border-bottom:4px solid #f0b400}
#site-name{font:bold 28px Georgia}#site-name a{color:#fff;text-decoration:none}#site-slogan{color:#9fb3d9}
#navbar ul{margin:0;padding:6px 20px;background:#1d2f55;list-style:none}#navbar li{display:inline;margin-right:14px}#navbar a{color:#fff;text-decoration:none}
#main{float:left;width:640px;padding:20px}#sidebar-right{float:right;width:240px;padding:20px 20px 0 0}
.breadcrumb{font-size:11px}h1.title{font:bold 24px Georgia;color:#0b1730}.node .submitted,.comment .submitted{color:#777;font-size:11px}
#comments h2.title{border-bottom:2px solid #f0b400;font:bold 16px Georgia}.comment{border-top:1px solid #dde;padding:8px 0;position:relative;overflow:hidden}
.comment h3.title{margin:0;font-size:13px}.comment h3.title a{color:#1d2f55}.comment .picture{float:right;margin-left:8px}
.comment-by-node-author{background:#fff8e0}.indented{margin-left:25px}.user-signature{border-top:1px dashed #ccd;color:#778;font-size:11px;margin-top:6px;padding-top:3px}
ul.links{list-style:none;margin:0;padding:0;text-align:right;font-size:11px}ul.links li{display:inline}
#trackbacks h2{font:bold 14px Georgia;border-bottom:1px solid #ccd}.trackback{font-size:11px;margin:6px 0}
.block{margin-bottom:18px}.block h2{font:bold 13px Georgia;background:#1d2f55;color:#fff;padding:3px 6px}
#footer{clear:both;background:#0b1730;color:#9fb3d9;padding:12px 20px;font-size:11px}"""
    body = f"""<div id="page"><div id="page-inner">
<div id="header"><div id="site-name"><a href="/" title="Home" rel="home">Sterrenwacht De Uithof</a></div><div id="site-slogan">Publieksobservatorium en weerkundige vereniging sinds 1968</div></div>
<div id="navbar"><ul class="links primary-links"><li class="menu-1 first"><a href="/">Home</a></li><li><a href="/nieuws">Nieuws</a></li><li><a href="/agenda">Agenda</a></li><li><a href="/jeugd">Jeugd</a></li><li><a href="/lid-worden">Lid worden</a></li><li class="last"><a href="/contact">Contact</a></li></ul></div>
<div id="main"><div id="main-inner">
<div class="breadcrumb"><a href="/">Home</a> › <a href="/nieuws">Nieuws</a></div>
<h1 class="title">Waarneemavond 14 september: Jupiter en zijn manen</h1>
<div id="node-{node}" class="node node-type-story">
<div class="meta"><div class="submitted">Ingezonden door <a href="/user/1" title="Gebruikersprofiel bekijken.">Bestuur Sterrenwacht De Uithof</a> op wo, 16/09/2009 - 17:05.</div><div class="terms terms-inline"> in <ul class="links inline"><li class="taxonomy_term_7 first last"><a href="/categorie/waarneemavonden" rel="tag">Waarneemavonden</a></li></ul></div></div>
<div class="content">
<p>Ruim zestig bezoekers kwamen maandagavond naar de sterrenwacht voor de eerste publieke waarneemavond van het seizoen. Het weer werkte na een bewolkte middag goed mee.</p>
<p>Jupiter stond prachtig hoog in het zuiden. Met de grote refractor in de koepel waren alle vier de manen van Galilei te zien, en wie geluk had ving tussen de wolken ook de Grote Rode Vlek op.</p>
<p>Op het terras stonden vier telescopen van leden opgesteld, waarmee onder meer de Andromedanevel en de dubbelster Albireo te bekijken waren.</p>
<p>De volgende waarneemavond is op woensdag 30 september vanaf 20.30 uur. De toegang is gratis; een vrijwillige bijdrage voor het onderhoud van de koepel wordt op prijs gesteld.</p>
</div>
<div class="links"><ul class="links inline"><li class="comment_add first"><a href="/comment/reply/{node}#comment-form" title="Deel je gedachten en mening over dit bericht.">Reageer</a></li><li class="statistics_counter last"><span>412 keer gelezen</span></li></ul></div>
</div>
<div id="comments"><h2 class="title">Reacties</h2>
{thread}</div>
<div id="trackbacks"><h2>Trackbacks</h2>
<div class="trackback"><div class="trackback-title"><a href="http://www.hemelwachters.example.nl/blog/2009/09/jupiter-vanuit-utrecht">Jupiter vanuit Utrecht, vier manen en een vlek</a></div><div class="submitted">Trackback van Hemelwachters op do, 17/09/2009 - 14:22</div><div class="content">… bij De Uithof hadden ze maandag meer geluk met het weer dan wij, zie hun verslag …</div></div>
</div>
<div class="box"><h2 class="title">Reactie toevoegen</h2><form action="/comment/reply/{node}" method="post" id="comment-form"><div><div class="form-item"><label>Je naam: <span class="form-required">*</span></label><input type="text" maxlength="60" name="name" size="30" value="Anoniem" class="form-text required" /></div><div class="form-item"><label>Onderwerp: </label><input type="text" maxlength="64" name="subject" size="60" class="form-text" /></div><div class="form-item"><label>Reactie: <span class="form-required">*</span></label><textarea cols="60" rows="10" name="comment" class="form-textarea required"></textarea></div><div class="form-item"><label class="option"><input type="checkbox" name="notify" value="1" class="form-checkbox" /> Stuur mij een e-mail bij nieuwe reacties</label></div><input type="submit" name="op" value="Voorbeeld" class="form-submit" /> <input type="submit" name="op" value="Opslaan" class="form-submit" /></div></form></div>
</div></div>
<div id="sidebar-right"><div id="sidebar-right-inner">
<div class="block block-user"><h2>Inloggen</h2><div class="content"><form action="/user/login" method="post"><label>Gebruikersnaam:</label><br /><input type="text" size="15" name="name" /><br /><label>Wachtwoord:</label><br /><input type="password" size="15" name="pass" /><br /><input type="submit" value="Inloggen" /></form><ul><li><a href="/user/register">Account aanmaken</a></li><li><a href="/user/password">Nieuw wachtwoord aanvragen</a></li></ul></div></div>
<div class="block block-views"><h2>Agenda</h2><div class="content"><ul><li>30 sep · Publieke waarneemavond</li><li>3 okt · Jeugdclub: raketten bouwen</li><li>14 okt · Lezing: de ringen van Saturnus</li></ul></div></div>
<div class="block block-weather"><h2>Het weer in Utrecht</h2><div class="content"><p>Half bewolkt, 14 °C<br />Wind: ZW 3 Bft<br />Bewolking vanavond: 40%</p></div></div>
<div class="block block-statistics"><h2>Wie is er online</h2><div class="content"><p>Er zijn momenteel 0 gebruikers en 7 gasten online.</p></div></div>
</div></div>
<div id="footer">Sterrenwacht De Uithof · Stichting publieksobservatorium · <a href="/contact" style="color:#fff">Contact</a> · Powered by Drupal</div>
</div></div>"""
    head = '<meta name="generator" content="Drupal 6 (http://drupal.org)" />\n<link rel="shortcut icon" href="/misc/favicon.ico" type="image/x-icon" />'
    return make(
        "ev-nl-drupal-jupiter",
        "discussion",
        "nl",
        page(
            body,
            title="Waarneemavond 14 september: Jupiter en zijn manen | Sterrenwacht De Uithof",
            lang="nl",
            css=css,
            head=head,
        ),
        cs,
        path=site,
        container="div#comments under h2 'Reacties': a#comment-N + div.comment (h3.title subject link, div.submitted 'Ingezonden door NAME op …', div.picture, div.content > p… + div.user-signature, ul.links 'antwoorden'), replies in a following div.indented; the club's answers div.comment-by-node-author; div#trackbacks apart after the comments",
        heading="Reacties",
        description="A Dutch amateur astronomers' club site on Drupal 6 (September 2009), a Zen-like theme with a login block, agenda, weather and who's-online blocks: 8 comments with subjects, threaded three deep by div.indented, user pictures, two anonymous '(niet geverifieerd)', signatures under a member's comments, a numbered list, the club's two answers (comment-by-node-author); one trackback apart under 'Trackbacks'; a form with 'Stuur mij een e-mail bij nieuwe reacties'.",
    )


# --------------------------------------------------------------------------- pt: WordPress 2.3, Kubrick-like, 2007


def pt_paodequeijo() -> Case:
    cs = talk("""
Fernanda @ outubro 16th, 2007 at 10:12 am ~ 2007-10-16T10:12:00-03:00 :: Que delícia! Minha avó também fazia assim, escaldando o polvilho com o leite fervendo. Vou testar no fim de semana :)
Ricardo Lopes @ outubro 16th, 2007 at 11:40 am ~ 2007-10-16T11:40:00-03:00 :: Posso usar só polvilho doce? Aqui no mercado do meu bairro não tem o azedo.
Dona Cida @ outubro 16th, 2007 at 1:05 pm ~ 2007-10-16T13:05:00-03:00 :: Ricardo, pode sim, mas o pão fica mais baixinho e menos crocante. Se conseguir, mistura meio a meio, fica perfeito.
!Receitas da semana #12 « Panela de Barro @ outubro 16th, 2007 at 3:22 pm ~ 2007-10-16T15:22:00-03:00 :: [...] o pão de queijo da vovó da Dona Cida, que eu já testei e aprovei. A dica do queijo meia cura faz toda a diferença [...]
Juliana M. @ outubro 16th, 2007 at 6:47 pm ~ 2007-10-16T18:47:00-03:00 :: Fiz hoje à tarde e sumiram em dez minutos! Meu marido pediu pra fazer de novo amanhã :D
Tati @ outubro 16th, 2007 at 9:30 pm ~ 2007-10-16T21:30:00-03:00 :: Dá pra congelar a massa? Queria deixar pronta pro café da manhã das crianças.
Dona Cida @ outubro 17th, 2007 at 8:15 am ~ 2007-10-17T08:15:00-03:00 :: Tati, dá sim! Enrola as bolinhas, coloca numa assadeira no freezer e depois que endurecerem passa pra um saquinho. Vai direto do freezer pro forno, só aumenta uns 5 minutos.
Paulo Henrique @ outubro 17th, 2007 at 9:02 am ~ 2007-10-17T09:02:00-03:00 :: Sou mineiro e aprovo a receita. Só um detalhe: lá em casa a gente usa queijo canastra, mas sei que fora de Minas é difícil achar.
Mônica @ outubro 17th, 2007 at 10:33 am ~ 2007-10-17T10:33:00-03:00 :: Alguém já tentou com óleo de coco no lugar do óleo de soja?
Luciana @ outubro 17th, 2007 at 2:18 pm ~ 2007-10-17T14:18:00-03:00 :: A minha massa ficou mole demais, não dava pra enrolar. O que será que aconteceu?
Dona Cida @ outubro 17th, 2007 at 4:40 pm ~ 2007-10-17T16:40:00-03:00 :: Luciana, deve ter sido o tamanho dos ovos. Coloca mais polvilho, uma colher de cada vez, até a massa desgrudar da mão. E unta as mãos com óleo pra enrolar.
!Pão de queijo: três receitas testadas | Cozinha do Beto @ outubro 17th, 2007 at 7:55 pm ~ 2007-10-17T19:55:00-03:00 :: [...] A terceira receita veio do blog da Dona Cida e foi a campeã aqui em casa [...]
Beto @ outubro 17th, 2007 at 8:01 pm ~ 2007-10-17T20:01:00-03:00 :: Dona Cida, fiz um comparativo de três receitas lá no meu blog e a sua ganhou de longe. Parabéns!
Carla S. @ outubro 18th, 2007 at 9:14 am ~ 2007-10-18T09:14:00-03:00 :: Quanto tempo de forno exatamente? O meu forno é meio doido e não tem termômetro.
Márcia @ outubro 18th, 2007 at 11:26 am ~ 2007-10-18T11:26:00-03:00 :: Receita salva nos favoritos! Obrigada por compartilhar a receita da sua avó com a gente.
Renata @ outubro 18th, 2007 at 3:50 pm ~ 2007-10-18T15:50:00-03:00 :: Carla, no meu forno que também não tem termômetro eu deixo uns 25 minutos, até dourar embaixo. Melhor olhar pelo vidro do que abrir a porta!
""")
    site = "/2007/10/16/pao-de-queijo-da-vovo/"
    s1, f1 = smiley("smile", "/wp-includes/images/smilies/icon_smile.svg", ":)")
    s2, f2 = smiley("biggrin", "/wp-includes/images/smilies/icon_biggrin.svg", ":D")
    faces = {":)": s1, ":D": s2}
    urls = {
        "Fernanda": "http://fernandacozinha.example.blogspot.com",
        "Receitas da semana #12 « Panela de Barro": "http://paneladebarro.example.com.br/2007/10/16/receitas-da-semana-12/",
        "Pão de queijo: três receitas testadas | Cozinha do Beto": "http://cozinhadobeto.example.net/2007/10/17/pao-de-queijo-tres-receitas/",
        "Beto": "http://cozinhadobeto.example.net",
        "Paulo Henrique": "http://uai-sô.example.com.br",
        "Márcia": "http://marciaemcasa.example.wordpress.com",
    }
    luv = {
        0: (
            "Fernanda",
            "Bolo de fubá cremoso",
            "http://fernandacozinha.example.blogspot.com/2007/10/bolo-de-fuba-cremoso.html",
        ),
        14: (
            "Márcia",
            "Organizando a despensa em 5 passos",
            "http://marciaemcasa.example.wordpress.com/2007/10/15/despensa/",
        ),
    }
    moderation = {len(cs) - 1}
    rows = []
    for i, c in enumerate(cs):
        cid = 2210 + i * 2
        n = i + 1
        alt = ' class="alt"' if n % 2 == 0 else ""
        if c.who == "Dona Cida":
            alt = ' class="authorcomment"'
        who = (
            f"<a href='{urls[c.who]}' rel='external nofollow'>{esc(c.who)}</a>"
            if c.who in urls
            else esc(c.who)
        )
        cluv = ""
        if i in luv:
            w, title, href = luv[i]
            cluv = f'<p class="cluv">{esc(w)} recently posted: <a href="{href}" rel="nofollow">{esc(title)}</a></p>'
        mod = "<em>Seu comentário está aguardando moderação.</em>" if i in moderation else ""
        avatar = (
            f"<img src='{grav(c.who, 'identicon')}' class='identicon' alt='' width='40' height='40' />"
            if c.real
            else ""
        )
        text = rich(c.body, faces) if c.real else f"<p>{esc(c.body)}</p>"
        rows.append(
            f'<li{alt} id="comment-{cid}">\n<span class="commentnumber">{n}</span>{avatar}\n'
            f"<cite>{who}</cite> disse:\n{mod}\n<br />\n"
            f'<small class="commentmetadata"><a href="#comment-{cid}" title="">{esc(c.at)}</a> </small>\n'
            f"{text}\n{cluv}\n</li>\n"
        )
    css = """body{font-size:62.5%;font-family:'Lucida Grande',Verdana,Arial,Sans-Serif;background:#d5d6d7;color:#333;text-align:center;margin:0 0 20px;padding:0}
#page{background:#fff;text-align:left;margin:20px auto;padding:0;width:760px;border:1px solid #959596}
#header{background:#a2542f;margin:0 0 0 1px;padding:0;height:180px;width:758px}#headerimg{margin:7px 9px 0;height:192px;width:740px}
#headerimg h1{font-size:4em;text-align:center;padding-top:60px;margin:0}#headerimg h1 a{color:#fff;text-decoration:none}#headerimg .description{font-size:1.2em;text-align:center;color:#fde3c8}
.narrowcolumn{float:left;padding:0 0 20px 45px;margin:0;width:450px}#sidebar{padding:20px 0 10px;margin-left:545px;width:190px;font:1em 'Lucida Grande',Verdana}
.narrowcolumn .entry,.widecolumn .entry{font-size:1.2em;line-height:1.4em}h2{font-size:1.6em}h3{font-size:1.3em}
.commentlist{padding:0;text-align:justify}.commentlist li{margin:15px 0 3px;padding:5px 10px 3px;list-style:none;font-weight:bold;font-size:1.1em;position:relative}
.commentlist p{margin:10px 5px 10px 0;font-weight:normal;line-height:1.5em;text-transform:none}.commentlist cite{font-style:normal}
.alt{background-color:#f8f8f8;border-top:1px solid #ddd;border-bottom:1px solid #ddd}.authorcomment{background:#fbeee4;border:1px solid #e3b896}
.commentnumber{position:absolute;right:6px;top:6px;font:bold 2em Georgia;color:#ddd}.identicon{float:right;margin:0 30px 0 6px}
.commentmetadata{font-weight:normal;display:block}.commentmetadata a{color:#777}.cluv{font-size:.9em;color:#888 !important;font-style:italic}
#sidebar ul{list-style-type:none;padding:0;margin:0}#sidebar h2{font-size:1.3em;margin:10px 0 0}.wp-smiley{vertical-align:middle;border:none}
#footer{padding:0;margin:0 auto;width:760px;clear:both}#footer p{margin:0;padding:20px 0;text-align:center}"""
    comment_rows = "".join(rows)
    body = f"""<div id="page">
<div id="header"><div id="headerimg"><h1><a href="/">Panelinha da Dona Cida</a></h1><div class="description">Receitas de família, do jeito que a vovó fazia</div></div></div>
<hr />
<div id="content" class="narrowcolumn">
<div class="navigation"><div class="alignleft">&laquo; <a href="/2007/10/09/doce-de-abobora-em-pedacos/">Doce de abóbora em pedaços</a></div><div class="alignright"><a href="/2007/10/23/feijao-tropeiro/">Feijão tropeiro</a> &raquo;</div></div>
<div class="post" id="post-318">
<h2><a href="{site}" rel="bookmark" title="Permanent Link: Pão de queijo da vovó">Pão de queijo da vovó</a></h2>
<div class="entry">
<p>Essa é a receita que a minha avó fazia todo domingo em Divinópolis, e que eu demorei anos pra acertar em São Paulo. O segredo é escaldar o polvilho e usar um queijo meia cura bem curado.</p>
<p><strong>Ingredientes:</strong> 500 g de polvilho azedo, 1 xícara de leite, 1/2 xícara de óleo, 1 colher de chá de sal, 2 ovos grandes e 250 g de queijo meia cura ralado.</p>
<p><strong>Modo de fazer:</strong> Ferva o leite com o óleo e o sal e despeje sobre o polvilho, mexendo bem. Deixe esfriar, junte os ovos um a um e por fim o queijo. Sove até a massa ficar lisa, enrole bolinhas e asse em forno pré-aquecido a 180 graus até dourar.</p>
<p>Rende uns 40 pãezinhos, se ninguém roubar massa crua antes.</p>
<p class="postmetadata alt"><small>Este post foi publicado em terça-feira, outubro 16th, 2007 às 9:00 am e está arquivado em <a href="/category/salgados/" title="Ver todos os posts em Salgados" rel="category tag">Salgados</a>. Você pode acompanhar as respostas deste post pelo feed <a href="{site}feed/">RSS 2.0</a>. Você pode <a href="#respond">deixar uma resposta</a>, ou <a href="{site}trackback/" rel="trackback">trackback</a> do seu próprio site.</small></p>
</div></div>
<h3 id="comments">16 Respostas para &#8220;Pão de queijo da vovó&#8221;</h3>
<ol class="commentlist">
{comment_rows}</ol>
<h3 id="respond">Deixe uma resposta</h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Nome (obrigatório)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>E-mail (não será publicado) (obrigatório)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Site</small></label></p>
<p><textarea name="comment" id="comment" cols="100%" rows="10" tabindex="4"></textarea></p>
<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" value="subscribe" style="width: auto;" /> <label for="subscribe">Notifique-me de novos comentários por e-mail.</label></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Enviar comentário" /><input type="hidden" name="comment_post_ID" value="318" /></p>
</form>
</div>
<div id="sidebar"><ul>
<li><form method="get" id="searchform" action="/"><div><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Buscar" /></div></form></li>
<li><h2>Sobre</h2><p>Cida, 61 anos, mineira morando em São Paulo. Cozinho desde os nove anos e agora aprendi a blogar com a minha neta.</p></li>
<li><h2>Categorias</h2><ul><li><a href="/category/salgados/">Salgados</a> (14)</li><li><a href="/category/doces/">Doces</a> (22)</li><li><a href="/category/pratos/">Pratos do dia a dia</a> (9)</li></ul></li>
<li><h2>Arquivos</h2><ul><li><a href="/2007/10/">outubro 2007</a></li><li><a href="/2007/09/">setembro 2007</a></li><li><a href="/2007/08/">agosto 2007</a></li></ul></li>
<li><h2>Blogroll</h2><ul><li><a href="http://paneladebarro.example.com.br">Panela de Barro</a></li><li><a href="http://cozinhadobeto.example.net">Cozinha do Beto</a></li><li><a href="http://fernandacozinha.example.blogspot.com">Fernanda na cozinha</a></li></ul></li>
<li><h2>Meta</h2><ul><li><a href="/wp-login.php">Login</a></li><li><a href="http://wordpress.org/">WordPress</a></li></ul></li>
</ul></div>
<hr />
<div id="footer"><p>Panelinha da Dona Cida is proudly powered by <a href="http://wordpress.org/">WordPress</a><br /><a href="/feed/">Posts (RSS)</a> and <a href="/comments/feed/">Comentários (RSS)</a>.</p></div>
</div>"""
    head = '<meta name="generator" content="WordPress 2.3.1" />\n<link rel="pingback" href="/xmlrpc.php" />'
    return make(
        "ev-pt-wp-paodequeijo",
        "discussion",
        "pt",
        page(
            body,
            title="Panelinha da Dona Cida » Blog Archive » Pão de queijo da vovó",
            lang="pt-BR",
            css=css,
            head=head,
        ),
        cs,
        path=site,
        container="h3#comments '16 Respostas para …' then a flat ol.commentlist > li (span.commentnumber N, img.identicon, cite NAME 'disse:', small.commentmetadata date link, p…, p.cluv); li.alt zebra, li.authorcomment for the owner; two pingbacks as li entries among them",
        heading="16 Respostas para “Pão de queijo da vovó”",
        description="A Brazilian recipe blog on WordPress 2.3 with a Kubrick-like theme (October 2007): 14 readers' comments, flat and numbered, with identicons, commenters' websites, the owner's three answers (li.authorcomment), smilies, CommentLuv's 'NAME recently posted: TITLE' under two, the last 'aguardando moderação'; two pingbacks numbered among the comments; a form with 'Notifique-me de novos comentários por e-mail.'",
        files=dict((f1, f2)),
        faces=faces,
    )


# --------------------------------------------------------------------------- it: Movable Type 4, 2008


def it_giradischi() -> Case:
    cs = talk("""
Stefano B. @ 7 ottobre 2008 18:22 ~ 2008-10-07T18:22:00+02:00 :: Ottimo articolo. Aggiungerei di controllare sempre il pitch con un disco che si conosce bene: se la velocità oscilla, la cinghia è da cambiare.
Gianluca @ 7 ottobre 2008 21:05 ~ 2008-10-07T21:05:00+02:00 :: > Non comprate mai un giradischi senza averlo sentito suonare. // Sacrosanto. Io ne ho preso uno su eBay "perfettamente funzionante" e la testina era completamente andata.
>Luca Ferri @ 7 ottobre 2008 22:30 ~ 2008-10-07T22:30:00+02:00 :: Gianluca, su eBay con i giradischi è una lotteria. Se non puoi provarlo, chiedi almeno un video del piatto che gira con la puntina sul disco.
Marta @ 8 ottobre 2008 09:14 ~ 2008-10-08T09:14:00+02:00 :: Ho ereditato un Lenco degli anni '70 da mio zio. Vale la pena farlo revisionare o conviene comprarne uno nuovo?
>Luca Ferri @ 8 ottobre 2008 12:48 ~ 2008-10-08T12:48:00+02:00 :: Marta, tienilo stretto! Quei Lenco sono robustissimi. Una revisione costa poco e suonerà meglio di tanti giradischi nuovi di fascia bassa.
>>Marta @ 8 ottobre 2008 19:30 ~ 2008-10-08T19:30:00+02:00 :: Grazie Luca, allora lo porto al negozio di via Mazzini che hai consigliato nel post di settembre.
""")
    site = "/2008/10/giradischi-usati-cosa-controllare.html"
    urls = {
        "Stefano B.": "http://vinilepolvere.example.it",
        "Luca Ferri": "http://www.solchi.example.it/",
        "Gianluca": "http://gianluca.example.splinder.com",
    }
    sigs = {"Stefano B.": "Stefano — Vinile e polvere, dischi usati dal 1998"}
    ids = {i: 1520 + i * 3 for i in range(len(cs))}
    rows = []
    for i, c in enumerate(cs):
        who = (
            f'<a class="fn url" href="{urls[c.who]}" rel="nofollow">{esc(c.who)}</a>'
            if c.who in urls
            else f'<span class="fn">{esc(c.who)}</span>'
        )
        reply_to = ""
        if c.parent is not None:
            p = cs[c.parent]
            reply_to = f' | In risposta a <a href="#comment-{ids[c.parent]}">{esc(p.who)}</a>'
        author = " comment-by-author" if c.who == "Luca Ferri" else ""
        sig = f'<p class="firma">{esc(sigs[c.who])}</p>' if c.who in sigs else ""
        rows.append(
            f'<div id="comment-{ids[i]}" class="comment{author}">\n<div class="inner">\n'
            f'<div class="comment-header"><div class="asset-meta"><img class="userpic" src="{grav(c.who)}" width="36" height="36" alt="" />\n'
            f'<span class="byline"><span class="vcard author">{who}</span>{reply_to} | <a href="#comment-{ids[i]}"><abbr class="published" title="{c.iso}">{esc(c.at)}</abbr></a>'
            f' | <a title="Rispondi" href="javascript:void(0);" onclick="mtReplyCommentOnClick({ids[i]}, \'{esc(c.who)}\')">Rispondi</a></span></div></div>\n'
            f'<div class="comment-content">\n{rich(c.body)}\n{sig}</div>\n</div>\n</div>\n'
        )
    css = """body{margin:0;background:#1c1c1c;font:13px/1.6 Georgia,'Times New Roman',serif;color:#2a2a2a}
#container{width:880px;margin:0 auto;background:#f6f1e7}#header{padding:30px 28px;background:#2b2b2b;color:#f0e2c0;border-bottom:6px solid #c0392b}
#header-name{font:bold 32px 'Trebuchet MS';margin:0}#header-name a{color:#f0e2c0;text-decoration:none}#header-description{font-style:italic;color:#b9ab8a}
#alpha{float:left;width:560px;padding:20px 28px}#beta{float:right;width:220px;padding:20px 20px 0 0;font-size:12px}
.asset-name{font:bold 24px 'Trebuchet MS';color:#2b2b2b}.asset-meta{font-size:11px;color:#777}
blockquote{margin:8px 0;padding:4px 14px;border-left:4px solid #c0392b;background:#efe6d3;font-style:italic}
.trackbacks-header,.comments-header,.comments-open-header{font:bold 16px 'Trebuchet MS';border-bottom:1px solid #c9bb9a;margin-top:28px}
.trackback,.comment{border-bottom:1px dotted #c9bb9a;padding:10px 0}.comment-by-author{background:#efe6d3}.userpic{float:left;margin-right:8px}
.firma{font-size:11px;color:#8a7d60;border-top:1px dashed #c9bb9a;padding-top:3px}.comment-content{clear:left}
.widget-header{font:bold 13px 'Trebuchet MS';color:#c0392b;text-transform:uppercase}.widget ul{list-style:none;margin:0;padding:0}
#footer{clear:both;background:#2b2b2b;color:#b9ab8a;font-size:11px;padding:12px 28px}"""
    comment_rows = "".join(rows)
    body = f"""<div id="container"><div id="container-inner">
<div id="header"><div id="header-inner"><div id="header-content"><h1 id="header-name"><a href="/" accesskey="1">Solchi</a></h1><h2 id="header-description">Dischi, giradischi e mercatini: appunti di un collezionista milanese</h2></div></div></div>
<div id="content"><div id="content-inner">
<div id="alpha"><div id="alpha-inner">
<div id="entry-388" class="entry-asset asset hentry"><div class="asset-header"><h1 id="page-title" class="asset-name entry-title">Giradischi usati: cosa controllare prima di comprarli</h1>
<div class="asset-meta"><span class="byline">Di <span class="vcard author"><a class="fn url" href="http://www.solchi.example.it/">Luca Ferri</a></span> il <abbr class="published" title="2008-10-07T15:40:00+02:00">7 ottobre 2008 15:40</abbr></span> <span class="separator">|</span> <a class="permalink" rel="bookmark" href="{site}">Permalink</a></div></div>
<div class="asset-content entry-content"><div class="asset-body">
<p>Da quando il vinile è tornato di moda, ai mercatini i giradischi usati costano il doppio di due anni fa. Ecco la mia lista di controlli, imparata a suon di fregature.</p>
<p>Primo: il piatto deve girare senza rumori e alla velocità giusta. Secondo: guardate la testina con una lente, una puntina consumata rovina i dischi. Terzo: il braccio deve scendere dolcemente, senza saltare.</p>
<p>E soprattutto: non comprate mai un giradischi senza averlo sentito suonare.</p>
</div></div>
<div class="asset-footer"><div class="entry-categories"><h4>Categorie<span class="delimiter">:</span></h4><ul><li class="entry-category"><a href="/giradischi/">Giradischi</a></li></ul></div><div class="entry-tags"><h4>Tag<span class="delimiter">:</span></h4><ul><li><a href="/mt/mt-search.cgi?tag=mercatini" rel="tag">mercatini</a>, </li><li><a href="/mt/mt-search.cgi?tag=usato" rel="tag">usato</a></li></ul></div></div>
</div>
<div id="trackbacks" class="trackbacks"><h2 class="trackbacks-header">1 TrackBack</h2>
<div class="trackbacks-info"><p>URL per il TrackBack: http://www.solchi.example.it/mt/mt-tb.cgi/412</p></div>
<div class="trackbacks-content"><div class="trackback" id="ping-97"><div class="inner"><div class="trackback-header"><div class="asset-meta">Da <a href="http://www.giradischiblog.example.it/">Giradischi &amp; dintorni</a> su <a href="http://www.giradischiblog.example.it/2008/10/usato-sicuro.html">Usato sicuro?</a><br /><a href="#ping-97"><abbr class="published" title="2008-10-08T11:02:00+02:00">8 ottobre 2008 11:02</abbr></a></div></div>
<div class="trackback-content"><p>Luca di Solchi ha scritto una bella guida all'acquisto dei giradischi usati. Io aggiungerei solo... <a href="http://www.giradischiblog.example.it/2008/10/usato-sicuro.html">Leggi tutto</a></p></div></div></div></div>
</div>
<div id="comments" class="comments"><h2 class="comments-header">6 Commenti</h2>
<div class="comments-content">
{comment_rows}</div>
<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Lascia un commento</h2>
<div class="comments-open-content"><form method="post" action="/mt/mt-comments.cgi" name="comments_form" id="comments-form"><input type="hidden" name="entry_id" value="388" />
<div id="comment-form-name"><label for="comment-author">Nome</label><input id="comment-author" name="author" size="30" /></div>
<div id="comment-form-email"><label for="comment-email">Indirizzo email</label><input id="comment-email" name="email" size="30" /></div>
<div id="comment-form-url"><label for="comment-url">URL</label><input id="comment-url" name="url" size="30" /></div>
<div id="comment-form-remember-me"><input type="checkbox" id="comment-bake-cookie" name="bakecookie" value="1" /> <label for="comment-bake-cookie">Memorizza le informazioni personali?</label></div>
<div id="comment-form-reply" style="display:none"><input type="checkbox" id="comment-reply" name="comment_reply" value="" /> <label for="comment-reply" id="comment-reply-label"></label></div>
<div id="comments-open-text"><label for="comment-text">Commenti</label><textarea id="comment-text" name="text" rows="15" cols="50"></textarea></div>
<div id="comment-form-subscribe"><input type="checkbox" id="comment-subscribe" name="subscribe" value="1" /> <label for="comment-subscribe">Iscriviti ai commenti di questo post</label></div>
<div id="comments-open-footer"><input type="submit" accesskey="v" name="preview" id="comment-preview" value="Anteprima" /> <input type="submit" accesskey="s" name="post" id="comment-submit" value="Invia" /></div>
</form></div></div>
</div>
</div></div>
<div id="beta"><div id="beta-inner">
<div class="widget-about widget"><h3 class="widget-header">Chi sono</h3><div class="widget-content">Luca Ferri, 38 anni, colleziona dischi dal 1986. Milano, zona Isola.</div></div>
<div class="widget-recent-entries widget"><h3 class="widget-header">Post recenti</h3><div class="widget-content"><ul><li><a href="{site}">Giradischi usati: cosa controllare prima di comprarli</a></li><li><a href="/2008/09/mercatino-di-via-mazzini.html">Il mercatino di via Mazzini</a></li><li><a href="/2008/09/puntine-di-ricambio.html">Puntine di ricambio: originali o compatibili?</a></li></ul></div></div>
<div class="widget-tag-cloud widget"><h3 class="widget-header">Tag</h3><div class="widget-content"><a href="#" style="font-size:16px">giradischi</a> <a href="#" style="font-size:11px">jazz</a> <a href="#" style="font-size:14px">mercatini</a> <a href="#" style="font-size:12px">usato</a> <a href="#" style="font-size:13px">vinile</a></div></div>
<div class="widget-syndication widget"><div class="widget-content"><ul><li><a href="/atom.xml">Iscriviti al feed</a></li></ul></div></div>
<div class="widget-powered widget"><div class="widget-content">Powered by <a href="http://www.movabletype.com/">Movable Type 4.21</a></div></div>
</div></div>
</div></div>
<div id="footer">© 2008 Luca Ferri · I testi di questo blog sono rilasciati sotto licenza Creative Commons</div>
</div></div>"""
    head = '<meta name="generator" content="Movable Type 4.21-it" />\n<link rel="EditURI" type="application/rsd+xml" title="RSD" href="/rsd.xml" />'
    return make(
        "ev-it-mt-giradischi",
        "discussion",
        "it",
        page(
            body,
            title="Giradischi usati: cosa controllare prima di comprarli - Solchi",
            lang="it",
            css=css,
            head=head,
        ),
        cs,
        path=site,
        container="div#comments under h2 '6 Commenti': div.comments-content > div.comment#comment-N > div.inner > div.comment-header (img.userpic, span.byline: NAME | 'In risposta a NAME' | abbr.published | 'Rispondi') + div.comment-content > p…; a flat list whose replies name their parent only by 'In risposta a'; div#trackbacks '1 TrackBack' above",
        heading="6 Commenti",
        description="An Italian record collector's blog on Movable Type 4.21 (October 2008): 6 comments in a flat list, three of them replies marked only by 'In risposta a NAME', userpics, commenters' websites, the author's two answers (comment-by-author), a quote of the post, a signature under one; one trackback listed apart above ('1 TrackBack', 'Da BLOG su TITLE'); the form's 'Iscriviti ai commenti di questo post'.",
    )


# --------------------------------------------------------------------------- pl: a self-made blog, 2011


def pl_babia() -> Case:
    cs = talk("""
wedrowiec_z_krakowa @ 24.01.2011, 20:14 ~ 2011-01-24T20:14:00+01:00 :: Byłem na Babiej w zeszłą sobotę od strony Krowiarek. Na Sokolicy wiało tak, że trudno było ustać, ale widoki na Tatry wynagrodziły wszystko.
Kasia M. @ 24.01.2011, 21:37 ~ 2011-01-24T21:37:00+01:00 :: Czy raki są naprawdę konieczne? Mam tylko raczki turystyczne i kijki.
Tomek (autor) @ 24.01.2011, 22:05 ~ 2011-01-24T22:05:00+01:00 :: @Kasia M.: Do Sokolicy raczki wystarczą. Wyżej, przy takim wietrze i zlodzonym szlaku, jak w tym tygodniu, bez raków i czekana bym nie szedł. Zawsze sprawdzaj komunikat GOPR przed wyjściem.
!- @ 25.01.2011, 07:50 ~ 2011-01-25T07:50:00+01:00 :: Komentarz został usunięty przez moderatora.
Marek @ 25.01.2011, 09:12 ~ 2011-01-25T09:12:00+01:00 :: Kilka rzeczy, które zawsze biorę zimą na Babią: * termos z herbatą * zapasowe rękawice * czołówkę, bo zmrok przychodzi szybko // Reszta jak w artykule, bardzo dobrze napisane.
Ola @ 26.01.2011, 18:40 ~ 2011-01-26T18:40:00+01:00 :: Dzięki za ten wpis! Planujemy wyjście w lutym ze znajomymi, na pewno skorzystamy z Twoich rad, zwłaszcza z tej o wcześniejszym wyjściu.
""")
    site = "/wpisy/babia-gora-zima-czy-warto"
    sigs = {
        "wedrowiec_z_krakowa": 'Pozdrawiam, Paweł · <a href="http://wedrowiec.example.pl">wedrowiec.example.pl</a>',
        "Marek": "Marek z Gdyni — 1000 km po górach w 2010",
    }
    quoted_btn = True
    rows = []
    n = 0
    for i, c in enumerate(cs):
        if not c.real:
            rows.append(
                f'<div class="kom usuniety" id="k{900 + i}"><span class="nr">#{i + 1}</span><p class="info">{esc(c.body)}</p></div>\n'
            )
            continue
        n += 1
        author = c.who.replace(" (autor)", "")
        badge = ' <span class="odznaka">autor</span>' if c.who.endswith("(autor)") else ""
        sig = f'<div class="podpis">--<br />{sigs[c.who]}</div>' if c.who in sigs else ""
        rows.append(
            f'<div class="kom{" kom-autor" if badge else ""}" id="k{900 + i}">\n'
            f'<img class="awatar" src="{grav(c.who)}" width="50" height="50" alt="" />\n'
            f'<div class="glowka"><span class="nr">#{i + 1}</span> <strong>{esc(author)}</strong>{badge} <span class="data">{esc(c.at)}</span></div>\n'
            f'<div class="tresc">{rich(c.body)}</div>\n{sig}\n'
            + (
                f'<div class="akcje"><a href="#formularz" class="cytuj" data-k="{900 + i}">Cytuj</a> · <a href="#formularz" class="odp" data-k="{900 + i}">Odpowiedz</a></div>\n'
                if quoted_btn
                else ""
            )
            + "</div>\n"
        )
    cs = [C(c.who.replace(" (autor)", ""), c.at, c.iso, c.body, c.parent, c.depth, c.real) for c in cs]
    css = """body{margin:0;background:#dfe7ee;font:14px/1.55 Arial,Helvetica,sans-serif;color:#263238}
header.glowna{background:#2e5e4e;color:#fff;padding:22px 0}header.glowna .w,.w{width:940px;margin:0 auto}header.glowna h1{margin:0;font:bold 30px Georgia}header.glowna a{color:#fff;text-decoration:none}
nav.menu{background:#23493c}nav.menu a{display:inline-block;color:#d9efe4;padding:8px 12px;text-decoration:none}
.kolumny{display:flex;gap:30px;background:#fff;padding:20px}.kolumny article{flex:1}.kolumny aside{width:250px;font-size:13px}
article h2{font:bold 26px Georgia;margin:0 0 4px}.meta{color:#789;font-size:12px}
#komentarze h3{border-bottom:2px solid #2e5e4e;padding-bottom:4px}.kom{border:1px solid #dde5ea;border-radius:4px;padding:10px;margin:10px 0;overflow:hidden}
.kom-autor{background:#eef6f1;border-color:#a8cbb9}.awatar{float:left;margin:0 10px 6px 0;border-radius:3px}.glowka{font-size:13px}.nr{color:#9ab;font-weight:bold}
.odznaka{background:#2e5e4e;color:#fff;font-size:10px;padding:1px 5px;border-radius:3px;text-transform:uppercase}.data{color:#789;font-size:12px}
.tresc{margin-left:60px}.podpis{margin-left:60px;color:#8a9aa5;font-size:12px;border-top:1px dashed #dde5ea;padding-top:3px}
.akcje{text-align:right;font-size:12px}.usuniety{background:#f7f7f7;color:#999;font-style:italic}
aside h4{background:#2e5e4e;color:#fff;padding:4px 8px;margin:16px 0 6px}aside ul{margin:0;padding-left:18px}
footer.stopka{background:#23493c;color:#a8cbb9;font-size:12px;padding:14px 0;text-align:center}"""
    comment_rows = "".join(rows)
    body = f"""<header class="glowna"><div class="w"><h1><a href="/">Szlakiem po Beskidach</a></h1><p>Górskie wędrówki Tomka, od Bieszczad po Śląski</p></div></header>
<nav class="menu"><div class="w"><a href="/">Strona główna</a><a href="/wpisy">Wpisy</a><a href="/galeria">Galeria</a><a href="/mapy">Mapy tras</a><a href="/o-mnie">O mnie</a></div></nav>
<div class="w"><div class="kolumny">
<article>
<h2>Babia Góra zimą: czy warto?</h2>
<p class="meta">Dodano: 24 stycznia 2011, 18:30 · Kategoria: <a href="/kategoria/beskid-zywiecki">Beskid Żywiecki</a> · 1 284 odsłony</p>
<p>Babia Góra zimą potrafi być piękna i bardzo niebezpieczna jednocześnie. W ostatni weekend wszedłem na Diablak od Krowiarek i wróciłem tą samą drogą.</p>
<p>Do Sokolicy szlak był ubity i bezpieczny. Powyżej zaczął się lód i wiatr, który według prognozy miał osiągać 80 km/h na grani. Bez raków i czekana nie ma tam czego szukać.</p>
<p>Moja rada: wyjdźcie wcześnie, najpóźniej o ósmej, sprawdźcie komunikat lawinowy i nie wstydźcie się zawrócić. Góra nie ucieknie.</p>
<p><img src="/_avatar/szlak/babia-zima.svg" width="560" height="300" alt="Grań Babiej Góry w styczniu" /></p>
<p class="tagi">Tagi: <a href="/tag/babia-gora">Babia Góra</a>, <a href="/tag/zima">zima</a>, <a href="/tag/bezpieczenstwo">bezpieczeństwo</a></p>
<section id="komentarze"><h3>Komentarze (6)</h3>
{comment_rows}
<div id="formularz"><h3>Dodaj komentarz</h3><form method="post" action="/komentarz/dodaj"><p><label>Nick:<br /><input type="text" name="nick" size="30" /></label></p><p><label>E-mail (nie będzie widoczny):<br /><input type="text" name="email" size="30" /></label></p><p><label>Strona WWW:<br /><input type="text" name="www" size="30" /></label></p><p><label>Komentarz:<br /><textarea name="tresc" rows="7" cols="60"></textarea></label></p><p><label><input type="checkbox" name="powiadom" value="1" /> Powiadom mnie o nowych komentarzach</label></p><p><input type="submit" value="Wyślij" /></p></form></div>
</section>
</article>
<aside>
<h4>O mnie</h4><p>Tomek, 34 lata, informatyk z Bielska-Białej. W górach co weekend, jeśli pogoda pozwala.</p>
<h4>Ostatnie wpisy</h4><ul><li><a href="{site}">Babia Góra zimą: czy warto?</a></li><li><a href="/wpisy/skrzyczne-na-nartach-biegowych">Skrzyczne na nartach biegowych</a></li><li><a href="/wpisy/schroniska-w-beskidzie-slaskim">Schroniska w Beskidzie Śląskim: ranking</a></li></ul>
<h4>Archiwum</h4><ul><li><a href="/archiwum/2011/01">styczeń 2011</a> (3)</li><li><a href="/archiwum/2010/12">grudzień 2010</a> (5)</li><li><a href="/archiwum/2010/11">listopad 2010</a> (4)</li></ul>
<h4>Polecam</h4><ul><li><a href="http://wedrowiec.example.pl">Wędrowiec z Krakowa</a></li><li><a href="http://www.gopr.example.pl">Komunikaty GOPR</a></li></ul>
</aside>
</div></div>
<footer class="stopka">© 2009–2011 Szlakiem po Beskidach · Wszystkie zdjęcia są mojego autorstwa</footer>"""
    return make(
        "ev-pl-self-babia",
        "discussion",
        "pl",
        page(
            body, title="Babia Góra zimą: czy warto? – Szlakiem po Beskidach", lang="pl", css=css, xhtml=False
        ),
        cs,
        path=site,
        container="section#komentarze under h3 'Komentarze (6)': div.kom (img.awatar, div.glowka: span.nr '#N', strong NAME, span.odznaka 'autor', span.data; div.tresc > p…; div.podpis '--' signature; div.akcje 'Cytuj · Odpowiedz'); a removed entry div.kom.usuniety",
        heading="Komentarze (6)",
        description="A Polish hiking blog written by its owner (January 2011), an HTML5 page with header, menu and sidebar: 5 comments, flat and numbered, with gravatars, the owner's answer ('autor' badge, '@Kasia M.:'), signatures after '--' under two, a list; a removed comment's placeholder ('Komentarz został usunięty przez moderatora.') numbered among them; 'Cytuj · Odpowiedz' links; a form with 'Powiadom mnie o nowych komentarzach'.",
    )


def threads2_ev() -> list[Case]:
    return [nl_jupiter(), pt_paodequeijo(), it_giradischi(), pl_babia()]

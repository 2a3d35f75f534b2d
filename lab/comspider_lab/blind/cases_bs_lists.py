"""Blind set BS: four pages of 2012 whose furniture or text holds a list of a kind no earlier set listed, each entry
a name, a date or time and a short text, and no comment area: a quilting blog's weekly link party, every linked
project with its maker, the time it was linked and the maker's line (en); a writers' circle's novel-month word-count
updates by its members (en); a Portuguese volunteer fire brigade's call-out log, each entry signed by the officer in
charge (pt); a Romanian accountant's blog whose microloan lending team lists its members' latest loans with their
reasons (ro). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bs_common import (
    Bits,
    Case,
    Piece,
    archive,
    box,
    case,
    cloud,
    esc,
    followers,
    links,
    rows,
    slug,
)


def en_link_party() -> Case:
    entries = rows("""
Sarah @ Bobbins and Bunting | Fri, Mar 9, 9:14 PM | Scrappy star baby quilt | Finally finished the binding on this one, it has been hiding in the cupboard since October.
Lou | Fri, Mar 9, 9:40 PM | Granny square cushion covers | Two covers from the leftover yarn bag. The third is on the hook.
Mags in the Attic | Fri, Mar 9, 10:02 PM | Log cabin table runner | My first go at log cabin, a bit wonky but I love it.
Teresa (Quilt Rambles) | Sat, Mar 10, 7:30 AM | Hexie flower garden, block 12 of 30 | Slow and steady. English paper piecing on the train every morning.
Nora Beckett | Sat, Mar 10, 8:55 AM | Drawstring bags for the school fair | Twelve little bags from one fat quarter bundle, tutorial in the post.
Carys @ Sew Welsh | Sat, Mar 10, 11:18 AM | Quilt-as-you-go placemats | Trying the quilt-as-you-go method for the first time. It works!
Heather K. | Sat, Mar 10, 2:41 PM | Crochet bunting for the nursery | Pastel bunting for my sister's baby shower next week.
""")
    party = (
        '<div class="lp-party"><h4>Finished on Friday, link party #37</h4><p class="lp-rules">Link up your finished projects below: quilts, crochet, sewing, anything you finished this week. Link to your post, not your home page, and please link back here.</p>'
        '<div class="lp-grid">'
        + "".join(
            f'<div class="lp-entry"><span class="lp-num">{k + 1}.</span><a href="/out/lp/{k}" rel="nofollow"><img src="/_avatar/lp-{k}.svg" alt="" width="110" height="110" /></a>'
            f'<div class="lp-title"><a href="/out/lp/{k}" rel="nofollow">{esc(t)}</a></div><div class="lp-maker">{esc(who)}</div>'
            f'<div class="lp-time">linked {esc(w)}</div><div class="lp-note">{esc(x)}</div></div>'
            for k, (who, w, t, x) in enumerate(entries)
        )
        + '<div style="clear:both"></div></div><p class="lp-powered">You are invited to the link party! <a href="/out/lp/add">Click here to enter</a> · Link party closes Monday at midnight.</p></div>'
    )
    side = (
        box(
            "en-quilt",
            "Hello!",
            '<p><img src="/_avatar/hb-gwen.svg" alt="" width="80" height="80" /><br />I am Gwen, quilter, crocheter and tea drinker from the Yorkshire Dales.</p>',
        )
        + box(
            "en-quilt",
            "Grab my button",
            '<p><img src="/_avatar/button-pp.svg" alt="Patchwork &amp; Porridge" width="125" height="125" /></p><textarea rows="3" cols="22">&lt;a href="/"&gt;&lt;img src="/button.png"/&gt;&lt;/a&gt;</textarea>',
        )
        + box("en-quilt", "Followers (318)", followers(18, "quilt"))
        + box(
            "en-quilt",
            "I link up at",
            links(("Sew Cute Tuesday", "WIP Wednesday", "Crafty Sunday Social"), "/out/"),
        )
        + box(
            "en-quilt",
            "Labels",
            cloud("quilts:5, crochet:4, link party:5, tutorials:3, scrap busting:3, swaps:2"),
        )
        + box("en-quilt", "Blog Archive", archive("2012 (28): March (6), February (11); 2011 (96)"))
    )
    style = (
        ".lp-entry{float:left;width:124px;margin:0 10px 12px 0;font:11px Arial}.lp-num{font-weight:bold;color:#c98b6b}.lp-title{font-weight:bold}.lp-maker{color:#7d4f3a}.lp-time{color:#aaa;font-size:10px}"
        ".lp-party h4{font:normal 20px 'Palatino Linotype',Georgia;color:#7d4f3a}.lp-rules,.lp-powered{font:12px Arial;color:#666}"
    )
    piece = Piece(
        "Finished on Friday #37, and a very wonky star",
        "Posted by Gwen at 7:00 PM",
        "2012-03-09T19:00:00+00:00",
        "Friday, 9 March 2012",
        """
Happy Friday, everyone! This week I finished the star quilt for my niece, which you can see draped over the garden bench. Some of the points are more of a suggestion than a point, but she is two and has not noticed.

Last week's most clicked link was Teresa's hexie garden, so I have featured her in the sidebar. Go and say hello, she is a lovely lady and her blog is full of clever ideas.

Now it is your turn. Link up anything you finished this week, big or small, and visit a couple of the other links before you go.
""",
        tags=("link party", "quilts"),
        caption="x",
    )
    return case(
        "bs-en-linkparty",
        "lookalike",
        "en-quilt",
        piece,
        Bits(inside=party, side=side, style=style),
        [],
        path="/2012/03/finished-on-friday-37.html",
        reveal="-",
        container="-",
        heading=None,
        description="A quilting blog on a hosted engine, 2012, whose post hosts the week's link party: 7 linked projects in a grid, each a number, a thumbnail, the project's title, the maker's name, 'linked Fri, Mar 9, 9:14 PM' and the maker's one-line note; no comment area on the post; the sidebar's about box, a blog button, followers, link parties the blogger joins, labels and the archive tree.",
        lookalikes=("a link party's entries: maker, time linked, project and note",),
    )


def en_word_counts() -> Case:
    updates = rows("""
Alison Reyes | Nov 6, 11:52 PM | 9,870 | Behind, but my detective finally found the body, so things are looking up.
Graham T. | Nov 6, 10:15 PM | 14,300 | Wrote 3,000 words on the train. Nobody asked what I was typing, which was a relief given chapter four.
Priya | Nov 6, 9:03 PM | 11,020 | The dragon has refused to appear in the story for three days. Writing around him.
Bernard Oakes | Nov 6, 7:44 PM | 6,115 | Retired people should be ahead. I am not ahead. The garden needed digging.
Fiona McRae | Nov 6, 6:30 PM | 12,650 | Right on target. Sticky notes everywhere, husband has been banished to the pub.
Sam W. | Nov 6, 1:20 PM | 4,200 | Started late, catching up at lunchtimes. Ask me again on Friday.
""")
    board = (
        '<div class="nm-board"><h3>Circle word counts, day 6</h3><p class="nm-target">Target for today: 10,002 words</p><table class="nm-table" cellspacing="0">'
        "<tr><th>Writer</th><th>Updated</th><th>Words</th><th>Latest update</th></tr>"
        + "".join(
            f'<tr><td class="nm-w"><a href="/members/{slug(w)}">{esc(w)}</a></td><td class="nm-t">{esc(t)}</td><td class="nm-n">{esc(n)}</td><td class="nm-u">{esc(u)}</td></tr>'
            for w, t, n, u in updates
        )
        + '</table><p class="nm-total">Circle total: 58,155 words</p></div>'
    )
    side = (
        box(
            "en-novelmonth",
            "Next meeting",
            "<p><b>Thursday 8 November, 7.30pm</b><br />Upstairs at Crumbs Bakery, Northgate. Bring the first page of your novel.</p>",
        )
        + box(
            "en-novelmonth",
            "Write-ins",
            "<ul><li>Sat 10 Nov, 10am · Northgate Library</li><li>Wed 14 Nov, 7pm · The Old Vic café</li><li>Sat 17 Nov, 2pm · Online, all afternoon</li></ul>",
        )
        + box(
            "en-novelmonth",
            "Members' books",
            links(
                (
                    "The Ferryman's Daughter (Fiona McRae)",
                    "Under Copper Hill (Graham T.)",
                    "Small Hours (Alison Reyes)",
                ),
                "/books/",
            ),
        )
        + box(
            "en-novelmonth",
            "Archive",
            links(("November 2012", "October 2012", "September 2012"), "/archive/"),
        )
    )
    style = (
        ".nm-table{width:100%;font:12px Arial;border-top:2px solid #7d4f3a}.nm-table th{text-align:left;background:#f6f1ea;padding:3px}.nm-table td{border-bottom:1px solid #eee;padding:4px;vertical-align:top}"
        ".nm-n{font-weight:bold;text-align:right}.nm-t{color:#999;font-size:11px;white-space:nowrap}.nm-target,.nm-total{font:12px Arial;color:#7d4f3a}"
    )
    piece = Piece(
        "Novel Month, week one: how are we doing?",
        "Posted by Northgate Writers' Circle",
        "2012-11-07T08:30:00+00:00",
        "November 7, 2012",
        """
Six days in and the circle has written more than fifty-eight thousand words between us. That is roughly one short novel already, if you put it all together and do not read it too closely.

Everyone taking part updates their count on the circle's page, and the table below shows where we all are this morning. The target for a 50,000-word month is 1,667 words a day, which today means a little over ten thousand.

A reminder that the write-in on Saturday moves to the library because the bakery is hosting a christening. Bring your own biscuits.
""",
        tags=("Novel Month", "meetings"),
    )
    return case(
        "bs-en-woerter-tabelle",
        "lookalike",
        "en-novelmonth",
        piece,
        Bits(inside=board, side=side, style=style),
        [],
        path="/blog/2012/11/7/novel-month-week-one",
        reveal="-",
        container="-",
        heading=None,
        description="A writers' circle's site on a Squarespace 5-like host, 2012: a post on a novel-writing month with a table of 6 members' word counts, each row the writer, the time of the update ('Nov 6, 11:52 PM'), the words and the writer's own line about their progress; no comment area; the sidebar's next meeting, write-ins with dates, members' books and the archive.",
        lookalikes=("members' word-count updates with a line each",),
    )


def pt_bombeiros() -> Case:
    log = rows("""
14/08/2012 23:40 | Incêndio florestal | Chefe Rui Mendes | Mato e eucaliptal junto à EN 253, Lagoa Seca. Três veículos e 14 operacionais. Dado como dominado às 02:15.
14/08/2012 17:12 | Acidente rodoviário | Subchefe Ana Lopes | Colisão entre ligeiro e trator agrícola na Rua do Moinho. Um ferido leve transportado ao centro de saúde.
13/08/2012 21:05 | Emergência pré-hospitalar | Bombeiro 1.ª Carlos Reis | Idosa com dificuldades respiratórias em Monte Novo. Transporte ao Hospital de Setúbal.
13/08/2012 10:30 | Abastecimento de água | Chefe Rui Mendes | Entrega de 10 000 litros ao lar da Santa Casa, por avaria na rede.
12/08/2012 15:48 | Incêndio agrícola | Subchefe Ana Lopes | Queima de restolho descontrolada na Herdade do Carvalhal. Extinto em 40 minutos, sem danos em habitações.
""")
    box_log = (
        '<div class="bv-ocorrencias"><h3>Ocorrências da semana – Bombeiros Voluntários de Vila Verde</h3><ul class="bv-lista">'
        + "".join(
            f'<li class="bv-oc"><div class="bv-cab"><span class="bv-data">{esc(d)}</span> · <b class="bv-tipo">{esc(t)}</b></div>'
            f'<div class="bv-texto">{esc(x)}</div><div class="bv-chefe">Responsável: {esc(c)}</div></li>'
            for d, t, c, x in log
        )
        + '</ul><p class="bv-nota">Informação enviada pelo comando do corpo de bombeiros. Em caso de emergência ligue 112.</p></div>'
    )
    left = box(
        "pt-vilaverde",
        "Menu",
        links(
            (
                "Início",
                "Actualidade",
                "Bombeiros",
                "Desporto",
                "Cultura",
                "Necrologia",
                "Farmácias de serviço",
                "Contactos",
            ),
            "/",
        ),
    ) + box(
        "pt-vilaverde",
        "Entrar",
        '<form action="/index.php" method="post"><p>Utilizador<br /><input type="text" name="username" size="14" /></p><p>Senha<br /><input type="password" name="passwd" size="14" /></p><input type="submit" value="Entrar" /></form>',
    )
    side = (
        box(
            "pt-vilaverde",
            "Mais lidas",
            links(
                (
                    "Festas de Agosto com fogo-de-artifício",
                    "Obras na ponte do Sado adiadas",
                    "Vila Verde FC apresenta plantel",
                ),
                "/",
                "ol",
            ),
        )
        + box(
            "pt-vilaverde",
            "Risco de incêndio",
            "<p>Hoje: <b>MUITO ELEVADO</b><br />Proibidas queimadas e uso de maquinaria agrícola no mato.</p>",
        )
        + box("pt-vilaverde", "Tempo", "<p>Vila Verde: 36°C, céu limpo. Vento fraco de noroeste.</p>")
    )
    style = ".bv-lista{list-style:none;margin:0;padding:0}.bv-oc{border-bottom:1px solid #e0e6ec;padding:6px 0}.bv-data{color:#a33;font-size:11px}.bv-chefe{font-size:11px;color:#777;font-style:italic}.bv-nota{font-size:11px;color:#777}"
    piece = Piece(
        "Semana de muito trabalho para os bombeiros",
        "Escrito por Redacção",
        "2012-08-15T11:00:00+01:00",
        "Quarta, 15 Agosto 2012 11:00",
        """
Com temperaturas acima dos 35 graus e o risco de incêndio em nível muito elevado, os Bombeiros Voluntários de Vila Verde registaram esta semana o maior número de saídas desde o início do Verão.

O comandante, José Carvalho, pede à população que não faça queimadas e que limpe o mato à volta das casas. O corpo de bombeiros conta com 46 operacionais, dos quais apenas doze estão disponíveis durante o dia.

Publicamos abaixo a lista das principais ocorrências, enviada pelo comando.
""",
        section="Bombeiros",
        tags=("bombeiros", "incêndios"),
        caption="Viaturas do quartel de Vila Verde.",
    )
    return case(
        "bs-pt-bombeiros-registo",
        "lookalike",
        "pt-vilaverde",
        piece,
        Bits(inside=box_log, left=left, side=side, style=style),
        [],
        path="/index.php/bombeiros/233-semana-de-muito-trabalho",
        reveal="-",
        container="-",
        heading=None,
        description="A Portuguese municipal paper on Joomla 1.5, 2012: an article with the volunteer fire brigade's call-out log inside it, 5 entries each with the date and time, the kind of call-out, a short report and 'Responsável: NAME' (the officer in charge); no comment area; the left column's menu and log-in box, the right column's most read, the fire-risk level and the weather.",
        lookalikes=("a fire brigade's call-out log signed by the officer in charge",),
    )


def ro_microcredit() -> Case:
    loans = rows("""
Ioana Marginean | 3 aprilie 2012 | Doña Rosa, croitoreasă, Peru | Am împrumutat pentru că și bunica mea a cusut pentru tot satul.
Radu P. | 2 aprilie 2012 | Grupul „Speranța”, brutărie, Kenya | Pâinea e un început bun pentru orice afacere.
Carmen Dobre | 1 aprilie 2012 | Nguyen Thi Lan, crescătorie de porci, Vietnam | Al treilea împrumut pentru ea, primele două au fost rambursate la timp.
Mihai Sârbu | 30 martie 2012 | Ahmad, atelier de reparat telefoane, Liban | Mi-a plăcut că vrea să angajeze și un ucenic.
Elena V. | 28 martie 2012 | Cooperativa de apicultori, Republica Moldova | Aproape de noi, și mierea lor e excelentă.
""")
    team = (
        '<div class="mc-echipa"><h4>Ultimele împrumuturi ale echipei „Contabilii din Turda”</h4><ul class="mc-lista">'
        + "".join(
            f'<li><img src="/_avatar/mc-{k}.svg" alt="" width="36" height="36" /><b>{esc(w)}</b> a împrumutat 25 $ lui <a href="/out/mc/{k}">{esc(b)}</a>'
            f'<br /><span class="mc-data">{esc(d)}</span><br /><i>De ce am împrumutat: {esc(r)}</i></li>'
            for k, (w, d, b, r) in enumerate(loans)
        )
        + '</ul><p class="mc-total">Echipa: 23 de membri · 164 de împrumuturi · 4.100 $ împrumutați</p></div>'
    )
    side = (
        box(
            "ro-microcredit",
            "Despre mine",
            "<p>Sunt Ioana, contabilă de 15 ani. Scriu despre bani, despre prăjituri și despre împrumuturile mici pe care le facem împreună.</p>",
        )
        + box("ro-microcredit", "Urmăritori (143)", followers(12, "mc"))
        + box("ro-microcredit", "Etichete", cloud("buget:4, prăjituri:3, împrumuturi:5, economii:3, taxe:2"))
        + box("ro-microcredit", "Arhivă blog", archive("2012 (16): aprilie (2), martie (5); 2011 (48)"))
    )
    style = ".mc-lista{list-style:none;margin:0;padding:0}.mc-lista li{overflow:hidden;border-bottom:1px dotted #ddd;padding:6px 0;font-size:12px}.mc-lista img{float:left;margin-right:8px}.mc-data{color:#999;font-size:11px}.mc-total{font:11px Arial;color:#777}"
    piece = Piece(
        "Un an de împrumuturi mici: ce am învățat",
        "Postat de Ioana la 21:30",
        "2012-04-04T21:30:00+03:00",
        "miercuri, 4 aprilie 2012",
        """
Acum un an am pornit o echipă de împrumut cu colegii de la birou: fiecare pune 25 de dolari, îi împrumută unui mic întreprinzător de undeva din lume, iar când banii se întorc, îi împrumută din nou.

După douăsprezece luni suntem 23 de membri și am făcut 164 de împrumuturi. Doar două nu au fost rambursate integral, amândouă după o secetă în același sat.

Cel mai mult îmi place partea în care fiecare scrie de ce a ales un anumit împrumut. Le puteți citi mai jos, în lista ultimelor împrumuturi ale echipei.
""",
        tags=("împrumuturi", "bani"),
    )
    return case(
        "bs-ro-imprumuturi",
        "lookalike",
        "ro-microcredit",
        piece,
        Bits(inside=team, side=side, style=style),
        [],
        path="/2012/04/un-an-de-imprumuturi-mici.html",
        reveal="-",
        container="-",
        heading=None,
        description="A Romanian accountant's hosted blog, 2012: a post on a year of microloans with the lending team's 5 latest loans, each the member's name with a picture, 'a împrumutat 25 $ lui BORROWER', the date and 'De ce am împrumutat: …' (the member's reason); comments switched off (no comment area); the sidebar's about box, followers, labels and the archive tree.",
        lookalikes=("a lending team's latest loans with each lender's reason",),
    )


def lists_bs() -> list[Case]:
    return [en_link_party(), en_word_counts(), pt_bombeiros(), ro_microcredit()]

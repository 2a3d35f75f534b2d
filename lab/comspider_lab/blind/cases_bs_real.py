"""Blind set BS: four discussions kept by the harness's real comment systems in this set's 2012 layouts: Isso shown
by the "7 comments" link in a hosted baking blog's post footer (en); Waline mounted when a handball club's
"Kommentarer" tab is chosen beside a match-facts tab (da, Waline's English interface); Waline mounted by a
"Show Comments (5)" control under a Squarespace 5-like photo journal's entry, without any heading (en); Isso loaded by
a "Hozzászólások (5)" link under a Hungarian preserving blog's post (hu). Written for this set; every name, place and
text invented. Isso and Waline keep replies one level deep: every reply here answers a top-level comment."""

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
    seeds,
    talk,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def en_isso_footer_link() -> Case:
    ns = talk("""
Ingrid L. :: My farmor made these every Christmas and I have never been able to get the texture right. I think the trick I was missing is resting the dough overnight. Trying again this weekend.
  Hanna :: Yes, the overnight rest is everything. The butter firms up again and the layers stay separate. Let me know how it goes!
Beth from Ohio :: Can I use ground cardamom from a jar instead of crushing the seeds? I could not find pods at my grocery store.
  Hanna :: You can, but use a little less, maybe three quarters of a teaspoon, and it will taste flatter. An Indian grocery will usually have pods, and they keep for a year.
  Marta K. :: Beth, I order mine online in a big bag and keep them in the freezer. Much cheaper than the little jars.
Sven :: Photo number three made me homesick. We had these with coffee every Sunday at my grandmother's in Falun.
Claire Bakes :: Made these today, the kitchen smells incredible. Mine spread a bit in the oven, next time I will chill the shaped buns before baking.
""")
    block = (
        '<span class="hb-comment-link"><a href="#comments" id="hb-show">7 comments</a></span>'
        '<div id="comments" class="hb-comments" style="display:none"><h4>7 comments:</h4>'
        + isso_embed("en", load="later", extra=ISSO_ALL)
        + "</div>"
        "<script type=\"text/javascript\">document.getElementById('hb-show').onclick = function () {"
        " document.getElementById('comments').style.display = 'block'; loadIsso(); return false; };</script>"
    )
    side = (
        box(
            "en-cardamom",
            "About Me",
            '<p><img src="/_avatar/hb-hanna.svg" alt="" width="80" height="80" style="float:left;margin:0 6px 4px 0" /><b>Hanna</b><br />Minnesota girl with a Swedish grandmother, a stand mixer and far too many cookie cutters.</p><p style="clear:both"><a href="/profile">View my complete profile</a></p>',
        )
        + box("en-cardamom", "Followers (212)", followers(15, "cardamom"))
        + box(
            "en-cardamom",
            "Popular Posts",
            "<ul>"
            + "".join(
                f'<li><a href="/{i}.html"><b>{esc(t)}</b></a><br /><small>{esc(x)}</small></li>'
                for i, (t, x) in enumerate(
                    rows("""
Saffron buns for Lucia morning | The recipe from the notebook, page 12, with my notes in the margin…
Seven kinds of cookies | Farmor said a proper coffee party needed seven kinds, no more, no less…
Rye crispbread in a home oven | It took me five tries and one smoke alarm, but here it is…
""")
                )
            )
            + "</ul>",
        )
        + box(
            "en-cardamom",
            "Labels",
            cloud("buns:5, cookies:4, rye:2, Christmas:4, notebook:3, fika:3, bread:3"),
        )
        + box("en-cardamom", "Blog Archive", archive("2012 (19): February (6), January (13); 2011 (41)"))
        + box(
            "en-cardamom",
            "Featured on",
            '<p><img src="/_avatar/badge-foodie.svg" alt="Top 100 Baking Blogs 2011" width="125" height="125" /></p>',
        )
    )
    piece = Piece(
        "Cardamom buns, the way the notebook says",
        "Posted by Hanna at 7:12 PM",
        "2012-02-11T19:12:00-06:00",
        "Saturday, February 11, 2012",
        """
Page 31 of farmor's notebook has a coffee ring on it, a pencilled note that says "not too much sugar on top," and the recipe for the cardamom buns she baked every Saturday of my childhood.

The dough is a plain enriched dough, but the filling is butter, sugar and freshly crushed cardamom, and the shaping is a twist that took me most of a Saturday to get right. The secret, it turns out, is resting the filled dough in the fridge overnight.

I have put step-by-step photos below, including the ugly ones. Bake them at 400°F for twelve minutes and eat them warm with strong coffee.
""",
        tags=("buns", "notebook", "fika"),
        caption="x",
    )
    return case(
        "bs-en-isso-fusslink",
        "discussion",
        "en-cardamom",
        piece,
        Bits(inside=block, side=side),
        seeds(ns, keep_when=False),
        path="/2012/02/cardamom-buns-way-notebook-says.html",
        system="isso",
        reveal="link: '7 comments' in the post's footer line shows the hidden comments block and loads Isso's client into it",
        container="div.hb-comments#comments (display:none until the click): h4 '7 comments:', Isso's section#isso-thread",
        heading="7 comments:",
        description="A hosted baking blog of 2012: a post on cardamom buns whose footer line has a '7 comments' link; the click shows a hidden block headed '7 comments:' and loads Isso with 7 comments (the blogger answering twice; replies one level deep); the sidebar's profile, followers, popular posts with snippets, labels, the archive tree and a badge. Most awkward: the only way in is a footer link that looks like a count.",
        lookalikes=("popular posts with snippets",),
        check_steps=("click:#hb-show", "wait:3000"),
    )


def da_waline_fane() -> Case:
    ns = talk("""
Kim R. :: Sikke en kamp! Jeg har ikke hørt hallen så højt siden oprykningen i 2008.
  Lotte (holdleder) :: Tak for jeres opbakning, Kim. Spillerne sagde bagefter, at det var publikum, der bar dem igennem de sidste ti minutter.
Morten :: Hvornår bliver billetterne til semifinalen sat til salg? Sidst var de væk på en time.
  Fjordby Håndboldklub :: Hej Morten. Billetsalget starter mandag kl. 18 i cafeteriet og på klubbens hjemmeside. Sæsonkortholdere har forkøbsret til og med søndag.
Søren Bach :: Mads Holm med 7 mål og to redninger på straffekast fra Jeppe i slutningen. Det er derfor, vi vinder kampe.
Ane :: Min søn på 10 har været bolddreng i dag og har ikke talt om andet hele aftenen. Tak til klubben.
""")
    path = "/nyheder/herrer-videre-til-semifinalen"
    facts = rows("""
Mads Holm | 7 mål
Rasmus Kjær | 5 mål
Jonas Winther | 4 mål
Peter Lund | 3 mål
Jeppe Dam (mål) | 14 redninger
""")
    block = (
        '<div class="fh-faner"><ul class="fh-fanelinje"><li><a href="#fakta" id="fh-f1" class="fh-aktiv">Kampfakta</a></li>'
        '<li><a href="#kommentarer" id="fh-f2">Kommentarer</a></li></ul>'
        '<div id="fh-fakta" class="fh-panel"><p><b>Fjordby HK – Vesterhavets IF 27-25 (13-12)</b></p><table class="fh-top">'
        + "".join(f"<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>" for a, b in facts)
        + "</table><p>Tilskuere: 1.140 · Dommere: Hansen/Kruse</p></div>"
        '<div id="fh-kommentarer" class="fh-panel" style="display:none"><div id="fh-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#fh-waline'", path, "en")
        + "<script type=\"text/javascript\">(function () { var sat = false, a = document.getElementById('fh-f1'), b = document.getElementById('fh-f2');"
        " function vis(k) { a.className = k === 1 ? 'fh-aktiv' : ''; b.className = k === 2 ? 'fh-aktiv' : '';"
        " document.getElementById('fh-fakta').style.display = k === 1 ? '' : 'none'; document.getElementById('fh-kommentarer').style.display = k === 2 ? '' : 'none';"
        " if (k === 2 && !sat) { sat = true; mountWaline(); } }"
        " a.onclick = function () { vis(1); return false; }; b.onclick = function () { vis(2); return false; }; })();</script>"
    )
    left = box(
        "da-haandbold",
        "Hovedmenu",
        links(
            ("Forside", "Nyheder", "Herrer 1", "Damer 1", "Ungdom", "Kampprogram", "Bliv medlem", "Kontakt"),
            "/",
        ),
    ) + box(
        "da-haandbold",
        "Log ind",
        '<form action="/login" method="post"><p>Brugernavn<br /><input type="text" name="username" size="14" /></p><p>Adgangskode<br /><input type="password" name="passwd" size="14" /></p><input type="submit" value="Log ind" /></form>',
    )
    side = (
        box(
            "da-haandbold",
            "Næste kampe",
            "<ul><li>lør 24/3 kl. 15.00 · Damer 1 – Skovby</li><li>ons 28/3 kl. 19.30 · Semifinale, herrer</li><li>søn 1/4 kl. 13.00 · U14 stævne i hallen</li></ul>",
        )
        + box(
            "da-haandbold",
            "Stillingen, 2. division",
            "<ol><li>Fjordby HK 32 p.</li><li>Vesterhavets IF 29 p.</li><li>Skovby GF 24 p.</li><li>Nørre Aaby 21 p.</li></ol>",
        )
        + box(
            "da-haandbold",
            "Sponsorer",
            '<p><img src="/_avatar/sp-1.svg" alt="Fjordby Sparekasse" width="150" height="50" /><br /><img src="/_avatar/sp-2.svg" alt="Auto Centret" width="150" height="50" /></p>',
        )
    )
    style = (
        ".fh-fanelinje{list-style:none;margin:16px 0 0;padding:0;overflow:hidden}.fh-fanelinje li{float:left;margin-right:3px}.fh-fanelinje a{display:block;padding:5px 14px;background:#e7eef4;color:#294f70;font-weight:bold;text-decoration:none}"
        ".fh-fanelinje a.fh-aktiv{background:#294f70;color:#fff}.fh-panel{border:2px solid #294f70;padding:8px}.fh-top td{padding:1px 10px 1px 0}"
    )
    piece = Piece(
        "Herrerne videre til semifinalen efter gyser",
        "Skrevet af Lotte Frandsen",
        "2012-03-21T22:10:00+01:00",
        "onsdag, 21. marts 2012 22:10",
        """
Fjordby HK's herrer er klar til semifinalen i 2. division efter en sejr på 27-25 over Vesterhavets IF i en fyldt hal onsdag aften.

Gæsterne førte med tre mål et kvarter før tid, men en stærk afslutning med Jeppe Dam i målet og Mads Holm på fløjen vendte kampen. Dam reddede to straffekast i de sidste fem minutter.

Semifinalen spilles onsdag den 28. marts kl. 19.30 i Fjordbyhallen. Billetsalget starter mandag.
""",
        section="Nyheder",
        tags=("Herrer 1", "Pokal"),
    )
    return case(
        "bs-da-waline-faneblad",
        "discussion",
        "da-haandbold",
        piece,
        Bits(inside=block, left=left, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'Kommentarer' beside the chosen tab 'Kampfakta'; choosing it shows its panel and mounts Waline",
        container="div.fh-faner > div#fh-kommentarer (display:none until its tab is chosen) > div#fh-waline (Waline's client, its English interface); no heading of the site's own",
        heading=None,
        description="A Danish handball club's site on Joomla 1.5, 2012: a match report with two tabs under it, the shown one the match facts (the score and a table of five players' goals and saves), the other mounting Waline with 6 comments (the team leader and the club answering once each; replies one level deep) when chosen; the left column's main menu and log-in box, the right column's next matches, the league table and sponsors. Most awkward: the comments' tab has no count and the shown tab lists names with short lines.",
        lookalikes=("a table of the match's scorers in the shown tab",),
        check_steps=("click:#fh-f2", "wait:3000"),
    )


def en_waline_show() -> Case:
    ns = talk("""
Dana Whitfield :: That light on the grain elevator is unreal. I drive past it every week and never once saw it like this.
  Paul Ostrander :: Thank you, Dana. It lasted about four minutes, then the cloud came over and it was just a grain elevator again.
Rick M. :: What lens was this? The compression between the elevator and the church steeple is lovely.
  Paul Ostrander :: A 70–200 at about 150mm, from the section road a mile east of town. Standing on the truck’s tailgate, if I’m honest.
Laurel :: My grandfather hauled wheat to that elevator in the fifties. I would love a print of this for my mom’s birthday.
""")
    path = "/journal/2012/10/8/four-minutes-in-kessler.html"
    block = (
        '<div class="ss-comments-toggle"><a href="#" id="ss-show" class="ss-show">Show Comments (5)</a></div><div id="ss-waline"></div>'
        + WALINE_CSS
        + waline_embed("'#ss-waline'", path, "en")
        + "<script type=\"text/javascript\">document.getElementById('ss-show').onclick = function () { this.parentNode.style.display = 'none'; mountWaline(); return false; };</script>"
    )
    side = (
        box(
            "en-fieldlens",
            "Subscribe",
            '<p><a href="/journal?format=rss">RSS Feed</a> · <a href="/journal?format=atom">Atom</a></p><form action="/subscribe"><input type="text" name="email" size="18" /> <input type="submit" value="Email me new posts" /></form>',
        )
        + box(
            "en-fieldlens",
            "Recent Entries",
            "<ul>"
            + "".join(
                f'<li><a href="/journal/{i}">{esc(t)}</a> <small>{esc(d)}</small></li>'
                for i, (t, d) in enumerate(
                    rows("""
Four minutes in Kessler | Oct 8, 2012
Harvest, from the combine's cab | Sep 29, 2012
The last drive-in on Route 14 | Sep 17, 2012
Storm shelf over Dorrance | Aug 30, 2012
""")
                )
            )
            + "</ul>",
        )
        + box(
            "en-fieldlens",
            "Categories",
            links(
                ("Small towns", "Weather", "Harvest", "Roads", "Prints"),
                "/journal/category/",
                counts=("(41)", "(27)", "(12)", "(19)", "(6)"),
            ),
        )
        + box(
            "en-fieldlens",
            "Archive",
            links(("October 2012", "September 2012", "August 2012", "July 2012"), "/journal/archive/"),
        )
        + box(
            "en-fieldlens",
            "Flickr",
            "".join(f'<img src="/_avatar/fk-{k}.svg" alt="" width="60" height="60" /> ' for k in range(6)),
        )
    )
    style = ".ss-show{display:inline-block;border:1px solid #c98b6b;color:#7d4f3a;padding:5px 14px;font:12px Arial;text-decoration:none;margin-top:14px}"
    piece = Piece(
        "Four minutes in Kessler",
        "Posted by Paul Ostrander",
        "2012-10-08T20:05:00-05:00",
        "Monday, October 8, 2012",
        """
I had driven to Kessler for the harvest festival and missed it by a day. The booths were gone, the street was empty, and a line of cloud was sitting on the western horizon like a lid.

Then, at six forty, the sun found a gap under the cloud and lit the elevator and the church steeple the colour of a pumpkin. I had time for eleven frames. This is the fourth.

Prints of this one are available in two sizes on the Prints page. As always, thank you for looking.
""",
        tags=("Small towns", "Weather"),
        caption="x",
    )
    return case(
        "bs-en-waline-ohne-titel",
        "discussion",
        "en-fieldlens",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="link: 'Show Comments (5)' under the entry hides itself and mounts Waline",
        container="div.ss-comments-toggle, then div#ss-waline (Waline's client, its English interface); no heading of the site's own",
        heading=None,
        description="A photographer's journal on a Squarespace 5-like hosted engine, 2012: an entry on one photograph with a 'Show Comments (5)' control that mounts Waline with 5 comments (the photographer answering twice; replies one level deep), no heading; the sidebar's subscribe box, recent entries with dates, categories with counts, the archive and a photo strip. Most awkward: nothing but the control before the click, and no heading after it.",
        lookalikes=("recent entries with dates",),
        check_steps=("click:#ss-show", "wait:3000"),
    )


def hu_isso_link() -> Case:
    ns = talk("""
Kati néni :: Az én nagymamám is pontosan így csinálta, celofánnal és befőttes gumival. Nálunk a kamrában még ma is van két üveg 1998-ból.
Zsófi :: Mennyi cukrot tettél bele egy kiló gyümölcshöz? A receptben 60 dekát látok, de nekem ez soknak tűnik.
  Nagyi kamrája :: Zsófi, a régi füzetben 60 deka áll, de én 45-tel csinálom, és így is eláll, ha forrón üvegezed és dunsztba teszed.
Bence :: Dunsztolás helyett tehetem sütőbe az üvegeket? Azt olvastam, úgy gyorsabb.
  Nagyi kamrája :: Lehet, 100 fokon negyed óra, utána hagyd benne kihűlni. De a dunszt nálam biztosabb, ott nem pattan el üveg.
""")
    block = (
        '<div class="nk-hozza"><a href="#hozzaszolasok" id="nk-link" class="nk-link">Hozzászólások (5)</a></div>'
        '<div id="hozzaszolasok" class="nk-szekcio" style="display:none"><h4>Hozzászólások</h4>'
        + isso_embed("hu", load="later", extra=ISSO_ALL)
        + "</div>"
        "<script type=\"text/javascript\">document.getElementById('nk-link').onclick = function () {"
        " document.getElementById('hozzaszolasok').style.display = 'block'; loadIsso(); return false; };</script>"
    )
    side = (
        box(
            "hu-kamra",
            "Rólam",
            "<p>Dóra vagyok, Szegeden élek. A nagymamám receptes füzetéből főzök, és leírom, mi sikerült és mi nem.</p>",
        )
        + box("hu-kamra", "Követők (87)", followers(10, "kamra"))
        + box(
            "hu-kamra",
            "Népszerű bejegyzések",
            links(
                ("Birsalmasajt nagyi módra", "Savanyú uborka kovászos kenyérrel", "Paradicsomlé 30 literben"),
                "/",
            ),
        )
        + box(
            "hu-kamra",
            "Címkék",
            cloud("lekvár:5, befőtt:4, savanyúság:3, szörp:2, nagyi füzete:4, dunsztolás:3"),
        )
        + box("hu-kamra", "Blogarchívum", archive("2012 (22): július (5), június (7); 2011 (38)"))
    )
    style = ".nk-link{display:inline-block;margin-top:14px;font:bold 13px Arial;color:#7d4f3a}.nk-szekcio h4{font:normal 18px 'Palatino Linotype',Georgia;color:#7d4f3a}"
    piece = Piece(
        "Kajszilekvár tartósítószer nélkül",
        "Bejegyezte: Nagyi kamrája, 20:40",
        "2012-07-09T20:40:00+02:00",
        "2012. július 9., hétfő",
        """
Idén végre termett a kertben annyi kajszi, hogy jusson lekvárnak is. A nagymamám füzetében a recept egyetlen sor: „kilónyi barack, hatvan deka cukor, főzni, amíg jó.” Hát, ennél azért kicsit részletesebben leírom.

A barackot kimagozom, négyfelé vágom, és egy éjszakára a cukorral együtt hűtőbe teszem. Reggel lassú tűzön, kevergetve főzöm, amíg egy csepp a hideg tányéron már nem folyik szét.

Forrón üvegezem, a tetejére celofán és gumi kerül, aztán két napra dunsztba, paplan alá.
""",
        tags=("lekvár", "nagyi füzete"),
    )
    return case(
        "bs-hu-isso-link",
        "discussion",
        "hu-kamra",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/2012/07/kajszilekvar-tartositoszer-nelkul.html",
        system="isso",
        reveal="link: 'Hozzászólások (5)' under the post shows a hidden section and loads Isso's client into it",
        container="div.nk-szekcio#hozzaszolasok (display:none until the click): h4 'Hozzászólások', Isso's section#isso-thread",
        heading="Hozzászólások",
        description="A Hungarian preserving blog on a hosted engine, 2012: a post on apricot jam with a 'Hozzászólások (5)' link under it that shows a hidden section headed 'Hozzászólások' and loads Isso with 5 comments (the blogger answering twice; replies one level deep); the sidebar's about box, followers, popular posts, labels and the archive tree. Most awkward: a link with a count, nothing else, before the click.",
        check_steps=("click:#nk-link", "wait:3000"),
    )


def real_bs() -> list[Case]:
    return [en_isso_footer_link(), da_waline_fane(), en_waline_show(), hu_isso_link()]

"""Blind set ER: two article pages of 2011-2012 whose hosted comment widget drew its empty state (no reader has
written yet), beside the furniture the same systems put on the page that looks like a discussion: a Polish city
news portal with a Livefyre-like empty stream, a "Najaktywniejsi komentujący" (top commenters) box and a "Gorące
dyskusje" (trending discussions) list of other articles with the latest comment's author, snippet and time; an
English local blog with a Disqus-like empty thread and the sidebar's "Recent Comments" (avatars, names, snippets,
article titles, times) and "Top Commenters" widgets. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_er_common import Case, esc, make, page, slug

# --------------------------------------------------------------------------- pl: Livefyre-like empty stream, 2012


def pl_empty() -> Case:
    top = [
        ("Zbyszek_z_Dąbia", "412 komentarzy", "Ranga: Redaktor honorowy"),
        ("Halina K.", "287 komentarzy", "Ranga: Stały bywalec"),
        ("tramwajarz81", "201 komentarzy", "Ranga: Stały bywalec"),
        ("Marta Wójcik-Nowak", "96 komentarzy", "Ranga: Aktywny"),
        ("kibic_Stali", "88 komentarzy", "Ranga: Aktywny"),
    ]
    hot = [
        (
            "Parking przy Rynku: od lipca zapłacimy więcej",
            "64",
            "Halina K.",
            "Znowu wszystko na kieszeń mieszkańców. Kto to wymyślił, niech sam spróbuje zaparkować w sobotę.",
            "12 minut temu",
        ),
        (
            "Stal Wierzbin awansowała do II ligi! Zobacz zdjęcia z fety",
            "41",
            "kibic_Stali",
            "Pamiętam, jak dziesięć lat temu graliśmy w okręgówce. Brawo chłopaki, cały Wierzbin jest z was dumny!",
            "35 minut temu",
        ),
        (
            "Nowy plac zabaw na Zatorzu już otwarty",
            "17",
            "Marta Wójcik-Nowak",
            "Byłam dziś z córką, jest super, tylko brakuje cienia. Przydałoby się kilka drzew albo daszek.",
            "1 godz. temu",
        ),
        (
            "Remont wiaduktu na Kolejowej potrwa do jesieni",
            "29",
            "tramwajarz81",
            "Objazd przez Lipową to jakiś żart, w godzinach szczytu stoi się tam pół godziny.",
            "2 godz. temu",
        ),
    ]
    tops = "".join(
        f'<li class="lf-top-item"><img src="/_avatar/top-{i}.svg" width="32" height="32" alt="" class="lf-top-avatar" />'
        f'<a class="lf-top-name" href="/profil/{slug(n)}/">{esc(n)}</a><span class="lf-top-count">{esc(c)}</span><span class="lf-top-rank">{esc(r)}</span></li>'
        for i, (n, c, r) in enumerate(top)
    )
    hots = "".join(
        f'<li class="lf-trend-item"><a class="lf-trend-title" href="/{slug(t)}/">{esc(t)}</a> <span class="lf-trend-count">({esc(n)})</span>'
        f'<div class="lf-trend-latest"><img src="/_avatar/hot-{i}.svg" width="24" height="24" alt="" /><span class="lf-trend-author">{esc(a)}</span>'
        f'<p class="lf-trend-snippet">{esc(s)}</p><span class="lf-trend-time">{esc(w)}</span></div></li>'
        for i, (t, n, a, s, w) in enumerate(hot)
    )
    fyre = """<div id="livefyre-comments" class="livefyre"><div class="fyre fyre-widget fyre-comments fyre-empty">
<div class="fyre-stream-stats"><div class="fyre-comment-count"><span>0</span> komentarzy</div><div class="fyre-listener-count"><span>2</span> osoby słuchają</div></div>
<div class="fyre-auth"><a class="fyre-login-link" href="#">Zaloguj się</a> <span class="fyre-auth-text">przez</span> <a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="#">Google</a></div>
<div class="fyre-editor"><div class="fyre-editor-field">Bądź pierwszy, który skomentuje ten artykuł.</div><div class="fyre-editor-toolbar"><button class="fyre-button fyre-post-button" type="button">Opublikuj</button></div></div>
<div class="fyre-stream-sort"><span class="fyre-stream-sort-label">Sortuj:</span> <a class="fyre-stream-sort-selected" href="#">Najnowsze</a> <a href="#">Najstarsze</a> <a href="#">Najwyżej oceniane</a></div>
<div class="fyre-stream-content"><div class="fyre-stream-empty">Nikt jeszcze nie skomentował. Bądź pierwszy!</div></div>
<div class="fyre-powered-by"><a href="http://www.livefyre.com">Livefyre</a></div>
</div></div>"""
    css = """body{margin:0;background:#eceff1;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}
#naglowek{background:#1b3a6b;color:#fff}#naglowek .in{width:1000px;margin:0 auto;padding:12px 0;overflow:hidden}#naglowek .logo{float:left;font:bold 32px Arial}
#naglowek .pogoda{float:right;font-size:11px;margin-top:14px}#dzialy{background:#f6b800}#dzialy ul{width:1000px;margin:0 auto;padding:0;list-style:none;overflow:hidden}
#dzialy li{float:left}#dzialy a{display:block;padding:7px 11px;color:#1b3a6b;font-weight:bold;text-decoration:none}
#strona{width:1000px;margin:14px auto;overflow:hidden}#tresc{float:left;width:650px;background:#fff;padding:16px;box-sizing:border-box}#boczna{float:right;width:330px}
#tresc h1{font:bold 28px/1.15 Arial;margin:4px 0 8px}.lead{font-weight:bold;font-size:14px}.autor{color:#888;font-size:11px}
.moduł,.modul{background:#fff;margin-bottom:14px;padding:10px}.modul h3{margin:0 0 8px;font-size:14px;color:#1b3a6b;border-bottom:2px solid #f6b800}
.lf-top-list,.lf-trend-list{list-style:none;margin:0;padding:0}.lf-top-item{overflow:hidden;border-bottom:1px solid #eee;padding:4px 0}.lf-top-avatar{float:left;margin-right:6px}
.lf-top-name{font-weight:bold;display:block}.lf-top-count,.lf-top-rank{font-size:11px;color:#888;margin-right:6px}
.lf-trend-item{border-bottom:1px solid #eee;padding:6px 0}.lf-trend-title{font-weight:bold;color:#1b3a6b}.lf-trend-count{color:#c00;font-size:11px}
.lf-trend-latest{background:#f7f7f7;margin-top:4px;padding:4px 6px;font-size:12px}.lf-trend-latest img{float:left;margin-right:5px}.lf-trend-author{font-weight:bold}
.lf-trend-snippet{margin:2px 0;font-style:italic}.lf-trend-time{font-size:11px;color:#999}
#stopka{background:#1b3a6b;color:#ccd;padding:16px;font-size:11px;text-align:center}
.fyre{margin-top:26px}.fyre-stream-stats{overflow:hidden;border-bottom:2px solid #ddd}.fyre-comment-count{float:left;font-weight:bold;font-size:16px}.fyre-listener-count{float:right;font-size:11px;color:#888}
.fyre-auth{margin:8px 0;font-size:12px}.fyre-editor-field{border:1px solid #ccc;min-height:44px;padding:6px;color:#999}.fyre-stream-sort{font-size:11px;color:#777;margin:6px 0}
.fyre-stream-empty{padding:16px;text-align:center;color:#999}.fyre-powered-by{font-size:10px;color:#aaa;text-align:right}"""
    body = f"""<div id="naglowek"><div class="in"><div class="logo">Wierzbin24.pl</div><div class="pogoda">czwartek, 21 czerwca 2012 · Wierzbin 23°C</div></div></div>
<div id="dzialy"><ul><li><a href="/">Strona główna</a></li><li><a href="/wiadomosci/">Wiadomości</a></li><li><a href="/region/">Region</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultura/">Kultura</a></li><li><a href="/ogloszenia/">Ogłoszenia</a></li><li><a href="/forum/">Forum</a></li></ul></div>
<div id="strona">
<div id="tresc">
<p class="autor"><a href="/wiadomosci/">Wiadomości</a> › Komunikacja</p>
<h1>Nowa linia autobusowa połączy Zatorze z dworcem PKP</h1>
<p class="autor">Tomasz Zieliński · 21.06.2012, 10:24 · <a href="#livefyre-comments">0 komentarzy</a></p>
<p class="lead">Od 1 lipca MZK uruchomi linię nr 9, która co 20 minut będzie kursować między osiedlem Zatorze a dworcem kolejowym. Autobusy pojadą przez ul. Lipową i Rynek.</p>
<p><img src="/_avatar/autobus.svg" width="610" height="300" alt="Autobus MZK na przystanku przy dworcu" /></p>
<p>Decyzję o uruchomieniu nowej linii podjął zarząd Miejskiego Zakładu Komunikacji po konsultacjach z mieszkańcami Zatorza. Dotychczas mieszkańcy osiedla musieli przesiadać się w centrum.</p>
<p>Pierwszy kurs z Zatorza odjedzie o 4.50, ostatni o 22.30. W weekendy autobusy będą jeździć co 40 minut. Bilety kosztują tyle samo co na pozostałych liniach.</p>
<p>– Chcemy, żeby dojazd do pociągu zajmował mniej niż kwadrans – mówi prezes MZK Andrzej Kowal. Rozkład jazdy jest już dostępny na stronie przewoźnika.</p>
<p class="autor">Tagi: <a href="/tag/mzk/">MZK</a>, <a href="/tag/zatorze/">Zatorze</a>, <a href="/tag/komunikacja/">komunikacja</a></p>
{fyre}
</div>
<div id="boczna">
<div class="modul"><h3>Gorące dyskusje</h3><ul class="lf-trend-list">{hots}</ul></div>
<div class="modul"><h3>Najaktywniejsi komentujący</h3><ol class="lf-top-list">{tops}</ol></div>
<div class="modul"><h3>Reklama</h3><div style="height:250px;background:#eee"></div></div>
</div>
</div>
<div id="stopka">© 2012 Wierzbin24.pl · Redakcja · Reklama · Regulamin · Polityka prywatności</div>"""
    return make(
        "er-plain-pl-wierzbin-autobus",
        "lookalike",
        "pl",
        page(
            "Nowa linia autobusowa połączy Zatorze z dworcem PKP",
            "Wierzbin24.pl",
            "pl",
            css,
            body,
            published="2012-06-21T08:24:00Z",
            author="Tomasz Zieliński",
            url="http://www.wierzbin24.pl/wiadomosci/nowa-linia-autobusowa-zatorze/",
            config="var lf_article_id = 'wiadomosci-18822'; var lf_site_id = 302117;",
        ),
        [],
        path="/wiadomosci/nowa-linia-autobusowa-zatorze/",
        container="-",
        heading=None,
        description="A Polish city news portal of June 2012 whose Livefyre-like stream drew its empty state ('0 komentarzy', '2 osoby słuchają', 'Zaloguj się przez Facebook · Twitter · Google', 'Bądź pierwszy, który skomentuje ten artykuł.', 'Nikt jeszcze nie skomentował. Bądź pierwszy!'); beside it 'Gorące dyskusje': 4 other articles each with its comment count and latest comment (avatar, name, snippet, 'N minut temu'), and 'Najaktywniejsi komentujący': 5 readers with avatars, comment counts and ranks.",
        lookalikes=(
            "trending discussions: 4 other articles with latest comment author, snippet, time",
            "top commenters: 5 names with counts and ranks",
        ),
    )


# --------------------------------------------------------------------------- en: Disqus-like empty thread, 2011


def en_empty() -> Case:
    recent = [
        (
            "Ian Pritchard",
            "Spot on about the parking. The new bays on Mill Lane are far too narrow for anything bigger than a Fiesta.",
            "Mill Lane car park reopens with 40 fewer spaces",
            "2 hours ago",
        ),
        (
            "SallyG",
            "We went on Sunday and the new café at the lido is lovely. Bit pricey for a pot of tea though!",
            "Lido café opens after £80,000 refit",
            "5 hours ago",
        ),
        (
            "Rob Entwistle",
            "Does anyone know if the 38 bus will still stop at Harrow Road during the works?",
            "Harrow Road resurfacing: two weeks of delays",
            "7 hours ago",
        ),
        (
            "Deb from Upper Ashby",
            "Brilliant news for the allotment society. Thanks to everyone who signed the petition.",
            "Allotments saved from housing plan",
            "yesterday",
        ),
        (
            "Ian Pritchard",
            "The council said exactly the same in 2008 and nothing happened.",
            "Town centre CCTV to be upgraded",
            "yesterday",
        ),
    ]
    top = [
        ("Ian Pritchard", "318 posts"),
        ("SallyG", "207 posts"),
        ("Deb from Upper Ashby", "144 posts"),
        ("Rob Entwistle", "96 posts"),
    ]
    rec = "".join(
        f'<li class="dsq-widget-item"><a href="#"><img class="dsq-widget-avatar" src="/_avatar/dw-{i}.svg" width="32" height="32" alt="" /></a>'
        f'<a class="dsq-widget-user" href="#">{esc(n)}</a> <span class="dsq-widget-comment"><p>{esc(t)}</p></span>'
        f'<p class="dsq-widget-meta"><a href="/{slug(a)}/">{esc(a)}</a> · <a href="#">{esc(w)}</a></p></li>'
        for i, (n, t, a, w) in enumerate(recent)
    )
    tops = "".join(
        f'<li class="dsq-widget-item"><a href="#"><img class="dsq-widget-avatar" src="/_avatar/dt-{i}.svg" width="32" height="32" alt="" /></a>'
        f'<a class="dsq-widget-user" href="#">{esc(n)}</a><small class="dsq-widget-points"> · {esc(p)}</small></li>'
        for i, (n, p) in enumerate(top)
    )
    dsq = """<div id="disqus_thread"><div id="dsq-content">
<div id="dsq-global-toolbar" class="dsq-clearfix"><div class="dsq-global-toolbar-left"><a href="#" onclick="return false;">Login</a></div><div class="dsq-global-toolbar-right"><a href="http://disqus.com/" class="dsq-brlink">About Disqus</a></div></div>
<div id="dsq-new-post" class="dsq-post-area"><h3>Add New Comment</h3>
<div class="dsq-login-buttons"><span class="dsq-login-label">Login with</span> <a href="#" class="dsq-login-button">Disqus</a> <a href="#" class="dsq-login-button">Facebook</a> <a href="#" class="dsq-login-button">Twitter</a> <a href="#" class="dsq-login-button">Yahoo</a> <a href="#" class="dsq-login-button">OpenID</a></div>
<div class="dsq-textarea"><textarea id="dsq-textarea" placeholder="Type your comment here."></textarea></div><button type="button" class="dsq-button">Post as …</button></div>
<div id="dsq-comments-title"><h3>Showing <span id="dsq-num-posts">0</span> comments</h3></div>
<div id="dsq-sort-by" class="dsq-options"><span>Sort by</span> <select><option>Popular now</option><option selected="selected">Newest first</option><option>Oldest first</option></select> <a href="#">Subscribe by email</a> <a href="#">Subscribe by RSS</a></div>
<ul id="dsq-comments"></ul>
<p class="dsq-no-comments">Be the first to comment on this story.</p>
<p class="dsq-brlink"><a href="http://disqus.com">blog comments powered by <span class="logo-disqus">Disqus</span></a></p>
</div></div>"""
    css = """body{margin:0;background:#dfe6dc;font:14px/1.55 Verdana,Arial,sans-serif;color:#2a2a2a}
#shell{width:940px;margin:0 auto;background:#fff}#masthead{background:#2e5e3a;padding:20px 24px;color:#fff}#masthead h1{margin:0;font:bold 34px 'Trebuchet MS'}
#masthead p{margin:2px 0;color:#cfe3d2;font-size:12px}#nav{background:#244a2e;padding:6px 24px}#nav a{color:#fff;margin-right:14px;font-size:12px;text-decoration:none}
#col{float:left;width:600px;padding:20px 24px}#side{float:right;width:270px;padding:20px 16px 20px 0;font-size:12px}
.entry-title{font:bold 26px/1.2 'Trebuchet MS';margin:0}.entry-meta{color:#888;font-size:11px}.widget{margin-bottom:18px}.widget h3{font:bold 13px 'Trebuchet MS';border-bottom:2px solid #2e5e3a;text-transform:uppercase}
.dsq-widget-list{list-style:none;margin:0;padding:0}.dsq-widget-item{overflow:hidden;border-bottom:1px solid #eee;padding:5px 0}.dsq-widget-avatar{float:left;margin-right:6px}
.dsq-widget-user{font-weight:bold}.dsq-widget-comment p{margin:2px 0}.dsq-widget-meta{margin:0;font-size:10px;color:#999}
#foot{clear:both;background:#2e5e3a;color:#cfe3d2;padding:14px 24px;font-size:11px}#dsq-content{font:13px Arial,sans-serif;margin-top:24px}#dsq-comments{list-style:none;padding:0}
.dsq-no-comments{color:#999}.dsq-textarea textarea{width:100%;height:50px}.dsq-brlink{font-size:11px;color:#999}"""
    body = f"""<div id="shell">
<div id="masthead"><h1>Ashby Matters</h1><p>Independent news for Ashby St Clement and the villages · since 2008</p></div>
<div id="nav"><a href="/">Home</a><a href="/category/news/">News</a><a href="/category/council/">Council</a><a href="/category/whats-on/">What's on</a><a href="/category/sport/">Sport</a><a href="/contact/">Contact us</a></div>
<div id="col">
<div class="post">
<h2 class="entry-title">Ashby library to open on Sunday afternoons from September</h2>
<div class="entry-meta">Posted on 2 August 2011 by <a href="/author/liz/">Liz Harcourt</a> · <a href="/category/council/">Council</a> · <a href="#disqus_thread">0 Comments</a></div>
<div class="entry-content">
<p>Ashby St Clement library will open on Sunday afternoons from 4 September, the county council has confirmed, in a six-month trial run with volunteers from the Friends of Ashby Library.</p>
<p>The library will open from 1pm to 4pm on Sundays. Two paid staff will be on duty, with volunteers helping at the children's corner and the computers.</p>
<p>The Friends group collected more than 1,100 signatures last winter asking for longer opening hours. Chair Margaret Doyle said: "We're delighted, and now we need people to use it."</p>
<p>The council will review visitor numbers in February before deciding whether to keep the Sunday hours.</p>
</div>
<div class="entry-meta">Tags: <a href="/tag/library/">library</a>, <a href="/tag/county-council/">county council</a></div>
</div>
{dsq}
</div>
<div id="side">
<div class="widget"><h3>Recent Comments</h3><ul class="dsq-widget-list">{rec}</ul></div>
<div class="widget"><h3>Top Commenters</h3><ul class="dsq-widget-list">{tops}</ul></div>
<div class="widget"><h3>Follow us</h3><p><a href="#">Twitter</a> · <a href="#">Facebook</a> · <a href="/feed/">RSS</a></p></div>
</div>
<div id="foot">© 2011 Ashby Matters · Powered by WordPress</div>
</div>"""
    return make(
        "er-plain-en-ashby-library",
        "lookalike",
        "en",
        page(
            "Ashby library to open on Sunday afternoons from September",
            "Ashby Matters",
            "en",
            css,
            body,
            published="2011-08-02T09:00:00Z",
            author="Liz Harcourt",
            url="http://ashbymatters.co.uk/2011/08/library-sunday-opening/",
            config="var disqus_shortname = 'ashbymatters';\nvar disqus_identifier = '2291 http://ashbymatters.co.uk/?p=2291';",
        ),
        [],
        path="/2011/08/library-sunday-opening/",
        container="-",
        heading=None,
        description="An English local news blog (WordPress) of August 2011 whose Disqus-like thread drew its empty state ('Showing 0 comments', an empty ul#dsq-comments, 'Be the first to comment on this story.', the login bar and the new-post box); in the sidebar Disqus-like 'Recent Comments' (5 items: avatar, name, snippet, other article's title, time) and 'Top Commenters' (4 names with post counts) widgets.",
        lookalikes=(
            "recent comments widget: 5 snippets of other articles' comments with names and times",
            "top commenters widget: 4 names with post counts",
        ),
    )


def plain_er() -> list[Case]:
    return [pl_empty(), en_empty()]

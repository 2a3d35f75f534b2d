"""Blind set eu: two forum pages of news sites without any reader discussion: a Czech regional paper's own board
(2012) showing a thread the newsroom opened about an article that nobody has answered yet ("Odpovědi: 0"), and an
English city paper's Vanilla 2 forum (2012) showing the list of its "Discuss the news" category: topics with their
starters, counts and last posters and times. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_eu_common import Case, esc, make, xhtml

# --------------------------------------------------------------------------- cs: a newspaper's own board, 0 replies


def cs_most() -> Case:
    active = [
        ("Uzavírka Husova mostu potrvá do září", "Pavel_K", "dnes 09:14", 38),
        ("Nová pravidla pro parkování v centru", "jana.svobodova", "dnes 08:52", 61),
        ("Hokejisté Dubové postoupili do semifinále", "hokej_fan77", "včera 22:40", 24),
        ("Kdo zaplatí opravu kašny na náměstí?", "Mirek z Horní", "včera 19:03", 17),
        ("Ples města Dubová 2012 - fotografie", "Redakce Dubovských listů", "včera 12:30", 3),
    ]
    rows = "".join(
        f'<tr class="{"sude" if n % 2 else "liche"}"><td class="tema"><a href="/forum/tema.aspx?id={7700 + n}">{esc(t)}</a></td><td class="posledni">{esc(who)}<br /><span class="cas">{esc(when)}</span></td><td class="pocet">{count}</td></tr>'
        for n, (t, who, when, count) in enumerate(active)
    )
    css = """body{margin:0;background:#dfe3e8;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#obal{width:980px;margin:0 auto;background:#fff}#hlavicka{background:#7a0c0c;padding:14px 20px;color:#fff}#hlavicka a.logo{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}#hlavicka .datum{float:right;font-size:12px;margin-top:12px}
#menu{background:#a31515;padding:0 20px}#menu a{display:inline-block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#menu a.aktivni{background:#fff;color:#a31515}
#levy{float:left;width:650px;padding:15px 20px}#pravy{float:right;width:270px;padding:15px 20px 15px 0}.cistic{clear:both}
.drobky{font-size:11px;color:#666;margin-bottom:10px}.drobky a{color:#a31515}h1{font:bold 22px Georgia,serif;margin:5px 0 10px}
table.prispevek{width:100%;border:1px solid #c9c9c9;border-collapse:collapse;margin-bottom:10px}table.prispevek td{vertical-align:top;padding:8px}td.autor{width:150px;background:#f4f1ea;border-right:1px solid #ddd;font-size:11px;color:#555}td.autor strong{display:block;font-size:13px;color:#7a0c0c}
td.hlavicka-prispevku{background:#ece6d8;font-size:11px;color:#555;border-bottom:1px solid #ddd}td.text{font-size:14px}.odkaz-clanek{background:#fff8e5;border:1px solid #e8d9a8;padding:6px 10px;margin-top:10px}
.zadne{background:#f6f6f6;border:1px dashed #bbb;padding:15px;text-align:center;color:#555;margin:15px 0}.tlacitko{display:inline-block;background:#a31515;color:#fff;padding:5px 14px;font-weight:bold;text-decoration:none;border-radius:3px}
.stat{font-size:11px;color:#666;margin:5px 0 10px}.box{border:1px solid #ddd;margin-bottom:15px}.box h3{margin:0;background:#7a0c0c;color:#fff;font-size:13px;padding:5px 8px}
table.aktivni{width:100%;border-collapse:collapse;font-size:11px}table.aktivni td{padding:5px;border-bottom:1px solid #eee;vertical-align:top}table.aktivni tr.sude{background:#faf8f3}td.pocet{text-align:right;font-weight:bold;color:#a31515}.cas{color:#888}
.reklama{background:#eee;color:#999;text-align:center;font-size:10px;height:250px;line-height:250px;margin-bottom:15px}#paticka{background:#333;color:#bbb;font-size:11px;padding:12px 20px}#paticka a{color:#fff}"""
    body = f"""<div id="obal">
<div id="hlavicka"><span class="datum">Úterý 13. března 2012, svátek má Růžena</span><a class="logo" href="http://www.dubovskelisty.cz/">Dubovské listy</a></div>
<div id="menu"><a href="http://www.dubovskelisty.cz/zpravy/">Zprávy</a><a href="http://www.dubovskelisty.cz/sport/">Sport</a><a href="http://www.dubovskelisty.cz/kultura/">Kultura</a><a href="/forum/" class="aktivni">Fórum čtenářů</a><a href="http://www.dubovskelisty.cz/inzerce/">Inzerce</a></div>
<div id="levy">
<div class="drobky"><a href="/forum/">Fórum čtenářů</a> &raquo; <a href="/forum/sekce.aspx?id=3">Diskuse k článkům</a> &raquo; Zprávy z regionu</div>
<h1>Most přes Lužnici v Dolním Hradišti se bude opravovat až v roce 2014</h1>
<div class="stat">Téma založil: <strong>Redakce Dubovských listů</strong> &middot; 13. 3. 2012 7:45 &middot; Odpovědi: 0 &middot; Zobrazeno: 112×</div>
<table class="prispevek" id="p88410"><tr><td class="autor" rowspan="2"><img src="/_avatar/dl-redakce.svg" width="64" height="64" alt="" /><strong>Redakce Dubovských listů</strong>redakce<br />registrován: 2. 9. 2008<br />příspěvků: 1 877</td>
<td class="hlavicka-prispevku">#1 &middot; 13. 3. 2012 7:45 &middot; <a href="/forum/nahlasit.aspx?p=88410">nahlásit</a></td></tr>
<tr><td class="text"><p>Kraj odložil opravu mostu přes Lužnici v Dolním Hradišti o dva roky. Most z roku 1934 má od loňska omezení na 12 tun a autobusy musí jezdit objížďkou přes Březí. Podle krajského úřadu na opravu za 38 milionů letos nezbyly peníze.</p>
<p>Jak vás omezení na mostě dotýká? Napište nám svůj názor.</p>
<div class="odkaz-clanek">Celý článek: <a href="http://www.dubovskelisty.cz/zpravy/region/most-pres-luznici-oprava-2014">Most přes Lužnici se bude opravovat až v roce 2014</a> (Dubovské listy, 13. 3. 2012)</div></td></tr></table>
<div class="zadne">K tomuto tématu zatím nikdo nepřispěl. Buďte první!<br /><br /><a class="tlacitko" href="/forum/prihlaseni.aspx?navrat=tema.aspx%3Fid%3D7712">Přihlásit se a odpovědět</a></div>
<p class="stat">Pravidla diskuse: příspěvky urážlivé, vulgární nebo rasistické redakce maže. Za obsah příspěvků odpovídají jejich autoři.</p>
</div>
<div id="pravy">
<div class="reklama">reklama</div>
<div class="box"><h3>Nejaktivnější témata</h3><table class="aktivni"><tr><td><b>Téma</b></td><td><b>Poslední příspěvek</b></td><td class="pocet">Odp.</td></tr>{rows}</table></div>
<div class="box"><h3>Anketa</h3><div style="padding:8px;font-size:12px">Jezdíte přes most v Dolním Hradišti?<br />Denně 34 % &middot; Občas 41 % &middot; Nikdy 25 %<br /><span class="cas">Hlasovalo 618 čtenářů</span></div></div>
</div>
<div class="cistic"></div>
<div id="paticka">&copy; 2012 Dubovské listy, s.r.o. &middot; <a href="http://www.dubovskelisty.cz/kontakt">Kontakt</a> &middot; <a href="http://www.dubovskelisty.cz/inzerce">Inzerce</a> &middot; Fórum běží na vlastním systému redakce.</div>
</div>"""
    html = xhtml(
        "Most přes Lužnici v Dolním Hradišti se bude opravovat až v roce 2014 - Fórum čtenářů - Dubovské listy",
        "cs",
        css,
        body,
    )
    return make(
        "eu-plain-cs-dubova-most",
        "lookalike",
        "cs",
        html,
        [],
        path="/forum/tema.aspx-id=7712.html",
        container="-",
        heading=None,
        description="A Czech regional paper's own reader board of March 2012 (layout tables, its own software): the newsroom's account opens a thread on an article ('Odpovědi: 0', 'K tomuto tématu zatím nikdo nepřispěl. Buďte první!'); the side box 'Nejaktivnější témata' lists 5 topics with their last posters, times and reply counts, and a poll's results.",
        lookalikes=(
            "the newsroom's opening post (#1, profile column, date, 'nahlásit')",
            "'Nejaktivnější témata': 5 topics with last poster, time and reply count",
        ),
    )


# --------------------------------------------------------------------------- en: a Vanilla 2 category's topic list


def en_topics() -> Case:
    topics = [
        (
            "Council approves 3.9% property tax rise",
            "CityDesk",
            "Nov 12",
            "47",
            "1,203",
            "riverside_ron",
            "12:41PM",
            True,
        ),
        (
            "New bike lanes on Quarry Road - finally or a waste?",
            "CityDesk",
            "Nov 11",
            "31",
            "880",
            "Deb_Stanwick",
            "11:02AM",
            True,
        ),
        (
            "Hawks fire coach after 2-9 start",
            "Sports Desk",
            "Nov 11",
            "64",
            "2,410",
            "bleedgreen",
            "9:55AM",
            False,
        ),
        (
            "Thornbury Mall to lose Sears anchor store",
            "BusinessDesk",
            "Nov 10",
            "22",
            "702",
            "mallrat1988",
            "Nov 11",
            False,
        ),
        (
            "Letter: Keep the Eastside library branch open",
            "Opinion",
            "Nov 10",
            "18",
            "455",
            "Grandma_Lou",
            "Nov 11",
            False,
        ),
        (
            "Snow plow contract goes to out-of-state firm",
            "CityDesk",
            "Nov 9",
            "9",
            "310",
            "J. Markowitz",
            "Nov 10",
            False,
        ),
        (
            "Photo gallery: Veterans Day parade downtown",
            "Photo Desk",
            "Nov 9",
            "3",
            "198",
            "VFW_Post_512",
            "Nov 9",
            False,
        ),
        ("Man charged in Elm Street hit-and-run", "CityDesk", "Nov 8", "0", "141", "", "", False),
    ]

    def item(n: int, t: tuple[str, str, str, str, str, str, str, bool]) -> str:
        title, starter, started, count, views, last, when, new = t
        last_html = (
            f'<span class="MItem LastCommentBy">Most recent by <a href="/profile/{900 + n}/{esc(last)}">{esc(last)}</a></span> <span class="MItem LastCommentDate">{esc(when)}</span>'
            if last
            else f'<span class="MItem DiscussionDate">Started by <a href="/profile/2/{esc(starter)}">{esc(starter)}</a></span>'
        )
        has_new = '<strong class="HasNew">New</strong> ' if new else ""
        return (
            f'<li class="Item{" New" if new else ""}{" Alt" if n % 2 else ""}" id="Discussion_{5210 - n}">'
            f'<div class="ItemContent Discussion"><a href="/discussion/{5210 - n}/{title.lower().replace(" ", "-")[:40]}" class="Title">{esc(title)}</a>'
            f'<div class="Meta"><span class="MItem Author">by <a href="/profile/2/{esc(starter)}">{esc(starter)}</a> · {esc(started)}</span> '
            f'<span class="MItem CommentCount">{count} comments</span> <span class="MItem ViewCount">{views} views</span> '
            f"{has_new}{last_html}</div></div></li>"
        )

    css = """body{margin:0;background:#f3f3f3;font:13px 'lucida grande','Lucida Sans Unicode',tahoma,sans-serif;color:#000}
#Frame{width:960px;margin:0 auto;background:#fff}#Head{background:#0b3b5f;padding:12px 20px;overflow:hidden}#Head .Title a{color:#fff;font:bold 26px Georgia,serif;text-decoration:none}#Head .Title span{color:#9cd1f5;font-size:14px;margin-left:8px}
#Menu{background:#195380;padding:0 20px}#Menu a{display:inline-block;color:#fff;padding:6px 10px;font-size:12px;text-decoration:none}
#Body{overflow:hidden;padding:15px 20px}#Content{float:left;width:650px}#Panel{float:right;width:250px}
a{color:#2786c2;text-decoration:none}a:hover{text-decoration:underline}h1{font-size:18px;margin:0 0 6px}.PageDescription{color:#777;font-size:12px;margin-bottom:10px}
ul.DataList{list-style:none;margin:0;padding:0;border-top:1px solid #e0e0e0}ul.DataList li.Item{padding:8px 6px;border-bottom:1px solid #e0e0e0}ul.DataList li.Alt{background:#f8f8f8}ul.DataList li.New a.Title{font-weight:bold}
a.Title{font-size:15px;color:#0b3b5f}.Meta{font-size:11px;color:#888;margin-top:3px}.MItem{margin-right:8px}.HasNew{background:#ffea00;color:#000;font-size:9px;padding:1px 3px;border-radius:2px}
.BigButton{display:block;background:#195380;color:#fff;text-align:center;padding:8px;font-weight:bold;border-radius:3px;margin-bottom:12px}.Box{border:1px solid #ddd;padding:8px;margin-bottom:12px;font-size:12px}.Box h4{margin:0 0 6px;font-size:12px;text-transform:uppercase;color:#555}
.PageNav{font-size:11px;margin:8px 0;text-align:right}.PageNav a,.PageNav span{display:inline-block;padding:1px 5px;border:1px solid #ddd}.PageNav .Highlight{background:#195380;color:#fff}
.Ad{background:#eee;color:#999;text-align:center;font-size:10px;height:250px;line-height:250px;margin-bottom:12px}#Foot{background:#0b3b5f;color:#b9d3e6;font-size:11px;padding:10px 20px}#Foot a{color:#fff}"""
    body = f"""<div id="Frame">
<div id="Head"><h1 class="Title"><a href="/">The Millbrook Sentinel <span>Community Forums</span></a></h1></div>
<div id="Menu"><a href="http://www.millbrooksentinel.com/">Sentinel Home</a><a href="/discussions">Discussions</a><a href="/categories">Categories</a><a href="/activity">Activity</a><a href="/entry/signin">Sign In</a></div>
<div id="Body">
<div id="Content">
<div class="Breadcrumbs"><a href="/">Home</a> › <a href="/categories">Categories</a> › <span>Discuss the News</span></div>
<h1 class="H">Discuss the News</h1>
<div class="PageDescription">Every story on millbrooksentinel.com gets a thread here. Be civil, stay on topic, use your real name if you can.</div>
<div class="PageNav"><span class="Highlight">1</span> <a href="/categories/discuss-the-news/p2">2</a> <a href="/categories/discuss-the-news/p3">3</a> … <a href="/categories/discuss-the-news/p41">41</a> <a href="/categories/discuss-the-news/p2" class="Next">Next</a></div>
<ul class="DataList Discussions">{"".join(item(n, t) for n, t in enumerate(topics))}</ul>
<div class="PageNav"><span class="Highlight">1</span> <a href="/categories/discuss-the-news/p2">2</a> <a href="/categories/discuss-the-news/p2" class="Next">Next</a></div>
</div>
<div id="Panel">
<a href="/entry/signin?Target=post%2Fdiscussion" class="BigButton">Start a New Discussion</a>
<div class="Box"><h4>Howdy, Stranger!</h4>It looks like you're new here. If you want to get involved, click one of these buttons! <a href="/entry/signin">Sign In</a> · <a href="/entry/register">Register</a></div>
<div class="Ad">Advertisement</div>
<div class="Box"><h4>Categories</h4><a href="/categories/discuss-the-news">Discuss the News</a> 1,688<br /><a href="/categories/high-school-sports">High School Sports</a> 402<br /><a href="/categories/buy-sell">Buy &amp; Sell</a> 911<br /><a href="/categories/site-feedback">Site Feedback</a> 57</div>
<div class="Box"><h4>In this Discussion</h4>Who's Online (4): riverside_ron, Deb_Stanwick, bleedgreen, CityDesk</div>
</div>
</div>
<div id="Foot">Powered by <a href="http://vanillaforums.org">Vanilla</a> 2.0.18 · © 2012 Millbrook Sentinel Media · <a href="http://www.millbrooksentinel.com/terms">Terms of Use</a></div>
</div>"""
    html = xhtml(
        "Discuss the News - The Millbrook Sentinel Community Forums",
        "en",
        css,
        body,
        head='<link rel="canonical" href="/categories/discuss-the-news" />',
    )
    return make(
        "eu-plain-en-millbrook-topics",
        "lookalike",
        "en",
        html,
        [],
        path="/forums/categories/discuss-the-news",
        container="-",
        heading=None,
        description="An American city paper's Vanilla 2.0 forum of November 2012, the category page 'Discuss the News': a topic list of 8 threads (title, 'by STARTER · DATE', 'N comments', 'N views', 'Most recent by NAME' and time, 'New' marks), a pager to 41 pages, a 'Howdy, Stranger!' box, categories with counts and who's online. No thread is shown.",
        lookalikes=(
            "the topic list: 8 topics with starter, date, counts, last poster and time",
            "Who's Online names",
        ),
    )


def plain_eu() -> list[Case]:
    return [cs_most(), en_topics()]

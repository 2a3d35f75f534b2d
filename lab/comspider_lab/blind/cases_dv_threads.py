"""Blind set DV: three discussions with the whole life of a readers' discussion printed in the served HTML: an
American nonprofit local newsroom of 2019 ("[deleted]" and "[removed]" entries with surviving replies, an entry
collapsed for its low score, edited entries, the reporter answering), a German regional daily of 2015 (entries removed
by the moderation, a moderator's answer, "zuletzt bearbeitet" lines, the reader's own entry awaiting approval) and a
French regional daily of 2013 (the newsroom's answer, messages removed by the moderator with answers kept, "modifié"
lines, a note of the moderators between the entries). Every site, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dv_common import Case, brs, doc, esc, kids, make, paras, slug, thread

# --------------------------------------------------------------------------- en: a nonprofit newsroom, 2019


def en_fernside() -> Case:
    es = thread("""
Renee Vasquez @ Apr 23, 2019 at 12:14 pm ~ 2019-04-23T12:14:00-07:00 :: Fernside is the only school my kids can walk to. If it closes they'll be on a bus for 40 minutes each way down Route 9, which floods every other winter. // Has anyone on the board actually driven that route at 7 a.m. in January?
>Tom Aldridge @ Apr 23, 2019 at 12:40 pm ~ 2019-04-23T12:40:00-07:00 :: The district has lost about 60 kids a year since the mill closed. Somebody has to pay to heat a building that's half empty. I don't like it either, but the numbers are the numbers.
>>Renee Vasquez {edited=Last edited Apr 23, 2019 at 1:31 pm} @ Apr 23, 2019 at 1:05 pm ~ 2019-04-23T13:05:00-07:00 :: Then move the district office into the empty wing and sell the building on Alder Street. That was suggested in 2016 and nobody ever answered it.
!gone [deleted] @ Apr 23, 2019 at 1:22 pm ~ 2019-04-23T13:22:00-07:00 :: [deleted]
>Kyle Brandt @ Apr 23, 2019 at 1:47 pm ~ 2019-04-23T13:47:00-07:00 :: Whatever you think of the superintendent, she wasn't even here when the levy failed. Blame the voters who said no twice.
>>Deb Farris @ Apr 23, 2019 at 2:10 pm ~ 2019-04-23T14:10:00-07:00 :: I voted no both times and I'd do it again. That levy money was going to the football field, not to classrooms.
>>>Kyle Brandt @ Apr 23, 2019 at 2:26 pm ~ 2019-04-23T14:26:00-07:00 :: That's not what the ballot measure said, Deb. The field was a separate bond in 2014 and it passed.
Priya Nandakumar @ Apr 23, 2019 at 2:02 pm ~ 2019-04-23T14:02:00-07:00 :: Lakeview already has two portables in the parking lot. Where exactly are another 180 kids supposed to go?
>Tom Aldridge @ Apr 23, 2019 at 2:31 pm ~ 2019-04-23T14:31:00-07:00 :: The plan in the board packet adds four more portables and turns the music room into two classrooms. Page 14 if you want to read it.
Gary Lindholm @ Apr 23, 2019 at 3:12 pm ~ 2019-04-23T15:12:00-07:00 :: Does anyone know if this affects the Head Start classes that rent rooms at Fernside? My granddaughter is supposed to start there in September.
>Marcy Oyelaran {staff=Reporter} @ Apr 23, 2019 at 3:40 pm ~ 2019-04-23T15:40:00-07:00 :: Hi Gary, the district's proposal says the Head Start classrooms would move to Lakeview with everyone else. I've asked the program director to confirm and will update the story when I hear back.
>>Gary Lindholm @ Apr 23, 2019 at 3:58 pm ~ 2019-04-23T15:58:00-07:00 :: Thank you, much appreciated.
J.T. Dawes {low} @ Apr 23, 2019 at 4:20 pm ~ 2019-04-23T16:20:00-07:00 :: Close it. Close all of them and let parents homeschool. Public schools are a jobs program for administrators.
>Anna Pruitt @ Apr 23, 2019 at 4:44 pm ~ 2019-04-23T16:44:00-07:00 :: I homeschooled two of mine for three years while working nights at the hospital. It is not the easy answer you think it is.
>!gone [removed] @ Apr 23, 2019 at 4:51 pm ~ 2019-04-23T16:51:00-07:00 :: [removed]
Bill Okafor {edited=Last edited Apr 23, 2019 at 6:02 pm} @ Apr 23, 2019 at 5:48 pm ~ 2019-04-23T17:48:00-07:00 :: The board meets May 14 at 6:30 in the high school library. Public testimony is limited to three minutes, so write yours down beforehand. // If you can't make it, written statements go to the board clerk by May 10.
""")
    k = kids(es)
    points = [31, 12, 19, 0, 8, -2, 6, 14, 9, 11, 22, 4, -9, 17, 0, 15]

    def li(i: int) -> str:
        e = es[i]
        sub = ""
        if i in k:
            sub = '<ol class="cmt-children">' + "".join(li(j) for j in k[i]) + "</ol>"
        if e.kind == "gone":
            return (
                f'<li class="cmt cmt-deleted" id="cmt-{40117 + i * 3}"><div class="cmt-inner">'
                f'<div class="cmt-meta"><span class="cmt-author cmt-author--gone">{esc(e.who)}</span> · '
                f'<time datetime="{e.iso}">{esc(e.at)}</time></div>'
                f'<div class="cmt-text"><p>{esc(e.body)}</p></div></div>{sub}</li>'
            )
        staff = (
            f' <span class="cmt-badge cmt-badge--staff" title="Cedar Hollow Current staff">{esc(e.mark("staff"))}</span>'
            if e.has("staff")
            else ""
        )
        edited = (
            f' <span class="cmt-edited" title="{esc(e.mark("edited"))}">(edited)</span>'
            if e.has("edited")
            else ""
        )
        pts = points[i]
        collapsed = e.has("low")
        meta = (
            '<div class="cmt-meta">'
            + ('<a class="cmt-toggle" href="#" role="button">[+]</a> ' if collapsed else "")
            + f'<img class="cmt-avatar" src="/_avatar/chc-{slug(e.who)}.svg" width="28" height="28" alt="">'
            f'<a class="cmt-author" href="/members/{slug(e.who)}/">{esc(e.who)}</a>{staff} '
            f'<span class="cmt-points">{pts} point{"s" if abs(pts) != 1 else ""}</span> · '
            f'<a class="cmt-permalink" href="#cmt-{40117 + i * 3}"><time datetime="{e.iso}">{esc(e.at)}</time></a>{edited}'
            + (
                f' <em class="cmt-hiddennote">comment score below threshold ({len(k.get(i, []))} children)</em>'
                if collapsed
                else ""
            )
            + "</div>"
        )
        hide = ' style="display:none"' if collapsed else ""
        return (
            f'<li class="cmt{" cmt-collapsed" if collapsed else ""}" id="cmt-{40117 + i * 3}"><div class="cmt-inner">{meta}'
            f'<div class="cmt-text"{hide}>{paras(e.body)}</div>'
            f'<div class="cmt-actions"{hide}><a href="#" class="cmt-vote" aria-label="Upvote">▲</a><a href="#" class="cmt-vote" aria-label="Downvote">▼</a>'
            f'<a href="#respond" class="cmt-reply">Reply</a><a href="#" class="cmt-share">Share</a><a href="#" class="cmt-flag">Report</a></div></div>'
            + (
                sub.replace('class="cmt-children"', 'class="cmt-children" style="display:none"', 1)
                if collapsed
                else sub
            )
            + "</li>"
        )

    listing = '<ol class="cmt-list">' + "".join(li(i) for i in k[None]) + "</ol>"
    css = """body{margin:0;font:16px/1.6 'Source Sans Pro','Helvetica Neue',Arial,sans-serif;color:#222;background:#fff}
a{color:#0b6e4f}.support-bar{background:#0b6e4f;color:#fff;text-align:center;padding:8px;font-size:14px}.support-bar a{color:#fff;font-weight:700}
.site-header{max-width:1140px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:18px 20px}
.site-title{font:700 30px 'Merriweather',Georgia,serif;color:#111;text-decoration:none}.site-title small{display:block;font:400 13px Arial;color:#666}
.main-nav{border-top:1px solid #ddd;border-bottom:1px solid #ddd}.main-nav ul{max-width:1140px;margin:0 auto;display:flex;gap:22px;list-style:none;padding:10px 20px}
.main-nav a{color:#222;text-decoration:none;font-weight:600;font-size:15px}.container{max-width:1140px;margin:28px auto;display:grid;grid-template-columns:1fr 320px;gap:48px;padding:0 20px}
.entry-title{font:700 38px/1.2 'Merriweather',Georgia,serif;margin:8px 0}.cat-links a{text-transform:uppercase;font-size:13px;font-weight:700;letter-spacing:.05em}
.entry-meta{font-size:14px;color:#555;margin:14px 0}.entry-content p{margin:0 0 18px}.wp-caption-text{font-size:13px;color:#666}
.share-tools a{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:3px 10px;margin-right:6px;font-size:13px;color:#333;text-decoration:none}
.republish{border:1px solid #0b6e4f;padding:14px;margin:24px 0;font-size:14px}.tags a{background:#eef6f2;padding:2px 8px;margin-right:6px;font-size:13px;text-decoration:none}
.newsletter{background:#f5f1e8;padding:18px;margin:28px 0}.newsletter input{padding:6px;width:60%}.newsletter button{padding:7px 14px;background:#0b6e4f;color:#fff;border:0}
.cmt-section{border-top:4px solid #111;margin-top:36px;padding-top:10px}.cmt-count{font:700 22px Georgia,serif}
.cmt-sort{font-size:13px;color:#555}.cmt-sort a{margin:0 4px}.cmt-sort a.on{font-weight:700;color:#111}
.cmt-form{background:#f6f6f6;padding:12px;margin:12px 0;font-size:14px}.cmt-form textarea{width:100%;height:60px}
.cmt-list,.cmt-children{list-style:none;margin:0;padding:0}.cmt-children{margin-left:26px;border-left:2px solid #e4e4e4;padding-left:12px}
.cmt{margin:14px 0}.cmt-meta{font-size:13px;color:#666}.cmt-avatar{vertical-align:middle;border-radius:50%;margin-right:6px}
.cmt-author{font-weight:700;color:#111;text-decoration:none}.cmt-author--gone{color:#999;font-weight:400}.cmt-badge--staff{background:#0b6e4f;color:#fff;font-size:11px;padding:1px 6px;border-radius:2px;text-transform:uppercase}
.cmt-points{color:#888}.cmt-permalink{color:#888;text-decoration:none}.cmt-edited{color:#999;font-style:italic}.cmt-hiddennote{color:#999}
.cmt-text p{margin:4px 0 8px;font-size:15px}.cmt-deleted>.cmt-inner .cmt-text p{color:#999}.cmt-actions{font-size:12px}.cmt-actions a{margin-right:12px;color:#777;text-decoration:none}
.sidebar h3{font-size:14px;text-transform:uppercase;letter-spacing:.06em;border-bottom:2px solid #0b6e4f;padding-bottom:4px}
.sidebar ol{padding-left:20px;font-size:15px}.sidebar li{margin-bottom:8px}.ad-unit{background:#f2f2f2;height:250px;display:flex;align-items:center;justify-content:center;color:#999;font-size:11px;margin:20px 0}
.donate-box{background:#111;color:#fff;padding:18px}.donate-box a{color:#fff;font-weight:700}
.site-footer{background:#1d2b26;color:#cfd8d3;padding:36px 20px;font-size:14px;margin-top:48px}.site-footer a{color:#fff}.site-footer .cols{max-width:1140px;margin:0 auto;display:grid;grid-template-columns:repeat(3,1fr);gap:24px}"""
    most_read = "".join(
        f'<li><a href="/{y}/{slug(t)}/">{esc(t)}</a></li>'
        for y, t in (
            ("2019/04/22", "County approves 38 tiny homes at the old fairgrounds"),
            ("2019/04/19", "Route 9 bridge inspection finds corroded bearings"),
            ("2019/04/23", "Board weighs closing Fernside Elementary as enrollment slides"),
            ("2019/04/18", "Mill site cleanup will take until 2022, state says"),
            ("2019/04/16", "Meet the three candidates for county sheriff"),
        )
    )
    nav = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "News",
            "Schools",
            "Government",
            "Environment",
            "Housing",
            "Obituaries",
            "Events",
            "About us",
        )
    )
    body = f"""<div class="support-bar">The Current is a nonprofit newsroom. Our spring member drive ends April 30. <a href="/donate/?utm_source=topbar">Donate now</a></div>
<header class="site-header"><a class="site-title" href="/">Cedar Hollow Current<small>Independent, nonprofit news for Marrow County</small></a>
<div><a href="/newsletter/">Newsletter</a> · <a href="/donate/">Donate</a> · <a href="/wp-login.php">Log in</a></div></header>
<nav class="main-nav" role="navigation"><ul>{nav}</ul></nav>
<div class="container"><main id="main" class="site-main">
<article id="post-7412" class="post-7412 post type-post status-publish format-standard has-post-thumbnail category-schools">
<header class="entry-header"><span class="cat-links"><a href="/schools/" rel="category tag">Schools</a></span>
<h1 class="entry-title">Board weighs closing Fernside Elementary as enrollment slides</h1>
<div class="entry-meta">By <a class="url fn n" href="/author/moyelaran/">Marcy Oyelaran</a> · <time class="entry-date published" datetime="2019-04-23T11:00:00-07:00">April 23, 2019</time> · 6 min read</div>
<div class="share-tools"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#republish">Republish</a></div></header>
<figure class="wp-caption"><img src="/_avatar/fernside-elementary.svg" width="740" height="416" alt="Fernside Elementary School"><figcaption class="wp-caption-text">Fernside Elementary opened in 1957 and enrolls 176 students this year. (Marcy Oyelaran / Cedar Hollow Current)</figcaption></figure>
<div class="entry-content">
<p>The Marrow Valley School District board will vote next month on a plan to close Fernside Elementary at the end of the school year and send its 176 students to Lakeview Elementary, four miles south.</p>
<p>District enrollment has fallen from 2,940 students in 2012 to 2,310 this year, according to figures presented Monday night. Fernside, the district's oldest building, is at 48% of its capacity and needs a new roof and boiler estimated at $1.9 million.</p>
<p>"Nobody on this board wants to close a neighborhood school," said board chair Linda Ferraro. "But we can't ask taxpayers to fix a building we can't fill."</p>
<p>Superintendent Dr. Camille Ruiz told the board the closure would save about $640,000 a year in staffing and operating costs. Teachers would be offered positions at other schools in the district.</p>
<p>Parents who spoke at Monday's meeting said the plan would lengthen bus rides for children on the north side of the valley, where Route 9 is often closed by flooding in winter.</p>
<p>The board will take public testimony at its May 14 meeting and is expected to vote May 28.</p>
</div>
<div class="tags">Tags: <a href="/tag/fernside-elementary/">Fernside Elementary</a><a href="/tag/marrow-valley-school-district/">Marrow Valley School District</a><a href="/tag/school-board/">School board</a></div>
<div class="republish" id="republish"><strong>Republish this story.</strong> Our stories may be republished online or in print under Creative Commons license CC BY-ND 4.0. <a href="/republishing-guidelines/">See our guidelines.</a></div>
</article>
<div class="newsletter"><strong>Get the Current in your inbox.</strong> Local news every weekday morning, free.<br><input type="email" placeholder="Email address"> <button type="button">Sign up</button></div>
<section id="comments" class="cmt-section">
<h3 class="cmt-count">16 Comments</h3>
<div class="cmt-sort">Sort by <a href="?csort=best" class="on">Best</a>|<a href="?csort=new">Newest</a>|<a href="?csort=old">Oldest</a></div>
<div class="cmt-form" id="respond"><p>Logged in as <b>Marrow reader</b>. <a href="/wp-login.php?action=logout">Log out?</a></p><textarea placeholder="Join the discussion…"></textarea><p>Please read our <a href="/community-guidelines/">community guidelines</a> before posting.</p></div>
{listing}
</section>
</main>
<aside class="sidebar" role="complementary">
<div class="donate-box"><strong>Local news is a public good.</strong><p>The Current is funded by readers like you. <a href="/donate/">Become a member today</a>.</p></div>
<div class="ad-unit">Advertisement</div>
<h3>Most read</h3><ol>{most_read}</ol>
<h3>Upcoming events</h3><ul><li>Apr 27 · Cedar Hollow Earth Day cleanup, Riverside Park</li><li>May 2 · Library book sale, Main branch</li><li>May 4 · Marrow County Farmers Market opens</li></ul>
<div class="ad-unit">Advertisement</div>
</aside></div>
<footer class="site-footer"><div class="cols"><div><strong>Cedar Hollow Current</strong><br>PO Box 118, Cedar Hollow, OR 97xxx<br>A member of the Institute for Nonprofit News.</div>
<div><a href="/about/">About us</a><br><a href="/staff/">Staff</a><br><a href="/ethics/">Ethics policy</a><br><a href="/corrections/">Corrections</a></div>
<div><a href="/donate/">Donate</a><br><a href="/sponsor/">Sponsor</a><br><a href="/privacy/">Privacy policy</a><br>© 2019 Cedar Hollow Current. Proudly powered by WordPress.</div></div></footer>"""
    return make(
        "dv-en-cedarhollow-fernside",
        "discussion",
        "en",
        doc(
            "Board weighs closing Fernside Elementary as enrollment slides",
            "Cedar Hollow Current",
            "en-US",
            css,
            body,
            published="2019-04-23T11:00:00-07:00",
            author="Marcy Oyelaran",
            description="The Marrow Valley School District board will vote next month on a plan to close Fernside Elementary.",
            section="Schools",
            head="<link rel='dns-prefetch' href='//s.w.org'>\n",
            body_attrs='class="post-template-default single single-post postid-7412 single-format-standard"',
        ),
        es,
        path="/2019/04/23/board-weighs-closing-fernside-elementary/",
        container="section#comments > ol.cmt-list > li.cmt (avatar, a.cmt-author, points, time, '(edited)', div.cmt-text > p, vote/Reply/Share/Report), replies in ol.cmt-children inside the li, three deep; '[deleted]' and '[removed]' placeholders as li.cmt-deleted keeping their replies; one li.cmt-collapsed whose text, actions and replies are printed but display:none ('comment score below threshold')",
        heading="16 Comments",
        description="An American nonprofit local newsroom of April 2019 on a WordPress-like theme (member drive bar, republish box, newsletter, most read, events, donate box, adverts): 14 comments in a thread three deep with points and the reporter's answer; a '[deleted]' entry whose replies survive (the first answers it), a '[removed]' reply, an entry collapsed for its low score with its reply folded, two entries marked '(edited)'.",
    )


# --------------------------------------------------------------------------- de: a regional daily, 2015


def de_freibad() -> Case:
    es = thread("""
Hartmut_Z @ 11.07.2015, 08:12 Uhr ~ 2015-07-11T08:12:00+02:00 :: Vier Euro für eine Tageskarte, und die Rutsche ist seit zwei Jahren gesperrt. Ich bin in diesem Bad schwimmen gelernt, aber so langsam verstehe ich jeden, der nach Auenfeld an den Baggersee fährt.
>Sabine Korte @ 11.07.2015, 08:47 Uhr ~ 2015-07-11T08:47:00+02:00 :: Der Baggersee hat aber keine Badeaufsicht. Letztes Jahr ist dort ein Junge fast ertrunken. Ich zahle lieber die vier Euro.
>>Hartmut_Z {edited=zuletzt bearbeitet am 11.07.2015 um 09:20 Uhr} @ 11.07.2015, 09:14 Uhr ~ 2015-07-11T09:14:00+02:00 :: Da haben Sie recht, das war unglücklich formuliert. Mir geht es darum, dass die Stadt das Bad seit Jahren verfallen lässt und jetzt die Badegäste zur Kasse bittet.
!gone @ 11.07.2015, 09:31 Uhr ~ 2015-07-11T09:31:00+02:00 :: Dieser Kommentar wurde von der Moderation entfernt, da er gegen unsere Netiquette verstößt.
>Elke Brandstätter @ 11.07.2015, 09:58 Uhr ~ 2015-07-11T09:58:00+02:00 :: Mit Verlaub, aber mit dem Bademeister hat das überhaupt nichts zu tun. Der macht bei der Hitze einen Knochenjob.
>Moderation {staff=Redaktion} @ 11.07.2015, 10:05 Uhr ~ 2015-07-11T10:05:00+02:00 :: Wir haben den Beitrag oben entfernt. Bitte bleiben Sie sachlich und greifen Sie keine Mitarbeiter des Bades persönlich an. Danke!
Jens Ulbricht @ 11.07.2015, 10:20 Uhr ~ 2015-07-11T10:20:00+02:00 :: Was im Artikel fehlt: Die Familienkarte wird billiger. Zwei Erwachsene mit drei Kindern zahlen künftig 11 statt 13 Euro. Für Familien ist das also eher eine Entlastung.
>Marion.Wegner @ 11.07.2015, 11:02 Uhr ~ 2015-07-11T11:02:00+02:00 :: Als Alleinerziehende mit zwei Kindern habe ich davon leider nichts, die Familienkarte gilt nur mit zwei Erwachsenen. // Das sollte der Stadtrat dringend ändern.
>>Jens Ulbricht @ 11.07.2015, 11:15 Uhr ~ 2015-07-11T11:15:00+02:00 :: Stimmt, das habe ich übersehen. Das ist wirklich nicht mehr zeitgemäß.
!gone Kalle1961 @ 11.07.2015, 12:40 Uhr ~ 2015-07-11T12:40:00+02:00 :: Kommentar vom Verfasser gelöscht.
>Günther Pfeil @ 11.07.2015, 13:08 Uhr ~ 2015-07-11T13:08:00+02:00 :: Die Saisonkarte für Rentner gibt es übrigens weiterhin, Kalle. Steht in der Gebührenordnung auf der Seite der Stadt.
Dr. Ingrid Sauer @ 11.07.2015, 14:30 Uhr ~ 2015-07-11T14:30:00+02:00 :: Ich schwimme seit 30 Jahren jeden Morgen um sieben meine Bahnen. Die Frühschwimmer-Karte ist um 40 Prozent teurer geworden, darüber schreibt niemand. Wir sind vielleicht zwanzig Leute, aber wir sind jeden Tag da.
Freibadfreundin {edited=zuletzt bearbeitet am 11.07.2015 um 16:02 Uhr} @ 11.07.2015, 15:41 Uhr ~ 2015-07-11T15:41:00+02:00 :: Der Förderverein sucht noch Mitglieder! Wir haben 2013 die neuen Sonnensegel bezahlt und sammeln jetzt für die Reparatur der Rutsche. Infos gibt es an der Kasse.
Torsten W. {pending} @ 11.07.2015, 16:55 Uhr ~ 2015-07-11T16:55:00+02:00 :: Warum wird eigentlich nicht über längere Öffnungszeiten gesprochen? Wer bis 17 Uhr arbeitet, hat vom Freibad unter der Woche genau eine Stunde.
""")
    k = kids(es)
    # flat list: an answer is indented by its level class and says whom it answers ("Antwort auf")
    order: list[int] = []

    def walk(p: int | None) -> None:
        for j in k.get(p, []):
            order.append(j)
            walk(j)

    walk(None)
    number = {i: n + 1 for n, i in enumerate(order)}

    def entry(i: int) -> str:
        e = es[i]
        lvl = min(e.depth, 2)
        to = ""
        if e.parent is not None:
            p = es[e.parent]
            name = p.who or "gelöschten Beitrag"
            to = f'<span class="antwort-auf">Antwort auf <a href="#beitrag-{number[e.parent]}">{esc(name)}</a></span>'
        if e.kind == "gone":
            who = f'<span class="autor autor-geloescht">{esc(e.who)}</span> ' if e.who else ""
            return (
                f'<div class="beitrag beitrag-entfernt ebene-{lvl}" id="beitrag-{number[i]}">'
                f'<div class="beitrag-kopf">{who}<span class="datum">{esc(e.at)}</span></div>'
                f'<p class="hinweis"><em>{esc(e.body)}</em></p></div>'
            )
        badge = f' <span class="rolle">{esc(e.mark("staff"))}</span>' if e.has("staff") else ""
        edited = f'<p class="bearbeitet">{esc(e.mark("edited"))}</p>' if e.has("edited") else ""
        pending = (
            '<p class="freischaltung">Ihr Beitrag wird von der Redaktion geprüft und ist erst nach der Freischaltung für andere Leser sichtbar.</p>'
            if e.has("pending")
            else ""
        )
        cls = (
            "beitrag"
            + (" beitrag-redaktion" if e.has("staff") else "")
            + (" beitrag-wartend" if e.has("pending") else "")
        )
        tools = (
            '<div class="werkzeuge"><a href="#formular">Antworten</a> <a href="/netiquette/melden">Melden</a> <a class="daumen" href="#">Empfehlen</a></div>'
            if not e.has("pending")
            else ""
        )
        return (
            f'<div class="{cls} ebene-{lvl}" id="beitrag-{number[i]}">'
            f'<div class="beitrag-kopf"><img src="/_avatar/lz-{slug(e.who)}.svg" width="32" height="32" alt=""> '
            f'<a class="autor" href="/profil/{slug(e.who)}">{esc(e.who)}</a>{badge} <span class="datum">{esc(e.at)}</span> {to}</div>'
            f"{pending}"
            f'<div class="beitrag-text">{paras(e.body)}</div>{edited}{tools}</div>'
        )

    listing = "".join(entry(i) for i in order)
    shown = sum(1 for e in es if e.kind == "c" and not e.has("pending")) + sum(
        1 for e in es if e.kind == "gone"
    )
    css = """body{margin:0;background:#e9e9e9;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}
#seite{width:1000px;margin:0 auto;background:#fff}#kopf{height:92px;position:relative;border-bottom:4px solid #003a79}
#logo{position:absolute;left:20px;top:18px;font:bold 34px Georgia,serif;color:#003a79;text-decoration:none}#datumzeile{position:absolute;right:20px;top:14px;color:#777;font-size:11px}
#wetter{position:absolute;right:20px;top:40px;font-size:12px}#hauptnavi{background:#003a79;height:32px}#hauptnavi ul{margin:0;padding:0 10px;list-style:none}
#hauptnavi li{float:left}#hauptnavi a{display:block;color:#fff;font-weight:bold;padding:8px 11px;text-decoration:none}#subnavi{background:#dde6f0;padding:5px 20px;font-size:12px}
#inhalt{overflow:hidden;padding:15px 20px}#spalte-links{float:left;width:620px}#spalte-rechts{float:right;width:300px}
.dachzeile{color:#c00;font-weight:bold;font-size:12px}h1{font:bold 26px/1.2 Georgia,serif;margin:4px 0 10px}.vorspann{font-weight:bold;font-size:14px}
.artikel-meta{color:#777;font-size:11px;border-bottom:1px dotted #aaa;padding-bottom:6px}.artikel-text p{font-size:14px;line-height:1.6}
.teilen{margin:12px 0;padding:6px;background:#f2f2f2}.teilen a{margin-right:10px}.bildunterschrift{font-size:11px;color:#666}
.infokasten{background:#fff6d5;border-left:4px solid #e0a800;padding:8px 12px;margin:14px 0}.infokasten h4{margin:0 0 4px}
#kommentare{margin-top:24px;border-top:2px solid #003a79}#kommentare h3{font:bold 18px Georgia,serif;color:#003a79}
.regeln{font-size:11px;color:#666}.beitrag{border-bottom:1px solid #e3e3e3;padding:8px 0}.beitrag-kopf img{vertical-align:middle}
.ebene-1{margin-left:40px}.ebene-2{margin-left:80px}.autor{font-weight:bold;color:#003a79}.datum{color:#888;font-size:11px}
.antwort-auf{font-size:11px;color:#888;margin-left:6px}.rolle{background:#c00;color:#fff;font-size:10px;padding:0 4px}
.beitrag-redaktion{background:#f1f5fa}.beitrag-entfernt .hinweis{color:#999;margin:4px 0}.beitrag-text p{margin:4px 0}
.bearbeitet{font-size:11px;color:#999;font-style:italic;margin:2px 0}.freischaltung{background:#fff3cd;color:#856404;font-size:11px;padding:3px 6px;margin:4px 0}
.beitrag-wartend{opacity:.75}.werkzeuge{font-size:11px}.werkzeuge a{margin-right:8px;color:#666}
#formular{background:#f2f2f2;padding:10px;margin-top:12px}#formular textarea{width:95%;height:70px}
.kasten{border:1px solid #ccc;margin-bottom:14px}.kasten h4{margin:0;background:#003a79;color:#fff;padding:4px 8px}.kasten ol,.kasten ul{margin:6px 0 8px;padding-left:24px}
.anzeige{background:#f4f4f4;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;padding:4px}#fuss{background:#333;color:#bbb;padding:16px 20px;font-size:11px;clear:both}#fuss a{color:#ddd}"""
    nav = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "Startseite",
            "Wellendorf",
            "Kreis Wellendorf",
            "Region",
            "Sport",
            "Kultur",
            "Wirtschaft",
            "Anzeigen",
            "Abo",
        )
    )
    body = f"""<div id="seite">
<div class="anzeige" style="height:90px;width:728px;margin:0 auto">Anzeige</div>
<div id="kopf"><a id="logo" href="/">Wellendorfer Kurier</a><div id="datumzeile">Samstag, 11. Juli 2015</div><div id="wetter">Wellendorf: 29 °C, sonnig</div></div>
<div id="hauptnavi"><ul>{nav}</ul></div>
<div id="subnavi"><a href="/wellendorf/">Wellendorf</a> » <a href="/wellendorf/stadt/">Stadt</a> » Freibad</div>
<div id="inhalt"><div id="spalte-links">
<div class="artikel">
<div class="dachzeile">Wellendorf</div>
<h1>Freibad wird teurer: Tageskarte kostet jetzt vier Euro</h1>
<p class="vorspann">Wellendorf. Der Stadtrat hat die Eintrittspreise im Freibad am Mühlenteich erhöht. Erwachsene zahlen ab Montag 50 Cent mehr, die Familienkarte wird günstiger.</p>
<div class="artikel-meta">Von Claudia Reimers · <span class="datum">11.07.2015, 06:00 Uhr</span> · <a href="#kommentare">{shown} Kommentare</a></div>
<div class="teilen">Teilen: <a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Google+</a><a href="#">E-Mail</a><a href="#">Drucken</a></div>
<p><img src="/_avatar/freibad-muehlenteich.svg" width="620" height="349" alt="Freibad am Mühlenteich"><br><span class="bildunterschrift">Das Freibad am Mühlenteich wurde 1964 eröffnet. Foto: Claudia Reimers</span></p>
<div class="artikel-text">
<p>Mit 21 zu 12 Stimmen hat der Stadtrat am Donnerstagabend die neue Entgeltordnung für das Freibad am Mühlenteich beschlossen. Eine Tageskarte für Erwachsene kostet ab Montag vier Euro statt 3,50 Euro, Kinder und Jugendliche zahlen zwei Euro.</p>
<p>Günstiger wird dagegen die Familienkarte: Zwei Erwachsene mit bis zu drei Kindern zahlen künftig elf Euro. Die Saisonkarte für Erwachsene steigt von 65 auf 75 Euro.</p>
<p>Kämmerer Rüdiger Hense begründete die Erhöhung mit gestiegenen Energie- und Personalkosten. Das Bad schreibe jedes Jahr ein Defizit von rund 480.000 Euro.</p>
<p>Die Wasserrutsche bleibt auch in diesem Sommer gesperrt. Ein Gutachten hatte 2013 Risse im Auslauf festgestellt; die Reparatur soll rund 90.000 Euro kosten.</p>
<p>Die Grünen stimmten gegen die Vorlage. Fraktionschefin Anja Wilkens sagte, ein Freibad gehöre zur Daseinsvorsorge und dürfe nicht nur nach Kassenlage betrieben werden.</p>
</div>
<div class="infokasten"><h4>Öffnungszeiten</h4>Montag bis Freitag 10 bis 19 Uhr, am Wochenende 9 bis 19 Uhr. Frühschwimmen dienstags und donnerstags ab 7 Uhr.</div>
</div>
<div id="kommentare"><h3>Kommentare ({shown})</h3>
<p class="regeln">Bitte beachten Sie unsere <a href="/netiquette/">Netiquette</a>. Beiträge werden vor der Veröffentlichung geprüft. Die Redaktion behält sich vor, Beiträge zu kürzen oder zu löschen.</p>
{listing}
<div id="formular"><b>Ihr Kommentar</b><br>Angemeldet als Torsten W. · <a href="/abmelden">Abmelden</a><br><textarea name="text"></textarea><br><input type="submit" value="Absenden"></div>
</div>
</div>
<div id="spalte-rechts">
<div class="anzeige" style="height:250px">Anzeige</div>
<div class="kasten"><h4>Meistgelesen</h4><ol><li><a href="/wellendorf/blitzer-an-der-b-51/">Neuer Blitzer an der B 51 bringt 3000 Fotos in einer Woche</a></li><li><a href="/wellendorf/freibad-wird-teurer/">Freibad wird teurer: Tageskarte kostet jetzt vier Euro</a></li><li><a href="/kreis/schuetzenfest-in-hollingen/">Schützenfest in Hollingen: Neuer König heißt Bernd Lamping</a></li><li><a href="/sport/fc-wellendorf-testspiel/">FC Wellendorf verliert Testspiel gegen Oberligisten</a></li><li><a href="/region/a-31-sperrung/">A 31: Vollsperrung am Wochenende</a></li></ol></div>
<div class="kasten"><h4>Notdienste</h4><ul><li>Apotheke: Löwen-Apotheke, Marktstraße 4</li><li>Ärztlicher Notdienst: 116 117</li></ul></div>
<div class="kasten"><h4>Veranstaltungen</h4><ul><li>Sa, 11.07.: Sommerfest am Hafen</li><li>So, 12.07.: Flohmarkt auf dem Rathausplatz</li></ul></div>
<div class="anzeige" style="height:600px">Anzeige</div>
</div></div>
<div id="fuss">© 2015 Wellendorfer Kurier – Verlag H. Brinkmann GmbH &amp; Co. KG · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a> · <a href="/mediadaten/">Mediadaten</a> · <a href="/kontakt/">Kontakt</a></div>
</div>
<script type="text/javascript">var ivw_path = "/wellendorf/stadt"; var wk_artikel_id = 2315507;</script>"""
    return make(
        "dv-de-wellendorf-freibad",
        "discussion",
        "de",
        doc(
            "Freibad wird teurer: Tageskarte kostet jetzt vier Euro",
            "Wellendorfer Kurier",
            "de",
            css,
            body,
            published="2015-07-11T06:00:00+02:00",
            author="Claudia Reimers",
            doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
            html_attrs='xmlns="http://www.w3.org/1999/xhtml" xml:lang="de"',
            charset='<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            ld=False,
            keywords="Freibad, Mühlenteich, Eintritt, Stadtrat, Wellendorf",
        ),
        es,
        path="/wellendorf/stadt/freibad-wird-teurer-tageskarte-kostet-jetzt-vier-euro-id2315507.html",
        container="div#kommentare: one flat run of div.beitrag (avatar, a.autor, span.datum, 'Antwort auf NAME' link, div.beitrag-text > p, 'zuletzt bearbeitet' line, tools), answers only by the classes ebene-1/ebene-2 (indent) and the 'Antwort auf' link; two div.beitrag-entfernt placeholders (one by the moderation, one deleted by its writer) whose answers stay; the moderation's answer; the reader's own entry awaiting approval",
        heading=f"Kommentare ({shown})",
        description="A German regional daily of July 2015 in a fixed-width XHTML template (top banner, navigation bar, weather, share links with Google+, info box, most read, duty pharmacy, events, adverts): 12 comments in one flat list indented by level classes, with 'Antwort auf NAME' links; two placeholders (removed by the moderation; deleted by its writer) whose answers stay, the moderation's own answer, two entries 'zuletzt bearbeitet', and the signed-in reader's own entry awaiting approval.",
    )


# --------------------------------------------------------------------------- fr: a regional daily, 2013


def fr_marche() -> Case:
    es = thread("""
lulu29 @ le 14/03/2013 à 09h12 ~ 2013-03-14T09:12:00+01:00 :: Encore une fois on déplace le marché sans demander l'avis des commerçants. Sur le parking du Champ-de-Foire il n'y a ni abri ni toilettes, et les anciens du centre ne pourront plus venir à pied.
>Pierre-Yves Le Bihan @ le 14/03/2013 à 09h40 ~ 2013-03-14T09:40:00+01:00 :: Les commerçants ont été reçus deux fois en mairie, c'est écrit dans l'article. Ce n'est pas parce qu'on n'est pas d'accord qu'on n'a pas été consulté.
>>lulu29 {edited=Message modifié 1 fois, dernière modification le 14/03/2013 à 10h05} @ le 14/03/2013 à 09h58 ~ 2013-03-14T09:58:00+01:00 :: Reçus, oui. Écoutés, c'est autre chose. Mon beau-frère vend des légumes sur ce marché depuis 22 ans, personne ne lui a demandé s'il pouvait décharger son camion là-bas.
!gone @ le 14/03/2013 à 10h21 ~ 2013-03-14T10:21:00+01:00 :: Ce message a été supprimé par le modérateur.
>Annick Quéré @ le 14/03/2013 à 10h44 ~ 2013-03-14T10:44:00+01:00 :: Inutile de s'en prendre au maire comme ça. Les travaux de la place sont décidés depuis 2011, tout le monde savait que le marché devrait bouger pendant un an.
>>Gwen_K @ le 14/03/2013 à 11h02 ~ 2013-03-14T11:02:00+01:00 :: Un an, c'est ce qu'on nous dit. Pour la médiathèque aussi c'était un an, et on en est à trois.
!note La modération :: Rappel : les messages à caractère injurieux ou mettant en cause des personnes nommément seront supprimés. Merci de garder un ton courtois.
Jean-Marc Tanguy @ le 14/03/2013 à 11h30 ~ 2013-03-14T11:30:00+01:00 :: Et le stationnement ? Le samedi matin le Champ-de-Foire sert de parking à tous ceux qui vont au centre. Si on y met le marché, où est-ce qu'on se gare ?
>La rédaction {staff=Réponse de la rédaction} @ le 14/03/2013 à 12h15 ~ 2013-03-14T12:15:00+01:00 :: Bonjour, selon les services techniques de la ville, le parking de la gare (180 places) sera gratuit le samedi matin pendant toute la durée des travaux, et une navette passera toutes les vingt minutes.
>>Jean-Marc Tanguy @ le 14/03/2013 à 12h31 ~ 2013-03-14T12:31:00+01:00 :: Merci pour la précision, je n'étais pas au courant pour la navette.
Marie-Thérèse Guivarc'h @ le 14/03/2013 à 14h08 ~ 2013-03-14T14:08:00+01:00 :: Moi je trouve que c'est une bonne idée. Il y aura enfin de la place pour circuler entre les étals, et les producteurs bio pourront venir, ils étaient sur liste d'attente depuis des années.
!gone @ le 14/03/2013 à 15h26 ~ 2013-03-14T15:26:00+01:00 :: Ce message a été supprimé par le modérateur.
Yannick Morvan {edited=Message modifié 2 fois, dernière modification le 14/03/2013 à 18h47} @ le 14/03/2013 à 18h20 ~ 2013-03-14T18:20:00+01:00 :: Pour info, la réunion publique sur le projet de la place aura lieu le 28 mars à 20h30 à la salle Ar Men. Les plans y seront présentés. // Venez nombreux, c'est le moment de poser vos questions.
""")
    k = kids(es)

    def block(i: int) -> str:
        e = es[i]
        sub = ""
        if i in k:
            sub = '<div class="reponses">' + "".join(block(j) for j in k[i]) + "</div>"
        if e.kind == "note":
            return f'<div class="avertissement-moderation"><strong>{esc(e.who)}</strong><p>{esc(e.body)}</p></div>{sub}'
        if e.kind == "gone":
            return (
                f'<div class="reaction reaction-supprimee" id="r{880300 + i}"><p class="reaction-infos">Posté <span class="date">{esc(e.at)}</span></p>'
                f'<p class="reaction-texte"><i>{esc(e.body)}</i></p>{sub}</div>'
            )
        staff = e.has("staff")
        who = (
            f'<span class="pseudo pseudo-redaction">{esc(e.who)}</span> <span class="etiquette">{esc(e.mark("staff"))}</span>'
            if staff
            else f'<a class="pseudo" href="/membre/{slug(e.who)}">{esc(e.who)}</a>'
        )
        edited = f'<p class="reaction-modif">{esc(e.mark("edited"))}</p>' if e.has("edited") else ""
        return (
            f'<div class="reaction{" reaction-redaction" if staff else ""}" id="r{880300 + i}">'
            f'<p class="reaction-infos">{who} <span class="date">{esc(e.at)}</span></p>'
            f'<div class="reaction-texte">{brs(e.body)}</div>{edited}'
            '<p class="reaction-outils"><a href="#repondre">Répondre</a> | <a href="#" class="alerter">Alerter</a> | <a href="#" class="plus1">J\'approuve</a></p>'
            f"{sub}</div>"
        )

    listing = "".join(block(i) for i in k[None])
    n = sum(1 for e in es if e.kind != "note")
    css = """body{margin:0;background:#f0ede6;font:12px/1.45 Verdana,Geneva,sans-serif;color:#333}
#conteneur{width:990px;margin:0 auto;background:#fff}#bandeau-pub{height:90px;background:#eee;text-align:center;color:#aaa;font-size:10px;line-height:90px}
#entete{padding:10px 15px;border-bottom:1px solid #ccc;overflow:hidden}#entete .logo{float:left;font:bold 36px 'Times New Roman',serif;color:#1c3f94;text-decoration:none}
#entete .edition{float:right;text-align:right;font-size:11px;color:#666}#menu{background:#1c3f94;overflow:hidden}#menu a{float:left;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none;font-size:12px}
#menu-villes{background:#e3e8f4;padding:4px 15px;font-size:11px}#menu-villes a{margin-right:8px}#page{overflow:hidden;padding:15px}
#colonne-principale{float:left;width:640px}#colonne-droite{float:right;width:300px}.fil-ariane{font-size:10px;color:#888}
.titre-article{font:bold 26px Georgia,serif;color:#111;margin:6px 0}.chapo{font-weight:bold;font-size:13px}.signature{font-size:11px;color:#888}
.corps p{font-size:13px;line-height:1.6}.partage{background:#f6f6f6;padding:6px;margin:10px 0}.partage a{margin-right:8px}
.encadre{background:#eef2fa;padding:8px;margin:10px 0}#reactions{border-top:3px solid #1c3f94;margin-top:20px}#reactions h2{font:bold 17px Georgia,serif;color:#1c3f94}
.charte{font-size:10px;color:#888}.reaction{border-top:1px dotted #bbb;padding:6px 0 6px 0}.reponses{margin-left:30px;border-left:3px solid #e3e8f4;padding-left:8px}
.pseudo{font-weight:bold;color:#1c3f94}.date{color:#999;font-size:10px}.reaction-texte{margin:4px 0}.reaction-modif{font-size:10px;color:#aaa;font-style:italic;margin:0}
.reaction-outils{font-size:10px;color:#999;margin:2px 0}.reaction-outils a{color:#999}.reaction-supprimee>.reaction-texte{color:#aaa}
.reaction-redaction{background:#fff8e1}.etiquette{background:#e30613;color:#fff;font-size:9px;padding:1px 3px;text-transform:uppercase}
.avertissement-moderation{border:1px solid #e30613;background:#fff0f0;padding:6px 8px;margin:8px 0;font-size:11px}.avertissement-moderation p{margin:2px 0}
#repondre{background:#f3f3f3;padding:8px;margin-top:10px}.bloc{border:1px solid #ddd;margin-bottom:12px}.bloc h3{margin:0;background:#1c3f94;color:#fff;padding:4px 8px;font-size:12px}
.bloc ul,.bloc ol{margin:6px;padding-left:20px}.pub{background:#eee;color:#aaa;text-align:center;font-size:10px}#pied{background:#1c3f94;color:#dfe6f6;padding:12px 15px;font-size:10px;clear:both}#pied a{color:#fff}"""
    villes = " ".join(
        f'<a href="/{slug(v)}/">{esc(v)}</a>'
        for v in ("Kerbriand", "Plouvenec", "Landrévez", "Saint-Goulven", "Pont-Aven-sur-Mer", "Lanvéoc")
    )
    menu = "".join(
        f'<a href="/{slug(s)}/">{esc(s)}</a>'
        for s in (
            "Accueil",
            "Actualité",
            "Faits divers",
            "Sports",
            "Économie",
            "Loisirs",
            "Annonces",
            "Nécrologie",
            "Abonnement",
        )
    )
    body = f"""<div id="conteneur">
<div id="bandeau-pub">Publicité</div>
<div id="entete"><a class="logo" href="/">L'Écho de Cornouaille</a><div class="edition">Jeudi 14 mars 2013<br>Édition de Kerbriand · <a href="/meteo/">Météo : 9 °C, averses</a><br><a href="/connexion/">Se connecter</a> | <a href="/inscription/">S'inscrire</a></div></div>
<div id="menu">{menu}</div>
<div id="menu-villes">Vos villes : {villes}</div>
<div id="page"><div id="colonne-principale">
<p class="fil-ariane"><a href="/">Accueil</a> &gt; <a href="/kerbriand/">Kerbriand</a> &gt; Actualité</p>
<h1 class="titre-article">Kerbriand. Le marché du samedi va déménager au Champ-de-Foire</h1>
<p class="signature">Publié le 14 mars 2013 à 07h00 · Par Soizic Le Gall</p>
<div class="partage"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Google+</a><a href="#">Envoyer</a><a href="#">Imprimer</a> · <a href="#reactions">{n} réactions</a></div>
<p class="chapo">Pendant les travaux de la place de l'Église, d'avril 2013 à juin 2014, le marché hebdomadaire s'installera sur le parking du Champ-de-Foire. Une partie des commerçants non sédentaires s'y oppose.</p>
<p><img src="/_avatar/marche-kerbriand.svg" width="640" height="360" alt="Le marché de Kerbriand"><br><span class="signature">Le marché du samedi réunit une soixantaine d'exposants. Photo archives</span></p>
<div class="corps">
<p>C'est acté : à partir du samedi 6 avril, le marché de Kerbriand quittera la place de l'Église pour le parking du Champ-de-Foire, à 400 mètres de là. La décision a été présentée mardi soir en conseil municipal.</p>
<p>La place doit être entièrement refaite : nouveaux réseaux, pavage et suppression d'une trentaine de places de stationnement. Le chantier, estimé à 1,2 million d'euros, doit durer quatorze mois.</p>
<p>Les commerçants non sédentaires ont été reçus à deux reprises en mairie. « On nous a présenté les choses comme décidées », regrette Hervé Nédélec, président de leur association, qui réclamait une installation dans la rue de Brest.</p>
<p>Le maire, Daniel Kerjean, assure que le Champ-de-Foire sera équipé de bornes électriques et de sanitaires provisoires avant l'ouverture.</p>
</div>
<div class="encadre"><b>Pratique.</b> Marché le samedi de 8 h à 13 h. Réunion publique sur le projet de la place le jeudi 28 mars à 20 h 30, salle Ar Men.</div>
<div id="reactions"><h2>Réactions ({n})</h2>
<p class="charte">Les propos tenus sur cet espace n'engagent que leurs auteurs. Tout message contraire à la <a href="/charte/">charte</a> sera supprimé.</p>
{listing}
<div id="repondre"><b>Réagir à cet article</b><br>Vous devez être connecté pour réagir. <a href="/connexion/">Se connecter</a> ou <a href="/inscription/">créer un compte</a></div>
</div>
</div>
<div id="colonne-droite">
<div class="pub" style="height:250px;line-height:250px">Publicité</div>
<div class="bloc"><h3>Les plus lus</h3><ol><li><a href="/plouvenec/accident-rn165/">Plouvenec. Accident sur la RN 165 : deux blessés</a></li><li><a href="/kerbriand/marche-champ-de-foire/">Kerbriand. Le marché du samedi va déménager</a></li><li><a href="/sports/stade-kerbriandais/">Football. Le Stade kerbriandais tient le nul à Quimperlé</a></li><li><a href="/landrevez/fest-noz/">Landrévez. Le fest-noz de la Saint-Patrick affiche complet</a></li></ol></div>
<div class="bloc"><h3>Annonces légales</h3><ul><li>Commune de Lanvéoc : enquête publique PLU</li><li>SARL Ty Krampouezh : modification du capital</li></ul></div>
<div class="bloc"><h3>Pharmacie de garde</h3><ul><li>Composez le 32 37</li></ul></div>
<div class="pub" style="height:600px;line-height:600px">Publicité</div>
</div></div>
<div id="pied">© L'Écho de Cornouaille 2013 · <a href="/mentions-legales/">Mentions légales</a> · <a href="/cgu/">CGU</a> · <a href="/contact/">Contact</a> · <a href="/publicite/">Publicité</a> · <a href="/charte/">Charte de modération</a></div>
</div>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2204117-3']); _gaq.push(['_trackPageview']);</script>"""
    return make(
        "dv-fr-kerbriand-marche",
        "discussion",
        "fr",
        doc(
            "Kerbriand. Le marché du samedi va déménager au Champ-de-Foire",
            "L'Écho de Cornouaille",
            "fr",
            css,
            body,
            published="2013-03-14T07:00:00+01:00",
            author="Soizic Le Gall",
            doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
            html_attrs='xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr"',
            charset='<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            ld=False,
        ),
        es,
        path="/kerbriand/actualite/le-marche-du-samedi-va-demenager-au-champ-de-foire-14-03-2013-880300.html",
        container="div#reactions > div.reaction (p.reaction-infos: a.pseudo, span.date; div.reaction-texte with <br><br>; 'Message modifié' line; Répondre | Alerter | J'approuve), answers in div.reponses inside the parent's div; two div.reaction-supprimee placeholders (one keeps two answers); the newsroom's answer marked 'Réponse de la rédaction'; a moderators' reminder box between the entries",
        heading="Réactions (12)",
        description="A French regional daily of March 2013 in a fixed-width XHTML template (top banner, towns bar, weather, share links with Google+, box 'Pratique', most read, legal notices, duty pharmacy, adverts): 9 readers' reactions and the newsroom's answer, nested two deep; two messages removed by the moderator (the first keeps its answers), a moderators' reminder between the entries, two 'Message modifié' lines.",
    )


def threads_dv() -> list[Case]:
    return [en_fernside(), de_freibad(), fr_marche()]

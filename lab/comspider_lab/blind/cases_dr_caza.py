"""Blind set DR: a Canadian daily of 2013 (a provincial story, 18 comments with "Top commenter" badges, thumbs up and
down, replies one level deep under "n replies", a "Most liked" box repeating two comments of the thread, sort links)
and a South African news site of 2012 (a toll-road story, 20 comments and one removed by the moderator, "Verified"
ticks, replies nested three deep, like counts, report links). Every class name, name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dr_common import C, Case, counted, esc, kids, make, paras, slug, talk
from comspider_lab.blind.layout_dr import doc, menu, share

CA_CSS = (
    "body{margin:0;background:#eceae4;font:14px/1.5 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#1d1d1d}.rx-shell{width:1000px;margin:0 auto;background:#fff}"
    ".rx-masthead{padding:16px;border-bottom:6px solid #a6192e;overflow:hidden}.rx-masthead .rx-logo{font:bold 40px Georgia;color:#a6192e}"
    ".rx-masthead .rx-date{float:right;font-size:12px;color:#666}.rx-sections{list-style:none;margin:0;padding:0;background:#222;overflow:hidden}"
    ".rx-sections li{float:left}.rx-sections a{display:block;color:#fff;padding:8px 12px;font-size:13px}.rx-main{float:left;width:650px;padding:16px}"
    ".rx-aside{float:right;width:300px;padding:16px 10px}.rx-widget{margin-bottom:18px}.rx-widget h3{font-size:13px;border-bottom:2px solid #a6192e;text-transform:uppercase}"
    ".rx-cmt{padding:10px 0;border-bottom:1px solid #eee}.rx-cmt header{font-size:12px}.rx-cmt .rx-name{font-weight:bold}.rx-topc{background:#f5d76e;font-size:10px;padding:1px 5px;border-radius:3px}"
    ".rx-replies{margin-left:40px}.rx-votes{font-size:12px;color:#666}.rx-liked{background:#faf7ef;border:1px solid #e6dcc0;padding:10px;margin:10px 0}"
    ".rx-footer{clear:both;background:#222;color:#aaa;padding:16px;font-size:12px}"
)

CA_THREAD = """
prairiegirl_78 {Top commenter} [48] @ March 6, 2013 at 7:12 a.m. :: Finally. Photo radar on the Perimeter was a cash grab from day one. The cameras were always parked on the downhill stretch by the overpass where everybody's doing 105 without trying.
>Len Wozniak [9] @ March 6, 2013 at 7:30 a.m. :: It slowed people down though. My brother-in-law is a paramedic and he says the crashes on that stretch went down after 2009.
>prairiegirl_78 {Top commenter} [14] @ March 6, 2013 at 7:41 a.m. :: Source? Because the province's own report says collisions were flat.
>Len Wozniak [6] @ March 6, 2013 at 8:02 a.m. :: Fair, I'm going on what he told me. I'll ask him where he got it.
Doug Ferrier [22] @ March 6, 2013 at 7:25 a.m. :: Watch, the revenue will be "replaced" by a new fee on our licence renewals within two years. Nobody in government ever gives up $6 million.
Marie-Claude Beaulieu [31] @ March 6, 2013 at 7:48 a.m. :: I drive school bus on Route 12 and I can tell you the speed in the school zones is out of control already. Get rid of highway photo radar if you want but please put more of them in front of the schools, not less.
>Hank_from_Selkirk {Top commenter} [17] @ March 6, 2013 at 8:10 a.m. :: Agree 100%. School zones are the one place nobody argues about a camera.
>Doug Ferrier [4] @ March 6, 2013 at 8:31 a.m. :: The article says the school zone cameras stay. Third paragraph.
>Marie-Claude Beaulieu [8] @ March 6, 2013 at 8:55 a.m. :: Oh good, thanks Doug, I read it on my phone and missed that part.
TomR [3] @ March 6, 2013 at 8:14 a.m. :: Does anyone know if tickets already issued still have to be paid? I got one in January that I'm fighting.
>Hank_from_Selkirk {Top commenter} [10] @ March 6, 2013 at 8:40 a.m. :: Yes, they're still valid. The change is only for new tickets after April 1. Good luck with the fight though, I won mine in 2011 because the calibration log was missing a date.
>TomR [2] @ March 6, 2013 at 9:05 a.m. :: That's a good tip, thanks. I'll ask for the log.
northend_voter [0] @ March 6, 2013 at 9:20 a.m. :: Just in time for the by-election. What a coincidence.
>prairiegirl_78 {Top commenter} [5] @ March 6, 2013 at 9:33 a.m. :: Everything they do is timed for something. Doesn't make it wrong.
Anita Grewal [52] @ March 6, 2013 at 10:02 a.m. :: My dad was killed by a speeding driver on Highway 59 in 2004. I know the cameras aren't perfect but every time I hear "cash grab" I want to scream. Slow down and you pay nothing.
>Len Wozniak [21] @ March 6, 2013 at 10:15 a.m. :: I'm so sorry Anita. You're right.
>northend_voter [7] @ March 6, 2013 at 10:40 a.m. :: Sorry for your loss. I didn't mean to make light of it.
ex-trucker [6] @ March 6, 2013 at 11:48 a.m. :: 35 years on the road. The cameras never stopped anybody from speeding, they just made people brake hard right in front of them and speed up after. What works is cops in cars. Put the $6 million into that.
"""

CA_LIKED = (0, 14)


def _ca_one(cs: list[C], i: int, replies: str = "") -> str:
    c = cs[i]
    cid = 3008114 + 11 * i
    badge = f' <span class="rx-topc">{esc(c.meta)}</span>' if c.meta else ""
    down = (i * 7) % 5
    return (
        f'<article class="rx-cmt" id="rx-{cid}"><header><img src="/_avatar/rx-{slug(c.who)}.svg" width="32" height="32" alt="" /> '
        f'<a class="rx-name" href="/u/{slug(c.who)}">{esc(c.who)}</a>{badge} <time datetime="2013-03-06">{esc(c.at)}</time></header>'
        f'<div class="rx-text">{paras(c.body)}</div>'
        f'<footer class="rx-votes"><a href="#" class="up">&#9650;</a> {c.votes} <a href="#" class="down">&#9660;</a> {down} &middot; '
        f'<a href="#rx-reply-{cid}">Reply</a> &middot; <a href="/flag/{cid}">Flag</a></footer>{replies}</article>'
    )


def ca_examiner() -> Case:
    cs = talk(CA_THREAD)
    tree = kids(cs)
    items = []
    for i in tree[None]:
        flat = tree.get(i, [])
        rep = ""
        if flat:
            rep = (
                f'<div class="rx-replies"><a class="rx-toggle" href="#">{len(flat)} {"reply" if len(flat) == 1 else "replies"}</a>'
                + "".join(_ca_one(cs, j) for j in flat)
                + "</div>"
            )
        items.append(_ca_one(cs, i, rep))
    liked = '<div class="rx-liked"><h4>Most liked</h4>' + "".join(_ca_one(cs, i) for i in CA_LIKED) + "</div>"
    comments = (
        '<section id="rx-comments"><h2>Comments <span class="rx-n">(18)</span></h2>'
        '<p class="rx-note">The Examiner welcomes your views. Comments are moderated after posting; see our <a href="/commenting-policy">commenting policy</a>.</p>'
        '<div class="rx-sort">Sort: <a href="?sort=newest#rx-comments">Newest</a> | <b>Oldest</b> | <a href="?sort=liked#rx-comments">Most liked</a></div>'
        + liked
        + '<div class="rx-list">'
        + "".join(items)
        + '</div><form class="rx-form"><textarea placeholder="Join the conversation" rows="4" cols="60"></textarea><button type="submit">Post</button></form></section>'
    )
    story = (
        '<p class="rx-crumb"><a href="/local">Local</a> / <a href="/local/provincial-politics">Provincial politics</a></p>'
        "<h1>Province to scrap photo radar on highways, keep it in school zones</h1>"
        '<p class="rx-byline">By <a href="/authors/gina-lachance">Gina Lachance</a>, Legislature reporter<br /><time datetime="2013-03-05T18:30">Posted: 03/5/2013 6:30 PM</time> | Last Modified: 03/5/2013 9:14 PM</p>'
        + share("rx-share", (("Facebook", "612"), ("Twitter", "140"), ("Email", ""), ("Print", "")))
        + '<div class="rx-text-body">'
        "<p>The province will pull photo radar cameras from its highways on April 1, ending a program that brought in about $6 million a year and drew complaints from drivers since it began in 2009.</p>"
        '<p>Justice Minister Carl Haugen said Tuesday the highway cameras "have done their job" and that enforcement will shift to RCMP and city police patrols.</p>'
        "<p>Cameras in school and construction zones will stay. Tickets issued before April 1 remain valid, the minister said.</p>"
        '<p>Opposition critic Lisa Marchand called the timing "suspicious" with a by-election set for April 16 in Selkirk-Interlake.</p>'
        "<p>A 2012 review commissioned by the province found collisions on the monitored highway stretches had not changed significantly since the cameras were installed.</p></div>"
        '<div class="rx-authorbox"><img src="/_avatar/rx-author-gina-lachance.svg" width="60" height="60" alt="" /><p><b>Gina Lachance</b> covers the legislature. Follow her on Twitter @glachance_rx.</p></div>'
    )
    aside = (
        '<div class="rx-widget rx-ad" style="height:250px;background:#f2f2f2">Advertisement</div>'
        '<div class="rx-widget"><h3>Most popular</h3>'
        + counted(
            """Province to scrap photo radar on highways | 21,450 reads
Jets fall 4-2 in Columbus | 17,002 reads
Storm to bring 20 cm of snow by Thursday | 12,988 reads
Restaurant closes after 41 years on Corydon | 8,311 reads""",
            "{n}",
        )
        + '</div><div class="rx-widget"><h3>Most discussed</h3>'
        + counted(
            """Letter: Bike lanes are killing downtown | 212
Province to scrap photo radar on highways | 18
City hall pay raises approved | 88""",
            "{n} comments",
        )
        + '</div><div class="rx-widget"><h3>Weather</h3><p>-14&deg;C Light snow. Wind chill -24.</p></div>'
    )
    body = (
        '<div class="rx-shell"><div class="rx-masthead"><span class="rx-logo">Red River Examiner</span><span class="rx-date">Wednesday, March 6, 2013 &middot; <a href="/epaper">ePaper</a> &middot; <a href="/subscribe">Subscribe</a></span></div>'
        + menu(
            (
                "Home",
                "Local",
                "Canada",
                "World",
                "Business",
                "Sports",
                "Jets",
                "Arts & Life",
                "Opinion",
                "Obituaries",
                "Classifieds",
            ),
            cls="rx-sections",
        )
        + f'<div class="rx-main">{story}{comments}</div><div class="rx-aside">{aside}</div>'
        '<div class="rx-footer">&copy; 2013 Red River Examiner, a division of Prairie Media Group Inc. <a href="/privacy">Privacy</a> &middot; <a href="/terms">Terms</a> &middot; <a href="/contact">Contact</a></div></div>'
    )
    html = doc(
        lang="en-CA",
        title="Province to scrap photo radar on highways, keep it in school zones",
        site="Red River Examiner",
        css=CA_CSS,
        body=body,
        body_cls="rx-story",
        html5=True,
    )
    return make(
        "dr-ca-examiner-photoradar",
        "discussion",
        html,
        cs,
        path="/local/province-to-scrap-photo-radar-on-highways-195600321.html",
        container="section#rx-comments div.rx-list",
        heading="Comments (18)",
        description="A Canadian daily (2013, own CMS, HTML5): 18 comments, replies one level under 'n replies' "
        "(answers to a reply printed in the same level, without a link), 'Top commenter' badges, thumbs up/down counts, a 'Most liked' "
        "box above the list repeating 2 comments of the thread, sort links",
    )


ZA_CSS = (
    "body{margin:0;background:#fff;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}#hm-container{width:990px;margin:0 auto}"
    "#hm-topbar{background:#222;color:#ccc;padding:4px 8px;font-size:11px}#hm-brand{padding:12px 8px;overflow:hidden}"
    "#hm-brand .hm-logo{font:bold 38px Arial;color:#e35205}#hm-brand .hm-ticker{float:right;font-size:11px;text-align:right}"
    "#hm-nav{list-style:none;margin:0;padding:0;background:#e35205;overflow:hidden}#hm-nav li{float:left}#hm-nav a{display:block;color:#fff;padding:7px 11px;font-weight:bold}"
    "#hm-content{float:left;width:660px;padding:10px 8px}#hm-sidebar{float:right;width:300px;padding:10px 6px}"
    ".hm-block{margin-bottom:14px;border:1px solid #ddd}.hm-block h5{margin:0;background:#333;color:#fff;padding:4px 8px;font-size:12px}"
    "#readers-say{margin-top:18px;border-top:3px solid #e35205}.hm-r{list-style:none;margin:0;padding:0}.hm-r li.hm-item{border-bottom:1px dotted #bbb;padding:8px 0}"
    ".hm-r .hm-r{margin-left:28px}.hm-verified{color:#0a7d2c;font-weight:bold;font-size:10px}.hm-mod{color:#999;font-style:italic}.hm-tools{font-size:10px;color:#777}"
    "#hm-footer{clear:both;background:#222;color:#aaa;padding:14px;font-size:11px}"
)

ZA_THREAD = """
Sipho Ndlovu {Verified} [34] @ 2012/04/24 08:03 :: We already pay fuel levy for roads. Now we pay again to drive on the same road. And the gantries were built before anybody asked us. This is not consultation, it is a done deal with a public hearing painted on.
>Marius van Wyk [12] @ 2012/04/24 08:15 :: Presies. And the people who will pay most are the ones who can least afford it, the taxis will just push the fare up.
>>Thandi M {Verified} [9] @ 2012/04/24 08:40 :: The taxis are exempt, it's in the article. But you're right that the bakkie owners and small business guys get hit hard.
>>>Marius van Wyk [4] @ 2012/04/24 08:52 :: Ag, ok, I missed that. Still stands for everyone else.
Ruth Abrahams [18] @ 2012/04/24 08:11 :: Nobody is saying the freeway upgrade wasn't needed. The N1 is a lot better than it was in 2008. The question is why the tolls are so much higher than what was promised at the start.
>Kagiso P [7] @ 2012/04/24 09:05 :: Because the bonds have to be paid back and the cost went up 3 times during the World Cup rush. Somebody made a lot of money there.
-- @ 2012/04/24 08:20 :: This comment has been removed by the moderator.
DurbanExile [3] @ 2012/04/24 08:33 :: Just move to Durban, no e-tolls, only potholes :)
>Sipho Ndlovu {Verified} [5] @ 2012/04/24 08:45 :: Haha, wait, they're coming for you next boet.
Prof. A. Joubert [21] @ 2012/04/24 09:10 :: A correction to the article: the cap is R550 per month for light vehicles with an e-tag, not R450. Without the tag the tariffs are roughly double, which is the part most motorists haven't understood yet.
>Highveld Mail {Verified} [16] @ 2012/04/24 09:42 :: Thank you, Prof. Joubert, you are correct. We have fixed the figure in the story. - Online editor
>>Prof. A. Joubert [6] @ 2012/04/24 09:50 :: Appreciated.
Lerato K. [11] @ 2012/04/24 09:25 :: I work in Midrand and live in Soweto. I worked it out and it's going to be about R380 a month for me, that's more than my electricity bill. What alternative is there? The Gautrain doesn't go to Soweto and the bus takes two hours.
>Thandi M {Verified} [14] @ 2012/04/24 09:38 :: This is the real issue. Tolling only works if there's a proper alternative, and for most people there isn't one.
>Wynand B [2] @ 2012/04/24 10:12 :: Take the R55 and the old Pretoria road. It's slower but free.
>>Lerato K. [3] @ 2012/04/24 10:31 :: Slower means another 40 minutes, twice a day. Time is also money.
Gavin Pillay [8] @ 2012/04/24 10:02 :: Will the COSATU march on Thursday change anything? Genuine question.
>Kagiso P [4] @ 2012/04/24 10:19 :: It might delay it. The court case is what matters, OUTA's application is being heard next week.
Annelie [1] @ 2012/04/24 11:40 :: I'm just not going to buy a tag. Let them try to collect from millions of people.
>Ruth Abrahams [10] @ 2012/04/24 12:05 :: They will, through your licence renewal. They can block it if you have outstanding toll fees. That's what the draft regulations say.
>>Annelie [2] @ 2012/04/24 12:30 :: Then I'll see them in court with everyone else
"""


def _za_list(cs: list[C], tree: dict[int | None, list[int]], parent: int | None) -> str:
    out = []
    for i in tree.get(parent, []):
        c = cs[i]
        cid = 77400 + 5 * i
        sub = _za_list(cs, tree, i) if i in tree else ""
        if c.removed:
            out.append(f'<li class="hm-item" id="hm-c{cid}"><p class="hm-mod">{esc(c.body)}</p>{sub}</li>')
            continue
        ver = (
            ' <span class="hm-verified" title="Verified account">&#10004; Verified</span>'
            if c.meta == "Verified"
            else ""
        )
        out.append(
            f'<li class="hm-item" id="hm-c{cid}"><div class="hm-head"><span class="hm-who">{esc(c.who)}</span>{ver} '
            f'<span class="hm-stamp">{esc(c.at)}</span></div><div class="hm-said">{paras(c.body)}</div>'
            f'<div class="hm-tools"><a href="#">Like</a> ({c.votes}) | <a href="#hm-form">Reply</a> | <a href="/abuse?id={cid}">Report abuse</a></div>{sub}</li>'
        )
    return '<ul class="hm-r">' + "".join(out) + "</ul>"


def za_highveld() -> Case:
    cs = talk(ZA_THREAD)
    tree = kids(cs)
    comments = (
        '<div id="readers-say"><h3>Readers\' comments (21)</h3>'
        '<p class="hm-rules">Comments are the views of readers, not of the Highveld Mail. Hate speech, racism and personal attacks will be removed. '
        '<a href="/login">Log in with your Highveld Mail account or Facebook</a> to comment.</p>'
        + _za_list(cs, tree, None)
        + '<div id="hm-form"><textarea rows="4" cols="60"></textarea><input type="submit" value="Submit comment" /></div></div>'
    )
    story = (
        '<div class="hm-path"><a href="/">Home</a> &raquo; <a href="/news">News</a> &raquo; <a href="/news/gauteng">Gauteng</a></div>'
        "<h1>E-toll tariffs: what Gauteng motorists will pay from June</h1>"
        '<p class="hm-meta">2012-04-24 07:15 &middot; <a href="/authors/naledi-mokoena">Naledi Mokoena</a>, Highveld Mail</p>'
        + share("hm-share", (("Facebook", "3,402"), ("Tweet", "877"), ("Mxit", ""), ("Email", "")))
        + '<div class="hm-body">'
        "<p>Johannesburg - Motorists who use Gauteng's upgraded freeways will pay up to R550 a month from June, after the transport department gazetted the final e-toll tariffs on Monday.</p>"
        "<p>Light vehicles with an e-tag will pay 30c a kilometre, and 66c without one. Minibus taxis and buses that are registered with the department are exempt.</p>"
        "<p>Business groups and trade union federation COSATU have called the system unaffordable. COSATU plans a march to the provincial legislature on Thursday, and the Opposition to Urban Tolling Alliance (OUTA) will ask the high court next week to set the tolls aside.</p>"
        "<p>The roads agency says the R20 billion upgrade must be paid back through tolls and that the monthly cap protects daily commuters.</p>"
        '<p class="hm-correction"><em>This article was updated at 09:45 to correct the monthly cap.</em></p></div>'
        '<div class="hm-related"><h4>Related</h4><ul><li><a href="/news/gauteng/etoll-court">OUTA heads to court over e-tolls</a></li><li><a href="/news/gauteng/gautrain-fares">Gautrain fares up 8%</a></li></ul></div>'
    )
    side = (
        '<div class="hm-block"><h5>Most read</h5>'
        + counted(
            """E-toll tariffs: what Gauteng motorists will pay from June | 1
Bafana squad named for Ethiopia qualifier | 2
Petrol price to drop 19c in May | 3
Load shedding: Eskom warns of tight winter | 4""",
            "",
        )
        + '</div><div class="hm-block"><h5>Most commented</h5>'
        + counted(
            """Malema disciplinary appeal: the full ruling | 402
E-toll tariffs: what Gauteng motorists will pay from June | 21
Is the rand heading for R9 to the dollar? | 61""",
            "[{n}]",
        )
        + '</div><div class="hm-block"><h5>Markets</h5><p>JSE All Share 34 012 (+0.4%) &middot; R/$ 7.84 &middot; R/&pound; 12.66</p></div>'
        '<div class="hm-block"><h5>Weather</h5><p>Johannesburg 21&deg;/9&deg; Sunny &middot; Cape Town 19&deg;/12&deg; Showers</p></div>'
    )
    body = (
        '<div id="hm-container"><div id="hm-topbar">Tuesday, 24 April 2012 | <a href="/mobile">Mobile</a> | <a href="/rss">RSS</a> | <a href="/login">Log in</a></div>'
        '<div id="hm-brand"><span class="hm-logo">Highveld Mail</span><span class="hm-ticker">JSE +0.4% &middot; Oil $118.70 &middot; Gold $1 643</span></div>'
        + menu(
            (
                "Home",
                "News",
                "Sport",
                "Business",
                "Politics",
                "Motoring",
                "Lifestyle",
                "Tech",
                "Opinion",
                "Multimedia",
            ),
            uid="hm-nav",
        )
        + f'<div id="hm-content">{story}{comments}</div><div id="hm-sidebar">{side}</div>'
        '<div id="hm-footer">&copy; 2012 Highveld Mail Online. <a href="/terms">Terms &amp; conditions</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/ombudsman">Press Ombudsman</a></div></div>'
    )
    html = doc(
        lang="en-ZA",
        title="E-toll tariffs: what Gauteng motorists will pay from June",
        site="Highveld Mail",
        css=ZA_CSS,
        body=body,
        body_cls="hm-article",
    )
    return make(
        "dr-za-highveld-etolls",
        "discussion",
        html,
        cs,
        path="/news/gauteng/e-toll-tariffs-what-motorists-will-pay-20120424",
        container="div#readers-say > ul.hm-r",
        heading="Readers' comments (21)",
        description="A South African news site (2012, own CMS): 20 comments and one 'removed by the moderator' "
        "(heading 21), replies nested three deep in ul.hm-r, 'Verified' ticks, the site's online editor answering, "
        "Like (n) | Reply | Report abuse, an Afrikaans word or two",
    )

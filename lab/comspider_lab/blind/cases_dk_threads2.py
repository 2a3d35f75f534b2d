"""Blind set DK: an Australian town's community site on early Drupal (7 comments, replies in a following
``div.indented``, guests "(not verified)"), a New Zealand regional paper on an ExpressionEngine-like template ("Your
say": 6 entries, the name and town after the text, an editor's note under one, no "comment" in the markup), a South
African town paper's own CMS ("Readers respond": 11 entries with nested answers, agree/disagree counts and a removed
entry, no "comment" in the markup) and a Canadian weekly's vendor CMS (2 comments). Every class name, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dk_common import (
    C,
    Case,
    doc,
    esc,
    kids,
    make,
    paras,
    ranked,
    share,
    slug,
    talk,
)

# --------------------------------------------------------------------------- Australia: Drupal 6 community site

DRUPAL_CSS = (
    "body{margin:0;background:#e8e2d0;font:13px/1.5 'Lucida Grande',Verdana,sans-serif;color:#2a2a2a}#page{width:960px;margin:0 auto;background:#fffdf6}"
    "#header{background:#9a4a16;padding:16px 18px;color:#fff}#logo-title h1{margin:0;font:bold 30px Georgia}#logo-title a{color:#fff;text-decoration:none}#site-slogan{color:#f6dcc4}"
    "#navigation ul{list-style:none;margin:0;padding:0;background:#5a2a0c;overflow:hidden}#navigation li{float:left}#navigation a{display:block;color:#fff;padding:7px 12px}"
    "#content{float:left;width:640px;padding:16px}#sidebar-right{float:right;width:260px;padding:16px 8px}.block h2{font-size:13px;color:#9a4a16;border-bottom:1px solid #d9c7ad}"
    ".submitted{color:#888;font-size:11px}div.indented{margin-left:30px}.comment{border-top:1px solid #e5dccb;padding:8px 0}.comment h3{font-size:13px;margin:0}.links{font-size:11px}"
    ".service-links{list-style:none;padding:0}.service-links li{display:inline;margin-right:10px}#footer{clear:both;background:#5a2a0c;color:#d9c7ad;padding:14px;font-size:11px}"
)


def drupal_yarrabool() -> Case:
    cs = talk("""
Margaret Doyle @ Wed, 14/09/2011 - 6:21pm :: Forty two years I've banked there. My husband opened our first account at that counter in 1969 with a five pound note. I'm not doing internet banking at 81, I'm sorry.
>Jodie (not verified) @ Wed, 14/09/2011 - 7:48pm :: Margaret the post office in Hamilton St does most bank stuff now, deposits and withdrawals for most of the big four. Not the same I know but you won't have to drive to Kelby.
>>Margaret Doyle @ Thu, 15/09/2011 - 9:10am :: Thank you Jodie, I didn't know that. I'll ask Sandra at the post office.
Bruce T @ Wed, 14/09/2011 - 8:33pm :: The bank made a $5.3 billion profit last year and they can't keep one branch open in a town of 3,000 that services half the shire's farmers. Disgraceful. // Everyone who has a loan or a term deposit with them should move it to the community bank in Kelby. That's the only language they understand.
>Ron McInerney (not verified) @ Wed, 14/09/2011 - 10:02pm :: Bruce is right. We moved the footy club account this afternoon. Took 20 minutes.
>>Tania @ Thu, 15/09/2011 - 7:15am :: How do we get a community bank branch here? Kelby got one, why can't we?
>>>Bruce T @ Thu, 15/09/2011 - 12:40pm :: Tania it took Kelby about 2 years and they needed pledges for $800k in shares. There's a public meeting being talked about for October at the Mechanics Hall, watch this site.
""")
    k = kids(cs)

    def node(i: int) -> str:
        c = cs[i]
        cid = 1207 + 4 * i
        guest = c.who.endswith(" (not verified)")
        name = c.who[: -len(" (not verified)")] if guest else c.who
        who = (
            f"{esc(name)} (not verified)"
            if guest
            else f'<a href="/users/{slug(name)}" title="View user profile.">{esc(name)}</a>'
        )
        first = c.body.split("\n\n")[0]
        subject = first if len(first) <= 30 else first[:28].rsplit(" ", 1)[0] + "..."
        out = (
            f'<a id="comment-{cid}"></a><div class="comment{" comment-by-anon" if guest else ""} clear-block">'
            f'<h3><a href="/news/bank-closing#comment-{cid}" class="active">{esc(subject)}</a></h3>'
            f'<div class="submitted">Submitted by {who} on {esc(c.at)}.</div>'
            f'<div class="content">{paras(c.body)}</div>'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/466/{cid}">reply</a></li></ul></div>'
        )
        if i in k:
            out += '<div class="indented">' + "".join(node(j) for j in k[i]) + "</div>"
        return out

    # the site printed "(not verified)" after a guest's name; the author is the name the guest typed
    truth = [C(c.who.replace(" (not verified)", ""), c.at, c.body, c.parent, c.depth) for c in cs]
    thread = "".join(node(i) for i in k[None])
    post = (
        '<div class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/news">News</a></div><h2 class="title">Last bank in Yarrabool to close its doors in November</h2>'
        '<div id="node-466" class="node"><span class="submitted">Submitted by <a href="/users/gwen-hartigan" title="View user profile.">gwen.hartigan</a> on Wed, 14/09/2011 - 4:05pm</span>'
        '<div class="terms terms-inline"><ul class="links inline"><li class="taxonomy_term_12 first"><a href="/category/news/business" rel="tag">Business</a></li><li class="taxonomy_term_31 last"><a href="/category/places/yarrabool" rel="tag">Yarrabool</a></li></ul></div>'
        '<div class="content">'
        "<p>Yarrabool's only remaining bank branch, on the corner of Hamilton and Leslie streets, will close on Friday November 25, the bank confirmed to customers in a letter this week.</p>"
        "<p>The letter says fewer than 40 customers a day now use the branch and that &quot;the way our customers bank has changed&quot;. Customers will be directed to the branch in Kelby, 38 kilometres away, or to the Yarrabool Post Office for basic transactions.</p>"
        "<p>Shire councillor Dennis Pruitt said he would write to the bank's regional manager and to the Member for Lowan. &quot;This branch services every farm between here and the river. You can't do a livestock finance meeting at the post office counter.&quot;</p>"
        "<p>The ATM outside the branch will stay for at least 12 months, the bank said. Three staff will be offered positions in other branches.</p>"
        "</div>"
        '<div class="service-links"><ul class="service-links"><li class="service_links_facebook"><a href="#" rel="nofollow">Facebook</a> (38)</li><li class="service_links_twitter"><a href="#" rel="nofollow">Twitter</a> (6)</li><li class="service_links_email"><a href="#">Email</a></li></ul></div>'
        '<ul class="links inline"><li class="comment_add first"><a href="/comment/reply/466#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li><li class="print_html last"><a href="/print/466" title="Display a printer-friendly version of this page." class="print-page" rel="nofollow">Printer-friendly version</a></li></ul></div>'
    )
    after = (
        f'<div id="comments">{thread}'
        '<div class="box"><h2 class="title">Post new comment</h2><div class="content"><form action="/comment/reply/466" method="post" id="comment-form">'
        '<div class="form-item" id="edit-name-wrapper"><label for="edit-name">Your name: </label><input type="text" maxlength="60" name="name" id="edit-name" size="30" value="Anonymous" class="form-text" /></div>'
        '<div class="form-item" id="edit-comment-wrapper"><label for="edit-comment">Comment: <span class="form-required">*</span></label><textarea cols="60" rows="10" name="comment" id="edit-comment" class="form-textarea required"></textarea></div>'
        '<input type="submit" name="op" id="edit-submit" value="Save" class="form-submit" /> <input type="submit" name="op" value="Preview" class="form-submit" /></form></div></div></div>'
    )
    side = (
        '<div id="block-user-0" class="block block-user"><h2>User login</h2><div class="content"><form action="/user"><label>Username: </label><input type="text" size="15" /><label>Password: </label><input type="password" size="15" /><input type="submit" value="Log in" /></form>'
        '<ul><li><a href="/user/register">Create new account</a></li><li><a href="/user/password">Request new password</a></li></ul></div></div>'
        '<div id="block-views-popular" class="block"><h2>Popular content</h2><div class="content"><h3>Today&#39;s:</h3>'
        + ranked(
            """Last bank in Yarrabool to close its doors in November
Footy: Magpies through to the preliminary final
Mechanics Hall roof appeal reaches $21,000""",
            tag="ul",
        )
        + "<h3>All time:</h3>"
        + ranked(
            """Flood photos, January 2011
Yarrabool Show 2011 results
Mobile phone tower: where it will go""",
            tag="ul",
        )
        + "</div></div>"
        '<div id="block-events" class="block"><h2>Upcoming events</h2><div class="content"><ul><li>Sat 17 Sep: Op shop half-price day</li><li>Tue 20 Sep: Landcare working bee, Bluff Rd</li><li>Sat 1 Oct: Preliminary final bus to Horsham</li></ul></div></div>'
        '<div id="block-weather" class="block"><h2>Yarrabool weather</h2><div class="content">Today: Fine, 19&deg;. Tomorrow: Showers, 15&deg;. Rain this month: 22.4 mm</div></div>'
        '<div id="block-user-1" class="block"><h2>Who&#39;s online</h2><div class="content">There are currently 0 users and 14 guests online.</div></div>'
    )
    body = (
        '<div id="page"><div id="header"><div id="logo-title"><h1 class="site-name"><a href="/" title="Home" rel="home">Yarrabool Community News</a></h1><div id="site-slogan">Run by volunteers for the people of Yarrabool and district since 2007</div></div></div>'
        '<div id="navigation" class="menu withprimary"><ul class="links primary-links"><li class="menu-1 first"><a href="/">Home</a></li><li class="menu-2 active"><a href="/news">News</a></li><li class="menu-3"><a href="/sport">Sport</a></li><li class="menu-4"><a href="/events">Events</a></li><li class="menu-5"><a href="/clubs">Clubs &amp; groups</a></li><li class="menu-6 last"><a href="/contact">Contact</a></li></ul></div>'
        f'<div id="container" class="clear-block"><div id="content">{post}{after}</div><div id="sidebar-right">{side}</div></div>'
        '<div id="footer">Yarrabool Community News is a not-for-profit website. Contributions welcome: editor@yarrabool.example.org.au</div></div>'
    )
    html = doc(
        "Last bank in Yarrabool to close its doors in November",
        "Yarrabool Community News",
        DRUPAL_CSS,
        body,
        "not-front not-logged-in node-type-story one-sidebar sidebar-right",
    )
    return make(
        "dk-drupal-yarrabool",
        "discussion",
        html,
        truth,
        path="/news/bank-closing",
        container="div#comments",
        heading=None,
        description="An Australian town's volunteer site on early Drupal: 7 comments, replies in a following div.indented up to 3 deep, each with an automatic subject line, 'Submitted by NAME (not verified)' for guests; no heading above the thread.",
    )


# --------------------------------------------------------------------------- New Zealand: ExpressionEngine-like paper

EE_CSS = (
    "body{margin:0;background:#fff;font:14px/1.55 Georgia,serif;color:#222}.frame{width:970px;margin:0 auto}"
    ".masthead{border-bottom:5px solid #0b6e8a;padding:16px 0;overflow:hidden}.masthead .nm{font:bold 40px 'Palatino Linotype',Georgia;color:#0b6e8a}.masthead .dt{float:right;font:12px Arial;color:#666;text-align:right}"
    ".sections{list-style:none;margin:0;padding:0;background:#0b6e8a;overflow:hidden}.sections li{float:left}.sections a{display:block;padding:7px 12px;color:#fff;font:bold 12px Arial;text-decoration:none}"
    ".lhs{float:left;width:630px;padding:14px 0}.rhs{float:right;width:300px;padding:14px 0}.rhs .panel{border:1px solid #cde;margin-bottom:14px;padding:8px}.rhs h4{margin:0 0 6px;font:bold 13px Arial;color:#0b6e8a}"
    ".byline{font:12px Arial;color:#666}.sharebar{list-style:none;padding:0;overflow:hidden;font:12px Arial}.sharebar li{float:left;margin-right:12px}"
    ".yoursay h3{font:bold 18px Arial;color:#0b6e8a;border-top:3px solid #0b6e8a;padding-top:6px}.ys-post{border-bottom:1px solid #ddd;padding:10px 0}.ys-sig{font:12px Arial;color:#555}"
    ".ys-ed{font:italic 12px Arial;color:#0b6e8a;background:#eef6f8;padding:4px 6px}.bottom{clear:both;border-top:5px solid #0b6e8a;padding:14px 0;font:11px Arial;color:#777}"
)


def ee_rangiwhero() -> Case:
    cs = talk(
        """
Kiri Waaka, Rangiwhero @ 14 Aug 2013, 8:05am :: The domain is for everybody, including visitors. But the toilets there were built for a few families on a Sunday, not 30 vans a night in January. Fix the toilets first, then talk about bans.
Graham P., Te Ahu Bay @ 14 Aug 2013, 9:40am :: Most of them are fine. It's the 3 or 4 who leave a mess that spoil it. Why not a warden in the summer like they have at Puketāwhai? Costs a lot less than signs and court cases.
Anne-Marie Strode, Rangiwhero @ 14 Aug 2013, 12:17pm :: I live opposite the domain. Last summer we had people washing dishes in the stream, a van parked across our driveway at 6am and someone using our garden hose without asking. I'm not against tourists but I am against people treating my front lawn like a campground. // A two-night limit and self-contained vehicles only seems fair to me.
^0 Ngaire Hohaia, Rangiwhero @ 14 Aug 2013, 2:02pm :: @Kiri agree 100% about the toilets. Council spent $60,000 on the new entrance sign last year. That's two new toilet blocks.
Backpacker Ben @ 14 Aug 2013, 9:58pm :: I travelled round NZ in a van in 2011 and spent about $4,000 in small towns like yours on food, petrol and the odd beer. Ban us and we'll just go to the next town that doesn't.
Ross Tamatea, Ōkere @ 15 Aug 2013, 7:31am :: The submissions close on the 30th, get them in people. Online form is on the council site under "Consultations".
""",
    )
    ed_note = {2: "Editor's note: part of this post has been removed because it named a person."}
    rows = []
    for i, c in enumerate(cs):
        note = f'<p class="ys-ed">{esc(ed_note[i])}</p>' if i in ed_note else ""
        rows.append(
            f'<div class="ys-post" id="ys{5501 + i}"><div class="ys-text">{paras(c.body)}</div>'
            f'<p class="ys-sig">&mdash; <strong>{esc(c.who)}</strong> &middot; {esc(c.at)} &middot; <a href="/report/?id={5501 + i}" rel="nofollow">Report</a></p>{note}</div>'
        )
    post = (
        '<p class="crumbs"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; <a href="/news/local/">Local</a></p>'
        "<h1>Council floats two-night limit for freedom campers at domain</h1>"
        '<p class="byline">By <a href="/staff/tui-mcleod/">Tui McLeod</a> &middot; Wednesday, 14 August 2013</p>'
        + share({"Facebook": "212", "Tweet": "9", "Email": "", "Print": ""})
        + '<div class="story">'
        "<p>Freedom campers would be limited to two nights at Rangiwhero Domain and only vehicles with their own toilets would be allowed to stay, under a draft bylaw released by the district council yesterday.</p>"
        "<p>Last summer council staff counted up to 34 vehicles a night at the domain in January, against about a dozen three years ago.</p>"
        "<p>Mayor Doug Ferris said the council was not trying to drive visitors away. &quot;Freedom camping brings people and money into our smaller towns, and we want that. What we can't have is the domain turning into an unmanaged campground every summer.&quot;</p>"
        "<p>The draft also proposes two new toilet blocks at the domain and the Te Ahu Bay reserve, which would cost about $140,000 and would need to go through next year's annual plan.</p>"
        "<p>Submissions close on August 30. Hearings are expected in September.</p></div>"
        '<div class="staffbox"><img src="/_avatar/rm-tui.jpg" width="48" height="48" alt="" /> <strong>Tui McLeod</strong> covers the district council and the Rangiwhero ward. Phone 07 555 0188.</div>'
    )
    after = (
        '<div class="yoursay" id="yoursay"><h3>Your say (6)</h3>'
        + "".join(rows)
        + '<form class="ys-form" method="post" action="/yoursay/post/"><h4>Have your say</h4><p><label>Name <input type="text" name="ys_name" size="28" /></label></p>'
        '<p><label>Town <input type="text" name="ys_town" size="28" /></label></p><p><label>Email (not published) <input type="text" name="ys_email" size="28" /></label></p>'
        '<p><textarea name="ys_body" rows="6" cols="60"></textarea></p><p class="small">Posts are checked by our editors before they appear. Keep it short, keep it civil, use your real name.</p><p><input type="submit" value="Send" /></p></form></div>'
    )
    side = (
        '<div class="panel"><h4>Most read</h4>'
        + ranked(
            """Council floats two-night limit for freedom campers at domain
Rangiwhero College wins regional kapa haka
Power outage hits 2,000 homes
Ōkere bridge: one lane until October
Police seek witnesses after Te Ahu Bay burglaries"""
        )
        + "</div>"
        '<div class="panel"><h4>Photo galleries</h4><ul><li><a href="/galleries/ag-day/">A&amp;P Show 2013</a> (48 photos)</li><li><a href="/galleries/kapa-haka/">Kapa haka regionals</a> (31 photos)</li></ul></div>'
        '<div class="panel"><h4>Tides, Te Ahu Bay</h4><p>High 5:42am (1.9m), 6:03pm (2.0m). Low 11:51am, 12:20am.</p></div>'
        '<div class="panel"><h4>Public notices</h4><ul><li>Road closure: Ōkere bridge, night works</li><li>Dog registration due 31 July</li><li>Annual plan hearings</li></ul></div>'
        '<div class="panel"><h4>Classifieds</h4><ul><li>Firewood, dry pine, $90 a load</li><li>Lost: tabby cat, Hill St</li><li>Wanted: Saturday farmhand</li></ul></div>'
    )
    body = (
        '<div class="frame"><div class="masthead"><span class="nm">Rangiwhero Mail</span><div class="dt">Thursday, 15 August 2013<br /><a href="/subscribe/">Subscribe</a> | <a href="/digital/">Digital edition</a></div></div>'
        '<ul class="sections"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/rural/">Rural</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/whats-on/">What&#39;s on</a></li><li><a href="/notices/">Notices</a></li></ul>'
        f'<div class="lhs">{post}{after}</div><div class="rhs">{side}</div>'
        '<div class="bottom">&copy; 2013 Rangiwhero Mail Ltd &middot; <a href="/contact/">Contact</a> &middot; <a href="/terms/">Terms</a> &middot; <a href="/privacy/">Privacy</a></div></div>'
    )
    html = doc(
        "Council floats two-night limit for freedom campers at domain",
        "Rangiwhero Mail",
        EE_CSS,
        body,
        "story",
    )
    return make(
        "dk-ee-rangiwhero",
        "discussion",
        html,
        cs,
        path="/news/local/council-floats-two-night-limit/",
        container="div#yoursay",
        heading="Your say (6)",
        description="A New Zealand regional paper on an ExpressionEngine-like template: 'Your say (6)', the name and town after the text ('— NAME, TOWN · time'), one '@Kiri' answer, an editor's answer under one post; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- South Africa: a town paper's own CMS

ZA_CSS = (
    "body{margin:0;background:#d7d2c4;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}#outer{width:960px;margin:0 auto;background:#fff}"
    "#hdr{background:#1d5c2e;padding:12px 14px;color:#fff;overflow:hidden}#hdr .t{font:bold 34px 'Trebuchet MS',Arial}#hdr .d{float:right;font-size:11px;text-align:right}"
    "#tabs{background:#e3b505;overflow:hidden}#tabs a{float:left;padding:6px 11px;color:#111;font-weight:bold;text-decoration:none}"
    "#body{overflow:hidden}#story{float:left;width:620px;padding:12px}#extras{float:right;width:300px;padding:12px 8px}.box{border:1px solid #ccc;margin-bottom:12px}.box .bh{background:#1d5c2e;color:#fff;font-weight:bold;padding:4px 8px}.box .bb{padding:6px 8px}"
    ".resp{border-left:3px solid #e3b505;padding:6px 10px;margin:10px 0;background:#fbfaf5}.resp .rname{font-weight:bold;color:#1d5c2e}.resp .rtime{color:#888;font-size:11px}.resp .rbar{font-size:11px;color:#555}"
    ".resp .subs{margin-left:26px}.gone{color:#999;font-style:italic;margin:10px 0}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px}#ftr{clear:both;background:#1d5c2e;color:#cfe;padding:12px;font-size:11px}"
)


def za_riviersdrift() -> Case:
    cs = talk("""
Pieter vd Merwe @ 2014/11/18 17:52 :: 20 litres a day per person is fine for a townhouse but we've got a vegetable garden that feeds a family of six. Are smallholdings going to get a different allocation? The article doesn't say.
>Wilma Jacobs @ 2014/11/18 19:30 :: Pieter, according to the notice on the municipal website, plots over 1ha can apply for an exemption. Form W17 at the Main Road office, you need a copy of your title deed.
>>Pieter vd Merwe @ 2014/11/19 07:11 :: Dankie Wilma, will go in tomorrow.
Thandi Mokoena @ 2014/11/18 18:05 :: We have been telling the municipality since 2010 that the Bosrivier dam pipeline leaks. You can see the water running down the hill at Kloof Street every single day. Fix the leaks before you fine the people.
>Concerned Ratepayer @ 2014/11/18 20:44 :: Exactly this. 30% of the town's water is lost before it reaches a tap, that was in their own annual report.
>>Riaan B @ 2014/11/19 10:15 :: Source? Not saying you're wrong, I'd just like to read it.
>>>Concerned Ratepayer @ 2014/11/19 13:02 :: Annual report 2013/14, page 87, "non-revenue water". It's on the municipality's site as a PDF.
Oom Koos @ 2014/11/19 06:30 :: Ag shame man. In 1982 we had no water for 3 months and nobody cried. Put a brick in your cistern and shower with a bucket like the rest of us did.
>Lerato @ 2014/11/19 08:48 :: Oom, in 1982 the town was half the size! lol
Mrs. F. Daniels @ 2014/11/19 15:20 :: Does anyone know if the R1,500 fine is per household or per meter? Our flat building has one meter for 12 units.
Eish @ 2014/11/20 09:03 :: This is what happens when you build 400 new houses at the golf estate and never upgrade the dam.
""")
    agree = [(14, 1), (9, 0), (3, 0), (41, 2), (22, 1), (4, 0), (11, 0), (7, 19), (16, 3), (8, 0), (26, 5)]
    k = kids(cs)
    removed_before = 9  # a removed entry among the top-level ones, before Mrs. F. Daniels

    def entry(i: int) -> str:
        c = cs[i]
        a, d = agree[i]
        sub = ""
        if i in k:
            sub = '<div class="subs">' + "".join(entry(j) for j in k[i]) + "</div>"
        rid = 30412 + i
        return (
            f'<div class="resp" id="r{rid}"><div class="rhead"><span class="rname">{esc(c.who)}</span> <span class="rtime">{esc(c.at)}</span></div>'
            f'<div class="rtext">{paras(c.body)}</div>'
            f'<div class="rbar"><a href="/vote.asp?r={rid}&amp;v=1" rel="nofollow">Agree ({a})</a> &middot; <a href="/vote.asp?r={rid}&amp;v=0" rel="nofollow">Disagree ({d})</a> &middot; '
            f'<a href="#respond" onclick="replyTo({rid});return false;">Reply</a> &middot; <a href="/abuse.asp?r={rid}" rel="nofollow">Report abuse</a></div>{sub}</div>'
        )

    parts = []
    for i in k[None]:
        if i == removed_before:
            parts.append('<div class="gone">This response has been removed by the editor.</div>')
        parts.append(entry(i))
    post = (
        '<div class="path"><a href="/">Home</a> &raquo; <a href="/news.asp">News</a></div>'
        "<h1>Level 3 water restrictions from Monday: what you need to know</h1>"
        '<p class="intro">20 litres per person per day, no garden hoses and fines of up to R1,500 as the Bosrivier dam drops to 31%.</p>'
        '<p class="by">Sipho Dlamini &nbsp;|&nbsp; Tuesday 18 November 2014, 15:10</p>'
        + share({"Facebook": "318", "Twitter": "27", "Email": "", "Print": ""})
        + "<p>Riviersdrift residents face the town's strictest water restrictions in more than a decade from Monday, November 24, after the level of the Bosrivier dam fell to 31% last week.</p>"
        "<p>Under Level 3 restrictions, households are asked to use no more than 20 litres per person per day. Watering gardens with hosepipes, filling swimming pools and washing cars with a hose are banned. Fines range from R500 for a first offence to R1,500.</p>"
        "<p>Municipal manager Andile Nkosi said the restrictions would stay until the dam was above 45%. &quot;We are in the driest November since 2004. Every household must play its part.&quot;</p>"
        "<p>Ward councillor Elna Botha said residents had raised the problem of leaks in the bulk pipeline many times. &quot;The municipality must show people that it is also saving water, not only asking them to.&quot;</p>"
        '<div class="factbox"><strong>Level 3 at a glance</strong><ul><li>20 litres per person per day</li><li>No hosepipes, no sprinklers</li><li>Pools: no filling or topping up</li><li>Fines R500 to R1,500</li></ul></div>'
        '<div class="reporter"><img src="/_avatar/rh-sd.jpg" width="40" height="40" alt="" /> Sipho Dlamini is a reporter at the Riviersdrift Herald. <a href="mailto:sipho@herald.example.co.za">Email Sipho</a></div>'
    )
    after = (
        '<div id="readers"><h2>Readers respond (11)</h2><p class="rules">Responses are the views of readers and not of the Riviersdrift Herald. Abusive or racist posts will be removed.</p>'
        + "".join(parts)
        + '<div id="respond"><h3>Add your response</h3><form method="post" action="/respond.asp"><input type="hidden" name="story" value="8817" /><input type="hidden" name="parent" id="parent" value="0" />'
        '<p>Name: <input type="text" name="rname" size="30" /></p><p><textarea name="rbody" rows="6" cols="60"></textarea></p><p><input type="submit" value="Submit" /></p></form></div></div>'
    )
    side = (
        '<div class="box"><div class="bh">Dam levels this week</div><div class="bb"><table><tr><td>Bosrivier</td><td>31%</td></tr><tr><td>Klein Vlei</td><td>44%</td></tr><tr><td>Last year</td><td>58%</td></tr></table></div></div>'
        '<div class="box"><div class="bh">Most read</div><div class="bb">'
        + ranked(
            """Level 3 water restrictions from Monday: what you need to know | 4,812
Taxi rank upgrade finally starts | 2,190
Matric exams: schools on track, says district | 1,377
Two arrested after Kloof Street robbery | 1,205""",
            "reads",
        )
        + "</div></div>"
        '<div class="box"><div class="bh">Load shedding schedule</div><div class="bb">Riviersdrift is in Block 7. Wed 18:00-20:30, Fri 06:00-08:30. Check with Eskom as schedules change.</div></div>'
        '<div class="box"><div class="bh">Classifieds</div><div class="bb"><ul><li>Borehole drilling, free quote</li><li>JoJo tank 5,000L for sale</li><li>Domestic worker seeks work, Mon-Wed</li></ul></div></div>'
        '<div class="box"><div class="bh">Weather</div><div class="bb">Sunny, 29&deg;C. No rain forecast this week.</div></div>'
    )
    body = (
        '<div id="outer"><div id="hdr"><div class="d">Wednesday, 19 November 2014<br /><a href="/epaper.asp">E-edition</a> | <a href="/advertise.asp">Advertise</a></div><div class="t">Riviersdrift Herald</div>Your town, your news, every Thursday</div>'
        '<div id="tabs"><a href="/">Home</a><a href="/news.asp">News</a><a href="/sport.asp">Sport</a><a href="/schools.asp">Schools</a><a href="/business.asp">Business</a><a href="/letters.asp">Letters</a><a href="/classifieds.asp">Classifieds</a></div>'
        f'<div id="body"><div id="story">{post}{after}</div><div id="extras">{side}</div></div>'
        '<div id="ftr">&copy; 2014 Riviersdrift Herald (Pty) Ltd. Member of the Press Council of South Africa. <a href="/contact.asp">Contact</a> | <a href="/terms.asp">Terms</a></div></div>'
    )
    html = doc(
        "Level 3 water restrictions from Monday: what you need to know",
        "Riviersdrift Herald",
        ZA_CSS,
        body,
        head='<script type="text/javascript">function replyTo(id){document.getElementById("parent").value=id;location.hash="respond";}</script>',
    )
    return make(
        "dk-za-riviersdrift",
        "discussion",
        html,
        cs,
        path="/news/8817/level-3-water-restrictions-from-monday/",
        container="div#readers",
        heading="Readers respond (11)",
        description="A South African town paper's own CMS: 'Readers respond (11)', 11 entries with answers nested in div.subs up to 3 deep, 'Agree (n) · Disagree (n)', a removed entry among the top-level ones; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- Canada: a weekly's vendor CMS

CA_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#site{width:980px;margin:0 auto}"
    "#header{border-bottom:1px solid #ccc;padding:12px 0;overflow:hidden}#header .logo{font:bold 36px 'Times New Roman';color:#8b0000}#header .util{float:right;font-size:11px}"
    "#nav{background:#8b0000;overflow:hidden;margin:0;padding:0;list-style:none}#nav li{float:left}#nav a{display:block;color:#fff;padding:7px 11px;font-weight:bold;font-size:12px}"
    "#main-col{float:left;width:640px;padding:12px 0}#side-col{float:right;width:310px;padding:12px 0}.side-box{border:1px solid #ddd;margin-bottom:12px;padding:8px}.side-box h3{margin:0 0 6px;font-size:13px;color:#8b0000}"
    ".asset-tools{font-size:11px;color:#666}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px}"
    "#story-comments .comment{border-top:1px solid #eee;padding:8px 0}.comment .comment-author{font-weight:bold}.comment .comment-date{color:#888;font-size:11px}#footer{clear:both;border-top:3px solid #8b0000;padding:12px 0;font-size:11px;color:#666}"
)


def vendor_kestrel() -> Case:
    cs = talk("""
Lorne H. @ May 24, 2012 8:51 pm :: My grandfather hauled grain to that elevator with horses. My dad hauled to it with a '51 Fargo. I hauled to it until 1999 when they shut it. It's been empty 13 years and I know it's not safe but it's still hard to see it go. // If the heritage society wants photos I have a box of them from the 60s and 70s, they can call me.
Deb Kowalchuk @ May 25, 2012 7:12 am :: Lorne, yes please! Dropping you a line today. We're putting a display together for the July 1 supper.
""")
    rows = "".join(
        f'<div class="comment" id="comment-{88110 + i}"><div class="comment-header"><span class="comment-author"><a href="/users/profile/{slug(c.who)}">{esc(c.who)}</a></span> '
        f'<span class="comment-date">posted at {esc(c.at)}</span></div><div class="comment-body">{paras(c.body)}</div>'
        f'<div class="comment-actions"><a href="#" rel="nofollow">Report</a> | <a href="#comment-form">Reply</a></div></div>'
        for i, c in enumerate(cs)
    )
    post = (
        '<div class="breadcrumbs"><a href="/">Home</a> / <a href="/news/">News</a> / <a href="/news/local/">Local News</a></div>'
        '<h1 class="headline">Last of Kestrel Plains\' wooden elevators to come down in June</h1>'
        '<div class="asset-tools"><span class="byline">By Carla Dueck, Review Staff</span> | <span class="date">Posted: Thursday, May 24, 2012 4:30 pm</span> | '
        '<a href="#story-comments">2 comments</a> | <a href="/print/">Print</a> | <a href="/email/">Email</a> | Font size: <a href="#">A</a> <a href="#">A</a></div>'
        + share({"Recommend": "64", "Tweet": "3", "Share": ""})
        + '<div class="story-photo"><svg width="620" height="300"><rect width="620" height="300" fill="#c9b58f" /></svg><p class="caption">The former Pool elevator on Railway Avenue, built in 1928. (Review photo)</p></div>'
        '<div class="story-text">'
        "<p>The last wooden grain elevator in Kestrel Plains will be demolished in the second week of June, the rural municipality confirmed this week.</p>"
        "<p>The 1928 elevator on Railway Avenue has stood empty since 1999, when grain handling moved to the concrete terminal 30 kilometres east. An engineer's report last fall found the annex roof and parts of the crib walls unsafe.</p>"
        "<p>Reeve Walter Semenko said council looked at saving it but the cost, estimated at $400,000, was out of reach. &quot;Nobody on council wanted to make this decision. But we can't have kids climbing on a building that could come down.&quot;</p>"
        "<p>The Kestrel Plains Heritage Society plans to salvage the elevator's sign and some of the cribbing for a display at the museum, and is asking residents for photos and stories.</p></div>"
        '<div class="related-box"><h3>Related</h3><ul><li><a href="/news/local/elevator-report/">Engineer: elevator annex unsafe</a></li><li><a href="/news/local/heritage-society/">Heritage society marks 25 years</a></li></ul></div>'
    )
    after = (
        '<div id="story-comments"><h3 class="comments-header">Reader comments (2)</h3><div class="comments-notice">Welcome to the discussion. Keep it clean. No personal attacks. Please be truthful.</div>'
        f'<div class="comment-list">{rows}</div>'
        '<div id="comment-form"><p>You must <a href="/login/">log in</a> or <a href="/register/">register</a> to post a comment.</p></div></div>'
    )
    side = (
        '<div class="side-box"><h3>Most read</h3>'
        + ranked(
            """Last of Kestrel Plains' wooden elevators to come down in June
Seeding 60 per cent done across the region
Kestrel Plains Cougars win provincial bantam title
RCMP report: truck stolen from farmyard""",
        )
        + "</div>"
        '<div class="side-box"><h3>Most commented</h3>'
        + ranked(
            """School division budget: bus routes cut | 14
Town votes to keep rink open another year | 9
Last of Kestrel Plains' wooden elevators to come down in June | 2""",
            "comments",
        )
        + "</div>"
        '<div class="side-box"><h3>Grain prices</h3><table><tr><td>Canola</td><td>$13.42/bu</td></tr><tr><td>Spring wheat</td><td>$7.95/bu</td></tr><tr><td>Durum</td><td>$7.60/bu</td></tr></table><p class="small">Prices as of May 24</p></div>'
        '<div class="side-box"><h3>Obituaries</h3><ul><li>Olga Hryniuk, 91</li><li>Arnold Friesen, 77</li></ul></div>'
        '<div class="side-box"><h3>Weather</h3><p>Partly cloudy, 18&deg;C. Frost warning overnight.</p></div>'
    )
    body = (
        '<div id="site"><div id="header"><div class="util"><a href="/login/">Log In</a> | <a href="/register/">Register</a> | <a href="/subscribe/">Subscribe</a> | <a href="/eedition/">e-Edition</a></div><span class="logo">The Kestrel Plains Review</span></div>'
        '<ul id="nav"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sports/">Sports</a></li><li><a href="/agriculture/">Agriculture</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/obituaries/">Obituaries</a></li><li><a href="/classifieds/">Classifieds</a></li></ul>'
        f'<div id="main-col">{post}{after}</div><div id="side-col">{side}</div>'
        '<div id="footer">&copy; Copyright 2012, The Kestrel Plains Review, Kestrel Plains, SK. Powered by our newspaper content management system.</div></div>'
    )
    html = doc(
        "Last of Kestrel Plains' wooden elevators to come down in June",
        "The Kestrel Plains Review",
        CA_CSS,
        body,
        "asset-page",
    )
    return make(
        "dk-vendor-kestrel",
        "discussion",
        html,
        cs,
        path="/news/local/last-wooden-elevator/",
        container="div#story-comments",
        heading="Reader comments (2)",
        description="A Canadian weekly on a newspaper vendor's CMS: 2 comments ('Reader comments (2)'), the second answering the first by name without '@'; most commented with counts, grain prices, obituaries.",
    )


def threads2_dk() -> list[Case]:
    return [drupal_yarrabool(), ee_rangiwhero(), za_riviersdrift(), vendor_kestrel()]

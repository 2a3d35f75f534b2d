"""Blind set eb: a tech magazine's review of December 2012 with a hosted discussion widget's server-printed fallback
(the copy a publishing plugin printed for search engines, which the widget's script would replace), threaded two deep
with votes; and a talks site's "Conversation" of 2012 in an Echo-like hosted system's markup, which never says
"comment". Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from datetime import datetime, timedelta

from comspider_lab.blind.cases_eb_common import (
    Case,
    around_web,
    esc,
    footer_cols,
    img,
    kids,
    make,
    megamenu,
    newsletter,
    page,
    paras,
    popular,
    related,
    shares,
    slug,
    sponsored,
    talk,
)

# --------------------------------------------------------------------------- a tech magazine, 2012 (hosted widget fallback)

CS_CSS = """body{margin:0;font:15px/1.5 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#222;background:#fff}
.cs-bar{background:#111;color:#eee;height:56px;padding:0 24px}.cs-bar .cs-logo{color:#39d353;font:800 26px/56px Helvetica;text-decoration:none;letter-spacing:-1px}
.cs-menu{list-style:none;margin:0;padding:0 24px;background:#1e1e1e;height:36px}.cs-top{float:left;position:relative}
.cs-top>a{display:block;color:#ccc;padding:9px 12px;font-size:13px;text-decoration:none}.cs-drop{display:none}
.cs-grid{width:1020px;margin:0 auto;overflow:hidden;padding:20px 0}.cs-article{float:left;width:680px}.cs-side{float:right;width:300px}
h1{font:800 36px/1.1 Helvetica;margin:8px 0}.cs-dek{font-size:19px;color:#555}.cs-by{font-size:12px;color:#888;text-transform:uppercase}
.cs-share{list-style:none;padding:0;overflow:hidden}.cs-share li{float:left;margin-right:8px;border:1px solid #ddd;padding:2px 6px;font-size:12px}
.cs-specs{border-collapse:collapse;width:100%;font-size:13px}.cs-specs th,.cs-specs td{border-bottom:1px solid #eee;padding:5px;text-align:left}
.cs-verdict{background:#f4fbf5;border-left:4px solid #39d353;padding:10px 16px;margin:18px 0}
#tl_thread{border-top:4px solid #111;margin-top:28px}.tl-header{overflow:hidden;font-size:13px}.tl-header h3{float:left;margin:8px 0}
.tl-sort{float:right;margin-top:10px}.tl-posts,.tl-children{list-style:none;margin:0;padding:0}.tl-children{margin-left:40px}
.tl-post{padding:12px 0 0}.tl-post img{float:left;margin-right:10px}.tl-author{font-style:normal;font-weight:bold}
.tl-badge{background:#39d353;color:#111;font-size:10px;padding:0 4px;border-radius:2px}.tl-permalink{color:#999;font-size:12px}
.tl-post-body{margin-left:58px}.tl-post-footer{margin-left:58px;font-size:12px;color:#888}
.cs-popular ol{padding-left:20px}.cs-tabs{list-style:none;padding:0;overflow:hidden}.cs-tab{float:left;margin-right:8px;font-size:12px}
.cs-n{background:#111;color:#fff;font-size:11px;padding:0 4px;border-radius:8px}.cs-footer{background:#111;color:#999;overflow:hidden;padding:24px;font-size:12px}.cs-fcol{float:left;width:220px}.cs-footer a{color:#ccc}"""


def cs_tablet() -> Case:
    cs = talk("""
kernelpanic @ 2 days ago ~ 2012-12-04T16:12:00Z :: 1280x800 on a 10-inch screen at the end of 2012? That's a dealbreaker for me when the competition is doing twice that for the same money.
>Marcus Oyelaran @ 2 days ago ~ 2012-12-04T16:40:00Z :: For $249 I'm not sure what you expected. Pixel density isn't everything, the panel looks fine in person. I played with one at the store yesterday.
>>kernelpanic @ 2 days ago ~ 2012-12-04T17:05:00Z :: There are 7-inch tablets at $199 with a sharper screen than this. It's not 2010 anymore.
>>Jess Albright @ 2 days ago ~ 2012-12-04T18:22:00Z :: We'll have our display measurements in the full review next week. For what it's worth, brightness and viewing angles looked better than the spec sheet suggests.
throwaway_dev @ 2 days ago ~ 2012-12-04T16:55:00Z :: Locked bootloader? If I can't flash a custom ROM on it I'm not interested, no matter the price.
>p.linden @ 2 days ago ~ 2012-12-04T19:10:00Z :: Lumatek said on their support forum that they'd publish an unlock tool "after launch." I'll believe it when I see it.
Nadia Farouk @ 2 days ago ~ 2012-12-04T20:31:00Z :: Bought one for my dad last week. He mostly reads the news and does video calls with the grandkids, and the battery easily lasts him two days.
Tobias Wren @ 1 day ago ~ 2012-12-05T09:02:00Z :: The microSD slot alone makes this more interesting than half of what's out there. 16GB is nothing once you put a couple of movies on it.
>sandcastle @ 1 day ago ~ 2012-12-05T10:47:00Z :: Agreed. Cloud storage is great until you're on a plane with no Wi-Fi.
ozzie_b @ 1 day ago ~ 2012-12-05T13:15:00Z :: Small error: the spec table says 1.2GHz quad-core but the second paragraph says 1.4GHz.
>Jess Albright @ 1 day ago ~ 2012-12-05T13:58:00Z :: Good catch, thanks. It's 1.2GHz; the paragraph has been fixed.
Renata Kowal @ 9 hours ago ~ 2012-12-06T03:40:00Z :: Does anyone know if it supports USB OTG? I'd like to plug in a keyboard and use it for writing on the train.
""")
    k = kids(cs)
    votes = [14, 22, 3, 31, 9, 5, 18, 12, 7, 6, 10, 2]

    def post(i: int) -> str:
        c = cs[i]
        pid = 771203 + i * 11
        badge = ' <span class="tl-badge">Staff</span>' if c.who == "Jess Albright" else ""
        sub = ""
        if i in k:
            sub = '<ol class="tl-children">' + "".join(post(j) for j in k[i]) + "</ol>"
        est = datetime.fromisoformat(c.iso.replace("Z", "+00:00")) - timedelta(hours=5)
        title = f"{est:%A, %B} {est.day}, {est.year} {est.hour % 12 or 12}:{est:%M %p}"
        return (
            f'<li class="tl-post" id="tl-post-{pid}">{img(c.who, 48, 48, "")}'
            f'<div class="tl-post-header"><cite class="tl-author"><a href="http://threadline.example/user/{slug(c.who)}/">{esc(c.who)}</a></cite>{badge} '
            f'<a class="tl-permalink" href="#tl-post-{pid}" title="{esc(title)}">{esc(c.at)}</a></div>'
            f'<div class="tl-post-body">{paras(c.body)}</div>'
            f'<div class="tl-post-footer"><span class="tl-votes"><a href="#" title="Vote up">&#9650;</a> {votes[i]} '
            f'<a href="#" title="Vote down">&#9660;</a></span> · <a href="#">Reply</a> · <a href="#">Share &rsaquo;</a></div>{sub}</li>'
        )

    posts = '<ol class="tl-posts">' + "".join(post(i) for i in k[None]) + "</ol>"
    menu = megamenu(
        "cs",
        {
            "News": ["Mobile", "PCs", "Apps", "Security", "Business"],
            "Reviews": ["Phones", "Tablets", "Laptops", "Cameras", "TVs", "Games"],
            "How-To": ["Android", "iOS", "Windows 8", "Mac"],
            "Features": [],
            "Podcasts": [],
            "Deals": [],
            "Forums": [],
        },
    )
    specs = "".join(
        f"<tr><th>{esc(a)}</th><td>{esc(b)}</td></tr>"
        for a, b in [
            ("Display", "10.1 in., 1280x800 IPS"),
            ("Processor", "1.2GHz quad-core"),
            ("Memory", "1GB RAM, 16GB storage, microSD up to 32GB"),
            ("Cameras", "5MP rear, 1.3MP front"),
            ("Battery", "7,000mAh, rated 9 hours video"),
            ("Weight", "1.3 lbs (590 g)"),
            ("Price", "$249 (16GB Wi-Fi)"),
        ]
    )
    side = (
        '<div class="cs-ad"><div style="width:300px;height:250px;background:#eee"></div><small>Advertisement</small></div>'
        + popular(
            "cs",
            [
                (
                    "Popular",
                    (
                        "The best phones of 2012 | ;; Windows 8, six weeks in | ;; Lumatek Slate 10 hands-on | ;; "
                        "How to back up your phone before upgrading | ;; Is your router a security risk? |"
                    ),
                ),
                (
                    "Most commented",
                    (
                        "Windows 8, six weeks in | 1,412 ;; The best phones of 2012 | 866 ;; Why I went back to a flip phone | 604 ;; "
                        "Lumatek Slate 10 hands-on | 12 ;; Podcast 214: the tablet price war | 93"
                    ),
                ),
            ],
        )
        + related(
            "cs",
            "Latest news",
            [
                ("Carrier to drop unlimited data for new customers", "41 minutes ago"),
                ("Photo app adds filters, loses half its users' trust", "2 hours ago"),
                ("Report: laptop shipments fell 9 percent last quarter", "4 hours ago"),
                ("Music service comes to three more countries", "Yesterday"),
            ],
        )
        + sponsored(
            "cs",
            "Deals",
            [
                ("64GB microSD card for $39.99 (save 40%)", "gadgetmart-example.com"),
                ("Refurbished 11-inch ultrabook, $449", "deals-example.net"),
            ],
        )
        + newsletter(
            "cs", "Circuit & Signal Daily", "The day's tech news in one e-mail. No spam, ever.", "Subscribe"
        )
    )
    body = f"""<div class="cs-bar"><a class="cs-logo" href="/">circuit&amp;signal</a> <span class="cs-login"><a href="/login">Log in</a> · <a href="/join">Join</a></span></div>
{menu}
<div class="cs-grid"><div class="cs-article">
<p class="cs-kicker"><a href="/reviews/tablets/">Tablets</a> / Hands-on</p>
<h1>Lumatek Slate 10 hands-on: a $249 tablet that gets the basics right</h1>
<p class="cs-dek">A quad-core chip, a microSD slot and a battery that lasts. The screen is the compromise.</p>
<p class="cs-by">By <a href="/author/jess-albright/">Jess Albright</a> · December 4, 2012 10:00 AM EST</p>
{shares("cs", [("Like", "842"), ("Tweet", "519"), ("+1", "77"), ("Pin", "12"), ("Email", "")])}
{img("cs-lead", 680, 383, "The Lumatek Slate 10")}
{paras('''Lumatek has spent three years selling budget Android phones in Asia and Europe. The Slate 10 is its first tablet for the American market, and at $249 it goes after shoppers who want a big screen without paying for a big brand. // We spent a week with a preproduction unit. The build is plain but solid: a soft-touch plastic back, a single speaker grille and, unusually at this price, a microSD slot that takes cards up to 32GB. // The 1.2GHz quad-core processor kept up with everything we threw at it, from a dozen browser tabs to a racing game at medium settings. Battery life was a highlight: we got just over nine hours of looping video. // The screen is where Lumatek saved money. At 1280x800 on a 10.1-inch panel, text looks soft next to the sharpest tablets, though colors and viewing angles are good. // The Slate 10 runs a nearly stock version of Android 4.1, and Lumatek says an update to 4.2 is planned for early next year.''')}
<table class="cs-specs"><caption>Lumatek Slate 10: specifications</caption>{specs}</table>
<div class="cs-verdict"><h4>Early verdict</h4><p><strong>The good:</strong> battery life, microSD slot, near-stock Android, price.</p><p><strong>The bad:</strong> low-resolution screen, tinny speaker, no HDMI out.</p><p><strong>The bottom line:</strong> the best $249 tablet we've tried this year, if you can live with the screen.</p></div>
{around_web("cs", "Around the web", [("The 5 gadgets every home office needs in 2013", "WorkSmart"), ("This $20 charger outperforms the expensive ones", "Tech Bargain Hunter"), ("Why engineers are leaving big tech for farms", "The Modern Worker")], "Promoted content by Linkflow")}
<div id="tl_thread" data-tl-shortname="circuitsignal" data-tl-identifier="article-48213">
<div class="tl-header"><h3>12 comments</h3><div class="tl-sort">Sort by <strong>Best</strong> · <a href="#">Newest</a> · <a href="#">Oldest</a> · <a href="#">Login</a></div></div>
<div class="tl-static">{posts}</div>
<p class="tl-powered"><a href="http://threadline.example/">Powered by Threadline</a> · <a href="http://threadline.example/privacy">Privacy</a></p></div>
<script type="text/javascript">var tl_shortname = 'circuitsignal'; var tl_identifier = 'article-48213';</script>
</div><div class="cs-side">{side}</div></div>
{footer_cols("cs", {"Circuit & Signal": ["About", "Staff", "Contact", "Jobs"], "Sections": ["News", "Reviews", "How-To", "Podcasts", "Deals"], "Follow": ["Twitter", "Facebook", "Google+", "RSS feeds"], "Legal": ["Terms of use", "Privacy policy", "Ad choices"]}, "© 2012 Signal Media Group LLC. All rights reserved.")}"""
    return make(
        "eb-en-circuit-tablet",
        "discussion",
        page(
            "Lumatek Slate 10 hands-on: a $249 tablet that gets the basics right",
            "Circuit & Signal",
            CS_CSS,
            body,
            published="2012-12-04T15:00:00Z",
            author="Jess Albright",
            section="Reviews",
            url="/reviews/tablets/lumatek-slate-10-hands-on/",
            doctype="html5",
        ),
        cs,
        path="/reviews/tablets/lumatek-slate-10-hands-on/",
        container="div#tl_thread > div.tl-static > ol.tl-posts > li.tl-post, replies in ol.tl-children inside the li",
        heading="12 comments",
        description="A tech magazine's hands-on review of December 2012 (a dark bar and mega-menu, share counts, a spec table, a verdict box, popular / most commented tabs with counts, latest news with relative times, deals, a newsletter box, 'Around the web'): a hosted widget's fallback copy printed by the site's plugin (div#tl_thread > div.tl-static), 12 posts with relative times (absolute in the title), up/down vote counts, a 'Staff' badge on the writer's answers, replies two deep in nested ordered lists.",
    )


# --------------------------------------------------------------------------- a talks site, 2012 (Echo-like "Conversation")

PD_CSS = """body{margin:0;font:14px/1.5 'Lucida Grande',Verdana,sans-serif;color:#333;background:#fafafa}
.pd-head{background:#fff;border-bottom:1px solid #ddd;height:60px;padding:0 30px}.pd-head .pd-logo{font:bold 28px/60px Georgia;color:#c8102e;text-decoration:none}
.pd-menu{display:inline-block;list-style:none;margin:0;padding:0;vertical-align:top}.pd-top{display:inline-block;position:relative}
.pd-top>a{display:block;padding:20px 12px;color:#333;text-decoration:none}.pd-drop{display:none}
.pd-stage{background:#111;padding:20px 0}.pd-player{width:854px;height:480px;margin:0 auto;background:#000;color:#777;text-align:center}
.pd-body{width:980px;margin:0 auto;overflow:hidden}.pd-main{float:left;width:640px}.pd-side{float:right;width:300px}
h1{font:normal 30px/1.2 Georgia;margin:20px 0 4px}.pd-speaker{color:#c8102e;font-size:16px}
.pd-share{list-style:none;padding:0;overflow:hidden}.pd-share li{float:left;margin-right:10px;font-size:12px}.pd-cnt{color:#888;margin-left:4px}
.pd-rate span{display:inline-block;margin:2px 4px;padding:2px 6px;background:#eee;font-size:11px}
.pd-transcript{max-height:260px;overflow:auto;border:1px solid #ddd;background:#fff;padding:10px;font-size:13px}.pd-tc{color:#c8102e;margin-right:6px}
.prl-stream{background:#fff;border:1px solid #ddd;padding:12px}.prl-item{overflow:hidden;padding:10px 0;border-top:1px solid #eee}
.prl-avatar{float:left;margin-right:10px}.prl-wrap{margin-left:58px}.prl-actor{font-weight:bold;color:#c8102e}
.prl-role{font-size:10px;background:#c8102e;color:#fff;padding:0 4px}.prl-date{color:#999;font-size:11px}
.prl-children{margin-left:58px}.prl-controls{font-size:11px;color:#888}
.pd-related li{overflow:hidden;margin-bottom:8px}.pd-foot{background:#222;color:#aaa;padding:24px;margin-top:30px;overflow:hidden;font-size:12px}.pd-fcol{float:left;width:200px}.pd-foot a{color:#ddd}"""


def pd_trees() -> Case:
    cs = talk("""
Aiko Brennan @ 3 days ago ~ 2012-10-19T14:05:00Z :: I'm a city forester in a mid-size town, and the line about planting for the canopy of 2110 is going on my office wall. The hard part is the budget: a tree costs money this year and pays back over decades, and council members are elected for four.
>Olumide Adeyemi @ 3 days ago ~ 2012-10-19T16:22:00Z :: Same problem everywhere. In our neighborhood volunteers watered the new street trees through two dry seasons, and survival went from about 40% to nearly 80%.
>Aiko Brennan @ 3 days ago ~ 2012-10-19T17:01:00Z :: That's a remarkable number. Did the volunteers adopt specific trees?
>Olumide Adeyemi @ 2 days ago ~ 2012-10-20T08:45:00Z :: Yes, each household signed up for the trees in front of their building, with names on little tags. People took it very personally. Nobody wanted to be the family whose tree died.
Grant Holloway @ 2 days ago ~ 2012-10-20T11:30:00Z :: Nice talk, but she skipped over roots versus sidewalks entirely. Our street had every plane tree removed after trip-and-fall lawsuits.
>Sofia Lindgren @ 2 days ago ~ 2012-10-20T13:14:00Z :: There are structural soils and root barriers that solve most of that now. More expensive up front, cheaper than repaving the sidewalk every ten years.
Priya Raman @ 2 days ago ~ 2012-10-20T19:52:00Z :: Showed this to my 8th grade science class. They spent the rest of the period counting the trees visible from our windows (eleven) and arguing about where to put more.
Theo Vandermeer @ 1 day ago ~ 2012-10-21T09:10:00Z :: The slide with the heat map of the same city block with and without trees was stunning. Eight degrees difference on a July afternoon.
Marguerite Dubois @ 1 day ago ~ 2012-10-21T15:37:00Z :: I'd love to know the species list she mentioned near the end. Does anyone have it?
>Podium Talks @ 20 hours ago ~ 2012-10-21T20:02:00Z :: Hi Marguerite! The speaker's list of recommended street species is linked in the "Read more" tab under the video, along with the study on survival rates she cited.
""")
    k = kids(cs)
    likes = [64, 21, 4, 17, 12, 19, 48, 9, 3, 7]

    def item(i: int) -> str:
        c = cs[i]
        role = ' <span class="prl-role">Podium staff</span>' if c.who == "Podium Talks" else ""
        sub = ""
        if i in k:
            sub = '<div class="prl-children">' + "".join(item(j) for j in k[i]) + "</div>"
        return (
            f'<div class="prl-item prl-depth-{c.depth}" data-prl-id="pd-{5521 + i}">'
            f'<div class="prl-avatar">{img(c.who, 48, 48, c.who)}</div><div class="prl-wrap">'
            f'<div class="prl-header"><a class="prl-actor" href="/profiles/{slug(c.who)}">{esc(c.who)}</a>{role}</div>'
            f'<div class="prl-body">{paras(c.body, "p")}</div>'
            f'<div class="prl-controls"><span class="prl-date" title="{c.iso}">{esc(c.at)}</span> · '
            f'<a href="#">Like</a> <span class="prl-likes">({likes[i]})</span> · <a href="#">Reply</a> · <a href="#">Flag</a></div>'
            f"</div>{sub}</div>"
        )

    stream = "".join(item(i) for i in k[None])
    menu = megamenu(
        "pd",
        {
            "Talks": ["Newest", "Most viewed", "By topic", "By event"],
            "Speakers": [],
            "Playlists": ["Cities", "Climate", "Design", "Health", "Education"],
            "Events": ["Podium Global 2013", "Podium Local", "Salon series"],
            "About": ["Our mission", "Team", "Translators"],
        },
    )
    transcript = "".join(
        f'<p><a class="pd-tc" href="#t-{int(t.split(":")[0]) * 60 + int(t.split(":")[1])}">{t}</a>{esc(line)}</p>'
        for t, line in [
            ("0:12", "I want to start with a street you've probably walked down a hundred times."),
            (
                "0:41",
                "This is the same street in 1912. Look at the trees. Every one of them was planted by someone who never sat in its shade.",
            ),
            (
                "2:05",
                "Here is the problem: a young street tree in an American city lives, on average, about thirteen years.",
            ),
            ("4:30", "So what kills them? Mostly it's the first three summers. Nobody waters them."),
            ("7:48", "This is a heat map of one block at three in the afternoon, with and without canopy."),
            ("11:20", "We need to plant for the city of 2110, not for the next ribbon-cutting."),
            ("14:02", "Thank you."),
        ]
    )
    talks = "".join(
        f'<li>{img(f"pd-r{i}", 96, 54, "")}<a href="/talks/{slug(t)}">{esc(t)}</a><br /><span class="pd-meta">{esc(m)}</span></li>'
        for i, (t, m) in enumerate(
            [
                ("Rivers that run under our streets", "Paulo Brandt · 11:04 · 412,889 views"),
                ("What a vacant lot can become", "Keisha Moran · 9:37 · 288,102 views"),
                ("The case for slower traffic", "Anders Holm · 16:20 · 1,020,455 views"),
                ("Why we forget how to play outside", "Dr. Ruth Okonjo · 13:55 · 640,311 views"),
            ]
        )
    )
    side = (
        '<div class="pd-about"><h3>About the speaker</h3>'
        f"{img('pd-speaker', 80, 80, 'Dr. Helena Marsh')}<p><strong>Dr. Helena Marsh</strong> is an urban ecologist who has spent fifteen years measuring how street trees live and die. She advises city forestry departments on three continents.</p></div>"
        f'<div class="pd-related"><h3>Related talks</h3><ul>{talks}</ul></div>'
        + popular(
            "pd",
            [
                (
                    "Most viewed this week",
                    (
                        "The case for slower traffic | 1,020,455 ;; Plant for the city of 2110 | 214,660 ;; "
                        "How music rewires a damaged brain | 198,410 ;; A farmer's guide to drought | 97,003"
                    ),
                ),
                (
                    "Most shared",
                    (
                        "Plant for the city of 2110 | 18,204 ;; Why we forget how to play outside | 9,876 ;; "
                        "What a vacant lot can become | 4,310"
                    ),
                ),
            ],
        )
        + newsletter(
            "pd", "Podium Weekly", "Five new talks, every Friday, picked by our editors.", "Subscribe"
        )
        + '<div class="pd-ad"><div style="width:300px;height:250px;background:#eee"></div><small>Sponsor message</small></div>'
    )
    body = f"""<div class="pd-head"><a class="pd-logo" href="/">Podium</a>{menu}<span class="pd-login"><a href="/users/signin">Sign in</a> · <a href="/users/new">Join</a></span></div>
<div class="pd-stage"><div class="pd-player"><object width="854" height="480" data="/swf/podium-player.swf" type="application/x-shockwave-flash"><param name="flashvars" value="vid=1841&amp;lang=en" /><p>You need Flash Player 10 to watch this talk. <a href="/talks/download/1841">Download the video</a>.</p></object></div></div>
<div class="pd-body"><div class="pd-main">
<h1>Plant for the city of 2110</h1><p class="pd-speaker">Helena Marsh · Podium Salon Portland · Filmed September 2012 · 14:21</p>
{shares("pd", [("Facebook", "11,082"), ("Twitter", "6,410"), ("LinkedIn", "712"), ("Email", "")])}
<div class="pd-rate">Rated: <span>Inspiring 1,214</span><span>Informative 986</span><span>Beautiful 402</span><span>Persuasive 377</span></div>
<div class="pd-desc"><p>Most street trees planted today will be dead in thirteen years. Urban ecologist Helena Marsh shows what kills them, what keeps them alive, and why the choices a city makes this summer decide how it will feel a century from now.</p>
<p class="pd-tags">Topics: <a href="/topics/cities">cities</a>, <a href="/topics/environment">environment</a>, <a href="/topics/design">design</a>, <a href="/topics/trees">trees</a></p></div>
<div class="pd-transcript-box"><h3>Interactive transcript</h3><div class="pd-transcript">{transcript}</div><p class="pd-langs">Available in: English · Español · Français · Português · 日本語 (13 languages)</p></div>
<div class="prl-container" id="prl-stream-1841"><h3 class="prl-title">Conversation (10)</h3>
<div class="prl-tools"><a href="/users/signin">Sign in</a> to take part. · Sort: <strong>Newest</strong> | <a href="#">Most liked</a></div>
<div class="prl-stream">{stream}</div><p class="prl-powered">Conversation powered by Parley</p></div>
{around_web("pd", "You might also like", [("The world's most walkable small towns", "Wander Journal"), ("A garden on every rooftop? One city says yes", "Green Planet Daily"), ("Eight books that will change how you see your street", "The Reading Room")], "Sponsored by Linkflow")}
</div><div class="pd-side">{side}</div></div>
<div class="pd-foot">{footer_cols("pd", {"Podium": ["About", "Team", "Jobs", "Press"], "Watch": ["Talks", "Playlists", "Speakers", "Events"], "Take part": ["Translate", "Nominate a speaker", "Host a salon"], "Follow": ["Facebook", "Twitter", "YouTube", "RSS"]}, "Podium Talks are licensed under Creative Commons BY-NC-ND 3.0. © 2012 Podium Foundation.")}</div>"""
    html = page(
        "Helena Marsh: Plant for the city of 2110",
        "Podium Talks",
        PD_CSS,
        body,
        published="2012-10-18T15:00:00Z",
        author="Helena Marsh",
        section="Talks",
        url="/talks/helena_marsh_plant_for_the_city_of_2110.html",
        title_sep=" | Video on ",
    )
    assert "comment" not in html.lower()
    return make(
        "eb-en-podium-trees",
        "discussion",
        html,
        cs,
        path="/talks/helena_marsh_plant_for_the_city_of_2110.html",
        container="div.prl-container > div.prl-stream > div.prl-item, replies in div.prl-children inside the item",
        heading="Conversation (10)",
        description="A talks site's talk page of October 2012 (a Flash player, share counts, rating word counts, an interactive transcript with timecodes, the speaker's box, related talks with durations and views, most viewed / most shared tabs with counts, a newsletter box): an Echo-like hosted system's 'Conversation (10)' printed in the served HTML: 10 entries with relative times (ISO in a title), like counts, 'Flag', replies one deep in div.prl-children, the site's staff answering; never says 'comment'.",
    )


def threads2_eb() -> list[Case]:
    return [cs_tablet(), pd_trees()]

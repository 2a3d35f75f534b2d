"""Blind set eb: a mixed page, a metro daily's food story of March 2011 whose six readers' comments (signed after the
text, one answer nested) sit beside "From our bloggers" (bloggers' latest posts with names, times and excerpts) and
"Readers' photos" captions. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

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

LT_CSS = """body{margin:0;font:13px/1.5 Verdana,Arial,sans-serif;color:#333;background:#dfe3e8}
#lt-outer{width:984px;margin:0 auto;background:#fff}.lt-top{background:#fff;padding:10px 16px;overflow:hidden;border-bottom:2px solid #2b5797}
.lt-top .lt-logo{font:bold 38px 'Times New Roman';color:#2b5797;text-decoration:none}.lt-wx{float:right;font-size:11px}
.lt-menu{list-style:none;margin:0;padding:0 16px;background:#2b5797;overflow:hidden}.lt-top-item{}.lt-menu>li{float:left;position:relative}
.lt-menu>li>a{display:block;color:#fff;padding:7px 10px;font-weight:bold;font-size:12px;text-decoration:none}.lt-drop{display:none}
.lt-body{overflow:hidden;padding:14px 16px}.lt-story{float:left;width:600px}.lt-aside{float:right;width:330px}
h1{font:bold 28px/1.15 Georgia;margin:6px 0}.lt-dek{font:italic 16px Georgia}.lt-by{font-size:11px;color:#666}
.lt-share{list-style:none;padding:0;overflow:hidden}.lt-share li{float:left;margin-right:8px;font-size:11px}.lt-cnt{color:#2b5797;font-weight:bold;margin-left:2px}
.lt-cbox{border-top:2px solid #2b5797;margin-top:22px}.lt-post{padding:10px 0;border-bottom:1px solid #e3e3e3}
.lt-post-by{font-size:11px;color:#777}.lt-post-by a{font-weight:bold}.lt-post-reply{margin:8px 0 0 30px;padding-left:10px;border-left:2px solid #c7d3e6}
.lt-post-tools{font-size:10px;color:#999}
.lt-blogs li{overflow:hidden;border-bottom:1px dotted #ccc;padding:6px 0}.lt-blogs img{float:left;margin-right:8px}
.lt-blogname{font-weight:bold}.lt-blogger,.lt-ago{font-size:11px;color:#888}.lt-photos li{display:inline-block;width:150px;vertical-align:top;font-size:11px}
.lt-popular ol{padding-left:20px}.lt-tabs{list-style:none;padding:0;overflow:hidden}.lt-tab{float:left;margin-right:8px;font-weight:bold}.lt-n{color:#c00}
.lt-footer{background:#2b5797;color:#dde;overflow:hidden;padding:16px;font-size:11px}.lt-fcol{float:left;width:230px}.lt-footer a{color:#fff}"""


def lt_diner() -> Case:
    cs = talk("""
Marty Kowalczyk @ March 8, 2011 at 7:52 a.m. ~ 2011-03-08T13:52:00Z :: My dad took me to the Blue Plate every Saturday after hockey practice from 1978 until I left for college. Best hash browns in the city, no contest.
Joanne Pettibone @ March 8, 2011 at 8:30 a.m. ~ 2011-03-08T14:30:00Z :: I waitressed there the summer of 1985. Mrs. Adler knew every regular's order by heart and I swear she never wrote a single one down.
>Sam Adler @ March 8, 2011 at 10:04 a.m. ~ 2011-03-08T16:04:00Z :: Joanne, Mom still talks about her summer girls. She'll be thrilled to hear you remember. Thank you all for 61 years.
Dev Patel @ March 8, 2011 at 11:17 a.m. ~ 2011-03-08T17:17:00Z :: Heartbreaking. Another neighborhood place gone so a developer can put up condos nobody on this street can afford.
Carol Beckett @ March 8, 2011 at 12:45 p.m. ~ 2011-03-08T18:45:00Z :: Does anyone know if the mural on the back wall is being saved? Students from Lincoln High painted it in 1994.
Nate Greer @ March 8, 2011 at 2:09 p.m. ~ 2011-03-08T20:09:00Z :: Went one last time on Sunday. The line was around the block and the cooks were still smiling. Class act right to the end.
""")
    k = kids(cs)

    def post(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = "".join(f'<div class="lt-post-reply">{post(j)}</div>' for j in k[i])
        pid = 40918 + i
        return (
            f'<div class="lt-post" id="p{pid}"><div class="lt-post-text">{paras(c.body)}</div>'
            f'<p class="lt-post-by">Posted by <a href="/members/{slug(c.who)}/">{esc(c.who)}</a> on {esc(c.at)}</p>'
            f'<p class="lt-post-tools"><a href="#form">Reply</a> · <a href="/report/?p={pid}">Report abuse</a></p>{sub}</div>'
        )

    thread = "".join(post(i) for i in k[None])
    blogs = "".join(
        f'<li>{img(who, 50, 50, who)}<a class="lt-blogname" href="/blogs/{slug(blog)}/">{esc(blog)}</a><br />'
        f'<span class="lt-blogger">by {esc(who)}</span> · <span class="lt-ago">{esc(ago)}</span>'
        f'<p><a href="/blogs/{slug(blog)}/{slug(title)[:40]}/">{esc(title)}</a>: {esc(excerpt)}</p></li>'
        for blog, who, ago, title, excerpt in [
            (
                "Eat Street",
                "Rosa Jimenez",
                "2 hours ago",
                "Five diners still worth the drive",
                "With the Blue Plate closing, I went looking for the city's last griddles. Here's where I found them.",
            ),
            (
                "The Thirsty Critic",
                "Paul Brandvold",
                "5 hours ago",
                "A brewpub comes to the old foundry",
                "The owners of Iron Ladle say they will pour their first pints in May, and yes, there will be a patio.",
            ),
            (
                "Home Plate",
                "Diane Okafor",
                "Yesterday",
                "Hash browns, the diner way",
                "The secret is patience and a very hot, very well seasoned pan. My attempt, in six steps.",
            ),
            (
                "Neighborhood Notes",
                "Greg Lindahl",
                "March 6",
                "What's next for Fulton Avenue",
                "The condo plan for the Blue Plate block goes to the zoning board on March 22.",
            ),
        ]
    )
    photos = "".join(
        f"<li>{img(f'lt-p{i}', 150, 100, '')}<span>{esc(cap)}</span><br /><em>{esc(credit)}</em></li>"
        for i, (cap, credit) in enumerate(
            [
                ("The Blue Plate's neon sign, 1962.", "Submitted by Al Wiencek"),
                ("Our wedding breakfast at the counter, 1977.", "Submitted by Linda & Ray Sauer"),
                ("The last Sunday line.", "Submitted by Nate Greer"),
            ]
        )
    )
    menu = megamenu(
        "lt",
        {
            "News": ["Local", "Nation & World", "Politics", "Crime"],
            "Sports": ["Pro", "Prep", "College"],
            "Business": [],
            "Entertainment": ["Food & Dining", "Music", "Movies", "Arts"],
            "Opinion": [],
            "Obituaries": [],
            "Classifieds": ["Jobs", "Cars", "Homes", "Rentals"],
        },
    )
    aside = (
        '<div class="lt-ad"><div style="width:300px;height:250px;background:#eee"></div><small>Advertisement</small></div>'
        f'<div class="lt-blogs"><h3>From our bloggers</h3><ul>{blogs}</ul></div>'
        + popular(
            "lt",
            [
                (
                    "Most viewed",
                    (
                        "Blue Plate Diner to close after 61 years | ;; Snow emergency declared for Wednesday | ;; "
                        "Prep hockey: Central wins in double overtime | ;; Food inspections: February results |"
                    ),
                ),
                (
                    "Most commented",
                    (
                        "Snow emergency declared for Wednesday | 212 ;; Blue Plate Diner to close after 61 years | 6 ;; "
                        "City council rejects bike lanes on Fulton | 388 ;; Letters: the school levy | 74"
                    ),
                ),
            ],
        )
        + f'<div class="lt-photos"><h3>Readers\' photos: Memories of the Blue Plate</h3><ul>{photos}</ul><a href="/photos/upload/">Share yours</a></div>'
        + newsletter("lt", "Tribune Food & Dining", "Restaurant news, reviews and recipes every Thursday.")
        + sponsored(
            "lt",
            "Sponsored links",
            [
                ("Restaurant equipment auction, March 19", "bidsource-example.com"),
                ("Local deals: 50% off dinner for two", "dailydeal-example.com"),
            ],
        )
    )
    body = f"""<div id="lt-outer"><div class="lt-top"><a class="lt-logo" href="/">The Lakeshore Tribune</a><div class="lt-wx">Tuesday, March 8, 2011 · 28&deg; Light snow · <a href="/login/">Log in</a> · <a href="/register/">Register</a> · <a href="/subscribe/">Subscribe</a></div></div>
{menu}
<div class="lt-body"><div class="lt-story">
<p class="lt-crumb"><a href="/entertainment/food-dining/">Food &amp; Dining</a></p>
<h1>Blue Plate Diner to close after 61 years on Fulton Avenue</h1>
<p class="lt-dek">The Adler family will serve its last breakfast March 20; the building has been sold.</p>
<p class="lt-by">By Rosa Jimenez · Tribune food writer · Posted: March 7, 2011 - 6:45 p.m. · Updated: March 8, 2011 - 9:10 a.m.</p>
{shares("lt", [("Recommend", "1,392"), ("Tweet", "118"), ("Email", ""), ("Print", ""), ("Comments", "6")])}
{img("lt-lead", 600, 400, "The Blue Plate Diner")}<p class="lt-cap">The counter at the Blue Plate Diner on Monday. (Tribune photo / Sean Mulroy)</p>
{paras('''The griddle at the Blue Plate Diner has been hot nearly every morning since 1950. On March 20 it will go cold for good. // Sam Adler, whose grandparents opened the diner, said Monday that the family has sold the building at Fulton Avenue and 14th Street to a developer who plans apartments with shops on the ground floor. // "My mother is 84. I'm 59 and my knees are done," Adler said. "We had a good offer, and there was nobody in the family who wanted to stand at that grill for another thirty years." // The diner's 11 employees, some of whom have worked there for more than two decades, will receive severance, Adler said. // The Blue Plate is known for its hash browns, its pies and a 1994 mural of the neighborhood painted by Lincoln High School art students. Adler said he is talking with the developer about saving the mural.''')}
{related("lt", "Related stories", [("Fulton Avenue condo plan heads to zoning board", "March 2, 2011"), ("Review: the Blue Plate, still cooking at 60", "June 14, 2010")])}
<div class="lt-cbox" id="comments"><h3>Comments (6)</h3>
{thread}
<div id="form"><p>You must be <a href="/login/">logged in</a> to post. Comments are the opinions of their authors, not of the Tribune.</p></div></div>
{around_web("lt", "From around the web", [("Retro diners across America that are still open", "Road Trip Digest"), ("The 1950s recipe everyone's grandmother made", "Heritage Kitchen"), ("Restaurant owners reveal the dishes they never order", "Dining Insider")], "Sponsored content by Linkflow")}
</div><div class="lt-aside">{aside}</div></div>
{footer_cols("lt", {"The Tribune": ["About us", "Contact", "Corrections", "Jobs at the Tribune"], "Services": ["Subscribe", "Place an ad", "E-edition", "Archives"], "Connect": ["Facebook", "Twitter", "Mobile", "RSS"]}, "Copyright © 2011 The Lakeshore Tribune. All rights reserved.")}
</div>"""
    return make(
        "eb-mixed-en-lakeshore-diner",
        "mixed",
        page(
            "Blue Plate Diner to close after 61 years on Fulton Avenue",
            "The Lakeshore Tribune",
            LT_CSS,
            body,
            published="2011-03-08T00:45:00Z",
            author="Rosa Jimenez",
            section="Food & Dining",
            url="/entertainment/food-dining/blue-plate-diner-to-close-after-61-years-1.2154418.html",
        ),
        cs,
        path="/entertainment/food-dining/blue-plate-diner-to-close-after-61-years-1.2154418.html",
        container="div.lt-cbox > div.lt-post (text, then 'Posted by NAME on DATE'), the answer in div.lt-post-reply inside its parent",
        heading="Comments (6)",
        description="A metro daily's food story of March 2011 (a blue mega-menu, a weather line, share counts, related stories with dates, most viewed / most commented tabs with counts, a newsletter box, sponsored links, 'From around the web'): 6 readers' comments signed after the text ('Posted by NAME on DATE'), the owner's answer nested in its parent; beside 'From our bloggers' (4 posts with blog, blogger, relative time, title and excerpt) and 'Readers' photos' (3 captions with 'Submitted by NAME').",
        lookalikes=(
            "'From our bloggers': 4 posts with blogger's name, relative time and excerpt",
            "'Readers' photos': 3 captions with 'Submitted by NAME'",
        ),
    )


def mixed_eb() -> list[Case]:
    return [lt_diner()]

"""Blind set DU: a mixed page: an English county news site of 2025 in react-native-web-like atomic classes, with a
small readers' discussion and, on the same page, "More from" cards and a "Latest" feed of timed headlines that look
like one. Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_du_common import (
    ICON,
    Case,
    doc,
    esc,
    initials,
    kids,
    make,
    paras,
    styles,
    talk,
)


def en_pub() -> Case:
    cs = talk("""
Geoff Arkwright @ 5h ~ 2025-03-06T09:02:00Z :: Bought two shares the day the appeal opened. Forty years I've drunk in the Plough and I wasn't going to watch it turn into another holiday let. // Well done to the committee, they've given up every weekend since the summer.
>Sally Nunn @ 4h ~ 2025-03-06T10:15:00Z :: Same here, Geoff. See you at the bar on opening night, first round's on the treasurer.
PennyW @ 4h ~ 2025-03-06T10:31:00Z :: Lovely news. Will there still be food? The kitchen was the best thing about it before it shut.
>Tom Bellamy @ 3h ~ 2025-03-06T11:06:00Z :: Hi Penny, yes, we're recruiting a chef now and hope to serve Sunday lunches from May. Keep an eye on the parish newsletter.
D. Okafor @ 2h ~ 2025-03-06T12:20:00Z :: Good luck to them, but running a pub is hard work and volunteers burn out. I hope they've budgeted for paid staff rather than relying on goodwill.
cyclist_in_the_weald @ 58m ~ 2025-03-06T13:04:00Z :: Any chance of a bike rack outside? Half the Sunday club rides go through Nether Corfield and there's nowhere to stop.
""")
    k = kids(cs)
    ups = [34, 12, 9, 15, 21, 7]
    more = [
        (
            "Hannah Pike",
            "3h ago",
            "Parish council backs 20mph limit through Nether Corfield",
            "Residents have asked for a lower limit since a crash outside the primary school last autumn.",
        ),
        (
            "Hannah Pike",
            "Yesterday",
            "Corfield Mill flats plan returns with 40 fewer homes",
            "The developer has cut the scheme after more than 300 objections.",
        ),
        (
            "Hannah Pike",
            "2 days ago",
            "Village shop's Post Office counter saved by volunteers",
            "A rota of 14 volunteers will keep the counter open four mornings a week.",
        ),
        (
            "Hannah Pike",
            "4 days ago",
            "Flood warning lifted on the River Corr after wet weekend",
            "The Environment Agency says levels are falling but fields remain waterlogged.",
        ),
    ]
    latest = [
        ("14:02", "A-road closed after lorry sheds load near Wealdbridge"),
        ("13:40", "School places: 91% get first-choice secondary"),
        ("13:15", "Wealdbridge Town go top after late winner"),
        ("12:52", "Council tax to rise 4.99% from April"),
        ("12:30", "New bus timetable for rural routes published"),
    ]
    K, sheet = styles(
        "rnw",
        "wealdbridge-2025",
        {
            "page": "background-color:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#161616",
            "bar": "flex-direction:row;align-items:center;justify-content:space-between;padding:12px 20px;background-color:#102a43",
            "logo": "color:#ffffff;font-size:24px;font-weight:800;text-decoration:none",
            "navRow": "flex-direction:row;gap:18px;padding:10px 20px;border-bottom:1px solid #e4e7eb",
            "navA": "color:#102a43;font-size:14px;font-weight:600;text-decoration:none",
            "body": "flex-direction:row;gap:36px;max-width:1120px;margin:24px auto;padding:0 20px",
            "main": "flex:1;min-width:0",
            "side": "width:300px;gap:24px",
            "kick": "color:#c2410c;font-size:13px;font-weight:800;text-transform:uppercase",
            "h1": "font-size:34px;line-height:1.2;font-weight:800;margin:8px 0",
            "stand": "font-size:19px;line-height:1.5;color:#334e68",
            "by": "flex-direction:row;align-items:center;gap:10px;padding:10px 0;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb;margin:12px 0;font-size:13px;color:#52606d",
            "ini": "width:32px;height:32px;border-radius:16px;background-color:#334e68;align-items:center;justify-content:center;color:#ffffff;font-size:12px;font-weight:700",
            "iniS": "width:24px;height:24px;border-radius:12px;background-color:#829ab1;align-items:center;justify-content:center;color:#ffffff;font-size:10px;font-weight:700",
            "txt": "font-size:17px;line-height:1.65",
            "row": "flex-direction:row;align-items:center;gap:8px",
            "shareRow": "flex-direction:row;gap:8px;margin:8px 0 16px",
            "pillBtn": "border:1px solid #bcccdc;border-radius:16px;padding:4px 12px;font-size:13px;background-color:#ffffff",
            "secH": "font-size:20px;font-weight:800;margin:32px 0 12px;padding-top:12px;border-top:3px solid #102a43",
            "cards": "flex-direction:row;flex-wrap:wrap;gap:16px",
            "card": "width:calc(50% - 8px);gap:6px;padding:12px;border:1px solid #e4e7eb;border-radius:8px",
            "cardT": "font-size:16px;font-weight:700;line-height:1.35;color:#102a43;text-decoration:none",
            "cardS": "font-size:14px;color:#52606d;line-height:1.45",
            "small": "font-size:12px;color:#7b8794",
            "ugc": "gap:4px;padding:14px 0;border-bottom:1px solid #f0f4f8",
            "name": "font-size:14px;font-weight:700",
            "vb": "flex-direction:row;align-items:center;color:#0f766e",
            "cText": "font-size:15px;line-height:1.55;margin-left:40px",
            "acts": "flex-direction:row;gap:14px;margin-left:40px;font-size:12px;color:#52606d",
            "ib": "flex-direction:row;align-items:center;gap:4px;background-color:transparent;border:0;color:inherit;padding:0",
            "nest": "margin-left:40px;padding-left:12px;border-left:2px solid #d9e2ec",
            "login": "flex-direction:row;align-items:center;gap:12px;padding:14px;background-color:#f0f4f8;border-radius:8px;margin:12px 0;font-size:14px",
            "btn": "background-color:#102a43;color:#ffffff;border-radius:6px;padding:7px 14px;font-weight:700;text-decoration:none",
            "feedRow": "flex-direction:row;gap:10px;padding:8px 0;border-bottom:1px solid #f0f4f8;font-size:14px",
            "feedT": "font-weight:800;color:#c2410c;width:44px",
            "ad": "height:250px;background-color:#f0f4f8;align-items:center;justify-content:center;color:#9aa5b1;font-size:11px",
            "foot": "background-color:#102a43;color:#bcccdc;padding:28px 20px;font-size:13px",
        },
    )

    def ugc(i: int) -> str:
        c = cs[i]
        verified = (
            f'<span class="{K["vb"]}" title="Verified: Plough Community Pub committee">{ICON["check"]}<span class="{K["small"]}">Plough committee</span></span>'
            if c.who == "Tom Bellamy"
            else ""
        )
        nest = ""
        if i in k:
            nest = f'<div class="{K["nest"]}">' + "".join(ugc(j) for j in k[i]) + "</div>"
        return (
            f'<div class="{K["ugc"]}" data-testid="cell-{i}">'
            f'<div class="{K["row"]}"><div class="{K["ini"]}" aria-hidden="true">{esc(initials(c.who))}</div>'
            f'<span class="{K["name"]}">{esc(c.who)}</span>{verified}<time class="{K["small"]}" datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="{K["cText"]}">{paras(c.body)}</div>'
            f'<div class="{K["acts"]}"><button type="button" class="{K["ib"]}" aria-label="Like">{ICON["heart"]}<span>{ups[i]}</span></button>'
            f'<button type="button" class="{K["ib"]}">{ICON["reply"]}Reply</button>'
            f'<button type="button" class="{K["ib"]}">{ICON["flag"]}Report</button></div>{nest}</div>'
        )

    thread = "<div>" + "".join(ugc(i) for i in k[None]) + "</div>"
    cards = "".join(
        f'<div class="{K["card"]}"><a class="{K["cardT"]}" href="/news/{1190 + n}">{esc(t)}</a><p class="{K["cardS"]}">{esc(s)}</p>'
        f'<div class="{K["row"]}"><div class="{K["iniS"]}" aria-hidden="true">{esc(initials(who))}</div><span class="{K["small"]}">{esc(who)}</span><span class="{K["small"]}">· {esc(ago)}</span></div></div>'
        for n, (who, ago, t, s) in enumerate(more)
    )
    feed = "".join(
        f'<div class="{K["feedRow"]}"><span class="{K["feedT"]}">{t}</span><a href="/news/{2200 + n}" class="{K["navA"]}">{esc(h)}</a></div>'
        for n, (t, h) in enumerate(latest)
    )
    nav = "".join(
        f'<a class="{K["navA"]}" href="/{s.lower()}">{s}</a>'
        for s in ("News", "Villages", "Sport", "What's On", "Property", "Jobs", "Notices")
    )
    body = f"""<div id="root" style="display:flex;flex:1"><div class="{K["page"]}">
<div class="{K["bar"]}"><a class="{K["logo"]}" href="/">The Wealdbridge Courier</a><div class="{K["row"]}"><span class="{K["small"]}" style="color:#d9e2ec">Thursday 6 March 2025 · Wealdbridge 11°C, showers</span><a class="{K["btn"]}" href="/login" style="background-color:#c2410c">Log in</a></div></div>
<div class="{K["navRow"]}">{nav}</div>
<div class="{K["body"]}"><div class="{K["main"]}">
<span class="{K["kick"]}">Villages</span>
<h1 class="{K["h1"]}">Nether Corfield villagers raise £410,000 to buy the Plough and reopen it as a community pub</h1>
<p class="{K["stand"]}">More than 600 people bought shares in the village's only pub, which closed in 2023. The committee hopes to pull the first pints by Easter.</p>
<div class="{K["by"]}"><div class="{K["ini"]}" aria-hidden="true">HP</div><div><a href="/author/hannah-pike">Hannah Pike</a><div>Local Democracy Reporter · <time datetime="2025-03-06T07:00:00Z">07:00, 6 March 2025</time></div></div></div>
<div class="{K["shareRow"]}"><button type="button" class="{K["pillBtn"]}">Share · 186</button><button type="button" class="{K["pillBtn"]}">Facebook</button><button type="button" class="{K["pillBtn"]}">WhatsApp</button><button type="button" class="{K["pillBtn"]}">Copy link</button></div>
<img src="/_avatar/plough-nether-corfield.svg" width="720" height="405" alt="The Plough in Nether Corfield"/>
<div class="{K["txt"]}">
<p>A community group in Nether Corfield has completed the purchase of the Plough, the village's only pub, after a share offer raised £410,000 in five months.</p>
<p>The pub closed in October 2023 when its previous owners retired. An application to turn it into a holiday let was refused by the district council last spring after more than 200 objections.</p>
<p>Tom Bellamy, who chairs the Plough Community Pub committee, said 612 people had bought shares, from £50 to £5,000. "We'd have been happy with half that number," he said.</p>
<p>The committee plans to employ a manager and a chef, with volunteers helping on quiz nights and at the weekend. It hopes to reopen by Easter and to serve food from May.</p>
</div>
<h2 class="{K["secH"]}">Comments (6)</h2>
<div class="{K["row"]}"><span class="{K["small"]}">Sort by</span><button type="button" class="{K["pillBtn"]}" aria-pressed="true">Oldest</button><button type="button" class="{K["pillBtn"]}">Newest</button><button type="button" class="{K["pillBtn"]}">Most liked</button></div>
<div class="{K["login"]}"><span>Log in or register to comment.</span><a class="{K["btn"]}" href="/login?return=%2Fnews%2Fnether-corfield-plough">Log in</a></div>
{thread}
<h2 class="{K["secH"]}">More from Hannah Pike</h2>
<div class="{K["cards"]}">{cards}</div>
</div>
<div class="{K["side"]}">
<div class="{K["ad"]}">Advertisement</div>
<div><h3 class="{K["secH"]}" style="margin-top:0">Latest</h3>{feed}</div>
<div class="{K["ad"]}">Advertisement</div>
</div></div>
<div class="{K["foot"]}">© 2025 Wealdbridge Courier Ltd · <a href="/contact" style="color:#fff">Contact us</a> · <a href="/complaints" style="color:#fff">Complaints</a> · <a href="/privacy" style="color:#fff">Privacy notice</a> · <a href="/cookies" style="color:#fff">Cookie settings</a></div>
</div></div>"""
    return make(
        "du-mixed-en-corfield-pub",
        "mixed",
        "en",
        doc(
            "Nether Corfield villagers raise £410,000 to buy the Plough and reopen it as a community pub",
            "The Wealdbridge Courier",
            "en-GB",
            sheet,
            body,
            published="2025-03-06T07:00:00Z",
            author="Hannah Pike",
            style_attrs='id="react-native-stylesheet"',
        ),
        cs,
        path="/news/nether-corfield-plough-community-pub",
        container="h2 'Comments (6)' then a div of div[data-testid=cell-N] with react-native-web-like classes only ('css-175oi2r r-xxxxxxx'): initials, NAME span, time 'Nh', text div > p, Like/Reply/Report; answers in a div inside the parent's box; no wrapper element of its own",
        heading="Comments (6)",
        description="An English county news site of March 2025 in react-native-web-like atomic classes (weather, share count, adverts, footer): 6 comments with initials, relative times and likes, two answers nested inside their parent, one by the pub committee's chair with a Verified tick; beside it, 'More from Hannah Pike' cards (initials, name, relative time, headline, summary) and a 'Latest' feed of timed headlines.",
        lookalikes=(
            "'More from Hannah Pike': 4 cards with initials, name, relative time",
            "'Latest': 5 timed headlines",
        ),
    )


def mixed_du() -> list[Case]:
    return [en_pub()]

"""Blind set DA: a mixed page: a TV station's ice-storm story of 2012 with a strip of viewers' storm photos (each a
viewer's name, town, time sent and caption: not a discussion) above 8 readers' comments with one level of answers in
the station's own markup. Every class name, name, place and text invented for this set; each comment and caption
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_da_common import Case, counted, esc, make, paras, slug, talk
from comspider_lab.blind.layout_da import Page, station

PHOTOS = """
Deb Carlisle | Waverly | 7:12 AM | Our maple split right down the middle overnight. Missed the house by about three feet.
Tony Ruiz | Cedar Falls | 7:30 AM | Every branch on the lilac is coated. Pretty until you hear them cracking.
Mandy Voss | Janesville | 7:48 AM | Power lines down across Bremer Ave near the co-op. Stay away from them!
Kurt and Lynn Hagen | Waverly | 8:05 AM | The kids' swing set looks like it's made of glass this morning.
Pastor Jim Olmstead | Denver | 8:20 AM | St. Paul's parking lot is a skating rink. Services canceled today, stay home and stay warm.
Ashley Brinkman | Shell Rock | 8:41 AM | Our mailbox after the plow went by. Mailbox: 0, winter: 1.
"""


def tv_ice() -> Case:
    cs = talk("""
Gail Henning @ Feb 29, 2012 9:15 AM :: We've been without power since 3:40 this morning in north Waverly. The co-op's outage map says "assessing" for our whole area. Does anyone know if the shelter at the high school is open yet?
>Jeff Dorn @ Feb 29, 2012 9:31 AM :: Gail, the Red Cross posted on Facebook about half an hour ago that the W-SR High School shelter opens at 10. Bring your meds and phone chargers.
>>Gail Henning @ Feb 29, 2012 9:40 AM :: Thank you Jeff!
Ron P. @ Feb 29, 2012 9:52 AM :: Linemen from three states are staging at the fairgrounds in Waverly, saw at least 40 trucks when I drove by. Give those guys a wave and a coffee if you see them, they've been up all night.
Carla Mendenhall @ Feb 29, 2012 10:20 AM :: Please check on your elderly neighbors today. My mother is 87 and lives alone on 3rd St NW, she didn't call anyone because "she didn't want to be a bother." It was 51 degrees in her house when I got there. // She's at my place now, warm and complaining about my coffee. :)
>Deb Carlisle @ Feb 29, 2012 10:34 AM :: So glad she's ok Carla. My dad is the same way.
Hal Schroeder @ Feb 29, 2012 11:02 AM :: Your weather coverage is great but your map said the ice would stay south of Highway 3. It did not. Just saying.
>Mark Fisk @ Feb 29, 2012 11:15 AM :: Hal, to be fair every model had the line south of 3 until about midnight. Nobody saw it shifting that far north.
""")
    photos = []
    for i, row in enumerate(PHOTOS.strip().splitlines()):
        who, town, at, cap = (x.strip() for x in row.split("|"))
        photos.append(
            f'<li class="ur-photo"><a href="/ureport/photo/{4410 + i}"><img src="/_avatar/ur-{4410 + i}.svg" width="140" height="100" alt="" /></a>'
            f'<p class="ur-cap">{esc(cap)}</p><p class="ur-by">Sent by <b>{esc(who)}</b>, {esc(town)} · {esc(at)}</p></li>'
        )
    kids: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        kids.setdefault(c.parent, []).append(i)

    def post_(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in kids:
            sub = '<div class="vb-replies">' + "".join(post_(k) for k in kids[i]) + "</div>"
        return (
            f'<div class="vb-post" id="vb{7700 + i}"><table class="vb-head" cellspacing="0"><tr><td class="vb-pic"><img src="/_avatar/vb-{slug(c.who)}.svg" width="32" height="32" alt="" /></td>'
            f'<td><span class="vb-name">{esc(c.who)}</span><br /><span class="vb-date">{esc(c.at)}</span></td></tr></table>'
            f'<div class="vb-text">{paras(c.body)}</div>'
            f'<div class="vb-links"><a href="#">Reply</a> | <a href="#">Thumbs up</a> | <a href="#" rel="nofollow">Flag</a></div>{sub}</div>'
        )

    thread = "".join(post_(i) for i in kids[None])
    post = (
        '<div class="ws-story-head"><p class="ws-kicker">Weather</p><h1>Ice storm leaves 31,000 without power across northern Iowa</h1>'
        '<p class="ws-byline">By Chris Almquist, NewsChannel 6<br />Posted: Feb 29, 2012 6:58 AM CST<br />Updated: Feb 29, 2012 11:40 AM CST</p>'
        '<div class="ws-share"><span class="fb">Like 1,204</span> <span class="tw">Tweet 96</span> <a href="#">Email</a> <a href="#">Print</a></div></div>'
        '<div class="ws-story-body"><div class="ws-video"><img src="/_avatar/wj-video.svg" width="480" height="270" alt="" /><p>VIDEO: Ice-covered trees and lines in Waverly this morning</p></div>'
        "<p>WAVERLY - A quarter to half an inch of ice brought down trees and power lines across Bremer, Butler and Black Hawk counties overnight, and utilities said some customers could be without power into Friday.</p>"
        "<p>Prairie Valley Electric reported about 31,000 outages at the peak around 6 a.m. Crews from Minnesota, Wisconsin and Illinois were on their way, a spokesperson said.</p>"
        "<p>The Red Cross is opening a warming shelter at Waverly-Shell Rock High School at 10 a.m. Schools in Waverly, Janesville and Denver are closed.</p>"
        "<p>Freezing drizzle should end by early afternoon, NewsChannel 6 meteorologist Dana Pfeiffer said, with temperatures climbing just above freezing Thursday.</p>"
        "</div>"
    )
    after = (
        '<div class="ur-strip"><h3>uReport: Your storm photos</h3><p class="ur-note">Send us your photos at ureport@newschannel6.example.com or tag @NewsChannel6. Photos may be used on air.</p>'
        f'<ul class="ur-list">{"".join(photos)}</ul><p><a href="/ureport/">See all 212 viewer photos &raquo;</a></p></div>'
        '<div class="vb-wrap"><h3 class="vb-title">What You\'re Saying (8)</h3>'
        f"{thread}"
        '<div class="vb-login"><a href="/members/login">Sign in</a> to join the conversation.</div></div>'
    )
    side = (
        '<div class="ws-mod"><h4>Closings &amp; Delays</h4><ul><li>Waverly-Shell Rock - Closed</li><li>Janesville - Closed</li><li>Denver - Closed</li><li>Wartburg College - 2 hrs late</li><li><a href="#">See all 64 &raquo;</a></li></ul></div>'
        '<div class="ws-mod"><h4>Most Popular</h4>'
        + counted(
            """
Ice storm leaves 31,000 without power | 18,340
Closings and delays | 12,906
Man hurt when tree falls on car in Cedar Falls | 4,511
Wartburg wrestlers headed to nationals | 1,220
""",
            "views",
        )
        + "</div>"
        '<div class="ws-mod"><h4>Dana\'s Forecast</h4><p>Today: Freezing drizzle ending. High 33. Tonight: Cloudy, low 27. Thursday: Partly sunny, 38.</p></div>'
        '<div class="ws-mod"><h4>Like us on Facebook</h4><p>NewsChannel 6 · 48,213 people like this.</p></div>'
    )
    style = (
        ".ur-list{list-style:none;padding:0;overflow:hidden}.ur-photo{float:left;width:150px;margin:0 8px 10px 0;font-size:11px}.ur-by{color:#666}"
        ".vb-post{border-top:1px solid #ccd;padding:6px 0}.vb-replies{margin-left:36px}.vb-name{font-weight:bold}.vb-date{font-size:10px;color:#888}.vb-links{font-size:10px}"
    )
    html = station(
        Page(
            "Ice storm leaves 31,000 without power across northern Iowa",
            "NewsChannel 6 WJXR",
            "Eastern Iowa's News Leader",
            ("Home", "News", "Weather", "Closings", "Sports", "Video", "uReport", "Contests"),
            post,
            after,
            side,
            style,
            top="32&deg; Waverly · Ice Storm Warning",
            foot='&copy; 2012 WJXR-TV. All rights reserved. <a href="#">EEO Report</a> | <a href="#">FCC Public File</a> | <a href="#">Closed Captioning</a>',
        )
    )
    return make(
        "da-mixed-tv-ureport",
        "mixed",
        html,
        cs,
        path="/story/17034412/ice-storm-leaves-31000-without-power",
        container="div.vb-wrap: h3 'What You're Saying (8)', div.vb-post (a table head with name and date, div.vb-text) with answers in div.vb-replies",
        heading="What You're Saying (8)",
        description="A TV station's vendor-CMS story of 2012 on an ice storm: a 'uReport: Your storm photos' strip of 6 viewers' photos (caption, 'Sent by NAME, TOWN · time', one viewer a name in the discussion too) right above 8 readers' comments two levels deep in the station's own markup; closings list, most popular with counts, forecast, a Facebook box as saved.",
        lookalikes=("viewers' submitted storm photos with names, towns, times and captions",),
    )


def mixed_da() -> list[Case]:
    return [tv_ice()]

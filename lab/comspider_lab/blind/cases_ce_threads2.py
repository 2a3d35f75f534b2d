"""Blind set CE: four more discussions in the served HTML (an Australian sports site's fan comments with thumbs
counts, closed after seven days; an Irish weekly's small thread with one comment awaiting moderation; an Indian
national paper's threaded comments with agree/disagree counts; a Kenyan daily's 18 comments newest first with answers
in their parent's box). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ce_common import (
    Bits,
    Case,
    Note,
    Piece,
    around_web,
    bio,
    box,
    case,
    esc,
    gallery,
    most_read,
    newsletter,
    paras,
    poll,
    related,
    seeds,
    stocks,
    talk,
    ticker,
    weather,
)

_SPORT = """
TigerTragic | 2:47pm August 26, 2012 | up=88, down=12 :: Three goals from the last six minutes and we still couldn't hold on. Same story all year. The backline needs a complete rebuild in the off season.
Mick from Frankston | 2:55pm August 26, 2012 | up=41, down=30 :: Umpiring was a joke in the last quarter. That free against Houli was never a push in the back.
  Hawk_Eye_1991 | 3:02pm August 26, 2012 | up=67, down=9 :: In reply to Mick from Frankston: Watch the replay mate, he had both hands in his back. Clear free.
Bec Stathopoulos | 3:10pm August 26, 2012 | up=52, down=4 :: Dusty Martin is going to be a star. 23 touches in his fifth game. Give him a few more years and we'll be talking about him like Cotchin.
yellow&black4eva | 3:31pm August 26, 2012 | up=19, down=44 :: Sack Hardwick. Done.
  TigerTragic | 3:40pm August 26, 2012 | up=36, down=3 :: In reply to yellow&black4eva: He's been there two years. Give him time, the list was a mess when he got it.
Crackers | 4:12pm August 26, 2012 | up=12, down=2 :: Was at the G today with the kids. Great atmosphere in the first half, everyone was very quiet walking out.
"""


def au_sport() -> Case:
    ns = talk(_SPORT)

    def item(i: int, n: Note) -> str:
        k = 9917 + i
        reply = ""
        body = n.body
        if n.parent is not None:
            # the site printed the answer's target as the first words of the text ("In reply to NAME: …"): the reader
            # clicked "Reply" and the form put them there; the truth keeps the text as shown
            reply = ' data-in-reply="1"'
        return (
            f'<div class="fan"{reply} id="fc{k}"><div class="fan-top"><span class="fan-n">{esc(n.who)}</span>'
            f' <span class="fan-d">{esc(n.at)}</span></div><p class="fan-x">{esc(body)}</p>'
            f'<div class="fan-v"><a href="#" class="up">👍</a> <span>{n.tag("up")}</span> <a href="#" class="dn">👎</a> <span>{n.tag("down")}</span>'
            f' <a href="#">Reply</a> <a href="#">Report</a></div></div>'
        )

    after = (
        '<div class="fan-wrap"><h3>Fan comments (7)</h3><ul class="fan-sort"><li>Sort: <b>Oldest</b></li><li><a href="#">Newest</a></li><li><a href="#">Most popular</a></li></ul>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<p class="fan-closed">Comments on this story are now closed. Comments close seven days after publication.</p>'
        '<p class="fan-rules">By commenting you agree to SportsDesk\'s <a href="/terms">terms</a>. Comments are moderated.</p></div>'
    )
    side = (
        box(
            "au-sport",
            "Ladder",
            '<table style="font-size:11px" width="100%"><tr><th>#</th><th>Team</th><th>Pts</th></tr>'
            "<tr><td>1</td><td>Sydney</td><td>64</td></tr><tr><td>2</td><td>Hawthorn</td><td>64</td></tr><tr><td>3</td><td>Adelaide</td><td>64</td></tr>"
            "<tr><td>4</td><td>Collingwood</td><td>64</td></tr><tr><td>12</td><td>Richmond</td><td>42</td></tr></table>",
        )
        + most_read(
            "au-sport",
            ("Most viewed", "Most commented"),
            """
Hawks too good as Tigers fade late | 7
Swans seal top spot with win over Lions | 23
Broncos part ways with coach | 118
Boomers' Olympic heartbreak: 'We'll be back' | 64
""",
            "comments",
        )
        + poll(
            "au-sport",
            "Who wins the 2012 flag?",
            "Hawthorn | 41\nSydney | 27\nAdelaide | 14\nCollingwood | 18",
            6403,
        )
        + around_web(
            "au-sport",
            "Aussie Mums Are Loving This New Diet Trick | Slim Daily\nThe Surprising Car Now Cheaper To Insure | Motor Compare",
        )
    )
    style = (
        ".fan-wrap{margin-top:18px;font:12px Verdana}.fan-wrap h3{background:#004a8f;color:#fff;padding:5px 8px;margin:0}.fan-sort{list-style:none;padding:0;overflow:hidden}.fan-sort li{float:left;margin-right:10px}"
        ".fan{border-bottom:1px dashed #ccc;padding:6px 0}.fan-n{font-weight:bold;color:#004a8f}.fan-d{color:#999;font-size:10px}.fan-x{margin:3px 0}"
        ".fan-v{font-size:11px;color:#666}.fan-v span{margin-right:6px}.fan-closed{background:#f2f2f2;padding:6px;font-weight:bold}.fan-rules{font-size:10px;color:#999}"
    )
    piece = Piece(
        "Hawks too good as Tigers fade late",
        "Luke Brennan, at the MCG",
        "2012-08-26T14:20:00+10:00",
        "August 26, 2012 2:20pm",
        """
Hawthorn kicked five of the last six goals to beat Richmond by 19 points at the MCG on Sunday and stay in the race for a top-two finish.

The Tigers led by a goal at three-quarter time after a strong third term from Trent Cotchin and Brett Deledio, but the Hawks' forward pressure told late.

Lance Franklin finished with four goals, while young Tiger Dustin Martin had 23 disposals in one of his best games of the season.
""",
        dek="Hawthorn 15.14 (104) d Richmond 12.13 (85)",
        section="AFL",
        tags=("Hawthorn", "Richmond", "AFL Round 22"),
        caption="Lance Franklin celebrates one of his four goals. Picture: SportsDesk/Getty",
    )
    inside = gallery(
        "au-sport",
        "Match gallery",
        "Franklin celebrates his third goal | Mark Dadswell\nCotchin wins a contested ball in the third | Mark Dadswell\nTigers fans in the Punt Road end | Joe Castro",
    )
    return case(
        "ce-au-sport",
        "discussion",
        "au-sport",
        piece,
        Bits(
            inside=inside, after=after, side=side, style=style, skeleton="wide", top="Melbourne 14° Showers"
        ),
        seeds(ns),
        path="/afl/hawks-too-good-as-tigers-fade-late/story-e6frf9jf-1226458127453",
        container="div.fan-wrap: h3 'Fan comments (7)', div.fan#fc<n> (span.fan-n NAME, span.fan-d DATE, p.fan-x TEXT, div.fan-v thumbs up/down counts 'Reply Report'), p.fan-closed",
        heading="Fan comments (7)",
        description="An Australian sports site of 2012 in a wide layout: a match report with a photo gallery (captions, credits), then 'Fan comments (7)' in one flat list, the two answers only by 'In reply to NAME:' at the start of their text; thumbs up/down counts after each; 'Comments on this story are now closed' (seven days); a ladder table, most viewed/commented with counts, a poll, sponsored links. Most awkward: answers marked only in the text; vote numbers right after the text.",
    )


_CLARION = """
Mary B. | 21 September 2012 at 10:14 | :: Well done to all the volunteers in Belmullet. Ye did the parish proud. My father would have been delighted to see the old pier lit up again.
Seamus Ó Máille | 21 September 2012 at 13:40 | :: Great news but the road out to the pier is still in a shocking state. The council needs to sort that before the winter or nobody will be able to get down to it.
"""


def ie_clarion() -> Case:
    ns = talk(_CLARION)

    def item(i: int, n: Note) -> str:
        return (
            f'<li class="wcl-cm" id="cm-{712 + i}"><cite>{esc(n.who)}</cite> says:<br><small>{esc(n.at)}</small>'
            f"{paras(n.body)}</li>"
        )

    after = (
        '<div class="wcl-resp"><h3>2 Responses to “Belmullet pier lights switched on after 30 years”</h3><ol class="wcl-cl">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<li class="wcl-cm wcl-pend"><cite>Guest</cite> says:<br><small>22 September 2012 at 08:02</small>'
        "<p><em>Your comment is awaiting moderation.</em></p></li>"
        + '</ol><h3>Leave a Reply</h3><form action="/wp-comments-post.php"><p><input name="author"> Name (required)</p>'
        '<p><input name="email"> Mail (will not be published) (required)</p><p><textarea name="comment" rows="6" cols="50"></textarea></p>'
        "<p><button>Submit Comment</button></p></form></div>"
    )
    side = (
        box(
            "ie-clarion",
            "Death notices",
            "<ul><li>Walsh, Bridget (née Lavelle), Erris. Reposing Friday.</li><li>Gaughan, Michael, Belmullet. Funeral Mass Saturday 11am.</li></ul>",
        )
        + most_read(
            "ie-clarion",
            ("Most read",),
            """
Belmullet pier lights switched on after 30 years | 1,902
Mayo minors through to All-Ireland final | 1,655
Gardaí appeal after Castlebar break-ins | 890
""",
            "reads",
        )
        + weather(
            "ie-clarion", "Belmullet", "Fri | 13°C | Showers\nSat | 12°C | Windy\nSun | 14°C | Bright spells"
        )
        + newsletter("ie-clarion", "Get the Clarion's weekly headlines every Thursday.")
    )
    style = (
        ".wcl-resp{margin-top:18px}.wcl-resp h3{font:bold 15px Georgia;border-bottom:1px solid #0d5e50}.wcl-cl{padding-left:20px}.wcl-cm{margin:10px 0;padding:6px;background:#f6f8f7}"
        ".wcl-cm cite{font-style:normal;font-weight:bold}.wcl-cm small{color:#888}.wcl-pend{background:#fff5d6}"
    )
    piece = Piece(
        "Belmullet pier lights switched on after 30 years",
        "By Áine Cafferkey",
        "2012-09-20T18:00:00+01:00",
        "Thursday, 20 September 2012",
        """
The navigation lights on the old pier at Belmullet shone again on Saturday night for the first time since the early 1980s, after a two-year community effort.

Members of the Erris Heritage Group raised €18,000 through table quizzes, a sponsored swim and a grant from the county council to restore the lamps and the wiring.

Group chairman Pádraig Geraghty thanked the fishermen who donated their time, and Mayo County Council, which has promised to look at repairs to the access road.
""",
        section="Community",
        tags=("Belmullet", "Erris"),
        caption="The pier lights at Belmullet on Saturday night. Photo: Clarion",
    )
    return case(
        "ce-ie-clarion",
        "discussion",
        "ie-clarion",
        piece,
        Bits(after=after, side=side, style=style, top="Belmullet 13°C"),
        seeds(ns),
        path="/2012/09/20/belmullet-pier-lights-switched-on-after-30-years/",
        container="div.wcl-resp: h3 '2 Responses to …', ol.wcl-cl > li.wcl-cm (cite NAME 'says:', small DATE, p TEXT); a third li 'Guest' with 'Your comment is awaiting moderation.' only",
        heading="2 Responses to “Belmullet pier lights switched on after 30 years”",
        description="An Irish weekly of 2012 on a blog-engine-like site: a community article, then '2 Responses to …' with two comments and, in the same list, a third entry by 'Guest' showing only 'Your comment is awaiting moderation.' (no text); a reply form; death notices, most read with counts, weather, a newsletter sign-up. Most awkward: a two-comment thread with a pending entry of the comment shape but without any text.",
    )


_DECCAN = """
Ramesh Iyer | Aug 1, 2012 at 09:12 AM | city=Chennai, agree=41, disagree=6 :: Second time in two days that three grids failed together. This is not an act of God, this is years of states overdrawing from the grid and nobody penalising them. 600 million people without power and the minister gets promoted the same day.
  Vikram S | Aug 1, 2012 at 09:30 AM | city=Delhi, agree=22, disagree=3 :: Exactly. UP and Punjab were drawing far more than their schedule and the regulator's letters were ignored. Why are there no fines that actually hurt?
  Pooja N | Aug 1, 2012 at 10:05 AM | city=Bangalore, agree=5, disagree=11 :: Blaming only the states is too easy. Monsoon was weak, pumps for irrigation ran day and night. Farmers also need power.
    Ramesh Iyer | Aug 1, 2012 at 10:21 AM | city=Chennai, agree=15, disagree=2 :: Agreed Pooja, but that is why we have grid discipline. Other countries with droughts don't have half the country go dark.
Capt. J S Grewal (retd) | Aug 1, 2012 at 10:44 AM | city=Chandigarh, agree=30, disagree=1 :: Spare a thought for the 200 miners stuck underground in Bardhaman and the railway passengers stranded for hours in the heat. Some accountability is needed here.
aam aadmi | Aug 1, 2012 at 11:02 AM | city=Lucknow, agree=9, disagree=2 :: In our mohalla we get 8 hours of power on a good day anyway. For us this "historic blackout" was just Tuesday.
Sunita Deshpande | Aug 1, 2012 at 11:30 AM | city=Pune, agree=18, disagree=4 :: The real problem is that distribution companies are bankrupt. They would rather load-shed than buy expensive power. Until tariffs are fixed and theft is stopped nothing changes. Generation capacity alone won't solve it.
  NRI_in_Dubai | Aug 1, 2012 at 12:15 PM | city=Dubai, agree=3, disagree=7 :: Very embarrassing for India internationally. Friends here are asking how a country that wants to be a superpower cannot keep the lights on.
    Sunita Deshpande | Aug 1, 2012 at 12:40 PM | city=Pune, agree=12, disagree=1 :: Embarrassment is the least of it. Hospitals on diesel generators for 10 hours is the real story.
Arjun Mehta | Aug 1, 2012 at 01:05 PM | city=Mumbai, agree=7, disagree=0 :: Mumbai was spared because of the islanding scheme. Other cities should study it.
"""


def in_courier() -> Case:
    ns = talk(_DECCAN)

    def tree(parent: int | None, lvl: int) -> str:
        out = []
        for i, n in enumerate(ns):
            if n.parent != parent:
                continue
            k = 3802211 + 13 * i
            kids = tree(i, lvl + 1)
            out.append(
                f'<div class="cmt-row lvl{lvl}" id="c{k}"><div class="cmt-who"><span class="cmt-nm">{esc(n.who)}</span>, '
                f'<span class="cmt-city">{esc(n.tag("city"))}</span> <span class="cmt-dt">{esc(n.at)}</span></div>'
                f'<div class="cmt-body">{paras(n.body)}</div><div class="cmt-act"><a href="#">Agree ({n.tag("agree")})</a> '
                f'<a href="#">Disagree ({n.tag("disagree")})</a> <a href="#">Reply</a> <a href="#">Recommend</a> <a href="#">Offensive?</a></div>'
                f"{kids}</div>"
            )
        return "".join(out)

    after = (
        related(
            "in-courier",
            """
Northern grid collapse: What went wrong | Jul 31, 2012
Power minister moved to Home ministry in reshuffle | Jul 31, 2012
Delhi Metro services restored after five hours | Jul 30, 2012
""",
        )
        + '<div class="cmt-zone"><h4>Readers\' opinions (10)</h4>'
        '<p class="cmt-disc">Disclaimer: Comments posted are the views of readers and not of The Deccan Courier. '
        "Comments are moderated and published after approval.</p>"
        f"{tree(None, 1)}"
        '<div class="cmt-form"><b>Post a comment</b> <textarea></textarea> Name <input> City <input> <button>Submit</button></div></div>'
    )
    side = (
        stocks(
            "in-courier",
            "Sensex | 17,257.38 | +0.3%\nNifty | 5,240.50 | +0.3%\nGold (10g) | Rs 29,960 | -0.2%\nUSD/INR | 55.72 | +0.1%",
        )
        + most_read(
            "in-courier",
            ("Most read", "Most commented", "Most emailed"),
            """
Power cut: 20 states hit in second grid failure | 10
Olympics: Narang wins bronze in 10m air rifle | 212
Monsoon deficit reaches 19 percent | 47
""",
            "comments",
        )
        + around_web(
            "in-courier",
            "Earn Rs 50,000 a month from home: here's how | Biz Ideas\nTop 5 SUVs under Rs 10 lakh | CarWale Buzz",
        )
        + box(
            "in-courier",
            "Photos",
            "<ul><li><a href='/p1'>In pics: India in the dark</a> (14 photos)</li><li><a href='/p2'>London 2012: Day 4</a> (22 photos)</li></ul>",
        )
    )
    style = (
        ".cmt-zone{margin-top:18px;font:13px Arial}.cmt-zone h4{font-size:16px;color:#b0401a;border-bottom:2px solid #b0401a}.cmt-disc{font-size:10px;color:#888}"
        ".cmt-row{border-top:1px solid #eee;padding:7px 0}.cmt-row .cmt-row{margin-left:30px;border-left:3px solid #f3d9cf;padding-left:8px}"
        ".cmt-nm{font-weight:bold}.cmt-city{color:#777}.cmt-dt{color:#999;font-size:11px;margin-left:6px}.cmt-act{font-size:11px}.cmt-act a{color:#666;margin-right:8px}"
    )
    piece = Piece(
        "Power cut: 20 states hit in second grid failure",
        "Special Correspondent, New Delhi",
        "2012-07-31T22:30:00+05:30",
        "Jul 31, 2012, 10.30 PM IST",
        """
Three of India's five regional electricity grids collapsed on Tuesday afternoon, leaving over 600 million people in 20 states without power for several hours, a day after a failure of the northern grid.

Hundreds of trains stopped on their tracks, the Delhi Metro halted and traffic signals failed across the capital. In West Bengal, some 200 miners were trapped underground for hours before being brought out safely.

Power was restored to most areas by late evening. The government has set up a three-member committee to investigate the cause of the failures.
""",
        section="Nation",
        tags=("Power crisis", "Electricity"),
        caption="Passengers wait at New Delhi railway station during the power cut. (Photo: DC)",
    )
    return case(
        "ce-in-courier",
        "discussion",
        "in-courier",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            ticker=ticker("Breaking", "10:05 PM | Power restored in most parts of northern grid"),
            top="New Delhi 33°C Haze",
        ),
        seeds(ns),
        path="/nation/power-cut-20-states-hit-in-second-grid-failure/article3712288",
        container="div.cmt-zone: h4 'Readers' opinions (10)', div.cmt-row.lvl<n>#c<n> (span.cmt-nm NAME, span.cmt-city CITY, span.cmt-dt DATE; div.cmt-body > p; div.cmt-act 'Agree (n) Disagree (n) Reply'), answers nested inside their parent's div",
        heading="Readers' opinions (10)",
        description="An Indian national paper of 2012: a power-cut article, related stories, then 'Readers' opinions (10)' with a disclaimer, ten comments three levels deep (answers nested inside their parent's box), 'NAME, CITY DATE' lines, 'Agree (n) Disagree (n)'; markets, most read/commented with counts, sponsored links, photo galleries, a breaking-news bar. Most awkward: the city after the name, answers inside their parent's element.",
    )


_MIRROR = """
Wanjiku M | 3 hours ago | :: Finally! Every morning I spend two hours on Thika Road for a journey that should take 30 minutes. If the superhighway opens fully by November I will believe it when I see it.
  Otieno Jr | 3 hours ago | :: Two hours is lucky. From Githurai it's two and a half on a bad day.
Kamau wa Njoroge | 4 hours ago | :: The Chinese contractors have done good work but who will maintain the road? Look at Mombasa Road, potholes two years after it was resurfaced.
  Eng. Mutua | 3 hours ago | :: The contract includes a defects liability period of 24 months. After that KeNHA is responsible. The real problem is overloaded lorries, the weighbridges are not working.
    Kamau wa Njoroge | 2 hours ago | :: Thank you Eng. Mutua. So the question is whether KeNHA will have the budget.
Achieng' | 4 hours ago | :: Matatu drivers are already using the service lanes as a third lane. Without traffic police on the road it will be chaos.
Kiprono | 5 hours ago | :: Where are the footbridges? People are crossing eight lanes at Roysambu with children. Somebody will die before they build them.
  Njeri K | 5 hours ago | :: Two people were knocked down at Kasarani last month. The footbridge there was in the design but has not been built.
  Wanjiku M | 4 hours ago | :: This is the most important comment here. Lives before speed.
Mzee wa Kijiji | 5 hours ago | :: Good project. Kibaki will be remembered for roads. Let the next government continue.
Abdi Hassan | 6 hours ago | :: I drive a lorry from Mombasa to Nairobi and then to Isiolo. The new road has cut my time by almost an hour. Thank you to the engineers.
Grace Chebet | 6 hours ago | :: What about compensation for the traders who were removed at Kahawa? They were promised new stalls in 2010 and are still waiting.
  Mwangi P | 5 hours ago | :: They were paid, I know some of them. The problem is some brokers took the money.
    Grace Chebet | 5 hours ago | :: Some were paid, many were not. My aunt is one of those still waiting.
Tom Okello | 7 hours ago | :: Nice road but the toll question must be answered now. Kenyans cannot pay for the road twice, first with taxes then with tolls.
Fatuma | 7 hours ago | :: Congratulations to all who worked on this road. Now do the same for the Kisumu-Busia road please!
Peter Gitau | 8 hours ago | :: Bus rapid transit lanes should have been included from the start. Cities like Bogota did it twenty years ago.
  Otieno Jr | 7 hours ago | :: Agreed. We built a highway for private cars in a city where most people walk or take matatus.
"""


def ke_mirror() -> Case:
    ns = talk(_MIRROR)

    def item(i: int, n: Note, answers: str) -> str:
        k = 52177 + 19 * i
        return (
            f'<div class="nm-c" id="cmnt{k}"><div class="nm-av"><img src="/_avatar/nm-{k}.svg" width="32" height="32" alt=""></div>'
            f'<div class="nm-in"><b class="nm-n">{esc(n.who)}</b> <i class="nm-w">{esc(n.at)}</i><div class="nm-t">{paras(n.body)}</div>'
            f'<div class="nm-a"><a href="#">Reply</a> · <a href="#">Report abuse</a></div>{answers}</div></div>'
        )

    def tree(parent: int | None) -> str:
        return "".join(item(i, n, tree(i)) for i, n in enumerate(ns) if n.parent == parent)

    after = (
        bio(
            "ke-mirror",
            "Wambui Kariuki",
            "Wambui Kariuki is the Mirror's transport and infrastructure writer. Follow her on Twitter @wambuik_mirror.",
        )
        + '<div class="nm-disc"><div class="nm-hd">18 Comments <span>Newest first</span></div>'
        '<p class="nm-r">The Nairobi Mirror does not moderate comments before they are published. Report abusive comments.</p>'
        f"{tree(None)}"
        '<p class="nm-more"><a href="#">Load more comments</a> (showing 18 of 18)</p></div>'
    )
    side = (
        most_read(
            "ke-mirror",
            ("Most read", "Most commented"),
            """
Thika superhighway to open fully by November | 18
Harambee Stars fall to Togo in Lomé | 54
Tea prices drop at Mombasa auction | 9
""",
            "comments",
        )
        + stocks(
            "ke-mirror",
            "NSE 20 | 3,865.82 | +0.4%\nSafaricom | 4.95 | +0.10\nKCB | 26.75 | -0.25\nUSD/KES | 84.20 | +0.05",
        )
        + weather("ke-mirror", "Nairobi", "Today | 24°/13° | Cloudy\nTomorrow | 25°/13° | Sunny")
        + around_web(
            "ke-mirror",
            "Own land in Kitengela from Sh 350,000 | Plots Kenya\nStudy in the UK: 2013 intake open | EduLink",
        )
    )
    style = (
        ".nm-disc{margin-top:18px;font:13px Arial}.nm-hd{font:bold 16px Arial;border-bottom:2px solid #c00000;padding:4px 0}.nm-hd span{float:right;font-size:11px;color:#888}"
        ".nm-r{font-size:10px;color:#999}.nm-c{overflow:hidden;padding:8px 0;border-top:1px solid #eee}.nm-av{float:left;width:40px}.nm-in{margin-left:42px}"
        ".nm-in .nm-c{background:#f7f7f7;padding:6px}.nm-n{color:#c00000}.nm-w{color:#999;font-size:11px}.nm-a{font-size:11px}.nm-a a{color:#888}"
    )
    piece = Piece(
        "Thika superhighway to open fully by November",
        "By WAMBUI KARIUKI",
        "2012-09-04T21:00:00+03:00",
        "Posted Tuesday, September 4 2012 at 21:00",
        """
The Thika superhighway will be fully open to traffic by November, the Kenya National Highways Authority (KeNHA) has said, more than three years after work started on the 50-kilometre road.

Most of the eight-lane road between Nairobi's city centre and Thika is already in use. Work is continuing on three interchanges and the service lanes at Githurai and Kahawa.

The project, which cost Sh31 billion, was financed by the government, the African Development Bank and China's Exim Bank.

Residents have complained about the lack of footbridges, saying several people have died while trying to cross the road.
""",
        section="News",
        tags=("Thika Road", "Infrastructure", "Nairobi"),
        caption="Traffic on the Thika superhighway near Roysambu. PHOTO/FILE",
    )
    return case(
        "ce-ke-mirror",
        "discussion",
        "ke-mirror",
        piece,
        Bits(after=after, side=side, style=style, top="Nairobi 24°C"),
        seeds(ns),
        path="/News/Thika-superhighway-to-open-fully-by-November/-/1056/1498812/-/item/0/-/10x4hlz/-/index.html",
        container="div.nm-disc: div.nm-hd '18 Comments', div.nm-c#cmnt<n> (img; div.nm-in: b.nm-n NAME, i.nm-w 'n hours ago', div.nm-t > p, div.nm-a 'Reply · Report abuse', answers as div.nm-c inside div.nm-in)",
        heading="18 Comments",
        description="A Kenyan daily of 2012: an infrastructure article, an author bio, then '18 Comments' newest first (top-level ones newest first, relative times only), 8 answers nested inside their parent's box up to three levels, 'Load more comments (showing 18 of 18)'; most read/commented with counts, stocks, weather, sponsored links. Most awkward: relative times only and answers within the parent's inner box.",
    )


def threads2_ce() -> list[Case]:
    return [au_sport(), ie_clarion(), in_courier(), ke_mirror()]


__all__ = ["Case", "newsletter", "threads2_ce"]

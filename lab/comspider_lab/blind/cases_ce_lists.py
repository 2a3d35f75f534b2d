"""Blind set CE: three pages whose list looks like a discussion but is not one (a regional paper's street vox pop of
six named people with their towns and photos; a national paper's over-by-over cricket report with readers' e-mails
quoted by the writer; a political site's "How Twitter reacted" roundup of tweets as server-rendered quotes). Every
class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ce_common import (
    Bits,
    Case,
    Piece,
    around_web,
    box,
    case,
    esc,
    most_read,
    newsletter,
    related,
    rows,
    slug,
    ticker,
    weather,
)


def uk_voxpop() -> Case:
    people = rows("""
Janet Hollis, 58, dinner lady, Wednesbury | I think it's a disgrace. The library is where my grandson does his homework because we haven't got a computer at home. Where's he supposed to go now?
Ravinder Sohal, 34, taxi driver, Darlaston | I can see why they've done it, the council's got no money. But they should've asked people first instead of just announcing it.
Kieran Doyle, 19, student, Walsall | Honestly I haven't been in there since I was about ten. Everything's online now, isn't it?
Margaret Evans, 71, retired, Wednesbury | It's the only place I go where I get a conversation. The staff know me by name. You can't put that on a website.
Tom Birch, 45, postman, Bloxwich | Keep it open and cut the councillors' allowances instead. That'd pay for it twice over.
Shazia Akhtar, 29, mum of two, Walsall | We go to the rhyme time every Tuesday. My little one loves it. There's nothing else like it round here that's free.
""")
    items = "".join(
        f'<div class="vox-p"><img src="/_avatar/vox-{slug(who)[:16]}.svg" width="90" height="110" alt="{esc(who.split(",")[0])}">'
        f'<p class="vox-n"><b>{esc(who)}</b></p><p class="vox-q">“{esc(q)}”</p></div>'
        for who, q in people
    )
    inside = (
        '<div class="vox"><h3>On the street: What do you think about the library closures?</h3>'
        '<p class="vox-i">Reporter Gemma Lowe asked shoppers in Wednesbury and Walsall town centres.</p>'
        f"{items}</div>"
    )
    after = (
        related(
            "uk-gazette",
            """
Council unveils £18m cuts package | 1 Feb 2012
Campaigners form group to save Bloxwich library | 3 Feb 2012
Volunteers could run libraries, says council leader | 6 Feb 2012
""",
        )
        + '<p class="mgz-rd">Got a story? Call the newsdesk on 01922 555 200 or email news@midlandgazette.example</p>'
    )
    side = (
        most_read(
            "uk-gazette",
            ("Most read", "Most commented"),
            """
Library closures: four branches to shut in April | 4,402
Man arrested after Darlaston post office raid | 3,118
Saddlers' late winner sinks Bury | 2,095
""",
            "reads",
        )
        + weather("uk-gazette", "Walsall", "Today | 4°C | Frost, sunny\nTomorrow | 2°C | Snow showers")
        + newsletter("uk-gazette", "Sign up for our daily news email.")
        + box(
            "uk-gazette",
            "Jobs",
            "<ul><li>Delivery drivers, Walsall, £7.50/hr</li><li>Care assistants, nights, Bloxwich</li></ul>",
        )
        + around_web(
            "uk-gazette",
            "This Mum Found The Secret To Cheap Car Insurance | Money Tips\nThe Wedding Photos That Went Horribly Wrong | Giggle",
        )
    )
    style = (
        ".vox{border:1px solid #d6cbe3;background:#faf7fd;padding:8px;margin:14px 0;overflow:hidden}.vox h3{margin:0 0 4px;color:#5b2a86}.vox-i{font-size:11px;color:#666}"
        ".vox-p{overflow:hidden;border-top:1px solid #e6dff0;padding:6px 0}.vox-p img{float:left;margin-right:10px}.vox-n{margin:0}.vox-q{font-style:italic}"
    )
    piece = Piece(
        "Library closures: four branches to shut in April",
        "By Gemma Lowe",
        "2012-02-08T10:30:00+00:00",
        "Wednesday, February 08, 2012",
        """
Four of Walsall's 16 libraries will close at the end of April under plans approved by the council's cabinet last night.

Wednesbury Road, Pelsall Lane, Darlaston North and the mobile library service will go, saving £640,000 a year. The council said 12 jobs would be lost.

Council leader Mike Ashworth said: "Nobody came into politics to close libraries. But our grant has been cut by £38 million over two years and we have to protect care for the elderly and children first."

Campaigners said they would present a petition of 4,000 signatures to next month's full council meeting.
""",
        section="News",
        tags=("Walsall Council", "Libraries"),
        caption="Wednesbury Road library, which will close in April.",
    )
    return case(
        "ce-uk-voxpop",
        "lookalike",
        "uk-gazette",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, top="Walsall 4°C"),
        [],
        path="/news/2012/02/08/library-closures-four-branches-to-shut-in-april-92746-30287710/",
        container="(no discussion) div.vox: h3 'On the street: …', 6 div.vox-p (img alt NAME, p.vox-n 'NAME, AGE, JOB, TOWN', p.vox-q quote)",
        heading=None,
        description="A UK regional paper of 2012 without any reader comment: a council-cuts article with a street vox pop inside it (6 people with photos, name, age, job and town, each a one-paragraph opinion in quotes), related stories, a newsdesk line, most read/commented, weather, newsletter, jobs, sponsored links. Most awkward: six named people's opinions on the story, with photos, where a thread might sit.",
        lookalikes=("a vox pop: name, age, job, town, photo, quoted opinion",),
    )


def uk_obo() -> Case:
    overs = rows("""
11.02am | 1st over: India 2-0 (Gambhir 2, Sehwag 0) | Anderson starts with a loosener that Gambhir tucks off his hip for two. The rest are on a good length outside off and left alone.
11.08am | 2nd over: India 6-0 (Gambhir 2, Sehwag 4) | Broad from the Pavilion End. Sehwag flashes at one and it flies through the vacant third slip for four. Strauss doesn't move anybody.
11.12am | Email | "Morning Tom. Stuck in a meeting in Swindon pretending to take notes on the quarterly figures. Please let it rain in Nottingham so I miss nothing." – Gareth Pryce
11.15am | 3rd over: India 6-1 (Gambhir 2, Dravid 0) | WICKET! Sehwag c Prior b Anderson 4. Full, swinging away, and Sehwag drives without moving his feet. A thin edge and Prior takes it at shoulder height.
11.20am | 4th over: India 9-1 (Gambhir 5, Dravid 0) | Dravid's first ball is a Broad bouncer that he sways under as if he's got all day. He probably has.
11.24am | Email | "Is there a word for the feeling of watching Dravid leave a ball? Serenity? Smugness?" – Kirsty Allardyce in Dunedin, up at half past ten at night for this
11.27am | 5th over: India 13-1 (Gambhir 9, Dravid 0) | Gambhir pulls Anderson in front of square for four. Best shot of the morning.
11.31am | Tweet | "@obo_tom Sky's speed gun says Broad hit 90mph, mine says 'very fast'. Which do you trust?" – @leftarmspin_andy
""")
    items = "".join(
        f'<div class="obo-e"><p class="obo-t">{esc(t)}</p>'
        + (f"<h4>{esc(h)}</h4>" if not h.startswith(("Email", "Tweet")) else f'<p class="obo-k">{esc(h)}</p>')
        + f"<p>{esc(x)}</p></div>"
        for t, h, x in overs
    )
    inside = (
        '<div class="obo"><p class="obo-h"><b>Live over-by-over</b> · Refresh for the latest · Email tom.ashby@easternpost.example or tweet @obo_tom</p>'
        f'<div class="obo-list">{items}</div>'
        '<p class="obo-h">Preamble: Good morning and welcome to day one at Trent Bridge. England won the toss and will bowl.</p></div>'
    )
    side = (
        box(
            "uk-eastpost",
            "Scorecard",
            '<table style="font-size:11px"><tr><td>Sehwag</td><td>c Prior b Anderson</td><td>4</td></tr>'
            "<tr><td>Gambhir</td><td>not out</td><td>9</td></tr><tr><td>Dravid</td><td>not out</td><td>0</td></tr>"
            "<tr><td>Extras</td><td></td><td>0</td></tr><tr><td><b>Total</b></td><td>(1 wkt, 5 overs)</td><td><b>13</b></td></tr></table>",
        )
        + most_read(
            "uk-eastpost",
            ("Most viewed", "Most shared"),
            """
Second Test, day one: England v India – live! | 21,455
Strauss: 'We want to be No1 and stay there' | 6,210
Wimbledon 2011: Djokovic's year? | 5,733
""",
            "views",
        )
        + related(
            "uk-eastpost",
            "First Test report: England win by 196 runs | Jul 25, 2011\nThe Spin: Why Dravid still matters | Jul 28, 2011",
        )
        + around_web(
            "uk-eastpost",
            "Cricket Breaks In The Caribbean From £999 | Sun & Stumps\nThe 10 Greatest Ashes Moments | Sport Lists",
        )
    )
    style = (
        ".obo{border-top:3px solid #0b3954;margin:12px 0}.obo-h{font-size:12px;color:#555}.obo-e{border-bottom:1px solid #ddd;padding:6px 0}"
        ".obo-t{font:bold 12px Arial;color:#0b3954;margin:0}.obo-e h4{margin:2px 0;font-size:14px}.obo-k{font:bold 11px Arial;color:#888;margin:2px 0;text-transform:uppercase}"
    )
    piece = Piece(
        "Second Test, day one: England v India – live!",
        "Tom Ashby at Trent Bridge",
        "2011-07-29T10:30:00+01:00",
        "Friday 29 July 2011 11.31 BST",
        """
Over-by-over coverage of the first day of the second Test between England and India at Trent Bridge.

England lead the four-match series 1-0 after winning the first Test at Lord's by 196 runs.
""",
        section="Cricket",
        tags=("England cricket team", "India cricket team", "Cricket"),
        caption="James Anderson celebrates the wicket of Virender Sehwag. Photograph: Eastern Post",
    )
    return case(
        "ce-uk-obo",
        "lookalike",
        "uk-eastpost",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=style,
            ticker=ticker("Live", "Trent Bridge: India 13-1 after 5 overs"),
            top="Nottingham 19°C",
        ),
        [],
        path="/sport/2011/jul/29/england-india-second-test-live",
        container="(no discussion) div.obo-list: 8 div.obo-e (p.obo-t TIME, h4 over or p.obo-k 'Email'/'Tweet', p text), three of them readers' e-mails and a tweet quoted with their senders' names",
        heading=None,
        description="A UK national paper's live over-by-over cricket report of 2011 without any reader comment: 8 timed entries, five the writer's overs and three readers' e-mails and a tweet quoted with the senders' names after a dash; a scorecard, most viewed/shared with counts, related stories, sponsored links, a live bar. Most awkward: readers' quoted messages with names and times in a list that the writer composed.",
        lookalikes=("a live over-by-over report quoting readers' e-mails and a tweet",),
    )


def us_twitter() -> Case:
    tweets = rows("""
Rep. Linda Sorensen | @RepSorensen | 9:47 PM - 3 Oct 12 | Governor looked strong tonight. Clear plan on jobs and the deficit. The president seemed tired. #debates
Marcus Hale | @marcushale_cw | 9:49 PM - 3 Oct 12 | Snap poll from our partners: 67% of debate watchers say the governor won. That's a big number.
Dana Whitford | @danawhitford | 9:52 PM - 3 Oct 12 | Big Bird is now trending nationally. Of all the things to come out of a 90-minute debate on the economy.
State Sen. Tony Alvarez | @SenAlvarez | 9:55 PM - 3 Oct 12 | Facts matter. The $716 billion "cut" is savings from insurers, not from seniors' benefits. #factcheck
Jill Parrish | @jillparrish | 10:02 PM - 3 Oct 12 | I've covered nine presidential debates. I can't remember a sitting president this flat in a first debate.
Capitol Wire | @capitolwire | 10:05 PM - 3 Oct 12 | Our reporters' full fact check of tonight's debate is up now.
""")
    items = "".join(
        f'<blockquote class="twitter-tweet"><p>{esc(x)}</p>— {esc(n)} ({esc(h)}) <a href="https://twitter.com/{h[1:]}/status/{2540 + k}">{esc(t)}</a></blockquote>'
        for k, (n, h, t, x) in enumerate(tweets)
    )
    inside = f'<div class="cwr-tw"><h3>How Twitter reacted</h3>{items}</div>'
    after = related(
        "us-capitol",
        """
Fact check: The first presidential debate | Oct. 3, 2012
Statehouse Democrats gather for watch party | Oct. 3, 2012
Poll: Race tightens in swing counties | Oct. 1, 2012
""",
    )
    side = (
        most_read(
            "us-capitol",
            ("Most read", "Most shared"),
            """
Debate night: Governor on the attack, president on defense | 14,887
Fact check: The first presidential debate | 9,004
Senate race: Whitaker leads by 4 in new poll | 3,211
""",
            "reads",
        )
        + box(
            "us-capitol",
            "Electoral map",
            "<ul><li>Obama: 237 solid/leaning</li><li>Romney: 191 solid/leaning</li><li>Toss-up: 110</li></ul>",
        )
        + newsletter(
            "us-capitol", "Capitol Wire's Morning Memo: what's happening at the statehouse, before 7 a.m."
        )
        + around_web(
            "us-capitol",
            "Obama vs. Romney: Which Candidate Would Save You More? | Money Daily\n6 Signs You're Going To Retire Broke | Wealth Alert",
        )
    )
    style = (
        ".cwr-tw{margin:14px 0}.cwr-tw h3{border-bottom:2px solid #2d2d2d}.twitter-tweet{border:1px solid #e1e8ed;border-radius:5px;padding:8px 12px;margin:8px 0;font:13px Arial;color:#333}"
        ".twitter-tweet p{margin:0 0 4px;font-size:15px}"
    )
    piece = Piece(
        "Debate night: Governor on the attack, president on defense",
        "By Nate Hollingsworth and Priya Raman | Capitol Wire",
        "2012-10-03T23:40:00-04:00",
        "Published Oct. 3, 2012 11:40 p.m.",
        """
DENVER — Mitt Romney came out swinging in the first presidential debate on Wednesday night, pressing President Barack Obama on jobs, taxes and the deficit in a 90-minute exchange at the University of Denver.

The president, who has led in most national polls since the conventions, gave long answers and rarely challenged his opponent directly, a performance that some Democrats privately called disappointing.

The two candidates meet again on Oct. 16 in Hempstead, N.Y.
""",
        section="Campaign 2012",
        tags=("Campaign 2012", "Debates"),
        caption="The candidates shake hands before the debate. (AP Photo)",
    )
    return case(
        "ce-us-twitter",
        "lookalike",
        "us-capitol",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            ticker=ticker("Live", "Debate fact check: all the claims, checked"),
            top="Washington 71°F",
        ),
        [],
        path="/campaign-2012/2012/10/03/debate-night-governor-on-the-attack-president-on-defense/",
        container="(no discussion) div.cwr-tw: h3 'How Twitter reacted', 6 blockquote.twitter-tweet (p text, '— NAME (@handle) TIME')",
        heading=None,
        description="A US political news site of 2012 without any reader comment: a debate story with 'How Twitter reacted', 6 tweets saved as the embed's server-side blockquotes (text, then '— NAME (@handle)' and a dated link), related stories, most read/shared with counts, an electoral map, newsletter, sponsored links. Most awkward: named, timed short opinions on the story chosen by the editors.",
        lookalikes=("a 'How Twitter reacted' roundup of embedded tweets",),
    )


def lists_ce() -> list[Case]:
    return [uk_voxpop(), uk_obo(), us_twitter()]

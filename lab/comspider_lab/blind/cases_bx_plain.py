"""Blind set BX: three article pages of 2012-2013 without any reader comment, full of the era's furniture: a US TV
station's story with commenting disabled beside the site's latest comments on other stories (us); a UK tech news
blog's post with "0 comments - be the first" and its login prompt, sponsored links and most commented with counts (uk);
a South African paper's court story whose comments were closed ahead of the trial, beside most commented this week and
the latest comments of other articles (za). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Piece,
    around_web,
    box,
    case,
    gallery,
    latest_comments,
    links,
    login_box,
    most_read,
    newsletter,
    poll,
)


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: tuple[str, ...], desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=what,
    )


def us_station_closed() -> Case:
    after = (
        '<div id="st-talk" class="st-cmts"><h3>Comments</h3><p class="st-off">Commenting has been disabled for this story.</p>'
        '<p class="st-note">WKXR NewsChannel 9 welcomes your comments on most stories. See our <a href="/community-guidelines">community guidelines</a>.</p></div>'
        '<div class="st-more"><h3>More from NewsChannel 9</h3><ul>'
        '<li><a href="/news/dalton-man-arrested">Dalton man arrested after chase on Highway 30</a> <small>Posted: Oct 22, 2012 4:15 PM CDT</small></li>'
        '<li><a href="/news/harvest-weather">Dry week ahead helps farmers finish harvest</a> <small>Posted: Oct 22, 2012 12:02 PM CDT</small></li>'
        '<li><a href="/news/school-levy">Dalton school levy back on November ballot</a> <small>Posted: Oct 21, 2012 9:40 PM CDT</small></li></ul></div>'
    )
    side = (
        box(
            "us-wkxr",
            "Weather Alerts",
            '<p><b>Frost Advisory</b> for Pickett and Dalton counties until 9 AM Tuesday. <a href="/weather/alerts">Details »</a></p>',
        )
        + most_read(
            "us-wkxr",
            """
Fire destroys barn near Dalton; 40 head of cattle saved | 6,204 views
Pickett County deputy honored for lake rescue | 3,118 views
Friday Night Fever: week 9 scores | 2,904 views
Dalton school levy back on November ballot | 1,655 views
""",
            "Most viewed",
        )
        + latest_comments(
            "us-wkxr",
            """
farmwife1970 | 14 minutes ago | Dalton school levy back on November ballot | We voted this down twice already. What part of no does the board not understand?
Coach D | 1 hour ago | Friday Night Fever: week 9 scores | Great win for the Eagles, that defense has not given up a touchdown in three weeks.
Jenny Hauser | 3 hours ago | Pickett County deputy honored for lake rescue | Deputy Marsh is a hero, my nephew was one of the kids in that boat.
""",
            "What people are saying",
        )
        + poll(
            "us-wkxr",
            "Will you vote for the Dalton school levy?",
            """
Yes | 38
No | 51
Undecided | 11
""",
            2210,
        )
        + box(
            "us-wkxr",
            "Contests",
            '<p>Win a family four-pack to the Pumpkin Patch Festival! <a href="/contests">Enter now</a></p>',
        )
    )
    piece = Piece(
        "Fire destroys barn near Dalton; 40 head of cattle saved",
        "Posted by Kelsey Ortmann, Reporter",
        "2012-10-22T18:45:00-05:00",
        "Posted: Oct 22, 2012 6:45 PM CDT Updated: Oct 22, 2012 10:12 PM CDT",
        """
DALTON (WKXR) - Fire crews from three departments battled a barn fire northeast of Dalton for more than four hours Monday afternoon.

The fire started around 1:30 p.m. at a farm on County Road 14. The owner, Dale Frerichs, told NewsChannel 9 he and a neighbor were able to get 40 head of cattle out of the barn before the roof collapsed.

No one was injured. The Dalton Fire Department says the cause is under investigation, but it does not appear suspicious.

Frerichs estimates the loss, including hay and equipment, at more than $150,000.
""",
        section="News",
        tags=("Dalton", "fire", "agriculture"),
        caption="Crews fight a barn fire near Dalton",
    )
    return _plain(
        "bx-us-station-disabled",
        "us-wkxr",
        piece,
        Bits(after=after, side=side),
        "/story/19876543/fire-destroys-barn-near-dalton",
        "div#st-talk: 'Commenting has been disabled for this story.'; the rail's 'What people are saying' box of three readers' comments on other stories",
        ("'What people are saying': latest comments of other stories", "most viewed with counts"),
        "A US TV station's news site of 2012: a barn-fire story with a video placeholder, 'Commenting has been disabled for this story.', more stories with 'Posted:' times; the rail's weather alert, most viewed with counts, 'What people are saying' (three readers' comments on other stories with names, relative times and quoted excerpts), a poll and a contest. Truth: no comment.",
    )


def uk_tech_zero() -> Case:
    after = (
        '<div id="nb-talk" class="bf-cmts"><h3>0 comments</h3><p>Be the first to comment on this story.</p>'
        '<p class="bf-login"><a href="/login">Log in</a> or <a href="/register">register</a> to post comments. You can also sign in with Twitter or Facebook.</p>'
        '<p class="bf-sub"><input type="checkbox" disabled="disabled" /> Notify me of new comments by email</p></div>'
        '<div class="bf-rel"><h3>Related stories</h3><ul>'
        '<li><a href="/news/2013/02/android-update-rollout">Android update rollout paused after battery complaints</a> <small>11 Feb 2013 · 23 comments</small></li>'
        '<li><a href="/news/2013/01/lock-screen-bugs">Why lock screens keep failing</a> <small>28 Jan 2013 · 41 comments</small></li></ul></div>'
    )
    side = (
        login_box("uk-bitfeed")
        + most_read(
            "uk-bitfeed",
            """
Windows 8 sales: the numbers behind the numbers | 212 comments
BlackBerry 10 review: late, but not too late | 164 comments
ISPs ordered to block three more file-sharing sites | 139 comments
Raspberry Pi shipments pass one million | 87 comments
""",
            "Most commented",
        )
        + around_web(
            "uk-bitfeed",
            """
The 7 cloud storage mistakes small firms make | CloudBiz Insights
This free webinar shows how to secure BYOD | SecureNet
Compare business broadband deals in your area | BroadbandFinder
""",
        )
        + box(
            "uk-bitfeed",
            "Jobs",
            links(
                (
                    "Senior PHP Developer, Manchester, £45k",
                    "Network Engineer, Leeds, £38k",
                    "iOS Developer, London, £55k",
                ),
                "/jobs/",
            ),
        )
        + newsletter("uk-bitfeed", "The Bitfeed Daily: the day's tech news at 5pm, every weekday.")
    )
    piece = Piece(
        "Phone maker patches lock-screen bypass bug",
        "Posted by Owen Pryce on",
        "2013-02-19T11:22:00+00:00",
        "19th February 2013 11:22 GMT",
        """
A software update released overnight fixes a flaw that let anyone with physical access to a locked handset open the phone app and browse the owner's contacts, the manufacturer has confirmed.

The bug, which involved pressing the emergency call button and the power key in a particular sequence, was first described on a user forum last week. A video demonstrating it had been viewed more than 400,000 times by Monday.

The update is rolling out over the air to UK handsets today. Users can check for it under Settings, About phone, Software update.

The company said it was "not aware of any customers having been affected".
""",
        section="Mobile",
        tags=("Security", "Mobile", "Bugs"),
        caption="The update is rolling out over the air.",
        count_line="0 comments",
    )
    return _plain(
        "bx-uk-tech-zero",
        "uk-bitfeed",
        piece,
        Bits(after=after, side=side),
        "/news/2013/02/19/lock_screen_bypass_patch/",
        "div#nb-talk: h3 '0 comments', 'Be the first to comment on this story.', a login prompt; related stories with comment counts",
        ("most commented with counts", "sponsored links", "related stories with comment counts"),
        "A UK tech news blog of 2013: a post on a lock-screen bug with '0 comments' in the byline and above 'Be the first to comment on this story.', a login prompt, related stories with dates and comment counts; the sidebar's login box, most commented with counts, sponsored links, jobs and a newsletter. Truth: no comment.",
    )


def za_closed() -> Case:
    after = (
        '<div id="zm-talk" class="zm-cmts"><h3>Comments</h3><p class="zm-closed"><b>Comments on this article have been closed.</b> '
        "As this matter is before the courts, The Highveld Mirror has closed comments to avoid prejudicing the trial.</p></div>"
        + gallery(
            "za-mirror",
            "In pictures: the scene in Germiston",
            """
Police tape outside the depot | Photo: Sipho Dube
The accused arrive at court | Photo: Sipho Dube
Relatives wait outside | Photo: Thandi Nkosi
""",
        )
    )
    side = (
        most_read(
            "za-mirror",
            """
E-toll bills: what you need to know | 312 comments
Load shedding back on Thursday, warns utility | 276 comments
Bafana squad named for Afcon warm-up | 154 comments
Minibus taxi fares up 8% from Monday | 98 comments
""",
            "Most commented this week",
        )
        + latest_comments(
            "za-mirror",
            """
Jaco van Wyk | 8 minutes ago | E-toll bills: what you need to know | I am not paying for a road I already paid for with my fuel levy. Simple as that.
Nomsa M | 25 minutes ago | Minibus taxi fares up 8% from Monday | 8% again and our salaries stay the same. Eish.
Pieter | 1 hour ago | Bafana squad named for Afcon warm-up | Finally the coach picks some players who are actually playing every week.
""",
        )
        + box(
            "za-mirror",
            "Markets",
            "<p>JSE All Share 39,862 ▲0.4% · R/$ 8.84 · R/£ 13.91 · Gold $1,652 · Brent $117.20</p>",
        )
        + newsletter("za-mirror", "The Mirror's afternoon news wrap, Monday to Friday.")
    )
    piece = Piece(
        "Three men in court over Germiston depot robbery",
        "Lerato Mokoena",
        "2013-02-04T13:40:00+02:00",
        "04 February 2013, 13:40",
        """
Three men appeared in the Germiston Magistrate's Court on Monday in connection with last month's armed robbery at a cash depot in which a security guard was wounded.

The men, aged between 28 and 41, face charges of armed robbery, attempted murder and possession of unlicensed firearms. They did not apply for bail and the case was postponed to February 18 for further investigation.

About 50 people, including colleagues of the wounded guard, gathered outside the court with placards.

Police spokesperson Captain Refilwe Sithole said a fourth suspect was still being sought.
""",
        dek="Case postponed to February 18; fourth suspect sought",
        section="News",
        tags=("crime", "Germiston", "courts"),
        caption="The accused in the dock on Monday.",
    )
    return _plain(
        "bx-za-court-closed",
        "za-mirror",
        piece,
        Bits(after=after, side=side),
        "/news/crime-courts/three-men-in-court-over-germiston-depot-robbery-1465112",
        "div#zm-talk: 'Comments on this article have been closed.' with the reason; the rail's latest comments of other articles",
        (
            "latest comments of other articles",
            "most commented this week with counts",
            "a gallery with credits",
        ),
        "A South African paper of 2013: a court story whose comments are closed ahead of the trial, a photo gallery with credits under it; the rail's most commented this week with counts, latest comments of three other articles with names, relative times and excerpts, markets and a newsletter. Truth: no comment.",
    )


def plain_bx() -> list[Case]:
    return [us_station_closed(), uk_tech_zero(), za_closed()]

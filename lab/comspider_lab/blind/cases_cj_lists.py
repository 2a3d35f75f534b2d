"""Blind set CJ: three pages without any reader comment whose article holds a list that looks like a discussion, of
kinds no earlier set listed: an MMO blog's guild recruitment board (officers' posts with realm and date), a music
site's concert review with the setlist and what the band said before each song, a county news site's roll of a bond
measure's endorsers with their quotes. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cj_common import Bits, Case, Piece, box, case, esc, items, linklist


def guild_board() -> Case:
    rows = items("""
Vexxa | Ashen Vow | Thornreach (PvE) | Sep 12, 2012 | Casual raiding guild, two nights a week (Tue/Thu 8-11pm Eastern). Looking for a main tank and a healer who can read a fight without a mod telling them what to do. Mature, 21+.
Borrin Coldhand | Last Light | Greyhaven (PvP) | Sep 12, 2012 | Coming over from Hollowmere after the merge and rebuilding. All classes welcome, crafters especially. We have a guild hall, a full vault and a Ventrilo server.
Kelsie | Tea and Trebuchets | Thornreach (PvE) | Sep 13, 2012 | Small social guild of mostly parents and shift workers. No schedules, no drama, lots of bad puns. If you've got 30 minutes a night and want people to quest with, send me a tell.
Ragnvald | Iron Oath | Greyhaven (PvP) | Sep 14, 2012 | Hardcore PvP. Keep sieges every Friday and Sunday, 9pm server time. You must have a mic and be level 50. Apply on our forums, trial period is two weeks.
Mirelle | The Lantern Society | Silverfen (RP) | Sep 15, 2012 | Roleplay guild of scholars and lamplighters in Port Aubrey. Light to medium RP, weekly story events on Saturdays. Newcomers to RP very welcome, we'll help you write a backstory.
Vexxa | Ashen Vow | Thornreach (PvE) | Sep 17, 2012 | Tank spot filled, thank you! Still need one healer, ideally a Warden. Raids start Thursday after the patch.
Dusk_Piper | Midnight Choir | Silverfen (RP) | Sep 18, 2012 | Bard-only guild. Yes, really. We play concerts in the Silverfen taverns on Sunday nights and raid badly on Wednesdays. All you need is a lute and no shame.
""")
    board = (
        '<div class="ld-board"><h2>Guild Recruitment Board</h2><p class="ld-board-note">Post your guild on the board through our <a href="/guild-board/submit/">submission form</a>. Posts stay up for 30 days.</p>'
        + "".join(
            f'<div class="ld-gpost"><div class="ld-gpost-hd"><span class="ld-officer">{esc(o)}</span> of <span class="ld-guild">&lt;{esc(g)}&gt;</span> · <span class="ld-realm">{esc(r)}</span> · <span class="ld-date">{esc(d)}</span></div>'
            f'<div class="ld-gpost-body"><p>{esc(t)}</p></div></div>'
            for o, g, r, d, t in rows
        )
        + "</div>"
    )
    side = (
        box(
            "lootdrop",
            "Server status",
            "<ul><li>Thornreach: <b>Up</b> (High)</li><li>Greyhaven: <b>Up</b> (Full)</li><li>Silverfen: <b>Up</b> (Medium)</li></ul>",
            "widget_status",
        )
        + box(
            "lootdrop",
            "Latest podcast",
            '<p>Episode 61: Merges, mounts and the mailbag. 1h 12m. <a href="#">Download MP3</a></p>',
            "widget_podcast",
        )
        + box(
            "lootdrop",
            "Most commented",
            linklist(
                "Patch 3.2 notes: every class change | 142\nServer merges confirmed for September | 98\nGuide: the Frozen Vault for new raiders | 37",
                "ul",
                "comments",
            ),
            "widget_mostcommented",
        )
        + box(
            "lootdrop",
            "Archives",
            linklist("September 2012\nAugust 2012\nJuly 2012\nJune 2012"),
            "widget_archive",
        )
    )
    piece = Piece(
        "Server merges are done: your guild board for September",
        'Posted by <a href="/author/hollis/">Hollis</a> on September 18, 2012 in <a href="/category/guild-board/">Guild board</a>',
        "2012-09-18T12:00:00-04:00",
        "September 18, 2012",
        """
The server merges went through on Tuesday night with only a few hours of downtime, and the three new servers are busy. Thornreach is showing High at peak times and Greyhaven has hit Full twice this week.

With so many guilds moving and merging, this month's recruitment board is the longest we've run. As always, we don't vet the guilds on it: talk to the officers before you join, and never hand over your account details to anyone.

Below are the posts that came in through the form since the merge announcement.
""",
        section="Guild board",
        tags=("Frostfall Online", "guilds", "server merges"),
    )
    return case(
        "cj-lootdrop-guildboard",
        "lookalike",
        "lootdrop",
        piece,
        Bits(
            inside=board,
            after='<p class="nocomments">Comments are closed.</p>',
            side=side,
            style=".ld-gpost{border:1px solid #ddd;margin:8px 0;padding:6px}.ld-officer{font-weight:bold}.ld-realm,.ld-date{font-size:11px;color:#888}",
        ),
        [],
        path="/2012/09/18/guild-board-september/",
        container="div.ld-board > div.ld-gpost (div.ld-gpost-hd: span.ld-officer NAME of <GUILD> · realm · date; div.ld-gpost-body > p)",
        heading=None,
        description="An MMO fan blog of 2012 (a WordPress theme): a post whose body is a guild recruitment board of 7 posts, each an officer's name, the guild, the realm, a date and a few sentences (one officer twice), then 'Comments are closed.'; server status, a podcast box, most commented with counts, archives. Not a discussion: the officers' posts are submitted ads for their guilds, not answers to the article.",
        lookalikes=("a guild recruitment board (7 posts by guild officers)",),
    )


def setlist() -> Case:
    rows = items("""
1 | Salt Road | Tess Marrow | "Good evening, Duluth. We drove eleven hours to get here and the van heater died in Fargo, so be nice to us."
2 | Copper Wire | June Marrow | "This one's about our dad's radio. He's here tonight, up in the balcony. Wave, Dad."
3 | Lake Effect | Tess Marrow | "We wrote this in a motel in Marquette during a snowstorm. It sounds cheerful. It is not."
4 | Harbor Lights | Eli Pratt | "I get one line a night and this is it: thank you for coming out on a Tuesday."
5 | Anna, Asleep | June Marrow | "Brand new, we've never played it in front of anyone. If it falls apart, pretend it's jazz."
6 | The Ore Boats | Tess Marrow | "Everybody who's ever worked on the docks, this is yours."
7 | Paper Crown | June Marrow | "Sing the last chorus with us. Louder than that. Duluth, I know you can do better than that."
8 | Nine Below | Tess Marrow | "Last one. Drive safe, the bridge is icy."
9 | Salt Road (reprise) | Tess Marrow | "You weren't supposed to clap that long. Okay, one more, but it's the same song again, we only know so many."
""")
    table = (
        '<div class="sc-setlist"><h3>The setlist, and what they said</h3><ol class="sc-songs">'
        + "".join(
            f'<li class="sc-song"><span class="sc-n">{esc(n)}.</span> <b class="sc-title">{esc(t)}</b><div class="sc-said"><span class="sc-who">{esc(w)}:</span> <q>{esc(q.strip(chr(34)))}</q></div></li>'
            for n, t, w, q in rows
        )
        + "</ol></div>"
    )
    side = (
        box(
            "soundcheck",
            "Upcoming shows",
            "<ul><li><b>Oct 19</b> Low Pines, Red Wing Armory</li><li><b>Oct 20</b> Hollow Oak Revival, Turf Club</li><li><b>Oct 26</b> The Marrow Sisters, Fitzgerald Theater</li></ul>",
            "sc-shows",
        )
        + box(
            "soundcheck",
            "Most read",
            linklist(
                "Review: The Marrow Sisters warm up a frozen Ballroom\nFestival lineup: who's playing Bayfront in 2013\nThe 25 best Minnesota albums of the year so far",
                "ol",
            ),
            "sc-mr",
        )
        + box(
            "soundcheck",
            "Photo galleries",
            '<p><img src="/_avatar/sc-gal.svg" width="270" height="150" alt=""><br>The Marrow Sisters at the Riverside Ballroom (24 photos)</p>',
            "sc-gal",
        )
    )
    piece = Piece(
        "Review: The Marrow Sisters warm up a frozen Ballroom",
        'By <a href="/staff/dana-lind">Dana Lind</a> | October 17, 2012',
        "2012-10-17T09:00:00-05:00",
        "October 17, 2012",
        """
It was 19 degrees outside the Riverside Ballroom on Tuesday night and the line still stretched past the hardware store. Inside, the Marrow Sisters played a tight, warm 80-minute set that leaned on their new album, Ore Boats, and sent a sold-out room of 900 out into the cold humming.

Tess Marrow's voice has grown since the band last played here, two years ago in a bar with a capacity of 150. She carries the slower songs on her own now, and "Lake Effect," stripped back to voice and a single guitar, was the quietest the Ballroom has been in years.

June Marrow did most of the talking, and the new song "Anna, Asleep" suggests the next record will be stranger and better. Drummer Eli Pratt, who said almost nothing, held it all together.

Here is the night, song by song, and what the band said from the stage.
""",
        section="Reviews",
        tags=("The Marrow Sisters", "Riverside Ballroom", "concert review"),
        dek="Sold-out show leans on new album Ore Boats",
    )
    return case(
        "cj-soundcheck-setlist",
        "lookalike",
        "soundcheck",
        piece,
        Bits(
            inside=table,
            side=side,
            style=".sc-songs{list-style:none;padding:0}.sc-song{border-bottom:1px solid #eee;padding:6px 0}.sc-said{font-size:12px}.sc-who{font-weight:bold}",
        ),
        [],
        path="/reviews/2012/10/marrow-sisters-riverside-ballroom",
        container="div.sc-setlist > ol.sc-songs > li.sc-song (span.sc-n, b.sc-title SONG, div.sc-said: span.sc-who NAME, q REMARK)",
        heading=None,
        description="A regional music site of 2012: a concert review whose end is the setlist of 9 songs, each with what a band member said from the stage before it (the name, then a quoted sentence or two; one singer six times); upcoming shows, most read, a gallery teaser; no comment area. Not a discussion: the remarks are the band's stage talk, quoted by the reviewer.",
        lookalikes=("a setlist with the band's stage talk quoted",),
    )


def endorsements() -> Case:
    rows = items("""
Rev. Alice Okoro | Pastor, Second Baptist Church of Harmon | Aug 30, 2012 | Our children are learning in portable classrooms that were supposed to be temporary in 1998. Measure K finally fixes that.
Harmon County Firefighters Local 1187 | Union | Aug 30, 2012 | Three of the district's schools still have no fire sprinklers. We support Measure K because it pays to install them.
Dr. Steven Lau | Retired superintendent, Harmon Unified | Sep 4, 2012 | I ran this district for eleven years and asked for these repairs every one of them. The need has not gone away; it has grown.
Marisol Vega | Owner, Vega's Hardware, Pinole Avenue | Sep 6, 2012 | Good schools bring families, and families shop on Main Street. As a small business owner I'm voting yes.
Harmon County Democratic Party | Political party | Sep 10, 2012 | Endorsed at the party's September meeting by a vote of 41 to 3.
Tom Brightwater | Harmon City Council member | Sep 12, 2012 | I have questions about the bond's 30-year term, but the roofs are leaking now. I'll vote yes and keep asking the questions.
East Bay League of Women Voters | Civic group | Sep 18, 2012 | The League supports Measure K after reviewing the district's facilities plan and the independent oversight committee it creates.
Jenny Park | President, Hillcrest Elementary PTA | Sep 21, 2012 | Our PTA raised $9,000 last year for a new play structure. We shouldn't have to hold bake sales to fix a roof.
""")
    roll = (
        '<div class="ebv-roll"><h2>Who is backing Measure K</h2><p class="ebv-note">Endorsements as listed by the Yes on K campaign, with the dates they were announced.</p>'
        + "".join(
            f'<div class="ebv-end"><p class="ebv-end-name"><strong>{esc(n)}</strong>, <span class="ebv-role">{esc(r)}</span> <span class="ebv-date">{esc(d)}</span></p>'
            f'<blockquote class="ebv-quote">{esc(q)}</blockquote></div>'
            for n, r, d, q in rows
        )
        + "</div>"
    )
    side = (
        box(
            "eastbayvoice",
            "Election 2012",
            linklist(
                "Measure K: what the $180 million bond would pay for\nCity Council District 3: four candidates, one seat\nVoter guide: how to register by Oct. 22\nLetters: readers weigh in on Measure K"
            ),
            "views",
        )
        + box(
            "eastbayvoice",
            "Most commented",
            linklist(
                "Letters: readers weigh in on Measure K | 64\nHarmon Creek cleanup draws 300 volunteers | 12\nCity Council District 3: four candidates, one seat | 45",
                "ol",
                "comments",
            ),
            "views-mc",
        )
        + box(
            "eastbayvoice",
            "Donate",
            '<p>East Bay Voice is nonprofit and reader-supported. <a href="/donate">Become a member</a> for $5 a month.</p>',
            "block-donate",
        )
    )
    piece = Piece(
        "Measure K endorsements pile up as opponents stay quiet",
        'Submitted by <a href="/user/rgarza">Rosa Garza</a> on Mon, 09/24/2012 - 10:05',
        "2012-09-24T10:05:00-07:00",
        "Mon, 09/24/2012 - 10:05",
        """
Six weeks before the election, the campaign for Measure K, the Harmon Unified School District's $180 million facilities bond, has collected endorsements from churches, unions, business owners and both of the county's largest civic groups.

No organized opposition has filed with the county elections office. The Harmon Taxpayers Association, which fought the district's last bond in 2008, said it had not taken a position and might not.

The bond needs 55 percent of the vote to pass. It would cost property owners about $48 a year for every $100,000 of assessed value, according to the district.

The campaign has published its list of endorsers. Here is who has signed on so far, and what they said.
""",
        section="Politics",
        tags=("Measure K", "Harmon Unified", "Election 2012"),
    )
    return case(
        "cj-eastbay-endorsements",
        "lookalike",
        "eastbayvoice",
        piece,
        Bits(
            inside=roll,
            side=side,
            style=".ebv-end{border-left:3px solid #6b4226;padding-left:8px;margin:10px 0}.ebv-role,.ebv-date{font-size:11px;color:#777}.ebv-quote{margin:4px 0;font-style:italic}",
        ),
        [],
        path="/politics/measure-k-endorsements-pile",
        container="div.ebv-roll > div.ebv-end (p: strong NAME, span.ebv-role, span.ebv-date; blockquote.ebv-quote)",
        heading=None,
        description="A nonprofit county news site of 2012 on Drupal 7: a story about a school bond with the campaign's roll of 8 endorsers, each a name (people, a union, a party, civic groups), a role, a date and a quoted sentence or two; an election links box, most commented with counts, a donation box; no comment area. Not a discussion: the quotes are the endorsers' statements as the campaign published them.",
        lookalikes=("a roll of a ballot measure's endorsers with their quotes",),
    )


def lists_cj() -> list[Case]:
    return [guild_board(), setlist(), endorsements()]

"""Blind set CK: two pages whose list looks like a discussion and is not one, of kinds no earlier set used: a US daily's
story on a 1987 school time capsule opened, fourteen pupils' letters printed with name, class and an excerpt (plus
"0 comments"); a town paper's weekly "Caption This!" contest, twelve readers' captions with name, town and votes,
under the winner. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ck_common import Case, Parts, Post, case, esc, lis, widget

_LETTERS = """
Jason Moeller | Grade 5, Mrs. Dvorak's class | Dear person in 2012, I am 10 and I like the Chicago Bears and my BMX bike. I think in 2012 cars will fly and there will be no more homework. If there is still homework I am sorry for you. Do the Bears still stink?
Tammy Ruiz | Grade 5, Mrs. Dvorak's class | Hi! My favorite song is "Walk Like an Egyptian" by the Bangles. My favorite food is tacos. I want to be a veterinarian when I grow up. If I am a vet now, I hope I have a dog named Biscuit.
Kevin Oyelaran | Grade 4, Mr. Hale's class | Today is March 13, 1987. It is snowing. We are putting this letter in the ground under the flagpole. I hope you are reading it and it is not wet.
Amy Lindqvist | Grade 5, Mrs. Dvorak's class | My grandma says there might be a war with the Russians. I hope there isn't. I hope in 2012 everybody is friends and there are robots to clean your room.
Danny Pruitt | Grade 3, Miss Carney's class | I drew a picture of my house. It is green. My dog is Max. He is 3.
Heather Kowalczyk | Grade 4, Mr. Hale's class | We have a computer in our classroom called an Apple IIe. We play Oregon Trail on it but only if we finish our math. I always die of dysentery. Do computers still exist?
Marcus Bell | Grade 5, Mrs. Dvorak's class | In 25 years I will be 35 which is very old. I will be a famous basketball player for the Bulls. Please come to my games.
Lisa Tran | Grade 4, Mr. Hale's class | My family came from Vietnam in 1981. I am the only one who speaks good English so I help my parents at the store. I want to be a lawyer. I hope I was.
Ricky Haas | Grade 3, Miss Carney's class | I like Transformers. Optimus Prime is the best.
Jenny Albrecht | Grade 5, Mrs. Dvorak's class | I am putting in a friendship bracelet for whoever finds this. I made it myself with purple and yellow string. Please wear it.
Brandon Cole | Grade 4, Mr. Hale's class | Mr. Hale is the best teacher. He has a mustache and he tells jokes. If you are Mr. Hale in the future, hi Mr. Hale.
Sara Nygaard | Grade 5, Mrs. Dvorak's class | Things that cost: a candy bar is 35 cents, a movie is $3.50, my dad's gas is 89 cents a gallon. Write down what they cost in 2012 so we can compare.
Tyrone Walker | Grade 3, Miss Carney's class | I hope there are no more cavities in the future.
Erin McBride | Grade 4, Mr. Hale's class | I am scared of the dark and of the big kids on the bus. I hope when you read this I am not scared of anything anymore.
"""


def valley_capsule() -> Case:
    items = []
    for k, line in enumerate(_LETTERS.strip().splitlines()):
        name, cls, text = (x.strip() for x in line.split(" | "))
        items.append(
            f'<div class="cv-capsule-item" id="letter-{k + 1}"><h4 class="cv-cap-name">{esc(name)}</h4>'
            f'<p class="cv-cap-class">{esc(cls)} · Letter {k + 1} of 14</p><blockquote class="cv-cap-text"><p>{esc(text)}</p></blockquote></div>'
        )
    inside = (
        '<div class="cv-capsule"><h3>What they wrote: the letters</h3><p class="cv-cap-note">Excerpts from the letters found in the capsule, with '
        "spelling corrected. The Star-Ledger is trying to reach all 14 writers; if you are one of them, call the newsroom at 319-555-0177.</p>"
        + "".join(items)
        + "</div>"
    )
    after = (
        '<div class="cv-comments"><h3>Reader comments</h3><p>0 comments</p><p><a href="/login">Log in</a> to post a comment. '
        'Comments are subject to our <a href="/terms">terms of use</a>.</p></div>'
    )
    side = (
        widget(
            "nw-valley",
            "Most popular",
            lis(
                "Time capsule from 1987 opened at Garfield Elementary | 11,204 views\nHawkeyes fall to Wisconsin in OT | 9,860 views\nStorm knocks out power to 4,000 | 7,331 views\nFarm Bureau picnic draws record crowd | 2,006 views",
                "ol",
                "{a} <small>{b}</small>",
            ),
        )
        + widget(
            "nw-valley",
            "Most commented",
            lis(
                "Council to vote on Main Street parking meters | 64\nLetter: Stop the wind farm | 51\nStorm knocks out power to 4,000 | 19",
                "ol",
                "{a} ({b})",
            ),
        )
        + widget("nw-valley", "Markets", "<p>Corn $7.61 · Soybeans $17.03 · Dow 13,005 ▲</p>")
        + widget(
            "nw-valley",
            "Photo galleries",
            lis(
                "Garfield time capsule (22 photos)\nCounty fair 2012 (48 photos)\nFriday night football (31 photos)"
            ),
        )
    )
    post = Post(
        "Time capsule from 1987 opened at Garfield Elementary",
        "By Beth Kaminski, Staff Writer",
        "2012-09-14T06:00:00-05:00",
        "Friday, September 14, 2012",
        """
For 25 years it sat two feet under the flagpole at Garfield Elementary School: a steel ammunition box, sealed with wax and a length of duct tape, holding the hopes, drawings and predictions of 61 children.

On Thursday, in front of about 200 students, parents and a handful of the original class members, Principal Dawn Estes lifted the lid. The contents were damp at the edges but mostly intact: letters, drawings, a Garbage Pail Kids card, a cassette tape labeled "OUR SONG," a newspaper from March 13, 1987, and one friendship bracelet.

"I remember burying it," said Kevin Oyelaran, now 35 and a civil engineer in Des Moines, who drove up for the ceremony. "I remember being worried it would get wet. It did get a little wet."

The capsule was the idea of the late Doris Dvorak, who taught fifth grade at Garfield for 31 years. Her daughter, Ann Dvorak Lutz, read a short letter her mother had placed on top: "To the children who open this: be kind, read every day, and please write back."

The school plans to bury a new capsule in May, to be opened in 2037.
""",
        dek="Letters, drawings and a friendship bracelet surface after 25 years",
        section="Local",
        tags=("Garfield Elementary", "time capsule", "schools"),
        caption="Principal Dawn Estes and former student Kevin Oyelaran look through the contents of the 1987 time capsule Thursday. Staff photo",
    )
    return case(
        "ck-valley-capsule-list",
        "lookalike",
        "nw-valley",
        post,
        Parts(
            inside=inside,
            after=after,
            side=side,
            style=".cv-capsule-item{border-top:1px dotted #bbb;padding:6px 0}.cv-cap-name{margin:0}.cv-cap-class{font-size:11px;color:#777;margin:0}.cv-cap-text{margin:4px 0 0 10px;font-style:italic}",
        ),
        [],
        path="/news/local/time-capsule-from-1987-opened-at-garfield-elementary/article_4ac10e.html",
        container="div.cv-capsule inside the story: 14 div.cv-capsule-item (h4 name, p class and 'Letter n of 14', blockquote text); div.cv-comments '0 comments'",
        heading="What they wrote: the letters",
        description="An Iowa daily of 2012: a story on a school time capsule with 14 pupils' letters of 1987 (name, class, a quoted excerpt) in the story, '0 comments' below; most popular with views, most commented with counts, markets, galleries. Not a discussion: letters written to the future, printed by the paper.",
        lookalikes=("a time capsule's letters", "most commented with counts"),
    )


_CAPTIONS = """
"I told you the tide tables were wrong, Harold." | Marjorie Blaisdell | Port Ellery | 41
"Honey, I think we're going to need a bigger driveway." | Phil Ouellette | Kittle Harbor | 37
"And that's why we don't let the dog drive." | Sandra Kim | South Ellery | 29
"Parallel parking: Port Ellery edition." | Dennis Morrill | Port Ellery | 26
"Technically it IS a boat launch." | Jo-Ellen Stackpole | Bristol | 22
"The GPS said turn left." | Ray Tardif | Port Ellery | 19
"Lobstering season starts early for some." | Cindy Hatch | Kittle Harbor | 15
"Don't worry, it's a rental." | Gus Pelkey | Damariscotta | 14
"Well, at least the cooler stayed dry." | Abby Lunt | Port Ellery | 11
"Next time we're taking the ferry." | Mike Dorr | South Ellery | 9
"Harold, did you set the parking brake? HAROLD?" | Ellie Snow | Port Ellery | 7
"Ocean view, as advertised." | Tim Crockett | Round Pond | 5
"""


def harbour_caption() -> Case:
    rows = []
    for k, line in enumerate(_CAPTIONS.strip().splitlines()):
        cap, name, town, votes = (x.strip() for x in line.split(" | "))
        rows.append(
            f'<li class="pe-entry{" pe-winner" if k == 0 else ""}"><p class="pe-cap">{esc(cap)}</p>'
            f'<p class="pe-by">{esc(name)}, {esc(town)}</p><span class="pe-votes">♥ {votes} votes</span> <a href="/caption/vote/{k + 1}">Vote</a></li>'
        )
    inside = (
        "<div class=\"pe-caption\"><h3>This week's entries</h3><p>Readers sent in 83 captions for last week's photo. Here are the editors' twelve favorites, "
        'ranked by your votes. The winner gets a $25 gift card to The Wharf Rat.</p><ol class="pe-entries">'
        + "".join(rows)
        + '</ol><p class="pe-next">Send your caption for this week\'s photo (above) to <b>captions@portellerygazette.com</b> by Tuesday noon. Include your name and town.</p></div>'
    )
    after = '<div class="pe-talk"><p>Comments are not enabled for this feature. To enter, e-mail your caption.</p></div>'
    side = (
        widget(
            "nw-harbour",
            "Past winners",
            lis(
                'Aug. 9: "Seagull 1, Tourist 0" | Peggy Lord\nAug. 2: "He said he\'d be right back." | Hal Jewett\nJuly 26: "The moose was here first." | Anne Creamer',
                fmt="{a} <small>{b}</small>",
            ),
        )
        + widget(
            "nw-harbour",
            "Most read",
            lis(
                "Caption This! Week 32 | 4,102 views\nFerry schedule changes Sept. 4 | 3,880 views\nHarbor Days parade route | 2,417 views",
                "ol",
                "{a} <small>{b}</small>",
            ),
        )
        + widget("nw-harbour", "Tides", "<p>High 9:18 am (10.1 ft) · Low 3:31 pm (0.2 ft)</p>")
    )
    post = Post(
        "Caption This! Week 33: the pickup at the boat ramp",
        "By The Gazette staff",
        "2012-08-16T05:00:00-04:00",
        "Thursday, August 16, 2012",
        """
Last week's photo, sent in by reader Carl Eaton, showed a pickup truck up to its hubcaps in the water at the Town Landing boat ramp, trailer and all, with its owner standing on the tailgate holding a cooler.

Nobody was hurt, Eaton tells us, and the truck was pulled out by a wrecker from Dorr's Garage about an hour later. The owner, who asked not to be named, "took it pretty well."

This week's photo, above, comes from the Harbor Days pie-eating contest. You know what to do.
""",
        section="Community",
        caption="This week's photo: the Harbor Days pie-eating contest. Photo by Lisa Crowley",
    )
    return case(
        "ck-harbour-caption-list",
        "lookalike",
        "nw-harbour",
        post,
        Parts(
            inside=inside,
            after=after,
            side=side,
            style=".pe-entry{border-bottom:1px solid #e3e3e3;padding:5px 0}.pe-winner{background:#fff8dc}.pe-cap{font-size:15px;margin:0}.pe-by{font-size:11px;color:#666;margin:0}.pe-votes{font-size:11px;color:#b00}",
        ),
        [],
        path="/community/2012/08/16/caption-this-week-33.html",
        container="div.pe-caption inside the story: ol.pe-entries, 12 li.pe-entry (p.pe-cap the caption, p.pe-by 'NAME, TOWN', span.pe-votes '♥ n votes')",
        heading="This week's entries",
        description="A Maine town paper of 2012: its weekly caption contest, twelve readers' captions with name, town and votes under the story, the winner marked; 'Comments are not enabled for this feature'; past winners, most read with views, tides. Not a discussion: captions sent by e-mail and printed by the paper, ranked by votes.",
        lookalikes=("a caption contest's entries", "past winners"),
    )


def lists_ck() -> list[Case]:
    return [valley_capsule(), harbour_caption()]

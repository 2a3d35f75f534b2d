"""Blind set CK: a newspaper CMS's long discussion in the served HTML: a UK regional daily's story on a housing
scheme, 33 entries (32 reader comments and one removed by a moderator) threaded up to four levels, with
"Recommend (n)" counts, the reporter's and the editor's answers marked as staff, and a "Top comments" tab beside
"All comments", both in the HTML (the top three printed twice: once in the hidden tab, once in the thread). Every
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ck_common import (
    Case,
    Parts,
    Post,
    body,
    case,
    esc,
    lis,
    num,
    talk,
    truth,
    widget,
)

COURIER_THREAD = """
Hollins Resident @ 11 September 2012, 5:41pm [87] :: I've lived on Hollins Lane for 31 years. The traffic at 8am is already backed up to the Co-op. Two thousand homes means at least three thousand more cars, and the "mitigation" is one mini roundabout. One. // Nobody who voted for this has to drive down Hollins Lane.
  SouthWessexSal @ 11 September 2012, 5:58pm [23] :: Exactly this. And the bus only runs once an hour.
  Dorchester Dave @ 11 September 2012, 6:20pm [4] :: Where do you want young people to live then? My son is 29 and still in his old bedroom because there's nothing under £220k in this town.
    Hollins Resident @ 11 September 2012, 6:35pm [31] :: Dave, I have a grandson in the same boat, I'm not against houses. I'm against houses with no road, no school places and no surgery. Section 106 money for the school won't arrive until the 800th house is sold.
      Dorchester Dave @ 11 September 2012, 6:51pm [12] :: That's fair. Didn't know about the 800th house thing, that is daft.
MrsP @ 11 September 2012, 5:50pm [5] :: Only 20% affordable. So 1,600 homes young locals can't afford either.
Ellie Marsh @ 11 September 2012, 6:02pm [41] :: Thanks for all the comments so far. To clarify a point several people have raised: the 20% affordable housing figure was agreed after the developer's viability assessment, which the council has not published. We've asked for it under the Freedom of Information Act and will report what we find.
  MrsP @ 11 September 2012, 6:10pm [18] :: Thank you Ellie, please keep at them.
Old Weymouthian @ 11 September 2012, 6:15pm [2] :: The Courier's own editorial backed this scheme in March. Bit rich to run a front page of outraged residents now.
  Editor's Desk @ 11 September 2012, 7:45pm [9] :: Old Weymouthian, our leader column in March supported more housing in the district in principle and called for the infrastructure to come first. We stand by that. You can read it here: www.wessexcourier.co.uk/opinion/leader-housing-march-2012
GONE @ 11 September 2012, 6:29pm
Ferndown Phil @ 11 September 2012, 6:44pm [14] :: I went to the planning meeting. Councillor Hext asked the highways officer three times what the peak-hour queue would be on the A354 and got three different answers. If that's the level of scrutiny I'm not surprised.
  Stella_B @ 11 September 2012, 7:02pm [7] :: Was that the meeting that finished at 11pm? I gave up at ten.
    Ferndown Phil @ 11 September 2012, 7:09pm [3] :: That's the one. You missed the best bit, when the chairman's microphone died.
Jules Kerridge @ 11 September 2012, 7:30pm [26] :: Nobody has mentioned the water meadows. Hollins Farm floods every other winter, I've got photos from January 2010 with the field completely under. The Environment Agency objected in 2011 and then quietly withdrew. Why? // I've emailed our MP. I'd urge everyone to do the same.
  Pete Stanier @ 11 September 2012, 7:58pm [3] :: The EA withdrew after the developer agreed to the attenuation ponds. It's in the committee papers, page 41. Whether ponds are enough is another question.
  Jules Kerridge @ 11 September 2012, 8:15pm [6] :: Thanks Pete, I'll look. My money says they won't be.
NIMBY and proud @ 11 September 2012, 8:01pm [1] :: Everyone wants houses until they're in their back yard. Then suddenly it's all water meadows and skylarks.
  Stella_B @ 11 September 2012, 8:20pm [19] :: I'd have more sympathy with that if the same developer hadn't left the Greenway estate with no pavements for four years.
    Ferndown Phil @ 11 September 2012, 8:25pm [11] :: Greenway! Two of my neighbours bought there. Still waiting on the play park they were promised in 2008.
Rob Alder @ 11 September 2012, 9:12pm [0] :: Quick question, does anyone know if the public can still appeal this? Or is it done once committee votes?
  Pete Stanier @ 11 September 2012, 9:40pm [8] :: Rob, only the applicant can appeal a planning decision. Objectors can ask the Secretary of State to call it in, but that's rare. A judicial review is possible if the process was flawed. Expensive though.
    Rob Alder @ 11 September 2012, 9:48pm [1] :: Thanks, that's really helpful.
Maggie from Broadwey @ 12 September 2012, 7:10am [15] :: The GP surgery on Dorchester Road already has a three week wait for a routine appointment. I asked my doctor what they'd do with another 4,000 patients and she just laughed. Not in a happy way.
SouthWessexSal @ 12 September 2012, 7:40am [9] :: The cynic in me says Hext voted against because he knew it would pass anyway and there's an election in May.
Tom H @ 12 September 2012, 8:05am [3] :: For balance, the plans include a new primary school, a shop, 14 hectares of open space and a cycle path to town. It isn't all bad. // We need the houses. We just need them to be built properly this time.
  Hollins Resident @ 12 September 2012, 8:30am [10] :: Tom, the school is "land reserved for" a primary school. Not a school. Read the small print.
Dorchester Dave @ 12 September 2012, 9:15am [2] :: Reading this thread has changed my mind a bit, I'll admit. Still think we need the homes though.
Annie Voss @ 12 September 2012, 12:18pm [4] :: I've started a Facebook group, Hollins Farm Residents, 230 members since last night. Everyone welcome whatever your view.
  Ferndown Phil @ 12 September 2012, 12:40pm [2] :: Joined. Thanks Annie.
Brenda Yeo @ 12 September 2012, 2:02pm [6] :: My late husband farmed the Hollins land for the Dunning family in the seventies. There were lapwings on that field every spring. I know that won't stop anything, but someone should write it down.
Chris P @ 12 September 2012, 4:47pm [0] :: Build it on the old Tesco site on Crown Road instead. It's been empty for six years.
  Pete Stanier @ 12 September 2012, 5:10pm [5] :: Chris, that site is earmarked for 140 homes in the local plan already. It's nowhere near big enough for this.
"""

_STAFF = {"Ellie Marsh": "Courier reporter", "Editor's Desk": "Staff"}


def courier_hollins() -> Case:
    es = talk(COURIER_THREAD)
    comments = truth(es)
    ids = [201288400 + 13 * i for i in range(len(es))]

    def head(i: int) -> str:
        e = es[i]
        badge = f' <span class="wc-staff">{esc(_STAFF[e.who])}</span>' if e.who in _STAFF else ""
        return (
            f'<div class="wc-c-head"><img src="/_avatar/wc-{num(e.who, 1, 60)}.svg" width="32" height="32" alt="">'
            f'<a class="wc-user" href="/profile/{num(e.who, 1000, 99999)}">{esc(e.who)}</a>{badge}'
            f'<span class="wc-posted">{esc(e.at)}</span></div>'
        )

    def tools(i: int) -> str:
        return (
            f'<div class="wc-c-tools"><a href="/comments/recommend/{ids[i]}" class="wc-rec">Recommend ({es[i].votes})</a>'
            f' <a href="/comments/report/{ids[i]}" rel="nofollow">Report abuse</a> <a href="#reply-{ids[i]}">Reply</a></div>'
        )

    def item(i: int) -> str:
        e = es[i]
        if e.kind == "gone":
            return f'<div class="wc-c wc-removed" id="c{ids[i]}"><p>This comment was removed by a moderator because it did not abide by our <a href="/community-rules">community rules</a>.</p></div>'
        kids = [k for k, x in enumerate(es) if x.parent == i]
        sub = '<div class="wc-c-replies">' + "".join(item(k) for k in kids) + "</div>" if kids else ""
        return f'<div class="wc-c" id="c{ids[i]}">{head(i)}<div class="wc-c-text">{body(e.text)}</div>{tools(i)}{sub}</div>'

    top = sorted((i for i, e in enumerate(es) if e.kind == "c"), key=lambda i: -es[i].votes)[:3]

    def top_item(i: int) -> str:
        e = es[i]
        to = f'<p class="wc-inreply">In reply to {esc(es[e.parent].who)}</p>' if e.parent is not None else ""
        return f'<div class="wc-c wc-top" id="top-{ids[i]}">{head(i)}{to}<div class="wc-c-text">{body(e.text)}</div>{tools(i)}</div>'

    roots = [k for k, x in enumerate(es) if x.parent is None]
    after = (
        f'<div id="wc-comments"><h2 class="wc-c-title">Comments ({len(es)})</h2>'
        '<p class="wc-c-rules">Comments are the views of the individual and not of the Wessex Courier. Please read our <a href="/community-rules">community rules</a> before posting. <a href="/signin">Sign in</a> or <a href="/register">register</a> to comment.</p>'
        '<ul class="wc-tabs"><li><a href="#wc-top" data-pane="wc-top">Top comments</a></li><li class="on"><a href="#wc-all" data-pane="wc-all">All comments</a></li></ul>'
        '<div class="wc-pane" id="wc-top"><p class="wc-note">The most recommended comments on this story.</p>'
        + "".join(top_item(i) for i in top)
        + '</div><div class="wc-pane on" id="wc-all"><p class="wc-sort">Sort: <b>Oldest first</b> | <a href="?sort=newest">Newest first</a> | <a href="?sort=recommended">Most recommended</a></p>'
        + "".join(item(k) for k in roots)
        + '</div><p class="wc-closed">Comments on this story are now closed.</p></div>'
    )
    tail = (
        "<script>(function(){var t=document.querySelectorAll('.wc-tabs a');for(var i=0;i<t.length;i++){t[i].onclick=function(){"
        "var p=document.querySelectorAll('.wc-pane');for(var j=0;j<p.length;j++){p[j].className='wc-pane';}"
        "document.getElementById(this.getAttribute('data-pane')).className='wc-pane on';return false;};}})();</script>"
    )
    side = (
        widget(
            "nw-courier",
            "Most read",
            lis(
                """
Hollins Farm: 2,000 homes get the go-ahead | 14,280 views
Man, 43, charged after A35 crash | 9,112 views
Weymouth Carnival 2012: all the pictures | 8,706 views
Pub landlord's fury as swans block car park | 6,430 views
Terns win 2-1 at Bath in front of 1,200 | 3,981 views
""",
                "ol",
                "{a} <small>{b}</small>",
            ),
        )
        + widget(
            "nw-courier",
            "Most commented",
            lis(
                """
Hollins Farm: 2,000 homes get the go-ahead | 33
Parking charges to rise at Preston Beach | 58
Cyclists banned from Esplanade in summer | 41
""",
                "ol",
                "{a} <small>({b} comments)</small>",
            ),
        )
        + widget(
            "nw-courier",
            "Latest comments",
            lis(
                """
Beach Hut Bob | Parking charges to rise at Preston Beach | £4 an hour to look at the sea. Unbelievable.
Kath2 | Cyclists banned from Esplanade in summer | About time, I nearly got flattened last August.
""",
                fmt="<b>{b}</b> on {a}: {c}",
            ),
        )
        + widget(
            "nw-courier",
            "Have your say",
            "<p>Should Hollins Farm have been approved?</p><ul><li>Yes (18%)</li><li>No (74%)</li><li>Don't know (8%)</li></ul><p>1,941 votes</p>",
        )
        + widget(
            "nw-courier",
            "Follow us",
            "<p>Facebook: 12,408 likes · Twitter: @WessexCourier 8,213 followers</p>",
        )
        + widget(
            "nw-courier",
            "Jobs",
            lis(
                "Care assistant, Dorchester | £7.10 p/h\nHGV Class 1 driver, Portland | £24k\nReceptionist, Weymouth | part time",
                fmt="{a} · {b}",
            ),
        )
    )
    post = Post(
        "Hollins Farm: 2,000 homes get the go-ahead",
        "By Ellie Marsh, Chief Reporter",
        "2012-09-11T16:30:00+01:00",
        "Tuesday, September 11, 2012, 16:30",
        """
A controversial plan to build 2,000 homes on farmland at Hollins has been approved by councillors after a marathon five-hour meeting.

West Wessex District Council's planning committee voted seven to four in favour of the outline application by Dunmore Homes, despite more than 1,400 letters of objection.

The scheme includes 400 affordable homes, land for a primary school, a local centre and a new roundabout on the A354. Construction could begin as early as next summer.

Councillor Roger Hext, who voted against, said: "The roads simply cannot take it." A spokesman for Dunmore Homes said the company was "delighted" and would "work closely with the community".
""",
        dek="Councillors back controversial scheme despite 1,400 objections",
        section="News",
        caption="The Hollins Farm site seen from Hollins Lane. Picture: Wessex Courier",
    )
    inside = (
        '<div class="wc-related"><h4>Related stories</h4><ul><li><a href="/news/hollins-objections">1,400 object to Hollins Farm plan</a></li>'
        '<li><a href="/news/greenway-pavements">Greenway residents still waiting for pavements</a></li><li><a href="/opinion/leader-housing-march-2012">Leader: we need homes, and roads</a></li></ul></div>'
    )
    return case(
        "ck-courier-hollins",
        "discussion",
        "nw-courier",
        post,
        Parts(
            inside=inside,
            after=after,
            side=side,
            tail=tail,
            breaking="Police name man killed in Portland quarry fall",
            style=".wc-tabs{list-style:none;padding:0;overflow:hidden;border-bottom:2px solid #0b2e59}.wc-tabs li{float:left;margin-right:4px}.wc-tabs a{display:block;padding:4px 10px;background:#eee}.wc-tabs li.on a{background:#0b2e59;color:#fff}"
            ".wc-pane{display:none}.wc-pane.on{display:block}.wc-c{border-top:1px solid #ddd;padding:8px 0}.wc-c-replies{margin-left:28px}.wc-c-head img{float:left;margin-right:6px}.wc-user{font-weight:bold}.wc-posted{color:#888;font-size:11px;margin-left:8px}"
            ".wc-staff{background:#0b2e59;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.wc-c-tools{font-size:11px}.wc-removed{color:#999;font-style:italic}.wc-inreply{font-size:11px;color:#777;margin:0}",
        ),
        comments,
        path="/news/9912874.hollins-farm-2-000-homes-get-the-go-ahead/",
        container="div#wc-comments: ul.wc-tabs, div.wc-pane#wc-top (hidden: the 3 most recommended again) and div.wc-pane#wc-all (div.wc-c: div.wc-c-head a.wc-user, div.wc-c-text p, div.wc-c-tools 'Recommend (n)', replies in div.wc-c-replies)",
        heading="Comments (33)",
        description="A UK regional daily of 2012 on its own CMS: a story on a housing scheme with 33 entries (32 reader comments, one removed by a moderator) threaded up to four levels, 'Recommend (n)' counts, the reporter and the editor's desk with staff badges, a 'Top comments' tab (hidden) repeating the three most recommended with 'In reply to NAME', beside the 'All comments' tab shown; breaking-news bar, related stories, most read with views, most commented with counts, latest comments of other stories, a poll, follow counts, jobs. Most awkward: the three comments printed twice, the removed entry among replies, staff answers.",
        lookalikes=(
            "latest comments of other stories",
            "most commented with counts",
            "the 'Top comments' tab (duplicates)",
        ),
    )


TYPEPAD_THREAD = """
Rachel O. @ March 22, 2012 at 08:14 PM :: I'm in year nine of teaching and I read this with a lump in my throat because I could have written every word. The marking, the data drops, the forty-page lesson plans for an observation that lasts twenty minutes. Good luck, Helen. You'll be missed by kids who'll never know how much you did for them.
Mark Denholm @ March 22, 2012 at 08:31 PM :: As a parent I want to say thank you. My daughter had a teacher like you in Year 10 and it changed everything for her. I'm sorry the job has become what it has.
Anonymous @ March 22, 2012 at 08:50 PM :: Fourteen years and you're walking away? What about the children? Teaching is a vocation, not a job you leave when it gets hard.
Jo Whitlock @ March 22, 2012 at 09:05 PM :: > Teaching is a vocation, not a job you leave when it gets hard. // Vocations still need sleep, weekends and a salary that pays the mortgage. Nobody tells nurses to martyr themselves either. Well, they do, and look how that's going. // Jo (Head of English, 17 years in, still just about hanging on)
Helen @ March 22, 2012 at 09:22 PM :: Anonymous, I've thought about the children every day for six months. That's why it took me six months to write this. I'm leaving because I can no longer be the teacher they deserve on four hours' sleep. // Thank you Rachel, Mark and Jo.
Ben Achebe @ March 22, 2012 at 10:03 PM :: Newly qualified here, first year. Honestly this post scares me. Is there anything that would have made you stay?
Helen @ March 22, 2012 at 10:40 PM :: Ben, yes. Half the paperwork, a head who trusted us, and a timetable with actual time in it to plan. None of which is up to you. Please don't let me put you off: find a department that looks after its people, and guard your Saturdays with your life.
Ben Achebe @ March 22, 2012 at 10:52 PM :: Thank you, that means a lot. Saturdays, guarded.
Sam Leyland @ March 23, 2012 at 06:45 AM :: Sir Michael would say you simply weren't outstanding enough. Which tells you everything about Sir Michael.
Claire Teague @ March 23, 2012 at 07:12 AM :: I left in 2010 after eleven years and now work in exam boards. I miss the classroom every single day and I don't regret leaving for a second. Both are true. You'll find that out too. // Sending love, // Claire
Dr. Ian Pryce @ March 23, 2012 at 07:58 AM :: A slightly different angle. I train teachers at a university and the retention figures are grim: roughly 40% of those we train in a given year are gone within five years. The DfE's own figures are here: http://www.education.gov.uk/rsgateway/DB/SFR/s001062/index.shtml . What Helen describes isn't unusual. It's the system working as designed, which is the problem.
Anonymous @ March 23, 2012 at 08:20 AM :: The holidays though.
Rachel O. @ March 23, 2012 at 08:33 AM :: @Anonymous the holidays are when I write the schemes of work, mark the coursework and do the admin I couldn't fit into term. But yes, I do get to go to the toilet when I want in August, which is nice.
Penny Goss @ March 23, 2012 at 09:15 AM :: I taught for 31 years and retired in 2008. When I started there was no national curriculum, no league tables and no Ofsted. I'm not saying it was better for the children in every way, but it was better for the teachers, and happy teachers teach better. What you describe would have broken me in my thirties. Good for you for knowing when. // Penny Goss
Tariq M. @ March 23, 2012 at 10:02 AM :: Ex-student here (not yours, a different school), now 26. The teachers who stuck in my head were the ones who had time to talk to us. I can see from this post why that time is disappearing. Thank you for fourteen years.
Helen @ March 23, 2012 at 11:30 AM :: Overwhelmed by all these comments. I've been reading them in the staff room at break and I've had to hide in the stock cupboard twice. Thank you.
Grumpy of Gloucester @ March 23, 2012 at 12:10 PM :: Everyone complains about their job. Try working a twelve-hour shift at a distribution centre for £6.40 an hour. Teachers don't know they're born.
Jo Whitlock @ March 23, 2012 at 12:38 PM :: @Grumpy nobody's saying warehouse work is easy. It's not a competition. Two things can be hard at once.
Grumpy of Gloucester @ March 23, 2012 at 01:05 PM :: Fair point Jo. Still think you get good holidays.
Lucy Farrant @ March 23, 2012 at 02:44 PM :: What will you do next, if you don't mind me asking? I'm thinking of leaving myself and have no idea what ex-teachers actually do.
Helen @ March 23, 2012 at 03:30 PM :: Lucy, I've got a job at a literacy charity running their adult reading programme. Less money, more sleep. I'll write a post about the job hunt because there's a lot I wish I'd known. Ex-teachers end up in all sorts: training, publishing, museum education, HR, exam boards (hi Claire), tutoring.
Lucy Farrant @ March 23, 2012 at 03:42 PM :: Please do write that post. Bookmarking.
Anonymous @ March 23, 2012 at 05:15 PM :: I'm a Year 11 student. You don't know me but I read your blog because my English teacher linked it once. She's leaving too in July. I didn't know any of this. I'm going to say thank you to her tomorrow.
Rachel O. @ March 23, 2012 at 05:40 PM :: Anonymous Year 11, you've just made a teacher somewhere very happy. She'll remember that thank-you for the rest of her life.
Neil Harcourt @ March 24, 2012 at 09:20 AM :: I'm a governor at a secondary in Kent. I'm printing this out for our next full governing body meeting. Some of us need to hear it. Specifically: // - how long marking actually takes | the observation paperwork | what "data drops" mean in hours // We ask for all of it and never ask what it costs.
Helen @ March 24, 2012 at 10:05 AM :: Neil, thank you. If even one governing body asks that question, this post has been worth writing.
Sam Leyland @ March 24, 2012 at 11:48 AM :: Neil, if you're serious, please also ask how many of your staff have been signed off with stress in the last three years. That number is always higher than governors think.
Mary Quinn @ March 25, 2012 at 08:02 PM :: My mum was a teacher, my sister is a teacher, and I decided at sixteen I never would be because I saw what it did to them on Sunday nights. That Sunday night feeling is the whole post in three words.
Oliver B. @ March 26, 2012 at 07:30 AM :: Just found this via Twitter. Best piece I've read on the state of teaching this year, and I'm including the newspapers in that.
Helen @ March 27, 2012 at 09:00 PM :: I'm closing comments on this post now, there have been some unpleasant emails alongside all your kind words and I don't want the thread to go that way. Thank you all for reading and for sharing your own stories. I'll be back soon with the job hunt post. // Helen
"""

_TRACKBACKS = (
    (
        "Staffroom Confidential",
        "Another one walks",
        "Helen at Chalk Dust and Red Pens has written the post half of us have drafted in our heads...",
        "March 23, 2012 at 09:41 AM",
    ),
    (
        "The Learning Curve (Guardian Teacher Network)",
        "Blogs of the week: why teachers leave",
        "This week's round-up opens with a heartfelt resignation letter from a secondary English teacher...",
        "March 24, 2012 at 02:15 PM",
    ),
)


def typepad_leaving() -> Case:
    es = talk(TYPEPAD_THREAD)
    comments = truth(es)
    out = []
    for i, e in enumerate(es):
        cid = f"6a00e5509e{num(str(i), 100000, 999999)}8834017c{i:04d}"
        who = (
            esc(e.who)
            if e.who == "Anonymous"
            else f'<a rel="nofollow" href="http://{"chalkdust.typepad.co.uk" if e.who == "Helen" else "profile.typepad.com/" + e.who.lower().replace(" ", "").replace(".", "")}">{esc(e.who)}</a>'
        )
        cls = "comment font-entrybody" + (" comment-by-author" if e.who == "Helen" else "")
        out.append(
            f'<a id="c{cid}"></a><div class="{cls}" id="comment-{cid}"><div class="comment-content font-entrybody">{body(e.text)}</div>'
            f'<p class="comment-footer font-entryfooter">Posted by: {who} | <a rel="nofollow" href="#comment-{cid}">{esc(e.at)}</a></p></div>'
        )
    tb = "".join(
        f'<div class="trackback font-entrybody"><p><a href="http://example.net/{k}">{esc(t)}</a></p><p>{esc(x)}</p>'
        f'<p class="trackback-footer font-entryfooter">Tracked on {esc(at)} by <a href="http://example.net/{k}">{esc(s)}</a></p></div>'
        for k, (s, t, x, at) in enumerate(_TRACKBACKS)
    )
    after = (
        '<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>TrackBack URL for this entry:<br>'
        "http://www.typepad.com/services/trackback/6a00e5509e8834017c0d4dd7e1970c</p>"
        '<p>Listed below are links to weblogs that reference <a href="#">Why I\'m leaving teaching after fourteen years</a>:</p></div>'
        f'<div class="trackbacks-content">{tb}</div></div>'
        '<div class="comments" id="comments"><a id="comments"></a><h3 class="comments-header font-entryheader">Comments</h3>'
        '<div class="comments-info"><p><a href="/feeds/comments">Feed</a> You can follow this conversation by subscribing to the <a href="/feeds/comments">comment feed</a> for this post.</p></div>'
        '<div class="comments-content" id="comments-content">'
        + "".join(out)
        + '</div><p class="comments-closed font-entrybody">The comments to this entry are closed.</p></div>'
    )
    side = (
        widget(
            "tp-chalk",
            "About",
            "<p>Helen teaches English at a comprehensive in the West Midlands. Views her own, obviously. Names of students changed, always.</p>",
        )
        + widget(
            "tp-chalk",
            "Recent Posts",
            lis(
                "Why I'm leaving teaching after fourteen years\nThe Great Coursework Moderation of 2012\nOfsted: the musical\nThings Year 7 said this week"
            ),
        )
        + widget(
            "tp-chalk",
            "Recent Comments",
            lis(
                """
Pat on Things Year 7 said this week | The one about the Tudors made me snort tea
Jo Whitlock on Ofsted: the musical | I would pay to see this performed at INSET
Rachel O. on The Great Coursework Moderation of 2012 | Solidarity from Leeds
""",
                fmt="{a}: <em>{b}</em>",
            ),
        )
        + widget(
            "tp-chalk",
            "Categories",
            lis("Classroom | 88\nMarking | 41\nOfsted | 23\nThe Big Decision | 6", fmt="{a} ({b})"),
        )
        + widget(
            "tp-chalk",
            "Archives",
            lis("March 2012\nFebruary 2012\nJanuary 2012\nDecember 2011\nNovember 2011"),
        )
        + widget(
            "tp-chalk",
            "Blogs I read",
            lis(
                "Staffroom Confidential\nThe Reluctant Head\nMiss Pink's Pencil Case\nScenes from the Science Block"
            ),
        )
        + '<div class="tp-chalk-badge"><a href="http://www.typepad.com/">Blog powered by Typepad</a></div>'
    )
    post = Post(
        "Why I'm leaving teaching after fourteen years",
        "Posted by Helen",
        "2012-03-22T19:40:00+00:00",
        "Thursday, 22 March 2012",
        """
I handed in my notice on Monday. I'll be leaving in July, after fourteen years, three schools, two heads of department posts and more exercise books than I could ever count.

I love teaching. I want to be very clear about that. I love the moment a fourteen-year-old who hates reading finds a book that makes them miss their bus stop. I love Year 7s and their enormous pencil cases. I even love parents' evening, a bit.

What I don't love is the rest: the forty-page observation plans, the termly data drops, the marking policy that changes every September, the emails at 10pm, the Sunday nights. I've calculated that I worked an average of 58 hours a week this term. I have a six-year-old who asked me last week why I live at school.

So I'm going. I'm writing this because I know a lot of you are thinking the same thing, and because I'd like someone, somewhere, to notice before the rest of you go too.
""",
        tags=("teaching", "leaving", "workload"),
    )
    return case(
        "ck-typepad-leaving",
        "discussion",
        "tp-chalk",
        post,
        Parts(
            after=after,
            side=side,
            inside='<p class="entry-footer">Posted at 07:40 PM in <a href="/the-big-decision/">The Big Decision</a> | <a href="/permalink">Permalink</a> | <a href="#comments">Comments (30)</a> | <a href="#trackback">TrackBack (2)</a></p>',
            style=".comment{border-bottom:1px solid #ddd;padding:6px 0}.comment-footer,.trackback-footer{font-size:11px;color:#777}.comment-by-author{background:#eef3f8}.trackback{font-size:12px;color:#555}.comment blockquote{border-left:3px solid #ccc;margin:4px 12px;padding-left:8px;color:#555}",
        ),
        comments,
        path="/chalkdust/2012/03/why-im-leaving-teaching.html",
        container="div#comments > div.comments-content > div.comment (div.comment-content p, then p.comment-footer 'Posted by: NAME | DATE'); div.trackbacks above",
        heading="Comments",
        description="A Typepad teacher's blog of 2012: a resignation post with 2 trackbacks in their own section above 30 flat reader comments, the name after each text ('Posted by: NAME | DATE'), the blogger's own six answers, 'Anonymous' three times, a quoted comment in a blockquote, typed signatures, '@Name' answers, a bullet list, a link, 'The comments to this entry are closed.'; sidebar with recent comments of other posts, categories with counts, archives, blogroll. Most awkward: the name after the text, trackbacks that look like comments, no nesting.",
        lookalikes=("trackbacks", "recent comments of other posts"),
    )


def threads2_ck() -> list[Case]:
    return [courier_hollins(), typepad_leaving()]

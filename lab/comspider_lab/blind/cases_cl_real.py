"""Blind set CL: a local weekly's site of 2012 on a portal of tables, the readers' comments printed server-side by a
hosted community platform of the time ('Page 1 of 3', 30 of 74 comments on the saved page, pages 2 and 3 not saved),
flat, replies by a quoted parent ("NAME wrote:" in a blockquote, then the answer), registered readers' signatures
under their text, a removed entry, 'Recommend (n)' counts; beside most read with counts, a 'Your say' teaser list of
other stories with comment counts, a what's-on list and jobs. Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Entry,
    Piece,
    box,
    case,
    esc,
    most_list,
    paras,
    talk,
    truth,
)

# flags: sig=... is not parsed by talk; signatures are kept apart below, by name
_SIGS = {
    "ValeResident62": "Proud Valer since 1962. Views my own.",
    "mark_the_cyclist": "Harlow Vale Wheelers, Sunday rides from the Market Cross, 9am",
    "Cllr Jean Aske": "Independent councillor, Abbeyfield ward. Surgery every first Saturday, Abbeyfield library.",
}

_VALE = """
ValeResident62 @ 28 March 2012, 7:12am :: Another 600 houses on the Orchard Farm fields and not a single extra GP, school place or bus. Where do they think all these people are going to go when they're ill?
Jonny B @ 28 March 2012, 7:40am :: My kids will never afford a house in the Vale unless something gets built. I'm all for it. People moaning about fields have usually got a nice house already.
>ValeResident62 @ 28 March 2012, 8:02am :: Nobody's against houses for local young people, Jonny. 600 executive homes with double garages aren't that though, are they?
mark_the_cyclist @ 28 March 2012, 8:15am :: The plans show one access road onto the Stanbury Road, right by the primary school. Have a look at the junction at 8.30am on any weekday and tell me that's safe.
Pam Holloway @ 28 March 2012, 8:31am :: I walk my dog across Orchard Farm every morning and have done for twenty years. There are skylarks up there in May. I don't suppose the developer's ecologist was out at 6am.
>Jonny B @ 28 March 2012, 8:50am :: Pam, with respect, skylarks don't pay rent.
>>Pam Holloway @ 28 March 2012, 9:05am :: Neither do you, Jonny, if you're still at your mum's as you say. Sorry, that was unkind. But you know what I mean.
Removed @ 28 March 2012, 9:10am {removed} :: removed
Cllr Jean Aske @ 28 March 2012, 9:22am :: For readers who want to comment formally: the application is 12/00318/OUT and the consultation closes on 20 April. You can see the plans and comment online at www.harlowvale.gov.uk/planning or at the council offices on Market Street. // Comments on the Courier's website are not counted by the planning committee. Please write to the council as well.
>mark_the_cyclist @ 28 March 2012, 9:40am :: Thanks Jean, very helpful. Done mine already.
Steph @ 28 March 2012, 9:58am :: The affordable housing figure is 25%. The council's own policy says 35%. Why is nobody asking why that's been reduced?
>Cllr Jean Aske @ 28 March 2012, 10:20am :: Steph, it's because the developer has submitted a viability report saying 35% isn't viable. The report itself is confidential, which I think is wrong and I've said so at committee.
>>Steph @ 28 March 2012, 10:35am :: Confidential! The public is supposed to comment on a plan without seeing why the affordable homes were cut. Unbelievable.
Brian Tulley @ 28 March 2012, 10:50am :: I remember when Stanbury Road was a lane with a farm at the end of it. Now it's a rat run. It's not progress, whatever they call it.
anon_vale @ 28 March 2012, 11:04am :: Said it before, will say it again. The bypass should have come first.
Karen M @ 28 March 2012, 11:30am :: As a teacher at Stanbury Primary I can tell you we already have 34 in some classes and a waiting list for reception. 600 houses means about 150 more primary-age children by our reckoning.
>Jonny B @ 28 March 2012, 11:45am :: Fair enough Karen, that's a real problem, and it's a better argument than skylarks.
Oliver Dane @ 28 March 2012, 12:10pm :: The developer is offering £1.2m towards a new school building under the section 106 agreement. That's in the documents, page 41. It's not as if they're offering nothing.
>Karen M @ 28 March 2012, 12:40pm :: £1.2m doesn't build a school, Oliver. It might build a couple of classrooms, if you're lucky, and who staffs them?
Gill Fenton @ 28 March 2012, 1:15pm :: Flood risk! Nobody has mentioned it. Orchard Farm's bottom field was under water in 2007 and again in 2009. I have photos.
>ValeResident62 @ 28 March 2012, 1:30pm :: Gill, please send those photos to the council and to the Courier. That's exactly the sort of evidence that matters.
>>Gill Fenton @ 28 March 2012, 2:02pm :: I'll dig them out tonight. My husband took them from the footpath.
Derek @ 28 March 2012, 2:45pm :: Houses have to go somewhere. Every village says not here. Then everybody complains about house prices. You can't have it both ways.
mark_the_cyclist @ 28 March 2012, 3:10pm :: Derek, nobody serious is saying no houses anywhere. It's this site, this access road, and these numbers.
Rachel Oduya @ 28 March 2012, 3:40pm :: I moved here four years ago into one of the new houses on Kiln Lane, so I'm hardly one to talk. But I'd have loved a bus. We were promised one and it never came.
>Brian Tulley @ 28 March 2012, 4:05pm :: Welcome to the Vale, Rachel. The bus was promised in 1998 too.
Tom Whitaker @ 28 March 2012, 4:30pm :: There's a public meeting about it at the Methodist hall on Thursday at 7pm. Organised by the residents' association. All welcome, whatever your view.
anon_vale @ 28 March 2012, 5:12pm :: Public meetings change nothing. It'll go through on appeal anyway.
Pam Holloway @ 28 March 2012, 5:50pm :: I'll be there on Thursday. Jonny, come along and put your side. I mean it, it would do the meeting good to hear from younger people.
>Jonny B @ 28 March 2012, 6:20pm :: Go on then. I'll be the one under 60.
Sue Kirkby @ 28 March 2012, 6:45pm :: Has anybody actually asked the farmer? Mr Pollard has farmed Orchard Farm since his father died and I'd be surprised if he wanted to sell. Or is it rented from the estate? The article doesn't say.
"""


def _platform(es: list[Entry]) -> str:
    items = []
    for i, e in enumerate(es):
        cid = 3390211 + i * 13
        if "removed" in e.flags:
            items.append(
                f'<div class="tpc-item tpc-removed" id="tpc_{cid}"><p><i>This comment has been removed by a moderator.</i></p></div>'
            )
            continue
        quote = ""
        if e.parent is not None:
            q = es[e.parent]
            quote = (
                f'<blockquote class="tpc-quote"><div class="tpc-qh"><b>{esc(q.who)}</b> wrote:</div>'
                f"{paras(q.raw)}</blockquote>"
            )
        sig = f'<div class="tpc-sig">{esc(_SIGS[e.who])}</div>' if e.who in _SIGS else ""
        items.append(
            f'<div class="tpc-item" id="tpc_{cid}"><div class="tpc-user"><img src="/_avatar/tp-{cid}.gif" width="32" height="32" alt="">'
            f'<a class="tpc-name" href="/community/people/{cid}/">{esc(e.who)}</a><span class="tpc-date">{esc(e.at)}</span></div>'
            f'<div class="tpc-text">{quote}{paras(e.raw)}</div>{sig}'
            f'<div class="tpc-acts"><a href="?quote={cid}">Quote</a> | <a href="#">Recommend ({(i * 7) % 19})</a> | <a href="/community/report/{cid}">Report this post</a></div></div>'
        )
    return "".join(items)


def _pager() -> str:
    return (
        '<div class="tpc-pager">Page 1 of 3 &nbsp; <b>1</b> <a href="?commentPage=2">2</a> <a href="?commentPage=3">3</a>'
        ' <a href="?commentPage=2">Next ›</a></div>'
    )


def courier_hosted() -> Case:
    es = talk(_VALE)
    seeds = truth(es)
    after = (
        '<div id="tpc-wrap" class="tpc-skin-hv"><div class="tpc-head"><h3>Have your say</h3>'
        '<p><b>74</b> comments · <a href="#tpc-form">Add your comment</a> · Sort by: <b>Oldest first</b> | <a href="?sort=newest">Newest first</a></p></div>'
        + _pager()
        + f'<div class="tpc-list">{_platform(es)}</div>'
        + _pager()
        + '<div id="tpc-form"><p>You must be <a href="/community/login">logged in</a> to comment. Not registered? <a href="/community/register">Sign up here</a>.</p></div>'
        '<p class="tpc-powered">Community powered by TalkPoint Social</p></div>'
    )
    side = (
        most_list(
            "courier",
            "Most read",
            """
Orchard Farm: plans for 600 homes go on show | 6,410
Two hurt in Stanbury Road crash | 4,902
Vale Fayre dates confirmed for June | 3,377
Pub landlord celebrates 40 years behind the bar | 2,811
Council tax bills: what you'll pay in 2012/13 | 2,450
""",
            "reads",
        )
        + most_list(
            "courier",
            "Your say",
            """
Orchard Farm: plans for 600 homes go on show | 74
Parking charges at the leisure centre to double | 58
Should the Market Cross be pedestrianised? | 41
Two hurt in Stanbury Road crash | 12
""",
            "comments",
            "ys",
        )
        + box(
            "courier",
            "What's on",
            "<ul><li><b>Sat 31 Mar</b> Vale Farmers' Market, Market Cross, 9am-1pm</li><li><b>Sun 1 Apr</b> Easter egg trail, Abbeyfield Park</li>"
            "<li><b>Wed 4 Apr</b> Harlow Vale Choral Society: Stainer's Crucifixion, St Mary's</li></ul>",
        )
        + box(
            "courier",
            "Jobs",
            "<ul><li>Care assistants, Abbeyfield House, £6.40/hr</li><li>HGV Class 1 driver, Stanbury depot</li><li>Part-time receptionist, Vale Dental Practice</li></ul>",
        )
    )
    piece = Piece(
        "Orchard Farm: plans for 600 homes go on show",
        "By Alison Marsh, Chief Reporter",
        "2012-03-28T06:00:00+01:00",
        "Wednesday, March 28, 2012",
        """
Plans for 600 new homes on farmland off Stanbury Road have been formally submitted to Harlow Vale District Council.

The outline application by Greenhithe Homes covers 38 hectares of Orchard Farm and includes a shop, a play area and a contribution towards school places. A quarter of the homes would be classed as affordable.

The developer says the scheme would bring 'much-needed new homes for local families' and up to 200 construction jobs. Residents' groups say the site floods, the access road is dangerous and local services are already stretched.

The application can be viewed at the council offices on Market Street and online. The consultation closes on April 20.
""",
        section="News",
        caption="The Orchard Farm site, seen from the Stanbury Road footpath.",
    )
    return case(
        "cl-courier-hosted",
        "discussion",
        "courier",
        piece,
        Bits(
            after=after,
            side=side,
            style=".tpc-head h3{color:#a3200c;margin:14px 0 2px}.tpc-pager{font-size:11px;margin:8px 0}.tpc-item{border-top:1px solid #ddd;padding:8px 0}.tpc-name{font-weight:bold;margin:0 6px}.tpc-date{font-size:11px;color:#888}.tpc-quote{background:#f5f5f0;border-left:3px solid #ccc;margin:4px 0;padding:4px 8px;font-size:12px;color:#555}.tpc-sig{font-size:10px;color:#999;border-top:1px dashed #ddd;margin-top:4px}.tpc-acts{font-size:11px}",
            top="Harlow Vale 9°C",
        ),
        seeds,
        path="/news/9613377.orchard-farm-plans-for-600-homes-go-on-show/",
        reveal="on_load",
        container="div#tpc-wrap: h3 'Have your say', div.tpc-pager 'Page 1 of 3', div.tpc-list > div.tpc-item (div.tpc-user a.tpc-name + span.tpc-date, div.tpc-text [blockquote.tpc-quote 'NAME wrote:' + the parent's text] p…, div.tpc-sig, div.tpc-acts)",
        heading="Have your say",
        description="A local weekly's site of 2012 (a portal of tables): a planning story, 'Have your say' printed server-side by a hosted community platform, 'Page 1 of 3' (74 comments; the saved page holds the first 31 entries, pages 2 and 3 were not saved): 30 readers' comments and one removed entry, flat, 12 answers opening with the quoted parent ('NAME wrote:' and its whole text in a blockquote), three registered readers' signatures under their text, a councillor with a planning reference and an address; most read with counts, 'Your say' of other stories with comment counts, what's on, jobs. Most awkward: every answer repeats its parent's text inside it, signatures under the text, the pager saying 74 where 30 are on the page.",
        lookalikes=("'Your say': other stories with comment counts", "most read with counts"),
    )


def real_cl() -> list[Case]:
    return [courier_hosted()]

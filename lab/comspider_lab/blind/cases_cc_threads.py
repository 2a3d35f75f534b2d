"""Blind set CC: three small blog discussions of 2012 in the served HTML: a personal finance blog on a default-like
theme ("8 thoughts on …", "NAME says:", nested lists, the author's highlighted answers, two pingbacks among the
comments, one comment awaiting moderation); a celebrity blog on a hosted blog's 2011 template ("6 comments:", "NAME
said...", a definition list, "Anonymous", a removed comment); a sysadmin's tech blog on a hosted journal (trackbacks
above the comments, the name after the text in "Posted by: NAME | …", the comments closed). Every class name, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cc_common import (
    Bits,
    Case,
    Note,
    Piece,
    also_like,
    author_box,
    blogroll,
    box,
    case,
    esc,
    links,
    newsletter,
    paras,
    popular,
    recent_comments,
    related,
    seeds,
    slug,
    tag_cloud,
    talk,
    tree,
    tweets,
)


def finance_thoughts() -> Case:
    ns = talk("""
Jen B. @ May 3, 2012 at 4:19 pm :: The price book idea is genius. I always think I know what chicken thighs cost at Aldi vs. Kroger but I've never actually written it down. Starting one tonight. // Question though: how do you handle the stuff your husband insists on? Mine will not give up his name-brand cereal no matter what.
  Dana @ The Thrifty Ledger @ May 3, 2012 at 5:02 pm :: Ha, Mike has his Honey Nut O's too! We just gave it its own line in the budget ($4 a week) so it stopped being a fight. Pick your battles :)
frugalinfresno @ May 3, 2012 at 9:47 pm :: We did the same thing last year and got to about $400 for a family of five. The biggest single change for us was planning meals around the front page of the weekly ad instead of planning first and then shopping. // Also, stop buying bagged salad. It's $3.99 for something that goes slimy in two days.
Marcus T @ May 4, 2012 at 8:12 am :: I don't want to be that guy but $340 for two adults and a toddler isn't that impressive if you live somewhere cheap. Here in the Bay Area a gallon of milk is almost five bucks. Would be good to see the number adjusted for where people live.
  Dana @ The Thrifty Ledger @ May 4, 2012 at 9:30 am :: Totally fair point Marcus! We're outside Columbus so our prices are lower than a lot of places. The percentage is probably the more useful number - we went down about 56%.
  Jen B. @ May 4, 2012 at 10:05 am :: Marcus, she's not saying everyone should hit $340. The point is tracking it. I'm in New Jersey and I'd be thrilled to get to $600.
Rachel @ Debt Free by 30 @ May 4, 2012 at 2:38 pm :: Love this post! Sharing it in my Friday roundup. The freezer inventory sheet is something I never thought of, we threw out SO much food last year because it got buried at the bottom.
Tom Petrakis @ May 5, 2012 at 11:51 am :: Do you do coupons at all? I tried the extreme couponing thing for about three months and it turned into a part-time job. Ended up with 40 bottles of mustard. // Your way seems a lot more sane.
""")
    author = "Dana @ The Thrifty Ledger"
    pings = {
        0: "How to Start a Price Book (Free Printable) | Sprout Savings",
        6: "Friday Finds: 10 Posts Worth Your Time | Debt Free by 30",
    }

    def item(i: int, n: Note, sub: str) -> str:
        cid = 2114 + 3 * i
        cls = "tl-c tl-byauthor" if n.who == author else "tl-c"
        mod = '<em class="tl-mod">Your comment is awaiting moderation.</em>' if i == len(ns) - 1 else ""
        out = (
            f'<li class="{cls} depth-{n.depth + 1}" id="li-c-{cid}"><div id="c-{cid}" class="tl-cbox">'
            f'<div class="tl-cauthor"><img alt="" src="/_avatar/tl-{slug(n.who)}.svg" class="avatar" height="40" width="40">'
            f'<cite class="fn">{esc(n.who)}</cite> <span class="says">says:</span></div>{mod}'
            f'<div class="tl-cmeta"><a href="#c-{cid}">{esc(n.at)}</a></div>'
            f'<div class="tl-ctext">{paras(n.body)}</div>'
            f'<div class="reply"><a class="tl-reply" href="?replytocom={cid}#respond">Reply</a></div></div>{sub}</li>'
        )
        if n.depth == 0 and i in pings:
            t = pings[i]
            out += f'<li class="tl-pb" id="li-c-{cid + 1}"><p>Pingback: <a href="http://www.example.com/{slug(t)[:30]}/" rel="external nofollow">{esc(t)}</a></p></li>'
        return out

    thread = tree(ns, item, '<ul class="children">', "</ul>", top_open='<ol class="tl-list">')
    thread = thread[: -len("</ul>")] + "</ol>"
    after = (
        also_like(
            "finance",
            [
                "Our $50 Christmas (and Why the Kids Didn't Notice)",
                "The Envelope System, Six Months In",
                "Is Costco Worth It for Two People?",
            ],
        )
        + author_box(
            "finance",
            "Dana",
            "Dana and her husband Mike are paying off $61,000 of student loans and car debt on one and a half incomes in central Ohio. She writes about groceries, budgets and saying no.",
        )
        + f'<div id="tl-comments"><h2 class="tl-ctitle">{len(ns)} thoughts on &ldquo;How We Cut Our Grocery Bill from $780 to $340 a Month&rdquo;</h2>'
        + thread
        + '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p>Name * <input name="author"></p>'
        '<p>Email * <input name="email"></p><p>Website <input name="url"></p><p><textarea name="comment" rows="6" cols="50"></textarea></p>'
        '<p><input type="submit" value="Post Comment"></p><p><input type="checkbox"> Notify me of follow-up comments by email.</p></form></div></div>'
    )
    side = (
        box(
            "finance",
            "Our Debt Payoff Progress",
            '<p><b>$38,412</b> paid of $61,000</p><div style="background:#ddd;height:12px"><div style="background:#2a6f4e;width:63%;height:12px"></div></div>',
        )
        + newsletter("finance", "Get our free budget worksheet and new posts by email. No spam, ever.")
        + recent_comments(
            "finance",
            """
Kristin | The Envelope System, Six Months In
Dana @ The Thrifty Ledger | The Envelope System, Six Months In
Paul M. | Why We Cancelled Cable (and What We Watch Now)
moneyminded mama | Our $50 Christmas (and Why the Kids Didn't Notice)
""",
        )
        + popular(
            "finance",
            "Most Popular Posts",
            """
The Envelope System, Six Months In | 64
Why We Cancelled Cable (and What We Watch Now) | 41
Our $50 Christmas (and Why the Kids Didn't Notice) | 37
""",
            "comments",
        )
        + tweets(
            "finance",
            "thriftyledger",
            """
Just paid off the Camry!!! 14 months early. Happy dance happening in our kitchen right now. | about 2 hours ago
New post: How we cut our grocery bill from $780 to $340 a month http://t.co/x7Qp | about 5 hours ago
@debtfreeby30 thanks for the shout out! | yesterday
""",
        )
        + blogroll(
            "finance",
            [
                "Debt Free by 30",
                "Sprout Savings",
                "The Frugal Fresno Family",
                "Budgets Are Sexy-ish",
                "Cents and Sensibility",
            ],
        )
        + tag_cloud(
            "finance",
            "budget:16, coupons:9, debt snowball:14, groceries:15, meal planning:12, student loans:13, Costco:8, cable:8, Christmas:9",
        )
    )
    style = (
        ".tl-list,.tl-list .children{list-style:none;padding-left:0}.tl-list .children{margin-left:40px}.tl-cbox{border-bottom:1px solid #ddd;padding:8px 0}"
        ".tl-byauthor>.tl-cbox{background:#eef6f1;border-left:3px solid #2a6f4e;padding-left:8px}.tl-cauthor img{float:left;margin-right:8px}.tl-cmeta{font-size:11px}"
        ".tl-mod{color:#a00;display:block}.tl-pb{font-size:11px;color:#777}.tl-thumb{display:inline-block;width:120px;vertical-align:top;font-size:11px;margin-right:8px}"
        ".tl-author{background:#f5f5f5;padding:8px;overflow:hidden}.tl-author img{float:left;margin-right:8px}"
    )
    piece = Piece(
        "How We Cut Our Grocery Bill from $780 to $340 a Month",
        "Dana",
        "2012-05-03T07:00:00-04:00",
        "May 3, 2012",
        """
A year ago this month I sat down with our bank statements and a highlighter and added up what we had spent on groceries. The number was $780 a month, for two adults and a toddler who mostly eats Cheerios and string cheese. I actually said a bad word out loud.

Last month we spent $340. Nobody went hungry and Mike still has his cereal. Here is everything we changed, in the order we changed it.

1. The price book. I keep a little notebook in my purse with the price per pound or per unit of the 40 things we buy most, at the three stores near us. After two months I knew which store to go to for what, and I stopped believing that a sale was a good price just because it had a yellow tag.

2. The freezer inventory. A sheet of paper taped to the freezer door. Anything that goes in gets written down, anything that comes out gets crossed off. We used to throw away at least one mystery bag a week.

3. Meal planning backwards. Instead of picking meals and then shopping, I look at what is cheap this week and plan around it.

4. One trip a week, with a list, without Mike. Sorry honey.

Next week I'll share the printable price book template we use. If you have questions, leave them in the comments!
""",
        section="Groceries",
        tags=("groceries", "meal planning", "price book", "budget"),
        caption="This week's haul: $81.37 at Aldi and the farmers market.",
    )
    return case(
        "cc-finance-thoughts",
        "discussion",
        "finance",
        piece,
        Bits(
            after=after,
            inside=related(
                "finance",
                """
The Envelope System, Six Months In | We tried cash envelopes for groceries, gas and fun money. Here is what worked and what we quit after three weeks.
Is Costco Worth It for Two People? | We did the math on our membership, item by item, for a whole year.
""",
            ),
            side=side,
            style=style,
        ),
        seeds(ns),
        path="/2012/05/03/how-we-cut-our-grocery-bill/",
        container="div#tl-comments: h2 '8 thoughts on …', ol.tl-list > li.tl-c (cite.fn NAME 'says:', div.tl-cmeta date link, div.tl-ctext p), ul.children replies, li.tl-pb pingbacks among them",
        heading="8 thoughts on “How We Cut Our Grocery Bill from $780 to $340 a Month”",
        description="A personal finance blog of 2012 on a default-like theme: a post on cutting a grocery bill with related posts with excerpts inside it, 'You might also like' with thumbnails, an author box, then '8 thoughts on …' with 8 comments (3 replies, 2 by the blog's author, highlighted), two pingbacks among the comments in the same list, the last comment awaiting moderation; a debt payoff meter, a newsletter box, recent comments of other posts, most popular with counts, the blog's tweets, a blogroll, a tag cloud. Most awkward: pingbacks as items of the comment list, the moderation notice, the recent-comments widget naming the blog's author.",
        lookalikes=("recent comments of other posts", "the blog's tweets", "related posts with excerpts"),
    )


def celeb_said() -> Case:
    ns = talk("""
Anonymous @ May 3, 2012 4:19 PM :: OMG they are SO getting married. Called it after the Costume Ball when she wore his jacket the whole night!!!
Brittany S. @ May 3, 2012 5:40 PM :: Ugh I give it six months. Remember when he was "house hunting" with that swimsuit model in 2010? Same exact story, same exact realtor lol
Anonymous @ May 3, 2012 9:02 PM :: Sally where do you get these pics?? The one in the driveway looks like it was taken with a potato haha. Still love the blog tho
Popcorn Sally @ May 3, 2012 9:15 PM :: @Anonymous lol a reader sent them in, I promise they're legit! The house is the one on Carbon Point Road that was listed for $14 million in March. xoxo
DeShawn @ May 4, 2012 12:31 AM :: Who cares honestly. Can we get an update on the Paper Lanterns reunion tour instead? You said "next week" like a month ago
""")
    removed_after = 1  # a removed comment (by its author) between the second and third

    def entry(i: int, n: Note) -> str:
        cid = 71840233 + 11 * i
        who = (
            f'<a href="http://www.example.com/profile/{cid}" rel="nofollow">{esc(n.who)}</a>'
            if n.who != "Anonymous"
            else "Anonymous"
        )
        out = (
            f'<dt class="pp-ca" id="c{cid}"><a name="c{cid}"></a>{who} said...</dt>'
            f'<dd class="pp-cb">{paras(n.body)}</dd>'
            f'<dd class="pp-cf"><span class="pp-ts"><a href="#c{cid}" title="comment permalink">{esc(n.at)}</a></span> '
            f'<span class="pp-del"><a href="#" title="Delete Comment">🗑</a></span></dd>'
        )
        if i == removed_after:
            out += (
                f'<dt class="pp-ca" id="c{cid + 5}"><a href="http://www.example.com/profile/{cid + 5}" rel="nofollow">Kaylee Marie</a> said...</dt>'
                '<dd class="pp-cb"><span class="pp-deleted">This comment has been removed by the author.</span></dd>'
                f'<dd class="pp-cf"><span class="pp-ts"><a href="#c{cid + 5}">May 3, 2012 6:02 PM</a></span></dd>'
            )
        return out

    after = (
        '<div class="pp-comments"><a name="comments"></a><h4>6 comments:</h4><dl id="pp-cblock">'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + '</dl><p class="pp-post"><a href="#">Post a Comment</a></p></div>'
    )
    side = (
        box(
            "celeb",
            "About Me",
            '<img src="/_avatar/pp-sally.svg" alt="" width="80" height="80"><p><b>Popcorn Sally</b><br>LA transplant, reality TV addict, professional eavesdropper. Tips? Email me!</p><a href="#">View my complete profile</a>',
        )
        + box(
            "celeb",
            "Followers",
            "<p>Followers (1,284)</p>"
            + "".join(f'<img src="/_avatar/pp-f{k}.svg" alt="" width="30" height="30">' for k in range(12)),
        )
        + popular(
            "celeb",
            "Popular Posts",
            """
Who Wore It Better: The Silver Jumpsuit Edition | 212
Jenna Wilde's Ex Speaks Out (And It's Not Pretty) | 187
Paper Lanterns Reunion Tour: It's Happening?! | 143
""",
            "comments",
        )
        + box(
            "celeb",
            "Blog Archive",
            "<ul><li>▼ 2012 (214)<ul><li>▼ May (9)<ul><li>Exclusive?! Jenna Wilde and Marco Reyes Spotted House...</li>"
            "<li>Costume Ball Red Carpet: The Good, The Bad, The Feathers</li></ul></li><li>► April (38)</li><li>► March (41)</li></ul></li><li>► 2011 (402)</li></ul>",
        )
        + box(
            "celeb",
            "My Blog List",
            links(
                ["Gossip Grotto", "Red Carpet Rundown", "Starlet Watch Daily", "The Velvet Rope"],
                "http://www.example.com/",
            ),
        )
        + box(
            "celeb", "Ads", '<div class="pp-ad" style="height:600px;width:160px">Advertisement 160x600</div>'
        )
    )
    style = (
        ".pp-hostbar{background:#eee;font-size:11px;padding:3px 8px}.pp-band{background:#c2185b;color:#fff;padding:20px}.pp-band a{color:#fff}"
        ".pp-dh{font-size:12px;color:#999;text-transform:uppercase}.pp-pf{font-size:11px;color:#999}#pp-cblock dt{font-weight:bold;margin-top:10px}"
        "#pp-cblock dd{margin-left:20px}.pp-cf{font-size:10px;color:#999}.pp-deleted{font-style:italic;color:#999}"
    )
    piece = Piece(
        "Exclusive?! Jenna Wilde and Marco Reyes Spotted House Hunting in Malibu",
        "Popcorn Sally",
        "2012-05-03T14:05:00-07:00",
        "Thursday, May 3, 2012 at 2:05 PM",
        """
Well well WELL. Remember when Jenna's people said she and Marco were "just good friends who met on set"? Good friends don't spend two hours touring a four-bedroom beach house together, you guys.

A reader (thank you, you know who you are!!) snapped these on Tuesday afternoon. That's Jenna in the big sunglasses and the famous camel coat, and Marco carrying what looks like a smoothie and a stack of paint samples. PAINT SAMPLES.

Their reps did not respond when I asked for a comment, which, honestly, is a comment.

What do you think: real deal or publicity for the movie? Let me know below!
""",
        section="Celebrity Couples",
        tags=("Jenna Wilde", "Marco Reyes", "Malibu", "couples"),
        caption="Jenna and Marco outside the house on Tuesday. (Reader photo)",
    )
    return case(
        "cc-celeb-said",
        "discussion",
        "celeb",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            inside=also_like(
                "celeb",
                [
                    "Costume Ball Red Carpet: The Good, The Bad, The Feathers",
                    "Who Wore It Better: The Silver Jumpsuit Edition",
                    "Jenna Wilde's Ex Speaks Out (And It's Not Pretty)",
                ],
                "You might also like:",
            ),
        ),
        seeds(ns),
        path="/2012/05/exclusive-jenna-wilde-and-marco-reyes.html",
        container="div.pp-comments: h4 '6 comments:', dl#pp-cblock, per comment dt.pp-ca 'NAME said...', dd.pp-cb text, dd.pp-cf time",
        heading="6 comments:",
        description="A celebrity gossip blog of 2012 on a hosted blog's 2011 template: a post on a rumoured couple with 'You might also like' thumbnails inside it, then '6 comments:' as a definition list of name lines ('NAME said...'), texts and time lines: 5 comments, two by 'Anonymous', one by the blogger answering '@Anonymous' in the flat list, and a sixth removed by its author (its placeholder 'This comment has been removed by the author.' under a name); about me, followers, popular posts with counts, the archive tree, a blog list, a tall ad. Most awkward: a definition list with three siblings per comment, the removed entry counted in the heading, two authors called 'Anonymous'.",
        lookalikes=("popular posts with counts", "the blog archive tree"),
    )


def tech_posted_by() -> Case:
    ns = talk("""
Wes @ May 03, 2012 at 04:19 PM :: Fifteen years of running our own Exim box here and I'm still not ready to give it up. The day the big provider decides to kill a feature you depend on, you'll miss having root. // That said, the bit about the UPS dying on a Sunday made me wince. Been there.
Priya N. @ May 03, 2012 at 06:55 PM :: What did you end up doing about shared mailboxes? That's the one thing keeping us on Exchange, half the office lives in the "orders@" inbox.
greg @ May 03, 2012 at 08:10 PM :: Priya: delegated accounts mostly, plus a filter that forwards a copy to the two people who need it. It's clunky. I'll write it up properly next week.
Anonymous Coward @ May 04, 2012 at 09:03 AM :: "the closet box" - so it WAS literally in a closet? Please tell me there was at least a fan in there.
""")

    def entry(i: int, n: Note) -> str:
        cid = 600183 + 7 * i
        who = (
            f'<a href="http://www.example.com/u/{cid}" rel="nofollow">{esc(n.who)}</a>'
            if i != 3
            else esc(n.who)
        )
        return (
            f'<a id="c{cid}"></a><div class="kp-cmt" id="kp-{cid}"><div class="kp-cbody">{paras(n.body)}</div>'
            f'<p class="kp-cfoot">Posted by: {who} | <a href="#c{cid}">{esc(n.at)}</a></p></div>'
        )

    trackbacks = (
        '<div class="kp-tb"><h3>TrackBack</h3><p>TrackBack URL for this entry:<br><span class="kp-tburl">http://www.example.com/t/trackback/4471/29180553</span></p>'
        '<p>Listed below are links to weblogs that reference <a href="#">Why I Finally Moved Our Mail Off the Closet Box</a>:</p>'
        '<div class="kp-tbi"><p><a href="http://www.example.com/ops/">The Pager Never Sleeps</a>: <b>Links for May 3rd</b> - Greg at Kernel Panic Diaries on moving a 40-person office off a self-hosted mail server. The part about the backups is worth the read on its own...</p>'
        '<p class="kp-cfoot">Tracked on May 03, 2012 at 07:12 PM</p></div></div>'
    )
    after = (
        trackbacks
        + '<div class="kp-comments"><h3>Comments</h3>'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + '<p class="kp-closed">The comments to this entry are closed.</p></div>'
    )
    left = (
        box(
            "tech",
            "About",
            "<p>Greg H. keeps the lights on for a 40-person engineering firm in Minneapolis. Opinions mine, outages also mine.</p>",
        )
        + box(
            "tech",
            "Categories",
            links(["Backups", "Email", "Linux", "Networking", "Rants", "Windows Server"], "/category/"),
        )
        + box(
            "tech",
            "Archives",
            links(["May 2012", "April 2012", "March 2012", "February 2012", "January 2012"], "/archives/"),
        )
    )
    side = (
        box(
            "tech",
            "Recent Posts",
            links(
                [
                    "Why I Finally Moved Our Mail Off the Closet Box",
                    "RAID Is Not a Backup, Part 7",
                    "The Printer That Would Not Die",
                    "Notes from a Failed SAN Upgrade",
                ]
            ),
        )
        + recent_comments(
            "tech",
            """
Marty | RAID Is Not a Backup, Part 7
greg | RAID Is Not a Backup, Part 7
Sunil K | The Printer That Would Not Die
""",
        )
        + box(
            "tech",
            "Links",
            links(
                ["The Pager Never Sleeps", "Ops Reactor", "Packet Pushers Anonymous", "Serverfault"],
                "http://www.example.com/",
            ),
        )
        + tweets(
            "tech",
            "kernelpanicgreg",
            """
Day 3 of the mail migration: 11,204 messages moved, 1 user who insists she had 'a folder called Important' that never existed | 2 days ago
If your DR plan is a USB drive in the CEO's car, you do not have a DR plan | 5 days ago
""",
        )
        + f'<div class="kp-w"><h3>Subscribe</h3><p><a href="/atom.xml">Subscribe to this blog\'s feed</a></p></div><p>{esc("Blog powered by a hosted journal service")}</p>'
    )
    style = (
        ".kp-banner{background:#35506b;color:#fff;padding:18px}.kp-banner a{color:#fff}.kp-dh{font-size:12px;color:#888;border-bottom:1px dotted #aaa}"
        ".kp-ef,.kp-cfoot{font-size:11px;color:#777}.kp-cmt{border-top:1px dotted #bbb;padding:6px 0}.kp-tb{font-size:12px;background:#f4f6f8;padding:6px}"
        ".kp-closed{font-style:italic}"
    )
    piece = Piece(
        "Why I Finally Moved Our Mail Off the Closet Box",
        "Greg H.",
        "2012-05-03T09:40:00-05:00",
        "Thursday, May 03, 2012 at 09:40 AM",
        """
For eleven years our company email lived on a beige tower in the supply closet next to the copier paper. It ran Postfix, Dovecot and a spam filter that I tuned by hand every few months, and it was, honestly, fine. Until it wasn't.

In March the UPS in that closet died on a Sunday night. The server went down hard, the RAID controller decided one of the disks was new, and I spent fourteen hours on Monday restoring from tape while the partners forwarded me screenshots of their phones saying "cannot connect to server".

So we moved to a hosted provider. Forty mailboxes, three weekends, one very long spreadsheet. Some notes for anyone thinking about doing the same:

Check your retention rules before you migrate, not after. Export the shared folders first. And do not, under any circumstances, let anyone keep using the old server "just for a week".

I will miss the closet box a little. I will not miss Sundays.
""",
        section="Email",
        caption="",
    )
    return case(
        "cc-tech-posted-by",
        "discussion",
        "tech",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/kernelpanic/2012/05/why-i-finally-moved-our-mail-off-the-closet-box.html",
        container="div.kp-comments: h3 'Comments', div.kp-cmt#kp-<n> (div.kp-cbody p, then p.kp-cfoot 'Posted by: NAME | time'); a TrackBack block above it",
        heading="Comments",
        description="A sysadmin's tech blog of 2012 on a hosted journal's three-column layout: a post on moving a mail server, then the TrackBack block (its URL and one tracked weblog's excerpt with 'Tracked on …'), then 'Comments' with 4 comments whose name comes after the text in 'Posted by: NAME | May 03, 2012 at 04:19 PM', the blogger answering one by typing her name, 'The comments to this entry are closed.'; categories, archives, recent posts, recent comments of other posts, links, the blog's tweets. Most awkward: the trackback right above, in the same footer line as the comments, and the name after the text.",
        lookalikes=("a tracked weblog's excerpt", "recent comments of other posts", "the blog's tweets"),
    )

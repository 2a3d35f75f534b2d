"""Blind set CF: the largest discussion: a home-server and Linux blog of 2012 on a WooThemes-like theme, "14
Responses to …" three levels deep, with numbered entries, "Reply" and "Quote" links, long comments with a shell
command in a ``pre``, lists and links, a one-word "+1", the blogger's answers highlighted, and a "Top Commenters"
widget plus "Recent Comments" of other posts in the sidebar. Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Note,
    Piece,
    as_seen,
    banner,
    bio,
    case,
    draw,
    esc,
    optin,
    paras,
    popular,
    related,
    share_counts,
    social,
    talk,
    top_commenters,
    widget,
)


def woo_bytewise() -> Case:
    ns = talk("""
Greg Halvorsen @ August 14, 2012 at 8:03 pm :: Excellent write-up. I built almost exactly this box last winter with an HP MicroServer N40L and four 2TB drives. Two things I'd add: // - Put the OS on a small SSD or even a USB stick in the internal port, so all four bays are for data. // - Set up SMART monitoring from day one. One of my Seagates started throwing reallocated sectors after five months and I only noticed because smartd emailed me. // Otherwise, spot on.
  Arjun Mehta @ August 14, 2012 at 9:30 pm :: Greg, great points, especially smartd. I'll add a section on it. Did you go with mdadm RAID 5 or something else on the N40L?
    Greg Halvorsen @ August 15, 2012 at 6:12 am :: RAID 5 with mdadm, and I regret it a little. Rebuild time on 2TB drives is scary long. If I did it again I'd probably do RAID 10 and lose the space.
      Priya S. @ August 15, 2012 at 9:40 am :: Or go ZFS on a FreeBSD box (FreeNAS) and do raidz. Scrubs have caught silent corruption for me twice already.
Mark T @ August 14, 2012 at 10:55 pm :: Any reason you went with Ubuntu Server instead of something like FreeNAS or unRAID? Not trying to start a flame war, genuinely curious.
  Arjun Mehta @ August 15, 2012 at 7:48 am :: Mark, mostly because I wanted the box to run other stuff too (Plex, a Minecraft server for my nephew, a couple of cron jobs). FreeNAS is great for pure storage but I like having a normal Linux underneath.
Helen Cho @ August 15, 2012 at 12:20 pm :: Thank you for writing this in plain English. I'm not a Linux person at all, but I followed along with an old Dell and it worked first time. The only step that tripped me up was the Samba share permissions. In case anyone else gets "access denied" from Windows 7, this is what fixed it for me: // $ sudo smbpasswd -a helen // (then use that same username and password when Windows asks). Took me an hour to figure out, so hopefully this saves someone else the hour.
  Arjun Mehta @ August 15, 2012 at 1:05 pm :: Helen, thank you, that's a step I completely skipped because I'd done it years ago. Adding it to step 6 now.
  Dave from Leeds @ August 15, 2012 at 3:33 pm :: This saved me tonight. Cheers Helen!
Linux Tips Daily @ August 16, 2012 at 2:14 am :: +1
Omar Farouk @ August 16, 2012 at 5:51 pm :: Power consumption is the thing nobody mentions. My old tower used as a NAS was drawing 95 watts idle, which in the UK is something like £80 a year just to sit there. The MicroServer with four drives idles around 38W for me. Worth measuring with one of those plug-in meters before you repurpose an old gaming PC.
  Greg Halvorsen @ August 16, 2012 at 7:02 pm :: Seconded. Set the drives to spin down too (hdparm -S 241 gives you 30 minutes), unless you're running Plex all day.
Rosa Jimenez @ August 17, 2012 at 11:26 am :: Bookmarked. One request for a follow-up post: how do you back up the server itself? I have everything on RAID but I know RAID isn't a backup. I'm looking at CrashPlan but would love to know what you use. More here if anyone is interested in my own (slightly messy) setup: http://rosajcodes.wordpress.com/2012/07/my-home-nas/
  Arjun Mehta @ August 17, 2012 at 12:40 pm :: Rosa, yes! Backups are the next post. Short version: CrashPlan to the cloud for the irreplaceable stuff (photos, documents) and an external drive with rsync once a week for everything else.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 7712 + i
        mine = n.who == "Arjun Mehta"
        cls = f"comment depth-{n.depth + 1}" + (" bypostauthor" if mine else "")
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><a name="comment-{cid}"></a><div id="comment-{cid}" class="comment-container">'
            f'<div class="avatar"><img alt="" src="/_avatar/wt{cid}.svg" class="avatar" height="40" width="40"></div>'
            f'<div class="comment-head"><span class="name"><a href="/go/u/{cid}" rel="external nofollow" class="url">{esc(n.who)}</a></span> '
            f'<span class="date">{esc(n.at)}</span> <span class="perma"><a href="#comment-{cid}">#{i + 1}</a></span></div>'
            f'<div class="comment-entry">{paras(n.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a> <a class="comment-quote" href="#respond">Quote</a></div></div>{sub}</li>'
        )

    after = (
        bio(
            "Arjun Mehta",
            "Arjun is a sysadmin by day and a tinkerer by night. He writes Bytewise from a spare room in Leicester full of cables his wife would like him to put away.",
        )
        + related(
            "Plex on Ubuntu in 15 Minutes\nWhy I Switched My Parents to Linux Mint\nReview: HP MicroServer N40L\nBacking Up Photos Without Losing Your Mind",
            "Related Posts:",
        )
        + '<div id="comments"><h3 id="comments-title">14 Responses to &#8220;Build Your Own Home Server for Under £300&#8221;</h3><ol class="commentlist">'
        + draw(ns, item, lambda s, d: f'<ul class="children">{s}</ul>')
        + '</ol><div class="navigation"><div class="fl"></div><div class="fr"></div></div></div>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" id="author"> <label for="author">Name (required)</label></p><p><input type="text" name="email" id="email"> <label for="email">Mail (will not be published) (required)</label></p>'
        '<p><input type="text" name="url" id="url"> <label for="url">Website</label></p><p><textarea name="comment" id="comment" rows="10"></textarea></p>'
        '<p><input type="checkbox" name="subscribe_comments"> Notify me of follow-up comments by email.</p><p><input type="checkbox" name="subscribe_blog"> Notify me of new posts by email.</p>'
        '<p><input name="submit" type="submit" id="submit" value="Submit Comment"></p></form></div>'
    )
    recent = widget(
        "Recent Comments",
        '<ul id="recentcomments">'
        + "".join(
            f'<li class="recentcomments"><a href="/go/u/{k}" rel="external nofollow">{esc(a)}</a> on <a href="/{k}/">{esc(t)}</a></li>'
            for k, (a, t) in enumerate(
                [
                    ("Rosa Jimenez", "Build Your Own Home Server for Under £300"),
                    ("Kevin Marsh", "Plex on Ubuntu in 15 Minutes"),
                    ("Linda", "Why I Switched My Parents to Linux Mint"),
                    ("Arjun Mehta", "Why I Switched My Parents to Linux Mint"),
                ]
            )
        )
        + "</ul>",
    )
    side = (
        widget(
            "Search",
            '<form action="/"><input type="text" name="s"><input type="submit" value="Search"></form>',
        )
        + optin(
            "Free: The Home Server Cheat Sheet",
            "Every command from this blog on one printable page. 3,100 readers got it already.",
            "Send It To Me",
        )
        + social("bytewise")
        + popular(
            "Build Your Own Home Server for Under £300 | 14\nPlex on Ubuntu in 15 Minutes | 31\nWhy I Switched My Parents to Linux Mint | 52\nThe £25 Raspberry Pi Media Centre | 44",
            "Popular",
        )
        + top_commenters("Greg Halvorsen | 38\nPriya S. | 21\nKevin Marsh | 17\nOmar Farouk | 12")
        + recent
        + banner("Hosting from £2.99/month - Bytewise readers get 20% off")
    )
    piece = Piece(
        "Build Your Own Home Server for Under £300",
        "2012-08-14T18:00:00+01:00",
        "August 14, 2012",
        """
If your family's photos live on one laptop's hard drive, this post is for you. In a weekend and for less than £300 you can have a quiet little box under the stairs that stores everything, streams films to the TV and backs up every computer in the house.

<h3>The hardware</h3><ul><li>HP ProLiant MicroServer N40L (£130 after the cashback)</li><li>2 &times; 2TB Western Digital Green drives (£140)</li><li>A spare 4GB stick of RAM</li><li>A USB stick for the installer</li></ul>

I installed Ubuntu Server 12.04 LTS, set the two drives up as a mirror with mdadm, and shared the folders with Samba so the Windows laptops see them as a normal network drive. The whole install, with coffee breaks, took about three hours.

In the next post I'll cover backing up the server itself, because RAID is not a backup. Questions? Ask below and I'll answer as many as I can.
""",
        cats=("Home Server", "Tutorials"),
        tags=("ubuntu", "microserver", "samba", "raid"),
        count=14,
    )
    style = (
        "#wrapper{width:960px;margin:0 auto;background:#fff}.col-full{padding:0 20px;overflow:hidden}#top{background:#2c3e50}#top .nav{list-style:none;margin:0;padding:4px 0}#top .nav li{display:inline;margin-right:10px}"
        "#top a{color:#ddd;font-size:11px}#logo{padding:22px 0}#logo a{font:bold 34px Arial;color:#2c3e50;text-decoration:none}.site-description{display:block;color:#888}"
        "#main-nav{list-style:none;margin:0;padding:0;background:#ecf0f1;overflow:hidden}#main-nav li{float:left}#main-nav a{display:block;padding:8px 14px}"
        "#main{float:left;width:620px;padding:20px 0}#sidebar{float:right;width:280px;padding:20px 0}.commentlist{list-style:none;padding:0}.commentlist li{border-top:1px solid #eee;padding:10px 0}"
        ".commentlist .children{list-style:none;margin-left:46px}.comment-head .date{font-size:11px;color:#999}.perma{float:right;font-size:11px}.bypostauthor>.comment-container{background:#eef2f6}"
        "pre{background:#272822;color:#f8f8f2;padding:8px}"
    )
    return case(
        "cf-woo-long-thread",
        "discussion",
        "bytewise",
        piece,
        Bits(
            inside=share_counts("bytewise") + as_seen("Lifehacker,The Register,Linux Format"),
            after=after,
            side=side,
            style=style,
        ),
        ns,
        path="/2012/08/build-your-own-home-server-for-under-300/",
        container="div#comments: h3 '14 Responses to “…”', ol.commentlist > li.comment.depth-N#li-comment-<n> > div.comment-container (div.avatar, div.comment-head: span.name a, span.date, span.perma '#N'; div.comment-entry > p/ul/pre; div.reply 'Reply Quote'), replies in ul.children, four levels",
        heading="14 Responses to “Build Your Own Home Server for Under £300”",
        description="A home-server blog of 2012 on a WooThemes-like theme: 14 comments four levels deep (8 replies, four by the blogger, highlighted), numbered '#1'…'#14' on the right, 'Reply' and 'Quote' links; long comments with a bulleted list, a shell command in a pre, a link to the reader's own post; a one-word '+1' from a name like a site's; a bio box, related posts, social counters, an opt-in, popular posts with counts, Top Commenters with counts, Recent Comments of this and other posts (names and titles), a hosting banner, As seen on. Most awkward: the widgets of commenters' names beside a long thread, a '+1' and a code block as comment texts.",
        lookalikes=("Top Commenters widget", "Recent Comments widget", "popular posts with counts"),
    )


def big_cf() -> list[Case]:
    return [woo_bytewise()]

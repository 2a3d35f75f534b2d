"""Blind set ev: four blog discussions of 2006-2010 as their sites served them: an English home-server blog on
WordPress 2.8 (threaded, pingbacks among the comments, CommentLuv, a comment awaiting moderation), a German knitting
blog on Blogger (the classic "hat gesagt…" list, a removed comment, signatures, "Links zu diesem Post" apart), a
French gardening blog on Typepad (trackbacks listed apart above the comments, "Rédigé par") and a Spanish
self-made PHP blog of 2006 (numbered comments in a table, "Citar" quotes of other comments). Every site, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ev_common import Case, esc, grav, kids, make, page, rich, smiley, talk

# --------------------------------------------------------------------------- en: WordPress 2.8, threaded, 2009

# what WordPress 2.8's comment-reply.js does, shortened: move the form under the comment answered
COMMENT_REPLY_JS = """addComment = {
  moveForm: function (commId, parentId, respondId, postId) {
    var comm = document.getElementById(commId), respond = document.getElementById(respondId),
      cancel = document.getElementById('cancel-comment-reply-link'), parent = document.getElementById('comment_parent');
    if (!comm || !respond || !cancel || !parent) return;
    comm.parentNode.insertBefore(respond, comm.nextSibling);
    parent.value = parentId; cancel.style.display = '';
    cancel.onclick = function () { parent.value = '0'; cancel.style.display = 'none'; return false; };
    return false;
  }
};
"""


def en_rsync() -> Case:
    cs = talk("""
Greg Tanner @ June 14, 2009 at 9:12 pm ~ 2009-06-14T21:12:00-05:00 :: Nice writeup. One thing I'd add: put --delete behind a dry run the first few nights. I wiped half a share once because I had the trailing slash on the wrong side. // {code} rsync -avn --delete /srv/photos/ nas:/backup/photos/ | rsync -av --delete /srv/photos/ nas:/backup/photos/ // The first line shows you what would go, the second actually does it.
>Mike Osterberg @ June 14, 2009 at 9:40 pm ~ 2009-06-14T21:40:00-05:00 :: Good point Greg, the trailing slash thing has bitten me too. I'll add a note about -n to the post tomorrow.
>>Greg Tanner @ June 14, 2009 at 10:02 pm ~ 2009-06-14T22:02:00-05:00 :: Cheers. Also worth logging to a file so you can see what the cron job did while you were asleep :)
sandra_k @ June 15, 2009 at 7:55 am ~ 2009-06-15T07:55:00-05:00 :: Does this work if the NAS only does SMB? Mine is one of those cheap ones with no SSH at all :(
>Mike Osterberg @ June 15, 2009 at 8:30 am ~ 2009-06-15T08:30:00-05:00 :: Sandra, you can mount the share with cifs and rsync to the mount point, it just won't be as quick. Some of those boxes get SSH with an alternative firmware, but check your model first.
>>sandra_k @ June 15, 2009 at 12:18 pm ~ 2009-06-15T12:18:00-05:00 :: Mounted it with cifs like you said and the first run is going now. Thanks!
!Weekend reading, volume 23 « Bitrot Blues @ June 15, 2009 at 8:03 am ~ 2009-06-15T08:03:00-05:00 :: [...] Tinkering at the Bench has a no-nonsense walkthrough of nightly rsync backups to a cheap NAS. No fancy tools, just cron and a shell script [...]
Dave R. @ June 15, 2009 at 1:47 pm ~ 2009-06-15T13:47:00-05:00 :: > Backups you never test are just hopes with a file size. // Printing this out and taping it above my desk. I have not once tried to restore anything from my backup drive in three years.
Lisa Fenwick @ June 15, 2009 at 6:20 pm ~ 2009-06-15T18:20:00-05:00 :: What I ended up doing after reading this: * rsync nightly at 2 am * a weekly copy to a USB drive that lives at my sister's place * a monthly test restore of one random folder // The third one is the one I'll forget, I know it.
>Mike Osterberg @ June 15, 2009 at 7:05 pm ~ 2009-06-15T19:05:00-05:00 :: Lisa, put the test restore in your calendar as a recurring event. Works for me about 80% of the time ;)
Pete Kowalski @ June 16, 2009 at 10:31 am ~ 2009-06-16T10:31:00-05:00 :: Why not just use Time Machine or one of the hosted services? Seems like a lot of fiddling.
>Greg Tanner @ June 16, 2009 at 11:02 am ~ 2009-06-16T11:02:00-05:00 :: Not everyone is on a Mac, and 300 GB of photos over a home DSL upload takes weeks. Local first, offsite second.
!Backups for the rest of us | homelab notes @ June 16, 2009 at 4:15 pm ~ 2009-06-16T16:15:00-05:00 :: [...] Mike at Tinkering at the Bench says it better than I could, so just go read his rsync post and come back when you're done [...]
Tomas @ June 17, 2009 at 8:48 am ~ 2009-06-17T08:48:00-05:00 :: Hardlinked snapshots with --link-dest are worth a follow-up post. Keeps a week of versions for barely any extra space. I wrote up my script here: [link-dest rotation script](http://tomas-tinkers.example.net/2009/05/link-dest/)
Jen @ June 17, 2009 at 11:26 pm ~ 2009-06-17T23:26:00-05:00 :: Set this up tonight on my old Ubuntu box. First run took almost four hours, second one took six minutes. Magic.
""")
    site = "/2009/06/nightly-rsync-backups-to-a-cheap-nas/"
    face, sfile = smiley("smile", "/wp-includes/images/smilies/icon_smile.svg", ":)")
    wink, wfile = smiley("wink", "/wp-includes/images/smilies/icon_wink.svg", ";)")
    sad, dfile = smiley("sad", "/wp-includes/images/smilies/icon_sad.svg", ":(")
    faces = {":)": face, ";)": wink, ":(": sad}
    urls = {
        "Greg Tanner": "http://gregtanner.example.com/",
        "Mike Osterberg": "http://tinkeringbench.example.com/",
        "Lisa Fenwick": "http://lisafenwick.example.org/blog/",
        "Tomas": "http://tomas-tinkers.example.net/",
        "Weekend reading, volume 23 « Bitrot Blues": "http://bitrotblues.example.com/2009/06/weekend-reading-23/",
        "Backups for the rest of us | homelab notes": "http://homelabnotes.example.org/backups-for-the-rest-of-us/",
    }
    luv = {
        0: (
            "Greg Tanner",
            "Moving the homelab into a half-height rack",
            "http://gregtanner.example.com/2009/06/half-rack/",
        ),
        8: (
            "Lisa Fenwick",
            "Ten years of photos, finally sorted",
            "http://lisafenwick.example.org/blog/2009/06/photos-sorted/",
        ),
    }
    # Jen's comment (the last) is awaiting moderation: the page was saved by its writer's browser
    moderation = {len(cs) - 1}
    k = kids(cs)
    number = {i: n + 1 for n, i in enumerate(k[None])}
    alt = [0]

    def li(i: int, depth: int) -> str:
        c = cs[i]
        cid = 412 + i * 3
        alt[0] += 1
        parity = "odd alt" if alt[0] % 2 == 0 else "even"
        kind = "comment" if c.real else "pingback"
        extra = " byuser comment-author-mike bypostauthor" if c.who == "Mike Osterberg" else ""
        thread = f" thread-{'even' if number.get(i, 1) % 2 else 'odd'}" if depth == 1 else ""
        name = esc(c.who)
        if c.who in urls:
            name = f"<a href='{urls[c.who]}' rel='external nofollow' class='url'>{name}</a>"
        avatar = (
            f"<img alt='' src='{grav(c.who)}' class='avatar avatar-40 photo' height='40' width='40' />"
            if c.real
            else ""
        )
        num = (
            f'<span class="comment-num"><a href="#comment-{cid}">#{number[i]}</a></span>'
            if i in number
            else ""
        )
        mod = "<em>Your comment is awaiting moderation.</em><br />" if i in moderation else ""
        cluv = ""
        if i in luv:
            who, title, href = luv[i]
            cluv = f'<span class="cluv">{esc(who)} recently posted: <a class="cluv-link" href="{href}" rel="nofollow">{esc(title)}</a></span>'
        body = rich(c.body, faces) if c.real else f"<p>{esc(c.body)}</p>"
        reply = (
            f"<div class=\"reply\"><a rel='nofollow' class='comment-reply-link' href='{site}?replytocom={cid}#respond' "
            f'onclick=\'return addComment.moveForm("div-comment-{cid}", "{cid}", "respond", "187")\'>Reply</a></div>'
            if c.real and depth < 3
            else ""
        )
        sub = ""
        if k.get(i):
            sub = "\n<ul class='children'>\n" + "".join(li(j, depth + 1) for j in k[i]) + "</ul>\n"
        return (
            f'<li class="{kind} {parity}{thread} depth-{depth}{extra}" id="comment-{cid}">\n'
            f'<div id="div-comment-{cid}" class="comment-body">{num}\n'
            f'<div class="comment-author vcard">\n{avatar}\n<cite class="fn">{name}</cite> <span class="says">says:</span></div>\n'
            f"{mod}\n"
            f'<div class="comment-meta commentmetadata"><a href="{site}#comment-{cid}">{esc(c.at)}</a></div>\n'
            f"{body}\n{cluv}\n{reply}\n</div>{sub}\n</li>\n"
        )

    items = "".join(li(i, 1) for i in k[None])
    recent = "".join(
        f'<li class="recentcomments"><a href="{href}" rel="external nofollow" class="url">{esc(who)}</a> on <a href="{post}">{esc(title)}</a></li>'
        for who, href, post, title in (
            (
                "Tomas",
                "http://tomas-tinkers.example.net/",
                site + "#comment-451",
                "Nightly rsync backups to a cheap NAS, the boring way",
            ),
            (
                "Ben H.",
                "#",
                "/2009/05/flashing-the-wrt54gl/#comment-398",
                "Flashing the old WRT54GL one more time",
            ),
            (
                "Mike Osterberg",
                "http://tinkeringbench.example.com/",
                "/2009/05/flashing-the-wrt54gl/#comment-396",
                "Flashing the old WRT54GL one more time",
            ),
            (
                "Carla",
                "#",
                "/2009/04/silent-fan-swap/#comment-371",
                "Swapping the fans for silent ones: worth it?",
            ),
            (
                "Greg Tanner",
                "http://gregtanner.example.com/",
                "/2009/04/silent-fan-swap/#comment-366",
                "Swapping the fans for silent ones: worth it?",
            ),
        )
    )
    css = """body{background:#e9e6df;font:13px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333;margin:0}
#page{width:900px;margin:0 auto;background:#fff;border:1px solid #d4d0c8}
#header{background:#3b4a3a;padding:28px 30px;color:#fff}#header h1{margin:0;font:bold 30px Georgia,serif}#header h1 a{color:#fff;text-decoration:none}
#header .description{color:#c8d4b8;font-style:italic}#nav{background:#2a3529;padding:6px 30px}#nav a{color:#e0e8d0;margin-right:14px;text-decoration:none}
#content{float:left;width:580px;padding:20px 30px}#sidebar{float:right;width:230px;padding:20px 20px 20px 0;font-size:12px}
#sidebar h2{font:bold 13px Georgia;border-bottom:1px solid #ccc;color:#3b4a3a}#sidebar ul{list-style:none;margin:0;padding:0}#sidebar li{margin:4px 0}
.post h2{font:bold 22px Georgia,serif;margin:0}.post h2 a{color:#3b4a3a;text-decoration:none}.postmeta{color:#888;font-size:11px}
pre{background:#f4f4f0;border:1px solid #ddd;padding:8px;overflow:auto;font:12px Monaco,monospace}
blockquote{border-left:3px solid #b8c4a8;margin:8px 0;padding:2px 12px;color:#555;font-style:italic}
#comments{font:bold 16px Georgia;margin-top:30px}ol.commentlist{list-style:none;margin:0;padding:0}
ol.commentlist li{margin:0 0 10px}ol.commentlist li .comment-body{border:1px solid #e4e2da;background:#faf9f5;padding:10px 12px;position:relative}
ol.commentlist li.bypostauthor > .comment-body{background:#eef3e6;border-color:#b8c4a8}
ol.commentlist li.pingback .comment-body{background:#fff;border-style:dashed;font-size:11px}
ol.commentlist ul.children{list-style:none;margin:10px 0 0 30px;padding:0}.avatar{float:left;margin:0 10px 4px 0;border:1px solid #ccc}
.comment-num{position:absolute;right:10px;top:8px;font:bold 16px Georgia}.comment-num a{color:#b8c4a8;text-decoration:none}
.commentmetadata{font-size:11px}.commentmetadata a{color:#888}.says{color:#888}.reply{text-align:right;font-size:11px}
.cluv{display:block;clear:both;font-size:11px;color:#777;border-top:1px dotted #ccc;margin-top:6px;padding-top:3px}
#respond h3{font:bold 16px Georgia}#commentform input[type=text]{width:220px}#commentform textarea{width:100%}
#footer{clear:both;background:#3b4a3a;color:#c8d4b8;padding:14px 30px;font-size:11px}#footer a{color:#fff}
.wp-smiley{vertical-align:middle;border:none}"""
    body = f"""<div id="page">
<div id="header"><h1><a href="/">Tinkering at the Bench</a></h1><div class="description">Home servers, old routers and other things that hum in the closet</div></div>
<div id="nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/archives/">Archives</a> <a href="/projects/">Projects</a> <a href="/feed/">RSS</a></div>
<div id="content">
<div class="post-187 post hentry category-backups tag-cron tag-nas tag-rsync" id="post-187">
<h2><a href="{site}" rel="bookmark" title="Permanent Link to Nightly rsync backups to a cheap NAS, the boring way">Nightly rsync backups to a cheap NAS, the boring way</a></h2>
<div class="postmeta">June 14th, 2009 by Mike Osterberg · Filed under <a href="/category/backups/" rel="category tag">Backups</a></div>
<div class="entry">
<p>Every few months somebody asks me what fancy backup software I run on the home server. The honest answer is: none. A shell script, rsync and cron, pointed at a $150 NAS in the hall closet.</p>
<p>Here is the whole thing. The script lives in <code>/usr/local/bin/nightly-backup</code> and cron runs it at 2 am:</p>
<pre><code>#!/bin/sh
rsync -a --delete /srv/photos/ nas:/backup/photos/ &gt;&gt; /var/log/nightly-backup.log 2&gt;&amp;1
rsync -a --delete /home/ nas:/backup/home/ &gt;&gt; /var/log/nightly-backup.log 2&gt;&amp;1</code></pre>
<p>That is it. No database, no web interface, nothing to upgrade. When the NAS dies I can plug its disk into any Linux box and read the files.</p>
<p>The part people skip is the boring part: once a month, pick a folder at random and restore it somewhere else. Backups you never test are just hopes with a file size.</p>
<p>Next time: keeping a week of versions without buying a bigger disk.</p>
</div>
<p class="postmetadata">Tags: <a href="/tag/cron/" rel="tag">cron</a>, <a href="/tag/nas/" rel="tag">nas</a>, <a href="/tag/rsync/" rel="tag">rsync</a><br />This entry was posted on Sunday, June 14th, 2009 at 8:05 pm and is filed under <a href="/category/backups/">Backups</a>. You can follow any responses to this entry through the <a href="{site}feed/">RSS 2.0</a> feed. You can <a href="#respond">leave a response</a>, or <a href="{site}trackback/" rel="trackback">trackback</a> from your own site.</p>
</div>
<h3 id="comments">15 Responses to &#8220;Nightly rsync backups to a cheap NAS, the boring way&#8221;</h3>
<ol class="commentlist">
{items}</ol>
<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>
<div id="respond">
<h3>Leave a Reply</h3>
<div id="cancel-comment-reply"><small><a rel="nofollow" id="cancel-comment-reply-link" href="{site}#respond" style="display:none;">Click here to cancel reply.</a></small></div>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Name (required)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>Mail (will not be published) (required)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Website</small></label></p>
<p><small><strong>XHTML:</strong> You can use these tags: <code>&lt;a href=&quot;&quot; title=&quot;&quot;&gt; &lt;abbr title=&quot;&quot;&gt; &lt;b&gt; &lt;blockquote cite=&quot;&quot;&gt; &lt;code&gt; &lt;em&gt; &lt;strong&gt;</code></small></p>
<p><textarea name="comment" id="comment" cols="58" rows="10" tabindex="4"></textarea></p>
<p><input type="checkbox" name="cluv" id="cluv" value="1" checked="checked" /> <label for="cluv">CommentLuv: show my last blog post</label></p>
<p><input type="checkbox" name="subscribe" id="subscribe" value="subscribe" style="width:auto;" /> <label for="subscribe">Notify me of followup comments via e-mail</label></p>
<p><a href="/?wp-subscription-manager=1&amp;srp=187&amp;sra=s">Subscribe without commenting</a></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Submit Comment" />
<input type="hidden" name="comment_post_ID" value="187" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
</form></div>
</div>
<div id="sidebar">
<h2>About</h2><p>I'm Mike. I fix computers for a living and break them for fun. Lincoln, Nebraska.</p>
<h2>Search</h2><form method="get" id="searchform" action="/"><input type="text" name="s" id="s" size="18" /><input type="submit" value="Go" /></form>
<h2>Recent Posts</h2><ul><li><a href="{site}">Nightly rsync backups to a cheap NAS, the boring way</a></li><li><a href="/2009/05/flashing-the-wrt54gl/">Flashing the old WRT54GL one more time</a></li><li><a href="/2009/04/silent-fan-swap/">Swapping the fans for silent ones: worth it?</a></li><li><a href="/2009/04/ups-for-the-closet/">A UPS for the closet</a></li></ul>
<h2>Recent Comments</h2><ul id="recentcomments">{recent}</ul>
<h2>Categories</h2><ul><li><a href="/category/backups/">Backups</a> (7)</li><li><a href="/category/networking/">Networking</a> (12)</li><li><a href="/category/hardware/">Hardware</a> (19)</li><li><a href="/category/linux/">Linux</a> (23)</li></ul>
<h2>Blogroll</h2><ul><li><a href="http://bitrotblues.example.com/">Bitrot Blues</a></li><li><a href="http://homelabnotes.example.org/">homelab notes</a></li><li><a href="http://gregtanner.example.com/">Greg's rack</a></li></ul>
<h2>Meta</h2><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="http://wordpress.org/" title="Powered by WordPress, state-of-the-art semantic personal publishing platform.">WordPress.org</a></li></ul>
</div>
<div id="footer">Tinkering at the Bench is proudly powered by <a href="http://wordpress.org/">WordPress</a> · <a href="/feed/">Entries (RSS)</a> and <a href="/comments/feed/">Comments (RSS)</a>.</div>
</div>
<script type='text/javascript' src='/wp-includes/js/comment-reply.js?ver=20090102'></script>"""
    head = (
        '<meta name="generator" content="WordPress 2.8" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="Tinkering at the Bench &raquo; Nightly rsync backups to a cheap NAS, the boring way Comments Feed" href="{site}feed/" />\n'
        '<link rel="pingback" href="/xmlrpc.php" />'
    )
    return make(
        "ev-en-wp-rsync-nas",
        "discussion",
        "en",
        page(
            body,
            title="Nightly rsync backups to a cheap NAS, the boring way « Tinkering at the Bench",
            lang="en-US",
            css=css,
            head=head,
        ),
        cs,
        path=site,
        container="h3#comments '15 Responses to …' then ol.commentlist > li.comment.depth-N (div.comment-body: span.comment-num '#N', div.comment-author.vcard > img.avatar + cite.fn (a.url) + span.says, div.commentmetadata, p, span.cluv, div.reply), replies in ul.children; two li.pingback among them",
        heading="15 Responses to “Nightly rsync backups to a cheap NAS, the boring way”",
        description="An American home-server blog on WordPress 2.8 (June 2009), a Kubrick-era two-column theme: 13 readers' comments threaded three deep with gravatars, commenters' websites, thread numbers, the author's answers (bypostauthor), a code block, a quote of the post, a list, a link and smilies, CommentLuv's 'NAME recently posted: TITLE' under two, the last 'awaiting moderation'; two pingbacks among the comments; a 'Recent Comments' sidebar widget and the form's 'Notify me of followup comments' box.",
        files=dict((sfile, wfile, dfile)) | {"/wp-includes/js/comment-reply.js": COMMENT_REPLY_JS},
        faces=faces,
    )


# --------------------------------------------------------------------------- de: Blogger classic, 2010


def de_socken() -> Case:
    cs = talk("""
Heike @ 9. Februar 2010 15:22 ~ 2010-02-09T15:22:00+01:00 :: Oh, die Käppchenferse! Die stricke ich seit Jahren, aber so gut erklärt habe ich sie noch nirgends gesehen. Das Foto mit den Markierern ist Gold wert.
Anonym @ 9. Februar 2010 17:05 ~ 2010-02-09T17:05:00+01:00 :: Bei mir entstehen an den Seiten der Ferse immer kleine Löcher. Was mache ich falsch?
Maschenwerk-Anke @ 9. Februar 2010 18:40 ~ 2010-02-09T18:40:00+01:00 :: @Anonym: Die Löcher kommen fast immer an der Stelle, wo du die Maschen für den Fuß wieder aufnimmst. Nimm dort einfach eine Masche mehr auf und stricke sie in der nächsten Runde mit ihrer Nachbarin zusammen.
Sabine aus Bremen @ 9. Februar 2010 21:13 ~ 2010-02-09T21:13:00+01:00 :: Endlich mal jemand, der die Maschenzahlen für Größe 38 bis 44 aufschreibt! Ich habe mir die Tabelle ausgedruckt und in mein Strickheft geklebt.
!Lotte @ 10. Februar 2010 08:02 ~ 2010-02-10T08:02:00+01:00 :: Dieser Kommentar wurde vom Autor entfernt.
Lotte @ 10. Februar 2010 08:05 ~ 2010-02-10T08:05:00+01:00 :: Ich nochmal, mit dem richtigen Link diesmal: Meine ersten Socken nach deiner Anleitung sind [hier auf meinem Blog](http://lottes-wollkorb.example.blogspot.com/2010/02/erste-socken.html) zu sehen. Die Ferse sitzt perfekt!
Birgit @ 10. Februar 2010 12:47 ~ 2010-02-10T12:47:00+01:00 :: Welche Wolle hast du für das graue Paar genommen? Sie sieht so schön fest aus.
Maschenwerk-Anke @ 10. Februar 2010 19:30 ~ 2010-02-10T19:30:00+01:00 :: @Birgit: Das ist eine ganz normale 4-fädige Sockenwolle mit 75 % Schurwolle und 25 % Polyamid, Nadelstärke 2,5. @Lotte: Wunderschön geworden, das Grün gefällt mir!
Ulla @ 11. Februar 2010 09:18 ~ 2010-02-11T09:18:00+01:00 :: Ich stricke die Ferse lieber als Bumerangferse, da muss ich nichts aufnehmen. Aber für Anfänger ist deine Variante sicher leichter zu verstehen.
""")
    site = "/2010/02/socken-nach-ma-die-ferse-mit-kappchen.html"
    sigs = {
        0: '--<br />Heike | <a href="http://heikes-nadelspiel.example.blogspot.com/" rel="nofollow">Heikes Nadelspiel</a>',
        3: "--<br />Sabine<br /><i>Wer strickt, sündigt nicht.</i>",
        8: "Ulla<br />~~~ www.ullas-maschen.example.de ~~~",
    }
    profiles = {
        "Heike": "http://www.blogger.com/profile/04411827365520931873",
        "Maschenwerk-Anke": "http://www.blogger.com/profile/17730092284610055102",
        "Sabine aus Bremen": "http://www.blogger.com/profile/09288116450327749913",
        "Lotte": "http://www.blogger.com/profile/13305938812064477220",
        "Birgit": "http://www.blogger.com/profile/02217748396650182291",
        "Ulla": "http://www.blogger.com/profile/11928475560318827746",
    }
    rows = []
    for i, c in enumerate(cs):
        cid = 4711000 + i * 137
        author = (
            f'<a href="{profiles[c.who]}" rel="nofollow">{esc(c.who)}</a>'
            if c.who in profiles
            else esc(c.who)
        )
        cls = "comment-author blog-author" if c.who == "Maschenwerk-Anke" else "comment-author"
        img = (
            f'<img src="{grav(c.who, "blogger")}" width="35" height="35" alt="" title="{esc(c.who)}" />'
            if c.who in profiles
            else '<img src="/_avatar/blogger/img/anon36.svg" width="35" height="35" alt="" title="Anonym" />'
        )
        if c.real:
            text = rich(c.body, mode="br")
            if i in sigs:
                text += "<br /><br />" + sigs[i]
            body = f"<p>{text}</p>"
        else:
            body = f'<span class="deleted-comment">{esc(c.body)}</span>'
        rows.append(
            f'<dt class="{cls}" id="c{cid}">\n<div class="avatar-image-container vcard"><span dir="ltr"><a href="{profiles.get(c.who, "#")}">{img}</a></span></div>\n'
            f'<a name="c{cid}"></a>\n{author} hat gesagt…\n</dt>\n'
            f'<dd class="comment-body" id="Blog1_cmt-{cid}">\n{body}\n</dd>\n'
            f'<dd class="comment-footer">\n<span class="comment-timestamp">\n<a href="{site}?showComment=1265{cid}#c{cid}" title="comment permalink">\n{esc(c.at)}\n</a>\n'
            f'<span class="item-control blog-admin pid-1528840361"><a class="comment-delete" href="http://www.blogger.com/delete-comment.g?blogID=7788&amp;postID={cid}" title="Kommentar löschen">'
            '<img src="/_avatar/blogger/img/icon_delete13.svg" alt="" /></a></span>\n</span>\n</dd>\n'
        )
    css = """body{background:#f3ece4;margin:0;color:#4a3b32;font:normal normal 100% Georgia,Serif;font-size:small}
a:link{color:#a0522d;text-decoration:none}a:visited{color:#8b6b5a}a:hover{text-decoration:underline}
#outer-wrapper{width:820px;margin:0 auto;background:#fffaf5;padding:10px;text-align:left;border:1px solid #e0d2c4}
#header{margin:5px;border:1px solid #e0d2c4;text-align:center;color:#8b4513}#header h1{margin:5px 5px 0;padding:15px 20px .25em;font:normal normal 240% Georgia,Serif}
#header .description{margin:0 5px 5px;padding:0 20px 15px;font:italic 90% Georgia}
#main-wrapper{width:530px;float:left}#sidebar-wrapper{width:250px;float:right;font-size:90%}
h2.date-header{margin:1.5em 0 .5em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;letter-spacing:.2em;color:#999}
.post h3{margin:.25em 0 0;padding:0 0 4px;font-size:140%;font-weight:normal;line-height:1.4em;color:#8b4513}
.post-footer{margin:.75em 0;color:#999;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em}
#comments h4{margin:1em 0;font-weight:bold;line-height:1.4em;letter-spacing:.2em;color:#999}
#comments-block{margin:1em 0 1.5em;line-height:1.6em}#comments-block .comment-author{margin:.5em 0}
#comments-block .comment-body{margin:.25em 0 0}#comments-block .comment-footer{margin:-.25em 0 2em;line-height:1.4em;letter-spacing:.1em}
#comments-block .comment-body p{margin:0 0 .75em}.deleted-comment{font-style:italic;color:gray}
.avatar-image-container{float:left;margin-right:8px}.avatar-comment-indent{margin-left:45px}
dt.blog-author{background:#f5e6d6}.item-control{display:none}
#backlinks-container dl dt{font-weight:bold}.sidebar h2{font:normal normal 78% 'Trebuchet MS';letter-spacing:.2em;color:#999;text-transform:uppercase}
.sidebar ul{list-style:none;margin:0;padding:0}.sidebar li{padding:.25em 0;border-bottom:1px dotted #e0d2c4}
#footer{clear:both;text-align:center;color:#999;font-size:85%;padding-top:20px}"""
    comment_rows = "".join(rows)
    body = f"""<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><iframe src="about:blank" height="30px" width="100%" frameborder="0" scrolling="no" title="Navbar" id="navbar-iframe"></iframe></div></div>
<div id="outer-wrapper"><div id="wrap2">
<div id="header-wrapper"><div class="header section" id="header"><div class="widget Header" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">Maschenwerk</a></h1></div><div class="descriptionwrapper"><p class="description"><span>Socken, Schals und was sonst noch von meinen Nadeln fällt. Aus dem Münsterland.</span></p></div></div></div></div></div>
<div id="content-wrapper">
<div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">
<h2 class="date-header"><span>Dienstag, 9. Februar 2010</span></h2>
<div class="post-outer"><div class="post hentry">
<a name="1528840361"></a>
<h3 class="post-title entry-title">Socken nach Maß: die Ferse mit Käppchen</h3>
<div class="post-header"></div>
<div class="post-body entry-content">
Wie versprochen kommt heute der zweite Teil meiner Sockenanleitung: die Käppchenferse. Sie ist die Ferse, mit der die meisten von uns angefangen haben, und sie sitzt einfach gut.<br /><br />
Für Größe 38/39 stricke ich mit 64 Maschen. Die Fersenwand strickt ihr über die Hälfte der Maschen, also 32, und zwar so viele Reihen, wie ihr Maschen auf der Nadel habt, bis sie etwa 5 cm hoch ist.<br /><br />
Dann kommt das Käppchen: Die Maschen werden in drei Teile geteilt, bei 32 Maschen sind das 11, 10 und 11. Über das mittlere Drittel werden die Seitenmaschen nach und nach abgenommen, bis nur noch die 10 Mittelmaschen übrig sind.<br /><br />
Zum Schluss nehmt ihr an beiden Seiten der Fersenwand die Randmaschen wieder auf und strickt in Runden weiter. Die Zwickelabnahmen kommen im nächsten Teil!<br /><br />
<b>Maschenzahlen</b><br />Größe 36/37: 60 Maschen · Größe 38/39: 64 Maschen · Größe 40/41: 68 Maschen · Größe 42/43: 72 Maschen · Größe 44/45: 76 Maschen
<div style="clear: both;"></div>
</div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Eingestellt von <span class="fn">Maschenwerk-Anke</span></span> <span class="post-timestamp">um <a class="timestamp-link" href="{site}" rel="bookmark" title="permanent link"><abbr class="published" title="2010-02-09T14:10:00+01:00">14:10</abbr></a></span> <span class="post-comment-link"></span> <span class="post-icons"><span class="item-action"><a href="http://www.blogger.com/email-post.g?blogID=7788&amp;postID=1528840361" title="Post per E-Mail senden"><img alt="" class="icon-action" height="13" src="/_avatar/blogger/img/icon18_email.svg" width="18" /></a></span></span></div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/Anleitung" rel="tag">Anleitung</a>, <a href="/search/label/Socken" rel="tag">Socken</a></span></div></div>
</div>
<div class="comments" id="comments">
<a name="comments"></a>
<h4>9 Kommentare:</h4>
<div id="Blog1_comments-block-wrapper">
<dl class="avatar-comment-indent" id="comments-block">
{comment_rows}</dl>
</div>
<p class="comment-footer"><a href="http://www.blogger.com/comment.g?blogID=7788&amp;postID=1528840361" onclick="">Kommentar veröffentlichen</a></p>
<div id="backlinks-container"><div id="Blog1_backlinks-container"><a name="links"></a><h4>Links zu diesem Post:</h4>
<dl class="comment-block" id="comment-block">
<dt class="comment-title"><span class="comment-toggler">&nbsp;</span><a href="http://lottes-wollkorb.example.blogspot.com/2010/02/erste-socken.html" rel="nofollow">Meine ersten Socken!</a></dt>
<dd class="comment-body collapsed">Nach der wunderbaren Anleitung von Anke (Maschenwerk) habe ich mich endlich an die Ferse getraut ...</dd>
<dd class="comment-footer collapsed">Eingestellt von Lotte um <span class="post-timestamp">10. Februar 2010 07:58</span></dd>
<dt class="comment-title"><span class="comment-toggler">&nbsp;</span><a href="http://fadenreich.example.wordpress.com/2010/02/11/linkliste-kw-6/" rel="nofollow">Linkliste KW 6</a></dt>
<dd class="comment-body collapsed">... bei Maschenwerk gibt es eine sehr klare Anleitung für die Käppchenferse mit Maschentabelle ...</dd>
<dd class="comment-footer collapsed">Eingestellt von Fadenreich um <span class="post-timestamp">11. Februar 2010 20:15</span></dd>
</dl>
<p class="comment-footer"><a class="comment-link" href="http://www.blogger.com/blog-this.g" id="Blog1_backlinks-create-link" target="_blank">Link erstellen</a></p>
</div></div>
</div>
</div></div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2010/02/zwickel-und-spitze.html" title="Neuerer Post">Neuerer Post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2010/02/socken-nach-ma-der-schaft.html" title="Älterer Post">Älterer Post</a></span> <a class="home-link" href="/">Startseite</a></div>
<div class="post-feeds"><div class="feed-links">Abonnieren <a class="feed-link" href="/feeds/1528840361/comments/default" target="_blank" type="application/atom+xml">Kommentare zum Post (Atom)</a></div></div>
</div></div></div>
<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">
<div class="widget Profile" id="Profile1"><h2>Über mich</h2><div class="widget-content"><a href="http://www.blogger.com/profile/17730092284610055102"><img alt="Mein Bild" class="profile-img" height="80" src="{grav("Maschenwerk-Anke", "blogger")}" width="60" /></a><dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link" href="http://www.blogger.com/profile/17730092284610055102">Maschenwerk-Anke</a></dt><dd class="profile-textblock">Strickt seit 30 Jahren, bloggt seit zwei. Mag Sockenwolle lieber als Schokolade (fast).</dd></dl><a class="profile-link" href="http://www.blogger.com/profile/17730092284610055102">Mein vollständiges Profil anzeigen</a></div></div>
<div class="widget Followers" id="Followers1"><h2 class="title">Follower</h2><div class="widget-content"><p>Follower (87)</p></div></div>
<div class="widget BlogList" id="BlogList1"><h2 class="title">Meine Blogliste</h2><div class="widget-content"><div class="blog-list-container" id="BlogList1_container"><ul id="BlogList1_blogs">
<li><div class="blog-content"><div class="blog-title"><a href="http://lottes-wollkorb.example.blogspot.com/" target="_blank">Lottes Wollkorb</a></div><div class="item-content"><span class="item-title"><a href="http://lottes-wollkorb.example.blogspot.com/2010/02/erste-socken.html" target="_blank">Meine ersten Socken!</a></span></div><div class="item-time">vor 1 Tag</div></div></li>
<li><div class="blog-content"><div class="blog-title"><a href="http://fadenreich.example.wordpress.com/" target="_blank">Fadenreich</a></div><div class="item-content"><span class="item-title"><a href="http://fadenreich.example.wordpress.com/2010/02/11/linkliste-kw-6/" target="_blank">Linkliste KW 6</a></span></div><div class="item-time">vor 3 Stunden</div></div></li>
<li><div class="blog-content"><div class="blog-title"><a href="http://heikes-nadelspiel.example.blogspot.com/" target="_blank">Heikes Nadelspiel</a></div><div class="item-content"><span class="item-title"><a href="http://heikes-nadelspiel.example.blogspot.com/2010/02/mutzen.html" target="_blank">Mützen für den Basar</a></span></div><div class="item-time">vor 4 Tagen</div></div></li>
</ul></div></div></div>
<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog-Archiv</h2><div class="widget-content"><ul class="hierarchy"><li class="archivedate expanded">▼ <a class="post-count-link" href="/2010/">2010</a> <span class="post-count" dir="ltr">(9)</span><ul class="hierarchy"><li class="archivedate expanded">▼ <a class="post-count-link" href="/2010/02/">Februar</a> <span class="post-count" dir="ltr">(4)</span></li><li class="archivedate collapsed">► <a class="post-count-link" href="/2010/01/">Januar</a> <span class="post-count" dir="ltr">(5)</span></li></ul></li><li class="archivedate collapsed">► <a class="post-count-link" href="/2009/">2009</a> <span class="post-count" dir="ltr">(41)</span></li></ul></div></div>
<div class="widget Label" id="Label1"><h2>Labels</h2><div class="widget-content"><ul><li><a dir="ltr" href="/search/label/Anleitung">Anleitung</a> <span dir="ltr">(12)</span></li><li><a dir="ltr" href="/search/label/Socken">Socken</a> <span dir="ltr">(18)</span></li><li><a dir="ltr" href="/search/label/Wolle">Wolle</a> <span dir="ltr">(9)</span></li></ul></div></div>
</div></div>
<div style="clear: both;"></div>
</div>
<div id="footer-wrapper"><div class="footer section" id="footer"><div class="widget Attribution" id="Attribution1"><div class="widget-content" style="text-align:center">Powered by <a href="http://www.blogger.com" target="_blank">Blogger</a>.</div></div></div></div>
</div></div>"""
    head = (
        '<meta name="generator" content="Blogger" />\n'
        '<link rel="alternate" type="application/atom+xml" title="Maschenwerk - Atom" href="/feeds/posts/default" />\n'
        '<link rel="service.post" type="application/atom+xml" title="Maschenwerk - Atom" href="http://www.blogger.com/feeds/7788/posts/default" />'
    )
    return make(
        "ev-de-blogger-socken",
        "discussion",
        "de",
        page(
            body, title="Maschenwerk: Socken nach Maß: die Ferse mit Käppchen", lang="de", css=css, head=head
        ),
        cs,
        path=site,
        container="div#comments under h4 '9 Kommentare:': dl#comments-block > dt.comment-author (div.avatar-image-container, a name, profile link 'NAME hat gesagt…'; dt.blog-author for the owner) + dd.comment-body > p (paragraphs by <br /><br />, signatures after) + dd.comment-footer (span.comment-timestamp a); a removed entry's span.deleted-comment; 'Links zu diesem Post' in its own dl after the form link",
        heading="9 Kommentare:",
        description="A German knitting blog on Blogger (February 2010) with a classic template: 8 readers' comments, flat, in the 'NAME hat gesagt…' definition list with profile pictures, the blog owner's two answers marked dt.blog-author, 'Anonym', signatures under three comments, a link; a comment removed by its author ('Dieser Kommentar wurde vom Autor entfernt.'); two backlinks under 'Links zu diesem Post:' apart; sidebar profile, followers, a blog list with 'vor N Tagen' times, archive, labels.",
    )


# --------------------------------------------------------------------------- fr: Typepad, 2007


def fr_tomates() -> Case:
    cs = talk("""
Mireille @ le 12 mars 2007 à 14:02 ~ 2007-03-12T14:02:00+01:00 :: Merci Claire pour ce calendrier, je l'imprime tout de suite ! Chez moi dans la Drôme je sème d'habitude une semaine plus tôt que vous, mais je vais essayer les godets en papier journal cette année.
Jean-Paul (Touraine) @ le 12 mars 2007 à 18:35 ~ 2007-03-12T18:35:00+01:00 :: Vous écrivez qu'il ne faut pas repiquer avant les saints de glace. Chez nous on dit plutôt fin mai, et l'an dernier j'ai encore eu de la gelée le 20 mai. La prudence n'est jamais de trop.
Claire @ le 12 mars 2007 à 21:10 ~ 2007-03-12T21:10:00+01:00 :: Jean-Paul, vous avez tout à fait raison, les saints de glace ne sont qu'un repère. Je regarde surtout la météo de la semaine et je garde toujours un voile d'hivernage sous la main.
Nathalie @ le 13 mars 2007 à 09:48 ~ 2007-03-13T09:48:00+01:00 :: Cette année je tente trois variétés anciennes, toutes trouvées au troc de graines de mon village : * Cœur de bœuf * Noire de Crimée * Green Zebra // Quelqu'un les a déjà essayées en godets ?
Claire @ le 13 mars 2007 à 12:20 ~ 2007-03-13T12:20:00+01:00 :: Nathalie, la Noire de Crimée pousse très bien en godet, elle est juste un peu plus lente au démarrage. Pour la Cœur de bœuf, prévoyez un bon tuteur !
Étienne @ le 14 mars 2007 à 20:17 ~ 2007-03-14T20:17:00+01:00 :: Petite astuce de mon grand-père : enterrer le pied des plants jusqu'aux premières feuilles au moment du repiquage. Ils font des racines tout le long de la tige et résistent mieux à la sécheresse.
Marie-Ange @ le 15 mars 2007 à 08:31 ~ 2007-03-15T08:31:00+01:00 :: Je découvre votre blog grâce au lien de Jardin de poche. Quelle belle photo de semis ! J'ai commencé les miens dimanche sur le rebord de la fenêtre de la cuisine, on verra bien.
""")
    site = "/le_potager_de_claire/2007/03/semer_les_tomat.html"
    urls = {
        "Mireille": "http://mireille-drome.example.typepad.fr/",
        "Nathalie": "http://jardindenath.example.canalblog.com/",
        "Claire": "http://potagerdeclaire.example.typepad.fr/",
        "Marie-Ange": "http://www.example.fr/marieange/",
    }
    rows = []
    for i, c in enumerate(cs):
        tid = f"6a00d8341c5a2b53ef00d8352b{0x3E0153 + i * 17:07x}ef"
        who = f'<a href="{urls[c.who]}" rel="nofollow">{esc(c.who)}</a>' if c.who in urls else esc(c.who)
        cls = "comment comment-owner" if c.who == "Claire" else "comment"
        rows.append(
            f'<a id="c{tid}"></a>\n<div class="{cls}" id="comment-{tid}">\n'
            f'<div class="comment-content">\n{rich(c.body)}\n</div>\n'
            f'<p class="comment-footer">\nRédigé par :\n{who} |\n<a href="{site}#comment-{tid}">{esc(c.at)}</a>\n</p>\n</div>\n'
        )
    readers = "".join(
        f'<a href="http://www.mybloglog.com/buzz/members/{n.lower()}/" title="{n}"><img src="{grav(n, "mybloglog")}" width="48" height="48" alt="{n}" /></a><span class="mbl-name">{n}</span><span class="mbl-when">{w}</span>'
        for n, w in (
            ("Mireille26", "il y a 2 h"),
            ("jpgaulier", "il y a 5 h"),
            ("nath_jardin", "hier"),
            ("AngeMarie", "hier"),
            ("petitpois", "il y a 3 jours"),
        )
    )
    css = """body{margin:0;padding:0;background:#eef2e4;font-family:Verdana,sans-serif;font-size:small;color:#333}
a{color:#5a7a2a}#container{width:780px;margin:0 auto;background:#fff;border:1px solid #cdd6b5}
#banner{background:#6b8e23;padding:30px 20px;color:#fff}#banner h1{font:bold 28px 'Trebuchet MS',sans-serif;margin:0}#banner h1 a{color:#fff;text-decoration:none}#banner h2{font:normal 13px Verdana;margin:4px 0 0}
#pagebody{overflow:hidden}#alpha{float:left;width:520px;padding:15px 20px}#beta{float:right;width:200px;padding:15px 10px;font-size:x-small}
.date-header{font-weight:bold;color:#888;text-transform:uppercase;font-size:x-small}.entry-header{font:bold 18px 'Trebuchet MS';color:#4a6a1a}
.entry-footer{font-size:x-small;color:#777;border-top:1px dotted #cdd6b5;padding-top:4px}
.trackbacks-header,.comments-header,.comments-open-header{font:bold 14px 'Trebuchet MS';color:#4a6a1a;border-bottom:1px solid #cdd6b5;margin-top:24px}
.trackback,.comment{margin:12px 0;padding:0 0 8px;border-bottom:1px dotted #cdd6b5}.trackback-footer,.comment-footer{font-size:x-small;color:#777;margin:4px 0 0}
.comment-owner{background:#f4f8e8;padding:6px}.module{margin-bottom:16px}.module h2{font:bold 12px 'Trebuchet MS';color:#6b8e23;text-transform:uppercase}
.module-mybloglog a img{display:block;margin-top:4px}.mbl-name{display:block;font-weight:bold}.mbl-when{display:block;color:#999}
#footer{clear:both;font-size:x-small;color:#888;text-align:center;padding:10px}"""
    comment_rows = "".join(rows)
    body = f"""<div id="container"><div id="container-inner" class="pkg">
<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="/le_potager_de_claire/" accesskey="1">Le Potager de Claire</a></h1><h2 id="banner-description">Un jardin de 200 m² en Touraine, des légumes, des fleurs et beaucoup de limaces</h2></div></div>
<div id="pagebody"><div id="pagebody-inner" class="pkg">
<div id="alpha"><div id="alpha-inner" class="pkg">
<h2 class="date-header">lundi 12 mars 2007</h2>
<div class="entry-category-semis entry-author-claire entry-type-post" id="entry-28473920">
<h3 class="entry-header">Semer les tomates en godets : mon calendrier</h3>
<div class="entry-content"><div class="entry-body">
<p>Chaque année c'est la même impatience : dès les premiers rayons de mars, j'ai envie de tout semer. Pour les tomates, je me force à attendre la mi-mars, sinon les plants filent avant de pouvoir sortir.</p>
<p>Je sème deux graines par godet, dans un mélange de terreau et de sable, et je garde le plus beau plant. Les godets restent au chaud près de la fenêtre de la véranda, à 20 °C environ.</p>
<p>Au bout de trois à quatre semaines, je rempote dans des pots plus grands. Puis on attend patiemment les saints de glace avant de repiquer en pleine terre, en enterrant bien la tige.</p>
<p>Voici mon calendrier pour cette année : semis le 15 mars, rempotage vers le 10 avril, repiquage après le 15 mai si la météo le permet.</p>
</div></div>
<p class="entry-footer"><span class="post-footers">12 mars 2007 dans <a href="/le_potager_de_claire/semis/">Semis</a> | </span> <span class="separator">|</span> <a class="permalink" href="{site}">Lien permanent</a></p>
</div>
<div class="trackbacks">
<a id="trackback"></a>
<h3 class="trackbacks-header">TrackBack</h3>
<div class="trackbacks-info"><p>URL TrackBack de cette note :<br />http://www.typepad.com/t/trackback/1048577/16442107</p><p>Voici la liste des liens vers les sites qui référencent <a href="{site}">Semer les tomates en godets : mon calendrier</a> :</p></div>
<div class="trackbacks-content">
<div class="trackback" id="trackback-6a00d8341c5a2b53ef00d83521f0a153ef"><div class="trackback-content"><p><strong>» <a href="http://jardindepoche.example.over-blog.com/article-5871203.html">Tomates : cette année je suis le calendrier de Claire</a></strong> de Jardin de poche<br />Cette année j'ai décidé de suivre le calendrier proposé par Claire sur son potager. Semis le 15, rempotage en avril... <a href="http://jardindepoche.example.over-blog.com/article-5871203.html">Lire la suite</a></p></div><p class="trackback-footer">Notifié le 14 mars 2007 à 09:12</p></div>
<div class="trackback" id="trackback-6a00d8341c5a2b53ef00d83521f0c753ef"><div class="trackback-content"><p><strong>» <a href="http://lesmainsverts.example.hautetfort.com/archive/2007/03/16/revue-du-web.html">Revue du web jardinier n°11</a></strong> de Les mains vertes<br />Au programme cette semaine : les semis de tomates en godets chez Claire, une serre en bouteilles plastique... <a href="http://lesmainsverts.example.hautetfort.com/archive/2007/03/16/revue-du-web.html">Lire la suite</a></p></div><p class="trackback-footer">Notifié le 16 mars 2007 à 18:40</p></div>
</div></div>
<div class="comments">
<a id="comments"></a>
<h3 class="comments-header">Commentaires</h3>
<div class="comments-info"><p><a href="/le_potager_de_claire/2007/03/semer_les_tomat/comments/atom.xml"><img src="/_avatar/typepad/feed-icon16x16.svg" alt="Flux" width="16" height="16" /></a> Vous pouvez suivre cette conversation en vous abonnant au <a href="/le_potager_de_claire/2007/03/semer_les_tomat/comments/atom.xml">flux des commentaires</a> de cette note.</p></div>
<div class="comments-content">
{comment_rows}</div>
</div>
<form id="comment-form" method="post" action="http://www.typepad.com/t/comments"><a id="comment-post"></a>
<h2 class="comments-open-header">Vos commentaires</h2>
<div class="comments-open-content"><p class="comments-open-moderated">Les commentaires sont modérés. Ils n'apparaîtront pas tant que l'auteur ne les aura pas approuvés.</p>
<p><label for="comment-author">Nom :</label><br /><input id="comment-author" name="author" size="30" /></p>
<p><label for="comment-email">Adresse email :</label><br /><input id="comment-email" name="email" size="30" /></p>
<p><label for="comment-url">URL :</label><br /><input id="comment-url" name="url" size="30" /></p>
<p><label for="comment-text">Commentaire :</label><br /><textarea id="comment-text" name="text" rows="10" cols="50"></textarea></p>
<p><input type="checkbox" id="comment-notify" name="notify" value="1" /> <label for="comment-notify">M'avertir par email des nouveaux commentaires sur cette note</label></p>
<input type="submit" name="preview" value="&nbsp;Aperçu&nbsp;" /> <input type="submit" name="post" value="&nbsp;Envoyer&nbsp;" /></div></form>
</div></div>
<div id="beta"><div id="beta-inner" class="pkg">
<div class="module-about module"><h2 class="module-header">À propos</h2><div class="module-content"><p>Claire, 52 ans, jardine à Chinon depuis quinze ans. <a href="/le_potager_de_claire/about.html">Mon profil</a></p></div></div>
<div class="module-categories module"><h2 class="module-header">Catégories</h2><div class="module-content"><ul class="module-list"><li class="module-list-item"><a href="/le_potager_de_claire/semis/">Semis</a></li><li class="module-list-item"><a href="/le_potager_de_claire/recoltes/">Récoltes</a></li><li class="module-list-item"><a href="/le_potager_de_claire/fleurs/">Fleurs</a></li><li class="module-list-item"><a href="/le_potager_de_claire/recettes/">Recettes du potager</a></li></ul></div></div>
<div class="module-mybloglog module"><h2 class="module-header">Lecteurs récents</h2><div class="module-content">{readers}<p><a href="http://www.mybloglog.com/">MyBlogLog</a></p></div></div>
<div class="module-archives module"><h2 class="module-header">Archives</h2><div class="module-content"><ul class="module-list"><li class="module-list-item"><a href="/le_potager_de_claire/2007/03/index.html">mars 2007</a></li><li class="module-list-item"><a href="/le_potager_de_claire/2007/02/index.html">février 2007</a></li><li class="module-list-item"><a href="/le_potager_de_claire/2007/01/index.html">janvier 2007</a></li></ul></div></div>
<div class="module-powered module"><div class="module-content">Blog propulsé par <a href="http://www.typepad.com/">TypePad</a></div></div>
</div></div>
</div></div>
<div id="footer">© Le Potager de Claire</div>
</div></div>"""
    head = (
        '<meta name="generator" content="http://www.typepad.com/" />\n'
        '<link rel="alternate" type="application/atom+xml" title="Atom" href="/le_potager_de_claire/atom.xml" />\n'
        f'<!--\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/" xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
        f'<rdf:Description rdf:about="{site}" trackback:ping="http://www.typepad.com/t/trackback/1048577/16442107" dc:title="Semer les tomates en godets : mon calendrier" dc:identifier="{site}" dc:subject="Semis" dc:creator="Claire" dc:date="2007-03-12T10:15:00+01:00" />\n</rdf:RDF>\n-->'
    )
    return make(
        "ev-fr-typepad-tomates",
        "discussion",
        "fr",
        page(
            body,
            title="Le Potager de Claire: Semer les tomates en godets : mon calendrier",
            lang="fr",
            css=css,
            head=head,
        ),
        cs,
        path=site,
        container="div.comments under h3 'Commentaires': div.comments-content > (a#c…, div.comment > div.comment-content > p…, p.comment-footer 'Rédigé par : NAME | le … à …'); the owner's answers div.comment.comment-owner; div.trackbacks with two trackbacks ('» TITLE de BLOG', 'Notifié le …') above",
        heading="Commentaires",
        description="A French gardening blog on Typepad (March 2007): 7 readers' comments, flat, the name and time after the text ('Rédigé par : NAME | le 12 mars 2007 à 14:02'), commenters' websites, the owner's two answers, a list of varieties; two trackbacks listed apart above under 'TrackBack' with 'Notifié le'; a moderated comment form with 'M'avertir par email des nouveaux commentaires'; a MyBlogLog 'Lecteurs récents' box with avatars, names and times in the sidebar.",
    )


# --------------------------------------------------------------------------- es: a self-made PHP blog, 2006


def es_viaverde() -> Case:
    cs = talk("""
Lourdes @ 22/05/2006 - 19:41 ~ 2006-05-22T19:41:00+02:00 :: ¡Qué envidia de ruta! La hicimos el año pasado en sentido contrario, desde Jaén, y el tramo de los viaductos es espectacular. :)
Antonio M. @ 22/05/2006 - 21:15 ~ 2006-05-22T21:15:00+02:00 :: Una pregunta: ¿los túneles tienen luz o hace falta llevar linterna? Voy con mis hijos de 9 y 11 años y no quiero sustos.
Paco @ 22/05/2006 - 22:02 ~ 2006-05-22T22:02:00+02:00 :: > ¿los túneles tienen luz o hace falta llevar linterna? // Antonio, la mayoría tienen luz con sensor de movimiento, pero el más largo estaba a oscuras cuando pasamos. Llevad una luz delantera en la bici y no tendréis problema. Con niños de esa edad la ruta es perfecta.
Rafa_ciclista @ 23/05/2006 - 08:30 ~ 2006-05-23T08:30:00+02:00 :: Muy buena crónica Paco. Añado un consejo: en verano no salgáis después de las 11, que entre olivos no hay ni una sombra y el calor es tremendo.
Maite @ 23/05/2006 - 10:12 ~ 2006-05-23T10:12:00+02:00 :: Las fotos de la estación de Luque son preciosas. ¿Qué cámara usas?
Paco @ 23/05/2006 - 13:47 ~ 2006-05-23T13:47:00+02:00 :: Gracias Maite :D Es una compacta sencilla, una Canon de 5 megapíxeles. El mérito es de la luz de la tarde, no mío.
Juan Carlos @ 23/05/2006 - 18:20 ~ 2006-05-23T18:20:00+02:00 :: Para los que vengan de fuera: * en Cabra hay alquiler de bicis junto a la antigua estación * en Luque se puede comer bien por 8 euros * el agua hay que llevarla, las fuentes del camino estaban secas
Lourdes @ 23/05/2006 - 20:05 ~ 2006-05-23T20:05:00+02:00 :: > en Cabra hay alquiler de bicis junto a la antigua estación // Confirmo, y te dejan también sillitas para los peques. Nosotros pagamos 10 euros por bici y día.
Sergio @ 24/05/2006 - 09:55 ~ 2006-05-24T09:55:00+02:00 :: He enlazado tu crónica en el foro de [Ciclismo Andaluz](http://foro.ciclismoandaluz.example.es/viewtopic.php?t=4412) y espero que no te importe. Ya hay gente preguntando por la ruta.
Paco @ 24/05/2006 - 12:30 ~ 2006-05-24T12:30:00+02:00 :: Para nada Sergio, ¡al revés, muchas gracias! ;)
Eva @ 25/05/2006 - 17:08 ~ 2006-05-25T17:08:00+02:00 :: ¿Sabéis si se puede hacer en patines? Tengo unos en línea y me apetece probar algún tramo llano.
""")
    site = "/blog/index.php?id=137"
    base = "/blog/img/smilies/"
    s1, f1 = smiley("smile", base + "sonrisa.svg", ":)", "smiley")
    s2, f2 = smiley("biggrin", base + "risa.svg", ":D", "smiley")
    s3, f3 = smiley("wink", base + "guino.svg", ";)", "smiley")
    faces = {":)": s1, ":D": s2, ";)": s3}
    quoted = {2: "Antonio M.", 7: "Juan Carlos"}
    webs = {
        "Rafa_ciclista": "http://rafaciclista.example.blogspot.com",
        "Sergio": "http://www.ciclismoandaluz.example.es",
        "Lourdes": "http://lourdesviaja.example.com",
    }
    rows = []
    for i, c in enumerate(cs):
        n = i + 1
        body = rich(c.body, faces, quote='div class="cita"')
        if i in quoted:
            body = body.replace(
                '<div class="cita">',
                f'<div class="cita"><div class="cita-autor">{esc(quoted[i])} escribió:</div>',
                1,
            )
        who = (
            f'<a href="{webs[c.who]}" target="_blank">{esc(c.who)}</a>'
            if c.who in webs
            else f"<b>{esc(c.who)}</b>"
        )
        own = ' <span class="autor">(autor)</span>' if c.who == "Paco" else ""
        cls = "comentario propio" if c.who == "Paco" else "comentario"
        rows.append(
            f'<a name="c{n}"></a>\n<table class="{cls}" width="100%" cellspacing="0" cellpadding="4">\n'
            f'<tr><td class="cab" width="40"><span class="num">#{n}</span></td><td class="cab">Escrito por {who}{own} el {esc(c.at)}</td></tr>\n'
            f'<tr><td class="izq">&nbsp;</td><td class="texto">{body}</td></tr>\n'
            f'<tr><td class="izq">&nbsp;</td><td class="pie"><a href="{site}&amp;citar={n}#formulario">Citar</a> | <a href="{site}&amp;resp={n}#formulario">Responder</a></td></tr>\n</table>\n'
        )
    css = """body{background:#d9cbb0;margin:0;font-family:Tahoma,Verdana,Arial;font-size:12px;color:#333}
#todo{width:800px;margin:10px auto;background:#fff;border:2px solid #8b6b3d}
#cabecera{background:#8b6b3d;color:#fff;height:90px}#cabecera h1{margin:0;padding:22px 20px 0;font:bold 30px 'Trebuchet MS'}#cabecera span{padding-left:20px;font-style:italic}
td.menu{background:#f3ecdc;vertical-align:top;font-size:11px;border-right:1px solid #d9cbb0}td.menu h3{background:#8b6b3d;color:#fff;font-size:11px;margin:0;padding:3px 6px}
td.menu ul{margin:4px 0 10px 18px;padding:0}td.principal{vertical-align:top;padding:10px 16px}
.titular{font:bold 20px 'Trebuchet MS';color:#8b4513}.fecha{color:#999;font-size:11px}
.comentario{border:1px solid #d9cbb0;margin:8px 0}.comentario td.cab{background:#f3ecdc;font-size:11px;color:#666}.comentario.propio td.cab{background:#e6d3ad}
.num{font:bold 14px Georgia;color:#8b6b3d}.texto{font-size:12px}.texto p{margin:0 0 6px}td.pie{text-align:right;font-size:10px}td.izq{width:40px}
.cita{background:#f8f8f0;border:1px dashed #c9b98f;padding:4px 8px;margin:4px 0;font-style:italic}.cita-autor{font-weight:bold;font-style:normal;font-size:11px}
.autor{color:#b22;font-weight:bold}#formulario{background:#f3ecdc;padding:8px;border:1px solid #d9cbb0}
#pie{background:#8b6b3d;color:#f3ecdc;text-align:center;font-size:10px;padding:6px}"""
    comment_rows = "".join(rows)
    body = f"""<div id="todo">
<div id="cabecera"><h1>El rincón de Paco</h1><span>Bicis, fotos y caminos de la Subbética</span></div>
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
<td class="menu" width="170">
<h3>Menú</h3><ul><li><a href="/blog/">Inicio</a></li><li><a href="/blog/archivo.php">Archivo</a></li><li><a href="/blog/fotos/">Fotos</a></li><li><a href="/blog/contacto.php">Contacto</a></li><li><a href="/blog/rss.php">RSS</a></li></ul>
<h3>Categorías</h3><ul><li><a href="/blog/index.php?cat=1">Rutas</a> (23)</li><li><a href="/blog/index.php?cat=2">Fotografía</a> (11)</li><li><a href="/blog/index.php?cat=3">Mecánica</a> (6)</li><li><a href="/blog/index.php?cat=4">Varios</a> (14)</li></ul>
<h3>Enlaces</h3><ul><li><a href="http://www.ciclismoandaluz.example.es">Ciclismo Andaluz</a></li><li><a href="http://rafaciclista.example.blogspot.com">Rafa ciclista</a></li><li><a href="http://lourdesviaja.example.com">Lourdes viaja</a></li></ul>
<h3>Contador</h3><p style="padding:0 6px">Visitas: <b>18.342</b><br />Usuarios en línea: 3</p>
</td>
<td class="principal">
<div class="titular">Ruta en bici por la Vía Verde del Aceite</div>
<div class="fecha">Publicado el lunes, 22 de mayo de 2006 a las 17:20 | Categoría: <a href="/blog/index.php?cat=1">Rutas</a> | 11 comentarios</div>
<p>El sábado por fin hicimos la Vía Verde del Aceite, desde la antigua estación de Cabra hasta Luque. Son unos 25 kilómetros de ida por el antiguo trazado del tren, casi sin cuestas, entre olivos hasta donde alcanza la vista.</p>
<p>Lo mejor son los viaductos de hierro, restaurados hace poco, y los túneles. Lo peor, el sol: salimos a las diez y a la una ya no se podía estar.</p>
<p>La vuelta la hicimos por el mismo camino. En total, cinco horas con paradas para fotos y un almuerzo en Luque. Os dejo unas cuantas fotos en la galería.</p>
<p><img src="/_avatar/blog/fotos/viaverde-viaducto.svg" width="400" height="260" alt="Viaducto de la Vía Verde" /></p>
<hr />
<h2>Comentarios (11)</h2>
{comment_rows}
<a name="formulario"></a>
<div id="formulario"><b>Deja tu comentario</b>
<form method="post" action="/blog/comentar.php">
<table><tr><td>Nombre:</td><td><input type="text" name="nombre" size="30" /></td></tr>
<tr><td>Email:</td><td><input type="text" name="email" size="30" /> (no se publicará)</td></tr>
<tr><td>Web:</td><td><input type="text" name="web" size="30" value="http://" /></td></tr>
<tr><td valign="top">Comentario:</td><td><textarea name="texto" cols="50" rows="7"></textarea></td></tr>
<tr><td></td><td><input type="checkbox" name="aviso" value="1" /> Suscribirse a los comentarios (recibir un aviso por email cuando haya nuevos comentarios)</td></tr>
<tr><td></td><td>Código: <img src="/_avatar/blog/captcha.svg" width="60" height="20" alt="" /> <input type="text" name="codigo" size="5" /></td></tr>
<tr><td></td><td><input type="submit" value="Enviar" /></td></tr></table>
</form></div>
</td></tr></table>
<div id="pie">El rincón de Paco © 2004-2006 · Hecho a mano con PHP y MySQL · Optimizado para 1024x768</div>
</div>"""
    return make(
        "ev-es-php-viaverde",
        "discussion",
        "es",
        page(body, title="El rincón de Paco :: Ruta en bici por la Vía Verde del Aceite", lang="es", css=css),
        cs,
        path="/blog/ruta-via-verde-del-aceite.html",
        container="h2 'Comentarios (11)' in a layout table's cell, then one table.comentario per comment: a header row (span.num '#N', 'Escrito por NAME (autor) el DD/MM/AAAA - HH:MM'), the text row (td.texto, quotes in div.cita with 'NAME escribió:'), a 'Citar | Responder' row",
        heading="Comentarios (11)",
        description="A Spanish cycling blog written by its owner in PHP (May 2006), a fixed-width layout table with a left menu, categories, links and a visit counter: 11 numbered comments in one table each, the owner's three answers marked '(autor)', two quotes of an earlier comment ('NAME escribió:') and one of a question, a list, a link, smilies as images, 'Citar | Responder' links; a comment form with 'Suscribirse a los comentarios' and a captcha.",
        files=dict((f1, f2, f3)),
        faces=faces,
    )


def threads_ev() -> list[Case]:
    return [en_rsync(), de_socken(), fr_tomates(), es_viaverde()]

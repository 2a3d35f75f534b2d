"""Blind set ed: one mixed page as a Wayback-style web archive replays it: an American food blog on a Movable Type-like
system of 2009 (captured 2010) whose five readers' comments sit beside the sidebar's "Recent Comments" on other posts
and a printed list of the blogger's tweets. Only the post's own discussion is truth. Every name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ed_common import Capture, Case, archive, esc, make, paras, talk


def en_pierogi() -> Case:
    cs = talk("""
Dorota in Hamtramck @ October 19, 2009 9:12 AM :: My babcia always added a spoon of sour cream to the dough, never water only. Softer and it doesn't tear when you pinch them shut.
Kevin M. @ October 19, 2009 11:47 AM :: Made these last night with the farmer cheese from the Eastern Market. Froze half on a sheet pan like you said and they didn't stick together at all. Thank you!
Jen @ October 19, 2009 2:03 PM :: Can you use a pasta machine for the dough or does it get too thin? My rolling pin skills are not great.
Maggie @ October 19, 2009 4:30 PM :: Jen, I roll it on the 4th setting of mine and it works fine. Just flour it more than you would for pasta.
Stan Wojcik @ October 20, 2009 7:55 AM :: Brown butter and onions on top, nothing else. Anything more is a crime. Great post.
""")
    recent = [
        ("Pat R.", "Apple cake like Grandma's", "I used Northern Spy apples and it was perfect..."),
        ("lisa_in_ann_arbor", "Apple cake like Grandma's", "Does this freeze well? Asking for Thanksgiving."),
        ("Maggie", "Apple cake like Grandma's", "Lisa, yes, wrap it tight and it keeps a month."),
        ("Tom K.", "Five soups for a cold week", "The white bean one is now on our regular rotation."),
    ]
    tweets = [
        ("about 14 hours ago", "Farmer cheese sold out at the Eastern Market by 10am. Lesson learned."),
        ("1 day ago", "New post: pierogi ruskie, the way my aunt makes them. Freeze them flat!"),
        ("3 days ago", "Testing two apple cake recipes side by side. Kitchen smells amazing."),
    ]
    comments = "".join(
        f'<div class="comment" id="comment-{5521 + i}"><div class="comment-content">{paras(c.body)}</div>'
        f'<p class="comment-footer">Posted by: <span class="comment-author">{esc(c.who)}</span> | '
        f'<a href="http://www.kitchenonkercheval.com/2009/10/pierogi-ruskie.html#comment-{5521 + i}">{esc(c.at)}</a></p></div>'
        for i, c in enumerate(cs)
    )
    rc = "".join(
        f'<li><strong>{esc(who)}</strong> on <a href="http://www.kitchenonkercheval.com/2009/10/apple-cake.html#comments">{esc(post)}</a>: <em>{esc(text)}</em></li>'
        for who, post, text in recent
    )
    tw = "".join(
        f'<li><span class="tweet-text">{esc(t)}</span> <a class="tweet-time" href="http://twitter.com/kerchevalkitchen">{esc(when)}</a></li>'
        for when, t in tweets
    )
    url = "http://www.kitchenonkercheval.com/2009/10/pierogi-ruskie.html"
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" id="sixapart-standard">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="generator" content="Movable Type Pro 4.32-en" />
<link rel="stylesheet" href="http://www.kitchenonkercheval.com/styles.css" type="text/css" />
<link rel="start" href="http://www.kitchenonkercheval.com/" title="Home" />
<link rel="alternate" type="application/atom+xml" title="Recent Entries" href="http://www.kitchenonkercheval.com/atom.xml" />
<script type="text/javascript" src="http://www.kitchenonkercheval.com/mt.js"></script>
<link rel="prev bookmark" href="http://www.kitchenonkercheval.com/2009/10/apple-cake.html" title="Apple cake like Grandma's" />
<title>Pierogi ruskie, my aunt's way - Kitchen on Kercheval</title>
</head>
<body class="mt-entry-archive layout-wt">
<div id="container"><div id="container-inner">
<div id="header"><div id="header-inner"><div id="header-content">
<div id="header-name"><a href="http://www.kitchenonkercheval.com/" accesskey="1">Kitchen on Kercheval</a></div>
<div id="header-description">Home cooking from the east side of Detroit, one family recipe at a time.</div>
</div></div></div>
<div id="content"><div id="content-inner">
<div id="alpha"><div id="alpha-inner">
<div id="entry-318" class="entry-asset asset hentry"><div class="asset-header">
<h1 id="page-title" class="asset-name entry-title">Pierogi ruskie, my aunt's way</h1>
<div class="asset-meta"><span class="byline">By <span class="vcard author">Maggie</span> on <abbr class="published" title="2009-10-18T20:14:33-05:00">October 18, 2009 8:14 PM</abbr></span> <span class="separator">|</span> <a class="permalink" href="http://www.kitchenonkercheval.com/2009/10/pierogi-ruskie.html">Permalink</a></div></div>
<div class="asset-content entry-content"><div class="asset-body">
<p>My aunt Halina makes these every Christmas Eve and every funeral, which tells you something about how our family copes. This is her recipe as close as I could get it by standing next to her with a notebook.</p>
<p><img alt="pierogi-tray.jpg" src="http://www.kitchenonkercheval.com/assets_c/2009/10/pierogi-tray-thumb-450x300-318.jpg" width="450" height="300" class="mt-image-center" /></p>
<p><strong>Dough:</strong> 3 cups flour, 1 egg, a pinch of salt, about a cup of warm water. Knead ten minutes, rest it under a bowl for half an hour.</p>
<p><strong>Filling:</strong> 1 lb potatoes boiled and riced, 8 oz farmer cheese, one big onion fried slowly in butter, lots of black pepper.</p>
<p>Roll thin, cut with a glass, fill, pinch. Boil in batches until they float, then two more minutes. If you want to freeze them, lay them out on a floured sheet pan first so they don't stick.</p>
</div></div>
<div class="asset-footer"><div class="entry-categories"><h4>Categories<span class="delimiter">:</span></h4><ul><li class="entry-category"><a href="http://www.kitchenonkercheval.com/polish/">Polish</a></li><li class="entry-category"><a href="http://www.kitchenonkercheval.com/family-recipes/">Family recipes</a></li></ul></div></div>
</div>
<div id="comments" class="comments"><h2 class="comments-header">5 Comments</h2>
<div class="comments-content">{comments}</div></div>
<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2>
<div class="comments-open-content"><form method="post" action="http://www.kitchenonkercheval.com/cgi-bin/mt/mt-comments.cgi" name="comments_form" id="comments-form">
<input type="hidden" name="static" value="1" /><input type="hidden" name="entry_id" value="318" />
<div id="comments-open-data"><p><label for="comment-author">Name</label><input id="comment-author" name="author" size="30" value="" /></p><p><label for="comment-email">Email Address</label><input id="comment-email" name="email" size="30" value="" /></p><p><label for="comment-url">URL</label><input id="comment-url" name="url" size="30" value="" /></p></div>
<p><label for="comment-text">Comments</label><textarea id="comment-text" name="text" rows="10" cols="50"></textarea></p>
<div id="comments-open-footer" class="comments-open-footer"><input type="submit" accesskey="v" name="preview_button" id="comment-preview" value="Preview" /><input type="submit" accesskey="s" name="post" id="comment-submit" value="Submit" /></div>
</form></div></div>
</div></div>
<div id="beta"><div id="beta-inner">
<div class="widget-about widget"><h3 class="widget-header">About</h3><div class="widget-content"><img src="http://www.kitchenonkercheval.com/maggie-130.jpg" width="130" height="130" alt="Maggie" /><p>I'm Maggie, a nurse and a home cook. My grandparents came to Detroit from Podhale in 1923.</p></div></div>
<div class="widget-recent-comments widget"><h3 class="widget-header">Recent Comments</h3><div class="widget-content"><ul>{rc}</ul></div></div>
<div class="widget-twitter widget"><h3 class="widget-header">On Twitter</h3><div class="widget-content"><ul id="twitter_update_list">{tw}</ul><a href="http://twitter.com/kerchevalkitchen">Follow me on Twitter</a></div></div>
<div class="widget-archive-monthly widget"><h3 class="widget-header">Archives</h3><div class="widget-content"><ul><li><a href="http://www.kitchenonkercheval.com/2009/10/">October 2009</a></li><li><a href="http://www.kitchenonkercheval.com/2009/09/">September 2009</a></li><li><a href="http://www.kitchenonkercheval.com/2009/08/">August 2009</a></li></ul></div></div>
<div class="widget-blogroll widget"><h3 class="widget-header">Friends' kitchens</h3><div class="widget-content"><ul><li><a href="http://www.cornerofmichigan.example/">Corner of Michigan</a></li><li><a href="http://www.saltandstrudel.example/">Salt &amp; Strudel</a></li></ul></div></div>
<div class="widget-powered widget"><div class="widget-content"><a href="http://www.movabletype.com/"><img src="http://www.kitchenonkercheval.com/mt-static/images/bug-pbmt-white.png" alt="Powered by Movable Type 4.32-en" width="120" height="75" /></a></div></div>
</div></div>
</div></div>
<div id="footer"><div id="footer-inner"><div id="footer-content"><div class="widget-powered widget"><div class="widget-content">Kitchen on Kercheval &copy; 2009 Maggie Sokol. Recipes may be shared with a link back.</div></div></div></div></div>
</div></div>
<script type="text/javascript" src="http://twitter.com/javascripts/blogger.js"></script>
<script type="text/javascript" src="http://twitter.com/statuses/user_timeline/kerchevalkitchen.json?callback=twitterCallback2&amp;count=3"></script>
</body>
</html>"""
    css = """body{margin:0;background:#f6efe2;font:14px/1.55 Georgia,serif;color:#3a2f25}#container{width:900px;margin:0 auto;background:#fffaf1;border-left:1px solid #e2d4bb;border-right:1px solid #e2d4bb}
#header{background:#7d2e1c;padding:24px 30px}#header-name a{color:#fff;font:bold 32px Georgia,serif;text-decoration:none}#header-description{color:#f2d6b3;font-style:italic}
#content-inner{overflow:hidden;padding:20px 30px}#alpha{float:left;width:560px}#beta{float:right;width:240px;font-size:13px}.asset-name{font-size:26px;color:#7d2e1c}.asset-meta{font-size:12px;color:#8a7a66}
.mt-image-center{display:block;margin:0 auto;background:#e2d4bb}.entry-categories ul{display:inline;padding:0}.entry-categories li{display:inline;margin-right:8px}
.comments-header{font-size:18px;border-bottom:1px solid #e2d4bb}.comment{border-bottom:1px dotted #e2d4bb;padding:8px 0}.comment-footer{font-size:11px;color:#8a7a66}.comment-author{font-weight:bold}
.widget-header{font-size:14px;color:#7d2e1c;border-bottom:1px solid #e2d4bb}.widget-content ul{padding-left:16px}#footer{background:#3a2f25;color:#e2d4bb;padding:12px 30px;font-size:11px}"""
    cap = Capture(
        url=url,
        ts="20100107154211",
        count=6,
        span=("20091021030847", "20140612001936"),
        months=("20091119221405", "20100218113050"),
        days=("20091119221405", "20100218113050"),
        years=("", "20110304091722"),
        nearby=(
            ("20091021030847", "Alexa Crawls"),
            ("20091119221405", "Alexa Crawls"),
            ("20100107154211", "Alexa Crawls"),
            ("20100218113050", "Alexa Crawls"),
        ),
        collector="Alexa Crawls",
        collector_text="Starting in 1996, a web traffic company donated its crawl data to the archive. Its crawls of the web are added after an embargo period.",
        collection="Alexa Crawls FR",
    )
    out = archive(page, cap, scripts="comment", kept={"http://www.kitchenonkercheval.com/styles.css": css})
    return make(
        "ed-mixed-en-kercheval-pierogi",
        "mixed",
        "en",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="div#comments under '5 Comments' (Movable Type 4): div.comments-content > div.comment (div.comment-content > p, then p.comment-footer 'Posted by: NAME | date link' after the text), flat",
        heading="5 Comments",
        description="An American food blog on Movable Type 4.32 of October 2009 captured in January 2010: 5 flat comments signed after their text ('Posted by: NAME | October 19, 2009 9:12 AM'), beside the sidebar's 'Recent Comments' (four comments on another post: name, post title, excerpt) and a printed 'On Twitter' list of the blogger's three tweets with relative times (the Twitter scripts commented out); the archive's toolbar.",
        lookalikes=("Recent Comments on other posts", "printed tweets", "the archive's nearby captures"),
    )


def mixed_ed() -> list[Case]:
    return [en_pierogi()]

"""Blind set ee: a mixed page: an English local news site of 2018 on a WordPress-like theme, whose report of a council
meeting carries the meeting's public questions (resident, question, the cabinet member's answer) and, below it, a
small readers' discussion. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ee_common import Case, esc, kids, make, page, paras, slug, talk


def en_library() -> Case:
    cs = talk("""
Pauline Marsh @ 19 June 2018 at 8:12 pm ~ 2018-06-19T20:12:00+01:00 :: Cutting Saturday opening is the worst option. That's the only day working families can get there with the kids. Close Monday mornings instead, it's always empty.
>Richard Gosling @ 19 June 2018 at 9:40 pm ~ 2018-06-19T21:40:00+01:00 :: Agree with Pauline. I asked at the meeting whether they'd looked at Monday mornings and got a non-answer, as you can read above.
Dev Chauhan @ 20 June 2018 at 7:05 am ~ 2018-06-20T07:05:00+01:00 :: The Friends of Hollinsford Library are meeting on Thursday at 7pm in the community centre if anyone wants to help with the volunteer rota idea. All welcome, no experience needed.
Lynne @ 20 June 2018 at 12:31 pm ~ 2018-06-20T12:31:00+01:00 :: My mum uses the home library service, she's 89 and hasn't been out of the house since her fall. Nobody has said whether that carries on. // Could the Echo find out please?
""")
    k = kids(cs)
    questions = [
        (
            "Mrs Joan Beddowes, Mill Lane",
            "Will the council publish the number of visitors for each day of the week, so that residents can see why Saturday has been chosen?",
            "Yes. The figures are in appendix B of tonight's report and will be on the council's website by Friday.",
        ),
        (
            "Mr Richard Gosling, Church Street",
            "Was closing on Monday mornings considered instead of Saturdays, and if so, why was it rejected?",
            "All options were looked at by officers and the reasons for the recommendation are set out in the report. I'd be happy to meet Mr Gosling to go through them.",
        ),
        (
            "Ms Tasha Nwosu, Hollinsford",
            "How many library staff will lose their jobs, and will any of them be offered other posts within the council?",
            "No compulsory redundancies are planned. Two vacant posts will not be filled and staff have been offered training for roles in the customer service centre.",
        ),
        (
            "Mr Alan Pryce, Greenside",
            "Could the meeting room at the library be let to community groups on Saturdays if the library itself is closed?",
            "That is a good suggestion and I have asked officers to look at it as part of the consultation.",
        ),
    ]
    qa = "".join(
        f'<div class="public-question"><p class="pq-asker"><strong>{esc(who)}</strong> asked:</p><p class="pq-q">{esc(q)}</p>'
        f'<p class="pq-answerer"><strong>Cllr Martin Yeoman</strong>, cabinet member for communities, replied:</p><p class="pq-a">{esc(a)}</p></div>'
        for who, q, a in questions
    )
    avatars = {0: "pm", 1: "rg", 2: "dc", 3: "ly"}

    def li(i: int, depth: int) -> str:
        c = cs[i]
        kid = ""
        if i in k:
            kid = '<ol class="children">' + "".join(li(j, depth + 1) for j in k[i]) + "</ol>"
        cid = 3120 + i
        parity = "odd alt" if i % 2 == 0 else "even"
        return (
            f'<li id="comment-{cid}" class="comment {parity} thread-{parity.split()[0]} depth-{depth}">'
            f'<article id="div-comment-{cid}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/gravatar-{avatars[i]}.svg" class="avatar avatar-48 photo" height="48" width="48">'
            f'<b class="fn">{esc(c.who)}</b> <span class="says">says:</span></div>'
            f'<div class="comment-metadata"><a href="#comment-{cid}"><time datetime="{c.iso}">{esc(c.at)}</time></a></div></footer>'
            f'<div class="comment-content">{paras(c.body)}</div>'
            f'<div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-{cid}" aria-label="Reply to {esc(c.who)}">Reply</a></div>'
            f"</article>{kid}</li>"
        )

    thread = '<ol class="comment-list">' + "".join(li(i, 1) for i in k[None]) + "</ol>"
    popular = [
        "Bypass roadworks: what the overnight closures mean for you",
        "Hollinsford Town promoted after penalty shoot-out drama",
        "Plans for 120 homes at Greenside farm go on show",
        "Man charged after shed fire in Station Road",
        "Summer fair returns to the Rec with dog show and brass band",
    ]
    ph = "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in popular)
    css = """body{margin:0;background:#fff;font:16px/1.65 "Roboto",Arial,sans-serif;color:#222}a{color:#0066a1}
.top-bar{background:#0f2740;color:#fff;font-size:12px;padding:6px 0}.wrap{max-width:1140px;margin:0 auto;padding:0 15px}
.top-bar .wrap{display:flex;justify-content:space-between}.top-bar a{color:#fff;margin-left:12px}
.site-branding{padding:20px 0}.site-title{font:700 40px "Roboto Slab",Georgia,serif;margin:0}.site-title a{color:#0f2740;text-decoration:none}
.site-description{margin:0;color:#777;font-size:13px}.main-navigation{background:#0066a1}.main-navigation ul{list-style:none;margin:0;padding:0;display:flex}
.main-navigation a{display:block;color:#fff;padding:12px 16px;text-decoration:none;font-weight:500;font-size:14px;text-transform:uppercase}
.ticker{background:#f2f2f2;font-size:13px;padding:6px 0;border-bottom:1px solid #ddd}.ticker b{color:#c00}
.site-content{display:flex;gap:40px;padding:30px 0}.content-area{flex:1;min-width:0}.widget-area{width:300px}
.cat-links a{background:#0066a1;color:#fff;font-size:11px;text-transform:uppercase;padding:2px 8px;text-decoration:none}
.entry-title{font:700 34px/1.2 "Roboto Slab",Georgia,serif;margin:10px 0}.entry-meta{font-size:13px;color:#777}
.post-thumbnail{margin:16px 0}.wp-caption-text{font-size:12px;color:#777}.entry-content p{margin:0 0 1.1em}
.questions-box{background:#f4f7fa;border-left:4px solid #0066a1;padding:16px 20px;margin:24px 0}.questions-box h3{margin:0 0 8px;font:700 18px "Roboto Slab",Georgia,serif}
.public-question{border-top:1px solid #d9e2ea;padding:10px 0}.public-question p{margin:0 0 4px}.pq-q{font-style:italic}.pq-answerer{font-size:14px;color:#555}
.sharedaddy{margin:20px 0;font-size:13px}.sharedaddy a{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:3px 10px;margin-right:4px;text-decoration:none;color:#333}
.post-navigation{display:flex;justify-content:space-between;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:12px 0;font-size:14px;margin:24px 0}
.comments-area{margin-top:30px}.comments-title{font:700 22px "Roboto Slab",Georgia,serif}.comment-list{list-style:none;margin:0;padding:0}
.comment-list .children{list-style:none;margin-left:40px;padding:0}.comment-body{padding:14px 0;border-bottom:1px solid #eee;position:relative}
.comment-author{display:flex;align-items:center;gap:10px}.comment-author .avatar{border-radius:50%}.says{display:none}
.comment-metadata{font-size:12px;margin-left:58px;margin-top:-16px}.comment-metadata a{color:#999;text-decoration:none}
.comment-content{margin-left:58px}.comment-content p{margin:6px 0}.reply{margin-left:58px;font-size:13px}
.comment-respond{margin-top:24px}.comment-form label{display:block;font-size:14px}.comment-form textarea,.comment-form input[type=text],.comment-form input[type=email]{width:100%;padding:6px;border:1px solid #ccc}
.widget{margin-bottom:30px}.widget-title{font:700 16px "Roboto Slab",Georgia,serif;border-bottom:3px solid #0066a1;padding-bottom:6px;text-transform:uppercase}
.widget ol{padding-left:20px;font-size:14px}.widget li{margin-bottom:8px}.ad-slot{background:#eee;height:250px;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center}
.site-footer{background:#0f2740;color:#9fb3c8;font-size:13px;padding:30px 0}.site-footer a{color:#fff}
.gdpr-bar{position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;font-size:13px;padding:12px;text-align:center}.gdpr-bar button{background:#0066a1;color:#fff;border:0;padding:5px 14px;margin-left:8px}"""
    body = f"""<div id="page" class="site">
<div class="top-bar"><div class="wrap"><span>Wednesday, June 20, 2018</span><span><a href="/advertise/">Advertise</a><a href="/contact/">Contact</a><a href="/subscribe/">Get the Echo delivered</a></span></div></div>
<header id="masthead" class="site-header"><div class="wrap site-branding"><p class="site-title"><a href="/" rel="home">Hollinsford Echo</a></p><p class="site-description">News for Hollinsford, Greenside and the Upper Brack valley</p></div>
<nav id="site-navigation" class="main-navigation"><div class="wrap"><ul id="primary-menu" class="menu"><li><a href="/category/news/">News</a></li><li><a href="/category/council/">Council</a></li><li><a href="/category/sport/">Sport</a></li><li><a href="/category/whats-on/">What's On</a></li><li><a href="/category/schools/">Schools</a></li><li><a href="/announcements/">Announcements</a></li></ul></div></nav></header>
<div class="ticker"><div class="wrap"><b>Latest:</b> Greenside Road closed overnight for resurfacing until Friday</div></div>
<div id="content" class="site-content wrap"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-8841" class="post-8841 post type-post status-publish format-standard has-post-thumbnail hentry category-council tag-library">
<header class="entry-header"><span class="cat-links"><a href="/category/council/" rel="category tag">Council</a></span>
<h1 class="entry-title">Library to close on Saturdays under council cost-cutting plan</h1>
<div class="entry-meta"><span class="byline">By <a href="/author/claire-hebden/">Claire Hebden</a></span> · <span class="posted-on"><time class="entry-date published" datetime="2018-06-19T17:45:00+01:00">June 19, 2018</time></span></div></header>
<div class="post-thumbnail"><img src="/_avatar/hollinsford-library.svg" width="740" height="400" alt="Hollinsford Library"><p class="wp-caption-text">Hollinsford Library on Market Street. Picture: Echo</p></div>
<div class="entry-content">
<p>Hollinsford Library will close on Saturdays from October if a plan to save £46,000 a year is approved, councillors heard on Monday night.</p>
<p>The proposal, one of 14 savings in the district council's communities budget, would also cut opening hours on Wednesday afternoons. A six-week public consultation starts next week.</p>
<p>More than 40 residents attended the cabinet meeting at the Town Hall, and four put questions to the cabinet member for communities, Cllr Martin Yeoman. These are the questions and his answers as they appear in the council's published record.</p>
<div class="questions-box"><h3>Questions from the public</h3>{qa}</div>
<p>Cllr Yeoman told the meeting that no decision had been made. "We have to find £1.2 million in this department alone and there are no easy choices left," he said.</p>
<p>The consultation will be online and in the library from June 25. A final decision is due in September.</p>
</div>
<div class="sharedaddy"><span>Share this:</span> <a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Print</a></div>
<footer class="entry-footer"><span class="tags-links">Tagged <a href="/tag/library/" rel="tag">library</a>, <a href="/tag/budget/" rel="tag">budget</a></span></footer>
</article>
<nav class="post-navigation"><a href="/greenside-farm-homes-plan/" rel="prev">← Plans for 120 homes at Greenside farm go on show</a><a href="/bypass-roadworks-overnight-closures/" rel="next">Bypass roadworks: overnight closures →</a></nav>
<div id="comments" class="comments-area"><h2 class="comments-title">4 thoughts on &ldquo;Library to close on Saturdays under council cost-cutting plan&rdquo;</h2>
{thread}
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">Your email address will not be published. Required fields are marked *</p><p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" rows="6"></textarea></p><p class="comment-form-author"><label for="author">Name *</label><input id="author" name="author" type="text"></p><p class="comment-form-email"><label for="email">Email *</label><input id="email" name="email" type="email"></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div>
</div>
</main></div>
<aside id="secondary" class="widget-area"><section class="widget"><div class="ad-slot">Advertisement</div></section>
<section class="widget"><h2 class="widget-title">Most popular</h2><ol>{ph}</ol></section>
<section class="widget"><h2 class="widget-title">Newsletter</h2><p style="font-size:14px">The week's local news every Friday morning.</p><input type="email" placeholder="Your email"> <button type="button">Sign up</button></section>
<section class="widget"><div class="ad-slot">Advertisement</div></section></aside></div>
<footer id="colophon" class="site-footer"><div class="wrap">© 2018 Hollinsford Echo · <a href="/about/">About us</a> · <a href="/privacy-policy/">Privacy policy</a> · <a href="/complaints/">Complaints</a> · Proudly powered by WordPress</div></footer></div>
<div class="gdpr-bar">We've updated our privacy policy to explain how we use cookies and your data under the new GDPR rules. <a href="/privacy-policy/" style="color:#9cf">Read it here</a><button type="button" onclick="this.parentNode.remove()">OK</button></div>"""
    html = page(
        "Library to close on Saturdays under council cost-cutting plan",
        "Hollinsford Echo",
        "en-GB",
        css,
        body,
        published="2018-06-19T17:45:00+01:00",
        author="Claire Hebden",
        body_attrs='class="post-template-default single single-post postid-8841 single-format-standard"',
    )
    return make(
        "ee-mixed-en-public-questions",
        "mixed",
        "en",
        html,
        cs,
        path="/library-to-close-on-saturdays/",
        container="div#comments.comments-area: h2 '4 thoughts on …', ol.comment-list > li.comment > article.comment-body (img.avatar, b.fn NAME, 'says:', time, div.comment-content > p, Reply), the one reply in ol.children inside its parent's li",
        heading="4 thoughts on “Library to close on Saturdays under council cost-cutting plan”",
        description="An English local news site of June 2018 on a WordPress-like theme (top bar, ticker, share bar, post navigation, most popular, newsletter, adverts, a GDPR notice): in the article body 'Questions from the public', four residents' questions to a council meeting (NAME and street, question, the cabinet member's answer); below, 4 readers' comments with one reply.",
        lookalikes=(
            "'Questions from the public': 4 residents (NAME, street, question) each answered by Cllr Martin Yeoman",
        ),
    )


def mixed_ee() -> list[Case]:
    return [en_library()]

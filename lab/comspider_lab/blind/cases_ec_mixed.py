"""Blind set ec: one mixed page as a crawler saved it: an Australian community news site of 2015 on a Bootstrap
theme, whose readers' discussion (Bootstrap media objects, answers nested in the parent's media body, an unclosed
`<p>`) sits beside a "Recent comments" box quoting readers on other stories and a community noticeboard of signed,
dated notices. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ec_common import Case, ent, kids, make, talk


def en_au_pool() -> Case:
    cs = talk("""
Shaz @ 9 October 2015 at 7:52 am :: About time. The kids have been swimming in the creek at the causeway all summer and it's not safe after rain.
>Gavin Moretti @ 9 October 2015 at 8:20 am :: The creek's been fine for a hundred years, Shaz. But yeah, a pool would be good.
Narelle Fitzgerald @ 9 October 2015 at 10:05 am :: $4.2 million for a 25 metre pool in a town of 3,000 people. Who pays to run it after the grant money's gone? Council said the Wirrinya pool loses $180,000 a year.
>Cr Dean Pratt @ 9 October 2015 at 12:41 pm :: Narelle, fair question. The business case has the running costs at about $150,000 a year after entry fees, and that's in next year's budget. It's on the council website under the 6 October meeting papers if anyone wants to read it.
>>Narelle Fitzgerald @ 9 October 2015 at 1:15 pm :: Thanks Dean, I'll have a read.
Old Mate from Yarra Rd @ 9 October 2015 at 3:30 pm :: Will there be a proper shade sail this time? The last one at the showground blew away in the first storm.
Kylie J @ 10 October 2015 at 6:48 am :: My swim club girls have been driving 70km to Wirrinya three times a week for training. This will change everything for them. Thank you to everyone on the pool committee who kept pushing.
""")
    k = kids(cs)

    def media(i: int) -> str:
        c = cs[i]
        sub = "".join(media(j) for j in k.get(i, []))
        paras = "".join(f"<p>{ent(p)}" for p in c.body.split("\n\n"))  # <p> never closed
        return (
            f'<div class="media" id="reply-{3301 + i * 6}"><div class="media-left"><img class="media-object img-circle" src="/_avatar/au{i}.svg" width="48" height="48" alt=""></div>'
            f'<div class="media-body"><h4 class="media-heading">{ent(c.who)} <small>{c.at}</small></h4>{paras}'
            f'<p class="actions"><a href="#respond" class="btn btn-xs btn-default">Reply</a> <a href="#" class="btn btn-xs btn-link">Report</a></p>'
            f"{sub}</div></div>\n"
        )

    recent = [
        (
            "Bev Hollis",
            "Kurrawang Show results 2015",
            "Congratulations to the CWA ladies on the scones, best in years!",
            "8 Oct",
        ),
        ("Jonno", "Roadworks on the Mitchell Hwy", "Stop/go at the bridge was 25 min this arvo.", "8 Oct"),
        (
            "Pam D",
            "Bushfire season: get your plan ready",
            "Our RFS brigade is doing property checks on Sat.",
            "7 Oct",
        ),
        ("Trev", "Kurrawang Show results 2015", "Any photos of the ute muster?", "6 Oct"),
    ]
    notices = [
        (
            "Kurrawang Creek CWA",
            "Street stall outside the IGA, Saturday 17 October from 8 am. Jams, slices and plants.",
            "Posted 8 October 2015",
        ),
        (
            "Kurrawang RFS",
            "Hazard reduction burn on Tullamore Rd, 12-13 October. Expect smoke.",
            "Posted 7 October 2015",
        ),
        (
            "St Columba's Church",
            "Spring fete on 25 October, lunch in the hall. Volunteers welcome.",
            "Posted 5 October 2015",
        ),
    ]
    rc = "".join(
        f'<li class="list-group-item"><strong>{ent(a)}</strong> on <a href="/news/{slug}">{ent(t)}</a><br><em>&ldquo;{ent(x)}&rdquo;</em> <span class="text-muted small">{d}</span></li>'
        for a, t, x, d in recent
        for slug in [t.lower().replace(" ", "-").replace(":", "")]
    )
    nb = "".join(
        f'<div class="panel panel-default notice"><div class="panel-body"><h5>{ent(w)}</h5><p>{ent(x)}</p><p class="text-muted small">{d}</p></div></div>'
        for w, x, d in notices
    )
    quote = "Local swimmers have campaigned for a pool since 2009. The pool committee's president, Joan Tully, said the news was \u201cthe best phone call I've ever had\u201d."
    page = f"""<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kurrawang Creek to get its own pool after $4.2m grant | The Kurrawang Creek Chronicle</title>
<meta property="og:title" content="Kurrawang Creek to get its own pool after $4.2m grant">
<meta property="og:site_name" content="The Kurrawang Creek Chronicle">
<link rel="stylesheet" href="https://maxcdn.bootstrapcdn.example/bootstrap/3.3.5/css/bootstrap.min.css">
<style>
body{{font:15px/1.6 "Open Sans",Arial,sans-serif;background:#f7f4ef}} .container{{max-width:1100px;margin:0 auto;background:#fff;padding:0 15px}}
.row{{overflow:hidden}} .col-md-8{{float:left;width:66%}} .col-md-4{{float:right;width:31%}}
.navbar{{background:#7a3e12;padding:10px}} .navbar a{{color:#fff;margin-right:14px;font-weight:bold}}
.media{{margin-top:15px;overflow:hidden}} .media-left{{float:left;padding-right:10px}} .media-body{{overflow:hidden}} .media-heading small{{color:#999;font-size:12px}}
.list-group{{padding:0;list-style:none}} .list-group-item{{border:1px solid #ddd;margin-bottom:-1px;padding:8px}} .panel{{border:1px solid #ddd;margin-bottom:10px}} .panel-body{{padding:10px}}
.btn-xs{{font-size:11px}} footer{{clear:both;background:#3b2a1e;color:#cbb;padding:16px;font-size:12px}}
.cookie-notice{{background:#222;color:#eee;padding:8px;text-align:center;font-size:12px}}
</style>
</head>
<body>
<div class="cookie-notice">This site uses cookies. By continuing to browse you agree to our use of cookies. <a href="/privacy" style="color:#fc6">Find out more</a></div>
<div class="container">
<header><a href="/"><img src="/_avatar/logo-kcc.svg" width="340" height="70" alt="The Kurrawang Creek Chronicle"></a> <span class="pull-right small">Friday, 9 October 2015 &middot; 27&deg; sunny</span></header>
<nav class="navbar"><a href="/">Home</a><a href="/news">News</a><a href="/sport">Sport</a><a href="/rural">Rural</a><a href="/whats-on">What's On</a><a href="/noticeboard">Noticeboard</a><a href="/classifieds">Classifieds</a></nav>
<div class="row">
<div class="col-md-8">
<article>
<h1>Kurrawang Creek to get its own pool after $4.2m grant</h1>
<p class="text-muted">By Megan O'Rourke &middot; 9 October 2015 &middot; <a href="#replies">7 replies</a></p>
<p><img src="/_avatar/pool-site.svg" width="640" height="360" alt="The site of the new pool next to the netball courts" class="img-responsive"></p>
<p class="lead">{ent("Kurrawang Creek will have its first public swimming pool by summer 2017 after the state government approved a $4.2 million grant on Thursday.")}</p>
<p>{ent("The 25-metre, six-lane pool will be built beside the netball courts on Bourke Street, with a toddlers' pool, change rooms and a kiosk. Construction is expected to start in April.")}</p>
<p>{ent(quote)}</p>
<p>{ent("Council will meet the running costs, estimated at $150,000 a year after entry fees, from its general budget.")}</p>
<div class="share"><a href="#" class="btn btn-primary btn-sm">Share on Facebook</a> <a href="#" class="btn btn-info btn-sm">Tweet</a> <span class="small text-muted">93 shares</span></div>
</article>
<div style="margin:15px 0;text-align:center"><span class="small text-muted">Advertisement</span><br><img src="/_avatar/ad-rural-supplies.svg" width="468" height="60" alt=""></div>
<section id="replies">
<h3>7 Replies to &ldquo;Kurrawang Creek to get its own pool after $4.2m grant&rdquo;</h3>
{"".join(media(i) for i in k[None])}
<div id="respond" class="well"><h4>Leave a Reply</h4><p class="small">Your email address will not be published. Replies are moderated by the editor.</p><form><textarea class="form-control" rows="4"></textarea><input class="form-control" placeholder="Name"><button class="btn btn-default">Post Reply</button></form></div>
</section>
</div>
<div class="col-md-4">
<div style="text-align:center"><img src="/_avatar/mpu-stock-feeds.svg" width="300" height="250" alt="Advertisement"></div>
<h4>Recent Comments</h4>
<ul class="list-group">{rc}</ul>
<h4>Community Noticeboard</h4>
{nb}
<h4>Weather</h4><p>Sat 31&deg; &middot; Sun 29&deg; &middot; Mon 24&deg; storms</p>
</div>
</div>
<footer>&copy; 2015 The Kurrawang Creek Chronicle &middot; Independent local news since 1911 &middot; <a href="/advertise" style="color:#fc6">Advertise</a> &middot; <a href="/contact" style="color:#fc6">Contact</a></footer>
</div>
</body>
</html>
"""
    return make(
        "ec-mixed-en-kurrawang-pool",
        "mixed",
        "en",
        page,
        cs,
        path="/news/kurrawang-creek-to-get-its-own-pool",
        container="section#replies: h3 '7 Replies to ...', Bootstrap div.media per reply (div.media-left img, div.media-body: h4.media-heading NAME <small>time</small>, <p> never closed, p.actions Reply/Report) with answers as div.media inside the parent's media-body",
        heading="7 Replies to “Kurrawang Creek to get its own pool after $4.2m grant”",
        description="An Australian community news site of October 2015 on a Bootstrap 3 theme (cookie notice, share counts, adverts): 7 replies two deep in media objects (a councillor answers), paragraphs opened by <p> and never closed; beside it, 'Recent Comments' quoting 4 readers on other stories (name, story, words, date) and a 'Community Noticeboard' of 3 signed, dated notices.",
        lookalikes=(
            "'Recent Comments': 4 readers' words on other stories, with names and dates",
            "'Community Noticeboard': 3 signed, dated notices",
        ),
    )


def mixed_ec() -> list[Case]:
    return [en_au_pool()]

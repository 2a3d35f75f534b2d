"""Blind set ea: one mixed page: a Swedish local paper of 2018 whose readers' entries are a numbered flat list in time
order, each answer naming its parent by a "Svar till #N" link, beside a threaded timeline of the affair's earlier
reports (indented follow-ups with dates and reporters) and a "Senaste nytt" feed with times. Every name, place and text
invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ea_common import Case, esc, jsonld, make, paras, slug, talk


def sv_skola() -> Case:
    cs = talk("""
Lena Granström @ 14 nov 2018 kl 07:58 ~ 2018-11-14T07:58:00+01:00 :: Vi flyttade till Norrvreta för att barnen skulle kunna gå i en liten skola. Nu blir det 35 minuter i buss varje morgon för en sjuåring. Det är inte rimligt.
Per-Olof @ 14 nov 2018 kl 08:20 ~ 2018-11-14T08:20:00+01:00 :: Nio elever i årskurs 1-3 och en lärare som ska undervisa alla samtidigt. Jag förstår att kommunen inte får ihop det.
^1 Lena Granström @ 14 nov 2018 kl 08:41 ~ 2018-11-14T08:41:00+01:00 :: Det är fjorton elever från hösten, Per-Olof, inte nio. Läs siffrorna i artikeln igen.
Annika i Bäcksjö @ 14 nov 2018 kl 09:30 ~ 2018-11-14T09:30:00+01:00 :: Vem har räknat på vad skolskjutsarna kostar? Det brukar äta upp hela besparingen.
^3 Mats Edlund @ 14 nov 2018 kl 10:05 ~ 2018-11-14T10:05:00+01:00 :: Barn- och utbildningsnämndens tjänsteskrivelse räknar med 410 000 kronor om året i skolskjuts. Besparingen är 1,9 miljoner, så riktigt så illa är det inte.
^0 Johanna L @ 14 nov 2018 kl 11:12 ~ 2018-11-14T11:12:00+01:00 :: Samma här. Vi har redan pratat om att flytta in till stan om skolan stänger, och då försvinner ännu en familj från byn.
Gunnar Westin @ 14 nov 2018 kl 13:47 ~ 2018-11-14T13:47:00+01:00 :: Skolan byggdes 1952 av byborna själva. Det känns som att ingen i kommunhuset har varit här ute.
^4 Annika i Bäcksjö @ 14 nov 2018 kl 15:20 ~ 2018-11-14T15:20:00+01:00 :: Tack Mats, det visste jag inte. Men 35 minuter enkel väg för de minsta är fortfarande för långt.
""")
    items = []
    for i, c in enumerate(cs):
        ref = ""
        if c.parent is not None:
            ref = f'<span class="svar-till">Svar till <a href="#inlagg-{c.parent + 1}">#{c.parent + 1}</a></span> '
        items.append(
            f'<li id="inlagg-{i + 1}"><div class="rubrik"><span class="nr">#{i + 1}</span> <b>{esc(c.who)}</b> '
            f'<time datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="inlagg-text">{ref}{paras(c.body)}</div>'
            f'<div class="verktyg"><a href="#svara-{i + 1}">Svara</a> <a href="/anmal/{i + 1}">Anmäl</a> <span>Gilla ({(i * 4 + 3) % 17})</span></div></li>'
        )
    timeline = [
        (
            "2 mars 2018",
            "Kommunen utreder skolorna i Norrvreta och Bäcksjö",
            "Sofia Berg",
            [
                ("5 mars 2018", "Föräldrarna startar namninsamling", "Sofia Berg"),
                ("21 mars 2018", "1 200 namn lämnades till kommunstyrelsen", "Erik Nyman"),
            ],
        ),
        (
            "18 sep 2018",
            "Utredningen klar: två alternativ för byskolorna",
            "Erik Nyman",
            [("19 sep 2018", "Så påverkas skolskjutsarna", "Erik Nyman")],
        ),
        ("13 nov 2018", "Nämnden föreslår nedläggning av Norrvreta skola", "Sofia Berg", []),
    ]
    tl = "".join(
        f'<li><time>{esc(d)}</time> <a href="/nyheter/{slug(h)}">{esc(h)}</a> <span class="av">{esc(by)}</span>'
        + (
            "<ul>"
            + "".join(
                f'<li><time>{esc(d2)}</time> <a href="/nyheter/{slug(h2)}">{esc(h2)}</a> <span class="av">{esc(b2)}</span></li>'
                for d2, h2, b2 in subs
            )
            + "</ul>"
            if subs
            else ""
        )
        + "</li>"
        for d, h, by, subs in timeline
    )
    title = "Beslutet: Norrvreta skola stängs till hösten – eleverna flyttas till Storvik"
    html = f"""<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} | Vretabygdens Tidning</title>
<meta name="description" content="Barn- och utbildningsnämnden röstade i går för att lägga ner byskolan i Norrvreta. Föräldrarna överväger att överklaga.">
<meta property="og:title" content="{esc(title)}">
<meta property="og:site_name" content="Vretabygdens Tidning">
<meta property="article:published_time" content="2018-11-14T06:00:00+01:00">
{jsonld("NewsArticle", title, "2018-11-14T06:00:00+01:00", "Sofia Berg", "Vretabygdens Tidning")}
<style>
body{{margin:0;font:16px/1.55 'Source Sans Pro',Helvetica,Arial,sans-serif;color:#1d1d1d;background:#f5f3ef}}
.gdpr{{background:#1d3b2a;color:#fff;padding:14px 20px;font-size:14px}}.gdpr button{{background:#f0c419;border:0;padding:6px 14px;margin-left:12px;font-weight:700}}.gdpr a{{color:#f0c419}}
.huvud{{background:#fff;border-bottom:4px solid #1d3b2a}}.huvud .in{{max-width:1100px;margin:0 auto;padding:14px 16px;display:flex;justify-content:space-between;align-items:center}}.namn{{font:700 32px Georgia,serif;color:#1d3b2a;text-decoration:none}}
.meny{{background:#1d3b2a}}.meny ul{{max-width:1100px;margin:0 auto;padding:0 16px;list-style:none;display:flex;gap:18px}}.meny a{{display:block;color:#fff;padding:9px 0;text-decoration:none;font-weight:600;font-size:14px}}
.sida{{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:1fr 320px;gap:32px;padding:0 16px}}.artikel{{background:#fff;padding:24px}}
.vinjett{{color:#b8860b;font-weight:700;text-transform:uppercase;font-size:13px}}h1{{font:700 34px/1.2 Georgia,serif;margin:6px 0}}.ingress{{font-size:19px;font-weight:600}}
.byline{{font-size:13px;color:#666;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:14px 0}}.dela a{{display:inline-block;margin-right:8px;font-size:13px}}
.brod p{{font:18px/1.65 Georgia,serif}}.debatt{{margin-top:32px;border-top:3px solid #1d3b2a}}.debatt h2{{font-size:21px}}
ol.inlagg{{list-style:none;margin:0;padding:0}}ol.inlagg > li{{border-bottom:1px solid #e3e3e3;padding:10px 0}}.nr{{color:#999}}.rubrik time{{color:#888;font-size:13px;margin-left:6px}}
.svar-till{{font-size:13px;color:#666}}.inlagg-text p{{margin:4px 0}}.verktyg{{font-size:12px;color:#888}}.verktyg a{{color:#888;margin-right:10px}}
.spalt section{{background:#fff;padding:14px;margin-bottom:20px}}.spalt h3{{margin:0 0 8px;font-size:15px;text-transform:uppercase;color:#1d3b2a}}
.tidslinje ul{{list-style:none;padding:0;margin:0;font-size:14px}}.tidslinje li{{margin:8px 0}}.tidslinje ul ul{{margin-left:18px;border-left:2px solid #d8d2c4;padding-left:10px}}.tidslinje time{{display:block;color:#888;font-size:12px}}.av{{color:#666;font-size:12px}}
.senaste ol{{list-style:none;padding:0;font-size:14px}}.senaste li{{margin:6px 0}}.senaste time{{color:#b8860b;font-weight:700;margin-right:6px}}
.annons{{background:#fff;text-align:center;font-size:10px;color:#999;padding:8px;margin-bottom:20px}}
.fot{{background:#1d3b2a;color:#cfd8d2;font-size:13px;padding:24px 16px}}.fot a{{color:#fff}}
</style>
</head>
<body>
<div class="gdpr">Vi använder cookies för att ge dig en bättre upplevelse och för att visa relevanta annonser. Genom att fortsätta godkänner du vår <a href="/integritetspolicy">integritetspolicy</a>.<button type="button">Jag förstår</button></div>
<header class="huvud"><div class="in"><a class="namn" href="/">Vretabygdens Tidning</a><span><a href="/e-tidning">E-tidningen</a> · <a href="/kundservice">Kundservice</a> · <a href="/logga-in">Logga in</a></span></div></header>
<nav class="meny"><ul><li><a href="/">Start</a></li><li><a href="/nyheter">Nyheter</a></li><li><a href="/sport">Sport</a></li><li><a href="/noje">Nöje</a></li><li><a href="/asikter">Åsikter</a></li><li><a href="/familj">Familj</a></li><li><a href="/bostad">Bostad</a></li></ul></nav>
<div class="sida">
<main>
<article class="artikel">
<div class="vinjett">Storviks kommun</div>
<h1>{esc(title)}</h1>
<p class="ingress">Barn- och utbildningsnämnden röstade i går för att lägga ner byskolan i Norrvreta. Föräldrarna överväger att överklaga.</p>
<div class="byline">Sofia Berg · Publicerad <time datetime="2018-11-14T06:00:00+01:00">14 nov 2018 kl 06:00</time></div>
<div class="dela"><a href="https://www.facebook.com/sharer/sharer.php?u=">Dela på Facebook</a><a href="https://twitter.com/intent/tweet?url=">Twittra</a><a href="mailto:?subject=">Mejla</a></div>
<div class="brod">
<p>Beslutet fattades med röstsiffrorna 6–5 efter en lång debatt. Från höstterminen 2019 ska de fjorton eleverna i årskurs 1–3 i Norrvreta gå i Storviks centralskola, 28 kilometer bort.</p>
<p>Nämndens ordförande Kjell Åhman (S) säger att kommunen inte längre klarar att bemanna skolan med behöriga lärare. Nedläggningen beräknas spara 1,9 miljoner kronor om året.</p>
<p>Oppositionen ville vänta ett år och utreda en gemensam skola för Norrvreta och Bäcksjö. Föräldraföreningen säger att den ska överklaga beslutet till förvaltningsrätten.</p>
</div>
<section class="debatt" id="debatt">
<h2>Läsarnas kommentarer (8)</h2>
<p style="font-size:13px;color:#777">Du måste vara inloggad för att skriva. Håll god ton – vi förhandsgranskar inte, men anmälda inlägg ses över. <a href="/regler">Regler</a></p>
<ol class="inlagg">{"".join(items)}</ol>
</section>
</article>
</main>
<div class="spalt">
<div class="annons">ANNONS<br><img src="/_avatar/ica-storvik-300x250.svg" width="300" height="250" alt=""></div>
<section class="tidslinje"><h3>Tidslinje: Striden om byskolorna</h3><ul>{tl}</ul></section>
<section class="senaste"><h3>Senaste nytt</h3><ol><li><time>09:42</time><a href="/nyheter/halka-e4">Halka på E4 – flera avåkningar</a></li><li><time>08:15</time><a href="/sport/storvik-if-ny-tranare">Storvik IF presenterar ny tränare</a></li><li><time>07:30</time><a href="/nyheter/julmarknad">Julmarknaden flyttar till torget</a></li><li><time>06:50</time><a href="/nyheter/vattenlas">Vattenläcka i Bäcksjö åtgärdad</a></li></ol></section>
</div>
</div>
<footer class="fot">Vretabygdens Tidning · Ansvarig utgivare: Karin Lövgren · <a href="/kontakt">Kontakta oss</a> · <a href="/annonsera">Annonsera</a> · <a href="/integritetspolicy">Integritetspolicy</a> · © 2018</footer>
</body>
</html>
"""
    return make(
        "ea-mixed-sv-norrvreta-skola",
        "mixed",
        "sv",
        html,
        cs,
        path="/nyheter/beslutet-norrvreta-skola-stangs-till-hosten",
        container="section#debatt > ol.inlagg under 'Läsarnas kommentarer (8)': flat numbered li#inlagg-N entries in time order (span.nr #N, b NAME, time, div.inlagg-text > p); an answer's text is preceded by span.svar-till 'Svar till <a href=#inlagg-N>#N</a>'",
        heading="Läsarnas kommentarer (8)",
        description="A Swedish local paper of November 2018 (a cookie band, menu, share links, advert): 8 readers' entries in a flat numbered list in time order, each answer naming its parent by a 'Svar till #N' link; beside it a side column with a threaded 'Tidslinje' of the affair's six earlier reports (dates, headlines, reporters, follow-ups indented) and a timed 'Senaste nytt' feed. The truth is the discussion only.",
        lookalikes=(
            "threaded timeline of earlier reports with dates and reporters",
            "timed latest-news feed",
        ),
    )


def mixed_ea() -> list[Case]:
    return [sv_skola()]

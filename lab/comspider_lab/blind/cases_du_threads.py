"""Blind set DU: two discussions on today's news sites whose served markup has no meaningful class names: an American
county paper of 2023 on a Next.js-like stack with utility classes only ("Conversation", never "comment") and a German
regional daily of 2021 with styled-components-like hashed classes. Every class name, name, place and text invented
for this set; each comment written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_du_common import (
    ICON,
    Case,
    counted,
    doc,
    esc,
    initials,
    kids,
    make,
    paras,
    styles,
    talk,
)

# --------------------------------------------------------------------------- en: a county paper, 2023 (utility classes)


def en_ferry() -> Case:
    cs = talk("""
Marisol Ortega @ 6h ~ 2023-09-12T16:41:00Z :: I work the closing shift at the cannery and the 11:40 boat is the only way I get home. The 9:15 doesn't work for anyone who works nights. Did anyone on the board ask the people who actually ride it?
>Greg Haldane @ 5h ~ 2023-09-12T17:20:00Z :: Ridership numbers in the story say 14 people a night on average. That's a lot of diesel for 14 people. // Not saying it's fair to you, but the county has to draw the line somewhere.
>>Marisol Ortega @ 5h ~ 2023-09-12T17:34:00Z :: 14 people who have no other way home, Greg. There is no bridge.
>Dana Whitcomb @ 4h ~ 2023-09-12T18:52:00Z :: Marisol, the board said it will take public testimony on an on-call water taxi at its Oct. 3 meeting. That's in the second-to-last paragraph; we'll report more once the proposal is written up.
Pete Sandvik @ 6h ~ 2023-09-12T16:58:00Z :: Fourteen riders is the average across the whole year. In July that boat is standing room only. Averages hide a lot.
lowtide_larry @ 5h ~ 2023-09-12T17:45:00Z :: Gull Island has had "temporary" cuts since 2009 and not one of them has ever been reversed. Call it what it is.
>Anne-Marie Cho @ 3h ~ 2023-09-12T19:30:00Z :: Not true, they brought the Sunday noon run back in 2017 after the petition. I signed it.
>J. Reyes @ 3h ~ 2023-09-12T19:48:00Z :: They brought it back for one summer and cut it again the next spring.
>Hollis Tran @ 2h ~ 2023-09-12T20:15:00Z :: Either way the petition worked once, it can work again. Who's organizing?
>Beth K. @ 1h ~ 2023-09-12T21:22:00Z :: There's a sign-up sheet at the island store by the register. Put your street down if you want to be counted as a resident.
Sam Whitfield @ 2h ~ 2023-09-12T20:40:00Z :: Honest question: what does one night run actually cost? The article gives the total savings for the season but not the per-trip number.
Nora Pelletier @ 45m ~ 2023-09-12T22:01:00Z :: We moved to the island two years ago partly because of the ferry schedule. If this goes through our daughter can't do evening swim practice in town anymore. // Please come to the Oct. 3 meeting, it's at 6 pm at the county annex.
""")
    k = kids(cs)
    hues = ["bg-teal-600", "bg-amber-600", "bg-indigo-600", "bg-rose-600", "bg-emerald-700", "bg-sky-700"]
    reacts = {0: ("48", "6"), 1: ("9", ""), 2: ("31", "4"), 3: ("57", "12"), 4: ("22", ""), 5: ("17", "")}
    reacts |= {6: ("11", ""), 7: ("6", ""), 8: ("4", ""), 9: ("8", "2"), 10: ("13", ""), 11: ("26", "9")}
    shown_replies = {5: 1}  # the other replies of lowtide_larry are printed but folded (Tailwind's "hidden")

    def badge(i: int) -> str:
        who = cs[i].who
        if who == "Dana Whitcomb":
            return '<span class="rounded bg-slate-900 px-1.5 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">Author</span>'
        if who in ("Marisol Ortega", "Nora Pelletier", "Pete Sandvik"):
            return (
                f'<span class="inline-flex items-center text-teal-700" title="Verified subscriber">{ICON["check"]}'
                '<span class="sr-only">Verified subscriber</span></span>'
            )
        return ""

    def row(i: int) -> str:
        c = cs[i]
        up, heart = reacts[i]
        rs = k.get(i, [])
        sub = ""
        if rs:
            n = shown_replies.get(i, len(rs))
            first = "".join(row(j) for j in rs[:n])
            rest = "".join(row(j) for j in rs[n:])
            more = ""
            if rest:
                more = (
                    f'<button type="button" aria-expanded="false" class="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:underline">'
                    f"{ICON['chevron']}Show {len(rs) - n} more replies</button>"
                    f'<div class="hidden">{rest}</div>'
                )
            sub = f'<div class="mt-3 border-l-2 border-slate-100 pl-4">{first}{more}</div>'
        featured = (
            '<span class="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-medium text-amber-800">Featured</span>'
            if i == 4
            else ""
        )
        hearts = (
            f'<button type="button" class="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5" aria-label="{heart} reactions: love">❤️<span>{heart}</span></button>'
            if heart
            else ""
        )
        return (
            f'<div data-testid="ugc-row" id="u{8213 + i * 7}" class="flex gap-3 py-4">'
            f'<span aria-hidden="true" class="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full {hues[i % len(hues)]} text-sm font-semibold text-white">{esc(initials(c.who))}</span>'
            '<div class="min-w-0 flex-1"><div class="flex flex-wrap items-center gap-x-2 text-sm">'
            f'<span class="font-semibold text-slate-900">{esc(c.who)}</span>{badge(i)}{featured}'
            f'<span class="text-slate-400" aria-hidden="true">·</span><time class="text-slate-500" dateTime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="mt-1 space-y-3 text-[15px] leading-6 text-slate-800">{paras(c.body)}</div>'
            '<div class="mt-2 flex items-center gap-3 text-xs font-medium text-slate-500">'
            f'<button type="button" class="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5" aria-label="{up} reactions: thumbs up">👍<span>{up}</span></button>{hearts}'
            f'<button type="button" class="inline-flex items-center gap-1 hover:text-slate-900">{ICON["reply"]}Reply</button>'
            f'<button type="button" class="inline-flex items-center gap-1 hover:text-slate-900">{ICON["share"]}Share</button>'
            f'<button type="button" class="ml-auto hover:text-slate-900" aria-label="More options">{ICON["more"]}</button></div>'
            f"{sub}</div></div>"
        )

    rows = '<div class="divide-y divide-slate-200">' + "".join(row(i) for i in k[None]) + "</div>"
    next_data = json.dumps(
        {
            "props": {
                "pageProps": {
                    "article": {
                        "id": "a1f07c2e-55b3-4d1e-9d0a-2c41f8e9b6d3",
                        "slug": "county-board-ends-late-night-gull-island-ferry-runs",
                        "section": {"name": "Local", "path": "/local"},
                        "headline": "County board votes to end late-night ferry runs to Gull Island this winter",
                        "byline": [
                            {"name": "Dana Whitcomb", "role": "Staff writer", "path": "/staff/dana-whitcomb"}
                        ],
                        "publishedAt": "2023-09-12T15:30:00Z",
                        "updatedAt": "2023-09-12T18:05:00Z",
                        "tags": ["Gull Island", "Ferries", "Kessick County Board"],
                        "wordCount": 612,
                        "paywall": {"metered": True, "free": False},
                    },
                    "weather": {"city": "Port Tillery", "tempF": 57, "sky": "Fog", "high": 64, "low": 51},
                    "ads": {"slots": ["top-leaderboard", "in-article-1", "rail-1"], "kv": {"sect": "local"}},
                    "nav": ["Local", "Island Life", "Business", "Schools", "Sports", "Opinion", "Obituaries"],
                }
            },
            "page": "/[section]/[slug]",
            "query": {"section": "local", "slug": "county-board-ends-late-night-gull-island-ferry-runs"},
            "buildId": "q3ZtN0b8vK1xE7mYp2hLd",
            "isFallback": False,
            "gssp": True,
            "scriptLoader": [],
        },
        separators=(",", ":"),
    )
    nav = "".join(
        f'<li><a class="px-3 py-2 text-sm font-medium text-slate-700 hover:text-teal-700" href="/{s.lower().replace(" ", "-")}">{s}</a></li>'
        for s in (
            "Local",
            "Island Life",
            "Business",
            "Schools",
            "Sports",
            "Opinion",
            "Obituaries",
            "e-Edition",
        )
    )
    css = (
        "*,:after,:before{box-sizing:border-box;border:0 solid #e5e7eb}body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.5}"
        ".flex{display:flex}.inline-flex{display:inline-flex}.hidden{display:none}.grid{display:grid}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}"
        ".flex-1{flex:1 1 0%}.flex-wrap{flex-wrap:wrap}.shrink-0{flex-shrink:0}.min-w-0{min-width:0}.items-center{align-items:center}.items-start{align-items:flex-start}"
        ".justify-center{justify-content:center}.justify-between{justify-content:space-between}.gap-1{gap:.25rem}.gap-3{gap:.75rem}.gap-4{gap:1rem}.gap-8{gap:2rem}.gap-x-2{column-gap:.5rem}"
        ".h-9{height:2.25rem}.w-9{width:2.25rem}.rounded{border-radius:.25rem}.rounded-full{border-radius:9999px}.rounded-lg{border-radius:.5rem}"
        ".border-t{border-top-width:1px}.border-b{border-bottom-width:1px}.border-l-2{border-left-width:2px}.border-slate-100{border-color:#f1f5f9}.border-slate-200{border-color:#e2e8f0}"
        ".divide-y>*+*{border-top-width:1px}.divide-slate-200>*+*{border-color:#e2e8f0}.bg-slate-100{background:#f1f5f9}.bg-slate-900{background:#0f172a}.bg-white{background:#fff}"
        ".bg-teal-600{background:#0d9488}.bg-amber-600{background:#d97706}.bg-indigo-600{background:#4f46e5}.bg-rose-600{background:#e11d48}.bg-emerald-700{background:#047857}.bg-sky-700{background:#0369a1}.bg-amber-100{background:#fef3c7}.bg-teal-50{background:#f0fdfa}"
        ".p-4{padding:1rem}.px-1\\.5{padding-left:.375rem;padding-right:.375rem}.px-2{padding-left:.5rem;padding-right:.5rem}.px-3{padding-left:.75rem;padding-right:.75rem}.px-4{padding-left:1rem;padding-right:1rem}"
        ".py-0\\.5{padding-top:.125rem;padding-bottom:.125rem}.py-2{padding-top:.5rem;padding-bottom:.5rem}.py-4{padding-top:1rem;padding-bottom:1rem}.pl-4{padding-left:1rem}.pt-8{padding-top:2rem}"
        ".mt-1{margin-top:.25rem}.mt-2{margin-top:.5rem}.mt-3{margin-top:.75rem}.mt-6{margin-top:1.5rem}.mt-12{margin-top:3rem}.ml-auto{margin-left:auto}.mx-auto{margin-left:auto;margin-right:auto}"
        ".max-w-6xl{max-width:72rem}.max-w-prose{max-width:65ch}.space-y-3>*+*{margin-top:.75rem}.text-xs{font-size:.75rem}.text-sm{font-size:.875rem}.text-lg{font-size:1.125rem}.text-xl{font-size:1.25rem}.text-4xl{font-size:2.25rem;line-height:2.5rem}"
        ".text-\\[11px\\]{font-size:11px}.text-\\[15px\\]{font-size:15px}.leading-6{line-height:1.5rem}.font-medium{font-weight:500}.font-semibold{font-weight:600}.font-bold{font-weight:700}.font-serif{font-family:Georgia,serif}"
        ".uppercase{text-transform:uppercase}.tracking-wide{letter-spacing:.025em}.text-white{color:#fff}.text-slate-400{color:#94a3b8}.text-slate-500{color:#64748b}.text-slate-700{color:#334155}.text-slate-800{color:#1e293b}.text-slate-900{color:#0f172a}"
        ".text-teal-700{color:#0f766e}.text-amber-800{color:#92400e}.hover\\:underline:hover{text-decoration:underline}.hover\\:text-slate-900:hover{color:#0f172a}.hover\\:text-teal-700:hover{color:#0f766e}"
        "@media (min-width:1024px){.lg\\:grid-cols-\\[1fr_300px\\]{grid-template-columns:1fr 300px}}"
    )
    body = f"""<div id="__next"><div class="min-h-screen bg-white text-slate-900">
<div class="bg-slate-900 px-4 py-2 text-xs text-white"><div class="mx-auto flex max-w-6xl items-center justify-between"><span>Tuesday, September 12, 2023</span><span class="inline-flex items-center gap-1">Port Tillery 57° Fog · H 64° L 51°</span><a class="font-semibold hover:underline" href="/subscribe">Subscribe: $1 for 6 months</a></div></div>
<header class="border-b border-slate-200"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-4"><button type="button" aria-label="Open menu">{ICON["menu"]}</button><a href="/" class="font-serif text-4xl font-bold">The Kessick Ledger</a><div class="flex items-center gap-3"><button type="button" aria-label="Search">{ICON["search"]}</button><a class="rounded bg-teal-600 px-3 py-2 text-sm font-semibold text-white" href="/account/login">Sign in</a></div></div>
<nav aria-label="Sections" class="border-t border-slate-100"><ul class="mx-auto flex max-w-6xl justify-center gap-1">{nav}</ul></nav></header>
<div class="mx-auto max-w-6xl px-4"><div class="mt-6 flex justify-center bg-slate-100 py-4 text-xs uppercase tracking-wide text-slate-500" data-ad-slot="top-leaderboard">Advertisement</div></div>
<main class="mx-auto mt-6 grid max-w-6xl gap-8 px-4 lg:grid-cols-[1fr_300px]">
<article class="max-w-prose">
<a class="text-sm font-semibold uppercase tracking-wide text-teal-700" href="/local">Local</a>
<h1 class="mt-2 font-serif text-4xl font-bold">County board votes to end late-night ferry runs to Gull Island this winter</h1>
<p class="mt-3 text-xl text-slate-700">The 11:40 p.m. sailing will stop Nov. 1. Commissioners say the cut saves $212,000 over the winter; islanders who work night shifts say it strands them.</p>
<div class="mt-6 flex items-center gap-3 border-t border-b border-slate-200 py-2 text-sm"><span aria-hidden="true" class="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white">DW</span><div><a class="font-semibold" href="/staff/dana-whitcomb">By Dana Whitcomb</a><div class="text-slate-500">Published <time dateTime="2023-09-12T15:30:00Z">Sept. 12, 2023, 8:30 a.m.</time> · Updated <time dateTime="2023-09-12T18:05:00Z">11:05 a.m.</time></div></div>
<div class="ml-auto flex items-center gap-3 text-slate-500"><span class="text-xs font-semibold">1.4K shares</span><a href="#" aria-label="Share on Facebook">f</a><a href="#" aria-label="Share on X">𝕏</a><a href="#" aria-label="Share by email">✉</a><button type="button" aria-label="Copy link">{ICON["share"]}</button></div></div>
<figure class="mt-6"><img src="/_avatar/ferry-dock.svg" alt="The Gull Island ferry at the Port Tillery terminal" width="720" height="405"/><figcaption class="mt-1 text-xs text-slate-500">The Gull Island ferry at the Port Tillery terminal in August. (Ledger file photo)</figcaption></figure>
<div class="mt-6 space-y-3 text-lg">
<p>The Kessick County Board of Commissioners voted 4-1 on Monday night to drop the last ferry sailing of the day to Gull Island from Nov. 1 until the spring schedule begins in April.</p>
<p>County ferry staff told commissioners the 11:40 p.m. run carries 14 passengers a night on average over the year, and that ending it for the winter would save about $212,000 in crew overtime and fuel.</p>
<p>Commissioner Ray Bledsoe, who voted no, said the average "does not describe the people on that boat. It's nurses, cannery workers, kids coming back from games."</p>
<p>About 900 people live on Gull Island year-round. The island has no bridge; the last sailing off the island will still leave at 10:10 p.m.</p>
<p>Board chair Linda Foss said the county would look at an on-call water taxi for late arrivals and will take public testimony on the idea at its Oct. 3 meeting, which starts at 6 p.m. at the county annex.</p>
<p>The board also approved a 25-cent fare increase for foot passengers starting in January.</p>
</div>
<div class="mt-6 flex flex-wrap gap-2 text-sm"><a class="rounded-full bg-slate-100 px-3 py-0.5" href="/tag/gull-island">Gull Island</a> <a class="rounded-full bg-slate-100 px-3 py-0.5" href="/tag/ferries">Ferries</a> <a class="rounded-full bg-slate-100 px-3 py-0.5" href="/tag/kessick-county-board">Kessick County Board</a></div>
<div class="mt-6 rounded-lg bg-teal-50 p-4"><p class="font-semibold">Get the Morning Ledger</p><p class="text-sm text-slate-700">Local news in your inbox before 7 a.m., six days a week.</p><form class="mt-2 flex gap-2"><input type="email" aria-label="Email address" placeholder="you@example.com" class="flex-1 rounded border-slate-200 px-3 py-2"/><button type="submit" class="rounded bg-slate-900 px-4 py-2 text-sm font-semibold text-white">Sign up</button></form></div>
<section id="conversation" aria-labelledby="conv-h" class="mt-12 border-t border-slate-200 pt-8">
<div class="flex items-center justify-between"><h2 id="conv-h" class="text-xl font-bold">Conversation <span class="text-slate-500">12</span></h2>
<label class="inline-flex items-center gap-1 text-sm text-slate-500">Sort by <select class="rounded border-slate-200 bg-white px-2 py-0.5 font-medium text-slate-800"><option selected>Best</option><option>Newest</option><option>Oldest</option></select></label></div>
<div class="mt-3 flex items-start gap-3 rounded-lg bg-slate-100 p-4"><span aria-hidden="true" class="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-slate-400">?</span><div class="flex-1"><div class="rounded border-slate-200 bg-white px-3 py-2 text-sm text-slate-400">What do you think?</div><p class="mt-2 text-xs text-slate-500"><a class="font-semibold text-teal-700 hover:underline" href="/account/login?next=%23conversation">Sign in</a> or <a class="font-semibold text-teal-700 hover:underline" href="/subscribe">subscribe</a> to join the conversation. Please keep it civil; see our <a class="hover:underline" href="/community-guidelines">community guidelines</a>.</p></div></div>
{rows}
</section>
</article>
<aside class="space-y-3">
<div class="flex justify-center bg-slate-100 py-4 text-xs uppercase tracking-wide text-slate-500" data-ad-slot="rail-1" style="height:250px">Advertisement</div>
<section class="mt-6"><h2 class="border-b border-slate-200 pb-1 text-sm font-bold uppercase tracking-wide">Most read</h2>
{counted("Port Tillery High homecoming parade moves to Saturday | ;; Crab season opener delayed a week over low meat counts | ;; Second Street roundabout: what drivers need to know | ;; Gull Island ferry late-night runs end Nov. 1 | ;; Owners of the Anchor Diner retire after 31 years |", "mt-2 space-y-3 text-sm font-semibold", "")}</section>
<section class="mt-6"><h2 class="border-b border-slate-200 pb-1 text-sm font-bold uppercase tracking-wide">More in Local</h2>
{counted("Library levy heads to November ballot | ;; Harbor dredging starts at the east basin | ;; County opens cooling center hours through Friday |", "mt-2 space-y-3 text-sm", "", "ul")}</section>
</aside>
</main>
<footer class="mt-12 bg-slate-900 px-4 py-8 text-sm text-slate-400"><div class="mx-auto flex max-w-6xl flex-wrap justify-between gap-4"><span class="font-serif text-lg text-white">The Kessick Ledger</span><nav aria-label="Footer"><a href="/about">About us</a> · <a href="/contact">Contact</a> · <a href="/advertise">Advertise</a> · <a href="/e-edition">e-Edition</a> · <a href="/privacy">Privacy policy</a> · <a href="/terms">Terms of use</a></nav><span>© 2023 Kessick Ledger Media, LLC</span></div></footer>
</div></div><script id="__NEXT_DATA__" type="application/json">{next_data}</script>"""
    return make(
        "du-en-kessick-ferry",
        "discussion",
        "en",
        doc(
            "County board votes to end late-night ferry runs to Gull Island this winter",
            "The Kessick Ledger",
            "en",
            css,
            body,
            published="2023-09-12T15:30:00Z",
            author="Dana Whitcomb",
            head='<link rel="canonical" href="/local/county-board-ends-late-night-gull-island-ferry-runs"/><meta name="next-head-count" content="14"/>',
        ),
        cs,
        path="/local/county-board-ends-late-night-gull-island-ferry-runs",
        container="section#conversation under 'Conversation 12' (aria-labelledby): div.divide-y > div[data-testid=ugc-row].flex (initials circle, span.font-semibold NAME, badges, time 'NNh', div.space-y-3 > p, emoji reaction buttons, Reply/Share), replies in div.border-l-2 inside the parent's box, three of them folded in div.hidden after 'Show 3 more replies'",
        heading="Conversation 12",
        description="An American county paper of September 2023 on a Next.js-like stack, Tailwind-like utility classes only, __NEXT_DATA__ with page data (weather strip, share count, ad slots, most read, newsletter box, tags): 12 readers' entries under 'Conversation' with initials avatars, Verified/Author/Featured badges, relative times, emoji reactions, a sort control and a sign-in prompt; replies two deep inside the parent's box, three folded by CSS under 'Show 3 more replies'; the reporter answers once. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- de: a regional daily, 2021 (styled-components)


def de_parken() -> Case:
    cs = talk("""
Kuddel63 @ vor 5 Std. ~ 2021-03-09T06:12:00Z :: Vier Euro die Stunde in einer Kleinstadt, in der samstags ohnehin schon die Hälfte der Läden leer steht. Wer soll denn da noch in die Altstadt kommen? Die Leute fahren raus zum Fachmarktzentrum, da parkt man umsonst.
>Friederike Lohse @ vor 4 Std. ~ 2021-03-09T07:03:00Z :: Die Läden stehen nicht wegen der Parkgebühren leer, sondern weil alle online bestellen. Ich finde es gut, dass der Marktplatz endlich nicht mehr als Parkplatz herhalten muss.
>>Kuddel63 @ vor 4 Std. ~ 2021-03-09T07:25:00Z :: Sagen Sie das mal dem Schuhhaus Brämer, das nach 70 Jahren zumacht. Die haben es im Artikel letzte Woche selbst gesagt: Die Kundschaft vom Land bleibt weg.
>Martin R. @ vor 3 Std. ~ 2021-03-09T08:10:00Z :: Im Artikel steht doch, dass das Parkhaus am Bahnhof bei 1,50 € bleibt. Fünf Minuten zu Fuß, das wird man wohl noch schaffen.
>>B. Janssen @ vor 3 Std. ~ 2021-03-09T08:31:00Z :: Mit Rollator sind das keine fünf Minuten, Herr R.
>Heiko W. @ vor 2 Std. ~ 2021-03-09T09:48:00Z :: Und der Bus von Osterwedde fährt am Samstag genau zweimal. Vielleicht erst den Nahverkehr verbessern und dann die Autos aussperren?
>>Anja Peters @ vor 2 Std. ~ 2021-03-09T10:02:00Z :: Genau das fordert der Seniorenbeirat ja seit Jahren. Passiert ist nichts.
Stadtkind_LH @ vor 4 Std. ~ 2021-03-09T07:40:00Z :: Endlich mal eine mutige Entscheidung. In Dänemark sind die Innenstädte voller Menschen, obwohl man dort kaum parken kann. Es liegt nicht am Parkplatz vor der Tür.
>Gerd Hinrichsen @ vor 3 Std. ~ 2021-03-09T08:55:00Z :: Dänemark hat auch einen Bus, der öfter als alle zwei Stunden fährt.
Tanja Möller @ vor 3 Std. ~ 2021-03-09T08:20:00Z :: Mich würde interessieren, ob die Anwohner-Parkausweise auch teurer werden. Wir wohnen in der Langen Straße und haben keine andere Möglichkeit, das Auto abzustellen. // Vielleicht kann die Redaktion da nochmal nachfragen?
>Redaktion Lindhagener Tageblatt @ vor 1 Std. ~ 2021-03-09T10:41:00Z :: Liebe Frau Möller, laut Stadtverwaltung bleibt der Anwohnerparkausweis vorerst bei 30 Euro im Jahr. Über eine Erhöhung will der Rat erst im Herbst beraten. Wir bleiben dran.
O. Struckmann @ vor 2 Std. ~ 2021-03-09T09:15:00Z :: Wer im Rat hat eigentlich dagegen gestimmt? Das hätte ich gern im Artikel gelesen.
Jens aus Holmsdorf @ vor 58 Min. ~ 2021-03-09T10:22:00Z :: Wir kommen jeden zweiten Samstag zum Wochenmarkt, mit zwei kleinen Kindern. Dann eben künftig nicht mehr, schade drum.
Lisa-Marie K. @ vor 21 Min. ~ 2021-03-09T10:59:00Z :: Das Parkhaus am Bahnhof ist abends übrigens ein Angstraum. Solange da keine vernünftige Beleuchtung ist, parke ich als Frau dort nicht.
""")
    k = kids(cs)
    likes = [41, 17, 22, 29, 34, 25, 12, 19, 14, 23, 31, 9, 16, 7, 4]
    shown = {
        0: 1
    }  # four more answers in Kuddel63's thread are printed, hidden until "4 weitere Antworten anzeigen"
    K, sheet = styles(
        "sc",
        "lindhagen-2021",
        {
            "page": "margin:0 auto;max-width:1180px;background:#fff;font-family:'Source Sans Pro',Arial,sans-serif;color:#1a1a1a",
            "top": "display:flex;align-items:center;justify-content:space-between;padding:10px 24px;border-bottom:1px solid #e3e3e3",
            "logo": "font:700 34px/1 'Merriweather',Georgia,serif;color:#0b3a64;text-decoration:none",
            "nav": "display:flex;gap:20px;list-style:none;margin:0;padding:10px 24px;background:#0b3a64",
            "navlink": "color:#fff;font-weight:600;text-decoration:none;font-size:15px",
            "grid": "display:grid;grid-template-columns:1fr 320px;gap:40px;padding:24px",
            "kicker": "color:#c1121f;font-weight:700;font-size:14px;text-transform:uppercase",
            "h1": "font:700 36px/1.2 'Merriweather',Georgia,serif;margin:6px 0 12px",
            "lead": "font-size:20px;font-weight:600;line-height:1.45",
            "meta": "display:flex;gap:12px;align-items:center;color:#666;font-size:14px;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0",
            "plus": "display:inline-block;background:#f5b700;color:#000;font-weight:800;font-size:12px;padding:1px 6px;border-radius:2px",
            "text": "font:18px/1.65 Georgia,serif",
            "share": "display:flex;gap:10px;align-items:center;font-size:13px;color:#444",
            "shareBtn": "display:inline-flex;align-items:center;gap:4px;border:1px solid #ccc;border-radius:16px;padding:3px 10px;background:#fff",
            "tags": "display:flex;flex-wrap:wrap;gap:8px;margin:24px 0",
            "tag": "border:1px solid #0b3a64;color:#0b3a64;border-radius:14px;padding:2px 12px;font-size:14px;text-decoration:none",
            "zone": "margin-top:40px;border-top:3px solid #0b3a64;padding-top:16px",
            "zoneHead": "display:flex;align-items:baseline;justify-content:space-between",
            "zoneTitle": "font:700 24px/1.2 'Merriweather',Georgia,serif;margin:0",
            "sort": "display:flex;gap:4px;font-size:14px",
            "sortBtn": "border:0;background:none;padding:4px 8px;color:#444;cursor:pointer",
            "sortOn": "border:0;background:#0b3a64;color:#fff;padding:4px 8px;border-radius:3px",
            "composer": "display:flex;gap:12px;align-items:center;background:#f3f5f8;padding:16px;margin:16px 0;border-radius:4px",
            "btn": "background:#0b3a64;color:#fff;border:0;border-radius:3px;padding:8px 16px;font-weight:700;text-decoration:none",
            "btnGhost": "border:1px solid #0b3a64;color:#0b3a64;border-radius:3px;padding:7px 16px;font-weight:700;text-decoration:none",
            "list": "list-style:none;margin:0;padding:0",
            "item": "padding:16px 0;border-bottom:1px solid #e6e6e6",
            "row": "display:flex;gap:12px",
            "circle": "flex:0 0 40px;height:40px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:700;color:#fff;background:#5c7a99",
            "who": "font-weight:700;font-size:15px",
            "when": "color:#777;font-size:13px;margin-left:8px",
            "pill": "margin-left:8px;font-size:11px;font-weight:700;text-transform:uppercase;background:#e8f0f8;color:#0b3a64;padding:1px 6px;border-radius:2px",
            "body": "font-size:16px;line-height:1.55;margin:6px 0",
            "bar": "display:flex;gap:16px;align-items:center;font-size:13px;color:#555",
            "icoBtn": "display:inline-flex;align-items:center;gap:4px;border:0;background:none;color:inherit;cursor:pointer;padding:0",
            "nest": "list-style:none;margin:12px 0 0 52px;padding:0 0 0 12px;border-left:2px solid #dfe6ee",
            "moreBtn": "margin:8px 0 0 52px;border:0;background:none;color:#0b3a64;font-weight:700;cursor:pointer",
            "gone": "padding:16px 0;border-bottom:1px solid #e6e6e6;color:#888;font-style:italic;font-size:14px",
            "aside": "display:flex;flex-direction:column;gap:24px",
            "box": "border-top:3px solid #c1121f;padding-top:8px",
            "boxTitle": "font:700 18px Georgia,serif;margin:0 0 8px",
            "ad": "height:250px;background:#f0f0f0;display:flex;align-items:center;justify-content:center;color:#999;font-size:11px;letter-spacing:1px",
            "foot": "background:#0b3a64;color:#cdd9e5;padding:24px;font-size:14px;margin-top:40px",
        },
    )

    def li(i: int) -> str:
        c = cs[i]
        rs = k.get(i, [])
        nest = ""
        if rs:
            n = shown.get(i, len(rs))
            nest = f'<ul class="{K["nest"]}">' + "".join(li(j) for j in rs[:n]) + "</ul>"
            if rs[n:]:
                hidden_n = sum(1 + len(k.get(j, [])) for j in rs[n:])
                nest += (
                    f'<button type="button" class="{K["moreBtn"]}" aria-expanded="false">{hidden_n} weitere Antworten anzeigen</button>'
                    f'<ul class="{K["nest"]}" hidden="">' + "".join(li(j) for j in rs[n:]) + "</ul>"
                )
        pill = ""
        if c.who.startswith("Redaktion"):
            pill = f'<span class="{K["pill"]}">Redaktion</span>'
        elif i in (0, 7):
            pill = f'<span class="{K["pill"]}">Top-Kommentar</span>'
        elif c.who in ("Friederike Lohse", "Tanja Möller", "Gerd Hinrichsen"):
            pill = f'<span class="{K["plus"]}" title="Abonnent:in">LT+</span>'
        return (
            f'<li class="{K["item"]}" id="k-{5512300 + i * 13}"><div class="{K["row"]}">'
            f'<div class="{K["circle"]}" aria-hidden="true">{esc(initials(c.who))}</div><div>'
            f'<div><span class="{K["who"]}">{esc(c.who)}</span>{pill}<time class="{K["when"]}" datetime="{c.iso}" title="{c.iso[:10]}">{esc(c.at)}</time></div>'
            f'<div class="{K["body"]}">{paras(c.body)}</div>'
            f'<div class="{K["bar"]}"><button type="button" class="{K["icoBtn"]}" aria-label="Gefällt mir">{ICON["up"]}<span>{likes[i]}</span></button>'
            f'<button type="button" class="{K["icoBtn"]}">{ICON["reply"]}Antworten</button>'
            f'<button type="button" class="{K["icoBtn"]}" aria-label="Melden">{ICON["flag"]}</button></div>'
            f"</div></div>{nest}</li>"
        )

    gone = f'<li class="{K["gone"]}">Dieser Kommentar wurde von der Moderation entfernt.</li>'
    tops = k[None]
    items = "".join(li(i) + (gone if i == 9 else "") for i in tops)
    thread = f'<ul class="{K["list"]}">{items}</ul>'
    nav = "".join(
        f'<li><a class="{K["navlink"]}" href="/{s.lower()}/">{s}</a></li>'
        for s in (
            "Lindhagen",
            "Landkreis",
            "Sport",
            "Wirtschaft",
            "Kultur",
            "Ratgeber",
            "Traueranzeigen",
            "E-Paper",
        )
    )
    body = f"""<div id="root"><div class="{K["page"]}">
<header><div class="{K["top"]}"><a class="{K["logo"]}" href="/">Lindhagener Tageblatt</a><div><a class="{K["btnGhost"]}" href="/abo/">Abo ab 0,99 €</a> <a class="{K["btn"]}" href="/login/">Anmelden</a></div></div>
<nav><ul class="{K["nav"]}">{nav}</ul></nav></header>
<div class="{K["grid"]}"><main>
<article>
<div class="{K["kicker"]}">Lindhagen · Verkehr</div>
<h1 class="{K["h1"]}">Parken in der Altstadt wird doppelt so teuer</h1>
<p class="{K["lead"]}">Der Stadtrat hat am Montagabend neue Gebühren beschlossen: Ab Mai kostet eine Stunde rund um den Marktplatz vier statt zwei Euro. Das Parkhaus am Bahnhof bleibt günstig.</p>
<div class="{K["meta"]}"><span>Von Sönke Albers</span><time datetime="2021-03-08T21:40:00Z">08.03.2021, 22:40 Uhr</time><span class="{K["plus"]}">LT+</span><span>3 Min. Lesezeit</span></div>
<div class="{K["share"]}"><span>Teilen</span><a class="{K["shareBtn"]}" href="#">Facebook <b>86</b></a><a class="{K["shareBtn"]}" href="#">Twitter <b>7</b></a><a class="{K["shareBtn"]}" href="#">WhatsApp</a><a class="{K["shareBtn"]}" href="#">E-Mail</a></div>
<figure style="margin:20px 0"><img src="/_avatar/marktplatz-lindhagen.svg" width="760" height="428" alt="Autos auf dem Marktplatz"/><figcaption style="font-size:13px;color:#666">Noch parken auf dem Marktplatz werktags bis zu 90 Autos. Foto: Sönke Albers</figcaption></figure>
<div class="{K["text"]}">
<p>Mit 19 zu 14 Stimmen hat der Lindhagener Stadtrat am Montag die neue Parkgebührenordnung verabschiedet. Ab dem 1. Mai kostet das Parken auf dem Marktplatz, in der Langen Straße und am Kirchwall vier Euro pro Stunde. Bisher waren es zwei.</p>
<p>Im Parkhaus am Bahnhof bleibt es bei 1,50 Euro pro Stunde. Die Stadt will den Marktplatz mittelfristig ganz vom Autoverkehr befreien; ein Planungsbüro soll bis zum Herbst Entwürfe vorlegen.</p>
<p>Der Einzelhandelsverband reagierte verärgert. „Die Kundschaft aus dem Umland kommt mit dem Auto, ob es uns gefällt oder nicht“, sagte Vorsitzende Petra Kühl.</p>
<h2 style="font-size:21px">Wochenmarkt ausgenommen</h2>
<p>Für Marktbeschicker gilt eine Sonderregel: Am Mittwoch und Samstag dürfen sie ihre Fahrzeuge bis 14 Uhr kostenlos hinter den Ständen abstellen. Die Anwohnerparkausweise waren nicht Teil der Beschlussvorlage.</p>
<p>Bürgermeister Hauke Dittmer verteidigte den Beschluss: Die Einnahmen sollen in neue Fahrradbügel und eine bessere Beleuchtung des Bahnhofsparkhauses fließen.</p>
</div>
<div class="{K["tags"]}"><a class="{K["tag"]}" href="/thema/parken/">Parken</a><a class="{K["tag"]}" href="/thema/stadtrat/">Stadtrat</a><a class="{K["tag"]}" href="/thema/altstadt/">Altstadt</a></div>
</article>
<section class="{K["zone"]}" aria-labelledby="kz-h">
<div class="{K["zoneHead"]}"><h2 class="{K["zoneTitle"]}" id="kz-h">Kommentare (15)</h2>
<div class="{K["sort"]}" role="tablist" aria-label="Sortieren"><button type="button" role="tab" aria-selected="false" class="{K["sortBtn"]}">Neueste</button><button type="button" role="tab" aria-selected="false" class="{K["sortBtn"]}">Älteste</button><button type="button" role="tab" aria-selected="true" class="{K["sortOn"]}">Beliebteste</button></div></div>
<div class="{K["composer"]}"><span>Melden Sie sich an, um mitzudiskutieren.</span><a class="{K["btn"]}" href="/login/?ref=kommentare">Anmelden</a><a class="{K["btnGhost"]}" href="/registrieren/">Registrieren</a></div>
{thread}
<p style="font-size:13px;color:#777">Wir freuen uns über eine faire Diskussion. Beiträge, die gegen unsere <a href="/netiquette/">Netiquette</a> verstoßen, werden entfernt.</p>
</section>
</main>
<aside class="{K["aside"]}">
<div class="{K["ad"]}">ANZEIGE</div>
<div class="{K["box"]}"><h3 class="{K["boxTitle"]}">Meistgelesen</h3>{counted("Parken in der Altstadt wird doppelt so teuer | ;; Schuhhaus Brämer schließt nach 70 Jahren | ;; Impfzentrum Lindhagen: Neue Termine ab Donnerstag | ;; Unfall auf der B 214: Straße stundenlang gesperrt | ;; TuS Lindhagen verpflichtet Torwart aus Celle |")}</div>
<div class="{K["box"]}"><h3 class="{K["boxTitle"]}">Wetter in Lindhagen</h3><p>Heute 7 °C, Schauer · Morgen 9 °C, bewölkt</p></div>
<div class="{K["box"]}"><h3 class="{K["boxTitle"]}">Corona im Landkreis</h3><p>7-Tage-Inzidenz: 48,3 · Stand: 09.03.2021</p></div>
<div class="{K["ad"]}">ANZEIGE</div>
</aside></div>
<footer class="{K["foot"]}">© 2021 Lindhagener Tageblatt GmbH & Co. KG · <a style="color:#fff" href="/impressum/">Impressum</a> · <a style="color:#fff" href="/datenschutz/">Datenschutz</a> · <a style="color:#fff" href="/agb/">AGB</a> · <a style="color:#fff" href="/kontakt/">Kontakt</a> · <a style="color:#fff" href="/netiquette/">Netiquette</a></footer>
</div></div>"""
    return make(
        "du-de-lindhagen-parken",
        "discussion",
        "de",
        doc(
            "Parken in der Altstadt wird doppelt so teuer",
            "Lindhagener Tageblatt",
            "de",
            sheet,
            body,
            published="2021-03-08T21:40:00Z",
            author="Sönke Albers",
            style_attrs='data-styled="active" data-styled-version="5.2.1"',
        ),
        cs,
        path="/lindhagen/parken-in-der-altstadt-wird-doppelt-so-teuer-id55123.html",
        container="section[aria-labelledby] under 'Kommentare (15)': ul > li (styled-components-like 'sc-XXXXXX YYYYYY' classes only: initials circle, NAME span, badge, time 'vor N Std.', body div > p, like/answer/report buttons), answers in a nested ul inside the li; four answers of the first thread printed in a ul[hidden] after '4 weitere Antworten anzeigen'; one 'entfernt' placeholder li",
        heading="Kommentare (15)",
        description="A German regional daily of March 2021 with styled-components-like hashed classes (share buttons with counts, LT+ paywall badge, most read, weather, Covid incidence box, adverts): 15 comments, sorted 'Beliebteste', with initials, 'Top-Kommentar'/'LT+'/'Redaktion' badges, relative times, likes; answers nested inside their parent, four of six answers printed but hidden, the newsroom answers once, a removed entry's placeholder.",
    )


def threads_du() -> list[Case]:
    return [en_ferry(), de_parken()]

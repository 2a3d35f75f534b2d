"""Blind set EH: two discussions on today's news sites built with front-end frameworks: an American metro site of 2024
with Tailwind-like utility classes, the first page of its comments in a hydration JSON and drawn, emoji reactions and
"Load more comments"; a German regional daily of 2021 with styled-components-like hashed classes and a "Leserdebatte"
(never says "comment"). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_eh_common import (
    Case,
    abbr,
    esc,
    hashed,
    mk,
    page,
    paras,
    replies_of,
    svg,
    talk,
    tops,
)

# --------------------------------------------------------------------------- en: a metro news site, 2024 (utility classes)


def en_bikeshare() -> Case:
    ts = talk("""
Trish Okafor @ 3h ago ~ 2024-05-08T14:12:00Z :: Finally. I've been riding my own bike to the Eastside light rail stop for two years and half my coworkers would do the same if they didn't have to worry about it getting stolen.
>Dale Brandvold @ 3h ago ~ 2024-05-08T14:40:00Z :: They'll get stolen anyway, just on the city's dime this time. Look at what happened in Fenwick.
>>Trish Okafor @ 2h ago ~ 2024-05-08T15:02:00Z :: Fenwick's bikes didn't have GPS locks. These do, it's in the fourth paragraph.
>Kelsey Marr @ 2h ago ~ 2024-05-08T15:18:00Z :: Same here. The racks at Eastside are full by 7:30 every morning.
Ron Villanueva @ 3h ago ~ 2024-05-08T14:25:00Z :: $1.8 million for bikes while the potholes on Cutler Ave are big enough to lose a Honda in. Priorities.
>Priya Raman @ 2h ago ~ 2024-05-08T15:30:00Z :: The story says the money is a federal grant that can only be spent on transit. It can't be moved to road repair even if the council wanted to.
>>Ron Villanueva @ 1h ago ~ 2024-05-08T16:05:00Z :: Fair enough, I didn't know that. Still want my street fixed.
mbay_commuter @ 2h ago ~ 2024-05-08T15:44:00Z :: Will the e-bikes be allowed on the Harbor Trail? Right now anything with a motor is banned past the boathouse.
>Ellen Szabo @ 1h ago ~ 2024-05-08T16:20:00Z :: Parks said at the meeting that class 1 e-bikes will be allowed under a pilot rule starting in July. Speed limit 15.
Gus Fairweather @ 1h ago ~ 2024-05-08T16:31:00Z :: Anyone know if there is a discount for seniors? $1 to unlock plus 35 cents a minute adds up quickly on a fixed income.
>Jolene Tsai @ 45m ago ~ 2024-05-08T17:02:00Z :: There's a reduced plan for anyone on SNAP or Medicare Savings, $5 a month for unlimited 45-minute rides. Sign up at the library.
Marcus Webb @ 20m ago ~ 2024-05-08T17:29:00Z :: Thirty stations is a start but none of them are north of Route 9. Those of us in Hillcrest pay the same taxes.
""")
    react = [("24", "6", ""), ("9", "", "3"), ("31", "", ""), ("7", "", ""), ("15", "", "4"), ("42", "8", "")]
    react += [("11", "", "2"), ("5", "", ""), ("19", "2", ""), ("13", "", ""), ("27", "9", ""), ("8", "", "")]
    tint = ["bg-orange-500", "bg-cyan-700", "bg-violet-600", "bg-lime-700", "bg-pink-600", "bg-blue-700"]

    def item(i: int) -> str:
        t = ts[i]
        up, heart, laugh = react[i]
        chips = f'<button class="inline-flex items-center gap-1 rounded-full border border-gray-200 px-2 py-0.5 text-xs" aria-label="{up} people reacted with thumbs up">👍 <span>{up}</span></button>'
        if heart:
            chips += f'<button class="inline-flex items-center gap-1 rounded-full border border-gray-200 px-2 py-0.5 text-xs" aria-label="{heart} people reacted with heart">❤️ <span>{heart}</span></button>'
        if laugh:
            chips += f'<button class="inline-flex items-center gap-1 rounded-full border border-gray-200 px-2 py-0.5 text-xs" aria-label="{laugh} people reacted with laughing">😂 <span>{laugh}</span></button>'
        staff = (
            '<span class="rounded bg-blue-50 px-1.5 text-[11px] font-semibold uppercase text-blue-800">Staff</span>'
            if t.who == "Ellen Szabo"
            else ""
        )
        kids = replies_of(ts, i)
        sub = (
            '<ul role="list" class="mt-4 space-y-4 border-l border-gray-200 pl-4 sm:pl-6">'
            + "".join(item(j) for j in kids)
            + "</ul>"
            if kids
            else ""
        )
        return (
            f'<li id="c-{40511 + i * 13}" data-testid="comment-item" class="group">'
            f'<article aria-label="Comment by {esc(t.who)}" class="flex gap-3">'
            f'<div aria-hidden="true" class="flex h-8 w-8 shrink-0 items-center justify-center rounded-full {tint[i % 6]} text-xs font-bold text-white">{esc(abbr(t.who))}</div>'
            '<div class="min-w-0 flex-1"><header class="flex items-baseline gap-2 text-sm">'
            f'<a href="/profile/{40511 + i * 13}" class="font-semibold text-gray-900 hover:underline">{esc(t.who)}</a>{staff}'
            f'<time datetime="{t.iso}" class="text-gray-500">{esc(t.at)}</time></header>'
            f'<div class="prose prose-sm mt-1 max-w-none text-gray-800">{paras(t.body)}</div>'
            f'<footer class="mt-2 flex flex-wrap items-center gap-2">{chips}'
            f'<button class="ml-2 inline-flex items-center gap-1 text-xs font-semibold text-gray-600 hover:text-gray-900">{svg("reply")} Reply</button>'
            f'<button class="text-xs text-gray-400 opacity-0 group-hover:opacity-100" aria-label="Report">{svg("flag")}</button></footer>'
            f"</div></article>{sub}</li>"
        )

    listing = '<ul role="list" class="mt-6 space-y-6">' + "".join(item(i) for i in tops(ts)) + "</ul>"
    hydrate = json.dumps(
        {
            "articleId": 88172,
            "commentCount": 19,
            "sort": "oldest",
            "pageSize": 12,
            "comments": [
                {
                    "id": 40511 + i * 13,
                    "parentId": (40511 + t.parent * 13) if t.parent is not None else None,
                    "user": {"displayName": t.who, "initials": abbr(t.who), "staff": t.who == "Ellen Szabo"},
                    "body": t.body,
                    "createdAt": t.iso,
                    "reactions": {
                        k: int(v) for k, v in zip(("like", "love", "haha"), react[i], strict=True) if v
                    },
                }
                for i, t in enumerate(ts)
            ],
            "nextCursor": "eyJvZmZzZXQiOjEyfQ",
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )
    css = (
        "*,::before,::after{box-sizing:border-box;border:0 solid}body{margin:0;font-family:Inter,system-ui,sans-serif;color:#111827}"
        "a{color:inherit;text-decoration:none}ul{list-style:none;margin:0;padding:0}.flex{display:flex}.inline-flex{display:inline-flex}.grid{display:grid}.hidden{display:none}"
        ".flex-1{flex:1 1 0%}.flex-wrap{flex-wrap:wrap}.shrink-0{flex-shrink:0}.min-w-0{min-width:0}.items-center{align-items:center}.items-baseline{align-items:baseline}.justify-between{justify-content:space-between}.justify-center{justify-content:center}"
        ".gap-1{gap:.25rem}.gap-2{gap:.5rem}.gap-3{gap:.75rem}.gap-6{gap:1.5rem}.gap-10{gap:2.5rem}.space-y-4>*+*{margin-top:1rem}.space-y-6>*+*{margin-top:1.5rem}.space-y-5>*+*{margin-top:1.25rem}"
        ".h-8{height:2rem}.w-8{width:2rem}.rounded{border-radius:.25rem}.rounded-full{border-radius:9999px}.rounded-xl{border-radius:.75rem}.border{border-width:1px}.border-l{border-left-width:1px}.border-t{border-top-width:1px}.border-b{border-bottom-width:1px}.border-gray-200{border-color:#e5e7eb}"
        ".bg-gray-50{background:#f9fafb}.bg-gray-900{background:#111827}.bg-blue-50{background:#eff6ff}.bg-yellow-300{background:#fde047}.bg-orange-500{background:#f97316}.bg-cyan-700{background:#0e7490}.bg-violet-600{background:#7c3aed}.bg-lime-700{background:#4d7c0f}.bg-pink-600{background:#db2777}.bg-blue-700{background:#1d4ed8}"
        ".p-4{padding:1rem}.p-5{padding:1.25rem}.px-1\\.5{padding:0 .375rem}.px-2{padding-left:.5rem;padding-right:.5rem}.px-4{padding-left:1rem;padding-right:1rem}.py-0\\.5{padding-top:.125rem;padding-bottom:.125rem}.py-2{padding-top:.5rem;padding-bottom:.5rem}.py-3{padding-top:.75rem;padding-bottom:.75rem}.pl-4{padding-left:1rem}.pt-10{padding-top:2.5rem}"
        ".mt-1{margin-top:.25rem}.mt-2{margin-top:.5rem}.mt-4{margin-top:1rem}.mt-6{margin-top:1.5rem}.mt-10{margin-top:2.5rem}.ml-2{margin-left:.5rem}.mx-auto{margin:0 auto}.max-w-7xl{max-width:80rem}.max-w-2xl{max-width:42rem}.max-w-none{max-width:none}.w-full{width:100%}"
        ".text-xs{font-size:.75rem}.text-sm{font-size:.875rem}.text-lg{font-size:1.125rem}.text-2xl{font-size:1.5rem}.text-5xl{font-size:3rem;line-height:1.05}.text-\\[11px\\]{font-size:11px}.font-semibold{font-weight:600}.font-bold{font-weight:700}.font-black{font-weight:900}.uppercase{text-transform:uppercase}.tracking-tight{letter-spacing:-.025em}"
        ".text-white{color:#fff}.text-gray-400{color:#9ca3af}.text-gray-500{color:#6b7280}.text-gray-600{color:#4b5563}.text-gray-800{color:#1f2937}.text-gray-900{color:#111827}.text-blue-800{color:#1e40af}.text-red-600{color:#dc2626}"
        ".prose p{margin:.5em 0}.opacity-0{opacity:0}.group:hover .group-hover\\:opacity-100{opacity:1}.hover\\:underline:hover{text-decoration:underline}"
        "@media(min-width:640px){.sm\\:pl-6{padding-left:1.5rem}}@media(min-width:1024px){.lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_320px\\]{grid-template-columns:minmax(0,1fr) 320px}}"
    )
    trending = "".join(
        f'<li class="flex gap-3 py-2"><span class="text-2xl font-black text-gray-400">{n}</span><a class="text-sm font-semibold hover:underline" href="/news/{esc(h.lower().replace(" ", "-"))[:50]}">{esc(h)}</a></li>'
        for n, h in enumerate(
            (
                "Cutler Avenue repaving pushed to 2025, city says",
                "Marlow Bay Pirates clinch playoff berth with walk-off in 11th",
                "What the new state budget means for Harbor County schools",
                "Popular taqueria reopens on Dock Street after fire",
                "Sailboat races return to the inner harbor this weekend",
            ),
            1,
        )
    )
    body = f"""<div id="app" data-v-app><div class="bg-gray-900 py-2 text-xs text-white"><div class="mx-auto flex max-w-7xl justify-between px-4"><span>Wednesday, May 8, 2024 · 61°F Partly cloudy</span><a href="/subscribe" class="font-semibold">Support local news: 99¢ for 3 months</a></div></div>
<header class="border-b border-gray-200"><div class="mx-auto flex max-w-7xl items-center justify-between px-4 py-3"><button aria-label="Menu">{svg("menu")}</button><a href="/" class="text-2xl font-black tracking-tight">THE HARBOR CURRENT</a><div class="flex items-center gap-3"><button aria-label="Search">{svg("search")}</button><a href="/login" class="text-sm font-semibold">Log in</a></div></div>
<nav aria-label="Main"><ul class="mx-auto flex max-w-7xl justify-center gap-6 px-4 py-2 text-sm font-semibold"><li><a href="/news">News</a></li><li><a href="/city-hall">City Hall</a></li><li><a href="/transportation">Transportation</a></li><li><a href="/sports">Sports</a></li><li><a href="/food">Food + Drink</a></li><li><a href="/opinion">Opinion</a></li><li><a href="/obituaries">Obituaries</a></li></ul></nav></header>
<main class="mx-auto mt-6 grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_320px]">
<article class="max-w-2xl">
<p class="text-sm font-bold uppercase text-red-600"><a href="/transportation">Transportation</a></p>
<h1 class="mt-2 text-5xl font-black tracking-tight">Council approves e-bike share with 30 stations, service to start in August</h1>
<p class="mt-4 text-lg text-gray-600">The $1.8 million system, paid for with a federal transit grant, puts 300 electric bikes at stations from the ferry terminal to Eastside.</p>
<div class="mt-4 flex items-center gap-3 border-t border-b border-gray-200 py-3 text-sm"><span class="font-semibold">By <a href="/staff/ellen-szabo" class="hover:underline">Ellen Szabo</a></span><time datetime="2024-05-08T13:00:00Z" class="text-gray-500">May 8, 2024 at 6:00 a.m. PDT</time><span class="ml-2 text-gray-500">4 min read</span><div class="ml-2 flex gap-2"><a href="#" aria-label="Share on Facebook">{svg("share")}</a><button aria-label="Save for later">{svg("bookmark")}</button></div></div>
<figure class="mt-6"><img src="/_avatar/bikes.svg" alt="" width="720" height="405" class="w-full rounded-xl"><figcaption class="mt-2 text-xs text-gray-500">A demonstration e-bike outside City Hall on Tuesday. Photo: Ana Ribeiro / The Harbor Current</figcaption></figure>
<div class="prose mt-6 text-lg">
<p>The Marlow Bay City Council voted 6-1 on Tuesday night to launch a public electric bike share, the first in Harbor County, with 300 bikes at 30 docking stations.</p>
<p>The system will be run by a contractor for five years. Riders will pay $1 to unlock a bike and 35 cents a minute, or $22 a month for unlimited 45-minute rides.</p>
<p>The first 18 stations are to open in August around downtown, the ferry terminal and the Eastside light rail stop, with the rest following by November.</p>
<p>Each bike has a GPS lock that can only be released at a station, a change from the dockless scooters that the city of Fenwick pulled off its streets in 2022 after hundreds went missing.</p>
<p>The $1.8 million cost is covered by a Federal Transit Administration grant awarded last year for "first and last mile" connections to transit.</p>
<p>Council member Ray Dunleavy, the lone no vote, said stations should have been spread more evenly. "Hillcrest gets nothing in the first phase," he said.</p>
</div>
<aside class="mt-6 rounded-xl bg-gray-50 p-5"><p class="font-bold">Get The Morning Current</p><p class="text-sm text-gray-600">The news Marlow Bay is talking about, every weekday at 6 a.m.</p><form class="mt-2 flex gap-2"><input type="email" placeholder="Email address" aria-label="Email address" class="flex-1 border border-gray-200 px-2"><button class="rounded bg-gray-900 px-4 py-2 text-sm font-semibold text-white">Sign up</button></form></aside>
<section id="comments" aria-labelledby="comments-title" class="mt-10 border-t border-gray-200 pt-10">
<div class="flex items-center justify-between"><h2 id="comments-title" class="text-2xl font-bold">Comments <span class="text-gray-500">(19)</span></h2><div class="text-sm text-gray-600">Sort: <button class="font-semibold">Oldest</button> · <button>Newest</button> · <button>Most reactions</button></div></div>
<div class="mt-4 rounded-xl border border-gray-200 p-4 text-sm text-gray-600"><a href="/login?next=%23comments" class="font-semibold text-gray-900 underline">Log in</a> to join the conversation. Be kind; read our <a href="/community-rules" class="underline">community rules</a>.</div>
{listing}
<div class="mt-6 flex justify-center"><button type="button" data-testid="load-more" data-cursor="eyJvZmZzZXQiOjEyfQ" class="rounded-full border border-gray-200 px-4 py-2 text-sm font-semibold hover:bg-gray-50">Load more comments</button></div>
</section>
</article>
<aside class="space-y-5"><div class="flex items-center justify-center bg-gray-50 text-xs uppercase text-gray-400" style="height:250px" data-ad-unit="rail_top">Advertisement</div>
<section><h2 class="border-b border-gray-200 pb-1 text-sm font-bold uppercase">Trending</h2><ol>{trending}</ol></section>
<section class="rounded-xl bg-yellow-300 p-4"><p class="font-bold">Hey Marlow Bay 🎧</p><p class="text-sm">Our daily news podcast, 12 minutes, every weekday.</p><a href="/podcast" class="mt-2 inline-flex items-center gap-1 text-sm font-semibold">{svg("play")} Listen now</a></section>
</aside></main>
<footer class="mt-10 bg-gray-900 px-4 py-3 text-sm text-gray-400"><div class="mx-auto flex max-w-7xl flex-wrap justify-between gap-3 py-3"><span class="font-black text-white">THE HARBOR CURRENT</span><span><a href="/about">About</a> · <a href="/ethics">Ethics policy</a> · <a href="/tips">Send a tip</a> · <a href="/careers">Careers</a> · <a href="/privacy">Privacy</a></span><span>© 2024 Harbor Current Media, a nonprofit newsroom</span></div></footer>
<div role="dialog" aria-label="Cookie consent" class="border-t border-gray-200 bg-gray-50 p-4 text-sm" style="position:fixed;bottom:0;left:0;right:0">We use cookies to measure readership and keep you logged in. <button class="ml-2 rounded bg-gray-900 px-2 py-0.5 text-white">Accept</button> <button class="ml-2 underline">Manage choices</button></div>
</div><script type="application/json" id="__HYDRATE_comments__">{hydrate}</script>"""
    return mk(
        "eh-en-marlowbay-ebikes",
        "discussion",
        "en",
        page(
            "Council approves e-bike share with 30 stations, service to start in August",
            "The Harbor Current",
            "en",
            css,
            body,
            published="2024-05-08T13:00:00Z",
            author="Ellen Szabo",
            section="Transportation",
        ),
        ts,
        path="/transportation/2024/05/08/council-approves-e-bike-share",
        container="section#comments under 'Comments (19)': ul[role=list] > li[data-testid=comment-item] > article[aria-label='Comment by NAME'] (initials circle, a NAME link, 'Staff' pill, time 'Nh ago', div.prose > p, emoji reaction chips, Reply), replies in a nested ul.border-l inside the parent's li; the 12 printed are also in a hydration JSON script; 'Load more comments' fetches the rest (not printed)",
        heading="Comments (19)",
        description="An American metro news site of May 2024, Tailwind-like utility classes, a Vue-like app root: 12 of 19 comments printed (initials avatars, emoji reaction chips, relative times with datetime, a reporter's 'Staff' answer), two deep, the same 12 in a <script type=application/json> hydration blob; 'Load more comments' not followed; furniture: weather strip, trending list, newsletter and podcast boxes, an ad slot, cookie dialog.",
    )


# --------------------------------------------------------------------------- de: a regional daily, 2021 (styled-components)


def de_freibad() -> Case:
    ts = talk("""
Kuddelmuddel_HB @ vor 5 Std. ~ 2021-07-19T06:48:00Z :: Drei Euro fünfzig für zwei Stunden im Becken, und dann noch online buchen müssen. Für eine Familie mit drei Kindern ist der Sommer damit gelaufen.
>Sabine Rührmund @ vor 4 Std. ~ 2021-07-19T07:31:00Z :: Für Kinder unter 14 kostet es doch nur 1,50 €. Steht im Kasten unter dem Artikel.
>>Kuddelmuddel_HB @ vor 4 Std. ~ 2021-07-19T07:52:00Z :: Macht bei uns trotzdem 8 Euro pro Nachmittag. Früher hatten wir die Saisonkarte für 60 Euro.
Dr. Helmut Pagels @ vor 5 Std. ~ 2021-07-19T07:05:00Z :: Das Zeitfenster-System ist doch nur eine Pandemie-Maßnahme. Warum die Stadtwerke das jetzt dauerhaft behalten wollen, erklärt der Artikel leider nicht.
>Redaktion Weserkurier Nord @ vor 3 Std. ~ 2021-07-19T08:40:00Z :: Wir haben bei den Stadtwerken nachgefragt: Die Zeitfenster sollen laut Sprecherin bis Saisonende bleiben, über 2022 werde im Herbst im Aufsichtsrat entschieden. Wir bleiben dran.
Jannik Oltmanns @ vor 3 Std. ~ 2021-07-19T08:12:00Z :: Ich finde die Zeitfenster ehrlich gesagt gut. Endlich kann man morgens Bahnen ziehen, ohne dass es voll ist wie im Hauptbahnhof. // Mit dem Preis hab ich eher ein Problem.
Gerda Lüschen @ vor 2 Std. ~ 2021-07-19T09:26:00Z :: Und wer kein Smartphone hat? Meine Mutter ist 79 und geht seit 40 Jahren jeden Morgen ins Freibad Grambke. An der Kasse wird man jetzt weggeschickt.
>Tobias K. @ vor 1 Std. ~ 2021-07-19T10:03:00Z :: An der Kasse gibt es laut Stadtwerken ein Restkontingent von 50 Karten pro Fenster. Einfach früh genug da sein.
Möwe1987 @ vor 38 Min. ~ 2021-07-19T10:40:00Z :: Die 2,4 Millionen für die Sanierung waren offenbar nicht für die Kasse gedacht. Schade um das schöne alte Bad.
""")
    c, sheet = hashed(
        "sc",
        "weserkurier-2021",
        {
            "Section": "margin:48px 0 0;padding-top:24px;border-top:3px solid #003a70",
            "Title": "font:700 24px/1.2 'Source Serif Pro',Georgia,serif;margin:0",
            "Hint": "margin:12px 0 20px;padding:12px 16px;background:#eef3f8;font-size:14px",
            "List": "list-style:none;margin:0;padding:0",
            "Post": "padding:16px 0;border-bottom:1px solid #dde3ea",
            "Answers": "list-style:none;margin:8px 0 0 28px;padding:0 0 0 16px;border-left:2px solid #dde3ea",
            "Head": "display:flex;align-items:center;gap:10px;font-size:14px",
            "Avatar": "width:36px;height:36px;border-radius:50%;background:#003a70;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:13px",
            "Name": "font-weight:700;color:#0b1b2b",
            "Badge": "font-size:11px;padding:1px 6px;border-radius:3px;background:#c8102e;color:#fff;text-transform:uppercase",
            "Time": "color:#6b7785",
            "Text": "margin:8px 0 0 46px;font-size:16px;line-height:1.55",
            "Bar": "display:flex;gap:18px;margin:8px 0 0 46px;font-size:13px;color:#4b5968",
            "Btn": "background:none;border:0;padding:0;color:inherit;cursor:pointer;display:inline-flex;gap:4px;align-items:center",
            "Page": "max-width:1140px;margin:0 auto;padding:0 16px;font-family:'Source Sans Pro',Arial,sans-serif;color:#1d2a36",
            "Top": "background:#003a70;color:#fff;padding:14px 0",
            "Logo": "font:700 30px Georgia,serif;color:#fff;text-decoration:none",
            "Nav": "display:flex;gap:22px;list-style:none;padding:10px 0;margin:0;font-weight:600;border-bottom:1px solid #dde3ea",
            "Grid": "display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;margin-top:24px",
            "Kicker": "color:#c8102e;font-weight:700;text-transform:uppercase;font-size:13px",
            "H1": "font:700 36px/1.15 'Source Serif Pro',Georgia,serif;margin:6px 0 12px",
            "Lead": "font-size:19px;font-weight:600;line-height:1.5",
            "Meta": "font-size:14px;color:#6b7785;margin:12px 0",
            "Body": "font-size:18px;line-height:1.65",
            "Box": "background:#eef3f8;padding:16px;margin:20px 0;font-size:15px",
            "Rail": "font-size:15px",
            "Ad": "height:600px;background:#f3f4f6;display:flex;align-items:center;justify-content:center;color:#9aa3ad;font-size:11px;text-transform:uppercase",
            "RailList": "padding-left:20px;line-height:1.45",
            "Foot": "margin-top:48px;background:#0b1b2b;color:#aeb8c2;padding:28px 16px;font-size:14px",
            "Consent": "position:fixed;left:0;right:0;bottom:0;background:#fff;box-shadow:0 -2px 12px rgba(0,0,0,.2);padding:16px;font-size:14px",
        },
    )
    likes = [31, 12, 9, 44, 58, 27, 63, 18, 22]

    def post(i: int) -> str:
        t = ts[i]
        badge = f'<span class="{c["Badge"]}">Redaktion</span>' if t.who.startswith("Redaktion") else ""
        ans = replies_of(ts, i)
        sub = f'<ul class="{c["Answers"]}">' + "".join(post(j) for j in ans) + "</ul>" if ans else ""
        return (
            f'<li class="{c["Post"]}" data-testid="debate-post" id="beitrag-{71203 + i}">'
            f'<div class="{c["Head"]}"><span class="{c["Avatar"]}" aria-hidden="true">{esc(abbr(t.who))}</span>'
            f'<span class="{c["Name"]}">{esc(t.who)}</span>{badge}'
            f'<time class="{c["Time"]}" datetime="{t.iso}" title="{t.iso[:10]}">{esc(t.at)}</time></div>'
            f'<div class="{c["Text"]}">{paras(t.body)}</div>'
            f'<div class="{c["Bar"]}"><button class="{c["Btn"]}" aria-label="Beitrag empfehlen">{svg("up")} {likes[i]}</button>'
            f'<button class="{c["Btn"]}">{svg("reply")} Antworten</button><button class="{c["Btn"]}" aria-label="Beitrag melden">{svg("flag")} Melden</button></div>'
            f"{sub}</li>"
        )

    posts = f'<ul class="{c["List"]}">' + "".join(post(i) for i in tops(ts)) + "</ul>"
    body = f"""<div id="root"><div class="{c["Top"]}"><div class="{c["Page"]}" style="display:flex;justify-content:space-between;align-items:center"><a class="{c["Logo"]}" href="/">Weserkurier Nord</a><span style="font-size:14px">Bremen-Nord · 23 °C · <a href="/abo" style="color:#fff;font-weight:700">WKN+ 1 Monat gratis</a> · <a href="/login" style="color:#fff">Anmelden</a></span></div></div>
<div class="{c["Page"]}"><nav aria-label="Hauptnavigation"><ul class="{c["Nav"]}"><li><a href="/bremen-nord">Bremen-Nord</a></li><li><a href="/vegesack">Vegesack</a></li><li><a href="/burglesum">Burglesum</a></li><li><a href="/blumenthal">Blumenthal</a></li><li><a href="/sport">Sport</a></li><li><a href="/freizeit">Freizeit</a></li><li><a href="/epaper">E-Paper</a></li></ul></nav>
<div class="{c["Grid"]}"><main><article>
<div class="{c["Kicker"]}">Burglesum</div>
<h1 class="{c["H1"]}">Freibad Grambke: Zeitfenster und neue Preise sorgen für Ärger</h1>
<p class="{c["Lead"]}">Seit der Wiedereröffnung nach der Sanierung gibt es Eintritt nur noch mit Online-Buchung für zwei Stunden. Stammgäste sind verärgert, die Stadtwerke verteidigen das System.</p>
<div class="{c["Meta"]}">Von <a href="/autoren/merle-wichmann">Merle Wichmann</a> · <time datetime="2021-07-19T04:00:00Z">19.07.2021, 06:00 Uhr</time> · Lesezeit 3 Min. · <a href="#" aria-label="Auf Facebook teilen">Teilen</a> · <a href="#" aria-label="Per WhatsApp teilen">WhatsApp</a></div>
<div class="{c["Body"]}">
<p>Zwei Jahre war das Freibad Grambke wegen der Sanierung geschlossen, 2,4 Millionen Euro hat die Stadt in Becken, Technik und Umkleiden gesteckt. Seit dem 1. Juli ist es wieder geöffnet – aber anders als früher.</p>
<p>Wer schwimmen will, muss vorab ein Zeitfenster von zwei Stunden buchen. Der Eintritt kostet 3,50 Euro für Erwachsene und 1,50 Euro für Kinder unter 14 Jahren. Saisonkarten gibt es in diesem Jahr nicht.</p>
<p>„Wir wollen Wartezeiten an der Kasse vermeiden und die Besucherzahl steuern“, sagt Stadtwerke-Sprecherin Anke Dierks. An der Kasse gebe es für jedes Zeitfenster ein kleines Kontingent an Karten.</p>
<p>Im Beirat Burglesum stößt das auf Kritik. Beiratssprecher Hinrich Bollmann fordert, zumindest für Frühschwimmer wieder eine Zehnerkarte anzubieten.</p>
</div>
<div class="{c["Box"]}"><strong>Freibad Grambke</strong><br>Geöffnet täglich 7 bis 20 Uhr · Zeitfenster 7–9, 9–11, 11–13, 13–15, 15–17, 17–19 Uhr · Erwachsene 3,50 €, Kinder unter 14 Jahren 1,50 €</div>
<section class="{c["Section"]}" aria-labelledby="debatte-titel" id="leserdebatte">
<h2 class="{c["Title"]}" id="debatte-titel">Leserdebatte <span style="color:#6b7785;font-weight:400">(9 Beiträge)</span></h2>
<div class="{c["Hint"]}">Diskutieren Sie mit! Um einen Beitrag zu schreiben, <a href="/login?ziel=leserdebatte">melden Sie sich an</a>. Bitte beachten Sie unsere <a href="/netiquette">Netiquette</a>.</div>
{posts}
</section>
</article></main>
<aside class="{c["Rail"]}"><div class="{c["Ad"]}" data-ad-position="sky_right">Anzeige</div>
<h3>Meistgelesen in Bremen-Nord</h3><ol class="{c["RailList"]}"><li><a href="/vegesack/faehre-lemwerder">Fähre nach Lemwerder fährt wieder im Halbstundentakt</a></li><li><a href="/blumenthal/wollkaemmerei">Wollkämmerei-Gelände: Erste Mieter ziehen ein</a></li><li><a href="/burglesum/freibad-grambke">Freibad Grambke: Zeitfenster und neue Preise sorgen für Ärger</a></li><li><a href="/sport/blumenthaler-sv">Blumenthaler SV holt Torjäger aus Oldenburg</a></li></ol>
<h3>Die Inzidenz heute</h3><p>Stadt Bremen: 9,8 · Landkreis Osterholz: 6,1<br><small>Quelle: RKI, Stand 19.07., 0 Uhr</small></p></aside></div></div>
<footer class="{c["Foot"]}"><div class="{c["Page"]}" style="color:#aeb8c2">Weserkurier Nord · <a href="/impressum" style="color:#aeb8c2">Impressum</a> · <a href="/datenschutz" style="color:#aeb8c2">Datenschutz</a> · <a href="/agb" style="color:#aeb8c2">AGB</a> · <a href="/mediadaten" style="color:#aeb8c2">Mediadaten</a> · © 2021 Nordbremer Verlagshaus GmbH</div></footer>
<div class="{c["Consent"]}" role="dialog" aria-label="Datenschutz-Einstellungen">Wir und unsere Partner verwenden Cookies und ähnliche Technologien. <button>Alle akzeptieren</button> <button>Einstellungen</button></div></div>"""
    return mk(
        "eh-de-grambke-freibad",
        "discussion",
        "de",
        page(
            "Freibad Grambke: Zeitfenster und neue Preise sorgen für Ärger",
            "Weserkurier Nord",
            "de",
            sheet,
            body,
            published="2021-07-19T04:00:00Z",
            author="Merle Wichmann",
            section="Burglesum",
            head='<meta name="generator" content="styled-components 5.3.0">',
        ),
        ts,
        path="/burglesum/freibad-grambke-zeitfenster-preise",
        container="section#leserdebatte under 'Leserdebatte (9 Beiträge)': ul > li[data-testid=debate-post] (initials span, NAME span, 'Redaktion' badge, time 'vor N Std.', text div > p, a bar of Empfehlen/Antworten/Melden), answers in a nested ul inside the parent's li; every class styled-components-like",
        heading="Leserdebatte (9 Beiträge)",
        description="A German regional daily of July 2021, styled-components-like classes only ('sc-XXXXXX YYYYYY'): 9 readers' posts under 'Leserdebatte', two deep, the newsroom answering once with a 'Redaktion' badge, relative times with datetime, recommend counts; furniture: weather and subscription strip, most read, an incidence box, an ad sky, a consent dialog. Never says 'comment'.",
    )


def threads_eh() -> list[Case]:
    return [en_bikeshare(), de_freibad()]

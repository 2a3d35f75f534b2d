"""Blind set B: look-alike pages without any comment (truth: zero), and mixed pages where a
look-alike list sits beside a real small thread (truth: only the thread).

The rule for the letters column (``b-la-de-leserbriefe-print``): letters to the editor that the
editors chose, shortened and printed as the page's own article, about several earlier
articles, are the page's content, not comments. A comment is a text a reader posted under this
article that the page shows as a reader's contribution to it (a thread below or beside it).
"""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import THREAD_CSS, paras, tree
from comspider_lab.blind.content_b import SITES_B, art
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.layout_b import render_b
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, Seed, stars, waline_embed

S = Seed


def lookalike_cases_b() -> list[Case]:
    cases: list[Case] = []

    # 1. de: the page IS a letters-to-the-editor print column
    letters = [
        (
            "Windräder gehören auf den Höhenrücken",
            "Zum Bericht „Gemeinderat streitet über Windräder“: Wer im Allgäu Strom verbraucht, muss auch sehen, wo er herkommt. Drei Anlagen am Höhenrücken sind kein Weltuntergang.",
            "Anton Rauch, Sulzberg",
        ),
        (
            "Die Käserei war ein Stück Heimat",
            "Zu „Käserei in Wertach schließt“: Mein Großvater hat dort noch Milch abgeliefert. Dass kein Nachfolger gefunden wurde, ist ein Armutszeugnis für die ganze Region.",
            "Gertraud Weiß, Wertach",
        ),
        (
            "Radweg: Gut gemeint, schlecht gebaut",
            "Zum neuen Radweg nach Füssen: Die Querung an der Bundesstraße ohne Ampel ist gefährlich. Bevor etwas passiert, muss der Landkreis nachbessern.",
            "Martin Keller, Pfronten",
        ),
        (
            "Dank an die Bergwacht",
            "Ich möchte mich auf diesem Weg bei den Männern und Frauen der Bergwacht bedanken, die meinen Mann im Januar am Grünten geborgen haben.",
            "Irmgard Schuster, Kempten",
        ),
        (
            "Almabtrieb ist kein Volksfest",
            "Zum Bericht über den Almabtrieb: 15 000 Besucher in einem Dorf mit 800 Einwohnern sind zu viel. Die Tiere haben Stress, die Anwohner auch.",
            "Johann Berchtold, Bad Hindelang",
        ),
    ]
    body = "".join(
        f'<div class="lb"><h3 class="lb-titel">{esc(t)}</h3><p>{esc(x)}</p><p class="lb-absender"><i>{esc(w)}</i></p></div>'
        for t, x, w in letters
    )
    cases.append(
        Case(
            "b-la-de-leserbriefe-print",
            "lookalike",
            "de",
            "on_load",
            "<div class=leserbriefe> (the page's article)",
            "Leserbriefe",
            "A print page whose article is the editors' letters column: five letters with headline, text and 'Name, Ort', about earlier articles. "
            "Rule: an edited letters column is the page's content, not comments.",
            "/region/leserbriefe-vom-14-maerz.html",
            render_b(
                "print",
                SITES_B["de"],
                art(
                    "Leserbriefe",
                    "Briefe an die Redaktion. Die Redaktion behält sich Kürzungen vor; die Briefe geben nicht die Meinung der Redaktion wieder.",
                    "Zusammengestellt von der Lokalredaktion",
                    "2025-03-14T05:00:00+01:00",
                    [],
                    kicker="Forum · Seite 12",
                ),
                Blocks(
                    after=f'<div class="leserbriefe">{body}<p class="lb-hinweis">Schreiben Sie uns: leserbriefe@landbote.example, '
                    "Postfach 12 40, 87435 Kempten. Bitte geben Sie Ihre vollständige Anschrift an.</p></div>"
                ),
            ),
            static=True,
            lookalikes=("letters to the editor (print column)",),
        )
    )

    # 2. en: FAQ / Q&A with the askers' names
    qa = [
        (
            "Will my council tax go up even if my house value hasn't changed?",
            "asked by Maria, Leith",
            "Yes. The 4.9% rise applies to every band, whatever the current value of the property.",
        ),
        (
            "I'm a pensioner on a fixed income. Is there any help?",
            "asked by George, Portobello",
            "The council tax reduction scheme is open to anyone on a low income. Applications take about three weeks.",
        ),
        (
            "Where does the extra money go?",
            "asked by Priya, Newhaven",
            "About half goes to schools, a quarter to adult social care and the rest to roads and waste collection.",
        ),
        (
            "Can I pay in twelve instalments instead of ten?",
            "asked by Tom, Granton",
            "Yes, if you ask before the first instalment is due in April.",
        ),
        (
            "When will the bills arrive?",
            "asked by Anne, Trinity",
            "Bills are posted in the second week of March.",
        ),
    ]
    faq = "".join(
        f'<div class="qa"><h3 class="q">{esc(q)}</h3><p class="asker">{esc(a)}</p><p class="answer">{esc(x)}</p></div>'
        for q, a, x in qa
    )
    cases.append(
        Case(
            "b-la-en-faq-askers",
            "lookalike",
            "en",
            "on_load",
            "<section class=your-questions>",
            "Your questions answered",
            "A Q&A explainer on a wire page: five readers' questions with 'asked by Name, Place' and the newsroom's answers.",
            "/business/council-tax-questions-answered.html",
            render_b(
                "wire",
                SITES_B["en"],
                art(
                    "Council tax rise: your questions answered",
                    "Bills go up by 4.9% from April. We put readers' questions to the council.",
                    "(Reporting by Hannah Blake; Editing by Ross Dunn)",
                    "2025-02-27T10:00:00+00:00",
                    [
                        "The council voted last week to raise council tax by 4.9%, the largest rise in a decade.",
                        "We asked readers what they wanted to know and put the most common questions to the council's finance team.",
                    ],
                    kicker="HARBOURTON, Feb 27 (Harbour Courier)",
                    caption="LOCAL TAX BUDGET",
                ),
                Blocks(
                    after=f'<section class="your-questions"><h2>Your questions answered</h2>{faq}</section>'
                ),
            ),
            static=True,
            lookalikes=("Q&A with askers' names",),
        )
    )

    # 3. fi: live ticker with times and reporters
    tick = [
        (
            "14.52",
            "Heikki Rantanen",
            "Kirittäret johtaa ottelua 5–3 kolmannen vuoroparin jälkeen. Katsomossa on noin 2 400 ihmistä.",
        ),
        (
            "14.31",
            "Heikki Rantanen",
            "Kotijoukkue nousi johtoon Saara Niemen kunnarilla. Yleisö on noussut seisomaan.",
        ),
        ("14.10", "Laura Heino", "Vierasjoukkue vaihtoi lukkarin jo toisessa vuoroparissa."),
        ("13.48", "Laura Heino", "Ottelu on alkanut. Sää on pilvinen, lämpötila kaksitoista astetta."),
        (
            "13.30",
            "Heikki Rantanen",
            "Tervetuloa seuraamaan Kirittärien ja Pesäkarhujen ottelua kotikentältä.",
        ),
    ]
    ticker = "".join(
        f'<li class="tk"><time class="tk-aika">{t}</time> <span class="tk-toimittaja">{esc(w)}</span><p>{esc(x)}</p></li>'
        for t, w, x in tick
    )
    cases.append(
        Case(
            "b-la-fi-live-ticker",
            "lookalike",
            "fi",
            "on_load",
            "<ol class=seuranta>",
            "Seuranta",
            "A live ticker on a wire page: five entries with a time, the reporter's name and a short text.",
            "/urheilu/pesapallo-kirittaret-seuranta.html",
            render_b(
                "wire",
                SITES_B["fi"],
                art(
                    "Seuranta: Kirittäret kohtaa Pesäkarhut kotikentällä",
                    "Seuraamme ottelua hetki hetkeltä.",
                    "(Toimittajat: Heikki Rantanen, Laura Heino)",
                    "2025-06-14T10:30:00+00:00",
                    [
                        "Kirittäret hakee kotikentällä kauden neljättä voittoaan. Pesäkarhut on sarjassa kolmantena."
                    ],
                    kicker="VIMPELI, 14. kesäkuuta (JS)",
                    caption="URHEILU PESÄPALLO",
                ),
                Blocks(after=f'<section><h2>Seuranta</h2><ol class="seuranta">{ticker}</ol></section>'),
            ),
            static=True,
            lookalikes=("live ticker",),
        )
    )

    # 4. ko: related articles with reporter, date and teaser
    rel = [
        (
            "전통시장 주차장 무료 개방",
            "최민호 기자",
            "2025.05.30",
            "주말마다 주차난을 겪던 중앙시장 주차장이 다음 달부터 무료로 개방된다.",
        ),
        (
            "시내버스 노선 개편안 확정",
            "박지훈 기자",
            "2025.05.28",
            "32개 노선이 조정되고 신도시 방면 급행버스 2개 노선이 새로 생긴다.",
        ),
        (
            "청년 월세 지원 신청 시작",
            "김하늘 기자",
            "2025.05.26",
            "만 19세부터 34세까지 청년에게 매달 최대 20만 원을 지원한다.",
        ),
        (
            "도서관 야간 개관 연장",
            "정수아 기자",
            "2025.05.22",
            "시립도서관이 평일 운영 시간을 밤 10시까지 늘리는 방안을 검토 중이다.",
        ),
        (
            "올해 첫 폭염주의보 발령",
            "이준호 기자",
            "2025.05.20",
            "낮 최고기온이 33도까지 오르며 평년보다 열흘 빨리 폭염주의보가 내려졌다.",
        ),
    ]
    related = "".join(
        f'<li class="gw"><a href="/sahoe/{i}.html" class="gw-t">{esc(t)}</a><span class="gw-by">{esc(w)}</span> '
        f'<span class="gw-d">{d}</span><p class="gw-x">{esc(x)}</p></li>'
        for i, (t, w, d, x) in enumerate(rel)
    )
    cases.append(
        Case(
            "b-la-ko-related-articles",
            "lookalike",
            "ko",
            "on_load",
            "<ul class=gwallyeon>",
            "관련 기사",
            "Related articles on a Korean portal: five items with headline, reporter, date and teaser.",
            "/sahoe/jayeongeo-jeongi-sijang.html",
            render_b(
                "kportal",
                SITES_B["ko"],
                art(
                    "중앙시장 상인회, 주말 야시장 연다",
                    "6월부터 매주 토요일 밤 먹거리 장터… 청년 상인 20팀 참여",
                    "최민호 기자",
                    "2025-06-01T08:00:00+09:00",
                    [
                        "중앙시장 상인회가 6월부터 매주 토요일 저녁 야시장을 연다고 밝혔다.",
                        "야시장에는 청년 상인 20팀이 참여해 먹거리와 수공예품을 판매한다.",
                        "상인회는 주차장 무료 개방과 함께 방문객이 크게 늘 것으로 기대하고 있다.",
                    ],
                    kicker="사회",
                    caption="최민호 기자 mhchoi@hanbit.example",
                ),
                Blocks(after=f'<section><h3>관련 기사</h3><ul class="gwallyeon">{related}</ul></section>'),
            ),
            static=True,
            lookalikes=("related articles with reporter, date, teaser",),
        )
    )

    # 5. zh: most-read list with ranks, view counts and teasers
    hot = [
        ("今夏首个高温橙色预警", "本周最高气温将达39摄氏度，请市民减少午后外出。", "12.8万"),
        ("地铁五号线南延段开工", "新线全长9.6公里，设7座车站。", "9.6万"),
        ("江城队主场逆转取胜", "下半场连进两球，江城队升至积分榜第三。", "7.1万"),
        ("市图书馆延长开放时间", "工作日开放到晚上九点，周末不变。", "5.4万"),
        ("新能源公交车全面上线", "全市1200辆公交车全部换成新能源车型。", "4.9万"),
        ("老城区菜市场完成改造", "新增摊位120个，支持电子支付。", "3.3万"),
    ]
    ranks = "".join(
        f'<li class="rb"><span class="rb-n">{i + 1}</span><a href="/bendi/r{i}.html">{esc(t)}</a>'
        f'<p class="rb-x">{esc(x)}</p><span class="rb-v">{v}次阅读</span></li>'
        for i, (t, x, v) in enumerate(hot)
    )
    cases.append(
        Case(
            "b-la-zh-most-read",
            "lookalike",
            "zh",
            "on_load",
            "<ol class=rebang> under the article",
            "24小时热榜",
            "A most-read list under the article in a magazine with two sidebars: six items with rank, headline, teaser and views.",
            "/wenhua/jiangcheng-bowuguan-mianfei.html",
            render_b(
                "sidebars",
                SITES_B["zh"],
                art(
                    "江城博物馆周一起免费开放",
                    "市民凭身份证即可预约参观，每日限流8000人",
                    "记者 王佳琪",
                    "2025-07-06T09:30:00+08:00",
                    [
                        "江城博物馆宣布，从下周一起全面免费向公众开放。",
                        "市民和游客可以通过官方小程序提前预约，每天最多接待8000人。",
                        "博物馆新增了江城近代史展厅，展出文物三百余件。",
                        "馆方表示，免费开放后将延长周五和周六的闭馆时间。",
                    ],
                    kicker="文化",
                    caption="江城博物馆新展厅。",
                ),
                Blocks(after=f'<section><h3>24小时热榜</h3><ol class="rebang">{ranks}</ol></section>'),
            ),
            static=True,
            lookalikes=("most read with ranks and view counts",),
        )
    )

    # 6. hu: user reviews of a product with stars (no schema.org)
    revs = [
        (
            "Szalai Gábor",
            5,
            "2025. április 3.",
            "Hegynek is bírja",
            "Naponta 18 km-t teszek meg vele, a Mátrában sem állt meg egyszer sem.",
        ),
        (
            "Lakatos Judit",
            3,
            "2025. március 21.",
            "Nehéz",
            "Jól megy, de 26 kiló, a harmadik emeletre felvinni kínszenvedés.",
        ),
        (
            "Varga Tamás",
            4,
            "2025. március 9.",
            "Jó ár-érték arány",
            "Az akkumulátor télen gyorsabban merül, egyébként elégedett vagyok.",
        ),
        (
            "Pintér Zsolt",
            2,
            "2025. február 27.",
            "Gyenge fék",
            "Két hónap után cserélni kellett a fékbetéteket, a szerviz lassú volt.",
        ),
    ]
    reviews = "".join(
        f'<div class="ertekeles"><img src="/_avatar/v{i}.svg" width="36" height="36" alt=""><b>{esc(w)}</b> '
        f'<span class="csillag" aria-label="{n} / 5">{stars(n)}</span> <span class="datum">{d}</span>'
        f'<h4>{esc(t)}</h4><p>{esc(x)}</p><p class="hasznos">Hasznos volt? <button>Igen</button> <button>Nem</button></p></div>'
        for i, (w, n, d, t, x) in enumerate(revs)
    )
    cases.append(
        Case(
            "b-la-hu-product-reviews",
            "lookalike",
            "hu",
            "on_load",
            "<div class=vasarloi>",
            "Vásárlói értékelések",
            "A product test on a blog: four buyers' reviews of an e-bike with stars, date, title and text (no schema.org).",
            "/gazdasag/teszt-olcso-elektromos-kerekpar.html",
            render_b(
                "blog",
                SITES_B["hu"],
                art(
                    "Teszt: megéri-e a 300 ezres elektromos kerékpár?",
                    "Egy hónapig jártunk a legolcsóbb hazai forgalmazású e-biciklivel.",
                    "Bejegyezte: Fekete Ádám",
                    "2025-04-10T12:00:00+02:00",
                    [
                        "A Városi E1 a legolcsóbb elektromos kerékpár, amelyet magyar szakboltban kapni.",
                        "Egy hónap alatt 420 kilométert tettünk meg vele városban és vidéken.",
                        "Az akkumulátor ígért hatótávja 60 kilométer, a valóságban 45 kilométer körül mértük.",
                        "Mellé gyűjtöttük a vásárlók értékeléseit is a forgalmazó oldaláról.",
                    ],
                    kicker="csütörtök, 2025. április 10.",
                ),
                Blocks(
                    after=f'<div class="vasarloi"><h4>Vásárlói értékelések</h4><p>Átlag: 3,5 / 5 (4 értékelés)</p>{reviews}</div>'
                ),
            ),
            static=True,
            lookalikes=("user reviews with stars",),
        )
    )

    # 7. ro: staff list with photos
    staff = [
        (
            "Radu Sălăjan",
            "Redactor-șef",
            "Lucrează la Gazeta de Mureș din 2004. A scris despre administrație locală și transport.",
        ),
        (
            "Cristina Moldovan",
            "Reporter, economie",
            "Urmărește bugetul județului, investițiile și piața muncii.",
        ),
        (
            "Levente Szabó",
            "Reporter, comunitate maghiară",
            "Scrie în română și maghiară despre cultură și educație.",
        ),
        (
            "Ioana Crișan",
            "Fotoreporter",
            "Fotografiile ei au fost premiate la concursul național de fotojurnalism în 2023.",
        ),
        ("Mihai Dobre", "Editor online", "Se ocupă de site, newsletter și rețelele sociale ale ziarului."),
        ("Elena Rusu", "Corector", "Veghează la diacritice și la virgulele tuturor celorlalți."),
    ]
    team = "".join(
        f'<div class="membru"><img src="/_avatar/s{i}.svg" width="72" height="72" alt="{esc(n)}"><h4>{esc(n)}</h4>'
        f'<p class="rol">{esc(r)}</p><p class="bio">{esc(b)}</p></div>'
        for i, (n, r, b) in enumerate(staff)
    )
    cases.append(
        Case(
            "b-la-ro-staff",
            "lookalike",
            "ro",
            "on_load",
            "<div class=echipa>",
            "Echipa redacției",
            "An article about the paper's anniversary with the staff list: six people with photo, name, role and bio.",
            "/cultura/gazeta-implineste-30-de-ani.html",
            render_b(
                "sidebars",
                SITES_B["ro"],
                art(
                    "Gazeta de Mureș împlinește 30 de ani",
                    "Primul număr a apărut în martie 1995, pe patru pagini. Astăzi avem 40.000 de cititori pe zi.",
                    "Redacția",
                    "2025-03-15T09:00:00+02:00",
                    [
                        "Pe 15 martie 1995, o mână de jurnaliști tineri tipăreau primul număr al Gazetei de Mureș într-o tipografie din Reghin.",
                        "Treizeci de ani mai târziu, ziarul apare zilnic online și săptămânal pe hârtie.",
                        "Vă mulțumim că ne citiți. Mai jos îi puteți cunoaște pe oamenii care fac ziarul în fiecare zi.",
                    ],
                    kicker="Aniversare",
                    caption="Redacția, în martie 2025.",
                ),
                Blocks(after=f'<section><h2>Echipa redacției</h2><div class="echipa">{team}</div></section>'),
            ),
            static=True,
            lookalikes=("staff list with photos and bios",),
        )
    )

    # 8. uk: timeline of events
    events = [
        ("1908", "Відкрито першу лінію міського трамвая від вокзалу до ринку."),
        ("1941", "Трамвайний рух зупинено, частину вагонів вивезено."),
        ("1956", "Запущено першу тролейбусну лінію на Старе місто."),
        ("1989", "Останній трамвай проїхав Соборною вулицею."),
        ("2014", "Місто отримало двадцять нових тролейбусів."),
        ("2025", "Затверджено проєкт нової тролейбусної лінії до Заріччя."),
    ]
    timeline = "".join(
        f'<li class="podiya"><span class="rik">{y}</span><p>{esc(x)}</p></li>' for y, x in events
    )
    cases.append(
        Case(
            "b-la-uk-timeline",
            "lookalike",
            "uk",
            "on_load",
            "<ol class=khronolohiya>",
            "Хронологія",
            "A timeline of the town's public transport in a print-like page: six dated events.",
            "/misto/nova-troleibusna-liniia.html",
            render_b(
                "print",
                SITES_B["uk"],
                art(
                    "Нова тролейбусна лінія з'єднає центр і Заріччя",
                    "Рух відкриють у червні, інтервал — вісім хвилин.",
                    "Андрій Мельник",
                    "2025-04-22T08:00:00+03:00",
                    [
                        "Міська рада затвердила маршрут нової тролейбусної лінії до мікрорайону Заріччя.",
                        "Лінія завдовжки сім кілометрів пройде новим мостом через річку.",
                        "На маршрут вийдуть дванадцять тролейбусів з автономним ходом.",
                    ],
                    kicker="Місто · Сторінка 2",
                ),
                Blocks(
                    after=f'<section class="kasten-hist"><h3>Хронологія</h3><ol class="khronolohiya">{timeline}</ol></section>'
                ),
            ),
            static=True,
            lookalikes=("timeline",),
        )
    )

    # 9. el: social media embeds (Mastodon / X), quoted by the newsroom
    posts = [
        (
            "Δήμος Νάξου",
            "@dimos_naxou",
            "25 Ιουν 2025",
            "Ξεκινούν σήμερα οι εργασίες στο λιμάνι. Η κυκλοφορία στην παραλία θα γίνεται εναλλάξ.",
            "mastodon",
        ),
        (
            "Λιμενικό Σώμα",
            "@hcg_gr",
            "25 Ιουν 2025",
            "Προσωρινή απαγόρευση αγκυροβολίας στον εσωτερικό λιμένα Νάξου έως 30/9.",
            "twitter",
        ),
        (
            "Γιάννης Ψαράς",
            "@psaras_naxos",
            "24 Ιουν 2025",
            "Τριάντα χρόνια περιμένουμε αυτό το λιμάνι. Επιτέλους!",
            "mastodon",
        ),
        (
            "ΕΡΤ Νοτίου Αιγαίου",
            "@ert_naigaiou",
            "24 Ιουν 2025",
            "Υπεγράφη η σύμβαση για το αλιευτικό καταφύγιο της Νάξου, ύψους 6,2 εκατ. ευρώ.",
            "twitter",
        ),
    ]
    embeds = "".join(
        (
            f'<blockquote class="mastodon-embed" data-embed-url="https://mastodon.example/{h}/1{i}"><p><b>{esc(n)}</b> {h}</p><p>{esc(x)}</p>'
            f'<p><a href="https://mastodon.example/{h}/1{i}">{d}</a></p></blockquote>'
        )
        if k == "mastodon"
        else (
            f'<blockquote class="twitter-tweet"><p lang="el" dir="ltr">{esc(x)}</p>&mdash; {esc(n)} ({h}) '
            f'<a href="https://x.example/{h[1:]}/status/1{i}">{d}</a></blockquote>'
        )
        for i, (n, h, d, x, k) in enumerate(posts)
    )
    cases.append(
        Case(
            "b-la-el-social-embeds",
            "lookalike",
            "el",
            "on_load",
            "<div class=koinonika> of <blockquote>s",
            "Στα μέσα κοινωνικής δικτύωσης",
            "Four social media posts (Mastodon and X embed blockquotes, scripts not loaded) quoted under a blog-like article.",
            "/koinonia/neo-limani-naxos-ergasies.html",
            render_b(
                "blog",
                SITES_B["el"],
                art(
                    "Ξεκίνησαν οι εργασίες για το νέο αλιευτικό καταφύγιο της Νάξου",
                    "Το έργο κοστίζει 6,2 εκατ. ευρώ και θα ολοκληρωθεί σε 18 μήνες.",
                    "Αναρτήθηκε από Μαρία Κωνσταντίνου",
                    "2025-06-25T13:00:00+03:00",
                    [
                        "Με την τοποθέτηση των πρώτων ογκόλιθων ξεκίνησαν σήμερα οι εργασίες για το νέο αλιευτικό καταφύγιο.",
                        "Το καταφύγιο θα φιλοξενεί έως εβδομήντα αλιευτικά σκάφη.",
                        "Η είδηση σχολιάστηκε ευρέως στα μέσα κοινωνικής δικτύωσης.",
                    ],
                    kicker="Τετάρτη, 25 Ιουνίου 2025",
                ),
                Blocks(after=f'<div class="koinonika"><h4>Στα μέσα κοινωνικής δικτύωσης</h4>{embeds}</div>'),
            ),
            static=True,
            lookalikes=("social media embeds",),
        )
    )

    # 10. id: sponsors of a festival, guestbook-like cards
    sponsors = [
        (
            "Toko Roti Sumber Rejeki",
            "Mitra sejak 2019",
            "Menyediakan 2.000 kotak makanan ringan untuk peserta lomba setiap tahun.",
        ),
        (
            "CV Laut Biru",
            "Mitra sejak 2021",
            "Meminjamkan perahu untuk tim penyelamat di pantai selama festival.",
        ),
        (
            "Koperasi Nelayan Parangtritis",
            "Mitra sejak 2017",
            "Menyiapkan lahan parkir dan petugas keamanan.",
        ),
        (
            "Radio Suara Pantai 98,2 FM",
            "Mitra media sejak 2018",
            "Menyiarkan langsung upacara pembukaan dan penutupan.",
        ),
        (
            "Hotel Samudra Indah",
            "Mitra sejak 2022",
            "Memberikan potongan harga kamar untuk peserta dari luar negeri.",
        ),
        ("Bengkel Las Pak Darto", "Mitra sejak 2020", "Membuat rangka panggung utama secara gratis."),
    ]
    wall = "".join(
        f'<div class="mitra"><img src="/_avatar/m{i}.svg" width="56" height="56" alt=""><b>{esc(n)}</b>'
        f"<small>{esc(s)}</small><p>{esc(x)}</p></div>"
        for i, (n, s, x) in enumerate(sponsors)
    )
    cases.append(
        Case(
            "b-la-id-sponsors",
            "lookalike",
            "id",
            "on_load",
            "<div class=dinding-mitra>",
            "Terima kasih kepada mitra kami",
            "A guestbook-like wall of the festival's sponsors on a forum-like site: six cards with logo, name, 'since' and a line.",
            "/budaya/festival-layang-layang-mitra.html",
            render_b(
                "forum",
                SITES_B["id"],
                art(
                    "Festival layang-layang: panitia umumkan jadwal lengkap",
                    "Acara berlangsung tiga hari, dari Jumat hingga Minggu.",
                    "Bayu Saputra",
                    "2025-07-15T10:00:00+07:00",
                    [
                        "Panitia festival layang-layang internasional mengumumkan jadwal lengkap acara tahun ini.",
                        "Hari pertama diisi lokakarya untuk pelajar, hari kedua lomba, dan hari ketiga parade layang-layang raksasa.",
                        "Festival ini terselenggara berkat dukungan para mitra dari kalangan usaha setempat.",
                    ],
                    kicker="Budaya",
                ),
                Blocks(
                    after=f'<section><h3>Terima kasih kepada mitra kami</h3><div class="dinding-mitra">{wall}</div></section>'
                ),
            ),
            static=True,
            lookalikes=("sponsors wall",),
        )
    )

    # 11. vi: a quiz with its answers and explanations
    quiz = [
        (
            "Cầu Cần Thơ khánh thành năm nào?",
            "Đáp án: 2010",
            "Cầu được khánh thành ngày 24 tháng 4 năm 2010 sau năm năm thi công.",
        ),
        (
            "Sông Hậu đổ ra biển qua mấy cửa?",
            "Đáp án: 3 cửa",
            "Trước đây là ba cửa: Định An, Bassac và Tranh Đề; cửa Bassac nay đã bị bồi lấp.",
        ),
        (
            "Chợ nổi Cái Răng họp vào lúc nào?",
            "Đáp án: Sáng sớm",
            "Chợ họp đông nhất từ 5 giờ đến 8 giờ sáng.",
        ),
        ("Tỉnh nào không giáp sông Hậu?", "Đáp án: Bến Tre", "Bến Tre nằm giữa các nhánh của sông Tiền."),
        ("Cây cầu mới dài bao nhiêu?", "Đáp án: 2,8 km", "Cầu có bốn làn xe và hai làn xe máy riêng."),
    ]
    answers = "".join(
        f'<div class="cau-hoi"><h4>Câu {i + 1}. {esc(q)}</h4><p class="dap-an"><b>{esc(a)}</b></p><p>{esc(x)}</p></div>'
        for i, (q, a, x) in enumerate(quiz)
    )
    cases.append(
        Case(
            "b-la-vi-quiz-answers",
            "lookalike",
            "vi",
            "on_load",
            "<div class=dap-an-quiz>",
            "Đáp án",
            "A quiz page with its five answers and explanations, in a magazine with two sidebars.",
            "/van-hoa/trac-nghiem-song-hau.html",
            render_b(
                "sidebars",
                SITES_B["vi"],
                art(
                    "Trắc nghiệm: Bạn hiểu sông Hậu đến đâu?",
                    "Năm câu hỏi về dòng sông lớn nhất miền Tây. Đáp án ở cuối bài.",
                    "Lê Minh Tuấn",
                    "2025-08-15T19:00:00+07:00",
                    [
                        "Sông Hậu là một trong hai nhánh chính của sông Mê Kông khi chảy vào Việt Nam.",
                        "Hãy thử trả lời năm câu hỏi dưới đây trước khi xem đáp án.",
                    ],
                    kicker="Văn hóa",
                    caption="Bình minh trên sông Hậu.",
                ),
                Blocks(after=f'<section><h3>Đáp án</h3><div class="dap-an-quiz">{answers}</div></section>'),
            ),
            static=True,
            lookalikes=("quiz answers",),
        )
    )

    # 12. hi: podcast episodes with dates and hosts
    eps = [
        ("एपिसोड 42: पानी की कमी और हमारा शहर", "प्रस्तुति: नेहा सिंह, रोहित जैन", "12 मई 2025", "28 मिनट"),
        ("एपिसोड 41: पुराने बाज़ार की कहानी", "प्रस्तुति: नेहा सिंह", "5 मई 2025", "31 मिनट"),
        ("एपिसोड 40: ज़िला क्रिकेट के सितारे", "प्रस्तुति: रोहित जैन, विकास यादव", "28 अप्रैल 2025", "24 मिनट"),
        ("एपिसोड 39: स्कूलों में नई शिक्षा नीति", "प्रस्तुति: नेहा सिंह", "21 अप्रैल 2025", "35 मिनट"),
        ("एपिसोड 38: शहर की सबसे पुरानी मिठाई की दुकान", "प्रस्तुति: रोहित जैन", "14 अप्रैल 2025", "19 मिनट"),
    ]
    pods = "".join(
        f'<li class="kadi"><h4>{esc(t)}</h4><p class="prastuti">{esc(h)}</p><p><time>{d}</time> · {m}</p>'
        f'<audio controls preload="none" src="/audio/ep{42 - i}.mp3"></audio></li>'
        for i, (t, h, d, m) in enumerate(eps)
    )
    cases.append(
        Case(
            "b-la-hi-podcast",
            "lookalike",
            "hi",
            "on_load",
            "<ul class=podcast-kadiyan>",
            "पिछले एपिसोड",
            "A podcast page: five earlier episodes with title, hosts, date and length.",
            "/shahar/podcast-pani-ki-kami.html",
            render_b(
                "kportal",
                SITES_B["hi"],
                art(
                    "पॉडकास्ट: पानी की कमी से कैसे निपटेगा हमारा शहर",
                    "इस हफ़्ते हमने जल विभाग के अधिकारियों और मोहल्ला समितियों से बात की।",
                    "नेहा सिंह",
                    "2025-05-12T18:00:00+05:30",
                    [
                        "गर्मी शुरू होते ही शहर के कई इलाक़ों में पानी की आपूर्ति एक दिन छोड़कर हो रही है।",
                        "इस एपिसोड में जल विभाग के अधिशासी अभियंता बताते हैं कि नई पाइपलाइन कब तक पूरी होगी।",
                        "सुनिए पूरी बातचीत, और हमारे पिछले एपिसोड भी।",
                    ],
                    kicker="पॉडकास्ट",
                    caption="नगर समाचार पॉडकास्ट",
                ),
                Blocks(
                    after=f'<section><h3>पिछले एपिसोड</h3><ul class="podcast-kadiyan">{pods}</ul></section>'
                ),
            ),
            static=True,
            lookalikes=("podcast episodes",),
        )
    )

    return cases


def mixed_cases_b() -> list[Case]:
    cases: list[Case] = []

    # 1. de: live ticker beside a two-comment thread, forum-like site
    c = [
        S(
            "Franz Gschwend",
            "Drei Windräder am Höhenrücken sind doch kein Problem. Die sieht man vom Dorf aus kaum.",
            when="heute, 21:14",
        ),
        S(
            "Rosi Maier",
            "Sie wohnen ja auch nicht in Wengen. Wir schauen jeden Morgen direkt drauf.",
            when="heute, 21:40",
        ),
    ]
    tick = [
        (
            "21:05",
            "Julia Brandl",
            "Die Sitzung ist beendet. Der Gemeinderat hat mit 9 zu 7 Stimmen für das Verfahren gestimmt.",
        ),
        ("20:40", "Julia Brandl", "Bürgermeister Hartmann lässt abstimmen. Im Saal ist es jetzt sehr still."),
        (
            "20:12",
            "Stefan Kögel",
            "Eine Anwohnerin aus Wengen überreicht 430 Unterschriften gegen die Anlagen.",
        ),
        (
            "19:30",
            "Stefan Kögel",
            "Die Sitzung beginnt. Rund 120 Zuhörer sind gekommen, es gibt nicht genug Stühle.",
        ),
    ]
    ticker = "".join(
        f'<div class="tick"><span class="tick-zeit">{t}</span> <span class="tick-autor">{esc(w)}</span><p>{esc(x)}</p></div>'
        for t, w, x in tick
    )
    cases.append(
        Case(
            "b-mx-de-ticker-thread",
            "mixed",
            "de",
            "on_load",
            "<div class=mitreden> beside a live ticker",
            "Ihre Meinung",
            "A live ticker of a council meeting (times, reporters, texts) beside a two-reader thread under 'Ihre Meinung'.",
            "/region/gemeinderat-windraeder-liveticker.html",
            render_b(
                "forum",
                SITES_B["de"],
                art(
                    "Liveticker: Gemeinderat entscheidet über Windräder am Höhenrücken",
                    "Drei Anlagen mit je 240 Metern Höhe sind geplant. Im Dorf gibt es Widerstand.",
                    "Julia Brandl und Stefan Kögel",
                    "2025-03-12T19:00:00+01:00",
                    [
                        "Der Gemeinderat von Sulzberg entscheidet heute Abend, ob das Genehmigungsverfahren für drei Windräder beginnen darf.",
                        "Wir berichten live aus der Sitzung.",
                    ],
                    kicker="Liveticker",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        f'<section class="ticker"><h3>Live</h3>{ticker}</section>'
                        '<div class="mitreden"><h3>Ihre Meinung</h3>'
                        + "".join(
                            f'<div class="mr-beitrag"><p class="mr-kopf"><b>{esc(s.author)}</b> · {esc(s.when)}</p>{paras(s.text)}</div>'
                            for s in c
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("live ticker",),
        )
    )

    # 2. da: FAQ beside a three-comment thread with a nested reply
    c = [
        S(
            "Henrik Nielsen",
            "Endelig en sti, hvor børnene kan cykle sikkert til skole. Vejen langs fjorden har været livsfarlig.",
            when="i går kl. 17.20",
        ),
        S(
            "Bodil",
            "Hvorfor skal stien være asfalt? Grus ville passe meget bedre til naturen.",
            when="i går kl. 18.05",
        ),
        S(
            "Kommunens cyklist",
            "Grus kan ikke ryddes for sne om vinteren, derfor bliver det asfalt.",
            1,
            when="i går kl. 19.31",
        ),
    ]
    faq = [
        ("Hvornår åbner stien?", "Stien forventes at åbne i oktober 2026."),
        ("Hvor lang bliver den?", "Stien bliver 9,5 kilometer lang og 3 meter bred."),
        ("Må man gå med hund?", "Ja, hunde er velkomne i snor."),
        ("Hvem betaler?", "Kommunen og Vejdirektoratets cykelpulje deler udgiften på 38 millioner kroner."),
    ]
    faq_html = "".join(
        f'<details class="spm"><summary>{esc(q)}</summary><p>{esc(a)}</p></details>' for q, a in faq
    )
    cases.append(
        Case(
            "b-mx-da-faq-thread",
            "mixed",
            "da",
            "on_load",
            "<div class=debat-felt> beside an FAQ",
            "Debat",
            "An FAQ (four questions in <details>) beside a three-reader thread under 'Debat' with one nested reply.",
            "/lokalt/cykelsti-langs-fjorden.html",
            render_b(
                "sidebars",
                SITES_B["da"],
                art(
                    "Ny cykelsti langs fjorden får grønt lys",
                    "Byrådet har vedtaget stien enstemmigt. Anlægget begynder til foråret.",
                    "Af Mette Kjær",
                    "2025-09-10T06:00:00+02:00",
                    [
                        "Byrådet vedtog tirsdag aften en ny cykelsti langs fjorden mellem havnen og skolen i Sønderby.",
                        "Stien skal adskille cyklister fra bilerne på den smalle fjordvej, hvor der har været flere uheld.",
                        "Anlægget begynder i marts og ventes at tage halvandet år.",
                    ],
                    kicker="Lokalt",
                    caption="Fjordvejen ved Sønderby.",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        f'<section class="faq"><h3>Spørgsmål og svar</h3>{faq_html}</section>'
                        '<div class="debat-felt"><h3>Debat</h3>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="indlaeg"><p class="ind-hoved"><b>{esc(s.author)}</b> <span>{esc(s.when)}</span></p>'
                                f"{paras(s.text)}{sub}</div>"
                            ),
                            lambda items, p: items if p is None else f'<div class="svar">{items}</div>',
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("FAQ",),
        )
    )

    # 3. zh: product reviews with stars beside Waline on load
    path = "/caijing/dianbiandanche-ceping.html"
    revs = [
        ("张先生", 5, "2025-05-02", "续航很扎实，每天上下班来回30公里，充一次电能用三天。"),
        ("小周", 2, "2025-04-28", "刹车有异响，售后等了一个星期才处理。"),
        ("王女士", 4, "2025-04-15", "骑起来很轻，就是车筐太小了。"),
    ]
    reviews = "".join(
        f'<div class="pj"><b>{esc(w)}</b> <span class="pj-xing">{stars(n)}</span> <span class="pj-ri">{d}</span><p>{esc(x)}</p></div>'
        for w, n, d, x in revs
    )
    cases.append(
        Case(
            "b-mx-zh-reviews-waline",
            "mixed",
            "zh",
            "on_load",
            "Waline in <div class=liuyan> beside buyers' reviews",
            "网友留言",
            "Buyers' reviews with stars (from a shop, quoted in a product test) beside Waline (zh-CN) with two comments, on a blog.",
            path,
            render_b(
                "blog",
                SITES_B["zh"],
                art(
                    "测评：三千元以下的电动自行车值得买吗？",
                    "我们骑了一个月，续航和刹车是最大的问题。",
                    "发布者：赵明",
                    "2025-05-08T20:00:00+08:00",
                    [
                        "新国标实施以后，市面上三千元以下的电动自行车越来越多。",
                        "我们选了一款销量最高的车型，骑了一个月，总里程约九百公里。",
                        "实测续航在五十公里左右，比宣传的少了两成。刹车在雨天表现一般。",
                    ],
                    kicker="2025年5月8日 星期四",
                ),
                Blocks(
                    head=WALINE_CSS,
                    after=f'<section class="pingjia"><h4>买家评价（来自电商平台）</h4>{reviews}</section>'
                    '<div class="liuyan"><h4>网友留言</h4><div id="wl-mx"></div></div>',
                    end=waline_embed("root", path, "zh-CN")
                    + "<script>mountWaline(document.getElementById('wl-mx'));</script>",
                ),
            ),
            [
                S("骑车上班族", "我买的就是这款，冬天续航掉得更厉害，只有三十多公里。"),
                S("老赵", "感谢测评，正准备给父母买一辆，看来还得再比较一下。"),
            ],
            system="waline",
            lookalikes=("buyers' reviews with stars",),
        )
    )

    # 4. en: social embeds beside a three-comment thread, reply inside the parent's card
    c = [
        S(
            "Kirsty Watt",
            "Two call-outs in one day and both crews back by teatime. Those volunteers deserve a medal.",
            when="14 Aug 2025, 18:02",
        ),
        S(
            "Alan Petrie",
            "They deserve a new boat first. The one they have is older than half the crew.",
            0,
            when="14 Aug 2025, 18:40",
        ),
        S(
            "Jim",
            "Donations page is on the station's website for anyone who wants to help.",
            when="14 Aug 2025, 19:15",
        ),
    ]
    posts = [
        (
            "Harbour Lifeboat",
            "@harbourlifeboat",
            "14 Aug 2025",
            "Second shout of the day: kayaker safe and well, brought back to the north pier.",
        ),
        (
            "Coastguard North",
            "@cg_north",
            "14 Aug 2025",
            "Thanks to Harbour Lifeboat for a swift response to the yacht aground off Ness Point.",
        ),
        (
            "Harbour Courier",
            "@harbourcourier",
            "14 Aug 2025",
            "Lifeboat crew called out twice in a day. Full story on our website.",
        ),
    ]
    embeds = "".join(
        f'<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{esc(x)}</p>&mdash; {esc(n)} ({h}) '
        f'<a href="https://x.example/{h[1:]}/status/9{i}">{d}</a></blockquote>'
        for i, (n, h, d, x) in enumerate(posts)
    )
    cases.append(
        Case(
            "b-mx-en-social-thread",
            "mixed",
            "en",
            "on_load",
            "<section class=readers-say> beside embedded posts",
            "What readers say",
            "Three embedded X posts beside a three-reader thread under 'What readers say' whose reply is inside its parent's card; print-like page.",
            "/local/lifeboat-two-callouts.html",
            render_b(
                "print",
                SITES_B["en"],
                art(
                    "Lifeboat crew called out twice in a day",
                    "A yacht aground off Ness Point in the morning, a kayaker in trouble in the afternoon.",
                    "By Euan Mackay",
                    "2025-08-14T17:00:00+01:00",
                    [
                        "The Harbour lifeboat was launched twice on Thursday, first to a yacht that had run aground off Ness Point shortly after 9am.",
                        "The two people on board were taken off safely and the yacht was refloated on the rising tide.",
                        "In the afternoon the crew went to the aid of a kayaker who had capsized near the harbour mouth.",
                    ],
                    kicker="Local · Page 3",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        f'<section class="on-social"><h3>On social media</h3>{embeds}</section>'
                        '<section class="readers-say"><h3>What readers say</h3>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<article class="rs-card"><h4 class="rs-name">{esc(s.author)}</h4><p class="rs-date">{esc(s.when)}</p>'
                                f"{paras(s.text)}{sub}</article>"
                            ),
                            lambda items, p: items if p is None else f'<div class="rs-replies">{items}</div>',
                        )
                        + "</section>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("embedded social posts",),
        )
    )

    return cases

"""Blind set B: small hand-made threads (1 to 5 comments). No class or id says "comment";
headings in the page's language or none; some replies sit inside their parent's card."""

from __future__ import annotations

import json
from collections.abc import Callable

from comspider_lab.blind.content_b import SITES_B, art
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.layout_b import render_b
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

S = Seed

THREAD_CSS = """<style>
.lk-viesti{border-top:1px solid #bbb;padding:8px 0}.lk-viesti .lk-viesti{margin-left:32px;border-top:1px dotted #bbb}.lk-aika{color:#666;font-size:13px}
.an-grammi{background:#f1ece4;padding:10px 14px;margin:20px 0;font:15px Arial}.an-onoma{font-weight:bold}.an-ora{color:#777}
.olvasoink ul{list-style:none;padding-left:0}.olvasoink .ov-valaszok{margin-left:40px}.ov-ido{color:#888;font-size:11px}
.dokja .dk-card{border:1px solid #e5e5e5;border-radius:6px;padding:10px 14px;margin:10px 0}.dk-reply{list-style:none;padding-left:24px}.dk-meta span{color:#999;font-size:12px}
.tl-row{border-bottom:1px solid #eee;padding:8px 0}.tl-sub{margin-left:28px;background:#f7f7f7;padding:0 10px}.tl-ago{color:#999;font-size:12px}.tl-act{color:#999;font-size:12px}
.pareri-block dt{margin-top:14px;font-weight:bold}.pareri-block dd{margin-left:20px}.pareri-subsol{font-size:11px;color:#888}
table.dumky{width:100%;border-collapse:collapse}table.dumky td{border:1px solid #c5ced8;padding:8px;vertical-align:top}td.d-khto{width:160px;background:#f1f4f7}
.tanggapan article{border-left:3px solid #999;padding-left:12px;margin:14px 0}.tanggapan time{color:#777;font:13px Arial}
.yk-dong{border-bottom:1px solid #eee;padding:10px 0}.yk-nut{font-size:12px;color:#888}
.kor-ot ol{list-style:none;padding-right:0}.kor-ot .ko-tshuvot{margin-right:36px;border-right:2px solid #ccc;padding-right:10px}
.pr-ek{border-bottom:1px dotted #999;padding:6px 0}.pr-naam{font-weight:bold;margin:0}
.lp-item{border-bottom:1px solid #ddd;padding:8px 0;font:15px Arial}.lp-kop span{color:#777}
details.stimmen{border:1px solid #000;padding:8px;margin:16px 0}details.stimmen summary{font:bold 15px Arial;cursor:pointer}.st-antworten{margin-left:30px}.st-datum{font-size:12px;color:#555}
.hv-card{border:1px solid #ddd;padding:10px;margin:10px 0;background:#fff}.hv-card .hv-card{margin-left:20px;background:#faf7f2}.hv-when{color:#999;font-size:12px}.hv-act{font-size:12px}
.mr-beitrag{border-top:1px solid #c5ced8;padding:8px}.tick{border-left:3px solid #c62828;padding-left:8px;margin:8px 0}.tick-zeit{font-weight:bold}
.indlaeg{border-top:1px solid #ccc;padding:8px 0;font:15px Arial}.svar{margin-left:30px;border-left:2px solid #ddd;padding-left:10px}
.rs-card{border-top:1px solid #000;padding:6px 0}.rs-replies{margin-left:28px}.rs-name{margin:0}.rs-date{font:12px Arial;color:#555;margin:0}
</style>"""

Item = Callable[[int, Seed, str], str]


def tree(
    comments: list[Seed], item: Item, wrap: Callable[[str, int | None], str], parent: int | None = None
) -> str:
    """The thread's markup: ``item(i, comment, replies_html)`` per comment, ``wrap(items_html, parent)`` per level."""
    kids = children(comments, parent)
    if not kids:
        return ""
    return wrap("".join(item(i, comments[i], tree(comments, item, wrap, i)) for i in kids), parent)


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def as_json(comments: list[Seed]) -> str:
    return json.dumps(
        [
            {
                "n": i + 1,
                "who": c.author,
                "ago": c.when,
                "msg": c.text,
                "re": None if c.parent is None else c.parent + 1,
            }
            for i, c in enumerate(comments)
        ],
        ensure_ascii=False,
    )


def small_cases_b() -> list[Case]:
    cases: list[Case] = []

    # 1. fi: replies inside the parent's <article>, print layout, heading "Keskustelu"
    c = [
        S(
            "Pirjo Mäkelä",
            "Hyvä että ratikka vihdoin jatkuu. Lielahdesta keskustaan menee bussilla nyt puoli tuntia ruuhkassa.",
            when="12.3.2025 klo 8.14",
        ),
        S(
            "Esa K.",
            "Puoli tuntia? Minulla menee autolla vartti, eikä tarvitse vaihtaa kertaakaan.",
            0,
            when="12.3.2025 klo 9.02",
        ),
        S(
            "Tuomas",
            "Kustannusarvio on jo noussut kahdesti. Kuka maksaa, kun se nousee kolmannen kerran?",
            when="12.3.2025 klo 10.47",
        ),
    ]
    cases.append(
        Case(
            "b-fi-keskustelu-nested-articles",
            "small_thread",
            "fi",
            "on_load",
            "<section class=lukijat>, <article> in <article>",
            "Keskustelu",
            "Three readers under 'Keskustelu' in a print-like page; a reply is an <article> inside its parent's <article>.",
            "/kotimaa/raitiotie-jatkuu-lielahteen.html",
            render_b(
                "print",
                SITES_B["fi"],
                art(
                    "Raitiotie jatkuu Lielahteen vuonna 2028",
                    "Kaupunginvaltuusto hyväksyi jatkeen äänin 41–26. Hinta nousee 212 miljoonaan euroon.",
                    "Teksti: Heikki Rantanen",
                    "2025-03-11T18:30:00+02:00",
                    [
                        "Raitiotien toinen vaihe etenee rakentamiseen. Valtuusto hyväksyi tiistaina pitkän kokouksen jälkeen suunnitelman, jonka mukaan rata jatkuu keskustasta Lielahteen asti.",
                        "Uutta rataa tulee noin seitsemän kilometriä ja pysäkkejä yksitoista. Työt alkavat ensi keväänä Paasikiventien risteyksestä.",
                        "Hankkeen hinta on noussut alkuperäisestä arviosta yli kolmanneksella. Kaupunki perustelee nousua rakennusmateriaalien kallistumisella.",
                        "Oppositio vaati päätöksen siirtämistä syksyyn, mutta esitys hävisi äänestyksessä selvästi.",
                    ],
                    kicker="Kotimaa · Sivu 4",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<section class="lukijat"><h2>Keskustelu</h2>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<article class="lk-viesti"><header><b class="lk-nimi">{esc(s.author)}</b> '
                                f'<span class="lk-aika">{esc(s.when)}</span></header>{paras(s.text)}'
                                f'<footer><a href="#v{i}">Vastaa</a></footer>{sub}</article>'
                            ),
                            lambda items, p: items,
                        )
                        + '<form class="lk-lomake"><textarea placeholder="Kirjoita mielipiteesi"></textarea><button type="button">Lähetä</button></form></section>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 2. el: one comment, no heading, author/time/text only, no avatar
    c = [
        S(
            "Νίκος Παπαδάκης",
            "Επιτέλους! Δέκα χρόνια περιμέναμε να φτιαχτεί ο δρόμος προς το χωριό. Ας ελπίσουμε να τελειώσει πριν τον χειμώνα.",
            when="14/05/2025 21:12",
        )
    ]
    cases.append(
        Case(
            "b-el-single-noheading",
            "small_thread",
            "el",
            "on_load",
            "<div class=anagnostes>",
            None,
            "A single reader's remark below the article in a magazine with two sidebars, no heading, no avatar.",
            "/koinonia/dromos-apeiranthos-asfaltostrosi.html",
            render_b(
                "sidebars",
                SITES_B["el"],
                art(
                    "Ξεκινά η ασφαλτόστρωση του δρόμου προς την Απείρανθο",
                    "Το έργο κοστίζει 2,4 εκατ. ευρώ και θα διαρκέσει πέντε μήνες.",
                    "Της Μαρίας Κωνσταντίνου",
                    "2025-05-14T09:00:00+03:00",
                    [
                        "Η περιφέρεια υπέγραψε τη σύμβαση για την ανακατασκευή του επαρχιακού δρόμου που συνδέει τη Χώρα με την Απείρανθο.",
                        "Ο δρόμος έχει υποστεί σοβαρές ζημιές από τις βροχές των τελευταίων ετών, ενώ σε τρία σημεία έχει κλείσει η μία λωρίδα.",
                        "Κατά τη διάρκεια των εργασιών η κυκλοφορία θα διεξάγεται εναλλάξ, με προσωρινά φανάρια.",
                        "Ο δήμαρχος δήλωσε ότι το έργο θα ολοκληρωθεί πριν από την έναρξη της σχολικής χρονιάς.",
                    ],
                    kicker="Κοινωνία",
                    caption="Ο επαρχιακός δρόμος στο ύψος του Φιλωτίου.",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="anagnostes">'
                        + "".join(
                            f'<div class="an-grammi"><span class="an-onoma">{esc(s.author)}</span> · <span class="an-ora">{esc(s.when)}</span>'
                            f'<div class="an-keimeno">{esc(s.text)}</div></div>'
                            for s in c
                        )
                        + '<p class="an-forma"><a href="/syndesi.html">Συνδεθείτε για να γράψετε τη γνώμη σας</a></p></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 3. hu: relative times, one reply nested in a <ul>, forum-like site
    c = [
        S(
            "Kovács Béla",
            "Húsz éve lakom a Széchenyivárosban, a 22-es busz mindig tele van reggel. Ideje volt már.",
            when="2 órája",
        ),
        S(
            "Szabóné Ildikó",
            "És a hétvégi járatokkal mi lesz? Vasárnap óránként jár egy busz, az nem megoldás.",
            when="1 órája",
        ),
        S(
            "Tóth Gergő",
            "A menetrend szerint hétvégén is húszpercenként jár majd, benne van a cikkben is.",
            1,
            when="45 perce",
        ),
        S(
            "Nagy Andrea",
            "Remélem, a kórházig is elmegy, oda most két átszállással lehet eljutni.",
            when="12 perce",
        ),
    ]
    cases.append(
        Case(
            "b-hu-relative-times",
            "small_thread",
            "hu",
            "on_load",
            "<div class=olvasoink>, <ul>",
            "Olvasóink írták",
            "Four readers with relative times ('2 órája', '45 perce') under 'Olvasóink írták' on a forum-like regional site; one reply nested.",
            "/megye/uj-buszjarat-szechenyivaros.html",
            render_b(
                "forum",
                SITES_B["hu"],
                art(
                    "Új buszjárat indul a Széchenyiváros és a belváros között",
                    "Áprilistól csúcsidőben tízpercenként jár az új 22E járat.",
                    "Farkas Dóra",
                    "2025-03-20T07:15:00+01:00",
                    [
                        "A közlekedési társaság bejelentette, hogy április elsejétől új gyorsjárat köti össze a lakótelepet a belvárossal.",
                        "Az új járat csak hat megállóban áll meg, így a menetidő a jelenlegi huszonöt percről tizenhat percre csökken.",
                        "A járatra tizenkét új, alacsony padlós busz áll forgalomba, amelyeket a város uniós támogatásból vásárolt.",
                        "Hétvégén húszpercenként közlekednek majd a buszok.",
                    ],
                    kicker="Közlekedés",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="olvasoink"><h3>Olvasóink írták</h3>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<li><div class="ov-fej"><img src="/_avatar/hu{i}.svg" width="32" height="32" alt=""> '
                                f'<b>{esc(s.author)}</b> <span class="ov-ido">{esc(s.when)}</span></div>{paras(s.text)}{sub}</li>'
                            ),
                            lambda items, p: (
                                f'<ul class="{"ov-lista" if p is None else "ov-valaszok"}">{items}</ul>'
                            ),
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 4. ko: replies inside the parent's card (div.card holds a ul of replies), kportal
    c = [
        S(
            "김민준",
            "출퇴근 시간에 배차 간격이 15분이면 너무 깁니다. 최소 10분은 되어야 해요.",
            when="2025.06.02 08:31",
        ),
        S("바다소리", "저도 같은 생각입니다. 지난주에 20분 넘게 기다렸어요.", 0, when="2025.06.02 09:05"),
        S(
            "이서연",
            "심야버스가 생기는 건 정말 반가운 소식이네요. 야간 근무자들에게 큰 도움이 될 겁니다.",
            when="2025.06.02 10:12",
        ),
    ]
    cases.append(
        Case(
            "b-ko-replies-in-card",
            "small_thread",
            "ko",
            "on_load",
            "<div class=dokja>, replies inside the parent's card",
            "독자 의견",
            "Three readers under '독자 의견' on a dense Korean portal; the reply is inside its parent's card.",
            "/sahoe/simya-beoseu-sinseol.html",
            render_b(
                "kportal",
                SITES_B["ko"],
                art(
                    "한빛시, 7월부터 심야버스 4개 노선 신설",
                    "자정부터 새벽 4시까지 운행… 배차 간격은 15분",
                    "박지훈 기자",
                    "2025-06-02T06:00:00+09:00",
                    [
                        "한빛시는 7월 1일부터 심야버스 4개 노선을 새로 운행한다고 밝혔다.",
                        "새 노선은 시청과 터미널, 대학병원, 산업단지를 연결하며 자정부터 새벽 4시까지 15분 간격으로 운행된다.",
                        "시는 야간 근무자와 대학생의 이동 편의를 높이기 위해 연간 18억 원을 투입할 계획이다.",
                        "요금은 일반 시내버스보다 300원 비싼 1,800원으로 책정됐다.",
                    ],
                    kicker="사회",
                    caption="박지훈 기자 jhpark@hanbit.example",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="dokja"><h3>독자 의견</h3>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="dk-card"><p class="dk-meta"><strong>{esc(s.author)}</strong> <span>{esc(s.when)}</span></p>'
                                f'{paras(s.text)}<p class="dk-btn"><button>답글</button> <button>신고</button></p>{sub}</div>'
                            ),
                            lambda items, p: (
                                items if p is None else f'<ul class="dk-reply"><li>{items}</li></ul>'
                            ),
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 5. zh: rendered by the page's own script on load, relative times, two replies
    c = [
        S("江边老王", "五号线修了三年还没通，这次南延又要修多久？", when="3小时前"),
        S("小鱼儿", "规划上写的是2027年底通车，希望别再拖了。", 0, when="2小时前"),
        S("城南居民", "终于轮到我们南边了，每天挤公交上班实在太累。", when="1小时前"),
        S("路过的", "施工期间南湖路要封闭半幅，大家提前绕行吧。", 2, when="25分钟前"),
    ]
    cases.append(
        Case(
            "b-zh-taolun-js",
            "small_thread",
            "zh",
            "on_load (script)",
            "<div id=taolun-qu>",
            "讨论",
            "Four readers under '讨论', built by the page's script from inline JSON on load; relative times; two replies nested.",
            "/bendi/ditie-wuhaoxian-nanyan.html",
            render_b(
                "kportal",
                SITES_B["zh"],
                art(
                    "地铁五号线南延段正式开工",
                    "新线全长9.6公里，设7座车站，预计2027年底通车",
                    "记者 陈思远",
                    "2025-04-18T10:00:00+08:00",
                    [
                        "昨天上午，地铁五号线南延段在南湖路站举行开工仪式，标志着这条线路正式进入建设阶段。",
                        "南延段从现有的火车南站出发，向南经过南湖新区，终点设在大学城，全长约9.6公里。",
                        "项目总投资约86亿元，建成后从大学城到市中心的时间将缩短到30分钟以内。",
                        "施工期间，南湖路部分路段将实行交通管制，市民出行请提前规划路线。",
                    ],
                    kicker="本地新闻",
                    caption="记者 陈思远 chensy@jiangcheng.example",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after='<div id="taolun-qu"><h3>讨论</h3><div class="tl-list"></div></div>'
                    f'<script type="application/json" id="tl-data">{as_json(c)}</script>',
                    end="""<script>
(function () {
  const data = JSON.parse(document.getElementById('tl-data').textContent);
  function level(parent) {
    const box = document.createElement('div'); box.className = parent == null ? 'tl-top' : 'tl-sub';
    for (const d of data.filter(x => x.re === parent)) {
      const row = document.createElement('div'); row.className = 'tl-row';
      row.innerHTML = '<div class="tl-head"><span class="tl-user"></span> <em class="tl-ago"></em></div><div class="tl-msg"></div><div class="tl-act">回复 · 赞</div>';
      row.querySelector('.tl-user').textContent = d.who; row.querySelector('.tl-ago').textContent = d.ago;
      row.querySelector('.tl-msg').textContent = d.msg;
      if (data.some(x => x.re === d.n)) row.append(level(d.n));
      box.append(row);
    }
    return box;
  }
  document.querySelector('#taolun-qu .tl-list').append(level(null));
})();
</script>""",
                ),
            ),
            c,
        )
    )

    # 6. ro: Blogger-like <dl>/<dt>/<dd>, flat
    c = [
        S(
            "Ioana Muresan",
            "Am fost sâmbătă la deschidere, piața arată foarte bine. Păcat că s-au scumpit tarabele pentru producători.",
            when="7 iunie 2025, 18:22",
        ),
        S(
            "Dorel",
            "Parcarea e tot o problemă. Am învârtit 20 de minute până am găsit loc.",
            when="7 iunie 2025, 20:05",
        ),
        S(
            "Mihai T.",
            "Bravo primăriei! În sfârșit avem o piață ca lumea, cu acoperiș și toalete.",
            when="8 iunie 2025, 09:41",
        ),
        S(
            "Ana Maria Pop",
            "Producătorii din Sângeorgiu spun că taxa de 30 de lei pe zi e prea mare pentru ei.",
            when="8 iunie 2025, 11:17",
        ),
    ]
    cases.append(
        Case(
            "b-ro-blogger-dl",
            "small_thread",
            "ro",
            "on_load",
            "<div id=pareri>, <dl>/<dt>/<dd>",
            "4 păreri:",
            "Four readers in a Blogger-like <dl>: the author line in <dt>, the text in <dd>, the date in a second <dd>.",
            "/local/piata-centrala-redeschisa.html",
            render_b(
                "blog",
                SITES_B["ro"],
                art(
                    "Piața centrală s-a redeschis după doi ani de renovare",
                    "Noua hală are 120 de tarabe, acoperiș de sticlă și parcare subterană.",
                    "Publicat de Radu Sălăjan",
                    "2025-06-07T10:31:00+03:00",
                    [
                        "Piața centrală din Târgu Mureș și-a redeschis sâmbătă porțile, după o renovare care a durat aproape doi ani.",
                        "Primăria a investit 14 milioane de lei în noua hală, care are acum 120 de tarabe pentru producători și comercianți.",
                        "Taxa zilnică pentru o tarabă a crescut de la 18 la 30 de lei, ceea ce a nemulțumit o parte dintre producători.",
                        "Parcarea subterană, cu 80 de locuri, va fi deschisă abia din luna august.",
                    ],
                    kicker="sâmbătă, 7 iunie 2025",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div id="pareri"><a name="pareri"></a><h4>4 păreri:</h4><dl class="pareri-block">'
                        + "".join(
                            f'<dt class="pareri-autor" id="p{i}"><a href="/profil/{i}">{esc(s.author)}</a> a spus...</dt>'
                            f'<dd class="pareri-corp">{paras(s.text)}</dd><dd class="pareri-subsol"><span class="pareri-ora">'
                            f'<a href="#p{i}">{esc(s.when)}</a></span></dd>'
                            for i, s in enumerate(c)
                        )
                        + '</dl><p class="pareri-link"><a href="/postare-parere.html">Postați o părere</a></p></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 7. uk: a <table>, one row per reader, forum-like site
    c = [
        S(
            "Олена Бондар",
            "Нарешті! Я щодня ходжу цим мостом на роботу, там уже дошки провалюються.",
            when="03.04.2025 19:20",
        ),
        S("Василь", "А чому ремонт аж на чотири місяці? Міст же невеликий.", when="03.04.2025 20:02"),
        S(
            "Ірина К.",
            "Тимчасову переправу варто було б зробити біля школи, а не біля ринку.",
            when="04.04.2025 07:48",
        ),
    ]
    cases.append(
        Case(
            "b-uk-table-rows",
            "small_thread",
            "uk",
            "on_load",
            "<table class=dumky>",
            "Думки читачів",
            "Three readers as rows of a <table> (name and time in one cell, text in the other) under 'Думки читачів'.",
            "/misto/remont-pishokhidnoho-mostu.html",
            render_b(
                "forum",
                SITES_B["uk"],
                art(
                    "Пішохідний міст через Бог закриють на ремонт",
                    "Роботи триватимуть чотири місяці, поруч облаштують тимчасову переправу.",
                    "Андрій Мельник",
                    "2025-04-03T12:00:00+03:00",
                    [
                        "Міська рада затвердила проєкт капітального ремонту пішохідного мосту, що з'єднує центр міста з мікрорайоном Заріччя.",
                        "Міст закриють з 1 травня. Підрядник замінить дерев'яний настил, поручні та освітлення.",
                        "На час ремонту біля ринку облаштують тимчасову понтонну переправу.",
                        "Вартість робіт становить 18 мільйонів гривень.",
                    ],
                    kicker="Місто",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<h3>Думки читачів</h3><table class="dumky"><tbody>'
                        + "".join(
                            f'<tr><td class="d-khto"><b>{esc(s.author)}</b><br><small>{esc(s.when)}</small></td>'
                            f'<td class="d-tekst">{paras(s.text)}</td></tr>'
                            for s in c
                        )
                        + "</tbody></table>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 8. id: one comment in an <article>
    c = [
        S(
            "Rudi Hartono",
            "Semoga jalan ini benar-benar selesai tepat waktu. Setiap pagi macet di perempatan pasar bisa sampai satu jam.",
            when="5 Mei 2025 07:52",
        )
    ]
    cases.append(
        Case(
            "b-id-single-article",
            "small_thread",
            "id",
            "on_load",
            "<section class=tanggapan>, <article>",
            "Tanggapan Pembaca",
            "A single reader's remark, one <article> under 'Tanggapan Pembaca', in a magazine with two sidebars.",
            "/daerah/jalan-lingkar-selatan-dibuka.html",
            render_b(
                "sidebars",
                SITES_B["id"],
                art(
                    "Jalan lingkar selatan dibuka untuk umum bulan depan",
                    "Jalan sepanjang 11 kilometer itu diharapkan mengurangi kemacetan di pusat kota.",
                    "Oleh Dewi Lestari",
                    "2025-05-04T15:00:00+07:00",
                    [
                        "Pemerintah kabupaten memastikan jalan lingkar selatan akan dibuka untuk umum pada awal Juni.",
                        "Jalan sepanjang 11 kilometer itu menghubungkan terminal bus dengan kawasan industri di timur kota.",
                        "Truk pengangkut barang nantinya dilarang melintas di jalan utama pusat kota pada siang hari.",
                        "Proyek ini menelan biaya Rp 420 miliar dari anggaran provinsi dan pusat.",
                    ],
                    kicker="Daerah",
                    caption="Pekerja menyelesaikan pengaspalan di ruas timur.",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<section class="tanggapan"><h3>Tanggapan Pembaca</h3>'
                        + "".join(
                            f'<article><img src="/_avatar/id{i}.svg" width="40" height="40" alt=""><h4>{esc(s.author)}</h4>'
                            f"<time>{esc(s.when)}</time>{paras(s.text)}</article>"
                            for i, s in enumerate(c)
                        )
                        + "</section>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 9. vi: two readers, relative times, like counts
    c = [
        S(
            "Nguyễn Văn Hùng",
            "Cầu xong thì từ Cần Thơ sang Vĩnh Long chỉ mất 20 phút, bà con mong lắm rồi.",
            when="2 giờ trước",
        ),
        S(
            "Trần Thị Mai",
            "Mong đừng đội vốn như mấy công trình trước. Ba năm mà đã tăng thêm 600 tỷ.",
            when="40 phút trước",
        ),
    ]
    cases.append(
        Case(
            "b-vi-relative-likes",
            "small_thread",
            "vi",
            "on_load",
            "<div class=ykien>",
            "Ý kiến bạn đọc",
            "Two readers with relative times ('2 giờ trước') and like counts under 'Ý kiến bạn đọc'.",
            "/thoi-su/cau-song-hau-hop-long.html",
            render_b(
                "kportal",
                SITES_B["vi"],
                art(
                    "Cầu mới qua sông Hậu sắp hợp long",
                    "Công trình dự kiến thông xe vào dịp Quốc khánh năm sau.",
                    "Lê Minh Tuấn",
                    "2025-08-12T08:00:00+07:00",
                    [
                        "Sau ba năm thi công, cây cầu mới bắc qua sông Hậu đã hoàn thành 85% khối lượng và sắp hợp long nhịp chính.",
                        "Cầu dài 2,8 km với bốn làn xe, nối thành phố Cần Thơ với tỉnh Vĩnh Long.",
                        "Tổng vốn đầu tư đã được điều chỉnh từ 4.200 tỷ lên 4.800 tỷ đồng do giá vật liệu tăng.",
                        "Ban quản lý dự án cho biết cầu sẽ thông xe vào tháng 9 năm sau.",
                    ],
                    kicker="Thời sự",
                    caption="Lê Minh Tuấn",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="ykien"><h3>Ý kiến bạn đọc</h3>'
                        + "".join(
                            f'<div class="yk-dong"><p class="yk-ten"><b>{esc(s.author)}</b> · <span>{esc(s.when)}</span></p>'
                            f'{paras(s.text)}<p class="yk-nut"><a href="#">Thích</a> <span class="yk-so">{12 - 9 * i}</span> · <a href="#">Trả lời</a></p></div>'
                            for i, s in enumerate(c)
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 10. he: right to left, one reply in a nested <ol>
    c = [
        S(
            "יוסי לוי",
            "סוף סוף בריכה מקורה בעמק. עד היום נסענו חצי שעה לעפולה כדי שהילדים ילמדו לשחות.",
            when="22.01.2025, 20:15",
        ),
        S(
            "מיכל אברהם",
            "הבעיה היא התחזוקה. הבריכה הקודמת נסגרה אחרי חמש שנים כי לא היה תקציב.",
            when="22.01.2025, 21:03",
        ),
        S(
            "דני",
            "הפעם המועצה חתמה על חוזה תחזוקה לעשר שנים, זה כתוב בפרוטוקול.",
            1,
            when="23.01.2025, 08:40",
        ),
    ]
    cases.append(
        Case(
            "b-he-rtl-nested",
            "small_thread",
            "he",
            "on_load",
            "<div class=kor-ot>, nested <ol>",
            "מה חושבים הקוראים",
            "Three readers right to left under 'מה חושבים הקוראים' on a blog-like page, one reply in a nested list.",
            "/hadashot/breicha-mekora-baemek.html",
            render_b(
                "blog",
                SITES_B["he"],
                art(
                    "המועצה אישרה בניית בריכה מקורה",
                    "הבריכה תיבנה ליד המרכז הקהילתי ותיפתח בעוד שנתיים.",
                    "נכתב על ידי רונית שגיא",
                    "2025-01-22T14:20:00+02:00",
                    [
                        "מליאת המועצה האזורית אישרה אתמול את תוכנית הבנייה של בריכה מקורה ליד המרכז הקהילתי.",
                        "הבריכה תכלול מסלול שחייה באורך 25 מטר ובריכת לימוד לילדים.",
                        "עלות הפרויקט מוערכת ב־28 מיליון שקלים, מרביתם ממשרד התרבות והספורט.",
                        "ראש המועצה אמר כי הבריכה תיפתח לציבור בקיץ 2027.",
                    ],
                    kicker="יום רביעי, 22 בינואר 2025",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="kor-ot"><h4>מה חושבים הקוראים</h4>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<li><p class="ko-shem"><b>{esc(s.author)}</b> <small>{esc(s.when)}</small></p>{paras(s.text)}{sub}</li>'
                            ),
                            lambda items, p: (
                                f'<ol class="{"ko-reshima" if p is None else "ko-tshuvot"}">{items}</ol>'
                            ),
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 11. hi: three readers, author and text only (no time)
    c = [
        S("राजेश कुमार", "पार्किंग की नई व्यवस्था अच्छी है, लेकिन दुकानदारों के लिए अलग जगह होनी चाहिए।"),
        S("सुनीता शर्मा", "शाम को बाज़ार में पैदल चलना मुश्किल हो गया था, अब थोड़ी राहत मिलेगी।"),
        S("अमित वर्मा", "बीस रुपये प्रति घंटा बहुत ज़्यादा है, छोटे ग्राहक अब मॉल जाएंगे।"),
    ]
    cases.append(
        Case(
            "b-hi-no-time",
            "small_thread",
            "hi",
            "on_load",
            "<div class=pathak-rai>",
            "पाठकों की राय",
            "Three readers with only a name and a text under 'पाठकों की राय', in a print-like layout.",
            "/shahar/purana-bazaar-parking.html",
            render_b(
                "print",
                SITES_B["hi"],
                art(
                    "पुराने बाज़ार में पार्किंग की नई व्यवस्था लागू",
                    "अब वाहन केवल तय जगहों पर खड़े होंगे, पहले घंटे के लिए बीस रुपये शुल्क।",
                    "संवाददाता, नगर समाचार",
                    "2025-03-03T09:00:00+05:30",
                    [
                        "नगर निगम ने सोमवार से पुराने बाज़ार में पार्किंग की नई व्यवस्था लागू कर दी है।",
                        "अब बाज़ार की मुख्य सड़क पर कोई वाहन खड़ा नहीं होगा और तीन नई पार्किंग जगहें बनाई गई हैं।",
                        "पहले घंटे के लिए बीस रुपये और उसके बाद हर घंटे के लिए दस रुपये देने होंगे।",
                        "व्यापार मंडल ने कहा कि वह इस फ़ैसले पर निगम से दोबारा बात करेगा।",
                    ],
                    kicker="शहर",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="pathak-rai"><h3>पाठकों की राय</h3>'
                        + "".join(
                            f'<div class="pr-ek"><p class="pr-naam">{esc(s.author)}</p>{paras(s.text)}</div>'
                            for s in c
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 12. nl: fetched from a JSON file on load, rendered into a <section>
    c = [
        S(
            "Gerrit Jansen",
            "Twintig jaar hebben we op deze brug gewacht. Nu nog een fietspad aan beide kanten.",
            when="vandaag, 09:14",
        ),
        S(
            "Linda",
            "Tijdens de bouw is de omleiding via Mook ruim twaalf kilometer. Dat wordt een zware zomer.",
            when="vandaag, 10:02",
        ),
    ]
    data_path = "/data/b/nl-brug-reacties.json"
    cases.append(
        Case(
            "b-nl-fetched-onload",
            "small_thread",
            "nl",
            "on_load (fetched)",
            "<section id=lezerspost>",
            "Reacties",
            "Two readers fetched as JSON by the page on load and rendered into a <section> under 'Reacties'.",
            "/regio/nieuwe-brug-over-de-maas.html",
            render_b(
                "sidebars",
                SITES_B["nl"],
                art(
                    "Nieuwe brug over de Maas bij Cuijk in 2027 klaar",
                    "De provincie trekt 94 miljoen euro uit voor de vervanging van de oude brug uit 1956.",
                    "Door Femke Hendriks",
                    "2025-07-08T06:30:00+02:00",
                    [
                        "De provincie heeft het contract voor de nieuwe Maasbrug bij Cuijk gegund aan een bouwcombinatie uit Nijmegen.",
                        "De oude brug uit 1956 is te smal voor het huidige verkeer en moet om de twee jaar worden gerepareerd.",
                        "Tijdens de bouw, die in oktober begint, wordt het verkeer omgeleid via Mook en Gennep.",
                        "De nieuwe brug krijgt aan beide kanten een vrijliggend fietspad.",
                    ],
                    kicker="Regio",
                    caption="De oude Maasbrug bij Cuijk.",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after='<section id="lezerspost"><h3>Reacties</h3><div class="lp-items">Laden…</div></section>',
                    end="""<script>
fetch('"""
                    + data_path
                    + """').then(r => r.json()).then(list => {
  const box = document.querySelector('#lezerspost .lp-items'); box.textContent = '';
  for (const d of list) {
    const el = document.createElement('div'); el.className = 'lp-item';
    el.innerHTML = '<p class="lp-kop"><b></b> <span></span></p><p class="lp-txt"></p>';
    el.querySelector('b').textContent = d.who; el.querySelector('span').textContent = d.ago;
    el.querySelector('.lp-txt').textContent = d.msg; box.append(el);
  }
});
</script>""",
                ),
            ),
            c,
            files={data_path: as_json(c) + "\n"},
        )
    )

    # 13. de: inside a closed <details>, summary "Ihre Meinung (3)"
    c = [
        S(
            "Sepp Huber",
            "Zwölf Euro mehr für die Tageskarte, und der Lift am Hang fährt trotzdem nur bis vier.",
            when="11.02.2025, 18:40",
        ),
        S(
            "Monika R.",
            "Für Familien ist das kaum noch zu stemmen. Wir fahren jetzt nach Tirol, da ist es günstiger.",
            when="11.02.2025, 19:12",
        ),
        S(
            "Bergbahn-Fahrer",
            "In Tirol zahlen Sie inzwischen fast genauso viel, nur die Anfahrt ist länger.",
            1,
            when="11.02.2025, 20:55",
        ),
    ]
    cases.append(
        Case(
            "b-de-details-summary",
            "small_thread",
            "de",
            "details (closed)",
            "<details class=stimmen>",
            "Ihre Meinung (3)",
            "Three readers inside a closed <details> whose <summary> reads 'Ihre Meinung (3)', in a print-like local paper.",
            "/region/bergbahn-tageskarte-teurer.html",
            render_b(
                "print",
                SITES_B["de"],
                art(
                    "Bergbahn verlangt 62 Euro für die Tageskarte",
                    "Die Betreiber begründen den Aufschlag mit den Energiekosten. Einheimische bekommen weiter Rabatt.",
                    "Von Florian Wagner",
                    "2025-02-11T05:00:00+01:00",
                    [
                        "Wer in dieser Saison am Grünten Ski fahren will, muss tiefer in die Tasche greifen: Die Tageskarte kostet nun 62 Euro.",
                        "Die Bergbahn begründet den Aufschlag von zwölf Euro mit den gestiegenen Kosten für Strom und Beschneiung.",
                        "Für Inhaber einer Gästekarte und für Einheimische mit Wohnsitz im Landkreis gilt weiter ein Rabatt von 20 Prozent.",
                        "Der Gemeinderat will im März über einen Zuschuss für Schulklassen beraten.",
                    ],
                    kicker="Region · Seite 5",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<details class="stimmen"><summary>Ihre Meinung (3)</summary>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="st-eintrag"><p class="st-kopf"><span class="st-name">{esc(s.author)}</span> '
                                f'<span class="st-datum">{esc(s.when)}</span></p>{paras(s.text)}{sub}</div>'
                            ),
                            lambda items, p: (
                                items if p is None else f'<div class="st-antworten">{items}</div>'
                            ),
                        )
                        + "</details>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 14. en: no heading, a chain of replies three deep, each reply an <article> inside its parent's
    c = [
        S(
            "Marcus Reid",
            "Forty years that cannery sat empty. Flats and a food hall beat another car park.",
            when="3h ago",
        ),
        S(
            "Aileen",
            "Flats nobody on a harbour wage can afford, though. Ask what 'affordable' means in the plans.",
            0,
            when="2h ago",
        ),
        S(
            "Marcus Reid",
            "Twenty of the ninety are social rent, it says so in the planning papers.",
            1,
            when="2h ago",
        ),
        S(
            "Dougie F.",
            "Twenty out of ninety is hardly anything when the waiting list is four hundred long.",
            2,
            when="1h ago",
        ),
        S(
            "Shona M.",
            "Will the slipway stay open for the rowing club? That's all I want to know.",
            when="just now",
        ),
    ]
    cases.append(
        Case(
            "b-en-deep-chain",
            "small_thread",
            "en",
            "on_load",
            "<div class=harbour-voices>, <article> in <article>",
            None,
            "Five readers, no heading, relative times; a chain of replies three levels deep, each an <article> inside its parent's.",
            "/local/cannery-flats-food-hall.html",
            render_b(
                "blog",
                SITES_B["en"],
                art(
                    "Old cannery to become flats and a food hall",
                    "Developers promise 90 homes and 40 jobs. The rowing club fears for its slipway.",
                    "Posted by Fiona Grant",
                    "2025-09-15T11:05:00+01:00",
                    [
                        "The old cannery on the north quay is to be turned into 90 flats and a food hall after councillors approved the plans on Tuesday.",
                        "The building has stood empty since the last fish processor left in 1985.",
                        "Twenty of the flats will be let at social rent, and the ground floor will hold a market of twelve food stalls.",
                        "The harbour rowing club, which uses the slipway beside the cannery, says it has not been told whether it can stay.",
                    ],
                    kicker="Monday, 15 September 2025",
                ),
                Blocks(
                    head=THREAD_CSS,
                    after=(
                        '<div class="harbour-voices">'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<article class="hv-card"><div class="hv-by"><img src="/_avatar/en{i}.svg" width="32" height="32" alt="">'
                                f'<span class="hv-name">{esc(s.author)}</span> <span class="hv-when">{esc(s.when)}</span></div>'
                                f'{paras(s.text)}<div class="hv-act"><a href="#r{i}">Reply</a> · <a href="#l{i}">Like</a></div>{sub}</article>'
                            ),
                            lambda items, p: items,
                        )
                        + '<p><a href="/join.html">Sign in to have your say</a></p></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    return cases

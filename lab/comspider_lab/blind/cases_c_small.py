"""Blind set C: eighteen small hand-made threads (1 to 5 comments), eighteen languages.

Three write their CMS's own markup (WordPress, Drupal, Blogger: these say "comment" in their
classes, as the CMSs do); the others never say "comment" in a class, id or name.
"""

from __future__ import annotations

import html
import json

from comspider_lab.blind.cases_b_small import as_json, paras, tree
from comspider_lab.blind.content_b import art
from comspider_lab.blind.content_c import SITES_C
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.layout_b import render_b
from comspider_lab.blind.layout_c import render_c
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

S = Seed

CSS_C = """<style>
.comment-list,.comment-list .children{list-style:none;padding-left:0}.comment-list .children{margin-left:40px}
.comment-body{border-bottom:1px solid #ddd;padding:14px 0}.comment-author .avatar{float:left;margin-right:12px;border-radius:50%}
.comment-metadata{font-size:13px}.comment-metadata a{color:#6d6d6d}.says{color:#6d6d6d;font-size:14px}.reply{font-size:13px}
.comment-respond textarea{width:100%;height:90px}.comment__meta{font-size:13px;color:#666}.js-comment{border-top:1px solid #e3e3e3;padding:10px 0}
.links.inline{list-style:none;padding:0;font-size:13px}.skaitytojai ul{list-style:none;padding:0}.skaitytojai li{border-bottom:1px solid #eee;padding:8px 0}
.skaitytojai .laikas{color:#888;font-size:12px;margin-left:6px}.maoni-ya-wasomaji .mw-kipande{border-left:3px solid #2e7d32;padding:6px 12px;margin:10px 0}
.maoni-ya-wasomaji .mw-majibu{margin-left:30px}.mw-saa{color:#777;font-size:13px}.onyesha-maoni{background:#2e7d32;color:#fff;border:0;padding:10px 18px;font-size:15px;cursor:pointer}
.obrir-calaix{background:#0b3c5d;color:#fff;border:0;padding:8px 16px;cursor:pointer}.calaix{position:fixed;top:0;right:0;width:380px;height:100%;background:#fff;box-shadow:-4px 0 12px rgba(0,0,0,.3);transform:translateX(110%);visibility:hidden;transition:transform .2s;overflow:auto;padding:18px;z-index:20}
.calaix.obert{transform:none;visibility:visible}.calaix .cx-entrada{border-bottom:1px solid #ddd;padding:8px 0}.calaix .cx-respostes{margin-left:24px}.cx-data{font-size:12px;color:#777}
.css-r8t0q{border-top:1px solid #e2e2e2;padding:14px 0}.css-r8t0q .css-r8t0q{margin-left:36px}.css-a1d0c{display:flex;gap:8px;align-items:center;font-size:14px}.css-zz7k1{color:#777;font-size:13px}
.css-m4p0e{background:none;border:1px solid #121212;padding:8px 16px;cursor:pointer;font-size:14px;margin:14px 0}
#ruang-pembaca .rp-item{border-bottom:1px solid #eee;padding:8px 0}#ruang-pembaca .rp-balas{margin-left:28px}.rp-masa{color:#888;font-size:12px}
.mga-reaksyon .mr-item{border-top:1px solid #ddd;padding:10px 0}.mr-oras{font-size:12px;color:#777}
div[role=list] .innlegg{border-top:1px solid #ccc;padding:12px 0}div[role=list] .svar-paa{margin-left:30px;border-left:3px solid #eee;padding-left:12px}.innlegg-tid{font-size:13px;color:#666}
.region-sidebar-second .lv-viedoklis{border-bottom:1px dotted #999;padding:6px 0;font-size:14px}.lv-laiks{color:#777;font-size:12px}
.utisci{list-style:none;padding:0}.utisci li{background:#fafafa;border-radius:6px;padding:10px}.ut-vreme{font-size:12px;color:#777}
.vasagar article{border-bottom:1px solid #ddd;padding:10px 0}.vasagar .neram{font-size:12px;color:#888}
</style>"""


def _wp_item(i: int, s: Seed, sub: str, base: int, says: str, reply: str) -> str:
    depth = 2 if s.parent is not None else 1
    cid = base + i
    return (
        f'<li id="comment-{cid}" class="comment {"odd alt" if i % 2 else "even"} depth-{depth}">'
        f'<article id="div-comment-{cid}" class="comment-body"><footer class="comment-meta">'
        f'<div class="comment-author vcard"><img alt="" src="/_avatar/wp-{cid}.svg" class="avatar avatar-60 photo" height="60" width="60" loading="lazy">'
        f'<b class="fn">{esc(s.author)}</b> <span class="says">{esc(says)}</span></div>'
        f'<div class="comment-metadata"><a href="#comment-{cid}"><time>{esc(s.when)}</time></a></div></footer>'
        f'<div class="comment-content">{paras(s.text)}</div>'
        f'<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom={cid}#respond" '
        f'data-commentid="{cid}" aria-label="{esc(reply)}: {esc(s.author)}">{esc(reply)}</a></div></article>{sub}</li>'
    )


def small_cases_c() -> list[Case]:
    cases: list[Case] = []

    # 1. bg: WordPress's own threaded markup (ol.comment-list, ol.children), avatars, "каза:", reply links
    c = [
        S(
            "Стоян Караджов",
            "Най-накрая! Досега трябваше да се прекачвам в Пловдив и пътят отнемаше над пет часа.",
            when="14 април 2025 в 11:42",
        ),
        S(
            "Милена",
            "Дано цената на билета не е прекалено висока. За студентите трябва да има намаление.",
            when="14 април 2025 в 12:15",
        ),
        S(
            "Иван Чолаков",
            "Според общината учащите ще плащат половин билет, пише го в предпоследния абзац.",
            1,
            when="14 април 2025 в 13:03",
        ),
    ]
    title = "Смолян получава директна автобусна линия до София"
    cases.append(
        Case(
            "c-bg-wordpress-thread",
            "small_thread",
            "bg",
            "on_load",
            "<div id=comments class=comments-area>, <ol class=comment-list>",
            f"3 мнения за „{title}“",
            "WordPress's own comment markup in Bulgarian: three readers, one reply in ol.children, avatars, 'каза:', reply links, the reply form.",
            "/regioni/smolyan-sofia-avtobus/",
            render_c(
                "wordpress",
                SITES_C["bg"],
                art(
                    title,
                    "От 1 май автобусите ще тръгват три пъти дневно от новата автогара.",
                    "Петя Делчева",
                    "2025-04-14T09:20:00+03:00",
                    [
                        "Областната администрация подписа договор с частен превозвач за нова директна линия между Смолян и София. Пътуването ще продължава около четири часа.",
                        "Досега жителите на областния град трябваше да се прекачват в Пловдив, а общото време за път често надхвърляше пет часа.",
                        "Билетът ще струва 32 лева, а учащите и пенсионерите ще ползват 50 процента отстъпка.",
                        "Първият курс тръгва в 6:30 часа от новата автогара до пазара.",
                    ],
                    kicker="Региони",
                    caption="Новата автогара в Смолян. Снимка: Родопски вестник",
                ),
                Blocks(
                    head=CSS_C,
                    after=(
                        f'<div id="comments" class="comments-area"><h2 class="comments-title">3 мнения за „{esc(title)}“</h2>'
                        + tree(
                            c,
                            lambda i, s, sub: _wp_item(i, s, sub, 412, "каза:", "Отговор"),
                            lambda items, p: (
                                f'<ol class="comment-list">{items}</ol>'
                                if p is None
                                else f'<ol class="children">{items}</ol>'
                            ),
                        )
                        + '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Вашият коментар</h3>'
                        '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">'
                        '<p class="comment-notes">Вашият имейл адрес няма да бъде публикуван.</p>'
                        '<p class="comment-form-comment"><textarea id="comment" name="comment"></textarea></p>'
                        '<p class="comment-form-author"><input id="author" name="author" type="text" placeholder="Име"></p>'
                        '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Публикуване"></p></form></div></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 2. hr: Drupal 10's comment field (article.js-comment, "(nije provjereno)", permalinks, "Odgovori")
    c = [
        S(
            "Dragica P.",
            "Svaku subotu kupujem kod iste obitelji iz Čepina. Nadam se da će i oni dobiti mjesto u novoj hali, a ne samo veliki trgovci.",
            when="pon, 14.04.2025. - 10:47",
        ),
        S(
            "Zvonimir",
            "Parkiralište je već sada premalo. Gdje ćemo parkirati dok su štandovi na njemu?",
            when="pon, 14.04.2025. - 12:31",
        ),
    ]
    cases.append(
        Case(
            "c-hr-drupal-thread",
            "small_thread",
            "hr",
            "on_load",
            "<section class='field--name-comment comment-wrapper'>, <article class=js-comment> inside the node",
            "Komentari",
            "Drupal's own comment field inside the article node: two anonymous readers '(nije provjereno)', permalinks, 'Odgovori' links.",
            "/vijesti/osjecka-trznica-nova-hala",
            render_c(
                "drupal",
                SITES_C["hr"],
                art(
                    "Osječka tržnica dobiva novu natkrivenu halu",
                    "Radovi vrijedni 2,1 milijun eura počinju u rujnu, a prodavači se sele na privremenu lokaciju.",
                    "Marko Vuković",
                    "2025-04-14T08:00:00+02:00",
                    [
                        "Gradsko vijeće jednoglasno je usvojilo projekt obnove središnje gradske tržnice, koja je posljednji put uređivana prije trideset godina.",
                        "Nova hala imat će 140 prodajnih mjesta, sanitarni čvor i rashladne vitrine za mliječne proizvode i meso.",
                        "Tijekom radova prodavači će raditi na parkiralištu uz Trg Ante Starčevića.",
                        "Gradonačelnik je najavio da će hala biti otvorena do Uskrsa iduće godine.",
                    ],
                    kicker="Oznake: tržnica, Osijek",
                    caption="Središnja tržnica u Osijeku. Foto: ST",
                ),
                Blocks(
                    head=CSS_C,
                    after=(
                        '<section class="field field--name-comment field--type-comment field--label-above comment-wrapper">'
                        '<h2 class="title comment-wrapper__title">Komentari</h2>'
                        + "".join(
                            f'<article data-comment-user-id="0" id="comment-{881 + i}" class="comment js-comment by-anonymous">'
                            f'<span class="hidden" data-comment-timestamp="{1744620000 + 3600 * i}"></span>'
                            f'<footer class="comment__meta"><article class="profile"><img src="/_avatar/hr-{i}.svg" width="48" height="48" alt=""></article>'
                            f'<p class="comment__author"><span>{esc(s.author)}</span> (nije provjereno)</p>'
                            f'<p class="comment__time">{esc(s.when)}</p>'
                            f'<p class="comment__permalink"><a href="/comment/{881 + i}#comment-{881 + i}" hreflang="hr">Trajna poveznica</a></p></footer>'
                            f'<div class="content"><div class="clearfix text-formatted field field--name-comment-body field--type-text-long field--label-hidden field__item">{paras(s.text)}</div>'
                            f'<ul class="links inline"><li class="comment-reply"><a href="/comment/reply/node/4043/comment_node_article/{881 + i}">Odgovori</a></li></ul></div></article>'
                            for i, s in enumerate(c)
                        )
                        + '<h2 class="title comment-form__title">Dodaj novi komentar</h2><form class="comment-comment-node-article-form comment-form">'
                        '<input name="name" placeholder="Vaše ime"><textarea name="comment_body[0][value]"></textarea><input type="submit" value="Spremi"></form></section>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 3. lt: no heading, a plain <ul>, name + relative time + text only
    c = [
        S(
            "Algirdas",
            "Trisdešimt metų ten pirkau bulves ir sūrį. Gaila, bet pastatai tikrai griūva.",
            when="prieš 3 val.",
        ),
        S(
            "Vida iš Luokės",
            "O kaip nuvažiuoti iki stoties tiems, kas gyvena kaimuose? Autobusas važiuoja tik du kartus per dieną.",
            when="prieš 1 val.",
        ),
    ]
    cases.append(
        Case(
            "c-lt-noheading-ul",
            "small_thread",
            "lt",
            "on_load",
            "<div class=skaitytojai>, <ul>",
            None,
            "Two readers in a plain <ul> on a mobile site, no heading: name, relative time ('prieš 3 val.'), text.",
            "/regionas/telsiu-turgus-uzdaromas.html",
            render_c(
                "mobile",
                SITES_C["lt"],
                art(
                    "Telšiuose uždaromas senasis turgus",
                    "Prekeiviai iki birželio turės persikelti į naują prekyvietę prie autobusų stoties.",
                    "Rūta Jankauskienė",
                    "2025-05-06T07:45:00+03:00",
                    [
                        "Telšių rajono savivaldybė nusprendė uždaryti senąjį turgų Respublikos gatvėje, nes jo pastatai pripažinti avariniais.",
                        "Nauja prekyvietė prie autobusų stoties turės 80 prekybos vietų ir stogą virš pagrindinės eilės.",
                        "Prekeiviai skundžiasi, kad vietos mokestis padidės beveik dvigubai – iki 9 eurų per dieną.",
                        "Savivaldybė žada pirmus tris mėnesius taikyti nuolaidą.",
                    ],
                    kicker="Regionas",
                    caption="Senasis Telšių turgus. Autorės nuotr.",
                ),
                Blocks(
                    head=CSS_C,
                    after=(
                        '<div class="skaitytojai"><ul>'
                        + "".join(
                            f'<li><b>{esc(s.author)}</b><span class="laikas">{esc(s.when)}</span><p>{esc(s.text)}</p></li>'
                            for s in c
                        )
                        + '</ul><a class="rasyti" href="/prisijungti">Rašyti nuomonę</a></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 4. sk: closed shadow root built by script from inline data, like counts
    c = [
        S(
            "Jana Hudáková",
            "Na Juhu nie je kde zaparkovať už o šiestej večer. Ak to pomôže, som za, aj keď tridsať eur nie je málo.",
            when="20. 3. 2025 o 8:12",
        ),
        S(
            "Peter M.",
            "A čo ľudia, ktorí do mesta dochádzajú za prácou? Autobus z Kežmarku ide raz za hodinu.",
            when="20. 3. 2025 o 9:40",
        ),
        S(
            "Ondrej",
            "Presne tak. Najprv nech mesto zlepší dopravu a až potom vyberá poplatky.",
            1,
            when="20. 3. 2025 o 10:05",
        ),
    ]
    likes = [14, 6, 3]
    data = [
        {
            "id": i + 1,
            "meno": s.author,
            "cas": s.when,
            "text": s.text,
            "palec": likes[i],
            "na": None if s.parent is None else s.parent + 1,
        }
        for i, s in enumerate(c)
    ]
    cases.append(
        Case(
            "c-sk-closed-shadow-likes",
            "small_thread",
            "sk",
            "closed_shadow_root (JS)",
            "<citatelske-nazory> closed shadow root",
            "Názory čitateľov (3)",
            "Three readers in a closed shadow root built by a custom element from inline JSON; like counts, a reply.",
            "/region/poprad-platene-parkovanie-sidliska",
            render_c(
                "newsroom",
                SITES_C["sk"],
                art(
                    "Poprad zavedie platené parkovanie aj na sídliskách",
                    "Rezidentská karta bude stáť 30 eur ročne, návštevy zaplatia hodinovú sadzbu.",
                    "Autor: Tomáš Kováčik",
                    "2025-03-20T06:00:00+01:00",
                    [
                        "Mestské zastupiteľstvo v Poprade schválilo nové pravidlá parkovania, ktoré od júla rozšíria platené zóny aj na sídliská Juh a Západ.",
                        "Obyvatelia s trvalým pobytom si môžu kúpiť rezidentskú kartu za 30 eur na rok. Druhé auto v domácnosti zaplatí 120 eur.",
                        "Návštevníci budú platiť 50 centov za hodinu cez aplikáciu alebo v parkovacom automate.",
                        "Podľa primátora má opatrenie uvoľniť miesta, ktoré dnes blokujú autá dochádzajúcich z okolitých obcí.",
                    ],
                    kicker="Región",
                    caption="Parkovisko na sídlisku Juh. Foto: PD",
                ),
                Blocks(
                    after=f'<citatelske-nazory data-clanok="88412"></citatelske-nazory><script type="application/json" id="nazory-data">{json.dumps(data, ensure_ascii=False)}</script>',
                    end="""<script>
customElements.define('citatelske-nazory', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    const data = JSON.parse(document.getElementById('nazory-data').textContent);
    root.innerHTML = '<style>.n{border-top:1px solid #ddd;padding:10px 0}.n .n{margin-left:32px}.k{font-weight:700}.c{color:#777;font-size:13px}.a{font-size:13px;color:#555}</style><h3>Názory čitateľov (' + data.length + ')</h3><div class="zoznam"></div>';
    const build = (parent, box) => {
      for (const d of data.filter(x => x.na === parent)) {
        const el = document.createElement('div'); el.className = 'n';
        el.innerHTML = '<div><span class="k"></span> <span class="c"></span></div><p class="t"></p><div class="a">👍 <span class="p"></span> · <a href="#">Reagovať</a></div>';
        el.querySelector('.k').textContent = d.meno; el.querySelector('.c').textContent = d.cas;
        el.querySelector('.t').textContent = d.text; el.querySelector('.p').textContent = d.palec;
        box.append(el); build(d.id, el);
      }
    };
    build(null, root.querySelector('.zoznam'));
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 5. th: open shadow root whose items are custom elements with their own open shadow roots
    c = [
        S("ป้าแดง", "ไปมาเมื่อเช้า ผักสดมาก ราคาก็ไม่แพง แต่ที่จอดรถยังน้อยไปหน่อย", when="2 ชั่วโมงที่แล้ว"),
        S("นุ่น เชียงแสน", "รถรับส่งฟรีดีมากค่ะ คนแก่จะได้ไม่ต้องเดินไกล", when="1 ชั่วโมงที่แล้ว"),
        S("บอย", "ที่จอดรถมีเพิ่มหลังวัดนะครับ เดินมาแค่ห้านาที", 0, when="45 นาทีที่แล้ว"),
    ]
    cases.append(
        Case(
            "c-th-nested-shadow",
            "small_thread",
            "th",
            "open_shadow_root (nested, JS)",
            "<phu-an-wa> open shadow root holding <khwam-hen> elements, each with its own open shadow root",
            "ผู้อ่านว่าอย่างไร",
            "Three readers (one reply) in an open shadow root; each reader is a custom element with its own open shadow root.",
            "/local/talad-chao-mae-nam-kok.html",
            render_c(
                "mobile",
                SITES_C["th"],
                art(
                    "เทศบาลเชียงรายเปิดตลาดเช้าแห่งใหม่ริมแม่น้ำกก",
                    "ตลาดมีแผงค้า 120 แผง เปิดทุกวันตั้งแต่ตีห้าถึงเก้าโมงเช้า",
                    "โดย สมชาย ใจดี",
                    "2025-06-02T08:00:00+07:00",
                    [
                        "เทศบาลนครเชียงรายเปิดตลาดเช้าแห่งใหม่บริเวณริมแม่น้ำกกอย่างเป็นทางการเมื่อวานนี้ โดยมีผู้ค้ากว่า 120 รายเข้าร่วม",
                        "ตลาดแห่งนี้เน้นขายผักปลอดสารพิษและอาหารพื้นเมืองจากเกษตรกรในอำเภอใกล้เคียง",
                        "ค่าเช่าแผงอยู่ที่วันละ 30 บาท ซึ่งถูกกว่าตลาดในตัวเมืองเกือบครึ่งหนึ่ง",
                        "นายกเทศมนตรีกล่าวว่าจะจัดรถรับส่งฟรีจากหอนาฬิกาทุกครึ่งชั่วโมง",
                    ],
                    kicker="ข่าวท้องถิ่น",
                    caption="บรรยากาศตลาดเช้าริมน้ำกก ภาพ: ข่าวเชียงราย",
                ),
                Blocks(
                    after="<phu-an-wa></phu-an-wa>",
                    end="<script>\nconst KHWAM_HEN = "
                    + json.dumps(
                        [
                            {"n": i, "who": s.author, "when": s.when, "msg": s.text, "re": s.parent}
                            for i, s in enumerate(c)
                        ],
                        ensure_ascii=False,
                    )
                    + """;
customElements.define('khwam-hen', class extends HTMLElement {
  set data(d) {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;border-bottom:1px solid #eee;padding:8px 0}.who{font-weight:700}.when{color:#888;font-size:12px}.sub{margin-left:26px}</style><div><span class="who"></span> · <span class="when"></span></div><div class="msg"></div><div class="sub"></div>';
    root.querySelector('.who').textContent = d.who; root.querySelector('.when').textContent = d.when;
    root.querySelector('.msg').textContent = d.msg;
    for (const r of KHWAM_HEN.filter(x => x.re === d.n)) {
      const el = document.createElement('khwam-hen'); root.querySelector('.sub').append(el); el.data = r;
    }
  }
});
customElements.define('phu-an-wa', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>h3{font-size:18px;border-bottom:2px solid #d32f2f}</style><h3>ผู้อ่านว่าอย่างไร</h3><div class="list"></div>';
    for (const d of KHWAM_HEN.filter(x => x.re === null)) {
      const el = document.createElement('khwam-hen'); root.querySelector('.list').append(el); el.data = d;
    }
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 6. fa: declarative closed shadow root, rtl, Persian digits in relative times
    c = [
        S(
            "علی از کرج",
            "هر سال همین داستان است. کاش آزادراه را زودتر تا چالوس تمام کنند.",
            when="۳ ساعت پیش",
        ),
        S(
            "نگار",
            "ممنون از اطلاع‌رسانی. ما قرار بود جمعه برگردیم، باید مسیرمان را عوض کنیم.",
            when="۱ ساعت پیش",
        ),
    ]
    cases.append(
        Case(
            "c-fa-declarative-closed-shadow",
            "small_thread",
            "fa",
            "closed_shadow_root (declarative)",
            "<didgah-ha> with <template shadowrootmode=closed>",
            "دیدگاه خوانندگان (۲)",
            "Two readers in a declarative closed shadow root (in the HTML as served), right to left, relative times in Persian digits.",
            "/ostan/jadde-chalus-yektarafe/",
            render_c(
                "wordpress",
                SITES_C["fa"],
                art(
                    "جاده چالوس از شنبه یک‌طرفه می‌شود",
                    "پلیس راه برای تعطیلات پایان هفته محدودیت تردد اعلام کرد.",
                    "مریم رضایی",
                    "2025-05-08T10:30:00+03:30",
                    [
                        "پلیس راه استان اعلام کرد که جاده چالوس از ساعت ۱۴ روز شنبه تا ساعت ۲۴ روز جمعه از سمت شمال به جنوب یک‌طرفه خواهد بود.",
                        "این تصمیم به دلیل افزایش حجم سفرها در تعطیلات و کارهای عمرانی در محدوده کندوان گرفته شده است.",
                        "رانندگان می‌توانند از آزادراه تهران–شمال به عنوان مسیر جایگزین استفاده کنند.",
                        "پلیس از مردم خواست پیش از حرکت از وضعیت جاده‌ها با شماره ۱۴۱ اطلاع بگیرند.",
                    ],
                    kicker="استان",
                    caption="جاده چالوس در محدوده کندوان. عکس: خبرنامه شمال",
                ),
                Blocks(
                    after=(
                        '<didgah-ha><template shadowrootmode="closed"><style>.d{border-bottom:1px solid #ddd;padding:10px 0}.nam{font-weight:700}.zaman{color:#888;font-size:13px}</style>'
                        "<h3>دیدگاه خوانندگان (۲)</h3>"
                        + "".join(
                            f'<div class="d"><div><span class="nam">{esc(s.author)}</span> · <span class="zaman">{esc(s.when)}</span></div><p>{esc(s.text)}</p></div>'
                            for s in c
                        )
                        + '<a href="/vorud/">برای نوشتن دیدگاه وارد شوید</a></template></didgah-ha>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 7. sw: a button fetches the readers and renders them (one reply)
    c = [
        S(
            "Bakari Juma",
            "Hii ni habari njema kwa wavuvi wa Likoni. Tumesubiri soko hili kwa muda mrefu sana.",
            when="10 Julai 2025 saa 11:20",
        ),
        S(
            "Mama Zawadi",
            "Natumaini vibanda vitagawiwa kwa haki na si kwa watu wenye uhusiano na wanasiasa.",
            when="10 Julai 2025 saa 12:05",
        ),
        S(
            "Hassan K.",
            "Kweli kabisa. Orodha ya wanaopata vibanda iwekwe wazi kwa umma.",
            1,
            when="10 Julai 2025 saa 12:48",
        ),
        S(
            "Otieno",
            "Barabara ya kuingia Likoni pia inahitaji kukarabatiwa, la sivyo magari ya samaki yatakwama.",
            when="10 Julai 2025 saa 14:30",
        ),
    ]
    data_path = "/data/c/sw-soko-likoni.json"
    cases.append(
        Case(
            "c-sw-button-fetch",
            "small_thread",
            "sw",
            "button (fetched)",
            "<div class=maoni-ya-wasomaji>",
            "Wasomaji wanasema",
            "The button 'Onyesha maoni 4' fetches four readers (one reply) as JSON and renders them under 'Wasomaji wanasema'.",
            "/habari/soko-jipya-la-samaki-likoni/",
            render_c(
                "wordpress",
                SITES_C["sw"],
                art(
                    "Mombasa kujenga soko jipya la samaki Likoni",
                    "Serikali ya kaunti imetenga shilingi milioni 180 kwa mradi huo unaotarajiwa kukamilika mwakani.",
                    "Na Amina Mwakilema",
                    "2025-07-10T09:00:00+03:00",
                    [
                        "Serikali ya Kaunti ya Mombasa imetangaza mpango wa kujenga soko jipya la kisasa la samaki katika eneo la Likoni.",
                        "Soko hilo litakuwa na vyumba vya baridi, maji safi na vibanda 200 kwa wachuuzi wa samaki na dagaa.",
                        "Wavuvi wamekuwa wakilalamika kwa miaka mingi kwamba samaki wao huharibika kwa kukosa mahali pa kuhifadhi.",
                        "Ujenzi unatarajiwa kuanza mwezi Septemba na kukamilika kabla ya mwisho wa mwaka ujao.",
                    ],
                    kicker="Habari",
                    caption="Wavuvi katika ufukwe wa Likoni. Picha: Sauti ya Pwani",
                ),
                Blocks(
                    head=CSS_C,
                    after='<div class="maoni-ya-wasomaji" id="mw"><button type="button" class="onyesha-maoni">Onyesha maoni 4</button></div>',
                    end="""<script>
document.querySelector('.onyesha-maoni').addEventListener('click', async (ev) => {
  ev.target.disabled = true;
  const list = await (await fetch('"""
                    + data_path
                    + """')).json();
  const box = document.getElementById('mw'); box.innerHTML = '<h3>Wasomaji wanasema</h3>';
  const add = (parent, into) => {
    for (const d of list.filter(x => x.re === parent)) {
      const el = document.createElement('div'); el.className = 'mw-kipande';
      el.innerHTML = '<p><strong></strong> <span class="mw-saa"></span></p><p class="mw-maandishi"></p><a href="#" class="mw-jibu">Jibu</a><div class="mw-majibu"></div>';
      el.querySelector('strong').textContent = d.who; el.querySelector('.mw-saa').textContent = d.ago;
      el.querySelector('.mw-maandishi').textContent = d.msg; into.append(el);
      add(d.n, el.querySelector('.mw-majibu'));
    }
  };
  add(null, box);
});
</script>""",
                ),
            ),
            c,
            files={data_path: as_json(c) + "\n"},
            check_steps=("click:button.onyesha-maoni", "wait:1500"),
        )
    )

    # 8. ca: an off-canvas drawer opened by a button (in the HTML, hidden until opened)
    c = [
        S(
            "Jordi Soler",
            "Ja era hora. Els dissabtes al matí la rambla és un embús constant i no s'hi pot passejar.",
            when="12/05/2025 09:14",
        ),
        S(
            "Montse",
            "I els que venim dels pobles a comprar al mercat? L'autobús llançadora no passa pel meu poble.",
            when="12/05/2025 10:02",
        ),
        S(
            "Pere R.",
            "Montse, pots deixar el cotxe a l'estació i agafar la llançadora, són cinc minuts.",
            1,
            when="12/05/2025 10:40",
        ),
    ]
    cases.append(
        Case(
            "c-ca-drawer",
            "small_thread",
            "ca",
            "drawer (button opens an off-canvas panel)",
            "<aside class=calaix> off-canvas, hidden until opened",
            "Què en penseu?",
            "The button 'Opinions dels lectors (3)' slides in an off-canvas <aside> holding three readers (one reply); hidden (visibility) until then.",
            "/comarca/vilafranca-tanca-centre-cotxes",
            render_c(
                "drupal",
                SITES_C["ca"],
                art(
                    "Vilafranca tancarà el centre al trànsit els caps de setmana",
                    "La mesura entrarà en vigor l'1 de juny i afectarà la rambla i els carrers del voltant del mercat.",
                    "Laia Ferrer i Puig",
                    "2025-05-12T07:30:00+02:00",
                    [
                        "L'Ajuntament de Vilafranca del Penedès ha aprovat tancar el centre històric al trànsit de vehicles els dissabtes i diumenges a partir de l'1 de juny.",
                        "Només hi podran accedir els veïns amb targeta, els serveis d'emergència i la distribució de mercaderies fins a les deu del matí.",
                        "Els comerciants de la rambla estan dividits: uns creuen que atraurà més vianants i d'altres temen perdre clients de fora.",
                        "El consistori habilitarà un aparcament gratuït a l'estació amb un autobús llançadora cada quinze minuts.",
                    ],
                    kicker="Etiquetes: mobilitat, Vilafranca",
                    caption="La rambla de Vilafranca un dissabte al matí. Foto: EDP",
                ),
                Blocks(
                    head=CSS_C,
                    after='<p><button type="button" class="obrir-calaix" aria-controls="calaix-opinions" aria-expanded="false">Opinions dels lectors (3)</button></p>',
                    end=(
                        '<aside class="calaix" id="calaix-opinions" aria-hidden="true"><button type="button" class="tancar" aria-label="Tanca">✕</button>'
                        "<h3>Què en penseu?</h3>"
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="cx-entrada"><p><b>{esc(s.author)}</b> <span class="cx-data">{esc(s.when)}</span></p>'
                                f"{paras(s.text)}{sub}</div>"
                            ),
                            lambda items, p: (
                                items if p is None else f'<div class="cx-respostes">{items}</div>'
                            ),
                        )
                        + """</aside>
<script>
const calaix = document.getElementById('calaix-opinions');
document.querySelector('.obrir-calaix').addEventListener('click', (e) => {
  calaix.classList.add('obert'); calaix.setAttribute('aria-hidden', 'false'); e.target.setAttribute('aria-expanded', 'true');
});
calaix.querySelector('.tancar').addEventListener('click', () => { calaix.classList.remove('obert'); calaix.setAttribute('aria-hidden', 'true'); });
</script>"""
                    ),
                ),
            ),
            c,
            static=True,
            check_steps=("click:button.obrir-calaix", "wait:500"),
        )
    )

    # 9. pt-BR: two shown, 'Carregar mais comentários (3)' fetches three more (hashed class names)
    c = [
        S(
            "Rafael Moura",
            "Finalmente! Pego o ônibus no Quiririm todo dia e chego atrasado pelo menos duas vezes por semana.",
            when="há 3 horas",
        ),
        S(
            "Dona Cida",
            "Rafael, também moro lá. Vamos ver se cumprem o prazo desta vez.",
            0,
            when="há 2 horas",
        ),
        S(
            "Thiago S.",
            "Oito meses de obra com uma faixa fechada vai ser um caos para quem vai de carro.",
            when="há 2 horas",
        ),
        S(
            "Luana Prado",
            "Espero que pensem nos ciclistas também. Não tem uma ciclovia decente na avenida.",
            when="há 1 hora",
        ),
        S(
            "Marcos",
            "Luana, o projeto prevê ciclovia no canteiro central, está no site da prefeitura.",
            3,
            when="há 40 minutos",
        ),
    ]
    data_path = "/data/c/ptbr-corredor-pagina2.json"

    def pt_item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="css-r8t0q" data-id="{7700 + i}"><div class="css-a1d0c"><img src="/_avatar/pt-{i}.svg" width="32" height="32" alt="">'
            f'<strong>{esc(s.author)}</strong><span class="css-zz7k1">{esc(s.when)}</span></div>{paras(s.text)}'
            f'<div class="css-zz7k1">Responder · Denunciar</div>{sub}</div>'
        )

    cases.append(
        Case(
            "c-ptbr-load-more",
            "small_thread",
            "pt-BR",
            "load_more (button, fetched)",
            "<section data-testid=conversation>, hashed class names",
            "Comentários (5)",
            "Two readers (a top one and its reply) shown; 'Carregar mais comentários (3)' fetches three more (one reply) as JSON.",
            "/cidades/corredor-onibus-avenida-independencia",
            render_c(
                "newsroom",
                SITES_C["pt-BR"],
                art(
                    "Taubaté vai ganhar corredor exclusivo de ônibus na Avenida Independência",
                    "Obras começam em agosto e devem reduzir em 15 minutos o tempo de viagem no horário de pico.",
                    "Por Camila Ribeiro",
                    "2025-07-21T08:00:00-03:00",
                    [
                        "A Prefeitura de Taubaté anunciou nesta segunda-feira a construção de um corredor exclusivo de ônibus ao longo de 4,2 quilômetros da Avenida Independência.",
                        "Segundo a Secretaria de Mobilidade, o tempo de viagem entre o centro e o bairro Quiririm deve cair de 40 para 25 minutos.",
                        "Durante as obras, que duram cerca de oito meses, uma faixa da avenida ficará interditada em cada sentido.",
                        "O investimento é de R$ 36 milhões, parte dele financiado pelo governo estadual.",
                    ],
                    kicker="Cidades",
                    caption="Avenida Independência no horário de pico. Foto: Folha do Vale",
                ),
                Blocks(
                    head=CSS_C,
                    after=(
                        '<section data-testid="conversation"><h2>Comentários (5)</h2><div class="css-k2j0x">'
                        + tree(c[:2], pt_item, lambda items, p: items)
                        + '</div><button type="button" class="css-m4p0e" data-page="2">Carregar mais comentários (3)</button></section>'
                    ),
                    end="""<script>
document.querySelector('.css-m4p0e').addEventListener('click', async (ev) => {
  const more = await (await fetch('"""
                    + data_path
                    + """')).json();
  const box = document.querySelector('.css-k2j0x');
  const byN = {};
  for (const d of more) {
    const el = document.createElement('div'); el.className = 'css-r8t0q'; el.dataset.id = 7700 + d.n - 1;
    el.innerHTML = '<div class="css-a1d0c"><img width="32" height="32" alt=""><strong></strong><span class="css-zz7k1"></span></div><p></p><div class="css-zz7k1">Responder · Denunciar</div>';
    el.querySelector('img').src = '/_avatar/pt-' + (d.n - 1) + '.svg';
    el.querySelector('strong').textContent = d.who; el.querySelector('span').textContent = d.ago;
    el.querySelector('p').textContent = d.msg;
    (d.re && byN[d.re] ? byN[d.re] : box).append(el); byN[d.n] = el;
  }
  ev.target.remove();
});
</script>""",
                ),
            ),
            c,
            files={
                data_path: json.dumps(
                    [
                        {
                            "n": i + 1,
                            "who": s.author,
                            "ago": s.when,
                            "msg": s.text,
                            "re": None if s.parent is None else s.parent + 1,
                        }
                        for i, s in enumerate(c)
                        if i >= 2
                    ],
                    ensure_ascii=False,
                )
                + "\n"
            },
            check_steps=("click:button.css-m4p0e", "wait:1500"),
        )
    )

    # 10. ms: fetched 1.5 s after load, no click
    c = [
        S(
            "Azman Yusof",
            "Jalan Langgar waktu pagi pun dah sesak. Tiga bulan ni memang susah nak ke tempat kerja.",
            when="4 Ogos 2025, 11:32 PG",
        ),
        S(
            "Siti Rohana",
            "Lebih baik baiki sekarang daripada tunggu jambatan runtuh. Keselamatan lebih penting.",
            when="4 Ogos 2025, 12:10 PTG",
        ),
        S(
            "Kak Lina",
            "Setuju. Anak saya lalu jambatan itu setiap hari dengan bas sekolah.",
            1,
            when="4 Ogos 2025, 1:45 PTG",
        ),
    ]
    data_path = "/data/c/ms-jambatan-sungai-kedah.json"
    cases.append(
        Case(
            "c-ms-delayed-fetch",
            "small_thread",
            "ms",
            "on_load (fetched after 1.5 s)",
            "<section id=ruang-pembaca>",
            "Apa kata pembaca",
            "Three readers (one reply) fetched as JSON 1.5 s after load and rendered under 'Apa kata pembaca'.",
            "/setempat/jambatan-sungai-kedah-ditutup.html",
            render_c(
                "mobile",
                SITES_C["ms"],
                art(
                    "Jambatan Sungai Kedah ditutup tiga bulan untuk kerja baik pulih",
                    "Pengguna jalan raya dinasihatkan menggunakan laluan alternatif melalui Jalan Langgar.",
                    "Oleh Nurul Aisyah Hamid",
                    "2025-08-04T10:00:00+08:00",
                    [
                        "Jambatan utama Sungai Kedah di Alor Setar akan ditutup sepenuhnya selama tiga bulan bermula 11 Ogos ini bagi kerja baik pulih struktur.",
                        "Jabatan Kerja Raya negeri berkata pemeriksaan mendapati beberapa tiang jambatan mengalami keretakan akibat banjir tahun lalu.",
                        "Pengguna jalan raya dinasihatkan menggunakan Jalan Langgar atau jambatan baharu di Tanjung Bendahara.",
                        "Bas awam akan mengikut laluan sementara dan jadual baharu akan diumumkan minggu depan.",
                    ],
                    kicker="Setempat",
                    caption="Jambatan Sungai Kedah. Foto: Berita Utara",
                ),
                Blocks(
                    head=CSS_C,
                    after='<section id="ruang-pembaca"><h3>Apa kata pembaca</h3><div class="rp-senarai"><p class="rp-muat">Memuatkan…</p></div></section>',
                    end="""<script>
window.addEventListener('load', () => setTimeout(async () => {
  const list = await (await fetch('"""
                    + data_path
                    + """')).json();
  const box = document.querySelector('#ruang-pembaca .rp-senarai'); box.textContent = '';
  const add = (parent, into) => {
    for (const d of list.filter(x => x.re === parent)) {
      const el = document.createElement('div'); el.className = 'rp-item';
      el.innerHTML = '<div><b class="rp-nama"></b> <span class="rp-masa"></span></div><p class="rp-isi"></p><div class="rp-balas"></div>';
      el.querySelector('.rp-nama').textContent = d.who; el.querySelector('.rp-masa').textContent = d.ago;
      el.querySelector('.rp-isi').textContent = d.msg; into.append(el); add(d.n, el.querySelector('.rp-balas'));
    }
  };
  add(null, box);
}, 1500));
</script>""",
                ),
            ),
            c,
            files={data_path: as_json(c) + "\n"},
            check_steps=("wait:2500",),
        )
    )

    # 11. tl: an HTML fragment fetched on load and inserted
    c = [
        S(
            "Aling Nena",
            "Salamat naman at may babalikan na kami. Isang taon kaming nagtinda sa gilid ng kalsada.",
            when="Setyembre 15, 2025 nang 9:12 n.u.",
        ),
        S(
            "Rommel Cruz",
            "Sana maayos ang daloy ng tubig at kuryente sa bagong gusali, hindi tulad sa luma.",
            when="Setyembre 15, 2025 nang 10:47 n.u.",
        ),
    ]
    frag = "/fragments/c/tl-palengke-lipa.html"
    cases.append(
        Case(
            "c-tl-fetched-fragment",
            "small_thread",
            "tl",
            "on_load (HTML fragment fetched)",
            "<div class=mga-reaksyon>",
            "Mga reaksyon ng mambabasa",
            "Two readers in an HTML fragment fetched on load and inserted with innerHTML.",
            "/lalawigan/bagong-palengke-lipa/",
            render_c(
                "wordpress",
                SITES_C["tl"],
                art(
                    "Bagong palengke sa Lipa, bubuksan na sa Disyembre",
                    "Mahigit 300 puwesto ang ilalaan sa mga dating nagtitinda sa lumang palengke.",
                    "Ni Jose Mari Dimaculangan",
                    "2025-09-15T07:00:00+08:00",
                    [
                        "Inanunsyo ng pamahalaang lungsod ng Lipa na bubuksan na sa Disyembre ang bagong pampublikong palengke sa Barangay Sabang.",
                        "Mahigit 300 puwesto ang ilalaan, at uunahin ang mga dating nagtitinda sa lumang palengke na nasunog noong nakaraang taon.",
                        "Ayon sa alkalde, mananatiling pareho ang upa sa unang anim na buwan upang makabangon ang mga maliliit na negosyante.",
                        "May libreng paradahan din para sa mga mamimili at isang terminal ng dyip sa tabi ng gusali.",
                    ],
                    kicker="Lalawigan",
                    caption="Ang bagong gusali ng palengke sa Barangay Sabang. Kuha ng Balitang Timog",
                ),
                Blocks(
                    head=CSS_C,
                    after='<div class="mga-reaksyon" data-src="' + frag + '"></div>',
                    end="""<script>
document.addEventListener('DOMContentLoaded', () => {
  const box = document.querySelector('.mga-reaksyon');
  fetch(box.dataset.src).then(r => r.text()).then(t => { box.innerHTML = t; });
});
</script>""",
                ),
            ),
            c,
            files={
                frag: "<h3>Mga reaksyon ng mambabasa</h3>\n"
                + "".join(
                    f'<div class="mr-item"><p><strong>{esc(s.author)}</strong> <span class="mr-oras">{esc(s.when)}</span></p>'
                    f'<p>{esc(s.text)}</p><a href="#" class="mr-sagot">Sumagot</a></div>\n'
                    for s in c
                )
            },
            check_steps=("wait:1500",),
        )
    )

    # 12. nb: a separate page of its own, linked from the article
    c = [
        S(
            "Kjell Arne Bøe",
            "Vi som bor i Naustdal og jobber på sykehuset må betale to ganger hver dag. Det blir over 800 kroner i måneden.",
            when="2. okt. 2025 kl. 08:14",
        ),
        S(
            "Ingrid",
            "Endelig skjer det noe med trafikken i sentrum. Det har vært kø på Hafstadvegen i ti år.",
            when="2. okt. 2025 kl. 09:02",
        ),
        S(
            "Tor Helge",
            "Ingrid, køen forsvinner ikke av bompenger. Den forsvinner når omkjøringsveien er ferdig, og det tar minst fem år.",
            1,
            when="2. okt. 2025 kl. 09:37",
        ),
        S(
            "Marte S.",
            "Fint med sykkelvei, men hvem sykler i Førde i november?",
            when="2. okt. 2025 kl. 11:20",
        ),
    ]
    path = "/nyheter/forde-far-bompenger-fra-januar"
    page = "/debatt/forde-far-bompenger-fra-januar"
    article = art(
        "Førde får bompenger fra januar",
        "Seks bomstasjoner skal finansiere ny omkjøringsvei og gang- og sykkelveier i sentrum.",
        "Av Eirik Solheim",
        "2025-10-02T06:00:00+02:00",
        [
            "Bystyret i Førde vedtok torsdag kveld å innføre bompenger fra 1. januar. Seks bomstasjoner skal rundt sentrum.",
            "En passering vil koste 22 kroner for personbil i rushtiden og 15 kroner ellers. Elbiler betaler halv pris.",
            "Pengene skal finansiere en ny omkjøringsvei øst for sentrum og åtte kilometer med gang- og sykkelvei.",
            "Et innbyggerinitiativ mot bompengene samlet over 4000 underskrifter, men fikk ikke flertall i bystyret.",
        ],
        kicker="Nyheter",
        caption="Hafstadvegen i rushtiden. Foto: Vestlandsposten",
    )
    cases.append(
        Case(
            "c-nb-separate-page",
            "small_thread",
            "nb",
            "separate_page",
            "a page of its own, <div role=list>",
            "Leserinnlegg (4)",
            "'Les alle 4 innlegg i debatten' links to a page of its own with four readers (one reply) in a <div role=list>.",
            path,
            render_c(
                "newsroom",
                SITES_C["nb"],
                article,
                Blocks(
                    after=f'<p class="css-x0b4r"><a href="{page}">Les alle 4 innlegg i debatten →</a></p>'
                ),
            ),
            c,
            comments_page=page,
            files={
                page: render_c(
                    "newsroom",
                    SITES_C["nb"],
                    art(
                        "Debatt: Førde får bompenger fra januar",
                        "Innlegg fra leserne til saken om bompenger i Førde.",
                        "Vestlandsposten",
                        "2025-10-02T06:00:00+02:00",
                        [],
                        kicker="Debatt",
                    ),
                    Blocks(
                        head=CSS_C,
                        after=(
                            f'<p><a href="{path}">← Tilbake til saken</a></p><h2>Leserinnlegg (4)</h2>'
                            + tree(
                                c,
                                lambda i, s, sub: (
                                    f'<div class="innlegg" role="listitem" id="i{i}"><p><b>{esc(s.author)}</b> · <span class="innlegg-tid">{esc(s.when)}</span></p>'
                                    f'{paras(s.text)}<p><a href="#svar-{i}">Svar</a> · <a href="#i{i}">Lenke</a></p>{sub}</div>'
                                ),
                                lambda items, p: (
                                    f'<div role="list">{items}</div>'
                                    if p is None
                                    else f'<div class="svar-paa" role="list">{items}</div>'
                                ),
                            )
                            + '<p class="css-zz7k1">Innlegg som bryter med retningslinjene blir fjernet.</p>'
                        ),
                    ),
                )
            },
            check_steps=(f"goto:{page}",),
        )
    )

    # 13. et: the current Blogger theme's own markup (comment-thread, comment-replies), "Anonüümne"
    c = [
        S(
            "Mart Kukk",
            "Väga tore! Käime igal õhtul koeraga järve ääres jalutamas ja praegu on rada täiesti porine.",
            when="12. mai 2025 11:42",
        ),
        S(
            "Anonüümne",
            "Kas rattaga ka sõita tohib või on see ainult jalakäijatele?",
            when="12. mai 2025 13:05",
        ),
        S(
            "Kadri Tamm",
            "Projekti järgi on eraldi rattarada, see on promenaadi kõrval.",
            1,
            when="12. mai 2025 13:30",
        ),
    ]

    def blogger_item(i: int, s: Seed, sub: str) -> str:
        cid = f"c74120{i}3318"
        return (
            f'<li class="comment" id="{cid}"><div class="avatar-image-container"><img src="/_avatar/et-{i}.svg" alt=""></div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user">{esc(s.author)}</cite>'
            f'<span class="icon user"></span><span class="datetime secondary-text"><a rel="nofollow" href="?showComment={cid}#{cid}">{esc(s.when)}</a></span></div>'
            f'<p class="comment-content">{esc(s.text)}</p><span class="comment-actions secondary-text"><a class="comment-reply" target="_self" data-comment-id="{cid}">Vasta</a></span></div>'
            f'<div class="comment-replies">{sub}</div><div class="comment-replybox-single" id="{cid}-ce"></div></li>'
        )

    cases.append(
        Case(
            "c-et-blogger-thread",
            "small_thread",
            "et",
            "on_load",
            "<div class=comments id=comments>, <div class=comment-thread>",
            "3 kommentaari:",
            "The current Blogger theme's own comment markup in Estonian: three readers, one reply in comment-replies, 'Vasta' links.",
            "/2025/05/voru-jarve-promenaad.html",
            render_b(
                "blog",
                SITES_C["et"],
                art(
                    "Võru järve äärde tuleb uus promenaad",
                    "Vallavalitsus kinnitas ehitushanke võitja, tööd algavad juunis.",
                    "Postitas Kadri Tamm",
                    "2025-05-12T09:15:00+03:00",
                    [
                        "Võru vallavalitsus kinnitas eelmisel nädalal järve kallasraja ehitushanke võitja. Tööd algavad juunis ja peaksid lõppema septembri lõpuks.",
                        "Uus promenaad saab 1,2 kilomeetrit pikk ning sinna tulevad pingid, valgustus ja kaks paadisilda.",
                        "Projekti maksumus on 860 000 eurot, millest suurema osa katab Euroopa Liidu toetus.",
                        "Ehituse ajal on rand osaliselt suletud, ujumiskohaks jääb Tamula rannaala lõunaosa.",
                    ],
                    kicker="esmaspäev, 12. mai 2025",
                ),
                Blocks(
                    head="<style>.comment-thread ol{list-style:none;padding:0}.comment-replies ol{margin-left:36px}.comment-block{padding:8px 0;border-bottom:1px dotted #ccc}"
                    ".avatar-image-container{float:left;margin-right:8px}.avatar-image-container img{width:35px}.datetime{font-size:11px;margin-left:8px}</style>",
                    after=(
                        '<div class="comments threaded" id="comments"><a name="comments"></a><h4>3 kommentaari:</h4>'
                        '<div class="comments-content"><div id="comment-holder"><div class="comment-thread toplevel-thread">'
                        + tree(
                            c,
                            blogger_item,
                            lambda items, p: (
                                f'<ol id="top-ra">{items}</ol>'
                                if p is None
                                else f'<div class="comment-thread inline-thread"><ol>{items}</ol></div>'
                            ),
                        )
                        + '</div></div></div><p class="comment-footer"><a href="/comment/fullpage/post/7412">Lisa kommentaar</a></p></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 14. lv: two readers in the right sidebar (Drupal block), not under the article
    c = [
        S(
            "Gunārs",
            "Tieši tūrisma sezonā? Vai nevarēja to darīt oktobrī, kad pilsētā nav neviena?",
            when="16.06.2025. 10:14",
        ),
        S(
            "Laura no Kuldīgas",
            "Apvedceļš caur Rumbu ir šaurs un bedrains, to arī vajadzētu salabot.",
            when="16.06.2025. 11:52",
        ),
    ]
    cases.append(
        Case(
            "c-lv-sidebar-block",
            "small_thread",
            "lv",
            "on_load",
            "<div class='block lasitaji'> in the right sidebar",
            "Lasītāju viedokļi",
            "Two readers (name, date, text) in a Drupal block of the right sidebar, beside the article rather than below it.",
            "/novada/kuldiga-ventas-tilts-slegts",
            render_c(
                "drupal",
                SITES_C["lv"],
                art(
                    "Kuldīgā slēgs Ventas tiltu uz diviem mēnešiem",
                    "Satiksme tiks novirzīta pa apvedceļu caur Rumbu, autobusi kursēs pēc īpaša grafika.",
                    "Ilze Bērziņa",
                    "2025-06-16T08:30:00+03:00",
                    [
                        "Kuldīgas novada pašvaldība paziņojusi, ka no 1. jūlija uz diviem mēnešiem tiks slēgts vēsturiskais ķieģeļu tilts pār Ventu.",
                        "Tiltam nepieciešams atjaunot margas un nostiprināt balstus, kas cietuši pavasara palos.",
                        "Gājēji tiltu varēs šķērsot pa pagaidu laipu, bet autotransports tiks novirzīts pa apvedceļu caur Rumbu.",
                        "Pašvaldība aicina tūristus auto atstāt stāvvietā pie Mārtiņsalas.",
                    ],
                    kicker="Tagi: Kuldīga, satiksme",
                    caption="Ventas tilts Kuldīgā. Foto: KV",
                ),
                Blocks(
                    head=CSS_C,
                    aside=(
                        '<div class="block lasitaji" id="block-lasitaju-viedokli"><h2>Lasītāju viedokļi</h2>'
                        + "".join(
                            f'<div class="lv-viedoklis"><strong>{esc(s.author)}</strong><br><span class="lv-laiks">{esc(s.when)}</span><div>{esc(s.text)}</div></div>'
                            for s in c
                        )
                        + '<a href="/user/login">Pieslēdzies, lai izteiktu viedokli</a></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 15. sr (Cyrillic): a single reader in a <ul>, relative time
    c = [
        S(
            "Весна Ристић",
            "Деца из пливачког клуба годинама тренирају у Јагодини. Коначно ће моћи да пливају у свом граду.",
            when="пре 40 минута",
        )
    ]
    cases.append(
        Case(
            "c-sr-single-cyrillic",
            "small_thread",
            "sr",
            "on_load",
            "<ul class=utisci>, one <li>",
            "Утисци читалаца",
            "One reader in Serbian Cyrillic, in a one-item <ul> under 'Утисци читалаца', relative time.",
            "/grad/kragujevac-novi-bazen.html",
            render_c(
                "mobile",
                SITES_C["sr"],
                art(
                    "Крагујевац добија нови градски базен до лета",
                    "Базен ће имати олимпијске димензије и трибину за 800 гледалаца.",
                    "Пише: Милош Јовановић",
                    "2025-02-18T09:00:00+01:00",
                    [
                        "Градско веће Крагујевца усвојило је пројекат изградње затвореног базена у оквиру спортског центра Парк.",
                        "Базен ће бити дугачак 50 метара и имаће трибину за 800 гледалаца, што омогућава организовање међународних такмичења.",
                        "Вредност радова процењена је на 640 милиона динара, а средства обезбеђују град и Министарство спорта.",
                        "Радови почињу у марту, а отварање је планирано за јул.",
                    ],
                    kicker="Град",
                    caption="Спортски центар Парк. Фото: ШН",
                ),
                Blocks(
                    head=CSS_C,
                    after=(
                        '<h3>Утисци читалаца</h3><ul class="utisci">'
                        + "".join(
                            f'<li><div><b>{esc(s.author)}</b> <span class="ut-vreme">{esc(s.when)}</span></div><p>{esc(s.text)}</p></li>'
                            for s in c
                        )
                        + '</ul><p><a href="/prijava">Пријавите се да бисте оставили утисак</a></p>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 16. bn: a React newsroom's hashed class names only; avatars, likes, permalinks, reply buttons
    c = [
        S(
            "রফিকুল ইসলাম",
            "সকালে হাঁটতে গিয়েছিলাম, খুব সুন্দর হয়েছে। তবে রাতে নিরাপত্তার জন্য পুলিশ থাকা দরকার।",
            when="১১ মে ২০২৫, ১০:১৫",
        ),
        S("তানিয়া আক্তার", "শিশুদের খেলার মাঠটা সত্যিই ভালো হয়েছে। বিকেলে অনেক ভিড় থাকে।", when="১১ মে ২০২৫, ১১:৪০"),
        S("মাহবুব", "রফিক ভাই, সন্ধ্যার পর আনসার সদস্যরা টহল দেয়, আমি নিজে দেখেছি।", 0, when="১১ মে ২০২৫, ১২:০৫"),
        S("সুমন দাস", "ময়লার ঝুড়ি আরও বেশি দরকার। এর মধ্যেই প্লাস্টিক পড়ে থাকতে দেখলাম।", when="১১ মে ২০২৫, ১৩:২২"),
    ]
    bn_likes = ["২৪", "১১", "৫", "৮"]
    cases.append(
        Case(
            "c-bn-hashed-classes",
            "small_thread",
            "bn",
            "on_load",
            "<div class=css-1kq3v> (hashed class names only)",
            "পাঠকের প্রতিক্রিয়া",
            "Four readers (one reply) in a React newsroom whose markup has only hashed class names; avatars, like counts, permalinks, reply buttons; Bengali digits.",
            "/jela/rajshahi-padma-hatar-poth",
            render_c(
                "newsroom",
                SITES_C["bn"],
                art(
                    "রাজশাহীতে পদ্মার পাড়ে নতুন হাঁটার পথ উদ্বোধন",
                    "তিন কিলোমিটার দীর্ঘ পথে থাকছে আলো, বসার বেঞ্চ ও দুটি খেলার মাঠ।",
                    "নিজস্ব প্রতিবেদক, রাজশাহী",
                    "2025-05-11T09:00:00+06:00",
                    [
                        "রাজশাহী সিটি করপোরেশন গতকাল পদ্মা নদীর পাড়ে তিন কিলোমিটার দীর্ঘ নতুন হাঁটার পথ উদ্বোধন করেছে।",
                        "পথটিতে সৌরবিদ্যুতের আলো, বসার বেঞ্চ, শিশুদের জন্য দুটি খেলার মাঠ এবং একটি খাবারের চত্বর রাখা হয়েছে।",
                        "প্রকল্পটিতে ব্যয় হয়েছে প্রায় ৪২ কোটি টাকা।",
                        "মেয়র জানিয়েছেন, বর্ষার আগে পুরো পাড়ে গাছ লাগানো হবে।",
                    ],
                    kicker="জেলা",
                    caption="পদ্মার পাড়ে নতুন হাঁটার পথ। ছবি: দৈনিক পদ্মা",
                ),
                Blocks(
                    head="<style>.css-1kq3v{border-top:2px solid #121212;margin-top:30px}.css-8h2mz{display:flex;gap:10px;padding:12px 0;border-bottom:1px solid #eee}"
                    ".css-8h2mz .css-8h2mz{margin-left:20px}.css-q0w1e{border-radius:50%}.css-3nd7f{font-weight:700}.css-l5c2x{color:#888;font-size:13px}.css-9v0ab{font-size:13px;color:#555;display:flex;gap:14px}"
                    ".css-9v0ab button{background:none;border:0;color:#555;cursor:pointer}</style>",
                    after=(
                        '<div class="css-1kq3v"><h2 class="css-t7y2d">পাঠকের প্রতিক্রিয়া</h2>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="css-8h2mz" id="r-{5510 + i}"><img class="css-q0w1e" src="/_avatar/bn-{i}.svg" width="40" height="40" alt="">'
                                f'<div class="css-6yf0g"><div><span class="css-3nd7f">{esc(s.author)}</span> '
                                f'<a class="css-l5c2x" href="#r-{5510 + i}">{esc(s.when)}</a></div><p class="css-0z9rk">{esc(s.text)}</p>'
                                f'<div class="css-9v0ab"><button type="button" aria-label="like">👍 {bn_likes[i]}</button><button type="button">উত্তর দিন</button></div>{sub}</div></div>'
                            ),
                            lambda items, p: items,
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 17. ta: no heading, <article> per reader inside a <div>, relative times
    c = [
        S(
            "கார்த்திக்",
            "காலையில் உக்கடத்தில் இருந்து டவுன்ஹால் வர இப்போது பத்து நிமிடம் தான் ஆகிறது. நல்ல திட்டம்.",
            when="3 மணி நேரம் முன்பு",
        ),
        S(
            "செல்வி ராமன்",
            "பாலத்தின் கீழ் பேருந்து நிறுத்தம் எங்கே என்று தெரியவில்லை. அறிவிப்பு பலகை வைக்க வேண்டும்.",
            when="2 மணி நேரம் முன்பு",
        ),
        S(
            "முருகேசன்",
            "இரண்டு ஆண்டுகள் தூசியில் வியாபாரம் செய்தோம். இனியாவது கடைகளுக்கு வாடிக்கையாளர்கள் வருவார்கள்.",
            when="1 மணி நேரம் முன்பு",
        ),
    ]
    cases.append(
        Case(
            "c-ta-articles-noheading",
            "small_thread",
            "ta",
            "on_load",
            "<div class=vasagar>, <article> per reader",
            None,
            "Three readers in Tamil, each an <article> in a <div>, no heading, relative times, no replies.",
            "/maavattam/ukkadam-flyover-thirappu",
            render_c(
                "drupal",
                SITES_C["ta"],
                art(
                    "கோவை உக்கடம் மேம்பாலம் பொதுமக்கள் பயன்பாட்டுக்கு திறப்பு",
                    "இரண்டு ஆண்டுகள் நடைபெற்ற கட்டுமானப் பணிகள் நிறைவடைந்தன.",
                    "செய்தியாளர் ர. சுரேஷ்குமார்",
                    "2025-03-03T08:00:00+05:30",
                    [
                        "கோவை உக்கடம் பகுதியில் கட்டப்பட்ட புதிய மேம்பாலம் நேற்று பொதுமக்கள் பயன்பாட்டுக்கு திறக்கப்பட்டது.",
                        "சுமார் 2.4 கிலோமீட்டர் நீளமுள்ள இந்த மேம்பாலம் பாலக்காடு சாலையில் போக்குவரத்து நெரிசலைக் குறைக்கும் என எதிர்பார்க்கப்படுகிறது.",
                        "இந்த திட்டத்துக்கு ரூ.480 கோடி செலவிடப்பட்டுள்ளது.",
                        "மேம்பாலத்தின் கீழ் பகுதியில் வாகன நிறுத்துமிடம் அமைக்கப்படும் என மாநகராட்சி தெரிவித்துள்ளது.",
                    ],
                    kicker="மாவட்டம்",
                    caption="உக்கடம் மேம்பாலம். படம்: கோவை செய்தி",
                ),
                Blocks(
                    head=CSS_C,
                    after=(
                        '<div class="vasagar">'
                        + "".join(
                            f'<article><header><b>{esc(s.author)}</b> · <span class="neram">{esc(s.when)}</span></header><p>{esc(s.text)}</p></article>'
                            for s in c
                        )
                        + '<p><a href="/user/login">கருத்து தெரிவிக்க உள்நுழையவும்</a></p></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 18. sl: a srcdoc <iframe> holding the readers
    c = [
        S(
            "Bojan Horvat",
            "Končno! Pozimi je bilo na tržnici tako mraz, da so branjevke prodajale v bundah in rokavicah.",
            when="1. 9. 2025 ob 9.12",
        ),
        S(
            "Petra",
            "Upam, da bodo cene stojnic ostale enake, drugače bodo mali kmetje spet ostali doma.",
            when="1. 9. 2025 ob 10.33",
        ),
    ]
    inner = (
        '<!doctype html><html lang="sl"><head><meta charset="utf-8"><style>body{font:15px Arial;margin:0}.o{border-top:1px solid #ddd;padding:8px 0}.cas{color:#888;font-size:12px}</style></head>'
        "<body><h3>Odzivi bralcev</h3>"
        + "".join(
            f'<div class="o"><b>{esc(s.author)}</b> <span class="cas">{esc(s.when)}</span><p>{esc(s.text)}</p></div>'
            for s in c
        )
        + "</body></html>"
    )
    cases.append(
        Case(
            "c-sl-srcdoc-iframe",
            "small_thread",
            "sl",
            "iframe (srcdoc)",
            "<iframe srcdoc=...>",
            "Odzivi bralcev",
            "Two readers inside an <iframe srcdoc> under the article (the frame's document is in an attribute of the page).",
            "/lokalno/mariborska-trznica-nova-streha/",
            render_c(
                "wordpress",
                SITES_C["sl"],
                art(
                    "Mariborska tržnica bo dobila novo streho",
                    "Prenova bo stala 3,4 milijona evrov, prodajalci se bodo za eno leto preselili na Glavni trg.",
                    "Piše: Nina Kranjc",
                    "2025-09-01T07:00:00+02:00",
                    [
                        "Mestni svet Maribora je na ponedeljkovi seji potrdil projekt prenove osrednje tržnice, ki bo dobila novo streho in ogrevane stojnice.",
                        "Dela se bodo začela oktobra in bodo trajala približno leto dni.",
                        "V tem času se bodo prodajalci preselili na Glavni trg, kjer bo občina postavila začasne stojnice.",
                        "Kmetje iz okolice so zadovoljni, saj bodo lahko prodajali tudi pozimi.",
                    ],
                    kicker="Lokalno",
                    caption="Tržnica na Vodnikovem trgu. Foto: ŠG",
                ),
                Blocks(
                    after=f'<iframe class="odzivi-okno" title="Odzivi bralcev" width="100%" height="330" style="border:0" srcdoc="{html.escape(inner, quote=True)}"></iframe>'
                ),
            ),
            c,
        )
    )

    return cases

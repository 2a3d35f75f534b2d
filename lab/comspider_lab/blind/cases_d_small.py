"""Blind set D: twelve small hand-made threads (1 to 5 comments), twelve languages in no thread of sets
A, B or C (sq, ka, hy, ur, mr, eu, gl, cy, mt, mk, kk, az).

Three write their CMS plugin's own markup (wpDiscuz on WordPress, JComments on Joomla, a phpBB-like
forum thread; these say "comment" or "post" in their classes as the plugins do); the others never say
"comment" in a class, id or name.
"""

from __future__ import annotations

import json

from comspider_lab.blind.cases_b_small import as_json, paras, tree
from comspider_lab.blind.content_b import art
from comspider_lab.blind.content_d import SITES_D
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.layout_d import render_d
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

S = Seed

CSS_D = """<style>
#wpdcom .wpd-thread-head{display:flex;justify-content:space-between;border-bottom:2px solid #00b38f;padding:6px 0;font-weight:700}
#wpdcom .wpd-comment{margin:12px 0}#wpdcom .wpd-reply{margin-left:48px}.wpd-comment-wrap{display:flex;gap:12px}.wpd-avatar img{border-radius:50%}
.wpd-comment-header{display:flex;gap:10px;font-size:14px}.wpd-comment-author{font-weight:700;color:#00b38f}.wpd-comment-date{color:#999}
.wpd-comment-footer{display:flex;gap:14px;font-size:13px;color:#777}.wpd-vote{display:flex;gap:4px}.wpd-reply-button{cursor:pointer}
#jc .comment-box{border:1px solid #e3e3e3;padding:10px;margin:10px 0;background:#f9f9f9}#jc .comment-author{font-weight:700}#jc .comment-date{color:#888;font-size:12px}
#jc .comments-buttons{font-size:12px}#jc .comment-anchor{color:#999;font-size:12px;margin-right:6px}#jc .comment-vote-good{color:#2e7d32;font-size:12px}
.foroa .post{display:flex;gap:14px;border:1px solid #c7d3dd;border-radius:6px;margin:10px 0;padding:8px}.foroa .bg1{background:#ecf3f7}.foroa .bg2{background:#e1ebf2}
.foroa .postprofile{width:150px;font-size:12px;margin:0}.foroa .postprofile dd{margin:0}.foroa .postbody{flex:1}.foroa .postbody h3{font-size:14px;margin:0}.foroa .author{font-size:12px;color:#555;margin:2px 0 6px}
.iritziak-blokea .il-sarrera{border-bottom:1px solid #ddd;padding:10px 0}.il-erantzunak{margin-left:30px}.il-data{color:#777;font-size:13px}
.ikusi-iritziak{background:#00695c;color:#fff;border:0;padding:9px 16px;cursor:pointer;font-size:15px}
.opinions-lectores .ol-item{border-top:1px solid #ddd;padding:10px 0}.ol-respostas{margin-left:30px}.ol-data{color:#777;font-size:13px}
.sylwadau-bloc{margin-top:30px}.dangos-sylwadau{border:1px solid #15171a;background:#fff;border-radius:20px;padding:8px 18px;cursor:pointer}
.sylw{border-top:1px solid #eee;padding:12px 0}.sylw-atebion{margin-left:34px}.sylw-pryd{color:#888;font-size:14px}
.fehmiet-qarrejja .fq-entry{border-top:1px dotted #aaa;padding:8px 0}.fehmiet-qarrejja small{color:#777}
.mislenja{background:#fff;padding:20px 34px;margin-top:20px}.mislenja .misla{display:flex;gap:12px;border-top:1px solid #eee;padding:12px 0}
.mislenja .misla--odgovor{margin-left:52px}.misla__inicijali{width:40px;height:40px;border-radius:50%;background:#00695c;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;flex:none}
.misla__vreme{color:#777;font-size:13px}.misla__vreme a{color:#777}
.pikir-block .pk{border-left:3px solid #d32f2f;padding:6px 10px}.pk-uaqyt{color:#888;font-size:12px}
.rey-blok .rey{border-bottom:1px solid #e3e3e3;padding:12px 0;display:flex;gap:12px}.rey-blok .rey-cavablar{margin-left:50px}.rey-tarix{font-size:13px;color:#777}
.rey-sesler{font-size:13px;color:#555;display:flex;gap:12px}.rey-avatar{border-radius:4px}
</style>"""


def small_cases_d() -> list[Case]:
    cases: list[Case] = []

    # 1. sq: WordPress with the wpDiscuz plugin's markup (wpd-comment, votes, "Përgjigju"), absolute dates
    c = [
        S(
            "Arben Hoxha",
            "Më në fund! Deri tani shitësit qëndronin në trotuar, në shi e në diell, pa asnjë strehë.",
            when="6 maj 2025 10:12",
        ),
        S(
            "Lindita",
            "Shpresoj që tarifat për tezgat të mos jenë të larta. Fshatarët nga Lunxhëria mezi e përballojnë transportin deri në qytet.",
            when="6 maj 2025 11:40",
        ),
        S(
            "Gentian Mema",
            "Sipas bashkisë, vitin e parë tezgat do të jenë falas. E thonë në paragrafin e fundit.",
            1,
            when="6 maj 2025 12:05",
        ),
    ]
    votes = [7, 4, 2]

    def wpd(i: int, s: Seed, sub: str) -> str:
        cid = 512 + i
        parent = 0 if s.parent is None else 512 + s.parent
        reply = " wpd-reply" if s.parent is not None else ""
        return (
            f'<div id="wpd-comm-{cid}_{parent}" class="comment {"odd" if i % 2 else "even"} depth-{2 if reply else 1} wpd-comment{reply} wpd_comment_level-{2 if reply else 1}">'
            f'<div class="wpd-comment-wrap wpd-blog-guest"><div class="wpd-avatar"><img alt="{esc(s.author)}" src="/_avatar/wpd-{cid}.svg" class="avatar avatar-64 photo" height="64" width="64" loading="lazy"></div>'
            f'<div class="wpd-comment-right"><div class="wpd-comment-header"><div class="wpd-comment-author">{esc(s.author)}</div>'
            f'<div class="wpd-comment-date" title="{esc(s.when)}"><i class="far fa-clock" aria-hidden="true"></i> {esc(s.when)}</div>'
            f'<div class="wpd-comment-link wpd-hidden"><span wpd-tooltip="Lidhja" wpd-tooltip-position="left"><i class="fas fa-link" aria-hidden="true" data-wpd-clipboard="/rajoni/tregu-fshataresh-gjirokaster/#comment-{cid}"></i></span></div></div>'
            f'<div class="wpd-comment-text">{paras(s.text)}</div>'
            f'<div class="wpd-comment-footer"><div class="wpd-vote"><div class="wpd-vote-up wpd_not_clicked">▲</div><div class="wpd-vote-result" title="{votes[i]}">{votes[i]}</div>'
            f'<div class="wpd-vote-down wpd_not_clicked">▼</div></div><div class="wpd-reply-button"><span>Përgjigju</span></div></div></div></div>'
            f'<div id="wpdiscuz_form_anchor-{cid}_{parent}"></div>{sub}</div>'
        )

    cases.append(
        Case(
            "d-sq-wpdiscuz",
            "small_thread",
            "sq",
            "on_load",
            "wpDiscuz's <div id=wpdcom>, div.wpd-comment, div.wpd-reply",
            "3 Komente",
            "WordPress with the wpDiscuz plugin in Albanian: three readers (one reply), avatars, vote counts, 'Përgjigju', a sorting bar and the form above.",
            "/rajoni/tregu-fshataresh-gjirokaster/",
            render_d(
                "wordpress",
                SITES_D["sq"],
                art(
                    "Gjirokastra hap tregun e ri të fshatarëve",
                    "Tregu me 60 tezga në lagjen Cfakë do të jetë i hapur çdo ditë nga ora 6 deri në 14.",
                    "Erjona Kola",
                    "2025-05-06T08:30:00+02:00",
                    [
                        "Bashkia e Gjirokastrës përuroi të hënën tregun e ri të fshatarëve në lagjen Cfakë, pas një investimi prej 38 milionë lekësh.",
                        "Tregu ka 60 tezga të mbuluara, ujë të rrjedhshëm dhe një dhomë ftohëse për bulmetin dhe mishin.",
                        "Deri tani prodhuesit nga Lunxhëria, Zagoria dhe Dropulli i shisnin produktet në trotuaret pranë pazarit të vjetër.",
                        "Gjatë vitit të parë tezgat do të jepen pa pagesë, ndërsa nga viti 2026 tarifa do të jetë 1500 lekë në muaj.",
                    ],
                    kicker="Rajoni",
                    caption="Tregu i ri në lagjen Cfakë. Foto: Zëri i Jugut",
                ),
                Blocks(
                    head=CSS_D,
                    after=(
                        '<div id="comments" class="comments-area"><div id="respond" style="width:0;height:0;clear:both;margin:0;padding:0"></div>'
                        '<div id="wpdcom" class="wpdiscuz_unauth wpd-default wpd-layout-2 wpd-comments-open">'
                        '<div class="wpd-form-wrap"><div class="wpd-form-head"><div class="wpd-auth"><div class="wpd-login">Identifikohu</div></div></div>'
                        '<div class="wpd-form wpd-form-wrapper wpd-main-form-wrapper"><form class="wpd_comm_form wpd_main_comm_form" method="post">'
                        '<textarea name="wc_comment" placeholder="Bashkohu në diskutim"></textarea><input name="wc_name" placeholder="Emri"><input type="submit" class="wc_comm_submit" value="Dërgo"></form></div></div>'
                        '<div id="wpd-threads" class="wpd-thread-wrapper"><div class="wpd-thread-head"><div class="wpd-thread-info" data-comments-count="3"><span class="wpdtc">3</span> Komente</div>'
                        '<div class="wpd-thread-filter"><div class="wpd-filter-view-all">Më të rejat</div><div class="wpd-filter">Më të vjetrat</div><div class="wpd-filter">Më të votuarat</div></div></div>'
                        '<div class="wpd-comment-info-bar"></div><div class="wpd-thread-list">'
                        + tree(c, wpd, lambda items, p: items)
                        + '<div class="wpdiscuz-comment-pagination"></div></div></div></div></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 2. ka: Joomla with the JComments extension (div#jc, comment-box, "#1" anchors, votes), two readers
    c = [
        S(
            "ნინო ბერიძე",
            "ძალიან კარგი ამბავია, მაგრამ ჯობდა ჯერ ტროტუარები შეეკეთებინათ. ბავშვის ეტლით გავლა თითქმის შეუძლებელია.",
            when="03.06.2025 11:47",
        ),
        S(
            "გიორგი",
            "ბოლოს და ბოლოს! ძველი შადრევანი ათი წელია არ მუშაობს და ბავშვები მასში ნაგავს ყრიან.",
            when="03.06.2025 13:05",
        ),
    ]
    cases.append(
        Case(
            "d-ka-joomla-jcomments",
            "small_thread",
            "ka",
            "on_load",
            "JComments' <div id=jc>, <div id=comments-list>, div.comment-box",
            "კომენტარები (2)",
            "Joomla 4 with the JComments extension in Georgian: two readers, '#1' anchors, +N votes, 'პასუხი | ციტირება' links, the form.",
            "/index.php/regioni/quthaisi-shadrevani",
            render_d(
                "joomla",
                SITES_D["ka"],
                art(
                    "ქუთაისის ბულვარზე ახალი შადრევანი გაიხსნება",
                    "მუნიციპალიტეტი სამუშაოებზე 1,2 მილიონ ლარს დახარჯავს, შადრევანი აგვისტოში ამოქმედდება.",
                    "თამარ კვარაცხელია",
                    "2025-06-03T09:00:00+04:00",
                    [
                        "ქუთაისის მერიამ ბულვარის რეაბილიტაციის პროექტი დაამტკიცა, რომლის ცენტრშიც ახალი მუსიკალური შადრევანი იქნება.",
                        "ძველი შადრევანი 2015 წლიდან არ ფუნქციონირებს. ახალ ნაგებობას ექნება განათება და წყლის გადამუშავების სისტემა.",
                        "სამუშაოებს ადგილობრივი კომპანია შეასრულებს. მერიის ცნობით, ბულვარი სამუშაოების დროს ღია დარჩება.",
                    ],
                    kicker="რეგიონი",
                    caption="ქუთაისის ბულვარი. ფოტო: იმერეთის მოამბე",
                ),
                Blocks(
                    head=CSS_D,
                    after=(
                        '<div id="jc"><div id="comments"><h4>კომენტარები (2)</h4><div id="comments-list" class="comments-list">'
                        + "".join(
                            f'<div class="{"odd" if i % 2 else "even"}" id="comment-item-{41 + i}"><div class="rbox"><div class="comment-box">'
                            f'<a class="comment-anchor" href="/index.php/regioni/quthaisi-shadrevani#comment-{41 + i}" id="comment-{41 + i}">#{i + 1}</a>'
                            f'<span class="comment-author">{esc(s.author)}</span> <span class="comment-date">{esc(s.when)}</span>'
                            f'<span class="comments-vote"><span class="comment-vote-good" title="ხმები">+{3 - i}</span></span>'
                            f'<div class="comment-body">{esc(s.text)}</div></div>'
                            f'<span class="comments-buttons"><a href="#" onclick="return false">პასუხი</a> | <a href="#" onclick="return false">ციტირება</a></span></div></div>'
                            for i, s in enumerate(c)
                        )
                        + '</div><div id="comments-list-footer"><a class="refresh" href="#" title="განახლება">განახლება</a></div></div>'
                        '<a id="addcomments" href="#addcomments"></a><form id="comments-form" name="comments-form"><h4>კომენტარის დამატება</h4>'
                        '<p><input id="comments-form-name" type="text" name="name" placeholder="სახელი"></p><p><textarea id="comments-form-comment" name="comment"></textarea></p>'
                        '<div id="comments-form-buttons"><a href="#" id="comments-form-send">გაგზავნა</a></div></form></div>'
                    ),
                ),
            ),
            c,
            static=True,
        )
    )

    # 3. hy: Ghost's comments as a script-built iframe (no src, written by the page), relative times, likes
    c = [
        S(
            "Անահիտ Մկրտչյան",
            "Շատ ուրախ եմ, որ վերջապես ուշադրություն են դարձնում Կումայրիի պատմական շենքերին։ Կարևոր է, որ վերականգնումը կատարվի իսկական սև տուֆով։",
            when="3 ժամ առաջ",
        ),
        S(
            "Տիգրան Հ.",
            "Իսկ ո՞վ է ֆինանսավորում այս ծրագիրը։ Հոդվածում գումարը չեմ գտնում։",
            when="2 ժամ առաջ",
        ),
        S(
            "Լուսինե Պետրոսյան",
            "Երրորդ պարբերությունում գրված է, որ ծախսերը հոգում են համայնքը և մի բարեգործական հիմնադրամ։",
            1,
            when="1 ժամ առաջ",
        ),
    ]
    data = [
        {
            "id": f"6650{i}",
            "member": {"name": s.author, "expertise": "Ճարտարապետ" if i == 0 else None},
            "html": s.text,
            "ago": s.when,
            "likes": [5, 1, 2][i],
            "parent": None if s.parent is None else f"6650{s.parent}",
        }
        for i, s in enumerate(c)
    ]
    cases.append(
        Case(
            "d-hy-ghost-iframe",
            "small_thread",
            "hy",
            "iframe written by script (no src)",
            "<div id=ghost-comments-root> holding an <iframe title=comments-frame> the page writes",
            "Անդամների քննարկում",
            "Ghost-style member comments in Armenian inside an iframe without src that the page's script writes: three members (one reply), one 'expertise' line, relative times, like counts, 'Պատասխանել'.",
            "/marz/gyumri-hin-jraghac/",
            render_d(
                "ghost",
                SITES_D["hy"],
                art(
                    "Գյումրիում կվերականգնեն 19-րդ դարի ջրաղացը",
                    "Աշխատանքները կսկսվեն հոկտեմբերին և կտևեն մեկ տարի։",
                    "Արմեն Սարգսյան",
                    "2025-09-15T10:00:00+04:00",
                    [
                        "Գյումրու համայնքապետարանը հայտարարել է Ձորագետի ափին գտնվող հին ջրաղացի վերականգնման մասին։",
                        "Շենքը կառուցվել է 1870-ականներին և վերջին անգամ աշխատել է անցյալ դարի կեսերին։",
                        "Ծախսերը հոգում են համայնքը և «Շիրակի ժառանգություն» բարեգործական հիմնադրամը, որոնք միասին հատկացրել են 180 միլիոն դրամ։",
                        "Վերականգնումից հետո ջրաղացում կբացվի փոքր թանգարան։",
                    ],
                    kicker="Մշակույթ",
                    caption="Հին ջրաղացը Ձորագետի ափին։ Լուսանկարը՝ Շիրակի լուրեր",
                ),
                Blocks(
                    after='<div id="ghost-comments-root" class="gh-comments" data-ghost-comments data-post-id="66a1f0c2"></div>'
                    f'<script type="application/json" id="gh-comments-data">{json.dumps(data, ensure_ascii=False)}</script>',
                    end="""<script>
(function () {
  const data = JSON.parse(document.getElementById('gh-comments-data').textContent);
  const frame = document.createElement('iframe');
  frame.title = 'comments-frame'; frame.style.cssText = 'width:100%;border:0;height:560px';
  document.getElementById('ghost-comments-root').append(frame);
  const doc = frame.contentDocument;
  doc.open();
  doc.write('<!doctype html><html lang="hy"><head><meta charset="utf-8"><style>body{font:16px/1.6 -apple-system,sans-serif;margin:0;color:#15171a}h2{font-size:22px}.gh-item{display:flex;gap:12px;margin:18px 0}.gh-item .gh-item{margin-left:0}.gh-av{width:36px;height:36px;border-radius:50%;background:#e5e0f0;flex:none;display:flex;align-items:center;justify-content:center;font-weight:700}.gh-meta{font-size:14px;color:#777}.gh-name{font-weight:700;color:#15171a}.gh-acts{font-size:14px;color:#777;display:flex;gap:14px}.gh-replies{margin-top:10px}</style></head><body><section class="gh-root"><div class="gh-head"><h2>Անդամների քննարկում</h2><span class="gh-count">3 մեկնաբանություն</span></div><div class="gh-list"></div><div class="gh-cta">Բաժանորդագրվեք, որպեսզի միանաք քննարկմանը։</div></section></body></html>');
  doc.close();
  const make = (d) => {
    const el = doc.createElement('div'); el.className = 'gh-item'; el.id = d.id;
    el.innerHTML = '<div class="gh-av"></div><div class="gh-main"><div class="gh-meta"><span class="gh-name"></span> <span class="gh-exp"></span> · <span class="gh-ago"></span></div><p class="gh-text"></p><div class="gh-acts"><button class="gh-like">♡ <span></span></button><button>Պատասխանել</button></div><div class="gh-replies"></div></div>';
    el.querySelector('.gh-av').textContent = d.member.name.charAt(0);
    el.querySelector('.gh-name').textContent = d.member.name;
    el.querySelector('.gh-exp').textContent = d.member.expertise || '';
    el.querySelector('.gh-ago').textContent = d.ago;
    el.querySelector('.gh-text').textContent = d.html;
    el.querySelector('.gh-like span').textContent = d.likes;
    return el;
  };
  const list = doc.querySelector('.gh-list');
  for (const d of data.filter(x => x.parent === null)) {
    const el = make(d); list.append(el);
    for (const r of data.filter(x => x.parent === d.id)) el.querySelector('.gh-replies').append(make(r));
  }
})();
</script>""",
                ),
            ),
            c,
            check_steps=("wait:500",),
        )
    )

    # 4. ur: an open shadow root built by a custom element (rtl), absolute dates, two readers
    c = [
        S(
            "محمد عمران",
            "پل تو بن گیا لیکن مری روڈ پر رش اب بھی ویسا ہی ہے۔ ٹریفک پولیس کو بھی اپنا کام کرنا ہوگا۔",
            when="12 مئی 2025 | 11:20 AM",
        ),
        S(
            "عائشہ بی بی",
            "میں روز صدر سے کمیٹی چوک جاتی ہوں، آج پہلی بار صرف دس منٹ لگے۔ بہت شکریہ۔",
            when="12 مئی 2025 | 01:45 PM",
        ),
    ]
    cases.append(
        Case(
            "d-ur-open-shadow",
            "small_thread",
            "ur",
            "open_shadow_root (JS)",
            "<aap-ki-rai> open shadow root, rtl",
            "آپ کی رائے",
            "Two readers in Urdu inside an open shadow root a custom element builds from its child <template>'s JSON; absolute dates.",
            "/shehar/committee-chowk-flyover-khul-gaya",
            render_d(
                "portal",
                SITES_D["ur"],
                art(
                    "کمیٹی چوک فلائی اوور ٹریفک کے لیے کھول دیا گیا",
                    "ایک ارب بیس کروڑ روپے کی لاگت سے بننے والا پل آٹھ ماہ میں مکمل ہوا۔",
                    "ثنا اللہ چوہدری",
                    "2025-05-12T09:00:00+05:00",
                    [
                        "راولپنڈی میں کمیٹی چوک فلائی اوور پیر کی صبح ٹریفک کے لیے کھول دیا گیا۔",
                        "ضلعی انتظامیہ کے مطابق پل سے صدر اور راجہ بازار کے درمیان سفر کا وقت آدھا رہ جائے گا۔",
                        "شہریوں نے مری روڈ پر ٹریفک کے مسائل کے مستقل حل کا مطالبہ بھی کیا ہے۔",
                    ],
                    kicker="شہر",
                    caption="کمیٹی چوک فلائی اوور۔ تصویر: روزنامہ پوٹھوہار",
                ),
                Blocks(
                    after='<aap-ki-rai data-khabar="20931"><template>'
                    + esc(
                        json.dumps(
                            [{"naam": s.author, "waqt": s.when, "matn": s.text} for s in c],
                            ensure_ascii=False,
                        )
                    )
                    + "</template></aap-ki-rai>",
                    end="""<script>
customElements.define('aap-ki-rai', class extends HTMLElement {
  connectedCallback() {
    const items = JSON.parse(this.querySelector('template').content.textContent);
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;padding:20px 34px;margin-top:20px;direction:rtl}.r{border-top:1px solid #ddd;padding:10px 0}.n{font-weight:700}.w{color:#777;font-size:13px;margin-right:8px}</style><h3>آپ کی رائے</h3><div class="fehrist"></div>';
    for (const it of items) {
      const el = document.createElement('div'); el.className = 'r';
      el.innerHTML = '<div><span class="n"></span><span class="w"></span></div><p class="m"></p>';
      el.querySelector('.n').textContent = it.naam; el.querySelector('.w').textContent = it.waqt;
      el.querySelector('.m').textContent = it.matn;
      root.querySelector('.fehrist').append(el);
    }
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 5. mr: a closed shadow root, unusual heading, Marathi digits in relative times, like counts
    c = [
        S(
            "सुनील पाटील",
            "पदपथ चांगला आहे, पण संध्याकाळी दिव्यांची सोय नसल्याने महिलांना तिथे चालणे अवघड होते.",
            when="३ तासांपूर्वी",
        ),
        S("अश्विनी कुलकर्णी", "रंकाळ्याचे पाणी आधी स्वच्छ करा, मग सुशोभीकरण करा.", when="२ तासांपूर्वी"),
        S(
            "राहुल जाधव",
            "अगदी बरोबर. महापालिकेने सांडपाणी थांबवण्याची योजना जाहीर केली होती, तिचे पुढे काय झाले?",
            1,
            when="१ तासापूर्वी",
        ),
    ]
    data = [
        {
            "k": i + 1,
            "nav": s.author,
            "vel": s.when,
            "mat": s.text,
            "aavad": ["७", "१२", "४"][i],
            "uttar": None if s.parent is None else s.parent + 1,
        }
        for i, s in enumerate(c)
    ]
    cases.append(
        Case(
            "d-mr-closed-shadow",
            "small_thread",
            "mr",
            "closed_shadow_root (JS)",
            "<vachak-kona> closed shadow root",
            "तुमचं मत काय?",
            "Three readers in Marathi (one reply) in a closed shadow root built from inline JSON; Marathi digits in relative times and likes.",
            "/shahar/rankala-padpath",
            render_d(
                "mobile",
                SITES_D["mr"],
                art(
                    "रंकाळा तलावाभोवती नवा पदपथ खुला",
                    "साडेतीन किलोमीटरच्या पदपथासाठी महापालिकेने सात कोटी रुपये खर्च केले.",
                    "प्रशांत देसाई",
                    "2025-08-18T08:00:00+05:30",
                    [
                        "कोल्हापूर महापालिकेने रंकाळा तलावाभोवतीचा नवा पदपथ रविवारी नागरिकांसाठी खुला केला.",
                        "पदपथावर बसण्यासाठी बाक, पिण्याच्या पाण्याची सोय आणि सायकलसाठी स्वतंत्र मार्गिका आहे.",
                        "तलावात मिसळणारे सांडपाणी रोखण्याचे काम पुढील वर्षी सुरू होईल, असे आयुक्तांनी सांगितले.",
                    ],
                    kicker="शहर",
                    caption="रंकाळा तलावाचा नवा पदपथ. छायाचित्र: सह्याद्री वार्ता",
                ),
                Blocks(
                    after='<vachak-kona data-lekh="55810"></vachak-kona>'
                    f'<script type="application/json" id="vk-data">{json.dumps(data, ensure_ascii=False)}</script>',
                    end="""<script>
customElements.define('vachak-kona', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    const data = JSON.parse(document.getElementById('vk-data').textContent);
    root.innerHTML = '<style>.v{padding:10px 0;border-top:1px solid #eee}.v .v{margin-left:26px}.nav{font-weight:700}.vel{color:#888;font-size:12px;margin-left:6px}.kriya{font-size:13px;color:#555}</style><h3>तुमचं मत काय?</h3><div class="yadi"></div>';
    const add = (parent, box) => {
      for (const d of data.filter(x => x.uttar === parent)) {
        const el = document.createElement('div'); el.className = 'v';
        el.innerHTML = '<div><span class="nav"></span><span class="vel"></span></div><p class="mat"></p><div class="kriya">👍 <span class="aa"></span> · उत्तर द्या</div>';
        el.querySelector('.nav').textContent = d.nav; el.querySelector('.vel').textContent = d.vel;
        el.querySelector('.mat').textContent = d.mat; el.querySelector('.aa').textContent = d.aavad;
        box.append(el); add(d.k, el);
      }
    };
    add(null, root.querySelector('.yadi'));
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 6. eu: a forum-like thread (phpBB-style posts: profile column, "Re:" subjects, post counts) under the article
    c = [
        S(
            "Miren Arrieta",
            "Ondo iruditzen zait. Larunbatetan azokan ezin da ibili autoen artean, eta haurrentzat arriskutsua da.",
            when="2025 eka. 10, 09:14",
        ),
        S(
            "ekaitz_z",
            "Eta gurasoek non utziko dute autoa ikastolara bidean? Udalak ez du ezer esan horri buruz.",
            when="2025 eka. 10, 10:02",
        ),
        S(
            "Josu Lizarralde",
            "Artikuluaren arabera, lurpeko aparkalekua doakoa izango da lehen ordu erdian. Nahikoa da haurrak uzteko.",
            when="2025 eka. 10, 10:37",
        ),
        S(
            "Amaia",
            "Beste herri batzuetan ere egin dute, eta dendek gehiago saldu dute, ez gutxiago.",
            when="2025 eka. 10, 12:55",
        ),
    ]
    profile = [("214", "2019 api. 3"), ("57", "2023 urr. 12"), ("1032", "2014 ira. 1"), ("9", "2025 mai. 20")]
    cases.append(
        Case(
            "d-eu-forum-thread",
            "small_thread",
            "eu",
            "on_load",
            "<div class=foroa>, phpBB-style <div class='post bg1'> with <dl class=postprofile> and <div class=postbody>",
            "Irakurleen foroa",
            "A regional site's forum thread about the article, under it, in Basque: four flat posts with a profile column (post counts, join dates), 'Re:' subjects, permalinks.",
            "/eskualdea/azpeitia-plaza-oinezkoentzat",
            render_d(
                "drupal",
                SITES_D["eu"],
                art(
                    "Azpeitiko plaza oinezkoentzat izango da udatik aurrera",
                    "Autoek ezin izango dute Plaza Nagusitik igaro uztailaren 1etik aurrera.",
                    "Itziar Etxeberria",
                    "2025-06-10T07:30:00+02:00",
                    [
                        "Azpeitiko Udalak erabaki du Plaza Nagusia eta inguruko bi kale oinezkoentzat izatea uztailaren 1etik aurrera.",
                        "Larunbateko azoka plazan egiten jarraituko da, eta zamalanak goizeko zortziak arte baino ezin izango dira egin.",
                        "Lurpeko aparkalekua doakoa izango da lehen ordu erdian, gurasoek haurrak ikastolara eraman ahal izateko.",
                        "Merkatarien elkarteak zalantzak agertu ditu, baina udalak dio beste herrietan salmentak hazi egin direla.",
                    ],
                    kicker="Etiketak: Azpeitia, mugikortasuna",
                    caption="Azpeitiko Plaza Nagusia. Argazkia: IA",
                ),
                Blocks(
                    head=CSS_D,
                    after=(
                        '<div class="foroa" id="gaia-4412"><h2>Irakurleen foroa</h2>'
                        '<div class="action-bar"><a class="button" href="/foroa/posting.php?mode=reply&amp;t=4412">Erantzun gaiari</a> · 4 mezu · 1. orrialdea 1etik</div>'
                        + "".join(
                            f'<div id="p{20931 + i}" class="post has-profile bg{2 - i % 2}"><div class="inner">'
                            f'<dl class="postprofile" id="profile{20931 + i}"><dt><a href="/foroa/memberlist.php?u={300 + i}" class="username">{esc(s.author)}</a></dt>'
                            f'<dd class="profile-posts"><strong>Mezuak:</strong> {profile[i][0]}</dd><dd class="profile-joined"><strong>Erregistratua:</strong> {profile[i][1]}</dd></dl>'
                            f'<div class="postbody"><div id="post_content{20931 + i}"><h3><a href="#p{20931 + i}">Re: Azpeitiko plaza oinezkoentzat</a></h3>'
                            f'<p class="author"><a class="unread" href="/foroa/viewtopic.php?p={20931 + i}#p{20931 + i}">»</a> <span class="responsive-hide">egilea: <strong><a href="/foroa/memberlist.php?u={300 + i}" class="username">{esc(s.author)}</a></strong> » </span>{esc(s.when)}</p>'
                            f'<div class="content">{esc(s.text)}</div></div></div><div class="back2top"><a href="#top" class="top">Gora</a></div></div></div>'
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

    # 7. gl: a button shows a block that is in the HTML but `hidden` until clicked; absolute dates; one reply
    c = [
        S(
            "Xosé Manuel Vilar",
            "Xa era hora. Os barcos de baixura chegaban ás dúas e tiñan que agardar ata o día seguinte para vender.",
            when="06/07/2025 ás 09:41",
        ),
        S(
            "Uxía",
            "E os traballadores da lonxa? Ninguén fala das súas quendas nin de se cobrarán as horas extra.",
            when="06/07/2025 ás 10:15",
        ),
        S(
            "Brais Fernández",
            "Segundo a confraría contratarán tres persoas máis para o verán.",
            1,
            when="06/07/2025 ás 10:52",
        ),
        S(
            "Carme P.",
            "Moi boa nova para Burela. Agora falta que arranxen o aparcamento do porto.",
            when="06/07/2025 ás 12:30",
        ),
    ]

    def gl_item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="ol-item" id="op-{7120 + i}"><p><strong class="ol-autor">{esc(s.author)}</strong> · '
            f'<a class="ol-data" href="#op-{7120 + i}">{esc(s.when)}</a></p>{paras(s.text, cls="ol-texto")}'
            f'<a href="#" class="ol-responder">Responder</a>{sub}</div>'
        )

    cases.append(
        Case(
            "d-gl-hidden-toggle",
            "small_thread",
            "gl",
            "button 'Ver as 4 opinións' (the block is in the HTML, hidden until clicked)",
            "<div class=opinions-lectores hidden>",
            "Que opinades vós?",
            "Four readers in Galician (one reply) in a block with the `hidden` attribute that the button 'Ver as 4 opinións' shows; permalinked absolute dates.",
            "/comarca/lonxa-burela-horario-poxa",
            render_d(
                "portal",
                SITES_D["gl"],
                art(
                    "A lonxa de Burela amplía o horario de poxa",
                    "Desde o luns haberá unha segunda poxa ás 16.00 para os barcos que chegan pola tarde.",
                    "Antía Rego",
                    "2025-07-06T08:00:00+02:00",
                    [
                        "A confraría de pescadores de Burela aprobou abrir unha segunda poxa diaria na lonxa a partir do vindeiro luns.",
                        "A medida beneficia sobre todo á frota de baixura, que adoita chegar a porto a primeira hora da tarde.",
                        "A confraría contratará tres persoas máis durante o verán para atender a nova quenda.",
                    ],
                    kicker="Comarca",
                    caption="A lonxa de Burela. Foto: Xornal da Mariña",
                ),
                Blocks(
                    head=CSS_D,
                    after=(
                        '<section class="story" id="participa"><button type="button" class="ver-opinions" aria-expanded="false" aria-controls="opinions">Ver as 4 opinións</button>'
                        '<div class="opinions-lectores" id="opinions" hidden><h3>Que opinades vós?</h3>'
                        + tree(
                            c,
                            gl_item,
                            lambda items, p: (
                                items if p is None else f'<div class="ol-respostas">{items}</div>'
                            ),
                        )
                        + "</div></section>"
                    ),
                    end="""<script>
document.querySelector('.ver-opinions').addEventListener('click', (ev) => {
  const box = document.getElementById('opinions'); box.hidden = !box.hidden;
  ev.target.setAttribute('aria-expanded', String(!box.hidden));
  ev.target.textContent = box.hidden ? 'Ver as 4 opinións' : 'Ocultar opinións';
});
</script>""",
                ),
            ),
            c,
            static=True,
            check_steps=("click:button.ver-opinions",),
        )
    )

    # 8. cy: a button fetches JSON and stamps each reader from a <template>; relative times; one reply
    c = [
        S(
            "Gwenllian Morgan",
            "Newyddion gwych. Mae’r llyfrgell yn fwy na lle i fenthyg llyfrau: dyma’r unig le cynnes i lawer o bobl hŷn yn y gaeaf.",
            when="3 awr yn ôl",
        ),
        S(
            "Dafydd ap Rhys",
            "Ond dim ond tridiau’r wythnos fydd hi ar agor. Dyw hynny ddim yn ddigon i blant ysgol.",
            when="2 awr yn ôl",
        ),
        S(
            "Eleri",
            "Cytuno. Byddai agor ar nos Iau yn help mawr i deuluoedd sy’n gweithio.",
            1,
            when="1 awr yn ôl",
        ),
    ]
    data_path = "/data/d/llyfrgell-llanfair.json"
    cases.append(
        Case(
            "d-cy-button-template",
            "small_thread",
            "cy",
            "button 'Dangos sylwadau (3)' (fetched JSON, stamped from a <template>)",
            "<section class=sylwadau-bloc>",
            "Sylwadau",
            "Three readers in Welsh (one reply) fetched when the button 'Dangos sylwadau (3)' is pressed, each stamped from a <template>; relative times.",
            "/newyddion/llyfrgell-llanfair-ar-agor/",
            render_d(
                "ghost",
                SITES_D["cy"],
                art(
                    "Cyngor yn cytuno i gadw llyfrgell Llanfair ar agor",
                    "Bydd y llyfrgell ar agor dridiau’r wythnos o fis Tachwedd, gyda gwirfoddolwyr yn helpu’r staff.",
                    "Rhodri Pugh",
                    "2025-10-02T09:00:00+01:00",
                    [
                        "Mae cabinet y cyngor sir wedi pleidleisio i gadw llyfrgell Llanfair ar agor, ar ôl ymgyrch gan drigolion y pentref.",
                        "Roedd y cyngor wedi bwriadu cau’r adeilad er mwyn arbed £48,000 y flwyddyn.",
                        "O fis Tachwedd ymlaen bydd y llyfrgell ar agor ar ddydd Llun, dydd Mercher a dydd Sadwrn.",
                    ],
                    kicker="Newyddion",
                    caption="Llyfrgell Llanfair. Llun: Newyddion y Fro",
                ),
                Blocks(
                    head=CSS_D,
                    after=(
                        '<section class="sylwadau-bloc" id="sylwadau"><button type="button" class="dangos-sylwadau">Dangos sylwadau (3)</button><div class="sylw-rhestr"></div>'
                        '<template id="sylw-tpl"><div class="sylw"><div><b class="sylw-enw"></b> · <span class="sylw-pryd"></span></div><p class="sylw-testun"></p>'
                        '<a href="#" class="sylw-ateb">Ateb</a><div class="sylw-atebion"></div></div></template></section>'
                    ),
                    end="""<script>
document.querySelector('.dangos-sylwadau').addEventListener('click', async (ev) => {
  ev.target.remove();
  const list = await (await fetch('"""
                    + data_path
                    + """')).json();
  const box = document.querySelector('#sylwadau .sylw-rhestr'); const tpl = document.getElementById('sylw-tpl');
  const h = document.createElement('h3'); h.textContent = 'Sylwadau'; box.before(h);
  const add = (parent, into) => {
    for (const d of list.filter(x => x.re === parent)) {
      const node = tpl.content.firstElementChild.cloneNode(true);
      node.querySelector('.sylw-enw').textContent = d.who; node.querySelector('.sylw-pryd').textContent = d.ago;
      node.querySelector('.sylw-testun').textContent = d.msg; into.append(node);
      add(d.n, node.querySelector('.sylw-atebion'));
    }
  };
  add(null, box);
});
</script>""",
                ),
            ),
            c,
            files={data_path: as_json(c) + "\n"},
            check_steps=("click:button.dangos-sylwadau", "wait:1500"),
        )
    )

    # 9. mt: no heading, name + time + text only, fetched 1.2 s after load
    c = [
        S(
            "Ġużeppi Attard",
            "Il-problema mhix il-parkeġġ iżda li m’hemmx xarabanks wara t-tmienja ta’ filgħaxija.",
            when="22.04.2025 10:35",
        ),
        S(
            "Marija Camilleri",
            "Nispera li ma jaqtgħux is-siġar ta’ Pjazza San Franġisk biex jagħmlu post għall-karozzi.",
            when="22.04.2025 11:58",
        ),
    ]
    data_path = "/data/d/victoria-parkegg.json"
    cases.append(
        Case(
            "d-mt-delayed-noheading",
            "small_thread",
            "mt",
            "on_load, fetched 1.2 s after load",
            "<div class=fehmiet-qarrejja>",
            None,
            "Two readers in Maltese, name + time + text only, no heading, fetched and inserted 1.2 s after the page's load event.",
            "/index.php/ghawdex/victoria-parkegg-centru",
            render_d(
                "joomla",
                SITES_D["mt"],
                art(
                    "Il-Kunsill ta’ Victoria se jżid il-parkeġġ fiċ-ċentru",
                    "Mitt post ġdid se jinfetħu fil-Pjazza San Franġisk sa tmiem is-sena.",
                    "Charlene Vella",
                    "2025-04-22T08:00:00+02:00",
                    [
                        "Il-Kunsill Lokali ta’ Victoria approva proġett biex jinfetħu mitt post ġdid għall-ipparkjar qrib Pjazza San Franġisk.",
                        "Il-proġett jinkludi wkoll bankijiet ġodda u dawl fit-triq li twassal għaċ-Ċittadella.",
                        "Ir-residenti talbu wkoll aktar xarabanks filgħaxija bejn Victoria u l-irħula.",
                    ],
                    kicker="Għawdex",
                    caption="Pjazza San Franġisk, Victoria. Ritratt: Il-Leħen",
                ),
                Blocks(
                    head=CSS_D,
                    after='<div class="fehmiet-qarrejja" id="fq" data-artiklu="3310"></div>',
                    end="""<script>
window.addEventListener('load', () => setTimeout(() => {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', '"""
                    + data_path
                    + """');
  xhr.onload = () => {
    const box = document.getElementById('fq');
    for (const d of JSON.parse(xhr.responseText)) {
      const el = document.createElement('div'); el.className = 'fq-entry';
      el.innerHTML = '<b></b> <small></small><p></p>';
      el.querySelector('b').textContent = d.who; el.querySelector('small').textContent = d.ago;
      el.querySelector('p').textContent = d.msg; box.append(el);
    }
  };
  xhr.send();
}, 1200));
</script>""",
                ),
            ),
            c,
            files={data_path: as_json(c) + "\n"},
            check_steps=("wait:2500",),
        )
    )

    # 10. mk: markup that never says "comment"; initials avatars, permalinks, one reply
    c = [
        S(
            "Александар Стојановски",
            "Убаво, но клупите од минатата година веќе се искршени. Кој ќе се грижи за новите?",
            when="19 мај 2025, 10:14",
        ),
        S(
            "Весна Т.",
            "Според општината, одржувањето го презема јавното претпријатие „Комуналец“.",
            0,
            when="19 мај 2025, 11:02",
        ),
    ]

    def mk_item(i: int, s: Seed, sub: str) -> str:
        initials = "".join(w[0] for w in s.author.split()[:2])
        mod = " misla--odgovor" if s.parent is not None else ""
        return (
            f'<div class="misla{mod}" id="m-{2211 + i}"><span class="misla__inicijali" aria-hidden="true">{esc(initials)}</span>'
            f'<div class="misla__telo"><div><b class="misla__ime">{esc(s.author)}</b> <span class="misla__vreme"><a href="#m-{2211 + i}">{esc(s.when)}</a></span></div>'
            f'{paras(s.text, cls="misla__tekst")}<button type="button" class="misla__odgovori">Одговори</button></div></div>{sub}'
        )

    cases.append(
        Case(
            "d-mk-initials-reply",
            "small_thread",
            "mk",
            "on_load",
            "<section class=mislenja>",
            "Што мислите вие?",
            "Two readers in Macedonian (a reply), initials avatars, permalinked absolute dates, 'Одговори' buttons; no 'comment' in the markup.",
            "/bitola/shirok-sokak-klupi-osvetluvanje",
            render_d(
                "portal",
                SITES_D["mk"],
                art(
                    "Широк Сокак добива нови клупи и осветлување",
                    "Општина Битола ќе вложи 14 милиони денари во уредувањето на пешачката зона.",
                    "Маја Николовска",
                    "2025-05-19T08:00:00+02:00",
                    [
                        "Општина Битола објави тендер за поставување нови клупи, корпи за отпадоци и ЛЕД осветлување на Широк Сокак.",
                        "Работите ќе се изведуваат ноќе, за да не им пречат на угостителите и на минувачите.",
                        "Одржувањето на новата опрема ќе го преземе јавното претпријатие „Комуналец“.",
                    ],
                    kicker="Битола",
                    caption="Широк Сокак во Битола. Фото: ПВ",
                ),
                Blocks(
                    head=CSS_D,
                    after='<section class="mislenja" aria-labelledby="mislenja-naslov"><h2 id="mislenja-naslov">Што мислите вие?</h2>'
                    + tree(c, mk_item, lambda items, p: items)
                    + '<form class="mislenja__forma"><textarea name="tekst" placeholder="Вашето мислење"></textarea><input name="ime" placeholder="Име"><button>Испрати</button></form></section>',
                ),
            ),
            c,
            static=True,
        )
    )

    # 11. kk: a single reader on a mobile portal, relative time
    c = [
        S(
            "Айгүл Сейітова",
            "Саябақта балаларға арналған алаң жоқ еді, енді салынады деп үміттенемін. Кешкі уақытта жарық та жетіспейді.",
            when="2 сағат бұрын",
        ),
    ]
    cases.append(
        Case(
            "d-kk-single-mobile",
            "small_thread",
            "kk",
            "on_load",
            "<div class=pikir-block>",
            "Пікірлер (1)",
            "A single reader in Kazakh on a mobile-first portal, name + relative time + text, under 'Пікірлер (1)'.",
            "/oner/ertis-zhagalauy-sayabak/",
            render_d(
                "mobile",
                SITES_D["kk"],
                art(
                    "Ертіс жағалауындағы саябақ жаңартылады",
                    "Жұмыстар қыркүйекте басталып, келесі жылдың мамырында аяқталады.",
                    "Дәурен Оспанов",
                    "2025-08-05T09:00:00+05:00",
                    [
                        "Павлодар қалалық әкімдігі Ертіс жағалауындағы орталық саябақты қайта жаңарту жобасын бекітті.",
                        "Жоба бойынша саябақта жаңа жаяу жүргіншілер жолдары, велосипед жолы және балалар алаңы салынады.",
                        "Жұмыстарға жергілікті бюджеттен 850 миллион теңге бөлінді.",
                    ],
                    kicker="Өңір",
                    caption="Ертіс жағалауы. Фото: Ертіс таңы",
                ),
                Blocks(
                    head=CSS_D,
                    after='<div class="pikir-block"><h3>Пікірлер (1)</h3>'
                    + "".join(
                        f'<div class="pk"><b>{esc(s.author)}</b> <span class="pk-uaqyt">{esc(s.when)}</span><p>{esc(s.text)}</p></div>'
                        for s in c
                    )
                    + '<a class="pk-zhazu" href="#">Пікір қалдыру</a></div>',
                ),
            ),
            c,
            static=True,
        )
    )

    # 12. az: five readers, two replies, like/dislike counts, avatars, permalinks, "Cavab ver"
    c = [
        S(
            "Elvin Məmmədov",
            "Çox gözəl xəbərdir. Axşamlar küçədə yer tapmaq olmur, hamı orada gəzir.",
            when="12.09.2025, 09:47",
        ),
        S("Günay", "Bəs kafelərin masaları harada olacaq? Yenə səki tutulacaq.", when="12.09.2025, 10:21"),
        S(
            "Rauf Əliyev",
            "Məqalədə yazılıb ki, hər kafe üçün ayrıca sahə ayrılacaq.",
            1,
            when="12.09.2025, 10:58",
        ),
        S(
            "Səbinə Hüseynova",
            "Təmir zamanı mağazalara necə gedəcəyik? Bu barədə də məlumat versinlər.",
            when="12.09.2025, 11:30",
        ),
        S(
            "Nicat",
            "Bələdiyyə deyir ki, işlər gecə aparılacaq və gündüz küçə açıq qalacaq.",
            3,
            when="12.09.2025, 12:15",
        ),
    ]
    ups = [12, 5, 3, 8, 2]
    downs = [1, 0, 0, 1, 0]

    def az_item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="rey" id="rey-{9041 + i}"><img class="rey-avatar" src="/_avatar/az-{i}.svg" width="40" height="40" alt="">'
            f'<div class="rey-mezmun"><div><b class="rey-muellif">{esc(s.author)}</b> <a class="rey-tarix" href="#rey-{9041 + i}">{esc(s.when)}</a></div>'
            f'{paras(s.text, cls="rey-metn")}<div class="rey-sesler"><span class="rey-like">👍 {ups[i]}</span><span class="rey-dislike">👎 {downs[i]}</span>'
            f'<a href="#" class="rey-cavab">Cavab ver</a></div></div></div>'
            + (f'<div class="rey-cavablar">{sub}</div>' if sub else "")
        )

    cases.append(
        Case(
            "d-az-likes-replies",
            "small_thread",
            "az",
            "on_load",
            "<div class=rey-blok> in a Drupal node",
            "Oxucu rəyləri (5)",
            "Five readers in Azerbaijani (two replies), avatars, 👍/👎 counts, permalinked dates, 'Cavab ver'; no 'comment' in the markup.",
            "/seher/cavad-xan-kucesi-piyada",
            render_d(
                "drupal",
                SITES_D["az"],
                art(
                    "Cavad xan küçəsi piyadalar üçün genişləndirilir",
                    "Yenidənqurma oktyabrda başlayacaq və yeni ilə qədər başa çatacaq.",
                    "Leyla Qasımova",
                    "2025-09-12T08:00:00+04:00",
                    [
                        "Gəncə Bələdiyyəsi Cavad xan küçəsinin piyada zonasının iki məhəllə uzadılacağını açıqlayıb.",
                        "Layihəyə görə, küçədə yeni işıqlandırma, oturacaqlar və hər kafe üçün ayrıca yay sahəsi olacaq.",
                        "Bələdiyyə bildirib ki, işlər gecə aparılacaq və gündüz küçə piyadalar üçün açıq qalacaq.",
                    ],
                    kicker="Teqlər: Gəncə, şəhərsalma",
                    caption="Cavad xan küçəsi. Foto: Gəncə Xəbər",
                ),
                Blocks(
                    head=CSS_D,
                    after='<div class="rey-blok"><h2>Oxucu rəyləri (5)</h2>'
                    + tree(c, az_item, lambda items, p: items)
                    + '<form class="rey-forma"><textarea placeholder="Rəyinizi yazın"></textarea><button>Göndər</button></form></div>',
                ),
            ),
            c,
            static=True,
        )
    )

    return cases

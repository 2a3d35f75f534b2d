"""Blind set dy: a Hebrew regional news site of 2019 whose talkbacks open in a modal layer from the button "הצטרפו
לדיון", and a Thai community news blog of 2021 whose "เสียงจากผู้อ่าน" load when a reader opens a ``<details>``.
Neither says "comment". Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dy_common import Case, dump, esc, make, talk

# --------------------------------------------------------------------------- he: a regional site, 2019 (modal layer)


def he_pool() -> Case:
    cs = talk("""
אורית, גבעת אלון @ 22.05.19 | 10:12 ~ 2019-05-22T10:12:00+03:00 :: שוב דחייה. גם בשנה שעברה הבטיחו סוף מאי ובסוף הבריכה נפתחה באמצע יולי. הילדים כבר שואלים כל יום מתי חוזרים לחוג השחייה.
>יוסי מ. @ 22.05.19 | 11:47 ~ 2019-05-22T11:47:00+03:00 :: לפחות הפעם כתוב בכתבה מה הסיבה, הצנרת שם מלפני שלושים שנה. עדיף שיחליפו עכשיו מאשר שיסגרו שוב באמצע אוגוסט כמו לפני שנתיים.
דנה לוי @ 22.05.19 | 13:05 ~ 2019-05-22T13:05:00+03:00 :: מישהו יודע אם המנויים השנתיים יוארכו בהתאם? שילמנו על שנה מלאה וכבר חודשיים שאין שום שימוש.
>רמי @ 22.05.19 | 14:20 ~ 2019-05-22T14:20:00+03:00 :: שאלנו בקופה אתמול. אמרו שיאריכו, אבל רק למי שמגיש בקשה בכתב עד סוף החודש. כדאי לא לחכות.
""")
    article = 58317
    rows = [
        {
            "id": 901240 + i,
            "parentId": (901240 + c.parent) if c.parent is not None else None,
            "num": sum(1 for x in cs[: i + 1] if x.parent is None),
            "name": c.who,
            "date": c.at.split(" | ")[0],
            "time": c.at.split(" | ")[1],
            "body": c.body,
            "likes": [14, 9, 6, 3][i],
            "dislikes": [2, 1, 0, 0][i],
        }
        for i, c in enumerate(cs)
    ]
    data = {"articleId": article, "count": len(rows), "talkbacks": rows}
    script = r"""(function () {
  var opener = document.getElementById('tb-open');
  var layer = document.getElementById('tb-layer');
  var list = document.getElementById('tb-list');
  var loaded = false;

  function node(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function item(t) {
    var li = node('li', 'tb');
    li.setAttribute('data-id', t.id);
    var head = node('div', 'tb-head');
    if (!t.parentId) head.appendChild(node('span', 'tb-num', t.num + '.'));
    head.appendChild(node('span', 'tb-name', t.name));
    head.appendChild(node('span', 'tb-date', t.date + ' | ' + t.time));
    var body = node('div', 'tb-body');
    t.body.split('\n\n').forEach(function (p) { body.appendChild(node('p', '', p)); });
    var foot = node('div', 'tb-foot');
    foot.appendChild(node('button', 'tb-like', '👍 ' + t.likes));
    foot.appendChild(node('button', 'tb-dislike', '👎 ' + t.dislikes));
    foot.appendChild(node('button', 'tb-reply', 'הגיבו'));
    li.appendChild(head);
    li.appendChild(body);
    li.appendChild(foot);
    return li;
  }

  function draw(data) {
    list.innerHTML = '';
    data.talkbacks.filter(function (t) { return !t.parentId; }).forEach(function (t) {
      var li = item(t);
      var kids = data.talkbacks.filter(function (k) { return k.parentId === t.id; });
      if (kids.length) {
        var sub = node('ul', 'tb-replies');
        kids.forEach(function (k) { sub.appendChild(item(k)); });
        li.appendChild(sub);
      }
      list.appendChild(li);
    });
  }

  function open() {
    layer.hidden = false;
    document.body.classList.add('tb-lock');
    if (loaded) return;
    loaded = true;
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/api/talkbacks/article-' + opener.getAttribute('data-article') + '.json');
    xhr.onload = function () { draw(JSON.parse(xhr.responseText)); };
    xhr.send();
  }

  function close() {
    layer.hidden = true;
    document.body.classList.remove('tb-lock');
  }

  opener.addEventListener('click', open);
  layer.querySelector('.tb-close').addEventListener('click', close);
  layer.addEventListener('click', function (e) { if (e.target === layer) close(); });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') close(); });
})();
"""
    nav = "".join(
        f'<li><a href="/{s}/">{t}</a></li>'
        for s, t in (
            ("", "ראשי"),
            ("news", "חדשות"),
            ("city", "עירוני"),
            ("education", "חינוך"),
            ("sport", "ספורט"),
            ("culture", "תרבות ופנאי"),
            ("realestate", 'נדל"ן'),
            ("events", "לוח אירועים"),
        )
    )
    most = "".join(
        f'<li><a href="/news/{i}/">{esc(t)}</a></li>'
        for i, t in (
            (58290, "שינויים בקווי האוטובוס 12 ו־14 החל מיום ראשון"),
            (58301, 'ל"ג בעומר: הנחיות העירייה להדלקת מדורות'),
            (58317, "הבריכה העירונית תיפתח רק בתחילת יולי"),
            (58276, "נבחרת הנוער בכדורסל עלתה לגמר המחוזי"),
            (58255, 'נפתח ההרשמה לקייטנות הקיץ של המתנ"ס'),
        )
    )
    body = f"""<div class="top"><div class="in"><span>יום רביעי, י"ז באייר תשע"ט | 22.05.2019</span><span>גבעת אלון 27°</span><a href="/contact/">צרו קשר</a><a href="/ads/">פרסמו אצלנו</a></div></div>
<header class="mast"><div class="in"><a class="logo" href="/">קול העמק</a><span class="slogan">החדשות של גבעת אלון והעמק</span><div class="banner">פרסומת</div></div>
<nav class="nav"><ul class="in">{nav}</ul></nav></header>
<div class="ticker"><div class="in"><b>מבזקים:</b> <a href="/flash/1">חסימה זמנית בכביש הגישה הצפוני בשעות הלילה</a> · <a href="/flash/2">ערב התרמה למוקד החירום יתקיים ביום חמישי</a></div></div>
<div class="in page">
<main class="story">
<div class="crumb"><a href="/">ראשי</a> &gt; <a href="/city/">עירוני</a></div>
<h1>הבריכה העירונית בגבעת אלון תיפתח רק בתחילת יולי</h1>
<h2 class="sub">העירייה מודיעה על עיכוב נוסף בשיפוץ: במהלך העבודות התגלו נזילות בצנרת הישנה. המנויים יקבלו הארכה</h2>
<div class="by"><span>מאת: רונית שגיא</span> <time datetime="2019-05-22T08:30:00+03:00">22/05/2019 08:30</time></div>
<div class="share"><a href="#" class="wa">וואטסאפ</a><a href="#" class="fb">פייסבוק</a><a href="#" class="tw">טוויטר</a><a href="#" class="ml">שלחו לחבר</a></div>
<figure><img src="/_avatar/ke-pool.svg" width="640" height="360" alt="הבריכה העירונית"><figcaption>הבריכה העירונית בזמן העבודות (צילום: רונית שגיא)</figcaption></figure>
<div class="text">
<p>הבריכה העירונית בגבעת אלון, שהייתה אמורה להיפתח לקראת סוף מאי, תיפתח רק בתחילת יולי. כך הודיעה אתמול העירייה. מדובר בדחייה שנייה מאז החלו עבודות השיפוץ בחודש פברואר.</p>
<p>לדברי מהנדס העיר, אבי כהן, במהלך החלפת הריצוף התגלו נזילות בצנרת התת־קרקעית, שהונחה בשנות השמונים. "העדפנו להחליף את כל הקווים עכשיו, ולא להגיע למצב שבו הבריכה נסגרת באמצע העונה", אמר.</p>
<div class="inread">פרסומת</div>
<p>עלות השיפוץ הכוללת עומדת על כ־4.2 מיליון שקלים. במסגרתו ישודרגו גם חדרי ההלבשה ותותקן הצללה מעל הבריכה הקטנה.</p>
<p>בעירייה מסרו כי המנויים השנתיים יוארכו בהתאם לתקופת הסגירה, וכי חוגי השחייה לילדים יתחדשו בשבוע הראשון של יולי.</p>
</div>
<div class="tags">תגיות: <a href="/tag/pool/">בריכה עירונית</a> <a href="/tag/municipality/">עיריית גבעת אלון</a></div>
<div class="talk-cta"><button type="button" class="tb-open" id="tb-open" data-article="{article}">הצטרפו לדיון <span>(4)</span></button></div>
<section class="related"><h3>עוד בעירוני</h3><ul><li><a href="/city/58288/">המועצה אישרה: שני גני ילדים חדשים בשכונת הברושים</a></li><li><a href="/city/58270/">תאורה חדשה בפארק המרכזי</a></li><li><a href="/city/58244/">שבוע הספר יתקיים השנה בכיכר העירייה</a></li></ul></section>
</main>
<aside class="side"><div class="adbox">פרסומת</div><section class="most"><h3>הכי נקראים</h3><ol>{most}</ol></section><div class="adbox small">פרסומת</div></aside>
</div>
<div class="tb-layer" id="tb-layer" role="dialog" aria-modal="true" aria-labelledby="tb-title" hidden>
<div class="tb-box"><div class="tb-top"><h2 id="tb-title">הדיון על הכתבה</h2><button type="button" class="tb-close" aria-label="סגירה">✕</button></div>
<p class="tb-rules">הדיון מנוהל. אנא שמרו על שיח מכבד. הודעות הכוללות לשון פוגענית לא יפורסמו.</p>
<ol class="tb-list" id="tb-list"><li class="tb-wait">טוען…</li></ol>
<form class="tb-form"><input type="text" placeholder="שם" aria-label="שם"><textarea placeholder="כתבו כאן..." aria-label="תוכן"></textarea><button type="button">שליחה</button></form>
</div></div>
<footer class="foot"><div class="in"><p><a href="/about/">אודות</a> | <a href="/terms/">תנאי שימוש</a> | <a href="/privacy/">מדיניות פרטיות</a> | <a href="/accessibility/">הצהרת נגישות</a></p><p>כל הזכויות שמורות © קול העמק 2019</p></div></footer>
<script src="/js/ke/talkbacks.min.js?v=3.2"></script>"""
    css = """body{margin:0;font:16px/1.6 Arial,'Open Sans Hebrew',sans-serif;color:#222;background:#fff}.in{max-width:1000px;margin:0 auto;padding:0 10px}a{color:#0a4f8f}
.top{background:#eee;font-size:12px}.top .in{display:flex;gap:20px;padding:4px 10px}.mast .in{display:flex;align-items:center;gap:20px;padding:10px}.logo{font:bold 38px Arial;color:#b5121b;text-decoration:none}
.slogan{color:#666}.banner{margin-right:auto;background:#f4f4f4;width:468px;height:60px;color:#aaa;text-align:center;line-height:60px}.nav{background:#b5121b}.nav ul{display:flex;gap:18px;list-style:none;margin:0 auto;padding:8px 10px}
.nav a{color:#fff;font-weight:bold;text-decoration:none}.ticker{background:#222;color:#fff;font-size:13px;padding:4px 0}.ticker a{color:#ffd54f}.page{display:flex;gap:24px;margin-top:16px}
.story{flex:1}.story h1{font-size:30px;line-height:1.25;margin:6px 0}.sub{font-size:18px;font-weight:normal;color:#444}.by{font-size:13px;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px}
.share{display:flex;gap:8px;margin:10px 0}.share a{color:#fff;padding:3px 10px;border-radius:3px;font-size:13px;text-decoration:none}.wa{background:#25d366}.fb{background:#3b5998}.tw{background:#1da1f2}.ml{background:#777}
.inread{background:#f4f4f4;height:90px;color:#aaa;text-align:center;line-height:90px}.tags{font-size:13px}.talk-cta{margin:24px 0;text-align:center}
.tb-open{background:#b5121b;color:#fff;border:0;font:bold 17px Arial;padding:10px 28px;border-radius:20px;cursor:pointer}.side{width:300px}.adbox{background:#f4f4f4;height:250px;color:#aaa;text-align:center;line-height:250px}
.adbox.small{height:120px;line-height:120px;margin-top:16px}.most h3{border-bottom:3px solid #b5121b}.most ol{padding-right:18px}
.tb-layer{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:50}.tb-layer[hidden]{display:none}
.tb-box{background:#fff;width:620px;max-height:85vh;overflow:auto;border-radius:6px;padding:16px 20px}.tb-top{display:flex;justify-content:space-between;align-items:center}
.tb-close{background:none;border:0;font-size:20px;cursor:pointer}.tb-rules{font-size:12px;color:#777}.tb-list{list-style:none;padding:0}.tb{border-bottom:1px solid #eee;padding:10px 0}
.tb-head{font-size:13px}.tb-num{color:#b5121b;font-weight:bold;margin-left:6px}.tb-name{font-weight:bold;margin-left:8px}.tb-date{color:#888}.tb-body p{margin:4px 0}
.tb-foot button{background:none;border:1px solid #ddd;border-radius:3px;font-size:12px;margin-left:6px;cursor:pointer}.tb-replies{list-style:none;margin:8px 24px 0 0;padding:0 12px 0 0;border-right:2px solid #f0c4c6}
.tb-form{display:flex;flex-direction:column;gap:6px}.tb-lock{overflow:hidden}.foot{background:#333;color:#ccc;font-size:13px;margin-top:30px;padding:16px 0}.foot a{color:#fff}"""
    html = f"""<!DOCTYPE html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>הבריכה העירונית בגבעת אלון תיפתח רק בתחילת יולי | קול העמק</title>
<meta name="description" content="העירייה מודיעה על עיכוב נוסף בשיפוץ הבריכה העירונית">
<meta property="og:type" content="article">
<meta property="og:title" content="הבריכה העירונית בגבעת אלון תיפתח רק בתחילת יולי">
<meta property="og:site_name" content="קול העמק">
<meta property="og:locale" content="he_IL">
<meta property="article:published_time" content="2019-05-22T08:30:00+03:00">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    return make(
        "dy-he-givat-alon-pool",
        "revealed",
        "he",
        html,
        cs,
        path=f"/city/{article}/",
        reveal="click",
        container="button#tb-open 'הצטרפו לדיון (4)' under the article opens div#tb-layer[role=dialog][aria-modal] (h2 'הדיון על הכתבה'), whose ol#tb-list is filled from /api/talkbacks/article-58317.json: li.tb (div.tb-head: span.tb-num 'N.', span.tb-name, span.tb-date 'DD.MM.YY | HH:MM'; div.tb-body > p; like/dislike/reply buttons), answers in ul.tb-replies inside the parent's li",
        heading="הדיון על הכתבה",
        description="A Hebrew regional news site of May 2019, right to left (Hebrew and Gregorian date strip, banner adverts, flash ticker, share buttons, most read, accessibility statement in the footer): under a story about the town pool, the button 'הצטרפו לדיון (4)' opens a modal layer whose talkbacks are fetched by XHR: 4 numbered entries, two of them answers in a nested list, with likes and dislikes. Never says 'comment'.",
        files={
            "/js/ke/talkbacks.min.js": script,
            f"/api/talkbacks/article-{article}.json": dump(data),
        },
        check_steps=("click:#tb-open", "wait:1000"),
    )


# --------------------------------------------------------------------------- th: a community news blog, 2021 (details)


def th_market() -> Case:
    cs = talk("""
แม่ค้าขนมครก @ 13 พ.ย. 2564 เวลา 08:21 ~ 2021-11-13T08:21:00+07:00 :: ดีใจมากค่ะ ขายออนไลน์มาเกือบปี ได้กลับมาเจอลูกค้าตัวจริงสักที เสาร์นี้ป้าอยู่ล็อก 14 ใกล้ท่าน้ำเหมือนเดิมนะคะ
ต้น นครน้ำใส @ 13 พ.ย. 2564 เวลา 10:05 ~ 2021-11-13T10:05:00+07:00 :: ที่จอดรถพอไหมครับ สมัยก่อนโควิดคนเยอะมาก รถติดยาวไปถึงสะพานเลย
>แอดมินข่าวเมืองน้ำใส @ 13 พ.ย. 2564 เวลา 10:32 ~ 2021-11-13T10:32:00+07:00 :: เทศบาลเปิดลานหลังโรงเรียนเทศบาล 1 ให้จอดฟรีครับ มีป้ายบอกทางตั้งแต่หน้าวัดกลาง ส่วนคนที่มาเดินตลาดต้องสแกนไทยชนะและใส่หน้ากากตลอดนะครับ
""")
    post = 4471
    voices = [
        {
            "id": 10233 + i * 2,
            "reply_to": (10233 + c.parent * 2) if c.parent is not None else 0,
            "display_name": c.who,
            "is_staff": c.who == "แอดมินข่าวเมืองน้ำใส",
            "date_th": c.at,
            "date_gmt": c.iso,
            "content": c.body,
        }
        for i, c in enumerate(cs)
    ]
    script = r"""document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('reader-voices');
  if (!box) return;
  var target = box.querySelector('.nsn-voices__body');
  var done = false;

  function mk(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }

  function entry(v, all) {
    var li = mk('li', 'nsn-voice');
    li.id = 'voice-' + v.id;
    var meta = mk('div', 'nsn-voice__meta');
    var av = mk('img', 'nsn-voice__avatar');
    av.src = '/_avatar/nsn-' + v.id + '.svg';
    av.width = 32; av.height = 32; av.alt = '';
    meta.appendChild(av);
    meta.appendChild(mk('cite', 'nsn-voice__name', v.display_name));
    if (v.is_staff) meta.appendChild(mk('span', 'nsn-voice__badge', 'ผู้ดูแลเพจ'));
    var t = mk('time', 'nsn-voice__date', v.date_th);
    t.setAttribute('datetime', v.date_gmt);
    meta.appendChild(t);
    li.appendChild(meta);
    var text = mk('div', 'nsn-voice__text');
    v.content.split('\n\n').forEach(function (p) { text.appendChild(mk('p', '', p)); });
    li.appendChild(text);
    var replies = all.filter(function (x) { return x.reply_to === v.id; });
    if (replies.length) {
      var ol = mk('ol', 'nsn-voices nsn-voices--replies');
      replies.forEach(function (r) { ol.appendChild(entry(r, all)); });
      li.appendChild(ol);
    }
    return li;
  }

  box.addEventListener('toggle', function () {
    if (!box.open || done) return;
    done = true;
    fetch('/wp-json/nsn/v1/voices/' + box.dataset.post)
      .then(function (r) { return r.json(); })
      .then(function (all) {
        var ol = mk('ol', 'nsn-voices');
        all.filter(function (v) { return !v.reply_to; }).forEach(function (v) { ol.appendChild(entry(v, all)); });
        target.innerHTML = '';
        target.appendChild(ol);
      })
      .catch(function () { target.textContent = 'โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง'; done = false; });
  });
});
"""
    menu = "".join(
        f'<li class="menu-item"><a href="/{s}/">{t}</a></li>'
        for s, t in (
            ("", "หน้าแรก"),
            ("category/local", "ข่าวท้องถิ่น"),
            ("category/food", "ตลาด &amp; ของกิน"),
            ("category/travel", "ท่องเที่ยว"),
            ("category/notice", "ประกาศ"),
            ("contact", "ติดต่อเรา"),
        )
    )
    recent = "".join(
        f'<li><a href="/{y}/{m}/{s}/">{esc(t)}</a></li>'
        for y, m, s, t in (
            ("2021", "11", "loy-krathong-2564", "ลอยกระทงปีนี้จัดแบบเว้นระยะ งดเวทีมหรสพ"),
            ("2021", "11", "water-cut-nov", "ประปาแจ้งปิดน้ำ 17 พ.ย. ชุมชนท่าทราย"),
            ("2021", "11", "vaccine-booster", "รพ.น้ำใสเปิดรับฉีดเข็มสามทุกวันพุธ"),
            ("2021", "10", "flood-relief", "อาสาฯ ส่งถุงยังชีพช่วยบ้านริมน้ำหลังน้ำหลาก"),
        )
    )
    body = f"""<div id="page" class="site">
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">ข่าวเมืองน้ำใส</a></p><p class="site-description">ข่าวสารชุมชน คนน้ำใส อัปเดตทุกวัน</p></div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{menu}</ul></nav></header>
<div id="content" class="site-content">
<main id="primary" class="content-area">
<article id="post-{post}" class="post-{post} post type-post status-publish format-standard has-post-thumbnail category-food">
<header class="entry-header"><span class="cat-links"><a href="/category/food/" rel="category tag">ตลาด &amp; ของกิน</a></span>
<h1 class="entry-title">ตลาดนัดริมน้ำกลับมาแล้ว! เปิดทุกวันเสาร์ เริ่ม 20 พ.ย. นี้</h1>
<div class="entry-meta"><span class="posted-on">โพสต์เมื่อ <time class="entry-date published" datetime="2021-11-13T07:30:00+07:00">13 พฤศจิกายน 2564</time></span> <span class="byline">โดย <span class="author vcard"><a href="/author/admin/">แอดมินข่าวเมืองน้ำใส</a></span></span></div></header>
<div class="post-thumbnail"><img src="/_avatar/nsn-market.svg" width="760" height="428" alt="ตลาดนัดริมน้ำ"></div>
<div class="entry-content">
<p>หลังปิดไปนานกว่า 8 เดือนเพราะสถานการณ์โควิด-19 ตลาดนัดริมน้ำหน้าวัดกลางจะกลับมาเปิดอีกครั้งทุกวันเสาร์ ตั้งแต่วันที่ 20 พฤศจิกายน 2564 เวลา 16.00–21.00 น.</p>
<p>นายกเทศมนตรีเมืองน้ำใสเปิดเผยว่า รอบนี้จะจำกัดแผงค้าไว้ที่ 120 แผง จากเดิมเกือบ 200 แผง เพื่อให้ทางเดินกว้างขึ้นและเว้นระยะห่างได้ แม่ค้าพ่อค้าทุกคนต้องฉีดวัคซีนครบ 2 เข็มและตรวจ ATK ทุก 7 วัน</p>
<p>ผู้ที่มาเดินตลาดต้องสแกนไทยชนะที่ทางเข้าทั้ง 3 จุด และสวมหน้ากากอนามัยตลอดเวลา ส่วนโซนนั่งกินริมน้ำจะเปิดให้นั่งได้ไม่เกินโต๊ะละ 4 คน</p>
<p>ใครที่อยากจองแผงยังสมัครได้ที่กองสาธารณสุขฯ เทศบาลเมืองน้ำใส ถึงวันที่ 17 พ.ย. นี้ ค่าแผงวันละ 50 บาทเท่าเดิม</p>
</div>
<footer class="entry-footer"><span class="tags-links">แท็ก: <a href="/tag/market/" rel="tag">ตลาดนัด</a>, <a href="/tag/covid19/" rel="tag">โควิด-19</a></span>
<div class="share-buttons"><a class="share-facebook" href="#">แชร์ Facebook</a><a class="share-line" href="#">ส่งต่อทาง LINE</a><a class="share-twitter" href="#">Twitter</a></div></footer>
</article>
<details class="nsn-voices-box" id="reader-voices" data-post="{post}"><summary>เสียงจากผู้อ่าน (3)</summary><div class="nsn-voices__body" aria-live="polite"><p class="nsn-loading">กำลังโหลด…</p></div><p class="nsn-voices__note">อยากร่วมแสดงความเห็น? ส่งข้อความมาที่เพจ Facebook ของเรา แอดมินจะนำมาลงให้ภายใน 24 ชั่วโมง</p></details>
<nav class="navigation post-navigation" aria-label="เรื่อง"><div class="nav-links"><div class="nav-previous"><a href="/2021/11/water-cut-nov/" rel="prev">← ประปาแจ้งปิดน้ำ 17 พ.ย. ชุมชนท่าทราย</a></div><div class="nav-next"><a href="/2021/11/loy-krathong-2564/" rel="next">ลอยกระทงปีนี้จัดแบบเว้นระยะ →</a></div></div></nav>
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_search"><form role="search" action="/"><input type="search" name="s" placeholder="ค้นหา …"><button>ค้นหา</button></form></section>
<section class="widget widget_recent_entries"><h2 class="widget-title">เรื่องล่าสุด</h2><ul>{recent}</ul></section>
<section class="widget widget_text"><h2 class="widget-title">ผู้สนับสนุน</h2><div class="textwidget"><p>ร้านวัสดุก่อสร้างเจริญชัย น้ำใส โทร. 0xx-xxx-xxxx</p><p>[ พื้นที่โฆษณา 300x250 ]</p></div></section>
<section class="widget widget_text"><h2 class="widget-title">ติดตามเรา</h2><div class="textwidget"><p>Facebook: ข่าวเมืองน้ำใส · LINE OpenChat: คนน้ำใส</p></div></section>
</aside>
</div>
<footer id="colophon" class="site-footer"><div class="site-info">© 2564 ข่าวเมืองน้ำใส · ขับเคลื่อนโดย WordPress · ธีม: Sasi Lite</div></footer>
</div>
<div class="pdpa-bar" id="pdpa">เว็บไซต์นี้ใช้คุกกี้เพื่อพัฒนาประสบการณ์ของผู้ใช้ <a href="/privacy-policy/">นโยบายความเป็นส่วนตัว</a> <button type="button" onclick="document.getElementById('pdpa').remove()">ยอมรับ</button></div>
<script src="/wp-content/themes/sasi-lite/js/navigation.js?ver=1.4.2"></script>
<script src="/wp-content/plugins/nsn-voices/assets/voices.js?ver=0.9.3"></script>"""
    css = """body{margin:0;font:17px/1.8 'Sarabun','Noto Sans Thai',Tahoma,sans-serif;color:#333;background:#f6f4ef}a{color:#2c6e49}
.site{max-width:1120px;margin:0 auto;background:#fff}.site-header{padding:24px 30px 0;border-bottom:1px solid #e5e0d5}.site-title{font-size:34px;font-weight:700;margin:0}.site-title a{color:#1e4d35;text-decoration:none}
.site-description{margin:0;color:#888}.menu{display:flex;gap:20px;list-style:none;padding:12px 0;margin:0}.menu a{text-decoration:none;color:#333;font-weight:600}
.site-content{display:grid;grid-template-columns:1fr 300px;gap:40px;padding:30px}.entry-title{font-size:30px;line-height:1.4;margin:6px 0}.cat-links a{background:#2c6e49;color:#fff;padding:1px 8px;font-size:13px;text-decoration:none}
.entry-meta{font-size:14px;color:#888}.entry-footer{font-size:14px;margin-top:20px}.share-buttons{display:flex;gap:10px;margin-top:10px}.share-buttons a{padding:4px 12px;color:#fff;text-decoration:none;border-radius:4px}
.share-facebook{background:#1877f2}.share-line{background:#06c755}.share-twitter{background:#1da1f2}.nsn-voices-box{margin:30px 0;border:1px solid #e5e0d5;border-radius:6px;padding:0 16px}
.nsn-voices-box summary{cursor:pointer;padding:12px 0;font-weight:700;font-size:19px;color:#1e4d35}.nsn-voices{list-style:none;padding:0;margin:0}.nsn-voice{padding:10px 0;border-top:1px dashed #ddd}
.nsn-voice__meta{display:flex;gap:8px;align-items:center;font-size:14px}.nsn-voice__avatar{border-radius:50%}.nsn-voice__name{font-style:normal;font-weight:700}
.nsn-voice__badge{background:#fde68a;font-size:12px;padding:0 6px;border-radius:8px}.nsn-voice__date{color:#999}.nsn-voice__text p{margin:4px 0 0 40px}
.nsn-voices--replies{margin-left:40px}.nsn-voices__note{font-size:13px;color:#888}.post-navigation{display:flex;font-size:14px}.widget-title{font-size:18px;border-bottom:2px solid #2c6e49}
.site-footer{background:#1e4d35;color:#d7e6dc;padding:18px 30px;font-size:14px}.pdpa-bar{position:fixed;bottom:0;left:0;right:0;background:#222;color:#fff;padding:10px 20px;font-size:14px}"""
    html = f"""<!doctype html>
<html lang="th">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ตลาดนัดริมน้ำกลับมาแล้ว! เปิดทุกวันเสาร์ เริ่ม 20 พ.ย. นี้ &#8211; ข่าวเมืองน้ำใส</title>
<meta name="robots" content="index, follow, max-image-preview:large">
<meta property="og:locale" content="th_TH">
<meta property="og:type" content="article">
<meta property="og:title" content="ตลาดนัดริมน้ำกลับมาแล้ว! เปิดทุกวันเสาร์ เริ่ม 20 พ.ย. นี้">
<meta property="og:site_name" content="ข่าวเมืองน้ำใส">
<meta property="article:published_time" content="2021-11-13T00:30:00+00:00">
<meta name="generator" content="WordPress 5.8.2">
<link rel="alternate" type="application/rss+xml" title="ข่าวเมืองน้ำใส &raquo; ฟีด" href="/feed/">
<link rel="https://api.w.org/" href="/wp-json/">
<style id="sasi-lite-style-inline-css">{css}</style>
</head>
<body class="post-template-default single single-post postid-{post} single-format-standard">
{body}
</body>
</html>
"""
    return make(
        "dy-th-namsai-market",
        "revealed",
        "th",
        html,
        cs,
        path="/2021/11/riverside-market-reopens/",
        reveal="details",
        container="details#reader-voices.nsn-voices-box after the WordPress-like post, summary 'เสียงจากผู้อ่าน (3)'; its toggle fetches /wp-json/nsn/v1/voices/4471 and draws ol.nsn-voices > li.nsn-voice (div.nsn-voice__meta: avatar, cite.nsn-voice__name, 'ผู้ดูแลเพจ' badge, time.nsn-voice__date in the Thai Buddhist year; div.nsn-voice__text > p), an answer in ol.nsn-voices--replies inside its parent",
        heading="เสียงจากผู้อ่าน (3)",
        description="A Thai community news blog of November 2021 on a WordPress-like theme (menu, category badge, share to Facebook/LINE/Twitter, post navigation, recent posts, sponsor and follow widgets, PDPA cookie bar): under a market-reopening post, a <details> 'เสียงจากผู้อ่าน (3)' whose readers' voices are fetched when it opens: 3 entries in Buddhist-era dates, the page admin answering one. Never says 'comment'.",
        files={
            "/wp-content/plugins/nsn-voices/assets/voices.js": script,
            "/wp-content/themes/sasi-lite/js/navigation.js": "( function () {\n\tvar nav = document.getElementById( 'site-navigation' );\n\tif ( ! nav ) { return; }\n\tnav.classList.add( 'js-ready' );\n}() );\n",
            f"/wp-json/nsn/v1/voices/{post}": dump(voices),
        },
        check_steps=("click:#reader-voices > summary", "wait:1000"),
    )


def threads2_dy() -> list[Case]:
    return [he_pool(), th_market()]

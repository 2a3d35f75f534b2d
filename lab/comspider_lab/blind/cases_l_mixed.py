"""Blind set L: six mixed pages, this article's discussion beside furniture that mimics it closely: a Japanese
matome blog whose article quotes forum posts in the same shape as the blog's own comments, an open-source blog that
quotes an IRC log above a Haloscan-like comment list, a Facebook-plugin-like thread beside a social activity feed in
the same markup (ar), a Swedish paper's comments beside the family page's birthday greetings and the crossword
winners, Turkish comments beside a dictionary site's entries on the subject, a Chinese personal blog's comments beside
its recent visitors and its other posts."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import PartsK, box, esc, make, rows, story, thread, tree_walk
from comspider_lab.blind.cases_l_plain import _lines
from comspider_lab.blind.cases_l_threads import _av, _ps
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- ja: a matome blog


def matome_ja() -> Case:
    quoted = _lines(
        """
1 | 名無しさん＠おーぷん | 2012/05/03(木) 14:22:11.34 ID:aBc1dEf2 | 近所のスーパーで卵が1パック58円だったんだが
2 | 名無しさん＠おーぷん | 2012/05/03(木) 14:23:40.02 ID:Xy7Qw3Rt | 安すぎワロタ
5 | 名無しさん＠おーぷん | 2012/05/03(木) 14:25:02.88 ID:aBc1dEf2 | お一人様1パックまでだった
8 | 名無しさん＠おーぷん | 2012/05/03(木) 14:27:15.51 ID:Lm4Np8Zs | 昔は毎週やってたよな、ああいう特売
12 | 名無しさん＠おーぷん | 2012/05/03(木) 14:31:49.10 ID:Gh2Jk5Vb | 卵は物価の優等生って言われてるからな
"""
    )
    body = "".join(
        f'<dt class="res-hd">{esc(n)}：<span class="res-name">{esc(nm)}</span>：{esc(d)}</dt><dd class="res-bd">{esc(t)}</dd>'
        for n, nm, d, t in quoted
    )
    c = thread(
        """
名無しさん | 2012年05月03日 15:02 | - | うちの近所は今日98円だった。地域差すごいな
通りすがり | 2012年05月03日 15:10 | - | 58円は赤字覚悟の客寄せでしょ
名無しさん | 2012年05月03日 15:44 | 1 | それな。ついでに他の物を買わせる作戦
主婦歴20年 | 2012年05月03日 16:20 | - | 特売の卵は朝イチで行かないとすぐなくなるよ
名無しさん | 2012年05月03日 18:05 | - | 管理人いつも更新乙
"""
    )
    items = "".join(
        f'<div class="cmt-item" id="cmt{n + 1}"><div class="cmt-hd">{n + 1}. <span class="cmt-name">{esc(x.author)}</span> <span class="cmt-date">{esc(x.when)}</span> '
        f'<span class="cmt-id">ID:{["QwErTy12", "ZxCvBn34", "AsDfGh56", "PoIuYt78", "MnBvCx90"][n]}</span></div><div class="cmt-bd">'
        + (
            f'<a href="#cmt{x.parent + 1}" class="anc">&gt;&gt;{x.parent + 1}</a><br>'
            if x.parent is not None
            else ""
        )
        + f"{esc(x.text)}</div></div>"
        for n, x in enumerate(c)
    )
    st = story(
        "【悲報】卵1パック58円のスーパー、お一人様1パックまで",
        "カテゴリ：生活 | コメント(5)",
        "管理人",
        "2012-05-03T14:50:00+09:00",
        "2012年05月03日",
        """
引用元：ニュー速

卵の特売についてのスレッドをまとめました。
""",
        declare="visible",
    )
    after = (
        f'<dl class="matome-res">{body}</dl><p class="src">引用元：http://example.invalid/test/read.cgi/news/1336022531/</p>'
        f'<div class="comments" id="comments"><h4>この記事へのコメント</h4>{items}</div>'
        '<div class="cmt-form"><b>コメントする</b><input placeholder="名前"><textarea></textarea></div>'
    )
    rail = box("minima", "相互RSS", rows("minima", ["ニュー速まとめ", "生活速報", "ゲーム板まとめ"])) + box(
        "minima",
        "人気記事",
        rows("minima", ["【朗報】新型ゲーム機発売日決定", "子供の頃の夏休みの思い出"], True),
    )
    return make(
        "l-mx-ja-matome",
        "mixed",
        "minima",
        "ja-matome",
        st,
        PartsK(after=after, rail=rail),
        c,
        path="/archives/1822415.html",
        container="div#comments, div.cmt-item ('1. 名無しさん 2012年05月03日 15:02 ID:…'); replies point at their parent with '>>2'",
        heading="この記事へのコメント",
        description="A Japanese matome blog of 2012: the article is five quoted forum posts ('1：名無しさん＠おーぷん：2012/05/03(木) 14:22:11.34 ID:aBc1dEf2' and the text, in a <dl>); below them the blog's own five comments in the same shape ('1. 名無しさん 2012年05月03日 15:02 ID:QwErTy12'), one reply marked '>>2' (not part of its text); only the comments count.",
        lookalikes=("quoted forum posts in the article (number, name, date, ID, text)",),
    )


# --------------------------------------------------------------------------- en: an IRC log in the post, Haloscan-like comments


def irc_en() -> Case:
    log = "\n".join(
        f"[{t}] &lt;{esc(n)}&gt; {esc(m)}"
        for t, n, m in _lines(
            """
14:02 | quokka_dan | ok, tagging 0.9 now
14:02 | mirela | wait, did the windows build pass?
14:03 | quokka_dan | it did on the second try, the first one timed out
14:05 | bjorn_h | changelog still says 0.8.3 at the top
14:06 | quokka_dan | fixed, thanks bjorn
14:09 | mirela | tagged and pushed. congrats everyone
"""
        )
    )
    c = thread(
        """
Oskar Lind | 03.11.11 - 4:40 pm | - | Congratulations! The new plugin API is exactly what I needed for the GPX exporter.
Ruth Abernathy | 03.11.11 - 5:02 pm | - | Any chance of a Debian package this time?
Dan (quokka) | 03.11.11 - 5:30 pm | 1 | Ruth: Bjorn is working on it, should be in unstable next week.
chen.li | 03.11.11 - 9:15 pm | - | Builds fine on FreeBSD 8.2, no patches needed anymore.
"""
    )
    items = "".join(
        f'<div class="hs-comment" style="margin-left:{d * 30}px"><div class="hs-text">{_ps(c[i].text)}</div>'
        f'<div class="hs-meta">{esc(c[i].author)} | <a href="#">Homepage</a> | {esc(c[i].when)} | <a href="#">#</a></div></div>'
        for i, d in tree_walk(c)
    )
    st = story(
        "Quokka 0.9 is out",
        "Posted by Dan at 03:20 PM",
        "Dan Whitfield",
        "2011-03-11T15:20:00+00:00",
        "March 11, 2011",
        """
Quokka 0.9 has been released! This is the biggest release yet: a plugin API, a new map renderer and builds for three platforms.

For the record, here is how the release went down on the channel this afternoon:

Thank you to the nineteen people who contributed code to this release. Downloads are on the usual page.
""",
        declare="og",
    )
    after = (
        f'<pre class="irclog">{log}</pre>'
        f'<div class="comments-hs" id="hs-comments"><h3>Comments [4]</h3>{items}<p class="hs-powered">Commenting and trackback by a free service.</p></div>'
    )
    rail = box(
        "tpad",
        "Recent releases",
        rows("tpad", ["0.8.3 — January 2011", "0.8.2 — October 2010", "0.8 — June 2010"]),
    ) + box("tpad", "Links", rows("tpad", ["Download", "Bug tracker", "Mailing list"]))
    return make(
        "l-mx-en-irclog",
        "mixed",
        "tpad",
        "en-irc",
        st,
        PartsK(after=after, rail=rail),
        c,
        path="/blog/2011/03/quokka-0-9-is-out.html",
        container="div#hs-comments, div.hs-comment: text, then 'Name | Homepage | 03.11.11 - 4:40 pm | #'; the reply by inline margin",
        heading="Comments [4]",
        description="An open-source project's blog of 2011: the post quotes the release channel's IRC log ('[14:02] <quokka_dan> …', six lines in a <pre>) above a Haloscan-like comment list (text first, then 'Name | Homepage | date | #'), one reply indented by inline margin-left.",
        lookalikes=("IRC log in the post (time, nick, message)",),
    )


# --------------------------------------------------------------------------- ar: a Facebook-plugin-like thread beside an activity feed in the same markup


def fb_activity_ar() -> Case:
    c = thread(
        """
أحمد الزعبي | ١٢ مارس ٢٠١٣ الساعة ١٠:١٥ | - | أخيراً سيتم إصلاح شارع الجامعة، الحفر فيه منذ سنوات.
رنا خليل | ١٢ مارس ٢٠١٣ الساعة ١٠:٤٢ | 0 | لكن المدة ستة أشهر، الازدحام سيكون كارثياً.
سامر الحوراني | ١٢ مارس ٢٠١٣ الساعة ١١:٣٠ | - | نتمنى أن يضعوا إشارات واضحة للتحويلات هذه المرة.
ليلى | ١٢ مارس ٢٠١٣ الساعة ١٣:٠٥ | - | شكراً على الخبر المفصل والخريطة.
محمود العمري | ١٣ مارس ٢٠١٣ الساعة ٠٨:٢٠ | - | الأفضل أن يعملوا في الليل كما في دبي.
"""
    )

    def post(i: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<div class="fbx-post">{_av(i, x.author, 32)}<div class="fbx-inner"><a class="fbx-name" href="#">{esc(x.author)}</a>'
            f'<div class="fbx-text">{_ps(x.text)}</div><div class="fbx-actions"><a href="#">رد</a> · <a href="#">أعجبني</a> · <abbr>{esc(x.when)}</abbr></div>'
            + (f'<div class="fbx-replies">{"".join(post(j) for j in kids)}</div>' if kids else "")
            + "</div></div>"
        )

    plugin = (
        '<div class="fb-comments-rendered" id="taliqat"><div class="fbx-top"><b>٥ تعليقات</b> · ترتيب حسب <select><option>الأفضل</option></select></div>'
        '<textarea placeholder="أضف تعليقاً..."></textarea>'
        + "".join(post(i) for i, x in enumerate(c) if x.parent is None)
        + '<div class="fbx-foot"><a href="#">إضافة فيسبوك الاجتماعية</a></div></div>'
    )
    activity = "".join(
        f'<div class="fbx-post">{_av(20 + i, n, 32)}<div class="fbx-inner"><a class="fbx-name" href="#">{esc(n)}</a>'
        f'<div class="fbx-text"><p>{esc(t)}</p></div><div class="fbx-actions"><abbr>{esc(w)}</abbr></div></div></div>'
        for i, (n, t, w) in enumerate(
            _lines(
                """
هبة النابلسي | أوصت بـ: «ارتفاع أسعار الخضار في السوق المركزي» | منذ ٣ ساعات
يوسف الطراونة | علّق على: «الفيصلي يتعادل مع الوحدات» | منذ ٥ ساعات
دانة المصري | أوصت بـ: «مهرجان جرش يعلن برنامجه» | أمس
"""
            )
        )
    )
    st = story(
        "إعادة تأهيل شارع الجامعة تبدأ الشهر المقبل",
        "عمّان - فراس الخطيب",
        "فراس الخطيب",
        "2013-03-12T08:00:00+02:00",
        "الثلاثاء 12 آذار 2013",
        """
أعلنت أمانة عمّان الكبرى أن أعمال إعادة تأهيل شارع الجامعة الأردنية ستبدأ مطلع نيسان وتستمر ستة أشهر.

وتشمل الأعمال تعبيد الشارع وتوسعة الأرصفة وإنشاء جسر للمشاة قرب البوابة الرئيسية.

وستنشر الأمانة خرائط التحويلات المرورية قبل أسبوع من بدء العمل.
""",
        declare="jsonld",
    )
    return make(
        "l-mx-ar-nashat",
        "mixed",
        "grid",
        "ar-fb",
        st,
        PartsK(
            after=box("grid", "", plugin),
            rail=box("grid", "نشاط الأصدقاء", f'<div class="fb-activity-rendered">{activity}</div>'),
        ),
        c,
        path="/mahalliyat/shari-al-jamia-20130312.html",
        container="a Facebook-comments-plugin-like block rendered in the page: div#taliqat, div.fbx-post, replies in div.fbx-replies",
        heading=None,
        description="A Jordanian news site of 2013 (right to left): the article's five comments in a Facebook-plugin-like block rendered in the page (one reply), beside a social activity feed in exactly the same markup (div.fbx-post: name, 'أوصت بـ: «title»', time) about other articles; no heading over the discussion; JSON-LD.",
        lookalikes=("social activity feed in the plugin's own markup",),
    )


# --------------------------------------------------------------------------- sv: comments beside birthday greetings and crossword winners


def korsord_sv() -> Case:
    c = thread(
        """
Gunnel Andersson | 2010-08-16 kl 09:12 | - | Äntligen ett nytt äldreboende i Tranemo. Min mamma har stått i kö i två år.
Per-Erik | 2010-08-16 kl 10:30 | - | Fyrtio platser räcker inte långt när vi blir allt fler äldre i kommunen.
Lena S | 2010-08-16 kl 11:48 | 1 | Det står ju att de bygger ut med tjugo platser till 2013.
Kjell Johansson | 2010-08-16 kl 19:05 | - | Bra att det ligger nära vårdcentralen.
"""
    )
    items = "".join(
        f'<div class="inlagg{" svar" if d else ""}"><p class="inlagg-av"><b>{esc(c[i].author)}</b> <span>{esc(c[i].when)}</span></p><div class="inlagg-text">{_ps(c[i].text)}</div>'
        '<p class="inlagg-l"><a href="#">Svara</a> · <a href="#">Anmäl</a></p></div>'
        for i, d in tree_walk(c)
    )
    greet = "".join(
        f'<div class="inlagg grattis"><p class="inlagg-av"><b>{esc(n)}</b> <span>{esc(d)}</span></p><div class="inlagg-text"><p>{esc(t)}</p></div></div>'
        for n, d, t in _lines(
            """
Elsa Karlsson, Svenljunga | fyller 5 år den 17 augusti | Grattis vår lilla solstråle! Kramar från mormor och morfar.
Bertil Nyström, Ulricehamn | fyller 80 år den 18 augusti | Hjärtliga gratulationer på din stora dag önskar Inga, barn och barnbarn.
Maja och Oskar, Tranemo | gifte sig den 14 augusti i Ambjörnarps kyrka | Vi gratulerar! Familjen Svensson.
"""
        )
    )
    winners = rows(
        "grid",
        [
            f"<b>{esc(n)}</b>, {esc(t)}"
            for n, t in _lines("Ingrid Holm | Limmared\nGöran Wik | Dalstorp\nAnn-Britt Ek | Hökerum")
        ],
    )
    st = story(
        "Nytt äldreboende med 40 platser i Tranemo",
        "Av Karin Bergqvist",
        "Karin Bergqvist",
        "2010-08-16T06:00:00+02:00",
        "Publicerad 16 augusti 2010 kl 06.00",
        """
Kommunfullmäktige i Tranemo har beslutat att bygga ett nytt äldreboende med 40 platser intill vårdcentralen.

Bygget beräknas starta i vår och boendet ska stå klart hösten 2012. Ytterligare 20 platser planeras till 2013.

Kostnaden beräknas till 62 miljoner kronor.
""",
        declare="og",
    )
    after = (
        "<style>.svar{margin-left:34px}</style>"
        f'<div class="debatt" id="debatt"><h3>Tyck till</h3>{items}<p class="regler">Vi granskar alla inlägg innan de publiceras.</p></div>'
    )
    rail = box("grid", "Familj: Grattis!", greet) + box(
        "grid", "Veckans korsord – vinnare", winners + "<p>Vinnarna får två biobiljetter.</p>"
    )
    return make(
        "l-mx-sv-grattis",
        "mixed",
        "grid",
        "sv-kw",
        st,
        PartsK(after=after, rail=rail),
        c,
        path="/nyheter/tranemo/nytt-aldreboende-40-platser-1-1120433",
        container="div#debatt, div.inlagg (a reply with class svar)",
        heading="Tyck till",
        description="A Swedish local paper of 2010: four readers' posts under 'Tyck till' (no word for comment; 'Svara · Anmäl', one reply), beside the family page's birthday and wedding greetings in the same div.inlagg markup (name and town, the occasion, the family's message) and the crossword winners; a path without an extension.",
        lookalikes=("birthday and wedding greetings in the thread's own markup", "crossword winners"),
    )


# --------------------------------------------------------------------------- tr: comments beside a dictionary site's entries


def eksi_tr() -> Case:
    c = thread(
        """
Mehmet Yılmaz | 15.05.2013 10:14 | - | Tramvay Çamlıca'ya gelirse arabayı evde bırakırım, söz.
Ayşe K. | 15.05.2013 11:02 | 0 | Bende aynısını düşünüyorum ama 2015 çok uzak.
Eskişehirli Öğrenci | 15.05.2013 12:40 | - | Kampüse de bir hat lazım, otobüsler sabah dolu.
Hasan Usta | 15.05.2013 16:22 | - | Yol çalışmaları yine esnafı vuracak, belediye bunu düşünsün.
Zeynep | 15.05.2013 21:05 | - | Güzel haber, teşekkürler.
"""
    )
    items = "".join(
        f'<li class="yorum{" cevap" if d else ""}"><div class="y-metin">{_ps(c[i].text)}</div><div class="y-imza">({esc(c[i].author)}, {esc(c[i].when)})</div>'
        '<div class="y-btn"><a href="#">Cevapla</a> · <a href="#">👍</a> <a href="#">👎</a></div></li>'
        for i, d in tree_walk(c)
    )
    entries = "".join(
        f'<li class="yorum"><div class="y-metin"><p>{esc(t)}</p></div><div class="y-imza">({esc(n)}, {esc(w)})</div></li>'
        for t, n, w in _lines(
            """
eskişehir'in en güzel yanı, gece ikide bile tramvayla eve dönebilmek. | porsuk kenari | 03.02.2013 01:12
hattın uzatılacağı her seçim döneminde söylenen şehir efsanesi. | bayram degil seyran | 11.04.2013 18:40
öğrenci şehrinin can damarı. sınav haftası dolup taşar. | anadolu ogrencisi | 02.05.2013 09:05
"""
        )
    )
    st = story(
        "Tramvay hattı Çamlıca'ya uzatılıyor",
        "Haber: Serkan Demir",
        "Serkan Demir",
        "2013-05-15T09:00:00+03:00",
        "15 Mayıs 2013, 09:00",
        """
Büyükşehir Belediyesi, tramvay hattının Çamlıca ve Batıkent mahallelerine uzatılması için ihaleye çıktı.

Yeni hat 7 kilometre olacak ve 11 durak içerecek. Çalışmaların 2015 yılında tamamlanması planlanıyor.

Belediye, inşaat sırasında esnafa destek verileceğini açıkladı.
""",
        declare="og",
    )
    after = (
        "<style>.cevap{margin-left:36px}</style>"
        f'<div class="yorumlar" id="yorumlar"><h3>Okur Yorumları (5)</h3><ul class="y-list">{items}</ul></div>'
        f'<div class="sozluk-kutu"><h3>Sözlükte bu konu: "eskişehir tramvayı"</h3><ul class="y-list">{entries}</ul><p><a href="#">devamını sözlükte oku »</a></p></div>'
    )
    return make(
        "l-mx-tr-sozluk",
        "mixed",
        "portal",
        "tr-eksi",
        st,
        PartsK(
            after=after,
            rail=box(
                "portal",
                "Çok Okunanlar",
                rows("portal", ["Es-Es'te transfer", "Porsuk'ta tekne turu", "Yaz saati uygulaması"], True),
            ),
        ),
        c,
        path="/kent/tramvay-hatti-camlicaya-uzatiliyor-h48211.html",
        container="div#yorumlar, ul.y-list of li.yorum: the text, then '(Name, 15.05.2013 10:14)'; a reply with class cevap",
        heading="Okur Yorumları (5)",
        description="A Turkish city news site of 2013: five readers' comments (text first, then '(Name, date)', one reply), and right below them a box of a dictionary site's entries on the subject in the same markup (entry, '(nick, date)'), about the city's tram in general and written elsewhere.",
        lookalikes=("dictionary-site entries on the subject, in the comments' own markup",),
    )


# --------------------------------------------------------------------------- zh: a personal blog's comments beside its visitors and other posts


def sina_zh() -> Case:
    c = thread(
        """
桃李满园 | 2011-04-06 09:12 | - | 周老师写得真好，想起当年您带我们去郊游的情景。
小林 | 2011-04-06 10:30 | - | 清明回老家也看到了满山的油菜花，谢谢分享。
老周的博客 | 2011-04-06 12:05 | 1 | 小林，你老家是哪里的？有空发几张照片来看看。
山里人 | 2011-04-07 20:48 | - | 文章里说的那座石桥，我小时候也走过。
"""
    )
    items = "".join(
        f'<div class="cmt{" reply" if d else ""}"><div class="cmt-t"><a href="#">{esc(c[i].author)}</a>'
        + ("<span class='bz'>[博主]</span>" if c[i].author == "老周的博客" else "")
        + f' <em>{esc(c[i].when)}</em></div><div class="cmt-c">{_ps(c[i].text)}</div><div class="cmt-b"><a href="#">回复</a> <a href="#">删除</a></div></div>'
        for i, d in tree_walk(c)
    )
    visitors = "".join(
        f'<li class="ti"><img src="/_avatar/v{i}.svg" width="30" height="30" alt=""> <a href="#">{esc(n)}</a> <em>{esc(w)}</em></li>'
        for i, (n, w) in enumerate(
            _lines("江南雨 | 3分钟前\n桃李满园 | 1小时前\n退休教师老王 | 4月5日\n小林 | 4月5日")
        )
    )
    others = "".join(
        f'<li class="ti"><a href="#">{esc(t)}</a> <em>{esc(d)}</em> <span>阅读({esc(r)}) 评论({esc(k)})</span></li>'
        for t, d, r, k in _lines(
            "春天的菜园 | 2011-03-28 | 231 | 6\n我的第一堂课 | 2011-03-15 | 412 | 11\n孙女学钢琴 | 2011-03-02 | 188 | 3"
        )
    )
    st = story(
        "清明回乡记",
        "老周",
        "周建国",
        "2011-04-05T21:30:00+08:00",
        "(2011-04-05 21:30:15)",
        """
今年清明，和老伴一起回了一趟乡下老家，给父母扫墓。

山上的油菜花开得正好，村口那座石桥还在，只是桥下的小河已经快干了。

晚上住在堂弟家，吃了一顿地道的农家饭。
""",
        declare="visible",
    )
    after = (
        '<div class="blk" id="pinglun"><div class="blk-hd"><h3>评论</h3></div><div class="blk-bd">'
        f"{items}<p>发评论</p><textarea></textarea></div></div>"
        + box("portal", "博主的其他文章", f'<ul class="txtlist">{others}</ul>')
    )
    return make(
        "l-mx-zh-fangke",
        "mixed",
        "portal",
        "zh-sina",
        st,
        PartsK(
            after=after,
            rail=box("portal", "最近访客", f'<ul class="txtlist">{visitors}</ul>')
            + box("portal", "个人资料", "<p>老周 · 湖南长沙</p>"),
        ),
        c,
        path="/s/blog_4a7c1e0102qx8z.html",
        container="div.blk#pinglun, div.cmt (a reply with class reply; the blogger's answer marked [博主])",
        heading="评论",
        description="A Chinese personal blog of 2011 on a hosted platform: four comments (one the blogger's answer, marked [博主], with class reply), beside the recent visitors (avatar, name, '3分钟前', two of them also commenters) and the blogger's other posts with '阅读(231) 评论(6)'; only the visible date.",
        lookalikes=("recent visitors with times", "other posts with read and comment counts"),
    )

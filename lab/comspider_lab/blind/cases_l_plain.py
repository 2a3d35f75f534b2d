"""Blind set L: ten article pages of 2008-2014 without any reader comment, full of the era's furniture with names and
times of kinds earlier sets did not use: a blog carnival and shared-items gadget, a volunteer translators' list and a
social activity feed, a mailing-list thread index and a planet of members' blogs, a journal's friends updates, a
social-news box, a book site's readers list, a social reader box, a personnel list, crowdfunding supporters, puzzle
solvers; and the empty comment systems of the era (0 comments, 'be the first', sort links over nothing)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import PartsK, Story, box, esc, make, rows, story
from comspider_lab.blind.model import Case


def _lines(block: str) -> list[list[str]]:
    return [[p.strip() for p in ln.split("|")] for ln in block.strip().splitlines() if ln.strip()]


def _la(
    case_id: str,
    template: str,
    site: str,
    st: Story,
    parts: PartsK,
    path: str,
    description: str,
    lookalikes: tuple[str, ...],
) -> Case:
    return make(
        case_id,
        "lookalike",
        template,
        site,
        st,
        parts,
        [],
        path=path,
        container="-",
        heading=None,
        description=description,
        lookalikes=lookalikes,
    )


# --------------------------------------------------------------------------- en: a blog carnival, shared items, 0 comments


def carnival_en() -> Case:
    entries = _lines(
        """
Meg Talbot | Why I stopped buying tomato seedlings | Muddy Boots Diary | Three years of starting my own from seed, and the one mistake I made every spring.
Raj Patel | Compost tea: worth the fuss? | The Allotment Ledger | A side-by-side test on two beds of runner beans.
Corinne Lacey | Pickling the last of the cucumbers | Jars on the Sill | My grandmother's recipe, slightly less salt.
Hank Oyelaran | A raised bed for under $40 | Backyard Engineer | Pallet wood, a weekend and a borrowed drill.
Tess Morrow | Letting the chickens into the garden (mistake) | Feathers & Furrows | They ate every strawberry in an hour.
"""
    )
    carnival = "".join(
        f'<p class="carnival-entry"><b>{esc(n)}</b> presents <a href="#">{esc(t)}</a> posted at <a href="#">{esc(b)}</a>, saying, “{esc(s)}”</p>'
        for n, t, b, s in entries
    )
    shared = "".join(
        f'<li><a href="#">{esc(t)}</a> <span class="src">from {esc(s)}</span><br><i>{esc(note)}</i> <span class="when">{esc(w)}</span></li>'
        for t, s, note, w in _lines(
            """
Saving seeds from heirloom beans | The Seed Keeper | Doing this with my Cherokee Trail of Tears beans this year. | 2 days ago
Ten uses for green tomatoes | Kitchen Garden Weekly | Number 7 is our favourite. | 4 days ago
The slug wars, continued | Muddy Boots Diary | Beer traps won again. | 6 days ago
"""
        )
    )
    st = story(
        "Garden Blog Carnival #14: the end-of-summer edition",
        "Posted by Liz at 9:12 PM",
        "Liz Hammond",
        "2009-09-13T21:12:00-05:00",
        "Sunday, September 13, 2009",
        """
Welcome to the fourteenth edition of the Garden Blog Carnival! Thank you to everyone who sent in a post this month; there were more than ever.

Here are this month's picks, in the order they arrived.

The next edition will be hosted by Raj at The Allotment Ledger on October 11. Submit your posts through the carnival form by October 8.
""",
        declare="visible",
    )
    after = (
        '<div class="post-footer-line">Labels: <a href="#">blog carnival</a>, <a href="#">garden</a></div>'
        '<div class="comments" id="comments"><a name="comments"></a><h4>0 comments:</h4><p class="comment-footer"><a href="#">Post a Comment</a></p></div>'
        '<div class="blog-pager"><a href="#">Newer Post</a> <a href="/">Home</a> <a href="#">Older Post</a></div>'
        '<div class="post-feeds">Subscribe to: <a href="#">Post Comments (Atom)</a></div>'
    )
    rail = (
        box("minima", "My shared items", f"<ul>{shared}</ul>")
        + box("minima", "About Me", "<p>Liz · Ohio · View my complete profile</p>")
        + box("minima", "Blog Archive", rows("minima", ["▼ 2009 (48)", "► 2008 (61)"]))
    )
    return _la(
        "l-la-en-carnival",
        "minima",
        "en-blog",
        st,
        PartsK(inbody=f'<div class="carnival">{carnival}</div>', after=after, rail=rail),
        "/2009/09/garden-blog-carnival-14.html",
        "A hosted blog's carnival post of 2009: the post itself lists five bloggers' submissions ('Name presents Title posted at Blog, saying, “…”'); a shared-items gadget (title, source, the sharer's note, '2 days ago'); Blogger's empty '0 comments:' block with 'Post a Comment' and 'Subscribe to: Post Comments (Atom)'.",
        ("blog carnival entries", "shared items with notes", "empty comment block"),
    )


# --------------------------------------------------------------------------- fr: translators, an activity feed, an empty embed


def traductions_fr() -> Case:
    trans = "".join(
        f'<li><a href="#">{esc(lang)}</a> — traduit par <span class="trad">{esc(n)}</span> le {esc(d)}</li>'
        for lang, n, d in _lines(
            """
Español | Lucía Méndez | 3 mai 2011
English | Tom Ashworth | 3 mai 2011
Português | Renata Lobo | 4 mai 2011
Malagasy | Fanja Rakoto | 6 mai 2011
"""
        )
    )
    feed = "".join(
        f'<div class="fbact-item"><img src="/_avatar/fa{i}.svg" width="30" height="30" alt=""> <b>{esc(n)}</b> a recommandé <a href="#">{esc(t)}</a>. <span class="fbact-time">{esc(w)}</span></div>'
        for i, (n, t, w) in enumerate(
            _lines(
                """
Paul Marin | Sénégal : les blogueurs racontent la coupure d'électricité | il y a 3 heures
Aïcha Diallo | Madagascar : la vanille, une année noire | il y a 5 heures
Clément Forgues | Bolivie : le débat sur la route du TIPNIS | hier
"""
            )
        )
    )
    quotes = "".join(
        f'<blockquote class="bq"><p>{esc(q)}</p><footer>— <a href="#">{esc(n)}</a>, {esc(d)}</footer></blockquote>'
        for n, d, q in _lines(
            """
Koffi Mensah | 28 avril 2011 | À Lomé, la coupure a duré onze heures hier. Les commerçants du grand marché ont fermé à midi.
Afi Dzifa | 29 avril 2011 | On nous promet un nouveau barrage depuis dix ans. En attendant, on achète des bougies.
"""
        )
    )
    empty = (
        '<div id="embed-cmts" class="emb2"><div class="emb2-bar"><b>0 commentaire</b> · Trier par <a href="#">Les plus récents</a> | <a href="#">Les plus anciens</a> | <a href="#">Les meilleurs</a></div>'
        '<textarea placeholder="Participer à la discussion…"></textarea><p class="emb2-empty">Soyez le premier à commenter.</p></div>'
    )
    st = story(
        "Togo : les blogueurs face aux coupures d'électricité",
        "Écrit par Mawuli Agbeko",
        "Mawuli Agbeko",
        "2011-05-02T14:00:00+00:00",
        "2 mai 2011",
        """
Depuis le début du mois d'avril, les coupures d'électricité se multiplient à Lomé. Sur leurs blogs, les Togolais racontent leur quotidien.

Voici ce qu'en disent deux blogueurs de la capitale.

La compagnie d'électricité annonce un retour à la normale pour la fin du mois de juin.
""",
    )
    return _la(
        "l-la-fr-traductions",
        "grid",
        "fr-gv",
        st,
        PartsK(
            inbody=quotes,
            after=box("grid", "Cet article a été traduit en", f"<ul>{trans}</ul>") + empty,
            rail=box("grid", "Activité récente", feed)
            + box("grid", "Thèmes", "<p>Énergie · Droits humains · Médias citoyens</p>"),
        ),
        "/2011/05/02/togo-blogueurs-coupures-electricite/",
        "A citizen-media site of 2011: two bloggers quoted in the article (blockquote, name, date), the volunteer translators of the article into four languages with dates, a social activity feed ('Name a recommandé Title. · il y a 3 heures') and an empty comment embed ('0 commentaire', sort links, 'Soyez le premier à commenter.').",
        ("quoted bloggers", "translators with dates", "social activity feed", "empty comment embed"),
    )


# --------------------------------------------------------------------------- de: a mailing-list thread index and a planet


def mailingliste_de() -> Case:
    def tree(items: list[tuple[int, str, str, str]], at: int = 0, depth: int = 0) -> str:
        out, i = "", at
        while i < len(items) and items[i][0] == depth:
            _, subj, name, when = items[i]
            j = i + 1
            while j < len(items) and items[j][0] > depth:
                j += 1
            kids = tree(items[i + 1 : j], 0, depth + 1) if j > i + 1 else ""
            out += f'<li><a href="#"><b>{esc(subj)}</b></a> <i>{esc(name)}</i> <span class="ml-date">{esc(when)}</span>{kids}</li>'
            i = j
        return f"<ul>{out}</ul>"

    idx = tree(
        [
            (0, "[lug-ba] Treffen im März: Thema Raspberry?", "Jonas Pfister", "Di 3 Mär 2009 14:02:11 CET"),
            (
                1,
                "Re: [lug-ba] Treffen im März: Thema Raspberry?",
                "Sabine Krauß",
                "Di 3 Mär 2009 15:40:02 CET",
            ),
            (
                2,
                "Re: [lug-ba] Treffen im März: Thema Raspberry?",
                "Jonas Pfister",
                "Di 3 Mär 2009 16:05:49 CET",
            ),
            (
                1,
                "Re: [lug-ba] Treffen im März: Thema Raspberry?",
                "Heiner Wolf",
                "Mi 4 Mär 2009 09:12:30 CET",
            ),
            (0, "[lug-ba] Drucker unter Debian Lenny", "Frank Leitner", "Do 5 Mär 2009 20:31:17 CET"),
            (1, "Re: [lug-ba] Drucker unter Debian Lenny", "Matthias Ott", "Do 5 Mär 2009 21:02:44 CET"),
        ]
    )
    planet = "".join(
        f'<li><b>{esc(n)}</b>: <a href="#">{esc(t)}</a><br><small>{esc(w)}</small></li>'
        for n, t, w in _lines(
            """
Sabine Krauß | Backup mit rsnapshot, Teil 2 | 6. März 2009, 22:10
Heiner Wolf | Mein neuer Thinkpad und Suspend | 5. März 2009, 19:44
Jonas Pfister | Bericht vom Chemnitzer Linuxtag | 2. März 2009, 08:30
"""
        )
    )
    st = story(
        "Install-Party im Jugendzentrum: 23 Rechner mit Linux",
        "Geschrieben von Matthias Ott",
        "Matthias Ott",
        "2009-03-08T12:00:00+01:00",
        "8. März 2009",
        """
Am Samstag haben wir im Jugendzentrum am Margaretendamm unsere dritte Install-Party veranstaltet. 23 Rechner bekamen ein frisches Ubuntu oder Debian.

Besonders gefragt war Hilfe bei WLAN-Karten und Druckern. Die Diskussion dazu läuft auf der Mailingliste weiter.

Das nächste Treffen ist am 17. März um 19 Uhr im Café Abseits.
""",
        declare="metadate",
    )
    return _la(
        "l-la-de-mailingliste",
        "tpad",
        "de-ml",
        st,
        PartsK(
            after=box("tpad", "Aus der Mailingliste (März 2009)", f'<div class="ml-index">{idx}</div>')
            + '<p class="entry-footer">Kommentare sind für diesen Beitrag deaktiviert. Diskutiert bitte auf der Mailingliste.</p>',
            rail=box("tpad", "Planet LUG Bamberg", f"<ul>{planet}</ul>")
            + box("tpad", "Nächstes Treffen", "<p>17. März, 19 Uhr, Café Abseits</p>"),
        ),
        "/2009/03/install-party-jugendzentrum.html",
        "A Linux user group's blog of 2009: a mailing-list archive's thread index under the post (nested <ul>: subject, sender, 'Di 3 Mär 2009 14:02:11 CET', replies 'Re:' indented), a planet of members' blog posts with names and times; comments switched off for the post.",
        ("mailing-list thread index, nested", "planet of members' blogs"),
    )


# --------------------------------------------------------------------------- ru: a journal's friends updates and communities


def lj_druzya_ru() -> Case:
    friends = "".join(
        f'<tr><td><b>{esc(u)}</b></td><td><a href="#">{esc(t)}</a></td><td><small>{esc(w)}</small></td></tr>'
        for u, t, w in _lines(
            """
lesnoy_kot | Снегири прилетели | 12 минут назад
onega_photo | Кижи в тумане, 14 фото | 40 минут назад
tanya_sever | Про варенье из морошки | 2 часа назад
petrozavodsk_ru | Анонс: лекция о перелётных птицах | 5 часов назад
"""
        )
    )
    comms = "".join(
        f"<li>{esc(n)} <small>({esc(m)})</small></li>"
        for n, m in _lines(
            """
ru_birds | 12 408 участников
karelia_travel | 8 911 участников
ru_nature_photo | 31 255 участник
"""
        )
    )
    top = "".join(
        f"<li><b>{esc(u)}</b>: <a href='#'>{esc(t)}</a> <small>{esc(c)}</small></li>"
        for u, t, c in _lines(
            """
drugoi_gorod | Как я ездил на Урал на велосипеде | 1 248 комментариев
moskva_live | Пробки на Садовом: фоторепортаж | 684 комментария
"""
        )
    )
    st = story(
        "Первые свиристели",
        "Current Mood: радостный · Current Location: Петрозаводск",
        "severnaya_ptitsa",
        "2010-11-02T09:10:00+00:00",
        "Nov. 2nd, 2010 at 12:10 PM",
        """
Сегодня утром у нас во дворе на рябине — первые свиристели! Штук тридцать, не меньше. Успела сфотографировать, пока не улетели.

В прошлом году они прилетели только в середине декабря.

Фотографии ниже, кликабельно.
""",
        declare="visible",
    )
    after = (
        '<div class="entry-links" style="margin:10px"><b>Tags:</b> <a href="#">птицы</a>, <a href="#">свиристель</a><br>'
        '<a href="#">Нет комментариев</a> | <a href="#">Оставить комментарий</a> | <a href="#">Поделиться</a></div>'
    )
    return _la(
        "l-la-ru-druzya",
        "journal",
        "ru-lj2",
        st,
        PartsK(
            after=after,
            rail=box("journal", "Друзья: последние записи", f'<table width="100%">{friends}</table>')
            + box("journal", "Сообщества", f"<ul>{comms}</ul>")
            + box("journal", "Популярное", f"<ul>{top}</ul>"),
        ),
        "/users/severnaya_ptitsa/20511.html",
        "A LiveJournal-like journal entry of 2010 with 'Current Mood' and 'Current Location', the links 'Нет комментариев | Оставить комментарий', the friends' latest entries (user, title, '12 минут назад'), communities with member counts, popular entries with comment counts.",
        ("friends' updates", "communities", "popular entries with comment counts", "'no comments' links"),
    )


# --------------------------------------------------------------------------- es: a social-news box and an empty stream


def meneame_es() -> Case:
    items = "".join(
        f'<div class="mn-item"><div class="mn-votes"><b>{esc(v)}</b> meneos</div><h4><a href="#">{esc(t)}</a></h4>'
        f'<p class="mn-by">por <a href="#">{esc(u)}</a> {esc(w)} · <a href="#">{esc(c)}</a></p><p class="mn-txt">{esc(d)}</p></div>'
        for v, t, u, w, c, d in _lines(
            """
412 | La Albufera registra la peor sequía en cuarenta años | tonet_rib | hace 3 horas | 87 comentarios | Los arroceros piden adelantar el riego de septiembre.
298 | Un instituto de Alzira instala placas solares con el dinero de la cooperativa | marieta_v | hace 5 horas | 41 comentarios | Los alumnos calcularon la instalación en clase de física.
176 | El tren de Cullera volverá a parar en Sueca | xativi_ | hace 7 horas | 23 comentarios | La parada se suprimió en 2009 por obras.
"""
        )
    )
    empty = (
        '<div class="jkx-wrap" id="jkx"><div class="jkx-top"><b>0 Comentarios</b> · Ordenar: <a href="#">Más recientes</a> | <a href="#">Más antiguos</a></div>'
        '<textarea placeholder="Escribe tu comentario"></textarea><p class="jkx-empty">Sé el primero en comentar esta noticia.</p><p class="jkx-pw">Comentarios por JK</p></div>'
    )
    latest = rows(
        "portal",
        [
            f"<span class='hora'>{esc(h)}</span> <a href='#'>{esc(t)}</a>"
            for h, t in _lines(
                """
13:42 | Cortes de tráfico por la media maratón
12:15 | El Alzira ficha a un delantero del Ontinyent
10:03 | Abre el nuevo mercado municipal
"""
            )
        ],
    )
    st = story(
        "La Ribera estrena red de carriles bici entre pueblos",
        "Vicent Soler | Alzira",
        "Vicent Soler",
        "2012-10-05T09:30:00+02:00",
        "05/10/2012 09:30",
        """
Los ayuntamientos de Alzira, Carcaixent y Sueca inauguraron este viernes 32 kilómetros de carriles bici que unen los tres municipios.

El recorrido aprovecha antiguos caminos de huerta y está señalizado con paneles en valenciano y castellano.

La Mancomunidad prevé ampliarlo hasta Cullera en 2013.
""",
        declare="og",
    )
    return _la(
        "l-la-es-meneos",
        "portal",
        "es-mn",
        st,
        PartsK(
            after=empty,
            rail=box("portal", "Lo más meneado de la Ribera", items) + box("portal", "Última hora", latest),
        ),
        "/ribera/carriles-bici-entre-pueblos-20121005.html",
        "A regional paper of 2012: a social-news box of other stories (votes 'meneos', title, 'por nick hace 3 horas', '87 comentarios', summary), a latest-news box with times, and an empty JS-Kit-like stream under the article ('0 Comentarios', sort links, 'Sé el primero en comentar esta noticia.').",
        ("social-news box with nicks, times and comment counts", "latest news", "empty comment stream"),
    )


# --------------------------------------------------------------------------- zh: who reads this book


def douban_zh() -> Case:
    readers = "".join(
        f'<li class="ti"><img src="/_avatar/z{i}.svg" width="24" height="24" alt=""> <a href="#">{esc(u)}</a> <span class="d">{esc(d)}</span> <span class="s">{esc(s)}</span>'
        + (f'<p class="n">{esc(n)}</p>' if n else "")
        + "</li>"
        for i, (u, d, s, n) in enumerate(
            _lines(
                """
小鹿斑比 | 2012-05-03 | 想读 | 听朋友推荐的，据说结尾很意外。
阿木 | 2012-05-03 | 在读 |
书虫老王 | 2012-05-02 | 读过 | 第三章写外婆的部分看哭了。
雨天不出门 | 2012-05-01 | 想读 |
晨光 | 2012-04-30 | 读过 | 比作者上一本好。
"""
            )
        )
    )
    empty = '<div class="blk" id="pinglun"><div class="blk-hd"><h3>网友评论</h3></div><div class="blk-bd"><p>暂无评论，快来抢沙发！</p><textarea></textarea><button>发表</button></div></div>'
    st = story(
        "新书推荐：《河边的外婆》",
        "本刊记者 林晓",
        "林晓",
        "2012-05-04T10:00:00+08:00",
        "2012年05月04日 10:00",
        """
青年作家周川的新作《河边的外婆》近日出版。小说以江南小镇为背景，讲述了三代女性的故事。

作者用细腻的笔触描写了外婆在河边洗衣、做饭、讲故事的日常。

本书由江南文艺出版社出版，定价32元。
""",
        declare="jsonld",
    )
    return _la(
        "l-la-zh-shuyou",
        "portal",
        "zh-db",
        st,
        PartsK(
            after=empty,
            rail=box("portal", "谁读这本书？", f'<ul class="txtlist">{readers}</ul>')
            + box(
                "portal",
                "喜欢这本书的人也喜欢",
                rows("portal", ["《小城三月》", "《外婆的厨房》", "《江南旧事》"]),
            ),
        ),
        "/shuping/hebian-de-waipo-20120504.html",
        "A Chinese book weekly of 2012: 'who reads this book?' (user, date, 想读/在读/读过, sometimes a short note), books liked by the same readers, and an empty comment box ('暂无评论，快来抢沙发！').",
        ("readers of the book with dates and notes", "empty comment box"),
    )


# --------------------------------------------------------------------------- ar: a social reader and an empty plugin


def social_reader_ar() -> Case:
    reader = "".join(
        f'<li class="mod-item"><img src="/_avatar/a{i}.svg" width="28" height="28" alt=""> <b>{esc(n)}</b> قرأ <a href="#">{esc(t)}</a> <small>{esc(w)}</small></li>'
        for i, (n, t, w) in enumerate(
            _lines(
                """
فهد العنزي | ارتفاع أسعار الذهب في سوق المباركية | منذ ١٢ دقيقة
نورة الصباح | افتتاح مكتبة جديدة في السالمية | منذ ساعة
عبدالله المطيري | القادسية يتأهل إلى نصف النهائي | منذ ٣ ساعات
"""
            )
        )
    )
    quote = '<blockquote class="hikma"><p>«الحياة بلا أصدقاء كصحراء بلا ماء.»</p><footer>— من الأمثال العربية</footer></blockquote>'
    empty = (
        '<div class="fb-comments-rendered"><div class="fbx-top"><b>0 تعليق</b> · ترتيب حسب <select><option>الأقدم</option></select></div>'
        '<textarea placeholder="أضف تعليقاً..."></textarea><div class="fbx-foot"><a href="#">إضافة فيسبوك الاجتماعية</a></div></div>'
    )
    st = story(
        "افتتاح سوق السمك الجديد في شرق",
        "الكويت - خالد الرشيدي",
        "خالد الرشيدي",
        "2012-12-10T09:00:00+03:00",
        "الاثنين 10 ديسمبر 2012",
        """
افتتح أمس سوق السمك الجديد في منطقة شرق بعد أعمال تطوير استمرت عامين، بمشاركة أكثر من ستين بائعاً.

ويضم السوق قاعة للمزاد ومطاعم تطل على البحر ومواقف لأربعمئة سيارة.

وقال مدير السوق إن المزاد سيبدأ يومياً في الخامسة صباحاً.
""",
        declare="og",
    )
    return _la(
        "l-la-ar-qurraa",
        "grid",
        "ar-sr",
        st,
        PartsK(
            after=empty,
            rail=box("grid", "أصدقاؤك يقرؤون", f'<ul class="mod-list">{reader}</ul>')
            + box("grid", "حكمة اليوم", quote),
        ),
        "/mahalliyat/souq-al-samak-sharq-20121210.html",
        "A Kuwaiti news site of 2012 (right to left): a social reader box ('Name قرأ Title · منذ ١٢ دقيقة'), a saying of the day, and an empty comments plugin as rendered ('0 تعليق', 'أضف تعليقاً...', 'إضافة فيسبوك الاجتماعية').",
        ("social reader activity", "saying of the day", "empty comments plugin"),
    )


# --------------------------------------------------------------------------- ja: a personnel list


def jinji_ja() -> Case:
    recs = "".join(
        f'<tr><td class="co">{esc(co)}</td><td class="d">{esc(d)}</td><td class="post">{esc(p)}</td><td class="nm">{esc(n)}</td><td class="old">{esc(o)}</td></tr>'
        for co, d, p, n, o in _lines(
            """
北陸第一銀行 | 6月28日 | 取締役頭取 | 山岸 健一 | 専務取締役
北陸第一銀行 | 6月28日 | 専務取締役 | 中川 博之 | 常務取締役
富山精機 | 6月25日 | 代表取締役社長 | 森田 恵子 | 取締役営業本部長
金沢交通 | 7月1日 | 常務取締役 | 石田 大輔 | 総務部長
福井繊維工業 | 6月27日 | 監査役 | 小林 正和 | 経理部長
"""
        )
    )
    st = story(
        "北陸の主要企業 役員人事（6月下旬〜7月）",
        "北陸経済新報 編集部",
        "編集部",
        "2011-06-20T05:00:00+09:00",
        "2011年6月20日 5時00分",
        """
北陸3県の主要企業の株主総会が今月下旬に集中する。本紙が集計した主な役員人事は以下の通り（敬称略、かっこ内は旧職）。

北陸第一銀行は山岸健一専務が頭取に昇格する。富山精機では初の女性社長が誕生する。
""",
        declare="jsonld",
    )
    return _la(
        "l-la-ja-jinji",
        "grid",
        "ja-jinji",
        st,
        PartsK(
            after=f'<table class="jinji" border="1" cellpadding="4"><tr><th>会社</th><th>日付</th><th>新職</th><th>氏名</th><th>旧職</th></tr>{recs}</table>',
            rail=box(
                "grid",
                "新着記事",
                rows(
                    "grid",
                    [
                        "<small>18:40</small> 地銀3行が業務提携",
                        "<small>16:02</small> 金沢港の取扱量増加",
                        "<small>11:15</small> 北陸新幹線の工事進む",
                    ],
                ),
            ),
        ),
        "/jinji/2011/06/yakuin-jinji-0620.html",
        "A regional business paper's personnel list of 2011: a table of appointments (company, date, new post, name, former post), and the latest news with times.",
        ("personnel appointments with names and dates", "latest news with times"),
    )


# --------------------------------------------------------------------------- pt: crowdfunding supporters with messages


def apoiadores_pt() -> Case:
    sup = "".join(
        f'<li><b>{esc(n)}</b> apoiou com <span class="v">{esc(v)}</span> <small>{esc(w)}</small>'
        + (f"<br><i>“{esc(m)}”</i>" if m else "")
        + "</li>"
        for n, v, w, m in _lines(
            """
Carla Mendonça | R$ 50 | há 2 horas | Força, pessoal! Quero ver a estreia em Olinda.
Anônimo | R$ 20 | há 5 horas |
Zé Pequeno do Recife Antigo | R$ 100 | ontem | Teatro de rua é resistência.
Luana Brito | R$ 30 | há 2 dias | Vi vocês no carnaval, lindo demais.
"""
        )
    )
    tiers = rows(
        "minima",
        ["R$ 20 — seu nome no programa", "R$ 50 — camiseta do grupo", "R$ 100 — ingresso para a estreia"],
    )
    st = story(
        'Faltam 12 dias: ajude o Mambembe a levar "O Circo de Lona" para as ruas',
        "Postado por Teatro Mambembe às 10:30",
        "Teatro Mambembe",
        "2013-04-08T10:30:00-03:00",
        "segunda-feira, 8 de abril de 2013",
        """
Nossa campanha de financiamento coletivo já chegou a 64% da meta! Faltam doze dias para juntarmos os R$ 18 mil que precisamos para o novo espetáculo.

O dinheiro paga a lona, os figurinos e as apresentações gratuitas em seis bairros de Recife e Olinda.

Muito obrigado a todos que já apoiaram. Compartilhem!
""",
        declare="visible",
    )
    return _la(
        "l-la-pt-apoiadores",
        "minima",
        "pt-cf",
        st,
        PartsK(
            after='<div class="post-footer-line">Marcadores: <a href="#">campanha</a></div>'
            + box("minima", "Apoiadores recentes", f"<ul>{sup}</ul>")
            + '<div class="comments" id="comments"><p>Os comentários estão desativados nesta postagem.</p></div>',
            rail=box("minima", "Recompensas", tiers)
            + box("minima", "Agenda", rows("minima", ["20/04 — Praça do Carmo", "27/04 — Casa Amarela"])),
        ),
        "/2013/04/faltam-12-dias.html",
        "A street theatre's blog of 2013 during a crowdfunding campaign: recent supporters (name, amount, 'há 2 horas', sometimes a message in quotes), reward tiers, the group's diary; comments switched off.",
        ("crowdfunding supporters with messages", "reward tiers"),
    )


# --------------------------------------------------------------------------- he: puzzle solvers and an empty talkback form


def pitronot_he() -> Case:
    solvers = "".join(
        f"<li><b>{esc(n)}</b>, {esc(t)}</li>"
        for n, t in _lines(
            """
אורית שמעוני | נתניה
יעקב בן-דוד | כפר יונה
משפחת לוי | אבן יהודה
רון גולן | נתניה
"""
        )
    )
    st = story(
        "חידת השבוע: השעון של סבא",
        "מאת דני אלון",
        "דני אלון",
        "2011-02-17T12:00:00+02:00",
        "17.02.2011",
        """
השעון של סבא מפגר בשלוש דקות בכל שעה. סבא כיוון אותו בשמונה בבוקר. מה השעה האמיתית כשהשעון מראה שמונה בערב?

את הפתרונות שלחו עד יום ראשון לכתובת המערכת. בין הפותרים נכונה תוגרל ארוחה זוגית.

הפתרון לחידה הקודמת: 17 ביצים.
""",
        declare="og",
    )
    after = (
        box(
            "tpad",
            "פותרי החידה הקודמת",
            f"<ul>{solvers}</ul><p>הזוכה בהגרלה: <b>יעקב בן-דוד</b>, כפר יונה. מזל טוב!</p>",
        )
        + '<div class="tb-form"><h4>0 תגובות</h4><p>היה הראשון להגיב</p><input placeholder="שם"><input placeholder="כותרת"><textarea></textarea></div>'
    )
    return _la(
        "l-la-he-poterim",
        "tpad",
        "he-chess",
        st,
        PartsK(
            after=after,
            rail=box(
                "tpad",
                "הנקראות ביותר",
                rows("tpad", ["מכבי נתניה ניצחה", "עבודות בכביש 2", "פסטיבל בחוף"], True),
            ),
        ),
        "/pnai/hidat-hashavua-shaon-shel-saba.html",
        "A local paper's weekly puzzle of 2011 (right to left): the previous puzzle's solvers (name, town), the draw's winner, and an empty talkback form ('0 תגובות', 'היה הראשון להגיב').",
        ("puzzle solvers with towns", "empty talkback form"),
    )

"""Blind set J: eight hand-made discussions of ordinary size on long-tail blogs and portals: a flat WordPress thread
whose replies say "@name" (en), a Drupal-like nested thread three levels deep (is), a Blogger separate comments page
(zu), a Ghost-like block with "show more" (et), a Movable Type thread whose replies quote the comment they answer
(ka), a phpBB-era portal that fetches its posts when scrolled to (kk), a newsletter platform's separate discussion
page, right to left (fa), and a Medium-like responses drawer (sq)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_j_common import (
    RENDER_JS,
    PartsJ,
    Post,
    esc,
    make,
    page,
    paras,
    rows_json,
    thread,
    tree,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: flat WordPress, "@name"


def wp_en_flat_at() -> Case:
    c = thread(
        """
Dot Hargreaves | October 14, 2012 at 9:12 pm | - | I sowed Aquadulce in the second week of November last year and lost about a third to the frost in February. The ones that survived cropped a fortnight before the spring sowings though.
Big Phil (plot 9) | October 14, 2012 at 10:40 pm | - | Fleece. That's all I'll say. Fleece and a bit of luck.
Marjorie | October 15, 2012 at 7:02 am | 0 | @Dot Hargreaves same here, the spring-sown ones caught up by June anyway. I'm not sure it's worth the bother.
Kev the Veg | October 15, 2012 at 8:31 am | - | Mice are the problem on our site, not frost. They had every single bean out of the ground two years running.
Annie B | October 15, 2012 at 12:15 pm | 3 | @Kev the Veg try starting them in loo roll tubes in the shed and planting out at four inches. Worked for me.
Kev the Veg | October 15, 2012 at 6:48 pm | 4 | @Annie B cheers, will give it a go this year.
Sandra W. | October 16, 2012 at 9:20 am | - | Lovely photos of the plot as always. Your leeks put mine to shame!
Tom (the author) | October 16, 2012 at 8:05 pm | 1 | @Big Phil (plot 9) I've ordered a roll of the heavy stuff, we'll see.
"""
    )
    path = "/2012/10/broad-beans-in-november/"
    post = Post(
        "Broad beans in November?",
        "Tom",
        "Tom Ashworth",
        "2012-10-14T18:30:00+01:00",
        "October 14, 2012",
        (
            "Every autumn the same argument breaks out by the water trough: do you sow broad beans before winter or wait for March?",
            "This year I'm trying both. Half a bed of Aquadulce went in on Saturday, and the other half will wait for spring.",
            "I'll report back in May. If the mice don't get them first.",
        ),
        declare="visible",
        category="The plot",
    )

    def item(i: int, s: object, _kids: str) -> str:
        s = c[i]
        parity = "odd" if i % 2 else "even"
        return (
            f'<li class="response {parity} depth-1" id="resp-{2201 + i}"><article class="response-body">'
            f'<footer class="response-meta"><div class="response-author vcard"><img class="avatar avatar-48 photo" src="/_avatar/en-{i}.svg" alt="" width="48">'
            f'<b class="fn">{esc(s.author)}</b> <span class="says">says:</span></div>'
            f'<div class="response-metadata"><a href="#resp-{2201 + i}"><time>{esc(s.when)}</time></a></div></footer>'
            f'<div class="response-content">{paras(s.text)}</div>'
            f'<div class="reply"><a rel="nofollow" class="response-reply-link" href="?replyto={2201 + i}#respond">Reply</a></div></article></li>'
        )

    items = "".join(item(i, c[i], "") for i in range(len(c)))
    after = (
        '<div id="responses" class="responses-area"><h2 class="responses-title">8 thoughts on &ldquo;Broad beans in November?&rdquo;</h2>'
        f'<ol class="response-list">{items}</ol>'
        '<div id="respond" class="respond"><h3 class="reply-title">Leave a Reply</h3><form action="/wp-post.php" method="post">'
        '<p><textarea name="message" rows="6"></textarea></p><p><input name="author" placeholder="Name*"> <input name="email" placeholder="Email*"></p>'
        '<p><input type="submit" value="Post"></p></form></div></div>'
    )
    return make(
        "j-wp-en-flat-at",
        "discussion",
        "wp",
        "en",
        post,
        PartsJ(after=after),
        c,
        path=path,
        container="<div id=responses>, <ol class=response-list>, every li depth-1",
        heading="8 thoughts on “Broad beans in November?”",
        description="A classic WordPress thread kept flat: replies say '@name' at the start of their text and sit in time order (the truth gives their parents); 'says:', 'Reply', the post's author answering; only a visible date on the post.",
    )


# --------------------------------------------------------------------------- is: Drupal-like, three levels


def drupal_is_nested() -> Case:
    c = thread(
        """
Sigríður Jónsdóttir | 14. mars 2018 kl. 10:42 | - | Loksins! Við höfum beðið eftir þessari brú í tuttugu ár. Í fyrravetur var gamla brúin lokuð í níu daga vegna ísingar.
Gunnar Þór | 14. mars 2018 kl. 11:15 | 0 | Níu daga? Ég man bara eftir fimm.
Sigríður Jónsdóttir | 14. mars 2018 kl. 11:58 | 1 | Fimm í janúar og fjóra í febrúar.
Ólafur Egilsson | 14. mars 2018 kl. 13:20 | - | 1,8 milljarðar fyrir brú á Austurlandi á meðan vegurinn um Öxi er enn malarvegur. Forgangsröðunin er skrýtin.
Halla | 14. mars 2018 kl. 14:02 | 3 | Öxi er næst á dagskrá samkvæmt samgönguáætlun, það stendur í fréttinni.
Ólafur Egilsson | 14. mars 2018 kl. 16:45 | 4 | Það hefur staðið í samgönguáætlun síðan 2008.
Bóndinn á Hóli | 15. mars 2018 kl. 07:30 | - | Hvernig verður umferðinni háttað á meðan framkvæmdir standa yfir? Við förum yfir með fé á vorin.
Ritstjórn | 15. mars 2018 kl. 09:10 | 6 | Vegagerðin segir að gamla brúin verði opin alla framkvæmdatímann.
"""
    )
    path = "/frettir/ny-bru-yfir-jokulsa-2018"
    post = Post(
        "Ný brú yfir Jökulsá boðin út í vor",
        "Eftir Kristínu Ragnarsdóttur",
        "Kristín Ragnarsdóttir",
        "2018-03-14T08:00:00+00:00",
        "14. mars 2018",
        (
            "Vegagerðin hyggst bjóða út smíði nýrrar tvíbreiðrar brúar yfir Jökulsá í apríl. Áætlaður kostnaður er 1,8 milljarðar króna.",
            "Gamla brúin er einbreið og frá árinu 1952. Hún hefur ítrekað verið lokuð vegna ísingar á veturna.",
            "Framkvæmdir eiga að hefjast í sumar og ljúka haustið 2020.",
        ),
        declare="jsonld",
        category="Fréttir",
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<article class="umr js-umr" data-umr-user-id="{40 + i}" id="umr-{812 + i}"><span class="hidden" data-umr-new-indicator="{812 + i}"></span>'
            f'<footer class="umr__meta"><span class="umr__author">{esc(s.author)}</span> <span class="umr__time">{esc(s.when)}</span>'
            f'<a class="umr__permalink" href="#umr-{812 + i}">#</a></footer>'
            f'<div class="umr__content"><div class="field field--name-umr-body">{paras(s.text)}</div>'
            '<ul class="links inline"><li><a href="#svara">Svara</a></li></ul></div></article>' + kids
        )

    def wrap(inner: str, parent: int | None) -> str:
        return inner if parent is None else f'<div class="indented">{inner}</div>'

    after = (
        '<section class="field field--name-field-umraeda" id="umraeda"><h2 class="title">Umræða</h2>'
        + tree(c, item, wrap)
        + '<h2 class="title">Taktu þátt</h2><form class="umr-form"><textarea></textarea><button>Vista</button></form></section>'
    )
    return make(
        "j-drupal-is-nested",
        "discussion",
        "drupal",
        "is",
        post,
        PartsJ(after=after),
        c,
        path=path,
        container="<section id=umraeda>, Drupal-like article.umr siblings with div.indented after their parent",
        heading="Umræða",
        description="A Drupal-like thread: each reply's <div class=indented> follows its parent's <article> as a sibling (not inside it), three levels; eight comments, five replies (two to replies), the newsroom ('Ritstjórn') answering.",
    )


# --------------------------------------------------------------------------- zu: Blogger separate comments page


def blogger_zu_separate() -> Case:
    c = thread(
        """
Sipho Mthembu | 15/07/2014 18:42 | - | Siyabonga kakhulu ngalezi zindaba. Umgwaqo omdala wawusibulala, izimoto zethu zazilimala njalo.
Nomvula | 15/07/2014 19:05 | - | Kodwa amabhasi asazohamba ngesikhathi esifanayo? Izingane zethu ziya esikoleni ekuseni kakhulu.
Thandeka Z. | 15/07/2014 20:31 | 1 | Umshayeli ushilo ukuthi ibhasi lokuqala lizoqala ngo-6 ekuseni.
Baba Ngcobo | 16/07/2014 07:14 | - | Sibonga uMasipala, kodwa umsele osemaceleni womgwaqo awukaqedwa. Uma lina kuzogcwala amanzi futhi.
Lindiwe | 16/07/2014 12:48 | 3 | Yebo baba, nami ngibonile lokho.
Themba K. | 17/07/2014 09:02 | - | Halala!
"""
    )
    path = "/2014/07/umgwaqo-omusha-uvuliwe.html"
    cpath = "/2014/07/umgwaqo-omusha-uvuliwe-imibono.html"
    post = Post(
        "Umgwaqo omusha oya eMsinga uvuliwe",
        "Kuthunyelwe ngu Zanele Khumalo",
        "Zanele Khumalo",
        "2014-07-15T16:20:00+02:00",
        "Lwesibili, 15 Julayi 2014",
        (
            "Umgwaqo omusha ongamakhilomitha ayishumi nambili osuka emgwaqweni omkhulu uya emakhaya aseMsinga uvulwe ngokusemthethweni namuhla.",
            "UMasipala uthi umsebenzi uthathe izinyanga eziyishumi nesishiyagalombili futhi ubize izigidi ezingama-R46.",
            "Abahlali bathi manje amabhasi ezikole azokwazi ukufika ngesikhathi nasezinsukwini zemvula.",
        ),
        declare="time",
        category="Izindaba",
    )
    link = (
        '<div class="post-feedback-link" id="imibono-link"><a href="'
        + cpath
        + '">Bona imibono yabafundi eyi-6 »</a> '
        '<span class="share-buttons"><a href="/share?f=1">f</a> <a href="/share?t=1">t</a></span></div>'
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<li class="fb-item" id="c{71002341 + i}"><div class="avatar-image-container"><img src="/_avatar/zu-{i}.svg" alt="" width="35"></div>'
            f'<div class="fb-block"><div class="fb-header"><cite class="user">{esc(s.author)}</cite>'
            f'<span class="icon user"></span><span class="datetime secondary-text"><a rel="nofollow" href="#c{71002341 + i}">{esc(s.when)}</a></span></div>'
            f'<p class="fb-content">{esc(s.text)}</p><span class="fb-actions"><a href="#reply">Phendula</a></span></div>'
            + (
                f'<div class="fb-replies"><div class="fb-thread inline-thread"><ol>{kids}</ol></div></div>'
                if kids
                else ""
            )
            + "</li>"
        )

    thread_html = tree(c, item, lambda inner, parent: inner)
    cpage_post = Post(
        "Imibono: Umgwaqo omusha oya eMsinga uvuliwe",
        "Izwi LeSigodi",
        "Zanele Khumalo",
        "2014-07-15T16:20:00+02:00",
        "Lwesibili, 15 Julayi 2014",
        ("Imibono yabafundi ngalokhu okuthunyelwe.",),
        declare="time",
        category="Izindaba",
    )
    cpage = page(
        "blogger",
        "zu",
        cpage_post,
        PartsJ(
            after=(
                f'<p><a href="{path}">« Buyela kokuthunyelwe</a></p>'
                '<div class="fb-section" id="imibono"><h4>6 imibono:</h4>'
                f'<div class="fb-thread"><ol class="fb-top">{thread_html}</ol></div>'
                '<p class="fb-footer"><a href="#post">Engeza umbono wakho</a></p></div>'
            )
        ),
    )
    return make(
        "j-blogger-zu-separate-page",
        "revealed",
        "blogger",
        "zu",
        post,
        PartsJ(after=link),
        c,
        path=path,
        reveal="separate_page: 'Bona imibono yabafundi eyi-6 »' links to the post's own page of them",
        container="a page of its own: <div id=imibono class=fb-section>, Blogger-like threaded list",
        heading="6 imibono:",
        description="A Blogger/Blogspot-like blog in Zulu whose post only links 'Bona imibono yabafundi eyi-6 »' to a separate page of the discussion; six comments, two replies inside their parents; day-first dates (15/07/2014 18:42).",
        comments_page=cpath,
        files={cpath: cpage},
        check_steps=(f"goto:{cpath}",),
    )


# --------------------------------------------------------------------------- et: Ghost-like, "show more"


def ghost_et_more() -> Case:
    c = thread(
        """
Mart Kask | 3 päeva tagasi | - | Väga hea ülevaade! Sõidan Emajõe ääres iga päev tööle ja see lõik Kroonuaia sillast Ihaste poole on tõesti kõige ohtlikum.
Kadri | 3 päeva tagasi | 0 | Eriti õhtuti, kui jalakäijad ilma tuledeta liiguvad.
Rattur_Tõnis | 2 päeva tagasi | - | Lisaksin, et talvel lükatakse seda teed lumest alles pärast kõnniteid. Kaks nädalat jaanuaris oli see täiesti läbimatu.
Liis P. | 2 päeva tagasi | 2 | Linnavalitsuse vastus oli, et prioriteet on kõnniteed. Kirjutasin neile.
Andres | 2 päeva tagasi | - | Aitäh kaardi eest, prindin selle välja.
Piret Saar | 1 päev tagasi | - | Kas keegi teab, millal Ropka lõik valmis saab? Seal on aasta aega olnud ümbersõit.
Kahe Ratta Päevik | 1 päev tagasi | 5 | Linna teatel selle aasta oktoobris. Uuendame postitust, kui midagi muutub.
Jaan | 20 tundi tagasi | - | Miks ei ole postituses juttu Anne kanali ümbrusest? Seal on ju uus rattatee.
Marika | 5 tundi tagasi | 7 | Sellest oli eelmises postituses.
Vello | 2 tundi tagasi | - | 👍
"""
    )
    path = "/emajoe-rattatee-kogu-tee-kaardil/"
    rows = json.loads(rows_json(c))
    first = [r for r in rows if rows.index(r) < 5]
    rest = [r for r in rows if rows.index(r) >= 5]
    post = Post(
        "Emajõe rattatee kogu pikkuses kaardil",
        "Kristjan Tamm",
        "Kristjan Tamm",
        "2022-04-10T09:00:00+03:00",
        "10. aprill 2022",
        (
            "Kevad on käes ja ratas on jälle keldrist välja toodud. Sõitsin läbi kogu Emajõe äärse rattatee ja panin kaardile kirja kõik kitsad kohad.",
            "Kõige ohtlikum on lõik Kroonuaia sillast Ihaste suunas, kus tee on kitsas ja valgustus puudulik.",
            "Ropka juures on endiselt ümbersõit. Kaart on postituse lõpus ja seda võib vabalt printida.",
        ),
        declare="og",
        category="Marsruudid",
        subtitle="Kus on kitsad kohad ja kus tasub hoogu maha võtta",
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="gh-ve-row' + (depth ? ' gh-ve-reply' : '') + '" data-id="' + r.id + '"><div class="gh-ve-avatar"></div><div class="gh-ve-main">' +
    '<h4 class="gh-ve-name">' + esc(r.name) + '</h4><span class="gh-ve-meta">' + esc(r.when) + '</span>' +
    '<div class="gh-ve-text">' + paras(r.text) + '</div><div class="gh-ve-actions"><button>♡</button><button>Vasta</button></div>' +
    (kids ? '<div class="gh-ve-replies">' + kids + '</div>' : '') + '</div></div>';
}"""
    after = (
        '<section class="gh-ve gh-canvas" id="vestlus"><h3 class="gh-ve-title">Vestlus (10)</h3>'
        '<div class="gh-ve-cta">Liitu, et arutelus osaleda. <a href="#/portal/signup">Liitu tasuta</a></div>'
        '<div class="gh-ve-list" id="ve-list"></div>'
        '<button type="button" class="gh-ve-more" id="ve-more">Näita veel 5</button></section>'
    )
    end = (
        RENDER_JS
        + "<script>(function () { var SHAPE = "
        + shape
        + "; var first = "
        + json.dumps(first, ensure_ascii=False)
        + ";\n"
        "document.getElementById('ve-list').innerHTML = iRender(first, SHAPE);\n"
        "document.getElementById('ve-more').addEventListener('click', function () { var b = this;"
        " fetch('/ghost/api/ve/emajoe-p2.json').then(function (r) { return r.json(); }).then(function (rows) {"
        " document.getElementById('ve-list').insertAdjacentHTML('beforeend', iRender(rows, SHAPE)); b.remove(); }); });\n"
        "})();</script>"
    )
    return make(
        "j-ghost-et-show-more",
        "revealed",
        "ghost",
        "et",
        post,
        PartsJ(
            after=after, end=end, files={"/ghost/api/ve/emajoe-p2.json": json.dumps(rest, ensure_ascii=False)}
        ),
        c,
        path=path,
        reveal="5 rendered with the page from an inline array; 'Näita veel 5' fetches the other 5",
        container="<section id=vestlus class=gh-ve> under a Ghost-like post",
        heading="Vestlus (10)",
        description="A Ghost-like members' discussion: the first five records rendered by a script with the page, the other five fetched by 'Näita veel 5'; ten comments, four replies, the blog answering; relative Estonian times ('3 päeva tagasi').",
        static=False,
        check_steps=("click:#ve-more", "wait:800"),
    )


# --------------------------------------------------------------------------- ka: Movable Type, quoted references


def mt_ka_quoted() -> Case:
    c = thread(
        """
ნინო ბერიძე | 18.06.2011 21:05 | - | რა ლამაზი ფოტოებია! ბაგრატი დილის ნისლში სულ სხვანაირად გამოიყურება.
გიორგი | 18.06.2011 22:14 | - | ლიფტის ამბავი არ მომწონს. ტაძარს ლიფტი არ სჭირდება, ეს ისტორიული ძეგლია.
თამარ ხ. | 19.06.2011 09:30 | 1 | ლიფტი უფროსებისთვის და შეზღუდული შესაძლებლობის მქონე ადამიანებისთვისაა. მე მხარს ვუჭერ.
დავითი ქუთაისიდან | 19.06.2011 11:02 | - | ხიდიდან ასასვლელი ქუჩა ისევ გაუვალია, იქ რომ დაეწყოთ, უკეთესი იქნებოდა.
გიორგი | 19.06.2011 13:47 | 2 | შეიძლება, მაგრამ ლიფტი ხომ გარედან ჩანს და ხედს აფუჭებს.
ქეთი | 20.06.2011 08:15 | - | მადლობა პოსტისთვის, შაბათს წავალთ.
ავტორი | 20.06.2011 19:40 | 3 | ქუჩის შეკეთება შემოდგომაზეა დაგეგმილი, მერიის საიტზე წავიკითხე.
"""
    )
    quotes = {
        2: (1, "ტაძარს ლიფტი არ სჭირდება"),
        4: (2, "მე მხარს ვუჭერ."),
        6: (3, "ხიდიდან ასასვლელი ქუჩა ისევ გაუვალია"),
    }
    path = "/2011/06/bagrati-dilit.html"
    post = Post(
        "ბაგრატი დილით",
        "ავტორი: ლევან ჩიქოვანი",
        "ლევან ჩიქოვანი",
        "2011-06-18T08:40:00+04:00",
        "18 ივნისი, 2011",
        (
            "დილის შვიდ საათზე ავედი ბაგრატის ტაძართან. ქალაქი ჯერ კიდევ ეძინა და რიონიდან ნისლი ამოდიოდა.",
            "ტაძარში რესტავრაციის სამუშაოები გრძელდება. მშენებლებმა მითხრეს, რომ ჩრდილოეთის მხრიდან ლიფტიც დამონტაჟდება.",
            "ქვემოთ რამდენიმე ფოტოა. შემდეგ პოსტში ძველ ბაზარზე დავწერ.",
        ),
        declare="jsonld",
        category="ქალაქი",
    )
    items = []
    for i, s in enumerate(c):
        quote = ""
        if i in quotes:
            q_of, q_text = quotes[i]
            quote = f'<blockquote class="quoted"><cite>{esc(c[q_of].author)} წერს:</cite><p>{esc(q_text)}</p></blockquote>'
        items.append(
            f'<div class="entry-response" id="response-{4410 + i}"><div class="entry-response-inner">'
            f'<div class="entry-response-header"><span class="vcard author">{esc(s.author)}</span></div>'
            f'<div class="entry-response-content">{quote}{paras(s.text)}</div>'
            f'<div class="entry-response-footer"><abbr class="published">{esc(s.when)}</abbr> | <a href="#response-{4410 + i}">ბმული</a></div></div></div>'
        )
    after = (
        '<div id="responses" class="responses"><div class="responses-inner"><h2 class="responses-header">7 გამოხმაურება</h2>'
        f'<div class="responses-content">{"".join(items)}</div></div>'
        '<form class="responses-form" method="post" action="/cgi-bin/mt/mt-talk.cgi"><textarea name="text"></textarea><input type="submit" value="გაგზავნა"></form></div>'
    )
    return make(
        "j-mt-ka-quoted",
        "discussion",
        "mt",
        "ka",
        post,
        PartsJ(after=after),
        c,
        path=path,
        container="<div id=responses>, Movable Type-like flat div.entry-response records",
        heading="7 გამოხმაურება",
        description="A Movable Type-like flat thread: three replies begin with a <blockquote> quoting a phrase of the comment they answer ('… წერს:'); the truth gives their parents and their own words only; day-first dates (18.06.2011 21:05), the author answering as 'ავტორი'.",
    )


# --------------------------------------------------------------------------- kk: phpBB-era portal, fetched when scrolled to


def php_kk_scroll() -> Case:
    c = thread(
        """
Ерлан_72 | 12.05.2013 14:22 | - | Көпір керек екені анық. Бірақ 2015 жылға дейін бітеді дегенге сенбеймін.
Айгүл | 12.05.2013 15:03 | - | Паром қыста жұмыс істемейді, сол кезде Левый берегке 40 шақырым айналып барамыз.
Серік Қ. | 12.05.2013 16:40 | 1 | Дұрыс айтасыз, өткен қыста үш апта бойы паром тұрып қалды.
модератор | 12.05.2013 17:12 | - | Құрметті қолданушылар, пікір қалдырғанда әдептілік сақтаңыздар.
Бақыт | 13.05.2013 09:55 | - | Жоба құны 9 миллиард теңге. Бұл қаражат қайдан бөлінеді? Мақалада айтылмаған.
Нұрлан Ж. | 13.05.2013 11:30 | 4 | Республикалық бюджеттен, әкімдіктің сайтында жазылған.
Қонақ | 13.05.2013 20:08 | - | Құттықтаймыз!
"""
    )
    fpath = "/news/4127.html"
    post = Post(
        "Ертіс арқылы жаңа көпір салынады",
        "Автор: Д. Омарова",
        "Динара Омарова",
        "2013-05-12T10:00:00+06:00",
        "12.05.2013, 10:00",
        (
            "Облыс әкімдігі Ертіс өзені арқылы жаңа автомобиль көпірінің құрылысы биыл тамызда басталатынын хабарлады.",
            "Көпірдің ұзындығы 740 метр болады. Жоба құны шамамен 9 миллиард теңге.",
            "Құрылыс 2015 жылдың соңына дейін аяқталуы тиіс.",
        ),
        declare="og",
        category="Жаңалықтар",
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<table class="pst' + (depth ? ' pst-re' : '') + '" width="100%" cellspacing="1" cellpadding="4" data-p="' + r.id + '"><tr><td class="pst-author" width="140" valign="top"><b>' + esc(r.name) + '</b><br><img src="/_avatar/kk' + r.id + '.svg" width="40" alt=""></td>' +
    '<td valign="top"><div class="pst-date">' + esc(r.when) + ' &nbsp; <a href="#p' + r.id + '">#' + r.id + '</a></div><div class="pst-text">' + paras(r.text) + '</div>' +
    '<div class="pst-foot"><a href="#quote">Дәйексөз</a> | <a href="#re">Жауап</a></div></td></tr></table>' +
    (kids ? '<div class="pst-sub" style="margin-left:40px">' + kids + '</div>' : '');
}"""
    after = (
        '<div style="height:1400px" class="adv-zone">&nbsp;</div>'
        '<div class="box" id="pikir-box"><div class="boxhead">Оқырман пікірлері (7)</div><div id="pikir-list">…</div>'
        '<div class="addform"><b>Пікір қалдыру</b><br><textarea cols="50" rows="4"></textarea><br><input type="submit" value="Жіберу"></div></div>'
    )
    end = (
        RENDER_JS
        + "<script>var SHAPE = "
        + shape
        + ";\nnew IntersectionObserver(function (es, o) { if (es.some(function (e) { return e.isIntersecting; })) { o.disconnect();"
        " fetch('/ajax/pikir.php.json?id=4127').then(function (r) { return r.json(); }).then(function (rows) {"
        " document.getElementById('pikir-list').innerHTML = iRender(rows, SHAPE); }); } }).observe(document.getElementById('pikir-box'));</script>"
    )
    case = make(
        "j-php-kk-scroll",
        "revealed",
        "php",
        "kk",
        post,
        PartsJ(after=after, end=end, files={"/ajax/pikir.php.json": rows_json(c)}),
        c,
        path=fpath,
        reveal="lazy_scroll: fetched when its box (1400 px below the article) comes into view",
        container="<div class=box id=pikir-box> in a table-layout portal, one <table class=pst> a post",
        heading="Оқырман пікірлері (7)",
        description="A hand-rolled PHP portal of the phpBB era (tables for layout): seven posts fetched and rendered as tables when the box below an advertising zone is scrolled to; two replies indented after their parents; a moderator's notice ('модератор', a reader's account) and 'Қонақ' (guest); day-first dates.",
        static=False,
        check_steps=("scroll", "wait:1500"),
    )
    return case


# --------------------------------------------------------------------------- fa: newsletter platform, separate discussion page


def sub_fa_separate() -> Case:
    c = thread(
        """
مریم کاظمی | ۱۲ آبان ۱۴۰۲ | - | چقدر این نوشته را دوست داشتم. بوی باران بازار ماهی‌فروش‌ها را آدم فقط در رشت می‌فهمد.
آرش | ۱۲ آبان ۱۴۰۲ | 0 | دقیقاً. من تهران زندگی می‌کنم و هر پاییز دلم برای همین بو تنگ می‌شود.
مریم کاظمی | ۱۳ آبان ۱۴۰۲ | 1 | پس حتماً زمستان سری بزنید، شلوغی عید را ندارد.
سمانه | ۱۲ آبان ۱۴۰۲ | - | ماجرای آن پیرمرد چتر‌فروش را کامل‌تر بنویسید، لطفاً.
نویسنده | ۱۳ آبان ۱۴۰۲ | 3 | چشم، شمارهٔ بعدی دربارهٔ اوست.
کیوان رضایی | ۱۳ آبان ۱۴۰۲ | - | یک اصلاح کوچک: میدان شهرداری از سال ۱۳۹۶ پیاده‌راه شده، نه ۱۳۹۸.
نگار | ۱۴ آبان ۱۴۰۲ | 5 | درست می‌گویید، من هم یادم هست.
ناشناس | ۱۴ آبان ۱۴۰۲ | - | 🌧️❤️
"""
    )
    path = "/p/barane-paeizi/"
    cpath = "/p/barane-paeizi/comments"
    post = Post(
        "باران پاییزی و بازار ماهی‌فروش‌ها",
        "سارا نیک‌نام",
        "سارا نیک‌نام",
        "2023-11-02T07:30:00+03:30",
        "۱۱ آبان ۱۴۰۲",
        (
            "صبح که از خانه بیرون زدم، باران از شب قبل یک‌بند می‌بارید. بازار ماهی‌فروش‌ها مثل همیشه شلوغ بود.",
            "پیرمردی که سی سال است کنار پل چتر می‌فروشد گفت امسال فروشش نصف شده، چون همه چتر چینی ارزان می‌خرند.",
            "این هفته دربارهٔ میدان شهرداری و پیاده‌راهش هم نوشته‌ام. شمارهٔ بعدی دربارهٔ همان پیرمرد است.",
        ),
        declare="og",
        subtitle="شمارهٔ ۴۷ خبرنامه",
    )
    link = (
        '<div class="post-footer-ufi"><a class="talk-link" href="' + cpath + '">۸ دیدگاه ←</a> '
        '<a class="restack" href="#restack">↻</a></div>'
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<div class="tr-row" id="tr-{90210 + i}"><div class="tr-inner"><img class="tr-pic" src="/_avatar/fa-{i}.svg" width="32" alt="">'
            f'<div class="tr-main"><div class="tr-head"><a class="tr-name" href="/@u{i}">{esc(s.author)}</a><span class="tr-date">{esc(s.when)}</span></div>'
            f'<div class="tr-body" dir="auto">{paras(s.text)}</div>'
            '<div class="tr-actions"><button type="button">♡</button><button type="button">پاسخ</button><button type="button">⋯</button></div></div></div>'
            + (f'<div class="tr-children">{kids}</div>' if kids else "")
            + "</div>"
        )

    thread_html = tree(c, item, lambda inner, parent: inner)
    cpage = page(
        "sub",
        "fa",
        Post(
            "باران پاییزی و بازار ماهی‌فروش‌ها",
            "سارا نیک‌نام",
            "سارا نیک‌نام",
            "2023-11-02T07:30:00+03:30",
            "۱۱ آبان ۱۴۰۲",
            ("بحث خوانندگان این شماره.",),
            declare="og",
        ),
        PartsJ(
            after=(
                f'<p><a href="{path}">→ بازگشت به نوشته</a></p>'
                '<div class="talk-page" id="goftogoo"><h2 class="talk-title">۸ دیدگاه</h2>'
                '<div class="talk-sort"><select><option>بهترین</option><option>جدیدترین</option></select></div>'
                f'<div class="talk-list">{thread_html}</div></div>'
            )
        ),
    )
    return make(
        "j-sub-fa-separate-page",
        "revealed",
        "sub",
        "fa",
        post,
        PartsJ(after=link),
        c,
        path=path,
        reveal="separate_page: '۸ دیدگاه ←' links to /p/…/comments",
        container="a page of its own: <div id=goftogoo class=talk-page>, nested div.tr-row",
        heading="۸ دیدگاه",
        description="A Substack-like newsletter post in Persian (right to left) whose discussion is on its own page ('۸ دیدگاه ←'); eight comments, four replies (one to a reply), the writer answering as 'نویسنده'; Solar Hijri dates with Persian digits.",
        comments_page=cpath,
        files={cpath: cpage},
        check_steps=(f"goto:{cpath}",),
    )


# --------------------------------------------------------------------------- sq: Medium-like responses drawer


def medium_sq_drawer() -> Case:
    c = thread(
        """
Elira Shehu | 11 maj 2020 | - | Sa bukur e përshkruar! Byrekun e gjyshes e kam ende në mendje, me presh dhe gjizë.
Dritan | 11 maj 2020 | - | Pazari i vjetër ka ndryshuar shumë pas restaurimit. Dyqanet e vjetra po zhduken një nga një.
Arben M. | 12 maj 2020 | 1 | E vërtetë, por të paktën ndërtesat nuk u shembën.
Mirela Kola | 12 maj 2020 | - | Kam lindur në Korçë dhe tani jetoj në Athinë. Më bëre të qaj pak.
Ana | 13 maj 2020 | 3 | Edhe unë, nga Selaniku. Faleminderit për këtë shkrim.
Besnik | 14 maj 2020 | - | A ka ndonjë furrë që e bën ende lakror në saç?
Jonida P. | 15 maj 2020 | 5 | Po, ajo pranë kishës së Shën Gjergjit, vetëm të shtunave.
"""
    )
    path = "/@jonadushku/lakrori-i-se-shtunes-7f3a91c2e4"
    post = Post(
        "Lakrori i së shtunës",
        "Jona Dushku",
        "Jona Dushku",
        "2020-05-10T12:00:00+02:00",
        "10 maj 2020 · 5 min lexim",
        (
            "Çdo të shtunë në mëngjes gjyshja ime ndizte saçin në oborr. Era e lakrorit dilte deri në rrugë.",
            "Sot ato oborre janë më të pakta, por në pazarin e vjetër ende gjen njerëz që e gatuajnë siç e gatuante ajo.",
            "Ky shkrim është për të gjithë korçarët që jetojnë larg.",
        ),
        declare="visible",
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="pw-resp' + (depth ? ' pw-resp-nested' : '') + '" data-rid="' + r.id + '"><div class="pw-resp-head"><img src="/_avatar/sq' + r.id + '.svg" width="32" alt="">' +
    '<div><p class="pw-resp-name">' + esc(r.name) + '</p><p class="pw-resp-date">' + esc(r.when) + '</p></div></div>' +
    '<div class="pw-resp-text">' + paras(r.text) + '</div><div class="pw-resp-bar"><button>👏</button><button>Përgjigju</button></div>' +
    (kids ? '<div class="pw-resp-kids">' + kids + '</div>' : '') + '</div>';
}"""
    after = (
        '<div class="pw-bar"><button type="button" class="clap">👏 214</button>'
        '<button type="button" id="pw-open" aria-label="Përgjigjet">💬 Përgjigjet (7)</button></div>'
        '<div id="pw-drawer" role="dialog" aria-modal="true" aria-label="Përgjigjet (7)" hidden '
        'style="position:fixed;top:0;right:0;bottom:0;width:420px;overflow:auto;background:#fff;box-shadow:-2px 0 16px #0002;z-index:30;padding:20px">'
        '<div class="pw-drawer-head"><h2>Përgjigjet (7)</h2><button type="button" id="pw-close">✕</button></div>'
        '<textarea placeholder="Çfarë mendon?"></textarea><div id="pw-list"></div></div>'
    )
    end = (
        RENDER_JS + "<script>var SHAPE = " + shape + ";\nvar loaded = false;"
        "document.getElementById('pw-open').addEventListener('click', function () { document.getElementById('pw-drawer').hidden = false;"
        " if (loaded) return; loaded = true; fetch('/_/api/responses/7f3a91c2e4.json').then(function (r) { return r.json(); }).then(function (rows) {"
        " document.getElementById('pw-list').innerHTML = iRender(rows, SHAPE); }); });"
        "document.getElementById('pw-close').addEventListener('click', function () { document.getElementById('pw-drawer').hidden = true; });</script>"
    )
    return make(
        "j-medium-sq-drawer",
        "revealed",
        "sub",
        "sq",
        post,
        PartsJ(after=after, end=end, files={"/_/api/responses/7f3a91c2e4.json": rows_json(c)}),
        c,
        path=path,
        reveal="button '💬 Përgjigjet (7)' opens a side drawer (role=dialog) that fetches the responses",
        container="<div id=pw-drawer role=dialog> (fixed side drawer)",
        heading="Përgjigjet (7)",
        description="A Medium-like post in Albanian whose responses open in a side drawer fetched on the click; seven comments, three replies; only a visible date ('10 maj 2020 · 5 min lexim').",
        static=False,
        check_steps=("click:#pw-open", "wait:1000"),
    )


def thread_cases_j() -> list[Case]:
    return [
        wp_en_flat_at(),
        drupal_is_nested(),
        blogger_zu_separate(),
        ghost_et_more(),
        mt_ka_quoted(),
        php_kk_scroll(),
        sub_fa_separate(),
        medium_sq_drawer(),
    ]

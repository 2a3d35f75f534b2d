"""Blind set K: four mixed pages, this article's own discussion beside furniture that mimics it closely: a "Latest
comments" box quoting readers on other articles (en), the print edition's letters to the editor (da), a "From the
forum" teaser with the last posts' excerpts beside Waline (fi), and the week's most-liked readers' comments on other
articles (ar, right to left). Truth: only this article's comments."""

from __future__ import annotations

from comspider_lab.blind.cases_k_common import PartsK, Story, esc, fx, make, paras, thread, tree
from comspider_lab.blind.layout_k import _lines
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, waline_embed

# --------------------------------------------------------------------------- en: "Latest comments" on other articles, 2011


def en_latest_elsewhere() -> Case:
    f = fx("wp10")
    c = thread(
        """
Derek Holmes | October 5, 2011 at 6:12 pm | - | The stand was falling apart when I was a season ticket holder in the nineties. Good to see it finally coming down.
Pauline Fraser | October 5, 2011 at 6:40 pm | - | What happens to the Fenmouth Road end during the building work? Will away fans be moved?
Stevie G | October 5, 2011 at 7:02 pm | 1 | Club statement says away fans go in the north-east corner for the season.
Ron Baxter | October 5, 2011 at 8:15 pm | - | Three thousand extra seats is ambitious for a club that can't fill the ones it has on a Tuesday night.
Maggie | October 6, 2011 at 9:30 am | - | My grandad helped build that stand in 1954. Sad day for our family, but progress is progress.
"""
    )
    story = Story(
        "Brackwater Rovers to demolish the old Main Stand next summer",
        "By Neil Prentice, Chief Sports Writer",
        ("Neil Prentice",),
        "2011-10-05T16:30:00+01:00",
        "October 5, 2011",
        (
            "Brackwater Rovers will demolish their 1954 Main Stand at the end of the season and build a new 5,200-seat stand in its place, the club confirmed this afternoon.",
            "The £7m project adds around three thousand seats and includes a new club shop, hospitality boxes and a ticket office. It should be ready for the start of the 2013-14 season.",
            "During the work the capacity at Fenmouth Road will fall to about 9,000. Season ticket holders in the Main Stand will be offered seats in the Riverside Stand.",
        ),
        declare="og",
        section="On the Terraces",
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<li class="comment even depth-{1 if s.parent is None else 2}" id="li-comment-{6610 + i}"><div id="comment-{6610 + i}">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/bw{i}.svg" class="avatar avatar-40 photo" height="40" width="40">'
            f'<cite class="fn">{esc(s.author)}</cite> <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{6610 + i}">{esc(s.when)}</a></div>'
            f'<div class="comment-body">{paras(s.text)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={6610 + i}#respond">Reply</a></div></div>'
            + (f'<ul class="children">{kids}</ul>' if kids else "")
            + "</li>"
        )

    discussion = (
        '<div id="comments"><h3 id="comments-title">5 Responses to <em>Brackwater Rovers to demolish the old Main Stand next summer</em></h3>'
        f'<ol class="commentlist">{tree(c, item, lambda inner, parent: inner)}</ol>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><p>You must be <a href="/wp-login.php">logged in</a> to post a comment.</p></div></div>'
    )
    latest = _lines(
        """
Gary Whitfield | City Hall Watch: Parking charges to double in the Old Town | Nobody will come into town to shop at £2 an hour. The council is killing the high street. | 12 minutes ago
Sheila M | Food & Drink: The best Sunday roast in Brackwater? | The Anchor at Fenmouth, no contest. Yorkshire puddings the size of your head. | 34 minutes ago
Fenmouth Fred | City Hall Watch: Parking charges to double in the Old Town | Free after 6pm though, which is something. | 1 hour ago
Jan Powell | On the Terraces: Rovers 1 Haddington 3 | That was the worst forty-five minutes I have watched in thirty years. | 2 hours ago
Chris O | Food & Drink: The best Sunday roast in Brackwater? | Try the Lamb & Flag on Mill Street, cheap and cheerful. | 3 hours ago
Trevor | On the Terraces: Rovers 1 Haddington 3 | The manager has to go. Simple as that. | 5 hours ago
"""
    )
    latest_html = (
        '<li id="recent-comments-3" class="widget-container widget_recent_comments"><h3 class="widget-title">Latest comments</h3>'
        '<ul id="recentcomments">'
        + "".join(
            f'<li class="recentcomments"><span class="comment-author-link">{esc(n)}</span> on <a href="/blogs/{i}/">{esc(t)}</a>'
            f'<p class="rc-excerpt">“{esc(x)}”</p><span class="rc-time">{esc(w)}</span></li>'
            for i, (n, t, x, w) in enumerate(latest)
        )
        + "</ul></li>"
    )
    rail = (
        latest_html
        + "<li>"
        + f.ranked(
            "Most commented",
            """
City Hall Watch: Parking charges to double in the Old Town | 64 comments
On the Terraces: Rovers 1 Haddington 3 | 41 comments
Food & Drink: The best Sunday roast in Brackwater? | 28 comments
""",
        )
        + "</li><li>"
        + f.links("Our blogs", "City Hall Watch; On the Terraces; Food & Drink; Brackwater Past")
        + "</li>"
    )
    utility = (
        '<div class="entry-utility">Posted in <a href="/blogs/on-the-terraces/">On the Terraces</a> | '
        '<a href="#comments">5 Responses</a></div>'
    )
    parts = PartsK(
        lead=f.figure("The Main Stand at Fenmouth Road.", "Picture: Brackwater Evening Post"),
        after=utility + discussion,
        rail=rail,
    )
    return make(
        "k-mx-en-latest-comments",
        "mixed",
        "wp10",
        "en-citypaper",
        story,
        parts,
        c,
        path="/blogs/on-the-terraces/2011/10/05/rovers-to-demolish-main-stand/",
        container="<div id=comments>, WordPress ol.commentlist, replies in ul.children",
        heading="5 Responses to Brackwater Rovers to demolish the old Main Stand next summer",
        description="A city paper's sports blog on WordPress (2011): this post's five comments (one reply) as WordPress writes them ('Name says:', 'October 5, 2011 at 6:12 pm', 'Reply'); in the sidebar a 'Latest comments' box quoting six readers' words on other posts (name 'on' post title, the quoted excerpt, '12 minutes ago') and 'Most commented' with counts (Open Graph date).",
        lookalikes=(
            "'Latest comments' on other posts (name, post, excerpt, relative time)",
            "most commented with counts",
        ),
    )


# --------------------------------------------------------------------------- da: letters from the print edition, 2013


def da_laeserbreve() -> Case:
    f = fx("md")
    c = thread(
        """
Jens Kristensen | 24. januar 2013 kl. 10:42 | - | Det er på tide. Havnen har ventet på den udvidelse i over ti år, og fiskerne har betalt prisen.
Birgitte Lund | 24. januar 2013 kl. 11:15 | - | Hvad med støjen for os, der bor på Vestergade? Der står intet om nattearbejde.
Søren | 24. januar 2013 kl. 13:02 | 1 | Kommunen siger, der ikke arbejdes efter kl. 19. Det stod i lokalplanen.
Hanne Thomsen | 24. januar 2013 kl. 20:37 | - | Flot at der kommer 120 nye job. Det har Thy brug for.
"""
    )
    story = Story(
        "Hanstholm Havn udvides: byggeriet går i gang til sommer",
        "Af Mette Bach og Lars Holm",
        ("Mette Bach", "Lars Holm"),
        "2013-01-24T09:00:00+01:00",
        "24. januar 2013 kl. 09:00",
        (
            "Folketinget har godkendt anlægsloven, og udvidelsen af Hanstholm Havn kan begynde til sommer. Havnen får to nye kajer og et større bassin.",
            "Projektet koster 700 millioner kroner og forventes at skabe 120 nye arbejdspladser, når det står færdigt i 2016.",
            "Havnedirektøren kalder det en historisk dag. Fiskerne har i mange år klaget over, at de største skibe ikke kan lægge til.",
        ),
        declare="jsonld",
        kicker="Hanstholm",
        section="Lokalt",
    )
    letters = _lines(
        """
Havnen er vores fremtid | Vi har ventet længe nok. Nu må politikerne også sørge for en ordentlig vej til Hanstholm, ellers hjælper kajerne ikke. | Poul Erik Sørensen, Hanstholm | Trykt i avisen 22. januar 2013
Luk ikke skolen i Vestervig | Med 84 elever er skolen ikke for lille. Byrådet bør besøge den, før de beslutter noget. | Anne Mette Kjær, Vestervig | Trykt i avisen 21. januar 2013
Tak til hjemmeplejen | Min mor har fået fantastisk hjælp i julen. Det skal siges højt, når der ellers kun skrives om fejl. | Karen Nielsen, Thisted | Trykt i avisen 19. januar 2013
Cykelstien mangler stadig | Strækningen mellem Hurup og Vestervig er livsfarlig i mørke. Hvornår kommer cykelstien? | Ole Bisgaard, Hurup | Trykt i avisen 18. januar 2013
"""
    )
    letters_html = (
        '<section class="aside-box laeserbreve"><h3 class="aside-title">Læserbreve fra avisen</h3><ul class="aside-list">'
        + "".join(
            f'<li class="aside-item"><a class="aside-link" href="/debat/laeserbreve/{i}">{esc(t)}</a><p class="aside-summary">{esc(x)}</p>'
            f'<span class="aside-author">{esc(n)}</span> · <span class="aside-date">{esc(d)}</span></li>'
            for i, (t, x, n, d) in enumerate(letters)
        )
        + '</ul><p class="aside-more"><a href="/debat/skriv-et-laeserbrev">Skriv et læserbrev til avisen</a></p></section>'
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<div class="indlaeg" id="indlaeg-{3310 + i}"><div class="indlaeg-top"><b class="indlaeg-navn">{esc(s.author)}</b> '
            f'<span class="indlaeg-tid">{esc(s.when)}</span></div><div class="indlaeg-tekst">{paras(s.text)}</div>'
            f'<div class="indlaeg-knapper"><a href="#svar">Svar</a> · <a href="#synes-godt">Synes godt om</a> · <a href="/anmeld?i={3310 + i}">Anmeld</a></div>'
            + (f'<div class="indlaeg-svar">{kids}</div>' if kids else "")
            + "</div>"
        )

    discussion = (
        '<section class="debat" id="debat"><h3>Debat (4)</h3>'
        '<p class="debat-regler">Du skal være logget ind med dit fulde navn for at deltage i debatten.</p>'
        + tree(c, item, lambda inner, parent: inner)
        + "</section>"
    )
    rail = letters_html + f.ranked(
        "Mest læste",
        """
Hanstholm Havn udvides: byggeriet går i gang til sommer |
Storm lukker færgen til Agger |
Thisted Bryghus vinder pris |
""",
    )
    parts = PartsK(
        lead=f.share("Del på Facebook | 96\nTweet | 4"),
        after=f.tags("Emner:", "Hanstholm; havn; erhverv; Thy") + discussion,
        rail=rail,
    )
    return make(
        "k-mx-da-laeserbreve",
        "mixed",
        "md",
        "da-avis",
        story,
        parts,
        c,
        path="/lokalt/hanstholm/hanstholm-havn-udvides-byggeriet-gaar-i-gang-til-sommer",
        container="<section class=debat id=debat>, div.indlaeg, the reply in div.indlaeg-svar",
        heading="Debat (4)",
        description="A Danish local paper's article with its online debate (four comments, one reply: name, '24. januar 2013 kl. 10:42', 'Svar · Synes godt om · Anmeld') beside the rail's 'Læserbreve fra avisen': four letters to the print edition on other subjects (title, text, 'Name, Town', 'Trykt i avisen 22. januar 2013'); JSON-LD date.",
        lookalikes=(
            "letters to the editor from the print edition (title, text, name and town, date printed)",
        ),
    )


# --------------------------------------------------------------------------- fi: "From the forum" beside Waline, 2014


def fi_forum_waline() -> Case:
    f = fx("soup")
    c = thread(
        """
Pekka Heinonen | | - | Hyvä päätös. Väinölänniemen uimaranta on ollut huonossa kunnossa jo vuosia, laituri on lahonnut.
Riitta | | - | Toivottavasti saunaa ei hinnoitella niin kalliiksi, ettei tavallinen kuopiolainen pääse sinne.
Jari K. | | 1 | Kaupunki lupasi, että yleinen vuoro maksaa saman verran kuin uimahalli.
Mummo Siilinjärveltä | | - | Lapsenlapset tulevat kesällä, joten odotan innolla!
"""
    )
    path = "/uutiset/kuopio/vainolanniemen-ranta-uudistetaan-2014.html"
    story = Story(
        "Väinölänniemen uimaranta uudistetaan ja saa yleisen saunan",
        "Satu Miettinen",
        ("Satu Miettinen",),
        "2014-02-11T07:30:00+02:00",
        "11.2.2014 7:30",
        (
            "Kuopion kaupunki uudistaa Väinölänniemen uimarannan ensi kesän aikana. Rantaan tulee uusi laituri, pukukopit ja ympärivuotinen yleinen sauna.",
            "Hanke maksaa 1,8 miljoonaa euroa. Saunan on määrä valmistua syyskuussa, ja talvella sen yhteydessä on avantouintipaikka.",
            "Ranta on kesäkuussa suljettuna neljä viikkoa. Kaupunki suosittelee sen ajan Rauhalahden rantaa.",
        ),
        declare="og",
        kicker="Kuopio",
        section="Uutiset",
    )
    forum = _lines(
        """
Väinölänniemen sauna – kuka muistaa vanhan? | Muistan että vanha sauna paloi joskus 70-luvulla, oliko se juhannuksena? | savolaenen | tänään 06:58 | 14 vastausta
Kuopion parkkimaksut nousevat taas | Torin parkkihallissa maksaa nyt 2,40 e tunti, ihan järjetöntä. | Matti_M | eilen 22:14 | 37 vastausta
KalPan kausi: pudotuspeleihin vai ei? | Kyllä ne sinne pääsee, kunhan maalivahti pysyy terveenä. | kiekkoisä | eilen 21:03 | 52 vastausta
Hyvä kampaaja keskustassa? | Suosittelen Puijonkadun pientä liikettä, hinnat kohdallaan. | Liisa78 | eilen 18:40 | 9 vastausta
Lumitöiden taso Petosella | Meidän kadulle aura tuli vasta iltapäivällä, vaikka lunta satoi yöllä. | petoselainen | eilen 15:22 | 21 vastausta
"""
    )
    forum_html = (
        '<div class="box keskustelupalsta"><h3 class="box-title">Keskustelupalstalta</h3><ul class="list">'
        + "".join(
            f'<li class="item"><a class="title" href="/keskustelu/viestiketju/{5501 + i}">{esc(t)}</a>'
            f'<p class="text">{esc(x)}</p><div class="meta"><span class="author">{esc(n)}</span> · <span class="date">{esc(w)}</span> · '
            f'<span class="count">{esc(k)}</span></div></li>'
            for i, (t, x, n, w, k) in enumerate(forum)
        )
        + '</ul><div class="more"><a href="/keskustelu">Kaikki keskustelut »</a></div></div>'
    )
    block = '<div class="box" id="kommentit"><h3 class="box-title">Kommentit</h3><div id="wl-fi"></div></div>'
    locale = (
        "locale: { placeholder: 'Kirjoita kommentti...', sofa: 'Ei vielä kommentteja', submit: 'Lähetä', "
        "reply: 'Vastaa', cancelReply: 'Peruuta', nick: 'Nimimerkki', mail: 'Sähköposti', link: 'Kotisivu', more: 'Lisää' },"
    )
    end = (
        waline_embed("root", path, "en", extra=locale)
        + "<script>mountWaline(document.getElementById('wl-fi'));</script>"
    )
    rail = forum_html + f.ranked(
        "Luetuimmat",
        """
Väinölänniemen uimaranta uudistetaan |
Kolari Savonkadulla |
KalPa kaatoi Tapparan |
""",
    )
    parts = PartsK(
        lead=f.share("Jaa Facebookissa | 58\nTwiittaa | 2"),
        after=block,
        rail=rail,
        head=WALINE_CSS,
        end=end,
    )
    return make(
        "k-mx-fi-forum-waline",
        "mixed",
        "soup",
        "fi-lehti",
        story,
        parts,
        c,
        path=path,
        container="<div class=box id=kommentit> (Waline), beside the rail's 'Keskustelupalstalta' box in the same div-soup classes",
        heading="Kommentit",
        description="A Finnish local weekly's article with Waline (English client, Finnish labels) loaded with the page, four comments and one reply, beside a 'Keskustelupalstalta' (from the forum) box in the rail: five forum threads with the last post's excerpt, the poster's nick, 'tänään 06:58' and reply counts; Open Graph date.",
        lookalikes=("forum teaser (thread title, last post excerpt, nick, time, reply count)",),
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


# --------------------------------------------------------------------------- ar: the week's best comments on other articles, 2015


def ar_best_of_week() -> Case:
    f = fx("bs3")
    c = thread(
        """
أبو سامر | 09/06/2015 - 18:40 | - | خطوة ممتازة، الكورنيش يحتاج إلى إنارة منذ سنوات، والمشي فيه ليلاً صار خطراً.
ريم | 09/06/2015 - 19:12 | - | نتمنى أن تشمل الأعمال دورات مياه عامة ومقاعد للمسنين.
محمد الحلبي | 09/06/2015 - 20:05 | 1 | صحيح، والأهم صيانتها بعد الافتتاح.
سلمى من جبلة | 10/06/2015 - 08:30 | - | هل سيُسمح للباعة الجوالين بالعمل على الكورنيش بعد التأهيل؟
خالد | 10/06/2015 - 11:47 | - | شكراً للصحيفة على التغطية والصور الجميلة.
"""
    )
    story = Story(
        "بدء أعمال تأهيل الكورنيش الجنوبي في اللاذقية",
        "كتبت: هالة يوسف",
        ("هالة يوسف",),
        "2015-06-09T16:00:00+03:00",
        "الثلاثاء 9 حزيران 2015",
        (
            "بدأت محافظة اللاذقية أعمال إعادة تأهيل الكورنيش الجنوبي على طول ثلاثة كيلومترات، وتشمل الأعمال تجديد الأرصفة وتركيب إنارة جديدة وزراعة الأشجار.",
            "وقال رئيس مجلس المدينة إن المرحلة الأولى ستنتهي قبل نهاية الصيف، على أن تُستكمل المرحلة الثانية في العام المقبل.",
            "ويُعد الكورنيش من أكثر الأماكن ارتياداً في المدينة خلال أمسيات الصيف.",
        ),
        declare="jsonld",
        section="محليات",
    )
    best = _lines(
        """
نزار | ارتفاع أسعار الخضار في سوق الهال | الحل في دعم الفلاح مباشرة وليس في التسعيرة فقط. | 412 إعجاب | 04/06/2015
أم علي | افتتاح مدرسة جديدة في حي الرمل | الحمد لله، أولادنا كانوا يمشون ساعة كاملة للوصول إلى المدرسة. | 388 إعجاب | 05/06/2015
سامي ك. | انقطاع المياه عن أحياء المدينة | ثلاثة أيام بلا ماء في الصليبة، أين المسؤولون؟ | 301 إعجاب | 06/06/2015
لينا | مهرجان الأغنية الساحلية | أجمل ما في المهرجان أنه مجاني للجميع. | 254 إعجاب | 07/06/2015
"""
    )
    best_html = (
        '<div class="panel panel-default" id="abraz"><div class="panel-heading"><h3 class="panel-title">أبرز تعليقات القراء هذا الأسبوع</h3></div>'
        '<div class="list-group">'
        + "".join(
            f'<div class="list-group-item"><p class="small text-muted">على خبر: <a href="/news/{700 + i}.html">{esc(t)}</a></p>'
            f'<p><strong>{esc(n)}</strong>: {esc(x)}</p><p class="small text-muted">👍 {esc(k)} · {esc(d)}</p></div>'
            for i, (n, t, x, k, d) in enumerate(best)
        )
        + "</div></div>"
    )
    likes = [31, 18, 9, 4, 12]

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<div class="media taaliq" id="t-{8801 + i}"><div class="media-body"><h4 class="media-heading">{esc(s.author)} '
            f"<small>{esc(s.when)}</small></h4>{paras(s.text)}"
            f'<p class="small"><a href="#like">أعجبني ({likes[i]})</a> · <a href="#reply">رد</a> · <a href="/report?t={8801 + i}">إبلاغ</a></p>'
            f"{kids}</div></div>"
        )

    discussion = (
        '<div class="panel panel-default" id="taaliqat"><div class="panel-heading"><h3 class="panel-title">تعليقات القراء (5)</h3></div>'
        '<div class="panel-body">' + tree(c, item, lambda inner, parent: inner) + "</div></div>"
    )
    rail = f.ranked(
        "الأكثر قراءة",
        """
بدء أعمال تأهيل الكورنيش الجنوبي في اللاذقية |
ارتفاع أسعار الخضار في سوق الهال |
انقطاع المياه عن أحياء المدينة |
""",
    ) + f.teasers(
        "أخبار ذات صلة",
        """
تأهيل ساحة الشيخ ضاهر | | 28/05/2015 |
حملة نظافة على الشاطئ | | 20/05/2015 |
""",
    )
    parts = PartsK(
        lead=f.share("فيسبوك | 233\nتويتر | 17\nواتساب | "),
        after=discussion + best_html,
        rail=rail,
    )
    return make(
        "k-mx-ar-best-of-week",
        "mixed",
        "bs3",
        "ar-jarida",
        story,
        parts,
        c,
        path="/news/local/corniche-south-rehabilitation-8801.html",
        container="<div class=panel id=taaliqat>, Bootstrap media objects, right to left",
        heading="تعليقات القراء (5)",
        description="An Arabic daily's article, right to left, with its readers' comments (five, one reply: name, '09/06/2015 - 18:40', 'أعجبني (31) · رد · إبلاغ') and right below it, in the same Bootstrap panel markup, 'أبرز تعليقات القراء هذا الأسبوع': four readers' comments on other articles (the article, name: words, likes, date); JSON-LD date.",
        lookalikes=(
            "the week's most-liked readers' comments on other articles (article, name, words, likes, date)",
        ),
    )


def mixed_cases_k() -> list[Case]:
    return [en_latest_elsewhere(), da_laeserbreve(), fi_forum_waline(), ar_best_of_week()]

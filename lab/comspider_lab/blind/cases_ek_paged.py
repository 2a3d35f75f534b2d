"""Blind set ek: two discussions cut into pages, where only the printed page's entries are the truth: a Polish
parenting blog of 2011 on a WordPress 3.2 Twenty Ten-like theme (page 2 of 3 of a threaded list, "Starsze
komentarze" / "Nowsze komentarze") and a Swedish local paper's own CMS of 2011 (entries #11 to #20 of 47 under
"Läsarnas inlägg", "Sida 2 av 5", an advert between entries, never "comment"). Every name, place and text invented
for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ek_common import Case, esc, kids, links, make, paras, slug, talk, xdoc

# --------------------------------------------------------------------------- pl: WordPress 3.2, Twenty Ten-like, 2011


def pl_wp_szesciolatki() -> Case:
    cs = talk("""
Magda z Zielonek @ 14 września 2011 o 21:14 :: U nas dokładnie odwrotnie: syn poszedł jako sześciolatek i po dwóch tygodniach płakał każdego ranka. Wróciliśmy do zerówki w przedszkolu i od razu odżył. Każde dziecko jest inne.
>Ania @ 14 września 2011 o 22:02 :: Magda, właśnie dlatego napisałam, że to powinna być decyzja rodziców, a nie ministerstwa. Dobrze, że mieliście możliwość się wycofać.
>>Magda z Zielonek @ 15 września 2011 o 07:40 :: Tak, dyrektorka była bardzo w porządku. Ale wiem, że w innych szkołach robili problemy.
tata_Kuby @ 15 września 2011 o 08:55 :: Najbardziej przeraża mnie świetlica. Lekcje kończą się o 11:40, a my pracujemy do 16. Kuba siedzi tam pięć godzin z trzecioklasistami.
>Beata K. @ 15 września 2011 o 10:12 :: U nas świetlica jest podzielona, maluchy mają osobną salę z zabawkami i dywanem. Warto zapytać dyrekcję, czasem wystarczy, że kilku rodziców się upomni.
Wojtek (nauczyciel) @ 15 września 2011 o 13:30 :: Jako nauczyciel edukacji wczesnoszkolnej powiem tak: dzieci sobie radzą, gorzej ze szkołami. Ławki za wysokie, toalety na drugim piętrze, brak szatni. Sześciolatek to nie jest mały siódmoklasista. // Reforma sama w sobie nie jest zła, gorzej z przygotowaniem.
>Ania @ 15 września 2011 o 14:05 :: Wojtku, dziękuję, to bardzo cenny głos. Czy u was w szkole coś zmieniono przed wrześniem?
>>Wojtek (nauczyciel) @ 15 września 2011 o 16:48 :: Pomalowano jedną salę i kupiono dywan. Tyle.
Renata @ 16 września 2011 o 09:20 :: Mój syn jest z grudnia i poszedł w tym roku. Czyta już płynnie, więc w zerówce by się nudził. Nie rozumiem, dlaczego wszyscy zakładają, że to zło.
Kasia M. @ 16 września 2011 o 11:37 :: Świetny wpis, dzięki. Udostępniłam na forum naszego osiedla, bo wiele mam tam się zastanawia, co zrobić w przyszłym roku.
Piotr @ 16 września 2011 o 20:03 :: Jak dla mnie problem jest jeden: w przyszłym roku w pierwszej klasie będą razem sześcio- i siedmiolatki. Rok różnicy w tym wieku to przepaść.
>Ania @ 16 września 2011 o 21:15 :: Piotrze, u Zosi w klasie tak właśnie jest i na razie nie widzę, żeby to był problem, ale zobaczymy za kilka miesięcy.
""")
    k = kids(cs)
    urls = {
        "Kasia M.": "http://kasiamamablog.example.pl/",
        "Wojtek (nauczyciel)": "http://wojtekuczy.example.pl/",
    }
    counter = [0]

    def li(i: int) -> str:
        c = cs[i]
        cid = 2231 + i * 5
        counter[0] += 1
        author = c.who == "Ania"
        cls = f"comment {'byuser comment-author-ania bypostauthor ' if author else ''}{'even' if counter[0] % 2 else 'odd alt'} depth-{c.depth + 1}"
        if c.depth == 0:
            cls = cls.replace("depth-1", f"thread-{'even' if counter[0] % 2 else 'odd'} depth-1")
        who = (
            f"<a href='{urls[c.who]}' rel='external nofollow' class='url'>{esc(c.who)}</a>"
            if c.who in urls
            else esc(c.who)
        )
        sub = ""
        if i in k:
            sub = "\n<ul class='children'>\n" + "".join(li(j) for j in k[i]) + "</ul>\n"
        return (
            f'<li class="{cls}" id="li-comment-{cid}">\n<div id="comment-{cid}">\n'
            f"<div class=\"comment-author vcard\">\n<img alt='' src='/_avatar/gr-{slug(c.who)}.png' class='avatar avatar-40 photo' height='40' width='40' />\t\t\t<cite class=\"fn\">{who}</cite> <span class=\"says\">pisze:</span>\t\t</div><!-- .comment-author .vcard -->\n"
            f'<div class="comment-meta commentmetadata"><a href="/2011/09/szesciolatki-do-szkoly/comment-page-2/#comment-{cid}">\n{esc(c.at)}</a></div><!-- .comment-meta .commentmetadata -->\n'
            f'<div class="comment-body">{paras(c.body)}</div>\n'
            f'<div class="reply">\n<a class=\'comment-reply-link\' href=\'/2011/09/szesciolatki-do-szkoly/comment-page-2/?replytocom={cid}#respond\' onclick=\'return addComment.moveForm("comment-{cid}", "{cid}", "respond", "1780")\'>Odpowiedz</a>\t\t\t</div><!-- .reply -->\n'
            f"</div><!-- #comment-##  -->\n{sub}</li>\n"
        )

    nav = (
        '<div class="navigation"><div class="nav-previous"><a href="/2011/09/szesciolatki-do-szkoly/comment-page-1/#comments"><span class="meta-nav">&larr;</span> Starsze komentarze</a></div>'
        '<div class="nav-next"><a href="/2011/09/szesciolatki-do-szkoly/comment-page-3/#comments">Nowsze komentarze <span class="meta-nav">&rarr;</span></a></div></div>'
    )
    recent = "".join(
        f'<li class="recentcomments">{esc(w)} - <a href="/2011/09/{slug(p)}/#comment-{n}">{esc(p)}</a></li>'
        for n, (w, p) in enumerate(
            [
                ("Ania", "Sześciolatki do szkoły? Nasz pierwszy miesiąc"),
                ("Gosia", "Sześciolatki do szkoły? Nasz pierwszy miesiąc"),
                ("Ola", "Wyprawka za 600 zł"),
                ("Ania", "Wyprawka za 600 zł"),
                ("Ewelina", "Jak przeżyliśmy wakacje nad morzem"),
            ]
        )
    )
    css = """html,body{margin:0;padding:0}body{background:#f1f1f1;font-family:Georgia,'Bitstream Charter',serif;color:#666;font-size:16px;line-height:18px}
#wrapper{background:#fff;margin:20px auto 0;padding:0 20px;width:940px}#header{padding:30px 0 0}#site-title{float:left;font-size:30px;line-height:36px;margin:0 0 18px}#site-title a{color:#000;font-weight:bold;text-decoration:none}
#site-description{clear:right;float:right;font-style:italic;margin:15px 0 18px;width:220px}#branding img{border-top:4px solid #000;border-bottom:1px solid #000;display:block;clear:both}
#access{background:#000;display:block;float:left;margin:0 auto;width:940px}#access a{color:#aaa;display:block;line-height:38px;padding:0 10px;text-decoration:none}#access ul{list-style:none;margin:0;padding-left:0}#access li{float:left}
#main{clear:both;overflow:hidden;padding:40px 0 0}#container{float:left;margin:0 -240px 0 0;width:100%}#content{margin:0 280px 0 20px}#primary{float:right;overflow:hidden;width:220px}
.entry-title{color:#000;font-size:21px;font-weight:bold;line-height:1.3em}.entry-meta{color:#888;font-size:12px}.entry-content p{margin-bottom:18px;line-height:24px;color:#333}
#comments{clear:both}#comments .navigation{padding:0 0 18px 0}.nav-previous{float:left}.nav-next{float:right;text-align:right}.navigation{overflow:hidden;color:#888;font-size:12px}
h3#comments-title,h3#reply-title{color:#000;font-size:20px;font-weight:bold;margin-bottom:0}h3#comments-title{padding:24px 0}
.commentlist{list-style:none;margin:0}.commentlist li.comment{border-bottom:1px solid #e7e7e7;line-height:24px;margin:0 0 24px;padding:0 0 0 56px;position:relative}.commentlist li:last-child{border-bottom:none;margin-bottom:0}
#comments .comment-body p{margin-bottom:6px;color:#333}.commentlist .avatar{position:absolute;top:4px;left:0}.comment-author cite{color:#000;font-style:normal;font-weight:bold}.comment-author .says{font-style:italic}
.comment-meta{font-size:12px;margin:0 0 18px}.comment-meta a:link,.comment-meta a:visited{color:#888;text-decoration:none}.reply{font-size:12px;padding:0 0 24px}
.commentlist .children{list-style:none;margin:0}.commentlist .children li{border:none;margin:0}.commentlist .bypostauthor > div{background:#fafafa}
#respond{border-top:1px solid #e7e7e7;margin:24px 0;overflow:hidden;position:relative}#respond label{color:#888;font-size:12px}#respond input{margin:0 0 9px;width:98%}#respond textarea{width:98%}
.widget-area ul{list-style:none;margin-left:0}.widget-title{color:#222;font-weight:bold}.widget-container{margin:0 0 18px}.widget_tag_cloud a{color:#666}
#colophon{border-top:4px solid #000;margin-top:-4px;overflow:hidden;padding:18px 0}#site-info{font-weight:bold;float:left}#site-generator{float:right;font-style:italic}a{color:#0066cc}"""
    cloud = " ".join(
        f"<a href='/tag/{slug(t)}/' class='tag-link-{n}' title='{w} tematów' style='font-size: {s}pt;'>{esc(t)}</a>"
        for n, (t, w, s) in enumerate(
            [
                ("przedszkole", 14, 15),
                ("szkoła", 22, 20),
                ("wakacje", 6, 10),
                ("wyprawka", 4, 9),
                ("zdrowie", 9, 12),
                ("Zosia", 31, 22),
                ("książki", 11, 13),
            ]
        )
    )
    body = f"""<div id="wrapper" class="hfeed">
<div id="header"><div id="masthead"><div id="branding" role="banner"><div id="site-title"><span><a href="/" title="Zosia i reszta świata" rel="home">Zosia i reszta świata</a></span></div><div id="site-description">Blog mamy z Zielonek. Szkoła, książki, codzienność.</div><img src="/_avatar/header-polna.jpg" width="940" height="198" alt="" /></div>
<div id="access" role="navigation"><div class="skip-link screen-reader-text"><a href="#content" title="Przeskocz do treści">Przeskocz do treści</a></div><div class="menu"><ul><li class="current_page_item"><a href="/" title="Start">Start</a></li><li class="page_item"><a href="/o-mnie/" title="O mnie">O mnie</a></li><li class="page_item"><a href="/ksiazki-dla-dzieci/" title="Książki dla dzieci">Książki dla dzieci</a></li><li class="page_item"><a href="/kontakt/" title="Kontakt">Kontakt</a></li></ul></div></div></div></div>
<div id="main"><div id="container"><div id="content" role="main">
<div id="nav-above" class="navigation"><div class="nav-previous"><a href="/2011/09/wyprawka-za-600-zl/" rel="prev"><span class="meta-nav">&larr;</span> Wyprawka za 600 zł</a></div><div class="nav-next"></div></div>
<div id="post-1780" class="post-1780 post type-post status-publish format-standard hentry category-szkola tag-szkola tag-zosia">
<h1 class="entry-title">Sześciolatki do szkoły? Nasz pierwszy miesiąc</h1>
<div class="entry-meta"><span class="meta-prep meta-prep-author">Opublikowano</span> <a href="/2011/09/szesciolatki-do-szkoly/" title="20:31" rel="bookmark"><span class="entry-date">13 września 2011</span></a> <span class="meta-sep">przez</span> <span class="author vcard"><a class="url fn n" href="/author/ania/" title="Zobacz wszystkie wpisy, których autorem jest Ania">Ania</a></span></div>
<div class="entry-content">
<p>Zosia skończyła sześć lat w marcu i we wrześniu poszła do pierwszej klasy. Długo się wahaliśmy. Czytałam fora, rozmawiałam z innymi mamami, byliśmy na dniu otwartym w dwóch szkołach.</p>
<p>Po pierwszych dwóch tygodniach mogę napisać jedno: jest lepiej, niż się bałam, ale gorzej, niż obiecywało ministerstwo. Klasa liczy 26 dzieci, z czego ośmioro to sześciolatki. Sala jest ładna, ale świetlica to jeden duży hałas.</p>
<p>Zosia jest zadowolona, ma nową przyjaciółkę i uwielbia panią. Ja jestem zmęczona, bo codziennie o 15:30 biegnę z pracy.</p>
<p>Jestem bardzo ciekawa waszych doświadczeń. Piszcie!</p>
</div>
<div class="entry-utility">Wpis opublikowany w kategorii <a href="/category/szkola/" title="Zobacz wszystkie wpisy z kategorii Szkoła" rel="category tag">Szkoła</a> i otagowany <a href="/tag/szkola/" rel="tag">szkoła</a>, <a href="/tag/zosia/" rel="tag">Zosia</a>. Zapamiętaj <a href="/2011/09/szesciolatki-do-szkoly/" title="Bezpośredni odnośnik do Sześciolatki do szkoły? Nasz pierwszy miesiąc" rel="bookmark">odnośnik</a>.</div>
</div>
<div id="comments">
<h3 id="comments-title">87 odpowiedzi na <em>Sześciolatki do szkoły? Nasz pierwszy miesiąc</em></h3>
{nav}
<ol class="commentlist">
{"".join(li(j) for j in k[None])}</ol>
{nav}
<div id="respond"><h3 id="reply-title">Dodaj komentarz <small><a rel="nofollow" id="cancel-comment-reply-link" href="/2011/09/szesciolatki-do-szkoly/comment-page-2/#respond" style="display:none;">Anuluj pisanie odpowiedzi</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Twój adres email nie zostanie opublikowany. Pola, których wypełnienie jest wymagane, są oznaczone symbolem <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Nazwa</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" aria-required='true' /></p>
<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" aria-required='true' /></p>
<p class="comment-form-url"><label for="url">Witryna internetowa</label><input id="url" name="url" type="text" value="" size="30" /></p>
<p class="comment-form-comment"><label for="comment">Komentarz</label><textarea id="comment" name="comment" cols="45" rows="8" aria-required="true"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Opublikuj komentarz" /><input type='hidden' name='comment_post_ID' value='1780' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='0' /></p></form></div>
</div>
</div></div>
<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">
<li id="search-2" class="widget-container widget_search"><form role="search" method="get" id="searchform" action="/"><div><label class="screen-reader-text" for="s">Szukaj:</label><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Szukaj" /></div></form></li>
<li id="recent-posts-2" class="widget-container widget_recent_entries"><h3 class="widget-title">Najnowsze wpisy</h3>{links("Sześciolatki do szkoły? Nasz pierwszy miesiąc ;; Wyprawka za 600 zł ;; Jak przeżyliśmy wakacje nad morzem ;; Pięć książek na długie wieczory ;; Ospa, czyli tydzień w domu", prefix="/2011/09/")}</li>
<li id="recent-comments-2" class="widget-container widget_recent_comments"><h3 class="widget-title">Najnowsze komentarze</h3><ul id="recentcomments">{recent}</ul></li>
<li id="archives-2" class="widget-container widget_archive"><h3 class="widget-title">Archiwa</h3>{links("wrzesień 2011 ;; sierpień 2011 ;; lipiec 2011 ;; czerwiec 2011 ;; maj 2011 ;; kwiecień 2011", prefix="/archiwum/")}</li>
<li id="tag_cloud-2" class="widget-container widget_tag_cloud"><h3 class="widget-title">Tagi</h3><div class="tagcloud">{cloud}</div></li>
<li id="linkcat-2" class="widget-container widget_links"><h3 class="widget-title">Blogi, które czytam</h3>{links("Mama w pracy ;; Kasia mama blog ;; Trzy kotki i ja ;; Wojtek uczy ;; Zakładka do książki", prefix="http://blogi.example.pl/").replace("<ul>", "<ul class='xoxo blogroll'>")}</li>
<li class="widget-container"><h3 class="widget-title">Nagrody</h3><a href="/"><img src="/_avatar/badge-blog-roku-2010.png" width="150" height="60" alt="Blog Roku 2010 - finalista" /></a></li>
</ul></div>
</div>
<div id="footer" role="contentinfo"><div id="colophon"><div id="site-info"><a href="/" title="Zosia i reszta świata" rel="home">Zosia i reszta świata</a></div><div id="site-generator"><a href="http://wordpress.org/" title="Semantyczna platforma publikowania osobistego">Dumnie wspierane przez WordPressa.</a></div></div></div>
</div>"""
    html = xdoc(
        "Sześciolatki do szkoły? Nasz pierwszy miesiąc | Zosia i reszta świata",
        "pl-PL",
        css,
        body,
        generator="WordPress 3.2.1",
        feeds=(("Zosia i reszta świata &raquo; Kanał z wpisami", "/feed/"),),
        head="<link rel='canonical' href='/2011/09/szesciolatki-do-szkoly/comment-page-2/' />\n",
        body_attrs='class="single single-post postid-1780 single-format-standard"',
    )
    return make(
        "ek-pl-wp-szesciolatki-strona2",
        "pl",
        html,
        cs,
        path="/2011/09/szesciolatki-do-szkoly/comment-page-2/",
        container="div#comments > ol.commentlist between 'Starsze komentarze' / 'Nowsze komentarze' links: li.comment.depth-N > div#comment-N (div.comment-author.vcard img.avatar, cite.fn NAME 'pisze:', div.comment-meta date link, div.comment-body > p, div.reply 'Odpowiedz'), replies in ul.children inside the parent's li, three deep",
        heading="87 odpowiedzi na Sześciolatki do szkoły? Nasz pierwszy miesiąc",
        description="A Polish parenting blog of September 2011 on a WordPress 3.2 Twenty Ten-like theme, page 2 of 3 of its comments (comment-page-2): 12 printed comments of the 87 the heading counts, threaded three deep in ul.children, '14 września 2011 o 21:14', 'NAME pisze:', the blogger answering (bypostauthor), 'Odpowiedz' links, '← Starsze komentarze' / 'Nowsze komentarze →' above and below; 'Dodaj komentarz' form; sidebar with recent posts, 'Najnowsze komentarze' (NAME - POST), archives, tag cloud, blogroll, a 'Blog Roku' badge. Only the printed page's comments are the truth.",
        lookalikes=("Najnowsze komentarze widget",),
    )


# --------------------------------------------------------------------------- sv: local paper, own CMS, 2011


def sv_tidning_vindkraft() -> Case:
    cs = talk("""
Lennart i Storbyn @ 12 maj 2011 kl 14.22 :: Trettiotvå verk á 150 meter på Storhöjden. Man kommer att se dem från hela dalen, från varenda fönster i Storbyn. Ingen frågade oss som bor här.
Maria Öberg @ 12 maj 2011 kl 14.40 :: Samrådsmötet var i februari förra året i Folkets hus. Vi var tolv personer där. Man kan inte klaga på att ingen frågade om man inte går dit.
Lennart i Storbyn @ 12 maj 2011 kl 15.03 :: @Maria Öberg: Det annonserades på en lapp i Konsumfönstret. Jag jobbar i Sundsvall, jag ser inte den lappen.
Jonas @ 12 maj 2011 kl 15.51 :: Bygdepengen är det viktiga. 0,5 procent av intäkterna till byarna varje år, det är pengar till skolan, till skidspåret och till badplatsen. Utan det hade vi inte haft något kvar om tio år.
Gunilla H @ 12 maj 2011 kl 16.30 :: Vad händer med renarna? Storhöjden är vårbete för samebyn. Det står ingenting om det i artikeln.
Per-Olof Nilsson @ 12 maj 2011 kl 18.12 :: Svar till #8: Vi som har jakt på Storhöjden har redan märkt att vägarna de byggt för mätmasterna har ändrat hur älgen går. Det blir mer av det.
Tove @ 12 maj 2011 kl 19.45 :: Jag tycker det är fint med vindkraft. Hellre det än kärnkraft eller kol. Folk vänjer sig, det gjorde de i Tornbacken också.
Anders B @ 12 maj 2011 kl 21.08 :: @Tove: I Tornbacken står de fyra kilometer från närmaste hus. Här blir det 900 meter till Storbyns sista gård. Det är en helt annan sak.
Maria Öberg @ 13 maj 2011 kl 07.15 :: @Gunilla H: Samebyn har överklagat, det stod i förra veckans tidning. Det är därför det tar tid.
Stefan @ 13 maj 2011 kl 09.34 :: Hur många jobb blir det egentligen när de väl står där? Två servicetekniker? Inte mycket för bygden.
""")
    entries = []
    for i, c in enumerate(cs):
        n = 11 + i
        eid = 90412 + n
        entries.append(
            f'<div class="inlagg" id="inlagg-{eid}">\n<div class="inlagg-huvud"><span class="nr">#{n}</span> <strong class="namn">{esc(c.who)}</strong> <span class="tid">{esc(c.at)}</span></div>\n'
            f'<div class="inlagg-text">{paras(c.body)}</div>\n'
            f'<div class="inlagg-fot"><a href="/debatt/svara.php?id={eid}">Svara</a> | <a href="/debatt/anmal.php?id={eid}" class="anmal">Anmäl</a></div>\n</div>\n'
        )
        if i == 4:
            entries.append(
                '<div class="annons-mellan"><span class="annons-etikett">Annons</span><a href="/annons/klick?id=77"><img src="/_avatar/annons-bilhandel.gif" width="468" height="60" alt="Vårkampanj hos Bilhallen i Åsbacka – 0 % ränta!" /></a></div>\n'
            )
    pager = (
        '<div class="sidor">Sida 2 av 5 &nbsp; <a href="/nyheter/2011/05/12/vindkraftparken-far-klartecken?sida=1#inlagg">&laquo; Föregående</a> '
        '<a href="/nyheter/2011/05/12/vindkraftparken-far-klartecken?sida=1#inlagg">1</a> <strong>2</strong> '
        + " ".join(
            f'<a href="/nyheter/2011/05/12/vindkraftparken-far-klartecken?sida={p}#inlagg">{p}</a>'
            for p in (3, 4, 5)
        )
        + ' <a href="/nyheter/2011/05/12/vindkraftparken-far-klartecken?sida=3#inlagg">Nästa &raquo;</a></div>'
    )
    senaste = "".join(
        f'<li><span class="kl">{t}</span> <a href="/nyheter/{slug(h)}">{esc(h)}</a></li>'
        for t, h in [
            ("16.05", "Skogsbrand vid Lillsjön under kontroll"),
            ("15.40", "Ny rektor på Åsbacka skola"),
            ("14.12", "Vindkraftparken på Storhöjden får klartecken"),
            ("13.30", "Bilbrand på E14 – en till sjukhus"),
            ("11.02", "Storbyns IF klart för division tre"),
        ]
    )
    css = """body{margin:0;background:#eaeaea;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}a{color:#00507a}
#topp{background:#00507a;color:#fff;height:80px;padding:0 20px}#topp .logga{font:bold 34px Georgia,serif;line-height:80px;color:#fff;text-decoration:none}#topp .datum{float:right;line-height:80px;font-size:11px}
#meny{background:#003a59;padding:0 14px;height:30px}#meny a{color:#fff;font-weight:bold;line-height:30px;margin-right:16px;text-decoration:none;font-size:12px}
#sida{width:980px;margin:0 auto;background:#fff;overflow:hidden}#artikel{float:left;width:620px;padding:16px 20px}#hoger{float:right;width:300px;padding:16px 10px;background:#f5f5f5}
.vinjett{color:#c8102e;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 30px Georgia,serif;margin:4px 0 10px}.ingress{font-weight:bold;font-size:15px}
.byline{font-size:11px;color:#666;border-top:1px solid #ddd;padding-top:4px}.brodtext p{font-size:14px}
#inlagg h2{font:bold 18px Georgia,serif;border-bottom:3px solid #00507a;padding-bottom:3px;margin-top:30px}.regler{font-size:11px;color:#666}
.inlagg{border-bottom:1px solid #ddd;padding:8px 0}.inlagg-huvud .nr{color:#999;font-size:11px}.inlagg-huvud .namn{color:#00507a}.inlagg-huvud .tid{color:#777;font-size:11px;margin-left:6px}
.inlagg-text p{margin:4px 0}.inlagg-fot{font-size:11px}.inlagg-fot a{color:#777}.annons-mellan{text-align:center;padding:10px 0;border-bottom:1px solid #ddd}.annons-etikett{display:block;font-size:9px;color:#999;text-transform:uppercase}
.sidor{background:#f0f4f7;padding:6px;font-size:12px;margin:8px 0}.skriv{background:#f0f4f7;padding:10px;margin-top:14px}.skriv textarea{width:95%;height:80px}
#hoger h3{font:bold 13px Arial;text-transform:uppercase;color:#00507a;border-bottom:2px solid #00507a;margin:14px 0 6px}#hoger ul,#hoger ol{margin:0;padding-left:18px}#hoger li{margin-bottom:5px}#hoger .kl{color:#c8102e;font-weight:bold;font-size:11px}
.annons{background:#fff;border:1px solid #ccc;height:250px;text-align:center;color:#999;font-size:10px}#fot{clear:both;background:#003a59;color:#c9d8e2;text-align:center;padding:14px;font-size:11px}#fot a{color:#fff}"""
    body = f"""<div id="topp"><span class="datum">Fredag 13 maj 2011 · Uppdaterad 16.05</span><a class="logga" href="/">Dalbladet</a></div>
<div id="meny"><a href="/">Start</a> <a href="/nyheter/">Nyheter</a> <a href="/sport/">Sport</a> <a href="/noje/">Nöje</a> <a href="/debatt/">Debatt</a> <a href="/familj/">Familj</a> <a href="/e-tidning/">e-tidning</a> <a href="/annonsera/">Annonsera</a></div>
<div id="sida">
<div id="artikel">
<div class="vinjett">Åsbacka · Energi</div>
<h1>Vindkraftparken på Storhöjden får klartecken</h1>
<p class="ingress">Länsstyrelsen ger tillstånd för 32 vindkraftverk på Storhöjden norr om Storbyn. Bygget kan börja nästa sommar om inga överklaganden stoppar det.</p>
<p class="byline">Text: Karin Sjödin · Publicerad 12 maj 2011 kl 14.12 · Uppdaterad 12 maj 2011 kl 16.40</p>
<div class="brodtext">
<p>Miljöprövningsdelegationen vid länsstyrelsen beslutade på onsdagen att ge bolaget Norrvind AB tillstånd att bygga 32 vindkraftverk med en totalhöjd på högst 150 meter.</p>
<p>Bolaget räknar med att parken ska ge el motsvarande förbrukningen i 40 000 villor. Byarna runt Storhöjden ska få en halv procent av intäkterna i så kallad bygdepeng.</p>
<p>Flera boende i Storbyn har protesterat mot parken, som på närmaste håll kommer att stå 900 meter från bebyggelse. Beslutet kan överklagas till mark- och miljödomstolen inom tre veckor.</p>
</div>
<p style="font-size:11px"><a href="/tipsa/7781">Tipsa en vän</a> · <a href="/skriv-ut/7781">Skriv ut</a> · Dela: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Bloggat</a></p>
<div id="inlagg"><a name="inlagg"></a><h2>Läsarnas inlägg (47)</h2>
<p class="regler">Du ansvarar själv för det du skriver. Inlägg som bryter mot våra regler tas bort. Dalbladets redaktion förhandsgranskar inte inläggen.</p>
{pager}
{"".join(entries)}{pager}
<div class="skriv"><b>Skriv ett inlägg</b><br /><form action="/debatt/skriv.php" method="post"><p>Namn/signatur: <input type="text" name="signatur" size="25" /> E-post: <input type="text" name="epost" size="25" /></p><p><textarea name="text" rows="5" cols="60"></textarea></p><p><input type="submit" value="Skicka" /></p></form></div>
</div>
</div>
<div id="hoger">
<div class="annons">Annons</div>
<h3>Senaste nytt</h3><ul>{senaste}</ul>
<h3>Mest lästa</h3>{links("Vindkraftparken på Storhöjden får klartecken ;; Bilbrand på E14 – en till sjukhus ;; Konsum i Storbyn stänger i höst ;; Ny rektor på Åsbacka skola ;; Storbyns IF klart för division tre", tag="ol", prefix="/nyheter/")}
<h3>Mest debatterade</h3>{links("Vindkraftparken på Storhöjden får klartecken | (47) ;; Konsum i Storbyn stänger i höst | (31) ;; Nya busstider från augusti | (18)", tag="ol", prefix="/nyheter/")}
<h3>Vädret</h3><p>Åsbacka i dag: 14° mulet, lätt regn under eftermiddagen.<br />I morgon: 17° sol.</p>
<div class="annons" style="height:400px;margin-top:14px">Annons</div>
</div>
<div id="fot">Dalbladet · Ansvarig utgivare: Ulf Berglund · <a href="/kontakt/">Kontakta oss</a> · <a href="/prenumerera/">Prenumerera</a> · © 2011 Dalbladet AB</div>
</div>"""
    html = xdoc("Vindkraftparken på Storhöjden får klartecken – Dalbladet", "sv", css, body)
    return make(
        "ek-sv-dalbladet-vindkraft-sida2",
        "sv",
        html,
        cs,
        path="/nyheter/2011/05/12/vindkraftparken-far-klartecken",
        container="div#inlagg under 'Läsarnas inlägg (47)', between two 'Sida 2 av 5' pagers: div.inlagg (div.inlagg-huvud: span.nr '#N', strong.namn NAME, span.tid; div.inlagg-text > p; Svara | Anmäl), flat, an advert div between #15 and #16",
        heading="Läsarnas inlägg (47)",
        description="A Swedish local paper's own CMS of May 2011: page 2 of 5 of its readers' entries (#11 to #20 of 47), flat, '12 maj 2011 kl 14.22', '@NAME' and 'Svar till #8' answers to entries on other pages, 'Svara | Anmäl', an advert between two entries, pagers above and below; 'Skriv ett inlägg' form; right column with 'Senaste nytt' (timed headlines), 'Mest lästa', 'Mest debatterade' with counts, weather, adverts. Only the printed page's entries are the truth. Never says 'comment'.",
        lookalikes=("Senaste nytt (timed)", "Mest debatterade"),
    )


def paged_ek() -> list[Case]:
    return [pl_wp_szesciolatki(), sv_tidning_vindkraft()]

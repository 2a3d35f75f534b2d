"""Blind set CA: three blog and news-blog pages of 2009-2012 without any reader comment, full of the era's furniture:
a balcony-gardening blog on WordPress with "Henüz yorum yapılmamış", an empty comment form with a sum captcha and a
recent-comments widget of other posts with names and excerpts (tr); a municipal news site on Joomla 1.5 whose article
says "Komentarze są wyłączone" beside a latest-comments module, most read, a poll and banners (pl); a farm dairy's
journal on ExpressionEngine with "No comments yet", a form with a captcha image, related entries with excerpts, the
dairy's tweets, a guestbook link, a webring and a visitor counter (en). Every name, place and text invented here."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Piece,
    ad,
    archive,
    case,
    cloud,
    counter,
    esc,
    links,
    rows,
    slug,
    tweets,
    webring,
    widget,
)


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, desc: str, what: tuple[str, ...]
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=what,
    )


def tr_wordpress_empty() -> Case:
    after = (
        '<h3 id="comments">Henüz yorum yapılmamış.</h3><p class="nocomments">İlk yorumu siz yapın!</p>'
        '<div id="respond"><h3>Yorum yapın</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" id="author" size="22" /> <label for="author"><small>İsim (gerekli)</small></label></p>'
        '<p><input type="text" name="email" id="email" size="22" /> <label for="email"><small>E-posta (yayınlanmayacak) (gerekli)</small></label></p>'
        '<p><input type="text" name="url" id="url" size="22" /> <label for="url"><small>Web sitesi</small></label></p>'
        '<p><textarea name="comment" id="comment" cols="58" rows="8"></textarea></p>'
        '<p><label for="mcspvalue">Güvenlik sorusu: 3 + 4 = </label><input type="text" name="mcspvalue" id="mcspvalue" size="4" /></p>'
        '<p><input name="submit" type="submit" id="submit" value="Yorum Gönder" /></p>'
        '<p><input type="checkbox" name="subscribe" /> Yeni yorumları e-posta ile bana bildir.</p></form></div>'
    )
    side = (
        widget(
            "tr-bahce",
            "Son Yazılar",
            links(
                (
                    "Domates fideleri balkona çıktı",
                    "Biberde yaprak kıvrılması",
                    "Saksıda fesleğen",
                    "Solucan gübresi denemem",
                ),
                "/",
            ),
            "recent-posts",
        )
        + widget(
            "tr-bahce",
            "Son Yorumlar",
            '<ul id="recentcomments">'
            + "".join(
                f'<li class="recentcomments"><a href="/out/{slug(n)}" rel="external nofollow" class="url">{esc(n)}</a>, <a href="/{slug(p)}/#comment-{k}">{esc(p)}</a> için: <em>“{esc(x)}”</em></li>'
                for k, (n, p, x) in enumerate(
                    rows("""
Hülya | Biberde yaprak kıvrılması | Bende de aynısı oldu, sabun-su karışımı işe yaradı…
Kemal Bey | Solucan gübresi denemem | Solucanları nereden aldınız? Kadıköy'de satan var mı…
Sevgi'nin Mutfağı | Saksıda fesleğen | Fesleğeni her sabah mı suluyorsunuz, yoksa…
Balkondaki Şehir | Biberde yaprak kıvrılması | Aşırı sulamadan da olabilir, toprağı kontrol edin…
""")
                )
            )
            + "</ul>",
            "recent-comments",
        )
        + widget(
            "tr-bahce",
            "Blog Listesi",
            links(("Balkondaki Şehir", "Sevgi'nin Mutfağı", "Tohumdan Sofraya", "Kentte Bahçe"), "/out/"),
            "links",
        )
        + widget(
            "tr-bahce",
            "Arşiv",
            archive("Nisan 2011 | 6\nMart 2011 | 9\nŞubat 2011 | 4\nOcak 2011 | 2\nAralık 2010 | 3", "/"),
            "archives",
        )
        + widget(
            "tr-bahce",
            "Etiketler",
            cloud("domates:5, biber:4, fesleğen:3, gübre:2, tohum:4, saksı:3, sulama:2"),
            "tag_cloud",
        )
        + widget(
            "tr-bahce",
            "Facebook",
            '<iframe src="about:blank" scrolling="no" frameborder="0" style="border:none;width:260px;height:70px" title="Facebook"></iframe>'
            '<p><a href="/out/facebook/balkonbahcem">Balkon Bahçem</a> Facebook\'ta · 186 kişi bunu beğeniyor.</p>',
            "text",
        )
        + widget("tr-bahce", "Ziyaretçi", counter("Toplam ziyaret", 35208), "counter")
    )
    piece = Piece(
        "Domates fideleri balkona çıktı",
        "Yazan: Nurcan",
        "2011-04-18T20:10:00+03:00",
        "18 Nisan 2011",
        "",
        """
Geceleri artık 10 derecenin altına düşmediği için domates fidelerimi sonunda balkona çıkardım. Şubat sonunda ektiğim tohumlardan on iki fide çıktı, en güçlü altısını büyük saksılara aldım.

İlk hafta fideleri öğle güneşinden korumak için üzerlerine eski bir tül perde gerdim. Yapraklar biraz soldu ama iki gün içinde toparlandılar.

Bu yıl iki çeşit deniyorum: pembe Amasya domatesi ve küçük çeri domates. Sırıklar ve bağlama işini bir sonraki yazıda anlatacağım.
""",
        category="Sebzeler",
        tags=("domates", "fide", "balkon"),
    )
    return _plain(
        "ca-tr-wordpress-yorum-yok",
        "tr-bahce",
        piece,
        Bits(after=after, side=side),
        "/2011/04/domates-fideleri-balkona-cikti/",
        "no discussion: h3#comments 'Henüz yorum yapılmamış.' and an empty comment form; the sidebar's 'Son Yorumlar' of other posts",
        "A Turkish balcony-gardening blog on WordPress, 2011: a post on tomato seedlings with 'Henüz yorum yapılmamış.', 'İlk yorumu siz yapın!' and an empty comment form with a sum captcha; the sidebar's recent posts, recent comments of other posts with names, post titles and quoted excerpts, a blog list, archives with counts, a tag cloud, a Facebook badge and a visitor counter. No reader comment.",
        ("recent comments of other posts with excerpts",),
    )


def pl_joomla_closed() -> Case:
    inside = '<p class="komentarze-off" style="background:#f2ece0;padding:4px 8px;color:#8c2a12"><b>Komentarze są wyłączone.</b> Redakcja zamknęła możliwość komentowania tego artykułu.</p>'
    side = (
        widget(
            "pl-gmina",
            "Ostatnie komentarze",
            '<ul class="latestcomments">'
            + "".join(
                f'<li><b>{esc(n)}</b> <span class="small">{esc(d)}</span><br /><a href="/index.php/aktualnosci/{slug(p)[:30]}">{esc(x)}</a></li>'
                for n, d, p, x in rows("""
mieszkaniec | 11.10.2012 14:20 | Remont drogi w Olszynach | Kiedy w końcu położą asfalt na Polnej?
Krzysztof W. | 11.10.2012 09:02 | Dożynki gminne 2012 | Dziękujemy KGW z Lipiny za wieniec!
Gość | 10.10.2012 22:41 | Nowy plac zabaw przy szkole | Ładnie, tylko kto będzie sprzątał?
""")
            )
            + "</ul>",
            "latest",
        )
        + widget(
            "pl-gmina",
            "Najczęściej czytane",
            links(
                (
                    "Remont drogi w Olszynach",
                    "Dożynki gminne 2012",
                    "Rozkład jazdy autobusów od 1 września",
                    "Sesja Rady Gminy 27 września",
                ),
                "/index.php/aktualnosci/",
                "ol",
            ),
            "popular",
        )
        + widget(
            "pl-gmina",
            "Sonda",
            '<form><b>Czy gmina powinna zbudować orlik w Wierzbnie?</b><br /><input type="radio" name="s" /> Tak<br /><input type="radio" name="s" /> Nie<br /><input type="radio" name="s" /> Nie mam zdania<br /><input type="submit" value="Głosuj" class="button" /></form>',
            "poll",
        )
        + widget("pl-gmina", "Reklama", ad("Skład opału Kowalczyk · Tel. 44 123 45 67", 170, 150), "banner")
        + widget("pl-gmina", "Pogoda", "<p>Wierzbno: 9°C, zachmurzenie duże</p>", "weather")
    )
    piece = Piece(
        "Zebranie wiejskie w Lipinie: fundusz sołecki na 2013 rok",
        "Napisany przez Redakcja",
        "2012-10-11T16:00:00+02:00",
        "czwartek, 11 października 2012 16:00",
        "Poprawiony: czwartek, 11 października 2012 16:45",
        """
W sobotę w świetlicy wiejskiej w Lipinie odbyło się zebranie mieszkańców sołectwa. Na zebraniu zdecydowano o podziale funduszu sołeckiego na przyszły rok, który wyniesie 14 280 zł.

Najwięcej pieniędzy, 8 000 zł, przeznaczono na wymianę okien w świetlicy. Pozostała kwota zostanie wydana na oświetlenie przystanku autobusowego i organizację festynu rodzinnego.

W zebraniu uczestniczyło 37 mieszkańców, wójt gminy oraz radny z Lipiny. Protokół z zebrania dostępny jest w urzędzie gminy.
""",
        category="Aktualności",
    )
    return _plain(
        "ca-pl-joomla-wylaczone",
        "pl-gmina",
        piece,
        Bits(inside=inside, side=side),
        "/index.php/aktualnosci/412-zebranie-wiejskie-w-lipinie",
        "no discussion: p.komentarze-off 'Komentarze są wyłączone.' in the article; the right column's latest comments of other articles",
        "A Polish municipal news site on Joomla 1.5, 2012: an article on a village meeting with 'Komentarze są wyłączone.' under its text; the right column's latest comments of other articles (name, time, article link with an excerpt), most read, a poll, a banner and the weather. No reader comment.",
        ("latest comments of other articles",),
    )


def en_expressionengine_none() -> Case:
    inside = (
        '<div class="related"><h4>Related entries</h4><ul>'
        + "".join(
            f'<li><a href="/journal/{slug(t)}">{esc(t)}</a> <small>{esc(d)}</small><br />{esc(x)}</li>'
            for t, d, x in rows("""
The first Hill Blue of the year | 14 September 2012 | Thirty-one wheels, one cracked press and a cheese that tastes of the August heather…
Why we still make cheese by hand | 2 August 2012 | People ask whether we will ever buy a curd mill. The short answer is no…
Meet the girls: our eleven Jerseys | 9 June 2012 | Buttercup, Mabel and the rest of the herd that makes all our milk…
""")
        )
        + "</ul></div>"
    )
    after = (
        '<div id="comments"><h3>Comments</h3><p class="nocomments">No comments yet. Be the first to leave one!</p>'
        '<form method="post" action="/index.php" id="comment_form"><input type="hidden" name="ACT" value="3" /><input type="hidden" name="entry_id" value="148" />'
        '<p>Name:<br /><input type="text" name="name" size="40" /></p><p>Email:<br /><input type="text" name="email" size="40" /></p><p>Location:<br /><input type="text" name="location" size="40" /></p>'
        '<p>URL:<br /><input type="text" name="url" size="40" value="http://" /></p><p><textarea name="comment" cols="60" rows="10"></textarea></p>'
        '<p><input type="checkbox" name="save_info" value="yes" /> Remember my personal information</p><p><input type="checkbox" name="notify_me" value="yes" /> Notify me of follow-up comments?</p>'
        '<p>Please enter the word you see in the image below:<br /><img src="/_avatar/captcha-1348.svg" width="140" height="30" alt=" " /><br /><input type="text" name="captcha" size="20" /></p>'
        '<p><input type="submit" name="submit" value="Submit" /> <input type="submit" name="preview" value="Preview" /></p></form></div>'
    )
    side = (
        widget(
            "en-cheese",
            "Find us",
            "<p>Curds &amp; Whey Dairy<br />Higher Coombe Farm<br />Open to visitors Saturdays 10-4</p>",
            "visit",
        )
        + widget(
            "en-cheese",
            "On Twitter",
            tweets(
                "curdsandwhey",
                """
Morning milking done, 6 degrees and the first frost on the top field. | 2 hours ago
Hill Blue is back in stock at the farm shop this weekend. | yesterday
Mabel has decided the new gate is her enemy. | 3 days ago
""",
                "Follow",
            ),
            "twitter",
        )
        + widget(
            "en-cheese",
            "Categories",
            links(
                ("Cheesemaking", "The herd", "Farm shop", "Recipes", "Events"),
                "/journal/category/",
                counts=("(41)", "(22)", "(9)", "(17)", "(6)"),
            ),
            "cats",
        )
        + widget(
            "en-cheese",
            "Archives",
            archive("October 2012 | 3\nSeptember 2012 | 5\nAugust 2012 | 4\nJuly 2012 | 6", "/journal/"),
            "archives",
        )
        + widget(
            "en-cheese",
            "Friends",
            '<p><a href="/guestbook">Sign our guestbook!</a></p>'
            + webring("Small Dairies Web Ring", "Previous", "Next")
            + links(("Wheyhey Goats", "The Cheese Cave", "Churn and Burn", "Westcountry Curds"), "/out/"),
            "friends",
        )
        + widget("en-cheese", "Visitors", counter("You are visitor number", 58021), "counter")
    )
    piece = Piece(
        "Washing the rinds: a Saturday in the cave",
        "Posted by Ruth",
        "2012-10-06T18:00:00+01:00",
        "Saturday, October 6, 2012",
        "at 6:00 pm",
        """
Every Saturday morning, before the farm shop opens, I go down to the cave with a bucket of brine and a stiff brush. The washed-rind cheeses need turning and washing twice a week, and Saturday is my turn.

It is slow work. Each wheel is lifted, checked for cracks, washed on both sides and put back on a clean board. The smell takes some getting used to, but the orange rind it builds up is what gives the cheese its meaty, nutty taste.

This batch will be ready for Christmas. If you visit the shop before then, ask to see the cave: we are always happy to show people round.
""",
        category="Cheesemaking",
    )
    return _plain(
        "ca-en-expressionengine-none",
        "en-cheese",
        piece,
        Bits(inside=inside, after=after, side=side),
        "/journal/washing-the-rinds-a-saturday-in-the-cave",
        "no discussion: div#comments with h3 'Comments', 'No comments yet. Be the first to leave one!' and a form with a captcha image",
        "An English farm dairy's journal on ExpressionEngine, 2012: a post on washing cheese rinds with related entries (titles, dates, excerpts), 'No comments yet. Be the first to leave one!' and a comment form with a captcha image; the sidebar's address, the dairy's tweets, categories and archives with counts, a guestbook link, a webring, friends' links and a visitor counter. No reader comment.",
        ("related entries with dates and excerpts", "the dairy's own tweets"),
    )


def plain_ca() -> list[Case]:
    return [tr_wordpress_empty(), pl_joomla_closed(), en_expressionengine_none()]

"""Blind set CA: the set's long discussion: a neighbourhood news blog on WordPress 2.8 with a magazine theme of 2009,
27 readers' comments four levels deep in the theme's own comment callback (numbers, gravatars, "sagt:" heads, times
after the name, "Antworten" links, the blogger's answers highlighted) with two pingbacks in the same list, in the
comments' own markup (de). Every class name, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Note,
    Piece,
    archive,
    case,
    cloud,
    depth,
    draw,
    esc,
    links,
    recent_comments,
    seeds,
    talk,
    tweets,
    widget,
)


def de_wordpress() -> Case:
    ns = talk("""
Gabi S. @ 3. Juni 2009 um 18:12 :: Endlich! Die Kreuzung war jeden Morgen eine Katastrophe, ich stand da manchmal zehn Minuten mit dem Rad zwischen den Autos.
  Robert @ 3. Juni 2009 um 18:40 :: Mit dem Rad ist der Kreisel aber auch nicht besser. Heute Morgen hat mich ein Lieferwagen beim Rausfahren fast mitgenommen.
    Gabi S. @ 3. Juni 2009 um 19:02 :: Stimmt, das Rausfahren ist heikel. Ich fahre jetzt lieber über den neuen Radweg hinter der Bäckerei.
  Kreisel-Blog @ 3. Juni 2009 um 20:15 [owner] :: Die Gemeinde hat uns bestätigt, dass im Juli noch eine rote Markierung für Radfahrer aufgebracht wird.
Heinz Bauer @ 3. Juni 2009 um 19:30 :: 480.000 Euro für einen Kreisel. Davon hätte man die Turnhalle der Grundschule sanieren können.
  Uschi @ 3. Juni 2009 um 20:01 :: Das sind zwei verschiedene Töpfe, Heinz. Der Kreisel wird zum großen Teil vom Land bezahlt.
    Heinz Bauer @ 3. Juni 2009 um 21:44 :: Steuergeld ist Steuergeld, egal aus welchem Topf.
      Uschi @ 4. Juni 2009 um 07:12 :: Da hast du natürlich recht. Aber die Turnhalle hätte man trotzdem nicht davon bezahlen dürfen.
  Martin K. @ 4. Juni 2009 um 08:30 :: Die Turnhalle steht übrigens im Haushalt für 2010, war im letzten Gemeindeblatt.
Anwohnerin Lindenweg @ 3. Juni 2009 um 21:05 :: Seit dem Umbau fahren viel mehr Autos durch den Lindenweg, weil man jetzt schneller rauskommt. Nachts ist es bei uns deutlich lauter.
  Kreisel-Blog @ 4. Juni 2009 um 09:10 [owner] :: Danke für den Hinweis. Wir fragen bei der Gemeinde nach, ob eine Verkehrszählung geplant ist.
    Anwohnerin Lindenweg @ 4. Juni 2009 um 12:48 :: Danke! Wir haben schon Unterschriften gesammelt, 43 Haushalte sind dabei.
  Peter W. @ 4. Juni 2009 um 10:05 :: Bei uns im Ahornring genauso. Tempo 30 wäre das Mindeste.
Oma Traudl @ 4. Juni 2009 um 10:40 :: Ich finde den Kreisel schön, vor allem die Blumen in der Mitte. Wer pflegt die eigentlich?
  Kreisel-Blog @ 4. Juni 2009 um 11:15 [owner] :: Die Bepflanzung hat der Gartenbauverein übernommen, die Gemeinde zahlt das Wasser.
  Gartenbauverein Unterhaching-Süd @ 4. Juni 2009 um 14:20 :: Genau so ist es. Wer mithelfen möchte: Wir gießen jeden Dienstag und Freitag um 19 Uhr, Gießkannen sind vorhanden.
Stefan @ 4. Juni 2009 um 13:02 :: Wann wird eigentlich die Ampel an der Schulstraße abgebaut? Die steht da immer noch und blinkt gelb.
  Martin K. @ 4. Juni 2009 um 15:33 :: Laut Bauamt nächste Woche, die Leitungen müssen erst umgelegt werden.
Lkw-Fahrer @ 4. Juni 2009 um 17:50 :: Für Sattelzüge ist der Kreisel zu eng. Ich muss jedes Mal über die Mittelinsel, und die Pflastersteine sind schon locker.
  Robert @ 4. Juni 2009 um 18:22 :: Die Mittelinsel ist extra überfahrbar gebaut, genau dafür.
    Lkw-Fahrer @ 4. Juni 2009 um 20:05 :: Überfahrbar ja, aber dann sollten die Steine auch halten. Schauen Sie sich das mal an.
Claudia @ 5. Juni 2009 um 07:45 :: Schulkinder queren jetzt an der Bäckerei, aber da gibt es keinen Zebrastreifen. Das macht mir als Mutter Sorgen. // Vorher war wenigstens die Ampel da.
  Kreisel-Blog @ 5. Juni 2009 um 09:20 [owner] :: Das Thema nehmen wir in unseren nächsten Beitrag auf. Die Elternbeiratsvorsitzende hat sich auch schon bei uns gemeldet.
  Peter W. @ 5. Juni 2009 um 11:10 :: Ein Schülerlotse wäre eine schnelle Lösung, bis ein Zebrastreifen kommt.
Herbert aus der Sonnenstraße @ 5. Juni 2009 um 16:40 :: Nach dreißig Jahren Stau vor meiner Haustür kann ich nur sagen: Danke!
Jens @ 6. Juni 2009 um 10:30 :: Super Blog übrigens, endlich erfährt man mal, was im Viertel los ist.
  Kreisel-Blog @ 6. Juni 2009 um 12:00 [owner] :: Danke, Jens! Tipps und Hinweise gerne jederzeit an redaktion@ oder hier in den Kommentaren.
""")
    pingbacks = {
        5: (
            "Radeln in Unterhaching » Der neue Kreisel aus Radfahrersicht",
            "4. Juni 2009 um 22:10",
            "[...] Der Kreisel-Blog hat ausführlich über die erste Woche am neuen Kreisverkehr berichtet, in den Kommentaren wird heftig diskutiert. Unsere Meinung: [...]",
        ),
        27: (
            "Gemeindeblog Taufkirchen-Nord » Auch bei uns kommt ein Kreisel",
            "7. Juni 2009 um 09:44",
            "[...] Wie es in Unterhaching-Süd gelaufen ist, kann man beim Kreisel-Blog nachlesen. [...]",
        ),
    }
    top = [i for i, n in enumerate(ns) if n.parent is None]
    number = {i: k + 1 for k, i in enumerate(range(len(ns)))}

    def pingback(key: int) -> str:
        title, when, text = pingbacks[key]
        return (
            f'<li class="pingback c-item" id="comment-{900 + key}"><div class="c-wrap"><div class="c-head"><span class="c-num">&nbsp;</span>'
            f'<b>Pingback:</b> <a href="/out/pb{key}" rel="external nofollow" class="url">{esc(title)}</a> <span class="c-date">{esc(when)}</span></div>'
            f'<div class="c-text"><p>{esc(text)}</p></div></div></li>'
        )

    def item(i: int, n: Note, sub: str) -> str:
        d = depth(ns, i)
        owner = n.tag("owner")
        cid = 1400 + 3 * i
        name = (
            f'<a href="/out/c{cid}" rel="external nofollow" class="url">{esc(n.who)}</a>'
            if i % 3 == 1 or owner
            else esc(n.who)
        )
        li = (
            f'<li class="c-item{" c-owner bypostauthor" if owner else ""} depth-{d + 1}" id="comment-{cid}"><div class="c-wrap">'
            f'<img alt="" src="/_avatar/grav-{i}.svg" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<div class="c-head"><span class="c-num"><a href="#comment-{cid}">{number[i]}</a></span> <cite>{name}</cite> <span class="says">sagt:</span><br />'
            f'<span class="c-date">{esc(n.at)}</span></div>'
            f'<div class="c-text">{"".join(f"<p>{esc(p)}</p>" for p in n.body.split(chr(10) * 2))}</div>'
            f'<div class="c-reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom={cid}#respond">Antworten</a></div></div>'
            + (f'<ul class="children">{sub}</ul>' if sub else "")
            + "</li>"
        )
        if i in top and top.index(i) == 3:
            li += pingback(5)
        return li

    thread = draw(ns, item, lambda s, _p: s) + pingback(27)
    after = (
        '<div id="comments-wrap"><h3 id="comments">29 Kommentare zu „Der neue Kreisel: die erste Woche“</h3>'
        f'<ol class="commentlist">{thread}</ol>'
        '<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>'
        '<div id="respond"><h3>Hinterlasse einen Kommentar</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" id="author" size="22" /> <label for="author"><small>Name (erforderlich)</small></label></p>'
        '<p><input type="text" name="email" id="email" size="22" /> <label for="email"><small>E-Mail (wird nicht veröffentlicht) (erforderlich)</small></label></p>'
        '<p><input type="text" name="url" id="url" size="22" /> <label for="url"><small>Website</small></label></p>'
        '<p><textarea name="comment" id="comment" cols="58" rows="8"></textarea></p>'
        '<p><input type="checkbox" name="subscribe" id="subscribe" /> <label for="subscribe">Benachrichtige mich über nachfolgende Kommentare per E-Mail.</label></p>'
        '<p><input name="submit" type="submit" id="submit" value="Kommentar abschicken" /></p></form></div>'
        '<p class="c-feed"><a href="/2009/06/der-neue-kreisel/feed/">Kommentare als RSS-Feed abonnieren</a> · <a href="/2009/06/der-neue-kreisel/trackback/" rel="trackback">Trackback-URL</a></p></div>'
    )
    side = (
        widget(
            "de-kreisel",
            "Neueste Beiträge",
            links(
                (
                    "Der neue Kreisel: die erste Woche",
                    "Sommerfest des Gartenbauvereins am 20. Juni",
                    "Bäckerei Huber schließt im August",
                    "Gemeinderat: Neues Baugebiet am Hachinger Bach",
                    "Flohmarkt auf dem Schulhof",
                ),
                "/2009/",
            ),
            "recent-posts",
        )
        + widget(
            "de-kreisel",
            "Neueste Kommentare",
            recent_comments(
                """
Jens | Der neue Kreisel: die erste Woche |
Elke M. | Bäckerei Huber schließt im August |
Franz | Sommerfest des Gartenbauvereins am 20. Juni |
Gabi S. | Gemeinderat: Neues Baugebiet am Hachinger Bach |
""",
                "bei",
            ),
            "recent-comments",
        )
        + widget(
            "de-kreisel",
            "Twitter",
            tweets(
                "kreiselblog",
                """
Neuer Beitrag: Der neue Kreisel – die erste Woche. Was sagt ihr? | vor 3 Tagen
Bauamt: Ampel an der Schulstraße wird nächste Woche abgebaut | vor 5 Tagen
Gartenbauverein sucht Helfer für die Kreiselbepflanzung | vor 1 Woche
""",
                "Folge uns:",
            ),
            "twitter",
        )
        + widget(
            "de-kreisel",
            "Archiv",
            archive("Juni 2009 | 3\nMai 2009 | 11\nApril 2009 | 9\nMärz 2009 | 7\nFebruar 2009 | 4", "/"),
            "archives",
        )
        + widget(
            "de-kreisel",
            "Schlagwörter",
            cloud(
                "Kreisverkehr:5, Gemeinderat:4, Verkehr:5, Schule:3, Gartenbauverein:2, Bäckerei:2, Flohmarkt:1, Baugebiet:3"
            ),
            "tag_cloud",
        )
        + widget(
            "de-kreisel",
            "Blogroll",
            links(
                (
                    "Radeln in Unterhaching",
                    "Gemeindeblog Taufkirchen-Nord",
                    "Hachinger Tal heute",
                    "WordPress Planet",
                ),
                "/out/",
            ),
            "links",
        )
    )
    piece = Piece(
        "Der neue Kreisel: die erste Woche",
        "Von Redaktion",
        "2009-06-03T07:30:00+02:00",
        "3. Juni 2009",
        "",
        """
Seit Montag vor einer Woche ist der neue Kreisverkehr an der Kreuzung Bahnhofstraße/Schulstraße freigegeben. Nach elf Monaten Bauzeit und mehreren Umleitungen rollt der Verkehr nun ohne Ampel.

Wir haben uns an drei Morgen zwischen sieben und acht Uhr an die Kreuzung gestellt. Der Rückstau in der Bahnhofstraße, früher oft bis zur Post, ist verschwunden. Für Radfahrer und Fußgänger ist die neue Lage allerdings noch ungewohnt.

Der Umbau hat nach Angaben der Gemeinde 480.000 Euro gekostet, davon trägt das Land rund zwei Drittel. Wie erlebt ihr den neuen Kreisel? Schreibt es in die Kommentare.
""",
        category="Verkehr",
        tags=("Kreisverkehr", "Verkehr", "Gemeinderat"),
    )
    style = (
        "#comments{font:bold 16px Georgia;color:#5b7f3a}.commentlist{list-style:none;margin:0;padding:0}.commentlist ul.children{list-style:none;margin:0 0 0 30px;padding:0}"
        ".c-wrap{border:1px solid #e2e8d9;background:#fafcf7;padding:8px;margin:0 0 8px;overflow:hidden}.c-wrap .avatar{float:left;margin-right:8px}.c-num{float:right;font:bold 18px Georgia;color:#c8d6b4}"
        ".c-date{font-size:10px;color:#999}.c-owner>.c-wrap{background:#eef5e4;border-color:#5b7f3a}.says{color:#888}.c-reply{text-align:right;font-size:11px}.pingback .c-wrap{background:#fff;font-size:11px}"
    )
    return case(
        "ca-de-wordpress-kreisel",
        "discussion",
        "de-kreisel",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2009/06/der-neue-kreisel-die-erste-woche/",
        reveal="on_load",
        container="div#comments-wrap: h3#comments '29 Kommentare zu …', ol.commentlist > li.c-item (div.c-wrap: gravatar, div.c-head with a number, cite, 'sagt:' and the time, div.c-text, 'Antworten'), replies in ul.children, four levels; two li.pingback entries in the same markup",
        heading="29 Kommentare zu „Der neue Kreisel: die erste Woche“",
        description="A German neighbourhood news blog on WordPress with a magazine theme, 2009: a post on a new roundabout with 27 readers' comments four levels deep (the blog answering five times, highlighted; a gardening club answering; numbers, gravatars, 'NAME sagt:' and the time under the name, 'Antworten' links), and two pingbacks in the list in the comments' own markup (one between two threads, one last); the count in the heading includes them; a comment form with a subscribe box; recent posts, recent comments of other posts, the blog's tweets, archives with counts, a tag cloud and a blogroll. Most awkward: its size, and the pingbacks look like comments.",
        static=True,
        lookalikes=("recent comments of other posts", "the blog's own tweets"),
    )


def long_ca() -> list[Case]:
    return [de_wordpress()]

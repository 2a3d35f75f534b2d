"""Blind set H: six mixed pages of 2008-2014, a real discussion of the article beside look-alike lists of new kinds
(truth: only the article's thread): pingbacks mixed into a WordPress comment list, popular posts and followers of a
Blogger blog, a "most commented" list with counts, a Twitter widget, a "recent readers" widget, lottery draws."""

from __future__ import annotations

from comspider_lab.blind.cases_h_common import Parts, Post, esc, make, paras, thread, tree
from comspider_lab.blind.content_h import site
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


# --------------------------------------------------------------------------- 1. en: pingbacks inside the comment list


def en_pingbacks() -> Case:
    c = thread(
        """
Lorraine Pettibone | May 12th, 2010 at 4:19 pm | - | The ferry was the only way my father could get to the hospital in Harlan without driving two hours around the lake. This is a real loss for the older folks on the east shore.
Doug Ruhl | May 12th, 2010 at 6:02 pm | - | $310,000 a year for a ferry that carries 40 people a day. I understand the county's position even if I don't like it.
Lorraine Pettibone | May 12th, 2010 at 7:30 pm | 1 | Doug, they found $2 million for the marina parking lot last year. It's about priorities.
Annie Castellano | May 13th, 2010 at 8:45 am | - | Is anybody organizing a ride share for the east shore? I have a van and could do Tuesdays and Thursdays.
Wes Thornbury | May 13th, 2010 at 11:10 am | - | The last run is on June 30th, according to the notice posted at the landing this morning.
Gail Ostrowski | May 13th, 2010 at 2:55 pm | - | Thanks for covering this, Ellen. The Harlan paper hasn't written a word about it.
"""
    )
    # where the two pingbacks fall in the list (after these comment indices)
    pings = {
        1: (
            "The Hollow Road Diary &raquo; Ferry cut: what it means for the east shore",
            "May 12th, 2010 at 6:48 pm",
        ),
        4: ("Lake County Notes &raquo; Weekly roundup: ferry, budget, marina", "May 13th, 2010 at 1:02 pm"),
    }
    ids = [6120 + 9 * i for i in range(len(c))]

    def item(i: int, s: Seed, sub: str) -> str:
        out = (
            f'<li class="comment {"alt" if i % 2 else ""}" id="comment-{ids[i]}">'
            f'<img alt="" src="/_avatar/g{i}.svg" class="avatar avatar-32 photo" height="32" width="32" />'
            f"<cite>{esc(s.author)}</cite> said,<br />"
            f'<small class="commentmetadata"><a href="#comment-{ids[i]}" title="">on {esc(s.when)}</a></small>'
            f"{paras(s.text)}{sub}</li>"
        )
        if i in pings:
            title, when = pings[i]
            out += (
                f'<li class="pingback" id="comment-{ids[i] + 4}"><cite>Pingback: <a href="http://example.invalid/{i}/" rel="external nofollow">{title}</a></cite><br />'
                f'<small class="commentmetadata"><a href="#comment-{ids[i] + 4}">on {when}</a></small>'
                "<p>[&#8230;] The Ferris Street Ledger has the details of the county vote, including the ridership numbers [&#8230;]</p></li>"
            )
        return out

    lst = tree(c, item, lambda inner, p: f'<ul class="children">{inner}</ul>' if p is not None else inner)
    after = (
        '<h3 id="comments">8 Responses to &#8220;County ends the Tamsin Lake ferry&#8221;</h3>'
        f'<ol class="commentlist">{lst}</ol>'
        '<h3 id="respond">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<textarea name="comment" id="comment" cols="58" rows="10"></textarea><input type="submit" value="Submit Comment" /></form>'
    )
    top = _rows(
        """
Dale Ostrander | 58
Renata Solís | 41
Gwen Albrecht | 37
Pete Vanterpool | 22
"""
    )
    aside = (
        '<li id="top-commentators" class="widget"><h2 class="widgettitle">Top Commentators</h2><ul>'
        + "".join(f'<li><a href="/?s={esc(n)}">{esc(n)}</a> ({k})</li>' for n, k in top)
        + "</ul></li>"
    )
    s = site(
        "en",
        "The Ferris Street Ledger",
        "News and notes from Alder Falls",
        "Home|About|Council Watch|Schools|Contact",
        "The Ferris Street Ledger is proudly powered by WordPress",
        "Council Watch|14;Development|9;Lake|11;Schools|22",
        "Alder Falls Historical Society;Lake County Notes;Riverkeepers of the Tamsin;The Hollow Road Diary",
        "ferry;Tamsin Lake;county budget;east shore",
    )
    post = Post(
        "County ends the Tamsin Lake ferry",
        "Ellen Marsh",
        "2010-05-12T10:40:00-04:00",
        "May 12th, 2010",
        (
            "The county board voted Tuesday to end the passenger ferry between the Alder Falls landing and the east shore of Tamsin Lake at the end of June.",
            "The ferry has run since 1958. It carries about forty people on a weekday, most of them older residents of the east shore going to Harlan for appointments and shopping.",
            "Board chair Lyle Mercer said the county could no longer justify a $310,000 yearly subsidy. The board will study a demand-response van instead.",
        ),
        category="Lake",
        tags=("ferry", "Tamsin Lake"),
        declare="og",
        by_word="by",
        footer_note="8 Comments",
    )
    return make(
        "h-mx-en-pingbacks-thread",
        "mixed",
        "kubrick",
        s,
        post,
        Parts(after=after, aside=aside),
        c,
        path="/2010/05/12/tamsin-lake-ferry/",
        container="<ol class=commentlist>",
        heading="8 Responses to “…”",
        description="A WordPress blog (older Kubrick markup): 'Name said,' 'on May 12th, 2010 at 4:19 pm'; six comments, one reply; two pingbacks (li.pingback, 'Pingback: Blog » Title', an excerpt in […]) inside the same list, counted in '8 Responses' but not in the truth (set H counts no trackback or pingback); 'Top Commentators' in the sidebar.",
        lookalikes=("pingbacks in the comment list", "top commentators widget"),
    )


# --------------------------------------------------------------------------- 2. id: Blogger, popular posts and followers


def id_blogger() -> Case:
    c = thread(
        """
Rina Kusumawati | 14 Juli 2011 16.19 | - | Wah, akhirnya pasar ikan Tanjung Kait direnovasi. Dulu kalau hujan becek sekali sampai ke parkiran.
Bang Udin | 14 Juli 2011 17.45 | - | Semoga pedagang lama tidak tergusur. Ibu saya sudah jualan di sana sejak tahun 80-an.
Yoga Pratama | 14 Juli 2011 20.02 | - | Tulisannya bagus, Mas Hendra. Foto yang kedua itu diambil jam berapa? Cahayanya keren.
Dewi Lestari Sari | 15 Juli 2011 08.30 | - | Katanya los baru cuma 120, padahal pedagang ada 160 lebih. Yang 40 mau ditaruh di mana?
Hendra Wijaya | 15 Juli 2011 10.12 | - | Terima kasih semua. Yoga, fotonya jam enam pagi waktu kapal-kapal baru merapat.
"""
    )
    ids = [4410 + 7 * i for i in range(len(c))]
    items = "".join(
        f'<dt class="comment-author" id="c{ids[i]}"><a name="c{ids[i]}"></a><a href="/profile/{ids[i]}" rel="nofollow">{esc(s.author)}</a> mengatakan...</dt>'
        f'<dd class="comment-body"><p>{esc(s.text)}</p></dd>'
        f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{ids[i]}" title="comment permalink">{esc(s.when)}</a></span></dd>'
        for i, s in enumerate(c)
    )
    after = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>5 komentar:</h4><dl id="comments-block">{items}</dl>'
        '<p class="comment-footer"><a href="/comment.g?blogID=9&amp;postID=1">Poskan Komentar</a></p></div>'
    )
    pop = _rows(
        """
Kuliner malam di Pasar Lama Tangerang | Dari sate bandeng sampai laksa, ini tempat makan yang buka sampai subuh. Saya coba satu per satu selama seminggu.
Jalan-jalan ke Pulau Untung Jawa | Naik perahu dari Tanjung Pasir cuma 40 menit. Pantainya bersih, tapi bawa bekal sendiri.
Banjir di Teluknaga, 5 tahun kemudian | Saya kembali ke kampung yang dulu terendam dan bertanya: apa yang sudah berubah?
"""
    )
    popular = (
        '<div class="widget PopularPosts" id="PopularPosts1"><h2>Posting Populer</h2><div class="widget-content popular-posts"><ul>'
        + "".join(
            f'<li><div class="item-thumbnail-only"><div class="item-thumbnail"><img src="/_avatar/thumb{i}.svg" width="72" height="72" alt="" /></div>'
            f'<div class="item-title"><a href="/2011/0{6 - i}/p{i}.html">{esc(t)}</a></div></div><div class="item-snippet">{esc(x)}</div></li>'
            for i, (t, x) in enumerate(pop)
        )
        + "</ul></div></div>"
    )
    followers = (
        '<div class="widget Followers" id="Followers1"><h2 class="title">Pengikut</h2><div class="widget-content"><div id="Followers1-wrapper">'
        '<div class="followers-grid">'
        + "".join(
            f'<a href="/profile/f{i}" title="{esc(n)}"><img src="/_avatar/f{i}.svg" width="32" height="32" alt="{esc(n)}" /></a>'
            for i, n in enumerate(
                ("Agus Salim", "Putri Ayu", "Bang Udin", "Yoga Pratama", "Nina K.", "Rudi Hartono")
            )
        )
        + '</div><div class="followers-count">Pengikut (86)</div></div></div></div>'
    )
    s = site(
        "id",
        "Catatan dari Pesisir",
        "Blog jurnalis warga dari pantai utara Tangerang",
        "Beranda|Tentang Saya|Foto|Kontak",
        "Diberdayakan oleh Blogger.",
        "Pesisir|37;Kuliner|21;Jalan-jalan|18;Nelayan|12",
        "Kabar Teluknaga;Sahabat Nelayan;Jejak Kuliner Tangerang;Foto Pantura",
        "pasar ikan;renovasi;pedagang;Tanjung Kait",
    )
    post = Post(
        "Pasar Ikan Tanjung Kait akan direnovasi",
        "Hendra Wijaya",
        "2011-07-14T09:20:00+07:00",
        "Kamis, 14 Juli 2011",
        (
            "Pemerintah kabupaten akan merenovasi Pasar Ikan Tanjung Kait mulai bulan September. Lantai pasar akan ditinggikan dan saluran air diperbaiki.",
            "Menurut dinas pasar, akan dibangun 120 los baru. Selama renovasi, pedagang dipindahkan sementara ke lapangan di samping dermaga.",
            "Saya datang pagi-pagi dan berbincang dengan beberapa pedagang. Kebanyakan senang, tapi khawatir soal jumlah los.",
        ),
        category="Label",
        tags=("pasar ikan", "Tanjung Kait"),
        declare="hatom",
        by_word="Diposting oleh",
        footer_note="5 komentar",
    )
    return make(
        "h-mx-id-blogger-popular",
        "mixed",
        "minima",
        s,
        post,
        Parts(after=after, aside=popular + followers),
        c,
        path="/2011/07/pasar-ikan-tanjung-kait.html",
        container="<dl id=comments-block>",
        heading="5 komentar:",
        description="A Blogger blog: 'Name mengatakan...' dt/dd pairs, '14 Juli 2011 16.19'; five flat; in the sidebar the 'Posting Populer' gadget (three other posts with thumbnails and snippets) and the followers' avatars.",
        lookalikes=("popular posts with snippets", "followers"),
    )


# --------------------------------------------------------------------------- 3. vi: "most commented" with counts


def vi_most_commented() -> Case:
    c = thread(
        """
Nguyễn Thị Lan (Hội An) | 16:19 03/09/2012 | - | Cây cầu này tôi đi mỗi ngày để chở con đi học. Mùa mưa nước lên sát mặt cầu, rất sợ.
Trần Văn Hùng | 17:02 03/09/2012 | - | Mong là làm nhanh, đừng như cầu Cẩm Kim kéo dài ba năm.
Lê Minh Tuấn (Đà Nẵng) | 19:40 03/09/2012 | - | Nên làm thêm lối đi riêng cho xe đạp, học sinh ở đây đi xe đạp rất nhiều.
Phạm Thu Hà | 21:15 03/09/2012 | - | Trong thời gian thi công người dân đi đường nào? Bài viết chưa nói rõ.
Võ Quang Khải | 08:05 04/09/2012 | - | 48 tỷ đồng cho một cây cầu 120 mét, cần công khai chi tiết hơn.
Đặng Ngọc Ánh | 10:30 04/09/2012 | - | Cảm ơn báo đã đưa tin. Mong chính quyền lắng nghe ý kiến bà con.
"""
    )
    items = "".join(
        f'<div class="yk-item"><div class="yk-ten"><b>{esc(s.author)}</b></div>'
        f'<div class="yk-noidung">{esc(s.text)}</div><div class="yk-tg">{esc(s.when)}</div></div>'
        for s in c
    )
    after = (
        f'<div class="ykbd"><div class="ykbd-tieude">Ý kiến bạn đọc (6)</div>{items}'
        '<div class="ykbd-gui"><a href="#form">Gửi ý kiến của bạn</a></div></div>'
    )
    most = _rows(
        """
Thành phố cấm xe tải vào phố cổ từ tháng 10 | 87
Giá vé tham quan phố cổ tăng gấp đôi | 64
Chợ Hội An sẽ được xây lại | 51
Học sinh phải học ca ba vì thiếu phòng | 38
Bãi biển Cửa Đại sạt lở nghiêm trọng | 29
"""
    )
    aside = (
        '<table cellpadding="0" cellspacing="0" class="moduletable"><tr><th>Tin nhiều bình luận nhất</th></tr><tr><td><ol class="nhieu-bl">'
        + "".join(
            f'<li><a href="/tin/{i}.html">{esc(t)}</a> <span class="so-bl">({n})</span></li>'
            for i, (t, n) in enumerate(most)
        )
        + "</ol></td></tr></table>"
    )
    s = site(
        "vi",
        "Tin Quảng Nam",
        "Báo điện tử của người Quảng",
        "Trang chủ|Thời sự|Kinh tế|Văn hóa|Thể thao|Liên hệ",
        "© 2012 Tin Quảng Nam. Ghi rõ nguồn khi phát hành lại thông tin từ website này.",
        "Thời sự|520;Giao thông|74;Kinh tế|210;Văn hóa|133",
        "UBND tỉnh Quảng Nam;Phố cổ Hội An;Đài PT-TH Quảng Nam;Thời tiết miền Trung",
        "cầu;Hội An;giao thông;thi công",
    )
    post = Post(
        "Xây mới cầu Thanh Nam thay cầu tạm",
        "Hoàng Văn Bình",
        "2012-09-03T09:00:00+07:00",
        "Thứ hai, 03/09/2012, 09:00 (GMT+7)",
        (
            "UBND thành phố Hội An vừa phê duyệt dự án xây mới cầu Thanh Nam dài 120 mét, thay thế cây cầu tạm đã xuống cấp.",
            "Tổng vốn đầu tư khoảng 48 tỷ đồng, dự kiến khởi công vào tháng 12 và hoàn thành sau 14 tháng.",
            "Trong thời gian thi công, một cầu phao sẽ được lắp đặt bên cạnh để người dân đi lại.",
        ),
        category="Giao thông",
        declare="visible",
        by_word="",
        footer_note="",
    )
    return make(
        "h-mx-vi-most-commented",
        "mixed",
        "joomla",
        s,
        post,
        Parts(after=after, aside=aside),
        c,
        path="/giao-thong/xay-moi-cau-thanh-nam.html",
        container="<div class=ykbd>",
        heading="Ý kiến bạn đọc (6)",
        description="A Joomla-era portal: 'Ý kiến bạn đọc (6)', div.yk-item (bold name with town, text, '16:19 03/09/2012' below); six flat; the left column's 'Tin nhiều bình luận nhất' (most commented stories, with counts); only the visible date.",
        lookalikes=("most commented stories with counts",),
    )


# --------------------------------------------------------------------------- 4. de: a Twitter widget


def de_tweets() -> Case:
    c = thread(
        """
Henning Lassahn | 03.03.2010 um 16:19 | - | Die Fähre in Darchau ist für uns Pendler die einzige vernünftige Verbindung. Ohne sie sind es 60 Kilometer Umweg über Lauenburg.
Gesine Petersen | 03.03.2010 um 17:05 | 0 | Genau so. Und im Winter, wenn die Fähre wegen Eis nicht fährt, merkt man, wie sehr man sie braucht.
Olaf Breiholz | 03.03.2010 um 18:40 | - | Wer soll die Brücke bezahlen? Der Landkreis hat doch nicht einmal Geld für die Kreisstraßen.
Dörte Wilkens | 03.03.2010 um 20:12 | 2 | Laut Artikel zahlen Bund und Land 80 Prozent. Der Rest bleibt trotzdem eine Menge Geld.
Frank Meinecke | 04.03.2010 um 07:55 | - | Die Brücke wird seit 1990 versprochen. Ich glaube es erst, wenn ich drüberfahre.
Imke Sass | 04.03.2010 um 11:30 | - | Was wird aus den Fährleuten? Die wohnen hier und haben Familien.
Bernd Schwieger | 04.03.2010 um 15:20 | - | Danke für die ausführliche Darstellung. Die Karte mit den beiden Trassen ist sehr hilfreich.
"""
    )
    ids = [3301 + 5 * i for i in range(len(c))]

    def item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<a id="comment-{ids[i]}"></a><div class="comment {"odd" if i % 2 == 0 else "even"}">'
            f'<div class="comment-kopf"><strong>{esc(s.author)}</strong> schrieb am {esc(s.when)}</div>'
            f'<div class="content">{paras(s.text)}</div>'
            f'<ul class="links"><li><a href="/comment/reply/512/{ids[i]}">antworten</a></li><li><a href="/comment/reply/512/{ids[i]}?quote=1">zitieren</a></li></ul>'
            f"</div>{sub}"
        )

    lst = tree(c, item, lambda inner, p: f'<div class="indented">{inner}</div>' if p is not None else inner)
    after = f'<div id="comments"><h2 class="comments">Leserkommentare (7)</h2>{lst}</div>'
    tweets = _rows(
        """
ElbtalBote | Fährbetrieb Darchau–Neu Darchau heute wegen Hochwasser eingestellt. Umleitung über Lauenburg. | vor 2 Stunden | TweetDeck
ElbtalBote | Kreistag tagt am Donnerstag öffentlich, Thema u.a. Elbbrücke. Wir berichten live. | vor 5 Stunden | web
ElbtalBote | @amt_neuhaus Danke für die Info, ist korrigiert. | vor 8 Stunden | web
ElbtalBote | Neue Bilder vom Eisgang bei Hitzacker in unserer Galerie. | gestern | Twitter for iPhone
"""
    )
    box = (
        '<div id="block-twitter" class="clear-block block block-twitter"><h2>Wir bei Twitter</h2><div class="content"><ul id="twitter_update_list">'
        + "".join(
            f'<li><span class="tweet-text"><a href="#">@{esc(u)}</a>: {esc(t)}</span> '
            f'<a class="tweet-time" href="#" style="font-size:85%">{esc(w)}</a> <span class="tweet-via">via {esc(v)}</span></li>'
            for u, t, w, v in tweets
        )
        + '</ul><a href="#" class="twitter-follow">Folgt uns auf Twitter</a></div></div>'
    )
    s = site(
        "de",
        "Elbtal-Bote",
        "Nachrichten aus Amt Neuhaus und der Elbtalaue",
        "Startseite|Lokales|Politik|Sport|Veranstaltungen|Kontakt",
        "© 2010 Elbtal-Bote · Impressum · Datenschutz",
        "Lokales|310;Kreistag|48;Verkehr|36;Sport|122",
        "Amt Neuhaus;Biosphärenreservat Elbtalaue;Fähre Darchau;Wetterstation Hitzacker",
        "Elbbrücke;Fähre;Darchau;Kreistag",
    )
    post = Post(
        "Elbbrücke Darchau: Land legt zwei Trassen vor",
        "Sönke Harms",
        "2010-03-03T11:20:00+01:00",
        "Mi, 03.03.2010 - 11:20",
        (
            "Das Land hat dem Kreistag am Dienstag zwei mögliche Trassen für eine Elbbrücke zwischen Darchau und Neu Darchau vorgelegt. Die Kosten werden auf 36 bis 42 Millionen Euro geschätzt.",
            "Bund und Land würden 80 Prozent übernehmen. Der Landkreis müsste den Rest tragen und den Unterhalt bezahlen.",
            "Die Fähre soll bis zur Fertigstellung weiterfahren. Eine Entscheidung des Kreistags wird im Sommer erwartet.",
        ),
        category="Verkehr",
        tags=("Elbbrücke", "Fähre"),
        declare="og",
        by_word="Von",
        footer_note="7 Kommentare",
    )
    return make(
        "h-mx-de-tweets-thread",
        "mixed",
        "drupal",
        s,
        post,
        Parts(after=after, aside=box),
        c,
        path="/lokales/elbbruecke-darchau-trassen",
        container="<div id=comments>",
        heading="Leserkommentare (7)",
        description="A Drupal 6 paper: 'Name schrieb am 03.03.2010 um 16:19', 'antworten', 'zitieren', replies in div.indented; seven, two replies; the sidebar's Twitter widget (the paper's own tweets: '@ElbtalBote: …', 'vor 2 Stunden', 'via TweetDeck').",
        lookalikes=("twitter widget",),
    )


# --------------------------------------------------------------------------- 5. fr: a "recent readers" widget


def fr_recent_readers() -> Case:
    c = thread(
        """
Nicole Bardet | 14 mars 2012 à 16:19 | - | Je me souviens de la fromagerie quand elle était encore au fond de la cour de la ferme Chabanne. Bonne chance aux repreneurs !
Thierry Mounier | 14 mars 2012 à 18:02 | - | Est-ce qu'ils vont garder la vente directe le samedi matin ? C'était bien pratique.
Camille Roux | 14 mars 2012 à 18:40 | 1 | Oui, ils l'ont dit à la réunion de vendredi : le samedi matin reste ouvert, et ils ajoutent le mercredi.
Pascal Vidil | 15 mars 2012 à 09:12 | - | Six emplois sauvés, c'est énorme pour une commune de 400 habitants.
Agnès Fabre | 15 mars 2012 à 12:30 | - | Merci pour ce reportage et les photos des caves.
"""
    )
    items = "".join(
        f'<div class="reaction{" reaction-reponse" if s.parent is not None else ""}" id="r{700 + i}" style="margin-left:{30 if s.parent is not None else 0}px">'
        f'<p class="reaction-entete">Posté par <b>{esc(s.author)}</b> le <a href="#r{700 + i}">{esc(s.when)}</a></p>'
        f'<div class="reaction-texte">{paras(s.text)}</div></div>'
        for i, s in enumerate(c)
    )
    after = f'<div class="reactions" id="reactions"><h3>Vos réactions</h3>{items}</div>'
    readers = _rows(
        """
Jeanne M. | il y a 12 minutes
bernard_63 | il y a 40 minutes
Lucie Pradier | il y a 2 heures
Le Blog du Mézenc | il y a 3 heures
Hugo Teyssier | hier
Radio Plateau | hier
"""
    )
    widget = (
        '<div class="module-mybloglog module"><h2 class="module-header">Lecteurs récents</h2><div class="module-content"><table class="mbl-readers">'
        + "".join(
            f'<tr><td><img src="/_avatar/mbl{i}.svg" width="32" height="32" alt="" /></td><td><a href="#">{esc(n)}</a><br /><small>{esc(w)}</small></td></tr>'
            for i, (n, w) in enumerate(readers)
        )
        + '</table><p><small>Widget MyBlogLog · <a href="#">Rejoignez ma communauté</a></small></p></div></div>'
    )
    s = site(
        "fr",
        "Le Carnet du Haut-Lignon",
        "Chroniques d'un canton de montagne",
        "Accueil|À propos|Agenda|Archives|Contact",
        "© Le Carnet du Haut-Lignon",
        "Vie locale|41;Agriculture|8;Économie|15;Patrimoine|19",
        "Association des habitants de Saint-Aubert;Office de tourisme du Lignon;Radio Plateau;Le Blog du Mézenc",
        "fromagerie;reprise;emplois;fin gras",
    )
    post = Post(
        "La fromagerie de Fay reprise par trois jeunes éleveurs",
        "Catherine Vial",
        "2012-03-14T10:05:00+01:00",
        "14 mars 2012",
        (
            "La fromagerie de Fay, menacée de fermeture depuis l'automne, a trouvé des repreneurs : trois jeunes éleveurs du canton, associés en coopérative.",
            "Les six salariés sont conservés. La production de fourme et de tomme continuera, avec le lait de onze fermes des environs.",
            "La vente directe sera ouverte le mercredi et le samedi matin.",
        ),
        category="Économie",
        tags=("fromagerie", "emplois"),
        declare="og",
        by_word="Publié par",
        footer_note="Réactions (5)",
    )
    return make(
        "h-mx-fr-recent-readers",
        "mixed",
        "typepad",
        s,
        post,
        Parts(after=after, aside=widget),
        c,
        path="/carnet/2012/03/fromagerie-de-fay-reprise.html",
        container="<div class=reactions>",
        heading="Vos réactions",
        description="A Typepad weblog: 'Posté par Name le 14 mars 2012 à 16:19' above each text, the reply indented by a style; five, one reply; the sidebar's 'Lecteurs récents' widget (MyBlogLog-like: avatars, names, 'il y a 12 minutes').",
        lookalikes=("recent readers widget",),
    )


# --------------------------------------------------------------------------- 6. es: lottery draws


def es_lottery() -> Case:
    c = thread(
        """
Paco Villalba | 03/05/2011 a las 16:19 | - | El cierre de la piscina de verano sería un golpe para los chavales del pueblo. Muchos no tienen otro sitio donde pasar julio.
Loli Garcés | 03/05/2011 a las 17:50 | - | Yo prefiero pagar un euro más la entrada a que la cierren. Que lo pregunten en el pleno.
Julián Catalán | 03/05/2011 a las 19:02 | - | El agujero de la depuradora viene de hace años. Nadie quiso arreglarla cuando era barato.
Rosa M. Lahoz | 04/05/2011 a las 09:15 | - | ¿Y si la gestiona la asociación de vecinos, como en Caminreal?
Ernesto Sancho | 04/05/2011 a las 12:40 | - | Enhorabuena por el artículo, muy claro. Falta saber qué piensa la oposición.
Marta Bielsa | 04/05/2011 a las 18:05 | - | Mis hijos aprendieron a nadar ahí. Ojalá encuentren una solución antes de junio.
"""
    )
    items = "".join(
        f'<dt><a name="op{i + 1}"></a>#{i + 1} <b>{esc(s.author)}</b> escribió el {esc(s.when)}</dt><dd>{esc(s.text)}</dd>'
        for i, s in enumerate(c)
    )
    after = (
        '<table width="100%" cellpadding="6"><tr><td class="boxhead">Opiniones de los lectores (6)</td></tr>'
        f'<tr><td><dl class="opiniones">{items}</dl></td></tr></table>'
        '<p><a href="/opinar?id=8812">Opine sobre esta noticia</a></p>'
    )
    box = (
        '<table width="100%" cellpadding="0" cellspacing="0" border="0" class="sorteos"><tr><td class="boxhead">Sorteos</td></tr><tr><td><font size="1">'
        "<p><b>Bonoloto</b> · lunes 2 de mayo de 2011<br />04 - 11 - 19 - 27 - 38 - 45 · C: 09 · R: 3</p>"
        "<p><b>La Primitiva</b> · sábado 30 de abril de 2011<br />02 - 15 - 23 - 31 - 40 - 47 · C: 12 · R: 7</p>"
        "<p><b>ONCE, cupón diario</b> · lunes 2 de mayo de 2011<br />Número premiado: 48.215 · Serie: 041</p>"
        "<p><b>Quiniela</b> · jornada 35<br />1 X 2 1 1 X 1 2 1 1 X 1 2 1 · Pleno al 15: 2-1</p>"
        '<a href="/sorteos/">Todos los resultados</a></font></td></tr></table><br />'
    )
    s = site(
        "es",
        "Diario del Jiloca",
        "Martes, 3 de mayo de 2011 · Edición digital",
        "Portada|Comarca|Aragón|Deportes|Opinión|Esquelas",
        "© Diario del Jiloca S.L. · Aviso legal · Publicidad",
        "Comarca|812;Aragón|406;Deportes|390;Cultura|144",
        "Ayuntamiento de Monreal;Comarca del Jiloca;Loterías y Apuestas;Meteo Teruel",
        "piscina;Monreal del Campo;pleno;depuradora",
    )
    post = Post(
        "Monreal estudia no abrir la piscina este verano",
        "Ana Blasco",
        "2011-05-03T11:10:00+02:00",
        "Publicado el 03/05/2011 a las 11:10",
        (
            "El Ayuntamiento de Monreal del Campo estudia no abrir la piscina municipal este verano. La depuradora necesita una reparación de 60.000 euros que no está presupuestada.",
            "El alcalde ha explicado que se buscarán ayudas de la Diputación antes de tomar una decisión definitiva, que llegará al pleno de finales de mayo.",
            "La piscina recibe cada verano unas 9.000 entradas.",
        ),
        category="COMARCA",
        declare="og",
        by_word="Por",
        footer_note="",
    )
    return make(
        "h-mx-es-lottery-thread",
        "mixed",
        "oldnews",
        s,
        post,
        Parts(after=after, aside=box),
        c,
        path="/comarca/2011/05/03/monreal-piscina.html",
        container="<dl class=opiniones>",
        heading="Opiniones de los lectores (6)",
        description="A paper's CMS of tables: a dl, dt '#3 Name escribió el 03/05/2011 a las 16:19', dd the text; six flat; the right column's 'Sorteos' box (lottery draws with dates, numbers, 'C:', 'R:').",
        lookalikes=("lottery draws",),
    )


def mixed_cases_h() -> list[Case]:
    return [en_pingbacks(), id_blogger(), vi_most_commented(), de_tweets(), fr_recent_readers(), es_lottery()]

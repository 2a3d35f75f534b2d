"""Blind set BV: four pages of 2011-2013 without any reader comment, full of the era's furniture: a cricket club's
match report with a scorecard, the league table, fixtures, "Comments are closed." and a latest-comments module of other
reports (en); a village portal's festival programme with "0 commenti", weather, an events calendar, most read with
counts, latest comments of other stories, a poll and the duty chemist (it); a primary school's newsletter online with
stars of the week, attendance by class, dates for the diary and a guest-book teaser, no comment area (en); a local
radio's news story whose commenting time has run out, with latest comments of other stories, the schedule and the top
20 (tr). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import Bits, Case, Piece, box, case, esc, grid, links, rows


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: tuple[str, ...], desc: str
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


def _said(block: str, fmt: str) -> str:
    return (
        "<ul>" + "".join(fmt.format(*(esc(x) for x in r), k=k) for k, r in enumerate(rows(block))) + "</ul>"
    )


def en_cricket_closed() -> Case:
    inside = (
        '<h3 class="oc-h">Scorecard (summary)</h3>'
        + grid(
            """
Oakfield batting | Runs | Balls | 4s | 6s
S. Whitlock | 64 | 81 | 8 | 1
R. Anand | 41 | 52 | 5 | 0
J. Parry | 28* | 30 | 2 | 1
Extras | 11 |  |  |
Total (6 wkts, 44.2 overs) | 187 |  |  |
""",
            cls="oc-score",
        )
        + '<p class="oc-small">Kingsmere 183 all out (49.1 overs): T. Hale 57, M. Doyle 38; D. Carr 4-31, R. Anand 2-27.</p>'
    )
    after = (
        '<div class="oc-comments"><h3>Comments</h3><p class="oc-closed">Comments are closed.</p></div>'
        '<p class="oc-nav">« <a href="/news/2nd-xi-v-westbury">2nd XI lose narrowly at Westbury</a> | <a href="/news/colts-festival">Colts festival this Sunday</a> »</p>'
    )
    left = box(
        "en-oakfield",
        "Latest comments",
        _said(
            """
Graham T. | Annual dinner tickets on sale | Put me down for two, same table as last year please.
Mrs Lacey | Colts festival this Sunday | Is there parking on the field or should we use the village hall?
Big Al | 2nd XI lose narrowly at Westbury | Unlucky lads, that last over was daylight robbery.
""",
            '<li><b>{0}</b> on <a href="/news/{k}">{1}</a><br /><i>{2}</i></li>',
        ),
    )
    side = (
        box(
            "en-oakfield",
            "Division 2 table",
            grid("""
Pos | Team | P | W | L | Pts
1 | Oakfield | 11 | 8 | 2 | 171
2 | Kingsmere | 11 | 8 | 3 | 166
3 | Westbury | 10 | 6 | 3 | 138
4 | Hinton Parva | 11 | 5 | 5 | 121
5 | Ashby Green | 11 | 3 | 7 | 88
"""),
        )
        + box(
            "en-oakfield",
            "Fixtures",
            "<ul><li>Sat 20 Jul: 1st XI v Westbury (H) 1pm</li><li>Sat 20 Jul: 2nd XI at Hinton Parva 1.30pm</li><li>Sun 21 Jul: Colts festival 10am</li></ul>",
        )
        + box(
            "en-oakfield",
            "Bar opening hours",
            "<p>Tue &amp; Thu 6.30–11pm (nets nights)<br />Sat from 12 noon<br />Sun 12–6pm</p>",
        )
        + box(
            "en-oakfield",
            "Our sponsors",
            '<img src="/_avatar/oc-sp-1.svg" alt="Hartley Motors" width="180" height="50" /><br /><img src="/_avatar/oc-sp-2.svg" alt="The Royal Oak" width="180" height="50" />',
        )
    )
    style = ".oc-score th{background:#eef5ec;text-align:left}.oc-small{font-size:11px;color:#666}.oc-closed{color:#888;font-style:italic}.oc-nav{font-size:11px}"
    piece = Piece(
        "1st XI beat Kingsmere by four wickets to go top",
        "Written by Match Secretary",
        "2013-07-14T19:30:00+01:00",
        "Sunday, 14 July 2013 19:30",
        """
A fine half-century from Sam Whitlock and four wickets for Dan Carr took the 1st XI to the top of Division 2 on Saturday, with a four-wicket win over previous leaders Kingsmere.

Put in on a slow pitch, Kingsmere made 183, Tom Hale top-scoring with 57. Whitlock and Rav Anand then put on 92 for the second wicket, and Jack Parry saw us home with five balls to spare.

Thanks as always to the teas ladies and to Keith for the scoring.
""",
        section="News",
    )
    return _plain(
        "bv-en-cricket-zu",
        "en-oakfield",
        piece,
        Bits(inside=inside, after=after, side=side, left=left, style=style),
        "/news/1st-xi-beat-kingsmere",
        "div.oc-comments: h3 'Comments', p 'Comments are closed.'",
        ("a scorecard table", "league table", "latest comments of other reports"),
        "An English village cricket club's site of 2013 on a module CMS: a match report with a scorecard table, 'Comments are closed.' under a 'Comments' heading, and no comment; left: latest comments of other reports (name 'on' title, the excerpt); right: the division table, fixtures, bar hours, sponsors.",
    )


def it_portal_zero() -> Case:
    after = (
        '<div class="sv-commenti"><h3>0 commenti</h3><p>Nessun commento per questo articolo. <a href="/login.php?r=commenta">Scrivi il primo commento</a> (devi essere registrato).</p></div>'
        '<p class="sv-tag">Tag: <a href="/tag/sagra">sagra</a>, <a href="/tag/pro-loco">pro loco</a>, <a href="/tag/tortelli">tortelli</a></p>'
    )
    left = box(
        "it-sanvitale",
        "Meteo",
        "<p><b>San Vitale</b><br />oggi 31°C sereno<br />domani 29°C temporali pomeridiani</p>",
    ) + box(
        "it-sanvitale",
        "Eventi di agosto",
        _said(
            """
ven 9 | Sagra del tortello, prima serata
sab 10 | Notte di San Lorenzo al Castello
gio 15 | Ferragosto: tombolata in piazza
dom 25 | Torneo di bocce Memorial Galli
""",
            "<li><b>{0}</b> {1}</li>",
        ),
    )
    side = (
        box(
            "it-sanvitale",
            "I più letti",
            links(
                (
                    "Sagra del tortello: il programma",
                    "Chiude la filiale della banca in piazza",
                    "Lavori sulla provinciale per Colle",
                    "Festa dei coscritti del 1963",
                ),
                "/notizie/",
                "ol",
                ("(1.204 letture)", "(987 letture)", "(622 letture)", "(410 letture)"),
            ),
        )
        + box(
            "it-sanvitale",
            "Ultimi commenti",
            _said(
                """
Gianni | Chiude la filiale della banca in piazza | Vergogna, gli anziani come fanno adesso?
Luisa B. | Lavori sulla provinciale per Colle | Almeno mettessero un semaforo come si deve.
Pro Loco | Festa dei coscritti del 1963 | Grazie a tutti, le foto sono nella galleria!
""",
                '<li><b>{0}</b> su <a href="/notizie/{k}">{1}</a>: «{2}»</li>',
            ),
        )
        + box(
            "it-sanvitale",
            "Sondaggio",
            "<p>Vorresti la zona pedonale in centro?</p><p>Sì 48% – No 41% – Solo la domenica 11%</p><p><small>Voti: 361</small></p>",
        )
        + box("it-sanvitale", "Farmacia di turno", "<p>Farmacia Bellini, via Roma 12, tel. 0523 880112</p>")
    )
    piece = Piece(
        "Sagra del tortello: il programma delle tre serate",
        "Redazione",
        "2012-08-06T10:15:00+02:00",
        "lunedì 6 agosto 2012",
        """
Torna da venerdì 9 a domenica 11 agosto la sagra del tortello di San Vitale, organizzata dalla Pro Loco nel cortile delle scuole elementari. Cucina aperta dalle 19.

Venerdì si balla con l'orchestra Mirko e i Galassia, sabato serata giovani con due band della valle, domenica la tradizionale lotteria con in palio una bicicletta e un prosciutto.

Il ricavato andrà al restauro dell'organo della chiesa parrocchiale.
""",
    )
    return _plain(
        "bv-it-portale-zero",
        "it-sanvitale",
        piece,
        Bits(after=after, side=side, left=left),
        "/notizie/1877-sagra-del-tortello.html",
        "div.sv-commenti: h3 '0 commenti', a 'Scrivi il primo commento' link to the login",
        ("latest comments of other stories", "most read with counts", "events calendar", "a poll"),
        "An Italian village portal of 2012 built in tables: a festival programme with '0 commenti' and a link to write the first one after logging in, and no comment; left: login, weather, August's events; right: most read with read counts, latest comments of other stories (name 'su' title, a quoted line), a poll, the chemist on duty.",
    )


def en_school_newsletter() -> Case:
    inside = (
        '<h3 class="sm-h">Stars of the week</h3>'
        + _said(
            """
Class 1 | Oliver P. | for writing his first full sentence all by himself
Class 2 | Maisie W. | for being a kind friend at playtime
Class 3 | Amelia R. | for fantastic persistence with her times tables
Class 4 | Kacper N. | for his brilliant Viking longship model
""",
            "<li><b>{0}:</b> {1} – {2}</li>",
        )
        + '<h3 class="sm-h">Attendance this week</h3>'
        + grid("""
Class | Attendance
Class 1 | 97.2%
Class 2 | 95.8%
Class 3 | 98.9%
Class 4 | 94.1%
""")
        + '<h3 class="sm-h">Dates for your diary</h3>'
        + "<ul><li>Thu 28 March: Easter bonnet parade, 2.30pm</li><li>Fri 29 March – Mon 8 April: Easter holidays</li><li>Tue 9 April: back to school</li></ul>"
        + '<p class="sm-sign">Mrs Helen Brierley, Headteacher</p>'
    )
    side = (
        box(
            "en-stmarys",
            "From our guestbook",
            '<p><i>“Lovely to see the Year 4 Viking day photos – well done everyone!”</i><br />Grandma Pat, 19 March</p><p><a href="/guestbook.htm">Sign our guestbook</a></p>',
        )
        + box(
            "en-stmarys",
            "Lunch menu",
            "<p>Mon: cottage pie<br />Tue: pasta bake<br />Wed: roast chicken<br />Thu: fish fingers<br />Fri: pizza</p>",
        )
        + '<p style="font-size:10px;color:#888">Page last updated 22/03/2013</p>'
    )
    piece = Piece(
        "Newsletter 12 – Friday 22 March 2013",
        "From the Headteacher",
        "2013-03-22T15:00:00+00:00",
        "22 March 2013",
        """
Dear parents and carers, what a busy week it has been! Class 4 travelled back in time for their Viking day on Tuesday, and the whole school raised £312 for Sport Relief on Friday.

Please remember that the school gates open at 8.40am. Children should not be left on the playground before then as there is no supervision.

Thank you to everyone who came to parents' evening. If you were not able to come, please ring the office to book another time.
""",
    )
    return _plain(
        "bv-en-schule-brief",
        "en-stmarys",
        piece,
        Bits(inside=inside, side=side),
        "/newsletters/2013-03-22.htm",
        "no comment area; the newsletter's stars of the week, attendance, dates, a guest-book teaser",
        ("stars of the week with pupils' names and reasons", "attendance table", "a guest-book teaser"),
        "An English primary school's hand-made newsletter site of 2013: the week's newsletter with stars of the week (class, pupil, reason), an attendance table, dates for the diary and the head's signature; left: a guest-book teaser with a quoted line and a name, the lunch menu, the last update. No comment area at all.",
    )


def tr_radio_expired() -> Case:
    after = (
        '<div class="ry-yorum"><h3>Yorumlar</h3><p>Bu habere yorum yapma süresi dolmuştur.</p></div>'
        '<div class="ry-diger"><h3>Diğer haberler</h3>'
        + links(
            (
                "Belediye otobüslerine yeni güzergâh",
                "Yeşilyurtspor deplasmandan 1 puanla döndü",
                "Kiraz hasadı erken başladı",
            ),
            "/haber/",
        )
        + "</div>"
    )
    side = (
        box(
            "tr-yesilyurt",
            "Şu an yayında",
            "<p><b>Öğle Arası</b> – Sunan: Derya Aksoy<br />12:00 – 14:00</p><p>Çalan şarkı: <i>Sezen Aksu – Kaç Kadeh Kırıldı</i></p>",
        )
        + box(
            "tr-yesilyurt",
            "Son yorumlar",
            _said(
                """
Ahmet Usta | Belediye otobüslerine yeni güzergâh | Sanayi sitesine de bir hat koysunlar artık.
Gülsüm | Kiraz hasadı erken başladı | Bu sene fiyatlar nasıl olacak acaba?
taraftar_61 | Yeşilyurtspor deplasmandan 1 puanla döndü | Hakem olmasa 3 puan bizimdi.
""",
                '<li><b>{0}</b> – <a href="/haber/{k}">{1}</a>: {2}</li>',
            ),
        )
        + box(
            "tr-yesilyurt",
            "Yayın Akışı",
            "<ul><li>07:00 Günaydın Yeşilyurt</li><li>10:00 Türkü Saati</li><li>12:00 Öğle Arası</li><li>14:00 Haber Bülteni</li><li>18:00 Akşam Keyfi</li></ul>",
        )
        + box(
            "tr-yesilyurt",
            "Top 20",
            links(
                (
                    "Tarkan – Kedi Gibi",
                    "Sezen Aksu – Kaç Kadeh Kırıldı",
                    "Mustafa Sandal – Aya Benzer",
                    "Demet Akalın – Giderli",
                ),
                "/top20/",
                "ol",
            ),
        )
    )
    style = ".ry-yorum{border-top:3px solid #ff7f00;margin-top:16px;color:#666}.ry-diger{margin-top:12px}"
    piece = Piece(
        "Kapalı pazar yeri inşaatı başladı",
        "Radyo Yeşilyurt Haber Merkezi",
        "2013-05-08T11:40:00+03:00",
        "08.05.2013 - 11:40",
        """
Yeşilyurt Belediyesi'nin Cuma pazarı için yaptırdığı kapalı pazar yerinin temeli dün atıldı. 240 tezgâhlık pazar yerinin yıl sonunda hizmete girmesi planlanıyor.

Belediye Başkanı Kemal Sarı, pazarcı esnafının yağmurda ve kışın zor şartlarda çalıştığını, yeni pazar yerinin altında 120 araçlık otopark da bulunacağını söyledi.

İnşaat süresince Cuma pazarı Stadyum Caddesi'nde kurulmaya devam edecek.
""",
    )
    return _plain(
        "bv-tr-radyo-sure",
        "tr-yesilyurt",
        piece,
        Bits(after=after, side=side, style=style),
        "/haber/kapali-pazar-yeri-insaati-basladi",
        "div.ry-yorum: h3 'Yorumlar', 'Bu habere yorum yapma süresi dolmuştur.'",
        ("latest comments of other news", "schedule", "top 20"),
        "A Turkish local radio station's site of 2013: a news story whose commenting time has run out ('Yorumlar', 'Bu habere yorum yapma süresi dolmuştur.'), other news; right: on air now with the song playing, latest comments of other news (name, title, the words), the day's schedule, the top 20.",
    )


def plain_bv() -> list[Case]:
    return [en_cricket_closed(), it_portal_zero(), en_school_newsletter(), tr_radio_expired()]

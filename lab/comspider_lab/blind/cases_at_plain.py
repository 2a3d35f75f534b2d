"""Blind set AT: six plain article pages of about 2008-2014 without any reader comment (truth zero), each with the
heavy furniture of its template (sidebars of recent posts, archives, calendars, tag clouds, blogrolls, most read and
most commented headlines) and the era's notes where a discussion would be: comments closed (da, el), "no comments
yet" above a form (fi, ro, ko, with a trackback address on ko), nothing at all but a poll (uk). Written for this set;
every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_at_common import Case, Parts, Story, make


def _plain(cid: str, site: str, st: Story, path: str, parts: Parts, what: str, description: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=what,
        heading=None,
        description=description,
        lookalikes=("none: a plain article page of the era",),
    )


def da_closed() -> Case:
    st = Story(
        "Havnen i Lyngbakke får ny kaj til 14 millioner",
        "Af Søren Holm",
        "2012-10-04T06:00:00+02:00",
        "torsdag 4. oktober 2012, 06:00",
        """
Byrådet har onsdag aften godkendt en renovering af den gamle fiskerihavn i Lyngbakke. Den nordlige kaj, der blev bygget i 1911, skal rives ned og erstattes af en ny kaj i beton.

Prisen er 14 millioner kroner, hvoraf en fond betaler de fem. Arbejdet begynder efter sommerferien næste år og ventes at tage et halvt år.

Fiskerne har længe klaget over den gamle kaj, hvor flere af fortøjningspælene er rådne. Havnefogeden forventer, at flere lystbåde vil søge til havnen, når den er færdig.
""",
        lead="Byrådet godkendte renoveringen enstemmigt. Arbejdet begynder efter sommerferien næste år.",
        section="Lokalt",
        tags=("havn", "byråd", "Lyngbakke"),
    )
    box = (
        '<div class="zt-fakta" style="border:1px solid #ccc;padding:8px;margin:10px 0"><b>Fakta: Havnen</b><ul>'
        "<li>Bygget: 1911</li><li>Pladser: 46 både</li><li>Ny kaj: 120 meter</li></ul></div>"
    )
    closed = '<p class="zt-lukket"><em>Kommentarfunktionen er lukket for denne artikel.</em></p>'
    return _plain(
        "at-lp-da-havn",
        "da-lyngby",
        st,
        "/lokalt/havnen-far-ny-kaj-2012-10-04",
        Parts(inside=box, after=closed),
        "none: article, a fact box, a 'comments closed' note, most read / most commented headlines with counts, tag cloud, links, an ad slot, footer",
        "A Danish local weekly's site of 2012: an article on a harbour with a fact box; 'Kommentarfunktionen er lukket' where a discussion would be; a right column of most read and most commented headlines (with counts), a tag cloud, links and an ad slot; no reader comment.",
    )


def fi_empty() -> Case:
    st = Story(
        "Kirjasto muuttaa yläkoulun tiloihin ensi syksynä",
        "Anu Lehtinen",
        "2014-02-19T10:30:00+02:00",
        "19.2.2014 klo 10.30",
        """
Koivulan kunnankirjasto muuttaa ensi syksynä yläkoulun peruskorjattuun siipeen. Nykyinen kirjastotalo on kärsinyt kosteusongelmista jo vuosia.

Uudessa kirjastossa on lähes kaksi kertaa enemmän tilaa, ja sinne tulee myös pieni kahvila ja lasten satuhuone. Aukioloajat pidentyvät iltaisin.

Muutto tehdään elokuussa, jolloin kirjasto on kaksi viikkoa kiinni. Vanhan talon kohtalosta päätetään myöhemmin.
""",
        section="Uutiset",
        tags=("kirjasto", "koulu", "Koivula"),
        count_line="Kommentit (0)",
    )
    empty = (
        '<div id="zt-discussion"><h3>Kommentit (0)</h3><p class="zt-tyhja">Ei vielä kommentteja. Kirjoita ensimmäinen!</p>'
        '<form action="/kommentoi" method="post"><p>Nimimerkki: <input name="nimi" /> Sähköposti: <input name="sposti" /></p>'
        '<textarea name="teksti" cols="55" rows="5"></textarea><br /><input type="submit" value="Lähetä" /></form></div>'
    )
    return _plain(
        "at-lp-fi-kirjasto",
        "fi-koivula",
        st,
        "/uutiset/kirjasto-muuttaa-ylakoulun-tiloihin",
        Parts(after=empty),
        "none: article, 'Kommentit (0)' with 'Ei vielä kommentteja' and a form, most read / most commented headlines, tag cloud, links, ad slot",
        "A Finnish local paper's site of 2014: an article on a library move; 'Kommentit (0)', a 'no comments yet, write the first' note and an empty form; the right column's headline lists, tag cloud and links; no reader comment.",
    )


def el_closed() -> Case:
    st = Story(
        "Το λιμάνι μετά την κακοκαιρία",
        "Δημοσιεύτηκε από τον Στέλιο",
        "2011-09-22T19:00:00+03:00",
        "22 Σεπτεμβρίου 2011",
        """
Τρεις μέρες φύσαγε βοριάς εννιά μποφόρ και το πλοίο της γραμμής έμεινε δεμένο στον Πειραιά. Σήμερα το πρωί κατέβηκα στο λιμάνι να δω τις ζημιές.

Ο μώλος άντεξε, αλλά δύο βάρκες του Μανώλη βούλιαξαν στο εσωτερικό λιμάνι και ο κυματοθραύστης έχασε μερικούς ογκόλιθους. Οι ψαράδες δούλευαν όλη μέρα για να βγάλουν τις βάρκες.

Ο δήμαρχος υποσχέθηκε ότι θα ζητήσει χρήματα για την επισκευή. Το πλοίο έρχεται ξανά αύριο το απόγευμα.
""",
        section="Νέα",
        tags=("λιμάνι", "πλοίο", "ψάρεμα"),
    )
    related = (
        '<div class="bx-related"><h4>Σχετικά άρθρα</h4><ul><li><a href="/nea/dromologio/">Το νέο δρομολόγιο του πλοίου</a></li>'
        '<li><a href="/nea/psaradika/">Ψαράδικα νέα του Αυγούστου</a></li><li><a href="/nea/molos/">Ο μώλος του 1960</a></li>'
        '</ul></div><p class="bx-closed">Τα σχόλια είναι κλειστά.</p>'
    )
    return _plain(
        "at-lp-el-limani",
        "el-ammoudia",
        st,
        "/2011/09/22/to-limani-meta-tin-kakokairia/",
        Parts(after=related),
        "none: a blog post, related posts, 'comments are closed', the heavy sidebar (about, recent posts, calendar, archives with counts, categories, tag cloud, blogroll, meta)",
        "A Greek island blog of 2011: a post on storm damage at the harbour, a 'related posts' list and 'Τα σχόλια είναι κλειστά.'; a heavy sidebar (about me, recent posts, a calendar, archives by month with counts, categories, a tag cloud, a blogroll, meta links); no reader comment.",
    )


def ro_empty() -> Case:
    st = Story(
        "Școala din Boteni primește un microbuz nou",
        "Redacția",
        "2009-09-10T12:00:00+03:00",
        "10.09.2009, ora 12:00",
        """
Școala Generală din Boteni a primit joi un microbuz școlar nou, cu 17 locuri, prin programul național de transport al elevilor. Vehiculul va aduce zilnic copiii din satele Ciurila și Valea Mică.

Până acum, elevii din cele două sate făceau naveta cu o mașină veche a primăriei, care se strica des. Directoarea școlii spune că numărul absențelor ar trebui să scadă.

Șoferul a fost angajat de primărie, iar traseul începe la ora 7:10 din Valea Mică.
""",
        section="Administrație",
        count_line="0 comentarii",
    )
    after = (
        '<div id="pg-discussion"><div class="pg-h">Comentarii</div><p>Niciun comentariu până acum. Fii primul care comentează!</p>'
        '<form action="/comenteaza" method="post"><p>Nume: <input name="nume" /></p><p>E-mail: <input name="mail" /></p>'
        '<textarea name="text" cols="50" rows="4"></textarea><br /><input type="submit" value="Trimite" /></form></div>'
        '<div class="pg-h">Articole similare</div><ul class="pg-list"><li><a href="/stiri/scoala-lipnita/">Școala din Lipnița se '
        'renovează</a> (03.08.2009)</li><li><a href="/stiri/drum-ciurila/">Drumul spre Ciurila, asfaltat</a> (21.07.2009)</li>'
        '<li><a href="/stiri/burse/">Burse pentru elevii navetiști</a> (15.06.2009)</li></ul>'
    )
    return _plain(
        "at-lp-ro-microbuz",
        "ro-valea",
        st,
        "/stiri/scoala-din-boteni-primeste-microbuz.html",
        Parts(after=after),
        "none: article in a table layout, 'Niciun comentariu până acum' with a form, similar articles with dates, left and right columns of headlines, tags, links, a banner slot",
        "A Romanian valley portal of 2009 in a table layout: an article on a school bus; 'no comments yet, be the first' and a form; similar articles with dates; left and right columns of headline lists, tags and links; no reader comment.",
    )


def uk_poll() -> Case:
    st = Story(
        "У Річковому відкрили новий дитячий садок на 120 місць",
        "Оксана Гнатюк",
        "2013-04-26T14:20:00+03:00",
        "26.04.2013 14:20",
        """
У мікрорайоні Заводському відкрили новий дитячий садок «Барвінок». Він розрахований на 120 дітей, працюватимуть шість груп.

Будівництво тривало два роки і коштувало 11 мільйонів гривень з міського та обласного бюджетів. Черга до дитсадків у місті після відкриття скоротиться майже вдвічі.

Батьки можуть подати заяви до управління освіти до 15 травня. Перших вихованців садок прийме вже в червні.
""",
        section="Новини",
    )
    poll = (
        '<div class="pg-h">Опитування</div><form class="pg-poll" action="/poll" method="post"><p>Чи вистачає в місті місць у дитсадках?</p>'
        '<label><input type="radio" name="v" value="1" /> Так</label><br /><label><input type="radio" name="v" value="2" /> Ні</label><br />'
        '<label><input type="radio" name="v" value="3" /> Важко сказати</label><br /><input type="submit" value="Голосувати" />'
        ' <a href="/poll/results/">Результати</a></form>'
    )
    return _plain(
        "at-lp-uk-dytsadok",
        "uk-richkove",
        st,
        "/news/2013/04/26/dytsadok-barvinok.html",
        Parts(rail=poll),
        "none: article in a table layout with print/share links, a poll in the right column, headline lists, tags, links, a banner slot; no comment area at all",
        "A Ukrainian district paper's site of 2013 in a table layout: an article on a new kindergarten; no comment area at all; a poll in the right column among headline lists, tags and links; no reader comment.",
    )


def ko_empty() -> Case:
    st = Story(
        "첫 수확한 감자",
        "하늘마을 아빠",
        "2013-06-20T21:00:00+09:00",
        "2013/06/20 21:00",
        """
지난 3월에 심은 감자를 오늘 드디어 캤습니다. 아이들이 호미를 들고 밭고랑을 따라가며 감자가 나올 때마다 소리를 질렀어요.

한 고랑에서 세 바구니가 나왔습니다. 알이 작은 것도 많지만 처음 농사치고는 대성공이라고 옆집 할머니께서 말씀해 주셨습니다.

저녁에는 갓 캔 감자를 쪄서 소금에 찍어 먹었습니다. 올해 여름은 감자 요리로 버틸 것 같습니다.
""",
        section="텃밭",
        tags=("텃밭", "감자", "아이들"),
        count_line="댓글 0",
    )
    after = (
        '<div id="bx-discussion"><p class="bx-tb">트랙백 0 | 트랙백 주소: /trackback/318</p><h3>댓글 0</h3>'
        "<p>아직 댓글이 없습니다.</p>"
        '<form action="/comment/add/318" method="post"><p>이름 <input name="name" /> 비밀번호 <input type="password" name="pw" /></p>'
        '<p>홈페이지 <input name="home" /></p><textarea name="body" cols="50" rows="4"></textarea><br />'
        '<input type="checkbox" name="secret" /> 비밀글 <input type="submit" value="댓글 달기" /></form></div>'
        '<div class="bx-related"><h4>\'텃밭\' 분류의 다른 글</h4><ul><li><a href="/312">고추 모종 심기</a> (2013/05/28)</li>'
        '<li><a href="/305">퇴비 만들기 실패기</a> (2013/05/02)</li><li><a href="/298">밭 갈던 날</a> (2013/03/15)</li></ul></div>'
    )
    return _plain(
        "at-lp-ko-gamja",
        "ko-haneul",
        st,
        "/318",
        Parts(after=after),
        "none: a blog post, a trackback line, '댓글 0' with '아직 댓글이 없습니다' and a form, other posts of the category with dates, the heavy sidebar",
        "A Korean country-life blog of 2013: a post on a potato harvest; 'trackback 0' and its address, '댓글 0' with a 'no comments yet' note and a form (name, password, homepage, a 'secret' box), the category's other posts with dates; the heavy sidebar; no reader comment.",
    )


def plain_at() -> list[Case]:
    return [da_closed(), fi_empty(), el_closed(), ro_empty(), uk_poll(), ko_empty()]

"""Blind set AV: six plain article pages of about 2012 without any reader comment (truth zero), with the era's heavy
furniture (ticker, login box, share counts, related stories with teasers, a gallery with credits, most read and most
commented with counts, a poll, "from around the web", an author box) and an empty or closed comment area: "comments
are closed", "be the first to comment", a login prompt, a count of zero. Written for this set; every name, place and
text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_av_common import Case, Parts, Story, make


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
        lookalikes=("none: a plain article page with an empty or closed comment area",),
    )


def fi_plain() -> Case:
    st = Story(
        "Kirjastoauto lopettaa kesäkuussa – kunta säästää 90 000 euroa",
        "Tuula Hirvonen",
        "2012-03-07T14:12:00+02:00",
        "7.3.2012 14:12",
        """
Järvelän kirjastoauto ajaa viimeisen kierroksensa kesäkuun lopussa. Sivistyslautakunta päätti tiistaina lakkauttaa palvelun osana kunnan säästöohjelmaa.

Kirjastoauto on pysähtynyt viikoittain 34 kylässä. Sen tilalle kunta suunnittelee kotipalvelua, jossa kirjoja tuodaan ikäihmisille tilauksesta.

Lainausmäärät ovat laskeneet viidessä vuodessa noin kolmanneksella. Auton uusiminen olisi maksanut noin 300 000 euroa.
""",
        lead="Kotipalvelu korvaa auton ikäihmisille.",
        section="Uutiset",
        tags=("kirjasto", "säästöt"),
    )
    after = (
        '<div class="kom-suljettu"><h3>Kommentit</h3><p>Tämän jutun kommentointi on suljettu.</p>'
        '<p><a href="/keskustelu">Keskustelupalstalle</a></p></div>'
    )
    return _plain(
        "av-plain-fi-kirjastoauto",
        "fi-jarvela",
        st,
        "/uutiset/kirjastoauto-lopettaa-kesakuussa-1-1204471",
        Parts(after=after),
        "a newspaper page: ticker, login box, share counts, gallery, related, most read/commented, poll, around the web; 'Kommentit: Tämän jutun kommentointi on suljettu.'",
        "A Finnish local paper of 2012: an article on a mobile library, comments closed, the whole furniture of the era.",
    )


def da_plain() -> Case:
    st = Story(
        "P-afgift ved Sandvig Strand skaber vrede",
        "Lene Bak",
        "2012-03-06T10:40:00+01:00",
        "6. marts 2012 kl. 10:40",
        """
Fra 1. maj skal bilister betale 15 kroner i timen for at parkere ved Sandvig Strand. Byrådet vedtog afgiften med 14 stemmer mod 11.

Pengene skal gå til nye toiletter og en livredderstation. Beboere i Strandvejskvarteret kan få en gratis beboerlicens.

Borgerforeningen har indkaldt til protestmøde i næste uge.
""",
        section="Lokalt",
        tags=("parkering", "strand", "byråd"),
    )
    after = (
        '<div class="debat-boks"><h3>Debat (0)</h3><p>Vær den første til at kommentere denne artikel.</p>'
        '<p>Du skal være logget ind for at deltage. <a href="/log-ind">Log ind</a> eller <a href="/opret">opret profil</a>.</p></div>'
    )
    return _plain(
        "av-plain-da-pafgift",
        "da-sandvig",
        st,
        "/lokalt/p-afgift-ved-sandvig-strand-skaber-vrede",
        Parts(after=after),
        "a newspaper page with the era's furniture; 'Debat (0)', 'Vær den første til at kommentere', a login prompt",
        "A Danish local paper of 2012: an article on beach parking fees, a debate box with a count of zero and 'be the first to comment'.",
    )


def hu_plain() -> Case:
    st = Story(
        "Bezár a Corvin mozi: utolsó vetítés vasárnap",
        "Papp Eszter",
        "2012-03-05T16:00:00+01:00",
        "2012. március 5., hétfő 16:00",
        """
Hatvanhárom év után bezár Ferenchalom utolsó belvárosi mozija. A Corvin mozi üzemeltetője szerint a digitális átállás költségét nem tudják kigazdálkodni.

Az utolsó vetítés vasárnap este hétkor lesz, a jegyek ingyenesek. Az épület sorsáról az önkormányzat később dönt.
""",
        lead="Hatvanhárom év után zárja be kapuit a belváros utolsó mozija.",
        section="Helyi",
        tags=("mozi", "kultúra"),
    )
    inside = '<div class="tx-box"><h3>Kapcsolódó</h3><p>A mozi története képekben: <a href="/galeria/corvin">galéria (24 kép)</a></p></div>'
    after = (
        '<div class="hozzaszolas-zar"><p><b>Hozzászólások</b></p><p>A cikkhez nem lehet hozzászólni. '
        "A hozzászólások 48 óra után automatikusan lezárulnak.</p></div>"
    )
    return _plain(
        "av-plain-hu-mozi",
        "hu-ferenchalom",
        st,
        "/helyi/bezar-a-corvin-mozi-20120305",
        Parts(inside=inside, after=after),
        "a tabloid page: red bar ticker, share counts above the picture, gallery in the article, rail with most commented and login; 'Hozzászólások: A cikkhez nem lehet hozzászólni.'",
        "A Hungarian town tabloid of 2012: an article on a cinema closing, comments closed after 48 hours.",
    )


def ro_plain() -> Case:
    st = Story(
        "Prețul apei crește cu 11% de la 1 aprilie",
        "Ioana Mureșan",
        "2012-03-07T09:15:00+02:00",
        "Miercuri, 07 Martie 2012 09:15",
        """
Consiliul Județean a aprobat majorarea tarifului la apă potabilă și canalizare cu 11% începând cu 1 aprilie. Un metru cub va costa 4,32 lei cu TVA.

Operatorul regional spune că banii sunt necesari pentru cofinanțarea proiectului european de modernizare a rețelelor. Consumatorii vulnerabili pot solicita ajutor de la primărie.
""",
        section="Local",
        tags=("apă", "tarife", "Consiliul Județean"),
    )
    after = (
        '<div class="pv-panel"><h3>Comentarii</h3><div><p>Pentru a comenta trebuie să fiți autentificat.</p>'
        '<p><a href="/autentificare">Autentificare</a> | <a href="/inregistrare">Cont nou</a></p><p>Nu există comentarii.</p></div></div>'
    )
    return _plain(
        "av-plain-ro-apa",
        "ro-valeni",
        st,
        "/local/pretul-apei-creste-cu-11-de-la-1-aprilie-8821.html",
        Parts(after=after),
        "a portal page in three columns: ticker, login box and poll on the left, most read/commented and around the web on the right; 'Comentarii: Nu există comentarii.'",
        "A Romanian county portal of 2012: an article on water prices, an empty comments panel asking to log in.",
    )


def ko_plain() -> Case:
    st = Story(
        "해양시 시내버스 요금 4월부터 100원 인상",
        "박지현 기자",
        "2012-03-06T11:20:00+09:00",
        "입력 2012.03.06 11:20",
        """
해양시는 4월 1일부터 시내버스 기본요금을 일반 1,100원에서 1,200원으로 100원 인상한다고 6일 밝혔다. 청소년과 어린이 요금은 동결된다.

시는 유가 상승과 운수업체 적자를 이유로 들었다. 요금 인상은 2008년 이후 4년 만이다.
""",
        section="지역",
        tags=("버스요금", "해양시"),
    )
    after = (
        '<div class="reply-off"><p class="reply-h">댓글</p><p>이 기사는 댓글 서비스를 제공하지 않습니다.</p></div>'
        '<div class="tx-box"><h3>기자의 다른 기사</h3><ul><li><a href="/news/1">해양대교 야간 통제 안내</a></li>'
        '<li><a href="/news/2">해수욕장 개장 준비 본격화</a></li></ul></div>'
    )
    return _plain(
        "av-plain-ko-bus",
        "ko-haeyang",
        st,
        "/news/articleView-220183.html",
        Parts(after=after),
        "a tabloid page with the era's furniture; '댓글: 이 기사는 댓글 서비스를 제공하지 않습니다.', the reporter's other articles",
        "A Korean city paper of 2012: an article on bus fares, no comment service on this article, a list of the reporter's other articles.",
    )


def vi_plain() -> Case:
    st = Story(
        "Xây mới chợ Bến Thủy với kinh phí 120 tỷ đồng",
        "Nguyễn Thị Thu Hà",
        "2012-03-05T08:00:00+07:00",
        "Thứ Hai, 05/03/2012 08:00",
        """
UBND tỉnh vừa phê duyệt dự án xây mới chợ Bến Thủy với tổng kinh phí 120 tỷ đồng. Chợ mới có ba tầng, hơn 800 ki-ốt và bãi đỗ xe ngầm.

Trong thời gian xây dựng, các tiểu thương sẽ được bố trí buôn bán tạm tại khu đất trống cạnh bến xe. Dự án dự kiến khởi công vào quý III năm nay.
""",
        section="Kinh tế",
        tags=("chợ Bến Thủy", "tiểu thương"),
    )
    after = (
        '<div class="pv-panel"><h3>Ý kiến bạn đọc</h3><div><p>Chưa có ý kiến nào. Hãy là người đầu tiên gửi ý kiến.</p>'
        '<form action="/y-kien" method="post"><p>Họ tên: <input type="text" name="ten" /> Email: <input type="text" name="email" /></p>'
        '<textarea name="nd" rows="4"></textarea><p>Ý kiến của bạn sẽ được biên tập trước khi đăng.</p>'
        '<input type="submit" value="Gửi ý kiến" /></form></div></div>'
    )
    return _plain(
        "av-plain-vi-cho",
        "vi-benthuy",
        st,
        "/kinh-te/xay-moi-cho-ben-thuy-voi-kinh-phi-120-ty-dong-a4471.html",
        Parts(after=after),
        "a portal page with the era's furniture; 'Ý kiến bạn đọc: Chưa có ý kiến nào', a moderated form",
        "A Vietnamese provincial paper of 2012: an article on a market, an empty readers' opinions panel with a form ('your opinion will be edited before it is published').",
    )


def plain_av() -> list[Case]:
    return [fi_plain(), da_plain(), hu_plain(), ro_plain(), ko_plain(), vi_plain()]

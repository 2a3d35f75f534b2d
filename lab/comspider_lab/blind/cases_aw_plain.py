"""Blind set AW: six plain article pages of 2012 without any reader comment (truth zero), with the era's heavy
furniture (ticker, share bar with counts, picture credits, author box, related stories with teasers and dates, "most
read" and "most commented" with counts, a poll, a photo gallery, partner links, a login box) and an empty or closed
comment area: "comments are closed", "be the first to comment" with a login form, a zero count. Written for this set;
every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_aw_common import Case, Parts, Story, make


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
        lookalikes=("none: a plain article page of 2012 with heavy furniture",),
    )


def fi_closed() -> Case:
    st = Story(
        "Koskelan tehdas irtisanoo 40 työntekijää",
        "Tuomas Lehtonen",
        "2012-03-14T10:15:00+02:00",
        "14.3.2012 10:15",
        """
Koskelan sahatavaratehdas irtisanoo 40 työntekijää. Yhteistoimintaneuvottelut päättyivät tiistaina, ja irtisanomiset koskevat pääasiassa höyläämön ja varaston henkilöstöä.

Tehtaan toimitusjohtajan mukaan syynä ovat heikentyneet vientinäkymät ja sahatavaran hinnan lasku. Tehtaalle jää noin 120 työntekijää.

Kaupunki on luvannut tukea irtisanottuja työllistymisessä yhdessä työ- ja elinkeinotoimiston kanssa.
""",
        lead="Yhteistoimintaneuvottelut päättyivät tiistaina. Tehtaalle jää noin 120 työntekijää.",
        section="Talous",
        related=(
            "Tehtaalla alkoivat neuvottelut ~ 1.2.2012 ~ Yhtiö kertoi vähentävänsä enintään 50 henkilöä.",
            "Vienti hiipuu koko alalla ~ 15.1.2012 ~ Sahatavaran hinta on laskenut kymmenen prosenttia.",
            "Uusi yrityspuisto avautuu ~ 3.12.2011 ~ Ensimmäiset yritykset muuttavat keväällä.",
        ),
        tags=("Koskela", "työpaikat"),
        bio="Tuomas Lehtonen on Koskelan Sanomien taloustoimittaja.",
    )
    closed = '<div class="kommentit-suljettu"><h3>Kommentit</h3><p>Kommentointi on suljettu tämän jutun osalta.</p></div>'
    return _plain(
        "aw-lp-fi-suljettu",
        "fi-koskela",
        st,
        "/talous/koskelan-tehdas-irtisanoo-40-tyontekijaa-1-90114",
        Parts(after=closed),
        "none: article, share bar with counts, picture and credit, author box, related stories with teasers and dates, 'Kommentointi on suljettu', a right column (most read, most commented with counts, poll, gallery, partner links), login box, ticker",
        "A Finnish daily of 2012: an article on job cuts with the era's heavy furniture and 'comments are closed'; no reader comment.",
    )


def hu_first() -> Case:
    st = Story(
        "Áprilistól új buszjáratok indulnak a megyében",
        "Tóth Eszter",
        "2012-03-14T09:00:00+01:00",
        "2012. március 14. 09:00",
        """
Április 1-jétől négy új helyközi buszjárat indul a megyében – jelentette be a közlekedési társaság. Az új járatok főként a reggeli és a délutáni csúcsidőben segítik az ingázókat.

A legfontosabb változás, hogy a megyeszékhely és a keleti falvak között óránként közlekednek majd a buszok. Eddig csak kétóránként volt járat.

A menetrend március 20-tól olvasható a társaság honlapján és a buszállomásokon.
""",
        section="Megye",
        related=(
            "Drágul a buszbérlet ~ 2012. január 5. ~ Átlagosan öt százalékkal nőnek az árak.",
            "Felújítják a buszállomást ~ 2011. november 22. ~ Új váróterem és mosdók épülnek.",
            "Kevesebb vonat jár hétvégén ~ 2011. október 3. ~ A MÁV ritkítja a hétvégi járatokat.",
        ),
        tags=("közlekedés", "busz", "menetrend"),
    )
    first = (
        '<div class="hozzaszolasok"><h3>Hozzászólások (0)</h3><p>Még nincs hozzászólás. Legyen Ön az első!</p>'
        '<form action="/belepes" method="post"><p>Hozzászóláshoz be kell jelentkeznie.</p><input name="nev" /> '
        '<input type="password" name="jelszo" /> <button>Belépés</button> <a href="/regisztracio">Regisztráció</a></form></div>'
    )
    return _plain(
        "aw-lp-hu-elso-hozzaszolo",
        "hu-vizpart",
        st,
        "/megye/20120314-uj-buszjaratok-aprilistol",
        Parts(after=first),
        "none: article, share bar with counts, picture and credit, 'Hozzászólások (0)' with a login form, related stories with teasers and dates, a left column (sections, most commented with counts), a right column (ticker, most read, poll, gallery, partner links)",
        "A Hungarian county portal of 2012: an article on new bus lines with heavy furniture and an empty comment area ('be the first', a login form); no reader comment.",
    )


def ro_closed() -> Case:
    st = Story(
        "Primăria asfaltează 12 străzi din cartierul Podgoria",
        "Andreea Mihăilă",
        "2012-03-14T11:30:00+02:00",
        "14 martie 2012, 11:30",
        """
Primăria Văleni a semnat contractul pentru asfaltarea a 12 străzi din cartierul Podgoria. Lucrările, în valoare de 4,6 milioane de lei, vor începe în aprilie.

Locuitorii cartierului au cerut de ani de zile modernizarea străzilor, care se transformă în noroi după fiecare ploaie. Pe lângă asfalt, vor fi montate borduri și rigole.

Termenul de finalizare este sfârșitul lunii octombrie.
""",
        lead="Lucrările de 4,6 milioane de lei încep în aprilie.",
        section="Local",
        related=(
            "Noroi pe străzile din Podgoria ~ 10 februarie 2012 ~ Locuitorii au protestat în fața primăriei.",
            "Bugetul local, aprobat ~ 30 ianuarie 2012 ~ Investițiile în drumuri cresc cu 20 la sută.",
            "Parcare nouă lângă piață ~ 15 decembrie 2011 ~ Peste 200 de locuri vor fi gata în vară.",
        ),
        tags=("Podgoria", "asfaltare", "primărie"),
        bio="Andreea Mihăilă scrie despre administrația locală.",
    )
    box = (
        '<div class="box-info"><h4>Străzile incluse</h4><ul><li>Str. Viilor</li><li>Str. Teilor</li><li>Str. Morii</li>'
        "<li>și alte nouă străzi din Podgoria</li></ul></div>"
    )
    closed = (
        '<div class="comentarii"><p class="inchis">Comentariile sunt închise pentru acest articol.</p></div>'
    )
    return _plain(
        "aw-lp-ro-inchise",
        "ro-vadeni",
        st,
        "/local/primaria-asfalteaza-12-strazi-podgoria-id2231.html",
        Parts(inside=box, after=closed),
        "none: article with a fact box, share bar with counts, picture and credit, tags, author box, related stories with teasers and dates, 'Comentariile sunt închise', a rail (login box, most read, most commented with counts, gallery, poll, partner links), ticker",
        "A Romanian tabloid-style local paper of 2012: an article on road works with a fact box, heavy furniture and 'comments are closed'; no reader comment.",
    )


def el_first() -> Case:
    st = Story(
        "Ανακαινίζεται το δημοτικό θέατρο",
        "Μαρία Κωνσταντίνου",
        "2012-03-14T08:45:00+02:00",
        "14/03/2012 08:45",
        """
Ξεκινούν τον Απρίλιο οι εργασίες ανακαίνισης του δημοτικού θεάτρου, το οποίο είχε κλείσει πριν από δύο χρόνια για λόγους ασφαλείας. Το έργο χρηματοδοτείται από το περιφερειακό πρόγραμμα με 2,1 εκατομμύρια ευρώ.

Θα αντικατασταθούν η στέγη και τα καθίσματα, ενώ θα δημιουργηθεί ανελκυστήρας για άτομα με αναπηρία. Η επαναλειτουργία προβλέπεται για το φθινόπωρο του 2013.
""",
        section="Πολιτισμός",
        related=(
            "Κλειστό το δημοτικό θέατρο ~ 12/02/2010 ~ Η πολεοδομία διαπίστωσε προβλήματα στη στέγη.",
            "Φεστιβάλ στο λιμάνι το καλοκαίρι ~ 20/02/2012 ~ Οι παραστάσεις μεταφέρονται σε υπαίθριο χώρο.",
            "Νέα διοίκηση στο πολιτιστικό κέντρο ~ 05/01/2012 ~ Το δημοτικό συμβούλιο όρισε νέο πρόεδρο.",
        ),
        tags=("θέατρο", "πολιτισμός"),
    )
    first = (
        '<div class="sxolia"><h3>Σχόλια</h3><p>Δεν υπάρχουν σχόλια ακόμη. Γίνετε ο πρώτος που θα σχολιάσει!</p>'
        '<form action="/sxolio" method="post"><input name="onoma" placeholder="Όνομα" /> <input name="email" placeholder="Email" />'
        '<textarea name="keimeno"></textarea><button>Αποστολή</button></form></div>'
    )
    return _plain(
        "aw-lp-el-kanena-sxolio",
        "el-thermes",
        st,
        "/politismos/anakainizetai-to-dimotiko-theatro-40251",
        Parts(after=first),
        "none: article, share bar with counts, picture and credit, tags, related stories with teasers and dates, an empty 'Σχόλια' block with a form, a right column (most read, most commented with counts, poll, gallery, partner links), top bar with a login box, ticker",
        "A Greek city paper of 2012: an article on a theatre's renovation with heavy furniture and an empty comment form ('be the first'); no reader comment.",
    )


def ko_zero() -> Case:
    st = Story(
        "해남 배추 수확 시작…올해 작황 양호",
        "박지훈 기자",
        "2012-03-14T07:30:00+09:00",
        "2012.03.14 07:30",
        """
해남 지역에서 봄배추 수확이 시작됐다. 군에 따르면 올해는 겨울철 기온이 평년보다 높아 작황이 양호한 편이다.

수확된 배추는 서울 가락시장과 광주 지역 도매시장으로 출하된다. 농민들은 지난해보다 가격이 다소 낮을 것으로 예상하고 있다.
""",
        section="지역",
        related=(
            "배추값 하락에 농민 한숨 ~ 2012.02.20 ~ 지난해보다 도매가격이 20% 낮아졌다.",
            "해남 농산물 직거래 장터 개설 ~ 2012.01.15 ~ 매주 토요일 군청 광장에서 열린다.",
            "겨울 한파 피해 적어 ~ 2012.01.05 ~ 비닐하우스 피해는 예년의 절반 수준.",
        ),
        tags=("해남", "배추", "농업"),
        bio="박지훈 기자는 해남일보 지역부에서 농업과 어업을 취재한다.",
    )
    zero = (
        '<div class="reply-zone"><h3>댓글 <em>0</em></h3><p>등록된 댓글이 없습니다. 첫 댓글을 남겨 주세요.</p>'
        '<p class="reply-login">댓글을 쓰려면 <a href="/member/login">로그인</a> 하세요.</p></div>'
    )
    return _plain(
        "aw-lp-ko-daetgeul-0",
        "ko-haenam",
        st,
        "/news/articleView.html",
        Parts(after=zero),
        "none: article, share bar with counts, picture and credit, tags, author box, an empty '댓글 0' block asking to log in, related stories with teasers and dates, a left column (sections, most commented with counts), a right column (ticker, most read, poll, gallery, partner links), a login box",
        "A Korean county paper of 2012: an article on the cabbage harvest with heavy furniture and a zero-comment block; no reader comment.",
    )


def vi_form() -> Case:
    st = Story(
        "Khánh thành cầu mới qua sông Cẩm",
        "Trần Minh Tuấn",
        "2012-03-14T06:00:00+07:00",
        "Thứ tư, 14/03/2012 06:00",
        """
Sáng 13/3, UBND tỉnh tổ chức lễ khánh thành cầu Cẩm Giang bắc qua sông Cẩm, nối hai huyện Cẩm Lộ và Hòa Vang. Cây cầu dài 420 mét, rộng 12 mét, với tổng vốn đầu tư 180 tỷ đồng.

Trước đây, người dân hai bờ phải đi đò hoặc vòng qua cầu cũ cách đó 15 km. Cầu mới giúp rút ngắn thời gian đi lại đáng kể.
""",
        lead="Cây cầu dài 420 mét rút ngắn quãng đường giữa hai huyện 15 km.",
        section="Địa phương",
        related=(
            "Hợp long cầu Cẩm Giang ~ 20/12/2011 ~ Công trình về đích sớm hai tháng.",
            "Đò ngang sông Cẩm sẽ ngừng hoạt động ~ 05/03/2012 ~ Người lái đò chuyển sang nghề khác.",
            "Nâng cấp quốc lộ qua thị trấn ~ 10/02/2012 ~ Dự án kéo dài đến cuối năm.",
        ),
        tags=("cầu Cẩm Giang", "giao thông"),
    )
    form = (
        '<div class="y-kien"><h3>Ý kiến bạn đọc (0)</h3><p>Bạn đọc gửi ý kiến về bài viết này. Ý kiến sẽ được biên tập trước khi đăng.</p>'
        '<form action="/gui-y-kien" method="post"><input name="ho_ten" placeholder="Họ tên" /> <input name="email" placeholder="Email" />'
        '<textarea name="noi_dung"></textarea><button>Gửi ý kiến</button></form></div>'
    )
    return _plain(
        "aw-lp-vi-y-kien-0",
        "vi-camlo",
        st,
        "/dia-phuong/khanh-thanh-cau-moi-qua-song-cam-a3390.html",
        Parts(after=form),
        "none: article, share bar with counts, picture and credit, tags, related stories with teasers and dates, 'Ý kiến bạn đọc (0)' with a form, a rail (login box, most read, most commented with counts, gallery, poll, partner links), ticker",
        "A Vietnamese provincial paper of 2012: an article on a bridge opening with heavy furniture and an empty readers' opinion form; no reader comment.",
    )


def plain_aw() -> list[Case]:
    return [fi_closed(), hu_first(), ro_closed(), el_first(), ko_zero(), vi_form()]

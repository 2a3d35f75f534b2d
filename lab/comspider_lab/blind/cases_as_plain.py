"""Blind set AS: six article pages of 2008-2014 without any reader comment (truth zero), each with the heavy sidebars of
the era (search, recent posts, archives, categories, calendar, blogroll, tag cloud, about) and the era's notes where
a discussion would be: "no comments yet" with a form (ko), comments closed (zh, fi), "0 comments" and a link (vi), a
form alone (el), "no comments" and a link (bg). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_as_common import Case, Parts, Story, make


def ko_no_comments_form() -> Case:
    block = (
        '<div class="hn-reply"><h3>댓글 0</h3><p class="hn-empty">등록된 댓글이 없습니다. 첫 댓글을 남겨 주세요.</p>'
        '<form action="/reply.php" method="post"><p>이름 <input name="name" size="12" /> 비밀번호 <input type="password" name="pw" size="10" /></p>'
        '<p><textarea name="memo" rows="4" cols="60"></textarea></p><p><input type="submit" value="댓글 등록" /></p></form></div>'
    )
    st = Story(
        "하늘마을 도서관, 토요일 야간 개관 시작",
        "김서연 기자",
        "2012-09-14T09:00:00+09:00",
        "2012.09.14 09:00",
        """
하늘마을 도서관이 이번 주 토요일부터 밤 9시까지 문을 연다. 지금까지는 토요일 오후 5시에 문을 닫았다.

도서관 측은 주중에 시간을 내기 어려운 직장인과 학생들의 요청이 많았다고 설명했다. 야간 개관 시간에는 어린이 열람실을 제외한 모든 열람실과 자료실을 이용할 수 있다.

10월부터는 매달 마지막 토요일 저녁에 주민 독서 모임도 열릴 예정이다. 참가 신청은 도서관 안내 데스크에서 받는다.
""",
        section="마을소식",
        related=("마을버스 3번 노선 변경", "가을 축제 일정 확정", "주민센터 요가 교실 개강"),
        filed="마을소식 · 도서관",
    )
    return make(
        "as-plain-ko-no-comments-yet",
        "lookalike",
        "ko-haneul",
        st,
        Parts(after=block),
        [],
        path="/news/view-1204.html",
        container="div.hn-reply: h3 '댓글 0', '등록된 댓글이 없습니다. 첫 댓글을 남겨 주세요.', a form (name, password, text)",
        heading="댓글 0",
        description="A Korean neighbourhood news site of 2012: an article on the library's Saturday opening hours with no comment ('댓글 0', 'no comments yet, leave the first') and a comment form; heavy right column (recent news, archive, partner sites, tag cloud, about).",
    )


def zh_closed() -> Case:
    st = Story(
        "重读《城南旧事》：那些慢下来的下午",
        "书香小筑",
        "2013-04-07T21:00:00+08:00",
        "2013年4月7日",
        """
春假的最后一天，把书架上那本边角发黄的《城南旧事》又拿下来读了一遍。第一次读它是在初中，借的是同桌的书，还书的时候封面已经掉了。

这次读得很慢。一个下午只读了两章，窗外的雨一直没停。小时候只觉得故事有点伤心，现在才读出里面的安静和克制。

喝完第三杯茶，书也合上了。打算下周给学生们读其中的一段，看看他们会怎么想。
""",
        section="读书笔记",
        related=("旧书摊上的一本诗集", "清明回乡记", "冬天读完的五本书", "给学生的书单"),
        filed="分类：读书笔记 · 标签：读书, 散文",
    )
    return make(
        "as-plain-zh-comments-closed",
        "lookalike",
        "zh-shuxiang",
        st,
        Parts(after='<p class="sx-closed">评论已关闭。</p>'),
        [],
        path="/2013/04/07/chengnan-jiushi/",
        container="p.sx-closed '评论已关闭。' after the post; right sidebar of widgets",
        heading=None,
        description="A Chinese reading blog of 2013: a post on rereading a book, comments closed ('评论已关闭。'); a heavy right sidebar (search, recent posts, archives, categories, calendar, blogroll, tag cloud, about).",
    )


def vi_zero() -> Case:
    block = (
        '<div class="ps-nx"><h4>0 nhận xét:</h4><p><a href="/comment?postID=8812">Đăng nhận xét</a></p>'
        '<p>Đăng ký: <a href="/feeds/8812/comments">Đăng Nhận xét (Atom)</a></p></div>'
    )
    st = Story(
        "Cuốn sổ tay của người thợ sửa đồng hồ",
        "Đăng bởi Phố Sách lúc 22:10",
        "2011-02-19T22:10:00+07:00",
        "Thứ Bảy, ngày 19 tháng 2 năm 2011",
        """
Sáng chủ nhật tuần trước, ở sạp sách cũ đầu hẻm, tôi mua được một cuốn sổ tay bìa da đã sờn với giá mười lăm nghìn đồng. Bên trong là nét chữ nghiêng của một người thợ sửa đồng hồ, ghi chép từ năm 1968.

Ông ghi tên khách, loại đồng hồ, bệnh của nó và số tiền công. Thỉnh thoảng có một dòng nhận xét: đồng hồ của cô giáo, để lâu không sao; đồng hồ của ông cụ, sửa gấp vì sắp đi xa.

Tôi chưa biết sẽ làm gì với cuốn sổ. Có lẽ sẽ đi hỏi lại người bán sách xem nó từ đâu đến.
""",
        section="Tản văn",
        related=("Một buổi sáng ở chợ sách cũ", "Đọc lại Tắt đèn", "Những cuốn sách không có bìa"),
        filed="Nhãn: sách cũ, tản văn",
    )
    return make(
        "as-plain-vi-zero-comments",
        "lookalike",
        "vi-phosach",
        st,
        Parts(after=block),
        [],
        path="/2011/02/cuon-so-tay-nguoi-tho-sua-dong-ho.html",
        container="div.ps-nx: h4 '0 nhận xét:', 'Đăng nhận xét' link, comment feed link",
        heading="0 nhận xét:",
        description="A Vietnamese hosted book blog of 2011: a post on a found notebook, '0 nhận xét:' and the 'post a comment' link; sidebar with profile, archive tree, labels, blog list and recent posts.",
    )


def fi_closed_table() -> Case:
    st = Story(
        "Valtuusto päätti: Järvikylän koulu jatkaa ainakin vuoteen 2016",
        "Matti Lehtonen",
        "2013-01-29T18:30:00+02:00",
        "29.1.2013 klo 18.30",
        """
Kunnanvaltuusto äänesti maanantai-iltana Järvikylän koulun jatkosta. Äänin 21–14 valtuusto päätti, että koulu jatkaa nykyisellään ainakin lukuvuoden 2015–2016 loppuun.

Kunnanhallitus oli esittänyt koulun lakkauttamista oppilasmäärän vähenemisen vuoksi. Koulussa on tällä hetkellä 38 oppilasta, ja ennusteen mukaan määrä laskee kolmeenkymmeneen neljässä vuodessa.

Kyläläiset keräsivät koulun puolesta yli 600 nimeä. Valtuustosali oli kokouksen ajan täynnä kuulijoita.
""",
        section="Kunnallispolitiikka",
        related=("Hiihtoladut avattiin", "Kirjastoauto ajaa uutta reittiä", "Kylätalon remontti valmistui"),
        lead="Kunnanhallituksen lakkautusesitys kaatui äänin 21–14.",
        filed="Kunnallispolitiikka · koulu, valtuusto",
    )
    return make(
        "as-plain-fi-closed-note",
        "lookalike",
        "fi-jarvenpaa",
        st,
        Parts(after='<p class="tl-date"><i>Kommentointi on suljettu tämän jutun osalta.</i></p>'),
        [],
        path="/uutiset/koulu-jatkaa-2016.html",
        container="a closing note 'Kommentointi on suljettu tämän jutun osalta.' in the middle cell of a layout table",
        heading=None,
        description="A Finnish village paper of 2013 laid out in a table: an article on a council vote with commenting closed; left cell of sections, archive and search, right cell of recent news, links, tag cloud, about and a calendar.",
    )


def el_form_only() -> Case:
    block = (
        '<div class="kz-box"><h3>Γράψτε το σχόλιό σας</h3><form action="/sxolio" method="post"><p>Όνομα: <input name="onoma" /></p>'
        '<p>Email: <input name="email" /> (δεν δημοσιεύεται)</p><p><textarea name="keimeno" rows="5" cols="55"></textarea></p>'
        '<p><input type="submit" value="Αποστολή" /></p></form><p>Τα σχόλια δημοσιεύονται μετά από έγκριση.</p></div>'
    )
    st = Story(
        "Ξεκινούν τα έργα στο λιμάνι της Αμμουδιάς",
        "Γιώργος Παπαδάκης",
        "2010-07-09T10:00:00+03:00",
        "Παρασκευή, 9 Ιουλίου 2010",
        """
Τη Δευτέρα ξεκινούν τα έργα επέκτασης του προβλήτα στο λιμάνι της Αμμουδιάς. Η εργολαβία, ύψους 1,4 εκατ. ευρώ, προβλέπει νέες θέσεις για είκοσι αλιευτικά σκάφη και φωτισμό σε όλο το μήκος του μόλου.

Ο πρόεδρος του Λιμενικού Ταμείου δήλωσε ότι τα έργα θα γίνουν σε δύο φάσεις, ώστε να μη διακοπεί η κίνηση των καϊκιών κατά τη θερινή περίοδο.

Οι ψαράδες της περιοχής ζητούσαν την επέκταση εδώ και δέκα χρόνια, καθώς τον χειμώνα πολλά σκάφη δένουν εκτεθειμένα στους βοριάδες.
""",
        section="Τοπικά",
        related=("Πανηγύρι του Αγίου Νικολάου", "Νέο ωράριο στο ΚΕΠ", "Καθαρισμός παραλιών από εθελοντές"),
        lead="Νέες θέσεις για είκοσι αλιευτικά σκάφη και φωτισμός στον μόλο.",
        filed="Τοπικά · λιμάνι, έργα",
    )
    return make(
        "as-plain-el-form-only",
        "lookalike",
        "el-ammoudia",
        st,
        Parts(after=block),
        [],
        path="/topika/erga-limani-ammoudias.html",
        container="div.kz-box: h3 'Γράψτε το σχόλιό σας' and a comment form, no comment",
        heading="Γράψτε το σχόλιό σας",
        description="A Greek local news site of 2010: an article on harbour works, a comment form without any comment; right column of recent news, archive, partner sites, tag cloud and about, a leaderboard slot and a link-column footer.",
    )


def bg_none() -> Case:
    block = (
        '<div class="gb-nx"><h4>Няма коментари:</h4><p><a href="/comment?post=3319">Публикуване на коментар</a></p>'
        '<p><a href="/">Начална страница</a></p></div>'
    )
    st = Story(
        "Старият мост над Бяла река",
        "Публикувано от Балканка в 19:45",
        "2012-10-21T19:45:00+03:00",
        "неделя, 21 октомври 2012 г.",
        """
Каменният мост над Бяла река се вижда чак когато слезеш от пътеката до самата вода. Построен е преди повече от сто и петдесет години от майстори от съседното село и оттогава не е ремонтиран нито веднъж.

Дядо Петко, който пасе кози наблизо, ми разказа, че през зимата на 1963 г. реката придошла толкова, че водата минавала над парапета. Мостът издържал, а дървеният на долното село го отнесло.

Върнахме се по стария път през гората. Есента тази година закъснява, буките още са зелени.
""",
        section="Пътеписи",
        related=("Хижа Орлово гнездо", "Селото с една къща", "Баница с тиква от баба Мара"),
        filed="Етикети: мостове, пътеписи, села",
    )
    return make(
        "as-plain-bg-no-comments",
        "lookalike",
        "bg-balkanka",
        st,
        Parts(after=block),
        [],
        path="/2012/10/stariyat-most.html",
        container="div.gb-nx: h4 'Няма коментари:', 'Публикуване на коментар' link",
        heading="Няма коментари:",
        description="A Bulgarian hosted travel blog of 2012: a post on an old stone bridge, 'Няма коментари:' and the 'post a comment' link; sidebar with profile, search, archive tree, labels, tag cloud, blog list and recent posts.",
    )


def plain_as() -> list[Case]:
    return [ko_no_comments_form(), zh_closed(), vi_zero(), fi_closed_table(), el_form_only(), bg_none()]

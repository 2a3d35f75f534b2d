"""Blind set BW: two discussions kept by the harness's real comment systems, revealed the way sites of 2013-2014 did
it: Waline mounted by a text link "Xem 7 ý kiến bạn đọc" under a Vietnamese provincial paper's article (vi); Isso loaded
when a rural blog's "댓글 6" toggle in the post's footer is clicked, beside its "트랙백 0" toggle (ko). Written for this
set; every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers a
top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import Bits, Case, Piece, box, case, esc, links, seeds, talk
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def vi_waline_link() -> Case:
    ns = talk("""
Nguyễn Văn Hùng :: Giá cà phê nhân xô lên 42 nghìn đồng một ký mà nhà tôi đã bán hết từ tháng trước với giá 36 nghìn. Năm nào cũng vậy, nông dân bán xong thì giá mới lên.
  Trần Thị Mai :: Nhà em cũng thế anh ạ. Không có kho để trữ, lại phải trả tiền phân bón nên đành bán sớm.
  Báo Phố Núi :: Theo Sở Nông nghiệp, tỉnh đang hỗ trợ vay vốn để các hợp tác xã xây kho tạm trữ, hạn đăng ký đến hết tháng 3. Bạn đọc có thể liên hệ phòng nông nghiệp huyện để biết chi tiết.
Y Khoa Niê :: Buôn tôi ở Krông Búk năm nay mất mùa vì hạn, giá cao cũng không có hàng mà bán.
Lê Quang :: Bài viết nên nói thêm về chuyện trộn tạp chất vào cà phê, đó mới là lý do giá cà phê Việt Nam bị ép.
  Phạm Đức Thịnh :: Đồng ý. Mấy năm trước vụ nhồi pin vào cà phê làm mất uy tín cả vùng.
Cô giáo Hạnh :: Cảm ơn báo đã có bài viết kịp thời. Mong báo theo dõi tiếp giá hồ tiêu.
""")
    path = "/kinh-te/2014/02/gia-ca-phe-tang-nong-dan-het-hang.html"
    block = (
        '<div class="yk-khung"><a href="#y-kien" id="yk-mo" class="yk-mo">Xem 7 ý kiến bạn đọc »</a>'
        '<div id="y-kien" style="display:none"><div class="yk-tieude">Ý kiến bạn đọc</div><div id="yk-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#yk-waline'", path, "vi-VN")
        + "<script type=\"text/javascript\">(function () { var da = false; document.getElementById('yk-mo').onclick = function () {"
        " document.getElementById('y-kien').style.display = ''; this.style.display = 'none'; if (!da) { da = true; mountWaline(); } return false; }; })();</script>"
    )
    side = (
        box(
            "vi-phonui",
            "Đọc nhiều nhất",
            links(
                (
                    "Đắk Lắk: Xe khách lật đèo Phượng Hoàng, 12 người bị thương",
                    "Lễ hội cà phê Buôn Ma Thuột lần thứ 5 có gì mới?",
                    "Giá hồ tiêu giảm mạnh sau Tết",
                    "Gia Lai: Khởi công cầu treo qua sông Ba",
                ),
                "/tin/",
                "ol",
                ("(15.203)", "(11.870)", "(9.042)", "(6.511)"),
            ),
        )
        + box(
            "vi-phonui",
            "Giá nông sản hôm nay",
            "<p>Cà phê nhân xô: 42.000 đ/kg ▲ · Hồ tiêu: 151.000 đ/kg ▼ · Cao su mủ nước: 12.500 đ/kg</p>",
        )
        + box(
            "vi-phonui",
            "Ý kiến mới",
            "<ul>"
            + "".join(
                f"<li><b>{esc(w)}</b> về <a href='/tin/{k}'>{esc(t)}</a></li>"
                for k, (w, t) in enumerate(
                    (
                        ("Hoàng Minh", "Giá hồ tiêu giảm mạnh sau Tết"),
                        ("Y Bhin", "Gia Lai: Khởi công cầu treo qua sông Ba"),
                        ("bạn đọc Pleiku", "Lễ hội cà phê Buôn Ma Thuột lần thứ 5 có gì mới?"),
                    )
                )
            )
            + "</ul>",
        )
        + box("vi-phonui", "Thời tiết", "<p>Buôn Ma Thuột: Nắng, 18–31°C · Pleiku: Nắng nhẹ, 15–28°C</p>")
        + box(
            "vi-phonui",
            "Video",
            links(("Thu hoạch cà phê trên đồi Chư Pả", "Chợ phiên vùng cao ngày Tết"), "/video/"),
        )
    )
    style = (
        ".yk-khung{margin-top:16px;border-top:1px solid #ddd;padding-top:8px}.yk-mo{display:inline-block;background:#0d5fa8;color:#fff !important;padding:6px 14px;font-weight:bold}"
        ".yk-tieude{font-size:16px;font-weight:bold;color:#0d5fa8;border-bottom:2px solid #0d5fa8;margin-bottom:6px}"
    )
    piece = Piece(
        "Giá cà phê tăng mạnh, nhiều nông dân đã hết hàng để bán",
        "Bài và ảnh: Hoàng Anh",
        "2014-02-18T07:20:00+07:00",
        "Thứ Ba, 18/02/2014 07:20 (GMT+7)",
        """
Sau Tết Nguyên đán, giá cà phê nhân xô tại các tỉnh Tây Nguyên liên tục tăng, hiện ở mức 42.000 đồng/kg, cao hơn khoảng 6.000 đồng so với đầu vụ. Tuy nhiên, phần lớn nông dân đã bán gần hết sản lượng ngay sau thu hoạch.

Theo khảo sát của phóng viên tại huyện Cư M'gar, chỉ khoảng một phần năm số hộ còn cà phê trong nhà. Nguyên nhân chủ yếu là thiếu kho chứa và phải trả nợ vật tư đầu vụ.

Các doanh nghiệp thu mua cho biết nguồn cung trên thị trường đang khan hiếm, trong khi nhu cầu xuất khẩu vẫn ổn định.
""",
        dek="Giá cà phê nhân xô lên 42.000 đồng/kg nhưng phần lớn nông dân đã bán hết từ đầu vụ.",
        section="Kinh tế",
        tags=("cà phê", "Tây Nguyên", "nông sản"),
        caption="Nông dân phơi cà phê tại huyện Cư M'gar",
    )
    return case(
        "bw-vi-waline-lienket",
        "discussion",
        "vi-phonui",
        piece,
        Bits(inside=block, side=side, style=style, strip="Thứ Ba, 18/02/2014 | 19 tháng Giêng năm Giáp Ngọ"),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="link: the text link 'Xem 7 ý kiến bạn đọc »' under the article shows a hidden box and mounts Waline into it",
        container="div.yk-khung > div#y-kien (display:none until the click): div.yk-tieude 'Ý kiến bạn đọc', div#yk-waline (Waline's client, its Vietnamese interface)",
        heading="Ý kiến bạn đọc",
        description="A Vietnamese provincial paper of 2014: an article on coffee prices with a text link 'Xem 7 ý kiến bạn đọc »' that shows a hidden box and mounts Waline with 7 readers' comments (the paper answering once; replies one level deep); the right column's most read with counts, farm prices, latest comments of other articles with names, weather and videos. Most awkward: before the click only a link says there are comments.",
        lookalikes=("latest comments of other articles",),
        check_steps=("click:#yk-mo", "wait:3000"),
    )


def ko_isso_toggle() -> Case:
    ns = talk("""
농부의딸 :: 고구마 줄기 사진 보니까 어릴 때 할머니 밭이 생각나네요. 올해 수확량은 어떠세요?
  땅끝지기 :: 작년보다 조금 적어요. 여름에 비가 너무 와서 알이 작게 들었어요. 그래도 맛은 더 달아요!
서울사는해남사람 :: 택배 주문도 받으시나요? 부모님께 보내드리고 싶어요.
  땅끝지기 :: 네, 방명록에 연락처 남겨 주시면 문자 드릴게요. 10kg 한 상자 단위로 보내요.
귀농준비중 :: 내년에 해남으로 귀농하려고 하는데 황토 고구마 농사는 초보도 할 만한가요? 블로그 예전 글들 다 읽어 봤어요.
산골소년 :: 밭에서 바로 구운 고구마가 최고죠. 사진만 봐도 배고프네요 ㅎㅎ
""")
    block = (
        '<div class="tt-area"><div class="tt-toggles"><a href="#" id="tt-cmt" class="tt-t">댓글 6</a> <span>|</span> '
        '<a href="#" id="tt-tb" class="tt-t">트랙백 0</a></div>'
        '<div id="tt-tb-box" class="tt-box" style="display:none"><p>이 글에는 트랙백이 없습니다. 트랙백 주소: http://ddangkkeut.example/trackback/214</p></div>'
        '<div id="tt-cmt-box" class="tt-box" style="display:none">'
        + isso_embed("ko", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">(function () { function t(id) { var b = document.getElementById(id); b.style.display = b.style.display === 'none' ? '' : 'none'; return b.style.display === ''; }"
        " document.getElementById('tt-cmt').onclick = function () { if (t('tt-cmt-box')) loadIsso(); return false; };"
        " document.getElementById('tt-tb').onclick = function () { t('tt-tb-box'); return false; }; })();</script>"
    )
    side = (
        box(
            "ko-ddang",
            "프로필",
            "<p><b>땅끝지기</b><br />서울에서 20년 직장 생활 후 해남으로 내려와 고구마와 배추를 키웁니다.</p>",
        )
        + box(
            "ko-ddang",
            "카테고리",
            links(
                ("전체보기", "농사일기", "마을 이야기", "요리", "사진"),
                "/category/",
                counts=("(214)", "(96)", "(51)", "(33)", "(34)"),
            ),
        )
        + box(
            "ko-ddang",
            "최근에 받은 트랙백",
            "<ul><li><a href='/out/1'>배추 모종 심는 날</a> <small>시골밥상 | 2013/09/02</small></li>"
            "<li><a href='/out/2'>해남 여행 3일째</a> <small>바람따라 여행 | 2013/08/20</small></li></ul>",
        )
        + box(
            "ko-ddang",
            "태그",
            '<p><a href="/tag/고구마">고구마</a> <a href="/tag/해남">해남</a> <a href="/tag/귀농">귀농</a> <a href="/tag/배추">배추</a> <a href="/tag/땅끝">땅끝</a></p>',
        )
        + box(
            "ko-ddang",
            "방문자",
            "<p>Total 182,441<br />Today 213<br />Yesterday 388</p>",
        )
    )
    style = ".tt-area{margin-top:16px}.tt-toggles{font-size:13px}.tt-t{color:#55702a;font-weight:bold}.tt-box{border:1px solid #cbd7b5;background:#fafcf5;padding:8px;margin-top:6px}"
    piece = Piece(
        "황토밭 고구마 캐는 날",
        "Posted by 땅끝지기",
        "2013-10-06T19:40:00+09:00",
        "2013.10.06 19:40",
        """
드디어 고구마를 캤습니다. 새벽 여섯 시부터 동네 어르신 네 분과 함께 밭에 나갔는데, 해가 중천에 뜰 때쯤 겨우 절반을 끝냈어요.

올해는 여름 장마가 길어서 걱정이 많았는데, 그래도 붉은 황토 속에서 고구마가 하나둘 나올 때마다 허리 아픈 것도 잊게 되네요.

점심은 밭 가장자리에서 갓 캔 고구마를 구워 먹었습니다. 이 맛에 농사짓는 것 같아요.
""",
        tags=("고구마", "해남", "농사일기"),
    )
    return case(
        "bw-ko-isso-daetgeul",
        "discussion",
        "ko-ddang",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/214",
        system="isso",
        reveal="toggle link: '댓글 6' in the post's footer (beside '트랙백 0') shows a hidden box and loads Isso's client into it",
        container="div.tt-area > div#tt-cmt-box (display:none until the click) with Isso's section#isso-thread; no heading of the blog's own",
        heading=None,
        description="A Korean rural blog of 2013 in a hosted blog's manner: a post on the sweet-potato harvest with '댓글 6 | 트랙백 0' toggle links in its footer; '댓글 6' shows a hidden box and loads Isso (Korean interface) with 6 readers' comments (the blogger answering twice; replies one level deep). The sidebar's profile, categories with counts, received trackbacks, tags and visitor counts. Most awkward: before the click there is only the toggle's count, and the trackback toggle beside it.",
        lookalikes=("received trackbacks in the sidebar",),
        check_steps=("click:#tt-cmt", "wait:3000"),
    )


def real_bw() -> list[Case]:
    return [vi_waline_link(), ko_isso_toggle()]

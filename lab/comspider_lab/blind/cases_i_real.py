"""Blind set I: four discussions of the real comment systems (Isso, Waline) inside today's page markup: Isso behind
a button in a utility-class page (vi), Isso in a custom element of a Vue-like page (ta), Waline in a side drawer of a
styled-components page (ko), Waline mounted when scrolled to in a right-to-left CSS-modules page (ur)."""

from __future__ import annotations

from comspider_lab.blind.cases_i_common import Art, PartsI, make, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def isso_vi() -> Case:
    c = thread(
        """
Nguyễn Thị Hoa | | - | Nhà tôi ở ngay đầu cầu, mấy năm nay chiều nào cũng kẹt xe cả tiếng. Mong dự án làm đúng tiến độ.
Trần Minh Quân | | - | 1.200 tỷ cho một cây cầu 600 mét có hợp lý không? Ai giải thích giúp với.
Lê Văn Tài | | 1 | Giá đó tính cả đường dẫn hai bên và giải phóng mặt bằng anh ạ, trong bài có ghi.
bé Na | | - | Hóng quá 😍
Phạm Đức Huy | | - | Trong lúc thi công thì phà có chạy tăng chuyến không? Bài viết chưa nói rõ chuyện này. Người dân hai bờ đi làm hằng ngày rất cần biết để sắp xếp.
Võ Thị Lan | | 4 | Đồng ý, cần thông báo sớm lịch phà mới.
Ẩn danh | | - | Làm cầu xong nhớ làm luôn đèn đường, đoạn bờ kè tối lắm.
"""
    )
    path = "/thoi-su/cau-vam-cong-moi-khoi-cong.html"
    art = Art(
        "Khởi công cầu mới bắc qua sông Hậu, dự kiến thông xe năm 2028",
        "Cây cầu dài 600 mét sẽ thay thế tuyến phà đã hoạt động hơn 30 năm.",
        "Bài: Đặng Thu Trang",
        "Đặng Thu Trang",
        "2025-09-12T08:15:00+07:00",
        "12/09/2025 08:15",
        (
            "Sáng nay, tỉnh đã tổ chức lễ khởi công cây cầu mới bắc qua sông Hậu, nối hai huyện Bình Thủy và Lấp Vò.",
            "Tổng vốn đầu tư khoảng 1.200 tỷ đồng, bao gồm cả đường dẫn hai đầu cầu và chi phí giải phóng mặt bằng.",
            "Theo chủ đầu tư, tuyến phà hiện tại vẫn hoạt động bình thường trong suốt thời gian thi công.",
        ),
        kicker="Giao thông",
        declare="jsonld",
    )
    after = (
        '<section class="mt-12 border-t py-8" id="binh-luan"><div class="flex items-center justify-between">'
        '<h2 class="text-lg font-bold">Ý kiến bạn đọc</h2>'
        '<button type="button" class="rounded-full border px-4 text-sm" id="open-talk" onclick="loadIsso(); this.remove()">Xem 7 bình luận</button></div>'
        + isso_embed("vi", load="later")
        + "</section>"
    )
    return make(
        "i-isso-vi-button",
        "revealed",
        "tw",
        "vi",
        art,
        PartsI(after=after),
        c,
        path=path,
        reveal="button 'Xem 7 bình luận' injects Isso's client",
        container="<section id=binh-luan class='mt-12 border-t py-8'>",
        heading="Ý kiến bạn đọc",
        description="Isso (vi) in a utility-class (Tailwind-like) page, loaded only when the reader presses 'Xem 7 bình luận'; seven comments, two replies; an emoji reply, 'Ẩn danh' (anonymous).",
        static=False,
        system="isso",
        check_steps=("click:#open-talk", "wait:1500"),
    )


def isso_ta() -> Case:
    c = thread(
        """
செல்வி ராஜேந்திரன் | | - | எங்கள் தெருவில் இரண்டு வாரமாகக் குப்பை எடுக்கவில்லை. புதிய ஒப்பந்தம் வந்தாலாவது மாறுமா என்று பார்ப்போம்.
கார்த்திக் | | - | வீட்டுக்கு வீடு தரம் பிரித்து வாங்குவது நல்ல முயற்சி. ஆனால் மக்களுக்கு முதலில் விழிப்புணர்வு தேவை.
முருகேசன் பா. | | 1 | உண்மை. எங்கள் பகுதியில் பச்சை, நீலத் தொட்டிகள் கொடுத்தார்கள், யாரும் பயன்படுத்தவில்லை.
அனிதா | | - | நல்ல செய்தி 👍
ராம்குமார் எஸ். | | - | ஒப்பந்தத் தொகை ஆண்டுக்கு 48 கோடி என்பது அதிகமாகத் தெரிகிறது. மாநகராட்சி கணக்குகளை வெளியிட வேண்டும்.
"""
    )
    path = "/maavattam/kuppai-ozhippu-puthiya-oppantham"
    art = Art(
        "மாநகராட்சி குப்பை அகற்றும் பணிக்குப் புதிய ஒப்பந்தம்",
        "வீடு வீடாகத் தரம் பிரித்துக் குப்பை சேகரிக்கும் திட்டம் ஜனவரி முதல் தொடங்கும்.",
        "செய்தியாளர்: தமிழ்செல்வன் க.",
        "தமிழ்செல்வன் க.",
        "2024-11-20T18:40:00+05:30",
        "20 நவம்பர் 2024, 18:40",
        (
            "மதுரை மாநகராட்சியின் 100 வார்டுகளிலும் குப்பை அகற்றும் பணிக்குப் புதிய தனியார் நிறுவனத்துடன் ஒப்பந்தம் கையெழுத்தானது.",
            "ஆண்டுக்கு 48 கோடி ரூபாய் மதிப்பிலான இந்த ஒப்பந்தம் ஐந்து ஆண்டுகளுக்கு நீடிக்கும்.",
            "ஜனவரி முதல் வீடு வீடாகத் தரம் பிரித்துக் குப்பை சேகரிக்கப்படும் என்று ஆணையர் தெரிவித்தார்.",
        ),
        kicker="மாவட்டம்",
        declare="og",
    )
    after = (
        '<np-discuss class="css-q8x1d0a"><h2 class="css-2m4zk1b">வாசகர் கருத்துகள்</h2>'
        + isso_embed("ta")
        + "</np-discuss>"
    )
    return make(
        "i-isso-ta-custom-element",
        "discussion",
        "vue",
        "ta",
        art,
        PartsI(after=after),
        c,
        path=path,
        reveal="on_load",
        container="<np-discuss> (light DOM)",
        heading="வாசகர் கருத்துகள்",
        description="Isso (ta: its client has no Tamil, so its own labels fall back) inside a custom element of a Vue/emotion-like page (css-xxxx classes, data-v-* attributes); five comments, one reply; an emoji one.",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def waline_ko() -> Case:
    c = thread(
        """
김민준 | | - | 출퇴근할 때 매일 이용하는 노선인데 배차 간격이 줄어든다니 반갑네요.
이서연 | | - | 요금 인상은 언제부터인가요? 기사에 날짜가 없어서요.
박도윤 | | 1 | 내년 3월부터라고 시청 홈페이지에 나와 있어요.
최지우 | | - | 심야버스도 늘려 주세요. 밤 11시 넘으면 택시밖에 없어요.
익명 | | - | 👍
정하은 | | - | 버스 전용차로 단속도 제대로 했으면 좋겠습니다. 출근 시간에 일반 차량이 전용차로를 막아서 버스가 제 시간에 못 와요. 노선을 늘려도 이런 문제가 해결되지 않으면 체감이 안 될 것 같아요.
강태민 | | 5 | 공감합니다. 특히 역 앞 구간이 심해요.
"""
    )
    path = "/society/bus-route-reform-2026"
    art = Art(
        "시내버스 노선 개편… 배차 간격 12분→8분",
        "간선 노선 14개를 재편하고 내년부터 기본요금을 150원 올린다.",
        "윤서진 기자",
        "윤서진",
        "2025-10-02T06:00:00+09:00",
        "2025.10.02 06:00",
        (
            "시는 시내버스 간선 노선 14개를 재편해 평균 배차 간격을 12분에서 8분으로 줄이겠다고 밝혔다.",
            "대신 기본요금은 내년부터 150원 오른다. 시는 적자 노선 지원금이 한계에 이르렀다고 설명했다.",
            "시민단체는 요금 인상 전에 심야 노선 확충 계획부터 내놓아야 한다고 지적했다.",
        ),
        kicker="사회",
        declare="time",
    )
    after = (
        '<div class="sc-fHeRUh kqWbpz"><button type="button" class="sc-jlZhew iXmYtB" id="drawer-btn">댓글 7 보기</button></div>'
        '<div class="sc-dAlyuH bRrtLq" id="drawer" role="dialog" aria-modal="true" aria-label="댓글" hidden '
        'style="position:fixed;top:0;right:0;bottom:0;width:460px;overflow:auto;background:#fff;box-shadow:-4px 0 24px #0003;z-index:50;padding:16px">'
        '<div class="sc-gEvEer hBpFsQ"><strong>댓글 7</strong><button type="button" id="drawer-close" aria-label="닫기">✕</button></div>'
        '<div id="wl-drawer"></div></div>'
    )
    end = waline_embed("root", path, "ko") + (
        "<script>let mounted = false;"
        "document.getElementById('drawer-btn').addEventListener('click', () => {"
        " document.getElementById('drawer').hidden = false;"
        " if (!mounted) { mounted = true; mountWaline(document.getElementById('wl-drawer')); } });"
        "document.getElementById('drawer-close').addEventListener('click', () => { document.getElementById('drawer').hidden = true; });"
        "</script>"
    )
    return make(
        "i-waline-ko-drawer",
        "revealed",
        "sc",
        "ko",
        art,
        PartsI(after=after, head=WALINE_CSS, end=end),
        c,
        path=path,
        reveal="button '댓글 7 보기' opens a side drawer (role=dialog) and mounts Waline",
        container="<div id=drawer role=dialog> (fixed side drawer)",
        heading="댓글 7",
        description="Waline (ko) mounted in a side drawer that a button of a styled-components page opens; seven comments, two replies; '익명' (anonymous), an emoji one.",
        static=False,
        system="waline",
        check_steps=("click:#drawer-btn", "wait:2500"),
    )


def waline_ur() -> Case:
    c = thread(
        """
محمد عمران | | - | بہت اچھا فیصلہ ہے۔ ہمارے محلے کے بچے روزانہ دو کلومیٹر پیدل اسکول جاتے ہیں۔
عائشہ بی بی | | - | لڑکیوں کے لیے الگ بس ہونی چاہیے، ورنہ بہت سے والدین اجازت نہیں دیں گے۔
فیصل | | 1 | خبر میں لکھا ہے کہ دو بسیں صرف طالبات کے لیے ہوں گی۔
استاد جی | | - | کرایہ کتنا ہوگا؟ اگر مفت نہیں تو غریب خاندانوں کو فائدہ نہیں ہوگا۔
زینب | | - | ماشاء اللہ
ساجد حسین | | 3 | پہلے سال مفت ہے، اس کے بعد ماہانہ پانچ سو روپے۔
"""
    )
    path = "/soobah/school-bus-scheme-multan"
    art = Art(
        "ملتان کے سرکاری اسکولوں کے لیے بارہ نئی بسیں",
        "منصوبے کے پہلے سال طلبہ سے کوئی کرایہ نہیں لیا جائے گا۔",
        "رپورٹ: نادیہ قریشی",
        "نادیہ قریشی",
        "2025-08-18T10:00:00+05:00",
        "18 اگست 2025",
        (
            "ضلعی انتظامیہ نے سرکاری اسکولوں کے طلبہ کے لیے بارہ نئی بسیں چلانے کا اعلان کیا ہے۔",
            "ان میں سے دو بسیں صرف طالبات کے لیے مختص ہوں گی۔ منصوبے کے پہلے سال کوئی کرایہ نہیں ہوگا۔",
            "دوسرے سال سے ماہانہ پانچ سو روپے کرایہ مقرر کیا جائے گا۔",
        ),
        kicker="صوبہ",
        declare="visible",
    )
    after = (
        '<div style="height:1400px" class="_9q2lx" aria-hidden="true"></div>'
        '<section class="Discuss_root__k2v8p" id="raye"><h2 class="Discuss_title__k2v8p">قارئین کی رائے</h2><div id="wl-ur"></div></section>'
    )
    locale = (
        "locale: { placeholder: 'اپنی رائے لکھیں...', sofa: 'ابھی کوئی رائے نہیں۔', submit: 'بھیجیں', "
        "reply: 'جواب', cancelReply: 'منسوخ', nick: 'نام', mail: 'ای میل', link: 'ویب سائٹ', more: 'مزید' },"
    )
    end = waline_embed("root", path, "en", extra=locale) + (
        "<script>new IntersectionObserver((es, o) => { if (es.some(e => e.isIntersecting)) { o.disconnect();"
        " mountWaline(document.getElementById('wl-ur')); } }).observe(document.getElementById('raye'));</script>"
    )
    return make(
        "i-waline-ur-scroll",
        "revealed",
        "mod",
        "ur",
        art,
        PartsI(after=after, head=WALINE_CSS, end=end),
        c,
        path=path,
        reveal="lazy_scroll: Waline mounted when its section (1400 px below the article) comes into view",
        container="<section id=raye class=Discuss_root__k2v8p>",
        heading="قارئین کی رائے",
        description="Waline (English client with Urdu labels through its locale option) in a right-to-left CSS-modules page, mounted by an IntersectionObserver; six comments, two replies (one to a reply's parent); 'ماشاء اللہ' alone.",
        static=False,
        system="waline",
        check_steps=("scroll", "wait:2500"),
    )


def real_cases_i() -> list[Case]:
    return [isso_vi(), isso_ta(), waline_ko(), waline_ur()]

"""Blind set Z: mixed pages, this article's discussion beside a look-alike list: a thread of numbered posts quoting the
ones they answer below a city's mural register in the very same markup (zh), a thread with initials avatars below a
painted-pebble hunt's finds in a list of the page's own (vi), and a run of comments parted by ``<hr>`` below polling
stations' turnout reports in the very same markup (en) (written from memory of the general shape of such pages, in
invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_z_common import (
    PartsK,
    box,
    esc,
    hr_run,
    initials_thread,
    links,
    make,
    quote_thread,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def zh_murals() -> Case:
    c = thread(
        """
江边老居民 | 3月8日 10:20 | - | 码头那面墙以前又脏又破，现在画上了渡船和老街，每天路过都很开心。
小周 | 3月8日 11:05 | 0 | 同感！周末带孩子去拍照，好多人在排队。
陈建国 | 3月8日 12:40 | - | 希望能加一块说明牌，介绍画的是哪一年的江城。
林晓 | 3月8日 14:15 | 2 | 文章里说下个月会装二维码说明牌。
王阿姨 | 3月8日 16:30 | - | 画家们辛苦了，冬天在外面画了两个月。
"""
    )
    murals = rows(
        """
画家 赵明 | 1月12日 | 码头北墙：江城渡船与一九八〇年代的老码头，长三十米。
画家 孙悦 | 1月20日 | 老街巷口：三代人在巷口下棋，背景是已拆除的钟楼。
画家 郭然 | 2月3日 | 菜市场外墙：早市的摊贩和他们的吆喝声，用方言写在画里。
"""
    )
    block = (
        '<section class="jw" id="qiangbi"><h3 class="jw-h">壁画登记</h3>'
        + quote_thread(murals, "jw", wrote="", acts=("查看地图",))
        + '</section><section class="jw" id="liuyan"><h3 class="jw-h">网友留言（5）</h3>'
        + quote_thread(c, "jw", wrote="写道：", acts=("引用", "回复", "举报"))
        .replace('id="jw', 'id="jwc')
        .replace('href="#jw', 'href="#jwc')
        + "</section>"
    )
    st = story(
        "江城十面新壁画完成 老街换新颜",
        "本报记者 刘晴",
        "2025-03-07T09:00:00+08:00",
        "2025年3月7日",
        """
历时两个月，江城老街和码头一带的十面新壁画全部完成。壁画由本地画家创作，描绘了江城几十年来的变化。

市文化局表示，下个月将为每面壁画安装二维码说明牌。以下是部分壁画的登记信息。
""",
        section="本地",
    )
    return make(
        "z-mx-zh-murals",
        "mixed",
        "ob",
        "mx-zh",
        st,
        PartsK(after=block, rail=box("ob", "热门", links("江鲜节|新大桥|篮球联赛"))),
        c,
        path="/bendi/jiangcheng-bihua-wancheng",
        container="section#liuyan: flat div.jw-p posts (div.jw-h: a.jw-n name · span.jw-t '3月8日 10:20' · '#n'; a reply: div.jw-qt 'Name 写道：' and <q> the start of its parent's text; div.jw-x text; '引用 | 回复 | 举报')",
        heading="网友留言（5）",
        description="A Chinese riverside evening paper of 2025: 5 comments (2 replies quoting the start of the comment they answer), numbered, below a register of new murals (painter, date, wall and a sentence) in the very same markup.",
        lookalikes=(
            "a city's mural register in the comments' own markup: painter, date, wall and what it shows",
        ),
    )


def vi_pebbles() -> Case:
    c = thread(
        """
Nguyễn Thị Hoa | 2 giờ trước | - | Con tôi tìm được một viên đá vẽ hình con cá ở bến đò, cả nhà vui cả buổi chiều.
Trần Văn Bình | 1 giờ trước | 0 | Nhà tôi cũng vậy, giờ tối nào bọn trẻ cũng đòi đi tìm.
Lê Minh | 1 giờ trước | - | Ý tưởng hay, nhưng mong mọi người đừng đặt đá trên cỏ của công viên.
Phạm Thu | 30 phút trước | - | Cảm ơn nhóm tình nguyện, thị trấn vui hẳn lên.
"""
    )
    finds = rows(
        """
Bé Khang, 7 tuổi | Thứ Bảy 16:30 | Tìm thấy viên đá vẽ con cá chép đỏ dưới gốc cây me ở bến đò.
Chị Ngân | Chủ Nhật 07:10 | Tìm thấy viên đá có dòng chữ “Chúc một ngày vui” cạnh chợ nổi.
Ông Sáu | Chủ Nhật 18:00 | Tìm thấy viên đá vẽ chiếc xuồng, để lại ở cổng trường cho người khác.
"""
    )
    find_list = (
        '<section class="ts" id="da-tim-thay"><h3>Những viên đá đã được tìm thấy</h3><ol class="ts-ol">'
        + "".join(
            f"<li><strong>{esc(f.author)}</strong> — <em>{esc(f.when)}</em>: {esc(f.text)}</li>"
            for f in finds
        )
        + "</ol></section>"
    )
    block = (
        find_list + '<section class="ow" id="y-kien"><h3 class="ow-h">Ý kiến bạn đọc</h3>'
        "<style>.ow-m{display:flex;gap:10px;margin:10px 0}.ow-av{flex:none;width:34px;height:34px;border-radius:50%;background:#2e8b57;color:#fff;text-align:center;line-height:34px;font-size:12px}.ow-r{margin-left:44px}.ow-n{font-weight:700}.ow-d,.ow-l{color:#888;font-size:13px}</style>"
        + initials_thread(c, "ow", like="👍")
        + "</section>"
    )
    st = story(
        "Trò chơi tìm đá vẽ làm vui cả thị trấn ven sông",
        "Bài: Võ Thanh Tâm",
        "2025-08-11T10:00:00+07:00",
        "11/08/2025",
        """
Một nhóm tình nguyện ở thị trấn đã vẽ hơn hai trăm viên đá và giấu quanh bến đò, chợ nổi và trường học. Ai tìm thấy thì chụp ảnh rồi giấu lại cho người khác.

Dưới đây là vài viên đá được tìm thấy cuối tuần qua.
""",
        section="Địa phương",
    )
    return make(
        "z-mx-vi-pebbles",
        "mixed",
        "fe",
        "mx-vi",
        st,
        PartsK(after=block, rail=box("fe", "Đọc nhiều", links("Lễ hội trái cây|Cầu mới|Bóng đá"))),
        c,
        path="/dia-phuong/tim-da-ve-thi-tran",
        container="section#y-kien: div.ow-m entries (div.ow-av initials as text; div.ow-bd: span.ow-n name, span.ow-d '2 giờ trước', p text, span.ow-l '👍 n'); the reply in div.ow-r inside its parent's",
        heading="Ý kiến bạn đọc",
        description="A Mekong-delta town paper of 2025: 4 comments (1 reply) with initials avatars, below a painted-pebble hunt's finds (finder, weekday and time, what was found) in an <ol> of the page's own.",
        lookalikes=(
            "a painted-pebble hunt's finds in a list of the page's own: finder, weekday and time, the pebble and where",
        ),
    )


def en_turnout() -> Case:
    c = rows(
        """
Margaret Hollis | 2 hours ago | Queued twenty minutes at the chapel hall, which I have never seen before. Good to see so many out.
Dev Raman | 1 hour ago | The flood defence vote matters more to the marsh villages than any council seat. Glad turnout is up.
Pat O'Neill | 45 minutes ago | Could the paper publish the count times? Some of us want to go and watch.
"""
    )
    reports = rows(
        """
Presiding officer Janet Crewe, Saltmere Chapel Hall | 11:00 | Turnout 18 per cent by eleven. Steady queue since opening, one ballot box replaced.
Presiding officer Hugh Baines, Fenwick School | 11:05 | Turnout 14 per cent. Car park full; staff are directing voters to the church.
Presiding officer Asha Kerr, Little Dyke Village Hall | 11:10 | Turnout 21 per cent, the highest at this hour in twenty years.
"""
    )
    block = (
        '<section class="pv" id="stations"><h3 class="pv-h">From the polling stations</h3>'
        + hr_run(reports, "pv")
        + '</section><section class="pv" id="your-say"><h3 class="pv-h">Your say</h3>'
        + hr_run(c, "pv")
        + "</section>"
    )
    st = story(
        "Marsh villages turn out in numbers for flood defence vote",
        "By Tom Ashby",
        "2025-05-01T12:00:00+01:00",
        "1 May 2025",
        """
Voters in the marsh villages are turning out in larger numbers than at any local election in two decades, with the flood defence levy on the ballot.

Presiding officers sent their mid-morning reports to the county, and we print them as they came in.
""",
        section="Villages",
    )
    return make(
        "z-mx-en-turnout",
        "mixed",
        "ra",
        "mx-en",
        st,
        PartsK(after=block, rail=box("ra", "On air now", "<p>Marsh Morning, 09:00–12:00</p>")),
        c,
        path="/villages/marsh-turnout-flood-vote",
        container="section#your-say: div.pv-run, no wrapper per comment: the text's <p>, then p.pv-sig '— Name, 2 hours ago', then an <hr>; flat",
        heading="Your say",
        description="A marsh villages' radio news page of 2025: 3 flat comments with no element of their own (text, a signature line '— Name, time', an <hr>), below polling stations' turnout reports in the very same markup.",
        lookalikes=(
            "polling stations' turnout reports in the comments' own markup: presiding officer and station, time, turnout and a sentence",
        ),
    )


def mixed_z() -> list[Case]:
    return [zh_murals(), vi_pebbles(), en_turnout()]

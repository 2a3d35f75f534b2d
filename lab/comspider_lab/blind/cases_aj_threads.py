"""Blind set AJ: twelve hand-built discussions (readers' comments on this article) in the served HTML, each in the
site's own markup (ja ``ol``, ko ``section``/``article``, zh ``dl``, sw ``div``, id nested ``ul``, vi ``figure``, th
``table``, fa ``div``, he numbered ``ol``, bn ``article``/``section``, ta ``blockquote``, en ``div``), and two kept
by the harness's real systems, embedded plainly (Isso: sv; Waline: ro). Written for this set; every name, place and
text invented, each comment by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_aj_common import Case, Parts, Seed, Story, esc, make, nest, paras, seeds, slug
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def ja_ferry() -> Case:
    c = seeds("""
浜口 さとみ | 2025年11月3日 08:12 | - | 通勤で毎日使っています。片道80円の値上げは月にすると結構な額です。定期券の割引をもう少し考えてほしい。
港の釣り人 | 2025年11月3日 09:47 | 0 | 定期は据え置きだと記事の三段落目に書いてありますよ。回数券だけが上がるみたいです。
大西 健 | 2025年11月3日 12:30 | - | 燃料代がこれだけ上がれば仕方ないと思う。便数を減らされるよりはずっといい。
""")
    likes = ["👍 14", "👍 9", "👍 6"]

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<li class="koe-ko" id="koe-{i + 1}"><div class="koe-meta"><span class="koe-na">{esc(x.author)}</span>'
            f'<span class="koe-hi">{esc(x.when)}</span></div><div class="koe-hon">{paras(x.text)}</div>'
            f'<div class="koe-te"><a href="#koe-{i + 1}" class="koe-hen">返信する</a> <button type="button" class="koe-iine">{likes[i]}</button></div>'
            f"{sub}</li>"
        )

    block = (
        '<section class="koe"><h2 class="koe-midashi">みなさんの声（3件）</h2><ol class="koe-ichiran">'
        + nest(c, item, lambda s: f'<ol class="koe-hensin">{s}</ol>')
        + "</ol></section>"
    )
    st = Story(
        "離島航路、12月から運賃改定　回数券は80円値上げ",
        "港湾担当・木村 玲奈",
        "2025-11-02T18:00:00+09:00",
        "2025年11月2日",
        """
みなと台と沖ノ島を結ぶ町営フェリーの運賃が12月1日から改定される。町は2日、燃料費の高騰を理由に回数券を1枚あたり80円引き上げると発表した。

大人の片道運賃は現行の620円から700円に、回数券は11枚つづりで据え置きの枚数のまま値上がりする。一方、島民や通勤者が使う定期券の料金は据え置く。

町によると、フェリーの燃料費は3年前のおよそ1.6倍に膨らんでいる。便数は1日8往復を維持するという。
""",
        lead="燃料費の高騰で、定期券は据え置き。",
        section="地域",
    )
    return make(
        "aj-ja-ol-koe",
        "discussion",
        "ja-minatodai",
        st,
        Parts(after=block),
        c,
        path="/chiiki/ferry-unchin-kaitei",
        container="section.koe: h2 'みなさんの声（3件）', ol.koe-ichiran > li.koe-ko (span.koe-na name, span.koe-hi time, div.koe-hon text, a '返信する', button '👍 n'); the reply in ol.koe-hensin inside its parent li",
        heading="みなさんの声（3件）",
        description="A Japanese port-town news portal of 2025: three readers' comments on a ferry fare rise in an ordered list, one reply; absolute times; reply link and like counts; no avatar, no form, no 'comment' in the markup.",
    )


def ko_playground() -> Case:
    c = seeds("""
하늘맘 | - | - | 아이가 매일 가는 놀이터인데 바닥 고무가 다 벗겨져서 걱정이었어요. 공사 기간에 아이들은 어디서 놀아야 하나요?
박정훈 | - | 0 | 구청 공지 보니까 바로 옆 근린공원 놀이터는 그대로 연다고 합니다. 걸어서 5분 거리예요.
초록대문 | - | - | 그늘막 설치도 꼭 넣어 주세요. 여름에는 미끄럼틀이 너무 뜨거워서 아예 못 탑니다.
이수연 | - | - | 3억이면 적은 돈이 아닌데 주민 의견은 언제 들었는지 궁금하네요. 설명회 공지를 본 적이 없어요.
동네아빠 | - | - | 좋은 소식입니다. 다만 공사 가림막 밤에 어둡지 않게 조명 부탁드려요.
""")
    votes = [
        ("공감 21", "비공감 1"),
        ("공감 8", "비공감 0"),
        ("공감 15", "비공감 0"),
        ("공감 6", "비공감 2"),
        ("공감 4", "비공감 0"),
    ]

    def item(i: int, x: Seed, sub: str) -> str:
        up, down = votes[i]
        return (
            f'<article class="comment" id="comment-{301 + i}"><img class="comment-avatar" src="/_avatar/ko-{i}.svg" alt="" width="32" height="32">'
            f'<header class="comment-head"><span class="comment-author">{esc(x.author)}</span></header>'
            f'<div class="comment-body">{paras(x.text)}</div>'
            f'<footer class="comment-actions"><button type="button" class="comment-reply">답글</button> '
            f'<button type="button" class="vote-up">{up}</button> <button type="button" class="vote-down">{down}</button></footer>'
            f"{sub}</article>"
        )

    block = (
        '<section id="comments" class="comment-area"><h3 class="comment-count">댓글 <em>5</em></h3>'
        '<form class="comment-form" action="/comments/post" method="post"><textarea name="body" placeholder="댓글을 입력하세요. 욕설과 비방은 삭제될 수 있습니다."></textarea>'
        '<button type="submit">등록</button></form><div class="comment-list">'
        + nest(c, item, lambda s: f'<div class="comment-replies">{s}</div>')
        + "</div></section>"
    )
    st = Story(
        "산들동 어린이 놀이터 전면 교체…내년 4월 재개장",
        "김민재 기자",
        "2026-02-10T10:30:00+09:00",
        "2026.02.10 10:30",
        """
산들구는 준공 20년이 넘은 산들동 제2어린이놀이터를 전면 교체한다고 10일 밝혔다. 공사비는 3억 원이며 3월부터 약 한 달간 이용이 제한된다.

새 놀이터에는 충격 흡수 바닥재와 그늘막, 유아용 모래놀이 공간이 들어선다. 구는 공사 기간 인근 근린공원 놀이터를 이용해 달라고 당부했다.
""",
        section="동네",
    )
    return make(
        "aj-ko-article-vote",
        "discussion",
        "ko-sandeul",
        st,
        Parts(after=block),
        c,
        path="/dongne/sandeul-nori-teo-gyoche",
        container="section#comments.comment-area: h3 '댓글 5', form.comment-form, div.comment-list > article.comment (avatar, span.comment-author, div.comment-body, footer: '답글', '공감 n', '비공감 n'); the reply in div.comment-replies inside its parent",
        heading="댓글 5",
        description="A Korean neighbourhood news portal of 2026: five readers' comments on a playground renewal as articles, one reply; no time at all; reply button and agree/disagree counts; a form above; 'comment' in the class names.",
    )


def zh_walk() -> Case:
    c = seeds("""
阿梨 | - | - | 那家修鞋摊我小时候也去过，老师傅还在吗？读到你写他用的木头楦子，一下子想起我爸的皮鞋。
走路的猫 | - | - | 照着你的路线走了一遍，桥下那段石板路真的很安静。只是巷口新开了奶茶店，周末人有点多。
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return f'<dt class="hx-ren">{esc(x.author)}</dt><dd class="hx-hua">{paras(x.text)}</dd>{sub}'

    block = '<hr class="hx-fen"><dl class="hx">' + nest(c, item, lambda s: s) + "</dl>"
    st = Story(
        "老城西南角：从旧码头走到修鞋摊",
        "小窗，住在城西的散步者",
        "2025-06-08T21:00:00+08:00",
        "2025年6月8日",
        """
这个周末走的是老城西南角，从旧码头的石阶出发，沿着河走到第三座桥，再拐进巷子。全程不到两公里，慢慢走一个小时。

桥下有一段石板路，两边是上世纪的砖房，墙上还留着旧门牌。巷子中间有个修鞋摊，师傅七十多岁，还在用木头楦子撑鞋。

回程在码头边喝了一碗绿豆汤，五块钱。下次想试试东边的菜市场。
""",
        section="散步",
    )
    return make(
        "aj-zh-dl-plain",
        "discussion",
        "zh-xiaochuang",
        st,
        Parts(after=block),
        c,
        path="/sanbu/laocheng-xinan",
        container="after an hr: dl.hx: dt.hx-ren (name) then dd.hx-hua (text), per reader",
        heading=None,
        description="A Chinese personal walking blog of 2025: two readers' notes under the post as a definition list (name, then text); no heading, no time, no controls, no form, no avatar; no 'comment' in the markup.",
    )


def sw_water() -> Case:
    c = seeds("""
Mwanaisha Juma | 12/03/2025 09:15 | - | Mtaa wetu wa Mbuyuni tumekaa wiki tatu bila maji ya bomba. Tunanunua ndoo kwa shilingi mia tano. Tunashukuru kwa habari hii.
Hamisi Bakari | 12/03/2025 10:02 | 0 | Pole sana dada. Kwetu Majengo maji yalirudi jana usiku, labda na nyinyi mtapata wiki hii.
Salim Omar | 12/03/2025 13:40 | - | Pampu mpya ni jambo jema, lakini mabomba ya zamani ndiyo yanayovuja kila mahali. Bila kuyabadilisha tatizo litarudi.
Neema | 13/03/2025 07:55 | - | Naomba halmashauri itangaze ratiba ya maji kwenye redio pia, si kila mtu anasoma mtandaoni.
""")
    up = ["▲ 7", "▲ 3", "▲ 11", "▲ 5"]

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<div class="maoni-kipande" id="maoni-{i + 1}"><p class="maoni-mwandishi"><strong>{esc(x.author)}</strong> '
            f'<span class="maoni-saa">{esc(x.when)}</span></p><div class="maoni-maandishi">{paras(x.text)}</div>'
            f'<p class="maoni-vitendo"><a href="#andika" class="jibu">Jibu</a> <span class="kura">{up[i]}</span></p>{sub}</div>'
        )

    block = (
        '<div id="maoni" class="maoni-sehemu"><h3>Maoni ya wasomaji (4)</h3><div class="maoni-orodha">'
        + nest(c, item, lambda s: f'<div class="maoni-majibu">{s}</div>')
        + '</div><form class="maoni-fomu" id="andika" method="post" action="/maoni/tuma"><h4>Andika maoni yako</h4>'
        '<input name="jina" placeholder="Jina lako"><textarea name="ujumbe" rows="4"></textarea><button type="submit">Tuma</button></form></div>'
    )
    st = Story(
        "Pampu mpya ya maji kuanza kazi Mbuyuni wiki ijayo",
        "Na Zuhura Said",
        "2025-03-11T16:00:00+03:00",
        "11 Machi 2025",
        """
Halmashauri ya mji imesema pampu mpya ya maji katika kituo cha Mbuyuni itaanza kufanya kazi Jumatatu ijayo, baada ya wiki kadhaa za uhaba wa maji katika mitaa ya kusini.

Mhandisi wa maji wa halmashauri, Bw. Yusufu Mrisho, alisema pampu hiyo itaongeza maji kwa zaidi ya nusu. Alikiri kuwa baadhi ya mabomba ya zamani yanahitaji kubadilishwa, kazi itakayofanyika mwaka ujao.
""",
        section="Mji",
    )
    return make(
        "aj-sw-div-maoni",
        "discussion",
        "sw-pwani",
        st,
        Parts(after=block),
        c,
        path="/mji/pampu-mpya-mbuyuni",
        container="div#maoni.maoni-sehemu: h3 'Maoni ya wasomaji (4)', div.maoni-orodha > div.maoni-kipande (p.maoni-mwandishi: strong name, span.maoni-saa '12/03/2025 09:15'; div.maoni-maandishi; 'Jibu', '▲ n'); the reply in div.maoni-majibu; a form after",
        heading="Maoni ya wasomaji (4)",
        description="A Swahili coastal daily's site of 2025: four readers' comments on a new water pump, one reply; absolute times; reply link and up-votes; a form below; class names in Swahili ('maoni').",
    )


def id_market() -> Case:
    c = seeds("""
Rudi Hartono | 2 jam lalu | - | Pedagang lama di lantai bawah katanya harus bayar sewa baru. Ini yang belum jelas dari berita di atas, berapa besarnya?
Siti Aminah | 1 jam lalu | 0 | Saya pedagang sayur di blok C, Pak. Kata petugas pasar sewanya sama untuk tahun pertama, baru naik tahun depan.
Rudi Hartono | 58 menit lalu | 1 | Terima kasih infonya, Bu. Semoga benar dan tertulis, jangan hanya lisan.
Yoga Pratama | 1 jam lalu | - | Parkirnya tolong diperhatikan. Dulu motor sampai menutup jalan masuk ke gang.
Bu Rahmi | 45 menit lalu | - | Senang pasarnya sekarang terang dan tidak becek lagi. Kemarin belanja ikan jadi nyaman.
Dewi Lestari | 30 menit lalu | - | Kios bumbu langganan saya belum buka. Ada yang tahu pindah ke blok mana?
Agus S. | 12 menit lalu | - | Semoga tangga darurat di sisi timur tidak dipakai untuk gudang seperti pasar yang lama.
""")
    votes = [
        ("👍 12", "👎 0"),
        ("👍 9", "👎 0"),
        ("👍 3", "👎 0"),
        ("👍 7", "👎 1"),
        ("👍 5", "👎 0"),
        ("👍 1", "👎 0"),
        ("👍 4", "👎 0"),
    ]

    def item(i: int, x: Seed, sub: str) -> str:
        up, down = votes[i]
        return (
            f'<li class="komentar-item" id="k-{i + 1}"><img class="komentar-foto" src="/_avatar/id-{slug(x.author)}.svg" alt="" width="40" height="40">'
            f'<div class="komentar-isi"><div class="komentar-kepala"><a class="komentar-nama" href="/u/{slug(x.author)}">{esc(x.author)}</a> · '
            f'<span class="komentar-waktu">{esc(x.when)}</span></div>{paras(x.text)}'
            f'<div class="komentar-aksi"><a href="#k-{i + 1}" class="balas">Balas</a> <span class="suka">{up}</span> <span class="tidak-suka">{down}</span></div></div>'
            f"{sub}</li>"
        )

    block = (
        '<section class="komentar-wrap"><h2>Komentar (7)</h2><ul class="komentar-daftar">'
        + nest(c, item, lambda s: f'<ul class="komentar-balasan">{s}</ul>')
        + "</ul></section>"
    )
    st = Story(
        "Pasar Induk Sungai Biru Dibuka Kembali Setelah Renovasi Delapan Bulan",
        "Fajar Nugroho",
        "2026-01-19T07:00:00+07:00",
        "Senin, 19 Januari 2026 07:00 WIB",
        """
Pasar Induk Sungai Biru kembali dibuka pada Senin pagi setelah direnovasi selama delapan bulan. Bangunan dua lantai itu kini memiliki 412 kios, saluran air baru, dan atap yang lebih tinggi.

Kepala Dinas Perdagangan, Hendra Wijaya, mengatakan pedagang lama mendapat prioritas menempati kios. Sebagian pedagang mengaku belum menerima kepastian soal besaran sewa.
""",
        section="Kota",
    )
    return make(
        "aj-id-ul-komentar",
        "discussion",
        "id-sungaibiru",
        st,
        Parts(after=block),
        c,
        path="/kota/pasar-induk-dibuka-kembali",
        container="section.komentar-wrap: h2 'Komentar (7)', ul.komentar-daftar > li.komentar-item (avatar; a.komentar-nama, span.komentar-waktu '2 jam lalu'; text; 'Balas', '👍 n', '👎 n'); replies in ul.komentar-balasan, two levels",
        heading="Komentar (7)",
        description="An Indonesian city news portal of 2026: seven readers' comments on a reopened market in nested lists, a reply and a reply to it; relative times; reply link and thumbs up/down; avatars; class names in Indonesian ('komentar').",
    )


def vi_garden() -> Case:
    c = seeds("""
Chị Hạnh ở Tân Phú | - | - | Cảm ơn em đã viết kỹ phần ủ vỏ trứng. Nhà chị trồng cà chua trên sân thượng, năm nào cũng bị thối đáy quả, năm nay chị sẽ thử cách này xem sao.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return f'<figure class="ghi-lai"><blockquote>{paras(x.text)}</blockquote><figcaption>— {esc(x.author)}</figcaption></figure>{sub}'

    block = '<div class="sau-bai">' + nest(c, item, lambda s: s) + "</div>"
    st = Story(
        "Vỏ trứng, bã cà phê và luống cà chua trên sân thượng",
        "Viết bởi Lan, người trồng rau ở Đồi Cát",
        "2025-09-14T20:00:00+07:00",
        "14/09/2025",
        """
Mùa này luống cà chua trên sân thượng cho quả đều hơn năm ngoái. Mình nghĩ phần lớn là nhờ vỏ trứng: rửa sạch, phơi khô, giã nhỏ rồi trộn vào đất trước khi trồng hai tuần.

Bã cà phê thì mình chỉ rắc một lớp mỏng quanh gốc, không trộn nhiều vì đất dễ bị chua. Tưới vào sáng sớm, tránh để nước đọng trên lá.

Tuần sau mình sẽ viết về cách làm giàn cho bầu và mướp bằng tre cũ.
""",
        section="Vườn",
    )
    return make(
        "aj-vi-figure-single",
        "discussion",
        "vi-doicat",
        st,
        Parts(after=block),
        c,
        path="/vuon/vo-trung-ca-chua",
        container="div.sau-bai > figure.ghi-lai: blockquote (the text), figcaption '— name'",
        heading=None,
        description="A Vietnamese gardening blog of 2025: one reader's comment under the post as a figure with a blockquote and the name in its caption; no heading, no time, no controls, no form; no 'comment' in the markup.",
    )


def th_canal() -> Case:
    c = seeds("""
ป้าแดง ริมคลอง | 12 ม.ค. 69 09:14 | - | ดีใจมากค่ะ เรือหางยาวเสียงดังทุกเช้าตั้งแต่ตีห้า ลูกหลานนอนไม่หลับเลย
คนบางคลอง | 12 ม.ค. 69 10:32 | - | แล้วเรือรับส่งนักเรียนล่ะครับ ถ้าห้ามวิ่งเร็วเกินสิบกิโล เด็กจะไปโรงเรียนสายไหม
ครูวิไล | 12 ม.ค. 69 11:05 | 1 | เรือโรงเรียนได้รับยกเว้นในช่วงเช้าค่ะ ทางเขตแจ้งในที่ประชุมผู้ปกครองแล้ว
สมชาย พ่อค้าผลไม้ | 12 ม.ค. 69 13:48 | - | คลื่นจากเรือเร็วทำตลิ่งหน้าร้านพังไปสองเมตรแล้ว ควรมีป้ายบอกให้ชัดกว่านี้
นุช | 12 ม.ค. 69 18:20 | - | ใครจะเป็นคนตรวจจับครับ ที่ผ่านมาก็มีกฎแต่ไม่เคยเห็นใครโดนปรับ
ลุงเสือ | 13 ม.ค. 69 06:40 | - | เห็นด้วยกับกฎนี้ แต่ขอให้ขุดลอกคลองด้วย น้ำตื้นจนเรือติดเลนทุกเดือนเมษา
""")
    numbers = ["1", "2", "2.1", "3", "4", "5"]

    def item(i: int, x: Seed, sub: str) -> str:
        pad = ' style="padding-left:42px"' if x.parent is not None else ""
        cls = "comment-row comment-reply" if x.parent is not None else "comment-row"
        return (
            f'<tr class="{cls}" id="c{i + 1}"><td class="c-no">#{numbers[i]}</td><td class="c-main"{pad}>'
            f'<div class="c-text">{paras(x.text)}</div><div class="c-by">โดย <b>{esc(x.author)}</b> · <span class="c-time">{esc(x.when)}</span></div>'
            f'<div class="c-tools"><a href="#c{i + 1}">ตอบกลับ</a> · <a href="/report?c={i + 1}" rel="nofollow">แจ้งลบ</a></div></td></tr>{sub}'
        )

    block = (
        '<div class="comments-box"><h3 class="comments-title">ความคิดเห็น (6)</h3><table class="comment-table"><tbody>'
        + nest(c, item, lambda s: s)
        + "</tbody></table></div>"
    )
    st = Story(
        "เขตบางคลองจำกัดความเร็วเรือในคลองหลัก ไม่เกิน 10 กม./ชม.",
        "กองบรรณาธิการข่าวชุมชน",
        "2026-01-11T15:00:00+07:00",
        "11 มกราคม 2569",
        """
สำนักงานเขตบางคลองประกาศจำกัดความเร็วเรือทุกประเภทในคลองหลักไม่เกิน 10 กิโลเมตรต่อชั่วโมง ตั้งแต่วันที่ 1 กุมภาพันธ์ เพื่อลดคลื่นที่กัดเซาะตลิ่งและเสียงรบกวนชาวบ้าน

เรือรับส่งนักเรียนและเรือกู้ภัยได้รับการยกเว้นในบางช่วงเวลา ผู้ฝ่าฝืนมีโทษปรับไม่เกินสองพันบาท
""",
        section="ชุมชน",
    )
    return make(
        "aj-th-table-rows",
        "discussion",
        "th-bangkhlong",
        st,
        Parts(after=block),
        c,
        path="/chumchon/khlong-speed-limit",
        container="div.comments-box: h3 'ความคิดเห็น (6)', table.comment-table: one tr.comment-row per comment (td #n, td: div.c-text, div.c-by 'โดย name · time', 'ตอบกลับ · แจ้งลบ'); the reply a row after its parent, indented, numbered #2.1",
        heading="ความคิดเห็น (6)",
        description="A Thai community news site of 2026: six readers' comments on a boat speed limit as table rows, the text before 'โดย name · time', one reply as an indented row; Thai Buddhist-era dates; reply and report links; 'comment' in the class names.",
    )


def fa_library() -> Case:
    c = seeds("""
مریم صادقی | ۲ روز پیش | - | چه خبر خوبی. کتابخانه‌ی قدیمی همیشه شلوغ بود و جای نشستن نداشت. امیدوارم سالن مطالعه‌ی بانوان هم بزرگ‌تر شده باشد.
رضا | ۱ روز پیش | 0 | طبق همین گزارش سالن مطالعه دو طبقه شده است. من دیروز رفتم، واقعاً جادار است.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<div class="bk-yek" id="bk-{i + 1}"><div class="bk-sar"><span class="bk-nam">{esc(x.author)}</span> '
            f'<span class="bk-zaman">{esc(x.when)}</span></div><p class="bk-matn">{esc(x.text)}</p>'
            f'<a class="bk-pasokh" href="#bk-{i + 1}">پاسخ</a>{sub}</div>'
        )

    block = '<div class="bazkhord">' + nest(c, item, lambda s: f'<div class="bk-zir">{s}</div>') + "</div>"
    st = Story(
        "کتابخانه‌ی مرکزی گلبهار پس از دو سال بازگشایی شد",
        "گزارش: نگار احمدی",
        "2025-10-20T09:00:00+03:30",
        "۲۸ مهر ۱۴۰۴",
        """
کتابخانه‌ی مرکزی گلبهار پس از دو سال بازسازی روز یکشنبه به روی مردم باز شد. ساختمان تازه سه طبقه دارد و سالن مطالعه اکنون در دو طبقه است.

به گفته‌ی مدیر کتابخانه، بیش از چهل هزار جلد کتاب به قفسه‌ها بازگشته و بخش کودکان تا ساعت هشت شب باز است.
""",
        section="فرهنگ",
    )
    return make(
        "aj-fa-div-relative",
        "discussion",
        "fa-golbahar",
        st,
        Parts(after=block),
        c,
        path="/farhang/ketabkhane-markazi",
        container="div.bazkhord > div.bk-yek (span.bk-nam name, span.bk-zaman '۲ روز پیش', p.bk-matn, a 'پاسخ'); the reply in div.bk-zir inside",
        heading=None,
        description="A Persian city news portal of 2025 (right to left): two readers' comments on a reopened library, one reply; relative times in Persian digits; a reply link; no heading, no form; no 'comment' in the markup.",
    )


def he_crossing() -> Case:
    c = seeds("""
אורית מהשכונה | 14.05.2025 · 21:03 | - | סוף סוף. הילדים שלי חוצים שם כל בוקר ואין אפילו פס הולכי רגל אחד.
עמית ב. | 14.05.2025 · 21:20 | - | רמזור זה טוב, אבל הבעיה היא המהירות בירידה מהגבעה. צריך גם פס האטה.
שולה | 14.05.2025 · 21:41 | 1 | עמית, בתוכנית יש גם הגבהה של מעבר החצייה. זה כתוב בפסקה השנייה.
עמית ב. | 14.05.2025 · 22:05 | 2 | פספסתי, תודה. אם כך אני בעד.
יוסי כהן | 14.05.2025 · 22:30 | - | חצי שנה לעבודות זה הרבה. מה יהיה עם התנועה לבית הספר בזמן הזה?
נועה | 15.05.2025 · 07:12 | - | כל הכבוד לוועד ההורים שלא ויתר. שלוש שנים של מכתבים.
משה הזקן | 15.05.2025 · 08:45 | - | פעם היה שם שוטר בבוקר. אולי להחזיר אותו עד שהרמזור יהיה מוכן?
דנה | 15.05.2025 · 10:18 | - | מקווה שיחשבו גם על תחנת האוטובוס שממש על הפינה, היא מסתירה את הנהגים.
רון | 15.05.2025 · 13:50 | - | עוד רמזור, עוד פקק. היה עדיף כיכר.
""")
    votes = [
        ("👍 34", "👎 1"),
        ("👍 12", "👎 2"),
        ("👍 9", "👎 0"),
        ("👍 5", "👎 0"),
        ("👍 7", "👎 3"),
        ("👍 18", "👎 0"),
        ("👍 6", "👎 1"),
        ("👍 4", "👎 0"),
        ("👍 2", "👎 11"),
    ]

    def item(i: int, x: Seed, sub: str) -> str:
        up, down = votes[i]
        return (
            f'<li class="comment-item" id="tb-{i + 1}"><div class="comment-meta"><span class="comment-name">{esc(x.author)}</span>'
            f' <span class="comment-date">{esc(x.when)}</span></div><div class="comment-text">{paras(x.text)}</div>'
            f'<div class="comment-bar"><a href="#new-comment" class="reply-link">הגב</a> <span class="up">{up}</span> <span class="down">{down}</span></div>{sub}</li>'
        )

    block = (
        '<section class="comments"><h2>תגובות (9)</h2><ol class="comments-list">'
        + nest(c, item, lambda s: f'<ol class="comments-children">{s}</ol>')
        + '</ol><form id="new-comment" class="comment-form" method="post" action="/talkback"><h3>הוספת תגובה</h3>'
        '<input name="name" placeholder="שם"><textarea name="text" rows="4" placeholder="תוכן התגובה"></textarea><button type="submit">שליחה</button></form></section>'
    )
    st = Story(
        "אושר: רמזור ומעבר חצייה מוגבה בצומת הגבעה",
        "מאת: טל רוזן",
        "2025-05-14T17:00:00+03:00",
        "14.05.2025",
        """
ועדת התנועה של המועצה אישרה הערב התקנת רמזור בצומת הגבעה, ליד בית הספר היסודי, לאחר שנים של פניות מצד ההורים.

לצד הרמזור יוגבה מעבר החצייה ויוצב פס האטה בירידה מהגבעה. העבודות צפויות להימשך כחצי שנה ולהתחיל בסוף הקיץ.
""",
        section="מקומי",
    )
    return make(
        "aj-he-ol-talkback",
        "discussion",
        "he-nahalit",
        st,
        Parts(after=block),
        c,
        path="/mekomi/ramzor-tzomet-hagiva",
        container="section.comments: h2 'תגובות (9)', ol.comments-list (numbered) > li.comment-item (span.comment-name, span.comment-date '14.05.2025 · 21:03', div.comment-text, 'הגב', '👍 n', '👎 n'); replies in ol.comments-children, two levels; a form after",
        heading="תגובות (9)",
        description="An Israeli regional daily's site of 2025 (right to left): nine readers' comments on a new traffic light in a numbered list, a reply and a reply to it; absolute date and time; reply link and thumbs; a form below; 'comment' in the class names.",
    )


def bn_flood() -> Case:
    c = seeds("""
রফিকুল ইসলাম | ১২ এপ্রিল ২০২৫, ০৮:৪০ | - | আমাদের গ্রাম চরপাড়ায় বাঁধের কাজ শুরু হয়নি এখনো। গত বছর বর্ষায় পুরো ধানক্ষেত ডুবে গিয়েছিল।
শাহনাজ পারভীন | ১২ এপ্রিল ২০২৫, ০৯:১৫ | 0 | রফিক ভাই, ইউনিয়ন অফিসে তালিকা টাঙানো আছে। চরপাড়া দ্বিতীয় ধাপে, জুনের আগে শুরু হবে বলছে।
রফিকুল ইসলাম | ১২ এপ্রিল ২০২৫, ০৯:৩২ | 1 | জুনে তো বৃষ্টি শুরু হয়ে যায়। তখন মাটি ফেলা যাবে না, আপা।
মিজানুর রহমান | ১২ এপ্রিল ২০২৫, ১০:০৫ | - | বাঁধের উপর দিয়ে রাস্তা হলে বাজারে যাওয়াও সহজ হবে। ভালো উদ্যোগ।
তানিয়া | ১২ এপ্রিল ২০২৫, ১১:২০ | - | ঠিকাদারের নাম আর কাজের মেয়াদ সাইনবোর্ডে লেখা থাকা উচিত। তাহলে সবাই দেখতে পারবে।
আবুল কাশেম | ১২ এপ্রিল ২০২৫, ১২:৪৮ | - | আগের বাঁধে বালির বস্তা দিয়ে কাজ হয়েছিল, দুই বছরেই ভেঙে গেছে। এবার যেন কংক্রিটের ব্লক দেয়।
নাসরিন আক্তার | ১২ এপ্রিল ২০২৫, ১৪:১০ | 5 | কাশেম চাচা, প্রতিবেদনে লেখা আছে নদীর দিকের অংশে ব্লক বসানো হবে।
সুমন দাস | ১২ এপ্রিল ২০২৫, ১৬:৩৫ | - | শ্রমিক নেওয়ার সময় এলাকার মানুষদের যেন অগ্রাধিকার দেওয়া হয়।
হাবিবুর | ১২ এপ্রিল ২০২৫, ১৯:০২ | - | তিন কোটি টাকা কম না। কাজ শেষ হলে পত্রিকা আবার গিয়ে দেখে আসবে আশা করি।
মৌসুমী রায় | ১৩ এপ্রিল ২০২৫, ০৭:৩০ | - | আমার বাবা কৃষক, তিনি বলছেন বাঁধের পাশে খালের মুখে স্লুইস গেট না থাকলে ভেতরের পানি বের হবে না।
জাহিদ হাসান | ১৩ এপ্রিল ২০২৫, ০৯:৫৫ | - | ভালো খবর দেওয়ার জন্য ধন্যবাদ। ছবিগুলো আমাদের ঘাটের, চিনতে পারলাম।
""")
    likes = [
        "লাইক ১৪",
        "লাইক ৬",
        "লাইক ৩",
        "লাইক ৯",
        "লাইক ১১",
        "লাইক ৭",
        "লাইক ২",
        "লাইক ৫",
        "লাইক ৪",
        "লাইক ৮",
        "লাইক ১",
    ]

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<article class="comment-card" id="mc-{i + 1}"><img class="comment-pic" src="/_avatar/bn-{i}.svg" alt="" width="36" height="36">'
            f'<header><h4 class="comment-writer">{esc(x.author)}</h4><span class="comment-when">{esc(x.when)}</span></header>'
            f'<div class="comment-content">{paras(x.text)}</div><footer><a href="#mc-{i + 1}" class="comment-reply-link">উত্তর দিন</a> '
            f'<span class="comment-like">{likes[i]}</span></footer>{sub}</article>'
        )

    block = (
        '<section class="comment-section" id="montobbo"><h2>পাঠকের মন্তব্য (১১)</h2>'
        + nest(c, item, lambda s: f'<section class="comment-replies">{s}</section>')
        + "</section>"
    )
    st = Story(
        "চরপাড়া থেকে হাটখোলা পর্যন্ত নতুন বাঁধ, ব্যয় তিন কোটি টাকা",
        "নিজস্ব প্রতিবেদক, মধুপুর",
        "2025-04-11T18:00:00+06:00",
        "১১ এপ্রিল ২০২৫",
        """
মধুপুরের চরপাড়া থেকে হাটখোলা পর্যন্ত সাড়ে চার কিলোমিটার নতুন বাঁধ নির্মাণ করা হবে। পানি উন্নয়ন বোর্ড জানিয়েছে, এতে ব্যয় হবে প্রায় তিন কোটি টাকা।

নদীর দিকের অংশে কংক্রিটের ব্লক বসানো হবে এবং বাঁধের উপর দিয়ে একটি কাঁচা রাস্তা তৈরি হবে। কাজ দুই ধাপে হবে, প্রথম ধাপ এই মাসেই শুরু।
""",
        section="জেলা",
    )
    return make(
        "aj-bn-article-cards",
        "discussion",
        "bn-modhupur",
        st,
        Parts(after=block),
        c,
        path="/zila/charpara-bandh",
        container="section.comment-section#montobbo: h2 'পাঠকের মন্তব্য (১১)', article.comment-card (avatar; header: h4.comment-writer, span.comment-when; div.comment-content; 'উত্তর দিন', 'লাইক n'); replies in section.comment-replies, two levels",
        heading="পাঠকের মন্তব্য (১১)",
        description="A Bengali district news portal of 2025: eleven readers' comments on a new embankment as article cards with avatars, three replies (one a reply to a reply); absolute times in Bengali digits; reply link and likes; 'comment' in the class names.",
    )


def ta_school() -> Case:
    c = seeds("""
செல்வி ராமசாமி | - | - | எங்கள் ஊர்ப் பள்ளியில் படித்தவள் நான். புதிய நூலகம் வருவது மிகவும் மகிழ்ச்சி. பழைய புத்தகங்களையும் வைத்துக்கொள்ளுங்கள்.
முருகேசன், ஆசிரியர் (ஓய்வு) | - | - | முப்பது வருடம் அந்த வகுப்பறைகளில் பாடம் நடத்தினேன். மழைக்காலத்தில் கூரை ஒழுகும். இப்போதாவது சரி செய்கிறார்களே.
கார்த்திக் | - | - | கட்டடம் முடியும் வரை மாணவர்கள் எங்கு படிப்பார்கள் என்பதையும் செய்தியில் சொல்லியிருக்கலாம்.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return f'<blockquote class="v-kural">{paras(x.text)}<footer>— <cite>{esc(x.author)}</cite></footer></blockquote>{sub}'

    block = '<div class="vasagar">' + nest(c, item, lambda s: s) + "</div>"
    st = Story(
        "காவேரிப்பாடி அரசுப் பள்ளிக்கு புதிய வகுப்பறைக் கட்டடம்",
        "எங்கள் செய்தியாளர்",
        "2026-03-05T08:00:00+05:30",
        "5 மார்ச் 2026",
        """
காவேரிப்பாடி அரசு உயர்நிலைப் பள்ளிக்கு எட்டு வகுப்பறைகள் கொண்ட புதிய கட்டடம் கட்டப்படும் என்று மாவட்டக் கல்வி அலுவலர் தெரிவித்தார். இதற்கு ரூ. 1.2 கோடி ஒதுக்கப்பட்டுள்ளது.

புதிய கட்டடத்தில் நூலகமும் அறிவியல் ஆய்வகமும் அமையும். பழைய கட்டடத்தின் கூரை பல ஆண்டுகளாக மழைக்காலத்தில் ஒழுகி வருகிறது.
""",
        section="கல்வி",
    )
    return make(
        "aj-ta-blockquote-bare",
        "discussion",
        "ta-kaveripadi",
        st,
        Parts(after=block),
        c,
        path="/kalvi/pudhiya-vagupparai",
        container="div.vasagar > blockquote.v-kural (the text, then footer '— <cite>name</cite>'), one per reader",
        heading=None,
        description="A Tamil local news site of 2026: three readers' comments on a new school building as blockquotes with the name after the text; no heading, no time, no controls, no form, no avatar; no 'comment' in the markup.",
    )


def en_hedges() -> Case:
    c = seeds("""
Margaret Ellery | 14 March 2026 at 7:42pm | - | Good to see the parish council listening for once. The hedge along Drove Lane is the only place I still hear yellowhammers.
Pete Sowerby | 14 March 2026 at 8:15pm | 0 | They're still there, Margaret, I counted three pairs on my walk Sunday. Whether they'll stay with the new footpath is another matter.
Dan Whitlock | 15 March 2026 at 9:03am | - | Trimming every third year sounds fine but who pays? Last time the contractor flailed the lot in August and nobody was fined.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<div class="discussion__post" id="post-{i + 1}"><img class="discussion__avatar" src="/_avatar/en-{slug(x.author)}.svg" alt="" width="40" height="40">'
            f'<div class="discussion__meta"><span class="discussion__name">{esc(x.author)}</span> <time class="discussion__time">{esc(x.when)}</time></div>'
            f'<div class="discussion__text">{paras(x.text)}</div><p class="discussion__tools"><a href="#your-say-form" class="discussion__reply">Reply</a> '
            f'<a href="/report/post-{i + 1}" class="discussion__report">Report</a></p>{sub}</div>'
        )

    block = (
        '<aside class="discussion" id="your-say"><h2>Your say</h2><div class="discussion__thread">'
        + nest(c, item, lambda s: f'<div class="discussion__children">{s}</div>')
        + '</div><form id="your-say-form" class="discussion__form" method="post" action="/your-say"><label>Name <input name="name"></label>'
        '<label>Your comment <textarea name="body" rows="4"></textarea></label><button type="submit">Post</button></form></aside>'
    )
    st = Story(
        "Parish agrees three-year hedge cutting plan for Drove Lane",
        "By Helen Catchpole",
        "2026-03-13T17:30:00+00:00",
        "13 March 2026",
        """
Marlow Fen parish council has agreed a plan to cut the hedges along Drove Lane only once every three years, after residents and a local bird group asked it to protect nesting sites.

The council will also ask the county to allow a permissive footpath along the field edge. Councillor Ray Dunmore said the contractor would be told not to cut between March and August.
""",
        section="Parish",
    )
    return make(
        "aj-en-aside-yoursay",
        "discussion",
        "en-marlow",
        st,
        Parts(after=block),
        c,
        path="/parish/drove-lane-hedges",
        container="aside.discussion#your-say: h2 'Your say', div.discussion__thread > div.discussion__post (avatar; span.discussion__name, time.discussion__time; div.discussion__text; 'Reply', 'Report'); the reply in div.discussion__children; a form after",
        heading="Your say",
        description="An English fen-villages weekly's site of 2026: three readers' comments on a hedge-cutting plan, one reply; absolute times; reply and report links; avatars; a form below; 'discussion' in the class names.",
    )


def sv_isso() -> Case:
    c = [
        Seed(x.author, x.text, x.parent, "")
        for x in seeds("""
Birgitta Lund | - | - | Äntligen en cykelväg till Norrviken. Jag har cyklat på vägrenen i tjugo år och bilarna kör fort där.
Olle Hägg | - | 0 | Håller med, men varför börjar de bygga först 2027? Pengarna finns ju redan enligt artikeln.
Kerstin | - | - | Hoppas den blir belyst hela vägen. På vintern är det mörkt redan vid tre.
Jonas Fjäll | - | - | Bra satsning. Skolbarnen från Tallbacken kan äntligen cykla själva.
""")
    ]
    block = '<section class="debatt"><h2>Läsarkommentarer</h2>' + isso_embed("sv") + "</section>"
    st = Story(
        "Cykelväg mellan Tallsjö och Norrviken klar för byggstart",
        "Anna Widén",
        "2026-04-21T06:00:00+02:00",
        "21 april 2026",
        """
Kommunen och Trafikverket har kommit överens om en fyra kilometer lång cykelväg mellan Tallsjö och Norrviken. Bygget beräknas starta våren 2027 och vara klart året därpå.

Cykelvägen ska få belysning på hela sträckan. Kostnaden är beräknad till 38 miljoner kronor, som delas mellan kommunen och staten.
""",
        section="Kommunen",
    )
    return make(
        "aj-sv-isso-plain",
        "discussion",
        "sv-tallsjo",
        st,
        Parts(after=block),
        c,
        path="/kommunen/cykelvag-norrviken",
        container="section.debatt: h2 'Läsarkommentarer', Isso's section#isso-thread (its client loaded by a plain script tag)",
        heading="Läsarkommentarer",
        description="A Swedish local news portal of 2026: Isso embedded plainly under the article; four readers' comments, one reply; Isso's own markup, form and times.",
        static=False,
        system="isso",
        check_steps=("wait:2500",),
    )


def ro_waline() -> Case:
    c = [
        Seed(x.author, x.text, x.parent, "")
        for x in seeds("""
Ioana Mureșan | - | - | Ce frumos ai scris despre nucul bunicului. Și la noi a căzut unul anul trecut, după furtuna din iulie.
Vasile | - | 0 | Nucii bătrâni se scorbură pe dinăuntru și nu se vede. Eu am pus un puiet lângă cel vechi, acum are doi metri.
Dorina Pop | - | - | Rețeta de cozonac cu nucă de la final am făcut-o ieri. A ieșit mai bun decât al meu de Crăciun.
Mihai Oltean | - | - | Satul tău seamănă cu al bunicilor mei din Apuseni. Mulțumesc pentru poze.
Ana | - | - | Scrie te rog și despre cum ai uscat nucile. Ale mele s-au înnegrit în pod.
""")
    ]
    block = (
        '<div class="discutie-blog"><h3>Ce ziceți?</h3><div id="discutie"></div></div>'
        + WALINE_CSS
        + waline_embed("root", "/sat/nucul-bunicului", "en")
        + "<script>mountWaline(document.getElementById('discutie'));</script>"
    )
    st = Story(
        "Nucul bunicului și cozonacul din octombrie",
        "Scris de Elena, din Podișor",
        "2025-10-26T19:00:00+03:00",
        "26 octombrie 2025",
        """
Nucul din fundul grădinii l-a sădit bunicul în anul în care s-a născut mama. Săptămâna trecută, după ploi, a căzut o creangă groasă cât un om și am văzut că miezul e scorburos.

Am strâns nucile, le-am întins pe ziare în pod și am făcut primul cozonac al toamnei. Rețeta e la final, așa cum mi-a dictat-o mama la telefon.
""",
        section="Sat",
    )
    return make(
        "aj-ro-waline-plain",
        "discussion",
        "ro-podisor",
        st,
        Parts(after=block),
        c,
        path="/sat/nucul-bunicului",
        container="div.discutie-blog: h3 'Ce ziceți?', div#discutie (Waline's client, mounted at load)",
        heading="Ce ziceți?",
        description="A Romanian village blog of 2025: Waline mounted at load under the post; five readers' comments, one reply; Waline's own markup, form and times.",
        static=False,
        system="waline",
        check_steps=("wait:3000",),
    )


def threads_aj() -> list[Case]:
    return [
        ja_ferry(),
        ko_playground(),
        zh_walk(),
        sw_water(),
        id_market(),
        vi_garden(),
        th_canal(),
        fa_library(),
        he_crossing(),
        bn_flood(),
        ta_school(),
        en_hedges(),
        sv_isso(),
        ro_waline(),
    ]

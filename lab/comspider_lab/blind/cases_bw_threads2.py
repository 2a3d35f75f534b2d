"""Blind set BW: two discussions of 2012-2013 in the served HTML, in the sites' own home-made templates: a Thai
northern paper's comments as rows of one table, "ความคิดเห็นที่ n" in Thai digits, Buddhist-era dates and masked IPs,
sub-comments "n-k" as rows of a table nested in their parent's cell (th); a Swahili coastal blog's numbered comments,
many signed "Bila Jina", the answers opening with a quote of the comment they answer (sw). Every class name, name,
place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    children,
    digits,
    esc,
    links,
    ptext,
    seeds,
    talk,
)


def th_khaonuea() -> Case:
    ns = talk("""
คนเชียงใหม่แท้ @ 12 มี.ค. 56 07:42 น. [ip=58.9.xxx.xxx] :: ปีนี้หนักกว่าทุกปีจริงๆ ตื่นเช้ามามองไม่เห็นดอยสุเทพเลยครับ ลูกไอทั้งคืน
  แม่น้องเฟิร์น @ 12 มี.ค. 56 08:10 น. [ip=110.168.xxx.xxx] :: บ้านเราก็เหมือนกันค่ะ หมอบอกให้ใส่หน้ากาก N95 แต่ร้านแถวบ้านขายหมดแล้ว
  คนเชียงใหม่แท้ @ 12 มี.ค. 56 08:31 น. [ip=58.9.xxx.xxx] :: ลองร้านขายยาแถวกาดหลวงครับ เมื่อวานยังมีอยู่หลายกล่อง
ชาวนาแม่แตง @ 12 มี.ค. 56 09:05 น. [ip=182.52.xxx.xxx] :: อย่าโทษแต่ชาวบ้านที่เผาไร่เลยครับ ไม่เผาแล้วจะให้กำจัดตอซังยังไง รัฐไม่เคยส่งเครื่องจักรมาช่วยสักครั้ง
  นักศึกษา มช. @ 12 มี.ค. 56 09:40 น. [ip=202.28.xxx.xxx] :: เข้าใจครับ แต่ควรจัดเวลาเผาให้เป็นระบบ ไม่ใช่เผาพร้อมกันทั้งจังหวัดในอาทิตย์เดียว
ไกด์ทัวร์ @ 12 มี.ค. 56 10:12 น. [ip=124.121.xxx.xxx] :: นักท่องเที่ยวยกเลิกทัวร์ไปเกือบครึ่ง สนามบินก็งดเที่ยวบินเช้าไปหลายวัน กระทบรายได้คนทำทัวร์หนักมาก
ผู้สูงอายุ สันทราย @ 12 มี.ค. 56 11:20 น. [ip=171.4.xxx.xxx] :: ขอบคุณที่นำเสนอข่าวครับ อยากให้บอกด้วยว่าค่าฝุ่นแต่ละวันเท่าไหร่ จะได้รู้ว่าออกไปข้างนอกได้ไหม
  ข่าวเหนือรายวัน @ 12 มี.ค. 56 11:58 น. [staff] :: เรียนคุณผู้อ่าน ค่าฝุ่น PM10 ล่าสุดที่สถานีศาลากลางจังหวัดอยู่ที่ 248 ไมโครกรัมต่อลูกบาศก์เมตร เกินมาตรฐานเกือบสองเท่า ทีมข่าวจะแจ้งค่าฝุ่นทุกเช้าที่หน้าแรกครับ
แพทย์ชนบท @ 12 มี.ค. 56 13:03 น. [ip=61.19.xxx.xxx] :: ใครมีโรคหอบหืดหรือโรคหัวใจ ควรอยู่ในห้องที่ปิดหน้าต่าง ใช้เครื่องฟอกอากาศถ้าทำได้ และงดออกกำลังกายกลางแจ้งช่วงนี้ // ถ้าเหนื่อยหอบหรือแน่นหน้าอก ให้รีบไปโรงพยาบาลทันที อย่ารอ
จอห์นนี่ @ 12 มี.ค. 56 14:26 น. [ip=27.55.xxx.xxx] :: ฝนหลวงจะขึ้นบินเมื่อไหร่ครับ รอมาสองอาทิตย์แล้ว
  ชาวนาแม่แตง @ 12 มี.ค. 56 15:02 น. [ip=182.52.xxx.xxx] :: ได้ข่าวว่าความชื้นในอากาศยังไม่พอ ต้องรอลมเปลี่ยนทิศก่อน
ป้าแดง @ 12 มี.ค. 56 16:45 น. [ip=223.204.xxx.xxx] :: สงสารเด็กนักเรียน โรงเรียนน่าจะหยุดสักสองสามวัน
""")
    tops = children(seeds(ns), None)

    def by(n: Note) -> str:
        ip = f' <span class="kh-ip">IP: {esc(n.tag("ip"))}</span>' if n.tag("ip") else ""
        staff = (
            ' <img src="/_avatar/th-staff.svg" alt="ทีมข่าว" width="14" height="14" />'
            if n.tag("staff")
            else ""
        )
        return (
            f'<div class="kh-by">โดย: <b>{esc(n.who)}</b>{staff} [{esc(digits(n.at, "th"))}]{ip} '
            '<a href="#" class="kh-dee">ถูกใจ</a> <a href="/report" class="kh-jaeng">แจ้งลบ</a></div>'
        )

    rows_html = ""
    for k, i in enumerate(tops, 1):
        subs = children(seeds(ns), i)
        inner = ""
        if subs:
            inner = (
                '<table class="kh-yoi" width="96%" align="right" cellspacing="0" cellpadding="5">'
                + "".join(
                    f'<tr><td class="kh-ynum">ความคิดเห็นที่ {digits(f"{k}-{s}", "th")}</td></tr>'
                    f'<tr><td class="kh-ytext">{ptext(ns[j].body, "kh-p")}{by(ns[j])}</td></tr>'
                    for s, j in enumerate(subs, 1)
                )
                + "</table>"
            )
        rows_html += (
            f'<tr class="kh-row"><td class="kh-num" width="90" valign="top">ความคิดเห็นที่<br /><b>{digits(k, "th")}</b></td>'
            f'<td class="kh-cell" valign="top">{ptext(ns[i].body, "kh-p")}{by(ns[i])}{inner}</td></tr>'
        )
    block = (
        '<div class="kh-wrap"><div class="kh-head">ความคิดเห็นจากผู้อ่าน <span>('
        + digits(len(ns), "th")
        + " ความคิดเห็น)</span></div>"
        '<table class="kwam-hen" width="100%" cellspacing="1" cellpadding="6" border="0">'
        + rows_html
        + "</table>"
        '<div class="kh-form"><b>แสดงความคิดเห็น</b><p>ข้อความที่ไม่เหมาะสม หยาบคาย หรือพาดพิงบุคคลอื่น ทีมงานขอสงวนสิทธิ์ในการลบโดยไม่ต้องแจ้งให้ทราบล่วงหน้า</p>'
        '<form action="/comment" method="post">ชื่อ <input type="text" name="name" /><br /><textarea name="msg" rows="5" cols="60"></textarea><br />'
        '<input type="submit" value="ส่งความคิดเห็น" /></form></div></div>'
    )
    side = (
        box(
            "th-khaonuea",
            "ข่าวยอดนิยม",
            links(
                (
                    "ราคาลำไยร่วง ชาวสวนลำพูนวอนรัฐช่วย",
                    "เปิดเส้นทางรถแดงสายใหม่ ช้างเผือก–แม่โจ้",
                    "สงกรานต์ปีนี้ งดปาแป้งรอบคูเมือง",
                    "ผลสอบโอเน็ต ม.6 โรงเรียนในเชียงใหม่",
                ),
                "/news/",
                "ol",
                ("(อ่าน ๑๒,๔๐๑)", "(อ่าน ๘,๗๗๐)", "(อ่าน ๗,๑๐๒)", "(อ่าน ๕,๖๖๓)"),
            ),
        )
        + box(
            "th-khaonuea",
            "คุณภาพอากาศวันนี้",
            "<p>ศาลากลาง 248 · ยุพราช 231 · ลำพูน 189 · แม่ฮ่องสอน 302 (PM10 มคก./ลบ.ม.)</p>",
        )
        + box(
            "th-khaonuea",
            "กระทู้ล่าสุดในเว็บบอร์ด",
            "<ul>"
            + "".join(
                f'<li><a href="/webboard/{k}">{esc(t)}</a> <small>โดย {esc(w)} ({esc(c)})</small></li>'
                for k, (t, w, c) in enumerate(
                    (
                        ("หาร้านซ่อมแอร์ แถวหางดง", "ลุงแก้ว", "๗"),
                        ("รถติดหน้ากาดหลวงทุกเย็น ทำยังไงดี", "หนุ่มนิมมาน", "๑๔"),
                        ("ขายที่ดินสันป่าตอง ๒ ไร่", "เจ้าของขายเอง", "๒"),
                    )
                )
            )
            + "</ul>",
        )
        + box(
            "th-khaonuea",
            "ราคาทองคำ",
            "<p>ทองคำแท่ง ขายออก 22,650 บาท · ทองรูปพรรณ ขายออก 23,150 บาท</p>",
        )
        + box("th-khaonuea", "หวย", "<p>งวดวันที่ 1 มีนาคม 2556 รางวัลที่ 1: ตรวจผลรางวัล »</p>")
    )
    style = (
        ".kh-wrap{margin-top:18px}.kh-head{background:#0d5fa8;color:#fff;padding:5px 10px;font-weight:bold}.kh-head span{font-weight:normal;font-size:12px}"
        ".kwam-hen{background:#d9e4ef}.kwam-hen td{background:#fff}.kh-num{background:#eef3f9 !important;color:#0d5fa8;font-size:12px;text-align:center}.kh-num b{font-size:20px}"
        ".kh-p{margin:2px 0;font-size:15px}.kh-by{font-size:12px;color:#888;border-top:1px dotted #ccc;margin-top:6px;padding-top:3px}.kh-ip{color:#bbb}"
        ".kh-yoi{background:#f7f7e8;border:1px solid #e3e3c8;margin:8px 0}.kh-yoi td{background:#f7f7e8}.kh-ynum{font-size:12px;color:#8a7a00;font-weight:bold}"
        ".kh-form{background:#f4f4f4;padding:8px;margin-top:10px;font-size:13px}.kh-form p{font-size:12px;color:#888}"
    )
    piece = Piece(
        "เชียงใหม่ประกาศเขตภัยพิบัติหมอกควัน ๘ อำเภอ ค่าฝุ่นเกินมาตรฐานเกือบเท่าตัว",
        "ทีมข่าวภูมิภาค",
        "2013-03-12T06:30:00+07:00",
        "อังคารที่ ๑๒ มีนาคม ๒๕๕๖ เวลา ๐๖:๓๐ น.",
        """
ผู้ว่าราชการจังหวัดเชียงใหม่ลงนามประกาศให้ ๘ อำเภอเป็นเขตประสบภัยพิบัติกรณีหมอกควัน หลังค่าฝุ่นละอองขนาดไม่เกิน ๑๐ ไมครอนเกินค่ามาตรฐานติดต่อกันเป็นวันที่ ๙

ทางจังหวัดสั่งห้ามเผาในที่โล่งอย่างเด็ดขาดจนถึงสิ้นเดือนเมษายน และขอให้ประชาชนที่มีโรคประจำตัวหลีกเลี่ยงกิจกรรมกลางแจ้ง โรงพยาบาลทุกแห่งเปิดคลินิกมลพิษเพิ่ม

ด้านท่าอากาศยานเชียงใหม่แจ้งว่า มีเที่ยวบินช่วงเช้าถูกยกเลิกหรือล่าช้าแล้วกว่า ๒๐ เที่ยว เนื่องจากทัศนวิสัยต่ำ
""",
        dek="ห้ามเผาเด็ดขาดถึงสิ้นเมษายน เที่ยวบินเช้ายกเลิกกว่า ๒๐ เที่ยว",
        section="ข่าวท้องถิ่น",
        tags=("หมอกควัน", "เชียงใหม่", "PM10"),
        caption="ดอยสุเทพถูกหมอกควันปกคลุมเมื่อเช้าวันจันทร์",
    )
    return case(
        "bw-th-mokkwan-tarang",
        "discussion",
        "th-khaonuea",
        piece,
        Bits(after=block, side=side, style=style, strip="วันอังคารที่ ๑๒ มีนาคม พ.ศ. ๒๕๕๖"),
        seeds(ns, keep_when=False),
        path="/news/local/2556/03/12/mokkwan-8-amphoe",
        reveal="on_load",
        container="table.kwam-hen: one tr per top-level comment (number cell, text cell), sub-comments as rows of a table.kh-yoi nested in the parent's text cell",
        heading="ความคิดเห็นจากผู้อ่าน",
        description="A Thai northern paper of 2013: an article on a haze disaster zone with 12 readers' comments in one table, 'ความคิดเห็นที่ n' in Thai digits in a cell of its own, the text first and 'โดย: NAME [Buddhist-era date] IP: masked' after it; 5 sub-comments 'ความคิดเห็นที่ n-k' as rows of a table nested in their parent's text cell (one by the paper's news team), a reader answering a sub-comment at the same level. The right column's most read with counts, air quality, latest web-board topics with names and counts, gold prices and the lottery.",
        static=True,
        lookalikes=("latest web-board topics with names and counts", "most read with counts"),
    )


def sw_pwani() -> Case:
    ns = talk("""
Mzee Rashidi @ Jumanne, Machi 13, 2012 saa 8:02 asubuhi :: Hongera serikali kwa feri hii. Zamani tulikuwa tukisubiri saa tatu pale gatini, sasa ni dakika arobaini tu kuvuka.
Bila Jina @ Jumanne, Machi 13, 2012 saa 9:15 asubuhi :: Nauli ya shilingi mia tano kwa mtu mzima ni kubwa mno kwa wakulima wa Kigongoni. Wengi watarudi kwenye mitumbwi.
^2 Halima S. @ Jumanne, Machi 13, 2012 saa 10:40 asubuhi :: Si kweli kabisa. Mitumbwi ni hatari, mwaka jana watu sita walizama pale mdomoni. Bora kulipa mia tano ukiwa salama.
Bila Jina @ Jumanne, Machi 13, 2012 saa 11:05 asubuhi :: Je, feri itafanya kazi usiku? Wagonjwa wanaohitaji kwenda hospitali ya wilaya usiku wanapata shida sana.
^4 Pwani Leo @ Jumanne, Machi 13, 2012 saa 1:30 mchana [owner] :: Kwa mujibu wa meneja wa kivuko, safari ya mwisho ni saa nne usiku. Kwa dharura ya mgonjwa, piga simu kwa nahodha, namba imebandikwa pale gatini.
Juma wa Pangani @ Jumanne, Machi 13, 2012 saa 3:12 alasiri :: Picha nzuri sana mdau. Tunaomba pia habari za barabara ya Pangani, mvua zimeiharibu kabisa.
^3 Bila Jina @ Jumanne, Machi 13, 2012 saa 5:47 jioni :: Halima umesema kweli. Maisha ya watu ni zaidi ya shilingi mia tano.
""")

    def item(i: int, n: Note) -> str:
        quote = ""
        if n.parent is not None:
            p = ns[n.parent]
            quote = f'<blockquote class="nukuu"><b>Maoni #{n.parent + 1} ({esc(p.who)}) aliandika:</b><br />{esc(p.body)}</blockquote>'
        owner = (
            ' <img src="/_avatar/sw-mwenyeji.svg" alt="Mwenye blogu" title="Mwenye blogu" width="14" height="14" />'
            if n.tag("owner")
            else ""
        )
        return (
            f'<li class="oni{" oni-mwenyeji" if owner else ""}" id="oni-{4100 + i}"><div class="oni-juu"><span class="oni-namba">{i + 1}.</span> '
            f'<span class="jina">{esc(n.who)}</span>{owner} alisema...</div>'
            f'<div class="oni-maandishi">{quote}{ptext(n.body)}</div>'
            f'<div class="oni-chini"><a href="#oni-{4100 + i}">{esc(n.at)}</a> · <a href="#fomu" class="jibu">Jibu</a> · <a href="/futa/{4100 + i}">Futa</a></div></li>'
        )

    block = (
        f'<div id="maoni" class="maoni-sanduku"><h4>Maoni {len(ns)}:</h4><ol class="maoni-orodha">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '</ol><div id="fomu" class="maoni-fomu"><b>Toa maoni yako</b><p>Maoni yote yatasomwa kwanza kabla ya kuwekwa. Matusi hayataruhusiwa.</p>'
        '<form action="/maoni" method="post">Jina: <input type="text" name="jina" /> (au acha wazi kwa Bila Jina)<br /><textarea name="maoni" rows="5" cols="55"></textarea><br />'
        '<input type="submit" value="Tuma maoni" /></form></div></div>'
    )
    side = (
        box(
            "sw-pwani",
            "Kuhusu blogu hii",
            "<p>Pwani Leo ni blogu ya habari za Tanga, Pangani na vijiji vya mwambao. Tuma habari na picha: habari@pwanileo.example</p>",
        )
        + box(
            "sw-pwani",
            "Habari zinazosomwa zaidi",
            links(
                (
                    "Mvua kubwa zaharibu barabara ya Pangani",
                    "Wavuvi wa Kwale walalamikia bei ya mafuta",
                    "Coastal Stars yaichapa Majimaji 2-0",
                    "Tamasha la ngoma za asili Muheza",
                ),
                "/2012/03/",
                "ol",
            ),
        )
        + box(
            "sw-pwani",
            "Maoni mapya",
            "<ul>"
            + "".join(
                f"<li><b>{esc(w)}</b>: <a href='/2012/03/{k}'>{esc(t)}</a></li>"
                for k, (w, t) in enumerate(
                    (
                        ("Bila Jina", "Mvua kubwa zaharibu barabara ya Pangani"),
                        ("Mama Zuhura", "Tamasha la ngoma za asili Muheza"),
                        ("Bila Jina", "Wavuvi wa Kwale walalamikia bei ya mafuta"),
                        ("Kaka Salim", "Coastal Stars yaichapa Majimaji 2-0"),
                    )
                )
            )
            + "</ul>",
        )
        + box(
            "sw-pwani",
            "Blogu nyingine",
            links(("Mtaa kwa Mtaa", "Sauti ya Kilimanjaro", "Habari za Unguja", "Mdau wa Dodoma"), "/out/"),
        )
        + box("sw-pwani", "Hali ya hewa Tanga", "<p>Jua na mawingu, nyuzi 31. Upepo wa kusi.</p>")
        + box(
            "sw-pwani",
            "Kumbukumbu",
            links(("Machi 2012", "Februari 2012", "Januari 2012"), "/2012/", counts=("(14)", "(22)", "(19)")),
        )
    )
    style = (
        ".maoni-sanduku{margin-top:20px}.maoni-sanduku h4{font-size:17px;color:#55702a;border-bottom:2px solid #6d8a3a;margin:0 0 6px}.maoni-orodha{list-style:none;margin:0;padding:0}"
        ".oni{border-bottom:1px solid #e6dfd0;padding:8px 0}.oni-juu{font-weight:bold;color:#555}.oni-namba{color:#aaa;margin-right:4px}.oni-mwenyeji{background:#f2f7e8}"
        ".nukuu{margin:4px 0 6px 18px;padding:4px 8px;background:#f4f1ea;border-left:3px solid #c9bb9b;font-size:13px;color:#666}.oni-chini{font-size:11px;color:#999}"
        ".maoni-fomu{background:#f4f1ea;padding:8px;margin-top:10px;font-size:13px}"
    )
    piece = Piece(
        "Feri mpya ya Kigongoni yaanza safari zake",
        "Imewekwa na Pwani Leo saa 7:45 asubuhi",
        "2012-03-13T07:45:00+03:00",
        "Jumanne, Machi 13, 2012",
        """
Feri mpya ya MV Kigongoni imeanza kazi rasmi jana ikiunganisha kijiji cha Kigongoni na mji wa Pangani. Feri hiyo ina uwezo wa kubeba abiria mia mbili na magari sita kwa wakati mmoja.

Akizungumza wakati wa uzinduzi, mkuu wa wilaya alisema safari zitakuwa kila baada ya saa moja kuanzia saa kumi na mbili asubuhi hadi saa nne usiku. Nauli ni shilingi mia tano kwa mtu mzima na mia mbili kwa mwanafunzi.

Wakazi wengi waliohudhuria walifurahia huduma hiyo, ingawa baadhi walilalamikia nauli kuwa juu kwa wakulima.
""",
        tags=("Pangani", "Usafiri", "Kivuko"),
    )
    return case(
        "bw-sw-feri-nukuu",
        "discussion",
        "sw-pwani",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/2012/03/feri-mpya-ya-kigongoni-yaanza-safari.html",
        reveal="on_load",
        container="div#maoni > ol.maoni-orodha: one li.oni per comment, flat; answers open with a blockquote.nukuu of the answered comment",
        heading="Maoni 7:",
        description="A Swahili coastal blog of 2012: a post on a new ferry with 7 numbered comments, three of them signed 'Bila Jina' (anonymous), 'NAME alisema...' heads and the date and 'Jibu' after the text; three flat answers open with a blockquote 'Maoni #n (NAME) aliandika:' quoting the whole answered comment (one by the blogger, marked with an icon). The sidebar's about box, most read, latest comments of other posts with names, other blogs, weather and the archive.",
        static=True,
        lookalikes=("latest comments of other posts",),
    )


def threads2_bw() -> list[Case]:
    return [th_khaonuea(), sw_pwani()]

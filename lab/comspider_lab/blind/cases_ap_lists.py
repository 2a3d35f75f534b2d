"""Blind set AP: six article pages without any reader comment (truth zero) whose furniture holds a nested or threaded
list that is not a discussion, of kinds the earlier sets do not name: a family's descendants as a tree (ro), a
council meeting's agenda with sub-items and rapporteurs (el), a schools' cup knockout bracket as nested lists (ar), a
sourdough starter's lineage, who had a piece from whom (da), a flood-warning call chain (vi), a craft workshop's
lineage of masters and apprentices (zh); and two plain article pages (fi, lt). Written for this set; every name,
place and text invented."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_ap_common import Case, Parts, Story, esc, make, rows


def outline(block: str) -> list[tuple[int, tuple[str, ...]]]:
    """Lines "level | field | field …" (level 1 at the top): the entries with their level."""
    return [(int(r[0]), r[1:]) for r in rows(block)]


def nested(
    entries: list[tuple[int, tuple[str, ...]]],
    draw: Callable[[tuple[str, ...]], str],
    list_open: Callable[[int], str],
    list_close: str,
    item_tag: str = "li",
    item_cls: Callable[[int], str] = lambda lv: "",
) -> str:
    """The entries as lists nested in their parent's item (``list_open(level)`` starts a list of that level)."""
    out = list_open(1)
    level = 1
    for n, (lv, fields) in enumerate(entries):
        if n:
            if lv > level:
                out += list_open(lv)
            else:
                out += f"</{item_tag}>"
                for _ in range(level - lv):
                    out += f"{list_close}</{item_tag}>"
        level = lv
        cls = item_cls(lv)
        out += f"<{item_tag}{f' class={cls!r}' if cls else ''}>" + draw(fields)
    out += f"</{item_tag}>"
    for _ in range(level - 1):
        out += f"{list_close}</{item_tag}>"
    return out + list_close


def ro_familie() -> Case:
    people = outline("""
1 | Ion Bărbulescu | 1841–1909 | plutaș, a venit în vale în 1868 cu o plută de brad și a rămas
2 | Gheorghe Bărbulescu | 1870–1932 | a construit prima moară de pe pârâul Runcu
3 | Ana Bărbulescu-Ciobanu | 1899–1981 | învățătoare la școala din Runcu timp de patruzeci de ani
4 | Vasile Ciobanu | 1925–2003 | a condus cooperativa de lemnărie
4 | Elena Mărgărit | 1928–2019 | a strâns cântecele văii într-un caiet păstrat la muzeu
3 | Nicolae Bărbulescu | 1903–1944 | morar, a murit pe front
4 | Ilie Bărbulescu | 1931–2015 | ultimul morar al familiei
5 | Dan Bărbulescu | n. 1962 | a transformat moara în pensiune
2 | Maria Bărbulescu-Stan | 1874–1950 | moașa satului, a adus pe lume peste o mie de copii
3 | Constantin Stan | 1901–1977 | primul șofer de autobuz din vale
""")
    tree = nested(
        people,
        lambda f: (
            f'<span class="ar-nume">{esc(f[0])}</span> <span class="ar-ani">({esc(f[1])})</span> <span class="ar-nota">{esc(f[2])}</span>'
        ),
        lambda lv: f'<ul class="ar-gen ar-gen-{lv}">',
        "</ul>",
    )
    box = (
        f'<section class="arbore"><h3>Arborele familiei, pe scurt</h3><p class="ar-sursa">Întocmit de familie pentru reuniune; '
        f"selecție.</p>{tree}</section>"
    )
    st = Story(
        "150 de ani de când primul Bărbulescu a coborât pe Olt cu pluta",
        "Florin Neagu",
        "2018-08-11T09:00:00+03:00",
        "11 august 2018",
        """
Peste două sute de membri ai familiei Bărbulescu, veniți din patru țări, se adună sâmbătă în curtea vechii mori din Runcu. Reuniunea marchează 150 de ani de când Ion Bărbulescu, plutaș din munte, a legat pluta de un arin și a hotărât să rămână în vale.

Urmașii lui au ridicat moara, au ținut școala și au condus cooperativa satului. Astăzi moara este pensiune, iar caietul de cântece al Elenei Mărgărit se află la muzeul din oraș.

Organizatorii au întocmit un arbore genealogic care va fi expus în curte, pe o pânză de opt metri.
""",
        section="Oameni",
        related=(
            "Târgul de toamnă revine în centru",
            "Drumul spre Runcu, asfaltat până la pod",
            "Echipa de oină, în finală",
        ),
        tags=("Runcu", "familie", "istorie locală"),
    )
    return make(
        "ap-ll-ro-arbore",
        "lookalike",
        "ro-olteni",
        st,
        Parts(inside=box),
        [],
        path="/oameni/150-de-ani-barbulescu",
        container="section.arbore inside the article: h3, ul.ar-gen nested five levels (li: span.ar-nume, span.ar-ani '1841–1909', span.ar-nota one line)",
        heading="Arborele familiei, pe scurt",
        description="A Romanian valley news site of 2018: an article on a family reunion with the family's descendants as nested lists five generations deep, each a name, the years and one line; no reader comment.",
        lookalikes=("a family's descendants as a nested tree (name, years, one line)",),
    )


def el_diataxi() -> Case:
    agenda = outline("""
1 | 18:00 | Ανακοινώσεις του δημάρχου | Εισηγητής: Σταύρος Παπαλουκάς, δήμαρχος
2 | 18:10 | Η νέα γέφυρα στο Ρέμα της Μηλιάς | Εισηγήτρια: Ευτυχία Καραμπέτσου, αντιδήμαρχος τεχνικών έργων
2 | 18:25 | Παρατηρήσεις της Δημοτικής Κοινότητας Λιμναίου | Λόγο παίρνει: Αντώνης Ζήσης, πρόεδρος κοινότητας
1 | 18:40 | Προϋπολογισμός 2023 | Εισηγητής: Θεόδωρος Μπάτσος, αντιδήμαρχος οικονομικών
2 | 18:55 | Κονδύλι για τον καθαρισμό της όχθης | Εισηγήτρια: Ελένη Ρούσσου, εντεταλμένη σύμβουλος περιβάλλοντος
3 | 19:05 | Ερωτήσεις της μείζονος αντιπολίτευσης | Λόγο παίρνει: Κώστας Δρόσος, επικεφαλής παράταξης
3 | 19:15 | Ερωτήσεις της ελάσσονος αντιπολίτευσης | Λόγο παίρνει: Μαρία Τσιάρα, δημοτική σύμβουλος
2 | 19:25 | Επιχορήγηση των πολιτιστικών συλλόγων | Εισηγητής: Γιώργος Λιάπης, πρόεδρος του πολιτιστικού οργανισμού
1 | 19:45 | Ονοματοδοσία της πλατείας του παλιού σταθμού | Εισηγήτρια: Σοφία Αναστασίου, δημοτική σύμβουλος
""")
    tree = nested(
        agenda,
        lambda f: (
            f'<span class="ht-ora">{esc(f[0])}</span> <b class="ht-thema">{esc(f[1])}</b><br><span class="ht-eis">{esc(f[2])}</span>'
        ),
        lambda lv: f'<ol class="ht-epipedo-{lv}">',
        "</ol>",
    )
    box = (
        '<aside class="imerisia-diataxi"><h3>Η ημερήσια διάταξη της Πέμπτης</h3>'
        f'<p class="ht-topos">Αίθουσα δημοτικού συμβουλίου, Πέμπτη 15 Δεκεμβρίου 2022</p>{tree}</aside>'
    )
    st = Story(
        "Δημοτικό συμβούλιο: στο τραπέζι η γέφυρα της Μηλιάς και ο προϋπολογισμός",
        "Της Δήμητρας Κουτσούκη",
        "2022-12-13T12:30:00+02:00",
        "13 Δεκεμβρίου 2022, 12:30",
        """
Συνεδριάζει την Πέμπτη το δημοτικό συμβούλιο, με δύο μεγάλα θέματα: τη μελέτη για τη νέα γέφυρα στο Ρέμα της Μηλιάς και τον προϋπολογισμό του 2023.

Η γέφυρα, που έκλεισε μετά τις πλημμύρες του φθινοπώρου, είναι το μόνο οδικό πέρασμα προς τρία χωριά της βόρειας όχθης. Η μελέτη προβλέπει κόστος 2,4 εκατομμυρίων ευρώ.

Στο τέλος της συνεδρίασης θα συζητηθεί και η πρόταση να δοθεί όνομα στην πλατεία του παλιού σταθμού.
""",
        section="Δήμος",
        related=(
            "Ξεκινά το χριστουγεννιάτικο χωριό στη λίμνη",
            "Νέα δρομολόγια για το σχολικό",
            "Ο Αστέρας Λιμναίου στην κορυφή",
        ),
        tags=("δημοτικό συμβούλιο", "γέφυρα"),
    )
    return make(
        "ap-ll-el-diataxi",
        "lookalike",
        "el-limni",
        st,
        Parts(rail=box),
        [],
        path="/dimos/dimotiko-symvoulio-gefyra-milias",
        container="aside.imerisia-diataxi in the side column: h3, ol nested three levels (li: span.ht-ora '18:10', b.ht-thema, span.ht-eis 'Εισηγητής: name, role')",
        heading="Η ημερήσια διάταξη της Πέμπτης",
        description="A Greek lake-town news site of 2022: an article on a council meeting with its agenda in the side column, items and sub-items nested three levels, each a time, a subject and the rapporteur's name; no reader comment.",
        lookalikes=("a council meeting's agenda nested (time, subject, rapporteur)",),
    )


def ar_kaes() -> Case:
    bracket = outline("""
1 | النهائي | الخميس 14 مارس، 16:30 | مدرسة الفجر 2 – 1 مدرسة الرواد | أفضل لاعب: يوسف الحمادي
2 | نصف النهائي الأول | الإثنين 11 مارس، 15:00 | مدرسة الفجر 3 – 0 مدرسة ابن رشد | الأهداف: سالم بن علي (2)، ماجد الكعبي
3 | ربع النهائي | السبت 9 مارس، 10:00 | مدرسة الفجر 1 – 1 مدرسة النخيل (4–3 بركلات الترجيح) | الحارس: عمر الزعابي
3 | ربع النهائي | السبت 9 مارس، 12:00 | مدرسة ابن رشد 2 – 0 مدرسة الواحة | الأهداف: خالد الشامسي، راشد المري
2 | نصف النهائي الثاني | الإثنين 11 مارس، 17:00 | مدرسة الرواد 1 – 0 مدرسة الخليج | الهدف: حمد السويدي في الدقيقة 58
3 | ربع النهائي | الأحد 10 مارس، 10:00 | مدرسة الرواد 4 – 2 مدرسة الأمل | الأهداف: حمد السويدي (3)، سيف النعيمي
3 | ربع النهائي | الأحد 10 مارس، 12:00 | مدرسة الخليج 2 – 1 مدرسة المستقبل | الأهداف: مبارك الظاهري، عبدالله الكتبي
""")
    tree = nested(
        bracket,
        lambda f: (
            f'<div class="mb-dor">{esc(f[0])} · <time>{esc(f[1])}</time></div><div class="mb-natija">{esc(f[2])}</div><div class="mb-tafasil">{esc(f[3])}</div>'
        ),
        lambda lv: f'<ul class="mb-marhala mb-m{lv}">',
        "</ul>",
    )
    box = f'<section class="mukhattat"><h3>مسار البطولة: من ربع النهائي إلى النهائي</h3>{tree}</section>'
    st = Story(
        "مدرسة الفجر تحرز كأس المدارس لكرة القدم",
        "القسم الرياضي",
        "2024-03-14T20:15:00+04:00",
        "14 مارس 2024",
        """
أحرز فريق مدرسة الفجر كأس مدارس المدينة لكرة القدم للمرة الأولى منذ تسع سنوات، بعد فوزه في النهائي على مدرسة الرواد بهدفين مقابل هدف على ملعب المدينة البلدي.

تقدم الرواد في الشوط الأول، قبل أن يعادل سالم بن علي النتيجة ويضيف يوسف الحمادي هدف الفوز قبل النهاية بخمس دقائق.

وشارك في البطولة هذا العام ستة عشر فريقا من مدارس المدينة والقرى المجاورة.
""",
        section="رياضة",
        related=(
            "افتتاح مكتبة جديدة في الحي الشمالي",
            "مهرجان التمور يعود في الخريف",
            "بدء التسجيل للمخيم الصيفي",
        ),
        tags=("كأس المدارس", "كرة القدم"),
    )
    return make(
        "ap-ll-ar-kaes",
        "lookalike",
        "ar-nakhla",
        st,
        Parts(after=box),
        [],
        path="/riyada/kaes-almadaris-alfajr",
        container="section.mukhattat after the article: h3, ul.mb-marhala nested three levels, the final at the top, each match's earlier rounds nested under it (div.mb-dor round and time, div.mb-natija score, div.mb-tafasil scorers' names)",
        heading="مسار البطولة: من ربع النهائي إلى النهائي",
        description="An Arabic city news site of 2024: an article on a schools' football cup with the knockout bracket as nested lists (final, semi-finals, quarter-finals), each match a round, a time, a score and the scorers' names; no reader comment.",
        lookalikes=("a knockout bracket as nested lists (round, time, score, names)",),
    )


def da_surdej() -> Case:
    line = outline("""
1 | Farmor Inger, Fjordstrup | 1942 | Fik en klat af bageren på Torvegade, da han lukkede. Holdt den i live gennem hele krigen med rugmel.
2 | Min mor, Kirsten | 1968 | Fik den med i en syltetøjsglas, da hun flyttede hjemmefra. Bagte rugbrød hver lørdag i tredive år.
3 | Mig | 1999 | Overtog glasset, da mor flyttede i lejlighed. Fodrer den to gange om ugen.
4 | Sofie fra bageholdet | 12. marts 2019 | Har døbt sin del »Lille Inger«. Bager mest hvedebrød med den.
4 | Naboen Jørgen | 2. juni 2020 | Fik en klat under nedlukningen og bager nu boller til hele opgangen.
5 | Jørgens datter, Malou | 20. august 2020 | Tog den med til storbyen, hvor den bor i et køleskab på et kollegium.
3 | Morbror Aksel | 1985 | Fik en del til sommerhuset, men glemte den en vinter. Den overlevede alligevel.
2 | Bageren i Ørnekær | 1975 | Farmor gav en klat til den nye bager i nabobyen, som brugte den i tyve år.
""")
    tree = nested(
        line,
        lambda f: (
            f'<p class="sd-hvem"><b>{esc(f[0])}</b> · <span class="sd-aar">{esc(f[1])}</span></p><p class="sd-om">{esc(f[2])}</p>'
        ),
        lambda lv: f'<ul class="sd-gren sd-g{lv}">',
        "</ul>",
    )
    box = f'<section class="sd-stamtrae"><h3>Surdejens stamtræ: hvem fik en klat af hvem</h3>{tree}</section>'
    st = Story(
        "Min surdej er over firs år gammel",
        "Skrevet af Hanne",
        "2021-02-06T10:00:00+01:00",
        "6. februar 2021",
        """
Jeg bliver tit spurgt, hvor gammel min surdej er. Det korte svar er: ældre end mig. Den kom til familien i 1942, da min farmor fik en klat af bageren på Torvegade.

Siden er den gået fra glas til glas og fra køkken til køkken. Jeg har tegnet et lille stamtræ over alle dem, jeg ved har fået en del af den.

Hvis du selv har en klat af den, så skriv endelig, så kommer du med på tegningen.
""",
        section="Surdej",
        related=("Rugbrød for begyndere", "Sådan fodrer du en glemt surdej", "Boller med kardemomme"),
        tags=("surdej", "familie"),
    )
    return make(
        "ap-ll-da-surdej",
        "lookalike",
        "da-surdej",
        st,
        Parts(inside=box),
        [],
        path="/surdej/min-surdej-er-over-firs",
        container="section.sd-stamtrae inside the post: h3, ul.sd-gren nested five levels (li: p.sd-hvem b name · year or date, p.sd-om a sentence or two)",
        heading="Surdejens stamtræ: hvem fik en klat af hvem",
        description="A Danish baking blog of 2021: a post on an old sourdough starter with its lineage as nested lists, who had a piece from whom, five levels, each a name, a year or date and a sentence or two; no reader comment.",
        lookalikes=("a sourdough starter's lineage, who had a piece from whom (name, date, a sentence)",),
    )


def vi_goidien() -> Case:
    chain = outline("""
1 | Ông Lê Văn Thuận, trưởng ban chỉ huy xã | nhận tin từ huyện, gọi ngay | Gọi cho ba trưởng thôn và trạm bơm.
2 | Bà Nguyễn Thị Hòa, trưởng thôn Bãi Trên | gọi trước 15 phút | Báo cho các tổ trưởng, mở loa truyền thanh thôn.
3 | Anh Trần Văn Lực, tổ trưởng tổ 1 | gọi trước 30 phút | Đến tận nhà các hộ sát bờ sông, đặc biệt nhà có người già.
3 | Chị Phạm Thị Nga, tổ trưởng tổ 2 | gọi trước 30 phút | Kiểm tra thuyền cứu hộ ở bến đò.
2 | Ông Đỗ Minh Tâm, trưởng thôn Bãi Dưới | gọi trước 15 phút | Báo cho các tổ trưởng và điểm trường mầm non.
3 | Anh Hoàng Văn Sơn, tổ trưởng tổ 3 | gọi trước 30 phút | Đưa trâu bò lên đê, giúp các hộ kê đồ đạc.
4 | Cháu Hoàng Minh Đức, đoàn viên | nhận tin từ tổ trưởng | Đi xe đạp báo các nhà không có điện thoại.
2 | Anh Vũ Quốc Bảo, trạm bơm Bãi Bằng | gọi trước 15 phút | Đóng cống, chạy thử máy bơm dự phòng.
""")
    tree = nested(
        chain,
        lambda f: (
            f'<span class="cg-ten">{esc(f[0])}</span> <em class="cg-moc">({esc(f[1])})</em><div class="cg-viec">{esc(f[2])}</div>'
        ),
        lambda lv: f'<ul class="cg-nhanh cg-n{lv}">',
        "</ul>",
    )
    box = (
        '<div class="cay-goi"><h3>Sơ đồ báo tin khi có lũ</h3><p class="cg-ghi">Mỗi người nhận tin sẽ gọi tiếp cho những người '
        f"ở dưới mình.</p>{tree}</div>"
    )
    st = Story(
        "Xã Bãi Bằng diễn tập báo tin lũ trước mùa mưa",
        "Bài: Minh Thư",
        "2020-09-04T08:00:00+07:00",
        "04/09/2020 08:00",
        """
Sáng thứ Năm, xã Bãi Bằng tổ chức diễn tập báo tin lũ cho ba thôn ven sông. Chỉ sau hai mươi lăm phút kể từ khi nhận tin giả định từ huyện, tất cả các hộ trong vùng trũng đã được báo.

Xã đã lập sơ đồ báo tin theo từng cấp, từ ban chỉ huy xuống trưởng thôn, tổ trưởng và các đoàn viên thanh niên. Những hộ không có điện thoại sẽ được báo tận nhà.

Năm ngoái, nước sông lên nhanh trong đêm khiến nhiều hộ không kịp di chuyển tài sản.
""",
        section="Phòng chống thiên tai",
        related=("Gia cố đoạn đê xung yếu", "Mùa gặt sớm để tránh lũ", "Trường mầm non có phòng học mới"),
        tags=("phòng chống lũ", "diễn tập"),
    )
    return make(
        "ap-ll-vi-caygoi",
        "lookalike",
        "vi-baibang",
        st,
        Parts(rail=box),
        [],
        path="/phong-chong-thien-tai/dien-tap-bao-tin-lu",
        container="div.cay-goi in the side column: h3, a note, ul.cg-nhanh nested four levels (li: span.cg-ten name and role, em.cg-moc when to call, div.cg-viec a sentence)",
        heading="Sơ đồ báo tin khi có lũ",
        description="A Vietnamese commune news site of 2020: an article on a flood drill with the call chain in the side column, who calls whom, nested four levels, each a name and role, when to call and a task; no reader comment.",
        lookalikes=("a flood-warning call chain (name, role, when to call, task)",),
    )


def zh_dengjiang() -> Case:
    tree_rows = outline("""
1 | 陈守拙（1931—2008） | 十四岁学扎灯 | 灯山走马灯的开创者，一生扎灯四千余盏。
2 | 林秀英 | 1962年拜师 | 擅长荷花灯，八十年代带徒最多。
3 | 林小满 | 1990年拜师 | 林秀英之女，现任灯山灯彩工坊负责人。
4 | 吴天佑 | 2016年拜师 | 工坊最年轻的学徒，去年做出第一盏走马灯。
3 | 郑家明 | 1993年拜师 | 改良了竹骨的弯法，如今在镇文化站教课。
2 | 黄老四 | 1965年拜师 | 专做龙灯，每年元宵扛头灯。
3 | 黄建国 | 1988年拜师 | 黄老四之子，把龙灯做到了二十八节。
2 | 陈守拙之侄陈阿福 | 1970年拜师 | 后来去了外地，把手艺带到了海边的渔村。
""")
    tree = nested(
        tree_rows,
        lambda f: (
            f'<span class="sc-ming">{esc(f[0])}</span><span class="sc-nian">{esc(f[1])}</span><p class="sc-shuo">{esc(f[2])}</p>'
        ),
        lambda lv: f'<ul class="sc-dai sc-dai{lv}">',
        "</ul>",
    )
    box = f'<section class="shicheng"><h3>灯山扎灯技艺师承谱系</h3>{tree}</section>'
    st = Story(
        "灯山灯彩入选市级非遗名录",
        "本报记者 周晓岚",
        "2023-01-30T09:00:00+08:00",
        "2023年1月30日 09:00",
        """
记者从市文化部门获悉，灯山镇的传统扎灯技艺日前入选市级非物质文化遗产代表性项目名录。

灯山扎灯始于上世纪四十年代，以竹为骨、以纸为皮，最有名的是能随热气转动的走马灯。目前镇上仍有十余位手艺人坚持制作。

今年元宵节，灯山灯彩工坊将在老街展出一百盏新灯。
""",
        section="非遗",
        related=("老街元宵灯会路线公布", "灯山中学开设扎灯课", "春节期间公交线路调整"),
        tags=("非遗", "灯彩", "灯山镇"),
    )
    return make(
        "ap-ll-zh-shicheng",
        "lookalike",
        "zh-dengshan",
        st,
        Parts(after=box),
        [],
        path="/feiyi/dengshan-dengcai-ruxuan",
        container="section.shicheng after the article: h3, ul.sc-dai nested four levels (li: span.sc-ming name, span.sc-nian year of apprenticeship, p.sc-shuo a sentence)",
        heading="灯山扎灯技艺师承谱系",
        description="A Chinese town news site of 2023: an article on lantern-making listed as intangible heritage, with the craft's lineage of masters and apprentices as nested lists four generations deep, each a name, a year and a sentence; no reader comment.",
        lookalikes=("a craft's lineage of masters and apprentices (name, year, a sentence)",),
    )


def fi_laituri() -> Case:
    st = Story(
        "Kalliorannan uimarannalle uusi laituri ensi kesäksi",
        "Tuomas Heikkilä",
        "2025-10-08T14:20:00+03:00",
        "8.10.2025 klo 14.20",
        """
Kalliorannan kaupunki rakentaa Hiekkalahden uimarannalle uuden, esteettömän laiturin. Vanha puulaituri puretaan marraskuussa, ja uusi on määrä ottaa käyttöön kesäkuun alussa.

Uusi laituri on kolmekymmentä metriä pitkä, ja sen päähän tulee luiska, jota pitkin pyörätuolilla liikkuva pääsee veteen. Laiturin varteen asennetaan myös kaiteet ja kaksi penkkiä.

Hankkeen kustannusarvio on 210 000 euroa. Siitä puolet katetaan liikuntapaikkojen rakentamisen avustuksella.

Rannan pukukopit kunnostetaan samalla. Talviuinti jatkuu entisellä paikallaan saunan edustalla.
""",
        lead="Vanha puulaituri puretaan marraskuussa. Uuteen tulee luiska, jota pitkin pääsee veteen pyörätuolilla.",
        section="Paikalliset",
        related=(
            "Kirjasto aukeaa myös sunnuntaisin",
            "Satama-altaan ruoppaus alkaa",
            "Kalliorannan Pallo nousi ykköseen",
        ),
        tags=("uimaranta", "laituri", "esteettömyys"),
    )
    fact = (
        '<div class="faktat"><h4>Hiekkalahden laituri</h4><ul><li>Pituus 30 metriä</li><li>Purku marraskuussa 2025</li>'
        "<li>Käyttöön kesäkuussa 2026</li><li>Kustannusarvio 210 000 €</li></ul></div>"
    )
    return make(
        "ap-pl-fi-laituri",
        "lookalike",
        "fi-kallio",
        st,
        Parts(inside=fact),
        [],
        path="/paikalliset/hiekkalahti-uusi-laituri",
        container="none: the article, a fact box, topics and share rows, a newsletter box, 'most read' headlines, a footer",
        heading=None,
        description="A Finnish local news site of 2025: a plain article page on a new beach pier with a fact box; no reader comment and no list that looks like one.",
    )


def lt_turgus() -> Case:
    st = Story(
        "Upytės turgavietė persikels prie autobusų stoties",
        "Rasa Žemaitytė",
        "2010-04-15T10:00:00+03:00",
        "2010-04-15",
        """
Nuo gegužės pirmosios Upytės ūkininkų turgus vyks nebe senojoje aikštėje prie bažnyčios, o naujoje turgavietėje šalia autobusų stoties. Taip nusprendė rajono taryba.

Naujoje turgavietėje bus keturiasdešimt prekybos vietų po stogu, vandentiekis ir automobilių stovėjimo aikštelė. Prekybos vietos mokestis nesikeis.

Senojoje aikštėje ketinama įrengti žaliąją zoną su suoliukais ir fontanu. Darbai turėtų prasidėti vasarą.

Turgus, kaip ir anksčiau, veiks trečiadieniais ir šeštadieniais nuo septintos ryto.
""",
        section="Rajonas",
        related=(
            "Pavasario sėja vėluoja dėl šalnų",
            "Mokykloje – naujas sporto aikštynas",
            "Kultūros namuose – liaudies teatro premjera",
        ),
        tags=("turgus", "Upytė"),
    )
    return make(
        "ap-pl-lt-turgus",
        "lookalike",
        "lt-upyte",
        st,
        Parts(),
        [],
        path="/rajonas/turgaviete-persikels",
        container="none: the article, topics and share rows, a newsletter box, 'most read' headlines, a footer",
        heading=None,
        description="A Lithuanian district newspaper's site of 2010: a plain article page on the market moving; no reader comment and no list that looks like one.",
    )


def lists_ap() -> list[Case]:
    return [
        ro_familie(),
        el_diataxi(),
        ar_kaes(),
        da_surdej(),
        vi_goidien(),
        zh_dengjiang(),
        fi_laituri(),
        lt_turgus(),
    ]

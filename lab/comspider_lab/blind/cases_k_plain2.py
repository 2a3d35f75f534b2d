"""Blind set K: the other eleven article pages without any reader comment (cs, el, ko, zh, ur, yi, pa, pt, gl, nb, en):
see ``cases_k_plain``."""

from __future__ import annotations

from comspider_lab.blind.cases_k_common import PartsK, Story, esc, fx
from comspider_lab.blind.cases_k_plain import _plain
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- cs: a readers' blog, div soup, 2009


def cs_blog() -> Case:
    f = fx("soup")
    story = Story(
        "Proč na Vysočině mizí venkovské hospody",
        "Jiří Novotný",
        ("Jiří Novotný",),
        "2009-11-22T20:41:00+01:00",
        "22. 11. 2009 20:41",
        (
            "V naší vesnici byly ještě před deseti lety dvě hospody. Dnes není ani jedna. Poslední zavřela letos v září, když hostinský odešel do důchodu a nikdo ji nechtěl převzít.",
            "Obec se snažila najít nájemce, nabídla nízký nájem i opravu kuchyně. Přihlásil se jediný zájemce a po měsíci to vzdal. Tržby o všedních dnech nepokryly ani energie.",
            "Hospoda přitom nebyla jen výčep. Scházeli se tam hasiči, myslivci, konaly se tam schůze i zábavy. Teď se lidé potkávají leda v autobuse.",
            "Nemám recept, jak to změnit. Možná by pomohlo spojit hospodu s obchodem nebo poštou, jak to zkoušejí v Rakousku. Zajímalo by mě, jak to vypadá u vás.",
        ),
        declare="visible",
        section="Společnost",
    )
    closed = f.note("Komentáře k tomuto článku byly uzavřeny.", "Closed", "div")
    bio = f.bio(
        "O autorovi",
        "Jiří Novotný",
        "učitel, Telč",
        "Učím dějepis na základní škole a píšu o životě na venkově. Počet článků: 87 · Celková čtenost: 124 310×",
        "",
        "Další články autora",
        """
Autobus jede dvakrát denně. Stačí to? | 8. 11. 2009 · přečteno 2 341×
Dožínky v Mrákotíně | 25. 10. 2009 · přečteno 1 108×
Co s opuštěnou farou | 11. 10. 2009 · přečteno 3 027×
""",
    )
    rail = (
        f.ranked(
            "Nejčtenější blogy týdne",
            """
Jiří Novotný: Proč na Vysočině mizí venkovské hospody | 5 412×
Petra Holá: Jak jsme stavěli dům svépomocí | 4 980×
Karel Šimek: Nemocnice v Pelhřimově a čekací doby | 3 765×
Alena Dvořáková: Houbaření v listopadu | 2 201×
""",
        )
        + f.teasers(
            "Nejnovější články na blozích",
            """
Zimní údržba silnic: kdo za ni platí? | Martin Krejčí | 22. 11. 2009 20:05 |
Vánoční trhy v Jihlavě letos bez kolotoče | Lenka Pokorná | 22. 11. 2009 18:47 |
Moje první maratonská zkušenost | Tomáš Beneš | 22. 11. 2009 16:12 |
""",
            component="NewPosts",
        )
        + f.links("Rubriky", "Společnost; Politika; Cestování; Kultura; Sport; Hobby")
    )
    parts = PartsK(
        lead=f.share("Facebook | 14\nLinkuj | 6\nTopix | 2", "Sdílet:"),
        after=closed + bio,
        rail=rail,
    )
    return _plain(
        "k-cs-blog-soup",
        "soup",
        "cs-blog",
        story,
        parts,
        "/blogy/jiri-novotny/proc-na-vysocine-mizi-venkovske-hospody.html",
        "a newspaper's readers' blog in div soup of 2009",
        "A blog post on a newspaper's blog platform, only a visible date; share counts (Linkuj, Topix), 'Komentáře k tomuto článku byly uzavřeny.', an author box with his article count and total reads and his other articles with dates and read counts, the week's most read blogs ('author: title', reads), the newest posts with authors and times.",
        (
            "'comments are closed' note",
            "author bio with counts",
            "author's other articles with read counts",
            "most read blogs with authors",
            "newest posts with authors and times",
        ),
    )


# --------------------------------------------------------------------------- el: a regional portal, microdata-less md, 2014


def el_portal() -> Case:
    f = fx("md")
    story = Story(
        "Λάρισα: Ξεκινά η ανάπλαση της πλατείας Ταχυδρομείου",
        "Της Μαρίας Παπαθανασίου",
        ("Μαρία Παπαθανασίου",),
        "2014-04-02T12:20:00+03:00",
        "02/04/2014 - 12:20",
        (
            "Την επόμενη Δευτέρα ξεκινούν τα έργα ανάπλασης της πλατείας Ταχυδρομείου στο κέντρο της Λάρισας. Ο δήμος υπέγραψε χθες τη σύμβαση με τον ανάδοχο.",
            "Το έργο προβλέπει νέα πλακόστρωση, φύτευση δέντρων, σιντριβάνι και υπόγειο δίκτυο ομβρίων. Ο προϋπολογισμός ανέρχεται σε 1,2 εκατ. ευρώ από το ΕΣΠΑ.",
            "Κατά τη διάρκεια των εργασιών, που θα διαρκέσουν οκτώ μήνες, η κυκλοφορία στην οδό Κύπρου θα διεξάγεται από μία λωρίδα.",
            "Οι καταστηματάρχες της περιοχής ζητούν τα έργα να ολοκληρωθούν πριν από τις γιορτές των Χριστουγέννων.",
        ),
        declare="og",
        kicker="Τοπικά",
        section="Επικαιρότητα",
    )
    feed = f.wire(
        "Ροή ειδήσεων",
        """
12:15 | Βόλος: Σύλληψη για κλοπές σε περίπτερα |
11:58 | Τρίκαλα: Νέα ποδηλατόδρομος στο κέντρο |
11:40 | ΑΕΛ: Τρεις απουσίες για το ματς της Κυριακής |
11:22 | Καιρός: Βροχές και πτώση της θερμοκρασίας |
11:05 | Καρδίτσα: Εγκαίνια του νέου ΚΕΠ |
""",
    )
    see_also = f.teasers(
        "Δείτε επίσης",
        """
Νέοι χώροι στάθμευσης στο κέντρο της Λάρισας | | 28/03/2014 |
Πεζοδρομείται η οδός Ασκληπιού | | 19/03/2014 |
Τι αλλάζει στις συγκοινωνίες της πόλης | | 07/03/2014 |
""",
        thumbs=True,
    )
    tags = f.tags("Ετικέτες:", "Λάρισα; ανάπλαση; πλατεία Ταχυδρομείου; ΕΣΠΑ")
    pn = f.prevnext(
        "Προηγούμενο άρθρο",
        "Βόλος: Ανοίγει το νέο λιμάνι κρουαζιερόπλοιων",
        "Επόμενο άρθρο",
        "Τρίκαλα: Φεστιβάλ παραδοσιακής μουσικής τον Μάιο",
    )
    rail = f.ranked(
        "Τα πιο δημοφιλή",
        """
Λάρισα: Ξεκινά η ανάπλαση της πλατείας Ταχυδρομείου |
Σεισμός 4,2 Ρίχτερ κοντά στον Τύρναβο |
Οι τιμές του ελαιολάδου φέτος |
Ποιοι δρόμοι κλείνουν το Σαββατοκύριακο |
""",
    ) + f.newsletter(
        "Newsletter", "Εγγραφείτε για να λαμβάνετε τις σημαντικότερες ειδήσεις.", "Το email σας", "Εγγραφή"
    )
    parts = PartsK(
        lead=f.share("Facebook | 64\nTwitter | 11\nEmail | ")
        + f.figure("Η πλατεία Ταχυδρομείου σήμερα.", "Φωτογραφία: Γιώργος Ζήσης"),
        after=tags + pn + see_also + feed,
        rail=rail,
    )
    return _plain(
        "k-el-portal-md",
        "md",
        "el-portal",
        story,
        parts,
        "/topika/larisa-ksekina-i-anaplasi-tis-plateias-taxydromeiou",
        "a regional portal of 2014",
        "A Greek regional portal's story (Open Graph); share counts, a picture credit, tags, previous/next article, 'Δείτε επίσης' with dates, a news feed with times, 'Τα πιο δημοφιλή', a newsletter box.",
        ("previous/next article", "related with dates", "news feed with times", "most popular"),
    )


# --------------------------------------------------------------------------- ko: a regional daily, div soup, 2012


def ko_sinmun() -> Case:
    f = fx("soup")
    story = Story(
        "통영 강구안 친수공간 조성 사업 본격화",
        "김민수 기자 minsu@namhae-ilbo.example",
        ("김민수",),
        "2012-05-03T14:22:00+09:00",
        "입력 2012.05.03 14:22",
        (
            "통영시가 강구안 일대를 시민과 관광객이 함께 이용할 수 있는 친수공간으로 바꾸는 사업을 본격적으로 추진한다.",
            "시는 3일 총사업비 120억 원을 들여 2014년까지 해안 산책로와 소공원, 공영 주차장을 조성한다고 밝혔다. 사업 구간은 중앙시장 앞에서 남망산 입구까지 약 800m다.",
            "상인들은 공사 기간 동안 매출이 줄어들 것을 우려하고 있다. 시는 주말에는 공사를 하지 않고 임시 주차장을 마련하겠다고 설명했다.",
            '시 관계자는 "강구안이 통영의 얼굴인 만큼 시민 의견을 충분히 반영하겠다"고 말했다.',
        ),
        declare="og",
        section="사회",
        updated_iso="2012-05-03T16:10:00+09:00",
        updated_shown="수정 2012.05.03 16:10",
    )
    related = f.teasers(
        "이 기사와 관련된 기사",
        """
강구안 주변 불법 주차 집중 단속 | | 2012.04.20 |
통영 중앙시장 현대화 사업 완료 | | 2012.03.15 |
남망산 조각공원 새단장 | | 2012.02.28 |
""",
    )
    photos = f.gallery(
        "포토뉴스",
        """
봄꽃 만개한 미륵산 | 사진=박지훈 기자
통영 한산대첩 축제 준비 한창 | 사진=이서연 기자
거제 조선소 진수식 | 사진=박지훈 기자
""",
    )
    copy = f.note("<저작권자 © 남해일보 무단전재 및 재배포 금지>", "Copyright", "p")
    rail = (
        f.ranked(
            "많이 본 뉴스",
            """
통영 강구안 친수공간 조성 사업 본격화 |
거제 대교 야간 통행 제한 |
진주 남강 유등축제 일정 확정 |
사천 공항 신규 노선 취항 |
창원 시내버스 노선 개편 |
""",
        )
        + f.wire(
            "최신기사",
            """
14:15 | 고성 공룡엑스포 입장권 예매 시작 |
13:58 | 남해 마늘 수매가 결정 |
13:40 | 김해 어린이집 급식 점검 |
""",
        )
        + f.links("오피니언", "사설; 칼럼; 기자수첩; 독자투고")
    )
    parts = PartsK(
        lead=f.share("트위터 | \n페이스북 | \n미투데이 | \n요즘 | ", "SNS 공유:")
        + f.figure("통영 강구안 전경.", "사진=김민수 기자"),
        after=copy + related + photos,
        rail=rail,
    )
    return _plain(
        "k-ko-sinmun-soup",
        "soup",
        "ko-sinmun",
        story,
        parts,
        "/news/articleView.html",
        "a Korean regional daily in div soup of 2012",
        "A Korean regional daily's story: reporter byline with e-mail, '입력 … | 수정 …' times (Open Graph with modified time); share links of the era, a picture credit '사진=name 기자', the copyright line, related articles with dates, photo news with credits, '많이 본 뉴스', latest articles with times, opinion links.",
        ("related with dates", "photo news with reporters' credits", "most viewed", "latest with times"),
    )


# --------------------------------------------------------------------------- zh: a city paper's site, tables, 2010


def zh_xinwen() -> Case:
    f = fx("tables")
    story = Story(
        "老城区十二条小巷将改造 年底前完工",
        "来源：江南晨报　作者：陈晓燕　责任编辑：王磊",
        ("陈晓燕",),
        "2010-08-12T09:35:12+08:00",
        "2010-08-12 09:35:12",
        (
            "记者昨日从市住建局获悉，老城区十二条小巷的改造工程将于本月下旬陆续开工，计划年底前全部完工。",
            "此次改造内容包括地下管网、路面铺装、路灯和外立面整治，总投资约三千二百万元。施工期间，部分小巷将实行临时交通管制。",
            "住在柳巷的陈阿姨说，巷子一下雨就积水，这次终于要修了。也有居民担心施工噪音影响休息。",
            "市住建局表示，夜间十点以后将停止施工，并在各小巷口设置公示牌，公布施工单位和监督电话。",
        ),
        declare="visible",
        section="本地",
    )
    counts = (
        '<table width="100%" cellpadding="4"><tr><td align="right"><font size="2">已有<b>0</b>人参与　'
        '<a href="/comment/20100812_335.html">0条评论</a>　<a href="/comment/20100812_335.html">[查看评论]</a>　'
        '<a href="javascript:window.print()">[打印]</a>　<a href="javascript:window.close()">[关闭]</a></font></td></tr></table>'
    )
    related = f.teasers(
        "相关新闻",
        """
老城区雨污分流工程启动 | | (2010-07-26) |
市区将新增三处公共停车场 | | (2010-07-09) |
柳巷改造方案征求居民意见 | | (2010-06-18) |
""",
    )
    photos = f.gallery(
        "图片新闻",
        """
市民在新建的滨江公园纳凉 | 摄影：刘建国
暴雨过后的解放路 | 摄影：周敏
荷花节吸引大批游客 | 摄影：刘建国
""",
    )
    rail = (
        f.ranked(
            "热点排行",
            """
老城区十二条小巷将改造 年底前完工 |
公交票价下月起调整 |
高温持续 用电负荷创新高 |
市一中今年录取分数线公布 |
""",
        )
        + f.wire(
            "滚动新闻",
            """
09:30 | 台风“南川”影响减弱 |
09:12 | 地铁一号线试运行 |
08:55 | 本周末举办房交会 |
08:40 | 菜价小幅回落 |
""",
        )
        + f.links("友情链接", "江南在线; 江南晨报数字报; 江南房产网; 江南汽车网; 江南人才网")
    )
    parts = PartsK(
        lead=f.share("QQ空间 | \n新浪微博 | \n人人网 | \n开心网 | ", "分享到："),
        after=counts + related + photos,
        rail=rail,
    )
    return _plain(
        "k-zh-xinwen-tables",
        "tables",
        "zh-xinwen",
        story,
        parts,
        "/news/bendi/2010-08/12/content_335.html",
        "a city paper's site in the table layout of 2010",
        "A Chinese city paper's story in a table layout; source, author and editor in one line, only a visible date; share links of the era, '已有0人参与 0条评论 [查看评论] [打印] [关闭]', related news with dates in brackets, photo news with '摄影：name' credits, a hot list, rolling news with times, friendly links, a large footer.",
        (
            "'0 comments' count link",
            "related with dates",
            "photo news with credits",
            "hot list",
            "rolling news with times",
        ),
    )


# --------------------------------------------------------------------------- ur: a daily, Bootstrap 3, right to left, 2015


def ur_akhbar() -> Case:
    f = fx("bs3")
    story = Story(
        "پشاور میں بی آر ٹی منصوبے کا سروے مکمل",
        "نمائندہ خصوصی، پشاور",
        ("عمران خٹک",),
        "2015-08-20T16:05:00+05:00",
        "20 اگست 2015",
        (
            "صوبائی حکومت نے پشاور میں تیز رفتار بس سروس کے منصوبے کا ابتدائی سروے مکمل کر لیا ہے۔ سروے رپورٹ آئندہ ہفتے کابینہ کے اجلاس میں پیش کی جائے گی۔",
            "حکام کے مطابق مجوزہ راستہ چمکنی سے حیات آباد تک تقریباً ستائیس کلومیٹر طویل ہوگا اور اس پر اکتیس اسٹیشن بنائے جائیں گے۔",
            "شہر کے تاجروں نے خدشہ ظاہر کیا ہے کہ تعمیراتی کام کے دوران کاروبار متاثر ہوگا۔ حکام کا کہنا ہے کہ کام مرحلہ وار کیا جائے گا۔",
            "منصوبے کی لاگت اور مالی وسائل کے بارے میں حتمی فیصلہ کابینہ کرے گی۔",
        ),
        declare="jsonld",
        section="قومی",
    )
    closed = f.note("اس خبر پر تبصرے بند کر دیے گئے ہیں۔", "Closed", "div")
    tags = f.tags("ٹیگز:", "پشاور; بی آر ٹی; ٹرانسپورٹ; خیبر پختونخوا")
    more = f.teasers(
        "مزید خبریں",
        """
پشاور میں نئے پارکنگ پلازہ کا افتتاح | | 18 اگست 2015 |
جی ٹی روڈ پر ٹریفک کا نیا نظام | | 14 اگست 2015 |
شہر میں صفائی مہم کا آغاز | | 10 اگست 2015 |
""",
        thumbs=True,
    )
    rail = f.ranked(
        "سب سے زیادہ پڑھی جانے والی",
        """
پشاور میں بی آر ٹی منصوبے کا سروے مکمل |
صوبے میں بارشوں کا نیا سلسلہ |
پشاور زلمی کے نئے کھلاڑی |
آٹے کی قیمت میں اضافہ |
""",
    ) + f.newsletter("نیوز لیٹر", "تازہ ترین خبریں اپنے ای میل میں حاصل کریں۔", "آپ کا ای میل", "سبسکرائب")
    parts = PartsK(
        lead=f.share("فیس بک | 305\nٹوئٹر | 22\nواٹس ایپ | ", "شیئر کریں:")
        + f.figure("چمکنی کے قریب مجوزہ اسٹیشن کا مقام۔", "فوٹو: شاہد علی"),
        after=tags + closed + more,
        rail=rail,
    )
    return _plain(
        "k-ur-akhbar-bs3",
        "bs3",
        "ur-akhbar",
        story,
        parts,
        "/national/peshawar-brt-survey-mukammal-20150820.html",
        "an Urdu daily's page in Bootstrap 3, right to left, 2015",
        "An Urdu daily's story, right to left (JSON-LD); share counts, a picture credit, tags, 'اس خبر پر تبصرے بند کر دیے گئے ہیں۔' (comments closed), more news with dates, most read, a newsletter box.",
        ("'comments are closed' note", "related with dates", "most read", "share counts"),
    )


# --------------------------------------------------------------------------- yi: a weekly, no classes, right to left, 2011


def yi_vokhnblat() -> Case:
    f = fx("bare")
    story = Story(
        "די ייִדישע ביבליאָטעק פֿײַערט איר זיבעציקסטן געבוירנטאָג",
        "פֿון חיים בערקאָוויטש",
        ("חיים בערקאָוויטש",),
        "2011-02-18T10:00:00-05:00",
        "פֿרײַטיק, דעם 18טן פֿעברואַר 2011",
        (
            "די ייִדישע פֿאָלקסביבליאָטעק אויף דער סט. אורבען גאַס פֿײַערט דעם חודש איר זיבעציקסטן געבוירנטאָג. אין 1941 האָבן עטלעכע פֿרײַוויליקע געעפֿנט אַ קליין לייען־צימער מיט דרײַ הונדערט ביכער.",
            "הײַנט פֿאַרמאָגט די ביבליאָטעק איבער פֿערציק טויזנט בענד אויף ייִדיש, העברעיִש, ענגליש און פֿראַנצויזיש. יעדן דאָנערשטיק קומען זיך צונויף אַ קרײַז לייענער צו לייענען פּרעטש און שלום־עליכם.",
            "די ביבליאָטעקערין, פֿרוי ראָזע גאָלדבערג, דערציילט אַז אין די לעצטע יאָרן קומען אויך סטודענטן פֿון די אוניווערסיטעטן, וואָס לערנען זיך ייִדיש.",
            "די פֿײַערונג וועט פֿאָרקומען זונטיק, דעם 27סטן פֿעברואַר, מיט אַ קאָנצערט און אַ אויסשטעלונג פֿון אַלטע פֿאָטאָגראַפֿיעס.",
        ),
        declare="visible",
        section="קולטור",
    )
    more = f.teasers(
        "מער פֿון חיים בערקאָוויטש",
        """
אַ נײַער ייִדיש־קורס אין דער שול | | 4טן פֿעברואַר 2011 |
דער לעצטער ייִדישער בעקער אויף דער מיין־גאַס | | 21סטן יאַנואַר 2011 |
זכרונות פֿון אַ קינדהייט אין אַ שטעטל | | 7טן יאַנואַר 2011 |
""",
    )
    archive = f.archives(
        "אַרכיוו",
        """
פֿעברואַר 2011 | 9
יאַנואַר 2011 | 12
דעצעמבער 2010 | 11
נאָוועמבער 2010 | 10
""",
    )
    sub = '<h3>אַבאָנירט די צײַטונג</h3><p>די פּאַפּירענע אויסגאַבע יעדן פֿרײַטיק אין אײַער בריווקאַסטן: 45 דאָלאַר אַ יאָר.</p><p><a href="/abonirn">אַבאָנירן</a></p>'
    parts = PartsK(
        lead=f.figure("די לייען־צימער פֿון דער ביבליאָטעק אין 1948.", "פֿאָטאָ: אַרכיוו פֿון דער ביבליאָטעק"),
        after='<p><a href="/print">דרוקן</a> | <a href="/shikn">שיקן אַ פֿרײַנד</a></p>' + more,
        rail=archive
        + sub
        + f.links("לינקען", "ייִדיש־ליגע; דער ייִדישער קולטור־קרײַז; ייִדיש־קורסן אין מאָנטרעאָל"),
    )
    return _plain(
        "k-yi-vokhnblat-bare",
        "bare",
        "yi-vokhnblat",
        story,
        parts,
        "/kultur/2011/02/di-yidishe-biblyotek-70.html",
        "a Yiddish weekly's site with no class attribute at all, right to left, 2011",
        "A Yiddish weekly's article, right to left, hand-written HTML with no class attribute; only a visible date; a picture credit, print/send links, the writer's other articles with dates, archives by month with counts, a subscription box, links.",
        ("author's other articles with dates", "archives by month with counts"),
    )


# --------------------------------------------------------------------------- pa: a Punjabi news site, CSS modules, 2016


def pa_khabar() -> Case:
    f = fx("hashed")
    story = Story(
        "ਲੁਧਿਆਣਾ ਵਿੱਚ ਨਵਾਂ ਬੱਸ ਅੱਡਾ ਅਗਲੇ ਸਾਲ ਤਿਆਰ ਹੋਵੇਗਾ",
        "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ, ਲੁਧਿਆਣਾ",
        ("ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ",),
        "2016-01-14T11:30:00+05:30",
        "14 ਜਨਵਰੀ 2016",
        (
            "ਲੁਧਿਆਣਾ ਵਿੱਚ ਨਵੇਂ ਬੱਸ ਅੱਡੇ ਦੀ ਉਸਾਰੀ ਦਾ ਕੰਮ ਤੇਜ਼ੀ ਨਾਲ ਚੱਲ ਰਿਹਾ ਹੈ। ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਇਹ ਅਗਲੇ ਸਾਲ ਮਾਰਚ ਤੱਕ ਤਿਆਰ ਹੋ ਜਾਵੇਗਾ।",
            "ਨਵੇਂ ਅੱਡੇ ਵਿੱਚ ਸੱਠ ਬੱਸਾਂ ਲਈ ਥਾਂ ਹੋਵੇਗੀ ਅਤੇ ਯਾਤਰੀਆਂ ਲਈ ਉਡੀਕ ਘਰ, ਪਾਰਕਿੰਗ ਅਤੇ ਦੁਕਾਨਾਂ ਬਣਾਈਆਂ ਜਾਣਗੀਆਂ।",
            "ਪੁਰਾਣੇ ਅੱਡੇ ਨੇੜੇ ਦੁਕਾਨਦਾਰਾਂ ਨੇ ਚਿੰਤਾ ਜਤਾਈ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਦਾ ਕਾਰੋਬਾਰ ਘਟ ਜਾਵੇਗਾ।",
            "ਨਗਰ ਨਿਗਮ ਨੇ ਕਿਹਾ ਹੈ ਕਿ ਪੁਰਾਣੀ ਥਾਂ ਉੱਤੇ ਪਾਰਕ ਬਣਾਉਣ ਦੀ ਯੋਜਨਾ ਹੈ।",
        ),
        declare="og",
        section="ਪੰਜਾਬ",
    )
    more = f.teasers(
        "ਹੋਰ ਖ਼ਬਰਾਂ",
        """
ਫ਼ਿਰੋਜ਼ਪੁਰ ਰੋਡ ਉੱਤੇ ਨਵਾਂ ਫਲਾਈਓਵਰ ਖੁੱਲ੍ਹਿਆ | | 12 ਜਨਵਰੀ 2016 |
ਲੋਹੜੀ ਮੇਲੇ ਵਿੱਚ ਭਾਰੀ ਰੌਣਕ | | 13 ਜਨਵਰੀ 2016 |
ਸ਼ਹਿਰ ਵਿੱਚ ਧੁੰਦ ਕਾਰਨ ਰੇਲਾਂ ਲੇਟ | | 11 ਜਨਵਰੀ 2016 |
""",
        thumbs=True,
    )
    tags = f.tags("ਟੈਗ:", "ਲੁਧਿਆਣਾ; ਬੱਸ ਅੱਡਾ; ਨਗਰ ਨਿਗਮ; ਆਵਾਜਾਈ")
    rail = f.ranked(
        "ਸਭ ਤੋਂ ਵੱਧ ਪੜ੍ਹੀਆਂ",
        """
ਲੁਧਿਆਣਾ ਵਿੱਚ ਨਵਾਂ ਬੱਸ ਅੱਡਾ ਅਗਲੇ ਸਾਲ ਤਿਆਰ ਹੋਵੇਗਾ | 8,402
ਕਣਕ ਦੀ ਫ਼ਸਲ ਲਈ ਮੌਸਮ ਚੰਗਾ | 6,117
ਪੰਜਾਬ ਦੀ ਕਬੱਡੀ ਟੀਮ ਦਾ ਐਲਾਨ | 4,930
""",
    ) + f.likebox(
        "ਫੇਸਬੁੱਕ ਉੱਤੇ ਸਾਡੇ ਨਾਲ ਜੁੜੋ",
        "22,480 ਲੋਕ ਇਸਨੂੰ ਪਸੰਦ ਕਰਦੇ ਹਨ।",
        "ਹਰਜੀਤ ਕੌਰ; ਮਨਦੀਪ ਸਿੰਘ; ਅਮਨਦੀਪ ਗਿੱਲ; ਰਾਜਵੀਰ ਸੰਧੂ",
    )
    parts = PartsK(
        lead=f.share("Facebook | 512\nTwitter | 31\nWhatsApp | ", "ਸਾਂਝਾ ਕਰੋ:")
        + f.figure("ਨਵੇਂ ਬੱਸ ਅੱਡੇ ਦੀ ਉਸਾਰੀ।", "ਫੋਟੋ: ਹਰਪਾਲ ਸਿੰਘ"),
        after=tags + more,
        rail=rail,
    )
    return _plain(
        "k-pa-khabar-hashed",
        "hashed",
        "pa-khabar",
        story,
        parts,
        "/punjab/ludhiana-nava-bus-adda-agle-saal-20160114",
        "a Punjabi news site of 2016 in CSS-module class names",
        "A Punjabi (Gurmukhi) news site's story in CSS-module class names (Open Graph); share counts, a picture credit, tags, more news with dates, most read with counts, a Facebook like box naming friends.",
        ("related with dates", "most read with counts", "Facebook like box with names"),
    )


# --------------------------------------------------------------------------- pt: a regional daily, md, 2013


def pt_jornal() -> Case:
    f = fx("md")
    story = Story(
        "Ponte Eiffel fecha ao trânsito para obras de reabilitação",
        "Por Rita Sousa e Pedro Almeida",
        ("Rita Sousa", "Pedro Almeida"),
        "2013-10-09T08:30:00+01:00",
        "09/10/2013 - 08:30",
        (
            "A ponte rodoferroviária sobre o rio Lima vai estar fechada ao trânsito automóvel durante seis meses a partir de segunda-feira, para obras de reabilitação do tabuleiro.",
            "A circulação ferroviária mantém-se, com restrições de velocidade. Os peões e ciclistas poderão atravessar por um passadiço provisório no lado nascente.",
            "O presidente da câmara garantiu que os autocarros urbanos terão um percurso alternativo pela ponte da autoestrada, sem custos para os utentes.",
            "A obra, orçada em 4,8 milhões de euros, é financiada em 85% por fundos europeus.",
        ),
        declare="jsonld",
        kicker="Viana do Castelo",
        section="Região",
        updated_iso="2013-10-09T18:40:00+01:00",
        updated_shown="Atualizado às 18:40",
    )
    note = f.note(
        "Nota da redação: a versão inicial desta notícia indicava que a ponte fechava também aos peões, o que não é verdade. O texto foi corrigido.",
        "Correction",
        "div",
    )
    related = f.teasers(
        "Notícias relacionadas",
        """
Ponte Eiffel: concurso da obra adjudicado | Por Rita Sousa | 12/08/2013 |
Moradores de Darque temem filas na ponte nova | Por Pedro Almeida | 30/07/2013 |
Comboio regional com novos horários | Por Ana Lima | 15/07/2013 |
""",
    )
    latest = f.wire(
        "Última hora",
        """
18:35 | Incêndio em armazém de Ponte de Lima dominado | Agência Atlântico
18:12 | Vianense vence em casa e sobe ao terceiro lugar | Agência Atlântico
17:50 | Greve dos estivadores adiada | Agência Atlântico
17:31 | Feira Medieval de Caminha com novo recorde | Agência Atlântico
""",
    )
    bio = f.bio(
        "Sobre a autora",
        "Rita Sousa",
        "jornalista",
        "Rita Sousa escreve sobre autarquias e mobilidade no Alto Minho desde 2006.",
        "rita.sousa@diarioaltominho.example",
    )
    rail = f.ranked(
        "Mais lidas",
        """
Ponte Eiffel fecha ao trânsito para obras de reabilitação |
Acidente na A28 provoca dois feridos |
Mercado municipal reabre em novembro |
Novo hospital privado em Ponte de Lima |
""",
    ) + f.newsletter(
        "Newsletter",
        "Receba as principais notícias do Alto Minho todas as manhãs.",
        "O seu email",
        "Subscrever",
    )
    parts = PartsK(
        lead=f.share("Facebook | 221\nTwitter | 9\nEmail | ", "Partilhar:")
        + f.figure("A ponte sobre o rio Lima.", "Foto: Manuel Rocha"),
        after=note + bio + related + latest,
        rail=rail,
    )
    return _plain(
        "k-pt-jornal-md",
        "md",
        "pt-jornal",
        story,
        parts,
        "/regiao/viana-do-castelo/ponte-eiffel-fecha-ao-transito-para-obras-1683021",
        "a regional daily of 2013",
        "A Portuguese regional daily's story with two authors and an update time (JSON-LD with dateModified); share counts, a picture credit, an editor's correction note, an author box with her e-mail, related news with bylines and dates, a wire of the latest news with times and the agency, 'Mais lidas', a newsletter box.",
        (
            "correction note",
            "author bio",
            "related with bylines and dates",
            "wire with times and agency",
            "most read",
        ),
    )


# --------------------------------------------------------------------------- gl: a local digital paper, div soup, 2012


def gl_xornal() -> Case:
    f = fx("soup")
    story = Story(
        "O porto de Burela estrea lonxa tras dous anos de obras",
        "Redacción / Burela",
        ("Redacción Novas da Mariña",),
        "2012-05-17T13:05:00+02:00",
        "17/05/2012 - 13:05",
        (
            "A nova lonxa do porto de Burela abriu este xoves as súas portas coa primeira poxa de peixe. O edificio, de dúas plantas, substitúe a antiga nave dos anos setenta.",
            "A obra custou 3,4 millóns de euros, financiados por Portos de Galicia e fondos europeos de pesca. A confraría destaca a nova cámara de frío e o sistema de poxa electrónica.",
            "O patrón maior, Xosé Manuel Fernández, lembrou que Burela é un dos principais portos do bonito en España e que a flota levaba anos pedindo esta mellora.",
            "A inauguración oficial será o vindeiro mes, coincidindo co inicio da campaña do bonito.",
        ),
        declare="metadate",
        section="Burela",
    )
    gallery = f.gallery(
        "Galería: a nova lonxa",
        """
A primeira poxa na nova lonxa | Foto: Marta Rei
A cámara de frío | Foto: Marta Rei
Mariñeiros descargando peixe no peirao | Foto: Uxía Castro
O edificio visto dende o peirao | Foto: Marta Rei
""",
    )
    more = f.teasers(
        "Máis novas de Burela",
        """
A flota do bonito prepara a campaña | | 14/05/2012 |
Burela terá un novo centro de saúde | | 09/05/2012 |
O Burela FS, campión de liga | | 06/05/2012 |
""",
    )
    tags = f.tags("Etiquetas:", "Burela; porto; lonxa; pesca; Portos de Galicia")
    rail = f.ranked(
        "O máis lido",
        """
O porto de Burela estrea lonxa tras dous anos de obras |
Cortes de auga en Viveiro o luns |
Foz aproba o orzamento para 2012 |
Festas do Naseiro: programa completo |
""",
    ) + f.links("Enlaces", "Concello de Burela; Concello de Viveiro; Concello de Foz; Meteogalicia")
    parts = PartsK(
        lead=f.share("Facebook | 48\nTwitter | 7\nChuza! | 2", "Comparte:"),
        inbody=gallery,
        after=tags + more,
        rail=rail,
    )
    return _plain(
        "k-gl-xornal-soup",
        "soup",
        "gl-xornal",
        story,
        parts,
        "/burela/o-porto-de-burela-estrea-lonxa.html",
        "a Galician local digital paper in div soup of 2012",
        "A Galician local paper's story, the date in <meta name=date>; share counts (Chuza!), a gallery of four photos with 'Foto: name' credits, tags, more news of the town with dates, most read, links.",
        ("gallery with credits", "related with dates", "most read"),
    )


# --------------------------------------------------------------------------- nb: a local paper, Bootstrap 3, 2016


def nb_avis() -> Case:
    f = fx("bs3")
    story = Story(
        "Nytt kryss på riksvei 7 ved Gol åpner i oktober",
        "Kari Haugen og Erik Solberg",
        ("Kari Haugen", "Erik Solberg"),
        "2016-09-01T06:00:00+02:00",
        "Publisert 01.09.2016 06:00",
        (
            "Det nye krysset ved Gol sentrum åpner for trafikk 14. oktober, opplyser Statens vegvesen. Arbeidet har pågått siden mars.",
            "Rundkjøringen skal gjøre det tryggere for myke trafikanter og redusere køene i helgene, når hyttetrafikken er på sitt største.",
            "– Vi har hatt en god sommer og ligger litt foran skjema, sier prosjektleder Trond Nygård.",
            "Fram til åpningen må bilister regne med redusert fart og lysregulering på strekningen.",
        ),
        declare="og",
        kicker="Samferdsel",
        section="Nyheter",
        updated_iso="2016-09-01T10:20:00+02:00",
        updated_shown="Oppdatert 01.09.2016 10:20",
    )
    tip = f.box(
        "Tips oss",
        '<p>Har du et tips til redaksjonen? Ring 32 08 00 00 eller send SMS til 2030.</p><p><a href="mailto:tips@hallingposten.example">tips@hallingposten.example</a></p>',
        component="Tips",
    )
    latest = f.wire(
        "Siste nytt",
        """
10.15 | Ål IL rykket opp til 3. divisjon |
09.50 | Brann i hytte på Golsfjellet |
09.22 | Flere elever på vidaregåande i Hallingdal |
08.40 | Kraftig regn ventet i helgen |
""",
    )
    plus = f.teasers(
        "Pluss",
        """
Disse hyttene er de dyreste i Hallingdal | | 31.08.2016 | Se hele listen.
Bonden som satset på geiter | | 30.08.2016 |
Historien om Hallingdal Hotell | | 29.08.2016 |
""",
        thumbs=True,
        component="Plus",
    )
    rail = (
        f.ranked(
            "Mest lest",
            """
Nytt kryss på riksvei 7 ved Gol åpner i oktober |
Elg påkjørt ved Nesbyen |
Hemsedal: Ny heis klar til vinteren |
Flå kommune får ny rådmann |
""",
        )
        + tip
    )
    parts = PartsK(
        lead=f.share("Del på Facebook | 112\nTwitter | 3\nE-post | "),
        after=plus + latest,
        rail=rail,
    )
    return _plain(
        "k-nb-avis-bs3",
        "bs3",
        "nb-avis",
        story,
        parts,
        "/nyheter/nytt-kryss-pa-riksvei-7-ved-gol-apner-i-oktober/s/5-62-118734",
        "a local paper of 2016 in Bootstrap 3",
        "A Norwegian local paper's story with two authors, 'Publisert' and 'Oppdatert' times (Open Graph); share counts, subscriber-only teasers with dates, the latest news with times, 'Mest lest', a 'Tips oss' box.",
        ("subscriber teasers with dates", "latest news with times", "most read", "tips box"),
    )


# --------------------------------------------------------------------------- en: an academic's blog, no classes, 2013


def en_blog() -> Case:
    f = fx("bare")
    story = Story(
        "The 1847 survey of the Harwell estuary, and its missing sheet",
        "Posted by Dan Kessler",
        ("Dan Kessler",),
        "2013-02-20T16:40:00-05:00",
        "February 20, 2013",
        (
            "Anyone who has worked with the 1847 Admiralty survey of the Harwell estuary knows that sheet 4 is missing. The index shows it, the engraver's ledger lists it, but no copy has ever turned up in the obvious archives.",
            "Last week a reader in Halifax sent me photographs of a map she found in her grandfather's papers. It is not sheet 4, sadly, but it is a manuscript copy of part of it, made in 1851 by a pilot who needed the soundings.",
            "The copy shows the channel about two hundred yards further east than the later editions, which fits what we know about the 1850s storms. I'll write it up properly once I've compared it with the tide tables.",
            "If you have anything from the Harwell pilots' association, I would love to hear from you.",
        ),
        declare="time",
        section="Maps",
    )
    meta = (
        '<p><small>Filed under <a href="/category/maps/">Maps</a>, <a href="/category/archives/">Archives</a> · '
        'Tags: <a href="/tag/admiralty/">admiralty</a>, <a href="/tag/harwell/">harwell</a>, <a href="/tag/surveys/">surveys</a> · '
        '<a href="#respond">0 Comments</a></small></p>'
    )
    related = f.teasers(
        "Related posts",
        """
What the pilots knew: soundings in private hands | | October 2, 2012 |
Reading an engraver's ledger | | June 14, 2012 |
The Harwell light and its three positions | | January 30, 2012 |
""",
    )
    rail = (
        f.teasers(
            "Recent posts",
            """
The 1847 survey of the Harwell estuary, and its missing sheet | | February 20, 2013 |
Teaching with fire insurance maps | | February 4, 2013 |
A new home for the county atlases | | January 18, 2013 |
""",
            component="Recent",
        )
        + f.archives(
            "Archives",
            """
February 2013 | 2
January 2013 | 3
December 2012 | 1
November 2012 | 4
October 2012 | 2
""",
        )
        + f.links(
            "Blogroll",
            "Map History Forum; The Plat Book; Sounding Lines; Old Roads Project; Cartophile's Notebook",
        )
        + f.links("Categories", "Archives (24); Maps (41); Teaching (12); Tools (8)")
    )
    footer = f'<p><small>{esc("© 2013 Dan Kessler. Content licensed CC BY-NC.")} · <a href="/feed">RSS</a></small></p>'
    parts = PartsK(after=meta + related, rail=rail, footer=footer)
    return _plain(
        "k-en-blog-bare",
        "bare",
        "en-blog",
        story,
        parts,
        "/2013/02/harwell-1847-survey-missing-sheet/",
        "an academic's blog with no class attribute at all, 2013",
        "An academic's blog post in hand-written HTML with no class attribute; the date only in a <time datetime> in the byline; categories, tags and a '0 Comments' link, related posts with dates, recent posts with dates, archives by month with counts, a blogroll, categories with counts.",
        (
            "'0 Comments' link",
            "related posts with dates",
            "recent posts with dates",
            "archives by month",
            "blogroll",
        ),
    )


def plain_cases_k2() -> list[Case]:
    return [
        cs_blog(),
        el_portal(),
        ko_sinmun(),
        zh_xinwen(),
        ur_akhbar(),
        yi_vokhnblat(),
        pa_khabar(),
        pt_jornal(),
        gl_xornal(),
        nb_avis(),
        en_blog(),
    ]

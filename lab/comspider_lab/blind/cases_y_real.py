"""Blind set Y: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), embedded
in ways no earlier set used: Isso injected by the comment-count link in the byline (fa), inside a clipped "read the
whole article" continuation (bg), above the article's text between the standfirst and the body (nl), inside the site's
footer (ko); Waline below a photo gallery with photographers' credits (es), on a blog post below an author box,
previous/next links and related posts (de), between the article and the next article the page appends (ja), mounted
by a floating button fixed in the corner (zh-TW); django-comments-xtd server-rendered flat with "in reply to #n"
references (ro), as a grid of cards with the replies inside their card (ca) and as ``<figure>``s with a
``<blockquote>`` and a ``<figcaption>`` (et) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_y_common import (
    PartsK,
    author_box,
    box,
    django_html,
    gallery,
    links,
    make,
    related,
    story,
    thread,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- Isso


def isso_fa_countlink() -> Case:
    c = thread(
        """
نرگس بهرامی | | - | اسکله قدیمی سال‌ها خراب بود و قایق‌ها مجبور بودند در گل بنشینند. خوشحالم که بالاخره ساخته می‌شود.
رضا ملاح | | 0 | به شرط اینکه جای قایق‌های کوچک صیادی هم در نظر گرفته شود، نه فقط لنج‌های بزرگ.
کاوه | | - | چرا برای بازار ماهی کنار اسکله برنامه‌ای ندارند؟ ماهی‌فروش‌ها زیر آفتاب می‌نشینند.
مهین دریانورد | | 2 | در جلسه شورا گفتند بازار سرپوشیده در مرحله بعد ساخته می‌شود.
سعید از بندر | | - | ممنون از گزارش خوبتان. عکس‌های اسکله را هم بگذارید.
"""
    )
    lead = '<p class="nk-counts"><a id="yk-count" href="#didgah">💬 ۵ دیدگاه</a> · <a href="#share">اشتراک‌گذاری</a></p>'
    block = (
        '<section class="nk-talk" id="didgah"><h2 class="nk-talk-h">گفت‌وگوی خوانندگان</h2>'
        + isso_embed("fa", load="later")
        + "</section>"
    )
    script = """<script>
document.getElementById('yk-count').addEventListener('click', function (e) {
  e.preventDefault();
  loadIsso();
  document.getElementById('didgah').scrollIntoView();
});
</script>"""
    st = story(
        "اسکله صیادی بندر کنگ نوسازی می‌شود",
        "نویسنده: لیلا کشاورز",
        "2025-04-20T09:00:00+03:30",
        "۳۱ فروردین ۱۴۰۴",
        """
اداره بنادر اعلام کرد اسکله صیادی بندر کنگ تا پایان تابستان نوسازی می‌شود. اسکله فعلی بیش از چهل سال قدمت دارد و بخشی از آن فرو ریخته است.

در طرح جدید، اسکله دویست متر طول خواهد داشت و جای پهلوگیری برای شصت قایق در نظر گرفته شده است.
""",
        section="بندر",
    )
    return make(
        "y-isso-fa-countlink",
        "real_system",
        "nk",
        "isso-fa",
        st,
        PartsK(
            lead=lead,
            after=block,
            rail=box("nk", "پربازدیدها", links("جشنواره لنج|قیمت میگو|فوتبال ساحلی")),
            end=script,
        ),
        c,
        path="/bandar/eskele-sayadi-kong-nosazi",
        reveal="click: the count link '💬 ۵ دیدگاه' in the byline injects Isso at the end of the article and scrolls to it",
        container="section#didgah > Isso's section#isso-thread, Persian (data-isso-lang=fa), injected by the byline's count link",
        heading="گفت‌وگوی خوانندگان",
        description="A Persian port paper of 2025: Isso (fa) injected only when the reader follows the comment-count link '💬 ۵ دیدگاه' in the byline; 5 comments (2 replies).",
        static=False,
        system="isso",
        check_steps=("click:#yk-count", "wait:2000"),
    )


def isso_bg_readmore() -> Case:
    c = thread(
        """
Стоян Карагьозов | | - | Язовирът е единственият ни източник на вода през лятото. Ремонтът трябваше да стане преди десет години.
Милена | | 0 | Съгласна съм. Миналото лято три седмици имахме вода само нощем.
Асен Пейчев | | - | Дано този път изпълнителят да е местен и да не изчезне по средата на работата.
Вяра Тодорова | | - | Кога ще има водата в Борово? В статията не пише нищо за нашето село.
"""
    )
    block = (
        '<div class="zu-clip" id="prodalzhenie" style="max-height:140px;overflow:hidden;position:relative">'
        '<div class="zu-cont"><p>Общината ще плати 1,8 милиона лева от собствения си бюджет, останалата сума идва от '
        "програма на министерството. Ремонтът включва стената, преливника и двете помпени станции.</p>"
        "<p>Кметът обеща, че по време на работата селата няма да остават без вода повече от два дни подред. "
        "Графикът ще бъде обявяван седмица по-рано.</p></div>"
        '<section class="zu-debat" id="debat"><h2 class="zu-debat-h">Дискусия</h2>'
        + isso_embed("bg")
        + "</section></div>"
        '<button type="button" class="zu-more-btn" id="cyala">Прочетете цялата статия</button>'
    )
    script = """<script>
document.getElementById('cyala').addEventListener('click', function () {
  var c = document.getElementById('prodalzhenie');
  c.style.maxHeight = 'none'; c.style.overflow = 'visible';
  this.remove();
});
</script>"""
    st = story(
        "Язовирът над Девин ще бъде ремонтиран догодина",
        "Десислава Маринова",
        "2025-05-12T08:00:00+03:00",
        "12 май 2025",
        """
Язовирът над Девин, който снабдява с вода седем села, ще бъде ремонтиран през следващата година. Стената е с пукнатини от години.

Проектът беше одобрен на сесия на общинския съвет в петък.
""",
        section="Общини",
    )
    return make(
        "y-isso-bg-readmore",
        "real_system",
        "zu",
        "isso-bg",
        st,
        PartsK(
            after=block,
            rail="<p><b>Накратко</b></p><p>7 села, 1,8 млн. лв., ремонт от 2026 г.</p>",
            end=script,
        ),
        c,
        path="/obshtini/yazovir-devin-remont",
        reveal="click: 'Прочетете цялата статия' unclips the article's continuation, in which Isso is loaded with the page (clipped by max-height, not hidden)",
        container="div#prodalzhenie (max-height:140px; overflow:hidden, the article's continuation) > section#debat > Isso's section#isso-thread, Bulgarian",
        heading="Дискусия",
        description="A Rhodope paper of 2025: Isso (bg) loaded with the page inside the clipped continuation of the article, below its last two paragraphs, until 'Прочетете цялата статия' unclips it; 4 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("wait:1500", "click:#cyala", "wait:300"),
    )


def isso_nl_above() -> Case:
    c = thread(
        """
Jef Verhoeven | | - | Eindelijk een veilige oversteek aan de kerk. Mijn kinderen fietsen daar elke ochtend.
Griet | | 0 | Veilig, zolang de vrachtwagens zich aan de dertig houden. Wie gaat dat controleren?
Marc Van Looy | | - | Ik mis in het plan een fietsenstalling bij het station. Daar staat alles nu tegen de gevel.
"""
    )
    lead = (
        '<section class="nk-mee" id="praat-mee"><h2 class="nk-mee-h">Praat mee</h2>'
        '<p class="nk-mee-i">Wat vindt u van de nieuwe dorpskern? Uw reacties verschijnen hieronder.</p>'
        + isso_embed("nl")
        + "</section>"
    )
    st = story(
        "Dorpskern van Retie wordt autoluw",
        "Door Sofie Peeters",
        "2025-03-19T07:00:00+01:00",
        "19 maart 2025",
        """
De gemeenteraad van Retie heeft het plan voor een autoluwe dorpskern goedgekeurd. Rond de kerk komt een zone dertig met verhoogde oversteekplaatsen.

Doorgaand vrachtverkeer wordt omgeleid via de ring. De werken beginnen na het bouwverlof en duren ongeveer een jaar.

Handelaars vrezen minder klanten tijdens de werken. De gemeente belooft een parkeerplan voor de zomer.
""",
        section="Gemeenten",
        standfirst="Na drie jaar discussie ligt er een plan: minder auto's, meer plaats voor fietsers.",
    )
    return make(
        "y-isso-nl-above",
        "real_system",
        "nk",
        "isso-nl",
        st,
        PartsK(lead=lead, rail=box("nk", "Meest gelezen", links("Kermis in Dessel|Nieuwe bakker|Voetbal"))),
        c,
        path="/gemeenten/retie-dorpskern-autoluw",
        container="section#praat-mee (above the article's text, between the byline and the body) > Isso's section#isso-thread, Dutch",
        heading="Praat mee",
        description="A Kempen paper of 2025: Isso (nl) on load above the article's text, between the standfirst and byline and the first paragraph; 3 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def isso_ko_footer() -> Case:
    c = thread(
        """
김영순 | | - | 섬진강 둑길에 벚나무를 더 심는다니 반갑네요. 봄마다 사람이 많아서 주차가 걱정입니다.
박정호 | | 0 | 주차장은 하동 쪽에 새로 만든다고 들었습니다.
이수민 | | - | 자전거 길이 끊기는 구간도 이번에 이어 주면 좋겠어요.
강 건너 사는 사람 | | 2 | 맞아요. 다리 밑에서 항상 내려서 끌고 가야 합니다.
최동훈 | | - | 나무 심는 날 주민도 참여할 수 있나요?
윤미경 | | - | 기사 잘 읽었습니다. 꽃 필 때 사진도 부탁드려요.
"""
    )
    foot = (
        '<section class="ht-forum" id="toron" style="flex-basis:100%"><h2 class="ht-forum-h">독자 토론</h2>'
        + isso_embed("ko")
        + "</section>"
    )
    st = story(
        "섬진강 둑길에 벚나무 300그루 더 심는다",
        "글 한지은 기자",
        "2025-03-05T10:00:00+09:00",
        "2025년 3월 5일",
        """
군은 올봄 섬진강 둑길 4킬로미터 구간에 벚나무 300그루를 더 심는다고 밝혔다. 기존 벚꽃길과 이어져 전체 길이는 12킬로미터가 된다.

나무 심기는 이달 말 시작하며, 군은 주민 자원봉사자도 모집할 계획이다.
""",
        section="마을",
    )
    return make(
        "y-isso-ko-footer",
        "real_system",
        "ht",
        "isso-ko",
        st,
        PartsK(
            before_footer=foot,
            rail=box("ht", "많이 본 기사", links("재첩 축제|새 버스 노선|군민 체육대회")),
        ),
        c,
        path="/maeul/seomjingang-beotnamu-300",
        container="footer.ht-base (the site's dark footer band) > section#toron > Isso's section#isso-thread, Korean, before the footer's link columns",
        heading="독자 토론",
        description="A Seomjin river paper of 2025: Isso (ko) on load inside the site's footer band, before its link columns; 6 comments (2 replies).",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


# --------------------------------------------------------------------------- Waline


def waline_es_gallery() -> Case:
    path = "/municipios/orihuela-riada-fotos"
    c = thread(
        """
Encarna Belmonte | | - | Qué fotos tan duras. La casa de mi abuela en el barrio del Rabaloche está igual que en la quinta imagen.
Paco Sáez | | 0 | Ánimo, Encarna. En el Rabaloche la gente se está ayudando mucho estos días.
Vicente | | - | Los voluntarios de Bigastro llegaron antes que nadie. Hay que decirlo.
Lola Ruiz | | - | ¿Dónde se pueden llevar botas y palas? No lo encuentro en la web del ayuntamiento.
Toni de Almoradí | | 3 | En el pabellón municipal hasta las ocho de la tarde, lo dijeron por la radio.
Mari Carmen | | - | Gracias a los fotógrafos por contarlo sin morbo.
Rafael Gómez | | - | El encauzamiento del río está pendiente desde hace treinta años. Nadie se acuerda hasta que llueve.
"""
    )
    pics = gallery(
        "ht",
        """
La calle Mayor, convertida en un río de barro, a las siete de la mañana | Foto: Inés Carrasco · 07:10
Vecinos sacan muebles de un bajo en el barrio del Rabaloche | Foto: Inés Carrasco · 08:35
Un tractor abre paso en la carretera de Bigastro | Foto: Julián Mora · 09:50
Voluntarios reparten agua en la plaza de la Merced | Foto: Julián Mora · 11:15
Una vivienda con el agua a un metro de altura | Foto: Inés Carrasco · 12:40
El río Segura, ya de vuelta a su cauce por la tarde | Foto: Julián Mora · 18:05
""",
    )
    block = (
        '<section class="ht-fotos"><h2 class="ht-fotos-h">La riada, en imágenes</h2>'
        + pics
        + '</section><section class="ht-voces" id="opinan"><h2 class="ht-voces-h">Opinan los lectores</h2><div id="wl-es"></div></section>'
    )
    st = story(
        "La riada deja barro y daños en tres barrios de Orihuela",
        "Por Amparo Navarro",
        "2025-10-14T20:00:00+02:00",
        "14 de octubre de 2025",
        """
Las lluvias de la madrugada desbordaron varias ramblas y anegaron tres barrios de Orihuela. No hay heridos, pero decenas de viviendas han sufrido daños.

Los servicios de emergencia y cientos de voluntarios trabajaron durante todo el día para limpiar calles y bajos. Estas son las imágenes de la jornada.
""",
        section="Municipios",
    )
    return make(
        "y-waline-es-gallery",
        "real_system",
        "ht",
        "wl-es",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail=box(
                "ht", "Lo más leído", links("Fiestas de Moros y Cristianos|Precio del limón|Orihuela CF")
            ),
            end=waline_embed("root", path, "es")
            + "<script>mountWaline(document.getElementById('wl-es'));</script>",
        ),
        c,
        path=path,
        container="section#opinan > div#wl-es: Waline, Spanish (below a gallery of six captioned photos, each with 'Foto: Name · 07:10')",
        heading="Opinan los lectores",
        description="A Vega Baja paper of 2025: Waline (es) on load below a photo gallery of six captioned photos, each credited to a named photographer with a time; 7 comments (2 replies).",
        lookalikes=(),
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_de_authorbox() -> Case:
    path = "/technik/glasfaser-endlich-im-dorf"
    c = thread(
        """
Heike aus dem Nachbardorf | | - | Bei uns wurde letzten Sommer gebuddelt und seitdem liegt das Kabel im Keller. Angeschlossen ist noch nichts.
Jörg | | - | Danke für den Bericht! Welchen Router hast du am Ende genommen?
Feldweg-Leser Uwe | | 1 | Würde mich auch interessieren. Der vom Anbieter soll ja nicht so toll sein.
Bärbel | | - | Die Sache mit dem Bagger im Vorgarten kenne ich. Unsere Tulpen haben es nicht überlebt.
"""
    )
    block = (
        author_box(
            "zu",
            "Katrin Feldmann",
            "Schreibt hier seit 2016 über das Leben auf dem Land, schlechtes Netz und gute Nachbarn.",
            "Alle Beiträge von Katrin →",
        )
        + '<nav class="zu-pn"><a href="/technik/router-im-keller/">← Der Router im Keller</a> '
        '<a href="/garten/tomaten-2025/">Tomaten 2025 →</a></nav>'
        + '<section class="zu-aehnlich"><h3>Ähnliche Beiträge</h3>'
        + related(
            "zu",
            """
Warum unser Dorf kein Handynetz hat | Katrin Feldmann | 12. Februar 2024
Homeoffice mit 6 Mbit | Katrin Feldmann | 3. Oktober 2023
Der Dorfladen hat jetzt WLAN | Katrin Feldmann | 18. Mai 2023
""",
        )
        + '</section><section class="zu-eure" id="eure-meinung"><h2 class="zu-eure-h">Was meint ihr?</h2><div id="wl-de"></div></section>'
    )
    st = story(
        "Glasfaser im Dorf: Ein Jahr Bagger, ein Abend Freude",
        "Katrin Feldmann",
        "2025-06-08T19:00:00+02:00",
        "8. Juni 2025",
        """
Seit gestern Abend ist es so weit: Unser Haus hat Glasfaser. Nach einem Jahr mit Bagger im Vorgarten, zwei verschobenen Terminen und einem Techniker, der den Keller nicht fand.

Ich habe aufgeschrieben, wie es gelaufen ist und was ich beim nächsten Mal anders machen würde. Vielleicht hilft es jemandem in den Nachbardörfern.
""",
        section="Technik",
    )
    return make(
        "y-waline-de-authorbox",
        "real_system",
        "zu",
        "wl-de",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail="<p><b>Kategorien</b></p>" + links("Dorfleben|Technik|Garten"),
            end=waline_embed("root", path, "de")
            + "<script>mountWaline(document.getElementById('wl-de'));</script>",
        ),
        c,
        path=path,
        container="section#eure-meinung > div#wl-de: Waline, German (below an author box with a bio, previous/next links and three related posts with dates)",
        heading="Was meint ihr?",
        description="A German country blog of 2025: Waline (de) on load on a blog post, below the author's box (name, photo, a sentence), previous/next links and related posts with writers and dates; 4 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_ja_nextarticle() -> Case:
    path = "/chiiki/shimanami-ferry-zoubin"
    c = thread(
        """
島の住民A | | - | 朝の便が増えるのは本当に助かります。通院で本土に渡るとき、いつも待合所で一時間待っていました。
藤井 | | 0 | うちの母も同じです。帰りの便も増えるといいのですが。
しまなみサイクリスト | | - | 自転車をそのまま載せられるなら観光客も喜ぶと思います。
村上由紀 | | - | 運賃は据え置きとのこと、安心しました。
港の近くの店主 | | - | 増便に合わせて店の営業時間も延ばそうと思います。
"""
    )
    nxt = (
        '<article class="nk-next" id="tsugi"><p class="nk-next-k">次の記事</p><h2 class="nk-next-t">港町の商店街に新しい書店が開店</h2>'
        '<p class="nk-next-b">文・写真 山本健二 <time datetime="2025-04-11T09:00:00+09:00">2025年4月11日</time></p>'
        "<p>港町の商店街に、十年ぶりとなる新しい書店が開店した。店主は島出身の三十代の夫婦で、地元の作家の本や船の写真集を多くそろえている。</p>"
        "<p>開店初日には、近くの小学校の子どもたちが訪れ、絵本の読み聞かせが行われた。店は毎週水曜日が定休日。</p></article>"
    )
    block = (
        '<section class="nk-koe" id="goiken"><h2 class="nk-koe-h">ご意見・ご感想</h2><div id="wl-ja"></div></section>'
        + nxt
    )
    st = story(
        "島と本土を結ぶフェリー、4月から朝夕に増便",
        "文 岡田さやか",
        "2025-04-10T08:00:00+09:00",
        "2025年4月10日",
        """
島と本土を結ぶフェリーが4月から朝と夕方に1便ずつ増便される。通勤や通院の利用者から要望が多かった。

運賃は据え置きで、新しい便では自転車もそのまま載せることができる。
""",
        section="地域",
    )
    return make(
        "y-waline-ja-nextarticle",
        "real_system",
        "nk",
        "wl-ja",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail=box("nk", "よく読まれている記事", links("しまなみ海道|みかんの収穫|高校野球")),
            end=waline_embed("root", path, "ja")
            + "<script>mountWaline(document.getElementById('wl-ja'));</script>",
        ),
        c,
        path=path,
        container="section#goiken > div#wl-ja: Waline, Japanese (between the article and the next article the page shows in full below it, article#tsugi with its own byline and date)",
        heading="ご意見・ご感想",
        description="A Seto Inland Sea paper of 2025: Waline (ja) on load between the article and the next article, shown in full below it with its own title, byline and date; 5 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_zh_fab() -> Case:
    path = "/difang/shancheng-diaoqiao-xiufu"
    c = thread(
        """
林美惠 | | - | 小時候每天走這座吊橋上學，看到要修復真的很感動。
阿宏 | | 0 | 希望修好後機車不要再上去，之前晃得很可怕。
陳老師 | | - | 可以在橋頭放一塊解說牌，讓學生知道吊橋的歷史。
"""
    )
    block = '<section class="zu-ly" id="liuyan" hidden><h2 class="zu-ly-h">讀者留言</h2><div id="wl-zh"></div></section>'
    fab = (
        '<button type="button" id="fab-ly" style="position:fixed;right:24px;bottom:24px;border-radius:24px;padding:10px 16px;'
        'background:#00857c;color:#fff;border:0">💬 讀者留言 3</button>'
    )
    script = (
        fab
        + waline_embed("root", path, "zh-TW")
        + """<script>
document.getElementById('fab-ly').addEventListener('click', function () {
  var s = document.getElementById('liuyan');
  if (s.hidden) { s.hidden = false; mountWaline(document.getElementById('wl-zh')); }
  s.scrollIntoView();
});
</script>"""
    )
    st = story(
        "百年吊橋明年修復　橋頭將設步道",
        "記者 黃志明",
        "2025-05-20T10:00:00+08:00",
        "2025年5月20日",
        """
橫跨溪谷的百年吊橋將在明年進行修復，縣府已編列預算，預計工期八個月。修復期間將設置臨時便道。

修復後吊橋只開放行人通行，橋頭也會新建步道與休息區。
""",
        section="地方",
    )
    return make(
        "y-waline-zh-fab",
        "real_system",
        "zu",
        "wl-zh",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail="<p><b>重點</b></p><p>工期八個月，修復後只開放行人。</p>",
            end=script,
        ),
        c,
        path=path,
        reveal="click: a floating button fixed in the page's corner, '💬 讀者留言 3', shows a hidden section at the article's end and mounts Waline",
        container="section#liuyan[hidden] > div#wl-zh: Waline, Chinese (traditional), mounted by the floating button#fab-ly (position:fixed)",
        heading="讀者留言",
        description="A Taiwanese county paper of 2025: Waline (zh-TW) mounted only when the reader presses a floating round button fixed in the corner, '💬 讀者留言 3'; 3 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("click:#fab-ly", "wait:2500"),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def xtd_ro_refs() -> Case:
    c = thread(
        """
Nicolae Ivanov | | - | Canalul Crișan a fost înnămolit de ani de zile. Pescarii din Mila 23 ocolesc câte o oră ca să ajungă la Sulina.
Maria Popa | | 0 | Așa e. Iarna trecută a rămas și șalupa cu elevii blocată acolo.
Dan din Tulcea | | 1 | Șalupa de școală trebuia să primească o rută nouă. S-a uitat și asta.
Gheorghe Enache | | - | Dragarea e bună, dar nămolul unde îl duc? Să nu-l arunce în lacuri.
Elena | | 3 | În proiect scrie că merge pe maluri, la consolidare. Vom vedea.
Ghid de pescuit | | - | Turiștii vor fi bucuroși, anul trecut am întors bărci din cauza apei mici.
"""
    )
    after = (
        '<section class="nk-pareri" id="pareri"><h2 class="nk-pareri-h">Părerile cititorilor</h2>'
        '{% get_comment_list for article as clist %}<ol class="nk-pl">{% for c in clist %}'
        '<li class="nk-pi" id="p{{ c.id }}"><p class="nk-pm"><a class="nk-pn" href="#p{{ c.id }}">#{{ c.id }}</a> '
        '<b>{{ c.name }}</b> <span class="nk-pt">{{ c.submit_date|date:"d.m.Y H:i" }}</span>'
        '{% if c.level %} <span class="nk-pr">↪ în răspuns la <a href="#p{{ c.parent_id }}">#{{ c.parent_id }}</a></span>{% endif %}</p>'
        '<div class="nk-px">{{ c.comment|linebreaks }}</div></li>{% endfor %}</ol>'
        '<p class="nk-pf"><a href="#scrie">Scrie o părere</a></p></section>'
    )
    st = story(
        "Canalul Crișan va fi dragat până în august",
        "Ioana Dumitrescu",
        "2025-05-06T09:00:00+03:00",
        "6 mai 2025",
        """
Administrația rezervației a semnat contractul pentru dragarea canalului Crișan pe o lungime de nouă kilometri. Lucrările încep luna viitoare.

Canalul este folosit zilnic de pescari, de șalupele de pasageri și de turiști. Adâncimea lui a scăzut sub un metru în mai multe locuri.
""",
        section="Local",
    )
    parts = PartsK(rail=box("nk", "Cele mai citite", links("Festivalul scrumbiei|Pod nou la Tulcea|Handbal")))
    case = make(
        "y-xtd-ro-refs",
        "real_system",
        "nk",
        "xtd-ro",
        st,
        PartsK(),
        c,
        path="/local/canalul-crisan-dragare.html",
        container="section#pareri: ol.nk-pl, flat, one li.nk-pi a comment in the thread's order (p.nk-pm: a '#id' link, b name, span.nk-pt 'd.m.Y H:i'; a reply: '↪ în răspuns la #id' linking its parent); div.nk-px text",
        heading="Părerile cititorilor",
        description="A Danube delta paper of 2025: django-comments-xtd's comments server-rendered flat, numbered by their ids, each reply saying '↪ în răspuns la #n' with a link to its parent; 6 comments (3 replies, one to a reply).",
        system="django-comments-xtd",
    )
    case.server = "django"
    case.html = django_html("nk", "xtd-ro", st, parts, after)
    return case


def _ca_card(var: str, inner: str) -> str:
    return (
        f'<div class="zu-fitxa" id="f{{{{ {var}.comment.id }}}}"><p class="zu-fq">{{{{ {var}.comment.comment|linebreaksbr }}}}</p>'
        f'<p class="zu-fw"><b>{{{{ {var}.comment.name }}}}</b> · <span>{{{{ {var}.comment.submit_date|date:"j/n/Y G:i" }}}}</span></p>{inner}</div>'
    )


def xtd_ca_cards() -> Case:
    c = thread(
        """
Montse Ferré | | - | Les vinyes velles de garnatxa són el patrimoni del Priorat. Bé que les protegeixin.
Jordi Vilella | | 0 | Sí, però els ajuts arriben tard i la feina a les costers és cada any més cara.
Pere de Gratallops | | - | Caldria explicar també què passa amb els marges de pedra seca, que s'estan ensorrant.
Anna | | 2 | A Porrera n'han refet uns quants amb un curs per a joves. Va molt bé.
Ramon Sabaté | | - | Quan es podrà consultar el cens de vinyes? M'agradaria saber si la nostra hi és.
"""
    )
    c1 = _ca_card("c1", "")
    c0 = _ca_card(
        "c0",
        '{% if c0.children %}<div class="zu-fr">{% for c1 in c0.children %}'
        + c1
        + "{% endfor %}</div>{% endif %}",
    )
    after = (
        '<section class="zu-opin" id="opinions"><h2 class="zu-opin-h">Què en penseu?</h2>'
        '{% get_xtdcomment_tree for article as tree %}<div class="zu-graella" style="display:grid;grid-template-columns:1fr 1fr;gap:16px">'
        "{% for c0 in tree %}" + c0 + "{% endfor %}</div></section>"
    )
    st = story(
        "El Priorat fa el cens de les vinyes velles",
        "Text: Núria Borràs",
        "2025-09-02T08:00:00+02:00",
        "2 de setembre de 2025",
        """
El Consell Comarcal del Priorat ha començat a fer el cens de les vinyes de més de seixanta anys. L'objectiu és protegir-les i ajudar els pagesos que les mantenen.

El cens es farà poble per poble i estarà enllestit abans de la verema de l'any vinent.
""",
        section="Pobles",
    )
    parts = PartsK(rail="<p><b>En xifres</b></p><p>Unes 400 hectàrees de vinya vella a la comarca.</p>")
    case = make(
        "y-xtd-ca-cards",
        "real_system",
        "zu",
        "xtd-ca",
        st,
        PartsK(),
        c,
        path="/pobles/cens-vinyes-velles-priorat.html",
        container="section#opinions: div.zu-graella, a two-column grid of div.zu-fitxa cards (p.zu-fq text first; p.zu-fw: b name · 'j/n/Y G:i'); replies in div.zu-fr inside their parent's card",
        heading="Què en penseu?",
        description="A Priorat paper of 2025: django-comments-xtd's tree server-rendered as a two-column grid of cards, the text before the name, each reply a card inside its parent's card; 5 comments (2 replies).",
        system="django-comments-xtd",
    )
    case.server = "django"
    case.html = django_html("zu", "xtd-ca", st, parts, after)
    return case


def _et_fig(var: str, inner: str) -> str:
    return (
        f'<figure class="ht-tsit" id="t{{{{ {var}.comment.id }}}}"><blockquote>{{{{ {var}.comment.comment|linebreaks }}}}</blockquote>'
        f'<figcaption>{{{{ {var}.comment.name }}}}, {{{{ {var}.comment.submit_date|date:"d.m H:i" }}}}</figcaption>{inner}</figure>'
    )


def xtd_et_figures() -> Case:
    c = thread(
        """
Tiina Mets | | - | Praam Muhu ja Saaremaa vahel peaks suvel käima sagedamini. Järjekord Virtsus oli eelmisel juulil kolm tundi.
Ants | | 0 | Kolm tundi on veel hea päev. Jaanipäeva eel ootasime viis.
Kalle Saar | | - | Sild oleks lahendus, aga selle üle räägitakse juba kolmkümmend aastat.
Merike | | - | Hea, et broneerimine muutub lihtsamaks. Vanematel inimestel oli senine süsteem keeruline.
"""
    )
    f1 = _et_fig("c1", "")
    f0 = _et_fig(
        "c0",
        '{% if c0.children %}<div class="ht-tsit-v">{% for c1 in c0.children %}'
        + f1
        + "{% endfor %}</div>{% endif %}",
    )
    after = (
        '<section class="ht-arv" id="arvamused"><h2 class="ht-arv-h">Lugejate arvamused</h2>'
        "{% get_xtdcomment_tree for article as tree %}{% for c0 in tree %}" + f0 + "{% endfor %}</section>"
    )
    st = story(
        "Suvel hakkab Virtsu ja Kuivastu vahel sõitma neljas praam",
        "Marika Tamm",
        "2025-04-02T09:00:00+03:00",
        "2. aprill 2025",
        """
Suvehooajal hakkab Virtsu ja Kuivastu vahel sõitma neljas praam. Nii väljub laev tipptundidel iga poole tunni järel.

Ka piletite broneerimine muutub lihtsamaks: koha saab valida telefonis ja muuta kuni tund enne väljumist.
""",
        section="Vallad",
    )
    parts = PartsK(rail=box("ht", "Loetuimad", links("Kihnu pulm|Uus kool|Korvpall")))
    case = make(
        "y-xtd-et-figures",
        "real_system",
        "ht",
        "xtd-et",
        st,
        PartsK(),
        c,
        path="/vallad/neljas-praam-virtsu-kuivastu.html",
        container="section#arvamused: figure.ht-tsit items (blockquote text; figcaption 'name, d.m H:i'); the reply a figure inside div.ht-tsit-v in its parent's figure",
        heading="Lugejate arvamused",
        description="An Estonian islands paper of 2025: django-comments-xtd's tree server-rendered as figures, each a blockquote of the text with the name and a date without a year in its figcaption, the reply a figure inside its parent's; 4 comments (1 reply).",
        system="django-comments-xtd",
    )
    case.server = "django"
    case.html = django_html("ht", "xtd-et", st, parts, after)
    return case


def real_cases_y() -> list[Case]:
    return [
        isso_fa_countlink(),
        isso_bg_readmore(),
        isso_nl_above(),
        isso_ko_footer(),
        waline_es_gallery(),
        waline_de_authorbox(),
        waline_ja_nextarticle(),
        waline_zh_fab(),
        xtd_ro_refs(),
        xtd_ca_cards(),
        xtd_et_figures(),
    ]

"""Blind set X: hand-built discussions, small and medium (1 to 8 comments), in varied markup: custom elements (en), a
table whose replies are tables in their parent's cell (de), one definition list of labelled fields per comment (it),
anonymous nested divs with indented replies (ja), a list of three with four more fetched by a click (ko), a thread
hidden until a button shows it (tr), a single comment in a blockquote (ar), two ``<article>`` items with ``<time
datetime>`` (nl) and a list of eight (zh) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_x_common import (
    PartsK,
    V,
    art_thread,
    box,
    ce_thread,
    dl_pairs,
    fetch_on,
    links,
    make,
    ntable_thread,
    quote_thread,
    soup_thread,
    story,
    thread,
    tree,
)
from comspider_lab.blind.model import Case


def en_ce() -> Case:
    c = thread(
        """
Rosalind Pike | Mar 3, 2025 · 9:15 pm | - | The drain at the end of Gull Drove has been blocked since Christmas. Every time it rains the lane floods and the bin lorry can't get through.
Dennis W. | Mar 3, 2025 · 10:02 pm | 0 | Same on Hythe Bank. The board says it's the county's drain, the county says it's the board's.
fenland_mick | 2 days ago | - | Forty thousand pounds for a new pump is cheap compared with what the farmers lost last winter.
Alison Greaves | 1 day ago | - | Will the parish council be told when the work starts? Last time nobody knew until the diggers arrived.
"""
    )
    block = (
        '<section class="rn" id="what-you-told-us"><h2 class="rn-h">What you told us</h2>'
        + ce_thread(c, "rn", reply="Reply")
        + '<p class="rn-rules">Posts are read by the newsroom before they appear.</p></section>'
    )
    st = story(
        "Drainage board agrees new pump for Gull Drove",
        "By Harriet Cole",
        "2025-03-03T07:00:00+00:00",
        "3 March 2025",
        """
The internal drainage board has agreed to buy a new pump for the Gull Drove station after flooding closed the lane four times this winter.

The £40,000 pump should be in place before the autumn. The board says the old one, installed in 1987, can no longer be repaired.
""",
        section="Villages",
    )
    return make(
        "x-en-custom-elements",
        "discussion",
        "yp",
        "en-ce",
        st,
        PartsK(
            after=block,
            rail=box("yp", "Most read", links("Sugar beet campaign|New bus to Wisbech|Skating on the wash")),
        ),
        c,
        path="/villages/gull-drove-new-pump",
        container="section#what-you-told-us: <rn-notes> of <rn-note> custom elements (no script: <rn-by> name, <rn-at> 'Mar 3, 2025 · 9:15 pm' / '2 days ago', <rn-body> paragraphs, a 'Reply' link); the reply in <rn-replies> inside its parent",
        heading="What you told us",
        description="An English fen paper of 2025: 4 comments (1 reply) as custom elements in the light DOM, no script, under 'What you told us'.",
    )


def de_ntable() -> Case:
    c = thread(
        """
Heinz-Josef Schmitz | 03.03.2025, 09:15 Uhr | - | Die Rurtalbahn fährt samstags jetzt nur noch alle zwei Stunden. Wer in Heimbach arbeitet, kommt nicht mehr pünktlich an.
Gisela M. | 03.03.2025, 10:40 Uhr | 0 | Das betrifft auch die Schüler mit Samstagsunterricht in Düren. Hat das jemand bedacht?
Ralf Kremer | 03.03.2025, 12:05 Uhr | - | Der Zweckverband muss sparen, die Züge am Samstagmorgen sind fast leer. Ich verstehe die Entscheidung.
Monika aus Nideggen | 03.03.2025, 14:30 Uhr | 2 | Leer sind sie, weil der Takt seit Jahren unzuverlässig ist. Das ist eine Spirale.
Thomas B. | 04.03.2025, 07:50 Uhr | - | Im Sommer mit den Wanderern sieht das ganz anders aus. Hoffentlich wird das dann wieder geändert.
"""
    )
    block = (
        '<div class="tq" id="ihre-meinung"><h3 class="tq-h">Ihre Meinung</h3>'
        + ntable_thread(c, "tq", reply="Antworten")
        + "</div>"
    )
    st = story(
        "Rurtalbahn dünnt Samstagsfahrplan aus",
        "Von Bernd Küpper",
        "2025-03-02T18:00:00+01:00",
        "02.03.2025",
        """
Ab dem 1. April fährt die Rurtalbahn zwischen Düren und Heimbach samstags nur noch im Zweistundentakt. Der Zweckverband begründet das mit geringer Nachfrage.

In den Sommerferien soll wieder stündlich gefahren werden. Die Fahrgastverbände kritisieren die Entscheidung.
""",
        section="Orte",
    )
    return make(
        "x-de-nested-table",
        "discussion",
        "wm",
        "de-ntable",
        st,
        PartsK(
            after=block, rail=box("wm", "Meistgelesen", links("Narzissenblüte|Neuer Bäcker|Talsperre voll"))
        ),
        c,
        path="/orte/rurtalbahn-samstag-zweistundentakt",
        container="div#ihre-meinung: table.tq-tbl, a row a top comment (td.tq-who: b name, br, span.tq-dt '03.03.2025, 09:15 Uhr'; td.tq-txt: p text, 'Antworten'); each reply a table.tq-tbl inside its parent's td.tq-txt",
        heading="Ihre Meinung",
        description="A German Eifel paper of 2025: 5 comments (2 replies) in a table, each reply a table inside its parent's text cell; full dates with 'Uhr'.",
    )


def it_dl() -> Case:
    c = thread(
        """
Graziella Bertolini | 14/02/2025 18:40 | - | Il mulino di Bagnone era già chiuso quando ero bambina. Bello che torni a macinare, anche solo per le scuole.
Aldo | 14/02/2025 21:10 | - | La farina di castagne della Lunigiana merita un mulino vero, non quelle macchine elettriche.
Sara P. | 15/02/2025 08:05 | - | Sapete se sarà aperto anche la domenica? Vorremmo portarci i bambini.
"""
    )
    block = (
        '<section class="vd" id="interventi"><h3 class="vd-h">Interventi dei lettori</h3>'
        + dl_pairs(c, "vd", ("Autore", "Inviato", "Testo"))
        + "</section>"
    )
    st = story(
        "Il mulino ad acqua di Bagnone torna a macinare castagne",
        "di Chiara Ferrari",
        "2025-02-14T12:00:00+01:00",
        "14 febbraio 2025",
        """
Dopo cinquant'anni di silenzio, il mulino ad acqua sul torrente Bagnone torna in funzione. Lo ha restaurato un'associazione di volontari con un contributo della Regione.

Il mulino macinerà farina di castagne e sarà aperto alle scuole e ai visitatori su prenotazione.
""",
        section="Borghi",
    )
    return make(
        "x-it-dl-pairs",
        "discussion",
        "qv",
        "it-dl",
        st,
        PartsK(
            after=block,
            rail=box("qv", "I più letti", links("Sagra della torta d'erbi|Frana a Zeri|Calcio dilettanti")),
        ),
        c,
        path="/borghi/bagnone-mulino-ad-acqua",
        container="section#interventi: div.vd-recs of dl.vd-rec, one per comment (dt 'Autore' / dd.vd-n name, dt 'Inviato' / dd.vd-d '14/02/2025 18:40', dt 'Testo' / dd.vd-t text), flat",
        heading="Interventi dei lettori",
        description="An Italian paper of 2025: 3 comments, flat, each a definition list of labelled fields (Autore, Inviato, Testo).",
    )


def ja_soup() -> Case:
    c = thread(
        """
北上の主婦 | 2025/03/03 09:15 | - | 駅前の図書館が移転すると、高校生の勉強場所がなくなってしまいます。新しい場所にも自習室を作ってほしいです。
佐々木 | 2025/03/03 10:02 | 0 | 計画では自習室は四十席あるそうです。今より増えますよ。
北上の主婦 | 2025/03/03 12:30 | 1 | そうなんですね、安心しました。ありがとうございます。
元教員 | 2025/03/03 20:45 | - | 郷土資料の部屋も残してほしい。古い町の写真は貴重です。
たけし | 2025/03/04 07:10 | - | 駐車場が広くなるのはありがたい。今は土日に停められません。
図書館好き | 2025/03/04 08:30 | - | 開館時間を夜九時まで延ばしてくれたら、仕事帰りに寄れるのですが。
"""
    )
    block = (
        '<div id="goiken"><h3>ご意見</h3><div>'
        + soup_thread(c, reply="返信")
        + '</div><div><a href="#form">ご意見を書く</a></div></div>'
    )
    st = story(
        "市立図書館、川沿いの旧倉庫へ移転へ",
        "社会部 村上陽子",
        "2025-03-02T17:00:00+09:00",
        "2025年3月2日",
        """
市は駅前の市立図書館を、北上川沿いの旧倉庫を改修して移転する計画を発表した。開館は2027年春の予定。

新しい図書館は延べ床面積が現在の約二倍になり、自習室や子ども向けの読み聞かせ室を設ける。
""",
        section="地域",
    )
    return make(
        "x-ja-nested-divs",
        "discussion",
        "yp",
        "ja-soup",
        st,
        PartsK(
            after=block, rail=box("yp", "よく読まれている記事", links("桜の開花予想|新しい道の駅|高校野球"))
        ),
        c,
        path="/chiiki/toshokan-iten-kyu-soko",
        container="div#goiken: anonymous nested divs, no class (div > div: b name, small '2025/03/03 09:15'; div text; a '返信'); replies in a div indented by an inline margin inside their parent's div, two levels",
        heading="ご意見",
        description="A Japanese regional paper of 2025: 6 comments (2 replies, one to a reply) in anonymous nested divs without any class, replies indented by an inline margin.",
    )


def ko_more() -> Case:
    c = thread(
        """
김영희 | 2025.03.03 09:15 | - | 진주성 야간 개방 정말 반갑네요. 퇴근하고 산책하기 좋겠어요.
박준호 | 2025.03.03 10:20 | 0 | 주차가 문제예요. 주말에는 지금도 자리가 없습니다.
남강 산책러 | 2025.03.03 13:45 | - | 조명이 너무 밝으면 강 풍경이 망가질 것 같아 걱정입니다.
이수진 | 어제 21:10 | - | 아이들과 함께 가 보려고 해요. 해설 프로그램도 있으면 좋겠어요.
최씨 | 5시간 전 | 3 | 문화관광과에 문의하니 토요일마다 해설사가 있다고 합니다.
정민 | 3시간 전 | - | 입장료가 계속 무료였으면 합니다.
진주 토박이 | 1시간 전 | - | 유등축제 때처럼 붐비지만 않으면 좋겠네요.
"""
    )
    v = V("dh-{}", list="ul", item="li", replies="ul")
    first = tree(c, v, reply="답글", roots=[0, 2], idp="dh-")
    more = tree(c, v, reply="답글", roots=[3, 5, 6], idp="dh-m")
    block = (
        '<section class="dh" id="hanmadi"><h3 class="dh-h">독자 한마디 (7)</h3>'
        + first
        + '<div id="dh-more-mount"></div><button type="button" class="dh-more" id="dh-more">한마디 더보기 (4)</button></section>'
    )
    st = story(
        "진주성, 4월부터 밤 10시까지 개방",
        "이정훈 기자",
        "2025-03-02T15:00:00+09:00",
        "2025.03.02 15:00",
        """
진주시는 4월부터 진주성을 밤 10시까지 개방한다고 밝혔다. 성곽을 따라 조명을 새로 설치하고 야간 안내원을 배치한다.

입장료는 지금처럼 무료다. 시는 관광객이 늘어날 것에 대비해 임시 주차장을 마련할 계획이다.
""",
        section="지역",
    )
    return make(
        "x-ko-click-more",
        "revealed",
        "wm",
        "ko-more",
        st,
        PartsK(
            after=block,
            rail=box("wm", "많이 본 뉴스", links("남강 유등|새 시내버스 노선|야구 개막")),
            end=fetch_on("click:#dh-more", "/_frag/jinju-more.html", "#dh-more-mount"),
            files={"/_frag/jinju-more.html": more},
        ),
        c,
        path="/jiyeok/jinjuseong-yagan-gaebang",
        reveal="click: 3 comments (the first with its reply) are served; '한마디 더보기 (4)' fetches the other 4 (an HTML fragment) below them",
        container="section#hanmadi: ul.dh-list of li.dh-item (div.dh-meta: b.dh-name, span.dh-time '2025.03.03 09:15' / '어제 21:10' / '5시간 전'; div.dh-text; '답글'); replies in ul.dh-replies; the fetched rest in div#dh-more-mount",
        heading="독자 한마디 (7)",
        description="A Korean regional paper of 2025: 7 comments (2 replies); 3 served with the page, 4 more only after the button '한마디 더보기 (4)' fetches them.",
        static=False,
        check_steps=("click:#dh-more", "wait:800"),
    )


def tr_toggle() -> Case:
    c = thread(
        """
Hatice Yılmaz | 3 Mart 2025 09:15 | - | Ayvalık'ta dalgakıran yapılacağını yıllardır duyuyoruz. İnşallah bu sefer gerçek olur.
Mehmet Ali | 3 Mart 2025 11:40 | - | Balıkçı barınağı büyürse teknelerimiz kışın güvende olur. Geçen fırtınada iki tekne battı.
Kaptan Necati | 3 Mart 2025 13:05 | 1 | Aynen öyle, biz de Cunda'ya sığınmak zorunda kaldık.
Elif | 4 Mart 2025 08:20 | - | Sahildeki yürüyüş yolu ne olacak, o kısım kapanacak mı?
"""
    )
    v = V("ok-{}", item="article")
    block = (
        '<div class="ok" id="okur-sesi"><h3 class="ok-h">Okurların sesi</h3>'
        '<button type="button" class="ok-ac" id="ok-ac">Okur görüşlerini göster (4)</button>'
        '<div class="ok-kutu" id="ok-kutu" style="display:none">'
        + tree(c, v, reply="Yanıtla", votes="👍 {u}", seed="tr-x", idp="ok-")
        + "</div></div>"
    )
    script = """<script>
document.getElementById('ok-ac').addEventListener('click', function () {
  document.getElementById('ok-kutu').style.display = 'block';
  this.remove();
});
</script>"""
    st = story(
        "Ayvalık balıkçı barınağına yeni dalgakıran",
        "Deniz Aksoy",
        "2025-03-02T16:00:00+03:00",
        "2 Mart 2025",
        """
Ayvalık balıkçı barınağına 240 metrelik yeni bir dalgakıran yapılacak. İhale önümüzdeki ay yapılacak, çalışmaların bir yıl sürmesi bekleniyor.

Barınakta şu anda 120 tekne bağlanabiliyor. Yeni dalgakıranla bu sayı 180'e çıkacak.
""",
        section="Yerel",
    )
    return make(
        "x-tr-hidden-toggle",
        "revealed",
        "qv",
        "tr-toggle",
        st,
        PartsK(
            after=block,
            rail=box("qv", "Çok okunanlar", links("Zeytin hasadı|Cunda köprüsü|Voleybol")),
            end=script,
        ),
        c,
        path="/yerel/ayvalik-balikci-barinagi-dalgakiran",
        reveal="click: 'Okur görüşlerini göster (4)' shows a div hidden by an inline display:none (the thread is in the served HTML)",
        container="div#okur-sesi > div#ok-kutu[style=display:none]: div.ok-list of article.ok-item (div.ok-meta: b.ok-name, span.ok-time '3 Mart 2025 09:15'; div.ok-text; '👍 n', 'Yanıtla'); the reply in div.ok-replies",
        heading="Okurların sesi",
        description="A Turkish coast paper of 2025: 4 comments (1 reply) in the served HTML but hidden (display:none) until the button 'Okur görüşlerini göster (4)'.",
        check_steps=("click:#ok-ac", "wait:300"),
    )


def ar_single() -> Case:
    c = thread(
        """
أم سالم | قبل ساعتين | - | الحمد لله أن البئر عادت للعمل. كنا نشتري الماء من الصهاريج طوال الصيف الماضي بأسعار مرتفعة.
"""
    )
    block = (
        '<section class="ry" id="ray-qari"><h3 class="ry-h">رأي قارئ</h3>'
        + quote_thread(c, "ry")
        + "</section>"
    )
    st = story(
        "إعادة تشغيل بئر القرية الشمالية بعد صيانتها",
        "كتب: يوسف العمري",
        "2025-03-03T10:00:00+04:00",
        "٣ مارس ٢٠٢٥",
        """
أعادت البلدية تشغيل بئر القرية الشمالية بعد توقفها أربعة أشهر بسبب عطل في المضخة. وتزود البئر أكثر من مئتي منزل بالماء.

وقالت البلدية إنها ستركب مضخة احتياطية قبل الصيف المقبل.
""",
        section="محليات",
    )
    return make(
        "x-ar-single-quote",
        "discussion",
        "yp",
        "ar-single",
        st,
        PartsK(after=block, rail=box("yp", "الأكثر قراءة", links("موسم التمور|مدرسة جديدة|دوري القرى"))),
        c,
        path="/mahalliyat/bir-alqarya-alshamaliya",
        container="section#ray-qari: a blockquote.ry-q (p text; footer.ry-f: '— ', cite name, span.ry-t 'قبل ساعتين')",
        heading="رأي قارئ",
        description="An Arabic oasis paper of 2025: a single comment as a blockquote with the name in a <cite> in its footer, 'قبل ساعتين', under 'رأي قارئ'.",
    )


def nl_two() -> Case:
    c = thread(
        """
Gerrit Jan Hendriks | 3 maart 2025 om 09:15 | - | Eindelijk een fietspad langs de Elspeterweg. Mijn dochter fietst daar elke dag naar school tussen de vrachtwagens.
Wilma | 3 maart 2025 om 11:02 | - | Mooi plan, maar ik hoop dat de oude eiken blijven staan. Die horen bij de weg.
"""
    )
    isos = ["2025-03-03T09:15:00+01:00", "2025-03-03T11:02:00+01:00"]
    block = (
        '<section class="lr" id="lezers-reageren"><h2 class="lr-h">Lezers reageren</h2>'
        + art_thread(c, "lr", isos, reply="Reageer")
        + "</section>"
    )
    st = story(
        "Vrijliggend fietspad langs de Elspeterweg in 2026",
        "Door Marieke de Boer",
        "2025-03-02T19:00:00+01:00",
        "2 maart 2025",
        """
De gemeente legt in 2026 een vrijliggend fietspad aan langs de Elspeterweg. Nu fietsen scholieren op een smalle strook naast het verkeer.

De provincie betaalt de helft van de kosten. Volgens de gemeente hoeven er geen bomen gekapt te worden.
""",
        section="Dorpen",
    )
    return make(
        "x-nl-two-articles",
        "discussion",
        "wm",
        "nl-two",
        st,
        PartsK(after=block, rail=box("wm", "Meest gelezen", links("Heidebloei|Nieuwe huisarts|Korfbal"))),
        c,
        path="/dorpen/fietspad-elspeterweg-2026",
        container="section#lezers-reageren: article.lr-post items (header.lr-hd: span.lr-au name, <time datetime> '3 maart 2025 om 09:15'; div.lr-bd text; footer.lr-ft 'Reageer'), flat",
        heading="Lezers reageren",
        description="A Veluwe paper of 2025: 2 comments, flat, each an <article> with a header holding the name and a <time datetime>.",
    )


def zh_eight() -> Case:
    c = thread(
        """
江边老李 | 2025-03-03 09:15 | - | 老码头改成公园是好事，但希望保留那台老吊车，那是我们这代人的记忆。
小周 | 2025-03-03 09:40 | 0 | 规划图上吊车是保留的，放在广场中间。
江边老李 | 2025-03-03 10:05 | 1 | 那太好了，谢谢告知。
跑步的阿芳 | 2025-03-03 12:30 | - | 沿江步道能不能一直连到大桥？现在跑到一半就断了。
王师傅 | 2025-03-03 18:20 | - | 施工期间渡口还开不开？我每天坐渡船上班。
编辑部小林 | 2025-03-03 19:00 | 4 | 据区交通局答复，渡口施工期间照常运营，只是候船点临时移到北侧。
晨练大爷 | 2025-03-04 06:45 | - | 希望公园晚上有灯，早上和晚上锻炼的人很多。
一个老读者 | 2025-03-04 08:10 | - | 这么好的地方，别又变成停车场就行。
"""
    )
    v = V("sy-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="sy" id="duzhe-shuo"><h3 class="sy-h">读者说（8）</h3>'
        + tree(c, v, reply="回复", votes="赞 {u}", seed="zh-x", idp="sy-", avatar=True)
        + "</section>"
    )
    st = story(
        "老码头将改造为滨江公园",
        "本报记者 陈静",
        "2025-03-02T16:00:00+08:00",
        "2025年3月2日 16:00",
        """
区政府日前公布老码头改造方案，占地约六公顷的旧货运码头将改造为滨江公园，预计明年底建成。

方案保留码头的老吊车和部分仓库，仓库将改为展览和社区活动空间。沿江步道也将贯通。
""",
        section="本地",
    )
    return make(
        "x-zh-eight",
        "discussion",
        "qv",
        "zh-eight",
        st,
        PartsK(after=block, rail=box("qv", "热门文章", links("油菜花节|新地铁线|篮球联赛"))),
        c,
        path="/bendi/lao-matou-binjiang-gongyuan",
        container="section#duzhe-shuo: ul.sy-list of li.sy-item (div.sy-meta: span.sy-av initial, b.sy-name, span.sy-time '2025-03-03 09:15'; div.sy-text; '赞 n', '回复'); replies in ul.sy-replies, two levels",
        heading="读者说（8）",
        description="A Chinese city paper of 2025: 8 comments (3 replies, one to a reply; one from the newsroom, '编辑部小林') with avatar initials, votes and full times.",
    )


def threads_x() -> list[Case]:
    return [
        en_ce(),
        de_ntable(),
        it_dl(),
        ja_soup(),
        ko_more(),
        tr_toggle(),
        ar_single(),
        nl_two(),
        zh_eight(),
    ]

"""Blind set CV: six readers' discussions kept by the harness's real comment systems (Isso, Waline) on news sites and
magazines of 2019-2026, each revealed a different way: an icon with a count opening a drawer (ja, Waline), a tab
beside 'related articles' (ko, Isso), a collapsed <details> (uk, Isso), a link to a separate discussion page (hu,
Isso), lazy loading after a long scroll (vi, Waline), a button filling a cross-origin iframe (bg, Isso). Written for
this set; every name, place and text invented. Isso and Waline keep replies one level deep; their interface is in the
page's language."""

from __future__ import annotations

from comspider_lab.blind.cases_cv_common import (
    ISSO_ALL,
    WALINE_CSS,
    Bits,
    Case,
    Piece,
    case,
    isso_embed,
    talk,
    waline_embed,
)

_MOUNT_ONCE = "var done=false;function once(){if(done)return;done=true;"


def ja_waline_drawer() -> Case:
    comments = talk("""
港北の母 :: 子どもが毎朝このバスで高校に通っています。廃止されたら自転車で片道40分、冬の坂道を思うと本当に心配です。
  まさやん :: うちも同じです。朝の1本だけでも残してほしいと署名を集めているそうですよ。市役所の1階に用紙がありました。
タクシー運転手 :: 運転手不足はどこも深刻です。うちの会社も募集をかけて半年、応募はゼロ。バス会社だけを責めるのは酷だと思う。
さくらい :: 記事にあるデマンド交通、隣町で使っていますが前日までの予約制なので急な通院には使えません。そこも書いてほしかった。
  週刊みなと春秋 編集部 :: ご指摘ありがとうございます。予約の条件については来週号で詳しくお伝えする予定です。
元町在住 :: 高齢の両親が住んでいるので他人事ではない。免許返納を勧めた矢先にこれです。
K.Y :: 2019年にも同じ話があって、その時は市が補助金を出して残したはず。今回はなぜ補助できないのか、市の説明がほしい。
  港北の母 :: 補助の額が倍になったので議会が認めなかったと聞きました。でも住民には何の説明会もありません。
""")
    path = "/shakai/2024/11/28/kohoku-sen-bus-haishi"
    button = (
        '<div class="mz-tools"><button type="button" id="mz-voice" class="mz-voice" aria-label="みんなの声を読む">'
        '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M2 3h16v10H8l-4 4v-4H2z" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
        "<span>8</span></button>"
        '<button type="button" class="mz-save" aria-label="あとで読む">🔖</button></div>'
    )
    drawer = (
        WALINE_CSS + '<div class="mz-shade" id="mz-shade" hidden></div>'
        '<aside class="mz-drawer" id="mz-drawer" aria-hidden="true"><div class="mz-drawer-top">'
        '<h2>みんなの声</h2><button type="button" id="mz-close" aria-label="閉じる">×</button></div>'
        '<p class="mz-rule">投稿は編集部の確認後に掲載されます。誹謗中傷はお控えください。</p><div id="mz-wl"></div></aside>'
        + waline_embed("'#mz-wl'", path, "jp")
        + "<script>(function(){var d=document.getElementById('mz-drawer'),s=document.getElementById('mz-shade');"
        + _MOUNT_ONCE
        + "mountWaline();}"
        "document.getElementById('mz-voice').onclick=function(){d.classList.add('open');d.setAttribute('aria-hidden','false');s.hidden=false;once();};"
        "function shut(){d.classList.remove('open');d.setAttribute('aria-hidden','true');s.hidden=true;}"
        "document.getElementById('mz-close').onclick=shut;s.onclick=shut;})();</script>"
    )
    style = (
        ".mz-tools{display:flex;gap:10px;margin:16px 0}.mz-voice{display:flex;gap:6px;align-items:center;border:1px solid #a4262c;color:#a4262c;background:#fff;border-radius:18px;padding:4px 12px}"
        ".mz-drawer{position:fixed;top:0;right:0;bottom:0;width:420px;max-width:100%;background:#fff;z-index:60;box-shadow:-4px 0 20px rgba(0,0,0,.2);overflow:auto;padding:16px;transform:translateX(105%);transition:transform .25s}"
        ".mz-drawer.open{transform:none}.mz-drawer-top{display:flex;justify-content:space-between}.mz-shade{position:fixed;inset:0;background:rgba(0,0,0,.35);z-index:55}.mz-rule{font-size:12px;color:#777}"
    )
    piece = Piece(
        "港北線バス、来春で廃止へ 運転手不足で路線維持できず",
        "文・写真 森田 千夏",
        "2024-11-28T06:00:00+09:00",
        "2024年11月28日 6:00",
        """
みなと交通は27日、港北地区と駅前を結ぶ路線バス「港北線」を来年3月末で廃止すると発表した。運転手の確保が難しくなり、現在の1日14往復を維持できないという。

港北線は1972年に運行を始めた。沿線には高校二つと市民病院があり、2023年度の利用者は1日平均約600人だった。

市は代わりに、予約制の乗り合いタクシー「デマンド交通」を港北地区に導入する方針を示した。ただ、予約は前日の午後5時までに電話で行う必要がある。

みなと交通の担当者は「苦渋の決断だ。運転手の募集は続けており、状況が変われば再開も検討したい」と話している。

沿線の自治会は来月、存続を求める署名を市長に提出する予定だ。
""",
        dek="沿線には高校と市民病院。市は予約制の乗り合いタクシーで代替する方針だ。",
        section="社会",
        tags=("路線バス", "港北地区", "地域交通"),
        caption="港北線の終点「港北団地」バス停(27日)",
    )
    return case(
        "cv-ja-waline-drawer",
        "discussion",
        "ja-shunju",
        piece,
        Bits(
            inside=button,
            tail=drawer,
            style=style,
            skeleton="narrow",
            paywall=False,
            related=(
                "市民病院、夜間救急を縮小",
                "高校生の通学費、市が一部補助へ",
                "駅前再開発、第2期工事が着工",
            ),
            most_read=(
                "港北線バス、来春で廃止へ | 12,480 PV",
                "魚市場の朝食堂が閉店 | 8,932 PV",
                "連載・港の灯台守 第4回 | 5,201 PV",
                "市長選、3氏が立候補へ | 4,777 PV",
            ),
        ),
        comments,
        path=path,
        system="waline",
        reveal="an icon button (a speech bubble and '8') under the article opens a drawer from the right and mounts Waline in it on first open",
        container="aside#mz-drawer (off screen until opened, at the end of <body>): h2 'みんなの声', div#mz-wl (Waline's client)",
        heading="みんなの声",
        description="A Japanese weekly's website of 2024: an article on a bus line's closure; a speech-bubble icon with the count 8 beside a bookmark icon opens a drawer that mounts Waline with 8 readers' posts (the editors answering once); a cookie box, most read with page views, a newsletter box, related teasers. Most awkward: the only hint is an icon with a number; the drawer sits after the footer, outside the article.",
        lookalikes=("most read with view counts",),
        check_steps=("click:#mz-voice", "wait:3500"),
    )


def ko_isso_tab() -> Case:
    comments = talk("""
바다사랑 :: 섬 주민 입장에서는 뱃삯 2천 원 오르는 게 작은 돈이 아닙니다. 병원 가려면 왕복해야 하는데 한 달에 네 번이면 만 6천 원이에요.
  육지사람 :: 그래도 선사가 적자라서 운항을 줄인다는데, 요금을 안 올리면 배가 아예 없어질 수도 있지 않나요?
김정숙 :: 주민 할인은 그대로라고 기사에 나와 있네요. 관광객 요금만 오르는 거면 이해합니다.
  바다사랑 :: 주민 할인은 신분증 주소가 섬으로 되어 있어야 받을 수 있어요. 직장 때문에 주소를 옮긴 자식들은 못 받습니다.
정우 :: 작년 태풍 때 결항이 열흘 넘게 이어졌는데 그때 보상은 하나도 없었죠. 요금 얘기 전에 그것부터 해결해야 합니다.
섬마을 선생 :: 학생들 통학선은 무료로 유지된다니 다행입니다. 학부모들 걱정이 많았거든요.
남해 토박이 :: 군에서 지원금을 조금 더 내면 되는 일인데, 매번 주민한테 부담을 넘기네요.
""")
    path = "/region/2025/03/14/20250314000127"
    rel = "".join(
        f'<li><a href="/region/2025/03/{i}">{t}</a><span>{d}</span></li>'
        for i, (t, d) in enumerate(
            (
                ("연안여객선 준공영제, 내년 두 개 항로로 확대", "2025.03.02"),
                ("섬 주민 여객선 운임 1천 원 정책, 올해도 유지", "2025.02.18"),
                ("해빛항 여객터미널 리모델링 마무리", "2025.01.30"),
                ("태풍 피해 선착장 복구, 아직 절반도 안 돼", "2024.12.11"),
            )
        )
    )
    block = (
        '<section class="hb-more"><div class="hb-tabs" role="tablist">'
        '<button type="button" role="tab" id="hb-t1" aria-selected="true" class="on">관련 기사</button>'
        '<button type="button" role="tab" id="hb-t2" aria-selected="false">독자 의견 <em>7</em></button></div>'
        f'<div class="hb-panel" id="hb-p1" role="tabpanel"><ul class="hb-rel">{rel}</ul></div>'
        '<div class="hb-panel" id="hb-p2" role="tabpanel" hidden>'
        '<p class="hb-note">로그인 없이 참여할 수 있습니다. 욕설과 비방은 예고 없이 삭제됩니다.</p>'
        + isso_embed("ko", load="later", extra=ISSO_ALL)
        + "</div></section>"
        "<script>(function(){var t1=document.getElementById('hb-t1'),t2=document.getElementById('hb-t2'),"
        "p1=document.getElementById('hb-p1'),p2=document.getElementById('hb-p2');"
        "function pick(k){p1.hidden=k!==1;p2.hidden=k!==2;t1.className=k===1?'on':'';t2.className=k===2?'on':'';"
        "t1.setAttribute('aria-selected',k===1);t2.setAttribute('aria-selected',k===2);if(k===2)loadIsso();}"
        "t1.onclick=function(){pick(1)};t2.onclick=function(){pick(2)};})();</script>"
    )
    style = (
        ".hb-more{margin:30px 0}.hb-tabs{display:flex;border-bottom:2px solid #0b5394}.hb-tabs button{border:0;background:#eef3f8;padding:8px 18px;font-size:15px;margin-right:4px}"
        ".hb-tabs button.on{background:#0b5394;color:#fff}.hb-tabs em{font-style:normal;font-weight:700}.hb-rel{list-style:none;padding:0}.hb-rel li{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}"
        ".hb-rel span{color:#999;font-size:13px}.hb-note{font-size:12px;color:#888}"
    )
    piece = Piece(
        "해빛∼동백섬 여객선 요금 4월부터 2천 원 인상",
        "김도윤 기자",
        "2025-03-14T09:12:00+09:00",
        "입력 2025.03.14 09:12",
        """
해빛항과 동백섬을 오가는 여객선 요금이 다음 달 1일부터 성인 기준 편도 8천5백 원에서 1만5백 원으로 오른다. 선사인 남해해운은 유류비와 인건비 상승으로 지난해에만 4억 원의 적자를 봤다고 밝혔다.

섬 주민 할인 요금은 현행 1천 원이 유지된다. 다만 할인을 받으려면 주민등록상 주소가 동백섬에 있어야 한다.

학생 통학선은 군이 비용을 전액 부담해 계속 무료로 운항한다. 군 관계자는 "운항 횟수를 줄이지 않는 것을 조건으로 인상을 승인했다"고 말했다.

동백섬 이장협의회는 다음 주 군청을 찾아 인상 철회를 요구할 계획이다.
""",
        dek='주민 할인 요금은 유지… 선사 "지난해 적자 4억 원"',
        section="지역",
        tags=("동백섬", "여객선", "운임"),
        caption="해빛항 여객터미널에서 승객들이 배에 오르고 있다.",
    )
    return case(
        "cv-ko-isso-tab",
        "discussion",
        "ko-haebit",
        piece,
        Bits(
            after=block,
            style=style,
            ticker=("09:40 | 해빛시, 벚꽃축제 교통 통제 안내", "09:05 | 남해안 풍랑주의보 해제"),
            most_read=(
                "여객선 요금 2천 원 인상 | 조회 9,812",
                "동백섬 등대길 새 단장 | 조회 6,430",
                "시청 앞 주차장 유료화 | 조회 5,077",
                "고교 야구, 해빛고 8강 | 조회 3,215",
            ),
        ),
        comments,
        path=path,
        system="isso",
        reveal="tab: '독자 의견 7' beside the chosen '관련 기사' tab (a list of four related articles with dates); choosing it shows its panel and loads Isso",
        container="section.hb-more: tabs, div#hb-p2 (hidden until its tab is chosen) with Isso's section#isso-thread",
        heading="독자 의견",
        description="A Korean regional daily of 2025: an article on a ferry fare rise; under it two tabs, the shown '관련 기사' with four dated related articles, and '독자 의견 7' that loads Isso with 7 readers' posts (two answers); a live ticker, most read with view counts, a newsletter box, a cookie box. Most awkward: before the click the tab box holds only a dated list of articles; the count is in an <em> inside the tab.",
        lookalikes=("related articles with dates", "most read with view counts"),
        check_steps=("click:#hb-t2", "wait:3000"),
    )


def uk_isso_details() -> Case:
    comments = talk("""
Олена Ковальчук :: Трамвай №3 — єдиний нормальний спосіб дістатися з Лісового масиву до лікарні. Три місяці без нього — це катастрофа для пенсіонерів.
  Андрій М. :: Обіцяють автобуси-замінники кожні 8 хвилин. Побачимо, як воно буде насправді, бо на папері завжди гарно.
  Олена Ковальчук :: На папері — так. Минулого літа на Набережній теж обіцяли, а чекали по пів години.
Тарас :: Нарешті! Колія там у такому стані, що вагон гойдає, як човен. Краще потерпіти осінь, ніж їздити так ще десять років.
Ірина з Садової :: А чому роботи почали у вересні, коли діти пішли до школи? Чому не в липні?
  Правобережний кур'єр :: Ми поставили це питання міськраді. У департаменті пояснили, що підрядника обрали лише в серпні через повторний тендер.
Віктор Петрович :: Цікаво, скільки коштує цей ремонт і хто підрядник. Суму в статті не вказано.
Марта :: Головне, щоб нові зупинки зробили з пандусами. Із візочком зараз неможливо сісти у старий вагон.
Сергій Д. :: Живу біля депо, буду рахувати дні. Дякую за схему об'їзду, роздрукував сусідам.
""")
    path = "/misto/2024-09-03/tramvaj-3-zupynyayut-na-try-misyaci-remont-kolii"
    block = (
        '<details class="pk-talk" id="pk-talk"><summary>Обговорення <span>9</span></summary>'
        '<p class="pk-hint">Будьте ввічливими. Повідомлення з образами модератор видаляє.</p>'
        + isso_embed("uk", load="later", extra=ISSO_ALL)
        + "</details>"
        "<script>document.getElementById('pk-talk').addEventListener('toggle',function(){if(this.open)loadIsso();});</script>"
    )
    style = (
        ".pk-talk{margin:28px 0;border:1px solid #c9d6e8;border-radius:6px;padding:0 16px}.pk-talk summary{cursor:pointer;padding:12px 0;font-weight:700;font-size:18px}"
        ".pk-talk summary span{background:#1f5fa8;color:#fff;border-radius:10px;padding:0 8px;font-size:13px;margin-left:6px}.pk-hint{font-size:12px;color:#777}"
    )
    piece = Piece(
        "Трамвай №3 зупиняють на три місяці: ремонт колії від депо до Лісового масиву",
        "Наталія Гончаренко",
        "2024-09-03T11:20:00+03:00",
        "3 вересня 2024, 11:20",
        """
З 9 вересня трамвай №3 не курсуватиме між депо та Лісовим масивом. Міська рада розпочинає капітальний ремонт колії завдовжки 4,2 кілометра, роботи мають завершити до 10 грудня.

Замість трамвая на маршрут вийдуть автобуси. За словами департаменту транспорту, інтервал руху становитиме 8 хвилин у години пік і 12 хвилин удень.

Під час ремонту облаштують сім нових зупинок із пандусами та навісами. Старі шпали замінять на бетонні, а рейки укладуть на гумові прокладки, щоб зменшити шум.

Схему об'їзду та розклад автобусів-замінників публікуємо нижче.
""",
        dek="Замість трамвая курсуватимуть автобуси. Роботи мають завершити до 10 грудня.",
        section="Місто",
        tags=("транспорт", "ремонт", "Лісовий масив"),
        caption="Трамвай №3 на зупинці «Депо». Фото: Наталія Гончаренко",
    )
    return case(
        "cv-uk-isso-details",
        "discussion",
        "uk-pravoberezh",
        piece,
        Bits(
            after=block,
            style=style,
            banner=True,
            ticker=("11:05 | Повітряну тривогу скасовано", "10:48 | На Набережній відновили подачу води"),
            related=(
                "Нові автобуси для маршрутів №12 і №17",
                "Міст через Рось відкриють у жовтні",
                "Ціни на проїзд не змінюватимуть до кінця року",
            ),
            most_read=(
                "Трамвай №3 зупиняють на три місяці | 7 412",
                "Де купити дрова на зиму: ціни | 5 903",
                "Графік відключень світла на тиждень | 5 610",
            ),
        ),
        comments,
        path=path,
        system="isso",
        reveal="a collapsed <details> 'Обговорення 9' under the article; opening it loads Isso inside",
        container="details#pk-talk: summary 'Обговорення 9', Isso's section#isso-thread",
        heading="Обговорення",
        description="A Ukrainian city news site of 2024: an article on a tram line's repair; a closed <details> 'Обговорення 9' under it loads Isso with 9 readers' posts (the site answering once, a reader twice) when opened; a live ticker, most read with counts, a newsletter box, related teasers, a cookie box. Most awkward: everything is inside a closed <details> until it is opened; one reader's two posts in the same thread.",
        lookalikes=("most read with counts", "live ticker"),
        check_steps=("click:#pk-talk summary", "wait:3000"),
    )


def hu_isso_page() -> Case:
    comments = talk("""
Szabó Gáborné :: Negyven éve lakunk a gát mellett, ilyen magas vizet még nem láttam. A homokzsákokat a szomszédokkal együtt pakoltuk hajnalig.
  Kiss Péter :: Köszönet nektek! Mi a csónakházból jöttünk segíteni, estére már a tűzoltók is ott voltak.
tiszai_horgász :: A gát ezen a szakaszon 2013 óta nem volt felújítva, pedig többször is szóltunk a vízügynek. Most bezzeg mindenki meglepődik.
Varga Anikó :: Hol lehet ruhát és élelmiszert leadni? A cikkben nem találtam.
  Alföldi Krónika :: A művelődési házban (Fő utca 12.) reggel 8 és este 8 óra között fogadják az adományokat.
Tóth Laci :: A polgármester végig kint volt a gáton, ezt is meg kell írni. Nem az irodából irányított.
""")
    path = "/megye/2025/05/21/atszivargas-a-tiszaszegi-gaton-ejjel-is-zsakoltak/"
    page = path + "beszelgetes/"
    link = f'<a class="ak-join" id="ak-join" href="{page}">Csatlakozz a beszélgetéshez <b>(6)</b> →</a>'
    piece = Piece(
        "Átszivárgás a tiszaszegi gáton: éjjel is zsákoltak a falubeliek",
        "Horváth Eszter",
        "2025-05-21T07:45:00+02:00",
        "2025. május 21. 07:45",
        """
Kedd este egy körülbelül húszméteres szakaszon szivárogni kezdett a víz a tiszaszegi védtöltés mentett oldalán. A vízügyi igazgatóság emberei mellett több mint százötven helyi lakos pakolt homokzsákot hajnali háromig.

Reggelre sikerült megállítani az átszivárgást. A folyó tetőzése csütörtök délutánra várható, a gát mögötti tizenkét házat egyelőre nem kell kiüríteni.

A polgármester szerint a település a következő napokban is folyamatos gátőrséget tart. Adományokat a művelődési házban gyűjtenek.
""",
        dek="Tetőzés csütörtökön várható, a gát mögötti házakat egyelőre nem ürítik ki.",
        section="Megye",
        tags=("árvíz", "Tisza", "Tiszaszeg"),
        caption="Önkéntesek a tiszaszegi töltésen kedd éjjel",
    )
    style = ".ak-join{display:inline-block;margin:18px 0;padding:10px 18px;border:2px solid #2e7d32;border-radius:24px;font-weight:700;text-decoration:none}"
    bits = Bits(
        inside=link,
        style=style,
        ticker=("08:10 | Tisza, Szolnok: 812 cm és áradó", "07:30 | Lezárták a tiszaszegi kompot"),
        related=(
            "Harmadfokú árvízvédelmi készültség a megyében",
            "Hol segíthetnek az önkéntesek?",
            "Vízállások óráról órára",
        ),
        most_read=(
            "Átszivárgás a tiszaszegi gáton | 18 204 olvasás",
            "Lezárták a 4-es főút egy szakaszát | 9 450 olvasás",
            "Elmarad a városi majális | 6 118 olvasás",
        ),
    )
    page_piece = Piece(
        "Olvasói beszélgetés: Átszivárgás a tiszaszegi gáton",
        "Alföldi Krónika",
        "2025-05-21T07:45:00+02:00",
        "2025. május 21. 07:45",
        f"""
Ez az oldal az alábbi cikkhez tartozik: Átszivárgás a tiszaszegi gáton: éjjel is zsákoltak a falubeliek. A cikket itt olvashatja: {path}
""",
        section="Megye",
    )
    from comspider_lab.blind.content_cv import SITES_CV
    from comspider_lab.blind.layout_cv import render_cv

    page_html = render_cv(
        SITES_CV["hu-alfold"],
        page_piece,
        Bits(
            inside=f'<p><a href="{path}">← Vissza a cikkhez</a></p>',
            after='<div class="ak-beszelgetes">' + isso_embed("hu", extra=ISSO_ALL) + "</div>",
            most_read=bits.most_read,
        ),
    )
    return case(
        "cv-hu-isso-page",
        "discussion",
        "hu-alfold",
        piece,
        bits,
        comments,
        path=path,
        system="isso",
        reveal="separate_page: the article's pill link 'Csatlakozz a beszélgetéshez (6) →' leads to a discussion page of its own (…/beszelgetes) where Isso loads",
        container="a page of its own: div.ak-beszelgetes with Isso's section#isso-thread",
        heading="Olvasói beszélgetés",
        description="A Hungarian county news site of 2025: an article on a leaking flood dyke ends with a pill link 'Csatlakozz a beszélgetéshez (6) →' to a discussion page of the same article where Isso shows 6 readers' posts (the paper answering once); a live ticker of water levels, most read with counts, a newsletter box, related teasers, a cookie box. Most awkward: the article page has no comment at all, only a link; the discussion page repeats the site's furniture around Isso.",
        lookalikes=("live ticker of water levels", "most read with counts"),
        files={page: page_html},
        thread_path=page,
        comments_page=page,
        check_steps=(f"goto:{page}", "wait:3000"),
    )


def vi_waline_lazy() -> Case:
    comments = talk("""
Nguyễn Thị Hoa :: Nhà tôi ở Cái Răng, mấy năm nay cứ tháng mười nước lên là ngập tới mắt cá chân. Làm xong bờ kè này hy vọng đỡ được phần nào.
  Trần Văn Lộc :: Kè chỉ chắn được triều cường thôi chị, mưa lớn thì cống thoát nước mới là chuyện chính.
Minh Tuấn :: Dự án làm ba năm mà giờ mới được sáu mươi phần trăm khối lượng. Mong chính quyền công bố tiến độ từng đoạn cho dân biết.
Cô giáo Thu :: Đoạn đường trước trường tiểu học bị đào lên từ tháng ba, học sinh đi học rất nguy hiểm. Xin nhà thầu làm rào chắn cẩn thận hơn.
  Báo Sông Hậu Online :: Phóng viên đã liên hệ ban quản lý dự án, phía dự án hứa sẽ lắp rào chắn và đèn cảnh báo trong tuần này.
  Cô giáo Thu :: Cảm ơn tòa soạn, sáng nay đã thấy có người tới làm rồi.
Phạm Quốc Bảo :: Mong là làm xong có thêm đường đi bộ ven sông như ở Ninh Kiều. Chiều chiều người dân có chỗ tập thể dục.
bà Sáu bán bánh :: Sạp của tôi nằm ngay chỗ làm kè, ba tháng nay gần như không bán được. Có ai biết được hỗ trợ gì không?
Lê Hoàng :: Bài viết rất chi tiết, cảm ơn phóng viên. Tấm bản đồ các đoạn kè rất dễ hiểu.
Khách qua đường :: Tiền đền bù cho mấy hộ ở đầu cầu tới giờ vẫn chưa trả đủ.
""")
    path = "/thoi-su/2024/07/bo-ke-song-hau-doan-cai-rang-tre-tien-do-post418273.html"
    block = (
        WALINE_CSS
        + '<section class="sh-bl" id="sh-bl"><h2 class="sh-bl-h">Bình luận</h2><div id="sh-wl"><p class="sh-wait">Đang tải…</p></div></section>'
        + waline_embed("'#sh-wl'", path, "vi")
        + "<script>(function(){var box=document.getElementById('sh-bl');"
        + _MOUNT_ONCE
        + "document.getElementById('sh-wl').innerHTML='';mountWaline();}"
        "var io=new IntersectionObserver(function(es){if(es.some(function(e){return e.isIntersecting})){io.disconnect();once();}},{rootMargin:'100px'});io.observe(box);})();</script>"
    )
    style = ".sh-bl{margin:40px 0;border-top:3px solid #d35400;padding-top:8px}.sh-bl-h{font-size:20px}.sh-wait{color:#999}"
    piece = Piece(
        "Bờ kè sông Hậu đoạn Cái Răng: sau ba năm mới xong 60% khối lượng",
        "Bài và ảnh: Quang Vinh",
        "2024-07-16T14:30:00+07:00",
        "Thứ Ba, 16/7/2024 14:30 (GMT+7)",
        """
Dự án bờ kè chống sạt lở và ngập do triều cường dọc sông Hậu, đoạn qua quận Cái Răng, được khởi công từ tháng 6/2021 với tổng vốn hơn 900 tỷ đồng. Đến nay, công trình mới hoàn thành khoảng 60% khối lượng.

Theo ban quản lý dự án, nguyên nhân chậm tiến độ là vướng mặt bằng tại hai đoạn đầu cầu và giá vật liệu tăng trong năm 2022.

Người dân sống dọc tuyến kè phản ánh nhiều đoạn đường bị đào lên nhưng chưa được hoàn trả, gây khó khăn cho việc đi lại, buôn bán.

Ban quản lý cho biết sẽ tăng ca thi công trong mùa khô và phấn đấu hoàn thành toàn bộ công trình vào quý II năm 2025.

Bản đồ các đoạn kè và tiến độ từng đoạn được đăng kèm bài viết.
""",
        dek="Dự án chống ngập hơn 900 tỷ đồng vướng mặt bằng ở hai đầu cầu, người dân buôn bán ven sông gặp khó.",
        section="Thời sự",
        tags=("Cần Thơ", "sông Hậu", "chống ngập"),
        caption="Một đoạn kè đang thi công ở phường Lê Bình, quận Cái Răng.",
    )
    return case(
        "cv-vi-waline-lazy",
        "discussion",
        "vi-songhau",
        piece,
        Bits(
            below=block,
            style=style,
            ticker=("14:12 | Giá xăng giảm nhẹ từ 15 giờ chiều nay", "13:40 | Mưa lớn ở nhiều tỉnh miền Tây"),
            related=(
                "Cần Thơ: xây thêm ba cống ngăn triều",
                "Chợ nổi Cái Răng vào mùa nước nổi",
                "Giá lúa tăng, nông dân phấn khởi",
                "Khánh thành cầu Trần Hoàng Na",
                "Học sinh miền Tây bước vào kỳ thi",
                "Ngập do triều cường: bài học từ các năm trước",
            ),
            most_read=(
                "Bờ kè sông Hậu: sau ba năm mới xong 60% | 24.310 lượt xem",
                "Tuyển sinh lớp 10: điểm chuẩn các trường | 19.872 lượt xem",
                "Giá sầu riêng hôm nay | 11.209 lượt xem",
            ),
        ),
        comments,
        path=path,
        system="waline",
        reveal="lazy_scroll: an IntersectionObserver mounts Waline when the section below the six related teasers comes into view",
        container="section#sh-bl after the related teasers: h2 'Bình luận', div#sh-wl ('Đang tải…' until mounted)",
        heading="Bình luận",
        description="A Vietnamese regional news site of 2024: an article on a river embankment's delays; after six related teasers a section mounts Waline with 10 readers' posts (the paper answering once, a reader thanking it) when scrolled into view; a live ticker, most read with view counts, a newsletter box, a cookie box. Most awkward: the thread comes only after a long scroll past the related teasers, with 'Đang tải…' in its place before.",
        lookalikes=("related teasers", "most read with view counts"),
        check_steps=("scroll", "wait:1000", "scroll", "wait:3500"),
    )


def bg_isso_iframe() -> Case:
    comments = talk("""
Петя Иванова :: Работя в Крайова и всеки ден минавам по моста. Ако го затворят за ремонт в делнични дни, губим по два часа на опашката.
  Дунавски вестител :: Според агенцията затварянето ще е само нощем, от 22 до 5 часа, а през деня ще се движи в една лента.
Николай Цв. :: Таксата от 6 евро за лека кола е висока за хора, които пътуват всеки ден. Нужна е месечна карта.
бай Митко от Гомотарци :: Пак добре, че го ремонтират. Помня, като нямаше мост и се чакаше фериботът по цял ден.
Стефка :: Дано тоя път го направят като хората, а не пак кърпене за една година.
""")
    path = "/region/2025/02/11/remont-na-dunav-most-vidin-nosht"
    frame_path = "/vgradeno/mneniya/dunav-most-vidin-2025.html"
    frame_html = (
        '<!DOCTYPE html>\n<html lang="bg"><head><meta charset="utf-8"><title>Мнения — Дунавски вестител</title>'
        "<style>body{margin:0;font:15px/1.6 'PT Serif',serif;color:#222;padding:8px 12px}</style></head><body>"
        + isso_embed("bg", extra=ISSO_ALL)
        + "</body></html>\n"
    )
    block = (
        '<div class="dv-op"><button type="button" id="dv-show" class="dv-show">Покажи мненията <span>(5)</span></button>'
        '<iframe id="dv-frame" title="Мнения" width="100%" height="520" style="border:0;display:none" loading="lazy"></iframe></div>'
        "<script>document.getElementById('dv-show').onclick=function(){var f=document.getElementById('dv-frame');"
        f"f.src='@@OTHER@@{frame_path}';f.style.display='block';this.remove();}};</script>"
    )
    style = ".dv-show{margin:24px 0;background:#6a1b9a;color:#fff;border:0;border-radius:4px;padding:10px 20px;font-size:16px}"
    piece = Piece(
        "Дунав мост при Видин ще се ремонтира нощем от март",
        "Галина Петрова",
        "2025-02-11T16:05:00+02:00",
        "11.02.2025 16:05",
        """
Ремонтът на пътната настилка на Дунав мост между Видин и Калафат ще започне на 3 март и ще продължи около четири месеца, съобщиха от пътната агенция.

Движението ще бъде спирано само през нощта, от 22 до 5 часа. През деня автомобилите ще се движат в една лента, с временна светофарна уредба.

Таксата за преминаване остава непроменена — 6 евро за лек автомобил. От общината във Видин настояват за отстъпка за хората, които пътуват всеки ден.
""",
        dek="Таксата за лек автомобил остава 6 евро, движението ще е в една лента през деня.",
        section="Регион",
        tags=("Видин", "Дунав мост", "ремонт"),
        caption="Дунав мост при Видин, погледнат от българския бряг",
    )
    return case(
        "cv-bg-isso-iframe",
        "discussion",
        "bg-dunavski",
        piece,
        Bits(
            after=block,
            style=style,
            paywall=False,
            skeleton="app",
            related=(
                "Нов ферибот Оряхово–Бекет",
                "Видин получава пари за пречиствателна станция",
                "Цените на горивата тази седмица",
            ),
            most_read=(
                "Дунав мост ще се ремонтира нощем | 6 418 прочитания",
                "Кметът на Белоградчик подаде оставка | 4 990 прочитания",
                "Снегът затвори прохода Петрохан | 4 102 прочитания",
            ),
        ),
        comments,
        path=path,
        system="isso",
        thread_path=frame_path,
        thread_server="other",
        reveal="button 'Покажи мненията (5)' sets an empty iframe's src to a page of another origin (another loopback port) where Isso loads",
        container="div.dv-op > iframe#dv-frame (cross-origin, no src until the click) > Isso's section#isso-thread",
        heading=None,
        description="A Bulgarian regional news site of 2025, a phone-first page with a fixed share bar at the bottom: an article on a Danube bridge's repair; a button 'Покажи мненията (5)' fills an iframe from another origin with Isso and 5 readers' posts (the paper answering once); most read with counts, a newsletter box, related teasers, a cookie box. Most awkward: the iframe has no src before the click, and no heading anywhere.",
        lookalikes=("most read with counts",),
        files={frame_path: frame_html},
        check_steps=("click:#dv-show", "wait:4000"),
    )


def real_cv() -> list[Case]:
    return [
        ja_waline_drawer(),
        ko_isso_tab(),
        uk_isso_details(),
        hu_isso_page(),
        vi_waline_lazy(),
        bg_isso_iframe(),
    ]

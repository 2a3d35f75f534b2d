"""Blind set U: discussions, part one: a German daily's count in the article header linking to the thread, a French
daily's "top comments" preview above "see all", a Spanish daily's separate comments page, an Italian daily's thread
over three numbered pages, a Japanese paper's same-origin iframe, a Korean paper's ``<details>`` that fetches the
thread when opened, a Chinese evening paper's "expand N replies", an Arabic daily with Arabic-Indic digits and a Hindi
paper's thread loaded on scroll (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_u_common import PartsK, V, box, fetch_js, links, make, story, thread, tree
from comspider_lab.blind.model import Case


def de_count() -> Case:
    c = thread(
        """
Hinrich Meyerdierks | 14.03.2025, 18:20 | - | Endlich wird die Brücke saniert. Ich fahre da seit 30 Jahren jeden Morgen rüber und die Schlaglöcher sind inzwischen Krater.
Anke_aus_Lemwerder | 14.03.2025, 18:41 | 0 | Saniert schon, aber acht Monate Vollsperrung? Die Umleitung über Hude kostet mich jeden Tag eine Stunde.
Hinrich Meyerdierks | 14.03.2025, 19:02 | 1 | Die Fähre soll doch öfter fahren, steht im vorletzten Absatz. Ob das reicht, ist eine andere Frage.
Tjark B. | 14.03.2025, 19:15 | - | Wer plant eigentlich so etwas mitten in der Spargelsaison? Die Höfe auf der anderen Seite haben ihre Erntehelfer hier drüben wohnen.
Marlene Ostendorp | 14.03.2025, 20:03 | 3 | Die Kreisverwaltung hat laut Bericht die Landwirte im Januar angeschrieben. Bei uns ist nichts angekommen.
Gerd Wübbenhorst | 15.03.2025, 07:12 | - | Danke für die Karte mit der Umleitung, die hänge ich im Laden aus.
Fenja K. | 15.03.2025, 08:30 | - | Gibt es schon eine Info, ob Fahrradfahrer die Baustelle passieren dürfen? Für die Schulkinder wäre das wichtig.
"""
    )
    v = V("lf-{}", list="ol", item="li", replies="ol")
    block = (
        '<section id="leserforum" class="lf"><h2 class="lf-title">Leserforum (7)</h2>'
        '<p class="lf-rules">Bitte bleiben Sie sachlich. <a href="/netiquette/">Netiquette</a></p>'
        + tree(c, v, votes="+{u} / -{d}", reply="Antworten", seed="de", idp="lf-")
        + '<form class="lf-form"><textarea placeholder="Ihr Beitrag …"></textarea><button>Absenden</button></form></section>'
    )
    st = story(
        "Weserbrücke bei Lemwerder: Acht Monate Vollsperrung ab April",
        "Imke Rohlfs",
        "2025-03-14T16:05:00+01:00",
        "14.03.2025, 16:05 Uhr",
        """
Die Straßenbaubehörde hat am Freitag den Zeitplan für die Sanierung der Weserbrücke vorgestellt. Von Anfang April bis Ende November bleibt die Brücke für den gesamten Verkehr gesperrt.

Die Umleitung führt über Hude und die Bundesstraße. Die Fähre zwischen Lemwerder und Vegesack soll während der Bauzeit alle 20 Minuten fahren.

Ob Radfahrer und Fußgänger die Baustelle auf einem Behelfssteg passieren dürfen, wird noch geprüft.
""",
        declare="jsonld",
        section="Lokales",
    )
    return make(
        "u-de-count-anchor",
        "discussion",
        "gazette",
        "de-count",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#leserforum" title="Zum Leserforum">💬 7 Kommentare</a>',
            after=block,
            rail=box(
                "gazette",
                "Meistgelesen",
                links("Neuer Radweg am Deich|Kramermarkt-Termine|Kreistag beschließt Haushalt"),
            ),
        ),
        c,
        path="/lokales/weserbruecke-lemwerder-vollsperrung-12345",
        container="section#leserforum: ol.lf-list of li.lf-item (strong.lf-name, span.lf-time '14.03.2025, 18:20', div.lf-body, span.lf-votes '+12 / -3', 'Antworten'); replies in ol.lf-replies",
        heading="Leserforum (7)",
        description="A German regional daily of 2025: the header's '💬 7 Kommentare' links to #leserforum below the article; 7 comments (3 replies, nested up to three deep), day-first dates, votes '+u / -d'.",
    )


def fr_preview() -> Case:
    c = thread(
        """
Bernadette Causse | il y a 5 h | - | Enfin une bonne nouvelle pour le marché de Sévérac. Les producteurs attendaient cette halle couverte depuis dix ans.
Jean-Luc R. | il y a 5 h | - | 1,2 million pour une halle, c'est cher payé. Qui paiera l'entretien ?
Mireille | il y a 4 h | 1 | La région finance la moitié, c'est écrit dans l'article. Et le marché fait vivre le bourg le samedi.
Pierrot du Larzac | il y a 4 h | - | J'espère qu'ils garderont la place pour les forains de la fête d'août.
Sylvie Aldebert | il y a 3 h | 3 | Le maire a dit en réunion publique que la halle sera démontable d'un côté justement pour ça.
Thierry M. | il y a 2 h | - | Et le parking ? Le samedi matin c'est déjà impossible de se garer près de l'église.
Odile Vernhet | il y a 2 h | 5 | Le parking de la gare est à cinq minutes à pied, il faudrait juste le signaler.
Raymond | il y a 1 h | - | Mon grand-père vendait ses fromages sous l'ancienne halle, démolie en 1968. Belle revanche.
Anaïs C. | il y a 35 min | 7 | Vous auriez des photos de l'ancienne halle ? Le journal pourrait en publier.
"""
    )
    v = V("avis-{}", list="ul", item="li", replies="ul")
    preview = tree(c, v, roots=[0, 7], exclude=range(1, 7), votes="♥ {u}", seed="fr", idp="apv-")
    full = tree(c, v, votes="♥ {u}", reply="Répondre", seed="fr", idp="av-")
    block = (
        '<section class="avis" id="avis"><h2 class="avis-titre">Les avis des lecteurs</h2>'
        '<div id="avis-zone"><p class="avis-top">Les plus appréciés</p>' + preview + "</div>"
        '<a class="avis-all" id="avis-all" href="#avis">Voir les 9 commentaires</a></section>'
    )
    st = story(
        "Sévérac : la halle du marché sera reconstruite d'ici l'été 2026",
        "Claire Fabrègues",
        "2025-04-02T06:00:00+02:00",
        "Publié le 02/04/2025 à 06h00",
        """
Le conseil municipal a voté mardi soir la reconstruction d'une halle couverte sur la place de l'Église, à l'emplacement de l'ancienne, démolie en 1968.

Le chantier, estimé à 1,2 million d'euros, est financé pour moitié par la région. Les travaux commenceront après la fête d'août.

Un côté de la halle sera démontable pour accueillir les forains.
""",
        section="Causses",
    )
    return make(
        "u-fr-top-preview",
        "revealed",
        "blk",
        "fr-preview",
        st,
        PartsK(
            lead='<a class="b-react" href="#avis">💬 9</a>',
            after=block,
            rail=box(
                "blk",
                "À lire aussi",
                links("Foire aux bestiaux de mai|Le viaduc fête ses 20 ans|Pharmacies de garde"),
            ),
            end=fetch_js(
                "click:#avis-all", "/_frag/avis-halle-severac.html", "#avis-zone", remove="#avis-all"
            ),
        ),
        c,
        path="/causses/2025/04/02/severac-la-halle-du-marche-reconstruite",
        reveal="click: 'Voir les 9 commentaires' fetches the whole thread (an HTML fragment) in place of the preview of the 2 most liked (one with its reply)",
        container="div#avis-zone: ul.avis-list of li.avis-item (strong.avis-name, span.avis-time 'il y a 5 h', ♥ count, 'Répondre'); replies in ul.avis-replies",
        heading="Les avis des lecteurs",
        description="A French regional daily of 2025: a preview of the 2 most liked comments (one with its reply) above 'Voir les 9 commentaires', which fetches the whole thread (9 comments, 4 replies).",
        static=False,
        files={"/_frag/avis-halle-severac.html": full},
        check_steps=("click:#avis-all", "wait:800"),
    )


def es_page() -> Case:
    c = thread(
        """
Pilar Ferrús | 03/05/2025 10:12 | - | Mi abuelo trabajó en la fábrica de harinas cuarenta años. Me alegra que no la derriben.
Joan Marc | 03/05/2025 10:40 | - | Un museo más que nadie visitará. Mejor viviendas para los jóvenes, que no encuentran piso en el pueblo.
Remei Gil | 03/05/2025 11:05 | 1 | El proyecto incluye doce viviendas de alquiler en el ala norte. Léase la noticia entera.
Joan Marc | 03/05/2025 11:20 | 2 | Doce. Para un pueblo de ocho mil habitantes. Ya veremos a qué precio.
Ramón Albiol | 03/05/2025 12:48 | - | La chimenea tiene que quedarse sí o sí. Es lo que se ve desde el puente cuando uno vuelve a casa.
Montse T. | 03/05/2025 13:30 | - | ¿Alguien sabe si el mercado de los domingos seguirá en la explanada durante las obras?
Sergi | 03/05/2025 14:02 | 5 | Según el ayuntamiento se traslada a la plaza de la estación hasta 2027.
Carmeta Bel | 03/05/2025 17:55 | - | Ojalá dejen un espacio para la coral, ensayamos en un garaje desde hace años.
Andreu P. | 04/05/2025 09:10 | 7 | Apoyo lo de la coral. Y una sala para los jubilados, que el casal se queda pequeño.
Lucía Roig | 04/05/2025 09:44 | - | Buen reportaje. Las fotos antiguas de la fábrica son una maravilla.
"""
    )
    v = V("opn-{}", list="div", item="article", replies="div", body="div")
    base = "/ribera/2025/05/03/la-fabrica-de-harinas-sera-centro-cultural/"
    cpage = base + "comentarios/"
    count = f'<a class="gz-article__count" id="ver-comentarios" href="{cpage}">🗨 10 comentarios</a>'
    st = story(
        "La antigua fábrica de harinas será centro cultural y viviendas de alquiler",
        "Neus Ferré",
        "2025-05-03T08:30:00+02:00",
        "03/05/2025 08:30",
        """
El pleno aprobó el jueves el proyecto de rehabilitación de la fábrica de harinas, cerrada desde 1994, que se convertirá en un centro cultural con doce viviendas de alquiler en el ala norte.

La chimenea y la fachada se conservarán. Las obras empezarán en otoño y durarán dos años.

Durante las obras, el mercado dominical se trasladará a la plaza de la estación.
""",
        section="Ribera",
    )
    page_st = story(
        st.title + " — comentarios",
        st.byline,
        st.iso,
        st.shown,
        "Comentarios de los lectores sobre esta noticia.",
        section="Ribera",
    )
    comments_html = make(
        "x",
        "discussion",
        "gazette",
        "es-page",
        page_st,
        PartsK(
            lead=f'<a class="gz-article__back" href="{base}">← Volver a la noticia</a>',
            after='<section class="opn" id="opiniones"><h2 class="opn-title">10 comentarios</h2>'
            '<div class="opn-sort">Ordenar: <b>Más antiguos</b> · <a href="?orden=votos">Más votados</a></div>'
            + tree(c, v, votes="▲ {u}", reply="Responder", seed="es", idp="op-")
            + "</section>",
        ),
        c,
        path="/x",
        container="",
        heading=None,
        description="",
    ).html
    return make(
        "u-es-separate-page",
        "revealed",
        "gazette",
        "es-page",
        st,
        PartsK(
            lead=count,
            after=f'<div class="gz-more-talk"><a href="{cpage}">Leer los 10 comentarios y opinar</a></div>',
            rail=box(
                "gazette",
                "Lo más leído",
                links("Corte de agua el martes|El club sube a Tercera|Fiestas de mayo"),
            ),
        ),
        c,
        path=base,
        reveal="separate_page: the header's '🗨 10 comentarios' and 'Leer los 10 comentarios y opinar' lead to a comments page of the article",
        container="the page …/comentarios/: section#opiniones > div.opn-list of article.opn-item (strong.opn-name, span.opn-time '03/05/2025 10:12', div.opn-body, '▲ n', 'Responder'); replies in div.opn-replies",
        heading="10 comentarios",
        description="A Spanish regional daily of 2025: the article shows only the count; the 10 comments (4 replies) are on a page of their own.",
        static=False,
        comments_page=cpage,
        files={cpage: comments_html},
        check_steps=(f"goto:{cpage}",),
    )


def it_paged() -> Case:
    c = thread(
        """
Carla Bianchi | 12/06/2025 09:14 | - | Il ponte di Gravedona chiuso a luglio è una follia. È il mese dei turisti.
Enrico Z. | 12/06/2025 09:30 | 0 | Meglio a luglio che a ottobre con la pioggia, dicono i tecnici.
Giuliana Pozzi | 12/06/2025 10:02 | - | I battelli faranno corse in più? Non trovo l'informazione.
Marco da Dongo | 12/06/2025 10:45 | 2 | Sì, ogni 40 minuti fino a Menaggio, c'è scritto in fondo.
Teresa Moltrasio | 12/06/2025 11:20 | - | Noi del bar sul lungolago perderemo metà dei clienti. Qualcuno ci ha pensato?
Luigi Sala | 12/06/2025 12:05 | 4 | Il Comune ha promesso un contributo per i commercianti, vedremo.
Franca | 12/06/2025 13:40 | - | Almeno lasciate passare le biciclette e i pedoni.
Stefano R. | 12/06/2025 15:12 | 6 | Passerella pedonale prevista, confermato in consiglio.
Nonno Aldo | 12/06/2025 17:30 | - | Quel ponte l'hanno rifatto anche nel '79, ed era sempre d'estate.
Paola V. | 12/06/2025 18:02 | - | Speriamo che i lavori finiscano davvero per settembre.
Gianni Cattaneo | 13/06/2025 08:15 | 9 | Con le ditte di qui, ottobre se va bene.
Ilaria | 13/06/2025 09:00 | - | Grazie per la mappa delle deviazioni, molto chiara.
"""
    )
    v = V("cm-{}", list="ol", item="li", replies="ol")
    base = "/cronaca/2025/06/12/ponte-gravedona-chiuso-luglio/"
    pages = [[0, 2, 4, 6], [8, 9], [11]]

    def nav(n: int) -> str:
        items = []
        for k in range(3):
            href = base if k == 0 else f"{base}commenti/{k + 1}/"
            items.append(f"<span>{k + 1}</span>" if k == n else f'<a href="{href}">{k + 1}</a>')
        older = (
            f' <a class="cm-older" href="{base}commenti/{n + 2}/">Commenti meno recenti »</a>'
            if n < 2
            else ""
        )
        return f'<nav class="cm-pager" aria-label="pagine dei commenti">Pagina {" ".join(items)}{older}</nav>'

    def section(n: int) -> str:
        ex = [i for i in range(len(c)) if c[i].parent is None and i not in pages[n]]
        return (
            '<section class="cm" id="commenti"><h2 class="cm-title">12 commenti</h2>'
            + tree(c, v, exclude=ex, votes="👍 {u}", reply="Rispondi", seed="it", idp=f"cm{n}-")
            + nav(n)
            + "</section>"
        )

    st = story(
        "Gravedona, il ponte sul Liro chiuso per tutto luglio",
        "Redazione Alto Lago",
        "2025-06-12T07:45:00+02:00",
        "12 giugno 2025, 07:45",
        """
Dal primo al 31 luglio il ponte sul torrente Liro resterà chiuso al traffico per il rifacimento delle campate. Una passerella pedonale sarà montata a monte.

La navigazione aggiungerà corse ogni 40 minuti fino a Menaggio. Il Comune valuta un contributo per i commercianti del lungolago.
""",
        section="Cronaca",
    )
    files = {}
    for n in (1, 2):
        files[f"{base}commenti/{n + 1}/"] = make(
            "x",
            "discussion",
            "bs5",
            "it-paged",
            st,
            PartsK(after=section(n)),
            c,
            path="/x",
            container="",
            heading=None,
            description="",
        ).html
    return make(
        "u-it-paged",
        "revealed",
        "bs5",
        "it-paged",
        st,
        PartsK(
            lead='<a href="#commenti">💬 12 commenti</a>',
            after=section(0),
            rail=box(
                "bs5",
                "Più letti",
                links("Festa del lago a Domaso|Sentiero del Viandante riaperto|Orari dei battelli"),
            ),
            files=files,
        ),
        c,
        path=base,
        reveal="pagination: 4 top-level comments (with their replies) on the article, the rest on …/commenti/2/ and …/commenti/3/ through a numbered pager and 'Commenti meno recenti »'",
        container="section#commenti: ol.cm-list of li.cm-item (strong.cm-name, span.cm-time '12/06/2025 09:14', div.cm-body, '👍 n', 'Rispondi'); replies in ol.cm-replies; nav.cm-pager",
        heading="12 commenti",
        description="An Italian lake-side daily of 2025: 12 comments (5 replies) over three pages of the same article (8, 3 and 1).",
        static=False,
        comments_page=f"{base}commenti/2/",
        check_steps=("snap", f"goto:{base}commenti/2/", "snap", f"goto:{base}commenti/3/"),
    )


def ja_iframe() -> Case:
    c = thread(
        """
浜っ子ママ | 2025年3月14日 18:20 | - | 駅前の保育園が増えるのは本当に助かります。今は隣の市まで送っています。
タケシ | 2025年3月14日 19:02 | 0 | うちも同じです。ただ保育士さんが集まるのかが心配。
北浜在住40年 | 2025年3月14日 20:15 | - | 商店街の空き店舗を使うのは良い案だと思う。人通りも戻るはず。
みどり | 2025年3月15日 07:48 | - | 送迎用の駐車スペースはあるのでしょうか。記事には書いていませんでした。
市役所OB | 2025年3月15日 09:30 | 3 | 説明会では近くのコインパーキングと提携すると言っていました。
ゆうと父 | 2025年3月15日 12:11 | - | 4月入園の申し込みはいつからか、続報をお願いします。
"""
    )
    v = V("kc-{}", list="ul", item="li", replies="ul", name="span")
    frame = (
        '<!DOCTYPE html>\n<html lang="ja"><head><meta charset="utf-8"><title>コメント</title>'
        "<style>body{font:14px/1.6 sans-serif;margin:0;padding:8px}ul{list-style:none;padding-left:0}ul ul{padding-left:24px;border-left:2px solid #eee}"
        ".kc-name{font-weight:bold}.kc-time{color:#888;margin-left:8px}</style></head><body>"
        '<div class="kc-count">コメント 6件</div>'
        + tree(c, v, votes="いいね {u}", reply="返信", seed="ja", idp="kc-")
        + '<p class="kc-note">コメントは会員登録後に投稿できます。</p></body></html>\n'
    )
    st = story(
        "駅前商店街の空き店舗に保育園 4月に2園開設へ",
        "北浜タイムズ編集部",
        "2025-03-14T17:00:00+09:00",
        "2025年3月14日 17:00",
        """
市は14日、駅前商店街の空き店舗2カ所を改修し、4月に小規模保育園を開設すると発表した。定員は合わせて38人。

保育士の確保が課題で、市は家賃補助を設けて募集する。申し込みの日程は後日発表する。
""",
        declare="jsonld",
        section="地域",
    )
    return make(
        "u-ja-iframe",
        "revealed",
        "blk",
        "ja-iframe",
        st,
        PartsK(
            lead='<a class="b-cmt" href="#comments">💬 6</a>',
            after='<div class="b-talk" id="comments"><h2>みんなのコメント</h2>'
            '<iframe src="/embed/comments/?id=20250314-hoikuen" title="コメント" width="100%" height="620" loading="eager" style="border:0"></iframe></div>',
            rail=box(
                "blk", "アクセスランキング", links("花見の臨時バス|市営プール改修|高校野球の組み合わせ")
            ),
            files={"/embed/comments/index.html": frame},
        ),
        c,
        path="/chiiki/2025/03/14/ekimae-hoikuen",
        reveal="iframe: the thread is a page of the same site (/embed/comments/?id=…) in an <iframe>, loaded with the article",
        container="iframe > body: ul.kc-list of li.kc-item (span.kc-name, span.kc-time '2025年3月14日 18:20', div.kc-body, 'いいね n', '返信'); replies in ul.kc-replies",
        heading="みんなのコメント",
        description="A Japanese city paper of 2025: 6 comments (2 replies) in a same-origin iframe under the article, Japanese dates.",
        static=False,
    )


def ko_details() -> Case:
    c = thread(
        """
강변주민 | 2025.04.08 09:12 | - | 자전거도로 연장 환영합니다. 출퇴근길이 훨씬 안전해지겠네요.
박지훈 | 2025.04.08 09:40 | 0 | 산책하는 사람들과 길을 나눠 쓰는 구간이 걱정입니다. 분리대가 꼭 필요해요.
김미숙 | 2025.04.08 10:05 | 1 | 기사에 보면 폭 1미터 화단으로 나눈다고 합니다.
낚시꾼 | 2025.04.08 11:30 | - | 선착장 쪽 주차장이 줄어드는 건 아닌지요.
이서연 | 2025.04.08 12:18 | - | 야간 조명도 같이 설치해 주세요. 저녁에 너무 어둡습니다.
오성호 | 2025.04.08 13:02 | 4 | 동의합니다. 작년에 넘어진 적이 있어요.
한강아지 | 2025.04.08 15:45 | - | 공사 기간에 우회로 안내를 잘 해 주셨으면 좋겠습니다.
최은정 | 2025.04.09 08:20 | - | 완공되면 아이들과 꼭 달려보고 싶어요.
"""
    )
    v = V("dg-{}", list="ul", item="li", replies="ul")
    frag = '<p class="dg-count">전체 댓글 8개 · <b>최신순</b> | 공감순</p>' + tree(
        c, v, votes="공감 {u} · 비공감 {d}", reply="답글", seed="ko", idp="dg-"
    )
    block = (
        '<details class="dg" id="dg-box"><summary class="dg-sum">댓글 8</summary>'
        '<div id="dg-body"><p class="dg-loading">불러오는 중…</p></div></details>'
    )
    st = story(
        "강변 자전거도로 4.2㎞ 연장… 9월 완공 목표",
        "정다은 기자",
        "2025-04-08T06:30:00+09:00",
        "입력 2025.04.08 06:30",
        """
시는 강변 자전거도로를 하류 선착장까지 4.2㎞ 연장한다고 8일 밝혔다. 보행로와는 폭 1미터 화단으로 분리한다.

공사는 이달 말 시작해 9월 완공을 목표로 한다. 공사 기간에는 일부 구간이 통제된다.
""",
        section="지역",
    )
    return make(
        "u-ko-details",
        "revealed",
        "gazette",
        "ko-details",
        st,
        PartsK(
            after=block,
            rail=box("gazette", "많이 본 뉴스", links("벚꽃축제 교통 통제|시내버스 노선 개편|시민체육대회")),
            end=fetch_js("toggle:#dg-box", "/_frag/dg-bicycle-road.html", "#dg-body"),
        ),
        c,
        path="/jiyeok/2025/04/08/riverside-bike-road",
        reveal="click: a closed <details> '댓글 8'; opening it fetches the thread (an HTML fragment)",
        container="details#dg-box > div#dg-body: ul.dg-list of li.dg-item (strong.dg-name, span.dg-time '2025.04.08 09:12', '공감 n · 비공감 n', '답글'); replies in ul.dg-replies",
        heading="댓글 8 (the summary)",
        description="A Korean city daily of 2025: a closed <details> '댓글 8' that fetches the 8 comments (3 replies) when opened.",
        static=False,
        files={"/_frag/dg-bicycle-road.html": frag},
        check_steps=("click:#dg-box summary", "wait:800"),
    )


def zh_replies() -> Case:
    c = thread(
        """
老城区居民 | 2025年5月20日 08:15 | - | 菜市场改造后终于不用踩水了，希望摊位费不要涨太多。
梅子黄时 | 2025年5月20日 08:40 | 0 | 摊位费据说按面积算，小摊反而便宜一点。
卖豆腐的老周 | 2025年5月20日 09:05 | 0 | 我们摊主开过会，今年不涨，明年再说。
阿杰 | 2025年5月20日 09:20 | 0 | 老周家的豆腐必须支持！
退休教师王 | 2025年5月20日 10:12 | 0 | 希望保留早上六点开门，老年人习惯早点买菜。
南岭小李 | 2025年5月20日 11:30 | - | 停车位太少了，周末根本停不进去。
骑车上班族 | 2025年5月20日 12:02 | 5 | 建议多设非机动车停放点，骑车来的人其实很多。
晓雯 | 2025年5月20日 14:45 | - | 二楼的小吃街什么时候开？报道里没说。
编辑部小南 | 2025年5月20日 15:10 | 7 | 据市场管理处介绍，小吃街预计7月初开放。
一只橘猫 | 2025年5月20日 18:20 | - | 改造得挺好，就是公共厕所还得再多建一个。
"""
    )
    v = V("pl-{}", list="div", item="div", replies="div")
    top = tree(
        c, v, votes="赞 {u}", reply="回复", seed="zh", idp="pl-", exclude=[1, 2, 3, 4], empty_replies=[0]
    )
    replies = tree(c, v, roots=[1, 2, 3, 4], votes="赞 {u}", reply="回复", seed="zh", idp="pl-", wrap=False)
    block = (
        '<section class="pl" id="pinglun"><h2 class="pl-title">网友评论（10）</h2>'
        '<div class="pl-tabs"><b>最热</b> <a href="#pinglun">最新</a></div>'
        + top.replace(
            'id="pl-r0"></div>',
            'id="pl-r0"></div><button type="button" class="pl-more" id="pl-open0">展开4条回复 ▾</button>',
            1,
        )
        + "</section>"
    )
    st = story(
        "老城菜市场完成改造 二楼小吃街暑期开放",
        "本报记者 林晓",
        "2025-05-20T07:00:00+08:00",
        "2025-05-20 07:00",
        """
历时八个月改造的老城菜市场19日重新开业，地面排水、照明和通风全部更新，摊位由120个增加到156个。

市场管理处表示，今年摊位费不上涨。二楼小吃街正在装修，预计暑期开放。
""",
        section="民生",
    )
    return make(
        "u-zh-expand-replies",
        "revealed",
        "blk",
        "zh-replies",
        st,
        PartsK(
            lead='<a href="#pinglun" class="b-pl">评论 10</a>',
            after=block,
            rail=box("blk", "热门新闻", links("地铁三号线试运行|高考考点公布|端午龙舟赛")),
            end=fetch_js("click:#pl-open0", "/_frag/pl-caishichang-r0.html", "#pl-r0", remove="#pl-open0"),
            files={"/_frag/pl-caishichang-r0.html": replies},
        ),
        c,
        path="/minsheng/2025/05/20/laocheng-caishichang",
        reveal="click: the thread is in the page, but the first comment's 4 replies come only with '展开4条回复 ▾' (fetched)",
        container="section#pinglun: div.pl-list of div.pl-item (strong.pl-name, span.pl-time '2025年5月20日 08:15', '赞 n', '回复'); replies in div.pl-replies; sort tabs '最热'/'最新'",
        heading="网友评论（10）",
        description="A Chinese evening paper of 2025: 10 comments (6 replies), sorted by most liked; the first comment's 4 replies are fetched by '展开4条回复'.",
        static=False,
        check_steps=("click:#pl-open0", "wait:800"),
    )


def ar_digits() -> Case:
    c = thread(
        """
أبو خالد الزعبي | ١٤/٠٣/٢٠٢٥ ١٨:٢٠ | - | خطوة ممتازة، محطة التحلية ستخفف أزمة المياه في القرى الشرقية.
سلمى عبد الرحيم | ١٤/٠٣/٢٠٢٥ ١٩:٠٥ | 0 | نأمل أن تصل المياه إلى الأحياء المرتفعة أيضاً، فهي تنقطع عندنا ثلاثة أيام في الأسبوع.
م. فراس النعيمي | ١٤/٠٣/٢٠٢٥ ٢٠:١٠ | 1 | حسب الخبر ستُركَّب مضخات إضافية للأحياء المرتفعة في المرحلة الثانية.
ليلى | ١٥/٠٣/٢٠٢٥ ٠٨:٣٠ | - | متى يبدأ التشغيل التجريبي؟ لم أجد الموعد في التقرير.
حسن القيسي | ١٥/٠٣/٢٠٢٥ ٠٩:٤٥ | - | شكراً للجريدة على متابعة الموضوع منذ سنوات.
نادية | ١٥/٠٣/٢٠٢٥ ١١:١٢ | 3 | قال المحافظ في المؤتمر إن التشغيل التجريبي في أيلول.
"""
    )
    v = V("ta-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="ta" id="ta"><h2 class="ta-head">تعليقات القراء (٦)</h2>'
        + tree(c, v, votes="👍 {u}", reply="رد", seed="ar", idp="ta-")
        + '<p class="ta-policy">التعليقات تعبر عن آراء أصحابها.</p></section>'
    )
    st = story(
        "افتتاح محطة تحلية جديدة تخدم ١٢ قرية في الريف الشرقي",
        "رامي الحوراني",
        "2025-03-14T15:00:00+03:00",
        "١٤ آذار ٢٠٢٥ - ١٥:٠٠",
        """
افتتح المحافظ يوم الجمعة محطة تحلية جديدة بطاقة ٨ آلاف متر مكعب يومياً، تخدم اثنتي عشرة قرية في الريف الشرقي.

وتشمل المرحلة الثانية تركيب مضخات للأحياء المرتفعة، ويبدأ التشغيل التجريبي في أيلول المقبل.
""",
        section="محليات",
    )
    return make(
        "u-ar-indic-digits",
        "discussion",
        "bs5",
        "ar-digits",
        st,
        PartsK(
            lead='<a href="#ta">٦ تعليقات</a>',
            after=block,
            rail=box("bs5", "الأكثر قراءة", links("مهرجان الزيتون|امتحانات الثانوية|طريق المطار")),
        ),
        c,
        path="/mahalliyat/2025/03/14/desalination-plant",
        container="section#ta: ul.ta-list of li.ta-item (strong.ta-name, span.ta-time '١٤/٠٣/٢٠٢٥ ١٨:٢٠', div.ta-body, '👍 n', 'رد'); replies in ul.ta-replies",
        heading="تعليقات القراء (٦)",
        description="An Arabic provincial daily of 2025 (right to left): 6 comments (3 replies, nested up to three deep), dates in Arabic-Indic digits.",
    )


def hi_scroll() -> Case:
    c = thread(
        """
रमेश तिवारी | १४ मार्च २०२५, ६:२० अपराह्न | - | नर्मदा घाट की सफाई का काम अच्छा है, लेकिन पूजा सामग्री फेंकने पर रोक भी लगनी चाहिए।
सुनीता पटेल | १४ मार्च २०२५, ७:०५ अपराह्न | 0 | बिल्कुल सही। घाट पर कलश रखने की व्यवस्था हो तो लोग पानी में नहीं फेंकेंगे।
अंकित | १४ मार्च २०२५, ८:१५ अपराह्न | - | नाव वालों के लिए नया स्टैंड कब बनेगा? खबर में तारीख नहीं है।
प्रो. एस. के. वर्मा | १५ मार्च २०२५, ९:०० पूर्वाह्न | - | अच्छी रिपोर्ट। नदी में ऑक्सीजन की मात्रा के आँकड़े भी छापिए।
मीना | १५ मार्च २०२५, १०:३० पूर्वाह्न | 3 | नगर निगम की वेबसाइट पर हर महीने की रिपोर्ट आती है।
दीपक चौहान | १५ मार्च २०२५, ११:४५ पूर्वाह्न | - | सुबह की आरती के समय भीड़ बहुत होती है, पुलिस की व्यवस्था बढ़ाएँ।
गीता बहन | १५ मार्च २०२५, १:१० अपराह्न | 5 | पिछले रविवार बहुत धक्का-मुक्की हुई थी, सहमत हूँ।
"""
    )
    v = V("prt-{}", list="div", item="div", replies="div")
    frag = tree(c, v, votes="👍 {u}", reply="जवाब दें", seed="hi", idp="prt-")
    block = (
        '<section class="prt" id="pratikriya"><h2 class="prt-h">पाठकों की राय (७)</h2>'
        '<div id="prt-mount"><p class="prt-wait">टिप्पणियाँ लोड हो रही हैं…</p></div></section>'
    )
    pad = (
        '<div class="b-related" style="height:1400px"><h3>और खबरें</h3>'
        + links("मंडी में गेहूँ की आवक|शहर में नई सिटी बस|कॉलेज में दीक्षांत समारोह")
        + "</div>"
    )
    st = story(
        "नर्मदा घाटों की सफाई के लिए ५ करोड़ की योजना मंज़ूर",
        "संवाददाता, जबलपुर",
        "2025-03-14T15:30:00+05:30",
        "१४ मार्च २०२५, ३:३० अपराह्न",
        """
नगर निगम ने नर्मदा के सात घाटों की सफाई और सौंदर्यीकरण के लिए ५ करोड़ रुपये की योजना को मंज़ूरी दी है।

योजना में नाव स्टैंड, प्रकाश व्यवस्था और पूजा सामग्री के लिए अलग कलश शामिल हैं।
""",
        section="शहर",
    )
    return make(
        "u-hi-scroll-devanagari",
        "revealed",
        "blk",
        "hi-scroll",
        st,
        PartsK(
            lead='<a href="#pratikriya">💬 ७</a>',
            after=pad + block,
            rail=box("blk", "सबसे ज़्यादा पढ़ी गई", links("मौसम का हाल|बिजली कटौती|क्रिकेट लीग")),
            end=fetch_js("scroll:#pratikriya", "/_frag/prt-narmada-ghat.html", "#prt-mount"),
            files={"/_frag/prt-narmada-ghat.html": frag},
        ),
        c,
        path="/shahar/2025/03/14/narmada-ghat-safai",
        reveal="lazy_scroll: a scroll listener fetches the thread (an HTML fragment) when section#pratikriya nears the viewport",
        container="section#pratikriya > div#prt-mount: div.prt-list of div.prt-item (strong.prt-name, span.prt-time '१४ मार्च २०२५, ६:२० अपराह्न', '👍 n', 'जवाब दें'); replies in div.prt-replies",
        heading="पाठकों की राय (७)",
        description="A Hindi city paper of 2025: 7 comments (3 replies) fetched when the reader scrolls to them, dates in Devanagari digits.",
        static=False,
        check_steps=("scroll", "wait:800"),
    )

"""Blind set V: discussions, part two: a Dutch paper's iframe with "ma 14:02" and "3 u", an Arabic daily's yearless
dates in Arabic-Indic digits, a Bengali paper's in Bengali digits, a Polish paper's thread in a declarative shadow
root, a Korean paper's thread put into a shadow root by script, a Portuguese paper's 12 comments (older ones with a
full date, newer ones relative), a French paper's thread fetched on scroll, and two small threads, Vietnamese and
Greek (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_v_common import PartsK, V, box, fetch_js, links, make, story, thread, tree
from comspider_lab.blind.model import Case


def nl_iframe() -> Case:
    c = thread(
        """
Henk van Wijngaarden | ma 14:02 | - | Een rotonde bij de Kanaalweg is hard nodig. Ik zie daar elke week bijna een ongeluk met fietsers.
Marieke B. | ma 16:45 | 0 | Klopt, vooral 's ochtends met de scholieren richting Emmeloord.
Boer Jansen | gisteren 21:10 | - | En de landbouwverkeer? Met een oplegger kom je niet over zo'n kleine rotonde.
Sandra Kuipers | 3 u | - | Fijn dat de bushalte blijft. Mijn moeder is afhankelijk van lijn 141.
Tjeerd | 12 min | - | Eerst zien, dan geloven. Dit is al drie keer beloofd.
"""
    )
    v = V("sz-{}", list="ul", item="li", replies="ul")
    frame = (
        '<!DOCTYPE html>\n<html lang="nl"><head><meta charset="utf-8"><title>Reacties</title>'
        "<style>body{font:14px/1.5 sans-serif;margin:0;padding:8px}ul{list-style:none;padding-left:0}ul ul{padding-left:22px}"
        ".sz-name{font-weight:bold}.sz-time{color:#777;margin-left:6px}</style></head><body>"
        + tree(c, v, votes="👍 {u}", reply="Reageer", seed="nl", idp="sz-")
        + '<p class="sz-login">Log in om te reageren.</p></body></html>\n'
    )
    st = story(
        "Provincie legt rotonde aan op kruising Kanaalweg",
        "Redactie Polderkrant",
        "2025-06-02T10:00:00+02:00",
        "2 juni 2025, 10:00",
        """
De provincie bouwt dit najaar een rotonde op de kruising van de Kanaalweg en de Marknesserweg. De kruising staat al jaren op de lijst van gevaarlijke punten.

De bushalte van lijn 141 blijft op dezelfde plek. De werkzaamheden duren zes weken.
""",
        section="Regio",
    )
    return make(
        "v-nl-iframe-weekday",
        "revealed",
        "fx",
        "nl-iframe",
        st,
        PartsK(
            after='<div class="fx-talk" id="wat-vindt-u"><h2>Wat vindt u?</h2>'
            '<iframe src="/embed/reacties/?a=rotonde-kanaalweg" title="Reacties" width="100%" height="560" style="border:0"></iframe></div>',
            rail=box(
                "fx", "Meest gelezen", links("Tulpenroute open|Nieuwe huisarts in Ens|Uitslagen zaterdag")
            ),
            files={"/embed/reacties/index.html": frame},
        ),
        c,
        path="/regio/rotonde-kruising-kanaalweg",
        reveal="iframe: the thread is a page of the same site (/embed/reacties/?a=…) in an <iframe>, loaded with the article",
        container="iframe > body: ul.sz-list of li.sz-item (div.sz-meta: b.sz-name, span.sz-time 'ma 14:02' / 'gisteren 21:10' / '3 u' / '12 min'; div.sz-text; '👍 n', 'Reageer'); the reply in ul.sz-replies",
        heading="Wat vindt u?",
        description="A Dutch polder paper of 2025: 5 comments (1 reply) in a same-origin iframe, dated 'ma 14:02', 'gisteren 21:10', '3 u', '12 min'.",
        static=False,
    )


def ar_native() -> Case:
    c = thread(
        """
أبو خالد | ١٤ فبراير، ١٨:٤٠ | - | أخيراً سيتم إصلاح الكورنيش، الأرصفة مكسورة منذ سنوات والأطفال يتعثرون كل يوم.
سلمى العلي | ١٤ فبراير، ١٩:٠٥ | 0 | أتمنى أن يضعوا مقاعد وظلالاً، فالمشي صيفاً هناك صعب جداً.
يوسف الحداد | أمس ٢١:١٠ | - | هل سيُغلق الطريق البحري أثناء العمل؟ محلي على الكورنيش مباشرة.
مريم | أمس ٢٣:٠٢ | 2 | حسب الخبر سيكون العمل على مراحل ولن يُغلق الطريق بالكامل.
صياد قديم | منذ ٣ ساعات | - | لا تنسوا مرسى القوارب الصغيرة، نحتاج درجاً آمناً للنزول.
هدى س. | منذ ٤٠ دقيقة | - | شكراً للبلدية، ونرجو أن ينتهي المشروع قبل الصيف.
"""
    )
    v = V("jq-{}", list="ol", item="li", replies="ol", time="time")
    block = (
        '<section class="jq" id="araa"><h2 class="jq-h">آراء القراء</h2>'
        + tree(c, v, votes="👍 {u}", reply="رد", seed="ar", idp="jq-")
        + "</section>"
    )
    st = story(
        "البلدية تبدأ إعادة تأهيل الكورنيش الشمالي الشهر المقبل",
        "ليلى منصور",
        "2025-02-14T12:00:00+02:00",
        "١٤ فبراير ٢٠٢٥",
        """
أعلنت البلدية أن أعمال إعادة تأهيل الكورنيش الشمالي ستبدأ الشهر المقبل، وتشمل الأرصفة والإنارة ومقاعد جديدة.

وستُنفذ الأعمال على ثلاث مراحل دون إغلاق الطريق البحري بالكامل.
""",
        section="محليات",
    )
    return make(
        "v-ar-native-digits",
        "discussion",
        "nw",
        "ar-native",
        st,
        PartsK(
            after=block,
            rail=box("nw", "الأكثر قراءة", links("مواعيد الحافلات|افتتاح سوق السمك|نتائج الدوري")),
        ),
        c,
        path="/mahalliyat/kornish-shamali-taahil",
        container="section#araa: ol.jq-list of li.jq-item (div.jq-meta: b.jq-name, time.jq-time '١٤ فبراير، ١٨:٤٠' / 'أمس ٢١:١٠' / 'منذ ٣ ساعات'; div.jq-text; '👍 n', 'رد'); the replies in ol.jq-replies",
        heading="آراء القراء",
        description="An Arabic coastal daily of 2025 (right to left): 6 comments (2 replies) dated in Arabic-Indic digits without a year ('١٤ فبراير، ١٨:٤٠', 'أمس ٢١:١٠', 'منذ ٣ ساعات').",
    )


def bn_native() -> Case:
    c = thread(
        """
রফিকুল ইসলাম | ১৪ ফেব্রুয়ারি, ১৮:৪০ | - | নতুন সেতু হলে আমাদের গ্রাম থেকে হাসপাতালে যেতে এক ঘণ্টা কম লাগবে।
শাহানা বেগম | ১৪ ফেব্রুয়ারি, ২০:১৫ | 0 | ঠিক বলেছেন, বর্ষায় খেয়া বন্ধ থাকলে খুব কষ্ট হয়।
মাঝি কাকা | গতকাল ২১:১০ | - | খেয়াঘাটের মাঝিদের কী হবে, সেটাও ভাবা দরকার।
তানভীর | ৩ ঘণ্টা আগে | - | কাজ কবে শুরু হবে তা স্পষ্ট করে জানালে ভালো হতো।
নুসরাত জাহান | ১ ঘণ্টা আগে | - | স্কুলের ছেলেমেয়েদের জন্য এটা খুব দরকারি।
"""
    )
    v = V("hn-{}", list="ul", item="li", replies="ul")
    block = (
        '<div class="hn" id="mot"><h3 class="hn-h">পাঠকের মতামত</h3>'
        + tree(c, v, votes="👍 {u}", reply="উত্তর দিন", seed="bn", idp="hn-")
        + "</div>"
    )
    st = story(
        "মধুমতী নদীর ওপর নতুন সেতুর অনুমোদন",
        "নিজস্ব প্রতিবেদক",
        "2025-02-14T15:00:00+06:00",
        "১৪ ফেব্রুয়ারি ২০২৫, ১৫:০০",
        """
মধুমতী নদীর ওপর ৬০০ মিটার দীর্ঘ একটি সেতু নির্মাণের প্রকল্প অনুমোদন পেয়েছে। এতে দুই পাড়ের বিশটি গ্রামের মানুষ উপকৃত হবে।

খেয়াঘাটের মাঝিদের পুনর্বাসনের বিষয়ে আলোচনা চলছে।
""",
        section="জেলা",
    )
    return make(
        "v-bn-native-digits",
        "discussion",
        "quire",
        "bn-native",
        st,
        PartsK(
            after=block,
            rail=box("quire", "সর্বাধিক পঠিত", links("ইলিশ ধরায় নিষেধাজ্ঞা|নতুন কলেজ ভবন|ফুটবল লিগের ফল")),
        ),
        c,
        path="/jela/modhumoti-setu-onumodon",
        container="div#mot: ul.hn-list of li.hn-item (div.hn-meta: b.hn-name, span.hn-time '১৪ ফেব্রুয়ারি, ১৮:৪০' / 'গতকাল ২১:১০' / '৩ ঘণ্টা আগে'; div.hn-text; '👍 n', 'উত্তর দিন'); the reply in ul.hn-replies",
        heading="পাঠকের মতামত",
        description="A Bengali district paper of 2025: 5 comments (1 reply) dated in Bengali digits without a year.",
    )


def pl_dsd() -> Case:
    c = thread(
        """
Krzysztof Wróbel | 3 mar, 09:15 | - | Przystań kajakowa w Drohiczynie to świetny pomysł, latem nad Bugiem jest coraz więcej ludzi.
Agnieszka P. | 3 mar, 10:40 | 0 | Byle był też parking, bo teraz samochody stoją na trawie przy samej skarpie.
Krzysztof Wróbel | wczoraj, 21:10 | 1 | W artykule jest, że parking na 40 miejsc przy szkole.
wędkarz_z_Mielnika | 2 godz. temu | - | A co z tarliskami? Przy samym brzegu nie powinno się betonować.
Beata Sawicka | 35 min temu | 3 | Podobno pomost będzie drewniany, na palach, bez betonu.
"""
    )
    v = V("cq-{}", list="ul", item="li", replies="ul")
    inner = (
        "<style>:host{display:block;margin-top:24px}ul{list-style:none;padding-left:0}ul ul{padding-left:22px;border-left:2px solid #ddd}"
        ".cq-name{font-weight:bold}.cq-time{color:#888;margin-left:6px}</style>"
        '<h2 class="cq-h">Opinie czytelników</h2>'
        + tree(c, v, votes="+{u} / -{d}", reply="Odpowiedz", seed="pl", idp="cq-")
    )
    block = f'<div class="cq-host" id="opinie"><template shadowrootmode="open">{inner}</template></div>'
    st = story(
        "Nad Bugiem powstanie przystań kajakowa",
        "Tomasz Jaroszuk",
        "2025-03-02T14:00:00+01:00",
        "2 marca 2025, 14:00",
        """
Gmina otrzymała dofinansowanie na budowę przystani kajakowej nad Bugiem. Obok powstanie parking na 40 samochodów przy szkole.

Pomost ma być drewniany, na palach. Prace ruszą po sezonie tarła.
""",
        section="Region",
    )
    return make(
        "v-pl-declarative-shadow",
        "discussion",
        "fx",
        "pl-dsd",
        st,
        PartsK(
            after=block,
            rail=box(
                "fx", "Najczęściej czytane", links("Spływy w maju|Nowy most w Mielniku|Wyniki ligi okręgowej")
            ),
        ),
        c,
        path="/region/przystan-kajakowa-nad-bugiem",
        container="div#opinie > declarative shadow root (<template shadowrootmode=open>): ul.cq-list of li.cq-item (div.cq-meta: b.cq-name, span.cq-time '3 mar, 09:15' / 'wczoraj, 21:10' / '2 godz. temu'; div.cq-text; '+u / -d', 'Odpowiedz'); replies in ul.cq-replies",
        heading="Opinie czytelników",
        description="A Polish regional paper of 2025: 5 comments (3 replies, two deep) in a declarative shadow root written in the served HTML, dated '3 mar, 09:15', 'wczoraj, 21:10', '2 godz. temu', no year.",
    )


def ko_shadow() -> Case:
    c = thread(
        """
강민호 | 3월 3일 09:15 | - | 마을버스 노선이 늘어난다니 반갑네요. 아침마다 역까지 걸어가느라 힘들었어요.
윤서 엄마 | 3월 3일 10:02 | 0 | 배차 간격이 20분이면 출근 시간엔 여전히 부족할 것 같아요.
강민호 | 어제 21:10 | 1 | 기사 보니 출근 시간엔 12분 간격으로 줄인다고 하네요.
박정숙 | 어제 22:41 | - | 시장 앞 정류장은 그대로인가요? 어르신들이 많이 이용하세요.
동네주민K | 3시간 전 | 3 | 구청 공지에 그대로 유지된다고 나와 있습니다.
이현우 | 1시간 전 | - | 주말 막차 시간도 늦춰 주면 좋겠습니다.
최지은 | 12분 전 | 5 | 동의합니다. 밤 10시 이후엔 택시밖에 없어요.
"""
    )
    v = V("eb-{}", list="ul", item="li", replies="ul")
    frag = (
        "<style>ul{list-style:none;padding-left:0}ul ul{padding-left:20px}.eb-name{font-weight:bold}.eb-time{color:#888;margin-left:6px}</style>"
        '<h3 class="eb-h">독자 의견 7</h3>'
        + tree(c, v, votes="좋아요 {u}", reply="답글", seed="ko", idp="eb-")
    )
    js = (
        "<script>\n(function () {\nvar host = document.getElementById('dokja');"
        " var root = host.attachShadow({mode: 'open'});\n"
        "fetch('/_frag/maeulbus-noseon.html').then(function (r) { return r.text(); }).then(function (h) { root.innerHTML = h; });\n})();\n</script>"
    )
    st = story(
        "마을버스 3개 노선 신설…출근 시간 배차 12분으로",
        "한빛시민신문 김수정 기자",
        "2025-03-02T17:00:00+09:00",
        "2025.03.02 17:00",
        """
구청은 3월 말부터 마을버스 3개 노선을 새로 운행한다고 2일 밝혔다. 출근 시간에는 배차 간격을 12분으로 줄인다.

시장 앞 정류장은 그대로 유지된다.
""",
        section="지역",
    )
    return make(
        "v-ko-script-shadow",
        "revealed",
        "nw",
        "ko-shadow",
        st,
        PartsK(
            after='<div class="eb-host" id="dokja"></div>',
            rail=box("nw", "많이 본 기사", links("벚꽃 축제 일정|도서관 휴관 안내|구민 체육대회")),
            end=js,
            files={"/_frag/maeulbus-noseon.html": frag},
        ),
        c,
        path="/jiyeok/2025/03/02/maeulbus-sinseol",
        reveal="on_load by script: the page's script attaches an open shadow root to div#dokja and fetches the thread (an HTML fragment) into it",
        container="div#dokja > shadow root (attached by script): ul.eb-list of li.eb-item (div.eb-meta: b.eb-name, span.eb-time '3월 3일 09:15' / '어제 21:10' / '3시간 전'; div.eb-text; '좋아요 n', '답글'); replies in ul.eb-replies",
        heading="독자 의견 7",
        description="A Korean citizens' paper of 2025: 7 comments (4 replies) fetched at load into a shadow root attached by script, dated '3월 3일 09:15', '어제 21:10', '3시간 전', '12분 전'.",
        static=False,
    )


def pt_full() -> Case:
    c = thread(
        """
Manuel Carvalho | 03/03/2025 09:15 | - | A escola primária de Vilar fechou há dez anos. Reabrir como centro de dia é a melhor notícia que a freguesia teve.
Rosa Fernandes | 03/03/2025 11:40 | 0 | Concordo. A minha mãe tem 88 anos e passa os dias sozinha.
Manuel Carvalho | 04/03/2025 08:02 | 1 | Rosa, o presidente da junta disse que as inscrições abrem em maio.
Joaquim P. | ontem às 21:10 | - | E quem paga os funcionários? Os fundos europeus só cobrem a obra.
Inês Ribeiro | ontem às 22:35 | 3 | A câmara assume os salários, está no quarto parágrafo.
Joaquim P. | há 5 h | 4 | Obrigado, tinha-me escapado.
Tiago Sousa | há 3 h | - | Falta saber se haverá transporte para quem vive nos lugares mais afastados.
Lurdes Gonçalves | há 2 h | 6 | A carrinha da junta já faz esse serviço às terças, pode passar a ser diário.
Padre António | há 50 min | - | A paróquia oferece-se para ajudar com voluntários ao fim de semana.
Helena M. | há 20 min | 8 | Que bonito gesto. Eu também me ofereço.
Carlos Vieira | há 5 min | - | Espero que mantenham o recreio com as árvores antigas.
Ana Rita | agora | 10 | As árvores ficam, vi o projeto na junta.
"""
    )
    v = V("tv-{}", list="ol", item="li", replies="ol", time="a")
    block = (
        '<section class="tv" id="leitores"><h2 class="tv-h">Opinião dos leitores (12)</h2>'
        + tree(c, v, votes="👍 {u}", reply="Responder", seed="pt", idp="tv-")
        + "</section>"
    )
    st = story(
        "Antiga escola de Vilar vai ser centro de dia para idosos",
        "Sofia Magalhães",
        "2025-03-02T18:30:00+00:00",
        "2 de março de 2025, 18:30",
        """
A antiga escola primária de Vilar, encerrada em 2015, vai ser transformada num centro de dia com capacidade para 25 idosos. A obra é paga com fundos europeus.

A câmara municipal assume os salários dos funcionários. As inscrições abrem em maio.
""",
        section="Concelhos",
    )
    return make(
        "v-pt-full-then-relative",
        "discussion",
        "quire",
        "pt-full",
        st,
        PartsK(
            after=block,
            rail=box(
                "quire", "Mais lidas", links("Feira do gado|Incêndio em Cabeceiras|Horário dos autocarros")
            ),
        ),
        c,
        path="/concelhos/escola-vilar-centro-de-dia",
        container="section#leitores: ol.tv-list of li.tv-item (div.tv-meta: b.tv-name, a.tv-time '03/03/2025 09:15' / 'ontem às 21:10' / 'há 5 h' / 'agora' permalink; div.tv-text; '👍 n', 'Responder'); replies in ol.tv-replies, three deep",
        heading="Opinião dos leitores (12)",
        description="A Portuguese regional paper of 2025: 12 comments (7 replies, up to three deep), the three oldest with a full date '03/03/2025 09:15', the newer 'ontem às 21:10', 'há 5 h', 'agora'.",
    )


def fr_scroll() -> Case:
    c = thread(
        """
Gérard Demange | 14 févr. à 18h40 | - | La ligne Remiremont-Bussang rouverte aux trains touristiques, j'y crois pas. On en parle depuis 1990.
Martine L. | 14 févr. à 19h02 | 0 | Cette fois la région a voté le budget, c'est différent.
Gérard Demange | 15 févr. à 08h15 | 1 | Voté oui, mais financé à moitié. On verra au printemps.
Cheminot retraité | hier à 21h10 | - | J'ai conduit sur cette ligne jusqu'en 1987. Les viaducs sont en bon état, le plus gros du travail c'est la voie.
Lucie Pierrat | hier à 22h05 | 3 | Merci pour ce témoignage ! Vous devriez contacter l'association, ils cherchent des anciens.
Jean-Marc V. | il y a 5 h | - | Et pour les gens qui travaillent à Épinal, un train tous les jours ce serait mieux qu'un train touristique.
Élodie | il y a 3 h | 5 | Tout à fait d'accord, le bus met une heure et quart.
Bernard F. | il y a 1 h | - | Les gares de Saint-Maurice et du Thillot pourraient redevenir des cafés, comme avant.
Cheminot retraité | il y a 12 min | 7 | Au Thillot il y avait même un bal le samedi soir dans la salle des pas perdus.
"""
    )
    v = V("oz-{}", list="ul", item="li", replies="ul", time="time")
    frag = tree(c, v, votes="♥ {u}", reply="Répondre", seed="fr", idp="oz-", avatar=True)
    block = (
        '<section class="oz" id="reactions"><h2 class="oz-h">Réactions (9)</h2>'
        '<div id="oz-mount"><p class="oz-wait">Chargement des réactions…</p></div></section>'
    )
    st = story(
        "Haute-Moselle : la ligne Remiremont-Bussang pourrait revoir des trains en 2027",
        "Anne-Sophie Colin",
        "2025-02-14T17:00:00+01:00",
        "Le 14/02/2025 à 17h00",
        """
Le conseil régional a voté jeudi une première enveloppe pour étudier la réouverture de la ligne entre Remiremont et Bussang, fermée aux voyageurs depuis 1987.

L'association des amis de la ligne espère des trains touristiques dès l'été 2027 et, à terme, des trains quotidiens vers Épinal.
""",
        section="Vallées",
    )
    return make(
        "v-fr-scroll-hier",
        "revealed",
        "fx",
        "fr-scroll",
        st,
        PartsK(
            inbody='<figure class="oz-fig" style="margin:20px 0"><div style="height:560px;background:#d9d4c7"></div>'
            "<figcaption>Le viaduc de Saint-Maurice-sur-Moselle, sur la ligne fermée en 1987.</figcaption></figure>",
            after='<div class="fx-more" style="min-height:420px"><h3>Sur le même sujet</h3>'
            + links(
                "Le TER Épinal-Remiremont modernisé|Bussang : le théâtre du Peuple affiche complet|Vélo-route des Vosges"
            )
            + "</div>"
            + block,
            rail=box(
                "fx", "Les plus lus", links("Carnaval de Remiremont|Neige au Ballon d'Alsace|Foot : le derby")
            ),
            end=fetch_js("scroll:#reactions", "/_frag/ligne-remiremont-bussang.html", "#oz-mount"),
            files={"/_frag/ligne-remiremont-bussang.html": frag},
        ),
        c,
        path="/vallees/ligne-remiremont-bussang-trains-2027",
        reveal="lazy_scroll: a scroll listener fetches the thread (an HTML fragment) when section#reactions nears the viewport",
        container="section#reactions > div#oz-mount: ul.oz-list of li.oz-item (div.oz-meta: span.oz-av, b.oz-name, time.oz-time '14 févr. à 18h40' / 'hier à 21h10' / 'il y a 5 h'; div.oz-text; '♥ n', 'Répondre'); replies in ul.oz-replies",
        heading="Réactions (9)",
        description="A French regional paper of 2025: 9 comments (5 replies, two deep) fetched on scroll, dated '14 févr. à 18h40', 'hier à 21h10', 'il y a 12 min', no year.",
        static=False,
        check_steps=("scroll", "wait:900"),
    )


def vi_small() -> Case:
    c = thread(
        """
Nguyễn Văn Hùng | 14/2 18:40 | - | Chợ mới xây xong mà bà con vẫn bán ngoài đường, cần có cách sắp xếp hợp lý hơn.
Trần Thị Mai | Hôm qua 21:10 | 0 | Phí thuê sạp cao quá anh ơi, bà con buôn bán nhỏ không kham nổi.
Lê Minh | 3 giờ trước | - | Mong chính quyền giảm phí năm đầu để mọi người vào chợ.
"""
    )
    v = V("bq-{}", list="ul", item="li", replies="ul")
    block = (
        '<div class="bq" id="chiase"><h3 class="bq-h">Bạn đọc chia sẻ</h3>'
        + tree(c, v, votes="Thích {u}", reply="Trả lời", seed="vi", idp="bq-")
        + "</div>"
    )
    st = story(
        "Chợ mới Buôn Hồ vẫn vắng tiểu thương sau ba tháng",
        "Phạm Quang",
        "2025-02-14T08:00:00+07:00",
        "14/02/2025 08:00",
        """
Ba tháng sau khi khánh thành, chợ mới Buôn Hồ mới có 40 trên 220 sạp được thuê. Nhiều tiểu thương vẫn bày bán dọc đường.

Thị xã cho biết đang xem xét giảm phí thuê sạp trong năm đầu.
""",
        section="Xã hội",
    )
    return make(
        "v-vi-small",
        "discussion",
        "nw",
        "vi-small",
        st,
        PartsK(
            after=block,
            rail=box("nw", "Đọc nhiều", links("Giá cà phê tăng|Lịch cắt điện|Bóng đá phong trào")),
        ),
        c,
        path="/xa-hoi/cho-moi-buon-ho-vang-tieu-thuong",
        container="div#chiase: ul.bq-list of li.bq-item (div.bq-meta: b.bq-name, span.bq-time '14/2 18:40' / 'Hôm qua 21:10' / '3 giờ trước'; div.bq-text; 'Thích n', 'Trả lời'); the reply in ul.bq-replies",
        heading="Bạn đọc chia sẻ",
        description="A Vietnamese highland paper of 2025: 3 comments (1 reply) dated '14/2 18:40', 'Hôm qua 21:10', '3 giờ trước', no year.",
    )


def el_small() -> Case:
    c = thread(
        """
Γιώργος Μαυράκης | 14 Φεβ, 18:40 | - | Επιτέλους λιμενικό έργο στη Σητεία. Οι ψαράδες περιμένουν χρόνια τον νέο μόλο.
Ελένη Π. | 14 Φεβ, 19:55 | 0 | Και οι βάρκες τι θα κάνουν μέχρι να τελειώσει; Δεν λέει τίποτα το άρθρο.
Μανώλης | χθες στις 21:10 | - | Να φτιάξουν και φωτισμό στην προβλήτα, το βράδυ δεν βλέπεις τίποτα.
Κατερίνα Ζ. | πριν από 3 ώρες | - | Μακάρι να τελειώσει πριν από το καλοκαίρι, έρχονται κρουαζιερόπλοια.
"""
    )
    v = V("wq-{}", item="article", name="span")
    block = (
        '<div class="wq" id="gnomes">'
        + tree(c, v, reply="Απάντηση", idp="wq-")
        + '<form class="wq-form"><label>Γράψτε τη γνώμη σας <textarea></textarea></label><button>Αποστολή</button></form></div>'
    )
    st = story(
        "Σητεία: ξεκινά η επέκταση του αλιευτικού καταφυγίου",
        "Νίκος Τζανάκης",
        "2025-02-14T11:00:00+02:00",
        "14.02.2025 11:00",
        """
Υπογράφηκε η σύμβαση για την επέκταση του αλιευτικού καταφυγίου της Σητείας, με νέο μόλο 120 μέτρων.

Το έργο κοστίζει 3,4 εκατ. ευρώ και θα διαρκέσει δεκαοκτώ μήνες.
""",
        section="Τοπικά",
    )
    return make(
        "v-el-small",
        "discussion",
        "quire",
        "el-small",
        st,
        PartsK(
            after=block,
            rail=box(
                "quire", "Δημοφιλή", links("Πρόγραμμα πλοίων|Καρναβάλι Ρεθύμνου|Αποτελέσματα Super League 2")
            ),
        ),
        c,
        path="/topika/siteia-epektasi-alieftikou-katafygiou",
        container="div#gnomes (no heading): div.wq-list of article.wq-item (div.wq-meta: span.wq-name, span.wq-time '14 Φεβ, 18:40' / 'χθες στις 21:10' / 'πριν από 3 ώρες'; div.wq-text; 'Απάντηση'); the reply in div.wq-replies",
        heading=None,
        description="A Cretan paper of 2025: 4 comments (1 reply) under no heading (a form 'Γράψτε τη γνώμη σας' follows), dated '14 Φεβ, 18:40', 'χθες στις 21:10', 'πριν από 3 ώρες'.",
    )

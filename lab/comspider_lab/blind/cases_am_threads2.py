"""Blind set AM: five more hand-built discussions that need the browser: in the open shadow root of a custom element
(ru), in a same-origin iframe (ar), paged by a "more" button that appends (ko), replies folded under "Ver respostas (n)"
toggles (pt), cloned from a <template> after load without any heading (hi). Every class name, name, place and text
invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_am_common import (
    Case,
    Parts,
    Seed,
    Story,
    as_json,
    children,
    draw_js,
    esc,
    jsdata,
    make,
    paras,
    thread,
)


def ru_shadow_open() -> Case:
    c = thread("""
Ирина Сомова | 15 мая 2024, 09:12 | - | Наконец-то! Через старый мост страшно было ходить с ребёнком, доски там шатались уже лет пять.
Андрей Лукин | 15 мая 2024, 09:40 | 0 | Доски меняли в позапрошлом году, но только на половине моста. Вторая так и осталась.
Ирина Сомова | 15 мая 2024, 10:05 | 1 | Вот именно, на той половине мы и ходим.
Геннадий П. | 15 мая 2024, 10:31 | - | Четыре месяца без моста — это значит, что весь Заречный район будет ездить в объезд через трассу. Автобус номер 6 хоть пустят чаще?
Ольга | 15 мая 2024, 11:18 | 3 | В администрации сказали, что на время ремонта добавят два рейса утром и два вечером.
Виктор Сергеевич | 15 мая 2024, 12:44 | - | Главное, чтобы к осени закончили. Помню, как в 2015-м обещали два месяца, а ремонт шёл до декабря.
Лена К. | 15 мая 2024, 14:20 | - | А пешеходный переход на время работ будет? Мне каждый день на работу на тот берег.
Северный берег | 15 мая 2024, 15:02 | 6 | Лена, подрядчик обещает временный пешеходный настил вдоль моста с 1 июня. Мы уточним и дополним материал.
""")
    js = draw_js("sbRisuj", "sb-r", who="b", at="span", reply="Ответить")
    block = '<sb-obsuzhdenie data-src="sb-data" data-title="Обсуждение (8)"></sb-obsuzhdenie>'
    end = (
        f'<script type="application/json" id="sb-data">{jsdata(as_json(c))}</script>'
        f"<script>{js}\ncustomElements.define('sb-obsuzhdenie', class extends HTMLElement {{ connectedCallback() {{"
        " var root = this.attachShadow({ mode: 'open' });"
        " var st = document.createElement('style'); st.textContent = '.sb-r-kids{margin-left:26px;border-left:1px solid #ccc;padding-left:10px}.sb-r-e{margin:10px 0}.sb-r-tm{color:#888;font-size:13px}';"
        " var h = document.createElement('h2'); h.textContent = this.dataset.title; var box = document.createElement('div'); box.className = 'sb-r-spisok';"
        " root.append(st, h, box); sbRisuj(JSON.parse(document.getElementById(this.dataset.src).textContent), box); } });</script>"
    )
    st = Story(
        "Старый мост через Сорожку закроют на ремонт на четыре месяца",
        "Мария Белова",
        "2024-05-14T17:00:00+03:00",
        "14 мая 2024",
        """
С 20 мая старый мост через реку Сорожку будет закрыт для машин и пешеходов. Подрядчик заменит настил, перила и две опоры. Работы должны закончиться к 20 сентября.

Объезд для транспорта организуют через трассу, это добавит к пути из Заречного района в центр около семи километров. Расписание автобуса № 6 изменится.
""",
        section="Город",
        bio="Пишет о городском хозяйстве и транспорте.",
        recs=(
            "В парке откроют новую площадку",
            "Летнее расписание электричек",
            "Школа № 3 получила новый спортзал",
        ),
    )
    return make(
        "am-ru-shadow-open",
        "discussion",
        "ru-severny",
        st,
        Parts(after=block, end=end),
        c,
        path="/gorod/staryj-most-remont-chetyre-mesyaca",
        reveal="open_shadow_root: the custom element <sb-obsuzhdenie> attaches an open shadow root and draws its heading and the thread into it from inline JSON",
        container="sb-obsuzhdenie (custom element) > #shadow-root (open): h2 'Обсуждение (8)', div.sb-r-spisok > div.sb-r-e (b name, span time, paragraphs, 'Ответить'); replies in div.sb-r-kids, three levels",
        heading="Обсуждение (8)",
        description="A Russian district news site of 2024 built of custom elements: 8 readers' comments in the open shadow root of a custom element, drawn from inline JSON; replies three levels deep; the site's own answer.",
        check_steps=("wait:300",),
    )


def ar_iframe_same() -> Case:
    c = thread("""
سعاد الحمدان | 3 مارس 2023 - 10:20 | - | خطوة ممتازة، فالسوق القديم يستحق أن يعود كما كان. أتمنى أن يحافظوا على الأبواب الخشبية الأصلية.
يوسف الراشد | 3 مارس 2023 - 11:05 | 0 | الأبواب سيتم ترميمها حسب ما قاله المهندس في المؤتمر الصحفي، لن تستبدل.
أم خالد | 3 مارس 2023 - 12:40 | - | ماذا عن أصحاب المحلات خلال فترة الترميم؟ أين سيبيعون لمدة سنة كاملة؟
ناصر | 3 مارس 2023 - 13:15 | 2 | البلدية وعدت بسوق مؤقت في ساحة الميناء، لكن لم يحددوا موعداً بعد.
مريم العلي | 3 مارس 2023 - 18:02 | - | ذكريات طفولتي كلها في هذا السوق. شكراً على هذا التقرير الجميل.
""")

    def item(i: int, x: Seed) -> str:
        kids = children(c, i)
        sub = "".join(item(k, c[k]) for k in kids)
        return (
            f'<li class="mr-b" id="mr-{i + 1}"><div class="mr-r"><b class="mr-s">{esc(x.author)}</b> <span class="mr-w">{esc(x.when)}</span></div>'
            f'{paras(x.text, cls="mr-n")}<a class="mr-rd" href="#mr-form">رد</a>'
            + (f'<ul class="mr-f">{sub}</ul>' if sub else "")
            + "</li>"
        )

    inner = (
        '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>آراء القراء</title>'
        "<style>body{margin:0;font:16px/1.7 Tahoma,sans-serif;color:#222}ul{list-style:none;padding:0}.mr-f{margin-right:28px}.mr-b{margin:12px 0}.mr-w{color:#888;font-size:13px}</style>"
        '</head><body><ul class="mr-qaima">'
        + "".join(item(i, c[i]) for i in children(c, None))
        + '</ul><form id="mr-form" action="/raay" method="post"><textarea name="n"></textarea><button>إرسال</button></form></body></html>\n'
    )
    frame_path = "/_itar/souq-qadim-tarmim.html"
    block = (
        '<section class="c-h5k0e"><h2>آراء القراء (5)</h2>'
        f'<iframe src="{frame_path}" title="آراء القراء" style="width:100%;height:620px;border:0"></iframe></section>'
    )
    st = Story(
        "ترميم السوق القديم يبدأ الشهر المقبل ويستمر عاماً",
        "ليلى منصور",
        "2023-03-02T09:00:00+03:00",
        "2 مارس 2023",
        """
أعلنت بلدية المرسى أن أعمال ترميم السوق القديم ستبدأ في أول أبريل وتستمر اثني عشر شهراً، بتكلفة تقارب أربعة ملايين.

وتشمل الأعمال تقوية الأسقف الخشبية وترميم واجهات المحلات وإعادة رصف الممرات بالحجر. وقالت البلدية إن أصحاب المحلات سينتقلون إلى سوق مؤقت خلال فترة العمل.
""",
        section="محليات",
        bio="محررة الشؤون البلدية.",
        recs=("افتتاح حديقة الكورنيش", "مهرجان التمور يعود", "طريق الميناء الجديد"),
    )
    return make(
        "am-ar-iframe-same",
        "discussion",
        "ar-marsa",
        st,
        Parts(after=block),
        c,
        path="/mahalliyat/souq-qadim-tarmim",
        reveal="iframe (same origin): the thread is the served HTML of a page of the same site shown in an iframe under the heading",
        container="section.c-h5k0e: h2 'آراء القراء (5)', iframe (same origin, /_itar/souq-qadim-tarmim.html) > ul.mr-qaima > li.mr-b (b.mr-s name, span.mr-w time, p.mr-n, 'رد'); replies in ul.mr-f, two levels; a form",
        heading="آراء القراء (5)",
        description="An Arabic port-city news site of 2023 (right to left, hashed classes): 5 readers' opinions in a same-origin iframe, one level of replies; times '3 مارس 2023 - 10:20'.",
        files={frame_path: inner},
        check_steps=("wait:500",),
    )


def ko_more_pages() -> Case:
    c = thread("""
바다사랑 | 2025.07.03 09:12 | - | 해수욕장 개장 기간이 2주 늘어난다니 반갑네요. 8월 말에도 물이 따뜻한데 매년 아쉬웠어요.
김민수 | 2025.07.03 09:30 | 0 | 안전요원도 같이 늘려야 할 텐데 기사에는 그 얘기가 없네요.
바다사랑 | 2025.07.03 09:51 | 1 | 맞아요. 작년에 안전요원이 부족해서 오후에는 수영 구역을 줄였었죠.
해원토박이 | 2025.07.03 10:20 | - | 주차장 요금부터 해결했으면 좋겠습니다. 하루 만오천 원은 너무합니다.
이수진 | 2025.07.03 11:02 | - | 아이들 데리고 자주 가는데 샤워장이 너무 낡았어요. 개장 연장보다 시설 개선이 먼저 아닐까요?
박정호 | 2025.07.03 11:40 | 4 | 샤워장은 올해 새로 짓는다고 시청 공지에 나와 있었어요.
이수진 | 2025.07.03 12:05 | 5 | 그렇군요, 몰랐네요. 알려주셔서 감사합니다.
서핑하는곰 | 2025.07.03 13:33 | - | 9월 초는 서핑하기 제일 좋은 때예요. 그때까지 샤워장이랑 화장실 열어주면 정말 좋겠습니다.
최영희 | 2025.07.03 15:10 | - | 밤 늦게까지 폭죽 터뜨리는 것 좀 단속해 주세요. 해변 근처 주민들은 잠을 못 잡니다.
정우 | 2025.07.03 16:45 | 8 | 동감합니다. 작년 여름 내내 새벽 두 시까지 시끄러웠어요.
익명의 주민 | 2025.07.03 18:20 | - | 좋은 소식이네요.
""")
    js = draw_js("hwGeurida", "hw-d", item="li", wrap="ul", who="strong", reply="답글", like="공감")
    likes = [{"lk": x} for x in ("42", "17", "8", "35", "29", "11", "2", "19", "38", "14", "3")]
    data = as_json(c, likes)
    full = json.loads(data)
    pages = [full[0:4], full[4:8], full[8:11]]
    files = {
        f"/_more/haesuyokjang/{k + 1}.json": json.dumps(
            {"items": pg, "next": k + 2 if k < 2 else None}, ensure_ascii=False
        )
        + "\n"
        for k, pg in enumerate(pages)
    }
    block = (
        '<section class="mt-10"><h2 class="text-lg font-bold">독자 의견 <span id="hw-cnt">11</span></h2>'
        '<ul class="mt-4 divide-y" id="hw-list"></ul><button type="button" id="hw-more" class="mt-4 w-full rounded border py-3">더보기</button></section>'
    )
    end = (
        f"<script>{js}\n(function () {{ var next = 1, b = document.getElementById('hw-more');"
        " function load() { if (!next) return; fetch('/_more/haesuyokjang/' + next + '.json').then(function (r) { return r.json(); }).then(function (d) {"
        " hwGeurida(d.items, document.getElementById('hw-list')); next = d.next; if (!next) b.remove(); }); }"
        " b.addEventListener('click', load); load(); })();</script>"
    )
    css = ".hw-d-kids{margin-left:28px;list-style:none}.hw-d-e{list-style:none;padding:10px 0}.hw-d-tm{color:#94a3b8;font-size:13px}"
    st = Story(
        "해원해수욕장 개장 기간 9월 10일까지 2주 연장",
        "정다은 기자",
        "2025-07-02T14:00:00+09:00",
        "2025.07.02 14:00",
        """
해원시는 올해 해원해수욕장 개장 기간을 7월 1일부터 9월 10일까지로 2주 연장한다고 2일 밝혔다.

시는 늦여름까지 이어지는 더위와 관광객 증가를 이유로 들었다. 연장 기간에는 오전 10시부터 오후 6시까지 수영이 허용된다.
""",
        section="지역",
        bio="해원시청과 관광 분야를 취재합니다.",
        recs=("해변 야시장 이번 주 개막", "시내버스 노선 개편", "항구 축제 일정 발표"),
    )
    return make(
        "am-ko-more-pages",
        "discussion",
        "ko-haewon",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/jiyeok/haesuyokjang-gaejang-yeonjang",
        reveal="load_more: part 1 (4 opinions with their replies) is fetched at load; '더보기' fetches and appends part 2 (4) and part 3 (3), then disappears",
        container="section: h2 '독자 의견 11', ul#hw-list > li.hw-d-e (strong name, span time, paragraphs, '공감 n', '답글'); replies in ul.hw-d-kids, three levels; button#hw-more '더보기'",
        heading="독자 의견 11",
        description="A Korean coastal city site of 2025 in utility classes: 11 readers' opinions in three JSON parts, the first at load, the others appended by '더보기'; likes '공감 n', replies three levels deep.",
        files=files,
        check_steps=("wait:600", "click:#hw-more", "wait:800", "click:#hw-more", "wait:800"),
    )


def pt_folded_replies() -> Case:
    c = thread("""
Cláudia Reis | 18/08/2020 às 10:14 | - | Finalmente vão asfaltar a estrada do Capão. Na época de chuva o ônibus escolar nem consegue subir.
Marcos Vinícius | 18/08/2020 às 10:52 | 0 | Meu filho perdeu uma semana de aula em março por causa disso. Tomara que terminem antes do próximo verão.
Dona Zilda | 18/08/2020 às 11:30 | 0 | Moro lá em cima há quarenta anos e já ouvi essa promessa umas quatro vezes. Só acredito vendo.
Cláudia Reis | 18/08/2020 às 12:01 | 2 | Dessa vez tem a verba do estado, Dona Zilda. Está no Diário Oficial.
Rogério | 18/08/2020 às 14:45 | - | Espero que façam também as canaletas de água. Asfalto sem drenagem não dura um ano aqui na serra.
Eng. Paulo Tavares | 18/08/2020 às 16:20 | 4 | Rogério, o projeto prevê drenagem nos trechos mais íngremes. Participei da audiência pública.
Juliana | 19/08/2020 às 08:05 | - | Que notícia boa! Vai facilitar muito a vida de quem vende na feira de sábado.
""")
    js = draw_js("gzDesenha", "gz-v", who="strong", reply="Responder", fold="Ver respostas (%n)")
    block = '<np-conversa><h2>Opinião dos leitores (7)</h2><div id="gz-aqui"></div></np-conversa>'
    end = (
        f'<script type="application/json" id="gz-json">{jsdata(as_json(c))}</script>'
        f"<script>{js}\ngzDesenha(JSON.parse(document.getElementById('gz-json').textContent), document.getElementById('gz-aqui'));</script>"
    )
    css = "np-conversa{display:block;margin-top:30px}.gz-v-kids{margin-left:26px}.gz-v-e{margin:12px 0}.gz-v-tg{border:0;background:none;color:#0a6;font-weight:600;cursor:pointer}"
    steps = tuple(f"click:#gz-v-t-{i + 1}" for i in range(len(c)) if children(c, i) and c[i].parent is None)
    steps2 = tuple(
        f"click:#gz-v-t-{i + 1}" for i in range(len(c)) if children(c, i) and c[i].parent is not None
    )
    st = Story(
        "Estrada do Capão será asfaltada até março",
        "Renata Albuquerque",
        "2020-08-17T19:00:00-03:00",
        "17/08/2020",
        """
A prefeitura da Serrinha assinou nesta segunda-feira o contrato para asfaltar os 6,5 quilômetros da estrada do Capão, que liga o centro aos bairros rurais da serra.

A obra custará 9 milhões de reais, dois terços pagos pelo governo do estado. A previsão é de que os trabalhos terminem em março do ano que vem.
""",
        section="Região",
        bio="Repórter de cidade e região.",
        recs=(
            "Feira de sábado ganha nova cobertura",
            "Posto de saúde amplia horário",
            "Festa do pinhão volta em junho",
        ),
    )
    return make(
        "am-pt-folded-replies",
        "discussion",
        "pt-serrinha",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/regiao/estrada-do-capao-asfalto",
        reveal="replies folded: the page's script draws the thread from inline JSON at once; each reply list is hidden behind a toggle 'Ver respostas (2)' / 'Ver respostas (1)' that shows it",
        container="np-conversa: h2 'Opinião dos leitores (7)', div#gz-aqui > div.gz-v-e (strong name, span time, paragraphs, 'Responder', a toggle button 'Ver respostas (n)'); replies in div.gz-v-kids (hidden until toggled), three levels",
        heading="Opinião dos leitores (7)",
        description="A Brazilian hill-town news site of 2020 built of custom elements: 7 readers' opinions drawn from inline JSON, every reply list folded under a 'Ver respostas (n)' toggle, three levels; times '18/08/2020 às 10:14'.",
        check_steps=steps + steps2 + ("wait:200",),
    )


def hi_template_noheading() -> Case:
    c = thread("""
राकेश शर्मा | 12 नवंबर 2022, 8:15 am | - | घाट की सफ़ाई बहुत ज़रूरी थी। पिछले साल दीपदान के बाद पूरे किनारे पर प्लास्टिक पड़ा रहा था।
सुनीता वर्मा | 12 नवंबर 2022, 9:02 am | 0 | इस बार नगर निगम ने कूड़ेदान भी लगवाए हैं, मैंने कल शाम देखा।
अमित | 12 नवंबर 2022, 10:40 am | - | नावों का किराया तय होना चाहिए। त्योहार के दिन नाव वाले दुगना मांगते हैं।
प्रो. एस. के. तिवारी | 12 नवंबर 2022, 1:25 pm | - | अच्छी ख़बर है, पर घाट की सीढ़ियों की मरम्मत भी होनी चाहिए। बुज़ुर्गों के लिए उतरना मुश्किल है। // रेलिंग लगाने का प्रस्ताव दो साल से फ़ाइलों में पड़ा है।
नेहा | 12 नवंबर 2022, 4:50 pm | 3 | सर, बिल्कुल सही कहा। मेरी दादी पिछली बार फिसलते-फिसलते बचीं।
""")

    def item(i: int, x: Seed) -> str:
        sub = "".join(item(k, c[k]) for k in children(c, i))
        return (
            f'<div class="c-nq4-e"><div class="c-nq4-h"><span class="c-nq4-n">{esc(x.author)}</span> · <span class="c-nq4-t">{esc(x.when)}</span></div>'
            f'{paras(x.text)}<div class="c-nq4-a"><button type="button">जवाब दें</button> <button type="button">👍</button></div>'
            + (f'<div class="c-nq4-k">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="c-w8u1l" id="nq-slot"></div><template id="nq-tpl"><div class="c-nq4-list">'
        + "".join(item(i, c[i]) for i in children(c, None))
        + '</div><form class="c-nq4-f" action="/rai" method="post"><textarea name="t" placeholder="अपनी राय लिखें"></textarea><button>भेजें</button></form></template>'
    )
    end = (
        "<script>window.addEventListener('load', function () { setTimeout(function () {"
        " document.getElementById('nq-slot').append(document.getElementById('nq-tpl').content.cloneNode(true)); }, 200); });</script>"
    )
    css = ".c-nq4-k{margin-left:26px;border-left:3px solid #f0c36d;padding-left:10px}.c-nq4-e{margin:12px 0}.c-nq4-t{color:#888;font-size:13px}"
    st = Story(
        "दीपदान से पहले नर्मदा घाट की सफ़ाई, 200 स्वयंसेवक जुटे",
        "अंजलि मिश्रा",
        "2022-11-11T18:00:00+05:30",
        "11 नवंबर 2022",
        """
दीपदान उत्सव से पहले शुक्रवार को नर्मदा के मुख्य घाट पर सफ़ाई अभियान चलाया गया। नगर निगम के साथ लगभग 200 स्वयंसेवकों ने किनारे से कचरा हटाया।

निगम ने घाट पर बीस नए कूड़ेदान लगाए हैं और उत्सव के दिन प्लास्टिक के दीयों पर रोक रहेगी। नावों के किराए पर प्रशासन सोमवार को फ़ैसला करेगा।
""",
        section="शहर",
        bio="शहर और संस्कृति पर लिखती हैं।",
        recs=("शहर में नई सिटी बस सेवा", "मंडी में प्याज़ के दाम गिरे", "ज़िला खेल प्रतियोगिता शुरू"),
    )
    return make(
        "am-hi-template-noheading",
        "discussion",
        "hi-narmada",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/shahar/narmada-ghat-safai-deepdaan",
        reveal="template clone: the thread is in a <template> of the served HTML; 200 ms after load the page's script clones it into div#nq-slot",
        container="div.c-w8u1l#nq-slot (empty until load) ← template#nq-tpl: div.c-nq4-list > div.c-nq4-e (span.c-nq4-n name · span.c-nq4-t time, paragraphs, 'जवाब दें', '👍'); replies in div.c-nq4-k, two levels; a form; no heading",
        heading=None,
        description="A Hindi city news site of 2022 with hashed classes: 5 readers' opinions without any heading, kept in a <template> and cloned into the page after load; one level of replies; a two-paragraph comment.",
        check_steps=("wait:600",),
    )


def threads2_am() -> list[Case]:
    return [ru_shadow_open(), ar_iframe_same(), ko_more_pages(), pt_folded_replies(), hi_template_noheading()]

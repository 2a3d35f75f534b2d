"""Blind set AI: eight pages without any reader comment (truth zero), each with a list that a reader has to reveal and
whose entries show a name, a date and a short text in the usual shape of a discussion entry, of kinds no earlier set
lists: a match's player ratings in a dialog (ru), how each councillor voted, with the reason they gave, on a tab (he),
the week's horoscope behind a button (hu), a charity auction's lots paged by "load more" (ro), a poem's translations by
several translators fetched on scroll (zh), analysts' ratings of a firm in a side drawer (da), the newsroom's holiday
reading picks in a ``<details>`` (id) and a photo gallery's captions with the photographers' names in a lightbox (uk).
Written for this set; every name, place and text invented; no class name or id holds "comment"."""

from __future__ import annotations

from comspider_lab.blind.cases_ai_common import Case, Parts, Story, entries, esc, fragment, make, rows


def ru_ratings() -> Case:
    items = rows("""
Антон Зуев | 12 октября 2024 | вратарь · 6,5 | Пропустил два мяча, в обоих не виноват. Во втором тайме спас команду после удара в упор.
Денис Круглов | 12 октября 2024 | защитник · 5,0 | Проиграл борьбу на втором этаже при первом голе. Весь матч опаздывал с подстраховкой.
Ильдар Сабиров | 12 октября 2024 | защитник · 6,0 | Надёжен в отборе, но с мячом играл слишком осторожно, почти всегда назад.
Максим Рябинин | 12 октября 2024 | полузащитник · 7,5 | Лучший у «Металлурга»: забил, дважды обыграл двоих и бегал до последней минуты.
Артём Шевчук | 12 октября 2024 | полузащитник · 5,5 | Много брака в передачах. Заменён на 63-й минуте.
Глеб Одинцов | 12 октября 2024 | нападающий · 5,0 | Один удар за матч, и тот мимо. Против высоких защитников «Рассвета» ему было тяжело.
Роман Пахомов | 12 октября 2024 | нападающий (вышел на замену) · 6,0 | Оживил игру на фланге, заработал угловой, из которого чуть не сравняли счёт.
Тренер Виктор Ломов | 12 октября 2024 | главный тренер · 5,5 | Поздние замены и снова никакого плана на стандарты соперника.
""")
    frag = entries("oc", items, pics=True)
    css = ".oc-dlg{width:min(620px,92vw);border:0;border-radius:10px;padding:0}.oc-in{max-height:70vh;overflow:auto;padding:10px 18px}.oc-it{border-bottom:1px solid #eee;padding:8px 0}"
    block = (
        '<p><button type="button" class="oc-btn" id="oc-btn">Оценки игрокам (8)</button></p>'
        '<dialog class="oc-dlg" id="oc-dlg"><div class="oc-in"><h2>Оценки игрокам «Металлурга»</h2>'
        '<p class="oc-lead">Оценивает корреспондент «Заволжского спорта» по десятибалльной шкале.</p><div id="oc-list"></div>'
        '<button type="button" id="oc-x">Закрыть</button></div></dialog>'
        "<script>var ocD = document.getElementById('oc-dlg');"
        "document.getElementById('oc-btn').addEventListener('click', function () { ocD.showModal();"
        " if (!ocD.dataset.ok) { ocD.dataset.ok = '1'; fetch('/_otsenki/metallurg-rassvet.html').then(function (r) { return r.text(); })"
        ".then(function (h) { document.getElementById('oc-list').innerHTML = h; }); } });"
        "document.getElementById('oc-x').addEventListener('click', function () { ocD.close(); });</script>"
    )
    st = Story(
        "«Металлург» уступил «Рассвету» дома — 1:2",
        "Сергей Гуляев",
        "2024-10-12T20:30:00+03:00",
        "12 октября 2024",
        """
«Металлург» проиграл «Рассвету» в матче двенадцатого тура областного первенства — 1:2. Оба мяча гости забили после угловых, у хозяев отличился Максим Рябинин.

После поражения команда Виктора Ломова опустилась на шестое место. Следующий матч «Металлург» проведёт в субботу на выезде.
""",
        section="Футбол",
    )
    return make(
        "ai-la-ru-otsenki",
        "lookalike",
        "ru-zavolzhye",
        st,
        Parts(after=block, css=css),
        [],
        path="/futbol/metallurg-rassvet-1-2",
        reveal="modal: button 'Оценки игрокам (8)' opens a <dialog> and fetches the list into it",
        container="dialog.oc-dlg#oc-dlg: h2 'Оценки игрокам «Металлурга»', a line on who rates, div#oc-list filled from /_otsenki/….html: 8 div.oc-it (avatar; b.oc-who name, span.oc-at date, small position · mark; the reporter's sentence)",
        heading=None,
        description="A Russian district sports site of 2024: a match report whose player ratings (eight players and the coach's mark, each with the date, the position and mark, and the reporter's sentence) open in a dialog; the reporter's ratings, not readers' comments.",
        files={"/_otsenki/metallurg-rassvet.html": fragment(frag)},
        check_steps=("click:#oc-btn", "wait:800"),
        lookalikes=("player ratings by the reporter",),
    )


def he_votes() -> Case:
    items = rows("""
יעל ברקוביץ | 14.03.2017 | בעד | הפארק יהיה הריאה הירוקה היחידה בשכונות המערביות, וחיכינו לו עשר שנים.
משה אלמוג | 14.03.2017 | נגד | אין לי התנגדות לפארק, אבל התקציב לא כולל תחזוקה, ובעוד שלוש שנים הוא יוזנח.
רונית שמעוני | 14.03.2017 | בעד | התוכנית כוללת מגרש משחקים נגיש, דבר שאין היום באף מקום במושבה.
אבי נחום | 14.03.2017 | נמנע | הייתי רוצה לראות קודם את חוות הדעת על הניקוז, השטח מוצף בכל חורף.
דוד קרמר | 14.03.2017 | בעד | זו השקעה בילדים שלנו. את התחזוקה נממן מהכנסות החניון הסמוך.
שירה לוי | 14.03.2017 | נגד | השכונה הצפונית מחכה לתאורה ולמדרכות כבר חמש שנים. זה צריך להיות קודם.
יוסי דהן | 14.03.2017 | בעד | המועצה קיבלה חצי מהכסף ממשרד החקלאות, אסור לוותר על המענק.
""")
    css = (
        ".hz-tabs{display:flex;gap:6px;margin-top:20px}.hz-tabs button{padding:7px 14px;border:1px solid #7a1f1f;background:#fff;font:inherit}"
        ".hz-tabs button[aria-selected=true]{background:#7a1f1f;color:#fff}.hz-it{border-bottom:1px dotted #bbb;padding:6px 0}"
    )
    block = (
        '<div class="hz-wrap"><div class="hz-tabs" role="tablist">'
        '<button type="button" role="tab" id="hz-t1" aria-controls="hz-p1" aria-selected="true">עיקרי ההחלטה</button>'
        '<button type="button" role="tab" id="hz-t2" aria-controls="hz-p2" aria-selected="false">איך הצביעו (7)</button></div>'
        '<div role="tabpanel" id="hz-p1"><ul><li>תקציב: 4.2 מיליון ש"ח</li><li>תחילת עבודות: ספטמבר 2017</li><li>שטח: 18 דונם</li></ul></div>'
        '<div role="tabpanel" id="hz-p2" hidden><p class="hz-i">ההצבעה במליאת המועצה, 14 במרץ 2017: 4 בעד, 2 נגד, 1 נמנע. '
        "לצד כל חבר מועצה – נימוק ההצבעה שמסר בישיבה.</p>"
        + entries("hz", items)
        + "</div></div><script>document.querySelectorAll('.hz-tabs button').forEach(function (t) {"
        " t.addEventListener('click', function () { document.querySelectorAll('.hz-tabs button').forEach(function (u) {"
        " u.setAttribute('aria-selected', String(u === t)); document.getElementById(u.getAttribute('aria-controls')).hidden = u !== t; }); }); });</script>"
    )
    st = Story(
        "המועצה אישרה: פארק חדש יוקם בשכונות המערביות",
        "אורית גולן",
        "2017-03-15T09:00:00+02:00",
        "15.03.2017",
        """
מליאת המועצה אישרה אמש ברוב של ארבעה חברים מול שניים את הקמת הפארק המערבי, על שטח של 18 דונם בין המושבה לכרמים. העלות מוערכת ב-4.2 מיליון שקלים, ומחציתה תמומן ממענק ממשלתי.

העבודות צפויות להתחיל בספטמבר. בפארק יהיו מגרש משחקים נגיש, שבילי הליכה ומאגר מים קטן לאיסוף מי גשם.
""",
        section="מועצה",
    )
    return make(
        "ai-la-he-hatzbaot",
        "lookalike",
        "he-kramim",
        st,
        Parts(after=block, css=css),
        [],
        path="/moatza/park-maaravi-ushar",
        reveal="tab: 'איך הצביעו (7)' beside 'עיקרי ההחלטה' shows its hidden panel",
        container="div#hz-p2 role=tabpanel (hidden until its tab): a line with the tally, 7 div.hz-it (b.hz-who councillor, span.hz-at '14.03.2017', small 'בעד/נגד/נמנע'; the reason given in the meeting); right to left",
        heading=None,
        description="A Hebrew village paper of 2017, right to left: how each of seven councillors voted on a new park, with the reason each gave in the meeting, on a tab 'איך הצביעו (7)'; a record of the council's vote, not readers' comments.",
        static=True,
        check_steps=("click:#hz-t2",),
        lookalikes=("councillors' votes with their reasons",),
    )


def hu_horoscope() -> Case:
    items = rows("""
Kos | 2025. november 10–16. | március 21. – április 20. | A hét elején váratlan hívás érkezik. Ne döntsön azonnal, csütörtökre tisztábban látja a helyzetet.
Bika | 2025. november 10–16. | április 21. – május 20. | Pénzügyekben legyen óvatos. A hétvége a családé, egy régi ismerős is jelentkezhet.
Ikrek | 2025. november 10–16. | május 21. – június 21. | Sok a munka, de jól bírja. Szerdán egy kolléga segítségére szorul, ne utasítsa el.
Rák | 2025. november 10–16. | június 22. – július 22. | Pihenjen többet. Egy rövid kirándulás a hétvégén új erőt ad.
Oroszlán | 2025. november 10–16. | július 23. – augusztus 23. | Most kerül a figyelem középpontjába. Egy tervét végre elfogadják.
Szűz | 2025. november 10–16. | augusztus 24. – szeptember 23. | A részletekre figyel, ez most kifizetődik. Pénteken jó hír érkezik.
Mérleg | 2025. november 10–16. | szeptember 24. – október 23. | Egy vita lezárul. Ne ragaszkodjon a régi sérelmekhez.
Skorpió | 2025. november 10–16. | október 24. – november 22. | Születésnapi hét: egy meglepetés vár a közeli barátoktól.
Nyilas | 2025. november 10–16. | november 23. – december 21. | Utazási tervek kerülnek elő. Kedden intézze el a halogatott ügyeket.
Bak | 2025. november 10–16. | december 22. – január 20. | Kitartása meghozza az eredményt, de ne vállaljon túl sokat.
Vízöntő | 2025. november 10–16. | január 21. – február 19. | Új ötletei vannak, írja le őket. A hét végén lassítson.
Halak | 2025. november 10–16. | február 20. – március 20. | Érzékeny napok jönnek. Egy séta a folyóparton segít rendezni a gondolatait.
""")
    block = (
        '<div class="cs-doboz"><h3>Heti horoszkóp</h3><p class="cs-i">Asztrológusunk, Vághy Márta jegyei a november 10–16-i hétre.</p>'
        '<button type="button" class="cs-mind" id="cs-mind">Mutasd mind a 12 csillagjegyet</button>'
        '<div class="cs-lista" id="cs-lista" hidden>'
        + entries("cs", items)
        + "</div></div><script>document.getElementById('cs-mind').addEventListener('click', function () {"
        " document.getElementById('cs-lista').hidden = false; this.remove(); });</script>"
    )
    st = Story(
        "Megnyílt a felújított csillagvizsgáló a Tisza-parton",
        "Kovács Réka",
        "2025-11-09T10:00:00+01:00",
        "2025. november 9.",
        """
Két év felújítás után szombaton újra megnyílt a Tisza-parti csillagvizsgáló. A kupolát kicserélték, és új, 40 centiméteres tükrös távcsövet kapott az épület.

Péntek esténként nyilvános bemutatókat tartanak, derült időben a Szaturnuszt és a Holdat is meg lehet figyelni. A belépő felnőtteknek 1500, diákoknak 800 forint.
""",
        section="Életmód",
    )
    return make(
        "ai-la-hu-horoszkop",
        "lookalike",
        "hu-tiszapart",
        st,
        Parts(after=block),
        [],
        path="/eletmod/csillagvizsgalo-megnyilt",
        reveal="button 'Mutasd mind a 12 csillagjegyet' unhides the list",
        container="div.cs-doboz: h3 'Heti horoszkóp', a line naming the astrologer, div.cs-lista#cs-lista hidden until the button: 12 div.cs-it (b.cs-who sign, span.cs-at the week, small the sign's dates; the forecast)",
        heading=None,
        description="A Hungarian city site of 2025: under an article on an observatory, the week's horoscope (twelve signs, each with the week, its dates and a forecast), hidden until 'Mutasd mind a 12 csillagjegyet'; an astrologer's column, not readers' comments.",
        static=True,
        check_steps=("click:#cs-mind",),
        lookalikes=("horoscope by sign",),
    )


def ro_auction() -> Case:
    items = rows("""
Lotul 1 · Ceas de perete cu pendul | 18 martie 2018 | donat de familia Mureșan · estimare 400 lei | Ceas din anii 1930, funcționează. A stat în biroul primarului până în 1989.
Lotul 2 · Masă de consiliu din stejar | 18 martie 2018 | din primăria veche · estimare 1.200 lei | Opt metri lungime, se demontează în trei bucăți. Câteva zgârieturi pe tăblie.
Lotul 3 · Fotografie înrămată a pieței | 18 martie 2018 | donată de Foto Studio Ilie · estimare 150 lei | Piața Unirii în 1962, copie din negativul original, ramă nouă.
Lotul 4 · Set de 12 scaune tapițate | 18 martie 2018 | din sala de festivități · estimare 600 lei | Tapițerie roșie refăcută în 2005. Se vând doar împreună.
Lotul 5 · Steagul fanfarei orașului | 18 martie 2018 | donat de Asociația Fanfara Veche · estimare 300 lei | Broderie manuală cu anul înființării, 1921. Ușor decolorat.
Lotul 6 · Lampă de birou din alamă | 18 martie 2018 | din primăria veche · estimare 250 lei | Abajur verde din sticlă, cablu înlocuit. Funcționează.
Lotul 7 · Tablou „Dealul Viilor” | 18 martie 2018 | donat de pictorul Sorin Nedelcu · estimare 900 lei | Ulei pe pânză, 60 × 80 cm, pictat în 2017 special pentru licitație.
Lotul 8 · Cufăr de zestre pictat | 18 martie 2018 | donat de Muzeul Sătesc Valea Lungă · estimare 500 lei | Lemn de brad, pictat cu flori, restaurat în 2016.
Lotul 9 · Bicicleta poștașului | 18 martie 2018 | donată de Oficiul Poștal · estimare 350 lei | Folosită până în 1998 de poștașul Ion Tudose. Frâne noi.
""")
    first, rest = items[:3], items[3:]
    css = ".lc-it{border:1px solid #ddd;margin:8px 0;padding:8px 10px}"
    block = (
        '<div class="lc-sala"><h3>Loturile licitației</h3><p class="lc-i">Licitația are loc duminică, 18 martie, de la ora 11, în sala mare a primăriei vechi.</p>'
        '<div class="lc-lista" id="lc-lista">'
        + entries("lc", first)
        + '</div><button type="button" class="lc-mai" id="lc-mai">Vezi toate loturile (9)</button></div>'
        "<script>document.getElementById('lc-mai').addEventListener('click', function () { var b = this;"
        " fetch('/_loturi/valea-lunga-licitatie.html').then(function (r) { return r.text(); }).then(function (h) {"
        " document.getElementById('lc-lista').insertAdjacentHTML('beforeend', h); b.remove(); }); });</script>"
    )
    st = Story(
        "Mobilierul vechii primării, scos la licitație pentru noul cămin de bătrâni",
        "Daniela Pop",
        "2018-03-12T08:00:00+02:00",
        "12 martie 2018",
        """
Primăria din Valea Lungă organizează duminică o licitație cu obiecte din vechea clădire a primăriei și cu donații de la localnici. Banii strânși merg la amenajarea noului cămin pentru vârstnici.

Organizatorii speră să strângă cel puțin 5.000 de lei. Obiectele pot fi văzute sâmbătă, între orele 10 și 14.
""",
        section="Social",
    )
    return make(
        "ai-la-ro-licitatie",
        "lookalike",
        "ro-valealunga",
        st,
        Parts(after=block, css=css),
        [],
        path="/social/licitatie-mobilier-primaria-veche",
        reveal="load_more: 3 lots shown; 'Vezi toate loturile (9)' fetches the other 6",
        container="div.lc-sala: h3 'Loturile licitației', div.lc-lista#lc-lista: div.lc-it (b.lc-who 'Lotul n · object', span.lc-at date, small donor · estimate; the description); 6 more from /_loturi/….html",
        heading=None,
        description="A Romanian town paper of 2018: a charity auction's lots (nine, three shown, six fetched by 'Vezi toate loturile (9)'), each with the lot and object, the date, the donor and estimate, and a description; a catalogue, not readers' comments.",
        files={"/_loturi/valea-lunga-licitatie.html": fragment(entries("lc", rest))},
        check_steps=("click:#lc-mai", "wait:800"),
        lookalikes=("auction lots",),
    )


def zh_translations() -> Case:
    items = rows("""
林若溪 | 1987年译 | 收入《远方的灯塔》 | 海在窗外翻身，像一只不肯睡去的狗。 // 译者附记：原文的“狗”很朴素，我不愿把它改成“猛兽”。
周晓川 | 2003年译 | 刊于《外国诗选》第四辑 | 大海在窗外辗转，如一条无眠的犬。 // 译者附记：为了押韵，第二行稍有调整。
何岚 | 2011年译 | 网络首发，后收入个人译诗集 | 窗外的海翻过身来——那只不肯入睡的狗。 // 译者附记：破折号是我加的，想保留原诗的停顿。
Martin Oyelaran（英译） | 2016年译 | 英文转译本 | The sea turns over outside the window, a dog that will not sleep. // 附：作为对照，列出英译。
本博主 | 2024年试译 | 本博客 | 海，在窗外翻了个身；一条怎么也不肯睡的狗。 // 博主附记：我的版本更口语，欢迎对照。
""")
    block = (
        '<figure class="yw-tu"><img src="/_avatar/yw-fangbodi.svg" alt="" width="640" height="420" style="width:100%;height:auto">'
        "<figcaption>冬天的防波堤，我家楼下。</figcaption></figure>"
        '<div class="yw-duizhao" id="yw-duizhao"><h3>五种译文对照</h3><p class="yw-i">同一句诗的不同译本，按年代排列。</p>'
        '<div id="yw-list"><p class="yw-wait">加载中……</p></div></div>'
        "<script>(function () { var el = document.getElementById('yw-list'), done = false;"
        " var io = new IntersectionObserver(function (es) { if (done || !es.some(function (e) { return e.isIntersecting; })) return;"
        " done = true; io.disconnect(); fetch('/_yiwen/haizai-chuangwai.html').then(function (r) { return r.text(); })"
        ".then(function (h) { el.innerHTML = h; }); }, { rootMargin: '0px' }); io.observe(el); })();</script>"
    )
    st = Story(
        "一句诗的五种译法：读卢卡·维尔赫姆的《窗外》",
        "月色",
        "2024-02-18T22:00:00+08:00",
        "2024年2月18日",
        """
这个冬天一直在读卢卡·维尔赫姆的短诗。《窗外》只有八行，第一行却让译者们各显神通。

我把手头能找到的几种译本抄在下面，按年代排列，最后是我自己的试译。译本之间的差别，多半来自对“狗”这个字的态度。

原诗写于海边小城的一个冬夜，诗人后来说，那晚的风大得让他以为房子会被吹走。

维尔赫姆一生只出版过三本诗集，中文世界知道他的人不多。最早的译本出现在八十年代末，是从英文转译的，后来才有了直接从原文翻译的版本。

我第一次读到这首诗，是在大学图书馆一本旧选集的最后几页。那时只觉得奇怪：为什么把海比作狗？后来自己住到海边，冬夜里听着浪一下一下拍在防波堤上，才明白那种不肯安静下来的样子。

译诗最难的往往不是生僻的词，而是这种最简单的比喻。译得太文，狗就变成了“犬”，亲切感没了；译得太白，又少了诗的节奏。

下面的对照里，我尽量保留了各位译者的标点和分行，只把繁体字改成了简体。
""",
        section="译诗",
    )
    return make(
        "ai-la-zh-yiwen",
        "lookalike",
        "zh-yuese",
        st,
        Parts(after=block),
        [],
        path="/2024/02/chuangwai-wuzhong-yifa",
        reveal="lazy_scroll: an IntersectionObserver fetches the list when the box enters the viewport",
        container="div.yw-duizhao#yw-duizhao: h3 '五种译文对照', div#yw-list ('加载中……' until scrolled near): 5 div.yw-it (b.yw-who translator, span.yw-at year, small where printed; the translated line and the translator's note)",
        heading=None,
        description="A Chinese poetry-translation blog of 2024: one line of a poem in five translations (four translators and the blogger), each with the year, where it was printed and a note, fetched when scrolled near; translations, not readers' comments.",
        files={"/_yiwen/haizai-chuangwai.html": fragment(entries("yw", items))},
        check_steps=("scroll", "wait:1200"),
        lookalikes=("translations of a poem by several translators",),
    )


def da_analysts() -> Case:
    items = rows("""
Mette Skov | 24. februar 2022 | Vestfjord Bank · Køb, kursmål 412 kr. | Ordrebogen er den største i selskabets historie, og fragtraterne holder sig høje resten af året.
Henrik Bach | 24. februar 2022 | Nordkyst Securities · Hold, kursmål 365 kr. | Et flot regnskab, men meget af det gode er allerede i kursen. Vi venter på næste kvartal.
Louise Dam Iversen | 23. februar 2022 | Handelsbanken Midt · Køb, kursmål 430 kr. | Ledelsens nye udbyttepolitik overrasker positivt. Vi hæver vores skøn for 2023.
Søren Kjeldsen | 23. februar 2022 | Fjordkapital · Sælg, kursmål 300 kr. | Brændstofpriserne er den store risiko, og selskabet har ikke afdækket mere end et halvt år frem.
Anne-Marie Thorsen | 22. februar 2022 | Øresund Markets · Hold, kursmål 380 kr. | Stærk drift, men de to nye skibe bliver først leveret i 2024. Indtil da er der begrænset vækst.
Jakob Friis | 22. februar 2022 | Jyske Analyse Partners · Køb, kursmål 420 kr. | Vi ser en attraktiv pris set i forhold til konkurrenterne i Nordeuropa.
""")
    css = (
        ".an-skuffe{position:fixed;top:0;right:0;width:min(440px,100vw);height:100vh;overflow:auto;background:#fff;z-index:30;"
        "box-shadow:-3px 0 14px rgba(0,0,0,.2);padding:16px;box-sizing:border-box;display:none}.an-skuffe.an-aaben{display:block}"
        ".an-it{border-bottom:1px solid #eee;padding:8px 0}"
    )
    block = (
        '<p><button type="button" class="an-knap" id="an-knap">Se analytikernes vurderinger (6)</button></p>'
        '<aside class="an-skuffe" id="an-skuffe"><button type="button" id="an-luk">Luk ✕</button>'
        '<h2>Analytikerne om Fjordline Shipping</h2><p class="an-i">Anbefalinger efter årsregnskabet, nyeste først.</p>'
        + entries("an", items)
        + "</aside><script>document.getElementById('an-knap').addEventListener('click', function () {"
        " document.getElementById('an-skuffe').classList.add('an-aaben'); });"
        "document.getElementById('an-luk').addEventListener('click', function () {"
        " document.getElementById('an-skuffe').classList.remove('an-aaben'); });</script>"
    )
    st = Story(
        "Fjordline Shipping leverer rekordår og hæver udbyttet",
        "Kasper Holm",
        "2022-02-24T11:30:00+01:00",
        "24. februar 2022",
        """
Rederiet Fjordline Shipping kom ud af 2021 med et overskud før skat på 1,9 milliarder kroner, det højeste i selskabets 60-årige historie. Udbyttet hæves til 18 kroner pr. aktie.

Aktien steg 4 procent i formiddagshandlen. Direktør Lene Vestergaard forventer et lidt lavere resultat i år, fordi to ældre skibe tages ud af drift.
""",
        section="Børs",
    )
    return make(
        "ai-la-da-analytikere",
        "lookalike",
        "da-fjordby",
        st,
        Parts(after=block, css=css),
        [],
        path="/boers/fjordline-rekordaar",
        reveal="drawer: 'Se analytikernes vurderinger (6)' opens a fixed side panel (display:none until then)",
        container="aside.an-skuffe#an-skuffe (hidden until the button): h2 'Analytikerne om Fjordline Shipping', 6 div.an-it (b.an-who analyst, span.an-at date, small 'bank · rating, target'; one sentence)",
        heading=None,
        description="A Danish business site of 2022: after a shipping firm's annual results, six analysts' ratings (name, date, bank, rating and price target, one sentence) in a side drawer opened by a button; analysts' notes, not readers' comments.",
        static=True,
        check_steps=("click:#an-knap",),
        lookalikes=("analysts' ratings",),
    )


def id_picks() -> Case:
    items = rows("""
Rina Hapsari | 20 Desember 2020 | redaktur pelaksana · "Perahu di Atas Bukit" | Novel tipis yang saya baca dua kali dalam seminggu. Cocok dibawa mudik karena ringan dibawa.
Yoga Pratama | 20 Desember 2020 | wartawan olahraga · "Lari Pagi di Kota Tua" | Kumpulan esai tentang berlari. Saya membacanya sambil menunggu hasil pertandingan.
Dewi Anggraini | 19 Desember 2020 | fotografer · "Cahaya Jam Lima" | Buku foto dengan teks pendek. Halaman tentang pasar ikan membuat saya ingin kembali memotret.
Bambang Susilo | 19 Desember 2020 | redaktur daerah · "Sejarah Kecil Sungai Kami" | Penulisnya guru SD di lembah ini. Banyak nama kampung yang baru saya tahu asal-usulnya.
Nurul Hidayah | 18 Desember 2020 | wartawan pendidikan · "Surat-Surat untuk Murid" | Kumpulan surat seorang kepala sekolah. Mengharukan tanpa berlebihan.
Fajar Ramadhan | 18 Desember 2020 | desainer grafis · "Peta yang Hilang" | Cerita detektif untuk remaja, tetapi saya tidak bisa berhenti membaca sampai subuh.
Sari Wulandari | 17 Desember 2020 | sekretaris redaksi · "Dapur Nenek" | Resep dan kenangan dari dapur keluarga. Saya sudah mencoba tiga resepnya.
""")
    block = (
        '<details class="pb-lipat" id="pb-lipat"><summary class="pb-judul">Lihat 7 pilihan bacaan redaksi untuk libur akhir tahun</summary>'
        '<div class="pb-isi">' + entries("pb", items, pics=True) + "</div></details>"
    )
    st = Story(
        "Pekan Buku Kabupaten digelar daring, 40 penerbit lokal ikut serta",
        "Andi Setiawan",
        "2020-12-20T09:00:00+07:00",
        "20 Desember 2020",
        """
Pekan Buku Kabupaten Lembah Hijau tahun ini digelar secara daring mulai Senin hingga Minggu. Sebanyak 40 penerbit lokal menawarkan diskon hingga 30 persen, dan setiap malam ada diskusi buku bersama penulis.

Dinas Perpustakaan berharap acara ini menarik pembaca muda. Tahun lalu pameran di gedung serbaguna dikunjungi lebih dari delapan ribu orang.
""",
        section="Budaya",
    )
    return make(
        "ai-la-id-pilihan-redaksi",
        "lookalike",
        "id-lembah",
        st,
        Parts(after=block),
        [],
        path="/budaya/pekan-buku-daring",
        reveal="details 'Lihat 7 pilihan bacaan redaksi untuk libur akhir tahun' (closed)",
        container="details.pb-lipat#pb-lipat > summary + div.pb-isi: 7 div.pb-it (avatar; b.pb-who staff member, span.pb-at date, small 'post · book title'; why they recommend it)",
        heading=None,
        description="An Indonesian district site of 2020: the newsroom's holiday reading picks (seven staff members, each with the date, their post and the book, one or two sentences) in a closed <details>; staff recommendations, not readers' comments.",
        static=True,
        check_steps=("click:summary.pb-judul",),
        lookalikes=("the newsroom's reading picks",),
    )


def uk_gallery() -> Case:
    items = rows("""
Олександр Гнатюк | 6 квітня 2016, 07:40 | фото 1 з 8 | Вулиця Набережна зранку після того, як вода почала спадати. Мешканці виносять меблі на подвір'я.
Олександр Гнатюк | 6 квітня 2016, 08:15 | фото 2 з 8 | Рятувальники на човні перевозять літню жінку з затопленого будинку на Садовій.
Тетяна Мельник | 6 квітня 2016, 09:02 | фото 3 з 8 | Міст через Рось: вода стоїть за пів метра від настилу.
Тетяна Мельник | 6 квітня 2016, 10:30 | фото 4 з 8 | Волонтери наповнюють мішки піском біля школи № 2.
Іван Дорошенко | 6 квітня 2016, 11:45 | фото 5 з 8 | Затоплений стадіон «Колос». Ворота видно лише наполовину.
Іван Дорошенко | 6 квітня 2016, 13:20 | фото 6 з 8 | Пункт обігріву в будинку культури: тут ночувало понад сорок людей.
Тетяна Мельник | 6 квітня 2016, 15:05 | фото 7 з 8 | Діти з сусідніх вулиць допомагають відмивати ґанок бібліотеки.
Олександр Гнатюк | 6 квітня 2016, 18:50 | фото 8 з 8 | Вечір: вода відступила з центральної площі, на бруківці лишився мул.
""")
    figs = "".join(
        f'<figure class="gl-it" id="gl-{k + 1}"><img src="/_avatar/gl-{k + 1}.svg" alt="" width="560" height="320">'
        f'<figcaption><span class="gl-sm">{esc(it[2])}</span> <span class="gl-txt">{esc(it[3])}</span> '
        f'<span class="gl-by">Фото: <b class="gl-who">{esc(it[0])}</b>, <span class="gl-at">{esc(it[1])}</span></span></figcaption></figure>'
        for k, it in enumerate(items)
    )
    css = ".gl-box{width:min(720px,94vw);max-height:88vh;overflow:auto;border:0;background:#111;color:#eee}.gl-box figure{margin:0 0 18px}.gl-box img{width:100%;height:auto}"
    block = (
        '<p><button type="button" class="gl-open" id="gl-open">Відкрити галерею (8 фото)</button></p>'
        '<dialog class="gl-box" id="gl-box"><button type="button" id="gl-x">Закрити ✕</button><h2>Повінь у Надроссі: день другий</h2>'
        + figs
        + "</dialog><script>var glB = document.getElementById('gl-box');"
        "document.getElementById('gl-open').addEventListener('click', function () { glB.showModal(); });"
        "document.getElementById('gl-x').addEventListener('click', function () { glB.close(); });</script>"
    )
    st = Story(
        "Вода в Росі почала спадати: у громаді рахують збитки",
        "Наталія Кравець",
        "2016-04-06T19:00:00+03:00",
        "6 квітня 2016",
        """
Рівень води в Росі за добу знизився на сорок сантиметрів. Найбільше постраждали вулиці Набережна і Садова, де підтоплено понад шістдесят дворів.

У будинку культури працює пункт обігріву, волонтери збирають для постраждалих речі та засоби для прибирання. Комісія почне рахувати збитки в понеділок.
""",
        section="Події",
    )
    return make(
        "ai-la-uk-galereia",
        "lookalike",
        "uk-nadrossia",
        st,
        Parts(after=block, css=css),
        [],
        path="/podii/voda-v-rosi-spadaie",
        reveal="lightbox: 'Відкрити галерею (8 фото)' opens a <dialog> with the photos",
        container="dialog.gl-box#gl-box (closed in the served HTML): h2, 8 figure.gl-it (img; figcaption: 'фото n з 8', the caption, 'Фото: ' b.gl-who photographer, span.gl-at date and time)",
        heading=None,
        description="A Ukrainian community paper of 2016: a flood gallery of eight photos whose captions carry the photographer's name, the date and time and a sentence, in a closed lightbox <dialog>; photo captions, not readers' comments.",
        static=True,
        check_steps=("click:#gl-open",),
        lookalikes=("photo captions with photographers' names",),
    )


def plain_ai() -> list[Case]:
    return [
        ru_ratings(),
        he_votes(),
        hu_horoscope(),
        ro_auction(),
        zh_translations(),
        da_analysts(),
        id_picks(),
        uk_gallery(),
    ]

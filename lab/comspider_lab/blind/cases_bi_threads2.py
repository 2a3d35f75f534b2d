"""Blind set BI: seven more hand-built discussions: fetched when the section scrolls into view (IntersectionObserver),
with "精选" badges (zh); drawn into a closed shadow root with verified badges (ko); one shadow root per comment,
nested in the section's open one (hi); in another origin's iframe, sorted "Najnowsze" by default with a sort menu
(pl); on a separate comments page of the same article linked by "Tüm 10 yorumu oku", a liked comment copied on the
article (tr); shown only after the reader accepts a cookie banner (uk); in a same-site iframe inserted by a button
(fa). Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bi_common import (
    Case,
    Look,
    Parts,
    Story,
    as_json,
    draw_js,
    esc,
    html_thread,
    jsdata,
    make,
    mini_page,
    seeds,
    thread,
)


def zh_lazy_featured() -> Case:
    cs = thread("""
老街住户阿梅 | 2天前 | 2023-04-11 20:15 | - | b:精选 | 石板路一修就是三个月，门口的小吃摊怎么办？希望施工能分段进行。
青石周刊编辑部 | 2天前 | 2023-04-11 21:02 | 0 | b:编辑 | 镇政府表示将分四段施工，每段约三周，商户可以临时摆到巷口。
老街住户阿梅 | 1天前 | 2023-04-12 08:40 | 1 | - | 这样还好，谢谢编辑回复。
走走停停 | 1天前 | 2023-04-12 10:18 | - | b:精选 | 拆下来的老石板一定要留着铺回去，换成新的就没有老街的味道了。
陈建华 | 1天前 | 2023-04-12 12:55 | 3 | - | 文章里说七成旧石板会重新铺回，其余的是已经碎了的。
小林 | 20小时前 | 2023-04-12 17:30 | - | - | 晚上施工能不能别超过十点？家里有老人，睡得早。
骑车的老王 | 6小时前 | 2023-04-13 07:45 | - | - | 修好以后电动车能不能进？现在路太颠，车筐里的鸡蛋都碎过。
小林 | 3小时前 | 2023-04-13 10:50 | 6 | - | 我听说修好后老街只允许步行，电动车要停在街口。
""")
    lk = Look("qs", item="div", wrap="div", who="span", tm="time", reply="回复", like="赞")
    css = (
        ".qs-tu{height:1100px;display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:20px 0}.qs-tu div{background:#e9e4da;border-radius:10px;padding:10px}"
        ".qs-re{margin-left:24px;background:#faf9f6;padding:4px 10px}.qs-c{margin:12px 0}.qs-au{font-weight:700}.qs-tm{color:#999;font-size:12px;margin-left:6px}"
        ".qs-bd{background:#c8102e;color:#fff;font-size:11px;padding:0 5px;border-radius:3px;margin-left:4px}#qs-pl{min-height:200px}"
    )
    after = (
        '<div class="qs-tu"><div>老街·清晨</div><div>老街·石板</div><div>老街·茶馆</div><div>老街·桥头</div></div>'
        '<section id="qs-pl" data-src="/_api/qingshi/pinglun/laojie-shibanlu.json"><h2>评论 <small>8</small></h2>'
        '<div id="qs-list"><p class="qs-wait">滑动到此处加载评论</p></div></section>'
        "<script>"
        + draw_js("qsHua", lk)
        + "\n(function () { var sec = document.getElementById('qs-pl'), done = false;"
        " var io = new IntersectionObserver(function (es) { if (done || !es[0].isIntersecting) return; done = true; io.disconnect();"
        "  fetch(sec.getAttribute('data-src')).then(function (r) { return r.json(); }).then(function (d) {"
        "   var box = document.getElementById('qs-list'); box.textContent = ''; qsHua(d, box); }); }, { rootMargin: '0px' });"
        " io.observe(sec); })();</script>"
    )
    st = Story(
        "老街石板路翻修下月开工，七成旧石板将铺回原处",
        "周晓岚",
        "2023-04-11T08:00:00+08:00",
        "2023年4月11日",
        """
青石镇老街的石板路将于五月开始翻修。镇政府表示，工程分四段进行，全部完工约需三个月。

老街石板路已有一百多年历史，近年来不少石板松动、碎裂，雨天容易积水。施工方会先把旧石板编号拆下，修好路基后再按原位铺回，破碎的石板则用同一产地的石材补齐。

施工期间老街商户可照常营业，夜间施工不超过晚上十点。
""",
        section="城事",
        recs=("青石镇周末市集指南", "老茶馆的第三代掌柜", "去青石镇的公交加开班次"),
        ticker=("11:20 | 青石桥周日封闭维修", "09:45 | 今日气温回升"),
    )
    return make(
        "bi-zh-lazy-scroll-featured",
        "discussion",
        "zh-qingshi",
        st,
        Parts(after=after, css=css),
        seeds(cs),
        path="/chengshi/laojie-shibanlu-fanxiu",
        reveal="lazy_scroll: an IntersectionObserver on section#qs-pl (below a tall photo grid) fetches the thread as JSON when the section comes into view",
        container="section#qs-pl: h2 '评论 8', div#qs-list > div.qs-c (div.qs-hd: span.qs-au, span.qs-bd '精选'/'编辑', time.qs-tm '2天前' title '2023-04-11 20:15'; div.qs-tx; '赞', '回复'); replies in div.qs-re, three levels",
        heading="评论 8",
        description="A Chinese town magazine of 2023 with an app-like layout: 8 readers' comments fetched as JSON only when their section scrolls into view (IntersectionObserver), two badged '精选' (featured), the magazine's answer badged '编辑', relative times ('2天前') with absolute ones in title attributes; replies three levels deep.",
        files={"/_api/qingshi/pinglun/laojie-shibanlu.json": as_json(cs) + "\n"},
        check_steps=("scroll", "wait:900"),
    )


def ko_closed_shadow() -> Case:
    cs = thread("""
김순자 | 2일 전 | 2025.01.21 08:12 | - | - | 버스가 하루 세 번뿐이라 병원 가기가 힘들었는데, 전화로 부르는 버스라니 반갑네요.
박민호 | 2일 전 | 2025.01.21 09:40 | 0 | - | 어르신들은 앱을 쓰기 어려우실 텐데 전화 예약도 되는지 궁금합니다.
달빛군청 교통과 | 2일 전 | 2025.01.21 11:05 | 1 | b:✔ 인증 | 전화 예약 가능합니다. 대표번호로 하루 전까지 예약하시면 됩니다.
이정우 | 1일 전 | 2025.01.22 07:30 | - | - | 등하교 시간에는 학생들이 몰릴 텐데 차가 두 대로 충분할까요?
최은영 | 1일 전 | 2025.01.22 10:14 | 3 | - | 시범 운행 석 달 동안 이용자 수를 보고 늘린다고 기사에 나와 있어요.
윤상철 | 5시간 전 | 2025.01.23 06:50 | - | b:✔ 인증 운전원 | 제가 그 노선을 운전하게 됐습니다. 처음이라 서툴러도 너그럽게 봐주세요.
김순자 | 3시간 전 | 2025.01.23 09:02 | 5 | - | 기사님 반가워요. 장날에 뵙겠습니다.
""")
    lk = Look("dt", item="div", wrap="div", who="strong", tm="time", reply="답글", like="공감")
    style = (
        ":host{display:block;margin:30px 0;font:15px/1.6 system-ui,sans-serif}h2{font-size:20px}.dt-re{margin-left:22px;border-left:2px solid #ddd;padding-left:10px}"
        ".dt-c{margin:12px 0}.dt-tm{color:#888;font-size:12px;margin-left:6px}.dt-bd{color:#1a7f37;font-size:12px;margin-left:4px}"
    )
    after = (
        f'<script type="application/json" id="dt-data">{jsdata(as_json(cs))}</script>'
        '<dalbit-talk data-source="dt-data" data-title="독자 의견 7"></dalbit-talk>'
        "<script>"
        + draw_js("dtGrim", lk)
        + "\ncustomElements.define('dalbit-talk', class extends HTMLElement {"
        " constructor() { super(); this._r = this.attachShadow({ mode: 'closed' }); }"
        " connectedCallback() { var r = this._r; var st = document.createElement('style'); st.textContent = "
        + jsdata(json.dumps(style))
        + ";"
        "  var h = document.createElement('h2'); h.textContent = this.getAttribute('data-title'); var box = document.createElement('div'); box.className = 'dt-list';"
        "  r.append(st, h, box); dtGrim(JSON.parse(document.getElementById(this.getAttribute('data-source')).textContent), box); } });</script>"
    )
    st = Story(
        "달빛군 마을버스, 부르면 오는 '수요응답형'으로 바뀐다",
        "한지현",
        "2025-01-20T09:00:00+09:00",
        "2025.01.20 09:00",
        """
달빛군이 다음 달부터 북부 여섯 개 마을의 버스를 전화나 앱으로 부르는 수요응답형 버스로 바꾼다. 지금은 하루 세 번 정해진 시간에만 다닌다.

군은 열다섯 인승 차량 두 대를 투입해 오전 일곱 시부터 오후 여덟 시까지 운행한다. 요금은 지금과 같은 천 원이다.

석 달 동안 시범 운행한 뒤 이용자 수를 보고 차량을 늘릴지 정한다.
""",
        section="지역",
        recs=("읍내 장날 주차 대책", "폐교가 마을 도서관으로", "달빛군 청년 귀농 지원 확대"),
        ticker=("11:00 | 군도 12호선 결빙 주의", "09:30 | 오늘 장날, 읍내 교통 혼잡"),
    )
    return make(
        "bi-ko-closed-shadow-verified",
        "discussion",
        "ko-dalbit",
        st,
        Parts(after=after),
        seeds(cs),
        path="/jiyeok/maeul-bus-suyo-eungdap",
        reveal="closed_shadow_root: the custom element <dalbit-talk> attaches a closed shadow root in its constructor and draws the heading and the thread (from inline JSON in the light DOM) into it",
        container="<dalbit-talk> closed shadow root: h2 '독자 의견 7', div.dt-list > div.dt-c (div.dt-hd: strong.dt-au, span.dt-bd '✔ 인증', time.dt-tm '2일 전' title '2025.01.21 08:12'; div.dt-tx; '공감', '답글'); replies in div.dt-re, three levels",
        heading="독자 의견 7",
        description="A Korean county magazine of 2025: 7 readers' comments drawn by a custom element into its closed shadow root from inline JSON; verified badges '✔ 인증' on the county office's and the driver's entries, relative times ('2일 전') with absolute ones in title attributes; replies three levels deep.",
        check_steps=("wait:300",),
    )


def hi_nested_shadows() -> Case:
    cs = thread("""
सुनीता वर्मा | 08 नवंबर 2022, 19:20 | - | - | - | घाट वाला पुस्तकालय फिर खुल गया, यह सबसे अच्छी ख़बर है। बचपन में मैं वहीं बैठकर पढ़ा करती थी।
राकेश | 08 नवंबर 2022, 20:05 | - | 0 | - | मैं भी। पुराने लकड़ी के रैक अब भी हैं या नए लगाए गए हैं?
सुनीता वर्मा | 09 नवंबर 2022, 07:40 | - | 1 | - | फ़ोटो में पुराने रैक ही दिख रहे हैं, बस रंग नया है।
अमन त्रिपाठी | 09 नवंबर 2022, 09:15 | - | - | - | शाम को सात बजे तक खुला रहे तो नौकरी करने वाले भी जा सकें।
पुस्तकालय समिति | 09 नवंबर 2022, 11:30 | - | 3 | - | सुझाव के लिए धन्यवाद। दिसंबर से शनिवार को रात आठ बजे तक पुस्तकालय खुला रहेगा।
फ़ातिमा ख़ान | 10 नवंबर 2022, 16:45 | - | - | - | बच्चों के लिए कहानी सुनाने का समय भी शुरू कीजिए, मोहल्ले की कई माएँ मदद करने को तैयार हैं।
""")
    js = """
customElements.define('gd-charcha', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    var root = this.attachShadow({ mode: 'open' });
    var list = JSON.parse(this.querySelector('script[type="application/json"]').textContent);
    var st = document.createElement('style'); st.textContent = ':host{display:block;margin:28px 0;border-top:3px solid #0a7d5b;padding-top:8px}';
    var h = document.createElement('h3'); h.textContent = this.getAttribute('heading');
    root.append(st, h);
    function one(x) {
      var el = document.createElement('gd-tippani'); var r = el.attachShadow({ mode: 'open' });
      var s = document.createElement('style'); s.textContent = ':host{display:block;margin:12px 0}.kaun{font-weight:700}.kab{color:#777;font-size:13px;margin-left:8px}.jawab{margin-left:22px}';
      var hd = document.createElement('div'); var n = document.createElement('span'); n.className = 'kaun'; n.textContent = x.who;
      var t = document.createElement('span'); t.className = 'kab'; t.textContent = x.at; hd.append(n, t);
      var p = document.createElement('p'); p.textContent = x.txt;
      r.append(s, hd, p);
      var kids = list.filter(function (y) { return y.to === x.n; });
      if (kids.length) { var w = document.createElement('div'); w.className = 'jawab'; kids.forEach(function (y) { w.append(one(y)); }); r.append(w); }
      return el;
    }
    list.filter(function (x) { return x.to == null; }).forEach(function (x) { root.append(one(x)); });
  }
});
"""
    after = (
        '<gd-charcha heading="पाठकों की राय (6)">'
        f'<script type="application/json">{jsdata(as_json(cs))}</script></gd-charcha>'
        f"<script>{js}</script>"
    )
    st = Story(
        "सात साल बाद फिर खुला घाट का पुराना पुस्तकालय",
        "नेहा श्रीवास्तव",
        "2022-11-08T10:00:00+05:30",
        "08 नवंबर 2022",
        """
गोमती घाट के किनारे बना सौ साल पुराना सार्वजनिक पुस्तकालय सात साल बंद रहने के बाद सोमवार को फिर से खुल गया। छत की मरम्मत और नई बिजली की फिटिंग पर नगर निगम ने अठारह लाख रुपये ख़र्च किए।

पुस्तकालय में क़रीब बारह हज़ार किताबें हैं, जिनमें कई पुरानी हिंदी और उर्दू पत्रिकाएँ भी हैं। पढ़ने के कमरे में एक साथ चालीस लोग बैठ सकते हैं।

फ़िलहाल पुस्तकालय सुबह दस से शाम छह बजे तक खुला रहेगा। सदस्यता शुल्क साल का सौ रुपये है।
""",
        section="शहर",
        recs=("घाट पर दीपदान की तैयारी", "पुराने मोहल्ले की कचौड़ी गली", "नाव चलाने वालों के लिए नया नियम"),
        ticker=("12:10 | पक्का पुल पर जाम, वैकल्पिक रास्ता लें", "10:40 | आज शाम हल्की बारिश के आसार"),
    )
    return make(
        "bi-hi-nested-open-shadows",
        "discussion",
        "hi-gomti",
        st,
        Parts(after=after),
        seeds(cs),
        path="/shahar/ghat-pustakalay-phir-khula",
        reveal="open_shadow_root, nested: the custom element <gd-charcha> draws its heading into an open shadow root and each comment as a <gd-tippani> with a shadow root of its own, replies inside their parent's shadow root",
        container="<gd-charcha heading='पाठकों की राय (6)'> open shadow root: h3, gd-tippani elements (each an open shadow root: div > span.kaun name, span.kab time; p text; div.jawab with the replies' gd-tippani)",
        heading="पाठकों की राय (6)",
        description="A Hindi city blog of 2022: 6 readers' comments drawn by a custom element, each comment a custom element with its own open shadow root nested inside the section's shadow root (and replies inside their parent's); no class names in the page's light DOM for them; replies three levels deep.",
        check_steps=("wait:300",),
    )


def pl_iframe_newest() -> Case:
    cs = thread("""
Marek Zalewski | 3 kwi 2024, 21:10 | - | - | - | Syn od trzech lat jeździ na desce po parkingu pod marketem. Wreszcie będzie miał gdzie.
Ewa K. | 4 kwi 2024, 07:45 | - | - | - | Byle nie było tam hałasu do północy. Mieszkam sto metrów od tego miejsca.
Kuba_rolka | 4 kwi 2024, 08:30 | - | 1 | - | Regulamin mówi, że park jest czynny do 21:00, potem zamykają bramę.
Ewa K. | 4 kwi 2024, 09:12 | - | 2 | - | To mnie uspokaja, dziękuję.
Tomasz Bielski | 4 kwi 2024, 12:00 | - | - | b:radny | Dodam, że przy parku stanie też toaleta i stojaki na rowery, o co pytało wielu mieszkańców na konsultacjach.
Ola | 5 kwi 2024, 16:40 | - | - | - | Czy będą zajęcia dla dziewczyn? Na starym boisku zawsze rządzili starsi chłopacy.
Wiklinowo24 | 5 kwi 2024, 17:05 | - | 5 | b:redakcja | Ośrodek sportu planuje bezpłatne zajęcia w soboty. Szczegóły opiszemy w osobnym tekście.
Henryk | 6 kwi 2024, 10:20 | - | - | - | Pół miliona złotych na betonowe rampy. Lepiej by było naprawić chodnik na Łąkowej.
""")
    lk = Look("wk", item="li", wrap="ol", who="b", tm="time", reply="Odpowiedz", like="+")
    order = [7, 5, 4, 1, 0]
    frame_css = (
        "ol{list-style:none;padding-left:0}.wk-re{margin-left:24px!important}.wk-c{margin:12px 0;border-bottom:1px solid #eee}.wk-tm{color:#888;font-size:12px;margin-left:6px}"
        ".wk-bd{background:#0b3d91;color:#fff;font-size:11px;padding:0 5px}"
    )
    frame = mini_page(
        "pl-wiklinowo",
        "Dyskusja: skatepark nad rzeką",
        '<div class="wk-top"><b>Dyskusja (8)</b> <label>Sortuj: <select id="wk-sort"><option value="new" selected>Najnowsze</option>'
        '<option value="old">Najstarsze</option></select></label></div>'
        '<ol class="wk-lista" id="wk-lista">' + html_thread(cs, lk, order=order) + "</ol>"
        '<p><a href="/logowanie" target="_top">Zaloguj się, aby dodać komentarz</a></p>'
        "<script>document.getElementById('wk-sort').addEventListener('change', function () { var l = document.getElementById('wk-lista');"
        " Array.from(l.children).reverse().forEach(function (li) { l.append(li); }); });</script>",
        frame_css,
    )
    after = (
        '<section class="wk-ramka"><h2>Komentarze</h2>'
        '<iframe src="@@OTHER@@/embed/wk24/dyskusja/skatepark-nad-rzeka.html" title="Dyskusja" loading="lazy" '
        'style="width:100%;height:900px;border:1px solid #ddd"></iframe></section>'
    )
    st = Story(
        "Skatepark nad rzeką gotowy w czerwcu. Miasto wydało pół miliona",
        "Agnieszka Nowicka",
        "2024-04-03T14:00:00+02:00",
        "3 kwietnia 2024",
        """
Na bulwarze nad Wiklą trwa budowa pierwszego w Wiklinowie skateparku. Betonowe rampy, poręcze i niecka zajmą ponad tysiąc metrów kwadratowych.

Inwestycja kosztuje 520 tysięcy złotych i jest finansowana z budżetu obywatelskiego. Projekt zgłosili uczniowie miejscowego liceum.

Park ma być otwarty codziennie od 8 do 21. Otwarcie zaplanowano na pierwszy weekend czerwca.
""",
        section="Miasto",
        recs=("Nowy rozkład autobusów od maja", "Remont Łąkowej przesunięty", "Festyn na bulwarze w sobotę"),
        ticker=("13:20 | Utrudnienia na moście przy dworcu", "12:05 | Wyłączenia prądu na osiedlu Zielonym"),
    )
    return make(
        "bi-pl-other-origin-iframe-newest",
        "discussion",
        "pl-wiklinowo",
        st,
        Parts(after=after),
        seeds(cs),
        path="/miasto/skatepark-nad-rzeka",
        reveal="iframe: the thread is the served HTML of a page on another origin (the 'other' loopback port), in an <iframe loading=lazy> under 'Komentarze'; sorted 'Najnowsze' (newest first) by default, a sort menu",
        container="iframe (other origin): a sort <select> 'Najnowsze', ol.wk-lista > li.wk-c (div.wk-hd: b.wk-au, badge, time.wk-tm; div.wk-tx; '+ 0', 'Odpowiedz'); replies in ol.wk-re, three levels, oldest first under their parent",
        heading="Komentarze",
        description="A Polish town news site of 2024: 8 readers' comments in another origin's iframe, the top-level ones newest first (the menu's default 'Najnowsze'), replies under them oldest first; a councillor badged 'radny' and the newsroom 'redakcja'; replies three levels deep.",
        files={"/embed/wk24/dyskusja/skatepark-nad-rzeka.html": frame},
        check_steps=("scroll", "wait:1200"),
    )


def tr_separate_page() -> Case:
    cs = thread("""
Ayten Kılıç | 05.10.2021 18:40 | - | - | l:12 | Kasımda yağmur olur, şenlik alanı çamur olur. Ekim sonu daha iyiydi.
Hüseyin Usta | 05.10.2021 19:15 | - | 0 | l:20 | Ama hasat ekimde bitmiyor ki. Herkes tarladayken şenliğe kim gelecek?
Ayten Kılıç | 05.10.2021 20:02 | - | 1 | l:4 | Orası doğru, bunu düşünmemiştim.
Deniz Ergin | 06.10.2021 08:30 | - | - | l:31 | Geçen yıl sıkım atölyesi çok güzeldi, çocuklar kendi zeytinyağlarını şişeye doldurdu. Bu yıl da olsun lütfen.
Yelkenburun Gazetesi | 06.10.2021 09:10 | - | 3 | b:Editör; l:9 | Belediyeden aldığımız programa göre atölye üç gün boyunca sürecek.
Mehmet Ali Tunç | 06.10.2021 11:45 | - | - | l:17 | Köylerden şenlik alanına servis konulmalı. Yaşlılar otobüsle iki aktarma yapamaz.
Selin | 06.10.2021 13:20 | - | 5 | l:6 | Geçen yıl Çamlıköy'den servis vardı, bu yıl da olacağını duydum.
Oğuz Tan | 06.10.2021 16:05 | - | - | l:8 | Stant ücretleri yine çok yüksek. Küçük üretici yerine hep aynı büyük firmalar stant açıyor.
Fatma Nur | 07.10.2021 09:50 | - | 7 | l:5 | Kooperatif üyelerine ücretsiz stant verileceği yazıyor haberde.
Oğuz Tan | 07.10.2021 10:30 | - | 8 | l:2 | Öyleyse iyi, teşekkürler.
""")
    lk = Look("yr", item="div", wrap="div", who="strong", tm="span", reply="Yanıtla", like="👍")
    best = cs[3]
    inside = (
        '<div class="yr-onizleme" data-ui="teaser"><h2>Okur yorumları</h2><p class="yr-etiket">En beğenilen yorum</p>'
        f"<blockquote><p>{esc(best.seed.text)}</p><footer>— {esc(best.seed.author)}, {esc(best.shown)}</footer></blockquote>"
        '<a class="yr-hepsi" id="yr-hepsi" href="/gundem/zeytin-hasat-senligi-kasimda-yorumlar">Tüm 10 yorumu oku →</a></div>'
    )
    page_css = (
        ".yr-re{margin-left:26px;border-left:2px solid #eee;padding-left:10px}.yr-c{margin:14px 0}.yr-tm{color:#888;font-size:12px;margin-left:6px}"
        ".yr-bd{background:#161616;color:#fff;font-size:11px;padding:0 5px;margin-left:4px}header{display:flex;justify-content:space-between;border-bottom:1px solid #ddd;padding-bottom:8px}"
    )
    comments_page = mini_page(
        "tr-yelkenburun",
        "Yorumlar: Zeytin hasat şenliği kasıma alındı",
        '<header><a href="/"><b>Yelkenburun Gazetesi</b></a><a href="/gundem/zeytin-hasat-senligi-kasimda">← Habere dön</a></header>'
        '<main><h1>Yorumlar (10)</h1><p>Haber: <a href="/gundem/zeytin-hasat-senligi-kasimda">Zeytin hasat şenliği bu yıl kasımda</a></p>'
        '<div class="yr-liste">' + html_thread(cs, lk) + "</div>"
        '<form class="yr-form"><textarea placeholder="Yorumunuzu yazın" disabled></textarea><button type="button" disabled>Gönder</button></form></main>',
        page_css,
    )
    st = Story(
        "Zeytin hasat şenliği bu yıl kasımda",
        "Burcu Aydın",
        "2021-10-05T11:00:00+03:00",
        "05.10.2021",
        """
Yarımadanın geleneksel zeytin hasat şenliği bu yıl ekim sonu yerine 18-20 Kasım tarihlerinde yapılacak. Belediye, tarihin hasadın bitişine göre ayarlandığını açıkladı.

Şenlikte zeytinyağı sıkım atölyesi, yerel üreticilerin stantları ve köy kahvaltısı yer alacak. Kooperatif üyesi küçük üreticilere stant ücretsiz verilecek.

Programın ayrıntıları önümüzdeki hafta duyurulacak.
""",
        section="Gündem",
        recs=(
            "Feribot seferleri kış tarifesine geçti",
            "Köy okullarına yeni servis",
            "Balıkçı barınağı genişliyor",
        ),
        ticker=("12:15 | Sahil yolunda bakım çalışması", "10:50 | Poyraz nedeniyle tekne seferleri iptal"),
    )
    return make(
        "bi-tr-separate-comments-page",
        "discussion",
        "tr-yelkenburun",
        st,
        Parts(inside=inside),
        seeds(cs),
        path="/gundem/zeytin-hasat-senligi-kasimda",
        comments_page="/gundem/zeytin-hasat-senligi-kasimda-yorumlar",
        static=True,
        reveal="separate_page: the article shows one liked comment as a quote and links 'Tüm 10 yorumu oku →' to a comments page of its own (served HTML)",
        container="on the comments page: h1 'Yorumlar (10)', div.yr-liste > div.yr-c (div.yr-hd: strong.yr-au, badge, span.yr-tm; div.yr-tx; '👍 n', 'Yanıtla'); replies in div.yr-re, three levels; on the article: div.yr-onizleme with a blockquote copy of the most liked comment",
        heading="Yorumlar (10)",
        description="A Turkish peninsula news site of 2021: 10 readers' comments on a separate comments page linked by 'Tüm 10 yorumu oku →'; the article itself shows only the most liked comment as a blockquote copy; the paper's answer badged 'Editör'; replies three levels deep.",
        files={"/gundem/zeytin-hasat-senligi-kasimda-yorumlar": comments_page},
        check_steps=("goto:/gundem/zeytin-hasat-senligi-kasimda-yorumlar",),
    )


def uk_consent_banner() -> Case:
    cs = thread("""
Оксана Дмитренко | 17 лютого 2025, 19:05 | - | - | - | Нарешті! Старий автобус ламався щотижня, діти по годині стояли на морозі.
Василь | 17 лютого 2025, 19:40 | - | 0 | - | Головне, щоб тепер знайшли водія. Попередній звільнився ще восени.
Оксана Дмитренко | 17 лютого 2025, 20:12 | - | 1 | - | Директорка казала на зборах, що водія вже взяли, із сусіднього села.
Ірина Мельник | 18 лютого 2025, 08:30 | - | - | - | Чи буде автобус заїжджати на хутір Лози? Там четверо дітей.
Вербівська громада | 18 лютого 2025, 10:15 | - | 3 | b:офіційна сторінка | Так, маршрут змінено, зупинка на хуторі буде з 3 березня.
Петро Гнатюк | 18 лютого 2025, 17:48 | - | - | - | Дякую всім, хто збирав гроші на співфінансування. Двісті тисяч від громади — це не жарт.
""")
    lk = Look("vk", item="article", wrap="div", who="h4", tm="time", reply="Відповісти")
    css = (
        ".vk-banner{position:fixed;left:0;right:0;bottom:0;background:#1d1d1d;color:#eee;padding:18px 24px;z-index:80;display:flex;gap:16px;align-items:center;flex-wrap:wrap}"
        ".vk-banner button{padding:8px 16px;font:inherit}.vk-re{margin-left:24px}.vk-c h4{margin:0;font-size:16px}.vk-c{margin:14px 0}.vk-tm{color:#888;font-size:13px}"
        ".vk-bd{background:#0a7d5b;color:#fff;font-size:11px;padding:0 5px}"
    )
    after = (
        '<section class="vk-blok" id="vk-blok"><h2>Коментарі (6)</h2><div id="vk-misce"><p class="vk-zamist">Коментарі показуються через зовнішній сервіс. '
        "Щоб їх побачити, дайте згоду на файли cookie.</p></div></section>"
        '<template id="vk-shablon"><div class="vk-nit">' + html_thread(cs, lk) + "</div></template>"
    )
    end = (
        '<div class="vk-banner" id="vk-banner" role="dialog" aria-label="Налаштування cookie"><p>Ми та наші партнери використовуємо файли cookie, '
        "щоб показувати коментарі, відео та статистику відвідувань.</p>"
        '<button type="button" id="vk-tak">Прийняти все</button><button type="button" id="vk-ni">Лише необхідні</button></div>'
        "<script>(function () { var b = document.getElementById('vk-banner');"
        " document.getElementById('vk-tak').addEventListener('click', function () { b.remove(); var m = document.getElementById('vk-misce'); m.textContent = '';"
        "  m.append(document.getElementById('vk-shablon').content.cloneNode(true)); });"
        " document.getElementById('vk-ni').addEventListener('click', function () { b.remove(); }); })();</script>"
    )
    st = Story(
        "Вербівська школа отримала новий шкільний автобус",
        "Марія Коваль",
        "2025-02-17T12:00:00+02:00",
        "17 лютого 2025",
        """
Вербівський ліцей отримав новий шкільний автобус на 32 місця. Його придбали за кошти області та громади: громада доплатила двісті тисяч гривень.

Автобус щодня возитиме 46 учнів із п'яти сіл. Старий автобус, якому двадцять років, передадуть комунальному підприємству для перевезення працівників.

З 3 березня маршрут продовжать до хутора Лози.
""",
        section="Громада",
        recs=(
            "У Вербівці відремонтують міст через Ставок",
            "Амбулаторія працює за новим графіком",
            "Футбольна команда громади вийшла у фінал",
        ),
        ticker=("12:30 | Планове відключення світла на вулиці Садовій", "09:00 | Сьогодні у громаді ярмарок"),
    )
    return make(
        "bi-uk-consent-banner",
        "discussion",
        "uk-verbivka",
        st,
        Parts(after=after, css=css, end=end),
        seeds(cs),
        path="/gromada/novyi-shkilnyi-avtobus",
        reveal="consent: the thread is in a <template>; only 'Прийняти все' in the page's own cookie banner clones it into the comments section ('Лише необхідні' leaves a notice)",
        container="section.vk-blok#vk-blok: h2 'Коментарі (6)', div#vk-misce (a notice until consent) > div.vk-nit > article.vk-c (div.vk-hd: h4.vk-au, badge, time.vk-tm; div.vk-tx; 'Відповісти'); replies in div.vk-re, three levels",
        heading="Коментарі (6)",
        description="A Ukrainian village-community news blog of 2025: 6 readers' comments shown only after 'Прийняти все' in the site's own cookie banner (the thread waits in a <template>); the community's page badged 'офіційна сторінка', each name in an h4; replies three levels deep.",
        check_steps=("click:#vk-tak", "wait:300"),
    )


def fa_sameorigin_iframe_button() -> Case:
    cs = thread("""
مریم رضایی | ۱۱ مهر ۱۴۰۲، ۱۸:۲۰ | - | - | - | حمام قدیمی محله را از کودکی می‌شناسم. خوشحالم که به جای تخریب، موزه می‌شود.
علی | ۱۱ مهر ۱۴۰۲، ۱۹:۰۵ | - | 0 | - | کاشی‌های سقف را هم مرمت می‌کنند؟ نیمی از آن‌ها ریخته است.
سعید کاظمی | ۱۲ مهر ۱۴۰۲، ۰۹:۳۰ | - | 1 | - | طبق گزارش، یک استادکار کاشی‌کار دعوت شده و کار را از زمستان شروع می‌کند.
نرگس | ۱۲ مهر ۱۴۰۲، ۱۱:۱۵ | - | - | - | ای کاش چایخانه تا دیروقت باز باشد. محله شب‌ها جایی برای نشستن ندارد.
رضا امینی | ۱۳ مهر ۱۴۰۲، ۰۸:۰۰ | - | - | - | قیمت بلیت موزه را هم اعلام کنید. بهتر است برای اهالی محله رایگان باشد.
""")
    lk = Look("nz", item="div", wrap="div", who="span", tm="span", reply="پاسخ")
    frame = mini_page(
        "fa-golestanak",
        "نظرهای خوانندگان",
        '<h3>نظرهای خوانندگان</h3><div class="nz-hame">' + html_thread(cs, lk) + "</div>",
        ".nz-re{margin-right:24px;border-right:2px solid #ddd;padding-right:10px}.nz-c{margin:12px 0}.nz-au{font-weight:700}.nz-tm{color:#888;font-size:12px;margin-right:8px}",
    )
    after = (
        '<div class="nz-dokme"><button type="button" id="nz-baz">نمایش نظرها (۵)</button><div id="nz-ja"></div></div>'
        "<script>document.getElementById('nz-baz').addEventListener('click', function () { var f = document.createElement('iframe');"
        " f.src = '/shahr/hammam-golestanak/nazarha.html'; f.title = 'نظرها'; f.style.cssText = 'width:100%;height:640px;border:0';"
        " document.getElementById('nz-ja').append(f); this.remove(); });</script>"
    )
    st = Story(
        "حمام قدیمی گلستانک موزه و چایخانه می‌شود",
        "شیرین مرادی",
        "2023-10-02T10:00:00+03:30",
        "۱۰ مهر ۱۴۰۲",
        """
حمام صدساله محله گلستانک که بیش از بیست سال بسته بود، مرمت می‌شود و به موزه و چایخانه تبدیل خواهد شد. شهرداری هزینه مرمت را تأمین می‌کند.

کار مرمت از زمستان آغاز می‌شود و یک سال طول می‌کشد. کاشی‌های سقف بینه و خزینه با همان نقش‌های قدیمی بازسازی خواهند شد.

قرار است چایخانه در بخش ورودی حمام باشد و موزه در تالار اصلی آن.
""",
        section="فرهنگ",
        recs=(
            "بازارچه محلی جمعه‌ها برپا می‌شود",
            "کتابخانه محله ساعت کارش را تمدید کرد",
            "پیاده‌راه خیابان باغ تکمیل شد",
        ),
        ticker=("۱۲:۰۵ | ترافیک سنگین در میدان اصلی", "۱۰:۳۰ | پیش‌بینی باران برای فردا"),
    )
    return make(
        "bi-fa-iframe-on-button",
        "discussion",
        "fa-golestanak",
        st,
        Parts(after=after),
        seeds(cs),
        path="/shahr/hammam-golestanak-muze",
        reveal="iframe on click: the button 'نمایش نظرها (۵)' inserts a same-site <iframe> whose page holds the thread (served HTML)",
        container="an <iframe> inserted into div#nz-ja: its page has h3 'نظرهای خوانندگان', div.nz-hame > div.nz-c (div.nz-hd: span.nz-au, span.nz-tm; div.nz-tx; 'پاسخ'); replies in div.nz-re, three levels",
        heading="نظرهای خوانندگان",
        description="A Persian neighbourhood magazine of 2023, right to left: 5 readers' comments in a same-site iframe that exists only after 'نمایش نظرها (۵)' is clicked; Solar Hijri dates in Persian digits; replies three levels deep.",
        files={"/shahr/hammam-golestanak/nazarha.html": frame},
        check_steps=("click:#nz-baz", "wait:800"),
    )


def threads2_bi() -> list[Case]:
    return [
        zh_lazy_featured(),
        ko_closed_shadow(),
        hi_nested_shadows(),
        pl_iframe_newest(),
        tr_separate_page(),
        uk_consent_banner(),
        fa_sameorigin_iframe_button(),
    ]

"""Blind set AI: four mixed pages, a discussion of this article (3 to 6 readers' comments) that a reader has to reveal,
beside a list of named, dated short texts that are not comments, also revealed: a council meeting's agenda items on a
tab, and the thread fetched by a button (nb); a draft by-law's amendments in a ``<details>``, and the thread fetched when
scrolled near (ca); a reopened museum's audio-guide stops behind a button, and the thread in a dialog (vi); a school's
canteen menu on a tab, and the thread written into an open shadow root by a button (hi). Written for this set; every
name, place and text invented; no class name or id holds "comment"."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_ai_common import (
    Case,
    Parts,
    Story,
    as_json,
    draw_js,
    entries,
    fragment,
    make,
    rows,
    seeds,
    tree,
)

TABS_JS = (
    "<script>document.querySelectorAll('[data-fane]').forEach(function (t) { t.addEventListener('click', function () {"
    " var grp = t.closest('[data-faner]'); grp.querySelectorAll('[data-fane]').forEach(function (u) {"
    " u.setAttribute('aria-selected', String(u === t)); document.getElementById(u.dataset.fane).hidden = u !== t; }); }); });</script>"
)


def nb_agenda() -> Case:
    c = seeds("""
Torunn Haugen | 4. juni 2021 kl. 19:02 | - | Godt at skolen blir værende i bygda. Barna mine hadde fått over en time i buss hver vei.
Arild Moen | 4. juni 2021 kl. 19:48 | 0 | Men hvem betaler? Ni millioner til nytt tak og ventilasjon er mye for en kommune med 1900 innbyggere.
Torunn Haugen | 4. juni 2021 kl. 20:15 | 1 | Det står at fylket dekker en tredjedel. Resten tas over fire år.
Sigrid Bakken | 5. juni 2021 kl. 08:30 | - | Takk til foreldrene som møtte opp i kommunestyret. Det gjorde nok utslaget.
""")
    agenda = rows("""
Sak 31/21 · Ordfører Knut Reitan | 3. juni 2021 | vedtak | Skolestruktur: Fjellbygda skole beholdes, rehabilitering for 9 millioner kroner.
Sak 32/21 · Rådmann Hilde Solberg | 3. juni 2021 | orientering | Økonomirapport for første tertial. Merforbruk i pleie og omsorg.
Sak 33/21 · Plan- og miljøutvalget | 3. juni 2021 | vedtak | Reguleringsplan for hyttefelt ved Storvatnet sendes på høring.
Sak 34/21 · Representant Ola Grini (Sp) | 3. juni 2021 | interpellasjon | Om brøyting av private veier som brukes av skolebussen.
Sak 35/21 · Kontrollutvalget | 3. juni 2021 | vedtak | Årsrapport 2020 tas til orientering.
""")
    thread_frag = '<h3 class="ik-tit">Innlegg fra leserne</h3>' + tree(c, "ik", wrap="div", reply="Svar")
    css = ".fn-rad{display:flex;gap:6px;margin-top:18px}.fn-rad button{padding:6px 12px;border:1px solid #0b5d7a;background:#fff}.fn-rad button[aria-selected=true]{background:#0b5d7a;color:#fff}"
    block = (
        '<div class="fn-boks" data-faner><div class="fn-rad" role="tablist">'
        '<button type="button" role="tab" data-fane="fn-a" id="fn-ta" aria-selected="true">Fakta</button>'
        '<button type="button" role="tab" data-fane="fn-b" id="fn-tb" aria-selected="false">Sakslisten 3. juni (5)</button></div>'
        '<div role="tabpanel" id="fn-a"><p>Fjellbygda skole har 74 elever fra 1. til 10. trinn. Bygget er fra 1968.</p></div>'
        '<div role="tabpanel" id="fn-b" hidden><p class="fn-i">Kommunestyrets møte torsdag 3. juni, saker og vedtak:</p>'
        + entries("sk", agenda)
        + "</div></div>"
        + TABS_JS
        + '<div class="ik-sone" id="ik-sone"><button type="button" class="ik-vis" id="ik-vis">Vis 4 innlegg</button><div id="ik-her"></div></div>'
        "<script>document.getElementById('ik-vis').addEventListener('click', function () { var b = this;"
        " fetch('/_innlegg/fjellbygda-skole.html').then(function (r) { return r.text(); }).then(function (h) {"
        " document.getElementById('ik-her').innerHTML = h; b.remove(); }); });</script>"
    )
    st = Story(
        "Fjellbygda skole består – kommunestyret sa nei til nedleggelse",
        "Ingrid Rønning",
        "2021-06-04T10:00:00+02:00",
        "4. juni 2021",
        """
Kommunestyret i Fjellbygda vedtok torsdag kveld å beholde skolen i bygda, mot rådmannens innstilling. Vedtaket fikk 13 mot 8 stemmer.

Skolen skal i stedet rehabiliteres for rundt ni millioner kroner. Over tretti foreldre fulgte møtet fra galleriet.
""",
        section="Kommune",
    )
    return make(
        "ai-mx-nb-saksliste",
        "mixed",
        "nb-fjellbygda",
        st,
        Parts(after=block, css=css),
        c,
        path="/kommune/fjellbygda-skole-bestaar",
        reveal="button 'Vis 4 innlegg' fetches the thread; the agenda list is on a tab 'Sakslisten 3. juni (5)'",
        container="div.ik-sone#ik-sone > div#ik-her (empty until 'Vis 4 innlegg'): h3 'Innlegg fra leserne', div.ik-it entries (div.ik-top: b.ik-who, span.ik-at '4. juni 2021 kl. 19:02'; div.ik-txt; button 'Svar'); replies in div.ik-sub, two deep",
        heading="Innlegg fra leserne",
        description="A Norwegian local paper of 2021: four readers' posts on keeping the village school (two nested replies, one to a reply), fetched by 'Vis 4 innlegg'; above it a tab 'Sakslisten 3. juni (5)' with the council meeting's agenda items (item and proposer, date, kind, summary), which are not comments.",
        files={"/_innlegg/fjellbygda-skole.html": fragment(thread_frag)},
        check_steps=("click:#fn-tb", "click:#ik-vis", "wait:800"),
        lookalikes=("council meeting agenda items",),
    )


def ca_amendments() -> Case:
    c = seeds("""
Montse Puigdomènech | 22/11/2016 - 20:41 | - | Per fi algú posa ordre a les terrasses del passeig. A l'estiu no es podia passar amb el cotxet.
Jordi Vilaró | 22/11/2016 - 21:15 | 0 | Però tancar a les onze entre setmana matarà els bars petits. Viuen de les nits d'estiu.
Pere Casals | 23/11/2016 - 08:02 | - | L'esmena dels veïns del carrer Major és la més raonable: un metre i mig de pas lliure i prou.
Núria | 23/11/2016 - 11:26 | - | Que apliquin la mateixa norma a tot el poble, no només al centre.
Xavier Roig | 23/11/2016 - 13:50 | 3 | Núria, l'ordenança diu que val per a tot el municipi, el mapa només marca les zones amb més terrasses.
""")
    amend = rows("""
Grup municipal Junts pel Poble | presentada el 15/11/2016 | esmena 1 · acceptada | Ampliar fins a les 00.30 l'horari de tancament dels divendres i dissabtes d'estiu.
Associació de Veïns del Carrer Major | presentada el 16/11/2016 | esmena 2 · acceptada parcialment | Garantir un pas lliure d'un metre i mig a totes les voreres amb terrassa.
Gremi d'Hostaleria de la Vall | presentada el 17/11/2016 | esmena 3 · rebutjada | Eliminar la taxa per metre quadrat durant els dos primers anys.
Grup municipal Esquerra Verda | presentada el 18/11/2016 | esmena 4 · acceptada | Prohibir els escalfadors de gas a les terrasses a partir del 2018.
""")
    block = (
        '<details class="em-plec"><summary class="em-sum">Les 4 esmenes presentades a l\'ordenança</summary><div class="em-cos">'
        + entries("em", amend)
        + "</div></details>"
        '<section class="vc-zona" id="veus"><h2>Què en penseu?</h2><div id="vc-aqui"><p>Carregant…</p></div></section>'
        '<script type="application/json" id="vc-src">"/_veus/ordenanca-terrasses.json"</script>'
        "<script>"
        + draw_js("vcPinta", "vc", "Respon")
        + """
(function () { var el = document.getElementById('vc-aqui'), fet = false;
  var io = new IntersectionObserver(function (es) { if (fet || !es.some(function (e) { return e.isIntersecting; })) return;
    fet = true; io.disconnect();
    fetch(JSON.parse(document.getElementById('vc-src').textContent)).then(function (r) { return r.json(); })
      .then(function (d) { el.textContent = ''; vcPinta(d, el); }); }, { rootMargin: '150px 0px' });
  io.observe(el); })();
</script>"""
    )
    st = Story(
        "El ple aprova l'ordenança de terrasses amb quatre esmenes",
        "Marta Soler",
        "2016-11-22T14:00:00+01:00",
        "22/11/2016",
        """
El ple de l'Ajuntament va aprovar ahir la nova ordenança de terrasses, que limita l'horari entre setmana fins a les onze de la nit i obliga a deixar un pas lliure a les voreres.

Dels quatre canvis proposats durant l'exposició pública, se n'han acceptat dos, un s'ha acceptat en part i un s'ha rebutjat. La norma entrarà en vigor l'1 de gener.
""",
        section="Municipis",
    )
    return make(
        "ai-mx-ca-esmenes",
        "mixed",
        "ca-vall",
        st,
        Parts(after=block),
        c,
        path="/municipis/ordenanca-terrasses-aprovada",
        reveal="lazy_scroll: the thread is fetched as JSON and drawn when scrolled near; the amendments are in a closed <details>",
        container="section.vc-zona#veus: h2 'Què en penseu?', div#vc-aqui ('Carregant…' until scrolled near) > div.vc-list: div.vc-it entries (div.vc-top: b.vc-who, span.vc-at '22/11/2016 - 20:41'; div.vc-txt; button 'Respon'); replies in div.vc-sub",
        heading="Què en penseu?",
        description="A Catalan valley paper of 2016: five readers' opinions on a terraces by-law (two nested replies), drawn from JSON fetched when scrolled near; above it a closed <details> with the four amendments filed to the by-law (who filed it, date, number and outcome, summary), which are not comments.",
        files={"/_veus/ordenanca-terrasses.json": as_json(c) + "\n"},
        check_steps=("click:summary.em-sum", "scroll", "wait:1200"),
        lookalikes=("amendments filed to a by-law",),
    )


def vi_audioguide() -> Case:
    c = seeds("""
Nguyễn Thị Hoa | 09/09/2025 20:12 | - | Cuối tuần vừa rồi tôi đưa bố mẹ đến, phòng trưng bày tàu thuyền rất đẹp. Nên có thêm ghế nghỉ cho người lớn tuổi.
Trần Minh Đức | 09/09/2025 21:40 | 0 | Đồng ý, tầng hai không có chỗ ngồi nào. Mong bảo tàng đọc được ý kiến này.
Lê Quang | 10/09/2025 08:05 | - | Giá vé 40 nghìn là hợp lý, nhưng thuyết minh tiếng Anh còn hơi ít cho khách nước ngoài.
""")
    stops = rows("""
Điểm 1 · Chiếc thuyền buồm "Sao Mai" | đóng năm 1938 | thuyết minh: nghệ nhân Phạm Văn Tài | Thuyền gỗ sao, dài mười hai mét, từng chở muối dọc bờ biển suốt ba mươi năm.
Điểm 2 · Bộ ảnh bến cảng xưa | chụp năm 1956 | thuyết minh: nhà nghiên cứu Đỗ Thu Trang | Hai mươi bức ảnh đen trắng ghi lại cảnh bốc dỡ hàng trước khi cảng được mở rộng.
Điểm 3 · Hải đăng thu nhỏ | làm năm 1972 | thuyết minh: ông Hoàng Văn Lực, người gác đèn | Mô hình ngọn hải đăng trên đảo Hòn Nhạn, có đèn quay thật.
Điểm 4 · Lưới đánh cá của làng Đông Xá | dệt năm 1990 | thuyết minh: bà Vũ Thị Lan | Tấm lưới dài hai mươi mét do phụ nữ trong làng dệt bằng tay trong một mùa đông.
Điểm 5 · Phòng âm thanh "Tiếng sóng" | mở cửa năm 2025 | thuyết minh: nhạc sĩ Cao Minh Khang | Bản ghi âm tiếng sóng, tiếng còi tàu và tiếng chợ cá lúc bình minh.
""")
    css = ".tl-dlg{width:min(600px,92vw);border:0;border-radius:10px}.tl-sub{margin-left:24px}"
    block = (
        '<div class="ag-khung"><h3>Hướng dẫn nghe tại bảo tàng</h3><button type="button" class="ag-mo" id="ag-mo">Xem 5 điểm thuyết minh</button>'
        '<div class="ag-ds" id="ag-ds" hidden>'
        + entries("ag", stops)
        + "</div></div><script>document.getElementById('ag-mo').addEventListener('click', function () {"
        " document.getElementById('ag-ds').hidden = false; this.remove(); });</script>"
        '<p><button type="button" class="tl-mo" id="tl-mo">Ý kiến bạn đọc (3)</button></p>'
        '<dialog class="tl-dlg" id="tl-dlg"><h2>Ý kiến bạn đọc</h2>'
        + tree(c, "tl", wrap="div", reply="Trả lời")
        + '<button type="button" id="tl-dong">Đóng</button></dialog>'
        "<script>var tlD = document.getElementById('tl-dlg');"
        "document.getElementById('tl-mo').addEventListener('click', function () { tlD.showModal(); });"
        "document.getElementById('tl-dong').addEventListener('click', function () { tlD.close(); });</script>"
    )
    st = Story(
        "Bảo tàng Cảng mở cửa trở lại sau hai năm tu sửa",
        "Phan Thanh Hương",
        "2025-09-09T08:00:00+07:00",
        "09/09/2025",
        """
Sau hai năm tu sửa, Bảo tàng Cảng đã mở cửa đón khách trở lại từ sáng thứ Bảy. Bảo tàng có thêm một phòng trưng bày tàu thuyền và một phòng âm thanh mới.

Khách tham quan có thể mượn máy nghe thuyết minh miễn phí tại quầy vé. Giá vé người lớn là 40.000 đồng, học sinh được miễn phí vào ngày thứ Tư.
""",
        section="Văn hóa",
    )
    return make(
        "ai-mx-vi-thuyet-minh",
        "mixed",
        "vi-phocang",
        st,
        Parts(after=block, css=css),
        c,
        path="/van-hoa/bao-tang-cang-mo-cua",
        reveal="modal: button 'Ý kiến bạn đọc (3)' opens a <dialog> holding the thread; the audio-guide stops are hidden until 'Xem 5 điểm thuyết minh'",
        container="dialog.tl-dlg#tl-dlg (closed in the served HTML): h2 'Ý kiến bạn đọc', div.tl-it entries (div.tl-top: b.tl-who, span.tl-at '09/09/2025 20:12'; div.tl-txt; button 'Trả lời'); the reply in div.tl-sub",
        heading="Ý kiến bạn đọc",
        description="A Vietnamese port-city site of 2025: three readers' opinions on a reopened museum (one nested reply) in a closed <dialog> opened by 'Ý kiến bạn đọc (3)'; above it the museum's five audio-guide stops (the object, the year, who narrates, a description), hidden until a button; the stops are not comments.",
        static=True,
        check_steps=("click:#ag-mo", "click:#tl-mo", "wait:300"),
        lookalikes=("a museum's audio-guide stops",),
    )


def hi_canteen() -> Case:
    c = seeds("""
सुनीता वर्मा | 15 जुलाई 2019, शाम 7:10 | - | बहुत अच्छा फ़ैसला है। मेरी बेटी अब तक सुबह का खाना छोड़ देती थी, अब स्कूल में ही नाश्ता मिलेगा।
राकेश गुप्ता | 15 जुलाई 2019, रात 8:25 | - | मेन्यू ठीक है, पर खाने की गुणवत्ता कौन जाँचेगा? पिछली बार ठेकेदार बदलना पड़ा था।
अनीता | 15 जुलाई 2019, रात 9:02 | 1 | राकेश जी, ख़बर में लिखा है कि अभिभावकों की एक समिति हर महीने खाना चखेगी।
मोहन लाल शर्मा | 16 जुलाई 2019, सुबह 7:45 | - | गाँव के स्कूलों में भी यही योजना शुरू होनी चाहिए, वहाँ ज़रूरत ज़्यादा है।
""")
    menu = rows("""
सोमवार | 22 जुलाई 2019 | नाश्ता · रसोइया: कमला देवी | पोहा, केला और दूध। पोहे में मूँगफली और हरी मटर डाली जाएगी।
मंगलवार | 23 जुलाई 2019 | नाश्ता · रसोइया: कमला देवी | उपमा और मौसमी फल। जिन बच्चों को मूँगफली से एलर्जी है, उनके लिए अलग थाली।
बुधवार | 24 जुलाई 2019 | नाश्ता · रसोइया: रमेश यादव | आलू पराठा, दही और अचार। पराठे कम तेल में बनेंगे।
गुरुवार | 25 जुलाई 2019 | नाश्ता · रसोइया: रमेश यादव | इडली, सांभर और नारियल की चटनी।
शुक्रवार | 26 जुलाई 2019 | नाश्ता · रसोइया: कमला देवी | मूँग दाल का चीला और गुड़ की एक छोटी डली।
""")
    inner = (
        "<style>:host{display:block}.rk-it{border-top:1px solid #ddd;padding:8px 0}.rk-sub{margin-left:24px}</style>"
        '<h3 class="rk-t">पाठकों की राय</h3>' + tree(c, "rk", wrap="div", reply="जवाब दें")
    )
    css = ".mn-rad{display:flex;gap:6px;margin-top:18px}.mn-rad button{padding:6px 12px;border:1px solid #0b5d7a;background:#fff}.mn-rad button[aria-selected=true]{background:#0b5d7a;color:#fff}"
    block = (
        '<div class="mn-boks" data-faner><div class="mn-rad" role="tablist">'
        '<button type="button" role="tab" data-fane="mn-a" id="mn-ta" aria-selected="true">योजना एक नज़र में</button>'
        '<button type="button" role="tab" data-fane="mn-b" id="mn-tb" aria-selected="false">पहले हफ़्ते का मेन्यू</button></div>'
        '<div role="tabpanel" id="mn-a"><p>शहर के 14 सरकारी स्कूल, लगभग 6,200 बच्चे, हर सुबह 8 बजे नाश्ता।</p></div>'
        '<div role="tabpanel" id="mn-b" hidden>'
        + entries("mn", menu)
        + "</div></div>"
        + TABS_JS
        + '<p><button type="button" class="rk-btn" id="rk-btn">पाठकों की राय देखें (4)</button></p><ghati-raay id="rk-host"></ghati-raay>'
        f"<script>var RK_HTML = {json.dumps(inner, ensure_ascii=False)};"
        "document.getElementById('rk-btn').addEventListener('click', function () {"
        " var h = document.getElementById('rk-host'); if (!h.shadowRoot) { h.attachShadow({ mode: 'open' }).innerHTML = RK_HTML; } this.remove(); });</script>"
    )
    st = Story(
        "सरकारी स्कूलों में 22 जुलाई से मुफ़्त नाश्ता",
        "प्रिया सक्सेना",
        "2019-07-15T12:00:00+05:30",
        "15 जुलाई 2019",
        """
शहर के 14 सरकारी स्कूलों में 22 जुलाई से बच्चों को सुबह मुफ़्त नाश्ता दिया जाएगा। नगर निगम ने सोमवार को इस योजना को मंज़ूरी दी।

हर स्कूल में एक रसोइया रखा जाएगा और अभिभावकों की एक समिति हर महीने खाने की गुणवत्ता जाँचेगी। योजना पर सालाना लगभग दो करोड़ रुपये ख़र्च होंगे।
""",
        section="शिक्षा",
    )
    return make(
        "ai-mx-hi-menu",
        "mixed",
        "hi-ghati",
        st,
        Parts(after=block, css=css),
        c,
        path="/shiksha/school-nashta-yojana",
        reveal="button 'पाठकों की राय देखें (4)' writes the thread into an open shadow root of <ghati-raay>; the week's menu is on a tab",
        container="<ghati-raay id=rk-host> open shadow root (attached on the click): h3 'पाठकों की राय', div.rk-it entries (div.rk-top: b.rk-who, span.rk-at '15 जुलाई 2019, शाम 7:10'; div.rk-txt; button 'जवाब दें'); the reply in div.rk-sub",
        heading="पाठकों की राय",
        description="A Hindi city news site of 2019: four readers' opinions on free school breakfasts (one nested reply), written into an open shadow root only when 'पाठकों की राय देखें (4)' is clicked; beside it a tab with the first week's canteen menu (day, date, meal and cook, the dishes), which is not comments.",
        check_steps=("click:#mn-tb", "click:#rk-btn", "wait:300"),
        lookalikes=("a school canteen's weekly menu",),
    )


def mixed_ai() -> list[Case]:
    return [nb_agenda(), ca_amendments(), vi_audioguide(), hi_canteen()]

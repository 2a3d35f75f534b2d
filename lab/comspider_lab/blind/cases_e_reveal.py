"""Blind set E: six threads a reader has to reveal (Chromium): behind a "show N reactions" button, in a
popover, in a closed shadow root, in a same-origin iframe, fetched after scrolling, and paginated behind a
"more" button. None says "comment" in its markup or headings."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_b_small import tree
from comspider_lab.blind.cases_e_common import art, page, thread
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

CSS_R = """<style>
.rk-vis{background:#00695c;color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer}.rk{border-top:1px solid #ddd;padding:10px 0}.rk .rk{margin-left:28px}.rk-tid{color:#777;font-size:13px}
#dokja-banung{width:min(640px,90vw);max-height:80vh;overflow:auto;border:0;border-radius:12px;padding:20px 26px;box-shadow:0 10px 40px rgba(0,0,0,.3)}.db-open{border:1px solid #0b1f33;background:#fff;border-radius:20px;padding:8px 16px;cursor:pointer}
.db-item{border-top:1px solid #eee;padding:10px 0}.db-item .db-item{margin-left:22px}.db-meta{color:#888;font-size:13px}
.tafaul .tf{border-top:1px solid #ddd;padding:10px 0}.tafaul .tf .tf{margin-right:28px}.tf-waqt{color:#777;font-size:13px}
.nazory .nz{border-bottom:1px solid #e3e3e3;padding:10px 0}.nz-kdy{color:#777;font-size:13px}.nz-dalsi{background:#a3001b;color:#fff;border:0;padding:9px 16px;cursor:pointer}
.tyck-ram iframe{width:100%;height:760px;border:1px solid #ddd}
</style>"""


def _rows(comments: list[Seed], **extra: list[object]) -> str:
    return json.dumps(
        [
            {
                "id": i + 1,
                "navn": c.author,
                "tid": c.when,
                "tekst": c.text,
                "svar_til": None if c.parent is None else c.parent + 1,
                **{k: v[i] for k, v in extra.items()},
            }
            for i, c in enumerate(comments)
        ],
        ensure_ascii=False,
        indent=1,
    )


def reveal_cases_e() -> list[Case]:
    cases: list[Case] = []

    # 1. da: a button "Vis 7 reaktioner" fetches the thread (JSON) and draws it
    c = thread(
        """
Jens Kjær | for 4 timer siden | - | Cykelstien er tiltrængt. Jeg cykler til arbejde i Lemvig hver dag, og vejen er smal.
Mette Dahl | for 4 timer siden | - | Hvornår begynder de at bygge? Det står der ikke noget om.
Søren Holm | for 3 timer siden | 1 | I artiklen står der efteråret 2025, efter høsten.
Lone Bech | for 3 timer siden | - | Godt for børnene i Nørre Nissum, nu kan de cykle selv til skole.
Anders Vestergaard | for 2 timer siden | - | 14 millioner til fire kilometer? Det lyder dyrt.
Karen Lauridsen | for 1 time siden | - | Husk belysning, det er mørkt om vinteren herude.
Poul Erik Thomsen | for 30 minutter siden | - | Endelig. Vi har ventet i ti år.
"""
    )
    cases.append(
        Case(
            "e-da-button-fetch",
            "revealed",
            "da",
            "button 'Vis 7 reaktioner' (fetched JSON)",
            "<div class=rk-liste> filled after the click",
            "Læsernes reaktioner",
            "Seven readers in Danish (one reply) fetched as JSON and drawn when the reader presses 'Vis 7 reaktioner'; relative times 'for 4 timer siden'.",
            "/lokalt/cykelsti-lemvig-noerre-nissum",
            page(
                "portal",
                "da",
                art(
                    "Ny cykelsti mellem Lemvig og Nørre Nissum",
                    "Den fire kilometer lange sti koster 14 millioner kroner og bygges efter høsten.",
                    "Mads Kirkegaard",
                    "2025-08-20T06:00:00+02:00",
                    [
                        "Lemvig Kommune har fået statstilskud til en cykelsti langs landevejen mellem Lemvig og Nørre Nissum.",
                        "Stien bliver fire kilometer lang og koster 14 millioner kroner. Arbejdet begynder i efteråret 2025, efter høsten.",
                        "Skolebørn fra Nørre Nissum skal kunne cykle sikkert til skolen i Lemvig.",
                    ],
                    kicker="Lokalt",
                    caption="Landevejen ved Nørre Nissum. Foto: Vestjysk Dagblad",
                ),
                Blocks(
                    head=CSS_R,
                    after='<section class="story laeserne"><h3>Læsernes reaktioner</h3><button type="button" class="rk-vis">Vis 7 reaktioner</button><div class="rk-liste"></div></section>',
                    end="""<script>
document.querySelector('.rk-vis').addEventListener('click', async (ev) => {
  ev.target.disabled = true;
  const data = await (await fetch('/api/reaktioner/cykelsti-lemvig.json')).json();
  const draw = (parent, into) => {
    for (const d of data.filter(x => x.svar_til === parent)) {
      const el = document.createElement('div'); el.className = 'rk'; el.id = 'rk-' + d.id;
      el.innerHTML = '<div><b class="rk-navn"></b> <span class="rk-tid"></span></div><p class="rk-tekst"></p><a href="#" class="rk-svar">Svar</a>';
      el.querySelector('.rk-navn').textContent = d.navn; el.querySelector('.rk-tid').textContent = d.tid;
      el.querySelector('.rk-tekst').textContent = d.tekst;
      into.append(el); draw(d.id, el);
    }
  };
  draw(null, document.querySelector('.rk-liste'));
  ev.target.remove();
});
</script>""",
                ),
            ),
            c,
            files={"/api/reaktioner/cykelsti-lemvig.json": _rows(c)},
            check_steps=("click:button.rk-vis", "wait:600"),
        )
    )

    # 2. ko: a popover (the HTML popover attribute) opened by a button; its content fetched when it opens
    c = thread(
        """
통영토박이 | 2시간 전 | - | 케이블카 요금이 2만원이 넘으면 가족 단위로는 부담됩니다.
거제아재 | 2시간 전 | - | 관광객 요금만 올리고 시민 할인은 유지한다니 다행이네요.
바다사랑 | 1시간 전 | 1 | 시민 할인은 신분증만 보여주면 되는 건가요?
한산도댁 | 1시간 전 | - | 주말에 대기 시간이 너무 깁니다. 요금보다 그게 문제예요.
미륵산등산객 | 1시간 전 | - | 걸어서 올라가면 공짜입니다 ㅎㅎ
김선장 | 50분 전 | - | 유지보수 비용이 늘었다면 어쩔 수 없죠.
정미경 | 30분 전 | 2 | 기사에 따르면 주민등록증만 있으면 된대요.
yeosu_traveler | 10분 전 | - | 다음 달에 가려고 했는데 미리 다녀와야겠네요.
"""
    )
    cases.append(
        Case(
            "e-ko-popover-fetch",
            "revealed",
            "ko",
            "popover: '독자 반응 8개 보기' opens a [popover] element whose content is fetched when it opens",
            "<div id=dokja-banung popover>",
            "독자 반응",
            "Eight readers in Korean (two replies) in an HTML popover that a button opens; the thread is fetched when it opens; nicknames, relative times '2시간 전'.",
            "/local/tongyeong-cable-car-fare",
            page(
                "modules",
                "ko",
                art(
                    "통영 케이블카 요금 다음 달부터 인상",
                    "관광객 요금은 2천원 오르고 시민 할인은 유지된다.",
                    "박지훈",
                    "2025-10-02T09:00:00+09:00",
                    [
                        "통영관광개발공사는 다음 달부터 케이블카 왕복 요금을 2천원 인상한다고 밝혔다.",
                        "통영 시민은 주민등록증을 제시하면 지금처럼 할인 요금을 적용받는다.",
                        "공사는 유지보수 비용 증가를 인상 이유로 들었다.",
                    ],
                    kicker="지역",
                    caption="미륵산 케이블카. 사진: 남해안일보",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div class="Reader_bar__t7Hq1"><button class="db-open" popovertarget="dokja-banung" type="button">독자 반응 8개 보기</button></div>'
                    '<div id="dokja-banung" popover><h2>독자 반응</h2><button popovertarget="dokja-banung" popovertargetaction="hide" type="button">닫기</button><div class="db-list" aria-busy="true"></div></div>',
                    end="""<script>
document.getElementById('dokja-banung').addEventListener('toggle', async (ev) => {
  if (ev.newState !== 'open' || window.__dbLoaded) return;
  window.__dbLoaded = true;
  const data = await (await fetch('/api/banung/cable-car.json')).json();
  const box = document.querySelector('.db-list');
  const draw = (parent, into) => {
    for (const d of data.filter(x => x.svar_til === parent)) {
      const el = document.createElement('div'); el.className = 'db-item';
      el.innerHTML = '<div class="db-meta"><strong class="db-nick"></strong> · <span class="db-time"></span></div><p class="db-text"></p><span class="db-acts">답글 · 공감 <b></b></span>';
      el.querySelector('.db-nick').textContent = d.navn; el.querySelector('.db-time').textContent = d.tid;
      el.querySelector('.db-text').textContent = d.tekst; el.querySelector('.db-acts b').textContent = d.gonggam;
      into.append(el); draw(d.id, el);
    }
  };
  draw(null, box); box.removeAttribute('aria-busy');
});
</script>""",
                ),
            ),
            c,
            files={"/api/banung/cable-car.json": _rows(c, gonggam=[31, 45, 3, 22, 17, 9, 4, 6])},
            check_steps=("click:button.db-open", "wait:600"),
        )
    )

    # 3. hi: a closed shadow root built from inline JSON, two levels of replies
    c = thread(
        """
राजेश यादव | 3 घंटे पहले | - | फ्लाईओवर से सीपरी बाजार का जाम कम होगा, यह अच्छी खबर है।
सुनीता शर्मा | 3 घंटे पहले | 0 | लेकिन निर्माण के दौरान दो साल तक और ज्यादा जाम रहेगा।
राजेश यादव | 2 घंटे पहले | 1 | हां, पर उसके बाद स्थायी राहत मिलेगी।
अमित तिवारी | 2 घंटे पहले | - | 180 करोड़ बहुत बड़ी रकम है, काम की गुणवत्ता पर नजर रखनी होगी।
पूजा सिंह | 1 घंटे पहले | - | स्कूल बसों के लिए वैकल्पिक रास्ता पहले से तय होना चाहिए।
मोहन लाल कुशवाहा | 1 घंटे पहले | 4 | खबर में लिखा है कि ग्वालियर रोड से डायवर्जन होगा।
विकास गुप्ता | 20 मिनट पहले | - | झांसी को इसकी बहुत जरूरत थी।
"""
    )
    data = [
        {
            "k": i + 1,
            "naam": s.author,
            "samay": s.when,
            "raay": s.text,
            "jawab": None if s.parent is None else s.parent + 1,
        }
        for i, s in enumerate(c)
    ]
    cases.append(
        Case(
            "e-hi-closed-shadow",
            "revealed",
            "hi",
            "closed_shadow_root (JS)",
            "<pathak-swar> closed shadow root",
            "आपकी राय",
            "Seven readers in Hindi (three replies, two levels) inside a closed shadow root a custom element builds from inline JSON; relative times '3 घंटे पहले'.",
            "/shahar/sipri-bazar-flyover-jhansi",
            page(
                "drupal",
                "hi",
                art(
                    "सीपरी बाजार में बनेगा नया फ्लाईओवर",
                    "180 करोड़ रुपये की परियोजना दो साल में पूरी होगी।",
                    "अनुराग श्रीवास्तव",
                    "2025-11-05T08:00:00+05:30",
                    [
                        "झांसी विकास प्राधिकरण ने सीपरी बाजार में नए फ्लाईओवर के निर्माण को मंजूरी दे दी है।",
                        "परियोजना की लागत 180 करोड़ रुपये है और इसे दो साल में पूरा करने का लक्ष्य है।",
                        "निर्माण के दौरान यातायात को ग्वालियर रोड से डायवर्ट किया जाएगा।",
                    ],
                    kicker="शहर",
                    caption="सीपरी बाजार चौराहा। फोटो: बुंदेलखंड दर्पण",
                ),
                Blocks(
                    after='<pathak-swar data-khabar="77120"></pathak-swar>'
                    f'<script type="application/json" id="ps-data">{json.dumps(data, ensure_ascii=False)}</script>',
                    end="""<script>
customElements.define('pathak-swar', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    const data = JSON.parse(document.getElementById('ps-data').textContent);
    root.innerHTML = '<style>:host{display:block;margin-top:30px}.r{border-top:1px solid #ddd;padding:10px 0}.r .r{margin-left:26px}.n{font-weight:700}.s{color:#777;font-size:13px;margin-left:8px}</style><h2>आपकी राय</h2><div class="suchi"></div>';
    const add = (parent, box) => {
      for (const d of data.filter(x => x.jawab === parent)) {
        const el = document.createElement('div'); el.className = 'r';
        el.innerHTML = '<div><span class="n"></span><span class="s"></span></div><p class="t"></p><span class="j">जवाब दें</span>';
        el.querySelector('.n').textContent = d.naam; el.querySelector('.s').textContent = d.samay;
        el.querySelector('.t').textContent = d.raay;
        box.append(el); add(d.k, el);
      }
    };
    add(null, root.querySelector('.suchi'));
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 4. sv: a same-origin iframe holding the thread (its own page under /ramar/)
    c = thread(
        """
Maria Lindqvist | 12 dec 2025 kl. 08:14 | - | Äntligen! Förra året kunde vi bara åka skridskor i två veckor.
Johan Nyström | 12 dec 2025 kl. 09:02 | - | Vem plogar banan när det snöar? Det stod inget om det.
Emma Berg | 12 dec 2025 kl. 09:30 | 1 | Kommunen sköter plogningen, enligt fritidsförvaltningen.
Lars-Erik Öhman | 12 dec 2025 kl. 10:45 | - | Fem kilometer is runt Gültzauudden blir fantastiskt.
Sofia Marklund | 12 dec 2025 kl. 12:10 | - | Hoppas de mäter isen ordentligt innan den öppnar.
Anders Kero | 12 dec 2025 kl. 14:55 | - | Bra jobbat av föreningen som har drivit frågan.
"""
    )
    frame = (
        '<!doctype html>\n<html lang="sv"><head><meta charset="utf-8"><title>Tyck till</title>'
        "<style>body{font:15px/1.5 Arial,sans-serif;margin:0;padding:10px}.tt{border-top:1px solid #ddd;padding:10px 0}.tt .tt{margin-left:26px}.tt-nar{color:#777;font-size:13px}</style></head>"
        '<body><div class="tyck"><h2>Tyck till</h2>'
        + tree(
            c,
            lambda i, s, sub: (
                f'<div class="tt" id="tt{i + 1}"><div><b>{esc(s.author)}</b> <span class="tt-nar">{esc(s.when)}</span></div><p>{esc(s.text)}</p><a href="#">Svara</a>{sub}</div>'
            ),
            lambda items, p: items,
        )
        + "</div></body></html>\n"
    )
    cases.append(
        Case(
            "e-sv-same-origin-iframe",
            "revealed",
            "sv",
            "iframe (same origin)",
            "<iframe src=/ramar/tyck-till/isbana-lulea.html>",
            "Tyck till",
            "Six readers in Swedish (one reply) in a same-origin iframe under the article; absolute dates '12 dec 2025 kl. 08:14'.",
            "/nyheter/isbana-lulea-oppnar/",
            page(
                "wordpress",
                "sv",
                art(
                    "Isbanan runt Gültzauudden öppnar i helgen",
                    "Den fem kilometer långa banan plogas av kommunen.",
                    "Karin Wikström",
                    "2025-12-12T06:00:00+01:00",
                    [
                        "Luleå kommun öppnar på lördag den plogade isbanan runt Gültzauudden, om isen håller.",
                        "Banan blir fem kilometer lång. Kommunen sköter plogningen och mäter isen två gånger i veckan.",
                        "En lokal skridskoförening har drivit frågan i flera år.",
                    ],
                    kicker="Nyheter",
                    caption="Isen vid Gültzauudden. Foto: Norrbottens Kuriren",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div class="tyck-ram"><iframe src="/ramar/tyck-till/isbana-lulea.html" title="Tyck till" loading="eager"></iframe></div>',
                ),
            ),
            c,
            files={"/ramar/tyck-till/isbana-lulea.html": frame},
            check_steps=("wait:300",),
        )
    )

    # 5. ar: fetched when the reader scrolls to it (IntersectionObserver), rtl, one reply
    c = thread(
        """
أبو خالد | منذ ٥ ساعات | - | خطوة ممتازة، السوق القديم كان ضيقاً جداً في موسم الرطب.
فاطمة الزهراني | منذ ٤ ساعات | - | نتمنى أن تكون أسعار المحلات مناسبة للمزارعين الصغار.
سعيد العمري | منذ ٤ ساعات | 1 | حسب الخبر، الإيجار مجاني في السنة الأولى.
نورة | منذ ٣ ساعات | - | هل يوجد موقف سيارات كافٍ؟
عبدالله الحربي | منذ ساعتين | - | التمور من أهم مصادر رزق أهل الواحة، شكراً للبلدية.
مريم | منذ ساعة | - | أتمنى أن يفتح السوق أيضاً في المساء.
خالد بن سالم | منذ ٤٠ دقيقة | - | المشروع تأخر سنتين، لكن أن يأتي متأخراً خير من ألا يأتي.
هند الشمري | منذ ١٠ دقائق | - | سأزور السوق مع عائلتي في الافتتاح.
"""
    )
    cases.append(
        Case(
            "e-ar-scroll-fetch",
            "revealed",
            "ar",
            "lazy_scroll (IntersectionObserver, fetched JSON)",
            "<section class=tafaul> filled when scrolled into view",
            "تفاعل القراء",
            "Eight readers in Arabic (one reply), rtl, fetched when the reader scrolls to the block below the article; relative times 'منذ ٥ ساعات'.",
            "/mahaliyat/2025/souq-altumur-aljadid/",
            page(
                "arc",
                "ar",
                art(
                    "افتتاح سوق التمور الجديد في الواحة الشهر المقبل",
                    "يضم السوق ١٢٠ محلاً، والإيجار مجاني في السنة الأولى.",
                    "سلمى القحطاني",
                    "2025-07-15T07:00:00+03:00",
                    [
                        "أعلنت البلدية أن سوق التمور الجديد سيفتتح أبوابه في الأول من الشهر المقبل.",
                        "يضم السوق ١٢٠ محلاً ومواقف لـ٤٠٠ سيارة، والإيجار مجاني للمزارعين في السنة الأولى.",
                        "تأخر المشروع عامين بسبب إعادة تصميم المبنى.",
                    ],
                    kicker="محليات",
                    caption="مبنى السوق الجديد. تصوير: صدى الواحات",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div style="height:1400px" aria-hidden="true"></div><section class="tafaul" id="tafaul"><h2>تفاعل القراء</h2><div class="tf-list"></div></section>',
                    end="""<script>
const tfBox = document.getElementById('tafaul');
new IntersectionObserver(async (entries, obs) => {
  if (!entries.some(e => e.isIntersecting)) return;
  obs.disconnect();
  const data = await (await fetch('/api/tafaul/souq-altumur.json')).json();
  const draw = (parent, into) => {
    for (const d of data.filter(x => x.svar_til === parent)) {
      const el = document.createElement('div'); el.className = 'tf';
      el.innerHTML = '<div><b class="tf-ism"></b> <span class="tf-waqt"></span></div><p class="tf-nass"></p><a href="#">رد</a>';
      el.querySelector('.tf-ism').textContent = d.navn; el.querySelector('.tf-waqt').textContent = d.tid;
      el.querySelector('.tf-nass').textContent = d.tekst;
      into.append(el); draw(d.id, el);
    }
  };
  draw(null, tfBox.querySelector('.tf-list'));
}, { rootMargin: '100px' }).observe(tfBox);
</script>""",
                ),
            ),
            c,
            files={"/api/tafaul/souq-altumur.json": _rows(c)},
            check_steps=("scroll", "wait:800"),
        )
    )

    # 6. cs: 4 shown, "Načíst další názory" fetches 4 more twice (12 in all)
    c = thread(
        """
Petr Novotný | 8. 4. 2025 8:05 | - | Konečně. Trať do Jablonce byla v hrozném stavu.
Jana Malá | 8. 4. 2025 8:20 | - | Tři měsíce náhradní autobusové dopravy, to bude pro dojíždějící peklo.
Tomáš Kříž | 8. 4. 2025 8:41 | - | Kolik to bude stát? 900 milionů je hodně peněz.
Lenka Horáková | 8. 4. 2025 9:10 | 1 | Náhradní autobusy pojedou každých deset minut, tak to snad půjde.
Martin Beneš | 8. 4. 2025 9:33 | - | Doufám, že opraví i zastávku u Lidových sadů.
Eva Dvořáková | 8. 4. 2025 10:02 | - | Tramvaj do Jablonce je jedinečná, dobře že ji zachovají.
Jiří Procházka | 8. 4. 2025 10:47 | 2 | Polovinu platí Evropská unie, stojí to v článku.
Alena Šimková | 8. 4. 2025 11:15 | - | Hlavně ať to stihnou do zimy.
Karel Pospíšil | 8. 4. 2025 12:30 | - | Jezdím tudy dvacet let, koleje drnčí, je na čase.
Veronika Černá | 8. 4. 2025 13:05 | - | Bude nová trať bezbariérová?
Pavel Kučera | 8. 4. 2025 14:20 | 9 | Ano, všechny zastávky budou mít nástupní hrany.
Hana Veselá | 8. 4. 2025 16:45 | - | Děkuji za přehledný článek s mapou objížďky.
"""
    )

    def nz(i: int, s: Seed) -> str:
        reply = f' <span class="nz-re">↳ {esc(c[s.parent].author)}</span>' if s.parent is not None else ""
        return (
            f'<div class="nz" id="nz{600 + i}" data-re="{"" if s.parent is None else 600 + s.parent}"><div><b>{esc(s.author)}</b>{reply} '
            f'<span class="nz-kdy">{esc(s.when)}</span></div><p>{esc(s.text)}</p><a href="#" class="nz-odp">Odpovědět</a></div>'
        )

    pages = {
        f"/api/nazory/tramvaj-jablonec/{n}.html": "".join(nz(i, c[i]) for i in range(4 * (n - 1), 4 * n))
        for n in (2, 3)
    }
    cases.append(
        Case(
            "e-cs-paginated-more",
            "revealed",
            "cs",
            "load_more: 4 shown, 'Načíst další názory' fetches 4 more, twice",
            "<div class=nazory>, div.nz (replies flat, marked '↳ name')",
            "Názory čtenářů (12)",
            "Twelve readers in Czech: four in the page, eight more behind two presses of 'Načíst další názory' (HTML fragments fetched); replies kept flat in time order and marked '↳ name'.",
            "/zpravy/tramvajova-trat-liberec-jablonec/",
            page(
                "typo3",
                "cs",
                art(
                    "Tramvajová trať do Jablonce se zavře na tři měsíce",
                    "Oprava za 900 milionů korun začne v červenci, polovinu zaplatí Evropská unie.",
                    "Jakub Šťastný",
                    "2025-04-08T06:00:00+02:00",
                    [
                        "Dopravní podnik zahájí v červenci rekonstrukci meziměstské tramvajové trati z Liberce do Jablonce nad Nisou.",
                        "Oprava bude stát 900 milionů korun, polovinu zaplatí Evropská unie. Náhradní autobusy pojedou každých deset minut.",
                        "Všechny zastávky budou po opravě bezbariérové.",
                    ],
                    kicker="Kraj",
                    caption="Tramvaj u Lidových sadů. Foto: Podještědský deník",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div class="frame nazory" id="nazory"><h2>Názory čtenářů (12)</h2><div class="nz-list">'
                    + "".join(nz(i, c[i]) for i in range(4))
                    + '</div><button type="button" class="nz-dalsi" data-next="2">Načíst další názory</button></div>',
                    end="""<script>
document.querySelector('.nz-dalsi').addEventListener('click', async (ev) => {
  const b = ev.currentTarget, n = Number(b.dataset.next);
  const html = await (await fetch('/api/nazory/tramvaj-jablonec/' + n + '.html')).text();
  document.querySelector('.nz-list').insertAdjacentHTML('beforeend', html);
  if (n >= 3) b.remove(); else b.dataset.next = String(n + 1);
});
</script>""",
                ),
            ),
            c,
            files=pages,
            check_steps=("click:button.nz-dalsi", "wait:500", "click:button.nz-dalsi", "wait:500"),
        )
    )
    return cases

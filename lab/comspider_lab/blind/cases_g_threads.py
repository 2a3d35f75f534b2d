"""Blind set G: sixteen small threads (1 to 5 records) in sixteen languages, under no heading, under headings
that do not name them, under ordinary ones; in open, closed and declarative shadow roots, a <dialog>, a
[popover], a modal overlay, a details disclosure, an accordion, and plain markup in unusual elements (a
definition list, a table, one-line list items, signed paragraphs). None says "comment" in its markup."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_g_common import art, page, thread, tree
from comspider_lab.blind.layout import Article, Blocks, esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

CSS_G = """<style>
.dlg-open,.pop-open,.ov-open{background:#1e3a5f;color:#fff;border:0;padding:10px 16px;border-radius:4px;cursor:pointer}
dialog.abhi{width:min(620px,92vw);border:0;border-radius:8px;padding:18px}.ab{border-top:1px solid #eee;padding:8px 0}.ab .ab{margin-left:24px}
#uns-popover{width:min(560px,90vw);padding:16px;border:1px solid #999}.un{border-top:1px solid #eee;padding:8px 0}
.ov-bg{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}.ov-bg[hidden]{display:none}
.ov-box{background:#fff;max-width:560px;width:90vw;padding:18px;border-radius:6px}.nz{border-top:1px solid #eee;padding:8px 0}.nz .nz{margin-right:22px}
details.raayi{border:1px solid #ccc;padding:8px 12px}details.raayi summary{cursor:pointer;font-weight:700}.ry{border-top:1px solid #eee;padding:8px 0}.ry .ry{margin-left:22px}
.acc h3{margin:0}.acc h3 button{width:100%;text-align:left;background:#f1f1f1;border:0;border-bottom:1px solid #ccc;padding:10px;font-size:16px;cursor:pointer}
.acc-panel{padding:10px}.op{border-top:1px solid #eee;padding:8px 0}.op .op{margin-left:22px}
dl.leserschaft dt{font-weight:700;margin-top:14px}dl.leserschaft dd{margin:4px 0 0 0;padding-bottom:10px;border-bottom:1px solid #e5e5e5}
table.avis-lecteurs td{vertical-align:top;padding:8px;border-bottom:1px solid #ddd}table.avis-lecteurs .qui{width:160px;font-weight:700}table.avis-lecteurs .quand{color:#777;font-size:13px;width:110px}
ul.talk-lines{list-style:none;padding:0}ul.talk-lines li{border-top:1px solid #eee;padding:8px 0}
.parliamone p{margin:0;padding:10px 0;border-top:1px solid #e5e5e5}.parliamone p.risp{margin-left:26px}.parliamone i{color:#666;font-size:14px}
.koe ul{list-style:none;padding-left:0}.koe ul ul{padding-left:24px}.koe li{border-top:1px solid #eee;padding:8px 0}
.reacties .rx{border-top:1px solid #ddd;padding:10px 0}.reacties .rx .rx{margin-left:26px}.rx-kop{font-size:14px;color:#555}
</style>"""

# the shadow roots' own styles
SHADOW_CSS = "<style>.r{border-top:1px solid #ddd;padding:8px 0;font:15px sans-serif}.r .r{margin-inline-start:22px}.w{color:#888;font-size:13px}</style>"


def _records(comments: list[Seed], cls: str = "r") -> str:
    """Nested divs: a bold name, a time when shown, the text; replies inside their parent."""
    return tree(
        comments,
        lambda i, s, sub: (
            f'<div class="{cls}"><div><b>{esc(s.author)}</b>'
            + (f' <span class="w">{esc(s.when)}</span>' if s.when else "")
            + f"</div><p>{esc(s.text)}</p>{sub}</div>"
        ),
        lambda items, p: items,
    )


def _case(
    case_id: str,
    lang: str,
    template: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    path: str,
    article: Article,
    comments: list[Seed],
    after: str,
    end: str = "",
    static: bool = False,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
) -> Case:
    return Case(
        case_id,
        "small_thread",
        lang,
        reveal,
        container,
        heading,
        description,
        path,
        page(template, lang, article, Blocks(head=CSS_G, after=after, end=end)),
        comments,
        static=static,
        files=files or {},
        check_steps=check_steps,
    )


def small_cases_g() -> list[Case]:
    cases: list[Case] = []

    # 1. am: an open shadow root filled by script, no heading
    c = thread(
        """
ሰላማዊት ተስፋዬ | ከ3 ሰዓት በፊት | - | አዲሱ ጣቢያ ከከተማው መሃል በጣም ሩቅ ነው። ተማሪዎች እንዴት ይደርሳሉ?
ዮናስ በቀለ | ከ2 ሰዓት በፊት | 0 | ከተማው አዲስ የከተማ አውቶቡስ መስመር እንደሚጀምር በዜናው ተጽፏል።
መሠረት አለሙ | ከ1 ሰዓት በፊት | - | የድሮው ጣቢያ ቦታ ለገበያ ቢውል ጥሩ ነበር።
"""
    )
    cases.append(
        _case(
            "g-am-open-shadow",
            "am",
            "modules",
            "open_shadow_root (JS, on load)",
            "<anbabi-hasab> open shadow root",
            None,
            "Three readers in Amharic (one reply) in an open shadow root a script fills on load; no heading; relative times 'ከ3 ሰዓት በፊት'.",
            "/kilil/bahir-dar-autobus-tabiya.html",
            art(
                "የባህር ዳር አውቶቡስ ጣቢያ ወደ አዲስ ቦታ ይዛወራል",
                "አዲሱ ጣቢያ ከከተማው በስተደቡብ በአምስት ኪሎ ሜትር ርቀት ላይ ይገነባል።",
                "ሀና መኮንን",
                "2025-10-06T08:00:00+03:00",
                [
                    "የባህር ዳር ከተማ አስተዳደር ዋናውን የአውቶቡስ ጣቢያ ወደ ከተማው ደቡባዊ ክፍል ለማዛወር ወሰነ።",
                    "ግንባታው በሚቀጥለው ወር ይጀመራል፤ ለሁለት ዓመት ይቆያል ተብሏል።",
                    "ከተማው ወደ አዲሱ ጣቢያ የሚሄድ አዲስ የከተማ አውቶቡስ መስመር ይጀምራል።",
                ],
                kicker="ክልል",
                caption="የባህር ዳር አውቶቡስ ጣቢያ",
            ),
            c,
            '<anbabi-hasab class="anbabi"></anbabi-hasab>',
            end="<script>\ncustomElements.define('anbabi-hasab', class extends HTMLElement {\n"
            "  connectedCallback() {\n    const root = this.attachShadow({mode: 'open'});\n"
            f"    root.innerHTML = {json.dumps(SHADOW_CSS + _records(c), ensure_ascii=False)};\n"
            "  }\n});\n</script>",
        )
    )

    # 2. km: a closed shadow root filled after a fetch; a heading that does not name the thread; a reply
    # without its own time
    c = thread(
        """
សុខ ចាន់ណា | ២ ម៉ោងមុន | - | សាលាថ្មីនេះល្អណាស់ កូនខ្ញុំមិនចាំបាច់ដើរឆ្ងាយទៀតទេ។
ហេង វិចិត្រ | ១ ម៉ោងមុន | - | តើមានគ្រូគ្រប់គ្រាន់ទេ? សាលាចាស់ខ្វះគ្រូជានិច្ច។
ជា សុភាព |  | 1 | ក្រសួងនឹងបញ្ជូនគ្រូថ្មីប្រាំនាក់ ដូចមានសរសេរក្នុងអត្ថបទ។
កែវ ម៉ាលី | ៣០ នាទីមុន | - | សូមធ្វើផ្លូវទៅសាលាឲ្យល្អផង ពេលភ្លៀងពិបាកធ្វើដំណើរណាស់។
"""
    )
    rows = [
        {
            "id": i + 1,
            "n": s.author,
            "w": s.when,
            "t": s.text,
            "p": None if s.parent is None else s.parent + 1,
        }
        for i, s in enumerate(c)
    ]
    cases.append(
        _case(
            "g-km-closed-shadow-fetch",
            "km",
            "arc",
            "closed_shadow_root (JS, filled after a fetch)",
            "<samleng-anak> closed shadow root",
            "សំឡេងអ្នកអាន",
            "Four readers in Khmer (one reply, which shows no time of its own) in a closed shadow root filled from a JSON fetch after load; Khmer digits in '២ ម៉ោងមុន'.",
            "/khet/kratie-sala-thmey.html",
            art(
                "សាលាបឋមសិក្សាថ្មីបើកនៅខេត្តក្រចេះ",
                "សាលាថ្មីមានថ្នាក់រៀនដប់ប្រាំមួយ និងបណ្ណាល័យមួយ។",
                "ម៉ៅ សុធារី",
                "2025-08-12T07:30:00+07:00",
                [
                    "សាលាបឋមសិក្សាថ្មីមួយបានបើកនៅភូមិកោះទ្រង់ ខេត្តក្រចេះ កាលពីព្រឹកថ្ងៃច័ន្ទ។",
                    "សាលានេះអាចទទួលសិស្សបានប្រាំបីរយនាក់។",
                    "ក្រសួងអប់រំនឹងបញ្ជូនគ្រូថ្មីប្រាំនាក់មកបង្រៀននៅទីនេះ។",
                ],
                kicker="ខេត្ត",
                caption="សាលាថ្មីនៅក្រចេះ",
            ),
            c,
            '<section class="samleng"><h2>សំឡេងអ្នកអាន</h2><samleng-anak></samleng-anak></section>',
            end="""<script>
(() => {
  const root = document.querySelector('samleng-anak').attachShadow({mode: 'closed'});
  root.innerHTML = '<style>.r{border-top:1px solid #ddd;padding:8px 0}.r .r{margin-left:22px}.w{color:#888}</style><div class="list"></div>';
  const draw = (data, parent, into) => {
    for (const d of data.filter(x => x.p === parent)) {
      const el = document.createElement('div'); el.className = 'r';
      el.innerHTML = '<div><b></b> <span class="w"></span></div><p></p>';
      el.querySelector('b').textContent = d.n; el.querySelector('.w').textContent = d.w;
      el.querySelector('p').textContent = d.t;
      into.append(el); draw(data, d.id, el);
    }
  };
  window.addEventListener('load', async () => {
    const data = await (await fetch('/api/samleng/kratie-sala.json')).json();
    draw(data, null, root.querySelector('.list'));
  });
})();
</script>""",
            files={"/api/samleng/kratie-sala.json": json.dumps(rows, ensure_ascii=False, indent=1)},
            check_steps=("wait:800",),
        )
    )

    # 3. pl: a single record in a closed shadow root filled on load; no heading
    c = thread(
        """
Tomasz Wierzbicki | 4 lipca 2025, 14:20 | - | Byłem dziś rano, pomost solidny, ale brakuje stojaków na rowery. Poza tym super, wreszcie można wodować kajak bez brodzenia w błocie.
"""
    )
    cases.append(
        _case(
            "g-pl-closed-shadow-single",
            "pl",
            "joomla",
            "closed_shadow_root (JS, on load)",
            "<glos-czytelnika> closed shadow root",
            None,
            "One reader in Polish, alone, in a closed shadow root a script fills on load; no heading; '4 lipca 2025, 14:20'.",
            "/region/ujscie-przystan-kajakowa.html",
            art(
                "W Ujściu otwarto nową przystań kajakową",
                "Pomost nad Notecią kosztował 640 tysięcy złotych, połowę dołożyła Unia.",
                "Agnieszka Rybak",
                "2025-07-04T09:00:00+02:00",
                [
                    "Przy ulicy Rybackiej w Ujściu otwarto w piątek przystań kajakową z pomostem i slipem.",
                    "Inwestycja kosztowała 640 tysięcy złotych; połowę pokryły środki unijne.",
                    "Gmina zapowiada, że w przyszłym roku powstanie tam wypożyczalnia sprzętu.",
                ],
                kicker="Region",
                caption="Nowa przystań nad Notecią",
            ),
            c,
            "<glos-czytelnika></glos-czytelnika>",
            end="<script>\n(() => {\n  const root = document.querySelector('glos-czytelnika').attachShadow({mode: 'closed'});\n"
            f"  root.innerHTML = {json.dumps(SHADOW_CSS + _records(c), ensure_ascii=False)};\n"
            "})();\n</script>",
        )
    )

    # 4. yo: a declarative open shadow root, an ordinary heading
    c = thread(
        """
Adébáyọ̀ Ọlábísí | wákàtí mẹ́ta sẹ́yìn | - | Inú mi dùn gan-an. Àwọn ọmọ wa nílò ibi tí wọ́n ti lè kàwé ní ìrọ̀lẹ́.
Fúnmiláyọ̀ Àkàndé | wákàtí kan sẹ́yìn | - | Ṣé wọ́n máa ṣí i ní ọjọ́ Àìkú náà? Ọ̀pọ̀ àwa òṣìṣẹ́ kò ní àyè lọ́jọ́ míì.
"""
    )
    cases.append(
        _case(
            "g-yo-declarative-open",
            "yo",
            "blogger",
            "open_shadow_root (declarative, <template shadowrootmode=open>)",
            "<ero-onkawe> declarative open shadow root",
            "Èrò àwọn òǹkàwé (2)",
            "Two readers in Yoruba in a declarative open shadow root, under the ordinary heading 'Èrò àwọn òǹkàwé (2)'; 'wákàtí mẹ́ta sẹ́yìn'.",
            "/2025/05/ile-ikawe-tuntun-oyo.html",
            art(
                "Wọ́n ṣí ilé-ìkàwé tuntun ní Ọ̀yọ́",
                "Ilé-ìkàwé náà ní ìwé tó lé ní ẹgbẹ̀rún mẹ́wàá àti kọ̀ǹpútà ogún.",
                "Ọmọ́tọ́lá Àlàbí",
                "2025-05-20T10:00:00+01:00",
                [
                    "Ìjọba ìbílẹ̀ Àtìbà ṣí ilé-ìkàwé tuntun kan sí ẹ̀gbẹ́ ọjà Akẹ̀sán ní ọjọ́ Ajé.",
                    "Ilé-ìkàwé náà máa ṣí láti aago mẹ́jọ àárọ̀ di aago mẹ́jọ alẹ́ láti ọjọ́ Ajé sí ọjọ́ Àbámẹ́ta.",
                    "Alága ìjọba ìbílẹ̀ sọ pé wọ́n máa ra ìwé púpọ̀ sí i lọ́dún tó ń bọ̀.",
                ],
                kicker="Ìlú",
                caption="Ilé-ìkàwé tuntun ní Ọ̀yọ́",
            ),
            c,
            '<div class="ero-wrap"><h4>Èrò àwọn òǹkàwé (2)</h4><ero-onkawe><template shadowrootmode="open">'
            + SHADOW_CSS
            + _records(c)
            + "</template></ero-onkawe></div>",
            static=True,
        )
    )

    # 5. si: a declarative closed shadow root, no heading
    c = thread(
        """
නිමල් පෙරේරා | පැය 4කට පෙර | - | හොඳ වැඩක්. දැන් සංචාරකයින්ට ආරක්ෂිතව ඇවිදින්න පුළුවන්.
සඳුනි ජයසිංහ | පැය 3කට පෙර | 0 | ඒත් රාත්‍රියට විදුලි පහන් මදි. මම ඊයේ රෑ ගියා.
රුවන් සිල්වා | පැය 1කට පෙර | - | වාහන නවත්වන්න තැනක් නැති එක ලොකු ප්‍රශ්නයක්.
"""
    )
    cases.append(
        _case(
            "g-si-declarative-closed",
            "si",
            "tailwind",
            "closed_shadow_root (declarative, <template shadowrootmode=closed>)",
            "<pathaka-adahas> declarative closed shadow root",
            None,
            "Three readers in Sinhala (one reply) in a declarative closed shadow root; no heading; 'පැය 4කට පෙර'.",
            "/palata/galu-kotuwa-padika-margaya",
            art(
                "ගාලු කොටුවේ නව පදික මාර්ගය විවෘත කෙරේ",
                "බලකොටු පවුර දිගේ කිලෝමීටර දෙකක මාර්ගයක් ඉදිකර ඇත.",
                "චමිලා ගුණවර්ධන",
                "2025-03-14T08:30:00+05:30",
                [
                    "ගාලු කොටුවේ පවුර දිගේ ඉදිකළ නව පදික මාර්ගය ඊයේ විවෘත කෙරිණි.",
                    "මාර්ගය කිලෝමීටර දෙකක් දිග වන අතර ප්‍රදීපාගාරය දක්වා දිවෙයි.",
                    "නගර සභාව පවසන්නේ ලබන මාසයේ වාහන නැවැත්වීමේ ස්ථානයක් ඉදිකරන බවයි.",
                ],
                kicker="පළාත",
                caption="ගාලු කොටුවේ පවුර",
            ),
            c,
            '<div class="mt-8"><pathaka-adahas><template shadowrootmode="closed">'
            + SHADOW_CSS
            + _records(c)
            + "</template></pathaka-adahas></div>",
            static=True,
        )
    )

    # 6. te: a <dialog> a button opens (its records in the HTML), heading inside it
    c = thread(
        """
రామకృష్ణ రెడ్డి | 12 జూన్ 2025, 10:15 | - | చాలా రోజుల తర్వాత మంచి వార్త. పాత బస్టాండ్ లో ట్రాఫిక్ భరించలేనిది.
లక్ష్మి ప్రసన్న | 12 జూన్ 2025, 11:02 | - | కొత్త టెర్మినల్ కి సిటీ బస్సులు ఎప్పటి నుంచి నడుస్తాయి?
శ్రీనివాస్ కుమార్ | 12 జూన్ 2025, 11:40 | 1 | వార్తలో రాసినట్లు వచ్చే సోమవారం నుంచి.
అనిత దేవి | 12 జూన్ 2025, 13:05 | - | మహిళల కోసం వేచి ఉండే గది ఉందా అని ఎవరైనా చెప్పగలరా?
"""
    )
    cases.append(
        _case(
            "g-te-dialog",
            "te",
            "bootstrap",
            "modal: button 'అభిప్రాయాలు చూడండి (4)' opens a <dialog> (showModal); its records are in the HTML",
            "<dialog class=abhi>",
            "పాఠకుల అభిప్రాయాలు",
            "Four readers in Telugu (one reply) in a <dialog> a button opens with showModal(); heading inside the dialog; '12 జూన్ 2025, 10:15'.",
            "/jilla/vijayawada-kotha-bus-terminal.html",
            art(
                "విజయవాడలో కొత్త బస్ టెర్మినల్ ప్రారంభం",
                "నలభై ప్లాట్‌ఫారాలతో నిర్మించిన టెర్మినల్ వచ్చే సోమవారం నుంచి పనిచేస్తుంది.",
                "సుజాత రావు",
                "2025-06-12T07:00:00+05:30",
                [
                    "విజయవాడ నగర శివారులో నిర్మించిన కొత్త బస్ టెర్మినల్‌ను మంత్రి బుధవారం ప్రారంభించారు.",
                    "టెర్మినల్‌లో నలభై ప్లాట్‌ఫారాలు, రెండు వందల వాహనాలకు పార్కింగ్ ఉన్నాయి.",
                    "సిటీ బస్సులు వచ్చే సోమవారం నుంచి కొత్త టెర్మినల్ నుంచి నడుస్తాయి.",
                ],
                kicker="జిల్లా",
                caption="కొత్త బస్ టెర్మినల్",
            ),
            c,
            '<div class="card"><button type="button" class="dlg-open">అభిప్రాయాలు చూడండి (4)</button></div>'
            '<dialog class="abhi"><h3>పాఠకుల అభిప్రాయాలు</h3><form method="dialog"><button>మూసివేయి</button></form>'
            + _records(c, "ab")
            + "</dialog>",
            end="<script>\ndocument.querySelector('.dlg-open').addEventListener('click', () => document.querySelector('dialog.abhi').showModal());\n</script>",
            static=True,
            check_steps=("click:button.dlg-open", "wait:400"),
        )
    )

    # 7. mn: a [popover] opened by a button (no script), a heading that does not name the thread
    c = thread(
        """
Батболд Ганбаатар | 2 цагийн өмнө | - | Манай хороололд цэцэрлэг хэрэгтэй байсан, баярлалаа.
Оюунчимэг Дорж | 1 цагийн өмнө | - | Бүртгэл хэзээ эхлэх вэ? Мэдээнд огноо алга.
Энхтуяа Бат | 40 минутын өмнө | - | Тоглоомын талбай нь зам руу хэт ойрхон байна.
"""
    )
    cases.append(
        _case(
            "g-mn-popover",
            "mn",
            "typo3",
            "popover: button 'Уншигчид юу гэж байна (3)' opens a [popover] (popovertarget, no script); its records are in the HTML",
            "<div id=uns-popover popover>",
            "Уншигчид юу гэж байна",
            "Three readers in Mongolian (flat) in an HTML [popover] a button opens; the heading 'Уншигчид юу гэж байна' ('what readers say'); '2 цагийн өмнө'.",
            "/aimag/erdenet-shine-tsetserleg.html",
            art(
                "Эрдэнэт хотод шинэ цэцэрлэг нээгдлээ",
                "Хоёр зуун хүүхэд хүлээн авах цэцэрлэг Шанд багт ашиглалтад орлоо.",
                "Саруул Нямдаваа",
                "2025-09-01T09:00:00+08:00",
                [
                    "Орхон аймгийн Эрдэнэт хотын Шанд багт хоёр зуун хүүхдийн цэцэрлэг нээгдлээ.",
                    "Барилгын ажил нэг жил үргэлжилсэн бөгөөд аймгийн төсвөөс санхүүжсэн.",
                    "Цэцэрлэгийн бүртгэлийн огноог удахгүй зарлана гэж аймгийн боловсролын газар мэдэгдэв.",
                ],
                kicker="Аймаг",
                caption="Шинэ цэцэрлэг",
            ),
            c,
            '<div class="uns-bar"><button type="button" class="pop-open" popovertarget="uns-popover">Уншигчид юу гэж байна (3)</button></div>'
            '<div id="uns-popover" popover><h3>Уншигчид юу гэж байна</h3>' + _records(c, "un") + "</div>",
            static=True,
            check_steps=("click:button.pop-open", "wait:300"),
        )
    )

    # 8. ps: a modal overlay (a div shown by a button), rtl
    c = thread(
        """
احمد شاه ستانکزی | ۳ ساعته وړاندې | - | دا ډېر ښه کار دی، خو ډاکټران باید له ولسوالیو هم راشي.
زرغونه احمدزۍ | ۱ ساعت وړاندې | 0 | زه هم همداسې فکر کوم، زموږ کلي ته نږدې روغتون نشته.
"""
    )
    cases.append(
        _case(
            "g-ps-modal-overlay",
            "ps",
            "portal",
            "modal: button 'د لوستونکو نظرونه (2)' shows a fixed overlay div (hidden until then); its records are in the HTML",
            "<div class=ov-bg hidden> overlay, <div role=dialog aria-modal=true>",
            "د لوستونکو نظرونه",
            "Two readers in Pashto (one reply) in a modal overlay (a fixed div, hidden until a button shows it), right to left; '۳ ساعته وړاندې'.",
            "/wilayat/jalalabad-naway-roghtun.html",
            art(
                "په جلال آباد کې نوی روغتون پرانیستل شو",
                "روغتون سل بسترونه لري او د ښځو لپاره جلا برخه لري.",
                "نجیب الله ساپی",
                "2025-04-22T08:00:00+04:30",
                [
                    "د ننګرهار ولایت په مرکز جلال آباد کې د سلو بسترونو روغتون پرانیستل شو.",
                    "روغتون د ښځو او ماشومانو لپاره جلا برخه لري.",
                    "د روغتیا ریاست وايي چې نور ډاکټران به په راتلونکې میاشت کې وګمارل شي.",
                ],
                kicker="ولایت",
                caption="نوی روغتون",
            ),
            c,
            '<div class="ov-launch"><button type="button" class="ov-open">د لوستونکو نظرونه (2)</button></div>'
            '<div class="ov-bg" hidden><div class="ov-box" role="dialog" aria-modal="true" aria-labelledby="ov-h">'
            '<button type="button" class="ov-close">✕</button><h3 id="ov-h">د لوستونکو نظرونه</h3>'
            + _records(c, "nz")
            + "</div></div>",
            end="""<script>
const ov = document.querySelector('.ov-bg');
document.querySelector('.ov-open').addEventListener('click', () => { ov.hidden = false; document.body.style.overflow = 'hidden'; });
document.querySelector('.ov-close').addEventListener('click', () => { ov.hidden = true; document.body.style.overflow = ''; });
</script>""",
            static=True,
            check_steps=("click:button.ov-open", "wait:300"),
        )
    )

    # 9. ha: a details/summary disclosure, an ordinary heading as its summary; a reply without its own time
    c = thread(
        """
Musa Abdullahi | awa 3 da suka wuce | - | Wannan kasuwa za ta taimaka wa manoma sosai, ba sai mun je Dawanau ba.
Aisha Bello |  | 0 | Gaskiya ne, amma hanyar zuwa kasuwar ba ta da kyau lokacin damina.
Ibrahim Sani | awa 1 da ta wuce | - | Ina fata ba za a ƙara kuɗin haya ga 'yan kasuwa ba.
"""
    )
    cases.append(
        _case(
            "g-ha-details",
            "ha",
            "letter",
            "details (closed): summary 'Ra'ayoyin masu karatu (3)'",
            "<details class=raayi>",
            "Ra'ayoyin masu karatu (3)",
            "Three readers in Hausa (one reply, which shows no time of its own) in a closed details disclosure; 'awa 3 da suka wuce'.",
            "/jiha/kano-sabuwar-kasuwar-hatsi.html",
            art(
                "An buɗe sabuwar kasuwar hatsi a Kano",
                "Kasuwar tana da shaguna ɗari huɗu da rumbunan ajiya guda goma.",
                "Hauwa Umar",
                "2025-02-10T09:00:00+01:00",
                [
                    "Gwamnatin jihar Kano ta buɗe sabuwar kasuwar hatsi a ƙaramar hukumar Gezawa ranar Litinin.",
                    "Kasuwar tana da shaguna ɗari huɗu da rumbunan ajiya guda goma.",
                    "Jami'ai sun ce za a gyara hanyar zuwa kasuwar kafin damina.",
                ],
                kicker="Jiha",
                caption="Sabuwar kasuwar hatsi",
            ),
            c,
            '<details class="raayi"><summary>Ra\'ayoyin masu karatu (3)</summary>'
            + _records(c, "ry")
            + "</details>",
            static=True,
            check_steps=("click:details.raayi > summary", "wait:300"),
        )
    )

    # 10. es: an accordion (three panels, the third holds the thread), an ordinary heading on its button
    c = thread(
        """
Manuel Álvarez | 15/05/2025 12:40 | - | Por fin se puede cruzar al barrio de la Puebla sin dar la vuelta por el puente de hierro.
Rocío Fernández | 15/05/2025 13:05 | - | ¿Alguien sabe si tiene iluminación? Por la noche el paseo del río está muy oscuro.
Luis Prieto | 15/05/2025 13:22 | 1 | Sí, tiene focos led en la barandilla, pasé ayer.
Carmen Voces | 15/05/2025 16:48 | - | Dos millones por una pasarela me parece mucho dinero.
"""
    )
    panels = [
        (
            "Claves de la obra",
            "<p>La pasarela mide 120 metros, es de acero corten y une el paseo del Sil con el barrio de la Puebla. La obra ha costado dos millones de euros.</p>",
        ),
        (
            "Accesos y horarios",
            "<p>Abierta las 24 horas. Rampa accesible en ambos extremos; las bicicletas deben cruzar a pie.</p>",
        ),
        ("Comentarios (4)", _records(c, "op")),
    ]
    acc = "".join(
        f'<h3><button type="button" aria-expanded="false" aria-controls="acc-p{i}" id="acc-b{i}">{esc(title)}</button></h3>'
        f'<div class="acc-panel" id="acc-p{i}" role="region" aria-labelledby="acc-b{i}" hidden>{body}</div>'
        for i, (title, body) in enumerate(panels, 1)
    )
    cases.append(
        _case(
            "g-es-accordion",
            "es",
            "amp",
            "accordion: the third panel's button 'Comentarios (4)' shows it (hidden until then); its records are in the HTML",
            "<div class=acc>, <div id=acc-p3 role=region hidden>",
            "Comentarios (4)",
            "Four readers in Spanish (one reply) in the third panel of an accordion (the others hold facts about the works); '15/05/2025 12:40'.",
            "/comarca/ponferrada-pasarela-sil/amp/",
            art(
                "Ponferrada estrena la pasarela sobre el Sil",
                "La nueva pasarela peatonal une el paseo del río con el barrio de la Puebla.",
                "Marta Rodríguez",
                "2025-05-15T08:00:00+02:00",
                [
                    "El Ayuntamiento de Ponferrada abrió este jueves la pasarela peatonal sobre el río Sil.",
                    "La estructura, de 120 metros, ha costado dos millones de euros y se ha construido en catorce meses.",
                    "El alcalde asegura que la iluminación de la barandilla se completará en junio.",
                ],
                kicker="Comarca",
                caption="La nueva pasarela sobre el Sil",
            ),
            c,
            f'<div class="acc">{acc}</div>',
            end="""<script>
for (const b of document.querySelectorAll('.acc h3 button')) {
  b.addEventListener('click', () => {
    const open = b.getAttribute('aria-expanded') === 'true';
    b.setAttribute('aria-expanded', String(!open));
    document.getElementById(b.getAttribute('aria-controls')).hidden = open;
  });
}
</script>""",
            static=True,
            check_steps=("click:#acc-b3", "wait:300"),
        )
    )

    # 11. de: a definition list (dt name and time, dd text), a heading that does not name it
    c = thread(
        """
Heike Brandt | 14.05.2025, 18:32 | - | Die alte Fähre war seit Jahren ein Sorgenkind. Gut, dass endlich investiert wird.
Jürgen Wollschläger | 14.05.2025, 19:05 | - | Wird der Fahrpreis für Radfahrer jetzt teurer? Davon steht leider nichts im Text.
Sabine Krüger | 14.05.2025, 20:11 | - | Hoffentlich fährt sie auch bei Niedrigwasser, im letzten Sommer lag der Betrieb wochenlang still.
Detlef Amm | 15.05.2025, 07:48 | - | Elektrischer Antrieb auf der Elbe, da bin ich gespannt.
"""
    )
    items = "".join(f"<dt>{esc(s.author)} · <time>{esc(s.when)}</time></dt><dd>{esc(s.text)}</dd>" for s in c)
    cases.append(
        _case(
            "g-de-dl",
            "de",
            "ghost",
            "on_load",
            "<dl class=leserschaft>: <dt> name and time, <dd> text",
            "Aus der Leserschaft",
            "Four readers in German (flat) in a definition list: <dt> name · time, <dd> text; the heading 'Aus der Leserschaft'; '14.05.2025, 18:32'.",
            "/lokales/tangermuende-neue-elbfaehre/",
            art(
                "Tangermünde bekommt eine neue Elbfähre",
                "Die elektrisch angetriebene Fähre soll ab Herbst zwischen Tangermünde und Jerichow pendeln.",
                "Katrin Löffler",
                "2025-05-14T06:00:00+02:00",
                [
                    "Der Landkreis Stendal hat den Auftrag für eine neue Elbfähre vergeben.",
                    "Die Fähre wird elektrisch angetrieben und soll auch bei niedrigem Wasserstand fahren können.",
                    "Über die Fahrpreise entscheidet der Kreistag im Juni.",
                ],
                kicker="Lokales",
                caption="Die alte Fähre am Anleger Tangermünde",
            ),
            c,
            f'<section class="aus-der-leserschaft"><h3>Aus der Leserschaft</h3><dl class="leserschaft">{items}</dl></section>',
            static=True,
        )
    )

    # 12. fr: a table, one row a reader (name, text, time in three cells), no heading
    c = thread(
        """
Odile Perraudin | il y a 3 heures | - | Quelle bonne nouvelle ! Depuis la fermeture, il fallait aller jusqu'à Corbigny pour une baguette.
Gérard Thévenin | il y a 2 heures | - | J'espère qu'ils referont le pain de seigle de l'ancien boulanger.
Mireille Lagoutte | il y a 45 minutes | - | Le dépôt de pain au café va-t-il continuer le dimanche ?
"""
    )
    rows_html = "".join(
        f'<tr><td class="qui">{esc(s.author)}</td><td class="quoi">{esc(s.text)}</td><td class="quand">{esc(s.when)}</td></tr>'
        for s in c
    )
    cases.append(
        _case(
            "g-fr-table",
            "fr",
            "drupal",
            "on_load",
            "<table class=avis-lecteurs>, one <tr> a reader: name, text, time",
            None,
            "Three readers in French (flat) in a table without heading: name, text and time in three cells; 'il y a 3 heures'.",
            "/morvan/lormes-la-boulangerie-rouvre",
            art(
                "Lormes : la boulangerie du bourg rouvre ses portes",
                "Fermée depuis dix-huit mois, la boulangerie de la place rouvre avec un jeune couple venu de Dijon.",
                "Sylvie Moreau",
                "2025-03-03T07:00:00+01:00",
                [
                    "La boulangerie de la place François-Mitterrand rouvre ce lundi après dix-huit mois de fermeture.",
                    "Un couple de trentenaires venus de Dijon a repris le fonds avec l'aide de la commune.",
                    "Le dépôt de pain ouvert au café pendant la fermeture s'arrêtera à la fin du mois.",
                ],
                kicker="Morvan",
                caption="La boulangerie de Lormes",
            ),
            c,
            f'<table class="avis-lecteurs"><tbody>{rows_html}</tbody></table>',
            static=True,
        )
    )

    # 13. en: one-line records <li><b>Name</b> text</li>, no times, an ordinary heading
    c = thread(
        """
Gareth Holmes |  | - | The western route cuts straight through Linton Ings. Nobody who walks there will support it.
Pauline Sykes |  | - | Anything that takes the quarry lorries off the High Street gets my vote.
Ian Metcalfe |  | - | Two routes and neither has a junction for Boston Spa. Odd.
Rachel Dunn |  | - | Will the drop-in at the town hall be repeated on a weekend? I work Tuesdays.
Keith Wardle |  | - | We were promised this bypass in 1998. I will believe it when I drive on it.
"""
    )
    lines = "".join(f"<li><b>{esc(s.author)}</b> {esc(s.text)}</li>" for s in c)
    cases.append(
        _case(
            "g-en-oneline-li",
            "en",
            "wordpress",
            "on_load",
            "<ul class=talk-lines>, one <li><b>Name</b> text</li> a reader",
            "Discussion (5)",
            "Five readers in English (flat), one line each: <li><b>Name</b> text</li>, no times; under 'Discussion (5)'.",
            "/news/wetherby-bypass-consultation-two-routes/",
            art(
                "Wetherby bypass: consultation opens on two routes",
                "North Yorkshire Council wants views on an eastern and a western route before choosing one next spring.",
                "Helen Croft",
                "2025-10-20T07:00:00+01:00",
                [
                    "A six-week consultation on a Wetherby bypass opens today, with two possible routes.",
                    "The western route would cross Linton Ings; the eastern one would run beside the A1(M).",
                    "Drop-in sessions are planned at the town hall on Tuesdays in November.",
                ],
                kicker="News",
                caption="The High Street at rush hour",
            ),
            c,
            f'<div class="talk"><h3>Discussion (5)</h3><ul class="talk-lines">{lines}</ul></div>',
            static=True,
        )
    )

    # 14. it: paragraphs signed by a name and a date, a reply indented; a heading that does not name them
    c = thread(
        """
Vincenzo Russo | 9 giugno 2025 | - | Finalmente! Sono vent'anni che aspettiamo i pontili nuovi. Speriamo che i posti barca non siano tutti per gli yacht.
Teresa Di Luccia | 9 giugno 2025 | 0 | I posti per i pescatori sono quaranta, lo dice il sindaco nell'articolo.
Antonio Mainenti | 10 giugno 2025 | - | E il parcheggio? D'estate già oggi non si trova posto.
"""
    )
    risp = ' class="risp"'
    ps = "".join(
        f"<p{risp if s.parent is not None else ''}>{esc(s.text)}<br><i>— {esc(s.author)}, {esc(s.when)}</i></p>"
        for s in c
    )
    cases.append(
        _case(
            "g-it-signed-p",
            "it",
            "mobile",
            "on_load",
            "<div class=parliamone>, one <p> a reader: text, then '— Name, date' in <i>",
            "Parliamone",
            "Three readers in Italian (one reply, indented) as paragraphs signed '— Name, 9 giugno 2025'; the heading 'Parliamone'.",
            "/cronaca/agropoli-porto-turistico-luglio.html",
            art(
                "Agropoli, il nuovo porto turistico apre a luglio",
                "Trecento posti barca, quaranta riservati ai pescatori.",
                "Rosaria Cammarano",
                "2025-06-09T08:00:00+02:00",
                [
                    "Il nuovo porto turistico di Agropoli aprirà il primo luglio dopo due anni di lavori.",
                    "I posti barca saranno trecento, quaranta dei quali riservati ai pescatori, ha detto il sindaco.",
                    "Il parcheggio previsto nel progetto sarà pronto solo il prossimo anno.",
                ],
                kicker="Cronaca",
                caption="Il porto di Agropoli",
            ),
            c,
            f'<div class="parliamone"><h3>Parliamone</h3>{ps}</div>',
            static=True,
        )
    )

    # 15. ja: no times at all, clear authors and replies two levels deep, an ordinary heading
    c = thread(
        """
山田 花子 |  | - | 駅前の自転車がやっと片付きますね。通勤で毎日困っていました。
佐藤 健 |  | 0 | 屋根はあるのでしょうか。雨の日が心配です。
山田 花子 |  | 1 | 写真を見ると屋根付きのようですよ。
中村 誠 |  | - | 一日百円なら安いと思います。
小林 由美 |  | - | 高校生の利用は無料にしてほしいです。
"""
    )
    ul = tree(
        c,
        lambda i, s, sub: f'<li><span class="koe-na">{esc(s.author)}</span><p>{esc(s.text)}</p>{sub}</li>',
        lambda items, p: f"<ul>{items}</ul>",
    )
    cases.append(
        _case(
            "g-ja-no-times-tree",
            "ja",
            "arc",
            "on_load",
            "<div class=koe>, nested <ul>",
            "コメント（5）",
            "Five readers in Japanese (two replies, two levels) in nested lists, no times anywhere, clear names; the ordinary heading 'コメント（5）'.",
            "/chiiki/nagahama-eki-churinjo.html",
            art(
                "長浜駅前に市営駐輪場が完成",
                "約六百台を収容する二階建ての駐輪場で、利用料は一日百円。",
                "井上 美咲",
                "2025-11-04T09:00:00+09:00",
                [
                    "長浜市は駅前に二階建ての市営駐輪場を完成させ、四日から利用を始めた。",
                    "収容台数は約六百台で、屋根付き。利用料は一日百円となる。",
                    "市は駅前の放置自転車を減らしたいとしている。",
                ],
                kicker="地域",
                caption="完成した駐輪場",
            ),
            c,
            f'<div class="koe"><h3>コメント（5）</h3>{ul}</div>',
            static=True,
        )
    )

    # 16. nl: a reply shown without any author line or time (posted anonymously); an ordinary heading
    c = thread(
        """
Marloes de Kok | 3 uur geleden | - | Eindelijk, nu kan ik na mijn late dienst in Breskens gewoon naar huis.
 |  | 0 | Geldt dat ook in het weekend? Dat staat er niet bij.
Kees Verhulst | 2 uur geleden | - | Ik mis de fietsenrekken aan boord. In de zomer staat alles vol.
Ans Meijer | 1 uur geleden | 2 | Volgens de provincie komen er in juli extra rekken.
"""
    )
    rx = tree(
        c,
        lambda i, s, sub: (
            f'<div class="rx" id="rx-{4410 + i}">'
            + (
                f'<div class="rx-kop"><strong>{esc(s.author)}</strong> · <span>{esc(s.when)}</span></div>'
                if s.author
                else ""
            )
            + f"<p>{esc(s.text)}</p>{sub}</div>"
        ),
        lambda items, p: items,
    )
    cases.append(
        _case(
            "g-nl-reply-no-author",
            "nl",
            "modules",
            "on_load",
            "<div class=reacties>, div.rx in div.rx",
            "Reacties (4)",
            "Four readers in Dutch (two replies); one reply, posted anonymously, shows no author line and no time; the ordinary heading 'Reacties (4)'; '3 uur geleden'.",
            "/regio/vlissingen-veerpont-ook-s-avonds.html",
            art(
                "Vlissingen: veerpont vaart vanaf juni ook 's avonds",
                "De fiets- en voetveerpont naar Breskens krijgt drie extra afvaarten na acht uur.",
                "Esther Jansen",
                "2025-05-27T07:00:00+02:00",
                [
                    "De voet- en fietsveerpont tussen Vlissingen en Breskens vaart vanaf juni ook 's avonds.",
                    "Er komen drie extra afvaarten na acht uur, op werkdagen.",
                    "De provincie onderzoekt of er meer fietsenrekken aan boord kunnen.",
                ],
                kicker="Regio",
                caption="De veerpont bij Vlissingen",
            ),
            c,
            f'<div class="reacties"><h3>Reacties (4)</h3>{rx}</div>',
            static=True,
        )
    )
    return cases

"""Blind set AP: four mixed pages, a threaded discussion of this article (5 or 6 readers' comments) in the served HTML
beside a nested list of named entries that are not comments, of kinds the earlier sets do not name: a torch relay's
legs and bearers (nb), a champion goat's pedigree (ms), a charity walk's stages, checkpoints and marshals (he) and a
housing society's committees and sub-committees (hi). Written for this set; every name, place and text invented,
each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ap_common import C, Case, Parts, Story, esc, make, nest, paras, seeds, thread
from comspider_lab.blind.cases_ap_lists import nested, outline


def nb_fakkel() -> Case:
    legs = outline("""
1 | Etappe 1: Kirkebrua – Skolen | 09:00 | Ansvarlig: Fjellbu IL
2 | Ingrid Haugen | 09:00 | Elleve år, skiløper i aldersbestemt klasse
2 | Per Arne Sletten | 09:12 | Tidligere brøytesjåfør, tok torsdagen fri
1 | Etappe 2: Skolen – Samfunnshuset | 09:25 | Ansvarlig: skolens elevråd
2 | Elevrådsleder Oda Myhre | 09:25 | Løper sammen med hele 7. klasse
3 | Kontaktlærer Stein Rud | 09:31 | Bærer fakkelen det siste stykket opp bakken
1 | Etappe 3: Samfunnshuset – Skistadion | 09:45 | Ansvarlig: pensjonistforeningen
2 | Gunvor Bakken | 09:45 | 91 år, går med rullator og følge
""")
    relay = nested(
        legs,
        lambda f: (
            f'<span class="st-navn">{esc(f[0])}</span> <span class="st-kl">kl. {esc(f[1])}</span><span class="st-om"> – {esc(f[2])}</span>'
        ),
        lambda lv: f'<ul class="st-niva st-niva{lv}">',
        "</ul>",
    )
    route = f'<section class="stafett"><h3>Slik går stafetten</h3>{relay}</section>'
    cs = thread("""
Bjørg Lie | 13. februar 2013 kl. 19:04 | - | - | Så fint at Gunvor får gå siste etappe. Hun var med og bygde skistadion i 1958.
Tor Einar | 13. februar 2013 kl. 19:30 | 0 | - | Stemmer det, bestefar fortalte at hun kjørte hest med tømmer til hoppbakken.
Bjørg Lie | 13. februar 2013 kl. 20:02 | 1 | - | Da må noen filme henne i morgen, det er historie.
Arvid | 13. februar 2013 kl. 21:15 | - | - | Blir veien stengt forbi skolen mens stafetten går? Jeg skal levere varer klokka ni.
Fjellbu-Posten | 14. februar 2013 kl. 07:10 | 3 | - | Hei Arvid, veien stenges mellom 08:50 og 09:40 ifølge lensmannen. Bruk gamleveien bak kirken.
Silje M. | 14. februar 2013 kl. 08:20 | - | - | Ingrid er niesen min sin beste venninne, hun har ikke sovet på to netter.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="innlegg" id="inn{i + 1}"><p class="innlegg-topp"><b>{esc(c.name)}</b> · {esc(c.when)}</p>'
            f"{paras(c.seed.text)}<p class='innlegg-svar-lenke'><a href='#skriv'>Svar</a></p>"
            + (f'<div class="innlegg-svar">{sub}</div>' if sub else "")
            + "</div>"
        )

    talk = (
        '<section class="debatt" id="skriv"><h2>Debatt (6)</h2>'
        + nest(cs, item, lambda s, _p: s)
        + '<form action="/debatt" method="post"><textarea name="t"></textarea><button>Send</button></form></section>'
    )
    st = Story(
        "Fakkelstafetten går gjennom Fjellbu torsdag",
        "Lars Kvamme",
        "2013-02-13T12:00:00+01:00",
        "13.02.2013",
        """
Torsdag morgen kommer fakkelen til vinterlekene for ungdom til Fjellbu. Den skal bæres av bygdefolk fra Kirkebrua til skistadion, der lekene åpnes klokka ti.

Idrettslaget, elevrådet og pensjonistforeningen har hver sin etappe. Siste meter bæres av Gunvor Bakken, som var med på dugnaden da skistadion ble bygd.

Publikum oppfordres til å stille seg langs ruten. Veien forbi skolen blir stengt i en knapp time.
""",
        section="Nyheter",
        related=("Skiløypene er kjørt opp", "Brøytekontrakten lyses ut", "Korpset søker nye medlemmer"),
        tags=("vinterleker", "stafett"),
    )
    return make(
        "ap-mx-nb-fakkel",
        "mixed",
        "nb-fjellbu",
        st,
        Parts(inside=route, after=talk),
        seeds(cs),
        path="/nyheter/fakkelstafetten-torsdag",
        container="section.debatt: h2 'Debatt (6)', div.innlegg with replies in div.innlegg-svar inside, three levels",
        heading="Debatt (6)",
        description="A Norwegian local paper of 2013: 6 readers' comments nested three levels under an article on a torch relay, whose legs and bearers are a nested list inside the article (a leg, then its bearers with 'kl. 09:12' and a line).",
        lookalikes=("a torch relay's legs and bearers nested (name, time, a line)",),
    )


def ms_kambing() -> Case:
    tree_rows = outline("""
1 | Si Putih Kuala (juara) | lahir 2019 | Penternak: Encik Zainal Abidin, Kampung Lembah Hilir
2 | Bapa: Raja Bukit | lahir 2015 | Penternak: Haji Rosli, Kampung Tebing
3 | Datuk: Hitam Manis | lahir 2011 | Juara pertunjukan daerah 2013
3 | Nenek: Seri Embun | lahir 2012 | Terkenal dengan susu yang banyak
2 | Ibu: Mek Bunga | lahir 2016 | Penternak: Puan Salmah, Kampung Lembah Hilir
3 | Datuk: Tok Janggut | lahir 2010 | Dibeli dari pekan sehari pada tahun 2012
3 | Nenek: Cik Manis | lahir 2013 | Anak kambing pertama ladang Puan Salmah
""")
    ped = nested(
        tree_rows,
        lambda f: (
            f'<b class="sb-nama">{esc(f[0])}</b> <span class="sb-lahir">{esc(f[1])}</span><br><small class="sb-nota">{esc(f[2])}</small>'
        ),
        lambda lv: f'<ul class="sb-aras sb-aras{lv}">',
        "</ul>",
    )
    pedigree = f'<aside class="salasilah"><h3>Salasilah juara</h3>{ped}</aside>'
    cs = thread("""
Faridah Omar | 21 Ogos 2022, 20:15 | - | - | Tahniah Encik Zainal! Tiga tahun berturut-turut masuk akhir, akhirnya menang juga.
Zainal Abidin | 21 Ogos 2022, 21:02 | 0 | - | Terima kasih, Kak Faridah. Semua berkat Puan Salmah yang jaga ibunya dulu.
Puan Salmah | 22 Ogos 2022, 07:40 | 1 | - | Jangan puji saya sangat, Zainal. Kambing itu memang baik dari kecil.
Azlan | 22 Ogos 2022, 09:18 | - | - | Tahun depan boleh buat pertandingan untuk budak sekolah juga? Anak saya ada seekor kambing peliharaan.
Cikgu Rahimah | 22 Ogos 2022, 12:30 | 3 | - | Setuju, Encik Azlan. Kelab pertanian sekolah boleh tolong uruskan.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="pdp" id="pdp{i + 1}"><div class="pdp-atas"><b>{esc(c.name)}</b> <time>{esc(c.when)}</time></div>'
            f'{paras(c.seed.text, cls="pdp-isi")}<a class="pdp-balas" href="#hantar">Balas</a>{sub}</li>'
        )

    talk = (
        '<section class="pendapat" id="hantar"><h2>Pendapat pembaca (5)</h2><ul class="pdp-senarai">'
        + nest(cs, item, lambda s, _p: f'<ul class="pdp-balasan">{s}</ul>')
        + '</ul><form action="/pendapat" method="post"><textarea name="t"></textarea><button>Hantar</button></form></section>'
    )
    st = Story(
        "Si Putih Kuala dinobat kambing terbaik pertunjukan ternakan",
        "Oleh Nurul Huda",
        "2022-08-21T16:00:00+08:00",
        "21 Ogos 2022",
        """
Seekor kambing jantan milik penternak Kampung Lembah Hilir, Si Putih Kuala, dinobatkan sebagai juara keseluruhan Pertunjukan Ternakan Kuala Lembah pada Ahad.

Kambing berusia tiga tahun itu mengatasi dua puluh tujuh peserta lain. Hakim memuji bentuk badan dan kesihatannya yang sangat baik.

Pertunjukan tahunan itu turut menampilkan lembu, itik dan ayam kampung dari seluruh mukim.
""",
        section="Pertanian",
        related=(
            "Harga baja turun bulan ini",
            "Tali air baharu di sawah hilir",
            "Pasar tani pindah ke dewan",
        ),
        tags=("ternakan", "kambing"),
    )
    return make(
        "ap-mx-ms-kambing",
        "mixed",
        "ms-kuala",
        st,
        Parts(after=talk, rail=pedigree),
        seeds(cs),
        path="/pertanian/si-putih-kuala-juara",
        container="section.pendapat: h2 'Pendapat pembaca (5)', ul.pdp-senarai > li.pdp; replies in ul.pdp-balasan inside the li, three levels",
        heading="Pendapat pembaca (5)",
        description="A Malay district news site of 2022: 5 readers' comments nested three levels under an article on a livestock show, with the champion goat's pedigree in the side column as nested lists (name, birth year, breeder's name).",
        lookalikes=("a champion goat's pedigree nested (name, birth year, breeder)",),
    )


def he_tsaada() -> Case:
    stages = outline("""
1 | מקטע א': מהשער הצפוני עד המעיין | יציאה 07:00 | אחראית מקטע: נועה ברקוביץ
2 | נקודת מים ליד הבאר | פתיחה 07:30 | סדרן: עמית שרעבי
2 | נקודת עזרה ראשונה בחורשה | פתיחה 07:45 | חובשת: רוני אלמוג
1 | מקטע ב': מהמעיין עד תצפית הכרמים | יציאה 08:30 | אחראי מקטע: יגאל דהן
2 | חציית הכביש הישן | פתיחה 08:40 | סדרנים: משה וטליה גבאי
3 | מעבר חלופי לעגלות | פתיחה 08:40 | מלווה: אורי פרלמן
1 | מקטע ג': ירידה לכיכר המושבה | יציאה 10:00 | אחראית מקטע: שירה לנדאו
""")
    route = nested(
        stages,
        lambda f: (
            f'<strong class="mk-shem">{esc(f[0])}</strong> <span class="mk-zman">{esc(f[1])}</span> <span class="mk-ish">{esc(f[2])}</span>'
        ),
        lambda lv: f'<ul class="mk-rama mk-rama{lv}">',
        "</ul>",
    )
    box = f'<section class="maslul"><h3>המסלול, התחנות והסדרנים</h3>{route}</section>'
    cs = thread("""
דנה כ. | 02.04.2020 19:12 | - | - | הלכנו בשנה שעברה עם הילדים, היה מקסים. רק שימו לב שאין צל בעלייה לתצפית.
יוסי מהמושבה | 02.04.2020 19:40 | 0 | - | השנה אמורים לשים שם סככה זמנית, ככה אמרו בישיבת הוועד.
דנה כ. | 02.04.2020 20:05 | 1 | - | מעולה, אז לוקחים רק כובעים.
מיכל | 02.04.2020 21:30 | - | - | אפשר להשתתף רק בחלק מהמסלול? סבתא שלי רוצה לבוא אבל לא תוכל ללכת את כולו.
שירה לנדאו | 03.04.2020 07:55 | 3 | - | כן, מיכל. אפשר להצטרף בכיכר בשעה עשר ולעשות רק את הירידה. נשמח לראות אותה.
אבי ר. | 03.04.2020 10:20 | - | - | כל הכבוד למתנדבים. כל שקל הולך למרכז היום לקשישים, שווה ללכת בשביל זה.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="tg" id="tg{i + 1}"><div class="tg-rosh"><b class="tg-shem">{esc(c.name)}</b> <span class="tg-zman">'
            f'{esc(c.when)}</span></div>{paras(c.seed.text, cls="tg-guf")}<a class="tg-hagev" href="#lehagiv">הגב</a>{sub}</li>'
        )

    talk = (
        '<section class="tguvot" id="lehagiv"><h2>תגובות (6)</h2><ol class="tg-reshima">'
        + nest(cs, item, lambda s, _p: f'<ol class="tg-teshuvot">{s}</ol>')
        + '</ol><form action="/tguva" method="post"><textarea name="t"></textarea><button>שליחה</button></form></section>'
    )
    st = Story(
        "צעדת הכרמים יוצאת לדרך בשישי, לטובת המרכז לקשישים",
        "ליאת אברמוב",
        "2020-04-02T14:00:00+03:00",
        "02.04.2020",
        """
צעדת הכרמים המסורתית תצא ביום שישי בשבע בבוקר מהשער הצפוני של המושבה. המסלול, באורך שמונה קילומטרים, עובר דרך המעיין ותצפית הכרמים ומסתיים בכיכר.

כל דמי ההשתתפות יועברו השנה למרכז היום לקשישים. המארגנים מצפים לכמה מאות משתתפים.

לאורך המסלול יוצבו נקודות מים ועזרה ראשונה, ובכל מקטע יהיה אחראי מתנדב.
""",
        section="קהילה",
        related=("בית הספר חוגג ארבעים", "עבודות בכביש הגישה", "שוק איכרים בכיכר"),
        tags=("צעדה", "התנדבות"),
    )
    return make(
        "ap-mx-he-tsaada",
        "mixed",
        "he-karmim",
        st,
        Parts(inside=box, after=talk),
        seeds(cs),
        path="/kehila/tsaadat-hakramim",
        container="section.tguvot: h2 'תגובות (6)', ol.tg-reshima > li.tg; replies in ol.tg-teshuvot inside the li, three levels",
        heading="תגובות (6)",
        description="A Hebrew village news site of 2020, right to left: 6 readers' comments nested three levels under an article on a charity walk, whose stages, checkpoints and marshals are a nested list inside the article (place, time, name); a marshal answers.",
        lookalikes=("a charity walk's stages, checkpoints and marshals nested (place, time, name)",),
    )


def hi_samiti() -> Case:
    committees = outline("""
1 | प्रबंध समिति | बैठक: हर महीने का पहला रविवार, सुबह 10 बजे | अध्यक्ष: श्री रमेश चंद्र त्रिपाठी
2 | जल एवं बिजली उप-समिति | बैठक: हर मंगलवार, शाम 7 बजे | संयोजक: श्रीमती कविता राठौर
3 | टंकी सफ़ाई दल | बैठक: ज़रूरत के अनुसार | प्रभारी: मनोज यादव
2 | सुरक्षा उप-समिति | बैठक: हर गुरुवार, रात 8 बजे | संयोजक: कर्नल (से.नि.) अजय सिंह
2 | सांस्कृतिक उप-समिति | बैठक: हर शनिवार, शाम 6 बजे | संयोजक: सुश्री प्रिया मेहता
3 | बाल क्रीड़ा दल | बैठक: हर रविवार, शाम 5 बजे | प्रभारी: अनुज गुप्ता
""")
    org = nested(
        committees,
        lambda f: (
            f'<b class="sm-naam">{esc(f[0])}</b><div class="sm-baithak">{esc(f[1])}</div><div class="sm-vyakti">{esc(f[2])}</div>'
        ),
        lambda lv: f'<ul class="sm-star sm-star{lv}">',
        "</ul>",
    )
    box = f'<aside class="samitiyan"><h3>नई समितियाँ और उप-समितियाँ</h3>{org}</aside>'
    cs = thread("""
सुनीता अग्रवाल | 2 दिन पहले | - | - | नई समिति को बधाई। सबसे पहले पानी की टंकी की सफ़ाई करवाइए, तीन महीने से नहीं हुई।
कविता राठौर | कल, सुबह 9:15 | 0 | - | सुनीता जी, अगले शनिवार को सफ़ाई तय हो गई है। सुबह पानी दो घंटे बंद रहेगा।
सुनीता अग्रवाल | कल, सुबह 10:02 | 1 | - | धन्यवाद, नोटिस बोर्ड पर भी लगा दीजिए।
विकास | कल, रात 8:40 | - | - | चुनाव में सिर्फ़ चालीस प्रतिशत लोगों ने वोट डाला। अगली बार ऑनलाइन वोटिंग भी रखिए।
हरीश बंसल | 3 घंटे पहले | 3 | - | ऑनलाइन में बुज़ुर्गों को परेशानी होगी, दोनों विकल्प रखें तो ठीक है।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ry" id="ry{i + 1}"><div class="ry-naam">{esc(c.name)} <span class="ry-samay">{esc(c.when)}</span></div>'
            f'{paras(c.seed.text, cls="ry-paath")}<a class="ry-jawab" href="#likhen">जवाब दें</a>'
            + (f'<div class="ry-jawab-suchi">{sub}</div>' if sub else "")
            + "</div>"
        )

    talk = (
        '<section class="paathak-ray" id="likhen"><h2>पाठकों की राय (5)</h2>'
        + nest(cs, item, lambda s, _p: s)
        + '<form action="/ray" method="post"><textarea name="t"></textarea><button>भेजें</button></form></section>'
    )
    st = Story(
        "झील विहार सोसाइटी में नई प्रबंध समिति ने कार्यभार संभाला",
        "संवाददाता, सरोवर समाचार",
        "2026-11-29T11:30:00+05:30",
        "29 नवंबर 2026, 11:30",
        """
झील विहार आवासीय सोसाइटी में शनिवार को हुए चुनाव के बाद नई प्रबंध समिति ने कार्यभार संभाल लिया। श्री रमेश चंद्र त्रिपाठी को सर्वसम्मति से अध्यक्ष चुना गया।

नई समिति ने पानी, सुरक्षा और सांस्कृतिक गतिविधियों के लिए अलग-अलग उप-समितियाँ बनाई हैं। सभी उप-समितियों की बैठकें हर सप्ताह होंगी।

अध्यक्ष ने कहा कि पहली प्राथमिकता पानी की टंकी की मरम्मत और पार्क की रोशनी ठीक करना है।
""",
        section="शहर",
        related=("झील के किनारे नया पैदल पथ", "सर्दियों में स्कूलों का समय बदला", "नगर निगम का संपत्ति कर शिविर"),
        tags=("सोसाइटी", "चुनाव"),
    )
    return make(
        "ap-mx-hi-samiti",
        "mixed",
        "hi-sarovar",
        st,
        Parts(after=talk, rail=box),
        seeds(cs),
        path="/shahar/jheel-vihar-nayi-samiti",
        container="section.paathak-ray: h2 'पाठकों की राय (5)', div.ry with replies in div.ry-jawab-suchi inside, three levels",
        heading="पाठकों की राय (5)",
        description="A Hindi city news site, an article of 29 November 2026: 5 readers' comments nested three levels with relative times ('2 दिन पहले', 'कल, सुबह 9:15', '3 घंटे पहले'), the sub-committee's convener answers; the side column holds the housing society's committees and sub-committees as nested lists (name, meeting time, convener).",
        lookalikes=("a housing society's committees and sub-committees nested (name, meeting time, person)",),
    )


def mixed_ap() -> list[Case]:
    return [nb_fakkel(), ms_kambing(), he_tsaada(), hi_samiti()]

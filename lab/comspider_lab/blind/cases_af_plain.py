"""Blind set AF: sixteen pages without any reader comment (truth zero), each with a list of 4 to 10 entries that show
a person's or an organisation's name, a date (often a time) on or after the article's, and one to three sentences, in
the usual shape of a discussion's entry, of kinds no earlier set lists: an ice road's inspection log (et), a
beekeepers' swarm call-outs (lv), mountain huts' wardens' condition reports (sl), a harbour's landings (is, a table), a
wine cooperative's harvest diary (ka, a ``<dl>``), restorers' weekly notes (hy), a bus depot's route changes (ta),
arsenic-test field workers' notes (bn), relief team leaders' log (tl), a shearing team's daily tallies (af), a
lifeboat's launch log (cy), rowing coaches' training diary (eu), shellfish wardens' beach reports (gl), a water
utility's outage notices (sr), an observatory's duty notes (kk), a vaccination team's diary (mn). Written for this
set, in invented markup; every name, place and text invented."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.cases_af_common import PartsK, esc, listing, make, rows, story
from comspider_lab.blind.model import Case


@dataclass
class Plain:
    cid: str
    template: str
    site: str
    path: str
    title: str
    byline: str
    iso: str
    shown: str
    paras: str
    section: str
    p: str  # the list's class prefix
    block_id: str
    heading: str  # "" = none
    entries: str
    form: str = "div"
    pics: bool = False
    link: str = ""
    foot: str = ""
    mention: str = ""  # markup after the list: "Comments (0)", a closed notice, a login line; "" = none
    where: str = "after"  # "after" (below the article) or "rail"
    label: str = ""
    shape: str = ""  # how the entries are marked up (for the container's description)
    desc: str = ""


def _case(x: Plain) -> Case:
    entries = rows(x.entries, 4)
    assert 4 <= len(entries) <= 10, x.cid
    items = listing(x.p, entries, x.form, pics=x.pics, link=x.link, foot=x.foot)
    head = f"<h2>{esc(x.heading)}</h2>" if x.heading else ""
    block = f'<div class="{x.p}-box" id="{x.block_id}">{head}{items}</div>{x.mention}'
    parts = PartsK(rail=block) if x.where == "rail" else PartsK(after=block)
    st = story(x.title, x.byline, x.iso, x.shown, x.paras, section=x.section)
    mention = "no discussion mention on the page" if not x.mention else "then " + _plain(x.mention)
    return make(
        x.cid,
        "lookalike",
        x.template,
        x.site,
        st,
        parts,
        [],
        path=x.path,
        container=f"div.{x.p}-box#{x.block_id} "
        + ("in the sidebar" if x.where == "rail" else "below the article")
        + (f", heading '{x.heading}'" if x.heading else ", no heading")
        + f": {len(entries)} entries, {x.shape}; {mention}",
        heading=None,
        description=x.desc,
        lookalikes=(x.label,),
    )


def _plain(html: str) -> str:
    import re

    return "'" + " ".join(re.sub(r"<[^>]+>", " ", html).split()) + "'"


CASES = [
    Plain(
        "af-la-et-jaatee",
        "pt",
        "et-news",
        "/uudised/jaatee-saarele-avati",
        "Jäätee saarele avati: inspektorid mõõdavad jääd iga päev",
        "Kadri Mets",
        "2016-01-28T07:00:00+02:00",
        "28.01.2016",
        """
Pärast kahenädalast pakast avati neljapäeva hommikul jäätee mandri ja Kadakasaare vahel. Teel tohivad sõita kuni 2,5-tonnised sõidukid.

Maanteeameti inspektorid mõõdavad jää paksust iga päev. Nende märkmed avaldame allpool ja täiendame neid kuni tee sulgemiseni.
""",
        "Saared",
        "jt",
        "jaamootmised",
        "Jäätee olukord päevade kaupa",
        """
Rein Kask | 28.01.2016 kell 07:40 | Maanteeameti jääinspektor | Jää paksus mandri poolses otsas 24 cm, saare lähedal 22 cm. Sõidukite vahe peab olema vähemalt 250 meetrit.
Tiina Lepp | 29.01.2016 kell 08:10 | Maanteeameti jääinspektor | Öösel oli käre külm ja jää on kasvanud kahe sentimeetri võrra. Kiiruspiirang jääb samaks.
Rein Kask | 30.01.2016 kell 07:55 | Maanteeameti jääinspektor | Teel on kohati lund, sahk käis öösel kaks korda. Jää paksus on 26 cm.
Margus Tamm | 31.01.2016 kell 09:20 | jäätee hooldaja | Saare poolses otsas tekkis kaldapragu, see on tähistatud kuuskedega. Palume sõita ainult märgitud rajal.
Tiina Lepp | 01.02.2016 kell 07:30 | Maanteeameti jääinspektor | Sula tõttu on jäätee täna suletud. Järgmine mõõtmine on homme hommikul.
Tiina Lepp | 02.02.2016 kell 07:45 | Maanteeameti jääinspektor | Jää paksus 23 cm, tee on avatud kella kaheksast. Pimedal ajal on sõitmine keelatud.
Rein Kask | 03.02.2016 kell 08:00 | Maanteeameti jääinspektor | Tuul pööras läände ja jää on kindel. Lubatud on sõidukid kuni 2,5 tonni.
""",
        mention='<div class="jt-arv"><h3>Kommentaarid (0)</h3><p>Selle artikli kommenteerimine on suletud.</p></div>',
        label="an ice road's daily inspection log: inspector, date and time, the measurement",
        shape="div.jt-e (p.jt-h: b.jt-n the inspector, span.jt-d '28.01.2016 kell 07:40', small the office; div.jt-x the note)",
        desc="An Estonian islands news portal of 2016: the ice road inspectors' daily notes (seven), each in the shape of a discussion entry, above 'Kommentaarid (0)' and a closed notice; no reader comment.",
    ),
    Plain(
        "af-la-lv-spieti",
        "jr",
        "lv-blog",
        "/2015/05/spietosanas-laiks",
        "Spietošanas laiks sācies: kur zvanīt, ja redzat spietu",
        "Ilze no dravas",
        "2015-05-20T09:00:00+03:00",
        "20.05.2015",
        """
Maija beigās bites spieto, un pilsētā tās bieži apmetas kokos, uz soliņiem vai pat uz mašīnām. Biedrības biškopji brauc tās savākt bez maksas.

Šeit pierakstām katru izsaukumu, lai redzētu, cik šogad darba.
""",
        "Bites",
        "sz",
        "izsaukumi",
        "Spietu izsaukumi (7)",
        """
Jānis Ozoliņš | 20.05.2015 14:10 | Liepkalnu iela 4 | Spiets ābelē apmēram divu metru augstumā. Savākts kastē, bites aizvestas uz dravu.
Ilze Bērziņa | 21.05.2015 11:35 | skolas pagalms | Spiets uz soliņa kājas pie skolas ieejas. Bērni tika turēti telpās, līdz bites bija savāktas.
Andris Kalniņš | 22.05.2015 16:50 | autobusa pietura pie tirgus | Neliels spiets pieturas jumta stūrī. Savākšana ilga pusstundu.
Jānis Ozoliņš | 23.05.2015 09:20 | privātmājas bēniņi | Bites bija iemitinājušās bēniņos jau nedēļu. Daļu izdevās savākt, pārējās aizlidoja.
Dace Liepa | 24.05.2015 13:05 | kapsētas liepa | Liels spiets augstu liepā, vajadzēja kāpnes. Savākts vakarā, kad bites bija mierīgas.
Andris Kalniņš | 25.05.2015 18:40 | dārzkopības sabiedrība | Otrs spiets tajā pašā dārzā šonedēļ. Ieteicām saimniekam pārbaudīt savus stropus.
Ilze Bērziņa | 26.05.2015 10:15 | tirgus laukums | Spiets uz velosipēdu statīva. Tirgotāji palīdzēja norobežot vietu.
""",
        form="ul",
        label="a beekeepers' association's swarm call-outs: beekeeper, date and time, place, what was done",
        shape="ul.sz-l > li.sz-e (p.sz-h: b.sz-n the beekeeper, span.sz-d '20.05.2015 14:10', small the place; div.sz-x the note)",
        desc="A Latvian beekeeping blog of 2015: seven swarm call-outs under 'Spietu izsaukumi (7)', a <ul> of entries in the shape of a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "af-la-sl-koce",
        "pt",
        "sl-news",
        "/gore/planinske-koce-odpirajo-sezono",
        "Planinske koče odpirajo sezono: kakšne so razmere na poteh",
        "Urška Bizjak",
        "2019-06-14T08:00:00+02:00",
        "14. 6. 2019",
        """
Ta teden so se odprle skoraj vse visokogorske koče. Na severnih pobočjih je še sneg, zato oskrbniki priporočajo previdnost.

Oskrbniki nam bodo vsak dan poslali kratko poročilo o razmerah, ki ga objavljamo spodaj.
""",
        "Gore",
        "ko",
        "razmere",
        "Poročila oskrbnikov",
        """
Koča na Srebrni planini | 14. 6. 2019, 18:30 | oskrbnik Matej | Pot od parkirišča je suha, na vrhu je še nekaj snega v senčnih žlebovih. Koča je odprta vsak dan.
Dom pod Kamnitim vrhom | 15. 6. 2019, 07:15 | oskrbnica Vesna | Ponoči je bilo nevihtno, zjutraj jasno. Za prehod čez severno pobočje priporočamo dereze.
Zavetišče v Lazih | 15. 6. 2019, 19:40 | oskrbnik Rok | Voda je spet pitna, cisterna je polna. Ležišča rezervirajte po telefonu.
Koča na Srebrni planini | 16. 6. 2019, 08:05 | oskrbnik Matej | Sneg na sedlu se hitro tali. Markacije na spodnjem delu poti so obnovljene.
Planinski dom na Travni | 17. 6. 2019, 12:20 | oskrbnica Nina | Danes je bila pri nas šolska skupina. Za konec tedna je prostih še dvajset postelj.
Dom pod Kamnitim vrhom | 18. 6. 2019, 17:55 | oskrbnica Vesna | Tovorna žičnica spet deluje. Kuhamo ričet in jote, vsak dan od 11. ure.
""",
        pics=True,
        link="Več",
        mention='<p class="ko-zaprto"><em>Komentiranje je pod tem člankom zaprto.</em></p>',
        label="mountain huts' wardens' daily condition reports: hut, date and time, warden, the report",
        shape="div.ko-e (a picture; p.ko-h: b.ko-n the hut, span.ko-d '14. 6. 2019, 18:30', small the warden; div.ko-x the report; 'Več' link)",
        desc="A Slovenian valley news portal of 2019: six mountain huts' condition reports with pictures and 'Več' links, each in the shape of a discussion entry, above a closed notice; no reader comment.",
    ),
    Plain(
        "af-la-is-landanir",
        "pt",
        "is-news",
        "/sjavarutvegur/god-veidi-i-byrjun-vertidar",
        "Góð veiði í byrjun vertíðar",
        "Jóhanna Sif",
        "2014-03-03T12:00:00+00:00",
        "3. mars 2014",
        """
Vertíðin fer vel af stað og bátarnir hafa komið drekkhlaðnir í höfn. Hafnarvörðurinn skráir hverja löndun.

Við birtum skráningarnar jafnóðum hér fyrir neðan.
""",
        "Sjávarútvegur",
        "ln",
        "landanir",
        "Landanir vikunnar",
        """
Sæunn ÍS 112 | 3. mars 2014 kl. 16:20 | | Landaði 14 tonnum af þorski eftir tveggja daga túr. Skipstjórinn segir fiskinn vænan.
Hafdís SK 7 | 3. mars 2014 kl. 21:05 | | Níu tonn, mest ýsa. Bræla var á miðunum seinni daginn.
Kría ÞH 21 | 4. mars 2014 kl. 11:40 | | Línubáturinn kom inn með sex tonn. Beitt var í landi um nóttina.
Sæunn ÍS 112 | 5. mars 2014 kl. 18:10 | | Annar túr vikunnar, tólf tonn af þorski og steinbít.
Björg EA 40 | 6. mars 2014 kl. 09:30 | | Fyrsti túrinn eftir viðgerð á vélinni. Aflinn var fjögur tonn af ufsa.
Hafdís SK 7 | 7. mars 2014 kl. 15:50 | | Ellefu tonn. Aflinn fer á markað í dag.
""",
        form="table",
        mention='<p class="ln-inn"><a href="/login">Skráðu þig inn</a> til að skrifa athugasemd.</p>',
        label="a harbour's landings: boat, date and time, the catch",
        shape="table.ln-t rows (td: b.ln-n the boat, span.ln-d '3. mars 2014 kl. 16:20'; td: the landing)",
        desc="An Icelandic fjord news site of 2014: six boats' landings in a table, each row a bold name, a date and a text like a discussion entry, above a login line; no reader comment.",
    ),
    Plain(
        "af-la-ka-rtveli",
        "jr",
        "ka-blog",
        "/2017/09/rtveli-daitsko",
        "რთველი დაიწყო: კოოპერატივის წევრები ყურძენს კრეფენ",
        "ნანა",
        "2017-09-18T08:00:00+04:00",
        "18.09.2017",
        """
ჩვენს სოფელში რთველი დაიწყო. ღვინის კოოპერატივის წევრები ყოველ საღამოს წერენ, რა გააკეთეს დღის განმავლობაში.

მათ ჩანაწერებს აქ ვაქვეყნებ.
""",
        "ვენახი",
        "rt",
        "dgiuri",
        "რთველის დღიური",
        """
გიორგი ბერიძე | 18.09.2017, 19:30 | | დღეს რქაწითელის პირველი რიგები მოვკრიფეთ. ყურძენი ტკბილია, შაქრიანობა 21 პროცენტია.
ნინო კაპანაძე | 19.09.2017, 18:10 | | ქალები დილით ადრე გამოვედით ვენახში. საღამოს ქვევრებში ჩავყარეთ პირველი ტკბილი.
ლევან წიკლაური | 20.09.2017, 12:45 | | საფერავი ჯერ არ არის მზად. კიდევ ერთი კვირა დაგვჭირდება.
თამარ ხუციშვილი | 21.09.2017, 20:05 | | წვიმის გამო კრეფა შევაჩერეთ. ხვალ გავაგრძელებთ, თუ ამინდი გამოდარდება.
გიორგი ბერიძე | 23.09.2017, 10:20 | | მეზობელი სოფლიდან სტუდენტები მოვიდნენ დასახმარებლად. ერთ დღეში სამი ტონა მოვკრიფეთ.
""",
        form="dl",
        label="a wine cooperative's harvest diary by its members: member, date and time, the day's work",
        shape="dl.rt-dl: dt.rt-h (b.rt-n the member, span.rt-d '18.09.2017, 19:30'), dd.rt-x the note",
        desc="A Georgian village blog of 2017: a wine cooperative's harvest diary, five members' dated notes in a <dl>, each like a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "af-la-hy-veranorogum",
        "pt",
        "hy-news",
        "/mshakuyt/vanqi-veranorogum",
        "Վանքի վերականգնումը մտել է երկրորդ փուլ",
        "Անի Գրիգորյան",
        "2021-05-10T09:00:00+04:00",
        "10.05.2021",
        """
Միջնադարյան վանքի վերականգնման աշխատանքները մտել են երկրորդ փուլ։ Այս տարի կվերականգնվեն գմբեթը և զանգակատունը։

Վերականգնողները ամեն շաբաթ կիսվում են իրենց նշումներով, որոնք հրապարակում ենք ստորև։
""",
        "Մշակույթ",
        "vr",
        "nshumner",
        "Վերականգնողների նշումները",
        """
Արմեն Հակոբյան | 10.05.2021, 17:00 | ճարտարապետ-վերականգնող | Այս շաբաթ ավարտեցինք գմբեթի հյուսիսային պատի մաքրումը։ Հին քարերից շատերը լավ են պահպանվել։
Լիլիթ Սարգսյան | 12.05.2021, 16:30 | քարագործ | Արևմտյան մուտքի վերևում գտանք հին արձանագրության մի հատված։ Այն լուսանկարվել և փոխանցվել է մասնագետներին։
Արմեն Հակոբյան | 14.05.2021, 18:15 | ճարտարապետ-վերականգնող | Անձրևների պատճառով աշխատանքները երկու օր դադարեցվեցին։ Տանիքը ծածկված է ժամանակավոր թաղանթով։
Գոռ Մանուկյան | 17.05.2021, 12:40 | ինժեներ | Զանգակատան հիմքի ամրացումը սկսվեց։ Աշխատանքները կտևեն մոտ երեք շաբաթ։
Լիլիթ Սարգսյան | 19.05.2021, 17:20 | քարագործ | Նոր քարերը բերվեցին մոտակա քարհանքից։ Գույնով դրանք շատ մոտ են հին քարերին։
""",
        form="article",
        pics=True,
        link="Կիսվել",
        mention='<div class="vr-kar"><h3>Մեկնաբանություններ (0)</h3><p>Դեռ մեկնաբանություններ չկան։</p></div>',
        label="restorers' weekly notes on a monastery's repair: restorer, date and time, trade, the note",
        shape="article.vr-e (header: a picture, strong.vr-n the restorer, time.vr-d '10.05.2021, 17:00', small the trade; div.vr-x the note; footer 'Կիսվել' link)",
        desc="An Armenian regional news site of 2021: five restorers' notes with pictures and share links, each an <article> with header and footer like a discussion entry, above 'Մեկնաբանություններ (0)'; no reader comment.",
    ),
    Plain(
        "af-la-ta-vazhithadam",
        "jr",
        "ta-blog",
        "/2018/08/perunthu-vazhithada-maatram",
        "பேருந்து நிலைய சீரமைப்பு: வழித்தடங்களில் மாற்றம்",
        "செந்தில்",
        "2018-08-06T06:00:00+05:30",
        "06.08.2018",
        """
பழைய பேருந்து நிலையம் சீரமைக்கப்படுவதால் நகரப் பேருந்துகளின் வழித்தடங்கள் மாற்றப்பட்டுள்ளன.

பணிமனை அதிகாரிகள் அறிவிக்கும் மாற்றங்களை இங்கே தொகுத்து வருகிறேன்.
""",
        "போக்குவரத்து",
        "vt",
        "maatrangal",
        "வழித்தட மாற்றங்கள் (5)",
        """
கே. முருகன் | 06.08.2018 காலை 6:00 | கிளை மேலாளர், மேற்கு பணிமனை | 12ஆம் எண் பேருந்து இன்று முதல் சந்தை சாலை வழியாக இயக்கப்படும். பழைய நிறுத்தம் தற்காலிகமாக மூடப்பட்டுள்ளது.
எஸ். லட்சுமி | 07.08.2018 மாலை 4:30 | போக்குவரத்து ஆய்வாளர் | கல்லூரி மாணவர்களுக்காக காலை 8 மணிக்கு கூடுதல் பேருந்து இயக்கப்படுகிறது.
கே. முருகன் | 09.08.2018 காலை 7:15 | கிளை மேலாளர், மேற்கு பணிமனை | மழை காரணமாக ஆற்றுப்பாலம் வழித்தடம் இன்று மாற்றப்பட்டுள்ளது. பயணிகள் பொறுமை காக்க வேண்டுகிறோம்.
ஆர். செல்வம் | 10.08.2018 மதியம் 12:20 | கிளை மேலாளர், கிழக்கு பணிமனை | 27ஆம் எண் பேருந்தின் கடைசி சேவை இரவு 10 மணி வரை நீட்டிக்கப்பட்டுள்ளது.
எஸ். லட்சுமி | 11.08.2018 காலை 9:00 | போக்குவரத்து ஆய்வாளர் | புதிய நிறுத்தத்தில் நிழற்குடை அமைக்கும் பணி தொடங்கியுள்ளது.
""",
        form="ul",
        mention='<p class="vt-ul"><a href="/login">உள்நுழைந்து</a> உங்கள் கருத்தைப் பதிவு செய்யுங்கள்.</p>',
        label="a bus depot's route-change notices by its officers: officer, date and time, post, the change",
        shape="ul.vt-l > li.vt-e (p.vt-h: b.vt-n the officer, span.vt-d '06.08.2018 காலை 6:00', small the post; div.vt-x the change)",
        desc="A Tamil town blog of 2018: five route-change notices by depot officers under a heading with a count, a <ul> of entries in the shape of a discussion entry, above a login line; no reader comment.",
    ),
    Plain(
        "af-la-bn-arsenic",
        "pt",
        "bn-news",
        "/swasthya/nolkupe-arsenic-porikkha",
        "নলকূপে আর্সেনিক পরীক্ষা শুরু হলো",
        "নিজস্ব প্রতিবেদক",
        "2013-02-11T08:00:00+06:00",
        "১১ ফেব্রুয়ারি ২০১৩",
        """
উপজেলার চারটি গ্রামে নলকূপের পানিতে আর্সেনিক পরীক্ষা শুরু হয়েছে। মাঠকর্মীরা প্রতিটি নলকূপ পরীক্ষা করে রং দিয়ে চিহ্নিত করছেন।

মাঠকর্মীদের প্রতিদিনের নোট নিচে দেওয়া হলো।
""",
        "স্বাস্থ্য",
        "ar",
        "maathkormi",
        "",
        """
রফিকুল ইসলাম | ১১ ফেব্রুয়ারি ২০১৩, সকাল ১০:৩০ | মাঠকর্মী, উত্তরপাড়া | আজ উত্তরপাড়ার ২২টি নলকূপ পরীক্ষা করা হয়েছে। এর মধ্যে পাঁচটিতে আর্সেনিকের মাত্রা বেশি পাওয়া গেছে।
শাহানা বেগম | ১২ ফেব্রুয়ারি ২০১৩, বিকেল ৩:১৫ | মাঠকর্মী, নদীপাড় | নদীপাড়ের স্কুলের নলকূপটি নিরাপদ। লাল রং করা নলকূপের পানি পান না করার অনুরোধ করা হয়েছে।
রফিকুল ইসলাম | ১৩ ফেব্রুয়ারি ২০১৩, দুপুর ১২:০৫ | মাঠকর্মী, উত্তরপাড়া | বাজারের কাছের তিনটি নলকূপে সবুজ রং দেওয়া হয়েছে। সেগুলোর পানি নিরাপদ।
মিজানুর রহমান | ১৪ ফেব্রুয়ারি ২০১৩, সকাল ১১:৪০ | মাঠকর্মী, দক্ষিণপাড়া | দক্ষিণপাড়ায় অনেক পরিবার আগে থেকেই পুকুরের ফিল্টার করা পানি ব্যবহার করে। আজ ১৮টি নলকূপ পরীক্ষা হয়েছে।
শাহানা বেগম | ১৬ ফেব্রুয়ারি ২০১৩, সকাল ৯:৫০ | মাঠকর্মী, নদীপাড় | গ্রামের নারীদের সঙ্গে নিরাপদ পানি নিয়ে একটি ছোট সভা হয়েছে। সবাই খুব আগ্রহ দেখিয়েছেন।
মিজানুর রহমান | ১৭ ফেব্রুয়ারি ২০১৩, বিকেল ৪:২০ | মাঠকর্মী, দক্ষিণপাড়া | পরীক্ষা শেষ। মোট ৭৪টি নলকূপের মধ্যে ১৬টিতে মাত্রা বেশি।
""",
        label="arsenic-test field workers' notes: worker, date and time, village, the day's tests",
        shape="div.ar-e (p.ar-h: b.ar-n the worker, span.ar-d '১১ ফেব্রুয়ারি ২০১৩, সকাল ১০:৩০', small the village; div.ar-x the note)",
        desc="A Bengali sub-district news site of 2013: six field workers' notes on tube-well tests, without a heading, each in the shape of a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "af-la-tl-relief",
        "jr",
        "tl-blog",
        "/2013/11/pamamahagi-ng-relief",
        "Pamamahagi ng relief goods sa mga sitio matapos ang bagyo",
        "Mang Ador",
        "2013-11-12T10:00:00+08:00",
        "Nobyembre 12, 2013",
        """
Tatlong araw matapos ang bagyo, nagsimula na ang pamamahagi ng relief goods sa mga sitio ng aming barangay.

Dito ko inilalagay ang mga ulat ng mga team leader ng mga boluntaryo.
""",
        "Balita",
        "rl",
        "ulat",
        "Ulat ng mga team leader",
        """
Jun Macaraeg | Nobyembre 12, 2013, 3:40 PM | Team leader, Sitio Malinis | Naipamahagi namin ang 120 na food pack. Kulang pa ang tubig na inumin para sa mga nasa tabing-ilog.
Aileen Dizon | Nobyembre 13, 2013, 10:15 AM | Team leader, Sitio Bagong Pag-asa | Dumating ang trak mula sa bayan. Nagbigay kami ng bigas, de-lata at kumot sa 85 pamilya.
Jun Macaraeg | Nobyembre 13, 2013, 6:05 PM | Team leader, Sitio Malinis | Naayos na ang daan papunta sa itaas na bahagi ng sitio. Bukas makakarating na kami roon.
Ramil Santos | Nobyembre 14, 2013, 9:30 AM | Team leader, Sitio Tabing-Dagat | Maraming bahay ang walang bubong. Humihingi kami ng trapal at pako.
Aileen Dizon | Nobyembre 15, 2013, 2:20 PM | Team leader, Sitio Bagong Pag-asa | Nagbukas ng maliit na klinika ang mga nars sa barangay hall. Libre ang konsulta hanggang Sabado.
Ramil Santos | Nobyembre 16, 2013, 11:00 AM | Team leader, Sitio Tabing-Dagat | Natanggap na namin ang 50 trapal. Salamat sa mga nagpadala mula sa kabilang bayan.
""",
        pics=True,
        link="Ibahagi",
        mention='<p class="rl-sara"><em>Sarado na ang pagsagot sa post na ito.</em></p>',
        label="relief team leaders' log after a storm: leader, date and time, sitio, what was done",
        shape="div.rl-e (a picture; p.rl-h: b.rl-n the leader, span.rl-d 'Nobyembre 12, 2013, 3:40 PM', small the team; div.rl-x the report; 'Ibahagi' link)",
        desc="A Tagalog village blog of 2013: six relief team leaders' reports with pictures and share links, each in the shape of a discussion entry, above a notice that replies are closed; no reader comment.",
    ),
    Plain(
        "af-la-af-skeerspan",
        "pt",
        "af-news",
        "/landbou/skeerseisoen-begin",
        "Skeerseisoen begin op die Kareeberg-plase",
        "Marlene Pretorius",
        "2015-09-07T07:00:00+02:00",
        "7 September 2015",
        """
Die skeerspanne het Maandag op die eerste plase begin. Boere verwag vanjaar 'n goeie wolprys.

Die spanbase stuur elke aand hul tellings en 'n kort nota, wat ons hier plaas.
""",
        "Landbou",
        "sk",
        "skeerskuur",
        "Uit die skeerskuur",
        """
Koos Botha | 7 September 2015, 17:30 | spanbaas, plaas Rietfontein | Vandag 620 skape geskeer. Die wol is skoon en lank, die boer is tevrede.
Sarel Jacobs | 8 September 2015, 18:10 | spanbaas, plaas Doornkloof | Reën in die oggend, ons kon eers om elfuur begin. Tog 410 skape klaar.
Koos Botha | 9 September 2015, 17:45 | spanbaas, plaas Rietfontein | Laaste kamp van Rietfontein is klaar. Môre trek die span na die volgende plaas.
Elsie Fortuin | 10 September 2015, 16:20 | wolklasser, plaas Kareevlei | Ek het vandag die wol geklassifiseer. Die meeste bale is eerste graad.
Sarel Jacobs | 11 September 2015, 18:30 | spanbaas, plaas Doornkloof | 'n Nuwe skeerder het by die span aangesluit. Hy is vinnig en versigtig.
""",
        foot="Telling deur die spanbaas",
        mention='<p class="sk-teken"><a href="/login">Meld aan</a> om te reageer.</p>',
        label="a shearing team's daily tallies: team boss, date and time, farm, the day's work",
        shape="div.sk-e (p.sk-h: b.sk-n the team boss, span.sk-d '7 September 2015, 17:30', small the farm; div.sk-x the note; a foot line)",
        desc="An Afrikaans farming paper of 2015: five shearing teams' daily notes, each in the shape of a discussion entry with a foot line, above a login line; no reader comment.",
    ),
    Plain(
        "af-la-cy-badachub",
        "jr",
        "cy-blog",
        "/2017/08/wythnos-brysur-bad-achub",
        "Wythnos brysur i griw'r bad achub",
        "Golygydd",
        "2017-08-14T09:00:00+01:00",
        "14 Awst 2017",
        """
Mae criw gwirfoddol y bad achub wedi cael un o wythnosau prysuraf yr haf. Mae'r traethau'n llawn ymwelwyr.

Isod mae cofnod y lansiadau, fel y mae'r orsaf yn ei rannu gyda ni.
""",
        "Y môr",
        "ba",
        "lansiadau",
        "Lansiadau'r wythnos (5)",
        """
Gareth Morgan | 14 Awst 2017, 14:05 | llywiwr | Galwyd y bad i helpu dau gaiac ger Trwyn y Wylan. Daethpwyd â nhw'n ddiogel i'r lan.
Sioned Pugh | 15 Awst 2017, 19:40 | rheolwr lansio | Cwch pysgota gydag injan wedi torri. Cafodd ei dynnu'n ôl i'r harbwr mewn awr.
Gareth Morgan | 16 Awst 2017, 11:20 | llywiwr | Ci wedi syrthio oddi ar y clogwyn i'r traeth. Roedd y ci yn iawn a'r perchennog yn ddiolchgar.
Dafydd Rees | 18 Awst 2017, 08:55 | aelod o'r criw | Ymarfer gyda'r hofrennydd dros y bae. Aeth popeth yn dda.
Sioned Pugh | 19 Awst 2017, 16:30 | rheolwr lansio | Dau nofiwr wedi eu cario allan gan y llanw. Fe'u codwyd o'r dŵr a'u trosglwyddo i'r parafeddygon.
""",
        foot="Cofnod yr orsaf",
        label="a lifeboat station's launch log: crew member, date and time, role, the launch",
        shape="div.ba-e (p.ba-h: b.ba-n the crew member, span.ba-d '14 Awst 2017, 14:05', small the role; div.ba-x the launch; 'Cofnod yr orsaf')",
        desc="A Welsh harbour community blog of 2017: five lifeboat launches under a heading with a count, each in the shape of a discussion entry with a foot line; no discussion on the page, no reader comment.",
    ),
    Plain(
        "af-la-eu-traineru",
        "pt",
        "eu-news",
        "/kirolak/traineruak-denboraldia-prestatzen",
        "Traineruak denboraldia prestatzen hasi dira",
        "Garazi Urrutia",
        "2019-03-04T08:00:00+01:00",
        "2019/03/04",
        """
Herriko arraun elkarteak udako denboraldirako prestaketa hasi du. Aurten bi trainera aterako ditu, gizonena eta emakumeena.

Entrenatzaileek astero idazten dute zer egin duten, eta hemen argitaratzen ditugu.
""",
        "Kirolak",
        "tr",
        "egunkaria",
        "Entrenatzaileen egunkaria",
        """
Iñaki Etxeberria | 2019/03/04 19:30 | entrenatzailea | Lehen saio luzea itsasoan. Olatuak handiak ziren, baina taldeak ondo erantzun du.
Maite Arrieta | 2019/03/06 18:45 | entrenatzailea, emakumeen taldea | Gimnasioan indar saioa egin dugu. Bi arraunlari gaixorik daude.
Iñaki Etxeberria | 2019/03/08 20:00 | entrenatzailea | Kanpoko portuan sei mila metro egin ditugu. Erritmoa hobetzen ari da.
Jon Agirre | 2019/03/10 12:15 | patroia | Igande goizean proba txiki bat egin dugu ondoko herriko taldearekin. Ikasteko asko dago oraindik.
Maite Arrieta | 2019/03/12 19:10 | entrenatzailea, emakumeen taldea | Emakumeen taldeak lehen aldiz egin du ziaboga berria. Oso pozik gaude.
""",
        form="ul",
        link="Partekatu",
        mention='<div class="tr-iruz"><h3>Iruzkinak (0)</h3><p>Ez dago iruzkinik oraindik.</p></div>',
        label="rowing coaches' training diary: coach, date and time, role, the session",
        shape="ul.tr-l > li.tr-e (p.tr-h: b.tr-n the coach, span.tr-d '2019/03/04 19:30', small the role; div.tr-x the note; 'Partekatu' link)",
        desc="A Basque coastal news portal of 2019: five rowing coaches' diary entries with share links, a <ul> of entries like a discussion, above 'Iruzkinak (0)'; no reader comment.",
    ),
    Plain(
        "af-la-gl-marisqueo",
        "jr",
        "gl-blog",
        "/2020/10/abre-a-campana-do-berberecho",
        "Abre a campaña do berberecho na ría",
        "Carmiña",
        "2020-10-05T08:00:00+02:00",
        "5 de outubro de 2020",
        """
Comezou a campaña do berberecho nas praias da ría. As gardas da confraría revisan cada mañá o estado das praias.

Copio aquí os seus partes diarios, que tamén colgan no taboleiro da lonxa.
""",
        "Mar",
        "mq",
        "partes",
        "",
        """
Rosa Outeiral | 05/10/2020 08:30 | garda de marisqueo, praia de Area Longa | Praia aberta para o marisqueo a pé. Cota de tres quilos por mariscadora.
Xosé Lois Bouzas | 06/10/2020 09:10 | garda de marisqueo, praia do Seixo | Moita area despois do temporal. O berberecho é pequeno, recomendamos esperar.
Rosa Outeiral | 07/10/2020 07:50 | garda de marisqueo, praia de Area Longa | Marea moi baixa esta mañá, traballaron corenta mariscadoras. Sen incidencias.
Antía Fariña | 08/10/2020 10:40 | garda de marisqueo, praia da Ribeira | Peche temporal pola presenza de toxina. Volveremos analizar o venres.
Xosé Lois Bouzas | 09/10/2020 08:05 | garda de marisqueo, praia do Seixo | De noite vimos furtivos e avisamos á patrulla. A praia segue aberta.
Antía Fariña | 10/10/2020 09:25 | garda de marisqueo, praia da Ribeira | Análise favorable: a praia da Ribeira volve abrir o luns.
""",
        pics=True,
        link="Máis",
        label="shellfish wardens' daily beach reports: warden, date and time, beach, the report",
        shape="div.mq-e (a picture; p.mq-h: b.mq-n the warden, span.mq-d '05/10/2020 08:30', small the beach; div.mq-x the report; 'Máis' link)",
        desc="A Galician harbour blog of 2020: six shellfish wardens' reports with pictures and 'Máis' links, without a heading, each in the shape of a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "af-la-sr-voda",
        "pt",
        "sr-news",
        "/vesti/radovi-na-vodovodu",
        "Радови на водоводу у три насеља",
        "Снежана Ракић",
        "2022-06-20T07:00:00+02:00",
        "20.06.2022.",
        """
Јавно комунално предузеће ове недеље мења старе вентиле и цеви у три насеља. Могући су краћи прекиди у снабдевању водом.

Дежурни инжењери објављују обавештења током дана, а ми их преносимо у целини.
""",
        "Вести",
        "vd",
        "obavestenja",
        "Обавештења дежурних инжењера",
        """
Драган Петровић | 20.06.2022. у 07:30 | дежурни инжењер | Улице Липова и Браће Јовић остаће без воде од 8 до 14 часова због замене вентила.
Јелена Марковић | 20.06.2022. у 15:10 | дежурни инжењер | Радови у Липовој су завршени раније. Вода је поново пуштена, могуће је кратко замућење.
Драган Петровић | 21.06.2022. у 06:45 | дежурни инжењер | Хаварија на главној цеви у насељу Брдо. Цистерна је постављена испред школе.
Милош Стојановић | 21.06.2022. у 18:20 | дежурни инжењер | Цев у насељу Брдо је санирана. Притисак ће бити нормалан до поноћи.
Јелена Марковић | 22.06.2022. у 09:00 | дежурни инжењер | Сутра је планирано чишћење резервоара на Ветрењачи. Грађани нека обезбеде резерве воде.
""",
        mention='<p class="vd-zat"><em>Коментари су искључени за овај чланак.</em></p>',
        label="a water utility's outage notices by its shift engineers: engineer, date and time, the notice",
        shape="div.vd-e (p.vd-h: b.vd-n the engineer, span.vd-d '20.06.2022. у 07:30', small the post; div.vd-x the notice)",
        desc="A Serbian (Cyrillic) town portal of 2022: five outage notices by the water utility's shift engineers, each in the shape of a discussion entry, above 'Коментари су искључени'; no reader comment.",
    ),
    Plain(
        "af-la-kk-observatoriya",
        "jr",
        "kk-blog",
        "/2016/04/zhana-teleskop",
        "Обсерваторияда жаңа телескоп іске қосылды",
        "Дала жұлдыздары",
        "2016-04-11T20:00:00+06:00",
        "11.04.2016",
        """
Таудағы обсерваторияда жаңа телескоп іске қосылды. Алғашқы түндерде кезекші астрономдар құралды сынап жатыр.

Олардың түнгі жазбаларын осында жариялаймын.
""",
        "Обсерватория",
        "ob",
        "zhazbalar",
        "Кезекші астрономдардың жазбалары",
        """
Айгерім Сәрсенова | 11.04.2016, 23:40 | кезекші астроном | Аспан ашық, алғашқы бақылау сәтті өтті. Айдың суреттері өте анық шықты.
Нұрлан Жақыпов | 12.04.2016, 02:15 | кезекші астроном | Бұлт келіп, бақылауды түнгі екіде тоқтаттық. Жабдық тексерілді.
Айгерім Сәрсенова | 13.04.2016, 22:50 | кезекші астроном | Юпитер мен оның серіктерін бақыладық. Мектеп оқушыларына арналған суреттер дайын.
Ерлан Төлеуов | 15.04.2016, 01:05 | инженер | Күмбездің қозғалтқышы жөнделді. Енді ол тыныш айналады.
Нұрлан Жақыпов | 16.04.2016, 23:30 | кезекші астроном | Түн тыныш, жел жоқ. Екі жаңа жұлдыз шоғырын суретке түсірдік.
""",
        form="article",
        where="rail",
        label="an observatory's duty notes by its astronomers: astronomer, date and time, the night's work",
        shape="article.ob-e (header: strong.ob-n the astronomer, time.ob-d '11.04.2016, 23:40', small the post; div.ob-x the note)",
        desc="A Kazakh astronomy blog of 2016: five duty astronomers' night notes, each an <article> with a header like a discussion entry, in the sidebar beside the post; no discussion on the page, no reader comment.",
    ),
    Plain(
        "af-la-mn-vaktsin",
        "pt",
        "mn-news",
        "/mal/vaktsinjuulalt-ehellee",
        "Малын вакцинжуулалт сумдад эхэллээ",
        "Мөнхзул Г.",
        "2014-10-06T09:00:00+08:00",
        "2014.10.06",
        """
Аймгийн малын эмнэлгийн баг сумдад намрын вакцинжуулалтыг эхлүүллээ. Баг хоёр долоо хоногт дөрвөн сумаар явна.

Багийн гишүүдийн өдөр тутмын тэмдэглэлийг доор нийтэлж байна.
""",
        "Мал аж ахуй",
        "vk",
        "temdeglel",
        "Багийн тэмдэглэл",
        """
Батбаяр Д. | 2014.10.06 18:20 | малын эмч, Их-Уул сум | Өнөөдөр гурван айлын 1200 толгой малыг вакцинжууллаа. Зам муу байсан ч ажил амжилттай болсон.
Оюунчимэг Б. | 2014.10.07 19:05 | малын эмч, Баянбулаг сум | Малчид сайн хамтран ажилласан. Хоёр өдөрт 2500 хонь, ямаа вакцин хийлгэв.
Батбаяр Д. | 2014.10.08 17:40 | малын эмч, Их-Уул сум | Цас орж эхэлсэн тул маргааш эрт гарна. Вакцины хүйтэн хайрцаг хангалттай.
Ганзориг Т. | 2014.10.09 20:10 | жолооч | Машины дугуй хагарсан ч засч чадлаа. Баг бүрэн эрүүл, ажлаа үргэлжлүүлж байна.
Оюунчимэг Б. | 2014.10.11 18:30 | малын эмч, Баянбулаг сум | Баянбулаг сумын ажил дууслаа. Нийт 6800 толгой мал хамрагдлаа.
""",
        pics=True,
        mention='<div class="vk-set"><h3>Сэтгэгдэл (0)</h3><p><a href="/login">Нэвтэрч</a> сэтгэгдэл үлдээнэ үү.</p></div>',
        label="a vaccination team's field diary: member, date and time, soum, the day's work",
        shape="div.vk-e (a picture; p.vk-h: b.vk-n the member, span.vk-d '2014.10.06 18:20', small the post; div.vk-x the note)",
        desc="A Mongolian provincial news site of 2014: five vaccination team members' diary notes with pictures, each in the shape of a discussion entry, above 'Сэтгэгдэл (0)' and a login line; no reader comment.",
    ),
]


def plain_af() -> list[Case]:
    return [_case(x) for x in CASES]

"""Blind set J: seven look-alike pages without any reader comment (truth: zero), of kinds no earlier set has: a
name-day calendar in the sidebar of a news article (hu), a sponsored "from around the web" link farm in a blog's
footer (en), a charity auction's bid history in a sidebar (cs), a recipe's steps each with a named cook's tip (th),
an event's RSVP list with notes (ne), a classified-ads board (ka) and a book's errata reported by readers (el)."""

from __future__ import annotations

from comspider_lab.blind.cases_j_common import PartsJ, Post, esc, make
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


def hu_namedays() -> Case:
    days = _rows(
        """
június 17., hétfő | Laura, Alida | A Laura a latin laurus, babér szóból ered; a Petrarca-szonettek óta népszerű.
június 18., kedd | Arnold, Levente | A Levente régi magyar név, Árpád egyik fiát hívták így.
június 19., szerda | Gyárfás | A Gyárfás a Gervasius magyar alakja; ritka név, tavaly 41 újszülött kapta.
június 20., csütörtök | Rafael | Héber eredetű név, jelentése: Isten meggyógyít.
június 21., péntek | Alajos, Leila | Az Alajos a német Alois magyar formája.
június 22., szombat | Paulina | A Pál női párja; a 19. században volt divatos.
"""
    )
    items = "".join(
        f'<li class="nn-nap"><span class="nn-datum">{esc(d)}</span><strong class="nn-nevek">{esc(n)}</strong><p class="nn-megj">{esc(t)}</p></li>'
        for d, n, t in days
    )
    aside = (
        '<div class="block block-nevnap" id="block-nevnapok"><h2>Névnapok a héten</h2>'
        f'<ul class="nn-lista">{items}</ul><p class="nn-forras">Forrás: Magyar utónévkönyv · Szerkesztette: Kiss Júlia</p></div>'
    )
    post = Post(
        "Bezár a felsővárosi gyógyszertár, a betegeknek a belvárosba kell járniuk",
        "Szerző: Németh Balázs",
        "Németh Balázs",
        "2019-06-17T07:45:00+02:00",
        "2019. június 17. 07:45",
        (
            "Június végén bezár a felsővárosi gyógyszertár, amely 38 éve szolgálta ki a környék lakóit.",
            "A tulajdonos nyugdíjba vonul, utódot nem talált. A legközelebbi patika a belvárosban, két kilométerre van.",
            "Az önkormányzat azt ígéri, hogy szeptemberig új gyógyszertár nyílik a piac melletti üzlethelyiségben.",
        ),
        declare="visible",
        category="Közélet",
    )
    return make(
        "j-la-hu-namedays",
        "lookalike",
        "drupal",
        "hu",
        post,
        PartsJ(aside=aside),
        [],
        path="/kozelet/bezar-a-felsovarosi-gyogyszertar",
        container="<div class=block id=block-nevnapok> first in the sidebar",
        heading="Névnapok a héten",
        description="A name-day calendar in the sidebar of a Hungarian news article: for each day of the week the date, the names, and a sentence about their origin, signed by an editor; no reader wrote anything; only a visible date on the article.",
        lookalikes=("name-day calendar (date, names, a note on each)",),
    )


def en_around_web() -> Case:
    ads = _rows(
        """
Gardeners in Yorkshire are ditching their hose pipes for this £12 trick | Hearth & Pine | Sponsored | The water company won't like it, but this simple gadget cuts your watering time in half.
Retired teacher's raised bed goes viral: "I only spent a weekend on it" | Weekend Grower | 2 hours ago | She used reclaimed scaffold boards and a single bag of compost.
The one mistake everyone makes with rhubarb (and how to fix it) | Kitchen Patch Daily | Sponsored | A horticulturist explains why you should never pull the first stalks.
New rules for allotment sheds could cost you £300 | Plotholder Weekly | 5 hours ago | Councils across the North are reviewing what tenants can build.
Why your tomatoes split, according to a seed merchant with 40 years' experience | Seedsman's Almanac | Yesterday | Irregular watering is only half the story.
This heated propagator is 40% off until Sunday | GreenThumb Deals | Sponsored | Reviewers call it "the best thing in my shed".
"""
    )
    items = "".join(
        f'<div class="aw-card"><a class="aw-link" href="https://click.example/aw?{i}" rel="nofollow sponsored"><img src="/_avatar/aw{i}.svg" width="160" height="100" alt="">'
        f'<span class="aw-title">{esc(t)}</span></a><p class="aw-teaser">{esc(x)}</p>'
        f'<p class="aw-meta"><span class="aw-source">{esc(src)}</span> · <span class="aw-when">{esc(when)}</span></p></div>'
        for i, (t, src, when, x) in enumerate(ads)
    )
    footer = (
        '<section class="aw-widget outer"><div class="inner"><h3 class="aw-head">From around the web</h3>'
        f'<div class="aw-grid">{items}</div><p class="aw-by">Recommended by LinkLattice</p></div></section>'
    )
    post = Post(
        "Three compost bins and what I've learnt",
        "Tom Ashworth",
        "Tom Ashworth",
        "2013-03-09T10:00:00+00:00",
        "9 Mar 2013",
        (
            "I started with one plastic dalek bin. Five years on, there are three wooden bays at the back of the plot and I finally understand what I'm doing.",
            "The trick is turning. Bay one fills up, gets turned into bay two, and bay three is what goes on the beds.",
            "Grass cuttings in thin layers only, and never anything cooked.",
        ),
        declare="og",
        category="The plot",
    )
    return make(
        "j-la-en-around-web",
        "lookalike",
        "ghost",
        "en",
        post,
        PartsJ(before_footer=footer),
        [],
        path="/three-compost-bins/",
        container="<section class=aw-widget> before the footer",
        heading="From around the web",
        description="A sponsored 'From around the web' link farm before the footer of an allotment blog: six cards with a headline, a teaser, a source and 'Sponsored' or a time ('2 hours ago'); the blog post itself has no discussion.",
        lookalikes=("sponsored link farm (headline, teaser, source, time)",),
    )


def cs_auction() -> Case:
    bids = _rows(
        """
Jarmila_R | 4 800 Kč | před 3 min | Pro dobrou věc!
Petr z Rožnova | 4 500 Kč | před 18 min |
anonymní dražitel | 4 200 Kč | před 41 min |
Zdeněk H. | 3 900 Kč | před 1 h | Ten obraz visel u babičky v kuchyni, rád bych ho měl doma.
Jarmila_R | 3 500 Kč | před 2 h |
Lenka | 3 000 Kč | před 3 h |
"""
    )
    items = "".join(
        f'<li class="dr-bid"><span class="dr-kdo">{esc(w)}</span> <span class="dr-castka">{esc(a)}</span> <span class="dr-kdy">{esc(t)}</span>'
        + (f'<q class="dr-vzkaz">{esc(n)}</q>' if n else "")
        + "</li>"
        for w, a, t, n in bids
    )
    aside = (
        '<div class="block block-drazba" id="block-drazba"><h2>Dražba pro hospic</h2>'
        '<p class="dr-predmet"><b>Obraz „Radhošť v zimě“</b> (olej, 1974), vyvolávací cena 2 000 Kč. Končí v neděli ve 20:00.</p>'
        f'<h3>Historie příhozů</h3><ol class="dr-prihozy">{items}</ol><a class="dr-btn" href="/drazba/prihodit">Přihodit</a></div>'
    )
    post = Post(
        "Hospic na Valašsku potřebuje nové auto. Pomoct má dražba obrazů",
        "Kateřina Vlčková",
        "Kateřina Vlčková",
        "2018-11-22T08:00:00+01:00",
        "22. listopadu 2018",
        (
            "Domácí hospic, který pečuje o nemocné v Rožnově a okolí, sbírá peníze na nové auto. Staré najelo přes 400 tisíc kilometrů.",
            "Místní malíři věnovali do dražby dvanáct obrazů. Dražba probíhá na webu zpravodaje do neděle.",
            "Výtěžek půjde celý na auto, hospic potřebuje ještě asi 180 tisíc korun.",
        ),
        declare="jsonld",
        category="Zprávy",
    )
    return make(
        "j-la-cs-auction-bids",
        "lookalike",
        "drupal",
        "cs",
        post,
        PartsJ(aside=aside),
        [],
        path="/zpravy/hospic-drazba-obrazu",
        container="<div class=block id=block-drazba> in the sidebar",
        heading="Dražba pro hospic / Historie příhozů",
        description="A charity auction's bid history in the sidebar of a Czech regional article: bidder, amount, 'před 18 min', two bids with a short note in quotes; the article has no discussion.",
        lookalikes=("auction bid history (bidder, amount, time, an optional note)",),
    )


def th_recipe_tips() -> Case:
    steps = _rows(
        """
แช่ข้าวเหนียวไว้อย่างน้อย 4 ชั่วโมง | 4 ชั่วโมง | ป้าจันทร์ แม่ค้าตลาดเช้า | ถ้าแช่ข้ามคืน ข้าวจะนุ่มกว่า แต่อย่าเกิน 8 ชั่วโมง ข้าวจะเปรี้ยว
นึ่งข้าวด้วยหวดจนสุก | 30 นาที | ลุงทองดี | พลิกข้าวกลางทางหนึ่งครั้ง ข้าวด้านล่างจะได้ไม่แฉะ
เคี่ยวกะทิกับน้ำตาลมะพร้าวและเกลือ | 10 นาที | คุณแม่ของผู้เขียน | ใช้ไฟอ่อนตลอด ถ้ากะทิแตกมัน รสจะเลี่ยน
ราดกะทิลงบนข้าวเหนียวร้อน ๆ แล้วปิดฝาพักไว้ | 15 นาที | ป้าจันทร์ แม่ค้าตลาดเช้า | ข้าวต้องร้อนเท่านั้น ข้าวเย็นจะไม่ดูดกะทิ
หั่นมะม่วงน้ำดอกไม้สุกเป็นชิ้น | 5 นาที | ลุงทองดี | เลือกลูกที่กดแล้วนิ่มนิดหน่อย กลิ่นหอมที่ขั้ว
"""
    )
    items = "".join(
        f'<li class="st-khan"><p class="st-do"><b>ขั้นที่ {i + 1}</b> {esc(s)} <span class="st-wela">({esc(t)})</span></p>'
        f'<div class="st-tip"><span class="st-tip-who">เคล็ดลับจาก {esc(who)}:</span> <span class="st-tip-text">{esc(tip)}</span></div></li>'
        for i, (s, t, who, tip) in enumerate(steps)
    )
    after = (
        '<div class="recipe-card" id="khao-niao-ma-muang"><h3>วิธีทำข้าวเหนียวมะม่วง (สำหรับ 4 ที่)</h3>'
        '<p class="rc-meta">เวลาเตรียม 4 ชั่วโมง · เวลาทำ 1 ชั่วโมง</p>'
        f'<ol class="st-list">{items}</ol></div>'
    )
    post = Post(
        "ข้าวเหนียวมะม่วงสูตรตลาดเช้า ที่ป้าจันทร์ยอมบอก",
        "โพสต์โดย ดาวเรือง",
        "ดาวเรือง",
        "2016-04-03T19:30:00+07:00",
        "วันอาทิตย์ที่ 3 เมษายน พ.ศ. 2559",
        (
            "หน้าร้อนปีนี้มะม่วงน้ำดอกไม้ที่ตลาดเช้าลูกใหญ่และหวานมาก ป้าจันทร์ที่ขายข้าวเหนียวมะม่วงมายี่สิบปีเลยยอมเล่าสูตรให้ฟัง",
            "ด้านล่างเป็นขั้นตอนทั้งหมด พร้อมเคล็ดลับที่ได้มาจากป้าจันทร์ ลุงทองดี และแม่ของเราเอง",
        ),
        declare="time",
        category="กิน",
    )
    return make(
        "j-la-th-recipe-tips",
        "lookalike",
        "blogger",
        "th",
        post,
        PartsJ(after=after),
        [],
        path="/2016/04/khao-niao-ma-muang.html",
        container="<div class=recipe-card> below the Blogger post",
        heading="วิธีทำข้าวเหนียวมะม่วง (สำหรับ 4 ที่)",
        description="A recipe's five steps on a Thai Blogger blog, each with its time and 'เคล็ดลับจาก <name>:' and the cook's tip; the blogger wrote them down, no reader did; the post has no discussion.",
        lookalikes=("recipe steps each with a named cook's tip",),
    )


def ne_rsvp() -> Case:
    guests = _rows(
        """
सरिता अधिकारी | +२ | ३ घण्टा अगाडि | म चिया र बिस्कुट ल्याउँछु।
दीपक श्रेष्ठ | +० | ५ घण्टा अगाडि | बिहान ७ बजे लेकसाइडमा भेटौँ।
मिना तामाङ | +१ | हिजो | पन्जा र झोला आफैँ ल्याउनेछु।
गोपाल केसी | +३ | हिजो | विद्यालयका तीन जना विद्यार्थी पनि आउँछन्।
अनु | +० | २ दिन अगाडि |
"""
    )
    rows = "".join(
        f'<tr><td class="rs-nam"><b>{esc(n)}</b></td><td class="rs-thap">{esc(p)}</td><td class="rs-kahile">{esc(w)}</td><td class="rs-not">{esc(x)}</td></tr>'
        for n, p, w, x in guests
    )
    after = (
        '<div class="box" id="sahabhagi"><div class="boxhead">को-को आउँदै हुनुहुन्छ? (५ जना, ११ सहभागी)</div>'
        f'<table width="100%" cellpadding="4" class="rs-tbl"><tr><th>नाम</th><th>साथी</th><th>दर्ता</th><th>नोट</th></tr>{rows}</table>'
        '<p><a href="/index.php?mod=event&rsvp=1">म पनि आउँछु</a></p></div>'
    )
    post = Post(
        "शनिबार फेवा किनारमा सरसफाइ: सहभागी हुन दर्ता खुला",
        "आयोजक: हरित पोखरा समूह",
        "हरित पोखरा समूह",
        "2022-04-06T12:00:00+05:45",
        "२०७८ चैत २३",
        (
            "आउँदो शनिबार बिहान ७ बजेदेखि फेवातालको पूर्वी किनारमा सरसफाइ कार्यक्रम हुँदैछ।",
            "सहभागी हुन चाहनेले तलको फारममा नाम दर्ता गर्न सक्नुहुन्छ। पन्जा र झोला आयोजकले उपलब्ध गराउनेछ।",
        ),
        declare="og",
        category="कार्यक्रम",
    )
    return make(
        "j-la-ne-rsvp",
        "lookalike",
        "php",
        "ne",
        post,
        PartsJ(after=after),
        [],
        path="/index.php/karyakram/phewa-sarsafai-rsvp.html",
        container="<div class=box id=sahabhagi>, a <table> of RSVPs",
        heading="को-को आउँदै हुनुहुन्छ? (५ जना, ११ सहभागी)",
        description="An event's RSVP list on a Nepali portal: name, '+2' guests, when they signed up ('३ घण्टा अगाडि'), and a short note ('म चिया र बिस्कुट ल्याउँछु।'); sign-ups, not comments.",
        lookalikes=("event RSVP list (name, guests, time, note)",),
    )


def ka_classifieds() -> Case:
    ads = _rows(
        """
იყიდება ველოსიპედი | 180 ლარი | ზურაბი | 14.06.2011 | თითქმის ახალი, 21 სიჩქარე, ბავშვისთვის პატარა გახდა. ზარი საღამოს.
ქირავდება ოთახი ცენტრში | 250 ლარი / თვე | მანანა | 14.06.2011 | სტუდენტს ან მარტოხელა ქალს. ბაგრატის ტაძართან ახლოს.
ვეძებ ძიძას | შეთანხმებით | ეკა | 13.06.2011 | ორი წლის ბავშვისთვის, კვირაში სამი დღე, დილის საათებში.
იყიდება ძველი წიგნები | 2-10 ლარი | გურამ ბ. | 12.06.2011 | საბჭოთა გამოცემები, დაახლოებით 300 წიგნი. შეგიძლიათ ნახოთ შაბათს.
დაიკარგა ძაღლი | ჯილდო | ნატო | 12.06.2011 | თეთრი, მოკლე ყურები, ჰქვია ბობი. ბოლოს ნახეს ძველ ბაზართან.
"""
    )
    items = "".join(
        f'<div class="cl-ad"><h4 class="cl-sat">{esc(t)}</h4><span class="cl-fasi">{esc(p)}</span>'
        f'<p class="cl-teqsti">{esc(x)}</p><p class="cl-meta"><span class="cl-vin">{esc(w)}</span> · <span class="cl-tar">{esc(d)}</span> · <a href="/ads/{i}">☎</a></p></div>'
        for i, (t, p, w, d, x) in enumerate(ads)
    )
    after = (
        '<div class="cl-board" id="ganckhadebebi"><h3>განცხადებების დაფა</h3>'
        '<p class="cl-note">განცხადებები უფასოა. გამოგზავნეთ ელფოსტით, ერთ კვირაში წაიშლება.</p>'
        f"{items}</div>"
    )
    post = Post(
        "ბლოგზე ახალი განყოფილება: განცხადებები",
        "ლევან ჩიქოვანი",
        "ლევან ჩიქოვანი",
        "2011-06-14T18:00:00+04:00",
        "14 ივნისი, 2011",
        (
            "ბევრმა მკითხველმა მთხოვა, რომ ბლოგზე უფასო განცხადებების ადგილი გამეკეთებინა. აი, ისიც.",
            "განცხადებები ელფოსტით გამომიგზავნეთ, მე ჩავსვამ. ერთ კვირაში ავტომატურად წაიშლება.",
        ),
        declare="visible",
        category="ქალაქი",
    )
    return make(
        "j-la-ka-classifieds",
        "lookalike",
        "mt",
        "ka",
        post,
        PartsJ(after=after),
        [],
        path="/2011/06/ganckhadebebi.html",
        container="<div class=cl-board id=ganckhadebebi> below a Movable Type post",
        heading="განცხადებების დაფა",
        description="A Georgian blog's free classified-ads board below its post: title, price, first name, day-first date, text; the blogger posts them (sent by e-mail), nobody answers; only a visible date on the post.",
        lookalikes=("classified ads (title, price, name, date, text)",),
    )


def el_errata() -> Case:
    rows = _rows(
        """
σ. 34 | 12 | «το 1821» | «το 1822» | Δημήτρης Κ. | 03/04/2016
σ. 57 | 3 από κάτω | «Κατσικάς» | «Κατσικά» | Μαρία Λ. | 11/04/2016
σ. 88 | 20 | «δύο χιλιόμετρα» | «δυόμισι χιλιόμετρα» | Θανάσης Π. | 19/04/2016
σ. 102 | λεζάντα | «Ιτς Καλέ, 1910» | «Ιτς Καλέ, περ. 1915» | Ελένη Β. | 02/05/2016
σ. 131 | 7 | λείπει η λέξη «όχι» | «…δεν ήταν όχι μόνο…» | Γιώργος Α. | 09/05/2016
"""
    )
    trs = "".join(
        f'<tr><td>{esc(a)}</td><td>{esc(b)}</td><td class="er-lathos">{esc(c)}</td><td class="er-sosto">{esc(d)}</td>'
        f'<td class="er-apo">{esc(e)}</td><td class="er-im">{esc(f)}</td></tr>'
        for a, b, c, d, e, f in rows
    )
    after = (
        '<div class="errata-box" id="diorthoseis"><h2>Διορθώσεις της πρώτης έκδοσης</h2>'
        '<table class="errata"><thead><tr><th>Σελίδα</th><th>Γραμμή</th><th>Γράφει</th><th>Σωστό</th><th>Το εντόπισε</th><th>Ημερομηνία</th></tr></thead>'
        f"<tbody>{trs}</tbody></table>"
        '<p class="er-note">Βρήκατε κι άλλο λάθος; Στείλτε μου e-mail. Οι διορθώσεις θα περαστούν στη δεύτερη έκδοση.</p></div>'
    )
    post = Post(
        "«Βόλτες στη λίμνη»: οι διορθώσεις του βιβλίου",
        "Ελένη Παπαδάκη",
        "Ελένη Παπαδάκη",
        "2016-03-28T09:00:00+03:00",
        "28 Μαρτίου 2016",
        (
            "Το βιβλίο κυκλοφόρησε τον Φεβρουάριο και πολλοί από εσάς μου στείλατε λάθη που βρήκατε. Σας ευχαριστώ!",
            "Σε αυτή τη σελίδα τα συγκεντρώνω όλα. Θα την ενημερώνω μέχρι να πάει στο τυπογραφείο η δεύτερη έκδοση.",
        ),
        declare="jsonld",
        category="Βιβλίο",
    )
    return make(
        "j-la-el-errata",
        "lookalike",
        "wp",
        "el",
        post,
        PartsJ(after=after),
        [],
        path="/vivlio/diorthoseis/",
        container="<div class=errata-box id=diorthoseis>, a <table class=errata>",
        heading="Διορθώσεις της πρώτης έκδοσης",
        description="A book's errata table on its author's Greek blog: page, line, what it says, what it should say, the reader who spotted it and a day-first date (03/04/2016); readers' reports, gathered by the author, not comments.",
        lookalikes=("errata table (page, line, error, correction, reporter, date)",),
    )


def lookalike_cases_j() -> list[Case]:
    return [
        hu_namedays(),
        en_around_web(),
        cs_auction(),
        th_recipe_tips(),
        ne_rsvp(),
        ka_classifieds(),
        el_errata(),
    ]

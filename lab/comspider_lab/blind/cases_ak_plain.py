"""Blind set AK: eight article pages without any reader comment (truth zero), each with a list of 4 to 15 entries in
the shape of a discussion entry (a person's name, mostly a date or time, one to three sentences, sometimes a control,
on two of them sub-entries), of kinds the earlier sets' lists do not name: volunteer weather observers' morning
readings (ro), listeners' dedications read out on the local radio with heart counts (el), classified small ads with
"write to the seller" buttons (uk), the morning's market prices as the traders gave them (ar), a fundraiser's wall of
donors' messages with the organiser's thanks beneath some and "Aamiin" buttons (id), residents' proposals to a
participatory budget with support counts and the engineer's assessment beneath (hi), a reforestation's adopt-a-tree
register (th) and the recipients of a newspaper's scholarship fund with their plans (vi). Written for this set; every
name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ak_common import Case, Parts, Story, esc, make, rows


def ro_observers() -> Case:
    items = rows("""
Ion Bârsan | Vatra Nouă, 07:00 | −4,2 °C | Brumă groasă pe tot dealul, fântâna a înghețat la suprafață. Cerul senin, fără vânt.
Maria Oancea | Poiana Seacă, 07:05 | −6,8 °C | Cea mai rece dimineață de până acum. Pe pârâu s-a format gheață de-a lungul malului.
Gheorghe Munteanu | Valea Seacă (școală), 07:00 | −2,9 °C | Ceață deasă până la ora opt, apoi s-a ridicat. Vizibilitate sub o sută de metri pe drumul județean.
Elena Dobrin | Piscu Mare, 06:55 | −5,1 °C | Zăpadă veche de doi centimetri în grădină, înghețată bocnă. Am măsurat și 0,4 litri de precipitații peste noapte.
Vasile Crăciun | Lunca, 07:10 | −3,5 °C | Brumă pe acoperișuri, drumul spre gară este alunecos în curba de la pod.
Ana-Maria Pop | Dealul Viilor, 07:00 | −1,8 °C | Aici sus e mai cald decât în vale, ca de obicei. Vântul bate ușor dinspre nord-est.
Petru Simion | Cătunul Răzoare, 07:15 | −7,3 °C | Termometrul meu vechi arată minus șapte și ceva. Oile au stat în saivan toată noaptea.
""")
    li = "".join(
        f'<li class="obs-rand"><div class="obs-cine"><strong>{esc(n)}</strong> <span class="obs-unde">{esc(w)}</span></div>'
        f'<span class="obs-grade">{esc(t)}</span><p class="obs-nota">{esc(x)}</p></li>'
        for n, w, t, x in items
    )
    box = (
        '<section class="observatori"><h2>Ce au văzut observatorii noștri azi-dimineață</h2>'
        "<p>Rețeaua de observatori voluntari ai Gazetei transmite în fiecare dimineață temperatura și o scurtă notă.</p>"
        f'<ol class="obs-lista">{li}</ol><p class="obs-sursa">Temperaturi măsurate la 2 metri, la umbră.</p></section>'
    )
    st = Story(
        "Primul ger al iernii: minus șapte grade în cătunele din Valea Seacă",
        "de Radu Stoica",
        "2025-11-27T09:30:00+02:00",
        "27 noiembrie 2025",
        """
Noaptea trecută a adus primul ger serios al acestei ierni în Valea Seacă. În cătunele de la poalele dealurilor, termometrele au coborât sub minus șase grade.

Meteorologii anunță încă două nopți geroase, apoi o încălzire ușoară de la sfârșitul săptămânii. Drumarii au împrăștiat material antiderapant pe drumul județean încă de la ora cinci.

Medicii recomandă atenție celor care se încălzesc cu sobe pe lemne: coșurile trebuie curățate înainte de sezon.
""",
        section="Vremea",
    )
    return make(
        "ak-la-ro-observatori",
        "lookalike",
        "ro-valeaseaca",
        st,
        Parts(after=box),
        [],
        path="/vremea/primul-ger-valea-seaca",
        container="section.observatori: h2, a lead, ol.obs-lista > li.obs-rand (strong name, span.obs-unde place and time, span.obs-grade temperature, p.obs-nota one or two sentences)",
        heading="Ce au văzut observatorii noștri azi-dimineață",
        description="A Romanian valley paper of 2025: an article on the first frost with the morning readings of the paper's volunteer weather observers: seven entries, each a name, a village and a time, a temperature and one or two sentences; no reader comment.",
        lookalikes=(
            "volunteer weather observers' morning readings (name, place and time, temperature, note)",
        ),
    )


def el_dedications() -> Case:
    items = rows("""
Κατερίνα από τη Νέα Παραλία | 10:42 | 31 | Για τη γιαγιά μου τη Φωτεινή που κλείνει σήμερα τα ενενήντα. Γιαγιά, σε αγαπάμε και σε περιμένουμε για τούρτα το απόγευμα!
Μανώλης ο ψαράς | 10:47 | 18 | Για όλους τους συναδέλφους στο λιμάνι που σηκώνονται στις τέσσερις το πρωί. Καλές ψαριές και καλά νερά.
Σοφία Π. | 10:55 | 44 | Για τον Άρη, που σήμερα δίνει εξετάσεις για το δίπλωμα οδήγησης. Ήρεμα και με προσοχή, όλα θα πάνε καλά.
Η παρέα του Τετάρτου Γυμνασίου | 11:03 | 27 | Για την κυρία Ελένη, τη φιλόλογό μας, που βγαίνει φέτος στη σύνταξη. Δεν θα σας ξεχάσουμε ποτέ.
Νίκος Δ. | 11:10 | 9 | Για τη Μαρία, χρόνια πολλά για τη γιορτή σου. Το τραγούδι είναι αυτό που χορέψαμε πρώτη φορά.
Τασούλα | 11:18 | 22 | Για τον σταθμό που κλείνει τα τριάντα! Σας ακούω από την πρώτη μέρα, στην κουζίνα, κάθε πρωί.
""")
    cards = "".join(
        f'<div class="afi-karta"><p class="afi-apo"><b>{esc(n)}</b> <span class="afi-ora">στον αέρα {esc(t)}</span></p>'
        f'<p class="afi-minima">{esc(x)}</p><p class="afi-koumpia"><button type="button" class="afi-kardia">❤ {h}</button> '
        f'<a href="#afi-share" class="afi-moirasou">Κοινοποίηση</a></p></div>'
        for n, t, h, x in items
    )
    box = (
        '<section class="afieroseis"><h3>Ευχές και αφιερώσεις της σημερινής εκπομπής</h3>'
        "<p>Όσα διάβασε στον αέρα η Ρένα στην πρωινή εκπομπή «Καλημέρα, γειτονιά».</p>"
        f'{cards}<p><a href="/radiofono/afieroseis">Στείλτε τη δική σας αφιέρωση</a></p></section>'
    )
    st = Story(
        "Τριάντα χρόνια στον αέρα: ο σταθμός της πόλης γιορτάζει",
        "Γράφει η Ευαγγελία Μαυρίδου",
        "2021-10-15T09:00:00+03:00",
        "15 Οκτωβρίου 2021",
        """
Τριάντα χρόνια συμπληρώνει σήμερα ο ραδιοφωνικός σταθμός της πόλης. Ξεκίνησε το 1991 από ένα δωμάτιο πάνω από το φαρμακείο της πλατείας, με έναν πομπό και δύο πικάπ.

Σήμερα εκπέμπει δεκαοκτώ ώρες την ημέρα και τον ακούν, σύμφωνα με την τελευταία μέτρηση, περίπου δώδεκα χιλιάδες άνθρωποι. Η πρωινή εκπομπή με τις αφιερώσεις παραμένει η πιο αγαπημένη.

Το βράδυ ο σταθμός οργανώνει συναυλία στο λιμάνι με μουσικούς που πέρασαν από τα στούντιό του.
""",
        section="Ραδιόφωνο",
    )
    return make(
        "ak-la-el-afieroseis",
        "lookalike",
        "el-thalassini",
        st,
        Parts(after=box),
        [],
        path="/radiofono/triada-chronia-stathmos",
        container="section.afieroseis: h3, a lead, div.afi-karta × 6 (b sender, span.afi-ora 'στον αέρα hh:mm', p.afi-minima message, button '❤ n', 'Κοινοποίηση')",
        heading="Ευχές και αφιερώσεις της σημερινής εκπομπής",
        description="A Greek town radio station's news site of 2021: an article on the station's 30th anniversary with the morning show's listeners' dedications as read on air: six entries, each a sender, a time, one or two sentences, a heart count and a share link; no reader comment.",
        lookalikes=(
            "listeners' dedications read on the radio (sender, time on air, message, heart count, share)",
        ),
    )


def uk_classifieds() -> Case:
    items = rows("""
Оксана Ткачук | 12.05.2024, 09:14 | Продам | Дитячий велосипед на 5–8 років, синій, після одного сезону. Самовивіз з вулиці Садової. 1 800 грн.
Василь Гнатюк | 12.05.2024, 10:02 | Куплю | Куплю сіно в тюках, 40–50 штук, з доставкою по громаді. Пропонуйте ціну.
Ірина | 12.05.2024, 11:47 | Віддам | Віддам у добрі руки двох кошенят, привчені до лотка. Мама — відмінна мишоловка.
Петро Кравець | 12.05.2024, 13:20 | Послуги | Ремонт пральних машин і холодильників з виїздом додому. Працюю по вихідних.
Галина Мельник | 12.05.2024, 15:36 | Продам | Розсада помідорів і перцю, вісім сортів, по 10 грн за корінець. Є пізня капуста.
Андрій С. | 12.05.2024, 17:05 | Здам | Здам у довготривалу оренду гараж біля старої пошти. Є світло та оглядова яма.
Людмила Бойко | 13.05.2024, 08:12 | Шукаю | Шукаю няню для дівчинки трьох років на два дні на тиждень. Бажано з досвідом.
Микола Олійник | 13.05.2024, 08:55 | Продам | Мотоблок у робочому стані, з плугом і картоплекопачкою. Торг біля двору.
""")
    ads = "".join(
        f'<article class="ogol-kartka"><header><span class="ogol-rubryka">{esc(k)}</span> <strong class="ogol-avtor">{esc(n)}</strong> '
        f'<time class="ogol-chas">{esc(t)}</time></header><p class="ogol-tekst">{esc(x)}</p>'
        f'<footer><button type="button" class="ogol-napysaty">Написати</button> <button type="button" class="ogol-podilytys">Поділитися</button></footer></article>'
        for n, t, k, x in items
    )
    rail = (
        '<section class="ogoloshennya"><h3>Оголошення громади</h3>'
        f'<div class="ogol-spysok">{ads}</div><p><a href="/ogoloshennya/podaty">Подати оголошення безкоштовно</a></p></section>'
    )
    st = Story(
        "На місці старого ринку в Зарічному відкриють критий павільйон",
        "Тетяна Савчук",
        "2024-05-11T12:00:00+03:00",
        "11 травня 2024",
        """
Селищна рада Зарічного погодила будівництво критого торгового павільйону на місці старого ринку. Роботи почнуться в червні, відкрити павільйон планують до осені.

Усередині буде сорок торгових місць, окремий ряд для місцевих фермерів і холодильні вітрини. Плата за місце для жителів громади залишиться такою ж, як зараз.

На час будівництва торгівля переїде на майданчик біля будинку культури.
""",
        section="Громада",
    )
    return make(
        "ak-la-uk-ogoloshennya",
        "lookalike",
        "uk-zarichne",
        st,
        Parts(rail=rail),
        [],
        path="/hromada/krytyi-rynok-zarichne",
        container="in the right rail, section.ogoloshennya: h3, div.ogol-spysok > article.ogol-kartka × 8 (span.ogol-rubryka category, strong.ogol-avtor name, time.ogol-chas, p.ogol-tekst, buttons 'Написати' and 'Поділитися')",
        heading="Оголошення громади",
        description="A Ukrainian community news site of 2024: an article on a new market hall with the community's classified small ads in the rail: eight entries, each a category, a name, a date and time, one or two sentences and 'write' / 'share' buttons; no reader comment.",
        lookalikes=("classified small ads (category, name, date and time, text, write and share buttons)",),
    )


def ar_prices() -> Case:
    items = rows("""
الحاج منصور العبيدي | 06:40 | سوق التمور | صندوق البرحي بخمسة وثلاثين دينارا، أقل من الأسبوع الماضي بخمسة دنانير. الكمية كبيرة هذا الموسم.
سالم بن عيسى | 06:55 | سوق الخضار | الطماطم ارتفعت إلى دينارين للكيلو بسبب قلة الشاحنات القادمة من الشمال. البطاطا على حالها.
أم خالد | 07:10 | سوق الألبان | اللبن الطازج بدينار ونصف للتر، والجبن البلدي بثمانية دنانير للكيلو. الطلب مرتفع قبل الجمعة.
عبد الرحمن الشريف | 07:25 | سوق اللحوم | لحم الضأن بثمانية عشر دينارا للكيلو. الأسعار ثابتة منذ بداية الشهر.
يوسف القحطاني | 07:40 | سوق الأعلاف | كيس الشعير بأحد عشر دينارا، ارتفع دينارا واحدا. ننصح المربين بالشراء قبل نهاية الأسبوع.
فاطمة الزهراء | 07:55 | سوق التوابل | الكمون والكركم متوفران بكثرة، والزعفران ارتفع سعره بسبب قلة المعروض.
""")
    li = "".join(
        f'<li class="sa-qawl"><p class="sa-tajir"><strong>{esc(n)}</strong> · <span class="sa-suq">{esc(s)}</span> · '
        f'<time class="sa-waqt">{esc(t)}</time></p><p class="sa-nass">{esc(x)}</p></li>'
        for n, t, s, x in items
    )
    box = (
        '<section class="asaar-alsabah"><h2>أسعار هذا الصباح كما نقلها التجار</h2>'
        "<p>يتصل مراسلنا كل صباح بعدد من التجار في الأسواق المركزية.</p>"
        f'<ul class="sa-qaima">{li}</ul></section>'
    )
    st = Story(
        "موسم التمور يبدأ بوفرة والأسعار تتراجع في أسواق الواحات",
        "الواحات - خاص",
        "2023-09-18T08:30:00+03:00",
        "18 سبتمبر 2023",
        """
بدأ موسم جني التمور في الواحات بوفرة لم تشهدها المنطقة منذ سنوات، بحسب جمعية المزارعين. وتراجعت أسعار أغلب الأصناف في الأسواق بنسبة تصل إلى خمسة عشر في المئة.

ويعزو المزارعون الوفرة إلى الأمطار التي هطلت في الربيع وإلى تحسن شبكات الري في المزارع الجنوبية.

وتأمل الجمعية أن يساعد المعرض السنوي للتمور الشهر المقبل على فتح أسواق جديدة خارج المحافظة.
""",
        section="الأسواق",
    )
    return make(
        "ak-la-ar-asaar",
        "lookalike",
        "ar-wahat",
        st,
        Parts(inside=box),
        [],
        path="/aswaq/mawsim-altumur",
        container="in the article, section.asaar-alsabah: h2, a lead, ul.sa-qaima > li.sa-qawl (strong trader's name, span.sa-suq market, time.sa-waqt, p.sa-nass one or two sentences)",
        heading="أسعار هذا الصباح كما نقلها التجار",
        description="An Arabic oasis-town news portal of 2023: an article on the date harvest with the morning's prices as six named traders gave them, each with the market and a time and one or two sentences; right to left; no reader comment.",
        lookalikes=("the morning's market prices as traders gave them (name, market, time, sentence)",),
    )


def id_donors() -> Case:
    donors = rows(
        """
Hamba Allah | 2 jam lalu | Rp 500.000 | 12 | Semoga anak-anak cepat bisa belajar lagi di kelas yang layak. Aamiin.
Siti Rahmawati | 3 jam lalu | Rp 100.000 | 8 | Saya alumni SD ini tahun 1998. Sedih melihat fotonya, semoga cepat pulih.
Keluarga Pak Darto | 5 jam lalu | Rp 250.000 | 15 | Untuk buku dan seragam anak-anak yang hanyut. Semoga bermanfaat.
Rudi Hartono | 6 jam lalu | Rp 50.000 | 4 | Sedikit dari saya, semoga berkah.
Ibu-ibu PKK RT 03 | 1 hari lalu | Rp 1.200.000 | 21 | Hasil arisan bulan ini kami sumbangkan semuanya. Semangat, Pak Guru dan Bu Guru!
Yohanes Setiawan | 1 hari lalu | Rp 75.000 | 6 | Semoga gedung barunya lebih tinggi dari jalan supaya tidak kebanjiran lagi.
Anonim | 2 hari lalu | Rp 20.000 | 3 | Maaf hanya bisa sedikit.
""",
        5,
    )
    thanks = {
        0: (
            "Panitia Peduli SD Kalibening 2",
            "1 jam lalu",
            "Terima kasih, Hamba Allah. Doa yang sama untuk Anda sekeluarga.",
        ),
        2: (
            "Panitia Peduli SD Kalibening 2",
            "4 jam lalu",
            "Matur nuwun, Pak Darto sekeluarga. Seragam sudah kami pesan hari ini.",
        ),
        4: (
            "Bu Sri Wahyuni, kepala sekolah",
            "20 jam lalu",
            "Ibu-ibu PKK, kami sampai terharu. Terima kasih banyak atas kepeduliannya.",
        ),
    }
    cards = ""
    for k, (n, t, amount, amin, x) in enumerate(donors):
        reply = ""
        if k in thanks:
            rn, rt, rx = thanks[k]
            reply = (
                f'<div class="donasi-balasan"><p class="donasi-siapa"><b>{esc(rn)}</b> <span class="donasi-waktu">{esc(rt)}</span></p>'
                f'<p class="donasi-pesan">{esc(rx)}</p></div>'
            )
        cards += (
            f'<div class="donasi-item"><img src="/_avatar/don-{k}.svg" alt="" width="36" height="36"><p class="donasi-siapa"><b>{esc(n)}</b> '
            f'berdonasi <span class="donasi-jumlah">{esc(amount)}</span> <span class="donasi-waktu">{esc(t)}</span></p>'
            f'<p class="donasi-pesan">{esc(x)}</p><button type="button" class="donasi-aamiin">Aamiin ({amin})</button>{reply}</div>'
        )
    box = (
        '<section class="donasi"><h3>Doa dan dukungan para donatur</h3>'
        '<p class="donasi-total">Terkumpul Rp 38.415.000 dari target Rp 75.000.000 · 214 donatur</p>'
        f'{cards}<p><a class="donasi-tombol" href="/peduli/sd-kalibening-2/donasi">Donasi sekarang</a> · <a href="/peduli/sd-kalibening-2/doa">Lihat semua doa</a></p></section>'
    )
    st = Story(
        "Banjir rendam SD Kalibening 2, warga galang dana untuk ruang kelas",
        "Oleh Dimas Prasetyo",
        "2024-02-05T10:00:00+07:00",
        "Senin, 5 Februari 2024",
        """
Banjir yang melanda Kalibening pada Sabtu malam merendam tiga ruang kelas SD Kalibening 2 hingga setinggi satu meter. Buku pelajaran, meja, dan seragam cadangan sekolah rusak.

Sejak Minggu, para siswa belajar sementara di balai desa. Warga bersama komite sekolah membuka penggalangan dana untuk memperbaiki kelas dan meninggikan lantainya.

Warta Kalibening ikut membantu penggalangan dana tersebut melalui halaman Peduli.
""",
        section="Peduli",
    )
    return make(
        "ak-la-id-donasi",
        "lookalike",
        "id-kalibening",
        st,
        Parts(after=box),
        [],
        path="/peduli/banjir-sd-kalibening-2",
        container="section.donasi: h3, a total line, div.donasi-item × 7 (avatar, b donor's name 'berdonasi' amount, span.donasi-waktu 'n jam lalu', p.donasi-pesan, button 'Aamiin (n)'); under three of them div.donasi-balasan with the organiser's or the head teacher's thanks (name, time, sentence)",
        heading="Doa dan dukungan para donatur",
        description="An Indonesian community news site of 2024: an article on a flooded school with the fundraiser's wall of donors' messages: seven entries (name, amount, relative time, a sentence, an 'Aamiin (n)' button), three with the organiser's thanks nested beneath; no reader comment.",
        lookalikes=(
            "a fundraiser's donors' messages with the organiser's thanks beneath (name, amount, time, message, button)",
        ),
    )


def hi_budget() -> Case:
    props = rows("""
रमेश चंद्र यादव | 14 जनवरी 2025 | 46 | वार्ड 12 की गली नंबर 4 में नाली खुली है और बरसात में पानी घरों में घुसता है। इसे ढककर पक्का कर दिया जाए।
सुनीता वर्मा | 15 जनवरी 2025 | 83 | गोमती पार्क में महिलाओं और बुज़ुर्गों के लिए शौचालय और पीने के पानी की व्यवस्था हो। सुबह सैर करने वाले सैकड़ों लोग हैं।
मोहम्मद आरिफ़ | 17 जनवरी 2025 | 29 | स्कूल के सामने स्पीड ब्रेकर और ज़ेब्रा क्रॉसिंग बनाए जाएँ। बच्चे रोज़ तेज़ ट्रैफ़िक के बीच सड़क पार करते हैं।
कविता सिंह | 18 जनवरी 2025 | 61 | सेक्टर बी के सामुदायिक भवन में एक छोटा पुस्तकालय खोला जाए। पुरानी किताबें मोहल्ले वाले दान कर देंगे।
हरीश पांडे | 20 जनवरी 2025 | 12 | मुख्य बाज़ार में स्ट्रीट लाइटें ठीक की जाएँ। आधी लाइटें महीनों से बंद हैं।
""")
    notes = {
        0: (
            "अवर अभियंता, वार्ड 12",
            "28 जनवरी 2025",
            "स्थल निरीक्षण हो चुका है। अनुमानित लागत 4.2 लाख रुपये; प्रस्ताव मतदान के लिए योग्य है।",
        ),
        1: (
            "उद्यान विभाग",
            "29 जनवरी 2025",
            "पार्क में पानी की लाइन मौजूद है। शौचालय के लिए जगह चिह्नित कर ली गई है।",
        ),
        3: (
            "सामुदायिक विकास अधिकारी",
            "30 जनवरी 2025",
            "भवन में एक कमरा खाली है। फ़र्नीचर और अलमारियों का ख़र्च प्रस्ताव में जोड़ा गया।",
        ),
    }
    cards = ""
    for k, (n, d, votes, x) in enumerate(props):
        note = ""
        if k in notes:
            on, od, ox = notes[k]
            note = f'<div class="prastav-tippani"><p><b>{esc(on)}</b> · <span>{esc(od)}</span></p><p>{esc(ox)}</p></div>'
        cards += (
            f'<li class="prastav"><p class="prastav-kaun"><b>{esc(n)}</b> <span class="prastav-tithi">{esc(d)}</span> '
            f'<span class="prastav-sankhya">प्रस्ताव #{101 + k}</span></p><p class="prastav-vivaran">{esc(x)}</p>'
            f'<p><button type="button" class="prastav-samarthan">समर्थन {votes}</button> <a href="/janbajat/prastav/{101 + k}">शेयर करें</a></p>{note}</li>'
        )
    box = (
        '<section class="jan-bajat"><h2>नागरिकों के प्रस्ताव: आपका वार्ड, आपका बजट</h2>'
        "<p>नगर निगम की जन-बजट योजना में नागरिकों ने ये प्रस्ताव भेजे हैं। विभागों की टिप्पणी हर प्रस्ताव के नीचे है।</p>"
        f'<ol class="prastav-suchi">{cards}</ol></section>'
    )
    st = Story(
        "जन-बजट: इस बार वार्डों को मिलेंगे दो-दो करोड़, नागरिक तय करेंगे काम",
        "संवाददाता, गोमती नगर",
        "2025-01-12T09:00:00+05:30",
        "12 जनवरी 2025",
        """
नगर निगम ने इस साल भी जन-बजट योजना शुरू कर दी है। हर वार्ड को दो करोड़ रुपये मिलेंगे और इन्हें किन कामों पर ख़र्च करना है, यह नागरिक प्रस्ताव भेजकर और मतदान करके तय करेंगे।

प्रस्ताव 31 जनवरी तक भेजे जा सकते हैं। इसके बाद संबंधित विभाग हर प्रस्ताव की जाँच करेगा और लागत का अनुमान लगाएगा।

फ़रवरी के अंत में मतदान होगा और सबसे ज़्यादा समर्थन पाने वाले प्रस्ताव अगले वित्त वर्ष में पूरे किए जाएँगे।
""",
        section="नगर निगम",
    )
    return make(
        "ak-la-hi-jan-bajat",
        "lookalike",
        "hi-gomtinagar",
        st,
        Parts(after=box),
        [],
        path="/nagar-nigam/jan-bajat-prastav",
        container="section.jan-bajat: h2, a lead, ol.prastav-suchi > li.prastav × 5 (b name, date, 'प्रस्ताव #n', p.prastav-vivaran, button 'समर्थन n', 'शेयर करें'); under three of them div.prastav-tippani with a department's assessment (office, date, sentence)",
        heading="नागरिकों के प्रस्ताव: आपका वार्ड, आपका बजट",
        description="A Hindi city news site of 2025: an article on the participatory budget with five residents' proposals (name, date, one or two sentences, a support count button, share) and a department's assessment nested under three of them; no reader comment.",
        lookalikes=(
            "residents' participatory-budget proposals with support counts and the departments' assessments beneath",
        ),
    )


def th_trees() -> Case:
    items = rows("""
คุณสมศรี ใจดี | 5 ก.ค. 2563 | ต้นยางนา แปลง A-12 | ปลูกให้คุณแม่ที่ล่วงลับ ท่านรักต้นไม้มากที่สุดในบ้าน
ด.ช.ภูมิ ศรีสุข | 5 ก.ค. 2563 | ต้นมะค่าโมง แปลง A-14 | ผมจะมารดน้ำทุกวันเสาร์กับคุณพ่อครับ
ครอบครัววงศ์ทอง | 5 ก.ค. 2563 | ต้นตะเคียนทอง แปลง B-03 | ปลูกเป็นที่ระลึกวันแต่งงานครบสิบปี ขอให้โตไปพร้อมกับลูกทั้งสองคน
ร้านกาแฟบ้านดอย | 6 ก.ค. 2563 | ต้นสัก แปลง B-07 | ขอบคุณป่าที่ให้น้ำและอากาศดี ๆ กับหมู่บ้านของเรา
คุณประเสริฐ คำมา | 6 ก.ค. 2563 | ต้นพะยูง แปลง B-09 | ผมเคยตัดไม้ในป่านี้ตอนหนุ่ม วันนี้ขอปลูกคืนให้หนึ่งต้น
ชมรมจักรยานแม่ริม | 6 ก.ค. 2563 | ต้นยางนา แปลง C-01 | สมาชิกยี่สิบคนปั่นมาปลูกด้วยกัน จะกลับมาดูทุกปีในวันเดียวกันนี้
นางสาวมะลิ แสงทอง | 7 ก.ค. 2563 | ต้นประดู่ แปลง C-04 | ให้ลูกสาวที่เพิ่งเกิดเมื่อเดือนที่แล้ว ขอให้หนูและต้นไม้แข็งแรงทั้งคู่
โรงเรียนบ้านห้วยทราย | 7 ก.ค. 2563 | ต้นมะค่าโมง แปลง C-06 | นักเรียนชั้น ป.6 ปลูกก่อนจบการศึกษา เป็นรุ่นแรกของโครงการ
""")
    rows_html = "".join(
        f'<tr class="rt-raykan"><td class="rt-chue">{esc(n)}</td><td class="rt-wan">{esc(d)}</td><td class="rt-ton">{esc(t)}</td>'
        f'<td class="rt-khwam">{esc(x)}</td></tr>'
        for n, d, t, x in items
    )
    box = (
        '<section class="rap-tang"><h3>ทะเบียนผู้รับอุปการะต้นไม้ (8 รายล่าสุด)</h3>'
        '<table class="rt-tarang"><thead><tr><th>ผู้รับอุปการะ</th><th>วันที่</th><th>ต้นไม้และแปลง</th><th>ข้อความ</th></tr></thead>'
        f"<tbody>{rows_html}</tbody></table></section>"
    )
    st = Story(
        "ชาวแม่ริมร่วมปลูกป่าต้นน้ำ 1,200 ต้น เปิดให้รับอุปการะต้นไม้",
        "ทีมข่าวชุมชน",
        "2020-07-04T16:00:00+07:00",
        "4 กรกฎาคม 2563",
        """
ชาวบ้านกว่าสามร้อยคนร่วมกันปลูกต้นไม้ 1,200 ต้นในพื้นที่ป่าต้นน้ำห้วยทราย ซึ่งถูกไฟป่าเผาเสียหายเมื่อต้นปี

ปีนี้โครงการเปิดให้ประชาชนรับอุปการะต้นไม้ได้ต้นละ 200 บาท ผู้รับอุปการะจะได้รับป้ายชื่อและพิกัดของต้นไม้ เพื่อกลับมาเยี่ยมได้ทุกปี

เงินที่ได้จะนำไปจ้างชาวบ้านดูแลแนวกันไฟตลอดฤดูแล้ง
""",
        section="สิ่งแวดล้อม",
    )
    return make(
        "ak-la-th-rap-tang",
        "lookalike",
        "th-maerim",
        st,
        Parts(after=box),
        [],
        path="/singwaedlom/pluk-pa-huai-sai",
        container="section.rap-tang: h3, table.rt-tarang: a header row and 8 tr.rt-raykan (td name, td date, td tree and plot, td a sentence of dedication)",
        heading="ทะเบียนผู้รับอุปการะต้นไม้ (8 รายล่าสุด)",
        description="A Thai community news portal of 2020: an article on a reforestation day with the register of the latest eight people who adopted a tree: a table of name, date, tree and plot and a sentence of dedication; no reader comment.",
        lookalikes=("adopt-a-tree register (name, date, tree and plot, dedication)",),
    )


def vi_scholarships() -> Case:
    items = rows(
        """
Nguyễn Thị Hồng Nhung | Lớp 12A3, THPT Sơn Hà | Em muốn học ngành y để về làm bác sĩ ở trạm xá xã, nơi mẹ em từng phải đi bộ ba tiếng để khám bệnh.
Đinh Văn Khải | Lớp 9, THCS Ba Tơ | Em sẽ dùng học bổng mua xe đạp, vì từ nhà đến trường em phải lội qua hai con suối.
Phạm Thị Thu Hà | Lớp 11 chuyên Toán, THPT chuyên tỉnh | Em mơ ước được đi thi Olympic Toán quốc tế và sau này làm giáo viên dạy toán.
Hồ Văn Tài | Lớp 7, PTDTBT Sơn Tây | Em thích vẽ. Em muốn vẽ lại làng của mình cho nhiều người biết.
Lê Minh Quân | Lớp 12A1, THPT Trà Bồng | Em sẽ thi vào trường kỹ thuật để học làm thủy lợi, để ruộng nhà em không bị lũ cuốn nữa.
Trần Thị Bích | Lớp 10, THPT Minh Long | Bố mẹ em đi làm xa, em ở với bà. Em muốn học giỏi tiếng Anh để làm hướng dẫn viên du lịch ở quê.
""",
        3,
    )
    li = "".join(
        f'<li class="hb-em"><img src="/_avatar/hb-{k}.svg" alt="" width="56" height="56"><div><p class="hb-ten"><strong>{esc(n)}</strong></p>'
        f'<p class="hb-lop">{esc(c)}</p><p class="hb-uoc-mo">“{esc(x)}”</p></div></li>'
        for k, (n, c, x) in enumerate(items)
    )
    box = (
        '<section class="hoc-bong"><h2>Gương mặt nhận học bổng năm nay</h2>'
        f'<ul class="hb-danh-sach">{li}</ul><p class="hb-ghi-chu">Mỗi suất học bổng trị giá 5 triệu đồng.</p></section>'
    )
    st = Story(
        "Quỹ học bổng Báo Sông Trà trao 120 suất cho học sinh vùng khó",
        "Minh Thư",
        "2019-09-01T08:00:00+07:00",
        "01/09/2019",
        """
Sáng 31-8, Quỹ học bổng của Báo Sông Trà đã trao 120 suất học bổng cho học sinh có hoàn cảnh khó khăn, học giỏi ở các huyện miền núi của tỉnh.

Đây là năm thứ mười quỹ hoạt động. Tổng số tiền trao năm nay là 600 triệu đồng, do bạn đọc, doanh nghiệp và cựu học sinh đóng góp.

Nhiều em đã đi bộ hoặc đi xe khách hàng chục cây số để đến nhận học bổng cùng thầy cô.
""",
        section="Giáo dục",
    )
    return make(
        "ak-la-vi-hoc-bong",
        "lookalike",
        "vi-songtra",
        st,
        Parts(after=box),
        [],
        path="/giao-duc/quy-hoc-bong-2019",
        container="section.hoc-bong: h2, ul.hb-danh-sach > li.hb-em × 6 (avatar, strong name, p.hb-lop class and school, p.hb-uoc-mo a quoted sentence of the pupil's plan)",
        heading="Gương mặt nhận học bổng năm nay",
        description="A Vietnamese provincial paper of 2019: an article on its scholarship fund with six recipients, each a photo, a name, a class and school and a quoted sentence about their plans; no time, no control; no reader comment.",
        lookalikes=("scholarship recipients with their plans (photo, name, school, quoted sentence)",),
    )


def plain_ak() -> list[Case]:
    return [
        ro_observers(),
        el_dedications(),
        uk_classifieds(),
        ar_prices(),
        id_donors(),
        hi_budget(),
        th_trees(),
        vi_scholarships(),
    ]

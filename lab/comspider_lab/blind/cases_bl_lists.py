"""Blind set BL: four article pages without any reader comment whose furniture holds a long list shaped like a
discussion (15 or more entries, each with a name, a time and a short text): marathon finishers' messages (id), a
ride-sharing board (sw), drivers' border-queue reports (uk), a barter board (fa). Every name and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bl_common import Case, Parts, Story, esc, make, site


def rows(block: str) -> list[tuple[str, str, str]]:
    out = []
    for line in block.strip().splitlines():
        a, b, c = (x.strip() for x in line.split("|", 2))
        out.append((a, b, c))
    return out


ID_ROWS = rows("""
Rudi Hartono | 03:41:12 | Akhirnya di bawah empat jam! Terima kasih untuk warga yang membagikan air di kilometer 30.
Sari Wulandari | 04:05:47 | Maraton pertama. Kaki saya hancur tapi hati saya bahagia.
Agus Prasetyo | 02:58:30 | Angin di jembatan luar biasa. Tahun depan saya kembali.
Dewi Kartika | 04:32:09 | Untuk almarhum ayah, yang dulu lari di jalan yang sama.
Bambang S. | 03:15:55 | Rekor pribadi tiga menit lebih cepat. Pelatih saya pasti senang.
Yuliana | 05:01:20 | Lari bersama kakak saya dari awal sampai akhir. Tidak ada yang tertinggal.
Hendra Gunawan | 03:49:03 | Kram di kilometer 38, tapi penonton di pasar ikan mendorong saya terus.
Putu Ayu | 04:12:40 | Terima kasih panitia, medali tahun ini paling indah.
Fajar Nugroho | 03:02:18 | Hampir tembus tiga jam. Hampir.
Lestari | 04:44:36 | Saya berjalan sepuluh kilometer terakhir dan tidak menyesal.
Irfan Maulana | 03:27:51 | Lari untuk mengumpulkan dana perpustakaan sekolah. Terkumpul dua belas juta.
Maria Tan | 04:20:02 | Hujan di awal, panas di akhir. Lengkap.
Joko Widagdo | 05:18:44 | Umur enam puluh tujuh. Yang penting finis.
Nanda Rizki | 03:38:29 | Pacer 3:40 luar biasa, terima kasih, Mas!
Wayan Sudarma | 04:01:15 | Tahun lalu DNF di kilometer 25. Tahun ini lunas.
Citra Melati | 04:55:00 | Lari dengan kostum kopi susu, ditertawakan sepanjang jalan, tidak apa-apa.
""")

SW_ROWS = rows("""
Juma Mwinyi | Leo, 06:10 | Nasafiri Pwani Mpya hadi Mji Mkuu kesho saa kumi na mbili asubuhi. Nafasi tatu. Mchango wa mafuta.
Rehema Ali | Leo, 07:25 | Natafuta usafiri kwenda hospitali ya wilaya Jumanne asubuhi, nitarudi jioni.
Baraka Otieno | Leo, 08:02 | Gari dogo, Jumamosi kwenda sokoni Kijiweni. Nafasi mbili, hakuna mizigo mikubwa.
Neema Said | Leo, 08:40 | Wanafunzi wawili wanatafuta lifti kwenda chuo Jumapili jioni.
Hamisi Bakari | Leo, 09:15 | Ninaenda harusini Bondeni Ijumaa. Nafasi moja, tunaondoka saa nane mchana.
Zawadi K. | Leo, 09:58 | Natafuta mtu anayeenda uwanja wa ndege Jumatano alfajiri. Nitachangia.
Omari Juma | Leo, 10:30 | Lori dogo linaenda bandari kila Jumatatu. Linaweza kubeba mzigo wa shamba.
Halima | Leo, 11:04 | Ninarudi kijijini Jumamosi mchana, nafasi tatu kwa akina mama tu.
Peter Mushi | Leo, 11:47 | Safari ya kila siku ofisini saa moja asubuhi, njia ya barabara kuu. Nafasi mbili.
Asha Mohamed | Leo, 12:20 | Tunatafuta gari kwa ajili ya kwaya, watu wanane, Jumapili asubuhi.
Salim | Leo, 13:05 | Nimeshapata lifti, asanteni wote. Tangazo limefungwa.
Mwanaisha Hassan | Leo, 13:50 | Ninaenda mjini Alhamisi kununua vifaa vya shule. Nafasi moja kwa mwalimu mwenzangu.
Daudi Kimaro | Leo, 14:33 | Pikipiki, abiria mmoja, kila jioni kutoka kiwandani hadi mtaa wa Mnazi.
Fatuma R. | Leo, 15:12 | Bibi yangu anahitaji usafiri wa kwenda kliniki kila Ijumaa. Anayeweza atanisaidia sana.
Joseph Lema | Leo, 16:01 | Basi dogo la shule litakuwa na nafasi nne kipindi cha likizo.
Amani | Leo, 16:45 | Kesho saa tisa mchana kwenda ufukweni, nafasi tatu, tunarudi jioni.
""")

UK_ROWS = rows("""
Олег, фура | 05:12 | Перед шлагбаумом близько сорока вантажівок, рухаємося дуже повільно.
Ірина | 05:40 | Легкові проходять за годину, прикордонники працюють на трьох смугах.
Василь К. | 06:05 | Автобусів чотири, один відправили на додатковий огляд.
Наталія | 06:33 | З дитиною пропустили без черги, дякую хлопцям на посту.
Микола | 07:02 | На нейтральній смузі стоїмо вже дві години, нічого не рухається.
Андрій, перевізник | 07:30 | Термінал з того боку зламався, все оформлюють вручну.
Світлана | 08:14 | Черга для легкових до заправки, приблизно три години.
Тарас | 08:50 | Вже пройшов, загалом чотири години з половиною.
Оксана Г. | 09:21 | Туалети на пункті зачинені, беріть воду з собою.
Роман | 09:55 | Відкрили ще одну смугу для легкових, пішло швидше.
Галина | 10:32 | Пішки проходять за сорок хвилин.
Сергій, фура | 11:08 | Вантажівок тепер понад шістдесят, до вечора не пройдемо.
Юлія | 11:40 | На зворотному напрямку черги майже немає.
Петро | 12:15 | Кава в кіоску біля шлагбауму по сорок гривень, але гаряча.
Дмитро | 12:49 | Легкові знову стоять, пересмінка в прикордонників.
Ліда | 13:20 | Пройшли за дві години сорок хвилин, дякую всім за інформацію.
""")

FA_ROWS = rows("""
مهری | ۸:۱۰ صبح | یک چرخ خیاطی سالم دارم، با دوچرخه بچگانه عوض می‌کنم.
رضا ک. | ۸:۴۵ صبح | کتاب‌های درسی کلاس نهم را با کتاب‌های کلاس دهم معاوضه می‌کنم.
زهرا | ۹:۱۲ صبح | نهال گردو دارم، در عوض گلدان شمعدانی می‌خواهم.
علی‌اکبر | ۹:۴۰ صبح | یک کیسه سیب‌زمینی محلی در عوض یک شیشه عسل.
فاطمه | ۱۰:۰۵ صبح | لباس نوزادی تمیز تا شش ماه، با کالسکه دست دوم عوض می‌کنم.
حسین | ۱۰:۳۸ صبح | بیل و کلنگ قدیمی دارم، در عوض یک نردبان کوتاه می‌خواهم.
نرگس | ۱۱:۰۲ صبح | ترشی خانگی در عوض مربای آلبالو.
مجید | ۱۱:۳۰ صبح | یک دستگاه رادیوی قدیمی کارکرده با چراغ مطالعه.
سارا | ۱۲:۱۵ ظهر | کلاس زبان انگلیسی برای بچه‌ها می‌دهم، در عوض کلاس ریاضی.
بهروز | ۱۲:۴۰ ظهر | تعمیر دوچرخه انجام می‌دهم، در عوض یک کیسه برنج.
لیلا | ۱:۲۰ بعدازظهر | فرش کوچک دستباف در عوض یخچال کوچک، قابل مذاکره.
مصطفی | ۲:۰۵ بعدازظهر | تخم‌مرغ محلی هر هفته، در عوض نان خانگی.
پروین | ۲:۴۸ بعدازظهر | گلدان‌های سفالی خالی دارم، در عوض قلمه گل رز.
کاوه | ۳:۱۰ بعدازظهر | یک جفت کفش کوهنوردی سایز ۴۲، با کوله‌پشتی عوض می‌کنم.
شیرین | ۳:۴۵ بعدازظهر | پتوی دستباف دارم، در عوض شال گردن پشمی.
جواد | ۴:۲۰ بعدازظهر | معاوضه انجام شد، آگهی بسته است. ممنون از همه.
""")


def lists_bl() -> list[Case]:
    out = []
    # id: marathon finishers' messages
    s = site("""
name: Warta Teluk
lang: id
px: wt
style: portal
accent: #0f766e
motto: Berita dari kota teluk
sections: Beranda; Kota; Olahraga; Ekonomi; Gaya Hidup; Opini
most_read: Terpopuler
read_rows: Maraton Teluk 2023 pecahkan rekor peserta = 44 ribu; Jalan pesisir ditutup hari Minggu = 31 ribu; Harga cabai turun = 19 ribu; Pasar malam kembali dibuka = 12 ribu
most_talked: Paling banyak dikomentari
talk_rows: Parkir berbayar di alun-alun = 288 komentar; Jalan pesisir ditutup = 174 komentar; Pasar malam kembali = 92 komentar; Pelabuhan baru = 66 komentar
related: Berita terkait
letter: Buletin pagi Warta Teluk di surel Anda
subscribe: Daftar
paywall: Berlangganan Warta Teluk mulai Rp 20.000 per bulan
contact: Redaksi
""")
    items = "".join(
        f'<li class="wt-fin"><span class="wt-pelari">{esc(n)}</span> <span class="wt-waktu">{esc(t)}</span><q>{esc(m)}</q></li>'
        for n, t, m in ID_ROWS
    )
    out.append(
        make(
            "bl-id-finisher-messages",
            "lookalike",
            s,
            Story(
                "Maraton Teluk 2023 pecahkan rekor: 6.400 pelari sampai garis finis",
                "Dimas Arya",
                "2023-08-20T15:00:00+07:00",
                "20 Agustus 2023",
                """
Maraton Teluk tahun ini diikuti 7.100 pelari dan 6.400 di antaranya berhasil finis, rekor sejak lomba pertama digelar pada 2012. Juara putra mencatat waktu 2 jam 19 menit.

Panitia membuka papan pesan bagi pelari yang ingin berbagi cerita dan catatan waktu mereka.
""",
                related=(
                    "Tips pemulihan setelah maraton",
                    "Rute Maraton Teluk 2024 diumumkan",
                    "Relawan air minum di kilometer 30",
                ),
            ),
            Parts(
                after=f'<section class="wt-papan"><h2>Pesan dari garis finis</h2><p>Catatan waktu dan pesan para pelari</p><ol class="wt-daftar">{items}</ol></section>'
            ),
            [],
            path="/olahraga/maraton-teluk-2023-rekor",
            container="-",
            heading=None,
            description="An Indonesian city daily of 2023 on a marathon: no comment; under the article a board of 16 finishers' messages (runner's name, finishing time '03:41:12', a quoted message), most-read and most-commented lists with counts, paywall and newsletter boxes.",
            lookalikes=("finishers' messages with names and finishing times",),
        )
    )
    # sw: ride-sharing board
    s = site("""
name: Sauti ya Pwani Mpya
lang: sw
px: sp
style: local
accent: #a16207
motto: Habari za pwani kila siku
sections: Mwanzo; Habari; Biashara; Michezo; Burudani; Maoni
most_read: Zilizosomwa zaidi
read_rows: Daraja la Mto Mkuu kufungwa wiki mbili = 27,000; Bei ya samaki sokoni yapanda = 18,000; Timu ya mtaa yashinda kombe = 11,000; Mvua kubwa yatarajiwa = 9,000
most_talked: Zilizojadiliwa zaidi
talk_rows: Daraja la Mto Mkuu kufungwa = 233 maoni; Ada mpya ya soko = 160 maoni; Barabara ya bandari = 87 maoni; Maji ya bomba kukatwa = 54 maoni
related: Habari zinazohusiana
letter: Jarida la asubuhi kwa barua pepe
subscribe: Jiandikishe
paywall: Jiunge na wasomaji wetu kwa shilingi 2,000 kwa mwezi
contact: Wasiliana nasi
""")
    items = "".join(
        f'<article class="sp-tangazo"><header><b>{esc(n)}</b> · <time>{esc(t)}</time></header><p>{esc(m)}</p>'
        '<a class="sp-wasiliana" href="#">Wasiliana</a></article>'
        for n, t, m in SW_ROWS
    )
    out.append(
        make(
            "bl-sw-rideshare-board",
            "lookalike",
            s,
            Story(
                "Daraja la Mto Mkuu kufungwa wiki mbili kwa matengenezo",
                "Mwandishi wetu",
                "2022-07-04T06:00:00+03:00",
                "4 Julai 2022",
                """
Daraja la Mto Mkuu litafungwa kwa wiki mbili kuanzia Jumatatu ijayo ili kufanyiwa matengenezo. Magari yatapita njia ya Kijiweni, ambayo ni ndefu kwa kilomita kumi na nane.

Halmashauri imefungua ubao wa kushirikiana usafiri kwa wakazi wanaotaka kupunguza gharama katika kipindi hiki.
""",
                related=(
                    "Njia mbadala ya Kijiweni",
                    "Mabasi ya ziada wakati wa matengenezo",
                    "Historia ya daraja la Mto Mkuu",
                ),
            ),
            Parts(
                after=f'<section class="sp-ubao"><h2>Ubao wa kushirikiana usafiri</h2><div class="sp-orodha">{items}</div></section>'
            ),
            [],
            path="/habari/daraja-mto-mkuu-kufungwa",
            container="-",
            heading=None,
            description="A Swahili coastal site of 2022 on a bridge closing: no comment; under the article a ride-sharing board of 16 offers and requests (name, 'Leo, 06:10', a short text, 'Wasiliana'), most-read and most-discussed lists with counts, paywall and newsletter boxes.",
            lookalikes=("ride-sharing offers and requests with names and times",),
        )
    )
    # uk: border queue reports
    s = site("""
name: Прикордонний вісник
lang: uk
px: pv
style: mag
accent: #1d4ed8
motto: Новини прикордоння
sections: Головна; Новини; Економіка; Транспорт; Культура; Думки
most_read: Найпопулярніше
read_rows: Черги на кордоні: як обійти = 58 тис.; Новий автобус до обласного центру = 23 тис.; Ціни на пальне = 19 тис.; Ремонт дороги до пункту пропуску = 14 тис.
most_talked: Найбільше обговорюють
talk_rows: Черги на кордоні = 390 коментарів; Ремонт дороги до пункту пропуску = 201 коментар; Новий автобус = 76 коментарів; Ціни на пальне = 58 коментарів
related: Читайте також
letter: Розсилка новин прикордоння щоранку
subscribe: Підписатися
paywall: Підтримайте редакцію: від 50 гривень на місяць
contact: Редакція
""")
    items = "".join(
        f'<li class="pv-zvit"><span class="pv-hto">{esc(n)}</span><span class="pv-chas">{esc(t)}</span><span class="pv-shcho">{esc(m)}</span></li>'
        for n, t, m in UK_ROWS
    )
    out.append(
        make(
            "bl-uk-border-queue-reports",
            "lookalike",
            s,
            Story(
                "Черги на кордоні: на пункті пропуску «Лугове» чекають до п'яти годин",
                "Марія Коваль",
                "2025-07-11T05:00:00+03:00",
                "11 липня 2025",
                """
На пункті пропуску «Лугове» другий тиждень поспіль великі черги. Легкові автомобілі чекають у середньому три години, вантажівки — до доби.

Прикордонна служба обіцяє відкрити додаткові смуги. Нижче — повідомлення водіїв про ситуацію на кордоні сьогодні.
""",
                related=(
                    "Як підготувати документи для перетину кордону",
                    "Ремонт дороги до пункту пропуску",
                    "Новий автобус до обласного центру",
                ),
            ),
            Parts(
                after=f'<section class="pv-strichka"><h2>Повідомлення водіїв: сьогодні на кордоні</h2><ul class="pv-spysok">{items}</ul></section>'
            ),
            [],
            path="/transport/cherhy-na-kordoni-luhove",
            container="-",
            heading=None,
            description="A Ukrainian border-region magazine site of 2025 on queues at a crossing: no comment; under the article 16 drivers' reports of the day (name, '05:12', a short report), most-read and most-discussed lists with counts, paywall and newsletter boxes.",
            lookalikes=("drivers' border-queue reports with names and times",),
        )
    )
    # fa: barter board
    s = site("""
name: پیک محله
lang: fa
dir: rtl
px: pm
style: blog
accent: #9d174d
motto: روزنامه آنلاین محله‌های شمالی
sections: خانه; محله; اقتصاد; فرهنگ; ورزش; یادداشت
most_read: پربازدیدها
read_rows: بازارچه معاوضه جمعه برپا می‌شود = ۲۱ هزار بازدید; ساعت کار کتابخانه تغییر کرد = ۱۳ هزار بازدید; پارک محله بازسازی شد = ۹ هزار بازدید; مسابقه فوتبال نوجوانان = ۶ هزار بازدید
most_talked: پربحث‌ترین‌ها
talk_rows: بازارچه معاوضه = ۱۴۰ نظر; گرانی نان = ۲۲۰ نظر; پارک محله = ۷۵ نظر; ساعت کار کتابخانه = ۴۲ نظر
related: مطالب مرتبط
letter: خبرنامه هفتگی پیک محله
subscribe: عضویت
paywall: با اشتراک ماهانه از پیک محله حمایت کنید
contact: تماس با ما
font: Tahoma,sans-serif
""")
    items = "".join(
        f'<div class="pm-agahi"><div class="pm-sahib">{esc(n)}</div><div class="pm-saat">{esc(t)}</div><div class="pm-matn">{esc(m)}</div></div>'
        for n, t, m in FA_ROWS
    )
    out.append(
        make(
            "bl-fa-barter-board",
            "lookalike",
            s,
            Story(
                "بازارچه معاوضه محله جمعه برپا می‌شود",
                "مریم صادقی",
                "2021-11-10T09:00:00+03:30",
                "۱۹ آبان ۱۴۰۰",
                """
بازارچه معاوضه محله این جمعه از ساعت نه صبح در حیاط مدرسه برپا می‌شود. در این بازارچه هیچ خرید و فروشی انجام نمی‌شود و اهالی وسایل و خدمات خود را با هم عوض می‌کنند.

اهالی از امروز می‌توانند پیشنهادهای خود را روی تابلوی زیر ثبت کنند.
""",
                related=(
                    "بازارچه معاوضه پارسال چطور گذشت",
                    "حیاط مدرسه برای همسایه‌ها",
                    "کتابخانه محله کتاب اهدایی می‌پذیرد",
                ),
            ),
            Parts(after=f'<section class="pm-tablo"><h2>تابلوی معاوضه امروز</h2>{items}</section>'),
            [],
            path="/mahalle/bazarche-moavezeh",
            container="-",
            heading=None,
            description="A Persian (RTL) neighbourhood paper of 2021 on a swap market: no comment; under the article a barter board of 16 offers (name, '۸:۱۰ صبح', what is offered for what), most-read and most-discussed lists with counts, support and newsletter boxes.",
            lookalikes=("barter offers with names and times",),
        )
    )
    return out

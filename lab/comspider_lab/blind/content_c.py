"""Made-up news sites of blind set C, in twenty-one languages (all names, places and events invented).

The articles are written beside their cases (cases_c*.py); here are the sites.
"""

from __future__ import annotations

from comspider_lab.blind.layout import Site


def site(
    name: str,
    lang: str,
    sections: str,
    footer: str,
    related_heading: str,
    related: str,
    direction: str = "ltr",
) -> Site:
    return Site(
        name, lang, tuple(sections.split("|")), footer, related_heading, tuple(related.split("|")), direction
    )


SITES_C: dict[str, Site] = {
    "bg": site(
        "Родопски вестник",
        "bg",
        "Начало|Региони|Политика|Икономика|Култура|Спорт",
        "© Родопски вестник · За нас · Реклама · Политика за поверителност",
        "Последни публикации",
        "Ремонтът на пътя за Пампорово приключва през юли|Нова детска градина отваря врати в Смолян|Цените на дървата за огрев растат"
        "|Фолклорен събор в Широка лъка събра 3000 души|Местният отбор се класира за финала|Болницата получи нов скенер|Затвориха моста над Арда",
    ),
    "hr": site(
        "Slavonski tjednik",
        "hr",
        "Naslovnica|Vijesti|Županija|Gospodarstvo|Kultura|Sport",
        "Slavonski tjednik d.o.o. · Impressum · Uvjeti korištenja · Kontakt",
        "Najnovije",
        "Počela berba grožđa u Kutjevu|Nova biciklistička staza uz Dravu|Gradska knjižnica produljuje radno vrijeme"
        "|Osijek dobiva novi tramvaj|Poljoprivrednici traže pomoć zbog suše|Dječji vrtić u Belišću otvoren",
    ),
    "lt": site(
        "Žemaitijos žinios",
        "lt",
        "Pradžia|Regionas|Lietuva|Verslas|Kultūra|Sportas",
        "© Žemaitijos žinios, 2025 · Kontaktai · Reklama · Privatumo politika",
        "Skaitomiausi",
        "Telšiuose atnaujinama autobusų stotis|Plungės ežere – mėlynadumbliai|Naujas dviračių takas iki Rietavo"
        "|Mokytojai reikalauja didesnių algų|Krepšinio klubas pasirašė su nauju treneriu|Ūkininkai skundžiasi vilkų išpuoliais",
    ),
    "sk": site(
        "Podtatranský denník",
        "sk",
        "Domov|Región|Slovensko|Ekonomika|Kultúra|Šport",
        "© Podtatranský denník · Redakcia · Inzercia · Ochrana osobných údajov",
        "Najčítanejšie",
        "V Poprade otvoria novú plaváreň|Cesta na Štrbské Pleso bude uzavretá|Hokejisti vyhrali derby"
        "|Nemocnica hľadá lekárov|Farmári predávajú priamo na námestí|Vlak do Tatranskej Lomnice mešká",
    ),
    "th": site(
        "ข่าวเชียงราย",
        "th",
        "หน้าแรก|ข่าวท้องถิ่น|การเมือง|เศรษฐกิจ|ไลฟ์สไตล์|กีฬา",
        "© ข่าวเชียงราย สงวนลิขสิทธิ์ · ติดต่อเรา · นโยบายความเป็นส่วนตัว",
        "ข่าวที่เกี่ยวข้อง",
        "ฝุ่น PM2.5 เกินมาตรฐานสามวันติด|เปิดตลาดนัดชุมชนริมน้ำกก|ราคาลำไยร่วงหนัก เกษตรกรวอนรัฐช่วย"
        "|โรงพยาบาลเพิ่มเตียงผู้ป่วยใน|ทีมฟุตบอลเชียงรายชนะนัดเปิดฤดูกาล|ถนนสายแม่สายปิดซ่อม",
    ),
    "fa": site(
        "خبرنامه شمال",
        "fa",
        "صفحه اصلی|استان|ایران|اقتصاد|فرهنگ|ورزش",
        "تمامی حقوق برای خبرنامه شمال محفوظ است · تماس با ما · درباره ما",
        "پربازدیدترین‌ها",
        "بازگشایی جاده چالوس پس از ریزش کوه|برداشت برنج در مازندران آغاز شد|کمبود آب در شهرهای ساحلی"
        "|جشنواره فیلم کوتاه در رشت|تیم فوتبال شهر به لیگ برتر صعود کرد|قیمت مرغ دوباره افزایش یافت",
        "rtl",
    ),
    "sw": site(
        "Sauti ya Pwani",
        "sw",
        "Mwanzo|Habari|Siasa|Biashara|Utamaduni|Michezo",
        "© Sauti ya Pwani · Wasiliana nasi · Sera ya faragha · Matangazo",
        "Habari zaidi",
        "Bei ya samaki yapanda Mombasa|Barabara mpya ya Malindi yafunguliwa|Wanafunzi wapata vitabu bure"
        "|Mvua kubwa yatarajiwa wiki hii|Timu ya Pwani yashinda kombe|Bandari yaajiri vijana mia tano",
    ),
    "ca": site(
        "El Diari del Penedès",
        "ca",
        "Portada|Comarca|Política|Economia|Cultura|Esports",
        "© El Diari del Penedès · Avís legal · Contacte · Publicitat",
        "Més llegides",
        "La verema s'avança dues setmanes|Nou carril bici entre Vilafranca i Sant Sadurní|L'hospital amplia les urgències"
        "|Els castellers carreguen el 4 de 9|El preu del lloguer no para de pujar|Tallada la C-15 per obres",
    ),
    "pt-BR": site(
        "Folha do Vale",
        "pt-BR",
        "Início|Cidades|Política|Economia|Cultura|Esportes",
        "© Folha do Vale · Fale conosco · Termos de uso · Anuncie",
        "Leia também",
        "Prefeitura anuncia reforma da rodoviária|Chuva forte alaga o centro de Taubaté|Feira de artesanato volta à praça"
        "|Hospital regional ganha nova ala|Time da cidade sobe para a Série C|Preço da gasolina cai pela terceira semana",
    ),
    "ms": site(
        "Berita Utara",
        "ms",
        "Utama|Setempat|Nasional|Ekonomi|Gaya Hidup|Sukan",
        "© Berita Utara Sdn Bhd · Hubungi Kami · Dasar Privasi",
        "Berita berkaitan",
        "Banjir kilat di Alor Setar reda|Harga beras tempatan naik lagi|Jambatan baharu Sungai Kedah siap Disember"
        "|Pasar malam Jitra dipindahkan|Pasukan Kedah menang di laman sendiri|Klinik kesihatan dibuka 24 jam",
    ),
    "tl": site(
        "Balitang Timog",
        "tl",
        "Balita|Lalawigan|Bansa|Negosyo|Libangan|Palakasan",
        "© Balitang Timog · Makipag-ugnayan · Patakaran sa privacy",
        "Iba pang balita",
        "Bagong tulay sa Batangas, bukas na|Presyo ng bigas, bahagyang bumaba|Bagyong Karding, lumihis palayo"
        "|Palengke sa Lipa, ire-renovate|Koponan ng lungsod, panalo sa liga|Libreng bakuna para sa mga senior",
    ),
    "nb": site(
        "Vestlandsposten",
        "nb",
        "Forsiden|Nyheter|Lokalt|Økonomi|Kultur|Sport",
        "© Vestlandsposten · Ansvarlig redaktør: Sigrid Haugland · Personvern · Kontakt oss",
        "Siste nytt",
        "Ny bompengering rundt Førde|Fergen til Askvoll innstilt i helgen|Rekordmange cruiseskip i Florø"
        "|Skolen i Naustdal får nytt bygg|Fotball: Førde IL til topps|Strømprisen stiger igjen",
    ),
    "et": site(
        "Lõunalehe blogi",
        "et",
        "Avaleht|Uudised|Vald|Majandus|Kultuur|Sport",
        "Lõunalehe blogi · Toimetus · Kontakt",
        "Blogiarhiiv",
        "Võru järve ääres avati uus promenaad|Vallavalitsus kinnitas eelarve|Talupidajad ootavad vihma"
        "|Rahvamaja remont algab sügisel|Korvpall: Võru võitis karikamängu|Bussiliin 12 saab uue graafiku",
    ),
    "lv": site(
        "Kurzemes Vēstis",
        "lv",
        "Sākums|Novadā|Latvijā|Ekonomika|Kultūra|Sports",
        "© Kurzemes Vēstis · Redakcija · Reklāma · Privātuma politika",
        "Lasītākās ziņas",
        "Liepājā atklāj jaunu koncertzāli|Ventspils ostā rekordliela krava|Kuldīgā remontē Ventas tiltu"
        "|Zemnieki sūdzas par graudu cenām|Basketbols: Liepāja uzvar Rīgā|Jauns autobusu maršruts uz Talsiem",
    ),
    "sr": site(
        "Шумадијске новине",
        "sr",
        "Почетна|Град|Србија|Економија|Култура|Спорт",
        "© Шумадијске новине · Импресум · Услови коришћења · Контакт",
        "Најновије вести",
        "Крагујевац добија нови булевар|Почела берба шљива у Топлици|Градско позориште отвара сезону"
        "|Нова линија градског превоза|Раднички победио у дербију|Цене пијаце пред зиму",
    ),
    "bn": site(
        "দৈনিক পদ্মা",
        "bn",
        "প্রচ্ছদ|জেলা|জাতীয়|অর্থনীতি|বিনোদন|খেলা",
        "© দৈনিক পদ্মা · যোগাযোগ · গোপনীয়তা নীতি · বিজ্ঞাপন",
        "আরও পড়ুন",
        "রাজশাহীতে নতুন ফ্লাইওভার চালু|আমের দাম কমেছে বাজারে|পদ্মায় পানি বাড়ছে"
        "|স্কুলে বিনামূল্যে দুপুরের খাবার|রাজশাহী কিংসের টানা তৃতীয় জয়|হাসপাতালে নতুন আইসিইউ",
    ),
    "ta": site(
        "கோவை செய்தி",
        "ta",
        "முகப்பு|மாவட்டம்|தமிழகம்|வணிகம்|சினிமா|விளையாட்டு",
        "© கோவை செய்தி · எங்களை தொடர்பு கொள்ள · தனியுரிமைக் கொள்கை",
        "மேலும் படிக்க",
        "கோவையில் புதிய மேம்பாலம் திறப்பு|சிறுவாணி அணை நீர்மட்டம் உயர்வு|தக்காளி விலை கடும் சரிவு"
        "|அரசு மருத்துவமனையில் புதிய பிரிவு|கோவை அணி வெற்றி|மெட்ரோ ரயில் திட்ட ஆய்வு",
    ),
    "sl": site(
        "Štajerski glas",
        "sl",
        "Domov|Lokalno|Slovenija|Gospodarstvo|Kultura|Šport",
        "© Štajerski glas d.o.o. · Uredništvo · Oglaševanje · Varstvo osebnih podatkov",
        "Preberite še",
        "Na Pohorju odprli novo kolesarsko pot|Mariborska tržnica dobi streho|Vinogradniki pričakujejo dobro letino"
        "|Bolnišnica išče medicinske sestre|Rokometaši Maribora v finalu|Avtobusna linija 6 spet vozi",
    ),
    "is": site(
        "Norðurljós",
        "is",
        "Forsíða|Fréttir|Landið|Viðskipti|Menning|Íþróttir",
        "© Norðurljós ehf. · Ritstjórn · Auglýsingar · Persónuvernd",
        "Mest lesið",
        "Ný brú yfir Eyjafjarðará opnuð|Hvalaskoðun slær met á Húsavík|Snjóflóðavarnir styrktar á Siglufirði"
        "|Nýr leikskóli á Akureyri|KA vann grannaslaginn|Flugi til Grímseyjar aflýst",
    ),
    "es": site(
        "Diario de la Ribera",
        "es",
        "Portada|Comarca|Política|Economía|Cultura|Deportes",
        "© Diario de la Ribera · Aviso legal · Política de cookies · Contacto",
        "Lo más leído",
        "El Ebro baja con el caudal más bajo en 20 años|Tudela estrena aparcamiento disuasorio|La cosecha de espárrago cae un 30 %"
        "|El hospital Reina Sofía amplía la UCI|El Tudelano asciende a Segunda RFEF|Cortes de agua en el casco viejo",
    ),
    "de": site(
        "Oberlausitzer Rundschau",
        "de",
        "Startseite|Lokales|Sachsen|Wirtschaft|Kultur|Sport",
        "© Oberlausitzer Rundschau · Impressum · Datenschutz · Abo",
        "Meistgelesen",
        "Bautzen bekommt neuen Busbahnhof|Spreetalsperre: Wasserstand sinkt weiter|Görlitzer Altstadtfest mit Besucherrekord"
        "|Kreistag beschließt Haushalt|Lok Bautzen gewinnt Derby|Neue Kita in Kamenz eröffnet",
    ),
    "en": site(
        "The Tarnside Courier",
        "en",
        "Home|News|Council|Business|Culture|Sport",
        "© Tarnside Courier Ltd · Contact us · Privacy · Advertise",
        "More from the Courier",
        "Ferry fares to rise in April|New dentist for Kirkby Tarn|Library opening hours cut"
        "|Tarnside Rovers hold leaders|Flood defences finished early|Bus route 14 saved after outcry",
    ),
}

"""Made-up sites of blind set S (small news sites and blogs of 2006-2026; every name invented): name, language, tagline,
sections, footer links, copyright and the words of its furniture, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_s import SiteS

# the furniture's words per language: home|share|tags|more|search|by
_UI = """
en|Home|Share this|Posted in|Older posts|Search|Posted by
de|Startseite|Weitersagen|Rubrik|Ältere Beiträge|Suchen|Geschrieben von
fr|Accueil|Faire suivre|Rangé dans|Billets précédents|Chercher|Écrit par
es|Portada|Compartir|Sección|Anteriores|Buscar|Redacción:
ru|Главная|Рассказать друзьям|Метки|Предыдущие записи|Найти|Написал
ja|トップ|共有する|カテゴリ|前の記事|サイト内検索|書いた人
ar|الصفحة الأولى|أرسل لصديق|التصنيف|أخبار سابقة|ابحث|كتب
zh|首页|分享到|分类|上一篇|搜索|作者
ko|처음으로|퍼가기|분류|이전 글|찾기|글쓴이
hi|मुखपृष्ठ|साझा करें|श्रेणी|पुरानी पोस्ट|खोज|लेखक
pt|Início|Partilhar|Arquivo|Textos anteriores|Pesquisar|Publicado por
fa|خانه|هم‌رسانی|موضوع|نوشته‌های قبلی|جستجو|نویسنده
it|Prima pagina|Condividi|Sezione|Articoli precedenti|Cerca|Scritto da
nl|Voorpagina|Doorsturen|Categorie|Oudere berichten|Zoek|Geschreven door
pl|Strona główna|Poleć|Kategoria|Starsze wpisy|Szukaj|Napisał
tr|Ana sayfa|Paylaş|Kategori|Önceki yazılar|Ara|Yazar
el|Αρχή|Στείλτε το|Κατηγορία|Παλαιότερα|Αναζήτηση|Γράφει
sv|Hem|Tipsa|Kategori|Äldre artiklar|Sök|Text:
cs|Domů|Poslat dál|Rubrika|Starší články|Hledat|Napsal
fi|Koti|Jaa eteenpäin|Kategoria|Vanhemmat|Etsi|Kirjoittaja
uk|Головна|Надіслати|Рубрика|Попередні|Шукати|Автор
th|หน้าหลัก|ส่งต่อ|หมวดหมู่|เรื่องก่อนหน้า|ค้นหา|เขียนโดย
he|דף הבית|שלחו לחבר|מדור|כתבות קודמות|חפשו|מאת
nb|Hjem|Tips en venn|Kategori|Eldre innlegg|Søk|Skrevet av
hu|Főoldal|Továbbküldés|Rovat|Korábbi cikkek|Keres|Szerző:
ro|Prima pagină|Trimite|Rubrica|Articole anterioare|Caută|Scris de
id|Beranda|Sebarkan|Rubrik|Tulisan lama|Cari|Ditulis oleh
vi|Trang nhà|Gửi bạn bè|Mục|Bài trước|Tìm|Người viết
"""

_KEYS = ("home", "share", "tags", "more", "search", "by")

UI: dict[str, dict[str, str]] = {}
for _line in _UI.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    UI[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-reactions|Bramble Lane Allotments|en|ltr|Plot 14 and its neighbours, week by week|Home,Plot diary,Seeds,Pests,About|Diary: Plot diary; Seeds; Pests || Site: Contact; Committee
de-nummer|Anzeiger für Kellbach|de|ltr|Nachrichten aus Kellbach und dem Auetal|Startseite,Kellbach,Auetal,Vereine,Sport|Lokales: Kellbach; Auetal; Vereine || Anzeiger: Impressum; Kontakt; Datenschutz
fr-chiffre|Les Carnets de Margot|fr|ltr|Couture, reprises et tissus de récup|Accueil,Patrons,Reprises,Tissus,À propos|Rubriques: Patrons; Reprises; Tissus || Ailleurs: Contact; Mentions
es-sintitulo|El Eco de Valdeolmos|es|ltr|Periódico digital de Valdeolmos y su comarca|Portada,Municipio,Comarca,Deportes,Agenda|Secciones: Municipio; Comarca; Deportes || El Eco: Quiénes somos; Contacto; Aviso legal
ru-obsuzhdenie|Дневник пасечника|ru|ltr|Пчёлы, мёд и деревенская жизнь|Главная,Пасека,Мёд,Деревня,Обо мне|Разделы: Пасека; Мёд; Деревня || Прочее: Написать мне; Ссылки
ja-bango|ちいさな古本屋日記|ja|ltr|駅裏の古本屋の毎日|トップ,入荷,店のこと,本の話,プロフィール|カテゴリ: 入荷; 店のこと; 本の話 || その他: お問い合わせ; 営業日
ar-araa|أخبار وادي الريحان|ar|rtl|جريدة وادي الريحان الإلكترونية|الصفحة الأولى,محليات,زراعة,رياضة,منوعات|أقسام: محليات; زراعة; رياضة || الجريدة: من نحن; راسلونا; شروط الاستخدام
zh-lou|青石镇在线|zh-CN|ltr|青石镇的新闻与生活|首页,本地新闻,民生,文体,便民|栏目: 本地新闻; 民生; 文体 || 关于: 联系我们; 广告服务; 隐私政策
ko-number|한내 소식|ko|ltr|한내면 주민들이 만드는 신문|처음으로,마을,농업,학교,행사|분류: 마을; 농업; 학교 || 신문사: 소개; 제보하기; 개인정보
hi-raay|पहाड़ की डायरी|hi|ltr|एक शिक्षक की पहाड़ी गाँव से चिट्ठियाँ|मुखपृष्ठ,गाँव,स्कूल,मौसम,परिचय|श्रेणियाँ: गाँव; स्कूल; मौसम || अन्य: संपर्क; लिंक
pt-oito|A Tasca do Fado|pt-PT|ltr|Crónicas de uma tasca de bairro|Início,Crónicas,Receitas,Fado,Sobre|Arquivo: Crónicas; Receitas; Fado || Mais: Contacto; Ligações
fa-bionvan|روزنامه دشت سبز|fa|rtl|خبرهای شهر و روستاهای دشت سبز|خانه,شهر,کشاورزی,ورزش,فرهنگ|موضوع‌ها: شهر; کشاورزی; ورزش || روزنامه: درباره ما; تماس; حریم خصوصی
it-commenti|La Gazzetta di Borgoalto|it|ltr|Notizie da Borgoalto e dalla valle|Prima pagina,Cronaca,Valle,Sport,Eventi|Sezioni: Cronaca; Valle; Sport || Gazzetta: Redazione; Pubblicità; Privacy
nl-zes|Het Fietsschuurtje|nl|ltr|Oude fietsen opknappen in een schuur in Drenthe|Voorpagina,Projecten,Onderdelen,Tochten,Over|Categorieën: Projecten; Onderdelen; Tochten || Verder: Contact; Links
pl-bez|Na Działce u Basi|pl|ltr|Ogród, przetwory i sąsiedzi|Strona główna,Ogród,Przetwory,Sąsiedzi,O mnie|Kategorie: Ogród; Przetwory; Sąsiedzi || Inne: Kontakt; Linki
tr-yorumlar|Yayla Haber|tr|ltr|Yaylaköy ve çevresinin haber sitesi|Ana sayfa,Köy,Tarım,Spor,Etkinlik|Kategoriler: Köy; Tarım; Spor || Yayla Haber: Künye; İletişim; Gizlilik
en-answers|Lamplighter's Log|en|ltr|Restoring a 1950s narrowboat, badly|Home,Engine,Paintwork,Cruising,About|Log: Engine; Paintwork; Cruising || Elsewhere: Contact; Mooring map
el-dyo|Το Τετράδιο της Θάλασσας|el|ltr|Ένας ψαράς γράφει για το νησί του|Αρχή,Ψάρεμα,Νησί,Συνταγές,Σχετικά|Κατηγορίες: Ψάρεμα; Νησί; Συνταγές || Άλλα: Επικοινωνία; Σύνδεσμοι
la-sv-gator|Norrviksbladet|sv|ltr|Nyheter från Norrvik och Älvsund|Hem,Norrvik,Älvsund,Sport,Kultur|Norrvik: Nyheter; Kultur; Sport || Bladet: Kontakt; Annonsera; Integritet
la-cs-role|Divadelní zápisník|cs|ltr|Poznámky z hledišť menších divadel|Domů,Premiéry,Soubory,Festivaly,O mně|Rubriky: Premiéry; Soubory; Festivaly || Jinde: Kontakt; Odkazy
la-ja-tanzaku|うみべ新聞デジタル|ja|ltr|海辺の町のニュース|トップ,まち,くらし,学校,イベント|カテゴリ: まち; くらし; 学校 || 新聞社: 会社案内; 広告; 個人情報
la-en-cocktails|The Harrowgate Herald|en|ltr|News for Harrowgate and the Wold villages|Home,News,Food & Drink,Sport,What's on|Herald: News; Food & Drink; Sport || Help: Contact; Advertise; Privacy
la-de-inschriften|Spaziergänge im Alten Land|de|ltr|Ein Rentner erkundet Dörfer, Kirchen und Friedhöfe|Startseite,Dörfer,Kirchen,Friedhöfe,Über mich|Rubriken: Dörfer; Kirchen; Friedhöfe || Mehr: Kontakt; Impressum
la-fi-sanasto|Murrepäiväkirja|fi|ltr|Pohjoissavolaisia sanoja ja niiden kertojia|Koti,Sanat,Kylät,Kertojat,Tietoa|Kategoriat: Sanat; Kylät; Kertojat || Muuta: Yhteys; Linkit
la-es-candidaturas|Diario de Torremolar|es|ltr|Noticias de Torremolar y la vega|Portada,Local,Educación,Deportes,Opinión|Secciones: Local; Educación; Deportes || Diario: Contacto; Publicidad; Aviso legal
la-uk-imena|Вісті Прибужжя|uk|ltr|Новини міста над Бугом|Головна,Місто,Громада,Спорт,Дозвілля|Рубрики: Місто; Громада; Спорт || Редакція: Контакти; Реклама; Приватність
la-th-talat|บันทึกคนชอบตลาด|th|ltr|ตะลอนตลาดเช้าทั่วเมือง|หน้าหลัก,ตลาด,ของกิน,ร้านเด็ด,เกี่ยวกับ|หมวดหมู่: ตลาด; ของกิน; ร้านเด็ด || อื่นๆ: ติดต่อ; ลิงก์
la-he-trempim|חדשות הגליל המערבי|he|rtl|חדשות היישובים בגליל המערבי|דף הבית,חדשות,קהילה,טיולים,ספורט|מדורים: חדשות; קהילה; טיולים || האתר: אודות; צרו קשר; תנאים
mx-en-jokes|The Pickled Onion Gazette|en|ltr|A village newsletter that got out of hand|Home,Village,Pub quiz,Fete,About|Gazette: Village; Pub quiz; Fete || Contact: Editor; Letters
mx-nb-russ|Fjordposten Vestnes|nb|ltr|Lokalavis for Vestnes og Tresfjord|Hjem,Nyheter,Skole,Sport,Kultur|Fjordposten: Nyheter; Skole; Sport || Avisen: Kontakt; Annonser; Personvern
mx-hu-haiku|Dombvidéki Hírlap|hu|ltr|Dombvidék és a Kapos mente hírei|Főoldal,Hírek,Kultúra,Iskola,Sport|Rovatok: Hírek; Kultúra; Iskola || Lap: Impresszum; Kapcsolat; Adatvédelem
mx-ro-dedicatii|Glasul Bârzavei|ro|ltr|Știri din Bârzava și satele din jur|Prima pagină,Local,Cultură,Școală,Sport|Rubrici: Local; Cultură; Școală || Redacția: Contact; Publicitate; Confidențialitate
mx-id-julukan|Warta Pelabuhan Ratu Kecil|id|ltr|Kabar dari kampung nelayan dan lapangan bola|Beranda,Kampung,Bola,Pantai,Tentang|Rubrik: Kampung; Bola; Pantai || Redaksi: Kontak; Iklan
mx-vi-khauhieu|Tin Xóm Đồi|vi|ltr|Chuyện làng, chuyện trường, chuyện đội|Trang nhà,Làng,Trường,Đội thiếu niên,Giới thiệu|Mục: Làng; Trường; Đội thiếu niên || Liên hệ: Tòa soạn; Cộng tác
"""

SITES_S: dict[str, SiteS] = {}
SITES_S_K: dict[str, SiteK] = {}  # the same sites as set K's data class, for the shared case maker
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    _site = SiteK(_name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© {_name}", direction=_dir)
    SITES_S_K[_key] = _site
    SITES_S[_key] = SiteS(_site, UI[_lang.split("-")[0]])

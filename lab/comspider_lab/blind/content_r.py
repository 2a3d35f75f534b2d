"""Made-up sites of blind set R (news sites and blogs of 2008-2026; every name invented): name, language, tagline,
sections, footer links, copyright and the words of its furniture, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_r import SiteR

# the furniture's words per language: home|share|tags|more|search|by
_UI = """
en|Home|Share|Filed under|More stories|Search|By
ar|الرئيسية|شارك|وسوم|المزيد|بحث|بقلم
hi|होम|शेयर करें|टैग|और खबरें|खोजें|लेखक
el|Αρχική|Κοινοποίηση|Ετικέτες|Περισσότερα|Αναζήτηση|Του
ko|홈|공유|태그|더 보기|검색|글
th|หน้าแรก|แชร์|แท็ก|อ่านเพิ่มเติม|ค้นหา|โดย
he|ראשי|שתפו|תגיות|עוד כתבות|חיפוש|מאת
uk|Головна|Поділитися|Теги|Більше новин|Пошук|Автор
de|Start|Teilen|Abgelegt unter|Mehr lesen|Suche|Von
fr|Accueil|Partager|Classé dans|À lire|Recherche|Par
es|Inicio|Compartir|Archivado en|Más noticias|Buscar|Por
it|Home|Condividi|Archiviato in|Altre notizie|Cerca|Di
pt|Início|Compartilhe|Arquivado em|Mais notícias|Buscar|Por
ja|ホーム|シェア|カテゴリー|もっと読む|検索|文
tr|Anasayfa|Paylaş|Etiketler|Diğer haberler|Ara|Yazan
vi|Trang chủ|Chia sẻ|Chủ đề|Tin khác|Tìm kiếm|Bởi
pl|Start|Udostępnij|Tagi|Więcej|Szukaj|Autor
nl|Home|Delen|Gearchiveerd onder|Meer nieuws|Zoeken|Door
hr|Naslovnica|Podijeli|Oznake|Još vijesti|Traži|Autor
sv|Start|Dela|Arkiverat under|Fler nyheter|Sök|Av
sk|Domov|Zdieľať|Štítky|Ďalšie správy|Hľadať|Autor
ro|Acasă|Distribuie|Etichete|Mai multe știri|Caută|De
ru|Главная|Поделиться|Рубрика|Ещё|Поиск|Автор
da|Forside|Del|Arkiveret under|Flere nyheder|Søg|Af
id|Beranda|Bagikan|Label|Berita lainnya|Cari|Oleh
fi|Etusivu|Jaa|Aiheet|Lisää uutisia|Haku|Kirjoittanut
hu|Címlap|Megosztás|Címkék|További hírek|Keresés|Írta
bg|Начало|Сподели|Етикети|Още новини|Търсене|Автор
ms|Utama|Kongsi|Tag|Berita lain|Cari|Oleh
cs|Úvod|Sdílet|Štítky|Další zprávy|Hledat|Autor
nb|Forsiden|Del|Arkivert under|Flere saker|Søk|Av
"""

_KEYS = ("home", "share", "tags", "more", "search", "by")

UI: dict[str, dict[str, str]] = {}
for _line in _UI.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    UI[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-oneline|Kettle & Kiln|en|ltr|A potter's notebook from a shed in Marlow Bottom|Home,Pots,Glazes,Firings,About|Notebook: Pots; Glazes; Firings || Elsewhere: Contact; Shop
en-blogger|The Slow Tandem|en|ltr|Two people, one bicycle, a lot of hills|Home,Routes,Kit,Stories,About|Blog: Routes; Kit; Stories || More: Contact; Newsletter
en-single|The Brackwater Courier|en|ltr|News for Brackwater and the estuary villages|Home,News,Sport,Business,Opinion,Weather|Courier: News; Sport; Business; Opinion || Help: Contact; Advertise; Privacy; Terms
ar-dl|صدى الواحة|ar|rtl|أخبار الواحة والقرى المجاورة|الرئيسية,محليات,اقتصاد,رياضة,ثقافة|أقسام: محليات; اقتصاد; رياضة || الموقع: من نحن; اتصل بنا; سياسة الخصوصية
hi-oneline|नगर दर्पण|hi|ltr|शहर की खबरें, आपकी भाषा में|होम,शहर,राज्य,खेल,मनोरंजन|खंड: शहर; राज्य; खेल || हमारे बारे में: संपर्क; विज्ञापन; गोपनीयता
el-table|Η Φωνή της Λίμνης|el|ltr|Ειδήσεις από τα χωριά της λίμνης|Αρχική,Τοπικά,Οικονομία,Αθλητικά,Πολιτισμός|Ενότητες: Τοπικά; Οικονομία; Αθλητικά || Εφημερίδα: Επικοινωνία; Διαφήμιση; Όροι
ko-details|골목 일보|ko|ltr|우리 동네 소식을 가장 먼저|홈,사회,경제,문화,스포츠|섹션: 사회; 경제; 문화 || 회사: 회사소개; 광고문의; 개인정보처리방침
th-shadow|ข่าวริมคลอง|th|ltr|ข่าวชุมชนริมคลองทุกวัน|หน้าแรก,ชุมชน,เศรษฐกิจ,กีฬา,บันเทิง|หมวด: ชุมชน; เศรษฐกิจ; กีฬา || เกี่ยวกับ: ติดต่อ; โฆษณา; นโยบายความเป็นส่วนตัว
he-modal|כל העמק|he|rtl|חדשות העמק והיישובים|ראשי,חדשות,כלכלה,ספורט,תרבות|מדורים: חדשות; כלכלה; ספורט || האתר: אודות; צור קשר; תנאי שימוש
uk-scroll|Поділля сьогодні|uk|ltr|Новини Поділля щодня|Головна,Новини,Економіка,Спорт,Культура|Рубрики: Новини; Економіка; Спорт || Редакція: Контакти; Реклама; Політика приватності
de-after|Bergsträßer Blatt|de|ltr|Lokales aus Heppenau und dem Weschnitztal|Start,Lokales,Region,Sport,Kultur|Lokales: Heppenau; Weschnitztal || Verlag: Impressum; Kontakt; Datenschutz
fr-ol|Le Carnet du Causse|fr|ltr|Un instituteur retraité raconte son plateau|Accueil,Balades,Patois,Recettes,Contact|Rubriques: Balades; Patois; Recettes || Divers: Contact; Mentions légales
es-uno|Crónica de Almedina|es|ltr|El diario de la Sierra de Almedina|Inicio,Comarca,Sucesos,Deportes,Cultura|Secciones: Comarca; Sucesos; Deportes || Crónica: Quiénes somos; Contacto; Aviso legal
it-oneline|Appunti di Val Serena|it|ltr|Sentieri, rifugi e polenta|Home,Sentieri,Rifugi,Cucina,Chi sono|Sezioni: Sentieri; Rifugi; Cucina || Info: Contatti; Privacy
pt-cite|Folha do Vale do Jacu|pt-BR|ltr|Notícias de Jacuí e região|Início,Cidade,Região,Esporte,Cultura|Seções: Cidade; Região; Esporte || Folha: Expediente; Anuncie; Contato
ja-nested|しずかな台所|ja|ltr|季節の台所仕事と保存食の記録|ホーム,保存食,季節,道具,プロフィール|カテゴリー: 保存食; 季節; 道具 || その他: お問い合わせ; プライバシー
tr-plain|Ova Postası|tr|ltr|Ovanın haber sitesi|Anasayfa,Gündem,Ekonomi,Spor,Kültür|Kategoriler: Gündem; Ekonomi; Spor || Kurumsal: Künye; İletişim; Gizlilik
vi-after|Tin Bến Đò|vi|ltr|Tin tức miền sông nước|Trang chủ,Thời sự,Kinh tế,Thể thao,Văn hóa|Chuyên mục: Thời sự; Kinh tế; Thể thao || Tòa soạn: Liên hệ; Quảng cáo; Điều khoản
pl-h4|Kurier Znad Narwi|pl|ltr|Wiadomości z Ostrołęki i okolic|Start,Wiadomości,Sport,Kultura,Ogłoszenia|Działy: Wiadomości; Sport; Kultura || Redakcja: Kontakt; Reklama; Regulamin
nl-een|Polderpraat|nl|ltr|Een boer schrijft over het weer, de koeien en de gemeente|Home,Het land,Koeien,Gemeente,Over mij|Rubrieken: Het land; Koeien; Gemeente || Info: Contact; Disclaimer
la-nb-havn|Vågsnes Havneblad|nb|ltr|Nytt fra havna og fjorden|Forsiden,Havna,Nyheter,Sport,Tidevann|Havnebladet: Havna; Nyheter; Sport || Hjelp: Kontakt; Annonser; Personvern
la-hr-potres|Glas Zagore|hr|ltr|Vijesti iz Zagore i Prigorja|Naslovnica,Vijesti,Regija,Sport,Kultura|Rubrike: Vijesti; Regija; Sport || Impressum: Kontakt; Oglašavanje; Privatnost
la-sv-fart|Löparbloggen Fotavtryck|sv|ltr|En motionärs anteckningar om långlopp|Start,Lopp,Träning,Utrustning,Om mig|Kategorier: Lopp; Träning; Utrustning || Övrigt: Kontakt; Länkar
la-sk-chodniky|Horehronský týždeň|sk|ltr|Správy z Horehronia|Domov,Správy,Región,Šport,Kultúra|Rubriky: Správy; Región; Šport || Redakcia: Kontakt; Inzercia; Ochrana údajov
la-ro-curent|Ecoul Văii Mureșelului|ro|ltr|Știri din Mureșeni și împrejurimi|Acasă,Local,Administrație,Sport,Cultură|Secțiuni: Local; Administrație; Sport || Redacția: Contact; Publicitate; Confidențialitate
la-ru-citaty|Заметки книгочея|ru|ltr|Книги, цитаты и чай|Главная,Книги,Цитаты,Чай,Обо мне|Рубрики: Книги; Цитаты; Чай || Прочее: Контакты; Ссылки
la-da-traeer|Nørrebyens Avis|da|ltr|Lokalt nyt fra Nørreby og Hvidsten|Forside,Nyheder,Kultur,Sport,Debat|Nyheder: Nørreby; Hvidsten || Avisen: Kontakt; Annoncer; Cookies
la-es-arbitros|Deporte Vegabaja|es|ltr|El fútbol base y regional de la Vega Baja|Inicio,Regional,Fútbol base,Sala,Opinión|Secciones: Regional; Fútbol base; Sala || Web: Contacto; Publicidad; Aviso legal
la-id-mancing|Kabar Teluk Sembilang|id|ltr|Berita pesisir dan nelayan|Beranda,Pesisir,Ekonomi,Olahraga,Wisata|Kategori: Pesisir; Ekonomi; Wisata || Redaksi: Kontak; Iklan; Privasi
la-en-peals|St Aldric's Tower Notes|en|ltr|Bells, ringers and the odd quarter peal in the Wensum benefice|Home,Peals,Practice nights,Learning,Contact|Tower: Peals; Practice nights; Learning || Links: Diocese guild; Bell restoration fund
mx-fi-kaannos|Runojen Riihi|fi|ltr|Kirjallisuusblogi runoista ja niiden suomennoksista|Etusivu,Runot,Suomennokset,Arviot,Tietoa|Aiheet: Runot; Suomennokset; Arviot || Muuta: Yhteystiedot; Linkit
mx-hu-rendor|Tiszaháti Napló|hu|ltr|Tiszahát és környéke hírei|Címlap,Hírek,Közélet,Sport,Kultúra|Rovatok: Hírek; Közélet; Sport || Lap: Impresszum; Kapcsolat; Adatvédelem
mx-bg-vino|Лозата|bg|ltr|Блог за вино, лози и изби|Начало,Вина,Изби,Сортове,За мен|Рубрики: Вина; Изби; Сортове || Още: Контакти; Връзки
mx-ms-catur|Berita Kuala Seri|ms|ltr|Berita tempatan Kuala Seri dan sekitarnya|Utama,Tempatan,Sukan,Hiburan,Pendapat|Kategori: Tempatan; Sukan; Hiburan || Kami: Hubungi; Iklan; Privasi
mx-cs-schranka|Hlasatel Podhůří|cs|ltr|Zprávy z Podhůří a okolí|Úvod,Zprávy,Kultura,Sport,Inzerce|Rubriky: Zprávy; Kultura; Sport || Redakce: Kontakty; Reklama; Ochrana údajů
mx-en-oral|Fenwick Marsh Gazette|en|ltr|The marsh towns' weekly since 1921|Home,News,History,Sport,Notices|Gazette: News; History; Sport || Reader services: Subscribe; Contact; Privacy
"""

SITES_R: dict[str, SiteR] = {}
SITES_R_K: dict[str, SiteK] = {}  # the same sites as set K's data class, for the shared case maker
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    _site = SiteK(_name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© {_name}", direction=_dir)
    SITES_R_K[_key] = _site
    SITES_R[_key] = SiteR(_site, UI[_lang.split("-")[0]])

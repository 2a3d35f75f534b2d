"""Made-up sites of blind set W (news sites of many countries as built in 2020-2026; every name invented): name,
language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-say|The Harrowgate Mercury|en|ltr|News for the dales since 1881|Home,News,Farming,Sport,Opinion|Sections: News; Farming; Sport || Mercury: Contact us; Subscribe; Privacy notice
de-one|Westerwälder Landbote|de|ltr|Nachrichten aus dem Westerwald|Start,Lokales,Wirtschaft,Sport,Kultur|Ressorts: Lokales; Wirtschaft; Sport || Verlag: Impressum; Abo; Datenschutz
fr-dl|L'Écho du Bocage|fr|ltr|L'actualité du bocage normand|Accueil,Communes,Agriculture,Sports,Loisirs|Rubriques: Communes; Agriculture; Sports || Journal: Contact; Abonnement; Confidentialité
es-tbl|Diario del Campo de Montiel|es|ltr|Noticias de la comarca|Portada,Comarca,Campo,Deportes,Cultura|Secciones: Comarca; Campo; Deportes || Diario: Contacto; Publicidad; Privacidad
it-cards|La Voce del Sannio Alto|it|ltr|Notizie dai paesi del Sannio|Home,Paesi,Lavoro,Sport,Eventi|Sezioni: Paesi; Lavoro; Sport || Testata: Redazione; Pubblicità; Privacy
pt-masked|Folha do Vale do Itapemirim|pt-BR|ltr|Notícias do sul capixaba|Início,Cidades,Economia,Esportes,Cultura|Editorias: Cidades; Economia; Esportes || Folha: Fale conosco; Anuncie; Privacidade
nl-one|De Kempenbode|nl|ltr|Nieuws uit de Kempen|Home,Dorpen,Werk,Sport,Cultuur|Rubrieken: Dorpen; Werk; Sport || Bode: Contact; Abonneren; Privacy
sv-say|Dalälvens Kuriren|sv|ltr|Nyheter längs älven|Start,Nyheter,Sport,Kultur,Debatt|Avdelningar: Nyheter; Sport; Kultur || Tidningen: Kundservice; Prenumerera; Integritet
pl-five|Kurier Podhalański|pl|ltr|Wiadomości spod Tatr|Główna,Gminy,Gospodarka,Sport,Kultura|Działy: Gminy; Gospodarka; Sport || Kurier: Redakcja; Reklama; Prywatność
tr-aside|Karadeniz Sahil Postası|tr|ltr|Sahilin haber sitesi|Ana Sayfa,Yerel,Ekonomi,Spor,Yaşam|Kategoriler: Yerel; Ekonomi; Spor || Künye: İletişim; Reklam; Gizlilik
fa-native|روزنامه دامنه البرز|fa|rtl|خبرهای شهرهای دامنه|صفحه اصلی,شهری,اجتماعی,ورزشی,فرهنگی|بخش‌ها: شهری; اجتماعی; ورزشی || روزنامه: تماس; تبلیغات; حریم خصوصی
hi-native|गंगापार समाचार|hi|ltr|ज़िले की हर ख़बर|मुख्य पृष्ठ,शहर,गाँव,खेल,मनोरंजन|विभाग: शहर; गाँव; खेल || हमारे बारे में: संपर्क; विज्ञापन; गोपनीयता
th-native|ข่าวลุ่มน้ำปิง|th|ltr|ข่าวท้องถิ่นภาคเหนือ|หน้าแรก,ท้องถิ่น,สังคม,กีฬา,บันเทิง|หมวด: ท้องถิ่น; สังคม; กีฬา || เกี่ยวกับ: ติดต่อ; โฆษณา; นโยบายความเป็นส่วนตัว
ro-button|Gazeta de Bistrița-Năsăud|ro|ltr|Știri din județ|Acasă,Local,Economie,Sport,Cultură|Secțiuni: Local; Economie; Sport || Redacția: Contact; Publicitate; Confidențialitate
uk-tab|Подільський вісник|uk|ltr|Новини Поділля|Головна,Громади,Економіка,Спорт,Культура|Розділи: Громади; Економіка; Спорт || Редакція: Контакти; Реклама; Конфіденційність
hr-details|Zagorski tjednik|hr|ltr|Vijesti iz Zagorja|Naslovnica,Vijesti,Gospodarstvo,Sport,Kultura|Rubrike: Vijesti; Gospodarstvo; Sport || Tjednik: Impressum; Oglašavanje; Privatnost
ja-iframe|しまなみ日報|ja|ltr|島と海のニュース|トップ,地域,くらし,観光,スポーツ|カテゴリ: 地域; くらし; 観光 || 日報社: 会社概要; お問い合わせ; プライバシー
ms-page|Suara Lembah Kinta|ms|ltr|Berita tempatan setiap hari|Utama,Bandar,Komuniti,Sukan,Hiburan|Ruangan: Bandar; Komuniti; Sukan || Kami: Hubungi; Iklan; Privasi
la-da-ward|Sydhavsøernes Avis|da|ltr|Nyt fra øerne|Forside,Lokalt,Sundhed,Sport,Kultur|Sektioner: Lokalt; Sundhed; Sport || Avisen: Kontakt; Annoncer; Privatlivspolitik
la-fi-library|Pohjanmaan Viikko|fi|ltr|Viikon uutiset lakeudelta|Etusivu,Uutiset,Kulttuuri,Urheilu,Menot|Osastot: Uutiset; Kulttuuri; Urheilu || Lehti: Yhteystiedot; Tilaa; Tietosuoja
la-hu-bakery|Tiszazugi Krónika|hu|ltr|Hírek a Tisza mentéről|Címlap,Helyi,Gasztro,Sport,Kultúra|Rovatok: Helyi; Gasztro; Sport || Lap: Impresszum; Kapcsolat; Adatvédelem
la-ko-newsroom|바다마을일보|ko|ltr|바닷가 마을의 소식|홈,지역,사람들,스포츠,알림|메뉴: 지역; 사람들; 스포츠 || 신문사: 회사소개; 제보; 개인정보처리방침
la-el-kitchen|Ο Ταχυδρόμος της Θεσσαλίας|el|ltr|Νέα από τον κάμπο|Αρχική,Τοπικά,Γεύση,Αθλητικά,Πολιτισμός|Ενότητες: Τοπικά; Γεύση; Αθλητικά || Εφημερίδα: Επικοινωνία; Διαφήμιση; Απόρρητο
la-zh-forum|湖畔科技周刊|zh-CN|ltr|湖畔城市的科技与产业|首页,产业,活动,人物,专题|频道: 产业; 活动; 人物 || 关于: 关于我们; 联系我们; 隐私政策
la-vi-kiln|Báo Làng Nghề Ven Sông|vi|ltr|Tin tức làng nghề|Trang chủ,Làng nghề,Du lịch,Đời sống,Văn hóa|Chuyên mục: Làng nghề; Du lịch; Đời sống || Tòa soạn: Liên hệ; Quảng cáo; Chính sách
la-id-studio|Warta Musik Bandung Raya|id|ltr|Kabar musik dan panggung kota|Beranda,Musik,Panggung,Komunitas,Agenda|Rubrik: Musik; Panggung; Komunitas || Redaksi: Tentang kami; Kontak; Privasi
mx-cs-piano|Horácký zpravodaj|cs|ltr|Zprávy z Vysočiny|Úvod,Zprávy,Spolky,Sport,Kultura|Rubriky: Zprávy; Spolky; Sport || Redakce: Kontakt; Inzerce; Soukromí
mx-bg-fridge|Родопски глас|bg|ltr|Новини от планината|Начало,Общини,Общество,Спорт,Култура|Рубрики: Общини; Общество; Спорт || Редакция: Контакти; Реклама; Поверителност
mx-he-knit|קול הגליל המערבי|he|rtl|חדשות מהיישובים|ראשי,יישובים,קהילה,ספורט,תרבות|מדורים: יישובים; קהילה; ספורט || אודות: צור קשר; פרסום; פרטיות
mx-en-maker|The Saltmarsh Gazette|en|ltr|News from the estuary towns|Home,Towns,Business,Sport,What's on|Sections: Towns; Business; Sport || Gazette: Contact; Advertise; Privacy
"""

SITES_W: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_W[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )

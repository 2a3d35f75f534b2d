"""Made-up sites of blind set U (news sites of many countries as built in 2019-2026; every name invented): name,
language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
de-count|Weserbote Online|de|ltr|Nachrichten zwischen Weser und Moor|Start,Lokales,Politik,Sport,Kultur|Ressorts: Lokales; Politik; Sport || Verlag: Impressum; Abo; Datenschutz
fr-preview|L'Écho des Causses|fr|ltr|Quotidien du plateau et des vallées|Accueil,Causses,Société,Sports,Sorties|Rubriques: Causses; Société; Sports || Journal: Contact; S'abonner; Confidentialité
es-page|Diario del Ebro Bajo|es|ltr|Noticias de la Ribera|Portada,Ribera,Comarca,Deportes,Opinión|Secciones: Ribera; Comarca; Deportes || Diario: Contacto; Suscripción; Aviso legal
it-paged|La Voce del Lario|it|ltr|Quotidiano online del lago|Home,Cronaca,Lago,Sport,Eventi|Sezioni: Cronaca; Lago; Sport || Giornale: Redazione; Pubblicità; Privacy
ja-iframe|北浜タイムズ|ja|ltr|地域の話題を毎日|トップ,地域,くらし,経済,スポーツ|カテゴリ: 地域; くらし; 経済 || 会社: 会社案内; お問い合わせ; 個人情報
ko-details|새벽강일보|ko|ltr|강변 도시의 소식|홈,지역,정치,경제,문화|섹션: 지역; 정치; 경제 || 신문사: 회사소개; 구독; 개인정보처리방침
zh-replies|南岭晚报|zh-CN|ltr|南岭城市新闻|首页,城事,民生,教育,体育|频道: 城事; 民生; 教育 || 晚报: 关于我们; 联系方式; 隐私
ar-digits|جريدة الوادي الأخضر|ar|rtl|أخبار المحافظة كل يوم|الرئيسية,محليات,اقتصاد,رياضة,ثقافة|أقسام: محليات; اقتصاد; رياضة || الجريدة: من نحن; اتصل بنا; الخصوصية
hi-scroll|नर्मदा समाचार|hi|ltr|मध्य भारत की खबरें|होम,शहर,राज्य,खेल,मनोरंजन|श्रेणियाँ: शहर; राज्य; खेल || अखबार: हमारे बारे में; संपर्क; गोपनीयता
ru-moder|Заречные ведомости|ru|ltr|Новости Заречья и области|Главная,Город,Область,Спорт,Культура|Рубрики: Город; Область; Спорт || Редакция: Контакты; Реклама; Конфиденциальность
pl-quotes|Kurier Podgórski|pl|ltr|Wiadomości z gór i dolin|Strona główna,Region,Kraj,Sport,Kultura|Działy: Region; Kraj; Sport || Kurier: Redakcja; Reklama; Prywatność
pt-pick|Jornal da Serra Verde|pt-BR|ltr|Notícias da Serra e do Vale|Início,Cidades,Política,Esporte,Cultura|Editorias: Cidades; Política; Esporte || Jornal: Expediente; Assine; Privacidade
tr-infinite|Karadeniz Postası|tr|ltr|Karadeniz'in sesi|Ana Sayfa,Gündem,Ekonomi,Spor,Kültür|Kategoriler: Gündem; Ekonomi; Spor || Gazete: Künye; İletişim; KVKK
vi-accordion|Tin Miền Tây|vi|ltr|Tin tức đồng bằng mỗi ngày|Trang chủ,Thời sự,Kinh tế,Đời sống,Thể thao|Chuyên mục: Thời sự; Kinh tế; Đời sống || Tòa soạn: Liên hệ; Quảng cáo; Điều khoản
he-older|חדשות העמק|he|rtl|אתר החדשות של העמק|ראשי,חדשות,כלכלה,ספורט,תרבות|מדורים: חדשות; כלכלה; ספורט || האתר: אודות; צור קשר; פרטיות
sw-static|Sauti ya Pwani|sw|ltr|Habari za pwani kila siku|Nyumbani,Habari,Biashara,Michezo,Burudani|Sehemu: Habari; Biashara; Michezo || Sisi: Wasiliana nasi; Matangazo; Faragha
en-counticon|The Harbour Ledger|en|ltr|News for the bay towns|Home,News,Business,Sport,Arts|Sections: News; Business; Sport || Ledger: About; Contact; Privacy
fa-persian|خبرنامه کرانه|fa|rtl|اخبار شهر و استان|خانه,شهر,اقتصاد,ورزش,فرهنگ|بخش‌ها: شهر; اقتصاد; ورزش || ما: درباره ما; تماس; حریم خصوصی
la-de-court|Landgericht-Report|de|ltr|Recht und Justiz in der Region|Start,Urteile,Verfahren,Ratgeber,Kontakt|Themen: Urteile; Verfahren; Ratgeber || Über uns: Redaktion; Impressum; Datenschutz
la-cs-amend|Sněmovní zpravodaj|cs|ltr|Co se děje v parlamentu|Úvod,Zákony,Poslanci,Rozpočet,Analýzy|Rubriky: Zákony; Poslanci; Rozpočet || Redakce: Kontakt; Inzerce; Soukromí
la-sv-births|Norrlandsbladet|sv|ltr|Nyheter från norr|Start,Nyheter,Familj,Sport,Kultur|Avdelningar: Nyheter; Familj; Sport || Tidningen: Kundservice; Prenumerera; Integritet
la-th-auction|ข่าวชุมชนริมน้ำ|th|ltr|ข่าวชุมชนและงานการกุศล|หน้าแรก,ชุมชน,การกุศล,กีฬา,บันเทิง|หมวด: ชุมชน; การกุศล; กีฬา || เรา: ติดต่อ; โฆษณา; นโยบาย
la-fi-defences|Yliopistolehti Verso|fi|ltr|Tiedettä ja kampuselämää|Etusivu,Tiede,Kampus,Väitökset,Ura|Osastot: Tiede; Kampus; Väitökset || Lehti: Toimitus; Tilaa; Tietosuoja
la-uk-documents|Прикордонний вісник|uk|ltr|Новини громад прикордоння|Головна,Новини,Громади,Оголошення,Спорт|Рубрики: Новини; Громади; Оголошення || Редакція: Контакти; Реклама; Приватність
mx-nl-repair|De Dijkpost|nl|ltr|Nieuws uit de dijkdorpen|Home,Dorpen,Mensen,Sport,Agenda|Rubrieken: Dorpen; Mensen; Sport || Krant: Contact; Abonneren; Privacy
mx-id-donors|Warta Kampung Sawah|id|ltr|Berita warga dan kampung|Beranda,Kampung,Ekonomi,Olahraga,Religi|Rubrik: Kampung; Ekonomi; Olahraga || Redaksi: Tentang; Kontak; Privasi
mx-ro-hearings|Monitorul de Olt|ro|ltr|Știri din județ|Acasă,Local,Administrație,Sport,Cultură|Secțiuni: Local; Administrație; Sport || Ziar: Contact; Publicitate; Confidențialitate
mx-en-bookclub|The Lantern Street Review|en|ltr|A small magazine about reading in public|Home,Books,Clubs,Events,About|Read: Books; Clubs; Events || Review: About; Newsletter; Privacy
"""

SITES_U: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_U[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )

"""Made-up sites of blind set X (news sites of many countries as built in 2020-2026; every name invented): name,
language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
sk-acc|Pohronský týždeň|sk|ltr|Správy spod Poľany|Domov,Región,Ekonomika,Šport,Kultúra|Rubriky: Región; Ekonomika; Šport || Týždenník: Kontakt; Predplatné; Súkromie
cs-rail|Podbrdský deník|cs|ltr|Zprávy z Podbrdska|Úvod,Obce,Doprava,Sport,Kultura|Rubriky: Obce; Doprava; Sport || Deník: Redakce; Inzerce; Soukromí
da-gate|Limfjordsposten|da|ltr|Nyheder fra fjorden|Forside,Lokalt,Erhverv,Sport,Kultur|Sektioner: Lokalt; Erhverv; Sport || Avisen: Kontakt; Abonnement; Privatliv
hr-long|Slavonski glasnik|hr|ltr|Vijesti s ravnice|Naslovnica,Županija,Gospodarstvo,Sport,Kultura|Rubrike: Županija; Gospodarstvo; Sport || Glasnik: Impressum; Oglasi; Privatnost
hu-late|Bakonyi Hírmondó|hu|ltr|Hírek a Bakonyból|Címlap,Települések,Gazdaság,Sport,Kultúra|Rovatok: Települések; Gazdaság; Sport || Lap: Impresszum; Előfizetés; Adatvédelem
ru-tabs|Заречный вестник|ru|ltr|Новости правобережья|Главная,Город,Экономика,Спорт,Культура|Разделы: Город; Экономика; Спорт || Редакция: Контакты; Реклама; Конфиденциальность
vi-rail|Tin Miền Tây Sông Hậu|vi|ltr|Tin tức đồng bằng|Trang chủ,Địa phương,Kinh tế,Thể thao,Văn hóa|Chuyên mục: Địa phương; Kinh tế; Thể thao || Tòa soạn: Liên hệ; Quảng cáo; Bảo mật
fr-related|Le Courrier des Causses|fr|ltr|L'actualité des plateaux|Accueil,Villages,Économie,Sports,Sorties|Rubriques: Villages; Économie; Sports || Journal: Contact; Abonnement; Confidentialité
pt-gate|Gazeta do Recôncavo|pt-BR|ltr|Notícias do Recôncavo baiano|Início,Cidades,Economia,Esportes,Cultura|Editorias: Cidades; Economia; Esportes || Gazeta: Fale conosco; Anuncie; Privacidade
pl-table|Gazeta Nadnotecka|pl|ltr|Wiadomości znad Noteci|Główna,Powiat,Gospodarka,Sport,Kultura|Działy: Powiat; Gospodarka; Sport || Gazeta: Redakcja; Reklama; Prywatność
sv-details|Hälsinge Nyheter|sv|ltr|Nyheter från Hälsingland|Start,Nyheter,Näringsliv,Sport,Kultur|Avdelningar: Nyheter; Näringsliv; Sport || Tidningen: Kundservice; Prenumerera; Integritet
en-ce|The Fenwick Courier|en|ltr|News for the fen villages|Home,Villages,Business,Sport,Opinion|Sections: Villages; Business; Sport || Courier: Contact us; Subscribe; Privacy
de-ntable|Nordeifel Rundschau|de|ltr|Nachrichten aus der Nordeifel|Start,Orte,Wirtschaft,Sport,Freizeit|Ressorts: Orte; Wirtschaft; Sport || Verlag: Impressum; Abo; Datenschutz
it-dl|Il Corriere della Lunigiana Alta|it|ltr|Notizie dai borghi|Home,Borghi,Lavoro,Sport,Eventi|Sezioni: Borghi; Lavoro; Sport || Testata: Redazione; Pubblicità; Privacy
ja-soup|北上川タイムス|ja|ltr|流域のニュース|トップ,地域,経済,スポーツ,くらし|カテゴリ: 地域; 経済; スポーツ || 会社: 会社概要; お問い合わせ; プライバシー
ko-more|남강일보|ko|ltr|강 따라 흐르는 소식|홈,지역,경제,스포츠,문화|메뉴: 지역; 경제; 스포츠 || 신문사: 회사소개; 제보; 개인정보처리방침
tr-toggle|Ege Kıyı Gazetesi|tr|ltr|Körfezin haberleri|Ana Sayfa,Yerel,Ekonomi,Spor,Kültür|Kategoriler: Yerel; Ekonomi; Spor || Künye: İletişim; Reklam; Gizlilik
ar-single|صوت الواحات|ar|rtl|أخبار الواحات والقرى|الرئيسية,محليات,اقتصاد,رياضة,ثقافة|الأقسام: محليات; اقتصاد; رياضة || الصحيفة: اتصل بنا; أعلن معنا; الخصوصية
nl-two|Veluwse Koerier|nl|ltr|Nieuws van de Veluwe|Home,Dorpen,Werk,Sport,Cultuur|Rubrieken: Dorpen; Werk; Sport || Koerier: Contact; Abonneren; Privacy
zh-eight|江畔晨报|zh-CN|ltr|江畔城乡新闻|首页,本地,经济,体育,文化|频道: 本地; 经济; 体育 || 关于: 关于我们; 联系我们; 隐私政策
la-es-swarms|El Heraldo de la Vera|es|ltr|Noticias de la comarca|Portada,Pueblos,Campo,Deportes,Agenda|Secciones: Pueblos; Campo; Deportes || Diario: Contacto; Publicidad; Privacidad
la-nb-seeds|Hadelands Blad|nb|ltr|Nyheter fra Hadeland|Forsiden,Lokalt,Næring,Sport,Kultur|Seksjoner: Lokalt; Næring; Sport || Avisen: Kontakt; Abonnement; Personvern
la-el-stamps|Η Φωνή της Ηπείρου|el|ltr|Ειδήσεις από τα χωριά|Αρχική,Τοπικά,Οικονομία,Αθλητικά,Πολιτισμός|Ενότητες: Τοπικά; Οικονομία; Αθλητικά || Εφημερίδα: Επικοινωνία; Διαφήμιση; Απόρρητο
la-ro-wells|Vestea Bărăganului|ro|ltr|Știri din câmpie|Acasă,Local,Economie,Sport,Cultură|Secțiuni: Local; Economie; Sport || Redacția: Contact; Publicitate; Confidențialitate
la-id-journeymen|Kabar Kriya Jepara|id|ltr|Kabar perajin dan kampung|Beranda,Kampung,Usaha,Olahraga,Budaya|Rubrik: Kampung; Usaha; Olahraga || Redaksi: Tentang kami; Kontak; Privasi
la-he-patents|חדשות עמק יזרעאל|he|rtl|חדשות מהעמק|ראשי,יישובים,כלכלה,ספורט,תרבות|מדורים: יישובים; כלכלה; ספורט || אודות: צור קשר; פרסום; פרטיות
la-lt-loans|Nemuno krašto žinios|lt|ltr|Žinios iš Panemunės|Pradžia,Miestai,Ekonomika,Sportas,Kultūra|Skyriai: Miestai; Ekonomika; Sportas || Redakcija: Kontaktai; Reklama; Privatumas
mx-uk-grafts|Полтавські обрії|uk|ltr|Новини Полтавщини|Головна,Громади,Економіка,Спорт,Культура|Розділи: Громади; Економіка; Спорт || Редакція: Контакти; Реклама; Конфіденційність
mx-fa-tanks|صدای کویر یزد|fa|rtl|خبرهای شهر و روستا|صفحه اصلی,شهری,اقتصادی,ورزشی,فرهنگی|بخش‌ها: شهری; اقتصادی; ورزشی || روزنامه: تماس; تبلیغات; حریم خصوصی
mx-sl-finds|Posavski tednik|sl|ltr|Novice ob Savi|Domov,Kraji,Gospodarstvo,Šport,Kultura|Rubrike: Kraji; Gospodarstvo; Šport || Tednik: Kontakt; Naročnina; Zasebnost
"""

SITES_X: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_X[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )

"""Made-up sites of blind set V (news sites of many countries as built in 2019-2026; every name invented): name,
language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
it-yearless|Il Corriere della Valtorta|it|ltr|Notizie dalla valle|Home,Valle,Paesi,Sport,Agenda|Sezioni: Valle; Paesi; Sport || Testata: Redazione; Abbonati; Privacy
ru-vtime|Приозёрская правда|ru|ltr|Новости района у озера|Главная,Район,Общество,Спорт,Культура|Разделы: Район; Общество; Спорт || Редакция: Контакты; Реклама; Политика конфиденциальности
ja-md|みなと新報|ja|ltr|港町のニュース|トップ,まち,くらし,教育,スポーツ|カテゴリ: まち; くらし; 教育 || 新報社: 会社概要; お問い合わせ; プライバシー
de-show|Allgäuer Rundblick|de|ltr|Nachrichten aus dem Oberland|Start,Region,Wirtschaft,Sport,Freizeit|Ressorts: Region; Wirtschaft; Sport || Verlag: Impressum; Abo; Datenschutz
en-us|The Millbrook Courier|en|ltr|Local news for the river valley|Home,Local,Schools,Sports,Opinion|Sections: Local; Schools; Sports || Courier: About us; Subscribe; Privacy policy
tr-short|Ege Kıyı Haber|tr|ltr|Körfezin haber sitesi|Ana Sayfa,Yerel,Ekonomi,Spor,Yaşam|Kategoriler: Yerel; Ekonomi; Spor || Künye: İletişim; Reklam; Gizlilik
nb-kl|Fjordposten|nb|ltr|Nyheter fra fjorden|Forsiden,Nyheter,Sport,Kultur,Meninger|Seksjoner: Nyheter; Sport; Kultur || Avisen: Kontakt; Abonnement; Personvern
es-modal|El Heraldo de la Sierra|es|ltr|Noticias de la sierra y sus pueblos|Portada,Sierra,Pueblos,Deportes,Cultura|Secciones: Sierra; Pueblos; Deportes || Heraldo: Contacto; Suscríbete; Privacidad
zh-rel|江城日报网|zh-CN|ltr|江城新闻门户|首页,本地,民生,财经,体育|频道: 本地; 民生; 财经 || 关于: 关于我们; 联系我们; 隐私政策
fi-weekday|Järviseudun Sanomat|fi|ltr|Uutisia järviseudulta|Etusivu,Uutiset,Urheilu,Kulttuuri,Mielipide|Osastot: Uutiset; Urheilu; Kulttuuri || Lehti: Yhteystiedot; Tilaa; Tietosuoja
nl-iframe|Polderkrant|nl|ltr|Nieuws uit de polder|Home,Regio,Mensen,Sport,Uitgaan|Rubrieken: Regio; Mensen; Sport || Krant: Contact; Abonnement; Privacy
ar-native|صحيفة الساحل اليوم|ar|rtl|أخبار الساحل والمدن|الرئيسية,محليات,مجتمع,رياضة,منوعات|أقسام: محليات; مجتمع; رياضة || الصحيفة: من نحن; اتصل بنا; سياسة الخصوصية
bn-native|নদীতীর বার্তা|bn|ltr|নদীপাড়ের খবর প্রতিদিন|প্রচ্ছদ,জেলা,সমাজ,খেলা,বিনোদন|বিভাগ: জেলা; সমাজ; খেলা || আমরা: যোগাযোগ; বিজ্ঞাপন; গোপনীয়তা
pl-dsd|Gazeta Nadbużańska|pl|ltr|Wiadomości znad Bugu|Główna,Region,Gospodarka,Sport,Kultura|Działy: Region; Gospodarka; Sport || Gazeta: Redakcja; Reklama; Prywatność
ko-shadow|한빛시민신문|ko|ltr|시민이 만드는 지역 뉴스|홈,지역,사회,교육,스포츠|섹션: 지역; 사회; 교육 || 신문: 회사소개; 제보; 개인정보처리방침
pt-full|Gazeta do Minho Interior|pt-PT|ltr|Notícias do interior minhoto|Início,Concelhos,Sociedade,Desporto,Cultura|Secções: Concelhos; Sociedade; Desporto || Jornal: Ficha técnica; Assinaturas; Privacidade
fr-scroll|Le Républicain des Vosges du Sud|fr|ltr|L'actualité des vallées|Accueil,Vallées,Société,Sport,Loisirs|Rubriques: Vallées; Société; Sport || Journal: Nous contacter; S'abonner; Données personnelles
vi-small|Báo Cao Nguyên Mới|vi|ltr|Tin tức Tây Nguyên|Trang chủ,Thời sự,Xã hội,Kinh tế,Thể thao|Chuyên mục: Thời sự; Xã hội; Kinh tế || Tòa soạn: Liên hệ; Quảng cáo; Chính sách
el-small|Η Φωνή της Κρήτης|el|ltr|Ειδήσεις από όλο το νησί|Αρχική,Τοπικά,Κοινωνία,Αθλητικά,Πολιτισμός|Ενότητες: Τοπικά; Κοινωνία; Αθλητικά || Εφημερίδα: Επικοινωνία; Συνδρομή; Απόρρητο
la-it-departures|Lago e Binari|it|ltr|Trasporti e pendolari del lago|Home,Treni,Bus,Battelli,Segnalazioni|Sezioni: Treni; Bus; Battelli || Sito: Chi siamo; Contatti; Privacy
la-sv-training|Bergslagens Tidning|sv|ltr|Nyheter från Bergslagen|Start,Nyheter,Sport,Kultur,Familj|Avdelningar: Nyheter; Sport; Kultur || Tidningen: Kundservice; Prenumerera; Integritet
la-fr-tours|Le Petit Courrier de Loire|fr|ltr|Sorties et culture au fil du fleuve|Accueil,Sorties,Musées,Patrimoine,Agenda|Rubriques: Sorties; Musées; Patrimoine || Journal: Contact; Annonceurs; Confidentialité
la-da-council|Vestkystens Ugeavis|da|ltr|Nyt fra kommunen og byerne|Forside,Kommunen,Erhverv,Sport,Kultur|Sektioner: Kommunen; Erhverv; Sport || Avisen: Kontakt; Annoncer; Privatlivspolitik
la-ko-cinema|동네극장 소식|ko|ltr|작은 극장과 영화제 이야기|홈,상영,영화제,인터뷰,공지|메뉴: 상영; 영화제; 인터뷰 || 소개: 회사소개; 문의; 개인정보처리방침
la-tr-blood|Bozkır Gazetesi|tr|ltr|İlçenin haber kaynağı|Ana Sayfa,Gündem,Sağlık,Spor,Kültür|Kategoriler: Gündem; Sağlık; Spor || Gazete: Künye; İletişim; Gizlilik
la-ja-gym|かわせみ区民だより|ja|ltr|区の暮らしとスポーツ|トップ,お知らせ,健康,スポーツ,イベント|カテゴリ: お知らせ; 健康; スポーツ || 編集部: 会社概要; お問い合わせ; プライバシー
mx-hu-choir|Dunakanyar Hírlap|hu|ltr|Hírek a kanyarból|Címlap,Helyi,Közélet,Sport,Kultúra|Rovatok: Helyi; Közélet; Sport || Lap: Impresszum; Kapcsolat; Adatvédelem
mx-cs-stars|Podještědský týdeník|cs|ltr|Zprávy z podhůří|Úvod,Zprávy,Spolky,Sport,Kultura|Rubriky: Zprávy; Spolky; Sport || Redakce: Kontakt; Inzerce; Soukromí
mx-en-garden|The Eastfield Herald|en|ltr|Your neighbourhood, your news|Home,News,Community,Sport,Food|Sections: News; Community; Sport || Herald: Contact; Advertise; Privacy
mx-id-cooking|Kabar Pesisir Utara|id|ltr|Berita kota pesisir|Beranda,Kota,Kuliner,Olahraga,Gaya Hidup|Rubrik: Kota; Kuliner; Olahraga || Redaksi: Tentang kami; Kontak; Privasi
"""

SITES_V: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_V[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )

"""Made-up sites of blind set Z (news sites and blogs of many countries as built in 2016-2026; every name invented):
name, language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
isso-fi|Järvenkyläläinen|fi|ltr|Paikallisuutiset joka aamu|Etusivu,Kylät,Talous,Urheilu,Menot|Osastot: Kylät; Talous; Urheilu || Lehti: Yhteystiedot; Ilmoita; Tietosuoja
isso-el|Η Φωνή της Κέρκυρας|el|ltr|Ειδήσεις από το νησί|Αρχική,Νησί,Οικονομία,Αθλητισμός,Τέχνες|Ενότητες: Νησί; Οικονομία; Αθλητισμός || Σελίδα: Επικοινωνία; Διαφήμιση; Όροι
isso-uk|Подільська хвиля|uk|ltr|Радіо і новини Поділля|Головна,Громади,Гроші,Спорт,Культура|Розділи: Громади; Гроші; Спорт || Радіо: Частоти; Контакти; Приватність
isso-it|Il Corriere delle Valli|it|ltr|Quotidiano delle valli alpine|Home,Valli,Economia,Sport,Cultura|Sezioni: Valli; Economia; Sport || Giornale: Redazione; Abbonati; Privacy
wl-pt|Folha do Cerrado|pt-BR|ltr|Notícias do interior|Início,Cidades,Agro,Esporte,Cultura|Editorias: Cidades; Agro; Esporte || Folha: Expediente; Anuncie; Privacidade
wl-ja|北浜タイムス|ja|ltr|港町の毎日|トップ,まち,経済,スポーツ,文化|分類: まち; 経済; スポーツ || 会社: 会社概要; 広告; 個人情報
wl-de|Der Talbote|de|ltr|Zeitung für das obere Tal|Start,Orte,Wirtschaft,Sport,Kultur|Ressorts: Orte; Wirtschaft; Sport || Verlag: Impressum; Abo; Datenschutz
xtd-nl|De Polderkoerier|nl|ltr|Nieuws tussen dijk en dorp|Home,Dorpen,Economie,Sport,Cultuur|Rubrieken: Dorpen; Economie; Sport || Koerier: Contact; Adverteren; Privacy
xtd-sv|Ådalens Tidning|sv|ltr|Nyheter längs älven|Start,Orter,Ekonomi,Sport,Kultur|Avdelningar: Orter; Ekonomi; Sport || Tidningen: Kontakt; Annonsera; Integritet
xtd-cs|Hlas Vysočiny|cs|ltr|Zprávy z kraje|Úvod,Obce,Ekonomika,Sport,Kultura|Rubriky: Obce; Ekonomika; Sport || Hlas: Redakce; Inzerce; Soukromí
pl-fs|Echo Kociewia|pl|ltr|Portal ziemi kociewskiej|Start,Gminy,Biznes,Sport,Kultura|Działy: Gminy; Biznes; Sport || Echo: Redakcja; Reklama; Prywatność
ca-hr|Quadern de l'Empordà|ca|ltr|Un bloc sobre la plana i el mar|Inici,Camins,Cuina,Fotos,Qui sóc|Bloc: Arxiu; Etiquetes; Qui sóc || Altres: Contacte; Butlletí; Privadesa
ko-grid|해오름일보|ko|ltr|동해안 소식|홈,지역,경제,스포츠,문화|분야: 지역; 경제; 스포츠 || 신문사: 회사소개; 광고; 개인정보
es-pages|El Eco de la Ribera|es|ltr|Diario de la comarca|Portada,Pueblos,Economía,Deportes,Cultura|Secciones: Pueblos; Economía; Deportes || Diario: Contacto; Publicidad; Privacidad
tr-tree|Ege Kıyı Haber|tr|ltr|Körfezden haberler|Ana Sayfa,Yerel,Ekonomi,Spor,Kültür|Kategoriler: Yerel; Ekonomi; Spor || Künye: İletişim; Reklam; Gizlilik
id-chat|Kabar Lereng|id|ltr|Berita kaki gunung|Beranda,Daerah,Ekonomi,Olahraga,Budaya|Rubrik: Daerah; Ekonomi; Olahraga || Redaksi: Kontak; Iklan; Privasi
fr-big|La Dépêche du Plateau|fr|ltr|L'actualité du plateau et des vallées|Accueil,Communes,Économie,Sports,Culture|Rubriques: Communes; Économie; Sports || Journal: Contact; Publicité; Confidentialité
hu-found|Dunamenti Hírlap|hu|ltr|Hírek a folyó mentén|Címlap,Települések,Gazdaság,Sport,Kultúra|Rovatok: Települések; Gazdaság; Sport || Lap: Impresszum; Hirdetés; Adatvédelem
ru-quote|Заречный вестник|ru|ltr|Городской портал|Главная,Город,Экономика,Спорт,Культура|Рубрики: Город; Экономика; Спорт || Портал: Контакты; Реклама; Конфиденциальность
he-clamp|הד העמק|he|rtl|חדשות העמק והגלבוע|ראשי,יישובים,כלכלה,ספורט,תרבות|מדורים: יישובים; כלכלה; ספורט || אודות: צור קשר; פרסום; פרטיות
la-lt|Žemaičių žinios|lt|ltr|Naujienos iš Žemaitijos|Pradžia,Miesteliai,Ekonomika,Sportas,Kultūra|Skyriai: Miesteliai; Ekonomika; Sportas || Redakcija: Kontaktai; Reklama; Privatumas
la-sk|Liptovský kuriér|sk|ltr|Správy spod Tatier|Domov,Obce,Ekonomika,Šport,Kultúra|Rubriky: Obce; Ekonomika; Šport || Kuriér: Kontakt; Inzercia; Súkromie
la-da|Vestkystens Blad|da|ltr|Nyheder fra klitterne|Forside,Byer,Erhverv,Sport,Kultur|Sektioner: Byer; Erhverv; Sport || Bladet: Kontakt; Annoncer; Privatliv
la-nb|Fjellbygda|nb|ltr|Lokalavisa i dalen|Forsiden,Bygda,Næring,Sport,Kultur|Seksjoner: Bygda; Næring; Sport || Avisa: Kontakt; Annonser; Personvern
la-hr|Glas Zagorja|hr|ltr|Vijesti iz brega|Naslovnica,Mjesta,Gospodarstvo,Sport,Kultura|Rubrike: Mjesta; Gospodarstvo; Sport || Glas: Impressum; Oglasi; Privatnost
la-bg|Дунавски бряг|bg|ltr|Новини от крайдунавските общини|Начало,Общини,Икономика,Спорт,Култура|Рубрики: Общини; Икономика; Спорт || Вестник: Контакти; Реклама; Поверителност
la-ar|أخبار الواحة|ar|rtl|صحيفة الواحات الجنوبية|الرئيسية,محليات,اقتصاد,رياضة,ثقافة|الأقسام: محليات; اقتصاد; رياضة || الصحيفة: اتصل بنا; أعلن معنا; الخصوصية
mx-zh|江畔晚报|zh|ltr|江城的新闻|首页,本地,财经,体育,文化|频道: 本地; 财经; 体育 || 关于: 关于我们; 广告服务; 隐私政策
mx-vi|Báo Miệt Vườn|vi|ltr|Tin tức miền sông nước|Trang chủ,Địa phương,Kinh tế,Thể thao,Văn hóa|Chuyên mục: Địa phương; Kinh tế; Thể thao || Tòa soạn: Liên hệ; Quảng cáo; Bảo mật
mx-en|The Marsh Lantern|en|ltr|News from the marsh villages|Home,Villages,Business,Sport,Arts|Sections: Villages; Business; Sport || Paper: Contact; Advertise; Privacy
"""

SITES_Z: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_Z[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )

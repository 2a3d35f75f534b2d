"""Made-up sites of blind set Y (news sites and blogs of many countries as built in 2018-2026; every name invented):
name, language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
isso-fa|آوای کرانه|fa|rtl|خبرهای ساحل و بندر|خانه,بندر,اقتصاد,ورزش,فرهنگ|بخش‌ها: بندر; اقتصاد; ورزش || درباره: تماس با ما; آگهی; حریم خصوصی
isso-bg|Родопски вестител|bg|ltr|Новини от планината|Начало,Общини,Икономика,Спорт,Култура|Рубрики: Общини; Икономика; Спорт || Вестник: Контакти; Реклама; Поверителност
isso-nl|Kempisch Dagblad|nl|ltr|Nieuws uit de Kempen|Home,Gemeenten,Economie,Sport,Vrije tijd|Rubrieken: Gemeenten; Economie; Sport || Krant: Contact; Abonnement; Privacy
isso-ko|섬진강신문|ko|ltr|강변 마을 소식|홈,마을,경제,스포츠,문화|분야: 마을; 경제; 스포츠 || 신문사: 회사소개; 기사제보; 개인정보처리방침
wl-es|Diario del Bajo Segura|es|ltr|Noticias de la Vega Baja|Portada,Municipios,Economía,Deportes,Cultura|Secciones: Municipios; Economía; Deportes || Diario: Contacto; Publicidad; Privacidad
wl-de|Feldweg & Funkloch|de|ltr|Ein Blog über das Land, auf dem man wohnt|Start,Dorfleben,Technik,Garten,Über mich|Blog: Archiv; Kategorien; Über mich || Rechtliches: Impressum; Datenschutz; Kontakt
wl-ja|瀬戸内みなと新聞|ja|ltr|島と港のニュース|トップ,地域,経済,スポーツ,くらし|カテゴリ: 地域; 経済; スポーツ || 会社: 会社概要; お問い合わせ; プライバシー
wl-zh|山城日報|zh-TW|ltr|山城與溪谷的消息|首頁,地方,財經,體育,文化|頻道: 地方; 財經; 體育 || 關於: 關於我們; 聯絡我們; 隱私權政策
xtd-ro|Ecoul Deltei|ro|ltr|Știri de la gurile Dunării|Acasă,Local,Economie,Sport,Cultură|Secțiuni: Local; Economie; Sport || Redacția: Contact; Publicitate; Confidențialitate
xtd-ca|La Veu del Priorat|ca|ltr|Notícies de la comarca|Inici,Pobles,Economia,Esports,Cultura|Seccions: Pobles; Economia; Esports || Diari: Contacte; Publicitat; Privacitat
xtd-et|Saarte Teataja|et|ltr|Uudised saartelt|Avaleht,Vallad,Majandus,Sport,Kultuur|Rubriigid: Vallad; Majandus; Sport || Leht: Kontakt; Tellimine; Privaatsus
pt-big|Gazeta do Alto Minho|pt-PT|ltr|Notícias do Minho|Início,Concelhos,Economia,Desporto,Cultura|Secções: Concelhos; Economia; Desporto || Gazeta: Contactos; Publicidade; Privacidade
fi-one|Saimaan Sanomat|fi|ltr|Uutisia järvien keskeltä|Etusivu,Kunnat,Talous,Urheilu,Kulttuuri|Osastot: Kunnat; Talous; Urheilu || Lehti: Yhteystiedot; Tilaa; Tietosuoja
sr-two|Подунавски гласник|sr|ltr|Вести са Дунава|Почетна,Општине,Привреда,Спорт,Култура|Рубрике: Општине; Привреда; Спорт || Гласник: Контакт; Маркетинг; Приватност
en-h4|Upper Dale Notes|en|ltr|A village blog from the top of the dale|Home,Village,Walks,Garden,About|Blog: Archive; Categories; About || Elsewhere: Contact; Newsletter; Privacy
it-flat|La Gazzetta del Sannio|it|ltr|Notizie dai paesi|Home,Comuni,Economia,Sport,Cultura|Sezioni: Comuni; Economia; Sport || Testata: Redazione; Pubblicità; Privacy
pl-wrote|Kurier Podhalański|pl|ltr|Wiadomości spod Tatr|Start,Gminy,Gospodarka,Sport,Kultura|Działy: Gminy; Gospodarka; Sport || Kurier: Redakcja; Reklama; Prywatność
th-cards|ข่าวริมโขง|th|ltr|ข่าวสารชุมชนริมแม่น้ำ|หน้าแรก,ท้องถิ่น,เศรษฐกิจ,กีฬา,วัฒนธรรม|หมวด: ท้องถิ่น; เศรษฐกิจ; กีฬา || เกี่ยวกับ: ติดต่อเรา; โฆษณา; ความเป็นส่วนตัว
tr-tpl|Karadeniz Sahil Postası|tr|ltr|Yaylalardan haberler|Ana Sayfa,Yerel,Ekonomi,Spor,Kültür|Kategoriler: Yerel; Ekonomi; Spor || Künye: İletişim; Reklam; Gizlilik
lv-check|Kurzemes Vēstis|lv|ltr|Ziņas no piejūras|Sākums,Novadi,Ekonomika,Sports,Kultūra|Sadaļas: Novadi; Ekonomika; Sports || Redakcija: Kontakti; Reklāma; Privātums
la-sv|Roslagsbladet|sv|ltr|Nyheter från skärgården|Start,Nyheter,Näringsliv,Sport,Nöje|Avdelningar: Nyheter; Näringsliv; Sport || Tidningen: Kundservice; Prenumerera; Integritet
la-hu|Alföldi Krónika|hu|ltr|Hírek a síkságról|Címlap,Települések,Gazdaság,Sport,Kultúra|Rovatok: Települések; Gazdaság; Sport || Lap: Impresszum; Előfizetés; Adatvédelem
la-cs|Šumavské listy|cs|ltr|Zprávy z pod Boubína|Úvod,Obce,Příroda,Sport,Kultura|Rubriky: Obce; Příroda; Sport || Listy: Redakce; Inzerce; Soukromí
la-el|Ο Ταχυδρόμος της Θεσσαλίας|el|ltr|Ειδήσεις από τον κάμπο|Αρχική,Δήμοι,Οικονομία,Αθλητικά,Πολιτισμός|Ενότητες: Δήμοι; Οικονομία; Αθλητικά || Εφημερίδα: Επικοινωνία; Διαφήμιση; Απόρρητο
la-he|קול הגליל העליון|he|rtl|חדשות מהצפון|ראשי,יישובים,כלכלה,ספורט,פנאי|מדורים: יישובים; כלכלה; ספורט || אודות: צור קשר; פרסום; פרטיות
la-vi|Báo Cao Nguyên Xanh|vi|ltr|Tin tức vùng cao|Trang chủ,Địa phương,Kinh tế,Thể thao,Văn hóa|Chuyên mục: Địa phương; Kinh tế; Thể thao || Tòa soạn: Liên hệ; Quảng cáo; Bảo mật
la-sk|Kysucký obzor|sk|ltr|Správy z Kysúc|Domov,Obce,Ekonomika,Šport,Kultúra|Rubriky: Obce; Ekonomika; Šport || Obzor: Kontakt; Inzercia; Súkromie
mx-ar|صدى الساحل|ar|rtl|أخبار المدن الساحلية|الرئيسية,محليات,اقتصاد,رياضة,ثقافة|الأقسام: محليات; اقتصاد; رياضة || الصحيفة: اتصل بنا; أعلن معنا; الخصوصية
mx-uk|Волинський ранок|uk|ltr|Новини Полісся|Головна,Громади,Економіка,Спорт,Культура|Розділи: Громади; Економіка; Спорт || Редакція: Контакти; Реклама; Конфіденційність
mx-hr|Otočki list|hr|ltr|Vijesti s otoka|Naslovnica,Otoci,Gospodarstvo,Sport,Kultura|Rubrike: Otoci; Gospodarstvo; Sport || List: Impressum; Oglasi; Privatnost
"""

SITES_Y: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_Y[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )

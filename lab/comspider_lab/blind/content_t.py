"""Made-up sites of blind set T (news sites and blogs as built in 2018-2026; every name invented): name, language,
direction, tagline, sections, footer links and the words of its furniture, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_t import SiteT

# the furniture's words per language: home|share|menu|search|more|by
_UI = """
en|Home|Share|Menu|Search|More stories|By
de|Start|Teilen|Menü|Suche|Mehr zum Thema|Von
fr|Accueil|Partager|Menu|Rechercher|À lire aussi|Par
es|Portada|Compartir|Menú|Buscar|Más noticias|Por
it|Home|Condividi|Menu|Cerca|Leggi anche|Di
pt|Início|Compartilhar|Menu|Buscar|Mais lidas|Por
ru|Главная|Поделиться|Меню|Поиск|Читайте также|Автор
ja|ホーム|シェア|メニュー|検索|関連記事|文
ko|홈|공유|메뉴|검색|더 보기|글
zh|首页|分享|菜单|搜索|相关阅读|作者
ar|الرئيسية|شارك|القائمة|بحث|اقرأ أيضاً|بقلم
hi|होम|शेयर करें|मेन्यू|खोजें|और पढ़ें|लेखक
th|หน้าแรก|แชร์|เมนู|ค้นหา|อ่านต่อ|โดย
he|ראשי|שיתוף|תפריט|חיפוש|עוד כתבות|מאת
tr|Ana Sayfa|Paylaş|Menü|Ara|İlgili Haberler|Yazan
pl|Strona główna|Udostępnij|Menu|Szukaj|Czytaj także|Autor
uk|Головна|Поширити|Меню|Пошук|Читайте також|Автор
nl|Home|Delen|Menu|Zoeken|Meer verhalen|Door
vi|Trang chủ|Chia sẻ|Danh mục|Tìm kiếm|Đọc thêm|Bởi
el|Αρχική|Κοινοποίηση|Μενού|Αναζήτηση|Διαβάστε ακόμη|Από
sv|Start|Dela|Meny|Sök|Mer att läsa|Av
id|Beranda|Bagikan|Menu|Cari|Baca juga|Oleh
bn|প্রথম পাতা|শেয়ার|মেনু|খুঁজুন|আরও পড়ুন|লিখেছেন
cs|Úvod|Sdílet|Menu|Hledat|Další články|Autor
fi|Etusivu|Jaa|Valikko|Haku|Lue myös|Teksti
ro|Acasă|Distribuie|Meniu|Caută|Mai multe|De
hu|Címlap|Megosztás|Menü|Keresés|Kapcsolódó|Szerző
ms|Utama|Kongsi|Menu|Cari|Baca lagi|Oleh
"""

_KEYS = ("home", "share", "menu", "search", "more", "by")

UI: dict[str, dict[str, str]] = {}
for _line in _UI.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    UI[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
de-drawer|Rheinkurier Digital|de|ltr|Nachrichten vom Mittelrhein|Start,Region,Politik,Wirtschaft,Sport|Ressorts: Region; Politik; Sport || Service: Abo; Kontakt; Datenschutz
fr-tab|Le Fil de la Vallée|fr|ltr|L'actualité de la vallée de l'Orbe et du plateau|Accueil,Vallée,Société,Sports,Loisirs|Rubriques: Vallée; Société; Sports || Le Fil: Contact; Abonnement; Confidentialité
es-ssr|Altamira Hoy|es|ltr|Noticias de Altamira y la costa|Portada,Ciudad,Costa,Deportes,Cultura|Secciones: Ciudad; Costa; Deportes || Altamira Hoy: Contacto; Suscríbete; Privacidad
it-io|Appunti dal Monferrato|it|ltr|Vigne, colline e piccoli paesi raccontati da vicino|Home,Paesi,Vino,Sentieri,Chi sono|Categorie: Paesi; Vino; Sentieri || Altro: Contatti; Newsletter
pt-more|Folha do Cerrado|pt-BR|ltr|Notícias de Planaltina do Norte e região|Início,Cidade,Política,Esportes,Agro|Editorias: Cidade; Política; Agro || Folha: Expediente; Assine; Privacidade
ru-open|Северный проспект|ru|ltr|Журнал о городе и людях|Главная,Город,Люди,Культура,Еда|Рубрики: Город; Люди; Культура || Журнал: Редакция; Реклама; Конфиденциальность
ja-closed|みなと週報デジタル|ja|ltr|港町の暮らしと文化|ホーム,まち,ひと,食,カルチャー|カテゴリ: まち; ひと; 食 || 会社: 会社概要; お問い合わせ; プライバシー
ko-dialog|하루뉴스|ko|ltr|오늘의 생활 뉴스|홈,사회,생활,경제,스포츠|섹션: 사회; 생활; 경제 || 하루뉴스: 회사소개; 제보; 개인정보처리방침
zh-sheet|江湾日报|zh-CN|ltr|江湾新闻客户端|首页,本地,民生,财经,体育|栏目: 本地; 民生; 财经 || 关于: 联系我们; 客户端下载; 隐私政策
ar-static|رحلات الواحة|ar|rtl|مدونة سفر في الصحراء والواحات|الرئيسية,رحلات,مخيمات,تصوير,عني|تصنيفات: رحلات; مخيمات; تصوير || المدونة: تواصل; النشرة
hi-template|रसोई की बातें|hi|ltr|घर के खाने की कहानियाँ|होम,व्यंजन,त्योहार,मसाले,मेरे बारे में|श्रेणियाँ: व्यंजन; त्योहार; मसाले || ब्लॉग: संपर्क; न्यूज़लेटर
th-hover|ข่าวเช้าเมืองเหนือ|th|ltr|ข่าวภาคเหนือทุกเช้า|หน้าแรก,ข่าวท้องถิ่น,ท่องเที่ยว,เกษตร,กีฬา|หมวด: ข่าวท้องถิ่น; ท่องเที่ยว; เกษตร || เรา: ติดต่อ; โฆษณา; นโยบายความเป็นส่วนตัว
he-dsd|מגזין הכרמל|he|rtl|תרבות, טבע ואנשים בצפון|ראשי,תרבות,טבע,אוכל,אנשים|מדורים: תרבות; טבע; אוכל || המגזין: אודות; מנויים; פרטיות
tr-big|Ege Gündem|tr|ltr|Ege'nin haber portalı|Ana Sayfa,Gündem,Ekonomi,Spor,Yaşam|Kategoriler: Gündem; Ekonomi; Spor || Ege Gündem: Künye; İletişim; KVKK
pl-page|Gazeta Nadwiślańska|pl|ltr|Wiadomości znad Wisły|Strona główna,Region,Kraj,Sport,Kultura|Działy: Region; Kraj; Sport || Gazeta: Redakcja; Prenumerata; Prywatność
uk-sc|Поділля Сьогодні|uk|ltr|Новини Поділля щодня|Головна,Новини,Громади,Економіка,Спорт|Рубрики: Новини; Громади; Спорт || Редакція: Контакти; Реклама; Приватність
nl-ssr|Fietsen door de Polder|nl|ltr|Routes, fietsen en koffiestops in het laagland|Home,Routes,Fietsen,Koffie,Over mij|Categorieën: Routes; Fietsen; Koffie || Verder: Contact; Nieuwsbrief
vi-removed|Báo Sông Lam|vi|ltr|Tin tức xứ Nghệ mỗi ngày|Trang chủ,Thời sự,Xã hội,Kinh tế,Thể thao|Chuyên mục: Thời sự; Xã hội; Kinh tế || Tòa soạn: Liên hệ; Quảng cáo; Chính sách
en-join|The Meridian Review|en|ltr|Long reads on cities, science and the everyday|Home,Cities,Science,Culture,Ideas|Sections: Cities; Science; Culture || Review: About; Subscribe; Privacy
el-replies|Ιστορίες της Κρήτης|el|ltr|Ένα ιστολόγιο για χωριά, φαγητό και μνήμες|Αρχική,Χωριά,Φαγητό,Μνήμες,Σχετικά|Κατηγορίες: Χωριά; Φαγητό; Μνήμες || Άλλα: Επικοινωνία; Newsletter
sv-testid|Dalarnas Morgon|sv|ltr|Nyheter från Dalarna|Start,Nyheter,Sport,Kultur,Ekonomi|Avdelningar: Nyheter; Sport; Kultur || Tidningen: Kundservice; Prenumerera; Integritet
id-io-shadow|Kabar Lembah Hijau|id|ltr|Majalah daring tentang desa dan alam|Beranda,Desa,Alam,Kuliner,Sosok|Rubrik: Desa; Alam; Kuliner || Majalah: Tentang; Langganan; Privasi
la-ko-ai|코드산책|ko|ltr|개발자의 느린 기술 블로그|홈,글,도구,회고,소개|분류: 글; 도구; 회고 || 블로그: 연락처; 구독
la-pt-status|Tecnologia Hoje|pt-PT|ltr|Tecnologia explicada em português|Início,Apps,Segurança,Negócios,Guias|Secções: Apps; Segurança; Negócios || Tecnologia Hoje: Contactos; Publicidade; Privacidade
la-de-parcel|Verbraucherfenster|de|ltr|Ratgeber für Ihren Alltag|Start,Geld,Einkaufen,Wohnen,Reisen|Themen: Geld; Einkaufen; Wohnen || Über uns: Redaktion; Kontakt; Datenschutz
la-ja-notif|ガジェット通信ラボ|ja|ltr|デジタル機器の最新情報|ホーム,スマホ,PC,レビュー,特集|カテゴリ: スマホ; PC; レビュー || 運営: 会社概要; 広告掲載; プライバシー
la-ar-chat|صحيفة الساحل|ar|rtl|أخبار المدن الساحلية|الرئيسية,محليات,محاكم,اقتصاد,رياضة|أقسام: محليات; محاكم; اقتصاد || الصحيفة: من نحن; اتصل بنا; الخصوصية
la-bn-civic|নগর বার্তা|bn|ltr|শহরের খবর, নাগরিকের কথা|প্রথম পাতা,নগর,পরিবহন,স্বাস্থ্য,খেলা|বিভাগ: নগর; পরিবহন; স্বাস্থ্য || আমরা: যোগাযোগ; বিজ্ঞাপন; গোপনীয়তা
la-fr-closed|La Gazette des Cimes|fr|ltr|Montagne, refuges et gens d'en haut|Accueil,Montagne,Refuges,Portraits,Agenda|Rubriques: Montagne; Refuges; Portraits || La Gazette: Contact; Abonnement; Mentions légales
la-tr-school|Eğitim Postası|tr|ltr|Okul, öğretmen ve veli haberleri|Ana Sayfa,Okullar,Sınavlar,Veli,Teknoloji|Kategoriler: Okullar; Sınavlar; Veli || Eğitim Postası: Künye; İletişim; KVKK
mx-en-ai|Northbank Tech Notes|en|ltr|A small newsroom's notes on civic technology|Home,Notes,Tools,Data,About|Notes: Tools; Data; About || Elsewhere: Newsletter; Contact
mx-cs-status|Provozní deník|cs|ltr|Zprávy o technologiích a službách|Úvod,Služby,Bezpečnost,Byznys,Návody|Rubriky: Služby; Bezpečnost; Byznys || Redakce: Kontakt; Inzerce; Soukromí
mx-fi-notif|Lapin Sanomat Digi|fi|ltr|Uutisia Lapista|Etusivu,Uutiset,Urheilu,Kulttuuri,Talous|Osastot: Uutiset; Urheilu; Kulttuuri || Lehti: Asiakaspalvelu; Tilaa; Tietosuoja
mx-ro-chapters|Podcastul de Duminică|ro|ltr|Conversații lungi despre orașe și oameni|Acasă,Episoade,Invitați,Note,Despre|Secțiuni: Episoade; Invitați; Note || Podcast: Contact; Abonare
mx-hu-chat|Alföldi Hírek|hu|ltr|Az Alföld hírportálja|Címlap,Belföld,Bűnügy,Gazdaság,Sport|Rovatok: Belföld; Bűnügy; Gazdaság || Portál: Impresszum; Kapcsolat; Adatvédelem
mx-ms-school|Berita Kampung Baru|ms|ltr|Berita komuniti Kampung Baru|Utama,Komuniti,Sekolah,Sukan,Gaya Hidup|Ruangan: Komuniti; Sekolah; Sukan || Kami: Hubungi; Iklan; Privasi
"""

SITES_T: dict[str, SiteT] = {}
SITES_T_K: dict[str, SiteK] = {}  # the same sites as set K's data class, for the shared case maker
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    _site = SiteK(_name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir)
    SITES_T_K[_key] = _site
    SITES_T[_key] = SiteT(_site, UI[_lang.split("-")[0]])

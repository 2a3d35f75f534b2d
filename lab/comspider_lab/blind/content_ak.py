"""Made-up sites of blind set AK (discussions of ordinary and larger size in the served HTML, and lists on the same
pages that are not reader comments) and the furniture's words per language (``WORDS``). Every site name, place and
text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("home", "search", "share", "related", "contact", "rights", "ad", "newsletter")

_WORD_ROWS = """
en|Home|Search|Share|Related stories|Contact|All rights reserved|Advertisement|Get the morning briefing
de|Startseite|Suche|Teilen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Anzeige|Der Newsletter am Morgen
fr|Accueil|Rechercher|Partager|À lire aussi|Contact|Tous droits réservés|Publicité|Recevoir la lettre du matin
es|Inicio|Buscar|Compartir|Te puede interesar|Contacto|Todos los derechos reservados|Publicidad|Recibe el boletín
it|Home|Cerca|Condividi|Leggi anche|Contatti|Tutti i diritti riservati|Pubblicità|Iscriviti alla newsletter
pt|Início|Buscar|Compartilhar|Leia também|Fale conosco|Todos os direitos reservados|Publicidade|Receba a newsletter
nl|Home|Zoeken|Delen|Lees ook|Contact|Alle rechten voorbehouden|Advertentie|Ontvang de nieuwsbrief
pl|Strona główna|Szukaj|Udostępnij|Czytaj także|Kontakt|Wszelkie prawa zastrzeżone|Reklama|Zapisz się na newsletter
sv|Start|Sök|Dela|Läs också|Kontakt|Alla rättigheter förbehållna|Annons|Få morgonbrevet
ja|ホーム|検索|共有|関連記事|お問い合わせ|無断転載を禁じます|広告|メールマガジン登録
ko|홈|검색|공유|관련 기사|문의|무단 전재 및 재배포 금지|광고|뉴스레터 받기
tr|Anasayfa|Ara|Paylaş|İlgili haberler|İletişim|Tüm hakları saklıdır|Reklam|Bültene abone ol
cs|Úvod|Hledat|Sdílet|Související|Kontakt|Všechna práva vyhrazena|Reklama|Odebírat newsletter
fi|Etusivu|Haku|Jaa|Lue myös|Yhteystiedot|Kaikki oikeudet pidätetään|Mainos|Tilaa uutiskirje
hu|Címlap|Keresés|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Hirdetés|Feliratkozás hírlevélre
ru|Главная|Поиск|Поделиться|Читайте также|Контакты|Все права защищены|Реклама|Подписаться на рассылку
ro|Acasă|Caută|Distribuie|Citește și|Contact|Toate drepturile rezervate|Publicitate|Abonează-te la newsletter
el|Αρχική|Αναζήτηση|Κοινοποίηση|Διαβάστε επίσης|Επικοινωνία|Με την επιφύλαξη παντός δικαιώματος|Διαφήμιση|Εγγραφή στο newsletter
uk|Головна|Пошук|Поширити|Читайте також|Контакти|Усі права захищено|Реклама|Підписатися на розсилку
ar|الرئيسية|بحث|مشاركة|اقرأ أيضا|اتصل بنا|جميع الحقوق محفوظة|إعلان|اشترك في النشرة
id|Beranda|Cari|Bagikan|Baca juga|Kontak|Hak cipta dilindungi|Iklan|Langganan buletin
hi|होम|खोजें|शेयर करें|यह भी पढ़ें|संपर्क|सर्वाधिकार सुरक्षित|विज्ञापन|न्यूज़लेटर पाएँ
th|หน้าแรก|ค้นหา|แชร์|ข่าวที่เกี่ยวข้อง|ติดต่อเรา|สงวนลิขสิทธิ์|โฆษณา|รับจดหมายข่าว
vi|Trang chủ|Tìm kiếm|Chia sẻ|Tin liên quan|Liên hệ|Bản quyền thuộc về tòa soạn|Quảng cáo|Nhận bản tin
ca|Inici|Cerca|Comparteix|També et pot interessar|Contacte|Tots els drets reservats|Publicitat|Rep el butlletí
sk|Domov|Hľadať|Zdieľať|Súvisiace články|Kontakt|Všetky práva vyhradené|Reklama|Odoberať newsletter
hr|Naslovnica|Traži|Podijeli|Pročitajte još|Kontakt|Sva prava pridržana|Oglas|Prijava na newsletter
ms|Utama|Cari|Kongsi|Berita berkaitan|Hubungi kami|Hak cipta terpelihara|Iklan|Langgan buletin
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    WORDS[_lang] = dict(zip(_KEYS, _words, strict=True))


@dataclass(frozen=True)
class SiteAK:
    key: str
    name: str
    lang: str
    template: str  # "dl" (a regional daily), "bg" (a blog), "mg" (a magazine or portal)
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he", "fa") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
en-quillnotes|Quill & Kettle|en|bg|Notes from a small allotment|Home,Garden,Kitchen,Books,About
de-lindental|Lindentaler Rundschau|de|dl|Die Zeitung für Stadt und Land|Startseite,Lindental,Region,Sport,Meinung
fr-causse|Le Courrier du Causse|fr|mg|L'actualité du plateau|Accueil,Actualités,Agriculture,Culture,Sports
es-vegaalta|El Vigía de la Vega|es|dl|Diario de la Vega Alta|Portada,Local,Comarca,Deportes,Opinión
it-valbruna|Il Corriere di Valbruna|it|mg|Notizie dalla valle|Home,Cronaca,Scuola,Sport,Lettere
pt-serrinha|Jornal da Serrinha|pt|mg|O jornal da cidade|Início,Cidade,Mobilidade,Esportes,Cultura
nl-kwelder|Kwelderblog|nl|bg|Wandelen langs het wad|Home,Wandelingen,Vogels,Boeken,Over mij
pl-zrodla|Źródła i szlaki|pl|bg|Blog o wędrówkach po Pogórzu|Strona główna,Szlaki,Sprzęt,Noclegi,O mnie
sv-granvik|Granviks Tidning|sv|dl|Nyheter från Granvik med omnejd|Start,Granvik,Skola,Sport,Debatt
ja-kitaura|北浦日報|ja|mg|北浦の暮らしとニュース|トップ,地域,行政,スポーツ,くらし
ko-haenam|바다마을신문|ko|dl|바닷가 마을의 오늘|홈,마을,행정,교육,문화
tr-yesilirmak|Yeşilırmak Postası|tr|mg|Bölgenin haber sitesi|Anasayfa,Gündem,Belediye,Spor,Yaşam
cs-podhuri|Podhůřský zpravodaj|cs|dl|Zprávy z Podhůří|Úvod,Podhůří,Doprava,Sport,Názory
fi-kuusela|Kuuselan kyläblogi|fi|bg|Kylän asioita ja arkea|Etusivu,Kylä,Luonto,Tapahtumat,Tietoa
hu-tiszaret|Tiszaréti Hírek|hu|mg|A város hírportálja|Címlap,Város,Oktatás,Sport,Kultúra
ru-belozersk|Белозёрские ведомости|ru|dl|Газета района с 1931 года|Главная,Город,ЖКХ,Спорт,Мнения
ro-valeaseaca|Gazeta Văii Seci|ro|dl|Știri din vale și de pe dealuri|Acasă,Local,Vremea,Sport,Cultură
el-thalassini|Θαλασσινή Φωνή|el|mg|Ο σταθμός και το site της πόλης|Αρχική,Ειδήσεις,Ραδιόφωνο,Αθλητικά,Πολιτισμός
uk-zarichne|Зарічненські новини|uk|dl|Новини громади щодня|Головна,Громада,Оголошення,Спорт,Культура
ar-wahat|صدى الواحات|ar|mg|أخبار المدينة والواحات|الرئيسية,المدينة,الأسواق,رياضة,ثقافة
id-kalibening|Warta Kalibening|id|mg|Kabar warga Kalibening|Beranda,Warga,Peduli,Olahraga,Budaya
hi-gomtinagar|गोमती नगर समाचार|hi|dl|आपके शहर की ख़बर|होम,शहर,नगर निगम,खेल,मनोरंजन
th-maerim|ข่าวแม่ริมวันนี้|th|mg|ข่าวชุมชนเชิงดอย|หน้าแรก,ชุมชน,สิ่งแวดล้อม,กีฬา,ท่องเที่ยว
vi-songtra|Báo Sông Trà|vi|dl|Tin tức tỉnh nhà|Trang chủ,Thời sự,Giáo dục,Thể thao,Văn hóa
ca-lesvinyes|La Veu de les Vinyes|ca|mg|Diari digital del Priorat de Baix|Inici,Comarca,Pagesia,Esports,Cultura
sk-dolnyhron|Dolnohronský hlas|sk|dl|Regionálne noviny|Domov,Región,Šport,Kultúra,Názory
hr-otocani|Otočanin|hr|bg|Blog s otoka|Naslovnica,Otok,More,Kuhinja,O blogu
ms-kualasepi|Suara Kuala Sepi|ms|mg|Berita daerah setiap hari|Utama,Setempat,Pendidikan,Sukan,Gaya Hidup
"""

SITES_AK: dict[str, SiteAK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tpl, _tag, _secs = _line.split("|", 5)
    SITES_AK[_key] = SiteAK(_key, _name, _lang, _tpl, _tag, tuple(_secs.split(",")))

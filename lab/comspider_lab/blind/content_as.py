"""Made-up sites of blind set AS (article pages of news sites and blogs as they were around 2008-2014, in the served
HTML) and the furniture's words per language (``WORDS``). Every site name, place, blog name, tag and text invented
for this set, written by hand."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "search",
    "archives",
    "categories",
    "tags",
    "recent",
    "blogroll",
    "about",
    "days",
    "rights",
    "prev",
    "next",
)

# lang | search | archives | categories | tags | recent posts | blogroll | about | calendar days | rights | older | newer
_WORD_ROWS = """
en|Search|Archives|Categories|Tags|Recent Posts|Blogroll|About me|M T W T F S S|All rights reserved|Older post|Newer post
de|Suche|Archiv|Kategorien|Schlagwörter|Neueste Beiträge|Blogroll|Über mich|M D M D F S S|Alle Rechte vorbehalten|Älterer Beitrag|Neuerer Beitrag
fr|Rechercher|Archives|Rubriques|Mots-clés|Derniers articles|Liens amis|À propos|L M M J V S D|Tous droits réservés|Article précédent|Article suivant
es|Buscar|Archivo|Secciones|Etiquetas|Últimas entradas|Blogs amigos|Sobre nosotros|L M X J V S D|Todos los derechos reservados|Entrada anterior|Entrada siguiente
it|Cerca|Archivio|Categorie|Tag|Articoli recenti|Siti amici|Chi siamo|L M M G V S D|Tutti i diritti riservati|Articolo precedente|Articolo successivo
pt|Pesquisar|Arquivo do blog|Marcadores|Tags|Postagens recentes|Blogs que sigo|Quem sou eu|S T Q Q S S D|Todos os direitos reservados|Postagem mais antiga|Postagem mais recente
nl|Zoeken|Archief|Rubrieken|Tags|Recente berichten|Links|Over ons|M D W D V Z Z|Alle rechten voorbehouden|Vorig bericht|Volgend bericht
pl|Szukaj|Archiwum|Kategorie|Tagi|Ostatnie wpisy|Polecane blogi|O mnie|P W Ś C P S N|Wszelkie prawa zastrzeżone|Starszy wpis|Nowszy wpis
ru|Поиск|Архив|Рубрики|Метки|Свежие записи|Друзья|Об авторе|П В С Ч П С В|Все права защищены|Предыдущая запись|Следующая запись
ja|検索|月別アーカイブ|カテゴリー|タグ|最近の記事|リンク|プロフィール|月 火 水 木 金 土 日|無断転載を禁じます|前の記事|次の記事
cs|Hledat|Archiv|Rubriky|Štítky|Nejnovější články|Odkazy|O nás|Po Út St Čt Pá So Ne|Všechna práva vyhrazena|Předchozí článek|Další článek
sv|Sök|Arkiv|Kategorier|Etiketter|Senaste inläggen|Bloggar jag läser|Om mig|M T O T F L S|Alla rättigheter förbehållna|Äldre inlägg|Nyare inlägg
tr|Ara|Arşiv|Kategoriler|Etiketler|Son yazılar|Dost siteler|Hakkımızda|Pzt Sal Çar Per Cum Cmt Paz|Tüm hakları saklıdır|Önceki haber|Sonraki haber
hu|Keresés|Archívum|Rovatok|Címkék|Legfrissebb bejegyzések|Ajánlott oldalak|Rólunk|H K Sze Cs P Szo V|Minden jog fenntartva|Előző cikk|Következő cikk
ko|검색|보관함|분류|태그|최근 글|링크|블로그 소개|월 화 수 목 금 토 일|무단 전재 금지|이전 글|다음 글
zh|搜索|文章归档|分类|标签|最新文章|友情链接|关于本站|一 二 三 四 五 六 日|版权所有|上一篇|下一篇
vi|Tìm kiếm|Lưu trữ|Chuyên mục|Thẻ|Bài mới|Liên kết|Giới thiệu|T2 T3 T4 T5 T6 T7 CN|Bản quyền thuộc về tòa soạn|Bài trước|Bài sau
fi|Haku|Arkisto|Kategoriat|Avainsanat|Uusimmat kirjoitukset|Linkit|Tietoa minusta|M T K T P L S|Kaikki oikeudet pidätetään|Edellinen kirjoitus|Seuraava kirjoitus
el|Αναζήτηση|Αρχείο|Κατηγορίες|Ετικέτες|Πρόσφατα άρθρα|Φίλοι|Σχετικά|Δ Τ Τ Π Π Σ Κ|Με επιφύλαξη παντός δικαιώματος|Προηγούμενο|Επόμενο
bg|Търсене|Архив|Категории|Етикети|Последни публикации|Приятелски сайтове|За мен|П В С Ч П С Н|Всички права запазени|Предишна публикация|Следваща публикация
da|Søg|Arkiv|Kategorier|Tags|Seneste indlæg|Blogs jeg følger|Om mig|M T O T F L S|Alle rettigheder forbeholdes|Ældre indlæg|Nyere indlæg
nb|Søk|Arkiv|Kategorier|Stikkord|Siste innlegg|Blogger jeg leser|Om meg|M T O T F L S|Alle rettigheter reservert|Eldre innlegg|Nyere innlegg
ar|بحث|الأرشيف|التصنيفات|الوسوم|أحدث التدوينات|مدونات صديقة|عن المدونة|ن ث ر خ ج س ح|جميع الحقوق محفوظة|التدوينة السابقة|التدوينة التالية
th|ค้นหา|คลังบทความ|หมวดหมู่|ป้ายกำกับ|บทความล่าสุด|บล็อกเพื่อนบ้าน|เกี่ยวกับฉัน|จ อ พ พฤ ศ ส อา|สงวนลิขสิทธิ์|บทความก่อนหน้า|บทความถัดไป
ro|Caută|Arhivă|Categorii|Etichete|Articole recente|Bloguri prietene|Despre mine|L M M J V S D|Toate drepturile rezervate|Articolul anterior|Articolul următor
uk|Пошук|Архів|Рубрики|Мітки|Останні записи|Друзі блогу|Про автора|П В С Ч П С Н|Усі права захищено|Попередній запис|Наступний запис
he|חיפוש|ארכיון|קטגוריות|תגיות|פוסטים אחרונים|בלוגים שאני קורא|אודות|ב ג ד ה ו ש א|כל הזכויות שמורות|הפוסט הקודם|הפוסט הבא
id|Cari|Arsip Blog|Kategori|Label|Posting Terbaru|Daftar Blog Saya|Tentang Saya|S S R K J S M|Hak cipta dilindungi|Posting Lama|Posting Baru
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAS:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    nav: tuple[str, ...]
    archive: tuple[str, ...]
    blogroll: tuple[str, ...]
    tags: tuple[str, ...]
    about: str

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | nav (the first is the home page) | archive | blogroll | tag cloud | about
_ROWS = """
en-gutter|Notes from the Gutter Lane|en|wp|A terraced house, a tiny garden and far too many seed packets|Home,Garden,House,Allotment,About|May 2012 (6),April 2012 (9),March 2012 (4),February 2012 (3),January 2012 (7)|Compost Corner,The Rhubarb Diaries,Small Plot Big Plans,Mud and Marigolds|beans,compost,greenhouse,slugs,tomatoes,weather,allotment,seeds|I'm Fern, I garden badly on a north-facing plot and write about it when it rains.
de-kellerlicht|Kellerlicht – Notizen aus der Fotokammer|de|bs|Analoge Fotografie, Dunkelkammer und alte Kameras|Startseite,Filme,Kameras,Dunkelkammer,Impressum|Mai 2011 (4),April 2011 (6),März 2011 (2),Februar 2011 (5)|Silberkorn,Der Entwicklertank,Blende Acht,Fotowerkstatt Bremerhöhe|Rollfilm,Mittelformat,Entwickler,Fotopapier,Belichtung,Flohmarkt|Ich bin Jakob, Lehrer in Teilzeit und Fotograf aus Leidenschaft, seit 1987 mit Film unterwegs.
fr-valdoise|Le Courrier du Val d'Aise|fr|np|Quotidien régional · Édition du Val d'Aise|Accueil,Région,Faits divers,Économie,Sports,Loisirs|avril 2010,mars 2010,février 2010,janvier 2010|Radio Val d'Aise,L'Agenda des Communes,Météo du Val|municipales,intercommunalité,transports,écoles,marché,fête du village|Le Courrier du Val d'Aise, l'information locale depuis 1946.
es-cuestas|Diario de Las Cuestas|es|wp|Noticias de Las Cuestas y su comarca|Portada,Local,Comarca,Deportes,Opinión,Agenda|junio 2013 (41),mayo 2013 (58),abril 2013 (52),marzo 2013 (47)|Radio Cuestas,El Blog del Cronista,Peña Ciclista Las Cuestas|piscina,pleno,fiestas,obras,presupuestos,tráfico,colegio|Periódico digital independiente de Las Cuestas desde 2006.
it-borgofranco|Il Gazzettino di Borgofranco|it|np|Notizie da Borgofranco e dalla valle|Home,Cronaca,Politica,Economia,Sport,Cultura|marzo 2012,febbraio 2012,gennaio 2012,dicembre 2011|Pro Loco Borgofranco,Meteo Valle Sassina,Radio Borgo|consiglio comunale,viabilità,scuola,sagra,ambiente,calcio|Il Gazzettino di Borgofranco: giornale online registrato presso il Tribunale.
pt-varanda|Da Varanda da Lurdes|pt|bs|Crônicas de uma aposentada curiosa|Início,Crônicas,Viagens,Receitas|novembro 2009 (5),outubro 2009 (8),setembro 2009 (6),agosto 2009 (4)|Cantinho da Zezé,Diário de uma Costureira,Horta no Quintal,Memórias do Bairro Alto|crônicas,netos,viagens,bairro,receitas,ônibus|Professora aposentada, avó de três, escrevo da varanda enquanto o café esfria.
nl-polderpost|De Polderpost|nl|tb|Nieuws uit Oosterwaard en omstreken|Voorpagina,Regio,Sport,Cultuur,Agenda|oktober 2011,september 2011,augustus 2011|Omroep Waardland,Kaatsvereniging De Slag,Dorpsraad Oosterwaard|dorpsraad,dijk,fietspad,kermis,school,gemeenteraad|De Polderpost verschijnt sinds 1952, online sinds 2004.
pl-zapiecek|Zapiecek Bronki|pl|wp|Kuchnia, ogród i wspomnienia z Podlasia|Strona główna,Przepisy,Ogród,Wspomnienia,O mnie|lipiec 2012 (5),czerwiec 2012 (7),maj 2012 (4),kwiecień 2012 (6)|Kuchnia Babci Hani,Słoiki na zimę,Ogródek za płotem,Smaki Podlasia|pierogi,przetwory,ogród,babcia,ciasto,grzyby|Bronisława, emerytowana księgowa, piszę o tym, co gotuję i co pamiętam.
ru-berezniki|Березниковский листок|ru|tb|Городская интернет-газета|Главная,Город,Происшествия,Спорт,Культура,Форум|февраль 2010,январь 2010,декабрь 2009,ноябрь 2009|Радио Берёзка,Городской форум,Погода в Березниках|ЖКХ,дороги,школа,выборы,снег,транспорт|Березниковский листок: новости города с 2003 года.
ja-komorebi|こもれび山歩き日記|ja|bs|週末の低山ハイクと温泉の記録|ホーム,山行記録,道具,温泉,プロフィール|2013年10月 (5),2013年09月 (7),2013年08月 (3),2013年07月 (6)|峠のむこう,ゆる登山部,山小屋ごはん,雨の日の地図|低山,紅葉,温泉,地図,雨具,日帰り|会社員です。週末に近場の山を歩いて、帰りに温泉に入るのが楽しみ。
cs-hradiste|Hradišťské listy|cs|np|Zpravodajství z Hradišťska|Úvod,Zprávy,Kultura,Sport,Názory,Inzerce|září 2012,srpen 2012,červenec 2012|Hradišťské kino,Městská knihovna,Počasí Hradiště|radnice,doprava,školství,kultura,hokej,nemocnice|Hradišťské listy, internetový deník regionu od roku 2005.
sv-myrbacken|Myrbacken 14|sv|wp|Ett torp, två getter och en trasig traktor|Hem,Torpet,Djuren,Trädgården,Om mig|augusti 2012 (3),juli 2012 (8),juni 2012 (5),maj 2012 (4)|Hönsgården i Byn,Stugliv,Getter och grannar,Vedboden|getter,traktor,potatis,sommar,renovering,höns|Vi är Maja och Tomas som flyttade från stan till ett torp 2009.
tr-yamac|Yamaç Haber|tr|np|Yamaçköy ve ilçelerinden son dakika haberleri|Anasayfa,Gündem,Yerel,Spor,Ekonomi,Yazarlar|mayıs 2014,nisan 2014,mart 2014|Yamaç FM,Belediye Duyuruları,Hava Durumu Yamaç|belediye,yol,okul,pazar,spor,festival|Yamaç Haber, yerel haber sitesi, 2007'den beri yayında.
hu-dombvidek|Dombvidéki Napló|hu|tb|A Dombvidék hírportálja|Címlap,Hírek,Közélet,Kultúra,Sport|június 2011,május 2011,április 2011|Dombvidéki Rádió,Városi Könyvtár,Dombvidéki Sportegyesület|önkormányzat,utak,iskola,piac,szüret,foci|A Dombvidéki Napló független helyi lap, 1998 óta.
ko-haneul|하늘마을 소식|ko|np|하늘마을 주민을 위한 인터넷 신문|홈,마을소식,행정,문화,스포츠|2012년 9월,2012년 8월,2012년 7월|하늘마을 주민센터,하늘도서관,마을버스 시간표|주민센터,버스,도서관,축제,학교,공원|하늘마을 소식은 주민이 만드는 동네 신문입니다.
zh-shuxiang|书香小筑|zh|wp|读书、喝茶、写点闲字|首页,读书笔记,随笔,旅行,关于|2013年4月 (5),2013年3月 (8),2013年2月 (3),2013年1月 (6)|竹影斋,南窗书话,一壶茶的时间,旧书摊上|读书,随笔,旧书,茶,散文,旅行|一个在小城教书的人，业余写点读书笔记。
vi-phosach|Phố Sách Online|vi|bs|Góc nhỏ của người mê sách cũ|Trang chủ,Điểm sách,Tản văn,Liên hệ|tháng 3 2011 (4),tháng 2 2011 (6),tháng 1 2011 (5)|Tiệm sách cũ Hàng Bài,Gác trọ đọc sách,Chuyện chữ nghĩa|sách cũ,điểm sách,tản văn,Sài Gòn,thơ|Một người mê sách cũ, viết về những cuốn sách nhặt được ngoài vỉa hè.
fi-jarvenpaa|Järvikylän Sanomat|fi|tb|Järvikylän ja ympäristön uutiset|Etusivu,Uutiset,Kunnallispolitiikka,Urheilu,Kulttuuri|tammikuu 2013,joulukuu 2012,marraskuu 2012|Järvikylän kirjasto,Järvikylän Pallo,Kylätoimikunta|valtuusto,koulu,tiet,hiihto,kirjasto,lumi|Järvikylän Sanomat ilmestyy verkossa joka arkipäivä.
el-ammoudia|Τα Νέα της Αμμουδιάς|el|np|Ειδήσεις από την Αμμουδιά και τα γύρω χωριά|Αρχική,Τοπικά,Αυτοδιοίκηση,Πολιτισμός,Αθλητικά|Ιούλιος 2010,Ιούνιος 2010,Μάιος 2010|Λιμενικό Ταμείο Αμμουδιάς,Πολιτιστικός Σύλλογος,Καιρός Αμμουδιάς|λιμάνι,δήμος,τουρισμός,πανηγύρι,σχολείο,ψαράδες|Τα Νέα της Αμμουδιάς, τοπική ενημέρωση από το 2001.
bg-balkanka|Балканка|bg|bs|Пътеписи от планината и селата|Начало,Пътеписи,Села,Рецепти,За мен|октомври 2012 (4),септември 2012 (6),август 2012 (3)|Пътят към хижата,Селски тетрадки,Бабината кухня|планина,села,хижи,есен,пътеписи,мостове|Обичам да обикалям забравени села и да записвам какво ми разказват хората там.
da-hyldebaer|Hyldebærhaven|da|wp|Om at bage, sylte og passe en lille have på Fyn|Forside,Bagværk,Syltning,Haven,Om mig|september 2011 (5),august 2011 (7),juli 2011 (4),juni 2011 (6)|Surdejsdagbogen,Rabarberlandet,Marmeladeskabet,Kolonihaven nr. 9|kage,syltning,surdej,æbler,have,hyldeblomst|Jeg hedder Lene, bor på Fyn og bager mere, end familien kan nå at spise.
nb-fjellstua|Fjellstua-bloggen|nb|bs|Hytteliv, ski og vafler fra Vestfjella|Hjem,Turer,Hytta,Oppskrifter,Om oss|mars 2012 (6),februar 2012 (9),januar 2012 (4)|Vidda på ski,Hyttekosen,Langrennsdagboka,Kaffe på bål|ski,hytte,vafler,snø,turer,påske|Vi er familien Berget som har drevet ei lita fjellstue siden 1998.
ar-qalam|قلم الواحة|ar|wp|خواطر ومقالات في الأدب والحياة|الرئيسية,مقالات,خواطر,كتب,عن المدونة|أبريل 2012 (4),مارس 2012 (7),فبراير 2012 (5)|دفتر الصحراء,حبر على ورق,بيت الشعر,مدونة الأستاذ سليم|أدب,خواطر,كتب,لغة,شعر,تعليم|معلم لغة عربية في مدينة صغيرة، أكتب عن الكتب والناس.
th-baankhanom|บ้านขนมหวาน|th|bs|ขนมไทยสูตรคุณยายและเรื่องเล่าในครัว|หน้าแรก,สูตรขนม,เรื่องเล่า,ติดต่อ|มิถุนายน 2012 (5),พฤษภาคม 2012 (7),เมษายน 2012 (4)|ครัวริมคลอง,ขนมบ้านสวน,แม่ครัวมือใหม่|ขนมไทย,กะทิ,มะพร้าว,ใบเตย,สูตรคุณยาย|เราเป็นพี่น้องสองคนที่ชอบทำขนมตามสูตรของคุณยาย
ro-carari|Cărări și popasuri|ro|wp|Drumeții de weekend în Carpați|Acasă,Trasee,Cabane,Echipament,Despre mine|octombrie 2013 (5),septembrie 2013 (8),august 2013 (6),iulie 2013 (4)|Jurnal de creastă,Rucsacul verde,Popas la stână,Poteci uitate|trasee,cabane,toamnă,creastă,marcaje,ploaie|Sunt Andrei, inginer în Brașov, și umblu pe munte de când mă știu.
uk-vyshnia|Вишневий сад|uk|wp|Блог про сад, город і сільське життя|Головна,Сад,Город,Рецепти,Про мене|червень 2013 (6),травень 2013 (9),квітень 2013 (5)|Хата скраю,Город без хімії,Бджілка на пасіці,Сільські нотатки|вишні,город,щеплення,розсада,шкідники,варення|Мене звати Оксана, переїхала з міста в село і вчуся бути садівницею.
he-hadarim|בין החדרים|he|bs|בלוג על שיפוץ בית ישן בשכונה ותיקה|ראשי,שיפוץ,נגרות,שכונה,אודות|ינואר 2014 (4),דצמבר 2013 (6),נובמבר 2013 (5)|עץ ומסמר,הבית ברחוב הגפן,צבע וטיח,יומן שיפוצים|שיפוץ,נגרות,ריצוף,צבע,שכונה,חלונות|אני נועה, גרה בבית משנות החמישים ומשפצת אותו חדר אחרי חדר.
id-kopitubruk|Kopi Tubruk & Cerita|id|bs|Catatan ngopi dan jalan-jalan di kota kecil|Beranda,Kedai Kopi,Jalan-jalan,Resep,Tentang|Agustus 2013 (5),Juli 2013 (7),Juni 2013 (4)|Secangkir di Teras,Dapur Mbok Sri,Jelajah Pasar,Warung Pojok|kopi,warung,pasar,kuliner,jalan-jalan,hujan|Penulis lepas yang suka kopi tubruk dan cerita orang-orang di warung.
"""

SITES_AS: dict[str, SiteAS] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _nav, _arch, _roll, _tags, _about = _line.split("|")
    SITES_AS[_k] = SiteAS(
        _k,
        _n,
        _l,
        _t,
        _tag,
        tuple(_nav.split(",")),
        tuple(_arch.split(",")),
        tuple(_roll.split(",")),
        tuple(_tags.split(",")),
        _about,
    )

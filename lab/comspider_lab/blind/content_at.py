"""Made-up sites of blind set AT (article pages of news sites and blogs as they were around 2008-2014, in the served
HTML) and the furniture's words per language (``WORDS``). Every site name, place, blog and text invented for this
set; written by hand, site by site."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "search",
    "about",
    "recent",
    "archives",
    "categories",
    "tags",
    "blogroll",
    "meta",
    "most",
    "commented",
    "share",
    "print",
    "older",
    "newer",
    "rights",
    "days",
)

# lang | search | about me | recent posts | archives | categories | tag cloud | blogroll | meta | most read |
# most commented | share | print | older post | newer post | rights | weekday letters (Monday first)
_WORD_ROWS = """
en|Search this blog|About me|Recent posts|Archives|Categories|Tag cloud|Blogroll|Meta|Most read|Most commented|Share this|Print|« Older post|Newer post »|All rights reserved|M,T,W,T,F,S,S
de|Suche|Über mich|Neueste Artikel|Archiv|Kategorien|Schlagwörter|Blogroll|Meta|Meistgelesen|Meistkommentiert|Weiterempfehlen|Drucken|« Älterer Artikel|Neuerer Artikel »|Alle Rechte vorbehalten|M,D,M,D,F,S,S
fr|Rechercher|À propos|Derniers billets|Archives|Catégories|Nuage de mots-clés|Liens amis|Méta|Les plus lus|Les plus commentés|Partager|Imprimer|« Billet précédent|Billet suivant »|Tous droits réservés|L,M,M,J,V,S,D
es|Buscar|Sobre mí|Entradas recientes|Archivo|Categorías|Nube de etiquetas|Blogs amigos|Meta|Lo más leído|Lo más comentado|Compartir|Imprimir|« Entrada anterior|Entrada siguiente »|Todos los derechos reservados|L,M,X,J,V,S,D
it|Cerca nel blog|Chi sono|Post recenti|Archivio blog|Etichette|Tag|I blog che seguo|Meta|I più letti|I più commentati|Condividi|Stampa|« Post più vecchio|Post più recente »|Tutti i diritti riservati|L,M,M,G,V,S,D
pt|Buscar|Quem sou eu|Posts recentes|Arquivo|Categorias|Nuvem de tags|Blogs que eu sigo|Meta|Mais lidas|Mais comentadas|Compartilhe|Imprimir|« Anterior|Próxima »|Todos os direitos reservados|S,T,Q,Q,S,S,D
nl|Zoeken|Over mij|Recente berichten|Archief|Rubrieken|Tagwolk|Bloglinks|Meta|Meest gelezen|Meest besproken|Deel dit|Afdrukken|« Vorig bericht|Volgend bericht »|Alle rechten voorbehouden|M,D,W,D,V,Z,Z
pl|Szukaj|O mnie|Najnowsze wpisy|Archiwum|Kategorie|Chmura tagów|Polecane blogi|Meta|Najczęściej czytane|Najczęściej komentowane|Podziel się|Drukuj|« Poprzedni wpis|Następny wpis »|Wszelkie prawa zastrzeżone|P,W,Ś,C,P,S,N
ru|Поиск|Обо мне|Свежие записи|Архив|Рубрики|Облако меток|Мои друзья|Мета|Самое читаемое|Самое обсуждаемое|Поделиться|Версия для печати|« Предыдущая запись|Следующая запись »|Все права защищены|Пн,Вт,Ср,Чт,Пт,Сб,Вс
ja|ブログ内検索|プロフィール|最新の記事|過去ログ|カテゴリー|タグクラウド|リンク|その他|よく読まれている記事|コメントの多い記事|この記事を共有|印刷|« 前の記事|次の記事 »|無断転載を禁じます|月,火,水,木,金,土,日
sv|Sök|Om mig|Senaste inläggen|Arkiv|Kategorier|Taggmoln|Bloggar jag läser|Meta|Mest lästa|Mest kommenterade|Tipsa|Skriv ut|« Äldre inlägg|Nyare inlägg »|Alla rättigheter förbehållna|M,T,O,T,F,L,S
cs|Hledat|O mně|Nejnovější články|Archiv|Rubriky|Štítky|Oblíbené blogy|Meta|Nejčtenější|Nejdiskutovanější|Sdílet|Tisk|« Starší článek|Novější článek »|Všechna práva vyhrazena|Po,Út,St,Čt,Pá,So,Ne
tr|Ara|Hakkımda|Son yazılar|Arşiv|Kategoriler|Etiket bulutu|Takip ettiğim bloglar|Meta|En çok okunanlar|En çok yorumlananlar|Paylaş|Yazdır|« Önceki yazı|Sonraki yazı »|Tüm hakları saklıdır|Pt,Sa,Ça,Pe,Cu,Ct,Pz
hu|Keresés|Rólam|Friss bejegyzések|Archívum|Kategóriák|Címkefelhő|Blogajánló|Meta|Legolvasottabb|Legtöbbet kommentelt|Megosztás|Nyomtatás|« Előző bejegyzés|Következő bejegyzés »|Minden jog fenntartva|H,K,Sze,Cs,P,Szo,V
da|Søg|Om mig|Seneste indlæg|Arkiv|Kategorier|Tagsky|Blogs jeg læser|Meta|Mest læste|Mest kommenterede|Del|Udskriv|« Ældre indlæg|Nyere indlæg »|Alle rettigheder forbeholdes|M,T,O,T,F,L,S
fi|Hae|Tietoa minusta|Uusimmat kirjoitukset|Arkisto|Kategoriat|Avainsanat|Blogilista|Meta|Luetuimmat|Kommentoiduimmat|Jaa|Tulosta|« Edellinen|Seuraava »|Kaikki oikeudet pidätetään|M,T,K,T,P,L,S
el|Αναζήτηση|Σχετικά με μένα|Πρόσφατα άρθρα|Αρχείο|Κατηγορίες|Ετικέτες|Φίλοι μπλογκ|Μέτα|Τα πιο διαβασμένα|Τα πιο σχολιασμένα|Μοιραστείτε|Εκτύπωση|« Προηγούμενο|Επόμενο »|Με επιφύλαξη παντός δικαιώματος|Δ,Τ,Τ,Π,Π,Σ,Κ
ro|Caută|Despre mine|Articole recente|Arhivă|Categorii|Etichete|Bloguri prietene|Meta|Cele mai citite|Cele mai comentate|Distribuie|Tipărește|« Articolul anterior|Articolul următor »|Toate drepturile rezervate|L,M,M,J,V,S,D
uk|Пошук|Про мене|Останні записи|Архів|Рубрики|Хмара тегів|Блоги друзів|Мета|Найпопулярніше|Найбільше обговорюють|Поділитися|Друк|« Попередній запис|Наступний запис »|Усі права захищено|Пн,Вт,Ср,Чт,Пт,Сб,Нд
ko|검색|블로그 소개|최근 글|보관함|분류|태그 구름|이웃 블로그|관리|많이 본 글|댓글 많은 글|공유하기|인쇄|« 이전 글|다음 글 »|무단 전재 및 재배포 금지|월,화,수,목,금,토,일
zh|站内搜索|关于博主|最新日志|日志归档|分类|标签云|友情链接|功能|最多阅读|最多评论|分享到|打印|« 上一篇|下一篇 »|版权所有|一,二,三,四,五,六,日
he|חיפוש|אודותיי|פוסטים אחרונים|ארכיון|קטגוריות|ענן תגיות|בלוגים שאני קורא|ניהול|הנקראים ביותר|המדוברים ביותר|שתפו|הדפסה|« הפוסט הקודם|הפוסט הבא »|כל הזכויות שמורות|ב,ג,ד,ה,ו,ש,א
ar|بحث|عن الموقع|أحدث المقالات|الأرشيف|الأقسام|سحابة الوسوم|مواقع صديقة|إدارة|الأكثر قراءة|الأكثر تعليقا|شارك|طباعة|« السابق|التالي »|جميع الحقوق محفوظة|ن,ث,ر,خ,ج,س,ح
vi|Tìm kiếm|Giới thiệu|Bài mới|Lưu trữ|Chuyên mục|Thẻ|Blog bạn bè|Quản trị|Đọc nhiều nhất|Bàn luận nhiều|Chia sẻ|In bài|« Bài trước|Bài sau »|Giữ bản quyền|T2,T3,T4,T5,T6,T7,CN
bg|Търсене|За мен|Последни публикации|Архив|Категории|Етикети|Блогове, които чета|Мета|Най-четени|Най-коментирани|Сподели|Печат|« Предишна публикация|Следваща публикация »|Всички права запазени|П,В,С,Ч,П,С,Н
ca|Cerca|Qui som|Darreres notícies|Arxiu|Seccions|Núvol d'etiquetes|Enllaços|Meta|Les més llegides|Les més comentades|Comparteix|Imprimeix|« Notícia anterior|Notícia següent »|Tots els drets reservats|Dl,Dt,Dc,Dj,Dv,Ds,Dg
id|Cari|Tentang saya|Tulisan terbaru|Arsip|Kategori|Awan tag|Teman blog|Meta|Terpopuler|Paling banyak dikomentari|Bagikan|Cetak|« Tulisan sebelumnya|Tulisan berikutnya »|Hak cipta dilindungi|S,S,R,K,J,S,M
hr|Traži|O meni|Najnoviji članci|Arhiva|Rubrike|Oblak oznaka|Blogovi koje pratim|Meta|Najčitanije|Najkomentiranije|Podijeli|Ispis|« Prethodni članak|Sljedeći članak »|Sva prava pridržana|P,U,S,Č,P,S,N
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAT:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]
    about: str
    recent: tuple[str, ...]  # recent posts (blog) or most-read headlines (paper)
    archives: tuple[str, ...]  # months with counts (blog) or most-commented headlines with counts (paper)
    tags: tuple[str, ...]
    blogroll: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | sections | about | recent ; | archives ; | tags ; | blogroll ;
_ROWS = """
en-quillmarsh|Notes from Quillmarsh|en|wp|A parish clerk's blog about a village that floods|Home,About,Village history,Contact|I am Dora, clerk of a small parish council on the fen edge since 2004. Opinions my own, spelling my cat's.|The new footbridge, a month on;Minutes of the April meeting;Why the drain board matters;Spring clean on the green;A letter from the vicar|June 2009 (6);May 2009 (9);April 2009 (7);March 2009 (4);February 2009 (5)|flooding;council;fen;footbridge;drains;village hall;weather;history|Fen Edge Walks;The Draining Diary;Parish Pump Weekly;Mud and Willows
de-hollerbach|Hollerbacher Kreisblatt|de|np|Die Zeitung für Hollerbach und das Saaletal|Startseite,Lokales,Kreis,Wirtschaft,Sport,Leserforum|Das Kreisblatt erscheint seit 1952 sechsmal pro Woche.|Schöffen gesucht;Umgehungsstraße: Klage abgewiesen;Hochwasser am Mühlgraben;Neuer Pfarrer in Oberweiler;Handball: Derby verloren|Kita-Gebühren steigen (87);Windräder am Kahlenberg (64);Parkhaus bleibt zu (41);Sparkasse schließt Filiale (33)|Hollerbach;Stadtrat;Umgehung;Kita;Saaletal;Verkehr|Landkreis Saaletal;Bürgerverein Hollerbach;Stadtarchiv
fr-pierregrise|Le carnet de Pierregrise|fr|wp|Un instituteur à la retraite raconte son village|Accueil,Le village,Les balades,Me contacter|Ancien instituteur, je tiens ce carnet depuis 2007. On y parle de pierres, de chemins et de gens.|Le lavoir restauré;Les vendanges chez les Roubaud;La fontaine du haut;Souvenirs de classe unique;Brocante de printemps|mars 2008 (5);février 2008 (7);janvier 2008 (3);décembre 2007 (6);novembre 2007 (4)|patrimoine;école;balades;lavoir;souvenirs;vendanges;photos|Le sentier des bories;Carnets d'une tisserande;La gazette du canton;Chroniques du causse
es-valdeolmos|Diario de Valdeolmos|es|np|El periódico de la Vega Alta|Portada,Local,Comarca,Economía,Deportes,Cultura|Diario de Valdeolmos, desde 1987.|Cortes de agua en el casco viejo;El mercado vuelve a la plaza;La depuradora, sin fecha;Fiestas: el programa completo;El Olmeño sube a Tercera|La nueva ordenanza de terrazas (56);Cierre del ambulatorio (48);El puente de la Vega (37);Aparcamiento en la calle Mayor (29)|Valdeolmos;Vega Alta;ayuntamiento;agua;fiestas;fútbol|Ayuntamiento de Valdeolmos;Mancomunidad de la Vega;Archivo histórico
it-ortensia|Le ricette di zia Ortensia|it|wp|Cucina di casa dalle colline, senza fretta|Home,Ricette,Il mio orto,Chi sono|Mi chiamo Ortensia, ho settantun anni e mia nipote mi ha insegnato a usare il blog.|Crostata di fichi;Il brodo della domenica;Zucchine ripiene della nonna;Conserva di pomodoro;Pane di semola|maggio 2010 (8);aprile 2010 (11);marzo 2010 (6);febbraio 2010 (9);gennaio 2010 (4)|dolci;primi;conserve;orto;pane;legumi;feste|La cucina di Marisa;Pentole e coperchi;Il forno a legna;Verdure dell'orto
pt-serrana|Gazeta Serrana|pt|np|Notícias da serra desde 1994|Capa,Cidade,Região,Economia,Esportes,Cultura|A Gazeta Serrana é o jornal da serra.|Vacinação nas escolas;Ponte interditada na estrada velha;Festa do pinhão começa sexta;Feira de artesanato;Serrano vence clássico|Reajuste da tarifa de ônibus (73);Nova rodoviária (52);Buracos na avenida (44);Greve dos professores (31)|Vila Serrana;prefeitura;transporte;educação;festa;futebol|Prefeitura da Serra;Câmara Municipal;Defesa Civil
nl-dijkveld|Dijkveldse Courant|nl|np|Nieuws uit Dijkveld en de polders|Voorpagina,Regio,Gemeente,Economie,Sport,Cultuur|De Courant verschijnt sinds 1961 op woensdag en zaterdag.|Nieuwe brug over de Vliet;Bibliotheek blijft open;Brand in schuur aan de Dwarsweg;Kermis gaat door;Dijkveldia wint derby|Windmolens in de polder (66);Parkeerbeleid centrum (45);Sluiting zwembad (38);Nieuwbouw Kerkakker (27)|Dijkveld;gemeenteraad;polder;verkeer;kermis;voetbal|Gemeente Dijkveld;Historische Kring;Waterschap
pl-zielonka|Echo Zielonki|pl|tb|Portal gminy Zielonka Dolna|Strona główna,Wiadomości,Gmina,Sport,Ogłoszenia,Kontakt|Echo Zielonki to portal mieszkańców gminy od 2006 roku.|Remont mostu na Strudze;Dożynki w Kalinówce;Nowy autobus do miasta;Wybory sołtysa;LKS Zielonka awansował|Obwodnica Zielonki (91);Likwidacja szkoły w Borkach (63);Podwyżka za śmieci (58);Nowy plac zabaw (22)|gmina;drogi;szkoła;rolnictwo;sport;kultura|Urząd Gminy;Gminny Ośrodek Kultury;Parafia Zielonka
ru-seryakov|Дневник Серякова|ru|wp|Записки краеведа из Верхнеборска|Главная,О городе,Фотографии,Связь|Меня зовут Павел, я учитель истории и краевед. Пишу о Верхнеборске с 2006 года.|Старая водонапорная башня;Улица Речная в 1960-х;Дом купца Лыкова;Снесли баню на Заречной;Музей открылся после ремонта|ноябрь 2009 (7);октябрь 2009 (10);сентябрь 2009 (5);август 2009 (8);июль 2009 (3)|краеведение;архитектура;фото;история;музей;улицы|Борский краевед;Записки с Волжанки;Старые фото города;Улицы и дома
ja-yamabiko|やまびこ日記|ja|wp|山あいの町で暮らす会社員の日記|ホーム,日記,写真,プロフィール|山あいの小さな町で会社員をしています。休日は畑と写真。|梅雨入り前の畑;町内運動会;新しいカメラ;川沿いの紫陽花;駅前の古本屋|2008年7月 (9);2008年6月 (12);2008年5月 (8);2008年4月 (6);2008年3月 (5)|畑;写真;町;祭り;天気;本|山里だより;週末の畑;カメラ散歩;川辺の家
sv-bjorkviken|Björkvikens vardag|sv|wp|En mammas blogg från en liten ort vid sjön|Hem,Om bloggen,Recept,Kontakt|Jag heter Stina, har tre barn, två katter och en gammal Volvo. Skriver om vardagen vid sjön.|Höstlov med regn;Äppelkaka utan mjöl;Skolskjutsen igen;Loppis i bygdegården;Första frosten|maj 2012 (9);april 2012 (12);mars 2012 (7);februari 2012 (10);januari 2012 (6)|vardag;barn;recept;skola;sjön;loppis|Livet på landet;Tre ungar och en hund;Bakat i Byn;Sjöbodens blogg
cs-hradek|Hrádecké listy|cs|tb|Zpravodajství z Hrádku a okolí|Úvod,Zprávy,Region,Sport,Kultura,Diskuse|Hrádecké listy vycházejí na internetu od roku 2003.|Oprava náměstí začne v dubnu;Nová lékárna u nádraží;Masopust v Lipnici;Ples hasičů;Hokejisté postoupili|Obchvat Hrádku (112);Zdražení vody (74);Nové parkovací zóny (51);Škola v Lipnici (26)|Hrádek;zastupitelstvo;doprava;kultura;hokej;škola|Město Hrádek;Muzeum Hrádecka;Hasiči Hrádek
tr-kumsal|Kumsal Haber|tr|np|Kumsalköy ve çevresinin haber sitesi|Anasayfa,Gündem,Yerel,Ekonomi,Spor,Yaşam|Kumsal Haber 2005'ten beri yayında.|Sahil yolu genişliyor;Yeni sağlık ocağı açıldı;Balıkçı barınağına ödenek;Kumsalspor deplasmanda kazandı;Festival programı belli oldu|Otopark ücretleri (81);Sahildeki otel projesi (66);Su kesintileri (39);Yeni pazar yeri (25)|Kumsalköy;belediye;sahil;balıkçılık;spor;festival|Kumsalköy Belediyesi;Kaymakamlık;Esnaf Odası
hu-nadas|Nádasi napló|hu|wp|Egy vidéki állatorvos blogja|Főoldal,Rólam,Rendelés,Kapcsolat|Nádason élek és dolgozom állatorvosként 1998 óta. Itt a tanyákról, állatokról és emberekről írok.|Veszettség elleni oltás;A kecske, aki ajtót nyitott;Tavaszi féregtelenítés;Éjszakai ellés;Kutyakiállítás a faluban|2012. május (8);2012. április (10);2012. március (6);2012. február (7);2012. január (4)|állatorvos;tanya;kutyák;lovak;oltás;falu|Tanyasi krónika;Patkó és nyereg;A falu kutyái;Zöld rét blog
da-lyngby|Lyngbakkens Avis|da|np|Lokalavisen for Lyngbakke og omegn|Forside,Lokalt,Kommunen,Erhverv,Sport,Kultur|Lyngbakkens Avis udkommer hver torsdag.|Ny rundkørsel ved kirken;Skolen får ny legeplads;Havnen renoveres;Koncert i præstegården;Lyngbakke IF i top|Vindmøller ved kysten (44);Lukning af posthuset (39);Ny cykelsti (21);Bybusruten ændres (18)|Lyngbakke;kommune;havn;skole;sport;kultur|Lyngbakke Kommune;Lokalhistorisk Arkiv;Borgerforeningen
fi-koivula|Koivulan Viesti|fi|np|Koivulan ja Järvikylän paikallislehti|Etusivu,Uutiset,Kunta,Urheilu,Kulttuuri,Mielipide|Koivulan Viesti ilmestyy keskiviikkoisin.|Kirjasto muuttaa koululle;Jäähalli valmistuu syksyllä;Kesäteatteri esittää komedian;Tiesuunnitelma nähtävillä;Pesäpallojoukkue voitti|Koulujen yhdistäminen (58);Terveysaseman aukioloajat (44);Tuulivoimapuisto (36);Uimaranta (19)|Koivula;kunta;koulu;liikenne;kulttuuri;urheilu|Koivulan kunta;Kotiseutuyhdistys;Järvikylän kyläseura
el-ammoudia|Τα Νέα της Αμμουδιάς|el|wp|Ειδήσεις και ιστορίες από το νησί|Αρχική,Νέα,Φωτογραφίες,Επικοινωνία|Ένα ιστολόγιο για το νησί μας από έναν ψαρά που έγινε δημοσιογράφος.|Το λιμάνι μετά την κακοκαιρία;Πανηγύρι του Αγίου Νικολάου;Το νέο δρομολόγιο του πλοίου;Συγκομιδή της ελιάς;Το σχολείο του χωριού|Σεπτέμβριος 2011 (6);Αύγουστος 2011 (11);Ιούλιος 2011 (9);Ιούνιος 2011 (5);Μάιος 2011 (7)|λιμάνι;πλοίο;πανηγύρι;ελιές;ψάρεμα;σχολείο|Νησιώτικα Χρονικά;Το καφενείο;Ψαράδικα νέα;Ελαιώνες
ro-valea|Ecoul Văii|ro|tb|Știri din Valea Someșelului|Acasă,Știri,Administrație,Sport,Cultură,Anunțuri|Ecoul Văii apare online din 2007.|Podul de la Boteni, reparat;Târg de toamnă la Ciurila;Școala primește microbuz;Concurs de dansuri populare;Viitorul Valea câștigă|Taxa pe gunoi (67);Drumul județean 107 (49);Noul dispensar (33);Parcul central (20)|Valea Someșelului;primărie;drumuri;școală;tradiții;fotbal|Primăria Valea;Muzeul Satului;Asociația Crescătorilor
uk-richkove|Річківські новини|uk|tb|Новини Річкового та району|Головна,Новини,Район,Спорт,Культура,Оголошення|Сайт районної газети з 2008 року.|Ремонт дороги на Вербівку;Відкрили новий дитсадок;Ярмарок у суботу;Концерт до Дня міста;Футболісти перемогли|Підвищення тарифів (77);Закриття лікарні (58);Новий міст (31);Маршрутки (24)|Річкове;район;тарифи;дороги;культура;футбол|Районна рада;Краєзнавчий музей;Бібліотека
ko-haneul|하늘마을 이야기|ko|wp|시골 마을로 이사 온 가족의 블로그|홈,마을일기,텃밭,방명록|서울에서 하늘마을로 이사 온 지 3년, 텃밭과 아이들 이야기를 씁니다.|고추 모종 심기;마을 회관 대청소;첫 수확한 감자;장날 풍경;비 오는 날의 산책|2013년 6월 (7);2013년 5월 (10);2013년 4월 (8);2013년 3월 (5);2013년 2월 (4)|텃밭;시골;아이들;장터;요리;산책|들꽃 마당;산골 부엌;주말 농부;느린 마을
zh-liuyin|柳荫小记|zh|wp|一个小城图书管理员的博客|首页,随笔,读书,留言|在小城图书馆工作十年，喜欢旧书、老街和热茶。|老街的修鞋铺;读《河边的人》;图书馆的新书架;冬至包饺子;雨中的石桥|2010年12月 (6);2010年11月 (9);2010年10月 (7);2010年9月 (4);2010年8月 (8)|读书;老街;图书馆;随笔;节气;照片|书页之间;小城故事;茶与书;旧物记
he-shaked|הבלוג של שקד|he|wp|בלוג על טכנולוגיה, ספרים ושאר דברים|ראשי,אודות,קישורים,צור קשר|מתכנתת מחיפה, כותבת על מה שמעניין אותי מאז 2008.|למה עברתי לקורא פידים;מקלדת חדשה;רשמים מכנס המפתחים;הספרים של הקיץ;גיבוי זה לא בושה|מרץ 2011 (8);פברואר 2011 (6);ינואר 2011 (9);דצמבר 2010 (5);נובמבר 2010 (7)|טכנולוגיה;ספרים;קוד;חיפה;גאדג'טים;קריאה|הכרמל הדיגיטלי;קוד ופיתה;ספרים בחיפה;המקלדת הירוקה
ar-rimal|رمال اليوم|ar|np|أخبار مدينة الرمال والمنطقة الجنوبية|الرئيسية,محليات,اقتصاد,رياضة,ثقافة,منوعات|صحيفة رمال اليوم تصدر منذ 1999.|افتتاح مستوصف حي النخيل;توسعة طريق الساحل;معرض الكتاب في المركز الثقافي;مهرجان التمور;نادي الرمال يفوز|انقطاع الكهرباء (84);أسعار الخبز (62);مدرسة الحي الجديد (35);سوق السمك (21)|الرمال;البلدية;الصحة;التعليم;الرياضة;الثقافة|بلدية الرمال;المركز الثقافي;الغرفة التجارية
vi-hoangha|Góc nhỏ của Hoàng Hà|vi|wp|Blog của một cô giáo dạy văn ở phố núi|Trang chủ,Tản văn,Ảnh,Liên hệ|Mình là cô giáo dạy văn ở một trường cấp ba vùng cao, viết blog từ năm 2008.|Mùa hoa dã quỳ;Học trò vùng cao;Chợ phiên sáng chủ nhật;Cơn mưa đầu mùa;Một chuyến xe đêm|tháng 11 2012 (6);tháng 10 2012 (9);tháng 9 2012 (7);tháng 8 2012 (4);tháng 7 2012 (5)|tản văn;học trò;phố núi;chợ phiên;mùa;ảnh|Gió cao nguyên;Bếp nhỏ;Sổ tay giáo viên;Lối mòn
bg-brezovo|Брезовски бележки|bg|wp|Блог за живота в едно планинско село|Начало,За селото,Снимки,Контакт|Казвам се Веселин, върнах се в Брезово след двадесет години в града.|Чешмата на мегдана;Събор в неделя;Орехите тази есен;Пътят към хижата;Читалището отново отвори|октомври 2012 (7);септември 2012 (9);август 2012 (6);юли 2012 (8);юни 2012 (5)|село;планина;читалище;орехи;събор;пътища|Планински дневник;Старата воденица;Селски вести;Пътеки
ca-rieraalta|La Riera Alta Digital|ca|np|El diari digital de la Riera Alta|Portada,Comarca,Política,Economia,Esports,Cultura|Diari digital de proximitat des del 2008.|Obres a la carretera de la Font;Nova escola bressol;La fira de la castanya;Concert al claustre;El CE Riera guanya el derbi|La zona blava (71);El tancament del CAP (54);El nou poliesportiu (30);Els horaris del bus (19)|Riera Alta;ajuntament;obres;educació;cultura;futbol|Consell Comarcal;Arxiu Comarcal;Ràdio Riera
id-sawahlor|Catatan Sawah Lor|id|wp|Blog seorang penyuluh pertanian di desa|Beranda,Tentang,Galeri,Buku Tamu|Saya penyuluh pertanian di Sawah Lor sejak 2005. Menulis tentang sawah, petani, dan desa.|Panen raya di Dusun Krajan;Pupuk organik buatan warga;Irigasi yang mulai kering;Lomba desa 2013;Bibit padi baru|Juli 2013 (6);Juni 2013 (8);Mei 2013 (5);April 2013 (7);Maret 2013 (4)|pertanian;padi;desa;irigasi;pupuk;petani|Petani Muda;Kabar Desa Wetan;Kebun Belakang;Jalan Sawah
hr-kamenica|Kamenički portal|hr|tb|Vijesti iz Kamenice i okolice|Naslovnica,Vijesti,Županija,Sport,Kultura,Zabava|Kamenički portal izlazi od 2007. godine.|Nova autobusna linija;Obnova stare škole;Ljetni festival na rivi;Vatrogasci dobili vozilo;NK Kamenica pobijedio|Cijena parkinga u centru (69);Gradnja marine (53);Odvoz smeća (34);Novi vrtić (18)|Kamenica;grad;promet;more;kultura;nogomet|Grad Kamenica;Turistička zajednica;Gradska knjižnica
"""

SITES_AT: dict[str, SiteAT] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs, _about, _rec, _arch, _tg, _br = _line.split("|")
    SITES_AT[_k] = SiteAT(
        _k,
        _n,
        _l,
        _t,
        _tag,
        tuple(_secs.split(",")),
        _about,
        tuple(_rec.split(";")),
        tuple(_arch.split(";")),
        tuple(_tg.split(";")),
        tuple(_br.split(";")),
    )

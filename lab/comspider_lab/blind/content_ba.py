"""Made-up sites of blind set BA (the hard cases of the real web of 2008-2014) and the furniture's words per
language (``WORDS``). Every site name, place, tag and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "search",
    "recent",
    "archives",
    "tags",
    "links",
    "most",
    "related",
    "share",
    "print",
    "author",
    "rights",
    "login",
)

# lang | search | recent posts | archives | tags | blogroll | most read | related | share | print | about the author |
# rights | log in
_WORD_ROWS = """
en|Search this site|Recent posts|Archives|Tag cloud|Blogroll|Most read this week|Related stories|Share|Print this page|About the author|All rights reserved|Log in
de|Suche|Neueste Beiträge|Archiv|Schlagwörter|Linkliste|Meistgelesen|Mehr zum Thema|Weiterempfehlen|Drucken|Über den Autor|Alle Rechte vorbehalten|Anmelden
tr|Sitede ara|Son yazılar|Arşiv|Etiket bulutu|Dost siteler|Haftanın en çok okunanları|İlgili haberler|Paylaş|Yazdır|Yazar hakkında|Tüm hakları saklıdır|Giriş yap
ru|Поиск по сайту|Свежие записи|Архив|Облако меток|Друзья сайта|Самое читаемое|По теме|Поделиться|Версия для печати|Об авторе|Все права защищены|Вход
ja|サイト内検索|最近の投稿|アーカイブ|タグクラウド|リンク集|今週のアクセスランキング|関連記事|共有する|印刷する|筆者紹介|無断転載を禁じます|ログイン
nl|Zoeken|Recente berichten|Archief|Trefwoorden|Links|Meest gelezen|Gerelateerd nieuws|Delen|Afdrukken|Over de auteur|Alle rechten voorbehouden|Inloggen
it|Cerca nel sito|Articoli recenti|Archivio|Tag|Siti amici|I più letti della settimana|Articoli correlati|Condividi|Stampa|L'autore|Tutti i diritti riservati|Accedi
pt|Pesquisar|Posts recentes|Arquivo|Marcadores|Blogs que eu sigo|Mais lidos|Leia também|Compartilhar|Imprimir|Sobre a autora|Todos os direitos reservados|Entrar
fr|Rechercher|Derniers billets|Archives|Nuage de mots-clés|Liens amis|Les plus lus|À lire aussi|Partager|Imprimer|L'auteur|Tous droits réservés|Connexion
sv|Sök|Senaste inläggen|Arkiv|Etiketter|Bloggar jag läser|Mest lästa|Relaterat|Dela|Skriv ut|Om skribenten|Alla rättigheter förbehållna|Logga in
cs|Hledat|Nejnovější články|Archiv|Štítky|Odkazy|Nejčtenější|Související články|Sdílet|Tisk|O autorovi|Všechna práva vyhrazena|Přihlásit
fi|Hae sivustolta|Uusimmat|Arkisto|Avainsanat|Linkit|Luetuimmat|Aiheesta muualla|Jaa|Tulosta|Kirjoittajasta|Kaikki oikeudet pidätetään|Kirjaudu
el|Αναζήτηση|Πρόσφατα άρθρα|Αρχείο|Ετικέτες|Φίλοι|Τα πιο δημοφιλή|Σχετικά άρθρα|Κοινοποίηση|Εκτύπωση|Για τον συντάκτη|Με την επιφύλαξη παντός δικαιώματος|Είσοδος
pl|Szukaj|Najnowsze wpisy|Archiwum|Chmura tagów|Polecane strony|Najczęściej czytane|Zobacz też|Podziel się|Drukuj|O autorze|Wszelkie prawa zastrzeżone|Zaloguj
hu|Keresés|Friss bejegyzések|Archívum|Címkefelhő|Ajánlott oldalak|Legolvasottabb|Kapcsolódó cikkek|Megosztás|Nyomtatás|A szerzőről|Minden jog fenntartva|Belépés
ar|بحث في الموقع|أحدث المقالات|الأرشيف|الوسوم|مواقع صديقة|الأكثر قراءة|مقالات ذات صلة|شارك|طباعة|عن الكاتب|جميع الحقوق محفوظة|دخول
es|Buscar|Entradas recientes|Archivo|Etiquetas|Blogs amigos|Lo más leído|Noticias relacionadas|Compartir|Imprimir|Sobre el autor|Todos los derechos reservados|Entrar
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBA:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]
    tags: tuple[str, ...]
    links: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang == "ar" else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page) | tag cloud | blogroll or partner links
_ROWS = """
en-millbrook|The Millbrook Ledger|en|bl|Notes from a small town with a large opinion of itself|Home,Town Hall,Schools,Eating Out,About|council,budget,river,schools,parking,library,festival|Harbour Street Diary,Two Hens and a Fence,The Quiet Allotment
en-kettlewick|Kettlewick Evening Post|en|nw|Serving Kettlewick and the Dale since 1884|News,Sport,Business,What's On,Property,Jobs|roads,police,rugby,market,weather,courts|Dale Radio,Kettlewick Chamber of Trade,Fell Rescue Team
en-sparrowgate|Sparrowgate Review|en|tb|A monthly of ideas, books and arguments|Home,Essays,Books,Letters,Archive|history,poetry,economics,cities,music|The Lantern Quarterly,Northern Reading Circle,Pamphlet Shelf
en-pixelpost|The Pixel Post|en|bl|Gadgets, games and grumbling since 2007|Home,Reviews,Phones,Games,Podcast|phones,batteries,consoles,cameras,laptops,apps|Byte Sized,Pocket Console Club,Screen and Circuit
en-harlow|Harlow Vale Gazette|en|nw|The voice of the Vale|Home,News,Farming,Sport,Opinion,Classifieds|farming,planning,cricket,schools,floods|Vale Young Farmers,St Bride's Parish,Harlow Vale Cricket Club
en-quillon|Quillon & Thread|en|tb|Knitting, sewing and the occasional disaster|Home,Patterns,Projects,Shop,Contact|wool,socks,patterns,quilting,dyeing,buttons|The Yarn Barn Blog,Purl and Plain,Make Do Mondays
en-bramblecup|Bramble Cup Kitchen|en|bl|Baking through the seasons in a tiny oven|Home,Recipes,Bread,Preserves,About me|bread,jam,cake,sourdough,autumn,pies|Flour on the Floor,The Pantry Shelf,Oven Gloves Off
en-coldharbour|Coldharbour Courier|en|nw|Independent news for Coldharbour and the coast|Home,News,Coast,Business,Sport,Letters|harbour,fishing,ferry,council,tourism|Coast Watch Volunteers,Coldharbour Lifeboat,Tide Times Online
en-tunefold|Tunefold|en|bl|Records, gigs and long opinions about both|Home,Reviews,Gigs,Interviews,Mixtapes|indie,folk,vinyl,gigs,debut,reissue|The Crate Digger,Amp and Anvil,Back Room Sessions
en-oakhurst|Oakhurst Observer|en|nw|Oakhurst's weekly newspaper|Home,News,Community,Schools,Sport,Letters|community,school,theatre,library,charity|Oakhurst Players,Friends of Oakhurst Park,Oakhurst Food Bank
en-lowmarsh|Lowmarsh Cycling Notes|en|bl|Two wheels, flat roads, strong opinions|Home,Routes,Kit,Advocacy,About|routes,lanes,tyres,commuting,touring|Saddle Sore Sundays,Fen Riders,The Headwind Blog
en-gullpoint|Gull Point Chronicle|en|tb|News and views from the point|Home,News,Opinion,Nature,Archive|birds,beach,erosion,council,tourism|Point Birders,Save the Dunes,Lighthouse Friends
de-hollerbach|Hollerbacher Rundschau|de|nw|Die Zeitung für Hollerbach und das Tal|Startseite,Lokales,Region,Wirtschaft,Sport,Kultur|Gemeinderat,Verkehr,Vereine,Schule,Wetter|Talradio,Heimatverein Hollerbach,Turnverein 1879
tr-yesilova|Yeşilova Haber|tr|tb|Yeşilova'nın sesi|Anasayfa,Gündem,Yerel,Spor,Köşe Yazıları|belediye,tarım,okul,su,yol,festival|Yeşilova Spor Kulübü,Ova Radyo,Köy Dernekleri
ru-zarechye|Заречный вестник|ru|tb|Газета города Заречный|Главная,Новости,Город,Общество,Спорт,Форум|ЖКХ,дороги,школа,транспорт,культура|Заречное ТВ,Краеведческий музей,Клуб «Рыбак»
ja-kawabe|川辺日日新聞|ja|tb|川辺町の地域ニュース|トップ,地域,くらし,行政,スポーツ|祭り,農業,学校,防災,観光|川辺町観光協会,川辺FM,商店会
nl-dijkhoek|Dijkhoek Blogt|nl|bl|Over de dijk, de polder en de rest|Home,Polder,Eten,Fietsen,Over mij|polder,dijk,molen,fiets,schapen|De Weide Blogt,Klompenpad,Groene Vingers
it-valdoro|Gazzetta di Valdoro|it|nw|Il giornale della valle dal 1952|Home,Cronaca,Politica,Economia,Sport,Cultura|comune,scuola,traffico,vino,turismo|Radio Valdoro,Pro Loco Valdoro,Consorzio Vini della Valle
pt-jacaranda|Diário de uma Jacarandá|pt|bl|Crônicas, plantas e café passado|Início,Crônicas,Jardim,Receitas,Sobre|plantas,café,bairro,chuva,receitas|Quintal da Dona Zica,Horta na Laje,Caderno de Ervas
fr-bruyeres|Le Petit Écho des Bruyères|fr|nw|Le quotidien du pays des Bruyères|Accueil,Actualité,Communes,Économie,Sports,Loisirs|mairie,école,marché,cyclisme,patrimoine|Radio Bruyères,Office de tourisme,Club cycliste des Bruyères
sv-granholm|Granholms Tidning|sv|nw|Nyheter från Granholm med omnejd|Start,Nyheter,Granholm,Sport,Kultur,Debatt|kommunen,skolan,skogen,hockey,vägar|Granholms IK,Hembygdsföreningen,Radio Granholm
cs-lipovec|Lipovecké listy|cs|nw|Zpravodajství z Lipovce a okolí|Úvod,Zprávy,Region,Sport,Kultura,Diskuse|radnice,doprava,škola,hokej,pivovar|Lipovecká televize,Muzeum Lipovecka,HC Lipovec
fi-koskela|Koskelan Sanomat|fi|nw|Koskelan seudun paikallislehti|Etusivu,Uutiset,Koskela,Urheilu,Kulttuuri,Mielipide|kunta,koulu,liikenne,jääkiekko,kirjasto|Koskelan Kiekko,Kotiseutuyhdistys,Radio Koski
el-thalassia|Θαλασσινά Νέα|el|tb|Η φωνή του νησιού|Αρχική,Ειδήσεις,Νησί,Πολιτισμός,Αθλητικά|λιμάνι,τουρισμός,αλιεία,σχολείο,δήμος|Ναυτικός Όμιλος,Λαογραφικό Μουσείο,Ράδιο Νησί
pl-zielonka|Gazeta Zielonecka|pl|bl|Muzyka, książki i wszystko pomiędzy|Strona główna,Muzyka,Książki,Koncerty,O blogu|płyty,koncerty,recenzje,wywiady,jazz|Winylowa Półka,Trzecie Ucho,Nuty i Słowa
hu-bodrogvar|Bodrogvári Napló|hu|nw|A város és a környék hírei|Címlap,Hírek,Város,Sport,Kultúra,Vélemény|foci,önkormányzat,iskola,fesztivál,árvíz|Bodrogvári SE,Városi Könyvtár,Bodrog Rádió
ar-nakheel|جريدة النخيل|ar|tb|أخبار الواحة والثقافة|الرئيسية,أخبار,ثقافة,فنون,رياضة|معارض,فنون,تراث,متاحف,شعر|بيت الفنون,جمعية التراث,إذاعة الواحة
es-almendral|El Heraldo del Almendral|es|bl|Un pueblo, mil historias|Inicio,Historias,Fiestas,Gente,Contacto|fiestas,motes,almendros,abuelos,huerta|La Era de Arriba,Cuaderno del Pastor,Memoria de la Sierra
"""

SITES_BA: dict[str, SiteBA] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs, _tags, _links = _line.split("|")
    SITES_BA[_k] = SiteBA(
        _k, _n, _l, _t, _tag, tuple(_secs.split(",")), tuple(_tags.split(",")), tuple(_links.split(","))
    )

"""Made-up sites of blind set BC (the comment templates of the blogging engines and newspaper systems of 2004-2013,
as their served HTML printed them) and the furniture's words per language (``WORDS``). Every site name, engine name,
place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "home",
    "search",
    "about",
    "recent",
    "archives",
    "tags",
    "blogroll",
    "most",
    "share",
    "related",
    "contact",
    "rights",
    "powered",
    "subscribe",
)

# lang | home | search | about | recent posts | archives | tag cloud | links | most read | share | related | contact
# | rights | powered by | subscribe (feed)
_WORD_ROWS = """
en|Home|Search|About me|Recent posts|Archives|Tags|Blogroll|Most read|Bookmark this|Related stories|Contact|All rights reserved|Powered by|Subscribe to the feed
de|Startseite|Suche|Über mich|Neueste Beiträge|Archiv|Schlagwörter|Blogroll|Meistgelesen|Lesezeichen setzen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Betrieben mit|Feed abonnieren
fr|Accueil|Rechercher|À propos|Derniers billets|Archives|Mots-clés|Mes liens|Les plus lus|Partager|À lire aussi|Contact|Tous droits réservés|Propulsé par|S'abonner au flux
es|Portada|Buscar|Sobre mí|Entradas recientes|Archivo|Etiquetas|Enlaces|Lo más leído|Compartir|Noticias relacionadas|Contacto|Todos los derechos reservados|Funciona con|Suscríbete al canal
it|Home|Cerca|Chi sono|Post recenti|Archivio|Tag|I miei link|I più letti|Condividi|Articoli correlati|Contatti|Tutti i diritti riservati|Realizzato con|Abbonati al feed
pt|Início|Buscar|Quem sou|Posts recentes|Arquivo|Marcadores|Links|Mais lidas|Compartilhe|Leia também|Fale conosco|Todos os direitos reservados|Feito com|Assine o feed
nl|Home|Zoeken|Over mij|Recente berichten|Archief|Tags|Links|Meest gelezen|Deel dit|Gerelateerd|Contact|Alle rechten voorbehouden|Draait op|Abonneer op de feed
pl|Strona główna|Szukaj|O mnie|Ostatnie wpisy|Archiwum|Tagi|Linki|Najczęściej czytane|Podziel się|Czytaj także|Kontakt|Wszelkie prawa zastrzeżone|Napędzane przez|Subskrybuj kanał
ru|Главная|Поиск|Обо мне|Последние записи|Архив|Метки|Друзья|Самое читаемое|Поделиться|По теме|Контакты|Все права защищены|Работает на|Подписаться на ленту
ja|ホーム|検索|プロフィール|最近の記事|アーカイブ|タグ|リンク|よく読まれている記事|ブックマーク|関連記事|お問い合わせ|無断転載を禁じます|Powered by|RSSを購読
sv|Hem|Sök|Om mig|Senaste inläggen|Arkiv|Etiketter|Länkar|Mest läst|Dela|Läs också|Kontakt|Alla rättigheter förbehållna|Drivs med|Prenumerera på flödet
cs|Úvod|Hledat|O mně|Nejnovější články|Archiv|Štítky|Odkazy|Nejčtenější|Sdílet|Související články|Kontakt|Všechna práva vyhrazena|Běží na|Odebírat RSS
fi|Etusivu|Haku|Tietoa|Uusimmat|Arkisto|Avainsanat|Linkit|Luetuimmat|Jaa|Aiheesta muualla|Yhteystiedot|Kaikki oikeudet pidätetään|Alustana|Tilaa syöte
el|Αρχική|Αναζήτηση|Σχετικά|Πρόσφατα|Αρχείο|Ετικέτες|Σύνδεσμοι|Δημοφιλή|Μοιραστείτε|Σχετικά άρθρα|Επικοινωνία|Με επιφύλαξη παντός δικαιώματος|Με την υποστήριξη του|Εγγραφή στη ροή
hu|Címlap|Keresés|Rólam|Friss írások|Archívum|Címkék|Linkek|Legolvasottabb|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Motor|Feliratkozás a hírcsatornára
tr|Anasayfa|Ara|Hakkımda|Son yazılar|Arşiv|Etiketler|Bağlantılar|En çok okunanlar|Paylaş|İlgili haberler|İletişim|Tüm hakları saklıdır|Altyapı|Beslemeye abone ol
zh|首页|搜索|关于我|最新文章|文章归档|标签云|友情链接|热门文章|分享到|相关阅读|联系我们|版权所有|技术支持|订阅本站
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBC:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    engine: str  # the invented engine printed in the footer ("powered by")
    sections: tuple[str, ...]


# key | name | lang | template | tagline | engine | sections (the first is the home page)
_ROWS = """
en-marrow|Marrow and Thistle|en|bl|A garden, a shed and too many opinions|Quillpress 1.4|Home,The Plot,Shed Notes,Recipes
en-lamplit|Lamplit Lanes|en|bl|Notes from a night-shift cyclist|Bloghive|Home,Rides,Repairs,Maps
en-herald|The Carrow Vale Herald|en|np|Serving the Vale since 1871|Pressroom 3|News,Local,Business,Sport,Opinion,Letters
en-tinker|Tinkerers' Yard|en|cm|News for people who take things apart|Yardstick Slash 2.2|Front,Hardware,Software,Science,Ask the Yard
en-kilnwiki|Kilnwiki|en|cm|The potters' wiki anyone can edit|KilnWiki engine|Main page,Glazes,Kilns,Clay bodies,Talk
en-seaglass|Seaglass Diary|en|bl|Photographs of one beach, every morning|Shutterlog 0.9|Home,Mornings,Storms,Prints
en-ledger|The Weekend Ledger|en|np|Ideas, culture and long reads|Mastwell CMS|Home,Features,Culture,Ideas,Books,Travel
en-ferrule|Ferrule & Finch|en|bl|Umbrella repair and other lost arts|Quillpress 2.1|Home,Repairs,Workshop,Shop
en-gullhaven|Gullhaven Gazette|en|np|The island's paper|Pressroom 3|News,Harbour,Schools,Sport,Notices
en-bitbarrow|Bitbarrow|en|cm|Small software, shipped|Yardstick Slash 2.2|Front,Releases,Security,Howtos
en-oakum|Oakum Street Journal|en|bl|Boats, rope and a leaking house|Bloghive|Home,Boats,House,Rope
en-stovepipe|Stovepipe Notes|en|bl|A programmer's notebook|Quillpress 2.3|Home,Code,Talks,Notes
de-auental|Auentaler Kurier|de|np|Heimatzeitung für das Auental|RedaktionsWerk 5|Startseite,Lokales,Region,Wirtschaft,Sport
fr-brindille|Brindille et Cie|fr|bl|Carnet d'une illustratrice de province|Plumeau 2|Accueil,Carnets,Ateliers,Contact
es-alcotan|El Alcotán de Vegaseca|es|np|Diario digital de la comarca|Prensanet 4.0|Portada,Comarca,Campo,Deportes,Cultura
it-gelso|Il Gelso Storto|it|bl|Diario di un'orticoltrice di collina|Pennino 1.2|Home,Orto,Cucina,Paese
pt-vilaboa|Diário de Vila Boa|pt|np|O jornal da região serrana|Redator 2010|Início,Cidade,Região,Economia,Esportes
nl-dijkwacht|De Dijkwachter|nl|bl|Een polderblog|Penseel 3.0|Home,Polder,Fiets,Over mij
pl-pogorze|Echo Pogórza|pl|cm|Portal ziemi pogórzańskiej|PortalMaster 2|Strona główna,Wiadomości,Forum,Sport,Kultura
ru-berestok|Дневник Берестка|ru|bl|Записки из деревни у реки|Заметник|Главная,Деревня,Мастерская,Книги
ja-kamome|かもめ堂日記|ja|bl|港町の古本屋のブログ|ブログ帳 3.2|ホーム,入荷情報,店の日々,本の話
sv-myrbo|Myrbo Tidning|sv|np|Nyheter från Myrbo och byarna|Tidningsverket|Start,Myrbo,Byarna,Sport,Kultur
cs-lomnice|Lomnický zpravodaj|cs|np|Zprávy z Lomnicka|Redakce 3|Úvod,Zprávy,Region,Sport,Kultura
fi-kaarnio|Kaarniön Viikko|fi|np|Paikallislehti vuodesta 1952|Lehtimylly|Etusivu,Uutiset,Urheilu,Kulttuuri,Mielipide
el-avlonari|Τα Νέα του Αυλωναρίου|el|np|Η εφημερίδα του κάμπου|Τυπογράφος 2|Αρχική,Τοπικά,Αγροτικά,Αθλητικά,Πολιτισμός
hu-szolohegy|Szőlőhegyi Hírmondó|hu|np|A borvidék lapja|Szerkesztő 4|Címlap,Helyi,Bor,Sport,Kultúra
tr-yalikoy|Yalıköy Haber|tr|cm|Yalıköy'ün sesi|HaberMotor 3|Anasayfa,Gündem,Kültür,Spor,Karikatür
zh-liuxi|柳溪日报网|zh|np|柳溪市新闻门户|新闻发布系统 V5|首页,本地,民生,文化,专题
"""

SITES_BC: dict[str, SiteBC] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _eng, _secs = _line.split("|")
    SITES_BC[_k] = SiteBC(_k, _n, _l, _t, _tag, _eng, tuple(_secs.split(",")))

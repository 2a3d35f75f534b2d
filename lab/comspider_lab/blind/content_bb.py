"""Made-up sites of blind set BB (the comment templates of the blogging engines and newspaper systems of 2004-2013,
as their served HTML printed them) and the furniture's words per language (``WORDS``). Every site, engine, name,
place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "share",
    "related",
    "contact",
    "rights",
    "recent_posts",
    "recent_comments",
    "archives",
    "tags",
    "blogroll",
    "most_read",
    "search",
    "about",
    "powered",
    "on",
)

# lang | share | related | contact | rights | recent posts | recent comments | archives | tags | blogroll | most read |
# search | about | powered by | "on" (in "NAME on POST")
_WORD_ROWS = """
en|Share this|Related posts|Contact|All rights reserved|Recent Posts|Recent Comments|Archives|Tags|Blogroll|Most Read|Search|About|Powered by|on
de|Weitersagen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Neueste Artikel|Neueste Kommentare|Archiv|Schlagworte|Linkliste|Meistgelesen|Suche|Über uns|Betrieben mit|zu
fr|Partager|Articles liés|Contact|Tous droits réservés|Derniers billets|Derniers commentaires|Archives|Mots-clés|Liens amis|Les plus lus|Rechercher|À propos|Propulsé par|sur
es|Compartir|Entradas relacionadas|Contacto|Todos los derechos reservados|Entradas recientes|Comentarios recientes|Archivo|Etiquetas|Blogs amigos|Lo más leído|Buscar|Acerca de|Funciona con|en
it|Condividi|Articoli correlati|Contatti|Tutti i diritti riservati|Ultimi articoli|Ultimi commenti|Archivio|Tag|Blog amici|I più letti|Cerca|Chi siamo|Realizzato con|su
nl|Delen|Gerelateerd|Contact|Alle rechten voorbehouden|Recente berichten|Recente reacties|Archief|Labels|Bloglinks|Meest gelezen|Zoeken|Over mij|Mogelijk gemaakt door|bij
pt|Compartilhe|Posts relacionados|Contato|Todos os direitos reservados|Posts recentes|Comentários recentes|Arquivo|Marcadores|Blogs que eu sigo|Mais lidas|Buscar|Quem sou eu|Tecnologia|em
ru|Поделиться|Похожие записи|Контакты|Все права защищены|Последние записи|Последние комментарии|Архив|Метки|Друзья|Самое читаемое|Поиск|Обо мне|Работает на|к записи
ja|共有する|関連記事|お問い合わせ|無断転載禁止|最近の記事|最近のコメント|アーカイブ|カテゴリー|リンク|人気記事|検索|プロフィール|Powered by|：
sv|Dela|Läs också|Kontakta oss|Alla rättigheter förbehållna|Senaste inläggen|Senaste kommentarerna|Arkiv|Etiketter|Bloggar jag läser|Mest lästa|Sök|Om sajten|Drivs med|om
cs|Sdílet|Související články|Kontakt|Všechna práva vyhrazena|Nejnovější články|Poslední komentáře|Archiv|Štítky|Odkazy|Nejčtenější|Hledat|O nás|Běží na|k článku
tr|Paylaş|İlgili haberler|İletişim|Tüm hakları saklıdır|Son yazılar|Son yorumlar|Arşiv|Etiketler|Dost bloglar|En çok okunanlar|Ara|Hakkımızda|Altyapı|:
pl|Udostępnij|Powiązane artykuły|Kontakt|Wszelkie prawa zastrzeżone|Najnowsze wpisy|Najnowsze komentarze|Archiwum|Tagi|Polecane blogi|Najczęściej czytane|Szukaj|O nas|Napędzane przez|do
fi|Jaa|Aiheesta muualla|Yhteystiedot|Kaikki oikeudet pidätetään|Uusimmat kirjoitukset|Uusimmat kommentit|Arkisto|Avainsanat|Blogilista|Luetuimmat|Haku|Tietoa|Alustana|:
hu|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Friss bejegyzések|Friss hozzászólások|Archívum|Címkék|Kedvenc blogok|Legolvasottabb|Keresés|Rólunk|Motor|–
da|Del|Relaterede indlæg|Kontakt|Alle rettigheder forbeholdes|Seneste indlæg|Seneste kommentarer|Arkiv|Emner|Blogs jeg følger|Mest læste|Søg|Om bloggen|Kører på|til
el|Κοινοποίηση|Σχετικά άρθρα|Επικοινωνία|Με επιφύλαξη παντός δικαιώματος|Πρόσφατα άρθρα|Πρόσφατα σχόλια|Αρχείο|Ετικέτες|Φίλοι|Δημοφιλή|Αναζήτηση|Σχετικά|Με την υποστήριξη του|στο
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBB:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    engine: str  # the invented engine named in the footer
    sections: tuple[str, ...]


# key | name | lang | template (bl blog, np newspaper, cm community portal) | tagline | engine | sections
_ROWS = """
en-gravelpath|Gravel Path Notes|en|bl|Walking, weather and the odd sandwich|Blogstead|Home,Walks,Gear,About
en-hollyfield|The Hollyfield Ledger|en|bl|A parish-pump blog from the edge of the fens|Quillpress 2.7|Home,Village,Parish Council,Photos,About
en-ferrowyn|ferrowyn.net|en|bl|notes from a server closet|Scriptorium 2.661|Main,Linux,Photography,Books
en-backlot|Backlot Monthly|en|cm|Film, television and the people who make them|Nodewright 5|Home,Features,Reviews,Interviews,Forums
en-fenwick|Fenwick Valley Wiki|en|cm|The community encyclopedia of the Fenwick valley|FolioWiki 1.12|Main page,Villages,History,Transport,Help
en-tidewater|The Tidewater Courier|en|np|News for the Tidewater coast since 1887|Broadsheet 4|Home,News,Business,Sports,Opinion,Obituaries
en-patchbay|Patchbay|en|cm|News for people who solder|Threadline|Stories,Hardware,Audio,Ask Patchbay,Polls
de-moorheide|Moorheider Tageblatt|de|np|Die Zeitung für Moorheide und Umgebung|ZeitungsWerk 3|Startseite,Lokales,Region,Wirtschaft,Sport,Leserforum
fr-causses|Le Courrier des Causses|fr|cm|L'actualité du plateau et des vallées|Forum intégré AgoraBB|Accueil,Actualités,Agriculture,Culture,Forum
es-almendral|El Almendral de Marta|es|bl|Cosas de pueblo, huerto y cocina|Cuadernia|Inicio,Huerto,Cocina,Pueblo,Sobre mí
it-valdorso|Gazzetta di Valdorso|it|np|Quotidiano della valle dal 1952|Rotativa CMS|Home,Cronaca,Politica,Economia,Sport,Lettere
nl-polderlicht|Polderlicht|nl|bl|Fotografie en wolkenluchten|Bloghuis|Home,Foto's,Wolken,Over mij
pt-varanda|Varanda da Lúcia|pt|bl|Costura, linhas e café|Blogaria|Início,Costura,Moldes,Receitas,Quem sou eu
ru-belkino|Записки из Белкино|ru|bl|Дачный дневник|Дневники.ру (движок «Береста»)|Журнал,Профиль,Друзья,Архив
ja-hanamori|花森さんちの台所|ja|bl|毎日のごはんと小さな庭|ブログ舎|ホーム,ごはん,庭,旅,プロフィール
sv-norrvik|Norrviks-Posten|sv|np|Nyheter från Norrvik och Ådalen|Tidningsmotorn|Start,Nyheter,Norrvik,Sport,Kultur,Debatt
cs-zahori|Zahorský zpravodaj|cs|np|Zprávy z Zahoří a okolí|RedakceNet 2|Úvod,Zprávy,Region,Sport,Kultura
tr-karaburun|Karaburun Haber|tr|np|Yarımadanın haber sitesi|HaberPanel|Anasayfa,Gündem,Yerel,Spor,Yaşam
pl-jezioro|Głos Pojezierza|pl|np|Gazeta powiatu pojezierskiego|Redakcja24|Strona główna,Wiadomości,Powiat,Sport,Kultura
fi-karhula|Karhulan Viesti|fi|np|Paikallislehti vuodesta 1934|Lehtipalvelin|Etusivu,Uutiset,Paikalliset,Urheilu,Mielipide
en-oakmoor|Oakmoor Evening Star|en|np|Serving Oakmoor and the three valleys|Broadsheet 3|Home,News,Schools,Sport,Community
en-tinkerhill|Tinkerhill|en|bl|A garden, a shed and too many tomatoes|Quillpress 3.0|Home,Garden,Shed,Recipes,About
en-pixelforge|PixelForge Weekly|en|cm|Indie games, old arcades and new releases|Nodewright 6|News,Reviews,Arcade,Community
en-quiltwren|Wren & Thimble|en|bl|Patchwork, quilting bees and long winters|Blogstead|Home,Quilts,Bees,Tutorials
hu-somlyo|Somlyói Hírmondó|hu|np|A hegy és a borvidék lapja|HírMotor|Címlap,Helyi,Bor,Gazdaság,Kultúra
da-uldgaard|Uldgården|da|bl|Strik, garn og opskrifter|Bloggeriet|Forside,Opskrifter,Garn,Om bloggen
en-bellwick|Bellwick Gazette|en|np|The voice of Bellwick and district|Broadsheet 4|Home,News,Faith,Heritage,Letters
el-kyparissi|Φωνή της Κυπαρισσιάς|el|np|Η εφημερίδα της Κυπαρισσιάς|ΕφημερίδαNet|Αρχική,Ειδήσεις,Πολιτισμός,Αθλητικά,Απόψεις
"""

SITES_BB: dict[str, SiteBB] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _eng, _secs = _line.split("|")
    SITES_BB[_k] = SiteBB(_k, _n, _l, _t, _tag, _eng, tuple(_secs.split(",")))

"""Made-up sites of blind set AZ (the hard cases of the real web of 2008-2014, chosen by an adversary) and the
furniture's words per language (``WORDS``). Every site name, place, blog name and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "search",
    "recent",
    "archives",
    "cats",
    "cloud",
    "blogroll",
    "meta",
    "most",
    "share",
    "related",
    "letter",
    "subscribe",
    "contact",
    "rights",
    "about",
    "print",
)

# lang | search | recent posts | archives | categories | tag cloud | blogroll | log in | most read | share | related |
# newsletter | subscribe | contact | rights | about the author | print
_WORD_ROWS = """
en|Search|Recent Posts|Archives|Categories|Tags|Blogroll|Log in|Most read|Share this|You might also like|Get the morning headlines by e-mail|Subscribe|Contact us|All rights reserved|About the author|Print
de|Suche|Neueste Beiträge|Archiv|Kategorien|Schlagworte|Linkliste|Anmelden|Meistgelesen|Weitersagen|Mehr zum Thema|Der Newsletter am Morgen|Abonnieren|Kontakt|Alle Rechte vorbehalten|Über die Autorin|Drucken
fr|Rechercher|Articles récents|Archives|Catégories|Nuage de mots-clés|Blogs amis|Connexion|Les plus lus|Partager|À lire aussi|La lettre du magazine|S'abonner|Contact|Tous droits réservés|L'auteur|Imprimer
es|Buscar|Entradas recientes|Archivo|Categorías|Etiquetas|Blogs amigos|Acceder|Lo más visto|Compartir|Noticias relacionadas|Boletín diario|Suscribirse|Contacto|Todos los derechos reservados|Sobre el autor|Imprimir
it|Cerca|Articoli recenti|Archivio|Categorie|Tag|Blog amici|Accedi|I più letti|Condividi|Leggi anche|Newsletter settimanale|Iscriviti|Contatti|Tutti i diritti riservati|L'autore|Stampa
pt|Pesquisar|Postagens recentes|Arquivo do blog|Marcadores|Nuvem de tags|Blogs que eu sigo|Entrar|Mais lidas|Compartilhar|Leia também|Receba as novidades por e-mail|Assinar|Contato|Todos os direitos reservados|Quem sou eu|Imprimir
nl|Zoeken|Recente berichten|Archief|Rubrieken|Trefwoorden|Andere blogs|Inloggen|Meest gelezen|Delen|Lees ook|Dagelijkse nieuwsbrief|Aanmelden|Contact|Alle rechten voorbehouden|Over de auteur|Afdrukken
pl|Szukaj|Najnowsze wpisy|Archiwum|Kategorie|Tagi|Polecane blogi|Zaloguj|Najczęściej czytane|Udostępnij|Zobacz także|Newsletter|Zapisz się|Kontakt|Wszelkie prawa zastrzeżone|O autorze|Drukuj
sv|Sök|Senaste inläggen|Arkiv|Kategorier|Etiketter|Bloggar jag läser|Logga in|Mest läst|Dela|Läs också|Nyhetsbrev|Prenumerera|Kontakt|Alla rättigheter förbehållna|Om skribenten|Skriv ut
ru|Поиск|Свежие записи|Архив|Рубрики|Метки|Друзья|Войти|Самое читаемое|Поделиться|Читайте также|Рассылка новостей|Подписаться|Контакты|Все права защищены|Об авторе|Печать
ja|検索|最近の記事|アーカイブ|カテゴリー|タグ|リンク集|ログイン|アクセスランキング|共有|関連記事|メールマガジン|登録|お問い合わせ|無断転載を禁じます|プロフィール|印刷
fi|Hae|Uusimmat kirjoitukset|Arkisto|Aiheet|Avainsanat|Blogilista|Kirjaudu|Luetuimmat|Jaa|Lue myös|Uutiskirje|Tilaa|Yhteystiedot|Kaikki oikeudet pidätetään|Kirjoittajasta|Tulosta
tr|Ara|Son yazılar|Arşiv|Kategoriler|Etiketler|Dost bloglar|Giriş|En çok okunanlar|Paylaş|İlgili haberler|Günlük bülten|Abone ol|İletişim|Tüm hakları saklıdır|Yazar hakkında|Yazdır
cs|Hledat|Nejnovější články|Archiv|Rubriky|Štítky|Spřátelené weby|Přihlásit|Nejčtenější|Sdílet|Související články|Zpravodaj e-mailem|Odebírat|Kontakt|Všechna práva vyhrazena|O autorovi|Tisk
da|Søg|Seneste indlæg|Arkiv|Kategorier|Emneord|Blogs jeg følger|Log ind|Mest læste|Del|Læs også|Nyhedsbrev|Tilmeld|Kontakt|Alle rettigheder forbeholdes|Om skribenten|Udskriv
hu|Keresés|Legfrissebb bejegyzések|Archívum|Rovatok|Címkék|Blogajánló|Belépés|Legolvasottabb|Megosztás|Kapcsolódó cikkek|Hírlevél|Feliratkozás|Kapcsolat|Minden jog fenntartva|A szerzőről|Nyomtatás
ro|Caută|Articole recente|Arhivă|Categorii|Etichete|Bloguri prietene|Autentificare|Cele mai citite|Distribuie|Citește și|Newsletter|Abonează-te|Contact|Toate drepturile rezervate|Despre autor|Tipărește
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAZ:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]
    blogroll: tuple[str, ...]


# key | name | lang | template (wp blog, np newspaper, mg magazine) | tagline | sections | blogroll (friends' blogs)
_ROWS = """
en-quillhouse|Notes from Quill House|en|wp|Small press, big opinions, since 2006|Home,Books,Printing,About|The Ink Well Diaries,Bindery Notes,A Stitch in Folio,Paper Moth
en-ashcombe|The Ashcombe Courier|en|np|Serving Ashcombe and the Vale since 1887|Home,News,Sport,Business,Letters,Property|Vale Rambling Club,Ashcombe Civic Society,The Millpond Log,St Aldric's Parish
en-thornfield|Thornfield Politics|en|wp|Parish pumps and party lines|Home,Council,Parliament,Polls,About|The Lobby Lamp,Ward Watch,Green Benches,Ballot Box Blues
en-greenhouse|Fern's Greenhouse|en|wp|Tomatoes, tantrums and the odd triumph|Home,Vegetables,Flowers,The Shed,About|Allotment Row 14,Muddy Wellies,The Seed Tin,Compost Corner
en-bytewise|Bytewise|en|wp|Notes on code, servers and the occasional rant|Home,Linux,Python,Hardware,About|Segfault Sunday,Tabs Not Spaces,The Cron Job,Little Endian
en-coastline|Coastline Weekly|en|mg|Life on the north shore|Home,Travel,Food,People,Outdoors|Shore Walks,Salt and Pepper,Gull Island Diary,Harbour Lights
en-millbrook|Millbrook Gazette|en|np|Independent news for Millbrook and district|Home,News,Schools,Sport,Opinion|Millbrook Historians,Friends of Kettle Park,The Brook Runners,Canal Society
en-lanternroad|Lantern Road|en|mg|Culture, cities and the people in them|Home,Music,Film,Cities,Essays|Velvet Stage,Night Bus Notes,Cinema in the Attic,The Concrete Column
en-hollins|Hollins Valley Times|en|np|Your valley, your paper|Home,News,Farming,Sport,What's On|Hollins Walkers,Young Farmers Club,Valley Choir,Old Mill Trust
en-fellside|Fellside Dog Journal|en|mg|Working dogs, show dogs, family dogs|Home,Shows,Training,Health,Breeders|Collie Corner,Paws on the Fell,The Gundog Post,Kennel Lane
en-kettlebug|Kettlebug Dev Log|en|wp|Building a tiny map editor in public|Home,Devlog,Releases,Docs,About|Pixel Forge,Indie Tilemaps,The Sprite Shed,Render Loop
en-redmarsh|Redmarsh Rovers Fan Zone|en|np|The unofficial voice of the Marsh End|Home,Match Reports,Transfers,Youth,Forum|Marsh End Memories,Away Day Diaries,The Rovers Podcast,Scarf and Rattle
de-lindach|Lindenacher Bote|de|np|Heimatzeitung für Lindenach und Umgebung|Startseite,Lokales,Region,Sport,Kultur|Heimatverein Lindenach,Lindenacher Narrenzunft,Wanderfreunde Hohlstetten,Kirchenchor St. Veit
fr-carnets|Les Carnets de Belrive|fr|mg|Le magazine des gens curieux|Accueil,Société,Culture,Voyages,Cuisine|Le Cahier de Mireille,Sur la route du sel,Bouquins et Bretelles,La Petite Cuillère
es-vegaalta|Diario de la Vega Alta|es|np|El periódico de la comarca|Portada,Comarca,Provincia,Deportes,Opinión|Peña El Soto,Asociación Río Albero,Coro de la Vega,Amigos del Castillo
it-colleverde|Il Corriere di Collevario|it|np|Notizie dalla valle dal 1952|Home,Cronaca,Politica,Sport,Cultura|Pro Loco Collevario,Gruppo Alpini,Il Blog del Mulino,Banda Cittadina
pt-cantinho|Cantinho da Dona Lurdes|pt|wp|Receitas, crochê e causos da roça|Início,Receitas,Crochê,Causos,Quem sou eu|Panela de Barro,Fios da Vovó,Horta no Quintal,Doce de Leite e Prosa
nl-polderpost|De Polderpost|nl|np|Nieuws uit de Noorderpolder|Home,Regio,Economie,Sport,Cultuur|Historische Kring Noorderpolder,IJsclub De Vlijt,Fanfare Eendracht,Dorpsraad Wierdewoud
pl-znad-rzeki|Gazeta Znad Rzeki|pl|np|Tygodnik powiatu nadrzecznego|Strona główna,Powiat,Gospodarka,Sport,Kultura|Klub Turystyczny Meander,Koło Gospodyń Wiejskich,Bractwo Kurkowe,Chór Lutnia
sv-skargard|Skärgårdsliv|sv|wp|Om båtar, bryggor och öar|Hem,Båtlivet,Öarna,Mat,Om mig|Kobbar och skär,Bryggbloggen,Seglardagboken,Sillmånad
ru-zarechye|Заречье сегодня|ru|np|Районная газета с 1959 года|Главная,Район,Общество,Спорт,Культура|Клуб краеведов,Лыжная секция «Заря»,Хор ветеранов,Библиотека на Садовой
ja-kaminoyama|上ノ山タイムス|ja|np|上ノ山市の地域ニュース|トップ,市政,くらし,経済,スポーツ|上ノ山観光協会,駅前商店街,上ノ山写真部,里山を歩く会
fi-saaristo|Saariston Sanomat|fi|np|Paikallislehti saaristosta|Etusivu,Uutiset,Urheilu,Kulttuuri,Mielipide|Kotiseutuyhdistys,Saaristolaivasto,Kuoro Laulu-Aalto,Veneseura
tr-kuzeykent|Kuzeykent Haber|tr|np|Kuzeykent'in sesi|Anasayfa,Gündem,Ekonomi,Spor,Kültür|Kuzeykent Fotoğraf Derneği,Dağcılık Kulübü,Halk Kütüphanesi,Esnaf Odası
cs-vltavin|Vltavínský magazín|cs|mg|Čtení na víkend|Úvod,Lidé,Cestování,Kultura,Jídlo|Blog Pod Lipou,Cestou necestou,Kuchařka z půdy,Toulky krajem
da-hedeby|Hedeby Avis|da|np|Nyt fra Hedeby og omegn|Forside,Lokalt,Erhverv,Kultur,Sport|Hedeby Lokalhistoriske Arkiv,Slægtsforskerne,Hedeby Ro- og Kajakklub,Borgerforeningen
hu-rekettye|Rekettyési Hírek|hu|np|A város független hírportálja|Címlap,Város,Közélet,Sport,Kultúra|Rekettyei Kerékpáros Egylet,Városvédő Egyesület,Dalkör,Helytörténeti Műhely
ro-luncani|Gazeta de Luncani|ro|np|Ziarul orașului Luncani|Acasă,Local,Educație,Sport,Cultură|Clubul de Șah Luncani,Asociația Părinților,Cercul de Istorie,Corul Armonia
"""

SITES_AZ: dict[str, SiteAZ] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs, _roll = _line.split("|")
    SITES_AZ[_k] = SiteAZ(_k, _n, _l, _t, _tag, tuple(_secs.split(",")), tuple(_roll.split(",")))

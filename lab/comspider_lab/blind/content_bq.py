"""Made-up sites of blind set BQ (blogs and news sites of 2009-2014 as a crawler saved them: hobby blogs on hosted
blog engines, regional papers on the CMSs of that time, portals with their comment tables) and the furniture's words
per language (``TERMS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "share", "print", "tags", "newer", "older")

# lang | home | search button | rights | share | print | tags/labels | newer post | older post
_TERM_ROWS = """
cs|Domů|Hledat|Všechna práva vyhrazena|Sdílet|Tisk|Štítky|Novější příspěvek|Starší příspěvek
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Catégories|Note suivante|Note précédente
ru|Главная|Найти|Все права защищены|Поделиться|Версия для печати|Теги|Следующая новость|Предыдущая новость
de|Startseite|Suchen|Alle Rechte vorbehalten|Empfehlen|Drucken|Schlagworte|Nächster Artikel|Voriger Artikel
nl|Home|Zoek|Alle rechten voorbehouden|Deel dit artikel|Print|Trefwoorden|Volgend artikel|Vorig artikel
ja|トップ|検索|無断転載禁止|ブックマーク|印刷|カテゴリ|次の記事|前の記事
zh|首页|搜索|版权所有|分享到|打印|关键词|下一篇|上一篇
ko|홈|검색|무단 전재 및 재배포 금지|공유하기|인쇄|태그|다음 기사|이전 기사
it|Home|Cerca|Tutti i diritti riservati|Condividi|Stampa|Tag|Articolo successivo|Articolo precedente
es|Portada|Buscar|Todos los derechos reservados|Compartir|Imprimir|Etiquetas|Noticia siguiente|Noticia anterior
fi|Etusivu|Hae|Kaikki oikeudet pidätetään|Jaa|Tulosta|Avainsanat|Seuraava juttu|Edellinen juttu
sk|Domov|Hľadať|Všetky práva vyhradené|Zdieľať|Tlačiť|Štítky|Novší článok|Starší článok
pt|Início|Pesquisar|Todos os direitos reservados|Partilhar|Imprimir|Etiquetas|Mensagem mais recente|Mensagem antiga
tr|Anasayfa|Ara|Tüm hakları saklıdır|Paylaş|Yazdır|Etiketler|Sonraki haber|Önceki haber
sv|Start|Sök|Alla rättigheter förbehållna|Dela|Skriv ut|Ämnen|Nästa artikel|Föregående artikel
en|Home|Search|All rights reserved|Share this|Print|Tags|Newer post|Older post
da|Forside|Søg|Alle rettigheder forbeholdes|Del|Udskriv|Emner|Næste artikel|Forrige artikel
el|Αρχική|Αναζήτηση|Με επιφύλαξη παντός δικαιώματος|Μοιραστείτε|Εκτύπωση|Ετικέτες|Επόμενο άρθρο|Προηγούμενο άρθρο
ro|Pagina de pornire|Caută|Toate drepturile rezervate|Distribuie|Printează|Etichete|Postare mai nouă|Postare mai veche
uk|Головна|Пошук|Усі права захищено|Поділитися|Друк|Теги|Наступна новина|Попередня новина
nb|Forsiden|Søk|Alle rettigheter reservert|Del|Skriv ut|Stikkord|Neste sak|Forrige sak
hu|Címlap|Keresés|Minden jog fenntartva|Megosztás|Nyomtatás|Címkék|Következő cikk|Előző cikk
et|Avaleht|Otsi|Kõik õigused kaitstud|Jaga|Prindi|Märksõnad|Järgmine lugu|Eelmine lugu
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Podziel się|Drukuj|Tagi|Następny artykuł|Poprzedni artykuł
sl|Domov|Išči|Vse pravice pridržane|Deli|Natisni|Oznake|Novejši prispevek|Starejši prispevek
hr|Naslovnica|Traži|Sva prava pridržana|Podijeli|Ispis|Oznake|Sljedeći članak|Prethodni članak
ca|Portada|Cerca|Tots els drets reservats|Comparteix|Imprimeix|Etiquetes|Notícia següent|Notícia anterior
bg|Начало|Търси|Всички права запазени|Сподели|Печат|Етикети|По-нова публикация|По-стара публикация
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBQ:
    key: str
    name: str
    lang: str
    look: str  # "blog" (a hosted or self-hosted blog theme), "paper" (a regional paper's CMS), "portal" (an
    # Asian news portal, dense and table-built), "aspnet" (a table layout inside one ASP.NET form)
    motto: str
    menu: tuple[str, ...]


# key | name | lang | look | motto | menu (the first is the home page)
_SITE_ROWS = """
cs-jawa|Jawa z garáže|cs|blog|Zápisky z renovace jedné staré motorky|Hlavní stránka,Renovace,Díly,Srazy,O mně
fr-croixrousse|Les Carnets de la Croix-Rousse|fr|blog|Chroniques d'un plateau lyonnais|Accueil,Commerces,Histoire,Balades,À propos
ru-zarechye|Новости Заречья|ru|paper|Городской информационный портал|Главная,Новости,Происшествия,Транспорт,Афиша,Форум
de-obermuehl|Kreisblatt Obermühltal|de|paper|Heimatzeitung für das Obermühltal seit 1898|Startseite,Lokales,Region,Sport,Kultur,Termine
nl-westervelden|Dagblad Westervelden|nl|aspnet|Het nieuws uit Westervelden en omstreken|Home,Nieuws,Regio,Sport,Uitgaan,Weer
ja-goya|ベランダ菜園だより|ja|blog|マンション5階の狭いベランダで野菜を育てる日記|トップ,ゴーヤ,トマト,ハーブ,プロフィール
zh-jiangcheng|江城网|zh|portal|江城人自己的新闻门户|首页,新闻,社会,财经,房产,汽车,论坛
ko-dongne|동네방네뉴스|ko|portal|우리 동네 이야기를 전합니다|홈,사회,생활,문화,오피니언,포토
it-roncia|Val Roncia Notizie|it|paper|Il portale della Val Roncia|Home,Cronaca,Eventi,Sport,Lettere,Contatti
es-vegaalta|Diario de la Vega Alta|es|paper|Noticias de la comarca desde 1921|Portada,Local,Comarca,Deportes,Fiestas,Opinión
fi-jarviseutu|Järviseudun Viikko|fi|paper|Paikallislehti vuodesta 1952|Etusivu,Uutiset,Urheilu,Mielipide,Menot
sk-poddubom|Blog pod Dubom|sk|blog|Poznámky učiteľa z malého mesta|Domov,Škola,Mesto,Výlety,O blogu
pt-ribeiravelha|Crónicas da Ribeira Velha|pt|blog|Histórias de uma vila à beira do rio|Início,Vila,Gente,Receitas,Contacto
tr-karadere|Karadere Haber|tr|paper|Karadere'nin ilk internet gazetesi|Anasayfa,Gündem,Yerel,Spor,Yaşam,Foto Galeri
sv-norrvik|Norrviks-Posten|sv|paper|Lokaltidningen för Norrvik och Sandö|Start,Nyheter,Sport,Nöje,Debatt
en-plot47|The Plot Thickens|en|blog|Notes from allotment no. 47|Home,Veg,Fruit,Pests,About me
da-sydkysten|Sydkystens Avis|da|paper|Din lokale avis siden 1887|Forside,Nyheder,Sport,Kultur,Debat,Bolig
el-pediada|Η Φωνή της Πεδιάδας|el|aspnet|Ειδήσεις από την πεδιάδα και τα χωριά της|Αρχική,Ειδήσεις,Κοινωνία,Αθλητικά,Πολιτισμός
ro-bunica|Caietul cu rețete al bunicii|ro|blog|Rețete vechi, scrise de mână, încercate din nou|Pagina de pornire,Ciorbe,Prăjituri,Conserve,Despre mine
uk-pidhirya|Новини Підгір'я|uk|paper|Інформаційний портал району|Головна,Новини,Події,Спорт,Оголошення
nb-fjellheia|Fjellheia Avis|nb|paper|Lokalavisa i fjellheimen|Forsiden,Nyheter,Friluft,Sport,Kultur
hu-pusztaszel|Pusztaszéli Napló|hu|paper|A város független hírportálja|Címlap,Város,Kultúra,Sport,Programok
et-louna|Lõunapiiri Teataja|et|paper|Maakonna uudised|Avaleht,Uudised,Elu,Sport,Arvamus
pl-kinomiasto|Kino w Mieście|pl|aspnet|Portal kulturalny Zatorza|Strona główna,Kino,Teatr,Muzyka,Repertuar
sl-bankovci|Sledim bankovcem|sl|blog|Zapiski lovca na evrske bankovce|Domov,Zadetki,Statistika,Povezave,O meni
hr-podgorje|Glas Podgorja|hr|paper|Novine Podgorja i okolice|Naslovnica,Vijesti,Sport,Kultura,Planinarenje
ca-vall|El Pregoner de la Vall|ca|paper|Diari digital de la Vall d'Arenys|Portada,Política,Societat,Esports,Cultura
bg-kulturenpuls|Културен пулс|bg|blog|Блог за малките сцени на Варна|Начало,Концерти,Театър,Четения,За блога
"""

SITES_BQ: dict[str, SiteBQ] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu = _row.split("|")
    SITES_BQ[_k] = SiteBQ(_k, _n, _l, _look, _motto, tuple(_menu.split(",")))

"""Made-up sites of blind set BU (blogs and small newspapers of 2011-2013 on engines other than WordPress, as a crawler
saved them in 2012) and the furniture's words per language (``TERMS``). Every site name, place and text invented for
this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "share", "print", "tags", "newer", "older", "archive")

# lang | home | search | rights | share | print | labels | newer | older | archive
_TERM_ROWS = """
en|Home|Search|All rights reserved|Share this|Print|Labels|Newer Post|Older Post|Blog Archive
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Catégories|Billet suivant|Billet précédent|Archives
de|Startseite|Suchen|Alle Rechte vorbehalten|Weitersagen|Drucken|Kategorien|Neuerer Eintrag|Älterer Eintrag|Archiv
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Udostępnij|Drukuj|Tagi|Nowszy artykuł|Starszy artykuł|Archiwum
cs|Úvod|Hledat|Všechna práva vyhrazena|Sdílet|Tisk|Rubriky|Novější|Starší|Archiv
it|Home|Cerca|Tutti i diritti riservati|Condividi|Stampa|Categorie|Post successivo|Post precedente|Archivio
es|Portada|Buscar|Todos los derechos reservados|Compartir|Imprimir|Etiquetas|Entrada siguiente|Entrada anterior|Archivo
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Printen|Trefwoorden|Volgend bericht|Vorig bericht|Archief
da|Forside|Søg|Alle rettigheder forbeholdes|Del|Udskriv|Emner|Næste artikel|Forrige artikel|Arkiv
hu|Címlap|Keresés|Minden jog fenntartva|Megosztás|Nyomtatás|Címkék|Újabb bejegyzés|Régebbi bejegyzés|Archívum
fi|Etusivu|Hae|Kaikki oikeudet pidätetään|Jaa|Tulosta|Avainsanat|Seuraava|Edellinen|Arkisto
pt|Início|Pesquisar|Todos os direitos reservados|Partilhar|Imprimir|Etiquetas|Mensagem mais recente|Mensagem antiga|Arquivo
sv|Start|Sök|Alla rättigheter förbehållna|Dela|Skriv ut|Kategorier|Nyare inlägg|Äldre inlägg|Arkiv
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBU:
    key: str
    name: str
    lang: str
    look: str  # see layout_bu.LOOKS
    motto: str
    menu: tuple[str, ...]


# key | name | lang | look | motto | menu (the first is the home page)
_SITE_ROWS = """
en-quilt|Patchwork & Porch Swings|en|blogger|Quilts, grandkids and a very old farmhouse in Bracken County|Home,Quilts,Recipes,The Farmhouse,About Me
en-railfan|Signal Box Notes|en|typepad|A railfan's journal from the Tamarack Valley line|Home,Photos,Timetables,Links,About
en-lj|hollowreed|en|lj|the unfiltered notes of a bookseller in a damp town|Recent Entries,Archive,Friends,Profile,Memories
en-mt|The Corner of Fifth and Elm|en|mt|Neighbourhood politics, zoning fights and other small wars|Home,Archives,Zoning,Schools,About
en-herald|The Millbrook Herald|en|townnews|Serving Millbrook and the Larch River towns since 1889|Home,News,Sports,Obituaries,Opinion,Classifieds
fr-dotclear|Le Potager de la Rue des Tanneurs|fr|dotclear|Un jardin ouvrier, trois voisins et beaucoup de limaces|Accueil,Le jardin,Semis,Recettes,Contact
de-s9y|Fahrradwerkstatt Lindenau|de|s9y|Ein Verein, drei Werkbänke und ganz viel Kettenfett|Startseite,Termine,Werkstatt,Verein,Impressum
pl-joomla|Gazeta Nadbużańska|pl|joomla|Niezależny portal powiatu nadbużańskiego|Strona główna,Wiadomości,Gminy,Sport,Kultura,Ogłoszenia
cs-drupal|Zpravodaj Horní Lhota|cs|drupal|Obecní a spolkové zprávy z Horní Lhoty a okolí|Úvod,Zprávy,Spolky,Akce,Fotogalerie,Kontakt
it-isso|Il Mulino di Pietralunga|it|ee|Appunti di un mugnaio che ha riaperto la macina del nonno|Home,Il mulino,Farine,Ricette,Chi sono
es-isso|El Faro de Punta Carrasca|es|joomla|Periódico digital de la costa de Carrasca|Portada,Local,Comarca,Deportes,Mar,Opinión
en-waline|Thimble & Thread Quarterly|en|squarespace|Journal of a small-press knitting magazine|Journal,Issues,Patterns,Stockists,About
da-joomla|Vestegnens Lokalavis|da|joomla|Nyheder fra Vestegnen hver dag|Forside,Nyheder,Sport,Kultur,Debat
hu-b2evo|Kertvárosi Füzetek|hu|b2evo|Egy budai kertváros krónikája|Címlap,Utcák,Emberek,Régi képek,Rólam
en-herald2|The Tri-County Ledger|en|townnews|News for Ashby, Corliss and Penhallow counties|Home,News,Sports,Community,Opinion,Weather
en-blogger2|Apron Strings|en|blogger|Canning, pickling and a garden that gets away from me|Home,Canning,Pickles,Garden,Contact
en-sqsp|Northfork Cycling Collective|en|squarespace|Rides, repairs and riders from the Northfork valley|Journal,Rides,Shop,Members,About
en-food|Griddle & Gravy|en|typepad|Diner reviews from the back roads of three states|Home,Reviews,Challenges,Map,About
en-words|The Lexicon Porch|en|ee|A small society of word-watchers and their newsletter|Home,Newsletter,Word of the Year,Members,About
fi-lumi|Tunturiseudun Sanomat|fi|drupal|Paikallislehti tunturikylistä vuodesta 1961|Etusivu,Uutiset,Urheilu,Matkailu,Menot
nl-wob|Stadskrant Oudewater aan de Lek|nl|drupal|Onafhankelijk nieuws uit de stad|Home,Nieuws,Politiek,Cultuur,Agenda
en-slim|Harbour Lane Gazette|en|townnews|The community paper of Harbour Lane and Gull Point|Home,News,Health,Sport,Letters,Diary
pt-musica|Discos Riscados|pt|blogger|Vinil, cassetes e concertos pequenos no Porto|Início,Discos,Concertos,Entrevistas,Sobre
sv-schlager|Schlagerbloggen Hagalund|sv|b2evo|Melodifestivalen, dansband och allt däremellan|Start,Melodifestivalen,Dansband,Recensioner,Om mig
"""

SITES_BU: dict[str, SiteBU] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu = _row.split("|")
    SITES_BU[_k] = SiteBU(_k, _n, _l, _look, _motto, tuple(_menu.split(",")))

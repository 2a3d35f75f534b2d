"""Made-up sites of blind set BS (blogs and small sites of 2011-2013 on engines other than WordPress, as a crawler
saved them in 2012: hosted journals and blogs, self-hosted blog engines, community CMSs, small-town newspapers) and the
furniture's words per language (``TERMS``). Every site name, person, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "share", "print", "tags", "newer", "older", "archive", "powered")

# lang | home | search | rights | share | print | tags | newer | older | archive | powered by
_TERM_ROWS = """
en|Home|Search|All rights reserved|Share this|Print|Labels|Newer Post|Older Post|Blog Archive|Powered by
de|Startseite|Suche|Alle Rechte vorbehalten|Weitersagen|Drucken|Kategorien|Neuerer Eintrag|Älterer Eintrag|Archiv|Betrieben mit
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Catégories|Billet suivant|Billet précédent|Archives|Propulsé par
es|Inicio|Buscar|Todos los derechos reservados|Compartir|Imprimir|Categorías|Entrada siguiente|Entrada anterior|Archivo|Funciona con
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Afdrukken|Tags|Volgend artikel|Vorig artikel|Archief|Gemaakt met
it|Home|Cerca|Tutti i diritti riservati|Condividi|Stampa|Tag|Articolo successivo|Articolo precedente|Archivio|Realizzato con
sv|Start|Sök|Alla rättigheter förbehållna|Dela|Skriv ut|Ämnen|Nästa artikel|Föregående artikel|Arkiv|Drivs med
da|Forside|Søg|Alle rettigheder forbeholdes|Del|Udskriv|Emner|Nyere indlæg|Ældre indlæg|Arkiv|Drevet af
hu|Címlap|Keresés|Minden jog fenntartva|Megosztás|Nyomtatás|Címkék|Újabb bejegyzés|Régebbi bejegyzés|Archívum|Motor:
el|Αρχική|Αναζήτηση|Με επιφύλαξη παντός δικαιώματος|Μοιραστείτε|Εκτύπωση|Ετικέτες|Επόμενο|Προηγούμενο|Αρχείο|Με τη δύναμη του
pt|Início|Pesquisar|Todos os direitos reservados|Partilhar|Imprimir|Etiquetas|Notícia seguinte|Notícia anterior|Arquivo|Desenvolvido com
ro|Pagina de pornire|Caută|Toate drepturile rezervate|Distribuie|Printează|Etichete|Postare mai nouă|Postare mai veche|Arhivă blog|Susținut de
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Udostępnij|Drukuj|Tagi|Następny artykuł|Poprzedni artykuł|Archiwum|Oparte na
fi|Etusivu|Hae|Kaikki oikeudet pidätetään|Jaa|Tulosta|Tunnisteet|Uudempi kirjoitus|Vanhempi kirjoitus|Arkisto|Palvelun tarjoaa
cs|Úvod|Hledat|Všechna práva vyhrazena|Sdílet|Tisk|Štítky|Novější článek|Starší článek|Archiv|Běží na
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBS:
    key: str
    name: str
    lang: str
    look: str  # "journal" (a hosted journal), "hosted" (a hosted blog), "selfhost" (a self-hosted blog engine, three
    # columns), "cms" (a community CMS with module columns), "paper" (a small-town newspaper's CMS)
    motto: str
    menu: tuple[str, ...]
    engine: str  # the engine's name as the footer prints it (invented)


# key | name | lang | look | motto | menu | engine
_SITE_ROWS = """
en-kiln|kettle_and_kiln|en|journal|mud, fire, and the occasional mug that survives|Recent Entries,Archive,Friends,User Info,Memories|Quillpage
en-signalbox|Signal Box Notes|en|selfhost|Levers, bells and the people who pulled them|Home,Boxes,Bell codes,Visits,About|Movable Type 4.3
en-eastmoor|Eastmoor Cycling Campaign|en|cms|Making Eastmoor a better place to ride|Home,News,Campaigns,Rides,Join us,Forum|Drupal
en-harlow|The Harlow Creek Courier|en|paper|Serving Harlow Creek and Tanner County since 1911|Home,News,Sports,Obituaries,Opinion,Classifieds|TownPress
de-kellerkind|Kellerkind|de|selfhost|Ein Blog über Hobbybrauen im Kellerabteil|Startseite,Rezepte,Technik,Verkostungen,Impressum|Serendipity
fr-cyclo|Carnet de route d'un cyclotouriste|fr|selfhost|Cols, cartes routières et pains au chocolat|Accueil,Sorties,Cols,Matériel,À propos|Dotclear
es-opositor|El Rincón del Opositor|es|selfhost|Diario de un opositor a Correos y a todo lo que salga|Inicio,Temario,Convocatorias,Ánimo,Contacto|b2evolution
nl-stoelendans|Stoelendans|nl|cms|Online magazine over vintage meubels en wie ze redt|Home,Verhalen,Ontwerpers,Markten,Colofon|ExpressionEngine
it-valcerasa|Pro Loco Valcerasa|it|cms|Associazione turistica di Valcerasa e frazioni|Home,Notizie,Eventi,Sentieri,Contatti|Joomla! 1.5
sv-ljusnedal|Ljusnedalens Tidning|sv|paper|Tidningen för Ljusnedalen, Bruksvallen och Gräsvåg|Start,Nyheter,Sport,Kultur,Familj,Annonser|Tidnings-CMS 2.1
en-cardamom|Crumbs & Cardamom|en|hosted|Baking my way through a Scandinavian grandmother's notebook|Home,Recipes,Notebook,About|Blogspace
da-haandbold|Fjordby Håndboldklub|da|cms|Håndbold i Fjordby siden 1946|Forside,Nyheder,Hold,Kampprogram,Sponsorer,Kontakt|Joomla! 1.5
en-fieldlens|Field & Lens|en|hosted|Photographs from the back roads of the high plains|Journal,Galleries,Prints,About|Squarespace 5
hu-kamra|Nagyi kamrája|hu|hosted|Befőttek, lekvárok és egy régi receptes füzet|Főoldal,Receptek,Befőzés,Rólam|Blogmotor
en-allotment|Plot Forty-Two|en|hosted|A beginner's year on a windy hillside allotment|Home,Diary,Seeds,Wildlife,About|Typepad
en-lantern|lanternfish_lit|en|journal|reading, reading about reading, and cats|Recent Entries,Archive,Friends,User Info,Tags|Quillpage
en-millbrook|Millbrook Gazette|en|paper|The voice of Millbrook and the Upper Tarrow valley|Home,News,Sport,What's On,Letters,Jobs|Drupal
en-quilt|Patchwork & Porridge|en|hosted|Quilting, crochet and too much tea|Home,Tutorials,Patterns,Link Party,About|Blogspace
en-artsmag|Tidewater Arts Weekly|en|cms|Galleries, stages and studios of the Tidewater coast|Home,Visual Arts,Stage,Music,Calendar,About|ExpressionEngine
en-harbour|Harbour Lights|en|hosted|Notes from a lifeboat volunteer on the north coast|Home,The Station,Shouts,Kit,About|Blogspace
el-kampos|Νέα του Κάμπου|el|cms|Ενημερωτικός ιστότοπος του δήμου Κάμπου|Αρχική,Ειδήσεις,Πολιτισμός,Αθλητισμός,Επικοινωνία|Joomla! 1.5
en-novelmonth|Northgate Writers' Circle|en|hosted|A writing group that meets Thursdays above the bakery|Home,Meetings,Members,Novel Month,Links|Squarespace 5
pt-vilaverde|Notícias de Vila Verde do Sado|pt|cms|O jornal digital do concelho|Início,Actualidade,Bombeiros,Desporto,Cultura,Contactos|Joomla! 1.5
ro-microcredit|Jurnalul unei contabile din Turda|ro|hosted|Cifre, prăjituri și împrumuturi mici care schimbă lucruri mari|Pagina de pornire,Bani,Prăjituri,Împrumuturi,Despre mine|Blogspace
pl-zaborze|Gazeta Zaborska|pl|paper|Tygodnik powiatu zaborskiego|Strona główna,Wiadomości,Sport,Kultura,Ogłoszenia,Kontakt|Joomla! 1.5
fi-ralli|Sorakuskin rallipalsta|fi|hosted|Rallia Keski-Suomen metsäteiltä ja vähän muualtakin|Etusivu,Kisat,Kuljettajat,Autot,Tietoa|Blogikone
cs-hory|Krkonošský zpravodaj|cs|paper|Zprávy z hor a podhůří|Úvod,Zprávy,Sport,Sníh,Kultura,Inzerce|Drupal
en-meteors|Ashcombe Astronomical Society|en|selfhost|Amateur astronomy under the darkest skies in the county|Home,Meetings,Observing,Equipment,Members|Movable Type 5.1
"""

SITES_BS: dict[str, SiteBS] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu, _eng = _row.split("|")
    SITES_BS[_k] = SiteBS(_k, _n, _l, _look, _motto, tuple(_menu.split(",")), _eng)

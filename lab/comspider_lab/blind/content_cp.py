"""Made-up sites of blind set CP (news sites, blogs and small sites of 2010-2013 in ten languages other than English,
each with its own template) and the furniture's words per language (``TERMS``). Every site name, place and text
invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = (
    "home",
    "search",
    "rights",
    "share",
    "print",
    "tags",
    "most_read",
    "related",
    "archive",
    "contact",
)

# lang | home | search | rights | share | print | tags | most read | related | archive | contact
_TERM_ROWS = """
de|Startseite|Suche|Alle Rechte vorbehalten|Weiterempfehlen|Drucken|Stichwörter|Meistgelesen|Das könnte Sie auch interessieren|Archiv|Kontakt
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Mots-clés|Les plus lus|À lire aussi|Archives|Contact
es|Inicio|Buscar|Todos los derechos reservados|Compartir|Imprimir|Etiquetas|Lo más visto|Entradas relacionadas|Archivo del blog|Contacto
it|Home|Cerca|Tutti i diritti riservati|Condividi|Stampa|Tag|I più letti|Articoli correlati|Archivio|Contatti
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Poleć|Drukuj|Tagi|Najczęściej czytane|Zobacz także|Archiwum|Kontakt
sv|Hem|Sök|Alla rättigheter förbehållna|Tipsa|Skriv ut|Taggar|Mest läst|Läs också|Arkiv|Kontakt
pt|Início|Pesquisar|Todos os direitos reservados|Partilhar|Imprimir|Etiquetas|Mais lidas|Leia também|Arquivo|Contactos
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Afdrukken|Trefwoorden|Meest gelezen|Ook interessant|Archief|Contact
fi|Etusivu|Hae|Kaikki oikeudet pidätetään|Jaa|Tulosta|Avainsanat|Luetuimmat|Lue myös|Arkisto|Yhteystiedot
cs|Úvod|Hledat|Všechna práva vyhrazena|Sdílet|Tisk|Štítky|Nejčtenější|Související|Archiv|Kontakt
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteCP:
    key: str
    name: str
    lang: str
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]


# key | name | lang | prefix | colour | font | motto | menu
_SITE_ROWS = """
de-wochenblatt|Hohenlohe Wochenblatt|de|hw|#7a1c1c|Verdana,sans-serif|Amtsblatt und Heimatzeitung für Kirchbach und Umgebung|Startseite,Kirchbach,Umland,Vereine,Sport,Termine,Kleinanzeigen
fr-maquettes|Les Amis du Modélisme Naval de la Rance|fr|mr|#134a73|Tahoma,sans-serif|Association loi 1901 - bassin de Léhon|Accueil,L'association,Chantiers,Sorties,Galerie,Liens
es-cuaderno|El cuaderno de Amparo|es|ca|#7d5a2b|Georgia,serif|Recetas, huerto y recuerdos desde la Vera|Inicio,Recetas,Huerto,Recuerdos,Sobre mí
it-pixel|PixelRetrò|it|px|#2d2d7a|Verdana,sans-serif|Videogiochi di ieri e di oggi|Home,Recensioni,Anteprime,Retrogaming,Forum
pl-echo|Echo Podkarpacia|pl|ep|#00457c|Arial,sans-serif|Serwis informacyjny regionu|Strona główna,Region,Kraj,Sport,Kultura,Motoryzacja,Ogłoszenia
sv-bandy|Ljusnebygdens Nyheter|sv|lb|#005c8a|Arial,sans-serif|Nyheter från Ljusnedalen|Hem,Nyheter,Sport,Kultur,Debatt,Familj
pt-texto|Diário do Alto Minho|pt|dm|#000000|'Courier New',monospace|Edição em texto|Início,Região,País,Desporto,Cultura
nl-fietsblog|Trappers & Tegenwind|nl|tt|#3b7d3b|'Trebuchet MS',sans-serif|Fietsen in het Rivierengebied|Home,Routes,Materiaal,Verslagen,Over ons
fi-sanomat|Kainuun Viikkoviesti|fi|kv|#1f5f3a|Arial,sans-serif|Paikallista asiaa joka torstai|Etusivu,Uutiset,Urheilu,Luonto,Menot,Mielipide
cs-mesto|Zpravodaj Lipové Hory|cs|lh|#8a1538|Verdana,sans-serif|Zprávy z města a okolí|Úvod,Město,Kultura,Sport,Historie,Inzerce
"""

SITES_CP: dict[str, SiteCP] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _p, _c, _f, _motto, _menu = _row.split("|")
    SITES_CP[_k] = SiteCP(_k, _n, _l, _p, _c, _f, _motto, tuple(_menu.split(",")))

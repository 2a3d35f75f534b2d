"""Made-up sites of blind set CZ (news sites, blogs and small sites of 2011-2013 in ten languages other than English,
each printed by its own server-side template) and the furniture's words per language (``TERMS``). Every site name,
place and text invented for this set."""

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
    "newsletter",
    "newsletter_text",
    "subscribe",
    "poll",
    "vote",
    "ad",
    "archive",
    "login",
)

# lang | home | search | rights | share | print | tags | most read | related | newsletter | its text | subscribe |
# poll | vote | advertisement | archive | log in
_TERM_ROWS = """
de|Startseite|Suche|Alle Rechte vorbehalten|Teilen|Drucken|Schlagworte|Meistgelesen|Das könnte Sie auch interessieren|Newsletter|Die wichtigsten Nachrichten aus der Region jeden Morgen per E-Mail.|Anmelden|Umfrage|Abstimmen|Anzeige|Archiv|Login
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Printen|Tags|Meest gelezen|Lees ook|Nieuwsbrief|Elke vrijdag het nieuws uit de regio in uw mailbox.|Aanmelden|Poll|Stem|Advertentie|Archief|Inloggen
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Udostępnij|Drukuj|Tagi|Najczęściej czytane|Zobacz także|Newsletter|Zapisz się, a damy znać o nowych wersjach.|Zapisz|Sonda|Głosuj|Reklama|Archiwum|Zaloguj
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Mots-clés|Les plus lus|À lire aussi|Lettre d'information|Recevez chaque mois les nouvelles de la commune.|S'inscrire|Sondage|Voter|Publicité|Archives|Connexion
es|Inicio|Buscar|Todos los derechos reservados|Compartir|Imprimir|Etiquetas|Lo más visto|Entradas relacionadas|Boletín|Recibe las novedades del grupo en tu correo.|Suscribirse|Encuesta|Votar|Publicidad|Archivo del blog|Entrar
it|Home|Cerca|Riproduzione riservata|Condividi|Stampa|Tag|I più letti|Leggi anche|Newsletter|Ricevi ogni giorno le notizie della Tuscia.|Iscriviti|Sondaggio|Vota|Pubblicità|Archivio|Accedi
sv|Startsida|Sök|Alla rättigheter förbehållna|Dela|Skriv ut|Ämnen|Mest läst|Läs också|Nyhetsbrev|Få dagens viktigaste nyheter från länet varje morgon.|Prenumerera|Dagens fråga|Rösta|Annons|Arkiv|Logga in
cs|Úvod|Hledat|Všechna práva vyhrazena|Sdílet|Tisk|Štítky|Nejčtenější|Mohlo by vás zajímat|Odběr novinek|Nové články vám pošlu e-mailem.|Odebírat|Anketa|Hlasovat|Reklama|Archiv|Přihlásit
pt|Início|Pesquisar|Todos os direitos reservados|Partilhar|Imprimir|Etiquetas|Mais lidas|Leia também|Newsletter|Receba as notícias do concelho no seu e-mail.|Subscrever|Sondagem|Votar|Publicidade|Arquivo|Entrar
fi|Etusivu|Haku|Kaikki oikeudet pidätetään|Jaa|Tulosta|Avainsanat|Luetuimmat|Lue myös|Uutiskirje|Tilaa viikon tärkeimmät uutiset sähköpostiisi.|Tilaa|Kysely|Äänestä|Mainos|Arkisto|Kirjaudu
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteCZ:
    key: str
    name: str
    lang: str
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    skin: str  # "paper", "wp", "blogger", "joomla", "drupal"
    years: str  # the footer's copyright years


# key | name | lang | prefix | colour | font | motto | menu | skin | years
_SITE_ROWS = """
de-lahnau|Lahnauer Anzeiger|de|la|#8a1c1c|Georgia,serif|Heimatzeitung für das Lahnauer Land|Startseite,Lokales,Kreis,Sport,Kultur,Blaulicht,Service|paper|2002-2012
nl-oosterweide|Drents Dagnieuws|nl|dd|#006b8f|Verdana,sans-serif|Nieuws uit Zuidoost-Drenthe|Home,Nieuws,Regio,Zorg,Sport,Agenda|drupal|2008-2013
pl-bractwo|Bractwo Pióra – spolszczenia gier|pl|bp|#4b2e83|Tahoma,sans-serif|Amatorskie tłumaczenia gier od 2006 roku|Strona główna,Projekty,Pobierz,Zespół,Forum,Kontakt|joomla|2006-2012
fr-saintjory|Le Petit Journal de Saint-Jory|fr|pj|#2f6b2f|'Trebuchet MS',sans-serif|Le blog d'information de la commune de Saint-Jory-les-Bois|Accueil,Vie municipale,Associations,École,Agenda,Contact|wp|2010-2012
es-candela|Teatro La Candela|es|tc|#a0522d|Georgia,serif|Grupo de teatro aficionado de Villalba del Rey|Inicio,Montajes,El grupo,Talleres,Contacto|blogger|2009-2013
it-tuscia|La Voce dell'Alta Tuscia|it|vt|#7a2e0e|Georgia,serif|Quotidiano online di Valleranello e dei Cimini|Home,Cronaca,Politica,Ambiente,Sport,Eventi|paper|2009-2013
sv-norrbro|Norrbro-Posten|sv|np|#0b4f8a|Arial,sans-serif|Nyheter från Norrbro och Hälsingekusten|Startsida,Nyheter,Sport,Trav,Kultur,Familj|paper|2007-2012
cs-zahrada|Zahrada pod Javořicí|cs|zj|#4a7a2a|Georgia,serif|Blog o zahradě, sadu a včelách na Vysočině|Úvod,Sad,Zelenina,Včely,O mně|wp|2009-2012
pt-raiano|O Raiano|pt|or|#1f4e79|Arial,sans-serif|Semanário do concelho de Vilar de Mouros Altos|Início,Concelho,Freguesias,Desporto,Opinião,Classificados|drupal|2004-2013
fi-kuohu|Kuohun Sanomat|fi|ks|#0e5a3c|Arial,sans-serif|Kuohunlahden paikallislehti|Etusivu,Uutiset,Urheilu,Kulttuuri,Mielipide,Menot|paper|2006-2011
"""

SITES_CZ: dict[str, SiteCZ] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _p, _c, _f, _motto, _menu, _skin, _years = _row.split("|")
    SITES_CZ[_k] = SiteCZ(_k, _n, _l, _p, _c, _f, _motto, tuple(_menu.split(",")), _skin, _years)

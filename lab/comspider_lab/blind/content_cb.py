"""Made-up news sites of blind set CB (regional and national news sites of Western and Southern Europe and Latin
America as they were in 2010-2016, each with its own server-printed template) and the furniture's words per language
(``TERMS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "share", "print", "tags", "cookie", "accept", "login", "most_read")

# lang | home | search | rights | share | print | tags | cookie notice | accept | login | most read
_TERM_ROWS = """
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Mots-clés|En poursuivant votre navigation sur ce site, vous acceptez l'utilisation de cookies pour vous proposer des contenus et services adaptés.|OK|Se connecter|Les plus lus
es|Portada|Buscar|Todos los derechos reservados|Compartir|Imprimir|Temas|Utilizamos cookies propias y de terceros para mejorar nuestros servicios. Si continúa navegando, consideramos que acepta su uso.|Aceptar|Ingresar|Lo más leído
pt|Início|Pesquisar|Todos os direitos reservados|Partilhar|Imprimir|Tags|Este site utiliza cookies. Ao continuar a navegar está a concordar com a sua utilização.|Aceito|Entrar|Mais lidas
it|Home|Cerca|Riproduzione riservata|Condividi|Stampa|Tag|Questo sito utilizza cookie, anche di terze parti. Proseguendo la navigazione acconsenti all'uso dei cookie.|Accetto|Accedi|I più letti
de|Startseite|Suchen|Alle Rechte vorbehalten|Teilen|Drucken|Schlagworte|Diese Website verwendet Cookies. Wenn Sie weitersurfen, stimmen Sie der Cookie-Nutzung zu.|Verstanden|Anmelden|Meistgelesen
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Printen|Trefwoorden|Deze website maakt gebruik van cookies. Door verder te surfen gaat u akkoord met het gebruik hiervan.|Akkoord|Inloggen|Meest gelezen
ca|Portada|Cerca|Tots els drets reservats|Comparteix|Imprimeix|Etiquetes|Aquest web utilitza galetes pròpies i de tercers. Si continueu navegant, considerem que n'accepteu l'ús.|D'acord|Entra|El més llegit
nb|Forsiden|Søk|Alle rettigheter reservert|Del|Skriv ut|Stikkord|Vi bruker informasjonskapsler for å gi deg en bedre opplevelse av nettstedet.|Jeg forstår|Logg inn|Mest lest
da|Forside|Søg|Alle rettigheder forbeholdes|Del|Udskriv|Emner|Vi bruger cookies for at forbedre din oplevelse af sitet. Ved at klikke videre accepterer du brugen af cookies.|Accepter|Log ind|Mest læste
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteCB:
    key: str
    name: str
    lang: str
    prefix: str  # the template's own class prefix (every site made its own)
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]


# key | name | lang | prefix | colour | font | motto | menu (the first is the home page)
_SITE_ROWS = """
fr-hautvar|Le Républicain du Haut-Var|fr|rh|#1d4f91|Georgia,serif|Le quotidien de la Provence verte|Accueil,Actualité,Communes,Sports,Loisirs,Annonces
fr-estuaire|L'Écho de l'Estuaire|fr|ee|#0f6a6a|'Trebuchet MS',sans-serif|Toute l'actualité de l'estuaire|Accueil,Infos locales,Économie,Culture,Sports,Petites annonces
es-costanera|Diario La Costanera|es|lc|#00539b|Arial,sans-serif|Villa Arrecife y la región|Portada,Ciudad,Región,Política,Deportes,Policiales,Espectáculos
es-meseta|El Heraldo de la Meseta|es|hm|#8b1e1e|Georgia,serif|Periódico de la provincia desde 1903|Portada,Provincia,Comarcas,Deportes,Cultura,Opinión
pt-pedralta|Correio de Pedra Alta|pt|cp|#0a6e3a|Verdana,sans-serif|O jornal da serra desde 1958|Início,Cidade,Região,Política,Esporte,Variedades
pt-beirainterior|Notícias da Beira Serra|pt|nb|#6d3b0f|Georgia,serif|Semanário regional|Início,Região,Sociedade,Desporto,Cultura,Opinião
it-valmarena|Il Corriere di Valmarena|it|cv|#0b3b6f|Georgia,serif|Quotidiano online della Valmarena|Home,Cronaca,Politica,Economia,Sport,Cultura
it-pascoli|La Gazzetta dei Tratturi|it|gt|#5a6b1a|'Palatino Linotype',serif|Notizie dal Molise interno|Home,Paesi,Tradizioni,Agricoltura,Eventi
de-neckartal|Neckartaler Bote|de|nt|#b00d23|Arial,sans-serif|Ihre Heimatzeitung seit 1851|Startseite,Lokales,Region,Sport,Kultur,Service
nl-veen|De Veenkoerier|nl|vk|#e5650e|Verdana,sans-serif|Nieuws uit de Veenkoloniën|Home,Nieuws,Regio,Sport,Agenda,Weer
nl-polder|Polderbode|nl|pb|#2a5caa|Arial,sans-serif|Het weekblad van de Noorderpolder|Home,Nieuws,Sport,Agenda,IJs en weer
ca-baixter|Diari del Baix Ter|ca|bt|#c4161c|Georgia,serif|Informació de proximitat|Portada,Política,Societat,Esports,Cultura,Opinió
ca-castellers|La Veu del Camp|ca|vc|#6b1d5c|Arial,sans-serif|Diari digital del Camp|Portada,Comarca,Cultura popular,Esports,Agenda
nb-fjordabladet|Fjordabladet|nb|fb|#003a70|Georgia,serif|Lokalavisa for indre fjordstrok|Forsiden,Nyheter,Sport,Kultur,Meninger
nb-skiforeningen|Dalbygda Budstikke|nb|db|#2f6e3b|Arial,sans-serif|Nyheter fra dalen|Forsiden,Nyheter,Friluft,Sport,Kultur
da-limfjord|Limfjordens Dagblad|da|ld|#1a1a1a|Georgia,serif|Nyheder fra hele Limfjordsegnen|Forside,Nyheder,Erhverv,Sport,Kultur,Debat
"""

SITES_CB: dict[str, SiteCB] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _p, _c, _f, _motto, _menu = _row.split("|")
    SITES_CB[_k] = SiteCB(_k, _n, _l, _p, _c, _f, _motto, tuple(_menu.split(",")))

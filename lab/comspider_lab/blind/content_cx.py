"""Made-up sites of blind set CX (news sites and blogs of 2011-2013 in ten languages other than English, each
printed by its own server-side template) and the furniture's words per language (``TERMS``). Every site name,
place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = (
    "home",
    "search",
    "share",
    "most_read",
    "reads",
    "related",
    "tags",
    "newsletter",
    "newsletter_text",
    "subscribe",
    "cookie",
    "accept",
    "ad",
    "poll",
    "vote",
    "rights",
)

# lang | home | search | share | most read | count noun | related | tags | newsletter | its text | subscribe |
# cookie notice | accept | advertisement | poll | vote | rights
_TERM_ROWS = """
de|Startseite|Suche|Teilen|Meistgelesen|mal gelesen|Das könnte Sie auch interessieren|Schlagwörter|Newsletter|Die wichtigsten Nachrichten jeden Morgen in Ihrem Postfach.|Anmelden|Diese Seite verwendet Cookies. Durch die weitere Nutzung der Seite stimmen Sie der Verwendung von Cookies zu.|OK|Anzeige|Umfrage|Abstimmen|Alle Rechte vorbehalten
fr|Accueil|Rechercher|Partager|Les plus lus|lectures|À lire aussi|Mots-clés|Lettre d'information|Recevez chaque matin l'essentiel de l'actualité locale.|Je m'inscris|En poursuivant votre navigation, vous acceptez l'utilisation de cookies pour réaliser des statistiques de visites.|Fermer|Publicité|Sondage|Voter|Tous droits réservés
es|Inicio|Buscar|Compartir|Lo más leído|lecturas|Entradas relacionadas|Etiquetas|Suscríbete|Recibe las nuevas entradas en tu correo electrónico.|Suscribirme|Este blog utiliza cookies de Google para ofrecer sus servicios y analizar el tráfico.|Entendido|Publicidad|Encuesta|Votar|Todos los derechos reservados
it|Home|Cerca|Condividi|I più letti|letture|Articoli correlati|Tag|Newsletter|Ricevi ogni settimana le notizie del Cusio.|Iscriviti|Questo sito utilizza cookie tecnici e di terze parti. Proseguendo la navigazione acconsenti al loro uso.|Accetto|Pubblicità|Sondaggio|Vota|Riproduzione riservata
nl|Home|Zoeken|Delen|Meest gelezen|keer gelezen|Gerelateerd|Tags|Nieuwsbrief|Ontvang elke vrijdag het nieuws uit de regio in uw mailbox.|Aanmelden|Deze site gebruikt cookies om het gebruik te analyseren en advertenties te tonen.|Akkoord|Advertentie|Poll|Stem|Alle rechten voorbehouden
pl|Strona główna|Szukaj|Udostępnij|Najczęściej czytane|odsłon|Zobacz także|Tagi|Newsletter|Zapisz się, a co tydzień dostaniesz najważniejsze wiadomości z miasta.|Zapisz|Ta strona używa plików cookies. Korzystając z niej, wyrażasz zgodę na ich użycie.|Zamknij|Reklama|Sonda|Głosuj|Wszelkie prawa zastrzeżone
pt|Início|Buscar|Compartilhe|Mais lidas|leituras|Leia também|Tags|Newsletter|Receba as principais notícias de Ilha Branca no seu e-mail.|Cadastrar|Este site usa cookies para melhorar a sua experiência. Ao continuar navegando, você concorda com a nossa política.|OK|Publicidade|Enquete|Votar|Todos os direitos reservados
sv|Start|Sök|Dela|Mest läst|läsningar|Relaterat|Taggar|Nyhetsbrev|Få de viktigaste nyheterna varje morgon.|Prenumerera|Vi använder kakor (cookies) för att webbplatsen ska fungera bra för dig.|Jag förstår|Annons|Dagens fråga|Rösta|Eftertryck förbjudes
cs|Úvod|Hledat|Sdílet|Nejčtenější|přečtení|Související články|Štítky|Odběr novinek|Nové články vám pošleme e-mailem.|Odebírat|Tento web používá k poskytování služeb a analýze návštěvnosti soubory cookie.|Rozumím|Reklama|Anketa|Hlasovat|Všechna práva vyhrazena
ru|Главная|Поиск|Поделиться|Самое читаемое|просмотров|Читайте также|Теги|Рассылка|Главные новости Приангарья раз в неделю на вашу почту.|Подписаться|Сайт использует файлы cookie. Продолжая работу с сайтом, вы соглашаетесь с этим.|Хорошо|Реклама|Опрос|Голосовать|Все права защищены
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteCX:
    key: str
    name: str
    lang: str  # the TERMS key
    html_lang: str
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    skeleton: str  # "blog" or "news"


# key | name | lang | html lang | prefix | colour | font | motto | menu | skeleton
_SITE_ROWS = """
de-linden|Lindener Hinterhofblog|de|de-DE|lh|#7a4b2a|Georgia,serif|Geschichten aus Hannover-Linden, seit 2008|Startseite,Über mich,Stadtteil,Fotos,Impressum|blog
fr-saone|L'Éclaireur du Val de Saône|fr|fr-FR|es|#184e8a|Arial,sans-serif|Le quotidien du Val de Saône|Accueil,Actualité,Communes,Économie,Sports,Loisirs|news
es-profe|Apuntes de una profe de instituto|es|es|ap|#3a7d44|'Trebuchet MS',sans-serif|Lengua, literatura y tiza desde Albacete|Inicio,Sobre mí,Recursos,Lecturas|blog
it-cusio|La Voce del Cusio|it|it-it|vc|#0e5c8a|Verdana,sans-serif|Notizie dal lago d'Orta|Home,Cronaca,Politica,Sport,Eventi,Lettere|news
pl-warta|Kurier Nadwarciański|pl|pl|kn|#b3171e|Tahoma,sans-serif|Portal miejski Sieradza i okolic|Strona główna,Wiadomości,Sport,Kultura,Ogłoszenia,Forum|news
ru-angara|Новости Приангарья|ru|ru|np|#1b4f72|Arial,sans-serif|Городской портал|Главная,Новости,Общество,Спорт,Афиша,Форум|news
nl-kempen|Kempener Courant|nl|nl-NL|kc|#d0601a|Arial,sans-serif|Nieuws uit de Kempen|Home,Nieuws,Regio,Sport,Uitgaan,Weer|news
cs-vandr|Toulky s batohem|cs|cs|tb|#2e6b5e|Georgia,serif|Blog o pěším putování po Čechách a Moravě|Úvod,O blogu,Trasy,Fotogalerie,Kontakt|blog
sv-radio|Norrlandsposten|sv|sv-SE|nr|#00508c|Arial,sans-serif|Nyheter från Ådalen och Höga kusten|Start,Nyheter,Sport,Nöje,Kultur,Debatt|news
pt-ilha|Jornal da Ilha Branca|pt|pt-BR|ji|#0a7a3e|Arial,sans-serif|O portal de notícias de Ilha Branca (SC)|Início,Cidade,Política,Esportes,Carnaval,Blogs|news
"""

SITES_CX: dict[str, SiteCX] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _h, _p, _c, _f, _motto, _menu, _sk = _row.split("|")
    SITES_CX[_k] = SiteCX(_k, _n, _l, _h, _p, _c, _f, _motto, tuple(_menu.split(",")), _sk)

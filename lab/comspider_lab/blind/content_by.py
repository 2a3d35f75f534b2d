"""Made-up sites of blind set BY (news sites and blogs of 2010-2014 whose reader comments came from the third-party
comment widgets of that time, saved by a crawler after the scripts ran) and the furniture's words per language
(``TERMS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = (
    "home",
    "search",
    "rights",
    "share",
    "print",
    "tags",
    "login",
    "register",
    "related",
    "newsletter",
    "subscribe",
    "email",
)

# lang | home | search | rights | share | print | tags | log in | register | related | newsletter box | subscribe | e-mail
_TERM_ROWS = """
en|Home|Search|All rights reserved|Share|Print|Topics|Sign in|Register|Related stories|Get our daily headlines in your inbox|Sign up|Your e-mail address
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Mots-clés|Connexion|Inscription|Sur le même sujet|Recevez notre lettre d'information|Je m'abonne|Votre adresse e-mail
es|Portada|Buscar|Todos los derechos reservados|Compartir|Imprimir|Temas|Entrar|Regístrate|Noticias relacionadas|Recibe nuestro boletín cada mañana|Suscribirme|Tu correo electrónico
de|Startseite|Suchen|Alle Rechte vorbehalten|Teilen|Drucken|Schlagworte|Anmelden|Registrieren|Mehr zum Thema|Der Newsletter am Morgen|Abonnieren|Ihre E-Mail-Adresse
it|Home|Cerca|Tutti i diritti riservati|Condividi|Stampa|Argomenti|Accedi|Registrati|Leggi anche|La newsletter del mattino|Iscriviti|Il tuo indirizzo e-mail
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Printen|Trefwoorden|Inloggen|Registreren|Meer over dit onderwerp|Ontvang onze nieuwsbrief|Aanmelden|Uw e-mailadres
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Udostępnij|Drukuj|Tagi|Zaloguj|Zarejestruj|Czytaj także|Newsletter z najważniejszymi wiadomościami|Zapisz się|Twój adres e-mail
pt|Início|Buscar|Todos os direitos reservados|Compartilhar|Imprimir|Marcadores|Entrar|Cadastre-se|Leia também|Receba nossas notícias por e-mail|Assinar|Seu e-mail
ru|Главная|Найти|Все права защищены|Поделиться|Печать|Метки|Вход|Регистрация|Читайте также|Рассылка новостей|Подписаться|Ваш e-mail
ja|ホーム|検索|無断転載を禁じます|共有|印刷|タグ|ログイン|新規登録|関連記事|メールマガジン登録|登録する|メールアドレス
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBY:
    key: str
    name: str
    lang: str
    look: (
        str  # "news" (a news site's CMS of 2010-2014), "blog" (a blog theme), "lj" (a hosted journal's page)
    )
    motto: str
    menu: tuple[str, ...]
    colour: str


# key | name | lang | look | motto | menu (the first is the home page) | accent colour
_SITE_ROWS = """
en-harlow|The Harlow Valley Courier|en|news|News, sports and weather for Harlow County|Home,News,Sports,Business,Opinion,Obituaries,Weather|#123c69
en-brackley|Brackley & District Gazette|en|news|Your local paper since 1871|Home,News,Sport,What's On,Property,Jobs,Motors|#7a1420
fr-lumieres|Rive Gauche Hebdo|fr|news|L'hebdo des villes de la rive gauche|Accueil,Actualité,Société,Culture,Sports,Débats|#b0003a
pt-cantinho|Cantinho da Lúcia|pt|blog|Costura, crochê e café passado na hora|Início,Costura,Crochê,Receitas,Sobre mim|#c0577a
es-altollano|El Correo del Alto Llano|es|news|Diario digital de la comarca|Portada,Comarca,Sucesos,Deportes,Cultura,Opinión|#0a5c36
ru-zhurnal|dedushka_volodya|ru|lj|Записки старого фотографа|Записи,Друзья,Архив,Профиль,Метки|#375778
nl-fietsblog|Trappen tegen de wind|nl|blog|Een fietsblog uit de polder|Home,Tochten,Materiaal,Uitslagen,Over mij|#2f6f8f
ja-ramen|麺とわたし|ja|blog|週末ラーメン食べ歩きの記録|トップ,食べ歩き,自作,地図,プロフィール|#a0522d
de-mittelrhein|Mittelrhein-Anzeiger|de|news|Nachrichten aus dem Mittelrheintal|Startseite,Lokales,Region,Sport,Kultur,Freizeit|#1f4e96
it-lagunare|Il Lagunare|it|news|Quotidiano online della bassa laguna|Home,Cronaca,Politica,Sport,Cultura,Lettere|#1a6e8e
ja-kitakaze|北風新聞デジタル|ja|news|道北のニュースをいち早く|トップ,地域,社会,経済,スポーツ,くらし|#0f4c81
pt-vilanova|Portal Vila Nova Hoje|pt|news|Tudo o que acontece em Vila Nova do Sul|Início,Cidade,Polícia,Esportes,Diversão,Empregos|#d35400
nl-ijsselstreek|De IJsselstreek Nu|nl|news|Nieuws uit de IJsselstreek|Home,Nieuws,Sport,Uit,Regio,112|#e07000
es-universitas|Gaceta de Villaverde|es|news|La actualidad de la ciudad universitaria|Portada,Ciudad,Universidad,Cultura,Deportes,Agenda|#5a2d82
pl-nadwarcie|Gazeta Nadwarciańska|pl|news|Codzienne wiadomości znad Warty|Strona główna,Wiadomości,Edukacja,Sport,Kultura,Ogłoszenia|#9b111e
it-ponte|La Voce del Borgo|it|news|Il giornale online di Borgo San Ceriano|Home,Cronaca,Città,Eventi,Sport,Foto|#6b3e26
"""

SITES_BY: dict[str, SiteBY] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu, _c = _row.split("|")
    SITES_BY[_k] = SiteBY(_k, _n, _l, _look, _motto, tuple(_menu.split(",")), _c)

"""Made-up sites of blind set BF (news and magazine articles of 2008-2013 whose comments are a forum's thread shown
under the article) and the furniture's words per language (``WORDS``). Every site name, place and text invented for
this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "contact", "rights", "most", "tags", "login", "search", "advert")

# lang | share | related | contact | rights | most read | tags | log in | search | advertisement
_WORD_ROWS = """
en|Bookmark & share|Related stories|Contact the newsroom|All rights reserved|Most read today|Tags|Log in|Search|Advertisement
de|Artikel empfehlen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Meistgelesen|Schlagworte|Einloggen|Suchen|Anzeige
fr|Partager cet article|À lire aussi|Contactez-nous|Tous droits réservés|Les plus lus|Mots-clés|Connexion|Rechercher|Publicité
es|Compartir noticia|Noticias relacionadas|Contacto|Todos los derechos reservados|Lo más visto|Etiquetas|Entrar|Buscar|Publicidad
it|Condividi l'articolo|Articoli correlati|Scrivi alla redazione|Tutti i diritti riservati|I più letti|Tag|Accedi|Cerca|Pubblicità
pt|Partilhar|Leia também|Contactos|Todos os direitos reservados|Mais lidas|Etiquetas|Entrar|Pesquisar|Publicidade
nl|Deel dit bericht|Gerelateerd nieuws|Contact|Alle rechten voorbehouden|Meest gelezen|Trefwoorden|Inloggen|Zoeken|Advertentie
pl|Poleć znajomym|Czytaj także|Kontakt z redakcją|Wszelkie prawa zastrzeżone|Najczęściej czytane|Tagi|Zaloguj|Szukaj|Reklama
ru|Поделиться|Читайте также|Контакты редакции|Все права защищены|Самое читаемое|Метки|Вход|Поиск|Реклама
ja|この記事を共有|関連記事|お問い合わせ|無断転載を禁じます|アクセスランキング|タグ|ログイン|検索|広告
sv|Tipsa om artikeln|Relaterade artiklar|Kontakta redaktionen|Alla rättigheter förbehållna|Mest lästa|Taggar|Logga in|Sök|Annons
cs|Sdílet článek|Související články|Kontakt|Všechna práva vyhrazena|Nejčtenější|Štítky|Přihlásit|Hledat|Reklama
tr|Haberi paylaş|İlgili haberler|İletişim|Tüm hakları saklıdır|En çok okunanlar|Etiketler|Giriş|Ara|Reklam
fi|Jaa juttu|Aiheesta muualla|Yhteystiedot|Kaikki oikeudet pidätetään|Luetuimmat|Avainsanat|Kirjaudu|Hae|Mainos
hu|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Legolvasottabb|Címkék|Belépés|Keresés|Hirdetés
da|Del artiklen|Relaterede artikler|Kontakt redaktionen|Alle rettigheder forbeholdes|Mest læste|Emneord|Log ind|Søg|Annonce
ro|Trimite unui prieten|Articole similare|Contact|Toate drepturile rezervate|Cele mai citite|Etichete|Autentificare|Caută|Publicitate
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBF:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
en-gantry|The Gantry Courier|en|pa|News for the Lower Brennock valley since 1887|Home,Local,Business,Sport,Motoring,Forums
en-kiteline|Kiteline Magazine|en|mg|The quarterly of small-craft sailing, online|Home,Boats,Gear,Cruising,Racing,Community
en-oddbin|Oddbin Weekly|en|rg|Marsham's free weekly paper|Front page,News,Council,What's on,Sport,Talkback
en-pixelmill|PixelMill|en|mg|Games, gadgets and the people who make them|Home,Reviews,Previews,Hardware,Features,Boards
en-harrowgate|Harrowgate Evening Star|en|pa|Your city, every evening|Home,News,Courts,Schools,Sport,Star Forums
en-fellside|Fellside Gazette|en|rg|Hill farming, villages and the weather|Home,Farming,Villages,Walking,Letters,Forum
en-bytewire|Bytewire|en|mg|Computing news for people who fix things|Home,News,Security,Linux,Hardware,Forums
en-tollbridge|Tollbridge & District Echo|en|pa|The Echo: news, views, noticeboard|Home,News,Traffic,Planning,Sport,Echo Forum
en-quarterdeck|Quarterdeck Rugby Monthly|en|mg|Club rugby, properly|Home,Clubs,Leagues,Schools,Opinion,Clubhouse
en-plain|Wendlow Observer|en|rg|News from Wendlow and the Marl villages|Home,News,Schools,Arts,Sport,Forum
en-list|Castlereagh Hobby Computing|en|mg|Retro machines, soldering and code|Home,Articles,Projects,Events,Forum
en-mixed|Penlow Junction Times|en|pa|Railways, branch lines and the people who ride them|Home,News,Stations,Heritage,Timetables,Forum
de-kesselbach|Kesselbacher Rundschau|de|pa|Die Zeitung für Kesselbach und das Rodental|Startseite,Kesselbach,Rodental,Wirtschaft,Sport,Forum
fr-vallonne|Le Courrier de Vallonne|fr|rg|Le quotidien du pays de Vallonne|Accueil,Vallonne,Canton,Économie,Sports,Forum
es-almenara|Heraldo de Almenara|es|pa|Diario de la comarca de Almenara|Portada,Almenara,Comarca,Economía,Deportes,Foros
it-borgoalto|Il Corriere di Borgoalto|it|rg|Notizie dalla valle e dal capoluogo|Home,Cronaca,Provincia,Economia,Sport,Forum
pt-ribamar|Gazeta de Ribamar|pt|pa|O jornal do concelho|Início,Concelho,Região,Economia,Desporto,Fórum
nl-dijkhoven|Dijkhovens Dagblad|nl|rg|Nieuws uit Dijkhoven en omstreken|Home,Dijkhoven,Regio,Economie,Sport,Forum
pl-zalesie|Gazeta Zalesiańska|pl|pa|Wiadomości z Zalesia i okolic|Strona główna,Zalesie,Powiat,Gospodarka,Sport,Forum
ru-ozyorsk|Озёрский курьер|ru|pa|Городская газета Озёрска|Главная,Город,Район,Экономика,Спорт,Форум
ja-kawabe|川辺新報|ja|rg|川辺市と周辺のニュース|トップ,市政,地域,経済,スポーツ,掲示板
sv-plain|Norrmyra Tidning|sv|rg|Nyheter från Norrmyra och byarna|Start,Norrmyra,Byarna,Näringsliv,Sport,Forum
cs-plain|Hradecký obzor|cs|pa|Zpravodajství z Hradecka|Úvod,Hradecko,Kraj,Ekonomika,Sport,Diskuze
tr-plain|Yalıköy Gazetesi|tr|rg|Yalıköy'ün haber sitesi|Anasayfa,Yalıköy,Bölge,Ekonomi,Spor,Forum
fi-list|Koivulahden Sanomat|fi|pa|Koivulahden paikallislehti|Etusivu,Koivulahti,Seutu,Talous,Urheilu,Foorumi
hu-list|Fehérvölgyi Napló|hu|rg|A völgy hírei minden nap|Címlap,Fehérvölgy,Megye,Gazdaság,Sport,Fórum
da-list|Søndervig Avis|da|pa|Nyt fra Søndervig og oplandet|Forside,Søndervig,Oplandet,Erhverv,Sport,Debat
ro-mixed|Gazeta de Valea Ursului|ro|rg|Știri din vale și din județ|Acasă,Local,Județ,Economie,Sport,Forum
"""

SITES_BF: dict[str, SiteBF] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_BF[_k] = SiteBF(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
